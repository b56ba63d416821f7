#!/usr/bin/env bash
# gpt-oss on cuda:0: tiny-gptoss (F32, and MXFP4 experts) decoded by the GPU executor on the lent
# H200 against the CPU reference executor and the fast CPU executor, with a prompt longer than
# the preset's 16-token sliding window. It is gpu-check.sh's run with gpt-oss's cases and a
# 24-token prompt (same driver, same table, gpu_check.py).
#
#   tools/device/gptoss-check.sh prepare [DEST]   # here (Rust + LLVM 19): binaries, plans, cases
#   bash DEST/gptoss-check.sh run                 # on the GPU machine (python3 + numpy, libcuda)
#
# `prepare` builds the LLVM-free release strata-rt and stratac (stripped) and compiles the two
# plans for `--arch host,sm_90` with the LLVM stratac of this checkout; the GGUFs are not
# carried (`run` re-synthesizes them byte for byte, so the plans' provenance check passes).
# DEST defaults to /work/main/.devcarry/gptoss (the device tool sends /work/main: carry
# `.devcarry/gptoss`). Results go to $OUT: gptoss-check.md (the table, with the prompt used),
# gpu-check.md, log.txt.
#
# Prompts of plans with gpt-oss's ops run as decode steps on the GPU (the batched prompt path
# does not take them), so every row of the logits file is one decode step; rows 17..24 are past
# the window. CI's counterpart is tests/tests/gpu_gptoss_host.rs (the same kernels through the
# host emulation driver).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
# 24 tokens (> the 16-token window); gpu_check.py reads GPU_CHECK_ROWS rows per logits file.
prompt="1,17,42,99,7,3,250,12,5,88,131,64,9,200,33,71,2,150,18,240,11,60,97,4"
case "${1:-}" in
prepare)
    root="$(cd "$here/../.." && pwd)"
    dest="${2:-/work/main/.devcarry/gptoss}"
    export LLVM_SYS_191_PREFIX="${LLVM_SYS_191_PREFIX:-/usr/lib/llvm-19}"
    cd "$root"
    cargo build --release -p strata-runtime -p strata-compiler --no-default-features
    cargo build -p strata-compiler --bin stratac # with LLVM: compiles the sm_90 plans
    rm -rf "$dest" && mkdir -p "$dest/plans"
    cp target/release/strata-rt target/release/stratac "$dest/"
    strip "$dest/strata-rt" "$dest/stratac"
    cp "$here/gptoss-check.sh" "$here/gpu-check.sh" "$here/gpu_check.py" "$dest/"
    scratch="$(mktemp -d)"
    : >"$dest/cases.txt"
    for quant in F32 MXFP4; do
        gguf="$scratch/tiny-gptoss-$quant.gguf"
        target/debug/stratac synth --preset tiny-gptoss --quant "$quant" -o "$gguf"
        target/debug/stratac compile "$gguf" --arch host,sm_90 -o "$dest/plans/tiny-gptoss-$quant.plan" >/dev/null
        echo "tiny-gptoss-$quant synth:tiny-gptoss:$quant" >>"$dest/cases.txt"
    done
    rm -rf "$scratch"
    du -sh "$dest"
    ;;
run)
    out="${OUT:-$(mktemp -d)}"
    export OUT="$out"
    GPU_CHECK_PROMPT="$prompt" GPU_CHECK_ROWS=24 GPU_CHECK_EAGER=tiny-gptoss-F32 GPU_CHECK_BENCH=0 \
        bash "$here/gpu-check.sh" run
    {
        echo "# gptoss-check: tiny-gptoss on cuda:0 against the CPU executors"
        echo
        echo "Prompt (24 tokens, window 16): \`$prompt\`; logits compare all 24 rows, then 32 greedy"
        echo "tokens. ref = CPU reference executor (f32 KV, f64 sums), cpu = fast CPU executor."
        echo "Bars (CI's host-driver test): vs ref greedy identical, top-1 1.0, max |dlogit| <= 5e-3;"
        echo "vs cpu the same for F32; for MXFP4 the fast CPU quantizes x to q8 in its dot (the GPU does"
        echo "not), so there max |dlogit| <= 1.5 and a few top-1 flips are its gap, not the GPU's."
        echo
        cat "$out/gpu-check.md"
    } >"$out/gptoss-check.md"
    cat "$out/gptoss-check.md"
    ;;
*)
    echo "usage: $0 prepare [DEST] | run" >&2
    exit 2
    ;;
esac
