//! Causal prompt attention on the f16 matrix units: flash-style tiles of 64 query rows against
//! tiles of 32 cache positions, with the online softmax between the two products.
//!
//! Math (one block, one KV head `kvh`, `G = n_head / n_head_kv` query heads share it): the
//! block's query rows are 64 consecutive (token, head) pairs of the flattened index
//! `i = token·G + j` (head `kvh·G + j`), `i ∈ [64·blockIdx.y, +64)`; so the K/V tile a block
//! loads serves every query head of the KV head at once, whatever `G` is. Row `i` at position
//! `p_i = pos0 + token` attends to cache positions `0..=p_i`:
//! `out_i = Σ_t softmax_t(scale·q_i·k_t)·v_t`.
//! Per cache tile `T` of 32 positions (staged in shared memory as f16 rows, K and V alike,
//! whatever the cache's code; an f16 cache's rows are copied as stored, by asynchronous copies
//! into the second of two buffers while the tile in the first is multiplied):
//! - `S = Q·K_Tᵀ` on the matrix units (warp `w` holds rows `16w..16w+16` as A fragments, Q
//!   rounded to f16 once; S in f32);
//! - `z = S·scale·log2 e` where `t ≤ p_i`, else −∞; per row `m' = max(m, max_T z)`,
//!   `c = 2^(m − m')` (0 while `m = −∞`), `P = 2^(z − m')` (0 where masked), `l' = l·c + Σ P`
//!   (each lane keeps its part of the row sum; the four lanes of a row add theirs at the end);
//! - `O ← O·c + P·V_T` on the matrix units: the f32 S fragment's pairs, rounded to f16, are
//!   already the A fragments of `P` (the m16n8k16 accumulator and A layouts line up); a B
//!   fragment's pair is two halves of consecutive V rows, joined by one byte permute.
//!
//! At the end `out_i = O_i / l_i` for the rows that exist (token < T). Rows past the batch
//! repeat its last token and store nothing. Cache positions past the block's last one are
//! loaded from that last position (finite values) and weigh 0.
//!
//! Layouts and parameters are [`super::attention`]'s prefill kernel's (`out`, `q` f32
//! `T × n_head × D`; the caches of one code; `n_head`, `n_head_kv`, `head_dim`, `pos_ptr`,
//! `scale`, then a grouped code's scales). Grid `n_head_kv × ceil(T·G / 64)`, 128 threads.
//! `head_dim ≤` [`MMA_MAX_DIM`] and a multiple of 16 (the compiler adds the kernel only then);
//! components past it are zero in both products.
//!
//! Precision: the softmax's powers of two are the hardware's approximation on sm_90
//! (`Simt::exp2_approx`, a few ulp); Q, K, V and P enter the products as f16 (K and V are f16
//! already in the default cache); the sums and the softmax stay f32. On sm_90 the products run
//! on `mma.sync` (`Target::mma_f16`) and the staging on `cp.async`; elsewhere the same fragments
//! are multiplied through lane shuffles and the copies are plain, so the host lowering in CI
//! runs this definition.

use super::kv::{KvCode, KvPlanes};
use crate::simt::{R, Simt, Var};
use inkwell::values::{FloatValue, IntValue, PointerValue};
use inkwell::{FloatPredicate, IntPredicate};

/// Query rows ((token, head) pairs) of one block: four warps of 16.
pub const MMA_ROWS: u32 = 64;
/// Cache positions of one staged tile, and of one softmax step (its S fragments are live at
/// once beside Q and O).
pub const MMA_TILE: u32 = 32;
/// The widest head this kernel takes (its registers: Q 4·D/16, O 4·D/8 per lane).
pub const MMA_MAX_DIM: u32 = 128;
/// Words per staged K or V row in shared memory: 64 pairs + 4 words of padding, so the 8 rows
/// a K fragment load touches, and the rows a V fragment's halves come from, fall in distinct
/// banks (rows 16 bytes aligned for the asynchronous copies).
const ROW_WORDS: u32 = MMA_MAX_DIM / 2 + 4;
/// Words of one staged plane (a tile's K or V).
const STAGE_WORDS: u32 = MMA_TILE * ROW_WORDS;

