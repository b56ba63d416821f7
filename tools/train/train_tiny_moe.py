#!/usr/bin/env python3
"""Trains Strata's tiny `qwen3moe` on one GPU (the lent H200) inside a fixed wall-clock budget and
writes the weights, loss curve, held-out perplexity per domain and routing statistics to --out.

The model is llama.cpp's qwen3moe exactly (see qwen3moe_ref.py for the math): RMSNorm, per-head
Q/K RMSNorm before NEOX RoPE, GQA, softmax router over n_expert with renormalised top-k, SwiGLU
experts, no shared expert, untied output. Before training, the PyTorch forward is checked against
the numpy reference on random weights; a mismatch stops the run.

Training: AdamW (fused) with warm-up and cosine decay, bf16 autocast, gradient clipping, a
Switch-style load-balancing loss (n_expert * sum_e f_e P_e per layer) plus a small router z-loss.
The expert FFNs are computed densely for all experts and combined with the sparse top-k weights:
at this size the waste (n_expert / k = 4x the expert FLOPs) costs less than gathering tokens per
expert, and the arithmetic is identical for the selected experts. The checkpoint with the best
validation loss is kept.

Inputs (--data, from prepare_corpus.py): {train,val,test}_{kjv,py}.u16 token arrays.
Outputs (--out): weights_{0..3}.npz (float16, GGUF names, numpy shapes), metrics.json, train.log.
"""

import argparse
import json
import math
import sys
import time
from pathlib import Path

import numpy as np
import torch
import torch.nn.functional as F

sys.path.insert(0, str(Path(__file__).resolve().parent))
import qwen3moe_ref  # noqa: E402

DOMAINS = ("kjv", "py")
LOG = None


def log(msg: str) -> None:
    line = f"[{time.strftime('%H:%M:%S')}] {msg}"
    print(line, flush=True)
    if LOG is not None:
        LOG.write(line + "\n")
        LOG.flush()


def rms(x: torch.Tensor, w: torch.Tensor, eps: float) -> torch.Tensor:
    xf = x.float()
    return (xf * torch.rsqrt(xf.pow(2).mean(-1, keepdim=True) + eps)).to(x.dtype) * w.to(x.dtype)


