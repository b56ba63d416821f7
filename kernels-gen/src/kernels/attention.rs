//! Attention with grouped-query heads: one decode token split over the KV length, and a
//! prompt batch attending causally.
//!
//! Layouts: `q` is `n_head × D` f32; the caches `k`, `v` are `n_kv × n_head_kv × D` values
//! (position-major, as appended during decode) of one KV code, read as `kv` says (f32, f16, or
//! q8 codes with their scales; each kernel's name ends in its code); `D = head_dim ≤ 256`; query head `h` reads KV
//! head `h / (n_head / n_head_kv)`. The number of cached positions `n_kv = n_kv_ptr[0]` (i32)
//! is read from device memory, so a decode graph captured once replays at every length: its
//! grid covers the context's capacity and splits past `n_kv` do nothing.
//!
//! Split (grid `n_head × n_split`, 128 threads; `n_split` is passed and equals the grid's y
//! size, so slot `h·n_split + s` does not depend on `n_kv`): split `s` covers positions
//! `[s·chunk, min((s+1)·chunk, n_kv))` (the runtime's chunk is `ATTN_CHUNK` = 64). Each of the
//! four waves takes every fourth position and keeps an online softmax: score
//! `z_t = scale·(q·k_t)` (wave butterfly sum), running max `m`, `l = Σ e^(z−m)`,
//! `o[d] = Σ e^(z−m)·v_t[d]` (lane `l` owns `d = l + 32i`). A wave takes its positions
//! [`ATTN_GROUP`] at a time (`t, t + 4, t + 8, t + 12`): it issues all their K and V loads
//! before using any, so the memory latencies overlap, then updates once per group:
//! `m' = max(m, z_g…)`, `l' = l·e^(m−m') + Σ_g e^(z_g−m')`, `o' = o·e^(m−m') + Σ_g e^(z_g−m')·v_g`;
//! a group member past the split's end loads the first member's rows and gets `z = −∞`,
//! weight 0 (the first is always in range). The waves merge
//! through shared memory with weights `e^(m_w − M)` (0 for an empty wave) and the block writes
//! the unnormalised `part_o[h, s, 0..D]` and `part_ml[h, s] = (M, L)`; an empty split below
//! `n_kv` (wholly before a window) writes `(−∞, 0)` and zeros, and a split at or past `n_kv`
//! writes nothing and leaves at once (the combine never reads it).
//!
//! KV store: `kv` (one kernel per code).
//!
//! Prefill (prompt path; grid `n_head × ceil(T / PREFILL_ROWS)`, 128 threads; `T = pos_ptr[1]
//! − pos_ptr[0]`): query row `r` (`q` and `out` are `T × n_head × D` f32) of head `h` sits at
//! position `pos0 + r` (`pos0 = pos_ptr[0]`, its K/V already stored) and attends causally to
//! cache positions `0..=pos0 + r`: `out[r, h] = Σ_t softmax_t(scale·q·k_t)·v_t`. A block takes
//! `PREFILL_ROWS` (R) consecutive rows of one head, so each K/V row it loads serves all of
//! them. A wave scores `P = wave / R` positions per pass, one (row, position) pair per lane:
//! each lane forms the R·P partial dots of its components (`d = lane + wave·i`), one
//! transposing wave reduction (`wave_sum_rows`, one shuffle per value and step instead of a
//! butterfly per score) leaves lane `l` with the score of row `l / P`, position `l % P`; the
//! row's P lanes then keep its online softmax (max and sum over P lanes; `m' = max(m, z…)`,
//! `l' = l·e^(m−m') + Σ e^(z−m')`, positions outside the row's range weigh 0), and every lane
//! adds `Σ_t p_t·v_t[d]` to its rows' accumulators, reading each `p_t` from its lane
//! (`shfl_idx`). The four waves take every fourth chunk of P positions, merge through shared
//! memory as the split does, and the block writes `Σ_w e^(m_w − M)·o_w / Σ_w e^(m_w − M)·l_w`.
//! Heads of at most half of [`ATTN_MAX_HEAD_DIM`] run a half-width body (a uniform branch), so
//! a 128-wide head does no work for the empty upper registers.
//!
//! Combine (grid `n_head`, 128 threads): `M = max_s m_s`, `w_s = e^(m_s − M)` (0 when
//! `m_s = −∞`), `out[h, d] = Σ_s w_s·part_o[h, s, d] / Σ_s w_s·l_s`, over the splits
//! `s < min(n_split, ceil(n_kv / chunk))` only (`n_kv_ptr` and `chunk` are the split's): every
//! later split is empty and added exactly nothing, so the sum is the full one bit for bit. It
//! reads [`ATTN_GROUP`] splits' partials before combining them.

use super::ATTN_MAX_HEAD_DIM;
use super::kv::{KvCode, KvPlanes};
use crate::simt::{R, Simt};
use inkwell::values::{FloatValue, IntValue, PointerValue};
use inkwell::{FloatPredicate, IntPredicate};

const REGS: u32 = ATTN_MAX_HEAD_DIM / 32;

/// Positions one wave of the decode split takes per iteration (their loads overlap).
pub const ATTN_GROUP: u32 = 4;

