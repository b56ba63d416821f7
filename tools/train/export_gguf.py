#!/usr/bin/env python3
"""Writes the trained tiny MoE (or random weights of the same shape, for pipeline checks) as a
`qwen3moe` GGUF that llama.cpp loads unchanged, with the byte-level BPE tokenizer, ChatML template
and full hyperparameters.

Tensor names and ggml shapes follow llama.cpp's qwen3moe loader (src/models/qwen3moe.cpp):
`blk.N.ffn_gate_exps.weight` is {n_embd, n_ff_exp, n_expert} in ggml order (ne0 first), which is
numpy shape [n_expert, n_ff_exp, n_embd]; gguf-py reverses numpy shapes when it writes. Norms and
the router (`ffn_gate_inp`) stay F32, as llama.cpp's own converter keeps them; every other matrix
is Q8_0 (default) or F16.

Run with the oracle venv's Python (it has gguf-py):
    ~/.cache/strata/venv/bin/python tools/train/export_gguf.py --weights DIR \
        --tokenizer .devcarry/train/tokenizer.json -o models/strata-tiny-moe.gguf
"""

import argparse
import json
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
import qwen3moe_ref  # noqa: E402

import gguf  # noqa: E402

CHATML = (
    "{%- for message in messages %}"
    "{{- '<|im_start|>' + message['role'] + '\\n' + message['content'] + '<|im_end|>' + '\\n' }}"
    "{%- endfor %}"
    "{%- if add_generation_prompt %}{{- '<|im_start|>assistant\\n' }}{%- endif %}"
)


def load_weights(wdir: Path) -> dict:
    """Loads the trainer's shards (weights_*.npz) into one dict of float32 arrays."""
    w = {}
    shards = sorted(wdir.glob("weights_*.npz"))
    if not shards:
        sys.exit(f"error: no weights_*.npz in {wdir}")
    for shard in shards:
        with np.load(shard) as z:
            for name in z.files:
                w[name] = z[name].astype(np.float32)
    return w


def tokenizer_metadata(tok_path: Path) -> tuple[list[str], list[int], list[str], dict]:
    tj = json.loads(tok_path.read_text())
    vocab: dict[str, int] = dict(tj["model"]["vocab"])
    for added in tj.get("added_tokens", []):
        vocab[added["content"]] = added["id"]
    n = max(vocab.values()) + 1
    tokens = [""] * n
    for t, i in vocab.items():
        tokens[i] = t
    if any(t == "" for t in tokens):
        sys.exit("error: tokenizer ids are not dense")
    special = {a["content"]: a["id"] for a in tj.get("added_tokens", []) if a.get("special")}
    types = [
        gguf.TokenType.CONTROL if i in special.values() else gguf.TokenType.NORMAL for i in range(n)
    ]
    merges = [m if isinstance(m, str) else f"{m[0]} {m[1]}" for m in tj["model"]["merges"]]
    return tokens, [int(t) for t in types], merges, special


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    src = ap.add_mutually_exclusive_group(required=True)
    src.add_argument("--weights", type=Path, help="folder with the trainer's weights_*.npz")
    src.add_argument("--random-seed", type=int, help="random weights instead (pipeline checks)")
    ap.add_argument("--tokenizer", type=Path, required=True)
    ap.add_argument("--config", type=Path, default=Path(__file__).with_name("tiny_moe_config.json"))
    ap.add_argument("--type", choices=["q8_0", "f16", "f32"], default="q8_0")
    ap.add_argument("--name", default=None)
    ap.add_argument("-o", "--output", type=Path, required=True)
    args = ap.parse_args()

    cfg = json.loads(args.config.read_text())
    w = load_weights(args.weights) if args.weights else qwen3moe_ref.random_weights(cfg, args.random_seed)
    shapes = qwen3moe_ref.tensor_shapes(cfg)
    for name, shape in shapes.items():
        if name not in w:
            sys.exit(f"error: weights lack {name}")
        if tuple(w[name].shape) != shape:
            sys.exit(f"error: {name} has shape {w[name].shape}, expected {shape}")
        if not np.all(np.isfinite(w[name])):
            sys.exit(f"error: {name} has non-finite values")

    tokens, types, merges, special = tokenizer_metadata(args.tokenizer)
    if len(tokens) != cfg["n_vocab"]:
        sys.exit(f"error: tokenizer has {len(tokens)} tokens, config says {cfg['n_vocab']}")

    arch = "qwen3moe"
    wr = gguf.GGUFWriter(str(args.output), arch)
    wr.add_name(args.name or cfg["name"])
    wr.add_description(
        "Tiny qwen3moe trained by Strata on the King James Bible and the Python 3.11 standard "
        "library (tools/train); see models/README.md"
    )
    wr.add_context_length(cfg["n_ctx"])
    wr.add_embedding_length(cfg["n_embd"])
    wr.add_block_count(cfg["n_layer"])
    wr.add_feed_forward_length(cfg["n_ff_exp"] * cfg["n_expert_used"])
    wr.add_head_count(cfg["n_head"])
    wr.add_head_count_kv(cfg["n_head_kv"])
    wr.add_key_length(cfg["head_dim"])
    wr.add_value_length(cfg["head_dim"])
    wr.add_rope_freq_base(cfg["rope_freq_base"])
    wr.add_layer_norm_rms_eps(cfg["rms_eps"])
    wr.add_expert_count(cfg["n_expert"])
    wr.add_expert_used_count(cfg["n_expert_used"])
    wr.add_expert_feed_forward_length(cfg["n_ff_exp"])
    ftype = {
        "q8_0": gguf.LlamaFileType.MOSTLY_Q8_0,
        "f16": gguf.LlamaFileType.MOSTLY_F16,
        "f32": gguf.LlamaFileType.ALL_F32,
    }[args.type]
    wr.add_file_type(ftype)
    wr.add_quantization_version(gguf.GGML_QUANT_VERSION)

    wr.add_tokenizer_model("gpt2")
    wr.add_tokenizer_pre("qwen2")
    wr.add_token_list(tokens)
    wr.add_token_types(types)
    wr.add_token_merges(merges)
    wr.add_bos_token_id(special["<|endoftext|>"])
    wr.add_eos_token_id(special["<|im_end|>"])
    wr.add_pad_token_id(special["<|endoftext|>"])
    wr.add_add_bos_token(False)
    wr.add_chat_template(CHATML)

    for name, shape in shapes.items():
        arr = np.ascontiguousarray(w[name], dtype=np.float32)
        keep_f32 = len(shape) == 1 or name.endswith("ffn_gate_inp.weight") or args.type == "f32"
        if keep_f32:
            wr.add_tensor(name, arr)
        elif args.type == "f16":
            wr.add_tensor(name, arr.astype(np.float16))
        else:
            q = gguf.quants.quantize(arr, gguf.GGMLQuantizationType.Q8_0)
            wr.add_tensor(name, q, raw_shape=q.shape, raw_dtype=gguf.GGMLQuantizationType.Q8_0)

    wr.write_header_to_file()
    wr.write_kv_data_to_file()
    wr.write_tensors_to_file()
    wr.close()
    print(f"wrote {args.output} ({args.output.stat().st_size} bytes, {args.type})", file=sys.stderr)


if __name__ == "__main__":
    main()
