#!/usr/bin/env python3
"""Held-out perplexity of a GGUF as llama.cpp computes it, over the same non-overlapping
512-token windows the trainer evaluates (window i = tokens [i*512, i*512 + 513); the model reads
the first 512 and is scored on the next token at each position).

    ~/.cache/strata/venv/bin/python tools/train/heldout_ppl.py models/strata-tiny-moe.gguf \
        .devcarry/train/test_kjv.u16 [--max-windows N]
Prints one JSON object.
"""

import argparse
import json
import math
from pathlib import Path

import numpy as np


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("gguf", type=Path)
    ap.add_argument("tokens", type=Path, help="uint16 token ids (prepare_corpus.py output)")
    ap.add_argument("--window", type=int, default=512)
    ap.add_argument("--max-windows", type=int, default=None)
    args = ap.parse_args()

    import llama_cpp
    import llama_cpp.llama_cpp as llama_c

    # See check_export.py: AMX tiles fault on this machine, so keep llama.cpp off its AMX path.
    default_params = llama_c.llama_model_default_params

    def no_extra_bufts():
        p = default_params()
        p.use_extra_bufts = False
        return p

    llama_c.llama_model_default_params = no_extra_bufts

    arr = np.fromfile(args.tokens, dtype=np.uint16).astype(np.int64)
    S = args.window
    n_win = (arr.size - 1) // S
    if args.max_windows is not None:
        n_win = min(n_win, args.max_windows)
    llm = llama_cpp.Llama(
        model_path=str(args.gguf), n_ctx=S, n_batch=S, logits_all=True, n_threads=2, verbose=False
    )
    nll, n = 0.0, 0
    for i in range(n_win):
        win = arr[i * S : i * S + S + 1]
        llm.reset()
        llm.eval(win[:S].tolist())
        logits = np.asarray(llm.scores[:S], dtype=np.float64)
        m = logits.max(-1, keepdims=True)
        lse = (m[:, 0] + np.log(np.exp(logits - m).sum(-1)))
        nll += float((lse - logits[np.arange(S), win[1:]]).sum())
        n += S
    print(json.dumps({"windows": n_win, "tokens": n, "nll": nll / n, "ppl": math.exp(nll / n)}))


if __name__ == "__main__":
    main()
