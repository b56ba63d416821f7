//! The gated DeltaNet and gated-attention ops (qwen35moe) on the CPU: the math of
//! [`strata_ir::op::Op::CausalConv1d`], [`strata_ir::op::Op::GatedDeltaNet`],
//! [`strata_ir::op::Op::GatedHeadNorm`], [`strata_ir::op::Op::SplitHeadPairs`] and
//! [`strata_ir::op::Op::SigmoidGate`], shared by both executors.
//!
//! The delta rule, per value head with state `M[j][i] = S[i][j]` (`D × D`, value index major):
//!
//! ```text
//! M ← e^g · M;   d[j] = (v[j] − M[j]·k̂) · b;   M[j] ← M[j] + d[j] · k̂;   o[j] = (M[j]·q̂) / √D
//! ```
//!
//! The reference backend runs this definition token by token, for prompts too. The fast
//! backend runs prompt batches (more than one token) through the chunked form
//! ([`CHUNK`]-token chunks, see `chunked_head`), the same numbers up to f32 rounding, and
//! decode steps through the definition. Heads are independent, so both spread them over their
//! threads ([`super::Backend::for_chunks`]: the fast backend's pool, the reference backend's
//! one thread).

use super::backend::Backend;
use super::ops::{dot_f32, rms_norm, sigmoid, silu};
use crate::error::RuntimeError;

fn bad(msg: impl Into<String>) -> RuntimeError {
    RuntimeError::Unsupported(msg.into())
}

/// The causal conv1d with SiLU over `t` rows of `c` channels. `w` holds each channel's `k` taps
/// (oldest first), `state` the `k − 1` rows before the batch; afterwards `state` holds the last
/// `k − 1` rows of state ++ x.
pub fn causal_conv1d(
    x: &[f32],
    t: usize,
    c: usize,
    k: usize,
    w: &[f32],
    state: &mut [f32],
) -> Result<Vec<f32>, RuntimeError> {
    let hist = k.saturating_sub(1);
    if k == 0 || x.len() != t * c || w.len() != c * k || state.len() != hist * c {
        return Err(bad(format!(
            "causal_conv1d: {} inputs for {t}×{c}, {} taps for {c}×{k}, state of {}",
            x.len(),
            w.len(),
            state.len()
        )));
    }
    // Row r of u = state ++ x.
    let u = |r: usize, ch: usize| {
        if r < hist {
            state[r * c + ch]
        } else {
            x[(r - hist) * c + ch]
        }
    };
    let mut out = vec![0.0f32; t * c];
    for (ti, row) in out.chunks_exact_mut(c).enumerate() {
        for (ch, o) in row.iter_mut().enumerate() {
            let taps = &w[ch * k..(ch + 1) * k];
            let mut sum = 0.0f32;
            for (i, &wi) in taps.iter().enumerate() {
                sum += u(ti + i, ch) * wi;
            }
            *o = silu(sum);
        }
    }
    let mut next = vec![0.0f32; hist * c];
    for (r, row) in next.chunks_exact_mut(c.max(1)).enumerate() {
        for (ch, v) in row.iter_mut().enumerate() {
            *v = u(t + r, ch);
        }
    }
    state.copy_from_slice(&next);
    Ok(out)
}

/// `x / sqrt(Σ x² + eps)` (llama.cpp's `build_gdn_l2_norm`).
fn l2_norm(x: &[f32], eps: f32, out: &mut [f32]) {
    let sum: f32 = x.iter().map(|v| v * v).sum();
    let inv = 1.0 / (sum + eps).sqrt();
    for (o, v) in out.iter_mut().zip(x) {
        *o = v * inv;
    }
}

/// `ln(1 + eˣ)`, `x` above 20 (ggml's softplus).
fn softplus(x: f32) -> f32 {
    if x > 20.0 { x } else { (1.0 + x.exp()).ln() }
}