/// `e^(m − big)`, or 0 when `m` is −∞ (an empty partial).
fn merge_weight<'ctx>(
    s: &Simt<'ctx>,
    m: FloatValue<'ctx>,
    big: FloatValue<'ctx>,
) -> R<FloatValue<'ctx>> {
    let e = s.exp(s.fsub(m, big)?)?;
    let empty = s.fcmp(FloatPredicate::OEQ, m, s.f32c(f64::NEG_INFINITY))?;
    s.select_f(empty, s.f32c(0.0), e)
}

pub fn build_split(s: &mut Simt<'_>, code: KvCode) -> R<()> {
    split(s, false, code)
}

/// The decode split; with `window`, the kernel takes a `window` parameter after `scale` and
/// starts each split at the window's first position (`attention_ext`'s windowed split). The
/// plain kernel's instructions are exactly those without it. The caches are read through
/// `code` (`kv`); a grouped code's scale pointers `k_scales`, `v_scales` follow the others.
pub(crate) fn split(s: &mut Simt<'_>, window: bool, code: KvCode) -> R<()> {
    let (po, pml, q, k, v) = (
        s.param_ptr(0)?,
        s.param_ptr(1)?,
        s.param_ptr(2)?,
        s.param_ptr(3)?,
        s.param_ptr(4)?,
    );
    let (n_head, n_head_kv, dim) = (s.param_i32(5)?, s.param_i32(6)?, s.param_i32(7)?);
    let n_kv_ptr = s.param_ptr(8)?;
    let chunk = s.param_i32(9)?;
    let n_kv = s.load_i32(n_kv_ptr, s.i32c(0))?;
    let scale = s.param_f32(11)?;
    let waves = s.block_dim() / s.wave_size();
    let sh_o = s.shared(4 * waves * ATTN_MAX_HEAD_DIM)?;
    let sh_ml = s.shared(8 * waves)?;
    let tid = s.tid()?;
    let lane = s.lane()?;
    let wave = s.wave_id()?;
    let h = s.bid(0)?;
    let sp = s.bid(1)?;
    let n_split = s.param_i32(10)?;
    let group = s.udiv(n_head, n_head_kv)?;
    let kvh = s.udiv(h, group)?;
    let scales_at = if window { 13 } else { 12 };
    let kp = KvPlanes::new(s, code, k, scales_at, (n_head_kv, dim))?;
    let vp = KvPlanes::new(s, code, v, scales_at + 1, (n_head_kv, dim))?;
    let c0 = s.mul(sp, chunk)?;
    let t1 = s.add(c0, chunk)?;
    let t0 = if window {
        // The window's first position: n_kv − window when the window is shorter than the
        // context (window 0 = the whole range).
        let window = s.param_i32(12)?;
        let lo = s.sub(n_kv, window)?;
        let clip = s.icmp(IntPredicate::SGT, window, s.i32c(0))?;
        let clip = s.and(clip, s.icmp(IntPredicate::SGT, lo, c0)?)?;
        s.select_i(clip, lo, c0)?
    } else {
        c0
    };
    let t1 = s.select_i(s.icmp(IntPredicate::SLT, t1, n_kv)?, t1, n_kv)?;
    // A split at or past n_kv is never read (the combine stops at ceil(n_kv / chunk)): its
    // block leaves at once, so the capacity's grid costs little beyond the live splits.
    let live = s.icmp(IntPredicate::SLT, c0, n_kv)?;
    s.if_then(live, |s| {
        let ninf = s.f32c(f64::NEG_INFINITY);
        let zero = s.f32c(0.0);
        // This lane's query components and accumulators, d = lane + 32·i.
        let mut qv = Vec::new();
        let mut acc = Vec::new();
        let mut dmask = Vec::new();
        let qrow = s.mul(h, dim)?;
        for i in 0..REGS {
            let d = s.add(lane, s.i32c(i64::from(32 * i)))?;
            let ok = s.icmp(IntPredicate::SLT, d, dim)?;
            let idx = s.select_i(ok, s.add(qrow, d)?, s.i32c(0))?;
            let val = s.select_f(ok, s.load_f32(q, idx)?, zero)?;
            qv.push(val);
            acc.push(s.var_f32(zero)?);
            dmask.push((d, ok));
        }
        let groups = lane_groups(s, &kp, kvh, dim, &dmask)?;
        let m = s.var_f32(ninf)?;
        let l = s.var_f32(zero)?;
        let start = s.add(t0, wave)?;
        let nw = i64::from(waves);
        let step = s.i32c(nw * i64::from(ATTN_GROUP));
        s.for_range(start, t1, step, |s, t| {
            // The group's positions t + waves·g; the loop guarantees the first is below t1, a later
            // one past t1 loads the first's rows (in bounds) and is masked out of the sums. Every
            // K and V load of the group is issued before any is used, so their latencies overlap.
            let mut live = Vec::with_capacity(ATTN_GROUP as usize);
            let mut kvs = Vec::with_capacity(ATTN_GROUP as usize);
            let mut vvs = Vec::with_capacity(ATTN_GROUP as usize);
            for g in 0..i64::from(ATTN_GROUP) {
                let (tg, ok) = if g == 0 {
                    (t, None)
                } else {
                    let tg = s.add(t, s.i32c(nw * g))?;
                    let ok = s.icmp(IntPredicate::SLT, tg, t1)?;
                    (s.select_i(ok, tg, t)?, Some(ok))
                };
                let row = s.mul(s.add(s.mul(tg, n_head_kv)?, kvh)?, dim)?;
                let mut kv = Vec::with_capacity(REGS as usize);
                let mut vv = Vec::with_capacity(REGS as usize);
                for (&(d, okd), &gr) in dmask.iter().zip(&groups) {
                    let idx = s.select_i(okd, s.add(row, d)?, row)?;
                    kv.push(kp.load(s, tg, idx, gr)?);
                    vv.push(vp.load(s, tg, idx, gr)?);
                }
                live.push(ok);
                kvs.push(kv);
                vvs.push(vv);
            }
            // Scores (−∞ for a masked position), then one online-softmax update for the group.
            let m_old = s.get_f(m)?;
            let mut m_new = m_old;
            let mut zs = Vec::with_capacity(ATTN_GROUP as usize);
            for (kv, ok) in kvs.iter().zip(&live) {
                let mut dot = zero;
                for i in 0..REGS as usize {
                    let p = s.fmul(qv[i], kv[i])?;
                    dot = s.fadd(dot, s.select_f(dmask[i].1, p, zero)?)?;
                }
                let total = s.wave_sum(dot)?;
                let z = s.fmul(total, scale)?;
                let z = match ok {
                    Some(ok) => s.select_f(*ok, z, ninf)?,
                    None => z,
                };
                m_new = s.fmax(z, m_new)?;
                zs.push(z);
            }
            // The group's first position is live, so m_new is finite and a masked p is e^−∞ = 0.
            let c_old = s.exp(s.fsub(m_old, m_new)?)?;
            let mut ps = Vec::with_capacity(ATTN_GROUP as usize);
            for (&z, ok) in zs.iter().zip(&live) {
                let p = s.exp(s.fsub(z, m_new)?)?;
                ps.push(match ok {
                    Some(ok) => s.select_f(*ok, p, zero)?,
                    None => p,
                });
            }
            let mut lv = s.fmul(s.get_f(l)?, c_old)?;
            for &p in &ps {
                lv = s.fadd(lv, p)?;
            }
            s.set(l, lv)?;
            for (i, a) in acc.iter().enumerate() {
                let mut o = s.fmul(s.get_f(*a)?, c_old)?;
                for (vv, &p) in vvs.iter().zip(&ps) {
                    o = s.fmadd(p, vv[i], o)?;
                }
                s.set(*a, o)?;
            }
            s.set(m, m_new)
        })?;
        // Publish this wave's state.
        let wbase = s.mul(wave, s.i32c(i64::from(ATTN_MAX_HEAD_DIM)))?;
        for i in 0..REGS as usize {
            let (d, ok) = dmask[i];
            let a = s.get_f(acc[i])?;
            s.if_then(ok, |s| s.store_f32(sh_o, s.add(wbase, d)?, a))?;
        }
        let first = s.icmp(IntPredicate::EQ, lane, s.i32c(0))?;
        let (mv, lv) = (s.get_f(m)?, s.get_f(l)?);
        s.if_then(first, |s| {
            let i2 = s.mul(wave, s.i32c(2))?;
            s.store_f32(sh_ml, i2, mv)?;
            s.store_f32(sh_ml, s.add(i2, s.i32c(1))?, lv)
        })?;
        s.barrier()?;
        // Merge the waves.
        let mut big = ninf;
        let mut ms = Vec::new();
        for w in 0..waves {
            let mw = s.load_f32(sh_ml, s.i32c(i64::from(2 * w)))?;
            ms.push(mw);
            big = s.fmax(mw, big)?;
        }
        let mut weights = Vec::new();
        let mut lsum = zero;
        for (w, &mw) in ms.iter().enumerate() {
            let wt = merge_weight(s, mw, big)?;
            let lw = s.load_f32(sh_ml, s.i32c(2 * w as i64 + 1))?;
            lsum = s.fmadd(wt, lw, lsum)?;
            weights.push(wt);
        }
        let slot = s.add(s.mul(h, n_split)?, sp)?;
        let obase = s.mul(slot, dim)?;
        let bd = s.i32c(i64::from(s.block_dim()));
        s.for_range(tid, dim, bd, |s, d| {
            let mut o = zero;
            for (w, &wt) in weights.iter().enumerate() {
                let val = s.load_f32(
                    sh_o,
                    s.add(s.i32c(w as i64 * i64::from(ATTN_MAX_HEAD_DIM)), d)?,
                )?;
                o = s.fmadd(wt, val, o)?;
            }
            s.store_f32(po, s.add(obase, d)?, o)
        })?;
        let t0_is = s.icmp(IntPredicate::EQ, tid, s.i32c(0))?;
        s.if_then(t0_is, |s| {
            let i2 = s.mul(slot, s.i32c(2))?;
            s.store_f32(pml, i2, big)?;
            s.store_f32(pml, s.add(i2, s.i32c(1))?, lsum)
        })
    })
}

