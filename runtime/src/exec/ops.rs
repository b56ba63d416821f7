//! The per-op f32 math both executors share, written to follow ggml's CPU semantics step by
//! step so that our logits agree with llama.cpp's.
//!
//! * RMSNorm: `y[i] = (x[i] · s) · w[i]` with `s = 1 / sqrt(Σx² / n + eps)`, the sum of squares in
//!   f64 (ggml accumulates in `ggml_float`, a double), the scale in f32.
//! * RoPE: for a token at position `p`, pair `i` of the `n_rot` rotated dimensions turns by
//!   `θ_i = freq_scale · p · freq_base^(−2i/n_rot)`; ggml builds `θ_i` by repeated f32
//!   multiplication by `freq_base^(−2/n_rot)`, and so do we. Normal mode pairs `(x[2i], x[2i+1])`,
//!   NEOX mode pairs `(x[i], x[i + n_rot/2])`; `(a, b) → (a·cosθ − b·sinθ, a·sinθ + b·cosθ)`.
//! * Softmax: `p[i] = exp(x[i] − max) / Σ_j exp(x[j] − max)`, the sum in f64 and the division
//!   done as a multiplication by the f32 reciprocal, as `ggml_soft_max` does.
//! * SiLU: `silu(g) = g / (1 + exp(−g))`; SwiGLU is `silu(g) · u`.
//! * Sigmoid: `1 / (1 + exp(−x))`.
//! * Top-k: the `k` largest scores in descending order, ties to the lower index.
//! * YaRN RoPE (ggml's `rope_yarn`): per pair `i`, the angle blends the interpolated
//!   `freq_scale·θ` and the extrapolated `θ` by a ramp over the correction dimensions, and
//!   cos/sin are scaled by `attn_factor·(1 + 0.1·ln(1/freq_scale))`.
//! * Attention sinks: a per-head logit that joins the softmax's maximum and denominator only
//!   (`ggml_soft_max_ext` with sinks); a sliding window of `w` drops cache slots `j` with
//!   `p − j ≥ w`.
//! * gpt-oss's SwiGLU (`ggml_swiglu_oai`): `x = min(g, limit)`, `y = clamp(u, −limit, limit)`,
//!   `x / (1 + exp(−alpha·x)) · (y + 1)`.

use crate::kv::KvLayer;
use strata_ir::op::RopeMode;

/// RMSNorm of `x` scaled by `w` into `out` (all of length `n`).
pub fn rms_norm(x: &[f32], w: &[f32], eps: f32, out: &mut [f32]) {
    let sum: f64 = x.iter().map(|&v| f64::from(v * v)).sum();
    let mean = (sum / x.len().max(1) as f64) as f32;
    let scale = 1.0f32 / (mean + eps).sqrt();
    for ((o, &v), &g) in out.iter_mut().zip(x).zip(w) {
        *o = (v * scale) * g;
    }
}

/// The `cos θ_i, sin θ_i` table of one position, as ggml's rope cache builds it:
/// `cache[2i] = cos θ_i`, `cache[2i+1] = sin θ_i` for `i` in `0..n_rot/2`.
pub fn rope_cache(pos: i32, n_rot: usize, freq_base: f32, freq_scale: f32, cache: &mut [f32]) {
    let theta_scale = freq_base.powf(-2.0 / n_rot as f32);
    let mut theta = pos as f32;
    for i0 in (0..n_rot).step_by(2) {
        let t = freq_scale * theta;
        cache[i0] = t.cos();
        cache[i0 + 1] = t.sin();
        theta *= theta_scale;
    }
}

/// YaRN's correction range `[lo, hi]` of pair indices (ggml's `ggml_rope_yarn_corr_dims`).
pub fn yarn_corr_dims(
    n_rot: usize,
    n_ctx_orig: u32,
    freq_base: f32,
    beta_fast: f32,
    beta_slow: f32,
) -> [f32; 2] {
    let dim = |beta: f32| {
        n_rot as f32 * (n_ctx_orig as f32 / (beta * 2.0 * std::f32::consts::PI)).ln()
            / (2.0 * freq_base.ln())
    };
    let lo = dim(beta_fast).floor();
    let hi = dim(beta_slow).ceil();
    [lo.max(0.0), hi.min(n_rot as f32 - 1.0)]
}

