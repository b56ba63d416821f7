//! Fused dequantize-and-dot matrix–vector products: the decode path's weight streaming.
//!
//! Dense: `y[r] = Σ_k W[r,k]·x[k]` for `r < rows`, with `W` a `rows × cols` matrix of one block
//! type stored row after row (`cols` a multiple of the type's block size and of 32; `W`, `x`
//! 16-byte aligned). Each wave computes `MATVEC_ROWS_PER_WAVE` rows at once: lane `l` takes
//! the row's pieces `l, l + wave, …` (see `matvec_fast`: 32 elements of a quantized type read
//! with wide loads; F32/F16 pieces are one 16-byte load and a lane takes several per step),
//! reads the x values of a piece once and accumulates every row's `w·x` with fused
//! multiply-adds. For the quantized types x goes through shared memory: each step the block
//! copies the next 1024 elements with coalesced 16-byte loads into a padded layout (4 floats
//! after every 32), because a lane's 32-float run read straight from global memory would make
//! each 16-byte load touch 32 cache lines; and the next step's weight words are loaded before
//! this step's decode. For Q8_0, Q4_K, Q6_K, IQ4_XS and the IQ3s ([`quantizes_x`]) the staged chunk is
//! quantized to q8 on its way into shared memory (per 32 elements: codes `round(x·127/amax)`
//! and the scale `amax/127`, see `store_q8`), and the pieces are dotted as integers, four
//! bytes at a time (`Simt::dot4`), then scaled once per group: `y[r] = Σ_g d_x,g · Σ_{k∈g}
//! w[r,k]·q_k`, i.e. the product with x replaced by its q8 value. At the end one multi-value
//! butterfly (`Simt::wave_sum_rows`) sums the rows' partials across the wave, and the lane
//! that ends up holding row `r`'s total stores it. A block of `MATVEC_BLOCK` threads covers
//! `matvec_cfg(ty).rows_per_block()` rows; the grid is `ceil(rows / rows_per_block)` blocks.
//! Rows past `rows` read row `rows − 1` and store nothing. `MatvecCfg` holds the tuning knobs
//! (rows per wave, waves per row, prefetch, x staging, q8 x) that
//! `tools/device/validate-ptx.sh` times against each other.
//!
//! Grouped MoE: for each routed pick `j < n_sel` (grid dimension y), `slot = sel_slots[j]`
//! (i32); a negative slot means "not resident on this device" and the pick is skipped (its
//! output is left as it was: the CPU pool computes it). Otherwise the expert's matrix starts
//! at the device address `slot_ptrs[slot]` (u64, 16-byte aligned) and
//! `y[j·rows + r] = Σ_k W_slot[r,k]·x[j·x_stride + k]`; `x_stride = 0` shares one input
//! across picks (gate/up), `x_stride = cols` gives each pick its own (down). More generally
//! pick `j` reads `sel_slots[j mod sel_period]` and looks it up `(j / sel_period)·table_stride`
//! entries into `slot_ptrs`: with `sel_period = k` and the gate's and the up projection's tables
//! back to back, one launch of `2k` picks computes both (`sel_period ≥ n_sel` = one table).
//!
//! The sums are reassociated relative to a row-by-row reference (per-group integer dots,
//! then the group scale, then the wave tree), so results equal the reference (with q8 x for
//! the q8 types) up to f32 rounding of the sums; every lowering computes the same codes and
//! the same tree, so the host and GPU results are bit for bit equal.

use super::matvec_fast::{ByteCvt, Codec, Iq3Lookup, Raw, codec_for};
use super::quant::{check, row_bytes};
use super::{MATVEC_BLOCK, MATVEC_K_SPLIT, MATVEC_ROWS_PER_WAVE};
use crate::simt::{R, Simt};
use inkwell::IntPredicate;
use inkwell::values::{FloatValue, IntValue, PointerValue};
use strata_ir::GgmlType;

/// The tuning of a matvec kernel: the same numbers for every target.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MatvecCfg {
    /// Rows one wave computes at once (a power of two, at most the wave size).
    pub rows_per_wave: u32,
    /// How weight bytes become f32.
    pub cvt: ByteCvt,
    /// Whether the next step's weights are loaded before this step's decode.
    pub prefetch: bool,
    /// Waves sharing one row group, each taking every `k_split`-th step of the row (1, 2 or
    /// 4; their totals are added through shared memory).
    pub k_split: u32,
    /// Whether x goes through shared memory (quantized types): the block copies each step's
    /// x with coalesced 16-byte loads into a padded layout, so the lanes' 16–32-element runs
    /// (128 bytes apart) read it without bank conflicts, instead of each 16-byte global load
    /// touching 32 cache lines.
    pub stage_x: bool,
    /// Whether staged x is quantized to q8 on the way into shared memory (types with a q8
    /// decoder, see [`quantizes_x`]): then the dots are integer 4-way byte dots.
    pub q8x: bool,
    /// How the IQ3 q8 dots look up their grid points (see `matvec_fast::Iq3Lookup`).
    pub iq3: Iq3Lookup,
    /// Staged loop only: whether the pieces past the row are computed and dropped by a select
    /// rather than skipped by a branch (see `staged_loop`).
    pub branchless: bool,
    /// Staged loop only: whether each chunk of x is loaded two steps before it is used (one
    /// step before it is staged) instead of one.
    pub x_ahead: bool,
    /// Staged loop with `prefetch`: whether the weights are loaded two steps before their
    /// dots instead of one (twice the registers holding them).
    pub pf2: bool,
    /// IQ4_XS q8 dots: whether both halves of a nibble word take their permute selectors from
    /// one mask (`matvec_fast::Iq4Xs`).
    pub iq4_wide_sel: bool,
}

