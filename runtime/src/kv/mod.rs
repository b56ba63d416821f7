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
//!
//! **One layout for every kind of layer.** What a sequence keeps per layer is described once, by
//! a [`CacheLayout`]: per model layer a [`LayerCache`] — nothing, positional K/V rows
//! ([`LayerCache::Rows`], attention) or fixed-size recurrent state ([`LayerCache::State`], gated
//! DeltaNet: conv and delta-rule state) — and the two element types, the KV type for rows and
//! [`CacheLayout::STATE_TYPE`] for state, both [`KvType`]s. The layout is read from the graph's
//! ops ([`CacheLayout::from_ops`]) by the engine and by the memory plan alike, so the bytes per
//! token and per sequence that `strata-rt schedule` reports are the ones [`KvCache`] allocates.
//! [`KvCache`] keeps one store per layer built from that description; allocation
//! ([`KvCache::with_layout`]), truncation ([`KvCache::truncate`]: rows are dropped, state goes
//! back to a checkpoint, see [`recurrent`]), reuse (a truncated session is continued) and the
//! byte counts walk that one list.
//!
//! The recurrent state stays f32 (`STATE_TYPE = KvType::F32`). Unlike a KV row, which is coded
//! once and read many times, the state is read, decayed, updated and written back on every
//! token: a rounding type would round a running sum each step, so its error grows with the
//! sequence instead of staying at half a step, and the fast executor updates it in place with
//! f32 SIMD. Its size does not justify the risk either: on `bench-qwen35moe` one sequence's state
//! is 31 MiB against 4.6 GB of weights (an f16 state would save 16 MiB a sequence).

mod attend;
pub use attend::Span;
pub mod recurrent;

use half::f16;
use half::slice::HalfFloatSliceExt;
use strata_ir::graph::Graph;
use strata_ir::op::Op;

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

    /// Whether values share scales (a row is coded a group at a time).
    pub const fn is_grouped(self) -> bool {
        self.group > 0
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

/// What one model layer keeps for a sequence.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum LayerCache {
    /// Nothing (no attention and no recurrence in this layer).
    #[default]
    None,
    /// Attention: one K and one V row of `row` values per position, in the KV type.
    Rows { row: usize },
    /// A recurrent layer (gated DeltaNet): `conv` values of causal-conv1d state and `ssm` values
    /// of delta-rule state, in [`CacheLayout::STATE_TYPE`], whatever the sequence's length.
    State { conv: usize, ssm: usize },
}

/// The cache description of a model: per layer what a sequence keeps, and the element types.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CacheLayout {
    /// The type of the positional K/V rows (`--kv`).
    pub kv: KvType,
    /// The type of the recurrent state: always [`CacheLayout::STATE_TYPE`].
    pub state: KvType,
    /// Index = model layer.
    pub layers: Vec<LayerCache>,
}

impl CacheLayout {
    /// The recurrent state's element type (see the module documentation for why f32).
    pub const STATE_TYPE: KvType = KvType::F32;

    /// Every one of `n_layer` layers keeps K/V rows of `row` values (an attention-only model).
    pub fn uniform(kv: KvType, n_layer: usize, row: usize) -> Self {
        Self {
            kv,
            state: Self::STATE_TYPE,
            layers: vec![LayerCache::Rows { row }; n_layer],
        }
    }

