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
use strata_ir::op::{Glu, RopeMode, Scoring};

use crate::gguf::Value;

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
    /// Sliding-window attention (gpt-oss): the window and which layers use it.
    pub swa: Option<Swa>,
    /// RoPE base of the sliding-window layers (`rope.freq_base_swa`, default `freq_base`).
    pub freq_base_swa: f32,
    /// YaRN RoPE scaling (`rope.scaling.type = yarn`).
    pub yarn: Option<Yarn>,
    /// The experts' gated activation.
    pub glu: Glu,
}

/// Sliding-window attention: `window` tokens on the layers `layers[l]` marks.
#[derive(Debug, Clone)]
pub(super) struct Swa {
    pub window: u32,
    pub layers: Vec<bool>,
}

/// YaRN's parameters as llama.cpp derives them for the context (see `Op::RopeYarn`).
#[derive(Debug, Clone, Copy)]
pub(super) struct Yarn {
    pub n_ctx_orig: u32,
    pub ext_factor: f32,
    pub attn_factor: f32,
    pub beta_fast: f32,
    pub beta_slow: f32,
}

/// gpt-oss's SwiGLU constants (llama.cpp hard-codes them in `build_moe_ffn`).
pub(super) const OAI_ALPHA: f32 = 1.702;
pub(super) const OAI_LIMIT: f32 = 7.0;

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
    let swa = if spec.gpt_oss {
        Some(sliding_window(gguf, a, n_layer)?)
    } else {
        if gguf.get(&key("attention.sliding_window")).is_some() {
            return Err(unsupported(
                a,
                "sliding-window attention (attention.sliding_window)",
            ));
        }
        None
    };
    let attn_scale = match gguf.get_f32(&key("attention.scale"))? {
        // llama.cpp's gpt-oss graph scales by 1/sqrt(head size) whatever the file says.
        Some(_) if spec.gpt_oss => {
            return Err(unsupported(
                a,
                "attention.scale (llama.cpp's gpt-oss uses 1/sqrt(head size))",
            ));
        }
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
    // llama.cpp's gpt-oss sizes its heads by the RoPE dimension count.
    if spec.gpt_oss && n_rot != head_dim {
        return Err(unsupported(
            a,
            format!("rope.dimension_count {n_rot} differing from the head size {head_dim}"),
        ));
    }
    let freq_base = gguf.get_f32(&key("rope.freq_base"))?.unwrap_or(10000.0);
    if !(freq_base.is_finite() && freq_base > 0.0) {
        return Err(bad(a, format!("rope.freq_base {freq_base} is invalid")));
    }
    let mut freq_scale = 1.0f32;
    let mut yarn = None;
    match gguf.get_str(&key("rope.scaling.type"))? {
        None | Some("none") => {}
        Some("linear") => {
            let factor = gguf.get_f32(&key("rope.scaling.factor"))?.unwrap_or(1.0);
            if !(factor.is_finite() && factor > 0.0) {
                return Err(bad(a, format!("rope.scaling.factor {factor} is invalid")));
            }
            freq_scale = 1.0 / factor;
        }
        Some("yarn") if spec.gpt_oss => {
            let (scale, y) = read_yarn(gguf, a, context_length)?;
            freq_scale = scale;
            yarn = Some(y);
        }
        Some(other) => {
            return Err(unsupported(a, format!("rope scaling type {other:?}")));
        }
    }
    let freq_base_swa = match gguf.get_f32(&key("rope.freq_base_swa"))? {
        Some(b) if spec.gpt_oss && b.is_finite() && b > 0.0 => b,
        Some(b) if spec.gpt_oss => {
            return Err(bad(a, format!("rope.freq_base_swa {b} is invalid")));
        }
        Some(_) => return Err(unsupported(a, "rope.freq_base_swa")),
        None => freq_base,
    };
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
    // llama.cpp hard-codes the gating of these architectures (softmax; gpt-oss: softmax over
    // the selected logits, llama.cpp's 3); a file asking for anything else would be computed
    // differently by llama.cpp and by the model's authors, so refuse it.
    let gating = if spec.gpt_oss { 3 } else { 1 };
    if let Some(g) = gguf.get_u32(&key("expert_gating_func"))?
        && g != gating
    {
        return Err(unsupported(
            a,
            format!("expert_gating_func {g} (only {gating} is supported for {a})"),
        ));
    }
    let glu = if spec.gpt_oss {
        read_glu(gguf, a)?
    } else {
        Glu::Swiglu
    };
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
        scoring: if spec.gpt_oss {
            Scoring::SoftmaxWeight
        } else {
            Scoring::Softmax
        },
        norm_topk: spec.norm_topk,
        swa,
        freq_base_swa,
        yarn,
        glu,
    })
}

