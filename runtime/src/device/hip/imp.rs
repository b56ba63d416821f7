//! The HIP driver: [`Driver`] over libamdhip64's module API (`hipModuleLoadData` on the plan's
//! HSACO code objects, `hipModuleLaunchKernel`), `hipMalloc` through the ledger, pinned
//! staging, streams, events and stream-capture graphs.
//!
//! The bindings are written here by hand for the few functions used, rather than through the
//! `hip-sys` crate, whose build script generates bindings with bindgen against a full ROCm
//! install (`/opt/rocm`); these declarations match the HIP 5.2 headers Debian's
//! `libamdhip64-dev` ships (`/usr/include/hip/hip_runtime_api.h`) and the same symbols of
//! later ROCm releases. No AMD GPU is reachable where Strata is developed, so this driver is
//! compiled and clippy-checked there but only ever run on a user's card; the code it shares
//! with CUDA (schedule, executor, kernels) is what the H200 proves.
//!
//! The device's gfx name is not read from `hipDeviceProp_t` (its layout changes between ROCm
//! releases); `STRATA_HIP_ARCH` names it, else the plan's single gfx target is assumed and a
//! mismatch surfaces as `hipModuleLoadData`'s error naming the kernel.

use std::ffi::{CStr, CString, c_char, c_int, c_uint, c_void};
use std::ptr;

use super::blaslt::HipBlasLt;
use crate::device::driver::{
    DevPtr, DeviceInfo, Driver, EventId, GemmAlgo, GemmShape, GraphId, KernelArg, KernelId,
    PinnedId, StreamId,
};
use crate::device::ledger::Charge;
use crate::error::RuntimeError;

type HipError = c_int;
type Stream = *mut c_void;
type Module = *mut c_void;
type Function = *mut c_void;
type Event = *mut c_void;
type Graph = *mut c_void;
type GraphExec = *mut c_void;

const HIP_SUCCESS: HipError = 0;
/// `hipErrorNotReady`: an event or stream still has work in flight.
const HIP_ERROR_NOT_READY: HipError = 600;
/// `hipStreamCaptureModeThreadLocal`.
const CAPTURE_THREAD_LOCAL: c_int = 1;
/// `hipStreamNonBlocking`.
const STREAM_NON_BLOCKING: c_uint = 1;
/// `hipEventDisableTiming`.
const EVENT_DISABLE_TIMING: c_uint = 2;

#[link(name = "amdhip64")]
unsafe extern "C" {
    fn hipInit(flags: c_uint) -> HipError;
    fn hipGetDeviceCount(count: *mut c_int) -> HipError;
    fn hipSetDevice(id: c_int) -> HipError;
    fn hipDeviceGetName(name: *mut c_char, len: c_int, dev: c_int) -> HipError;
    fn hipMemGetInfo(free: *mut usize, total: *mut usize) -> HipError;
    fn hipMalloc(p: *mut *mut c_void, size: usize) -> HipError;
    fn hipFree(p: *mut c_void) -> HipError;
    fn hipHostMalloc(p: *mut *mut c_void, size: usize, flags: c_uint) -> HipError;
    fn hipHostFree(p: *mut c_void) -> HipError;
    fn hipHostRegister(p: *mut c_void, size: usize, flags: c_uint) -> HipError;
    fn hipHostUnregister(p: *mut c_void) -> HipError;
    fn hipHostGetDevicePointer(d: *mut *mut c_void, p: *mut c_void, flags: c_uint) -> HipError;
    fn hipMemcpyHtoDAsync(dst: *mut c_void, src: *mut c_void, n: usize, s: Stream) -> HipError;
    fn hipMemcpyDtoHAsync(dst: *mut c_void, src: *mut c_void, n: usize, s: Stream) -> HipError;
    fn hipMemsetD8Async(dst: *mut c_void, v: u8, n: usize, s: Stream) -> HipError;
    fn hipStreamCreateWithFlags(s: *mut Stream, flags: c_uint) -> HipError;
    fn hipStreamSynchronize(s: Stream) -> HipError;
    fn hipStreamDestroy(s: Stream) -> HipError;
    fn hipModuleLoadData(m: *mut Module, image: *const c_void) -> HipError;
    fn hipModuleUnload(m: Module) -> HipError;
    fn hipModuleGetFunction(f: *mut Function, m: Module, name: *const c_char) -> HipError;
    fn hipModuleLaunchKernel(
        f: Function,
        gx: c_uint,
        gy: c_uint,
        gz: c_uint,
        bx: c_uint,
        by: c_uint,
        bz: c_uint,
        shared: c_uint,
        s: Stream,
        params: *mut *mut c_void,
        extra: *mut *mut c_void,
    ) -> HipError;
    fn hipEventCreateWithFlags(e: *mut Event, flags: c_uint) -> HipError;
    fn hipEventRecord(e: Event, s: Stream) -> HipError;
    fn hipEventSynchronize(e: Event) -> HipError;
    fn hipEventQuery(e: Event) -> HipError;
    fn hipEventDestroy(e: Event) -> HipError;
    fn hipEventCreate(e: *mut Event) -> HipError;
    fn hipEventElapsedTime(ms: *mut f32, start: Event, stop: Event) -> HipError;
    fn hipStreamWaitEvent(s: Stream, e: Event, flags: c_uint) -> HipError;
    fn hipStreamBeginCapture(s: Stream, mode: c_int) -> HipError;
    fn hipStreamEndCapture(s: Stream, g: *mut Graph) -> HipError;
    fn hipGraphInstantiate(
        e: *mut GraphExec,
        g: Graph,
        err_node: *mut *mut c_void,
        log: *mut c_char,
        log_len: usize,
    ) -> HipError;
    fn hipGraphLaunch(e: GraphExec, s: Stream) -> HipError;
    fn hipGraphExecDestroy(e: GraphExec) -> HipError;
    fn hipGraphDestroy(g: Graph) -> HipError;
    fn hipGetErrorString(e: HipError) -> *const c_char;
}

