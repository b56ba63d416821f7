//! Grouped MoE matrix products over tiles of prompt rows: each routed expert's weight blocks
//! decoded once for several tokens, straight from the quantized blocks (no f16 staging).
//!
//! For each tile `j` (grid dimension y): the expert matrix `W` at device address `tile_w[j]`
//! (u64, 16-byte aligned, `rows × cols` of one block type), the tile's first input row `r0 =
//! tile_rc[2j]` and its row count `n = tile_rc[2j + 1]` (i32, `n ≥ 0`). Then for `t < n` and
//! `r < rows`:
//!
//! `y[(r0 + t)·rows + r] = Σ_k W[r,k] · x[(r0 + t)·cols + k]`
//!
//! i.e. `Y_tile = X_tile · Wᵀ` with `X` the prompt rows sorted by expert (row-major, `cols`
//! wide) and `Y` row-major `rows` wide. The host cuts each expert's rows into tiles (any `n`:
//! the kernel walks a tile [`mm_tokens`] rows at a time), so a tile table describes a whole
//! MoE layer's products in one launch.
//!
//! The arithmetic is the grouped matvec's (`matvec`), token by token: the same lane takes the
//! same pieces of a row, x is staged through shared memory per 1024 elements (quantized to q8
//! on the way for the types of `matvec::quantizes_x`, with the same codes and scales), every
//! piece's dot is `Codec::dot_q8` (or `dot`) in the same order, and one wave tree
//! (`Simt::wave_sum_rows`) sums a row's partials. So each result equals, bit for bit, what the
//! grouped matvec computes for that row and token. What changes is the work per weight load:
//! a lane's loaded words of a piece serve `mm_tokens` tokens (their decode is the same SSA
//! values for every token, so the compiler computes it once), where the matvec reloads and
//! decodes them per token.

use super::matvec::{MatvecCfg, matvec_cfg, padded, quantizes_x, store_q8};
use super::matvec_fast::{Codec, Raw, codec_for};
use super::quant::{check, row_bytes};
use crate::simt::{R, Simt, Var};
use inkwell::IntPredicate;
use inkwell::values::{FloatValue, IntValue, PointerValue};
use strata_ir::GgmlType;

/// Tokens one pass over a row group multiplies at once: 8 where x is staged as q8 codes (1152
/// bytes per token and chunk), 4 where it is staged as padded f32 (4608 bytes).
pub fn mm_tokens(ty: GgmlType) -> u32 {
    if quantizes_x(ty) { 8 } else { 4 }
}

/// Whether the catalogue has a grouped matmul for `ty`: the block types whose matvec pieces are
/// 32 elements (every quantized type; F32, F16 and BF16 experts go through the BLAS GEMMs).
pub fn supports(ty: GgmlType) -> bool {
    super::quant::supported(ty) && !matches!(ty, GgmlType::F32 | GgmlType::F16 | GgmlType::Bf16)
}

/// The tuning: the matvec's for the type, one wave per row group.
pub fn matmul_cfg(ty: GgmlType) -> MatvecCfg {
    MatvecCfg {
        k_split: 1,
        stage_x: true,
        ..matvec_cfg(ty)
    }
}

/// Rows one block covers (the grid rule's divisor).
pub fn rows_per_block(ty: GgmlType) -> u32 {
    matmul_cfg(ty).rows_per_block()
}

