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

impl HostKernel {
    /// Runs the kernel over `grid` blocks on the calling thread alone: each work-item is a
    /// fiber (its own stack, switched to by hand) and a barrier or lane swap is a switch to the
    /// next fiber, so a launch costs no OS thread and no futex. The results are those of
    /// [`HostKernel::launch`]: work-items of a block run until the same barriers, blocks run in
    /// grid order, and shared memory is reused between blocks. A barrier that not every
    /// work-item of a block (or of a wave, for a lane swap) reaches is an error rather than a
    /// hang. On targets without the fiber switch (anything but x86-64 Unix) this is
    /// [`HostKernel::launch`].
    ///
    /// # Safety
    /// As [`HostKernel::launch`].
    pub unsafe fn launch_serial(
        &self,
        grid: [u32; 3],
        args: &[HostArg],
    ) -> Result<(), KernelError> {
        #[cfg(all(target_arch = "x86_64", unix))]
        {
            let raw = self.raw_args(args)?;
            if grid.contains(&0) {
                return Ok(());
            }
            // SAFETY: the caller vouches for the buffers, as for `launch`.
            unsafe { fiber::run(self, grid, &raw) }
        }
        #[cfg(not(all(target_arch = "x86_64", unix)))]
        {
            // SAFETY: the caller's guarantees are `launch`'s.
            unsafe { self.launch(grid, args) }
        }
    }

    /// The launch's argument words, checked against the parameter list.
    #[cfg_attr(not(all(target_arch = "x86_64", unix)), allow(dead_code))]
    fn raw_args(&self, args: &[HostArg]) -> Result<Vec<u64>, KernelError> {
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
        args.iter()
            .zip(&self.params)
            .enumerate()
            .map(|(i, (a, k))| match (a, k) {
                (HostArg::Ptr(p), ParamKind::Ptr) => Ok(*p as usize as u64),
                (HostArg::I32(v), ParamKind::I32) => Ok(u64::from(*v as u32)),
                (HostArg::F32(v), ParamKind::F32) => Ok(u64::from(v.to_bits())),
                _ => Err(KernelError::BadLaunch {
                    kernel: self.name.clone(),
                    message: format!("argument {i} has the wrong kind (want {k:?})"),
                }),
            })
            .collect()
    }
}

/// Work-items as fibers on one OS thread (see [`HostKernel::launch_serial`]).
///
/// A fiber is a stack of its own (mapped with a guard page below it, so an overflow faults
/// instead of corrupting memory) and a saved stack pointer; [`switch`] saves the callee-saved
/// registers on the current stack, stores the stack pointer and loads the other one. The
/// scheduler runs the block's fibers round-robin: each runs until it waits at a barrier (block
/// or wave) or finishes; a waiting fiber runs again once its barrier's generation has moved on,
/// that is, once every work-item the barrier counts has arrived.
#[cfg(all(target_arch = "x86_64", unix))]
mod fiber {
    use super::{HostFn, HostKernel};
    use crate::error::KernelError;
    use std::cell::RefCell;

    /// Bytes of each fiber's stack (the thread launch gives its threads as much).
    const STACK_BYTES: usize = 256 * 1024;
    const PAGE: usize = 4096;

    /// One mapped stack with a guard page at its low end.
    struct Stack {
        base: *mut u8,
        len: usize,
    }

    impl Stack {
        fn new() -> Option<Stack> {
            let len = STACK_BYTES + PAGE;
            // SAFETY: an anonymous private mapping; the result is checked.
            let base = unsafe {
                libc::mmap(
                    std::ptr::null_mut(),
                    len,
                    libc::PROT_READ | libc::PROT_WRITE,
                    libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
                    -1,
                    0,
                )
            };
            if base == libc::MAP_FAILED {
                return None;
            }
            // SAFETY: the first page of the mapping just made.
            if unsafe { libc::mprotect(base, PAGE, libc::PROT_NONE) } != 0 {
                // SAFETY: unmapping what was mapped above.
                unsafe { libc::munmap(base, len) };
                return None;
            }
            Some(Stack {
                base: base.cast(),
                len,
            })
        }

