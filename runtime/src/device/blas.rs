//! cuBLASLt for the prompt GEMMs of the CUDA driver, and the stable encoding of a cuBLASLt
//! algorithm as one calibration-table solution id.
//!
//! The product: `C[m×n] (f32) = A[m×k] · B[n×k]ᵀ + β·C`, all row-major (A = activations, B = the
//! weight as stored). cuBLASLt is column-major, and a row-major matrix is the column-major
//! matrix of its transpose, so the call computes `Cᵀ[n×m] = B · Aᵀ` in column-major terms:
//! cuBLASLt's "A" is our B read as a `k×n` column-major matrix with `ld = ldb` and transposed
//! (`TRANSA = T`), its "B" is our A read as `k×m` with `ld = lda` (not transposed), its C/D is
//! our C read as `n×m` with `ld = ldc`. That is the "TN" layout, the one every tensor-core
//! kernel of the library supports. Compute type 32F, scale type f32, A/B f16 or f32, C/D f32.
//!
//! The library is loaded at run time (`cudarc`'s dynamic loading of `libcublasLt`): a machine
//! without it builds and runs everything else, and [`CublasLt::open`] answers with a one-line
//! error instead of the loader's panic.
//!
//! ## Solution ids
//!
//! A cuBLASLt algorithm is an opaque 64-byte struct, but everything that selects a kernel is a
//! handful of small configuration attributes, so a tuner can name one by them and the runtime
//! rebuild it (`cublasLtMatmulAlgoInit` with the algorithm id, then
//! `cublasLtMatmulAlgoConfigSetAttribute` for each field, then `cublasLtMatmulAlgoCheck`).
//! [`AlgoConfig::encode`] packs the fields into one non-negative `i64` (a calibration table's
//! `solution_id` must be ≥ 0), least significant bit first:
//!
//! | bits  | width | field (`CUBLASLT_ALGO_CONFIG_*`) |
//! |-------|-------|----------------------------------|
//! | 0–9   | 10    | `ID` (algorithm id)              |
//! | 10–19 | 10    | `TILE_ID`                        |
//! | 20–25 | 6     | `STAGES_ID`                      |
//! | 26–33 | 8     | `SPLITK_NUM`                     |
//! | 34–36 | 3     | `REDUCTION_SCHEME`               |
//! | 37–38 | 2     | `CTA_SWIZZLING`                  |
//! | 39–46 | 8     | `CUSTOM_OPTION`                  |
//! | 47–51 | 5     | `INNER_SHAPE_ID`                 |
//! | 52–58 | 7     | `CLUSTER_SHAPE_ID`               |
//! | 59–61 | 3     | encoding version, 1              |
//! | 62–63 | 2     | zero                             |
//!
//! The version field makes every id non-zero and lets a later layout coexist; an id with
//! another version, or a field that does not fit, is refused by [`AlgoConfig::decode`] /
//! [`AlgoConfig::encode`] (the tuner skips a candidate it cannot name). The ids mean something
//! only for one library version; tables carry it in their header and the runtime checks it.

use std::collections::HashMap;
use std::ffi::{CStr, c_void};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::ptr;

use cudarc::cublaslt::sys;

use super::driver::{DevPtr, GemmAlgo, GemmShape, GemmType};
use crate::error::RuntimeError;

/// The encoding version [`AlgoConfig::encode`] writes.
pub const ENCODING_VERSION: u64 = 1;

/// Most device workspace a GEMM may use (DESIGN.md: a solution needing more is not used).
pub const MAX_WORKSPACE_BYTES: u64 = 32 << 20;

/// The configuration attributes that name one cuBLASLt algorithm (see the module docs).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct AlgoConfig {
    pub algo_id: u32,
    pub tile: u32,
    pub stages: u32,
    pub split_k: u32,
    pub reduction: u32,
    pub swizzle: u32,
    pub custom: u32,
    pub inner_shape: u32,
    pub cluster_shape: u32,
}

