//! hipBLASLt for the HIP driver's prompt GEMMs, loaded at run time (`dlopen` of
//! `libhipblaslt.so` through `libloading`), so a ROCm install without hipBLASLt still runs
//! everything else and a GEMM answers with a one-line error.
//!
//! The product and its column-major spelling are `device::blas`'s: row-major
//! `C[m×n] = A[m×k]·B[n×k]ᵀ + β·C` is the column-major `Cᵀ = B·Aᵀ` ("TN": the weight as
//! hipBLASLt's A with `TRANSA = T`, `k×n`, `ld = ldb`; the activations as its B, `k×m`,
//! `ld = lda`; C/D `n×m`, `ld = ldc`), compute type 32F, f16 or f32 in, f32 out.
//!
//! Solution ids are hipBLASLt's solution indices, the numbers the shipped RX 7700 XT table
//! records: the library keeps an algorithm's index in the first `int32` of
//! `hipblasLtMatmulAlgo_t::data` (what `hipblaslt_ext::getIndexFromAlgo` reads). The C API has
//! no "algorithm from index" call (that is the C++ extension API), and the table was measured
//! over the library's own heuristic list (up to 64 candidates), so a recorded index is found by
//! asking the heuristic for [`SEARCH_COUNT`] candidates of the shape and taking the one with
//! that index: found means the algorithm exists, supports the dims and fits the workspace.
//!
//! Only the C API symbols used are bound, by hand, with the layouts of hipBLASLt's
//! `library/include/hipblaslt.h` (ROCm 6 and 7: an algorithm is 16 bytes of data and a
//! `size_t`, a heuristic result adds the workspace size, the status, the waves count and four
//! reserved ints). No AMD GPU is reachable where Strata is developed: this compiles and is
//! clippy-checked there, and runs on a user's card.

use std::collections::HashMap;
use std::ffi::{c_int, c_void};
use std::ptr;

use libloading::Library;

use crate::device::blas::{MAX_WORKSPACE_BYTES, check_shape};
use crate::device::driver::{DevPtr, GemmAlgo, GemmShape, GemmType};
use crate::error::RuntimeError;

type Status = c_int;
type Handle = *mut c_void;
type Desc = *mut c_void;
type Layout = *mut c_void;
type Pref = *mut c_void;

const SUCCESS: Status = 0;
const HIP_R_32F: c_int = 0;
const HIP_R_16F: c_int = 2;
const HIPBLAS_COMPUTE_32F: c_int = 2;
const HIPBLAS_OP_T: i32 = 112;
const DESC_TRANSA: c_int = 0;
const PREF_MAX_WORKSPACE_BYTES: c_int = 1;

/// How many heuristic candidates a recorded solution index is looked for among (the shipped
/// table was measured over at most 64).
pub const SEARCH_COUNT: usize = 256;

/// `hipblasLtMatmulAlgo_t`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
struct Algo {
    data: [u8; 16],
    max_workspace_bytes: usize,
}

/// `hipblasLtMatmulHeuristicResult_t`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
struct HeuristicResult {
    algo: Algo,
    workspace_size: usize,
    state: Status,
    waves_count: f32,
    reserved: [c_int; 4],
}

impl Algo {
    /// The solution index hipBLASLt keeps in the algorithm (−1 when unset).
    fn index(&self) -> i64 {
        let i = i32::from_le_bytes([self.data[0], self.data[1], self.data[2], self.data[3]]);
        i64::from(i.max(-1))
    }
}