        /// The (16-byte aligned) top of the stack.
        fn top(&self) -> *mut u8 {
            // SAFETY: one past the end of the mapping.
            unsafe { self.base.add(self.len) }
        }
    }

    impl Drop for Stack {
        fn drop(&mut self) {
            // SAFETY: the mapping made in `new`; no fiber runs on it any more (stacks are
            // dropped with the thread's pool, after every launch on the thread has returned).
            unsafe { libc::munmap(self.base.cast(), self.len) };
        }
    }

    thread_local! {
        /// Stacks kept between launches on this thread (mapping them is the costly part).
        static STACKS: RefCell<Vec<Stack>> = const { RefCell::new(Vec::new()) };
    }

    /// The per-work-item context; the same layout as `super::ThreadCtx` up to `shfl`, which
    /// is all the host spelling reads (`spell::host_ctx`).
    #[repr(C)]
    struct FiberCtx {
        tid: [u32; 3],
        bid: [u32; 3],
        shared: *mut u8,
        barrier: extern "C" fn(*mut FiberCtx),
        shfl: extern "C" fn(*mut FiberCtx, u32, u32) -> u32,
        sched: *mut Sched,
    }

    /// A barrier's state: arrivals in the current generation, of `n`.
    #[derive(Clone, Copy)]
    struct Bar {
        n: u32,
        count: u32,
        generation: u64,
    }

    impl Bar {
        fn new(n: u32) -> Bar {
            Bar {
                n,
                count: 0,
                generation: 0,
            }
        }

        /// Counts one arrival; returns the generation the arriving work-item waits past.
        fn arrive(&mut self) -> u64 {
            let g = self.generation;
            self.count += 1;
            if self.count == self.n {
                self.count = 0;
                self.generation += 1;
            }
            g
        }
    }

    #[derive(Clone, Copy, PartialEq)]
    enum Wait {
        /// Runnable.
        Ready,
        /// At the block barrier of this generation.
        Block(u64),
        /// At wave `.0`'s barrier of generation `.1`.
        Wave(usize, u64),
        Done,
    }

    struct Item {
        sp: *mut u8,
        wait: Wait,
    }

    /// One block's scheduler, on the launching thread's stack.
    struct Sched {
        /// The scheduler's own saved stack pointer while a fiber runs.
        main_sp: *mut u8,
        current: usize,
        items: Vec<Item>,
        block: Bar,
        waves: Vec<Bar>,
        slots: Vec<u32>,
        wave_size: u32,
        func: HostFn,
        args: *const u64,
        bid: [u32; 3],
        shared: *mut u8,
    }

    /// Saves the callee-saved registers and the stack pointer into `*save`, then resumes the
    /// stack at `to` (which holds the same frame, or a fresh one from `fresh_frame`).
    #[unsafe(naked)]
    unsafe extern "C" fn switch(save: *mut *mut u8, to: *mut u8) {
        std::arch::naked_asm!(
            "push rbp",
            "push rbx",
            "push r12",
            "push r13",
            "push r14",
            "push r15",
            "mov [rdi], rsp",
            "mov rsp, rsi",
            "pop r15",
            "pop r14",
            "pop r13",
            "pop r12",
            "pop rbx",
            "pop rbp",
            "ret",
        )
    }

    /// Where a fresh fiber starts: `switch` returns here with the scheduler in r12. The stack
    /// is then 8 bytes off 16-byte alignment, as at any function entry; one push restores the
    /// alignment a call needs.
    #[unsafe(naked)]
    unsafe extern "C" fn trampoline() {
        std::arch::naked_asm!(
            "mov rdi, r12",
            "push rbp",
            "call {entry}",
            "ud2",
            entry = sym fiber_main,
        )
    }

