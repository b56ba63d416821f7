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
//! For the types of `matvec::quantizes_x` the input is x already quantized to q8 rows
//! (`strata_quantize_rows_q8`, layout `strata_ir::quant::q8_row_bytes`: per row the `cols`
//! i8 codes, then one f32 scale per 32, rows 16-byte aligned) and each lane reads its pieces'
//! codes straight from memory (the block's waves share them through the cache; no shared
//! memory, no barriers); the parameter is then called `xq`. The other types read f32 rows,
//! staged through shared memory per 1024 elements in the matvec's padded layout.
//!
//! The arithmetic is the grouped matvec's (`matvec`), token by token: the same lane takes the
//! same pieces of a row, the q8 codes and scales are the ones the matvec computes in shared
//! memory (the quantize kernel runs the same `store_q8`), every piece's dot is
//! `Codec::dot_q8` (or `dot`) in the same order, and one wave tree (`Simt::wave_sum_rows`)
//! sums a row's partials. So each result equals, bit for bit, what the grouped matvec computes
//! for that row and token. What changes is the work per weight load: a lane's loaded words of
//! a piece serve `mm_tokens` tokens (their decode is the same SSA values for every token, so
//! the compiler computes it once), where the matvec reloads and decodes them per token.
//!
//! `strata_quantize_rows_q8` (`KernelKind::QuantizeRowsQ8`, parameters `q, x, cols`, grid
//! `(ceil(cols / 1024), rows)`): block `(c, r)` quantizes elements `1024·c ..` of row `r` of
//! `x` (f32, `cols` a multiple of 32) into row `r` of `q` with `matvec::store_q8`.

use super::matvec::{MatvecCfg, matvec_cfg, padded, quantizes_x, store_q8};
use super::matvec_fast::{Codec, Raw, codec_for};
use super::quant::{check, row_bytes};
use crate::simt::{R, Simt, Var};
use inkwell::IntPredicate;
use inkwell::values::{FloatValue, IntValue, PointerValue};
use strata_ir::GgmlType;

/// Tokens one pass over a row group multiplies at once: 8 where x is staged as q8 codes (1152
/// bytes per token and chunk), 4 where it is staged as padded f32 (4608 bytes).
/// `STRATA_MM_TOKENS` (1 to 32) overrides it for the q8 types when the kernels are built (a
/// tuning experiment: the plan records the kernels, the runtime follows any value).
pub fn mm_tokens(ty: GgmlType) -> u32 {
    if quantizes_x(ty) {
        tune(TUNING_VARS[0], 1..=32).unwrap_or(8)
    } else {
        4
    }
}

/// Blocks per multiprocessor the grouped matmul's registers must leave room for (0: the
/// compiler's choice; `STRATA_MM_MINBLOCKS`, 1 to 8, overrides it when the kernels are built).
pub fn min_blocks() -> u32 {
    tune(TUNING_VARS[2], 1..=8).unwrap_or(0)
}

/// The environment variables [`tune`] reads (the compiler logs any that are set, since they
/// change the kernels a plan records).
pub const TUNING_VARS: [&str; 4] = [
    "STRATA_MM_TOKENS",
    "STRATA_MM_ROWS",
    "STRATA_MM_MINBLOCKS",
    "STRATA_MMA_FRAGS",
];

/// A tuning override from the environment at kernel-build time, where set and in `range`.
fn tune(name: &str, range: std::ops::RangeInclusive<u32>) -> Option<u32> {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse::<u32>().ok())
        .filter(|v| range.contains(v))
}

/// Whether the grouped matmul of `ty` reads q8 rows (`xq`) rather than f32 rows (`x`).
pub fn reads_q8(ty: GgmlType) -> bool {
    quantizes_x(ty)
}

/// Whether the catalogue has a grouped matmul for `ty`: the block types whose matvec pieces are
/// 32 elements (every quantized type; F32, F16 and BF16 experts go through the BLAS GEMMs).
pub fn supports(ty: GgmlType) -> bool {
    super::quant::supported(ty) && !matches!(ty, GgmlType::F32 | GgmlType::F16 | GgmlType::Bf16)
}

