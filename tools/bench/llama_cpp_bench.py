"""llama.cpp's CPU prefill and decode speed on a GGUF, through llama-cpp-python.

Usage: llama_cpp_bench.py MODEL.gguf [--threads N] [--prompt-len N] [--gen-len M] [--n-ctx C]

Feeds the same prompt ids `strata-rt bench` uses (id_i = (i * 2654435761 + 7) mod n_vocab) as one
batch, then M single-token evaluations, each of the argmax of the previous logits (greedy, as
`strata-rt bench` decodes). Prints one JSON object: prefill and decode tokens/s measured around
the calls, and llama.cpp's own timers (llama_perf_context) beside them.

llama-cpp-python 0.3.36 repacks quantized weights for AMX on CPUs that report it; the sandbox
here forbids those instructions (SIGILL), so the model is loaded with use_extra_bufts = False, as
every oracle script does. llama.cpp then runs its AVX-512/AVX2 kernels.
"""

import argparse
import json
import os
import sys
import time

import llama_cpp
import llama_cpp.llama as llama_module
import numpy as np

_default_params = llama_cpp.llama_model_default_params


def _params_without_extra_buffers():
    p = _default_params()
    p.use_extra_bufts = False
    return p


llama_module.llama_cpp.llama_model_default_params = _params_without_extra_buffers


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("model")
    ap.add_argument("--threads", type=int, default=os.cpu_count())
    ap.add_argument("--prompt-len", type=int, default=64)
    ap.add_argument("--gen-len", type=int, default=32)
    ap.add_argument("--n-ctx", type=int, default=0)
    a = ap.parse_args()
    if a.prompt_len < 1 or a.gen_len < 0:
        print("error: --prompt-len must be >= 1 and --gen-len >= 0", file=sys.stderr)
        return 1
    n_ctx = a.n_ctx or (a.prompt_len + a.gen_len + 16)
    t0 = time.perf_counter()
    llm = llama_cpp.Llama(
        model_path=a.model,
        n_ctx=n_ctx,
        n_batch=max(a.prompt_len, 1),
        n_ubatch=max(a.prompt_len, 1),
        n_threads=a.threads,
        n_threads_batch=a.threads,
        verbose=False,
        seed=0,
    )
    load_s = time.perf_counter() - t0
    n_vocab = llm.n_vocab()

    def argmax_last() -> int:
        # The last evaluated token's logits, straight from llama.cpp's buffer.
        ptr = llama_cpp.llama_get_logits_ith(llm.ctx, -1)
        return int(np.argmax(np.ctypeslib.as_array(ptr, shape=(n_vocab,))))

    prompt = [(i * 2654435761 + 7) % n_vocab for i in range(a.prompt_len)]

    t0 = time.perf_counter()
    llm.eval(prompt)
    prefill_s = time.perf_counter() - t0
    tok = argmax_last()

    generated = []
    t0 = time.perf_counter()
    for _ in range(a.gen_len):
        llm.eval([tok])
        generated.append(tok)
        tok = argmax_last()
    decode_s = time.perf_counter() - t0

    perf = llama_cpp.llama_perf_context(llm.ctx)
    out = {
        "engine": "llama.cpp",
        "llama_cpp_python": llama_cpp.__version__,
        "threads": a.threads,
        "prompt_len": a.prompt_len,
        "gen_len": a.gen_len,
        "load_s": load_s,
        "prefill_tok_s": a.prompt_len / prefill_s,
        "decode_tok_s": a.gen_len / decode_s if decode_s > 0 else 0.0,
        "llama_perf": {
            "t_p_eval_ms": perf.t_p_eval_ms,
            "n_p_eval": perf.n_p_eval,
            "t_eval_ms": perf.t_eval_ms,
            "n_eval": perf.n_eval,
        },
        "generated": generated,
    }
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
