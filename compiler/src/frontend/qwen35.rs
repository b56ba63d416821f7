//! The `qwen35moe` frontend (Qwen3.5/3.6-35B-A3B): gated DeltaNet layers with one gated
//! full-attention layer every `full_attention_interval`, routed experts plus a sigmoid-gated
//! shared expert in every layer.
//!
//! Per layer `l`, with `x` the residual stream (llama.cpp's `qwen35moe` graph):
//!
//! ```text
//! h = rms_norm(x, attn_norm)
//! DeltaNet layers (recurrent):
//!   qkv, z, beta, alpha = h·attn_qkvᵀ, h·attn_gateᵀ, h·ssm_betaᵀ, h·ssm_alphaᵀ
//!   c = causal_conv1d(qkv, ssm_conv1d)                   (conv state per sequence, then SiLU)
//!   o = gated_delta_net(c, alpha, beta; ssm_dt.bias, ssm_a)      (delta-rule state per sequence)
//!   a = gated_head_norm(o, z; ssm_norm)·ssm_outᵀ
//! full-attention layers:
//!   q, gate = split_head_pairs(h·attn_qᵀ)                 (each head's query and its gate)
//!   q, k = head_rms_norm(q, attn_q_norm), head_rms_norm(h·attn_kᵀ, attn_k_norm)
//!   q, k = rope(q), rope(k)                               (NEOX pairs, partial: n_rot < head_dim)
//!   a = sigmoid_gate(attention(q, k, h·attn_vᵀ), gate)·attn_outputᵀ
//! x = x + a
//! h = rms_norm(x, post_attention_norm)
//! x = x + moe_ffn(h) + shared_expert(h)                   (softmax router, renormalised top-k)
//! ```
//!
//! then `logits = output_head(rms_norm(x, output_norm))`.
//!
//! Hyperparameters are llama.cpp's keys: the common ones through [`super::hparams::read`],
//! then `ssm.conv_kernel`, `ssm.inner_size`, `ssm.state_size` (key head size),
//! `ssm.time_step_rank` (value heads), `ssm.group_count` (key heads),
//! `attention.recurrent_layers` or else `full_attention_interval` (default 4, as llama.cpp),
//! `rope.dimension_sections` (required, as llama.cpp) and `nextn_predict_layers`.
//!
//! RoPE: llama.cpp runs interleaved M-RoPE (`IMROPE`) with the sections. For text every token's
//! time, height and width positions are its position and the fourth is 0, so a rotary pair is
//! rotated by the position when the interleaving assigns it to one of the first three
//! sections, and left alone otherwise. When every pair of `0..n_rot/2` is assigned (Qwen3.5's
//! `[11, 11, 10, 0]` over 32 pairs) that is exactly NEOX RoPE over `n_rot` dimensions, which is
//! what the graph holds; sections that leave a pair unrotated are refused by name.
//!
//! Refused by name: DeltaNet key and value heads of different sizes (llama.cpp asserts them
//! equal), value heads that are not a multiple of key heads, a fused `attn_qkv` in a
//! full-attention layer, a fused `ffn_gate_up_exps`, and any tensor the graph does not use.
//! The MTP (next-token prediction) head, when `nextn_predict_layers` > 0, is explicitly
//! ignored: its layers' tensors are skipped with a log line and the main model's logits are
//! those of llama.cpp without speculative decoding.

use super::decoder::{Builder, LayerSizes, Prologue, finish, output_head, prologue, routed_ffn};
use super::hparams::{Hparams, bad};
use super::{ArchSpec, Lowered};
use crate::error::CompileError;
use crate::gguf::GgufFile;
use std::collections::{BTreeMap, BTreeSet};
use strata_ir::graph::{Graph, ValueId};
use strata_ir::op::Op;

/// The gated DeltaNet sizes (`ssm.*` keys).
#[derive(Debug, Clone, Copy)]
struct Ssm {
    d_conv: u32,
    /// Key (and value) head size, `ssm.state_size`.
    head_dim: u32,
    n_k_head: u32,
    n_v_head: u32,
}

impl Ssm {
    fn conv_channels(&self) -> u32 {
        (2 * self.n_k_head + self.n_v_head) * self.head_dim
    }
}

fn unsupported(arch: &str, feature: impl Into<String>) -> CompileError {
    CompileError::UnsupportedFeature {
        arch: arch.to_string(),
        feature: feature.into(),
    }
}

