//! Row-batched element-wise kernels of the prompt path (T tokens at once, GEMMs elsewhere).
//!
//! All of them take blocks of 256 threads; the ones over a `rows × cols` matrix run a grid of
//! `ceil(cols / 256) × rows` blocks, thread `c = blockIdx.x·256 + threadIdx.x` of block row
//! `r = blockIdx.y` handling element `(r, c)` when `c < cols`. Indices are formed in 64 bits.
//!
//! * Cast to f16: `y[i] = f16(x[i])` (round to nearest, ties to even) for `i < n`; the
//!   activations handed to the f16 GEMMs.
//! * Gather rows to f16: `y[r, c] = f16(x[idx[r]·x_stride + c])` for `c < cols`, `y` dense
//!   `rows × cols`; a negative `idx[r]` yields a zero row (never a read before `x`). It packs the
//!   tokens routed to one expert (or any row subset) into a GEMM operand.
//! * MoE combine over rows: `y[r, c] = Σ_j w[r·k + j]·e[sel_rows[r·k + j]·n + c]`, summed in
//!   `j` order from 0 as `((w_0·e_0 + w_1·e_1) + …)` with separate roundings (the decode
//!   combine's order, products written `e·w` as there); a negative `sel_rows` entry adds
//!   nothing (and reads nothing).
//! * Bias over rows: `y[r, c] = x[r, c] + b[c]`; `y` may be `x`.
//! * Sigmoid scale over rows: `y[r, c] = x[r, c]·σ(g[r])`, `σ(z) = 1 / (1 + e^(−z))` with the
//!   builder's portable `exp` (the decode kernel's formula); `y` may be `x`.

use crate::simt::{R, Simt};
use inkwell::IntPredicate;
use inkwell::values::IntValue;

/// `(c, r)`: this thread's column (`blockIdx.x·block + threadIdx.x`) and row (`blockIdx.y`).
fn col_row<'ctx>(s: &mut Simt<'ctx>) -> R<(IntValue<'ctx>, IntValue<'ctx>)> {
    let t = s.tid()?;
    let b = s.bid(0)?;
    let bd = s.i32c(i64::from(s.block_dim()));
    let c = s.add(s.mul(b, bd)?, t)?;
    let r = s.bid(1)?;
    Ok((c, r))
}

/// `r·n + c` in 64 bits.
fn at<'ctx>(
    s: &Simt<'ctx>,
    r: IntValue<'ctx>,
    n: IntValue<'ctx>,
    c: IntValue<'ctx>,
) -> R<IntValue<'ctx>> {
    s.add(s.mul(s.sext64(r)?, s.sext64(n)?)?, s.sext64(c)?)
}

pub fn build_cast_f16(s: &mut Simt<'_>) -> R<()> {
    let (y, x) = (s.param_ptr(0)?, s.param_ptr(1)?);
    let n = s.param_i32(2)?;
    let t = s.tid()?;
    let b = s.bid(0)?;
    let bd = s.i32c(i64::from(s.block_dim()));
    let i = s.add(s.mul(b, bd)?, t)?;
    let live = s.icmp(IntPredicate::SLT, i, n)?;
    s.if_then(live, |s| s.store_f16(y, i, s.load_f32(x, i)?))
}

pub fn build_gather_rows_f16(s: &mut Simt<'_>) -> R<()> {
    let (y, x, idx) = (s.param_ptr(0)?, s.param_ptr(1)?, s.param_ptr(2)?);
    let (cols, x_stride) = (s.param_i32(3)?, s.param_i32(4)?);
    let (c, r) = col_row(s)?;
    let live = s.icmp(IntPredicate::SLT, c, cols)?;
    s.if_then(live, |s| {
        let src_row = s.load_i32(idx, r)?;
        let dst = at(s, r, cols, c)?;
        let ok = s.icmp(IntPredicate::SGE, src_row, s.i32c(0))?;
        let v = s.var_f32(s.f32c(0.0))?;
        s.if_then(ok, |s| {
            let src = at(s, src_row, x_stride, c)?;
            s.set(v, s.load_f32(x, src)?)
        })?;
        let val = s.get_f(v)?;
        s.store_f16(y, dst, val)
    })
}

pub fn build_moe_combine_rows(s: &mut Simt<'_>) -> R<()> {
    let (y, e, sel, w) = (
        s.param_ptr(0)?,
        s.param_ptr(1)?,
        s.param_ptr(2)?,
        s.param_ptr(3)?,
    );
    let (n, k) = (s.param_i32(4)?, s.param_i32(5)?);
    let (c, r) = col_row(s)?;
    let live = s.icmp(IntPredicate::SLT, c, n)?;
    s.if_then(live, |s| {
        let acc = s.var_f32(s.f32c(0.0))?;
        let base = s.mul(r, k)?;
        s.for_range(s.i32c(0), k, s.i32c(1), |s, j| {
            let slot = s.add(base, j)?;
            let er = s.load_i32(sel, slot)?;
            let ok = s.icmp(IntPredicate::SGE, er, s.i32c(0))?;
            s.if_then(ok, |s| {
                let ev = s.load_f32(e, at(s, er, n, c)?)?;
                let term = s.fmul(ev, s.load_f32(w, slot)?)?;
                let a = s.fadd(s.get_f(acc)?, term)?;
                s.set(acc, a)
            })
        })?;
        let total = s.get_f(acc)?;
        s.store_f32(y, at(s, r, n, c)?, total)
    })
}

pub fn build_add_bias_rows(s: &mut Simt<'_>) -> R<()> {
    let (y, x, b) = (s.param_ptr(0)?, s.param_ptr(1)?, s.param_ptr(2)?);
    let n = s.param_i32(3)?;
    let (c, r) = col_row(s)?;
    let live = s.icmp(IntPredicate::SLT, c, n)?;
    s.if_then(live, |s| {
        let i = at(s, r, n, c)?;
        let v = s.fadd(s.load_f32(x, i)?, s.load_f32(b, c)?)?;
        s.store_f32(y, i, v)
    })
}

pub fn build_sigmoid_scale_rows(s: &mut Simt<'_>) -> R<()> {
    let (y, x, g) = (s.param_ptr(0)?, s.param_ptr(1)?, s.param_ptr(2)?);
    let n = s.param_i32(3)?;
    let (c, r) = col_row(s)?;
    let live = s.icmp(IntPredicate::SLT, c, n)?;
    s.if_then(live, |s| {
        let z = s.load_f32(g, r)?;
        let sig = s.fdiv(s.f32c(1.0), s.fadd(s.f32c(1.0), s.exp(s.fneg(z)?)?)?)?;
        let i = at(s, r, n, c)?;
        let v = s.fmul(s.load_f32(x, i)?, sig)?;
        s.store_f32(y, i, v)
    })
}
