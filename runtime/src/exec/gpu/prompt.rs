//! The GPU prompt step: a chunk of up to `cap` tokens through the plan's graph at once, with
//! the BLAS library's GEMMs for every projection and the experts grouped by id, built from the
//! plan and the decode [`Schedule`] alone (no device), so it can be printed and tested on CI.
//!
//! For a chunk of `T` tokens at positions `p0 .. p0 + T` every value is a `[T × width]`
//! row-major matrix, and each op becomes:
//!
//! | op | prompt steps |
//! |---|---|
//! | embedding | none: the host gathers the `T` rows into `embd` |
//! | rms_norm / head_rms_norm | `rmsnorm` over `T` (or `T·n_head`) rows |
//! | matmul `W[n×k]` | `Y[T×n] = X·Wᵀ`: one GEMM; X cast to f16 (`cast_f16`, once per value) and W read as stored when it is F16, W dequantized to an f16 staging matrix first when it is quantized, everything f32 when W is F32; then `add_bias_rows` for a bias |
//! | rope → attention | `rope_*_kv_store_rows` (row `r` rotated at `p0 + r`, its K/V stored at cache row `p0 + r`), then `attn_prefill`: row `r` attends causally to cache rows `0 ..= p0 + r` |
//! | router_topk | `router_topk` over `T` rows |
//! | moe_ffn | a host point ([`MoeGroup`]): the `T·k` picks are read back, sorted by expert (stable in token order), the rows gathered in that order, then per expert `e` with `c_e` rows two GEMMs (gate, up: `[c_e × n_ff]`), one SwiGLU over the chunk's rows, one GEMM down; `moe_combine_rows` sums each token's `k` rows with the router weights |
//! | dense_ffn / shared_expert | GEMMs gate, up, `swiglu`, down (+ the shared expert's one-column gate GEMM and `sigmoid_scale_rows`) |
//! | add | `add` over `T·width` |
//! | output_head | the decode matvec on the rows whose logits are wanted (usually only the last) |
//!
//! Buffers are sized for `cap` rows and reused once their last reader has been queued (every
//! step runs in order on one stream), so the prompt arena is a few live activations, the
//! staging matrices and the MoE scratch, not one buffer per value. The KV cache, the weights
//! and the `step` words are the decode schedule's own buffers.
//!
//! With an expert cache the MoE host point reads each expert from its slot when the residency
//! table has it there and over the bus from the registered GGUF mapping otherwise (the
//! dequantize kernel streams the miss across PCIe once per chunk, instead of the CPU pool
//! computing every missed row); nothing else changes.
//!
//! Anything this builder does not handle is [`RuntimeError::Unsupported`]; the executor then
//! runs prompts token by token through the decode step.

use std::collections::HashMap;

use strata_ir::GgmlType;
use strata_ir::graph::{Graph, ValueId, WeightId};
use strata_ir::op::{Glu, InputKind, Op, RopeMode, Scoring};
use strata_ir::plan::Plan;
use strata_ir::quant::q8_row_bytes;

use super::schedule::{
    AttnParams, BufId, BufInit, KernelRef, RopeParams, Schedule, attn_params, check_abi,
    kernels_of, kv_plane_bytes, mat_shape, matvec_name, rope_params,
};
use crate::device::driver::{GemmShape, GemmType};
use crate::error::RuntimeError;

/// Where an argument points: a decode-schedule buffer (weights, KV cache, `step`) or a buffer
/// of the prompt arena, each `+ offset` bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ref {
    Dec(BufId, u64),
    Own(usize, u64),
}

impl Ref {
    /// The same buffer `bytes` further on.
    pub fn offset(self, bytes: u64) -> Ref {
        match self {
            Ref::Dec(b, o) => Ref::Dec(b, o + bytes),
            Ref::Own(b, o) => Ref::Own(b, o + bytes),
        }
    }
}

/// One launch argument.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum PArg {
    Ref(Ref),
    I32(i32),
    F32(f32),
}

/// One prompt-arena buffer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OwnBuf {
    pub name: String,
    pub bytes: u64,
}

/// A kernel launch of the prompt step (grid already at the chunk's shape).
#[derive(Debug, Clone, PartialEq)]
pub struct PLaunch {
    /// Index into [`PromptSchedule::kernels`].
    pub kernel: usize,
    pub grid: [u32; 3],
    pub block: [u32; 3],
    pub args: Vec<PArg>,
    pub what: String,
}

/// One GEMM of the prompt step.
#[derive(Debug, Clone, PartialEq)]
pub struct PGemm {
    /// The weight matrix multiplied.
    pub weight: WeightId,
    pub shape: GemmShape,
    pub c: Ref,
    pub a: Ref,
    pub b: Ref,
    pub what: String,
}

/// How one expert matrix reaches a GEMM.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ExpertMat {
    /// The tensor (its bytes in the mapped GGUF are what misses stream from).
    pub id: WeightId,
    /// The whole `[n_expert × rows × cols]` tensor as stored (`None`: the experts live in the
    /// device cache; each expert is read from its slot, or over the bus from the mapped file).
    pub weight: Option<BufId>,
    pub ty: GgmlType,
    pub rows: usize,
    pub cols: usize,
    /// Bytes of one expert's slab as stored.
    pub slab_bytes: u64,
    /// The dequantize kernel (quantized types; `None`: the GEMM reads the slab as stored).
    pub dequant: Option<usize>,
}

impl ExpertMat {
    /// The GEMM operand type: F32 weights stay f32, everything else runs in f16.
    pub fn gemm_type(&self) -> GemmType {
        if self.ty == GgmlType::F32 {
            GemmType::F32
        } else {
            GemmType::F16
        }
    }
}

/// A MoE layer of the prompt step: where the host reads the picks back and groups them.
#[derive(Debug, Clone, PartialEq)]
pub struct MoeGroup {
    pub layer: u32,
    /// Index of this layer among the MoE layers (the cache's point).
    pub point: usize,
    pub n_expert: usize,
    pub k: usize,
    pub n_embd: usize,
    pub n_ff: usize,
    /// Gate, up, down.
    pub mats: [ExpertMat; 3],
    /// `f32[T × n_embd]` input rows, `i32[T × k]` picks, `f32[T × k]` router weights.
    pub x: Ref,
    pub ids: Ref,
    pub weights: Ref,
    /// `f32[T × n_embd]` output.
    pub y: Ref,
    /// Scratch: `i32[cap·k]` token of each sorted row, `i32[cap·k]` sorted row of each pick,
    /// `f32[cap·k]` of ones (the f32 gather runs as a one-pick combine).
    pub perm: Ref,
    pub sel_rows: Ref,
    /// `i32[cap·k]`: the expert of each sorted row (the bias kernel's ids; gpt-oss).
    pub sorted_e: Ref,
    /// Per gate, up, down: the f32 expert biases `[rows × n_expert]` (gpt-oss), and the kernel
    /// that adds each sorted row's expert bias in place.
    pub bias: [Option<Ref>; 3],
    pub k_bias: Option<usize>,
    /// gpt-oss's clamped SwiGLU `(alpha, limit)`; `k_swiglu` is then `swiglu_oai`.
    pub glu: Option<(f32, f32)>,
    pub ones: Ref,
    /// Sorted input rows (`f16` or `f32` as the gate/up GEMMs read them).
    pub xs: Ref,
    /// `f32[cap·k × n_ff]` gate and up outputs, SwiGLU output, its f16 copy, and
    /// `f32[cap·k × n_embd]` down outputs.
    pub g: Ref,
    pub u: Ref,
    pub h: Ref,
    pub h16: Ref,
    pub dn: Ref,
    /// f16 staging for `chunk_experts` experts of each matrix (quantized types only).
    pub stage: [Ref; 3],
    pub chunk_experts: usize,
    /// Expert cache only: two rings of `chunk_experts` raw expert slots (gate, up, down slabs
    /// at `ring_offsets`, `ring_stride` bytes apart) the copy engine fills with a chunk's
    /// misses from the registered mapping while the previous chunk computes.
    pub rings: Option<[Ref; 2]>,
    pub ring_offsets: [u64; 3],
    pub ring_stride: u64,
    /// The grouped matmul kernels of gate, up and down (`strata_moe_matmul_<type>`): when
    /// present, each expert's rows are multiplied straight from its quantized blocks through a
    /// tile table (no f16 staging, no per-expert GEMMs); `None`: staged GEMMs.
    pub k_mm: Option<[usize; 3]>,
    /// Tile tables (matmul mode): room for `max_tiles` tiles, each chunk of experts writing its
    /// tiles at the next free index as `[n × u64 gate][n × u64 up][n × u64 down][n × 2 i32]`
    /// (weight addresses, then first sorted row and row count).
    pub tiles: Ref,
    pub max_tiles: usize,
    /// Per matrix (matmul mode): whether its kernel reads q8 rows (parameter `xq`) made by
    /// `k_quant` into `xq` (gate/up input) and `hq` (down input), else f32 rows.
    pub mm_q8: [bool; 3],
    pub k_quant: Option<usize>,
    pub xq: Ref,
    pub hq: Ref,
    /// Kernels: gather (f16), combine rows (also the f32 gather), swiglu, cast.
    pub k_gather16: Option<usize>,
    pub k_combine_rows: usize,
    pub k_swiglu: usize,
    pub k_cast: Option<usize>,
}

