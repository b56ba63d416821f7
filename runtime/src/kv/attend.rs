//! Attention's two reads of a layer's cache, straight from the codes: query-key scores over a
//! range of rows, and the weighted sum of value rows, each bit for bit the decode-a-row-then-
//! multiply form the reference executor defines.
//!
//! With `x̂` a decoded row slice of `d` values (`KvType::decode`: `value(c) · s`):
//!
//! ```text
//! score_j = dot_f32(q, x̂_j) · scale     dot_f32: 8 lane sums a_l += q_i·x̂_i (i ≡ l mod 8), then
//!                                        ((a0+a4)+(a1+a5)) + ((a2+a6)+(a3+a7)), then the tail
//! out_i  += a_j · x̂_j,i                 for j increasing, one product and one add per step
//! ```
//!
//! Decoding a row into a buffer and then reading it costs more than the arithmetic (an f16 row
//! of 128 is 16 conversions; the copy and the loop around it were most of a decode step's
//! attention at long contexts). The AVX2 + F16C kernels convert eight codes into a vector and
//! use it at once, with the same operations in the same order as the definition (a vector of
//! eight lane sums is `dot_f32`'s eight partial sums; no fused multiply-add, which would round
//! once instead of twice), so both paths give the same bits. They run where the slice is whole
//! vectors: `d` a multiple of 8 and, for grouped types, chunks of 8 that never straddle a group
//! (`col` and the group size multiples of 8); anything else takes the definition itself.

use std::ops::Range;

use super::KvType;
use crate::exec::ops::dot_f32;

/// One side (keys or values) of a layer: codes and scales of every row of `row` values.
#[derive(Debug, Clone, Copy)]
pub(super) struct Side<'a> {
    pub ty: KvType,
    pub row: usize,
    pub codes: &'a [u8],
    pub scales: &'a [u8],
}

impl Side<'_> {
    /// Decodes values `col..col + out.len()` of row `j`.
    fn decode(&self, j: usize, col: usize, out: &mut [f32]) {
        let (cb, sb) = (self.ty.code_bytes(self.row), self.ty.scale_bytes(self.row));
        self.ty.decode(
            &self.codes[j * cb..(j + 1) * cb],
            &self.scales[j * sb..(j + 1) * sb],
            col,
            out,
        );
    }

    /// Whether the vector kernels cover a slice of `d` values from `col`.
    #[cfg(target_arch = "x86_64")]
    fn vector_ok(&self, col: usize, d: usize) -> bool {
        d.is_multiple_of(8)
            && col + d <= self.row
            && (self.ty.group == 0 || (self.ty.group.is_multiple_of(8) && col.is_multiple_of(8)))
            && std::arch::is_x86_feature_detected!("avx2")
            && std::arch::is_x86_feature_detected!("f16c")
    }

    /// `s[j - rows.start] = dot_f32(q, x̂_j[col..col + q.len()]) · scale` for `j` in `rows`.
    pub fn scores(&self, rows: Range<usize>, col: usize, q: &[f32], scale: f32, s: &mut [f32]) {
        let s = &mut s[..rows.len()];
        #[cfg(target_arch = "x86_64")]
        if self.vector_ok(col, q.len()) {
            // SAFETY: AVX2 and F16C are present (checked); every row slice read is bounds
            // checked inside, and `q.len()` is a whole number of vectors.
            unsafe { x86::scores(self, rows, col, q, scale, s) };
            return;
        }
        let mut x = vec![0.0f32; q.len()];
        for (j, sj) in rows.zip(s) {
            self.decode(j, col, &mut x);
            *sj = dot_f32(q, &x) * scale;
        }
    }

    /// `out[i] += a[j - rows.start] · x̂_j[col + i]` for `j` in `rows`, increasing.
    pub fn add_weighted(&self, rows: Range<usize>, col: usize, a: &[f32], out: &mut [f32]) {
        let a = &a[..rows.len()];
        #[cfg(target_arch = "x86_64")]
        if self.vector_ok(col, out.len()) {
            // SAFETY: as in `scores`.
            unsafe { x86::add_weighted(self, rows, col, a, out) };
            return;
        }
        let mut x = vec![0.0f32; out.len()];
        for (j, &aj) in rows.zip(a) {
            self.decode(j, col, &mut x);
            for (o, &v) in out.iter_mut().zip(&x) {
                *o += aj * v;
            }
        }
    }
}