/// The kernel (`KernelKind::MoeMatmul`): parameters `y, tile_w, tile_rc, x, rows, cols`.
pub fn build_moe_matmul(s: &mut Simt<'_>, ty: GgmlType) -> R<()> {
    check("moe matmul", ty)?;
    if !supports(ty) {
        return Err(s.err(format!("no grouped matmul for {}", ty.name())));
    }
    let cfg = matmul_cfg(ty);
    let codec = codec_for(s, ty, cfg.cvt)?;
    if codec.elems() != 32 {
        return Err(s.err("grouped matmul needs 32-element pieces"));
    }
    let tt = mm_tokens(ty);
    let stride = cfg.xbuf_stride(codec.as_ref());
    let buf = s.shared(2 * tt * stride)?;
    let (y, tile_w, tile_rc, x) = (
        s.param_ptr(0)?,
        s.param_ptr(1)?,
        s.param_ptr(2)?,
        s.param_ptr(3)?,
    );
    let (rows, cols) = (s.param_i32(4)?, s.param_i32(5)?);
    let j = s.bid(1)?;
    let addr = s.load_u64(tile_w, j)?;
    let w =
        s.b.build_int_to_ptr(addr, x.get_type(), "")
            .map_err(|e| s.err(e))?;
    let j2 = s.mul(j, s.i32c(2))?;
    let r0 = s.load_i32(tile_rc, j2)?;
    let n = s.load_i32(tile_rc, s.add(j2, s.i32c(1))?)?;
    let mm = Mm {
        codec: codec.as_ref(),
        cfg,
        ty,
        tt,
        buf,
        stride,
    };
    // Sub-tiles of `tt` rows, the same trip count for the whole block (barriers inside).
    s.for_range(s.i32c(0), n, s.i32c(i64::from(tt)), |s, t0| {
        let io = Tile {
            w,
            rows,
            cols,
            x,
            y,
            row0: s.add(r0, t0)?,
            n: s.sub(n, t0)?,
        };
        block_groups(s, &mm, &io)
    })
}

/// The kernel being built.
struct Mm<'a, 'ctx> {
    codec: &'a dyn Codec<'ctx>,
    cfg: MatvecCfg,
    ty: GgmlType,
    /// Tokens per pass.
    tt: u32,
    /// Shared memory: two halves of `tt` staged chunks, `stride` bytes each.
    buf: PointerValue<'ctx>,
    stride: u32,
}

/// One pass: up to `tt` rows of x starting at input row `row0` (`n` of them are real).
struct Tile<'ctx> {
    w: PointerValue<'ctx>,
    rows: IntValue<'ctx>,
    cols: IntValue<'ctx>,
    x: PointerValue<'ctx>,
    y: PointerValue<'ctx>,
    row0: IntValue<'ctx>,
    n: IntValue<'ctx>,
}

/// Every row group of this block for one pass (a group per wave; waves of 64 lanes take two).
fn block_groups<'ctx>(s: &mut Simt<'ctx>, mm: &Mm<'_, 'ctx>, io: &Tile<'ctx>) -> R<()> {
    let nr = mm.cfg.rows_per_wave;
    let wave = s.wave_id()?;
    let waves = (s.block_dim() / s.wave_size()).max(1);
    let slots = mm.cfg.rows_per_block() / nr;
    let b = s.bid(0)?;
    let base = s.mul(b, s.i32c(i64::from(mm.cfg.rows_per_block())))?;
    let (first, idx) = s.wave_sum_rows_owner(nr)?;
    s.for_range(
        wave,
        s.i32c(i64::from(slots)),
        s.i32c(i64::from(waves)),
        |s, g| {
            let r0 = s.add(base, s.mul(g, s.i32c(i64::from(nr)))?)?;
            let acc = group_dot(s, mm, io, r0)?;
            for (t, row_acc) in acc.iter().enumerate() {
                let parts: Vec<FloatValue<'ctx>> =
                    row_acc.iter().map(|a| s.get_f(*a)).collect::<R<_>>()?;
                let total = s.wave_sum_rows(&parts)?;
                let row = s.add(r0, idx)?;
                let ok = s.and(
                    s.and(first, s.icmp(IntPredicate::SLT, row, io.rows)?)?,
                    s.icmp(IntPredicate::SLT, s.i32c(t as i64), io.n)?,
                )?;
                s.if_then(ok, |s| {
                    let tok = s.sext64(s.add(io.row0, s.i32c(t as i64))?)?;
                    let at = s.add(s.mul(tok, s.sext64(io.rows)?)?, s.sext64(row)?)?;
                    s.store_f32(io.y, at, total)
                })?;
            }
            Ok(())
        },
    )
}

