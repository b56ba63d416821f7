//! RMSNorm: `y[r, i] = (x[r, i] · 1/√(mean_i(x[r, i]²) + ε)) · w[i]` for `i < n`, one block of
//! 256 threads per row `r` (grid x). Each thread sums squares over `i = tid, tid + 256, …` (in
//! that order, loading eight of its elements before it uses any, so their latencies overlap); a
//! wave butterfly then a pass over the eight wave partials in shared memory (fixed order) gives
//! the row's sum. The scale rounds like llama.cpp's (`1/sqrtf(mean + eps)`, then `x·scale`,
//! then the weight).
//!
//! Add + RMSNorm (decode's residual add and the norm that follows it, one launch instead of
//! two): `s[r, i] = a[r, i] + b[r, i]`, `y[r, i] = (s[r, i] · 1/√(mean_i(s[r, i]²) + ε)) · w[i]`,
//! writing both `s` and `y`, with the geometry, the rounding and the summation order above.
//!
//! RMSNorm pair: two such norms (different rows, inputs, weights) in one launch, block by
//! block, each row computed exactly as above (decode's q and k head norms).
//!
//! MoE combine + add + RMSNorm (the end of a MoE layer and the next norm, one launch instead of
//! three): `s[i] = r[i] + Σ_j ew[j]·e[j·n + i]` over the `k` routed experts' outputs `e`
//! (`k × n`) summed in pick order as the combine kernel does, then the norm of `s` as above;
//! one row, one block.

use crate::simt::{R, Simt};
use inkwell::IntPredicate;
use inkwell::values::{FloatValue, IntValue, PointerValue};

pub fn build_rmsnorm(s: &mut Simt<'_>) -> R<()> {
    let (y, x, w) = (s.param_ptr(0)?, s.param_ptr(1)?, s.param_ptr(2)?);
    let n = s.param_i32(3)?;
    let eps = s.param_f32(4)?;
    let r = s.bid(0)?;
    rmsnorm_row(s, (y, x, w), n, eps, r)
}

/// Two RMSNorms of `n`-wide rows in one launch (decode's q and k head norms, which read
/// different weights and neither waits for the other): block `r < rows1` normalises row `r` of
/// `x` into `y` with `w`, block `r ≥ rows1` row `r − rows1` of `x2` into `y2` with `w2`; each row
/// exactly as [`build_rmsnorm`] computes it.
pub fn build_rmsnorm_pair(s: &mut Simt<'_>) -> R<()> {
    let (y, x, w) = (s.param_ptr(0)?, s.param_ptr(1)?, s.param_ptr(2)?);
    let n = s.param_i32(3)?;
    let eps = s.param_f32(4)?;
    let (y2, x2, w2) = (s.param_ptr(5)?, s.param_ptr(6)?, s.param_ptr(7)?);
    let rows1 = s.param_i32(8)?;
    let b = s.bid(0)?;
    let first = s.icmp(IntPredicate::SLT, b, rows1)?;
    let r = s.select_i(first, b, s.sub(b, rows1)?)?;
    let y = s.select_p(first, y, y2)?;
    let x = s.select_p(first, x, x2)?;
    let w = s.select_p(first, w, w2)?;
    rmsnorm_row(s, (y, x, w), n, eps, r)
}

