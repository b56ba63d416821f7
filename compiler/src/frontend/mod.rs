//! Model frontends: lower a GGUF file's architecture to the IR graph and its [`ModelConfig`].
//!
//! Supported architectures (`general.architecture`):
//! * `qwen3moe` (Qwen3-30B-A3B, Qwen3-Coder-30B-A3B): NEOX RoPE, per-head Q/K RMSNorm, routed
//!   experts with softmax router and renormalised top-k, no shared expert.
//! * `qwen2moe`: NEOX RoPE, Q/K/V biases, routed experts (softmax, top-k not renormalised) plus a
//!   shared expert scaled by a sigmoid gate.
//! * `llama` with `ffn_*_exps` (Mixtral): normal RoPE, softmax router with renormalised top-k;
//!   `llama` without experts (a dense llama) is supported too, with a dense SwiGLU FFN.
//!
//! Every hyperparameter is read from the GGUF's `{arch}.*` keys and checked against the tensor
//! shapes. What the frontends refuse, by name: any other architecture; per-layer head counts
//! that differ between layers; a sliding attention window; RoPE scaling other than linear; RoPE
//! frequency factors (`rope_freqs.weight`); differing key/value head sizes; router gating other
//! than softmax; expert weight scaling; per-expert split tensors (old Mixtral GGUFs); and any
//! tensor the lowered graph does not use (llama.cpp refuses those too), so no part of a model is
//! silently ignored.
//!
//! Tensor names follow llama.cpp: `token_embd`, `blk.N.attn_norm`, `attn_q|k|v|output`
//! (+ `.bias`), `attn_q_norm`, `attn_k_norm`, `ffn_norm`, `ffn_gate_inp`, `ffn_gate|up|down_exps`,
//! `ffn_gate|up|down_shexp`, `ffn_gate_inp_shexp`, `ffn_gate|up|down`, `output_norm`, `output`
//! (absent = tied to `token_embd`).

mod decoder;
mod hparams;

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
}

/// Whether an architecture's attention projections carry biases.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Bias {
    /// Never (a bias tensor in the file is refused as unused).
    None,
    /// Always: Q, K and V biases must be present.
    Required,
    /// Used when present (Q, K, V and output).
    Optional,
}

/// What distinguishes one supported architecture from another.
#[derive(Debug, Clone, Copy)]
struct ArchSpec {
    name: &'static str,
    rope: RopeMode,
    /// Per-head RMSNorm of Q and K before RoPE.
    qk_norm: bool,
    bias: Bias,
    /// Routed experts are mandatory (the MoE-only architectures).
    experts_required: bool,
    /// Renormalise the top-k router weights.
    norm_topk: bool,
    /// A shared expert with a sigmoid gate in every MoE layer.
    shared_expert: bool,
}

const QWEN3MOE: ArchSpec = ArchSpec {
    name: "qwen3moe",
    rope: RopeMode::Neox,
    qk_norm: true,
    bias: Bias::None,
    experts_required: true,
    norm_topk: true,
    shared_expert: false,
};

const QWEN2MOE: ArchSpec = ArchSpec {
    name: "qwen2moe",
    rope: RopeMode::Neox,
    qk_norm: false,
    bias: Bias::Required,
    experts_required: true,
    norm_topk: false,
    shared_expert: true,
};

const LLAMA: ArchSpec = ArchSpec {
    name: "llama",
    rope: RopeMode::Normal,
    qk_norm: false,
    bias: Bias::Optional,
    experts_required: false,
    norm_topk: true,
    shared_expert: false,
};

/// Every architecture a frontend lowers, in the order they were added.
pub const SUPPORTED_ARCHES: [&str; 3] = ["qwen3moe", "qwen2moe", "llama"];

/// Lowers `gguf` to a graph, dispatching on `general.architecture`.
pub fn lower(gguf: &GgufFile) -> Result<Lowered, CompileError> {
    let arch = gguf.require_str("general.architecture")?;
    let spec = match arch {
        "qwen3moe" => QWEN3MOE,
        "qwen2moe" => QWEN2MOE,
        "llama" => LLAMA,
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
