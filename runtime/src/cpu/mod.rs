//! CPU matvec kernels: fused dequantize-and-dot products of every GGUF weight type against
//! quantized activations, with runtime SIMD dispatch and a persistent thread pool.
//!
//! Math: for a weight row `w` (stored as blocks of type `ty`) and an input `x`, the kernels
//! compute `y = Σᵢ wᵢ·x̂ᵢ`, where `x̂` is `x` quantized to the Q8_32F activation format of
//! [`QuantizedActs`] (per 32 elements an f32 scale and 32 signed bytes, see `acts`). Float
//! weight types (F32, F16, BF16) use `x` itself. Per 32-element group the integer products are
//! summed exactly; floats enter once per group (see `scalar` for the per-format algebra).
//!
//! # API (called by the CPU executor and the CPU expert pool)
//!
//! ```text
//! use strata_runtime::cpu::{CpuPool, MatvecTask, QuantizedActs};
//! let pool = CpuPool::new(n_threads)?;            // once; workers persist across calls
//! let xa = QuantizedActs::new(&x);                // once per input vector
//! // Rows of several experts (or one whole matrix) in one call; each task's results land at
//! // out[out_offset .. out_offset + n_rows]. Tasks may mix weight types and inputs.
//! pool.matvec(&[
//!     MatvecTask { ty: GgmlType::Q4K, weights: expert3_gate_rows, acts: &xa, out_offset: 0 },
//!     MatvecTask { ty: GgmlType::Iq3Xxs, weights: expert9_gate_rows, acts: &xa, out_offset: 768 },
//! ], &mut out)?;
//! ```
//!
//! * `weights` is a whole number of rows, each `acts.len()` elements (`ty.row_bytes`); pass a
//!   sub-slice to compute a row range of a bigger matrix.
//! * Output ranges must lie inside `out` and must not overlap; a violation, a length mismatch or
//!   a type without a kernel is an `InvalidArgument` error, never a panic.
//! * Work is split into row chunks of roughly equal bytes, shrinking towards the end of a call
//!   (guided scheduling, `Chunker`); `threads` threads compute them: the calling thread and
//!   `threads - 1` of the pool's workers, taking chunks from one queue. The call returns when
//!   all are done. A pool of one thread computes on the calling thread.
//! * [`CpuPool::expert_ffn`] runs one token's routed experts (gate, up, activation, down) as
//!   one staged call, bit for bit the separate matvec calls.
//! * [`Isa::detect`] picks AVX-512 VNNI, AVX2 (+FMA, F16C) or scalar at runtime on x86-64
//!   (`STRATA_CPU_ISA=scalar|avx2|vnni` forces a lower one). On aarch64 it picks NEON with the
//!   dot-product instructions where the CPU has "dotprod", else plain NEON
//!   (`STRATA_CPU_ISA=scalar|neon` forces a lower one).
//! * Tasks sharing one weight slice (one matrix, several token vectors) are computed together
//!   per row chunk, so each chunk of weights is read from memory once for all of them. From
//!   [`mat_min_inputs`] inputs on, Q4_K, Q6_K, Q8_0, IQ4_XS, IQ3_XXS and MXFP4 on x86-64 SIMD go
//!   through the matrix kernels (`rl`): eight rows decoded and transposed once, their sums kept
//!   in the lanes of one vector for every input, so no per-(row, input) horizontal reduction
//!   remains. Below that, and for the rows left over, tile kernels decode each row's blocks
//!   once per tile of four inputs (Q8_0, Q4_K, Q6_K and the float types on x86-64 SIMD; the
//!   float types and every type on the scalar dequantize path, MXFP4 among them, on every
//!   set). `STRATA_CPU_MATMUL=0` turns the matrix kernels off, `STRATA_CPU_TILE=0` both;
//!   results are bit for bit the same in every arm ([`CpuPool::set_prompt_kernels`] picks an
//!   arm for tests).
//!
//! Dedicated SIMD kernels exist on x86-64 for Q8_0, Q4_0, IQ4_NL, Q4_K, Q6_K, IQ4_XS, IQ3_XXS,
//! F32, F16 and BF16 (the types real MoE GGUFs use for experts and attention), and on aarch64
//! for Q8_0, Q4_0, IQ4_NL, Q4_K, Q6_K and IQ4_XS; every other model type (and on aarch64 the
//! float types and IQ3_XXS) is computed by the scalar path, correct but slower.

pub mod acts;
#[cfg(target_arch = "aarch64")]
pub(crate) mod neon;
#[cfg(target_arch = "x86_64")]
#[macro_use]
mod rl;
pub mod packed;
pub(crate) mod pool;
#[cfg(target_arch = "x86_64")]
mod rl16;
pub(crate) mod scalar;
pub(crate) mod tables;
#[cfg(test)]
mod tests;
#[cfg(target_arch = "x86_64")]
pub(crate) mod x86;

pub use acts::{ActsBin, QuantizedActs};
pub use packed::PackedSet;

use crate::error::RuntimeError;
use pool::SpinPool;
use std::sync::atomic::{AtomicUsize, Ordering};
use strata_ir::GgmlType;

/// The instruction set the kernels run on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Isa {
    /// Portable Rust (auto-vectorised for the build target's baseline).
    Scalar,
    /// x86-64 AVX2 + FMA + F16C.
    Avx2,
    /// x86-64 AVX2 kernels using AVX-512 VNNI byte dot products (`vpdpbusd`, AVX-512VL).
    Avx512Vnni,
    /// aarch64 NEON (baseline on aarch64).
    Neon,
    /// aarch64 NEON with the Armv8.2 dot-product instructions (`sdot`, "dotprod").
    NeonDot,
}

impl Isa {
    /// The best instruction set this CPU supports, lowered by `STRATA_CPU_ISA` if set.
    pub fn detect() -> Isa {
        let best = Self::supported().into_iter().max().unwrap_or(Isa::Scalar);
        match std::env::var("STRATA_CPU_ISA").ok().as_deref() {
            Some("scalar") => Isa::Scalar,
            Some("avx2") => best.min(Isa::Avx2),
            Some("neon") => best.min(Isa::Neon),
            _ => best,
        }
    }

    /// Every instruction set this CPU can run (always includes `Scalar`).
    pub fn supported() -> Vec<Isa> {
        Self::supported_set().to_vec()
    }

    /// [`Isa::supported`], detected once per process (kernels are resolved per matvec task).
    fn supported_set() -> &'static [Isa] {
        static SET: std::sync::OnceLock<Vec<Isa>> = std::sync::OnceLock::new();
        SET.get_or_init(Self::detect_supported)
    }

    fn detect_supported() -> Vec<Isa> {
        let mut v = vec![Isa::Scalar];
        #[cfg(target_arch = "x86_64")]
        {
            if is_x86_feature_detected!("avx2")
                && is_x86_feature_detected!("fma")
                && is_x86_feature_detected!("f16c")
            {
                v.push(Isa::Avx2);
                if is_x86_feature_detected!("avx512f")
                    && is_x86_feature_detected!("avx512vl")
                    && is_x86_feature_detected!("avx512vnni")
                {
                    v.push(Isa::Avx512Vnni);
                }
            }
        }
        #[cfg(target_arch = "aarch64")]
        {
            if std::arch::is_aarch64_feature_detected!("neon") {
                v.push(Isa::Neon);
                if std::arch::is_aarch64_feature_detected!("dotprod") {
                    v.push(Isa::NeonDot);
                }
            }
        }
        v
    }

    /// A short lowercase name (`scalar`, `avx2`, `vnni`).
    pub fn name(self) -> &'static str {
        match self {
            Isa::Scalar => "scalar",
            Isa::Avx2 => "avx2",
            Isa::Avx512Vnni => "vnni",
            Isa::Neon => "neon",
            Isa::NeonDot => "dotprod",
        }
    }
}

type RowFn = unsafe fn(&[u8], &QuantizedActs) -> f32;
type TypedFn = unsafe fn(GgmlType, &[u8], &QuantizedActs) -> f32;
/// A tile kernel: one row dotted with several inputs (`out[i]` for `acts[i]`), each block
/// decoded once for a tile of them, every result bit for bit the [`Kernel`]'s.
type TileFn = unsafe fn(&[u8], &[&QuantizedActs], &mut [f32]);
type TypedTileFn = unsafe fn(GgmlType, &[u8], &[&QuantizedActs], &mut [f32]);
/// A matrix kernel (rows in lanes, `rl`): [`MAT_ROWS`] consecutive rows of `row_bytes` each,
/// dotted with every input, `out[MAT_ROWS·t + r]` for row `r` and input `t`; the fifth
/// argument is a scratch buffer for the packed rows (reused across calls), and the last says
/// that it already holds these rows as this kernel packed them in its previous call on the
/// buffer (so the kernel skips the packing: the caller's promise, part of the safety
/// contract). Every result is bit for bit the [`Kernel`]'s.
type MatFn = unsafe fn(&[u8], usize, &[&QuantizedActs], &mut [f32], &mut Vec<V32>, bool);

/// A repacked-rows kernel (`packed`): one group of eight rows (`nsb` super-blocks, in the
/// repacked layout) against one input, `out[r]` for row `r`, bit for bit the [`Kernel`]'s.
type X8Fn = unsafe fn(&[u8], usize, &QuantizedActs, &mut [f32; 8]);

/// Rows one matrix-kernel call takes (the lanes of one 256-bit vector of f32).
pub(crate) const MAT_ROWS: usize = 8;