/// Reads the `ssm.*` keys and checks them against each other.
fn read_ssm(gguf: &GgufFile, a: &str) -> Result<Ssm, CompileError> {
    let req = |k: &str| -> Result<u32, CompileError> {
        let key = format!("{a}.{k}");
        let v = gguf.require_u32(&key)?;
        if v == 0 {
            return Err(bad(a, format!("{key} is 0")));
        }
        Ok(v)
    };
    let d_conv = req("ssm.conv_kernel")?;
    let d_inner = req("ssm.inner_size")?;
    let d_state = req("ssm.state_size")?;
    let n_v_head = req("ssm.time_step_rank")?;
    let n_k_head = req("ssm.group_count")?;
    if d_inner % n_v_head != 0 {
        return Err(bad(
            a,
            format!("ssm.inner_size {d_inner} is not a multiple of ssm.time_step_rank {n_v_head}"),
        ));
    }
    let head_v = d_inner / n_v_head;
    if head_v != d_state {
        return Err(unsupported(
            a,
            format!(
                "DeltaNet value heads of {head_v} (ssm.inner_size / ssm.time_step_rank) differing \
                 from key heads of {d_state} (ssm.state_size)"
            ),
        ));
    }
    if n_v_head % n_k_head != 0 {
        return Err(unsupported(
            a,
            format!(
                "{n_v_head} DeltaNet value heads (ssm.time_step_rank) that are not a multiple of \
                 {n_k_head} key heads (ssm.group_count)"
            ),
        ));
    }
    Ok(Ssm {
        d_conv,
        head_dim: d_state,
        n_k_head,
        n_v_head,
    })
}

/// Which trunk layers are recurrent: `attention.recurrent_layers` (one flag per layer), else
/// every layer but each `full_attention_interval`-th (llama.cpp's default interval is 4).
fn recurrent_layers(gguf: &GgufFile, a: &str, n_layer: u32) -> Result<Vec<bool>, CompileError> {
    let key = format!("{a}.attention.recurrent_layers");
    if let Some(v) = gguf.get(&key) {
        let items = v
            .as_array()
            .ok_or_else(|| bad(a, format!("{key} is not an array")))?;
        if items.len() < n_layer as usize {
            return Err(bad(
                a,
                format!("{key} has {} entries for {n_layer} layers", items.len()),
            ));
        }
        return items
            .iter()
            .take(n_layer as usize)
            .map(|it| match it {
                crate::gguf::Value::Bool(b) => Ok(*b),
                other => other
                    .as_integer()
                    .map(|i| i != 0)
                    .ok_or_else(|| bad(a, format!("{key} holds a {}", other.type_name()))),
            })
            .collect();
    }
    let interval = gguf
        .get_u32(&format!("{a}.full_attention_interval"))?
        .unwrap_or(4);
    if interval == 0 {
        return Err(bad(a, "full_attention_interval is 0"));
    }
    Ok((0..n_layer).map(|l| (l + 1) % interval != 0).collect())
}

/// Checks that llama.cpp's interleaved M-RoPE with `sections` rotates every pair of
/// `0..n_rot/2` for text positions (then it is NEOX RoPE); see the module header.
fn check_sections(a: &str, sections: &[i32], n_rot: u32) -> Result<(), CompileError> {
    let s: Vec<i64> = sections.iter().map(|&v| i64::from(v)).collect();
    if s.len() != 4 || s.iter().any(|&v| v < 0) || s.iter().sum::<i64>() == 0 {
        return Err(bad(
            a,
            format!("rope.dimension_sections {sections:?} must be 4 non-negative counts"),
        ));
    }
    let total: i64 = s.iter().sum();
    if total > i64::from(n_rot) {
        return Err(bad(
            a,
            format!("rope.dimension_sections {sections:?} exceed rope.dimension_count {n_rot}"),
        ));
    }
    for pair in 0..i64::from(n_rot / 2) {
        let sector = pair % total;
        let text = (sector % 3 == 0 && sector < 3 * s[0])
            || (sector % 3 == 1 && sector < 3 * s[1])
            || (sector % 3 == 2 && sector < 3 * s[2]);
        if !text {
            return Err(unsupported(
                a,
                format!(
                    "rope.dimension_sections {sections:?}, which leave rotary pair {pair} of \
                     {} unrotated for text (only all-rotating sections are NEOX RoPE)",
                    n_rot / 2
                ),
            ));
        }
    }
    Ok(())
}

