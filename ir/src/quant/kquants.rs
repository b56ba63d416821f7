//! The k-quants: Q2_K, Q3_K, Q4_K, Q5_K, Q6_K (256-element super-blocks with quantized
//! sub-block scales) and Q8_K, plus ggml's reference quantizers for Q4_K and Q6_K.
//!
//! A super-block holds an f16 `d` (and for the asymmetric formats an f16 `dmin`) and small
//! integer scales `sc_j` (and mins `m_j`) per sub-block of 16 or 32 elements, so
//! `x = (d·sc_j)·q − (dmin·m_j)` (Q2_K, Q4_K, Q5_K) or `x = (d·sc_j)·q` with signed `q`
//! (Q3_K, Q6_K). The parenthesised products are formed first, exactly as ggml does, which keeps
//! the results bit-identical.

use super::blocks::{q2_k, q3_k, q4_k, q5_k, q6_k, q8_k};
use super::{f16_at, f16_bytes, nearest_int};
use half::f16;

/// Unpacks the 6-bit scale and min of sub-block `j` (0..8) from Q4_K/Q5_K's 12 scale bytes:
/// bytes 0..4 hold `sc_0..3` (low 6 bits) and the top bits of `sc_4..7`, bytes 4..8 the same for
/// the mins, bytes 8..12 the low nibbles of `sc_4..7` / `m_4..7`.
pub fn scale_min_k4(j: usize, s: &[u8]) -> (u8, u8) {
    if j < 4 {
        (s[j] & 63, s[j + 4] & 63)
    } else {
        (
            (s[j + 4] & 0x0f) | ((s[j - 4] >> 6) << 4),
            (s[j + 4] >> 4) | ((s[j] >> 6) << 4),
        )
    }
}

/// Q2_K: sub-block `i` of 16 has `sc = scales[i] & 15`, `m = scales[i] >> 4`; element `e` is the
/// 2-bit field `(e % 128) / 32` of byte `32·(e / 128) + e % 32`.
pub(super) fn dequant_q2_k(b: &[u8], y: &mut [f32]) {
    let d = f16_at(b, q2_k::D);
    let dmin = f16_at(b, q2_k::DMIN);
    for (e, out) in y.iter_mut().enumerate() {
        let sc = b[q2_k::SCALES + e / 16];
        let dl = d * f32::from(sc & 0x0f);
        let ml = dmin * f32::from(sc >> 4);
        let shift = 2 * ((e % 128) / 32);
        let q = (b[q2_k::QS + 32 * (e / 128) + e % 32] >> shift) & 3;
        *out = dl * f32::from(q) - ml;
    }
}

/// Q3_K's 16 signed 6-bit scales: low nibbles from bytes 0..8 (the high nibble for `i ≥ 8`), the
/// top two bits from bytes 8..12.
fn q3_k_scale(s: &[u8], i: usize) -> i8 {
    let lo = if i < 8 { s[i] & 0x0f } else { s[i - 8] >> 4 };
    let hi = (s[8 + i % 4] >> (2 * (i / 4))) & 3;
    (lo | (hi << 4)) as i8 - 32
}

/// Q3_K: `q = low2 − 4` unless the element's `hmask` bit is set.
pub(super) fn dequant_q3_k(b: &[u8], y: &mut [f32]) {
    let d = f16_at(b, q3_k::D);
    let scales = &b[q3_k::SCALES..q3_k::SCALES + 12];
    for (e, out) in y.iter_mut().enumerate() {
        let dl = d * f32::from(q3_k_scale(scales, e / 16));
        let shift = 2 * ((e % 128) / 32);
        let low = ((b[q3_k::QS + 32 * (e / 128) + e % 32] >> shift) & 3) as i8;
        let hbit = (b[q3_k::HMASK + e % 32] >> (e / 32)) & 1;
        let q = low - if hbit == 0 { 4 } else { 0 };
        *out = dl * f32::from(q);
    }
}

/// Q4_K: element `e` is nibble `(e % 64) / 32` of byte `32·(e / 64) + e % 32`.
pub(super) fn dequant_q4_k(b: &[u8], y: &mut [f32]) {
    let d = f16_at(b, q4_k::D);
    let dmin = f16_at(b, q4_k::DMIN);
    let scales = &b[q4_k::SCALES..q4_k::SCALES + 12];
    for j in 0..8 {
        let (sc, m) = scale_min_k4(j, scales);
        let dl = d * f32::from(sc);
        let ml = dmin * f32::from(m);
        let shift = 4 * (j % 2);
        for l in 0..32 {
            let q = (b[q4_k::QS + 32 * (j / 2) + l] >> shift) & 0x0f;
            y[32 * j + l] = dl * f32::from(q) - ml;
        }
    }
}