/// The sizes of one gated DeltaNet node.
#[derive(Debug, Clone, Copy)]
pub struct DeltaNetShape {
    pub n_k_head: usize,
    pub n_v_head: usize,
    pub head_dim: usize,
    pub eps: f32,
}

/// The gated delta rule over `t` tokens (see the module header and the op's documentation).
/// `state` holds `n_v_head` matrices `[j][i]`; returns `o: [t, n_v_head·head_dim]`.
#[allow(clippy::too_many_arguments)]
pub fn gated_delta_net(
    backend: &dyn Backend,
    s: DeltaNetShape,
    qkv: &[f32],
    alpha: &[f32],
    beta: &[f32],
    dt_bias: &[f32],
    a: &[f32],
    t: usize,
    state: &mut [f32],
) -> Result<Vec<f32>, RuntimeError> {
    let (hk, hv, d) = (s.n_k_head, s.n_v_head, s.head_dim);
    let row = (2 * hk + hv) * d;
    if hk == 0
        || hv % hk != 0
        || qkv.len() != t * row
        || alpha.len() != t * hv
        || beta.len() != t * hv
        || dt_bias.len() != hv
        || a.len() != hv
        || state.len() != hv * d * d
    {
        return Err(bad(format!(
            "gated_delta_net: shapes do not match {hk} key heads, {hv} value heads of {d} over \
             {t} tokens"
        )));
    }
    // L2-normalised q and k, once per token and key head.
    let mut qn = vec![0.0f32; t * hk * d];
    let mut kn = vec![0.0f32; t * hk * d];
    for ti in 0..t {
        let r = &qkv[ti * row..(ti + 1) * row];
        for h in 0..hk {
            let o = (ti * hk + h) * d;
            l2_norm(&r[h * d..(h + 1) * d], s.eps, &mut qn[o..o + d]);
            l2_norm(&r[(hk + h) * d..(hk + h + 1) * d], s.eps, &mut kn[o..o + d]);
        }
    }
    // Per head one work buffer: its state, then its outputs for every token.
    let chunk = d * d + t * d;
    let mut work = vec![0.0f32; hv * chunk];
    for (h, w) in work.chunks_exact_mut(chunk).enumerate() {
        w[..d * d].copy_from_slice(&state[h * d * d..(h + 1) * d * d]);
    }
    let scale = 1.0 / (d as f32).sqrt();
    let chunked = backend.chunked_recurrence() && t > 1;
    let head = |h: usize, w: &mut [f32]| {
        if chunked {
            chunked_head(s, h, t, row, qkv, &qn, &kn, alpha, beta, dt_bias, a, w);
            return;
        }
        let (m, out) = w.split_at_mut(d * d);
        let kh = h % hk;
        let mut delta = vec![0.0f32; d];
        for ti in 0..t {
            let r = &qkv[ti * row..(ti + 1) * row];
            let v = &r[(2 * hk + h) * d..(2 * hk + h + 1) * d];
            let q = &qn[(ti * hk + kh) * d..(ti * hk + kh + 1) * d];
            let k = &kn[(ti * hk + kh) * d..(ti * hk + kh + 1) * d];
            let g = softplus(alpha[ti * hv + h] + dt_bias[h]) * a[h];
            let decay = g.exp();
            let b = sigmoid(beta[ti * hv + h]);
            m.iter_mut().for_each(|x| *x *= decay);
            for (j, dj) in delta.iter_mut().enumerate() {
                *dj = (v[j] - dot_f32(&m[j * d..(j + 1) * d], k)) * b;
            }
            for (j, &dj) in delta.iter().enumerate() {
                for (x, &ki) in m[j * d..(j + 1) * d].iter_mut().zip(k) {
                    *x += dj * ki;
                }
            }
            let o = &mut out[ti * d..(ti + 1) * d];
            for (j, oj) in o.iter_mut().enumerate() {
                *oj = dot_f32(&m[j * d..(j + 1) * d], q) * scale;
            }
        }
    };
    // A single short token's heads are cheaper here than handed to the pool.
    if t * hv * d * d >= 1 << 15 {
        backend.for_chunks(&mut work, chunk, &head);
    } else {
        work.chunks_exact_mut(chunk)
            .enumerate()
            .for_each(|(h, w)| head(h, w));
    }
    let mut o = vec![0.0f32; t * hv * d];
    for (h, w) in work.chunks_exact(chunk).enumerate() {
        state[h * d * d..(h + 1) * d * d].copy_from_slice(&w[..d * d]);
        for ti in 0..t {
            o[(ti * hv + h) * d..(ti * hv + h + 1) * d]
                .copy_from_slice(&w[d * d + ti * d..d * d + (ti + 1) * d]);
        }
    }
    Ok(o)
}

