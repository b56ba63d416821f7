"""Writes a copy of a GGUF whose chat template is Qwen3's (tools, `<think>` reasoning), so that
the embedded model can be served the way a Qwen3 model is: `enable_thinking` changes the
prompt and tool definitions reach it.

Usage: server_qwen3_gguf.py IN.gguf OUT.gguf

It runs gguf-py's own `gguf_new_metadata` script (the peer that writes GGUF metadata), which
copies every tensor unchanged. The template (tests/fixtures/qwen3.jinja, shared with the chat-template
tests) is Qwen3's published chat template.
"""

import os
import subprocess
import sys

QWEN3_TEMPLATE_PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "fixtures",
                                   "qwen3.jinja")


def main() -> None:
    src, dst = sys.argv[1:3]
    with open(QWEN3_TEMPLATE_PATH, encoding="utf-8") as f:
        qwen3_template = f.read()
    subprocess.run(
        [
            sys.executable,
            "-m",
            "gguf.scripts.gguf_new_metadata",
            src,
            dst,
            "--chat-template",
            qwen3_template,
            "--force",
        ],
        check=True,
        stdout=subprocess.DEVNULL,
    )
    print(dst)


if __name__ == "__main__":
    main()
