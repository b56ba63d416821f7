//! The graph interpreter: runs one batch of tokens through a plan's graph, node by node.
//!
//! Every activation is a row-major buffer with one row per token of the batch. A value is freed
//! right after its last reader runs, so peak memory is a few layers' activations, not the whole
//! graph's. The op semantics are those documented on [`strata_ir::op::Op`].
//!
//! The graph it runs is the scheduled one ([`crate::schedule`]): each MoE layer is split into
//! `car_route` → `expert_split` → an `expert_ffn` per side → `expert_combine`, and the facts
//! those nodes need (residency, cache-aware routing, usage) come from the batch's
//! [`ExpertHooks`]. Both sides compute on the CPU here; the split decides only which node
//! computes which pick, and the combine adds the picks in the router's slot order, so the result
//! is the same bits whatever the residency. An unscheduled graph (still holding `moe_ffn`) runs
//! too.

use strata_ir::graph::{Graph, NodeId, ValueId, WeightId};
use strata_ir::op::{Glu, InputKind, Op, Scoring};

use super::backend::{Backend, ExpertFfnJob, MatJob};
use super::experts::ExpertHooks;
use super::ops;
use super::recurrent;
use crate::error::RuntimeError;
use crate::kv::KvCache;
use crate::loader::{WeightView, Weights};

/// Which rows of logits a batch returns.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outputs {
    /// One row per token (teacher-forced scoring, `strata-rt logits`).
    All,
    /// Only the last token's row (generation).
    Last,
}

/// A graph prepared for repeated execution: node order and each value's last reader.
#[derive(Debug, Clone)]
pub struct Program {
    order: Vec<NodeId>,
    /// For each value, the index in `order` of the last node reading it (`usize::MAX` for graph
    /// outputs, which are never freed).
    last_use: Vec<usize>,
    /// For each step: how many matrix products starting here read the same input and run as
    /// one backend call (1 for a lone node; 0 for a later member of a group, whose output the
    /// group's first step already wrote). The q, k and v projections of a layer form such a
    /// group, so they are issued together and their input is quantized once.
    group: Vec<usize>,
    logits: ValueId,
    /// The graph holds recurrent ops (gated DeltaNet): batches check and advance the
    /// sequence's recurrent state position.
    recurrent: bool,
}

impl Program {
    /// Whether the graph holds recurrent ops (its batches need the sequence's recurrent state
    /// to stand at the batch's first position).
    pub fn is_recurrent(&self) -> bool {
        self.recurrent
    }

    /// Orders `graph`'s nodes and finds each value's last use.
    pub fn new(graph: &Graph) -> Result<Self, RuntimeError> {
        let order = graph
            .topo_order()
            .map_err(|e| RuntimeError::Unsupported(format!("graph: {e}")))?;
        let mut last_use = vec![0usize; graph.value_count()];
        for (i, &id) in order.iter().enumerate() {
            if let Some(node) = graph.node(id) {
                for v in &node.inputs {
                    if let Some(slot) = last_use.get_mut(v.index()) {
                        *slot = i;
                    }
                }
            }
        }
        let logits = *graph
            .outputs()
            .first()
            .ok_or_else(|| RuntimeError::Unsupported("the graph has no output".into()))?;
        for v in graph.outputs() {
            if let Some(slot) = last_use.get_mut(v.index()) {
                *slot = usize::MAX;
            }
        }
        let matmul_input = |i: usize| {
            graph.node(order[i]).and_then(|n| match n.op {
                Op::MatMul { .. } => n.inputs.first().copied(),
                _ => None,
            })
        };
        let mut group = vec![1usize; order.len()];
        let mut i = 0;
        while i < order.len() {
            let mut j = i + 1;
            if let Some(x) = matmul_input(i) {
                while j < order.len() && matmul_input(j) == Some(x) {
                    group[j] = 0;
                    j += 1;
                }
                group[i] = j - i;
            }
            i = j;
        }
        let recurrent = order.iter().any(|&id| {
            graph
                .node(id)
                .is_some_and(|n| matches!(n.op, Op::CausalConv1d { .. } | Op::GatedDeltaNet { .. }))
        });
        Ok(Self {
            order,
            last_use,
            group,
            logits,
            recurrent,
        })
    }
}

/// An activation buffer.
#[derive(Debug, Clone)]
enum Buf {
    F32(Vec<f32>),
    I32(Vec<i32>),
}

/// Everything one batch needs.
pub struct Ctx<'a> {
    pub graph: &'a Graph,
    pub program: &'a Program,
    pub weights: &'a Weights,
    pub backend: &'a dyn Backend,
    pub kv: &'a mut KvCache,
    /// Residency, cache-aware routing and usage statistics of the routed experts
    /// ([`crate::exec::NoExperts`] when there is no expert cache).
    pub experts: &'a mut dyn ExpertHooks,
    /// Whether the batch is a decode step (one generated token fed back), as opposed to prompt
    /// processing: cache-aware routing runs on decode steps only.
    pub decode: bool,
}

/// Multiply-adds (query positions × context × head width, summed over heads) below which an
/// attention node runs on the calling thread instead of the pool.
const PARALLEL_ATTENTION_MIN: usize = 1 << 16;

fn bad(msg: impl Into<String>) -> RuntimeError {
    RuntimeError::Unsupported(msg.into())
}

/// Runs `tokens` at positions `pos0..pos0 + tokens.len()` and returns logits: `tokens.len()` rows
/// for [`Outputs::All`], one row for [`Outputs::Last`].
pub fn run_batch(
    ctx: &mut Ctx<'_>,
    tokens: &[u32],
    pos0: usize,
    outputs: Outputs,
) -> Result<Vec<f32>, RuntimeError> {
    let t = tokens.len();
    if t == 0 {
        return Err(RuntimeError::InvalidArgument("empty batch".into()));
    }
    ctx.kv.check_room(pos0 + t)?;
    let program = ctx.program;
    if program.recurrent {
        ctx.kv.recurrent().begin(pos0)?;
    }
    let mut vals: Vec<Option<Buf>> = vec![None; ctx.graph.value_count()];
    for (step, &id) in program.order.iter().enumerate() {
        let node = ctx
            .graph
            .node(id)
            .ok_or_else(|| bad(format!("node {id} missing")))?;
        match program.group.get(step).copied().unwrap_or(1) {
            // A later member of a matmul group: its output is already there.
            0 => {}
            1 => {
                let t0 = crate::profile::start();
                let outs = eval_node(ctx, &node.op, &node.inputs, &vals, tokens, pos0, outputs)?;
                crate::profile::record(node.op.name(), t0);
                for (v, buf) in node.outputs.iter().zip(outs) {
                    if let Some(slot) = vals.get_mut(v.index()) {
                        *slot = Some(buf);
                    }
                }
            }
            n => {
                let t0 = crate::profile::start();
                let ids = &program.order[step..step + n];
                let x = f32_in(&vals, &node.inputs, 0)?;
                let mut outs = Vec::with_capacity(n);
                for &m in ids {
                    let member = ctx
                        .graph
                        .node(m)
                        .ok_or_else(|| bad(format!("node {m} missing")))?;
                    if let Op::MatMul { weight, bias } = member.op {
                        outs.push((weight, bias, member.outputs.first().copied()));
                    }
                }
                let ys = matmuls(
                    ctx,
                    x,
                    t,
                    &outs.iter().map(|&(w, b, _)| (w, b)).collect::<Vec<_>>(),
                )?;
                for ((_, _, v), y) in outs.into_iter().zip(ys) {
                    if let Some(slot) = v.and_then(|v| vals.get_mut(v.index())) {
                        *slot = Some(Buf::F32(y));
                    }
                }
                crate::profile::record("matmul (grouped)", t0);
            }
        }
        for v in &node.inputs {
            if program.last_use.get(v.index()) == Some(&step)
                && let Some(Buf::F32(b)) = vals.get_mut(v.index()).and_then(Option::take)
            {
                spare::give(b);
            }
        }
    }
    spare::clear();
    ctx.backend.end_batch();
    if program.recurrent {
        ctx.kv.recurrent().finish(pos0 + t, ctx.decode);
    }
    match vals.get_mut(program.logits.index()).and_then(Option::take) {
        Some(Buf::F32(l)) => Ok(l),
        _ => Err(bad("the graph's output is not f32 logits")),
    }
}

fn f32_in<'v>(
    vals: &'v [Option<Buf>],
    inputs: &[ValueId],
    i: usize,
) -> Result<&'v [f32], RuntimeError> {
    match inputs.get(i).and_then(|v| vals.get(v.index())) {
        Some(Some(Buf::F32(b))) => Ok(b),
        _ => Err(bad(format!("input {i} is not an available f32 value"))),
    }
}

fn i32_in<'v>(
    vals: &'v [Option<Buf>],
    inputs: &[ValueId],
    i: usize,
) -> Result<&'v [i32], RuntimeError> {
    match inputs.get(i).and_then(|v| vals.get(v.index())) {
        Some(Some(Buf::I32(b))) => Ok(b),
        _ => Err(bad(format!("input {i} is not an available i32 value"))),
    }
}

/// A whole weight as f32 (norm scales, biases, gate vectors).
fn weight_vec(ctx: &Ctx<'_>, id: WeightId, n: usize) -> Result<Vec<f32>, RuntimeError> {
    let w = ctx.weights.get(id)?;
    let numel: u64 = w.shape.iter().product();
    if numel as usize != n {
        return Err(RuntimeError::BadTensor {
            name: w.name.to_string(),
            reason: format!("{numel} elements, expected {n}"),
        });
    }
    let mut out = vec![0.0f32; n];
    strata_ir::quant::dequantize(w.ty, w.bytes, &mut out)?;
    Ok(out)
}

/// Elements of a batch below which its row-wise glue (activations, gathers, sums) runs on the
/// calling thread: a pool hand-off costs microseconds, a decode step's rows take less.
const PARALLEL_ROWS_MIN: usize = 1 << 15;