class TinyMoE(torch.nn.Module):
    def __init__(self, cfg: dict):
        super().__init__()
        self.cfg = cfg
        D, V, d = cfg["n_embd"], cfg["n_vocab"], cfg["head_dim"]
        E, Fh, L = cfg["n_expert"], cfg["n_ff_exp"], cfg["n_layer"]
        nh, nkv = cfg["n_head"], cfg["n_head_kv"]
        P = torch.nn.Parameter
        self.tok_embd = P(torch.randn(V, D) * 0.02)
        self.output_norm = P(torch.ones(D))
        self.output = P(torch.randn(V, D) * D**-0.5)
        s_in = D**-0.5
        s_out = (2 * L) ** -0.5
        self.attn_norm = P(torch.ones(L, D))
        self.wq = P(torch.randn(L, nh * d, D) * s_in)
        self.wk = P(torch.randn(L, nkv * d, D) * s_in)
        self.wv = P(torch.randn(L, nkv * d, D) * s_in)
        self.wo = P(torch.randn(L, D, nh * d) * (nh * d) ** -0.5 * s_out)
        self.q_norm = P(torch.ones(L, d))
        self.k_norm = P(torch.ones(L, d))
        self.ffn_norm = P(torch.ones(L, D))
        self.router = P(torch.randn(L, E, D) * 0.02)
        self.gate = P(torch.randn(L, E, Fh, D) * s_in)
        self.up = P(torch.randn(L, E, Fh, D) * s_in)
        self.down = P(torch.randn(L, E, D, Fh) * Fh**-0.5 * s_out)
        inv = cfg["rope_freq_base"] ** (-torch.arange(0, d, 2, dtype=torch.float64) / d)
        ang = torch.arange(cfg["n_ctx"], dtype=torch.float64)[:, None] * inv[None, :]
        self.register_buffer("cos", ang.cos().float(), persistent=False)
        self.register_buffer("sin", ang.sin().float(), persistent=False)

    def rope(self, x: torch.Tensor) -> torch.Tensor:
        # x: [B, S, H, d]; NEOX: rotate (i, i + d/2).
        # Rotated in float32 (as llama.cpp does) so bf16 training sees the same angles.
        S, h = x.shape[1], x.shape[-1] // 2
        cos, sin = self.cos[:S, None, :], self.sin[:S, None, :]
        xf = x.float()
        a, b = xf[..., :h], xf[..., h:]
        return torch.cat([a * cos - b * sin, b * cos + a * sin], dim=-1).to(x.dtype)

    def forward(self, tokens: torch.Tensor, dropout: float = 0.0, want_routing: bool = False):
        cfg = self.cfg
        eps, d = cfg["rms_eps"], cfg["head_dim"]
        nh, nkv, k = cfg["n_head"], cfg["n_head_kv"], cfg["n_expert_used"]
        E = cfg["n_expert"]
        B, S = tokens.shape
        x = F.embedding(tokens, self.tok_embd)
        aux = x.new_zeros((), dtype=torch.float32)
        zl = x.new_zeros((), dtype=torch.float32)
        routing = []
        for il in range(cfg["n_layer"]):
            h = rms(x, self.attn_norm[il], eps)
            q = (h @ self.wq[il].T).view(B, S, nh, d)
            kk = (h @ self.wk[il].T).view(B, S, nkv, d)
            v = (h @ self.wv[il].T).view(B, S, nkv, d)
            q = self.rope(rms(q, self.q_norm[il], eps))
            kk = self.rope(rms(kk, self.k_norm[il], eps))
            att = F.scaled_dot_product_attention(
                q.transpose(1, 2), kk.transpose(1, 2), v.transpose(1, 2), is_causal=True, enable_gqa=True
            )
            att = att.transpose(1, 2).reshape(B, S, nh * d) @ self.wo[il].T
            x = x + F.dropout(att, dropout, self.training)

            h = rms(x, self.ffn_norm[il], eps).reshape(B * S, -1)
            logits = (h @ self.router[il].T).float()
            probs = logits.softmax(-1)
            topv, topi = probs.topk(k, dim=-1)
            wts = topv / topv.sum(-1, keepdim=True)
            dense = torch.zeros_like(probs).scatter(1, topi, wts)  # [T, E]
            g = torch.einsum("td,efd->etf", h, self.gate[il])
            u = torch.einsum("td,efd->etf", h, self.up[il])
            y = torch.einsum("etf,edf->etd", F.silu(g) * u, self.down[il])
            moe = torch.einsum("etd,te->td", y, dense.to(y.dtype)).view(B, S, -1)
            x = x + F.dropout(moe, dropout, self.training)
            frac = torch.zeros_like(probs).scatter(1, topi, 1.0).mean(0) / k
            aux = aux + E * (frac * probs.mean(0)).sum()
            zl = zl + torch.logsumexp(logits, -1).pow(2).mean()
            if want_routing:
                routing.append(topi.view(B, S, k))
        x = rms(x, self.output_norm, eps)
        out = x @ self.output.T
        n = cfg["n_layer"]
        if want_routing:
            return out, aux / n, zl / n, torch.stack(routing)
        return out, aux / n, zl / n

    def gguf_weights(self) -> dict:
        """Tensors by GGUF name, numpy float32, numpy (reversed ggml) shapes."""
        c = lambda t: t.detach().float().cpu().numpy()  # noqa: E731
        w = {"token_embd.weight": c(self.tok_embd), "output_norm.weight": c(self.output_norm),
             "output.weight": c(self.output)}
        for il in range(self.cfg["n_layer"]):
            p = f"blk.{il}."
            w[p + "attn_norm.weight"] = c(self.attn_norm[il])
            w[p + "attn_q.weight"] = c(self.wq[il])
            w[p + "attn_k.weight"] = c(self.wk[il])
            w[p + "attn_v.weight"] = c(self.wv[il])
            w[p + "attn_output.weight"] = c(self.wo[il])
            w[p + "attn_q_norm.weight"] = c(self.q_norm[il])
            w[p + "attn_k_norm.weight"] = c(self.k_norm[il])
            w[p + "ffn_norm.weight"] = c(self.ffn_norm[il])
            w[p + "ffn_gate_inp.weight"] = c(self.router[il])
            w[p + "ffn_gate_exps.weight"] = c(self.gate[il])
            w[p + "ffn_up_exps.weight"] = c(self.up[il])
            w[p + "ffn_down_exps.weight"] = c(self.down[il])
        return w


