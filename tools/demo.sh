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
if [ ! -f "$model" ]; then
    model="$out/tiny-qwen3moe.gguf"
    ./target/release/stratac synth --preset tiny-qwen3moe --seed 1 -o "$model"
fi
./target/release/stratac compile "$model" --arch host -o "$out/plan.bin"
./target/release/stratac inspect "$out/plan.bin"
./target/release/strata-rt generate "$out/plan.bin" --prompt "In the beginning" --max-tokens 48 --temperature 0