/// Large f32 buffers that a batch freed, handed out again by the next allocations of the same
/// batch on the same thread (the one running [`run_batch`]). A prompt step's per-layer buffers
/// (a 512-token step of bench-qwen3moe: the experts' gate/up/SwiGLU outputs of 12.6 MB each,
/// each side's pick outputs of 33.5 MB) are each allocated once per layer; fresh, glibc maps
/// the ones above its 32 MiB ceiling anew every time and trims the heap below them, so every
/// layer paid a page fault per 4 KiB of them (about 2 M faults in a 512-token prompt, a quarter
/// of the one-thread prompt time). Reused buffers are already mapped. Only the contents differ:
/// [`spare::take`] gives zeros only when asked, for outputs that every element of is written.
mod spare {
    use std::cell::RefCell;

    /// Buffers below this many floats (256 KiB) come from malloc's heap without faults.
    const MIN_FLOATS: usize = 1 << 16;
    /// At most this many floats (512 MiB) are kept at once; beyond it a freed buffer is dropped.
    const MAX_FLOATS: usize = 1 << 27;

    thread_local! {
        static SPARE: RefCell<Vec<Vec<f32>>> = const { RefCell::new(Vec::new()) };
    }

    /// A buffer of `len` floats: zeros if `zero`, else whatever a reused buffer held (the
    /// caller writes every element before reading any).
    pub(super) fn take(len: usize, zero: bool) -> Vec<f32> {
        if len < MIN_FLOATS {
            return vec![0.0; len];
        }
        let reused = SPARE.with_borrow_mut(|spare| {
            // The smallest buffer that holds `len` without growing.
            let best = spare
                .iter()
                .enumerate()
                .filter(|(_, b)| b.capacity() >= len)
                .min_by_key(|(_, b)| b.capacity())
                .map(|(i, _)| i)?;
            Some(spare.swap_remove(best))
        });
        match reused {
            Some(mut v) => {
                if zero {
                    v.clear();
                }
                // Only elements past the old length are written here.
                v.resize(len, 0.0);
                v.truncate(len);
                v
            }
            None => vec![0.0; len],
        }
    }

    /// Hands `v` back for a later [`take`] of this batch.
    pub(super) fn give(v: Vec<f32>) {
        if v.capacity() < MIN_FLOATS {
            return;
        }
        SPARE.with_borrow_mut(|spare| {
            let held: usize = spare.iter().map(Vec::capacity).sum();
            if held + v.capacity() <= MAX_FLOATS {
                spare.push(v);
            }
        });
    }

    /// Frees every kept buffer (the end of a batch: decode steps keep nothing of a prompt's).
    pub(super) fn clear() {
        SPARE.with_borrow_mut(Vec::clear);
    }
}

/// Calls `f(i, row)` for every `n`-element row `i` of `out`, on the backend's threads when the
/// batch is large enough ([`PARALLEL_ROWS_MIN`]), else here; each row is computed by one call
/// whatever the split, so the results do not depend on it.
fn par_rows(
    backend: &dyn Backend,
    out: &mut [f32],
    n: usize,
    f: &(dyn Fn(usize, &mut [f32]) + Sync),
) {
    par_rows_cost(backend, out, n, n, f);
}

/// [`par_rows`] for rows whose work is about `cost` elements each rather than their width
/// (a router row of 2·k picks reads a row of every expert's logit).
fn par_rows_cost(
    backend: &dyn Backend,
    out: &mut [f32],
    n: usize,
    cost: usize,
    f: &(dyn Fn(usize, &mut [f32]) + Sync),
) {
    if n == 0 {
        return;
    }
    let rows = out.len() / n;
    if rows.saturating_mul(cost) < PARALLEL_ROWS_MIN || rows < 2 {
        out.chunks_exact_mut(n)
            .enumerate()
            .for_each(|(i, r)| f(i, r));
        return;
    }
    // About 64 pieces: enough for the pool to balance, few enough to keep hand-offs cheap.
    let per = rows.div_ceil(64).max(1);
    backend.for_chunks(out, per * n, &|c, piece| {
        for (j, r) in piece.chunks_exact_mut(n).enumerate() {
            f(c * per + j, r);
        }
    });
}

/// `y[t, n] = x[t, :] · W[row_base + n, :]` for `n_rows` rows.
fn matmul(
    ctx: &Ctx<'_>,
    w: WeightView<'_>,
    row_base: usize,
    n_rows: usize,
    x: &[f32],
    t: usize,
) -> Result<Vec<f32>, RuntimeError> {
    // Every element is written by the backend.
    let mut out = spare::take(n_rows * t, false);
    ctx.backend.run(&mut [MatJob {
        w,
        row_base,
        n_rows,
        x,
        x_rows: None,
        t,
        out: &mut out,
    }])?;
    Ok(out)
}

/// `y_i[t, n] = x[t, :] · W_i[n, :] (+ b_i[n])` for several weights reading one input, as one
/// backend call.
fn matmuls(
    ctx: &Ctx<'_>,
    x: &[f32],
    t: usize,
    weights: &[(WeightId, Option<WeightId>)],
) -> Result<Vec<Vec<f32>>, RuntimeError> {
    let views = weights
        .iter()
        .map(|&(w, _)| ctx.weights.get(w))
        .collect::<Result<Vec<_>, _>>()?;
    // Every element is written by the backend.
    let mut outs: Vec<Vec<f32>> = views
        .iter()
        .map(|w| spare::take(out_rows(w) * t, false))
        .collect();
    let mut jobs: Vec<MatJob<'_>> = views
        .iter()
        .zip(&mut outs)
        .map(|(w, out)| MatJob {
            w: *w,
            row_base: 0,
            n_rows: out_rows(w),
            x,
            x_rows: None,
            t,
            out,
        })
        .collect();
    ctx.backend.run(&mut jobs)?;
    drop(jobs);
    let mut ys = Vec::with_capacity(outs.len());
    for ((mut y, w), &(_, bias)) in outs.into_iter().zip(&views).zip(weights) {
        let n = out_rows(w);
        if let Some(b) = bias {
            let b = weight_vec(ctx, b, n)?;
            for row in y.chunks_exact_mut(n) {
                for (v, bb) in row.iter_mut().zip(&b) {
                    *v += bb;
                }
            }
        }
        ys.push(y);
    }
    Ok(ys)
}

/// Each of `t` tokens' top-`k` experts of `ne` and their weights (`t · k` each, token-major)
/// from the router's logits, as llama.cpp's MoE router computes them. The tokens are spread
/// over the pool (a prompt's rows cost a softmax over every expert each); each token's row is
/// computed whole by one thread, so the result does not depend on the split.
fn router_topk(
    backend: &dyn Backend,
    logits: &[f32],
    t: usize,
    ne: usize,
    k: usize,
    scoring: Scoring,
    norm_topk: bool,
) -> Result<(Vec<i32>, Vec<f32>), RuntimeError> {
    if k == 0 || k > ne || logits.len() != t * ne {
        return Err(bad(format!("router top-{k} of {ne} experts")));
    }
    if ne > 1 << 24 {
        return Err(bad(format!("router over {ne} experts (at most 2^24)")));
    }
    // Each token's picks as one row of k ids then k weights (ids below 2^24 are exact in f32).
    let mut rows = spare::take(t * 2 * k, false);
    par_rows_cost(backend, &mut rows, 2 * k, ne, &|i, out| {
        let mut p = logits[i * ne..(i + 1) * ne].to_vec();
        match scoring {
            Scoring::Softmax => ops::softmax(&mut p),
            Scoring::Sigmoid => p.iter_mut().for_each(|v| *v = ops::sigmoid(*v)),
            Scoring::SoftmaxWeight => {}
        }
        let sel = ops::top_k(&p, k);
        let mut w: Vec<f32> = sel.iter().map(|&e| p[e]).collect();
        if scoring == Scoring::SoftmaxWeight {
            ops::softmax(&mut w);
        }
        if norm_topk {
            // llama.cpp clamps the sum to the smallest normal f16 to avoid dividing by 0.
            let sum = w.iter().sum::<f32>().max(6.103_515_6e-5);
            w.iter_mut().for_each(|v| *v /= sum);
        }
        let (oi, ow) = out.split_at_mut(k);
        for (o, &e) in oi.iter_mut().zip(&sel) {
            *o = e as f32;
        }
        ow.copy_from_slice(&w);
    });
    let ids = rows
        .chunks_exact(2 * k)
        .flat_map(|r| r[..k].iter().map(|&e| e as i32))
        .collect();
    let wts = rows
        .chunks_exact(2 * k)
        .flat_map(|r| r[k..].iter().copied())
        .collect();
    spare::give(rows);
    Ok((ids, wts))
}

/// The output rows (N) of a matrix weight `[K, N, ...]`.
fn out_rows(w: &WeightView<'_>) -> usize {
    w.shape.get(1).copied().unwrap_or(1) as usize
}

