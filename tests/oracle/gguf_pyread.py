"""Oracle: gguf-py (GGUFReader) reads GGUF files and reports them in `stratac inspect --json`'s shape.

Usage: gguf_pyread.py FILE...
Prints one JSON object per file and line: {"format":"gguf","version","metadata":{key: value},
"tensors":[{"name","type","shape","offset","bytes","sha256"}]}. Values are decoded from the
parts gguf-py's reader split the field into (its `contents()` flattens nested arrays, so nested
arrays are rebuilt from the same parts); floats are the exact values the file stores.
"""

import hashlib
import json
import math
import sys

from gguf import GGUFReader, GGUFValueType as V


def value(parts, i, t):
    """Decodes the value of type t starting at parts[i]; returns (value, next index)."""
    if t == V.STRING:
        return bytes(parts[i + 1]).decode("utf-8"), i + 2
    if t == V.ARRAY:
        sub, n = V(int(parts[i][0])), int(parts[i + 1][0])
        i += 2
        items = []
        for _ in range(n):
            v, i = value(parts, i, sub)
            items.append(v)
        return items, i
    v = parts[i].tolist()[0]
    if t == V.BOOL:
        v = bool(v)
    if isinstance(v, float) and not math.isfinite(v):
        v = None
    return v, i + 1


def read(path):
    r = GGUFReader(path)
    metadata = {}
    for name, f in r.fields.items():
        if name.startswith("GGUF."):
            continue
        # parts: key length, key bytes, value type, then the value.
        v, end = value(f.parts, 3, V(int(f.parts[2][0])))
        assert end == len(f.parts), name
        metadata[name] = v
    version = int(r.fields["GGUF.version"].parts[-1][0])
    tensors = []
    for t in r.tensors:
        tensors.append(
            {
                "name": t.name,
                "type": t.tensor_type.name,
                "shape": [int(d) for d in t.shape],
                "offset": int(t.field.parts[-1][0]),
                "bytes": int(t.n_bytes),
                "sha256": hashlib.sha256(t.data.tobytes()).hexdigest(),
            }
        )
    return {"format": "gguf", "version": version, "metadata": metadata, "tensors": tensors}


def main() -> None:
    for path in sys.argv[1:]:
        print(json.dumps(read(path), ensure_ascii=False))


if __name__ == "__main__":
    main()
