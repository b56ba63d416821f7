//! Rotary position embedding, in place, for one token's heads.
//!
//! `x` is `n_heads × head_dim` f32; the position `pos = pos_ptr[0]` (i32) is read from device
//! memory, so a captured decode graph replays unchanged from step to step while the runtime
//! rewrites that word. For pair `i < n_rot/2` of each head the angle is
//! `θ_i = freq_scale · pos · 2^(i·log2_theta_scale)` where the caller passes
//! `log2_theta_scale = −(2/n_rot)·log2(freq_base)` (so `2^(i·…) = base^(−2i/n_rot)`), and
//! `(a, b) ← (a·cos θ − b·sin θ, a·sin θ + b·cos θ)`. NEOX pairs element `i` with
//! `i + n_rot/2`; the normal (GPT-J) layout pairs `2i` with `2i + 1`. Elements at or past
//! `n_rot` are left alone. One thread per (head, pair).
//!
//! RoPE + KV store (decode: one launch where there were three): the rotation above applied in
//! place to `q` (`n_head` heads) and to `k` (`n_head_kv` heads), and the token's K and V rows
//! (`row = n_head_kv·head_dim`) stored into row `pos` of the caches in the kernel's KV code
//! (`kv`: f32 as is, f16 rounded to nearest even; one kernel per ungrouped code):
//! `k_cache[pos·row + j] = code(k'[j])`, `v_cache[pos·row + j] = code(v[j])`, `k'` the rotated
//! `k`. Grid `ceil(n_head·head_dim / 256)` blocks of 256; thread `g` rotates pair `g` of `q` and
//! of `k` (when in range; a rotated K pair is stored from the values it just computed) and
//! stores element `g` of V and, past `n_rot` within its head, of K, so every cache element has
//! exactly one writer and no thread reads what another wrote. Rotated values and their stored
//! codes equal the unfused rope then kv_store bit for bit. A grouped code (q8) needs a whole
//! group before it stores anything, so it has no fused kernel: decode runs the in-place ropes
//! then `kv_store_q8`, and the prompt path `rope_*_qk_rows` (the rows kernel's rotations of q
//! and k, nothing stored) then `kv_store_q8` over the rows.
//!
//! RoPE + KV store over rows (prompt path): the same for `T` tokens in one launch. `q` is
//! `T × n_head × head_dim`, `k` and `v` are `T × n_head_kv × head_dim` (dense rows); token `r`
//! sits at position `pos0 + r` with `pos0 = pos_ptr[0]`. Grid `ceil(n_head·head_dim / 256) × T`:
//! block row `r = blockIdx.y` does exactly what the single-token kernel does for row `r` at its
//! position (the same code), so its rotations and roundings equal `T` single-token launches.
//!
//! Head RMSNorm + RoPE + KV store (decode, Qwen3's per-head q and k norms: one launch where
//! there were three). `q_in` (`n_head` heads) and `k_in` (`n_head_kv` heads) are the raw
//! projections; each head is normalized as `strata_rmsnorm_f32` does it over `head_dim` values
//! (`y_i = (x_i · 1/√(Σx²/head_dim + ε)) · w_i`, `w` = `q_norm` or `k_norm`), then rotated as
//! above into `q` and `k`, and the K and V rows are stored as the fused RoPE + KV store does.
//! One wave per head, [`NORM_ROPE_HEADS`] heads per block of 256 threads (head `b·8 + w` for
//! wave `w` of block `b`; with fewer than eight waves a wave takes every `waves`-th). The sum of
//! squares is the norm kernel's to the bit: lane `l` squares element `j·wave + l` for each `j <
//! 256/wave` (the norm kernel's thread `j·wave + l`), one butterfly per `j` gives that kernel's
//! wave partial `j`, and the partials are added in `j` order (the norm's idle waves add +0).
//! So the kernel requires `head_dim ≤ 256` (the norm's block), and its outputs equal the head
//! norm then the fused RoPE + KV store bit for bit. Every output element has one writer, and a
//! lane reads only inputs, never another lane's outputs.
//!
//! YaRN (gpt-oss; `Op::RopeYarn`): the `rope_yarn_*` kernels take four more f32 parameters
//! after `freq_scale`: `ext_factor`, `corr_lo`, `corr_hi` and `mscale`. Pair `i`'s angle blends
//! the extrapolated `θ_e = pos · 2^(i·log2_theta_scale)` and the interpolated
//! `θ_i = freq_scale · θ_e`: `y = (i − corr_lo) / max(0.001, corr_hi − corr_lo)`,
//! `ramp = (1 − clamp(y, 0, 1)) · ext_factor`, `θ = θ_i·(1 − ramp) + θ_e·ramp`, and the rotation
//! is scaled by `mscale` (the host computes `attn_factor·(1 + 0.1·ln(1/freq_scale))`, or
//! `attn_factor` when `ext_factor` is 0): `(a, b) ← mscale·(a·cos θ − b·sin θ, a·sin θ + b·cos θ)`,
//! with `cos θ·mscale` and `sin θ·mscale` rounded first, as ggml's rope cache holds them. The
//! in-place and the fused RoPE + KV store layouts are the plain kernels'.

