//! Per-block-type "piece" decoders for the matvec kernels: how one lane reads and dots its
//! share of a weight row with wide loads and few instructions per weight.
//!
//! A row is cut into pieces; lane `l` of a wave takes pieces `l, l + wave, …` (the float
//! types take several per step, see `matvec`). A piece is what one lane decodes from a few
//! aligned (mostly 16-byte) loads of one block, so that the lanes of a wave read consecutive
//! bytes: 32 elements of a quantized type (a Q8_0 block, or an eighth of a 256-element
//! super-block), 4 elements of F32, 8 of F16. The x values a piece needs ("runs" of 4–32
//! consecutive elements) are loaded once per piece and reused for every row the wave computes.
//!
//! The dot of a piece is `Σ_g scale_g · Σ_{j∈g} q_j·x_j` with `q_j` small integers made exact
//! f32 (`Simt::byte_f32`: one permute and one add, no integer-to-float conversion), summed by
//! fused multiply-adds; the per-group scale (and Q4_K's `−min·Σx`) is applied once per group.
//! This is the block types' dequantization (`strata_ir::quant`) reassociated: the same value up
//! to f32 rounding of the sums. Signs of the i-quants are applied to the grid bytes in offset
//! binary (`128 ± g`) with byte masks from small tables in shared memory; IQ3_S's odd grid
//! values make its negation a plain XOR (`2·(u − 127.5)` is symmetric under `u ↦ 255 − u`).
//!
//! Decoders with a q8 path (`Codec::has_q8`: Q8_0, Q4_K, Q6_K, IQ4_XS, IQ3_XXS, IQ3_S) also
//! dot a piece with x quantized to q8 (`Codec::dot_q8`): the weights' integer codes (Q4_K/Q6_K
//! nibbles and high bits as unsigned bytes, Q8_0 as signed, IQ4_XS's levels picked from four
//! constant words by register byte permutes, the IQ3 grids' signed bytes in offset binary with
//! the offset taken out once per piece through `Σ q`) meet the codes of x in 4-way byte dots,
//! exact in i32, and the block and group scales are applied once per run in f32. The IQ3 q8
//! dots make their sign byte masks by arithmetic (`spread_signs`) rather than from the tables
//! the f32 dots read: random 8-byte table reads cost them 1.3× on sm_90.
//!
//! Types without a decoder here fall back to `quant::unit_values`, one unit per piece.

use super::matvec::MatvecCfg;
use super::quant::unit_values;
use crate::simt::{R, Simt};
use inkwell::IntPredicate;
use inkwell::values::{FloatValue, IntValue, PointerValue};
use strata_ir::GgmlType;
use strata_ir::quant::blocks::{iq3_s, iq3_xxs, iq4_xs, q4_k, q6_k, q8_0};
use strata_ir::quant::grids::{IQ3S_GRID, IQ3XXS_GRID, KSIGNS, KVALUES_IQ4NL};

/// How bytes become f32 (both exact; kept switchable so they can be timed).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ByteCvt {
    /// `Simt::byte_f32`: the target's cheapest exact form.
    Fast,
    /// `Simt::byte_f32_cvt`: an integer-to-float conversion.
    Convert,
}

/// How the IQ3 q8 dots get their signed grid bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Iq3Lookup {
    /// One grid point per 4 weights from a table of `128 + g` bytes (IQ3_S: `0x80 | g >> 1`),
    /// the signs applied by byte masks made by arithmetic from the sign bits (`spread_signs`).
    Masks,
    /// One entry per 4 weights from a table of every grid point under every pattern of 4 signs
    /// (`signed_grid`): the signed bytes come straight from the lookup, indexed by the grid
    /// index and the 4 sign bits, so no sign arithmetic runs per weight.
    Signed,
    /// `Signed`, with IQ3_XXS's eighth signs of all four groups taken from one word of
    /// xor-folded sign bits instead of a `popc` each (IQ3_S as `Signed`: a packed index made by
    /// one byte permute per lookup measured no fewer instructions there).
    Packed,
}

/// The loaded words of one row's piece, with the row and piece they came from.
pub(crate) struct Raw<'ctx> {
    pub words: Vec<IntValue<'ctx>>,
    pub row: PointerValue<'ctx>,
    pub piece: IntValue<'ctx>,
}

/// Values computed once per piece from quantized x, shared by every row.
#[derive(Default)]
pub(crate) struct Q8Prep<'ctx> {
    pub ints: Vec<IntValue<'ctx>>,
    pub floats: Vec<FloatValue<'ctx>>,
}

