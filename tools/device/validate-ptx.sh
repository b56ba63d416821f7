#!/usr/bin/env bash
# Validates Strata's sm_90 PTX on a CUDA machine against the host lowering, and measures the
# matvec kernels' bandwidth against the card's copy bandwidth.
#
#   tools/device/validate-ptx.sh prepare   # here (needs Rust + LLVM 19): writes .devcarry/ptx/
#   tools/device/validate-ptx.sh run       # on the GPU machine (needs python3, torch, libcuda)
#
# The device machine has no Rust or LLVM, so `prepare` builds the PTX, the inputs and the host
# lowering's outputs here; carry `.devcarry/ptx` to the device and run `run` there. Results go
# to $OUT (when set) as validate.json, ptxas.txt and log.txt.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
bundle="$root/.devcarry/ptx"
case "${1:-}" in
prepare)
    export LLVM_SYS_191_PREFIX="${LLVM_SYS_191_PREFIX:-/usr/lib/llvm-19}"
    rm -rf "$bundle"
    cargo run -q -p strata-kernels-gen --example ptx_cases -- "$bundle"
    ;;
run)
    out="${OUT:-$(mktemp -d)}"
    nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv | tee "$out/log.txt"
    # Register and spill report from NVIDIA's own assembler, where the machine has it.
    if command -v ptxas >/dev/null; then
        for f in "$bundle"/*.ptx; do
            echo "== $(basename "$f" .ptx)"
            ptxas -arch=sm_90 -v -o /dev/null "$f" 2>&1 | grep -E "registers|spill|smem" || true
        done > "$out/ptxas.txt"
    fi
    PYTHONUNBUFFERED=1 python3 "$root/tools/device/validate_ptx.py" "$bundle" "$out" 2>&1 | tee -a "$out/log.txt"
    ;;
*)
    echo "usage: $0 prepare|run" >&2
    exit 2
    ;;
esac