type FnCreate = unsafe extern "C" fn(*mut Handle) -> Status;
type FnDestroy = unsafe extern "C" fn(Handle) -> Status;
type FnVersion = unsafe extern "C" fn(Handle, *mut c_int) -> Status;
type FnDescCreate = unsafe extern "C" fn(*mut Desc, c_int, c_int) -> Status;
type FnDescDestroy = unsafe extern "C" fn(Desc) -> Status;
type FnDescSet = unsafe extern "C" fn(Desc, c_int, *const c_void, usize) -> Status;
type FnLayoutCreate = unsafe extern "C" fn(*mut Layout, c_int, u64, u64, i64) -> Status;
type FnLayoutDestroy = unsafe extern "C" fn(Layout) -> Status;
type FnPrefCreate = unsafe extern "C" fn(*mut Pref) -> Status;
type FnPrefDestroy = unsafe extern "C" fn(Pref) -> Status;
type FnPrefSet = unsafe extern "C" fn(Pref, c_int, *const c_void, usize) -> Status;
type FnHeuristic = unsafe extern "C" fn(
    Handle,
    Desc,
    Layout,
    Layout,
    Layout,
    Layout,
    Pref,
    c_int,
    *mut HeuristicResult,
    *mut c_int,
) -> Status;
type FnMatmul = unsafe extern "C" fn(
    Handle,
    Desc,
    *const c_void,
    *const c_void,
    Layout,
    *const c_void,
    Layout,
    *const c_void,
    *const c_void,
    Layout,
    *mut c_void,
    Layout,
    *const Algo,
    *mut c_void,
    usize,
    *mut c_void,
) -> Status;

/// The bound C API (function pointers stay valid while `_lib` lives).
struct Api {
    _lib: Library,
    create: FnCreate,
    destroy: FnDestroy,
    version: FnVersion,
    desc_create: FnDescCreate,
    desc_destroy: FnDescDestroy,
    desc_set: FnDescSet,
    layout_create: FnLayoutCreate,
    layout_destroy: FnLayoutDestroy,
    pref_create: FnPrefCreate,
    pref_destroy: FnPrefDestroy,
    pref_set: FnPrefSet,
    heuristic: FnHeuristic,
    matmul: FnMatmul,
}

fn blas_err(msg: impl Into<String>) -> RuntimeError {
    RuntimeError::Device(msg.into())
}

fn ck(s: Status, what: &str) -> Result<(), RuntimeError> {
    if s == SUCCESS {
        Ok(())
    } else {
        Err(blas_err(format!("hipBLASLt: {what}: status {s}")))
    }
}

impl Api {
    fn load() -> Result<Api, RuntimeError> {
        let names = ["libhipblaslt.so", "libhipblaslt.so.1", "libhipblaslt.so.0"];
        let mut last = String::new();
        let mut lib = None;
        for n in names {
            // SAFETY: loading a shared library runs its initialisers; hipBLASLt's only set up
            // its own state.
            match unsafe { Library::new(n) } {
                Ok(l) => {
                    lib = Some(l);
                    break;
                }
                Err(e) => last = e.to_string(),
            }
        }
        let lib = lib.ok_or_else(|| {
            blas_err(format!(
                "hipBLASLt (libhipblaslt.so) is not installed on this machine: prompt GEMMs \
                 need it ({last})"
            ))
        })?;
        macro_rules! sym {
            ($name:literal) => {
                // SAFETY: the symbol is a C function with the signature of the field it is
                // stored in (hipblaslt.h), and the pointer is used only while `lib` lives.
                *unsafe { lib.get(concat!($name, "\0").as_bytes()) }
                    .map_err(|e| blas_err(format!("hipBLASLt: the library lacks {}: {e}", $name)))?
            };
        }
        Ok(Api {
            create: sym!("hipblasLtCreate"),
            destroy: sym!("hipblasLtDestroy"),
            version: sym!("hipblasLtGetVersion"),
            desc_create: sym!("hipblasLtMatmulDescCreate"),
            desc_destroy: sym!("hipblasLtMatmulDescDestroy"),
            desc_set: sym!("hipblasLtMatmulDescSetAttribute"),
            layout_create: sym!("hipblasLtMatrixLayoutCreate"),
            layout_destroy: sym!("hipblasLtMatrixLayoutDestroy"),
            pref_create: sym!("hipblasLtMatmulPreferenceCreate"),
            pref_destroy: sym!("hipblasLtMatmulPreferenceDestroy"),
            pref_set: sym!("hipblasLtMatmulPreferenceSetAttribute"),
            heuristic: sym!("hipblasLtMatmulAlgoGetHeuristic"),
            matmul: sym!("hipblasLtMatmul"),
            _lib: lib,
        })
    }
}

/// Descriptors of one shape and what was resolved for it.
struct Prepared {
    desc: Desc,
    la: Layout,
    lb: Layout,
    lc: Layout,
    heuristic: Option<Algo>,
    solutions: HashMap<i64, Result<Algo, String>>,
}

const MAX_PREPARED: usize = 512;

