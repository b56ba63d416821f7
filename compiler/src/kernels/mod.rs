//! Kernel selection and generation for GPU targets: which kernels a model's graph needs, each
//! lowered by `strata-kernels-gen` into the plan's [`KernelBinary`] list.
//!
//! The needed set comes from the graph's ops: an embedding needs the gather for its table's
//! block type; every matrix product needs the fused dequantize-dot matvec of its weight type
//! (decode) and the f16 staging kernel (prompt GEMMs); routed experts need the grouped MoE
//! matvec; norms, RoPE (by mode), the router, SwiGLU, residual adds and attention (split +
//! combine, the f16 KV store) need one kernel each, and a residual add whose sum feeds an
//! RMSNorm also gets the fused add + norm (and, after a MoE layer, the combine + add + norm), and attention whose q and k are roped alike the
//! fused RoPE + KV store; routed experts add the weighted combine and a
//! gated shared expert the sigmoid scale. Every binary records its parameter list and grid rule,
//! the ABI the runtime checks its launches against. A weight type without a kernel is a compile error naming the
//! tensor and the supported types. Each binary records its launch block, resource use as the
//! back end reports it, and bytes/flops at the model's own shape for the cost model.
//!
//! The batched prompt path (T tokens at once, its GEMMs outside the plan) gets its own kernels
//! alongside: attention adds causal prefill attention, the RoPE + KV store over rows (where
//! the fused decode kernel is chosen), the f16 cast and the f16 row gather of GEMM operands;
//! routed experts add the combine over rows and the row gather; a biased matrix product adds
//! the bias over rows; a gated shared expert the sigmoid scale over rows. They are costed at
//! [`PROMPT_COST_ROWS`] rows.

use crate::error::CompileError;
use std::collections::BTreeMap;
use strata_ir::GgmlType;
use strata_ir::graph::{Graph, Weight};
use strata_ir::op::{Glu, Op, RopeMode, Scoring};
use strata_ir::plan::{KernelBinary, KernelParam, ModelConfig, ParamType};
use strata_kernels_gen::kernels::KvCode;
use strata_kernels_gen::kernels::quant;
use strata_kernels_gen::{CostShape, KernelKind, Target};

/// The GPU targets kernel generation supports.
pub const GPU_TARGETS: [&str; 3] = ["gfx1101", "gfx1100", "sm_90"];

/// The prompt batch (rows) the prompt path's kernels are costed at.
pub const PROMPT_COST_ROWS: u64 = 512;

/// The cost shape of an attention decode split (`m` heads, `n` = the cache length it is costed
/// at, `k` head dim), refusing a head wider than the kernels take.
fn attention_shape(
    target: &str,
    config: &ModelConfig,
    n_head: u32,
    head_dim: u32,
) -> Result<CostShape, CompileError> {
    if head_dim > strata_kernels_gen::kernels::ATTN_MAX_HEAD_DIM {
        return Err(CompileError::UnsupportedTarget {
            arch: target.to_string(),
            reason: format!(
                "attention head_dim {head_dim} exceeds the kernel's maximum {}",
                strata_kernels_gen::kernels::ATTN_MAX_HEAD_DIM
            ),
        });
    }
    Ok(CostShape {
        m: u64::from(n_head),
        n: u64::from(config.context_length.clamp(1, 4096)),
        k: u64::from(head_dim),
    })
}

