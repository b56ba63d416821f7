//! A [`Driver`] that runs the GPU executor on the CPU: the plan's kernels execute through the
//! host lowering (`strata_kernels_gen::host`), so CI checks the GPU executor's numbers without a
//! GPU.
//!
//! It reports itself as `cuda:0`, `sm_90`, PTX, so the executor picks the plan's sm_90 code
//! objects and builds exactly the schedule the H200 runs; the PTX text itself is ignored and
//! each kernel is found by name (`KernelKind::from_name`) and JIT-compiled for the host once per
//! process ([`host_kernel_cached`]). Kernels are generated from one SIMT definition for every
//! target, so the host build computes what the PTX computes, up to the back ends' floating-point
//! contraction.
//!
//! Device memory is host memory: [`Driver::alloc`] returns the address of a zeroed host
//! allocation aligned to [`DEVICE_ALIGN`], so kernels read and write through device pointers
//! directly, and [`Driver::register_host`] hands back the host address itself (the "device"
//! reads host memory as it is). Every stream is synchronous: copies, memsets, launches and
//! GEMMs run when queued, events are always complete and timing events measure 0 ms. Graph
//! capture records the launches (and GEMMs) and replay runs them again with their captured
//! arguments, as CUDA graphs do.
//!
//! Host gates ([`Driver::create_gate`]): while a gate is closed, every stream operation queued
//! after the closing (copies, memsets, launches, graph replays, GEMMs, event records and
//! waits, on any stream) is held in one list and runs, in issue order, when the host opens
//! it. That is one of the orders a GPU may run them in (held work never runs early), so
//! results that depend on the gated work running late are caught; synchronizing while a gate
//! is closed is an error, where a GPU would wait forever, and so is ending a capture (CUDA's
//! instantiation and upload blocked the host there on an H100).
//!
//! Safety: every copy, memset and GEMM operand is checked against the live allocations (and
//! the registered host regions for reads) before a byte moves, so an executor bug that would
//! read or write out of bounds is an error naming the access, not undefined behaviour. Kernel
//! launches check the argument count and kinds, the block size and that every pointer argument
//! starts inside live memory; what a kernel then reads is trusted (it is the plan's kernel at
//! the plan's geometry).
//!
//! [`host_kernel_cached`]: strata_kernels_gen::host::host_kernel_cached

use std::collections::BTreeMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use strata_kernels_gen::KernelKind;
use strata_kernels_gen::host::{HostArg, HostKernel, host_kernel_cached};
use strata_runtime::device::Charge;
use strata_runtime::device::driver::{
    DevPtr, DeviceInfo, Driver, EventId, GateId, GemmAlgo, GemmShape, GemmType, GraphId, KernelArg,
    KernelId, PinnedId, StreamId,
};
use strata_runtime::error::RuntimeError;

/// Alignment of every allocation (the schedule's `BUF_ALIGN`; covers any vector load).
pub const DEVICE_ALIGN: usize = 256;

/// Device memory [`HostDriver::new`] reports (free and total): 1 TiB, so only the ledger limits.
pub const DEFAULT_DEVICE_BYTES: u64 = 1 << 40;

/// What the driver did, readable while the executor owns the driver (see
/// [`HostDriver::counters`]).
#[derive(Debug, Default)]
pub struct HostCounters {
    /// Kernel launches run (eager and replayed).
    pub launches: AtomicU64,
    /// Launches recorded into graphs.
    pub captured_launches: AtomicU64,
    /// Graph replays.
    pub replays: AtomicU64,
    /// GEMMs run (eager and replayed).
    pub gemms: AtomicU64,
    /// Bytes copied host → device (pinned and registered sources).
    pub bytes_to_device: AtomicU64,
    /// Bytes copied device → host.
    pub bytes_to_host: AtomicU64,
    /// Live device bytes.
    pub live_bytes: AtomicU64,
}

impl HostCounters {
    /// One counter's value.
    pub fn get(c: &AtomicU64) -> u64 {
        c.load(Ordering::Relaxed)
    }
}

/// One live device allocation.
struct Alloc {
    ptr: *mut u8,
    layout: std::alloc::Layout,
}

/// One recorded graph node.
#[derive(Clone)]
enum Node {
    Launch {
        kernel: KernelId,
        grid: [u32; 3],
        block: [u32; 3],
        args: Vec<KernelArg>,
    },
    Gemm {
        shape: GemmShape,
        c: DevPtr,
        a: DevPtr,
        b: DevPtr,
        beta: f32,
    },
}