/// The YaRN parameters of a [`strata_ir::op::Op::RopeYarn`] beside its plain RoPE ones.
#[derive(Debug, Clone, Copy)]
pub struct Yarn {
    pub corr: [f32; 2],
    pub ext_factor: f32,
    pub attn_factor: f32,
}

/// [`rope_cache`] with YaRN scaling, step for step as ggml's `ggml_rope_cache_init` with
/// `rope_yarn`: the same repeated multiplication for `θ`, then the ramp blend and `mscale`.
pub fn rope_cache_yarn(
    pos: i32,
    n_rot: usize,
    freq_base: f32,
    freq_scale: f32,
    yarn: Yarn,
    cache: &mut [f32],
) {
    let theta_scale = freq_base.powf(-2.0 / n_rot as f32);
    let mut theta = pos as f32;
    let [lo, hi] = yarn.corr;
    for i0 in (0..n_rot).step_by(2) {
        let extrap = theta;
        let interp = freq_scale * extrap;
        let mut t = interp;
        let mut mscale = yarn.attn_factor;
        if yarn.ext_factor != 0.0 {
            let y = ((i0 / 2) as f32 - lo) / (hi - lo).max(0.001);
            let ramp = (1.0 - y.clamp(0.0, 1.0)) * yarn.ext_factor;
            t = interp * (1.0 - ramp) + extrap * ramp;
            mscale *= 1.0 + 0.1 * (1.0 / freq_scale).ln();
        }
        cache[i0] = t.cos() * mscale;
        cache[i0 + 1] = t.sin() * mscale;
        theta *= theta_scale;
    }
}

/// gpt-oss's clamped SwiGLU of one gate value `g` and up value `u`.
pub fn swiglu_oai(g: f32, u: f32, alpha: f32, limit: f32) -> f32 {
    let x = g.min(limit);
    let y = u.clamp(-limit, limit);
    x / (1.0 + (alpha * -x).exp()) * (y + 1.0)
}

/// Rotates every head of one token's row `x` (`n_head · head_dim` values) in place.
pub fn rope_row(x: &mut [f32], cache: &[f32], mode: RopeMode, head_dim: usize, n_rot: usize) {
    for head in x.chunks_exact_mut(head_dim) {
        match mode {
            RopeMode::Normal => {
                for i0 in (0..n_rot).step_by(2) {
                    let (c, s) = (cache[i0], cache[i0 + 1]);
                    let (a, b) = (head[i0], head[i0 + 1]);
                    head[i0] = a * c - b * s;
                    head[i0 + 1] = a * s + b * c;
                }
            }
            RopeMode::Neox => {
                let half = n_rot / 2;
                for i0 in (0..n_rot).step_by(2) {
                    let (c, s) = (cache[i0], cache[i0 + 1]);
                    let i = i0 / 2;
                    let (a, b) = (head[i], head[i + half]);
                    head[i] = a * c - b * s;
                    head[i + half] = a * s + b * c;
                }
            }
        }
    }
}

/// Softmax of `x` in place (the router's: `f32::exp`, a serial f64 sum).
pub fn softmax(x: &mut [f32]) {
    let max = x.iter().copied().fold(f32::NEG_INFINITY, f32::max);
    let mut sum = 0.0f64;
    for v in x.iter_mut() {
        *v = (*v - max).exp();
        sum += f64::from(*v);
    }
    let inv = (1.0 / sum) as f32;
    for v in x.iter_mut() {
        *v *= inv;
    }
}

/// Softmax of `x` in place with an optional sink logit, which counts in the maximum and the
/// denominator but gets no output of its own (so the outputs sum to less than one): attention's
/// softmax, run over every score row of a prompt (a 2,048-token prompt is two million
/// exponentials per head and layer), so it is written to vectorize: [`exp_lanes`] in lanes of
/// eight and the denominator as eight f64 lane sums closed by a fixed tree, then the tail and
/// the sink. The same operations in the same order on every instruction set (no fused
/// multiply-add; Rust never contracts), so every path that attends (reference, decode, tiled
/// prompt) gets the same bits.
pub fn softmax_sink(x: &mut [f32], sink: Option<f32>) {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("avx2") {
        // SAFETY: AVX2 is present.
        unsafe { softmax_sink_avx2(x, sink) };
        return;
    }
    softmax_sink_body(x, sink);
}