/// A wave's partial sums of rows `r0 .. r0 + rows_per_wave` against the pass's tokens:
/// `acc[t][i]` for token `t`, row `r0 + i` (rows past the matrix read its last row, tokens past
/// `n` read the tile's last real row; neither is stored).
fn group_dot<'ctx>(
    s: &mut Simt<'ctx>,
    mm: &Mm<'_, 'ctx>,
    io: &Tile<'ctx>,
    r0: IntValue<'ctx>,
) -> R<Vec<Vec<Var<'ctx>>>> {
    let (codec, cfg) = (mm.codec, mm.cfg);
    let nr = cfg.rows_per_wave;
    let tt = mm.tt as usize;
    let lane = s.lane()?;
    let tid = s.tid()?;
    let bd = s.block_dim();
    let rb = row_bytes(s, mm.ty, io.cols)?;
    let last_row = s.sub(io.rows, s.i32c(1))?;
    let mut rowp = Vec::with_capacity(nr as usize);
    for i in 0..nr {
        let r = s.add(r0, s.i32c(i64::from(i)))?;
        let over = s.icmp(IntPredicate::SGT, r, last_row)?;
        let r = s.select_i(over, last_row, r)?;
        rowp.push(s.gep(io.w, s.mul(s.sext64(r)?, rb)?)?);
    }
    let mut acc = Vec::with_capacity(tt);
    for _ in 0..tt {
        let mut v = Vec::with_capacity(nr as usize);
        for _ in 0..nr {
            v.push(s.var_f32(s.f32c(0.0))?);
        }
        acc.push(v);
    }
    // Input rows of the pass: token t reads row min(t, n − 1) of the tile.
    let last_tok = s.sub(io.n, s.i32c(1))?;
    let cols64 = s.sext64(io.cols)?;
    let mut xrow = Vec::with_capacity(tt);
    for t in 0..tt {
        let tv = s.i32c(t as i64);
        let over = s.icmp(IntPredicate::SGT, tv, last_tok)?;
        let t = s.select_i(over, last_tok, tv)?;
        let r = s.sext64(s.add(io.row0, t)?)?;
        xrow.push(s.gep(io.x, s.mul(s.mul(r, cols64)?, s.i64c(4))?)?);
    }
    let n_pieces = s.udiv(io.cols, s.i32c(32))?;
    let span = s.i32c(i64::from(s.wave_size()));
    let ch = i64::from(cfg.chunk());
    let stride = i64::from(mm.stride);
    let q8 = cfg.q8(codec);
    let per_thread = (cfg.chunk() / 4).div_ceil(bd);
    let load_chunk = |s: &Simt<'ctx>, it: IntValue<'ctx>| -> R<Vec<Vec<[FloatValue<'ctx>; 4]>>> {
        let base = s.mul(s.sext64(it)?, s.i64c(ch))?;
        xrow.iter()
            .map(|&xr| {
                (0..per_thread)
                    .map(|k| {
                        let local =
                            s.mul(s.sext64(s.add(tid, s.i32c(i64::from(k * bd)))?)?, s.i64c(4))?;
                        let e = s.add(base, local)?;
                        let ok = s.and(
                            s.icmp(IntPredicate::SLT, e, cols64)?,
                            s.icmp(IntPredicate::SLT, local, s.i64c(ch))?,
                        )?;
                        s.load_f32x4(xr, s.select_i(ok, e, s.i64c(0))?)
                    })
                    .collect()
            })
            .collect()
    };
    let slot_of = |s: &Simt<'ctx>, half: IntValue<'ctx>, t: usize| -> R<PointerValue<'ctx>> {
        let k = s.add(s.mul(s.sext64(half)?, s.i64c(tt as i64))?, s.i64c(t as i64))?;
        s.gep(mm.buf, s.mul(k, s.i64c(stride))?)
    };
    let store_chunk =
        |s: &mut Simt<'ctx>, half: IntValue<'ctx>, v: &[Vec<[FloatValue<'ctx>; 4]>]| -> R<()> {
            for (t, tv) in v.iter().enumerate() {
                let bp = slot_of(s, half, t)?;
                if q8 {
                    let sp = s.gep(bp, s.i64c(ch))?;
                    store_q8(s, bp, sp, ch, tv)?;
                    continue;
                }
                for (k, q) in tv.iter().enumerate() {
                    let local = s.mul(
                        s.sext64(s.add(tid, s.i32c(i64::from(k as u32 * bd)))?)?,
                        s.i64c(4),
                    )?;
                    let inr = s.icmp(IntPredicate::SLT, local, s.i64c(ch))?;
                    s.if_then(inr, |s| {
                        let at = padded(s, local)?;
                        for (i, f) in q.iter().enumerate() {
                            s.store_f32(bp, s.add(at, s.i64c(i as i64))?, *f)?;
                        }
                        Ok(())
                    })?;
                }
            }
            Ok(())
        };
    let last_piece = s.sub(n_pieces, s.i32c(1))?;
    let clamp = |s: &Simt<'ctx>, c: IntValue<'ctx>| -> R<IntValue<'ctx>> {
        let over = s.icmp(IntPredicate::SGT, c, last_piece)?;
        s.select_i(over, last_piece, c)
    };
    // The first step's weights are loaded before the first chunk of x is staged.
    let mut held: Vec<Vec<Var<'ctx>>> = Vec::new();
    if cfg.prefetch {
        let c0 = clamp(s, lane)?;
        for &p in &rowp {
            let raw = codec.load(s, p, c0)?;
            let mut vars = Vec::with_capacity(raw.words.len());
            for w in raw.words {
                vars.push(s.var_i32(w)?);
            }
            held.push(vars);
        }
    }
    let first = load_chunk(s, s.i32c(0))?;
    store_chunk(s, s.i32c(0), &first)?;
    s.barrier()?;
    let trips = s.udiv(s.add(n_pieces, s.i32c(31))?, s.i32c(32))?;
    s.for_range(s.i32c(0), trips, s.i32c(1), |s, it| {
        let next_x = load_chunk(s, s.add(it, s.i32c(1))?)?;
        let c = s.add(lane, s.mul(it, span)?)?;
        let cur: Vec<Vec<IntValue<'ctx>>> = if cfg.prefetch {
            let cur = held
                .iter()
                .map(|vars| vars.iter().map(|v| s.get_i(*v)).collect::<R<Vec<_>>>())
                .collect::<R<Vec<_>>>()?;
            let nc = clamp(s, s.add(c, span)?)?;
            for (vars, &p) in held.iter().zip(&rowp) {
                let raw = codec.load(s, p, nc)?;
                for (v, w) in vars.iter().zip(raw.words) {
                    s.set(*v, w)?;
                }
            }
            cur
        } else {
            Vec::new()
        };
        let inr = s.icmp(IntPredicate::SLT, c, n_pieces)?;
        s.if_then(inr, |s| {
            let raws: Vec<Raw<'ctx>> = if cfg.prefetch {
                cur.iter()
                    .zip(&rowp)
                    .map(|(words, &row)| Raw {
                        words: words.clone(),
                        row,
                        piece: c,
                    })
                    .collect()
            } else {
                rowp.iter()
                    .map(|&p| codec.load(s, p, c))
                    .collect::<R<_>>()?
            };
            let half = s.and(it, s.i32c(1))?;
            let base = s.mul(s.sext64(it)?, s.i64c(ch))?;
            for (t, row_acc) in acc.iter().enumerate() {
                let bp = slot_of(s, half, t)?;
                if q8 {
                    let (mut xq, mut xd) = (Vec::with_capacity(8), Vec::with_capacity(2));
                    for (start, len) in codec.x_runs(s, c)? {
                        let local = s.sub(start, base)?;
                        xq.extend(s.load_words(bp, local, len / 4, len.min(16))?);
                        let sp = s.gep(bp, s.i64c(ch))?;
                        xd.push(s.load_f32(sp, s.lshr(local, s.i64c(5))?)?);
                    }
                    let prep = codec.prep_q8(s, &xq, &xd)?;
                    for (a, raw) in row_acc.iter().zip(&raws) {
                        let now = s.get_f(*a)?;
                        let next = codec.dot_q8(s, raw, &xq, &xd, &prep, now)?;
                        s.set(*a, next)?;
                    }
                } else {
                    let mut xs = Vec::with_capacity(32);
                    for (start, len) in codec.x_runs(s, c)? {
                        let at = padded(s, s.sub(start, base)?)?;
                        for q in 0..len / 4 {
                            let v = s.load_f32x4(bp, s.add(at, s.i64c(i64::from(4 * q)))?)?;
                            xs.extend_from_slice(&v);
                        }
                    }
                    let prep = codec.prep(s, &xs)?;
                    for (a, raw) in row_acc.iter().zip(&raws) {
                        let now = s.get_f(*a)?;
                        let next = codec.dot(s, raw, &xs, &prep, now)?;
                        s.set(*a, next)?;
                    }
                }
            }
            Ok(())
        })?;
        store_chunk(s, s.and(s.add(it, s.i32c(1))?, s.i32c(1))?, &next_x)?;
        s.barrier()
    })?;
    Ok(acc)
}
