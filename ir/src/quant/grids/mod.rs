//! Lookup tables of the i-quant families and MXFP4: lattice grids, the sign table and the
//! non-linear 4-bit value tables.
//!
//! The grids are stored exactly as llama.cpp stores them (one little-endian word per grid point,
//! one byte per element), so SIMD kernels can load a point as a vector lane directly.

mod iq1s;
mod iq2s;
mod iq2xs;
mod iq2xxs;
mod iq3s;
mod iq3xxs;
mod ksigns;

pub use iq1s::IQ1S_GRID;
pub use iq2s::IQ2S_GRID;
pub use iq2xs::IQ2XS_GRID;
pub use iq2xxs::IQ2XXS_GRID;
pub use iq3s::IQ3S_GRID;
pub use iq3xxs::IQ3XXS_GRID;
pub use ksigns::KSIGNS;

/// IQ4_NL / IQ4_XS: the 16 non-uniform levels a 4-bit index selects (llama.cpp's `kvalues_iq4nl`).
pub const KVALUES_IQ4NL: [i8; 16] = [
    -127, -104, -83, -65, -49, -35, -22, -10, 1, 13, 25, 38, 53, 69, 89, 113,
];

/// MXFP4: the 16 FP4 (e2m1) values doubled so they are integers (llama.cpp's `kvalues_mxfp4`);
/// the block scale is halved to compensate (see [`e8m0_to_f32_half`]).
pub const KVALUES_MXFP4: [i8; 16] = [0, 1, 2, 3, 4, 6, 8, 12, 0, -1, -2, -3, -4, -6, -8, -12];

/// The IQ1_S / IQ1_M offset added to every grid value before scaling.
pub const IQ1S_DELTA: f32 = 0.125;

/// Half of the power of two an E8M0 exponent byte encodes, `2^(e - 127) / 2`, built from bits
/// the way ggml's `ggml_e8m0_to_fp32_half` does (denormal results for `e < 2`).
pub fn e8m0_to_f32_half(e: u8) -> f32 {
    let bits = if e < 2 {
        0x0020_0000u32 << e
    } else {
        u32::from(e - 1) << 23
    };
    f32::from_bits(bits)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ksigns_have_even_parity() {
        for (i, &s) in KSIGNS.iter().enumerate() {
            assert_eq!(s & 0x7f, i as u8);
            assert_eq!(s.count_ones() % 2, 0);
        }
    }

    #[test]
    fn grids_use_only_their_levels() {
        let ok2 = |b: u8| matches!(b, 0x08 | 0x19 | 0x2b);
        for g in IQ2XXS_GRID.iter().chain(&IQ2XS_GRID).chain(&IQ2S_GRID) {
            assert!(g.to_le_bytes().iter().all(|&b| ok2(b)));
        }
        for g in &IQ3XXS_GRID {
            assert!(g.to_le_bytes().iter().all(|&b| b % 8 == 4 || b == 0x3e));
        }
        for g in &IQ3S_GRID {
            assert!(g.to_le_bytes().iter().all(|&b| b % 2 == 1 && b <= 15));
        }
        for g in &IQ1S_GRID {
            assert!(g.to_le_bytes().iter().all(|&b| matches!(b as i8, -1..=1)));
        }
    }

    #[test]
    fn e8m0_half_is_a_power_of_two() {
        assert_eq!(e8m0_to_f32_half(127), 0.5);
        assert_eq!(e8m0_to_f32_half(128), 1.0);
        assert_eq!(e8m0_to_f32_half(0), 2f32.powi(-128));
        assert_eq!(e8m0_to_f32_half(1), 2f32.powi(-127));
        assert!(e8m0_to_f32_half(255).is_finite());
    }
}
