"""A plain numpy forward pass of llama.cpp's `qwen3moe` architecture, used twice as the referee
between the PyTorch trainer and llama.cpp:

  * on the GPU machine, train_tiny_moe.py checks that its PyTorch model computes the same logits
    as this file before it trains;
  * here, check_export.py checks that llama.cpp computes the same logits as this file from the
    exported GGUF.

Per layer, with x the residual stream of one sequence (rows are tokens):
    h = RMSNorm(x) * attn_norm
    q, k, v = h Wq^T, h Wk^T, h Wv^T, split into heads of head_dim
    q, k = RMSNorm(q) * q_norm, RMSNorm(k) * k_norm (per head), then NEOX RoPE: for i < d/2,
      (a_i, a_{i+d/2}) is rotated by the angle pos * base^(-2i/d)
    x += softmax(q k^T / sqrt(d) + causal mask) v Wo^T   (GQA: q head j uses kv head j / (n_head/n_kv))
    h = RMSNorm(x) * ffn_norm
    p = softmax(h Wr^T); S = top-k of p; w_e = p_e / sum_{s in S} p_s
    x += sum_{e in S} w_e * Down_e(silu(Gate_e h) * Up_e h)
logits = (RMSNorm(x) * output_norm) Wout^T.

Weights use the GGUF tensor names with numpy (row-major, reversed ggml) shapes, for example
`blk.0.ffn_gate_exps.weight` is [n_expert, n_ff_exp, n_embd].
"""

import numpy as np


def rms_norm(x: np.ndarray, w: np.ndarray, eps: float) -> np.ndarray:
    return x / np.sqrt(np.mean(x * x, axis=-1, keepdims=True) + eps) * w


def rope_neox(x: np.ndarray, pos: np.ndarray, base: float) -> np.ndarray:
    """x: [T, H, d]; rotates pairs (i, i + d/2)."""
    d = x.shape[-1]
    inv = base ** (-np.arange(0, d, 2, dtype=np.float64) / d)
    ang = pos[:, None].astype(np.float64) * inv[None, :]
    cos, sin = np.cos(ang)[:, None, :], np.sin(ang)[:, None, :]
    a, b = x[..., : d // 2], x[..., d // 2 :]
    return np.concatenate([a * cos - b * sin, b * cos + a * sin], axis=-1)


def forward(w: dict, cfg: dict, tokens: list[int], want_routing: bool = False):
    """Returns logits [T, n_vocab] (float64) and, if asked, top-k expert ids [n_layer, T, k]."""
    eps, d = cfg["rms_eps"], cfg["head_dim"]
    nh, nkv, k_used = cfg["n_head"], cfg["n_head_kv"], cfg["n_expert_used"]
    f = lambda name: np.asarray(w[name], dtype=np.float64)  # noqa: E731
    toks = np.asarray(tokens)
    T = len(toks)
    pos = np.arange(T)
    x = f("token_embd.weight")[toks]
    mask = np.triu(np.full((T, T), -np.inf), 1)
    routing = []
    for il in range(cfg["n_layer"]):
        p = f"blk.{il}."
        h = rms_norm(x, f(p + "attn_norm.weight"), eps)
        q = (h @ f(p + "attn_q.weight").T).reshape(T, nh, d)
        k = (h @ f(p + "attn_k.weight").T).reshape(T, nkv, d)
        v = (h @ f(p + "attn_v.weight").T).reshape(T, nkv, d)
        q = rope_neox(rms_norm(q, f(p + "attn_q_norm.weight"), eps), pos, cfg["rope_freq_base"])
        k = rope_neox(rms_norm(k, f(p + "attn_k_norm.weight"), eps), pos, cfg["rope_freq_base"])
        out = np.empty((T, nh, d))
        for hd in range(nh):
            kh = hd // (nh // nkv)
            s = q[:, hd, :] @ k[:, kh, :].T / np.sqrt(d) + mask
            s = np.exp(s - s.max(axis=-1, keepdims=True))
            s /= s.sum(axis=-1, keepdims=True)
            out[:, hd, :] = s @ v[:, kh, :]
        x = x + out.reshape(T, nh * d) @ f(p + "attn_output.weight").T
        h = rms_norm(x, f(p + "ffn_norm.weight"), eps)
        logits = h @ f(p + "ffn_gate_inp.weight").T
        probs = np.exp(logits - logits.max(axis=-1, keepdims=True))
        probs /= probs.sum(axis=-1, keepdims=True)
        # Stable order: highest probability first, ties to the lower id (as argsort of -p).
        top = np.argsort(-probs, axis=-1, kind="stable")[:, :k_used]
        routing.append(top)
        gate, up, down = f(p + "ffn_gate_exps.weight"), f(p + "ffn_up_exps.weight"), f(p + "ffn_down_exps.weight")
        moe = np.zeros_like(x)
        for t in range(T):
            sel = top[t]
            wts = probs[t, sel] / probs[t, sel].sum()
            for e, we in zip(sel, wts):
                g = gate[e] @ h[t]
                u = up[e] @ h[t]
                moe[t] += we * (down[e] @ (g / (1.0 + np.exp(-g)) * u))
        x = x + moe
    x = rms_norm(x, f("output_norm.weight"), eps)
    out_w = w["output.weight"] if "output.weight" in w else w["token_embd.weight"]
    logits = x @ np.asarray(out_w, dtype=np.float64).T
    if want_routing:
        return logits, np.stack(routing)
    return logits


def tensor_shapes(cfg: dict) -> dict:
    """The numpy shape of every tensor the model has, by GGUF name."""
    D, V, d = cfg["n_embd"], cfg["n_vocab"], cfg["head_dim"]
    E, F = cfg["n_expert"], cfg["n_ff_exp"]
    shapes = {
        "token_embd.weight": (V, D),
        "output_norm.weight": (D,),
        "output.weight": (V, D),
    }
    for il in range(cfg["n_layer"]):
        p = f"blk.{il}."
        shapes.update(
            {
                p + "attn_norm.weight": (D,),
                p + "attn_q.weight": (cfg["n_head"] * d, D),
                p + "attn_k.weight": (cfg["n_head_kv"] * d, D),
                p + "attn_v.weight": (cfg["n_head_kv"] * d, D),
                p + "attn_output.weight": (D, cfg["n_head"] * d),
                p + "attn_q_norm.weight": (d,),
                p + "attn_k_norm.weight": (d,),
                p + "ffn_norm.weight": (D,),
                p + "ffn_gate_inp.weight": (E, D),
                p + "ffn_gate_exps.weight": (E, F, D),
                p + "ffn_up_exps.weight": (E, F, D),
                p + "ffn_down_exps.weight": (E, D, F),
            }
        )
    return shapes


def random_weights(cfg: dict, seed: int) -> dict:
    """Random weights of a plausible scale (norm weights near 1), float32."""
    rng = np.random.default_rng(seed)
    w = {}
    for name, shape in tensor_shapes(cfg).items():
        if len(shape) == 1:
            w[name] = (1.0 + 0.1 * rng.standard_normal(shape)).astype(np.float32)
        else:
            fan_in = shape[-1]
            w[name] = (rng.standard_normal(shape) / np.sqrt(fan_in)).astype(np.float32)
    w["token_embd.weight"] *= 4.0
    return w
