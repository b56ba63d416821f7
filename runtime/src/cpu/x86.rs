//! x86-64 SIMD dot products: AVX2 (+FMA, F16C) and the same kernels with AVX-512 VNNI's
//! `vpdpbusd` for the byte dot products.
//!
//! Every kernel computes the same sums as its twin in `scalar`: per 32-element activation group
//! an exact integer dot product `Σ q·p` (weights `q` as unsigned or signed bytes, activations
//! `p` signed bytes) in eight i32 lanes, then one fused multiply-add of those lanes by the
//! group's float scale into an f32 accumulator vector; offsets and minimums use the activation
//! sums. Only the order of the f32 additions differs from the scalar code.
//!
//! The byte dot product `u8 × i8 → i32` is `vpmaddubsw` + `vpmaddwd` on AVX2 (no i16
//! saturation is possible here: weights are at most 127 in magnitude after the sign transfer
//! and activations at most 127, so a pair sums to at most 32 258) and one `vpdpbusd` with VNNI.
//! Signed weights use the sign transfer `|q|·(p·sign q)`.
//!
//! The kernels are written once in a macro and instantiated per feature set, so each copy is
//! compiled with its own `#[target_feature]` and the helpers inline into it.

macro_rules! kernels {
    ($feat:literal, $vnni:expr) => {
        #[allow(unused_imports)]
        use std::arch::x86_64::*;
        use strata_ir::quant::blocks::{iq3_xxs, iq4_xs, q4_0, q4_k, q6_k, q8_0};
        use strata_ir::quant::grids::{IQ3XXS_GRID, KSIGNS, KVALUES_IQ4NL};
        use strata_ir::quant::iquants::iq4_xs_scale;
        use strata_ir::quant::kquants::scale_min_k4;
        use $crate::cpu::acts::QuantizedActs;

        /// `Σ u·s` over each group of four bytes, as eight i32 lanes.
        #[inline]
        #[target_feature(enable = $feat)]
        fn dot_us(u: __m256i, s: __m256i) -> __m256i {
            if $vnni {
                vnni_dot(u, s)
            } else {
                let p16 = _mm256_maddubs_epi16(u, s);
                _mm256_madd_epi16(p16, _mm256_set1_epi16(1))
            }
        }

        /// Signed × signed bytes via the sign transfer.
        #[inline]
        #[target_feature(enable = $feat)]
        fn dot_ss(w: __m256i, p: __m256i) -> __m256i {
            dot_us(_mm256_sign_epi8(w, w), _mm256_sign_epi8(p, w))
        }

        #[inline]
        #[target_feature(enable = $feat)]
        fn hsum(v: __m256) -> f32 {
            let s = _mm_add_ps(_mm256_castps256_ps128(v), _mm256_extractf128_ps(v, 1));
            let s = _mm_add_ps(s, _mm_movehl_ps(s, s));
            let s = _mm_add_ss(s, _mm_movehdup_ps(s));
            _mm_cvtss_f32(s)
        }

        #[inline]
        #[target_feature(enable = $feat)]
        fn f16_at(b: &[u8], at: usize) -> f32 {
            let bits = i32::from(u16::from_le_bytes([b[at], b[at + 1]]));
            _mm_cvtss_f32(_mm_cvtph_ps(_mm_cvtsi32_si128(bits)))
        }

        /// 32 bytes at `p[at..]`.
        #[inline]
        #[target_feature(enable = $feat)]
        fn load32<T>(p: &[T], at: usize) -> __m256i {
            assert!((at + 32) * size_of::<T>() <= size_of_val(p));
            // SAFETY: the assertion keeps the 32-byte unaligned read inside `p`.
            unsafe { _mm256_loadu_si256(p.as_ptr().add(at).cast()) }
        }

        /// The IQ4_NL value table in both 128-bit lanes (for in-lane byte shuffles).
        #[inline]
        #[target_feature(enable = $feat)]
        fn iq4nl_table() -> __m256i {
            // SAFETY: the table is exactly 16 bytes.
            let t = unsafe { _mm_loadu_si128(KVALUES_IQ4NL.as_ptr().cast()) };
            _mm256_broadcastsi128_si256(t)
        }

        /// 16 packed nibbles at `b[at..]` as 32 bytes: low nibbles first, then high nibbles.
        #[inline]
        #[target_feature(enable = $feat)]
        fn nibbles16(b: &[u8], at: usize) -> __m256i {
            assert!(at + 16 <= b.len());
            // SAFETY: the assertion keeps the 16-byte unaligned read inside `b`.
            let x = unsafe { _mm_loadu_si128(b.as_ptr().add(at).cast()) };
            let m = _mm_set1_epi8(0x0f);
            _mm256_set_m128i(_mm_and_si128(_mm_srli_epi16(x, 4), m), _mm_and_si128(x, m))
        }

        #[target_feature(enable = $feat)]
        pub(crate) fn q8_0(row: &[u8], a: &QuantizedActs) -> f32 {
            let mut acc = _mm256_setzero_ps();
            for (b, blk) in row.chunks_exact(q8_0::SIZE).enumerate() {
                let w = load32(blk, q8_0::QS);
                let p = load32(&a.qs, 32 * b);
                let s = _mm256_cvtepi32_ps(dot_ss(w, p));
                let scale = _mm256_set1_ps(f16_at(blk, q8_0::D) * a.d[b]);
                acc = _mm256_fmadd_ps(scale, s, acc);
            }
            hsum(acc)
        }

        #[target_feature(enable = $feat)]
        pub(crate) fn q4_0(row: &[u8], a: &QuantizedActs) -> f32 {
            // q − 8 is formed in bytes, so each group's integer sum stays exact (as in the
            // scalar kernel) and only the group scaling rounds.
            let eight = _mm256_set1_epi8(8);
            let mut acc = _mm256_setzero_ps();
            for (b, blk) in row.chunks_exact(q4_0::SIZE).enumerate() {
                let q = _mm256_sub_epi8(nibbles16(blk, q4_0::QS), eight);
                let s = _mm256_cvtepi32_ps(dot_ss(q, load32(&a.qs, 32 * b)));
                let scale = f16_at(blk, q4_0::D) * a.d[b];
                acc = _mm256_fmadd_ps(_mm256_set1_ps(scale), s, acc);
            }
            hsum(acc)
        }

        #[target_feature(enable = $feat)]
        pub(crate) fn iq4_nl(row: &[u8], a: &QuantizedActs) -> f32 {
            let table = iq4nl_table();
            let mut acc = _mm256_setzero_ps();
            for (b, blk) in row.chunks_exact(18).enumerate() {
                let w = _mm256_shuffle_epi8(table, nibbles16(blk, 2));
                let p = load32(&a.qs, 32 * b);
                let s = _mm256_cvtepi32_ps(dot_ss(w, p));
                acc = _mm256_fmadd_ps(_mm256_set1_ps(f16_at(blk, 0) * a.d[b]), s, acc);
            }
            hsum(acc)
        }

        #[target_feature(enable = $feat)]
        pub(crate) fn q4_k(row: &[u8], a: &QuantizedActs) -> f32 {
            let mut acc = _mm256_setzero_ps();
            let mut acc_min = 0f32;
            let m4 = _mm256_set1_epi8(0x0f);
            for (sb, blk) in row.chunks_exact(q4_k::SIZE).enumerate() {
                let d = f16_at(blk, q4_k::D);
                let dmin = f16_at(blk, q4_k::DMIN);
                let scales = &blk[q4_k::SCALES..q4_k::SCALES + 12];
                for jj in 0..4 {
                    let raw = load32(blk, q4_k::QS + 32 * jj);
                    let lo = _mm256_and_si256(raw, m4);
                    let hi = _mm256_and_si256(_mm256_srli_epi16(raw, 4), m4);
                    for (h, q) in [lo, hi].into_iter().enumerate() {
                        let j = 2 * jj + h;
                        let g = 8 * sb + j;
                        let (sc, m) = scale_min_k4(j, scales);
                        let s = _mm256_cvtepi32_ps(dot_us(q, load32(&a.qs, 32 * g)));
                        let scale = _mm256_set1_ps(d * f32::from(sc) * a.d[g]);
                        acc = _mm256_fmadd_ps(scale, s, acc);
                        acc_min += dmin * f32::from(m) * a.d[g] * a.sums[g] as f32;
                    }
                }
            }
            hsum(acc) - acc_min
        }

        #[target_feature(enable = $feat)]
        pub(crate) fn q6_k(row: &[u8], a: &QuantizedActs) -> f32 {
            let mut acc = _mm256_setzero_ps();
            let m4 = _mm256_set1_epi8(0x0f);
            let m2 = _mm256_set1_epi8(0x03);
            let off = _mm256_set1_epi8(32);
            for (sb, blk) in row.chunks_exact(q6_k::SIZE).enumerate() {
                let d = f16_at(blk, q6_k::D);
                for half in 0..2 {
                    let l0 = load32(blk, q6_k::QL + 64 * half);
                    let l1 = load32(blk, q6_k::QL + 64 * half + 32);
                    let hb = load32(blk, q6_k::QH + 32 * half);
                    let his = [
                        hb,
                        _mm256_srli_epi16(hb, 2),
                        _mm256_srli_epi16(hb, 4),
                        _mm256_srli_epi16(hb, 6),
                    ];
                    let los = [
                        _mm256_and_si256(l0, m4),
                        _mm256_and_si256(l1, m4),
                        _mm256_and_si256(_mm256_srli_epi16(l0, 4), m4),
                        _mm256_and_si256(_mm256_srli_epi16(l1, 4), m4),
                    ];
                    for k in 0..4 {
                        let hi = _mm256_slli_epi16(_mm256_and_si256(his[k], m2), 4);
                        let q = _mm256_sub_epi8(_mm256_or_si256(los[k], hi), off);
                        let j = 4 * half + k;
                        let g = 8 * sb + j;
                        let lanes = dot_ss(q, load32(&a.qs, 32 * g));
                        let sa = i32::from(blk[q6_k::SCALES + 2 * j] as i8);
                        let sbb = i32::from(blk[q6_k::SCALES + 2 * j + 1] as i8);
                        let sc = _mm256_set_m128i(_mm_set1_epi32(sbb), _mm_set1_epi32(sa));
                        let s = _mm256_cvtepi32_ps(_mm256_mullo_epi32(lanes, sc));
                        acc = _mm256_fmadd_ps(_mm256_set1_ps(d * a.d[g]), s, acc);
                    }
                }
            }
            hsum(acc)
        }

        #[target_feature(enable = $feat)]
        pub(crate) fn iq4_xs(row: &[u8], a: &QuantizedActs) -> f32 {
            let table = iq4nl_table();
            let mut acc = _mm256_setzero_ps();
            for (sb, blk) in row.chunks_exact(iq4_xs::SIZE).enumerate() {
                let d = f16_at(blk, iq4_xs::D);
                for ib in 0..8 {
                    let g = 8 * sb + ib;
                    let w = _mm256_shuffle_epi8(table, nibbles16(blk, iq4_xs::QS + 16 * ib));
                    let s = _mm256_cvtepi32_ps(dot_ss(w, load32(&a.qs, 32 * g)));
                    let dl = d * f32::from(iq4_xs_scale(blk, ib));
                    acc = _mm256_fmadd_ps(_mm256_set1_ps(dl * a.d[g]), s, acc);
                }
            }
            hsum(acc)
        }

        #[target_feature(enable = $feat)]
        pub(crate) fn iq3_xxs(row: &[u8], a: &QuantizedActs) -> f32 {
            let mut acc = _mm256_setzero_ps();
            // Byte k of the sign word goes to bytes 8k..8k+8 (shuffles stay within 128-bit lanes,
            // so the high lane indexes bytes 2 and 3 of its own copy).
            let spread = _mm256_set_epi64x(
                0x0303_0303_0303_0303,
                0x0202_0202_0202_0202,
                0x0101_0101_0101_0101,
                0,
            );
            let bits = _mm256_set1_epi64x(0x8040_2010_0804_0201u64 as i64);
            let one = _mm256_set1_epi8(1);
            for (sb, blk) in row.chunks_exact(iq3_xxs::SIZE).enumerate() {
                let d = f16_at(blk, iq3_xxs::D);
                let qs = &blk[iq3_xxs::QS..iq3_xxs::QS + 64];
                for ib in 0..8 {
                    let g = 8 * sb + ib;
                    let at = iq3_xxs::SCALES_AND_SIGNS + 4 * ib;
                    let aux = u32::from_le_bytes([blk[at], blk[at + 1], blk[at + 2], blk[at + 3]]);
                    let i = &qs[8 * ib..8 * ib + 8];
                    let grid = _mm256_set_epi32(
                        IQ3XXS_GRID[usize::from(i[7])] as i32,
                        IQ3XXS_GRID[usize::from(i[6])] as i32,
                        IQ3XXS_GRID[usize::from(i[5])] as i32,
                        IQ3XXS_GRID[usize::from(i[4])] as i32,
                        IQ3XXS_GRID[usize::from(i[3])] as i32,
                        IQ3XXS_GRID[usize::from(i[2])] as i32,
                        IQ3XXS_GRID[usize::from(i[1])] as i32,
                        IQ3XXS_GRID[usize::from(i[0])] as i32,
                    );
                    let sw = u32::from_le_bytes([
                        KSIGNS[(aux & 127) as usize],
                        KSIGNS[((aux >> 7) & 127) as usize],
                        KSIGNS[((aux >> 14) & 127) as usize],
                        KSIGNS[((aux >> 21) & 127) as usize],
                    ]);
                    let sv = _mm256_shuffle_epi8(_mm256_set1_epi32(sw as i32), spread);
                    let neg = _mm256_cmpeq_epi8(_mm256_and_si256(sv, bits), bits);
                    let p = _mm256_sign_epi8(load32(&a.qs, 32 * g), _mm256_or_si256(neg, one));
                    let s = _mm256_cvtepi32_ps(dot_us(grid, p));
                    let db = d * (0.5 + (aux >> 28) as f32) * 0.5;
                    acc = _mm256_fmadd_ps(_mm256_set1_ps(db * a.d[g]), s, acc);
                }
            }
            hsum(acc)
        }

        /// F32/F16/BF16 rows against the unquantized activations, eight lanes at a time.
        #[target_feature(enable = $feat)]
        pub(crate) fn float(ty: strata_ir::GgmlType, row: &[u8], a: &QuantizedActs) -> f32 {
            let x = &a.x;
            let n = x.len();
            let mut acc = _mm256_setzero_ps();
            let main = n / 8 * 8;
            let es = ty.type_size();
            assert!(row.len() == n * es);
            for i in (0..main).step_by(8) {
                // SAFETY: `i + 8 <= n` and the assertion above bound every read below.
                let (w, xv) = unsafe {
                    let xv = _mm256_loadu_ps(x.as_ptr().add(i));
                    let w = match ty {
                        strata_ir::GgmlType::F32 => _mm256_loadu_ps(row.as_ptr().add(4 * i).cast()),
                        strata_ir::GgmlType::F16 => {
                            _mm256_cvtph_ps(_mm_loadu_si128(row.as_ptr().add(2 * i).cast()))
                        }
                        _ => {
                            let h = _mm_loadu_si128(row.as_ptr().add(2 * i).cast());
                            _mm256_castsi256_ps(_mm256_slli_epi32(_mm256_cvtepu16_epi32(h), 16))
                        }
                    };
                    (w, xv)
                };
                acc = _mm256_fmadd_ps(w, xv, acc);
            }
            let tail = super::super::scalar::float(
                ty,
                &row[main * es..],
                &QuantizedActs {
                    n: n - main,
                    x: x[main..].to_vec(),
                    ..Default::default()
                },
            );
            hsum(acc) + tail
        }
    };
}

/// AVX2 + FMA + F16C.
pub(crate) mod avx2 {
    #[inline]
    #[target_feature(enable = "avx2,fma,f16c")]
    fn vnni_dot(
        _u: std::arch::x86_64::__m256i,
        _s: std::arch::x86_64::__m256i,
    ) -> std::arch::x86_64::__m256i {
        unreachable!("the AVX2 instance never takes the VNNI branch")
    }
    kernels!("avx2,fma,f16c", false);
}

/// AVX2 kernels with AVX-512 VNNI (`vpdpbusd` on 256-bit vectors, via AVX-512VL).
pub(crate) mod vnni {
    #[inline]
    #[target_feature(enable = "avx2,fma,f16c,avx512f,avx512vl,avx512vnni")]
    fn vnni_dot(
        u: std::arch::x86_64::__m256i,
        s: std::arch::x86_64::__m256i,
    ) -> std::arch::x86_64::__m256i {
        std::arch::x86_64::_mm256_dpbusd_epi32(std::arch::x86_64::_mm256_setzero_si256(), u, s)
    }
    kernels!("avx2,fma,f16c,avx512f,avx512vl,avx512vnni", true);
}
