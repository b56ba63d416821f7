"""Oracle for Strata's quantization tests: dequantize raw GGML blocks with gguf-py.

Usage: quant_dequant.py DIR
For every DIR/<NAME>.bin whose name starts with a GGML type name followed by "." or end
(e.g. "Q4_K.bin", "Q4_K.random.bin"), writes DIR/<NAME>.f32: gguf.quants.dequantize of the
bytes as that type, little-endian float32. Prints one line per file.
"""
import sys
from pathlib import Path

import numpy as np
from gguf import GGMLQuantizationType
from gguf.constants import GGML_QUANT_SIZES
from gguf.quants import dequantize


def main() -> None:
    d = Path(sys.argv[1])
    files = sorted(d.glob("*.bin"))
    if not files:
        sys.exit(f"no .bin files in {d}")
    for f in files:
        ty = GGMLQuantizationType[f.name.split(".")[0]]
        block, size = GGML_QUANT_SIZES[ty]
        raw = np.fromfile(f, dtype=np.uint8)
        if raw.size % size:
            sys.exit(f"{f}: {raw.size} bytes is not a whole number of {ty.name} blocks")
        rows = raw.reshape((-1, size))
        with np.errstate(all="ignore"):
            y = dequantize(rows, ty).astype(np.float32).reshape(-1)
        assert y.size == rows.shape[0] * block
        y.tofile(f.with_suffix(".f32"))
        print(f"{f.name} {ty.name} {y.size}")


if __name__ == "__main__":
    main()
