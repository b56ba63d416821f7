//! Router softmax + top-k for MoE layers.
//!
//! For token `t` (grid x), `logits[t, 0..n_expert]` f32: `p_e = e^(l_e − max) / Σ e^(l − max)`.
//! The `k` experts with the largest logits (ties to the lower id; −∞ and NaN logits only
//! after all finite ones) are written in descending order to `ids[t, 0..k]` (i32) with
//! their probabilities in `weights[t, 0..k]`; when `norm ≠ 0` the k weights are divided by
//! their sum (Qwen3-MoE's `norm_topk_prob`). `1 ≤ k ≤ n_expert`. One wave per token: pick
//! number `r` is the arg-max over experts that come after pick `r − 1` in the order
//! (logit descending, id ascending), so no per-expert flags are needed.
//!
//! Softmax over the selected (`router_topk_softmax_weight`, llama.cpp's `SOFTMAX_WEIGHT`
//! gating, gpt-oss): the same picks on the raw logits, and `weights[t, j] = e^(l_j − m) / Σ_i
//! e^(l_i − m)` over the `k` picked logits alone, `m` the largest logit (the first pick's). The
//! kernel has the plain one's parameters; `norm` is ignored (the weights always sum to one).

use crate::simt::{R, Simt};
use inkwell::{FloatPredicate, IntPredicate};

pub fn build_router(s: &mut Simt<'_>) -> R<()> {
    router(s, false)
}

/// The router with the softmax over the selected experts (see the module doc).
pub fn build_router_softmax_weight(s: &mut Simt<'_>) -> R<()> {
    router(s, true)
}

/// The router; `selected` computes the weights as the softmax of the picked logits. Without
/// it, exactly the plain kernel's instructions.
fn router(s: &mut Simt<'_>, selected: bool) -> R<()> {
    let (ids, wout, logits) = (s.param_ptr(0)?, s.param_ptr(1)?, s.param_ptr(2)?);
    let (n, k, norm) = (s.param_i32(3)?, s.param_i32(4)?, s.param_i32(5)?);
    let lane = s.lane()?;
    let t = s.bid(0)?;
    let lrow = s.gep(
        logits,
        s.mul(s.mul(s.sext64(t)?, s.sext64(n)?)?, s.i64c(4))?,
    )?;
    let orow = s.mul(t, k)?;
    let step = s.i32c(i64::from(s.wave_size()));
    let ninf = s.f32c(f64::NEG_INFINITY);
    // Max and softmax denominator.
    let mx = s.var_f32(ninf)?;
    s.for_range(lane, n, step, |s, e| {
        let v = s.fmax(s.load_f32(lrow, e)?, s.get_f(mx)?)?;
        s.set(mx, v)
    })?;
    let m = s.get_f(mx)?;
    let m = s.wave_max(m)?;
    // The full softmax's denominator (none with `selected`: only the picks' terms count).
    let denom = if selected {
        None
    } else {
        let sm = s.var_f32(s.f32c(0.0))?;
        s.for_range(lane, n, step, |s, e| {
            let p = s.exp(s.fsub(s.load_f32(lrow, e)?, m)?)?;
            let a = s.fadd(s.get_f(sm)?, p)?;
            s.set(sm, a)
        })?;
        let part = s.get_f(sm)?;
        Some(s.wave_sum(part)?)
    };
    // Successive arg-max picks.
    let pv = s.var_f32(s.f32c(f64::INFINITY))?;
    let pi = s.var_i32(s.i32c(-1))?;
    let wsum = s.var_f32(s.f32c(0.0))?;
    let first = s.icmp(IntPredicate::EQ, lane, s.i32c(0))?;
    s.for_range(s.i32c(0), k, s.i32c(1), |s, r| {
        let bv = s.var_f32(ninf)?;
        let bi = s.var_i32(n)?;
        let (prev_v, prev_i) = (s.get_f(pv)?, s.get_i(pi)?);
        s.for_range(lane, n, step, |s, e| {
            let l = s.load_f32(lrow, e)?;
            // NaN sorts like −∞.
            let l = s.select_f(s.fcmp(FloatPredicate::UNO, l, l)?, ninf, l)?;
            let after = s.or(
                s.fcmp(FloatPredicate::OLT, l, prev_v)?,
                s.and(
                    s.fcmp(FloatPredicate::OEQ, l, prev_v)?,
                    s.icmp(IntPredicate::SGT, e, prev_i)?,
                )?,
            )?;
            let cur_v = s.get_f(bv)?;
            let cur_i = s.get_i(bi)?;
            let better = s.or(
                s.fcmp(FloatPredicate::OGT, l, cur_v)?,
                s.icmp(IntPredicate::EQ, cur_i, n)?,
            )?;
            let take = s.and(after, better)?;
            s.set(bv, s.select_f(take, l, cur_v)?)?;
            s.set(bi, s.select_i(take, e, cur_i)?)
        })?;
        let (v0, i0) = (s.get_f(bv)?, s.get_i(bi)?);
        let (wv, wi) = s.wave_argmax(v0, i0)?;
        let e = s.exp(s.fsub(wv, m)?)?;
        let p = match denom {
            Some(d) => s.fdiv(e, d)?,
            None => e,
        };
        s.set(pv, wv)?;
        s.set(pi, wi)?;
        s.set(wsum, s.fadd(s.get_f(wsum)?, p)?)?;
        let o = s.add(orow, r)?;
        s.if_then(first, |s| {
            s.store_i32(ids, o, wi)?;
            s.store_f32(wout, o, p)
        })
    })?;
    let do_norm = if selected {
        first
    } else {
        s.and(first, s.icmp(IntPredicate::NE, norm, s.i32c(0))?)?
    };
    let total = s.get_f(wsum)?;
    s.if_then(do_norm, |s| {
        s.for_range(s.i32c(0), k, s.i32c(1), |s, r| {
            let o = s.add(orow, r)?;
            let v = s.fdiv(s.load_f32(wout, o)?, total)?;
            s.store_f32(wout, o, v)
        })
    })
}