/// One block type's piece decoder.
pub(crate) trait Codec<'ctx> {
    /// Elements per piece (32, or 4/8 for F32/F16).
    fn elems(&self) -> u32;
    /// The runs of x a piece needs: (first element as i64, length), in the order `dot` reads.
    fn x_runs(&self, s: &mut Simt<'ctx>, c: IntValue<'ctx>) -> R<Vec<(IntValue<'ctx>, u32)>>;
    /// Values computed from x alone, shared by every row (sums of x over scale groups).
    fn prep(&self, _s: &Simt<'ctx>, _xs: &[FloatValue<'ctx>]) -> R<Vec<FloatValue<'ctx>>> {
        Ok(Vec::new())
    }
    /// The loads of row `row`'s piece `c` (issued for all rows before any decode).
    fn load(&self, s: &mut Simt<'ctx>, row: PointerValue<'ctx>, c: IntValue<'ctx>) -> R<Raw<'ctx>>;
    /// `acc + Σ w·x` over the piece.
    fn dot(
        &self,
        s: &mut Simt<'ctx>,
        raw: &Raw<'ctx>,
        xs: &[FloatValue<'ctx>],
        prep: &[FloatValue<'ctx>],
        acc: FloatValue<'ctx>,
    ) -> R<FloatValue<'ctx>>;
    /// Whether the decoder has the integer path over x quantized to q8 (`dot_q8`): each run of
    /// `x_runs` then lies inside one 32-element group of x.
    fn has_q8(&self) -> bool {
        false
    }
    /// Values computed from quantized x alone (`xq`: the runs' i8 codes, four per word, in
    /// `x_runs` order; `xd`: each run's group scale), shared by every row.
    fn prep_q8(
        &self,
        _s: &Simt<'ctx>,
        _xq: &[IntValue<'ctx>],
        _xd: &[FloatValue<'ctx>],
    ) -> R<Q8Prep<'ctx>> {
        Ok(Q8Prep::default())
    }
    /// `acc + Σ w·x̂` over the piece, `x̂ = xd·xq`, by integer 4-way byte dots.
    fn dot_q8(
        &self,
        s: &mut Simt<'ctx>,
        _raw: &Raw<'ctx>,
        _xq: &[IntValue<'ctx>],
        _xd: &[FloatValue<'ctx>],
        _prep: &Q8Prep<'ctx>,
        _acc: FloatValue<'ctx>,
    ) -> R<FloatValue<'ctx>> {
        Err(s.err("this block type has no q8 path"))
    }
}

/// The decoder for `ty` under the tuning `cfg`. Decoders with tables put them in shared memory
/// here, with a barrier, so this must run where the whole block runs.
pub(crate) fn codec_for<'ctx>(
    s: &mut Simt<'ctx>,
    ty: GgmlType,
    cfg: &MatvecCfg,
) -> R<Box<dyn Codec<'ctx> + 'ctx>> {
    let cvt = cfg.cvt;
    // The IQ3 q8 dots make their sign masks by arithmetic; only the f32 dots read them from a
    // table (the decoders have a q8 path, so `cfg` alone says which dots run).
    let alu_signs = cfg.stage_x && cfg.q8x;
    // The signed table serves only the q8 dots (the f32 dots read offset-binary bytes).
    let signed = alu_signs && cfg.iq3 != Iq3Lookup::Masks;
    let packed = alu_signs && cfg.iq3 == Iq3Lookup::Packed;
    Ok(match ty {
        GgmlType::F32 => Box::new(F32),
        GgmlType::F16 => Box::new(F16),
        GgmlType::Q8_0 => Box::new(Q8(cvt)),
        GgmlType::Q4K => Box::new(Q4K(cvt)),
        GgmlType::Q6K => Box::new(Q6K(cvt)),
        GgmlType::Iq4Xs => {
            let kv: Vec<u32> = KVALUES_IQ4NL
                .iter()
                .map(|&v| (f32::from(v)).to_bits())
                .collect();
            // The q8 dots' 16 levels as bytes of four words, each thread's own copy stored to
            // shared memory and read back after the table's barrier: as values the compilers
            // can neither fold back into constants nor prove the same for every lane, they stay
            // in four ordinary registers. As constants, ptxas keeps them in uniform registers
            // and moves one into an ordinary register before every permute that names it (a
            // permute's first operand cannot be uniform): 60 of the loop's ~570 instructions.
            let copy = if cfg.iq4_wide_sel {
                let buf = s.shared(16 * s.block_dim())?;
                let tid = s.tid()?;
                let at = s.mul(tid, s.i32c(4))?;
                for (k, w) in iq4_level_words().into_iter().enumerate() {
                    let idx = s.add(at, s.i32c(k as i64))?;
                    s.store_i32(buf, idx, s.i32c(i64::from(w as i32)))?;
                }
                Some((buf, at))
            } else {
                None
            };
            let table = s.shared_table_u32("strata_kvalues_iq4nl_f32", &kv)?;
            let levels = match copy {
                Some((buf, at)) => {
                    let mut l = [s.i32c(0); 4];
                    for (k, w) in l.iter_mut().enumerate() {
                        *w = s.load_i32(buf, s.add(at, s.i32c(k as i64))?)?;
                    }
                    Some(l)
                }
                None => None,
            };
            Box::new(Iq4Xs { cvt, table, levels })
        }
        GgmlType::Iq3Xxs if signed => {
            let table = signed_grid(s, "strata_iq3xxs_grid", &IQ3XXS_GRID)?;
            Box::new(Iq3Xxs {
                cvt,
                grid: Grid::Signed { table, packed },
            })
        }
        GgmlType::Iq3Xxs => {
            let grid: Vec<u32> = IQ3XXS_GRID.iter().map(|&g| g | 0x8080_8080).collect();
            let grid = s.shared_table_u32("strata_iq3xxs_grid_ob", &grid)?;
            let masks = if alu_signs {
                None
            } else {
                let m: Vec<u32> = KSIGNS.iter().flat_map(|&b| sign_masks(b)).collect();
                Some(s.shared_table_u32("strata_ksigns_masks", &m)?)
            };
            Box::new(Iq3Xxs {
                cvt,
                grid: Grid::Ob { grid, masks },
            })
        }
        GgmlType::Iq3S if signed => {
            let table = signed_grid(s, "strata_iq3s_grid", &IQ3S_GRID)?;
            Box::new(Iq3S {
                cvt,
                grid: Grid::Signed { table, packed },
            })
        }
        GgmlType::Iq3S => {
            let grid: Vec<u32> = IQ3S_GRID
                .iter()
                .map(|&g| u32::from_le_bytes(g.to_le_bytes().map(|b| 0x80 | (b >> 1))))
                .collect();
            let grid = s.shared_table_u32("strata_iq3s_grid_ob", &grid)?;
            let masks = if alu_signs {
                None
            } else {
                let m: Vec<u32> = (0..=255u8).flat_map(sign_masks).collect();
                Some(s.shared_table_u32("strata_sign_byte_masks", &m)?)
            };
            Box::new(Iq3S {
                cvt,
                grid: Grid::Ob { grid, masks },
            })
        }
        other => Box::new(Generic(other)),
    })
}

/// The sign-mask table the f32 dots need (absent only where the q8 dots run).
fn table<'ctx>(s: &Simt<'ctx>, t: Option<PointerValue<'ctx>>) -> R<PointerValue<'ctx>> {
    t.ok_or_else(|| s.err("the f32 IQ3 dot needs its sign-mask table"))
}

/// The grid of an IQ3 type as the q8 dots read it.
enum Grid<'ctx> {
    /// Offset-binary grid bytes in shared memory, and (f32 dots only) the sign-mask table.
    Ob {
        grid: PointerValue<'ctx>,
        masks: Option<PointerValue<'ctx>>,
    },
    /// The signed table of [`signed_grid`] (`packed`: `Iq3Lookup::Packed`'s IQ3_XXS signs).
    Signed {
        table: PointerValue<'ctx>,
        packed: bool,
    },
}

impl<'ctx> Grid<'ctx> {
    /// The offset-binary grid and the sign-mask table (the f32 dots and the mask q8 dots).
    fn ob(&self, s: &Simt<'ctx>) -> R<(PointerValue<'ctx>, Option<PointerValue<'ctx>>)> {
        match self {
            Grid::Ob { grid, masks } => Ok((*grid, *masks)),
            Grid::Signed { .. } => Err(s.err("the signed IQ3 grid serves only the q8 dots")),
        }
    }
}

/// Every point of `grid` (four non-negative bytes, each ≥ 1) under every pattern of 4 signs, as
/// signed bytes, in shared memory: the word at byte offset `64·i + 4·n` is point `i` with byte
/// `k` negated where bit `k` of `n` is set. Negation is `(g ^ m) + (m & 0x01010101)` with the
/// pattern's byte mask `m`: per byte `(g ^ 0xFF) + 1 = 256 − g`, which never carries into the
/// next byte because `g ≥ 1`. Thread `t` writes the 16 entries of points `t, t + block, …`
/// (one read of the constant table per point, then a constant xor and add per entry), and
/// the block waits at a barrier, so this must run where the whole block runs. 16 KB for
/// IQ3_XXS's 256 points, 32 KB for IQ3_S's 512.
fn signed_grid<'ctx>(s: &mut Simt<'ctx>, name: &str, grid: &[u32]) -> R<PointerValue<'ctx>> {
    let src = s.const_table_u32(name, grid)?;
    let n = grid.len() as u32;
    let dst = s.shared(64 * n)?;
    let tid = s.tid()?;
    let step = s.i32c(i64::from(s.block_dim()));
    s.for_range(tid, s.i32c(i64::from(n)), step, |s, i| {
        let g = s.load_i32(src, i)?;
        let base = s.shl(i, s.i32c(4))?;
        for pat in 0..16u32 {
            let ones = (0..4).fold(0u32, |a, k| a | ((pat >> k) & 1) << (8 * k));
            let v = s.add(
                s.xor(g, s.i32c(i64::from((ones * 0xff) as i32)))?,
                s.i32c(i64::from(ones)),
            )?;
            s.store_i32(dst, s.add(base, s.i32c(i64::from(pat)))?, v)?;
        }
        Ok(())
    })?;
    s.barrier()?;
    Ok(dst)
}

/// The 2-byte-aligned fields of one block, read as u32 words relative to the aligned address
/// below `start`: by one byte permute per word where `perm` ([`load_words_perm`]), else by a
/// funnel shift ([`Simt::load_words_shifted`]).
struct Fields<'ctx> {
    base: PointerValue<'ctx>,
    mis: IntValue<'ctx>,
    /// The permute selector (`perm`) or the shift.
    sel: IntValue<'ctx>,
    perm: bool,
}

impl<'ctx> Fields<'ctx> {
    fn new(s: &Simt<'ctx>, start: PointerValue<'ctx>, perm: bool) -> R<Self> {
        let (base, mis, sh) = s.align_down4(start)?;
        let sel = if perm { perm_sel(s, mis)? } else { sh };
        Ok(Fields {
            base,
            mis,
            sel,
            perm,
        })
    }

    /// `n` words of the field `off` bytes past `start`.
    fn words(&self, s: &Simt<'ctx>, off: IntValue<'ctx>, n: u32) -> R<Vec<IntValue<'ctx>>> {
        if self.perm {
            load_words_perm(s, self.base, (self.mis, self.sel), off, n)
        } else {
            s.load_words_shifted(self.base, self.mis, self.sel, off, n)
        }
    }
}

/// `n` little-endian u32 words of a field that starts `mis` bytes past `base + off` (as
/// [`Simt::load_words_shifted`], the same loads), each word picked from its two aligned
/// neighbours by one byte permute with the selector `sel = 0x3210 + 0x1111·mis`
/// ([`perm_sel`]): one `prmt` on NVIDIA where LLVM expands a funnel shift by a variable
/// amount into four instructions.
fn load_words_perm<'ctx>(
    s: &Simt<'ctx>,
    base: PointerValue<'ctx>,
    (mis, sel): (IntValue<'ctx>, IntValue<'ctx>),
    off: IntValue<'ctx>,
    n: u32,
) -> R<Vec<IntValue<'ctx>>> {
    let w = s.field_words(base, mis, off, n)?;
    (0..n as usize)
        .map(|j| s.perm_dyn(w[j], w[j + 1], sel))
        .collect()
}

/// The byte-permute selector that takes 4 bytes starting `mis` (i64, 0–3) bytes into a pair
/// of words.
fn perm_sel<'ctx>(s: &Simt<'ctx>, mis: IntValue<'ctx>) -> R<IntValue<'ctx>> {
    s.add(s.mul(s.trunc32(mis)?, s.i32c(0x1111))?, s.i32c(0x3210))
}

/// `v >> n` for `n ≥ 0`, `v << −n` otherwise.
fn shift_right<'ctx>(s: &Simt<'ctx>, v: IntValue<'ctx>, n: i64) -> R<IntValue<'ctx>> {
    match n {
        0 => Ok(v),
        n if n > 0 => s.lshr(v, s.i32c(n)),
        n => s.shl(v, s.i32c(-n)),
    }
}

/// The signed table's entry for byte `k` of `word` (a grid index) under the sign nibble
/// already placed at byte offset `nib4` (`4·n`): one shift, one and-or, one load.
fn signed_entry<'ctx>(
    s: &Simt<'ctx>,
    table: PointerValue<'ctx>,
    word: IntValue<'ctx>,
    k: u32,
    nib4: IntValue<'ctx>,
) -> R<IntValue<'ctx>> {
    let gi64 = s.and(shift_right(s, word, i64::from(8 * k) - 6)?, s.i32c(0x3fc0))?;
    s.load_u32(table, s.or(gi64, nib4)?, 4)
}