/// A stream operation held behind a closed gate (see the module docs).
enum Held {
    ToDevice {
        dst: DevPtr,
        src: PinnedId,
        off: usize,
        bytes: usize,
        stream: StreamId,
    },
    /// A registered host range, by address: registered regions stay live until
    /// unregistered, and the range is checked against them again when it runs.
    Registered {
        dst: DevPtr,
        src: usize,
        len: usize,
        stream: StreamId,
    },
    ToHost {
        dst: PinnedId,
        off: usize,
        src: DevPtr,
        bytes: usize,
        stream: StreamId,
    },
    Memset {
        dst: DevPtr,
        bytes: usize,
        stream: StreamId,
    },
    Launch {
        kernel: KernelId,
        grid: [u32; 3],
        block: [u32; 3],
        args: Vec<KernelArg>,
        stream: StreamId,
    },
    Graph(GraphId, StreamId),
    Gemm {
        shape: GemmShape,
        c: DevPtr,
        a: DevPtr,
        b: DevPtr,
        beta: f32,
        stream: StreamId,
    },
}

/// Called after every kernel launch that ran (eager or replayed from a graph) with the
/// kernel's name, its grid and its arguments; device addresses are host addresses, so a test
/// can read (or change) what the launch wrote.
pub type LaunchHook = Box<dyn Fn(&str, [u32; 3], &[KernelArg]) + Send>;

/// The host emulation driver (see the module docs).
pub struct HostDriver {
    info: DeviceInfo,
    /// What `mem_info` reports as free; shared so a test can lower it mid-run.
    free_bytes: Arc<AtomicU64>,
    counters: Arc<HostCounters>,
    /// Live allocations by start address.
    allocs: BTreeMap<u64, Alloc>,
    /// Registered host regions: start address → length.
    registered: BTreeMap<u64, usize>,
    pinned: Vec<Vec<u8>>,
    kernels: Vec<&'static HostKernel>,
    streams: usize,
    events: usize,
    /// The stream being captured and what it recorded so far.
    capture: Option<(StreamId, Vec<Node>)>,
    graphs: Vec<Vec<Node>>,
    workspace: Option<(DevPtr, u64)>,
    /// While set, every GEMM is refused (a device error), as a BLAS library without the shape
    /// would: tests of the prompt path's fallback set it.
    refuse_gemms: Arc<AtomicBool>,
    /// See [`HostDriver::with_launch_hook`].
    on_launch: Option<LaunchHook>,
    /// Gates created, and the one closed now with the work it holds.
    gates: usize,
    held: Option<(GateId, Vec<Held>)>,
}

// SAFETY: the raw pointers are allocations this driver owns exclusively (nothing else frees
// them), so moving the driver to another thread moves their ownership with it.
unsafe impl Send for HostDriver {}

impl std::fmt::Debug for HostDriver {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("HostDriver")
            .field("info", &self.info)
            .field("allocs", &self.allocs.len())
            .field("kernels", &self.kernels.len())
            .finish_non_exhaustive()
    }
}

impl Default for HostDriver {
    fn default() -> Self {
        Self::new()
    }
}

fn err(msg: impl Into<String>) -> RuntimeError {
    RuntimeError::Device(format!("host driver: {}", msg.into()))
}

impl HostDriver {
    /// A driver reporting [`DEFAULT_DEVICE_BYTES`] free and total.
    pub fn new() -> Self {
        Self::with_free_bytes(DEFAULT_DEVICE_BYTES)
    }

    /// A driver whose `mem_info` reports `free` bytes free (of at least as many in total).
    pub fn with_free_bytes(free: u64) -> Self {
        HostDriver {
            info: DeviceInfo {
                spec: "cuda:0".into(),
                name: "host emulation (strata_tests::host_driver)".into(),
                arch: "sm_90".into(),
                kernel_format: "ptx",
                total_bytes: free.max(DEFAULT_DEVICE_BYTES),
            },
            free_bytes: Arc::new(AtomicU64::new(free)),
            counters: Arc::new(HostCounters::default()),
            allocs: BTreeMap::new(),
            registered: BTreeMap::new(),
            pinned: Vec::new(),
            kernels: Vec::new(),
            streams: 0,
            events: 0,
            capture: None,
            graphs: Vec::new(),
            workspace: None,
            refuse_gemms: Arc::default(),
            on_launch: None,
            gates: 0,
            held: None,
        }
    }

    /// This driver with `hook` called after every launch that runs ([`LaunchHook`]).
    pub fn with_launch_hook(mut self, hook: LaunchHook) -> Self {
        self.on_launch = Some(hook);
        self
    }

    /// The switch that makes every later GEMM fail (store `true` while the executor owns the
    /// driver).
    pub fn refuse_gemms_handle(&self) -> Arc<AtomicBool> {
        Arc::clone(&self.refuse_gemms)
    }

