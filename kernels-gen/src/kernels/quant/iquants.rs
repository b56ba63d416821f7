//! Unit decoders of the 2-bit and 1-bit i-quants: IQ2_XXS, IQ2_XS, IQ2_S, IQ1_S and IQ1_M.
//! A 256-element super-block is eight units; unit `u` is the four 8-element groups
//! `g = 4u + k`, each an index into an 8-byte lattice point of `strata_ir::quant::grids`.
//!
//! * IQ2_XXS (66 B): per unit a u32 of four grid-index bytes and a u32 of four 7-bit sign
//!   indices (into `ksigns`) with the 4-bit scale `s` on top;
//!   `x = ±((d·(½ + s))·¼)·grid[k]`.
//! * IQ2_XS (74 B): per group a u16 (9-bit grid index, 7-bit sign index); one scale nibble
//!   per 16 elements (byte `u`, low nibble for groups 0–1 of the unit); same `x`.
//! * IQ2_S (82 B): 10-bit grid indices (a byte plus two bits of `qh[u]`), a sign byte per
//!   group, scale nibbles as IQ2_XS; same `x`.
//! * IQ1_S (50 B): per unit a u16 `qh` (three high index bits per group, 3-bit scale `s` in bits
//!   12..15, the delta's sign in bit 15); `x = (d·(2s + 1))·(grid[k] ± ⅛)`, grid values in
//!   {−1, 0, 1} as signed bytes.
//! * IQ1_M (56 B): the f16 super-scale `d` is the top nibbles of the four scale u16s; a 3-bit
//!   scale per 16 elements; a nibble per group (three high index bits, delta sign);
//!   `x = (d·(2s + 1))·(grid[k] ± ⅛)`.

use super::{Sink, align_at, const_table_u64, off};
use crate::simt::{R, Simt};
use inkwell::IntPredicate;
use inkwell::values::{FloatValue, IntValue, PointerValue};
use strata_ir::quant::blocks::{iq1_m, iq1_s, iq2_s, iq2_xs, iq2_xxs};
use strata_ir::quant::grids::{IQ1S_DELTA, IQ1S_GRID, IQ2S_GRID, IQ2XS_GRID, IQ2XXS_GRID, KSIGNS};

/// The sign table `ksigns` as u32 words (the same table the IQ3_XXS decoder uses).
fn ksigns<'ctx>(s: &mut Simt<'ctx>) -> R<PointerValue<'ctx>> {
    let t: Vec<u32> = KSIGNS.iter().map(|&v| u32::from(v)).collect();
    s.const_table_u32("strata_ksigns_iq2xs", &t)
}

/// The two words of grid point `idx` (i32) of a table built by `const_table_u64`.
fn point<'ctx>(
    s: &Simt<'ctx>,
    grid: PointerValue<'ctx>,
    idx: IntValue<'ctx>,
) -> R<[IntValue<'ctx>; 2]> {
    let i2 = s.shl(idx, s.i32c(1))?;
    let lo = s.load_i32(grid, i2)?;
    let hi = s.load_i32(grid, s.add(i2, s.i32c(1))?)?;
    Ok([lo, hi])
}

/// `(d·(½ + s))·¼`, the IQ2 group scale for the 4-bit `s` (i32).
fn iq2_scale<'ctx>(s: &Simt<'ctx>, d: FloatValue<'ctx>, sc: IntValue<'ctx>) -> R<FloatValue<'ctx>> {
    s.fmul(
        s.fmul(d, s.fadd(s.f32c(0.5), s.sitofp(sc)?)?)?,
        s.f32c(0.25),
    )
}

