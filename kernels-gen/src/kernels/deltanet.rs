//! Gated DeltaNet decode kernels (qwen35moe): one token's causal conv1d step and one token's
//! gated delta-rule step, each updating its per-sequence state in place.
//!
//! * Conv1d step: for channel `c < channels`, with `K = kernel` taps `w[c·K .. c·K + K]`
//!   (oldest first) and the state `s[r·channels + c]` for `r < K − 1` (oldest row first):
//!   `y[c] = silu(Σ_{i<K−1} s[i, c]·w[c, i] + x[c]·w[c, K−1])`, summed in order of `i`, then the
//!   state shifts one row: `s[r, c] ← s[r + 1, c]` for `r < K − 2` and `s[K − 2, c] ← x[c]`.
//!   `silu(z) = z / (1 + e^(−z))`. One thread per channel, blocks of 256; a thread touches only
//!   its own channel's column, so no thread reads what another writes.
//! * Delta-rule step: `qkv` is the conv output row, `q` (`n_k_head` heads of `D = head_dim`),
//!   then `k` (as many), then `v` (`n_v_head` heads); `state` is `n_v_head` matrices stored
//!   `[h][j][i]` (value index `j` major). For value head `h`, key head `kh = h mod n_k_head`,
//!   thread `(h, j)` owns row `j` of head `h`'s state:
//!   ```text
//!   q̂ = q[kh]/sqrt(Σq² + eps)   k̂ = k[kh]/sqrt(Σk² + eps)
//!   g = softplus(alpha[h] + dt_bias[h])·a[h]    b = 1/(1 + e^(−beta[h]))
//!   M[j][i] ← e^g·M[j][i];   d = (v[h, j] − Σ_i M[j][i]·k̂[i])·b
//!   M[j][i] ← M[j][i] + d·k̂[i];   o[h·D + j] = (Σ_i M[j][i]·q̂[i]) / sqrt(D)
//!   ```
//!   `softplus(x) = ln(1 + eˣ)`, `x` above 20; `ln` is computed here (exponent from the bits,
//!   `ln m = 2·atanh((m−1)/(m+1))` on `m ∈ [√½, √2)` to degree 11, relative error ~1e-7).
//!   Threads `(h, j)` cover `n_v_head·D` rows; blocks of 128.
//!
//! These are the CPU executor's `exec::recurrent` for one token, with sequential sums (the CPU
//! sums in eight lanes), so the two agree to f32 rounding.

use crate::simt::{R, Simt};
use inkwell::values::FloatValue;
use inkwell::{FloatPredicate, IntPredicate};

fn global_index<'ctx>(s: &mut Simt<'ctx>) -> R<inkwell::values::IntValue<'ctx>> {
    let t = s.tid()?;
    let b = s.bid(0)?;
    let bd = s.i32c(i64::from(s.block_dim()));
    s.add(s.mul(b, bd)?, t)
}

fn silu<'ctx>(s: &Simt<'ctx>, z: FloatValue<'ctx>) -> R<FloatValue<'ctx>> {
    let e = s.exp(s.fneg(z)?)?;
    s.fdiv(z, s.fadd(s.f32c(1.0), e)?)
}

/// `ln y` for finite `y > 0` (the softplus argument `1 + eˣ` is at least 1).
fn ln<'ctx>(s: &Simt<'ctx>, y: FloatValue<'ctx>) -> R<FloatValue<'ctx>> {
    // y = m·2^e with m in [1, 2), then m in [√½, √2) by moving one factor of 2.
    let bits = s.f_bits(y)?;
    let e = s.sub(s.lshr(bits, s.i32c(23))?, s.i32c(127))?;
    let mbits = s.or(s.and(bits, s.i32c(0x007f_ffff))?, s.i32c(0x3f80_0000))?;
    let m = s.bits_f(mbits)?;
    let big = s.fcmp(FloatPredicate::OGT, m, s.f32c(std::f64::consts::SQRT_2))?;
    let m = s.select_f(big, s.fmul(m, s.f32c(0.5))?, m)?;
    let e = s.select_i(big, s.add(e, s.i32c(1))?, e)?;
    let t = s.fdiv(s.fsub(m, s.f32c(1.0))?, s.fadd(m, s.f32c(1.0))?)?;
    let t2 = s.fmul(t, t)?;
    // 2·(t + t³/3 + … + t¹¹/11), Horner in t².
    let mut p = s.f32c(1.0 / 11.0);
    for k in [9.0, 7.0, 5.0, 3.0, 1.0] {
        p = s.fmadd(p, t2, s.f32c(1.0 / k))?;
    }
    let lnm = s.fmul(s.fmul(p, t)?, s.f32c(2.0))?;
    s.fmadd(s.sitofp(e)?, s.f32c(std::f64::consts::LN_2), lnm)
}

