//! The decoder-only transformer every supported architecture shares, built node by node.
//!
//! Per layer `l`, with `x` the residual stream (llama.cpp's order of operations):
//!
//! ```text
//! h = rms_norm(x, attn_norm)
//! q, k, v = h·Wqᵀ (+bq), h·Wkᵀ (+bk), h·Wvᵀ (+bv)      (or row ranges of a fused attn_qkv)
//! q, k = head_rms_norm(q, attn_q_norm), head_rms_norm(k, attn_k_norm)      (qwen3moe)
//! q, k = rms_norm(q, attn_q_norm), rms_norm(k, attn_k_norm)                (olmoe: whole rows)
//! q, k = rope(q, pos), rope(k, pos)
//! x = x + attention(q, k, v, pos)·Woᵀ (+bo)
//! h = rms_norm(x, ffn_norm)
//! moe layers:   ids, w = router_topk(h·Wgate_inpᵀ); f = moe_ffn(h, ids, w)
//!               f = f + shared_expert(h)                                    (qwen2moe only)
//! dense layers: f = dense_ffn(h)
//! x = x + f
//! ```
//!
//! then `logits = output_head(rms_norm(x, output_norm))`.

use super::hparams::{Hparams, bad};
use super::{ArchSpec, Lowered, QkNorm, WeightView};
use crate::error::CompileError;
use crate::gguf::GgufFile;
use std::collections::{BTreeMap, BTreeSet};
use strata_ir::graph::{Graph, ValueId, WeightId};
use strata_ir::op::{InputKind, Op};
use strata_ir::plan::{ModelConfig, RopeConfig};

/// Builds the graph while recording which GGUF tensors it used.
pub(super) struct Builder<'a> {
    pub(super) gguf: &'a GgufFile,
    pub(super) arch: &'static str,
    pub(super) graph: Graph,
    pub(super) used: BTreeSet<String>,
    pub(super) views: BTreeMap<String, WeightView>,
}

impl Builder<'_> {
    /// Binds the tensor `name` as a weight; it must exist.
    pub(super) fn weight(&mut self, name: &str) -> Result<WeightId, CompileError> {
        self.optional(name)?
            .ok_or_else(|| bad(self.arch, format!("tensor {name} is missing")))
    }

    /// Binds the tensor `name` as a weight if the file has it.
    pub(super) fn optional(&mut self, name: &str) -> Result<Option<WeightId>, CompileError> {
        let Some(t) = self.gguf.tensor(name) else {
            return Ok(None);
        };
        let id = self.graph.add_weight(name, t.ty, t.shape.clone())?;
        self.used.insert(name.to_string());
        Ok(Some(id))
    }

    /// Binds outermost slices `first..first + n` of tensor `parent` as a weight of its own,
    /// named `parent[part]`: rows of a matrix, elements of a vector.
    fn view(
        &mut self,
        parent: &str,
        part: &str,
        first: u64,
        n: u64,
    ) -> Result<WeightId, CompileError> {
        let t = self
            .gguf
            .tensor(parent)
            .ok_or_else(|| bad(self.arch, format!("tensor {parent} is missing")))?;
        let mut shape = t.shape.clone();
        match shape.last_mut() {
            Some(last) if first.checked_add(n).is_some_and(|end| end <= *last) => *last = n,
            _ => {
                return Err(bad(
                    self.arch,
                    format!(
                        "tensor {parent} of shape {:?} has no slices {first}..{first}+{n}",
                        t.shape
                    ),
                ));
            }
        }
        let name = format!("{parent}[{part}]");
        let id = self.graph.add_weight(&name, t.ty, shape)?;
        self.used.insert(parent.to_string());
        self.views.insert(
            name,
            WeightView {
                parent: parent.to_string(),
                first,
            },
        );
        Ok(id)
    }

    pub(super) fn node(
        &mut self,
        op: Op,
        inputs: &[ValueId],
        name: &str,
    ) -> Result<ValueId, CompileError> {
        Ok(self.graph.add1(op, inputs, name)?)
    }

    /// The tensor's ggml shape, for sizes read from tensors.
    pub(super) fn shape(&self, name: &str) -> Option<&[u64]> {
        self.gguf.tensor(name).map(|t| t.shape.as_slice())
    }
}

