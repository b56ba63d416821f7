#!/usr/bin/env python3
"""Collects the two-domain training corpus for the tiny MoE, trains its byte-level BPE tokenizer and
writes token-id arrays small enough to carry to the GPU machine.

Domains (both installed from Debian packages, see models/README.md for the licences):
  * prose: the King James Bible, read through the `bible` program of the `bible-kjv` package
    (the text lives in `bible-kjv-text`); one document per chapter, one verse per line;
  * code: the Python 3.11 standard library and its test suite (`libpython3.11-stdlib`,
    `libpython3.11-testsuite`), one document per `.py` file.

Each domain is split by document into train / val / test (about 96 / 2 / 2 per cent). The
tokenizer is trained on the train split only. A share of training documents is wrapped in a ChatML
exchange so the shipped chat template means something to the model.

Run with a Python that has `tokenizers` (tools/train/setup_train_env.sh makes one):
    python tools/train/prepare_corpus.py --out .devcarry/train
"""

import argparse
import hashlib
import json
import os
import random
import re
import subprocess
import sys
from pathlib import Path

import numpy as np

SPECIALS = ["<|endoftext|>", "<|im_start|>", "<|im_end|>"]

# Qwen2's pre-tokenizer split, as in its tokenizer.json; llama.cpp's `qwen2` pre-type applies the
# same expression (spelled without the inline (?i:) group), so both tokenize identically.
QWEN2_SPLIT = (
    r"(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}| ?[^\s\p{L}\p{N}]+[\r\n]*"
    r"|\s*[\r\n]+|\s+(?!\S)|\s+"
)

PY_ROOT = Path("/usr/lib/python3.11")
PY_MAX_BYTES = 300_000


def split_of(key: str) -> str:
    """Deterministic document-level split: 2% val, 2% test, the rest train."""
    h = int(hashlib.sha256(key.encode()).hexdigest()[:8], 16) % 100
    if h < 2:
        return "val"
    if h < 4:
        return "test"
    return "train"


def kjv_chapters() -> list[tuple[str, str]]:
    """Returns (key, text) per chapter, verses one per line, references stripped."""
    try:
        out = subprocess.run(
            ["bible", "-f", "Ge1:1-Rev22:21"], check=True, capture_output=True, text=True
        ).stdout
    except (OSError, subprocess.CalledProcessError) as e:
        sys.exit(f"error: cannot read the KJV through `bible` (apt-get install bible-kjv): {e}")
    chapters: dict[str, list[str]] = {}
    order: list[str] = []
    ref = re.compile(r"^([1-3]?[A-Za-z]+)(\d+):(\d+) (.*)$")
    for line in out.splitlines():
        m = ref.match(line)
        if not m:
            continue
        key = f"{m.group(1)}{m.group(2)}"
        if key not in chapters:
            chapters[key] = []
            order.append(key)
        chapters[key].append(m.group(4).strip())
    if len(order) < 1000:
        sys.exit(f"error: expected ~1189 KJV chapters, got {len(order)}")
    return [(k, "\n".join(chapters[k]) + "\n") for k in order]


def python_files() -> list[tuple[str, str]]:
    """Returns (relative path, source) for the stdlib + test suite .py files that decode as UTF-8."""
    if not (PY_ROOT / "test").is_dir():
        sys.exit(f"error: {PY_ROOT}/test missing (apt-get install libpython3.11-testsuite)")
    docs = []
    for path in sorted(PY_ROOT.rglob("*.py")):
        rel = str(path.relative_to(PY_ROOT))
        if "-packages" in rel or rel.startswith("pydoc_data"):
            continue
        try:
            if path.stat().st_size > PY_MAX_BYTES or path.stat().st_size == 0:
                continue
            text = path.read_bytes().decode("utf-8")
        except (OSError, UnicodeDecodeError):
            continue
        if max((len(line) for line in text.splitlines()), default=0) > 400:
            continue  # generated data tables, not code
        docs.append((rel, text))
    return docs


