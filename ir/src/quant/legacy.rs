//! The 32-element formats: Q4_0, Q4_1, Q5_0, Q5_1, Q8_0, Q8_1, IQ4_NL and MXFP4.
//!
//! Each block is one scale (f16, or an E8M0 exponent for MXFP4), sometimes an f16 offset `m`, and
//! 32 small integers `q`. Dequantization is `x = d·(q − z)` (z = 8 or 16 for the symmetric
//! formats), `x = d·q + m` (the `_1` formats), or `x = d·table[q]` (IQ4_NL, MXFP4). The float
//! operations happen in exactly ggml's order (one f32 multiply, then one f32 add) so results are
//! bit-identical. The nibble formats keep element `j` in the low nibble of byte `j` and element
//! `j + 16` in its high nibble.

use super::blocks::{iq4_nl, mxfp4, q4_0, q4_1, q5_0, q5_1, q8_0, q8_1};
use super::grids::{KVALUES_IQ4NL, KVALUES_MXFP4, e8m0_to_f32_half};
use super::{f16_at, f16_bytes, u32_at};

/// Q4_0: `x = d·(q − 8)`.
pub(super) fn dequant_q4_0(b: &[u8], y: &mut [f32]) {
    let d = f16_at(b, q4_0::D);
    for j in 0..16 {
        let q = b[q4_0::QS + j];
        y[j] = d * f32::from((q & 0x0f) as i8 - 8);
        y[j + 16] = d * f32::from((q >> 4) as i8 - 8);
    }
}

/// Q4_1: `x = d·q + m`.
pub(super) fn dequant_q4_1(b: &[u8], y: &mut [f32]) {
    let d = f16_at(b, q4_1::D);
    let m = f16_at(b, q4_1::M);
    for j in 0..16 {
        let q = b[q4_1::QS + j];
        y[j] = d * f32::from(q & 0x0f) + m;
        y[j + 16] = d * f32::from(q >> 4) + m;
    }
}

/// Q5_0: `x = d·(q − 16)`, bit 4 of element `j` is bit `j` of `qh`.
pub(super) fn dequant_q5_0(b: &[u8], y: &mut [f32]) {
    let d = f16_at(b, q5_0::D);
    let qh = u32_at(b, q5_0::QH);
    for j in 0..16 {
        let q = b[q5_0::QS + j];
        let lo = (q & 0x0f) | ((((qh >> j) & 1) as u8) << 4);
        let hi = (q >> 4) | ((((qh >> (j + 16)) & 1) as u8) << 4);
        y[j] = d * f32::from(lo as i8 - 16);
        y[j + 16] = d * f32::from(hi as i8 - 16);
    }
}

/// Q5_1: `x = d·q + m`, fifth bits as in Q5_0.
pub(super) fn dequant_q5_1(b: &[u8], y: &mut [f32]) {
    let d = f16_at(b, q5_1::D);
    let m = f16_at(b, q5_1::M);
    let qh = u32_at(b, q5_1::QH);
    for j in 0..16 {
        let q = b[q5_1::QS + j];
        let lo = (q & 0x0f) | ((((qh >> j) & 1) as u8) << 4);
        let hi = (q >> 4) | ((((qh >> (j + 16)) & 1) as u8) << 4);
        y[j] = d * f32::from(lo) + m;
        y[j + 16] = d * f32::from(hi) + m;
    }
}

/// Q8_0: `x = d·q`.
pub(super) fn dequant_q8_0(b: &[u8], y: &mut [f32]) {
    let d = f16_at(b, q8_0::D);
    for (x, &q) in y.iter_mut().zip(&b[q8_0::QS..q8_0::SIZE]) {
        *x = d * f32::from(q as i8);
    }
}

/// Q8_1: `x = d·q` (the stored sum is redundant for dequantization).
pub(super) fn dequant_q8_1(b: &[u8], y: &mut [f32]) {
    let d = f16_at(b, q8_1::D);
    for (x, &q) in y.iter_mut().zip(&b[q8_1::QS..q8_1::SIZE]) {
        *x = d * f32::from(q as i8);
    }
}

/// IQ4_NL: `x = d·kvalues[q]`.
pub(super) fn dequant_iq4_nl(b: &[u8], y: &mut [f32]) {
    let d = f16_at(b, iq4_nl::D);
    for j in 0..16 {
        let q = b[iq4_nl::QS + j];
        y[j] = d * f32::from(KVALUES_IQ4NL[usize::from(q & 0x0f)]);
        y[j + 16] = d * f32::from(KVALUES_IQ4NL[usize::from(q >> 4)]);
    }
}

/// MXFP4: `x = (2^(e−127)/2)·kvalues[q]` (the doubled e2m1 table times half the block scale).
pub(super) fn dequant_mxfp4(b: &[u8], y: &mut [f32]) {
    let d = e8m0_to_f32_half(b[mxfp4::E]);
    for j in 0..16 {
        let q = b[mxfp4::QS + j];
        y[j] = d * f32::from(KVALUES_MXFP4[usize::from(q & 0x0f)]);
        y[j + 16] = d * f32::from(KVALUES_MXFP4[usize::from(q >> 4)]);
    }
}

