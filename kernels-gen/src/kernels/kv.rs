//! KV cache codes as the GPU kernels see them: how a cached K/V value is read and written.
//!
//! A cache holds, per layer, one K and one V plane pair laid out by the runtime's `KvType`
//! (the one description every user of the cache reads): `n_ctx` token rows of `row =
//! n_head_kv·head_dim` values, the codes of row `t` at `codes[t·row ..]` and, for a grouped
//! code, its scales at `scales[t·n_groups ..]` with `n_groups = ceil(row / 64)`.
//!
//! | code | value `e` of row `t` |
//! |---|---|
//! | `f32` | `codes_f32[t·row + e]` |
//! | `f16` | `f32(codes_f16[t·row + e])` |
//! | `q8`  | `f32(codes_i8[t·row + e]) · f32(scales_f16[t·n_groups + e / 64])` |
//!
//! Storing (`strata_kv_store_<code>`, grid `groups × rows`): row `r` of dense f32 `k`, `v` goes
//! to cache row `pos_ptr[0] + r`. `f32` and `f16` store each value on its own (f16 rounds to
//! nearest even), 256 per block. `q8` takes one block of 64 threads per group of 64 values:
//! `amax = max |x|` (a block maximum over the values' bit patterns, which for non-negative
//! floats order as the floats do), the scale `s = f16(amax / 127)` as stored, `inv = 1 / s`
//! (0 when `s` is 0 or not finite) and the code `clamp(round(x·inv), −127, 127)` with halfway
//! cases away from zero: the runtime's `KvType::Q8` encoding (`kv::KvType::encode`) step for
//! step, so a row stored here decodes to the CPU cache's values bit for bit.

use crate::simt::{R, Simt};
use inkwell::IntPredicate;
use inkwell::values::{FloatValue, IntValue, PointerValue};

/// Values sharing one scale in a `q8` row.
pub const Q8_GROUP: u32 = 64;

/// A KV cache code (the kernel side of the runtime's `KvType`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum KvCode {
    F32,
    F16,
    Q8,
}

impl KvCode {
    /// Every code, in `--kv`'s order.
    pub const ALL: [KvCode; 3] = [KvCode::F32, KvCode::F16, KvCode::Q8];

    /// The name `--kv` takes, and the suffix of the kernels that read or write this code.
    pub fn name(self) -> &'static str {
        match self {
            KvCode::F32 => "f32",
            KvCode::F16 => "f16",
            KvCode::Q8 => "q8",
        }
    }

    /// Whether values share scales, so a row is stored a group at a time (the fused RoPE + KV
    /// store kernels, which store each value where it is computed, exist only for ungrouped
    /// codes).
    pub fn grouped(self) -> bool {
        self == KvCode::Q8
    }

    /// Threads of a store block: one value each (a group for `q8`).
    pub fn store_block(self) -> u32 {
        if self.grouped() { Q8_GROUP } else { 256 }
    }
}

/// One cache plane pair as a reading kernel holds it.
#[derive(Clone, Copy)]
pub(crate) struct KvPlanes<'ctx> {
    pub code: KvCode,
    pub codes: PointerValue<'ctx>,
    /// The scales (grouped codes only).
    pub scales: Option<PointerValue<'ctx>>,
    /// Scales per token row (grouped codes only).
    pub n_groups: Option<IntValue<'ctx>>,
}

impl<'ctx> KvPlanes<'ctx> {
    /// The planes of a kernel whose codes pointer is `codes`; for a grouped code the scales
    /// pointer is parameter `scales_param` and `n_head_kv · head_dim` values make a token row
    /// (an ungrouped code emits no instruction here).
    pub fn new(
        s: &Simt<'ctx>,
        code: KvCode,
        codes: PointerValue<'ctx>,
        scales_param: usize,
        (n_head_kv, head_dim): (IntValue<'ctx>, IntValue<'ctx>),
    ) -> R<Self> {
        let (scales, n_groups) = if code.grouped() {
            let row = s.mul(n_head_kv, head_dim)?;
            let g = s.i32c(i64::from(Q8_GROUP));
            let ng = s.udiv(s.add(row, s.i32c(i64::from(Q8_GROUP - 1)))?, g)?;
            (Some(s.param_ptr(scales_param)?), Some(ng))
        } else {
            (None, None)
        };
        Ok(Self {
            code,
            codes,
            scales,
            n_groups,
        })
    }

    /// The group of value `e` of a row (grouped codes; `None` otherwise), loop-invariant per
    /// lane, so readers compute it once.
    pub fn group_of(&self, s: &Simt<'ctx>, e: IntValue<'ctx>) -> R<Option<IntValue<'ctx>>> {
        if self.code.grouped() {
            Ok(Some(
                s.lshr(e, s.i32c(i64::from(Q8_GROUP.trailing_zeros())))?,
            ))
        } else {
            Ok(None)
        }
    }

    /// Value `idx = t·row + e` of the cache (token `t`; `group` = [`KvPlanes::group_of`]`(e)`).
    pub fn load(
        &self,
        s: &Simt<'ctx>,
        t: IntValue<'ctx>,
        idx: IntValue<'ctx>,
        group: Option<IntValue<'ctx>>,
    ) -> R<FloatValue<'ctx>> {
        match (self.code, self.scales, self.n_groups, group) {
            (KvCode::F32, ..) => s.load_f32(self.codes, idx),
            (KvCode::F16, ..) => s.load_f16(self.codes, idx),
            (KvCode::Q8, Some(sc), Some(ng), Some(g)) => {
                let c = s.sitofp(s.load_i8(self.codes, s.sext64(idx)?)?)?;
                let scale = s.load_f16(sc, s.add(s.mul(t, ng)?, g)?)?;
                s.fmul(c, scale)
            }
            (KvCode::Q8, ..) => Err(s.err("a q8 cache read without its scales")),
        }
    }
}