pub(super) fn to_u32(arch: &str, what: &str, v: u64) -> Result<u32, CompileError> {
    u32::try_from(v).map_err(|_| bad(arch, format!("{what} {v} does not fit in 32 bits")))
}

/// The Q, K and V projections of layer `l` from separate `attn_q|k|v` tensors or from a fused
/// `attn_qkv` (llama.cpp takes either for every architecture), with their biases where the
/// file has them (optional on every architecture, as in llama.cpp).
fn qkv(
    b: &mut Builder,
    spec: &ArchSpec,
    l: u32,
    h: ValueId,
    q_dim: u64,
    kv_dim: u64,
) -> Result<(ValueId, ValueId, ValueId), CompileError> {
    let p = |s: &str| format!("blk.{l}.{s}");
    let a = spec.name;
    let fused = p("attn_qkv.weight");
    let mut out = Vec::with_capacity(3);
    if let Some(t) = b.gguf.tensor(&fused) {
        let want = q_dim + 2 * kv_dim;
        if t.shape.len() != 2 || t.shape[1] != want {
            return Err(bad(
                a,
                format!(
                    "{fused} has shape {:?}, expected [n_embd, {want}] (q {q_dim} + k {kv_dim} + v {kv_dim})",
                    t.shape
                ),
            ));
        }
        for name in ["attn_q.weight", "attn_k.weight", "attn_v.weight"] {
            if b.gguf.tensor(&p(name)).is_some() {
                return Err(bad(a, format!("{} beside the fused {fused}", p(name))));
            }
        }
        let fused_bias = p("attn_qkv.bias");
        let has_bias = match b.gguf.tensor(&fused_bias) {
            Some(t) if t.shape != [want] => {
                return Err(bad(
                    a,
                    format!("{fused_bias} has shape {:?}, expected [{want}]", t.shape),
                ));
            }
            Some(_) => true,
            None => false,
        };
        for (which, first, n) in [
            ("q", 0, q_dim),
            ("k", q_dim, kv_dim),
            ("v", q_dim + kv_dim, kv_dim),
        ] {
            let weight = b.view(&fused, which, first, n)?;
            let bias = if has_bias {
                Some(b.view(&fused_bias, which, first, n)?)
            } else {
                None
            };
            out.push(b.node(
                Op::MatMul { weight, bias },
                &[h],
                &p(&format!("attn_{which}")),
            )?);
        }
    } else {
        for which in ["q", "k", "v"] {
            let weight = b.weight(&p(&format!("attn_{which}.weight")))?;
            let bias = b.optional(&p(&format!("attn_{which}.bias")))?;
            out.push(b.node(
                Op::MatMul { weight, bias },
                &[h],
                &p(&format!("attn_{which}")),
            )?);
        }
    }
    match out.as_slice() {
        [q, k, v] => Ok((*q, *k, *v)),
        _ => Err(bad(a, "attention needs three projections")),
    }
}

