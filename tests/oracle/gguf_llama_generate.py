"""Oracle: llama.cpp (llama-cpp-python) loads a GGUF file and generates tokens greedily.

Usage: gguf_llama_generate.py MODEL.gguf N_TOKENS
Prints one JSON object: the architecture and vocabulary size llama.cpp reports, the prompt's
tokens, the generated token ids, the chat template llama.cpp found, and statistics of the
next-token logits after the prompt (to show they are neither flat nor one-hot).
"""

import json
import sys

import numpy as np

import llama_cpp
import llama_cpp.llama as llama_module

# ggml's CPU backend repacks Q4_0/Q8_0/... weights into "extra buffer types" (AMX tiles on this
# CPU). The sandboxes we test in do not grant AMX state, so those kernels die with SIGILL; the
# plain CPU kernels compute the same model. Turn the extra buffers off.
_default_params = llama_cpp.llama_model_default_params


def _params_without_extra_buffers():
    p = _default_params()
    p.use_extra_bufts = False
    return p


llama_module.llama_cpp.llama_model_default_params = _params_without_extra_buffers


def main() -> None:
    path, n = sys.argv[1], int(sys.argv[2])
    llm = llama_cpp.Llama(
        model_path=path, n_ctx=128, n_threads=1, n_batch=32, verbose=False, seed=0
    )
    prompt = llm.tokenize(b"Hello, world! The model", add_bos=True, special=False)
    generated = []
    for tok in llm.generate(prompt, temp=0.0, top_k=1, reset=True):
        generated.append(int(tok))
        if len(generated) >= n:
            break
    llm.reset()
    llm.eval(prompt)
    # The logits of the last evaluated position, straight from llama.cpp's context.
    ptr = llama_cpp.llama_get_logits_ith(llm.ctx, -1)
    logits = np.ctypeslib.as_array(ptr, shape=(llm.n_vocab(),)).astype(np.float64)
    p = np.exp(logits - logits.max())
    p /= p.sum()
    out = {
        "arch": llm.metadata.get("general.architecture"),
        "n_vocab": llm.n_vocab(),
        "prompt": prompt,
        "generated": generated,
        "text": llm.detokenize(generated).decode("utf-8", errors="replace"),
        "chat_template": llm.metadata.get("tokenizer.chat_template"),
        "logit_std": float(logits.std()),
        "top1_prob": float(p.max()),
    }
    print(json.dumps(out))


if __name__ == "__main__":
    main()