    /// The free-bytes value `mem_info` reports; store into it to change it while the executor
    /// owns the driver (the expert cache's VRAM guard reads it).
    pub fn free_bytes_handle(&self) -> Arc<AtomicU64> {
        Arc::clone(&self.free_bytes)
    }

    /// The driver's counters, shared with the driver.
    pub fn counters(&self) -> Arc<HostCounters> {
        Arc::clone(&self.counters)
    }

    /// Boxed, for `GpuExecutor::new`.
    pub fn boxed(self) -> Box<dyn Driver> {
        Box::new(self)
    }

    /// The live allocation holding `[p, p + bytes)`, as a host pointer to `p`.
    fn device_range(&self, p: DevPtr, bytes: usize, what: &str) -> Result<*mut u8, RuntimeError> {
        let end = p
            .checked_add(bytes as u64)
            .ok_or_else(|| err(format!("{what}: {p:#x} + {bytes} overflows")))?;
        match self.allocs.range(..=p).next_back() {
            Some((&start, a)) if end <= start + a.layout.size() as u64 => {
                // SAFETY: `p - start` is inside the allocation (checked just above).
                Ok(unsafe { a.ptr.add((p - start) as usize) })
            }
            _ => Err(err(format!(
                "{what}: {bytes} bytes at {p:#x} are not inside one live allocation{}",
                self.describe_near(p)
            ))),
        }
    }

    /// `[p, p + bytes)` inside a live allocation or a registered host region (read only).
    fn readable_range(
        &self,
        p: DevPtr,
        bytes: usize,
        what: &str,
    ) -> Result<*const u8, RuntimeError> {
        if let Some((&start, &len)) = self.registered.range(..=p).next_back()
            && p.checked_add(bytes as u64)
                .is_some_and(|end| end <= start + len as u64)
        {
            return Ok(p as usize as *const u8);
        }
        self.device_range(p, bytes, what).map(|p| p.cast_const())
    }

    /// Whether the `len` bytes at `p` lie inside one registered host region.
    fn registered_covers(&self, p: u64, len: usize) -> bool {
        self.registered
            .range(..=p)
            .next_back()
            .is_some_and(|(&s, &l)| p + len as u64 <= s + l as u64)
    }

    /// Whether `p` points into live memory (an allocation or a registered region), or one past
    /// its end.
    fn points_into_memory(&self, p: DevPtr) -> bool {
        let alloc = self
            .allocs
            .range(..=p)
            .next_back()
            .is_some_and(|(&s, a)| p <= s + a.layout.size() as u64);
        let reg = self
            .registered
            .range(..=p)
            .next_back()
            .is_some_and(|(&s, &len)| p <= s + len as u64);
        alloc || reg
    }

    /// The allocation nearest below `p`, for error messages.
    fn describe_near(&self, p: DevPtr) -> String {
        match self.allocs.range(..=p).next_back() {
            Some((&s, a)) => format!(
                " (nearest below: {} bytes at {s:#x}, ending {:#x})",
                a.layout.size(),
                s + a.layout.size() as u64
            ),
            None => " (no allocation below it)".into(),
        }
    }

    fn pinned_range(
        &mut self,
        id: PinnedId,
        off: usize,
        bytes: usize,
        what: &str,
    ) -> Result<&mut [u8], RuntimeError> {
        let buf = self
            .pinned
            .get_mut(id.0)
            .ok_or_else(|| err(format!("{what}: no pinned buffer {}", id.0)))?;
        let len = buf.len();
        off.checked_add(bytes)
            .filter(|&end| end <= len)
            .map(move |end| &mut buf[off..end])
            .ok_or_else(|| {
                err(format!(
                    "{what}: {bytes} bytes at offset {off} of a {len}-byte pinned buffer"
                ))
            })
    }

    fn check_stream(&self, s: StreamId) -> Result<(), RuntimeError> {
        if s.0 < self.streams {
            Ok(())
        } else {
            Err(err(format!("stream {} was never created", s.0)))
        }
    }

    /// Copies and syncs cannot be captured by this driver (the executor keeps them outside
    /// its graphs).
    fn not_capturing(&self, what: &str) -> Result<(), RuntimeError> {
        match &self.capture {
            Some((s, _)) => Err(err(format!(
                "{what} while stream {} is being captured",
                s.0
            ))),
            None => Ok(()),
        }
    }

    fn run_node(&self, node: &Node) -> Result<(), RuntimeError> {
        match node {
            Node::Launch {
                kernel,
                grid,
                block,
                args,
            } => self.run_launch(*kernel, *grid, *block, args),
            Node::Gemm {
                shape,
                c,
                a,
                b,
                beta,
            } => self.run_gemm(shape, *c, *a, *b, *beta),
        }
    }

