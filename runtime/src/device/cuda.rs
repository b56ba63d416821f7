//! The CUDA driver: [`Driver`] over the CUDA driver API, loaded at run time through `cudarc`'s
//! dynamic loading, so strata-rt builds and runs on machines without CUDA.
//!
//! `cudarc`'s loader panics when `libcuda` is missing, so [`CudaDriver::open`] first asks
//! whether the library can be loaded at all (and catches any panic from the first calls), and a
//! machine without the driver or a GPU gets a one-line error. Kernels are the plan's PTX, JIT-
//! compiled by the driver (`cuModuleLoadDataEx`, with its error log in the message on failure).
//! One primary context per device, made current at the start of every call, so the driver may
//! be moved between threads. Prompt GEMMs go through cuBLASLt ([`super::blas`]), loaded the
//! first time a GEMM or its workspace is asked for.
//!
//! Programmatic dependent launch (sm_90+): a kernel whose PTX starts with kernels-gen's grid
//! dependency (`griddepcontrol.wait`, see its `spell` module) is launched with programmatic
//! stream serialization, so its blocks are scheduled while the kernel before it drains and
//! start reading only once it has finished; captured into the decode graph, the launches
//! become programmatic edges. A kernel without the wait (a plan compiled before it) launches
//! plainly, as every launch does with `STRATA_CUDA_PDL=0`.

use std::ffi::{CStr, CString, c_void};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::ptr;

use cudarc::driver::sys;

use super::blas::CublasLt;
use super::driver::{
    DevPtr, DeviceInfo, Driver, EventId, GateId, GemmAlgo, GemmShape, GraphId, KernelArg, KernelId,
    PinnedId, StreamId,
};
use super::ledger::Charge;
use crate::error::RuntimeError;

/// Whether a kernel's PTX waits for the previous grid before it reads anything (kernels-gen's
/// grid dependency), so it may be launched with programmatic stream serialization.
pub(crate) fn waits_on_previous_grid(ptx: &[u8]) -> bool {
    const WAIT: &[u8] = b"griddepcontrol.wait";
    ptx.windows(WAIT.len()).any(|w| w == WAIT)
}

fn dev_err(msg: impl Into<String>) -> RuntimeError {
    RuntimeError::Device(msg.into())
}

/// The driver's own text for a result code.
fn describe(r: sys::CUresult) -> String {
    let mut p: *const std::ffi::c_char = ptr::null();
    // SAFETY: cuGetErrorString writes a pointer to a static string or leaves it null.
    let ok = unsafe { sys::cuGetErrorString(r, &mut p) } == sys::CUresult::CUDA_SUCCESS;
    if ok && !p.is_null() {
        // SAFETY: the driver returns a NUL-terminated static string.
        unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned()
    } else {
        format!("{r:?}")
    }
}

fn ck(r: sys::CUresult, what: &str) -> Result<(), RuntimeError> {
    if r == sys::CUresult::CUDA_SUCCESS {
        Ok(())
    } else {
        Err(dev_err(format!("cuda: {what}: {}", describe(r))))
    }
}

/// Whether the CUDA driver library can be loaded (no GPU needed to answer).
pub fn library_present() -> bool {
    // SAFETY: only tries to dlopen the library; never calls into it.
    catch_unwind(|| unsafe { sys::is_culib_present() }).unwrap_or(false)
}

/// How many CUDA devices the driver sees (0 without the library or a GPU).
pub fn device_count() -> u32 {
    if !library_present() {
        return 0;
    }
    let r = catch_unwind(|| {
        let mut n = 0i32;
        // SAFETY: plain driver calls with valid out-pointers.
        unsafe {
            if sys::cuInit(0) != sys::CUresult::CUDA_SUCCESS {
                return 0;
            }
            if sys::cuDeviceGetCount(&mut n) != sys::CUresult::CUDA_SUCCESS {
                return 0;
            }
        }
        n.max(0) as u32
    });
    r.unwrap_or(0)
}

struct Pinned {
    ptr: *mut u8,
    len: usize,
}

/// A host gate: a word of pinned memory streams wait on (`cuStreamWaitValue32`, equal to the
/// last closing's number); the host opens it with a release store.
struct Gate {
    word: *mut u32,
    dev: DevPtr,
    seq: u32,
}

