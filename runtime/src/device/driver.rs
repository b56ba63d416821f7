//! The narrow driver trait the GPU executor is written against: load a kernel from the plan's
//! code object, allocate device memory against a ledger [`Charge`], pinned host staging, async
//! copies, launches with explicit geometry, streams and events, and graph capture and replay.
//!
//! CUDA ([`super::cuda`]) and HIP ([`super::hip`]) implement it and differ only in spelling;
//! nothing above this trait asks which one it has. Handles are small ids into tables the
//! driver owns, so the trait stays object-safe (`Box<dyn Driver>`) and no driver type leaks.
//!
//! Contract every implementation keeps:
//! * [`Driver::alloc`] takes the [`Charge`] the caller obtained from the ledger *before* the
//!   call and allocates exactly `charge.bytes()`; memory is never allocated uncharged.
//! * Work on one stream runs in issue order. Copies from or to pinned memory are asynchronous:
//!   the caller must not touch the pinned bytes involved until it has synchronized the stream
//!   (or an event recorded after the copy).
//! * Between [`Driver::begin_capture`] and [`Driver::end_capture`] on a stream, launches are
//!   recorded instead of run; [`Driver::launch_graph`] replays them with the arguments they had
//!   when captured (so per-step values must live in device memory).

use crate::device::ledger::Charge;
use crate::error::RuntimeError;

/// A device address.
pub type DevPtr = u64;

/// A loaded kernel.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct KernelId(pub usize);

/// A pinned (page-locked) host buffer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PinnedId(pub usize);

/// A stream: an ordered queue of device work.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct StreamId(pub usize);

/// A recorded event.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct EventId(pub usize);

/// An instantiated captured graph.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct GraphId(pub usize);

/// A host gate: a word in page-locked memory that streams can be made to wait on, so work can
/// be queued before the host has produced what it reads (see [`Driver::create_gate`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct GateId(pub usize);

/// One kernel argument, in the kernel's parameter order.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum KernelArg {
    Ptr(DevPtr),
    I32(i32),
    F32(f32),
}

/// Element type of a GEMM operand (the output is always f32).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GemmType {
    F16,
    F32,
}

/// One prompt GEMM, `C[m×n] = A[m×k] · B[n×k]ᵀ (+ β·C)`, every matrix row-major with its own
/// leading dimension in elements: A is the activations (one row per token), B the weight
/// matrix as stored (one row per output feature), C the f32 output. A and B share `ab_type`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct GemmShape {
    /// Output rows (tokens).
    pub m: u32,
    /// Output columns (the weight's rows).
    pub n: u32,
    /// Inner dimension (the weight's columns).
    pub k: u32,
    pub ab_type: GemmType,
    pub lda: u32,
    pub ldb: u32,
    pub ldc: u32,
}

/// Which algorithm a GEMM launch uses: the library's own heuristic, or a solution a
/// calibration table recorded (a hipBLASLt solution index, a cuBLASLt algorithm id as
/// `device::blas` encodes it).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GemmAlgo {
    Heuristic,
    Solution(i64),
}

/// What a driver says about its device.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeviceInfo {
    /// `cuda:0`, `hip:1`.
    pub spec: String,
    /// The device's marketing name.
    pub name: String,
    /// The code-object target it runs (`sm_90`, `gfx1101`).
    pub arch: String,
    /// Code-object format it loads (`ptx`, `hsaco`).
    pub kernel_format: &'static str,
    /// Device memory in bytes.
    pub total_bytes: u64,
}

/// A GPU driver (see the module docs for the contract).
pub trait Driver: Send {
    /// The device.
    fn info(&self) -> &DeviceInfo;

    /// (free, total) device memory as the driver reports it (clamp `free` with the ledger).
    fn mem_info(&mut self) -> Result<(u64, u64), RuntimeError>;

    /// Loads kernel `name` from a code object in the device's format.
    fn load_kernel(&mut self, name: &str, code: &[u8]) -> Result<KernelId, RuntimeError>;

    /// Allocates `charge.bytes()` of device memory.
    fn alloc(&mut self, charge: &Charge) -> Result<DevPtr, RuntimeError>;

    /// Frees memory from [`Driver::alloc`] (the caller drops the charge after).
    fn free(&mut self, ptr: DevPtr) -> Result<(), RuntimeError>;

    /// Allocates `bytes` of pinned host memory, zeroed.
    fn alloc_pinned(&mut self, bytes: usize) -> Result<PinnedId, RuntimeError>;

