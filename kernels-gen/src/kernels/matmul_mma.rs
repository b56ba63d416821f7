//! Grouped MoE matrix products on the int8 matrix units: the prompt's routed experts as
//! `m16n8k32` fragments of weight codes times q8 activation codes, one per 32-element piece.
//!
//! Same contract as [`super::matmul`] (parameters `y, tile_w, tile_rc, xq, rows, cols`; tile
//! `j` multiplies expert matrix `W = tile_w[j]` with input rows `r0 .. r0 + n` of the q8 rows
//! `xq`, `y[(r0 + t)·rows + r] = Σ_k W[r,k]·x[(r0 + t)·cols + k]`), for the k-quant types whose
//! 32-element sub-blocks have one 6-bit scale and one 6-bit min:
//!
//! `W[r, 32p + i] = d·sc_p·q_i − dmin·m_p` (q = 4 bits for Q4_K, 5 for Q5_K), and x is
//! quantized per 32 as `x[32p + i] ≈ dx_p·xq_i`, so one piece contributes
//!
//! `d·sc_p·dx_p · Σ_i q_i·xq_i − dmin·m_p·dx_p · Σ_i xq_i`.
//!
//! Both sums are exact i32 from the matrix unit: `Σ q·xq` is a fragment of weight codes (A,
//! 16 rows × 32) times activation codes (B, 32 × 8 tokens), `Σ xq` the same B times an A of
//! ones. The scales are applied in f32 per piece, in piece order. Each warp holds
//! [`frags`] 16-row fragments and 8-token fragments (by default 2 and 4: 32 × 32 outputs,
//! 32 accumulators per lane); a block of four warps covers [`rows_per_block`] rows;
//! a tile's tokens are walked [`mm_tokens`] at a time, tokens past `n` read the tile's last row and are
//! not stored, rows past `rows` read the last row and are not stored.
//!
//! The arithmetic is not the dp4a matmul's (that one sums a row's pieces lane by lane and then
//! across the wave): results agree with it to f32 rounding of the per-piece sums, and the
//! host lowering (the same definition, the fragment product spelled through shuffles) is
//! checked against the f64 product of the dequantized weights and the quantized input.

use super::matmul::q8_stride;
use super::quant::{check, row_bytes};
use crate::simt::{R, Simt, Var};
use inkwell::IntPredicate;
use inkwell::values::{FloatValue, IntValue, PointerValue};
use strata_ir::GgmlType;

/// Threads per block: four warps.
pub const MMA_BLOCK: u32 = 128;

/// 16-row weight fragments and 8-token activation fragments per warp: `(2, 4)`, a warp's
/// 32 rows × 32 tokens. `STRATA_MMA_FRAGS=RxT` (R and T each 1, 2 or 4) overrides it when the
/// kernels are built (a tuning experiment for `tools/device/mm-sweep.sh`; the plan records the
/// grid rule that follows, so the runtime needs no knowledge of it).
pub fn frags() -> (u32, u32) {
    std::env::var(super::matmul::TUNING_VARS[3])
        .ok()
        .and_then(|v| {
            let (r, t) = v.trim().split_once('x')?;
            Some((r.parse::<u32>().ok()?, t.parse::<u32>().ok()?))
        })
        .filter(|&(r, t)| matches!(r, 1 | 2 | 4) && matches!(t, 1 | 2 | 4))
        .unwrap_or((2, 4))
}

/// Rows one block covers (the grid rule's divisor).
pub fn rows_per_block() -> u32 {
    MMA_BLOCK / 32 * frags().0 * 16
}

/// Tokens one pass multiplies.
pub fn mm_tokens() -> u32 {
    frags().1 * 8
}

/// Whether the catalogue has a matrix-unit grouped matmul for `ty`.
pub fn supports(ty: GgmlType) -> bool {
    matches!(ty, GgmlType::Q4K | GgmlType::Q5K)
}

/// Where a k-quant block's parts start: the 4-bit codes and (Q5_K) the fifth bits.
struct Layout {
    qs: i64,
    qh: Option<i64>,
}

