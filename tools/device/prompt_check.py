"""Compares the outputs prompt-check.sh wrote: one row per case, each GPU prompt arm (batched,
in chunks of 5, token by token) against the CPU reference executor on every prompt row, and the
greedy tokens decoded after the prompt.

usage: prompt_check.py WORK_DIR OUT_DIR N_PROMPT_TOKENS
"""
import json
import os
import sys

import numpy as np

work, out, n_tok = sys.argv[1], sys.argv[2], int(sys.argv[3])
names = open(os.path.join(work, "cases.done")).read().split()
# The GPU arms (PROMPT_ARMS, as prompt-check.sh ran them): batched, in chunks of 5, batched with
# staged GEMMs for the experts (STRATA_GPU_PROMPT_MM=0), token by token.
ARMS = os.environ.get("PROMPT_ARMS", "batch chunk5 token").split()


def logits(name, tag):
    a = np.fromfile(os.path.join(work, f"{name}.{tag}.f32"), dtype="<f4")
    if a.size == 0 or a.size % n_tok:
        raise ValueError(f"{tag}: {a.size} floats")
    return a.reshape(n_tok, -1)


def tokens(name, tag):
    return json.load(open(os.path.join(work, f"{name}.{tag}.json")))["tokens"]


rows = []
for name in names:
    row = {"case": name}
    try:
        ref = logits(name, "ref")
        row["logit_scale"] = float(np.max(np.abs(ref)))
    except Exception as ex:
        row["errors"] = [f"ref: {ex}"]
        rows.append(row)
        continue
    for arm in ARMS:
        try:
            g = logits(name, arm)
            row[f"top1_{arm}"] = float(np.mean(np.argmax(g, 1) == np.argmax(ref, 1)))
            row[f"dlogit_{arm}"] = float(np.max(np.abs(g - ref)))
        except Exception as ex:
            row.setdefault("errors", []).append(f"{arm}: {ex}")
        try:
            tr, tg = tokens(name, "ref"), tokens(name, arm)
            same = 0
            while same < min(len(tr), len(tg)) and tr[same] == tg[same]:
                same += 1
            row[f"greedy_{arm}"] = f"{same}/{len(tr)}"
        except Exception as ex:
            row.setdefault("errors", []).append(f"generate {arm}: {ex}")
    try:
        a, b = logits(name, "batch"), logits(name, "token")
        row["batch_vs_token"] = float(np.max(np.abs(a - b)))
    except Exception:
        pass
    rows.append(row)


def f(r, k):
    v = r.get(k)
    return "-" if v is None else (f"{v:.3g}" if isinstance(v, float) else str(v))


lines = [
    f"| case | top-1 vs ref: {' / '.join(ARMS)} | max abs dlogit vs ref: {' / '.join(ARMS)} | max abs logit | batched vs token | greedy 24 = ref: {' / '.join(ARMS)} |",
    "|---|---|---|---|---|---|",
]
for r in rows:
    lines.append(
        f"| {r['case']} | {' / '.join(f(r, 'top1_' + a) for a in ARMS)} | "
        f"{' / '.join(f(r, 'dlogit_' + a) for a in ARMS)} | {f(r, 'logit_scale')} | {f(r, 'batch_vs_token')} | "
        f"{' / '.join(f(r, 'greedy_' + a) for a in ARMS)} |"
        + (f" errors: {'; '.join(r['errors'])}" if r.get("errors") else "")
    )
table = "\n".join(lines)
print(table)
open(os.path.join(out, "prompt-check.md"), "w").write(table + "\n")
json.dump(rows, open(os.path.join(out, "prompt-check.json"), "w"), indent=1)