/// A hipBLASLt handle with its workspace and per-shape descriptors.
pub struct HipBlasLt {
    api: Api,
    handle: Handle,
    version: u64,
    workspace: DevPtr,
    workspace_bytes: u64,
    prepared: HashMap<GemmShape, Prepared>,
}

// SAFETY: host-side library objects used by one thread at a time (`&mut self`); the owning
// driver selects its device before every call.
unsafe impl Send for HipBlasLt {}

impl std::fmt::Debug for HipBlasLt {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("HipBlasLt")
            .field("version", &self.version)
            .finish()
    }
}

fn data_type(t: GemmType) -> c_int {
    match t {
        GemmType::F16 => HIP_R_16F,
        GemmType::F32 => HIP_R_32F,
    }
}

impl HipBlasLt {
    /// Loads the library and creates a handle on the current device.
    pub fn open() -> Result<HipBlasLt, RuntimeError> {
        let api = Api::load()?;
        let mut handle: Handle = ptr::null_mut();
        // SAFETY: valid out-pointer; destroyed in Drop.
        ck(unsafe { (api.create)(&mut handle) }, "hipblasLtCreate")?;
        let mut v: c_int = 0;
        // SAFETY: live handle, valid out-pointer.
        let r = unsafe { (api.version)(handle, &mut v) };
        let version = if r == SUCCESS {
            u64::try_from(v).unwrap_or(0)
        } else {
            0
        };
        Ok(HipBlasLt {
            api,
            handle,
            version,
            workspace: 0,
            workspace_bytes: 0,
            prepared: HashMap::new(),
        })
    }

    /// hipBLASLt's version, major·100000 + minor·100 + patch (the calibration header's).
    pub fn version(&self) -> u64 {
        self.version
    }

    /// Uses `bytes` at `ptr` as workspace (at most 32 MiB of it); resolutions are redone.
    pub fn set_workspace(&mut self, ptr: DevPtr, bytes: u64) {
        self.workspace = ptr;
        self.workspace_bytes = bytes.min(MAX_WORKSPACE_BYTES);
        for p in self.prepared.values_mut() {
            p.heuristic = None;
            p.solutions.clear();
        }
    }

    fn destroy(api: &Api, p: &mut Prepared) {
        // SAFETY: created by `prepare`, destroyed once (nulled after).
        unsafe {
            if !p.desc.is_null() {
                let _ = (api.desc_destroy)(p.desc);
            }
            for l in [p.la, p.lb, p.lc] {
                if !l.is_null() {
                    let _ = (api.layout_destroy)(l);
                }
            }
        }
        p.desc = ptr::null_mut();
        p.la = ptr::null_mut();
        p.lb = ptr::null_mut();
        p.lc = ptr::null_mut();
    }

    fn prepare(&mut self, s: &GemmShape) -> Result<(), RuntimeError> {
        check_shape(s)?;
        if self.prepared.contains_key(s) {
            return Ok(());
        }
        if self.prepared.len() >= MAX_PREPARED {
            let api = &self.api;
            for (_, mut p) in self.prepared.drain() {
                Self::destroy(api, &mut p);
            }
        }
        let api = &self.api;
        let mut p = Prepared {
            desc: ptr::null_mut(),
            la: ptr::null_mut(),
            lb: ptr::null_mut(),
            lc: ptr::null_mut(),
            heuristic: None,
            solutions: HashMap::new(),
        };
        let ab = data_type(s.ab_type);
        // SAFETY: valid out-pointers; attribute buffers of the attribute's size.
        let r = unsafe {
            ck(
                (api.desc_create)(&mut p.desc, HIPBLAS_COMPUTE_32F, HIP_R_32F),
                "hipblasLtMatmulDescCreate",
            )
            .and_then(|()| {
                ck(
                    (api.desc_set)(p.desc, DESC_TRANSA, (&HIPBLAS_OP_T as *const i32).cast(), 4),
                    "setting TRANSA",
                )
            })
            .and_then(|()| {
                ck(
                    (api.layout_create)(
                        &mut p.la,
                        ab,
                        u64::from(s.k),
                        u64::from(s.n),
                        i64::from(s.ldb),
                    ),
                    "layout of the weight",
                )
            })
            .and_then(|()| {
                ck(
                    (api.layout_create)(
                        &mut p.lb,
                        ab,
                        u64::from(s.k),
                        u64::from(s.m),
                        i64::from(s.lda),
                    ),
                    "layout of the activations",
                )
            })
            .and_then(|()| {
                ck(
                    (api.layout_create)(
                        &mut p.lc,
                        HIP_R_32F,
                        u64::from(s.n),
                        u64::from(s.m),
                        i64::from(s.ldc),
                    ),
                    "layout of the output",
                )
            })
        };
        if let Err(e) = r {
            Self::destroy(api, &mut p);
            return Err(e);
        }
        self.prepared.insert(*s, p);
        Ok(())
    }

