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
        use strata_ir::quant::grids::{IQ3XXS_GRID, KVALUES_IQ4NL};
        use strata_ir::quant::iquants::iq4_xs_scale;
        use $crate::cpu::acts::QuantizedActs;
        use $crate::cpu::tables::{NIBBLE_PARITY, k4_scales};

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
            let bits = i16::from_le_bytes([b[at], b[at + 1]]);
            _mm_cvtss_f32(_mm_cvtph_ps(_mm_set1_epi16(bits)))
        }

        /// The f16 at `b[at..]` in all eight lanes. Converting a broadcast (every lane used)
        /// keeps LLVM from turning the load into `vpinsrw` into a spare register: with a scalar
        /// result it inserts into whatever register is free, often the accumulator, which
        /// chains every block's scale conversion to the previous block's multiply-add.
        #[inline]
        #[target_feature(enable = $feat)]
        fn f16_splat(b: &[u8], at: usize) -> __m256 {
            _mm256_cvtph_ps(_mm_set1_epi16(i16::from_le_bytes([b[at], b[at + 1]])))
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

        /// Lane `j` of the result is the sum of the eight i32 lanes of `v[j]` (exact: integer).
        #[inline]
        #[target_feature(enable = $feat)]
        fn reduce8(v: [__m256i; 8]) -> __m256i {
            // After two rounds of pairwise adds the low 128 bits hold the sums of lanes 0..4 of
            // v[0..4] and the high 128 bits those of lanes 4..8; the last step adds the halves.
            let ab =
                _mm256_hadd_epi32(_mm256_hadd_epi32(v[0], v[1]), _mm256_hadd_epi32(v[2], v[3]));
            let cd =
                _mm256_hadd_epi32(_mm256_hadd_epi32(v[4], v[5]), _mm256_hadd_epi32(v[6], v[7]));
            let lo = _mm256_permute2x128_si256::<0x20>(ab, cd);
            let hi = _mm256_permute2x128_si256::<0x31>(ab, cd);
            _mm256_add_epi32(lo, hi)
        }

        /// Eight f32 at `p[at..]`.
        #[inline]
        #[target_feature(enable = $feat)]
        fn load8f(p: &[f32], at: usize) -> __m256 {
            assert!(at + 8 <= p.len());
            // SAFETY: the assertion keeps the 32-byte unaligned read inside `p`.
            unsafe { _mm256_loadu_ps(p.as_ptr().add(at)) }
        }

        /// The eight bytes of `x` (unsigned) as eight f32.
        #[inline]
        #[target_feature(enable = $feat)]
        fn u8x8_ps(x: u64) -> __m256 {
            _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128(x as i64)))
        }

        /// The eight bytes of `x` (signed) as eight f32.
        #[inline]
        #[target_feature(enable = $feat)]
        fn i8x8_ps(x: u64) -> __m256 {
            _mm256_cvtepi32_ps(_mm256_cvtepi8_epi32(_mm_cvtsi64_si128(x as i64)))
        }

        /// The f16 scales at offset 0 of eight consecutive `size`-byte blocks, as eight f32.
        #[inline]
        #[target_feature(enable = $feat)]
        fn f16x8(blocks: &[u8], size: usize) -> __m256 {
            let h =
                |k: usize| u64::from(u16::from_le_bytes([blocks[k * size], blocks[k * size + 1]]));
            let lo = h(0) | (h(1) << 16) | (h(2) << 32) | (h(3) << 48);
            let hi = h(4) | (h(5) << 16) | (h(6) << 32) | (h(7) << 48);
            _mm256_cvtph_ps(_mm_set_epi64x(hi as i64, lo as i64))
        }

        /// The shared loop of the 32-element formats with one f16 scale at offset 0 (Q8_0,
        /// Q4_0, IQ4_NL): `weights` turns a block into its 32 signed weight bytes. Eight blocks
        /// at a time, the integer sums reduce into one vector and one multiply-add by the eight
        /// `d·a_b` finishes them, so no block waits on the previous block's multiply-add.
        #[inline]
        #[target_feature(enable = $feat)]
        fn blocks32<F: Fn(&[u8]) -> __m256i>(
            row: &[u8],
            a: &QuantizedActs,
            size: usize,
            weights: F,
        ) -> f32 {
            let mut acc = _mm256_setzero_ps();
            let mut eights = row.chunks_exact(8 * size);
            let mut b = 0;
            for blk8 in &mut eights {
                let mut v = [_mm256_setzero_si256(); 8];
                for (k, vk) in v.iter_mut().enumerate() {
                    let w = weights(&blk8[k * size..(k + 1) * size]);
                    *vk = dot_ss(w, load32(&a.qs, 32 * (b + k)));
                }
                let scale = _mm256_mul_ps(f16x8(blk8, size), load8f(&a.d, b));
                acc = _mm256_fmadd_ps(scale, _mm256_cvtepi32_ps(reduce8(v)), acc);
                b += 8;
            }
            let mut tail = _mm256_setzero_ps();
            for blk in eights.remainder().chunks_exact(size) {
                let s = _mm256_cvtepi32_ps(dot_ss(weights(blk), load32(&a.qs, 32 * b)));
                tail = _mm256_fmadd_ps(_mm256_set1_ps(f16_at(blk, 0) * a.d[b]), s, tail);
                b += 1;
            }
            hsum(_mm256_add_ps(acc, tail))
        }

        #[target_feature(enable = $feat)]
        pub(crate) fn q8_0(row: &[u8], a: &QuantizedActs) -> f32 {
            blocks32(row, a, q8_0::SIZE, |blk| load32(blk, q8_0::QS))
        }

        #[target_feature(enable = $feat)]
        pub(crate) fn q4_0(row: &[u8], a: &QuantizedActs) -> f32 {
            // q − 8 is formed in bytes, so each block's integer sum stays exact (as in the
            // scalar kernel) and only the scaling rounds.
            let eight = _mm256_set1_epi8(8);
            blocks32(row, a, q4_0::SIZE, |blk| {
                _mm256_sub_epi8(nibbles16(blk, q4_0::QS), eight)
            })
        }

        #[target_feature(enable = $feat)]
        pub(crate) fn iq4_nl(row: &[u8], a: &QuantizedActs) -> f32 {
            let table = iq4nl_table();
            blocks32(row, a, 18, |blk| {
                _mm256_shuffle_epi8(table, nibbles16(blk, 2))
            })
        }

        /// Q4_K: per super-block, the eight groups' integer sums `Σq·p` are reduced into one
        /// vector (lane j = group j) and scaled at once by `d·sc_j·a_j`; the minimums enter as
        /// `dmin·m_j·(a_j·Σp_j)`.
        #[target_feature(enable = $feat)]
        pub(crate) fn q4_k(row: &[u8], a: &QuantizedActs) -> f32 {
            if let Some(s) = q4_k_512(row, a) {
                return s;
            }
            let mut acc = _mm256_setzero_ps();
            let mut acc_m = _mm256_setzero_ps();
            let m4 = _mm256_set1_epi8(0x0f);
            // The activations in super-block chunks beside the row's, so every load's bounds
            // are the chunks' constant lengths (checked at compile time, not once per load).
            let sbs = row.chunks_exact(q4_k::SIZE);
            assert!(
                a.d.len() >= 8 * sbs.len(),
                "activations shorter than the row"
            );
            let acts =
                a.qs.chunks_exact(256)
                    .zip(a.d.chunks_exact(8))
                    .zip(a.dsums.chunks_exact(8));
            for (blk, ((qs, ad), ads)) in sbs.zip(acts) {
                let mut v = [_mm256_setzero_si256(); 8];
                for jj in 0..4 {
                    let raw = load32(blk, q4_k::QS + 32 * jj);
                    let lo = _mm256_and_si256(raw, m4);
                    let hi = _mm256_and_si256(_mm256_srli_epi16(raw, 4), m4);
                    v[2 * jj] = dot_us(lo, load32(qs, 64 * jj));
                    v[2 * jj + 1] = dot_us(hi, load32(qs, 64 * jj + 32));
                }
                let s = _mm256_cvtepi32_ps(reduce8(v));
                let (sc, m) = k4_scales(&blk[q4_k::SCALES..q4_k::SCALES + 12]);
                let d = f16_splat(blk, q4_k::D);
                let dmin = f16_splat(blk, q4_k::DMIN);
                let scale = _mm256_mul_ps(_mm256_mul_ps(d, u8x8_ps(sc)), load8f(ad, 0));
                acc = _mm256_fmadd_ps(scale, s, acc);
                let mins = _mm256_mul_ps(dmin, u8x8_ps(m));
                acc_m = _mm256_fmadd_ps(mins, load8f(ads, 0), acc_m);
            }
            hsum(_mm256_sub_ps(acc, acc_m))
        }

        /// Q6_K: the two 16-element scales of a group multiply the byte-pair sums in
        /// `vpmaddwd` (instead of ones), the eight groups reduce into one vector, and one
        /// multiply-add by `d·a_j` finishes the super-block. (VNNI's `vpdpbusd` cannot apply the
        /// scales, so both instances use `vpmaddubsw` here.)
        #[target_feature(enable = $feat)]
        pub(crate) fn q6_k(row: &[u8], a: &QuantizedActs) -> f32 {
            let mut acc = _mm256_setzero_ps();
            let m4 = _mm256_set1_epi8(0x0f);
            let m2 = _mm256_set1_epi8(0x03);
            let off = _mm256_set1_epi8(32);
            // As in `q4_k`: the activations in super-block chunks, so the loads' bounds are
            // the chunks' constant lengths.
            let sbs = row.chunks_exact(q6_k::SIZE);
            assert!(
                a.d.len() >= 8 * sbs.len(),
                "activations shorter than the row"
            );
            for (blk, (qs, ad)) in sbs.zip(a.qs.chunks_exact(256).zip(a.d.chunks_exact(8))) {
                let mut v = [_mm256_setzero_si256(); 8];
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
                        let p = load32(qs, 32 * j);
                        let p16 =
                            _mm256_maddubs_epi16(_mm256_sign_epi8(q, q), _mm256_sign_epi8(p, q));
                        let sa = i16::from(blk[q6_k::SCALES + 2 * j] as i8);
                        let sbb = i16::from(blk[q6_k::SCALES + 2 * j + 1] as i8);
                        let sc = _mm256_set_m128i(_mm_set1_epi16(sbb), _mm_set1_epi16(sa));
                        v[j] = _mm256_madd_epi16(p16, sc);
                    }
                }
                let s = _mm256_cvtepi32_ps(reduce8(v));
                let d = f16_splat(blk, q6_k::D);
                acc = _mm256_fmadd_ps(_mm256_mul_ps(d, load8f(ad, 0)), s, acc);
            }
            hsum(acc)
        }

        /// Runs a tile kernel over `a` in tiles of four tokens (then one of three, two or one):
        /// `f4`..`f1` are the kernel's instances for those tile sizes.
        #[inline]
        #[target_feature(enable = $feat)]
        fn by_tiles(
            a: &[&QuantizedActs],
            out: &mut [f32],
            mut f4: impl FnMut(&[&QuantizedActs; 4], &mut [f32]),
            mut f3: impl FnMut(&[&QuantizedActs; 3], &mut [f32]),
            mut f2: impl FnMut(&[&QuantizedActs; 2], &mut [f32]),
            mut f1: impl FnMut(&[&QuantizedActs; 1], &mut [f32]),
        ) {
            assert_eq!(a.len(), out.len());
            let mut tiles = a.chunks_exact(4);
            let mut outs = out.chunks_exact_mut(4);
            for (t, o) in (&mut tiles).zip(&mut outs) {
                if let Ok(t) = t.try_into() {
                    f4(t, o);
                }
            }
            let (t, o) = (tiles.remainder(), outs.into_remainder());
            if let Ok(t) = t.try_into() {
                f3(t, o);
            } else if let Ok(t) = t.try_into() {
                f2(t, o);
            } else if let Ok(t) = t.try_into() {
                f1(t, o);
            }
        }

        /// Q8_0 for a tile of `N` tokens: the same per-token steps as [`q8_0`] (through
        /// `blocks32`), with each block's weights loaded, their magnitudes formed and the eight
        /// blocks' scales converted once for the tile.
        #[inline]
        #[target_feature(enable = $feat)]
        fn q8_0_n<const N: usize>(row: &[u8], a: &[&QuantizedActs; N], out: &mut [f32]) {
            let size = q8_0::SIZE;
            let mut acc = [_mm256_setzero_ps(); N];
            let mut eights = row.chunks_exact(8 * size);
            let mut b = 0;
            for blk8 in &mut eights {
                let w: [__m256i; 8] = std::array::from_fn(|k| load32(blk8, k * size + q8_0::QS));
                let aw = w.map(|w| _mm256_sign_epi8(w, w));
                let dw = f16x8(blk8, size);
                for (acc, a) in acc.iter_mut().zip(a) {
                    let mut v = [_mm256_setzero_si256(); 8];
                    for (k, vk) in v.iter_mut().enumerate() {
                        let p = load32(&a.qs, 32 * (b + k));
                        *vk = dot_us(aw[k], _mm256_sign_epi8(p, w[k]));
                    }
                    let scale = _mm256_mul_ps(dw, load8f(&a.d, b));
                    *acc = _mm256_fmadd_ps(scale, _mm256_cvtepi32_ps(reduce8(v)), *acc);
                }
                b += 8;
            }
            let mut tail = [_mm256_setzero_ps(); N];
            for blk in eights.remainder().chunks_exact(size) {
                let w = load32(blk, q8_0::QS);
                let aw = _mm256_sign_epi8(w, w);
                let dw = f16_at(blk, 0);
                for (tail, a) in tail.iter_mut().zip(a) {
                    let p = load32(&a.qs, 32 * b);
                    let s = _mm256_cvtepi32_ps(dot_us(aw, _mm256_sign_epi8(p, w)));
                    *tail = _mm256_fmadd_ps(_mm256_set1_ps(dw * a.d[b]), s, *tail);
                }
                b += 1;
            }
            for ((o, acc), tail) in out.iter_mut().zip(acc).zip(tail) {
                *o = hsum(_mm256_add_ps(acc, tail));
            }
        }

        /// [`q8_0`] of one row with every input of `a` into `out` (one result per input), bit
        /// for bit, decoding each block once per tile of tokens.
        #[target_feature(enable = $feat)]
        pub(crate) fn q8_0_tile(row: &[u8], a: &[&QuantizedActs], out: &mut [f32]) {
            by_tiles(
                a,
                out,
                |t, o| q8_0_n::<4>(row, t, o),
                |t, o| q8_0_n::<3>(row, t, o),
                |t, o| q8_0_n::<2>(row, t, o),
                |t, o| q8_0_n::<1>(row, t, o),
            )
        }

        /// Q4_K for a tile of `N` tokens: the nibbles, the unpacked scales and minimums and
        /// their products with `d` and `dmin` are formed once per super-block for the tile;
        /// each token then takes the same steps as [`q4_k`].
        #[inline]
        #[target_feature(enable = $feat)]
        fn q4_k_n<const N: usize>(row: &[u8], a: &[&QuantizedActs; N], out: &mut [f32]) {
            let mut acc = [_mm256_setzero_ps(); N];
            let mut acc_m = [_mm256_setzero_ps(); N];
            let m4 = _mm256_set1_epi8(0x0f);
            for (sb, blk) in row.chunks_exact(q4_k::SIZE).enumerate() {
                let g0 = 8 * sb;
                let mut q = [_mm256_setzero_si256(); 8];
                for jj in 0..4 {
                    let raw = load32(blk, q4_k::QS + 32 * jj);
                    q[2 * jj] = _mm256_and_si256(raw, m4);
                    q[2 * jj + 1] = _mm256_and_si256(_mm256_srli_epi16(raw, 4), m4);
                }
                let (sc, m) = k4_scales(&blk[q4_k::SCALES..q4_k::SCALES + 12]);
                let d = f16_splat(blk, q4_k::D);
                let dmin = f16_splat(blk, q4_k::DMIN);
                let dsc = _mm256_mul_ps(d, u8x8_ps(sc));
                let mins = _mm256_mul_ps(dmin, u8x8_ps(m));
                for t in 0..N {
                    let at = a[t];
                    let mut v = [_mm256_setzero_si256(); 8];
                    for (j, vj) in v.iter_mut().enumerate() {
                        *vj = dot_us(q[j], load32(&at.qs, 32 * (g0 + j)));
                    }
                    let s = _mm256_cvtepi32_ps(reduce8(v));
                    let scale = _mm256_mul_ps(dsc, load8f(&at.d, g0));
                    acc[t] = _mm256_fmadd_ps(scale, s, acc[t]);
                    acc_m[t] = _mm256_fmadd_ps(mins, load8f(&at.dsums, g0), acc_m[t]);
                }
            }
            for t in 0..N {
                out[t] = hsum(_mm256_sub_ps(acc[t], acc_m[t]));
            }
        }

        /// [`q4_k`] of one row with every input of `a` into `out`, bit for bit, decoding each
        /// super-block once per tile of tokens.
        #[target_feature(enable = $feat)]
        pub(crate) fn q4_k_tile(row: &[u8], a: &[&QuantizedActs], out: &mut [f32]) {
            by_tiles(
                a,
                out,
                |t, o| q4_k_n::<4>(row, t, o),
                |t, o| q4_k_n::<3>(row, t, o),
                |t, o| q4_k_n::<2>(row, t, o),
                |t, o| q4_k_n::<1>(row, t, o),
            )
        }

        /// Q6_K for a tile of `N` tokens: the 6-bit weights, their magnitudes and the
        /// sixteen-element scale vectors are formed once per super-block for the tile; each
        /// token then takes the same steps as [`q6_k`].
        #[inline]
        #[target_feature(enable = $feat)]
        fn q6_k_n<const N: usize>(row: &[u8], a: &[&QuantizedActs; N], out: &mut [f32]) {
            let mut acc = [_mm256_setzero_ps(); N];
            let m4 = _mm256_set1_epi8(0x0f);
            let m2 = _mm256_set1_epi8(0x03);
            let off = _mm256_set1_epi8(32);
            for (sb, blk) in row.chunks_exact(q6_k::SIZE).enumerate() {
                let g0 = 8 * sb;
                let mut q = [_mm256_setzero_si256(); 8];
                let mut scs = [_mm256_setzero_si256(); 8];
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
                        let j = 4 * half + k;
                        q[j] = _mm256_sub_epi8(_mm256_or_si256(los[k], hi), off);
                        let sa = i16::from(blk[q6_k::SCALES + 2 * j] as i8);
                        let sbb = i16::from(blk[q6_k::SCALES + 2 * j + 1] as i8);
                        scs[j] = _mm256_set_m128i(_mm_set1_epi16(sbb), _mm_set1_epi16(sa));
                    }
                }
                let aq = q.map(|q| _mm256_sign_epi8(q, q));
                let d = f16_splat(blk, q6_k::D);
                for (acc, at) in acc.iter_mut().zip(a) {
                    let mut v = [_mm256_setzero_si256(); 8];
                    for (j, vj) in v.iter_mut().enumerate() {
                        let p = load32(&at.qs, 32 * (g0 + j));
                        let p16 = _mm256_maddubs_epi16(aq[j], _mm256_sign_epi8(p, q[j]));
                        *vj = _mm256_madd_epi16(p16, scs[j]);
                    }
                    let s = _mm256_cvtepi32_ps(reduce8(v));
                    *acc = _mm256_fmadd_ps(_mm256_mul_ps(d, load8f(&at.d, g0)), s, *acc);
                }
            }
            for (o, acc) in out.iter_mut().zip(acc) {
                *o = hsum(acc);
            }
        }

        /// [`q6_k`] of one row with every input of `a` into `out`, bit for bit, decoding each
        /// super-block once per tile of tokens.
        #[target_feature(enable = $feat)]
        pub(crate) fn q6_k_tile(row: &[u8], a: &[&QuantizedActs], out: &mut [f32]) {
            by_tiles(
                a,
                out,
                |t, o| q6_k_n::<4>(row, t, o),
                |t, o| q6_k_n::<3>(row, t, o),
                |t, o| q6_k_n::<2>(row, t, o),
                |t, o| q6_k_n::<1>(row, t, o),
            )
        }

        /// IQ4_XS: table lookups by byte shuffle, eight groups reduced into one vector, scaled
        /// by `d·(ls_j − 32)·a_j`.
        #[target_feature(enable = $feat)]
        pub(crate) fn iq4_xs(row: &[u8], a: &QuantizedActs) -> f32 {
            let table = iq4nl_table();
            let mut acc = _mm256_setzero_ps();
            for (sb, blk) in row.chunks_exact(iq4_xs::SIZE).enumerate() {
                let g0 = 8 * sb;
                let mut v = [_mm256_setzero_si256(); 8];
                for (ib, vi) in v.iter_mut().enumerate() {
                    let w = _mm256_shuffle_epi8(table, nibbles16(blk, iq4_xs::QS + 16 * ib));
                    *vi = dot_ss(w, load32(&a.qs, 32 * (g0 + ib)));
                }
                let s = _mm256_cvtepi32_ps(reduce8(v));
                let mut ls = 0u64;
                for ib in 0..8 {
                    ls |= u64::from(iq4_xs_scale(blk, ib) as u8) << (8 * ib);
                }
                let d = f16_splat(blk, iq4_xs::D);
                let scale = _mm256_mul_ps(_mm256_mul_ps(d, i8x8_ps(ls)), load8f(&a.d, g0));
                acc = _mm256_fmadd_ps(scale, s, acc);
            }
            hsum(acc)
        }

        /// The IQ3_XXS grid entries of the eight indices at `qs[at..at + 8]`, one u32 (four
        /// unsigned bytes) per lane, by one `vpgatherdd` (measured faster than eight scalar loads
        /// and inserts, which saturate the shuffle port).
        #[inline]
        #[target_feature(enable = $feat)]
        fn iq3_grid_gather(qs: &[u8], at: usize) -> __m256i {
            assert!(at + 8 <= qs.len());
            // SAFETY: the assertion bounds the 8-byte read; every index is a byte, so the
            // gather stays inside the 256-entry grid.
            unsafe {
                let idx = _mm256_cvtepu8_epi32(_mm_loadl_epi64(qs.as_ptr().add(at).cast()));
                _mm256_i32gather_epi32::<4>(IQ3XXS_GRID.as_ptr().cast(), idx)
            }
        }

        /// All 256 sign bits of an IQ3_XXS super-block at once: lane `j` is the 32-bit sign
        /// mask of group `j`, byte `k` of it the `KSIGNS` byte of the group's `k`-th 7-bit field
        /// (bit `e` set: element `8k + e` negated). Each field moves into its own byte with a
        /// shift and a mask; the eighth bit, the field's parity, is the XOR of the parities of
        /// its two nibbles, looked up by byte shuffle in `tables::NIBBLE_PARITY`. About a dozen
        /// vector operations for eight groups, where a lookup table of sign bytes costs four
        /// scalar loads and three inserts per group.
        #[inline]
        #[target_feature(enable = $feat)]
        fn iq3_sign_words(ss: &[u8]) -> __m256i {
            let aux = load32(ss, 0);
            let f0 = _mm256_and_si256(aux, _mm256_set1_epi32(0x7f));
            let f1 = _mm256_and_si256(_mm256_slli_epi32(aux, 1), _mm256_set1_epi32(0x7f00));
            let f2 = _mm256_and_si256(_mm256_slli_epi32(aux, 2), _mm256_set1_epi32(0x7f_0000));
            let f3 = _mm256_and_si256(_mm256_slli_epi32(aux, 3), _mm256_set1_epi32(0x7f00_0000));
            let fields = _mm256_or_si256(_mm256_or_si256(f0, f1), _mm256_or_si256(f2, f3));
            // SAFETY: the table is exactly 16 bytes.
            let parity = _mm256_broadcastsi128_si256(unsafe {
                _mm_loadu_si128(NIBBLE_PARITY.as_ptr().cast())
            });
            let m4 = _mm256_set1_epi8(0x0f);
            let lo = _mm256_shuffle_epi8(parity, _mm256_and_si256(fields, m4));
            let hi =
                _mm256_shuffle_epi8(parity, _mm256_and_si256(_mm256_srli_epi16(fields, 4), m4));
            _mm256_or_si256(fields, _mm256_xor_si256(lo, hi))
        }

        /// The signs of group `ib` as 32 bytes, `-1` where the element is negated and 0
        /// elsewhere. `words` holds the sign words of groups `ib & !3 .. (ib & !3) + 4` in both
        /// 128-bit lanes, so one in-lane byte shuffle copies sign byte `k` to bytes
        /// `8k..8k + 8`; each byte then keeps its own bit and compares equal to it.
        #[inline]
        #[target_feature(enable = $feat)]
        fn iq3_sign_mask(words: __m256i, ib: usize) -> __m256i {
            let k = (4 * (ib % 4)) as i8;
            let (a, b, c, d) = (k, k + 1, k + 2, k + 3);
            #[rustfmt::skip]
            let spread = _mm256_setr_epi8(
                a, a, a, a, a, a, a, a, b, b, b, b, b, b, b, b,
                c, c, c, c, c, c, c, c, d, d, d, d, d, d, d, d,
            );
            let bits = _mm256_set1_epi64x(0x8040_2010_0804_0201_u64 as i64);
            let mine = _mm256_and_si256(_mm256_shuffle_epi8(words, spread), bits);
            _mm256_cmpeq_epi8(mine, bits)
        }

        /// One IQ3_XXS group's integer sums: group `ib` of the super-block, `p` the super-block's
        /// 256 activation bytes, `words` as `iq3_sign_mask` takes them. The activations are
        /// negated where the weight is (`(p ^ m) − m`), which keeps the grid bytes unsigned for
        /// `dot_us`.
        #[inline]
        #[target_feature(enable = $feat)]
        fn iq3_group(qs: &[u8], words: __m256i, p: &[i8], ib: usize) -> __m256i {
            let m = iq3_sign_mask(words, ib);
            let p = _mm256_sub_epi8(_mm256_xor_si256(load32(p, 32 * ib), m), m);
            dot_us(iq3_grid_gather(qs, 8 * ib), p)
        }

        /// IQ3_XXS: per group the grid bytes (unsigned) dot the activations with the group's
        /// signs transferred onto them; eight groups reduce into one vector scaled by
        /// `d·(0.5 + s_j)·0.5·a_j` (`s_j` the top four bits of the group's word). The VNNI
        /// instance hands the row to `vnni::vbmi` where the CPU has AVX-512 BW, VBMI and BITALG.
        #[target_feature(enable = $feat)]
        pub(crate) fn iq3_xxs(row: &[u8], a: &QuantizedActs) -> f32 {
            if let Some(s) = iq3_xxs_vbmi(row, a) {
                return s;
            }
            let mut acc = _mm256_setzero_ps();
            let half = _mm256_set1_ps(0.5);
            for (sb, blk) in row.chunks_exact(iq3_xxs::SIZE).enumerate() {
                let g0 = 8 * sb;
                let qs = &blk[iq3_xxs::QS..iq3_xxs::QS + 64];
                let ss = &blk[iq3_xxs::SCALES_AND_SIGNS..iq3_xxs::SCALES_AND_SIGNS + 32];
                let words = iq3_sign_words(ss);
                let lo = _mm256_permute2x128_si256::<0x00>(words, words);
                let hi = _mm256_permute2x128_si256::<0x11>(words, words);
                // One slice per super-block, so the bounds of the eight loads below are known at
                // compile time. Written out so the eight vectors stay in registers.
                let p = &a.qs[32 * g0..32 * g0 + 256];
                let v = [
                    iq3_group(qs, lo, p, 0),
                    iq3_group(qs, lo, p, 1),
                    iq3_group(qs, lo, p, 2),
                    iq3_group(qs, lo, p, 3),
                    iq3_group(qs, hi, p, 4),
                    iq3_group(qs, hi, p, 5),
                    iq3_group(qs, hi, p, 6),
                    iq3_group(qs, hi, p, 7),
                ];
                let s = _mm256_cvtepi32_ps(reduce8(v));
                let top = _mm256_cvtepi32_ps(_mm256_srli_epi32(load32(ss, 0), 28));
                let d = _mm256_mul_ps(f16_splat(blk, iq3_xxs::D), half);
                let db = _mm256_mul_ps(_mm256_add_ps(top, half), d);
                acc = _mm256_fmadd_ps(_mm256_mul_ps(db, load8f(&a.d, g0)), s, acc);
            }
            hsum(acc)
        }

        /// Eight weights of a float row from element `i` as f32 (`i + 8` elements must fit).
        #[inline]
        #[target_feature(enable = $feat)]
        fn float8(ty: strata_ir::GgmlType, row: &[u8], i: usize) -> __m256 {
            assert!((i + 8) * ty.type_size() <= row.len());
            // SAFETY: the assertion bounds the read (4 or 2 bytes per element).
            unsafe {
                match ty {
                    strata_ir::GgmlType::F32 => _mm256_loadu_ps(row.as_ptr().add(4 * i).cast()),
                    strata_ir::GgmlType::F16 => {
                        _mm256_cvtph_ps(_mm_loadu_si128(row.as_ptr().add(2 * i).cast()))
                    }
                    _ => {
                        let h = _mm_loadu_si128(row.as_ptr().add(2 * i).cast());
                        _mm256_castsi256_ps(_mm256_slli_epi32(_mm256_cvtepu16_epi32(h), 16))
                    }
                }
            }
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
                acc = _mm256_fmadd_ps(float8(ty, row, i), load8f(x, i), acc);
            }
            let tail = super::super::scalar::float_x(ty, &row[main * es..], &x[main..]);
            hsum(acc) + tail
        }

        /// [`float`] for a tile of `N` tokens: each eight weights converted once for the tile,
        /// every token's accumulation and tail exactly [`float`]'s.
        #[inline]
        #[target_feature(enable = $feat)]
        fn float_n<const N: usize>(
            ty: strata_ir::GgmlType,
            row: &[u8],
            a: &[&QuantizedActs; N],
            out: &mut [f32],
        ) {
            let n = a[0].x.len();
            let main = n / 8 * 8;
            let es = ty.type_size();
            assert!(row.len() == n * es && a.iter().all(|a| a.x.len() == n));
            let mut acc = [_mm256_setzero_ps(); N];
            for i in (0..main).step_by(8) {
                let w = float8(ty, row, i);
                for (acc, a) in acc.iter_mut().zip(a) {
                    *acc = _mm256_fmadd_ps(w, load8f(&a.x, i), *acc);
                }
            }
            for ((o, acc), a) in out.iter_mut().zip(acc).zip(a) {
                let tail = super::super::scalar::float_x(ty, &row[main * es..], &a.x[main..]);
                *o = hsum(acc) + tail;
            }
        }

        /// [`float`] of one row with every input of `a` into `out`, bit for bit.
        #[target_feature(enable = $feat)]
        pub(crate) fn float_tile(
            ty: strata_ir::GgmlType,
            row: &[u8],
            a: &[&QuantizedActs],
            out: &mut [f32],
        ) {
            by_tiles(
                a,
                out,
                |t, o| float_n::<4>(ty, row, t, o),
                |t, o| float_n::<3>(ty, row, t, o),
                |t, o| float_n::<2>(ty, row, t, o),
                |t, o| float_n::<1>(ty, row, t, o),
            )
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
    #[inline]
    #[target_feature(enable = "avx2,fma,f16c")]
    fn vnni_dot_acc(
        _acc: std::arch::x86_64::__m256i,
        _u: std::arch::x86_64::__m256i,
        _s: std::arch::x86_64::__m256i,
    ) -> std::arch::x86_64::__m256i {
        unreachable!("the AVX2 instance never takes the VNNI branch")
    }
    /// The AVX2 instance has no byte-permute IQ3_XXS kernel.
    #[inline]
    fn iq3_xxs_vbmi(_row: &[u8], _a: &super::super::acts::QuantizedActs) -> Option<f32> {
        None
    }
    /// Nor a 512-bit Q4_K kernel.
    #[inline]
    fn q4_k_512(_row: &[u8], _a: &super::super::acts::QuantizedActs) -> Option<f32> {
        None
    }
    kernels!("avx2,fma,f16c", false);
    rl_kernels!("avx2,fma,f16c", false);
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
    #[inline]
    #[target_feature(enable = "avx2,fma,f16c,avx512f,avx512vl,avx512vnni")]
    fn vnni_dot_acc(
        acc: std::arch::x86_64::__m256i,
        u: std::arch::x86_64::__m256i,
        s: std::arch::x86_64::__m256i,
    ) -> std::arch::x86_64::__m256i {
        std::arch::x86_64::_mm256_dpbusd_epi32(acc, u, s)
    }
    kernels!("avx2,fma,f16c,avx512f,avx512vl,avx512vnni", true);
    rl_kernels!("avx2,fma,f16c,avx512f,avx512vl,avx512vnni", true);

    /// IQ3_XXS by `vbmi::iq3_xxs` where this CPU has AVX-512 BW, VBMI and BITALG (Ice Lake and
    /// later Intel cores, Zen 4; not Cascade Lake). `Isa` does not promise them, so they are
    /// checked here: a cached flag, once per row.
    #[inline]
    fn iq3_xxs_vbmi(row: &[u8], a: &super::super::acts::QuantizedActs) -> Option<f32> {
        if std::arch::is_x86_feature_detected!("avx512bw")
            && std::arch::is_x86_feature_detected!("avx512vbmi")
            && std::arch::is_x86_feature_detected!("avx512bitalg")
        {
            // SAFETY: the kernel's extra features were detected above; the rest are the
            // VNNI instance's, which is only resolved on CPUs that have them.
            Some(unsafe { vbmi::iq3_xxs(row, a) })
        } else {
            None
        }
    }

    /// Q4_K by `wide::q4_k` where `STRATA_CPU_Q4K_512=1` asks for it and this CPU has AVX-512
    /// BW (every VNNI CPU Intel or AMD sells has it, but `Isa` does not promise it): a cached
    /// flag, once per row. Off by default: on this project's Zen 4 VM it reads 10.1 GB/s
    /// against the 256-bit kernel's 10.2 (one thread, session 21), and the device host's Xeon,
    /// where two 512-bit ports could make it pay, has not run it yet. Same bits either way.
    #[inline]
    fn q4_k_512(row: &[u8], a: &super::super::acts::QuantizedActs) -> Option<f32> {
        static ON: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
        let on = *ON.get_or_init(|| {
            std::env::var("STRATA_CPU_Q4K_512").as_deref() == Ok("1")
                && std::arch::is_x86_feature_detected!("avx512bw")
        });
        if on {
            // SAFETY: AVX-512 BW was detected above; the rest are the VNNI instance's.
            Some(unsafe { wide::q4_k(row, a) })
        } else {
            None
        }
    }

    /// Q4_K on 512-bit vectors: two groups per `vpdpbusd` instead of one, the same integer group
    /// sums and the same float steps as the 256-bit kernel, so the same result bit for bit.
    ///
    /// A super-block's 128 weight bytes are four 32-byte runs; run `r`'s low nibbles are group
    /// `2r` and its high nibbles group `2r + 1`, and those two groups' activations are 64
    /// consecutive bytes. So each run is broadcast into both halves of a register, shifted right
    /// by 0 bits in the low half and 4 in the high half (`vpsrlvw`) and masked to nibbles: one
    /// register of weights against one 64-byte load of activations. The four products (groups
    /// `2r` in lanes 0–7, `2r + 1` in lanes 8–15) reduce to the eight group sums with in-lane
    /// dword unpacks and adds (twice), one fold of neighbouring 128-bit lanes, and a last dword
    /// unpack that puts group `j` in lane `j`, as the 256-bit kernel's `reduce8` does.
    pub(super) mod wide {
        use super::{f16_splat, hsum, load8f, load32, u8x8_ps};
        use crate::cpu::acts::QuantizedActs;
        use crate::cpu::tables::k4_scales;
        use std::arch::x86_64::*;
        use strata_ir::quant::blocks::q4_k as blk4;

        /// 64 bytes at `p[at..]`.
        #[inline]
        #[target_feature(enable = "avx2,fma,f16c,avx512f,avx512vl,avx512vnni,avx512bw")]
        fn load64<T>(p: &[T], at: usize) -> __m512i {
            assert!((at + 64) * size_of::<T>() <= size_of_val(p));
            // SAFETY: the assertion keeps the 64-byte unaligned read inside `p`.
            unsafe { _mm512_loadu_si512(p.as_ptr().add(at).cast()) }
        }

        /// Lane `j` of the result: the sum of group `j`'s eight lanes, where `v[r]` holds group
        /// `2r` in lanes 0–7 and group `2r + 1` in lanes 8–15 (exact: integers, added as
        /// dwords throughout so no carry crosses lanes).
        #[inline]
        #[target_feature(enable = "avx2,fma,f16c,avx512f,avx512vl,avx512vnni,avx512bw")]
        pub(crate) fn reduce4(v: [__m512i; 4]) -> __m256i {
            // Per 128-bit lane: dwords 0, 2 from v[0] (v[2]) and 1, 3 from v[1] (v[3]).
            let a = _mm512_add_epi32(
                _mm512_unpacklo_epi32(v[0], v[1]),
                _mm512_unpackhi_epi32(v[0], v[1]),
            );
            let b = _mm512_add_epi32(
                _mm512_unpacklo_epi32(v[2], v[3]),
                _mm512_unpackhi_epi32(v[2], v[3]),
            );
            // Per 128-bit lane: one partial sum of v[0], v[1], v[2], v[3] in that order, which
            // are groups 0, 2, 4, 6 in lanes 0 and 1 and groups 1, 3, 5, 7 in lanes 2 and 3.
            let c = _mm512_add_epi32(_mm512_unpacklo_epi64(a, b), _mm512_unpackhi_epi64(a, b));
            // Fold lane 1 into lane 0 and lane 3 into lane 2.
            let d = _mm512_add_epi32(c, _mm512_shuffle_i32x4::<0b10_11_00_01>(c, c));
            let even = _mm512_castsi512_si128(d);
            let odd = _mm512_extracti32x4_epi32::<2>(d);
            _mm256_set_m128i(_mm_unpackhi_epi32(even, odd), _mm_unpacklo_epi32(even, odd))
        }

        /// Q4_K (see the module docs; the float steps are the 256-bit kernel's).
        #[target_feature(enable = "avx2,fma,f16c,avx512f,avx512vl,avx512vnni,avx512bw")]
        pub(crate) fn q4_k(row: &[u8], a: &QuantizedActs) -> f32 {
            let mut acc = _mm256_setzero_ps();
            let mut acc_m = _mm256_setzero_ps();
            let m4 = _mm512_set1_epi8(0x0f);
            let shift = _mm512_inserti64x4::<1>(_mm512_setzero_si512(), _mm256_set1_epi16(4));
            for (sb, blk) in row.chunks_exact(blk4::SIZE).enumerate() {
                let g0 = 8 * sb;
                let mut v = [_mm512_setzero_si512(); 4];
                for (r, vr) in v.iter_mut().enumerate() {
                    let run = _mm512_broadcast_i64x4(load32(blk, blk4::QS + 32 * r));
                    let w = _mm512_and_si512(_mm512_srlv_epi16(run, shift), m4);
                    *vr = _mm512_dpbusd_epi32(
                        _mm512_setzero_si512(),
                        w,
                        load64(&a.qs, 32 * (g0 + 2 * r)),
                    );
                }
                let s = _mm256_cvtepi32_ps(reduce4(v));
                let (sc, m) = k4_scales(&blk[blk4::SCALES..blk4::SCALES + 12]);
                let d = f16_splat(blk, blk4::D);
                let dmin = f16_splat(blk, blk4::DMIN);
                let scale = _mm256_mul_ps(_mm256_mul_ps(d, u8x8_ps(sc)), load8f(&a.d, g0));
                acc = _mm256_fmadd_ps(scale, s, acc);
                let mins = _mm256_mul_ps(dmin, u8x8_ps(m));
                acc_m = _mm256_fmadd_ps(mins, load8f(&a.dsums, g0), acc_m);
            }
            hsum(_mm256_sub_ps(acc, acc_m))
        }
    }

    /// IQ3_XXS with 512-bit byte permutes (AVX-512 VBMI) instead of `vpgatherdd`, and the signs
    /// applied under mask registers (AVX-512 BW, BITALG); the same integer group sums and float
    /// steps as the 256-bit kernel, so the same result bit for bit.
    ///
    /// Per super-block, the 64 grid indices fill one 512-bit register. Byte `k` of the 64 grid
    /// points comes from plane `k` of `tables::IQ3XXS_PLANES` (256 bytes, four registers): one
    /// `vpermi2b` looks up indices below 128 in the first two registers, one those above in the
    /// last two, and the index's top bit picks between them. In-lane byte, then word unpacks of
    /// the four planes give register `j` the grid points at positions `16L + 4j .. 16L + 4j + 4`
    /// of each 128-bit lane `L`. The indices are permuted first (one `vpermb`) so that those are
    /// the first halves of groups 0..4 (`j` = 0), their second halves (`j` = 1), and the same for
    /// groups 4..8 (`j` = 2, 3): registers 0 and 1 then hold the same group in the same lane, so
    /// `vpdpbusd` accumulates both into one register (likewise 2 and 3), and two rounds of lane
    /// permutes with adds leave the eight group sums. The activations follow that order with one
    /// 128-bit-lane shuffle of two loads per register, and so do the signs: `vpmultishiftqb`
    /// moves the 7-bit sign fields into bytes, `vpopcntb` gives their parity bits, and
    /// `vpshufbitqmb` gathers each register's 64 sign bits into a mask register, under which
    /// `0 − p` replaces `p`. This layout measured about 15 % faster than interleaving the planes
    /// into element order with two-table permutes (`vpermt2b`) and folding four registers of two
    /// groups each; the bit gathers, 5 % faster than moving the sign words through general
    /// registers.
    pub(super) mod vbmi {
        use super::{f16_splat, hsum, load8f, load32};
        use crate::cpu::acts::QuantizedActs;
        use crate::cpu::tables::IQ3XXS_PLANES;
        use std::arch::x86_64::*;
        use strata_ir::quant::blocks::iq3_xxs as blk3;

        /// 64 bytes at `p[at..]`.
        #[inline]
        #[target_feature(
            enable = "avx2,fma,f16c,avx512f,avx512vl,avx512vnni,avx512bw,avx512vbmi,avx512bitalg"
        )]
        fn load64<T>(p: &[T], at: usize) -> __m512i {
            assert!((at + 64) * size_of::<T>() <= size_of_val(p));
            // SAFETY: the assertion keeps the 64-byte unaligned read inside `p`.
            unsafe { _mm512_loadu_si512(p.as_ptr().add(at).cast()) }
        }

        /// Byte `k` of the grid points of the 64 indices in `idx`; `high` marks indices ≥ 128.
        #[inline]
        #[target_feature(
            enable = "avx2,fma,f16c,avx512f,avx512vl,avx512vnni,avx512bw,avx512vbmi,avx512bitalg"
        )]
        fn plane(idx: __m512i, high: __mmask64, k: usize) -> __m512i {
            let t = &IQ3XXS_PLANES.0[256 * k..256 * k + 256];
            let lo = _mm512_permutex2var_epi8(load64(t, 0), idx, load64(t, 64));
            let hi = _mm512_permutex2var_epi8(load64(t, 128), idx, load64(t, 192));
            _mm512_mask_blend_epi8(high, lo, hi)
        }

        /// The 64 bytes `f(0), f(1), ..., f(63)` as one vector (the kernel's constant byte
        /// patterns).
        #[inline]
        #[target_feature(
            enable = "avx2,fma,f16c,avx512f,avx512vl,avx512vnni,avx512bw,avx512vbmi,avx512bitalg"
        )]
        fn byte_pattern(f: impl Fn(usize) -> u8) -> __m512i {
            let p: [u8; 64] = std::array::from_fn(f);
            load64(&p, 0)
        }

        /// The index permutation: position `16L + 4j + m` (lane `L`, unpack output `j`) takes
        /// grid point `32·(j / 2) + 8L + 4·(j % 2) + m`, so output `j` holds half `j % 2` of
        /// groups `4·(j / 2) .. 4·(j / 2) + 4`, one per lane.
        #[inline]
        #[target_feature(
            enable = "avx2,fma,f16c,avx512f,avx512vl,avx512vnni,avx512bw,avx512vbmi,avx512bitalg"
        )]
        fn index_order() -> __m512i {
            byte_pattern(|pos| {
                let (lane, j, m) = (pos / 16, pos / 4 % 4, pos % 4);
                (32 * (j / 2) + 8 * lane + 4 * (j % 2) + m) as u8
            })
        }

        #[target_feature(
            enable = "avx2,fma,f16c,avx512f,avx512vl,avx512vnni,avx512bw,avx512vbmi,avx512bitalg"
        )]
        pub(in crate::cpu) fn iq3_xxs(row: &[u8], a: &QuantizedActs) -> f32 {
            let mut acc = _mm256_setzero_ps();
            let half = _mm256_set1_ps(0.5);
            let zero = _mm512_setzero_si512();
            let order = index_order();
            // Byte k of each 64-bit lane of `spread` is the bit offset of the sign field it
            // takes: fields 0..4 of the lane's first group word, then of its second.
            let spread = _mm256_set1_epi64x(i64::from_le_bytes([0, 7, 14, 21, 32, 39, 46, 53]));
            // Mask `j` picks, for byte position 16L + m, bit 16·(j % 2) + m of the word of
            // group 4·(j / 2) + L (see `index_order`), which `words_lo`/`words_hi` place in
            // both 64-bit lanes 2L and 2L + 1.
            let lo_groups = _mm512_setr_epi32(0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3);
            let hi_groups = _mm512_add_epi32(lo_groups, _mm512_set1_epi32(4));
            // Byte `i` is `i % 16`: the bit each mask position takes within its half-group.
            let first_half = byte_pattern(|i| (i % 16) as u8);
            let second_half = _mm512_add_epi8(first_half, _mm512_set1_epi8(16));
            let even = _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30);
            let odd = _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31);
            for (sb, blk) in row.chunks_exact(blk3::SIZE).enumerate() {
                let g0 = 8 * sb;
                let qs = &blk[blk3::QS..blk3::QS + 64];
                let ss = &blk[blk3::SCALES_AND_SIGNS..blk3::SCALES_AND_SIGNS + 32];
                let idx = _mm512_permutexvar_epi8(order, load64(qs, 0));
                let high = _mm512_movepi8_mask(idx);
                let b = [0, 1, 2, 3].map(|k| plane(idx, high, k));
                let (b01l, b01h) = (
                    _mm512_unpacklo_epi8(b[0], b[1]),
                    _mm512_unpackhi_epi8(b[0], b[1]),
                );
                let (b23l, b23h) = (
                    _mm512_unpacklo_epi8(b[2], b[3]),
                    _mm512_unpackhi_epi8(b[2], b[3]),
                );
                let grid = [
                    _mm512_unpacklo_epi16(b01l, b23l),
                    _mm512_unpackhi_epi16(b01l, b23l),
                    _mm512_unpacklo_epi16(b01h, b23h),
                    _mm512_unpackhi_epi16(b01h, b23h),
                ];
                // The groups' 32 sign bits: the 7-bit fields moved into bytes, each completed
                // by its parity (`KSIGNS`), then gathered bit by bit into the four masks.
                let aux = load32(ss, 0);
                let fields = _mm256_and_si256(
                    _mm256_multishift_epi64_epi8(spread, aux),
                    _mm256_set1_epi8(0x7f),
                );
                let parity = _mm256_slli_epi16(_mm256_popcnt_epi8(fields), 7);
                let words =
                    _mm256_ternarylogic_epi32::<0xf8>(fields, parity, _mm256_set1_epi8(-128));
                let words = _mm512_castsi256_si512(words);
                let (words_lo, words_hi) = (
                    _mm512_permutexvar_epi32(lo_groups, words),
                    _mm512_permutexvar_epi32(hi_groups, words),
                );
                let signs = [
                    _mm512_bitshuffle_epi64_mask(words_lo, first_half),
                    _mm512_bitshuffle_epi64_mask(words_lo, second_half),
                    _mm512_bitshuffle_epi64_mask(words_hi, first_half),
                    _mm512_bitshuffle_epi64_mask(words_hi, second_half),
                ];
                // The 128-bit quarters of groups 0..4 are activation bytes 0..128: first halves
                // are quarters 0, 2, 4, 6 and second halves 1, 3, 5, 7.
                let p = &a.qs[32 * g0..32 * g0 + 256];
                let (p0, p1, p2, p3) =
                    (load64(p, 0), load64(p, 64), load64(p, 128), load64(p, 192));
                let acts = [
                    _mm512_shuffle_i64x2::<0b10_00_10_00>(p0, p1),
                    _mm512_shuffle_i64x2::<0b11_01_11_01>(p0, p1),
                    _mm512_shuffle_i64x2::<0b10_00_10_00>(p2, p3),
                    _mm512_shuffle_i64x2::<0b11_01_11_01>(p2, p3),
                ];
                let signed = |j: usize| _mm512_mask_sub_epi8(acts[j], signs[j], zero, acts[j]);
                // Lane L of `lo` holds four partial sums of group L, of `hi` of group 4 + L.
                let lo = _mm512_dpbusd_epi32(zero, grid[0], signed(0));
                let lo = _mm512_dpbusd_epi32(lo, grid[1], signed(1));
                let hi = _mm512_dpbusd_epi32(zero, grid[2], signed(2));
                let hi = _mm512_dpbusd_epi32(hi, grid[3], signed(3));
                // Adjacent pairs: lanes 2g and 2g + 1 hold group g; then add those two.
                let t = _mm512_add_epi32(
                    _mm512_permutex2var_epi32(lo, even, hi),
                    _mm512_permutex2var_epi32(lo, odd, hi),
                );
                let t = _mm512_add_epi32(t, _mm512_shuffle_epi32::<0xb1>(t));
                let s = _mm512_castsi512_si256(_mm512_permutexvar_epi32(even, t));
                let s = _mm256_cvtepi32_ps(s);
                let top = _mm256_cvtepi32_ps(_mm256_srli_epi32(load32(ss, 0), 28));
                let d = _mm256_mul_ps(f16_splat(blk, blk3::D), half);
                let db = _mm256_mul_ps(_mm256_add_ps(top, half), d);
                acc = _mm256_fmadd_ps(_mm256_mul_ps(db, load8f(&a.d, g0)), s, acc);
            }
            hsum(acc)
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::cpu::acts::QuantizedActs;
    use strata_ir::quant::blocks::{iq3_xxs, q4_k};

    /// The instance tests' xorshift generator.
    fn xorshift(mut s: u64) -> impl FnMut() -> u64 {
        move || {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            s
        }
    }

    /// Activations of `blocks` super-blocks, values in [−2, 2].
    fn random_acts(blocks: usize, next: &mut impl FnMut() -> u64) -> QuantizedActs {
        let x: Vec<f32> = (0..256 * blocks)
            .map(|_| (next() % 2001) as f32 / 500.0 - 2.0)
            .collect();
        QuantizedActs::new(&x)
    }

    /// `blocks` blocks of `size` random bytes whose f16 scales at `scales` are set to normal
    /// values of either sign, `lo .. lo + span` in their bit patterns.
    fn random_blocks(
        blocks: usize,
        size: usize,
        scales: &[usize],
        (lo, span): (u16, u64),
        next: &mut impl FnMut() -> u64,
    ) -> Vec<u8> {
        let mut row: Vec<u8> = (0..blocks * size).map(|_| next() as u8).collect();
        for blk in row.chunks_exact_mut(size) {
            for &at in scales {
                let h = (lo + (next() % span) as u16) | (((next() % 2) as u16) << 15);
                blk[at..at + 2].copy_from_slice(&h.to_le_bytes());
            }
        }
        row
    }

    /// Every IQ3_XXS instance sums the same integers per group and rounds the same float steps
    /// in the same order, so the AVX2 kernel, the 256-bit VNNI kernel and the VBMI kernel it
    /// hands rows to must agree bit for bit (where this CPU runs them).
    #[test]
    fn iq3_xxs_instances_agree_bit_for_bit() {
        use std::arch::is_x86_feature_detected as has;
        assert!(
            has!("avx2") && has!("fma") && has!("f16c"),
            "x86 test host without AVX2"
        );
        let mut next = xorshift(0x9e37_79b9_7f4a_7c15);
        for blocks in [1usize, 3, 8, 9] {
            let acts = random_acts(blocks, &mut next);
            for _ in 0..20 {
                let row = random_blocks(
                    blocks,
                    iq3_xxs::SIZE,
                    &[iq3_xxs::D],
                    (0x2000, 0x1000),
                    &mut next,
                );
                // SAFETY: the features each call needs were detected above or just below.
                let want = unsafe { super::avx2::iq3_xxs(&row, &acts) };
                if has!("avx512f") && has!("avx512vl") && has!("avx512vnni") {
                    let got = unsafe { super::vnni::iq3_xxs(&row, &acts) };
                    assert_eq!(got.to_bits(), want.to_bits(), "{blocks} blocks: vnni");
                    if has!("avx512bw") && has!("avx512vbmi") && has!("avx512bitalg") {
                        let got = unsafe { super::vnni::vbmi::iq3_xxs(&row, &acts) };
                        assert_eq!(got.to_bits(), want.to_bits(), "{blocks} blocks: vbmi");
                    }
                }
            }
        }
    }

    /// The 512-bit Q4_K kernel sums the same integers per group and rounds the same float
    /// steps in the same order as the 256-bit ones, so all agree bit for bit (where this CPU
    /// runs them), over 1 to 9 super-blocks of random bytes with finite scales. Its reduction
    /// is checked alone on sums of both signs, where a carry between dwords would show.
    #[test]
    fn q4_k_instances_agree_bit_for_bit() {
        use std::arch::is_x86_feature_detected as has;
        assert!(
            has!("avx2") && has!("fma") && has!("f16c"),
            "x86 test host without AVX2"
        );
        let mut next = xorshift(0x2545_f491_4f6c_dd1d);
        let wide = has!("avx512f") && has!("avx512vl") && has!("avx512vnni") && has!("avx512bw");
        if wide {
            for _ in 0..200 {
                let lanes: [[i32; 16]; 4] =
                    std::array::from_fn(|_| std::array::from_fn(|_| next() as i32 / 64));
                let mut want = [0i32; 8];
                for (r, l) in lanes.iter().enumerate() {
                    want[2 * r] = l[..8].iter().sum();
                    want[2 * r + 1] = l[8..].iter().sum();
                }
                let mut got = [0i32; 8];
                // SAFETY: the features were detected above; the loads and the store stay inside
                // the arrays (64 and 32 bytes).
                unsafe {
                    use std::arch::x86_64::*;
                    let v = lanes.map(|l| _mm512_loadu_si512(l.as_ptr().cast()));
                    let r = super::vnni::wide::reduce4(v);
                    _mm256_storeu_si256(got.as_mut_ptr().cast(), r);
                }
                assert_eq!(got, want);
            }
        }
        for blocks in [1usize, 2, 3, 8, 9] {
            let acts = random_acts(blocks, &mut next);
            for _ in 0..50 {
                // d and dmin: normal f16 values of either sign, magnitudes 2^-8 .. 2^0.
                let row = random_blocks(
                    blocks,
                    q4_k::SIZE,
                    &[q4_k::D, q4_k::DMIN],
                    (0x1c00, 0x2000),
                    &mut next,
                );
                // SAFETY: the features each call needs were detected above or just below.
                let want = unsafe { super::avx2::q4_k(&row, &acts) };
                if has!("avx512f") && has!("avx512vl") && has!("avx512vnni") {
                    let got = unsafe { super::vnni::q4_k(&row, &acts) };
                    assert_eq!(got.to_bits(), want.to_bits(), "{blocks} blocks: vnni");
                    if wide {
                        let got = unsafe { super::vnni::wide::q4_k(&row, &acts) };
                        assert_eq!(got.to_bits(), want.to_bits(), "{blocks} blocks: wide");
                    }
                }
            }
        }
        eprintln!("512-bit Q4_K kernel compared: {wide}");
    }
}
