//! RMSNorm: `y[r, i] = (x[r, i] · 1/√(mean_i(x[r, i]²) + ε)) · w[i]` for `i < n`, one block of
//! 256 threads per row `r` (grid x). Each thread sums squares over `i = tid, tid + 256, …`; a
//! wave butterfly then a pass over the eight wave partials in shared memory (fixed order) gives
//! the row's sum. The scale rounds like llama.cpp's (`1/sqrtf(mean + eps)`, then `x·scale`,
//! then the weight).
//!
//! Add + RMSNorm (decode's residual add and the norm that follows it, one launch instead of
//! two): `s[r, i] = a[r, i] + b[r, i]`, `y[r, i] = (s[r, i] · 1/√(mean_i(s[r, i]²) + ε)) · w[i]`,
//! writing both `s` and `y`, with the geometry, the rounding and the summation order above.

use crate::simt::{R, Simt};
use inkwell::IntPredicate;

pub fn build_rmsnorm(s: &mut Simt<'_>) -> R<()> {
    let (y, x, w) = (s.param_ptr(0)?, s.param_ptr(1)?, s.param_ptr(2)?);
    let n = s.param_i32(3)?;
    let eps = s.param_f32(4)?;
    let waves = s.block_dim() / s.wave_size();
    let partials = s.shared(4 * waves)?;
    let tid = s.tid()?;
    let lane = s.lane()?;
    let wave = s.wave_id()?;
    let r = s.bid(0)?;
    let base = s.mul(s.sext64(r)?, s.sext64(n)?)?;
    let xr = s.gep(x, s.mul(base, s.i64c(4))?)?;
    let yr = s.gep(y, s.mul(base, s.i64c(4))?)?;
    let acc = s.var_f32(s.f32c(0.0))?;
    let bd = s.i32c(i64::from(s.block_dim()));
    s.for_range(tid, n, bd, |s, i| {
        let v = s.load_f32(xr, i)?;
        let a = s.fmadd(v, v, s.get_f(acc)?)?;
        s.set(acc, a)
    })?;
    let part = s.get_f(acc)?;
    let wsum = s.wave_sum(part)?;
    let first = s.icmp(IntPredicate::EQ, lane, s.i32c(0))?;
    s.if_then(first, |s| s.store_f32(partials, wave, wsum))?;
    s.barrier()?;
    let mut total = s.f32c(0.0);
    for k in 0..waves {
        total = s.fadd(total, s.load_f32(partials, s.i32c(i64::from(k)))?)?;
    }
    let mean = s.fdiv(total, s.sitofp(n)?)?;
    let scale = s.fdiv(s.f32c(1.0), s.sqrt(s.fadd(mean, eps)?)?)?;
    s.for_range(tid, n, bd, |s, i| {
        let v = s.fmul(s.load_f32(xr, i)?, scale)?;
        let v = s.fmul(v, s.load_f32(w, i)?)?;
        s.store_f32(yr, i, v)
    })
}

/// Residual add fused with the RMSNorm that reads the sum:
/// `s[r, i] = a[r, i] + b[r, i]`, then `y[r, i] = (s[r, i] · 1/√(mean_i(s[r, i]²) + ε)) · w[i]`,
/// both `s` and `y` written (the sum stays the residual stream). Same geometry and the same
/// summation order as [`build_rmsnorm`] over a sum rounded like the add kernel's, so the result
/// is bit-identical to `add` followed by `rmsnorm`. Each thread re-reads only the `s[i]` it
/// wrote itself, so the second pass needs no barrier of its own.
pub fn build_add_rmsnorm(s: &mut Simt<'_>) -> R<()> {
    let (sum, y, a, b) = (
        s.param_ptr(0)?,
        s.param_ptr(1)?,
        s.param_ptr(2)?,
        s.param_ptr(3)?,
    );
    let w = s.param_ptr(4)?;
    let n = s.param_i32(5)?;
    let eps = s.param_f32(6)?;
    let waves = s.block_dim() / s.wave_size();
    let partials = s.shared(4 * waves)?;
    let tid = s.tid()?;
    let lane = s.lane()?;
    let wave = s.wave_id()?;
    let r = s.bid(0)?;
    let base = s.mul(s.mul(s.sext64(r)?, s.sext64(n)?)?, s.i64c(4))?;
    let (ar, br) = (s.gep(a, base)?, s.gep(b, base)?);
    let (sr, yr) = (s.gep(sum, base)?, s.gep(y, base)?);
    let acc = s.var_f32(s.f32c(0.0))?;
    let bd = s.i32c(i64::from(s.block_dim()));
    s.for_range(tid, n, bd, |s, i| {
        let v = s.fadd(s.load_f32(ar, i)?, s.load_f32(br, i)?)?;
        s.store_f32(sr, i, v)?;
        let t = s.fmadd(v, v, s.get_f(acc)?)?;
        s.set(acc, t)
    })?;
    let part = s.get_f(acc)?;
    let wsum = s.wave_sum(part)?;
    let first = s.icmp(IntPredicate::EQ, lane, s.i32c(0))?;
    s.if_then(first, |s| s.store_f32(partials, wave, wsum))?;
    s.barrier()?;
    let mut total = s.f32c(0.0);
    for k in 0..waves {
        total = s.fadd(total, s.load_f32(partials, s.i32c(i64::from(k)))?)?;
    }
    let mean = s.fdiv(total, s.sitofp(n)?)?;
    let scale = s.fdiv(s.f32c(1.0), s.sqrt(s.fadd(mean, eps)?)?)?;
    s.for_range(tid, n, bd, |s, i| {
        let v = s.fmul(s.load_f32(sr, i)?, scale)?;
        let v = s.fmul(v, s.load_f32(w, i)?)?;
        s.store_f32(yr, i, v)
    })
}