#[cfg(target_arch = "x86_64")]
mod x86 {
    use std::arch::x86_64::*;
    use std::ops::Range;

    use super::super::Code;
    use super::Side;

    /// Eight decoded values of row slice `codes` (the row's codes from `col` on) at value
    /// offset `c`, times `s` for scaled codes.
    ///
    /// # Safety
    /// AVX2 and F16C; `codes` holds at least `(c + 8)` codes of `code`.
    #[inline]
    #[target_feature(enable = "avx2,f16c")]
    unsafe fn load8<const K: u8>(codes: &[u8], c: usize, s: f32) -> __m256 {
        // SAFETY: the caller guarantees the eight codes are inside `codes`.
        unsafe {
            let p = codes.as_ptr();
            match code_of(K) {
                Code::F32 => _mm256_loadu_ps(p.add(c * 4).cast()),
                Code::F16 => _mm256_cvtph_ps(_mm_loadu_si128(p.add(c * 2).cast())),
                Code::I8 => {
                    let b = _mm_loadl_epi64(p.add(c).cast());
                    _mm256_mul_ps(
                        _mm256_cvtepi32_ps(_mm256_cvtepi8_epi32(b)),
                        _mm256_set1_ps(s),
                    )
                }
            }
        }
    }

    /// The kernels are instantiated per code (`K` = [`id`]), so the inner loops do not branch
    /// on it.
    const fn id(code: Code) -> u8 {
        match code {
            Code::F32 => 0,
            Code::F16 => 1,
            Code::I8 => 2,
        }
    }

    const fn code_of(k: u8) -> Code {
        match k {
            0 => Code::F32,
            1 => Code::F16,
            _ => Code::I8,
        }
    }

    /// Calls the instance of kernel `f` for `code` (`f::<K>(args)`).
    macro_rules! per_code {
        ($code:expr, $f:ident($($a:expr),*)) => {
            match $code {
                Code::F32 => $f::<{ id(Code::F32) }>($($a),*),
                Code::F16 => $f::<{ id(Code::F16) }>($($a),*),
                Code::I8 => $f::<{ id(Code::I8) }>($($a),*),
            }
        };
    }

