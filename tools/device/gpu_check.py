"""Compares the cpu and cuda:0 outputs gpu-check.sh wrote: one row per case.

usage: gpu_check.py WORK_DIR OUT_DIR
"""
import json
import os
import sys

import numpy as np

work, out = sys.argv[1], sys.argv[2]
names = open(os.path.join(work, "cases.done")).read().split()
rows = []
for name in names:
    row = {"case": name}
    try:
        c = np.fromfile(os.path.join(work, f"{name}.cpu.f32"), dtype="<f4")
        g = np.fromfile(os.path.join(work, f"{name}.cuda.f32"), dtype="<f4")
        if c.size == 0 or c.size != g.size:
            raise ValueError(f"sizes cpu {c.size} cuda {g.size}")
        n_tok = 8
        c, g = c.reshape(n_tok, -1), g.reshape(n_tok, -1)
        row["max_abs_dlogit"] = float(np.max(np.abs(c - g)))
        row["logit_scale"] = float(np.max(np.abs(c)))
        row["top1_agree"] = float(np.mean(np.argmax(c, 1) == np.argmax(g, 1)))
        e = os.path.join(work, f"{name}.eager.f32")
        if os.path.exists(e):
            ge = np.fromfile(e, dtype="<f4").reshape(n_tok, -1)
            row["graph_vs_eager_max_abs"] = float(np.max(np.abs(ge - g)))
    except Exception as ex:  # a missing or short file: the log says why
        row["logits_error"] = str(ex)
    try:
        tc = json.load(open(os.path.join(work, f"{name}.cpu.json")))["tokens"]
        tg = json.load(open(os.path.join(work, f"{name}.cuda.json")))["tokens"]
        same = 0
        while same < min(len(tc), len(tg)) and tc[same] == tg[same]:
            same += 1
        row["greedy_identical"] = tc == tg
        row["greedy_common_prefix"] = same
        row["greedy_len"] = len(tc)
        row["tok_s_cpu"] = json.load(open(os.path.join(work, f"{name}.cpu.json")))["decode_tok_s"]
        row["tok_s_cuda"] = json.load(open(os.path.join(work, f"{name}.cuda.json")))["decode_tok_s"]
    except Exception as ex:
        row["generate_error"] = str(ex)
    rows.append(row)

lines = [
    "| case | greedy 32 identical | common prefix | top-1 agree (8 rows) | max abs dlogit | max abs logit | graph vs eager | decode tok/s cpu / cuda |",
    "|---|---|---|---|---|---|---|---|",
]
for r in rows:
    def f(k, fmt="{:.3g}"):
        v = r.get(k)
        return "-" if v is None else (fmt.format(v) if isinstance(v, float) else str(v))
    err = r.get("logits_error") or r.get("generate_error")
    lines.append(
        f"| {r['case']} | {f('greedy_identical')} | {f('greedy_common_prefix')}/{f('greedy_len')} | "
        f"{f('top1_agree')} | {f('max_abs_dlogit')} | {f('logit_scale')} | {f('graph_vs_eager_max_abs')} | "
        f"{f('tok_s_cpu', '{:.0f}')} / {f('tok_s_cuda', '{:.0f}')} |" + (f" error: {err}" if err else "")
    )
table = "\n".join(lines)
print(table)
open(os.path.join(out, "gpu-check.md"), "w").write(table + "\n")
json.dump(rows, open(os.path.join(out, "gpu-check.json"), "w"), indent=1)