/// `strata_attn_prefill_mma_<code>kv` (see the module doc).
pub fn build_prefill_mma(s: &mut Simt<'_>, code: KvCode) -> R<()> {
    let (out, q, k, v) = (
        s.param_ptr(0)?,
        s.param_ptr(1)?,
        s.param_ptr(2)?,
        s.param_ptr(3)?,
    );
    let (n_head, n_head_kv, dim) = (s.param_i32(4)?, s.param_i32(5)?, s.param_i32(6)?);
    let pos_ptr = s.param_ptr(7)?;
    let scale = s.param_f32(8)?;
    if s.wave_size() != 32 || s.block_dim() / 32 * 16 != MMA_ROWS {
        return Err(s.err("the matrix-unit prefill needs four 32-lane waves"));
    }
    // Two stages per plane: the next tile's copies land while this one is multiplied.
    let sh_k = s.shared(2 * 4 * STAGE_WORDS)?;
    let sh_v = s.shared(2 * 4 * STAGE_WORDS)?;
    let tid = s.tid()?;
    let lane = s.lane()?;
    let wave = s.wave_id()?;
    let g = s.lshr(lane, s.i32c(2))?;
    let t4 = s.and(lane, s.i32c(3))?;
    let kvh = s.bid(0)?;
    let rb = s.bid(1)?;
    let group = s.udiv(n_head, n_head_kv)?;
    let kp = KvPlanes::new(s, code, k, 9, (n_head_kv, dim))?;
    let vp = KvPlanes::new(s, code, v, 10, (n_head_kv, dim))?;
    let pos0 = s.load_i32(pos_ptr, s.i32c(0))?;
    let n_rows = s.sub(s.load_i32(pos_ptr, s.i32c(1))?, pos0)?;
    let last_row = s.sub(n_rows, s.i32c(1))?;
    let ninf = s.f32c(f64::NEG_INFINITY);
    let zero = s.f32c(0.0);
    let block_row0 = s.mul(rb, s.i32c(i64::from(MMA_ROWS)))?;

    // This lane's two rows: g and g + 8 of its warp's 16.
    let warp_row0 = s.add(block_row0, s.mul(wave, s.i32c(16))?)?;
    let mut rows = Vec::with_capacity(2);
    for half in 0..2i64 {
        let i = s.add(warp_row0, s.add(g, s.i32c(8 * half))?)?;
        let token = s.udiv(i, group)?;
        let head = s.add(s.mul(kvh, group)?, s.urem(i, group)?)?;
        let real = s.icmp(IntPredicate::SLE, token, last_row)?;
        let tok = s.select_i(real, token, last_row)?;
        rows.push(MmaRow {
            real,
            qrow: s.mul(s.add(s.mul(tok, n_head)?, head)?, dim)?,
            last_pos: s.add(pos0, tok)?,
        });
    }
    // Q as A fragments, one per 16 components: registers (row, columns) = (g, 2t), (g+8, 2t),
    // (g, 8+2t), (g+8, 8+2t).
    let mut qa = Vec::with_capacity((MMA_MAX_DIM / 16) as usize);
    for kk in 0..i64::from(MMA_MAX_DIM / 16) {
        let d_lo = s.add(s.i32c(16 * kk), s.mul(t4, s.i32c(2))?)?;
        let d_hi = s.add(d_lo, s.i32c(8))?;
        qa.push([
            q_pair(s, q, dim, rows[0].qrow, d_lo)?,
            q_pair(s, q, dim, rows[1].qrow, d_lo)?,
            q_pair(s, q, dim, rows[0].qrow, d_hi)?,
            q_pair(s, q, dim, rows[1].qrow, d_hi)?,
        ]);
    }
    // Running state: per row the max and this lane's part of the sum; O as D fragments over
    // the head's components (8 per fragment).
    let m_var = [s.var_f32(ninf)?, s.var_f32(ninf)?];
    let l_var = [s.var_f32(zero)?, s.var_f32(zero)?];
    let n_df = (MMA_MAX_DIM / 8) as usize;
    let mut o_var: Vec<[Var<'_>; 4]> = Vec::with_capacity(n_df);
    for _ in 0..n_df {
        o_var.push([
            s.var_f32(zero)?,
            s.var_f32(zero)?,
            s.var_f32(zero)?,
            s.var_f32(zero)?,
        ]);
    }
    // The block's last real row sees the most positions.
    let rows_total = s.mul(n_rows, group)?;
    let block_last = s.add(block_row0, s.i32c(i64::from(MMA_ROWS) - 1))?;
    let row_cap = s.sub(rows_total, s.i32c(1))?;
    let block_last = s.select_i(
        s.icmp(IntPredicate::SLT, block_last, row_cap)?,
        block_last,
        row_cap,
    )?;
    let n_kv_max = s.add(s.add(pos0, s.udiv(block_last, group)?)?, s.i32c(1))?;
    let last_pos = s.sub(n_kv_max, s.i32c(1))?;
    let n_tiles = s.udiv(
        s.add(n_kv_max, s.i32c(i64::from(MMA_TILE) - 1))?,
        s.i32c(i64::from(MMA_TILE)),
    )?;
    let sl2 = s.fmul(scale, s.f32c(std::f64::consts::LOG2_E))?;
    let x = TileCtx {
        kp: &kp,
        vp: &vp,
        n_head_kv,
        kvh,
        dim,
        last_pos,
    };
    let st = SubCtx {
        qa: &qa,
        rows: &rows,
        sh_k,
        sh_v,
        g,
        t4,
        sl2,
        m_var,
        l_var,
    };
    let (sk, sv) = (sh_k, sh_v);
    stage(s, &x, (sk, sv), s.i32c(0), s.i32c(0), tid)?;
    s.cp_async_commit()?;
    s.for_range(s.i32c(0), n_tiles, s.i32c(1), |s, j| {
        let buf = s.and(j, s.i32c(1))?;
        let next = s.add(j, s.i32c(1))?;
        let more = s.icmp(IntPredicate::SLT, next, n_tiles)?;
        s.if_then(more, |s| {
            let nbuf = s.and(next, s.i32c(1))?;
            stage(s, &x, (sk, sv), next, nbuf, tid)
        })?;
        // One group per iteration (empty past the last tile), so `wait(1)` leaves only the
        // next tile's copies in flight: tile j has landed.
        s.cp_async_commit()?;
        s.cp_async_wait(1)?;
        s.barrier()?;
        let t0 = s.mul(j, s.i32c(i64::from(MMA_TILE)))?;
        sub_tile(s, &st, buf, t0, &o_var)?;
        // Every warp is done with this buffer before the next iteration stages into it.
        s.barrier()
    })?;
    // The rows' sums over their four lanes, then out = O / l for the rows that exist.
    for (h, r) in rows.iter().enumerate() {
        let mut l = s.get_f(l_var[h])?;
        for step in [1, 2] {
            let o = s.shfl_xor_f32(l, step)?;
            l = s.fadd(l, o)?;
        }
        let inv = s.fdiv(s.f32c(1.0), l)?;
        let mut vals = Vec::with_capacity(2 * n_df);
        for ov in &o_var {
            vals.push(s.fmul(s.get_f(ov[2 * h])?, inv)?);
            vals.push(s.fmul(s.get_f(ov[2 * h + 1])?, inv)?);
        }
        let qrow = r.qrow;
        s.if_then(r.real, |s| {
            for df in 0..n_df {
                for e in 0..2 {
                    let d = s.add(s.mul(t4, s.i32c(2))?, s.i32c(8 * df as i64 + e as i64))?;
                    let ok = s.icmp(IntPredicate::SLT, d, dim)?;
                    let val = vals[2 * df + e];
                    s.if_then(ok, |s| s.store_f32(out, s.add(qrow, d)?, val))?;
                }
            }
            Ok(())
        })?;
    }
    Ok(())
}

/// Components `d`, `d + 1` of the query row starting at `qrow`, rounded to f16 and packed
/// (0 at or past `head_dim`, which is even).
fn q_pair<'ctx>(
    s: &Simt<'ctx>,
    q: PointerValue<'ctx>,
    dim: IntValue<'ctx>,
    qrow: IntValue<'ctx>,
    d: IntValue<'ctx>,
) -> R<IntValue<'ctx>> {
    let zero = s.f32c(0.0);
    let ok = s.icmp(IntPredicate::SLT, d, dim)?;
    let at = s.select_i(ok, s.add(qrow, d)?, qrow)?;
    let x0 = s.select_f(ok, s.load_f32(q, at)?, zero)?;
    let at1 = s.select_i(ok, s.add(at, s.i32c(1))?, qrow)?;
    let x1 = s.select_f(ok, s.load_f32(q, at1)?, zero)?;
    s.pack_f16x2(x0, x1)
}