    /// Row `j`'s codes from `col` for `d` values, and the row's scales.
    #[inline(always)]
    fn row_slice<'a>(side: &Side<'a>, j: usize, col: usize, d: usize) -> (&'a [u8], &'a [u8]) {
        let (cb, sb) = (side.ty.code_bytes(side.row), side.ty.scale_bytes(side.row));
        let w = side.ty.code.bytes();
        (
            &side.codes[j * cb + col * w..j * cb + (col + d) * w],
            &side.scales[j * sb..(j + 1) * sb],
        )
    }

    /// The scale of value `col + c` of a row whose scales are `scales` (1.0 without groups,
    /// where the definition's multiply by 1 is the identity on every number).
    ///
    /// # Safety
    /// F16C.
    #[inline]
    #[target_feature(enable = "avx2,f16c")]
    unsafe fn scale_of(side: &Side<'_>, scales: &[u8], col: usize, c: usize) -> f32 {
        if side.ty.group == 0 {
            return 1.0;
        }
        let g = (col + c) / side.ty.group;
        let bits = u16::from_le_bytes([scales[g * 2], scales[g * 2 + 1]]);
        // An exact conversion, as `f16::to_f32`.
        _mm_cvtss_f32(_mm_cvtph_ps(_mm_cvtsi32_si128(i32::from(bits))))
    }

    /// Where the group holding value offset `c` of a slice from `col` ends (a chunk of eight
    /// never straddles a group, `Side::vector_ok`): scales are re-read only there.
    #[inline(always)]
    fn group_end(side: &Side<'_>, col: usize, c: usize) -> usize {
        let g = side.ty.group;
        c + (g - (col + c) % g)
    }

    /// `dot_f32`'s closing sums of its eight lane sums: `((a0+a4)+(a1+a5)) + ((a2+a6)+(a3+a7))`.
    ///
    /// # Safety
    /// AVX2.
    #[inline]
    #[target_feature(enable = "avx2,f16c")]
    unsafe fn hsum(acc: __m256) -> f32 {
        let v = _mm_add_ps(_mm256_castps256_ps128(acc), _mm256_extractf128_ps(acc, 1));
        // Lane 0: v0 + v1, lane 2: v2 + v3.
        let w = _mm_add_ps(v, _mm_shuffle_ps(v, v, 0b10_11_00_01));
        _mm_cvtss_f32(_mm_add_ss(w, _mm_movehl_ps(w, w)))
    }

    /// Rows whose dot products run side by side in [`scores`]: each row's sum is a chain of
    /// dependent adds (the definition's order), so one row at a time waits on the add latency.
    const ROWS: usize = 4;

    /// See [`Side::scores`].
    ///
    /// # Safety
    /// AVX2 and F16C; `q.len()` a multiple of 8; `Side::vector_ok` holds.
    #[target_feature(enable = "avx2,f16c")]
    pub(super) unsafe fn scores(
        side: &Side<'_>,
        rows: Range<usize>,
        col: usize,
        q: &[f32],
        scale: f32,
        s: &mut [f32],
    ) {
        // SAFETY: forwarded.
        unsafe { per_code!(side.ty.code, scores_k(side, rows, col, q, scale, s)) }
    }

    #[target_feature(enable = "avx2,f16c")]
    unsafe fn scores_k<const K: u8>(
        side: &Side<'_>,
        rows: Range<usize>,
        col: usize,
        q: &[f32],
        scale: f32,
        s: &mut [f32],
    ) {
        let d = q.len();
        let mut j = rows.start;
        for block in s.chunks_mut(ROWS) {
            let n = block.len();
            let slices: [(&[u8], &[u8]); ROWS] =
                std::array::from_fn(|r| row_slice(side, j + r.min(n - 1), col, d));
            let mut acc = [_mm256_setzero_ps(); ROWS];
            let mut sc = [1.0f32; ROWS];
            let mut end = 0;
            for c in (0..d).step_by(8) {
                // SAFETY: every slice holds `d` codes and `c + 8 ≤ d`; `q` holds `d` values;
                // F16C is enabled here.
                unsafe {
                    if K == id(Code::I8) && c >= end {
                        for (v, sl) in sc.iter_mut().zip(&slices) {
                            *v = scale_of(side, sl.1, col, c);
                        }
                        end = group_end(side, col, c);
                    }
                    let qv = _mm256_loadu_ps(q.as_ptr().add(c));
                    for r in 0..ROWS {
                        let x = load8::<K>(slices[r].0, c, sc[r]);
                        acc[r] = _mm256_add_ps(acc[r], _mm256_mul_ps(qv, x));
                    }
                }
            }
            for (o, a) in block.iter_mut().zip(acc) {
                // SAFETY: AVX2 is enabled for this function.
                *o = unsafe { hsum(a) } * scale;
            }
            j += n;
        }
    }

    /// Columns of the output held in registers across all rows (8 vectors).
    const COLS: usize = 64;

    /// See [`Side::add_weighted`].
    ///
    /// # Safety
    /// AVX2 and F16C; `out.len()` a multiple of 8; `Side::vector_ok` holds.
    #[target_feature(enable = "avx2,f16c")]
    pub(super) unsafe fn add_weighted(
        side: &Side<'_>,
        rows: Range<usize>,
        col: usize,
        a: &[f32],
        out: &mut [f32],
    ) {
        // SAFETY: forwarded.
        unsafe { per_code!(side.ty.code, add_weighted_k(side, rows, col, a, out)) }
    }

    #[target_feature(enable = "avx2,f16c")]
    unsafe fn add_weighted_k<const K: u8>(
        side: &Side<'_>,
        rows: Range<usize>,
        col: usize,
        a: &[f32],
        out: &mut [f32],
    ) {
        let d = out.len();
        for c0 in (0..d).step_by(COLS) {
            let n = COLS.min(d - c0) / 8;
            let mut acc = [_mm256_setzero_ps(); COLS / 8];
            for (v, o) in acc.iter_mut().zip(out[c0..].chunks_exact(8)).take(n) {
                // SAFETY: `o` is eight floats.
                *v = unsafe { _mm256_loadu_ps(o.as_ptr()) };
            }
            for (j, &aj) in rows.clone().zip(a) {
                let (codes, scales) = row_slice(side, j, col, d);
                let av = _mm256_set1_ps(aj);
                let mut sc = 1.0f32;
                let mut end = 0;
                for (i, v) in acc.iter_mut().enumerate().take(n) {
                    let c = c0 + 8 * i;
                    // SAFETY: `codes` holds `d` codes and `c + 8 ≤ d`; F16C is enabled here.
                    unsafe {
                        if K == id(Code::I8) && (i == 0 || c >= end) {
                            sc = scale_of(side, scales, col, c);
                            end = group_end(side, col, c);
                        }
                        let x = load8::<K>(codes, c, sc);
                        *v = _mm256_add_ps(*v, _mm256_mul_ps(av, x));
                    }
                }
            }
            for (v, o) in acc.iter().zip(out[c0..].chunks_exact_mut(8)).take(n) {
                // SAFETY: `o` is eight floats.
                unsafe { _mm256_storeu_ps(o.as_mut_ptr(), *v) };
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::{KvCache, KvType};
    use crate::exec::ops::dot_f32;
    use proptest::prelude::*;

    /// Values with a wide spread of magnitudes (and some exact zeros and negative zeros), so
    /// that rounding differs if any operation's order does.
    fn val(seed: u64, i: usize) -> f32 {
        let h = (i as u64 ^ seed).wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 40;
        match h % 17 {
            0 => 0.0,
            1 => -0.0,
            m => ((h % 4001) as f32 / 1000.0 - 2.0) * (1.5f32).powi(m as i32 - 9),
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]
        /// Both reads equal decoding each row and then multiplying (the definition), bit for
        /// bit, for every KV type; aligned slices take the vector kernels, the others
        /// (`col` or `d` not a multiple of 8) the definition itself.
        #[test]
        fn reads_equal_decode_then_multiply(
            ty in 0usize..3,
            n in 1usize..90,
            heads in 1usize..4,
            d in prop::sample::select(vec![8usize, 12, 64, 72, 128]),
            skew in 0usize..2,
            seed in any::<u64>(),
        ) {
            let ty = KvType::ALL[ty];
            // `skew` shifts the head's columns off the vector/group grid.
            let row = heads * d + skew * 3;
            let mut kv = KvCache::new(ty, 1, row, n);
            for p in 0..n {
                let k: Vec<f32> = (0..row).map(|i| val(seed, p * row + i)).collect();
                let v: Vec<f32> = (0..row).map(|i| val(seed ^ 1, p * row + i)).collect();
                kv.store(0, p, &k, &v).unwrap();
            }
            let l = kv.layer(0, n).unwrap();
            let q: Vec<f32> = (0..d).map(|i| val(seed ^ 2, i)).collect();
            let a: Vec<f32> = (0..n).map(|i| val(seed ^ 3, i)).collect();
            let (lo, hi) = (n / 3, n);
            for h in 0..heads {
                let col = h * d + skew * 3;
                let mut x = vec![0.0f32; d];
                let mut want_s = vec![0.0f32; hi - lo];
                let mut want_o: Vec<f32> = (0..d).map(|i| val(seed ^ 4, i)).collect();
                let mut got_o = want_o.clone();
                for j in lo..hi {
                    l.key(j, col, &mut x);
                    want_s[j - lo] = dot_f32(&q, &x) * 0.3;
                    l.value(j, col, &mut x);
                    for (o, &v) in want_o.iter_mut().zip(&x) {
                        *o += a[j - lo] * v;
                    }
                }
                let mut got_s = vec![0.0f32; hi - lo];
                l.key_scores(lo..hi, col, &q, 0.3, &mut got_s);
                l.add_values(lo..hi, col, &a, &mut got_o);
                let bits = |v: &[f32]| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
                prop_assert_eq!(bits(&got_s), bits(&want_s), "scores, {} head {}", ty, h);
                prop_assert_eq!(bits(&got_o), bits(&want_o), "values, {} head {}", ty, h);
            }
        }
    }
}