use super::kv::{KvCode, store_value};
use crate::simt::{R, Simt};
use inkwell::IntPredicate;
use inkwell::values::{FloatValue, IntValue};

/// YaRN's parameters, read from the kernel's parameters `first..first + 4`.
#[derive(Clone, Copy)]
struct Yarn<'ctx> {
    ext: FloatValue<'ctx>,
    lo: FloatValue<'ctx>,
    hi: FloatValue<'ctx>,
    mscale: FloatValue<'ctx>,
}

fn yarn_params<'ctx>(s: &Simt<'ctx>, first: usize) -> R<Yarn<'ctx>> {
    Ok(Yarn {
        ext: s.param_f32(first)?,
        lo: s.param_f32(first + 1)?,
        hi: s.param_f32(first + 2)?,
        mscale: s.param_f32(first + 3)?,
    })
}

/// `(sin θ, cos θ)` of pair `i` at `pos`; with YaRN the blended angle and both scaled by
/// `mscale`. Without, exactly the plain kernels' instructions.
fn angle<'ctx>(
    s: &Simt<'ctx>,
    i: IntValue<'ctx>,
    pos: IntValue<'ctx>,
    (l2, fscale): (FloatValue<'ctx>, FloatValue<'ctx>),
    yarn: Option<Yarn<'ctx>>,
) -> R<(FloatValue<'ctx>, FloatValue<'ctx>)> {
    let fi = s.sitofp(i)?;
    let f = s.exp2(s.fmul(fi, l2)?)?;
    let Some(y) = yarn else {
        let theta = s.fmul(s.fmul(fscale, s.sitofp(pos)?)?, f)?;
        return s.sin_cos(theta);
    };
    let extrap = s.fmul(s.sitofp(pos)?, f)?;
    let interp = s.fmul(fscale, extrap)?;
    let span = s.fmax(s.fsub(y.hi, y.lo)?, s.f32c(0.001))?;
    let r = s.fdiv(s.fsub(fi, y.lo)?, span)?;
    // clamp(r, 0, 1). A NaN ratio (only broken parameters give one) clamps to 0 here, where
    // f32::clamp would keep the NaN.
    let r = s.fmax(r, s.f32c(0.0))?;
    let over = s.fcmp(inkwell::FloatPredicate::OGT, r, s.f32c(1.0))?;
    let r = s.select_f(over, s.f32c(1.0), r)?;
    let ramp = s.fmul(s.fsub(s.f32c(1.0), r)?, y.ext)?;
    let theta = s.fadd(
        s.fmul(interp, s.fsub(s.f32c(1.0), ramp)?)?,
        s.fmul(extrap, ramp)?,
    )?;
    let (sn, cs) = s.sin_cos(theta)?;
    Ok((s.fmul(sn, y.mscale)?, s.fmul(cs, y.mscale)?))
}