/// Q5_K: Q4_K's nibble plus bit `e / 32` of `qh[e % 32]` as the fifth bit.
pub(super) fn dequant_q5_k(b: &[u8], y: &mut [f32]) {
    let d = f16_at(b, q5_k::D);
    let dmin = f16_at(b, q5_k::DMIN);
    let scales = &b[q5_k::SCALES..q5_k::SCALES + 12];
    for j in 0..8 {
        let (sc, m) = scale_min_k4(j, scales);
        let dl = d * f32::from(sc);
        let ml = dmin * f32::from(m);
        let shift = 4 * (j % 2);
        for l in 0..32 {
            let lo = (b[q5_k::QS + 32 * (j / 2) + l] >> shift) & 0x0f;
            let hi = (b[q5_k::QH + l] >> j) & 1;
            y[32 * j + l] = dl * f32::from(lo | (hi << 4)) - ml;
        }
    }
}

/// The 6-bit value of Q6_K element `e` (0..64 unsigned; subtract 32 for the signed level).
pub fn q6_k_value(b: &[u8], e: usize) -> u8 {
    let half = e / 128;
    let r = e % 128;
    let ql = b[q6_k::QL + 64 * half + r % 64];
    let lo = if r < 64 { ql & 0x0f } else { ql >> 4 };
    let hi = (b[q6_k::QH + 32 * half + r % 32] >> (2 * (r / 32))) & 3;
    lo | (hi << 4)
}

/// Q6_K: `x = (d·sc_i)·(q − 32)` with 16 signed 8-bit scales.
pub(super) fn dequant_q6_k(b: &[u8], y: &mut [f32]) {
    let d = f16_at(b, q6_k::D);
    for (e, out) in y.iter_mut().enumerate() {
        let sc = b[q6_k::SCALES + e / 16] as i8;
        let dl = d * f32::from(sc);
        *out = dl * f32::from(q6_k_value(b, e) as i8 - 32);
    }
}

/// Q8_K: `x = d·q` with an f32 `d`.
pub(super) fn dequant_q8_k(b: &[u8], y: &mut [f32]) {
    let d = f32::from_le_bytes([b[0], b[1], b[2], b[3]]);
    for (x, &q) in y.iter_mut().zip(&b[q8_k::QS..q8_k::BSUMS]) {
        *x = d * f32::from(q as i8);
    }
}

/// ggml's `make_qkx2_quants`: fits `x ≈ scale·L + min` (L in 0..=nmax, min ≤ 0) by weighted least
/// squares over `nstep + 1` trial inverse scales. Returns `(scale, −min)`.
#[allow(clippy::too_many_arguments)]
fn make_qkx2_quants(
    nmax: i32,
    x: &[f32],
    weights: &[f32],
    l_out: &mut [u8],
    l_aux: &mut [u8],
    rmin: f32,
    rdelta: f32,
    nstep: i32,
) -> (f32, f32) {
    let n = x.len();
    let mut min = x[0];
    let mut max = x[0];
    let mut sum_w = weights[0];
    let mut sum_x = sum_w * x[0];
    for i in 1..n {
        if x[i] < min {
            min = x[i];
        }
        if x[i] > max {
            max = x[i];
        }
        let w = weights[i];
        sum_w += w;
        sum_x += w * x[i];
    }
    if min > 0.0 {
        min = 0.0;
    }
    if max == min {
        l_out.iter_mut().for_each(|l| *l = 0);
        return (0.0, -min);
    }
    let mut iscale = nmax as f32 / (max - min);
    let mut scale = 1.0 / iscale;
    let mut best = 0.0f32;
    for i in 0..n {
        let l = nearest_int(iscale * (x[i] - min)).clamp(0, nmax);
        l_out[i] = l as u8;
        let diff = scale * l as f32 + min - x[i];
        best += weights[i] * (diff * diff);
    }
    for is in 0..=nstep {
        iscale = (rmin + rdelta * is as f32 + nmax as f32) / (max - min);
        let (mut sum_l, mut sum_l2, mut sum_xl) = (0.0f32, 0.0f32, 0.0f32);
        for i in 0..n {
            let l = nearest_int(iscale * (x[i] - min)).clamp(0, nmax);
            l_aux[i] = l as u8;
            let w = weights[i];
            let lf = l as f32;
            sum_l += w * lf;
            sum_l2 += w * lf * lf;
            sum_xl += w * lf * x[i];
        }
        let det = sum_w * sum_l2 - sum_l * sum_l;
        if det > 0.0 {
            let mut this_scale = (sum_w * sum_xl - sum_x * sum_l) / det;
            let mut this_min = (sum_l2 * sum_x - sum_l * sum_xl) / det;
            if this_min > 0.0 {
                this_min = 0.0;
                this_scale = sum_xl / sum_l2;
            }
            let mut err = 0.0f32;
            for i in 0..n {
                let diff = this_scale * f32::from(l_aux[i]) + this_min - x[i];
                err += weights[i] * (diff * diff);
            }
            if err < best {
                l_out.copy_from_slice(l_aux);
                best = err;
                scale = this_scale;
                min = this_min;
            }
        }
    }
    (scale, -min)
}

