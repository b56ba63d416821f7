"""Oracle helper: quantize a GGUF with llama.cpp's own quantizer (llama_model_quantize).

usage: logits_quantize.py IN.gguf OUT.gguf FTYPE

FTYPE is a llama_ftype name such as MOSTLY_IQ3_XXS, MOSTLY_Q4_K_S or MOSTLY_Q8_0. llama.cpp
chooses per-tensor types itself (norms and the router stay F32; some tensors get a higher type),
exactly as `llama-quantize` would.

llama.cpp refuses the i-quants (IQ3_XXS, IQ2_*) without an importance matrix. We pass a uniform
one (every column weighted 1.0, per expert for stacked expert tensors): that is llama.cpp's
quantizer with no column preference, the closest thing to "no imatrix" it accepts.
"""

import ctypes
import sys

import llama_cpp
from gguf import GGUFReader


def uniform_imatrix(path):
    """One all-ones importance vector per matrix tensor: ne0 per row group (times n_expert)."""
    keep = []
    entries = []
    for t in GGUFReader(path).tensors:
        shape = [int(d) for d in t.shape]  # ne0 first
        if len(shape) < 2:
            continue
        n = shape[0] * (shape[2] if len(shape) == 3 else 1)
        arr = (ctypes.c_float * n)(*([1.0] * n))
        name = t.name.encode()
        keep.append((arr, name))
        entries.append((name, arr, n))
    table = (llama_cpp.llama_model_imatrix_data * (len(entries) + 1))()
    for i, (name, arr, n) in enumerate(entries):
        table[i].name = name
        table[i].data = ctypes.cast(arr, ctypes.POINTER(ctypes.c_float))
        table[i].size = n
    table[len(entries)].name = None
    return table, keep


def main() -> int:
    if len(sys.argv) != 4:
        print(__doc__, file=sys.stderr)
        return 2
    src, dst, name = sys.argv[1:]
    ftype = getattr(llama_cpp, "LLAMA_FTYPE_" + name, None)
    if ftype is None:
        print(f"unknown ftype {name}", file=sys.stderr)
        return 2
    params = llama_cpp.llama_model_quantize_default_params()
    params.ftype = ftype
    params.nthread = 2
    table, keep = uniform_imatrix(src)
    params.imatrix = ctypes.cast(table, ctypes.POINTER(llama_cpp.llama_model_imatrix_data))
    rc = llama_cpp.llama_model_quantize(src.encode(), dst.encode(), ctypes.byref(params))
    del keep
    if rc != 0:
        print(f"llama_model_quantize failed with {rc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
