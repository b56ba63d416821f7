//! Attention decode with gpt-oss's two extensions: a sliding window and per-head sink logits.
//!
//! Layouts and the split/merge scheme are those of [`super::attention`]'s decode kernels (q
//! `n_head × D` f32, f16 caches `n_kv × n_head_kv × D`, `n_kv = n_kv_ptr[0]` read from device
//! memory, grid `n_head × n_split` of 128 threads, partials `part_o[h, s, 0..D]` and
//! `part_ml[h, s] = (M, L)`).
//!
//! Windowed split (`window` > 0): query position `n_kv − 1` attends to positions
//! `t ≥ n_kv − window` only (llama.cpp's standard sliding window: the last `window` positions,
//! itself included), so split `s` covers `[max(s·chunk, n_kv − window), min((s+1)·chunk, n_kv))`;
//! splits wholly before the window are empty and write `(−∞, 0)` and zeros. `window = 0` is the
//! full range, the plain split's arithmetic exactly.
//!
//! Combine with sinks (grid `n_head`, 128 threads): head `h`'s sink logit `σ = sinks[h]` (f32)
//! joins the softmax's maximum and denominator and contributes no value:
//! `M = max(σ, max_s m_s)`, `w_s = e^(m_s − M)` (0 when `m_s = −∞`),
//! `out[h, d] = Σ_s w_s·part_o[h, s, d] / (Σ_s w_s·l_s + e^(σ − M))`.

use super::ATTN_MAX_HEAD_DIM;
use crate::simt::{R, Simt};
use inkwell::values::FloatValue;
use inkwell::{FloatPredicate, IntPredicate};

const REGS: u32 = ATTN_MAX_HEAD_DIM / 32;

/// `e^(m − big)`, or 0 when `m` is −∞ (an empty partial).
fn merge_weight<'ctx>(
    s: &Simt<'ctx>,
    m: FloatValue<'ctx>,
    big: FloatValue<'ctx>,
) -> R<FloatValue<'ctx>> {
    let e = s.exp(s.fsub(m, big)?)?;
    let empty = s.fcmp(FloatPredicate::OEQ, m, s.f32c(f64::NEG_INFINITY))?;
    s.select_f(empty, s.f32c(0.0), e)
}

