//! The few spellings that differ between back ends, behind one narrow trait.
//!
//! | what | AMDGPU | NVPTX | host |
//! |---|---|---|---|
//! | kernel | `amdgpu_kernel` CC + flat-work-group-size | `nvvm.annotations` kernel + maxntidx (+ minctasm where the signature asks) | `fn(args, ctx)` |
//! | parameters | typed, buffers in addrspace(1) | typed, buffers in addrspace(1) | loaded from a u64 array |
//! | thread/block id | `llvm.amdgcn.workitem/workgroup.id.*` | `llvm.nvvm.read.ptx.sreg.tid/ctaid.*` | fields of the thread context |
//! | barrier | fence; `llvm.amdgcn.s.barrier`; fence | `llvm.nvvm.barrier0` | callback through the context |
//! | lane swap (xor / index) | `llvm.amdgcn.ds.bpermute` | `llvm.nvvm.shfl.sync.bfly/idx.i32` | callback through the context |
//! | shared memory | addrspace(3) global | addrspace(3) global | slice of the block's buffer |
//! | f16 ⇄ f32 | `fpext`/`fptrunc` | `fpext`/`fptrunc` | integer bit manipulation |
//! | fused multiply-add | `llvm.fma` | `llvm.fma` | exact f64 emulation |
//! | byte → f32 | `v_cvt_f32_ubyteN` | `prmt` under 2^23, one add | as NVPTX |
//! | byte permute, selector in a register | `llvm.amdgcn.perm` (nibbles spread to bytes) | `llvm.nvvm.prmt` | shifts of the 64-bit pair |
//! | grid dependency (entry) | nothing | `griddepcontrol.launch_dependents; griddepcontrol.wait` (inline PTX) | nothing |
//! | int8 matrix fragment (m16n8k32) | index shuffles and byte dots | `llvm.nvvm.mma.m16n8k32.row.col.s8` | index shuffles and byte dots |
//! | 16-byte global → shared copy | load and store | `cp.async.cg` (+ commit/wait groups) | load and store |
//! | 2^x, approximate (where a kernel accepts it) | the exact polynomial | `ex2.approx.ftz.f32` | the exact polynomial |
//! | f16 matrix fragment (m16n8k16, f32 accumulators) | index shuffles and f32 products | `llvm.nvvm.mma.m16n8k16.row.col.f32.f32` | index shuffles and f32 products |
//! | 4-way byte dot | `llvm.amdgcn.sudot4` (`v_dot4_i32_iu8`) | `dp4a` (LLVM 19 has no NVVM intrinsic for it: one instruction of inline PTX) | bytes extracted, multiplied, added |
//!
//! The host lowering converts f16 with integer arithmetic because the JIT compiles for a
//! generic x86-64 without F16C, where `fptrunc` becomes a call to a runtime helper that the
//! process may not export.

use crate::simt::{KernelSig, ParamKind, R, Simt};
use crate::target::{Family, Target};
use inkwell::AddressSpace;
use inkwell::AtomicOrdering;
use inkwell::attributes::AttributeLoc;
use inkwell::context::Context;
use inkwell::intrinsics::Intrinsic;
use inkwell::module::{Linkage, Module};
use inkwell::types::{BasicMetadataTypeEnum, BasicTypeEnum};
use inkwell::values::{BasicValueEnum, FloatValue, FunctionValue, IntValue, PointerValue};