/// The byte masks of 4 sign bits (bits 0–3 of `bits`, the rest ignored): (0x01 bytes, 0xFF
/// bytes) where the bit is set. The multiply by `0x00204081` moves bit `k` to bit `8k` (the
/// shifted copies of the nibble do not overlap, so nothing carries).
fn spread_signs<'ctx>(s: &Simt<'ctx>, bits: IntValue<'ctx>) -> R<(IntValue<'ctx>, IntValue<'ctx>)> {
    let n = s.and(bits, s.i32c(15))?;
    let ones = s.and(s.mul(n, s.i32c(0x0020_4081))?, s.i32c(0x0101_0101))?;
    Ok((ones, s.mul(ones, s.i32c(0xff))?))
}

/// Byte masks of the 8 sign bits of `b`: 0xFF where the bit is set (low word bits 0–3).
fn sign_masks(b: u8) -> [u32; 2] {
    let m = |lo: u32| {
        (0..4).fold(0u32, |acc, k| {
            acc | if b & (1 << (lo + k)) != 0 {
                0xFF << (8 * k)
            } else {
                0
            }
        })
    };
    [m(0), m(4)]
}

fn bf<'ctx>(
    s: &Simt<'ctx>,
    cvt: ByteCvt,
    w: IntValue<'ctx>,
    k: u32,
    bias: f64,
) -> R<FloatValue<'ctx>> {
    match cvt {
        ByteCvt::Fast => s.byte_f32(w, k, bias),
        ByteCvt::Convert => s.byte_f32_cvt(w, k, bias),
    }
}

/// Pairwise sum (a short dependency chain).
fn tree_sum<'ctx>(s: &Simt<'ctx>, v: &[FloatValue<'ctx>]) -> R<FloatValue<'ctx>> {
    match v.len() {
        0 => Ok(s.f32c(0.0)),
        1 => Ok(v[0]),
        n => {
            let (a, b) = v.split_at(n / 2);
            s.fadd(tree_sum(s, a)?, tree_sum(s, b)?)
        }
    }
}

/// Σ of the signed byte codes in `xq` (four per word).
fn code_sum<'ctx>(s: &Simt<'ctx>, xq: &[IntValue<'ctx>]) -> R<IntValue<'ctx>> {
    let ones = s.i32c(0x0101_0101);
    xq.iter()
        .try_fold(s.i32c(0), |acc, q| s.dot4(ones, false, *q, true, acc))
}

fn c64<'ctx>(s: &Simt<'ctx>, c: IntValue<'ctx>) -> R<IntValue<'ctx>> {
    s.sext64(c)
}

/// `ptr + c·mul + add` bytes.
fn at<'ctx>(
    s: &Simt<'ctx>,
    ptr: PointerValue<'ctx>,
    c: IntValue<'ctx>,
    mul: i64,
    add: i64,
) -> R<PointerValue<'ctx>> {
    s.gep(ptr, s.add(s.mul(c64(s, c)?, s.i64c(mul))?, s.i64c(add))?)
}

/// Super-block index and position inside it of a 32-element piece of a 256-element type.
fn split8<'ctx>(s: &mut Simt<'ctx>, c: IntValue<'ctx>) -> R<(IntValue<'ctx>, IntValue<'ctx>)> {
    Ok((s.lshr(c, s.i32c(3))?, s.and(c, s.i32c(7))?))
}

fn f16_lo<'ctx>(s: &Simt<'ctx>, w: IntValue<'ctx>) -> R<FloatValue<'ctx>> {
    s.f16_bits_to_f32(s.and(w, s.i32c(0xffff))?)
}

fn f16_hi<'ctx>(s: &Simt<'ctx>, w: IntValue<'ctx>) -> R<FloatValue<'ctx>> {
    s.f16_bits_to_f32(s.lshr(w, s.i32c(16))?)
}

struct F32;

