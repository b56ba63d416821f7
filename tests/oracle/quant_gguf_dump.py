"""Oracle for Strata's quantization CLI tests (stratac dump-tensor / synth --quant).

Usage:
  quant_gguf_dump.py write-all-types FILE.gguf
      Writes a GGUF holding one tensor per GGML model type (named after the type, 3 rows of
      2 blocks, random blocks with moderate f16 scales) using gguf-py's GGUFWriter.
  quant_gguf_dump.py dump FILE.gguf OUTDIR
      Dequantizes every tensor with gguf-py (GGUFReader + gguf.quants.dequantize), writes
      OUTDIR/<i>.f32 (little-endian float32) and prints {"tensors": [{"id","name","type","n"}]}.
"""
import json
import sys
from pathlib import Path

import numpy as np
import gguf
from gguf import GGMLQuantizationType as T, GGUFReader
from gguf.constants import GGML_QUANT_SIZES
from gguf.quants import dequantize

MODEL_TYPES = [
    "F32", "F16", "BF16", "Q8_0", "Q4_0", "Q4_1", "Q5_0", "Q5_1", "Q2_K", "Q3_K", "Q4_K", "Q5_K",
    "Q6_K", "IQ4_NL", "IQ4_XS", "IQ3_XXS", "IQ3_S", "IQ2_XXS", "IQ2_XS", "IQ2_S", "IQ1_S", "IQ1_M",
    "MXFP4",
]
# Byte offsets of each block's f16 scale fields (llama.cpp's ggml-common.h layouts).
F16_FIELDS = {"Q4_1": [0, 2], "Q5_1": [0, 2], "Q4_K": [0, 2], "Q5_K": [0, 2], "Q2_K": [80, 82],
              "Q3_K": [108], "Q6_K": [208], "IQ1_M": [], "MXFP4": []}


def write_all_types(path: str) -> None:
    rng = np.random.default_rng(11)
    w = gguf.GGUFWriter(path, "strata-quant-test")
    for name in MODEL_TYPES:
        ty = T[name]
        block, size = GGML_QUANT_SIZES[ty]
        n_cols, n_rows = 2 * max(block, 32), 3
        if block == 1:
            vals = rng.uniform(-2, 2, size=(n_rows, n_cols)).astype(np.float32)
            data = gguf.quants.quantize(vals, ty) if ty != T.F32 else vals
            w.add_tensor(name, data, raw_dtype=ty)
            continue
        n_blocks = n_rows * n_cols // block
        raw = rng.integers(0, 256, size=(n_blocks, size), dtype=np.uint8)
        for off in F16_FIELDS.get(name, [0]):
            d = rng.uniform(0.001, 0.1, size=n_blocks).astype(np.float16)
            raw[:, off:off + 2] = d.view(np.uint8).reshape(n_blocks, 2)
        if name == "MXFP4":
            raw[:, 0] = rng.integers(118, 130, size=n_blocks)
        w.add_tensor(name, raw.reshape(n_rows, -1), raw_shape=raw.reshape(n_rows, -1).shape, raw_dtype=ty)
    w.write_header_to_file()
    w.write_kv_data_to_file()
    w.write_tensors_to_file()
    w.close()


def dump(path: str, out: str) -> None:
    entries = []
    for i, t in enumerate(GGUFReader(path).tensors):
        ty = T(t.tensor_type)
        raw = np.asarray(t.data)
        if ty in (T.F32, T.F16):
            y = raw.astype(np.float32)
        else:
            _, size = GGML_QUANT_SIZES[ty]
            y = dequantize(raw.view(np.uint8).reshape(-1, size), ty)
        y = np.asarray(y, dtype=np.float32).reshape(-1)
        y.tofile(Path(out) / f"{i}.f32")
        entries.append({"id": i, "name": t.name, "type": ty.name, "n": int(y.size)})
    print(json.dumps({"tensors": entries}))


if __name__ == "__main__":
    if sys.argv[1] == "write-all-types":
        write_all_types(sys.argv[2])
    elif sys.argv[1] == "dump":
        dump(sys.argv[2], sys.argv[3])
    else:
        sys.exit(f"unknown mode {sys.argv[1]}")