    fn check_launch(
        &self,
        kernel: KernelId,
        block: [u32; 3],
        args: &[KernelArg],
    ) -> Result<&'static HostKernel, RuntimeError> {
        let hk = *self.kernels.get(kernel.0).ok_or_else(|| {
            err(format!(
                "launch of kernel {} that was never loaded",
                kernel.0
            ))
        })?;
        if block != [hk.block_dim(), 1, 1] {
            return Err(err(format!(
                "{}: block {block:?}, the kernel is built for [{}, 1, 1]",
                hk.name(),
                hk.block_dim()
            )));
        }
        for (i, a) in args.iter().enumerate() {
            if let KernelArg::Ptr(p) = *a
                && !self.points_into_memory(p)
            {
                return Err(err(format!(
                    "{}: argument {i} ({p:#x}) points outside every live allocation{}",
                    hk.name(),
                    self.describe_near(p)
                )));
            }
        }
        Ok(hk)
    }

    fn run_launch(
        &self,
        kernel: KernelId,
        grid: [u32; 3],
        block: [u32; 3],
        args: &[KernelArg],
    ) -> Result<(), RuntimeError> {
        let hk = self.check_launch(kernel, block, args)?;
        let host: Vec<HostArg> = args
            .iter()
            .map(|a| match *a {
                KernelArg::Ptr(p) => HostArg::Ptr(p as usize as *mut u8),
                KernelArg::I32(v) => HostArg::I32(v),
                KernelArg::F32(v) => HostArg::F32(v),
            })
            .collect();
        // SAFETY: every pointer argument points into memory this driver owns or that the
        // caller registered (checked above); the kernel's accesses at the plan's geometry are
        // trusted (module docs). Nothing else touches device memory during the launch: the
        // driver is borrowed for it and every stream is synchronous.
        unsafe { hk.launch_serial(grid, &host) }
            .map_err(|e| err(format!("launching {}: {e}", hk.name())))?;
        self.counters.launches.fetch_add(1, Ordering::Relaxed);
        if let Some(hook) = &self.on_launch {
            hook(hk.name(), grid, args);
        }
        Ok(())
    }

    fn run_gemm(
        &self,
        s: &GemmShape,
        c: DevPtr,
        a: DevPtr,
        b: DevPtr,
        beta: f32,
    ) -> Result<(), RuntimeError> {
        let (m, n, k) = (s.m as usize, s.n as usize, s.k as usize);
        let (lda, ldb, ldc) = (s.lda as usize, s.ldb as usize, s.ldc as usize);
        if lda < k || ldb < k || ldc < n {
            return Err(err(format!(
                "gemm {m}x{n}x{k}: leading dimensions lda {lda}, ldb {ldb}, ldc {ldc} are below the rows they hold"
            )));
        }
        if m == 0 || n == 0 {
            return Ok(());
        }
        let esize = match s.ab_type {
            GemmType::F16 => 2,
            GemmType::F32 => 4,
        };
        // Elements a row-major matrix of `rows` rows of `cols` with leading dimension `ld` spans.
        let span = |rows: usize, cols: usize, ld: usize| (rows - 1) * ld + cols;
        let a_bytes = esize * span(m, k, lda);
        let b_bytes = esize * span(n, k, ldb);
        let c_bytes = 4 * span(m, n, ldc);
        let pa = self.readable_range(a, a_bytes, "gemm A")?;
        let pb = self.readable_range(b, b_bytes, "gemm B")?;
        let pc = self.device_range(c, c_bytes, "gemm C")?;
        let overlaps = |p: *const u8, len: usize| {
            let (p, pc) = (p as usize, pc as usize);
            p < pc + c_bytes && pc < p + len
        };
        if overlaps(pa, a_bytes) || overlaps(pb, b_bytes) {
            return Err(err("gemm: C overlaps A or B"));
        }
        // SAFETY: each range is inside live memory (checked above) and C is disjoint from A
        // and B; the driver is borrowed for the call, so nothing else writes them meanwhile.
        let (a_raw, b_raw, c_out) = unsafe {
            (
                std::slice::from_raw_parts(pa, a_bytes),
                std::slice::from_raw_parts(pb, b_bytes),
                std::slice::from_raw_parts_mut(pc, c_bytes),
            )
        };
        let decode = |raw: &[u8], rows: usize, ld: usize| -> Vec<f32> {
            let mut out = Vec::with_capacity(rows * k);
            for r in 0..rows {
                let row = &raw[esize * r * ld..esize * (r * ld + k)];
                match s.ab_type {
                    GemmType::F16 => out.extend(
                        row.chunks_exact(2)
                            .map(|h| half::f16::from_le_bytes([h[0], h[1]]).to_f32()),
                    ),
                    GemmType::F32 => out.extend(
                        row.chunks_exact(4)
                            .map(|f| f32::from_le_bytes([f[0], f[1], f[2], f[3]])),
                    ),
                }
            }
            out
        };
        let (av, bv) = (decode(a_raw, m, lda), decode(b_raw, n, ldb));
        for i in 0..m {
            let ar = &av[i * k..(i + 1) * k];
            for j in 0..n {
                let br = &bv[j * k..(j + 1) * k];
                let dot: f32 = ar.iter().zip(br).map(|(x, y)| x * y).sum();
                let o = 4 * (i * ldc + j);
                let cell = &mut c_out[o..o + 4];
                // β = 0 overwrites: C's old contents (possibly NaN) are not read, as BLAS does.
                let v = if beta == 0.0 {
                    dot
                } else {
                    dot + beta * f32::from_le_bytes([cell[0], cell[1], cell[2], cell[3]])
                };
                cell.copy_from_slice(&v.to_le_bytes());
            }
        }
        self.counters.gemms.fetch_add(1, Ordering::Relaxed);
        Ok(())
    }
}

