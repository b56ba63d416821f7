#!/usr/bin/env bash
# A tuning sweep of the grouped MoE matmul (kernels-gen `matmul`): the same A3B-shaped model's
# plan compiled with several (tokens per pass, rows per wave) choices (`STRATA_MM_TOKENS`,
# `STRATA_MM_ROWS` at compile time), each timed by `strata-rt bench` on 512- and 2048-token
# prompts with its prompt profile, and each tiny Q4_K plan's logits compared with the default's.
#
#   here:  tools/device/mm-sweep.sh prepare          # writes .devcarry/mm.tar.xz
#   there: bash tools/device/mm-sweep.sh run         # carry .devcarry/prompt.tar.xz + mm.tar.xz
# Results in $OUT/mm-sweep.txt.
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
VARIANTS="${VARIANTS:-8x4 16x4 8x8 16x2 32x2}"
case "${1:-}" in
prepare)
    cd "$root"
    d=.devcarry/mm && rm -rf "$d" && mkdir -p "$d"
    hdr=/tmp/a3b-hdr.gguf
    if [ ! -f "$hdr" ]; then
        timeout 40 target/debug/stratac synth --preset a3b-qwen3moe --quant Q4_K -o "$hdr" || true
        python3 tools/device/offload_check.py truncate "$hdr"
    fi
    target/debug/stratac synth --preset tiny-qwen3moe --quant Q4_K -o /tmp/tiny-q4k.gguf
    for v in $VARIANTS; do
        IFS=x read -r t r <<<"$v"
        STRATA_MM_TOKENS=$t STRATA_MM_ROWS=$r target/debug/stratac compile "$hdr" --arch host,sm_90 \
            -o "$d/a3b-$v.plan" >/dev/null
        STRATA_MM_TOKENS=$t STRATA_MM_ROWS=$r target/debug/stratac compile /tmp/tiny-q4k.gguf \
            --arch host,sm_90 -o "$d/tiny-$v.plan" >/dev/null
    done
    echo "$VARIANTS" >"$d/variants.txt"
    tar cJf .devcarry/mm.tar.xz -C .devcarry mm
    ls -la .devcarry/mm.tar.xz
    ;;
run)
    : "${OUT:?OUT must name the output folder}"
    export LD_LIBRARY_PATH="/usr/local/nvidia/lib64:/usr/local/nvidia/lib:${LD_LIBRARY_PATH:-}"
    mkdir -p /tmp/pc /tmp/mmx
    tar xJf "$root/.devcarry/prompt.tar.xz" -C /tmp/pc
    tar xJf "$root/.devcarry/mm.tar.xz" -C /tmp/mmx
    p=/tmp/pc/prompt mm=/tmp/mmx/mm res=$OUT/mm-sweep.txt
    big=/tmp/a3b-qwen3moe-Q4_K.gguf
    [ -f "$big" ] || "$p/stratac" synth --preset a3b-qwen3moe --quant Q4_K -o "$big" >/dev/null 2>&1 &
    synth=$!
    "$p/stratac" synth --preset tiny-qwen3moe --quant Q4_K -o /tmp/tiny.gguf >/dev/null 2>&1
    toks="1,17,42,99,7,3,250,12,5,8,13,21,34,55,89,144,233,2,4,6,9,11,19,23,29,31,37,41,43,47,53,59,61,67,71,73,79,83,97,101"
    read -r vs <"$mm/variants.txt"
    for v in $vs; do
        "$p/strata-rt" logits "$mm/tiny-$v.plan" --model /tmp/tiny.gguf --device cuda:0 --tokens "$toks" \
            -o "/tmp/tiny-$v.f32" 2>>"$OUT/sweep.err" || echo "tiny $v rc=$?" >>"$res"
    done
    set -- $vs
    python3 - "$1" $vs <<'PY' >>"$res" 2>&1
import sys, numpy as np
base, vs = sys.argv[1], sys.argv[2:]
a = np.fromfile(f"/tmp/tiny-{base}.f32", "<f4").reshape(40, -1)
for v in vs:
    b = np.fromfile(f"/tmp/tiny-{v}.f32", "<f4").reshape(40, -1)
    print(f"tiny-qwen3moe Q4_K, 40-row prompt, {v} vs {base}: max abs dlogit {np.abs(a - b).max():.3g}, top-1 {np.mean(a.argmax(1) == b.argmax(1))}")
PY
    wait "$synth" || true
    for v in $vs; do
        for pl in 512 2048; do
            echo "== $v prompt $pl" >>"$res"
            timeout 60 "$p/strata-rt" bench "$mm/a3b-$v.plan" --model "$big" --device cuda:0 --vram-budget-mib 120000 \
                --ctx 4096 --prompt-len "$pl" --gen-len 4 --json >>"$res" 2>>"$OUT/sweep.err" || echo "rc=$?" >>"$res"
        done
        echo "== $v profile 512" >>"$res"
        STRATA_GPU_PROMPT_PROFILE=1 timeout 60 "$p/strata-rt" bench "$mm/a3b-$v.plan" --model "$big" --device cuda:0 \
            --vram-budget-mib 120000 --ctx 4096 --prompt-len 512 --gen-len 4 --json >/dev/null 2>/tmp/prof.txt || echo "rc=$?" >>"$res"
        grep -E "in steps|moe ·|attn_prefill" /tmp/prof.txt >>"$res"
    done
    grep -E '^== |^tiny|"prefill_tok_s"' "$res" | sed -E 's/.*"prefill_tok_s":([0-9.]+),.*/prefill \1/'
    ;;
*) echo "usage: $0 prepare|run" >&2; exit 2 ;;
esac