/// Tokens per chunk of the chunked form (llama.cpp's chunk size).
pub const CHUNK: usize = 64;

/// The chunked form of the delta rule for value head `h` over `t` tokens; `w` is the head's
/// state followed by its `t` output rows (see [`gated_delta_net`]). Per chunk of `C` tokens
/// with `γ_t = Σ_{s≤t} g_s` (cumulative log decay inside the chunk, so every factor
/// `e^(γ_t − γ_r)`, `r ≤ t`, is at most 1) and `S₀` the state before it, the token-serial
/// recurrence unrolls to
///
/// ```text
/// u_t = b_t·(v_t − e^γ_t·S₀ᵀk̂_t − Σ_{r<t} e^(γ_t−γ_r)·(k̂_r·k̂_t)·u_r)      (forward substitution)
/// o_t = (e^γ_t·S₀ᵀq̂_t + Σ_{r≤t} e^(γ_t−γ_r)·(k̂_r·q̂_t)·u_r) / √D
/// S_C = e^γ_C·S₀ + Σ_r e^(γ_C−γ_r)·k̂_r·u_rᵀ
/// ```
///
/// (`u_t` is the serial form's `d` at token `t`). The same numbers up to f32 rounding, with
/// the work in dot products over contiguous rows.
#[allow(clippy::too_many_arguments)]
fn chunked_head(
    s: DeltaNetShape,
    h: usize,
    t: usize,
    row: usize,
    qkv: &[f32],
    qn: &[f32],
    kn: &[f32],
    alpha: &[f32],
    beta: &[f32],
    dt_bias: &[f32],
    a: &[f32],
    w: &mut [f32],
) {
    let (hk, hv, d) = (s.n_k_head, s.n_v_head, s.head_dim);
    let kh = h % hk;
    let (m, out) = w.split_at_mut(d * d);
    let scale = 1.0 / (d as f32).sqrt();
    let key = |ti: usize| &kn[(ti * hk + kh) * d..(ti * hk + kh + 1) * d];
    let query = |ti: usize| &qn[(ti * hk + kh) * d..(ti * hk + kh + 1) * d];
    let mut gam = vec![0.0f32; CHUNK];
    let mut bet = vec![0.0f32; CHUNK];
    let mut u = vec![0.0f32; CHUNK * d];
    let mut kk = vec![0.0f32; CHUNK * CHUNK];
    let mut tmp = vec![0.0f32; d];
    for c0 in (0..t).step_by(CHUNK) {
        let c = CHUNK.min(t - c0);
        let mut acc = 0.0f32;
        for r in 0..c {
            let ti = c0 + r;
            acc += softplus(alpha[ti * hv + h] + dt_bias[h]) * a[h];
            gam[r] = acc;
            bet[r] = sigmoid(beta[ti * hv + h]);
        }
        for r in 0..c {
            for p in 0..r {
                kk[r * CHUNK + p] = dot_f32(key(c0 + r), key(c0 + p));
            }
        }
        // u_t by forward substitution; m holds S₀ as [j][i], so (S₀ᵀk)[j] = m[j]·k.
        for r in 0..c {
            let k = key(c0 + r);
            let v = &qkv[(c0 + r) * row + (2 * hk + h) * d..(c0 + r) * row + (2 * hk + h + 1) * d];
            let e = gam[r].exp();
            for (j, x) in tmp.iter_mut().enumerate() {
                *x = v[j] - e * dot_f32(&m[j * d..(j + 1) * d], k);
            }
            for p in 0..r {
                let f = (gam[r] - gam[p]).exp() * kk[r * CHUNK + p];
                let up = &u[p * d..(p + 1) * d];
                for (x, &y) in tmp.iter_mut().zip(up) {
                    *x -= f * y;
                }
            }
            for (dst, &x) in u[r * d..(r + 1) * d].iter_mut().zip(&tmp) {
                *dst = bet[r] * x;
            }
        }
        // Outputs.
        for r in 0..c {
            let q = query(c0 + r);
            let e = gam[r].exp();
            for (j, x) in tmp.iter_mut().enumerate() {
                *x = e * dot_f32(&m[j * d..(j + 1) * d], q);
            }
            for p in 0..=r {
                let f = (gam[r] - gam[p]).exp() * dot_f32(key(c0 + p), q);
                for (x, &y) in tmp.iter_mut().zip(&u[p * d..(p + 1) * d]) {
                    *x += f * y;
                }
            }
            for (o, &x) in out[(c0 + r) * d..(c0 + r + 1) * d].iter_mut().zip(&tmp) {
                *o = x * scale;
            }
        }
        // The state after the chunk.
        let last = gam[c - 1];
        let e = last.exp();
        m.iter_mut().for_each(|x| *x *= e);
        for p in 0..c {
            let f = (last - gam[p]).exp();
            let k = key(c0 + p);
            for j in 0..d {
                let fu = f * u[p * d + j];
                for (x, &ki) in m[j * d..(j + 1) * d].iter_mut().zip(k) {
                    *x += fu * ki;
                }
            }
        }
    }
}

