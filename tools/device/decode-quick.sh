#!/usr/bin/env bash
# Issue 19's decode A/B on a short device budget (no llama.cpp build): the A3B model all
# resident, prompt-check's decode mode first (benches with every decode change on, then the
# DECODE_AB arms with some off, the graph profile, the 512-token prompt profile, a 2048-token
# prefill), then the correctness table (GPU against the CPU reference on the tiny models), then
# one expert-cache run under 10 GiB. Compare with llama.cpp from an earlier run, said so.
#
#   tools/device/prompt-check.sh prepare .devcarry/prompt   # here; tar it as prompt.tar.xz
#   bash tools/device/decode-quick.sh                       # there, carry .devcarry/prompt.tar.xz
# Results in $OUT: decode.txt, prompt-check.md (correctness), offload.txt.
# PTX_BUNDLE=FILE.tar.xz (a `validate-ptx.sh prepare` bundle, tarred from .devcarry/NAME):
# first the PTX against the host lowering and the matvec bandwidth table (results in
# $OUT/ptx). TAR_OUT=1: everything under $OUT packed into $OUT/all.tgz at the end (the device
# tool returns at most 8 files).
set -uo pipefail
: "${OUT:?OUT must name the output folder}"
export OUT LD_LIBRARY_PATH="/usr/local/nvidia/lib64:/usr/local/nvidia/lib:${LD_LIBRARY_PATH:-}"
root=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p /tmp/pc
tar xJf "$root/.devcarry/prompt.tar.xz" -C /tmp/pc
pc=/tmp/pc/prompt/prompt-check.sh
big=/tmp/a3b-qwen3moe-Q4_K.gguf
t0=$(date +%s)
if [ -n "${PTX_BUNDLE:-}" ]; then
    mkdir -p /tmp/ptxb "$OUT/ptx"
    tar xJf "$PTX_BUNDLE" -C /tmp/ptxb
    b=$(dirname "$(find /tmp/ptxb -name manifest.json | head -1)")
    # The A3B model is synthesized meanwhile (the decode mode would otherwise do it first).
    [ -f "$big" ] || /tmp/pc/prompt/stratac synth --preset a3b-qwen3moe --quant Q4_K -o "$big" \
        >/tmp/pc/synth.log 2>&1 &
    SKIP_PTXAS=1 OUT="$OUT/ptx" timeout "${PTX_S:-150}" bash "$b/validate-ptx.sh" run "$b" \
        >"$OUT/ptx/run.log" 2>&1
    wait
    echo "ptx bundle done after $(( $(date +%s) - t0 )) s" >>"$OUT/ptx/run.log"
fi
DECODE_LITE=1 timeout "${DECODE_S:-260}" bash "$pc" decode >"$OUT/decode.log" 2>&1
echo "decode mode done after $(( $(date +%s) - t0 )) s" >>"$OUT/decode.txt"
NO_PEER=1 NO_BENCH=1 PROMPT_ARMS="${PROMPT_ARMS:-batch token}" timeout "${RUN_S:-150}" bash "$pc" run >"$OUT/run.log" 2>&1
echo "correctness done after $(( $(date +%s) - t0 )) s" >>"$OUT/decode.txt"
{
    echo "== offload: strata --vram-budget-mib 10240, CAR off"
    STRATA_CAR_THRESHOLD=1.0 timeout 50 /tmp/pc/prompt/strata-rt bench /tmp/pc/prompt/plans/a3b.plan \
        --model "$big" --device cuda:0 --vram-budget-mib 10240 --ctx 1024 --prompt-len 16 --gen-len 64 --json \
        2>>"$OUT/offload.err" || echo "rc=$?"
} >>"$OUT/offload.txt"
grep -E '^== |"decode_tok_s"' "$OUT/decode.txt" "$OUT/offload.txt" | sed -E 's/.*"prefill_tok_s":([0-9.]+),"decode_tok_s":([0-9.]+).*/prefill \1 decode \2/'
if [ "${TAR_OUT:-0}" = 1 ]; then
    tar czf /tmp/all.tgz -C "$OUT" . && rm -rf "${OUT:?}"/* && mv /tmp/all.tgz "$OUT/"
fi
