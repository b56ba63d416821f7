"""Oracle: gguf-py dequantizes every tensor of a GGUF file with its numpy reference routines.

Usage: gguf_pydequant.py FILE OUTDIR
Writes OUTDIR/<tensor name>.f32 (raw little-endian f32, ggml order) for each tensor gguf-py can
dequantize and prints the names written, one per line.
"""

import os
import sys

import numpy as np

from gguf import GGUFReader
from gguf.quants import dequantize


def main() -> None:
    path, outdir = sys.argv[1], sys.argv[2]
    for t in GGUFReader(path).tensors:
        try:
            x = dequantize(t.data, t.tensor_type)
        except NotImplementedError:
            continue
        np.asarray(x, dtype="<f4").tofile(os.path.join(outdir, t.name + ".f32"))
        print(t.name)


if __name__ == "__main__":
    main()