    /// A fresh frame on `stack` that `switch` resumes into [`trampoline`] with `sched` in r12.
    fn fresh_frame(stack: &Stack, sched: *mut Sched) -> *mut u8 {
        let top = stack.top().cast::<u64>();
        // SAFETY: the eight words below the top are inside the mapping.
        unsafe {
            let sp = top.sub(8);
            // Popped in this order: r15, r14, r13, r12, rbx, rbp, then the return address.
            let words = [
                0,
                0,
                0,
                sched as u64,
                0,
                0,
                trampoline as *const () as usize as u64,
                0,
            ];
            for (i, w) in words.iter().enumerate() {
                sp.add(i).write(*w);
            }
            sp.cast()
        }
    }

    /// A fiber's body: run the kernel for this work-item, mark it done, switch back for good.
    extern "C" fn fiber_main(sched: *mut Sched) -> ! {
        // SAFETY: the scheduler outlives every fiber it runs, and only one fiber or the
        // scheduler touches it at a time (all on one thread).
        let (tid, func, args, bid, shared) = unsafe {
            let s = &*sched;
            (s.current as u32, s.func, s.args, s.bid, s.shared)
        };
        let mut ctx = FiberCtx {
            tid: [tid, 0, 0],
            bid,
            shared,
            barrier: fb_barrier,
            shfl: fb_shfl,
            sched,
        };
        // SAFETY: the launch's caller vouches for the buffers; the context lives on this
        // fiber's stack for the whole call, and its layout is `ThreadCtx`'s where the kernel
        // reads it (the callbacks it calls back are ours and take a `FiberCtx`).
        unsafe { func(args, (&raw mut ctx).cast()) };
        // SAFETY: as above; after this switch the fiber is never resumed.
        unsafe {
            let s = &mut *sched;
            s.items[tid as usize].wait = Wait::Done;
            let mut dead = std::ptr::null_mut();
            switch(&mut dead, s.main_sp);
        }
        std::process::abort()
    }

    /// Parks the current fiber with `wait` and runs the scheduler.
    fn park(sched: *mut Sched, wait: Wait) {
        // SAFETY: called on a fiber of `sched`, which outlives it (see `fiber_main`).
        unsafe {
            let s = &mut *sched;
            let me = s.current;
            s.items[me].wait = wait;
            let item_sp: *mut *mut u8 = &raw mut s.items[me].sp;
            switch(item_sp, s.main_sp);
        }
    }

    extern "C" fn fb_barrier(ctx: *mut FiberCtx) {
        // SAFETY: the kernel passes back the context it was given (see `fiber_main`).
        let sched = unsafe { (*ctx).sched };
        // SAFETY: as in `park`.
        let g = unsafe { (*sched).block.arrive() };
        park(sched, Wait::Block(g));
    }

    extern "C" fn fb_shfl(ctx: *mut FiberCtx, v: u32, mask: u32) -> u32 {
        // SAFETY: as in `fb_barrier`.
        let (tid, sched) = unsafe { ((*ctx).tid[0], (*ctx).sched) };
        let (wave, base, partner, g) = {
            // SAFETY: as in `park`; the reference ends before the fiber parks.
            let s = unsafe { &mut *sched };
            let w = s.wave_size;
            let wave = (tid / w) as usize;
            if wave >= s.waves.len() {
                return v;
            }
            let lane = (tid & (w - 1)) as usize;
            let base = wave * w as usize;
            s.slots[base + lane] = v;
            let partner = (lane ^ mask as usize) & (w as usize - 1);
            (wave, base, partner, s.waves[wave].arrive())
        };
        park(sched, Wait::Wave(wave, g));
        let (r, g) = {
            // SAFETY: as above.
            let s = unsafe { &mut *sched };
            (s.slots[base + partner], s.waves[wave].arrive())
        };
        park(sched, Wait::Wave(wave, g));
        r
    }