/// Emits elements `first..first + 8`: `db·grid byte j`, negated where bit `j` of `signs` is set.
fn signed_group<'ctx>(
    s: &mut Simt<'ctx>,
    f: &mut Sink<'_, 'ctx>,
    first: usize,
    db: FloatValue<'ctx>,
    pt: [IntValue<'ctx>; 2],
    signs: IntValue<'ctx>,
) -> R<()> {
    for j in 0..8i64 {
        let gv = s.bits(pt[(j / 4) as usize], 8 * (j % 4), 255)?;
        let v = s.fmul(db, s.sitofp(gv)?)?;
        let neg = s.icmp(IntPredicate::NE, s.bits(signs, j, 1)?, s.i32c(0))?;
        let v = s.select_f(neg, s.fneg(v)?, v)?;
        f(s, first + j as usize, v)?;
    }
    Ok(())
}

/// Emits elements `first..first + 8`: `dl·(grid byte j as i8 + delta)`.
fn iq1_group<'ctx>(
    s: &mut Simt<'ctx>,
    f: &mut Sink<'_, 'ctx>,
    first: usize,
    dl: FloatValue<'ctx>,
    pt: [IntValue<'ctx>; 2],
    delta: FloatValue<'ctx>,
) -> R<()> {
    for j in 0..8i64 {
        let word = pt[(j / 4) as usize];
        let gv = s.ashr(s.shl(word, s.i32c(24 - 8 * (j % 4)))?, s.i32c(24))?;
        let v = s.fmul(dl, s.fadd(s.sitofp(gv)?, delta)?)?;
        f(s, first + j as usize, v)?;
    }
    Ok(())
}

/// `−⅛` where `neg` (i1) holds, else `⅛`.
fn iq1_delta<'ctx>(s: &Simt<'ctx>, neg: IntValue<'ctx>) -> R<FloatValue<'ctx>> {
    let d = f64::from(IQ1S_DELTA);
    s.select_f(neg, s.f32c(-d), s.f32c(d))
}

/// IQ2_XXS unit `sub` of the super-block at `blk`.
pub(super) fn iq2_xxs<'ctx>(
    s: &mut Simt<'ctx>,
    blk: PointerValue<'ctx>,
    sub: IntValue<'ctx>,
    al: u32,
    f: &mut Sink<'_, 'ctx>,
) -> R<()> {
    let grid = const_table_u64(s, "strata_iq2xxs_grid", &IQ2XXS_GRID)?;
    let signs_t = ksigns(s)?;
    let d = s.load_f16_at(blk, off(s, iq2_xxs::D), 2)?;
    let base = s.add(off(s, iq2_xxs::QS), s.mul(s.sext64(sub)?, s.i64c(8))?)?;
    let wal = align_at(al, iq2_xxs::QS).min(4);
    let aux0 = s.load_u32(blk, base, wal)?;
    let aux1 = s.load_u32(blk, s.add(base, s.i64c(4))?, wal)?;
    let db = iq2_scale(s, d, s.lshr(aux1, s.i32c(28))?)?;
    for k in 0..4i64 {
        let pt = point(s, grid, s.bits(aux0, 8 * k, 255)?)?;
        let signs = s.load_i32(signs_t, s.bits(aux1, 7 * k, 127)?)?;
        signed_group(s, f, 8 * k as usize, db, pt, signs)?;
    }
    Ok(())
}

/// The two IQ2_XS / IQ2_S group scales of unit `sub` (groups 0–1, then 2–3), from the scale
/// byte at `scales + sub`.
fn iq2_unit_scales<'ctx>(
    s: &Simt<'ctx>,
    blk: PointerValue<'ctx>,
    sub: IntValue<'ctx>,
    d: FloatValue<'ctx>,
    scales: usize,
) -> R<[FloatValue<'ctx>; 2]> {
    let scb = s.load_u8(blk, s.add(off(s, scales), s.sext64(sub)?)?)?;
    let db0 = iq2_scale(s, d, s.and(scb, s.i32c(15))?)?;
    let db1 = iq2_scale(s, d, s.lshr(scb, s.i32c(4))?)?;
    Ok([db0, db1])
}

