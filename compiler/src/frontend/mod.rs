//! Model frontends: lower a GGUF file's architecture to the IR graph and its [`ModelConfig`].
//!
//! Supported architectures (`general.architecture`):
//! * `qwen3moe` (Qwen3-30B-A3B, Qwen3-Coder-30B-A3B): NEOX RoPE, per-head Q/K RMSNorm, routed
//!   experts with softmax router and renormalised top-k, no shared expert.
//! * `qwen2moe`: NEOX RoPE, Q/K/V biases (optional, as in llama.cpp), routed experts (softmax,
//!   top-k not renormalised) plus a shared expert scaled by a sigmoid gate.
//! * `olmoe` (OLMoE-1B-7B): NEOX RoPE, RMSNorm of the whole Q and K projections (one weight of
//!   `n_head·head_dim` values each, not per head), routed experts with a softmax router whose
//!   top-k weights are not renormalised, no shared expert.
//! * `gpt-oss` (gpt-oss-20b/120b): NEOX RoPE with YaRN scaling, Q/K/V and output biases, a
//!   learned sink logit per head (`attn_sinks`), sliding-window attention on the layers
//!   `attention.sliding_window_pattern` marks (default: the even ones), a biased router whose
//!   weights are the softmax of the selected logits, experts with gate/up/down biases and the
//!   clamped SwiGLU (`min(g, 7)·σ(1.702·min(g, 7))·(clamp(u, ±7) + 1)`), usually in MXFP4.
//! * `qwen35moe` (Qwen3.5/3.6-35B-A3B): gated DeltaNet layers and a gated full-attention layer
//!   every `full_attention_interval`, routed experts plus a sigmoid-gated shared expert; its
//!   own builder, [`qwen35`].
//! * `llama` with `ffn_*_exps` (Mixtral): normal RoPE, softmax router with renormalised top-k;
//!   `llama` without experts (a dense llama) is supported too, with a dense SwiGLU FFN.
//!
//! Every hyperparameter is read from the GGUF's `{arch}.*` keys and checked against the tensor
//! shapes. What the frontends refuse, by name: any other architecture; per-layer head counts
//! that differ between layers; a sliding attention window (except gpt-oss's); RoPE scaling
//! other than linear (and gpt-oss's YaRN); RoPE
//! frequency factors (`rope_freqs.weight`); differing key/value head sizes; router gating other
//! than softmax; expert weight scaling; per-expert split tensors (old Mixtral GGUFs); and any
//! tensor the lowered graph does not use (llama.cpp refuses those too), so no part of a model is
//! silently ignored.
//!
//! What the frontends accept because llama.cpp does (its `create_tensor_qkv`): Q/K/V biases are
//! optional on every architecture, and a fused `attn_qkv.weight` (with or without
//! `attn_qkv.bias`) may stand in for separate Q/K/V. A fused projection is split at compile time
//! into three row ranges of the same tensor ([`WeightView`]): ggml stores a matrix row by row, so
//! rows `0..n_q` are Q's weights, the next `n_kv` K's and the last `n_kv` V's, and the graph sees
//! three ordinary weights whose bytes the plan records inside the fused tensor.
//!
//! Tensor names follow llama.cpp: `token_embd`, `blk.N.attn_norm`, `attn_q|k|v|output`
//! (+ `.bias`), `attn_qkv` (+ `.bias`), `attn_q_norm`, `attn_k_norm`, `ffn_norm`, `ffn_gate_inp`,
//! `ffn_gate|up|down_exps`,
//! `ffn_gate|up|down_shexp`, `ffn_gate_inp_shexp`, `ffn_gate|up|down`, `output_norm`, `output`
//! (absent = tied to `token_embd`).

mod decoder;
mod hparams;
mod qwen35;

use std::collections::BTreeMap;

use crate::error::CompileError;
use crate::gguf::GgufFile;
use strata_ir::graph::Graph;
use strata_ir::op::RopeMode;
use strata_ir::plan::ModelConfig;

/// A lowered model: its config and graph (before the pass pipeline).
#[derive(Debug, Clone)]
pub struct Lowered {
    pub config: ModelConfig,
    pub graph: Graph,
    /// Graph weights that are a slice of a GGUF tensor rather than a whole one, by weight name.
    pub views: BTreeMap<String, WeightView>,
}

/// A graph weight stored inside a bigger GGUF tensor: its outermost-dimension slices
/// `first..first + n` of tensor `parent` (rows of a matrix, elements of a vector), where `n`
/// is the weight's own outermost size. Used to split a fused `attn_qkv` into Q, K and V.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WeightView {
    pub parent: String,
    pub first: u64,
}

