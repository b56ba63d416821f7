"""Oracle: gguf-py (GGUFReader) reports what a plan must record about a GGUF file.

Usage: compile_facts.py FILE
Prints one JSON object: {"file_size", "data_offset", "header_sha256", "tensors": {name: {"type", "shape", "offset", "bytes"}},
"hparams": {key: value}} where "offset" is the ABSOLUTE file offset of the tensor's data (gguf-py's
ReaderTensor.data_offset), "header_sha256" is the SHA-256 of the bytes before the data section
(gguf-py's GGUFReader.data_offset) and "hparams" holds every scalar metadata key of the form ARCH.* plus
general.architecture, so a test can compare them with the plan's config.
"""

import hashlib
import json
import os
import sys

from gguf import GGUFReader, GGUFValueType as V


def main():
    path = sys.argv[1]
    r = GGUFReader(path)
    arch = str(bytes(r.fields["general.architecture"].parts[-1]), "utf-8")
    hparams = {"general.architecture": arch}
    for name, f in r.fields.items():
        if not name.startswith(arch + "."):
            continue
        t = V(int(f.types[0])) if f.types else None
        if t in (V.ARRAY, V.STRING) or t is None:
            continue
        hparams[name] = f.parts[-1].tolist()[0]
    tensors = {}
    for t in r.tensors:
        tensors[t.name] = {
            "type": t.tensor_type.name,
            "shape": [int(d) for d in t.shape],
            "offset": int(t.data_offset),
            "bytes": int(t.n_bytes),
        }
    with open(path, "rb") as f:
        head = f.read(int(r.data_offset))
    print(
        json.dumps(
            {
                "file_size": os.path.getsize(path),
                "data_offset": int(r.data_offset),
                "header_sha256": hashlib.sha256(head).hexdigest(),
                "tensors": tensors,
                "hparams": hparams,
            }
        )
    )


if __name__ == "__main__":
    main()
