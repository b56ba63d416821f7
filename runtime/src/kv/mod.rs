//! The KV cache: per layer, the keys and values of every position seen so far, stored in one of
//! the [`KvType`]s.
//!
//! A KV type is one description, not a code path: how many bytes one value's code takes, how
//! many values share one scale (the group) and how many bytes a scale takes. Allocation, store,
//! reads for attention, truncation and the byte counts of the memory plan all go through that
//! description, so `f32`, `f16` and `q8` differ only in the three numbers and in how one code is
//! written and read ([`Code`]). For a row `x` of `n` values:
//!
//! ```text
//! group g = x[g·G .. min((g+1)·G, n)]        (G = group; G = 0: no groups, no scales)
//! s_g     = f16(max|x_i over g| / code_max)  (code_max = 127 for int8 codes)
//! c_i     = code(x_i / s_g)                  (int8: round to nearest, clamp to ±127; s_g = 0 → 0)
//! x̂_i     = value(c_i) · s_g                 (without groups: x̂_i = value(c_i))
//! ```
//!
//! Slot `p` of layer `l` holds the rotated key and the value of the token at position `p`: a row
//! of `n_head_kv · head_dim` values as codes, then (for grouped types) its scales in a parallel
//! array. Storage grows with the sequence up to the capacity, so a short chat does not reserve
//! the whole context up front.

pub mod recurrent;

use half::f16;
use half::slice::HalfFloatSliceExt;

use crate::error::RuntimeError;

/// How one value is coded in the cache.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Code {
    /// IEEE binary32, little endian: the value itself.
    F32,
    /// IEEE binary16, little endian (round to nearest even).
    F16,
    /// A signed byte, multiplied by its group's scale.
    I8,
}

impl Code {
    /// Bytes of one code.
    pub const fn bytes(self) -> usize {
        match self {
            Self::F32 => 4,
            Self::F16 => 2,
            Self::I8 => 1,
        }
    }

    /// The largest magnitude a code holds: a group's scale maps its largest value onto it.
    const fn max(self) -> f32 {
        match self {
            Self::F32 | Self::F16 => 1.0,
            Self::I8 => 127.0,
        }
    }

    /// Writes the codes of `x · inv` into `out` (`x.len()` codes).
    fn put(self, x: &[f32], inv: f32, out: &mut [u8]) {
        match self {
            Self::F32 => {
                for (o, &v) in out.chunks_exact_mut(4).zip(x) {
                    o.copy_from_slice(&(v * inv).to_le_bytes());
                }
            }
            Self::F16 => {
                for (o, &v) in out.chunks_exact_mut(2).zip(x) {
                    o.copy_from_slice(&f16::from_f32(v * inv).to_le_bytes());
                }
            }
            Self::I8 => {
                for (o, &v) in out.iter_mut().zip(x) {
                    *o = (v * inv).round().clamp(-127.0, 127.0) as i8 as u8;
                }
            }
        }
    }

    /// Decodes `out.len()` codes from `codes`, each multiplied by `scale`.
    #[inline(always)]
    fn get(self, codes: &[u8], scale: f32, out: &mut [f32]) {
        match self {
            Self::F32 => {
                for (o, c) in out.iter_mut().zip(codes.chunks_exact(4)) {
                    *o = f32::from_le_bytes([c[0], c[1], c[2], c[3]]) * scale;
                }
            }
            Self::F16 => {
                // Through half's slice conversion, which uses F16C (runtime-detected) for many
                // values at a time; converting one value per call checks the CPU each time.
                let mut tmp = [f16::ZERO; 64];
                for (o, c) in out.chunks_mut(64).zip(codes.chunks(128)) {
                    let t = &mut tmp[..o.len()];
                    for (h, b) in t.iter_mut().zip(c.chunks_exact(2)) {
                        *h = f16::from_le_bytes([b[0], b[1]]);
                    }
                    t.convert_to_f32_slice(o);
                    o.iter_mut().for_each(|v| *v *= scale);
                }
            }
            Self::I8 => {
                for (o, &c) in out.iter_mut().zip(codes) {
                    *o = f32::from(c as i8) * scale;
                }
            }
        }
    }
}