/// IQ2_XS unit `sub` of the super-block at `blk`.
pub(super) fn iq2_xs<'ctx>(
    s: &mut Simt<'ctx>,
    blk: PointerValue<'ctx>,
    sub: IntValue<'ctx>,
    al: u32,
    f: &mut Sink<'_, 'ctx>,
) -> R<()> {
    let grid = const_table_u64(s, "strata_iq2xs_grid", &IQ2XS_GRID)?;
    let signs_t = ksigns(s)?;
    let d = s.load_f16_at(blk, off(s, iq2_xs::D), 2)?;
    let db = iq2_unit_scales(s, blk, sub, d, iq2_xs::SCALES)?;
    let base = s.add(off(s, iq2_xs::QS), s.mul(s.sext64(sub)?, s.i64c(8))?)?;
    let wal = align_at(al, iq2_xs::QS).min(4);
    let w0 = s.load_u32(blk, base, wal)?;
    let w1 = s.load_u32(blk, s.add(base, s.i64c(4))?, wal)?;
    for k in 0..4i64 {
        let word = if k < 2 { w0 } else { w1 };
        let q = s.bits(word, 16 * (k % 2), 0xffff)?;
        let pt = point(s, grid, s.and(q, s.i32c(511))?)?;
        let signs = s.load_i32(signs_t, s.lshr(q, s.i32c(9))?)?;
        signed_group(s, f, 8 * k as usize, db[(k / 2) as usize], pt, signs)?;
    }
    Ok(())
}

/// IQ2_S unit `sub` of the super-block at `blk`.
pub(super) fn iq2_s<'ctx>(
    s: &mut Simt<'ctx>,
    blk: PointerValue<'ctx>,
    sub: IntValue<'ctx>,
    al: u32,
    f: &mut Sink<'_, 'ctx>,
) -> R<()> {
    let grid = const_table_u64(s, "strata_iq2s_grid", &IQ2S_GRID)?;
    let d = s.load_f16_at(blk, off(s, iq2_s::D), 2)?;
    let db = iq2_unit_scales(s, blk, sub, d, iq2_s::SCALES)?;
    let sub64 = s.sext64(sub)?;
    let qs = s.load_u32(
        blk,
        s.add(off(s, iq2_s::QS), s.mul(sub64, s.i64c(4))?)?,
        align_at(al, iq2_s::QS).min(4),
    )?;
    let signs = s.load_u32(
        blk,
        s.add(off(s, iq2_s::SIGNS), s.mul(sub64, s.i64c(4))?)?,
        align_at(al, iq2_s::SIGNS).min(4),
    )?;
    let qh = s.load_u8(blk, s.add(off(s, iq2_s::QH), sub64)?)?;
    for k in 0..4i64 {
        let hi = s.bits(qh, 2 * k, 3)?;
        let idx = s.or(s.bits(qs, 8 * k, 255)?, s.shl(hi, s.i32c(8))?)?;
        let pt = point(s, grid, idx)?;
        let sg = s.bits(signs, 8 * k, 255)?;
        signed_group(s, f, 8 * k as usize, db[(k / 2) as usize], pt, sg)?;
    }
    Ok(())
}

/// IQ1_S unit `sub` of the super-block at `blk`.
pub(super) fn iq1_s<'ctx>(
    s: &mut Simt<'ctx>,
    blk: PointerValue<'ctx>,
    sub: IntValue<'ctx>,
    al: u32,
    f: &mut Sink<'_, 'ctx>,
) -> R<()> {
    let grid = const_table_u64(s, "strata_iq1s_grid", &IQ1S_GRID)?;
    let d = s.load_f16_at(blk, off(s, iq1_s::D), 2)?;
    let sub64 = s.sext64(sub)?;
    let qh = s.load_u16(
        blk,
        s.add(off(s, iq1_s::QH), s.mul(sub64, s.i64c(2))?)?,
        align_at(al, iq1_s::QH).min(2),
    )?;
    let qs = s.load_u32(
        blk,
        s.add(off(s, iq1_s::QS), s.mul(sub64, s.i64c(4))?)?,
        align_at(al, iq1_s::QS).min(4),
    )?;
    let sc = s.add(s.mul(s.bits(qh, 12, 7)?, s.i32c(2))?, s.i32c(1))?;
    let dl = s.fmul(d, s.sitofp(sc)?)?;
    let delta = iq1_delta(s, s.icmp(IntPredicate::NE, s.bits(qh, 15, 1)?, s.i32c(0))?)?;
    for k in 0..4i64 {
        let idx = s.or(
            s.bits(qs, 8 * k, 255)?,
            s.shl(s.bits(qh, 3 * k, 7)?, s.i32c(8))?,
        )?;
        let pt = point(s, grid, idx)?;
        iq1_group(s, f, 8 * k as usize, dl, pt, delta)?;
    }
    Ok(())
}