impl Drop for HostDriver {
    fn drop(&mut self) {
        for (_, a) in std::mem::take(&mut self.allocs) {
            // SAFETY: allocated with this layout by `alloc` and not freed (still in the map).
            unsafe { std::alloc::dealloc(a.ptr, a.layout) };
        }
    }
}

impl Driver for HostDriver {
    fn info(&self) -> &DeviceInfo {
        &self.info
    }

    fn mem_info(&mut self) -> Result<(u64, u64), RuntimeError> {
        Ok((
            self.free_bytes.load(Ordering::Relaxed),
            self.info.total_bytes,
        ))
    }

    fn load_kernel(&mut self, name: &str, code: &[u8]) -> Result<KernelId, RuntimeError> {
        if code.is_empty() {
            return Err(err(format!("{name}: empty code object")));
        }
        let kind = KernelKind::from_name(name).map_err(|e| err(format!("{name}: {e}")))?;
        let hk = host_kernel_cached(&kind).map_err(|e| err(format!("{name}: {e}")))?;
        self.kernels.push(hk);
        Ok(KernelId(self.kernels.len() - 1))
    }

    fn alloc(&mut self, charge: &Charge) -> Result<DevPtr, RuntimeError> {
        let bytes = charge.bytes();
        if bytes == 0 {
            return Err(err(
                "allocating 0 bytes (the ledger charges at least 64 KiB)",
            ));
        }
        let live = HostCounters::get(&self.counters.live_bytes);
        if live.saturating_add(bytes) > self.info.total_bytes {
            return Err(err(format!(
                "allocating {bytes} bytes with {live} of {} in use",
                self.info.total_bytes
            )));
        }
        let size = usize::try_from(bytes).map_err(|_| err(format!("{bytes} bytes")))?;
        let layout = std::alloc::Layout::from_size_align(size, DEVICE_ALIGN)
            .map_err(|e| err(format!("allocating {bytes} bytes: {e}")))?;
        // SAFETY: the layout's size is non-zero.
        let ptr = unsafe { std::alloc::alloc_zeroed(layout) };
        if ptr.is_null() {
            return Err(err(format!("out of host memory allocating {bytes} bytes")));
        }
        self.allocs
            .insert(ptr as usize as u64, Alloc { ptr, layout });
        self.counters.live_bytes.fetch_add(bytes, Ordering::Relaxed);
        Ok(ptr as usize as DevPtr)
    }

    fn free(&mut self, ptr: DevPtr) -> Result<(), RuntimeError> {
        let a = self
            .allocs
            .remove(&ptr)
            .ok_or_else(|| err(format!("freeing {ptr:#x}, which is not allocated")))?;
        if let Some((w, _)) = self.workspace
            && self.device_range(w, 0, "").is_err()
        {
            self.workspace = None;
        }
        self.counters
            .live_bytes
            .fetch_sub(a.layout.size() as u64, Ordering::Relaxed);
        // SAFETY: allocated with this layout by `alloc`; removed from the map, so freed once.
        unsafe { std::alloc::dealloc(a.ptr, a.layout) };
        Ok(())
    }

    fn alloc_pinned(&mut self, bytes: usize) -> Result<PinnedId, RuntimeError> {
        self.pinned.push(vec![0; bytes.max(1)]);
        Ok(PinnedId(self.pinned.len() - 1))
    }

    fn pinned(&mut self, id: PinnedId) -> Result<&mut [u8], RuntimeError> {
        self.pinned
            .get_mut(id.0)
            .map(Vec::as_mut_slice)
            .ok_or_else(|| err(format!("no pinned buffer {}", id.0)))
    }

