//! Lookup tables derived from the GGUF grids for the SIMD kernels.
//!
//! `NIBBLE_PARITY` completes a 7-bit sign index of IQ3_XXS into its `KSIGNS` byte (the eighth
//! bit makes the number of negated elements even) by two in-register byte shuffles, one per
//! nibble, so the x86 kernel forms all 32 sign bytes of a super-block at once instead of loading
//! them from a table one by one. `IQ3XXS_PLANES` stores the IQ3_XXS grid byte plane by byte
//! plane, the layout 64-byte table permutes (AVX-512 VBMI) look up from. `k4_scales` unpacks all
//! eight 6-bit scales and minimums of a Q4_K super-block at once.

/// `0x80` at index `n` when the nibble `n` has an odd number of set bits, else 0.
use strata_ir::quant::grids::IQ3XXS_GRID;

#[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
pub(crate) static NIBBLE_PARITY: [u8; 16] = nibble_parity();

#[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
const fn nibble_parity() -> [u8; 16] {
    let mut t = [0u8; 16];
    let mut n = 0;
    while n < 16 {
        t[n] = ((n as u32).count_ones() as u8 & 1) << 7;
        n += 1;
    }
    t
}

/// The IQ3_XXS grid as four byte planes of 256 bytes, 64-byte aligned: byte `256·k + i` is byte
/// `k` (element `k`) of grid point `i`. Four 64-byte vectors hold one plane, so two two-table
/// byte permutes (`vpermi2b`, 7 index bits each) and a blend on the index's top bit look up one
/// byte of 64 grid points at once.
#[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
#[repr(C, align(64))]
pub(crate) struct GridPlanes(pub(crate) [u8; 1024]);

#[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
pub(crate) static IQ3XXS_PLANES: GridPlanes = iq3xxs_planes();

#[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
const fn iq3xxs_planes() -> GridPlanes {
    let mut t = [0u8; 1024];
    let mut k = 0;
    while k < 4 {
        let mut i = 0;
        while i < 256 {
            t[256 * k + i] = IQ3XXS_GRID[i].to_le_bytes()[k];
            i += 1;
        }
        k += 1;
    }
    GridPlanes(t)
}

/// The eight 6-bit scales and eight 6-bit minimums packed in a Q4_K/Q5_K super-block's 12 scale
/// bytes, as two u64 of eight bytes (byte `j` belongs to sub-block `j`). Sub-blocks 0..4 keep
/// their scale and minimum in the low six bits of bytes 0..4 and 4..8; sub-blocks 4..8 take
/// their low four bits from the nibbles of bytes 8..12 and their top two bits from the top bits
/// of bytes 0..4 (scales) and 4..8 (minimums). Word-wide, that is four masks and shifts.
#[inline]
pub(crate) fn k4_scales(s: &[u8]) -> (u64, u64) {
    let w = |i: usize| u32::from_le_bytes([s[4 * i], s[4 * i + 1], s[4 * i + 2], s[4 * i + 3]]);
    let (w0, w1, w2) = (w(0), w(1), w(2));
    let sc_lo = w0 & 0x3f3f_3f3f;
    let m_lo = w1 & 0x3f3f_3f3f;
    let sc_hi = (w2 & 0x0f0f_0f0f) | (((w0 >> 6) & 0x0303_0303) << 4);
    let m_hi = ((w2 >> 4) & 0x0f0f_0f0f) | (((w1 >> 6) & 0x0303_0303) << 4);
    (
        u64::from(sc_lo) | (u64::from(sc_hi) << 32),
        u64::from(m_lo) | (u64::from(m_hi) << 32),
    )
}

#[cfg(test)]
mod tests {
    use super::{IQ3XXS_PLANES, NIBBLE_PARITY, k4_scales};
    use strata_ir::quant::grids::{IQ3XXS_GRID, KSIGNS};
    use strata_ir::quant::kquants::scale_min_k4;

    #[test]
    fn k4_scales_unpacks_like_the_reference() {
        let mut s = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..2000 {
            let mut b = [0u8; 12];
            for x in &mut b {
                s ^= s << 13;
                s ^= s >> 7;
                s ^= s << 17;
                *x = s as u8;
            }
            let (sc, m) = k4_scales(&b);
            for j in 0..8 {
                let (want_sc, want_m) = scale_min_k4(j, &b);
                assert_eq!(sc.to_le_bytes()[j], want_sc, "{b:?} scale {j}");
                assert_eq!(m.to_le_bytes()[j], want_m, "{b:?} min {j}");
            }
        }
    }

    #[test]
    fn iq3xxs_planes_split_the_grid() {
        for (i, &point) in IQ3XXS_GRID.iter().enumerate() {
            for (k, &byte) in point.to_le_bytes().iter().enumerate() {
                assert_eq!(IQ3XXS_PLANES.0[256 * k + i], byte, "point {i} byte {k}");
            }
        }
    }

    /// The x86 IQ3_XXS kernel forms each sign byte as the 7 stored bits plus the XOR of the
    /// parity bits of their two nibbles; that must give exactly `KSIGNS`.
    #[test]
    fn nibble_parity_completes_ksigns() {
        for (i, &want) in KSIGNS.iter().enumerate() {
            let parity = NIBBLE_PARITY[i & 15] ^ NIBBLE_PARITY[i >> 4];
            assert_eq!(i as u8 | parity, want, "index {i}");
        }
    }
}