/// How an architecture normalises Q and K before RoPE.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum QkNorm {
    None,
    /// One `head_dim` weight shared by every head, each head normalised separately (qwen3moe).
    PerHead,
    /// One RMSNorm over the whole projection, with a weight as wide as it (olmoe).
    Whole,
}

/// What distinguishes one supported architecture from another.
#[derive(Debug, Clone, Copy)]
struct ArchSpec {
    name: &'static str,
    rope: RopeMode,
    /// RMSNorm of Q and K before RoPE.
    qk_norm: QkNorm,
    /// An `attn_output.bias` is applied when present.
    output_bias: bool,
    /// Routed experts are mandatory (the MoE-only architectures).
    experts_required: bool,
    /// Renormalise the top-k router weights.
    norm_topk: bool,
    /// A shared expert with a sigmoid gate in every MoE layer.
    shared_expert: bool,
    /// llama.cpp sizes the routed experts by `feed_forward_length` (it has no separate expert
    /// width for the architecture), so that key must match the expert tensors.
    ff_is_expert_width: bool,
    /// gpt-oss's additions: attention sinks, a sliding window on alternating layers, YaRN RoPE,
    /// biases on the output projection, the router and the experts, the router's softmax over
    /// the selected logits and the clamped SwiGLU; the FFN's input norm is
    /// `post_attention_norm`, and `output.weight` is required (no tying).
    gpt_oss: bool,
}

const QWEN3MOE: ArchSpec = ArchSpec {
    name: "qwen3moe",
    rope: RopeMode::Neox,
    qk_norm: QkNorm::PerHead,
    output_bias: false,
    experts_required: true,
    norm_topk: true,
    shared_expert: false,
    ff_is_expert_width: false,
    gpt_oss: false,
};

const QWEN2MOE: ArchSpec = ArchSpec {
    name: "qwen2moe",
    rope: RopeMode::Neox,
    qk_norm: QkNorm::None,
    output_bias: false,
    experts_required: true,
    norm_topk: false,
    shared_expert: true,
    ff_is_expert_width: false,
    gpt_oss: false,
};

const LLAMA: ArchSpec = ArchSpec {
    name: "llama",
    rope: RopeMode::Normal,
    qk_norm: QkNorm::None,
    output_bias: true,
    experts_required: false,
    norm_topk: true,
    shared_expert: false,
    ff_is_expert_width: true,
    gpt_oss: false,
};

const OLMOE: ArchSpec = ArchSpec {
    name: "olmoe",
    rope: RopeMode::Neox,
    qk_norm: QkNorm::Whole,
    output_bias: false,
    experts_required: true,
    norm_topk: false,
    shared_expert: false,
    ff_is_expert_width: true,
    gpt_oss: false,
};

const GPT_OSS: ArchSpec = ArchSpec {
    name: "gpt-oss",
    rope: RopeMode::Neox,
    qk_norm: QkNorm::None,
    output_bias: true,
    experts_required: true,
    norm_topk: false,
    shared_expert: false,
    ff_is_expert_width: false,
    gpt_oss: true,
};

/// `qwen35moe`: gated DeltaNet + gated attention + shared expert, built by [`qwen35`]; the
/// attention layers' fields below (per-head Q/K norm, NEOX RoPE) and the experts' are as here.
const QWEN35MOE: ArchSpec = ArchSpec {
    name: "qwen35moe",
    rope: RopeMode::Neox,
    qk_norm: QkNorm::PerHead,
    output_bias: false,
    experts_required: true,
    norm_topk: true,
    shared_expert: true,
    ff_is_expert_width: false,
    gpt_oss: false,
};

/// Every architecture a frontend lowers, in the order they were added.
pub const SUPPORTED_ARCHES: [&str; 6] = [
    "qwen3moe",
    "qwen2moe",
    "llama",
    "olmoe",
    "gpt-oss",
    "qwen35moe",
];

/// Lowers `gguf` to a graph, dispatching on `general.architecture`.
pub fn lower(gguf: &GgufFile) -> Result<Lowered, CompileError> {
    let arch = gguf.require_str("general.architecture")?;
    let spec = match arch {
        "qwen3moe" => QWEN3MOE,
        "qwen2moe" => QWEN2MOE,
        "llama" => LLAMA,
        "olmoe" => OLMOE,
        "gpt-oss" => GPT_OSS,
        "qwen35moe" => {
            let hp = hparams::read(gguf, &QWEN35MOE)?;
            return qwen35::build(gguf, &QWEN35MOE, &hp);
        }
        other => {
            return Err(CompileError::UnsupportedArch {
                arch: other.to_string(),
                supported: SUPPORTED_ARCHES.join(", "),
            });
        }
    };
    let hp = hparams::read(gguf, &spec)?;
    decoder::build(gguf, &spec, &hp)
}