fn dev_err(msg: impl Into<String>) -> RuntimeError {
    RuntimeError::Device(msg.into())
}

fn ck(r: HipError, what: &str) -> Result<(), RuntimeError> {
    if r == HIP_SUCCESS {
        return Ok(());
    }
    // SAFETY: hipGetErrorString returns a static NUL-terminated string (or null).
    let p = unsafe { hipGetErrorString(r) };
    let text = if p.is_null() {
        format!("error {r}")
    } else {
        // SAFETY: non-null, NUL-terminated, static.
        unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned()
    };
    Err(dev_err(format!("hip: {what}: {text}")))
}

/// HIP devices present (0 when the runtime finds none).
pub fn device_count() -> u32 {
    let mut n: c_int = 0;
    // SAFETY: valid out-pointer.
    let r = unsafe { hipGetDeviceCount(&mut n) };
    if r == HIP_SUCCESS { n.max(0) as u32 } else { 0 }
}

struct Pinned {
    ptr: *mut u8,
    len: usize,
}

/// One HIP device.
pub struct HipDriver {
    info: DeviceInfo,
    ordinal: c_int,
    modules: Vec<Module>,
    kernels: Vec<Function>,
    pinned: Vec<Pinned>,
    streams: Vec<Stream>,
    events: Vec<Event>,
    graphs: Vec<(Graph, GraphExec)>,
    allocs: Vec<DevPtr>,
    /// Host regions registered with `register_host`.
    registered: Vec<*const u8>,
    /// hipBLASLt for prompt GEMMs, loaded on first use.
    blas: Option<HipBlasLt>,
}

// SAFETY: HIP handles are usable from any thread once the device is selected, which `bind`
// does at the start of every call; `&mut self` keeps one thread at a time.
unsafe impl Send for HipDriver {}

impl std::fmt::Debug for HipDriver {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("HipDriver")
            .field("info", &self.info)
            .finish()
    }
}

impl HipDriver {
    /// Opens HIP device `ordinal`.
    pub fn open(ordinal: u32) -> Result<HipDriver, RuntimeError> {
        let spec = format!("hip:{ordinal}");
        // SAFETY: plain runtime calls with valid out-pointers.
        unsafe {
            ck(hipInit(0), &format!("initialising HIP for {spec}"))?;
            let mut n: c_int = 0;
            ck(hipGetDeviceCount(&mut n), "counting devices")?;
            if i64::from(ordinal) >= i64::from(n) {
                return Err(dev_err(format!("{spec}: HIP sees {n} device(s)")));
            }
            let id = ordinal as c_int;
            ck(hipSetDevice(id), "hipSetDevice")?;
            let mut name = [0 as c_char; 256];
            ck(
                hipDeviceGetName(name.as_mut_ptr(), 255, id),
                "hipDeviceGetName",
            )?;
            let name = CStr::from_ptr(name.as_ptr()).to_string_lossy().into_owned();
            let (mut free, mut total) = (0usize, 0usize);
            ck(hipMemGetInfo(&mut free, &mut total), "hipMemGetInfo")?;
            Ok(HipDriver {
                info: DeviceInfo {
                    spec,
                    name,
                    arch: std::env::var("STRATA_HIP_ARCH").unwrap_or_default(),
                    kernel_format: "hsaco",
                    total_bytes: total as u64,
                },
                ordinal: id,
                modules: Vec::new(),
                kernels: Vec::new(),
                pinned: Vec::new(),
                streams: Vec::new(),
                events: Vec::new(),
                graphs: Vec::new(),
                allocs: Vec::new(),
                registered: Vec::new(),
                blas: None,
            })
        }
    }

