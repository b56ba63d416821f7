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
use inkwell::values::{IntValue, PointerValue};
use inkwell::{FloatPredicate, IntPredicate};
use strata_ir::GgmlType;

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
    let t = s.bid(0)?;
    let lrow = s.gep(
        logits,
        s.mul(s.mul(s.sext64(t)?, s.sext64(n)?)?, s.i64c(4))?,
    )?;
    let orow = s.mul(t, k)?;
    pick(s, (ids, wout, lrow), orow, (n, k, norm), selected)
}

/// Most experts the fused router ([`build_router_matvec_topk`]) takes: its logits are staged
/// in shared memory for the picks.
pub const ROUTER_FUSED_MAX_EXPERTS: u32 = 512;

/// The router's matvec and its top-k in one launch (decode, softmax scoring):
/// `logits = W·x` exactly as the narrow F32 matvec computes it (one row per block, the
/// catalogue's `strata_matvec_narrow_f32` parameters first), then the grid's last block
/// (`Simt::last_block`) stages the `n ≤ ROUTER_FUSED_MAX_EXPERTS` logits in shared memory
/// and its first wave makes the picks exactly as [`build_router`] does for one token. The
/// top-k reads each logit k + 2 times; from shared memory those reads cost a few cycles where
/// the separate kernel waited out an L2 latency per read, and the launch between the two is
/// gone. Parameters: `y` (the logits), `w`, `x`, `rows` (= n_expert), `cols`, then `ids`,
/// `weights`, `counter` (one i32, zero before the first launch and left zero by each),
/// `k`, `norm`.
pub fn build_router_matvec_topk(s: &mut Simt<'_>) -> R<()> {
    let cfg = super::matvec::narrow_cfg(GgmlType::F32);
    super::matvec::build_matvec_cfg(s, GgmlType::F32, cfg)?;
    let logits = s.param_ptr(0)?;
    let n = s.param_i32(3)?;
    let (ids, wout, counter) = (s.param_ptr(5)?, s.param_ptr(6)?, s.param_ptr(7)?);
    let (k, norm) = (s.param_i32(8)?, s.param_i32(9)?);
    let per = s.i32c(i64::from(cfg.rows_per_block()));
    let blocks = s.udiv(s.add(n, s.sub(per, s.i32c(1))?)?, per)?;
    let staged = s.shared(4 * ROUTER_FUSED_MAX_EXPERTS)?;
    s.last_block(counter, s.i32c(0), blocks, |s| {
        let tid = s.tid()?;
        let bd = s.i32c(i64::from(s.block_dim()));
        s.for_range(tid, n, bd, |s, e| {
            let v = s.load_f32(logits, e)?;
            s.store_f32(staged, e, v)
        })?;
        s.barrier()?;
        let wave = s.wave_id()?;
        let w0 = s.icmp(IntPredicate::EQ, wave, s.i32c(0))?;
        // The picks read the block's own shared copy and what their own lanes stored, so
        // plain loads serve.
        let was = std::mem::replace(&mut s.volatile_loads, false);
        let r = s.if_then(w0, |s| {
            pick(s, (ids, wout, staged), s.i32c(0), (n, k, norm), false)
        });
        s.volatile_loads = was;
        r
    })
}

/// The picks of one token whose `n` logits start at `lrow`, written at `orow` of `ids` and
/// `wout`; one wave (see the module doc).
fn pick<'ctx>(
    s: &mut Simt<'ctx>,
    (ids, wout, lrow): (PointerValue<'ctx>, PointerValue<'ctx>, PointerValue<'ctx>),
    orow: IntValue<'ctx>,
    (n, k, norm): (IntValue<'ctx>, IntValue<'ctx>, IntValue<'ctx>),
    selected: bool,
) -> R<()> {
    let lane = s.lane()?;
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
    // Lane r keeps pick r's weight, so with k ≤ the wave's lanes the normalisation needs no
    // read of a stored weight: lane r stores its own, and lane 0 stores none (two lanes'
    // stores to one address are not ordered by program order: the lanes of a warp may run
    // apart between shuffles).
    let mine = s.var_f32(s.f32c(0.0))?;
    let first = s.icmp(IntPredicate::EQ, lane, s.i32c(0))?;
    let yes = s.ctx.bool_type().const_int(1, false);
    let normalise = if selected {
        yes
    } else {
        s.icmp(IntPredicate::NE, norm, s.i32c(0))?
    };
    let in_regs = s.icmp(IntPredicate::SLE, k, s.i32c(i64::from(s.wave_size())))?;
    let by_lanes = s.and(normalise, in_regs)?;
    let store_p = s.and(first, s.xor(by_lanes, yes)?)?;
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
        let own = s.icmp(IntPredicate::EQ, lane, r)?;
        s.set(mine, s.select_f(own, p, s.get_f(mine)?)?)?;
        let o = s.add(orow, r)?;
        s.if_then(first, |s| s.store_i32(ids, o, wi))?;
        s.if_then(store_p, |s| s.store_f32(wout, o, p))
    })?;
    let total = s.get_f(wsum)?;
    let by_lane = s.and(by_lanes, s.icmp(IntPredicate::SLT, lane, k)?)?;
    s.if_then(by_lane, |s| {
        let v = s.fdiv(s.get_f(mine)?, total)?;
        s.store_f32(wout, s.add(orow, lane)?, v)
    })?;
    // More picks than lanes (top-k = n_expert on a large router): lane 0 re-reads them.
    let by_first = s.and(s.and(normalise, s.xor(in_regs, yes)?)?, first)?;
    s.if_then(by_first, |s| {
        s.for_range(s.i32c(0), k, s.i32c(1), |s, r| {
            let o = s.add(orow, r)?;
            let v = s.fdiv(s.load_f32(wout, o)?, total)?;
            s.store_f32(wout, o, v)
        })
    })
}