/// (shift, width) of each field, in [`AlgoConfig`]'s order.
const FIELDS: [(u32, u32); 9] = [
    (0, 10),
    (10, 10),
    (20, 6),
    (26, 8),
    (34, 3),
    (37, 2),
    (39, 8),
    (47, 5),
    (52, 7),
];
const VERSION_SHIFT: u32 = 59;
const VERSION_BITS: u32 = 3;

impl AlgoConfig {
    fn fields(&self) -> [u32; 9] {
        [
            self.algo_id,
            self.tile,
            self.stages,
            self.split_k,
            self.reduction,
            self.swizzle,
            self.custom,
            self.inner_shape,
            self.cluster_shape,
        ]
    }

    /// The solution id of this configuration, or `None` when a field does not fit its bits.
    pub fn encode(&self) -> Option<i64> {
        let mut v = ENCODING_VERSION << VERSION_SHIFT;
        for (&(shift, width), x) in FIELDS.iter().zip(self.fields()) {
            if u64::from(x) >> width != 0 {
                return None;
            }
            v |= u64::from(x) << shift;
        }
        i64::try_from(v).ok()
    }

    /// The configuration a solution id names, or `None` for a negative id or one of another
    /// encoding version (or with bits set outside the layout).
    pub fn decode(id: i64) -> Option<AlgoConfig> {
        let v = u64::try_from(id).ok()?;
        if v >> (VERSION_SHIFT + VERSION_BITS) != 0
            || (v >> VERSION_SHIFT) & ((1 << VERSION_BITS) - 1) != ENCODING_VERSION
        {
            return None;
        }
        let mut f = [0u32; 9];
        for (slot, &(shift, width)) in f.iter_mut().zip(FIELDS.iter()) {
            *slot = ((v >> shift) & ((1u64 << width) - 1)) as u32;
        }
        Some(AlgoConfig {
            algo_id: f[0],
            tile: f[1],
            stages: f[2],
            split_k: f[3],
            reduction: f[4],
            swizzle: f[5],
            custom: f[6],
            inner_shape: f[7],
            cluster_shape: f[8],
        })
    }
}

impl std::fmt::Display for AlgoConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "algo {} tile {} stages {} split-k {} reduction {} swizzle {} custom {} inner {} cluster {}",
            self.algo_id,
            self.tile,
            self.stages,
            self.split_k,
            self.reduction,
            self.swizzle,
            self.custom,
            self.inner_shape,
            self.cluster_shape
        )
    }
}

/// Checks a shape's dimensions and leading dimensions (every one > 0, `lda, ldb ≥ k`,
/// `ldc ≥ n`), so no library call sees a shape it would read or write out of bounds with.
pub fn check_shape(s: &GemmShape) -> Result<(), RuntimeError> {
    if s.m == 0 || s.n == 0 || s.k == 0 {
        return Err(RuntimeError::InvalidArgument(format!(
            "GEMM m={} n={} k={}: every dimension must be > 0",
            s.m, s.n, s.k
        )));
    }
    if s.lda < s.k || s.ldb < s.k || s.ldc < s.n {
        return Err(RuntimeError::InvalidArgument(format!(
            "GEMM m={} n={} k={}: leading dimensions lda={} ldb={} ldc={} are too small \
             (need lda, ldb ≥ k and ldc ≥ n)",
            s.m, s.n, s.k, s.lda, s.ldb, s.ldc
        )));
    }
    Ok(())
}

fn blas_err(msg: impl Into<String>) -> RuntimeError {
    RuntimeError::Device(msg.into())
}

fn status_text(s: sys::cublasStatus_t) -> String {
    // SAFETY: cublasLtGetStatusString returns a static NUL-terminated string or null.
    let p = unsafe { sys::cublasLtGetStatusString(s) };
    if p.is_null() {
        format!("{s:?}")
    } else {
        // SAFETY: non-null static string from the library.
        unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned()
    }
}

fn ck(s: sys::cublasStatus_t, what: &str) -> Result<(), RuntimeError> {
    if s == sys::cublasStatus_t::CUBLAS_STATUS_SUCCESS {
        Ok(())
    } else {
        Err(blas_err(format!("cuBLASLt: {what}: {}", status_text(s))))
    }
}

