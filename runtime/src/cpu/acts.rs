//! Activation quantization for the CPU dot products: the "Q8_32F" format.
//!
//! The vector `x` (length `n`) is cut into groups of 32; group `b` stores an f32 scale
//! `d_b = max|x| / 127`, 32 signed bytes `q = round(x / d_b)` (half away from zero, as ggml's
//! Q8_0) and their sum `s_b = Σq`. It is ggml's Q8_0 with an f32 instead of an f16 scale (more
//! precise, same speed) plus the sums that formats with a per-block minimum or offset need
//! (`Σ(d·q + m)·a = d·Σq·a + m·Σa`). One format serves every weight type: every block layout,
//! including the 256-element super-blocks, splits into whole groups of 32. The unquantized `x` is
//! kept for the float weight types (F32, F16, BF16), which are dotted against it directly.

/// A vector quantized for the dot products; build one per input vector and share it across all
/// the rows (and experts) that multiply it.
#[derive(Debug, Clone, Default)]
pub struct QuantizedActs {
    pub(crate) n: usize,
    pub(crate) x: Vec<f32>,
    /// `32·groups` bytes, zero-padded past `n`.
    pub(crate) qs: Vec<i8>,
    pub(crate) d: Vec<f32>,
    pub(crate) sums: Vec<i32>,
    /// `−128·sums` per group (wrapping): what the matrix kernels' offset form starts each
    /// group's integer dot product from, read as a broadcast from memory.
    pub(crate) neg128: Vec<i32>,
    /// `d_b · s_b` per group (what the per-block minimums of Q4_K-style formats multiply).
    pub(crate) dsums: Vec<f32>,
}

/// Quantized-activation buffers kept between the calls of one batch, by vector length, so a
/// prompt step's thousands of vectors per layer (a 512-token step of bench-qwen3moe quantizes
/// 4,096 expert inputs for each MoE layer's down products) reuse the allocations of the layer
/// before instead of allocating five vectors each on the calling thread and faulting their
/// pages in again on the workers. Only the allocations are reused: [`QuantizedActs::quantize`]
/// rewrites every field, so a result does not depend on what a buffer held.
#[derive(Debug, Default)]
pub struct ActsBin {
    /// `(n, buffers last sized for vectors of n)`, a handful of distinct lengths.
    by_len: Vec<(usize, Vec<QuantizedActs>)>,
    /// Bytes the kept buffers hold.
    held: usize,
}

/// At most this many bytes (256 MiB) of buffers are kept; beyond it a returned one is freed.
const BIN_MAX_BYTES: usize = 256 << 20;

impl ActsBin {
    /// A buffer that holds a vector of `n` without allocating: a kept one if there is one.
    pub fn take(&mut self, n: usize) -> QuantizedActs {
        let kept = self
            .by_len
            .iter_mut()
            .find(|(len, _)| *len == n)
            .and_then(|(_, v)| v.pop());
        match kept {
            Some(a) => {
                self.held = self.held.saturating_sub(a.bytes());
                a
            }
            None => QuantizedActs::with_len(n),
        }
    }

    /// Keeps `a` for a later [`ActsBin::take`] of its length (frees it past the cap).
    pub fn give(&mut self, a: QuantizedActs) {
        let bytes = a.bytes();
        if self.held + bytes > BIN_MAX_BYTES {
            return;
        }
        self.held += bytes;
        let n = a.n;
        match self.by_len.iter_mut().find(|(len, _)| *len == n) {
            Some((_, v)) => v.push(a),
            None => self.by_len.push((n, vec![a])),
        }
    }

    /// Bytes held now.
    pub fn held_bytes(&self) -> usize {
        self.held
    }
}

impl QuantizedActs {
    /// Quantizes `x`.
    pub fn new(x: &[f32]) -> Self {
        let mut a = Self::default();
        a.quantize(x);
        a
    }

    /// An empty buffer whose allocations already hold a vector of `n` elements, so that
    /// [`QuantizedActs::quantize`] of such a vector allocates nothing (the pool's parallel
    /// quantization allocates on the calling thread and fills on the workers).
    pub fn with_len(n: usize) -> Self {
        let groups = n.div_ceil(32);
        Self {
            n: 0,
            x: Vec::with_capacity(n),
            qs: Vec::with_capacity(groups * 32),
            d: Vec::with_capacity(groups),
            sums: Vec::with_capacity(groups),
            neg128: Vec::with_capacity(groups),
            dsums: Vec::with_capacity(groups),
        }
    }