/// [`softmax_sink_body`] with [`exp_lanes`] in AVX2 vectors ([`x86_exp::exp8`], the same
/// operations lane for lane).
///
/// # Safety
/// AVX2.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
unsafe fn softmax_sink_avx2(x: &mut [f32], sink: Option<f32>) {
    use std::arch::x86_64::*;
    let max = softmax_max(x, sink);
    let mut acc = [0.0f64; 8];
    // SAFETY: AVX2 is enabled; every load and store is one whole chunk of eight.
    unsafe {
        let (mut lo, mut hi) = (_mm256_setzero_pd(), _mm256_setzero_pd());
        let mv = _mm256_set1_ps(max);
        let mut chunks = x.chunks_exact_mut(8);
        for c in &mut chunks {
            let e = x86_exp::exp8(_mm256_sub_ps(_mm256_loadu_ps(c.as_ptr()), mv));
            _mm256_storeu_ps(c.as_mut_ptr(), e);
            lo = _mm256_add_pd(lo, _mm256_cvtps_pd(_mm256_castps256_ps128(e)));
            hi = _mm256_add_pd(hi, _mm256_cvtps_pd(_mm256_extractf128_ps(e, 1)));
        }
        _mm256_storeu_pd(acc.as_mut_ptr(), lo);
        _mm256_storeu_pd(acc.as_mut_ptr().add(4), hi);
    }
    softmax_finish(x, acc, max, sink);
}

/// [`exp_lanes`] in AVX2 vectors.
#[cfg(target_arch = "x86_64")]
mod x86_exp {
    use super::exp_consts::*;
    use std::arch::x86_64::*;

    /// [`super::exp_lanes`] of eight lanes, operation for operation.
    ///
    /// # Safety
    /// AVX2.
    #[inline]
    #[target_feature(enable = "avx2")]
    pub unsafe fn exp8(v: __m256) -> __m256 {
        let set = _mm256_set1_ps;
        let c = _mm256_min_ps(_mm256_max_ps(v, set(LO)), set(HI));
        let n = _mm256_sub_ps(
            _mm256_add_ps(_mm256_mul_ps(c, set(LOG2E)), set(ROUND)),
            set(ROUND),
        );
        let r = _mm256_sub_ps(
            _mm256_sub_ps(c, _mm256_mul_ps(n, set(C1))),
            _mm256_mul_ps(n, set(C2)),
        );
        let mut p = set(P[0]);
        for &k in &P[1..] {
            p = _mm256_add_ps(_mm256_mul_ps(p, r), set(k));
        }
        let y = _mm256_add_ps(
            _mm256_add_ps(_mm256_mul_ps(p, _mm256_mul_ps(r, r)), r),
            set(1.0),
        );
        let bits = _mm256_slli_epi32(
            _mm256_add_epi32(_mm256_cvttps_epi32(n), _mm256_set1_epi32(127)),
            23,
        );
        let e = _mm256_mul_ps(y, _mm256_castsi256_ps(bits));
        // Lanes below LO become 0, above HI +∞, NaN lanes keep their NaN.
        let below = _mm256_cmp_ps(v, set(LO), _CMP_LT_OQ);
        let above = _mm256_cmp_ps(v, set(HI), _CMP_GT_OQ);
        let nan = _mm256_cmp_ps(v, v, _CMP_UNORD_Q);
        let e = _mm256_andnot_ps(below, e);
        let e = _mm256_blendv_ps(e, set(f32::INFINITY), above);
        _mm256_blendv_ps(e, v, nan)
    }
}

/// [`exp_lanes`]' constants (shared with its vector instance).
mod exp_consts {
    pub const LO: f32 = -87.336_55;
    pub const HI: f32 = 88.722_83;
    pub const LOG2E: f32 = std::f32::consts::LOG2_E;
    pub const ROUND: f32 = 12_582_912.0;
    pub const C1: f32 = 0.693_359_4;
    pub const C2: f32 = -2.121_944_4e-4;
    pub const P: [f32; 6] = [
        1.987_569_1e-4,
        1.398_2e-3,
        8.333_452e-3,
        4.166_579_6e-2,
        1.666_666_5e-1,
        0.5,
    ];
}

#[inline(always)]
fn softmax_sink_body(x: &mut [f32], sink: Option<f32>) {
    let max = softmax_max(x, sink);
    let mut acc = [0.0f64; 8];
    let mut chunks = x.chunks_exact_mut(8);
    for c in &mut chunks {
        let mut e = [0.0f32; 8];
        for l in 0..8 {
            e[l] = c[l] - max;
        }
        let e = exp_lanes(e);
        c.copy_from_slice(&e);
        for l in 0..8 {
            acc[l] += f64::from(e[l]);
        }
    }
    softmax_finish(x, acc, max, sink);
}