/// Whether `libcublasLt` can be loaded (never calls into it).
pub fn library_present() -> bool {
    // SAFETY: only tries to dlopen the library.
    catch_unwind(|| unsafe { sys::is_culib_present() }).unwrap_or(false)
}

fn data_type(t: GemmType) -> sys::cudaDataType_t {
    match t {
        GemmType::F16 => sys::cudaDataType_t::CUDA_R_16F,
        GemmType::F32 => sys::cudaDataType_t::CUDA_R_32F,
    }
}

/// The descriptors of one shape, created once.
struct Prepared {
    desc: sys::cublasLtMatmulDesc_t,
    /// cuBLASLt's A (our B), B (our A), C/D (our C).
    la: sys::cublasLtMatrixLayout_t,
    lb: sys::cublasLtMatrixLayout_t,
    lc: sys::cublasLtMatrixLayout_t,
    /// The heuristic's first algorithm, once asked.
    heuristic: Option<sys::cublasLtMatmulAlgo_t>,
    /// Solutions rebuilt and checked for this shape: the algorithm, or why it is refused.
    solutions: HashMap<i64, Result<sys::cublasLtMatmulAlgo_t, String>>,
}

impl Prepared {
    fn destroy(&mut self) {
        // SAFETY: each descriptor was created by this struct and is destroyed once (the
        // pointers are nulled after).
        unsafe {
            if !self.desc.is_null() {
                let _ = sys::cublasLtMatmulDescDestroy(self.desc);
            }
            for l in [self.la, self.lb, self.lc] {
                if !l.is_null() {
                    let _ = sys::cublasLtMatrixLayoutDestroy(l);
                }
            }
        }
        self.desc = ptr::null_mut();
        self.la = ptr::null_mut();
        self.lb = ptr::null_mut();
        self.lc = ptr::null_mut();
    }
}

/// Most shapes whose descriptors are kept (a prompt's chunk sizes vary; past this the cache is
/// cleared, which costs a few descriptor creations).
const MAX_PREPARED: usize = 512;

/// A cuBLASLt handle with its workspace and per-shape descriptors (see the module docs).
pub struct CublasLt {
    handle: sys::cublasLtHandle_t,
    version: u64,
    workspace: DevPtr,
    workspace_bytes: u64,
    prepared: HashMap<GemmShape, Prepared>,
}

// SAFETY: the handle and descriptors are plain host objects of the library, used by one thread
// at a time (`&mut self` on every call); the driver that owns this makes its context current.
unsafe impl Send for CublasLt {}

impl std::fmt::Debug for CublasLt {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CublasLt")
            .field("version", &self.version)
            .field("workspace_bytes", &self.workspace_bytes)
            .finish()
    }
}

/// Runs a block of library calls, turning a panic of the dynamic loader (a missing symbol in an
/// old library) into an error.
fn guarded<T>(what: &str, f: impl FnOnce() -> Result<T, RuntimeError>) -> Result<T, RuntimeError> {
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(r) => r,
        Err(_) => Err(blas_err(format!(
            "cuBLASLt: {what}: the library lacks a function Strata needs (it is older than CUDA 12)"
        ))),
    }
}

impl CublasLt {
    /// Loads the library and creates a handle (the caller has made its CUDA context current).
    /// Without `libcublasLt` on the loader path: a one-line error naming it.
    pub fn open() -> Result<CublasLt, RuntimeError> {
        if !library_present() {
            return Err(blas_err(
                "cuBLASLt (libcublasLt.so) is not installed on this machine: prompt GEMMs need it",
            ));
        }
        guarded("opening", || {
            let mut handle: sys::cublasLtHandle_t = ptr::null_mut();
            // SAFETY: valid out-pointer; the handle is destroyed in Drop.
            ck(
                unsafe { sys::cublasLtCreate(&mut handle) },
                "cublasLtCreate",
            )?;
            let prop = |p: sys::libraryPropertyType| -> Result<u64, RuntimeError> {
                let mut v = 0i32;
                // SAFETY: valid out-pointer.
                ck(
                    unsafe { sys::cublasLtGetProperty(p, &mut v) },
                    "cublasLtGetProperty",
                )?;
                Ok(u64::try_from(v).unwrap_or(0))
            };
            let version = prop(sys::libraryPropertyType::MAJOR_VERSION)? * 100_000
                + prop(sys::libraryPropertyType::MINOR_VERSION)? * 100
                + prop(sys::libraryPropertyType::PATCH_LEVEL)?;
            Ok(CublasLt {
                handle,
                version,
                workspace: 0,
                workspace_bytes: 0,
                prepared: HashMap::new(),
            })
        })
    }