    /// The bytes of a pinned buffer (see the contract on in-flight copies).
    fn pinned(&mut self, id: PinnedId) -> Result<&mut [u8], RuntimeError>;

    /// A new stream.
    fn create_stream(&mut self) -> Result<StreamId, RuntimeError>;

    /// Page-locks `host` (read only: the mapped GGUF's experts) and maps it into the device's
    /// address space, so kernels read it over the bus; returns the device address of
    /// `host[0]`. The caller keeps the memory alive and unchanged until
    /// [`Driver::unregister_host`] (the driver's drop unregisters what is left). Drivers or
    /// systems that cannot (no mapped pinned memory, a locked-memory limit) return an error the
    /// caller treats as "no bus reads".
    fn register_host(&mut self, host: &[u8]) -> Result<DevPtr, RuntimeError>;

    /// Queues a copy of `src` (inside a region given to [`Driver::register_host`]) to device
    /// address `dst`, read by the copy engine without a staging buffer. Same contract as
    /// [`Driver::copy_to_device`].
    fn copy_registered_to_device(
        &mut self,
        dst: DevPtr,
        src: &[u8],
        stream: StreamId,
    ) -> Result<(), RuntimeError>;

    /// Undoes [`Driver::register_host`] for the region starting at `host`.
    fn unregister_host(&mut self, host: *const u8) -> Result<(), RuntimeError>;

    /// Queues a copy of `bytes` from `src[src_off..]` (pinned) to device address `dst`.
    fn copy_to_device(
        &mut self,
        dst: DevPtr,
        src: PinnedId,
        src_off: usize,
        bytes: usize,
        stream: StreamId,
    ) -> Result<(), RuntimeError>;

    /// Queues a copy of `bytes` from device address `src` to `dst[dst_off..]` (pinned).
    fn copy_to_host(
        &mut self,
        dst: PinnedId,
        dst_off: usize,
        src: DevPtr,
        bytes: usize,
        stream: StreamId,
    ) -> Result<(), RuntimeError>;

    /// Queues zero-filling `bytes` at `dst`.
    fn memset_zero(
        &mut self,
        dst: DevPtr,
        bytes: usize,
        stream: StreamId,
    ) -> Result<(), RuntimeError>;

    /// Queues a launch of `kernel` with `grid` blocks of `block` threads.
    fn launch(
        &mut self,
        kernel: KernelId,
        grid: [u32; 3],
        block: [u32; 3],
        shared_bytes: u32,
        args: &[KernelArg],
        stream: StreamId,
    ) -> Result<(), RuntimeError>;

    /// Records an event after the work queued so far on `stream`.
    fn record_event(&mut self, stream: StreamId) -> Result<EventId, RuntimeError>;

    /// A new event that records a timestamp, for [`Driver::elapsed_ms`]; reusable with
    /// [`Driver::record_again`].
    fn create_timing_event(&mut self) -> Result<EventId, RuntimeError>;

    /// Records `event` again, after the work queued so far on `stream`.
    fn record_again(&mut self, event: EventId, stream: StreamId) -> Result<(), RuntimeError>;

    /// Records `event` while `stream` is being captured into a graph, as a node of the graph
    /// (so each replay records it: the graph profile's per-launch times). Drivers without
    /// event nodes record it as [`Driver::record_again`] does, which times the capture only.
    fn record_captured(&mut self, event: EventId, stream: StreamId) -> Result<(), RuntimeError> {
        self.record_again(event, stream)
    }

    /// Milliseconds of device time between two completed timing events.
    fn elapsed_ms(&mut self, start: EventId, end: EventId) -> Result<f32, RuntimeError>;

    /// Makes `stream` wait for `event` before running later work.
    fn stream_wait_event(&mut self, stream: StreamId, event: EventId) -> Result<(), RuntimeError>;

    /// Whether `event` has completed (never blocks): copies on a side stream are polled with
    /// it so that a step never waits for an expert copy it does not need.
    fn event_query(&mut self, event: EventId) -> Result<bool, RuntimeError>;

    /// Blocks the host until `event` has completed.
    fn event_synchronize(&mut self, event: EventId) -> Result<(), RuntimeError>;

    /// Blocks the host until everything queued on `stream` has run.
    fn synchronize(&mut self, stream: StreamId) -> Result<(), RuntimeError>;

    /// Starts recording `stream`'s launches into a graph.
    fn begin_capture(&mut self, stream: StreamId) -> Result<(), RuntimeError>;

