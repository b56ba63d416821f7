//! Fused dequantize-and-dot matrix–vector products: the decode path's weight streaming.
//!
//! Dense: `y[r] = Σ_k W[r,k]·x[k]` for `r < rows`, with `W` a `rows × cols` matrix of one block
//! type stored row after row (`cols` a multiple of the type's block size and of 32; `W`, `x`
//! 16-byte aligned). Each wave computes `MATVEC_ROWS_PER_WAVE` rows at once: lane `l` takes
//! the row's pieces `l, l + wave, …` (see `matvec_fast`: 32 elements of a quantized type read
//! with wide loads; F32/F16 pieces are one 16-byte load and a lane takes several per step),
//! loads the x values of a piece once and accumulates every row's `w·x` with fused
//! multiply-adds. The loads of all rows' pieces are issued before any decode, so each lane
//! has several independent loads in flight. At the end one multi-value butterfly
//! (`Simt::wave_sum_rows`) sums the rows' partials across the wave, and the lane that ends up
//! holding row `r`'s total stores it. A block of `MATVEC_BLOCK` threads covers
//! `MATVEC_ROWS_PER_BLOCK` rows; the grid is `ceil(rows / MATVEC_ROWS_PER_BLOCK)` blocks.
//! Rows past `rows` read row `rows − 1` and store nothing.
//!
//! Grouped MoE: for each routed pick `j < n_sel` (grid dimension y), `slot = sel_slots[j]`
//! (i32); a negative slot means "not resident on this device" and the pick is skipped (its
//! output is left as it was: the CPU pool computes it). Otherwise the expert's matrix starts
//! at the device address `slot_ptrs[slot]` (u64, 16-byte aligned) and
//! `y[j·rows + r] = Σ_k W_slot[r,k]·x[j·x_stride + k]`; `x_stride = 0` shares one input
//! across picks (gate/up), `x_stride = cols` gives each pick its own (down).
//!
//! The sums are reassociated relative to a row-by-row reference (per-group integer dots,
//! then the group scale, then the wave tree), so results equal the reference up to f32
//! rounding of the sums; every lowering computes the same tree, so the host and GPU results
//! are bit for bit equal.

use super::matvec_fast::{ByteCvt, Codec, Raw, codec_for};
use super::quant::{check, row_bytes};
use super::{MATVEC_BLOCK, MATVEC_ROWS_PER_WAVE};
use crate::simt::{R, Simt};
use inkwell::IntPredicate;
use inkwell::values::{FloatValue, IntValue, PointerValue};
use strata_ir::GgmlType;

/// The tuning of a matvec kernel: the same numbers for every target.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MatvecCfg {
    /// Rows one wave computes at once (a power of two, at most the wave size).
    pub rows_per_wave: u32,
    /// How weight bytes become f32.
    pub cvt: ByteCvt,
}

/// The configuration the catalogue's kernels use.
pub const MATVEC_CFG: MatvecCfg = MatvecCfg {
    rows_per_wave: MATVEC_ROWS_PER_WAVE,
    cvt: ByteCvt::Fast,
};

impl MatvecCfg {
    /// Rows one block covers (four 32-lane waves' worth: the grid rule of `KernelKind::grid`).
    pub fn rows_per_block(&self) -> u32 {
        MATVEC_BLOCK / 32 * self.rows_per_wave
    }
}

/// Where a wave's rows live and where their results go.
struct Rows<'ctx> {
    /// The matrix.
    w: PointerValue<'ctx>,
    /// Its first row this wave computes, and the number of rows of the matrix.
    r0: IntValue<'ctx>,
    rows: IntValue<'ctx>,
    /// The input vector.
    x: PointerValue<'ctx>,
    /// The output vector and the index of row 0's result in it.
    y: PointerValue<'ctx>,
    y0: IntValue<'ctx>,
}