    /// Bytes its allocations hold.
    fn bytes(&self) -> usize {
        self.x.capacity() * 4
            + self.qs.capacity()
            + (self.d.capacity()
                + self.sums.capacity()
                + self.neg128.capacity()
                + self.dsums.capacity())
                * 4
    }

    /// Re-quantizes `x` into this buffer, reusing its allocations (the decode loop calls this
    /// once per matvec input).
    pub fn quantize(&mut self, x: &[f32]) {
        let groups = x.len().div_ceil(32);
        self.n = x.len();
        self.x.clear();
        self.x.extend_from_slice(x);
        self.qs.clear();
        self.qs.resize(groups * 32, 0);
        self.d.clear();
        self.sums.clear();
        self.neg128.clear();
        self.dsums.clear();
        self.d.resize(groups, 0.0);
        self.sums.resize(groups, 0);
        self.neg128.resize(groups, 0);
        self.dsums.resize(groups, 0.0);
        #[cfg(target_arch = "x86_64")]
        let done = if std::arch::is_x86_feature_detected!("avx2") {
            let whole = x.len() / 32;
            for g in 0..whole {
                // SAFETY: AVX2 is present (checked above); every slice is exactly one group.
                let (d, sum) = unsafe {
                    quantize_group_avx2(&x[32 * g..32 * g + 32], &mut self.qs[32 * g..32 * g + 32])
                };
                self.d[g] = d;
                self.sums[g] = sum;
                self.neg128[g] = sum.wrapping_shl(7).wrapping_neg();
                self.dsums[g] = d * sum as f32;
            }
            whole
        } else {
            0
        };
        #[cfg(not(target_arch = "x86_64"))]
        let done = 0;
        for g in done..groups {
            let xs = &x[32 * g..x.len().min(32 * g + 32)];
            let (d, sum) = quantize_group(xs, &mut self.qs[32 * g..32 * g + 32]);
            self.d[g] = d;
            self.sums[g] = sum;
            self.neg128[g] = sum.wrapping_shl(7).wrapping_neg();
            self.dsums[g] = d * sum as f32;
        }
    }

    /// The number of elements.
    pub fn len(&self) -> usize {
        self.n
    }

    /// Whether the vector is empty.
    pub fn is_empty(&self) -> bool {
        self.n == 0
    }

    /// The values the quantized form represents, `d_b · q` (what the integer dot products
    /// multiply the weights with).
    pub fn dequantized(&self) -> Vec<f32> {
        (0..self.n)
            .map(|i| self.d[i / 32] * f32::from(self.qs[i]))
            .collect()
    }

    /// The unquantized input.
    pub fn values(&self) -> &[f32] {
        &self.x
    }

    /// Whether `self` and `other` hold the same vector bit for bit: inputs, bytes, scales and
    /// sums (the parallel and sequential quantization arms are compared with this).
    pub fn bit_eq(&self, other: &Self) -> bool {
        let f = |a: &[f32], b: &[f32]| {
            a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x.to_bits() == y.to_bits())
        };
        self.n == other.n
            && f(&self.x, &other.x)
            && self.qs == other.qs
            && f(&self.d, &other.d)
            && self.sums == other.sums
            && self.neg128 == other.neg128
            && f(&self.dsums, &other.dsums)
    }
}

/// `x` rounded half away from zero and saturated to `i8` (NaN to 0): `x.round() as i8`, written
/// with a truncating conversion and a compare so that the loop vectorises (`f32::round` is a
/// call to libm's `roundf` per element on x86-64, which made quantizing the inputs cost as much
/// as a small matvec). Exact: for |x| < 2³¹ the truncation `t` and the remainder `x − t` are
/// both exact, and a remainder of at least one half steps away from zero.
#[inline]
fn round_half_away(x: f32) -> i8 {
    // `as` saturates and maps NaN to 0.
    let t = x as i32;
    let frac = x - t as f32;
    let r = if frac >= 0.5 {
        t.saturating_add(1)
    } else if frac <= -0.5 {
        t.saturating_sub(1)
    } else {
        t
    };
    r.clamp(-128, 127) as i8
}