pub fn build_conv1d_step(s: &mut Simt<'_>) -> R<()> {
    let (y, st, x, w) = (
        s.param_ptr(0)?,
        s.param_ptr(1)?,
        s.param_ptr(2)?,
        s.param_ptr(3)?,
    );
    let (ch, k) = (s.param_i32(4)?, s.param_i32(5)?);
    let c = global_index(s)?;
    let live = s.and(
        s.icmp(IntPredicate::SLT, c, ch)?,
        s.icmp(IntPredicate::SGT, k, s.i32c(0))?,
    )?;
    s.if_then(live, |s| {
        let hist = s.sub(k, s.i32c(1))?;
        let wrow = s.mul(c, k)?;
        let acc = s.var_f32(s.f32c(0.0))?;
        s.for_range(s.i32c(0), hist, s.i32c(1), |s, i| {
            let u = s.load_f32(st, s.add(s.mul(i, ch)?, c)?)?;
            let wi = s.load_f32(w, s.add(wrow, i)?)?;
            let a = s.fadd(s.get_f(acc)?, s.fmul(u, wi)?)?;
            s.set(acc, a)
        })?;
        let xc = s.load_f32(x, c)?;
        let wl = s.load_f32(w, s.add(wrow, hist)?)?;
        let sum = s.fadd(s.get_f(acc)?, s.fmul(xc, wl)?)?;
        s.store_f32(y, c, silu(s, sum)?)?;
        // Shift the column one row up, oldest out, x in.
        let last = s.sub(hist, s.i32c(1))?;
        s.for_range(s.i32c(0), last, s.i32c(1), |s, r| {
            let next = s.load_f32(st, s.add(s.mul(s.add(r, s.i32c(1))?, ch)?, c)?)?;
            s.store_f32(st, s.add(s.mul(r, ch)?, c)?, next)
        })?;
        let has = s.icmp(IntPredicate::SGT, hist, s.i32c(0))?;
        s.if_then(has, |s| s.store_f32(st, s.add(s.mul(last, ch)?, c)?, xc))
    })
}

pub fn build_deltanet_step(s: &mut Simt<'_>) -> R<()> {
    let (o, st, qkv) = (s.param_ptr(0)?, s.param_ptr(1)?, s.param_ptr(2)?);
    let (alpha, beta) = (s.param_ptr(3)?, s.param_ptr(4)?);
    let (dt_bias, a) = (s.param_ptr(5)?, s.param_ptr(6)?);
    let (hk, hv, d) = (s.param_i32(7)?, s.param_i32(8)?, s.param_i32(9)?);
    let eps = s.param_f32(10)?;
    let g = global_index(s)?;
    let ok = s.and(
        s.icmp(IntPredicate::SGT, hk, s.i32c(0))?,
        s.icmp(IntPredicate::SGT, d, s.i32c(0))?,
    )?;
    let live = s.and(ok, s.icmp(IntPredicate::SLT, g, s.mul(hv, d)?)?)?;
    s.if_then(live, |s| {
        let h = s.udiv(g, d)?;
        let j = s.urem(g, d)?;
        let kh = s.urem(h, hk)?;
        let q0 = s.mul(kh, d)?;
        let k0 = s.mul(s.add(hk, kh)?, d)?;
        let v = s.load_f32(qkv, s.add(s.mul(s.add(s.add(hk, hk)?, h)?, d)?, j)?)?;
        // L2 norms of this head's q and k (every thread of the head computes them).
        let sq = s.var_f32(s.f32c(0.0))?;
        let sk = s.var_f32(s.f32c(0.0))?;
        s.for_range(s.i32c(0), d, s.i32c(1), |s, i| {
            let qi = s.load_f32(qkv, s.add(q0, i)?)?;
            let ki = s.load_f32(qkv, s.add(k0, i)?)?;
            s.set(sq, s.fmadd(qi, qi, s.get_f(sq)?)?)?;
            s.set(sk, s.fmadd(ki, ki, s.get_f(sk)?)?)
        })?;
        let one = s.f32c(1.0);
        let inv_q = s.fdiv(one, s.sqrt(s.fadd(s.get_f(sq)?, eps)?)?)?;
        let inv_k = s.fdiv(one, s.sqrt(s.fadd(s.get_f(sk)?, eps)?)?)?;
        // Gate and beta of head h.
        let xg = s.fadd(s.load_f32(alpha, h)?, s.load_f32(dt_bias, h)?)?;
        let soft = ln(s, s.fadd(one, s.exp(xg)?)?)?;
        let big = s.fcmp(FloatPredicate::OGT, xg, s.f32c(20.0))?;
        let soft = s.select_f(big, xg, soft)?;
        let decay = s.exp(s.fmul(soft, s.load_f32(a, h)?)?)?;
        let bt = s.load_f32(beta, h)?;
        let b = s.fdiv(one, s.fadd(one, s.exp(s.fneg(bt)?)?)?)?;
        let row = s.mul(s.add(s.mul(h, d)?, j)?, d)?;
        // Decay, then M[j]·k̂.
        let acc = s.var_f32(s.f32c(0.0))?;
        s.for_range(s.i32c(0), d, s.i32c(1), |s, i| {
            let idx = s.add(row, i)?;
            let m = s.fmul(s.load_f32(st, idx)?, decay)?;
            s.store_f32(st, idx, m)?;
            let kn = s.fmul(s.load_f32(qkv, s.add(k0, i)?)?, inv_k)?;
            s.set(acc, s.fadd(s.get_f(acc)?, s.fmul(m, kn)?)?)
        })?;
        let delta = s.fmul(s.fsub(v, s.get_f(acc)?)?, b)?;
        // Rank-one update, then M[j]·q̂.
        let out = s.var_f32(s.f32c(0.0))?;
        s.for_range(s.i32c(0), d, s.i32c(1), |s, i| {
            let idx = s.add(row, i)?;
            let kn = s.fmul(s.load_f32(qkv, s.add(k0, i)?)?, inv_k)?;
            let m = s.fadd(s.load_f32(st, idx)?, s.fmul(delta, kn)?)?;
            s.store_f32(st, idx, m)?;
            let qn = s.fmul(s.load_f32(qkv, s.add(q0, i)?)?, inv_q)?;
            s.set(out, s.fadd(s.get_f(out)?, s.fmul(m, qn)?)?)
        })?;
        let scale = s.fdiv(one, s.sqrt(s.sitofp(d)?)?)?;
        s.store_f32(o, g, s.fmul(s.get_f(out)?, scale)?)
    })
}
