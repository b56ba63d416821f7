//! Targets as data (triple, cpu, wave size, LDS bytes, matrix units, occupancy limits) and the
//! narrow trait of spellings that differ between LLVM back ends.
//!
//! A kernel definition only sees [`Target`]'s numbers (for example the wave size, which decides
//! how many butterfly steps a wave reduction takes) and calls the SIMT builder; the builder asks
//! the target's [`Spelling`] how to say "thread id", "barrier" or "swap with lane ^ m" in that
//! back end's dialect. Nothing else differs, so the same definition runs on the host in CI, on
//! the H200 as PTX, and on gfx1101 as a code object.

use crate::error::KernelError;

/// The matrix-multiply units a target has (used by GEMM-shaped kernels and reported in plans).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MatrixUnits {
    /// No matrix instructions (the host lowering).
    None,
    /// RDNA3 WMMA (16×16×16 f16/bf16/iu8 tiles per wave32).
    Wmma,
    /// Hopper's warp-group MMA (wgmma) and the older mma.sync.
    Wgmma,
}

/// An int8 matrix-multiply fragment shape (and its lane layout) that kernels are written
/// against with [`crate::simt::Simt::mma_i8`].
///
/// `M16n8k32` is PTX's `mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32` (sm_80 and later;
/// PTX ISA, "Matrix Fragments for mma.m16n8k32"). With `g = lane / 4` and `t = lane % 4`, each
/// lane holds four bytes per register:
/// - A (16×32, row-major): `a0 = A[g][4t..4t+4]`, `a1 = A[g+8][4t..]`, `a2 = A[g][16+4t..]`,
///   `a3 = A[g+8][16+4t..]`;
/// - B (32×8, column-major): `b0 = B[4t..4t+4][g]`, `b1 = B[16+4t..][g]`;
/// - C and D (16×8, i32): `c0 = C[g][2t]`, `c1 = C[g][2t+1]`, `c2 = C[g+8][2t]`,
///   `c3 = C[g+8][2t+1]`.
///
/// RDNA3's WMMA (`v_wmma_i32_16x16x16_iu8`) is another shape with another lane layout; it is
/// not described here yet, so gfx11 plans keep the `dp4a`-style kernels.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MmaI8 {
    M16n8k32,
}

/// An f16 matrix-multiply fragment shape (f32 accumulators) that kernels are written against
/// with [`crate::simt::Simt::mma_f16`].
///
/// `M16n8k16` is PTX's `mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32` (sm_80 and later;
/// PTX ISA, "Matrix Fragments for mma.m16n8k16 with floating point type"). With `g = lane / 4`
/// and `t = lane % 4`, each lane holds two f16 per register, the lower column/row first:
/// - A (16×16, row-major): `a0 = A[g][2t..2t+2]`, `a1 = A[g+8][2t..]`, `a2 = A[g][8+2t..]`,
///   `a3 = A[g+8][8+2t..]`;
/// - B (16×8, column-major): `b0 = B[2t..2t+2][g]`, `b1 = B[8+2t..][g]`;
/// - C and D (16×8, f32): `c0 = C[g][2t]`, `c1 = C[g][2t+1]`, `c2 = C[g+8][2t]`,
///   `c3 = C[g+8][2t+1]`.
///
/// The accumulator layout is the int8 shape's, so a D fragment's pairs are an A fragment's
/// registers for the next product without any lane exchange. RDNA3's WMMA
/// (`v_wmma_f32_16x16x16_f16`) has another lane layout and is not described here yet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MmaF16 {
    M16n8k16,
}

/// Which back end's spellings a target uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Family {
    Amdgpu,
    Nvptx,
    Host,
}

/// One code-generation target, as data.
#[derive(Debug, Clone, PartialEq)]
pub struct Target {
    /// The name plans and `--arch` use: `gfx1101`, `gfx1100`, `sm_90`, `host`.
    pub name: String,
    /// LLVM target triple.
    pub triple: String,
    /// LLVM CPU name (`gfx1101`, `sm_90`, or the host's CPU).
    pub cpu: String,
    /// LLVM target features.
    pub features: String,
    /// Threads per wave/warp; wave reductions take log2(wave_size) butterfly steps.
    pub wave_size: u32,
    /// Shared memory (LDS) one block may use, in bytes.
    pub lds_bytes: u32,
    /// Matrix-multiply units.
    pub matrix: MatrixUnits,
    /// The int8 matrix instruction's fragment shape, where the target has one the kernels are
    /// written for; the compiler selects matrix-unit kernels only then. Elsewhere
    /// `Simt::mma_i8` spells the same fragment product through lane shuffles (how the host
    /// lowering runs those kernels in CI).
    pub mma_i8: Option<MmaI8>,
    /// The f16 matrix instruction's fragment shape (f32 accumulators), where the target has one
    /// the kernels are written for (the prompt's matrix-unit attention); elsewhere
    /// `Simt::mma_f16` spells it through lane shuffles.
    pub mma_f16: Option<MmaF16>,
    /// The spellings this target uses.
    pub family: Family,
    /// Code format stored in plans: `hsaco`, `ptx` or `llvm-ir` (host).
    pub code_format: &'static str,
    /// Occupancy model: vector registers available per SIMD lane (AMD) or per SM (NVIDIA).
    pub reg_file: u32,
    /// Occupancy model: register allocation granule.
    pub reg_granule: u32,
    /// Occupancy model: most waves resident per SIMD (AMD) or warps per SM (NVIDIA).
    pub max_waves: u32,
    /// Occupancy model: shared memory per compute unit (WGP/SM) in bytes.
    pub lds_per_cu: u32,
}

