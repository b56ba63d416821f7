//! Lookup tables derived from the GGUF grids for the SIMD kernels.
//!
//! `SIGNS64[i]` expands the 8-bit sign pattern `KSIGNS[i]` (7 stored bits plus the even-parity
//! eighth bit) into eight bytes, `-1` (0xff) where the element is negated and `+1` elsewhere, so
//! one 64-bit load gives the multiplier a byte sign-transfer (`psignb`, `vmulq`) needs for eight
//! elements, instead of testing bits lane by lane. `k4_scales` unpacks all eight 6-bit scales
//! and minimums of a Q4_K super-block at once.

/// Eight ±1 bytes per 7-bit sign index (see the module documentation).
#[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
pub(crate) static SIGNS64: [u64; 128] = signs64();

#[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
const fn signs64() -> [u64; 128] {
    let mut t = [0u64; 128];
    let mut i = 0;
    while i < 128 {
        // The eighth bit makes the number of negated elements even (llama.cpp's `ksigns_iq2xs`).
        let pattern = i | (((i as u32).count_ones() as usize & 1) << 7);
        let mut v = 0u64;
        let mut e = 0;
        while e < 8 {
            let byte: u64 = if pattern & (1 << e) != 0 { 0xff } else { 0x01 };
            v |= byte << (8 * e);
            e += 1;
        }
        t[i] = v;
        i += 1;
    }
    t
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
    use super::{SIGNS64, k4_scales};
    use strata_ir::quant::grids::KSIGNS;
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
    fn signs64_expands_ksigns() {
        for (i, (&packed, &bits)) in SIGNS64.iter().zip(KSIGNS.iter()).enumerate() {
            for e in 0..8 {
                let want: i8 = if bits & (1 << e) != 0 { -1 } else { 1 };
                assert_eq!(packed.to_le_bytes()[e] as i8, want, "index {i} element {e}");
            }
        }
    }
}
