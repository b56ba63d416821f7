#!/usr/bin/env bash
# Builds llama.cpp's own `llama-bench` (CPU only) on THIS machine from the trimmed llama.cpp
# source vendored in the llama-cpp-python 0.3.36 sdist (../shared/peers/README.md), with
# llama.cpp's default build flags (GGML_NATIVE on: the measuring machine's own instructions),
# and prints the binary's path on stdout. A peer library built elsewhere may lack this machine's
# instructions (DESIGN.md, "Performance method"), so every speed ratio uses this build.
#
#   tools/bench/build-llama-bench.sh TARBALL DIR [JOBS]
#
# TARBALL: llama.cpp-from-llama-cpp-python-0.3.36.tar.xz (unpacks to lcpp/); DIR: where the
# source and the build go (reused: a finished build is not rebuilt); JOBS: parallel compile jobs
# (default: nproc). Logs: DIR/cmake.log, DIR/build.log.
set -euo pipefail
tarball=${1:?usage: build-llama-bench.sh TARBALL DIR [JOBS]}
dir=${2:?usage: build-llama-bench.sh TARBALL DIR [JOBS]}
jobs=${3:-$(nproc)}
bin=$dir/build/bin/llama-bench
if [[ -x $bin ]]; then
  echo "$bin"
  exit 0
fi
[[ -s $tarball ]] || { echo "error: no llama.cpp tarball at $tarball" >&2; exit 1; }
mkdir -p "$dir"
[[ -d $dir/lcpp ]] || tar xJf "$tarball" -C "$dir"
gen=()
command -v ninja >/dev/null && gen=(-G Ninja)
# The flags only switch off what llama-bench does not need (tests, examples, the server, the
# app, libcurl); the ggml CPU backend keeps every default.
cmake -S "$dir/lcpp" -B "$dir/build" "${gen[@]}" -DCMAKE_BUILD_TYPE=Release \
  -DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF -DLLAMA_BUILD_SERVER=OFF \
  -DLLAMA_BUILD_APP=OFF -DLLAMA_CURL=OFF > "$dir/cmake.log" 2>&1 \
  || { tail -20 "$dir/cmake.log" >&2; exit 1; }
cmake --build "$dir/build" --target llama-bench -j "$jobs" > "$dir/build.log" 2>&1 \
  || { tail -20 "$dir/build.log" >&2; exit 1; }
echo "$bin"