/// Inputs sharing one matrix from which the pool uses the matrix kernel of `ty` instead of the
/// tile or row kernel: below it, packing eight rows costs more than the reductions it saves.
/// Measured on the 2-core development VM (Zen 4, one thread, 768 rows × 2048 in cache, best of
/// 15, the `mat_throughput` harness; `docs/perf/cpu-decode.md`, session 18) once the matrix
/// kernels kept their accumulators in registers: Q4_K's matrix kernel is level with its tile
/// kernel at 2 inputs and ahead from 3 (VNNI 52 against 41 GMAC/s, AVX2 44 against 39); Q6_K
/// and Q8_0 are ahead from 3 with VNNI and from 4 with AVX2 (Q8_0 34 against 32); IQ4_XS
/// (no tile kernel) is ahead of its row kernel from 2; IQ3_XXS from 4 against VNNI's VBMI row
/// kernel (20 against 17); MXFP4's only other path dequantizes to f32, so its matrix kernel
/// wins from two inputs on. The thresholds are the smallest counts ahead on both sets.
pub fn mat_min_inputs(ty: GgmlType) -> usize {
    match ty {
        GgmlType::Q4K | GgmlType::Iq4Xs => 3,
        GgmlType::Q6K | GgmlType::Q8_0 | GgmlType::Iq3Xxs => 4,
        GgmlType::Mxfp4 => 2,
        _ => 8,
    }
}

/// Inputs sharing one matrix from which the pool takes the sixteen-row matrix kernels
/// (`rl16`) instead of the eight-row ones. Measured on the device host (Intel Xeon with
/// AVX-512 and AMX, one thread, the `mat_throughput` harness, best of 15; session 25 in
/// `docs/perf/cpu-decode.md`): at 16 inputs they read 88.1 against 74.1 GMAC/s (Q4_K) and 86.7
/// against 63.8 (IQ3_XXS), at 64 inputs 134.4 against 91.9 and 126.2 against 82.7; at 3 and 4
/// inputs Q4_K's were slower (34.3 against 42.2, 43.0 against 50.2). 16 is the smallest count
/// measured ahead for both.
pub const MAT16_MIN_INPUTS: usize = 16;

/// Inputs one matrix-kernel call takes at most: a run's quantized activations (about 2.3 KiB
/// per 2048-element input) stay in the L2 cache while every block of rows of a chunk passes
/// over them; each block is packed once per run.
const MAT_TOKENS: usize = 64;

/// Rows of a chunk whose packed blocks a thread keeps while every run of inputs passes over
/// them: each block of a matrix is packed once per call, not once per run of [`MAT_TOKENS`]
/// (a 2,048-token prompt's dense matrices have 32 runs; packing an IQ3_XXS block costs about
/// a third of one run's multiply-adds on it). Four sixteen-row blocks of 2,048-element rows
/// are about 50 KiB of packed bytes beside a run's 150 KiB of activations.
const PACK_ROWS: usize = 64;
/// Packed blocks one row group holds at most (blocks of eight rows).
const PACK_SLOTS: usize = PACK_ROWS / MAT_ROWS;

/// One 32-byte, 32-byte-aligned slot of a matrix kernel's packed rows.
#[derive(Clone, Copy)]
#[repr(C, align(32))]
pub(crate) struct V32(pub(crate) [u8; 32]);

/// A resolved tile kernel.
#[derive(Clone, Copy)]
enum Tile {
    /// Only x86-64 has typed-free tile kernels (Q8_0, Q4_K, Q6_K).
    #[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
    Row(TileFn),
    Typed(TypedTileFn, GgmlType),
}

impl Tile {
    /// # Safety
    /// As for [`Kernel::call`], for every input.
    unsafe fn call(self, row: &[u8], a: &[&QuantizedActs], out: &mut [f32]) {
        // SAFETY: forwarded from this function's contract.
        unsafe {
            match self {
                Tile::Row(f) => f(row, a, out),
                Tile::Typed(f, ty) => f(ty, row, a, out),
            }
        }
    }
}

/// A resolved kernel: the function for one (type, instruction set).
#[derive(Clone, Copy)]
enum Kernel {
    Row(RowFn),
    Typed(TypedFn, GgmlType),
    /// `scalar::generic`: dequantize a block, multiply in f32 (types without an integer kernel).
    Generic(GgmlType),
}

impl Kernel {
    /// # Safety
    /// The kernel's instruction set must be supported by this CPU (guaranteed by [`kernel`],
    /// which only resolves sets from [`Isa::supported`]); `row` must hold whole blocks for
    /// `a.len()` elements.
    unsafe fn call(self, row: &[u8], a: &QuantizedActs) -> f32 {
        // SAFETY: forwarded from this function's contract.
        unsafe {
            match self {
                Kernel::Row(f) => f(row, a),
                Kernel::Typed(f, ty) => f(ty, row, a),
                Kernel::Generic(ty) => scalar::generic(ty, row, a),
            }
        }
    }
}

/// The kernel for `ty` on `isa`, or an error if `isa` is not supported here or `ty` is not a
/// model weight type.
fn kernel(ty: GgmlType, isa: Isa) -> Result<Kernel, RuntimeError> {
    if !Isa::supported_set().contains(&isa) {
        return Err(RuntimeError::InvalidArgument(format!(
            "CPU instruction set {} is not available on this machine",
            isa.name()
        )));
    }
    if !GgmlType::MODEL_TYPES.contains(&ty) {
        return Err(RuntimeError::InvalidArgument(format!(
            "no CPU dot product for weight type {ty}"
        )));
    }
    #[cfg(target_arch = "x86_64")]
    {
        macro_rules! pick {
            ($m:path) => {{
                use $m as k;
                Some(match ty {
                    GgmlType::Q8_0 => Kernel::Row(k::q8_0),
                    GgmlType::Q4_0 => Kernel::Row(k::q4_0),
                    GgmlType::Iq4Nl => Kernel::Row(k::iq4_nl),
                    GgmlType::Q4K => Kernel::Row(k::q4_k),
                    GgmlType::Q6K => Kernel::Row(k::q6_k),
                    GgmlType::Iq4Xs => Kernel::Row(k::iq4_xs),
                    GgmlType::Iq3Xxs => Kernel::Row(k::iq3_xxs),
                    GgmlType::F32 | GgmlType::F16 | GgmlType::Bf16 => Kernel::Typed(k::float, ty),
                    _ => return Ok(scalar_kernel(ty)),
                })
            }};
        }
        let simd = match isa {
            Isa::Avx2 => pick!(x86::avx2),
            Isa::Avx512Vnni => pick!(x86::vnni),
            Isa::Scalar | Isa::Neon | Isa::NeonDot => None,
        };
        if let Some(k) = simd {
            return Ok(k);
        }
    }
    #[cfg(target_arch = "aarch64")]
    {
        macro_rules! pick {
            ($m:path) => {{
                use $m as k;
                Some(match ty {
                    GgmlType::Q8_0 => Kernel::Row(k::q8_0),
                    GgmlType::Q4_0 => Kernel::Row(k::q4_0),
                    GgmlType::Iq4Nl => Kernel::Row(k::iq4_nl),
                    GgmlType::Q4K => Kernel::Row(k::q4_k),
                    GgmlType::Q6K => Kernel::Row(k::q6_k),
                    GgmlType::Iq4Xs => Kernel::Row(k::iq4_xs),
                    _ => return Ok(scalar_kernel(ty)),
                })
            }};
        }
        let simd = match isa {
            Isa::Neon => pick!(neon::plain),
            Isa::NeonDot => pick!(neon::dotprod),
            _ => None,
        };
        if let Some(k) = simd {
            return Ok(k);
        }
    }
    Ok(scalar_kernel(ty))
}

/// The tile kernel for `ty` on `isa`, where one exists: Q8_0, Q4_K, Q6_K and the float types
/// on AVX2 and AVX-512 VNNI, the float types on the other sets, and every type that `kernel`
/// computes by the scalar dequantize-and-multiply path (MXFP4 among them) everywhere; other
/// pairs run [`kernel`] once per input. `isa` must be supported (the caller resolved
/// [`kernel`] for it first).
fn tile_kernel(ty: GgmlType, isa: Isa) -> Option<Tile> {
    let k = kernel(ty, isa).ok()?;
    if let Kernel::Generic(ty) = k {
        return Some(Tile::Typed(scalar::generic_tile, ty));
    }
    let float = matches!(ty, GgmlType::F32 | GgmlType::F16 | GgmlType::Bf16);
    #[cfg(target_arch = "x86_64")]
    {
        macro_rules! pick {
            ($m:path) => {{
                use $m as k;
                match ty {
                    GgmlType::Q8_0 => Some(Tile::Row(k::q8_0_tile)),
                    GgmlType::Q4K => Some(Tile::Row(k::q4_k_tile)),
                    GgmlType::Q6K => Some(Tile::Row(k::q6_k_tile)),
                    _ if float => Some(Tile::Typed(k::float_tile, ty)),
                    _ => None,
                }
            }};
        }
        match isa {
            Isa::Avx2 => return pick!(x86::avx2),
            Isa::Avx512Vnni => return pick!(x86::vnni),
            Isa::Scalar | Isa::Neon | Isa::NeonDot => {}
        }
    }
    float.then_some(Tile::Typed(scalar::float_tile, ty))
}

/// The matrix kernel for `ty` on `isa` and rows of `row_bytes`, where one exists (Q8_0 with
/// rows of whole 256-element runs, Q4_K, Q6_K, IQ4_XS, IQ3_XXS and MXFP4, on AVX2 and AVX-512
/// VNNI).
/// `isa` must be supported.
fn mat_kernel(ty: GgmlType, isa: Isa, row_bytes: usize) -> Option<MatFn> {
    #[cfg(target_arch = "x86_64")]
    {
        if ty == GgmlType::Q8_0 && !row_bytes.is_multiple_of(8 * ty.type_size()) {
            return None;
        }
        macro_rules! pick {
            ($m:path) => {{
                use $m as k;
                match ty {
                    GgmlType::Q8_0 => Some(k::q8_0_mat as MatFn),
                    GgmlType::Q4K => Some(k::q4_k_mat as MatFn),
                    GgmlType::Q6K => Some(k::q6_k_mat as MatFn),
                    GgmlType::Iq4Xs => Some(k::iq4_xs_mat as MatFn),
                    GgmlType::Iq3Xxs => Some(k::iq3_xxs_mat as MatFn),
                    GgmlType::Mxfp4 => Some(k::mxfp4_mat as MatFn),
                    _ => None,
                }
            }};
        }
        match isa {
            Isa::Avx2 => pick!(x86::avx2),
            Isa::Avx512Vnni => pick!(x86::vnni),
            Isa::Scalar | Isa::Neon | Isa::NeonDot => None,
        }
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        let _ = (ty, isa, row_bytes);
        None
    }
}