/// The prompt path's kernels for a layer of routed experts: each expert's rows multiplied
/// straight from its blocks (the grouped matmul, x quantized to q8 rows where it reads them) or
/// through GEMMs on f16-staged matrices, the rows gathered and the outputs combined per row.
/// Where the target has the int8 matrix instruction (`mma`), the types with a matrix-unit
/// grouped matmul get that kernel beside the dp4a one (the runtime prefers it; the other is its
/// A/B arm).
fn prompt_moe_kernels(
    graph: &Graph,
    mats: [strata_ir::graph::WeightId; 3],
    k: u32,
    n_embd: u64,
    mma: bool,
    add: &mut impl FnMut(KernelKind, CostShape),
) {
    for wid in mats {
        let w = graph.weight(wid);
        if !quant::supported(w.ty) {
            continue;
        }
        let ty = w.ty;
        let (rows, cols) = rows_cols(w);
        if strata_kernels_gen::kernels::matmul::supports(ty) {
            add(
                KernelKind::MoeMatmul(ty),
                CostShape {
                    m: rows,
                    n: cols,
                    k: PROMPT_COST_ROWS * u64::from(k) / 8,
                },
            );
            let with_mma = mma && strata_kernels_gen::kernels::matmul_mma::supports(ty);
            if with_mma {
                add(
                    KernelKind::MoeMatmulMma(ty),
                    CostShape {
                        m: rows,
                        n: cols,
                        k: PROMPT_COST_ROWS * u64::from(k) / 32,
                    },
                );
            }
            if with_mma || strata_kernels_gen::kernels::matmul::reads_q8(ty) {
                add(
                    KernelKind::QuantizeRowsQ8,
                    CostShape {
                        m: PROMPT_COST_ROWS * u64::from(k),
                        n: cols,
                        k: 0,
                    },
                );
            }
        }
        add(
            KernelKind::DequantF16(ty),
            CostShape {
                m: rows,
                n: cols,
                k: 0,
            },
        );
    }
    add(
        KernelKind::MoeCombineRows,
        CostShape {
            m: PROMPT_COST_ROWS,
            n: n_embd,
            k: u64::from(k),
        },
    );
    add(
        KernelKind::GatherRowsF16,
        CostShape {
            m: PROMPT_COST_ROWS,
            n: n_embd,
            k: 0,
        },
    );
}

/// A kernel family with one member per KV code.
type KindOf = fn(KvCode) -> KernelKind;

fn no_kernel(target: &str, w: &Weight, what: &str) -> CompileError {
    let supported: Vec<&str> = quant::SUPPORTED.iter().map(|t| t.name()).collect();
    CompileError::UnsupportedTarget {
        arch: target.to_string(),
        reason: format!(
            "no {what} kernel for {} weights ({}); supported weight types: {}",
            w.ty.name(),
            w.name,
            supported.join(", ")
        ),
    }
}

/// `[K, N]` of a matrix weight (ggml order: `ne0` = columns), as (rows, cols).
fn rows_cols(w: &Weight) -> (u64, u64) {
    let cols = w.shape.first().copied().unwrap_or(0);
    let rows = w.shape.get(1).copied().unwrap_or(1);
    (rows, cols)
}

/// Where the target has the f16 matrix instruction, the matrix-unit prompt attention for the
/// f16 cache (heads up to `MMA_MAX_DIM` wide, a multiple of 16): the runtime prefers it for the
/// layers without a window or sinks. An f32 cache keeps the f32 kernel: it is the exact choice.
fn prefill_mma_kernels(
    mma_f16: bool,
    config: &ModelConfig,
    n_head: u32,
    head_dim: u32,
    add: &mut impl FnMut(KernelKind, CostShape),
) {
    use strata_kernels_gen::kernels::attention_mma::MMA_MAX_DIM;
    let n_kv = config.n_head_kv.max(1);
    if !mma_f16
        || head_dim > MMA_MAX_DIM
        || !head_dim.is_multiple_of(16)
        || !n_head.is_multiple_of(n_kv)
    {
        return;
    }
    // The q8 cache keeps the f32 kernel, so that a q8 run on the GPU stays the CPU's q8 run
    // (2.9e-6 on tiny-qwen3moe). The matrix-unit kernel reads q8 caches correctly, but its f16
    // roundings (~1e-3) move the next layer's K/V enough to step a few q8 codes, and a step can
    // flip a router pick at a near-tie: 0.62 on one row of tiny-qwen3moe, where scaling the
    // exact kernel's output by 1 ± 1e-4 flips the same pick. Evidence: docs/perf/kv-types.md,
    // "Session 19"; tests/gpu_kv_types.rs runs the q8 variant through the executor.
    add(
        KernelKind::AttnPrefillMma(KvCode::F16),
        CostShape {
            m: u64::from(n_kv),
            n: u64::from(n_head / n_kv),
            k: PROMPT_COST_ROWS,
        },
    );
}