    fn create_stream(&mut self) -> Result<StreamId, RuntimeError> {
        self.streams += 1;
        Ok(StreamId(self.streams - 1))
    }

    fn register_host(&mut self, host: &[u8]) -> Result<DevPtr, RuntimeError> {
        let p = host.as_ptr() as usize as u64;
        if host.is_empty() {
            return Err(err("registering an empty region"));
        }
        if self.registered.insert(p, host.len()).is_some() {
            return Err(err(format!("{p:#x} is already registered")));
        }
        Ok(p)
    }

    fn copy_registered_to_device(
        &mut self,
        dst: DevPtr,
        src: &[u8],
        stream: StreamId,
    ) -> Result<(), RuntimeError> {
        self.check_stream(stream)?;
        self.not_capturing("copy_registered_to_device")?;
        if let Some((_, held)) = self.held.as_mut() {
            held.push(Held::Registered {
                dst,
                src: src.as_ptr() as usize,
                len: src.len(),
                stream,
            });
            return Ok(());
        }
        let sp = src.as_ptr() as usize as u64;
        if !self.registered_covers(sp, src.len()) {
            return Err(err(format!(
                "copy_registered_to_device: {} bytes at {sp:#x} are outside every registered region",
                src.len()
            )));
        }
        let d = self.device_range(dst, src.len(), "copy_registered_to_device")?;
        // SAFETY: `d` has room for `src.len()` bytes (checked); device memory is never a
        // registered host region, so the two do not overlap.
        unsafe { std::ptr::copy_nonoverlapping(src.as_ptr(), d, src.len()) };
        self.counters
            .bytes_to_device
            .fetch_add(src.len() as u64, Ordering::Relaxed);
        Ok(())
    }

    fn unregister_host(&mut self, host: *const u8) -> Result<(), RuntimeError> {
        let p = host as usize as u64;
        self.registered
            .remove(&p)
            .map(|_| ())
            .ok_or_else(|| err(format!("unregistering {p:#x}, which is not registered")))
    }

    fn copy_to_device(
        &mut self,
        dst: DevPtr,
        src: PinnedId,
        src_off: usize,
        bytes: usize,
        stream: StreamId,
    ) -> Result<(), RuntimeError> {
        self.check_stream(stream)?;
        self.not_capturing("copy_to_device")?;
        if let Some((_, held)) = self.held.as_mut() {
            held.push(Held::ToDevice {
                dst,
                src,
                off: src_off,
                bytes,
                stream,
            });
            return Ok(());
        }
        let d = self.device_range(dst, bytes, "copy_to_device")?;
        let s = self.pinned_range(src, src_off, bytes, "copy_to_device")?;
        // SAFETY: both ranges hold `bytes` (checked); pinned buffers are Vecs, never device
        // allocations, so they do not overlap.
        unsafe { std::ptr::copy_nonoverlapping(s.as_ptr(), d, bytes) };
        self.counters
            .bytes_to_device
            .fetch_add(bytes as u64, Ordering::Relaxed);
        Ok(())
    }

    fn copy_to_host(
        &mut self,
        dst: PinnedId,
        dst_off: usize,
        src: DevPtr,
        bytes: usize,
        stream: StreamId,
    ) -> Result<(), RuntimeError> {
        self.check_stream(stream)?;
        self.not_capturing("copy_to_host")?;
        if let Some((_, held)) = self.held.as_mut() {
            held.push(Held::ToHost {
                dst,
                off: dst_off,
                src,
                bytes,
                stream,
            });
            return Ok(());
        }
        let s = self.device_range(src, bytes, "copy_to_host")?;
        let d = self.pinned_range(dst, dst_off, bytes, "copy_to_host")?;
        // SAFETY: as in `copy_to_device`.
        unsafe { std::ptr::copy_nonoverlapping(s, d.as_mut_ptr(), bytes) };
        self.counters
            .bytes_to_host
            .fetch_add(bytes as u64, Ordering::Relaxed);
        Ok(())
    }

    fn memset_zero(
        &mut self,
        dst: DevPtr,
        bytes: usize,
        stream: StreamId,
    ) -> Result<(), RuntimeError> {
        self.check_stream(stream)?;
        self.not_capturing("memset_zero")?;
        if let Some((_, held)) = self.held.as_mut() {
            held.push(Held::Memset { dst, bytes, stream });
            return Ok(());
        }
        let d = self.device_range(dst, bytes, "memset_zero")?;
        // SAFETY: `d` has room for `bytes` (checked).
        unsafe { std::ptr::write_bytes(d, 0, bytes) };
        Ok(())
    }