/// The tuning the catalogue's kernels start from.
pub const MATVEC_CFG: MatvecCfg = MatvecCfg {
    rows_per_wave: MATVEC_ROWS_PER_WAVE,
    cvt: ByteCvt::Fast,
    prefetch: true,
    k_split: MATVEC_K_SPLIT,
    stage_x: true,
    q8x: false,
    iq3: Iq3Lookup::Masks,
    branchless: false,
    x_ahead: false,
    pf2: false,
    iq4_wide_sel: false,
};

/// Whether the catalogue's matvecs of `ty` (plain and grouped MoE) quantize x to q8 before the
/// dot: per 32 consecutive elements of x, `amax = max |x|`, codes `q = round_half_even(x ·
/// (127 / amax))` (`127 / amax` taken as 0 where it is not finite, so an all-zero group has
/// codes 0) and scale `d = amax · f32(1/127)` (NaN where `amax` is not finite: a NaN or an
/// infinity in x makes the results NaN); the kernel then computes `Σ w·(d·q)` with integer byte dots (llama.cpp's
/// MMVQ path, and the CPU executor's Q8_32F activations). Every lowering computes the same
/// codes and the same sums, so host and GPU results stay bit for bit equal; against the f32
/// product the difference is x's quantization error.
pub fn quantizes_x(ty: GgmlType) -> bool {
    matches!(
        ty,
        GgmlType::Q8_0
            | GgmlType::Q4K
            | GgmlType::Q6K
            | GgmlType::Iq4Xs
            | GgmlType::Iq3Xxs
            | GgmlType::Iq3S
    )
}

/// The tuning of the catalogue's matvecs (dense and grouped MoE) for `ty`: the types of
/// [`quantizes_x`] quantize the staged x to q8, Q8_0 with two rows per wave (8 rows per block),
/// the others (Q4_K, Q6_K, IQ4_XS, IQ3_XXS, IQ3_S) with four (16); the other types keep f32 x (staged in shared memory
/// for the quantized ones), four rows per wave. The grid rule
/// (`KernelKind::grid_rule`) follows this tuning's `rows_per_block`. The choice is the H200's
/// (`docs/perf/sm90-matvec.md`, runs 4 and 5).
pub fn matvec_cfg(ty: GgmlType) -> MatvecCfg {
    match ty {
        GgmlType::Q8_0 => MatvecCfg {
            rows_per_wave: 2,
            q8x: true,
            ..MATVEC_CFG
        },
        // Shared permute selectors, a branch-free last step (the weight prefetch stays ahead of
        // the dots) and x loaded a step earlier: 68.1% → 74.3% of copy dense and 66.4% → 71.2%
        // grouped on the H100 (`docs/perf/sm90-matvec.md`, session 19).
        GgmlType::Iq4Xs => MatvecCfg {
            q8x: true,
            iq4_wide_sel: true,
            branchless: true,
            x_ahead: true,
            ..MATVEC_CFG
        },
        _ if quantizes_x(ty) => MatvecCfg {
            q8x: true,
            ..MATVEC_CFG
        },
        _ => MATVEC_CFG,
    }
}

/// The narrow matvec's tuning (`KernelKind::MatvecNarrow`): `ty`'s own, with one row per
/// wave and the block's four waves each taking every fourth step of that row, so a block covers
/// one row. For matrices of a few hundred rows the default tuning's 8–16 rows per block leave
/// most multiprocessors idle (the A3B router, 128 rows of F32: 8 blocks, 16 µs per launch on
/// the H200 where its 1 MB would stream in well under 2).
pub fn narrow_cfg(ty: GgmlType) -> MatvecCfg {
    MatvecCfg {
        rows_per_wave: 1,
        k_split: MATVEC_BLOCK / 32,
        ..matvec_cfg(ty)
    }
}

/// Whether a dense matrix of `rows` rows of `ty` is better served by the narrow matvec: the
/// default tuning would launch fewer than [`NARROW_BELOW_BLOCKS`] blocks.
pub fn wants_narrow(ty: GgmlType, rows: u64) -> bool {
    rows.div_ceil(u64::from(matvec_cfg(ty).rows_per_block())) < NARROW_BELOW_BLOCKS
}

/// Below this many blocks of the default tuning a matvec takes the narrow kernel: two blocks
/// per multiprocessor of a 132-SM H200 (a 27-WGP RX 7700 XT is filled sooner; the narrow
/// kernel is no slower there, its blocks just run in more waves).
pub const NARROW_BELOW_BLOCKS: u64 = 264;

impl MatvecCfg {
    /// (row group, part) slots of a block: one per 32-lane wave.
    fn slots(&self) -> u32 {
        MATVEC_BLOCK / 32
    }

    /// Rows one block covers (the grid rule of `KernelKind::grid`).
    pub fn rows_per_block(&self) -> u32 {
        self.slots() / self.k_split * self.rows_per_wave
    }

    /// Elements of x one block step covers (pieces of 32 elements).
    pub(super) fn chunk(&self) -> u32 {
        32 * 32 * self.k_split
    }

