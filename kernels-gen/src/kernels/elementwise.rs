//! Element-wise kernels: residual add, SwiGLU, embedding gather and f16 staging.
//!
//! * Add: `y[i] = a[i] + b[i]` for `i < n`; one thread per element, blocks of 256.
//! * SwiGLU: `y[i] = silu(g[i])·u[i]`, `silu(g) = g / (1 + e^(−g))`, `e^x` from the builder's
//!   portable `exp` (relative error ~1e-7).
//! * Embedding gather: `y[t, :] = dequant(W[ids[t], :])` for token `t` = grid y, `W` a
//!   `n_vocab × n_embd` matrix of a block type; one thread per 32-element unit. An id outside
//!   `0..n_vocab` yields a zero row (never a read outside `W`).
//! * MoE combine: `y[i] = Σ_j w[j]·e[j·n + i]` over the `k` routed experts' outputs `e`
//!   (`k × n`), summed in pick order from 0 as `((w_0·e_0 + w_1·e_1) + …)` with separate
//!   roundings, the order the CPU executor (and llama.cpp) adds them in.
//! * Sigmoid scale: `y[i] = x[i]·σ(g[0])`, `σ(z) = 1 / (1 + e^(−z))`: the shared expert's gate,
//!   whose logit `g[0]` a one-row matvec computed.
//! * Clamped SwiGLU (gpt-oss, llama.cpp's `swiglu_oai`): `x = min(g[i], limit)`,
//!   `y' = clamp(u[i], −limit, limit)`, `y[i] = (x / (1 + e^(−alpha·x)))·(y' + 1)`.
//! * Expert bias (gpt-oss's biased experts): for pick `j` (grid y) of the `k` routed experts,
//!   `y[j·n + i] = x[j·n + i] + b[e·n + i]` with `e = ids[j]` and `b` the `n_expert × n` f32
//!   biases; an id outside `0..n_expert` adds nothing (never a read outside `b`). `y` may be
//!   `x` (each thread reads its element before writing it).
//! * Dequantize to f16: `out[i] = f16(dequant(W)[i])` (round to nearest even) over `n_units`
//!   units of 32 elements of a packed tensor; one thread per unit.

use super::quant::{check, row_bytes, unit_values};
use crate::simt::{R, Simt};
use inkwell::values::FloatValue;
use inkwell::{FloatPredicate, IntPredicate};
use strata_ir::GgmlType;

fn global_index<'ctx>(s: &mut Simt<'ctx>) -> R<inkwell::values::IntValue<'ctx>> {
    let t = s.tid()?;
    let b = s.bid(0)?;
    let bd = s.i32c(i64::from(s.block_dim()));
    s.add(s.mul(b, bd)?, t)
}

pub fn build_add(s: &mut Simt<'_>) -> R<()> {
    let (y, a, b) = (s.param_ptr(0)?, s.param_ptr(1)?, s.param_ptr(2)?);
    let n = s.param_i32(3)?;
    let i = global_index(s)?;
    let live = s.icmp(IntPredicate::SLT, i, n)?;
    s.if_then(live, |s| {
        let v = s.fadd(s.load_f32(a, i)?, s.load_f32(b, i)?)?;
        s.store_f32(y, i, v)
    })
}

pub fn build_swiglu(s: &mut Simt<'_>) -> R<()> {
    let (y, g, u) = (s.param_ptr(0)?, s.param_ptr(1)?, s.param_ptr(2)?);
    let n = s.param_i32(3)?;
    let i = global_index(s)?;
    let live = s.icmp(IntPredicate::SLT, i, n)?;
    s.if_then(live, |s| {
        let gv = s.load_f32(g, i)?;
        let v = swiglu_value(s, gv, s.load_f32(u, i)?)?;
        s.store_f32(y, i, v)
    })
}

/// `silu(g)·u = (g / (1 + e^(−g)))·u`, the one spelling of SwiGLU every kernel uses (the
/// grouped matvec's fused staging repeats this kernel's values bit for bit).
pub(crate) fn swiglu_value<'ctx>(
    s: &Simt<'ctx>,
    g: FloatValue<'ctx>,
    u: FloatValue<'ctx>,
) -> R<FloatValue<'ctx>> {
    let e = s.exp(s.fneg(g)?)?;
    let silu = s.fdiv(g, s.fadd(s.f32c(1.0), e)?)?;
    s.fmul(silu, u)
}

pub fn build_swiglu_oai(s: &mut Simt<'_>) -> R<()> {
    let (y, g, u) = (s.param_ptr(0)?, s.param_ptr(1)?, s.param_ptr(2)?);
    let n = s.param_i32(3)?;
    let (alpha, limit) = (s.param_f32(4)?, s.param_f32(5)?);
    let i = global_index(s)?;
    let live = s.icmp(IntPredicate::SLT, i, n)?;
    s.if_then(live, |s| {
        let gv = s.load_f32(g, i)?;
        // min(g, limit) and clamp(u, −limit, limit) as compares and selects (a NaN input stays
        // NaN; the CPU's f32::min would turn a NaN g into limit).
        let x = s.select_f(s.fcmp(FloatPredicate::OGT, gv, limit)?, limit, gv)?;
        let uv = s.load_f32(u, i)?;
        let lo = s.fneg(limit)?;
        let yv = s.select_f(s.fcmp(FloatPredicate::OLT, uv, lo)?, lo, uv)?;
        let yv = s.select_f(s.fcmp(FloatPredicate::OGT, yv, limit)?, limit, yv)?;
        let e = s.exp(s.fmul(alpha, s.fneg(x)?)?)?;
        let act = s.fdiv(x, s.fadd(s.f32c(1.0), e)?)?;
        let v = s.fmul(act, s.fadd(yv, s.f32c(1.0))?)?;
        s.store_f32(y, i, v)
    })
}