pub fn build_combine(s: &mut Simt<'_>) -> R<()> {
    combine(s, false)
}

/// The combine of the splits; with `sinks`, the kernel takes a `sinks` pointer after `chunk`
/// and head `h`'s sink logit joins the maximum and the denominator (`attention_ext`'s combine).
/// The plain kernel's instructions are exactly those without it.
pub(crate) fn combine<'ctx>(s: &mut Simt<'ctx>, sinks: bool) -> R<()> {
    let (out, po, pml) = (s.param_ptr(0)?, s.param_ptr(1)?, s.param_ptr(2)?);
    let (dim, n_split) = (s.param_i32(3)?, s.param_i32(4)?);
    let (n_kv_ptr, chunk) = (s.param_ptr(5)?, s.param_i32(6)?);
    let h = s.bid(0)?;
    let used = used_splits(s, n_kv_ptr, chunk, n_split)?;
    let sink = if sinks {
        let p = s.param_ptr(7)?;
        Some(s.load_f32(p, h)?)
    } else {
        None
    };
    combine_head(s, (out, po, pml), (dim, n_split, used), h, sink)
}

/// The splits holding positions: `min(n_split, ceil(n_kv / chunk))`. Splits at or past it are
/// empty (weight 0, adding exactly nothing), so the combine reads only these (n_kv < 0 reads
/// none; chunk < 1 is taken as 1).
fn used_splits<'ctx>(
    s: &Simt<'ctx>,
    n_kv_ptr: PointerValue<'ctx>,
    chunk: IntValue<'ctx>,
    n_split: IntValue<'ctx>,
) -> R<IntValue<'ctx>> {
    let n_kv = s.load_i32(n_kv_ptr, s.i32c(0))?;
    let n_kv = s.select_i(s.icmp(IntPredicate::SGT, n_kv, s.i32c(0))?, n_kv, s.i32c(0))?;
    let chunk = s.select_i(
        s.icmp(IntPredicate::SGT, chunk, s.i32c(1))?,
        chunk,
        s.i32c(1),
    )?;
    let used = s.udiv(s.add(n_kv, s.sub(chunk, s.i32c(1))?)?, chunk)?;
    s.select_i(s.icmp(IntPredicate::SLT, used, n_split)?, used, n_split)
}

