#!/usr/bin/env bash
# The README's test command: installs what the tests need, then runs every gate CI runs:
# formatting, clippy with warnings denied, and the whole workspace's tests (oracles included).
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/install-deps.sh
[ -f "$HOME/.cargo/env" ] && . "$HOME/.cargo/env"
bash tools/setup-oracles.sh
export LLVM_SYS_191_PREFIX="${LLVM_SYS_191_PREFIX:-/usr/lib/llvm-19}"
cargo fmt --all -- --check
cargo clippy --workspace --all-targets -- -D warnings
cargo build --workspace --bins
cargo test --workspace
