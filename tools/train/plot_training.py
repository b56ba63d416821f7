#!/usr/bin/env python3
"""Draws the tiny MoE's loss curve and routing statistics from the trainer's metrics.json and
prints the markdown tables used in models/README.md and docs/perf/tiny-moe-routing.md.

    python tools/train/plot_training.py models/training/metrics.json \
        --loss-png models/training/loss.png --routing-png docs/perf/tiny-moe-routing.png
Needs numpy and matplotlib (the train venv has them).
"""

import argparse
import json
from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402

DOMAINS = {"kjv": "prose (KJV)", "py": "code (Python stdlib)"}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("metrics", type=Path)
    ap.add_argument("--loss-png", type=Path, required=True)
    ap.add_argument("--routing-png", type=Path, required=True)
    args = ap.parse_args()
    m = json.loads(args.metrics.read_text())

    # Loss curve: training cross-entropy (every 25 steps) and validation NLL per domain.
    fig, ax = plt.subplots(figsize=(7, 4))
    c = m["curve"]
    ax.plot([p["tokens"] / 1e6 for p in c], [p["ce"] for p in c], lw=0.8, label="train CE (batch)")
    for d, name in DOMAINS.items():
        ev = m["evals"]
        ax.plot([e["tokens"] / 1e6 for e in ev], [e[f"val_nll_{d}"] for e in ev], "o-", ms=3,
                label=f"val NLL, {name}")
    ax.set_xlabel("training tokens (millions)")
    ax.set_ylabel("nats / token")
    ax.set_ylim(0, 6)
    ax.grid(alpha=0.3)
    ax.legend()
    ax.set_title("strata-tiny-moe training")
    fig.tight_layout()
    fig.savefig(args.loss_png, dpi=110)

    # Routing: per-layer expert-usage heatmaps per domain, and the previous-token repeat rate.
    L = m["config"]["n_layer"]
    E = m["config"]["n_expert"]
    k = m["config"]["n_expert_used"]
    fig = plt.figure(figsize=(12, 8.5))
    grid = fig.add_gridspec(2, 2, height_ratios=[1, 1], hspace=0.35, wspace=0.2)
    heat_axes = [fig.add_subplot(grid[0, 0]), fig.add_subplot(grid[0, 1])]
    for ax, (d, name) in zip(heat_axes, DOMAINS.items()):
        h = np.asarray(m[f"test_{d}"]["expert_hist"], dtype=np.float64)
        share = h / h.sum(1, keepdims=True)
        im = ax.imshow(share, aspect="auto", cmap="viridis", vmin=0, vmax=0.25)
        ax.set_title(f"expert share, held-out {name}")
        ax.set_xlabel("expert")
        ax.set_ylabel("layer")
        ax.set_xticks(range(E))
        ax.set_yticks(range(L))
    fig.colorbar(im, ax=heat_axes, fraction=0.03, label="share of routed slots (uniform = 1/16)")
    ax = fig.add_subplot(grid[1, :])
    for d, name in DOMAINS.items():
        r = m[f"test_{d}"]
        ax.plot(range(L), r["repeat_frac"], "o-", label=f"{name}: previous token")
        ax.plot(range(L), r["repeat_frac_shuffled"], "x--", label=f"{name}: random token of the same window")
    ax.axhline(k / E, color="gray", lw=0.8, label=f"uniform routing ({k}/{E})")
    ax.set_xlabel("layer")
    ax.set_ylabel(f"share of a token's {k} experts\nalso picked by the other token")
    ax.set_ylim(0, 0.8)
    ax.grid(alpha=0.3)
    ax.legend(fontsize=8, ncol=2)
    ax.set_title("expert reuse between tokens (held-out text)")
    fig.savefig(args.routing_png, dpi=100, bbox_inches="tight")

    # Markdown tables.
    print("| domain | split | tokens | NLL (nats) | perplexity |\n|---|---|---|---|---|")
    for split in ("val", "test"):
        for d, name in DOMAINS.items():
            r = m[f"{split}_{d}"]
            print(f"| {name} | {split} | {r['tokens']} | {r['nll']:.4f} | {r['ppl']:.2f} |")
    print()
    print("| layer | " + " | ".join(f"{n}: prev / random / any-prev" for n in DOMAINS.values()) + " |")
    print("|---|" + "---|" * len(DOMAINS))
    for il in range(L):
        cells = []
        for d in DOMAINS:
            r = m[f"test_{d}"]
            cells.append(f"{r['repeat_frac'][il]:.3f} / {r['repeat_frac_shuffled'][il]:.3f} / {r['repeat_any'][il]:.3f}")
        print(f"| {il} | " + " | ".join(cells) + " |")
    print()
    for d, name in DOMAINS.items():
        h = np.asarray(m[f"test_{d}"]["expert_hist"], dtype=np.float64)
        share = h / h.sum(1, keepdims=True)
        print(f"Expert share (%) per layer, {name}:\n")
        print("| layer | " + " | ".join(f"e{e}" for e in range(E)) + " | max/min |")
        print("|---|" + "---|" * (E + 1))
        for il in range(L):
            row = share[il] * 100
            print(f"| {il} | " + " | ".join(f"{v:.1f}" for v in row) + f" | {row.max() / max(row.min(), 1e-9):.1f} |")
        print()
    # How different the two domains' expert mixes are, per layer (total variation distance).
    hk = np.asarray(m["test_kjv"]["expert_hist"], dtype=np.float64)
    hp = np.asarray(m["test_py"]["expert_hist"], dtype=np.float64)
    tv = 0.5 * np.abs(hk / hk.sum(1, keepdims=True) - hp / hp.sum(1, keepdims=True)).sum(1)
    print("Total variation distance between the domains' expert shares, per layer: "
          + ", ".join(f"{v:.2f}" for v in tv))


if __name__ == "__main__":
    main()