/// The split kernel of [`super::attention`] with the window's lower bound on each split (the
/// same body otherwise, so a window of 0 computes the plain split's bits).
pub fn build_split_window(s: &mut Simt<'_>) -> R<()> {
    let (po, pml, q, k, v) = (
        s.param_ptr(0)?,
        s.param_ptr(1)?,
        s.param_ptr(2)?,
        s.param_ptr(3)?,
        s.param_ptr(4)?,
    );
    let (n_head, n_head_kv, dim) = (s.param_i32(5)?, s.param_i32(6)?, s.param_i32(7)?);
    let n_kv_ptr = s.param_ptr(8)?;
    let chunk = s.param_i32(9)?;
    let n_kv = s.load_i32(n_kv_ptr, s.i32c(0))?;
    let scale = s.param_f32(11)?;
    let waves = s.block_dim() / s.wave_size();
    let sh_o = s.shared(4 * waves * ATTN_MAX_HEAD_DIM)?;
    let sh_ml = s.shared(8 * waves)?;
    let tid = s.tid()?;
    let lane = s.lane()?;
    let wave = s.wave_id()?;
    let h = s.bid(0)?;
    let sp = s.bid(1)?;
    let n_split = s.param_i32(10)?;
    let group = s.udiv(n_head, n_head_kv)?;
    let kvh = s.udiv(h, group)?;
    let window = s.param_i32(12)?;
    let c0 = s.mul(sp, chunk)?;
    let t1 = s.add(c0, chunk)?;
    // The window's first position: n_kv − window when the window is shorter than the context.
    let lo = s.sub(n_kv, window)?;
    let clip = s.icmp(IntPredicate::SGT, window, s.i32c(0))?;
    let clip = s.and(clip, s.icmp(IntPredicate::SGT, lo, c0)?)?;
    let t0 = s.select_i(clip, lo, c0)?;
    let t1 = s.select_i(s.icmp(IntPredicate::SLT, t1, n_kv)?, t1, n_kv)?;
    let ninf = s.f32c(f64::NEG_INFINITY);
    let zero = s.f32c(0.0);
    // This lane's query components and accumulators, d = lane + 32·i.
    let mut qv = Vec::new();
    let mut acc = Vec::new();
    let mut dmask = Vec::new();
    let qrow = s.mul(h, dim)?;
    for i in 0..REGS {
        let d = s.add(lane, s.i32c(i64::from(32 * i)))?;
        let ok = s.icmp(IntPredicate::SLT, d, dim)?;
        let idx = s.select_i(ok, s.add(qrow, d)?, s.i32c(0))?;
        let val = s.select_f(ok, s.load_f32(q, idx)?, zero)?;
        qv.push(val);
        acc.push(s.var_f32(zero)?);
        dmask.push((d, ok));
    }
    let m = s.var_f32(ninf)?;
    let l = s.var_f32(zero)?;
    let start = s.add(t0, wave)?;
    let step = s.i32c(i64::from(waves));
    s.for_range(start, t1, step, |s, t| {
        let row = s.mul(s.add(s.mul(t, n_head_kv)?, kvh)?, dim)?;
        let mut dot = zero;
        for i in 0..REGS as usize {
            let (d, ok) = dmask[i];
            let idx = s.select_i(ok, s.add(row, d)?, row)?;
            let kvv = s.load_f16(k, idx)?;
            let p = s.fmul(qv[i], kvv)?;
            dot = s.fadd(dot, s.select_f(ok, p, zero)?)?;
        }
        let total = s.wave_sum(dot)?;
        let z = s.fmul(total, scale)?;
        let m_old = s.get_f(m)?;
        let m_new = s.fmax(z, m_old)?;
        let c_old = s.exp(s.fsub(m_old, m_new)?)?;
        let p = s.exp(s.fsub(z, m_new)?)?;
        s.set(l, s.fmadd(s.get_f(l)?, c_old, p)?)?;
        for i in 0..REGS as usize {
            let (d, ok) = dmask[i];
            let idx = s.select_i(ok, s.add(row, d)?, row)?;
            let vv = s.load_f16(v, idx)?;
            let a = s.fmadd(s.get_f(acc[i])?, c_old, s.fmul(p, vv)?)?;
            s.set(acc[i], a)?;
        }
        s.set(m, m_new)
    })?;
    // Publish this wave's state.
    let wbase = s.mul(wave, s.i32c(i64::from(ATTN_MAX_HEAD_DIM)))?;
    for i in 0..REGS as usize {
        let (d, ok) = dmask[i];
        let a = s.get_f(acc[i])?;
        s.if_then(ok, |s| s.store_f32(sh_o, s.add(wbase, d)?, a))?;
    }
    let first = s.icmp(IntPredicate::EQ, lane, s.i32c(0))?;
    let (mv, lv) = (s.get_f(m)?, s.get_f(l)?);
    s.if_then(first, |s| {
        let i2 = s.mul(wave, s.i32c(2))?;
        s.store_f32(sh_ml, i2, mv)?;
        s.store_f32(sh_ml, s.add(i2, s.i32c(1))?, lv)
    })?;
    s.barrier()?;
    // Merge the waves.
    let mut big = ninf;
    let mut ms = Vec::new();
    for w in 0..waves {
        let mw = s.load_f32(sh_ml, s.i32c(i64::from(2 * w)))?;
        ms.push(mw);
        big = s.fmax(mw, big)?;
    }
    let mut weights = Vec::new();
    let mut lsum = zero;
    for (w, &mw) in ms.iter().enumerate() {
        let wt = merge_weight(s, mw, big)?;
        let lw = s.load_f32(sh_ml, s.i32c(2 * w as i64 + 1))?;
        lsum = s.fmadd(wt, lw, lsum)?;
        weights.push(wt);
    }
    let slot = s.add(s.mul(h, n_split)?, sp)?;
    let obase = s.mul(slot, dim)?;
    let bd = s.i32c(i64::from(s.block_dim()));
    s.for_range(tid, dim, bd, |s, d| {
        let mut o = zero;
        for (w, &wt) in weights.iter().enumerate() {
            let val = s.load_f32(
                sh_o,
                s.add(s.i32c(w as i64 * i64::from(ATTN_MAX_HEAD_DIM)), d)?,
            )?;
            o = s.fmadd(wt, val, o)?;
        }
        s.store_f32(po, s.add(obase, d)?, o)
    })?;
    let t0_is = s.icmp(IntPredicate::EQ, tid, s.i32c(0))?;
    s.if_then(t0_is, |s| {
        let i2 = s.mul(slot, s.i32c(2))?;
        s.store_f32(pml, i2, big)?;
        s.store_f32(pml, s.add(i2, s.i32c(1))?, lsum)
    })
}

/// The combine of the splits with the head's sink logit in the maximum and the denominator.
pub fn build_combine_sinks(s: &mut Simt<'_>) -> R<()> {
    let (out, po, pml) = (s.param_ptr(0)?, s.param_ptr(1)?, s.param_ptr(2)?);
    let (dim, n_split) = (s.param_i32(3)?, s.param_i32(4)?);
    let sinks = s.param_ptr(5)?;
    let tid = s.tid()?;
    let h = s.bid(0)?;
    let zero = s.f32c(0.0);
    let base = s.mul(h, n_split)?;
    let sink = s.load_f32(sinks, h)?;
    let big = s.var_f32(sink)?;
    s.for_range(s.i32c(0), n_split, s.i32c(1), |s, sp| {
        let mv = s.load_f32(pml, s.mul(s.add(base, sp)?, s.i32c(2))?)?;
        s.set(big, s.fmax(mv, s.get_f(big)?)?)
    })?;
    let bigv = s.get_f(big)?;
    let sink_w = s.exp(s.fsub(sink, bigv)?)?;
    let bd = s.i32c(i64::from(s.block_dim()));
    s.for_range(tid, dim, bd, |s, d| {
        let o = s.var_f32(zero)?;
        let lsum = s.var_f32(zero)?;
        s.for_range(s.i32c(0), n_split, s.i32c(1), |s, sp| {
            let slot = s.add(base, sp)?;
            let i2 = s.mul(slot, s.i32c(2))?;
            let wt = merge_weight(s, s.load_f32(pml, i2)?, bigv)?;
            let lv = s.load_f32(pml, s.add(i2, s.i32c(1))?)?;
            s.set(lsum, s.fmadd(wt, lv, s.get_f(lsum)?)?)?;
            let ov = s.load_f32(po, s.add(s.mul(slot, dim)?, d)?)?;
            s.set(o, s.fmadd(wt, ov, s.get_f(o)?)?)
        })?;
        let den = s.fadd(s.get_f(lsum)?, sink_w)?;
        let r = s.fdiv(s.get_f(o)?, den)?;
        s.store_f32(out, s.add(s.mul(h, dim)?, d)?, r)
    })
}