#[allow(clippy::too_many_arguments)]
fn eval_node(
    ctx: &mut Ctx<'_>,
    op: &Op,
    inputs: &[ValueId],
    vals: &[Option<Buf>],
    tokens: &[u32],
    pos0: usize,
    outputs: Outputs,
) -> Result<Vec<Buf>, RuntimeError> {
    let t = tokens.len();
    let one = |b: Buf| Ok(vec![b]);
    match op {
        Op::Input(InputKind::Tokens) => one(Buf::I32(tokens.iter().map(|&x| x as i32).collect())),
        Op::Input(InputKind::Positions) => {
            one(Buf::I32((0..t).map(|i| (pos0 + i) as i32).collect()))
        }
        Op::Embedding { table } => {
            let ids = i32_in(vals, inputs, 0)?;
            let w = ctx.weights.get(*table)?;
            let n = w.row_len();
            let mut out = vec![0.0f32; t * n];
            for (row, &id) in out.chunks_exact_mut(n).zip(ids) {
                if id < 0 || id as usize >= w.n_rows() {
                    return Err(RuntimeError::InvalidArgument(format!(
                        "token id {id} is outside the vocabulary of {} tokens",
                        w.n_rows()
                    )));
                }
                ctx.backend.dequant_row(&w, id as usize, row)?;
            }
            one(Buf::F32(out))
        }
        Op::RmsNorm { weight, eps } => {
            let x = f32_in(vals, inputs, 0)?;
            let n = x.len() / t;
            let w = weight_vec(ctx, *weight, n)?;
            let mut out = spare::take(x.len(), false);
            par_rows(ctx.backend, &mut out, n, &|i, o| {
                ops::rms_norm(&x[i * n..(i + 1) * n], &w, *eps, o);
            });
            one(Buf::F32(out))
        }
        Op::HeadRmsNorm {
            weight,
            eps,
            head_dim,
            ..
        } => {
            let x = f32_in(vals, inputs, 0)?;
            let d = *head_dim as usize;
            let w = weight_vec(ctx, *weight, d)?;
            let mut out = spare::take(x.len(), false);
            par_rows(ctx.backend, &mut out, d, &|i, o| {
                ops::rms_norm(&x[i * d..(i + 1) * d], &w, *eps, o);
            });
            one(Buf::F32(out))
        }
        Op::MatMul { weight, bias } => {
            let x = f32_in(vals, inputs, 0)?;
            let mut ys = matmuls(ctx, x, t, &[(*weight, *bias)])?;
            one(Buf::F32(ys.pop().unwrap_or_default()))
        }
        Op::Rope {
            mode,
            head_dim,
            n_rot,
            freq_base,
            freq_scale,
            ..
        } => {
            let x = f32_in(vals, inputs, 0)?;
            let pos = i32_in(vals, inputs, 1)?;
            let (d, nr) = (*head_dim as usize, *n_rot as usize);
            if nr > d || nr % 2 != 0 {
                return Err(bad(format!("rope n_rot {nr} with head_dim {d}")));
            }
            let row = x.len() / t;
            // Each row is copied in by the thread that rotates it (a prompt's copy on the
            // calling thread alone cost more than the rotations), into a reused buffer.
            let mut out = spare::take(x.len(), false);
            par_rows(ctx.backend, &mut out, row, &|i, r| {
                r.copy_from_slice(&x[i * row..(i + 1) * row]);
                let mut cache = vec![0.0f32; nr];
                ops::rope_cache(pos[i], nr, *freq_base, *freq_scale, &mut cache);
                ops::rope_row(r, &cache, *mode, d, nr);
            });
            one(Buf::F32(out))
        }
        Op::Attention {
            layer,
            n_head,
            n_head_kv,
            head_dim,
            scale,
        } => one(Buf::F32(attention(
            ctx,
            inputs,
            vals,
            t,
            AttnParams {
                layer: *layer,
                n_head: *n_head,
                n_head_kv: *n_head_kv,
                head_dim: *head_dim,
                scale: *scale,
                window: 0,
            },
            None,
        )?)),
        Op::AttentionExt {
            layer,
            n_head,
            n_head_kv,
            head_dim,
            scale,
            window,
            sinks,
        } => {
            let sinks = match sinks {
                Some(s) => Some(weight_vec(ctx, *s, *n_head as usize)?),
                None => None,
            };
            one(Buf::F32(attention(
                ctx,
                inputs,
                vals,
                t,
                AttnParams {
                    layer: *layer,
                    n_head: *n_head,
                    n_head_kv: *n_head_kv,
                    head_dim: *head_dim,
                    scale: *scale,
                    window: *window,
                },
                sinks.as_deref(),
            )?))
        }
        Op::RopeYarn {
            mode,
            head_dim,
            n_rot,
            freq_base,
            freq_scale,
            n_ctx_orig,
            ext_factor,
            attn_factor,
            beta_fast,
            beta_slow,
            ..
        } => {
            let x = f32_in(vals, inputs, 0)?;
            let pos = i32_in(vals, inputs, 1)?;
            let (d, nr) = (*head_dim as usize, *n_rot as usize);
            if nr > d || nr % 2 != 0 {
                return Err(bad(format!("rope n_rot {nr} with head_dim {d}")));
            }
            let yarn = ops::Yarn {
                corr: ops::yarn_corr_dims(nr, *n_ctx_orig, *freq_base, *beta_fast, *beta_slow),
                ext_factor: *ext_factor,
                attn_factor: *attn_factor,
            };
            let row = x.len() / t;
            // Each row is copied in by the thread that rotates it (a prompt's copy on the
            // calling thread alone cost more than the rotations), into a reused buffer.
            let mut out = spare::take(x.len(), false);
            par_rows(ctx.backend, &mut out, row, &|i, r| {
                r.copy_from_slice(&x[i * row..(i + 1) * row]);
                let mut cache = vec![0.0f32; nr];
                ops::rope_cache_yarn(pos[i], nr, *freq_base, *freq_scale, yarn, &mut cache);
                ops::rope_row(r, &cache, *mode, d, nr);
            });
            one(Buf::F32(out))
        }
        Op::MoeFfnExt {
            n_expert,
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
            let x = f32_in(vals, inputs, 0)?;
            let ids = i32_in(vals, inputs, 1)?;
            let wts = f32_in(vals, inputs, 2)?;
            let bias = |b: &Option<WeightId>| -> Result<Option<Vec<f32>>, RuntimeError> {
                match b {
                    Some(b) => {
                        let w = ctx.weights.get(*b)?;
                        let n: u64 = w.shape.iter().product();
                        Ok(Some(weight_vec(ctx, *b, n as usize)?))
                    }
                    None => Ok(None),
                }
            };
            let act = ExpertAct {
                glu: *glu,
                gate_bias: bias(gate_bias)?,
                up_bias: bias(up_bias)?,
                down_bias: bias(down_bias)?,
            };
            let y = moe_ffn(
                ctx,
                x,
                ids,
                wts,
                t,
                *n_expert as usize,
                *k as usize,
                [*gate, *up, *down],
                &act,
            )?;
            one(Buf::F32(y))
        }
        Op::RouterTopK {
            n_expert,
            k,
            scoring,
            norm_topk,
            ..
        } => {
            let logits = f32_in(vals, inputs, 0)?;
            let (ids, wts) = router_topk(
                ctx.backend,
                logits,
                t,
                *n_expert as usize,
                *k as usize,
                *scoring,
                *norm_topk,
            )?;
            Ok(vec![Buf::I32(ids), Buf::F32(wts)])
        }
        Op::MoeFfn {
            n_expert,
            k,
            gate,
            up,
            down,
            ..
        } => {
            let x = f32_in(vals, inputs, 0)?;
            let ids = i32_in(vals, inputs, 1)?;
            let wts = f32_in(vals, inputs, 2)?;
            let y = moe_ffn(
                ctx,
                x,
                ids,
                wts,
                t,
                *n_expert as usize,
                *k as usize,
                [*gate, *up, *down],
                &ExpertAct::PLAIN,
            )?;
            one(Buf::F32(y))
        }
        Op::CarRoute { layer, n_expert, k } => {
            let logits = f32_in(vals, inputs, 0)?;
            let ids = i32_in(vals, inputs, 1)?;
            let pos = i32_in(vals, inputs, 2)?;
            let (ne, k) = (*n_expert as usize, *k as usize);
            if logits.len() != t * ne || ids.len() != t * k || pos.len() != t {
                return Err(bad(format!(
                    "car_route: inputs do not match a batch of {t} tokens"
                )));
            }
            let mut out = ids.to_vec();
            if ctx.decode {
                ctx.experts.car(*layer, logits, &mut out, k, pos);
            }
            ctx.experts
                .observe(*layer, ctx.decode, ids, &out, logits, k);
            one(Buf::I32(out))
        }
        Op::ExpertSplit { layer, n_expert, k } => {
            let ids = i32_in(vals, inputs, 0)?;
            if ids.len() != t * *k as usize {
                return Err(bad("expert_split: ids do not match the batch"));
            }
            let mut resident = vec![-1i32; ids.len()];
            let mut host = vec![-1i32; ids.len()];
            for (i, &e) in ids.iter().enumerate() {
                let ue = u32::try_from(e)
                    .ok()
                    .filter(|&ue| ue < *n_expert)
                    .ok_or_else(|| bad(format!("expert id {e} outside 0..{n_expert}")))?;
                if ctx.experts.is_resident(*layer, ue) {
                    resident[i] = e;
                } else {
                    host[i] = e;
                }
            }
            Ok(vec![Buf::I32(resident), Buf::I32(host)])
        }
        Op::ExpertFfn {
            n_expert,
            k,
            gate,
            up,
            down,
            ..
        } => {
            let x = f32_in(vals, inputs, 0)?;
            let ids = i32_in(vals, inputs, 1)?;
            let k = *k as usize;
            if ids.len() == t * k && ids.iter().all(|&e| e == -1) {
                // Every pick is the other side's (all of them on a CPU-only run's resident
                // side): zeros, freshly mapped and never written here, so a combine that
                // reads none of them touches none of their pages.
                let n_embd = x.len() / t.max(1);
                return one(Buf::F32(vec![0.0f32; t * k * n_embd]));
            }
            let r = routed_experts(
                (ctx.weights, ctx.backend),
                x,
                ids,
                t,
                *n_expert as usize,
                k,
                [*gate, *up, *down],
                true,
                &ExpertAct::PLAIN,
            )?;
            // Each pick's unweighted output at its (token, slot); the other side's picks are 0.
            one(Buf::F32(r.into_pick_rows(ctx.backend)))
        }
        Op::ExpertCombine { k, .. } => {
            let resident = f32_in(vals, inputs, 0)?;
            let host = f32_in(vals, inputs, 1)?;
            let rids = i32_in(vals, inputs, 2)?;
            let wts = f32_in(vals, inputs, 3)?;
            let k = *k as usize;
            let n_embd = resident.len() / (t * k).max(1);
            if resident.len() != t * k * n_embd
                || host.len() != resident.len()
                || rids.len() != t * k
                || wts.len() != t * k
            {
                return Err(bad("expert_combine: inputs do not match the batch"));
            }
            // The weighted outputs summed per token in slot order, each product rounded to f32
            // before it is added: ((0 + e0·w0) + e1·w1) + ..., the order moe_ffn adds them in.
            // Zeroed row by row on the threads that sum into them.
            let mut y = spare::take(t * n_embd, false);
            par_rows(ctx.backend, &mut y, n_embd, &|ti, yr| {
                yr.fill(0.0);
                for slot in 0..k {
                    let i = ti * k + slot;
                    let side = if rids[i] >= 0 { resident } else { host };
                    let w = wts[i];
                    let src = &side[i * n_embd..(i + 1) * n_embd];
                    for (a, &b) in yr.iter_mut().zip(src) {
                        *a += b * w;
                    }
                }
            });
            one(Buf::F32(y))
        }
        Op::DenseFfn { gate, up, down } => {
            let x = f32_in(vals, inputs, 0)?;
            one(Buf::F32(dense_ffn(ctx, x, t, [*gate, *up, *down])?))
        }
        Op::SharedExpert {
            gate,
            up,
            down,
            gate_inp,
        } => {
            let x = f32_in(vals, inputs, 0)?;
            let mut y = dense_ffn(ctx, x, t, [*gate, *up, *down])?;
            if let Some(g) = gate_inp {
                let n = x.len() / t;
                let gv = weight_vec(ctx, *g, n)?;
                for (yr, xr) in y.chunks_exact_mut(n).zip(x.chunks_exact(n)) {
                    let s = ops::sigmoid(ops::dot_f64(xr, &gv));
                    yr.iter_mut().for_each(|v| *v *= s);
                }
            }
            one(Buf::F32(y))
        }
        Op::Add => {
            let a = f32_in(vals, inputs, 0)?;
            let b = f32_in(vals, inputs, 1)?;
            if a.len() != b.len() {
                return Err(bad("add of values of different sizes"));
            }
            let n = a.len() / t;
            let mut out = spare::take(a.len(), false);
            par_rows(ctx.backend, &mut out, n, &|i, o| {
                let (ar, br) = (&a[i * n..(i + 1) * n], &b[i * n..(i + 1) * n]);
                for ((o, &x), &y) in o.iter_mut().zip(ar).zip(br) {
                    *o = x + y;
                }
            });
            one(Buf::F32(out))
        }
        Op::OutputHead { weight } => {
            let x = f32_in(vals, inputs, 0)?;
            let n_embd = x.len() / t;
            let (x, rows) = match outputs {
                Outputs::All => (x, t),
                Outputs::Last => (&x[(t - 1) * n_embd..], 1),
            };
            let w = ctx.weights.get(*weight)?;
            let n = out_rows(&w);
            one(Buf::F32(matmul(ctx, w, 0, n, x, rows)?))
        }
        Op::CausalConv1d {
            layer,
            channels,
            kernel,
            weight,
        } => {
            let x = f32_in(vals, inputs, 0)?;
            let (c, k) = (*channels as usize, *kernel as usize);
            let w = weight_vec(ctx, *weight, c * k)?;
            let state = ctx
                .kv
                .recurrent()
                .conv(*layer as usize, k.saturating_sub(1) * c)?;
            one(Buf::F32(recurrent::causal_conv1d(x, t, c, k, &w, state)?))
        }
        Op::GatedDeltaNet {
            layer,
            n_k_head,
            n_v_head,
            head_dim,
            eps,
            dt_bias,
            a,
        } => {
            let qkv = f32_in(vals, inputs, 0)?;
            let alpha = f32_in(vals, inputs, 1)?;
            let beta = f32_in(vals, inputs, 2)?;
            let (hv, d) = (*n_v_head as usize, *head_dim as usize);
            let dt = weight_vec(ctx, *dt_bias, hv)?;
            let av = weight_vec(ctx, *a, hv)?;
            let shape = recurrent::DeltaNetShape {
                n_k_head: *n_k_head as usize,
                n_v_head: hv,
                head_dim: d,
                eps: *eps,
            };
            let backend = ctx.backend;
            let state = ctx.kv.recurrent().ssm(*layer as usize, hv * d * d)?;
            one(Buf::F32(recurrent::gated_delta_net(
                backend, shape, qkv, alpha, beta, &dt, &av, t, state,
            )?))
        }
        Op::GatedHeadNorm {
            weight,
            eps,
            head_dim,
            ..
        } => {
            let x = f32_in(vals, inputs, 0)?;
            let z = f32_in(vals, inputs, 1)?;
            let w = weight_vec(ctx, *weight, *head_dim as usize)?;
            one(Buf::F32(recurrent::gated_head_norm(x, z, &w, *eps)))
        }
        Op::SplitHeadPairs { n_head, head_dim } => {
            let x = f32_in(vals, inputs, 0)?;
            let (a, b) = recurrent::split_head_pairs(x, *n_head as usize, *head_dim as usize);
            Ok(vec![Buf::F32(a), Buf::F32(b)])
        }
        Op::SigmoidGate => {
            let x = f32_in(vals, inputs, 0)?;
            let g = f32_in(vals, inputs, 1)?;
            one(Buf::F32(recurrent::sigmoid_gate(x, g)))
        }
    }
}