/// Attention softmax's maximum: eight lane maxima over the whole chunks, then the tail, the
/// lanes and the sink (shared by both instances).
#[inline(always)]
fn softmax_max(x: &[f32], sink: Option<f32>) -> f32 {
    let mut m = [f32::NEG_INFINITY; 8];
    let mut chunks = x.chunks_exact(8);
    for c in &mut chunks {
        for l in 0..8 {
            m[l] = m[l].max(c[l]);
        }
    }
    let mut max = chunks
        .remainder()
        .iter()
        .copied()
        .fold(f32::NEG_INFINITY, f32::max);
    for v in m {
        max = max.max(v);
    }
    if let Some(s) = sink {
        max = max.max(s);
    }
    max
}

/// The rest of attention's softmax once the whole chunks hold their exponentials and `acc`
/// their eight f64 lane sums: the lane sums' closing tree, the tail's exponentials, the sink,
/// then the normalisation (shared by both instances).
#[inline(always)]
fn softmax_finish(x: &mut [f32], acc: [f64; 8], max: f32, sink: Option<f32>) {
    let mut sum = ((acc[0] + acc[4]) + (acc[1] + acc[5])) + ((acc[2] + acc[6]) + (acc[3] + acc[7]));
    for v in x.chunks_exact_mut(8).into_remainder() {
        *v = exp_lanes([*v - max; 8])[0];
        sum += f64::from(*v);
    }
    if let Some(s) = sink {
        sum += f64::from(exp_lanes([s - max; 8])[0]);
    }
    let inv = (1.0 / sum) as f32;
    for v in x.iter_mut() {
        *v *= inv;
    }
}

/// `e^x` for eight values at once, within about 2 ulp of the true value on the range
/// softmax uses (`x ≤ 0`), written lane by lane so it vectorizes:
///
/// ```text
/// n = round(x · log2 e)                    (by adding and subtracting 1.5·2^23)
/// r = (x − n·C1) − n·C2                    C1 + C2 = ln 2, C1 exact in 9 bits (Cody–Waite)
/// e^r ≈ 1 + r + r²·P(r)                    P: degree-5 minimax on |r| ≤ ln2/2 (Cephes' expf)
/// e^x = e^r · 2^n                          2^n built from its exponent bits
/// ```
///
/// Below −87.3 (where `2^n` would leave the normal range) the result is 0, above 88.7 it is
/// +∞; NaN stays NaN.
#[inline(always)]
pub fn exp_lanes(x: [f32; 8]) -> [f32; 8] {
    use exp_consts::*;
    let mut out = [0.0f32; 8];
    for l in 0..8 {
        let v = x[l];
        let c = v.clamp(LO, HI);
        let n = (c * LOG2E + ROUND) - ROUND;
        let r = (c - n * C1) - n * C2;
        let mut p = P[0];
        for &k in &P[1..] {
            p = p * r + k;
        }
        let y = (p * (r * r) + r) + 1.0;
        let scale = f32::from_bits((((n as i32) + 127) as u32) << 23);
        let e = y * scale;
        out[l] = if v < LO {
            0.0
        } else if v > HI {
            f32::INFINITY
        } else if v.is_nan() {
            v
        } else {
            e
        };
    }
    out
}

/// `1 / (1 + exp(−x))`.
pub fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

/// `g / (1 + exp(−g))`.
pub fn silu(g: f32) -> f32 {
    g / (1.0 + (-g).exp())
}

/// The indices of the `k` largest entries of `p`, largest first, ties to the lower index; NaN
/// sorts below every number so a broken score never wins.
pub fn top_k(p: &[f32], k: usize) -> Vec<usize> {
    let mut idx: Vec<usize> = (0..p.len()).collect();
    let key = |i: usize| {
        if p[i].is_nan() {
            f32::NEG_INFINITY
        } else {
            p[i]
        }
    };
    idx.sort_by(|&a, &b| key(b).total_cmp(&key(a)).then(a.cmp(&b)));
    idx.truncate(k);
    idx
}