/// One CUDA device.
pub struct CudaDriver {
    info: DeviceInfo,
    dev: sys::CUdevice,
    ctx: sys::CUcontext,
    modules: Vec<sys::CUmodule>,
    kernels: Vec<sys::CUfunction>,
    /// Per kernel: launched with programmatic stream serialization (see the module doc).
    programmatic: Vec<bool>,
    /// Whether this device and `STRATA_CUDA_PDL` allow programmatic launches at all.
    pdl: bool,
    pinned: Vec<Pinned>,
    streams: Vec<sys::CUstream>,
    events: Vec<sys::CUevent>,
    graphs: Vec<(sys::CUgraph, sys::CUgraphExec)>,
    allocs: Vec<DevPtr>,
    /// Host regions registered with `register_host`.
    registered: Vec<*const u8>,
    gates: Vec<Gate>,
    /// cuBLASLt for prompt GEMMs, loaded on first use (so a machine without it runs
    /// everything else).
    blas: Option<CublasLt>,
}

// SAFETY: every handle belongs to the primary context, which `bind` makes current on the calling
// thread before any use; CUDA handles are valid on any thread that has their context current,
// and `&mut self` on every call keeps one thread at a time.
unsafe impl Send for CudaDriver {}

impl std::fmt::Debug for CudaDriver {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CudaDriver")
            .field("info", &self.info)
            .finish()
    }
}

impl CudaDriver {
    /// Opens device `ordinal`: a one-line error without the driver library, without a GPU, or
    /// for an ordinal past the last device.
    pub fn open(ordinal: u32) -> Result<CudaDriver, RuntimeError> {
        if !library_present() {
            return Err(dev_err(format!(
                "cuda:{ordinal}: the CUDA driver library (libcuda.so.1) is not installed on this machine"
            )));
        }
        match catch_unwind(AssertUnwindSafe(|| Self::open_inner(ordinal))) {
            Ok(r) => r,
            Err(_) => Err(dev_err(format!(
                "cuda:{ordinal}: the CUDA driver library could not be used (missing symbols: the driver is older than CUDA 13)"
            ))),
        }
    }

    fn open_inner(ordinal: u32) -> Result<CudaDriver, RuntimeError> {
        let spec = format!("cuda:{ordinal}");
        // SAFETY: driver calls with valid out-pointers; the context is retained until Drop.
        unsafe {
            ck(
                sys::cuInit(0),
                &format!("initialising the driver for {spec}"),
            )?;
            let mut n = 0i32;
            ck(sys::cuDeviceGetCount(&mut n), "counting devices")?;
            if ordinal as i64 >= i64::from(n) {
                return Err(dev_err(format!(
                    "{spec}: the CUDA driver sees {n} device(s)"
                )));
            }
            let mut dev: sys::CUdevice = 0;
            ck(sys::cuDeviceGet(&mut dev, ordinal as i32), "cuDeviceGet")?;
            let mut ctx: sys::CUcontext = ptr::null_mut();
            ck(
                sys::cuDevicePrimaryCtxRetain(&mut ctx, dev),
                "retaining the context",
            )?;
            ck(sys::cuCtxSetCurrent(ctx), "cuCtxSetCurrent")?;
            let attr = |a: sys::CUdevice_attribute| -> Result<i32, RuntimeError> {
                let mut v = 0i32;
                ck(
                    sys::cuDeviceGetAttribute(&mut v, a, dev),
                    "cuDeviceGetAttribute",
                )?;
                Ok(v)
            };
            let major =
                attr(sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR)?;
            let minor =
                attr(sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR)?;
            let mut name = [0 as std::ffi::c_char; 256];
            ck(
                sys::cuDeviceGetName(name.as_mut_ptr(), 255, dev),
                "cuDeviceGetName",
            )?;
            let name = CStr::from_ptr(name.as_ptr()).to_string_lossy().into_owned();
            let (mut free, mut total) = (0usize, 0usize);
            ck(sys::cuMemGetInfo_v2(&mut free, &mut total), "cuMemGetInfo")?;
            Ok(CudaDriver {
                info: DeviceInfo {
                    spec,
                    name,
                    arch: format!("sm_{major}{minor}"),
                    kernel_format: "ptx",
                    total_bytes: total as u64,
                },
                dev,
                ctx,
                modules: Vec::new(),
                kernels: Vec::new(),
                programmatic: Vec::new(),
                pdl: major >= 9 && std::env::var("STRATA_CUDA_PDL").map_or(true, |v| v != "0"),
                pinned: Vec::new(),
                streams: Vec::new(),
                events: Vec::new(),
                graphs: Vec::new(),
                allocs: Vec::new(),
                registered: Vec::new(),
                gates: Vec::new(),
                blas: None,
            })
        }
    }

    fn bind(&self) -> Result<(), RuntimeError> {
        // SAFETY: the context was retained in `open` and lives until Drop.
        ck(unsafe { sys::cuCtxSetCurrent(self.ctx) }, "cuCtxSetCurrent")
    }