/// The elements of pair `i` (`half = n_rot/2`): `(i, i + half)` for NEOX, `(2i, 2i + 1)` for the
/// normal layout, each offset by `base` when given (the head's first element).
fn pair<'ctx>(
    s: &Simt<'ctx>,
    neox: bool,
    base: Option<IntValue<'ctx>>,
    i: IntValue<'ctx>,
    half: IntValue<'ctx>,
) -> R<(IntValue<'ctx>, IntValue<'ctx>)> {
    let first = if neox { i } else { s.shl(i, s.i32c(1))? };
    let a = match base {
        Some(b) => s.add(b, first)?,
        None => first,
    };
    let second = if neox {
        s.add(a, half)?
    } else {
        s.add(a, s.i32c(1))?
    };
    Ok((a, second))
}

/// `(a·cos θ − b·sin θ, a·sin θ + b·cos θ)`.
fn rotate<'ctx>(
    s: &Simt<'ctx>,
    (a, b): (FloatValue<'ctx>, FloatValue<'ctx>),
    (sn, cs): (FloatValue<'ctx>, FloatValue<'ctx>),
) -> R<(FloatValue<'ctx>, FloatValue<'ctx>)> {
    let na = s.fsub(s.fmul(a, cs)?, s.fmul(b, sn)?)?;
    let nb = s.fadd(s.fmul(a, sn)?, s.fmul(b, cs)?)?;
    Ok((na, nb))
}

pub fn build_rope(s: &mut Simt<'_>, neox: bool) -> R<()> {
    rope(s, neox, false)
}

/// The in-place RoPE with YaRN scaling (see the module doc).
pub fn build_rope_yarn(s: &mut Simt<'_>, neox: bool) -> R<()> {
    rope(s, neox, true)
}

fn rope(s: &mut Simt<'_>, neox: bool, yarn: bool) -> R<()> {
    let yarn = if yarn { Some(yarn_params(s, 7)?) } else { None };
    let (x, pos_ptr) = (s.param_ptr(0)?, s.param_ptr(1)?);
    let (n_heads, head_dim, n_rot) = (s.param_i32(2)?, s.param_i32(3)?, s.param_i32(4)?);
    let (l2, fscale) = (s.param_f32(5)?, s.param_f32(6)?);
    let t = s.tid()?;
    let b = s.bid(0)?;
    let g = s.add(s.mul(b, s.i32c(i64::from(s.block_dim())))?, t)?;
    let half = s.lshr(n_rot, s.i32c(1))?;
    let total = s.mul(n_heads, half)?;
    let live = s.and(
        s.icmp(IntPredicate::SLT, g, total)?,
        s.icmp(IntPredicate::SGT, half, s.i32c(0))?,
    )?;
    s.if_then(live, |s| {
        let h = s.udiv(g, half)?;
        let i = s.urem(g, half)?;
        let base = s.mul(h, head_dim)?;
        let (i0, i1) = pair(s, neox, Some(base), i, half)?;
        let pos = s.load_i32(pos_ptr, s.i32c(0))?;
        let (sn, cs) = angle(s, i, pos, (l2, fscale), yarn)?;
        let a = s.load_f32(x, i0)?;
        let bv = s.load_f32(x, i1)?;
        let (na, nb) = rotate(s, (a, bv), (sn, cs))?;
        s.store_f32(x, i0, na)?;
        s.store_f32(x, i1, nb)
    })
}

/// RoPE of one token's `q` and `k` fused with the KV store of an ungrouped `code` (see the
/// module doc).
pub fn build_rope_kv_store(s: &mut Simt<'_>, neox: bool, code: KvCode) -> R<()> {
    rope_kv_store(s, neox, false, false, Some(code))
}

/// YaRN RoPE of one token's `q` and `k` fused with the KV store (see the module doc).
pub fn build_rope_yarn_kv_store(s: &mut Simt<'_>, neox: bool, code: KvCode) -> R<()> {
    rope_kv_store(s, neox, false, true, Some(code))
}

