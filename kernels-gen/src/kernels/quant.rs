//! Per-block-type decoding of one 32-element "unit" of a weight row, shared by the matvec, MoE
//! matvec, embedding gather and f16 staging kernels.
//!
//! Every supported type splits a row into units of 32 consecutive elements: a 32-element block
//! (Q8_0, Q4_0, Q4_1, Q5_0, Q5_1, IQ4_NL, MXFP4) is one unit; a 256-element super-block (the
//! k-quants and the other i-quants) is eight; F32/F16/BF16 rows are plain runs. Decoding unit `u` of a row is branch-free arithmetic on `u`, so a lane
//! can take any unit. The formulas are llama.cpp's block definitions (ggml-common.h), written
//! so each element rounds exactly as `strata_ir::quant::dequantize` does, with the byte offsets
//! of `strata_ir::quant::blocks` and the tables of `strata_ir::quant::grids`:
//!
//! * Q8_0 (34 B): `x = d·q`, `d` f16, `q` i8.
//! * Q4_K (144 B): sub-block j has 6-bit scale `sc_j` and min `m_j` packed in 12 bytes;
//!   `x = (d·sc_j)·q − dmin·m_j`, `q` a nibble (low nibbles of 32 bytes for even j, high for odd).
//! * Q6_K (210 B): `q = (ql nibble | 2 bits of qh << 4) − 32`, `x = (d·sc)·q` with an i8 scale
//!   per 16 elements.
//! * IQ4_XS (136 B): 6-bit scale `ls` per 32, `x = (d·(ls−32))·kvalues[nibble]`.
//! * IQ3_XXS (98 B): per 32, a u32 holds a 4-bit scale and four 7-bit sign indices; eight
//!   byte indices pick 4-value grid points; `x = ±(d·(½+s)·½)·grid`.
//! * IQ3_S (110 B): 9-bit grid indices (8 bits in qs, 1 in qh), explicit sign bytes, 4-bit
//!   scales; `x = ±(d·(1+2s))·grid`.
//!
//! The 32-element formats and BF16 are in `legacy`, Q2_K/Q3_K/Q5_K in `kquants`, the 2- and
//! 1-bit i-quants in `iquants`; each opens with its formulas.

use crate::error::KernelError;
use crate::simt::{R, Simt};
use inkwell::IntPredicate;
use inkwell::values::{FloatValue, IntValue, PointerValue};
use strata_ir::GgmlType;
use strata_ir::quant::blocks::{iq3_s, iq3_xxs, iq4_xs, q4_k, q6_k, q8_0};
use strata_ir::quant::grids::{IQ3S_GRID, IQ3XXS_GRID, KSIGNS, KVALUES_IQ4NL};

mod iquants;
mod kquants;
mod legacy;

/// The weight types the unit decoder (and so the matvec family) supports: every type of
/// `GgmlType::MODEL_TYPES`, in DESIGN.md's order.
pub const SUPPORTED: [GgmlType; 23] = [
    GgmlType::F32,
    GgmlType::F16,
    GgmlType::Bf16,
    GgmlType::Q8_0,
    GgmlType::Q4_0,
    GgmlType::Q4_1,
    GgmlType::Q5_0,
    GgmlType::Q5_1,
    GgmlType::Q2K,
    GgmlType::Q3K,
    GgmlType::Q4K,
    GgmlType::Q5K,
    GgmlType::Q6K,
    GgmlType::Iq4Nl,
    GgmlType::Iq4Xs,
    GgmlType::Iq3Xxs,
    GgmlType::Iq3S,
    GgmlType::Iq2Xxs,
    GgmlType::Iq2Xs,
    GgmlType::Iq2S,
    GgmlType::Iq1S,
    GgmlType::Iq1M,
    GgmlType::Mxfp4,
];

/// Receives the decoded elements of a unit: `f(s, j, x_j)` for `j` in 0..32, in order.
type Sink<'a, 'ctx> = dyn FnMut(&mut Simt<'ctx>, usize, FloatValue<'ctx>) -> R<()> + 'a;