/// One wave's dot products of rows `r0 .. r0 + cfg.rows_per_wave` with `x`.
fn rows_dot<'ctx>(
    s: &mut Simt<'ctx>,
    codec: &dyn Codec<'ctx>,
    cfg: MatvecCfg,
    ty: GgmlType,
    io: Rows<'ctx>,
    cols: IntValue<'ctx>,
) -> R<()> {
    let nr = cfg.rows_per_wave;
    let lane = s.lane()?;
    let rb = row_bytes(s, ty, cols)?;
    let last = s.sub(io.rows, s.i32c(1))?;
    let mut rowp = Vec::with_capacity(nr as usize);
    for i in 0..nr {
        let r = s.add(io.r0, s.i32c(i64::from(i)))?;
        let over = s.icmp(IntPredicate::SGT, r, last)?;
        let r = s.select_i(over, last, r)?;
        rowp.push(s.gep(io.w, s.mul(s.sext64(r)?, rb)?)?);
    }
    let mut acc = Vec::with_capacity(nr as usize);
    for _ in 0..nr {
        acc.push(s.var_f32(s.f32c(0.0))?);
    }
    let e = codec.elems();
    let n_pieces = s.udiv(cols, s.i32c(i64::from(e)))?;
    let wave = s.wave_size();
    let per_lane = (32 / e).max(1);
    let span = s.i32c(i64::from(wave * per_lane));
    s.for_range(lane, n_pieces, span, |s, base| {
        if per_lane == 1 {
            return piece_step(s, codec, &rowp, &acc, io.x, &[base]);
        }
        let pieces: Vec<IntValue<'ctx>> = (0..per_lane)
            .map(|k| s.add(base, s.i32c(i64::from(k * wave))))
            .collect::<R<_>>()?;
        // A whole step (warp-uniform): every piece in range, no per-piece tests.
        let end = s.add(s.sub(base, lane)?, span)?;
        let full = s.icmp(IntPredicate::SLE, end, n_pieces)?;
        s.if_then(full, |s| piece_step(s, codec, &rowp, &acc, io.x, &pieces))?;
        let part = s.icmp(IntPredicate::SGT, end, n_pieces)?;
        s.if_then(part, |s| {
            for &c in &pieces {
                let inr = s.icmp(IntPredicate::SLT, c, n_pieces)?;
                s.if_then(inr, |s| piece_step(s, codec, &rowp, &acc, io.x, &[c]))?;
            }
            Ok(())
        })
    })?;
    let parts: Vec<FloatValue<'ctx>> = acc.iter().map(|a| s.get_f(*a)).collect::<R<_>>()?;
    let total = s.wave_sum_rows(&parts)?;
    let (first, idx) = s.wave_sum_rows_owner(nr)?;
    let row = s.add(io.r0, idx)?;
    let store = s.and(first, s.icmp(IntPredicate::SLT, row, io.rows)?)?;
    s.if_then(store, |s| {
        let out = s.add(io.y0, row)?;
        s.store_f32(io.y, out, total)
    })
}