/// Lowers the model described by `hp` to a graph.
pub(super) fn build(
    gguf: &GgufFile,
    spec: &ArchSpec,
    hp: &Hparams,
) -> Result<Lowered, CompileError> {
    let a = spec.name;
    let mut b = Builder {
        gguf,
        arch: a,
        graph: Graph::new(),
        used: BTreeSet::new(),
        views: BTreeMap::new(),
    };
    for t in gguf.tensors() {
        // Old Mixtral conversions store every expert as its own tensor (blk.N.ffn_gate.E.weight).
        let parts: Vec<&str> = t.name.split('.').collect();
        if parts.len() == 5 && parts[0] == "blk" && parts[3].parse::<u32>().is_ok() {
            return Err(CompileError::UnsupportedFeature {
                arch: a.to_string(),
                feature: format!(
                    "per-expert tensors such as {} (reconvert with merged ffn_*_exps tensors)",
                    t.name
                ),
            });
        }
    }

    let Prologue {
        embd,
        n_vocab,
        pos,
        mut x,
    } = prologue(&mut b, hp)?;

    let mut n_ff_exp: Option<u32> = None;
    let mut n_ff_shexp: Option<u32> = None;
    let mut n_ff_dense: Option<u32> = None;
    for l in 0..hp.n_layer {
        let p = |s: &str| format!("blk.{l}.{s}");
        let eps = hp.rms_eps;

        // Attention block.
        let w = b.weight(&p("attn_norm.weight"))?;
        let h = b.node(Op::RmsNorm { weight: w, eps }, &[x], &p("attn_norm"))?;
        let q_dim = u64::from(hp.n_head) * u64::from(hp.head_dim);
        let kv_dim = u64::from(hp.n_head_kv) * u64::from(hp.head_dim);
        let (mut q, mut k, v) = qkv(&mut b, spec, l, h, q_dim, kv_dim)?;
        match spec.qk_norm {
            QkNorm::None => {}
            QkNorm::PerHead => {
                let wq = b.weight(&p("attn_q_norm.weight"))?;
                q = b.node(
                    Op::HeadRmsNorm {
                        weight: wq,
                        eps,
                        n_head: hp.n_head,
                        head_dim: hp.head_dim,
                    },
                    &[q],
                    &p("attn_q_norm"),
                )?;
                let wk = b.weight(&p("attn_k_norm.weight"))?;
                k = b.node(
                    Op::HeadRmsNorm {
                        weight: wk,
                        eps,
                        n_head: hp.n_head_kv,
                        head_dim: hp.head_dim,
                    },
                    &[k],
                    &p("attn_k_norm"),
                )?;
            }
            QkNorm::Whole => {
                // llama.cpp creates both weights with n_embd values, so Q and K must both be
                // n_embd wide (no grouped KV heads); say so rather than fail a shape check.
                for (which, dim) in [("q", q_dim), ("k", kv_dim)] {
                    let name = p(&format!("attn_{which}_norm.weight"));
                    if let Some(s) = b.shape(&name)
                        && s != [dim]
                    {
                        return Err(bad(
                            a,
                            format!(
                                "{name} has shape {s:?}, expected [{dim}] (the whole projection)"
                            ),
                        ));
                    }
                }
                let wq = b.weight(&p("attn_q_norm.weight"))?;
                q = b.node(Op::RmsNorm { weight: wq, eps }, &[q], &p("attn_q_norm"))?;
                let wk = b.weight(&p("attn_k_norm.weight"))?;
                k = b.node(Op::RmsNorm { weight: wk, eps }, &[k], &p("attn_k_norm"))?;
            }
        }
        let windowed = hp
            .swa
            .as_ref()
            .is_some_and(|s| s.layers.get(l as usize).copied().unwrap_or(false));
        // llama.cpp gives the sliding-window layers their own RoPE base (gpt-oss).
        let freq_base = if windowed {
            hp.freq_base_swa
        } else {
            hp.freq_base
        };
        let rope = |n_head| match hp.yarn {
            None => Op::Rope {
                mode: hp.rope,
                n_head,
                head_dim: hp.head_dim,
                n_rot: hp.n_rot,
                freq_base,
                freq_scale: hp.freq_scale,
            },
            Some(y) => Op::RopeYarn {
                mode: hp.rope,
                n_head,
                head_dim: hp.head_dim,
                n_rot: hp.n_rot,
                freq_base,
                freq_scale: hp.freq_scale,
                n_ctx_orig: y.n_ctx_orig,
                ext_factor: y.ext_factor,
                attn_factor: y.attn_factor,
                beta_fast: y.beta_fast,
                beta_slow: y.beta_slow,
            },
        };
        let q = b.node(rope(hp.n_head), &[q, pos], &p("q_rope"))?;
        let k = b.node(rope(hp.n_head_kv), &[k, pos], &p("k_rope"))?;
        let attn = if spec.gpt_oss {
            let sinks = b.weight(&p("attn_sinks.weight"))?;
            Op::AttentionExt {
                layer: l,
                n_head: hp.n_head,
                n_head_kv: hp.n_head_kv,
                head_dim: hp.head_dim,
                scale: hp.attn_scale,
                window: match (&hp.swa, windowed) {
                    (Some(s), true) => s.window,
                    _ => 0,
                },
                sinks: Some(sinks),
            }
        } else {
            Op::Attention {
                layer: l,
                n_head: hp.n_head,
                n_head_kv: hp.n_head_kv,
                head_dim: hp.head_dim,
                scale: hp.attn_scale,
            }
        };
        let att = b.node(attn, &[q, k, v, pos], &p("attn"))?;
        let wo = b.weight(&p("attn_output.weight"))?;
        let bo = if spec.gpt_oss {
            Some(b.weight(&p("attn_output.bias"))?)
        } else if spec.output_bias {
            b.optional(&p("attn_output.bias"))?
        } else {
            None
        };
        let o = b.node(
            Op::MatMul {
                weight: wo,
                bias: bo,
            },
            &[att],
            &p("attn_output"),
        )?;
        x = b.node(Op::Add, &[x, o], &p("ffn_inp"))?;

        // FFN block.
        let norm = if spec.gpt_oss {
            "post_attention_norm"
        } else {
            "ffn_norm"
        };
        let w = b.weight(&p(&format!("{norm}.weight")))?;
        let h = b.node(Op::RmsNorm { weight: w, eps }, &[x], &p(norm))?;
        let f = if hp.n_expert > 0 {
            routed_ffn(&mut b, spec, l, h, hp, &mut n_ff_exp, &mut n_ff_shexp)?
        } else {
            let gate = b.weight(&p("ffn_gate.weight"))?;
            let up = b.weight(&p("ffn_up.weight"))?;
            let down = b.weight(&p("ffn_down.weight"))?;
            if let Some([_, ff]) = b.shape(&p("ffn_gate.weight")) {
                n_ff_dense = Some(to_u32(a, "FFN width", *ff)?);
            }
            b.node(Op::DenseFfn { gate, up, down }, &[h], &p("ffn_out"))?
        };
        x = b.node(Op::Add, &[x, f], &p("l_out"))?;
    }

    let tied = output_head(&mut b, spec, embd, x, hp.rms_eps)?;
    let sizes = LayerSizes {
        n_layer: hp.n_layer,
        n_vocab,
        n_ff: if hp.n_expert == 0 { n_ff_dense } else { None },
        n_ff_exp,
        n_ff_shexp,
        tied,
    };
    finish(b, spec, hp, sizes)
}

