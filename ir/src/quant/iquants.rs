//! The i-quants: IQ2_XXS, IQ2_XS, IQ2_S, IQ3_XXS, IQ3_S, IQ1_S, IQ1_M and IQ4_XS.
//!
//! Most i-quants store, per group of 8 (or 4) elements, an index into a lattice grid of
//! magnitudes (see [`super::grids`]) plus sign bits, and one small scale per 16 or 32 elements:
//! `x = db·grid[idx][k]·(±1)` with `db = d·(0.5 + s)·0.25` (IQ2), `d·(0.5 + s)·0.5` (IQ3_XXS) or
//! `d·(1 + 2s)` (IQ3_S). IQ1 uses ternary grids shifted by ±1/8: `x = dl·(grid[idx][k] ± 0.125)`
//! with `dl = d·(2s + 1)`. IQ4_XS is the 256-element, 6-bit-scaled form of IQ4_NL:
//! `x = d·(ls − 32)·kvalues[q]`. The float products are formed in ggml's order.

use super::blocks::{iq1_m, iq1_s, iq2_s, iq2_xs, iq2_xxs, iq3_s, iq3_xxs, iq4_xs};
use super::grids::{
    IQ1S_DELTA, IQ1S_GRID, IQ2S_GRID, IQ2XS_GRID, IQ2XXS_GRID, IQ3S_GRID, IQ3XXS_GRID, KSIGNS,
    KVALUES_IQ4NL,
};
use super::{f16_at, u16_at, u32_at};
use half::f16;

/// Writes `db·grid·sign` for one group of `grid.len()` elements; bit `k` of `signs` negates
/// element `k`.
fn put_signed(y: &mut [f32], db: f32, grid: &[u8], signs: u8) {
    for (k, (o, &g)) in y.iter_mut().zip(grid).enumerate() {
        let s = if signs & (1 << k) != 0 { -1.0 } else { 1.0 };
        *o = db * f32::from(g) * s;
    }
}

/// IQ2_XXS: per 32 elements `aux0` (four grid indices) and `aux1` (four 7-bit sign indices, then
/// the 4-bit scale in the top bits).
pub(super) fn dequant_iq2_xxs(b: &[u8], y: &mut [f32]) {
    let d = f16_at(b, iq2_xxs::D);
    for ib in 0..8 {
        let base = iq2_xxs::QS + 8 * ib;
        let aux1 = u32_at(b, base + 4);
        let db = d * (0.5 + (aux1 >> 28) as f32) * 0.25;
        for k in 0..4 {
            let grid = IQ2XXS_GRID[usize::from(b[base + k])].to_le_bytes();
            let signs = KSIGNS[((aux1 >> (7 * k)) & 127) as usize];
            put_signed(
                &mut y[32 * ib + 8 * k..32 * ib + 8 * k + 8],
                db,
                &grid,
                signs,
            );
        }
    }
}

/// IQ2_XS: 32 u16 (9-bit grid index, 7-bit sign index), a 4-bit scale per 16 elements.
pub(super) fn dequant_iq2_xs(b: &[u8], y: &mut [f32]) {
    let d = f16_at(b, iq2_xs::D);
    for g in 0..32 {
        let q = u16_at(b, iq2_xs::QS + 2 * g);
        let s = (b[iq2_xs::SCALES + g / 4] >> (4 * ((g / 2) % 2))) & 0x0f;
        let db = d * (0.5 + f32::from(s)) * 0.25;
        let grid = IQ2XS_GRID[usize::from(q & 511)].to_le_bytes();
        put_signed(
            &mut y[8 * g..8 * g + 8],
            db,
            &grid,
            KSIGNS[usize::from(q >> 9)],
        );
    }
}

/// IQ2_S: 10-bit grid indices (8 low bits + 2 from `qh`), explicit sign bytes.
pub(super) fn dequant_iq2_s(b: &[u8], y: &mut [f32]) {
    let d = f16_at(b, iq2_s::D);
    for g in 0..32 {
        let hi = (b[iq2_s::QH + g / 4] >> (2 * (g % 4))) & 3;
        let idx = usize::from(b[iq2_s::QS + g]) | (usize::from(hi) << 8);
        let s = (b[iq2_s::SCALES + g / 4] >> (4 * ((g / 2) % 2))) & 0x0f;
        let db = d * (0.5 + f32::from(s)) * 0.25;
        let grid = IQ2S_GRID[idx].to_le_bytes();
        put_signed(&mut y[8 * g..8 * g + 8], db, &grid, b[iq2_s::SIGNS + g]);
    }
}

/// IQ3_XXS: 64 grid indices of 4 elements; per 32 elements a u32 of sign indices and the scale.
pub(super) fn dequant_iq3_xxs(b: &[u8], y: &mut [f32]) {
    let d = f16_at(b, iq3_xxs::D);
    for ib in 0..8 {
        let aux = u32_at(b, iq3_xxs::SCALES_AND_SIGNS + 4 * ib);
        let db = d * (0.5 + (aux >> 28) as f32) * 0.5;
        for k in 0..4 {
            let signs = KSIGNS[((aux >> (7 * k)) & 127) as usize];
            let i0 = usize::from(b[iq3_xxs::QS + 8 * ib + 2 * k]);
            let i1 = usize::from(b[iq3_xxs::QS + 8 * ib + 2 * k + 1]);
            let mut grid = [0u8; 8];
            grid[..4].copy_from_slice(&IQ3XXS_GRID[i0].to_le_bytes());
            grid[4..].copy_from_slice(&IQ3XXS_GRID[i1].to_le_bytes());
            put_signed(
                &mut y[32 * ib + 8 * k..32 * ib + 8 * k + 8],
                db,
                &grid,
                signs,
            );
        }
    }
}