/// The decode split with the combine in its tail (one launch instead of two): the split's
/// parameters (a grouped code's scales included), then `out` and `counter` (`n_head` i32,
/// zero before the first launch and left zero by each). Each head's blocks that hold
/// positions (`s < used`, see [`used_splits`]) count themselves on the head's counter after
/// storing their partials; the last of them (`Simt::last_block`) combines the head exactly as
/// the combine kernel does. Blocks past `used` store nothing and do not count.
pub fn build_split_combine(s: &mut Simt<'_>, code: KvCode) -> R<()> {
    split(s, false, code)?;
    let (po, pml) = (s.param_ptr(0)?, s.param_ptr(1)?);
    let dim = s.param_i32(7)?;
    let n_kv_ptr = s.param_ptr(8)?;
    let (chunk, n_split) = (s.param_i32(9)?, s.param_i32(10)?);
    let at = if code.grouped() { 14 } else { 12 };
    let (out, counter) = (s.param_ptr(at)?, s.param_ptr(at + 1)?);
    let h = s.bid(0)?;
    let sp = s.bid(1)?;
    let used = used_splits(s, n_kv_ptr, chunk, n_split)?;
    let live = s.icmp(IntPredicate::SLT, sp, used)?;
    s.if_then(live, |s| {
        s.last_block(counter, h, used, |s| {
            combine_head(s, (out, po, pml), (dim, n_split, used), h, None)
        })
    })
}