    fn stream(&self, s: StreamId) -> Result<sys::CUstream, RuntimeError> {
        self.streams
            .get(s.0)
            .copied()
            .ok_or_else(|| dev_err(format!("cuda: no stream {}", s.0)))
    }

    /// The BLAS handle, opened on first use with the context current.
    fn blas(&mut self) -> Result<&mut CublasLt, RuntimeError> {
        self.bind()?;
        if self.blas.is_none() {
            self.blas = Some(CublasLt::open()?);
        }
        self.blas
            .as_mut()
            .ok_or_else(|| dev_err("cuda: cuBLASLt handle missing"))
    }

    fn event(&self, e: EventId) -> Result<sys::CUevent, RuntimeError> {
        self.events
            .get(e.0)
            .copied()
            .ok_or_else(|| dev_err("cuda: no such event"))
    }

    fn pinned_range(
        &self,
        id: PinnedId,
        off: usize,
        bytes: usize,
    ) -> Result<*mut u8, RuntimeError> {
        let p = self
            .pinned
            .get(id.0)
            .ok_or_else(|| dev_err(format!("cuda: no pinned buffer {}", id.0)))?;
        if off.checked_add(bytes).is_none_or(|e| e > p.len) {
            return Err(dev_err(format!(
                "cuda: {bytes} bytes at {off} exceed a pinned buffer of {}",
                p.len
            )));
        }
        // SAFETY: in bounds, checked above.
        Ok(unsafe { p.ptr.add(off) })
    }
}

impl Driver for CudaDriver {
    fn info(&self) -> &DeviceInfo {
        &self.info
    }

    fn mem_info(&mut self) -> Result<(u64, u64), RuntimeError> {
        self.bind()?;
        let (mut free, mut total) = (0usize, 0usize);
        // SAFETY: valid out-pointers.
        ck(
            unsafe { sys::cuMemGetInfo_v2(&mut free, &mut total) },
            "cuMemGetInfo",
        )?;
        Ok((free as u64, total as u64))
    }

    fn load_kernel(&mut self, name: &str, code: &[u8]) -> Result<KernelId, RuntimeError> {
        self.bind()?;
        // PTX is text the JIT reads up to a NUL.
        let mut image = code.to_vec();
        if image.last() != Some(&0) {
            image.push(0);
        }
        let mut log = vec![0u8; 8192];
        let mut opts = [
            sys::CUjit_option::CU_JIT_ERROR_LOG_BUFFER,
            sys::CUjit_option::CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
        ];
        let mut vals: [*mut c_void; 2] = [log.as_mut_ptr().cast(), log.len() as *mut c_void];
        let mut module: sys::CUmodule = ptr::null_mut();
        // SAFETY: image is NUL-terminated and outlives the call; the log buffer is as large as
        // the size option says.
        let r = unsafe {
            sys::cuModuleLoadDataEx(
                &mut module,
                image.as_ptr().cast(),
                opts.len() as u32,
                opts.as_mut_ptr(),
                vals.as_mut_ptr(),
            )
        };
        if r != sys::CUresult::CUDA_SUCCESS {
            let text = String::from_utf8_lossy(&log);
            let text = text.trim_end_matches('\0').trim();
            return Err(dev_err(format!(
                "cuda: loading kernel {name} for {}: {} {text}",
                self.info.arch,
                describe(r)
            )));
        }
        self.modules.push(module);
        let cname = CString::new(name).map_err(|_| dev_err("kernel name holds a NUL"))?;
        let mut f: sys::CUfunction = ptr::null_mut();
        // SAFETY: module was just loaded; cname is NUL-terminated.
        ck(
            unsafe { sys::cuModuleGetFunction(&mut f, module, cname.as_ptr()) },
            &format!("kernel {name} not in its code object"),
        )?;
        self.kernels.push(f);
        self.programmatic
            .push(self.pdl && waits_on_previous_grid(code));
        Ok(KernelId(self.kernels.len() - 1))
    }

    fn alloc(&mut self, charge: &Charge) -> Result<DevPtr, RuntimeError> {
        self.bind()?;
        let mut p: sys::CUdeviceptr = 0;
        // SAFETY: valid out-pointer.
        ck(
            unsafe { sys::cuMemAlloc_v2(&mut p, charge.bytes() as usize) },
            &format!("allocating {} bytes", charge.bytes()),
        )?;
        self.allocs.push(p);
        Ok(p)
    }

    fn free(&mut self, p: DevPtr) -> Result<(), RuntimeError> {
        self.bind()?;
        let i = self
            .allocs
            .iter()
            .position(|&a| a == p)
            .ok_or_else(|| dev_err(format!("cuda: freeing {p:#x}, which is not allocated")))?;
        self.allocs.swap_remove(i);
        // SAFETY: p came from cuMemAlloc and is freed once (removed from the table above).
        ck(unsafe { sys::cuMemFree_v2(p) }, "cuMemFree")
    }

