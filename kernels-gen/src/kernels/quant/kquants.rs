//! Unit decoders of the k-quants that the hub module does not decode itself: Q2_K, Q3_K and
//! Q5_K. A 256-element super-block is eight units; unit `u` is elements `32u..32u + 32`.
//!
//! * Q2_K (84 B): sub-blocks of 16 with a scale byte each (`sc` low nibble, `m` high);
//!   `x = (d·sc)·q − dmin·m`, `q` the 2-bit field `u % 4` of byte `32·(u / 4) + l`.
//! * Q3_K (110 B): sub-blocks of 16 with signed 6-bit scales `sc − 32` (low nibbles in bytes
//!   0..8, top two bits in bytes 8..12); `x = (d·(sc − 32))·q` with `q = low2 − 4` unless bit
//!   `u` of `hmask[l]` is set (then `q = low2`).
//! * Q5_K (176 B): Q4_K's 6-bit scales and mins; `x = (d·sc)·q − dmin·m`, `q` a nibble of
//!   byte `32·(u / 2) + l` plus bit `u` of `qh[l]` as the fifth bit.

use super::{Sink, align_at, k4_scale_min, off};
use crate::simt::{R, Simt};
use inkwell::values::{IntValue, PointerValue};
use strata_ir::quant::blocks::{q2_k, q3_k, q5_k};

/// Q2_K unit `sub` of the super-block at `blk`.
pub(super) fn q2_k<'ctx>(
    s: &mut Simt<'ctx>,
    blk: PointerValue<'ctx>,
    sub: IntValue<'ctx>,
    al: u32,
    f: &mut Sink<'_, 'ctx>,
) -> R<()> {
    let d = s.load_f16_at(blk, off(s, q2_k::D), 2)?;
    let dmin = s.load_f16_at(blk, off(s, q2_k::DMIN), 2)?;
    let sco = s.add(off(s, q2_k::SCALES), s.mul(s.sext64(sub)?, s.i64c(2))?)?;
    let mut dl = Vec::with_capacity(2);
    let mut ml = Vec::with_capacity(2);
    for t in 0..2 {
        let sc = s.load_u8(blk, s.add(sco, s.i64c(t))?)?;
        dl.push(s.fmul(d, s.sitofp(s.and(sc, s.i32c(15))?)?)?);
        ml.push(s.fmul(dmin, s.sitofp(s.lshr(sc, s.i32c(4))?)?)?);
    }
    let qoff = s.add(
        off(s, q2_k::QS),
        s.mul(s.sext64(s.lshr(sub, s.i32c(2))?)?, s.i64c(32))?,
    )?;
    let shift = s.mul(s.and(sub, s.i32c(3))?, s.i32c(2))?;
    let qal = align_at(al, q2_k::QS).min(4);
    for w in 0..8 {
        let word = s.lshr(s.load_u32(blk, s.add(qoff, s.i64c(4 * w))?, qal)?, shift)?;
        for k in 0..4 {
            let l = (4 * w + k) as usize;
            let q = s.bits(word, 8 * k, 3)?;
            let v = s.fsub(s.fmul(dl[l / 16], s.sitofp(q)?)?, ml[l / 16])?;
            f(s, l, v)?;
        }
    }
    Ok(())
}