    /// The library's version, major·100000 + minor·100 + patch (a calibration table's header).
    pub fn version(&self) -> u64 {
        self.version
    }

    /// Uses `bytes` at `ptr` as workspace from now on (at most [`MAX_WORKSPACE_BYTES`] of it).
    /// Algorithms chosen for a smaller workspace stay valid; the heuristic is asked again.
    pub fn set_workspace(&mut self, ptr: DevPtr, bytes: u64) {
        self.workspace = ptr;
        self.workspace_bytes = bytes.min(MAX_WORKSPACE_BYTES);
        for p in self.prepared.values_mut() {
            p.heuristic = None;
            p.solutions.clear();
        }
    }

    fn prepare(&mut self, s: &GemmShape) -> Result<&mut Prepared, RuntimeError> {
        check_shape(s)?;
        if !self.prepared.contains_key(s) {
            if self.prepared.len() >= MAX_PREPARED {
                for (_, mut p) in self.prepared.drain() {
                    p.destroy();
                }
            }
            let p = guarded("creating descriptors", || Self::create(s))?;
            self.prepared.insert(*s, p);
        }
        self.prepared
            .get_mut(s)
            .ok_or_else(|| blas_err("cuBLASLt: descriptor cache lost a shape"))
    }

    fn create(s: &GemmShape) -> Result<Prepared, RuntimeError> {
        let mut p = Prepared {
            desc: ptr::null_mut(),
            la: ptr::null_mut(),
            lb: ptr::null_mut(),
            lc: ptr::null_mut(),
            heuristic: None,
            solutions: HashMap::new(),
        };
        let ab = data_type(s.ab_type);
        let f32t = sys::cudaDataType_t::CUDA_R_32F;
        let r = (|| {
            // SAFETY: valid out-pointers; attribute buffers are of the attribute's size.
            unsafe {
                ck(
                    sys::cublasLtMatmulDescCreate(
                        &mut p.desc,
                        sys::cublasComputeType_t::CUBLAS_COMPUTE_32F,
                        f32t,
                    ),
                    "cublasLtMatmulDescCreate",
                )?;
                let trans: i32 = 1; // CUBLAS_OP_T
                ck(
                    sys::cublasLtMatmulDescSetAttribute(
                        p.desc,
                        sys::cublasLtMatmulDescAttributes_t::CUBLASLT_MATMUL_DESC_TRANSA,
                        (&trans as *const i32).cast(),
                        4,
                    ),
                    "setting TRANSA",
                )?;
                ck(
                    sys::cublasLtMatrixLayoutCreate(
                        &mut p.la,
                        ab,
                        u64::from(s.k),
                        u64::from(s.n),
                        i64::from(s.ldb),
                    ),
                    "layout of the weight",
                )?;
                ck(
                    sys::cublasLtMatrixLayoutCreate(
                        &mut p.lb,
                        ab,
                        u64::from(s.k),
                        u64::from(s.m),
                        i64::from(s.lda),
                    ),
                    "layout of the activations",
                )?;
                ck(
                    sys::cublasLtMatrixLayoutCreate(
                        &mut p.lc,
                        f32t,
                        u64::from(s.n),
                        u64::from(s.m),
                        i64::from(s.ldc),
                    ),
                    "layout of the output",
                )?;
            }
            Ok(())
        })();
        match r {
            Ok(()) => Ok(p),
            Err(e) => {
                p.destroy();
                Err(e)
            }
        }
    }