/// gpt-oss's sliding window, as llama.cpp reads it: `attention.sliding_window` (required) and
/// `attention.sliding_window_pattern`, either one bool per layer or a period `n` (layer `l` is
/// windowed when `l % n < n − 1`; `n = 0` windows every layer; default 2, so the even layers).
fn sliding_window(gguf: &GgufFile, a: &str, n_layer: u32) -> Result<Swa, CompileError> {
    let key = format!("{a}.attention.sliding_window");
    let window = positive(a, &key, gguf.require_u32(&key)?)?;
    let pkey = format!("{a}.attention.sliding_window_pattern");
    let n = n_layer as usize;
    let layers = match gguf.get(&pkey) {
        Some(Value::Array(_, items)) => {
            let flags: Option<Vec<bool>> = items
                .iter()
                .map(|v| match v {
                    Value::Bool(b) => Some(*b),
                    _ => None,
                })
                .collect();
            match flags {
                Some(f) if f.len() == n => f,
                Some(f) => {
                    return Err(bad(
                        a,
                        format!("{pkey} has {} entries for {n_layer} layers", f.len()),
                    ));
                }
                None => return Err(bad(a, format!("{pkey} must be an array of bools"))),
            }
        }
        Some(v) => {
            let period = v
                .as_integer()
                .and_then(|p| u32::try_from(p).ok())
                .ok_or_else(|| bad(a, format!("{pkey} must be a u32 or an array of bools")))?;
            (0..n_layer)
                .map(|l| period == 0 || l % period < period - 1)
                .collect()
        }
        None => (0..n_layer).map(|l| l % 2 < 1).collect(),
    };
    Ok(Swa { window, layers })
}

/// YaRN as llama.cpp sets it up for gpt-oss: `freq_scale = 1/factor`, the original context from
/// `rope.scaling.original_context_length` (default the training context), extrapolation mix 1,
/// `beta_fast = 32`, `beta_slow = 1`, and the attention factor llama.cpp's context computes
/// (`mscale(factor) · 1/(1 + 0.1·ln factor) · rope.scaling.attn_factor`; the RoPE kernel then
/// multiplies by `1 + 0.1·ln factor` again). llama.cpp does not read the `yarn_*` override keys
/// for gpt-oss, so a file carrying them is refused rather than computed two ways.
fn read_yarn(gguf: &GgufFile, a: &str, n_ctx_train: u32) -> Result<(f32, Yarn), CompileError> {
    let key = |k: &str| format!("{a}.{k}");
    let factor = gguf.get_f32(&key("rope.scaling.factor"))?.unwrap_or(0.0);
    if !(factor.is_finite() && factor >= 0.0) {
        return Err(bad(a, format!("rope.scaling.factor {factor} is invalid")));
    }
    let freq_scale = if factor == 0.0 { 1.0 } else { 1.0 / factor };
    for k in [
        "rope.scaling.yarn_ext_factor",
        "rope.scaling.yarn_attn_factor",
        "rope.scaling.yarn_beta_fast",
        "rope.scaling.yarn_beta_slow",
        "rope.scaling.yarn_log_multiplier",
    ] {
        if gguf.get(&key(k)).is_some() {
            return Err(unsupported(
                a,
                format!("{k} (llama.cpp does not read it for {a})"),
            ));
        }
    }
    let n_ctx_orig = match gguf.get_u32(&key("rope.scaling.original_context_length"))? {
        Some(0) | None => n_ctx_train,
        Some(n) => n,
    };
    let rope_attn = gguf
        .get_f32(&key("rope.scaling.attn_factor"))?
        .unwrap_or(1.0);
    if !(rope_attn.is_finite() && rope_attn > 0.0) {
        return Err(bad(
            a,
            format!("rope.scaling.attn_factor {rope_attn} is invalid"),
        ));
    }
    let f = 1.0 / freq_scale;
    let mscale = |s: f32| if s <= 1.0 { 1.0 } else { 0.1 * s.ln() + 1.0 };
    let attn_factor = mscale(f) * (1.0 / (1.0 + 0.1 * f.ln())) * rope_attn;
    Ok((
        freq_scale,
        Yarn {
            n_ctx_orig,
            ext_factor: 1.0,
            attn_factor,
            beta_fast: 32.0,
            beta_slow: 1.0,
        },
    ))
}

/// gpt-oss's expert activation: the clamped SwiGLU with llama.cpp's constants (alpha 1.702,
/// limit 7). Strata also reads `{arch}.swiglu_variant` (absent or `"oai"`: this one; anything
/// else is refused by name), `{arch}.swiglu_alpha`, and the limit from `{arch}.swiglu_limit` or
/// llama.cpp's per-layer `{arch}.swiglu_clamp_exp` (every layer alike), where present.
fn read_glu(gguf: &GgufFile, a: &str) -> Result<Glu, CompileError> {
    let key = |k: &str| format!("{a}.{k}");
    match gguf.get_str(&key("swiglu_variant"))? {
        None | Some("oai") => {}
        Some(other) => {
            return Err(unsupported(
                a,
                format!("SwiGLU variant {other:?} ({a}.swiglu_variant; supported: \"oai\")"),
            ));
        }
    }
    let alpha = gguf.get_f32(&key("swiglu_alpha"))?.unwrap_or(OAI_ALPHA);
    let mut limit = gguf.get_f32(&key("swiglu_limit"))?.unwrap_or(OAI_LIMIT);
    let clamp_key = key("swiglu_clamp_exp");
    if let Some(values) = gguf.get_f32_array(&clamp_key)? {
        match values.split_first() {
            Some((first, rest)) if rest.iter().all(|v| v == first) => limit = *first,
            Some(_) => {
                return Err(unsupported(
                    a,
                    format!("per-layer values of {clamp_key} that differ between layers"),
                ));
            }
            None => return Err(bad(a, format!("{clamp_key} is an empty array"))),
        }
    }
    if !(alpha.is_finite() && limit.is_finite() && limit > 0.0) {
        return Err(bad(
            a,
            format!("SwiGLU alpha {alpha} and limit {limit} must be finite, the limit positive"),
        ));
    }
    Ok(Glu::SwigluOai { alpha, limit })
}