/// Back-end specific spellings used by the SIMT builder.
pub trait Spelling: Sync {
    /// Address space of read-only tables.
    fn const_as(&self) -> u16;
    /// Declares the kernel function with the back end's conventions.
    fn declare_kernel<'ctx>(
        &self,
        ctx: &'ctx Context,
        module: &Module<'ctx>,
        target: &Target,
        sig: &KernelSig,
    ) -> R<FunctionValue<'ctx>>;
    /// The kernel's parameters as values (in the entry block).
    fn load_params<'ctx>(&self, s: &mut Simt<'ctx>) -> R<Vec<BasicValueEnum<'ctx>>>;
    /// At the kernel's entry, before any memory access: lets the next kernel of the stream
    /// launch now and waits until the previous one has finished and its writes are visible
    /// (where the back end has programmatic dependent launch; elsewhere nothing).
    fn grid_dependency<'ctx>(&self, _s: &Simt<'ctx>) -> R<()> {
        Ok(())
    }
    fn thread_id<'ctx>(&self, s: &Simt<'ctx>) -> R<IntValue<'ctx>>;
    fn block_id<'ctx>(&self, s: &Simt<'ctx>, dim: u32) -> R<IntValue<'ctx>>;
    fn barrier<'ctx>(&self, s: &Simt<'ctx>) -> R<()>;
    fn shfl_xor<'ctx>(&self, s: &Simt<'ctx>, v: IntValue<'ctx>, mask: u32) -> R<IntValue<'ctx>>;
    /// The value of `v` held by lane `src` (`0 ≤ src < wave`, any value per lane).
    fn shfl_idx<'ctx>(
        &self,
        s: &Simt<'ctx>,
        v: IntValue<'ctx>,
        src: IntValue<'ctx>,
    ) -> R<IntValue<'ctx>>;
    fn shared_array<'ctx>(
        &self,
        s: &mut Simt<'ctx>,
        bytes: u32,
        offset: u32,
    ) -> R<PointerValue<'ctx>>;
    fn f16_bits_to_f32<'ctx>(&self, s: &Simt<'ctx>, h: IntValue<'ctx>) -> R<FloatValue<'ctx>>;
    fn f32_to_f16_bits<'ctx>(&self, s: &Simt<'ctx>, v: FloatValue<'ctx>) -> R<IntValue<'ctx>>;
    /// `a·b + c` rounded once (IEEE fusedMultiplyAdd).
    fn fma<'ctx>(
        &self,
        s: &Simt<'ctx>,
        a: FloatValue<'ctx>,
        b: FloatValue<'ctx>,
        c: FloatValue<'ctx>,
    ) -> R<FloatValue<'ctx>> {
        let f32t: BasicTypeEnum = s.ctx.f32_type().into();
        call_intrinsic(s, "llvm.fma", &[f32t], &[a.into(), b.into(), c.into()])?
            .map(|v| v.into_float_value())
            .ok_or_else(|| s.err("llvm.fma returned nothing"))
    }
    /// `float(byte k of w) + bias`, exact (|bias| < 2^22 an integer). The default puts the byte
    /// under the exponent of 2^23 with one byte permute and removes 2^23 together with the bias
    /// in one add: two full-rate instructions, where an integer-to-float conversion runs at a
    /// fraction of the rate on NVIDIA GPUs.
    fn byte_f32<'ctx>(
        &self,
        s: &Simt<'ctx>,
        w: IntValue<'ctx>,
        k: u32,
        bias: f64,
    ) -> R<FloatValue<'ctx>> {
        let magic = s.i32c(0x4B00_0000);
        // Byte 0 is picked with the operands swapped: the same single `prmt` with the magic in
        // a register (the direct form folds into an immediate pair that costs a move each).
        let r = if k & 3 == 0 {
            s.perm(magic, w, [4, 0, 0, 3])?
        } else {
            s.perm(w, magic, [k & 3, 4, 4, 7])?
        };
        s.fadd(s.bits_f(r)?, s.f32c(bias - 8_388_608.0))
    }
    /// Byte `k` of the result = byte `(sel >> 4k) & 7` of `b:a` (selector nibbles 0–7). The
    /// default shifts the 64-bit pair once per byte.
    fn perm_dyn<'ctx>(
        &self,
        s: &Simt<'ctx>,
        a: IntValue<'ctx>,
        b: IntValue<'ctx>,
        sel: IntValue<'ctx>,
    ) -> R<IntValue<'ctx>> {
        let pair = s.or(s.zext64(a)?, s.shl(s.zext64(b)?, s.i64c(32))?)?;
        let mut out = s.i32c(0);
        for k in 0..4 {
            let idx = s.and(s.lshr(sel, s.i32c(4 * k))?, s.i32c(7))?;
            let sh = s.zext64(s.shl(idx, s.i32c(3))?)?;
            let byte = s.and(s.trunc32(s.lshr(pair, sh)?)?, s.i32c(255))?;
            out = s.or(out, s.shl(byte, s.i32c(8 * k))?)?;
        }
        Ok(out)
    }
    /// `c + Σ_k a_k·b_k` over the four bytes of `a` and `b` (each signed or unsigned as asked),
    /// in wrapping i32 arithmetic (exact for the kernels' operand ranges). The default spells
    /// it out byte by byte.
    fn dot4<'ctx>(
        &self,
        s: &Simt<'ctx>,
        a: (IntValue<'ctx>, bool),
        b: (IntValue<'ctx>, bool),
        c: IntValue<'ctx>,
    ) -> R<IntValue<'ctx>> {
        let byte = |v: IntValue<'ctx>, signed: bool, k: i64| -> R<IntValue<'ctx>> {
            if signed {
                s.ashr(s.shl(v, s.i32c(24 - 8 * k))?, s.i32c(24))
            } else {
                s.and(s.lshr(v, s.i32c(8 * k))?, s.i32c(255))
            }
        };
        let mut acc = c;
        for k in 0..4 {
            let p = s.mul(byte(a.0, a.1, k)?, byte(b.0, b.1, k)?)?;
            acc = s.add(acc, p)?;
        }
        Ok(acc)
    }

    /// `D = A·B + C` over one int8 matrix fragment of [`crate::target::MmaI8::M16n8k32`]'s
    /// layout (A and B signed bytes, four per register; C and D i32). By default through lane
    /// shuffles; NVPTX issues the matrix instruction.
    fn mma_m16n8k32_s8<'ctx>(
        &self,
        s: &Simt<'ctx>,
        a: [IntValue<'ctx>; 4],
        b: [IntValue<'ctx>; 2],
        c: [IntValue<'ctx>; 4],
    ) -> R<[IntValue<'ctx>; 4]> {
        mma_by_shuffles(self, s, a, b, c)
    }

    /// Copies 16 bytes from global `src` to shared `dst` (both 16-byte aligned), or writes 16
    /// zero bytes where `ok` is false (`src` must still be a readable address). NVPTX issues an
    /// asynchronous copy (`cp.async.cg`) that lands by the matching [`Spelling::cp_async_wait`];
    /// the default copies at once.
    fn cp_async_16<'ctx>(
        &self,
        s: &Simt<'ctx>,
        dst: PointerValue<'ctx>,
        src: PointerValue<'ctx>,
        ok: IntValue<'ctx>,
    ) -> R<()> {
        for i in 0..4i64 {
            let w = s.load_u32(src, s.i64c(4 * i), 4)?;
            let w = s.select_i(ok, w, s.i32c(0))?;
            let d = s.gep(dst, s.i64c(4 * i))?;
            s.store_i32(d, s.i32c(0), w)?;
        }
        Ok(())
    }
    /// Closes the group of asynchronous copies issued since the last commit (default: nothing).
    fn cp_async_commit<'ctx>(&self, _s: &Simt<'ctx>) -> R<()> {
        Ok(())
    }
    /// Waits until at most `pending` committed groups of this thread's copies are in flight
    /// (default: nothing, the copies were synchronous).
    fn cp_async_wait<'ctx>(&self, _s: &Simt<'ctx>, _pending: u32) -> R<()> {
        Ok(())
    }

    /// 2^x where a kernel accepts the hardware's approximation (a few ulp, subnormal results
    /// flushed to 0). The default is [`Simt::exp2`]'s polynomial; NVPTX issues `ex2.approx`.
    fn exp2_approx<'ctx>(&self, s: &Simt<'ctx>, x: FloatValue<'ctx>) -> R<FloatValue<'ctx>> {
        s.exp2(x)
    }

    /// A fence ordering this thread's global memory accesses for every thread of the device
    /// (`ordering`: release or acquire). The default is LLVM's `fence` (system scope); NVPTX
    /// in LLVM 19 selects only sequentially consistent fences there, so it issues
    /// `fence.acq_rel.gpu` (either ordering) as inline assembly.
    fn device_fence<'ctx>(&self, s: &Simt<'ctx>, ordering: AtomicOrdering) -> R<()> {
        s.b.build_fence(ordering, false, "")
            .map(|_| ())
            .map_err(|e| s.err(e))
    }

    /// `D = A·B + C` over one f16 matrix fragment of [`crate::target::MmaF16::M16n8k16`]'s
    /// layout (A and B two f16 per register, C and D f32). By default through lane shuffles
    /// and f32 products; NVPTX issues the matrix instruction.
    fn mma_m16n8k16_f16<'ctx>(
        &self,
        s: &Simt<'ctx>,
        a: [IntValue<'ctx>; 4],
        b: [IntValue<'ctx>; 2],
        c: [FloatValue<'ctx>; 4],
    ) -> R<[FloatValue<'ctx>; 4]> {
        mma_f16_by_shuffles(self, s, a, b, c)
    }
}

/// A fragment product through index shuffles, in the m16n8k32 (int8) and m16n8k16 (f16)
/// lane layout they share ([`crate::target::MmaI8`], [`crate::target::MmaF16`]): lane
/// `(g, t)`'s output `i` (row `g + 8·(i / 2)`, column `2t + i % 2`) takes, for each `t'` of the
/// four lanes holding that row of A and that column of B (ascending), `step` over their two
/// register pairs: A's low-k register (a0 for row g, a1 for g + 8) with b0, then its high-k one
/// (a2, a3) with b1. Each shuffled register is `unpack`ed once. Every lane takes part in every
/// shuffle, as the matrix instruction requires of a wave.
fn fragment_by_shuffles<'ctx, V: Copy, T: Copy>(
    sp: &(impl Spelling + ?Sized),
    s: &Simt<'ctx>,
    (a, b, c): ([IntValue<'ctx>; 4], [IntValue<'ctx>; 2], [T; 4]),
    unpack: impl Fn(IntValue<'ctx>) -> R<V>,
    step: impl Fn(V, V, T) -> R<T>,
) -> R<[T; 4]> {
    let lane = s.and(sp.thread_id(s)?, s.i32c(i64::from(s.target.wave_size) - 1))?;
    let (g, t) = (s.lshr(lane, s.i32c(2))?, s.and(lane, s.i32c(3))?);
    let mut d = c;
    for tp in 0..4i64 {
        let src_a = s.add(s.mul(g, s.i32c(4))?, s.i32c(tp))?;
        let ra: Vec<V> = a
            .iter()
            .map(|&v| unpack(sp.shfl_idx(s, v, src_a)?))
            .collect::<R<_>>()?;
        for j in 0..2i64 {
            let col = s.add(s.mul(t, s.i32c(2))?, s.i32c(j))?;
            let src_b = s.add(s.mul(col, s.i32c(4))?, s.i32c(tp))?;
            let b0 = unpack(sp.shfl_idx(s, b[0], src_b)?)?;
            let b1 = unpack(sp.shfl_idx(s, b[1], src_b)?)?;
            for half in 0..2usize {
                // Output 2·half + j: row g (half 0, registers a0/a2) or g + 8 (a1/a3).
                let i = 2 * half + j as usize;
                let lo = step(ra[half], b0, d[i])?;
                d[i] = step(ra[half + 2], b1, lo)?;
            }
        }
    }
    Ok(d)
}

/// `D = A·B + C` for one m16n8k32 int8 fragment through index shuffles and byte dots
/// ([`fragment_by_shuffles`]; exact in i32).
fn mma_by_shuffles<'ctx>(
    sp: &(impl Spelling + ?Sized),
    s: &Simt<'ctx>,
    a: [IntValue<'ctx>; 4],
    b: [IntValue<'ctx>; 2],
    c: [IntValue<'ctx>; 4],
) -> R<[IntValue<'ctx>; 4]> {
    fragment_by_shuffles(sp, s, (a, b, c), Ok, |x, y, acc| {
        sp.dot4(s, (x, true), (y, true), acc)
    })
}

/// The f16 halves of a packed pair, widened to f32 (low half first).
fn halves<'ctx>(
    sp: &(impl Spelling + ?Sized),
    s: &Simt<'ctx>,
    v: IntValue<'ctx>,
) -> R<(FloatValue<'ctx>, FloatValue<'ctx>)> {
    let lo = sp.f16_bits_to_f32(s, s.and(v, s.i32c(0xffff))?)?;
    let hi = sp.f16_bits_to_f32(s, s.lshr(v, s.i32c(16))?)?;
    Ok((lo, hi))
}

/// `D = A·B + C` for one m16n8k16 f16 fragment through index shuffles
/// ([`fragment_by_shuffles`]): f16 × f16 is exact in f32, and each product is added with one
/// rounding, in the order `k = 2t', 2t'+1, 2t'+8, 2t'+9`, `t'` ascending.
fn mma_f16_by_shuffles<'ctx>(
    sp: &(impl Spelling + ?Sized),
    s: &Simt<'ctx>,
    a: [IntValue<'ctx>; 4],
    b: [IntValue<'ctx>; 2],
    c: [FloatValue<'ctx>; 4],
) -> R<[FloatValue<'ctx>; 4]> {
    fragment_by_shuffles(
        sp,
        s,
        (a, b, c),
        |v| halves(sp, s, v),
        |x, y, acc| s.fmadd(x.1, y.1, s.fmadd(x.0, y.0, acc)?),
    )
}

/// The spelling of `target`'s family.
pub fn for_target(target: &Target) -> &'static dyn Spelling {
    match target.family {
        Family::Amdgpu => &Amdgpu,
        Family::Nvptx => &Nvptx,
        Family::Host => &Host,
    }
}

struct Amdgpu;
struct Nvptx;
struct Host;

const GLOBAL_AS: u16 = 1;
const SHARED_AS: u16 = 3;

fn call_intrinsic<'ctx>(
    s: &Simt<'ctx>,
    name: &str,
    overloads: &[BasicTypeEnum<'ctx>],
    args: &[BasicValueEnum<'ctx>],
) -> R<Option<BasicValueEnum<'ctx>>> {
    let f = Intrinsic::find(name)
        .and_then(|i| i.get_declaration(&s.module, overloads))
        .ok_or_else(|| s.err(format!("intrinsic {name} not found")))?;
    let args: Vec<_> = args.iter().map(|a| (*a).into()).collect();
    s.call(f, &args)
}

fn int_intrinsic<'ctx>(s: &Simt<'ctx>, name: &str) -> R<IntValue<'ctx>> {
    call_intrinsic(s, name, &[], &[])?
        .map(|v| v.into_int_value())
        .ok_or_else(|| s.err(format!("{name} returned nothing")))
}

fn gpu_fn_type<'ctx>(ctx: &'ctx Context, sig: &KernelSig) -> inkwell::types::FunctionType<'ctx> {
    let params: Vec<BasicMetadataTypeEnum> = sig
        .params
        .iter()
        .map(|(_, k)| match k {
            ParamKind::Ptr => ctx.ptr_type(AddressSpace::from(GLOBAL_AS)).into(),
            ParamKind::I32 => ctx.i32_type().into(),
            ParamKind::F32 => ctx.f32_type().into(),
        })
        .collect();
    ctx.void_type().fn_type(&params, false)
}