/// The output head over the rows whose logits are wanted.
#[derive(Debug, Clone, PartialEq)]
pub struct PHead {
    /// The decode matvec kernel for the head's type.
    pub kernel: usize,
    pub block: [u32; 3],
    /// Grid of one row.
    pub grid: [u32; 3],
    pub weight: BufId,
    pub rows: usize,
    pub cols: usize,
    /// The final normed rows `f32[T × cols]`.
    pub x: Ref,
    /// The decode schedule's logits buffer (one row).
    pub logits: BufId,
}

/// One step of the prompt.
#[derive(Debug, Clone, PartialEq)]
pub enum PStep {
    Launch(PLaunch),
    Gemm(PGemm),
    Moe(Box<MoeGroup>),
    Head(PHead),
}

/// The prompt step for `rows` tokens (buffers sized for `cap`).
#[derive(Debug, Clone)]
pub struct PromptSchedule {
    pub target: String,
    pub kernels: Vec<KernelRef>,
    pub buffers: Vec<OwnBuf>,
    pub steps: Vec<PStep>,
    pub rows: usize,
    pub cap: usize,
    /// `f32[cap × n_embd]`: the chunk's embedding rows, written by the host.
    pub embd: usize,
    /// The decode schedule's `step` buffer (`[p0, p0 + T]` before the chunk).
    pub step: BufId,
}

/// Rows a GEMM of `m` rows is launched with: `m` rounded up to a multiple of 16 (up to 128),
/// 64 (up to 1024) or 256, so a BLAS library resolves and loads a few shapes instead of one per
/// expert row count (prompts route a different number of rows to every expert). The extra rows
/// read whatever follows in the operand and write rows that a later GEMM in stream order
/// overwrites or nobody reads; the MoE scratch has [`PAD_ROWS`] spare rows for the last one.
pub fn gemm_rows(m: usize) -> usize {
    let q = if m <= 128 {
        16
    } else if m <= 1024 {
        64
    } else {
        256
    };
    m.next_multiple_of(q)
}

/// Spare rows after the MoE scratch matrices (at most `gemm_rows(m) − m`).
pub const PAD_ROWS: usize = 256;

/// Rows of one tile of the grouped matmul: an expert's rows are cut into tiles of at most this
/// many (the kernel walks a tile a few rows at a time), so one heavily routed expert spreads
/// over several columns of blocks instead of serializing the launch.
pub const TILE_ROWS: usize = 32;

/// Tiles a MoE layer of `sel` sorted rows over `n_expert` experts can need.
pub fn max_tiles(sel: usize, n_expert: usize) -> usize {
    sel.div_ceil(TILE_ROWS) + n_expert
}

/// Whether the grouped matmul may be used (`STRATA_GPU_PROMPT_MM=0` keeps the staged GEMMs,
/// the A/B arm).
fn matmul_allowed() -> bool {
    std::env::var("STRATA_GPU_PROMPT_MM").map_or(true, |v| v.trim() != "0")
}

fn matmul_name(ty: GgmlType) -> String {
    format!("strata_moe_matmul_{}", ty.name().to_ascii_lowercase())
}

/// Whether the matrix-unit grouped matmul may be used where the plan has one
/// (`STRATA_GPU_PROMPT_MMA=0` keeps the dp4a matmul, the A/B arm).
fn mma_allowed() -> bool {
    std::env::var("STRATA_GPU_PROMPT_MMA").map_or(true, |v| v.trim() != "0")
}

/// Whether the prompt's attention may take the matrix-unit kernel where the plan has one
/// (`STRATA_GPU_PREFILL_MMA=0` keeps the f32 kernel, the A/B arm).
fn prefill_mma_allowed() -> bool {
    std::env::var("STRATA_GPU_PREFILL_MMA").map_or(true, |v| v.trim() != "0")
}

/// The grouped matmul a matrix of `ty` runs: `strata_moe_matmul_mma_<type>` (the int8 matrix
/// units) where the plan has it for this target, else the dp4a one.
fn matmul_choice(by_name: &HashMap<&str, usize>, ty: GgmlType) -> String {
    let mma = format!("strata_moe_matmul_mma_{}", ty.name().to_ascii_lowercase());
    if mma_allowed() && by_name.contains_key(mma.as_str()) {
        mma
    } else {
        matmul_name(ty)
    }
}

/// Bytes of the GEMM workspace the prompt arena reserves.
pub const GEMM_WORKSPACE: u64 = 32 << 20;

/// Kernels the prompt step needs beyond the decode step's.
const CAST: &str = "strata_cast_f16_f32";
const GATHER16: &str = "strata_gather_rows_f16";
const COMBINE_ROWS: &str = "strata_moe_combine_rows_f32";
const ADD_BIAS_ROWS: &str = "strata_add_bias_rows_f32";
const SIGMOID_ROWS: &str = "strata_sigmoid_scale_rows_f32";
const QUANT_ROWS: &str = "strata_quantize_rows_q8";

fn unsupported(msg: impl Into<String>) -> RuntimeError {
    RuntimeError::Unsupported(format!("gpu prompt step: {}", msg.into()))
}

/// A deferred in-place rope (runs fused with its attention's KV store).
struct PendingRope {
    fused: String,
    heads: usize,
    head_dim: usize,
    n_rot: usize,
    l2: f32,
    freq_scale: f32,
    /// YaRN's `[ext_factor, corr_lo, corr_hi, mscale]` (gpt-oss), `None` for plain RoPE.
    yarn: Option<[f32; 4]>,
    what: String,
}

struct Builder<'p> {
    plan: &'p Plan,
    graph: &'p Graph,
    dec: &'p Schedule,
    by_name: HashMap<&'p str, usize>,
    kernel_index: HashMap<usize, usize>,
    kernels: Vec<KernelRef>,
    rows: usize,
    cap: usize,
    buffers: Vec<OwnBuf>,
    free: Vec<usize>,
    /// Remaining readers (nodes) of each own buffer.
    buf_uses: Vec<usize>,
    /// An f16 copy that dies with the buffer it copies.
    tied: HashMap<usize, usize>,
    vals: HashMap<ValueId, (Ref, usize)>,
    f16_of: HashMap<ValueId, Ref>,
    raw: HashMap<WeightId, BufId>,
    f32w: HashMap<WeightId, BufId>,
    kv: HashMap<String, BufId>,
    steps: Vec<PStep>,
    dense_stage: Option<(usize, u64)>,
}

