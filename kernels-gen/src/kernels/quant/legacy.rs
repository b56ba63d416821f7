//! Unit decoders of the 32-element block types (one block is one unit) and of BF16.
//!
//! The nibble formats keep element `j < 16` in the low nibble of byte `j` and element `j + 16`
//! in its high nibble; Q5_0/Q5_1 add a fifth bit, bit `j` of a little-endian u32 `qh`:
//!
//! * Q4_0 (18 B): `x = d·(q − 8)`; Q5_0 (22 B): `x = d·(q − 16)`.
//! * Q4_1 (20 B), Q5_1 (24 B): `x = d·q + m` (one f32 multiply, then one add, as ggml).
//! * IQ4_NL (18 B): `x = d·kvalues_iq4nl[q]`.
//! * MXFP4 (17 B): `x = d·kvalues_mxfp4[q]` with `d = 2^(e−127)/2` built from the E8M0 byte
//!   `e` as bits: `(e − 1) << 23`, or the denormal `0x0020_0000 << e` for `e < 2`.
//! * BF16: `x = bits(h << 16)`, a NaN quieted (bit 22 set) as the `half` crate's `to_f32` does.

use super::{Sink, align_at, off};
use crate::simt::{R, Simt};
use inkwell::IntPredicate;
use inkwell::values::{FloatValue, IntValue, PointerValue};
use strata_ir::GgmlType;
use strata_ir::quant::blocks::{iq4_nl, mxfp4, q4_0, q4_1, q5_0, q5_1};
use strata_ir::quant::grids::{KVALUES_IQ4NL, KVALUES_MXFP4};

/// The BF16 at byte `o` of `base` (2-aligned), widened to f32.
pub(super) fn bf16_at<'ctx>(
    s: &Simt<'ctx>,
    base: PointerValue<'ctx>,
    o: IntValue<'ctx>,
) -> R<FloatValue<'ctx>> {
    let h = s.load_u16(base, o, 2)?;
    let bits = s.shl(h, s.i32c(16))?;
    let nan = s.icmp(IntPredicate::UGT, s.and(h, s.i32c(0x7fff))?, s.i32c(0x7f80))?;
    let quiet = s.or(bits, s.i32c(0x0040_0000))?;
    s.bits_f(s.select_i(nan, quiet, bits)?)
}

/// Where a 32-element format keeps its fields.
struct Layout {
    /// The f16 scale `d`, or the E8M0 exponent byte for MXFP4.
    d: usize,
    /// The f16 offset `m` of the `_1` formats.
    m: Option<usize>,
    /// The u32 of fifth bits of the 5-bit formats.
    qh: Option<usize>,
    /// The 16 nibble bytes.
    qs: usize,
}

fn layout(ty: GgmlType) -> Layout {
    match ty {
        GgmlType::Q4_0 => Layout {
            d: q4_0::D,
            m: None,
            qh: None,
            qs: q4_0::QS,
        },
        GgmlType::Q4_1 => Layout {
            d: q4_1::D,
            m: Some(q4_1::M),
            qh: None,
            qs: q4_1::QS,
        },
        GgmlType::Q5_0 => Layout {
            d: q5_0::D,
            m: None,
            qh: Some(q5_0::QH),
            qs: q5_0::QS,
        },
        GgmlType::Q5_1 => Layout {
            d: q5_1::D,
            m: Some(q5_1::M),
            qh: Some(q5_1::QH),
            qs: q5_1::QS,
        },
        GgmlType::Mxfp4 => Layout {
            d: mxfp4::E,
            m: None,
            qh: None,
            qs: mxfp4::QS,
        },
        _ => Layout {
            d: iq4_nl::D,
            m: None,
            qh: None,
            qs: iq4_nl::QS,
        },
    }
}

/// MXFP4's `2^(e−127)/2` from the exponent byte `e` (i32 in 0..256), exactly as
/// `strata_ir::quant::grids::e8m0_to_f32_half`.
fn e8m0_half<'ctx>(s: &Simt<'ctx>, e: IntValue<'ctx>) -> R<FloatValue<'ctx>> {
    let small = s.icmp(IntPredicate::ULT, e, s.i32c(2))?;
    // `e & 1` equals `e` where the denormal branch is taken and keeps the shift in range.
    let denormal = s.shl(s.i32c(0x0020_0000), s.and(e, s.i32c(1))?)?;
    let normal = s.shl(s.sub(e, s.i32c(1))?, s.i32c(23))?;
    s.bits_f(s.select_i(small, denormal, normal)?)
}

/// Decodes the one block of a 32-element type `ty` at `blk` (whose start is `al`-aligned).
pub(super) fn unit<'ctx>(
    s: &mut Simt<'ctx>,
    ty: GgmlType,
    blk: PointerValue<'ctx>,
    al: u32,
    f: &mut Sink<'_, 'ctx>,
) -> R<()> {
    let l = layout(ty);
    let table = match ty {
        GgmlType::Iq4Nl => Some(("strata_kvalues_iq4nl", KVALUES_IQ4NL)),
        GgmlType::Mxfp4 => Some(("strata_kvalues_mxfp4", KVALUES_MXFP4)),
        _ => None,
    };
    let table = match table {
        Some((name, vals)) => {
            let t: Vec<u32> = vals.iter().map(|&v| i32::from(v) as u32).collect();
            Some(s.const_table_u32(name, &t)?)
        }
        None => None,
    };
    let d = if ty == GgmlType::Mxfp4 {
        let e = s.load_u8(blk, off(s, l.d))?;
        e8m0_half(s, e)?
    } else {
        s.load_f16_at(blk, off(s, l.d), align_at(al, l.d).min(2))?
    };
    let m = match l.m {
        Some(o) => Some(s.load_f16_at(blk, off(s, o), align_at(al, o).min(2))?),
        None => None,
    };
    let qh = match l.qh {
        Some(o) => Some(s.load_u32(blk, off(s, o), align_at(al, o).min(4))?),
        None => None,
    };
    let mut words = Vec::with_capacity(4);
    for w in 0..4 {
        let o = l.qs + 4 * w;
        words.push(s.load_u32(blk, off(s, o), align_at(al, o).min(4))?);
    }
    for j in 0..32i64 {
        let word = words[(j % 16 / 4) as usize];
        let mut q = s.bits(word, 8 * (j % 4) + 4 * (j / 16), 15)?;
        if let Some(qh) = qh {
            q = s.or(q, s.shl(s.bits(qh, j, 1)?, s.i32c(4))?)?;
        }
        let v = match (ty, table, m) {
            (_, Some(t), _) => s.fmul(d, s.sitofp(s.load_i32(t, q)?)?)?,
            (_, None, Some(m)) => s.fadd(s.fmul(d, s.sitofp(q)?)?, m)?,
            (GgmlType::Q5_0, None, None) => s.fmul(d, s.sitofp(s.sub(q, s.i32c(16))?)?)?,
            _ => s.fmul(d, s.sitofp(s.sub(q, s.i32c(8))?)?)?,
        };
        f(s, j as usize, v)?;
    }
    Ok(())
}