/// One query head's view of a layer's KV cache: its `n_ctx` rows, the head's values starting
/// at column `col` of each row. The cache's [`crate::kv::KvType`] decides how a row is decoded;
/// attention reads every type through [`KvLayer::key`] and [`KvLayer::value`].
#[derive(Debug, Clone, Copy)]
pub struct KvHead<'a> {
    pub layer: KvLayer<'a>,
    pub col: usize,
    pub n_ctx: usize,
    /// The first row attended (0, or where a sliding window starts).
    pub first: usize,
    /// The head's sink logit ([`softmax_sink`]), if the layer has sinks.
    pub sink: Option<f32>,
}

/// Causal attention of one query head against cached keys and values:
/// `o = Σ_j softmax(scale · q·K[j])_j · V[j]` over the head's cached rows `first..n_ctx` (as the
/// cache decodes them), the softmax with the head's sink when it has one. `scores` is scratch of
/// at least `n_ctx`. The cache is read through [`KvLayer::key_scores`] and
/// [`KvLayer::add_values`], which compute straight from the codes.
pub fn attend(q: &[f32], kv: KvHead<'_>, scale: f32, scores: &mut [f32], out: &mut [f32]) {
    let KvHead {
        layer,
        col,
        n_ctx,
        first,
        sink,
    } = kv;
    let first = first.min(n_ctx);
    let scores = &mut scores[..n_ctx - first];
    layer.key_scores(first..n_ctx, col, q, scale, scores);
    softmax_sink(scores, sink);
    out.fill(0.0);
    layer.add_values(first..n_ctx, col, scores, out);
}

/// Cache rows one [`attend_tiled`] pass reads for every query of its tile before moving on:
/// `KV_TILE` rows of one head's codes (16 KiB of f16 at a head width of 128), which stay in L1/L2
/// while every query of the tile reads them.
pub const KV_TILE: usize = 64;

/// Causal attention of a tile of queries of one head: [`attend_tiled_group`] with one head
/// (query `r` at `q[r·d..]`, `d = q.len() / pos.len()`, attends rows `first[r]..=pos[r]` of `kv`
/// at column `col`, with the head's `sink`; its result goes to `out[r·d..]`).
#[allow(clippy::too_many_arguments)]
pub fn attend_tiled(
    q: &[f32],
    pos: &[usize],
    first: &[usize],
    kv: KvLayer<'_>,
    col: usize,
    scale: f32,
    sink: Option<f32>,
    out: &mut [f32],
) {
    let tile = QueryTile {
        q,
        pos,
        first,
        heads: 1,
        sinks: sink.as_ref().map(std::slice::from_ref),
    };
    attend_tiled_group(tile, kv, col, scale, out);
}

/// The queries of one [`attend_tiled_group`] work item: the query heads that share one KV head
/// (grouped-query attention), for a run of tokens.
#[derive(Debug, Clone, Copy)]
pub struct QueryTile<'a> {
    /// `pos.len() × heads × d` values, token-major: query `(t, h)` at `(t·heads + h)·d` (the
    /// order a token's heads already have in the layer's query vector).
    pub q: &'a [f32],
    /// Each token's position: token `t` attends cache rows `first[t]..=pos[t]`.
    pub pos: &'a [usize],
    /// Each token's first cache row (0, or where its sliding window starts).
    pub first: &'a [usize],
    /// Query heads per token, all reading the same KV head.
    pub heads: usize,
    /// Each head's sink logit ([`softmax_sink`]; `heads` values) where the layer has sinks.
    pub sinks: Option<&'a [f32]>,
}