/// The tuning: the matvec's for the type, one wave per row group (`STRATA_MM_ROWS`, 1, 2, 4
/// or 8, overrides its rows per wave when the kernels are built).
pub fn matmul_cfg(ty: GgmlType) -> MatvecCfg {
    let base = matvec_cfg(ty);
    MatvecCfg {
        k_split: 1,
        stage_x: true,
        rows_per_wave: tune(TUNING_VARS[1], 1..=8)
            .filter(|r| r.is_power_of_two())
            .unwrap_or(base.rows_per_wave),
        ..base
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
    let codec = codec_for(s, ty, &cfg)?;
    if codec.elems() != 32 {
        return Err(s.err("grouped matmul needs 32-element pieces"));
    }
    let tt = mm_tokens(ty);
    let q8 = cfg.q8(codec.as_ref());
    let stride = cfg.xbuf_stride(codec.as_ref());
    let buf = if q8 {
        None
    } else {
        Some(s.shared(2 * tt * stride)?)
    };
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
        q8,
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
    /// Shared memory (f32 x): two halves of `tt` staged chunks, `stride` bytes each.
    buf: Option<PointerValue<'ctx>>,
    stride: u32,
    /// x comes as q8 rows, read in place.
    q8: bool,
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
            let acc = if mm.q8 {
                group_dot_q8(s, mm, io, r0)?
            } else {
                group_dot(s, mm, io, r0)?
            };
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

/// Accumulators of a wave's partial sums: `acc[t][i]` for token `t`, row `r0 + i`.
type Acc<'ctx> = Vec<Vec<Var<'ctx>>>;

/// The weight rows of a wave's group (rows past the matrix read its last row), zeroed
/// accumulators, and the pass's input rows `row_stride` bytes apart (token `t` reads row
/// `min(t, n − 1)` of the tile; tokens past `n` are computed and not stored).
fn group_setup<'ctx>(
    s: &mut Simt<'ctx>,
    mm: &Mm<'_, 'ctx>,
    io: &Tile<'ctx>,
    r0: IntValue<'ctx>,
    row_stride: IntValue<'ctx>,
) -> R<(Vec<PointerValue<'ctx>>, Acc<'ctx>, Vec<PointerValue<'ctx>>)> {
    let nr = mm.cfg.rows_per_wave;
    let tt = mm.tt as usize;
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
    let last_tok = s.sub(io.n, s.i32c(1))?;
    let mut xrow = Vec::with_capacity(tt);
    for t in 0..tt {
        let tv = s.i32c(t as i64);
        let over = s.icmp(IntPredicate::SGT, tv, last_tok)?;
        let t = s.select_i(over, last_tok, tv)?;
        let r = s.sext64(s.add(io.row0, t)?)?;
        xrow.push(s.gep(io.x, s.mul(r, row_stride)?)?);
    }
    Ok((rowp, acc, xrow))
}

/// `q8_row_bytes(cols)` in the kernel: `cols + cols/8` rounded up to 16 (i64).
pub(super) fn q8_stride<'ctx>(s: &Simt<'ctx>, cols: IntValue<'ctx>) -> R<IntValue<'ctx>> {
    s.and(
        s.add(s.add(cols, s.lshr(cols, s.i64c(3))?)?, s.i64c(15))?,
        s.i64c(-16),
    )
}

/// The pass with q8 rows of x read in place: lane `l` takes pieces `l, l + wave, …` of its
/// rows, the next piece's weight words loaded before this one's dots (as the matvec's
/// prefetched loop does); per token, the piece's runs of codes and their group scales.
fn group_dot_q8<'ctx>(
    s: &mut Simt<'ctx>,
    mm: &Mm<'_, 'ctx>,
    io: &Tile<'ctx>,
    r0: IntValue<'ctx>,
) -> R<Acc<'ctx>> {
    let codec = mm.codec;
    let cols = s.sext64(io.cols)?;
    let (rowp, acc, xrow) = group_setup(s, mm, io, r0, q8_stride(s, cols)?)?;
    let lane = s.lane()?;
    let n_pieces = s.udiv(io.cols, s.i32c(32))?;
    let span = s.i32c(i64::from(s.wave_size()));
    let last = s.sub(n_pieces, s.i32c(1))?;
    let clamp = |s: &Simt<'ctx>, c: IntValue<'ctx>| -> R<IntValue<'ctx>> {
        let over = s.icmp(IntPredicate::SGT, c, last)?;
        s.select_i(over, last, c)
    };
    let c0 = clamp(s, lane)?;
    let mut held: Vec<Vec<Var<'ctx>>> = Vec::with_capacity(rowp.len());
    for &p in &rowp {
        let raw = codec.load(s, p, c0)?;
        let mut vars = Vec::with_capacity(raw.words.len());
        for w in raw.words {
            vars.push(s.var_i32(w)?);
        }
        held.push(vars);
    }
    let scales: Vec<PointerValue<'ctx>> =
        xrow.iter().map(|&xr| s.gep(xr, cols)).collect::<R<_>>()?;
    s.for_range(lane, n_pieces, span, |s, c| {
        let raws: Vec<Raw<'ctx>> = held
            .iter()
            .zip(&rowp)
            .map(|(vars, &row)| {
                let words = vars.iter().map(|v| s.get_i(*v)).collect::<R<Vec<_>>>()?;
                Ok(Raw {
                    words,
                    row,
                    piece: c,
                })
            })
            .collect::<R<_>>()?;
        let next = clamp(s, s.add(c, span)?)?;
        for (vars, &p) in held.iter().zip(&rowp) {
            let raw = codec.load(s, p, next)?;
            for (v, w) in vars.iter().zip(raw.words) {
                s.set(*v, w)?;
            }
        }
        let runs = codec.x_runs(s, c)?;
        for (t, row_acc) in acc.iter().enumerate() {
            let (mut xq, mut xd) = (Vec::with_capacity(8), Vec::with_capacity(2));
            for &(start, len) in &runs {
                xq.extend(s.load_words(xrow[t], start, len / 4, len.min(16))?);
                xd.push(s.load_f32(scales[t], s.lshr(start, s.i64c(5))?)?);
            }
            let prep = codec.prep_q8(s, &xq, &xd)?;
            for (a, raw) in row_acc.iter().zip(&raws) {
                let now = s.get_f(*a)?;
                let next = codec.dot_q8(s, raw, &xq, &xd, &prep, now)?;
                s.set(*a, next)?;
            }
        }
        Ok(())
    })?;
    Ok(acc)
}

