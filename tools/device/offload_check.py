"""Helpers of offload-check.sh.

  offload_check.py truncate GGUF        cut a partly written GGUF to its full size (sparse), so a
                                        plan can be compiled from its header alone
  offload_check.py tiny WORK CASES      the tiny-model correctness table (markdown on stdout)
  offload_check.py summary WORK RESULTS the benchmark table (markdown on stdout)
  offload_check.py plot RESULTS SVG     decode tok/s against the VRAM budget, from stage2's
                                        offload.txt (CAR off and on), as an SVG line chart
"""
import json
import os
import struct
import sys


def truncate(path):
    d = open(path, "rb").read(64 << 20)
    off = 8
    nt, nkv = struct.unpack_from("<QQ", d, off)
    off += 16
    sizes = {0: 1, 1: 1, 2: 2, 3: 2, 4: 4, 5: 4, 6: 4, 7: 1, 10: 8, 11: 8, 12: 8}

    def rstr(o):
        n = struct.unpack_from("<Q", d, o)[0]
        return d[o + 8 : o + 8 + n], o + 8 + n

    def rval(t, o):
        if t == 8:
            return rstr(o)
        if t == 9:
            at, n = struct.unpack_from("<IQ", d, o)
            o += 12
            for _ in range(n):
                _, o = rval(at, o)
            return None, o
        return d[o : o + sizes[t]], o + sizes[t]

    align = 32
    for _ in range(nkv):
        k, off = rstr(off)
        t = struct.unpack_from("<I", d, off)[0]
        off += 4
        v, off = rval(t, off)
        if k == b"general.alignment":
            align = struct.unpack("<I", v)[0]
    # Type sizes: (block values, block bytes) for the types the preset writes.
    blocks = {0: (1, 4), 1: (1, 2), 12: (256, 144)}
    end = 0
    for _ in range(nt):
        _, off = rstr(off)
        nd = struct.unpack_from("<I", d, off)[0]
        off += 4
        dims = struct.unpack_from("<%dQ" % nd, d, off)
        off += 8 * nd
        ty, o = struct.unpack_from("<IQ", d, off)
        off += 12
        n = 1
        for x in dims:
            n *= x
        bv, bb = blocks[ty]
        end = max(end, o + n // bv * bb)
    hdr = (off + align - 1) // align * align
    os.truncate(path, hdr + end)


def f32(path):
    import numpy as np

    return np.fromfile(path, "<f4")


def tiny(work, cases):
    import numpy as np

    rows = []
    for line in open(cases):
        name = line.split()[0]
        r = {"case": name}
        try:
            n_tok = 8
            lg = {t: f32(f"{work}/{name}.{t}.f32").reshape(n_tok, -1) for t in ["cpu", "cuda", "hyb", "hybin", "hyb0", "cpucar", "hybcar"]}
            gen = {t: json.load(open(f"{work}/{name}.{t}.json")) for t in lg}
            for a, b in [("hyb", "cuda"), ("hyb0", "cuda"), ("hyb", "cpu"), ("hybin", "cpu"), ("hybcar", "cpucar")]:
                r[f"{a}/{b} top1"] = float(np.mean(lg[a].argmax(1) == lg[b].argmax(1)))
                r[f"{a}/{b} dlogit"] = float(np.abs(lg[a] - lg[b]).max())
                ta, tb = gen[a]["tokens"], gen[b]["tokens"]
                r[f"{a}/{b} tokens"] = sum(x == y for x, y in zip(ta, tb))
            r["max_logit"] = float(np.abs(lg["cpu"]).max())
            for t in ["hyb", "hybcar", "cpucar"]:
                e = gen[t].get("experts") or {}
                r[f"{t} hit"] = e.get("hit_rate")
                r[f"{t} subs/tok"] = e.get("substitutions_per_token")
        except Exception as e:  # a failed case is a row that says so
            r["error"] = repr(e)[:200]
        rows.append(r)
    cols = ["case", "hyb/cuda tokens", "hyb/cuda top1", "hyb/cuda dlogit", "hyb0/cuda tokens", "hyb0/cuda dlogit",
            "hyb/cpu tokens", "hybin/cpu tokens", "hybcar/cpucar tokens", "hybcar/cpucar dlogit", "hyb hit", "hybcar subs/tok", "cpucar subs/tok", "max_logit", "error"]
    print("| " + " | ".join(cols) + " |")
    print("|" + "---|" * len(cols))
    for r in rows:
        def f(v):
            if v is None:
                return ""
            if isinstance(v, float):
                return f"{v:.3g}"
            return str(v)
        print("| " + " | ".join(f(r.get(c)) for c in cols) + " |")
    json.dump(rows, open(f"{work}/tiny.json", "w"))


def summary(work, results):
    out = []

    def load(tag):
        try:
            return json.load(open(f"{work}/{tag}.json"))
        except Exception:
            return None

    peaks = {}
    for line in open(results):
        if line.startswith("peak_mib_"):
            k, v = line.split()[:2]
            peaks[k[len("peak_mib_"):]] = v
    out.append("| run | decode tok/s | hit rate | misses/tok | subs/tok | bus picks/tok | slots | gpu ms/tok | cpu ms/tok | wait ms/tok | step ms | gpu hidden | PCIe MB/tok | ledger peak MiB | nvidia-smi peak MiB |")
    out.append("|" + "---|" * 15)
    tags = ["a_all_cpu", "a_all_cpu_nobus", "b_cache", "b_cache_nobus", "b_cache_r2", "c_car", "c_car_r2", "b_matched", "c_matched"]
    tags += [f"budget_{m}" for m in [4096, 6144, 8192, 12288]] + [f"budget_car_{m}" for m in [4096, 6144, 8192, 12288]]
    tags += ["cpu_only", "guard"]
    for t in tags:
        j = load(t)
        if not j:
            out.append(f"| {t} | failed |")
            continue
        e = j.get("experts") or {}
        o = j.get("offload") or {}
        peak = j.get("vram_peak_bytes")
        out.append(
            f"| {t} | {j['decode_tok_s']:.1f} | {e.get('hit_rate', 0):.3f} | {e.get('misses_per_token', 0):.1f} | "
            f"{e.get('substitutions_per_token', 0):.2f} | {o.get('bus_picks_per_token', 0):.1f} | {o.get('slots', '')} (-{o.get('slots_given_back', 0)}) | "
            f"{o.get('gpu_expert_ms_per_token', 0):.2f} | {o.get('cpu_expert_ms_per_token', 0):.2f} | "
            f"{o.get('sync_wait_ms_per_token', 0):.2f} | {o.get('step_ms_per_token', 0):.2f} | {o.get('gpu_hidden_share', 0):.2f} | "
            f"{o.get('pcie_bytes_per_token', 0) / 1e6:.2f} | {(peak or 0) / 2**20:.0f} | {peaks.get(t, '')} |"
        )
    out.append("")
    out.append("| llama.cpp --n-cpu-moe | tg64 tok/s (runs) | peak MiB (nvidia-smi) |")
    out.append("|---|---|---|")
    peaks = {}  # llama-bench's, by N
    cur = None
    for line in open(results):
        if line.startswith("== llama-bench n-cpu-moe"):
            cur = int(line.split()[-1])
        if line.startswith("peak_mib") and cur is not None:
            peaks[cur] = line.split()[-1]
    for n in [0, 22, 24, 26, 28, 30]:
        try:
            lb = json.load(open(f"{work}/lb.{n}.json"))
            r = [x for x in lb if x.get("n_gen", 0) > 0][0]
            ts = r.get("samples_ts") or [r.get("avg_ts")]
            out.append(f"| {n} | {r['avg_ts']:.1f} ± {r.get('stddev_ts', 0):.1f} ({', '.join(f'{x:.1f}' for x in ts)}) | {peaks.get(n, '')} |")
        except Exception as e:
            out.append(f"| {n} | failed: {repr(e)[:80]} | |")
    ce = load("car_eval")
    if ce:
        out.append("")
        out.append("car-eval: " + json.dumps(ce))
    print("\n".join(out))


def runs_of(results):
    """{tag: bench JSON} from offload.txt ("== tag ..." lines, each followed by its JSON)."""
    runs, tag = {}, None
    for line in open(results):
        if line.startswith("== "):
            tag = line.split()[1]
        elif line.startswith("{") and tag:
            try:
                runs[tag] = json.loads(line)
            except ValueError:
                pass
    return runs


def plot(results, svg, peer=None):
    runs = runs_of(results)
    budgets = [4096, 6144, 8192, 10240, 12288]
    series = {"cache + pool (CAR off)": [], "cache + pool + CAR 0.35": []}
    for b in budgets:
        off = runs.get("b_cache" if b == 10240 else f"budget_{b}")
        on = runs.get("c_car" if b == 10240 else f"budget_car_{b}")
        series["cache + pool (CAR off)"].append((b, off["decode_tok_s"] if off else None))
        series["cache + pool + CAR 0.35"].append((b, on["decode_tok_s"] if on else None))
    w, h, pad = 560, 320, 50
    ymax = max([v for s_ in series.values() for _, v in s_ if v] + [peer or 0]) * 1.15
    x = lambda b: pad + (b - 4096) / (12288 - 4096) * (w - 2 * pad)
    y = lambda v: h - pad - v / ymax * (h - 2 * pad)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" font-family="sans-serif" font-size="11">']
    out.append(f'<line x1="{pad}" y1="{h-pad}" x2="{w-pad}" y2="{h-pad}" stroke="black"/><line x1="{pad}" y1="{pad}" x2="{pad}" y2="{h-pad}" stroke="black"/>')
    for b in budgets:
        out.append(f'<text x="{x(b)}" y="{h-pad+15}" text-anchor="middle">{b // 1024} GiB</text>')
    for t in range(0, int(ymax) + 1, 10):
        out.append(f'<text x="{pad-5}" y="{y(t)+4}" text-anchor="end">{t}</text><line x1="{pad}" y1="{y(t)}" x2="{w-pad}" y2="{y(t)}" stroke="#ddd"/>')
    out.append(f'<text x="{w/2}" y="{h-10}" text-anchor="middle">--vram-budget-mib</text><text x="12" y="{h/2}" transform="rotate(-90 12 {h/2})" text-anchor="middle">decode tok/s</text>')
    colors = ["#1f77b4", "#d62728"]
    for (name, pts), c in zip(series.items(), colors):
        pts = [(b, v) for b, v in pts if v]
        out.append('<polyline fill="none" stroke="%s" stroke-width="2" points="%s"/>' % (c, " ".join(f"{x(b):.1f},{y(v):.1f}" for b, v in pts)))
        for b, v in pts:
            out.append(f'<circle cx="{x(b):.1f}" cy="{y(v):.1f}" r="3" fill="{c}"/>')
    if peer:
        out.append(f'<line x1="{pad}" y1="{y(peer)}" x2="{w-pad}" y2="{y(peer)}" stroke="#2ca02c" stroke-dasharray="5,4"/>')
    legend = list(zip(series, colors)) + ([(f"llama.cpp best within 10 GiB ({peer:.1f})", "#2ca02c")] if peer else [])
    for i, (name, c) in enumerate(legend):
        out.append(f'<rect x="{pad+10}" y="{pad+i*16-9}" width="10" height="10" fill="{c}"/><text x="{pad+25}" y="{pad+i*16}">{name}</text>')
    out.append("</svg>")
    open(svg, "w").write("\n".join(out))


if __name__ == "__main__":
    mode = sys.argv[1]
    if mode == "truncate":
        truncate(sys.argv[2])
    elif mode == "tiny":
        tiny(sys.argv[2], sys.argv[3])
    elif mode == "plot":
        plot(sys.argv[2], sys.argv[3], float(sys.argv[4]) if len(sys.argv) > 4 else None)
    elif mode == "summary":
        summary(sys.argv[2], sys.argv[3])
    else:
        sys.exit(f"unknown mode {mode}")