/// The token embedding, checked against the vocabulary, and the graph's inputs.
pub(super) struct Prologue {
    pub(super) embd: WeightId,
    pub(super) n_vocab: u32,
    pub(super) pos: ValueId,
    /// The residual stream after the embedding.
    pub(super) x: ValueId,
}

/// Binds `token_embd.weight` (its rows must be `n_embd` wide and agree with `vocab_size` and
/// the tokenizer) and adds the token and position inputs and the embedding gather.
pub(super) fn prologue(b: &mut Builder, hp: &Hparams) -> Result<Prologue, CompileError> {
    let a = b.arch;
    let embd = b.weight("token_embd.weight")?;
    let n_vocab = match b.shape("token_embd.weight") {
        Some([e, v]) if *e == u64::from(hp.n_embd) => to_u32(a, "vocabulary size", *v)?,
        Some(s) => {
            return Err(bad(
                a,
                format!(
                    "token_embd.weight has shape {s:?}, expected [{}, n_vocab]",
                    hp.n_embd
                ),
            ));
        }
        None => return Err(bad(a, "tensor token_embd.weight is missing")),
    };
    if let Some(v) = b.gguf.get_u32(&format!("{a}.vocab_size"))?
        && v != n_vocab
    {
        return Err(bad(
            a,
            format!("{a}.vocab_size is {v} but token_embd.weight has {n_vocab} rows"),
        ));
    }
    if let Some(tokens) = b
        .gguf
        .get("tokenizer.ggml.tokens")
        .and_then(|v| v.as_array())
        && tokens.len() as u64 != u64::from(n_vocab)
    {
        return Err(bad(
            a,
            format!(
                "the tokenizer has {} tokens but token_embd.weight has {n_vocab} rows",
                tokens.len()
            ),
        ));
    }
    let tokens = b.node(Op::Input(InputKind::Tokens), &[], "tokens")?;
    let pos = b.node(Op::Input(InputKind::Positions), &[], "positions")?;
    let x = b.node(Op::Embedding { table: embd }, &[tokens], "token_embd")?;
    Ok(Prologue {
        embd,
        n_vocab,
        pos,
        x,
    })
}

