//! Reading and checking an architecture's hyperparameters from GGUF metadata.
//!
//! Keys are llama.cpp's (`{arch}.embedding_length`, `{arch}.attention.head_count`, ...), with
//! llama.cpp's defaults where it has one (head_count_kv = head_count, key_length =
//! embedding_length / head_count, rope.dimension_count = key_length, rope.freq_base = 10000).
//! Anything that would change the computation in a way the IR does not express is refused by
//! name rather than ignored.

use super::ArchSpec;
use crate::error::CompileError;
use crate::gguf::GgufFile;
use strata_ir::op::{RopeMode, Scoring};

/// Hyperparameters read from metadata (tensor-derived sizes are added by the decoder).
#[derive(Debug, Clone)]
pub(super) struct Hparams {
    pub name: Option<String>,
    pub n_embd: u32,
    pub n_layer: u32,
    pub n_head: u32,
    pub n_head_kv: u32,
    pub head_dim: u32,
    pub rms_eps: f32,
    pub attn_scale: f32,
    pub context_length: u32,
    pub n_rot: u32,
    pub freq_base: f32,
    pub freq_scale: f32,
    pub rope: RopeMode,
    pub n_ff: Option<u32>,
    pub n_expert: u32,
    pub n_expert_used: u32,
    pub n_ff_exp: Option<u32>,
    pub n_ff_shexp: Option<u32>,
    pub scoring: Scoring,
    pub norm_topk: bool,
}

fn unsupported(arch: &str, feature: impl Into<String>) -> CompileError {
    CompileError::UnsupportedFeature {
        arch: arch.to_string(),
        feature: feature.into(),
    }
}

pub(super) fn bad(arch: &str, msg: impl Into<String>) -> CompileError {
    CompileError::BadModel {
        arch: arch.to_string(),
        msg: msg.into(),
    }
}

/// A count that llama.cpp allows per layer: one value, or an array whose items all agree.
fn uniform_u32(gguf: &GgufFile, arch: &str, key: &str) -> Result<Option<u32>, CompileError> {
    let Some(values) = gguf.get_u32_or_array(key)? else {
        return Ok(None);
    };
    match values.split_first() {
        None => Err(bad(arch, format!("{key} is an empty array"))),
        Some((first, rest)) if rest.iter().all(|v| v == first) => Ok(Some(*first)),
        Some(_) => Err(unsupported(
            arch,
            format!("per-layer values of {key} that differ between layers"),
        )),
    }
}

fn positive(arch: &str, key: &str, v: u32) -> Result<u32, CompileError> {
    if v == 0 {
        return Err(bad(arch, format!("{key} is 0")));
    }
    Ok(v)
}