fn mark_noalias(ctx: &Context, f: FunctionValue, sig: &KernelSig) {
    let kind = inkwell::attributes::Attribute::get_named_enum_kind_id("noalias");
    for (i, (_, k)) in sig.params.iter().enumerate() {
        if *k == ParamKind::Ptr {
            f.add_attribute(
                AttributeLoc::Param(i as u32),
                ctx.create_enum_attribute(kind, 0),
            );
        }
    }
}

fn gpu_params<'ctx>(s: &Simt<'ctx>) -> Vec<BasicValueEnum<'ctx>> {
    s.func.get_param_iter().collect()
}

fn gpu_shared<'ctx>(s: &mut Simt<'ctx>, bytes: u32) -> R<PointerValue<'ctx>> {
    let ty = s.ctx.i8_type().array_type(bytes.max(1));
    let name = format!("lds{}", s.n_globals);
    let g = s
        .module
        .add_global(ty, Some(AddressSpace::from(SHARED_AS)), &name);
    g.set_initializer(&ty.get_undef());
    g.set_linkage(Linkage::Internal);
    g.set_alignment(16);
    Ok(g.as_pointer_value())
}

fn fpext_f16<'ctx>(s: &Simt<'ctx>, h: IntValue<'ctx>) -> R<FloatValue<'ctx>> {
    let h16 = if h.get_type().get_bit_width() == 16 {
        h
    } else {
        s.b.build_int_truncate(h, s.ctx.i16_type(), "")
            .map_err(|e| s.err(e))?
    };
    let hf =
        s.b.build_bit_cast(h16, s.ctx.f16_type(), "")
            .map_err(|e| s.err(e))?
            .into_float_value();
    s.b.build_float_ext(hf, s.ctx.f32_type(), "")
        .map_err(|e| s.err(e))
}