/// Causal attention of a tile of tokens for every query head of one KV head, the cache read a
/// tile ([`KV_TILE`] rows) at a time for all those queries (where [`attend`] reads every row
/// once per query): pass 1 fills each query's score row `s_j = scale · q·K[j]` tile by tile
/// (one row of its own context per query, no T×T matrix), [`softmax_sink`] normalises each row
/// with its head's sink, and pass 2 adds `p_j·V[j]` tile by tile in increasing `j`. A tile's
/// rows are decoded once for every query head of the KV head × every token of the tile, so with
/// grouped-query attention (32 query heads over 4 KV heads) a cache row is decoded once per
/// work item, not once per query head. Every step is [`attend`]'s, in its order, so each
/// query's result equals [`attend`]'s bit for bit: a row computed in a prompt batch and the
/// same row computed alone as a decode step agree exactly (a session reusing a cached prefix
/// samples what a fresh run samples).
///
/// Query `(t, h)` reads `kv` at column `col` (the KV head's); its result goes to
/// `out[(t·heads + h)·d..]`.
pub fn attend_tiled_group(
    tile: QueryTile<'_>,
    kv: KvLayer<'_>,
    col: usize,
    scale: f32,
    out: &mut [f32],
) {
    let QueryTile {
        q,
        pos,
        first,
        heads,
        sinks,
    } = tile;
    let heads = heads.max(1);
    let nq = pos.len().min(first.len()) * heads;
    if nq == 0 {
        return;
    }
    let d = q.len() / nq;
    let out = &mut out[..nq * d];
    out.fill(0.0);
    // Query r is head r % heads of token r / heads. A token's heads read the same rows, so
    // they are neighbours in the tile kernels' blocks (the value pass pairs queries with
    // identical spans), and the queries meeting a cache tile stay one contiguous run.
    let span = |r: usize| {
        let t = r / heads;
        (first[t].min(pos[t] + 1), pos[t] + 1)
    };
    let lo = (0..nq).map(|r| span(r).0).min().unwrap_or(0);
    let hi = (0..nq).map(|r| span(r).1).max().unwrap_or(0);
    // Every query's score row, one after another: query r's at `off[r]..off[r + 1]`.
    let mut off = Vec::with_capacity(nq + 1);
    off.push(0usize);
    for r in 0..nq {
        let (a, b) = span(r);
        off.push(off[r] + (b - a));
    }
    let mut scores = vec![0.0f32; off[nq]];
    let mut tile = Vec::new();
    let mut scratch = Vec::new();
    // Pass 1: scores, a tile of cache rows at a time for every query: the tile's rows are
    // decoded once ([`KvLayer::key_scores_tile`]) for the queries whose range meets it, and
    // each query keeps its own rows of the result.
    let mut j0 = lo / KV_TILE * KV_TILE;
    while j0 < hi {
        let j1 = (j0 + KV_TILE).min(hi);
        if let Some((r0, r1, u, v)) = meeting(nq, &span, j0, j1) {
            let n = v - u;
            tile.resize((r1 - r0) * n, 0.0);
            kv.key_scores_tile(
                u..v,
                col,
                (&q[r0 * d..r1 * d], d),
                scale,
                &mut tile,
                &mut scratch,
            );
            for r in r0..r1 {
                let (f, e) = span(r);
                let (a, b) = (f.max(j0), e.min(j1));
                if a < b {
                    let src = &tile[(r - r0) * n + (a - u)..(r - r0) * n + (b - u)];
                    scores[off[r] + (a - f)..off[r] + (b - f)].copy_from_slice(src);
                }
            }
        }
        j0 = j1;
    }
    for r in 0..nq {
        softmax_sink(
            &mut scores[off[r]..off[r + 1]],
            sinks.and_then(|s| s.get(r % heads).copied()),
        );
    }
    // Pass 2: the weighted values, in increasing row order per query, the tile's rows decoded
    // once for every query that reads them ([`KvLayer::add_values_tile`]).
    let mut spans: Vec<crate::kv::Span<'_>> = Vec::new();
    let mut j0 = lo / KV_TILE * KV_TILE;
    while j0 < hi {
        let j1 = (j0 + KV_TILE).min(hi);
        if let Some((r0, r1, u, v)) = meeting(nq, &span, j0, j1) {
            spans.clear();
            spans.extend((r0..r1).map(|r| {
                let (f, e) = span(r);
                let (a, b) = (f.max(j0), e.min(j1));
                if a < b {
                    (a..b, &scores[off[r] + (a - f)..off[r] + (b - f)])
                } else {
                    (u..u, &[][..])
                }
            }));
            kv.add_values_tile(u..v, col, &spans, &mut out[r0 * d..r1 * d], &mut scratch);
        }
        j0 = j1;
    }
}

/// The queries `r0..r1` whose ranges (`span(r)`) meet cache rows `j0..j1`, and the rows `u..v`
/// of that tile any of them reads; `None` when no query does.
fn meeting(
    nq: usize,
    span: &impl Fn(usize) -> (usize, usize),
    j0: usize,
    j1: usize,
) -> Option<(usize, usize, usize, usize)> {
    let (mut r0, mut r1, mut u, mut v) = (usize::MAX, 0, usize::MAX, 0);
    for r in 0..nq {
        let (f, e) = span(r);
        let (a, b) = (f.max(j0), e.min(j1));
        if a < b {
            r0 = r0.min(r);
            r1 = r + 1;
            u = u.min(a);
            v = v.max(b);
        }
    }
    (r1 > 0).then_some((r0, r1, u, v))
}

