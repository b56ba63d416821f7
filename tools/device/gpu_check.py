"""Compares the outputs gpu-check.sh wrote: one row per case, cuda:0 against the CPU reference
executor (the oracle) and against the fast CPU executor.

usage: gpu_check.py WORK_DIR OUT_DIR
"""
import json
import os
import sys

import numpy as np

# Prompt rows of the logits files (gpu-check.sh's 8, or GPU_CHECK_ROWS with its GPU_CHECK_PROMPT).
N_TOK = int(os.environ.get("GPU_CHECK_ROWS", "8"))

work, out = sys.argv[1], sys.argv[2]
names = open(os.path.join(work, "cases.done")).read().split()


def logits(name, tag):
    a = np.fromfile(os.path.join(work, f"{name}.{tag}.f32"), dtype="<f4")
    if a.size == 0 or a.size % N_TOK:
        raise ValueError(f"{tag}: {a.size} floats")
    return a.reshape(N_TOK, -1)


def gen(name, tag):
    return json.load(open(os.path.join(work, f"{name}.{tag}.json")))


rows = []
for name in names:
    row = {"case": name}
    for base in ["ref", "cpu"]:
        try:
            c, g = logits(name, base), logits(name, "cuda")
            if c.shape != g.shape:
                raise ValueError(f"shapes {c.shape} vs {g.shape}")
            row[f"dlogit_{base}"] = float(np.max(np.abs(c - g)))
            row[f"top1_{base}"] = float(np.mean(np.argmax(c, 1) == np.argmax(g, 1)))
            row["logit_scale"] = float(np.max(np.abs(c)))
        except Exception as ex:
            row.setdefault("errors", []).append(f"logits {base}: {ex}")
        try:
            tc, tg = gen(name, base)["tokens"], gen(name, "cuda")["tokens"]
            same = 0
            while same < min(len(tc), len(tg)) and tc[same] == tg[same]:
                same += 1
            row[f"greedy_{base}"] = f"{'yes' if tc == tg else 'NO'} ({same}/{len(tc)})"
        except Exception as ex:
            row.setdefault("errors", []).append(f"generate {base}: {ex}")
    try:
        e = os.path.join(work, f"{name}.eager.f32")
        if os.path.exists(e):
            ge = np.fromfile(e, dtype="<f4").reshape(N_TOK, -1)
            row["graph_vs_eager"] = float(np.max(np.abs(ge - logits(name, "cuda"))))
        row["tok_s_cpu"] = gen(name, "cpu")["decode_tok_s"]
        row["tok_s_cuda"] = gen(name, "cuda")["decode_tok_s"]
    except Exception as ex:
        row.setdefault("errors", []).append(str(ex))
    rows.append(row)


def f(r, k, fmt="{:.3g}"):
    v = r.get(k)
    return "-" if v is None else (fmt.format(v) if isinstance(v, float) else str(v))


lines = [
    f"| case | greedy 32 = ref | greedy 32 = cpu | top-1 vs ref / cpu ({N_TOK} rows) | max abs dlogit vs ref / cpu | max abs logit | graph vs eager | decode tok/s cpu / cuda |",
    "|---|---|---|---|---|---|---|---|",
]
for r in rows:
    lines.append(
        f"| {r['case']} | {f(r, 'greedy_ref')} | {f(r, 'greedy_cpu')} | {f(r, 'top1_ref')} / {f(r, 'top1_cpu')} | "
        f"{f(r, 'dlogit_ref')} / {f(r, 'dlogit_cpu')} | {f(r, 'logit_scale')} | {f(r, 'graph_vs_eager')} | "
        f"{f(r, 'tok_s_cpu', '{:.0f}')} / {f(r, 'tok_s_cuda', '{:.0f}')} |"
        + (f" errors: {'; '.join(r['errors'])}" if r.get("errors") else "")
    )
table = "\n".join(lines)
print(table)
open(os.path.join(out, "gpu-check.md"), "w").write(table + "\n")
json.dump(rows, open(os.path.join(out, "gpu-check.json"), "w"), indent=1)