    fn launch(
        &mut self,
        kernel: KernelId,
        grid: [u32; 3],
        block: [u32; 3],
        _shared_bytes: u32,
        args: &[KernelArg],
        stream: StreamId,
    ) -> Result<(), RuntimeError> {
        self.check_stream(stream)?;
        if self.capture.as_ref().is_some_and(|(s, _)| *s == stream) {
            // Checked now so that a bad launch fails at capture, as on a GPU, not on replay.
            self.check_launch(kernel, block, args)?;
            if let Some((_, nodes)) = self.capture.as_mut() {
                nodes.push(Node::Launch {
                    kernel,
                    grid,
                    block,
                    args: args.to_vec(),
                });
            }
            self.counters
                .captured_launches
                .fetch_add(1, Ordering::Relaxed);
            return Ok(());
        }
        self.not_capturing("an eager launch on another stream")?;
        if let Some((_, held)) = self.held.as_mut() {
            held.push(Held::Launch {
                kernel,
                grid,
                block,
                args: args.to_vec(),
                stream,
            });
            return Ok(());
        }
        self.run_launch(kernel, grid, block, args)
    }

    fn record_event(&mut self, stream: StreamId) -> Result<EventId, RuntimeError> {
        self.check_stream(stream)?;
        self.events += 1;
        Ok(EventId(self.events - 1))
    }

    fn create_timing_event(&mut self) -> Result<EventId, RuntimeError> {
        self.events += 1;
        Ok(EventId(self.events - 1))
    }

    fn record_again(&mut self, event: EventId, stream: StreamId) -> Result<(), RuntimeError> {
        self.check_stream(stream)?;
        self.check_event(event)
    }

    fn elapsed_ms(&mut self, start: EventId, end: EventId) -> Result<f32, RuntimeError> {
        self.check_event(start)?;
        self.check_event(end)?;
        Ok(0.0)
    }

    fn stream_wait_event(&mut self, stream: StreamId, event: EventId) -> Result<(), RuntimeError> {
        self.check_stream(stream)?;
        self.check_event(event)
    }

    fn event_query(&mut self, event: EventId) -> Result<bool, RuntimeError> {
        self.check_event(event)?;
        Ok(true)
    }

    fn event_synchronize(&mut self, event: EventId) -> Result<(), RuntimeError> {
        self.not_held("event_synchronize")?;
        self.check_event(event)
    }

    fn synchronize(&mut self, stream: StreamId) -> Result<(), RuntimeError> {
        self.check_stream(stream)?;
        self.not_held("synchronize")?;
        self.not_capturing("synchronize")
    }

    fn begin_capture(&mut self, stream: StreamId) -> Result<(), RuntimeError> {
        self.check_stream(stream)?;
        self.not_capturing("begin_capture")?;
        self.capture = Some((stream, Vec::new()));
        Ok(())
    }

    fn end_capture(&mut self, stream: StreamId) -> Result<GraphId, RuntimeError> {
        // CUDA instantiates (and uploads) the graph here; on an H100 that blocked the host
        // inside the driver while a closed gate held the device (session 26), so it is
        // refused as a sync is.
        match self.capture.take() {
            Some((s, nodes)) if s == stream => {
                self.not_held("instantiating a captured graph")?;
                self.graphs.push(nodes);
                Ok(GraphId(self.graphs.len() - 1))
            }
            Some(other) => {
                let s = other.0.0;
                self.capture = Some(other);
                Err(err(format!(
                    "end_capture on stream {} while stream {s} is captured",
                    stream.0
                )))
            }
            None => Err(err("end_capture without begin_capture")),
        }
    }

    fn launch_graph(&mut self, graph: GraphId, stream: StreamId) -> Result<(), RuntimeError> {
        self.check_stream(stream)?;
        self.not_capturing("launch_graph")?;
        if let Some((_, held)) = self.held.as_mut() {
            held.push(Held::Graph(graph, stream));
            return Ok(());
        }
        let nodes = self
            .graphs
            .get(graph.0)
            .ok_or_else(|| err(format!("graph {} was never captured", graph.0)))?
            .clone();
        for node in &nodes {
            self.run_node(node)?;
        }
        self.counters.replays.fetch_add(1, Ordering::Relaxed);
        Ok(())
    }

    fn set_gemm_workspace(&mut self, ptr: DevPtr, bytes: u64) -> Result<(), RuntimeError> {
        // `(0, 0)` is the executor's probe for a BLAS library: yes, and no workspace.
        if bytes == 0 {
            self.workspace = None;
            return Ok(());
        }
        let len = usize::try_from(bytes).map_err(|_| err(format!("workspace of {bytes} bytes")))?;
        self.device_range(ptr, len, "set_gemm_workspace")?;
        self.workspace = Some((ptr, bytes));
        Ok(())
    }