/// The same for every row of a prompt batch: block row `r = blockIdx.y` rotates and stores
/// token `r` (see the module doc).
pub fn build_rope_kv_store_rows(s: &mut Simt<'_>, neox: bool, code: KvCode) -> R<()> {
    rope_kv_store(s, neox, true, false, Some(code))
}

/// RoPE of every row's `q` and `k` in place, storing nothing (a grouped KV code's prompt path:
/// `kv_store` then stores each row a group at a time). Parameters: `q`, `k`, `pos_ptr`,
/// `n_head`, `n_head_kv`, `head_dim`, `n_rot`, `log2_theta_scale`, `freq_scale` (YaRN: its
/// four after them).
pub fn build_rope_qk_rows(s: &mut Simt<'_>, neox: bool, yarn: bool) -> R<()> {
    rope_kv_store(s, neox, true, yarn, None)
}

/// YaRN RoPE + KV store for every row of a prompt batch (gpt-oss's prompt path).
pub fn build_rope_yarn_kv_store_rows(s: &mut Simt<'_>, neox: bool, code: KvCode) -> R<()> {
    rope_kv_store(s, neox, true, true, Some(code))
}

/// The fused RoPE + KV store; with `rows`, the token is block row `r` of dense `q`, `k`, `v`
/// row arrays at position `pos0 + r`. Without, the instructions are exactly the single-token
/// kernel's. With no `code`, q and k are rotated and nothing is stored (its own, shorter
/// parameter list).
fn rope_kv_store(
    s: &mut Simt<'_>,
    neox: bool,
    rows: bool,
    yarn: bool,
    code: Option<KvCode>,
) -> R<()> {
    // Parameter indices: the rope-only kernel has no v and no caches.
    let at = |i: usize| if code.is_some() { i } else { i - 3 };
    let yarn = if yarn {
        Some(yarn_params(s, at(12))?)
    } else {
        None
    };
    let (mut q, mut k) = (s.param_ptr(0)?, s.param_ptr(1)?);
    let mut v = match code {
        Some(_) => Some(s.param_ptr(2)?),
        None => None,
    };
    let caches = match code {
        Some(c) => Some((c, s.param_ptr(3)?, s.param_ptr(4)?)),
        None => None,
    };
    let pos_ptr = s.param_ptr(if code.is_some() { 5 } else { 2 })?;
    let (n_head, n_head_kv) = (s.param_i32(at(6))?, s.param_i32(at(7))?);
    let (head_dim, n_rot) = (s.param_i32(at(8))?, s.param_i32(at(9))?);
    let (l2, fscale) = (s.param_f32(at(10))?, s.param_f32(at(11))?);
    let t = s.tid()?;
    let b = s.bid(0)?;
    let g = s.add(s.mul(b, s.i32c(i64::from(s.block_dim())))?, t)?;
    let half = s.lshr(n_rot, s.i32c(1))?;
    let row = s.mul(n_head_kv, head_dim)?;
    let mut pos = s.load_i32(pos_ptr, s.i32c(0))?;
    if rows {
        let r = s.bid(1)?;
        pos = s.add(pos, r)?;
        let r64 = s.sext64(r)?;
        let q_off = s.mul(s.mul(r64, s.sext64(s.mul(n_head, head_dim)?)?)?, s.i64c(4))?;
        let kv_off = s.mul(s.mul(r64, s.sext64(row)?)?, s.i64c(4))?;
        q = s.gep(q, q_off)?;
        k = s.gep(k, kv_off)?;
        v = v.map(|v| s.gep(v, kv_off)).transpose()?;
    }
    let dst0 = s.mul(s.sext64(pos)?, s.sext64(row)?)?;
    // Pair `i` of head `h` at thread `g = h·half + i`: the same angle and products as
    // `build_rope`, so the rotated values are bit-identical to the unfused kernel's.
    for (x, n_heads, store) in [(q, n_head, false), (k, n_head_kv, true)] {
        let total = s.mul(n_heads, half)?;
        let live = s.and(
            s.icmp(IntPredicate::SLT, g, total)?,
            s.icmp(IntPredicate::SGT, half, s.i32c(0))?,
        )?;
        s.if_then(live, |s| {
            let h = s.udiv(g, half)?;
            let i = s.urem(g, half)?;
            let base = s.mul(h, head_dim)?;
            let (i0, i1) = pair(s, neox, Some(base), i, half)?;
            let (sn, cs) = angle(s, i, pos, (l2, fscale), yarn)?;
            let a = s.load_f32(x, i0)?;
            let bv = s.load_f32(x, i1)?;
            let (na, nb) = rotate(s, (a, bv), (sn, cs))?;
            s.store_f32(x, i0, na)?;
            s.store_f32(x, i1, nb)?;
            if store && let Some((c, kc, _)) = caches {
                store_value(s, c, kc, s.add(dst0, s.sext64(i0)?)?, na)?;
                store_value(s, c, kc, s.add(dst0, s.sext64(i1)?)?, nb)?;
            }
            Ok(())
        })?;
    }
    let (Some((c, kc, vc)), Some(v)) = (caches, v) else {
        return Ok(());
    };
    // Element `g` of the KV row: V always, K where no pair covers it (`g mod head_dim ≥ n_rot`).
    let live = s.icmp(IntPredicate::SLT, g, row)?;
    s.if_then(live, |s| {
        let dst = s.add(dst0, s.sext64(g)?)?;
        store_value(s, c, vc, dst, s.load_f32(v, g)?)?;
        let unrotated = s.icmp(IntPredicate::SGE, s.urem(g, head_dim)?, n_rot)?;
        s.if_then(unrotated, |s| store_value(s, c, kc, dst, s.load_f32(k, g)?))
    })
}

