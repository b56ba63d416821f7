"""Oracle helper: gguf-py rewrites a GGUF with its attention projections stored differently.

usage: gguf_qkv_variants.py SRC.gguf OUT.gguf MODE

MODE is one of
  nobias      drop attn_q.bias, attn_k.bias and attn_v.bias (a qwen2moe without them)
  qbias       add an attn_q.bias (small constant values) next to every attn_q.weight that
              has none
  fused       replace attn_q/k/v.weight by one attn_qkv.weight (rows Q, then K, then V) and drop
              the separate biases
  fusedbias   as fused, with the three biases concatenated into one attn_qkv.bias

Everything else (metadata, other tensors, their types) is copied as is. Both llama.cpp and
Strata must read the result; the tests compare their logits on it.
"""

import sys

import numpy as np

import gguf
from gguf import GGUFReader, GGUFWriter
from gguf import GGUFValueType as V

PARTS = ("attn_q", "attn_k", "attn_v")


def copy_metadata(r: GGUFReader, w: GGUFWriter) -> None:
    for f in r.fields.values():
        if f.name.startswith("GGUF.") or f.name == "general.architecture":
            continue
        vt = f.types[0]
        if vt == V.ARRAY:
            sub = f.types[1]
            if sub == V.STRING:
                val = [bytes(f.parts[i]).decode() for i in f.data]
            else:
                val = [f.parts[i].tolist()[0] for i in f.data]
            w.add_key_value(f.name, val, vt, sub_type=sub)
        elif vt == V.STRING:
            w.add_key_value(f.name, bytes(f.parts[f.data[0]]).decode(), vt)
        else:
            w.add_key_value(f.name, f.parts[f.data[0]].tolist()[0], vt)


def raw(t) -> tuple:
    """The tensor's stored bytes or values and, for quantized types, its type and byte shape."""
    data = np.asarray(t.data)
    if t.tensor_type in (gguf.GGMLQuantizationType.F32, gguf.GGMLQuantizationType.F16):
        return data, None
    return data, t.tensor_type


def main() -> int:
    if len(sys.argv) != 4 or sys.argv[3] not in ("nobias", "qbias", "fused", "fusedbias"):
        print(__doc__, file=sys.stderr)
        return 2
    src, out, mode = sys.argv[1:]
    r = GGUFReader(src)
    arch = bytes(r.fields["general.architecture"].parts[-1]).decode()
    w = GGUFWriter(out, arch)
    copy_metadata(r, w)
    by_name = {t.name: t for t in r.tensors}

    def add(name, t_or_data, qtype=None):
        if qtype is None:
            w.add_tensor(name, t_or_data)
        else:
            w.add_tensor(name, t_or_data, raw_dtype=qtype)

    for t in r.tensors:
        n = t.name
        base = n.rsplit(".", 2)
        part = ".".join(base[-2:]) if len(base) >= 3 else n
        is_bias = any(part == p + ".bias" for p in PARTS)
        is_weight = any(part == p + ".weight" for p in PARTS)
        if mode == "nobias" and is_bias:
            continue
        if mode in ("fused", "fusedbias") and (is_bias or is_weight):
            prefix = n[: -len(part)]
            if part == "attn_q.weight":
                datas = [raw(by_name[prefix + p + ".weight"]) for p in PARTS]
                fused = np.concatenate([d for d, _ in datas], axis=0)
                add(prefix + "attn_qkv.weight", fused, datas[0][1])
            elif part == "attn_q.bias" and mode == "fusedbias":
                fused = np.concatenate(
                    [np.asarray(by_name[prefix + p + ".bias"].data).reshape(-1) for p in PARTS]
                )
                add(prefix + "attn_qkv.bias", fused.astype(np.float32))
            continue
        data, qtype = raw(t)
        add(n, data, qtype)
        if mode == "qbias" and part == "attn_q.weight" and n[:-6] + "bias" not in by_name:
            rows = int(t.shape[1]) if len(t.shape) > 1 else int(t.shape[0])
            add(n[: -len("weight")] + "bias", np.full(rows, 0.01, dtype=np.float32))
    if mode == "fusedbias" and not any(t.name.endswith("attn_q.bias") for t in r.tensors):
        print("fusedbias needs a source with Q/K/V biases", file=sys.stderr)
        return 1
    w.write_header_to_file()
    w.write_kv_data_to_file()
    w.write_tensors_to_file()
    w.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