    fn alloc_pinned(&mut self, bytes: usize) -> Result<PinnedId, RuntimeError> {
        self.bind()?;
        let mut p: *mut c_void = ptr::null_mut();
        let len = bytes.max(1);
        // SAFETY: valid out-pointer; the memory is zeroed before anyone reads it.
        unsafe {
            ck(
                sys::cuMemAllocHost_v2(&mut p, len),
                &format!("pinning {len} bytes"),
            )?;
            ptr::write_bytes(p.cast::<u8>(), 0, len);
        }
        self.pinned.push(Pinned { ptr: p.cast(), len });
        Ok(PinnedId(self.pinned.len() - 1))
    }

    fn pinned(&mut self, id: PinnedId) -> Result<&mut [u8], RuntimeError> {
        let p = self
            .pinned
            .get(id.0)
            .ok_or_else(|| dev_err(format!("cuda: no pinned buffer {}", id.0)))?;
        // SAFETY: the buffer is live until Drop and uniquely borrowed through &mut self.
        Ok(unsafe { std::slice::from_raw_parts_mut(p.ptr, p.len) })
    }

    fn create_stream(&mut self) -> Result<StreamId, RuntimeError> {
        self.bind()?;
        let mut s: sys::CUstream = ptr::null_mut();
        // SAFETY: valid out-pointer; flag 1 = CU_STREAM_NON_BLOCKING (no sync with stream 0).
        ck(unsafe { sys::cuStreamCreate(&mut s, 1) }, "cuStreamCreate")?;
        self.streams.push(s);
        Ok(StreamId(self.streams.len() - 1))
    }

    fn copy_to_device(
        &mut self,
        dst: DevPtr,
        src: PinnedId,
        src_off: usize,
        bytes: usize,
        stream: StreamId,
    ) -> Result<(), RuntimeError> {
        self.bind()?;
        let s = self.stream(stream)?;
        let p = self.pinned_range(src, src_off, bytes)?;
        // SAFETY: the host range is in bounds of a live pinned buffer; the caller keeps it
        // untouched until the stream is synchronized (trait contract).
        ck(
            unsafe { sys::cuMemcpyHtoDAsync_v2(dst, p.cast(), bytes, s) },
            "copy to device",
        )
    }

    fn copy_to_host(
        &mut self,
        dst: PinnedId,
        dst_off: usize,
        src: DevPtr,
        bytes: usize,
        stream: StreamId,
    ) -> Result<(), RuntimeError> {
        self.bind()?;
        let s = self.stream(stream)?;
        let p = self.pinned_range(dst, dst_off, bytes)?;
        // SAFETY: as in copy_to_device.
        ck(
            unsafe { sys::cuMemcpyDtoHAsync_v2(p.cast(), src, bytes, s) },
            "copy to host",
        )
    }

    fn memset_zero(
        &mut self,
        dst: DevPtr,
        bytes: usize,
        stream: StreamId,
    ) -> Result<(), RuntimeError> {
        self.bind()?;
        let s = self.stream(stream)?;
        // SAFETY: the caller passes a range of its own allocation.
        ck(unsafe { sys::cuMemsetD8Async(dst, 0, bytes, s) }, "memset")
    }

    fn launch(
        &mut self,
        kernel: KernelId,
        grid: [u32; 3],
        block: [u32; 3],
        shared_bytes: u32,
        args: &[KernelArg],
        stream: StreamId,
    ) -> Result<(), RuntimeError> {
        self.bind()?;
        let s = self.stream(stream)?;
        let f = self
            .kernels
            .get(kernel.0)
            .copied()
            .ok_or_else(|| dev_err(format!("cuda: no kernel {}", kernel.0)))?;
        // Each parameter's bytes in an 8-byte slot; the driver copies them at launch (and into
        // the graph node while capturing).
        let mut slots: Vec<u64> = args
            .iter()
            .map(|a| match *a {
                KernelArg::Ptr(p) => p,
                KernelArg::I32(v) => u64::from(v as u32),
                KernelArg::F32(v) => u64::from(v.to_bits()),
            })
            .collect();
        let mut params: Vec<*mut c_void> = slots
            .iter_mut()
            .map(|s| (s as *mut u64).cast::<c_void>())
            .collect();
        if self.programmatic.get(kernel.0).copied().unwrap_or(false) {
            // SAFETY: a zeroed attribute is a valid C value; the id and the union member set
            // are the ones the driver reads for this attribute.
            let mut attr: sys::CUlaunchAttribute = unsafe { std::mem::zeroed() };
            attr.id =
                sys::CUlaunchAttributeID::CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION;
            attr.value.programmaticStreamSerializationAllowed = 1;
            let cfg = sys::CUlaunchConfig {
                gridDimX: grid[0],
                gridDimY: grid[1],
                gridDimZ: grid[2],
                blockDimX: block[0],
                blockDimY: block[1],
                blockDimZ: block[2],
                sharedMemBytes: shared_bytes,
                hStream: s,
                attrs: &mut attr,
                numAttrs: 1,
            };
            // SAFETY: as for cuLaunchKernel below; cfg and attr outlive the call.
            return ck(
                unsafe { sys::cuLaunchKernelEx(&cfg, f, params.as_mut_ptr(), ptr::null_mut()) },
                "cuLaunchKernelEx",
            );
        }
        // SAFETY: params point at live slots of the kernel's parameter sizes (pointers are 8
        // bytes, i32/f32 read their low 4 bytes on a little-endian host); the schedule checked
        // the argument list against the kernel's recorded parameters.
        ck(
            unsafe {
                sys::cuLaunchKernel(
                    f,
                    grid[0],
                    grid[1],
                    grid[2],
                    block[0],
                    block[1],
                    block[2],
                    shared_bytes,
                    s,
                    params.as_mut_ptr(),
                    ptr::null_mut(),
                )
            },
            "cuLaunchKernel",
        )
    }