/// A KV cache element type: the one description every user of the cache reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct KvType {
    /// The name `--kv` takes and reports print.
    pub name: &'static str,
    /// How one value is coded.
    pub code: Code,
    /// Values sharing one scale along a row; 0 = no scales (the codes are the values).
    pub group: usize,
    /// Bytes of one scale (an f16: 2); 0 without groups.
    pub scale_bytes: usize,
}

impl KvType {
    /// Plain f32: exact, 4 bytes a value.
    pub const F32: KvType = KvType {
        name: "f32",
        code: Code::F32,
        group: 0,
        scale_bytes: 0,
    };
    /// f16, 2 bytes a value (the GPU executor's cache).
    pub const F16: KvType = KvType {
        name: "f16",
        code: Code::F16,
        group: 0,
        scale_bytes: 0,
    };
    /// Per-token int8 codes with an f16 scale per 64 values: 1 + 2/64 bytes a value.
    pub const Q8: KvType = KvType {
        name: "q8",
        code: Code::I8,
        group: 64,
        scale_bytes: 2,
    };
    /// Every KV type, in `--kv`'s order.
    pub const ALL: [KvType; 3] = [Self::F32, Self::F16, Self::Q8];

    /// The type named `name` (`f32`, `f16`, `q8`).
    pub fn parse(name: &str) -> Result<KvType, RuntimeError> {
        Self::ALL
            .into_iter()
            .find(|t| t.name == name)
            .ok_or_else(|| {
                RuntimeError::InvalidArgument(format!(
                    "unknown KV cache type {name:?} (expected one of: {})",
                    Self::ALL.map(|t| t.name).join(", ")
                ))
            })
    }

    /// Bytes of the codes of a row of `n` values.
    pub const fn code_bytes(self, n: usize) -> usize {
        n * self.code.bytes()
    }

    /// Scales in a row of `n` values.
    pub const fn n_scales(self, n: usize) -> usize {
        if self.group == 0 {
            0
        } else {
            n.div_ceil(self.group)
        }
    }

    /// Bytes of the scales of a row of `n` values.
    pub const fn scale_bytes(self, n: usize) -> usize {
        self.n_scales(n) * self.scale_bytes
    }

    /// Bytes one row of `n` values takes (codes and scales).
    pub const fn row_bytes(self, n: usize) -> usize {
        self.code_bytes(n) + self.scale_bytes(n)
    }

    /// The groups of a row of `n` values as `(first, len)`: one group of the whole row without
    /// scales.
    fn groups(self, n: usize) -> impl Iterator<Item = (usize, usize)> {
        let g = if self.group == 0 {
            n.max(1)
        } else {
            self.group
        };
        (0..n.div_ceil(g)).map(move |i| (i * g, g.min(n - i * g)))
    }

    /// Encodes row `x` into `codes` ([`KvType::code_bytes`]) and `scales`
    /// ([`KvType::scale_bytes`]).
    pub fn encode(self, x: &[f32], codes: &mut [u8], scales: &mut [u8]) {
        let cb = self.code.bytes();
        for (gi, (first, len)) in self.groups(x.len()).enumerate() {
            let xs = &x[first..first + len];
            let out = &mut codes[first * cb..(first + len) * cb];
            if self.group == 0 {
                self.code.put(xs, 1.0, out);
                continue;
            }
            let amax = xs.iter().fold(0.0f32, |m, v| m.max(v.abs()));
            let s = f16::from_f32(amax / self.code.max());
            let sf = s.to_f32();
            // Quantize against the scale as stored, so decoding multiplies by the same number.
            let inv = if sf > 0.0 && sf.is_finite() {
                1.0 / sf
            } else {
                0.0
            };
            self.code.put(xs, inv, out);
            scales[gi * 2..gi * 2 + 2].copy_from_slice(&s.to_le_bytes());
        }
    }