    /// Shared memory for two padded chunks of x (4 floats of padding per 32).
    fn xbuf<'ctx>(
        &self,
        s: &mut Simt<'ctx>,
        codec: &dyn Codec<'ctx>,
    ) -> R<Option<PointerValue<'ctx>>> {
        if self.stage_x && codec.elems() == 32 {
            Ok(Some(s.shared(2 * self.xbuf_stride(codec))?))
        } else {
            Ok(None)
        }
    }

    /// Whether this kernel quantizes staged x (the type must have a q8 decoder).
    pub(super) fn q8(&self, codec: &dyn Codec<'_>) -> bool {
        self.stage_x && self.q8x && codec.has_q8()
    }

    /// Bytes of one staged chunk of x: padded f32, or i8 codes then one f32 scale per 32.
    pub(super) fn xbuf_stride(&self, codec: &dyn Codec<'_>) -> u32 {
        if self.q8(codec) {
            self.chunk() + 4 * (self.chunk() / 32)
        } else {
            4 * (self.chunk() + self.chunk() / 8)
        }
    }

    /// Shared memory for the parts' totals, when waves share row groups.
    fn partials<'ctx>(&self, s: &mut Simt<'ctx>) -> R<Option<PointerValue<'ctx>>> {
        if self.k_split > 1 {
            Ok(Some(s.shared(4 * self.slots() * self.rows_per_wave)?))
        } else {
            Ok(None)
        }
    }
}

/// One matvec kernel being built: its decoder, tuning and shared buffers.
struct Mv<'a, 'ctx> {
    codec: &'a dyn Codec<'ctx>,
    cfg: MatvecCfg,
    ty: GgmlType,
    /// Shared memory for the parts' totals (`k_split > 1`).
    partials: Option<PointerValue<'ctx>>,
    /// Shared memory for staged x (`stage_x`, quantized types).
    xbuf: Option<PointerValue<'ctx>>,
}

/// Where a wave's rows live and where their results go.
struct Rows<'ctx> {
    /// The matrix.
    w: PointerValue<'ctx>,
    /// Its first row this wave computes, and the number of rows of the matrix.
    r0: IntValue<'ctx>,
    rows: IntValue<'ctx>,
    /// The input vector.
    x: PointerValue<'ctx>,
    /// With SwiGLU fused into the staging: `x` holds the gate's values and this the up
    /// projection's, and the staged input is `silu(x)·up` (see [`build_moe_swiglu`]).
    up: Option<PointerValue<'ctx>>,
    /// The output vector and the index of row 0's result in it.
    y: PointerValue<'ctx>,
    y0: IntValue<'ctx>,
}

/// One wave's share (part `part` of `cfg.k_split`) of the dot products of rows
/// `r0 .. r0 + cfg.rows_per_wave` with `x`, summed over the wave: lane `l` returns the total
/// of row `wave_sum_rows_owner(rows_per_wave).1`.
fn rows_dot<'ctx>(
    s: &mut Simt<'ctx>,
    mv: &Mv<'_, 'ctx>,
    io: &Rows<'ctx>,
    cols: IntValue<'ctx>,
    part: IntValue<'ctx>,
) -> R<FloatValue<'ctx>> {
    let (codec, cfg, ty) = (mv.codec, mv.cfg, mv.ty);
    let nr = cfg.rows_per_wave;
    let lane = s.lane()?;
    let rb = row_bytes(s, ty, cols)?;
    let last = s.sub(io.rows, s.i32c(1))?;
    let mut rowp = Vec::with_capacity(nr as usize);
    for i in 0..nr {
        let r = s.add(io.r0, s.i32c(i64::from(i)))?;
        let over = s.icmp(IntPredicate::SGT, r, last)?;
        let r = s.select_i(over, last, r)?;
        rowp.push(s.gep(io.w, s.mul(s.sext64(r)?, rb)?)?);
    }
    let mut acc = Vec::with_capacity(nr as usize);
    for _ in 0..nr {
        acc.push(s.var_f32(s.f32c(0.0))?);
    }
    let e = codec.elems();
    let n_pieces = s.udiv(cols, s.i32c(i64::from(e)))?;
    let wave = s.wave_size();
    let per_lane = (32 / e).max(1);
    // Part q of a row starts at the q-th wave-step; the parts then take turns.
    let step = s.i32c(i64::from(wave * per_lane));
    let start = s.add(lane, s.mul(part, step)?)?;
    let span = s.i32c(i64::from(wave * per_lane * cfg.k_split));
    if let (Some(buf), 1) = (mv.xbuf, per_lane) {
        let lp = Loop {
            codec,
            rowp: &rowp,
            acc: &acc,
            start,
            n_pieces,
            span,
        };
        staged_loop(s, cfg, &lp, (io.x, io.up), cols, buf)?;
    } else if io.up.is_some() {
        return Err(s.err("a fused SwiGLU needs x staged in shared memory"));
    } else if per_lane == 1 && cfg.prefetch {
        let lp = Loop {
            codec,
            rowp: &rowp,
            acc: &acc,
            start,
            n_pieces,
            span,
        };
        prefetched_loop(s, &lp, io.x)?;
    } else {
        s.for_range(start, n_pieces, span, |s, base| {
            if per_lane == 1 {
                return piece_step(s, codec, &rowp, &acc, io.x, &[base]);
            }
            let pieces: Vec<IntValue<'ctx>> = (0..per_lane)
                .map(|k| s.add(base, s.i32c(i64::from(k * wave))))
                .collect::<R<_>>()?;
            // A whole step (warp-uniform): every piece in range, no per-piece tests.
            let end = s.add(s.sub(base, lane)?, step)?;
            let full = s.icmp(IntPredicate::SLE, end, n_pieces)?;
            s.if_then(full, |s| piece_step(s, codec, &rowp, &acc, io.x, &pieces))?;
            let part = s.icmp(IntPredicate::SGT, end, n_pieces)?;
            s.if_then(part, |s| {
                for &c in &pieces {
                    let inr = s.icmp(IntPredicate::SLT, c, n_pieces)?;
                    s.if_then(inr, |s| piece_step(s, codec, &rowp, &acc, io.x, &[c]))?;
                }
                Ok(())
            })
        })?;
    }
    let parts: Vec<FloatValue<'ctx>> = acc.iter().map(|a| s.get_f(*a)).collect::<R<_>>()?;
    s.wave_sum_rows(&parts)
}