def chatify(domain: str, key: str, text: str) -> str:
    """Wraps a document as a one-turn ChatML exchange (the template the GGUF ships)."""
    if domain == "kjv":
        first, _, rest = text.partition("\n")
        user, reply = f"Continue this passage:\n{first}", rest.rstrip("\n")
    else:
        mod = key[:-3].replace("/", ".").removesuffix(".__init__")
        user, reply = f"Show the Python source of the module {mod}.", text.rstrip("\n")
    return (
        f"<|im_start|>user\n{user}<|im_end|>\n<|im_start|>assistant\n{reply}<|im_end|>\n"
    )


def train_tokenizer(texts: list[str], vocab_size: int):
    from tokenizers import Regex, Tokenizer, decoders, models, pre_tokenizers, trainers

    tok = Tokenizer(models.BPE())
    tok.pre_tokenizer = pre_tokenizers.Sequence(
        [
            pre_tokenizers.Split(Regex(QWEN2_SPLIT), behavior="isolated", invert=False),
            pre_tokenizers.ByteLevel(add_prefix_space=False, trim_offsets=False, use_regex=False),
        ]
    )
    tok.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(
        vocab_size=vocab_size,
        special_tokens=SPECIALS,
        initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),
        show_progress=False,
    )
    tok.train_from_iterator(texts, trainer=trainer)
    return tok


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--vocab", type=int, default=4096)
    ap.add_argument("--chat-share", type=float, default=0.15)
    ap.add_argument("--seed", type=int, default=1234)
    args = ap.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    rng = random.Random(args.seed)

    domains = {"kjv": kjv_chapters(), "py": python_files()}
    splits: dict[str, dict[str, list[str]]] = {}
    raw_bytes: dict[str, dict[str, int]] = {}
    for dom, docs in domains.items():
        splits[dom] = {"train": [], "val": [], "test": []}
        raw_bytes[dom] = {"train": 0, "val": 0, "test": 0}
        for key, text in docs:
            s = split_of(f"{dom}:{key}")
            raw_bytes[dom][s] += len(text.encode())
            if s == "train" and rng.random() < args.chat_share:
                text = chatify(dom, key, text)
            splits[dom][s].append(text)
        print(
            f"{dom}: {len(docs)} docs; bytes {raw_bytes[dom]}; "
            f"docs per split { {k: len(v) for k, v in splits[dom].items()} }",
            file=sys.stderr,
        )

    train_texts = splits["kjv"]["train"] + splits["py"]["train"]
    tok = train_tokenizer(train_texts, args.vocab)
    tok.save(str(args.out / "tokenizer.json"))
    vocab = tok.get_vocab_size()
    eot = tok.token_to_id("<|endoftext|>")
    print(f"tokenizer: {vocab} tokens, eot={eot}", file=sys.stderr)

    meta = {"vocab_size": vocab, "specials": {s: tok.token_to_id(s) for s in SPECIALS}, "arrays": {}}
    for dom in domains:
        for s, texts in splits[dom].items():
            ids: list[int] = []
            for enc in tok.encode_batch(texts, add_special_tokens=False):
                ids.extend(enc.ids)
                ids.append(eot)
            arr = np.asarray(ids, dtype=np.uint16)
            name = f"{s}_{dom}.u16"
            arr.tofile(args.out / name)
            meta["arrays"][name] = {"tokens": int(arr.size), "bytes_text": raw_bytes[dom][s]}
            print(f"{name}: {arr.size} tokens ({raw_bytes[dom][s] / max(arr.size, 1):.2f} B/token)",
                  file=sys.stderr)
    (args.out / "meta.json").write_text(json.dumps(meta, indent=1) + "\n")
    # The held-out text itself, so the routing/perplexity evaluation can be redone here.
    for dom in domains:
        (args.out / f"test_{dom}.txt").write_text("".join(splits[dom]["test"]))
    os.sync()


if __name__ == "__main__":
    main()