/// Layer `l`'s routed experts on `h` (router, top-k, the experts' FFN) plus, where the
/// architecture has one, the shared expert; records the FFN widths the tensors have.
pub(super) fn routed_ffn(
    b: &mut Builder,
    spec: &ArchSpec,
    l: u32,
    h: ValueId,
    hp: &Hparams,
    n_ff_exp: &mut Option<u32>,
    n_ff_shexp: &mut Option<u32>,
) -> Result<ValueId, CompileError> {
    let p = |s: &str| format!("blk.{l}.{s}");
    let a = spec.name;
    let router = b.weight(&p("ffn_gate_inp.weight"))?;
    let router_bias = if spec.gpt_oss {
        Some(b.weight(&p("ffn_gate_inp.bias"))?)
    } else {
        None
    };
    let logits = b.node(
        Op::MatMul {
            weight: router,
            bias: router_bias,
        },
        &[h],
        &p("ffn_moe_logits"),
    )?;
    let sel = b.graph.add_node(
        Op::RouterTopK {
            layer: l,
            n_expert: hp.n_expert,
            k: hp.n_expert_used,
            scoring: hp.scoring,
            norm_topk: hp.norm_topk,
        },
        &[logits],
        &p("ffn_moe_topk"),
    )?;
    let (ids, weights) = match sel.as_slice() {
        [i, w] => (*i, *w),
        _ => return Err(bad(a, "router_topk must have two outputs")),
    };
    let gate = b.weight(&p("ffn_gate_exps.weight"))?;
    let up = b.weight(&p("ffn_up_exps.weight"))?;
    let down = b.weight(&p("ffn_down_exps.weight"))?;
    if let Some([_, ff, _]) = b.shape(&p("ffn_gate_exps.weight")) {
        *n_ff_exp = Some(to_u32(a, "expert FFN width", *ff)?);
    }
    let moe = if spec.gpt_oss {
        Op::MoeFfnExt {
            layer: l,
            n_expert: hp.n_expert,
            k: hp.n_expert_used,
            gate,
            up,
            down,
            gate_bias: Some(b.weight(&p("ffn_gate_exps.bias"))?),
            up_bias: Some(b.weight(&p("ffn_up_exps.bias"))?),
            down_bias: Some(b.weight(&p("ffn_down_exps.bias"))?),
            glu: hp.glu,
        }
    } else {
        Op::MoeFfn {
            layer: l,
            n_expert: hp.n_expert,
            k: hp.n_expert_used,
            gate,
            up,
            down,
        }
    };
    let mut f = b.node(moe, &[h, ids, weights], &p("ffn_moe_out"))?;
    if spec.shared_expert {
        let gate = b.weight(&p("ffn_gate_shexp.weight"))?;
        let up = b.weight(&p("ffn_up_shexp.weight"))?;
        let down = b.weight(&p("ffn_down_shexp.weight"))?;
        let gate_inp = Some(b.weight(&p("ffn_gate_inp_shexp.weight"))?);
        if let Some([_, ff]) = b.shape(&p("ffn_gate_shexp.weight")) {
            *n_ff_shexp = Some(to_u32(a, "shared expert FFN width", *ff)?);
        }
        let s = b.node(
            Op::SharedExpert {
                gate,
                up,
                down,
                gate_inp,
            },
            &[h],
            &p("ffn_shexp_out"),
        )?;
        f = b.node(Op::Add, &[f, s], &p("ffn_out"))?;
    }
    Ok(f)
}