/// The sixteen-row matrix kernel (`rl16`, 512-bit vectors) for `ty` on `isa` and rows of
/// `row_bytes`, where one exists: Q4_K, Q8_0 (rows of whole 256-element runs), IQ4_XS and
/// IQ3_XXS on AVX-512 VNNI. Same contract as [`MatFn`] with sixteen rows: `out[16t + r]`.
/// `isa` must be supported.
fn mat16_kernel(ty: GgmlType, isa: Isa, row_bytes: usize) -> Option<MatFn> {
    #[cfg(target_arch = "x86_64")]
    {
        if isa != Isa::Avx512Vnni
            || (ty == GgmlType::Q8_0 && !row_bytes.is_multiple_of(8 * ty.type_size()))
        {
            return None;
        }
        match ty {
            GgmlType::Q4K => Some(rl16::q4_k_mat16 as MatFn),
            GgmlType::Q8_0 => Some(rl16::q8_0_mat16 as MatFn),
            GgmlType::Iq4Xs => Some(rl16::iq4_xs_mat16 as MatFn),
            GgmlType::Iq3Xxs => Some(rl16::iq3_xxs_mat16 as MatFn),
            _ => None,
        }
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        let _ = (ty, isa, row_bytes);
        None
    }
}

/// The repacked-rows kernel for `ty` on `isa`, where one exists (Q4_K and Q6_K on AVX2 and
/// AVX-512 VNNI). `isa` must be supported.
fn x8_kernel(ty: GgmlType, isa: Isa) -> Option<X8Fn> {
    #[cfg(target_arch = "x86_64")]
    {
        match (ty, isa) {
            (GgmlType::Q4K, Isa::Avx2) => Some(x86::avx2::q4_k_x8 as X8Fn),
            (GgmlType::Q4K, Isa::Avx512Vnni) => Some(x86::vnni::q4_k_x8 as X8Fn),
            (GgmlType::Q6K, Isa::Avx2) => Some(x86::avx2::q6_k_x8 as X8Fn),
            (GgmlType::Q6K, Isa::Avx512Vnni) => Some(x86::vnni::q6_k_x8 as X8Fn),
            _ => None,
        }
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        let _ = (ty, isa);
        None
    }
}

/// The matrix kernel's results for [`MAT_ROWS`] rows and several inputs on `isa` (tests
/// compare them with [`dot_with`]): `Ok(false)` where (`ty`, `isa`, row length) has none.
/// `out[MAT_ROWS·t + r]` is row `r` with `acts[t]`. Run twice through one scratch buffer, the
/// second call from the first call's packing (`packed`), so both paths give what is checked.
#[cfg(test)]
pub(crate) fn dot_mat_with(
    isa: Isa,
    ty: GgmlType,
    rows: &[u8],
    acts: &[&QuantizedActs],
    out: &mut [f32],
) -> Result<bool, RuntimeError> {
    dot_rows_with(isa, ty, rows, acts, out, MAT_ROWS, mat_kernel, 2)
}

/// The sixteen-row matrix kernel's results (as [`dot_mat_with`], `out[16t + r]`):
/// `Ok(false)` where (`ty`, `isa`, row length) has none. Run twice through one scratch buffer
/// (its alignment may differ from the first call's, and the second call reuses what the first
/// packed into it).
#[cfg(test)]
pub(crate) fn dot_mat16_with(
    isa: Isa,
    ty: GgmlType,
    rows: &[u8],
    acts: &[&QuantizedActs],
    out: &mut [f32],
) -> Result<bool, RuntimeError> {
    dot_rows_with(isa, ty, rows, acts, out, 2 * MAT_ROWS, mat16_kernel, 2)
}

/// What [`dot_mat_with`] and [`dot_mat16_with`] share: the kernel `pick` gives for `n_rows`
/// rows, checked against the inputs and the output, called `calls` times with one scratch.
#[cfg(test)]
#[allow(clippy::too_many_arguments)] // a test helper: the two callers differ in the last three
fn dot_rows_with(
    isa: Isa,
    ty: GgmlType,
    rows: &[u8],
    acts: &[&QuantizedActs],
    out: &mut [f32],
    n_rows: usize,
    pick: fn(GgmlType, Isa, usize) -> Option<MatFn>,
    calls: usize,
) -> Result<bool, RuntimeError> {
    kernel(ty, isa)?;
    let Some(a0) = acts.first() else {
        return Ok(false);
    };
    let rb = row_bytes(ty, a0.len())?;
    let Some(mat) = pick(ty, isa, rb) else {
        return Ok(false);
    };
    if acts.iter().any(|a| a.len() != a0.len()) || rows.len() != n_rows * rb {
        return Err(RuntimeError::InvalidArgument("row length".into()));
    }
    if out.len() != n_rows * acts.len() {
        return Err(RuntimeError::InvalidArgument("output length".into()));
    }
    let mut scratch = Vec::new();
    for c in 0..calls {
        // SAFETY: `kernel` checked that `isa` is supported; the rows and inputs fit (checked);
        // calls after the first reuse the packing of the first (same rows, same kernel).
        unsafe { mat(rows, rb, acts, out, &mut scratch, c > 0) };
    }
    Ok(true)
}

/// The tile kernel's results for one row and several inputs on `isa` (tests compare them with
/// [`dot_with`]): `Ok(false)` where (`ty`, `isa`) has no tile kernel.
#[cfg(test)]
pub(crate) fn dot_tile_with(
    isa: Isa,
    ty: GgmlType,
    row: &[u8],
    acts: &[&QuantizedActs],
    out: &mut [f32],
) -> Result<bool, RuntimeError> {
    kernel(ty, isa)?;
    let Some(tile) = tile_kernel(ty, isa) else {
        return Ok(false);
    };
    for a in acts {
        if row.len() != row_bytes(ty, a.len())? {
            return Err(RuntimeError::InvalidArgument("row length".into()));
        }
    }
    if out.len() != acts.len() {
        return Err(RuntimeError::InvalidArgument("output length".into()));
    }
    // SAFETY: `kernel` checked that `isa` is supported; every input fits the row (checked).
    unsafe { tile.call(row, acts, out) };
    Ok(true)
}

fn scalar_kernel(ty: GgmlType) -> Kernel {
    match ty {
        GgmlType::Q8_0 => Kernel::Row(scalar::q8_0),
        GgmlType::Q4_0 => Kernel::Row(scalar::q4_0),
        GgmlType::Iq4Nl => Kernel::Row(scalar::iq4_nl),
        GgmlType::Q4K => Kernel::Row(scalar::q4_k),
        GgmlType::Q6K => Kernel::Row(scalar::q6_k),
        GgmlType::Iq4Xs => Kernel::Row(scalar::iq4_xs),
        GgmlType::Iq3Xxs => Kernel::Row(scalar::iq3_xxs),
        GgmlType::F32 | GgmlType::F16 | GgmlType::Bf16 => Kernel::Typed(scalar::float, ty),
        _ => Kernel::Generic(ty),
    }
}

/// The default thread count: one per physical core, counted over the CPUs this process may
/// run on, and never more than [`std::thread::available_parallelism`] (which also honours
/// cgroup quotas). Two hyperthreads of one core share its load and execution units, and the
/// kernels saturate them with one thread; a second, spinning between steps, only takes issue
/// slots from the first (llama.cpp also defaults to physical cores). Where the topology cannot
/// be read (not Linux, no `/sys`), every available CPU counts.
pub fn default_threads() -> usize {
    let available = std::thread::available_parallelism().map_or(1, |n| n.get());
    physical_cores().map_or(available, |p| p.clamp(1, available))
}

/// Distinct (package, core) pairs among the online CPUs, from Linux's sysfs topology.
fn physical_cores() -> Option<usize> {
    let online = std::fs::read_to_string("/sys/devices/system/cpu/online").ok()?;
    let mut cores = std::collections::BTreeSet::new();
    for range in online.trim().split(',').filter(|r| !r.is_empty()) {
        let (lo, hi) = match range.split_once('-') {
            Some((a, b)) => (a.parse::<usize>().ok()?, b.parse::<usize>().ok()?),
            None => {
                let c = range.parse::<usize>().ok()?;
                (c, c)
            }
        };
        // A corrupt range must not make this loop long.
        if hi < lo || hi - lo > 1 << 16 {
            return None;
        }
        for cpu in lo..=hi {
            let topo = format!("/sys/devices/system/cpu/cpu{cpu}/topology");
            let read = |f: &str| std::fs::read_to_string(format!("{topo}/{f}")).ok();
            let core = read("core_id")?;
            let package = read("physical_package_id").unwrap_or_default();
            cores.insert((package.trim().to_string(), core.trim().to_string()));
        }
    }
    (!cores.is_empty()).then_some(cores.len())
}

/// Bytes of one row of `n` elements of `ty`, or an error naming the problem.
fn row_bytes(ty: GgmlType, n: usize) -> Result<usize, RuntimeError> {
    ty.row_bytes(n as u64)
        .and_then(|b| usize::try_from(b).ok())
        .filter(|&b| b > 0)
        .ok_or_else(|| {
            RuntimeError::InvalidArgument(format!(
                "{n} elements is not a whole, non-empty number of {ty} blocks ({} per block)",
                ty.block_size()
            ))
        })
}

/// The dot product of one row of `ty` with `acts` on `isa`.
pub fn dot_with(
    isa: Isa,
    ty: GgmlType,
    row: &[u8],
    acts: &QuantizedActs,
) -> Result<f32, RuntimeError> {
    RowKernel::new(isa, ty)?.dot(row, acts)
}