    fn record_event(&mut self, stream: StreamId) -> Result<EventId, RuntimeError> {
        self.bind()?;
        let s = self.stream(stream)?;
        let mut e: sys::CUevent = ptr::null_mut();
        // SAFETY: valid out-pointer; flag 2 = CU_EVENT_DISABLE_TIMING.
        unsafe {
            ck(sys::cuEventCreate(&mut e, 2), "cuEventCreate")?;
            ck(sys::cuEventRecord(e, s), "cuEventRecord")?;
        }
        self.events.push(e);
        Ok(EventId(self.events.len() - 1))
    }

    fn create_timing_event(&mut self) -> Result<EventId, RuntimeError> {
        self.bind()?;
        let mut e: sys::CUevent = ptr::null_mut();
        // SAFETY: valid out-pointer; flag 0 = CU_EVENT_DEFAULT (timing on).
        ck(unsafe { sys::cuEventCreate(&mut e, 0) }, "cuEventCreate")?;
        self.events.push(e);
        Ok(EventId(self.events.len() - 1))
    }

    fn record_again(&mut self, event: EventId, stream: StreamId) -> Result<(), RuntimeError> {
        self.bind()?;
        let s = self.stream(stream)?;
        let e = self.event(event)?;
        // SAFETY: live event and stream.
        ck(unsafe { sys::cuEventRecord(e, s) }, "cuEventRecord")
    }

    fn record_captured(&mut self, event: EventId, stream: StreamId) -> Result<(), RuntimeError> {
        self.bind()?;
        let s = self.stream(stream)?;
        let e = self.event(event)?;
        // SAFETY: live event and a stream under capture; flag 1 = CU_EVENT_RECORD_EXTERNAL
        // (an event-record node that each replay of the graph records).
        ck(
            unsafe { sys::cuEventRecordWithFlags(e, s, 1) },
            "cuEventRecordWithFlags",
        )
    }

    fn elapsed_ms(&mut self, start: EventId, end: EventId) -> Result<f32, RuntimeError> {
        self.bind()?;
        let (a, b) = (self.event(start)?, self.event(end)?);
        let mut ms = 0f32;
        // SAFETY: live, completed timing events.
        ck(
            unsafe { sys::cuEventElapsedTime_v2(&mut ms, a, b) },
            "cuEventElapsedTime",
        )?;
        Ok(ms)
    }

    fn stream_wait_event(&mut self, stream: StreamId, event: EventId) -> Result<(), RuntimeError> {
        self.bind()?;
        let s = self.stream(stream)?;
        let e = self
            .events
            .get(event.0)
            .copied()
            .ok_or_else(|| dev_err("cuda: no such event"))?;
        // SAFETY: live stream and event.
        ck(
            unsafe { sys::cuStreamWaitEvent(s, e, 0) },
            "cuStreamWaitEvent",
        )
    }

    fn register_host(&mut self, host: &[u8]) -> Result<DevPtr, RuntimeError> {
        self.bind()?;
        let p = host.as_ptr().cast_mut().cast::<c_void>();
        // Flags: DEVICEMAP (2) | READ_ONLY (8): kernels read the pages, nothing writes them.
        // SAFETY: `host` is valid for its length; the caller keeps it alive until unregistered.
        ck(
            unsafe { sys::cuMemHostRegister_v2(p, host.len(), 2 | 8) },
            "cuMemHostRegister",
        )?;
        self.registered.push(host.as_ptr());
        let mut d: sys::CUdeviceptr = 0;
        // SAFETY: p was registered with DEVICEMAP just above.
        ck(
            unsafe { sys::cuMemHostGetDevicePointer_v2(&mut d, p, 0) },
            "cuMemHostGetDevicePointer",
        )?;
        Ok(d)
    }