    /// Up to `max` heuristic results for `s` within the workspace, best first.
    fn heuristics(
        handle: sys::cublasLtHandle_t,
        p: &Prepared,
        workspace_bytes: u64,
        max: usize,
    ) -> Result<Vec<sys::cublasLtMatmulHeuristicResult_t>, RuntimeError> {
        let mut pref: sys::cublasLtMatmulPreference_t = ptr::null_mut();
        // SAFETY: valid out-pointer; destroyed below.
        ck(
            unsafe { sys::cublasLtMatmulPreferenceCreate(&mut pref) },
            "cublasLtMatmulPreferenceCreate",
        )?;
        let ws = workspace_bytes as usize;
        let max = max.clamp(1, 4096);
        // SAFETY: zeroed results are valid bit patterns of a plain C struct (status 0 =
        // success is overwritten by the library for every returned entry).
        let mut out: Vec<sys::cublasLtMatmulHeuristicResult_t> =
            vec![unsafe { std::mem::zeroed() }; max];
        let mut got = 0i32;
        // SAFETY: the preference and descriptors are live; `out` holds `max` entries.
        let r = unsafe {
            ck(
                sys::cublasLtMatmulPreferenceSetAttribute(
                    pref,
                    sys::cublasLtMatmulPreferenceAttributes_t::CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES,
                    (&ws as *const usize).cast(),
                    std::mem::size_of::<usize>(),
                ),
                "setting the workspace limit",
            )
            .and_then(|()| {
                ck(
                    sys::cublasLtMatmulAlgoGetHeuristic(
                        handle,
                        p.desc,
                        p.la,
                        p.lb,
                        p.lc,
                        p.lc,
                        pref,
                        max as i32,
                        out.as_mut_ptr(),
                        &mut got,
                    ),
                    "cublasLtMatmulAlgoGetHeuristic",
                )
            })
        };
        // SAFETY: created above, destroyed once.
        unsafe {
            let _ = sys::cublasLtMatmulPreferenceDestroy(pref);
        }
        r?;
        out.truncate(usize::try_from(got).unwrap_or(0).min(max));
        out.retain(|h| {
            h.state == sys::cublasStatus_t::CUBLAS_STATUS_SUCCESS && h.workspaceSize <= ws
        });
        Ok(out)
    }

    fn heuristic_algo(&mut self, s: &GemmShape) -> Result<sys::cublasLtMatmulAlgo_t, RuntimeError> {
        let handle = self.handle;
        let ws = self.workspace_bytes;
        let p = self.prepare(s)?;
        if let Some(a) = p.heuristic {
            return Ok(a);
        }
        let h = guarded("heuristic", || Self::heuristics(handle, p, ws, 1))?;
        let a = h.first().map(|h| h.algo).ok_or_else(|| {
            blas_err(format!(
                "cuBLASLt: no algorithm for GEMM m={} n={} k={} {:?} within {} bytes of workspace",
                s.m, s.n, s.k, s.ab_type, ws
            ))
        })?;
        p.heuristic = Some(a);
        Ok(a)
    }

    /// Reads the configuration of an algorithm the library gave.
    fn config_of(algo: &sys::cublasLtMatmulAlgo_t) -> AlgoConfig {
        use sys::cublasLtMatmulAlgoConfigAttributes_t as A;
        let get = |attr: A, size: usize| -> u32 {
            let mut v = 0u64;
            let mut written = 0usize;
            // SAFETY: the buffer holds 8 bytes, more than `size`; an attribute the library does
            // not know leaves it 0.
            let r = unsafe {
                sys::cublasLtMatmulAlgoConfigGetAttribute(
                    algo,
                    attr,
                    (&mut v as *mut u64).cast(),
                    size,
                    &mut written,
                )
            };
            if r != sys::cublasStatus_t::CUBLAS_STATUS_SUCCESS {
                return 0;
            }
            match size {
                2 => u32::from(v as u16),
                _ => v as u32,
            }
        };
        AlgoConfig {
            algo_id: get(A::CUBLASLT_ALGO_CONFIG_ID, 4),
            tile: get(A::CUBLASLT_ALGO_CONFIG_TILE_ID, 4),
            stages: get(A::CUBLASLT_ALGO_CONFIG_STAGES_ID, 4),
            split_k: get(A::CUBLASLT_ALGO_CONFIG_SPLITK_NUM, 4),
            reduction: get(A::CUBLASLT_ALGO_CONFIG_REDUCTION_SCHEME, 4),
            swizzle: get(A::CUBLASLT_ALGO_CONFIG_CTA_SWIZZLING, 4),
            custom: get(A::CUBLASLT_ALGO_CONFIG_CUSTOM_OPTION, 4),
            inner_shape: get(A::CUBLASLT_ALGO_CONFIG_INNER_SHAPE_ID, 2),
            cluster_shape: get(A::CUBLASLT_ALGO_CONFIG_CLUSTER_SHAPE_ID, 2),
        }
    }

