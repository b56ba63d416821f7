"""Oracle: gguf-py (llama.cpp's own Python package) writes GGUF files for the reader to agree with.

Usage: gguf_pywrite.py OUTDIR N
Writes OUTDIR/py<i>.gguf for i in 0..N. File i is drawn from a random generator seeded with i:
every metadata value type gguf-py can write (the 12 scalar types and strings, arrays of each,
nested arrays), random keys, Unicode strings, a random alignment, and tensors of random shapes
(1 to 4 dims) in many block types. Types gguf-py can quantize are quantized from random floats by
gguf-py; the others get random block bytes (their structure is what is tested here).
"""

import os
import sys

import numpy as np

import gguf
from gguf import GGMLQuantizationType as Q
from gguf import GGUFValueType as V
from gguf.constants import GGML_QUANT_SIZES

QUANTIZABLE = [Q.BF16, Q.Q8_0, Q.Q4_0, Q.Q4_1, Q.Q5_0, Q.Q5_1, Q.TQ1_0, Q.TQ2_0, Q.MXFP4]
RAW = [
    Q.Q2_K, Q.Q3_K, Q.Q4_K, Q.Q5_K, Q.Q6_K, Q.IQ4_NL, Q.IQ4_XS, Q.IQ3_XXS, Q.IQ3_S,
    Q.IQ2_XXS, Q.IQ2_XS, Q.IQ2_S, Q.IQ1_S, Q.IQ1_M,
]
SCALARS = {
    V.UINT8: lambda r: int(r.integers(0, 2**8)),
    V.INT8: lambda r: int(r.integers(-(2**7), 2**7)),
    V.UINT16: lambda r: int(r.integers(0, 2**16)),
    V.INT16: lambda r: int(r.integers(-(2**15), 2**15)),
    V.UINT32: lambda r: int(r.integers(0, 2**32)),
    V.INT32: lambda r: int(r.integers(-(2**31), 2**31)),
    V.UINT64: lambda r: int(r.integers(0, 2**63)) * 2 + int(r.integers(0, 2)),
    V.INT64: lambda r: int(r.integers(-(2**63), 2**63 - 1)),
    V.FLOAT32: lambda r: float(np.float32(r.standard_normal() * 10.0 ** r.integers(-30, 30))),
    V.FLOAT64: lambda r: float(r.standard_normal() * 10.0 ** r.integers(-300, 300)),
    V.BOOL: lambda r: bool(r.integers(0, 2)),
    V.STRING: lambda r: rand_string(r),
}
ALPHABET = "abcxyz ABC_.,:;!?{}[]\"'\\\n\t/é✓€日本語🙂"


def rand_string(r):
    n = int(r.integers(0, 40))
    return "".join(ALPHABET[int(i)] for i in r.integers(0, len(ALPHABET), n))


def add_metadata(w, r, i):
    # One key of every scalar type and an array of every type, then random extras.
    for t, gen in SCALARS.items():
        w.add_key_value(f"all.{t.name.lower()}", gen(r), t)
        n = int(r.integers(1, 6))
        w.add_key_value(f"all.array_{t.name.lower()}", [gen(r) for _ in range(n)], V.ARRAY, sub_type=t)
    w.add_key_value("all.nested", [[1, 2, 3], [-4], ["x", "yz"], [[0.5], [True, False]]], V.ARRAY)
    w.add_key_value("all.long_strings", [rand_string(r) for _ in range(300)], V.ARRAY)
    w.add_key_value("all.big_u64", 2**64 - 1, V.UINT64)
    w.add_key_value("all.min_i64", -(2**63), V.INT64)
    for k in range(int(r.integers(0, 20))):
        t = list(SCALARS)[int(r.integers(0, len(SCALARS)))]
        key = f"rand.{k}.{rand_string(r)}"
        if r.integers(0, 2):
            w.add_key_value(key, SCALARS[t](r), t)
        else:
            n = int(r.integers(1, 50))
            w.add_key_value(key, [SCALARS[t](r) for _ in range(n)], V.ARRAY, sub_type=t)


def add_tensors(w, r):
    types = [Q.F32, Q.F16] + QUANTIZABLE + RAW
    for k, t in enumerate(types):
        block, type_size = GGML_QUANT_SIZES[t]
        ne0 = block * int(r.integers(1, 3))
        n_dims = int(r.integers(1, 5))
        shape = [ne0] + [int(r.integers(1, 4)) for _ in range(n_dims - 1)]
        # numpy shapes run slowest-first, ggml's fastest-first.
        np_shape = tuple(reversed(shape))
        name = f"t{k}.{t.name.lower()}"
        x = r.standard_normal(np_shape).astype(np.float32)
        if t == Q.F32:
            w.add_tensor(name, x)
        elif t == Q.F16:
            w.add_tensor(name, x.astype(np.float16))
        elif t in QUANTIZABLE:
            w.add_tensor(name, gguf.quants.quantize(x, t), raw_dtype=t)
        else:
            rows = np_shape[:-1]
            raw = r.integers(0, 256, rows + (ne0 // block * type_size,), dtype=np.uint8)
            w.add_tensor(name, raw, raw_dtype=t)


def main() -> None:
    outdir, n = sys.argv[1], int(sys.argv[2])
    for i in range(n):
        r = np.random.default_rng(i)
        path = os.path.join(outdir, f"py{i}.gguf")
        w = gguf.GGUFWriter(path, arch=f"arch{i}")
        w.add_custom_alignment(int(2 ** r.integers(0, 8)))
        add_metadata(w, r, i)
        # File 0 has no tensors: a metadata-only file.
        if i > 0:
            add_tensors(w, r)
        w.write_header_to_file()
        w.write_kv_data_to_file()
        w.write_tensors_to_file()
        w.close()


if __name__ == "__main__":
    main()