    fn bind(&self) -> Result<(), RuntimeError> {
        // SAFETY: the ordinal was checked in `open`.
        ck(unsafe { hipSetDevice(self.ordinal) }, "hipSetDevice")
    }

    fn stream(&self, s: StreamId) -> Result<Stream, RuntimeError> {
        self.streams
            .get(s.0)
            .copied()
            .ok_or_else(|| dev_err(format!("hip: no stream {}", s.0)))
    }

    /// The BLAS handle, opened on first use with the device selected.
    fn blas(&mut self) -> Result<&mut HipBlasLt, RuntimeError> {
        self.bind()?;
        if self.blas.is_none() {
            self.blas = Some(HipBlasLt::open()?);
        }
        self.blas
            .as_mut()
            .ok_or_else(|| dev_err("hip: hipBLASLt handle missing"))
    }

    fn event(&self, e: EventId) -> Result<Event, RuntimeError> {
        self.events
            .get(e.0)
            .copied()
            .ok_or_else(|| dev_err("hip: no such event"))
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
            .ok_or_else(|| dev_err(format!("hip: no pinned buffer {}", id.0)))?;
        if off.checked_add(bytes).is_none_or(|e| e > p.len) {
            return Err(dev_err(format!(
                "hip: {bytes} bytes at {off} exceed a pinned buffer of {}",
                p.len
            )));
        }
        // SAFETY: in bounds, checked above.
        Ok(unsafe { p.ptr.add(off) })
    }
}

impl Driver for HipDriver {
    fn info(&self) -> &DeviceInfo {
        &self.info
    }

    fn mem_info(&mut self) -> Result<(u64, u64), RuntimeError> {
        self.bind()?;
        let (mut free, mut total) = (0usize, 0usize);
        // SAFETY: valid out-pointers.
        ck(
            unsafe { hipMemGetInfo(&mut free, &mut total) },
            "hipMemGetInfo",
        )?;
        Ok((free as u64, total as u64))
    }

    fn load_kernel(&mut self, name: &str, code: &[u8]) -> Result<KernelId, RuntimeError> {
        self.bind()?;
        let mut m: Module = ptr::null_mut();
        // SAFETY: `code` is a complete code object that outlives the call.
        ck(
            unsafe { hipModuleLoadData(&mut m, code.as_ptr().cast()) },
            &format!("loading kernel {name} (is the plan compiled for this card's gfx target?)"),
        )?;
        self.modules.push(m);
        let cname = CString::new(name).map_err(|_| dev_err("kernel name holds a NUL"))?;
        let mut f: Function = ptr::null_mut();
        // SAFETY: module just loaded; NUL-terminated name.
        ck(
            unsafe { hipModuleGetFunction(&mut f, m, cname.as_ptr()) },
            &format!("kernel {name} not in its code object"),
        )?;
        self.kernels.push(f);
        Ok(KernelId(self.kernels.len() - 1))
    }

    fn alloc(&mut self, charge: &Charge) -> Result<DevPtr, RuntimeError> {
        self.bind()?;
        let mut p: *mut c_void = ptr::null_mut();
        // SAFETY: valid out-pointer.
        ck(
            unsafe { hipMalloc(&mut p, charge.bytes() as usize) },
            &format!("allocating {} bytes", charge.bytes()),
        )?;
        self.allocs.push(p as DevPtr);
        Ok(p as DevPtr)
    }

    fn free(&mut self, p: DevPtr) -> Result<(), RuntimeError> {
        self.bind()?;
        let i = self
            .allocs
            .iter()
            .position(|&a| a == p)
            .ok_or_else(|| dev_err(format!("hip: freeing {p:#x}, which is not allocated")))?;
        self.allocs.swap_remove(i);
        // SAFETY: from hipMalloc, freed once.
        ck(unsafe { hipFree(p as *mut c_void) }, "hipFree")
    }