impl<'p> Builder<'p> {
    fn kernel(&mut self, name: &str) -> Result<usize, RuntimeError> {
        let &pi = self.by_name.get(name).ok_or_else(|| {
            unsupported(format!(
                "the plan has no {} code object for {name}; recompile it with this stratac",
                self.dec.target
            ))
        })?;
        let next = self.kernels.len();
        let ki = *self.kernel_index.entry(pi).or_insert(next);
        if ki == next {
            self.kernels.push(KernelRef {
                name: name.to_string(),
                plan_index: pi,
            });
        }
        Ok(ki)
    }

    /// Emits a launch of `name` at shape `(m, n, k)`, checking the plan kernel's parameters.
    fn launch(
        &mut self,
        name: &str,
        (m, n, k): (u64, u64, u64),
        args: &[(&str, PArg)],
        what: &str,
    ) -> Result<(), RuntimeError> {
        let ki = self.kernel(name)?;
        let kb = &self.plan.kernels[self.kernels[ki].plan_index];
        let abi: Vec<(&str, super::schedule::Arg)> = args
            .iter()
            .map(|&(n, a)| {
                (
                    n,
                    match a {
                        PArg::Ref(_) => super::schedule::Arg::Buf(BufId(0), 0),
                        PArg::I32(v) => super::schedule::Arg::I32(v),
                        PArg::F32(v) => super::schedule::Arg::F32(v),
                    },
                )
            })
            .collect();
        check_abi(kb, &abi)?;
        let grid = kb.grid.clone().map(|d| d.blocks(m, n, k));
        self.steps.push(PStep::Launch(PLaunch {
            kernel: ki,
            grid,
            block: kb.block_dim,
            args: args.iter().map(|&(_, a)| a).collect(),
            what: what.to_string(),
        }));
        Ok(())
    }

    /// A prompt-arena buffer of `bytes` (a free one that is large enough, else a new one).
    fn alloc(&mut self, name: impl Into<String>, bytes: u64) -> usize {
        let bytes = bytes.max(4);
        let best = self
            .free
            .iter()
            .enumerate()
            .filter(|(_, b)| self.buffers[**b].bytes >= bytes)
            .min_by_key(|(_, b)| self.buffers[**b].bytes)
            .map(|(i, _)| i);
        if let Some(i) = best {
            let b = self.free.swap_remove(i);
            self.buf_uses[b] = 0;
            return b;
        }
        self.buffers.push(OwnBuf {
            name: name.into(),
            bytes,
        });
        self.buf_uses.push(0);
        self.buffers.len() - 1
    }

    /// A buffer that lives for the whole step (never returned to the free list).
    fn fixed(&mut self, name: impl Into<String>, bytes: u64) -> Ref {
        self.buffers.push(OwnBuf {
            name: name.into(),
            bytes: bytes.max(4),
        });
        self.buf_uses.push(usize::MAX);
        Ref::Own(self.buffers.len() - 1, 0)
    }

    /// The output value `v`, `width` f32 per row, in a fresh buffer.
    fn out(&mut self, v: ValueId, width: usize) -> Ref {
        let name = self
            .graph
            .get_value(v)
            .map(|x| format!("%{}", x.name))
            .unwrap_or_else(|| format!("%v{}", v.0));
        let b = self.alloc(name, 4 * (self.cap * width) as u64);
        self.bind(v, Ref::Own(b, 0), width);
        Ref::Own(b, 0)
    }

    /// Makes `v` live in `r` (its readers keep the buffer).
    fn bind(&mut self, v: ValueId, r: Ref, width: usize) {
        if let Ref::Own(b, _) = r
            && self.buf_uses[b] != usize::MAX
        {
            self.buf_uses[b] += self.graph.users(v).len();
        }
        self.vals.insert(v, (r, width));
    }

    fn val(&self, v: ValueId) -> Result<(Ref, usize), RuntimeError> {
        self.vals
            .get(&v)
            .copied()
            .ok_or_else(|| unsupported(format!("value {} has no buffer", v.0)))
    }

    /// After a node: its inputs lose a reader; buffers nobody reads any more go back.
    fn release(&mut self, inputs: &[ValueId], outputs: &[ValueId]) {
        let mut seen = Vec::new();
        for &v in inputs {
            if seen.contains(&v) {
                continue;
            }
            seen.push(v);
            if let Some(&(Ref::Own(b, _), _)) = self.vals.get(&v)
                && self.buf_uses[b] != usize::MAX
            {
                self.buf_uses[b] = self.buf_uses[b].saturating_sub(1);
                if self.buf_uses[b] == 0 {
                    self.give_back(b);
                }
            }
        }
        for &v in outputs {
            if self.graph.users(v).is_empty()
                && let Some(&(Ref::Own(b, _), _)) = self.vals.get(&v)
                && self.buf_uses[b] == 0
            {
                self.give_back(b);
            }
        }
    }

    fn give_back(&mut self, b: usize) {
        if !self.free.contains(&b) {
            self.free.push(b);
        }
        let tied = self.tied.remove(&b);
        if let Some(t) = tied
            && !self.free.contains(&t)
        {
            self.free.push(t);
        }
        self.f16_of
            .retain(|_, r| !matches!(r, Ref::Own(x, _) if *x == b || Some(*x) == tied));
    }

    fn weight_raw(&self, id: WeightId) -> Result<BufId, RuntimeError> {
        self.raw.get(&id).copied().ok_or_else(|| {
            unsupported(format!(
                "{} is not resident in the decode schedule",
                self.graph.weight(id).name
            ))
        })
    }

    fn weight_f32(&self, id: WeightId) -> Result<BufId, RuntimeError> {
        self.f32w.get(&id).copied().ok_or_else(|| {
            unsupported(format!(
                "{} has no f32 copy in the decode schedule",
                self.graph.weight(id).name
            ))
        })
    }

    /// The f16 copy of value `v` (`T × width`), cast once.
    fn f16(&mut self, v: ValueId) -> Result<Ref, RuntimeError> {
        if let Some(&r) = self.f16_of.get(&v) {
            return Ok(r);
        }
        let (x, width) = self.val(v)?;
        let b = self.alloc("f16 copy", 2 * (self.cap * width) as u64);
        self.buf_uses[b] = usize::MAX - 1;
        if let Ref::Own(xb, _) = x {
            self.tied.insert(xb, b);
        }
        let n = self.rows * width;
        self.launch(
            CAST,
            (n as u64, 0, 0),
            &[
                ("y", PArg::Ref(Ref::Own(b, 0))),
                ("x", PArg::Ref(x)),
                ("n", PArg::I32(n as i32)),
            ],
            "cast",
        )?;
        let r = Ref::Own(b, 0);
        self.f16_of.insert(v, r);
        Ok(r)
    }