/// Stores `x` (f32) as element `idx` of an ungrouped cache plane.
pub(crate) fn store_value<'ctx>(
    s: &Simt<'ctx>,
    code: KvCode,
    codes: PointerValue<'ctx>,
    idx: IntValue<'ctx>,
    x: FloatValue<'ctx>,
) -> R<()> {
    match code {
        KvCode::F32 => s.store_f32(codes, idx, x),
        KvCode::F16 => s.store_f16(codes, idx, x),
        KvCode::Q8 => Err(s.err("q8 values are stored a group at a time")),
    }
}

/// `strata_kv_store_<code>` (see the module doc). Parameters: `k_cache`, `v_cache`, `k`, `v`,
/// `pos_ptr`, `row`, then for a grouped code `k_scales`, `v_scales`.
pub fn build_kv_store(s: &mut Simt<'_>, code: KvCode) -> R<()> {
    let (kc, vc, k, v, pos_ptr) = (
        s.param_ptr(0)?,
        s.param_ptr(1)?,
        s.param_ptr(2)?,
        s.param_ptr(3)?,
        s.param_ptr(4)?,
    );
    let row = s.param_i32(5)?;
    let t = s.tid()?;
    let b = s.bid(0)?;
    let r = s.bid(1)?;
    let i = s.add(s.mul(b, s.i32c(i64::from(s.block_dim())))?, t)?;
    let live = s.icmp(IntPredicate::SLT, i, row)?;
    let pos = s.add(s.load_i32(pos_ptr, s.i32c(0))?, r)?;
    let src = s.add(s.mul(s.sext64(r)?, s.sext64(row)?)?, s.sext64(i)?)?;
    let dst = s.add(s.mul(s.sext64(pos)?, s.sext64(row)?)?, s.sext64(i)?)?;
    if !code.grouped() {
        return s.if_then(live, |s| {
            store_value(s, code, kc, dst, s.load_f32(k, src)?)?;
            store_value(s, code, vc, dst, s.load_f32(v, src)?)
        });
    }
    let (ks, vs) = (s.param_ptr(6)?, s.param_ptr(7)?);
    let waves = s.block_dim() / s.wave_size();
    let sh = s.shared(4 * waves)?;
    let lane = s.lane()?;
    let wave = s.wave_id()?;
    let ng = s.udiv(
        s.add(row, s.i32c(i64::from(Q8_GROUP - 1)))?,
        s.i32c(i64::from(Q8_GROUP)),
    )?;
    let sidx = s.add(s.mul(s.sext64(pos)?, s.sext64(ng)?)?, s.sext64(b)?)?;
    for (codes, scales, x) in [(kc, ks, k), (vc, vs, v)] {
        let val = s.select_f(
            live,
            s.load_f32(x, s.select_i(live, src, s.i64c(0))?)?,
            s.f32c(0.0),
        )?;
        // max |x| over the group: non-negative floats order as their bit patterns.
        let mut m = s.and(s.f_bits(val)?, s.i32c(0x7fff_ffff))?;
        let mut step = s.wave_size() / 2;
        while step > 0 {
            let o = s.shfl_xor_i32(m, step)?;
            m = s.select_i(s.icmp(IntPredicate::UGT, o, m)?, o, m)?;
            step /= 2;
        }
        let first = s.icmp(IntPredicate::EQ, lane, s.i32c(0))?;
        s.if_then(first, |s| s.store_i32(sh, wave, m))?;
        s.barrier()?;
        let mut amax = s.load_i32(sh, s.i32c(0))?;
        for w in 1..waves {
            let o = s.load_i32(sh, s.i32c(i64::from(w)))?;
            amax = s.select_i(s.icmp(IntPredicate::UGT, o, amax)?, o, amax)?;
        }
        // The shared words are read before the next plane's maxima overwrite them.
        s.barrier()?;
        let scale = s.round_f16(s.fdiv(s.bits_f(amax)?, s.f32c(127.0))?)?;
        let ok = s.and(
            s.fcmp(inkwell::FloatPredicate::OGT, scale, s.f32c(0.0))?,
            s.fcmp(inkwell::FloatPredicate::OLT, scale, s.f32c(f64::INFINITY))?,
        )?;
        let inv = s.select_f(ok, s.fdiv(s.f32c(1.0), scale)?, s.f32c(0.0))?;
        let q = s.round(s.fmul(val, inv)?)?;
        let q = s.fmax(q, s.f32c(-127.0))?;
        let q = s.select_f(
            s.fcmp(inkwell::FloatPredicate::OGT, q, s.f32c(127.0))?,
            s.f32c(127.0),
            q,
        )?;
        let code_v = s.fptosi(q)?;
        s.if_then(live, |s| s.store_u8(codes, dst, code_v))?;
        let lead = s.icmp(IntPredicate::EQ, t, s.i32c(0))?;
        s.if_then(lead, |s| s.store_f16(scales, sidx, scale))?;
    }
    Ok(())
}