/// The dot-product kernel of one (weight type, instruction set), resolved once, for callers
/// that run many rows on their own thread (the per-core benchmark of the kernels).
#[derive(Clone, Copy)]
pub struct RowKernel {
    kernel: Kernel,
    ty: GgmlType,
}

impl std::fmt::Debug for RowKernel {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RowKernel").field("ty", &self.ty).finish()
    }
}

impl RowKernel {
    /// The kernel for `ty` on `isa`, or an error if `isa` is not supported here or `ty` is not
    /// a model weight type.
    pub fn new(isa: Isa, ty: GgmlType) -> Result<Self, RuntimeError> {
        Ok(Self {
            kernel: kernel(ty, isa)?,
            ty,
        })
    }

    /// The dot product of one row with `acts` (the row length is checked).
    pub fn dot(&self, row: &[u8], acts: &QuantizedActs) -> Result<f32, RuntimeError> {
        let ty = self.ty;
        let rb = row_bytes(ty, acts.len())?;
        if row.len() != rb {
            return Err(RuntimeError::InvalidArgument(format!(
                "a {ty} row of {} elements is {rb} bytes, got {}",
                acts.len(),
                row.len()
            )));
        }
        // SAFETY: `kernel` only resolves supported instruction sets; the row length is checked.
        Ok(unsafe { self.kernel.call(row, acts) })
    }
}

/// The dot product of one row of `ty` with `acts` on the detected instruction set.
pub fn dot(ty: GgmlType, row: &[u8], acts: &QuantizedActs) -> Result<f32, RuntimeError> {
    dot_with(Isa::detect(), ty, row, acts)
}

/// One matrix-vector product (or a row range of one) in a [`CpuPool::matvec`] call.
#[derive(Debug, Clone, Copy)]
pub struct MatvecTask<'a> {
    /// The weight type of every row.
    pub ty: GgmlType,
    /// Consecutive rows of `acts.len()` elements each.
    pub weights: &'a [u8],
    /// The quantized input vector.
    pub acts: &'a QuantizedActs,
    /// Where row 0's result goes in the output slice.
    pub out_offset: usize,
}

/// One routed expert of a token's feed-forward block in a [`CpuPool::expert_ffn`] call: its
/// gate and up rows (`n_ff` rows each of the input's length) and its down rows (`n_out` rows
/// of `n_ff`), each slice with its weight type.
#[derive(Debug, Clone, Copy)]
pub struct ExpertRows<'a> {
    pub gate: (GgmlType, &'a [u8]),
    pub up: (GgmlType, &'a [u8]),
    pub down: (GgmlType, &'a [u8]),
}

/// The activation between an expert's gate/up and down products in [`CpuPool::expert_ffn`]:
/// `act(i, gate, up, h)` writes expert `i`'s `n_ff` activations `h` from its gate and up
/// results.
pub type ExpertActFn<'a> = &'a (dyn Fn(usize, &[f32], &[f32], &mut [f32]) + Sync);

/// Bytes a worker of [`CpuPool::touch_while`] reads before it checks whether to stop (about
/// 3 µs at the ~5 GB/s one core streams from DRAM).
pub const TOUCH_CHUNK: usize = 16 << 10;

/// A persistent pool of worker threads running matvecs (and the executor's other parallel
/// steps): `threads - 1` workers beside the calling thread, spinning briefly between calls
/// (see [`pool`]).
pub struct CpuPool {
    pool: SpinPool,
    threads: usize,
    isa: Isa,
    /// Work chunks per thread in one call (`STRATA_CPU_CHUNKS_PER_THREAD`): more chunks
    /// balance better (the last chunk to finish decides when a call ends) at a small cost per
    /// chunk.
    chunks_per_thread: usize,
    /// Whether rows shared by several inputs go through the tile kernels (`STRATA_CPU_TILE=0`
    /// turns them off, to measure what they bring; the results are the same either way).
    tiles: bool,
    /// Whether matrices shared by at least [`mat_min_inputs`] inputs go through the matrix
    /// (rows-in-lanes) kernels where the type has one (`STRATA_CPU_MATMUL=0` turns them off and
    /// leaves the tile kernels; `STRATA_CPU_TILE=0` turns both off). Bit for bit the same.
    matmul: bool,
    /// Whether the matrix path takes sixteen rows at a time on 512-bit vectors where the type
    /// has such a kernel and at least [`MAT16_MIN_INPUTS`] inputs share the matrix (`rl16`;
    /// AVX-512 VNNI only; `STRATA_CPU_MAT16=0` turns it off). Bit for bit the same as the
    /// eight-row kernels.
    mat16: bool,
    /// When [`CpuPool::quantize_batch`] spreads its vectors over the pool.
    parallel_quant: ParallelQuant,
    /// Whether a call's last chunks shrink with the work left ([`Chunker`];
    /// `STRATA_CPU_GUIDED=0` keeps them all equal, to measure what it brings).
    guided: bool,
    /// Repacked copies of weight matrices ([`CpuPool::pack`]): one-input matvecs over their
    /// rows take the eight-row kernels.
    packed: PackedSet,
}

/// When [`CpuPool::quantize_batch`] quantizes on the pool rather than on the calling thread
/// alone. Either way every vector goes through the same [`QuantizedActs::quantize`], so the
/// arms are bit for bit the same; only the time differs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ParallelQuant {
    /// Always the calling thread alone (the executor's path before the parallel one;
    /// `STRATA_POOL_PARALLEL_QUANT=0`).
    Off,
    /// On the pool when one call quantizes at least this many vectors, else the calling
    /// thread alone (`Above(0)` = always on the pool, for tests).
    Above(usize),
}

/// Vectors one [`CpuPool::quantize_batch`] call needs before the pool joins in. Measured with
/// `cargo bench -p strata-benches --bench pool_quant` on the 2-core development VM (AVX2, two
/// threads, shared with other builds; `docs/perf/cpu-prefill.md`): at load ~11 the pool was
/// slower below 64 vectors at nearly every count (a hand-off costs more than quantizing a few
/// vectors of 768–2048 values, 1.3–4 µs each), and at every count the arms were otherwise
/// within that machine's noise, so there is no crossover to read off two cores; 64 keeps decode
/// steps and short prompts' inputs on the host. Re-measure on a host with idle cores.
pub const PARALLEL_QUANT_MIN_VECTORS: usize = 64;

/// Work items per thread in a parallel quantization (several, so that a slow thread does not
/// decide the call's end).
const QUANT_ITEMS_PER_THREAD: usize = 4;

impl ParallelQuant {
    /// The mode `STRATA_POOL_PARALLEL_QUANT` asks for: `0` = [`ParallelQuant::Off`], unset or
    /// anything else = on above [`PARALLEL_QUANT_MIN_VECTORS`]. Read when a pool is built (so a
    /// test that wants one arm builds its pool with [`CpuPool::set_parallel_quant`] instead of
    /// touching the environment).
    pub fn from_env() -> Self {
        match std::env::var("STRATA_POOL_PARALLEL_QUANT") {
            Ok(v) if v.trim() == "0" => ParallelQuant::Off,
            _ => ParallelQuant::Above(PARALLEL_QUANT_MIN_VECTORS),
        }
    }
}

impl std::fmt::Debug for CpuPool {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CpuPool")
            .field("threads", &self.threads)
            .field("isa", &self.isa)
            .finish()
    }
}

/// Chunks smaller than this many weight bytes are not split further (thread hand-off costs more
/// than the work).
const MIN_CHUNK_BYTES: usize = 16 * 1024;

/// Cuts one call's work into the chunks its threads take in order: `target` bytes each while
/// much work remains, then (guided scheduling, unless `STRATA_CPU_GUIDED=0`) a share of what is
/// left, `remaining / (2 · threads)` but at least [`MIN_CHUNK_BYTES`]. A call ends when its last
/// chunk does, so with equal chunks the threads that finish first wait for up to a whole chunk
/// (at 16 threads a decode step's chunk is tens of microseconds of DRAM reading, and a token
/// has about 150 calls); shrinking chunks at the end make the threads finish together. Rows
/// are computed one by one whatever the cut, so results do not depend on it.
struct Chunker {
    remaining: usize,
    target: usize,
    threads: usize,
    guided: bool,
}

impl Chunker {
    fn new(total: usize, threads: usize, chunks_per_thread: usize, guided: bool) -> Self {
        Self {
            remaining: total,
            target: (total / (threads * chunks_per_thread)).max(MIN_CHUNK_BYTES),
            threads,
            guided,
        }
    }

    /// Rows for the next chunk, out of `left` rows of `row_cost` bytes of work each; a
    /// multiple of `align` unless fewer rows are left.
    fn next(&mut self, left: usize, row_cost: usize, align: usize) -> usize {
        let want = if self.guided {
            (self.remaining / (2 * self.threads)).clamp(MIN_CHUNK_BYTES, self.target)
        } else {
            self.target
        };
        let rows = (want / row_cost.max(1))
            .max(1)
            .next_multiple_of(align.max(1))
            .min(left);
        self.remaining = self.remaining.saturating_sub(rows * row_cost);
        rows
    }
}

/// How many rows ahead of the one being computed the matvec asks the cache for.
const PREFETCH_ROWS: usize = 2;

/// Asks the cache to start loading `len` bytes of `w` from `at` (clipped to `w`): a row a
/// little ahead of the kernel, so that a thread streaming weights from DRAM keeps more
/// requests in flight than the hardware prefetcher starts on its own (it stops at every 4 KiB
/// page boundary). A hint only: it never faults and changes no result.
#[inline]
fn prefetch_ahead(w: &[u8], at: usize, len: usize) {
    #[cfg(target_arch = "x86_64")]
    {
        let end = w.len().min(at.saturating_add(len));
        let mut i = at;
        while i < end {
            // SAFETY: `i < w.len()`, so the address is inside `w`; a prefetch does not access
            // memory architecturally in any case.
            unsafe {
                std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T0 }>(
                    w.as_ptr().add(i).cast(),
                )
            };
            i += 64;
        }
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = (w, at, len);
}