/// Lowers a `qwen35moe` GGUF (`hp` read with `spec`).
pub(super) fn build(
    gguf: &GgufFile,
    spec: &ArchSpec,
    hp: &Hparams,
) -> Result<Lowered, CompileError> {
    let a = spec.name;
    let ssm = read_ssm(gguf, a)?;
    let n_nextn = gguf
        .get_u32(&format!("{a}.nextn_predict_layers"))?
        .unwrap_or(0);
    if n_nextn >= hp.n_layer {
        return Err(bad(
            a,
            format!(
                "nextn_predict_layers {n_nextn} leaves no trunk layer of {}",
                hp.n_layer
            ),
        ));
    }
    let n_layer = hp.n_layer - n_nextn;
    let recurrent = recurrent_layers(gguf, a, n_layer)?;
    let sections = gguf
        .get_i32_array(&format!("{a}.rope.dimension_sections"))?
        .ok_or_else(|| CompileError::MissingKey {
            key: format!("{a}.rope.dimension_sections"),
        })?;
    check_sections(a, &sections, hp.n_rot)?;

    let mut b = Builder {
        gguf,
        arch: a,
        graph: Graph::new(),
        used: BTreeSet::new(),
        views: BTreeMap::new(),
    };
    if n_nextn > 0 {
        // The MTP head (speculative decoding's draft layer) is not part of the main model's
        // forward pass: skip its tensors, say so.
        let mut skipped = 0usize;
        for t in gguf.tensors() {
            let layer = t
                .name
                .strip_prefix("blk.")
                .and_then(|r| r.split('.').next())
                .and_then(|n| n.parse::<u32>().ok());
            if layer.is_some_and(|l| l >= n_layer) {
                b.used.insert(t.name.clone());
                skipped += 1;
            }
        }
        tracing::warn!(
            "{a}: ignoring the MTP head ({n_nextn} nextn layer(s) after layer {}, {skipped} \
             tensors); logits are the main model's",
            n_layer - 1
        );
    }

    let Prologue {
        embd,
        n_vocab,
        pos,
        mut x,
    } = prologue(&mut b, hp)?;
    let eps = hp.rms_eps;
    let mut n_ff_exp = None;
    let mut n_ff_shexp = None;
    for l in 0..n_layer {
        let p = |s: &str| format!("blk.{l}.{s}");
        let w = b.weight(&p("attn_norm.weight"))?;
        let h = b.node(Op::RmsNorm { weight: w, eps }, &[x], &p("attn_norm"))?;
        let out = if recurrent[l as usize] {
            deltanet(&mut b, l, h, &ssm, eps)?
        } else {
            attention(&mut b, l, h, pos, hp)?
        };
        x = b.node(Op::Add, &[x, out], &p("attn_residual"))?;
        let w = b.weight(&p("post_attention_norm.weight"))?;
        let h = b.node(Op::RmsNorm { weight: w, eps }, &[x], &p("attn_post_norm"))?;
        let f = moe(&mut b, spec, l, h, hp, &mut n_ff_exp, &mut n_ff_shexp)?;
        x = b.node(Op::Add, &[x, f], &p("l_out"))?;
    }

    let tied = output_head(&mut b, spec, embd, x, eps)?;
    let sizes = LayerSizes {
        n_layer,
        n_vocab,
        n_ff: None,
        n_ff_exp,
        n_ff_shexp,
        tied,
    };
    finish(b, spec, hp, sizes)
}

/// A matmul without bias.
fn mm(b: &mut Builder, name: &str, x: ValueId, node: &str) -> Result<ValueId, CompileError> {
    let weight = b.weight(name)?;
    b.node(Op::MatMul { weight, bias: None }, &[x], node)
}

/// A gated DeltaNet layer's token mixer.
fn deltanet(
    b: &mut Builder,
    l: u32,
    h: ValueId,
    ssm: &Ssm,
    eps: f32,
) -> Result<ValueId, CompileError> {
    let p = |s: &str| format!("blk.{l}.{s}");
    // The four input projections read `h` back to back, so the executors issue them together.
    let qkv = mm(b, &p("attn_qkv.weight"), h, &p("linear_attn_qkv_mixed"))?;
    let z = mm(b, &p("attn_gate.weight"), h, &p("z"))?;
    let beta = mm(b, &p("ssm_beta.weight"), h, &p("beta"))?;
    let alpha = mm(b, &p("ssm_alpha.weight"), h, &p("alpha"))?;
    let conv_w = b.weight(&p("ssm_conv1d.weight"))?;
    let conv = b.node(
        Op::CausalConv1d {
            layer: l,
            channels: ssm.conv_channels(),
            kernel: ssm.d_conv,
            weight: conv_w,
        },
        &[qkv],
        &p("conv_output_silu"),
    )?;
    let dt_bias = b.weight(&p("ssm_dt.bias"))?;
    let a = b.weight(&p("ssm_a"))?;
    let o = b.node(
        Op::GatedDeltaNet {
            layer: l,
            n_k_head: ssm.n_k_head,
            n_v_head: ssm.n_v_head,
            head_dim: ssm.head_dim,
            eps,
            dt_bias,
            a,
        },
        &[conv, alpha, beta],
        &p("attn_output"),
    )?;
    let norm = b.weight(&p("ssm_norm.weight"))?;
    let o = b.node(
        Op::GatedHeadNorm {
            weight: norm,
            eps,
            n_head: ssm.n_v_head,
            head_dim: ssm.head_dim,
        },
        &[o, z],
        &p("final_output"),
    )?;
    mm(b, &p("ssm_out.weight"), o, &p("linear_attn_out"))
}

