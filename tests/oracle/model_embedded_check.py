#!/usr/bin/env python3
"""Oracle for the embedded model (models/strata-tiny-moe.gguf), run by tests/tests/model_embedded.rs.

With llama.cpp (llama-cpp-python) and gguf-py as the referees it reports, as one JSON object:
  * the GGUF's metadata as gguf-py reads it (architecture, tokenizer model/pre-tokenizer, ...);
  * whether llama.cpp's logits match the numpy qwen3moe reference on the file's own tensors and
    whether llama.cpp's tokenizer reproduces the training tokenizer's ids for every case of
    models/tokenizer-check.json (tools/train/check_export.py);
  * llama.cpp's perplexity on the held-out snippets of that file, per domain (text the model
    never trained on): a trained model scores far below the ~4096 of uniform guessing.

Usage: model_embedded_check.py MODEL.gguf TOKCHECK.json
"""

import json
import math
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools" / "train"))
import check_export  # noqa: E402

import gguf  # noqa: E402


def metadata(path: Path) -> dict:
    r = gguf.GGUFReader(str(path))
    want = [
        "general.architecture",
        "tokenizer.ggml.model",
        "tokenizer.ggml.pre",
        "tokenizer.ggml.bos_token_id",
        "tokenizer.ggml.eos_token_id",
        "tokenizer.chat_template",
        "qwen3moe.expert_count",
        "qwen3moe.expert_used_count",
        "qwen3moe.block_count",
    ]
    out = {k: r.fields[k].contents() for k in want if k in r.fields}
    out["n_tensors"] = len(r.tensors)
    out["tensor_types"] = sorted({t.tensor_type.name for t in r.tensors})
    tokens = r.fields["tokenizer.ggml.tokens"].contents()
    out["n_tokens"] = len(tokens)
    out["special_tokens"] = [t for t in tokens if t.startswith("<|") and t.endswith("|>")]
    return out


def heldout_ppl(path: Path, cases: list[dict]) -> dict:
    llama_cpp = check_export.patch_llama_cpp()
    llm = llama_cpp.Llama(
        model_path=str(path), n_ctx=512, n_batch=512, logits_all=True, n_threads=2, verbose=False
    )
    out = {}
    for dom in ("kjv", "py"):
        nll, n = 0.0, 0
        for c in (c for c in cases if c["domain"] == dom):
            ids = c["ids"][:512]
            llm.reset()
            llm.eval(ids[:-1])
            logits = np.asarray(llm.scores[: len(ids) - 1], dtype=np.float64)
            m = logits.max(-1)
            lse = m + np.log(np.exp(logits - m[:, None]).sum(-1))
            nll += float((lse - logits[np.arange(len(ids) - 1), ids[1:]]).sum())
            n += len(ids) - 1
        out[dom] = {"tokens": n, "ppl": math.exp(nll / max(n, 1))}
    return out


def main() -> None:
    if len(sys.argv) != 3:
        sys.exit("usage: model_embedded_check.py MODEL.gguf TOKCHECK.json")
    model, tokcheck = Path(sys.argv[1]), Path(sys.argv[2])
    report = {"file_size": model.stat().st_size, "metadata": metadata(model)}
    report["check"] = check_export.check(model, tokcheck)
    report["heldout"] = heldout_ppl(model, json.loads(tokcheck.read_text()))
    print(json.dumps(report))


if __name__ == "__main__":
    main()
