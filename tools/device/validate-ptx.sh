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