    fn copy_registered_to_device(
        &mut self,
        dst: DevPtr,
        src: &[u8],
        stream: StreamId,
    ) -> Result<(), RuntimeError> {
        self.bind()?;
        let s = self.stream(stream)?;
        // SAFETY: `src` is valid for its length and page-locked (registered); the caller keeps
        // it alive and unchanged until the stream is synchronized.
        ck(
            unsafe { sys::cuMemcpyHtoDAsync_v2(dst, src.as_ptr().cast(), src.len(), s) },
            "copy registered memory to device",
        )
    }

    fn unregister_host(&mut self, host: *const u8) -> Result<(), RuntimeError> {
        self.bind()?;
        let i = self
            .registered
            .iter()
            .position(|&r| r == host)
            .ok_or_else(|| dev_err("cuda: unregistering memory that is not registered"))?;
        self.registered.swap_remove(i);
        // SAFETY: registered by register_host, unregistered once.
        ck(
            unsafe { sys::cuMemHostUnregister(host.cast_mut().cast()) },
            "cuMemHostUnregister",
        )
    }

    fn event_query(&mut self, event: EventId) -> Result<bool, RuntimeError> {
        self.bind()?;
        let e = self.event(event)?;
        // SAFETY: live event.
        let r = unsafe { sys::cuEventQuery(e) };
        if r == sys::CUresult::CUDA_ERROR_NOT_READY {
            return Ok(false);
        }
        ck(r, "cuEventQuery").map(|()| true)
    }

    fn event_synchronize(&mut self, event: EventId) -> Result<(), RuntimeError> {
        self.bind()?;
        let e = self
            .events
            .get(event.0)
            .copied()
            .ok_or_else(|| dev_err("cuda: no such event"))?;
        // SAFETY: live event.
        ck(unsafe { sys::cuEventSynchronize(e) }, "cuEventSynchronize")
    }

    fn synchronize(&mut self, stream: StreamId) -> Result<(), RuntimeError> {
        self.bind()?;
        let s = self.stream(stream)?;
        // SAFETY: live stream.
        ck(
            unsafe { sys::cuStreamSynchronize(s) },
            "cuStreamSynchronize (a kernel failed)",
        )
    }

    fn begin_capture(&mut self, stream: StreamId) -> Result<(), RuntimeError> {
        self.bind()?;
        let s = self.stream(stream)?;
        // SAFETY: live stream; thread-local mode keeps other threads' CUDA calls legal.
        ck(
            unsafe {
                sys::cuStreamBeginCapture_v2(
                    s,
                    sys::CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_THREAD_LOCAL,
                )
            },
            "cuStreamBeginCapture",
        )
    }

    fn end_capture(&mut self, stream: StreamId) -> Result<GraphId, RuntimeError> {
        self.bind()?;
        let s = self.stream(stream)?;
        let mut g: sys::CUgraph = ptr::null_mut();
        let mut exec: sys::CUgraphExec = ptr::null_mut();
        // SAFETY: valid out-pointers; the graph is destroyed in Drop.
        unsafe {
            ck(sys::cuStreamEndCapture(s, &mut g), "cuStreamEndCapture")?;
            ck(
                sys::cuGraphInstantiateWithFlags(&mut exec, g, 0),
                "cuGraphInstantiate",
            )?;
            // Uploaded now, in the stream's order, so the first replay does not upload it:
            // a first replay queued behind a closed host gate blocked the host inside the
            // driver while the device waited at the gate (session 26, the A3B model).
            ck(sys::cuGraphUpload(exec, s), "cuGraphUpload")?;
        }
        self.graphs.push((g, exec));
        Ok(GraphId(self.graphs.len() - 1))
    }

    fn launch_graph(&mut self, graph: GraphId, stream: StreamId) -> Result<(), RuntimeError> {
        self.bind()?;
        let s = self.stream(stream)?;
        let (_, exec) = self
            .graphs
            .get(graph.0)
            .copied()
            .ok_or_else(|| dev_err("cuda: no such graph"))?;
        // SAFETY: live instantiated graph and stream.
        ck(unsafe { sys::cuGraphLaunch(exec, s) }, "cuGraphLaunch")
    }