/// Heads one block of the head-norm + RoPE + KV store kernel covers (its grid rule's divisor).
pub const NORM_ROPE_HEADS: u32 = 8;

/// The block size of `strata_rmsnorm_f32`, whose summation order the fused head norm repeats:
/// also the largest head dimension the fused head norm serves.
pub const NORM_BLOCK: u32 = 256;

/// Head RMSNorm of one token's `q` and `k`, their RoPE and the KV store of an ungrouped `code`
/// (see the module doc). Parameters: `q`, `k` (outputs), `q_in`, `k_in`, `v`, `k_cache`,
/// `v_cache`, `pos_ptr`, `q_norm`, `k_norm`, `n_head`, `n_head_kv`, `head_dim`, `n_rot`,
/// `log2_theta_scale`, `freq_scale`, `eps`.
pub fn build_norm_rope_kv_store<'ctx>(s: &mut Simt<'ctx>, neox: bool, code: KvCode) -> R<()> {
    let (q, k, q_in, k_in) = (
        s.param_ptr(0)?,
        s.param_ptr(1)?,
        s.param_ptr(2)?,
        s.param_ptr(3)?,
    );
    let (v, kc, vc, pos_ptr) = (
        s.param_ptr(4)?,
        s.param_ptr(5)?,
        s.param_ptr(6)?,
        s.param_ptr(7)?,
    );
    let (qw, kw) = (s.param_ptr(8)?, s.param_ptr(9)?);
    let (n_head, n_head_kv) = (s.param_i32(10)?, s.param_i32(11)?);
    let (head_dim, n_rot) = (s.param_i32(12)?, s.param_i32(13)?);
    let (l2, fscale, eps) = (s.param_f32(14)?, s.param_f32(15)?, s.param_f32(16)?);
    let wave = s.wave_size();
    let waves = s.i32c(i64::from(s.block_dim() / wave));
    let lane = s.lane()?;
    let wid = s.wave_id()?;
    let b = s.bid(0)?;
    let half = s.lshr(n_rot, s.i32c(1))?;
    let row = s.mul(n_head_kv, head_dim)?;
    let pos = s.load_i32(pos_ptr, s.i32c(0))?;
    let dst0 = s.mul(s.sext64(pos)?, s.sext64(row)?)?;
    let first = s.mul(b, s.i32c(i64::from(NORM_ROPE_HEADS)))?;
    let heads = s.add(n_head, n_head_kv)?;
    let stop = s.add(first, s.i32c(i64::from(NORM_ROPE_HEADS)))?;
    let stop = s.select_i(s.icmp(IntPredicate::SLT, stop, heads)?, stop, heads)?;
    let wstep = s.i32c(i64::from(wave));
    s.for_range(s.add(first, wid)?, stop, waves, |s, hix| {
        let is_k = s.icmp(IntPredicate::SGE, hix, n_head)?;
        let h = s.select_i(is_k, s.sub(hix, n_head)?, hix)?;
        let base = s.mul(h, head_dim)?;
        let pick = |s: &Simt<'ctx>, a, b| s.select_p(is_k, a, b);
        let (xi, xo, w) = (pick(s, k_in, q_in)?, pick(s, k, q)?, pick(s, kw, qw)?);
        let xi = s.gep(xi, s.mul(s.sext64(base)?, s.i64c(4))?)?;
        let xo = s.gep(xo, s.mul(s.sext64(base)?, s.i64c(4))?)?;
        // The norm kernel's wave partials, added in its order.
        let mut total = s.f32c(0.0);
        for j in 0..NORM_BLOCK / wave {
            let at = s.i32c(i64::from(j * wave));
            let e = s.add(at, lane)?;
            let ok = s.icmp(IntPredicate::SLT, e, head_dim)?;
            let x = s.load_f32(xi, s.select_i(ok, e, s.i32c(0))?)?;
            let sq = s.select_f(ok, s.fmadd(x, x, s.f32c(0.0))?, s.f32c(0.0))?;
            let part = s.wave_sum(sq)?;
            let used = s.icmp(IntPredicate::SLT, at, head_dim)?;
            total = s.select_f(used, s.fadd(total, part)?, total)?;
        }
        let mean = s.fdiv(total, s.sitofp(head_dim)?)?;
        let scale = s.fdiv(s.f32c(1.0), s.sqrt(s.fadd(mean, eps)?)?)?;
        // The norm kernel's `(x·scale)·w`.
        let normed =
            |s: &mut Simt<'ctx>, e| s.fmul(s.fmul(s.load_f32(xi, e)?, scale)?, s.load_f32(w, e)?);
        let kdst = s.add(dst0, s.sext64(base)?)?;
        // Pairs: the fused RoPE + KV store's angle and products on the normalized values.
        s.for_range(lane, half, wstep, |s, i| {
            let (i0, i1) = pair(s, neox, None, i, half)?;
            let (sn, cs) = angle(s, i, pos, (l2, fscale), None)?;
            let a = normed(s, i0)?;
            let bv = normed(s, i1)?;
            let (na, nb) = rotate(s, (a, bv), (sn, cs))?;
            s.store_f32(xo, i0, na)?;
            s.store_f32(xo, i1, nb)?;
            s.if_then(is_k, |s| {
                store_value(s, code, kc, s.add(kdst, s.sext64(i0)?)?, na)?;
                store_value(s, code, kc, s.add(kdst, s.sext64(i1)?)?, nb)
            })
        })?;
        // Elements past `n_rot`: normalized, not rotated.
        s.for_range(s.add(n_rot, lane)?, head_dim, wstep, |s, e| {
            let y = normed(s, e)?;
            s.store_f32(xo, e, y)?;
            s.if_then(is_k, |s| {
                store_value(s, code, kc, s.add(kdst, s.sext64(e)?)?, y)
            })
        })?;
        // The V row of a K head's wave.
        s.if_then(is_k, |s| {
            let vr = s.gep(v, s.mul(s.sext64(base)?, s.i64c(4))?)?;
            s.for_range(lane, head_dim, wstep, |s, e| {
                store_value(s, code, vc, s.add(kdst, s.sext64(e)?)?, s.load_f32(vr, e)?)
            })
        })
    })
}
