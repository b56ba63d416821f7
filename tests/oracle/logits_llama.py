"""Oracle: llama.cpp's logits (through llama-cpp-python) for a token sequence on a GGUF.

usage: logits_llama.py MODEL.gguf TOKENS OUT.f32 [--greedy N] [--threads T]

TOKENS is comma-separated ids. Writes f32 little-endian [n_tokens x n_vocab], row i = logits
after tokens[0..=i] (llama.cpp with logits_all, one batch). With --greedy N, then generates N
tokens greedily (argmax of each step's logits, fed back one at a time) and prints them as a JSON
list on stdout.

Weight repacking into ggml's extra buffer types (AMX) is disabled; see below. The KV cache is kept in F32 (type_k = type_v = 0) and flash attention is off, so that the
attention arithmetic is plain f32 like Strata's; everything else is llama.cpp's default CPU path.
"""

import json
import sys

import llama_cpp.llama_cpp as llama_c
import numpy as np
from llama_cpp import Llama

# ggml's "extra buffer types" repack quantized weights for AMX tile instructions when the build
# saw AMX; this machine's kernel does not enable AMX state, so those kernels die with SIGILL.
# Turning the extra buffer types off keeps llama.cpp on its ordinary AVX2/AVX-512 CPU kernels.
_default_params = llama_c.llama_model_default_params


def _params_without_extra_bufts():
    p = _default_params()
    p.use_extra_bufts = False
    return p


llama_c.llama_model_default_params = _params_without_extra_bufts


def main() -> int:
    args = sys.argv[1:]
    greedy = 0
    threads = 2
    if "--greedy" in args:
        i = args.index("--greedy")
        greedy = int(args[i + 1])
        del args[i : i + 2]
    if "--threads" in args:
        i = args.index("--threads")
        threads = int(args[i + 1])
        del args[i : i + 2]
    if len(args) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    model, tokens_s, out = args
    tokens = [int(t) for t in tokens_s.split(",") if t]
    n_ctx = max(64, len(tokens) + greedy + 8)
    llm = Llama(
        model_path=model,
        n_ctx=n_ctx,
        n_batch=n_ctx,
        n_ubatch=n_ctx,
        n_threads=threads,
        n_threads_batch=threads,
        logits_all=True,
        flash_attn=False,
        type_k=0,
        type_v=0,
        verbose=False,
    )
    llm.eval(tokens)
    n_vocab = llm.n_vocab()
    scores = np.asarray(llm.scores[: len(tokens)], dtype=np.float32)
    assert scores.shape == (len(tokens), n_vocab)
    scores.astype("<f4").tofile(out)
    if greedy:
        gen = []
        last = scores[-1]
        for _ in range(greedy):
            tok = int(np.argmax(last))
            gen.append(tok)
            llm.eval([tok])
            last = np.asarray(llm.scores[llm.n_tokens - 1], dtype=np.float32)
        print(json.dumps(gen))
    return 0


if __name__ == "__main__":
    sys.exit(main())