    fn create_gate(&mut self) -> Result<Option<GateId>, RuntimeError> {
        self.bind()?;
        // One cache line per gate, so the device's polling of one never shares a line with
        // the host's other pinned writes.
        let id = self.alloc_pinned(64)?;
        let host = self.pinned[id.0].ptr;
        let mut dev: sys::CUdeviceptr = 0;
        // SAFETY: `host` is a live cuMemAllocHost buffer; valid out-pointer.
        let mapped = unsafe { sys::cuMemHostGetDevicePointer_v2(&mut dev, host.cast(), 0) };
        if mapped != sys::CUresult::CUDA_SUCCESS {
            return Ok(None);
        }
        // Probe: a wait that is already satisfied (the word is 0), then a sync. A driver or
        // device without stream memory operations fails here (or lacks the symbol, which the
        // dynamic loader reports as a panic), and the caller keeps host-ordered issue.
        let probe = catch_unwind(AssertUnwindSafe(|| {
            // SAFETY: `dev` maps a live pinned word; the null stream is the context's own.
            unsafe {
                sys::cuStreamWaitValue32_v2(
                    ptr::null_mut(),
                    dev,
                    0,
                    sys::CUstreamWaitValue_flags::CU_STREAM_WAIT_VALUE_EQ as u32,
                ) == sys::CUresult::CUDA_SUCCESS
                    && sys::cuStreamSynchronize(ptr::null_mut()) == sys::CUresult::CUDA_SUCCESS
            }
        }));
        if !matches!(probe, Ok(true)) {
            return Ok(None);
        }
        self.gates.push(Gate {
            word: host.cast(),
            dev,
            seq: 0,
        });
        Ok(Some(GateId(self.gates.len() - 1)))
    }

    fn close_gate(&mut self, gate: GateId, stream: StreamId) -> Result<(), RuntimeError> {
        self.bind()?;
        let s = self.stream(stream)?;
        let g = self
            .gates
            .get_mut(gate.0)
            .ok_or_else(|| dev_err(format!("cuda: no gate {}", gate.0)))?;
        // Equality, not `>=`: the number wraps, and a closing is opened before the next one
        // is waited past (the host syncs in between), so the word never runs ahead.
        g.seq = g.seq.wrapping_add(1);
        // SAFETY: live stream; `g.dev` maps a live pinned word.
        ck(
            unsafe {
                sys::cuStreamWaitValue32_v2(
                    s,
                    g.dev,
                    g.seq,
                    sys::CUstreamWaitValue_flags::CU_STREAM_WAIT_VALUE_EQ as u32,
                )
            },
            "cuStreamWaitValue32",
        )
    }

    fn open_gate(&mut self, gate: GateId) -> Result<(), RuntimeError> {
        let g = self
            .gates
            .get(gate.0)
            .ok_or_else(|| dev_err(format!("cuda: no gate {}", gate.0)))?;
        // SAFETY: `g.word` is a live, aligned pinned word that only this driver writes; the
        // release store orders the host's earlier pinned writes (the rows the gated copies
        // read) before it.
        unsafe { std::sync::atomic::AtomicU32::from_ptr(g.word) }
            .store(g.seq, std::sync::atomic::Ordering::Release);
        Ok(())
    }

    fn set_gemm_workspace(&mut self, ptr: DevPtr, bytes: u64) -> Result<(), RuntimeError> {
        self.blas()?.set_workspace(ptr, bytes);
        Ok(())
    }

    fn gemm(
        &mut self,
        shape: &GemmShape,
        c: DevPtr,
        a: DevPtr,
        b: DevPtr,
        beta: f32,
        algo: GemmAlgo,
        stream: StreamId,
    ) -> Result<(), RuntimeError> {
        let s = self.stream(stream)?;
        self.blas()?
            .gemm(shape, c, a, b, beta, algo, s.cast::<c_void>())
    }

    fn gemm_check(&mut self, shape: &GemmShape, algo: GemmAlgo) -> Result<(), RuntimeError> {
        self.blas()?.check(shape, algo)
    }

    fn gemm_candidates(&mut self, shape: &GemmShape, max: usize) -> Result<Vec<i64>, RuntimeError> {
        self.blas()?.candidates(shape, max)
    }

    fn gemm_library_version(&mut self) -> Result<u64, RuntimeError> {
        Ok(self.blas()?.version())
    }
}