    fn alloc_pinned(&mut self, bytes: usize) -> Result<PinnedId, RuntimeError> {
        self.bind()?;
        let len = bytes.max(1);
        let mut p: *mut c_void = ptr::null_mut();
        // SAFETY: valid out-pointer; zeroed before use.
        unsafe {
            ck(
                hipHostMalloc(&mut p, len, 0),
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
            .ok_or_else(|| dev_err(format!("hip: no pinned buffer {}", id.0)))?;
        // SAFETY: live until Drop, uniquely borrowed through &mut self.
        Ok(unsafe { std::slice::from_raw_parts_mut(p.ptr, p.len) })
    }

    fn create_stream(&mut self) -> Result<StreamId, RuntimeError> {
        self.bind()?;
        let mut s: Stream = ptr::null_mut();
        // SAFETY: valid out-pointer.
        ck(
            unsafe { hipStreamCreateWithFlags(&mut s, STREAM_NON_BLOCKING) },
            "hipStreamCreate",
        )?;
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
        // SAFETY: in-bounds pinned range, untouched until the stream syncs (trait contract).
        ck(
            unsafe { hipMemcpyHtoDAsync(dst as *mut c_void, p.cast(), bytes, s) },
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
            unsafe { hipMemcpyDtoHAsync(p.cast(), src as *mut c_void, bytes, s) },
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
        // SAFETY: a range of the caller's allocation.
        ck(
            unsafe { hipMemsetD8Async(dst as *mut c_void, 0, bytes, s) },
            "memset",
        )
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
            .ok_or_else(|| dev_err(format!("hip: no kernel {}", kernel.0)))?;
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
        // SAFETY: params point at live slots of the parameters' sizes (little-endian host); the
        // schedule checked the arguments against the kernel's recorded parameter list.
        ck(
            unsafe {
                hipModuleLaunchKernel(
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
            "hipModuleLaunchKernel",
        )
    }

    fn record_event(&mut self, stream: StreamId) -> Result<EventId, RuntimeError> {
        self.bind()?;
        let s = self.stream(stream)?;
        let mut e: Event = ptr::null_mut();
        // SAFETY: valid out-pointer, live stream.
        unsafe {
            ck(
                hipEventCreateWithFlags(&mut e, EVENT_DISABLE_TIMING),
                "hipEventCreate",
            )?;
            ck(hipEventRecord(e, s), "hipEventRecord")?;
        }
        self.events.push(e);
        Ok(EventId(self.events.len() - 1))
    }

    fn create_timing_event(&mut self) -> Result<EventId, RuntimeError> {
        self.bind()?;
        let mut e: Event = ptr::null_mut();
        // SAFETY: valid out-pointer.
        ck(unsafe { hipEventCreate(&mut e) }, "hipEventCreate")?;
        self.events.push(e);
        Ok(EventId(self.events.len() - 1))
    }

    fn register_host(&mut self, host: &[u8]) -> Result<DevPtr, RuntimeError> {
        self.bind()?;
        let p = host.as_ptr().cast_mut().cast::<c_void>();
        // Flags: hipHostRegisterMapped (2) | hipHostRegisterReadOnly (8).
        // SAFETY: `host` is valid for its length; the caller keeps it alive until unregistered.
        ck(
            unsafe { hipHostRegister(p, host.len(), 2 | 8) },
            "hipHostRegister",
        )?;
        self.registered.push(host.as_ptr());
        let mut d: *mut c_void = std::ptr::null_mut();
        // SAFETY: p was registered as mapped just above.
        ck(
            unsafe { hipHostGetDevicePointer(&mut d, p, 0) },
            "hipHostGetDevicePointer",
        )?;
        Ok(d as DevPtr)
    }

    fn copy_registered_to_device(
        &mut self,
        dst: DevPtr,
        src: &[u8],
        stream: StreamId,
    ) -> Result<(), RuntimeError> {
        self.bind()?;
        let s = self.stream(stream)?;
        // SAFETY: `src` is valid for its length and registered; the caller keeps it alive and
        // unchanged until the stream is synchronized.
        ck(
            unsafe {
                hipMemcpyHtoDAsync(
                    dst as *mut c_void,
                    src.as_ptr().cast_mut().cast(),
                    src.len(),
                    s,
                )
            },
            "copy registered memory to device",
        )
    }

    fn unregister_host(&mut self, host: *const u8) -> Result<(), RuntimeError> {
        self.bind()?;
        let i = self
            .registered
            .iter()
            .position(|&r| r == host)
            .ok_or_else(|| dev_err("hip: unregistering memory that is not registered"))?;
        self.registered.swap_remove(i);
        // SAFETY: registered by register_host, unregistered once.
        ck(
            unsafe { hipHostUnregister(host.cast_mut().cast()) },
            "hipHostUnregister",
        )
    }

    fn event_query(&mut self, event: EventId) -> Result<bool, RuntimeError> {
        self.bind()?;
        let e = self.event(event)?;
        // SAFETY: live event.
        let r = unsafe { hipEventQuery(e) };
        if r == HIP_ERROR_NOT_READY {
            return Ok(false);
        }
        ck(r, "hipEventQuery").map(|()| true)
    }

    fn record_again(&mut self, event: EventId, stream: StreamId) -> Result<(), RuntimeError> {
        self.bind()?;
        let (s, e) = (self.stream(stream)?, self.event(event)?);
        // SAFETY: live event and stream.
        ck(unsafe { hipEventRecord(e, s) }, "hipEventRecord")
    }

    fn elapsed_ms(&mut self, start: EventId, end: EventId) -> Result<f32, RuntimeError> {
        self.bind()?;
        let (a, b) = (self.event(start)?, self.event(end)?);
        let mut ms = 0f32;
        // SAFETY: live, completed timing events.
        ck(
            unsafe { hipEventElapsedTime(&mut ms, a, b) },
            "hipEventElapsedTime",
        )?;
        Ok(ms)
    }

    fn stream_wait_event(&mut self, stream: StreamId, event: EventId) -> Result<(), RuntimeError> {
        self.bind()?;
        let (s, e) = (self.stream(stream)?, self.event(event)?);
        // SAFETY: live stream and event.
        ck(unsafe { hipStreamWaitEvent(s, e, 0) }, "hipStreamWaitEvent")
    }

    fn event_synchronize(&mut self, event: EventId) -> Result<(), RuntimeError> {
        self.bind()?;
        let e = self.event(event)?;
        // SAFETY: live event.
        ck(unsafe { hipEventSynchronize(e) }, "hipEventSynchronize")
    }

    fn synchronize(&mut self, stream: StreamId) -> Result<(), RuntimeError> {
        self.bind()?;
        let s = self.stream(stream)?;
        // SAFETY: live stream.
        ck(
            unsafe { hipStreamSynchronize(s) },
            "hipStreamSynchronize (a kernel failed)",
        )
    }

    fn begin_capture(&mut self, stream: StreamId) -> Result<(), RuntimeError> {
        self.bind()?;
        let s = self.stream(stream)?;
        // SAFETY: live stream.
        ck(
            unsafe { hipStreamBeginCapture(s, CAPTURE_THREAD_LOCAL) },
            "hipStreamBeginCapture",
        )
    }

    fn end_capture(&mut self, stream: StreamId) -> Result<GraphId, RuntimeError> {
        self.bind()?;
        let s = self.stream(stream)?;
        let mut g: Graph = ptr::null_mut();
        let mut e: GraphExec = ptr::null_mut();
        // SAFETY: valid out-pointers; destroyed in Drop.
        unsafe {
            ck(hipStreamEndCapture(s, &mut g), "hipStreamEndCapture")?;
            ck(
                hipGraphInstantiate(&mut e, g, ptr::null_mut(), ptr::null_mut(), 0),
                "hipGraphInstantiate",
            )?;
        }
        self.graphs.push((g, e));
        Ok(GraphId(self.graphs.len() - 1))
    }

    fn launch_graph(&mut self, graph: GraphId, stream: StreamId) -> Result<(), RuntimeError> {
        self.bind()?;
        let s = self.stream(stream)?;
        let (_, e) = self
            .graphs
            .get(graph.0)
            .copied()
            .ok_or_else(|| dev_err("hip: no such graph"))?;
        // SAFETY: live graph and stream.
        ck(unsafe { hipGraphLaunch(e, s) }, "hipGraphLaunch")
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
        self.blas()?.gemm(shape, c, a, b, beta, algo, s)
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

impl Drop for HipDriver {
    fn drop(&mut self) {
        // SAFETY: every handle was created here and is destroyed once; errors have nowhere to go.
        unsafe {
            let _ = hipSetDevice(self.ordinal);
            for &s in &self.streams {
                let _ = hipStreamSynchronize(s);
            }
            // The BLAS handle before the streams and memory it may have used.
            self.blas = None;
            for &(g, e) in &self.graphs {
                let _ = hipGraphExecDestroy(e);
                let _ = hipGraphDestroy(g);
            }
            for &e in &self.events {
                let _ = hipEventDestroy(e);
            }
            for &p in &self.allocs {
                let _ = hipFree(p as *mut c_void);
            }
            for p in &self.pinned {
                let _ = hipHostFree(p.ptr.cast());
            }
            for &m in &self.modules {
                let _ = hipModuleUnload(m);
            }
            for &s in &self.streams {
                let _ = hipStreamDestroy(s);
            }
        }
    }
}