/// Whether `ty` has a unit decoder.
pub fn supported(ty: GgmlType) -> bool {
    SUPPORTED.contains(&ty)
}

pub(crate) fn check(kernel: &'static str, ty: GgmlType) -> Result<(), KernelError> {
    if supported(ty) {
        Ok(())
    } else {
        Err(KernelError::UnsupportedType {
            kernel,
            ty: ty.name().to_string(),
        })
    }
}

/// Byte alignment guaranteed for a block start when rows start aligned (blocks are packed).
fn block_align(ty: GgmlType) -> u32 {
    let ts = ty.type_size() as u32;
    1 << ts.trailing_zeros().min(4)
}

/// The bytes of a row of `cols` elements, as i64.
pub(crate) fn row_bytes<'ctx>(
    s: &Simt<'ctx>,
    ty: GgmlType,
    cols: IntValue<'ctx>,
) -> R<IntValue<'ctx>> {
    let c = s.sext64(cols)?;
    let blocks = s.udiv(c, s.i64c(ty.block_size() as i64))?;
    s.mul(blocks, s.i64c(ty.type_size() as i64))
}

/// The alignment known for byte `o` of a block whose start is `al`-aligned.
fn align_at(al: u32, o: usize) -> u32 {
    al.min(1 << o.trailing_zeros().min(4))
}

/// A read-only table holding each u64 of `data` as two u32 words (low word first), so grid
/// point `i` is words `2i` and `2i + 1`: bytes 0..4 and 4..8 of llama.cpp's little-endian point.
fn const_table_u64<'ctx>(s: &mut Simt<'ctx>, name: &str, data: &[u64]) -> R<PointerValue<'ctx>> {
    let words: Vec<u32> = data
        .iter()
        .flat_map(|&v| [v as u32, (v >> 32) as u32])
        .collect();
    s.const_table_u32(name, &words)
}

/// A constant byte offset into a block.
fn off<'ctx>(s: &Simt<'ctx>, o: usize) -> IntValue<'ctx> {
    s.i64c(o as i64)
}

/// `(d·sc_j, dmin·m_j)` of sub-block `j = sub` (0..8) of a Q4_K / Q5_K super-block: the f16
/// `d` and `dmin` at `d_off` / `dmin_off`, the 6-bit scale and min unpacked from the 12 bytes at
/// `scales` as `strata_ir::quant::kquants::scale_min_k4` does.
pub(super) fn k4_scale_min<'ctx>(
    s: &mut Simt<'ctx>,
    blk: PointerValue<'ctx>,
    sub: IntValue<'ctx>,
    d_off: usize,
    dmin_off: usize,
    scales: usize,
) -> R<(FloatValue<'ctx>, FloatValue<'ctx>)> {
    let d = s.load_f16_at(blk, off(s, d_off), 2)?;
    let dmin = s.load_f16_at(blk, off(s, dmin_off), 2)?;
    let j3 = s.sext64(s.and(sub, s.i32c(3))?)?;
    let a = s.load_u8(blk, s.add(j3, off(s, scales))?)?;
    let b = s.load_u8(blk, s.add(j3, off(s, scales + 4))?)?;
    let c = s.load_u8(blk, s.add(j3, off(s, scales + 8))?)?;
    let lo = s.icmp(IntPredicate::ULT, sub, s.i32c(4))?;
    let sc_lo = s.and(a, s.i32c(63))?;
    let m_lo = s.and(b, s.i32c(63))?;
    let sc_hi = s.or(
        s.and(c, s.i32c(15))?,
        s.shl(s.lshr(a, s.i32c(6))?, s.i32c(4))?,
    )?;
    let m_hi = s.or(
        s.lshr(c, s.i32c(4))?,
        s.shl(s.lshr(b, s.i32c(6))?, s.i32c(4))?,
    )?;
    let sc = s.select_i(lo, sc_lo, sc_hi)?;
    let m = s.select_i(lo, m_lo, m_hi)?;
    let d1 = s.fmul(d, s.sitofp(sc)?)?;
    let m1 = s.fmul(dmin, s.sitofp(m)?)?;
    Ok((d1, m1))
}