/// MXFP4 reference quantizer (ggml's `quantize_row_mxfp4_ref`): the exponent is
/// `floor(log2(amax)) − 2 + 127` (so the largest value lands near the top of the e2m1 range, ±6
/// times the scale), 0 for an all-zero block; each value takes the table entry nearest to it
/// (the first one on ties), with the halved scale the dequantizer uses.
pub(super) fn quant_mxfp4(x: &[f32], out: &mut Vec<u8>) {
    let amax = x
        .iter()
        .fold(0.0f32, |m, v| if m < v.abs() { v.abs() } else { m });
    // ggml converts the float to uint8_t; out-of-range exponents (amax below 2^-125 or NaN)
    // are clamped here instead of relying on a C conversion with no defined result.
    let e = if amax > 0.0 {
        (amax.log2().floor() - 2.0 + 127.0).clamp(0.0, 255.0) as u8
    } else {
        0
    };
    let d = e8m0_to_f32_half(e);
    let best = |v: f32| -> u8 {
        let mut best = 0u8;
        let mut best_err = (f32::from(KVALUES_MXFP4[0]) * d - v).abs();
        for (i, &k) in KVALUES_MXFP4.iter().enumerate().skip(1) {
            let err = (f32::from(k) * d - v).abs();
            if err < best_err {
                best = i as u8;
                best_err = err;
            }
        }
        best
    };
    out.push(e);
    for j in 0..16 {
        out.push(best(x[j]) | (best(x[j + 16]) << 4));
    }
}

/// The element of largest magnitude (the first one on ties), as ggml's reference quantizers pick
/// it.
fn signed_absmax(x: &[f32]) -> f32 {
    let mut amax = 0.0f32;
    let mut max = 0.0f32;
    for &v in x {
        if amax < v.abs() {
            amax = v.abs();
            max = v;
        }
    }
    max
}

fn min_max(x: &[f32]) -> (f32, f32) {
    let mut min = f32::MAX;
    let mut max = -f32::MAX;
    for &v in x {
        if v < min {
            min = v;
        }
        if v > max {
            max = v;
        }
    }
    (min, max)
}

fn inverse(d: f32) -> f32 {
    if d != 0.0 { 1.0 / d } else { 0.0 }
}

/// Q4_0 reference quantizer (ggml's `quantize_row_q4_0_ref`): the signed extreme maps to −8.
pub(super) fn quant_q4_0(x: &[f32], out: &mut Vec<u8>) {
    let d = signed_absmax(x) / -8.0;
    let id = inverse(d);
    out.extend_from_slice(&f16_bytes(d));
    for j in 0..16 {
        // The float-to-int conversion truncates, as C's `(int8_t)` cast does.
        let a = ((x[j] * id + 8.5) as i8).clamp(0, 15) as u8;
        let b = ((x[j + 16] * id + 8.5) as i8).clamp(0, 15) as u8;
        out.push(a | (b << 4));
    }
}

/// Q4_1 reference quantizer: `d = (max − min)/15`, `m = min`.
pub(super) fn quant_q4_1(x: &[f32], out: &mut Vec<u8>) {
    let (min, max) = min_max(x);
    let d = (max - min) / 15.0;
    let id = inverse(d);
    out.extend_from_slice(&f16_bytes(d));
    out.extend_from_slice(&f16_bytes(min));
    for j in 0..16 {
        let a = (((x[j] - min) * id + 0.5) as i8).clamp(0, 15) as u8;
        let b = (((x[j + 16] - min) * id + 0.5) as i8).clamp(0, 15) as u8;
        out.push(a | (b << 4));
    }
}

/// Q5_0 reference quantizer: the signed extreme maps to −16.
pub(super) fn quant_q5_0(x: &[f32], out: &mut Vec<u8>) {
    let d = signed_absmax(x) / -16.0;
    let id = inverse(d);
    let mut qh = 0u32;
    let mut qs = [0u8; 16];
    for j in 0..16 {
        let a = ((x[j] * id + 16.5) as i8).clamp(0, 31) as u8;
        let b = ((x[j + 16] * id + 16.5) as i8).clamp(0, 31) as u8;
        qs[j] = (a & 0x0f) | ((b & 0x0f) << 4);
        qh |= u32::from(a >> 4) << j;
        qh |= u32::from(b >> 4) << (j + 16);
    }
    out.extend_from_slice(&f16_bytes(d));
    out.extend_from_slice(&qh.to_le_bytes());
    out.extend_from_slice(&qs);
}

/// Q5_1 reference quantizer: `d = (max − min)/31`, `m = min`.
pub(super) fn quant_q5_1(x: &[f32], out: &mut Vec<u8>) {
    let (min, max) = min_max(x);
    let d = (max - min) / 31.0;
    let id = inverse(d);
    let mut qh = 0u32;
    let mut qs = [0u8; 16];
    for j in 0..16 {
        let a = (((x[j] - min) * id + 0.5) as i8).clamp(0, 31) as u8;
        let b = (((x[j + 16] - min) * id + 0.5) as i8).clamp(0, 31) as u8;
        qs[j] = (a & 0x0f) | ((b & 0x0f) << 4);
        qh |= u32::from(a >> 4) << j;
        qh |= u32::from(b >> 4) << (j + 16);
    }
    out.extend_from_slice(&f16_bytes(d));
    out.extend_from_slice(&f16_bytes(min));
    out.extend_from_slice(&qh.to_le_bytes());
    out.extend_from_slice(&qs);
}

/// Q8_0 reference quantizer: `d = amax/127`, `q = round(x/d)` (half away from zero, like `roundf`).
pub(super) fn quant_q8_0(x: &[f32], out: &mut Vec<u8>) {
    let amax = x.iter().fold(0.0f32, |m, v| m.max(v.abs()));
    let d = amax / 127.0;
    let id = inverse(d);
    out.extend_from_slice(&f16_bytes(d));
    out.extend(x.iter().map(|v| (v * id).round() as i8 as u8));
}