/// Every row group of this block: computes the rows' dot products (with `k_split` waves per
/// group, their totals meet in shared memory) and stores them. `io(r0)` describes the group
/// starting at row `r0`; `rows` bounds them. Barriers are outside every thread-dependent
/// branch.
fn block_rows<'ctx>(
    s: &mut Simt<'ctx>,
    mv: &Mv<'_, 'ctx>,
    io: Rows<'ctx>,
    cols: IntValue<'ctx>,
) -> R<()> {
    let cfg = mv.cfg;
    let nr = cfg.rows_per_wave;
    let wave = s.wave_id()?;
    let lane = s.lane()?;
    let waves = (s.block_dim() / s.wave_size()).max(1);
    let slots = cfg.slots();
    let b = s.bid(0)?;
    let base = s.mul(b, s.i32c(i64::from(cfg.rows_per_block())))?;
    let (first, idx) = s.wave_sum_rows_owner(nr)?;
    let ks = s.i32c(i64::from(cfg.k_split));
    s.for_range(
        wave,
        s.i32c(i64::from(slots)),
        s.i32c(i64::from(waves)),
        |s, slot| {
            let g = s.udiv(slot, ks)?;
            let q = s.urem(slot, ks)?;
            let r0 = s.add(base, s.mul(g, s.i32c(i64::from(nr)))?)?;
            // The same for every lane of a wave, so the wave reduction runs on whole waves.
            let live = s.icmp(IntPredicate::SLT, r0, io.rows)?;
            let total = s.var_f32(s.f32c(0.0))?;
            let gio = Rows { r0, ..io };
            if mv.xbuf.is_some() {
                // Staging x has barriers inside: every wave runs the loop (rows past the end
                // read the last row) and only the stores below look at `live`.
                let t = rows_dot(s, mv, &gio, cols, q)?;
                s.set(total, t)?;
            } else {
                s.if_then(live, |s| {
                    let t = rows_dot(s, mv, &gio, cols, q)?;
                    s.set(total, t)
                })?;
            }
            let store_at = |s: &mut Simt<'ctx>, row: IntValue<'ctx>, v: FloatValue<'ctx>| {
                let ok = s.icmp(IntPredicate::SLT, row, io.rows)?;
                s.if_then(ok, |s| s.store_f32(io.y, s.add(io.y0, row)?, v))
            };
            match mv.partials {
                None => {
                    let mine = s.and(live, first)?;
                    s.if_then(mine, |s| {
                        let v = s.get_f(total)?;
                        store_at(s, s.add(r0, idx)?, v)
                    })
                }
                Some(buf) => {
                    let slot_row = s.add(s.mul(slot, s.i32c(i64::from(nr)))?, idx)?;
                    s.if_then(first, |s| {
                        let v = s.get_f(total)?;
                        s.store_f32(buf, slot_row, v)
                    })?;
                    s.barrier()?;
                    // Part 0's lanes 0..nr add the group's parts in order and store.
                    let lead = s.and(
                        s.and(live, s.icmp(IntPredicate::EQ, q, s.i32c(0))?)?,
                        s.icmp(IntPredicate::ULT, lane, s.i32c(i64::from(nr)))?,
                    )?;
                    s.if_then(lead, |s| {
                        let mut sum = s.f32c(0.0);
                        for k in 0..cfg.k_split {
                            let at = s.add(
                                s.mul(s.add(slot, s.i32c(i64::from(k)))?, s.i32c(i64::from(nr)))?,
                                lane,
                            )?;
                            sum = s.fadd(sum, s.load_f32(buf, at)?)?;
                        }
                        store_at(s, s.add(r0, lane)?, sum)
                    })?;
                    // The buffer is reused by the next slot (waves of 64 lanes take several).
                    s.barrier()
                }
            }
        },
    )
}

/// One lane's pieces and accumulators.
struct Loop<'a, 'ctx> {
    codec: &'a dyn Codec<'ctx>,
    rowp: &'a [PointerValue<'ctx>],
    acc: &'a [crate::simt::Var<'ctx>],
    /// First piece, number of pieces, pieces between a lane's steps.
    start: IntValue<'ctx>,
    n_pieces: IntValue<'ctx>,
    span: IntValue<'ctx>,
}

/// Index of element `local` of a chunk in the padded shared layout (4 floats after every 32).
pub(super) fn padded<'ctx>(s: &Simt<'ctx>, local: IntValue<'ctx>) -> R<IntValue<'ctx>> {
    s.add(local, s.shl(s.lshr(local, s.i64c(5))?, s.i64c(2))?)
}