/// The scalar parameters of an attention node ([`Op::Attention`], [`Op::AttentionExt`]).
#[derive(Debug, Clone, Copy)]
struct AttnParams {
    layer: u32,
    n_head: u32,
    n_head_kv: u32,
    head_dim: u32,
    scale: f32,
    /// 0 = full causal range.
    window: u32,
}

/// Stores the batch's K and V in the cache and attends every (token, query head), with the
/// window and the per-head sink logits (`n_head` values) where the node has them.
#[allow(clippy::too_many_arguments)]
fn attention(
    ctx: &mut Ctx<'_>,
    inputs: &[ValueId],
    vals: &[Option<Buf>],
    t: usize,
    p: AttnParams,
    sinks: Option<&[f32]>,
) -> Result<Vec<f32>, RuntimeError> {
    let q = f32_in(vals, inputs, 0)?;
    let k = f32_in(vals, inputs, 1)?;
    let v = f32_in(vals, inputs, 2)?;
    let pos = i32_in(vals, inputs, 3)?;
    let (nh, nkv, d) = (p.n_head as usize, p.n_head_kv as usize, p.head_dim as usize);
    if nkv == 0 || nh % nkv != 0 {
        return Err(bad(format!(
            "attention with {nh} heads over {nkv} KV heads"
        )));
    }
    let kv_row = nkv * d;
    if q.len() != t * nh * d
        || k.len() != t * kv_row
        || v.len() != t * kv_row
        || pos.len() != t
        || sinks.is_some_and(|s| s.len() != nh)
        || pos.iter().any(|&x| x < 0)
    {
        return Err(bad(format!(
            "attention of layer {}: inputs do not match {t} tokens of {nh} heads of {d}",
            p.layer
        )));
    }
    if ctx.kv.row() != kv_row {
        return Err(bad(format!(
            "KV cache rows of {} values, layer {} needs {kv_row}",
            ctx.kv.row(),
            p.layer
        )));
    }
    let layer = p.layer as usize;
    let mut max_p = 0usize;
    for (i, &pi) in pos.iter().enumerate() {
        let pi = pi as usize;
        ctx.kv.store(
            layer,
            pi,
            &k[i * kv_row..(i + 1) * kv_row],
            &v[i * kv_row..(i + 1) * kv_row],
        )?;
        max_p = max_p.max(pi);
    }
    let cache = ctx.kv.layer(layer, max_p + 1)?;
    // Prompt batches decode the cache tile by tile for many queries at once; a lone decode
    // token reads it directly. Both give the same bits per row (`ops::attend_tiled`).
    let tiled = t > 1 && ctx.backend.tiled_attention();
    Ok(attend_all(ctx.backend, q, pos, cache, p, sinks, tiled))
}

/// Query tokens per work item of the tiled attention, at most: each cache tile decoded is read
/// by this many tokens × the query heads of one KV head (at the full tile, decoding costs
/// 1/(32 · heads per KV head) of the dot products). [`attn_q_tile`] takes fewer where the pool
/// would run short of items or a work item's score rows would grow past [`ATTN_SCORES_MAX`].
const ATTN_Q_TILE: usize = 32;
/// Work items per pool thread the tiled attention keeps, at least, while its token tile can
/// still shrink: items differ in cost (later tokens attend longer contexts), and the longest-
/// first order only evens the threads out when each has several to take.
const ATTN_ITEMS_PER_THREAD: usize = 4;
/// Score values one tiled work item holds, at most (4 MiB of f32: every query of the item keeps
/// its whole score row between the passes, so this bounds memory at long contexts).
const ATTN_SCORES_MAX: usize = 1 << 20;

/// Tokens per work item of the tiled attention of `t` tokens whose longest context is `ctx`
/// rows, for KV heads of `group` query heads on `threads` threads (an item is a tile of tokens,
/// all its KV heads): [`ATTN_Q_TILE`], halved while the pool would get fewer than
/// [`ATTN_ITEMS_PER_THREAD`] items per thread or a KV head's scores in an item would pass
/// [`ATTN_SCORES_MAX`] (down to one token). Any tile gives the same bits.
fn attn_q_tile(t: usize, ctx: usize, group: usize, threads: usize) -> usize {
    let mut tile = ATTN_Q_TILE;
    while tile > 1
        && (t.div_ceil(tile) < ATTN_ITEMS_PER_THREAD * threads
            || tile * group * ctx > ATTN_SCORES_MAX)
    {
        tile /= 2;
    }
    tile
}