/// Q3_K unit `sub` of the super-block at `blk`.
pub(super) fn q3_k<'ctx>(
    s: &mut Simt<'ctx>,
    blk: PointerValue<'ctx>,
    sub: IntValue<'ctx>,
    al: u32,
    f: &mut Sink<'_, 'ctx>,
) -> R<()> {
    let d = s.load_f16_at(blk, off(s, q3_k::D), 2)?;
    // Scale i = 2·sub + t: its low nibble is nibble (i ≥ 8) of byte i mod 8, its top two bits
    // are field i / 4 = sub / 2 of byte 8 + i mod 4 = 8 + 2·(sub mod 2) + t.
    let lo_shift = s.mul(s.lshr(sub, s.i32c(2))?, s.i32c(4))?;
    let hi_shift = s.mul(s.lshr(sub, s.i32c(1))?, s.i32c(2))?;
    let sub2 = s.mul(sub, s.i32c(2))?;
    let hi_base = s.mul(s.and(sub, s.i32c(1))?, s.i32c(2))?;
    let mut dl = Vec::with_capacity(2);
    for t in 0..2 {
        let lo_byte = s.sext64(s.and(s.add(sub2, s.i32c(t))?, s.i32c(7))?)?;
        let lo_b = s.load_u8(blk, s.add(off(s, q3_k::SCALES), lo_byte)?)?;
        let lo = s.and(s.lshr(lo_b, lo_shift)?, s.i32c(15))?;
        let hi_byte = s.sext64(s.add(hi_base, s.i32c(t))?)?;
        let hi_b = s.load_u8(blk, s.add(off(s, q3_k::SCALES + 8), hi_byte)?)?;
        let hi = s.and(s.lshr(hi_b, hi_shift)?, s.i32c(3))?;
        let sc = s.sub(s.or(lo, s.shl(hi, s.i32c(4))?)?, s.i32c(32))?;
        dl.push(s.fmul(d, s.sitofp(sc)?)?);
    }
    let qoff = s.add(
        off(s, q3_k::QS),
        s.mul(s.sext64(s.lshr(sub, s.i32c(2))?)?, s.i64c(32))?,
    )?;
    let shift = s.mul(s.and(sub, s.i32c(3))?, s.i32c(2))?;
    let qal = align_at(al, q3_k::QS).min(4);
    let hal = align_at(al, q3_k::HMASK).min(4);
    for w in 0..8 {
        let qw = s.lshr(s.load_u32(blk, s.add(qoff, s.i64c(4 * w))?, qal)?, shift)?;
        let hw = s.lshr(
            s.load_u32(blk, off(s, q3_k::HMASK + 4 * w as usize), hal)?,
            sub,
        )?;
        for k in 0..4 {
            let l = (4 * w + k) as usize;
            let low = s.bits(qw, 8 * k, 3)?;
            let hbit = s.bits(hw, 8 * k, 1)?;
            // q = low − 4·(1 − hbit).
            let q = s.sub(low, s.shl(s.xor(hbit, s.i32c(1))?, s.i32c(2))?)?;
            let v = s.fmul(dl[l / 16], s.sitofp(q)?)?;
            f(s, l, v)?;
        }
    }
    Ok(())
}

/// Q5_K unit `sub` of the super-block at `blk`.
pub(super) fn q5_k<'ctx>(
    s: &mut Simt<'ctx>,
    blk: PointerValue<'ctx>,
    sub: IntValue<'ctx>,
    al: u32,
    f: &mut Sink<'_, 'ctx>,
) -> R<()> {
    let (d1, m1) = k4_scale_min(s, blk, sub, q5_k::D, q5_k::DMIN, q5_k::SCALES)?;
    let pair = s.sext64(s.lshr(sub, s.i32c(1))?)?;
    let qoff = s.add(off(s, q5_k::QS), s.mul(pair, s.i64c(32))?)?;
    let shift = s.mul(s.and(sub, s.i32c(1))?, s.i32c(4))?;
    let qal = align_at(al, q5_k::QS).min(4);
    let hal = align_at(al, q5_k::QH).min(4);
    for w in 0..8 {
        let word = s.lshr(s.load_u32(blk, s.add(qoff, s.i64c(4 * w))?, qal)?, shift)?;
        let hw = s.lshr(
            s.load_u32(blk, off(s, q5_k::QH + 4 * w as usize), hal)?,
            sub,
        )?;
        for k in 0..4 {
            let lo = s.bits(word, 8 * k, 15)?;
            let hi = s.bits(hw, 8 * k, 1)?;
            let q = s.or(lo, s.shl(hi, s.i32c(4))?)?;
            let v = s.fsub(s.fmul(d1, s.sitofp(q)?)?, m1)?;
            f(s, (4 * w + k) as usize, v)?;
        }
    }
    Ok(())
}