fn fptrunc_f16<'ctx>(s: &Simt<'ctx>, v: FloatValue<'ctx>) -> R<IntValue<'ctx>> {
    let h =
        s.b.build_float_trunc(v, s.ctx.f16_type(), "")
            .map_err(|e| s.err(e))?;
    Ok(s.b
        .build_bit_cast(h, s.ctx.i16_type(), "")
        .map_err(|e| s.err(e))?
        .into_int_value())
}

impl Spelling for Amdgpu {
    fn const_as(&self) -> u16 {
        4
    }

    fn declare_kernel<'ctx>(
        &self,
        ctx: &'ctx Context,
        module: &Module<'ctx>,
        _target: &Target,
        sig: &KernelSig,
    ) -> R<FunctionValue<'ctx>> {
        let f = module.add_function(&sig.name, gpu_fn_type(ctx, sig), None);
        // 91 is LLVM's CallingConv::AMDGPU_KERNEL.
        f.set_call_conventions(91);
        let wg = format!("{0},{0}", sig.block_dim);
        f.add_attribute(
            AttributeLoc::Function,
            ctx.create_string_attribute("amdgpu-flat-work-group-size", &wg),
        );
        f.add_attribute(
            AttributeLoc::Function,
            ctx.create_string_attribute("uniform-work-group-size", "true"),
        );
        mark_noalias(ctx, f, sig);
        Ok(f)
    }

    fn load_params<'ctx>(&self, s: &mut Simt<'ctx>) -> R<Vec<BasicValueEnum<'ctx>>> {
        Ok(gpu_params(s))
    }

    fn thread_id<'ctx>(&self, s: &Simt<'ctx>) -> R<IntValue<'ctx>> {
        int_intrinsic(s, "llvm.amdgcn.workitem.id.x")
    }

    fn block_id<'ctx>(&self, s: &Simt<'ctx>, dim: u32) -> R<IntValue<'ctx>> {
        let n = ["x", "y", "z"][dim.min(2) as usize];
        int_intrinsic(s, &format!("llvm.amdgcn.workgroup.id.{n}"))
    }

    fn barrier<'ctx>(&self, s: &Simt<'ctx>) -> R<()> {
        // The barrier intrinsic does not order memory by itself; the fences around it make LDS
        // writes before it visible to reads after it (what HIP's __syncthreads does).
        s.b.build_fence(AtomicOrdering::Release, false, "")
            .map_err(|e| s.err(e))?;
        call_intrinsic(s, "llvm.amdgcn.s.barrier", &[], &[])?;
        s.b.build_fence(AtomicOrdering::Acquire, false, "")
            .map_err(|e| s.err(e))?;
        Ok(())
    }

    fn shfl_xor<'ctx>(&self, s: &Simt<'ctx>, v: IntValue<'ctx>, mask: u32) -> R<IntValue<'ctx>> {
        // ds_bpermute reads the value of the lane whose byte address (lane * 4) we pass.
        let tid = self.thread_id(s)?;
        let lane = s.and(tid, s.i32c(i64::from(s.target.wave_size) - 1))?;
        bpermute(s, v, s.xor(lane, s.i32c(i64::from(mask)))?)
    }

    fn shfl_idx<'ctx>(
        &self,
        s: &Simt<'ctx>,
        v: IntValue<'ctx>,
        src: IntValue<'ctx>,
    ) -> R<IntValue<'ctx>> {
        bpermute(s, v, s.and(src, s.i32c(i64::from(s.target.wave_size) - 1))?)
    }

    fn shared_array<'ctx>(
        &self,
        s: &mut Simt<'ctx>,
        bytes: u32,
        _offset: u32,
    ) -> R<PointerValue<'ctx>> {
        gpu_shared(s, bytes)
    }

    fn f16_bits_to_f32<'ctx>(&self, s: &Simt<'ctx>, h: IntValue<'ctx>) -> R<FloatValue<'ctx>> {
        fpext_f16(s, h)
    }

    fn f32_to_f16_bits<'ctx>(&self, s: &Simt<'ctx>, v: FloatValue<'ctx>) -> R<IntValue<'ctx>> {
        fptrunc_f16(s, v)
    }

    fn byte_f32<'ctx>(
        &self,
        s: &Simt<'ctx>,
        w: IntValue<'ctx>,
        k: u32,
        bias: f64,
    ) -> R<FloatValue<'ctx>> {
        // `uitofp` of an extracted byte selects `v_cvt_f32_ubyteN`, one full-rate instruction.
        s.byte_f32_cvt(w, k & 3, bias)
    }

    fn perm_dyn<'ctx>(
        &self,
        s: &Simt<'ctx>,
        a: IntValue<'ctx>,
        b: IntValue<'ctx>,
        sel: IntValue<'ctx>,
    ) -> R<IntValue<'ctx>> {
        // v_perm_b32 takes one selector byte per result byte, values 0–3 naming bytes of its
        // second operand and 4–7 of its first: spread the nibbles to bytes, pass (b, a).
        let x = s.and(sel, s.i32c(0xffff))?;
        let x = s.and(s.or(x, s.shl(x, s.i32c(8))?)?, s.i32c(0x00ff_00ff))?;
        let x = s.and(s.or(x, s.shl(x, s.i32c(4))?)?, s.i32c(0x0f0f_0f0f))?;
        call_intrinsic(s, "llvm.amdgcn.perm", &[], &[b.into(), a.into(), x.into()])?
            .map(|v| v.into_int_value())
            .ok_or_else(|| s.err("amdgcn.perm returned nothing"))
    }

    fn dot4<'ctx>(
        &self,
        s: &Simt<'ctx>,
        a: (IntValue<'ctx>, bool),
        b: (IntValue<'ctx>, bool),
        c: IntValue<'ctx>,
    ) -> R<IntValue<'ctx>> {
        let bit = |v: bool| s.ctx.bool_type().const_int(u64::from(v), false);
        let args = [
            bit(a.1).into(),
            a.0.into(),
            bit(b.1).into(),
            b.0.into(),
            c.into(),
            bit(false).into(),
        ];
        call_intrinsic(s, "llvm.amdgcn.sudot4", &[], &args)?
            .map(|v| v.into_int_value())
            .ok_or_else(|| s.err("sudot4 returned nothing"))
    }
}