/// The final norm and the output head (`output.weight`, else the tied embedding `embd`; gpt-oss
/// requires its own); sets the graph's output. Returns whether the head is tied.
pub(super) fn output_head(
    b: &mut Builder,
    spec: &ArchSpec,
    embd: WeightId,
    x: ValueId,
    eps: f32,
) -> Result<bool, CompileError> {
    let w = b.weight("output_norm.weight")?;
    let h = b.node(Op::RmsNorm { weight: w, eps }, &[x], "result_norm")?;
    let (head, tied) = match b.optional("output.weight")? {
        Some(w) => (w, false),
        // llama.cpp's gpt-oss loader requires the output head.
        None if spec.gpt_oss => return Err(bad(spec.name, "tensor output.weight is missing")),
        None => (embd, true),
    };
    let logits = b.node(Op::OutputHead { weight: head }, &[h], "result_output")?;
    b.graph.set_outputs(vec![logits]);
    Ok(tied)
}

/// The sizes a frontend found while building, for [`finish`].
pub(super) struct LayerSizes {
    /// Layers of the main model (a qwen35moe MTP head excluded).
    pub(super) n_layer: u32,
    pub(super) n_vocab: u32,
    /// The dense FFN width (models without experts).
    pub(super) n_ff: Option<u32>,
    pub(super) n_ff_exp: Option<u32>,
    pub(super) n_ff_shexp: Option<u32>,
    pub(super) tied: bool,
}

/// Checks the FFN widths against the metadata, refuses any tensor the graph did not use,
/// and returns the lowered model with its config.
pub(super) fn finish(
    b: Builder,
    spec: &ArchSpec,
    hp: &Hparams,
    s: LayerSizes,
) -> Result<Lowered, CompileError> {
    let a = spec.name;
    check_size(a, "expert_feed_forward_length", hp.n_ff_exp, s.n_ff_exp)?;
    check_size(
        a,
        "expert_shared_feed_forward_length",
        hp.n_ff_shexp,
        s.n_ff_shexp,
    )?;
    if hp.n_expert == 0 {
        check_size(a, "feed_forward_length", hp.n_ff, s.n_ff)?;
    } else if spec.ff_is_expert_width {
        check_size(a, "feed_forward_length", hp.n_ff, s.n_ff_exp)?;
    }
    if let Some(t) = b.gguf.tensors().iter().find(|t| !b.used.contains(&t.name)) {
        return Err(CompileError::UnsupportedFeature {
            arch: a.to_string(),
            feature: format!("tensor {} (not used by the {a} frontend)", t.name),
        });
    }
    let config = ModelConfig {
        arch: a.to_string(),
        name: hp.name.clone(),
        n_vocab: s.n_vocab,
        n_embd: hp.n_embd,
        n_layer: s.n_layer,
        n_head: hp.n_head,
        n_head_kv: hp.n_head_kv,
        head_dim: hp.head_dim,
        rms_eps: hp.rms_eps,
        attn_scale: hp.attn_scale,
        rope: RopeConfig {
            mode: hp.rope,
            n_rot: hp.n_rot,
            freq_base: hp.freq_base,
            freq_scale: hp.freq_scale,
        },
        context_length: hp.context_length,
        n_ff: s.n_ff,
        n_expert: hp.n_expert,
        n_expert_used: hp.n_expert_used,
        n_ff_exp: s.n_ff_exp,
        n_ff_shexp: s.n_ff_shexp,
        expert_scoring: hp.scoring,
        expert_norm_topk: hp.norm_topk,
        qk_norm: spec.qk_norm != QkNorm::None,
        tied_output: s.tied,
    };
    Ok(Lowered {
        config,
        graph: b.graph,
        views: b.views,
    })
}

/// A size stated in metadata must match the one the tensors have.
pub(super) fn check_size(
    arch: &str,
    key: &str,
    stated: Option<u32>,
    actual: Option<u32>,
) -> Result<(), CompileError> {
    match (stated, actual) {
        (Some(s), Some(t)) if s != t => Err(bad(
            arch,
            format!("{arch}.{key} is {s} but the tensors have {t}"),
        )),
        _ => Ok(()),
    }
}
