#!/usr/bin/env bash
# Device-host CPU decode check, the short form of tools/device/cpu-bench.sh (the lead runs it on
# the lent machine, from the repository root): prompt 64 and 64 decoded, at 16 and 8 threads,
# strata-rt against llama.cpp's own llama-bench built THERE from the vendored source with its
# default flags (the peer of DESIGN.md's "Performance method"; the earlier version of this
# script timed llama-cpp-python's library built on another machine, whose ratios are superseded).
#
# Carry .devcarry/d2/ holding stripped release `stratac` (built without LLVM) and `strata-rt`
# and lcpp.tar.xz (../shared/peers/llama.cpp-from-llama-cpp-python-0.3.36.tar.xz); results and
# summary.txt go to $OUT (see cpu-bench.sh). One call: ~2 min of build ∥ synth, ~2 min of runs.
set -uo pipefail
: "${OUT:?OUT must name the output folder}"
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
export CARRY=${CARRY:-$root/.devcarry/d2} PROMPTS=${PROMPTS:-64} LONG_REPS=${LONG_REPS:-1}
bash "$here/cpu-bench.sh" prepare > /dev/null || exit 1
bash "$here/cpu-bench.sh" run 16 > /dev/null
bash "$here/cpu-bench.sh" run 8 > /dev/null
cat "$OUT/summary.txt"