/// f32 dot product with eight independent partial sums (vectorises well and, like ggml's SIMD
/// dot, does not add strictly left to right).
#[inline]
pub fn dot_f32(a: &[f32], b: &[f32]) -> f32 {
    let mut acc = [0.0f32; 8];
    let ca = a.chunks_exact(8);
    let cb = b.chunks_exact(8);
    let (ra, rb) = (ca.remainder(), cb.remainder());
    for (x, y) in ca.zip(cb) {
        for i in 0..8 {
            acc[i] += x[i] * y[i];
        }
    }
    let mut s = ((acc[0] + acc[4]) + (acc[1] + acc[5])) + ((acc[2] + acc[6]) + (acc[3] + acc[7]));
    for (x, y) in ra.iter().zip(rb) {
        s += x * y;
    }
    s
}

/// f64-accumulated dot product: the reference executor's matmul inner loop.
pub fn dot_f64(a: &[f32], b: &[f32]) -> f32 {
    a.iter()
        .zip(b)
        .map(|(&x, &y)| f64::from(x) * f64::from(y))
        .sum::<f64>() as f32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn softmax_sums_to_one_and_handles_neg_infinity() {
        let mut x = [1.0, 2.0, f32::NEG_INFINITY, 0.5];
        softmax(&mut x);
        let s: f32 = x.iter().sum();
        assert!((s - 1.0).abs() < 1e-6);
        assert_eq!(x[2], 0.0);
    }

    #[test]
    fn a_sink_lowers_every_weight_and_none_is_plain_softmax() {
        let mut a = [1.0, 2.0, 0.5];
        let mut b = a;
        softmax(&mut a);
        softmax_sink(&mut b, None);
        assert!(
            a.iter().zip(&b).all(|(x, y)| (x - y).abs() <= 1e-6),
            "{a:?} {b:?}"
        );
        let mut c = [1.0, 2.0, 0.5];
        softmax_sink(&mut c, Some(2.0));
        let s: f32 = c.iter().sum();
        // exp(0) of the sink over the total leaves the others 1 − that.
        let total = (1.0f32 - 2.0).exp() + 1.0 + (0.5f32 - 2.0).exp() + 1.0;
        assert!((s - (1.0 - 1.0 / total)).abs() < 1e-6, "{s}");
        assert!(c.iter().zip(&a).all(|(x, y)| x < y));
    }

    /// Relative error of `exp_lanes` against f64's `exp` over softmax's range (and a little
    /// above), ends included; 0 below the normal range, +∞ above, NaN kept.
    #[test]
    fn exp_lanes_is_within_two_ulp_of_exp() {
        let mut worst = 0.0f64;
        let mut x = -87.3f32;
        while x < 10.0 {
            let e = exp_lanes([x; 8]);
            let want = f64::from(x).exp();
            let rel = (f64::from(e[0]) - want).abs() / want;
            worst = worst.max(rel);
            assert!(e.iter().all(|&v| v.to_bits() == e[0].to_bits()));
            x += 0.000_73;
        }
        // 2 ulp of f32 is 2 · 2^-23 relative at worst.
        assert!(
            worst < 2.0 * f64::from(f32::EPSILON),
            "worst relative error {worst}"
        );
        assert_eq!(exp_lanes([0.0; 8])[0], 1.0);
        let e = exp_lanes([
            -100.0,
            f32::NEG_INFINITY,
            100.0,
            f32::NAN,
            -87.0,
            88.0,
            -1e-30,
            1.0,
        ]);
        assert_eq!(&e[..2], &[0.0, 0.0]);
        assert_eq!(e[2], f32::INFINITY);
        assert!(e[3].is_nan());
        assert!(e[4] > 0.0 && e[5].is_finite() && e[6] == 1.0);
    }

    /// The vector instance of attention's softmax gives the portable body's bits (so a host
    /// with AVX2 and one without agree), for lengths around the lane count, with and without a
    /// sink, and NaN and −∞ inputs behave as the definition says.
    #[test]
    fn attention_softmax_is_the_same_on_every_path_and_sums_to_one() {
        for n in [1usize, 3, 7, 8, 9, 16, 50, 783] {
            for sink in [None, Some(0.7f32)] {
                let x: Vec<f32> = (0..n)
                    .map(|i| ((i * 37 % 101) as f32 - 50.0) * 0.3)
                    .collect();
                let mut a = x.clone();
                let mut b = x.clone();
                softmax_sink(&mut a, sink);
                softmax_sink_body(&mut b, sink);
                let bits = |v: &[f32]| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
                assert_eq!(bits(&a), bits(&b), "n {n} sink {sink:?}");
                let mut want = x.clone();
                softmax(&mut want);
                let s: f32 = a.iter().sum();
                if sink.is_none() {
                    assert!((s - 1.0).abs() < 1e-5, "n {n}: {s}");
                    assert!(a.iter().zip(&want).all(|(p, q)| (p - q).abs() <= 1e-6));
                } else {
                    assert!(s < 1.0);
                }
            }
        }
        let mut x = [1.0, f32::NEG_INFINITY, 0.5];
        softmax_sink(&mut x, None);
        assert_eq!(x[1], 0.0);
        let mut x = [1.0, f32::NAN, 0.5];
        softmax_sink(&mut x, None);
        assert!(x.iter().all(|v| v.is_nan()));
    }

    #[test]
    fn yarn_without_extrapolation_is_plain_rope() {
        let mut a = vec![0.0; 16];
        let mut b = vec![0.0; 16];
        rope_cache(37, 16, 10000.0, 0.25, &mut a);
        let yarn = Yarn {
            corr: yarn_corr_dims(16, 4096, 10000.0, 32.0, 1.0),
            ext_factor: 0.0,
            attn_factor: 1.0,
        };
        rope_cache_yarn(37, 16, 10000.0, 0.25, yarn, &mut b);
        assert_eq!(a, b);
        // With extrapolation the fast pairs keep their unscaled angle, times mscale.
        let yarn = Yarn {
            ext_factor: 1.0,
            ..yarn
        };
        rope_cache_yarn(37, 16, 10000.0, 0.25, yarn, &mut b);
        let m = 1.0 + 0.1 * 4.0f32.ln();
        assert!((b[0] - 37.0f32.cos() * m).abs() < 1e-6);
    }

    #[test]
    fn swiglu_oai_clamps_both_sides() {
        assert_eq!(swiglu_oai(0.0, 5.0, 1.702, 7.0), 0.0);
        let big = swiglu_oai(100.0, 100.0, 1.702, 7.0);
        assert!((big - 7.0 / (1.0 + (-1.702f32 * 7.0).exp()) * 8.0).abs() < 1e-5);
        let neg = swiglu_oai(1.0, -100.0, 1.702, 7.0);
        assert!((neg - 1.0 / (1.0 + (-1.702f32).exp()) * -6.0).abs() < 1e-6);
    }

    #[test]
    fn top_k_orders_and_breaks_ties_low() {
        assert_eq!(top_k(&[0.1, 0.5, 0.5, f32::NAN, 0.2], 3), vec![1, 2, 4]);
        assert_eq!(top_k(&[1.0, 2.0], 2), vec![1, 0]);
    }

    #[test]
    fn rope_at_position_zero_is_identity() {
        let mut cache = vec![0.0; 8];
        rope_cache(0, 8, 10000.0, 1.0, &mut cache);
        let x0: Vec<f32> = (0..16).map(|i| i as f32).collect();
        for mode in [RopeMode::Normal, RopeMode::Neox] {
            let mut x = x0.clone();
            rope_row(&mut x, &cache, mode, 8, 8);
            assert_eq!(x, x0);
        }
    }

    #[test]
    fn rope_preserves_pair_norms() {
        let mut cache = vec![0.0; 4];
        rope_cache(7, 4, 10000.0, 1.0, &mut cache);
        let mut x = vec![1.0, 2.0, 3.0, 4.0, 5.0, 6.0];
        rope_row(&mut x, &cache, RopeMode::Neox, 6, 4);
        // NEOX pairs (0,2) and (1,3); dims 4 and 5 pass through.
        assert!(((x[0] * x[0] + x[2] * x[2]) - 10.0).abs() < 1e-4);
        assert!(((x[1] * x[1] + x[3] * x[3]) - 20.0).abs() < 1e-4);
        assert_eq!(&x[4..], &[5.0, 6.0]);
    }
}