impl Spelling for Nvptx {
    fn grid_dependency<'ctx>(&self, s: &Simt<'ctx>) -> R<()> {
        // sm_90's programmatic dependent launch (PTX ISA 7.8): the trigger lets a next kernel
        // launched with programmatic stream serialization be scheduled while this one runs; the
        // wait blocks until the previous kernel of the stream has completed and flushed (a no-op
        // when this kernel was launched without the attribute). Both before any load, so no
        // kernel reads anything its predecessor is still writing. The memory clobber keeps every
        // memory access after it.
        let fty = s.ctx.void_type().fn_type(&[], false);
        let asm = s.ctx.create_inline_asm(
            fty,
            "griddepcontrol.launch_dependents;\n\tgriddepcontrol.wait;".to_string(),
            "~{memory}".to_string(),
            true,
            false,
            None,
            false,
        );
        s.b.build_indirect_call(fty, asm, &[], "")
            .map_err(|e| s.err(e))?;
        Ok(())
    }

    fn const_as(&self) -> u16 {
        // Tables are indexed per lane; the constant cache serialises divergent addresses, so
        // they live in global memory (read through L1).
        GLOBAL_AS
    }

    fn declare_kernel<'ctx>(
        &self,
        ctx: &'ctx Context,
        module: &Module<'ctx>,
        _target: &Target,
        sig: &KernelSig,
    ) -> R<FunctionValue<'ctx>> {
        let f = module.add_function(&sig.name, gpu_fn_type(ctx, sig), None);
        mark_noalias(ctx, f, sig);
        let i32t = ctx.i32_type();
        let fp = f.as_global_value().as_pointer_value();
        let mut notes = vec![("kernel", 1u64), ("maxntidx", u64::from(sig.block_dim))];
        if sig.min_blocks > 0 {
            notes.push(("minctasm", u64::from(sig.min_blocks)));
        }
        for (key, val) in notes {
            let node = ctx.metadata_node(&[
                fp.into(),
                ctx.metadata_string(key).into(),
                i32t.const_int(val, false).into(),
            ]);
            module
                .add_global_metadata("nvvm.annotations", &node)
                .map_err(|e| crate::error::KernelError::builder(&sig.name, e))?;
        }
        Ok(f)
    }

    fn load_params<'ctx>(&self, s: &mut Simt<'ctx>) -> R<Vec<BasicValueEnum<'ctx>>> {
        Ok(gpu_params(s))
    }

    fn thread_id<'ctx>(&self, s: &Simt<'ctx>) -> R<IntValue<'ctx>> {
        int_intrinsic(s, "llvm.nvvm.read.ptx.sreg.tid.x")
    }

    fn block_id<'ctx>(&self, s: &Simt<'ctx>, dim: u32) -> R<IntValue<'ctx>> {
        let n = ["x", "y", "z"][dim.min(2) as usize];
        int_intrinsic(s, &format!("llvm.nvvm.read.ptx.sreg.ctaid.{n}"))
    }

    fn barrier<'ctx>(&self, s: &Simt<'ctx>) -> R<()> {
        call_intrinsic(s, "llvm.nvvm.barrier0", &[], &[])?;
        Ok(())
    }

    fn shfl_xor<'ctx>(&self, s: &Simt<'ctx>, v: IntValue<'ctx>, mask: u32) -> R<IntValue<'ctx>> {
        shfl_sync(s, "bfly", v, s.i32c(i64::from(mask)))
    }

    fn shfl_idx<'ctx>(
        &self,
        s: &Simt<'ctx>,
        v: IntValue<'ctx>,
        src: IntValue<'ctx>,
    ) -> R<IntValue<'ctx>> {
        shfl_sync(s, "idx", v, src)
    }

    fn shared_array<'ctx>(
        &self,
        s: &mut Simt<'ctx>,
        bytes: u32,
        _offset: u32,
    ) -> R<PointerValue<'ctx>> {
        gpu_shared(s, bytes)
    }

    fn f16_bits_to_f32<'ctx>(&self, s: &Simt<'ctx>, h: IntValue<'ctx>) -> R<FloatValue<'ctx>> {
        fpext_f16(s, h)
    }

    fn f32_to_f16_bits<'ctx>(&self, s: &Simt<'ctx>, v: FloatValue<'ctx>) -> R<IntValue<'ctx>> {
        fptrunc_f16(s, v)
    }

    fn perm_dyn<'ctx>(
        &self,
        s: &Simt<'ctx>,
        a: IntValue<'ctx>,
        b: IntValue<'ctx>,
        sel: IntValue<'ctx>,
    ) -> R<IntValue<'ctx>> {
        call_intrinsic(s, "llvm.nvvm.prmt", &[], &[a.into(), b.into(), sel.into()])?
            .map(|v| v.into_int_value())
            .ok_or_else(|| s.err("nvvm.prmt returned nothing"))
    }

    fn dot4<'ctx>(
        &self,
        s: &Simt<'ctx>,
        a: (IntValue<'ctx>, bool),
        b: (IntValue<'ctx>, bool),
        c: IntValue<'ctx>,
    ) -> R<IntValue<'ctx>> {
        // PTX's `dp4a` (sm_61+) has no LLVM 19 intrinsic and no instruction-selection pattern;
        // one pure inline-asm instruction lets LLVM schedule and CSE it like any other value.
        let i32t = s.ctx.i32_type();
        let fty = i32t.fn_type(&[i32t.into(), i32t.into(), i32t.into()], false);
        let sign = |v: bool| if v { "s32" } else { "u32" };
        let asm = s.ctx.create_inline_asm(
            fty,
            format!("dp4a.{}.{} $0, $1, $2, $3;", sign(a.1), sign(b.1)),
            "=r,r,r,r".to_string(),
            false,
            false,
            None,
            false,
        );
        Ok(s.b
            .build_indirect_call(fty, asm, &[a.0.into(), b.0.into(), c.into()], "")
            .map_err(|e| s.err(e))?
            .try_as_basic_value()
            .basic()
            .ok_or_else(|| s.err("dp4a returned nothing"))?
            .into_int_value())
    }

    fn mma_m16n8k32_s8<'ctx>(
        &self,
        s: &Simt<'ctx>,
        a: [IntValue<'ctx>; 4],
        b: [IntValue<'ctx>; 2],
        c: [IntValue<'ctx>; 4],
    ) -> R<[IntValue<'ctx>; 4]> {
        // `mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32` (sm_80+): the NVVM intrinsic is
        // convergent, so LLVM keeps it where every lane of the warp executes it.
        let args: Vec<BasicValueEnum<'ctx>> =
            a.iter().chain(&b).chain(&c).map(|v| (*v).into()).collect();
        let d = call_intrinsic(s, "llvm.nvvm.mma.m16n8k32.row.col.s8", &[], &args)?
            .ok_or_else(|| s.err("mma returned nothing"))?
            .into_struct_value();
        let mut out = c;
        for (i, o) in out.iter_mut().enumerate() {
            *o =
                s.b.build_extract_value(d, i as u32, "")
                    .map_err(|e| s.err(e))?
                    .into_int_value();
        }
        Ok(out)
    }

    fn cp_async_16<'ctx>(
        &self,
        s: &Simt<'ctx>,
        dst: PointerValue<'ctx>,
        src: PointerValue<'ctx>,
        ok: IntValue<'ctx>,
    ) -> R<()> {
        // `cp.async.cg.shared.global [dst], [src], 16, n` with n = 16 or 0 (0 fills zeros).
        let n = s.select_i(ok, s.i32c(16), s.i32c(0))?;
        call_intrinsic(
            s,
            "llvm.nvvm.cp.async.cg.shared.global.16.s",
            &[],
            &[dst.into(), src.into(), n.into()],
        )?;
        Ok(())
    }

    fn cp_async_commit<'ctx>(&self, s: &Simt<'ctx>) -> R<()> {
        call_intrinsic(s, "llvm.nvvm.cp.async.commit.group", &[], &[])?;
        Ok(())
    }

    fn device_fence<'ctx>(&self, s: &Simt<'ctx>, _ordering: AtomicOrdering) -> R<()> {
        // `fence.acq_rel.gpu` (PTX ISA 6.0, sm_70+): lighter than `membar.gl`, which is a
        // sequentially consistent fence; LLVM 19 has no intrinsic for it.
        let ty = s.ctx.void_type().fn_type(&[], false);
        let asm = s.ctx.create_inline_asm(
            ty,
            "fence.acq_rel.gpu;".into(),
            "~{memory}".into(),
            true,
            false,
            None,
            false,
        );
        s.b.build_indirect_call(ty, asm, &[], "")
            .map(|_| ())
            .map_err(|e| s.err(e))
    }

    fn cp_async_wait<'ctx>(&self, s: &Simt<'ctx>, pending: u32) -> R<()> {
        let n = s.i32c(i64::from(pending));
        call_intrinsic(s, "llvm.nvvm.cp.async.wait.group", &[], &[n.into()])?;
        Ok(())
    }

    fn exp2_approx<'ctx>(&self, s: &Simt<'ctx>, x: FloatValue<'ctx>) -> R<FloatValue<'ctx>> {
        // One `ex2.approx.ftz.f32` (the special-function unit) instead of the polynomial.
        call_intrinsic(s, "llvm.nvvm.ex2.approx.ftz.f", &[], &[x.into()])?
            .map(|v| v.into_float_value())
            .ok_or_else(|| s.err("ex2.approx returned nothing"))
    }

    fn mma_m16n8k16_f16<'ctx>(
        &self,
        s: &Simt<'ctx>,
        a: [IntValue<'ctx>; 4],
        b: [IntValue<'ctx>; 2],
        c: [FloatValue<'ctx>; 4],
    ) -> R<[FloatValue<'ctx>; 4]> {
        // `mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32` (sm_80+); the intrinsic takes
        // each register as a `<2 x half>`.
        let v2h = s.ctx.f16_type().vec_type(2);
        let mut args: Vec<BasicValueEnum<'ctx>> = Vec::with_capacity(10);
        for &r in a.iter().chain(&b) {
            args.push(s.b.build_bit_cast(r, v2h, "").map_err(|e| s.err(e))?);
        }
        args.extend(c.iter().map(|&v| BasicValueEnum::from(v)));
        let d = call_intrinsic(s, "llvm.nvvm.mma.m16n8k16.row.col.f32.f32", &[], &args)?
            .ok_or_else(|| s.err("mma returned nothing"))?
            .into_struct_value();
        let mut out = c;
        for (i, o) in out.iter_mut().enumerate() {
            *o =
                s.b.build_extract_value(d, i as u32, "")
                    .map_err(|e| s.err(e))?
                    .into_float_value();
        }
        Ok(out)
    }
}

/// Byte offsets of the host thread context's fields (see `host::ThreadCtx`).
pub(crate) mod host_ctx {
    pub const TID: u64 = 0;
    pub const BID: u64 = 12;
    pub const SHARED: u64 = 24;
    pub const BARRIER: u64 = 32;
    pub const SHFL: u64 = 40;
}

fn host_ctx_field<'ctx>(s: &Simt<'ctx>, off: u64) -> R<PointerValue<'ctx>> {
    let ctx = s.host_ctx.ok_or_else(|| s.err("host context missing"))?;
    s.gep(ctx, s.i64c(off as i64))
}