impl Drop for CudaDriver {
    fn drop(&mut self) {
        // Best effort: errors here have nowhere to go, and the process is usually exiting.
        // SAFETY: every handle was created by this driver and is destroyed once.
        unsafe {
            let _ = sys::cuCtxSetCurrent(self.ctx);
            for &s in &self.streams {
                let _ = sys::cuStreamSynchronize(s);
            }
            // The BLAS handle before the context goes (it owns no device memory of ours).
            self.blas = None;
            for &(g, e) in &self.graphs {
                let _ = sys::cuGraphExecDestroy(e);
                let _ = sys::cuGraphDestroy(g);
            }
            for &e in &self.events {
                let _ = sys::cuEventDestroy_v2(e);
            }
            for &p in &self.allocs {
                let _ = sys::cuMemFree_v2(p);
            }
            for &h in &self.registered {
                let _ = sys::cuMemHostUnregister(h.cast_mut().cast());
            }
            for p in &self.pinned {
                let _ = sys::cuMemFreeHost(p.ptr.cast());
            }
            for &m in &self.modules {
                let _ = sys::cuModuleUnload(m);
            }
            for &s in &self.streams {
                let _ = sys::cuStreamDestroy_v2(s);
            }
            let _ = sys::cuDevicePrimaryCtxRelease_v2(self.dev);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::waits_on_previous_grid;
    use super::{CudaDriver, Driver, KernelArg};
    use std::time::{Duration, Instant};

    /// Polls `ev` until it completes or `limit` passes; the time it took, or `None`.
    fn completes_within(
        d: &mut CudaDriver,
        ev: super::EventId,
        limit: Duration,
    ) -> Option<Duration> {
        let t = Instant::now();
        loop {
            if d.event_query(ev).expect("cuEventQuery") {
                return Some(t.elapsed());
            }
            if t.elapsed() > limit {
                return None;
            }
            std::hint::spin_loop();
        }
    }

    /// On a machine with a CUDA device only (`rt-tests gate_ --ignored --nocapture`): the host
    /// gate holds a stream's later work (a copy, a kernel, a graph replay) while the device is
    /// already waiting at it, and an opening the device sees only after it got there still
    /// releases it, round after round (session 25's A3B stall: the tiny models' hosts opened
    /// their gates before the device arrived). Prints how long each opening took to land.
    #[test]
    #[ignore = "needs a CUDA device"]
    fn gate_opened_while_the_device_waits_releases_the_stream() {
        let mut d = CudaDriver::open(0).expect("cuda:0");
        let s = d.create_stream().expect("stream");
        let g = d
            .create_gate()
            .expect("gate")
            .expect("this device has no gates");
        let ptx = b".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry strata_noop()\n{\n\tret;\n}\n\0";
        let k = d.load_kernel("strata_noop", ptx).expect("noop kernel");
        let pinned = d.alloc_pinned(4096).expect("pinned");
        let ledger =
            crate::device::ledger::Ledger::new(crate::device::ledger::LedgerConfig::default())
                .expect("ledger");
        let charge = ledger.charge(4096, "gate test").expect("charge");
        let dst = d.alloc(&charge).expect("alloc");
        d.begin_capture(s).expect("capture");
        d.launch(k, [1, 1, 1], [32, 1, 1], 0, &[] as &[KernelArg], s)
            .expect("launch");
        let graph = d.end_capture(s).expect("end capture");
        for round in 0..6 {
            d.close_gate(g, s).expect("close");
            match round % 3 {
                0 => d.copy_to_device(dst, pinned, 0, 4096, s).expect("copy"),
                1 => d
                    .launch(k, [1, 1, 1], [32, 1, 1], 0, &[], s)
                    .expect("launch"),
                _ => d.launch_graph(graph, s).expect("graph"),
            }
            let ev = d.record_event(s).expect("event");
            std::thread::sleep(Duration::from_millis(20));
            assert!(
                !d.event_query(ev).expect("query"),
                "round {round}: work ran past a closed gate"
            );
            d.open_gate(g).expect("open");
            let took = completes_within(&mut d, ev, Duration::from_secs(3));
            eprintln!("round {round}: opening landed after {took:?}");
            assert!(
                took.is_some(),
                "round {round}: the device never saw the opening (3 s)"
            );
        }
        // Opened before the device gets there (the tiny models' case).
        for round in 0..3 {
            d.close_gate(g, s).expect("close");
            d.open_gate(g).expect("open");
            let ev = d.record_event(s).expect("event");
            assert!(
                completes_within(&mut d, ev, Duration::from_secs(3)).is_some(),
                "early round {round}"
            );
        }
        d.synchronize(s).expect("sync");
    }

    #[test]
    fn only_ptx_with_the_grid_wait_launches_programmatically() {
        let with = b".entry k() {\n\t// begin inline asm\n\tgriddepcontrol.launch_dependents;\n\tgriddepcontrol.wait;\n}";
        assert!(waits_on_previous_grid(with));
        assert!(!waits_on_previous_grid(
            b".entry k() {\n\tgriddepcontrol.launch_dependents;\n}"
        ));
        assert!(!waits_on_previous_grid(b""));
    }
}