impl<'ctx> Codec<'ctx> for F32 {
    fn elems(&self) -> u32 {
        4
    }
    fn x_runs(&self, s: &mut Simt<'ctx>, c: IntValue<'ctx>) -> R<Vec<(IntValue<'ctx>, u32)>> {
        Ok(vec![(s.mul(c64(s, c)?, s.i64c(4))?, 4)])
    }
    fn load(&self, s: &mut Simt<'ctx>, row: PointerValue<'ctx>, c: IntValue<'ctx>) -> R<Raw<'ctx>> {
        let off = s.mul(c64(s, c)?, s.i64c(16))?;
        let words = s.load_words(row, off, 4, 16)?;
        Ok(Raw {
            words,
            row,
            piece: c,
        })
    }
    fn dot(
        &self,
        s: &mut Simt<'ctx>,
        raw: &Raw<'ctx>,
        xs: &[FloatValue<'ctx>],
        _prep: &[FloatValue<'ctx>],
        mut acc: FloatValue<'ctx>,
    ) -> R<FloatValue<'ctx>> {
        for (w, x) in raw.words.iter().zip(xs) {
            acc = s.fma(s.bits_f(*w)?, *x, acc)?;
        }
        Ok(acc)
    }
}

struct F16;

impl<'ctx> Codec<'ctx> for F16 {
    fn elems(&self) -> u32 {
        8
    }
    fn x_runs(&self, s: &mut Simt<'ctx>, c: IntValue<'ctx>) -> R<Vec<(IntValue<'ctx>, u32)>> {
        Ok(vec![(s.mul(c64(s, c)?, s.i64c(8))?, 8)])
    }
    fn load(&self, s: &mut Simt<'ctx>, row: PointerValue<'ctx>, c: IntValue<'ctx>) -> R<Raw<'ctx>> {
        let off = s.mul(c64(s, c)?, s.i64c(16))?;
        let words = s.load_words(row, off, 4, 16)?;
        Ok(Raw {
            words,
            row,
            piece: c,
        })
    }
    fn dot(
        &self,
        s: &mut Simt<'ctx>,
        raw: &Raw<'ctx>,
        xs: &[FloatValue<'ctx>],
        _prep: &[FloatValue<'ctx>],
        mut acc: FloatValue<'ctx>,
    ) -> R<FloatValue<'ctx>> {
        for (i, w) in raw.words.iter().enumerate() {
            acc = s.fma(f16_lo(s, *w)?, xs[2 * i], acc)?;
            acc = s.fma(f16_hi(s, *w)?, xs[2 * i + 1], acc)?;
        }
        Ok(acc)
    }
}

/// Q8_0: a piece is one 34-byte block (2-byte aligned): `d` and eight funnel-shifted words.
struct Q8(ByteCvt);

impl<'ctx> Codec<'ctx> for Q8 {
    fn elems(&self) -> u32 {
        32
    }
    fn x_runs(&self, s: &mut Simt<'ctx>, c: IntValue<'ctx>) -> R<Vec<(IntValue<'ctx>, u32)>> {
        Ok(vec![(s.mul(c64(s, c)?, s.i64c(32))?, 32)])
    }
    fn load(&self, s: &mut Simt<'ctx>, row: PointerValue<'ctx>, c: IntValue<'ctx>) -> R<Raw<'ctx>> {
        let blk = at(s, row, c, q8_0::SIZE as i64, 0)?;
        let mut words = vec![s.load_u16(blk, s.i64c(q8_0::D as i64), 2)?];
        words.extend(s.load_words_unaligned(s.gep(blk, s.i64c(q8_0::QS as i64))?, 8)?);
        Ok(Raw {
            words,
            row,
            piece: c,
        })
    }
    fn dot(
        &self,
        s: &mut Simt<'ctx>,
        raw: &Raw<'ctx>,
        xs: &[FloatValue<'ctx>],
        _prep: &[FloatValue<'ctx>],
        acc: FloatValue<'ctx>,
    ) -> R<FloatValue<'ctx>> {
        let mut sums = [s.f32c(0.0); 2];
        for (i, w) in raw.words[1..].iter().enumerate() {
            // Offset binary: q + 128 as an unsigned byte.
            let u = s.xor(*w, s.i32c(0x8080_8080u32 as i32 as i64))?;
            for k in 0..4 {
                let q = bf(s, self.0, u, k, -128.0)?;
                sums[i / 4] = s.fma(q, xs[4 * i + k as usize], sums[i / 4])?;
            }
        }
        let d = s.f16_bits_to_f32(raw.words[0])?;
        s.fma(d, s.fadd(sums[0], sums[1])?, acc)
    }
    fn has_q8(&self) -> bool {
        true
    }
    fn dot_q8(
        &self,
        s: &mut Simt<'ctx>,
        raw: &Raw<'ctx>,
        xq: &[IntValue<'ctx>],
        xd: &[FloatValue<'ctx>],
        _prep: &Q8Prep<'ctx>,
        acc: FloatValue<'ctx>,
    ) -> R<FloatValue<'ctx>> {
        // One block, one group of x: eight signed byte dots, one scale product.
        let mut sumi = s.i32c(0);
        for (w, q) in raw.words[1..].iter().zip(xq) {
            sumi = s.dot4(*w, true, *q, true, sumi)?;
        }
        let d = s.f16_bits_to_f32(raw.words[0])?;
        s.fma(s.fmul(d, xd[0])?, s.sitofp(sumi)?, acc)
    }
}

/// Q4_K: a piece is 16 bytes of nibbles (16 elements of sub-block 2p from the low nibbles,
/// 16 of sub-block 2p + 1 from the high ones) plus the super-block's 16-byte header.
struct Q4K(ByteCvt);

impl<'ctx> Codec<'ctx> for Q4K {
    fn elems(&self) -> u32 {
        32
    }
    fn x_runs(&self, s: &mut Simt<'ctx>, c: IntValue<'ctx>) -> R<Vec<(IntValue<'ctx>, u32)>> {
        let (sb, c8) = split8(s, c)?;
        // Element 64p + 16h of the super-block, p = c8 / 2, h = c8 % 2.
        let p = s.lshr(c8, s.i32c(1))?;
        let h = s.and(c8, s.i32c(1))?;
        let e = s.add(
            s.mul(sb, s.i32c(256))?,
            s.add(s.mul(p, s.i32c(64))?, s.mul(h, s.i32c(16))?)?,
        )?;
        let e = c64(s, e)?;
        Ok(vec![(e, 16), (s.add(e, s.i64c(32))?, 16)])
    }
    fn prep(&self, s: &Simt<'ctx>, xs: &[FloatValue<'ctx>]) -> R<Vec<FloatValue<'ctx>>> {
        Ok(vec![tree_sum(s, &xs[..16])?, tree_sum(s, &xs[16..])?])
    }
    fn load(&self, s: &mut Simt<'ctx>, row: PointerValue<'ctx>, c: IntValue<'ctx>) -> R<Raw<'ctx>> {
        let (sb, c8) = split8(s, c)?;
        let blk = at(s, row, sb, q4_k::SIZE as i64, 0)?;
        let mut words = s.load_words(blk, s.i64c(0), 4, 16)?;
        let qoff = s.add(s.mul(c64(s, c8)?, s.i64c(16))?, s.i64c(q4_k::QS as i64))?;
        words.extend(s.load_words(blk, qoff, 4, 16)?);
        Ok(Raw {
            words,
            row,
            piece: c,
        })
    }
    fn dot(
        &self,
        s: &mut Simt<'ctx>,
        raw: &Raw<'ctx>,
        xs: &[FloatValue<'ctx>],
        prep: &[FloatValue<'ctx>],
        acc: FloatValue<'ctx>,
    ) -> R<FloatValue<'ctx>> {
        let w = &raw.words;
        let (d, dmin, scw, mw) = q4k_header(s, raw)?;
        let m0f = s.i32c(0x0f0f_0f0f);
        let mut out = acc;
        for half in 0..2u32 {
            let sc = bf(s, self.0, scw, half, 0.0)?;
            let m = bf(s, self.0, mw, half, 0.0)?;
            let mut sum = s.f32c(0.0);
            for i in 0..4usize {
                let q = w[4 + i];
                let nib = if half == 0 {
                    s.and(q, m0f)?
                } else {
                    s.and(s.lshr(q, s.i32c(4))?, m0f)?
                };
                for k in 0..4u32 {
                    let v = bf(s, self.0, nib, k, 0.0)?;
                    sum = s.fma(v, xs[16 * half as usize + 4 * i + k as usize], sum)?;
                }
            }
            out = s.fma(s.fmul(d, sc)?, sum, out)?;
            out = s.fma(s.fneg(s.fmul(dmin, m)?)?, prep[half as usize], out)?;
        }
        Ok(out)
    }
    fn has_q8(&self) -> bool {
        true
    }
    fn prep_q8(
        &self,
        s: &Simt<'ctx>,
        xq: &[IntValue<'ctx>],
        xd: &[FloatValue<'ctx>],
    ) -> R<Q8Prep<'ctx>> {
        // Σx̂ of each 16-element run (for the minimum): xd · Σ codes.
        let ones = s.i32c(0x0101_0101);
        let floats = (0..2)
            .map(|h| {
                let mut sq = s.i32c(0);
                for q in &xq[4 * h..4 * h + 4] {
                    sq = s.dot4(ones, false, *q, true, sq)?;
                }
                s.fmul(xd[h], s.sitofp(sq)?)
            })
            .collect::<R<_>>()?;
        Ok(Q8Prep {
            ints: Vec::new(),
            floats,
        })
    }
    fn dot_q8(
        &self,
        s: &mut Simt<'ctx>,
        raw: &Raw<'ctx>,
        xq: &[IntValue<'ctx>],
        xd: &[FloatValue<'ctx>],
        prep: &Q8Prep<'ctx>,
        acc: FloatValue<'ctx>,
    ) -> R<FloatValue<'ctx>> {
        let prep = &prep.floats;
        // Per run h: d·sc_h·xd_h·Σ q·code − dmin·m_h·Σx̂_h; the nibble·code sums are exact
        // integers (|Σ| ≤ 16·15·127), and sc_h·Σ < 2^24 converts exactly.
        let w = &raw.words;
        let (d, dmin, scw, mw) = q4k_header(s, raw)?;
        let m0f = s.i32c(0x0f0f_0f0f);
        let mut scaled = Vec::with_capacity(2);
        let mut mins = Vec::with_capacity(2);
        for half in 0..2usize {
            let mut sumi = s.i32c(0);
            for i in 0..4usize {
                let q = w[4 + i];
                let nib = if half == 0 {
                    s.and(q, m0f)?
                } else {
                    s.and(s.lshr(q, s.i32c(4))?, m0f)?
                };
                sumi = s.dot4(nib, false, xq[4 * half + i], true, sumi)?;
            }
            let sc = s.bits(scw, 8 * half as i64, 255)?;
            scaled.push(s.sitofp(s.mul(sc, sumi)?)?);
            mins.push(bf(s, self.0, mw, half as u32, 0.0)?);
        }
        let a = s.fma(scaled[0], xd[0], s.fmul(scaled[1], xd[1])?)?;
        let b = s.fma(mins[0], prep[0], s.fmul(mins[1], prep[1])?)?;
        let out = s.fma(d, a, acc)?;
        s.fma(s.fneg(dmin)?, b, out)
    }
}

/// A Q4_K piece's header: `d`, `dmin`, and the words whose bytes 0 and 1 are the 6-bit scales
/// and minimums of the piece's two sub-blocks.
fn q4k_header<'ctx>(
    s: &Simt<'ctx>,
    raw: &Raw<'ctx>,
) -> R<(
    FloatValue<'ctx>,
    FloatValue<'ctx>,
    IntValue<'ctx>,
    IntValue<'ctx>,
)> {
    let w = &raw.words;
    let c8 = s.and(raw.piece, s.i32c(7))?;
    let p = s.lshr(c8, s.i32c(1))?;
    // Header: d, dmin, then scales[0..12] in words 1..4 (A, B, C).
    let d = f16_lo(s, w[0])?;
    let dmin = f16_hi(s, w[0])?;
    let (a, b, cw) = (w[1], w[2], w[3]);
    let m3f = s.i32c(0x3f3f_3f3f);
    let m0f = s.i32c(0x0f0f_0f0f);
    let m30 = s.i32c(0x3030_3030);
    let lo_sc = s.and(a, m3f)?;
    let lo_m = s.and(b, m3f)?;
    let hi_sc = s.or(s.and(cw, m0f)?, s.and(s.lshr(a, s.i32c(2))?, m30)?)?;
    let hi_m = s.or(
        s.and(s.lshr(cw, s.i32c(4))?, m0f)?,
        s.and(s.lshr(b, s.i32c(2))?, m30)?,
    )?;
    let low = s.icmp(IntPredicate::ULT, p, s.i32c(2))?;
    let sh = s.mul(s.and(p, s.i32c(1))?, s.i32c(16))?;
    let scw = s.lshr(s.select_i(low, lo_sc, hi_sc)?, sh)?;
    let mw = s.lshr(s.select_i(low, lo_m, hi_m)?, sh)?;
    Ok((d, dmin, scw, mw))
}

/// Q6_K (210-byte blocks, 2-byte aligned): a piece is 8 consecutive `l` of one 128-element
/// half in all four 32-element parts: 8 + 8 bytes of low nibbles, 8 bytes of high bits, four
/// signed scales.
struct Q6K(ByteCvt);

impl<'ctx> Q6K {
    fn place(
        s: &mut Simt<'ctx>,
        c: IntValue<'ctx>,
    ) -> R<(IntValue<'ctx>, IntValue<'ctx>, IntValue<'ctx>)> {
        let (sb, c8) = split8(s, c)?;
        Ok((sb, s.lshr(c8, s.i32c(2))?, s.and(c8, s.i32c(3))?))
    }
}

impl<'ctx> Codec<'ctx> for Q6K {
    fn elems(&self) -> u32 {
        32
    }
    fn x_runs(&self, s: &mut Simt<'ctx>, c: IntValue<'ctx>) -> R<Vec<(IntValue<'ctx>, u32)>> {
        let (sb, n, t) = Q6K::place(s, c)?;
        let e = s.add(
            s.mul(sb, s.i32c(256))?,
            s.add(s.mul(n, s.i32c(128))?, s.mul(t, s.i32c(8))?)?,
        )?;
        let e = c64(s, e)?;
        (0..4).map(|k| Ok((s.add(e, s.i64c(32 * k))?, 8))).collect()
    }
    fn load(&self, s: &mut Simt<'ctx>, row: PointerValue<'ctx>, c: IntValue<'ctx>) -> R<Raw<'ctx>> {
        let (sb, n, t) = Q6K::place(s, c)?;
        let blk = at(s, row, sb, q6_k::SIZE as i64, 0)?;
        let n64 = c64(s, n)?;
        let t8 = s.mul(c64(s, t)?, s.i64c(8))?;
        // Every field starts 4-aligned relative to the block, so one split serves all.
        let (base, mis, sh) = s.align_down4(blk)?;
        let field =
            |s: &Simt<'ctx>, at: usize, nmul: i64, with_t: bool| -> R<Vec<IntValue<'ctx>>> {
                let mut off = s.add(s.i64c(at as i64), s.mul(n64, s.i64c(nmul))?)?;
                if with_t {
                    off = s.add(off, t8)?;
                }
                s.load_words_shifted(base, mis, sh, off, 2)
            };
        let mut words = field(s, q6_k::QL, 64, true)?;
        words.extend(field(s, q6_k::QL + 32, 64, true)?);
        words.extend(field(s, q6_k::QH, 32, true)?);
        words.extend(field(s, q6_k::SCALES, 8, false)?);
        words.push(s.load_u16(blk, s.i64c(q6_k::D as i64), 2)?);
        Ok(Raw {
            words,
            row,
            piece: c,
        })
    }
    fn dot(
        &self,
        s: &mut Simt<'ctx>,
        raw: &Raw<'ctx>,
        xs: &[FloatValue<'ctx>],
        _prep: &[FloatValue<'ctx>],
        acc: FloatValue<'ctx>,
    ) -> R<FloatValue<'ctx>> {
        let w = &raw.words;
        let (ql_a, ql_b, qh, sc) = (&w[0..2], &w[2..4], &w[4..6], &w[6..8]);
        let d = s.f16_bits_to_f32(w[8])?;
        let t = s.and(raw.piece, s.i32c(3))?;
        // Scales of parts 0..3: bytes t/2, t/2 + 2 of the first scale word, then of the second.
        let ssh = s.mul(s.lshr(t, s.i32c(1))?, s.i32c(8))?;
        let flip = s.i32c(0x8080_8080u32 as i32 as i64);
        let s0 = s.xor(s.lshr(sc[0], ssh)?, flip)?;
        let s1 = s.xor(s.lshr(sc[1], ssh)?, flip)?;
        let scales = [(s0, 0), (s0, 2), (s1, 0), (s1, 2)];
        let m0f = s.i32c(0x0f0f_0f0f);
        let m30 = s.i32c(0x3030_3030);
        let mut out = acc;
        for (k, &(sw, sb)) in scales.iter().enumerate() {
            let src = if k % 2 == 0 { ql_a } else { ql_b };
            let mut sum = s.f32c(0.0);
            for i in 0..2 {
                let lo = if k < 2 {
                    s.and(src[i], m0f)?
                } else {
                    s.and(s.lshr(src[i], s.i32c(4))?, m0f)?
                };
                // Bits 2k, 2k + 1 of each qh byte to bits 4, 5.
                let hb = match k {
                    0 => s.shl(qh[i], s.i32c(4))?,
                    1 => s.shl(qh[i], s.i32c(2))?,
                    2 => qh[i],
                    _ => s.lshr(qh[i], s.i32c(2))?,
                };
                let q = s.or(lo, s.and(hb, m30)?)?;
                for b in 0..4u32 {
                    let v = bf(s, self.0, q, b, -32.0)?;
                    sum = s.fma(v, xs[8 * k + 4 * i + b as usize], sum)?;
                }
            }
            let scale = bf(s, self.0, sw, sb, -128.0)?;
            out = s.fma(s.fmul(d, scale)?, sum, out)?;
        }
        Ok(out)
    }
    fn has_q8(&self) -> bool {
        true
    }
    fn prep_q8(
        &self,
        s: &Simt<'ctx>,
        xq: &[IntValue<'ctx>],
        _xd: &[FloatValue<'ctx>],
    ) -> R<Q8Prep<'ctx>> {
        // 32 · Σ codes of each 8-element run (the −32 of the weights).
        let ones = s.i32c(0x0101_0101);
        let ints = (0..4)
            .map(|k| {
                let mut sq = s.i32c(0);
                for q in &xq[2 * k..2 * k + 2] {
                    sq = s.dot4(ones, false, *q, true, sq)?;
                }
                s.shl(sq, s.i32c(5))
            })
            .collect::<R<_>>()?;
        Ok(Q8Prep {
            ints,
            floats: Vec::new(),
        })
    }
    fn dot_q8(
        &self,
        s: &mut Simt<'ctx>,
        raw: &Raw<'ctx>,
        xq: &[IntValue<'ctx>],
        xd: &[FloatValue<'ctx>],
        prep: &Q8Prep<'ctx>,
        acc: FloatValue<'ctx>,
    ) -> R<FloatValue<'ctx>> {
        let prep = &prep.ints;
        // Per part k: sc_k · (Σ q·code − 32·Σ code), exact in i32 (|·| ≤ 128·8·63·127 < 2^24),
        // then d · Σ_k xd_k · that.
        let w = &raw.words;
        let (ql_a, ql_b, qh, sc) = (&w[0..2], &w[2..4], &w[4..6], &w[6..8]);
        let d = s.f16_bits_to_f32(w[8])?;
        let t = s.and(raw.piece, s.i32c(3))?;
        let ssh = s.mul(s.lshr(t, s.i32c(1))?, s.i32c(8))?;
        let s0 = s.lshr(sc[0], ssh)?;
        let s1 = s.lshr(sc[1], ssh)?;
        let scales = [(s0, 0), (s0, 2), (s1, 0), (s1, 2)];
        let m0f = s.i32c(0x0f0f_0f0f);
        let m30 = s.i32c(0x3030_3030);
        let mut parts = Vec::with_capacity(4);
        for (k, &(sw, sb)) in scales.iter().enumerate() {
            let src = if k % 2 == 0 { ql_a } else { ql_b };
            let mut sumi = s.sub(s.i32c(0), prep[k])?;
            for i in 0..2 {
                let lo = if k < 2 {
                    s.and(src[i], m0f)?
                } else {
                    s.and(s.lshr(src[i], s.i32c(4))?, m0f)?
                };
                let hb = match k {
                    0 => s.shl(qh[i], s.i32c(4))?,
                    1 => s.shl(qh[i], s.i32c(2))?,
                    2 => qh[i],
                    _ => s.lshr(qh[i], s.i32c(2))?,
                };
                let q = s.or(lo, s.and(hb, m30)?)?;
                sumi = s.dot4(q, false, xq[2 * k + i], true, sumi)?;
            }
            // The signed scale byte.
            let scv = s.ashr(s.shl(sw, s.i32c(24 - 8 * sb))?, s.i32c(24))?;
            parts.push(s.sitofp(s.mul(scv, sumi)?)?);
        }
        let mut a = s.fmul(parts[0], xd[0])?;
        for k in 1..4 {
            a = s.fma(parts[k], xd[k], a)?;
        }
        s.fma(d, a, acc)
    }
}

/// IQ4_XS (136-byte blocks, 8-byte aligned): a piece is one 32-element sub-block, 16 bytes of
/// nibbles (low nibble of byte i is element i, high nibble element 16 + i) and the 8-byte
/// header; the 16 levels are an f32 table in shared memory.
struct Iq4Xs<'ctx> {
    cvt: ByteCvt,
    table: PointerValue<'ctx>,
    /// The q8 dots' levels loaded once (`MatvecCfg::iq4_wide_sel`); then a nibble word's two
    /// halves also share one mask for their selectors (see `dot_q8`).
    levels: Option<[IntValue<'ctx>; 4]>,
}

/// IQ4_XS's 16 levels as signed bytes of four little-endian words.
fn iq4_level_words() -> Vec<u32> {
    KVALUES_IQ4NL
        .chunks(4)
        .map(|c| u32::from_le_bytes([c[0] as u8, c[1] as u8, c[2] as u8, c[3] as u8]))
        .collect()
}

impl<'ctx> Codec<'ctx> for Iq4Xs<'ctx> {
    fn elems(&self) -> u32 {
        32
    }
    fn x_runs(&self, s: &mut Simt<'ctx>, c: IntValue<'ctx>) -> R<Vec<(IntValue<'ctx>, u32)>> {
        Ok(vec![(s.mul(c64(s, c)?, s.i64c(32))?, 32)])
    }
    fn load(&self, s: &mut Simt<'ctx>, row: PointerValue<'ctx>, c: IntValue<'ctx>) -> R<Raw<'ctx>> {
        let (sb, j) = split8(s, c)?;
        let blk = at(s, row, sb, iq4_xs::SIZE as i64, 0)?;
        let mut words = s.load_words(blk, s.i64c(0), 2, 8)?;
        let qoff = s.add(s.mul(c64(s, j)?, s.i64c(16))?, s.i64c(iq4_xs::QS as i64))?;
        words.extend(s.load_words(blk, qoff, 4, 8)?);
        Ok(Raw {
            words,
            row,
            piece: c,
        })
    }
    fn dot(
        &self,
        s: &mut Simt<'ctx>,
        raw: &Raw<'ctx>,
        xs: &[FloatValue<'ctx>],
        _prep: &[FloatValue<'ctx>],
        acc: FloatValue<'ctx>,
    ) -> R<FloatValue<'ctx>> {
        let w = &raw.words;
        let j = s.and(raw.piece, s.i32c(7))?;
        let d = f16_lo(s, w[0])?;
        let sh = s.lshr(w[0], s.i32c(16))?;
        // 6-bit scale: nibble j of scales_l (bit 4j of word 1), two bits 2j of scales_h.
        let lo = s.and(s.lshr(w[1], s.mul(j, s.i32c(4))?)?, s.i32c(15))?;
        let hi = s.and(s.lshr(sh, s.mul(j, s.i32c(2))?)?, s.i32c(3))?;
        let ls = s.or(lo, s.shl(hi, s.i32c(4))?)?;
        let dl = s.fmul(d, bf(s, self.cvt, ls, 0, -32.0)?)?;
        let m = s.i32c(0x3c3c_3c3c);
        let zero = s.i32c(0);
        let mut sums = [s.f32c(0.0); 2];
        for i in 0..4usize {
            let q = w[2 + i];
            // Nibble · 4: byte offsets into the table.
            let offs = [
                s.and(s.shl(q, s.i32c(2))?, m)?,
                s.and(s.lshr(q, s.i32c(2))?, m)?,
            ];
            for (h, o) in offs.iter().enumerate() {
                for k in 0..4u32 {
                    let off = s.perm(*o, zero, [k, 4, 4, 4])?;
                    let p = s.gep(self.table, s.zext64(off)?)?;
                    let v = s.load_f32(p, s.i64c(0))?;
                    sums[h] = s.fma(v, xs[16 * h + 4 * i + k as usize], sums[h])?;
                }
            }
        }
        s.fma(dl, s.fadd(sums[0], sums[1])?, acc)
    }
    fn has_q8(&self) -> bool {
        true
    }
    fn prep_q8(
        &self,
        s: &Simt<'ctx>,
        xq: &[IntValue<'ctx>],
        _xd: &[FloatValue<'ctx>],
    ) -> R<Q8Prep<'ctx>> {
        // Codes in the order a nibble word's low 16 bits name them: element 4i, 16 + 4i,
        // 4i + 1, 17 + 4i (then the same for the high 16 bits).
        let mut ints = Vec::with_capacity(8);
        for i in 0..4 {
            ints.push(s.perm(xq[i], xq[4 + i], [0, 4, 1, 5])?);
            ints.push(s.perm(xq[i], xq[4 + i], [2, 6, 3, 7])?);
        }
        Ok(Q8Prep {
            ints,
            floats: Vec::new(),
        })
    }
    fn dot_q8(
        &self,
        s: &mut Simt<'ctx>,
        raw: &Raw<'ctx>,
        _xq: &[IntValue<'ctx>],
        xd: &[FloatValue<'ctx>],
        prep: &Q8Prep<'ctx>,
        acc: FloatValue<'ctx>,
    ) -> R<FloatValue<'ctx>> {
        // The 16 levels are bytes of four constant words; a nibble picks its level with byte
        // permutes (entries 0–7 and 8–15, then bit 3 chooses), and the levels meet the codes
        // in signed byte dots. |Σ| ≤ 32·127·127 and (ls − 32)·Σ < 2^24: exact.
        let w = &raw.words;
        let j = s.and(raw.piece, s.i32c(7))?;
        let d = f16_lo(s, w[0])?;
        let sh = s.lshr(w[0], s.i32c(16))?;
        let lo = s.and(s.lshr(w[1], s.mul(j, s.i32c(4))?)?, s.i32c(15))?;
        let hi = s.and(s.lshr(sh, s.mul(j, s.i32c(2))?)?, s.i32c(3))?;
        let ls = s.sub(s.or(lo, s.shl(hi, s.i32c(4))?)?, s.i32c(32))?;
        let t: Vec<IntValue<'ctx>> = match self.levels {
            Some(l) => l.to_vec(),
            None => iq4_level_words()
                .into_iter()
                .map(|w| s.i32c(i64::from(w as i32)))
                .collect(),
        };
        let m7 = s.i32c(0x7777);
        let base = s.i32c(0x3210);
        let m4 = s.i32c(0x4444);
        let mut sumi = s.i32c(0);
        for i in 0..4usize {
            let q = w[2 + i];
            if self.levels.is_some() {
                // The selectors of both halves from one mask each (a permute reads only the
                // low 16 bits of its selector): 3 instructions per 8 nibbles fewer.
                let sel = s.and(q, s.i32c(0x7777_7777))?;
                let pick = s.or(
                    s.and(s.lshr(q, s.i32c(1))?, s.i32c(0x4444_4444))?,
                    s.i32c(0x3210_3210),
                )?;
                for h in 0..2usize {
                    let (sel, pick) = if h == 0 {
                        (sel, pick)
                    } else {
                        (s.lshr(sel, s.i32c(16))?, s.lshr(pick, s.i32c(16))?)
                    };
                    let low = s.perm_dyn(t[0], t[1], sel)?;
                    let high = s.perm_dyn(t[2], t[3], sel)?;
                    let v = s.perm_dyn(low, high, pick)?;
                    sumi = s.dot4(v, true, prep.ints[2 * i + h], true, sumi)?;
                }
                continue;
            }
            for (h, nib) in [q, s.lshr(q, s.i32c(16))?].into_iter().enumerate() {
                let sel = s.and(nib, m7)?;
                let low = s.perm_dyn(t[0], t[1], sel)?;
                let high = s.perm_dyn(t[2], t[3], sel)?;
                let pick = s.or(base, s.and(s.lshr(nib, s.i32c(1))?, m4)?)?;
                let v = s.perm_dyn(low, high, pick)?;
                sumi = s.dot4(v, true, prep.ints[2 * i + h], true, sumi)?;
            }
        }
        let f = s.sitofp(s.mul(ls, sumi)?)?;
        s.fma(s.fmul(d, xd[0])?, f, acc)
    }
}

/// IQ3_XXS (98-byte blocks, 2-byte aligned): a piece is one sub-block: 8 grid-index bytes and
/// the u32 of sign indices and scale.
struct Iq3Xxs<'ctx> {
    cvt: ByteCvt,
    /// `Grid::Ob`: grid points with every byte `0x80 | g` (offset binary of +g), and per 7-bit
    /// sign index the byte masks of its 8 signs (two words) for the f32 dots (`None` where the
    /// q8 dots run: they make the masks by arithmetic). `Grid::Signed`: the signed table.
    grid: Grid<'ctx>,
}

impl<'ctx> Codec<'ctx> for Iq3Xxs<'ctx> {
    fn elems(&self) -> u32 {
        32
    }
    fn x_runs(&self, s: &mut Simt<'ctx>, c: IntValue<'ctx>) -> R<Vec<(IntValue<'ctx>, u32)>> {
        Ok(vec![(s.mul(c64(s, c)?, s.i64c(32))?, 32)])
    }
    fn load(&self, s: &mut Simt<'ctx>, row: PointerValue<'ctx>, c: IntValue<'ctx>) -> R<Raw<'ctx>> {
        let (sb, j) = split8(s, c)?;
        let blk = at(s, row, sb, iq3_xxs::SIZE as i64, 0)?;
        let j64 = c64(s, j)?;
        let mut words = vec![s.load_u16(blk, s.i64c(iq3_xxs::D as i64), 2)?];
        // qs and the sign/scale words are 4-aligned relative to each other.
        let f = Fields::new(
            s,
            s.gep(blk, s.i64c(iq3_xxs::QS as i64))?,
            matches!(self.grid, Grid::Signed { .. }),
        )?;
        let qs = s.mul(j64, s.i64c(8))?;
        words.extend(f.words(s, qs, 2)?);
        let aux = s.add(
            s.mul(j64, s.i64c(4))?,
            s.i64c((iq3_xxs::SCALES_AND_SIGNS - iq3_xxs::QS) as i64),
        )?;
        words.extend(f.words(s, aux, 1)?);
        Ok(Raw {
            words,
            row,
            piece: c,
        })
    }
    fn dot(
        &self,
        s: &mut Simt<'ctx>,
        raw: &Raw<'ctx>,
        xs: &[FloatValue<'ctx>],
        _prep: &[FloatValue<'ctx>],
        acc: FloatValue<'ctx>,
    ) -> R<FloatValue<'ctx>> {
        let (grid, masks) = self.grid.ob(s)?;
        let w = &raw.words;
        let (qs, aux) = (&w[1..3], w[3]);
        let d = s.f16_bits_to_f32(w[0])?;
        let sc = s.fadd(
            bf(s, self.cvt, s.lshr(aux, s.i32c(28))?, 0, 0.0)?,
            s.f32c(0.5),
        )?;
        let db = s.fmul(s.fmul(d, sc)?, s.f32c(0.5))?;
        let ones = s.i32c(0x0101_0101);
        let zero = s.i32c(0);
        let mut sums = [s.f32c(0.0); 2];
        for l in 0..4u32 {
            // Sign index l (7 bits at 7l) · 8: the byte offset of its two mask words.
            let sidx = s.and(s.lshr(aux, s.i32c(i64::from(7 * l)))?, s.i32c(127))?;
            let moff = s.zext64(s.shl(sidx, s.i32c(3))?)?;
            let masks = s.load_words(table(s, masks)?, moff, 2, 8)?;
            for h in 0..2u32 {
                let byte = 2 * l + h;
                let gi = s.perm(qs[(byte / 4) as usize], zero, [byte % 4, 4, 4, 4])?;
                let g = s.load_i32(grid, gi)?;
                let m = masks[h as usize];
                // 128 + g, or 128 - g = ((128 + g) ^ 0xff) + 1 where the mask is set.
                let u = s.add(s.xor(g, m)?, s.and(m, ones)?)?;
                for k in 0..4u32 {
                    let v = bf(s, self.cvt, u, k, -128.0)?;
                    let e = (8 * l + 4 * h + k) as usize;
                    sums[h as usize] = s.fma(v, xs[e], sums[h as usize])?;
                }
            }
        }
        s.fma(db, s.fadd(sums[0], sums[1])?, acc)
    }
    fn has_q8(&self) -> bool {
        true
    }
    fn prep_q8(
        &self,
        s: &Simt<'ctx>,
        xq: &[IntValue<'ctx>],
        _xd: &[FloatValue<'ctx>],
    ) -> R<Q8Prep<'ctx>> {
        // 128 · Σ codes: the offset of the grid's offset-binary bytes (the signed table has
        // none).
        if let Grid::Signed { .. } = self.grid {
            return Ok(Q8Prep::default());
        }
        Ok(Q8Prep {
            ints: vec![s.shl(code_sum(s, xq)?, s.i32c(7))?],
            floats: Vec::new(),
        })
    }
    fn dot_q8(
        &self,
        s: &mut Simt<'ctx>,
        raw: &Raw<'ctx>,
        xq: &[IntValue<'ctx>],
        xd: &[FloatValue<'ctx>],
        prep: &Q8Prep<'ctx>,
        acc: FloatValue<'ctx>,
    ) -> R<FloatValue<'ctx>> {
        // Weight k of the piece is d·(sc + ½)·½·(±g_k) = d·(2sc + 1)/4 · (±g_k). The signed grid
        // bytes stay in offset binary, u_k = 128 ± g_k (the f32 path's bytes), and meet the codes
        // in unsigned × signed byte dots: Σ ±g·q = Σ u·q − 128·Σ q. |Σ u·q| ≤ 32·190·127 and
        // (2sc + 1)·|Σ ±g·q| ≤ 31·32·62·127 < 2^24: exact in i32 and in f32.
        let w = &raw.words;
        let (qs, aux) = (&w[1..3], w[3]);
        let d = s.f16_bits_to_f32(w[0])?;
        let odd = s.or(s.shl(s.lshr(aux, s.i32c(28))?, s.i32c(1))?, s.i32c(1))?;
        let zero = s.i32c(0);
        let grid = match self.grid {
            Grid::Signed { table, packed } => {
                // The same Σ ±g·q from signed bytes: entry (index, sign nibble) of the table.
                // Sign nibble l·2 is bits 7l..7l+3 of aux, nibble l·2 + 1 bits 7l+4..7l+6 and
                // the parity of the seven (KSIGNS' eighth sign), placed at byte offset 4·n.
                // Packed: bit 7l of x2 is the parity of aux bits 7l..7l+6 (three xors of three
                // shifted copies: x1 folds 3 bits, x2 two x1s and the seventh bit), moved to
                // bit 7l+7 of a word that holds the hi sign bits where aux has them.
                let hi_signs = if packed {
                    let x1 = s.xor(
                        s.xor(aux, s.lshr(aux, s.i32c(1))?)?,
                        s.lshr(aux, s.i32c(2))?,
                    )?;
                    let x2 = s.xor(s.xor(x1, s.lshr(x1, s.i32c(3))?)?, s.lshr(aux, s.i32c(6))?)?;
                    let m = s.i32c(0x0e1c_3870);
                    Some(s.bit_select(m, s.shl(x2, s.i32c(7))?, aux)?)
                } else {
                    None
                };
                let mut sumi = zero;
                for l in 0..4u32 {
                    let at = i64::from(7 * l);
                    let lo4 = s.and(shift_right(s, aux, at - 2)?, s.i32c(0x3c))?;
                    let hi4 = match hi_signs {
                        Some(w) => s.and(shift_right(s, w, at + 2)?, s.i32c(0x3c))?,
                        None => {
                            let par = s.popc(s.and(aux, s.i32c(0x7f << at))?)?;
                            s.or(
                                s.and(shift_right(s, aux, at + 2)?, s.i32c(0x1c))?,
                                s.and(s.shl(par, s.i32c(5))?, s.i32c(0x20))?,
                            )?
                        }
                    };
                    for (h, nib4) in [lo4, hi4].into_iter().enumerate() {
                        let byte = 2 * l + h as u32;
                        let v = signed_entry(s, table, qs[(byte / 4) as usize], byte % 4, nib4)?;
                        sumi = s.dot4(v, true, xq[byte as usize], true, sumi)?;
                    }
                }
                let f = s.sitofp(s.mul(odd, sumi)?)?;
                return s.fma(s.fmul(s.fmul(d, xd[0])?, s.f32c(0.25))?, f, acc);
            }
            Grid::Ob { grid, .. } => grid,
        };
        let mut sumi = s.sub(zero, prep.ints[0])?;
        for l in 0..4u32 {
            let sidx = s.and(s.lshr(aux, s.i32c(i64::from(7 * l)))?, s.i32c(127))?;
            // (0x01 bytes, 0xFF bytes) of each half's signs. KSIGNS: the 7 bits, and their
            // parity as the eighth.
            let par = s.and(s.popc(sidx)?, s.i32c(1))?;
            let sb = s.or(sidx, s.shl(par, s.i32c(7))?)?;
            let signs = [
                spread_signs(s, sb)?,
                spread_signs(s, s.lshr(sb, s.i32c(4))?)?,
            ];
            for h in 0..2u32 {
                let byte = 2 * l + h;
                let gi = s.perm(qs[(byte / 4) as usize], zero, [byte % 4, 4, 4, 4])?;
                let g = s.load_i32(grid, gi)?;
                let (one, m) = signs[h as usize];
                let u = s.add(s.xor(g, m)?, one)?;
                sumi = s.dot4(u, false, xq[byte as usize], true, sumi)?;
            }
        }
        let f = s.sitofp(s.mul(odd, sumi)?)?;
        s.fma(s.fmul(s.fmul(d, xd[0])?, s.f32c(0.25))?, f, acc)
    }
}

/// IQ3_S (110-byte blocks, 2-byte aligned): a piece is one sub-block: 8 low index bytes, the
/// byte of ninth bits, 4 sign bytes and a 4-bit scale.
struct Iq3S<'ctx> {
    cvt: ByteCvt,
    /// `Grid::Ob`: grid points with every byte `0x80 | (g >> 1)` (`2·(u − 127.5) = ±g` for odd
    /// g), and per sign byte the byte masks of its 8 signs (two words) for the f32 dots (`None`
    /// where the q8 dots run). `Grid::Signed`: the signed table.
    grid: Grid<'ctx>,
}

impl<'ctx> Codec<'ctx> for Iq3S<'ctx> {
    fn elems(&self) -> u32 {
        32
    }
    fn x_runs(&self, s: &mut Simt<'ctx>, c: IntValue<'ctx>) -> R<Vec<(IntValue<'ctx>, u32)>> {
        Ok(vec![(s.mul(c64(s, c)?, s.i64c(32))?, 32)])
    }
    fn prep(&self, s: &Simt<'ctx>, xs: &[FloatValue<'ctx>]) -> R<Vec<FloatValue<'ctx>>> {
        Ok(vec![tree_sum(s, xs)?])
    }
    fn load(&self, s: &mut Simt<'ctx>, row: PointerValue<'ctx>, c: IntValue<'ctx>) -> R<Raw<'ctx>> {
        let (sb, j) = split8(s, c)?;
        let blk = at(s, row, sb, iq3_s::SIZE as i64, 0)?;
        let j64 = c64(s, j)?;
        let mut words = vec![s.load_u16(blk, s.i64c(iq3_s::D as i64), 2)?];
        let f = Fields::new(
            s,
            s.gep(blk, s.i64c(iq3_s::QS as i64))?,
            matches!(self.grid, Grid::Signed { .. }),
        )?;
        let qs = s.mul(j64, s.i64c(8))?;
        words.extend(f.words(s, qs, 2)?);
        words.push(s.load_u8(blk, s.add(j64, s.i64c(iq3_s::QH as i64))?)?);
        let sg = s.add(
            s.mul(j64, s.i64c(4))?,
            s.i64c((iq3_s::SIGNS - iq3_s::QS) as i64),
        )?;
        words.extend(f.words(s, sg, 1)?);
        let sc = s.add(s.lshr(j64, s.i64c(1))?, s.i64c(iq3_s::SCALES as i64))?;
        words.push(s.load_u8(blk, sc)?);
        Ok(Raw {
            words,
            row,
            piece: c,
        })
    }
    fn dot(
        &self,
        s: &mut Simt<'ctx>,
        raw: &Raw<'ctx>,
        xs: &[FloatValue<'ctx>],
        prep: &[FloatValue<'ctx>],
        acc: FloatValue<'ctx>,
    ) -> R<FloatValue<'ctx>> {
        let (grid, masks) = self.grid.ob(s)?;
        let w = &raw.words;
        let (qs, qh, signs, scb) = (&w[1..3], w[3], w[4], w[5]);
        let j = s.and(raw.piece, s.i32c(7))?;
        let d = s.f16_bits_to_f32(w[0])?;
        let nib = s.and(
            s.lshr(scb, s.mul(s.and(j, s.i32c(1))?, s.i32c(4))?)?,
            s.i32c(15),
        )?;
        let odd = s.or(s.shl(nib, s.i32c(1))?, s.i32c(1))?;
        let db = s.fmul(d, bf(s, self.cvt, odd, 0, 0.0)?)?;
        let zero = s.i32c(0);
        let mut sums = [s.f32c(0.0); 2];
        for l in 0..4u32 {
            let sbyte = s.perm(signs, zero, [l, 4, 4, 4])?;
            let moff = s.zext64(s.shl(sbyte, s.i32c(3))?)?;
            let masks = s.load_words(table(s, masks)?, moff, 2, 8)?;
            for h in 0..2u32 {
                let p = 2 * l + h;
                let lo = s.perm(qs[(p / 4) as usize], zero, [p % 4, 4, 4, 4])?;
                let hi = s.and(s.shl(qh, s.i32c(i64::from(8 - p)))?, s.i32c(256))?;
                let g = s.load_i32(grid, s.or(lo, hi)?)?;
                let u = s.xor(g, masks[h as usize])?;
                for k in 0..4u32 {
                    let v = bf(s, self.cvt, u, k, -127.0)?;
                    let e = (8 * l + 4 * h + k) as usize;
                    sums[h as usize] = s.fma(v, xs[e], sums[h as usize])?;
                }
            }
        }
        // Σ v·x = 2·Σ (u − 127)·x − Σ x.
        let t = s.fma(s.fadd(sums[0], sums[1])?, s.f32c(2.0), s.fneg(prep[0])?)?;
        s.fma(db, t, acc)
    }
    fn has_q8(&self) -> bool {
        true
    }
    fn prep_q8(
        &self,
        s: &Simt<'ctx>,
        xq: &[IntValue<'ctx>],
        _xd: &[FloatValue<'ctx>],
    ) -> R<Q8Prep<'ctx>> {
        // 255 · Σ codes (see `dot_q8`; the signed table has no offset).
        if let Grid::Signed { .. } = self.grid {
            return Ok(Q8Prep::default());
        }
        Ok(Q8Prep {
            ints: vec![s.mul(code_sum(s, xq)?, s.i32c(255))?],
            floats: Vec::new(),
        })
    }
    fn dot_q8(
        &self,
        s: &mut Simt<'ctx>,
        raw: &Raw<'ctx>,
        xq: &[IntValue<'ctx>],
        xd: &[FloatValue<'ctx>],
        prep: &Q8Prep<'ctx>,
        acc: FloatValue<'ctx>,
    ) -> R<FloatValue<'ctx>> {
        // Weight k is d·(2·nib + 1)·(±g_k) with ±g_k = 2·u_k − 255 for the signed offset-binary
        // byte u_k (the f32 path's bytes), so Σ ±g·q = 2·Σ u·q − 255·Σ q by unsigned × signed
        // byte dots. |2·Σ u·q| ≤ 2·32·255·127 and (2·nib + 1)·|Σ ±g·q| ≤ 31·32·15·127 < 2^24:
        // exact in i32 and in f32.
        let w = &raw.words;
        let (qs, qh, signs, scb) = (&w[1..3], w[3], w[4], w[5]);
        let j = s.and(raw.piece, s.i32c(7))?;
        let d = s.f16_bits_to_f32(w[0])?;
        let nib = s.and(
            s.lshr(scb, s.mul(s.and(j, s.i32c(1))?, s.i32c(4))?)?,
            s.i32c(15),
        )?;
        let odd = s.or(s.shl(nib, s.i32c(1))?, s.i32c(1))?;
        let zero = s.i32c(0);
        let grid = match self.grid {
            Grid::Signed { table, .. } => {
                // The same Σ ±g·q from signed bytes: entry (9-bit index, sign nibble). The
                // index's ninth bit (bit p of qh) goes to byte offset bit 14, the sign nibble
                // (bits 4p..4p+3 of the sign word) to bits 2..5.
                let mut sumi = zero;
                for p in 0..8u32 {
                    let nib4 = s.and(shift_right(s, signs, i64::from(4 * p) - 2)?, s.i32c(0x3c))?;
                    let hi = s.and(shift_right(s, qh, i64::from(p) - 14)?, s.i32c(0x4000))?;
                    let v = signed_entry(s, table, qs[(p / 4) as usize], p % 4, s.or(hi, nib4)?)?;
                    sumi = s.dot4(v, true, xq[p as usize], true, sumi)?;
                }
                let f = s.sitofp(s.mul(odd, sumi)?)?;
                return s.fma(s.fmul(d, xd[0])?, f, acc);
            }
            Grid::Ob { grid, .. } => grid,
        };
        let mut dot = zero;
        for l in 0..4u32 {
            let sbyte = s.perm(signs, zero, [l, 4, 4, 4])?;
            let masks = [
                spread_signs(s, sbyte)?.1,
                spread_signs(s, s.lshr(sbyte, s.i32c(4))?)?.1,
            ];
            for h in 0..2u32 {
                let p = 2 * l + h;
                let lo = s.perm(qs[(p / 4) as usize], zero, [p % 4, 4, 4, 4])?;
                let hi = s.and(s.shl(qh, s.i32c(i64::from(8 - p)))?, s.i32c(256))?;
                let g = s.load_i32(grid, s.or(lo, hi)?)?;
                let u = s.xor(g, masks[h as usize])?;
                dot = s.dot4(u, false, xq[p as usize], true, dot)?;
            }
        }
        let sumi = s.sub(s.shl(dot, s.i32c(1))?, prep.ints[0])?;
        let f = s.sitofp(s.mul(odd, sumi)?)?;
        s.fma(s.fmul(d, xd[0])?, f, acc)
    }
}

/// Any other type: one 32-element unit per piece through the shared unit decoder.
struct Generic(GgmlType);

impl<'ctx> Codec<'ctx> for Generic {
    fn elems(&self) -> u32 {
        32
    }
    fn x_runs(&self, s: &mut Simt<'ctx>, c: IntValue<'ctx>) -> R<Vec<(IntValue<'ctx>, u32)>> {
        Ok(vec![(s.mul(c64(s, c)?, s.i64c(32))?, 32)])
    }
    fn load(
        &self,
        _s: &mut Simt<'ctx>,
        row: PointerValue<'ctx>,
        c: IntValue<'ctx>,
    ) -> R<Raw<'ctx>> {
        Ok(Raw {
            words: Vec::new(),
            row,
            piece: c,
        })
    }
    fn dot(
        &self,
        s: &mut Simt<'ctx>,
        raw: &Raw<'ctx>,
        xs: &[FloatValue<'ctx>],
        _prep: &[FloatValue<'ctx>],
        acc: FloatValue<'ctx>,
    ) -> R<FloatValue<'ctx>> {
        let mut a = acc;
        unit_values(s, self.0, raw.row, raw.piece, |s, j, w| {
            a = s.fma(w, xs[j], a)?;
            Ok(())
        })?;
        Ok(a)
    }
}