fn layout(ty: GgmlType) -> Layout {
    match ty {
        GgmlType::Q5K => Layout {
            qs: 48,
            qh: Some(16),
        },
        _ => Layout { qs: 16, qh: None },
    }
}

/// One weight row a lane reads: its block header (d, dmin, the 12 scale bytes as 3 words).
struct RowHead<'ctx> {
    d: FloatValue<'ctx>,
    dmin: FloatValue<'ctx>,
    sc: [IntValue<'ctx>; 3],
}

/// `(d·sc_p, dmin·m_p)` of piece `p` (0..8) of a block (llama.cpp's 6-bit scale packing).
fn piece_scale<'ctx>(
    s: &Simt<'ctx>,
    h: &RowHead<'ctx>,
    p: u32,
) -> R<(FloatValue<'ctx>, FloatValue<'ctx>)> {
    let [s0, s1, s2] = h.sc;
    let (sc, m) = if p < 4 {
        let sh = i64::from(8 * p);
        (s.bits(s0, sh, 63)?, s.bits(s1, sh, 63)?)
    } else {
        let sh = i64::from(8 * (p - 4));
        let sc = s.or(
            s.bits(s2, sh, 15)?,
            s.shl(s.bits(s0, sh + 6, 3)?, s.i32c(4))?,
        )?;
        let m = s.or(
            s.bits(s2, sh + 4, 15)?,
            s.shl(s.bits(s1, sh + 6, 3)?, s.i32c(4))?,
        )?;
        (sc, m)
    };
    Ok((s.fmul(h.d, s.sitofp(sc)?)?, s.fmul(h.dmin, s.sitofp(m)?)?))
}