/// One group of up to 32 values: the scale `max|x| / 127`, the bytes `round(x / d)` (half away
/// from zero) into `q` (zero past `x`), and their sum.
fn quantize_group(x: &[f32], q: &mut [i8]) -> (f32, i32) {
    // `f32::max` ignores a NaN operand, so NaN inputs do not poison the scale.
    let amax = x.iter().fold(0.0f32, |m, v| m.max(v.abs()));
    let d = amax / 127.0;
    let id = if d != 0.0 { 1.0 / d } else { 0.0 };
    let mut sum = 0i32;
    for (o, v) in q.iter_mut().zip(x) {
        let v = round_half_away(v * id);
        *o = v;
        sum += i32::from(v);
    }
    (d, sum)
}

/// [`quantize_group`] for a whole group of 32 on AVX2, with the same result bit for bit: the
/// maximum ignores NaN lanes as `f32::max` does (`vmaxps` returns its second operand when the
/// first is NaN), the scale and products are the same IEEE operations, NaN products become 0,
/// and rounding is truncation plus a step away from zero when the remainder is at least one
/// half, then saturation to `i8` by the packing instructions.
///
/// # Safety
/// The CPU must support AVX2; `x` and `q` must hold exactly 32 elements.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
unsafe fn quantize_group_avx2(x: &[f32], q: &mut [i8]) -> (f32, i32) {
    use std::arch::x86_64::*;
    assert!(x.len() == 32 && q.len() == 32);
    // SAFETY: the assertion bounds every 8-lane load and the one 32-byte store.
    unsafe {
        let v = [
            _mm256_loadu_ps(x.as_ptr()),
            _mm256_loadu_ps(x.as_ptr().add(8)),
            _mm256_loadu_ps(x.as_ptr().add(16)),
            _mm256_loadu_ps(x.as_ptr().add(24)),
        ];
        let sign = _mm256_set1_ps(-0.0);
        let mut m = _mm256_setzero_ps();
        for &vi in &v {
            m = _mm256_max_ps(_mm256_andnot_ps(sign, vi), m);
        }
        let m4 = _mm_max_ps(_mm256_castps256_ps128(m), _mm256_extractf128_ps(m, 1));
        let m2 = _mm_max_ps(m4, _mm_movehl_ps(m4, m4));
        let m1 = _mm_max_ss(m2, _mm_shuffle_ps(m2, m2, 1));
        let amax = _mm_cvtss_f32(m1);
        let d = amax / 127.0;
        let id = if d != 0.0 { 1.0 / d } else { 0.0 };
        let idv = _mm256_set1_ps(id);
        let half = _mm256_set1_ps(0.5);
        let mhalf = _mm256_set1_ps(-0.5);
        let one = _mm256_set1_epi32(1);
        let mut r = [_mm256_setzero_si256(); 4];
        for (ri, &vi) in r.iter_mut().zip(&v) {
            let p = _mm256_mul_ps(vi, idv);
            // NaN lanes to 0, as `as i32` maps NaN.
            let p = _mm256_and_ps(p, _mm256_cmp_ps(p, p, _CMP_ORD_Q));
            // Products beyond ±256 (an infinite `id` from a denormal scale) saturate anyway;
            // bounding them keeps the conversion in range, as `as` saturates.
            let p = _mm256_max_ps(
                _mm256_min_ps(p, _mm256_set1_ps(256.0)),
                _mm256_set1_ps(-256.0),
            );
            let t = _mm256_cvttps_epi32(p);
            let frac = _mm256_sub_ps(p, _mm256_cvtepi32_ps(t));
            let up = _mm256_castps_si256(_mm256_cmp_ps(frac, half, _CMP_GE_OQ));
            let down = _mm256_castps_si256(_mm256_cmp_ps(frac, mhalf, _CMP_LE_OQ));
            let t = _mm256_add_epi32(t, _mm256_and_si256(up, one));
            let t = _mm256_sub_epi32(t, _mm256_and_si256(down, one));
            *ri = _mm256_max_epi32(
                _mm256_min_epi32(t, _mm256_set1_epi32(127)),
                _mm256_set1_epi32(-128),
            );
        }
        let s = _mm256_add_epi32(_mm256_add_epi32(r[0], r[1]), _mm256_add_epi32(r[2], r[3]));
        let s4 = _mm_add_epi32(_mm256_castsi256_si128(s), _mm256_extracti128_si256(s, 1));
        let s2 = _mm_add_epi32(s4, _mm_unpackhi_epi64(s4, s4));
        let s1 = _mm_add_epi32(s2, _mm_shuffle_epi32(s2, 1));
        let sum = _mm_cvtsi128_si32(s1);
        // Pack 4x8 i32 to 32 i8; the in-lane packs interleave the 128-bit halves, which the
        // final permute restores to element order.
        let w01 = _mm256_packs_epi32(r[0], r[1]);
        let w23 = _mm256_packs_epi32(r[2], r[3]);
        let b = _mm256_packs_epi16(w01, w23);
        let b = _mm256_permutevar8x32_epi32(b, _mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 7));
        _mm256_storeu_si256(q.as_mut_ptr().cast(), b);
        (d, sum)
    }
}