fn host_load<'ctx>(s: &Simt<'ctx>, ty: BasicTypeEnum<'ctx>, off: u64) -> R<BasicValueEnum<'ctx>> {
    let p = host_ctx_field(s, off)?;
    s.b.build_load(ty, p, "").map_err(|e| s.err(e))
}

/// `ds_bpermute`: the value of `v` in lane `src` (in range), addressed by its byte offset.
fn bpermute<'ctx>(s: &Simt<'ctx>, v: IntValue<'ctx>, src: IntValue<'ctx>) -> R<IntValue<'ctx>> {
    let addr = s.shl(src, s.i32c(2))?;
    call_intrinsic(s, "llvm.amdgcn.ds.bpermute", &[], &[addr.into(), v.into()])?
        .map(|v| v.into_int_value())
        .ok_or_else(|| s.err("ds.bpermute returned nothing"))
}

/// `shfl.sync.<mode>.i32` over the full wave: `bfly` reads lane `lane ^ b`, `idx` lane `b`.
fn shfl_sync<'ctx>(
    s: &Simt<'ctx>,
    mode: &str,
    v: IntValue<'ctx>,
    b: IntValue<'ctx>,
) -> R<IntValue<'ctx>> {
    let args = [
        s.i32c(-1).into(),
        v.into(),
        b.into(),
        s.i32c(i64::from(s.target.wave_size) - 1).into(),
    ];
    call_intrinsic(s, &format!("llvm.nvvm.shfl.sync.{mode}.i32"), &[], &args)?
        .map(|v| v.into_int_value())
        .ok_or_else(|| s.err("shfl.sync returned nothing"))
}

