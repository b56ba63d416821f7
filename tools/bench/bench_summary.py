"""Summary of one tools/bench/decode.sh run: strata-rt against llama.cpp per thread count.

Usage: bench_summary.py OUTDIR TAG

Reads OUTDIR/TAG-strata-tT-pP-rR.json (`strata-rt bench --json`) and OUTDIR/TAG-llama-tT.json
(`llama-bench -o json`; also TAG-llama-tT-passive.json, or the fallback TAG-llama-tT-python.json
from llama_cpp_bench.py). Prints a table per thread count (prefill at each prompt length and
decode: tok/s of each engine and the ratio strata/llama.cpp, strata-rt's mean over its runs with
the range beside it) and the bandwidth ceiling, and writes OUTDIR/TAG-summary.json.
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


def llama_rows(data):
    """{("pp", n) or ("tg", n): (avg tok/s, stddev)} from llama-bench's JSON list."""
    rows = {}
    for r in data or []:
        if r.get("n_prompt", 0) > 0 and r.get("n_gen", 0) == 0:
            rows[("pp", r["n_prompt"])] = (r["avg_ts"], r.get("stddev_ts", 0.0))
        elif r.get("n_gen", 0) > 0 and r.get("n_prompt", 0) == 0:
            rows[("tg", r["n_gen"])] = (r["avg_ts"], r.get("stddev_ts", 0.0))
    return rows


def main() -> int:
    out, tag = pathlib.Path(sys.argv[1]), sys.argv[2]
    runs = defaultdict(lambda: defaultdict(list))
    ceiling = {}
    pat = re.compile(re.escape(tag) + r"-strata-t(\d+)-p(\d+)-r(\d+)\.json$")
    for f in sorted(out.iterdir()):
        m = pat.match(f.name)
        if not m:
            continue
        s = load(f)
        if s is None:
            continue
        t, p = int(m.group(1)), int(m.group(2))
        runs[t][("pp", p)].append(s["prefill_tok_s"])
        if s["gen_len"] > 1:
            runs[t][("tg", s["gen_len"])].append(s["decode_tok_s"])
            ceiling.setdefault(t, []).append(
                (s["ceiling_tok_s"], s["copy_bandwidth_gb_s"], s["active_bytes_per_token"])
            )
    summary = {"tag": tag, "threads": []}
    for t in sorted(runs):
        peers = {}
        default = llama_rows(load(out / f"{tag}-llama-t{t}.json"))
        if default:
            peers["llama-bench"] = default
        passive = llama_rows(load(out / f"{tag}-llama-t{t}-passive.json"))
        if passive:
            peers["llama-bench passive"] = passive
        py = load(out / f"{tag}-llama-t{t}-python.json")
        if py:
            peers["llama-cpp-python (use_extra_bufts=False, fallback)"] = {
                ("pp", py["prompt_len"]): (py["prefill_tok_s"], 0.0),
                ("tg", py["gen_len"]): (py["decode_tok_s"], 0.0),
            }
        ref = next(iter(peers), None)
        print(f"## {tag}, {t} threads (ratio against {ref or 'no peer'})")
        names = list(peers)
        print("| test | strata-rt tok/s (runs) | " + " | ".join(f"{n} tok/s" for n in names) + " | ratio |")
        print("|---|---|" + "---|" * len(names) + "---|")
        rows = []
        keys = sorted(runs[t], key=lambda k: (k[0] != "pp", k[1]))
        for k in keys:
            v = runs[t][k]
            mean = sum(v) / len(v)
            cells = []
            for n in names:
                pv = peers[n].get(k)
                cells.append(f"{pv[0]:.2f} ± {pv[1]:.2f}" if pv else "-")
            rp = peers[ref].get(k) if ref else None
            ratio = mean / rp[0] if rp and rp[0] > 0 else None
            rng = f"{min(v):.2f}–{max(v):.2f}" if len(v) > 1 else f"{v[0]:.2f}"
            print(f"| {k[0]}{k[1]} | {mean:.2f} ({rng}) | " + " | ".join(cells)
                  + f" | {'%.2fx' % ratio if ratio else '-'} |")
            rows.append({
                "test": f"{k[0]}{k[1]}", "strata_tok_s": v,
                "peers": {n: peers[n].get(k) for n in names}, "ratio": ratio,
            })
        entry = {"threads": t, "reference_peer": ref, "rows": rows}
        if t in ceiling:
            c, bw, active = ceiling[t][0]
            tg = [r for r in rows if r["test"].startswith("tg")]
            frac = (sum(tg[0]["strata_tok_s"]) / len(tg[0]["strata_tok_s"]) / c) if tg and c else 0
            print(f"active weights {active / 2**20:.1f} MiB/token, copy bandwidth {bw:.1f} GB/s, "
                  f"ceiling {c:.2f} tok/s; strata-rt decode at {100 * frac:.0f}% of it")
            entry.update(ceiling_tok_s=c, copy_bandwidth_gb_s=bw, active_bytes_per_token=active)
        print()
        summary["threads"].append(entry)
    (out / f"{tag}-summary.json").write_text(json.dumps(summary, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
