"""Table of one tools/bench/alternate.sh run: every round's tok/s per arm and llama-bench, and
each arm's ratio against the same round's llama-bench.

Usage: alternate_summary.py OUTDIR

Reads OUTDIR/rR-ARM-pP.json (`strata-rt bench --json`) and OUTDIR/rR-llama.json (`llama-bench
-o json`); prints one row per (test, arm): the values of rounds 1, 2, ... in order, their range,
and the per-round ratios, then the decode ceiling of the first run.
"""

import json
import pathlib
import re
import sys
from collections import defaultdict


def load(path):
    try:
        return json.loads(path.read_text())
    except (OSError, ValueError):
        return None


def main() -> int:
    out = pathlib.Path(sys.argv[1])
    # vals[(test, arm)][round] = tok/s
    vals = defaultdict(dict)
    ceiling = None
    pat = re.compile(r"r(\d+)-(.+)-p(\d+)\.json$")
    for f in sorted(out.iterdir()):
        m = pat.match(f.name)
        if not m:
            continue
        s = load(f)
        if s is None:
            continue
        r, arm, p = int(m.group(1)), m.group(2), int(m.group(3))
        vals[(f"pp{p}", arm)][r] = s["prefill_tok_s"]
        if s.get("gen_len", 0) > 1:
            vals[(f"tg{s['gen_len']}", arm)][r] = s["decode_tok_s"]
            ceiling = ceiling or (s["ceiling_tok_s"], s["copy_bandwidth_gb_s"],
                                  s["active_bytes_per_token"])
    for f in sorted(out.glob("r*-llama.json")):
        r = int(re.match(r"r(\d+)-", f.name).group(1))
        for row in load(f) or []:
            if row.get("n_prompt", 0) > 0 and row.get("n_gen", 0) == 0:
                vals[(f"pp{row['n_prompt']}", "llama-bench")][r] = row["avg_ts"]
            elif row.get("n_gen", 0) > 0 and row.get("n_prompt", 0) == 0:
                vals[(f"tg{row['n_gen']}", "llama-bench")][r] = row["avg_ts"]
    tests = sorted({t for t, _ in vals}, key=lambda t: (t.startswith("tg"), int(t[2:])))
    arms = sorted({a for _, a in vals}, key=lambda a: (a == "llama-bench", a))
    print("| test | arm | tok/s per round | range | ratio to llama-bench per round |")
    print("|---|---|---|---|---|")
    for t in tests:
        peer = vals.get((t, "llama-bench"), {})
        for a in arms:
            v = vals.get((t, a))
            if not v:
                continue
            rounds = sorted(v)
            cells = ", ".join(f"{v[r]:.2f}" for r in rounds)
            rng = f"{min(v.values()):.2f}–{max(v.values()):.2f}"
            ratios = ", ".join(
                f"{v[r] / peer[r]:.2f}x" if peer.get(r) else "-" for r in rounds
            ) if a != "llama-bench" else ""
            print(f"| {t} | {a} | {cells} | {rng} | {ratios} |")
    if ceiling:
        c, bw, active = ceiling
        print(f"\nactive weights {active / 2**20:.1f} MiB/token, copy bandwidth {bw:.1f} GB/s, "
              f"ceiling {c:.2f} tok/s (first run)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