    /// Up to `max` usable heuristic results for `s`, best first.
    fn heuristics(
        &mut self,
        s: &GemmShape,
        max: usize,
    ) -> Result<Vec<HeuristicResult>, RuntimeError> {
        self.prepare(s)?;
        let p = self
            .prepared
            .get(s)
            .ok_or_else(|| blas_err("hipBLASLt: descriptor cache lost a shape"))?;
        let api = &self.api;
        let ws = self.workspace_bytes;
        let max = max.clamp(1, 4096);
        let mut pref: Pref = ptr::null_mut();
        // SAFETY: valid out-pointer; destroyed below.
        ck(
            unsafe { (api.pref_create)(&mut pref) },
            "hipblasLtMatmulPreferenceCreate",
        )?;
        let empty = HeuristicResult {
            algo: Algo {
                data: [0; 16],
                max_workspace_bytes: 0,
            },
            workspace_size: 0,
            state: -1,
            waves_count: 0.0,
            reserved: [0; 4],
        };
        let mut out = vec![empty; max];
        let mut got: c_int = 0;
        // SAFETY: live preference and descriptors; `out` holds `max` results.
        let r = unsafe {
            ck(
                (api.pref_set)(
                    pref,
                    PREF_MAX_WORKSPACE_BYTES,
                    (&ws as *const u64).cast(),
                    8,
                ),
                "setting the workspace limit",
            )
            .and_then(|()| {
                ck(
                    (api.heuristic)(
                        self.handle,
                        p.desc,
                        p.la,
                        p.lb,
                        p.lc,
                        p.lc,
                        pref,
                        max as c_int,
                        out.as_mut_ptr(),
                        &mut got,
                    ),
                    "hipblasLtMatmulAlgoGetHeuristic",
                )
            })
        };
        // SAFETY: created above, destroyed once.
        unsafe {
            let _ = (api.pref_destroy)(pref);
        }
        r?;
        out.truncate(usize::try_from(got).unwrap_or(0).min(max));
        out.retain(|h| h.state == SUCCESS && h.workspace_size as u64 <= ws);
        Ok(out)
    }

    fn heuristic_algo(&mut self, s: &GemmShape) -> Result<Algo, RuntimeError> {
        if let Some(a) = self.prepared.get(s).and_then(|p| p.heuristic) {
            return Ok(a);
        }
        let a = self
            .heuristics(s, 1)?
            .first()
            .map(|h| h.algo)
            .ok_or_else(|| {
                blas_err(format!(
                    "hipBLASLt: no algorithm for GEMM m={} n={} k={} {:?}",
                    s.m, s.n, s.k, s.ab_type
                ))
            })?;
        if let Some(p) = self.prepared.get_mut(s) {
            p.heuristic = Some(a);
        }
        Ok(a)
    }

    fn solution_algo(
        &mut self,
        s: &GemmShape,
        id: i64,
    ) -> Result<Result<Algo, String>, RuntimeError> {
        if let Some(r) = self.prepared.get(s).and_then(|p| p.solutions.get(&id)) {
            return Ok(r.clone());
        }
        let list = self.heuristics(s, SEARCH_COUNT)?;
        let r = list
            .iter()
            .find(|h| h.algo.index() == id)
            .map(|h| h.algo)
            .ok_or_else(|| {
                format!(
                    "solution index {id} is not among the library's {} candidates for this \
                     shape within {} bytes of workspace",
                    list.len(),
                    self.workspace_bytes
                )
            });
        if let Some(p) = self.prepared.get_mut(s) {
            if p.solutions.len() >= 64 {
                p.solutions.clear();
            }
            p.solutions.insert(id, r.clone());
        }
        Ok(r)
    }