/// Q4_K reference quantizer (ggml's `quantize_row_q4_K_ref`, no importance matrix): per
/// sub-block of 32 a weighted (scale, min) fit, then both quantized to 6 bits against the
/// super-block maxima, then every element re-rounded against the quantized scale and min.
pub(super) fn quant_q4_k(x: &[f32], out: &mut Vec<u8>) {
    let mut l = [0u8; 256];
    let mut l_aux = [0u8; 32];
    let mut weights = [0f32; 32];
    let mut scales = [0f32; 8];
    let mut mins = [0f32; 8];
    let mut max_scale = 0.0f32;
    let mut max_min = 0.0f32;
    for j in 0..8 {
        let xs = &x[32 * j..32 * j + 32];
        let sum_x2 = xs.iter().fold(0.0f32, |s, v| s + v * v);
        let av_x = (sum_x2 / 32.0).sqrt();
        for (w, v) in weights.iter_mut().zip(xs) {
            *w = av_x + v.abs();
        }
        let (s, m) = make_qkx2_quants(
            15,
            xs,
            &weights,
            &mut l[32 * j..32 * j + 32],
            &mut l_aux,
            -1.0,
            0.1,
            20,
        );
        scales[j] = s;
        mins[j] = m;
        if s > max_scale {
            max_scale = s;
        }
        if m > max_min {
            max_min = m;
        }
    }
    let inv_scale = if max_scale > 0.0 {
        63.0 / max_scale
    } else {
        0.0
    };
    let inv_min = if max_min > 0.0 { 63.0 / max_min } else { 0.0 };
    let mut packed = [0u8; 12];
    for j in 0..8 {
        // ggml stores the rounded value in a uint8_t before clamping, so negatives wrap.
        let ls = (nearest_int(inv_scale * scales[j]) as u8).min(63);
        let lm = (nearest_int(inv_min * mins[j]) as u8).min(63);
        if j < 4 {
            packed[j] = ls;
            packed[j + 4] = lm;
        } else {
            packed[j + 4] = (ls & 0x0f) | ((lm & 0x0f) << 4);
            packed[j - 4] |= (ls >> 4) << 6;
            packed[j] |= (lm >> 4) << 6;
        }
    }
    let d16 = f16::from_f32(max_scale / 63.0);
    let dmin16 = f16::from_f32(max_min / 63.0);
    for j in 0..8 {
        let (sc, m) = scale_min_k4(j, &packed);
        let d = d16.to_f32() * f32::from(sc);
        if d == 0.0 {
            continue;
        }
        let dm = dmin16.to_f32() * f32::from(m);
        for i in 0..32 {
            l[32 * j + i] = nearest_int((x[32 * j + i] + dm) / d).clamp(0, 15) as u8;
        }
    }
    out.extend_from_slice(&d16.to_le_bytes());
    out.extend_from_slice(&dmin16.to_le_bytes());
    out.extend_from_slice(&packed);
    for j in (0..256).step_by(64) {
        out.extend((0..32).map(|i| l[j + i] | (l[j + i + 32] << 4)));
    }
}

/// Below this magnitude ggml treats a group as all zeros (`GROUP_MAX_EPS`).
const GROUP_MAX_EPS: f32 = 1e-15;