/// The block-synchronous loop with x staged in shared memory: every step, each thread copies
/// its share of the next chunk of x into registers (coalesced 16-byte loads), the lanes decode
/// their pieces reading this chunk from shared memory, then the next chunk is stored into the
/// other buffer and one barrier ends the step. Weights are prefetched one step ahead as in
/// [`prefetched_loop`] when `cfg.prefetch`. The trip count is the same for every wave.
fn staged_loop<'ctx>(
    s: &mut Simt<'ctx>,
    cfg: MatvecCfg,
    lp: &Loop<'_, 'ctx>,
    (x, up): (PointerValue<'ctx>, Option<PointerValue<'ctx>>),
    cols: IntValue<'ctx>,
    buf: PointerValue<'ctx>,
) -> R<()> {
    let codec = lp.codec;
    let ch = i64::from(cfg.chunk());
    let stride = i64::from(cfg.xbuf_stride(codec));
    let q8 = cfg.q8(codec);
    let tid = s.tid()?;
    let per_thread = (cfg.chunk() / 4).div_ceil(s.block_dim());
    let cols64 = s.sext64(cols)?;
    let load_chunk = |s: &Simt<'ctx>, it: IntValue<'ctx>| -> R<Vec<[FloatValue<'ctx>; 4]>> {
        let base = s.mul(s.sext64(it)?, s.i64c(ch))?;
        (0..per_thread)
            .map(|k| {
                let local = s.mul(
                    s.sext64(s.add(tid, s.i32c(i64::from(k * s.block_dim())))?)?,
                    s.i64c(4),
                )?;
                let e = s.add(base, local)?;
                let ok = s.and(
                    s.icmp(IntPredicate::SLT, e, cols64)?,
                    s.icmp(IntPredicate::SLT, local, s.i64c(ch))?,
                )?;
                let at = s.select_i(ok, e, s.i64c(0))?;
                let g = s.load_f32x4(x, at)?;
                let Some(up) = up else { return Ok(g) };
                let u = s.load_f32x4(up, at)?;
                let mut h = g;
                for (hv, (gv, uv)) in h.iter_mut().zip(g.iter().zip(u)) {
                    *hv = super::elementwise::swiglu_value(s, *gv, uv)?;
                }
                Ok(h)
            })
            .collect()
    };
    let store_chunk =
        |s: &mut Simt<'ctx>, half: IntValue<'ctx>, v: &[[FloatValue<'ctx>; 4]]| -> R<()> {
            let bp = s.gep(buf, s.mul(s.sext64(half)?, s.i64c(stride))?)?;
            if q8 {
                let sp = s.gep(bp, s.i64c(ch))?;
                return store_q8(s, bp, sp, ch, None, v);
            }
            for (k, q) in v.iter().enumerate() {
                let local = s.mul(
                    s.sext64(s.add(tid, s.i32c((k as u32 * s.block_dim()) as i64))?)?,
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
            Ok(())
        };
    let last = s.sub(lp.n_pieces, s.i32c(1))?;
    let clamp = |s: &Simt<'ctx>, c: IntValue<'ctx>| -> R<IntValue<'ctx>> {
        let over = s.icmp(IntPredicate::SGT, c, last)?;
        s.select_i(over, last, c)
    };
    // Weights held for the current step (prefetching) or none; the first step's are loaded
    // before the first chunk of x is staged, so their latency overlaps the staging.
    let mut held: Vec<Vec<crate::simt::Var<'ctx>>> = Vec::new();
    // With `pf2` also the step after's (`ahead`), loaded two steps before their dots.
    let mut ahead: Vec<Vec<crate::simt::Var<'ctx>>> = Vec::new();
    if cfg.prefetch {
        let depth = if cfg.pf2 { 2 } else { 1 };
        for d in 0..depth {
            let cd = if d == 0 {
                clamp(s, lp.start)?
            } else {
                clamp(s, s.add(lp.start, lp.span)?)?
            };
            for &p in lp.rowp {
                let raw = codec.load(s, p, cd)?;
                let mut vars = Vec::with_capacity(raw.words.len());
                for w in raw.words {
                    vars.push(s.var_i32(w)?);
                }
                if d == 0 {
                    held.push(vars);
                } else {
                    ahead.push(vars);
                }
            }
        }
    }
    let first = load_chunk(s, s.i32c(0))?;
    // With `x_ahead` the chunk staged at the end of a step was loaded a step earlier (held in
    // registers), so its loads' latency is covered by a whole step of dots.
    let mut x_held: Vec<[crate::simt::Var<'ctx>; 4]> = Vec::new();
    if cfg.x_ahead {
        for q in load_chunk(s, s.i32c(1))? {
            let mut vars = Vec::with_capacity(4);
            for f in q {
                vars.push(s.var_f32(f)?);
            }
            x_held.push([vars[0], vars[1], vars[2], vars[3]]);
        }
    }
    store_chunk(s, s.i32c(0), &first)?;
    s.barrier()?;
    let per_step = s.i32c(i64::from(32 * cfg.k_split));
    let trips = s.udiv(s.add(lp.n_pieces, s.sub(per_step, s.i32c(1))?)?, per_step)?;
    s.for_range(s.i32c(0), trips, s.i32c(1), |s, it| {
        let next_x = if cfg.x_ahead {
            let mut cur = Vec::with_capacity(x_held.len());
            for vars in &x_held {
                let mut q = [s.f32c(0.0); 4];
                for (f, v) in q.iter_mut().zip(vars) {
                    *f = s.get_f(*v)?;
                }
                cur.push(q);
            }
            for (vars, q) in x_held.iter().zip(load_chunk(s, s.add(it, s.i32c(2))?)?) {
                for (v, f) in vars.iter().zip(q) {
                    s.set(*v, f)?;
                }
            }
            cur
        } else {
            load_chunk(s, s.add(it, s.i32c(1))?)?
        };
        let c = s.add(lp.start, s.mul(it, lp.span)?)?;
        let cur: Vec<Raw<'ctx>> = if cfg.prefetch {
            let cur = held
                .iter()
                .zip(lp.rowp)
                .map(|(vars, &row)| {
                    let words = vars.iter().map(|v| s.get_i(*v)).collect::<R<Vec<_>>>()?;
                    Ok(Raw {
                        words,
                        row,
                        piece: c,
                    })
                })
                .collect::<R<_>>()?;
            let (ahead_of_c, fill) = if cfg.pf2 {
                // The step after's words move up; the loads are two steps ahead.
                for (h, a) in held.iter().zip(&ahead) {
                    for (hv, av) in h.iter().zip(a) {
                        s.set(*hv, s.get_i(*av)?)?;
                    }
                }
                (s.add(lp.span, lp.span)?, &ahead)
            } else {
                (lp.span, &held)
            };
            let nc = clamp(s, s.add(c, ahead_of_c)?)?;
            for (vars, &p) in fill.iter().zip(lp.rowp) {
                let raw = codec.load(s, p, nc)?;
                for (v, w) in vars.iter().zip(raw.words) {
                    s.set(*v, w)?;
                }
            }
            cur
        } else {
            Vec::new()
        };
        let inr = s.icmp(IntPredicate::SLT, c, lp.n_pieces)?;
        // Branchless: pieces past the row (the last step's) are dotted on clamped words and
        // their sums dropped by a select, so the step is one basic block and the next step's
        // loads above stay ahead of this step's dots (with the dots behind a branch, LLVM sinks
        // the prefetch below them, to the end of the step).
        let keep = cfg.branchless.then_some(inr);
        let set_acc = |s: &Simt<'ctx>, a: crate::simt::Var<'ctx>, now, next| -> R<()> {
            match keep {
                Some(k) => s.set(a, s.select_f(k, next, now)?),
                None => s.set(a, next),
            }
        };
        let dots = |s: &mut Simt<'ctx>| {
            let cur: Vec<Raw<'ctx>> = if cfg.prefetch {
                cur.iter()
                    .map(|r| Raw {
                        words: r.words.clone(),
                        row: r.row,
                        piece: r.piece,
                    })
                    .collect()
            } else {
                let lc = if keep.is_some() { clamp(s, c)? } else { c };
                lp.rowp
                    .iter()
                    .map(|&p| codec.load(s, p, lc))
                    .collect::<R<_>>()?
            };
            let half = s.and(it, s.i32c(1))?;
            let bp = s.gep(buf, s.mul(s.sext64(half)?, s.i64c(stride))?)?;
            let base = s.mul(s.sext64(it)?, s.i64c(ch))?;
            if q8 {
                // Codes of each run (a run of n ≤ 16 codes starts at a multiple of n) and the
                // scale of its group.
                let (mut xq, mut xd) = (Vec::with_capacity(8), Vec::with_capacity(2));
                for (start, len) in codec.x_runs(s, c)? {
                    let local = s.sub(start, base)?;
                    xq.extend(s.load_words(bp, local, len / 4, len.min(16))?);
                    let sp = s.gep(bp, s.i64c(ch))?;
                    xd.push(s.load_f32(sp, s.lshr(local, s.i64c(5))?)?);
                }
                let prep = codec.prep_q8(s, &xq, &xd)?;
                for (a, raw) in lp.acc.iter().zip(&cur) {
                    let now = s.get_f(*a)?;
                    let next = codec.dot_q8(s, raw, &xq, &xd, &prep, now)?;
                    set_acc(s, *a, now, next)?;
                }
                return Ok(());
            }
            let mut xs = Vec::with_capacity(32);
            for (start, len) in codec.x_runs(s, c)? {
                let at = padded(s, s.sub(start, base)?)?;
                for q in 0..len / 4 {
                    let v = s.load_f32x4(bp, s.add(at, s.i64c(i64::from(4 * q)))?)?;
                    xs.extend_from_slice(&v);
                }
            }
            let prep = codec.prep(s, &xs)?;
            for (a, raw) in lp.acc.iter().zip(&cur) {
                let now = s.get_f(*a)?;
                let next = codec.dot(s, raw, &xs, &prep, now)?;
                set_acc(s, *a, now, next)?;
            }
            Ok(())
        };
        if keep.is_some() {
            dots(s)?;
        } else {
            s.if_then(inr, dots)?;
        }
        store_chunk(s, s.and(s.add(it, s.i32c(1))?, s.i32c(1))?, &next_x)?;
        s.barrier()
    })
}

