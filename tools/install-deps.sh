#!/usr/bin/env bash
# Installs the system packages Strata builds and tests with on Debian/Ubuntu: LLVM 19 and lld 19
# (kernel generation), the HIP headers and library (the runtime's `hip` feature is built and
# clippy-checked against them; no AMD GPU is needed), cmake and a C/C++ toolchain (llama-cpp-python builds llama.cpp), and
# Python's venv module. Idempotent: installs only what is missing.
#
# --hip: for AMD users. Checks first that this platform can build the runtime's `hip` feature
# (Debian/Ubuntu with apt, x86_64, libamdhip64-dev in the apt sources or ROCm under /opt/rocm)
# and stops before installing anything, naming what is missing, if it cannot; then installs the
# packages and builds strata-rt with `--features hip` (no AMD GPU is needed to build).
set -euo pipefail
hip=no
for arg in "$@"; do
  case $arg in
    --hip) hip=yes ;;
    -h | --help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 0 ;;
    *) echo "error: unknown argument $arg (tools/install-deps.sh [--hip])" >&2; exit 2 ;;
  esac
done
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
if [ "$hip" = yes ]; then
  problems=()
  if ! command -v apt-get >/dev/null 2>&1 || ! command -v dpkg >/dev/null 2>&1; then
    problems+=("apt-get and dpkg: this script installs Debian/Ubuntu packages")
  fi
  machine=$(uname -m)
  if [ "$machine" != x86_64 ]; then
    problems+=("an x86_64 machine: ROCm's HIP runtime is built for x86_64, this one is $machine")
  fi
  if [ ${#problems[@]} -eq 0 ] && [ ! -f /opt/rocm/include/hip/hip_runtime_api.h ]; then
    if ! apt-cache show libamdhip64-dev >/dev/null 2>&1; then
      # Fresh systems have no package lists yet; look again after fetching them.
      $sudo apt-get update -q >&2 || true
    fi
    if ! apt-cache show libamdhip64-dev >/dev/null 2>&1; then
      problems+=("libamdhip64-dev in the apt sources (Debian 13 and Ubuntu 24.04 universe carry it) or a ROCm install under /opt/rocm (https://rocm.docs.amd.com/projects/install-on-linux/)")
    fi
  fi
  if [ ${#problems[@]} -gt 0 ]; then
    echo "error: --hip cannot work on this platform; nothing was installed. Missing:" >&2
    for p in "${problems[@]}"; do echo "  - $p" >&2; done
    exit 1
  fi
fi
pkgs=(llvm-19-dev lld-19 libpolly-19-dev libzstd-dev zlib1g-dev libffi-dev libxml2-dev
      cmake ninja-build build-essential pkg-config python3-venv python3-dev git curl
      libamdhip64-dev)
missing=()
for p in "${pkgs[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "installing: ${missing[*]}" >&2
  $sudo apt-get update -q >&2
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q "${missing[@]}" >&2
fi
if ! command -v cargo >/dev/null 2>&1; then
  echo "installing the Rust toolchain with rustup" >&2
  curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh -s -- -y --profile minimal -c clippy,rustfmt >&2
fi
if [ "$hip" = yes ]; then
  # shellcheck source=/dev/null
  [ -f "$HOME/.cargo/env" ] && . "$HOME/.cargo/env"
  cd "$(dirname "$0")/.."
  echo "building strata-rt with --features hip" >&2
  cargo build --release -p strata-runtime --features hip --bin strata-rt >&2
  echo "built target/release/strata-rt (hip); build the container with docker/build.sh" >&2
fi