#[cfg(test)]
mod tests {
    use super::round_half_away;

    #[test]
    fn rounding_matches_round_then_saturating_cast() {
        let mut special = vec![
            0.0f32,
            -0.0,
            0.5,
            -0.5,
            1.5,
            -1.5,
            2.5,
            0.499_999_97,
            -0.499_999_97,
            126.5,
            127.49,
            127.5,
            -127.5,
            -128.5,
            1e9,
            -1e9,
            f32::MAX,
            f32::MIN,
            f32::INFINITY,
            f32::NEG_INFINITY,
            f32::NAN,
            f32::MIN_POSITIVE,
        ];
        // Every float from -130 to 130 in steps of 1/1024, and the floats around each half.
        for i in -130 * 1024..=130 * 1024 {
            let x = i as f32 / 1024.0;
            special.push(x);
            special.push(f32::from_bits(x.to_bits().wrapping_add(1)));
            special.push(f32::from_bits(x.to_bits().wrapping_sub(1)));
        }
        for x in special {
            assert_eq!(round_half_away(x), x.round() as i8, "x = {x:e}");
        }
    }

    #[cfg(target_arch = "x86_64")]
    #[test]
    fn avx2_groups_equal_the_scalar_groups_bit_for_bit() {
        if !std::arch::is_x86_feature_detected!("avx2") {
            return;
        }
        let mut state = 0x2545_f491_4f6c_dd1du64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let specials = [
            0.0f32,
            -0.0,
            f32::NAN,
            f32::INFINITY,
            f32::NEG_INFINITY,
            f32::MAX,
            f32::MIN_POSITIVE,
            1e-40,
            0.5,
            -0.5,
        ];
        for case in 0..20_000 {
            let mut x = [0.0f32; 32];
            for v in x.iter_mut() {
                let r = next();
                *v = match case % 5 {
                    // Ordinary values of one scale.
                    0 => (r as i32) as f32 / 2f32.powi(24),
                    // Exact halves after scaling: multiples of max/254.
                    1 => ((r % 255) as f32 - 127.0) * 0.5,
                    // Any bit pattern (NaN, infinities, denormals included).
                    2 => f32::from_bits(r as u32),
                    3 => specials[(r % specials.len() as u64) as usize],
                    // Denormals only: the scale is denormal and its inverse infinite.
                    _ => [0.0, 1e-40, -1e-40, -3e-41][(r % 4) as usize],
                };
            }
            let (mut qa, mut qs) = ([0i8; 32], [0i8; 32]);
            // SAFETY: AVX2 was detected above; both slices hold 32 elements.
            let a = unsafe { super::quantize_group_avx2(&x, &mut qa) };
            let s = super::quantize_group(&x, &mut qs);
            assert_eq!(a.0.to_bits(), s.0.to_bits(), "scale of {x:?}");
            assert_eq!(a.1, s.1, "sum of {x:?}");
            assert_eq!(qa, qs, "bytes of {x:?}");
        }
    }
}
