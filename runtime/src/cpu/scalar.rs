//! Portable scalar dot products of one weight row against [`QuantizedActs`].
//!
//! For a 32-element activation group `b` with scale `a_b` and bytes `p`, and weights whose
//! group-`b` values are `w = s·q + m` (`s`, `m` the weight's float scale and offset for that
//! group, `q` small integers), the group contributes `a_b·(s·Σq·p + m·Σp)`; `Σq·p` is an exact
//! integer sum, so floats only enter once per group. Formats whose scale changes every 16 or 8
//! elements fold the integer scale into the integer sum first. These kernels define the numbers
//! the SIMD paths must reproduce (to float rounding), and serve every type on every machine.
//! Types without a dedicated integer kernel go through `generic`, which dequantizes one block
//! with the reference code of `strata_ir::quant` and multiplies it by `a_b·p`.

use super::acts::QuantizedActs;
use half::{bf16, f16};
use strata_ir::GgmlType;
use strata_ir::quant::blocks::{iq3_xxs, iq4_xs, q4_0, q4_k, q6_k, q8_0};
use strata_ir::quant::grids::{IQ3XXS_GRID, KSIGNS, KVALUES_IQ4NL};
use strata_ir::quant::iquants::iq4_xs_scale;
use strata_ir::quant::kquants::{q6_k_value, scale_min_k4};

fn f16_at(b: &[u8], at: usize) -> f32 {
    f16::from_le_bytes([b[at], b[at + 1]]).to_f32()
}

/// The dequantize-then-multiply path for types without an integer kernel.
pub(crate) fn generic(ty: GgmlType, row: &[u8], a: &QuantizedActs) -> f32 {
    let bs = ty.block_size();
    let mut buf = [0f32; 256];
    let mut acc = 0f32;
    for (blk, bytes) in row.chunks_exact(ty.type_size()).enumerate() {
        let w = &mut buf[..bs];
        if strata_ir::quant::dequantize(ty, bytes, w).is_err() {
            return f32::NAN;
        }
        for (g, wg) in w.chunks_exact(32).enumerate() {
            let gi = blk * bs / 32 + g;
            let p = &a.qs[32 * gi..32 * gi + 32];
            let s: f32 = wg.iter().zip(p).map(|(w, &p)| w * f32::from(p)).sum();
            acc += a.d[gi] * s;
        }
    }
    acc
}

/// [`generic`] of one row with every input of `a` into `out` (one result per input): each
/// block is dequantized once for all of them, and every input takes exactly [`generic`]'s
/// float steps, so the results are bit for bit the same (MXFP4 and the other types without an
/// integer kernel go through here in prompts).
pub(crate) fn generic_tile(ty: GgmlType, row: &[u8], a: &[&QuantizedActs], out: &mut [f32]) {
    let bs = ty.block_size();
    let mut buf = [0f32; 256];
    let out = &mut out[..a.len()];
    out.fill(0.0);
    for (blk, bytes) in row.chunks_exact(ty.type_size()).enumerate() {
        let w = &mut buf[..bs];
        if strata_ir::quant::dequantize(ty, bytes, w).is_err() {
            out.fill(f32::NAN);
            return;
        }
        for (g, wg) in w.chunks_exact(32).enumerate() {
            let gi = blk * bs / 32 + g;
            for (acc, a) in out.iter_mut().zip(a) {
                let p = &a.qs[32 * gi..32 * gi + 32];
                let s: f32 = wg.iter().zip(p).map(|(w, &p)| w * f32::from(p)).sum();
                *acc += a.d[gi] * s;
            }
        }
    }
}

/// F32 / F16 / BF16 rows against the unquantized activations.
pub(crate) fn float(ty: GgmlType, row: &[u8], a: &QuantizedActs) -> f32 {
    float_x(ty, row, &a.x)
}