    /// `y[T × rows] = x · Wᵀ` for a dense matrix weight.
    fn gemm(&mut self, w: WeightId, xv: ValueId, y: Ref, what: &str) -> Result<(), RuntimeError> {
        let (ty, rows, cols) = mat_shape(self.graph, w)?;
        let (x, width) = self.val(xv)?;
        if width != cols {
            return Err(unsupported(format!(
                "{what}: {cols} columns for {width} inputs"
            )));
        }
        let raw = self.weight_raw(w)?;
        let (a, b, ab_type) = match ty {
            GgmlType::F32 => (x, Ref::Dec(raw, 0), GemmType::F32),
            GgmlType::F16 => (self.f16(xv)?, Ref::Dec(raw, 0), GemmType::F16),
            _ => {
                let stage = self.dense_stage(rows * cols)?;
                let n_units = rows * cols / 32;
                let dq = format!("strata_dequant_f16_{}", ty.name().to_ascii_lowercase());
                self.launch(
                    &dq,
                    (rows as u64, cols as u64, 0),
                    &[
                        ("out", PArg::Ref(stage)),
                        ("w", PArg::Ref(Ref::Dec(raw, 0))),
                        ("n_units", PArg::I32(n_units as i32)),
                    ],
                    what,
                )?;
                (self.f16(xv)?, stage, GemmType::F16)
            }
        };
        self.steps.push(PStep::Gemm(PGemm {
            weight: w,
            shape: GemmShape {
                m: self.rows as u32,
                n: rows as u32,
                k: cols as u32,
                ab_type,
                lda: cols as u32,
                ldb: cols as u32,
                ldc: rows as u32,
            },
            c: y,
            a,
            b,
            what: what.to_string(),
        }));
        Ok(())
    }

    /// The dense staging matrix (f16), sized for the largest quantized dense weight.
    fn dense_stage(&mut self, elems: usize) -> Result<Ref, RuntimeError> {
        match self.dense_stage {
            Some((b, bytes)) if bytes >= 2 * elems as u64 => Ok(Ref::Own(b, 0)),
            Some(_) => Err(unsupported("dense staging sized too small")),
            None => Err(unsupported("no dense staging")),
        }
    }

    /// `gate, up, swiglu, down` over `T` rows of `xv` into `y`.
    fn dense_ffn(
        &mut self,
        [g, u, d]: [WeightId; 3],
        xv: ValueId,
        y: Ref,
        what: &str,
    ) -> Result<(), RuntimeError> {
        let (_, n_ff, _) = mat_shape(self.graph, g)?;
        let gb = self.alloc(format!("{what}.gate"), 4 * (self.cap * n_ff) as u64);
        let ub = self.alloc(format!("{what}.up"), 4 * (self.cap * n_ff) as u64);
        self.gemm(g, xv, Ref::Own(gb, 0), &format!("{what}.gate"))?;
        self.gemm(u, xv, Ref::Own(ub, 0), &format!("{what}.up"))?;
        // The SwiGLU output is a pseudo value so `gemm` can cast it like any other.
        let hv = ValueId(u32::MAX - self.steps.len() as u32);
        let hb = self.alloc(format!("{what}.h"), 4 * (self.cap * n_ff) as u64);
        let n = self.rows * n_ff;
        self.launch(
            "strata_swiglu_f32",
            (n as u64, 0, 0),
            &[
                ("y", PArg::Ref(Ref::Own(hb, 0))),
                ("g", PArg::Ref(Ref::Own(gb, 0))),
                ("u", PArg::Ref(Ref::Own(ub, 0))),
                ("n", PArg::I32(n as i32)),
            ],
            what,
        )?;
        self.give_back(gb);
        self.give_back(ub);
        self.vals.insert(hv, (Ref::Own(hb, 0), n_ff));
        self.gemm(d, hv, y, &format!("{what}.down"))?;
        self.vals.remove(&hv);
        self.f16_of.remove(&hv);
        self.give_back(hb);
        Ok(())
    }
}