def self_check(cfg: dict, device: str) -> float:
    """Relative max |logit difference| between this PyTorch model and the numpy reference."""
    torch.manual_seed(0)
    m = TinyMoE(cfg).to(device)
    with torch.no_grad():
        # Non-trivial norms and router so the check exercises them.
        for p in (m.attn_norm, m.q_norm, m.k_norm, m.ffn_norm, m.output_norm):
            p.add_(0.1 * torch.randn_like(p))
        m.router.mul_(20.0)
    m.eval()
    toks = torch.randint(3, cfg["n_vocab"], (1, 20), device=device)
    torch.backends.cuda.matmul.allow_tf32 = False
    with torch.no_grad():
        out = m(toks)[0][0].double().cpu().numpy()
    torch.backends.cuda.matmul.allow_tf32 = True
    ref = qwen3moe_ref.forward(m.gguf_weights(), cfg, toks[0].tolist())
    return float(np.abs(out - ref).max() / np.abs(ref).max())


def batch(arr: torch.Tensor, B: int, S: int, gen: torch.Generator) -> torch.Tensor:
    starts = torch.randint(0, arr.numel() - S - 1, (B,), device=arr.device, generator=gen)
    return arr[starts[:, None] + torch.arange(S + 1, device=arr.device)[None, :]].long()


@torch.no_grad()
def evaluate(model, arr: torch.Tensor, S: int, max_windows: int | None = None, routing: bool = False):
    """Mean next-token NLL over non-overlapping windows; optional routing statistics."""
    model.eval()
    n_win = (arr.numel() - 1) // S
    if max_windows is not None:
        n_win = min(n_win, max_windows)
    cfg = model.cfg
    L, E, k = cfg["n_layer"], cfg["n_expert"], cfg["n_expert_used"]
    tot, cnt = 0.0, 0
    hist = torch.zeros(L, E, dtype=torch.float64, device=arr.device)
    rep_sum = torch.zeros(L, dtype=torch.float64, device=arr.device)
    shuf_sum = torch.zeros(L, dtype=torch.float64, device=arr.device)
    any_rep = torch.zeros(L, dtype=torch.float64, device=arr.device)
    pairs = 0
    g = torch.Generator(device=arr.device).manual_seed(5)
    for i0 in range(0, n_win, 64):
        idx = torch.arange(i0, min(i0 + 64, n_win), device=arr.device)
        win = arr[idx[:, None] * S + torch.arange(S + 1, device=arr.device)[None, :]].long()
        with torch.autocast("cuda", dtype=torch.bfloat16):
            res = model(win[:, :-1], want_routing=routing)
        logits = res[0].float()
        nll = F.cross_entropy(logits.reshape(-1, logits.shape[-1]), win[:, 1:].reshape(-1), reduction="sum")
        tot += float(nll)
        cnt += win[:, 1:].numel()
        if routing:
            r = res[3]  # [L, B, S, k]
            onehot = torch.zeros(L, r.shape[1], S, E, device=arr.device).scatter_(3, r, 1.0)
            hist += onehot.sum((1, 2)).double()
            inter = (onehot[:, :, 1:, :] * onehot[:, :, :-1, :]).sum(-1)  # [L, B, S-1]
            rep_sum += inter.sum((1, 2)).double() / k
            any_rep += (inter > 0).double().sum((1, 2))
            # Baseline with the same per-layer expert frequencies but no order: pair each token
            # with a random other token of the same window.
            perm = torch.randperm(S, device=arr.device, generator=g)
            inter_s = (onehot[:, :, 1:, :] * onehot[:, :, perm[:-1], :]).sum(-1)
            shuf_sum += inter_s.sum((1, 2)).double() / k
            pairs += r.shape[1] * (S - 1)
    model.train()
    out = {"nll": tot / max(cnt, 1), "tokens": cnt}
    out["ppl"] = math.exp(out["nll"])
    if routing:
        out["expert_hist"] = hist.cpu().numpy().astype(np.int64).tolist()
        out["repeat_frac"] = (rep_sum / pairs).cpu().numpy().tolist()
        out["repeat_any"] = (any_rep / pairs).cpu().numpy().tolist()
        out["repeat_frac_shuffled"] = (shuf_sum / pairs).cpu().numpy().tolist()
        out["pairs"] = pairs
    return out