/// The kernel (`KernelKind::MoeMatmulMma`): parameters `y, tile_w, tile_rc, xq, rows, cols`.
pub fn build_moe_matmul_mma<'ctx>(s: &mut Simt<'ctx>, ty: GgmlType) -> R<()> {
    check("moe matmul mma", ty)?;
    if !supports(ty) {
        return Err(s.err(format!("no matrix-unit grouped matmul for {}", ty.name())));
    }
    if s.block_dim() != MMA_BLOCK {
        return Err(s.err("the m16n8k32 matmul runs 128-thread blocks"));
    }
    let lay = layout(ty);
    let (row_frags, token_frags) = frags();
    let tsize = ty.type_size() as i64;
    let (y, tile_w, tile_rc, xq) = (
        s.param_ptr(0)?,
        s.param_ptr(1)?,
        s.param_ptr(2)?,
        s.param_ptr(3)?,
    );
    let (rows, cols) = (s.param_i32(4)?, s.param_i32(5)?);
    let j = s.bid(1)?;
    let addr = s.load_u64(tile_w, j)?;
    let w =
        s.b.build_int_to_ptr(addr, xq.get_type(), "")
            .map_err(|e| s.err(e))?;
    let j2 = s.mul(j, s.i32c(2))?;
    let r0 = s.load_i32(tile_rc, j2)?;
    let n = s.load_i32(tile_rc, s.add(j2, s.i32c(1))?)?;
    let lane = s.lane()?;
    let wave = s.wave_id()?;
    let g = s.lshr(lane, s.i32c(2))?;
    let t = s.and(lane, s.i32c(3))?;
    let b0 = s.bid(0)?;
    let base = s.add(
        s.mul(b0, s.i32c(i64::from(rows_per_block())))?,
        s.mul(wave, s.i32c(i64::from(row_frags * 16)))?,
    )?;
    // This lane's weight rows: fragment f's rows g and g + 8.
    let rb = row_bytes(s, ty, cols)?;
    let last_row = s.sub(rows, s.i32c(1))?;
    let mut my_rows = Vec::with_capacity(2 * row_frags as usize);
    let mut rowp: Vec<PointerValue<'ctx>> = Vec::with_capacity(2 * row_frags as usize);
    for f in 0..row_frags {
        for half in 0..2 {
            let r = s.add(base, s.add(g, s.i32c(i64::from(16 * f + 8 * half)))?)?;
            let over = s.icmp(IntPredicate::SGT, r, last_row)?;
            let rc = s.select_i(over, last_row, r)?;
            rowp.push(s.gep(w, s.mul(s.sext64(rc)?, rb)?)?);
            my_rows.push(r);
        }
    }
    let cols64 = s.sext64(cols)?;
    let xstride = q8_stride(s, cols64)?;
    let n_blocks = s.udiv(cols, s.i32c(256))?;
    let t4 = s.sext64(s.mul(t, s.i32c(4))?)?;
    let ones = [s.i32c(0x0101_0101); 4];
    let zero = [s.i32c(0); 4];
    s.for_range(s.i32c(0), n, s.i32c(i64::from(mm_tokens())), |s, tok0| {
        let last_tok = s.sub(n, s.i32c(1))?;
        let clamp_tok = |s: &Simt<'ctx>, k: IntValue<'ctx>| -> R<IntValue<'ctx>> {
            let over = s.icmp(IntPredicate::SGT, k, last_tok)?;
            s.select_i(over, last_tok, k)
        };
        // B's token (column g of fragment nt) and the two output tokens (2t, 2t + 1).
        let mut xb = Vec::with_capacity(token_frags as usize);
        let mut xsc = Vec::with_capacity(token_frags as usize);
        for nt in 0..token_frags {
            let first = s.add(tok0, s.i32c(i64::from(8 * nt)))?;
            let tb = clamp_tok(s, s.add(first, g)?)?;
            let row = s.sext64(s.add(r0, tb)?)?;
            xb.push(s.gep(xq, s.mul(row, xstride)?)?);
            let mut pair = Vec::with_capacity(2);
            for jj in 0..2 {
                let tc = s.add(first, s.add(s.mul(t, s.i32c(2))?, s.i32c(jj))?)?;
                let tc = clamp_tok(s, tc)?;
                let row = s.sext64(s.add(r0, tc)?)?;
                pair.push(s.gep(xq, s.add(s.mul(row, xstride)?, cols64)?)?);
            }
            xsc.push(pair);
        }
        // acc[f][nt][i]: fragment f's output i for token fragment nt.
        let mut acc: Vec<Vec<[Var<'ctx>; 4]>> = Vec::with_capacity(row_frags as usize);
        for _ in 0..row_frags {
            let mut per = Vec::with_capacity(token_frags as usize);
            for _ in 0..token_frags {
                per.push([
                    s.var_f32(s.f32c(0.0))?,
                    s.var_f32(s.f32c(0.0))?,
                    s.var_f32(s.f32c(0.0))?,
                    s.var_f32(s.f32c(0.0))?,
                ]);
            }
            acc.push(per);
        }
        s.for_range(s.i32c(0), n_blocks, s.i32c(1), |s, blk| {
            let boff = s.mul(s.sext64(blk)?, s.i64c(tsize))?;
            let heads: Vec<RowHead<'ctx>> = rowp
                .iter()
                .map(|&p| {
                    let dd = s.load_u32(p, boff, 4)?;
                    let sc = s.load_words(p, s.add(boff, s.i64c(4))?, 3, 4)?;
                    Ok(RowHead {
                        d: s.f16_bits_to_f32(s.and(dd, s.i32c(0xffff))?)?,
                        dmin: s.f16_bits_to_f32(s.lshr(dd, s.i32c(16))?)?,
                        sc: [sc[0], sc[1], sc[2]],
                    })
                })
                .collect::<R<_>>()?;
            // Fifth bits (Q5_K): bytes 4t.. and 16 + 4t.. of qh, bit p of each byte for piece p.
            let qh: Vec<Option<[IntValue<'ctx>; 2]>> = rowp
                .iter()
                .map(|&p| {
                    lay.qh
                        .map(|o| -> R<[IntValue<'ctx>; 2]> {
                            let at = s.add(boff, s.add(s.i64c(o), t4)?)?;
                            Ok([
                                s.load_u32(p, at, 4)?,
                                s.load_u32(p, s.add(at, s.i64c(16))?, 4)?,
                            ])
                        })
                        .transpose()
                })
                .collect::<R<_>>()?;
            for pair in 0..4u32 {
                // Codes of pieces 2·pair (low nibbles) and 2·pair + 1 (high nibbles).
                let at = s.add(boff, s.add(s.i64c(lay.qs + 32 * i64::from(pair)), t4)?)?;
                let words: Vec<[IntValue<'ctx>; 2]> = rowp
                    .iter()
                    .map(|&p| {
                        Ok([
                            s.load_u32(p, at, 4)?,
                            s.load_u32(p, s.add(at, s.i64c(16))?, 4)?,
                        ])
                    })
                    .collect::<R<_>>()?;
                for hi in 0..2u32 {
                    let piece = 2 * pair + hi;
                    let kp = s.add(s.mul(blk, s.i32c(8))?, s.i32c(i64::from(piece)))?;
                    let code = |s: &Simt<'ctx>, r: usize, k: usize| -> R<IntValue<'ctx>> {
                        let q = s.bits(words[r][k], i64::from(4 * hi), 0x0f0f_0f0f)?;
                        match qh[r] {
                            Some(h) => {
                                let b = s.bits(h[k], i64::from(piece), 0x0101_0101)?;
                                s.or(q, s.shl(b, s.i32c(4))?)
                            }
                            None => Ok(q),
                        }
                    };
                    let mut afr = Vec::with_capacity(row_frags as usize);
                    let mut scl = Vec::with_capacity(2 * row_frags as usize);
                    for f in 0..row_frags as usize {
                        let (ra, rb8) = (2 * f, 2 * f + 1);
                        afr.push([
                            code(s, ra, 0)?,
                            code(s, rb8, 0)?,
                            code(s, ra, 1)?,
                            code(s, rb8, 1)?,
                        ]);
                        scl.push(piece_scale(s, &heads[ra], piece)?);
                        scl.push(piece_scale(s, &heads[rb8], piece)?);
                    }
                    let koff = s.add(s.mul(s.sext64(kp)?, s.i64c(32))?, t4)?;
                    for nt in 0..token_frags as usize {
                        let bfr = [
                            s.load_u32(xb[nt], koff, 4)?,
                            s.load_u32(xb[nt], s.add(koff, s.i64c(16))?, 4)?,
                        ];
                        let sums = s.mma_i8(ones, bfr, zero)?;
                        let mut dx = [s.f32c(0.0); 2];
                        let mut dxs = [s.f32c(0.0); 2];
                        for jj in 0..2 {
                            dx[jj] = s.load_f32(xsc[nt][jj], kp)?;
                            dxs[jj] = s.fmul(dx[jj], s.sitofp(sums[jj])?)?;
                        }
                        for (f, a) in afr.iter().enumerate() {
                            let c = s.mma_i8(*a, bfr, zero)?;
                            for (i, ci) in c.iter().enumerate() {
                                let (dsc, dm) = scl[2 * f + i / 2];
                                let jj = i % 2;
                                let v = acc[f][nt][i];
                                let now = s.get_f(v)?;
                                let k = s.fmul(dsc, dx[jj])?;
                                let up = s.fma(k, s.sitofp(*ci)?, now)?;
                                let up = s.fma(s.fneg(dm)?, dxs[jj], up)?;
                                s.set(v, up)?;
                            }
                        }
                    }
                }
            }
            Ok(())
        })?;
        for (f, per) in acc.iter().enumerate() {
            for (nt, vars) in per.iter().enumerate() {
                for (i, v) in vars.iter().enumerate() {
                    let row = my_rows[2 * f + i / 2];
                    let tok = s.add(
                        tok0,
                        s.add(s.mul(t, s.i32c(2))?, s.i32c((8 * nt + i % 2) as i64))?,
                    )?;
                    let ok = s.and(
                        s.icmp(IntPredicate::SLT, row, rows)?,
                        s.icmp(IntPredicate::SLT, tok, n)?,
                    )?;
                    let val = s.get_f(*v)?;
                    s.if_then(ok, |s| {
                        let at = s.add(
                            s.mul(s.sext64(s.add(r0, tok)?)?, s.sext64(rows)?)?,
                            s.sext64(row)?,
                        )?;
                        s.store_f32(y, at, val)
                    })?;
                }
            }
        }
        Ok(())
    })
}
