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
                // `as` saturates and maps NaN to 0, so non-finite inputs cannot overflow.
                let v = (v * id).round() as i8;
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