/// Head `h`'s combine over its first `used` splits (see the module doc), written to `out`.
fn combine_head<'ctx>(
    s: &mut Simt<'ctx>,
    (out, po, pml): (PointerValue<'ctx>, PointerValue<'ctx>, PointerValue<'ctx>),
    (dim, n_split, used): (IntValue<'ctx>, IntValue<'ctx>, IntValue<'ctx>),
    h: IntValue<'ctx>,
    sink: Option<FloatValue<'ctx>>,
) -> R<()> {
    let tid = s.tid()?;
    let zero = s.f32c(0.0);
    let ninf = s.f32c(f64::NEG_INFINITY);
    let base = s.mul(h, n_split)?;
    let group = i64::from(ATTN_GROUP);
    // Split `sp + g` of a group of ATTN_GROUP: its slot (the group's first when past `used`,
    // so every load is in bounds) and whether it is real. The group's loads are issued first.
    let members = |s: &Simt<'ctx>, sp: IntValue<'ctx>| -> R<Vec<_>> {
        (0..group)
            .map(|g| {
                if g == 0 {
                    return Ok((s.add(base, sp)?, None));
                }
                let j = s.add(sp, s.i32c(g))?;
                let ok = s.icmp(IntPredicate::SLT, j, used)?;
                Ok((s.add(base, s.select_i(ok, j, sp)?)?, Some(ok)))
            })
            .collect()
    };
    let big = s.var_f32(sink.unwrap_or(ninf))?;
    s.for_range(s.i32c(0), used, s.i32c(group), |s, sp| {
        let mut mvs = Vec::new();
        for (slot, ok) in members(&*s, sp)? {
            let mv = s.load_f32(pml, s.mul(slot, s.i32c(2))?)?;
            mvs.push(match ok {
                Some(ok) => s.select_f(ok, mv, ninf)?,
                None => mv,
            });
        }
        let mut b = s.get_f(big)?;
        for mv in mvs {
            b = s.fmax(mv, b)?;
        }
        s.set(big, b)
    })?;
    let bigv = s.get_f(big)?;
    let sink_w = match sink {
        Some(sink) => Some(s.exp(s.fsub(sink, bigv)?)?),
        None => None,
    };
    let bd = s.i32c(i64::from(s.block_dim()));
    s.for_range(tid, dim, bd, |s, d| {
        let o = s.var_f32(zero)?;
        let lsum = s.var_f32(zero)?;
        s.for_range(s.i32c(0), used, s.i32c(group), |s, sp| {
            let mut loaded = Vec::new();
            for (slot, ok) in members(&*s, sp)? {
                let i2 = s.mul(slot, s.i32c(2))?;
                let mv = s.load_f32(pml, i2)?;
                let lv = s.load_f32(pml, s.add(i2, s.i32c(1))?)?;
                let ov = s.load_f32(po, s.add(s.mul(slot, dim)?, d)?)?;
                loaded.push((mv, lv, ov, ok));
            }
            let (mut ls, mut os) = (s.get_f(lsum)?, s.get_f(o)?);
            for (mv, lv, ov, ok) in loaded {
                let wt = merge_weight(s, mv, bigv)?;
                let wt = match ok {
                    Some(ok) => s.select_f(ok, wt, zero)?,
                    None => wt,
                };
                ls = s.fmadd(wt, lv, ls)?;
                os = s.fmadd(wt, ov, os)?;
            }
            s.set(lsum, ls)?;
            s.set(o, os)
        })?;
        let r = match sink_w {
            Some(w) => {
                let den = s.fadd(s.get_f(lsum)?, w)?;
                s.fdiv(s.get_f(o)?, den)?
            }
            None => s.fdiv(s.get_f(o)?, s.get_f(lsum)?)?,
        };
        s.store_f32(out, s.add(s.mul(h, dim)?, d)?, r)
    })
}

/// Query rows one prefill block attends for (they share every K/V load).
pub const PREFILL_ROWS: u32 = 4;

/// Causal attention of a prompt batch against the caches, read through `code` (see the module
/// doc; a grouped code's `k_scales`, `v_scales` follow the other parameters).
pub fn build_prefill(s: &mut Simt<'_>, code: KvCode) -> R<()> {
    prefill(s, code, false)
}

/// [`build_prefill`] with gpt-oss's extensions (`attention_ext`): parameters `window` (i32, 0 =
/// the whole range) and `sinks` (f32 per head) follow `scale`. Row `r` at position `p` attends
/// to positions `max(0, p + 1 − window) ..= p`, and head `h`'s sink logit joins the row's
/// maximum and denominator. Off, the plain kernel's instructions exactly.
pub fn build_prefill_ext(s: &mut Simt<'_>, code: KvCode) -> R<()> {
    prefill(s, code, true)
}

fn prefill(s: &mut Simt<'_>, code: KvCode, ext: bool) -> R<()> {
    let (out, q, k, v) = (
        s.param_ptr(0)?,
        s.param_ptr(1)?,
        s.param_ptr(2)?,
        s.param_ptr(3)?,
    );
    let (n_head, n_head_kv, dim) = (s.param_i32(4)?, s.param_i32(5)?, s.param_i32(6)?);
    let pos_ptr = s.param_ptr(7)?;
    let scale = s.param_f32(8)?;
    let wsz = s.wave_size();
    // Positions one pass of a wave scores: one (row, position) pair per lane.
    let per = wsz / PREFILL_ROWS;
    if per == 0 || !per.is_power_of_two() {
        return Err(s.err(format!("prefill needs a wave of 4·2^k lanes, not {wsz}")));
    }
    let regs_max = (ATTN_MAX_HEAD_DIM / wsz) as usize;
    let waves = s.block_dim() / wsz;
    let sh_o = s.shared(4 * waves * ATTN_MAX_HEAD_DIM * PREFILL_ROWS)?;
    let sh_ml = s.shared(8 * waves * PREFILL_ROWS)?;
    let tid = s.tid()?;
    let lane = s.lane()?;
    let wave = s.wave_id()?;
    let h = s.bid(0)?;
    let tile = s.bid(1)?;
    let r0 = s.mul(tile, s.i32c(i64::from(PREFILL_ROWS)))?;
    let group = s.udiv(n_head, n_head_kv)?;
    let kvh = s.udiv(h, group)?;
    let scales_at = if ext { 11 } else { 9 };
    let kp = KvPlanes::new(s, code, k, scales_at, (n_head_kv, dim))?;
    let vp = KvPlanes::new(s, code, v, scales_at + 1, (n_head_kv, dim))?;
    let (window, sink) = if ext {
        let sinks = s.param_ptr(10)?;
        (Some(s.param_i32(9)?), Some(s.load_f32(sinks, h)?))
    } else {
        (None, None)
    };
    // Row r sees cache positions 0..=pos0 + r; the batch has pos_ptr[1] − pos0 rows.
    let pos0 = s.load_i32(pos_ptr, s.i32c(0))?;
    let n_rows = s.sub(s.load_i32(pos_ptr, s.i32c(1))?, pos0)?;
    let last_row = s.sub(n_rows, s.i32c(1))?;
    let ninf = s.f32c(f64::NEG_INFINITY);
    let zero = s.f32c(0.0);
    let mut dmask = Vec::new();
    for i in 0..regs_max {
        let d = s.add(lane, s.i32c((wsz as usize * i) as i64))?;
        dmask.push((d, s.icmp(IntPredicate::SLT, d, dim)?));
    }
    // Per row of the tile: its query components in this lane (`d = lane + wave·i`, 0 past D)
    // and its accumulators.
    let mut rows = Vec::with_capacity(PREFILL_ROWS as usize);
    for j in 0..PREFILL_ROWS {
        let (real, rj) = tile_row(s, r0, s.i32c(i64::from(j)), last_row)?;
        let qrow = s.mul(s.add(s.mul(rj, n_head)?, h)?, dim)?;
        let mut qv = Vec::new();
        let mut acc = Vec::new();
        for &(d, ok) in &dmask {
            let idx = s.select_i(ok, s.add(qrow, d)?, s.i32c(0))?;
            qv.push(s.select_f(ok, s.load_f32(q, idx)?, zero)?);
            acc.push(s.var_f32(zero)?);
        }
        rows.push(PrefillRow {
            real,
            qrow,
            qv,
            acc,
        });
    }
    // This lane scores row `lane / per` at position `t0 + lane % per` of every pass, and keeps
    // that row's softmax state (every lane of the row's group holds the same).
    let my_j = s.lshr(lane, s.i32c(i64::from(per.trailing_zeros())))?;
    let my_p = s.and(lane, s.i32c(i64::from(per) - 1))?;
    let (_, my_r) = tile_row(s, r0, my_j, last_row)?;
    let (my_lo, my_n_kv) = row_range(s, pos0, my_r, window)?;
    let m_var = s.var_f32(ninf)?;
    let l_var = s.var_f32(zero)?;
    // The tile's last real row sees the most positions, its first the earliest.
    let (_, r_last) = tile_row(s, r0, s.i32c(i64::from(PREFILL_ROWS) - 1), last_row)?;
    let (_, n_kv_max) = row_range(s, pos0, r_last, window)?;
    let (lo_min, _) = row_range(s, pos0, r0, window)?;
    let per_c = s.i32c(i64::from(per));
    let n_chunks = s.udiv(s.add(n_kv_max, s.i32c(i64::from(per) - 1))?, per_c)?;
    // Wave w takes the chunks c ≡ w (mod waves) of `per` positions from the first one a row of
    // the tile sees: a chunk's wave depends on its positions alone, so a row's sums do not
    // depend on how rows are tiled.
    let nw = s.i32c(i64::from(waves));
    let c0 = s.udiv(lo_min, per_c)?;
    let off = s.urem(s.sub(s.add(wave, nw)?, s.urem(c0, nw)?)?, nw)?;
    let start = s.add(c0, off)?;
    let groups = lane_groups(s, &kp, kvh, dim, &dmask)?;
    let last_pos = s.sub(n_kv_max, s.i32c(1))?;
    let ctx = PassCtx {
        kp: &kp,
        vp: &vp,
        rows: &rows,
        dmask: &dmask,
        groups: &groups,
        n_head_kv,
        kvh,
        dim,
        last_pos,
        per,
        scale,
        my_p,
        my_lo,
        my_n_kv,
        m_var,
        l_var,
    };
    // Heads up to half the widest take the half-width body (its upper registers are all past
    // D); a uniform branch, so one kernel serves every head size at the narrow cost.
    let narrow = s.icmp(
        IntPredicate::SLE,
        dim,
        s.i32c(i64::from(ATTN_MAX_HEAD_DIM / 2)),
    )?;
    let wide = s.icmp(
        IntPredicate::SGT,
        dim,
        s.i32c(i64::from(ATTN_MAX_HEAD_DIM / 2)),
    )?;
    for (cond, regs) in [(narrow, regs_max / 2), (wide, regs_max)] {
        s.if_then(cond, |s| {
            s.for_range(start, n_chunks, nw, |s, c| prefill_pass(s, &ctx, regs, c))
        })?;
    }
    // Publish each wave's state per row, then merge the waves row by row.
    let (mv, lv) = (s.get_f(m_var)?, s.get_f(l_var)?);
    for (j, pr) in rows.iter().enumerate() {
        let slot = s.add(s.mul(s.i32c(j as i64), s.i32c(i64::from(waves)))?, wave)?;
        let wbase = s.mul(slot, s.i32c(i64::from(ATTN_MAX_HEAD_DIM)))?;
        for (i, &(d, ok)) in dmask.iter().enumerate() {
            let a = s.get_f(pr.acc[i])?;
            s.if_then(ok, |s| s.store_f32(sh_o, s.add(wbase, d)?, a))?;
        }
        let first = s.icmp(IntPredicate::EQ, lane, s.i32c(j as i64 * i64::from(per)))?;
        s.if_then(first, |s| {
            let i2 = s.mul(slot, s.i32c(2))?;
            s.store_f32(sh_ml, i2, mv)?;
            s.store_f32(sh_ml, s.add(i2, s.i32c(1))?, lv)
        })?;
    }
    s.barrier()?;
    // Every row sees at least its own position, so L > 0.
    let bd = s.i32c(i64::from(s.block_dim()));
    for (j, pr) in rows.iter().enumerate() {
        let base = j as i64 * i64::from(waves);
        let mut big = ninf;
        let mut ms = Vec::new();
        for w in 0..waves {
            let mw = s.load_f32(sh_ml, s.i32c(2 * (base + i64::from(w))))?;
            ms.push(mw);
            big = s.fmax(mw, big)?;
        }
        if let Some(sk) = sink {
            big = s.fmax(sk, big)?;
        }
        let mut weights = Vec::new();
        let mut lsum = zero;
        for (w, &mw) in ms.iter().enumerate() {
            let wt = merge_weight(s, mw, big)?;
            let lw = s.load_f32(sh_ml, s.i32c(2 * (base + w as i64) + 1))?;
            lsum = s.fmadd(wt, lw, lsum)?;
            weights.push(wt);
        }
        // The sink's weight joins the denominator only (it has no value).
        if let Some(sk) = sink {
            lsum = s.fadd(lsum, s.exp(s.fsub(sk, big)?)?)?;
        }
        let (real, qrow) = (pr.real, pr.qrow);
        s.if_then(real, |s| {
            s.for_range(tid, dim, bd, |s, d| {
                let mut o = zero;
                for (w, &wt) in weights.iter().enumerate() {
                    let val = s.load_f32(
                        sh_o,
                        s.add(s.i32c((base + w as i64) * i64::from(ATTN_MAX_HEAD_DIM)), d)?,
                    )?;
                    o = s.fmadd(wt, val, o)?;
                }
                s.store_f32(out, s.add(qrow, d)?, s.fdiv(o, lsum)?)
            })
        })?;
    }
    Ok(())
}

/// Row `r0 + j` of a tile: (whether it is in the batch, the row it reads: itself, or the
/// batch's last row past the end).
fn tile_row<'ctx>(
    s: &Simt<'ctx>,
    r0: IntValue<'ctx>,
    j: IntValue<'ctx>,
    last_row: IntValue<'ctx>,
) -> R<(IntValue<'ctx>, IntValue<'ctx>)> {
    let rj = s.add(r0, j)?;
    let real = s.icmp(IntPredicate::SLE, rj, last_row)?;
    Ok((real, s.select_i(real, rj, last_row)?))
}