/// Quantizes this thread's share of a chunk of x (`v[k]`: elements `4·(tid + k·block)` ..
/// `+ 4` of the chunk, `ch` elements in all) to q8: codes to `codes + element` (bytes), one
/// f32 scale per 32 elements to `scales[element / 32]`. The 8 threads holding one group
/// (consecutive lanes of a wave) find its largest magnitude by a 3-step butterfly. Codes are
/// rounded half to even by adding 1.5·2^23 to `x·(127/amax)` (the low byte of the sum's bits
/// is then the code in two's complement); `127/amax` is replaced by 0 where it is not finite
/// (`amax` zero or tiny), and the scale `amax·f32(1/127)` by NaN where `amax` is not finite,
/// so a NaN or infinity of x makes the results of its group NaN whatever its codes are.
/// `limit` (i64 elements) stops the stores short of `ch` where the chunk is the row's last.
pub(super) fn store_q8<'ctx>(
    s: &mut Simt<'ctx>,
    codes: PointerValue<'ctx>,
    scales: PointerValue<'ctx>,
    ch: i64,
    limit: Option<IntValue<'ctx>>,
    v: &[[FloatValue<'ctx>; 4]],
) -> R<()> {
    let tid = s.tid()?;
    let bd = s.block_dim();
    // The largest magnitude as the largest of the magnitudes' bit patterns: for non-negative
    // floats the integer order is the float order, with NaN above infinity.
    let umax = |s: &Simt<'ctx>, a: IntValue<'ctx>, b: IntValue<'ctx>| -> R<IntValue<'ctx>> {
        s.select_i(s.icmp(IntPredicate::UGT, a, b)?, a, b)
    };
    let finite = |s: &Simt<'ctx>, bits: IntValue<'ctx>| -> R<IntValue<'ctx>> {
        s.icmp(
            IntPredicate::ULT,
            s.and(bits, s.i32c(0x7fff_ffff))?,
            s.i32c(0x7f80_0000),
        )
    };
    let magic = s.f32c(12_582_912.0);
    for (k, q) in v.iter().enumerate() {
        let abs: Vec<IntValue<'ctx>> = q
            .iter()
            .map(|f| s.and(s.f_bits(*f)?, s.i32c(0x7fff_ffff)))
            .collect::<R<_>>()?;
        let mut amax = umax(s, umax(s, abs[0], abs[1])?, umax(s, abs[2], abs[3])?)?;
        for m in [1u32, 2, 4] {
            let o = s.shfl_xor_i32(amax, m)?;
            amax = umax(s, amax, o)?;
        }
        let amax_ok = finite(s, amax)?;
        let amax = s.bits_f(amax)?;
        let id = s.fdiv(s.f32c(127.0), amax)?;
        let id = s.select_f(finite(s, s.f_bits(id)?)?, id, s.f32c(0.0))?;
        let mut cw = Vec::with_capacity(4);
        for f in q {
            cw.push(s.f_bits(s.fadd(s.fmul(*f, id)?, magic)?)?);
        }
        let lo = s.perm(cw[0], cw[1], [0, 4, 0, 4])?;
        let hi = s.perm(cw[2], cw[3], [0, 4, 0, 4])?;
        let word = s.perm(lo, hi, [0, 1, 4, 5])?;
        let local = s.mul(
            s.sext64(s.add(tid, s.i32c(i64::from(k as u32 * bd)))?)?,
            s.i64c(4),
        )?;
        let mut inr = s.icmp(IntPredicate::SLT, local, s.i64c(ch))?;
        if let Some(l) = limit {
            inr = s.and(inr, s.icmp(IntPredicate::SLT, local, l)?)?;
        }
        s.if_then(inr, |s| {
            s.store_i32(codes, s.lshr(local, s.i64c(2))?, word)?;
            let lead = s.icmp(IntPredicate::EQ, s.and(local, s.i64c(31))?, s.i64c(0))?;
            s.if_then(lead, |s| {
                let d = s.fmul(amax, s.f32c(1.0 / 127.0))?;
                let d = s.select_f(amax_ok, d, s.f32c(f64::NAN))?;
                s.store_f32(scales, s.lshr(local, s.i64c(5))?, d)
            })
        })?;
    }
    Ok(())
}