/// Reads every hyperparameter of `spec`'s architecture.
pub(super) fn read(gguf: &GgufFile, spec: &ArchSpec) -> Result<Hparams, CompileError> {
    let a = spec.name;
    let key = |k: &str| format!("{a}.{k}");
    let require = |k: &str| -> Result<u32, CompileError> {
        let full = key(k);
        positive(a, &full, gguf.require_u32(&full)?)
    };

    let n_embd = require("embedding_length")?;
    let n_layer = require("block_count")?;
    let context_length = require("context_length")?;
    let hc = key("attention.head_count");
    let n_head = positive(
        a,
        &hc,
        uniform_u32(gguf, a, &hc)?.ok_or_else(|| CompileError::MissingKey { key: hc.clone() })?,
    )?;
    let hkv = key("attention.head_count_kv");
    let n_head_kv = positive(a, &hkv, uniform_u32(gguf, a, &hkv)?.unwrap_or(n_head))?;
    if n_head % n_head_kv != 0 {
        return Err(bad(
            a,
            format!("head_count {n_head} is not a multiple of head_count_kv {n_head_kv}"),
        ));
    }
    let kl = key("attention.key_length");
    let head_dim = match gguf.get_u32(&kl)? {
        Some(v) => positive(a, &kl, v)?,
        None => {
            if n_embd % n_head != 0 {
                return Err(bad(
                    a,
                    format!("embedding_length {n_embd} is not a multiple of head_count {n_head}"),
                ));
            }
            n_embd / n_head
        }
    };
    if let Some(vl) = gguf.get_u32(&key("attention.value_length"))?
        && vl != head_dim
    {
        return Err(unsupported(
            a,
            format!("attention.value_length {vl} differing from key_length {head_dim}"),
        ));
    }
    let rms_eps = gguf.require_f32(&key("attention.layer_norm_rms_epsilon"))?;
    if !(rms_eps.is_finite() && rms_eps >= 0.0) {
        return Err(bad(
            a,
            format!("layer_norm_rms_epsilon {rms_eps} is invalid"),
        ));
    }
    if gguf.get(&key("attention.sliding_window")).is_some() {
        return Err(unsupported(
            a,
            "sliding-window attention (attention.sliding_window)",
        ));
    }
    let attn_scale = match gguf.get_f32(&key("attention.scale"))? {
        Some(s) if s.is_finite() && s > 0.0 => s,
        Some(s) => return Err(bad(a, format!("attention.scale {s} is invalid"))),
        None => 1.0 / (head_dim as f32).sqrt(),
    };

    // RoPE.
    let n_rot = match gguf.get_u32(&key("rope.dimension_count"))? {
        Some(v) => v,
        None => head_dim,
    };
    if n_rot == 0 || n_rot % 2 != 0 || n_rot > head_dim {
        return Err(bad(
            a,
            format!(
                "rope.dimension_count {n_rot} must be even and at most the head size {head_dim}"
            ),
        ));
    }
    let freq_base = gguf.get_f32(&key("rope.freq_base"))?.unwrap_or(10000.0);
    if !(freq_base.is_finite() && freq_base > 0.0) {
        return Err(bad(a, format!("rope.freq_base {freq_base} is invalid")));
    }
    let mut freq_scale = 1.0f32;
    match gguf.get_str(&key("rope.scaling.type"))? {
        None | Some("none") => {}
        Some("linear") => {
            let factor = gguf.get_f32(&key("rope.scaling.factor"))?.unwrap_or(1.0);
            if !(factor.is_finite() && factor > 0.0) {
                return Err(bad(a, format!("rope.scaling.factor {factor} is invalid")));
            }
            freq_scale = 1.0 / factor;
        }
        Some(other) => {
            return Err(unsupported(a, format!("rope scaling type {other:?}")));
        }
    }
    if let Some(f) = gguf.get_f32(&key("rope.scale_linear"))? {
        if !(f.is_finite() && f > 0.0) {
            return Err(bad(a, format!("rope.scale_linear {f} is invalid")));
        }
        freq_scale = 1.0 / f;
    }
    if gguf.tensor("rope_freqs.weight").is_some() {
        return Err(unsupported(a, "RoPE frequency factors (rope_freqs.weight)"));
    }

    // Experts.
    let n_expert = gguf.get_u32(&key("expert_count"))?.unwrap_or(0);
    let n_expert_used = gguf.get_u32(&key("expert_used_count"))?.unwrap_or(0);
    if spec.experts_required && n_expert == 0 {
        return Err(bad(a, format!("{a} needs {a}.expert_count > 0")));
    }
    if n_expert > 0 && (n_expert_used == 0 || n_expert_used > n_expert) {
        return Err(bad(
            a,
            format!("expert_used_count {n_expert_used} must be in 1..={n_expert}"),
        ));
    }
    if n_expert == 0 && n_expert_used != 0 {
        return Err(bad(a, "expert_used_count without expert_count"));
    }
    // llama.cpp hard-codes softmax gating for these architectures; a file asking for anything
    // else would be computed differently by llama.cpp and by the model's authors, so refuse it.
    if let Some(g) = gguf.get_u32(&key("expert_gating_func"))?
        && g != 1
    {
        return Err(unsupported(
            a,
            format!("expert_gating_func {g} (only 1 = softmax is supported)"),
        ));
    }
    if let Some(s) = gguf.get_f32(&key("expert_weights_scale"))?
        && s != 0.0
        && s != 1.0
    {
        return Err(unsupported(a, format!("expert_weights_scale {s}")));
    }
    if let Some(norm) = gguf.get_bool(&key("expert_weights_norm"))?
        && norm != spec.norm_topk
    {
        return Err(unsupported(
            a,
            format!("expert_weights_norm = {norm} ({a} uses {})", spec.norm_topk),
        ));
    }
    let n_ff = uniform_u32(gguf, a, &key("feed_forward_length"))?;
    let n_ff_exp = gguf.get_u32(&key("expert_feed_forward_length"))?;
    let n_ff_shexp = gguf.get_u32(&key("expert_shared_feed_forward_length"))?;
    let name = gguf.get_str("general.name")?.map(str::to_string);

    Ok(Hparams {
        name,
        n_embd,
        n_layer,
        n_head,
        n_head_kv,
        head_dim,
        rms_eps,
        attn_scale,
        context_length,
        n_rot,
        freq_base,
        freq_scale,
        rope: spec.rope,
        n_ff,
        n_expert,
        n_expert_used,
        n_ff_exp,
        n_ff_shexp,
        scoring: Scoring::Softmax,
        norm_topk: spec.norm_topk,
    })
}
