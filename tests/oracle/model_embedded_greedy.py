#!/usr/bin/env python3
"""Oracle: llama.cpp's greedy continuation of a token prompt on a GGUF model.

Usage: model_embedded_greedy.py MODEL.gguf N_TOKENS PROMPT_TEXT
Prints one JSON object: {"prompt_tokens": [...], "tokens": [generated ids], "min_top2_margin": x}
(the prompt is tokenized by llama.cpp without BOS, special tokens parsed). Generation is
greedy (argmax of the logits at each step) and stops after N_TOKENS or at an end-of-generation
token, which is included, as `strata-rt generate --json` reports it.
"""

import json
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools" / "train"))
import check_export  # noqa: E402


def main() -> None:
    if len(sys.argv) != 4:
        sys.exit("usage: model_embedded_greedy.py MODEL.gguf N_TOKENS PROMPT_TEXT")
    path, n = sys.argv[1], int(sys.argv[2])
    llama_cpp = check_export.patch_llama_cpp()
    # F32 KV cache: the reference arithmetic; llama.cpp's default F16 cache rounds K and V.
    llm = llama_cpp.Llama(
        model_path=path,
        n_ctx=512,
        n_batch=512,
        n_threads=2,
        logits_all=True,
        verbose=False,
        type_k=0,
        type_v=0,
    )
    prompt = [int(t) for t in llm.tokenize(sys.argv[3].encode(), add_bos=False, special=True)]
    llm.reset()
    llm.eval(prompt)
    out = []
    margins = []
    for _ in range(n):
        logits = np.asarray(llm.scores[llm.n_tokens - 1], dtype=np.float64)
        top2 = np.sort(logits)[-2:]
        margins.append(float(top2[1] - top2[0]))
        tok = int(logits.argmax())
        out.append(tok)
        if tok == llm.token_eos():
            break
        llm.eval([tok])
    print(json.dumps({"prompt_tokens": prompt, "tokens": out, "min_top2_margin": min(margins)}))


if __name__ == "__main__":
    main()