/// Calls `f(j, x_j)` for the 32 elements of unit `u` (i32) of the row at `row`, in order.
pub(crate) fn unit_values<'ctx>(
    s: &mut Simt<'ctx>,
    ty: GgmlType,
    row: PointerValue<'ctx>,
    u: IntValue<'ctx>,
    mut f: impl FnMut(&mut Simt<'ctx>, usize, FloatValue<'ctx>) -> R<()>,
) -> R<()> {
    let u64v = s.sext64(u)?;
    if !ty.is_quantized() {
        let size = ty.type_size() as i64;
        let base = s.gep(row, s.mul(u64v, s.i64c(32 * size))?)?;
        for j in 0..32 {
            let off = s.i64c(j * size);
            let v = match ty {
                GgmlType::F32 => {
                    let p = s.gep(base, off)?;
                    s.load_f32(p, s.i64c(0))?
                }
                GgmlType::Bf16 => legacy::bf16_at(s, base, off)?,
                _ => s.load_f16_at(base, off, 2)?,
            };
            f(s, j as usize, v)?;
        }
        return Ok(());
    }
    let upb = (ty.block_size() / 32) as i64;
    let blk_idx = s.udiv(u64v, s.i64c(upb))?;
    let blk = s.gep(row, s.mul(blk_idx, s.i64c(ty.type_size() as i64))?)?;
    let sub = s.trunc32(s.urem(u64v, s.i64c(upb))?)?;
    let al = block_align(ty);
    match ty {
        GgmlType::Q8_0 => {
            let d = s.load_f16_at(blk, off(s, q8_0::D), al.min(2))?;
            for j in 0..32 {
                let q = s.load_i8(blk, s.i64c(q8_0::QS as i64 + j))?;
                let v = s.fmul(d, s.sitofp(q)?)?;
                f(s, j as usize, v)?;
            }
        }
        GgmlType::Q4K => {
            let (d1, m1) = k4_scale_min(s, blk, sub, q4_k::D, q4_k::DMIN, q4_k::SCALES)?;
            let pair = s.sext64(s.lshr(sub, s.i32c(1))?)?;
            let qoff = s.add(off(s, q4_k::QS), s.mul(pair, s.i64c(32))?)?;
            let shift = s.mul(s.and(sub, s.i32c(1))?, s.i32c(4))?;
            for w in 0..8 {
                let word = s.load_u32(blk, s.add(qoff, s.i64c(4 * w))?, 4)?;
                let word = s.lshr(word, shift)?;
                for k in 0..4 {
                    let q = s.bits(word, 8 * k, 15)?;
                    let v = s.fsub(s.fmul(d1, s.sitofp(q)?)?, m1)?;
                    f(s, (4 * w + k) as usize, v)?;
                }
            }
        }
        GgmlType::Q6K => {
            let d = s.load_f16_at(blk, off(s, q6_k::D), 2)?;
            let n = s.sext64(s.lshr(sub, s.i32c(2))?)?;
            let part = s.and(sub, s.i32c(3))?;
            let part64 = s.sext64(part)?;
            let qlo = s.add(
                s.add(off(s, q6_k::QL), s.mul(n, s.i64c(64))?)?,
                s.mul(s.sext64(s.and(part, s.i32c(1))?)?, s.i64c(32))?,
            )?;
            let shl = s.mul(s.lshr(part, s.i32c(1))?, s.i32c(4))?;
            let qho = s.add(off(s, q6_k::QH), s.mul(n, s.i64c(32))?)?;
            let shh = s.mul(part, s.i32c(2))?;
            let sco = s.add(
                s.add(off(s, q6_k::SCALES), s.mul(n, s.i64c(8))?)?,
                s.mul(part64, s.i64c(2))?,
            )?;
            let sc0 = s.load_i8(blk, sco)?;
            let sc1 = s.load_i8(blk, s.add(sco, s.i64c(1))?)?;
            let ds0 = s.fmul(d, s.sitofp(sc0)?)?;
            let ds1 = s.fmul(d, s.sitofp(sc1)?)?;
            for w in 0..8 {
                let lw = s.lshr(s.load_u32(blk, s.add(qlo, s.i64c(4 * w))?, 2)?, shl)?;
                let hw = s.lshr(s.load_u32(blk, s.add(qho, s.i64c(4 * w))?, 2)?, shh)?;
                for k in 0..4 {
                    let l = 4 * w + k;
                    let ql = s.bits(lw, 8 * k, 15)?;
                    let qh = s.bits(hw, 8 * k, 3)?;
                    let q = s.sub(s.or(ql, s.shl(qh, s.i32c(4))?)?, s.i32c(32))?;
                    let ds = if l < 16 { ds0 } else { ds1 };
                    let v = s.fmul(ds, s.sitofp(q)?)?;
                    f(s, l as usize, v)?;
                }
            }
        }
        GgmlType::Iq4Xs => {
            let kv: Vec<u32> = KVALUES_IQ4NL.iter().map(|&v| i32::from(v) as u32).collect();
            let table = s.const_table_u32("strata_kvalues_iq4nl", &kv)?;
            let d = s.load_f16_at(blk, off(s, iq4_xs::D), 2)?;
            let sh = s.load_u16(blk, off(s, iq4_xs::SCALES_H), 2)?;
            let slo = s.load_u8(
                blk,
                s.add(off(s, iq4_xs::SCALES_L), s.sext64(s.lshr(sub, s.i32c(1))?)?)?,
            )?;
            let lo = s.and(
                s.lshr(slo, s.mul(s.and(sub, s.i32c(1))?, s.i32c(4))?)?,
                s.i32c(15),
            )?;
            let hi = s.and(s.lshr(sh, s.mul(sub, s.i32c(2))?)?, s.i32c(3))?;
            let ls = s.or(lo, s.shl(hi, s.i32c(4))?)?;
            let dl = s.fmul(d, s.sitofp(s.sub(ls, s.i32c(32))?)?)?;
            let qoff = s.add(off(s, iq4_xs::QS), s.mul(s.sext64(sub)?, s.i64c(16))?)?;
            let mut hi_vals = Vec::with_capacity(16);
            for w in 0..4 {
                let word = s.load_u32(blk, s.add(qoff, s.i64c(4 * w))?, 4)?;
                for k in 0..4 {
                    let lo_q = s.bits(word, 8 * k, 15)?;
                    let hi_q = s.bits(word, 8 * k + 4, 15)?;
                    let v = s.fmul(dl, s.sitofp(s.load_i32(table, lo_q)?)?)?;
                    f(s, (4 * w + k) as usize, v)?;
                    hi_vals.push(hi_q);
                }
            }
            for (j, q) in hi_vals.into_iter().enumerate() {
                let v = s.fmul(dl, s.sitofp(s.load_i32(table, q)?)?)?;
                f(s, 16 + j, v)?;
            }
        }
        GgmlType::Iq3Xxs => {
            let grid = s.const_table_u32("strata_iq3xxs_grid", &IQ3XXS_GRID)?;
            let signs_t: Vec<u32> = KSIGNS.iter().map(|&v| u32::from(v)).collect();
            let ksigns = s.const_table_u32("strata_ksigns_iq2xs", &signs_t)?;
            let d = s.load_f16_at(blk, off(s, iq3_xxs::D), 2)?;
            let sub64 = s.sext64(sub)?;
            let aux = s.load_u32(
                blk,
                s.add(off(s, iq3_xxs::SCALES_AND_SIGNS), s.mul(sub64, s.i64c(4))?)?,
                2,
            )?;
            let sc =
                s.b.build_unsigned_int_to_float(s.lshr(aux, s.i32c(28))?, s.ctx.f32_type(), "")
                    .map_err(|e| s.err(e))?;
            let db = s.fmul(s.fmul(d, s.fadd(s.f32c(0.5), sc)?)?, s.f32c(0.5))?;
            let qoff = s.add(off(s, iq3_xxs::QS), s.mul(sub64, s.i64c(8))?)?;
            for l in 0..4 {
                let sidx = s.bits(aux, 7 * l, 127)?;
                let signs = s.load_i32(ksigns, sidx)?;
                for half in 0..2 {
                    let gi = s.load_u8(blk, s.add(qoff, s.i64c(2 * l + half))?)?;
                    let g = s.load_i32(grid, gi)?;
                    for j in 0..4 {
                        let gv = s.bits(g, 8 * j, 255)?;
                        let v = s.fmul(db, s.sitofp(gv)?)?;
                        let bit = s.bits(signs, j + 4 * half, 1)?;
                        let neg = s.icmp(IntPredicate::NE, bit, s.i32c(0))?;
                        let v = s.select_f(neg, s.fneg(v)?, v)?;
                        f(s, (8 * l + 4 * half + j) as usize, v)?;
                    }
                }
            }
        }
        GgmlType::Iq3S => {
            let grid = s.const_table_u32("strata_iq3s_grid", &IQ3S_GRID)?;
            let d = s.load_f16_at(blk, off(s, iq3_s::D), 2)?;
            let sub64 = s.sext64(sub)?;
            let scb = s.load_u8(
                blk,
                s.add(off(s, iq3_s::SCALES), s.sext64(s.lshr(sub, s.i32c(1))?)?)?,
            )?;
            let nib = s.and(
                s.lshr(scb, s.mul(s.and(sub, s.i32c(1))?, s.i32c(4))?)?,
                s.i32c(15),
            )?;
            let db = s.fmul(d, s.sitofp(s.add(s.i32c(1), s.mul(nib, s.i32c(2))?)?)?)?;
            let qh = s.load_u8(blk, s.add(off(s, iq3_s::QH), sub64)?)?;
            let qoff = s.add(off(s, iq3_s::QS), s.mul(sub64, s.i64c(8))?)?;
            let soff = s.add(off(s, iq3_s::SIGNS), s.mul(sub64, s.i64c(4))?)?;
            for l in 0..4i64 {
                let signs = s.load_u8(blk, s.add(soff, s.i64c(l))?)?;
                for half in 0..2i64 {
                    let q = s.load_u8(blk, s.add(qoff, s.i64c(2 * l + half))?)?;
                    let hb = s.and(s.shl(qh, s.i32c(8 - 2 * l - half))?, s.i32c(256))?;
                    let g = s.load_i32(grid, s.or(q, hb)?)?;
                    for j in 0..4 {
                        let gv = s.bits(g, 8 * j, 255)?;
                        let v = s.fmul(db, s.sitofp(gv)?)?;
                        let bit = s.bits(signs, j + 4 * half, 1)?;
                        let neg = s.icmp(IntPredicate::NE, bit, s.i32c(0))?;
                        let v = s.select_f(neg, s.fneg(v)?, v)?;
                        f(s, (8 * l + 4 * half + j) as usize, v)?;
                    }
                }
            }
        }
        GgmlType::Q4_0
        | GgmlType::Q4_1
        | GgmlType::Q5_0
        | GgmlType::Q5_1
        | GgmlType::Iq4Nl
        | GgmlType::Mxfp4 => legacy::unit(s, ty, blk, al, &mut f)?,
        GgmlType::Q2K => kquants::q2_k(s, blk, sub, al, &mut f)?,
        GgmlType::Q3K => kquants::q3_k(s, blk, sub, al, &mut f)?,
        GgmlType::Q5K => kquants::q5_k(s, blk, sub, al, &mut f)?,
        GgmlType::Iq2Xxs => iquants::iq2_xxs(s, blk, sub, al, &mut f)?,
        GgmlType::Iq2Xs => iquants::iq2_xs(s, blk, sub, al, &mut f)?,
        GgmlType::Iq2S => iquants::iq2_s(s, blk, sub, al, &mut f)?,
        GgmlType::Iq1S => iquants::iq1_s(s, blk, sub, al, &mut f)?,
        GgmlType::Iq1M => iquants::iq1_m(s, blk, sub, al, &mut f)?,
        other => {
            return Err(KernelError::UnsupportedType {
                kernel: "unit decoder",
                ty: other.name().to_string(),
            });
        }
    }
    Ok(())
}