    /// Stops recording and instantiates the graph (CUDA also uploads it, in `stream`'s order,
    /// so its first replay does no upload). Never while a host gate is closed: on an H100 the
    /// host blocked inside the driver here while the device waited at the gate.
    fn end_capture(&mut self, stream: StreamId) -> Result<GraphId, RuntimeError>;

    /// Queues one replay of a captured graph on `stream`.
    fn launch_graph(&mut self, graph: GraphId, stream: StreamId) -> Result<(), RuntimeError>;

    /// A new host gate, or `None` when this driver or device cannot make a stream wait on host
    /// memory (callers then queue work only once the host has produced its inputs). The
    /// default is `None`.
    fn create_gate(&mut self) -> Result<Option<GateId>, RuntimeError> {
        Ok(None)
    }

    /// Closes `gate` in front of `stream`'s later work: what is queued on `stream` after this
    /// call runs only once the host calls [`Driver::open_gate`]. A closed gate must be opened
    /// before the host synchronizes anything that waits on it (the host would wait forever)
    /// or instantiates a graph ([`Driver::end_capture`]); it is opened once per closing.
    fn close_gate(&mut self, _gate: GateId, _stream: StreamId) -> Result<(), RuntimeError> {
        Err(RuntimeError::Device("this driver has no host gates".into()))
    }

    /// Opens `gate` (a store to host memory, no device call): the streams it holds go on.
    /// Everything the host wrote to pinned memory before this call is visible to the work
    /// the gate held.
    fn open_gate(&mut self, _gate: GateId) -> Result<(), RuntimeError> {
        Err(RuntimeError::Device("this driver has no host gates".into()))
    }

    /// Gives the BLAS library `bytes` of device workspace at `ptr` (charged by the caller, kept
    /// alive until the driver is dropped or this is called again). GEMMs whose algorithm needs
    /// more than this are not used. `bytes = 0` withdraws the workspace; it fails only when the
    /// driver has no BLAS library, so callers ask that way whether GEMMs are possible.
    fn set_gemm_workspace(&mut self, _ptr: DevPtr, _bytes: u64) -> Result<(), RuntimeError> {
        Err(RuntimeError::Unsupported(format!(
            "{}: no BLAS library in this driver",
            self.info().spec
        )))
    }

    /// Queues `c = a · bᵀ + beta · c` (see [`GemmShape`]) with `algo` on `stream`. A recorded
    /// solution the library rejects falls back to the heuristic with one log line when `beta`
    /// is 0 and is an error otherwise (the output was not overwritten wholesale).
    #[allow(clippy::too_many_arguments)]
    fn gemm(
        &mut self,
        _shape: &GemmShape,
        _c: DevPtr,
        _a: DevPtr,
        _b: DevPtr,
        _beta: f32,
        _algo: GemmAlgo,
        _stream: StreamId,
    ) -> Result<(), RuntimeError> {
        Err(RuntimeError::Unsupported(format!(
            "{}: no BLAS library in this driver",
            self.info().spec
        )))
    }

    /// Whether `algo` can run `shape` with the workspace given, asked of the library without
    /// launching anything (the algorithm exists, supports the dims and alignments, fits the
    /// workspace); `Err` says why not. Callers validate each recorded solution once with it.
    fn gemm_check(&mut self, _shape: &GemmShape, _algo: GemmAlgo) -> Result<(), RuntimeError> {
        Err(RuntimeError::Unsupported(format!(
            "{}: no BLAS library in this driver",
            self.info().spec
        )))
    }

    /// For tuning: the solution ids of up to `max` of the library's candidate algorithms for
    /// `shape` (its heuristic's list, best first), each one [`Driver::gemm`] accepts as
    /// [`GemmAlgo::Solution`].
    fn gemm_candidates(
        &mut self,
        _shape: &GemmShape,
        _max: usize,
    ) -> Result<Vec<i64>, RuntimeError> {
        Err(RuntimeError::Unsupported(format!(
            "{}: no BLAS library in this driver",
            self.info().spec
        )))
    }

    /// The BLAS library's version as calibration tables spell it, major·100000 + minor·100 +
    /// patch (loads the library if it is not loaded yet).
    fn gemm_library_version(&mut self) -> Result<u64, RuntimeError> {
        Err(RuntimeError::Unsupported(format!(
            "{}: no BLAS library in this driver",
            self.info().spec
        )))
    }
}