/// What every sub-tile step reads (see [`sub_tile`]).
struct SubCtx<'a, 'ctx> {
    qa: &'a [[IntValue<'ctx>; 4]],
    rows: &'a [MmaRow<'ctx>],
    sh_k: PointerValue<'ctx>,
    sh_v: PointerValue<'ctx>,
    g: IntValue<'ctx>,
    t4: IntValue<'ctx>,
    sl2: FloatValue<'ctx>,
    m_var: [Var<'ctx>; 2],
    l_var: [Var<'ctx>; 2],
}

/// One softmax step over the tile staged in buffer `buf` (its first position `t0`):
/// `S = QKᵀ`, the mask and the online softmax, then `O ← O·c + PV`.
fn sub_tile<'ctx>(
    s: &mut Simt<'ctx>,
    st: &SubCtx<'_, 'ctx>,
    buf: IntValue<'ctx>,
    t0: IntValue<'ctx>,
    o_var: &[[Var<'ctx>; 4]],
) -> R<()> {
    let nf0 = 0i64;
    let buf_words = s.mul(buf, s.i32c(i64::from(STAGE_WORDS)))?;
    let (sh_k, sh_v, g, t4, sl2) = (st.sh_k, st.sh_v, st.g, st.t4, st.sl2);
    let (rows, m_var, l_var) = (st.rows, st.m_var, st.l_var);
    let zero = s.f32c(0.0);
    let ninf = s.f32c(f64::NEG_INFINITY);
    let n_df = o_var.len();
    // S = Q·Kᵀ, one D fragment per 8 positions.
    let n_nf = (MMA_TILE / 8) as usize;
    let mut sc = Vec::with_capacity(n_nf);
    for nf in nf0..nf0 + n_nf as i64 {
        let krow = s.add(s.i32c(8 * nf), g)?;
        let base = s.add(s.mul(krow, s.i32c(i64::from(ROW_WORDS)))?, t4)?;
        let base = s.add(base, buf_words)?;
        let mut acc = [zero; 4];
        for (kk, a) in st.qa.iter().enumerate() {
            let w0 = s.add(base, s.i32c(8 * kk as i64))?;
            let b0 = s.load_i32(sh_k, w0)?;
            let b1 = s.load_i32(sh_k, s.add(w0, s.i32c(4))?)?;
            acc = s.mma_f16(*a, [b0, b1], acc)?;
        }
        sc.push(acc);
    }
    // Masked, scaled scores and the row maxima (the four lanes of a row meet by xor 1, 2).
    let mut mx = [ninf; 2];
    let mut valid = Vec::with_capacity(n_nf);
    for (nf, acc) in sc.iter_mut().enumerate() {
        let mut ok4 = [s.i32c(0); 4];
        for i in 0..4 {
            let col = s.add(
                s.mul(t4, s.i32c(2))?,
                s.i32c(8 * (nf0 + nf as i64) + (i & 1) as i64),
            )?;
            let pos = s.add(t0, col)?;
            let ok = s.icmp(IntPredicate::SLE, pos, rows[i / 2].last_pos)?;
            acc[i] = s.select_f(ok, s.fmul(acc[i], sl2)?, ninf)?;
            mx[i / 2] = s.fmax(mx[i / 2], acc[i])?;
            ok4[i] = ok;
        }
        valid.push(ok4);
    }
    let mut cf = [zero; 2];
    let mut m_new = [zero; 2];
    for h in 0..2 {
        let mut m = mx[h];
        for step in [1, 2] {
            let o = s.shfl_xor_f32(m, step)?;
            m = s.fmax(m, o)?;
        }
        let m_old = s.get_f(m_var[h])?;
        let mn = s.fmax(m_old, m)?;
        let empty = s.fcmp(FloatPredicate::OEQ, m_old, ninf)?;
        cf[h] = s.select_f(empty, zero, s.exp2_approx(s.fsub(m_old, mn)?)?)?;
        s.set(m_var[h], mn)?;
        m_new[h] = mn;
    }
    let mut psum = [zero; 2];
    for (acc, ok4) in sc.iter_mut().zip(&valid) {
        for i in 0..4 {
            let p = s.exp2_approx(s.fsub(acc[i], m_new[i / 2])?)?;
            acc[i] = s.select_f(ok4[i], p, zero)?;
            psum[i / 2] = s.fadd(psum[i / 2], acc[i])?;
        }
    }
    for h in 0..2 {
        let l = s.fmadd(s.get_f(l_var[h])?, cf[h], psum[h])?;
        s.set(l_var[h], l)?;
    }
    // O ← O·c + P·V: P's A fragment for positions 16·kk.. is S fragments 2kk and 2kk+1.
    let mut o: Vec<[FloatValue<'_>; 4]> = Vec::with_capacity(n_df);
    for ov in o_var {
        let mut f = [zero; 4];
        for i in 0..4 {
            f[i] = s.fmul(s.get_f(ov[i])?, cf[i / 2])?;
        }
        o.push(f);
    }
    for kk in 0..n_nf / 2 {
        let (a, b) = (sc[2 * kk], sc[2 * kk + 1]);
        let pa = [
            s.pack_f16x2(a[0], a[1])?,
            s.pack_f16x2(a[2], a[3])?,
            s.pack_f16x2(b[0], b[1])?,
            s.pack_f16x2(b[2], b[3])?,
        ];
        // V is staged row-major: B's pair (positions 16kk + 2t, +1; component 8df + g) is two
        // halves of consecutive rows, joined by one byte permute.
        let row_bytes = i64::from(4 * ROW_WORDS);
        let vpos = s.add(s.i32c(16 * kk as i64), s.mul(t4, s.i32c(2))?)?;
        let vbase = s.add(
            s.mul(buf_words, s.i32c(4))?,
            s.add(s.mul(vpos, s.i32c(row_bytes))?, s.mul(g, s.i32c(2))?)?,
        )?;
        let vbase = s.sext64(vbase)?;
        for (df, f) in o.iter_mut().enumerate() {
            let mut b = [s.i32c(0); 2];
            for (half, bh) in b.iter_mut().enumerate() {
                let at = s.add(vbase, s.i64c(16 * df as i64 + 8 * row_bytes * half as i64))?;
                let lo = s.load_u16(sh_v, at, 2)?;
                let hi = s.load_u16(sh_v, s.add(at, s.i64c(row_bytes))?, 2)?;
                *bh = s.perm(lo, hi, [0, 1, 4, 5])?;
            }
            *f = s.mma_f16(pa, b, *f)?;
        }
    }
    for (ov, f) in o_var.iter().zip(&o) {
        for i in 0..4 {
            s.set(ov[i], f[i])?;
        }
    }
    Ok(())
}

/// Stages tile `j` (positions `32j ..`, clamped to the block's last) of both planes into
/// buffer `buf`: an f16 cache by 16-byte asynchronous copies (four per thread and plane; a
/// chunk at or past `head_dim` is zero-filled), other codes decoded to f16 pairs and stored.
fn stage<'ctx>(
    s: &mut Simt<'ctx>,
    x: &TileCtx<'_, 'ctx>,
    (sh_k, sh_v): (PointerValue<'ctx>, PointerValue<'ctx>),
    j: IntValue<'ctx>,
    buf: IntValue<'ctx>,
    tid: IntValue<'ctx>,
) -> R<()> {
    let bd = s.block_dim();
    let t0 = s.mul(j, s.i32c(i64::from(MMA_TILE)))?;
    let buf_words = s.mul(buf, s.i32c(i64::from(STAGE_WORDS)))?;
    if x.kp.code == KvCode::F16 {
        // 16 chunks of 8 halves per row.
        let chunks = MMA_MAX_DIM / 8;
        for it in 0..MMA_TILE * chunks / bd {
            let op = s.add(tid, s.i32c(i64::from(it * bd)))?;
            let p = s.lshr(op, s.i32c(i64::from(chunks.trailing_zeros())))?;
            let c = s.and(op, s.i32c(i64::from(chunks) - 1))?;
            let d = s.shl(c, s.i32c(3))?;
            let ok = s.icmp(IntPredicate::SLE, s.add(d, s.i32c(8))?, x.dim)?;
            let t = s.add(t0, p)?;
            let past = s.icmp(IntPredicate::SGT, t, x.last_pos)?;
            let t = s.select_i(past, x.last_pos, t)?;
            let row = s.add(s.mul(s.mul(t, x.n_head_kv)?, x.dim)?, s.mul(x.kvh, x.dim)?)?;
            let e = s.add(row, s.select_i(ok, d, s.i32c(0))?)?;
            let src_off = s.shl(s.sext64(e)?, s.i64c(1))?;
            let w = s.add(
                buf_words,
                s.add(
                    s.mul(p, s.i32c(i64::from(ROW_WORDS)))?,
                    s.shl(c, s.i32c(2))?,
                )?,
            )?;
            let dst_off = s.shl(s.sext64(w)?, s.i64c(2))?;
            for (planes, sh) in [(x.kp, sh_k), (x.vp, sh_v)] {
                s.cp_async_16(s.gep(sh, dst_off)?, s.gep(planes.codes, src_off)?, ok)?;
            }
        }
        return Ok(());
    }
    // Pair `job` = (position job / 64, components 2·(job % 64) + 0..2).
    for it in 0..MMA_TILE * MMA_MAX_DIM / 2 / bd {
        let job = s.add(tid, s.i32c(i64::from(it * bd)))?;
        let p = s.lshr(job, s.i32c(i64::from((MMA_MAX_DIM / 2).trailing_zeros())))?;
        let dp = s.and(job, s.i32c(i64::from(MMA_MAX_DIM / 2) - 1))?;
        let d = s.shl(dp, s.i32c(1))?;
        let w = s.add(
            buf_words,
            s.add(s.mul(p, s.i32c(i64::from(ROW_WORDS)))?, dp)?,
        )?;
        for (planes, sh) in [(x.kp, sh_k), (x.vp, sh_v)] {
            let (lo, hi) = x.pair(s, planes, s.add(t0, p)?, d)?;
            let word = s.pack_f16x2(lo, hi)?;
            s.store_i32(sh, w, word)?;
        }
    }
    Ok(())
}

/// One of a lane's two query rows.
struct MmaRow<'ctx> {
    /// Whether the row's token is in the batch (else it repeats the last one and stores
    /// nothing).
    real: IntValue<'ctx>,
    /// The index of its first `q`/`out` element.
    qrow: IntValue<'ctx>,
    /// The last cache position it attends to.
    last_pos: IntValue<'ctx>,
}

/// What staging a tile reads.
struct TileCtx<'a, 'ctx> {
    kp: &'a KvPlanes<'ctx>,
    vp: &'a KvPlanes<'ctx>,
    n_head_kv: IntValue<'ctx>,
    kvh: IntValue<'ctx>,
    dim: IntValue<'ctx>,
    /// The block's last position (later ones read it instead).
    last_pos: IntValue<'ctx>,
}

impl<'ctx> TileCtx<'_, 'ctx> {
    /// Components `d`, `d + 1` of position `t` (clamped to the block's range) of this KV head,
    /// as f32; 0 at or past `head_dim`.
    fn pair(
        &self,
        s: &Simt<'ctx>,
        planes: &KvPlanes<'ctx>,
        t: IntValue<'ctx>,
        d: IntValue<'ctx>,
    ) -> R<(FloatValue<'ctx>, FloatValue<'ctx>)> {
        let past = s.icmp(IntPredicate::SGT, t, self.last_pos)?;
        let t = s.select_i(past, self.last_pos, t)?;
        let head = s.mul(self.kvh, self.dim)?;
        let row = s.add(s.mul(s.mul(t, self.n_head_kv)?, self.dim)?, head)?;
        let mut vals = [s.f32c(0.0); 2];
        for (e, val) in vals.iter_mut().enumerate() {
            let de = s.add(d, s.i32c(e as i64))?;
            let ok = s.icmp(IntPredicate::SLT, de, self.dim)?;
            let de = s.select_i(ok, de, s.i32c(0))?;
            let group = planes.group_of(s, s.add(head, de)?)?;
            let x = planes.load(s, t, s.add(row, de)?, group)?;
            *val = s.select_f(ok, x, s.f32c(0.0))?;
        }
        Ok((vals[0], vals[1]))
    }
}