    /// Decodes values `first..first + out.len()` of a row from its `codes` and `scales`.
    #[inline]
    pub fn decode(self, codes: &[u8], scales: &[u8], first: usize, out: &mut [f32]) {
        let cb = self.code.bytes();
        if self.group == 0 {
            self.code
                .get(&codes[first * cb..(first + out.len()) * cb], 1.0, out);
            return;
        }
        let mut i = 0;
        while i < out.len() {
            let at = first + i;
            let g = at / self.group;
            let len = (self.group - at % self.group).min(out.len() - i);
            let s = f16::from_le_bytes([scales[g * 2], scales[g * 2 + 1]]).to_f32();
            self.code
                .get(&codes[at * cb..(at + len) * cb], s, &mut out[i..i + len]);
            i += len;
        }
    }
}

impl std::fmt::Display for KvType {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name)
    }
}

/// One layer's K or V rows: codes and scales, each a whole number of rows.
#[derive(Debug, Clone, Default)]
struct Rows {
    codes: Vec<u8>,
    scales: Vec<u8>,
}

/// Positions `0..n` of one layer's cache, for attention reads.
#[derive(Debug, Clone, Copy)]
pub struct KvLayer<'a> {
    ty: KvType,
    row: usize,
    k: (&'a [u8], &'a [u8]),
    v: (&'a [u8], &'a [u8]),
}

impl KvLayer<'_> {
    /// Values per row.
    pub fn row(&self) -> usize {
        self.row
    }

    /// Decodes values `first..first + out.len()` of key row `pos`.
    #[inline]
    pub fn key(&self, pos: usize, first: usize, out: &mut [f32]) {
        Self::read(self.ty, self.row, self.k, pos, first, out);
    }

    /// Decodes values `first..first + out.len()` of value row `pos`.
    #[inline]
    pub fn value(&self, pos: usize, first: usize, out: &mut [f32]) {
        Self::read(self.ty, self.row, self.v, pos, first, out);
    }

    #[inline(always)]
    fn read(
        ty: KvType,
        row: usize,
        (codes, scales): (&[u8], &[u8]),
        pos: usize,
        first: usize,
        out: &mut [f32],
    ) {
        let (cb, sb) = (ty.code_bytes(row), ty.scale_bytes(row));
        ty.decode(
            &codes[pos * cb..(pos + 1) * cb],
            &scales[pos * sb..(pos + 1) * sb],
            first,
            out,
        );
    }
}

/// One sequence's keys and values for every layer.
#[derive(Debug, Clone)]
pub struct KvCache {
    ty: KvType,
    k: Vec<Rows>,
    v: Vec<Rows>,
    row: usize,
    capacity: usize,
    /// The gated DeltaNet layers' per-sequence state (empty for attention-only models).
    rs: recurrent::RecurrentState,
}

impl KvCache {
    /// An empty cache of type `ty` for `n_layer` layers of `row` values per position, holding at
    /// most `capacity` positions.
    pub fn new(ty: KvType, n_layer: usize, row: usize, capacity: usize) -> Self {
        Self {
            ty,
            k: vec![Rows::default(); n_layer],
            v: vec![Rows::default(); n_layer],
            row,
            capacity,
            rs: recurrent::RecurrentState::default(),
        }
    }

    /// The recurrent layers' state (see [`recurrent`]).
    pub fn recurrent(&mut self) -> &mut recurrent::RecurrentState {
        &mut self.rs
    }

    /// The recurrent layers' state, read-only.
    pub fn recurrent_state(&self) -> &recurrent::RecurrentState {
        &self.rs
    }

    /// The element type.
    pub fn kv_type(&self) -> KvType {
        self.ty
    }

    /// Most positions the cache holds.
    pub fn capacity(&self) -> usize {
        self.capacity
    }

    /// Values per position and layer.
    pub fn row(&self) -> usize {
        self.row
    }

    /// Checks that positions up to `end` (exclusive) fit.
    pub fn check_room(&self, end: usize) -> Result<(), RuntimeError> {
        if end > self.capacity {
            return Err(RuntimeError::ContextFull {
                needed: end,
                capacity: self.capacity,
            });
        }
        Ok(())
    }