    fn gemm(
        &mut self,
        shape: &GemmShape,
        c: DevPtr,
        a: DevPtr,
        b: DevPtr,
        beta: f32,
        _algo: GemmAlgo,
        stream: StreamId,
    ) -> Result<(), RuntimeError> {
        self.check_stream(stream)?;
        if self.refuse_gemms.load(Ordering::Relaxed) {
            return Err(err("gemm refused (the test's switch)"));
        }
        let node = Node::Gemm {
            shape: *shape,
            c,
            a,
            b,
            beta,
        };
        match self.capture.as_mut() {
            Some((s, nodes)) if *s == stream => {
                nodes.push(node);
                Ok(())
            }
            Some(_) => Err(err("an eager gemm on another stream while capturing")),
            None => {
                if let Some((_, held)) = self.held.as_mut() {
                    held.push(Held::Gemm {
                        shape: *shape,
                        c,
                        a,
                        b,
                        beta,
                        stream,
                    });
                    return Ok(());
                }
                self.run_node(&node)
            }
        }
    }

    fn create_gate(&mut self) -> Result<Option<GateId>, RuntimeError> {
        self.gates += 1;
        Ok(Some(GateId(self.gates - 1)))
    }

    fn close_gate(&mut self, gate: GateId, stream: StreamId) -> Result<(), RuntimeError> {
        self.check_stream(stream)?;
        if gate.0 >= self.gates {
            return Err(err(format!("gate {} was never created", gate.0)));
        }
        self.not_capturing("close_gate")?;
        match &self.held {
            // One list holds every stream's work, so a second closing (of any gate) only
            // keeps holding; this driver models one gate closed at a time.
            Some((g, _)) => Err(err(format!(
                "closing gate {} while gate {} is closed",
                gate.0, g.0
            ))),
            None => {
                self.held = Some((gate, Vec::new()));
                Ok(())
            }
        }
    }

    fn open_gate(&mut self, gate: GateId) -> Result<(), RuntimeError> {
        match self.held.take() {
            Some((g, work)) if g == gate => {
                for h in work {
                    self.run_held(h)?;
                }
                Ok(())
            }
            Some(other) => {
                let g = other.0.0;
                self.held = Some(other);
                Err(err(format!(
                    "opening gate {} while gate {g} is closed",
                    gate.0
                )))
            }
            None => Err(err(format!("opening gate {}, which is not closed", gate.0))),
        }
    }
}

impl HostDriver {
    /// Refuses `what` while a gate holds work (a GPU would wait forever).
    fn not_held(&self, what: &str) -> Result<(), RuntimeError> {
        match &self.held {
            Some((g, _)) => Err(err(format!(
                "{what} while gate {} is closed would never return",
                g.0
            ))),
            None => Ok(()),
        }
    }

    /// Runs one held operation (the gate is open again, so it runs now).
    fn run_held(&mut self, h: Held) -> Result<(), RuntimeError> {
        match h {
            Held::ToDevice {
                dst,
                src,
                off,
                bytes,
                stream,
            } => self.copy_to_device(dst, src, off, bytes, stream),
            Held::Registered {
                dst,
                src,
                len,
                stream,
            } => {
                let sp = src as u64;
                if !self.registered_covers(sp, len) {
                    return Err(err(format!(
                        "a held copy_registered_to_device of {len} bytes at {sp:#x} is outside \
                         every registered region when it runs"
                    )));
                }
                // SAFETY: the range lies inside a live registered region (checked just now);
                // registered regions are host memory the caller keeps alive while registered.
                let bytes = unsafe { std::slice::from_raw_parts(src as *const u8, len) };
                self.copy_registered_to_device(dst, bytes, stream)
            }
            Held::ToHost {
                dst,
                off,
                src,
                bytes,
                stream,
            } => self.copy_to_host(dst, off, src, bytes, stream),
            Held::Memset { dst, bytes, stream } => self.memset_zero(dst, bytes, stream),
            Held::Launch {
                kernel,
                grid,
                block,
                args,
                stream,
            } => self.launch(kernel, grid, block, 0, &args, stream),
            Held::Graph(g, stream) => self.launch_graph(g, stream),
            Held::Gemm {
                shape,
                c,
                a,
                b,
                beta,
                stream,
            } => self.gemm(&shape, c, a, b, beta, GemmAlgo::Heuristic, stream),
        }
    }

    fn check_event(&self, e: EventId) -> Result<(), RuntimeError> {
        if e.0 < self.events {
            Ok(())
        } else {
            Err(err(format!("event {} was never created", e.0)))
        }
    }
}
