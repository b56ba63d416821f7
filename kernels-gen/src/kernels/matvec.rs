//! Fused dequantize-and-dot matrix–vector products: the decode path's weight streaming.
//!
//! Dense: `y[r] = Σ_k W[r,k]·x[k]` for `r < rows`, with `W` a `rows × cols` matrix of one block
//! type stored row after row (`cols` a multiple of the type's block size and of 32) and `x`, `y`
//! f32 (`x` 16-byte aligned). One wave computes one row: lane `l` takes the row's 32-element
//! units `l, l + wave, …`, decodes each (see `quant`) and accumulates `w·x`; a butterfly sum
//! over the wave gives the row, which lane 0 stores. A block holds four waves (four rows), the
//! grid is `ceil(rows / 4)` blocks.
//!
//! Grouped MoE: for each routed pick `j < n_sel` (grid dimension y), `slot = sel_slots[j]`
//! (i32); a negative slot means "not resident on this device" and the pick is skipped (its
//! output is left as it was: the CPU pool computes it). Otherwise the expert's matrix starts
//! at the device address `slot_ptrs[slot]` (u64) and
//! `y[j·rows + r] = Σ_k W_slot[r,k]·x[j·x_stride + k]`; `x_stride = 0` shares one input
//! across picks (gate/up), `x_stride = cols` gives each pick its own (down).

use super::quant::{check, row_bytes, unit_dot};
use crate::simt::{R, Simt};
use inkwell::IntPredicate;
use inkwell::values::{IntValue, PointerValue};
use strata_ir::GgmlType;

/// Where a wave reads and writes: the matrix, the input and output vectors.
struct RowIo<'ctx> {
    w: PointerValue<'ctx>,
    x: PointerValue<'ctx>,
    y: PointerValue<'ctx>,
}

/// One wave's dot product of row `row` of the matrix at `w` with `x`; lane 0 stores to
/// `y[out_idx]`.
fn row_dot<'ctx>(
    s: &mut Simt<'ctx>,
    ty: GgmlType,
    io: RowIo<'ctx>,
    row: IntValue<'ctx>,
    cols: IntValue<'ctx>,
    out_idx: IntValue<'ctx>,
) -> R<()> {
    let RowIo { w, x, y } = io;
    let lane = s.lane()?;
    let rb = row_bytes(s, ty, cols)?;
    let wrow = s.gep(w, s.mul(s.sext64(row)?, rb)?)?;
    let units = s.udiv(cols, s.i32c(32))?;
    let acc = s.var_f32(s.f32c(0.0))?;
    let step = s.i32c(i64::from(s.wave_size()));
    s.for_range(lane, units, step, |s, u| {
        let d = unit_dot(s, ty, wrow, u, x)?;
        let a = s.fadd(s.get_f(acc)?, d)?;
        s.set(acc, a)
    })?;
    let part = s.get_f(acc)?;
    let total = s.wave_sum(part)?;
    let first = s.icmp(IntPredicate::EQ, lane, s.i32c(0))?;
    s.if_then(first, |s| s.store_f32(y, out_idx, total))
}

/// Dense matvec (`KernelKind::Matvec`).
pub fn build_matvec(s: &mut Simt<'_>, ty: GgmlType) -> R<()> {
    check("matvec", ty)?;
    let (y, w, x) = (s.param_ptr(0)?, s.param_ptr(1)?, s.param_ptr(2)?);
    let (rows, cols) = (s.param_i32(3)?, s.param_i32(4)?);
    let wave = s.wave_id()?;
    let b = s.bid(0)?;
    let row = s.add(s.mul(b, s.i32c(4))?, wave)?;
    // The condition is the same for every lane of a wave, so the wave reduction inside it is
    // executed by whole waves.
    let live = s.icmp(IntPredicate::SLT, row, rows)?;
    s.if_then(live, |s| row_dot(s, ty, RowIo { w, x, y }, row, cols, row))
}

/// Grouped MoE matvec over routed experts (`KernelKind::MoeMatvec`).
pub fn build_moe(s: &mut Simt<'_>, ty: GgmlType) -> R<()> {
    check("moe matvec", ty)?;
    let (y, slots, sel, x) = (
        s.param_ptr(0)?,
        s.param_ptr(1)?,
        s.param_ptr(2)?,
        s.param_ptr(3)?,
    );
    let (rows, cols, x_stride) = (s.param_i32(4)?, s.param_i32(5)?, s.param_i32(6)?);
    let wave = s.wave_id()?;
    let b = s.bid(0)?;
    let j = s.bid(1)?;
    let row = s.add(s.mul(b, s.i32c(4))?, wave)?;
    let slot = s.load_i32(sel, j)?;
    let live = s.and(
        s.icmp(IntPredicate::SLT, row, rows)?,
        s.icmp(IntPredicate::SGE, slot, s.i32c(0))?,
    )?;
    s.if_then(live, |s| {
        let addr = s.load_u64(slots, slot)?;
        let wty = x.get_type();
        let w = s.b.build_int_to_ptr(addr, wty, "").map_err(|e| s.err(e))?;
        let xoff = s.mul(s.sext64(j)?, s.sext64(x_stride)?)?;
        let xj = s.gep(x, s.mul(xoff, s.i64c(4))?)?;
        let out = s.add(s.mul(j, rows)?, row)?;
        row_dot(s, ty, RowIo { w, x: xj, y }, row, cols, out)
    })
}