/// Each head's RMSNorm (weight `w` of `head_dim`) times `silu(z)`.
pub fn gated_head_norm(x: &[f32], z: &[f32], w: &[f32], eps: f32) -> Vec<f32> {
    let d = w.len().max(1);
    let mut out = vec![0.0f32; x.len()];
    for ((o, r), zr) in out
        .chunks_exact_mut(d)
        .zip(x.chunks_exact(d))
        .zip(z.chunks_exact(d))
    {
        rms_norm(r, w, eps, o);
        for (v, &g) in o.iter_mut().zip(zr) {
            *v *= silu(g);
        }
    }
    out
}

/// Splits rows of `n_head` pairs of `head_dim` vectors into the first and second of each pair.
pub fn split_head_pairs(x: &[f32], n_head: usize, head_dim: usize) -> (Vec<f32>, Vec<f32>) {
    let d = head_dim.max(1);
    let mut a = Vec::with_capacity(x.len() / 2);
    let mut b = Vec::with_capacity(x.len() / 2);
    for pair in x.chunks_exact(2 * d).take(x.len() / (2 * d)) {
        a.extend_from_slice(&pair[..d]);
        b.extend_from_slice(&pair[d..]);
    }
    debug_assert!(n_head == 0 || a.len() % (n_head * d) == 0);
    (a, b)
}

