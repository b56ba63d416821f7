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

/// Query `r`'s rows of a tile and its weights for them (`weights[j - rows.start]` for row `j`),
/// for [`Side::add_weighted_tile`].
pub type Span<'a> = (Range<usize>, &'a [f32]);

impl Side<'_> {
    /// The scores of `q.len() / d` queries (`q` row-major, `d` values each) against rows
    /// `rows`: `s[r·n + j − rows.start]` (`n = rows.len()`) is [`Side::scores`] of query `r`,
    /// bit for bit. Each row is decoded once into `scratch` for all the queries (where
    /// `scores` converts it again per query), and the dot products run in register blocks of
    /// queries × rows, so one load of a row serves several queries.
    pub fn scores_tile(
        &self,
        rows: Range<usize>,
        col: usize,
        (q, d): (&[f32], usize),
        scale: f32,
        s: &mut [f32],
        scratch: &mut Vec<f32>,
    ) {
        let (n, nq) = (rows.len(), q.len() / d.max(1));
        if n == 0 || nq == 0 {
            return;
        }
        #[cfg(target_arch = "x86_64")]
        if self.vector_ok(col, d) {
            if x86::wide() {
                // Rows in pairs, chunk by chunk (`x86::decode_rows` with `PAIRED`), the
                // padding row of an odd tile zero.
                let len = n.div_ceil(2) * 2 * d;
                scratch.clear();
                scratch.resize(len, 0.0);
                // SAFETY: AVX2, F16C, AVX-512F and DQ are present (`wide`); `vector_ok`
                // holds; `scratch` holds the paired rows, `q` `nq·d` values and `s` `nq·n`.
                unsafe {
                    x86::decode_rows(self, rows, col, d, true, &mut scratch[..len]);
                    x86::scores_f32_wide(
                        &scratch[..len],
                        n,
                        d,
                        &q[..nq * d],
                        scale,
                        &mut s[..nq * n],
                    );
                }
                return;
            }
            scratch.resize(n * d, 0.0);
            // SAFETY: AVX2 and F16C are present (checked); `vector_ok` holds for the slice,
            // `scratch` holds `n·d` values, `q` `nq·d` and `s` is bounds checked per store.
            unsafe {
                x86::decode_rows(self, rows, col, d, false, scratch);
                x86::scores_f32(&scratch[..n * d], d, &q[..nq * d], scale, &mut s[..nq * n]);
            }
            return;
        }
        let _ = scratch;
        for (qr, sr) in q.chunks_exact(d).zip(s.chunks_mut(n)) {
            self.scores(rows.clone(), col, qr, scale, sr);
        }
    }

    /// The weighted value rows of a tile for several queries: query `r` adds
    /// `weights[j − span.start] · x̂_j[col + i]` to `out[r·d + i]` for `j` in its span
    /// (`spans[r]`, inside `rows`) increasing — [`Side::add_weighted`] of that query, bit for
    /// bit. The tile's rows are decoded once into `scratch` and two queries share each load.
    pub fn add_weighted_tile(
        &self,
        rows: Range<usize>,
        col: usize,
        spans: &[Span<'_>],
        out: &mut [f32],
        scratch: &mut Vec<f32>,
    ) {
        let nq = spans.len();
        if nq == 0 {
            return;
        }
        let d = out.len() / nq;
        #[cfg(target_arch = "x86_64")]
        if self.vector_ok(col, d) {
            let n = rows.len();
            scratch.resize(n * d, 0.0);
            // SAFETY: as in `scores_tile`; every span lies inside `rows` (checked below).
            unsafe {
                x86::decode_rows(self, rows.clone(), col, d, false, scratch);
            }
            for (sp, _) in spans {
                assert!(
                    sp.is_empty() || (rows.start <= sp.start && sp.end <= rows.end),
                    "span {sp:?} outside the tile {rows:?}"
                );
            }
            // SAFETY: AVX2 present (and AVX-512F where `wide`); spans inside the tile, `out`
            // holds `nq·d` values.
            unsafe {
                x86::add_tile_f32(
                    &scratch[..n * d],
                    d,
                    rows.start,
                    spans,
                    out,
                    x86::wide() && d.is_multiple_of(16),
                )
            };
            return;
        }
        let _ = (scratch, rows);
        for ((sp, w), o) in spans.iter().zip(out.chunks_exact_mut(d)) {
            if !sp.is_empty() {
                self.add_weighted(sp.clone(), col, w, o);
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

    /// Decodes values `col..col + d` of every row of `rows` into `x` (row-major, `d` apart),
    /// each chunk of eight exactly as [`load8`] gives it to the row kernels.
    ///
    /// # Safety
    /// AVX2 and F16C; `Side::vector_ok(col, d)`; `x` holds `rows.len()·d` values.
    #[target_feature(enable = "avx2,f16c")]
    pub(super) unsafe fn decode_rows(
        side: &Side<'_>,
        rows: Range<usize>,
        col: usize,
        d: usize,
        paired: bool,
        x: &mut [f32],
    ) {
        // SAFETY: forwarded.
        unsafe { per_code!(side.ty.code, decode_rows_k(side, rows, col, d, paired, x)) }
    }

    #[target_feature(enable = "avx2,f16c")]
    unsafe fn decode_rows_k<const K: u8>(
        side: &Side<'_>,
        rows: Range<usize>,
        col: usize,
        d: usize,
        paired: bool,
        x: &mut [f32],
    ) {
        let base = rows.start;
        for j in rows {
            let (codes, scales) = row_slice(side, j, col, d);
            let mut sc = 1.0f32;
            let mut end = 0;
            // Row-major: row `i` at `i·d`. Paired: rows `2p` and `2p + 1` share `2d` values
            // from `2p·d`, chunk `c` of the first at `2c` and of the second at `2c + 8`.
            let i = j - base;
            let (start, step) = if paired {
                ((i / 2) * 2 * d + (i % 2) * 8, 16)
            } else {
                (i * d, 8)
            };
            for (c, o) in (0..d).step_by(8).zip(x[start..].chunks_mut(step)) {
                // SAFETY: `codes` holds `d` codes and `c + 8 ≤ d`; `o` is eight floats.
                unsafe {
                    if K == id(Code::I8) && (c == 0 || c >= end) {
                        sc = scale_of(side, scales, col, c);
                        end = group_end(side, col, c);
                    }
                    let o = &mut o[..8];
                    _mm256_storeu_ps(o.as_mut_ptr(), load8::<K>(codes, c, sc));
                }
            }
        }
    }

    /// Whether the 512-bit tile kernels run: AVX-512F and DQ on a host whose kernels run at
    /// [`Isa::Avx512Vnni`](crate::cpu::Isa) (so `STRATA_CPU_ISA=avx2` turns them off too).
    /// They hold twice the lanes of the 256-bit ones per instruction for the same arithmetic:
    /// a pair of rows' lane sums in one register for the scores, sixteen output columns per
    /// register for the weighted values.
    pub(super) fn wide() -> bool {
        #[cfg(test)]
        if FORCE_NARROW.with(std::cell::Cell::get) {
            return false;
        }
        static WIDE: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
        *WIDE.get_or_init(|| {
            is_x86_feature_detected!("avx512f")
                && is_x86_feature_detected!("avx512dq")
                && crate::cpu::Isa::detect() == crate::cpu::Isa::Avx512Vnni
        })
    }

    #[cfg(test)]
    thread_local! {
        /// Tests set it to run the 256-bit tile kernels on a host that has the 512-bit ones.
        pub(super) static FORCE_NARROW: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    }

    /// Queries and row pairs per register block of [`scores_f32_wide`]: 8 accumulators of
    /// two rows' lane sums each, four broadcast query chunks and one row-pair vector.
    const WIDE_QUERIES: usize = 4;
    const WIDE_PAIRS: usize = 2;

    /// [`scores_f32`] on 512-bit registers: `x` holds the `n` rows in pairs
    /// ([`decode_rows`] with `paired`), so one register holds chunk `c` of rows `2p` (lanes
    /// 0–7) and `2p + 1` (lanes 8–15) and one broadcast of the query's chunk serves both. Each
    /// half is [`scores_k`]'s vector of eight lane sums for its row, with the same product
    /// and add per step, and closes with the same [`hsum`], so every score has the 256-bit
    /// kernels' bits.
    ///
    /// # Safety
    /// AVX2, F16C, AVX-512F and DQ; `d` a multiple of 8; `x` holds `⌈n/2⌉·2d` values, `q`
    /// `nq·d`, `s` `nq·n`.
    #[target_feature(enable = "avx2,f16c,avx512f,avx512dq")]
    pub(super) unsafe fn scores_f32_wide(
        x: &[f32],
        n: usize,
        d: usize,
        q: &[f32],
        scale: f32,
        s: &mut [f32],
    ) {
        let (pairs, nq) = (n.div_ceil(2), q.len() / d);
        assert!(x.len() >= pairs * 2 * d && s.len() >= nq * n && d.is_multiple_of(8));
        if n == 0 {
            return;
        }
        let (xp, qp) = (x.as_ptr(), q.as_ptr());
        let mut r = 0;
        while r < nq {
            let qn = (nq - r).min(WIDE_QUERIES);
            // Short blocks repeat their last query or pair (computed, not stored).
            let qo: [usize; WIDE_QUERIES] = std::array::from_fn(|a| (r + a.min(qn - 1)) * d);
            let mut p = 0;
            while p < pairs {
                let pn = (pairs - p).min(WIDE_PAIRS);
                let xo: [usize; WIDE_PAIRS] = std::array::from_fn(|b| (p + b.min(pn - 1)) * 2 * d);
                let mut acc = [[_mm512_setzero_ps(); WIDE_PAIRS]; WIDE_QUERIES];
                for c in (0..d).step_by(8) {
                    // SAFETY: every offset is a whole query or row pair inside its slice
                    // (asserted above), `c + 8 ≤ d`.
                    unsafe {
                        let qv: [__m512; WIDE_QUERIES] = std::array::from_fn(|a| {
                            _mm512_broadcast_f32x8(_mm256_loadu_ps(qp.add(qo[a] + c)))
                        });
                        for b in 0..WIDE_PAIRS {
                            let xv = _mm512_loadu_ps(xp.add(xo[b] + 2 * c));
                            for a in 0..WIDE_QUERIES {
                                acc[a][b] = _mm512_add_ps(acc[a][b], _mm512_mul_ps(qv[a], xv));
                            }
                        }
                    }
                }
                for (a, acc_a) in acc.iter().enumerate().take(qn) {
                    for (b, &v) in acc_a.iter().enumerate().take(pn) {
                        let j = 2 * (p + b);
                        let row = (r + a) * n;
                        let lo = _mm512_castps512_ps256(v);
                        let hi = _mm512_extractf32x8_ps::<1>(v);
                        // SAFETY: AVX2 is enabled for this function.
                        s[row + j] = unsafe { hsum(lo) } * scale;
                        if j + 1 < n {
                            // SAFETY: as above.
                            s[row + j + 1] = unsafe { hsum(hi) } * scale;
                        }
                    }
                }
                p += pn;
            }
            r += qn;
        }
    }

    /// Queries per register block of [`scores_f32`] (with [`ROWS`] rows: 8 accumulators, two
    /// query vectors and one row vector of the 16 registers).
    const QUERIES: usize = 2;

    /// `s[r·n + j] = hsum(Σ_c q_r[c..c+8]·x_j[c..c+8]) · scale` over decoded rows `x` (`n`
    /// rows of `d`): [`scores_k`]'s lane sums and closing sums, per (query, row), in its order.
    ///
    /// # Safety
    /// AVX2; `d` a multiple of 8; `x` holds `n·d`, `q` `nq·d`, `s` `nq·n` values.
    #[target_feature(enable = "avx2,f16c")]
    pub(super) unsafe fn scores_f32(x: &[f32], d: usize, q: &[f32], scale: f32, s: &mut [f32]) {
        let (n, nq) = (x.len() / d, q.len() / d);
        if n == 0 {
            return;
        }
        let (xp, qp) = (x.as_ptr(), q.as_ptr());
        let mut r = 0;
        while r < nq {
            let qn = (nq - r).min(QUERIES);
            // Short blocks repeat their last query or row (computed, not stored), so the loop
            // body is always the full block.
            let qo: [usize; QUERIES] = std::array::from_fn(|a| (r + a.min(qn - 1)) * d);
            let mut j = 0;
            while j < n {
                let jn = (n - j).min(ROWS);
                let xo: [usize; ROWS] = std::array::from_fn(|b| (j + b.min(jn - 1)) * d);
                let mut acc = [[_mm256_setzero_ps(); ROWS]; QUERIES];
                for c in (0..d).step_by(8) {
                    // SAFETY: every offset is a whole row or query inside its slice, `c + 8 ≤
                    // d`.
                    unsafe {
                        let qv: [__m256; QUERIES] =
                            std::array::from_fn(|a| _mm256_loadu_ps(qp.add(qo[a] + c)));
                        for b in 0..ROWS {
                            let xv = _mm256_loadu_ps(xp.add(xo[b] + c));
                            for a in 0..QUERIES {
                                acc[a][b] = _mm256_add_ps(acc[a][b], _mm256_mul_ps(qv[a], xv));
                            }
                        }
                    }
                }
                for (a, acc_a) in acc.iter().enumerate().take(qn) {
                    for (b, &v) in acc_a.iter().enumerate().take(jn) {
                        // SAFETY: AVX2 is enabled for this function.
                        s[(r + a) * n + j + b] = unsafe { hsum(v) } * scale;
                    }
                }
                j += jn;
            }
            r += qn;
        }
    }

    /// [`add_weighted_k`]'s arithmetic over decoded rows `x` (row `j` at `(j − base)·d`) for
    /// every query's span, two queries at a time where their spans overlap: each output value
    /// still gets one product and one add per row, rows increasing.
    ///
    /// # Safety
    /// AVX2; `d` a multiple of 8; every non-empty span inside the rows of `x`; `out` holds
    /// `spans.len()·d` values and each span's weights cover it.
    #[target_feature(enable = "avx2,f16c")]
    pub(super) unsafe fn add_tile_f32(
        x: &[f32],
        d: usize,
        base: usize,
        spans: &[super::Span<'_>],
        out: &mut [f32],
        wide: bool,
    ) {
        // The kernels of one width (`value_kernels!`), chosen once.
        type Two = unsafe fn(
            &[f32],
            usize,
            usize,
            Range<usize>,
            (&[f32], &[f32]),
            (&mut [f32], &mut [f32]),
        );
        type One = unsafe fn(&[f32], usize, usize, Range<usize>, &[f32], &mut [f32]);
        let (two, one): (Two, One) = if wide {
            (add_two_wide, add_one_wide)
        } else {
            (add_two, add_one)
        };
        let mut outs = out.chunks_exact_mut(d);
        let mut it = spans.chunks(2);
        for pair in &mut it {
            let (Some(o0), o1) = (outs.next(), outs.next()) else {
                return;
            };
            let (sa, wa) = (&pair[0].0, pair[0].1);
            let (Some(o1), Some((sb, wb))) = (o1, pair.get(1)) else {
                // SAFETY: forwarded.
                unsafe { one(x, d, base, sa.clone(), wa, o0) };
                continue;
            };
            // Segments between the spans' ends, in increasing row order: each is in both
            // spans, one of them, or neither.
            let mut cuts = [sa.start, sa.end, sb.start, sb.end];
            cuts.sort_unstable();
            for w in cuts.windows(2) {
                let (u, v) = (w[0], w[1]);
                if u >= v {
                    continue;
                }
                let in_a = sa.start <= u && v <= sa.end;
                let in_b = sb.start <= u && v <= sb.end;
                // SAFETY: forwarded; the segment is inside each span it is run for.
                unsafe {
                    match (in_a, in_b) {
                        (true, true) => two(
                            x,
                            d,
                            base,
                            u..v,
                            (&wa[u - sa.start..], &wb[u - sb.start..]),
                            (&mut *o0, &mut *o1),
                        ),
                        (true, false) => one(x, d, base, u..v, &wa[u - sa.start..], o0),
                        (false, true) => one(x, d, base, u..v, &wb[u - sb.start..], o1),
                        (false, false) => {}
                    }
                }
            }
        }
    }

    /// The value kernels of [`add_tile_f32`] for one vector width: `$two` adds two queries'
    /// weighted rows (`$pair` columns per pass, 4 vectors per query: 8 accumulators), `$one` one
    /// query's (`$cols` columns per pass, 8 vectors). Each output value gets one product and one
    /// add per row, rows increasing, whatever the width, so both instances give the same bits.
    macro_rules! value_kernels {
        ($feat:literal, $lanes:expr, $two:ident, $one:ident, $pair:expr, $cols:expr,
         $zero:ident, $load:ident, $store:ident, $set1:ident, $add:ident, $mul:ident) => {
            /// `o0 += w0[j]·x_j`, `o1 += w1[j]·x_j` for rows `seg` (weights from the segment's
            /// start).
            ///
            /// # Safety
            /// As [`add_tile_f32`], with the instruction sets of `$feat` and `d` a multiple of
            /// the lanes.
            #[target_feature(enable = $feat)]
            unsafe fn $two(
                x: &[f32],
                d: usize,
                base: usize,
                seg: Range<usize>,
                (w0, w1): (&[f32], &[f32]),
                (o0, o1): (&mut [f32], &mut [f32]),
            ) {
                const V: usize = $pair / $lanes;
                assert!(d.is_multiple_of($lanes) && o0.len() >= d && o1.len() >= d);
                let xp = x.as_ptr();
                for c0 in (0..d).step_by($pair) {
                    let nv = ($pair.min(d - c0)) / $lanes;
                    // SAFETY: `c0 + lanes·nv ≤ d` for both outputs; rows of `seg` are inside
                    // `x`.
                    unsafe {
                        let (p0, p1) = (o0.as_mut_ptr().add(c0), o1.as_mut_ptr().add(c0));
                        let mut a0 = [$zero(); V];
                        let mut a1 = [$zero(); V];
                        for k in 0..nv {
                            a0[k] = $load(p0.add($lanes * k));
                            a1[k] = $load(p1.add($lanes * k));
                        }
                        for (i, j) in seg.clone().enumerate() {
                            let (v0, v1) = ($set1(w0[i]), $set1(w1[i]));
                            let row = xp.add((j - base) * d + c0);
                            // The whole-width case with a constant trip count, so the eight
                            // accumulators stay in registers; narrower heads take the counted
                            // loop.
                            if nv == V {
                                for k in 0..V {
                                    let xv = $load(row.add($lanes * k));
                                    a0[k] = $add(a0[k], $mul(v0, xv));
                                    a1[k] = $add(a1[k], $mul(v1, xv));
                                }
                            } else {
                                for k in 0..nv {
                                    let xv = $load(row.add($lanes * k));
                                    a0[k] = $add(a0[k], $mul(v0, xv));
                                    a1[k] = $add(a1[k], $mul(v1, xv));
                                }
                            }
                        }
                        for k in 0..nv {
                            $store(p0.add($lanes * k), a0[k]);
                            $store(p1.add($lanes * k), a1[k]);
                        }
                    }
                }
            }

            /// `o += w[j]·x_j` for rows `seg`, `$cols` columns in registers.
            ///
            /// # Safety
            /// As `$two`.
            #[target_feature(enable = $feat)]
            unsafe fn $one(
                x: &[f32],
                d: usize,
                base: usize,
                seg: Range<usize>,
                w: &[f32],
                o: &mut [f32],
            ) {
                if seg.is_empty() {
                    return;
                }
                assert!(d.is_multiple_of($lanes) && o.len() >= d);
                let xp = x.as_ptr();
                for c0 in (0..d).step_by($cols) {
                    let nv = $cols.min(d - c0) / $lanes;
                    // SAFETY: as in `$two`.
                    unsafe {
                        let p = o.as_mut_ptr().add(c0);
                        let mut acc = [$zero(); $cols / $lanes];
                        for (k, a) in acc.iter_mut().enumerate().take(nv) {
                            *a = $load(p.add($lanes * k));
                        }
                        for (i, j) in seg.clone().enumerate() {
                            let v = $set1(w[i]);
                            let row = xp.add((j - base) * d + c0);
                            for (k, a) in acc.iter_mut().enumerate().take(nv) {
                                *a = $add(*a, $mul(v, $load(row.add($lanes * k))));
                            }
                        }
                        for (k, a) in acc.iter().enumerate().take(nv) {
                            $store(p.add($lanes * k), *a);
                        }
                    }
                }
            }
        };
    }

    value_kernels!(
        "avx2,f16c",
        8,
        add_two,
        add_one,
        32,
        COLS,
        _mm256_setzero_ps,
        _mm256_loadu_ps,
        _mm256_storeu_ps,
        _mm256_set1_ps,
        _mm256_add_ps,
        _mm256_mul_ps
    );
    value_kernels!(
        "avx2,f16c,avx512f",
        16,
        add_two_wide,
        add_one_wide,
        64,
        128,
        _mm512_setzero_ps,
        _mm512_loadu_ps,
        _mm512_storeu_ps,
        _mm512_set1_ps,
        _mm512_add_ps,
        _mm512_mul_ps
    );
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
        /// The tile reads (rows decoded once for several queries, register blocks of queries ×
        /// rows, pairs of queries over the overlap of their spans) equal the per-query reads
        /// bit for bit, for any spans inside the tile (nested, disjoint, empty, one row).
        #[test]
        fn tile_reads_equal_per_query_reads(
            ty in 0usize..3,
            n in 1usize..70,
            nq in 1usize..12,
            d in prop::sample::select(vec![8usize, 12, 16, 40, 48, 64, 128, 144]),
            cuts in prop::collection::vec((0usize..70, 0usize..70), 12),
            seed in any::<u64>(),
        ) {
            let ty = KvType::ALL[ty];
            let row = 2 * d;
            let total = n + 5;
            let mut kv = KvCache::new(ty, 1, row, total);
            for p in 0..total {
                let k: Vec<f32> = (0..row).map(|i| val(seed, p * row + i)).collect();
                let v: Vec<f32> = (0..row).map(|i| val(seed ^ 1, p * row + i)).collect();
                kv.store(0, p, &k, &v).unwrap();
            }
            let l = kv.layer(0, total).unwrap();
            // Both instruction widths where the host has the 512-bit kernels.
            for narrow in [false, true] {
            #[cfg(target_arch = "x86_64")]
            super::x86::FORCE_NARROW.with(|f| f.set(narrow));
            #[cfg(not(target_arch = "x86_64"))]
            let _ = narrow;
            let rows = 5..5 + n;
            let col = d;
            let q: Vec<f32> = (0..nq * d).map(|i| val(seed ^ 2, i)).collect();
            let mut scratch = Vec::new();
            let mut got = vec![0.0f32; nq * n];
            l.key_scores_tile(rows.clone(), col, (&q, d), 0.3, &mut got, &mut scratch);
            let bits = |v: &[f32]| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
            for r in 0..nq {
                let mut want = vec![0.0f32; n];
                l.key_scores(rows.clone(), col, &q[r * d..(r + 1) * d], 0.3, &mut want);
                prop_assert_eq!(bits(&got[r * n..(r + 1) * n]), bits(&want), "scores, query {}, narrow {}", r, narrow);
            }
            let w: Vec<f32> = (0..nq * n).map(|i| val(seed ^ 3, i)).collect();
            let spans: Vec<(std::ops::Range<usize>, &[f32])> = (0..nq)
                .map(|r| {
                    let (a, b) = (cuts[r].0 % (n + 1), cuts[r].1 % (n + 1));
                    let (a, b) = (a.min(b), a.max(b));
                    (5 + a..5 + b, &w[r * n..r * n + (b - a)])
                })
                .collect();
            let init: Vec<f32> = (0..nq * d).map(|i| val(seed ^ 4, i)).collect();
            let mut got_o = init.clone();
            l.add_values_tile(rows.clone(), col, &spans, &mut got_o, &mut scratch);
            for (r, (sp, wr)) in spans.iter().enumerate() {
                let mut want = init[r * d..(r + 1) * d].to_vec();
                l.add_values(sp.clone(), col, wr, &mut want);
                prop_assert_eq!(bits(&got_o[r * d..(r + 1) * d]), bits(&want), "values, query {}, narrow {}", r, narrow);
            }
            }
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