/// [`float`] against the values `x` themselves (the SIMD kernels' tails).
pub(crate) fn float_x(ty: GgmlType, row: &[u8], x: &[f32]) -> f32 {
    match ty {
        GgmlType::F32 => row
            .chunks_exact(4)
            .zip(x)
            .map(|(c, x)| f32::from_le_bytes([c[0], c[1], c[2], c[3]]) * x)
            .sum(),
        GgmlType::F16 => row
            .chunks_exact(2)
            .zip(x)
            .map(|(c, x)| f16::from_le_bytes([c[0], c[1]]).to_f32() * x)
            .sum(),
        _ => row
            .chunks_exact(2)
            .zip(x)
            .map(|(c, x)| bf16::from_le_bytes([c[0], c[1]]).to_f32() * x)
            .sum(),
    }
}

/// [`float`] of one row with every input of `a` into `out`: the row is converted to f32 once,
/// then every input takes [`float`]'s products and sum in the same order (bit for bit).
pub(crate) fn float_tile(ty: GgmlType, row: &[u8], a: &[&QuantizedActs], out: &mut [f32]) {
    let w: Vec<f32> = match ty {
        GgmlType::F32 => row
            .chunks_exact(4)
            .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect(),
        GgmlType::F16 => row
            .chunks_exact(2)
            .map(|c| f16::from_le_bytes([c[0], c[1]]).to_f32())
            .collect(),
        _ => row
            .chunks_exact(2)
            .map(|c| bf16::from_le_bytes([c[0], c[1]]).to_f32())
            .collect(),
    };
    for (o, a) in out.iter_mut().zip(a) {
        *o = w.iter().zip(&a.x).map(|(w, x)| w * x).sum();
    }
}

pub(crate) fn q8_0(row: &[u8], a: &QuantizedActs) -> f32 {
    let mut acc = 0f32;
    for (b, blk) in row.chunks_exact(q8_0::SIZE).enumerate() {
        let p = &a.qs[32 * b..32 * b + 32];
        let s: i32 = blk[q8_0::QS..]
            .iter()
            .zip(p)
            .map(|(&q, &p)| i32::from(q as i8) * i32::from(p))
            .sum();
        acc += f16_at(blk, q8_0::D) * a.d[b] * s as f32;
    }
    acc
}

pub(crate) fn q4_0(row: &[u8], a: &QuantizedActs) -> f32 {
    let mut acc = 0f32;
    for (b, blk) in row.chunks_exact(q4_0::SIZE).enumerate() {
        let p = &a.qs[32 * b..32 * b + 32];
        let mut s = 0i32;
        for j in 0..16 {
            let q = blk[q4_0::QS + j];
            s += i32::from(q & 0x0f) * i32::from(p[j]) + i32::from(q >> 4) * i32::from(p[j + 16]);
        }
        s -= 8 * a.sums[b];
        acc += f16_at(blk, q4_0::D) * a.d[b] * s as f32;
    }
    acc
}

/// IQ4_NL uses the same nibble layout as Q4_0 with a value table.
pub(crate) fn iq4_nl(row: &[u8], a: &QuantizedActs) -> f32 {
    let mut acc = 0f32;
    for (b, blk) in row.chunks_exact(18).enumerate() {
        let p = &a.qs[32 * b..32 * b + 32];
        let mut s = 0i32;
        for j in 0..16 {
            let q = blk[2 + j];
            s += i32::from(KVALUES_IQ4NL[usize::from(q & 0x0f)]) * i32::from(p[j])
                + i32::from(KVALUES_IQ4NL[usize::from(q >> 4)]) * i32::from(p[j + 16]);
        }
        acc += f16_at(blk, 0) * a.d[b] * s as f32;
    }
    acc
}