/// Every (token, query head) of a batch attended against `cache` (which already holds the
/// batch's own keys and values): `q` is `t × n_head × head_dim`, `pos` each token's position.
///
/// Untiled (the reference, and decode steps): one independent softmax per (token, head), the
/// score row as long as the context. Tiled (prompts on the fast backend): work items of one KV
/// head (all its query heads) and a tile of tokens ([`attn_q_tile`], [`ops::attend_tiled_group`]),
/// each cache tile decoded once for all of them, the longest contexts first so that the pool's
/// last item is a short one; one score row per query, no T×T matrix.
fn attend_all(
    backend: &dyn Backend,
    q: &[f32],
    pos: &[i32],
    cache: crate::kv::KvLayer<'_>,
    p: AttnParams,
    sinks: Option<&[f32]>,
    tiled: bool,
) -> Vec<f32> {
    let (nh, nkv, d) = (p.n_head as usize, p.n_head_kv as usize, p.head_dim as usize);
    let t = pos.len();
    let group = nh / nkv.max(1);
    let mut out = vec![0.0f32; t * nh * d];
    let scale = p.scale;
    let window = p.window as usize;
    let first_of = |pt: usize| first_row(pt, window);
    // Handing a very short context's heads to the pool costs more than computing them
    // here; from a few dozen positions on (32 heads of 128), the pool wins (measured on
    // the 16-core device host at 128 positions: 80 µs per layer spread, 300 µs on one
    // thread).
    let work: usize = pos.iter().map(|&q| q as usize + 1).sum::<usize>() * nh * d;
    let parallel = work >= PARALLEL_ATTENTION_MIN;
    if tiled {
        let ctx = pos.iter().map(|&x| x as usize + 1).max().unwrap_or(0);
        let q_tile = attn_q_tile(t, ctx, group, backend.threads());
        let row = nh * d;
        // Item `qt` is tile `qt` of tokens, every KV head of it one after another: its output
        // is whole rows of `out` (token-major, every head), so each item writes its own piece
        // of the layer's output straight from a small buffer that stays in cache, with no
        // layer-sized staging buffer copied on the calling thread afterwards. The pool takes
        // the last tiles (the longest contexts) first so that its last item is a short one.
        let run = |qt: usize, o: &mut [f32]| {
            let t0 = qt * q_tile;
            let t1 = (t0 + q_tile).min(t);
            let pts: Vec<usize> = pos[t0..t1].iter().map(|&x| x as usize).collect();
            let firsts: Vec<usize> = pts.iter().map(|&x| first_of(x)).collect();
            let mut qs = Vec::with_capacity((t1 - t0) * group * d);
            let mut res = vec![0.0f32; (t1 - t0) * group * d];
            for g in 0..nkv {
                let heads = g * group * d..(g + 1) * group * d;
                qs.clear();
                for ti in t0..t1 {
                    qs.extend_from_slice(&q[ti * row..][heads.clone()]);
                }
                let tile = ops::QueryTile {
                    q: &qs,
                    pos: &pts,
                    first: &firsts,
                    heads: group,
                    sinks: sinks.map(|s| &s[g * group..(g + 1) * group]),
                };
                ops::attend_tiled_group(tile, cache, g * d, scale, &mut res);
                for (dst, src) in o.chunks_exact_mut(row).zip(res.chunks_exact(group * d)) {
                    dst[heads.clone()].copy_from_slice(src);
                }
            }
        };
        if parallel {
            backend.for_chunks_last_first(&mut out, q_tile * row, &run);
        } else {
            out.chunks_mut(q_tile * row)
                .enumerate()
                .for_each(|(i, o)| run(i, o));
        }
        return out;
    }
    let decode_rows = |pt: usize| pt + 1 - first_of(pt);
    if parallel && t == 1 && group > 1 && decode_rows(pos[0] as usize) >= *DECODE_SHARED_MIN {
        decode_attention_shared(backend, q, pos[0] as usize, cache, p, sinks, &mut out);
        return out;
    }
    // One chunk per (token, head): each is an independent softmax over the context.
    let head = |i: usize, o: &mut [f32]| {
        let (ti, h) = (i / nh, i % nh);
        let pt = pos[ti] as usize;
        let qh = &q[ti * nh * d + h * d..ti * nh * d + (h + 1) * d];
        let mut scores = vec![0.0f32; pt + 1];
        let kv = ops::KvHead {
            layer: cache,
            col: (h / group) * d,
            n_ctx: pt + 1,
            first: first_of(pt),
            sink: sinks.map(|s| s[h]),
        };
        ops::attend(qh, kv, scale, &mut scores, o);
    };
    if parallel {
        backend.for_chunks(&mut out, d, &head);
    } else {
        out.chunks_mut(d).enumerate().for_each(|(i, o)| head(i, o));
    }
    out
}

/// The first cache row a query at position `pt` reads: 0, or the start of its sliding window
/// of `window` rows (`window` 0: no window). Never past `pt`.
fn first_row(pt: usize, window: usize) -> usize {
    if window > 0 {
        (pt + 1).saturating_sub(window)
    } else {
        0
    }
}

/// Context rows from which a decode step takes [`decode_attention_shared`] rather than one
/// pool item per query head (same bits either way). Below it a KV head's rows are a few tens of
/// KiB that every query head re-reads from L2, and the shared path's three staged passes cost
/// more synchronisation than they save: here (bench-qwen3moe, f16 cache, 2 threads, two
/// alternating rounds) per-head decoded 23.2–23.9 tok/s against 22.0–23.2 at 16 rows and
/// 19.6–19.9 against 18.2–19.0 at 512, while shared won from 1,024 rows (18.2–18.8 against
/// 15.6–16.1) and 2,048 (12.8–14.1 against 10.6–11.2). On the 16-thread device host the
/// shared path's attention took 51 µs a layer at 16–80 rows (session 29 profile), far more
/// than the work. `STRATA_DECODE_SHARED_MIN=N` moves the threshold (0: always shared).
static DECODE_SHARED_MIN: std::sync::LazyLock<usize> =
    std::sync::LazyLock::new(|| super::env_usize("STRATA_DECODE_SHARED_MIN").unwrap_or(512));

/// Cache rows per work item of [`decode_attention_shared`]'s score pass, at least.
const DECODE_ROWS_MIN: usize = 128;
/// Output columns per work item of its value pass (one 64-byte line of an f16 row).
const DECODE_COLS: usize = 32;
/// Cache rows from which its value items read [`ops::KV_TILE`] rows at a time for all the KV
/// head's query heads (each row's columns decoded once into a buffer) instead of head by head
/// straight from the codes: a head's pass over a long context no longer fits the L1 cache, so
/// each head re-read it from L2 (here, bench-qwen3moe at 2,048 positions: the decode step's
/// attention 64 → 48 ms at 2 threads), while at short contexts the buffer costs more than
/// the reads it saves.
const DECODE_TILE_MIN: usize = 512;

/// One decode token's attention with the query heads of each KV head (grouped-query attention)
/// sharing every cache row they read, in three passes: scores for a range of cache rows and
/// every head of one KV head (items: KV head × row range), the softmax of each head's row
/// (items: heads), then the weighted values for a range of columns and every head of one KV
/// head (items: KV head × [`DECODE_COLS`] columns). Per head it is [`ops::attend`]'s arithmetic
/// in its order (scores independent per row, the same softmax, values added in increasing row
/// order per column), so the result is bit for bit the per-head one, while each cache row
/// crosses the memory bus once per layer instead of once per query head.
///
/// The three passes are one staged call ([`Backend::for_each_staged`]), not three fork-joins:
/// a head's softmax waits only for its KV head's score ranges and a value item only for its KV
/// head's softmaxes, so at the short contexts of a chat (where each pass is a few microseconds
/// of work) the threads do not meet twice per layer. Each item's output is its own slice behind
/// a lock that only its writer takes for writing; readers take it after the writer has counted
/// itself done, so no lock is ever waited on for long.
#[allow(clippy::too_many_arguments)]
fn decode_attention_shared(
    backend: &dyn Backend,
    q: &[f32],
    pt: usize,
    cache: crate::kv::KvLayer<'_>,
    p: AttnParams,
    sinks: Option<&[f32]>,
    out: &mut [f32],
) {
    use std::sync::atomic::AtomicUsize;
    use std::sync::{PoisonError, RwLock};
    let (nh, nkv, d) = (p.n_head as usize, p.n_head_kv as usize, p.head_dim as usize);
    let group = nh / nkv;
    let (first, end) = (first_row(pt, p.window as usize), pt + 1);
    let len = end - first;
    // Pass 1: `n_chunks` row ranges of `rows` per KV head; item (g, c) writes its heads'
    // scores as `group` runs of `rows` (the last range shorter).
    let n_chunks = len.div_ceil(DECODE_ROWS_MIN).clamp(1, 16);
    let rows = len.div_ceil(n_chunks);
    let n_chunks = len.div_ceil(rows);
    // Pass 3: item (g, c) adds columns `c·DECODE_COLS..` of every head of KV head `g`, as
    // `group` runs of `cols` starting from zero (as `attend` clears its output).
    let cols = DECODE_COLS.min(d);
    let n_col = d.div_ceil(cols);
    let mut parts = vec![0.0f32; nkv * n_chunks * group * rows];
    let mut probs = vec![0.0f32; nh * len];
    let mut acc = vec![0.0f32; nkv * n_col * group * cols];
    let parts_s: Vec<RwLock<&mut [f32]>> =
        parts.chunks_mut(group * rows).map(RwLock::new).collect();
    let probs_s: Vec<RwLock<&mut [f32]>> = probs.chunks_mut(len.max(1)).map(RwLock::new).collect();
    let acc_s: Vec<RwLock<&mut [f32]>> = acc.chunks_mut(group * cols).map(RwLock::new).collect();
    // Items: every score range (pass 1), then per KV head its heads' softmaxes (pass 2) and
    // its value columns (pass 3). Counter g: KV head g's score ranges done; counter nkv + g:
    // its softmaxes done.
    let n1 = nkv * n_chunks;
    let per_g = group + n_col;
    #[derive(Clone, Copy)]
    enum Item {
        Scores(usize, usize),
        Softmax(usize),
        Values(usize, usize),
    }
    let item = |i: usize| {
        if i < n1 {
            return Item::Scores(i / n_chunks, i % n_chunks);
        }
        let (g, j) = ((i - n1) / per_g, (i - n1) % per_g);
        if j < group {
            Item::Softmax(g * group + j)
        } else {
            Item::Values(g, j - group)
        }
    };
    let counters: Vec<AtomicUsize> = (0..2 * nkv).map(|_| AtomicUsize::new(0)).collect();
    let gate = |i: usize| match item(i) {
        Item::Scores(..) => None,
        Item::Softmax(h) => Some((h / group, n_chunks)),
        Item::Values(g, _) => Some((nkv + g, group)),
    };
    let done = |i: usize| match item(i) {
        Item::Scores(g, _) => Some(g),
        Item::Softmax(h) => Some(nkv + h / group),
        Item::Values(..) => None,
    };
    // A poisoned lock can only follow a panic in an item, which the pool re-raises.
    let run = |i: usize| match item(i) {
        Item::Scores(g, c) => {
            let mut part = parts_s[g * n_chunks + c]
                .write()
                .unwrap_or_else(PoisonError::into_inner);
            let (a, b) = (first + c * rows, (first + (c + 1) * rows).min(end));
            for (hi, sc) in part.chunks_mut(rows).enumerate() {
                let h = g * group + hi;
                cache.key_scores(a..b, g * d, &q[h * d..(h + 1) * d], p.scale, sc);
            }
        }
        Item::Softmax(h) => {
            let (g, hi) = (h / group, h % group);
            let mut row = probs_s[h].write().unwrap_or_else(PoisonError::into_inner);
            for (c, dst) in row.chunks_mut(rows).enumerate() {
                let part = parts_s[g * n_chunks + c]
                    .read()
                    .unwrap_or_else(PoisonError::into_inner);
                dst.copy_from_slice(&part[hi * rows..hi * rows + dst.len()]);
            }
            ops::softmax_sink(&mut row, sinks.map(|s| s[h]));
        }
        Item::Values(g, c) => {
            let (c0, c1) = (c * cols, ((c + 1) * cols).min(d));
            let mut part = acc_s[g * n_col + c]
                .write()
                .unwrap_or_else(PoisonError::into_inner);
            let prs: Vec<_> = (0..group)
                .map(|hi| {
                    probs_s[g * group + hi]
                        .read()
                        .unwrap_or_else(PoisonError::into_inner)
                })
                .collect();
            if c1 - c0 == cols && len >= DECODE_TILE_MIN {
                // Every head of the KV head over a tile of rows at once, each row's columns
                // decoded once (`add_values_tile`: per head, `add_values`' products and adds
                // in increasing row order, so the tiles in order give its bits).
                let mut scratch = Vec::new();
                let mut spans: Vec<crate::kv::Span<'_>> = Vec::with_capacity(group);
                for j0 in (first..end).step_by(ops::KV_TILE) {
                    let j1 = (j0 + ops::KV_TILE).min(end);
                    spans.clear();
                    spans.extend(prs.iter().map(|pr| (j0..j1, &pr[j0 - first..j1 - first])));
                    cache.add_values_tile(j0..j1, g * d + c0, &spans, &mut part, &mut scratch);
                }
            } else {
                for (o, pr) in part.chunks_mut(cols).zip(&prs) {
                    cache.add_values(first..end, g * d + c0, pr, &mut o[..c1 - c0]);
                }
            }
        }
    };
    backend.for_each_staged(n1 + nkv * per_g, &counters, &gate, &done, &run);
    drop((parts_s, probs_s, acc_s));
    for (i, part) in acc.chunks(group * cols).enumerate() {
        let (g, c) = (i / n_col, i % n_col);
        let (c0, c1) = (c * cols, ((c + 1) * cols).min(d));
        for (hi, o) in part.chunks(cols).enumerate() {
            let h = g * group + hi;
            out[h * d + c0..h * d + c1].copy_from_slice(&o[..c1 - c0]);
        }
    }
}

