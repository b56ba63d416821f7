#!/usr/bin/env bash
# The offload knobs that are off until a device checks and times them, in one device call:
# the tiny-model correctness table (offload-check.sh stage1) with the knobs on, beside the A3B
# model's synthesis (nothing timed then), then the A3B model at 10 GiB with the knobs' arms
# alternating against the defaults (decode-peer.sh OFFLOAD=1 NO_PEER=1).
#
#   tools/device/offload-ab.sh prepare        # here: .devcarry/prompt.tar.xz (binaries, the
#                                             # A3B plan) and .devcarry/off.tar.xz (the tiny
#                                             # models' plans and case list, no binaries)
#   bash tools/device/offload-ab.sh run       # there: carry both tarballs
#
# KNOBS: the environment of the tiny table (default: pool first; its `hyb` arm adds prefetch 2
# and the CPU touch itself); ARMS: decode-peer.sh's OFFLOAD_RUNS (default below: issue first against pool
# first against pool first + prefetch 2, twice, then CAR 0.35 with pool first); TINY_S: the
# tiny table's time limit. Results in $OUT: stage1.txt (the table), offload.txt and peer.txt
# (the arms). CI cannot run this (no GPU); the host driver's tests run every arm's code.
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
export LD_LIBRARY_PATH="/usr/local/nvidia/lib64:/usr/local/nvidia/lib:${LD_LIBRARY_PATH:-}"
big=/tmp/a3b-qwen3moe-Q4_K.gguf
case "${1:-}" in
prepare)
    set -e
    bash "$here/prompt-check.sh" prepare "$root/.devcarry/prompt"
    bash "$here/offload-check.sh" prepare "$root/.devcarry/offload"
    cd "$root/.devcarry"
    rm -f prompt/strata-rt-base
    tar cJf prompt.tar.xz prompt
    tar cJf off.tar.xz --exclude=offload/strata-rt --exclude=offload/stratac \
        --exclude=offload/plans/a3b.plan offload
    ls -la prompt.tar.xz off.tar.xz
    ;;
run)
    : "${OUT:?OUT must name the output folder}"
    mkdir -p /tmp/pc
    tar xJf "$root/.devcarry/prompt.tar.xz" -C /tmp/pc
    tar xJf "$root/.devcarry/off.tar.xz" -C "$root/.devcarry"
    cp /tmp/pc/prompt/strata-rt /tmp/pc/prompt/stratac "$root/.devcarry/offload/"
    nvidia-smi --query-gpu=name,driver_version --format=csv,noheader >"$OUT/stage1.log" 2>&1
    (env ${KNOBS:-STRATA_POOL_FIRST=1} NO_PEER=1 NO_BIG=1 timeout "${TINY_S:-240}" \
        bash "$root/.devcarry/offload/offload-check.sh" stage1 >>"$OUT/stage1.log" 2>&1
        echo "stage1 rc $?" >>"$OUT/stage1.log") &
    tiny=$!
    [ -f "$big" ] || /tmp/pc/prompt/stratac synth --preset a3b-qwen3moe --quant Q4_K -o "$big" >/dev/null 2>&1
    wait "$tiny"
    pf=STRATA_POOL_FIRST=1
    OFFLOAD=1 NO_PEER=1 OFFLOAD_RUNS="${ARMS:-io1:1.0 pf1:1.0:$pf p2:1.0:$pf,STRATA_PREFETCH=2 \
io2:1.0 pf2:1.0:$pf p2b:1.0:$pf,STRATA_PREFETCH=2 p1:1.0:$pf,STRATA_PREFETCH=1 cpf:0.35:$pf}" \
        timeout 570 bash "$here/decode-peer.sh"
    ;;
*)
    echo "usage: $0 prepare|run" >&2
    exit 1
    ;;
esac