pub(crate) fn q4_k(row: &[u8], a: &QuantizedActs) -> f32 {
    let mut acc = 0f32;
    for (sb, blk) in row.chunks_exact(q4_k::SIZE).enumerate() {
        let d = f16_at(blk, q4_k::D);
        let dmin = f16_at(blk, q4_k::DMIN);
        let scales = &blk[q4_k::SCALES..q4_k::SCALES + 12];
        for j in 0..8 {
            let g = 8 * sb + j;
            let (sc, m) = scale_min_k4(j, scales);
            let p = &a.qs[32 * g..32 * g + 32];
            let shift = 4 * (j % 2);
            let s: i32 = (0..32)
                .map(|l| {
                    i32::from((blk[q4_k::QS + 32 * (j / 2) + l] >> shift) & 0x0f) * i32::from(p[l])
                })
                .sum();
            acc += a.d[g] * (d * f32::from(sc) * s as f32 - dmin * f32::from(m) * a.sums[g] as f32);
        }
    }
    acc
}

pub(crate) fn q6_k(row: &[u8], a: &QuantizedActs) -> f32 {
    let mut acc = 0f32;
    for (sb, blk) in row.chunks_exact(q6_k::SIZE).enumerate() {
        let d = f16_at(blk, q6_k::D);
        for j in 0..8 {
            let g = 8 * sb + j;
            let p = &a.qs[32 * g..32 * g + 32];
            let mut s = 0i32;
            for h in 0..2 {
                let sc = i32::from(blk[q6_k::SCALES + 2 * j + h] as i8);
                let part: i32 = (0..16)
                    .map(|l| {
                        let e = 32 * j + 16 * h + l;
                        (i32::from(q6_k_value(blk, e)) - 32) * i32::from(p[16 * h + l])
                    })
                    .sum();
                s += sc * part;
            }
            acc += a.d[g] * d * s as f32;
        }
    }
    acc
}

pub(crate) fn iq4_xs(row: &[u8], a: &QuantizedActs) -> f32 {
    let mut acc = 0f32;
    for (sb, blk) in row.chunks_exact(iq4_xs::SIZE).enumerate() {
        let d = f16_at(blk, iq4_xs::D);
        for ib in 0..8 {
            let g = 8 * sb + ib;
            let p = &a.qs[32 * g..32 * g + 32];
            let mut s = 0i32;
            for j in 0..16 {
                let q = blk[iq4_xs::QS + 16 * ib + j];
                s += i32::from(KVALUES_IQ4NL[usize::from(q & 0x0f)]) * i32::from(p[j])
                    + i32::from(KVALUES_IQ4NL[usize::from(q >> 4)]) * i32::from(p[j + 16]);
            }
            acc += a.d[g] * (d * f32::from(iq4_xs_scale(blk, ib))) * s as f32;
        }
    }
    acc
}

pub(crate) fn iq3_xxs(row: &[u8], a: &QuantizedActs) -> f32 {
    let mut acc = 0f32;
    for (sb, blk) in row.chunks_exact(iq3_xxs::SIZE).enumerate() {
        let d = f16_at(blk, iq3_xxs::D);
        for ib in 0..8 {
            let g = 8 * sb + ib;
            let p = &a.qs[32 * g..32 * g + 32];
            let at = iq3_xxs::SCALES_AND_SIGNS + 4 * ib;
            let aux = u32::from_le_bytes([blk[at], blk[at + 1], blk[at + 2], blk[at + 3]]);
            let db = d * (0.5 + (aux >> 28) as f32) * 0.5;
            let mut s = 0i32;
            for k in 0..4 {
                let signs = KSIGNS[((aux >> (7 * k)) & 127) as usize];
                for h in 0..2 {
                    let idx = usize::from(blk[iq3_xxs::QS + 8 * ib + 2 * k + h]);
                    for (t, &m) in IQ3XXS_GRID[idx].to_le_bytes().iter().enumerate() {
                        let e = 4 * h + t;
                        let v = i32::from(m) * i32::from(p[8 * k + e]);
                        s += if signs & (1 << e) != 0 { -v } else { v };
                    }
                }
            }
            acc += a.d[g] * db * s as f32;
        }
    }
    acc
}