    /// Stores `k` and `v` (one row each) at position `pos` of `layer`.
    pub fn store(
        &mut self,
        layer: usize,
        pos: usize,
        k: &[f32],
        v: &[f32],
    ) -> Result<(), RuntimeError> {
        self.check_room(pos + 1)?;
        let (row, ty) = (self.row, self.ty);
        if k.len() < row || v.len() < row {
            return Err(RuntimeError::InvalidArgument(format!(
                "KV rows of {} and {} values, the cache stores {row}",
                k.len(),
                v.len()
            )));
        }
        let (kl, vl) = match (self.k.get_mut(layer), self.v.get_mut(layer)) {
            (Some(k), Some(v)) => (k, v),
            _ => {
                return Err(RuntimeError::InvalidArgument(format!(
                    "KV cache has no layer {layer}"
                )));
            }
        };
        let (cb, sb) = (ty.code_bytes(row), ty.scale_bytes(row));
        for (rows, x) in [(kl, k), (vl, v)] {
            if rows.codes.len() < (pos + 1) * cb {
                rows.codes.resize((pos + 1) * cb, 0);
                rows.scales.resize((pos + 1) * sb, 0);
            }
            ty.encode(
                &x[..row],
                &mut rows.codes[pos * cb..(pos + 1) * cb],
                &mut rows.scales[pos * sb..(pos + 1) * sb],
            );
        }
        Ok(())
    }