/// The pass with f32 rows of x, staged through shared memory chunk by chunk as the matvec
/// stages them (two halves, one barrier per step, weights prefetched one step ahead).
fn group_dot<'ctx>(
    s: &mut Simt<'ctx>,
    mm: &Mm<'_, 'ctx>,
    io: &Tile<'ctx>,
    r0: IntValue<'ctx>,
) -> R<Acc<'ctx>> {
    let (codec, cfg) = (mm.codec, mm.cfg);
    let buf = mm
        .buf
        .ok_or_else(|| s.err("grouped matmul: f32 x needs its staging buffer"))?;
    let tt = mm.tt as usize;
    let lane = s.lane()?;
    let tid = s.tid()?;
    let bd = s.block_dim();
    let cols64 = s.sext64(io.cols)?;
    let (rowp, acc, xrow) = group_setup(s, mm, io, r0, s.mul(cols64, s.i64c(4))?)?;
    let n_pieces = s.udiv(io.cols, s.i32c(32))?;
    let span = s.i32c(i64::from(s.wave_size()));
    let ch = i64::from(cfg.chunk());
    let stride = i64::from(mm.stride);
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
        s.gep(buf, s.mul(k, s.i64c(stride))?)
    };
    let store_chunk =
        |s: &mut Simt<'ctx>, half: IntValue<'ctx>, v: &[Vec<[FloatValue<'ctx>; 4]>]| -> R<()> {
            for (t, tv) in v.iter().enumerate() {
                let bp = slot_of(s, half, t)?;
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
            Ok(())
        })?;
        store_chunk(s, s.and(s.add(it, s.i32c(1))?, s.i32c(1))?, &next_x)?;
        s.barrier()
    })?;
    Ok(acc)
}

/// `strata_quantize_rows_q8` (`KernelKind::QuantizeRowsQ8`): parameters `q, x, cols`.
pub fn build_quantize_rows_q8(s: &mut Simt<'_>) -> R<()> {
    let (q, x) = (s.param_ptr(0)?, s.param_ptr(1)?);
    let cols = s.param_i32(2)?;
    let ch = 1024i64;
    let (c, r) = (s.bid(0)?, s.bid(1)?);
    let (c, r) = (s.sext64(c)?, s.sext64(r)?);
    let tid = s.tid()?;
    let bd = s.block_dim();
    let cols64 = s.sext64(cols)?;
    let row = s.gep(q, s.mul(r, q8_stride(s, cols64)?)?)?;
    let xr = s.gep(x, s.mul(s.mul(r, cols64)?, s.i64c(4))?)?;
    let base = s.mul(c, s.i64c(ch))?;
    let per_thread = (ch as u32 / 4).div_ceil(bd);
    let v: Vec<[FloatValue<'_>; 4]> = (0..per_thread)
        .map(|k| {
            let local = s.mul(s.sext64(s.add(tid, s.i32c(i64::from(k * bd)))?)?, s.i64c(4))?;
            let e = s.add(base, local)?;
            let ok = s.icmp(IntPredicate::SLT, e, cols64)?;
            s.load_f32x4(xr, s.select_i(ok, e, s.i64c(0))?)
        })
        .collect::<R<_>>()?;
    let codes = s.gep(row, base)?;
    let scales = s.gep(row, s.add(cols64, s.mul(c, s.i64c(4 * 32))?)?)?;
    let limit = s.sub(cols64, base)?;
    store_q8(s, codes, scales, ch, Some(limit), &v)
}
