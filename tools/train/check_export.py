#!/usr/bin/env python3
"""Checks an exported tiny-MoE GGUF against two referees:

  1. llama.cpp (llama-cpp-python) loads it and its logits for a token sequence match this
     folder's numpy forward pass (qwen3moe_ref.py) run on the GGUF's own (dequantized) tensors:
     that proves the tensor layout, hyperparameters and architecture agree;
  2. optionally, llama.cpp's tokenizer reproduces the ids our BPE tokenizer gave for sample
     texts (models/tokenizer-check.json), proving the `qwen2` pre-tokenizer and merges agree.

Run with the oracle venv's Python:
    ~/.cache/strata/venv/bin/python tools/train/check_export.py models/strata-tiny-moe.gguf \
        [--tokcheck models/tokenizer-check.json]
Prints one JSON object; exits 1 if a check fails.
"""

import argparse
import json
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
import qwen3moe_ref  # noqa: E402

import gguf  # noqa: E402


def gguf_weights_and_config(path: Path) -> tuple[dict, dict]:
    r = gguf.GGUFReader(str(path))
    w = {}
    for t in r.tensors:
        shape = tuple(int(x) for x in reversed(t.shape.tolist()))
        w[t.name] = gguf.quants.dequantize(t.data, t.tensor_type).reshape(shape).astype(np.float32)

    def kv(key):
        f = r.fields[key]
        return f.contents()

    a = "qwen3moe"
    cfg = {
        "n_vocab": len(kv("tokenizer.ggml.tokens")),
        "n_ctx": kv(f"{a}.context_length"),
        "n_embd": kv(f"{a}.embedding_length"),
        "n_layer": kv(f"{a}.block_count"),
        "n_head": kv(f"{a}.attention.head_count"),
        "n_head_kv": kv(f"{a}.attention.head_count_kv"),
        "head_dim": kv(f"{a}.attention.key_length"),
        "n_expert": kv(f"{a}.expert_count"),
        "n_expert_used": kv(f"{a}.expert_used_count"),
        "n_ff_exp": kv(f"{a}.expert_feed_forward_length"),
        "rope_freq_base": kv(f"{a}.rope.freq_base"),
        "rms_eps": kv(f"{a}.attention.layer_norm_rms_epsilon"),
        "all_f32": all(t.tensor_type == gguf.GGMLQuantizationType.F32 for t in r.tensors),
    }
    return w, cfg


def patch_llama_cpp():
    """Imports llama_cpp with its weight-repacking ("extra") buffer types turned off and returns it.

    This machine's CPU reports AMX, but using AMX tiles raises SIGILL here (the sandbox does not
    grant the tile state), and llama.cpp's native build routes Q8_0 weights through its AMX extra
    buffer type. Without extra buffer types it keeps the plain AVX-512 dot products.
    """
    import llama_cpp
    import llama_cpp.llama_cpp as llama_c

    default_params = llama_c.llama_model_default_params
    if getattr(default_params, "_strata_patched", False):
        return llama_cpp

    def no_extra_bufts():
        p = default_params()
        p.use_extra_bufts = False
        return p

    no_extra_bufts._strata_patched = True
    llama_c.llama_model_default_params = no_extra_bufts
    return llama_cpp


def check(gguf_path: Path, tokcheck: Path | None = None, n_tokens: int = 24, seed: int = 7) -> dict:
    """Runs the checks of this module's docstring; returns the report (report["ok"] = verdict)."""
    llama_cpp = patch_llama_cpp()
    w, cfg = gguf_weights_and_config(gguf_path)
    rng = np.random.default_rng(seed)
    toks = [int(t) for t in rng.integers(3, cfg["n_vocab"], size=n_tokens)]
    ref = qwen3moe_ref.forward(w, cfg, toks)

    llm = llama_cpp.Llama(
        model_path=str(gguf_path),
        n_ctx=256,
        n_batch=256,
        logits_all=True,
        n_threads=2,
        verbose=False,
        # An F32 KV cache: llama.cpp's default F16 cache rounds K and V, which is enough to flip a
        # near-tied expert choice on random weights and hide real agreement behind noise.
        type_k=0,
        type_v=0,
    )
    llm.eval(toks)
    ours = np.asarray(llm.scores[: len(toks)], dtype=np.float64)
    diff = np.abs(ours - ref)
    scale = np.abs(ref).max()
    argmax_agree = float(np.mean(ours.argmax(-1) == ref.argmax(-1)))
    report = {
        "config": {k: v for k, v in cfg.items() if k != "all_f32"},
        "n_tokens": len(toks),
        "max_abs_diff": float(diff.max()),
        "ref_max_abs": float(scale),
        "rel_max_diff": float(diff.max() / scale),
        "median_row_rel_diff": float(np.median(diff.max(-1)) / scale),
        "argmax_agreement": argmax_agree,
    }
    # F32 weights must agree to rounding everywhere. Quantized weights are compared after
    # dequantization, but llama.cpp also quantizes the activations (Q8_0 dot products), which can
    # flip a near-tied expert choice for a token; so they are judged on the typical token.
    if cfg["all_f32"]:
        ok = report["rel_max_diff"] < 1e-3 and argmax_agree == 1.0
    else:
        ok = report["median_row_rel_diff"] < 3e-2 and argmax_agree >= 0.9
    report["logits_ok"] = ok

    if tokcheck:
        cases = json.loads(tokcheck.read_text())
        bad = []
        for c in cases:
            got = llm.tokenize(c["text"].encode(), add_bos=False, special=True)
            if list(got) != c["ids"]:
                bad.append({"text": c["text"][:80], "want": c["ids"][:20], "got": list(got)[:20]})
        report["tokenizer_cases"] = len(cases)
        report["tokenizer_mismatches"] = bad[:5]
        report["tokenizer_mismatch_count"] = len(bad)
        ok = ok and not bad
    report["ok"] = ok
    return report


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("gguf", type=Path)
    ap.add_argument("--tokcheck", type=Path)
    ap.add_argument("--n-tokens", type=int, default=24)
    ap.add_argument("--seed", type=int, default=7)
    args = ap.parse_args()
    report = check(args.gguf, args.tokcheck, args.n_tokens, args.seed)
    print(json.dumps(report))
    sys.exit(0 if report["ok"] else 1)


if __name__ == "__main__":
    main()