impl PromptSchedule {
    /// The prompt step of `plan` for `rows` tokens, buffers for `cap` (`1 ≤ rows ≤ cap`),
    /// beside the resident decode schedule `dec`; the MoE layers stage `chunk_experts`
    /// experts' f16 weights at a time.
    pub fn build(
        plan: &Plan,
        dec: &Schedule,
        rows: usize,
        cap: usize,
        chunk_experts: usize,
    ) -> Result<PromptSchedule, RuntimeError> {
        if rows == 0 || rows > cap || cap > i32::MAX as usize / 4096 {
            return Err(unsupported(format!(
                "{rows} rows for a {cap}-row prompt step"
            )));
        }
        let cached = dec.experts.is_some();
        let mut n_moe = 0usize;
        let graph = &plan.graph;
        let mut raw = HashMap::new();
        let mut f32w = HashMap::new();
        let mut kv = HashMap::new();
        for (i, b) in dec.buffers.iter().enumerate() {
            match b.init {
                BufInit::WeightRaw(w) => {
                    raw.insert(w, BufId(i));
                }
                BufInit::WeightF32(w) => {
                    f32w.insert(w, BufId(i));
                }
                _ if b.name.starts_with("kv.") => {
                    kv.insert(b.name.clone(), BufId(i));
                }
                _ => {}
            }
        }
        let mut b = Builder {
            plan,
            graph,
            dec,
            by_name: kernels_of(plan, &dec.target),
            kernel_index: HashMap::new(),
            kernels: Vec::new(),
            rows,
            cap,
            buffers: Vec::new(),
            free: Vec::new(),
            buf_uses: Vec::new(),
            tied: HashMap::new(),
            vals: HashMap::new(),
            f16_of: HashMap::new(),
            raw,
            f32w,
            kv,
            steps: Vec::new(),
            dense_stage: None,
        };
        // Fixed buffers first, so every build (any `rows`) lays the arena out alike.
        let n_embd = plan.config.n_embd as usize;
        let embd = match b.fixed("embd", 4 * (cap * n_embd) as u64) {
            Ref::Own(i, _) => i,
            Ref::Dec(..) => unreachable_ref()?,
        };
        let mut dense_elems = 0usize;
        // Every MoE layer's three matrices have a grouped matmul in the plan: no f16 staging.
        let mut all_mm = matmul_allowed();
        let mut moe_dims: Option<(usize, usize, usize, usize)> = None; // (k, n_embd, n_ff, slab elems)
        // The largest raw slab of each expert matrix (gate, up, down), for the miss rings.
        let mut raw_slab = [0u64; 3];
        for id in graph.node_ids() {
            let Some(node) = graph.node(id) else { continue };
            match &node.op {
                Op::MatMul { weight, .. } => {
                    let (ty, r, c) = mat_shape(graph, *weight)?;
                    if !matches!(ty, GgmlType::F32 | GgmlType::F16) {
                        dense_elems = dense_elems.max(r * c);
                    }
                }
                Op::DenseFfn { gate, up, down } | Op::SharedExpert { gate, up, down, .. } => {
                    for w in [gate, up, down] {
                        let (ty, r, c) = mat_shape(graph, *w)?;
                        if !matches!(ty, GgmlType::F32 | GgmlType::F16) {
                            dense_elems = dense_elems.max(r * c);
                        }
                    }
                }
                Op::MoeFfn {
                    k, gate, up, down, ..
                }
                | Op::MoeFfnExt {
                    k, gate, up, down, ..
                } => {
                    for (i, w) in [gate, up, down].into_iter().enumerate() {
                        let (ty, r, c) = mat_shape(graph, *w)?;
                        let slab = ty.row_bytes(c as u64).map_or(0, |rb| rb * r as u64);
                        raw_slab[i] = raw_slab[i].max(slab);
                        all_mm &= b.by_name.contains_key(matmul_name(ty).as_str());
                    }
                    let (_, n_ff, n) = mat_shape(graph, *gate)?;
                    let m = moe_dims.get_or_insert((*k as usize, n, n_ff, n_ff * n));
                    m.0 = m.0.max(*k as usize);
                    m.2 = m.2.max(n_ff);
                    m.3 = m.3.max(n_ff * n);
                }
                _ => {}
            }
        }
        if dense_elems > 0 {
            let r = b.fixed("dense staging (f16)", 2 * dense_elems as u64);
            if let Ref::Own(i, _) = r {
                b.dense_stage = Some((i, 2 * dense_elems as u64));
            }
        }
        // MoE scratch, shared by every layer.
        struct MoeScratch {
            perm: Ref,
            sel_rows: Ref,
            sorted_e: Ref,
            ones: Ref,
            xs: Ref,
            g: Ref,
            u: Ref,
            h: Ref,
            h16: Ref,
            dn: Ref,
            stage: [Ref; 3],
            tiles: Ref,
            max_tiles: usize,
            xq: Ref,
            hq: Ref,
            rings: Option<[Ref; 2]>,
            ring_offsets: [u64; 3],
            ring_stride: u64,
        }
        let chunk_experts = chunk_experts
            .max(1)
            .min(plan.config.n_expert.max(1) as usize);
        let mut scratch = match moe_dims {
            None => None,
            Some((k, n, n_ff, slab)) => {
                let sel = (cap * k) as u64;
                // Matrices GEMMs write past their rows into (see `gemm_rows`).
                let rows = sel + PAD_ROWS as u64;
                // Matmul mode reads the experts as stored: no staging.
                let staged = if all_mm { 0 } else { chunk_experts * slab };
                let max_tiles = max_tiles(cap * k, plan.config.n_expert as usize);
                Some(MoeScratch {
                    perm: b.fixed("moe.perm", 4 * sel),
                    sel_rows: b.fixed("moe.sel_rows", 4 * sel),
                    sorted_e: b.fixed("moe.sorted_experts", 4 * sel),
                    ones: b.fixed("moe.ones", 4 * sel),
                    xs: b.fixed("moe.xs", 4 * rows * n as u64),
                    g: b.fixed("moe.gate", 4 * rows * n_ff as u64),
                    u: b.fixed("moe.up", 4 * rows * n_ff as u64),
                    h: b.fixed("moe.h", 4 * rows * n_ff as u64),
                    h16: b.fixed("moe.h16", 2 * rows * n_ff as u64),
                    dn: b.fixed("moe.down", 4 * rows * n as u64),
                    stage: [
                        b.fixed("moe.stage.gate", 2 * staged as u64),
                        b.fixed("moe.stage.up", 2 * staged as u64),
                        b.fixed("moe.stage.down", 2 * staged as u64),
                    ],
                    tiles: b.fixed("moe.tiles", 32 * max_tiles as u64),
                    max_tiles,
                    xq: b.fixed(
                        "moe.xq",
                        if all_mm {
                            rows * q8_row_bytes(n) as u64
                        } else {
                            4
                        },
                    ),
                    hq: b.fixed(
                        "moe.hq",
                        if all_mm {
                            rows * q8_row_bytes(n_ff) as u64
                        } else {
                            4
                        },
                    ),
                    rings: None,
                    ring_offsets: [0; 3],
                    ring_stride: 0,
                })
            }
        };
        if cached && let Some(sc) = scratch.as_mut() {
            let al = |x: u64| x.div_ceil(super::schedule::BUF_ALIGN) * super::schedule::BUF_ALIGN;
            sc.ring_offsets = [0, al(raw_slab[0]), al(raw_slab[0]) + al(raw_slab[1])];
            sc.ring_stride = sc.ring_offsets[2] + al(raw_slab[2]);
            let bytes = chunk_experts as u64 * sc.ring_stride;
            sc.rings = Some([b.fixed("moe.ring.0", bytes), b.fixed("moe.ring.1", bytes)]);
        }
        let step = dec.step;
        let (kv, n_ctx) = (dec.kv, dec.n_ctx);
        let order = graph
            .topo_order()
            .map_err(|e| unsupported(format!("graph: {e}")))?;
        let mut deferred: HashMap<ValueId, PendingRope> = HashMap::new();
        let t = rows as u64;
        for id in order {
            let Some(node) = graph.node(id) else { continue };
            let ins = node.inputs.clone();
            let outs = node.outputs.clone();
            let out0 = outs.first().copied();
            let what = out0
                .and_then(|v| graph.get_value(v))
                .map(|v| v.name.clone())
                .unwrap_or_default();
            let input = |i: usize| {
                ins.get(i)
                    .copied()
                    .ok_or_else(|| unsupported(format!("{what}: input {i} missing")))
            };
            let output = || out0.ok_or_else(|| unsupported(format!("{what}: no output")));
            match &node.op {
                Op::Input(InputKind::Tokens) | Op::Input(InputKind::Positions) => {}
                // qwen35moe's gated DeltaNet and gated attention have no GPU kernels yet.
                Op::CausalConv1d { .. }
                | Op::GatedDeltaNet { .. }
                | Op::GatedHeadNorm { .. }
                | Op::SplitHeadPairs { .. }
                | Op::SigmoidGate => {
                    return Err(unsupported(format!(
                        "{what}: {} (qwen35moe's gated DeltaNet / gated attention) has no GPU \
                         kernel yet; run this model with --device cpu",
                        node.op.name()
                    )));
                }
                Op::Embedding { .. } => {
                    let o = output()?;
                    b.vals.insert(o, (Ref::Own(embd, 0), n_embd));
                }
                Op::RmsNorm { weight, eps } => {
                    let (x, n) = b.val(input(0)?)?;
                    let w = b.weight_f32(*weight)?;
                    let y = b.out(output()?, n);
                    b.launch(
                        "strata_rmsnorm_f32",
                        (t, n as u64, 0),
                        &[
                            ("y", PArg::Ref(y)),
                            ("x", PArg::Ref(x)),
                            ("w", PArg::Ref(Ref::Dec(w, 0))),
                            ("n", PArg::I32(n as i32)),
                            ("eps", PArg::F32(*eps)),
                        ],
                        &what,
                    )?;
                }
                Op::HeadRmsNorm {
                    weight,
                    eps,
                    n_head,
                    head_dim,
                } => {
                    let (x, n) = b.val(input(0)?)?;
                    let (nh, d) = (*n_head as usize, *head_dim as usize);
                    if nh * d != n {
                        return Err(unsupported(format!("{what}: {nh} heads of {d} over {n}")));
                    }
                    let w = b.weight_f32(*weight)?;
                    let y = b.out(output()?, n);
                    b.launch(
                        "strata_rmsnorm_f32",
                        (t * nh as u64, d as u64, 0),
                        &[
                            ("y", PArg::Ref(y)),
                            ("x", PArg::Ref(x)),
                            ("w", PArg::Ref(Ref::Dec(w, 0))),
                            ("n", PArg::I32(d as i32)),
                            ("eps", PArg::F32(*eps)),
                        ],
                        &what,
                    )?;
                }
                Op::MatMul { weight, bias } => {
                    let (_, r, _) = mat_shape(graph, *weight)?;
                    let y = b.out(output()?, r);
                    b.gemm(*weight, input(0)?, y, &what)?;
                    if let Some(bias) = bias {
                        let bb = b.weight_f32(*bias)?;
                        b.launch(
                            ADD_BIAS_ROWS,
                            (t, r as u64, 0),
                            &[
                                ("y", PArg::Ref(y)),
                                ("x", PArg::Ref(y)),
                                ("b", PArg::Ref(Ref::Dec(bb, 0))),
                                ("n", PArg::I32(r as i32)),
                            ],
                            &what,
                        )?;
                    }
                }
                Op::Rope { .. } | Op::RopeYarn { .. } => {
                    let Some(RopeParams {
                        mode,
                        n_head,
                        head_dim,
                        n_rot,
                        freq_base,
                        freq_scale,
                        yarn,
                    }) = rope_params(&node.op)
                    else {
                        return Err(unsupported(format!("{what}: not a rope")));
                    };
                    let xv = input(0)?;
                    let (x, n) = b.val(xv)?;
                    let out = output()?;
                    let users = graph.users(out);
                    let to_attention = users.len() == 1
                        && graph.node(users[0]).is_some_and(|u| {
                            matches!(u.op, Op::Attention { .. } | Op::AttentionExt { .. })
                                && u.inputs.iter().take(2).any(|&i| i == out)
                        });
                    if !to_attention || graph.users(xv).len() != 1 {
                        return Err(unsupported(format!(
                            "{what}: a rope whose only reader is not attention's q or k"
                        )));
                    }
                    let (nh, d, nr) = (n_head as usize, head_dim as usize, n_rot as usize);
                    if nh * d != n || nr > d || nr % 2 != 0 {
                        return Err(unsupported(format!("{what}: rope n_rot {nr} on {nh}×{d}")));
                    }
                    let l2 = -(2.0 / nr as f64) * f64::from(freq_base).log2();
                    // The fused kernel stores in the cache's type; a grouped type (q8) rotates
                    // q and k in place (`rope_*_qk_rows`) and stores a group at a time after.
                    let m = match (mode, yarn.is_some()) {
                        (RopeMode::Neox, false) => "neox",
                        (RopeMode::Normal, false) => "norm",
                        (RopeMode::Neox, true) => "yarn_neox",
                        (RopeMode::Normal, true) => "yarn_norm",
                    };
                    let fused = if kv.is_grouped() {
                        format!("strata_rope_{m}_qk_rows_f32")
                    } else {
                        format!("strata_rope_{m}_kv_store_rows_{kv}")
                    };
                    deferred.insert(
                        out,
                        PendingRope {
                            fused,
                            heads: nh,
                            head_dim: d,
                            n_rot: nr,
                            l2: l2 as f32,
                            freq_scale,
                            yarn,
                            what: what.clone(),
                        },
                    );
                    // In place: the output is the input's buffer.
                    b.bind(out, x, n);
                }
                Op::Attention { .. } | Op::AttentionExt { .. } => {
                    let Some(AttnParams {
                        layer,
                        n_head,
                        n_head_kv,
                        head_dim,
                        scale,
                        window,
                        sinks,
                    }) = attn_params(&node.op)
                    else {
                        return Err(unsupported(format!("{what}: not an attention")));
                    };
                    let (q, qn) = b.val(input(0)?)?;
                    let (k, kn) = b.val(input(1)?)?;
                    let (v, vn) = b.val(input(2)?)?;
                    let (nh, nkv, d) = (n_head as usize, n_head_kv as usize, head_dim as usize);
                    let row = nkv * d;
                    if nkv == 0 || nh % nkv != 0 || qn != nh * d || kn != row || vn != row {
                        return Err(unsupported(format!(
                            "{what}: attention {nh}/{nkv} heads of {d} on q {qn}, k {kn}, v {vn}"
                        )));
                    }
                    // A window without sinks would need a sink of −∞; no model has one.
                    if window > 0 && sinks.is_none() {
                        return Err(unsupported(format!(
                            "{what}: a sliding window without sinks"
                        )));
                    }
                    let (rq, rk) = match (deferred.remove(&input(0)?), deferred.remove(&input(1)?))
                    {
                        (Some(rq), Some(rk)) => (rq, rk),
                        _ => {
                            return Err(unsupported(format!(
                                "{what}: q and k do not both come from a rope"
                            )));
                        }
                    };
                    if rq.fused != rk.fused
                        || (rq.heads, rk.heads) != (nh, nkv)
                        || (rq.head_dim, rk.head_dim) != (d, d)
                        || rq.n_rot != rk.n_rot
                        || rq.l2.to_bits() != rk.l2.to_bits()
                        || rq.freq_scale.to_bits() != rk.freq_scale.to_bits()
                        || rq.yarn.map(|y| y.map(f32::to_bits))
                            != rk.yarn.map(|y| y.map(f32::to_bits))
                    {
                        return Err(unsupported(format!("{what}: q and k ropes differ")));
                    }
                    let kc = b.kv.get(&format!("kv.{layer}.k")).copied();
                    let vc = b.kv.get(&format!("kv.{layer}.v")).copied();
                    let (Some(kc), Some(vc)) = (kc, vc) else {
                        return Err(unsupported(format!(
                            "{what}: no KV cache for layer {layer}"
                        )));
                    };
                    let (scales_at, _) = kv_plane_bytes(kv, row, n_ctx);
                    let scales = [
                        ("k_scales", PArg::Ref(Ref::Dec(kc, scales_at))),
                        ("v_scales", PArg::Ref(Ref::Dec(vc, scales_at))),
                    ];
                    let mut rope_args = vec![
                        ("q", PArg::Ref(q)),
                        ("k", PArg::Ref(k)),
                        ("v", PArg::Ref(v)),
                        ("k_cache", PArg::Ref(Ref::Dec(kc, 0))),
                        ("v_cache", PArg::Ref(Ref::Dec(vc, 0))),
                        ("pos_ptr", PArg::Ref(Ref::Dec(step, 0))),
                        ("n_head", PArg::I32(nh as i32)),
                        ("n_head_kv", PArg::I32(nkv as i32)),
                        ("head_dim", PArg::I32(d as i32)),
                        ("n_rot", PArg::I32(rq.n_rot as i32)),
                        ("log2_theta_scale", PArg::F32(rq.l2)),
                        ("freq_scale", PArg::F32(rq.freq_scale)),
                    ];
                    if let Some([e, lo, hi, m]) = rq.yarn {
                        rope_args.extend([
                            ("ext_factor", PArg::F32(e)),
                            ("corr_lo", PArg::F32(lo)),
                            ("corr_hi", PArg::F32(hi)),
                            ("mscale", PArg::F32(m)),
                        ]);
                    }
                    let rope_what = format!("{}+{}+{what}", rq.what, rk.what);
                    if kv.is_grouped() {
                        // q, k rotated in place (no v, no caches), then every row stored.
                        let qk: Vec<_> = rope_args
                            .iter()
                            .filter(|(n, _)| !matches!(*n, "v" | "k_cache" | "v_cache"))
                            .copied()
                            .collect();
                        b.launch(&rq.fused, (nh as u64, d as u64, t), &qk, &rope_what)?;
                        let mut store = vec![
                            ("k_cache", PArg::Ref(Ref::Dec(kc, 0))),
                            ("v_cache", PArg::Ref(Ref::Dec(vc, 0))),
                            ("k", PArg::Ref(k)),
                            ("v", PArg::Ref(v)),
                            ("pos_ptr", PArg::Ref(Ref::Dec(step, 0))),
                            ("row", PArg::I32(row as i32)),
                        ];
                        store.extend(scales);
                        b.launch(
                            &format!("strata_kv_store_{kv}"),
                            (row as u64, 0, t),
                            &store,
                            &what,
                        )?;
                    } else {
                        b.launch(&rq.fused, (nh as u64, d as u64, t), &rope_args, &rope_what)?;
                    }
                    let y = b.out(output()?, nh * d);
                    let mut args = vec![
                        ("out", PArg::Ref(y)),
                        ("q", PArg::Ref(q)),
                        ("k_cache", PArg::Ref(Ref::Dec(kc, 0))),
                        ("v_cache", PArg::Ref(Ref::Dec(vc, 0))),
                        ("n_head", PArg::I32(nh as i32)),
                        ("n_head_kv", PArg::I32(nkv as i32)),
                        ("head_dim", PArg::I32(d as i32)),
                        ("pos_ptr", PArg::Ref(Ref::Dec(step, 0))),
                        ("scale", PArg::F32(scale)),
                    ];
                    // gpt-oss's layers: the window and the sinks in the extended kernel.
                    let ext = match sinks {
                        Some(sw) => {
                            let sb = b.weight_f32(sw)?;
                            args.push(("window", PArg::I32(window as i32)));
                            args.push(("sinks", PArg::Ref(Ref::Dec(sb, 0))));
                            "ext_"
                        }
                        None => "",
                    };
                    if kv.is_grouped() {
                        args.extend(scales);
                    }
                    // The matrix-unit kernel where the plan has it (no window or sinks): one
                    // block per KV head and 64 (row, query head) pairs.
                    let mma = format!("strata_attn_prefill_mma_{kv}kv");
                    if ext.is_empty()
                        && prefill_mma_allowed()
                        && b.by_name.contains_key(mma.as_str())
                        && nkv > 0
                        && nh.is_multiple_of(nkv)
                    {
                        b.launch(&mma, (nkv as u64, (nh / nkv) as u64, t), &args, &what)?;
                    } else {
                        b.launch(
                            &format!("strata_attn_prefill_{ext}{kv}kv"),
                            (nh as u64, 0, t),
                            &args,
                            &what,
                        )?;
                    }
                }
                Op::RouterTopK {
                    n_expert,
                    k,
                    scoring,
                    norm_topk,
                    ..
                } => {
                    let router = match scoring {
                        Scoring::Softmax => "strata_router_topk_f32",
                        // gpt-oss: the softmax over the selected logits.
                        Scoring::SoftmaxWeight => "strata_router_topk_softmax_weight_f32",
                        Scoring::Sigmoid => {
                            return Err(unsupported("no sigmoid router kernel"));
                        }
                    };
                    let (l, n) = b.val(input(0)?)?;
                    let (ne, kk) = (*n_expert as usize, *k as usize);
                    if n != ne || kk == 0 || kk > ne {
                        return Err(unsupported(format!("{what}: top-{kk} of {ne} over {n}")));
                    }
                    let ids = b.out(output()?, kk);
                    let wv = outs
                        .get(1)
                        .copied()
                        .ok_or_else(|| unsupported("router without weights output"))?;
                    let wts = b.out(wv, kk);
                    b.launch(
                        router,
                        (t, ne as u64, kk as u64),
                        &[
                            ("ids", PArg::Ref(ids)),
                            ("weights", PArg::Ref(wts)),
                            ("logits", PArg::Ref(l)),
                            ("n_expert", PArg::I32(ne as i32)),
                            ("k", PArg::I32(kk as i32)),
                            ("norm", PArg::I32(i32::from(*norm_topk))),
                        ],
                        &what,
                    )?;
                }
                Op::MoeFfn { .. } | Op::MoeFfnExt { .. } => {
                    // gpt-oss's layers add per-expert biases and take its clamped SwiGLU.
                    let (layer, n_expert, k, [gate, up, down], biases, glu) = match &node.op {
                        Op::MoeFfn {
                            layer,
                            n_expert,
                            k,
                            gate,
                            up,
                            down,
                        } => (layer, n_expert, k, [gate, up, down], [None; 3], Glu::Swiglu),
                        Op::MoeFfnExt {
                            layer,
                            n_expert,
                            k,
                            gate,
                            up,
                            down,
                            gate_bias,
                            up_bias,
                            down_bias,
                            glu,
                        } => (
                            layer,
                            n_expert,
                            k,
                            [gate, up, down],
                            [*gate_bias, *up_bias, *down_bias],
                            *glu,
                        ),
                        _ => return Err(unsupported(format!("{what}: not a MoE layer"))),
                    };
                    let (x, n) = b.val(input(0)?)?;
                    let (ids, nk) = b.val(input(1)?)?;
                    let (wts, _) = b.val(input(2)?)?;
                    let (ne, kk) = (*n_expert as usize, *k as usize);
                    if nk != kk {
                        return Err(unsupported(format!("{what}: {nk} ids for top-{kk}")));
                    }
                    let s = scratch
                        .as_ref()
                        .ok_or_else(|| unsupported("MoE scratch missing"))?;
                    let mut mats = Vec::new();
                    for w in [*gate, *up, *down] {
                        let wt = graph.weight(w);
                        if wt.shape.get(2).copied() != Some(ne as u64) {
                            return Err(unsupported(format!("{} is not {ne} experts", wt.name)));
                        }
                        let (ty, r, c) = mat_shape(graph, w)?;
                        let slab = ty
                            .row_bytes(c as u64)
                            .map(|rb| rb * r as u64)
                            .ok_or_else(|| unsupported(format!("{}: bad row size", wt.name)))?;
                        let dequant = match ty {
                            GgmlType::F32 | GgmlType::F16 => None,
                            _ => Some(b.kernel(&format!(
                                "strata_dequant_f16_{}",
                                ty.name().to_ascii_lowercase()
                            ))?),
                        };
                        mats.push(ExpertMat {
                            id: w,
                            weight: if cached { None } else { Some(b.weight_raw(w)?) },
                            ty,
                            rows: r,
                            cols: c,
                            slab_bytes: slab,
                            dequant,
                        });
                    }
                    let mats = [mats[0], mats[1], mats[2]];
                    let n_ff = mats[0].rows;
                    if mats[0].cols != n
                        || mats[1].rows != n_ff
                        || mats[1].cols != n
                        || mats[2].rows != n
                        || mats[2].cols != n_ff
                    {
                        return Err(unsupported(format!("{what}: expert shapes do not chain")));
                    }
                    if mats[0].gemm_type() != mats[1].gemm_type() {
                        return Err(unsupported(format!(
                            "{what}: gate and up experts differ in type"
                        )));
                    }
                    let needs16 = mats.iter().any(|m| m.gemm_type() == GemmType::F16);
                    let k_gather16 = if mats[0].gemm_type() == GemmType::F16 {
                        Some(b.kernel(GATHER16)?)
                    } else {
                        None
                    };
                    let k_cast = if needs16 { Some(b.kernel(CAST)?) } else { None };
                    let k_combine_rows = b.kernel(COMBINE_ROWS)?;
                    let (k_swiglu, glu) = match glu {
                        Glu::Swiglu => (b.kernel("strata_swiglu_f32")?, None),
                        Glu::SwigluOai { alpha, limit } => {
                            (b.kernel("strata_swiglu_oai_f32")?, Some((alpha, limit)))
                        }
                    };
                    let mut bias = [None; 3];
                    for (o, w) in bias.iter_mut().zip(biases) {
                        if let Some(w) = w {
                            *o = Some(Ref::Dec(b.weight_f32(w)?, 0));
                        }
                    }
                    let k_bias = if bias.iter().any(Option::is_some) {
                        Some(b.kernel("strata_moe_bias_f32")?)
                    } else {
                        None
                    };
                    let k_mm = if all_mm {
                        Some([
                            b.kernel(&matmul_choice(&b.by_name, mats[0].ty))?,
                            b.kernel(&matmul_choice(&b.by_name, mats[1].ty))?,
                            b.kernel(&matmul_choice(&b.by_name, mats[2].ty))?,
                        ])
                    } else {
                        None
                    };
                    // The kernel's input parameter says whether it reads q8 rows.
                    let mut mm_q8 = [false; 3];
                    if let Some(ks) = k_mm {
                        for (q, ki) in mm_q8.iter_mut().zip(ks) {
                            let kb = &b.plan.kernels[b.kernels[ki].plan_index];
                            *q = kb.params.get(3).is_some_and(|p| p.name == "xq");
                        }
                    }
                    if mm_q8[0] != mm_q8[1] {
                        return Err(unsupported(format!(
                            "{what}: gate and up matmuls read different inputs"
                        )));
                    }
                    let k_quant = if mm_q8.iter().any(|&q| q) {
                        Some(b.kernel(QUANT_ROWS)?)
                    } else {
                        None
                    };
                    let y = b.out(output()?, n);
                    b.steps.push(PStep::Moe(Box::new(MoeGroup {
                        layer: *layer,
                        point: n_moe,
                        n_expert: ne,
                        k: kk,
                        n_embd: n,
                        n_ff,
                        mats,
                        x,
                        ids,
                        weights: wts,
                        y,
                        perm: s.perm,
                        sel_rows: s.sel_rows,
                        sorted_e: s.sorted_e,
                        bias,
                        k_bias,
                        glu,
                        ones: s.ones,
                        xs: s.xs,
                        g: s.g,
                        u: s.u,
                        h: s.h,
                        h16: s.h16,
                        dn: s.dn,
                        stage: s.stage,
                        chunk_experts,
                        k_mm,
                        tiles: s.tiles,
                        max_tiles: s.max_tiles,
                        mm_q8,
                        k_quant,
                        xq: s.xq,
                        hq: s.hq,
                        rings: s.rings,
                        ring_offsets: s.ring_offsets,
                        ring_stride: s.ring_stride,
                        k_gather16,
                        k_combine_rows,
                        k_swiglu,
                        k_cast,
                    })));
                    n_moe += 1;
                }
                Op::DenseFfn { gate, up, down } => {
                    let xv = input(0)?;
                    let (_, n) = b.val(xv)?;
                    let y = b.out(output()?, n);
                    b.dense_ffn([*gate, *up, *down], xv, y, &what)?;
                }
                Op::SharedExpert {
                    gate,
                    up,
                    down,
                    gate_inp,
                } => {
                    let xv = input(0)?;
                    let (_, n) = b.val(xv)?;
                    let y = b.out(output()?, n);
                    match gate_inp {
                        None => b.dense_ffn([*gate, *up, *down], xv, y, &what)?,
                        Some(g) => {
                            let rawb = b.alloc(format!("{what}.ungated"), 4 * (cap * n) as u64);
                            b.dense_ffn([*gate, *up, *down], xv, Ref::Own(rawb, 0), &what)?;
                            let lb = b.alloc(format!("{what}.gate_logit"), 4 * cap as u64);
                            b.gemm(*g, xv, Ref::Own(lb, 0), &format!("{what}.gate_inp"))?;
                            b.launch(
                                SIGMOID_ROWS,
                                (t, n as u64, 0),
                                &[
                                    ("y", PArg::Ref(y)),
                                    ("x", PArg::Ref(Ref::Own(rawb, 0))),
                                    ("g", PArg::Ref(Ref::Own(lb, 0))),
                                    ("n", PArg::I32(n as i32)),
                                ],
                                &what,
                            )?;
                            b.give_back(rawb);
                            b.give_back(lb);
                        }
                    }
                }
                Op::Add => {
                    let (a, n) = b.val(input(0)?)?;
                    let (c, m) = b.val(input(1)?)?;
                    if n != m {
                        return Err(unsupported(format!("{what}: add of {n} and {m}")));
                    }
                    let y = b.out(output()?, n);
                    let e = rows * n;
                    b.launch(
                        "strata_add_f32",
                        (e as u64, 0, 0),
                        &[
                            ("y", PArg::Ref(y)),
                            ("a", PArg::Ref(a)),
                            ("b", PArg::Ref(c)),
                            ("n", PArg::I32(e as i32)),
                        ],
                        &what,
                    )?;
                }
                Op::OutputHead { weight } => {
                    let (x, n) = b.val(input(0)?)?;
                    let (ty, r, c) = mat_shape(graph, *weight)?;
                    if c != n || r != dec.n_vocab {
                        return Err(unsupported(format!("{what}: output head {r}×{c}")));
                    }
                    let name = matvec_name(ty, false);
                    let ki = b.kernel(&name)?;
                    let kb = &plan.kernels[b.kernels[ki].plan_index];
                    let grid = kb.grid.clone().map(|d| d.blocks(r as u64, c as u64, 0));
                    b.steps.push(PStep::Head(PHead {
                        kernel: ki,
                        block: kb.block_dim,
                        grid,
                        weight: b.weight_raw(*weight)?,
                        rows: r,
                        cols: c,
                        x,
                        logits: dec.logits,
                    }));
                    // Keep the node's output bound so a stray reader is an error, not a panic.
                    b.vals.insert(output()?, (x, n));
                }
                Op::CarRoute { .. }
                | Op::ExpertSplit { .. }
                | Op::ExpertFfn { .. }
                | Op::ExpertCombine { .. } => {
                    return Err(unsupported(format!(
                        "{what}: {} (the prompt step runs the plan's unsplit graph)",
                        node.op.name()
                    )));
                }
            }
            b.release(&ins, &outs);
        }
        if !deferred.is_empty() {
            return Err(unsupported("a rope waited for an attention that never ran"));
        }
        if !b.steps.iter().any(|s| matches!(s, PStep::Head(_))) {
            return Err(unsupported("the graph has no output head"));
        }
        Ok(PromptSchedule {
            target: dec.target.clone(),
            kernels: b.kernels,
            buffers: b.buffers,
            steps: b.steps,
            rows,
            cap,
            embd,
            step,
        })
    }