/// Row `r` of [`build_rmsnorm`].
fn rmsnorm_row<'ctx>(
    s: &mut Simt<'ctx>,
    (y, x, w): (PointerValue<'ctx>, PointerValue<'ctx>, PointerValue<'ctx>),
    n: IntValue<'ctx>,
    eps: FloatValue<'ctx>,
    r: IntValue<'ctx>,
) -> R<()> {
    let waves = s.block_dim() / s.wave_size();
    let partials = s.shared(4 * waves)?;
    let tid = s.tid()?;
    let lane = s.lane()?;
    let wave = s.wave_id()?;
    let base = s.mul(s.sext64(r)?, s.sext64(n)?)?;
    let xr = s.gep(x, s.mul(base, s.i64c(4))?)?;
    let yr = s.gep(y, s.mul(base, s.i64c(4))?)?;
    let acc = s.var_f32(s.f32c(0.0))?;
    batched(s, tid, n, |s, idx| {
        let vs = idx
            .iter()
            .map(|&(i, _)| s.load_f32(xr, i))
            .collect::<R<Vec<_>>>()?;
        for (&(_, ok), v) in idx.iter().zip(vs) {
            let a = s.get_f(acc)?;
            s.set(acc, s.select_f(ok, s.fmadd(v, v, a)?, a)?)?;
        }
        Ok(())
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
    scale_rows(s, (xr, yr, w), tid, n, scale)
}

/// Residual add fused with the RMSNorm that reads the sum:
/// `s[r, i] = a[r, i] + b[r, i]`, then `y[r, i] = (s[r, i] · 1/√(mean_i(s[r, i]²) + ε)) · w[i]`,
/// both `s` and `y` written (the sum stays the residual stream). Same geometry and the same
/// summation order as [`build_rmsnorm`] over a sum rounded like the add kernel's, so the result
/// is bit-identical to `add` followed by `rmsnorm`.
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
    let r = s.bid(0)?;
    let base = s.mul(s.mul(s.sext64(r)?, s.sext64(n)?)?, s.i64c(4))?;
    let (ar, br) = (s.gep(a, base)?, s.gep(b, base)?);
    let (sr, yr) = (s.gep(sum, base)?, s.gep(y, base)?);
    sum_then_norm(s, (sr, yr, w), n, eps, |s, i| {
        s.fadd(s.load_f32(ar, i)?, s.load_f32(br, i)?)
    })
}

/// The MoE combine, the residual add and the next RMSNorm of one decode row:
/// `s[i] = r[i] + Σ_j ew[j]·e[j·n + i]` (the combine's sum in pick order, then the add),
/// `y[i] = (s[i] · 1/√(mean_i(s[i]²) + ε)) · w[i]`; one block (grid 1). Bit-identical to
/// `moe_combine`, `add`, `rmsnorm`.
pub fn build_moe_combine_add_rmsnorm(s: &mut Simt<'_>) -> R<()> {
    let (sum, y, res, e) = (
        s.param_ptr(0)?,
        s.param_ptr(1)?,
        s.param_ptr(2)?,
        s.param_ptr(3)?,
    );
    let (ew, w) = (s.param_ptr(4)?, s.param_ptr(5)?);
    let (n, k) = (s.param_i32(6)?, s.param_i32(7)?);
    let eps = s.param_f32(8)?;
    sum_then_norm(s, (sum, y, w), n, eps, |s, i| {
        let acc = s.var_f32(s.f32c(0.0))?;
        s.for_range(s.i32c(0), k, s.i32c(1), |s, j| {
            let idx = s.add(s.mul(s.sext64(j)?, s.sext64(n)?)?, s.sext64(i)?)?;
            let term = s.fmul(s.load_f32(e, idx)?, s.load_f32(ew, j)?)?;
            let a = s.fadd(s.get_f(acc)?, term)?;
            s.set(acc, a)
        })?;
        let moe = s.get_f(acc)?;
        s.fadd(s.load_f32(res, i)?, moe)
    })
}

/// `sr[i] = value(i)` for `i < n` (stored), then `yr[i] = (sr[i]·scale)·w[i]` with the
/// RMSNorm's scale of `sr`, summed as in [`build_rmsnorm`]. Each thread re-reads only the
/// `sr[i]` it wrote itself, so the second pass needs no barrier of its own.
fn sum_then_norm<'ctx>(
    s: &mut Simt<'ctx>,
    (sr, yr, w): (PointerValue<'ctx>, PointerValue<'ctx>, PointerValue<'ctx>),
    n: IntValue<'ctx>,
    eps: FloatValue<'ctx>,
    mut value: impl FnMut(&mut Simt<'ctx>, IntValue<'ctx>) -> R<FloatValue<'ctx>>,
) -> R<()> {
    let waves = s.block_dim() / s.wave_size();
    let partials = s.shared(4 * waves)?;
    let tid = s.tid()?;
    let lane = s.lane()?;
    let wave = s.wave_id()?;
    let acc = s.var_f32(s.f32c(0.0))?;
    batched(s, tid, n, |s, idx| {
        let vs = idx
            .iter()
            .map(|&(i, _)| value(s, i))
            .collect::<R<Vec<_>>>()?;
        for (&(i, ok), v) in idx.iter().zip(vs) {
            s.if_then(ok, |s| s.store_f32(sr, i, v))?;
            let a = s.get_f(acc)?;
            s.set(acc, s.select_f(ok, s.fmadd(v, v, a)?, a)?)?;
        }
        Ok(())
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
    scale_rows(s, (sr, yr, w), tid, n, scale)
}

/// Elements of a row each thread loads before it uses any of them: a one-row norm of 2048
/// values on 256 threads otherwise waits out eight memory latencies one after another
/// (8.4 µs per add + RMSNorm on the H200, where its 24 KB move in well under one).
const NORM_BATCH: i64 = 8;

/// Runs `body` over this thread's indices `tid, tid + block, …` below `n`, [`NORM_BATCH`] at a
/// time: `body` gets each index with whether it is in range (an index past `n` is replaced by
/// the batch's first, which is, so loads stay in bounds; its results must be dropped). The
/// indices come in the order the plain loop visits them, so sums keep their order.
fn batched<'ctx>(
    s: &mut Simt<'ctx>,
    tid: IntValue<'ctx>,
    n: IntValue<'ctx>,
    mut body: impl FnMut(&mut Simt<'ctx>, &[(IntValue<'ctx>, IntValue<'ctx>)]) -> R<()>,
) -> R<()> {
    let bd = i64::from(s.block_dim());
    s.for_range(tid, n, s.i32c(bd * NORM_BATCH), |s, i| {
        let mut idx = Vec::new();
        for u in 0..NORM_BATCH {
            let iu = s.add(i, s.i32c(u * bd))?;
            let ok = s.icmp(IntPredicate::SLT, iu, n)?;
            idx.push((s.select_i(ok, iu, i)?, ok));
        }
        body(s, &idx)
    })
}

/// `yr[i] = (xr[i]·scale)·w[i]` for this thread's indices, loads batched as in [`batched`].
fn scale_rows<'ctx>(
    s: &mut Simt<'ctx>,
    (xr, yr, w): (PointerValue<'ctx>, PointerValue<'ctx>, PointerValue<'ctx>),
    tid: IntValue<'ctx>,
    n: IntValue<'ctx>,
    scale: FloatValue<'ctx>,
) -> R<()> {
    batched(s, tid, n, |s, idx| {
        let mut vals = Vec::new();
        for &(i, _) in idx {
            vals.push((s.load_f32(xr, i)?, s.load_f32(w, i)?));
        }
        for (&(i, ok), (x, wv)) in idx.iter().zip(vals) {
            let v = s.fmul(s.fmul(x, scale)?, wv)?;
            s.if_then(ok, |s| s.store_f32(yr, i, v))?;
        }
        Ok(())
    })
}