/// The names `Target::by_name` accepts, in the order `--arch` documents them.
pub const TARGET_NAMES: [&str; 4] = ["gfx1101", "gfx1100", "sm_90", "host"];

impl Target {
    /// An RDNA3 card (gfx1100: RX 7900; gfx1101: RX 7700/7800). Both have 1536 VGPRs per SIMD
    /// lane in wave32, 16 waves per SIMD and 64 KiB LDS per work-group processor (AMD's RDNA3
    /// ISA guide and LLVM's AMDGPUUsage table for gfx1100/gfx1101).
    fn rdna3(name: &str) -> Target {
        Target {
            name: name.to_string(),
            triple: "amdgcn-amd-amdhsa".into(),
            cpu: name.to_string(),
            features: "+wavefrontsize32".into(),
            wave_size: 32,
            lds_bytes: 65536,
            matrix: MatrixUnits::Wmma,
            mma_i8: None,
            mma_f16: None,
            family: Family::Amdgpu,
            code_format: "hsaco",
            reg_file: 1536,
            reg_granule: 24,
            max_waves: 16,
            lds_per_cu: 65536,
        }
    }

    /// Hopper (H100/H200): 64K 32-bit registers and 64 resident warps per SM, up to 227 KiB of
    /// shared memory per block and 228 KiB per SM (CUDA C Programming Guide, compute capability
    /// 9.0 table).
    fn sm90() -> Target {
        Target {
            name: "sm_90".into(),
            triple: "nvptx64-nvidia-cuda".into(),
            cpu: "sm_90".into(),
            features: "+ptx78".into(),
            wave_size: 32,
            lds_bytes: 232448,
            matrix: MatrixUnits::Wgmma,
            mma_i8: Some(MmaI8::M16n8k32),
            mma_f16: Some(MmaF16::M16n8k16),
            family: Family::Nvptx,
            code_format: "ptx",
            reg_file: 65536,
            reg_granule: 256,
            max_waves: 64,
            lds_per_cu: 233472,
        }
    }

    /// The CPU running the compiler. Kernels run through a JIT with one OS thread per
    /// work-item, so "waves" are groups of 32 threads that meet at the shuffle callback.
    fn host() -> Target {
        Target {
            name: "host".into(),
            triple: inkwell::targets::TargetMachine::get_default_triple()
                .as_str()
                .to_string_lossy()
                .into_owned(),
            cpu: "generic".into(),
            features: String::new(),
            wave_size: 32,
            lds_bytes: 65536,
            matrix: MatrixUnits::None,
            mma_i8: None,
            mma_f16: None,
            family: Family::Host,
            code_format: "llvm-ir",
            reg_file: 0,
            reg_granule: 1,
            max_waves: 1,
            lds_per_cu: 65536,
        }
    }

    /// The target called `name` (`gfx1101`, `gfx1100`, `sm_90`, `host`).
    pub fn by_name(name: &str) -> Result<Target, KernelError> {
        match name {
            "gfx1101" | "gfx1100" => Ok(Target::rdna3(name)),
            "sm_90" => Ok(Target::sm90()),
            "host" => Ok(Target::host()),
            other => Err(KernelError::UnknownTarget(other.to_string())),
        }
    }

    /// Whether this target produces a GPU code object (as opposed to host JIT code).
    pub fn is_gpu(&self) -> bool {
        self.family != Family::Host
    }

    /// Estimated resident waves per SIMD (AMD) or warps per SM (NVIDIA) for a kernel using
    /// `regs` registers per thread (None: unknown, registers are then not a limit),
    /// `shared_bytes` of LDS per block and `block_threads` threads per block.
    pub fn occupancy(&self, regs: Option<u32>, shared_bytes: u32, block_threads: u32) -> u32 {
        let waves_per_block = block_threads.div_ceil(self.wave_size).max(1);
        let mut waves = self.max_waves;
        if let Some(r) = regs.filter(|&r| r > 0) {
            let per_wave = match self.family {
                // AMD: registers are per lane; the file holds reg_file of them per SIMD lane.
                Family::Amdgpu => r.div_ceil(self.reg_granule) * self.reg_granule,
                // NVIDIA: registers are allocated per warp in granules of 256.
                _ => (r * self.wave_size).div_ceil(self.reg_granule) * self.reg_granule,
            };
            if let Some(w) = self.reg_file.checked_div(per_wave) {
                waves = waves.min(w);
            }
        }
        if let Some(blocks) = self.lds_per_cu.checked_div(shared_bytes) {
            // An RDNA3 WGP has 4 SIMDs sharing its LDS; an SM is one unit.
            let simds = if self.family == Family::Amdgpu { 4 } else { 1 };
            waves = waves.min(blocks * waves_per_block / simds);
        }
        waves
    }
}