/// IQ1_M unit `sub` of the super-block at `blk`.
pub(super) fn iq1_m<'ctx>(
    s: &mut Simt<'ctx>,
    blk: PointerValue<'ctx>,
    sub: IntValue<'ctx>,
    al: u32,
    f: &mut Sink<'_, 'ctx>,
) -> R<()> {
    let grid = const_table_u64(s, "strata_iq1s_grid", &IQ1S_GRID)?;
    let mut sc = Vec::with_capacity(4);
    for i in 0..4 {
        let o = iq1_m::SCALES + 2 * i;
        sc.push(s.load_u16(blk, off(s, o), align_at(al, o).min(2))?);
    }
    // The super-scale's f16 bits: the top nibble of scale word i is its nibble i.
    let bits = s.or(
        s.or(
            s.lshr(sc[0], s.i32c(12))?,
            s.and(s.lshr(sc[1], s.i32c(8))?, s.i32c(0x00f0))?,
        )?,
        s.or(
            s.and(s.lshr(sc[2], s.i32c(4))?, s.i32c(0x0f00))?,
            s.and(sc[3], s.i32c(0xf000))?,
        )?,
    )?;
    let h =
        s.b.build_int_truncate(bits, s.ctx.i16_type(), "")
            .map_err(|e| s.err(e))?;
    let d = s.f16_bits_to_f32(h)?;
    // The unit's two 3-bit scales: fields 2·(sub mod 2) and 2·(sub mod 2) + 1 of word sub / 2.
    let sub64 = s.sext64(sub)?;
    let scw = s.load_u16(
        blk,
        s.add(
            off(s, iq1_m::SCALES),
            s.mul(s.sext64(s.lshr(sub, s.i32c(1))?)?, s.i64c(2))?,
        )?,
        align_at(al, iq1_m::SCALES).min(2),
    )?;
    let sh = s.mul(s.and(sub, s.i32c(1))?, s.i32c(6))?;
    let mut dl = Vec::with_capacity(2);
    for t in 0..2 {
        let st = s.and(s.lshr(scw, s.add(sh, s.i32c(3 * t))?)?, s.i32c(7))?;
        let m = s.add(s.mul(st, s.i32c(2))?, s.i32c(1))?;
        dl.push(s.fmul(d, s.sitofp(m)?)?);
    }
    let qs = s.load_u32(
        blk,
        s.add(off(s, iq1_m::QS), s.mul(sub64, s.i64c(4))?)?,
        align_at(al, iq1_m::QS).min(4),
    )?;
    let qh = s.load_u16(
        blk,
        s.add(off(s, iq1_m::QH), s.mul(sub64, s.i64c(2))?)?,
        align_at(al, iq1_m::QH).min(2),
    )?;
    for k in 0..4i64 {
        let nib = s.bits(qh, 4 * k, 15)?;
        let idx = s.or(
            s.bits(qs, 8 * k, 255)?,
            s.shl(s.and(nib, s.i32c(7))?, s.i32c(8))?,
        )?;
        let pt = point(s, grid, idx)?;
        let delta = iq1_delta(s, s.icmp(IntPredicate::NE, s.bits(nib, 3, 1)?, s.i32c(0))?)?;
        iq1_group(s, f, 8 * k as usize, dl[(k / 2) as usize], pt, delta)?;
    }
    Ok(())
}