    /// The layout the ops of a graph need, for a model of `n_layer` layers: an attention op
    /// gives its layer rows of `n_head_kv · head_dim` values, a causal conv1d its layer
    /// `(kernel − 1) · channels` values of conv state, a gated delta rule `n_v_head · head_dim²`
    /// values of delta-rule state. A layer both positional and recurrent, or two attention ops
    /// of one layer with different rows, are refused.
    pub fn from_ops<'a>(
        kv: KvType,
        n_layer: usize,
        ops: impl IntoIterator<Item = &'a Op>,
    ) -> Result<Self, RuntimeError> {
        let mut layers = vec![LayerCache::None; n_layer];
        let overflow = || RuntimeError::InvalidArgument("cache size overflows".into());
        for op in ops {
            let (layer, want) = match *op {
                Op::Attention {
                    layer,
                    n_head_kv,
                    head_dim,
                    ..
                }
                | Op::AttentionExt {
                    layer,
                    n_head_kv,
                    head_dim,
                    ..
                } => {
                    let row = (n_head_kv as usize)
                        .checked_mul(head_dim as usize)
                        .ok_or_else(overflow)?;
                    (layer, LayerCache::Rows { row })
                }
                Op::CausalConv1d {
                    layer,
                    channels,
                    kernel,
                    ..
                } => {
                    let conv = (kernel.saturating_sub(1) as usize)
                        .checked_mul(channels as usize)
                        .ok_or_else(overflow)?;
                    (layer, LayerCache::State { conv, ssm: 0 })
                }
                Op::GatedDeltaNet {
                    layer,
                    n_v_head,
                    head_dim,
                    ..
                } => {
                    let d = head_dim as usize;
                    let ssm = (n_v_head as usize)
                        .checked_mul(d)
                        .and_then(|v| v.checked_mul(d))
                        .ok_or_else(overflow)?;
                    (layer, LayerCache::State { conv: 0, ssm })
                }
                _ => continue,
            };
            let l = layer as usize;
            if layers.len() <= l {
                layers.resize(l + 1, LayerCache::None);
            }
            layers[l] = match (layers[l], want) {
                (LayerCache::None, w) => w,
                (LayerCache::Rows { row: a }, LayerCache::Rows { row: b }) if a == b => want,
                (LayerCache::State { conv, ssm }, LayerCache::State { conv: c2, ssm: s2 })
                    if (conv == 0 || c2 == 0 || conv == c2)
                        && (ssm == 0 || s2 == 0 || ssm == s2) =>
                {
                    LayerCache::State {
                        conv: conv.max(c2),
                        ssm: ssm.max(s2),
                    }
                }
                (have, _) => {
                    return Err(RuntimeError::InvalidArgument(format!(
                        "layer {l} needs a cache of {want:?} and of {have:?}"
                    )));
                }
            };
        }
        Ok(Self {
            kv,
            state: Self::STATE_TYPE,
            layers,
        })
    }

    /// [`CacheLayout::from_ops`] over every node of `graph`.
    pub fn from_graph(graph: &Graph, n_layer: usize, kv: KvType) -> Result<Self, RuntimeError> {
        let ids = graph.node_ids();
        Self::from_ops(
            kv,
            n_layer,
            ids.iter().filter_map(|&id| graph.node(id)).map(|n| &n.op),
        )
    }

    /// Whether any layer keeps recurrent state.
    pub fn is_recurrent(&self) -> bool {
        self.layers
            .iter()
            .any(|l| matches!(l, LayerCache::State { .. }))
    }

    /// The row of the first positional layer (0 without any).
    pub fn row(&self) -> usize {
        self.layers
            .iter()
            .find_map(|l| match *l {
                LayerCache::Rows { row } => Some(row),
                _ => None,
            })
            .unwrap_or(0)
    }

    /// Bytes one position takes in `layer` (K and V); 0 for a layer without rows.
    pub fn bytes_per_token_of(&self, layer: usize) -> usize {
        match self.layers.get(layer) {
            Some(&LayerCache::Rows { row }) => 2 * self.kv.row_bytes(row),
            _ => 0,
        }
    }

    /// Bytes `layer`'s recurrent state takes; 0 for a layer without state.
    pub fn state_bytes_of(&self, layer: usize) -> usize {
        match self.layers.get(layer) {
            Some(&LayerCache::State { conv, ssm }) => {
                self.state.row_bytes(conv) + self.state.row_bytes(ssm)
            }
            _ => 0,
        }
    }

    /// Bytes one position takes over every layer.
    pub fn bytes_per_token(&self) -> usize {
        (0..self.layers.len())
            .map(|l| self.bytes_per_token_of(l))
            .sum()
    }

    /// Bytes of one sequence's recurrent state over every layer (checkpoints not counted).
    pub fn bytes_per_sequence(&self) -> usize {
        (0..self.layers.len()).map(|l| self.state_bytes_of(l)).sum()
    }
}

