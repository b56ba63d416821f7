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
    /// `d_b · s_b` per group (what the per-block minimums of Q4_K-style formats multiply).
    pub(crate) dsums: Vec<f32>,
}

impl QuantizedActs {
    /// Quantizes `x`.
    pub fn new(x: &[f32]) -> Self {
        let mut a = Self::default();
        a.quantize(x);
        a
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
        self.dsums.clear();
        for (g, q) in x.chunks(32).zip(self.qs.chunks_exact_mut(32)) {
            let amax = g.iter().fold(0.0f32, |m, v| m.max(v.abs()));
            let d = amax / 127.0;
            let id = if d != 0.0 { 1.0 / d } else { 0.0 };
            let mut sum = 0i32;
            for (o, v) in q.iter_mut().zip(g) {
                let v = round_half_away(v * id);
                *o = v;
                sum += i32::from(v);
            }
            self.d.push(d);
            self.sums.push(sum);
            self.dsums.push(d * sum as f32);
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
}