/// The kernels `graph` needs, each with the shape it is costed at (the first use found).
pub fn needed_kernels(
    target: &str,
    config: &ModelConfig,
    graph: &Graph,
) -> Result<BTreeMap<KernelKind, CostShape>, CompileError> {
    let mut out: BTreeMap<KernelKind, CostShape> = BTreeMap::new();
    let mma = Target::by_name(target).is_ok_and(|t| t.mma_i8.is_some());
    let mma_f16 = Target::by_name(target).is_ok_and(|t| t.mma_f16.is_some());
    let mut add = |k: KernelKind, s: CostShape| {
        out.entry(k).or_insert(s);
    };
    let check = |w: &Weight, what: &str| -> Result<GgmlType, CompileError> {
        if quant::supported(w.ty) {
            Ok(w.ty)
        } else {
            Err(no_kernel(target, w, what))
        }
    };
    let matmul =
        |w: &Weight, add: &mut dyn FnMut(KernelKind, CostShape)| -> Result<(), CompileError> {
            let ty = check(w, "matvec")?;
            let (rows, cols) = rows_cols(w);
            add(
                KernelKind::Matvec(ty),
                CostShape {
                    m: rows,
                    n: cols,
                    k: 0,
                },
            );
            if strata_kernels_gen::kernels::matvec::wants_narrow(ty, rows) {
                add(
                    KernelKind::MatvecNarrow(ty),
                    CostShape {
                        m: rows,
                        n: cols,
                        k: 0,
                    },
                );
            }
            add(
                KernelKind::DequantF16(ty),
                CostShape {
                    m: rows,
                    n: cols,
                    k: 0,
                },
            );
            Ok(())
        };
    let n_embd = u64::from(config.n_embd);
    for id in graph.node_ids() {
        let Some(node) = graph.node(id) else { continue };
        match &node.op {
            Op::Input(_) => {}
            // qwen35moe's gated DeltaNet and gated attention: no GPU kernels yet (the CPU
            // executors run them), so a GPU plan of such a model is refused by name.
            Op::CausalConv1d { .. }
            | Op::GatedDeltaNet { .. }
            | Op::GatedHeadNorm { .. }
            | Op::SplitHeadPairs { .. }
            | Op::SigmoidGate => {
                return Err(CompileError::UnsupportedTarget {
                    arch: target.to_string(),
                    reason: format!(
                        "{} has no GPU kernel yet (qwen35moe's gated DeltaNet / gated attention \
                         run on the CPU executors only); compile with --arch host",
                        node.op.name()
                    ),
                });
            }
            Op::Embedding { table } => {
                let w = graph.weight(*table);
                let ty = check(w, "embedding")?;
                add(
                    KernelKind::Embed(ty),
                    CostShape {
                        m: 1,
                        n: n_embd,
                        k: 0,
                    },
                );
            }
            Op::RmsNorm { .. } => {
                add(
                    KernelKind::RmsNorm,
                    CostShape {
                        m: 1,
                        n: n_embd,
                        k: 0,
                    },
                );
            }
            // Per-head norms (Qwen3's q and k): the decode step runs the pair as one launch.
            Op::HeadRmsNorm {
                n_head, head_dim, ..
            } => {
                add(
                    KernelKind::RmsNorm,
                    CostShape {
                        m: 1,
                        n: n_embd,
                        k: 0,
                    },
                );
                add(
                    KernelKind::RmsNormPair,
                    CostShape {
                        m: u64::from(*n_head) + u64::from(config.n_head_kv),
                        n: u64::from(*head_dim),
                        k: 0,
                    },
                );
            }
            Op::MatMul { weight, bias } => {
                matmul(graph.weight(*weight), &mut add)?;
                if bias.is_some() {
                    add(
                        KernelKind::Add,
                        CostShape {
                            m: n_embd,
                            n: 0,
                            k: 0,
                        },
                    );
                    add(
                        KernelKind::AddBiasRows,
                        CostShape {
                            m: PROMPT_COST_ROWS,
                            n: rows_cols(graph.weight(*weight)).0,
                            k: 0,
                        },
                    );
                }
            }
            Op::OutputHead { weight } => matmul(graph.weight(*weight), &mut add)?,
            Op::Rope {
                mode,
                n_head,
                n_rot,
                ..
            } => {
                let k = match mode {
                    RopeMode::Neox => KernelKind::RopeNeox,
                    RopeMode::Normal => KernelKind::RopeNorm,
                };
                add(
                    k,
                    CostShape {
                        m: u64::from(*n_head),
                        n: 0,
                        k: u64::from(*n_rot),
                    },
                );
            }
            Op::Attention {
                n_head, head_dim, ..
            } => {
                let s = attention_shape(target, config, *n_head, *head_dim)?;
                // Every KV code's kernels: the cache type is a runtime choice (`--kv`).
                for c in KvCode::ALL {
                    add(KernelKind::AttnSplit(c), s);
                    // The decode split with each head's combine in its last block.
                    add(KernelKind::AttnSplitCombine(c), s);
                }
                // q and k both roped the same way: the GPU decode step rotates them and stores
                // the token's K/V row in one launch (the runtime's schedule picks it).
                let rope_of = |i: usize| {
                    let v = *node.inputs.get(i)?;
                    match &graph.node(graph.producer(v)?)?.op {
                        Op::Rope { mode, n_rot, .. } => Some((*mode, *n_rot)),
                        _ => None,
                    }
                };
                if let (Some((mq, rq)), Some((mk, rk))) = (rope_of(0), rope_of(1))
                    && mq == mk
                    && rq == rk
                {
                    let (kind, rows_kind, qk_rows): (KindOf, KindOf, _) = match mq {
                        RopeMode::Neox => (
                            KernelKind::RopeNeoxKvStore,
                            KernelKind::RopeNeoxKvStoreRows,
                            KernelKind::RopeNeoxQkRows,
                        ),
                        RopeMode::Normal => (
                            KernelKind::RopeNormKvStore,
                            KernelKind::RopeNormKvStoreRows,
                            KernelKind::RopeNormQkRows,
                        ),
                    };
                    let rows_shape = CostShape {
                        m: u64::from(*n_head),
                        n: u64::from(*head_dim),
                        k: PROMPT_COST_ROWS,
                    };
                    // A grouped code (q8) stores after the ropes (no fused kernel for it).
                    for c in KvCode::ALL.into_iter().filter(|c| !c.grouped()) {
                        add(
                            kind(c),
                            CostShape {
                                m: u64::from(*n_head),
                                n: u64::from(*head_dim),
                                k: u64::from(rq),
                            },
                        );
                        add(rows_kind(c), rows_shape);
                    }
                    add(qk_rows, rows_shape);
                    // Both ropes reading per-head RMSNorms no wider than the norm kernel's block
                    // (Qwen3's q and k norms): the norms can join the decode launch too.
                    let head_norm_of = |i: usize| {
                        node.inputs
                            .get(i)
                            .and_then(|&v| graph.node(graph.producer(v)?))
                            .and_then(|rope| graph.node(graph.producer(*rope.inputs.first()?)?))
                            .is_some_and(|n| matches!(n.op, Op::HeadRmsNorm { .. }))
                    };
                    if head_norm_of(0)
                        && head_norm_of(1)
                        && *head_dim <= strata_kernels_gen::kernels::rope::NORM_BLOCK
                    {
                        let norm_kind: KindOf = match mq {
                            RopeMode::Neox => KernelKind::NormRopeNeoxKvStore,
                            RopeMode::Normal => KernelKind::NormRopeNormKvStore,
                        };
                        for c in KvCode::ALL.into_iter().filter(|c| !c.grouped()) {
                            add(
                                norm_kind(c),
                                CostShape {
                                    m: u64::from(*n_head) + u64::from(config.n_head_kv),
                                    n: u64::from(*head_dim),
                                    k: u64::from(rq),
                                },
                            );
                        }
                    }
                }
                // The prompt path: causal attention over the batch, and its GEMM operands.
                for c in KvCode::ALL {
                    add(
                        KernelKind::AttnPrefill(c),
                        CostShape {
                            m: u64::from(*n_head),
                            n: u64::from(*head_dim),
                            k: PROMPT_COST_ROWS,
                        },
                    );
                }
                prefill_mma_kernels(mma_f16, config, *n_head, *head_dim, &mut add);
                add(
                    KernelKind::CastF16,
                    CostShape {
                        m: PROMPT_COST_ROWS * n_embd,
                        n: 0,
                        k: 0,
                    },
                );
                add(
                    KernelKind::GatherRowsF16,
                    CostShape {
                        m: PROMPT_COST_ROWS,
                        n: n_embd,
                        k: 0,
                    },
                );
                for c in KvCode::ALL {
                    add(
                        KernelKind::KvStore(c),
                        CostShape {
                            m: u64::from(config.n_head_kv) * u64::from(*head_dim),
                            n: 0,
                            k: 1,
                        },
                    );
                }
                add(
                    KernelKind::AttnCombine,
                    CostShape {
                        n: s.n
                            .div_ceil(u64::from(strata_kernels_gen::kernels::ATTN_CHUNK)),
                        ..s
                    },
                );
            }
            Op::RouterTopK {
                n_expert,
                k,
                scoring,
                ..
            } => {
                let kind = match scoring {
                    Scoring::Softmax => KernelKind::RouterTopK,
                    // gpt-oss: the softmax over the selected experts' logits.
                    Scoring::SoftmaxWeight => KernelKind::RouterTopKSoftmaxWeight,
                    Scoring::Sigmoid => {
                        return Err(CompileError::UnsupportedTarget {
                            arch: target.to_string(),
                            reason: "the router kernels implement softmax scoring (over all \
                                     experts or over the selected) only"
                                .into(),
                        });
                    }
                };
                add(
                    kind,
                    CostShape {
                        m: 1,
                        n: u64::from(*n_expert),
                        k: u64::from(*k),
                    },
                );
                // Softmax over logits from a bias-free F32 matmul (Qwen3's router): the decode
                // step computes the logits and the picks in one launch.
                let f32_router = node
                    .inputs
                    .first()
                    .and_then(|&v| graph.node(graph.producer(v)?))
                    .and_then(|n| match &n.op {
                        Op::MatMul { weight, bias: None } => Some(graph.weight(*weight).ty),
                        _ => None,
                    })
                    == Some(GgmlType::F32);
                if matches!(scoring, Scoring::Softmax)
                    && f32_router
                    && *n_expert <= strata_kernels_gen::kernels::router::ROUTER_FUSED_MAX_EXPERTS
                {
                    add(
                        KernelKind::RouterMatvecTopK,
                        CostShape {
                            m: u64::from(*n_expert),
                            n: n_embd,
                            k: u64::from(*k),
                        },
                    );
                }
            }
            // An expert FFN (written by the runtime's scheduling passes, never by the frontends)
            // needs what the MoE node it came from needs.
            Op::MoeFfn {
                k, gate, up, down, ..
            }
            | Op::ExpertFfn {
                k, gate, up, down, ..
            } => {
                for wid in [gate, up, down] {
                    let w = graph.weight(*wid);
                    let ty = check(w, "MoE matvec")?;
                    let (rows, cols) = rows_cols(w);
                    add(
                        KernelKind::MoeMatvec(ty),
                        CostShape {
                            m: rows,
                            n: cols,
                            k: u64::from(*k),
                        },
                    );
                }
                prompt_moe_kernels(graph, [*gate, *up, *down], *k, n_embd, mma, &mut add);
                let ff = rows_cols(graph.weight(*gate)).0;
                add(
                    KernelKind::Swiglu,
                    CostShape {
                        m: ff * u64::from(*k),
                        n: 0,
                        k: 0,
                    },
                );
                // The decode step's down projection with the SwiGLU in its x staging.
                let dw = graph.weight(*down);
                let dty = check(dw, "MoE matvec")?;
                if strata_kernels_gen::kernels::matvec::stages_x(dty) {
                    let (rows, cols) = rows_cols(dw);
                    add(
                        KernelKind::MoeMatvecSwiglu(dty),
                        CostShape {
                            m: rows,
                            n: cols,
                            k: u64::from(*k),
                        },
                    );
                }
                add(
                    KernelKind::MoeCombine,
                    CostShape {
                        m: n_embd,
                        n: 0,
                        k: u64::from(*k),
                    },
                );
            }
            Op::DenseFfn { gate, up, down } | Op::SharedExpert { gate, up, down, .. } => {
                for wid in [gate, up, down] {
                    matmul(graph.weight(*wid), &mut add)?;
                }
                if let Op::SharedExpert {
                    gate_inp: Some(g), ..
                } = &node.op
                {
                    matmul(graph.weight(*g), &mut add)?;
                    add(
                        KernelKind::SigmoidScale,
                        CostShape {
                            m: n_embd,
                            n: 0,
                            k: 0,
                        },
                    );
                    add(
                        KernelKind::SigmoidScaleRows,
                        CostShape {
                            m: PROMPT_COST_ROWS,
                            n: n_embd,
                            k: 0,
                        },
                    );
                }
                let ff = rows_cols(graph.weight(*gate)).0;
                add(KernelKind::Swiglu, CostShape { m: ff, n: 0, k: 0 });
            }
            // Routing rewrites, the split and the weighted sum: host-side bookkeeping or part of
            // the grouped MoE kernels above.
            Op::CarRoute { .. } | Op::ExpertSplit { .. } | Op::ExpertCombine { .. } => {}
            // gpt-oss's ops: the decode step's kernels only (the batched prompt path runs plans
            // with these ops token by token, so none of its row kernels are needed).
            Op::RopeYarn {
                mode,
                n_head,
                n_rot,
                ..
            } => {
                let k = match mode {
                    RopeMode::Neox => KernelKind::RopeYarnNeox,
                    RopeMode::Normal => KernelKind::RopeYarnNorm,
                };
                add(
                    k,
                    CostShape {
                        m: u64::from(*n_head),
                        n: 0,
                        k: u64::from(*n_rot),
                    },
                );
            }
            Op::AttentionExt {
                n_head,
                head_dim,
                window,
                sinks,
                ..
            } => {
                let s = attention_shape(target, config, *n_head, *head_dim)?;
                // Full-range layers keep the plain split; windowed ones need the window's.
                for c in KvCode::ALL {
                    add(
                        if *window > 0 {
                            KernelKind::AttnSplitWindow(c)
                        } else {
                            KernelKind::AttnSplit(c)
                        },
                        s,
                    );
                }
                add(
                    if sinks.is_some() {
                        KernelKind::AttnCombineSinks
                    } else {
                        KernelKind::AttnCombine
                    },
                    CostShape {
                        n: s.n
                            .div_ceil(u64::from(strata_kernels_gen::kernels::ATTN_CHUNK)),
                        ..s
                    },
                );
                for c in KvCode::ALL {
                    add(
                        KernelKind::KvStore(c),
                        CostShape {
                            m: u64::from(config.n_head_kv) * u64::from(*head_dim),
                            n: 0,
                            k: 1,
                        },
                    );
                }
                // The prompt path: its GEMM operands, and causal attention over the batch (the
                // window and the sinks in the extended kernel; a layer with neither takes the
                // plain one).
                add(
                    KernelKind::CastF16,
                    CostShape {
                        m: PROMPT_COST_ROWS * n_embd,
                        n: 0,
                        k: 0,
                    },
                );
                for c in KvCode::ALL {
                    for kind in [KernelKind::AttnPrefillExt(c), KernelKind::AttnPrefill(c)] {
                        add(
                            kind,
                            CostShape {
                                m: u64::from(*n_head),
                                n: u64::from(*head_dim),
                                k: PROMPT_COST_ROWS,
                            },
                        );
                    }
                }
                prefill_mma_kernels(mma_f16, config, *n_head, *head_dim, &mut add);
                // q and k both YaRN-roped alike: one launch rotates them and stores K/V.
                let yarn_of = |i: usize| {
                    let v = *node.inputs.get(i)?;
                    match &graph.node(graph.producer(v)?)?.op {
                        Op::RopeYarn { mode, n_rot, .. } => Some((*mode, *n_rot)),
                        _ => None,
                    }
                };
                if let (Some((mq, rq)), Some((mk, rk))) = (yarn_of(0), yarn_of(1))
                    && mq == mk
                    && rq == rk
                {
                    let rows_shape = CostShape {
                        m: u64::from(*n_head),
                        n: u64::from(*head_dim),
                        k: PROMPT_COST_ROWS,
                    };
                    for c in KvCode::ALL.into_iter().filter(|c| !c.grouped()) {
                        add(
                            match mq {
                                RopeMode::Neox => KernelKind::RopeYarnNeoxKvStore(c),
                                RopeMode::Normal => KernelKind::RopeYarnNormKvStore(c),
                            },
                            CostShape {
                                m: u64::from(*n_head),
                                n: u64::from(*head_dim),
                                k: u64::from(rq),
                            },
                        );
                        add(
                            match mq {
                                RopeMode::Neox => KernelKind::RopeYarnNeoxKvStoreRows(c),
                                RopeMode::Normal => KernelKind::RopeYarnNormKvStoreRows(c),
                            },
                            rows_shape,
                        );
                    }
                    add(
                        match mq {
                            RopeMode::Neox => KernelKind::RopeYarnNeoxQkRows,
                            RopeMode::Normal => KernelKind::RopeYarnNormQkRows,
                        },
                        rows_shape,
                    );
                }
            }
            Op::MoeFfnExt {
                k,
                gate,
                up,
                down,
                gate_bias,
                up_bias,
                down_bias,
                glu,
                ..
            } => {
                for wid in [gate, up, down] {
                    let w = graph.weight(*wid);
                    let ty = check(w, "MoE matvec")?;
                    let (rows, cols) = rows_cols(w);
                    add(
                        KernelKind::MoeMatvec(ty),
                        CostShape {
                            m: rows,
                            n: cols,
                            k: u64::from(*k),
                        },
                    );
                }
                prompt_moe_kernels(graph, [*gate, *up, *down], *k, n_embd, mma, &mut add);
                let ff = rows_cols(graph.weight(*gate)).0;
                if gate_bias.is_some() || up_bias.is_some() || down_bias.is_some() {
                    add(
                        KernelKind::MoeBias,
                        CostShape {
                            m: ff,
                            n: 0,
                            k: u64::from(*k),
                        },
                    );
                }
                add(
                    match glu {
                        Glu::Swiglu => KernelKind::Swiglu,
                        Glu::SwigluOai { .. } => KernelKind::SwigluOai,
                    },
                    CostShape {
                        m: ff * u64::from(*k),
                        n: 0,
                        k: 0,
                    },
                );
                add(
                    KernelKind::MoeCombine,
                    CostShape {
                        m: n_embd,
                        n: 0,
                        k: u64::from(*k),
                    },
                );
            }
            Op::Add => {
                add(
                    KernelKind::Add,
                    CostShape {
                        m: n_embd,
                        n: 0,
                        k: 0,
                    },
                );
                // A residual add whose sum feeds an RMSNorm runs as one fused launch on the
                // GPU decode step (the runtime's schedule picks it when the plan carries it),
                // with the MoE combine folded in when the add reads a MoE layer's output.
                if node
                    .outputs
                    .iter()
                    .flat_map(|&v| graph.users(v))
                    .any(|u| matches!(graph.node(u).map(|n| &n.op), Some(Op::RmsNorm { .. })))
                {
                    add(
                        KernelKind::AddRmsNorm,
                        CostShape {
                            m: 1,
                            n: n_embd,
                            k: 0,
                        },
                    );
                    for &v in &node.inputs {
                        let Some(p) = graph.producer(v).and_then(|p| graph.node(p)) else {
                            continue;
                        };
                        if let Op::MoeFfn { k, .. } = &p.op {
                            add(
                                KernelKind::MoeCombineAddRmsNorm,
                                CostShape {
                                    m: 1,
                                    n: n_embd,
                                    k: u64::from(*k),
                                },
                            );
                        }
                    }
                }
            }
        }
    }
    Ok(out)
}

