#!/usr/bin/env bash
# Installs the system packages Strata builds and tests with on Debian/Ubuntu: LLVM 19 and lld 19
# (kernel generation), cmake and a C/C++ toolchain (llama-cpp-python builds llama.cpp), and
# Python's venv module, and HIP's runtime library and headers (the runtime's `hip` feature is
# built and clippy-checked against them). Idempotent: installs only what is missing.
set -euo pipefail
pkgs=(llvm-19-dev lld-19 libpolly-19-dev libzstd-dev zlib1g-dev libffi-dev libxml2-dev
      cmake ninja-build build-essential pkg-config python3-venv python3-dev git curl
      libamdhip64-dev)
missing=()
for p in "${pkgs[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "installing: ${missing[*]}" >&2
  $sudo apt-get update -q >&2
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q "${missing[@]}" >&2
fi
if ! command -v cargo >/dev/null 2>&1; then
  echo "installing the Rust toolchain with rustup" >&2
  curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh -s -- -y --profile minimal -c clippy,rustfmt >&2
fi
