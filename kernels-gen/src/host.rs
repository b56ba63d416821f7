//! The host lowering's executor: JIT-compiles a kernel's host module and runs its grid on CPU
//! threads, so tests execute the same kernel definition the GPUs get.
//!
//! A block runs as `block_dim` OS threads (one per work-item) that step through the grid's
//! blocks in order. Barriers are a `std::sync::Barrier` over the block's threads; a wave's lane
//! swap is a slot per lane plus a barrier over the wave's threads (write, wait, read the
//! partner's slot, wait). Each thread sees its ids through a small context struct whose layout
//! the host spelling reads (`spell::host_ctx`). Threads of a block all finish a block before any
//! starts the next, so the one shared-memory buffer is reused safely.

use crate::error::KernelError;
use crate::kernels::KernelKind;
use crate::lower::{build_module, machine, optimize};
use crate::simt::ParamKind;
use crate::target::Target;
use inkwell::OptimizationLevel;
use inkwell::context::Context;
use inkwell::execution_engine::ExecutionEngine;
use std::collections::HashMap;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Barrier, Mutex, OnceLock, PoisonError};

/// One argument of a host launch.
#[derive(Debug, Clone, Copy)]
pub enum HostArg {
    /// A buffer's address.
    Ptr(*mut u8),
    I32(i32),
    F32(f32),
}

impl HostArg {
    /// A pointer argument to the start of `v`.
    pub fn buf<T>(v: &mut [T]) -> HostArg {
        HostArg::Ptr(v.as_mut_ptr().cast())
    }
}

/// The per-thread context the host spelling reads; field offsets match `spell::host_ctx`.
#[repr(C)]
struct ThreadCtx {
    tid: [u32; 3],
    bid: [u32; 3],
    shared: *mut u8,
    barrier: extern "C" fn(*mut ThreadCtx),
    shfl: extern "C" fn(*mut ThreadCtx, u32, u32) -> u32,
    block: *const BlockState,
}

struct WaveState {
    barrier: Barrier,
    slots: Vec<AtomicU32>,
}

struct BlockState {
    barrier: Barrier,
    waves: Vec<WaveState>,
    wave_size: u32,
}

extern "C" fn cb_barrier(ctx: *mut ThreadCtx) {
    // SAFETY: the JIT'd kernel passes back the context pointer it was given, which lives on
    // the calling thread's stack for the whole call, and its block outlives all threads.
    let block = unsafe { &*(*ctx).block };
    block.barrier.wait();
}

extern "C" fn cb_shfl(ctx: *mut ThreadCtx, v: u32, mask: u32) -> u32 {
    // SAFETY: as in `cb_barrier`.
    let (tid, block) = unsafe { ((*ctx).tid[0], &*(*ctx).block) };
    let w = block.wave_size;
    let lane = (tid & (w - 1)) as usize;
    let Some(wave) = block.waves.get((tid / w) as usize) else {
        return v;
    };
    wave.slots[lane].store(v, Ordering::SeqCst);
    wave.barrier.wait();
    let r = wave.slots[(lane ^ mask as usize) & (w as usize - 1)].load(Ordering::SeqCst);
    wave.barrier.wait();
    r
}

type HostFn = unsafe extern "C" fn(*const u64, *mut ThreadCtx);

/// A kernel JIT-compiled for the host, ready to launch.
pub struct HostKernel {
    name: String,
    func: HostFn,
    params: Vec<ParamKind>,
    block_dim: u32,
    shared_bytes: u32,
    wave_size: u32,
}

struct SendPtr(*mut u8);
// SAFETY: the pointer is only dereferenced by kernel code under the launch's barriers.
unsafe impl Send for SendPtr {}
unsafe impl Sync for SendPtr {}

impl HostKernel {
    /// Runs the kernel over `grid` blocks.
    ///
    /// # Safety
    /// Every pointer argument must point to a live buffer at least as large as the kernel
    /// reads or writes for the given sizes, and the buffers a kernel writes must not be
    /// accessed elsewhere during the launch.
    pub unsafe fn launch(&self, grid: [u32; 3], args: &[HostArg]) -> Result<(), KernelError> {
        if args.len() != self.params.len() {
            return Err(KernelError::BadLaunch {
                kernel: self.name.clone(),
                message: format!(
                    "{} arguments for {} parameters",
                    args.len(),
                    self.params.len()
                ),
            });
        }
        let mut raw = Vec::with_capacity(args.len());
        for (i, (a, k)) in args.iter().zip(&self.params).enumerate() {
            raw.push(match (a, k) {
                (HostArg::Ptr(p), ParamKind::Ptr) => *p as usize as u64,
                (HostArg::I32(v), ParamKind::I32) => u64::from(*v as u32),
                (HostArg::F32(v), ParamKind::F32) => u64::from(v.to_bits()),
                _ => {
                    return Err(KernelError::BadLaunch {
                        kernel: self.name.clone(),
                        message: format!("argument {i} has the wrong kind (want {k:?})"),
                    });
                }
            });
        }
        if grid.contains(&0) {
            return Ok(());
        }
        let n = self.block_dim as usize;
        let w = self.wave_size as usize;
        let block = BlockState {
            barrier: Barrier::new(n),
            waves: (0..n.div_ceil(w))
                .map(|i| WaveState {
                    barrier: Barrier::new(w.min(n - i * w)),
                    slots: (0..w).map(|_| AtomicU32::new(0)).collect(),
                })
                .collect(),
            wave_size: self.wave_size,
        };
        let mut shared = vec![0u128; (self.shared_bytes as usize).div_ceil(16).max(1)];
        let shared_ptr = SendPtr(shared.as_mut_ptr().cast());
        let func = self.func;
        std::thread::scope(|sc| {
            for t in 0..n {
                let (raw, block, shared_ptr) = (&raw, &block, &shared_ptr);
                std::thread::Builder::new()
                    .stack_size(256 * 1024)
                    .spawn_scoped(sc, move || {
                        let mut ctx = ThreadCtx {
                            tid: [t as u32, 0, 0],
                            bid: [0; 3],
                            shared: shared_ptr.0,
                            barrier: cb_barrier,
                            shfl: cb_shfl,
                            block,
                        };
                        for z in 0..grid[2] {
                            for y in 0..grid[1] {
                                for x in 0..grid[0] {
                                    ctx.bid = [x, y, z];
                                    // SAFETY: the caller vouches for the buffers; the context
                                    // and block state outlive the call.
                                    unsafe { func(raw.as_ptr(), &mut ctx) };
                                    block.barrier.wait();
                                }
                            }
                        }
                    })
                    .map(|_| ())
                    .unwrap_or_else(|_| std::process::abort());
            }
        });
        drop(shared);
        Ok(())
    }

