//! The SIMT builder: a thin layer over inkwell's IR builder that kernel definitions are written
//! against.
//!
//! It offers what a GPU kernel needs and nothing target-specific: the thread's index in its
//! block and the block's index in the grid, lane and wave numbers, loops and branches, typed
//! loads and stores at byte offsets (with their true alignment, so back ends that cannot do
//! misaligned access split them), shared memory, block barriers, wave butterfly reductions,
//! constant tables, and portable `exp2`/`exp`/`sin`/`cos` built from arithmetic only (so the
//! three lowerings compute the same polynomial). Blocks are one-dimensional; grids have up to
//! three dimensions. Mutable values live in stack slots that LLVM's `mem2reg` promotes.

use crate::error::KernelError;
use crate::spell::Spelling;
use crate::target::Target;
use inkwell::basic_block::BasicBlock;
use inkwell::builder::Builder;
use inkwell::context::Context;
use inkwell::module::{Linkage, Module};
use inkwell::targets::TargetMachine;
use inkwell::types::{BasicMetadataTypeEnum, BasicTypeEnum};
use inkwell::values::BasicValue;
use inkwell::values::{
    BasicMetadataValueEnum, BasicValueEnum, FloatValue, FunctionValue, IntValue, PointerValue,
};
use inkwell::{AddressSpace, AtomicOrdering, AtomicRMWBinOp, FloatPredicate, IntPredicate};

/// Result type of builder calls.
pub type R<T> = Result<T, KernelError>;

/// The kind of one kernel parameter.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ParamKind {
    /// A pointer to device (global) memory.
    Ptr,
    /// A 32-bit signed integer.
    I32,
    /// A 32-bit float.
    F32,
}

/// A kernel's name, parameters and (one-dimensional) block size.
#[derive(Debug, Clone, PartialEq)]
pub struct KernelSig {
    pub name: String,
    pub params: Vec<(&'static str, ParamKind)>,
    pub block_dim: u32,
    /// Blocks per multiprocessor the register allocation must leave room for (0: no hint).
    /// NVPTX spells it `minctasm`, which caps the registers per thread; the other targets
    /// ignore it.
    pub min_blocks: u32,
}

/// A mutable kernel-local value (a stack slot that `mem2reg` turns into registers).
#[derive(Debug, Clone, Copy)]
pub struct Var<'ctx> {
    ptr: PointerValue<'ctx>,
    ty: BasicTypeEnum<'ctx>,
}

/// The SIMT builder for one kernel in one module.
pub struct Simt<'ctx> {
    pub(crate) ctx: &'ctx Context,
    pub(crate) module: Module<'ctx>,
    pub(crate) b: Builder<'ctx>,
    pub(crate) func: FunctionValue<'ctx>,
    pub(crate) entry: BasicBlock<'ctx>,
    pub(crate) target: Target,
    pub(crate) spell: &'static dyn Spelling,
    pub(crate) sig: KernelSig,
    pub(crate) params: Vec<BasicValueEnum<'ctx>>,
    pub(crate) host_ctx: Option<PointerValue<'ctx>>,
    pub(crate) shared_bytes: u32,
    pub(crate) n_globals: u32,
    /// While set, every load is volatile: a kernel's last block reading what the grid's other
    /// blocks stored in the same launch must not be served from a stale per-core cache line
    /// (see [`Simt::last_block`]).
    pub(crate) volatile_loads: bool,
}

impl<'ctx> Simt<'ctx> {
    /// Starts a module holding kernel `sig` for `target`, with the target's triple and data
    /// layout set (allocas need the layout's address space).
    pub fn new(
        ctx: &'ctx Context,
        target: &Target,
        machine: &TargetMachine,
        sig: KernelSig,
    ) -> R<Self> {
        let module = ctx.create_module(&sig.name);
        module.set_triple(&machine.get_triple());
        module.set_data_layout(&machine.get_target_data().get_data_layout());
        let spell = crate::spell::for_target(target);
        let func = spell.declare_kernel(ctx, &module, target, &sig)?;
        let entry = ctx.append_basic_block(func, "entry");
        let b = ctx.create_builder();
        b.position_at_end(entry);
        let mut s = Simt {
            ctx,
            module,
            b,
            func,
            entry,
            target: target.clone(),
            spell,
            sig,
            params: Vec::new(),
            host_ctx: None,
            shared_bytes: 0,
            n_globals: 0,
            volatile_loads: false,
        };
        let params = spell.load_params(&mut s)?;
        s.params = params;
        spell.grid_dependency(&s)?;
        Ok(s)
    }

    /// Finishes the kernel (returns from its body) and hands back the module.
    pub fn finish(self) -> R<(Module<'ctx>, u32)> {
        self.b.build_return(None).map_err(|e| self.err(e))?;
        Ok((self.module, self.shared_bytes))
    }

    pub(crate) fn err(&self, e: impl std::fmt::Display) -> KernelError {
        KernelError::builder(&self.sig.name, e)
    }

    /// The target's data (wave size and friends); kernels may read numbers, never the name.
    pub fn wave_size(&self) -> u32 {
        self.target.wave_size
    }

    /// Threads per block.
    pub fn block_dim(&self) -> u32 {
        self.sig.block_dim
    }

    // ---- parameters and constants ----