/// The lane loop over one piece per step with the next step's weight loads issued before
/// this step's decode (double-buffered in registers), so a wave always has its next loads in
/// flight while it computes. The prefetch index is clamped to the last piece, so the final
/// step re-reads a piece it already has instead of reading past the row.
fn prefetched_loop<'ctx>(s: &mut Simt<'ctx>, lp: &Loop<'_, 'ctx>, x: PointerValue<'ctx>) -> R<()> {
    let (codec, rowp, acc) = (lp.codec, lp.rowp, lp.acc);
    let (lane, n_pieces, span) = (lp.start, lp.n_pieces, lp.span);
    let last = s.sub(n_pieces, s.i32c(1))?;
    let clamp = |s: &Simt<'ctx>, c: IntValue<'ctx>| -> R<IntValue<'ctx>> {
        let over = s.icmp(IntPredicate::SGT, c, last)?;
        s.select_i(over, last, c)
    };
    let c0 = clamp(s, lane)?;
    let mut held: Vec<Vec<crate::simt::Var<'ctx>>> = Vec::with_capacity(rowp.len());
    for &p in rowp {
        let raw = codec.load(s, p, c0)?;
        let mut vars = Vec::with_capacity(raw.words.len());
        for w in raw.words {
            vars.push(s.var_i32(w)?);
        }
        held.push(vars);
    }
    s.for_range(lane, n_pieces, span, |s, c| {
        let cur: Vec<Raw<'ctx>> = held
            .iter()
            .zip(rowp)
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
        for (vars, &p) in held.iter().zip(rowp) {
            let raw = codec.load(s, p, next)?;
            for (v, w) in vars.iter().zip(raw.words) {
                s.set(*v, w)?;
            }
        }
        let mut xs = Vec::with_capacity(codec.elems() as usize);
        for (start, len) in codec.x_runs(s, c)? {
            for q in 0..len / 4 {
                let v = s.load_f32x4(x, s.add(start, s.i64c(i64::from(4 * q)))?)?;
                xs.extend_from_slice(&v);
            }
        }
        let prep = codec.prep(s, &xs)?;
        for (a, raw) in acc.iter().zip(&cur) {
            let now = s.get_f(*a)?;
            let next = codec.dot(s, raw, &xs, &prep, now)?;
            s.set(*a, next)?;
        }
        Ok(())
    })
}