/// Row `r`'s positions `[lo, n_kv)`: `n_kv = pos0 + r + 1`, `lo = max(0, n_kv − window)` for a
/// window (`window > 0`), else 0.
fn row_range<'ctx>(
    s: &Simt<'ctx>,
    pos0: IntValue<'ctx>,
    r: IntValue<'ctx>,
    window: Option<IntValue<'ctx>>,
) -> R<(IntValue<'ctx>, IntValue<'ctx>)> {
    let n_kv = s.add(s.add(pos0, r)?, s.i32c(1))?;
    let lo = match window {
        Some(w) => {
            let lo = s.sub(n_kv, w)?;
            let clip = s.and(
                s.icmp(IntPredicate::SGT, w, s.i32c(0))?,
                s.icmp(IntPredicate::SGT, lo, s.i32c(0))?,
            )?;
            s.select_i(clip, lo, s.i32c(0))?
        }
        None => s.i32c(0),
    };
    Ok((lo, n_kv))
}

/// The maximum (`max`) or sum of `v` over each aligned group of `per` lanes (a butterfly of
/// log2(per) steps; every lane of the group ends with the result).
fn row_lanes<'ctx>(
    s: &mut Simt<'ctx>,
    v: FloatValue<'ctx>,
    per: u32,
    max: bool,
) -> R<FloatValue<'ctx>> {
    let mut acc = v;
    let mut m = per / 2;
    while m > 0 {
        let o = s.shfl_xor_f32(acc, m)?;
        acc = if max {
            s.fmax(acc, o)?
        } else {
            s.fadd(acc, o)?
        };
        m /= 2;
    }
    Ok(acc)
}

