#!/usr/bin/env bash
# The GPU executor's KV cache types (--kv f32|f16|q8) on the lent H200, in one run:
#  1. correctness: each tiny case with each type, cuda against the fast CPU executor keeping
#     the same type (every prompt row's logits, 32 greedy tokens), table kv-check.md;
#  2. quality of q8 and f16 against f32 on the GPU (tools/bench/kv-types.sh with DEVICE=cuda:0
#     on the embedded model: 200 greedy tokens, teacher-forced KL, bytes per token);
#  3. speed: the Qwen3-30B-A3B-shaped model's prefill (512, 2048) and decode with each type.
#
#   tools/device/kv-check.sh prepare [DEST]   # here: binaries, plans, case list
#   bash DEST/kv-check.sh run                 # there (carry DEST); results under $OUT
#   QUICK=1 bash DEST/kv-check.sh run         # parts 1 and 2 only (no 19 GB model)
#
# DEST defaults to .devcarry/kv. The binaries come from the LLVM-free release build in
# $REL_TARGET (default /work/rel-target); the plans are compiled here for host,sm_90. The GGUFs
# are re-synthesized there (stratac synth is deterministic). CI cannot run this (no GPU);
# tests/tests/gpu_kv_types.rs runs the same kernels through the host emulation driver.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
export LD_LIBRARY_PATH="/usr/local/nvidia/lib64:/usr/local/nvidia/lib:${LD_LIBRARY_PATH:-}"
big=/tmp/a3b-qwen3moe-Q4_K.gguf
case "${1:-}" in
prepare)
    root="$(cd "$here/../.." && pwd)"
    dest="${2:-$root/.devcarry/kv}"
    rel="${REL_TARGET:-/work/rel-target}/release"
    cd "$root"
    rm -rf "$dest" && mkdir -p "$dest/plans"
    cp "$rel/strata-rt" "$rel/stratac" "$dest/"
    strip "$dest/strata-rt" "$dest/stratac"
    cp "$here/kv-check.sh" "$root/tools/bench/kv-types.sh" "$dest/"
    scratch="$(mktemp -d)"
    : >"$dest/cases.txt"
    for c in tiny-qwen3moe:F32 tiny-qwen3moe:Q4_K tiny-qwen2moe:Q8_0 tiny-gptoss:F32 tiny-gptoss:MXFP4; do
        IFS=: read -r preset quant <<<"$c"
        target/debug/stratac synth --preset "$preset" --quant "$quant" -o "$scratch/m.gguf"
        target/debug/stratac compile "$scratch/m.gguf" --arch host,sm_90 \
            -o "$dest/plans/$preset-$quant.plan" >/dev/null
        echo "$preset-$quant $preset $quant" >>"$dest/cases.txt"
    done
    target/debug/stratac compile models/strata-tiny-moe.gguf --arch host,sm_90 \
        -o "$dest/plans/strata-tiny-moe.plan" >/dev/null
    hdr="${A3B_HEADER:-/tmp/a3b.gguf}"
    target/debug/stratac compile "$hdr" --arch sm_90 -o "$dest/plans/a3b.plan" >/dev/null
    rm -rf "$scratch"
    du -sh "$dest"
    ;;
run)
    out="${OUT:-$(mktemp -d)}"
    work=/tmp/kv-check && rm -rf "$work" && mkdir -p "$work"
    rt="$here/strata-rt"
    nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader >"$out/log.txt" 2>&1 || true
    # The big model synthesizes in the background while the small cases run.
    if [ "${QUICK:-0}" != 1 ]; then
        "$here/stratac" synth --preset a3b-qwen3moe --quant Q4_K -o "$big" >"$work/synth.log" 2>&1 &
        synth=$!
    fi
    prompt=1,17,42,99,7,3,250,12,5,60,33,2
    while read -r name preset quant; do
        model="$work/$name.gguf"
        "$here/stratac" synth --preset "$preset" --quant "$quant" -o "$model" >>"$out/log.txt" 2>&1
        plan="$here/plans/$name.plan"
        for kv in f32 f16 q8; do
            for dev in cuda:0 cpu; do
                tag="$name.$kv.${dev%%:*}"
                {
                    "$rt" logits "$plan" --model "$model" --device "$dev" --kv "$kv" --tokens "$prompt" \
                        -o "$work/$tag.f32" &&
                        "$rt" generate "$plan" --model "$model" --device "$dev" --kv "$kv" \
                            --prompt-tokens "$prompt" --temperature 0 --max-tokens 32 --ignore-eos \
                            --json >"$work/$tag.json"
                    echo "$tag rc=$?"
                } >>"$out/log.txt" 2>&1 || echo "$tag failed" >>"$out/log.txt"
            done
        done
    done <"$here/cases.txt"
    python3 - "$work" "$here/cases.txt" >"$out/kv-check.md" <<'PY'
import json, sys
import numpy as np
work, cases = sys.argv[1:]
print("| case | --kv | rows top-1 (cuda = cpu) | max abs dlogit | max abs logit | greedy tokens equal (of 32) |")
print("|---|---|---|---|---|---|")
for line in open(cases):
    name = line.split()[0]
    for kv in ("f32", "f16", "q8"):
        try:
            c = np.fromfile(f"{work}/{name}.{kv}.cuda.f32", "<f4")
            r = np.fromfile(f"{work}/{name}.{kv}.cpu.f32", "<f4")
            rows = 12
            c, r = c.reshape(rows, -1), r.reshape(rows, -1)
            gc = json.load(open(f"{work}/{name}.{kv}.cuda.json"))["tokens"]
            gr = json.load(open(f"{work}/{name}.{kv}.cpu.json"))["tokens"]
            same = sum(a == b for a, b in zip(gc, gr))
            print(f"| {name} | {kv} | {int((c.argmax(1) == r.argmax(1)).sum())}/{rows} | "
                  f"{np.abs(c - r).max():.3g} | {np.abs(r).max():.3g} | {same} |")
        except Exception as e:  # a failed run shows as a row, not a crash
            print(f"| {name} | {kv} | FAILED: {e} | | | |")
PY
    cat "$out/kv-check.md" >>"$out/log.txt"
    # Quality on the GPU: the embedded model, q8 and f16 against f32 (200 tokens, KL).
    long="$(python3 -c 'import argparse; print(argparse.__file__)')"
    DEVICE=cuda:0 PY=python3 bash "$here/kv-types.sh" "$rt" "$here/plans/strata-tiny-moe.plan" "$long" 15 \
        >"$out/kv-types-cuda.txt" 2>&1 || echo "kv-types rc=$?" >>"$out/kv-types-cuda.txt"
    [ "${QUICK:-0}" = 1 ] && exit 0
    # Speed on the A3B-shaped model: prefill and decode with each type, twice, interleaved.
    wait "$synth" || echo "synth rc=$?" >>"$out/log.txt"
    for round in 1 2; do
        for kv in f16 q8 f32; do
            for pl in 512 2048; do
                echo "== round $round kv $kv prompt $pl" >>"$out/bench.txt"
                timeout 150 "$rt" bench "$here/plans/a3b.plan" --model "$big" --device cuda:0 --kv "$kv" \
                    --prompt-len "$pl" --gen-len 64 --ctx 4096 --json >>"$out/bench.txt" 2>>"$out/log.txt" ||
                    echo "rc=$?" >>"$out/bench.txt"
            done
        done
    done
    ;;
*)
    echo "usage: $0 prepare [DEST] | run" >&2
    exit 2
    ;;
esac