/// IQ3_S: 9-bit grid indices of 4 elements, explicit sign bits, a 4-bit scale per 32 elements.
pub(super) fn dequant_iq3_s(b: &[u8], y: &mut [f32]) {
    let d = f16_at(b, iq3_s::D);
    for ib in 0..8 {
        let s = (b[iq3_s::SCALES + ib / 2] >> (4 * (ib % 2))) & 0x0f;
        let db = d * f32::from(1 + 2 * s);
        for k in 0..4 {
            let mut grid = [0u8; 8];
            for h in 0..2 {
                let p = 8 * ib + 2 * k + h;
                let hi = (b[iq3_s::QH + p / 8] >> (p % 8)) & 1;
                let idx = usize::from(b[iq3_s::QS + p]) | (usize::from(hi) << 8);
                grid[4 * h..4 * h + 4].copy_from_slice(&IQ3S_GRID[idx].to_le_bytes());
            }
            let signs = b[iq3_s::SIGNS + 4 * ib + k];
            put_signed(
                &mut y[32 * ib + 8 * k..32 * ib + 8 * k + 8],
                db,
                &grid,
                signs,
            );
        }
    }
}

/// Writes `dl·(grid + delta)` for one IQ1 group of 8.
fn put_iq1(y: &mut [f32], dl: f32, idx: usize, delta: f32) {
    for (o, &g) in y.iter_mut().zip(&IQ1S_GRID[idx].to_le_bytes()) {
        *o = dl * (f32::from(g as i8) + delta);
    }
}

/// IQ1_S: per 32 elements a u16 `qh`: 3 high index bits per group, a 3-bit scale (bits 12..15)
/// and the delta's sign (bit 15).
pub(super) fn dequant_iq1_s(b: &[u8], y: &mut [f32]) {
    let d = f16_at(b, iq1_s::D);
    for ib in 0..8 {
        let qh = u16_at(b, iq1_s::QH + 2 * ib);
        let dl = d * f32::from(2 * ((qh >> 12) & 7) + 1);
        let delta = if qh & 0x8000 != 0 {
            -IQ1S_DELTA
        } else {
            IQ1S_DELTA
        };
        for k in 0..4 {
            let idx =
                usize::from(b[iq1_s::QS + 4 * ib + k]) | (usize::from((qh >> (3 * k)) & 7) << 8);
            put_iq1(&mut y[32 * ib + 8 * k..32 * ib + 8 * k + 8], dl, idx, delta);
        }
    }
}

/// IQ1_M: the f16 super-scale is the top nibbles of the four scale u16s; 3-bit scales per 16
/// elements; a nibble per group of 8 (3 high index bits, delta sign).
pub(super) fn dequant_iq1_m(b: &[u8], y: &mut [f32]) {
    let sc: [u16; 4] = std::array::from_fn(|i| u16_at(b, iq1_m::SCALES + 2 * i));
    let bits = (sc[0] >> 12) | ((sc[1] >> 8) & 0x00f0) | ((sc[2] >> 4) & 0x0f00) | (sc[3] & 0xf000);
    let d = f16::from_bits(bits).to_f32();
    for g in 0..32 {
        let half = g / 2;
        let s = (sc[half / 4] >> (3 * (half % 4))) & 7;
        let dl = d * f32::from(2 * s + 1);
        let nib = (b[iq1_m::QH + g / 2] >> (4 * (g % 2))) & 0x0f;
        let idx = usize::from(b[iq1_m::QS + g]) | (usize::from(nib & 7) << 8);
        let delta = if nib & 8 != 0 {
            -IQ1S_DELTA
        } else {
            IQ1S_DELTA
        };
        put_iq1(&mut y[8 * g..8 * g + 8], dl, idx, delta);
    }
}

/// The signed 6-bit scale `ls − 32` of IQ4_XS sub-block `ib`.
pub fn iq4_xs_scale(b: &[u8], ib: usize) -> i8 {
    let lo = (b[iq4_xs::SCALES_L + ib / 2] >> (4 * (ib % 2))) & 0x0f;
    let hi = ((u16_at(b, iq4_xs::SCALES_H) >> (2 * ib)) & 3) as u8;
    (lo | (hi << 4)) as i8 - 32
}

/// IQ4_XS: per 32 elements 16 bytes of nibbles laid out like IQ4_NL.
pub(super) fn dequant_iq4_xs(b: &[u8], y: &mut [f32]) {
    let d = f16_at(b, iq4_xs::D);
    for ib in 0..8 {
        let dl = d * f32::from(iq4_xs_scale(b, ib));
        for j in 0..16 {
            let q = b[iq4_xs::QS + 16 * ib + j];
            y[32 * ib + j] = dl * f32::from(KVALUES_IQ4NL[usize::from(q & 0x0f)]);
            y[32 * ib + j + 16] = dl * f32::from(KVALUES_IQ4NL[usize::from(q >> 4)]);
        }
    }
}