    /// Bytes of the prompt arena (buffers aligned to the decode schedule's alignment), the
    /// GEMM workspace included.
    pub fn arena_bytes(&self) -> u64 {
        self.layout().1 + GEMM_WORKSPACE
    }

    /// Each own buffer's offset inside the arena, and the buffers' total.
    pub fn layout(&self) -> (Vec<u64>, u64) {
        let mut off = 0u64;
        let offs = self
            .buffers
            .iter()
            .map(|b| {
                let o = off;
                off += b.bytes.div_ceil(super::schedule::BUF_ALIGN) * super::schedule::BUF_ALIGN;
                o
            })
            .collect();
        (offs, off)
    }
}

fn unreachable_ref() -> Result<usize, RuntimeError> {
    Err(unsupported("internal: a fixed buffer is not an own buffer"))
}

impl std::fmt::Display for PromptSchedule {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mib = |b: u64| b as f64 / (1u64 << 20) as f64;
        writeln!(
            f,
            "prompt schedule for {}: {} rows (cap {}), {} steps, {} buffers ({:.2} MiB with the GEMM workspace)",
            self.target,
            self.rows,
            self.cap,
            self.steps.len(),
            self.buffers.len(),
            mib(self.arena_bytes())
        )?;
        let r = |x: &Ref| match x {
            Ref::Dec(b, o) => format!("dec{}+{o}", b.0),
            Ref::Own(b, 0) => self.buffers[*b].name.clone(),
            Ref::Own(b, o) => format!("{}+{o}", self.buffers[*b].name),
        };
        for (i, s) in self.steps.iter().enumerate() {
            match s {
                PStep::Launch(l) => writeln!(
                    f,
                    "{i:4} {} grid {:?}  # {}",
                    self.kernels[l.kernel].name, l.grid, l.what
                )?,
                PStep::Gemm(g) => writeln!(
                    f,
                    "{i:4} gemm {:?} m {} n {} k {} ({} = {} · {}ᵀ)  # {}",
                    g.shape.ab_type,
                    g.shape.m,
                    g.shape.n,
                    g.shape.k,
                    r(&g.c),
                    r(&g.a),
                    r(&g.b),
                    g.what
                )?,
                PStep::Moe(m) => writeln!(
                    f,
                    "{i:4} moe layer {}: host groups {} rows × top-{} over {} experts ({:?}/{:?}/{:?}, {})",
                    m.layer,
                    self.rows,
                    m.k,
                    m.n_expert,
                    m.mats[0].ty,
                    m.mats[1].ty,
                    m.mats[2].ty,
                    match m.k_mm {
                        Some(_) => "grouped matmul from the blocks".to_string(),
                        None => format!("{} staged at a time", m.chunk_experts),
                    }
                )?,
                PStep::Head(h) => writeln!(
                    f,
                    "{i:4} output head {} ({}×{}) on the wanted rows",
                    self.kernels[h.kernel].name, h.rows, h.cols
                )?,
            }
        }
        Ok(())
    }
}