/// Loads the x runs and every row's loads of `pieces`, then decodes and accumulates.
fn piece_step<'ctx>(
    s: &mut Simt<'ctx>,
    codec: &dyn Codec<'ctx>,
    rowp: &[PointerValue<'ctx>],
    acc: &[crate::simt::Var<'ctx>],
    x: PointerValue<'ctx>,
    pieces: &[IntValue<'ctx>],
) -> R<()> {
    let mut xs_all = Vec::with_capacity(pieces.len());
    for &c in pieces {
        let mut xs = Vec::with_capacity(codec.elems() as usize);
        for (start, len) in codec.x_runs(s, c)? {
            for q in 0..len / 4 {
                let v = s.load_f32x4(x, s.add(start, s.i64c(i64::from(4 * q)))?)?;
                xs.extend_from_slice(&v);
            }
        }
        let prep = codec.prep(s, &xs)?;
        xs_all.push((xs, prep));
    }
    let mut raws: Vec<Vec<Raw<'ctx>>> = Vec::with_capacity(pieces.len());
    for &c in pieces {
        raws.push(
            rowp.iter()
                .map(|&p| codec.load(s, p, c))
                .collect::<R<_>>()?,
        );
    }
    for (pi, (xs, prep)) in xs_all.iter().enumerate() {
        for (ri, a) in acc.iter().enumerate() {
            let cur = s.get_f(*a)?;
            let next = codec.dot(s, &raws[pi][ri], xs, prep, cur)?;
            s.set(*a, next)?;
        }
    }
    Ok(())
}

/// Dense matvec (`KernelKind::Matvec`).
pub fn build_matvec(s: &mut Simt<'_>, ty: GgmlType) -> R<()> {
    build_matvec_cfg(s, ty, matvec_cfg(ty))
}

/// Dense matvec with a given tuning (the benchmarks compare tunings with it).
pub fn build_matvec_cfg(s: &mut Simt<'_>, ty: GgmlType, cfg: MatvecCfg) -> R<()> {
    check("matvec", ty)?;
    let codec = codec_for(s, ty, &cfg)?;
    let partials = cfg.partials(s)?;
    let xbuf = cfg.xbuf(s, codec.as_ref())?;
    let (y, w, x) = (s.param_ptr(0)?, s.param_ptr(1)?, s.param_ptr(2)?);
    let (rows, cols) = (s.param_i32(3)?, s.param_i32(4)?);
    let io = Rows {
        w,
        r0: s.i32c(0),
        rows,
        x,
        up: None,
        y,
        y0: s.i32c(0),
    };
    let mv = Mv {
        codec: codec.as_ref(),
        cfg,
        ty,
        partials,
        xbuf,
    };
    block_rows(s, &mv, io, cols)
}

/// Grouped MoE matvec over routed experts (`KernelKind::MoeMatvec`).
pub fn build_moe(s: &mut Simt<'_>, ty: GgmlType) -> R<()> {
    build_moe_cfg(s, ty, matvec_cfg(ty))
}

/// Grouped MoE matvec with a given tuning.
pub fn build_moe_cfg(s: &mut Simt<'_>, ty: GgmlType, cfg: MatvecCfg) -> R<()> {
    moe(s, ty, cfg, false)
}

/// Whether `ty`'s grouped matvec stages x in shared memory (its pieces are 32 elements), where
/// a SwiGLU can be applied on the way in ([`build_moe_swiglu`]).
pub fn stages_x(ty: GgmlType) -> bool {
    matvec_cfg(ty).stage_x && !matches!(ty, GgmlType::F32 | GgmlType::F16 | GgmlType::Bf16)
}

/// The grouped MoE matvec of a down projection with the SwiGLU before it fused into its x
/// staging (`KernelKind::MoeMatvecSwiglu`): the parameters of the plain kernel with `up` after
/// `x`, and pick `j`'s input is `h = silu(g)·u` with `g = x[j·x_stride ..]`, `u = up[j·x_stride
/// ..]`, computed as `strata_swiglu_f32` computes it, so the results equal the SwiGLU launch
/// then the plain kernel bit for bit. Only for types whose x is staged ([`stages_x`]).
pub fn build_moe_swiglu(s: &mut Simt<'_>, ty: GgmlType) -> R<()> {
    if !stages_x(ty) {
        return Err(s.err(format!("{}: x is not staged, no fused SwiGLU", ty.name())));
    }
    moe(s, ty, matvec_cfg(ty), true)
}

/// The grouped MoE matvec; `glu` adds the `up` parameter and the SwiGLU staging.
fn moe(s: &mut Simt<'_>, ty: GgmlType, cfg: MatvecCfg, glu: bool) -> R<()> {
    check("moe matvec", ty)?;
    let codec = codec_for(s, ty, &cfg)?;
    let partials = cfg.partials(s)?;
    let xbuf = cfg.xbuf(s, codec.as_ref())?;
    let (y, slots, sel, x) = (
        s.param_ptr(0)?,
        s.param_ptr(1)?,
        s.param_ptr(2)?,
        s.param_ptr(3)?,
    );
    let up = if glu { Some(s.param_ptr(4)?) } else { None };
    let at = |i: usize| if glu { i + 1 } else { i };
    let (rows, cols, x_stride) = (
        s.param_i32(at(4))?,
        s.param_i32(at(5))?,
        s.param_i32(at(6))?,
    );
    let (period, stride) = (s.param_i32(at(7))?, s.param_i32(at(8))?);
    let j = s.bid(1)?;
    // Pick j reads sel[j mod period] in table j / period (tables `stride` entries apart).
    let slot = s.load_i32(sel, s.urem(j, period)?)?;
    // The same for the whole block (one pick per grid row), so barriers inside are safe.
    let resident = s.icmp(IntPredicate::SGE, slot, s.i32c(0))?;
    s.if_then(resident, |s| {
        let table = s.mul(s.udiv(j, period)?, stride)?;
        let addr = s.load_u64(slots, s.add(slot, table)?)?;
        let wty = x.get_type();
        let w = s.b.build_int_to_ptr(addr, wty, "").map_err(|e| s.err(e))?;
        let xoff = s.mul(s.mul(s.sext64(j)?, s.sext64(x_stride)?)?, s.i64c(4))?;
        let xj = s.gep(x, xoff)?;
        let upj = up.map(|u| s.gep(u, xoff)).transpose()?;
        let io = Rows {
            w,
            r0: s.i32c(0),
            rows,
            x: xj,
            up: upj,
            y,
            y0: s.mul(j, rows)?,
        };
        let mv = Mv {
            codec: codec.as_ref(),
            cfg,
            ty,
            partials,
            xbuf,
        };
        block_rows(s, &mv, io, cols)
    })
}