/// The host context's shuffle callback: the value of lane `lane ^ mask` (mask per lane).
fn host_shfl<'ctx>(s: &Simt<'ctx>, v: IntValue<'ctx>, mask: IntValue<'ctx>) -> R<IntValue<'ctx>> {
    let p = s.ptr_type(0);
    let i32t = s.ctx.i32_type();
    let f = host_load(s, p.into(), host_ctx::SHFL)?.into_pointer_value();
    let ctx = s.host_ctx.ok_or_else(|| s.err("host context missing"))?;
    let ty = i32t.fn_type(&[p.into(), i32t.into(), i32t.into()], false);
    s.b.build_indirect_call(ty, f, &[ctx.into(), v.into(), mask.into()], "")
        .map_err(|e| s.err(e))?
        .try_as_basic_value()
        .basic()
        .map(|v| v.into_int_value())
        .ok_or_else(|| s.err("shuffle callback returned nothing"))
}

impl Spelling for Host {
    fn const_as(&self) -> u16 {
        0
    }

    fn fma<'ctx>(
        &self,
        s: &Simt<'ctx>,
        a: FloatValue<'ctx>,
        b: FloatValue<'ctx>,
        c: FloatValue<'ctx>,
    ) -> R<FloatValue<'ctx>> {
        // The generic x86-64 the JIT targets has no FMA instruction and `llvm.fma` would become
        // a call to libm. In f64 the product is exact and the sum rounds once; rounding that
        // sum to f32 again is wrong only when it lands exactly halfway between two floats
        // while the true sum does not, and then nudging it one f64 ulp towards the true sum
        // (whose error the two-sum below gives exactly) makes the second rounding right
        // (musl's fmaf). Results in the f32 subnormal range may still round twice.
        use inkwell::FloatPredicate::{OEQ, OGT, OLT};
        use inkwell::IntPredicate::{EQ, NE};
        let f64t = s.ctx.f64_type();
        let i64t = s.ctx.i64_type();
        let ext = |v: FloatValue<'ctx>| s.b.build_float_ext(v, f64t, "").map_err(|e| s.err(e));
        let (x, y, z) = (ext(a)?, ext(b)?, ext(c)?);
        let xy = s.fmul(x, y)?;
        let r = s.fadd(xy, z)?;
        let bits =
            s.b.build_bit_cast(r, i64t, "")
                .map_err(|e| s.err(e))?
                .into_int_value();
        let c64 = |v: u64| i64t.const_int(v, false);
        let halfway = s.icmp(EQ, s.and(bits, c64(0x1fff_ffff))?, c64(0x1000_0000))?;
        let exp = s.and(s.lshr(bits, c64(52))?, c64(0x7ff))?;
        let finite = s.icmp(NE, exp, c64(0x7ff))?;
        let exact = s.and(
            s.fcmp(OEQ, s.fsub(r, xy)?, z)?,
            s.fcmp(OEQ, s.fsub(r, z)?, xy)?,
        )?;
        let inexact = s.xor(exact, s.ctx.bool_type().const_int(1, false))?;
        let fix = s.and(s.and(halfway, finite)?, inexact)?;
        let neg = s.icmp(NE, s.lshr(bits, c64(63))?, c64(0))?;
        let z_big = s.fcmp(OGT, z, xy)?;
        let first = s.icmp(EQ, neg, z_big)?;
        let e1 = s.fadd(s.fsub(xy, r)?, z)?;
        let e2 = s.fadd(s.fsub(z, r)?, xy)?;
        let err = s.select_f(first, e1, e2)?;
        let up = s.icmp(EQ, neg, s.fcmp(OLT, err, f64t.const_float(0.0))?)?;
        let nudged = s.select_i(up, s.add(bits, c64(1))?, s.sub(bits, c64(1))?)?;
        let out = s.select_i(fix, nudged, bits)?;
        let rf =
            s.b.build_bit_cast(out, f64t, "")
                .map_err(|e| s.err(e))?
                .into_float_value();
        s.b.build_float_trunc(rf, s.ctx.f32_type(), "")
            .map_err(|e| s.err(e))
    }

    fn declare_kernel<'ctx>(
        &self,
        ctx: &'ctx Context,
        module: &Module<'ctx>,
        _target: &Target,
        sig: &KernelSig,
    ) -> R<FunctionValue<'ctx>> {
        let p = ctx.ptr_type(AddressSpace::default());
        let ty = ctx.void_type().fn_type(&[p.into(), p.into()], false);
        Ok(module.add_function(&sig.name, ty, None))
    }

    fn load_params<'ctx>(&self, s: &mut Simt<'ctx>) -> R<Vec<BasicValueEnum<'ctx>>> {
        let args = s
            .func
            .get_nth_param(0)
            .ok_or_else(|| s.err("host kernel has no args parameter"))?
            .into_pointer_value();
        s.host_ctx = s.func.get_nth_param(1).map(|p| p.into_pointer_value());
        let mut out = Vec::new();
        for (i, k) in s.param_kinds().into_iter().enumerate() {
            let slot = s.gep(args, s.i64c(8 * i as i64))?;
            let raw =
                s.b.build_load(s.ctx.i64_type(), slot, "")
                    .map_err(|e| s.err(e))?
                    .into_int_value();
            let v: BasicValueEnum = match k {
                ParamKind::Ptr => {
                    s.b.build_int_to_ptr(raw, s.ptr_type(0), "")
                        .map_err(|e| s.err(e))?
                        .into()
                }
                ParamKind::I32 => s.trunc32(raw)?.into(),
                ParamKind::F32 => s.bits_f(s.trunc32(raw)?)?.into(),
            };
            out.push(v);
        }
        Ok(out)
    }

    fn thread_id<'ctx>(&self, s: &Simt<'ctx>) -> R<IntValue<'ctx>> {
        Ok(host_load(s, s.ctx.i32_type().into(), host_ctx::TID)?.into_int_value())
    }

    fn block_id<'ctx>(&self, s: &Simt<'ctx>, dim: u32) -> R<IntValue<'ctx>> {
        let off = host_ctx::BID + 4 * u64::from(dim.min(2));
        Ok(host_load(s, s.ctx.i32_type().into(), off)?.into_int_value())
    }

    fn barrier<'ctx>(&self, s: &Simt<'ctx>) -> R<()> {
        let p = s.ptr_type(0);
        let f = host_load(s, p.into(), host_ctx::BARRIER)?.into_pointer_value();
        let ctx = s.host_ctx.ok_or_else(|| s.err("host context missing"))?;
        let ty = s.ctx.void_type().fn_type(&[p.into()], false);
        s.b.build_indirect_call(ty, f, &[ctx.into()], "")
            .map_err(|e| s.err(e))?;
        Ok(())
    }

    fn shfl_xor<'ctx>(&self, s: &Simt<'ctx>, v: IntValue<'ctx>, mask: u32) -> R<IntValue<'ctx>> {
        host_shfl(s, v, s.i32c(i64::from(mask)))
    }

    fn shfl_idx<'ctx>(
        &self,
        s: &Simt<'ctx>,
        v: IntValue<'ctx>,
        src: IntValue<'ctx>,
    ) -> R<IntValue<'ctx>> {
        // The callback reads lane `lane ^ mask`; `mask = lane ^ src` names lane `src`.
        let lane = s.and(
            self.thread_id(s)?,
            s.i32c(i64::from(s.target.wave_size) - 1),
        )?;
        let src = s.and(src, s.i32c(i64::from(s.target.wave_size) - 1))?;
        host_shfl(s, v, s.xor(lane, src)?)
    }

    fn shared_array<'ctx>(
        &self,
        s: &mut Simt<'ctx>,
        _bytes: u32,
        offset: u32,
    ) -> R<PointerValue<'ctx>> {
        // Load the block's buffer in the entry block so every use dominates.
        let here = s.b.get_insert_block();
        match s.entry.get_terminator() {
            Some(t) => s.b.position_before(&t),
            None => s.b.position_at_end(s.entry),
        }
        let base = host_load(s, s.ptr_type(0).into(), host_ctx::SHARED)?.into_pointer_value();
        let p = s.gep(base, s.i64c(i64::from(offset)))?;
        if let Some(bb) = here {
            s.b.position_at_end(bb);
        }
        Ok(p)
    }

    fn f16_bits_to_f32<'ctx>(&self, s: &Simt<'ctx>, h: IntValue<'ctx>) -> R<FloatValue<'ctx>> {
        // IEEE binary16 -> binary32: rebias normal exponents (15 -> 127), map inf/NaN, and
        // scale subnormals (mantissa · 2^-24, exact in f32).
        let h = if h.get_type().get_bit_width() == 32 {
            s.and(h, s.i32c(0xffff))?
        } else {
            s.zext32(h)?
        };
        let sign = s.shl(s.and(h, s.i32c(0x8000))?, s.i32c(16))?;
        let e = s.bits(h, 10, 0x1f)?;
        let m = s.and(h, s.i32c(0x3ff))?;
        let m13 = s.shl(m, s.i32c(13))?;
        let normal = s.or(s.shl(s.add(e, s.i32c(112))?, s.i32c(23))?, m13)?;
        let infnan = s.or(s.i32c(0x7f80_0000), m13)?;
        let sub = s.f_bits(s.fmul(s.sitofp(m)?, s.f32c(5.960_464_477_539_063e-8))?)?;
        let is_max = s.icmp(inkwell::IntPredicate::EQ, e, s.i32c(31))?;
        let is_zero = s.icmp(inkwell::IntPredicate::EQ, e, s.i32c(0))?;
        let mag = s.select_i(is_max, infnan, normal)?;
        let mag = s.select_i(is_zero, sub, mag)?;
        s.bits_f(s.or(mag, sign)?)
    }

    fn f32_to_f16_bits<'ctx>(&self, s: &Simt<'ctx>, v: FloatValue<'ctx>) -> R<IntValue<'ctx>> {
        // binary32 -> binary16, round to nearest even: NaN/inf, overflow to inf, subnormals by
        // an exact float addition of 0.5 (which rounds the mantissa for us), normals by
        // rebiasing and adding the rounding bias plus the lowest kept bit.
        use inkwell::IntPredicate::{UGE, UGT, ULT};
        let u = s.f_bits(v)?;
        let sign = s.and(s.lshr(u, s.i32c(16))?, s.i32c(0x8000))?;
        let a = s.and(u, s.i32c(0x7fff_ffff))?;
        let nan = s.select_i(
            s.icmp(UGT, a, s.i32c(0x7f80_0000))?,
            s.i32c(0x7e00),
            s.i32c(0x7c00),
        )?;
        let sub_f = s.fadd(s.bits_f(a)?, s.f32c(0.5))?;
        let sub = s.sub(s.f_bits(sub_f)?, s.i32c(0x3f00_0000))?;
        let odd = s.bits(a, 13, 1)?;
        let n = s.add(a, s.i32c(((15 - 127) << 23) + 0xfff))?;
        let n = s.lshr(s.add(n, odd)?, s.i32c(13))?;
        let r = s.select_i(s.icmp(ULT, a, s.i32c(0x3880_0000))?, sub, n)?;
        let r = s.select_i(s.icmp(UGE, a, s.i32c(0x477f_f000))?, s.i32c(0x7c00), r)?;
        let r = s.select_i(s.icmp(UGE, a, s.i32c(0x7f80_0000))?, nan, r)?;
        let r = s.or(r, sign)?;
        s.b.build_int_truncate(r, s.ctx.i16_type(), "")
            .map_err(|e| s.err(e))
    }
}