    /// Runs `k` over `grid` with these argument words (see `HostKernel::launch_serial`).
    ///
    /// # Safety
    /// As `HostKernel::launch`.
    pub(super) unsafe fn run(
        k: &HostKernel,
        grid: [u32; 3],
        raw: &[u64],
    ) -> Result<(), KernelError> {
        let n = k.block_dim as usize;
        let w = k.wave_size as usize;
        let stacks = STACKS.with(|p| std::mem::take(&mut *p.borrow_mut()));
        let mut stacks = stacks;
        while stacks.len() < n {
            match Stack::new() {
                Some(s) => stacks.push(s),
                None => {
                    return Err(KernelError::BadLaunch {
                        kernel: k.name.clone(),
                        message: format!("could not map {n} fiber stacks"),
                    });
                }
            }
        }
        let mut shared = vec![0u128; (k.shared_bytes as usize).div_ceil(16).max(1)];
        let mut sched = Box::new(Sched {
            main_sp: std::ptr::null_mut(),
            current: 0,
            items: (0..n)
                .map(|_| Item {
                    sp: std::ptr::null_mut(),
                    wait: Wait::Done,
                })
                .collect(),
            block: Bar::new(n as u32),
            waves: (0..n.div_ceil(w))
                .map(|i| Bar::new(w.min(n - i * w) as u32))
                .collect(),
            slots: vec![0; n.div_ceil(w) * w],
            wave_size: k.wave_size,
            func: k.func,
            args: raw.as_ptr(),
            bid: [0; 3],
            shared: shared.as_mut_ptr().cast(),
        });
        let sp: *mut Sched = &mut *sched;
        let mut result = Ok(());
        'grid: for z in 0..grid[2] {
            for y in 0..grid[1] {
                for x in 0..grid[0] {
                    // SAFETY: no fiber runs between blocks; the scheduler is only touched here.
                    unsafe {
                        let s = &mut *sp;
                        s.bid = [x, y, z];
                        for (i, it) in s.items.iter_mut().enumerate() {
                            it.sp = fresh_frame(&stacks[i], sp);
                            it.wait = Wait::Ready;
                        }
                    }
                    // SAFETY: the caller's guarantees; the scheduler lives across the block.
                    if let Err(e) = unsafe { run_block(sp) } {
                        result = Err(KernelError::BadLaunch {
                            kernel: k.name.clone(),
                            message: format!("block [{x}, {y}, {z}]: {e}"),
                        });
                        break 'grid;
                    }
                }
            }
        }
        drop(sched);
        drop(shared);
        STACKS.with(|p| *p.borrow_mut() = stacks);
        result
    }

    /// Runs one block's fibers until all are done.
    ///
    /// # Safety
    /// `sp` is a scheduler whose items hold fresh frames on live stacks.
    unsafe fn run_block(sp: *mut Sched) -> Result<(), String> {
        loop {
            let mut progressed = false;
            let mut all_done = true;
            // SAFETY: the scheduler is alive for the call; no fiber runs while this reads it.
            let n = unsafe { &*sp }.items.len();
            for i in 0..n {
                let to = {
                    // SAFETY: as above; the reference ends before the switch.
                    let s = unsafe { &mut *sp };
                    let runnable = match s.items[i].wait {
                        Wait::Done => false,
                        Wait::Ready => true,
                        Wait::Block(g) => s.block.generation > g,
                        Wait::Wave(wv, g) => s.waves[wv].generation > g,
                    };
                    if s.items[i].wait != Wait::Done {
                        all_done = false;
                    }
                    if !runnable {
                        continue;
                    }
                    s.current = i;
                    s.items[i].wait = Wait::Ready;
                    s.items[i].sp
                };
                progressed = true;
                // SAFETY: the item's stack holds a frame `switch` saved or `fresh_frame` made;
                // the fiber switches back to `main_sp` when it parks or finishes.
                unsafe { switch(&raw mut (*sp).main_sp, to) };
            }
            if all_done {
                return Ok(());
            }
            if !progressed {
                // SAFETY: as above.
                let s = unsafe { &*sp };
                let count = |f: fn(&Wait) -> bool| s.items.iter().filter(|it| f(&it.wait)).count();
                return Err(format!(
                    "barrier deadlock: {} work-items wait at the block barrier, {} at a lane swap, {} finished",
                    count(|w| matches!(w, Wait::Block(_))),
                    count(|w| matches!(w, Wait::Wave(..))),
                    count(|w| *w == Wait::Done),
                ));
            }
        }
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
