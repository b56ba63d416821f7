//! aarch64 NEON dot products: a plain-NEON instance and one using the Armv8.2 dot-product
//! instruction `sdot` (the "dotprod" feature), both written once in a macro.
//!
//! Every kernel computes the sums of its twin in `scalar`: per 32-element activation group an
//! exact integer dot product `Σ q·p` of signed weight bytes `q` and activation bytes `p`, then
//! the group's float scale. A 16-byte product `Σ q·p` is four i32 lanes: one `sdot`, or without
//! dotprod `smull`/`smull2` (exact i16 products, |q·p| ≤ 128·127) widened and pairwise added
//! into the lanes with `sadalp`. Four groups' lanes are reduced by pairwise adds into one
//! vector (lane k = group k) and scaled by one vector multiply-add, so only the order of the
//! f32 additions differs from the scalar code.

macro_rules! kernels {
    ($feat:literal, $dot:expr) => {
        use core::arch::aarch64::*;
        use half::f16;
        use strata_ir::quant::blocks::{iq4_xs, q4_0, q4_k, q6_k, q8_0};
        use strata_ir::quant::grids::KVALUES_IQ4NL;
        use strata_ir::quant::iquants::iq4_xs_scale;
        use $crate::cpu::acts::QuantizedActs;
        use $crate::cpu::tables::k4_scales;

        /// `acc + Σ a·b` over each group of four bytes.
        #[inline]
        #[target_feature(enable = $feat)]
        fn dot16(acc: int32x4_t, a: int8x16_t, b: int8x16_t) -> int32x4_t {
            if $dot {
                sdot(acc, a, b)
            } else {
                let lo = vmull_s8(vget_low_s8(a), vget_low_s8(b));
                let hi = vmull_high_s8(a, b);
                vpadalq_s16(vpadalq_s16(acc, lo), hi)
            }
        }

        /// Lane k of the result is the sum of the four lanes of `v[k]` (exact: integer).
        #[inline]
        #[target_feature(enable = $feat)]
        fn reduce4(v: [int32x4_t; 4]) -> int32x4_t {
            vpaddq_s32(vpaddq_s32(v[0], v[1]), vpaddq_s32(v[2], v[3]))
        }

        /// 16 bytes at `p[at..]`.
        #[inline]
        #[target_feature(enable = $feat)]
        fn load16(p: &[u8], at: usize) -> uint8x16_t {
            assert!(at + 16 <= p.len());
            // SAFETY: the assertion keeps the 16-byte read inside `p`.
            unsafe { vld1q_u8(p.as_ptr().add(at)) }
        }

        /// 16 activation bytes at `a.qs[at..]`.
        #[inline]
        #[target_feature(enable = $feat)]
        fn acts16(a: &QuantizedActs, at: usize) -> int8x16_t {
            assert!(at + 16 <= a.qs.len());
            // SAFETY: the assertion keeps the 16-byte read inside `a.qs`.
            unsafe { vld1q_s8(a.qs.as_ptr().add(at)) }
        }

        /// Four f32 at `p[at..]`.
        #[inline]
        #[target_feature(enable = $feat)]
        fn load4f(p: &[f32], at: usize) -> float32x4_t {
            assert!(at + 4 <= p.len());
            // SAFETY: the assertion keeps the 16-byte read inside `p`.
            unsafe { vld1q_f32(p.as_ptr().add(at)) }
        }

        fn f16_at(b: &[u8], at: usize) -> f32 {
            f16::from_le_bytes([b[at], b[at + 1]]).to_f32()
        }

        /// The low four (`hi == false`) or high four bytes of `x` as f32.
        #[inline]
        #[target_feature(enable = $feat)]
        fn u8x4_f32(x: u64, hi: bool) -> float32x4_t {
            let w = vmovl_u8(vcreate_u8(x));
            let h = if hi {
                vget_high_u16(w)
            } else {
                vget_low_u16(w)
            };
            vcvtq_f32_u32(vmovl_u16(h))
        }

        /// 16 packed nibbles at `b[at..]`: (low nibbles, high nibbles).
        #[inline]
        #[target_feature(enable = $feat)]
        fn nibbles(b: &[u8], at: usize) -> (uint8x16_t, uint8x16_t) {
            let x = load16(b, at);
            (vandq_u8(x, vdupq_n_u8(0x0f)), vshrq_n_u8::<4>(x))
        }

        /// The shared loop of the 32-element formats with one f16 scale at offset 0: `weights`
        /// turns a block into its 32 signed weight bytes (two halves). Four blocks at a time,
        /// the integer sums reduce into one vector scaled by the four `d·a_b`.
        #[inline]
        #[target_feature(enable = $feat)]
        fn blocks32<F: Fn(&[u8]) -> (int8x16_t, int8x16_t)>(
            row: &[u8],
            a: &QuantizedActs,
            size: usize,
            weights: F,
        ) -> f32 {
            let mut acc = vdupq_n_f32(0.0);
            let mut fours = row.chunks_exact(4 * size);
            let mut b = 0;
            for blk4 in &mut fours {
                let mut v = [vdupq_n_s32(0); 4];
                let mut d = [0f32; 4];
                for (k, (vk, dk)) in v.iter_mut().zip(d.iter_mut()).enumerate() {
                    let blk = &blk4[k * size..(k + 1) * size];
                    let (w0, w1) = weights(blk);
                    let g = 32 * (b + k);
                    *vk = dot16(
                        dot16(vdupq_n_s32(0), w0, acts16(a, g)),
                        w1,
                        acts16(a, g + 16),
                    );
                    *dk = f16_at(blk, 0);
                }
                // SAFETY: `d` is four f32.
                let dv = unsafe { vld1q_f32(d.as_ptr()) };
                let scale = vmulq_f32(dv, load4f(&a.d, b));
                acc = vfmaq_f32(acc, scale, vcvtq_f32_s32(reduce4(v)));
                b += 4;
            }
            let mut sum = vaddvq_f32(acc);
            for blk in fours.remainder().chunks_exact(size) {
                let (w0, w1) = weights(blk);
                let g = 32 * b;
                let s = dot16(
                    dot16(vdupq_n_s32(0), w0, acts16(a, g)),
                    w1,
                    acts16(a, g + 16),
                );
                sum += f16_at(blk, 0) * a.d[b] * vaddvq_s32(s) as f32;
                b += 1;
            }
            sum
        }

        #[target_feature(enable = $feat)]
        pub(crate) fn q8_0(row: &[u8], a: &QuantizedActs) -> f32 {
            blocks32(row, a, q8_0::SIZE, |blk| {
                (
                    vreinterpretq_s8_u8(load16(blk, q8_0::QS)),
                    vreinterpretq_s8_u8(load16(blk, q8_0::QS + 16)),
                )
            })
        }

        #[target_feature(enable = $feat)]
        pub(crate) fn q4_0(row: &[u8], a: &QuantizedActs) -> f32 {
            let eight = vdupq_n_s8(8);
            blocks32(row, a, q4_0::SIZE, |blk| {
                let (lo, hi) = nibbles(blk, q4_0::QS);
                (
                    vsubq_s8(vreinterpretq_s8_u8(lo), eight),
                    vsubq_s8(vreinterpretq_s8_u8(hi), eight),
                )
            })
        }

        #[target_feature(enable = $feat)]
        pub(crate) fn iq4_nl(row: &[u8], a: &QuantizedActs) -> f32 {
            // SAFETY: the table is exactly 16 bytes.
            let table = unsafe { vld1q_s8(KVALUES_IQ4NL.as_ptr()) };
            blocks32(row, a, 18, |blk| {
                let (lo, hi) = nibbles(blk, 2);
                (vqtbl1q_s8(table, lo), vqtbl1q_s8(table, hi))
            })
        }

        #[target_feature(enable = $feat)]
        pub(crate) fn q4_k(row: &[u8], a: &QuantizedActs) -> f32 {
            let mut acc = vdupq_n_f32(0.0);
            let mut acc_m = vdupq_n_f32(0.0);
            let m4 = vdupq_n_u8(0x0f);
            for (sb, blk) in row.chunks_exact(q4_k::SIZE).enumerate() {
                let g0 = 8 * sb;
                let mut v = [vdupq_n_s32(0); 8];
                for jj in 0..4 {
                    let r0 = load16(blk, q4_k::QS + 32 * jj);
                    let r1 = load16(blk, q4_k::QS + 32 * jj + 16);
                    let g = 32 * (g0 + 2 * jj);
                    let lo0 = vreinterpretq_s8_u8(vandq_u8(r0, m4));
                    let lo1 = vreinterpretq_s8_u8(vandq_u8(r1, m4));
                    let hi0 = vreinterpretq_s8_u8(vshrq_n_u8::<4>(r0));
                    let hi1 = vreinterpretq_s8_u8(vshrq_n_u8::<4>(r1));
                    let z = vdupq_n_s32(0);
                    v[2 * jj] = dot16(dot16(z, lo0, acts16(a, g)), lo1, acts16(a, g + 16));
                    v[2 * jj + 1] = dot16(dot16(z, hi0, acts16(a, g + 32)), hi1, acts16(a, g + 48));
                }
                let s_lo = vcvtq_f32_s32(reduce4([v[0], v[1], v[2], v[3]]));
                let s_hi = vcvtq_f32_s32(reduce4([v[4], v[5], v[6], v[7]]));
                let (sc, m) = k4_scales(&blk[q4_k::SCALES..q4_k::SCALES + 12]);
                let d = f16_at(blk, q4_k::D);
                let dmin = f16_at(blk, q4_k::DMIN);
                for (h, s) in [(false, s_lo), (true, s_hi)] {
                    let g = g0 + 4 * usize::from(h);
                    let scale = vmulq_f32(vmulq_n_f32(u8x4_f32(sc, h), d), load4f(&a.d, g));
                    acc = vfmaq_f32(acc, scale, s);
                    let mins = vmulq_n_f32(u8x4_f32(m, h), dmin);
                    acc_m = vfmaq_f32(acc_m, mins, load4f(&a.dsums, g));
                }
            }
            vaddvq_f32(vsubq_f32(acc, acc_m))
        }

        #[target_feature(enable = $feat)]
        pub(crate) fn q6_k(row: &[u8], a: &QuantizedActs) -> f32 {
            let mut acc = vdupq_n_f32(0.0);
            let m4 = vdupq_n_u8(0x0f);
            let m2 = vdupq_n_u8(0x03);
            let off = vdupq_n_s8(32);
            for (sb, blk) in row.chunks_exact(q6_k::SIZE).enumerate() {
                let g0 = 8 * sb;
                let d = f16_at(blk, q6_k::D);
                let mut v = [vdupq_n_s32(0); 8];
                for half in 0..2 {
                    for part in 0..2 {
                        // Bytes 16·part.. of the 32-byte rows of the x86 kernel: the first or
                        // second 16-element sub-block of each of this half's four groups.
                        let l0 = load16(blk, q6_k::QL + 64 * half + 16 * part);
                        let l1 = load16(blk, q6_k::QL + 64 * half + 32 + 16 * part);
                        let hb = load16(blk, q6_k::QH + 32 * half + 16 * part);
                        let los = [
                            vandq_u8(l0, m4),
                            vandq_u8(l1, m4),
                            vshrq_n_u8::<4>(l0),
                            vshrq_n_u8::<4>(l1),
                        ];
                        let his = [
                            hb,
                            vshrq_n_u8::<2>(hb),
                            vshrq_n_u8::<4>(hb),
                            vshrq_n_u8::<6>(hb),
                        ];
                        for k in 0..4 {
                            let hi = vshlq_n_u8::<4>(vandq_u8(his[k], m2));
                            let q = vsubq_s8(vreinterpretq_s8_u8(vorrq_u8(los[k], hi)), off);
                            let j = 4 * half + k;
                            let p = acts16(a, 32 * (g0 + j) + 16 * part);
                            let sc = i32::from(blk[q6_k::SCALES + 2 * j + part] as i8);
                            let lanes = dot16(vdupq_n_s32(0), q, p);
                            v[j] = vmlaq_n_s32(v[j], lanes, sc);
                        }
                    }
                }
                for h in 0..2 {
                    let s = vcvtq_f32_s32(reduce4([
                        v[4 * h],
                        v[4 * h + 1],
                        v[4 * h + 2],
                        v[4 * h + 3],
                    ]));
                    acc = vfmaq_f32(acc, vmulq_n_f32(load4f(&a.d, g0 + 4 * h), d), s);
                }
            }
            vaddvq_f32(acc)
        }

        #[target_feature(enable = $feat)]
        pub(crate) fn iq4_xs(row: &[u8], a: &QuantizedActs) -> f32 {
            // SAFETY: the table is exactly 16 bytes.
            let table = unsafe { vld1q_s8(KVALUES_IQ4NL.as_ptr()) };
            let mut acc = vdupq_n_f32(0.0);
            for (sb, blk) in row.chunks_exact(iq4_xs::SIZE).enumerate() {
                let g0 = 8 * sb;
                let d = f16_at(blk, iq4_xs::D);
                let mut v = [vdupq_n_s32(0); 8];
                let mut ls = [0f32; 8];
                for (ib, (vi, l)) in v.iter_mut().zip(ls.iter_mut()).enumerate() {
                    let (lo, hi) = nibbles(blk, iq4_xs::QS + 16 * ib);
                    let g = 32 * (g0 + ib);
                    let z = vdupq_n_s32(0);
                    *vi = dot16(
                        dot16(z, vqtbl1q_s8(table, lo), acts16(a, g)),
                        vqtbl1q_s8(table, hi),
                        acts16(a, g + 16),
                    );
                    *l = f32::from(iq4_xs_scale(blk, ib));
                }
                for h in 0..2 {
                    let s = vcvtq_f32_s32(reduce4([
                        v[4 * h],
                        v[4 * h + 1],
                        v[4 * h + 2],
                        v[4 * h + 3],
                    ]));
                    // SAFETY: `ls` has eight f32; `4·h + 4 <= 8`.
                    let lv = unsafe { vld1q_f32(ls.as_ptr().add(4 * h)) };
                    let scale = vmulq_f32(vmulq_n_f32(lv, d), load4f(&a.d, g0 + 4 * h));
                    acc = vfmaq_f32(acc, scale, s);
                }
            }
            vaddvq_f32(acc)
        }
    };
}