    /// Positions `0..n` of `layer`.
    pub fn layer(&self, layer: usize, n: usize) -> Result<KvLayer<'_>, RuntimeError> {
        let (cb, sb) = (self.ty.code_bytes(self.row), self.ty.scale_bytes(self.row));
        match (self.k.get(layer), self.v.get(layer)) {
            (Some(k), Some(v)) if k.codes.len() >= n * cb => Ok(KvLayer {
                ty: self.ty,
                row: self.row,
                k: (&k.codes[..n * cb], &k.scales[..n * sb]),
                v: (&v.codes[..n * cb], &v.scales[..n * sb]),
            }),
            _ => Err(RuntimeError::InvalidArgument(format!(
                "KV cache layer {layer} holds fewer than {n} positions"
            ))),
        }
    }

    /// Forgets every position at or after `n` (the storage is kept for reuse). The recurrent
    /// state goes back to its newest checkpoint at or before `n` ([`recurrent`]); its
    /// [`recurrent::RecurrentState::pos`] says which tokens must be replayed.
    pub fn truncate(&mut self, n: usize) {
        self.rs.truncate(n);
        let (cb, sb) = (self.ty.code_bytes(self.row), self.ty.scale_bytes(self.row));
        for l in self.k.iter_mut().chain(self.v.iter_mut()) {
            l.codes.truncate((n * cb).min(l.codes.len()));
            l.scales.truncate((n * sb).min(l.scales.len()));
        }
    }

    /// Bytes currently held.
    pub fn bytes(&self) -> usize {
        self.k
            .iter()
            .chain(&self.v)
            .map(|l| l.codes.len() + l.scales.len())
            .sum::<usize>()
            + self.rs.bytes()
            + self.rs.checkpoint_bytes()
    }

    /// Bytes one position takes over all layers, K and V.
    pub fn bytes_per_token(&self) -> usize {
        2 * self.k.len() * self.ty.row_bytes(self.row)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read_k(kv: &KvCache, layer: usize, n: usize) -> Vec<f32> {
        let l = kv.layer(layer, n).unwrap();
        let mut out = vec![0.0; n * l.row()];
        for (p, o) in out.chunks_exact_mut(l.row()).enumerate() {
            l.key(p, 0, o);
        }
        out
    }

    #[test]
    fn store_read_truncate_every_type() {
        for ty in KvType::ALL {
            let mut kv = KvCache::new(ty, 2, 3, 4);
            kv.store(1, 0, &[1.0, 2.0, 3.0], &[4.0, 5.0, 6.0]).unwrap();
            kv.store(1, 1, &[7.0, 8.0, 9.0], &[1.0, 1.0, 1.0]).unwrap();
            let k = read_k(&kv, 1, 2);
            let tol = if ty == KvType::Q8 { 9.0 / 127.0 } else { 0.0 };
            for (a, b) in k.iter().zip([1.0, 2.0, 3.0, 7.0, 8.0, 9.0]) {
                assert!((a - b).abs() <= tol, "{ty}: {a} vs {b}");
            }
            let l = kv.layer(1, 2).unwrap();
            let mut v = [0.0; 2];
            l.value(0, 1, &mut v);
            assert!(
                (v[0] - 5.0).abs() <= tol && (v[1] - 6.0).abs() <= tol,
                "{ty}"
            );
            assert!(kv.layer(0, 1).is_err());
            assert!(matches!(
                kv.store(0, 4, &[0.0; 3], &[0.0; 3]),
                Err(RuntimeError::ContextFull {
                    needed: 5,
                    capacity: 4
                })
            ));
            assert!(kv.store(0, 0, &[0.0; 2], &[0.0; 3]).is_err());
            assert_eq!(kv.bytes(), 2 * 2 * ty.row_bytes(3));
            kv.truncate(1);
            assert!(kv.layer(1, 2).is_err());
            assert!(kv.layer(1, 1).is_ok());
            assert_eq!(kv.bytes(), 2 * ty.row_bytes(3));
        }
    }

    #[test]
    fn descriptions() {
        assert_eq!(KvType::F32.row_bytes(128), 512);
        assert_eq!(KvType::F16.row_bytes(128), 256);
        // 128 int8 codes and two f16 scales.
        assert_eq!(KvType::Q8.row_bytes(128), 132);
        assert_eq!(KvType::Q8.row_bytes(65), 65 + 4);
        assert_eq!(KvType::parse("q8").unwrap(), KvType::Q8);
        assert!(
            KvType::parse("q4")
                .unwrap_err()
                .to_string()
                .contains("f32, f16, q8")
        );
    }

    #[test]
    fn q8_error_is_bounded_by_half_a_step_and_partial_reads_agree() {
        // Awkward row lengths (a partial last group) and reads that start mid-group.
        for n in [1usize, 3, 50, 64, 65, 783] {
            let x: Vec<f32> = (0..n)
                .map(|i| ((i * 37 % 101) as f32 - 50.0) / 7.0)
                .collect();
            for ty in KvType::ALL {
                let mut codes = vec![0u8; ty.code_bytes(n)];
                let mut scales = vec![0u8; ty.scale_bytes(n)];
                ty.encode(&x, &mut codes, &mut scales);
                let mut all = vec![0.0; n];
                ty.decode(&codes, &scales, 0, &mut all);
                for (g, (first, len)) in ty.groups(n).enumerate() {
                    let xs = &x[first..first + len];
                    let amax = xs.iter().fold(0.0f32, |m, v| m.max(v.abs()));
                    let bound = match ty.code {
                        Code::F32 => 0.0,
                        Code::F16 => amax * 1e-3,
                        // Half a step of the stored scale, which rounds amax/127 to f16.
                        Code::I8 => 0.5 * amax / 127.0 * 1.001 + 1e-6,
                    };
                    for (i, (a, b)) in all[first..first + len].iter().zip(xs).enumerate() {
                        assert!(
                            (a - b).abs() <= bound,
                            "{ty} n={n} group {g} i={i}: {a} vs {b}"
                        );
                    }
                }
                let from = n / 3;
                let mut part = vec![0.0; n - from];
                ty.decode(&codes, &scales, from, &mut part);
                assert_eq!(part, all[from..], "{ty} n={n}");
            }
        }
    }

    #[test]
    fn q8_zero_and_non_finite_rows_do_not_panic() {
        let ty = KvType::Q8;
        let mut codes = vec![0u8; 64];
        let mut scales = vec![0u8; 2];
        ty.encode(&[0.0; 64], &mut codes, &mut scales);
        let mut out = vec![1.0; 64];
        ty.decode(&codes, &scales, 0, &mut out);
        assert!(out.iter().all(|&v| v == 0.0));
        let mut x = vec![1.0; 64];
        x[3] = f32::INFINITY;
        ty.encode(&x, &mut codes, &mut scales);
        ty.decode(&codes, &scales, 0, &mut out);
    }
}
