#!/usr/bin/env bash
# The README's test command: installs what the tests need, then runs every gate CI runs:
# formatting, clippy with warnings denied, and the whole workspace's tests (oracles included).
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/install-deps.sh
[ -f "$HOME/.cargo/env" ] && . "$HOME/.cargo/env"
bash tools/setup-oracles.sh
export LLVM_SYS_191_PREFIX="${LLVM_SYS_191_PREFIX:-/usr/lib/llvm-19}"
# A one-shot build gains nothing from incremental state, which costs gigabytes of disk.
export CARGO_INCREMENTAL="${CARGO_INCREMENTAL:-0}"
cargo fmt --all -- --check
cargo clippy --workspace --all-targets -- -D warnings
# The NEON kernels only compile for aarch64: lint them there too (type-checking only, no
# cross linker needed), so an x86 machine cannot break them unnoticed.
rustup target add aarch64-unknown-linux-gnu >/dev/null
cargo clippy -p strata-runtime --lib --target aarch64-unknown-linux-gnu -- -D warnings
# The HIP driver (feature `hip`, linked against libamdhip64) builds and lints here although no
# AMD GPU is reachable: only the runtime crate re-checks.
cargo clippy -p strata-runtime --features hip --all-targets -- -D warnings
cargo build --workspace --bins
cargo test --workspace