/// `x ⊙ sigmoid(g)`.
pub fn sigmoid_gate(x: &[f32], g: &[f32]) -> Vec<f32> {
    x.iter().zip(g).map(|(&v, &gg)| v * sigmoid(gg)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::exec::ReferenceBackend;

    #[test]
    fn conv_state_carries_across_batches() {
        let (c, k) = (3, 4);
        let w: Vec<f32> = (0..c * k).map(|i| 0.1 * i as f32 - 0.4).collect();
        let x: Vec<f32> = (0..7 * c).map(|i| ((i * 7) % 5) as f32 - 2.0).collect();
        let mut s_all = vec![0.0; (k - 1) * c];
        let all = causal_conv1d(&x, 7, c, k, &w, &mut s_all).unwrap();
        let mut s = vec![0.0; (k - 1) * c];
        let mut parts = Vec::new();
        for (a, b) in [(0, 1), (1, 3), (3, 7)] {
            parts.extend(causal_conv1d(&x[a * c..b * c], b - a, c, k, &w, &mut s).unwrap());
        }
        assert_eq!(all, parts);
        assert_eq!(s, s_all);
        // y[0, ch] sees only x[0] through the last tap.
        assert!((all[1] - silu(x[1] * w[k + k - 1])).abs() < 1e-6);
    }

    #[test]
    fn delta_rule_batches_equal_single_steps() {
        let s = DeltaNetShape {
            n_k_head: 1,
            n_v_head: 2,
            head_dim: 4,
            eps: 1e-6,
        };
        let t = 5;
        let row = 4 * 4;
        let qkv: Vec<f32> = (0..t * row).map(|i| ((i * 13) % 7) as f32 - 3.0).collect();
        let alpha: Vec<f32> = (0..t * 2).map(|i| 0.3 * i as f32 - 1.0).collect();
        let beta: Vec<f32> = (0..t * 2).map(|i| 0.5 - 0.2 * i as f32).collect();
        let (dt, a) = ([0.1, -0.2], [-1.0, -0.5]);
        let be = ReferenceBackend;
        let mut st = vec![0.0; 2 * 16];
        let all = gated_delta_net(&be, s, &qkv, &alpha, &beta, &dt, &a, t, &mut st).unwrap();
        let mut st1 = vec![0.0; 2 * 16];
        let mut one = Vec::new();
        for ti in 0..t {
            one.extend(
                gated_delta_net(
                    &be,
                    s,
                    &qkv[ti * row..(ti + 1) * row],
                    &alpha[ti * 2..ti * 2 + 2],
                    &beta[ti * 2..ti * 2 + 2],
                    &dt,
                    &a,
                    1,
                    &mut st1,
                )
                .unwrap(),
            );
        }
        assert_eq!(all, one);
        assert_eq!(st, st1);
        // First token from a zero state: S = k̂·(b·v)ᵀ, so o = b·v·(k̂·q̂)/√D.
        let qn: Vec<f32> = {
            let q = &qkv[0..4];
            let n = (q.iter().map(|v| v * v).sum::<f32>() + 1e-6).sqrt();
            q.iter().map(|v| v / n).collect()
        };
        let kn: Vec<f32> = {
            let k = &qkv[4..8];
            let n = (k.iter().map(|v| v * v).sum::<f32>() + 1e-6).sqrt();
            k.iter().map(|v| v / n).collect()
        };
        let kq: f32 = qn.iter().zip(&kn).map(|(a, b)| a * b).sum();
        let b0 = sigmoid(beta[0]);
        for j in 0..4 {
            let want = b0 * qkv[8 + j] * kq / 2.0;
            assert!((all[j] - want).abs() < 1e-5, "{} vs {want}", all[j]);
        }
    }

    #[test]
    fn bad_shapes_are_errors() {
        let s = DeltaNetShape {
            n_k_head: 2,
            n_v_head: 3,
            head_dim: 4,
            eps: 1e-6,
        };
        let mut st = vec![0.0; 48];
        assert!(
            gated_delta_net(
                &ReferenceBackend,
                s,
                &[0.0; 28],
                &[0.0; 3],
                &[0.0; 3],
                &[0.0; 3],
                &[0.0; 3],
                1,
                &mut st
            )
            .is_err()
        );
        assert!(causal_conv1d(&[0.0; 6], 2, 3, 4, &[0.0; 12], &mut [0.0; 6]).is_err());
    }
}