/// Plain NEON (baseline on aarch64).
pub(crate) mod plain {
    use core::arch::aarch64::{int8x16_t, int32x4_t};

    #[inline]
    #[target_feature(enable = "neon")]
    fn sdot(_acc: int32x4_t, _a: int8x16_t, _b: int8x16_t) -> int32x4_t {
        unreachable!("the plain NEON instance never takes the dotprod branch")
    }
    kernels!("neon", false);
}

/// NEON with the Armv8.2 dot-product instructions.
pub(crate) mod dotprod {
    use core::arch::aarch64::{int8x16_t, int32x4_t};

    /// `acc + Σ a·b` per four bytes, by one `sdot`.
    #[inline]
    #[target_feature(enable = "neon,dotprod")]
    fn sdot(acc: int32x4_t, a: int8x16_t, b: int8x16_t) -> int32x4_t {
        let mut r = acc;
        // SAFETY: `sdot` only reads and writes the named vector registers; the dotprod feature
        // is enabled for this function and resolved at runtime before any kernel runs.
        unsafe {
            core::arch::asm!(
                "sdot {r:v}.4s, {a:v}.16b, {b:v}.16b",
                r = inout(vreg) r,
                a = in(vreg) a,
                b = in(vreg) b,
                options(pure, nomem, nostack),
            );
        }
        r
    }
    kernels!("neon,dotprod", true);
}