/// `down · (silu(gate · x) ⊙ (up · x))` for every token.
fn dense_ffn(
    ctx: &Ctx<'_>,
    x: &[f32],
    t: usize,
    [g, u, d]: [WeightId; 3],
) -> Result<Vec<f32>, RuntimeError> {
    let (gw, uw, dw) = (
        ctx.weights.get(g)?,
        ctx.weights.get(u)?,
        ctx.weights.get(d)?,
    );
    let n_ff = out_rows(&gw);
    let n_embd = out_rows(&dw);
    let mut go = vec![0.0f32; n_ff * t];
    let mut uo = vec![0.0f32; n_ff * t];
    ctx.backend.run(&mut [
        MatJob {
            w: gw,
            row_base: 0,
            n_rows: n_ff,
            x,
            x_rows: None,
            t,
            out: &mut go,
        },
        MatJob {
            w: uw,
            row_base: 0,
            n_rows: n_ff,
            x,
            x_rows: None,
            t,
            out: &mut uo,
        },
    ])?;
    let mut h = vec![0.0f32; n_ff * t];
    par_rows(ctx.backend, &mut h, n_ff, &|i, hr| {
        let (g, u) = (&go[i * n_ff..(i + 1) * n_ff], &uo[i * n_ff..(i + 1) * n_ff]);
        for ((o, &g), &u) in hr.iter_mut().zip(g).zip(u) {
            *o = ops::silu(g) * u;
        }
    });
    matmul(ctx, dw, 0, n_embd, &h, t)
}

/// What sits between an expert's projections: the activation and the per-expert biases
/// (f32, `[n_ff, n_expert]` for gate and up, `[n_embd, n_expert]` for down, expert-major).
pub(crate) struct ExpertAct {
    pub glu: Glu,
    pub gate_bias: Option<Vec<f32>>,
    pub up_bias: Option<Vec<f32>>,
    pub down_bias: Option<Vec<f32>>,
}

impl ExpertAct {
    /// The plain SwiGLU of [`Op::MoeFfn`] and the split expert ops.
    pub const PLAIN: ExpertAct = ExpertAct {
        glu: Glu::Swiglu,
        gate_bias: None,
        up_bias: None,
        down_bias: None,
    };

    fn is_plain(&self) -> bool {
        self.glu == Glu::Swiglu && self.gate_bias.is_none() && self.up_bias.is_none()
    }

    fn apply(&self, g: f32, u: f32) -> f32 {
        match self.glu {
            Glu::Swiglu => ops::silu(g) * u,
            Glu::SwigluOai { alpha, limit } => ops::swiglu_oai(g, u, alpha, limit),
        }
    }

    /// Expert `e`'s activations `h` (`n_ff` values) from its gate and up results `g`, `u`.
    fn row(&self, e: usize, n_ff: usize, g: &[f32], u: &[f32], h: &mut [f32]) {
        if self.is_plain() {
            for ((o, &g), &u) in h.iter_mut().zip(g).zip(u) {
                *o = ops::silu(g) * u;
            }
            return;
        }
        let bias = |b: &Option<Vec<f32>>, n: usize| b.as_ref().map_or(0.0, |b| b[e * n_ff + n]);
        for (n, ((o, &g), &u)) in h.iter_mut().zip(g).zip(u).enumerate() {
            *o = self.apply(g + bias(&self.gate_bias, n), u + bias(&self.up_bias, n));
        }
    }
}

/// The routed experts of one batch, computed: the (token, slot) pairs routed to each expert (in
/// token order), and every pick's down-projection output, one `n_embd` row per pick, the picks
/// of each active expert together (expert order, then token order).
struct RoutedExperts {
    n_embd: usize,
    /// Row of `down_out` of pick `ti · k + slot`, `None` for a pick computed elsewhere (−1).
    pick_row: Vec<Option<usize>>,
    down_out: Vec<f32>,
}

impl RoutedExperts {
    /// Pick `i`'s unweighted output, if it was computed here.
    fn pick(&self, i: usize) -> Option<&[f32]> {
        let r = self.pick_row.get(i).copied().flatten()?;
        self.down_out.get(r * self.n_embd..(r + 1) * self.n_embd)
    }

    /// Every pick's output at its (token, slot) row, as [`pick_rows_into`] writes them: the
    /// computed rows themselves where every pick was computed here in pick order (a decode
    /// step's CPU side), else a copy.
    fn into_pick_rows(self, backend: &dyn Backend) -> Vec<f32> {
        let n = self.pick_row.len() * self.n_embd;
        let in_place = self.down_out.len() == n
            && self.pick_row.iter().enumerate().all(|(i, &r)| r == Some(i));
        if in_place {
            return self.down_out;
        }
        // `pick_rows_into` writes every row, so a reused buffer needs no zeroing first.
        let mut y = spare::take(n, false);
        pick_rows_into(backend, &self, &mut y);
        spare::give(self.down_out);
        y
    }
}