    /// Parameter `i` as a pointer to global memory.
    pub fn param_ptr(&self, i: usize) -> R<PointerValue<'ctx>> {
        match self.params.get(i) {
            Some(BasicValueEnum::PointerValue(p)) => Ok(*p),
            _ => Err(self.err(format!("parameter {i} is not a pointer"))),
        }
    }

    /// Parameter `i` as an i32.
    pub fn param_i32(&self, i: usize) -> R<IntValue<'ctx>> {
        match self.params.get(i) {
            Some(BasicValueEnum::IntValue(v)) => Ok(*v),
            _ => Err(self.err(format!("parameter {i} is not an i32"))),
        }
    }

    /// Parameter `i` as an f32.
    pub fn param_f32(&self, i: usize) -> R<FloatValue<'ctx>> {
        match self.params.get(i) {
            Some(BasicValueEnum::FloatValue(v)) => Ok(*v),
            _ => Err(self.err(format!("parameter {i} is not an f32"))),
        }
    }

    pub fn i32c(&self, v: i64) -> IntValue<'ctx> {
        self.ctx.i32_type().const_int(v as u64, true)
    }

    pub fn i64c(&self, v: i64) -> IntValue<'ctx> {
        self.ctx.i64_type().const_int(v as u64, true)
    }

    pub fn f32c(&self, v: f64) -> FloatValue<'ctx> {
        self.ctx.f32_type().const_float(v)
    }

    // ---- ids ----

    /// The thread's index in its block (0..block_dim).
    pub fn tid(&mut self) -> R<IntValue<'ctx>> {
        self.spell.thread_id(self)
    }

    /// The block's index along grid dimension `dim` (0, 1 or 2).
    pub fn bid(&mut self, dim: u32) -> R<IntValue<'ctx>> {
        self.spell.block_id(self, dim)
    }

    /// The thread's lane in its wave.
    pub fn lane(&mut self) -> R<IntValue<'ctx>> {
        let t = self.tid()?;
        self.and(t, self.i32c(i64::from(self.target.wave_size) - 1))
    }

    /// The thread's wave in its block.
    pub fn wave_id(&mut self) -> R<IntValue<'ctx>> {
        let t = self.tid()?;
        self.lshr(
            t,
            self.i32c(i64::from(self.target.wave_size.trailing_zeros())),
        )
    }

    // ---- integer arithmetic (operands of equal width) ----

    pub fn add(&self, a: IntValue<'ctx>, b: IntValue<'ctx>) -> R<IntValue<'ctx>> {
        self.b.build_int_add(a, b, "").map_err(|e| self.err(e))
    }
    pub fn sub(&self, a: IntValue<'ctx>, b: IntValue<'ctx>) -> R<IntValue<'ctx>> {
        self.b.build_int_sub(a, b, "").map_err(|e| self.err(e))
    }
    pub fn mul(&self, a: IntValue<'ctx>, b: IntValue<'ctx>) -> R<IntValue<'ctx>> {
        self.b.build_int_mul(a, b, "").map_err(|e| self.err(e))
    }
    pub fn udiv(&self, a: IntValue<'ctx>, b: IntValue<'ctx>) -> R<IntValue<'ctx>> {
        self.b
            .build_int_unsigned_div(a, b, "")
            .map_err(|e| self.err(e))
    }
    pub fn urem(&self, a: IntValue<'ctx>, b: IntValue<'ctx>) -> R<IntValue<'ctx>> {
        self.b
            .build_int_unsigned_rem(a, b, "")
            .map_err(|e| self.err(e))
    }
    pub fn and(&self, a: IntValue<'ctx>, b: IntValue<'ctx>) -> R<IntValue<'ctx>> {
        self.b.build_and(a, b, "").map_err(|e| self.err(e))
    }
    pub fn or(&self, a: IntValue<'ctx>, b: IntValue<'ctx>) -> R<IntValue<'ctx>> {
        self.b.build_or(a, b, "").map_err(|e| self.err(e))
    }
    pub fn xor(&self, a: IntValue<'ctx>, b: IntValue<'ctx>) -> R<IntValue<'ctx>> {
        self.b.build_xor(a, b, "").map_err(|e| self.err(e))
    }
    pub fn shl(&self, a: IntValue<'ctx>, b: IntValue<'ctx>) -> R<IntValue<'ctx>> {
        self.b.build_left_shift(a, b, "").map_err(|e| self.err(e))
    }
    pub fn lshr(&self, a: IntValue<'ctx>, b: IntValue<'ctx>) -> R<IntValue<'ctx>> {
        self.b
            .build_right_shift(a, b, false, "")
            .map_err(|e| self.err(e))
    }
    pub fn ashr(&self, a: IntValue<'ctx>, b: IntValue<'ctx>) -> R<IntValue<'ctx>> {
        self.b
            .build_right_shift(a, b, true, "")
            .map_err(|e| self.err(e))
    }
    /// `(a >> shift) & mask` on i32 with constant shift and mask.
    pub fn bits(&self, a: IntValue<'ctx>, shift: i64, mask: i64) -> R<IntValue<'ctx>> {
        let s = self.lshr(a, self.i32c(shift))?;
        self.and(s, self.i32c(mask))
    }
    pub fn icmp(&self, p: IntPredicate, a: IntValue<'ctx>, b: IntValue<'ctx>) -> R<IntValue<'ctx>> {
        self.b
            .build_int_compare(p, a, b, "")
            .map_err(|e| self.err(e))
    }
    pub fn fcmp(
        &self,
        p: FloatPredicate,
        a: FloatValue<'ctx>,
        b: FloatValue<'ctx>,
    ) -> R<IntValue<'ctx>> {
        self.b
            .build_float_compare(p, a, b, "")
            .map_err(|e| self.err(e))
    }
    pub fn and1(&self, a: IntValue<'ctx>, b: IntValue<'ctx>) -> R<IntValue<'ctx>> {
        self.and(a, b)
    }
    pub fn zext64(&self, a: IntValue<'ctx>) -> R<IntValue<'ctx>> {
        self.b
            .build_int_z_extend(a, self.ctx.i64_type(), "")
            .map_err(|e| self.err(e))
    }
    pub fn sext64(&self, a: IntValue<'ctx>) -> R<IntValue<'ctx>> {
        self.b
            .build_int_s_extend(a, self.ctx.i64_type(), "")
            .map_err(|e| self.err(e))
    }
    pub fn zext32(&self, a: IntValue<'ctx>) -> R<IntValue<'ctx>> {
        self.b
            .build_int_z_extend(a, self.ctx.i32_type(), "")
            .map_err(|e| self.err(e))
    }
    pub fn trunc32(&self, a: IntValue<'ctx>) -> R<IntValue<'ctx>> {
        self.b
            .build_int_truncate(a, self.ctx.i32_type(), "")
            .map_err(|e| self.err(e))
    }
    pub fn select_i(
        &self,
        c: IntValue<'ctx>,
        a: IntValue<'ctx>,
        b: IntValue<'ctx>,
    ) -> R<IntValue<'ctx>> {
        Ok(self
            .b
            .build_select(c, a, b, "")
            .map_err(|e| self.err(e))?
            .into_int_value())
    }
    pub fn select_f(
        &self,
        c: IntValue<'ctx>,
        a: FloatValue<'ctx>,
        b: FloatValue<'ctx>,
    ) -> R<FloatValue<'ctx>> {
        Ok(self
            .b
            .build_select(c, a, b, "")
            .map_err(|e| self.err(e))?
            .into_float_value())
    }

    pub fn select_p(
        &self,
        c: IntValue<'ctx>,
        a: PointerValue<'ctx>,
        b: PointerValue<'ctx>,
    ) -> R<PointerValue<'ctx>> {
        Ok(self
            .b
            .build_select(c, a, b, "")
            .map_err(|e| self.err(e))?
            .into_pointer_value())
    }

    // ---- float arithmetic ----

    pub fn fadd(&self, a: FloatValue<'ctx>, b: FloatValue<'ctx>) -> R<FloatValue<'ctx>> {
        self.b.build_float_add(a, b, "").map_err(|e| self.err(e))
    }
    pub fn fsub(&self, a: FloatValue<'ctx>, b: FloatValue<'ctx>) -> R<FloatValue<'ctx>> {
        self.b.build_float_sub(a, b, "").map_err(|e| self.err(e))
    }
    pub fn fmul(&self, a: FloatValue<'ctx>, b: FloatValue<'ctx>) -> R<FloatValue<'ctx>> {
        self.b.build_float_mul(a, b, "").map_err(|e| self.err(e))
    }
    pub fn fdiv(&self, a: FloatValue<'ctx>, b: FloatValue<'ctx>) -> R<FloatValue<'ctx>> {
        self.b.build_float_div(a, b, "").map_err(|e| self.err(e))
    }
    pub fn fneg(&self, a: FloatValue<'ctx>) -> R<FloatValue<'ctx>> {
        self.b.build_float_neg(a, "").map_err(|e| self.err(e))
    }
    /// `a * b + c` as two roundings (no fused multiply-add, so every lowering rounds alike).
    pub fn fmadd(
        &self,
        a: FloatValue<'ctx>,
        b: FloatValue<'ctx>,
        c: FloatValue<'ctx>,
    ) -> R<FloatValue<'ctx>> {
        let p = self.fmul(a, b)?;
        self.fadd(p, c)
    }
    /// `a * b + c` with one rounding (a fused multiply-add, the same correctly rounded result
    /// on every target).
    pub fn fma(
        &self,
        a: FloatValue<'ctx>,
        b: FloatValue<'ctx>,
        c: FloatValue<'ctx>,
    ) -> R<FloatValue<'ctx>> {
        self.spell.fma(self, a, b, c)
    }

    /// Bytes picked from `a` (bytes 0..4) and `b` (bytes 4..8): byte `i` of the result is byte
    /// `sel[i]` of the pair (a constant byte permute: `prmt` on NVIDIA, `v_perm` on AMD).
    pub fn perm(&self, a: IntValue<'ctx>, b: IntValue<'ctx>, sel: [u32; 4]) -> R<IntValue<'ctx>> {
        let v4 = self.ctx.i8_type().vec_type(4);
        let cast = |v: IntValue<'ctx>| -> R<inkwell::values::VectorValue<'ctx>> {
            Ok(self
                .b
                .build_bit_cast(v, v4, "")
                .map_err(|e| self.err(e))?
                .into_vector_value())
        };
        let i32t = self.ctx.i32_type();
        let mask = inkwell::types::VectorType::const_vector(
            &sel.map(|i| i32t.const_int(u64::from(i & 7), false)),
        );
        let r = self
            .b
            .build_shuffle_vector(cast(a)?, cast(b)?, mask, "")
            .map_err(|e| self.err(e))?;
        Ok(self
            .b
            .build_bit_cast(r, i32t, "")
            .map_err(|e| self.err(e))?
            .into_int_value())
    }

    /// `float(byte k of w) + bias`, exact for integer `bias` with |bias| < 2^22: the byte is
    /// placed under the exponent of 2^23 and the bias folded into the subtraction that removes
    /// it (or the target's byte conversion, where it has one).
    pub fn byte_f32(&self, w: IntValue<'ctx>, k: u32, bias: f64) -> R<FloatValue<'ctx>> {
        self.spell.byte_f32(self, w, k, bias)
    }

    /// `float(byte k of w) + bias` through an integer-to-float conversion instruction (the
    /// same value as [`Simt::byte_f32`]; kept so the two can be timed against each other).
    pub fn byte_f32_cvt(&self, w: IntValue<'ctx>, k: u32, bias: f64) -> R<FloatValue<'ctx>> {
        let b = self.bits(w, i64::from(8 * k), 255)?;
        let f = self
            .b
            .build_unsigned_int_to_float(b, self.ctx.f32_type(), "")
            .map_err(|e| self.err(e))?;
        if bias == 0.0 {
            Ok(f)
        } else {
            self.fadd(f, self.f32c(bias))
        }
    }

    /// Bytes picked from `a` (bytes 0..4) and `b` (bytes 4..8) by a selector held in a
    /// register: byte `k` of the result is byte `(sel >> 4k) & 7` of the pair; each selector
    /// nibble must be 0–7 (`prmt` on NVIDIA, `v_perm_b32` on AMD).
    pub fn perm_dyn(
        &self,
        a: IntValue<'ctx>,
        b: IntValue<'ctx>,
        sel: IntValue<'ctx>,
    ) -> R<IntValue<'ctx>> {
        self.spell.perm_dyn(self, a, b, sel)
    }

    /// `c + Σ_k a_k·b_k` over the four bytes of `a` and `b` (`a_signed`/`b_signed`: bytes as
    /// i8 or u8), wrapping i32 arithmetic: `dp4a` on NVIDIA, `v_dot4_i32_iu8` on RDNA3.
    pub fn dot4(
        &self,
        a: IntValue<'ctx>,
        a_signed: bool,
        b: IntValue<'ctx>,
        b_signed: bool,
        c: IntValue<'ctx>,
    ) -> R<IntValue<'ctx>> {
        self.spell.dot4(self, (a, a_signed), (b, b_signed), c)
    }

    /// `D = A·B + C` over one wave-wide int8 matrix fragment in
    /// [`crate::target::MmaI8::M16n8k32`]'s layout (signed bytes, four per register; i32
    /// accumulators). Every lane of the wave must execute it. The matrix instruction where the
    /// target has it (`Target::mma_i8`), lane shuffles and byte dots elsewhere: the same
    /// values either way, so the host lowering tests what the GPU runs.
    pub fn mma_i8(
        &self,
        a: [IntValue<'ctx>; 4],
        b: [IntValue<'ctx>; 2],
        c: [IntValue<'ctx>; 4],
    ) -> R<[IntValue<'ctx>; 4]> {
        if self.target.wave_size != 32 {
            return Err(self.err("the m16n8k32 fragment needs 32-lane waves"));
        }
        self.spell.mma_m16n8k32_s8(self, a, b, c)
    }

    /// `D = A·B + C` over one wave-wide f16 matrix fragment in
    /// [`crate::target::MmaF16::M16n8k16`]'s layout (two f16 per register, low half first; f32
    /// accumulators). Every lane of the wave must execute it. The matrix instruction where the
    /// target has it (`Target::mma_f16`), lane shuffles and f32 products elsewhere: the
    /// products are exact in f32 either way, but the matrix unit's accumulation order and
    /// internal rounding are its own, so the two agree to f32 rounding, not bit for bit.
    pub fn mma_f16(
        &mut self,
        a: [IntValue<'ctx>; 4],
        b: [IntValue<'ctx>; 2],
        c: [FloatValue<'ctx>; 4],
    ) -> R<[FloatValue<'ctx>; 4]> {
        if self.target.wave_size != 32 {
            return Err(self.err("the m16n8k16 fragment needs 32-lane waves"));
        }
        if self.target.mma_f16.is_some() {
            return self.spell.mma_m16n8k16_f16(self, a, b, c);
        }
        // Without the instruction the product is ~1,000 instructions of shuffles and f16
        // decodes; a flash-attention tile issues 128 of them, and inlined they made one basic
        // block the host JIT's instruction scheduler took minutes over. One out-of-line
        // function per module keeps each call site a call.
        let f = self.mma_f16_function()?;
        let mut args: Vec<BasicMetadataValueEnum<'ctx>> = Vec::with_capacity(11);
        if let Some(h) = self.host_ctx {
            args.push(h.into());
        }
        args.extend(a.iter().chain(&b).map(|&v| BasicMetadataValueEnum::from(v)));
        args.extend(c.iter().map(|&v| BasicMetadataValueEnum::from(v)));
        let r = self
            .call(f, &args)?
            .ok_or_else(|| self.err("mma helper returned nothing"))?
            .into_struct_value();
        let mut out = c;
        for (i, o) in out.iter_mut().enumerate() {
            *o = self
                .b
                .build_extract_value(r, i as u32, "")
                .map_err(|e| self.err(e))?
                .into_float_value();
        }
        Ok(out)
    }

    /// The module's out-of-line m16n8k16 product for targets without the instruction (built
    /// on first use): `(host context,) a0..a3, b0, b1, c0..c3 -> {d0..d3}`, the spelling's
    /// shuffle form as its body.
    fn mma_f16_function(&mut self) -> R<FunctionValue<'ctx>> {
        const NAME: &str = "strata_mma_m16n8k16_f16";
        if let Some(f) = self.module.get_function(NAME) {
            return Ok(f);
        }
        let (i32t, f32t) = (self.ctx.i32_type(), self.ctx.f32_type());
        let host = self.host_ctx;
        let mut params: Vec<BasicMetadataTypeEnum<'ctx>> = Vec::with_capacity(11);
        if let Some(h) = host {
            params.push(h.get_type().into());
        }
        params.extend([BasicMetadataTypeEnum::from(i32t); 6]);
        params.extend([BasicMetadataTypeEnum::from(f32t); 4]);
        let ret = self.ctx.struct_type(&[f32t.into(); 4], false);
        let f =
            self.module
                .add_function(NAME, ret.fn_type(&params, false), Some(Linkage::Internal));
        let noinline = inkwell::attributes::Attribute::get_named_enum_kind_id("noinline");
        f.add_attribute(
            inkwell::attributes::AttributeLoc::Function,
            self.ctx.create_enum_attribute(noinline, 0),
        );
        let (saved_block, saved_func) = (self.b.get_insert_block(), self.func);
        let body = self.ctx.append_basic_block(f, "entry");
        self.b.position_at_end(body);
        self.func = f;
        let off = u32::from(host.is_some());
        if host.is_some() {
            self.host_ctx = f.get_nth_param(0).map(|v| v.into_pointer_value());
        }
        let name = self.sig.name.clone();
        let p = |i: u32| {
            f.get_nth_param(off + i)
                .ok_or_else(|| KernelError::builder(&name, "mma helper parameter missing"))
        };
        let a = [
            p(0)?.into_int_value(),
            p(1)?.into_int_value(),
            p(2)?.into_int_value(),
            p(3)?.into_int_value(),
        ];
        let bb = [p(4)?.into_int_value(), p(5)?.into_int_value()];
        let c = [
            p(6)?.into_float_value(),
            p(7)?.into_float_value(),
            p(8)?.into_float_value(),
            p(9)?.into_float_value(),
        ];
        let built = self.spell.mma_m16n8k16_f16(self, a, bb, c).and_then(|d| {
            let mut agg = ret.get_undef();
            for (i, v) in d.iter().enumerate() {
                agg = self
                    .b
                    .build_insert_value(agg, *v, i as u32, "")
                    .map_err(|e| self.err(e))?
                    .into_struct_value();
            }
            self.b
                .build_return(Some(&agg))
                .map_err(|e| self.err(e))
                .map(|_| ())
        });
        self.func = saved_func;
        self.host_ctx = host;
        if let Some(bl) = saved_block {
            self.b.position_at_end(bl);
        }
        built.map(|()| f)
    }

    /// `lo` and `hi` rounded to f16 (nearest, ties to even) and packed into one register, `lo`
    /// in the low half (an f16 matrix fragment's element order).
    pub fn pack_f16x2(&self, lo: FloatValue<'ctx>, hi: FloatValue<'ctx>) -> R<IntValue<'ctx>> {
        let l = self.zext32(self.spell.f32_to_f16_bits(self, lo)?)?;
        let h = self.zext32(self.spell.f32_to_f16_bits(self, hi)?)?;
        self.or(l, self.shl(h, self.i32c(16))?)
    }

    /// The low 32 bits of `(hi:lo) >> (n mod 32)` (a funnel shift).
    pub fn fshr(
        &self,
        hi: IntValue<'ctx>,
        lo: IntValue<'ctx>,
        n: IntValue<'ctx>,
    ) -> R<IntValue<'ctx>> {
        self.i32_intrinsic("llvm.fshr", &[hi, lo, n])
    }

    /// A call of the i32 overload of the LLVM intrinsic `name`.
    fn i32_intrinsic(&self, name: &str, args: &[IntValue<'ctx>]) -> R<IntValue<'ctx>> {
        let i32t = self.ctx.i32_type();
        let f = inkwell::intrinsics::Intrinsic::find(name)
            .and_then(|i| i.get_declaration(&self.module, &[i32t.into()]))
            .ok_or_else(|| self.err(format!("intrinsic {name} not found")))?;
        let args: Vec<_> = args.iter().map(|&a| a.into()).collect();
        self.call(f, &args)?
            .map(|v| v.into_int_value())
            .ok_or_else(|| self.err(format!("{name} returned nothing")))
    }

    /// The number of set bits of `v` (`popc` on NVIDIA, `v_bcnt` on AMD).
    pub fn popc(&self, v: IntValue<'ctx>) -> R<IntValue<'ctx>> {
        self.i32_intrinsic("llvm.ctpop", &[v])
    }

    /// Bitwise select: bits of `b` where `m` is set, of `a` elsewhere.
    pub fn bit_select(
        &self,
        m: IntValue<'ctx>,
        a: IntValue<'ctx>,
        b: IntValue<'ctx>,
    ) -> R<IntValue<'ctx>> {
        let not_m = self.xor(m, self.i32c(-1))?;
        self.or(self.and(a, not_m)?, self.and(b, m)?)
    }

    /// The larger of `a` and `b` (`b` when either is NaN).
    pub fn fmax(&self, a: FloatValue<'ctx>, b: FloatValue<'ctx>) -> R<FloatValue<'ctx>> {
        let c = self.fcmp(FloatPredicate::OGT, a, b)?;
        self.select_f(c, a, b)
    }
    pub fn sitofp(&self, a: IntValue<'ctx>) -> R<FloatValue<'ctx>> {
        self.b
            .build_signed_int_to_float(a, self.ctx.f32_type(), "")
            .map_err(|e| self.err(e))
    }
    pub fn fptosi(&self, a: FloatValue<'ctx>) -> R<IntValue<'ctx>> {
        self.b
            .build_float_to_signed_int(a, self.ctx.i32_type(), "")
            .map_err(|e| self.err(e))
    }
    pub fn f_bits(&self, a: FloatValue<'ctx>) -> R<IntValue<'ctx>> {
        Ok(self
            .b
            .build_bit_cast(a, self.ctx.i32_type(), "")
            .map_err(|e| self.err(e))?
            .into_int_value())
    }
    pub fn bits_f(&self, a: IntValue<'ctx>) -> R<FloatValue<'ctx>> {
        Ok(self
            .b
            .build_bit_cast(a, self.ctx.f32_type(), "")
            .map_err(|e| self.err(e))?
            .into_float_value())
    }

    /// Calls the LLVM intrinsic `name` overloaded on f32 with one argument.
    fn f32_intrinsic(&self, name: &str, a: FloatValue<'ctx>) -> R<FloatValue<'ctx>> {
        let f = inkwell::intrinsics::Intrinsic::find(name)
            .and_then(|i| i.get_declaration(&self.module, &[self.ctx.f32_type().into()]))
            .ok_or_else(|| self.err(format!("intrinsic {name} not found")))?;
        self.call(f, &[a.into()])?
            .map(|v| v.into_float_value())
            .ok_or_else(|| self.err(format!("{name} returned nothing")))
    }

    pub(crate) fn call(
        &self,
        f: FunctionValue<'ctx>,
        args: &[BasicMetadataValueEnum<'ctx>],
    ) -> R<Option<BasicValueEnum<'ctx>>> {
        Ok(self
            .b
            .build_call(f, args, "")
            .map_err(|e| self.err(e))?
            .try_as_basic_value()
            .basic())
    }

    pub fn sqrt(&self, a: FloatValue<'ctx>) -> R<FloatValue<'ctx>> {
        self.f32_intrinsic("llvm.sqrt", a)
    }

    pub fn floor(&self, a: FloatValue<'ctx>) -> R<FloatValue<'ctx>> {
        self.f32_intrinsic("llvm.floor", a)
    }

    /// Round to the nearest integer, halfway cases away from zero (Rust's `f32::round`).
    pub fn round(&self, a: FloatValue<'ctx>) -> R<FloatValue<'ctx>> {
        self.f32_intrinsic("llvm.round", a)
    }

    /// 2^x: x = n + f with n = round(x), |f| ≤ 1/2, 2^f by its Taylor series to degree 7
    /// (coefficients ln2^k/k!, truncation error below 1.2e-7 relative), and 2^n put into the
    /// exponent field. Below −126 the result is 0, above 127 it is +inf; NaN stays NaN.
    pub fn exp2(&self, x: FloatValue<'ctx>) -> R<FloatValue<'ctx>> {
        const C: [f64; 8] = [
            1.0,
            std::f64::consts::LN_2,
            0.240_226_506_959_100_7,
            0.055_504_108_664_821_58,
            0.009_618_129_107_628_477,
            0.001_333_355_814_642_844_3,
            0.000_154_035_303_933_816_06,
            1.525_273_380_405_984e-5,
        ];
        let lo = self.f32c(-126.0);
        let hi = self.f32c(127.0);
        let below = self.fcmp(FloatPredicate::OLT, x, lo)?;
        let above = self.fcmp(FloatPredicate::OGT, x, hi)?;
        let xc = self.select_f(below, lo, x)?;
        let xc = self.select_f(above, hi, xc)?;
        let n = self.floor(self.fadd(xc, self.f32c(0.5))?)?;
        let f = self.fsub(xc, n)?;
        let mut p = self.f32c(C[7]);
        for &c in C[..7].iter().rev() {
            p = self.fmadd(p, f, self.f32c(c))?;
        }
        let ni = self.fptosi(n)?;
        let e = self.shl(self.add(ni, self.i32c(127))?, self.i32c(23))?;
        let scale = self.bits_f(e)?;
        let r = self.fmul(p, scale)?;
        let r = self.select_f(below, self.f32c(0.0), r)?;
        let r = self.select_f(above, self.f32c(f64::INFINITY), r)?;
        let nan = self.fcmp(FloatPredicate::UNO, x, x)?;
        self.select_f(nan, x, r)
    }

    /// Copies 16 bytes from global `src` to shared `dst` (both 16-byte aligned), zeros where
    /// `ok` is false (`src` must be readable either way). Asynchronous on NVPTX: the bytes may
    /// be read only after [`Simt::cp_async_wait`] and a barrier.
    pub fn cp_async_16(
        &self,
        dst: PointerValue<'ctx>,
        src: PointerValue<'ctx>,
        ok: IntValue<'ctx>,
    ) -> R<()> {
        self.spell.cp_async_16(self, dst, src, ok)
    }

    /// Closes the group of asynchronous copies issued since the last commit.
    pub fn cp_async_commit(&self) -> R<()> {
        self.spell.cp_async_commit(self)
    }

    /// Waits until at most `pending` of this thread's committed copy groups are in flight.
    pub fn cp_async_wait(&self, pending: u32) -> R<()> {
        self.spell.cp_async_wait(self, pending)
    }

    /// 2^x to the hardware's approximation where the target has one (NVPTX `ex2.approx`: a
    /// few ulp, subnormal results flushed to 0), else [`Simt::exp2`]. Only for kernels that
    /// already agree with their host lowering to a tolerance, not bit for bit.
    pub fn exp2_approx(&self, x: FloatValue<'ctx>) -> R<FloatValue<'ctx>> {
        self.spell.exp2_approx(self, x)
    }

    /// e^x as 2^(x·log2 e).
    pub fn exp(&self, x: FloatValue<'ctx>) -> R<FloatValue<'ctx>> {
        let t = self.fmul(x, self.f32c(std::f64::consts::LOG2_E))?;
        self.exp2(t)
    }

    /// (sin x, cos x): k = round(x·2/π), r = x − k·π/2 in two parts (Cody–Waite), Taylor
    /// polynomials on |r| ≤ π/4 (degree 9 and 8), and the quadrant k mod 4 picks signs and
    /// swaps. Absolute error grows like |x|·2^-24 from the reduction.
    pub fn sin_cos(&self, x: FloatValue<'ctx>) -> R<(FloatValue<'ctx>, FloatValue<'ctx>)> {
        let kf = self.floor(self.fadd(
            self.fmul(x, self.f32c(std::f64::consts::FRAC_2_PI))?,
            self.f32c(0.5),
        )?)?;
        let r = self.fsub(x, self.fmul(kf, self.f32c(1.570_796_370_506_286_6))?)?;
        let r = self.fsub(r, self.fmul(kf, self.f32c(-4.371_139_000_186_241e-8))?)?;
        let r2 = self.fmul(r, r)?;
        let mut sp = self.f32c(1.0 / 362_880.0);
        for c in [-1.0 / 5040.0, 1.0 / 120.0, -1.0 / 6.0, 1.0] {
            sp = self.fmadd(sp, r2, self.f32c(c))?;
        }
        let sn = self.fmul(sp, r)?;
        let mut cp = self.f32c(1.0 / 40_320.0);
        for c in [-1.0 / 720.0, 1.0 / 24.0, -0.5, 1.0] {
            cp = self.fmadd(cp, r2, self.f32c(c))?;
        }
        let q = self.and(self.fptosi(kf)?, self.i32c(3))?;
        let swap = self.icmp(IntPredicate::NE, self.and(q, self.i32c(1))?, self.i32c(0))?;
        let s0 = self.select_f(swap, cp, sn)?;
        let c0 = self.select_f(swap, sn, cp)?;
        // sin is negated in quadrants 2 and 3; cos in quadrants 1 and 2.
        let s_neg = self.icmp(IntPredicate::UGE, q, self.i32c(2))?;
        let c_neg = self.icmp(
            IntPredicate::EQ,
            self.and(self.add(q, self.i32c(1))?, self.i32c(2))?,
            self.i32c(2),
        )?;
        let s = self.select_f(s_neg, self.fneg(s0)?, s0)?;
        let c = self.select_f(c_neg, self.fneg(c0)?, c0)?;
        Ok((s, c))
    }

    // ---- memory ----

    /// `ptr + off` bytes.
    pub fn gep(&self, ptr: PointerValue<'ctx>, off: IntValue<'ctx>) -> R<PointerValue<'ctx>> {
        // SAFETY: an i8 GEP only computes an address; kernels bound-check what they load.
        unsafe { self.b.build_gep(self.ctx.i8_type(), ptr, &[off], "") }.map_err(|e| self.err(e))
    }

    fn load_raw(
        &self,
        ty: BasicTypeEnum<'ctx>,
        ptr: PointerValue<'ctx>,
        align: u32,
    ) -> R<BasicValueEnum<'ctx>> {
        let v = self.b.build_load(ty, ptr, "").map_err(|e| self.err(e))?;
        if let Some(i) = v.as_instruction_value() {
            i.set_alignment(align).map_err(|e| self.err(e))?;
            if self.volatile_loads {
                i.set_volatile(true).map_err(|e| self.err(e))?;
            }
        }
        Ok(v)
    }

    fn store_raw(&self, ptr: PointerValue<'ctx>, v: BasicValueEnum<'ctx>, align: u32) -> R<()> {
        let i = self.b.build_store(ptr, v).map_err(|e| self.err(e))?;
        i.set_alignment(align).map_err(|e| self.err(e))
    }

    /// Element `idx` (i32 or i64) of an f32 array.
    pub fn load_f32(&self, ptr: PointerValue<'ctx>, idx: IntValue<'ctx>) -> R<FloatValue<'ctx>> {
        let p = self.elem(ptr, idx, 4)?;
        Ok(self
            .load_raw(self.ctx.f32_type().into(), p, 4)?
            .into_float_value())
    }

    pub fn store_f32(
        &self,
        ptr: PointerValue<'ctx>,
        idx: IntValue<'ctx>,
        v: FloatValue<'ctx>,
    ) -> R<()> {
        let p = self.elem(ptr, idx, 4)?;
        self.store_raw(p, v.into(), 4)
    }

    /// Element `idx` of an i32 array.
    pub fn load_i32(&self, ptr: PointerValue<'ctx>, idx: IntValue<'ctx>) -> R<IntValue<'ctx>> {
        let p = self.elem(ptr, idx, 4)?;
        Ok(self
            .load_raw(self.ctx.i32_type().into(), p, 4)?
            .into_int_value())
    }

    pub fn store_i32(
        &self,
        ptr: PointerValue<'ctx>,
        idx: IntValue<'ctx>,
        v: IntValue<'ctx>,
    ) -> R<()> {
        let p = self.elem(ptr, idx, 4)?;
        self.store_raw(p, v.into(), 4)
    }

    /// Element `idx` of a u64 array, as an i64.
    pub fn load_u64(&self, ptr: PointerValue<'ctx>, idx: IntValue<'ctx>) -> R<IntValue<'ctx>> {
        let p = self.elem(ptr, idx, 8)?;
        Ok(self
            .load_raw(self.ctx.i64_type().into(), p, 8)?
            .into_int_value())
    }

    /// Element `idx` of an f16 array, widened to f32.
    pub fn load_f16(&self, ptr: PointerValue<'ctx>, idx: IntValue<'ctx>) -> R<FloatValue<'ctx>> {
        let p = self.elem(ptr, idx, 2)?;
        let h = self
            .load_raw(self.ctx.i16_type().into(), p, 2)?
            .into_int_value();
        self.f16_bits_to_f32(h)
    }

    /// Stores `v` rounded to f16 (nearest, ties to even) as element `idx`.
    pub fn store_f16(
        &self,
        ptr: PointerValue<'ctx>,
        idx: IntValue<'ctx>,
        v: FloatValue<'ctx>,
    ) -> R<()> {
        let p = self.elem(ptr, idx, 2)?;
        let h = self.spell.f32_to_f16_bits(self, v)?;
        self.store_raw(p, h.into(), 2)
    }

    /// `v` rounded to f16 (nearest, ties to even) and widened back to f32.
    pub fn round_f16(&self, v: FloatValue<'ctx>) -> R<FloatValue<'ctx>> {
        let h = self.spell.f32_to_f16_bits(self, v)?;
        self.f16_bits_to_f32(h)
    }

    /// An f16 bit pattern (i16) widened to f32.
    pub fn f16_bits_to_f32(&self, h: IntValue<'ctx>) -> R<FloatValue<'ctx>> {
        self.spell.f16_bits_to_f32(self, h)
    }

    fn elem(
        &self,
        ptr: PointerValue<'ctx>,
        idx: IntValue<'ctx>,
        size: i64,
    ) -> R<PointerValue<'ctx>> {
        let idx = if idx.get_type().get_bit_width() == 64 {
            idx
        } else {
            self.sext64(idx)?
        };
        let off = self.mul(idx, self.i64c(size))?;
        self.gep(ptr, off)
    }

    /// Unsigned byte at `ptr + off`, as i32.
    pub fn load_u8(&self, ptr: PointerValue<'ctx>, off: IntValue<'ctx>) -> R<IntValue<'ctx>> {
        let p = self.gep(ptr, off)?;
        let v = self
            .load_raw(self.ctx.i8_type().into(), p, 1)?
            .into_int_value();
        self.zext32(v)
    }

    /// Signed byte at `ptr + off`, as i32.
    pub fn load_i8(&self, ptr: PointerValue<'ctx>, off: IntValue<'ctx>) -> R<IntValue<'ctx>> {
        let p = self.gep(ptr, off)?;
        let v = self
            .load_raw(self.ctx.i8_type().into(), p, 1)?
            .into_int_value();
        self.b
            .build_int_s_extend(v, self.ctx.i32_type(), "")
            .map_err(|e| self.err(e))
    }

    /// Stores the low byte of `v` (i32) at `ptr + off`.
    pub fn store_u8(
        &self,
        ptr: PointerValue<'ctx>,
        off: IntValue<'ctx>,
        v: IntValue<'ctx>,
    ) -> R<()> {
        let p = self.gep(ptr, off)?;
        let b = self
            .b
            .build_int_truncate(v, self.ctx.i8_type(), "")
            .map_err(|e| self.err(e))?;
        self.store_raw(p, b.into(), 1)
    }

    /// Little-endian u16 at `ptr + off` known to be `align`-aligned, as i32.
    pub fn load_u16(
        &self,
        ptr: PointerValue<'ctx>,
        off: IntValue<'ctx>,
        align: u32,
    ) -> R<IntValue<'ctx>> {
        let p = self.gep(ptr, off)?;
        let v = self
            .load_raw(self.ctx.i16_type().into(), p, align)?
            .into_int_value();
        self.zext32(v)
    }

    /// Little-endian f16 at `ptr + off` known to be `align`-aligned, as f32.
    pub fn load_f16_at(
        &self,
        ptr: PointerValue<'ctx>,
        off: IntValue<'ctx>,
        align: u32,
    ) -> R<FloatValue<'ctx>> {
        let p = self.gep(ptr, off)?;
        let v = self
            .load_raw(self.ctx.i16_type().into(), p, align)?
            .into_int_value();
        self.f16_bits_to_f32(v)
    }

    /// Little-endian u32 at `ptr + off` known to be `align`-aligned.
    pub fn load_u32(
        &self,
        ptr: PointerValue<'ctx>,
        off: IntValue<'ctx>,
        align: u32,
    ) -> R<IntValue<'ctx>> {
        let p = self.gep(ptr, off)?;
        Ok(self
            .load_raw(self.ctx.i32_type().into(), p, align)?
            .into_int_value())
    }

    /// Four consecutive f32 at element `idx` (16-byte aligned when `idx` is a multiple of 4 and
    /// the base is): one vector load on GPUs.
    pub fn load_f32x4(
        &self,
        ptr: PointerValue<'ctx>,
        idx: IntValue<'ctx>,
    ) -> R<[FloatValue<'ctx>; 4]> {
        let p = self.elem(ptr, idx, 4)?;
        let vt = self.ctx.f32_type().vec_type(4);
        let v = self.load_raw(vt.into(), p, 16)?.into_vector_value();
        let mut out = [self.f32c(0.0); 4];
        for (i, o) in out.iter_mut().enumerate() {
            *o = self
                .b
                .build_extract_element(v, self.i32c(i as i64), "")
                .map_err(|e| self.err(e))?
                .into_float_value();
        }
        Ok(out)
    }

    /// `n` consecutive u32 words at `ptr + off` (`off` i64 bytes) known to be `align`-aligned
    /// (4, 8 or 16): one vector load per 16 (or 8) bytes where the alignment allows, so GPUs
    /// issue 128-bit (64-bit) loads.
    pub fn load_words(
        &self,
        ptr: PointerValue<'ctx>,
        off: IntValue<'ctx>,
        n: u32,
        align: u32,
    ) -> R<Vec<IntValue<'ctx>>> {
        let width = match align {
            a if a >= 16 => 4,
            8..=15 => 2,
            _ => 1,
        };
        let mut out = Vec::with_capacity(n as usize);
        let mut i = 0;
        while i < n {
            let w = width.min(n - i);
            let p = self.gep(ptr, self.add(off, self.i64c(i64::from(4 * i)))?)?;
            if w == 1 {
                out.push(
                    self.load_raw(self.ctx.i32_type().into(), p, align.min(4))?
                        .into_int_value(),
                );
            } else {
                let vt = self.ctx.i32_type().vec_type(w);
                let v = self
                    .load_raw(vt.into(), p, align.min(4 * w))?
                    .into_vector_value();
                for k in 0..w {
                    out.push(
                        self.b
                            .build_extract_element(v, self.i32c(i64::from(k)), "")
                            .map_err(|e| self.err(e))?
                            .into_int_value(),
                    );
                }
            }
            i += w;
        }
        Ok(out)
    }

    /// A 2-byte aligned pointer split for [`Simt::load_words_shifted`]: the 4-byte aligned
    /// address at or below it, its misalignment in bytes (i64, 0 or 2) and in bits (i32).
    pub fn align_down4(
        &self,
        ptr: PointerValue<'ctx>,
    ) -> R<(PointerValue<'ctx>, IntValue<'ctx>, IntValue<'ctx>)> {
        let addr = self
            .b
            .build_ptr_to_int(ptr, self.ctx.i64_type(), "")
            .map_err(|e| self.err(e))?;
        let mis = self.and(addr, self.i64c(3))?;
        let base = self.gep(ptr, self.sub(self.i64c(0), mis)?)?;
        let sh = self.trunc32(self.shl(mis, self.i64c(3))?)?;
        Ok((base, mis, sh))
    }

    /// `n` little-endian u32 words of a field that starts `mis` bytes past `base + off` (`base`
    /// and `off` 4-byte aligned, from [`Simt::align_down4`]): `n + 1` aligned loads and a
    /// funnel shift per word. The last load is the word holding the field's last byte, so
    /// nothing past the field is read.
    pub fn load_words_shifted(
        &self,
        base: PointerValue<'ctx>,
        mis: IntValue<'ctx>,
        sh: IntValue<'ctx>,
        off: IntValue<'ctx>,
        n: u32,
    ) -> R<Vec<IntValue<'ctx>>> {
        let w = self.field_words(base, mis, off, n)?;
        (0..n as usize)
            .map(|j| self.fshr(w[j + 1], w[j], sh))
            .collect()
    }

    /// The `n + 1` aligned u32 words a field of `n` words starting `mis` bytes (0 or 2) past
    /// `base + off` spans, loaded in order: words `0..n` at `off`, then word `n` when the field
    /// is misaligned, else word `n − 1` again, so nothing past the field is read. Word `j` of
    /// the field is built from words `j` and `j + 1` ([`Simt::load_words_shifted`]).
    pub(crate) fn field_words(
        &self,
        base: PointerValue<'ctx>,
        mis: IntValue<'ctx>,
        off: IntValue<'ctx>,
        n: u32,
    ) -> R<Vec<IntValue<'ctx>>> {
        let mut w = Vec::with_capacity(n as usize + 1);
        for j in 0..n {
            w.push(self.load_u32(base, self.add(off, self.i64c(i64::from(4 * j)))?, 4)?);
        }
        let last = self.add(
            self.add(off, self.i64c(i64::from(4 * n) - 4))?,
            self.shl(mis, self.i64c(1))?,
        )?;
        w.push(self.load_u32(base, last, 4)?);
        Ok(w)
    }

    /// `n` consecutive little-endian u32 words starting at `ptr`, which need only be 2-byte
    /// aligned (see [`Simt::load_words_shifted`]).
    pub fn load_words_unaligned(&self, ptr: PointerValue<'ctx>, n: u32) -> R<Vec<IntValue<'ctx>>> {
        let (base, mis, sh) = self.align_down4(ptr)?;
        self.load_words_shifted(base, mis, sh, self.i64c(0), n)
    }

    /// A read-only table of u32 in the target's constant memory.
    pub fn const_table_u32(&mut self, name: &str, data: &[u32]) -> R<PointerValue<'ctx>> {
        if let Some(g) = self.module.get_global(name) {
            return Ok(g.as_pointer_value());
        }
        let i32t = self.ctx.i32_type();
        let vals: Vec<_> = data
            .iter()
            .map(|&v| i32t.const_int(u64::from(v), false))
            .collect();
        let arr = i32t.const_array(&vals);
        let g = self.module.add_global(
            i32t.array_type(data.len() as u32),
            Some(AddressSpace::from(self.spell.const_as())),
            name,
        );
        g.set_initializer(&arr);
        g.set_constant(true);
        g.set_linkage(Linkage::Internal);
        g.set_alignment(16);
        Ok(g.as_pointer_value())
    }

    /// A block-shared array of `bytes` bytes (16-byte aligned).
    pub fn shared(&mut self, bytes: u32) -> R<PointerValue<'ctx>> {
        let offset = self.shared_bytes.next_multiple_of(16);
        self.shared_bytes = offset + bytes;
        self.n_globals += 1;
        self.spell.shared_array(self, bytes, offset)
    }

    /// A block-shared copy of the u32 table `data`: every thread of the block copies its share
    /// from the constant table `name` and then waits at a barrier, so it must be called where
    /// the whole block runs (before any thread-dependent branch).
    pub fn shared_table_u32(&mut self, name: &str, data: &[u32]) -> R<PointerValue<'ctx>> {
        let src = self.const_table_u32(name, data)?;
        let dst = self.shared(4 * data.len() as u32)?;
        let tid = self.tid()?;
        let n = self.i32c(data.len() as i64);
        let step = self.i32c(i64::from(self.sig.block_dim));
        self.for_range(tid, n, step, |s, i| {
            let v = s.load_i32(src, i)?;
            s.store_i32(dst, i, v)
        })?;
        self.barrier()?;
        Ok(dst)
    }

    /// A block barrier: every thread of the block waits here, and shared-memory writes before
    /// it are visible to reads after it.
    pub fn barrier(&mut self) -> R<()> {
        self.spell.barrier(self)
    }

    /// A fence ordering this thread's global memory accesses for the whole device, with
    /// `ordering` (release or acquire; `Spelling::device_fence`).
    pub fn fence(&self, ordering: AtomicOrdering) -> R<()> {
        self.spell.device_fence(self, ordering)
    }

    /// `old = ptr[idx]; ptr[idx] = old + v` as one relaxed atomic on global memory; returns
    /// `old`.
    pub fn atomic_add_i32(
        &self,
        ptr: PointerValue<'ctx>,
        idx: IntValue<'ctx>,
        v: IntValue<'ctx>,
    ) -> R<IntValue<'ctx>> {
        let p = self.elem(ptr, idx, 4)?;
        self.b
            .build_atomicrmw(AtomicRMWBinOp::Add, p, v, AtomicOrdering::Monotonic)
            .map_err(|e| self.err(e))
    }

    /// The grid's "last block done" step, for a kernel whose blocks each store a part of a
    /// result that one block then finishes (a combine, a top-k) inside the same launch instead
    /// of a second launch waiting for the whole grid. The block's threads meet at a barrier
    /// (their stores are then ordered before thread 0's next step), thread 0 fences (release,
    /// device scope) and adds one to `counter[idx]`; the block whose add brings it to `total`
    /// is the last of the `total` blocks sharing that counter, so every other block's stores
    /// happened before. Its thread 0 fences (acquire) and a barrier passes that on to the
    /// block (CUDA's cooperative grid sync orders its blocks the same way), which runs
    /// `finish` with every load volatile (a stale cache line of this core must not answer),
    /// then puts the counter back to 0 for the next launch (a captured graph replays the same
    /// buffer). The counter must start at 0 and count exactly `total` blocks. Call it where the
    /// whole block runs; `finish` may use barriers (the branch is uniform over the block).
    pub fn last_block(
        &mut self,
        counter: PointerValue<'ctx>,
        idx: IntValue<'ctx>,
        total: IntValue<'ctx>,
        finish: impl FnOnce(&mut Self) -> R<()>,
    ) -> R<()> {
        let flag = self.shared(4)?;
        let zero = self.i32c(0);
        self.barrier()?;
        let tid = self.tid()?;
        let t0 = self.icmp(IntPredicate::EQ, tid, zero)?;
        self.if_then(t0, |s| {
            s.fence(AtomicOrdering::Release)?;
            let old = s.atomic_add_i32(counter, idx, s.i32c(1))?;
            let last = s.icmp(IntPredicate::EQ, old, s.sub(total, s.i32c(1))?)?;
            s.if_then(last, |s| s.fence(AtomicOrdering::Acquire))?;
            s.store_i32(flag, s.i32c(0), s.zext32(last)?)
        })?;
        self.barrier()?;
        let last = self.icmp(IntPredicate::NE, self.load_i32(flag, zero)?, zero)?;
        self.if_then(last, |s| {
            let was = std::mem::replace(&mut s.volatile_loads, true);
            let r = finish(s);
            s.volatile_loads = was;
            r?;
            s.if_then(t0, |s| s.store_i32(counter, idx, s.i32c(0)))
        })
    }

    // ---- wave operations (all lanes of the wave must take part) ----

    /// The value of `v` held by lane `lane ^ mask`.
    pub fn shfl_xor_i32(&mut self, v: IntValue<'ctx>, mask: u32) -> R<IntValue<'ctx>> {
        self.spell.shfl_xor(self, v, mask)
    }

    pub fn shfl_xor_f32(&mut self, v: FloatValue<'ctx>, mask: u32) -> R<FloatValue<'ctx>> {
        let i = self.f_bits(v)?;
        let r = self.shfl_xor_i32(i, mask)?;
        self.bits_f(r)
    }

    /// The value of `v` held by lane `src` (per lane; `src` is taken modulo the wave size).
    pub fn shfl_idx_f32(
        &mut self,
        v: FloatValue<'ctx>,
        src: IntValue<'ctx>,
    ) -> R<FloatValue<'ctx>> {
        let i = self.f_bits(v)?;
        let r = self.spell.shfl_idx(self, i, src)?;
        self.bits_f(r)
    }

    /// Sum over the wave by a butterfly: after log2(wave) steps every lane holds the total.
    pub fn wave_sum(&mut self, v: FloatValue<'ctx>) -> R<FloatValue<'ctx>> {
        let mut acc = v;
        let mut m = self.target.wave_size / 2;
        while m > 0 {
            let o = self.shfl_xor_f32(acc, m)?;
            acc = self.fadd(acc, o)?;
            m /= 2;
        }
        Ok(acc)
    }

    /// Sums over the wave of `vals.len()` values at once (a power of two up to the wave size).
    /// Each of the first log2(n) butterfly steps halves the values a lane holds: the lane whose
    /// partner bit is set keeps the upper half and sends the lower, so one shuffle moves one
    /// value instead of every value; the remaining steps are a plain butterfly. Afterwards lane
    /// `l` holds the total of value `l / (wave / n)` (see [`Simt::wave_sum_rows_owner`]).
    pub fn wave_sum_rows(&mut self, vals: &[FloatValue<'ctx>]) -> R<FloatValue<'ctx>> {
        let n = vals.len() as u32;
        if n == 0 || !n.is_power_of_two() || n > self.target.wave_size {
            return Err(self.err(format!("wave_sum_rows of {n} values")));
        }
        let lane = self.lane()?;
        let mut v = vals.to_vec();
        let mut m = self.target.wave_size / 2;
        while v.len() > 1 {
            let half = v.len() / 2;
            let upper = self.icmp(
                IntPredicate::NE,
                self.and(lane, self.i32c(i64::from(m)))?,
                self.i32c(0),
            )?;
            let mut next = Vec::with_capacity(half);
            for i in 0..half {
                let keep = self.select_f(upper, v[i + half], v[i])?;
                let send = self.select_f(upper, v[i], v[i + half])?;
                let got = self.shfl_xor_f32(send, m)?;
                next.push(self.fadd(keep, got)?);
            }
            v = next;
            m /= 2;
        }
        let mut acc = v[0];
        while m > 0 {
            let o = self.shfl_xor_f32(acc, m)?;
            acc = self.fadd(acc, o)?;
            m /= 2;
        }
        Ok(acc)
    }

    /// After [`Simt::wave_sum_rows`] of `n` values: (whether this lane is the first holder of
    /// its value, the index of the value it holds).
    pub fn wave_sum_rows_owner(&mut self, n: u32) -> R<(IntValue<'ctx>, IntValue<'ctx>)> {
        let lane = self.lane()?;
        let span = (self.target.wave_size / n.max(1)).max(1);
        let idx = self.lshr(lane, self.i32c(i64::from(span.trailing_zeros())))?;
        let first = self.icmp(
            IntPredicate::EQ,
            self.and(lane, self.i32c(i64::from(span) - 1))?,
            self.i32c(0),
        )?;
        Ok((first, idx))
    }

    /// Maximum over the wave (every lane holds it).
    pub fn wave_max(&mut self, v: FloatValue<'ctx>) -> R<FloatValue<'ctx>> {
        let mut acc = v;
        let mut m = self.target.wave_size / 2;
        while m > 0 {
            let o = self.shfl_xor_f32(acc, m)?;
            acc = self.fmax(acc, o)?;
            m /= 2;
        }
        Ok(acc)
    }

    /// Arg-max over the wave of (value, index) pairs: the largest value, ties to the smaller
    /// index; every lane holds the winner.
    pub fn wave_argmax(
        &mut self,
        v: FloatValue<'ctx>,
        i: IntValue<'ctx>,
    ) -> R<(FloatValue<'ctx>, IntValue<'ctx>)> {
        let (mut bv, mut bi) = (v, i);
        let mut m = self.target.wave_size / 2;
        while m > 0 {
            let ov = self.shfl_xor_f32(bv, m)?;
            let oi = self.shfl_xor_i32(bi, m)?;
            let gt = self.fcmp(FloatPredicate::OGT, ov, bv)?;
            let eq = self.fcmp(FloatPredicate::OEQ, ov, bv)?;
            let lower = self.icmp(IntPredicate::SLT, oi, bi)?;
            let tie = self.and(eq, lower)?;
            let take = self.or(gt, tie)?;
            bv = self.select_f(take, ov, bv)?;
            bi = self.select_i(take, oi, bi)?;
            m /= 2;
        }
        Ok((bv, bi))
    }

    // ---- mutable variables and control flow ----

    /// A new variable holding `init`.
    pub fn var(&mut self, init: BasicValueEnum<'ctx>) -> R<Var<'ctx>> {
        let ty = init.get_type();
        let here = self.b.get_insert_block();
        match self.entry.get_first_instruction() {
            Some(i) => self.b.position_before(&i),
            None => self.b.position_at_end(self.entry),
        }
        let ptr = self.b.build_alloca(ty, "v").map_err(|e| self.err(e))?;
        if let Some(bb) = here {
            self.b.position_at_end(bb);
        }
        self.b.build_store(ptr, init).map_err(|e| self.err(e))?;
        Ok(Var { ptr, ty })
    }

    pub fn var_f32(&mut self, init: FloatValue<'ctx>) -> R<Var<'ctx>> {
        self.var(init.into())
    }

    pub fn var_i32(&mut self, init: IntValue<'ctx>) -> R<Var<'ctx>> {
        self.var(init.into())
    }

    pub fn get(&self, v: Var<'ctx>) -> R<BasicValueEnum<'ctx>> {
        self.b.build_load(v.ty, v.ptr, "").map_err(|e| self.err(e))
    }

    pub fn get_f(&self, v: Var<'ctx>) -> R<FloatValue<'ctx>> {
        Ok(self.get(v)?.into_float_value())
    }

    pub fn get_i(&self, v: Var<'ctx>) -> R<IntValue<'ctx>> {
        Ok(self.get(v)?.into_int_value())
    }

    pub fn set(&self, v: Var<'ctx>, x: impl Into<BasicValueEnum<'ctx>>) -> R<()> {
        self.b
            .build_store(v.ptr, x.into())
            .map_err(|e| self.err(e))?;
        Ok(())
    }

    /// `for i in (start..end).step_by(step)` over signed i32 (step > 0).
    pub fn for_range(
        &mut self,
        start: IntValue<'ctx>,
        end: IntValue<'ctx>,
        step: IntValue<'ctx>,
        mut body: impl FnMut(&mut Self, IntValue<'ctx>) -> R<()>,
    ) -> R<()> {
        let i = self.var_i32(start)?;
        let head = self.ctx.append_basic_block(self.func, "loop");
        let work = self.ctx.append_basic_block(self.func, "body");
        let done = self.ctx.append_basic_block(self.func, "done");
        self.b
            .build_unconditional_branch(head)
            .map_err(|e| self.err(e))?;
        self.b.position_at_end(head);
        let iv = self.get_i(i)?;
        let c = self.icmp(IntPredicate::SLT, iv, end)?;
        self.b
            .build_conditional_branch(c, work, done)
            .map_err(|e| self.err(e))?;
        self.b.position_at_end(work);
        let iv = self.get_i(i)?;
        body(self, iv)?;
        let iv = self.get_i(i)?;
        let next = self.add(iv, step)?;
        self.set(i, next)?;
        self.b
            .build_unconditional_branch(head)
            .map_err(|e| self.err(e))?;
        self.b.position_at_end(done);
        Ok(())
    }

    /// `if cond { then }`.
    pub fn if_then(
        &mut self,
        cond: IntValue<'ctx>,
        then: impl FnOnce(&mut Self) -> R<()>,
    ) -> R<()> {
        let t = self.ctx.append_basic_block(self.func, "then");
        let done = self.ctx.append_basic_block(self.func, "endif");
        self.b
            .build_conditional_branch(cond, t, done)
            .map_err(|e| self.err(e))?;
        self.b.position_at_end(t);
        then(self)?;
        self.b
            .build_unconditional_branch(done)
            .map_err(|e| self.err(e))?;
        self.b.position_at_end(done);
        Ok(())
    }

    /// The parameter kinds, in order (for spellings).
    pub(crate) fn param_kinds(&self) -> Vec<ParamKind> {
        self.sig.params.iter().map(|p| p.1).collect()
    }

    pub(crate) fn ptr_type(&self, aspace: u16) -> inkwell::types::PointerType<'ctx> {
        self.ctx.ptr_type(AddressSpace::from(aspace))
    }
}
