#!/usr/bin/env bash
# The README's main command: installs what is needed, builds stratac and strata-rt in release
# mode, and runs the main job on the embedded default model.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/install-deps.sh
[ -f "$HOME/.cargo/env" ] && . "$HOME/.cargo/env"
export LLVM_SYS_191_PREFIX="${LLVM_SYS_191_PREFIX:-/usr/lib/llvm-19}"
cargo build --release --bins
out="${STRATA_DEMO_DIR:-target/demo}"
mkdir -p "$out"
./target/release/stratac synth --preset tiny-qwen3moe --seed 1 -o "$out/tiny-qwen3moe.gguf"
./target/release/stratac inspect "$out/tiny-qwen3moe.gguf"