    /// Threads per block the kernel was built for.
    pub fn block_dim(&self) -> u32 {
        self.block_dim
    }

    /// The kernel's symbol name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Bytes of shared memory one block uses (allocated by [`HostKernel::launch`]).
    pub fn shared_bytes(&self) -> u32 {
        self.shared_bytes
    }
}

/// JIT-compiles `kind` for the host and hands the runnable kernel to `f`. The LLVM context,
/// module and JIT live for the duration of the call.
pub fn with_host_kernel<T>(
    kind: &KernelKind,
    f: impl FnOnce(&HostKernel) -> T,
) -> Result<T, KernelError> {
    let ctx = Context::create();
    let (ee, hk) = jit(&ctx, kind)?;
    let r = f(&hk);
    drop(ee);
    Ok(r)
}

/// The host kernel of `kind`, JIT-compiled on the first call for that kind and kept for the
/// life of the process, for callers that launch a kernel many times from anywhere (the host
/// emulation driver the GPU executor's tests run on).
///
/// The LLVM context and execution engine behind each kernel are leaked on purpose: the
/// machine code must stay mapped as long as a `&'static HostKernel` can be called, and a few
/// dozen kernels of a few hundred KiB each is a bounded cost for a test or emulation process.
/// Thread-safe: concurrent first calls for one kind compile it once (the others wait), and a
/// kind that fails to compile is not cached (the next call tries again and reports the error).
pub fn host_kernel_cached(kind: &KernelKind) -> Result<&'static HostKernel, KernelError> {
    type Cache = Mutex<HashMap<KernelKind, &'static HostKernel>>;
    static CACHE: OnceLock<Cache> = OnceLock::new();
    let cache = CACHE.get_or_init(|| Mutex::new(HashMap::new()));
    // A panic while another thread compiled leaves the map itself intact: keep using it.
    let mut map = cache.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some(&hk) = map.get(kind) {
        return Ok(hk);
    }
    let ctx: &'static Context = Box::leak(Box::new(Context::create()));
    let (ee, hk) = jit(ctx, kind)?;
    // Never disposed: the code `hk.func` points into lives in this engine's memory.
    std::mem::forget(ee);
    let hk: &'static HostKernel = Box::leak(Box::new(hk));
    map.insert(*kind, hk);
    Ok(hk)
}

/// Builds, optimizes and JIT-compiles `kind` in `ctx`; the kernel is callable while the
/// returned engine lives.
fn jit<'ctx>(
    ctx: &'ctx Context,
    kind: &KernelKind,
) -> Result<(ExecutionEngine<'ctx>, HostKernel), KernelError> {
    let target = Target::by_name("host")?;
    let tm = machine(&target)?;
    let (module, shared_bytes) = build_module(ctx, kind, &target, &tm)?;
    optimize(&module, &tm, &target)?;
    let ee = module
        .create_jit_execution_engine(OptimizationLevel::Default)
        .map_err(|e| KernelError::Codegen {
            target: "host".into(),
            message: e.to_string(),
        })?;
    let name = kind.name();
    let addr = ee
        .get_function_address(&name)
        .map_err(|e| KernelError::Codegen {
            target: "host".into(),
            message: format!("{name}: {e}"),
        })?;
    // SAFETY: the host spelling declares every kernel as `void(ptr args, ptr ctx)` with the C
    // calling convention, which is `HostFn`.
    let func: HostFn = unsafe { std::mem::transmute::<usize, HostFn>(addr) };
    let sig = kind.sig();
    let hk = HostKernel {
        name,
        func,
        params: sig.params.iter().map(|p| p.1).collect(),
        block_dim: sig.block_dim,
        shared_bytes,
        wave_size: target.wave_size,
    };
    Ok((ee, hk))
}