    /// Whether `algo` runs `s` (see the module docs for what a solution's check means).
    pub fn check(&mut self, s: &GemmShape, algo: GemmAlgo) -> Result<(), RuntimeError> {
        match algo {
            GemmAlgo::Heuristic => self.heuristic_algo(s).map(|_| ()),
            GemmAlgo::Solution(id) => self.solution_algo(s, id)?.map(|_| ()).map_err(|why| {
                blas_err(format!(
                    "hipBLASLt solution {id} for GEMM m={} n={} k={}: {why}",
                    s.m, s.n, s.k
                ))
            }),
        }
    }

    /// The solution indices of up to `max` heuristic candidates for `s`, best first.
    pub fn candidates(&mut self, s: &GemmShape, max: usize) -> Result<Vec<i64>, RuntimeError> {
        let mut out = Vec::new();
        for h in self.heuristics(s, max)? {
            let id = h.algo.index();
            if id >= 0 && !out.contains(&id) {
                out.push(id);
            }
        }
        Ok(out)
    }

    /// Queues the GEMM on `stream` (a `hipStream_t`); the fallback rule is `Driver::gemm`'s.
    #[allow(clippy::too_many_arguments)]
    pub fn gemm(
        &mut self,
        s: &GemmShape,
        c: DevPtr,
        a: DevPtr,
        b: DevPtr,
        beta: f32,
        algo: GemmAlgo,
        stream: *mut c_void,
    ) -> Result<(), RuntimeError> {
        let chosen = match algo {
            GemmAlgo::Heuristic => self.heuristic_algo(s)?,
            GemmAlgo::Solution(id) => match self.solution_algo(s, id)? {
                Ok(a) => a,
                Err(why) if beta == 0.0 => {
                    tracing::warn!(
                        "hipBLASLt solution {id} for GEMM m={} n={} k={}: {why}; using the \
                         library's heuristic",
                        s.m,
                        s.n,
                        s.k
                    );
                    self.heuristic_algo(s)?
                }
                Err(why) => {
                    return Err(blas_err(format!(
                        "hipBLASLt solution {id} for GEMM m={} n={} k={} (beta {beta}): {why}",
                        s.m, s.n, s.k
                    )));
                }
            },
        };
        self.prepare(s)?;
        let p = self
            .prepared
            .get(s)
            .ok_or_else(|| blas_err("hipBLASLt: descriptor cache lost a shape"))?;
        let alpha = 1.0f32;
        // SAFETY: live handle and descriptors; device buffers sized for the shape by the
        // caller; the stream belongs to the current device; the workspace is ours.
        ck(
            unsafe {
                (self.api.matmul)(
                    self.handle,
                    p.desc,
                    (&alpha as *const f32).cast(),
                    b as *const c_void,
                    p.la,
                    a as *const c_void,
                    p.lb,
                    (&beta as *const f32).cast(),
                    c as *const c_void,
                    p.lc,
                    c as *mut c_void,
                    p.lc,
                    &chosen,
                    self.workspace as *mut c_void,
                    self.workspace_bytes as usize,
                    stream,
                )
            },
            &format!("hipblasLtMatmul m={} n={} k={}", s.m, s.n, s.k),
        )
    }
}

impl Drop for HipBlasLt {
    fn drop(&mut self) {
        let api = &self.api;
        for p in self.prepared.values_mut() {
            Self::destroy(api, p);
        }
        // SAFETY: created in `open`, destroyed once.
        unsafe {
            let _ = (self.api.destroy)(self.handle);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layouts_match_the_header() {
        assert_eq!(std::mem::size_of::<Algo>(), 24);
        assert_eq!(std::mem::size_of::<HeuristicResult>(), 56);
        let mut a = Algo {
            data: [0; 16],
            max_workspace_bytes: 0,
        };
        a.data[..4].copy_from_slice(&2508i32.to_le_bytes());
        assert_eq!(a.index(), 2508);
        a.data[..4].copy_from_slice(&(-7i32).to_le_bytes());
        assert_eq!(a.index(), -1);
    }

    #[test]
    fn a_missing_library_is_an_error() {
        // No ROCm here: opening answers with a message naming the library, never a panic.
        if let Err(e) = HipBlasLt::open() {
            assert!(e.to_string().contains("hipBLASLt"), "{e}");
        }
    }
}