/// Groups `g0..g0 + n` of the repacked rows `p` against `acts` through the eight-row kernel
/// `k8`: row `8b + r` of the run's result at `dst + 8b + r`.
///
/// # Safety
/// `k8` must be resolved for a supported instruction set and the rows' type, `acts` must have
/// the rows' length, `g0 + n ≤ p.groups`, and `dst .. dst + 8n` must be written by no other
/// thread meanwhile.
unsafe fn x8_rows_into(
    k8: X8Fn,
    p: packed::PackedRows<'_>,
    g0: usize,
    n: usize,
    acts: &QuantizedActs,
    dst: *mut f32,
) {
    let gb = p.group_bytes;
    let mut ys = [0f32; MAT_ROWS];
    for b in 0..n {
        let at = (g0 + b) * gb;
        // SAFETY: forwarded from this function's contract; the group is `gb` bytes.
        unsafe { k8(&p.data[at..at + gb], p.nsb, acts, &mut ys) };
        // SAFETY: row `8b + r < 8n` of the caller's range.
        unsafe { std::ptr::copy_nonoverlapping(ys.as_ptr(), dst.add(MAT_ROWS * b), MAT_ROWS) };
    }
}

/// Work chunks per thread in one matvec call, unless `STRATA_CPU_CHUNKS_PER_THREAD` says
/// otherwise.
const DEFAULT_CHUNKS_PER_THREAD: usize = 4;

/// Inputs handed to one tile-kernel call (it works through them four at a time); bounds the
/// results buffer on the stack.
const TILE_CALL: usize = 32;

impl CpuPool {
    /// A pool of `threads` threads (0 = [`default_threads`]) on the detected instruction set.
    pub fn new(threads: usize) -> Result<Self, RuntimeError> {
        Self::with_isa(threads, Isa::detect())
    }

    /// A pool on a given instruction set (tests and benchmarks compare them).
    pub fn with_isa(threads: usize, isa: Isa) -> Result<Self, RuntimeError> {
        if !Isa::supported().contains(&isa) {
            return Err(RuntimeError::InvalidArgument(format!(
                "CPU instruction set {} is not available on this machine",
                isa.name()
            )));
        }
        let threads = if threads == 0 {
            default_threads()
        } else {
            threads
        };
        let pool = SpinPool::new(threads - 1, SpinPool::spin_from_env())?;
        let chunks_per_thread = std::env::var("STRATA_CPU_CHUNKS_PER_THREAD")
            .ok()
            .and_then(|v| v.trim().parse::<usize>().ok())
            .filter(|&n| n > 0)
            .unwrap_or(DEFAULT_CHUNKS_PER_THREAD);
        let tiles = std::env::var("STRATA_CPU_TILE").map_or(true, |v| v.trim() != "0");
        let matmul = std::env::var("STRATA_CPU_MATMUL").map_or(true, |v| v.trim() != "0");
        let guided = std::env::var("STRATA_CPU_GUIDED").map_or(true, |v| v.trim() != "0");
        let mat16 = crate::exec::env_switch("STRATA_CPU_MAT16", true)?;
        Ok(Self {
            pool,
            threads,
            isa,
            chunks_per_thread,
            tiles,
            matmul,
            mat16,
            parallel_quant: ParallelQuant::from_env(),
            guided,
            packed: PackedSet::default(),
        })
    }

    /// Repacks the matrices of `weights` (`(type, rows, row length)` each; the slices must
    /// stay mapped and unchanged while this pool is used) that have an eight-row kernel on
    /// this pool's instruction set, in parallel on the pool, so that one-input matvecs over
    /// their rows (decode) take it: bit for bit the row kernel's results, with no horizontal
    /// reduction per super-block (`packed`). Matrices of other types, and rows past the last
    /// whole group of eight, keep the row kernel. Returns the matrices repacked.
    pub fn pack(&mut self, weights: &[(GgmlType, &[u8], usize)]) -> usize {
        let isa = self.isa;
        let jobs: Vec<_> = weights
            .iter()
            .copied()
            .filter(|&(ty, _, _)| x8_kernel(ty, isa).is_some())
            .collect();
        let pool = &self.pool;
        packed::pack_into(&mut self.packed, &jobs, &|pieces| {
            pool.for_each(pieces, &|p| p.run())
        })
    }

    /// The repacked copies this pool holds.
    pub fn packed(&self) -> &PackedSet {
        &self.packed
    }