/// One layer's K or V rows: codes and scales, each a whole number of rows.
#[derive(Debug, Clone, Default)]
struct Rows {
    codes: Vec<u8>,
    scales: Vec<u8>,
}

/// What [`KvCache`] holds for one layer, as its [`LayerCache`] describes.
#[derive(Debug, Clone)]
enum Store {
    None,
    /// K and V rows of `row` values, grown with the sequence.
    Rows {
        row: usize,
        k: Rows,
        v: Rows,
    },
    /// Conv and delta-rule state (f32, [`CacheLayout::STATE_TYPE`]), allocated whole.
    State {
        conv: Vec<f32>,
        ssm: Vec<f32>,
    },
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

    /// Attention scores against key rows `rows`: `s[j - rows.start] = dot_f32(q, K̂_j[col..]) ·
    /// scale` ([`crate::exec::ops::dot_f32`] over the decoded values `col..col + q.len()`), bit
    /// for bit, without decoding into a buffer where the slice is whole vectors.
    pub fn key_scores(
        &self,
        rows: std::ops::Range<usize>,
        col: usize,
        q: &[f32],
        scale: f32,
        s: &mut [f32],
    ) {
        self.side(self.k).scores(rows, col, q, scale, s);
    }

    /// The weighted value rows `rows`: `out[i] += a[j - rows.start] · V̂_j[col + i]` for `j`
    /// increasing, each step one product and one add, bit for bit as decoding each row first.
    pub fn add_values(&self, rows: std::ops::Range<usize>, col: usize, a: &[f32], out: &mut [f32]) {
        self.side(self.v).add_weighted(rows, col, a, out);
    }

    /// [`KvLayer::key_scores`] of several queries (`q` row-major, `d` values each) against the
    /// same rows, each row decoded once: `s[r·n + j − rows.start]`, bit for bit the per-query
    /// scores. `scratch` is reused between calls.
    pub fn key_scores_tile(
        &self,
        rows: std::ops::Range<usize>,
        col: usize,
        q: (&[f32], usize),
        scale: f32,
        s: &mut [f32],
        scratch: &mut Vec<f32>,
    ) {
        self.side(self.k)
            .scores_tile(rows, col, q, scale, s, scratch);
    }