/// Runs the SwiGLU FFN of every expert `ids` (`t × k`) picks: tokens are grouped by expert so
/// that each expert's rows are read once per batch (as ggml's `mul_mat_id` does), each expert
/// reading its tokens' rows of `x` in place (`MatJob::x_rows`); every expert's gate and up
/// products run as one batch of jobs, the activation row by row across the backend's threads,
/// then every expert's down product. With `absent_ok`, an id of -1 is a pick computed elsewhere
/// (the other side of a split) and skipped; any other id outside `0..n_expert` is an error. The
/// experts' results do not depend on which other experts run in the same call, so a split layer
/// gets each pick's output bit for bit.
#[allow(clippy::too_many_arguments)]
fn routed_experts(
    (weights, backend): (&Weights, &dyn Backend),
    x: &[f32],
    ids: &[i32],
    t: usize,
    n_expert: usize,
    k: usize,
    [g, u, d]: [WeightId; 3],
    absent_ok: bool,
    act: &ExpertAct,
) -> Result<RoutedExperts, RuntimeError> {
    let (gw, uw, dw) = (weights.get(g)?, weights.get(u)?, weights.get(d)?);
    let n_embd = x.len() / t;
    let n_ff = out_rows(&gw);
    if ids.len() != t * k {
        return Err(bad("routed experts: router outputs do not match the batch"));
    }
    let t0 = crate::profile::start();
    // For each expert, the tokens routed to it (in token order) and the picks they are.
    let mut tokens: Vec<Vec<usize>> = vec![Vec::new(); n_expert];
    let mut picks: Vec<Vec<usize>> = vec![Vec::new(); n_expert];
    for (i, &e) in ids.iter().enumerate() {
        if absent_ok && e == -1 {
            continue;
        }
        let e = usize::try_from(e)
            .ok()
            .filter(|&e| e < n_expert)
            .ok_or_else(|| bad(format!("expert id {e} outside 0..{n_expert}")))?;
        tokens[e].push(i / k);
        picks[e].push(i);
    }
    let active: Vec<usize> = (0..n_expert).filter(|&e| !tokens[e].is_empty()).collect();
    // Each active expert's first row in the flat per-pick buffers, and each row's expert.
    let mut first = Vec::with_capacity(active.len());
    let mut n_rows = 0usize;
    for &e in &active {
        first.push(n_rows);
        n_rows += tokens[e].len();
    }
    let mut row_expert = vec![0u32; n_rows];
    let mut pick_row = vec![None; t * k];
    for (&e, &f) in active.iter().zip(&first) {
        for (j, &p) in picks[e].iter().enumerate() {
            row_expert[f + j] = e as u32;
            pick_row[p] = Some(f + j);
        }
    }
    // One token (a decode step) with one pick per expert: the whole block as one parallel
    // step where the backend has one (the same products and activation, bit for bit), so its
    // threads do not meet between the gate/up and the down products.
    if t == 1 && active.iter().all(|&e| tokens[e].len() == 1) {
        // The picks in slot order (not expert order: the order does not change any result),
        // so that with every slot computed here the outputs already sit at their (token,
        // slot) rows and the split node takes them without a copy.
        let slot_expert: Vec<usize> = ids
            .iter()
            .filter(|&&e| e >= 0)
            .map(|&e| e as usize)
            .collect();
        let mut slot_row = vec![None; k];
        let mut j = 0;
        for (i, &e) in ids.iter().enumerate() {
            if e >= 0 {
                slot_row[i] = Some(j);
                j += 1;
            }
        }
        let row_expert: Vec<u32> = slot_expert.iter().map(|&e| e as u32).collect();
        let mut down_out = spare::take(slot_expert.len() * n_embd, false);
        crate::profile::record("  experts: route", t0);
        let fused = backend.expert_ffn(ExpertFfnJob {
            gate: gw,
            up: uw,
            down: dw,
            experts: &slot_expert,
            n_ff,
            n_out: n_embd,
            x,
            act: &|i, g, u, h| act.row(slot_expert[i], n_ff, g, u, h),
            out: &mut down_out,
        })?;
        if fused {
            add_down_bias(backend, act, &row_expert, n_embd, &mut down_out);
            return Ok(RoutedExperts {
                n_embd,
                pick_row: slot_row,
                down_out,
            });
        }
        spare::give(down_out);
    }
    let t0 = crate::profile::start();
    // Every row of the flat buffers belongs to one active expert's job (or activation row),
    // so every element is written before it is read.
    let mut gate_out = spare::take(n_rows * n_ff, false);
    let mut up_out = spare::take(n_rows * n_ff, false);
    crate::profile::record("  experts: route", t0);
    {
        let mut jobs = Vec::with_capacity(active.len() * 2);
        let mut go_rest: &mut [f32] = &mut gate_out;
        let mut uo_rest: &mut [f32] = &mut up_out;
        for &e in &active {
            let te = tokens[e].len();
            let (go, gr) = std::mem::take(&mut go_rest).split_at_mut(te * n_ff);
            let (uo, ur) = std::mem::take(&mut uo_rest).split_at_mut(te * n_ff);
            go_rest = gr;
            uo_rest = ur;
            // Every token picked it once (always so when decoding one token): `x` as it is.
            let all = te == t && tokens[e].iter().enumerate().all(|(i, &ti)| ti == i);
            let x_rows = (!all).then_some(tokens[e].as_slice());
            for (w, out) in [(gw, go), (uw, uo)] {
                jobs.push(MatJob {
                    w,
                    row_base: e * n_ff,
                    n_rows: n_ff,
                    x,
                    x_rows,
                    t: te,
                    out,
                });
            }
        }
        if !jobs.is_empty() {
            backend.run(&mut jobs)?;
        }
    }
    let t0 = crate::profile::start();
    let mut h = spare::take(n_rows * n_ff, false);
    par_rows(backend, &mut h, n_ff, &|r, hr| {
        let (g, u) = (
            &gate_out[r * n_ff..(r + 1) * n_ff],
            &up_out[r * n_ff..(r + 1) * n_ff],
        );
        act.row(row_expert[r] as usize, n_ff, g, u, hr);
    });
    spare::give(gate_out);
    spare::give(up_out);
    let mut down_out = spare::take(n_rows * n_embd, false);
    crate::profile::record("  experts: activation", t0);
    {
        let mut jobs = Vec::with_capacity(active.len());
        let mut rest: &mut [f32] = &mut down_out;
        for (&e, &f) in active.iter().zip(&first) {
            let te = tokens[e].len();
            let (o, r) = std::mem::take(&mut rest).split_at_mut(te * n_embd);
            rest = r;
            jobs.push(MatJob {
                w: dw,
                row_base: e * n_embd,
                n_rows: n_embd,
                x: &h[f * n_ff..(f + te) * n_ff],
                x_rows: None,
                t: te,
                out: o,
            });
        }
        if !jobs.is_empty() {
            backend.run(&mut jobs)?;
        }
    }
    spare::give(h);
    add_down_bias(backend, act, &row_expert, n_embd, &mut down_out);
    Ok(RoutedExperts {
        n_embd,
        pick_row,
        down_out,
    })
}

/// Adds each row's expert's down bias (where the experts have one) to the down outputs.
fn add_down_bias(
    backend: &dyn Backend,
    act: &ExpertAct,
    row_expert: &[u32],
    n_embd: usize,
    down_out: &mut [f32],
) {
    if let Some(b) = &act.down_bias {
        par_rows(backend, down_out, n_embd, &|r, o| {
            let e = row_expert[r] as usize;
            for (v, &bb) in o.iter_mut().zip(&b[e * n_embd..(e + 1) * n_embd]) {
                *v += bb;
            }
        });
    }
}

/// Each pick's unweighted SwiGLU expert output, `t × k` rows of `n_embd` at the pick's
/// (token, slot), computed on `backend` from the mapped weights; picks whose id is −1 are
/// skipped and their rows stay 0. The GPU executor's host side computes a MoE layer's misses
/// with it, the same arithmetic as the CPU executor's host experts ([`Op::ExpertFfn`]).
#[allow(clippy::too_many_arguments)]
pub fn host_expert_outputs(
    weights: &Weights,
    backend: &dyn Backend,
    x: &[f32],
    ids: &[i32],
    t: usize,
    n_expert: usize,
    k: usize,
    tensors: [WeightId; 3],
    out: &mut [f32],
) -> Result<(), RuntimeError> {
    let r = routed_experts(
        (weights, backend),
        x,
        ids,
        t,
        n_expert,
        k,
        tensors,
        true,
        &ExpertAct::PLAIN,
    )?;
    if out.len() != t * k * r.n_embd {
        return Err(bad("host experts: output size does not match the batch"));
    }
    pick_rows_into(backend, &r, out);
    // This runs outside `run_batch` (the GPU executor's host side): keep nothing between calls.
    spare::clear();
    backend.end_batch();
    Ok(())
}

/// Every pick's output at its (token, slot) row of `out` (`t · k` rows), zeros where the pick
/// was computed elsewhere.
fn pick_rows_into(backend: &dyn Backend, r: &RoutedExperts, out: &mut [f32]) {
    par_rows(backend, out, r.n_embd, &|i, dst| match r.pick(i) {
        Some(src) => dst.copy_from_slice(src),
        None => dst.fill(0.0),
    });
}