pub fn build_moe_bias(s: &mut Simt<'_>) -> R<()> {
    let (y, x, b, ids) = (
        s.param_ptr(0)?,
        s.param_ptr(1)?,
        s.param_ptr(2)?,
        s.param_ptr(3)?,
    );
    let (n, n_expert) = (s.param_i32(4)?, s.param_i32(5)?);
    let i = global_index(s)?;
    let j = s.bid(1)?;
    let live = s.icmp(IntPredicate::SLT, i, n)?;
    s.if_then(live, |s| {
        let e = s.load_i32(ids, j)?;
        let ok = s.and(
            s.icmp(IntPredicate::SGE, e, s.i32c(0))?,
            s.icmp(IntPredicate::SLT, e, n_expert)?,
        )?;
        let safe = s.select_i(ok, e, s.i32c(0))?;
        let at = s.add(s.mul(s.sext64(j)?, s.sext64(n)?)?, s.sext64(i)?)?;
        let bat = s.add(s.mul(s.sext64(safe)?, s.sext64(n)?)?, s.sext64(i)?)?;
        let bv = s.select_f(ok, s.load_f32(b, bat)?, s.f32c(0.0))?;
        let v = s.fadd(s.load_f32(x, at)?, bv)?;
        s.store_f32(y, at, v)
    })
}

pub fn build_moe_combine(s: &mut Simt<'_>) -> R<()> {
    let (y, e, w) = (s.param_ptr(0)?, s.param_ptr(1)?, s.param_ptr(2)?);
    let (n, k) = (s.param_i32(3)?, s.param_i32(4)?);
    let i = global_index(s)?;
    let live = s.icmp(IntPredicate::SLT, i, n)?;
    s.if_then(live, |s| {
        let acc = s.var_f32(s.f32c(0.0))?;
        s.for_range(s.i32c(0), k, s.i32c(1), |s, j| {
            let idx = s.add(s.mul(s.sext64(j)?, s.sext64(n)?)?, s.sext64(i)?)?;
            let term = s.fmul(s.load_f32(e, idx)?, s.load_f32(w, j)?)?;
            let a = s.fadd(s.get_f(acc)?, term)?;
            s.set(acc, a)
        })?;
        let total = s.get_f(acc)?;
        s.store_f32(y, i, total)
    })
}

pub fn build_sigmoid_scale(s: &mut Simt<'_>) -> R<()> {
    let (y, x, g) = (s.param_ptr(0)?, s.param_ptr(1)?, s.param_ptr(2)?);
    let n = s.param_i32(3)?;
    let i = global_index(s)?;
    let live = s.icmp(IntPredicate::SLT, i, n)?;
    s.if_then(live, |s| {
        let z = s.load_f32(g, s.i32c(0))?;
        let sig = s.fdiv(s.f32c(1.0), s.fadd(s.f32c(1.0), s.exp(s.fneg(z)?)?)?)?;
        let v = s.fmul(s.load_f32(x, i)?, sig)?;
        s.store_f32(y, i, v)
    })
}

pub fn build_embed(s: &mut Simt<'_>, ty: GgmlType) -> R<()> {
    check("embed", ty)?;
    let (y, w, ids) = (s.param_ptr(0)?, s.param_ptr(1)?, s.param_ptr(2)?);
    let (n_embd, n_vocab) = (s.param_i32(3)?, s.param_i32(4)?);
    let u = global_index(s)?;
    let t = s.bid(1)?;
    let units = s.udiv(n_embd, s.i32c(32))?;
    let live = s.icmp(IntPredicate::SLT, u, units)?;
    s.if_then(live, |s| {
        let id = s.load_i32(ids, t)?;
        let ok = s.and(
            s.icmp(IntPredicate::SGE, id, s.i32c(0))?,
            s.icmp(IntPredicate::SLT, id, n_vocab)?,
        )?;
        let safe_id = s.select_i(ok, id, s.i32c(0))?;
        let rb = row_bytes(s, ty, n_embd)?;
        let row = s.gep(w, s.mul(s.sext64(safe_id)?, rb)?)?;
        let out0 = s.add(
            s.mul(s.sext64(t)?, s.sext64(n_embd)?)?,
            s.mul(s.sext64(u)?, s.i64c(32))?,
        )?;
        s.if_then(ok, |s| {
            unit_values(s, ty, row, u, |s, j, v| {
                let idx = s.add(out0, s.i64c(j as i64))?;
                s.store_f32(y, idx, v)
            })
        })?;
        let bad = s.xor(ok, s.ctx.bool_type().const_int(1, false))?;
        s.if_then(bad, |s| {
            for j in 0..32 {
                let idx = s.add(out0, s.i64c(j))?;
                s.store_f32(y, idx, s.f32c(0.0))?;
            }
            Ok(())
        })
    })
}

pub fn build_dequant_f16(s: &mut Simt<'_>, ty: GgmlType) -> R<()> {
    check("dequant f16", ty)?;
    let (out, w) = (s.param_ptr(0)?, s.param_ptr(1)?);
    let n_units = s.param_i32(2)?;
    let u = global_index(s)?;
    let live = s.icmp(IntPredicate::SLT, u, n_units)?;
    s.if_then(live, |s| {
        let base = s.mul(s.sext64(u)?, s.i64c(32))?;
        unit_values(s, ty, w, u, |s, j, v| {
            let idx = s.add(base, s.i64c(j as i64))?;
            s.store_f16(out, idx, v)
        })
    })
}