/// A gated full-attention layer's token mixer.
fn attention(
    b: &mut Builder,
    l: u32,
    h: ValueId,
    pos: ValueId,
    hp: &Hparams,
) -> Result<ValueId, CompileError> {
    let p = |s: &str| format!("blk.{l}.{s}");
    if b.gguf.tensor(&p("attn_qkv.weight")).is_some() {
        return Err(unsupported(
            b.arch,
            format!("a fused {} in a full-attention layer", p("attn_qkv.weight")),
        ));
    }
    let proj = |b: &mut Builder, which: &str| -> Result<ValueId, CompileError> {
        let weight = b.weight(&p(&format!("attn_{which}.weight")))?;
        let bias = b.optional(&p(&format!("attn_{which}.bias")))?;
        b.node(
            Op::MatMul { weight, bias },
            &[h],
            &p(&format!("attn_{which}")),
        )
    };
    let qg = proj(b, "q")?;
    let k = proj(b, "k")?;
    let v = proj(b, "v")?;
    let split = b.graph.add_node(
        Op::SplitHeadPairs {
            n_head: hp.n_head,
            head_dim: hp.head_dim,
        },
        &[qg],
        &p("q_gate_split"),
    )?;
    let (q, gate) = match split.as_slice() {
        [q, g] => (*q, *g),
        _ => return Err(bad(b.arch, "split_head_pairs must have two outputs")),
    };
    let norm = |b: &mut Builder, x: ValueId, which: &str, n_head: u32| {
        let weight = b.weight(&p(&format!("attn_{which}_norm.weight")))?;
        b.node(
            Op::HeadRmsNorm {
                weight,
                eps: hp.rms_eps,
                n_head,
                head_dim: hp.head_dim,
            },
            &[x],
            &p(&format!("attn_{which}_norm")),
        )
    };
    let q = norm(b, q, "q", hp.n_head)?;
    let k = norm(b, k, "k", hp.n_head_kv)?;
    let rope = |n_head| Op::Rope {
        mode: hp.rope,
        n_head,
        head_dim: hp.head_dim,
        n_rot: hp.n_rot,
        freq_base: hp.freq_base,
        freq_scale: hp.freq_scale,
    };
    let q = b.node(rope(hp.n_head), &[q, pos], &p("q_rope"))?;
    let k = b.node(rope(hp.n_head_kv), &[k, pos], &p("k_rope"))?;
    let att = b.node(
        Op::Attention {
            layer: l,
            n_head: hp.n_head,
            n_head_kv: hp.n_head_kv,
            head_dim: hp.head_dim,
            scale: hp.attn_scale,
        },
        &[q, k, v, pos],
        &p("attn"),
    )?;
    let gated = b.node(Op::SigmoidGate, &[att, gate], &p("attn_gated"))?;
    mm(b, &p("attn_output.weight"), gated, &p("attn_output"))
}

/// The routed experts plus the sigmoid-gated shared expert ([`routed_ffn`], whose
/// `ArchSpec` flags give qwen35moe exactly that); a fused gate/up expert tensor is refused by
/// name.
fn moe(
    b: &mut Builder,
    spec: &ArchSpec,
    l: u32,
    h: ValueId,
    hp: &Hparams,
    n_ff_exp: &mut Option<u32>,
    n_ff_shexp: &mut Option<u32>,
) -> Result<ValueId, CompileError> {
    let fused = format!("blk.{l}.ffn_gate_up_exps.weight");
    if b.gguf.tensor(&fused).is_some() {
        return Err(unsupported(b.arch, format!("a fused {fused}")));
    }
    routed_ffn(b, spec, l, h, hp, n_ff_exp, n_ff_shexp)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn qwen35_sections_are_neox_for_text() {
        check_sections("qwen35moe", &[11, 11, 10, 0], 64).unwrap();
        check_sections("qwen35moe", &[3, 3, 2, 0], 16).unwrap();
        // Pair 2 of 4 falls in the empty third section.
        let e = check_sections("qwen35moe", &[2, 2, 0, 0], 8).unwrap_err();
        assert!(e.to_string().contains("unrotated"), "{e}");
        assert!(check_sections("qwen35moe", &[0, 0, 0, 0], 8).is_err());
        assert!(check_sections("qwen35moe", &[8, 8, 8, 0], 16).is_err());
    }
}