/// Generates every kernel `graph` needs for GPU target `target` (one LLVM context per kernel).
pub fn kernels_for_target(
    target: &str,
    config: &ModelConfig,
    graph: &Graph,
) -> Result<Vec<KernelBinary>, CompileError> {
    let t = Target::by_name(target).map_err(|e| CompileError::UnsupportedTarget {
        arch: target.to_string(),
        reason: e.to_string(),
    })?;
    if !t.is_gpu() {
        return Ok(Vec::new());
    }
    for var in strata_kernels_gen::kernels::matmul::TUNING_VARS {
        if let Ok(v) = std::env::var(var) {
            tracing::warn!("{var}={v}: the grouped MoE matmul is built with a tuning override");
        }
    }
    let needed = needed_kernels(target, config, graph)?;
    let mut out = Vec::with_capacity(needed.len());
    for (kind, shape) in needed {
        let k = strata_kernels_gen::compile(&kind, &t).map_err(|e| {
            CompileError::UnsupportedTarget {
                arch: target.to_string(),
                reason: format!("generating {}: {e}", kind.name()),
            }
        })?;
        let (bytes, flops) = kind.cost(shape);
        out.push(KernelBinary {
            target: k.target,
            name: k.name,
            format: k.format,
            code: k.code,
            params: kind
                .sig()
                .params
                .iter()
                .map(|&(name, ty)| KernelParam {
                    name: name.to_string(),
                    ty: match ty {
                        strata_kernels_gen::simt::ParamKind::Ptr => ParamType::Ptr,
                        strata_kernels_gen::simt::ParamKind::I32 => ParamType::I32,
                        strata_kernels_gen::simt::ParamKind::F32 => ParamType::F32,
                    },
                })
                .collect(),
            block_dim: [k.block_dim, 1, 1],
            grid: kind.grid_rule(),
            shared_bytes: k.shared_bytes,
            vgprs: k.vgprs,
            sgprs: k.sgprs,
            spill_bytes: k
                .scratch_bytes
                .filter(|_| t.family == strata_kernels_gen::target::Family::Amdgpu),
            bytes_per_launch: bytes,
            flops_per_launch: flops,
        });
    }
    Ok(out)
}

/// Estimated resident waves per SIMD (AMD) or warps per SM (NVIDIA) of a plan's kernel.
pub fn occupancy(k: &KernelBinary) -> Option<u32> {
    let t = Target::by_name(&k.target).ok()?;
    if !t.is_gpu() {
        return None;
    }
    Some(t.occupancy(k.vgprs, k.shared_bytes, k.block_dim[0]))
}
