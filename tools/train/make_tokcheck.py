#!/usr/bin/env python3
"""Writes models/tokenizer-check.json: sample texts with the ids our trained BPE tokenizer
(HuggingFace `tokenizers`, the tokenizer the model was trained with) gives them. Tests check that
llama.cpp and Strata's own tokenizer reproduce these ids from the GGUF's metadata alone.

    python tools/train/make_tokcheck.py --tokenizer .devcarry/train/tokenizer.json \
        --heldout .devcarry/train -o models/tokenizer-check.json
"""

import argparse
import json
from pathlib import Path

from tokenizers import Tokenizer

FIXED = [
    "In the beginning God created the heaven and the earth.",
    "def main(argv=None):\n    return 0\n",
    "    if x  >=  10:\n\t\treturn  'done'\n\n\n",
    "I'll say it's 12345 apples, they're 3.14159; YOU'VE SEEN IT'S DONE",
    "naïve café — “quotes” and emoji 🙂 and 日本語 text",
    "<|im_start|>user\nHello<|im_end|>\n<|im_start|>assistant\n",
    "trailing spaces   \n   leading\r\nwindows line\r\n",
    "<|endoftext|>x<|endoftext|>",
    "",
]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--tokenizer", type=Path, required=True)
    ap.add_argument("--heldout", type=Path, required=True, help="folder with test_{kjv,py}.txt")
    ap.add_argument("-o", "--output", type=Path, required=True)
    args = ap.parse_args()
    tok = Tokenizer.from_file(str(args.tokenizer))
    texts = [("fixed", t) for t in FIXED]
    # Held-out text (never trained on): tests also score the model's perplexity on these.
    for dom in ("kjv", "py"):
        held = (args.heldout / f"test_{dom}.txt").read_text()
        for i in range(8):
            start = (len(held) // 8) * i
            texts.append((dom, held[start : start + 600]))
    cases = [
        {"domain": d, "text": t, "ids": tok.encode(t, add_special_tokens=False).ids} for d, t in texts
    ]
    lines = ",\n".join(json.dumps(c, ensure_ascii=False) for c in cases)
    args.output.write_text("[\n" + lines + "\n]\n")


if __name__ == "__main__":
    main()