    /// [`KvLayer::add_values`] of several queries over one tile of rows, each row decoded once:
    /// query `r` adds its span's weighted rows to `out[r·d..]` (`d = out.len() / spans.len()`),
    /// bit for bit the per-query sums.
    pub fn add_values_tile(
        &self,
        rows: std::ops::Range<usize>,
        col: usize,
        spans: &[Span<'_>],
        out: &mut [f32],
        scratch: &mut Vec<f32>,
    ) {
        self.side(self.v)
            .add_weighted_tile(rows, col, spans, out, scratch);
    }

    fn side<'b>(&self, (codes, scales): (&'b [u8], &'b [u8])) -> attend::Side<'b> {
        attend::Side {
            ty: self.ty,
            row: self.row,
            codes,
            scales,
        }
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

/// One sequence's cache for every layer: K/V rows of the attention layers and the state of
/// the recurrent ones, laid out by a [`CacheLayout`].
#[derive(Debug, Clone)]
pub struct KvCache {
    layout: CacheLayout,
    stores: Vec<Store>,
    capacity: usize,
    /// Position, batch flag and checkpoints of the recurrent layers' state.
    rs: recurrent::RecurrentState,
}

impl KvCache {
    /// An empty cache of type `ty` for `n_layer` attention layers of `row` values per
    /// position, holding at most `capacity` positions ([`CacheLayout::uniform`]).
    pub fn new(ty: KvType, n_layer: usize, row: usize, capacity: usize) -> Self {
        Self::with_layout(CacheLayout::uniform(ty, n_layer, row), capacity)
    }

    /// An empty cache laid out by `layout`, holding at most `capacity` positions: row storage
    /// grows with the sequence, recurrent state is allocated whole (zeros: the state before
    /// the first token).
    pub fn with_layout(layout: CacheLayout, capacity: usize) -> Self {
        let stores = layout
            .layers
            .iter()
            .map(|l| match *l {
                LayerCache::None => Store::None,
                LayerCache::Rows { row } => Store::Rows {
                    row,
                    k: Rows::default(),
                    v: Rows::default(),
                },
                LayerCache::State { conv, ssm } => Store::State {
                    conv: vec![0.0; conv],
                    ssm: vec![0.0; ssm],
                },
            })
            .collect();
        Self {
            layout,
            stores,
            capacity,
            rs: recurrent::RecurrentState::default(),
        }
    }

    /// The description the cache was built from.
    pub fn layout(&self) -> &CacheLayout {
        &self.layout
    }

    /// The recurrent layers' state (see [`recurrent`]).
    pub fn recurrent(&mut self) -> recurrent::Recurrent<'_> {
        recurrent::Recurrent::new(&mut self.rs, &mut self.stores)
    }

    /// The recurrent layers' position and checkpoints, read-only.
    pub fn recurrent_state(&self) -> &recurrent::RecurrentState {
        &self.rs
    }

    /// The element type of the K/V rows.
    pub fn kv_type(&self) -> KvType {
        self.layout.kv
    }

    /// Most positions the cache holds.
    pub fn capacity(&self) -> usize {
        self.capacity
    }

    /// Values per position of the attention layers (the first one's, see [`CacheLayout::row`]).
    pub fn row(&self) -> usize {
        self.layout.row()
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
        let ty = self.layout.kv;
        let Some(Store::Rows { row, k: kl, v: vl }) = self.stores.get_mut(layer) else {
            return Err(RuntimeError::InvalidArgument(format!(
                "KV cache has no rows for layer {layer}"
            )));
        };
        let row = *row;
        if k.len() < row || v.len() < row {
            return Err(RuntimeError::InvalidArgument(format!(
                "KV rows of {} and {} values, the cache stores {row}",
                k.len(),
                v.len()
            )));
        }
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
        let ty = self.layout.kv;
        match self.stores.get(layer) {
            Some(Store::Rows { row, k, v })
                if k.codes.len() >= n * ty.code_bytes(*row)
                    && v.codes.len() >= n * ty.code_bytes(*row) =>
            {
                let (cb, sb) = (ty.code_bytes(*row), ty.scale_bytes(*row));
                Ok(KvLayer {
                    ty,
                    row: *row,
                    k: (&k.codes[..n * cb], &k.scales[..n * sb]),
                    v: (&v.codes[..n * cb], &v.scales[..n * sb]),
                })
            }
            _ => Err(RuntimeError::InvalidArgument(format!(
                "KV cache layer {layer} holds fewer than {n} positions"
            ))),
        }
    }

    /// Forgets every position at or after `n` (the storage is kept for reuse): K/V rows are
    /// dropped, the recurrent state goes back to its newest checkpoint at or before `n`
    /// ([`recurrent`]); [`recurrent::RecurrentState::pos`] then says which tokens must be
    /// replayed.
    pub fn truncate(&mut self, n: usize) {
        let ty = self.layout.kv;
        self.rs.truncate(n, &mut self.stores);
        for s in &mut self.stores {
            if let Store::Rows { row, k, v } = s {
                let (cb, sb) = (ty.code_bytes(*row), ty.scale_bytes(*row));
                for l in [k, v] {
                    l.codes.truncate((n * cb).min(l.codes.len()));
                    l.scales.truncate((n * sb).min(l.scales.len()));
                }
            }
        }
    }

    /// Bytes currently held: rows, live state and checkpoints.
    pub fn bytes(&self) -> usize {
        let live: usize = self
            .stores
            .iter()
            .map(|s| match s {
                Store::None => 0,
                Store::Rows { k, v, .. } => {
                    k.codes.len() + k.scales.len() + v.codes.len() + v.scales.len()
                }
                Store::State { conv, ssm } => {
                    self.layout.state.row_bytes(conv.len()) + self.layout.state.row_bytes(ssm.len())
                }
            })
            .sum();
        live + self.rs.checkpoint_bytes()
    }

    /// Bytes one position takes over all layers, K and V.
    pub fn bytes_per_token(&self) -> usize {
        self.layout.bytes_per_token()
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

    /// The ops of a hybrid model: layer 0 gated DeltaNet, layer 1 attention, layer 2 nothing.
    fn hybrid_ops() -> Vec<Op> {
        use strata_ir::graph::WeightId;
        vec![
            Op::CausalConv1d {
                layer: 0,
                channels: 50,
                kernel: 4,
                weight: WeightId(0),
            },
            Op::GatedDeltaNet {
                layer: 0,
                n_k_head: 1,
                n_v_head: 3,
                head_dim: 5,
                eps: 1e-6,
                dt_bias: WeightId(1),
                a: WeightId(2),
            },
            Op::Attention {
                layer: 1,
                n_head: 4,
                n_head_kv: 2,
                head_dim: 65,
                scale: 1.0,
            },
        ]
    }

    #[test]
    fn one_layout_sizes_rows_and_state() {
        let l = CacheLayout::from_ops(KvType::Q8, 3, &hybrid_ops()).unwrap();
        assert_eq!(
            l.layers,
            vec![
                LayerCache::State { conv: 150, ssm: 75 },
                LayerCache::Rows { row: 130 },
                LayerCache::None,
            ]
        );
        assert!(l.is_recurrent());
        assert_eq!(l.row(), 130);
        // q8 rows: 130 codes and 3 scales, K and V, in layer 1 only.
        assert_eq!(l.bytes_per_token(), 2 * (130 + 3 * 2));
        assert_eq!(l.bytes_per_sequence(), (150 + 75) * 4);
        // Allocation follows the description: the state is there from the start, rows grow.
        let mut kv = KvCache::with_layout(l.clone(), 16);
        assert_eq!(kv.bytes(), l.bytes_per_sequence());
        for p in 0..5 {
            kv.store(1, p, &[1.0; 130], &[2.0; 130]).unwrap();
        }
        assert_eq!(kv.bytes(), l.bytes_per_sequence() + 5 * l.bytes_per_token());
        assert!(kv.store(0, 0, &[1.0; 130], &[2.0; 130]).is_err());
        assert!(kv.store(2, 0, &[1.0; 130], &[2.0; 130]).is_err());
        assert!(kv.layer(0, 1).is_err());
        // Truncation then reuse: rows drop back, the state is still whole.
        kv.truncate(2);
        assert_eq!(kv.bytes(), l.bytes_per_sequence() + 2 * l.bytes_per_token());
        kv.store(1, 2, &[3.0; 130], &[3.0; 130]).unwrap();
        assert!(kv.layer(1, 3).is_ok() && kv.layer(1, 4).is_err());
        // An attention-only model: every layer positional, as `KvCache::new` makes it.
        let u = CacheLayout::uniform(KvType::F16, 2, 8);
        assert_eq!(u.bytes_per_token(), 2 * 2 * 16);
        assert_eq!(u.bytes_per_sequence(), 0);
        assert!(!u.is_recurrent());
    }

    #[test]
    fn a_layer_cannot_be_both_positional_and_recurrent() {
        let mut ops = hybrid_ops();
        ops.push(Op::Attention {
            layer: 0,
            n_head: 4,
            n_head_kv: 2,
            head_dim: 65,
            scale: 1.0,
        });
        let e = CacheLayout::from_ops(KvType::F32, 3, &ops).unwrap_err();
        assert!(e.to_string().contains("layer 0"), "{e}");
        let mut ops = hybrid_ops();
        ops.push(Op::Attention {
            layer: 1,
            n_head: 4,
            n_head_kv: 1,
            head_dim: 65,
            scale: 1.0,
        });
        assert!(CacheLayout::from_ops(KvType::F32, 3, &ops).is_err());
        // An op of a layer past `n_layer` extends the layout instead of failing.
        let l = CacheLayout::from_ops(KvType::F32, 1, &hybrid_ops()).unwrap();
        assert_eq!(l.layers.len(), 2);
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