/// What one prefill pass reads (see [`prefill_pass`]).
struct PassCtx<'a, 'ctx> {
    kp: &'a KvPlanes<'ctx>,
    vp: &'a KvPlanes<'ctx>,
    rows: &'a [PrefillRow<'ctx>],
    dmask: &'a [(IntValue<'ctx>, IntValue<'ctx>)],
    groups: &'a [Option<IntValue<'ctx>>],
    n_head_kv: IntValue<'ctx>,
    kvh: IntValue<'ctx>,
    dim: IntValue<'ctx>,
    /// The last position any row of the tile sees (loads past it read it instead).
    last_pos: IntValue<'ctx>,
    per: u32,
    scale: FloatValue<'ctx>,
    my_p: IntValue<'ctx>,
    my_lo: IntValue<'ctx>,
    my_n_kv: IntValue<'ctx>,
    m_var: crate::simt::Var<'ctx>,
    l_var: crate::simt::Var<'ctx>,
}

/// One wave's pass over chunk `c` (positions `c·per ..`), with `regs` registers per lane:
/// 1. every (row, position) partial dot of this lane's components, summed over the wave at
///    once (`wave_sum_rows`: lane `l` ends with row `l / per`, position `l % per`);
/// 2. the online softmax per row across its `per` lanes: `m' = max(m, z…)`,
///    `c = e^(m − m')` (0 while `m = −∞`), `p = e^(z − m')` (0 past the row's range),
///    `l' = l·c + Σp`;
/// 3. `o ← o·c + Σ_t p_t·v_t`, each `p_t` read from its lane.
fn prefill_pass<'ctx>(
    s: &mut Simt<'ctx>,
    x: &PassCtx<'_, 'ctx>,
    regs: usize,
    c: IntValue<'ctx>,
) -> R<()> {
    let per = x.per;
    let zero = s.f32c(0.0);
    let ninf = s.f32c(f64::NEG_INFINITY);
    let t0 = s.mul(c, s.i32c(i64::from(per)))?;
    // One cache row's components in this lane (0 past D): `t` clamped to the tile's range.
    let load_row = |s: &Simt<'ctx>, planes: &KvPlanes<'ctx>, p: u32| -> R<Vec<FloatValue<'ctx>>> {
        let t = s.add(t0, s.i32c(i64::from(p)))?;
        let past = s.icmp(IntPredicate::SGT, t, x.last_pos)?;
        let t = s.select_i(past, x.last_pos, t)?;
        let row = s.mul(s.add(s.mul(t, x.n_head_kv)?, x.kvh)?, x.dim)?;
        let mut vals = Vec::with_capacity(regs);
        for i in 0..regs {
            let (d, ok) = x.dmask[i];
            let idx = s.select_i(ok, s.add(row, d)?, row)?;
            let val = planes.load(s, t, idx, x.groups[i])?;
            vals.push(s.select_f(ok, val, zero)?);
        }
        Ok(vals)
    };
    let nr = x.rows.len();
    let mut parts = vec![zero; nr * per as usize];
    for p in 0..per {
        let kv = load_row(s, x.kp, p)?;
        for (j, row) in x.rows.iter().enumerate() {
            let mut dot = s.fmul(row.qv[0], kv[0])?;
            for (&qi, &ki) in row.qv[1..regs].iter().zip(&kv[1..]) {
                dot = s.fmadd(qi, ki, dot)?;
            }
            parts[j * per as usize + p as usize] = dot;
        }
    }
    let score = s.wave_sum_rows(&parts)?;
    let t = s.add(t0, x.my_p)?;
    let valid = s.and(
        s.icmp(IntPredicate::SLT, t, x.my_n_kv)?,
        s.icmp(IntPredicate::SGE, t, x.my_lo)?,
    )?;
    let z = s.select_f(valid, s.fmul(score, x.scale)?, ninf)?;
    let zmax = row_lanes(s, z, per, true)?;
    let m_old = s.get_f(x.m_var)?;
    let m_new = s.fmax(m_old, zmax)?;
    let was_empty = s.fcmp(FloatPredicate::OEQ, m_old, ninf)?;
    let cf = s.select_f(was_empty, zero, s.exp(s.fsub(m_old, m_new)?)?)?;
    let prob = s.select_f(valid, s.exp(s.fsub(z, m_new)?)?, zero)?;
    let psum = row_lanes(s, prob, per, false)?;
    let l_new = s.fmadd(s.get_f(x.l_var)?, cf, psum)?;
    s.set(x.l_var, l_new)?;
    s.set(x.m_var, m_new)?;
    for (j, row) in x.rows.iter().enumerate() {
        let cj = s.shfl_idx_f32(cf, s.i32c(j as i64 * i64::from(per)))?;
        for acc in &row.acc[..regs] {
            let a = s.fmul(s.get_f(*acc)?, cj)?;
            s.set(*acc, a)?;
        }
    }
    for p in 0..per {
        let vv = load_row(s, x.vp, p)?;
        for (j, row) in x.rows.iter().enumerate() {
            let pj = s.shfl_idx_f32(prob, s.i32c(j as i64 * i64::from(per) + i64::from(p)))?;
            for (acc, &vi) in row.acc[..regs].iter().zip(&vv) {
                let a = s.fmadd(pj, vi, s.get_f(*acc)?)?;
                s.set(*acc, a)?;
            }
        }
    }
    Ok(())
}