    /// Rebuilds the algorithm of solution `id` for shape `s` and checks it with the library
    /// (exists, supports the dims and alignments, workspace within ours).
    fn rebuild(
        handle: sys::cublasLtHandle_t,
        s: &GemmShape,
        p: &Prepared,
        id: i64,
        workspace_bytes: u64,
    ) -> Result<sys::cublasLtMatmulAlgo_t, String> {
        use sys::cublasLtMatmulAlgoConfigAttributes_t as A;
        let cfg = AlgoConfig::decode(id)
            .ok_or_else(|| format!("{id} is not a cuBLASLt solution id of encoding version 1"))?;
        let ab = data_type(s.ab_type);
        let f32t = sys::cudaDataType_t::CUDA_R_32F;
        // SAFETY: zeroed is a valid initial value of the opaque struct; AlgoInit fills it.
        let mut algo: sys::cublasLtMatmulAlgo_t = unsafe { std::mem::zeroed() };
        let st = |r: sys::cublasStatus_t, what: &str| -> Result<(), String> {
            if r == sys::cublasStatus_t::CUBLAS_STATUS_SUCCESS {
                Ok(())
            } else {
                Err(format!("{what}: {}", status_text(r)))
            }
        };
        // SAFETY: live handle; the algo struct is ours.
        st(
            unsafe {
                sys::cublasLtMatmulAlgoInit(
                    handle,
                    sys::cublasComputeType_t::CUBLAS_COMPUTE_32F,
                    f32t,
                    ab,
                    ab,
                    f32t,
                    f32t,
                    cfg.algo_id as i32,
                    &mut algo,
                )
            },
            &format!("cublasLtMatmulAlgoInit({})", cfg.algo_id),
        )?;
        let set4 = |algo: &mut sys::cublasLtMatmulAlgo_t, a: A, v: u32| {
            // SAFETY: a 4-byte value for a 4-byte attribute.
            let r = unsafe {
                sys::cublasLtMatmulAlgoConfigSetAttribute(
                    algo,
                    a,
                    (&v as *const u32).cast::<c_void>(),
                    4,
                )
            };
            st(r, &format!("setting {a:?} = {v}"))
        };
        let set2 = |algo: &mut sys::cublasLtMatmulAlgo_t, a: A, v: u32| {
            let v = v as u16;
            // SAFETY: a 2-byte value for a 2-byte attribute.
            let r = unsafe {
                sys::cublasLtMatmulAlgoConfigSetAttribute(
                    algo,
                    a,
                    (&v as *const u16).cast::<c_void>(),
                    2,
                )
            };
            st(r, &format!("setting {a:?} = {v}"))
        };
        set4(&mut algo, A::CUBLASLT_ALGO_CONFIG_TILE_ID, cfg.tile)?;
        set4(&mut algo, A::CUBLASLT_ALGO_CONFIG_STAGES_ID, cfg.stages)?;
        set4(&mut algo, A::CUBLASLT_ALGO_CONFIG_SPLITK_NUM, cfg.split_k)?;
        set4(
            &mut algo,
            A::CUBLASLT_ALGO_CONFIG_REDUCTION_SCHEME,
            cfg.reduction,
        )?;
        set4(
            &mut algo,
            A::CUBLASLT_ALGO_CONFIG_CTA_SWIZZLING,
            cfg.swizzle,
        )?;
        set4(&mut algo, A::CUBLASLT_ALGO_CONFIG_CUSTOM_OPTION, cfg.custom)?;
        // Inner and cluster shapes exist from CUDA 11.8 on; 0 (automatic) needs no call.
        if cfg.inner_shape != 0 {
            set2(
                &mut algo,
                A::CUBLASLT_ALGO_CONFIG_INNER_SHAPE_ID,
                cfg.inner_shape,
            )?;
        }
        if cfg.cluster_shape != 0 {
            set2(
                &mut algo,
                A::CUBLASLT_ALGO_CONFIG_CLUSTER_SHAPE_ID,
                cfg.cluster_shape,
            )?;
        }
        // SAFETY: zeroed is a valid value of the plain result struct; AlgoCheck fills it.
        let mut res: sys::cublasLtMatmulHeuristicResult_t = unsafe { std::mem::zeroed() };
        // SAFETY: live handle and descriptors.
        st(
            unsafe {
                sys::cublasLtMatmulAlgoCheck(
                    handle, p.desc, p.la, p.lb, p.lc, p.lc, &algo, &mut res,
                )
            },
            "cublasLtMatmulAlgoCheck",
        )?;
        st(res.state, "cublasLtMatmulAlgoCheck's verdict")?;
        if res.workspaceSize as u64 > workspace_bytes {
            return Err(format!(
                "needs {} bytes of workspace, {} are set",
                res.workspaceSize, workspace_bytes
            ));
        }
        Ok(algo)
    }