/// Loads the x runs and every row's loads of `pieces`, then decodes and accumulates.
fn piece_step<'ctx>(
    s: &mut Simt<'ctx>,
    codec: &dyn Codec<'ctx>,
    rowp: &[PointerValue<'ctx>],
    acc: &[crate::simt::Var<'ctx>],
    x: PointerValue<'ctx>,
    pieces: &[IntValue<'ctx>],
) -> R<()> {
    let mut xs_all = Vec::with_capacity(pieces.len());
    for &c in pieces {
        let mut xs = Vec::with_capacity(codec.elems() as usize);
        for (start, len) in codec.x_runs(s, c)? {
            for q in 0..len / 4 {
                let v = s.load_f32x4(x, s.add(start, s.i64c(i64::from(4 * q)))?)?;
                xs.extend_from_slice(&v);
            }
        }
        let prep = codec.prep(s, &xs)?;
        xs_all.push((xs, prep));
    }
    let mut raws: Vec<Vec<Raw<'ctx>>> = Vec::with_capacity(pieces.len());
    for &c in pieces {
        raws.push(
            rowp.iter()
                .map(|&p| codec.load(s, p, c))
                .collect::<R<_>>()?,
        );
    }
    for (pi, (xs, prep)) in xs_all.iter().enumerate() {
        for (ri, a) in acc.iter().enumerate() {
            let cur = s.get_f(*a)?;
            let next = codec.dot(s, &raws[pi][ri], xs, prep, cur)?;
            s.set(*a, next)?;
        }
    }
    Ok(())
}

/// The row groups of this block: wave `w` takes groups `w, w + waves, …` of the block's
/// `rows_per_block / rows_per_wave` (one each with 32-lane waves).
fn for_groups<'ctx>(
    s: &mut Simt<'ctx>,
    cfg: MatvecCfg,
    mut body: impl FnMut(&mut Simt<'ctx>, IntValue<'ctx>) -> R<()>,
) -> R<()> {
    let wave = s.wave_id()?;
    let waves = (s.block_dim() / s.wave_size()).max(1);
    let groups = cfg.rows_per_block() / cfg.rows_per_wave;
    let b = s.bid(0)?;
    let base = s.mul(b, s.i32c(i64::from(cfg.rows_per_block())))?;
    s.for_range(
        wave,
        s.i32c(i64::from(groups)),
        s.i32c(i64::from(waves)),
        |s, g| {
            let r0 = s.add(base, s.mul(g, s.i32c(i64::from(cfg.rows_per_wave)))?)?;
            body(s, r0)
        },
    )
}

/// Dense matvec (`KernelKind::Matvec`).
pub fn build_matvec(s: &mut Simt<'_>, ty: GgmlType) -> R<()> {
    build_matvec_cfg(s, ty, MATVEC_CFG)
}

/// Dense matvec with a given tuning (the benchmarks compare tunings with it).
pub fn build_matvec_cfg(s: &mut Simt<'_>, ty: GgmlType, cfg: MatvecCfg) -> R<()> {
    check("matvec", ty)?;
    let codec = codec_for(s, ty, cfg.cvt)?;
    let (y, w, x) = (s.param_ptr(0)?, s.param_ptr(1)?, s.param_ptr(2)?);
    let (rows, cols) = (s.param_i32(3)?, s.param_i32(4)?);
    for_groups(s, cfg, |s, r0| {
        // The same for every lane of a wave, so the wave reduction inside runs on whole waves.
        let live = s.icmp(IntPredicate::SLT, r0, rows)?;
        s.if_then(live, |s| {
            let io = Rows {
                w,
                r0,
                rows,
                x,
                y,
                y0: s.i32c(0),
            };
            rows_dot(s, codec.as_ref(), cfg, ty, io, cols)
        })
    })
}

/// Grouped MoE matvec over routed experts (`KernelKind::MoeMatvec`).
pub fn build_moe(s: &mut Simt<'_>, ty: GgmlType) -> R<()> {
    build_moe_cfg(s, ty, MATVEC_CFG)
}

/// Grouped MoE matvec with a given tuning.
pub fn build_moe_cfg(s: &mut Simt<'_>, ty: GgmlType, cfg: MatvecCfg) -> R<()> {
    check("moe matvec", ty)?;
    let codec = codec_for(s, ty, cfg.cvt)?;
    let (y, slots, sel, x) = (
        s.param_ptr(0)?,
        s.param_ptr(1)?,
        s.param_ptr(2)?,
        s.param_ptr(3)?,
    );
    let (rows, cols, x_stride) = (s.param_i32(4)?, s.param_i32(5)?, s.param_i32(6)?);
    let j = s.bid(1)?;
    let slot = s.load_i32(sel, j)?;
    let resident = s.icmp(IntPredicate::SGE, slot, s.i32c(0))?;
    s.if_then(resident, |s| {
        let addr = s.load_u64(slots, slot)?;
        let wty = x.get_type();
        let w = s.b.build_int_to_ptr(addr, wty, "").map_err(|e| s.err(e))?;
        let xoff = s.mul(s.sext64(j)?, s.sext64(x_stride)?)?;
        let xj = s.gep(x, s.mul(xoff, s.i64c(4))?)?;
        let y0 = s.mul(j, rows)?;
        for_groups(s, cfg, |s, r0| {
            let live = s.icmp(IntPredicate::SLT, r0, rows)?;
            s.if_then(live, |s| {
                let io = Rows {
                    w,
                    r0,
                    rows,
                    x: xj,
                    y,
                    y0,
                };
                rows_dot(s, codec.as_ref(), cfg, ty, io, cols)
            })
        })
    })
}