/// The routed experts' SwiGLU FFN of an unsplit MoE layer ([`Op::MoeFfn`]).
#[allow(clippy::too_many_arguments)]
fn moe_ffn(
    ctx: &Ctx<'_>,
    x: &[f32],
    ids: &[i32],
    wts: &[f32],
    t: usize,
    n_expert: usize,
    k: usize,
    weights: [WeightId; 3],
    act: &ExpertAct,
) -> Result<Vec<f32>, RuntimeError> {
    if ids.len() != t * k || wts.len() != t * k {
        return Err(bad("moe_ffn: router outputs do not match the batch"));
    }
    let r = routed_experts(
        (ctx.weights, ctx.backend),
        x,
        ids,
        t,
        n_expert,
        k,
        weights,
        false,
        act,
    )?;
    let t0 = crate::profile::start();
    // The weighted expert outputs summed per token in slot order as llama.cpp adds them, each
    // product rounded before it is added: ((0 + e0·w0) + e1·w1) + e2·w2 + ...
    let mut y = spare::take(t * r.n_embd, false);
    par_rows(ctx.backend, &mut y, r.n_embd, &|ti, yr| {
        yr.fill(0.0);
        for slot in 0..k {
            let i = ti * k + slot;
            if let Some(src) = r.pick(i) {
                let w = wts[i];
                for (a, &b) in yr.iter_mut().zip(src) {
                    *a += b * w;
                }
            }
        }
    });
    crate::profile::record("  experts: combine", t0);
    Ok(y)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::exec::{FastBackend, ReferenceBackend};
    use crate::kv::KvType;
    use proptest::prelude::*;

    /// A splitmix64 stream of floats in [-1, 1).
    fn rand_vec(seed: u64, n: usize) -> Vec<f32> {
        let mut z = seed;
        (0..n)
            .map(|_| {
                z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
                let mut x = z;
                x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
                x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
                x ^= x >> 31;
                ((x >> 40) as f32 / (1u64 << 24) as f32) * 2.0 - 1.0
            })
            .collect()
    }

    /// Layer 0's attention parameters for `nh` heads over `nkv` KV heads of `d`.
    fn test_params((nh, nkv, d): (usize, usize, usize), window: u32) -> AttnParams {
        AttnParams {
            layer: 0,
            n_head: nh as u32,
            n_head_kv: nkv as u32,
            head_dim: d as u32,
            scale: 1.0 / (d as f32).sqrt(),
            window,
        }
    }

    /// A batch of `t` tokens after `past` cached ones, attended untiled on the reference
    /// backend and tiled on the pool; returns how many outputs differ in any bit and the
    /// largest difference.
    #[allow(clippy::too_many_arguments)]
    fn tiled_vs_untiled(
        ty: KvType,
        past: usize,
        t: usize,
        (nh, nkv, d): (usize, usize, usize),
        window: u32,
        sinks: bool,
        seed: u64,
        fast: &FastBackend,
    ) -> (usize, f32) {
        let n = past + t;
        let row = nkv * d;
        let mut cache = KvCache::new(ty, 1, row, n);
        // Keys scaled up so that the softmax is peaked in places (the online maximum moves).
        let k: Vec<f32> = rand_vec(seed, n * row).iter().map(|x| x * 3.0).collect();
        let v = rand_vec(seed + 1, n * row);
        for p in 0..n {
            cache
                .store(0, p, &k[p * row..(p + 1) * row], &v[p * row..(p + 1) * row])
                .expect("store");
        }
        let layer = cache.layer(0, n).expect("layer");
        let q = rand_vec(seed + 2, t * nh * d);
        let pos: Vec<i32> = (past..n).map(|p| p as i32).collect();
        let sink_vals: Vec<f32> = rand_vec(seed + 3, nh).iter().map(|x| x * 4.0).collect();
        let params = test_params((nh, nkv, d), window);
        let sinks = sinks.then_some(sink_vals.as_slice());
        let want = attend_all(&ReferenceBackend, &q, &pos, layer, params, sinks, false);
        let got = attend_all(fast, &q, &pos, layer, params, sinks, true);
        assert_eq!(want.len(), got.len());
        let diff = want
            .iter()
            .zip(&got)
            .map(|(a, b)| (a - b).abs())
            .fold(0.0f32, f32::max);
        let differ = want
            .iter()
            .zip(&got)
            .filter(|(a, b)| a.to_bits() != b.to_bits())
            .count();
        assert!(got.iter().all(|x| x.is_finite()));
        (differ, diff)
    }

    #[test]
    fn router_topk_on_the_pool_equals_the_calling_thread_bit_for_bit() {
        // 300 tokens × 128 experts is above the pool's threshold, so the fast backend splits
        // the tokens over its threads; the reference backend runs them in order here.
        let fast = FastBackend::new(3).expect("pool");
        for &(t, ne, k) in &[
            (300usize, 128usize, 8usize),
            (1, 128, 8),
            (3, 4, 4),
            (300, 128, 128),
        ] {
            let logits = rand_vec(t as u64 * 31 + k as u64, t * ne);
            for scoring in [Scoring::Softmax, Scoring::Sigmoid, Scoring::SoftmaxWeight] {
                for norm in [false, true] {
                    let (ia, wa) =
                        router_topk(&fast, &logits, t, ne, k, scoring, norm).expect("fast");
                    let (ib, wb) = router_topk(&ReferenceBackend, &logits, t, ne, k, scoring, norm)
                        .expect("reference");
                    assert_eq!(ia, ib, "{t} × {ne}, top-{k}, {scoring:?}");
                    assert_eq!(ia.len(), t * k);
                    assert!(
                        wa.iter().zip(&wb).all(|(a, b)| a.to_bits() == b.to_bits()),
                        "{t} × {ne}, top-{k}, {scoring:?}, norm {norm}"
                    );
                    // Every token's picks are distinct experts in range.
                    for row in ia.chunks_exact(k) {
                        let mut r = row.to_vec();
                        r.sort_unstable();
                        r.dedup();
                        assert_eq!(r.len(), k);
                        assert!(r.iter().all(|&e| (0..ne as i32).contains(&e)));
                    }
                }
            }
        }
        assert!(router_topk(&fast, &[0.0; 8], 2, 4, 5, Scoring::Softmax, false).is_err());
        assert!(router_topk(&fast, &[0.0; 7], 2, 4, 2, Scoring::Softmax, false).is_err());
    }

    #[test]
    fn tiled_attention_matches_untiled_for_every_kv_type_window_and_sinks() {
        let fast = FastBackend::new(2).expect("pool");
        for ty in KvType::ALL {
            for (window, sinks) in [(0, false), (0, true), (40, false), (7, true)] {
                for (past, t) in [(0usize, 200usize), (150, 70), (3, 1)] {
                    let (differ, diff) =
                        tiled_vs_untiled(ty, past, t, (4, 2, 64), window, sinks, 7, &fast);
                    assert_eq!(
                        differ, 0,
                        "{ty} past {past} t {t} window {window} sinks {sinks}: largest diff {diff}"
                    );
                }
            }
        }
    }

    /// A decode step's shared-row attention (the query heads of a KV head reading each cache
    /// row together, [`decode_attention_shared`]) equals [`ops::attend`] per head bit for bit:
    /// every KV type, windows, sinks, head widths that are and are not whole vectors or whole
    /// column ranges, and contexts that are not whole row ranges.
    #[test]
    fn shared_decode_attention_equals_attend_per_head() {
        let fast = FastBackend::new(2).expect("pool");
        for ty in KvType::ALL {
            for (nh, nkv, d) in [
                (8usize, 2usize, 64usize),
                (6, 3, 72),
                (4, 1, 44),
                (32, 4, 128),
            ] {
                for (window, with_sinks) in [(0u32, false), (40, true), (7, false)] {
                    for n in [130usize, 701, 2053] {
                        let row = nkv * d;
                        let mut cache = KvCache::new(ty, 1, row, n);
                        let k: Vec<f32> = rand_vec(5, n * row).iter().map(|x| x * 3.0).collect();
                        let v = rand_vec(6, n * row);
                        for p in 0..n {
                            let (a, b) = (p * row, (p + 1) * row);
                            cache.store(0, p, &k[a..b], &v[a..b]).expect("store");
                        }
                        let layer = cache.layer(0, n).expect("layer");
                        let q = rand_vec(7, nh * d);
                        let sink_vals: Vec<f32> = rand_vec(8, nh).iter().map(|x| x * 4.0).collect();
                        let sinks = with_sinks.then_some(sink_vals.as_slice());
                        let params = test_params((nh, nkv, d), window);
                        let pt = n - 1;
                        // Called directly: `attend_all` takes it only from
                        // `DECODE_SHARED_MIN` rows on.
                        let mut got = vec![0.0f32; nh * d];
                        decode_attention_shared(&fast, &q, pt, layer, params, sinks, &mut got);
                        let mut want = vec![0.0f32; nh * d];
                        let mut scores = vec![0.0f32; n];
                        for h in 0..nh {
                            let head = ops::KvHead {
                                layer,
                                col: (h / (nh / nkv)) * d,
                                n_ctx: n,
                                first: if window > 0 {
                                    n.saturating_sub(window as usize)
                                } else {
                                    0
                                },
                                sink: sinks.map(|s| s[h]),
                            };
                            let o = &mut want[h * d..(h + 1) * d];
                            ops::attend(&q[h * d..(h + 1) * d], head, params.scale, &mut scores, o);
                        }
                        let bits = |v: &[f32]| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
                        assert_eq!(
                            bits(&got),
                            bits(&want),
                            "{ty} heads {nh}/{nkv}×{d} window {window} sinks {with_sinks} n {n}"
                        );
                    }
                }
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(24))]
        /// Grouped-query attention in the tiled prompt path (one work item per KV head × token
        /// tile, each cache tile decoded once for all the KV head's query heads): 1, 2 and 8
        /// query heads per KV head, awkward prompt lengths after a cached prefix or none, every
        /// KV type, windows and sinks, head widths that take the vector kernels (64) or the
        /// definition (12), and pools of 1–3 threads (the token tile shrinks with the pool and
        /// the prompt): bit for bit the untiled per-head result.
        #[test]
        fn grouped_tiled_attention_matches_untiled(
            group in prop::sample::select(vec![1usize, 2, 8]),
            nkv in 1usize..3,
            d in prop::sample::select(vec![12usize, 64]),
            t in prop::sample::select(vec![1usize, 3, 50, 783]),
            past in prop::sample::select(vec![0usize, 1, 65]),
            ty in prop::sample::select(KvType::ALL.to_vec()),
            window in prop::sample::select(vec![0u32, 1, 33, 300]),
            sinks in any::<bool>(),
            threads in 1usize..4,
            seed in 0u64..1000,
        ) {
            let fast = FastBackend::new(threads).expect("pool");
            let shape = (group * nkv, nkv, d);
            let (differ, diff) = tiled_vs_untiled(ty, past, t, shape, window, sinks, seed, &fast);
            prop_assert_eq!(differ, 0, "largest diff {}", diff);
        }
    }

    /// The token tile of the tiled attention: at most [`ATTN_Q_TILE`], at least one token,
    /// smaller for a short prompt on a wide pool and for long contexts of a wide group.
    #[test]
    fn attention_token_tile_keeps_the_pool_fed_and_scores_bounded() {
        assert_eq!(attn_q_tile(2048, 2048, 8, 2), ATTN_Q_TILE);
        assert_eq!(attn_q_tile(2048, 2048, 8, 16), ATTN_Q_TILE);
        assert_eq!(attn_q_tile(512, 512, 8, 16), 8);
        assert_eq!(attn_q_tile(64, 64, 8, 16), 1);
        assert_eq!(attn_q_tile(1, 1, 1, 64), 1);
        let tile = attn_q_tile(4096, 32_768, 8, 2);
        assert!(tile * 8 * 32_768 <= ATTN_SCORES_MAX, "tile {tile}");
        for (t, ctx, group, threads) in [(783, 848, 8, 3), (50, 50, 2, 2), (3, 68, 1, 1)] {
            let tile = attn_q_tile(t, ctx, group, threads);
            assert!(
                (1..=ATTN_Q_TILE).contains(&tile),
                "{t} {ctx} {group} {threads}: {tile}"
            );
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(12))]
        /// Awkward prompt lengths (one token, fewer than a query tile, not a multiple of the
        /// cache tile, several of each) and head shapes (a head of 12 takes the definition, not
        /// the vector kernels): the tiled result is the untiled one bit for bit.
        #[test]
        fn tiled_attention_matches_untiled_on_awkward_lengths(
            t in prop::sample::select(vec![1usize, 3, 50, 783]),
            past in prop::sample::select(vec![0usize, 1, 65]),
            shape in prop::sample::select(vec![(2usize, 1usize, 32usize), (3, 3, 16), (4, 2, 64), (2, 1, 12), (8, 2, 128)]),
            ty in prop::sample::select(KvType::ALL.to_vec()),
            window in prop::sample::select(vec![0u32, 1, 33]),
            sinks in any::<bool>(),
            seed in 0u64..1000,
        ) {
            let fast = FastBackend::new(2).expect("pool");
            let (differ, diff) = tiled_vs_untiled(ty, past, t, shape, window, sinks, seed, &fast);
            prop_assert_eq!(differ, 0, "largest diff {}", diff);
        }
    }
}
