#!/usr/bin/env bash
# The CPU quantized-matvec bench (benches/benches/quant_matvec.rs) on a machine without Rust,
# such as the lent GPU host's 16-core CPU.
#
#   tools/device/bench-quant.sh prepare   # here: builds and strips .devcarry/q2/quant_matvec
#   tools/device/bench-quant.sh run       # there: runs it; results go to $OUT
#   tools/device/bench-quant.sh scaling   # there: thread scaling of a few types; to $OUT
#
# `run` writes to $OUT (a temporary folder if unset): lscpu.txt, cpu-time.txt (the per-core
# kernel speed in CPU time, L2-resident, kernel only, on VNNI, AVX2 and scalar), bench.txt (criterion's log), summary.md (the table:
# GiB/s of weight bytes, 1 and all threads, beside memcpy with 1 and all threads, and the ratio
# all-thread matvec / all-thread memcpy), and criterion/ (criterion's JSON estimates).
# STRATA_QBENCH_WORKSET_MIB (default 1024) sets the DRAM working set per point.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
bin="$root/.devcarry/q2/quant_matvec"
case "${1:-}" in
prepare)
    export LLVM_SYS_191_PREFIX="${LLVM_SYS_191_PREFIX:-/usr/lib/llvm-19}"
    exe=$(cargo bench -p strata-benches --bench quant_matvec --no-run --message-format=json 2>/dev/null |
        python3 -c 'import json,sys
for l in sys.stdin:
    m = json.loads(l)
    if m.get("reason") == "compiler-artifact" and m["target"]["name"] == "quant_matvec" and m.get("executable"):
        print(m["executable"])')
    mkdir -p "$(dirname "$bin")"
    strip -o "$bin" "$exe"
    ls -l "$bin"
    ;;
run)
    out="${OUT:-$(mktemp -d)}"
    work="$(mktemp -d /tmp/quant-bench.XXXXXX)"
    cd "$work"
    lscpu > "$out/lscpu.txt"
    { uptime; nproc; } > "$out/load.txt"
    start=$(date +%s)
    : > "$out/cpu-time.txt"
    for isa in vnni avx2 scalar; do
        STRATA_CPU_ISA=$isa STRATA_QBENCH_CPU=1 "$bin" 2>&1 | tee -a "$out/cpu-time.txt"
    done
    STRATA_QBENCH_SUMMARY="$out/summary.md" CRITERION_HOME="$work/criterion" \
        "$bin" --bench 2>&1 | tee "$out/bench.txt"
    echo "seconds: $(( $(date +%s) - start ))" | tee -a "$out/load.txt"
    uptime >> "$out/load.txt"
    mkdir -p "$out/criterion"
    (cd "$work/criterion" && find . -name estimates.json -path '*new*' | while read -r f; do
        mkdir -p "$out/criterion/$(dirname "$f")" && cp "$f" "$out/criterion/$f"
    done) || true
    rm -rf "$work"
    ;;
scaling)
    # Why do some kernels scale less with threads than others? Q4_K (a super-block kernel)
    # against Q4_0 and Q8_0 (32-element blocks) on the 4096x4096 shape, at 4, 8 and 16 threads,
    # with AVX-512 VNNI and with plain AVX2 (QB_ISAS, QB_THREADS, QB_TYPES override the lists).
    # scaling.md: one summary row per run (its "matvec 1" column is the one-thread speed).
    out="${OUT:-$(mktemp -d)}"
    work="$(mktemp -d /tmp/quant-scaling.XXXXXX)"
    cd "$work"
    start=$(date +%s)
    : > "$out/scaling.md"
    for isa in ${QB_ISAS:-vnni avx2}; do
        for t in ${QB_THREADS:-4 8 16}; do
            for ty in ${QB_TYPES:-Q4_K/4096 Q4_0/4096 Q8_0/4096}; do
                STRATA_CPU_ISA=$isa STRATA_QBENCH_THREADS=$t \
                    STRATA_QBENCH_WORKSET_MIB="${STRATA_QBENCH_WORKSET_MIB:-512}" \
                    STRATA_QBENCH_SUMMARY="$work/s.md" CRITERION_HOME="$work/criterion" \
                    "$bin" --bench "$ty" > "$work/log.txt" 2>&1
                echo "$isa threads=$t $(grep '^| [A-Z]' "$work/s.md" | grep -v '^| type')" | tee -a "$out/scaling.md"
            done
        done
    done
    echo "seconds: $(( $(date +%s) - start ))" | tee -a "$out/scaling.md"
    rm -rf "$work"
    ;;
*)
    echo "usage: $0 prepare|run|scaling" >&2
    exit 2
    ;;
esac
