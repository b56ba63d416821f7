#!/usr/bin/env bash
# The README's main command: installs what is needed, builds stratac and strata-rt in release
# mode, then compiles a model to a plan and generates text from it. It uses the embedded trained
# model (models/strata-tiny-moe.gguf) when the repository has it, otherwise a synthesized one.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/install-deps.sh
[ -f "$HOME/.cargo/env" ] && . "$HOME/.cargo/env"
export LLVM_SYS_191_PREFIX="${LLVM_SYS_191_PREFIX:-/usr/lib/llvm-19}"
cargo build --release --bins
out="${STRATA_DEMO_DIR:-target/demo}"
mkdir -p "$out"
model=models/strata-tiny-moe.gguf
plan="$HOME/.cache/strata/strata-tiny-moe.plan"
if [ ! -f "$model" ]; then
    model="$out/tiny-qwen3moe.gguf"
    plan="$out/plan.bin"
    ./target/release/stratac synth --preset tiny-qwen3moe --seed 1 -o "$model"
fi
mkdir -p "$(dirname "$plan")"
# The plan records the GGUF's absolute path, so `strata-rt serve` (no plan: this one) finds it.
./target/release/stratac compile "$(realpath "$model")" --arch host -o "$plan"
./target/release/stratac inspect "$plan"
./target/release/strata-rt generate "$plan" --prompt "In the beginning" --max-tokens 48 --temperature 0
./target/release/strata-rt generate "$plan" --prompt "def fibonacci(n):" --max-tokens 48 --temperature 0
echo "Serve it with: ./target/release/strata-rt serve   (OpenAI API on http://127.0.0.1:9931/v1)" >&2