/// ggml's `make_qx_quants` with `rmse_type = 1` (weights `x²`): a symmetric fit `x ≈ scale·L`
/// with L in `−nmax..nmax`, refined over 18 trial scales. Writes `L + nmax` and returns the scale.
fn make_qx_quants(nmax: i32, x: &[f32], l_out: &mut [u8]) -> f32 {
    let mut max = 0.0f32;
    let mut amax = 0.0f32;
    for &v in x {
        if v.abs() > amax {
            amax = v.abs();
            max = v;
        }
    }
    if amax < GROUP_MAX_EPS {
        l_out.iter_mut().for_each(|l| *l = 0);
        return 0.0;
    }
    let level = |iscale: f32, v: f32| nearest_int(iscale * v).clamp(-nmax, nmax - 1);
    let sums = |iscale: f32| {
        let (mut sumlx, mut suml2) = (0.0f32, 0.0f32);
        for &v in x {
            let l = level(iscale, v) as f32;
            let w = v * v;
            sumlx += w * v * l;
            suml2 += w * l * l;
        }
        (sumlx, suml2)
    };
    let mut iscale = -(nmax as f32) / max;
    for (o, &v) in l_out.iter_mut().zip(x) {
        *o = (level(iscale, v) + nmax) as u8;
    }
    let (sumlx, suml2) = sums(iscale);
    let mut scale = if suml2 != 0.0 { sumlx / suml2 } else { 0.0 };
    let mut best = scale * sumlx;
    for is in -9..=9 {
        if is == 0 {
            continue;
        }
        iscale = -(nmax as f32 + 0.1 * is as f32) / max;
        let (sumlx, suml2) = sums(iscale);
        if suml2 > 0.0 && sumlx * sumlx > best * suml2 {
            for (o, &v) in l_out.iter_mut().zip(x) {
                *o = (level(iscale, v) + nmax) as u8;
            }
            scale = sumlx / suml2;
            best = scale * sumlx;
        }
    }
    scale
}

/// Q6_K reference quantizer (ggml's `quantize_row_q6_K_ref`, no importance matrix).
pub(super) fn quant_q6_k(x: &[f32], out: &mut Vec<u8>) {
    let mut l = [0u8; 256];
    let mut scales = [0f32; 16];
    let mut max_scale = 0.0f32;
    let mut max_abs_scale = 0.0f32;
    for ib in 0..16 {
        let s = make_qx_quants(32, &x[16 * ib..16 * ib + 16], &mut l[16 * ib..16 * ib + 16]);
        scales[ib] = s;
        if s.abs() > max_abs_scale {
            max_abs_scale = s.abs();
            max_scale = s;
        }
    }
    if max_abs_scale < GROUP_MAX_EPS {
        out.extend(std::iter::repeat_n(0u8, q6_k::SIZE));
        return;
    }
    let iscale = -128.0 / max_scale;
    let d16 = f16::from_f32(1.0 / iscale);
    let mut sc = [0i8; 16];
    for ib in 0..16 {
        sc[ib] = nearest_int(iscale * scales[ib]).min(127) as i8;
    }
    for j in 0..16 {
        let d = d16.to_f32() * f32::from(sc[j]);
        if d == 0.0 {
            continue;
        }
        for i in 0..16 {
            let q = nearest_int(x[16 * j + i] / d).clamp(-32, 31);
            l[16 * j + i] = (q + 32) as u8;
        }
    }
    let mut ql = [0u8; 128];
    let mut qh = [0u8; 64];
    for half in 0..2 {
        let (j, lo, hi) = (128 * half, 64 * half, 32 * half);
        for i in 0..32 {
            let q = [l[j + i], l[j + i + 32], l[j + i + 64], l[j + i + 96]];
            ql[lo + i] = (q[0] & 0x0f) | ((q[2] & 0x0f) << 4);
            ql[lo + i + 32] = (q[1] & 0x0f) | ((q[3] & 0x0f) << 4);
            qh[hi + i] = (q[0] >> 4) | ((q[1] >> 4) << 2) | ((q[2] >> 4) << 4) | ((q[3] >> 4) << 6);
        }
    }
    out.extend_from_slice(&ql);
    out.extend_from_slice(&qh);
    out.extend(sc.iter().map(|&s| s as u8));
    out.extend_from_slice(&f16_bytes(1.0 / iscale));
}