    /// The eight-row kernel and the repacked rows of `w` (rows of `rb` bytes of `ty`), where
    /// [`CpuPool::pack`] repacked the matrix they lie in and at least one whole group of eight
    /// of them starts at a multiple of eight there.
    fn x8_rows<'p>(
        &'p self,
        ty: GgmlType,
        w: &[u8],
        rb: usize,
    ) -> Option<(X8Fn, packed::PackedRows<'p>)> {
        let k = x8_kernel(ty, self.isa)?;
        self.packed
            .find(ty, w, rb)
            .filter(|p| p.groups > 0)
            .map(|p| (k, p))
    }

    /// Turns the prompt kernels on or off (the A/B arms of tests and benchmarks; the defaults
    /// come from `STRATA_CPU_TILE` and `STRATA_CPU_MATMUL`): `tiles` = the tile kernels (one
    /// row, several inputs), `matmul` = the matrix kernels (eight rows in lanes, several
    /// inputs; only with `tiles`). Results are bit for bit the same in every arm.
    pub fn set_prompt_kernels(&mut self, tiles: bool, matmul: bool) {
        self.tiles = tiles;
        self.matmul = matmul;
    }

    /// Turns the sixteen-row matrix kernels on or off (the A/B arms of tests and benchmarks;
    /// the default comes from `STRATA_CPU_MAT16`, on unless `0`). Only AVX-512 VNNI pools have
    /// them; results are bit for bit the same either way.
    pub fn set_mat16(&mut self, on: bool) {
        self.mat16 = on;
    }

    /// Sets when [`CpuPool::quantize_batch`] uses the pool (the A/B arms of the tests and the
    /// benchmark; the default comes from `STRATA_POOL_PARALLEL_QUANT`).
    pub fn set_parallel_quant(&mut self, mode: ParallelQuant) {
        self.parallel_quant = mode;
    }

    /// When [`CpuPool::quantize_batch`] uses the pool.
    pub fn parallel_quant(&self) -> ParallelQuant {
        self.parallel_quant
    }

    /// Quantizes every input: `inputs[i] = (x, k)` is `x.len() / k` vectors of `k` values one
    /// after the other, and `out[i][t]` is vector `t` of input `i` quantized, as
    /// [`QuantizedActs::new`] would give it. With enough vectors in all (see
    /// [`ParallelQuant`]) they are spread over the pool's threads in contiguous runs; the
    /// buffers are allocated here on the calling thread, so a worker only fills them and
    /// nothing moves between threads' allocators. A `k` of 0 or an `x` that is not a whole
    /// number of vectors is an `InvalidArgument` error.
    pub fn quantize_batch(
        &self,
        inputs: &[(&[f32], usize)],
    ) -> Result<Vec<Vec<QuantizedActs>>, RuntimeError> {
        self.quantize_batch_with(inputs, &mut ActsBin::default())
    }

    /// [`CpuPool::quantize_batch`] into buffers taken from `bin` (the caller gives them back
    /// with [`ActsBin::give`] once the products have read them): the same bits, without a
    /// prompt step's allocations and page faults per call.
    pub fn quantize_batch_with(
        &self,
        inputs: &[(&[f32], usize)],
        bin: &mut ActsBin,
    ) -> Result<Vec<Vec<QuantizedActs>>, RuntimeError> {
        let mut vectors = 0usize;
        let mut values = 0usize;
        for (i, &(x, k)) in inputs.iter().enumerate() {
            if k == 0 || !x.len().is_multiple_of(k) {
                return Err(RuntimeError::InvalidArgument(format!(
                    "quantize input {i}: {} values are not whole vectors of {k}",
                    x.len()
                )));
            }
            vectors += x.len() / k;
            values += x.len();
        }
        let parallel = match self.parallel_quant {
            ParallelQuant::Off => false,
            ParallelQuant::Above(n) => self.threads > 1 && vectors > 1 && vectors >= n,
        };
        if !parallel {
            return Ok(inputs
                .iter()
                .map(|&(x, k)| {
                    x.chunks_exact(k)
                        .map(|row| {
                            let mut a = bin.take(k);
                            a.quantize(row);
                            a
                        })
                        .collect()
                })
                .collect());
        }
        let mut out: Vec<Vec<QuantizedActs>> = inputs
            .iter()
            .map(|&(x, k)| (0..x.len() / k).map(|_| bin.take(k)).collect())
            .collect();
        // Runs of consecutive vectors of one input, each about `values / items` values.
        let items_wanted = self.threads * QUANT_ITEMS_PER_THREAD;
        let per_item = values.div_ceil(items_wanted).max(1);
        let mut items: Vec<(&[f32], usize, &mut [QuantizedActs])> = Vec::new();
        for (&(x, k), dst) in inputs.iter().zip(out.iter_mut()) {
            let run = per_item.div_ceil(k).max(1);
            for (src, dst) in x.chunks(run * k).zip(dst.chunks_mut(run)) {
                items.push((src, k, dst));
            }
        }
        self.pool.for_each(&mut items, &|(src, k, dst)| {
            for (row, a) in src.chunks_exact(*k).zip(dst.iter_mut()) {
                a.quantize(row);
            }
        });
        drop(items);
        Ok(out)
    }

    /// Worker threads.
    pub fn threads(&self) -> usize {
        self.threads
    }

    /// The instruction set the kernels use.
    pub fn isa(&self) -> Isa {
        self.isa
    }

    /// Calls `f` once on every item (by `&mut`), on the calling thread and the pool's workers,
    /// which take items in order from one counter (for parallel steps other than matvecs, such
    /// as attention heads, and for the benchmarks' copies).
    pub fn for_each<T: Send>(&self, items: &mut [T], f: &(dyn Fn(&mut T) + Sync)) {
        self.pool.for_each(items, f);
    }

    /// Runs items `0..n` in one call with waits between dependent items (see
    /// [`pool::SpinPool::for_each_staged`] for the contract: an item waits only on counters that
    /// lower-indexed items add to).
    pub fn for_each_staged(
        &self,
        n: usize,
        counters: &[AtomicUsize],
        gate: &(dyn Fn(usize) -> Option<(usize, usize)> + Sync),
        done: &(dyn Fn(usize) -> Option<usize> + Sync),
        f: &(dyn Fn(usize) + Sync),
    ) {
        self.pool.for_each_staged(n, counters, gate, done, f);
    }

    /// Runs `f` on the calling thread, and `first` on it too: inside the first parallel call
    /// that `f` makes on this pool (right after the workers have been handed that call, before
    /// the caller takes its own share), or after `f` when it makes none. The GPU executor's host
    /// points use it so that the pool starts on a layer's CPU misses while the host thread
    /// issues the device's share of the layer. Results are those of `first(); f()`: only when
    /// the caller joins the work changes.
    pub fn with_caller_first(&self, first: &mut dyn FnMut(), f: &mut dyn FnMut()) {
        pool::with_caller_first(first, f);
    }

    /// Runs `wait` on the calling thread while the pool's workers read `regions` (one load per
    /// cache line, in order, [`TOUCH_CHUNK`] bytes at a time) so that their lines sit in the
    /// workers' caches when a later call reads them; the workers stop at the next chunk once
    /// `wait` returns. For the GPU executor's host points: the CPU pool is otherwise idle
    /// while the host waits for the device, and the next layer's likely CPU misses are known.
    /// Returns the bytes read. Reading changes nothing, so an unread region is only slower.
    pub fn touch_while(&self, regions: &[&[u8]], wait: &mut dyn FnMut()) -> u64 {
        let chunks: Vec<&[u8]> = regions.iter().flat_map(|r| r.chunks(TOUCH_CHUNK)).collect();
        let next = AtomicUsize::new(0);
        let read = std::sync::atomic::AtomicU64::new(0);
        let stop = std::sync::atomic::AtomicBool::new(false);
        let job = || {
            let mut sum = 0u8;
            let mut n = 0u64;
            while !stop.load(Ordering::Relaxed) {
                let Some(c) = chunks.get(next.fetch_add(1, Ordering::Relaxed)) else {
                    break;
                };
                for line in c.chunks(64) {
                    // SAFETY: `line` is a non-empty slice, so its first byte is readable; the
                    // volatile read keeps the load the whole point of this loop is.
                    sum ^= unsafe { std::ptr::read_volatile(line.as_ptr()) };
                }
                n += c.len() as u64;
            }
            std::hint::black_box(sum);
            read.fetch_add(n, Ordering::Relaxed);
        };
        let helpers = self.threads.saturating_sub(1).min(chunks.len());
        self.pool.broadcast_with(helpers, &job, &mut || {
            wait();
            stop.store(true, Ordering::Relaxed);
        });
        read.load(Ordering::Relaxed)
    }

    /// Calls `f(i, chunk)` for every `chunk`-sized piece `i` of `out` (the last may be shorter),
    /// spread over the pool's threads.
    pub fn for_chunks(
        &self,
        out: &mut [f32],
        chunk: usize,
        f: &(dyn Fn(usize, &mut [f32]) + Sync),
    ) {
        self.chunks_in_order(out, chunk, false, f);
    }

    /// [`CpuPool::for_chunks`] with the threads taking the pieces from the last one down.
    pub fn for_chunks_last_first(
        &self,
        out: &mut [f32],
        chunk: usize,
        f: &(dyn Fn(usize, &mut [f32]) + Sync),
    ) {
        self.chunks_in_order(out, chunk, true, f);
    }

    /// The pieces of `out` handed to the pool's threads first to last, or last to first.
    fn chunks_in_order(
        &self,
        out: &mut [f32],
        chunk: usize,
        last_first: bool,
        f: &(dyn Fn(usize, &mut [f32]) + Sync),
    ) {
        let mut items: Vec<(usize, &mut [f32])> =
            out.chunks_mut(chunk.max(1)).enumerate().collect();
        if last_first {
            items.reverse();
        }
        self.pool.for_each(&mut items, &|(i, c)| f(*i, c));
    }

    /// Computes every task's rows into `out` (see the module documentation).
    ///
    /// Tasks that share their weights (the same slice, type and row length, e.g. one matrix
    /// applied to several tokens of a prompt) are computed together: each chunk of rows is read
    /// once and dotted with every one of those tasks' inputs while it is in cache. With at
    /// least [`mat_min_inputs`] such inputs, types with a matrix kernel take blocks of eight
    /// rows at a time against runs of up to 64 inputs (rows in lanes); otherwise, and for the
    /// last rows of a matrix that are not a whole block, a tile kernel decodes each block of
    /// the row once for four inputs at a time. Both take the same integer and float steps per
    /// (row, input) as the row kernel, so the results are bit for bit those of separate calls
    /// for every type.
    pub fn matvec(&self, tasks: &[MatvecTask<'_>], out: &mut [f32]) -> Result<(), RuntimeError> {
        self.matvec_into(tasks, &mut [out], None)
    }

    /// [`CpuPool::matvec`] into several output slices: task `i` writes its rows at
    /// `outs[slot[i]][out_offset..]`, so a caller whose jobs each own an output (the fast
    /// backend's step of many jobs) needs no shared buffer and no copy. `slot` has one entry
    /// per task, each below `outs.len()`; ranges are checked per slice as `matvec` checks
    /// them, and the results are bit for bit those of `matvec`.
    pub fn matvec_outs(
        &self,
        tasks: &[MatvecTask<'_>],
        outs: &mut [&mut [f32]],
        slot: &[usize],
    ) -> Result<(), RuntimeError> {
        if slot.len() != tasks.len() {
            return Err(RuntimeError::InvalidArgument(format!(
                "matvec: {} output slots for {} tasks",
                slot.len(),
                tasks.len()
            )));
        }
        self.matvec_into(tasks, outs, Some(slot))
    }

    /// One token's routed experts as one pool call: `out[i · n_out..][..n_out]` = expert `i`'s
    /// `down · act(gate · x, up · x)`, where `n_out` is the down rows' count.
    ///
    /// A decode step used to take two calls for this (every expert's gate and up rows, then
    /// every down row) with the activation and its quantization on the calling thread between
    /// them, so every thread waited at the end of the first call for its slowest chunk. Here
    /// the work is one list of items in a single [`SpinPool::for_each_staged`] call: the gate
    /// and up row chunks of every expert, then per expert its activation (with the
    /// quantization of `h`) and its down row chunks. An expert's activation waits only for its
    /// own gate and up chunks and its down chunks only for its activation, so threads that
    /// would have waited for the last gate/up chunk start on the down rows of the experts that
    /// are ready. Each row goes through the same row kernel against the same quantized input
    /// as in [`CpuPool::matvec`], and `h` is quantized by [`QuantizedActs::quantize`] as the
    /// separate calls did, so the results are bit for bit theirs.
    pub fn expert_ffn(
        &self,
        x: &QuantizedActs,
        experts: &[ExpertRows<'_>],
        n_ff: usize,
        act: ExpertActFn<'_>,
        out: &mut [f32],
    ) -> Result<(), RuntimeError> {
        let setup = crate::profile::start();
        let n_exp = experts.len();
        if n_exp == 0 {
            return Ok(());
        }
        let k = x.len();
        let bad = |m: String| RuntimeError::InvalidArgument(format!("expert_ffn: {m}"));
        // Kernels and row sizes, checked once per expert so that items index without checks.
        struct Mats<'p> {
            gate: (Kernel, usize),
            up: (Kernel, usize),
            down: (Kernel, usize),
            /// The eight-row kernels and repacked rows of gate, up and down, where repacked.
            x8: [Option<(X8Fn, packed::PackedRows<'p>)>; 3],
        }
        let mut mats = Vec::with_capacity(n_exp);
        let mut n_out = None;
        for (i, e) in experts.iter().enumerate() {
            let (rg, ru, rd) = (
                row_bytes(e.gate.0, k)?,
                row_bytes(e.up.0, k)?,
                row_bytes(e.down.0, n_ff)?,
            );
            if e.gate.1.len() != n_ff * rg || e.up.1.len() != n_ff * ru {
                return Err(bad(format!(
                    "expert {i}: gate/up are not {n_ff} rows of {k}"
                )));
            }
            if !e.down.1.len().is_multiple_of(rd)
                || *n_out.get_or_insert(e.down.1.len() / rd) != e.down.1.len() / rd
            {
                return Err(bad(format!(
                    "expert {i}: down rows differ from the first expert's"
                )));
            }
            mats.push(Mats {
                gate: (kernel(e.gate.0, self.isa)?, rg),
                up: (kernel(e.up.0, self.isa)?, ru),
                down: (kernel(e.down.0, self.isa)?, rd),
                x8: [
                    self.x8_rows(e.gate.0, e.gate.1, rg),
                    self.x8_rows(e.up.0, e.up.1, ru),
                    self.x8_rows(e.down.0, e.down.1, rd),
                ],
            });
        }
        let n_out = n_out.unwrap_or(0);
        if out.len() != n_exp * n_out {
            return Err(bad(format!(
                "{} outputs for {n_exp} experts of {n_out} rows",
                out.len()
            )));
        }
        /// A buffer written by several threads at disjoint indices (see the items below).
        #[derive(Clone, Copy)]
        struct Dst(*mut f32);
        // SAFETY: only written at indices no other thread writes or reads meanwhile (below).
        unsafe impl Sync for Dst {}
        // SAFETY: as for `Sync`.
        unsafe impl Send for Dst {}
        impl Dst {
            /// The element `i` places on (a method, so closures capture the whole `Dst`).
            fn at(self, i: usize) -> *mut f32 {
                self.0.wrapping_add(i)
            }
        }
        // Gate results of expert i at `gu[2i · n_ff..]`, up results right after; every element
        // is written by an item before the expert's activation reads it.
        let mut gu = vec![0.0f32; 2 * n_exp * n_ff];
        let mut h = vec![0.0f32; n_exp * n_ff];
        let hq: Vec<std::cell::UnsafeCell<QuantizedActs>> = (0..n_exp)
            .map(|_| std::cell::UnsafeCell::new(QuantizedActs::with_len(n_ff)))
            .collect();
        /// The experts' quantized activations, each written by its activation item and read
        /// by its down items only after that item has counted itself done (acquire/release
        /// through the stage counters).
        struct Hq<'a>(&'a [std::cell::UnsafeCell<QuantizedActs>]);
        // SAFETY: see the struct's documentation: no read overlaps the one write.
        unsafe impl Sync for Hq<'_> {}
        impl Hq<'_> {
            fn slot(&self, i: usize) -> *mut QuantizedActs {
                self.0[i].get()
            }
        }
        let hq_s = Hq(&hq);
        let (gu_p, h_p, out_p) = (
            Dst(gu.as_mut_ptr()),
            Dst(h.as_mut_ptr()),
            Dst(out.as_mut_ptr()),
        );
        // Items: gate/up row chunks of every expert (stage A), then per expert its activation
        // (B) and its down row chunks (C). Chunks are rows of about equal bytes, as in
        // `matvec_into`.
        #[derive(Clone, Copy)]
        enum Item {
            /// Expert, matrix (0 gate, 1 up), first row, rows.
            Rows(usize, u8, usize, usize),
            Act(usize),
            Down(usize, usize, usize),
        }
        let total: usize = experts
            .iter()
            .map(|e| e.gate.1.len() + e.up.1.len() + e.down.1.len())
            .sum();
        let mut cut = Chunker::new(total, self.threads, self.chunks_per_thread, self.guided);
        let mut items: Vec<Item> = Vec::new();
        let mut a_count = vec![0usize; n_exp];
        for (i, m) in mats.iter().enumerate() {
            for (which, rb) in [(0u8, m.gate.1), (1, m.up.1)] {
                let align = if m.x8[usize::from(which)].is_some() {
                    MAT_ROWS
                } else {
                    1
                };
                let mut r = 0;
                while r < n_ff {
                    let rows = cut.next(n_ff - r, rb, align);
                    items.push(Item::Rows(i, which, r, rows));
                    a_count[i] += 1;
                    r += rows;
                }
            }
        }
        for (i, m) in mats.iter().enumerate() {
            items.push(Item::Act(i));
            let align = if m.x8[2].is_some() { MAT_ROWS } else { 1 };
            let mut r = 0;
            while r < n_out {
                let rows = cut.next(n_out - r, m.down.1, align);
                items.push(Item::Down(i, r, rows));
                r += rows;
            }
        }
        // Counter i: expert i's gate/up chunks done; counter n_exp + i: its activation done.
        let counters: Vec<AtomicUsize> = (0..2 * n_exp).map(|_| AtomicUsize::new(0)).collect();
        let gate = |j: usize| match items[j] {
            Item::Rows(..) => None,
            Item::Act(i) => Some((i, a_count[i])),
            Item::Down(i, ..) => Some((n_exp + i, 1)),
        };
        let done = |j: usize| match items[j] {
            Item::Rows(i, ..) => Some(i),
            Item::Act(i) => Some(n_exp + i),
            Item::Down(..) => None,
        };
        // Rows `r0..` of a matrix (`w` = those rows): whole groups of eight through the
        // eight-row kernel where the matrix was repacked (`r0` is then a multiple of eight: the
        // chunks are aligned), the rest through the row kernel.
        let rows_into = |kern: Kernel,
                         x8: Option<(X8Fn, packed::PackedRows<'_>)>,
                         r0: usize,
                         rb: usize,
                         w: &[u8],
                         acts: &QuantizedActs,
                         dst: *mut f32| {
            let mut done = 0;
            if let Some((k8, p)) = x8 {
                let n = w.len() / rb / MAT_ROWS;
                // SAFETY: the kernel was resolved with the row kernel (same type, instruction
                // set and row length); groups `r0/8 .. r0/8 + n` lie in the matrix's whole
                // groups, and `dst`'s rows are the item's own (below).
                unsafe { x8_rows_into(k8, p, r0 / MAT_ROWS, n, acts, dst) };
                done = n * MAT_ROWS;
            }
            for (r, row) in w.chunks_exact(rb).enumerate().skip(done) {
                prefetch_ahead(w, (r + PREFETCH_ROWS) * rb, rb);
                // SAFETY: the kernel was resolved for a supported instruction set and every
                // row is `rb` bytes for `acts.len()` elements (checked above); `dst + r` lies
                // in the item's own output rows (below).
                unsafe { *dst.add(r) = kern.call(row, acts) };
            }
        };
        let run = |j: usize| match items[j] {
            Item::Rows(i, which, r0, rows) => {
                let (e, m) = (&experts[i], &mats[i]);
                let ((kern, rb), w) = if which == 0 {
                    (m.gate, e.gate.1)
                } else {
                    (m.up, e.up.1)
                };
                // Rows r0.. of expert i's gate (or up) results: written by this item only.
                let at = (2 * i + usize::from(which)) * n_ff + r0;
                let x8 = m.x8[usize::from(which)];
                rows_into(
                    kern,
                    x8,
                    r0,
                    rb,
                    &w[r0 * rb..(r0 + rows) * rb],
                    x,
                    gu_p.at(at),
                );
            }
            Item::Act(i) => {
                // SAFETY: expert i's gate/up results are complete (this item waited for all of
                // its row chunks, with acquire) and nothing writes them any more; `h`'s and
                // `hq`'s slots i are this item's alone until it counts itself done.
                let (g, u, hi, q) = unsafe {
                    (
                        std::slice::from_raw_parts(gu_p.at(2 * i * n_ff), n_ff),
                        std::slice::from_raw_parts(gu_p.at((2 * i + 1) * n_ff), n_ff),
                        std::slice::from_raw_parts_mut(h_p.at(i * n_ff), n_ff),
                        &mut *hq_s.slot(i),
                    )
                };
                act(i, g, u, hi);
                q.quantize(hi);
            }
            Item::Down(i, r0, rows) => {
                let ((kern, rb), w) = (mats[i].down, experts[i].down.1);
                // SAFETY: expert i's activation item is done (waited for with acquire), so its
                // quantized `h` is complete and only read from now on.
                let acts = unsafe { &*hq_s.slot(i) };
                rows_into(
                    kern,
                    mats[i].x8[2],
                    r0,
                    rb,
                    &w[r0 * rb..(r0 + rows) * rb],
                    acts,
                    out_p.at(i * n_out + r0),
                );
            }
        };
        crate::profile::record("    pool: expert_ffn setup", setup);
        self.pool
            .for_each_staged(items.len(), &counters, &gate, &done, &run);
        Ok(())
    }

    /// The body of [`CpuPool::matvec`] and [`CpuPool::matvec_outs`] (`slot: None` = every
    /// task into `outs[0]`).
    fn matvec_into(
        &self,
        tasks: &[MatvecTask<'_>],
        outs: &mut [&mut [f32]],
        slot: Option<&[usize]>,
    ) -> Result<(), RuntimeError> {
        let setup = crate::profile::start();
        /// Where one task's row 0 goes: a pointer into one of the output slices, written by
        /// several threads at disjoint indices (see the writes below).
        #[derive(Clone, Copy)]
        struct Dst(*mut f32);
        // SAFETY: only written at indices no other thread writes, while the outputs are
        // mutably borrowed by this call (below).
        unsafe impl Sync for Dst {}
        // SAFETY: as for `Sync`.
        unsafe impl Send for Dst {}
        /// Tasks with the same weights, computed together.
        struct Group<'a> {
            kernel: Kernel,
            /// The tile kernel, where the type has one and the pool uses them.
            tile: Option<Tile>,
            /// The matrix kernel, where the type has one, the pool uses them and enough inputs
            /// share the matrix (decided once all tasks are grouped).
            mat: Option<MatFn>,
            /// The sixteen-row matrix kernel, used with `mat` where the pool turns it on.
            mat16: Option<MatFn>,
            /// The eight-row kernel and the repacked rows, where the matrix was repacked and
            /// one input reads it (decided once all tasks are grouped).
            x8: Option<(X8Fn, packed::PackedRows<'a>)>,
            ty: GgmlType,
            weights: &'a [u8],
            row_bytes: usize,
            n_rows: usize,
            /// (input, where its row 0 goes) of each task in the group, in task order.
            members: Vec<(&'a QuantizedActs, Dst)>,
            /// The members' inputs alone, in the same order (what the tile kernels take).
            acts: Vec<&'a QuantizedActs>,
        }
        // Each output's pointer, taken once (every task's pointer derives from it).
        let bases: Vec<(*mut f32, usize)> =
            outs.iter_mut().map(|o| (o.as_mut_ptr(), o.len())).collect();
        let mut groups: Vec<Group<'_>> = Vec::new();
        for (i, t) in tasks.iter().enumerate() {
            let kernel = kernel(t.ty, self.isa)?;
            let rb = row_bytes(t.ty, t.acts.len())?;
            if t.weights.len() % rb != 0 {
                return Err(RuntimeError::InvalidArgument(format!(
                    "matvec task {i}: {} weight bytes is not a whole number of {rb}-byte {} rows",
                    t.weights.len(),
                    t.ty
                )));
            }
            let n_rows = t.weights.len() / rb;
            let si = slot.map_or(0, |s| s[i]);
            let Some(&(base, out_len)) = bases.get(si) else {
                return Err(RuntimeError::InvalidArgument(format!(
                    "matvec task {i}: output slot {si} of {}",
                    outs.len()
                )));
            };
            if t.out_offset
                .checked_add(n_rows)
                .is_none_or(|end| end > out_len)
            {
                return Err(RuntimeError::InvalidArgument(format!(
                    "matvec task {i}: rows {}..{} fall outside the output of {out_len}",
                    t.out_offset,
                    t.out_offset.saturating_add(n_rows),
                )));
            }
            // In bounds: `out_offset + n_rows ≤ out_len` (checked above).
            let dst = Dst(base.wrapping_add(t.out_offset));
            // A linear search: a call has a few dozen distinct weight slices at most.
            let same = |g: &Group<'_>| {
                std::ptr::eq(g.weights, t.weights) && g.row_bytes == rb && g.ty == t.ty
            };
            let g = match groups.iter().position(same) {
                Some(g) => g,
                None => {
                    groups.push(Group {
                        kernel,
                        tile: tile_kernel(t.ty, self.isa).filter(|_| self.tiles),
                        mat: mat_kernel(t.ty, self.isa, rb).filter(|_| self.tiles && self.matmul),
                        mat16: mat16_kernel(t.ty, self.isa, rb).filter(|_| self.mat16),
                        x8: self.x8_rows(t.ty, t.weights, rb),
                        ty: t.ty,
                        weights: t.weights,
                        row_bytes: rb,
                        n_rows,
                        members: Vec::new(),
                        acts: Vec::new(),
                    });
                    groups.len() - 1
                }
            };
            groups[g].members.push((t.acts, dst));
            groups[g].acts.push(t.acts);
        }
        for g in &mut groups {
            if g.members.len() < mat_min_inputs(g.ty) || g.n_rows < MAT_ROWS {
                g.mat = None;
            }
            if g.mat.is_none() || g.n_rows < 2 * MAT_ROWS || g.members.len() < MAT16_MIN_INPUTS {
                g.mat16 = None;
            }
            if g.members.len() != 1 {
                g.x8 = None;
            }
        }
        // Outputs must not overlap: each task's range is checked against its neighbours in
        // address order (distinct output slices never overlap, so one order covers them
        // all), so that the workers below can write through the tasks' pointers.
        let mut ranges: Vec<(usize, usize)> = groups
            .iter()
            .flat_map(|g| {
                g.members.iter().map(move |m| {
                    let a = m.1.0 as usize;
                    (a, a + g.n_rows * std::mem::size_of::<f32>())
                })
            })
            .filter(|r| r.0 < r.1)
            .collect();
        ranges.sort_unstable();
        for w in ranges.windows(2) {
            if w[1].0 < w[0].1 {
                return Err(RuntimeError::InvalidArgument(
                    "matvec tasks write overlapping outputs".into(),
                ));
            }
        }
        // Chunks of roughly equal work (weight bytes times the inputs that read them): row
        // ranges of one group, taken by the threads from one counter in order.
        let total: usize = groups
            .iter()
            .map(|g| g.weights.len() * g.members.len())
            .sum();
        let mut cut = Chunker::new(total, self.threads, self.chunks_per_thread, self.guided);
        let mut chunks: Vec<(usize, usize, usize)> = Vec::new();
        for (gi, g) in groups.iter().enumerate() {
            // Whole blocks of rows for the matrix kernel (the rest of the matrix, fewer than
            // `MAT_ROWS` rows, takes the tile kernel).
            let align = if g.mat16.is_some() {
                2 * MAT_ROWS
            } else if g.mat.is_some() || g.x8.is_some() {
                MAT_ROWS
            } else {
                1
            };
            let mut r = 0;
            while r < g.n_rows {
                let rows = cut.next(g.n_rows - r, g.row_bytes * g.members.len(), align);
                chunks.push((gi, r, rows));
                r += rows;
            }
        }
        let next = AtomicUsize::new(0);
        let run = || {
            // One packed block of rows per slot of a row group, and what each slot holds (the
            // kernel and the block's first byte: both fixed for this call, whose weights are
            // borrowed throughout).
            let mut scratch: [Vec<V32>; PACK_SLOTS] = std::array::from_fn(|_| Vec::new());
            let mut held: [Option<(usize, usize)>; PACK_SLOTS] = [None; PACK_SLOTS];
            let mut ys_mat: Vec<f32> = Vec::new();
            while let Some(&(gi, r0, rows)) = chunks.get(next.fetch_add(1, Ordering::Relaxed)) {
                let g = &groups[gi];
                let w = &g.weights[r0 * g.row_bytes..(r0 + rows) * g.row_bytes];
                // Rows `..done` of the chunk went through the matrix kernel.
                let mut done = 0;
                if let Some(mat) = g.mat {
                    let whole = rows / MAT_ROWS * MAT_ROWS;
                    // Row groups of `PACK_ROWS`: each block of a group is packed by the first
                    // run of inputs and reused by the others; inputs in runs of at most
                    // `MAT_TOKENS`, each run against every block of the group, so that a run's
                    // activations stay in cache across the blocks. The runs are of equal size
                    // (70 inputs: two of 35, not 64 and 6), so that no short last run falls
                    // below the sixteen-row kernels' minimum and packs every block again for
                    // the eight-row kernels.
                    let per_run = g
                        .acts
                        .len()
                        .div_ceil(g.acts.len().div_ceil(MAT_TOKENS).max(1));
                    for g0 in (0..whole).step_by(PACK_ROWS) {
                        let g1 = whole.min(g0 + PACK_ROWS);
                        for (c, acts) in g.acts.chunks(per_run.max(1)).enumerate() {
                            let members = &g.members[c * per_run..];
                            // Blocks of sixteen rows where the pool takes them (and this run
                            // has the inputs for them), then of eight.
                            let wide = g.mat16.filter(|_| acts.len() >= MAT16_MIN_INPUTS);
                            let (mut b, mut slot) = (g0, 0);
                            while g1 - b >= MAT_ROWS {
                                let (f, n) = match wide {
                                    Some(f) if g1 - b >= 2 * MAT_ROWS => (f, 2 * MAT_ROWS),
                                    _ => (mat, MAT_ROWS),
                                };
                                let block = &w[b * g.row_bytes..(b + n) * g.row_bytes];
                                let key = (f as usize, block.as_ptr() as usize);
                                let packed = held[slot] == Some(key);
                                if !packed {
                                    // The next block's bytes while this one is packed: the
                                    // packers read eight rows a super-block at a time, which
                                    // the hardware prefetcher follows late.
                                    prefetch_ahead(w, (b + n) * g.row_bytes, n * g.row_bytes);
                                }
                                held[slot] = Some(key);
                                ys_mat.resize(n * acts.len(), 0.0);
                                // SAFETY: as for the kernel below (the matrix kernels are
                                // resolved for the same type, instruction set and row length);
                                // `block` is exactly `n` rows, the rows `f` takes, and `ys_mat`
                                // has `n` slots per input; `packed` only where this slot's
                                // last call was `f` on this block (`held`).
                                unsafe {
                                    f(
                                        block,
                                        g.row_bytes,
                                        acts,
                                        &mut ys_mat,
                                        &mut scratch[slot],
                                        packed,
                                    )
                                };
                                for (ys, &(_, dst)) in ys_mat.chunks_exact(n).zip(members) {
                                    // SAFETY: as for the write below: one thread writes these
                                    // `n` results, rows `r0 + b .. r0 + b + n ≤ n_rows`.
                                    unsafe {
                                        std::ptr::copy_nonoverlapping(
                                            ys.as_ptr(),
                                            dst.0.add(r0 + b),
                                            n,
                                        )
                                    };
                                }
                                b += n;
                                slot += 1;
                            }
                        }
                    }
                    done = whole;
                }
                if let (Some((k8, p)), [(acts, dst)]) = (g.x8, g.members.as_slice()) {
                    // SAFETY: as for the matrix kernel above; `r0` is a multiple of
                    // `MAT_ROWS` (the chunks are aligned) and the chunk's whole groups lie in
                    // the repacked rows, which hold the matrix's first `p.groups` groups.
                    unsafe {
                        x8_rows_into(k8, p, r0 / MAT_ROWS, rows / MAT_ROWS, acts, dst.0.add(r0))
                    };
                    done = rows / MAT_ROWS * MAT_ROWS;
                }
                for (r, row) in w.chunks_exact(g.row_bytes).enumerate().skip(done) {
                    prefetch_ahead(w, (r + PREFETCH_ROWS) * g.row_bytes, g.row_bytes);
                    if let Some(tile) = g.tile.filter(|_| g.members.len() > 1) {
                        let mut ys = [0f32; TILE_CALL];
                        for (c, acts) in g.acts.chunks(TILE_CALL).enumerate() {
                            let ys = &mut ys[..acts.len()];
                            // SAFETY: as for the kernel below (the tile kernel is resolved for
                            // the same type and instruction set); `ys` has one slot per input.
                            unsafe { tile.call(row, acts, ys) };
                            for (&(_, dst), &y) in g.members[c * TILE_CALL..].iter().zip(&*ys) {
                                // SAFETY: as for the write below: one thread writes it.
                                unsafe { *dst.0.add(r0 + r) = y };
                            }
                        }
                        continue;
                    }
                    for &(acts, dst) in &g.members {
                        // SAFETY: the kernel was resolved for a supported instruction set and
                        // every row is exactly `row_bytes` for `acts.len()` elements.
                        let y = unsafe { g.kernel.call(row, acts) };
                        // SAFETY: `dst` is the task's row 0 in its output slice with
                        // `out_offset + n_rows` inside that slice (checked per task), member
                        // ranges do not overlap (checked above), and each (chunk, member) pair
                        // is handed to exactly one thread by the counter, so row `r0 + r < n_rows`
                        // is written once, by this thread, while the outputs are borrowed by
                        // this call.
                        unsafe { *dst.0.add(r0 + r) = y };
                    }
                }
            }
        };
        crate::profile::record("    pool: matvec setup", setup);
        // The calling thread computes too, with up to `threads - 1` workers beside it: the
        // caller starts at once, and a pool of one thread never hands off at all.
        self.pool
            .broadcast(chunks.len().saturating_sub(1).min(self.threads - 1), &run);
        Ok(())
    }
}
