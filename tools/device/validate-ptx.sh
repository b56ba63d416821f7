#!/usr/bin/env bash
# Validates Strata's sm_90 PTX on a CUDA machine against the host lowering, and measures the
# matvec kernels' bandwidth against the card's copy bandwidth.
#
#   tools/device/validate-ptx.sh prepare [BUNDLE]  # here (needs Rust + LLVM 19)
#   tools/device/validate-ptx.sh run [BUNDLE]      # on the GPU machine (python3, torch, libcuda)
#
# The device machine has no Rust or LLVM, so `prepare` builds the PTX, the inputs and the host
# lowering's outputs here into BUNDLE (default .devcarry/ptx), with a copy of this script and
# validate_ptx.py; carry BUNDLE to the device and run `bash BUNDLE/validate-ptx.sh run BUNDLE`
# there. With STRATA_BASELINE_PTX=DIR (an earlier build's `strata_matvec_*.ptx` and
# `strata_moe_matvec_*.ptx`, e.g. from `kgen_dump`), the earlier kernels are timed beside the
# current ones, launched with STRATA_BASELINE_ROWS_PER_BLOCK rows per block (default 16, main's
# grid rule since session 4). Results go to $OUT (when set) as validate.json, ptxas.txt and log.txt.
# CASES=REGEX at prepare keeps only the matching kernels' cases (see there); with
# STRATA_PTX_CASES=a,b (substrings of kernel names) the host lowering also runs only those cases,
# which takes a minute instead of ten on two cores.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
case "${1:-}" in
prepare)
    bundle="${2:-$root/.devcarry/ptx}"
    export LLVM_SYS_191_PREFIX="${LLVM_SYS_191_PREFIX:-/usr/lib/llvm-19}"
    rm -rf "$bundle"
    (cd "$root" && cargo run -q --release -p strata-kernels-gen --example ptx_cases -- "$bundle")
    cp "$here/validate-ptx.sh" "$here/validate_ptx.py" "$bundle/"
    # CASES=REGEX keeps only the correctness cases of matching kernels, and the PTX those
    # cases and the bench need. The full bundle (~31 MB) with the tracked tree is over the
    # device's 64 MiB carry limit; tar the bundle as well (PTX compresses well).
    if [ -n "${CASES:-}" ]; then
        python3 - "$bundle" "$CASES" <<'PY'
import json, os, re, sys
d, keep = sys.argv[1], re.compile(sys.argv[2])
m = json.load(open(f"{d}/manifest.json"))
m["cases"] = [c for c in m["cases"] if keep.search(c["kernel"])]
files = set()
def walk(o):
    if isinstance(o, str) and (o.endswith(".bin") or o.endswith(".ptx")):
        files.add(o)
    elif isinstance(o, dict):
        for v in o.values():
            walk(v)
    elif isinstance(o, list):
        for v in o:
            walk(v)
walk(m["cases"])
kernels = {c["kernel"] for c in m["cases"]} | {b["kernel"] for b in m["bench"]}
files |= {k + ".ptx" for k in kernels}
m["kernels"] = [k for k in m["kernels"] if k in kernels]
for f in os.listdir(d):
    if (f.endswith(".bin") or f.endswith(".ptx")) and f not in files:
        os.remove(f"{d}/{f}")
json.dump(m, open(f"{d}/manifest.json", "w"))
print(f"{len(m['cases'])} cases, {len(m['kernels'])} kernels kept")
PY
    fi
    du -sh "$bundle"
    ;;
run)
    bundle="${2:-$root/.devcarry/ptx}"
    out="${OUT:-$(mktemp -d)}"
    nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv | tee "$out/log.txt"
    # Register and spill report from NVIDIA's own assembler, where the machine has it.
    if [ -z "${SKIP_PTXAS:-}" ] && command -v ptxas >/dev/null; then
        for f in "$bundle"/*.ptx; do
            echo "== $(basename "$f" .ptx)"
            ptxas -arch=sm_90 -v -o /dev/null "$f" 2>&1 | grep -E "registers|spill|smem" || true
        done > "$out/ptxas.txt"
    fi
    PYTHONUNBUFFERED=1 python3 "$here/validate_ptx.py" "$bundle" "$out" 2>&1 | tee -a "$out/log.txt"
    ;;
*)
    echo "usage: $0 prepare|run [BUNDLE]" >&2
    exit 2
    ;;
esac
