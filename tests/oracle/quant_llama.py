"""Oracle for Strata's quantization tests: tensors that llama.cpp itself quantized.

Usage: quant_llama.py DIR FTYPE [FTYPE ...]
Writes DIR/f32.gguf, a small F32 qwen3moe model (every weight dimension a multiple of 256, so
the k-quants apply), quantizes it with llama_cpp.llama_model_quantize to each FTYPE (a
LLAMA_FTYPE_MOSTLY_* suffix such as Q4_K_M), then for every quantized tensor writes:
  DIR/<i>.bin  its raw block bytes          DIR/<i>.f32  gguf.quants.dequantize of them
  DIR/<i>.src  the F32 source values (little-endian float32)
and prints one JSON object {"entries": [{"id", "ftype", "tensor", "type", "n"}...]} on stdout.
"""
import json
import sys
from pathlib import Path

import numpy as np
import gguf
from gguf import GGMLQuantizationType, GGUFReader
from gguf.quants import dequantize
import llama_cpp

N_EMBD, N_HEAD, HEAD_DIM, N_KV, N_EXP, N_USED, N_FF, VOCAB = 256, 2, 128, 1, 4, 2, 256, 512


def write_model(path: Path) -> dict:
    rng = np.random.default_rng(7)
    w = gguf.GGUFWriter(str(path), "qwen3moe")
    w.add_block_count(1)
    w.add_context_length(256)
    w.add_embedding_length(N_EMBD)
    w.add_feed_forward_length(N_FF)
    w.add_head_count(N_HEAD)
    w.add_head_count_kv(N_KV)
    w.add_key_length(HEAD_DIM)
    w.add_value_length(HEAD_DIM)
    w.add_rope_freq_base(10000.0)
    w.add_layer_norm_rms_eps(1e-6)
    w.add_expert_count(N_EXP)
    w.add_expert_used_count(N_USED)
    w.add_expert_feed_forward_length(N_FF)
    w.add_file_type(0)
    w.add_tokenizer_model("llama")
    w.add_token_list([f"<t{i}>" for i in range(VOCAB)])
    w.add_token_scores([0.0] * VOCAB)
    w.add_token_types([1] * VOCAB)
    src = {}

    def t(name, shape):
        # Heavy-tailed values with per-row scale variation, like trained weights; numpy shapes
        # are row-major (outermost first).
        x = rng.standard_t(5, size=shape).astype(np.float32)
        x *= np.exp(rng.normal(0, 0.5, size=shape[:-1] + (1,))).astype(np.float32) * 0.05
        src[name] = x
        w.add_tensor(name, x)

    t("token_embd.weight", (VOCAB, N_EMBD))
    w.add_tensor("output_norm.weight", np.ones(N_EMBD, dtype=np.float32))
    t("output.weight", (VOCAB, N_EMBD))
    w.add_tensor("blk.0.attn_norm.weight", np.ones(N_EMBD, dtype=np.float32))
    t("blk.0.attn_q.weight", (N_HEAD * HEAD_DIM, N_EMBD))
    t("blk.0.attn_k.weight", (N_KV * HEAD_DIM, N_EMBD))
    t("blk.0.attn_v.weight", (N_KV * HEAD_DIM, N_EMBD))
    t("blk.0.attn_output.weight", (N_EMBD, N_HEAD * HEAD_DIM))
    w.add_tensor("blk.0.attn_q_norm.weight", np.ones(HEAD_DIM, dtype=np.float32))
    w.add_tensor("blk.0.attn_k_norm.weight", np.ones(HEAD_DIM, dtype=np.float32))
    w.add_tensor("blk.0.ffn_norm.weight", np.ones(N_EMBD, dtype=np.float32))
    t("blk.0.ffn_gate_inp.weight", (N_EXP, N_EMBD))
    t("blk.0.ffn_gate_exps.weight", (N_EXP, N_FF, N_EMBD))
    t("blk.0.ffn_up_exps.weight", (N_EXP, N_FF, N_EMBD))
    t("blk.0.ffn_down_exps.weight", (N_EXP, N_EMBD, N_FF))
    w.write_header_to_file()
    w.write_kv_data_to_file()
    w.write_tensors_to_file()
    w.close()
    return src


def main() -> None:
    out = Path(sys.argv[1])
    src = write_model(out / "f32.gguf")
    entries = []
    for ft in sys.argv[2:]:
        dst = out / f"{ft}.gguf"
        params = llama_cpp.llama_model_quantize_default_params()
        params.ftype = getattr(llama_cpp, f"LLAMA_FTYPE_MOSTLY_{ft}")
        params.nthread = 2
        rc = llama_cpp.llama_model_quantize(str(out / "f32.gguf").encode(), str(dst).encode(), params)
        if rc != 0:
            sys.exit(f"llama_model_quantize to {ft} failed with {rc}")
        for ti in GGUFReader(str(dst)).tensors:
            if ti.name not in src:
                continue
            ty = GGMLQuantizationType(ti.tensor_type)
            raw = np.asarray(ti.data).view(np.uint8).reshape(-1)
            i = len(entries)
            raw.tofile(out / f"{i}.bin")
            block, size = gguf.constants.GGML_QUANT_SIZES[ty]
            y = dequantize(raw.reshape(-1, size), ty) if ty != GGMLQuantizationType.F32 else raw.view(np.float32)
            np.asarray(y, dtype=np.float32).reshape(-1).tofile(out / f"{i}.f32")
            src[ti.name].reshape(-1).tofile(out / f"{i}.src")
            entries.append({"id": i, "ftype": ft, "tensor": ti.name, "type": ty.name, "n": int(src[ti.name].size)})
    print(json.dumps({"entries": entries}))


if __name__ == "__main__":
    main()