/// Per lane register `i`, the scale group of its value `kvh·D + d` in a token row (grouped codes;
/// a lane past `D` takes its head's first value, as its loads do). Ungrouped codes emit nothing.
fn lane_groups<'ctx>(
    s: &Simt<'ctx>,
    kp: &KvPlanes<'ctx>,
    kvh: inkwell::values::IntValue<'ctx>,
    dim: inkwell::values::IntValue<'ctx>,
    dmask: &[(
        inkwell::values::IntValue<'ctx>,
        inkwell::values::IntValue<'ctx>,
    )],
) -> R<Vec<Option<inkwell::values::IntValue<'ctx>>>> {
    if !kp.code.grouped() {
        return Ok(vec![None; dmask.len()]);
    }
    let head = s.mul(kvh, dim)?;
    dmask
        .iter()
        .map(|&(d, ok)| kp.group_of(s, s.select_i(ok, s.add(head, d)?, head)?))
        .collect()
}

/// One query row of a prefill tile.
struct PrefillRow<'ctx> {
    /// Whether the row is in the batch (else it repeats the last row and is not stored).
    real: IntValue<'ctx>,
    /// The index of its first `q`/`out` element.
    qrow: IntValue<'ctx>,
    qv: Vec<FloatValue<'ctx>>,
    acc: Vec<crate::simt::Var<'ctx>>,
}