@torch.no_grad()
def greedy(model, prompt: list[int], n: int) -> list[int]:
    model.eval()
    toks = list(prompt)
    for _ in range(n):
        t = torch.tensor([toks[-model.cfg["n_ctx"]:]], device="cuda")
        logits = model(t)[0][0, -1].float()
        toks.append(int(logits.argmax()))
    model.train()
    return toks[len(prompt):]


def main() -> None:
    global LOG
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--data", type=Path, required=True)
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--config", type=Path, default=Path(__file__).with_name("tiny_moe_config.json"))
    ap.add_argument("--train-seconds", type=float, default=330.0)
    ap.add_argument("--max-epochs", type=float, default=8.0, help="cap on passes over the train tokens")
    ap.add_argument("--batch", type=int, default=64)
    ap.add_argument("--lr", type=float, default=2e-3)
    ap.add_argument("--min-lr-frac", type=float, default=0.1)
    ap.add_argument("--warmup", type=int, default=200)
    ap.add_argument("--wd", type=float, default=0.1)
    ap.add_argument("--aux", type=float, default=0.01)
    ap.add_argument("--zloss", type=float, default=1e-3)
    ap.add_argument("--dropout", type=float, default=0.05)
    ap.add_argument("--p-kjv", type=float, default=0.15, help="share of training windows from prose")
    ap.add_argument("--eval-every", type=int, default=250)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    LOG = open(args.out / "train.log", "w")
    t_start = time.time()
    cfg = json.loads(args.config.read_text())
    dev = "cuda"
    log(f"torch {torch.__version__}, {torch.cuda.get_device_name(0)}; config {cfg}; args {vars(args)}")

    err = self_check(cfg, dev)
    log(f"self-check vs numpy reference: relative max |dlogit| = {err:.3e}")
    if not err < 1e-3:
        log("error: PyTorch model disagrees with the numpy reference; not training")
        sys.exit(3)

    torch.backends.cuda.matmul.allow_tf32 = True
    torch.manual_seed(args.seed)
    data = {}
    for split in ("train", "val", "test"):
        for dom in DOMAINS:
            a = np.fromfile(args.data / f"{split}_{dom}.u16", dtype=np.uint16).astype(np.int32)
            data[(split, dom)] = torch.from_numpy(a).to(dev)
    n_train = sum(data[("train", d)].numel() for d in DOMAINS)
    S, B = cfg["n_ctx"], args.batch
    max_steps = int(args.max_epochs * n_train / (B * S))
    log(f"train tokens {n_train}; max steps by epochs {max_steps}")

    model = TinyMoE(cfg).to(dev)
    n_params = sum(p.numel() for p in model.parameters())
    log(f"parameters: {n_params}")
    decay = [model.wq, model.wk, model.wv, model.wo, model.gate, model.up, model.down, model.output]
    no_decay = [p for p in model.parameters() if all(p is not q for q in decay)]
    opt = torch.optim.AdamW(
        [{"params": decay, "weight_decay": args.wd}, {"params": no_decay, "weight_decay": 0.0}],
        lr=args.lr, betas=(0.9, 0.95), eps=1e-8, fused=True,
    )
    gen = torch.Generator(device=dev).manual_seed(args.seed)
    curve, evals = [], []
    best = (float("inf"), None, -1)
    # The cosine schedule needs a horizon in steps; estimate it from the measured step time after
    # a short warm-up and then keep it fixed.
    horizon = max_steps
    t_train0 = time.time()
    step = 0
    tokens_seen = 0
    while True:
        elapsed = time.time() - t_train0
        if step >= horizon or elapsed > args.train_seconds:
            break
        if step == 50:
            per_step = elapsed / 50
            horizon = min(max_steps, int(args.train_seconds / per_step * 0.97))
            log(f"step time {per_step * 1000:.1f} ms -> horizon {horizon} steps")
        if step < args.warmup:
            lr = args.lr * (step + 1) / args.warmup
        else:
            prog = min(1.0, (step - args.warmup) / max(1, horizon - args.warmup))
            lr = args.lr * (args.min_lr_frac + (1 - args.min_lr_frac) * 0.5 * (1 + math.cos(math.pi * prog)))
        for grp in opt.param_groups:
            grp["lr"] = lr
        n_kjv = int(round(B * args.p_kjv))
        xb = torch.cat([batch(data[("train", "kjv")], n_kjv, S, gen), batch(data[("train", "py")], B - n_kjv, S, gen)])
        with torch.autocast("cuda", dtype=torch.bfloat16):
            logits, aux, zl = model(xb[:, :-1], dropout=args.dropout)
            ce = F.cross_entropy(logits.float().reshape(-1, logits.shape[-1]), xb[:, 1:].reshape(-1))
            loss = ce + args.aux * aux + args.zloss * zl
        opt.zero_grad(set_to_none=True)
        loss.backward()
        gnorm = torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step()
        step += 1
        tokens_seen += B * S
        if step % 25 == 0 or step == 1:
            curve.append({"step": step, "tokens": tokens_seen, "t": round(time.time() - t_train0, 2),
                          "lr": lr, "ce": float(ce), "aux": float(aux), "z": float(zl), "gnorm": float(gnorm)})
        if step % 100 == 0:
            c = curve[-1]
            log(f"step {step} tok {tokens_seen} ce {c['ce']:.4f} aux {c['aux']:.4f} lr {lr:.2e} t {c['t']:.0f}s")
        if step % args.eval_every == 0 or step == horizon:
            ev = {d: evaluate(model, data[("val", d)], S, max_windows=64)["nll"] for d in DOMAINS}
            score = sum(ev.values()) / len(ev)
            evals.append({"step": step, "tokens": tokens_seen, **{f"val_nll_{d}": v for d, v in ev.items()}})
            log(f"  val nll {ev} mean {score:.4f}")
            if score < best[0]:
                best = (score, {k: v.detach().clone() for k, v in model.state_dict().items()}, step)
    train_time = time.time() - t_train0
    log(f"trained {step} steps, {tokens_seen} tokens in {train_time:.0f}s; best val at step {best[2]}")
    if best[1] is not None:
        model.load_state_dict(best[1])

    # Weights first: everything after this is evaluation, and the weights must come back.
    w = model.gguf_weights()
    names = list(w)
    total = sum(w[n].size for n in names)
    shard, acc, shards = 0, 0, [[] for _ in range(4)]
    for n in names:
        shards[min(3, int(acc * 4 / total))].append(n)
        acc += w[n].size
    for i, group in enumerate(shards):
        np.savez(args.out / f"weights_{i}.npz", **{n: w[n].astype(np.float16) for n in group})
    log("weights saved")

    metrics = {"config": cfg, "args": {k: str(v) for k, v in vars(args).items()}, "params": n_params,
               "steps": step, "tokens_seen": tokens_seen, "train_seconds": train_time,
               "best_step": best[2], "self_check_rel_err": err, "curve": curve, "evals": evals,
               "device": torch.cuda.get_device_name(0), "torch": torch.__version__}
    try:
        for split in ("val", "test"):
            for d in DOMAINS:
                r = evaluate(model, data[(split, d)], S, routing=(split == "test"))
                metrics[f"{split}_{d}"] = r
                log(f"{split} {d}: nll {r['nll']:.4f} ppl {r['ppl']:.2f} over {r['tokens']} tokens")
                if "repeat_frac" in r:
                    log(f"  repeat frac per layer {np.round(r['repeat_frac'], 3).tolist()} "
                        f"(shuffled {np.round(r['repeat_frac_shuffled'], 3).tolist()})")
        prompts = {}
        for d in DOMAINS:
            a = data[("test", d)][:48].tolist()
            prompts[d] = {"prompt": a, "greedy": greedy(model, a, 32)}
        metrics["greedy_samples"] = prompts
    except Exception as e:  # noqa: BLE001 - keep what was measured so far
        log(f"error during evaluation: {e!r}")
        metrics["eval_error"] = repr(e)
    metrics["wall_seconds"] = time.time() - t_start
    (args.out / "metrics.json").write_text(json.dumps(metrics) + "\n")
    log(f"done in {metrics['wall_seconds']:.0f}s")


if __name__ == "__main__":
    main()