    fn solution_algo(
        &mut self,
        s: &GemmShape,
        id: i64,
    ) -> Result<Result<sys::cublasLtMatmulAlgo_t, String>, RuntimeError> {
        let handle = self.handle;
        let ws = self.workspace_bytes;
        let p = self.prepare(s)?;
        if let Some(r) = p.solutions.get(&id) {
            return Ok(r.clone());
        }
        let r = guarded("rebuilding a solution", || {
            Ok(Self::rebuild(handle, s, p, id, ws))
        })?;
        if p.solutions.len() >= 64 {
            p.solutions.clear();
        }
        p.solutions.insert(id, r.clone());
        Ok(r)
    }

    /// Whether `algo` runs shape `s` (the library's check; the heuristic always has an answer
    /// when any algorithm fits): `Err` names why not.
    pub fn check(&mut self, s: &GemmShape, algo: GemmAlgo) -> Result<(), RuntimeError> {
        match algo {
            GemmAlgo::Heuristic => self.heuristic_algo(s).map(|_| ()),
            GemmAlgo::Solution(id) => self.solution_algo(s, id)?.map(|_| ()).map_err(|why| {
                blas_err(format!(
                    "cuBLASLt solution {id} for GEMM m={} n={} k={} {:?}: {why}",
                    s.m, s.n, s.k, s.ab_type
                ))
            }),
        }
    }

    /// The solution ids of up to `max` of the heuristic's candidates for `s`, best first, each
    /// rebuilt from its id and checked (so the id names what the library gave); candidates
    /// whose configuration does not encode or does not rebuild are left out.
    pub fn candidates(&mut self, s: &GemmShape, max: usize) -> Result<Vec<i64>, RuntimeError> {
        let handle = self.handle;
        let ws = self.workspace_bytes;
        let p = self.prepare(s)?;
        let hs = guarded("heuristic", || Self::heuristics(handle, p, ws, max))?;
        let mut out = Vec::new();
        for h in hs {
            let cfg = Self::config_of(&h.algo);
            let Some(id) = cfg.encode() else {
                tracing::debug!("cuBLASLt candidate {cfg} does not fit the solution-id encoding");
                continue;
            };
            if out.contains(&id) {
                continue;
            }
            match guarded("rebuilding", || Ok(Self::rebuild(handle, s, p, id, ws)))? {
                Ok(_) => out.push(id),
                Err(why) => tracing::debug!("cuBLASLt candidate {cfg} does not rebuild: {why}"),
            }
        }
        Ok(out)
    }

    /// Queues the GEMM on `stream` (a `CUstream`). A recorded solution the library refuses
    /// falls back to the heuristic with one log line when `beta` is 0 and is an error otherwise.
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
                        "cuBLASLt solution {id} for GEMM m={} n={} k={}: {why}; using the \
                         library's heuristic",
                        s.m,
                        s.n,
                        s.k
                    );
                    self.heuristic_algo(s)?
                }
                Err(why) => {
                    return Err(blas_err(format!(
                        "cuBLASLt solution {id} for GEMM m={} n={} k={} (beta {beta}): {why}",
                        s.m, s.n, s.k
                    )));
                }
            },
        };
        let handle = self.handle;
        let (ws, ws_bytes) = (self.workspace, self.workspace_bytes);
        let p = self.prepare(s)?;
        let alpha = 1.0f32;
        guarded("cublasLtMatmul", || {
            // SAFETY: live handle/descriptors; the caller passes device buffers that hold the
            // shape (checked by `check_shape`'s rules against its own allocations) and a live
            // stream of the current context; workspace is ours, `ws_bytes` long.
            ck(
                unsafe {
                    sys::cublasLtMatmul(
                        handle,
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
                        ws as *mut c_void,
                        ws_bytes as usize,
                        stream.cast(),
                    )
                },
                &format!("cublasLtMatmul m={} n={} k={}", s.m, s.n, s.k),
            )
        })
    }
}

impl Drop for CublasLt {
    fn drop(&mut self) {
        for p in self.prepared.values_mut() {
            p.destroy();
        }
        // SAFETY: created in `open`, destroyed once.
        unsafe {
            let _ = sys::cublasLtDestroy(self.handle);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn encoding_round_trips_and_is_positive() {
        let c = AlgoConfig {
            algo_id: 66,
            tile: 645,
            stages: 38,
            split_k: 16,
            reduction: 4,
            swizzle: 1,
            custom: 3,
            inner_shape: 4,
            cluster_shape: 51,
        };
        let id = c.encode().expect("fits");
        assert!(id > 0);
        assert_eq!(AlgoConfig::decode(id), Some(c));
        // All zero still has the version bits, so no id is 0.
        let zero = AlgoConfig::default().encode().expect("fits");
        assert_eq!(zero, 1 << 59);
        assert_eq!(AlgoConfig::decode(zero), Some(AlgoConfig::default()));
    }

    #[test]
    fn encoding_refuses_what_it_cannot_name() {
        let too_big = AlgoConfig {
            tile: 1024,
            ..AlgoConfig::default()
        };
        assert_eq!(too_big.encode(), None);
        let split = AlgoConfig {
            split_k: 256,
            ..AlgoConfig::default()
        };
        assert_eq!(split.encode(), None);
        // Negative, wrong version, high bits, hipBLASLt-style small indices.
        assert_eq!(AlgoConfig::decode(-1), None);
        assert_eq!(AlgoConfig::decode(2 << 59), None);
        assert_eq!(AlgoConfig::decode((1 << 59) | (1 << 62)), None);
        assert_eq!(AlgoConfig::decode(2508), None);
        assert_eq!(AlgoConfig::decode(0), None);
    }

    #[test]
    fn shapes_are_checked() {
        let ok = GemmShape {
            m: 3,
            n: 50,
            k: 783,
            ab_type: GemmType::F16,
            lda: 783,
            ldb: 800,
            ldc: 50,
        };
        assert!(check_shape(&ok).is_ok());
        for bad in [
            GemmShape { m: 0, ..ok },
            GemmShape { lda: 782, ..ok },
            GemmShape { ldb: 1, ..ok },
            GemmShape { ldc: 49, ..ok },
        ] {
            assert!(check_shape(&bad).is_err(), "{bad:?}");
        }
    }

    proptest! {
        #[test]
        fn any_fitting_config_round_trips(
            algo_id in 0u32..1024, tile in 0u32..1024, stages in 0u32..64, split_k in 0u32..256,
            reduction in 0u32..8, swizzle in 0u32..4, custom in 0u32..256, inner_shape in 0u32..32,
            cluster_shape in 0u32..128,
        ) {
            let c = AlgoConfig {
                algo_id, tile, stages, split_k, reduction, swizzle, custom, inner_shape,
                cluster_shape,
            };
            let id = c.encode().expect("fits");
            prop_assert!(id > 0);
            prop_assert_eq!(AlgoConfig::decode(id), Some(c));
        }
    }
}
