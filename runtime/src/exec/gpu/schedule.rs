//! The GPU decode step as data: the buffers it needs and the launches it makes, built from the
//! plan alone (no device), so it can be printed, diffed and tested without a GPU.
//!
//! [`Schedule::decode`] walks the plan's graph in execution order and emits, per op, launches of
//! the plan's generated kernels for one token (the plan's `KernelKind` docs give each kernel's
//! math; `compiler::kernels` lists which a graph carries):
//!
//! | op | launches |
//! |---|---|
//! | embedding | none: the row is gathered on the host and copied into `embd` |
//! | rms_norm / head_rms_norm | `rmsnorm` over 1 row / over `n_head` rows of `head_dim`; an attention's q and k head norms as one `rmsnorm_pair` launch where the plan carries it (`STRATA_GPU_FUSE_QKNORM=0`: two) |
//! | matmul | `matvec_<type>` (+ `add` of the f32 bias) |
//! | rope | `rope_{neox,norm}` in place, position read from the `step` buffer |
//! | rope_yarn | `rope_yarn_{neox,norm}` (the rope's launch plus YaRN's `ext_factor`, correction range and `mscale`, computed here as the CPU executors do) |
//! | attention | `kv_store` (f16, at `step.pos`), `attn_split` over the whole capacity, `combine`; when q and k come straight from ropes alike and the plan carries `rope_*_kv_store`, those two ropes and the store are one launch; where the plan carries `attn_decode_split_combine` each head's combine runs in its last split block instead (`STRATA_GPU_FUSE_ATTN=0`: two launches) |
//! | attention_ext | as attention (YaRN ropes fuse into `rope_yarn_*_kv_store`), with `attn_split_window` on a windowed layer and `combine_sinks` (the sinks dequantized to f32) when the layer has sinks |
//! | router_topk | `router_topk` (softmax), `router_topk_softmax_weight` (softmax over the selected, gpt-oss); softmax over logits the narrow F32 matvec just wrote: that launch becomes `router_matvec_topk`, the picks in its last block, where the plan carries it (`STRATA_GPU_FUSE_ROUTER=0`: two launches) |
//! | moe_ffn | `moe_matvec` gate, up (slot table = every expert; one launch of both), `swiglu`, `moe_matvec` down (`moe_matvec_swiglu` down where the plan has it: the SwiGLU in its x staging), `moe_combine` |
//! | moe_ffn_ext | `moe_matvec` gate, up, down as moe_ffn, each followed by `moe_bias` (its pick's expert bias, in place) where the layer has one; `swiglu` or `swiglu_oai` between; `moe_combine`. All-resident only (an expert cache refuses it) |
//! | dense_ffn / shared_expert | `matvec` gate, up, `swiglu`, down (+ one-row gate matvec, `sigmoid_scale`) |
//! | add | `add`; `add_rmsnorm` (sum and norm in one launch) when an rms_norm reads the sum and the plan carries the fused kernel; `moe_combine_add_rmsnorm` when one addend is a moe_ffn's output (its combine then waits for the add) |
//! | output_head | `matvec` into `logits` |
//!
//! Every launch is checked against the plan's record of its kernel: the argument names and types
//! must equal the kernel's parameter list, the block is the plan's, and the grid comes from the
//! plan's grid rule at the launch's shape (`m`, `n`, `k` as `strata_kernels_gen::CostShape`
//! defines them per kernel). Nothing here depends on the step's position: per-step values (the
//! position, the KV length) live in the `step` buffer, so the launches can be captured once and
//! replayed.

use std::collections::HashMap;
use std::fmt;

use strata_ir::GgmlType;
use strata_ir::graph::{Graph, ValueId, WeightId};
use strata_ir::op::{Glu, InputKind, Op, RopeMode, Scoring};
use strata_ir::plan::{KernelBinary, ParamType, Plan};

use crate::error::RuntimeError;
use crate::kv::KvType;

/// KV positions per attention split (the kernels' `ATTN_CHUNK`: the plan's split grid rule
/// divides the capacity by it, and the executor passes it as `chunk`; [`Schedule::decode`]
/// checks that the two agree).
pub const ATTN_CHUNK: u32 = 64;

/// A dense matvec whose default kernel would launch fewer blocks than this takes the plan's
/// narrow kernel (`strata_matvec_narrow_<type>`, one row per block) when it has one: the
/// compiler's rule (`kernels-gen`'s `matvec::NARROW_BELOW_BLOCKS`), read here against the
/// plan's recorded grid rule.
const NARROW_BELOW_BLOCKS: u64 = 264;

/// The fused residual add + RMSNorm kernel (used when the plan carries it, else `add` then
/// `rmsnorm`).
const ADD_RMSNORM: &str = "strata_add_rmsnorm_f32";

/// The q and k head norms as one launch (used when the plan carries it).
const RMSNORM_PAIR: &str = "strata_rmsnorm_pair_f32";

/// The router's F32 matvec with its top-k in the last block (used when the plan carries it
/// and the router's logits come from a bias-free F32 matvec).
const ROUTER_MATVEC_TOPK: &str = "strata_router_matvec_topk_f32";

/// The MoE combine fused with the residual add and the next RMSNorm (used when the plan
/// carries it and the layer's add feeds a norm).
const MOE_COMBINE_ADD_RMSNORM: &str = "strata_moe_combine_add_rmsnorm_f32";

/// The attention split limited to a sliding window (gpt-oss's windowed layers).
/// The attention kernels' names for a KV cache type (`kv`'s name is the kernels' suffix).
pub(crate) fn attn_split_name(kv: KvType, window: bool) -> String {
    if window {
        format!("strata_attn_decode_split_window_{kv}kv")
    } else {
        format!("strata_attn_decode_split_{kv}kv")
    }
}

/// Where one layer's K (or V) cache of `n_ctx` rows of `row` values keeps its scales (after the
/// codes, 256-byte aligned; 0 without scales), and its bytes in all: the layout of
/// [`KvType`] (codes and scales per row) in one device buffer.
pub fn kv_plane_bytes(kv: KvType, row: usize, n_ctx: usize) -> (u64, u64) {
    let codes = (kv.code_bytes(row) * n_ctx) as u64;
    let scales = (kv.scale_bytes(row) * n_ctx) as u64;
    if scales == 0 {
        return (0, codes);
    }
    let at = codes.next_multiple_of(256);
    (at, at + scales)
}

/// Device allocations are aligned to this many bytes inside an arena (covers the matvecs'
/// 16-byte vector loads with room to spare).
pub const BUF_ALIGN: u64 = 256;

/// A buffer of the schedule.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct BufId(pub usize);

/// Which allocation a buffer lives in (each arena is one ledger charge).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Arena {
    Weights,
    Kv,
    Activations,
}

/// What a buffer holds before the first step.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BufInit {
    /// Zeros.
    Zero,
    /// The weight's bytes as stored in the GGUF (matrices, read by matvec kernels).
    WeightRaw(WeightId),
    /// The weight dequantized to f32 (norm scales, biases).
    WeightF32(WeightId),
    /// `u64[n]`: the device address of expert `e`'s slab of `weight`, `e·slab_bytes` past the
    /// start of the buffer holding it (every expert resident: slot = expert id).
    SlotTable {
        weight: BufId,
        n: usize,
        slab_bytes: u64,
    },
}

/// One device buffer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BufDesc {
    pub name: String,
    pub bytes: u64,
    pub arena: Arena,
    pub init: BufInit,
}

/// One launch argument.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Arg {
    /// The device address `offset` bytes into a buffer.
    Buf(BufId, u64),
    I32(i32),
    F32(f32),
}

/// One kernel launch.
#[derive(Debug, Clone, PartialEq)]
pub struct Launch {
    /// Index into [`Schedule::kernels`].
    pub kernel: usize,
    pub grid: [u32; 3],
    pub block: [u32; 3],
    /// Dynamic shared memory (0: every kernel's shared memory is static).
    pub shared_bytes: u32,
    pub args: Vec<Arg>,
    /// The graph value this launch works for (for dumps and errors).
    pub what: String,
}

/// A plan kernel the schedule launches.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KernelRef {
    pub name: String,
    /// Index into the plan's `kernels`.
    pub plan_index: usize,
}

/// Where a schedule's routed experts live.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ExpertPlacement {
    /// Every expert uploaded with the dense weights; the router's ids are the slots.
    Resident,
    /// An expert cache: experts live in slots the executor allocates and fills, and each MoE
    /// layer stops at a host point (see [`MoePoint`]).
    Cache,
}

/// One MoE layer of a cached schedule: where the step stops for the host, and what the host
/// reads and writes there.
///
/// The launches before `experts_at` end with the router; the host then copies `ids`, `logits`
/// and `x` back, applies cache-aware routing and splits the picks, writes `sel` (per pick its
/// slot in this layer, or −1 for a miss), and runs launches `experts_at..experts_at +
/// expert_launches` (gate and up, SwiGLU unless the down launch stages it, down over the hits) while the CPU pool computes the misses; the misses' rows go
/// into `down` at their pick's index before the launches after those (the combine
/// first) run.
#[derive(Debug, Clone, PartialEq)]
pub struct MoePoint {
    pub layer: u32,
    pub n_expert: usize,
    pub k: usize,
    pub n_embd: usize,
    pub n_ff: usize,
    /// Gate, up and down expert tensors.
    pub weights: [WeightId; 3],
    /// One expert's bytes of each tensor, and where each sits inside a slot.
    pub slab_bytes: [u64; 3],
    pub slab_offsets: [u64; 3],
    /// `u64[2 · n_expert]` each: entry `s < n_expert` is the device address of slot `s`'s gate,
    /// up and down slab (the executor fills the first `n_slots(layer)`); entry `n_expert + e`
    /// is expert `e`'s slab in the host's mapped file as the device reads it over the bus (0
    /// when bus reads are off). A pick's `sel` is its slot, `n_expert + e` for a bus read, or
    /// −1 for the CPU pool.
    pub slot_tables: [BufId; 3],
    /// `i32[k]`: each pick's table entry, −1 for a CPU-pool miss (written by the host every
    /// step).
    pub sel: BufId,
    /// The router's picks (`i32[k]`) and raw logits (`f32[n_expert]`), and the layer's input.
    pub ids: BufId,
    pub logits: BufId,
    pub x: BufId,
    /// `f32[k · n_embd]`: each pick's down-projection output, combined in pick order.
    pub down: BufId,
    /// Index of the layer's gate launch.
    pub experts_at: usize,
    /// The expert launches from `experts_at`: gate, up, SwiGLU and down (4), gate and up as
    /// one launch, SwiGLU and down (3), or with the SwiGLU inside the down launch (2 or 3).
    pub expert_launches: usize,
    /// The look-ahead: the next MoE layer's router run on this layer's input `x` by the
    /// launch at `experts_at - 1` (the last before the host point), its logits
    /// (`f32[n_expert]` of the next point) in this buffer. The executor prefetches the next
    /// layer's likely misses from them (see [`add_lookahead`]) and skips the launch when it
    /// does not; `None` on the last point, or where the next router's launch does not read
    /// its layer's `x`.
    pub lookahead: Option<BufId>,
}

impl MoePoint {
    /// The first launch after this point's expert launches (the combine).
    pub fn resume_at(&self) -> usize {
        self.experts_at + self.expert_launches
    }
}

/// The expert cache of a schedule.
#[derive(Debug, Clone, PartialEq)]
pub struct ExpertSchedule {
    /// MoE layers in execution order.
    pub layers: Vec<MoePoint>,
    /// Bytes of one slot: the largest layer's three slabs, each aligned to [`BUF_ALIGN`].
    pub slot_bytes: u64,
}

/// The decode step for one token.
#[derive(Debug, Clone)]
pub struct Schedule {
    /// The code-object target (`sm_90`).
    pub target: String,
    pub kernels: Vec<KernelRef>,
    pub buffers: Vec<BufDesc>,
    pub launches: Vec<Launch>,
    /// `f32[n_embd]`: the token's embedding row, copied from the host before each step.
    pub embd: BufId,
    /// `i32[2]` = `[pos, n_kv]`, copied from the host before each step.
    pub step: BufId,
    /// `f32[n_vocab]`: the logits, copied back after the step.
    pub logits: BufId,
    /// The embedding table (gathered on the host).
    pub embedding: WeightId,
    pub n_embd: usize,
    pub n_vocab: usize,
    /// KV capacity in tokens.
    pub n_ctx: usize,
    /// The KV cache's element type (`--kv`).
    pub kv: KvType,
    /// The expert cache (`None`: every expert resident).
    pub experts: Option<ExpertSchedule>,
}

/// The look-ahead pass of a cached schedule: before each MoE point's host point, one copy
/// of the next point's router launch (its logits' matvec, or the router kernel that fuses it
/// with the picks) reading this point's input instead of the next one's, writing fresh
/// buffers. Consecutive layers' inputs differ by one attention and one MoE update of the
/// residual, so the next router's top picks on this layer's input are most of its real ones
/// (0.81 of the top-4 on the embedded trained model, against 0.25 for a guess); the executor
/// copies the likely misses into staging slots behind this layer's bus share, so the link
/// keeps moving through the rest of this layer and the next layer's dense part and host
/// point. The router weights are
/// the ones already on the device, so the pass costs one small launch per layer and
/// `n_expert` floats of activations, and changes no result: a prefetched expert is read
/// from its copy exactly as a bus read would be.
pub fn add_lookahead(sched: &mut Schedule, points: &mut [MoePoint]) {
    for pi in (0..points.len().saturating_sub(1)).rev() {
        let (p0, p1) = (&points[pi], &points[pi + 1]);
        if p0.n_embd != p1.n_embd {
            continue;
        }
        let at = p0.experts_at;
        // The next router's launch: the last before its experts that writes its logits first
        // and reads its input.
        let Some(src) = sched.launches[p0.resume_at()..p1.experts_at]
            .iter()
            .rev()
            .find(|l| {
                l.args.first() == Some(&Arg::Buf(p1.logits, 0))
                    && l.args.contains(&Arg::Buf(p1.x, 0))
            })
            .cloned()
        else {
            continue;
        };
        let mut fresh: HashMap<BufId, BufId> = HashMap::new();
        let mut args = Vec::with_capacity(src.args.len());
        for a in &src.args {
            args.push(match *a {
                Arg::Buf(b, off) if b == p1.x => Arg::Buf(p0.x, off),
                Arg::Buf(b, off) if sched.buffers[b.0].arena == Arena::Activations => {
                    let nb = *fresh.entry(b).or_insert_with(|| {
                        let d = &sched.buffers[b.0];
                        sched.buffers.push(BufDesc {
                            name: format!("{}.lookahead", d.name),
                            bytes: d.bytes,
                            arena: Arena::Activations,
                            init: BufInit::Zero,
                        });
                        BufId(sched.buffers.len() - 1)
                    });
                    Arg::Buf(nb, off)
                }
                other => other,
            });
        }
        let out = fresh.get(&p1.logits).copied();
        sched.launches.insert(
            at,
            Launch {
                args,
                what: format!("{} (look-ahead from layer {})", src.what, p0.layer),
                ..src
            },
        );
        points[pi].lookahead = out;
        for q in &mut points[pi..] {
            q.experts_at += 1;
        }
    }
}

/// Refuses, by name, a plan holding an op the GPU executor has no path for (qwen35moe's gated
/// DeltaNet and gated attention), before anything looks for code objects or opens a driver.
/// gpt-oss's ops (`rope_yarn`, `attention_ext`, `moe_ffn_ext`) have decode kernels and pass.
pub fn check_gpu_ops(plan: &Plan) -> Result<(), RuntimeError> {
    let found = plan.graph.node_ids().into_iter().find_map(|id| {
        plan.graph.node(id).and_then(|n| match n.op {
            Op::CausalConv1d { .. }
            | Op::GatedDeltaNet { .. }
            | Op::GatedHeadNorm { .. }
            | Op::SplitHeadPairs { .. }
            | Op::SigmoidGate => Some(n.op.name()),
            _ => None,
        })
    });
    match found {
        Some(op) => Err(unsupported(format!(
            "{op} (qwen35moe's gated DeltaNet / gated attention) has no GPU kernel yet; run \
             this model with --device cpu"
        ))),
        None => Ok(()),
    }
}

fn unsupported(msg: impl Into<String>) -> RuntimeError {
    RuntimeError::Unsupported(format!("gpu executor: {}", msg.into()))
}

/// Whether a plan kernel's parameters and block match what a launch passes.
pub(crate) fn check_abi(k: &KernelBinary, args: &[(&str, Arg)]) -> Result<(), RuntimeError> {
    let want: Vec<(&str, ParamType)> = args
        .iter()
        .map(|(n, a)| {
            (
                *n,
                match a {
                    Arg::Buf(..) => ParamType::Ptr,
                    Arg::I32(_) => ParamType::I32,
                    Arg::F32(_) => ParamType::F32,
                },
            )
        })
        .collect();
    let have: Vec<(&str, ParamType)> = k.params.iter().map(|p| (p.name.as_str(), p.ty)).collect();
    if want != have {
        let fmt = |v: &[(&str, ParamType)]| {
            v.iter()
                .map(|(n, t)| format!("{n}: {t:?}"))
                .collect::<Vec<_>>()
                .join(", ")
        };
        return Err(unsupported(format!(
            "kernel {} takes ({}) in this plan, the executor passes ({}); recompile the plan with this stratac",
            k.name,
            fmt(&have),
            fmt(&want)
        )));
    }
    Ok(())
}

/// The plan's code objects for `target`, by kernel name.
pub fn kernels_of<'p>(plan: &'p Plan, target: &str) -> HashMap<&'p str, usize> {
    plan.kernels
        .iter()
        .enumerate()
        .filter(|(_, k)| k.target == target)
        .map(|(i, k)| (k.name.as_str(), i))
        .collect()
}

struct Builder<'p> {
    plan: &'p Plan,
    graph: &'p Graph,
    by_name: HashMap<&'p str, usize>,
    kernel_index: HashMap<usize, usize>,
    sched: Schedule,
    raw: HashMap<WeightId, BufId>,
    f32w: HashMap<WeightId, BufId>,
    /// Device buffer and element count of each graph value.
    vals: HashMap<ValueId, (BufId, usize)>,
    placement: ExpertPlacement,
    /// Whether a MoE combine folds into the next add + RMSNorm (`STRATA_GPU_FUSE_COMBINE=1`).
    /// Off by default: the fused kernel runs as one block (18.6 µs per launch on the H200), and
    /// the combine as a launch of its own then the fused add + RMSNorm measured 4–14% faster per
    /// token on the A3B model (`docs/perf/offload.md`, run 7), with identical logits.
    fuse_combine: bool,
    /// Whether bias-free matmuls of one input and type run as one stacked matvec
    /// (`STRATA_GPU_FUSE_QKV=0` turns it off).
    fuse_matvecs: bool,
    /// The optional kernel fusions this schedule uses.
    fusions: Fusions,
    /// The router logits buffer behind each router's ids buffer.
    router_logits: HashMap<BufId, BufId>,
    moe_points: Vec<MoePoint>,
}

impl<'p> Builder<'p> {
    fn buf(&mut self, name: impl Into<String>, bytes: u64, arena: Arena, init: BufInit) -> BufId {
        self.sched.buffers.push(BufDesc {
            name: name.into(),
            bytes: bytes.max(4),
            arena,
            init,
        });
        BufId(self.sched.buffers.len() - 1)
    }

    fn scratch_f32(&mut self, name: impl Into<String>, n: usize) -> BufId {
        self.buf(name, 4 * n as u64, Arena::Activations, BufInit::Zero)
    }

    fn weight_raw(&mut self, id: WeightId) -> Result<BufId, RuntimeError> {
        if let Some(&b) = self.raw.get(&id) {
            return Ok(b);
        }
        let t = self
            .plan
            .tensors
            .get(id.index())
            .ok_or_else(|| unsupported(format!("weight {} not in the tensor table", id.0)))?;
        let b = self.buf(
            t.name.clone(),
            t.n_bytes,
            Arena::Weights,
            BufInit::WeightRaw(id),
        );
        self.raw.insert(id, b);
        Ok(b)
    }

    fn weight_f32(&mut self, id: WeightId, n: usize) -> Result<BufId, RuntimeError> {
        if let Some(&b) = self.f32w.get(&id) {
            return Ok(b);
        }
        let w = self.graph.weight(id);
        let numel = w.numel().unwrap_or(0);
        if numel != n as u64 {
            return Err(unsupported(format!(
                "{}: {numel} elements, expected {n}",
                w.name
            )));
        }
        let b = self.buf(
            format!("{} (f32)", w.name),
            4 * numel,
            Arena::Weights,
            BufInit::WeightF32(id),
        );
        self.f32w.insert(id, b);
        Ok(b)
    }

    fn val(&self, v: ValueId) -> Result<(BufId, usize), RuntimeError> {
        self.vals.get(&v).copied().ok_or_else(|| {
            unsupported(format!(
                "value {} ({}) has no device buffer",
                v.0,
                self.graph
                    .get_value(v)
                    .map(|x| x.name.as_str())
                    .unwrap_or("?")
            ))
        })
    }

    fn out_f32(&mut self, v: ValueId, n: usize) -> BufId {
        let name = self
            .graph
            .get_value(v)
            .map(|x| format!("%{}", x.name))
            .unwrap_or_else(|| format!("%v{}", v.0));
        let b = self.scratch_f32(name, n);
        self.vals.insert(v, (b, n));
        b
    }

    /// Emits one launch of the plan kernel `name` at shape `(m, n, k)`.
    fn launch(
        &mut self,
        name: &str,
        (m, n, k): (u64, u64, u64),
        args: &[(&str, Arg)],
        what: &str,
    ) -> Result<(), RuntimeError> {
        let &pi = self.by_name.get(name).ok_or_else(|| {
            unsupported(format!(
                "the plan has no {} code object for kernel {name}; recompile with --arch {}",
                self.sched.target, self.sched.target
            ))
        })?;
        let kb = &self.plan.kernels[pi];
        check_abi(kb, args)?;
        let grid = kb.grid.clone().map(|d| d.blocks(m, n, k));
        let block = kb.block_dim;
        // The plan's `shared_bytes` is the kernels' static shared memory, which the code object
        // declares itself; launches ask for no dynamic shared memory on top.
        let shared_bytes = 0;
        let next = self.sched.kernels.len();
        let ki = *self.kernel_index.entry(pi).or_insert(next);
        if ki == next {
            self.sched.kernels.push(KernelRef {
                name: name.to_string(),
                plan_index: pi,
            });
        }
        self.sched.launches.push(Launch {
            kernel: ki,
            grid,
            block,
            shared_bytes,
            args: args.iter().map(|&(_, a)| a).collect(),
            what: what.to_string(),
        });
        Ok(())
    }

    /// The dense matvec kernel for `rows` rows of `ty`: the narrow one (one row per block)
    /// when the plan carries it and the default kernel would launch fewer than
    /// [`NARROW_BELOW_BLOCKS`] blocks, else the default.
    fn matvec_kernel(&self, ty: GgmlType, rows: usize) -> String {
        let name = matvec_name(ty, false);
        let narrow = name.replacen("strata_matvec_", "strata_matvec_narrow_", 1);
        let few = self.by_name.get(name.as_str()).is_some_and(|&i| {
            let rule = &self.plan.kernels[i].grid[0];
            (rows as u64).div_ceil(rule.divisor.max(1)) < NARROW_BELOW_BLOCKS
        });
        if few && self.by_name.contains_key(narrow.as_str()) {
            narrow
        } else {
            name
        }
    }

    /// `y[rows] = W·x` for a matrix weight.
    fn matvec(&mut self, w: WeightId, x: BufId, y: BufId, what: &str) -> Result<(), RuntimeError> {
        let (ty, rows, cols) = mat_shape(self.graph, w)?;
        let wb = self.weight_raw(w)?;
        self.launch(
            &self.matvec_kernel(ty, rows),
            (rows as u64, cols as u64, 0),
            &[
                ("y", Arg::Buf(y, 0)),
                ("w", Arg::Buf(wb, 0)),
                ("x", Arg::Buf(x, 0)),
                ("rows", Arg::I32(rows as i32)),
                ("cols", Arg::I32(cols as i32)),
            ],
            what,
        )
    }

    /// `y_i = W_i·x` for the matrices of `group` (one type, `cols` columns each) in one launch:
    /// their weights are placed back to back in the weights arena and their outputs back to
    /// back in the activations arena (consecutive buffers of one arena whose sizes are
    /// multiples of [`BUF_ALIGN`] are contiguous in [`Schedule::layout`]), so the stack is one
    /// matrix of `Σ rows_i` rows. A group whose sizes do not allow that, or that has one
    /// member, runs as separate matvecs.
    fn stacked_matvec(
        &mut self,
        ty: GgmlType,
        cols: usize,
        group: &[(WeightId, ValueId, usize)],
        x: BufId,
        what: &str,
    ) -> Result<(), RuntimeError> {
        let row_bytes = ty
            .row_bytes(cols as u64)
            .ok_or_else(|| unsupported(format!("{what}: bad row size")))?;
        let aligned = group.iter().all(|&(_, _, r)| {
            (r as u64 * row_bytes).is_multiple_of(BUF_ALIGN)
                && (4 * r as u64).is_multiple_of(BUF_ALIGN)
        });
        let fresh = group.iter().all(|(w, _, _)| !self.raw.contains_key(w));
        if group.len() < 2 || !aligned || !fresh {
            for &(w, o, r) in group {
                let y = self.out_f32(o, r);
                let name = self.value_name(o);
                self.matvec(w, x, y, &name)?;
            }
            return Ok(());
        }
        let ws: Vec<BufId> = group
            .iter()
            .map(|&(w, _, _)| self.weight_raw(w))
            .collect::<Result<_, _>>()?;
        let ys: Vec<BufId> = group.iter().map(|&(_, o, r)| self.out_f32(o, r)).collect();
        debug_assert!(ws.windows(2).all(|p| p[1].0 == p[0].0 + 1));
        debug_assert!(ys.windows(2).all(|p| p[1].0 == p[0].0 + 1));
        let rows: usize = group.iter().map(|g| g.2).sum();
        let names: Vec<String> = group.iter().map(|&(_, o, _)| self.value_name(o)).collect();
        let label = if names.len() > 1 && !names[0].is_empty() {
            names.join("+")
        } else {
            what.to_string()
        };
        self.launch(
            &self.matvec_kernel(ty, rows),
            (rows as u64, cols as u64, 0),
            &[
                ("y", Arg::Buf(ys[0], 0)),
                ("w", Arg::Buf(ws[0], 0)),
                ("x", Arg::Buf(x, 0)),
                ("rows", Arg::I32(rows as i32)),
                ("cols", Arg::I32(cols as i32)),
            ],
            &label,
        )
    }

    fn value_name(&self, v: ValueId) -> String {
        self.graph
            .get_value(v)
            .map(|x| x.name.clone())
            .unwrap_or_default()
    }

    fn rmsnorm(
        &mut self,
        (y, x, w): (BufId, BufId, BufId),
        rows: usize,
        n: usize,
        eps: f32,
        what: &str,
    ) -> Result<(), RuntimeError> {
        self.launch(
            "strata_rmsnorm_f32",
            (rows as u64, n as u64, 0),
            &[
                ("y", Arg::Buf(y, 0)),
                ("x", Arg::Buf(x, 0)),
                ("w", Arg::Buf(w, 0)),
                ("n", Arg::I32(n as i32)),
                ("eps", Arg::F32(eps)),
            ],
            what,
        )
    }

    /// The grouped MoE matvec of one expert matrix (`slot`: its slot table, type, rows and
    /// columns) over `k` picks: `y[j] = W_{sel[j]}·x[j·x_stride ..]`; with `up`, the fused
    /// SwiGLU's kernel ([`moe_swiglu_name`]): `y[j] = W_{sel[j]}·(silu(x)·up)[j·x_stride ..]`.
    #[allow(clippy::too_many_arguments)]
    fn expert_matvec(
        &mut self,
        (st, ty, rows, cols): (BufId, GgmlType, usize, usize),
        y: BufId,
        sel: BufId,
        (x, up): (BufId, Option<BufId>),
        (x_stride, k): (usize, usize),
        (period, table_stride): (usize, usize),
        what: &str,
    ) -> Result<(), RuntimeError> {
        let mut args = vec![
            ("y", Arg::Buf(y, 0)),
            ("slot_ptrs", Arg::Buf(st, 0)),
            ("sel_slots", Arg::Buf(sel, 0)),
            ("x", Arg::Buf(x, 0)),
            ("rows", Arg::I32(rows as i32)),
            ("cols", Arg::I32(cols as i32)),
            ("x_stride", Arg::I32(x_stride as i32)),
            ("sel_period", Arg::I32(period as i32)),
            ("table_stride", Arg::I32(table_stride as i32)),
        ];
        let name = match up {
            Some(u) => {
                args.insert(4, ("up", Arg::Buf(u, 0)));
                moe_swiglu_name(ty)
            }
            None => matvec_name(ty, true),
        };
        self.launch(&name, (rows as u64, cols as u64, k as u64), &args, what)
    }

    fn elementwise(
        &mut self,
        name: &str,
        (y, a, b): (BufId, BufId, BufId),
        n: usize,
        what: &str,
    ) -> Result<(), RuntimeError> {
        let (an, bn) = if name == "strata_swiglu_f32" {
            ("g", "u")
        } else {
            ("a", "b")
        };
        self.launch(
            name,
            (n as u64, 0, 0),
            &[
                ("y", Arg::Buf(y, 0)),
                (an, Arg::Buf(a, 0)),
                (bn, Arg::Buf(b, 0)),
                ("n", Arg::I32(n as i32)),
            ],
            what,
        )
    }

    /// `down · (silu(gate · x) ⊙ (up · x))` into `y`.
    fn dense_ffn(
        &mut self,
        [g, u, d]: [WeightId; 3],
        x: BufId,
        y: BufId,
        what: &str,
    ) -> Result<(), RuntimeError> {
        let (_, n_ff, _) = mat_shape(self.graph, g)?;
        let go = self.scratch_f32(format!("{what}.gate"), n_ff);
        let uo = self.scratch_f32(format!("{what}.up"), n_ff);
        let h = self.scratch_f32(format!("{what}.h"), n_ff);
        self.matvec(g, x, go, &format!("{what}.gate"))?;
        self.matvec(u, x, uo, &format!("{what}.up"))?;
        self.elementwise("strata_swiglu_f32", (h, go, uo), n_ff, what)?;
        self.matvec(d, h, y, &format!("{what}.down"))
    }
}

/// Optional kernel fusions of the decode step, each bit-identical to the launches it replaces.
///
/// `head_norm` and `swiglu` are off by default: on the H200 with programmatic dependent launch
/// (the CUDA driver's default) each made the step slower, not faster (`docs/perf/gpu-decode.md`,
/// session 12: 265–278 tok/s with both, 276–292 with neither), because the launches they save
/// are already overlapped and the fused kernels are longer (the head norm + rope runs 36 waves
/// in 5 blocks where the norms ran 36 blocks; the down projection stages SwiGLU in every
/// block). Without that overlap (HIP, `STRATA_CUDA_PDL=0`) they save launches.
///
/// `qk_norms`, `router` and `attn_combine` are on by default: they remove a phase of the step
/// (a launch that waited for the whole grid before it) without making any block longer than a
/// short tail in one block (session 19).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Fusions {
    /// The q and k head norms as one `rmsnorm_pair` launch (`STRATA_GPU_FUSE_QKNORM=0` off).
    pub qk_norms: bool,
    /// The router's narrow F32 matvec with the top-k in its last block
    /// (`router_matvec_topk`; `STRATA_GPU_FUSE_ROUTER=0` off).
    pub router: bool,
    /// Each attention head's combine in its last split block (`attn_decode_split_combine`;
    /// `STRATA_GPU_FUSE_ATTN=0` off).
    pub attn_combine: bool,
    /// Per-head q/k RMSNorms inside the fused RoPE + KV store (`norm_rope_*_kv_store_<code>`;
    /// `STRATA_GPU_FUSE_HEADNORM=1`).
    pub head_norm: bool,
    /// A MoE layer's SwiGLU inside its down projection (`moe_matvec_swiglu_<type>`;
    /// `STRATA_GPU_FUSE_SWIGLU=1`).
    pub swiglu: bool,
}

impl Default for Fusions {
    /// The measured defaults (see the type's doc).
    fn default() -> Fusions {
        Fusions {
            qk_norms: true,
            router: true,
            attn_combine: true,
            head_norm: false,
            swiglu: false,
        }
    }
}

impl Fusions {
    /// The defaults with what the environment asks for: `=1` turns a fusion on, `=0` off.
    pub fn from_env() -> Fusions {
        let d = Fusions::default();
        let get = |k: &str, dflt: bool| match std::env::var(k).as_deref() {
            Ok("1") => true,
            Ok("0") => false,
            _ => dflt,
        };
        Fusions {
            qk_norms: get("STRATA_GPU_FUSE_QKNORM", d.qk_norms),
            router: get("STRATA_GPU_FUSE_ROUTER", d.router),
            attn_combine: get("STRATA_GPU_FUSE_ATTN", d.attn_combine),
            head_norm: get("STRATA_GPU_FUSE_HEADNORM", d.head_norm),
            swiglu: get("STRATA_GPU_FUSE_SWIGLU", d.swiglu),
        }
    }

    /// Every fusion on.
    pub fn all() -> Fusions {
        Fusions {
            qk_norms: true,
            router: true,
            attn_combine: true,
            head_norm: true,
            swiglu: true,
        }
    }

    /// Every fusion off (the step as the plan's unfused kernels run it).
    pub fn none() -> Fusions {
        Fusions {
            qk_norms: false,
            router: false,
            attn_combine: false,
            head_norm: false,
            swiglu: false,
        }
    }
}

/// One in-place rope launch, kept until its attention decides whether it runs fused.
struct RopeLaunch {
    name: &'static str,
    fused: String,
    x: BufId,
    heads: usize,
    head_dim: usize,
    n_rot: usize,
    l2: f32,
    freq_scale: f32,
    /// YaRN's `[ext_factor, corr_lo, corr_hi, mscale]` (the `rope_yarn_*` kernels' extra
    /// parameters), `None` for plain RoPE.
    yarn: Option<[f32; 4]>,
    /// The per-head RMSNorm that writes `x`, when it waits with the rope (it runs just
    /// before the rope, or inside the fused launch).
    norm: Option<PendingNorm>,
    what: String,
}

/// A per-head RMSNorm kept until its rope's attention decides whether it runs fused.
struct PendingNorm {
    /// The unnormalized input (the norm writes the rope's buffer).
    x: BufId,
    w: BufId,
    eps: f32,
    heads: usize,
    head_dim: usize,
    what: String,
}

impl RopeLaunch {
    /// The YaRN parameters as launch arguments (none for plain RoPE).
    fn yarn_args(&self) -> Vec<(&'static str, Arg)> {
        self.yarn
            .map(|[e, lo, hi, m]| {
                vec![
                    ("ext_factor", Arg::F32(e)),
                    ("corr_lo", Arg::F32(lo)),
                    ("corr_hi", Arg::F32(hi)),
                    ("mscale", Arg::F32(m)),
                ]
            })
            .unwrap_or_default()
    }
}

/// A MoE layer's weighted combine, kept until its add decides whether it runs fused.
struct PendingCombine {
    e: BufId,
    weights: BufId,
    n: usize,
    k: usize,
    what: String,
}

impl Builder<'_> {
    /// `out = Σ_j w[j]·e[j]`: the MoE combine on its own.
    fn moe_combine(&mut self, out: ValueId, c: &PendingCombine) -> Result<(), RuntimeError> {
        let y = self.out_f32(out, c.n);
        self.launch(
            "strata_moe_combine_f32",
            (c.n as u64, 0, c.k as u64),
            &[
                ("y", Arg::Buf(y, 0)),
                ("e", Arg::Buf(c.e, 0)),
                ("w", Arg::Buf(c.weights, 0)),
                ("n", Arg::I32(c.n as i32)),
                ("k", Arg::I32(c.k as i32)),
            ],
            &c.what,
        )
    }

    fn rope(&mut self, r: &RopeLaunch, step: BufId) -> Result<(), RuntimeError> {
        self.head_norm(r)?;
        let mut args = vec![
            ("x", Arg::Buf(r.x, 0)),
            ("pos_ptr", Arg::Buf(step, 0)),
            ("n_heads", Arg::I32(r.heads as i32)),
            ("head_dim", Arg::I32(r.head_dim as i32)),
            ("n_rot", Arg::I32(r.n_rot as i32)),
            ("log2_theta_scale", Arg::F32(r.l2)),
            ("freq_scale", Arg::F32(r.freq_scale)),
        ];
        args.extend(r.yarn_args());
        self.launch(r.name, (r.heads as u64, 0, r.n_rot as u64), &args, &r.what)
    }

    /// Two ropes' waiting head norms (q's and k's): one `rmsnorm_pair` launch when both have
    /// one of the same width and eps and the plan carries the kernel ([`Fusions::qk_norms`]),
    /// else each on its own.
    fn head_norms(&mut self, a: &RopeLaunch, b: &RopeLaunch) -> Result<(), RuntimeError> {
        match (&a.norm, &b.norm) {
            (Some(na), Some(nb))
                if self.fusions.qk_norms
                    && na.head_dim == nb.head_dim
                    && na.eps.to_bits() == nb.eps.to_bits()
                    && self.by_name.contains_key(RMSNORM_PAIR) =>
            {
                self.launch(
                    RMSNORM_PAIR,
                    ((na.heads + nb.heads) as u64, na.head_dim as u64, 0),
                    &[
                        ("y", Arg::Buf(a.x, 0)),
                        ("x", Arg::Buf(na.x, 0)),
                        ("w", Arg::Buf(na.w, 0)),
                        ("n", Arg::I32(na.head_dim as i32)),
                        ("eps", Arg::F32(na.eps)),
                        ("y2", Arg::Buf(b.x, 0)),
                        ("x2", Arg::Buf(nb.x, 0)),
                        ("w2", Arg::Buf(nb.w, 0)),
                        ("rows1", Arg::I32(na.heads as i32)),
                    ],
                    &format!("{}+{}", na.what, nb.what),
                )
            }
            _ => {
                self.head_norm(a)?;
                self.head_norm(b)
            }
        }
    }

    /// The rope's waiting head norm on its own, if it has one.
    fn head_norm(&mut self, r: &RopeLaunch) -> Result<(), RuntimeError> {
        match &r.norm {
            Some(n) => self.rmsnorm((r.x, n.x, n.w), n.heads, n.head_dim, n.eps, &n.what),
            None => Ok(()),
        }
    }
}

/// A rope node's parameters ([`Op::Rope`], or [`Op::RopeYarn`] with its YaRN arguments).
pub(super) struct RopeParams {
    pub mode: RopeMode,
    pub n_head: u32,
    pub head_dim: u32,
    pub n_rot: u32,
    pub freq_base: f32,
    pub freq_scale: f32,
    /// `[ext_factor, corr_lo, corr_hi, mscale]` for the `rope_yarn_*` kernels.
    pub yarn: Option<[f32; 4]>,
}

pub(super) fn rope_params(op: &Op) -> Option<RopeParams> {
    match *op {
        Op::Rope {
            mode,
            n_head,
            head_dim,
            n_rot,
            freq_base,
            freq_scale,
        } => Some(RopeParams {
            mode,
            n_head,
            head_dim,
            n_rot,
            freq_base,
            freq_scale,
            yarn: None,
        }),
        Op::RopeYarn {
            mode,
            n_head,
            head_dim,
            n_rot,
            freq_base,
            freq_scale,
            n_ctx_orig,
            ext_factor,
            attn_factor,
            beta_fast,
            beta_slow,
        } => {
            // The correction range and the magnitude scale, in f32 as the CPU executors'
            // rope cache computes them (`exec::ops::rope_cache_yarn`).
            let [lo, hi] = crate::exec::ops::yarn_corr_dims(
                n_rot as usize,
                n_ctx_orig,
                freq_base,
                beta_fast,
                beta_slow,
            );
            let mut mscale = attn_factor;
            if ext_factor != 0.0 {
                mscale *= 1.0 + 0.1 * (1.0 / freq_scale).ln();
            }
            Some(RopeParams {
                mode,
                n_head,
                head_dim,
                n_rot,
                freq_base,
                freq_scale,
                yarn: Some([ext_factor, lo, hi, mscale]),
            })
        }
        _ => None,
    }
}

/// An attention node's parameters ([`Op::Attention`]: no window, no sinks).
pub(super) struct AttnParams {
    pub layer: u32,
    pub n_head: u32,
    pub n_head_kv: u32,
    pub head_dim: u32,
    pub scale: f32,
    pub window: u32,
    pub sinks: Option<WeightId>,
}

pub(super) fn attn_params(op: &Op) -> Option<AttnParams> {
    match *op {
        Op::Attention {
            layer,
            n_head,
            n_head_kv,
            head_dim,
            scale,
        } => Some(AttnParams {
            layer,
            n_head,
            n_head_kv,
            head_dim,
            scale,
            window: 0,
            sinks: None,
        }),
        Op::AttentionExt {
            layer,
            n_head,
            n_head_kv,
            head_dim,
            scale,
            window,
            sinks,
        } => Some(AttnParams {
            layer,
            n_head,
            n_head_kv,
            head_dim,
            scale,
            window,
            sinks,
        }),
        _ => None,
    }
}

/// `(type, rows, cols)` of a matrix weight `[cols, rows, ...]`.
pub(crate) fn mat_shape(
    graph: &Graph,
    w: WeightId,
) -> Result<(GgmlType, usize, usize), RuntimeError> {
    let wt = graph
        .get_weight(w)
        .ok_or_else(|| unsupported(format!("weight {} missing", w.0)))?;
    let cols = wt.shape.first().copied().unwrap_or(0) as usize;
    let rows = wt.shape.get(1).copied().unwrap_or(1) as usize;
    if cols == 0 || rows == 0 {
        return Err(unsupported(format!("{} has an empty shape", wt.name)));
    }
    Ok((wt.ty, rows, cols))
}

/// The grouped matvec with the SwiGLU in its x staging, for `ty`.
fn moe_swiglu_name(ty: GgmlType) -> String {
    format!(
        "strata_moe_matvec_swiglu_{}",
        ty.name().to_ascii_lowercase()
    )
}

pub(crate) fn matvec_name(ty: GgmlType, moe: bool) -> String {
    let t = ty.name().to_ascii_lowercase();
    if moe {
        format!("strata_moe_matvec_{t}")
    } else {
        format!("strata_matvec_{t}")
    }
}

impl Schedule {
    /// The decode step of `plan` on `target` (a GPU target the plan carries code objects for)
    /// with a KV cache of `n_ctx` tokens.
    pub fn decode(plan: &Plan, target: &str, n_ctx: usize) -> Result<Schedule, RuntimeError> {
        Self::decode_with(plan, target, n_ctx, ExpertPlacement::Resident)
    }

    /// [`Schedule::decode`] with the routed experts placed as `placement` says.
    pub fn decode_with(
        plan: &Plan,
        target: &str,
        n_ctx: usize,
        placement: ExpertPlacement,
    ) -> Result<Schedule, RuntimeError> {
        Self::decode_kv(plan, target, n_ctx, placement, KvType::F16)
    }

    /// [`Schedule::decode_with`] with a KV cache of type `kv`.
    pub fn decode_kv(
        plan: &Plan,
        target: &str,
        n_ctx: usize,
        placement: ExpertPlacement,
        kv: KvType,
    ) -> Result<Schedule, RuntimeError> {
        Self::decode_fused(plan, target, n_ctx, placement, kv, Fusions::from_env())
    }

    /// [`Schedule::decode_kv`] with the optional kernel fusions chosen by the caller.
    pub fn decode_fused(
        plan: &Plan,
        target: &str,
        n_ctx: usize,
        placement: ExpertPlacement,
        kv: KvType,
        fusions: Fusions,
    ) -> Result<Schedule, RuntimeError> {
        // Ops with no GPU path: say so by name before anything else (a host plan of such a
        // model would otherwise be told to recompile for a target that refuses it too).
        check_gpu_ops(plan)?;
        let by_name = kernels_of(plan, target);
        if by_name.is_empty() {
            return Err(RuntimeError::Unsupported(format!(
                "the plan has no code objects for {target} (its targets: {}); recompile with --arch {target}",
                plan.targets.join(",")
            )));
        }
        if n_ctx == 0 || n_ctx > i32::MAX as usize {
            return Err(RuntimeError::InvalidArgument(format!(
                "context length {n_ctx}"
            )));
        }
        let graph = &plan.graph;
        let cfg = &plan.config;
        let n_embd = cfg.n_embd as usize;
        let n_vocab = cfg.n_vocab as usize;
        let mut b = Builder {
            plan,
            graph,
            by_name,
            kernel_index: HashMap::new(),
            sched: Schedule {
                target: target.to_string(),
                kernels: Vec::new(),
                buffers: Vec::new(),
                launches: Vec::new(),
                embd: BufId(0),
                step: BufId(0),
                logits: BufId(0),
                embedding: WeightId(0),
                n_embd,
                n_vocab,
                n_ctx,
                kv,
                experts: None,
            },
            raw: HashMap::new(),
            f32w: HashMap::new(),
            vals: HashMap::new(),
            placement,
            fuse_combine: std::env::var("STRATA_GPU_FUSE_COMBINE").is_ok_and(|v| v == "1"),
            fuse_matvecs: std::env::var("STRATA_GPU_FUSE_QKV").map_or(true, |v| v != "0"),
            fusions,
            router_logits: HashMap::new(),
            moe_points: Vec::new(),
        };
        // The split kernel's grid must divide the capacity by the chunk the executor passes.
        for name in [attn_split_name(kv, false), attn_split_name(kv, true)] {
            if let Some(&i) = b.by_name.get(name.as_str()) {
                let rule = &plan.kernels[i].grid[1];
                if rule.divisor != u64::from(ATTN_CHUNK) {
                    return Err(unsupported(format!(
                        "the plan's attention split covers {} positions per block, this runtime passes {ATTN_CHUNK}",
                        rule.divisor
                    )));
                }
            }
        }
        b.sched.embd = b.scratch_f32("embd", n_embd);
        b.sched.step = b.buf("step", 8, Arena::Activations, BufInit::Zero);
        let step = b.sched.step;
        let order = graph
            .topo_order()
            .map_err(|e| unsupported(format!("graph: {e}")))?;
        let mut embedding = None;
        let mut logits = None;
        let mut done = std::collections::HashSet::new();
        let mut deferred: HashMap<ValueId, RopeLaunch> = HashMap::new();
        let mut pending_norms: HashMap<ValueId, PendingNorm> = HashMap::new();
        let mut combines: HashMap<ValueId, PendingCombine> = HashMap::new();
        for id in order {
            if done.contains(&id) {
                continue;
            }
            let Some(node) = graph.node(id) else { continue };
            let ins = &node.inputs;
            let out0 = node.outputs.first().copied();
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
                Op::Embedding { table } => {
                    if embedding.replace(*table).is_some() {
                        return Err(unsupported("more than one embedding"));
                    }
                    let t = graph.weight(*table);
                    if t.shape.first().copied() != Some(n_embd as u64) {
                        return Err(unsupported(format!("{} is not {n_embd} wide", t.name)));
                    }
                    let e = b.sched.embd;
                    b.vals.insert(output()?, (e, n_embd));
                }
                Op::RmsNorm { weight, eps } => {
                    let (x, n) = b.val(input(0)?)?;
                    let w = b.weight_f32(*weight, n)?;
                    let y = b.out_f32(output()?, n);
                    b.rmsnorm((y, x, w), 1, n, *eps, &what)?;
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
                    let w = b.weight_f32(*weight, d)?;
                    let out = output()?;
                    let y = b.out_f32(out, n);
                    // A head norm read only by a rope waits for it: the rope's attention may run
                    // the norm inside its fused launch (the kernel repeats the norm's sums, so
                    // only head_dim <= 256, the norm's block).
                    let users = graph.users(out);
                    let to_rope = users.len() == 1
                        && graph
                            .node(users[0])
                            .is_some_and(|u| matches!(u.op, Op::Rope { .. }));
                    // It also waits where its pair (q's and k's) may run as one launch.
                    if (b.fusions.head_norm || b.fusions.qk_norms) && to_rope && d <= 256 {
                        pending_norms.insert(
                            out,
                            PendingNorm {
                                x,
                                w,
                                eps: *eps,
                                heads: nh,
                                head_dim: d,
                                what: what.clone(),
                            },
                        );
                    } else {
                        b.rmsnorm((y, x, w), nh, d, *eps, &what)?;
                    }
                }
                Op::MatMul { .. } if b.fuse_matvecs && b.vals.contains_key(&output()?) => {
                    // Its rows ran in the launch of an earlier matmul of the same input.
                }
                Op::MatMul { weight, bias } if b.fuse_matvecs && bias.is_none() => {
                    let xv = input(0)?;
                    let (x, n) = b.val(xv)?;
                    let (ty, rows, cols) = mat_shape(graph, *weight)?;
                    if cols != n {
                        return Err(unsupported(format!(
                            "{what}: {cols} columns for {n} inputs"
                        )));
                    }
                    // The other bias-free matmuls of the same type reading this input (q, k and v
                    // of an attention layer) run as one matvec over their rows stacked.
                    let mut group = vec![(*weight, output()?, rows)];
                    for u in graph.users(xv) {
                        let Some(un) = graph.node(u) else { continue };
                        let (
                            Op::MatMul {
                                weight: w2,
                                bias: None,
                            },
                            Some(&o2),
                        ) = (&un.op, un.outputs.first())
                        else {
                            continue;
                        };
                        if o2 == group[0].1 || b.raw.contains_key(w2) {
                            continue;
                        }
                        if let Ok((t2, r2, c2)) = mat_shape(graph, *w2)
                            && t2 == ty
                            && c2 == cols
                        {
                            group.push((*w2, o2, r2));
                        }
                    }
                    b.stacked_matvec(ty, cols, &group, x, &what)?;
                }
                Op::MatMul { weight, bias } => {
                    let (x, n) = b.val(input(0)?)?;
                    let (_, rows, cols) = mat_shape(graph, *weight)?;
                    if cols != n {
                        return Err(unsupported(format!(
                            "{what}: {cols} columns for {n} inputs"
                        )));
                    }
                    let y = b.out_f32(output()?, rows);
                    match bias {
                        None => b.matvec(*weight, x, y, &what)?,
                        Some(bias) => {
                            let tmp = b.scratch_f32(format!("{what}.nobias"), rows);
                            b.matvec(*weight, x, tmp, &what)?;
                            let bb = b.weight_f32(*bias, rows)?;
                            b.elementwise("strata_add_f32", (y, tmp, bb), rows, &what)?;
                        }
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
                    if graph.users(xv).len() != 1 {
                        return Err(unsupported(format!(
                            "{what}: rope runs in place, but its input has other readers"
                        )));
                    }
                    let (nh, d, nr) = (n_head as usize, head_dim as usize, n_rot as usize);
                    if nh * d != n || nr > d || nr % 2 != 0 {
                        return Err(unsupported(format!("{what}: rope n_rot {nr} on {nh}×{d}")));
                    }
                    let l2 = -(2.0 / nr as f64) * f64::from(freq_base).log2();
                    // The fused kernel stores in the cache's type; a grouped type (q8) has none
                    // (the plan carries no such kernel), so its ropes run in place before the
                    // store.
                    let (name, fused) = match (mode, yarn.is_some()) {
                        (RopeMode::Neox, false) => (
                            "strata_rope_neox_f32",
                            format!("strata_rope_neox_kv_store_{kv}"),
                        ),
                        (RopeMode::Normal, false) => (
                            "strata_rope_norm_f32",
                            format!("strata_rope_norm_kv_store_{kv}"),
                        ),
                        (RopeMode::Neox, true) => (
                            "strata_rope_yarn_neox_f32",
                            format!("strata_rope_yarn_neox_kv_store_{kv}"),
                        ),
                        (RopeMode::Normal, true) => (
                            "strata_rope_yarn_norm_f32",
                            format!("strata_rope_yarn_norm_kv_store_{kv}"),
                        ),
                    };
                    let r = RopeLaunch {
                        name,
                        fused,
                        norm: pending_norms.remove(&xv),
                        x,
                        heads: nh,
                        head_dim: d,
                        n_rot: nr,
                        l2: l2 as f32,
                        freq_scale,
                        yarn,
                        what: what.clone(),
                    };
                    let out = output()?;
                    b.vals.insert(out, (x, n));
                    // A rope whose only reader is attention's q or k waits for it: the
                    // attention emits both ropes and the KV store as one launch when the plan
                    // carries the fused kernel (nothing else reads the buffer in between).
                    let users = graph.users(out);
                    let to_attention = users.len() == 1
                        && graph.node(users[0]).is_some_and(|u| {
                            matches!(u.op, Op::Attention { .. } | Op::AttentionExt { .. })
                                && u.inputs.iter().take(2).any(|&i| i == out)
                        });
                    if to_attention && !kv.is_grouped() && b.by_name.contains_key(r.fused.as_str())
                    {
                        deferred.insert(out, r);
                    } else {
                        b.rope(&r, step)?;
                    }
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
                    let rq = deferred.remove(&input(0)?);
                    let rk = deferred.remove(&input(1)?);
                    let (scales_at, cache_bytes) = kv_plane_bytes(kv, row, n_ctx);
                    let kc = b.buf(
                        format!("kv.{layer}.k"),
                        cache_bytes,
                        Arena::Kv,
                        BufInit::Zero,
                    );
                    let vc = b.buf(
                        format!("kv.{layer}.v"),
                        cache_bytes,
                        Arena::Kv,
                        BufInit::Zero,
                    );
                    match (rq, rk) {
                        (Some(rq), Some(rk))
                            if rq.fused == rk.fused
                                && (rq.heads, rk.heads) == (nh, nkv)
                                && (rq.head_dim, rq.n_rot) == (d, rk.n_rot)
                                && rk.head_dim == d
                                && rq.l2.to_bits() == rk.l2.to_bits()
                                && rq.freq_scale.to_bits() == rk.freq_scale.to_bits()
                                && rq.yarn.map(|y| y.map(f32::to_bits))
                                    == rk.yarn.map(|y| y.map(f32::to_bits)) =>
                        {
                            // Both ropes' head norms as well, when the plan carries the kernel:
                            // its parameters are the fused rope's with the raw q and k, the norm
                            // weights and eps added.
                            let norm_name =
                                rq.fused.replacen("strata_rope_", "strata_norm_rope_", 1);
                            let norms = match (&rq.norm, &rk.norm) {
                                (Some(nq), Some(nk))
                                    if b.fusions.head_norm
                                        && nq.eps.to_bits() == nk.eps.to_bits()
                                        && (nq.head_dim, nk.head_dim) == (d, d)
                                        && rq.yarn.is_none()
                                        && b.by_name.contains_key(norm_name.as_str()) =>
                                {
                                    Some((nq, nk))
                                }
                                _ => None,
                            };
                            let mut args = vec![
                                ("q", Arg::Buf(q, 0)),
                                ("k", Arg::Buf(k, 0)),
                                ("v", Arg::Buf(v, 0)),
                                ("k_cache", Arg::Buf(kc, 0)),
                                ("v_cache", Arg::Buf(vc, 0)),
                                ("pos_ptr", Arg::Buf(step, 0)),
                                ("n_head", Arg::I32(nh as i32)),
                                ("n_head_kv", Arg::I32(nkv as i32)),
                                ("head_dim", Arg::I32(d as i32)),
                                ("n_rot", Arg::I32(rq.n_rot as i32)),
                                ("log2_theta_scale", Arg::F32(rq.l2)),
                                ("freq_scale", Arg::F32(rq.freq_scale)),
                            ];
                            args.extend(rq.yarn_args());
                            let what = format!("{}+{}+{what}", rq.what, rk.what);
                            match norms {
                                Some((nq, nk)) => {
                                    args.splice(
                                        2..2,
                                        [("q_in", Arg::Buf(nq.x, 0)), ("k_in", Arg::Buf(nk.x, 0))],
                                    );
                                    args.splice(
                                        8..8,
                                        [
                                            ("q_norm", Arg::Buf(nq.w, 0)),
                                            ("k_norm", Arg::Buf(nk.w, 0)),
                                        ],
                                    );
                                    args.push(("eps", Arg::F32(nq.eps)));
                                    let what = format!("{}+{}+{what}", nq.what, nk.what);
                                    b.launch(
                                        &norm_name,
                                        ((nh + nkv) as u64, d as u64, rq.n_rot as u64),
                                        &args,
                                        &what,
                                    )?;
                                }
                                None => {
                                    b.head_norms(&rq, &rk)?;
                                    b.launch(
                                        &rq.fused,
                                        (nh as u64, d as u64, rq.n_rot as u64),
                                        &args,
                                        &what,
                                    )?;
                                }
                            }
                        }
                        (rq, rk) => {
                            for r in [rq, rk].into_iter().flatten() {
                                b.rope(&r, step)?;
                            }
                            let mut args = vec![
                                ("k_cache", Arg::Buf(kc, 0)),
                                ("v_cache", Arg::Buf(vc, 0)),
                                ("k", Arg::Buf(k, 0)),
                                ("v", Arg::Buf(v, 0)),
                                ("pos_ptr", Arg::Buf(step, 0)),
                                ("row", Arg::I32(row as i32)),
                            ];
                            if kv.is_grouped() {
                                args.push(("k_scales", Arg::Buf(kc, scales_at)));
                                args.push(("v_scales", Arg::Buf(vc, scales_at)));
                            }
                            b.launch(
                                &format!("strata_kv_store_{kv}"),
                                (row as u64, 0, 1),
                                &args,
                                &what,
                            )?;
                        }
                    }
                    let n_split = n_ctx.div_ceil(ATTN_CHUNK as usize);
                    let po = b.scratch_f32(format!("{what}.part_o"), nh * n_split * d);
                    let pml = b.scratch_f32(format!("{what}.part_ml"), nh * n_split * 2);
                    let mut args = vec![
                        ("part_o", Arg::Buf(po, 0)),
                        ("part_ml", Arg::Buf(pml, 0)),
                        ("q", Arg::Buf(q, 0)),
                        ("k", Arg::Buf(kc, 0)),
                        ("v", Arg::Buf(vc, 0)),
                        ("n_head", Arg::I32(nh as i32)),
                        ("n_head_kv", Arg::I32(nkv as i32)),
                        ("head_dim", Arg::I32(d as i32)),
                        ("n_kv_ptr", Arg::Buf(step, 4)),
                        ("chunk", Arg::I32(ATTN_CHUNK as i32)),
                        ("n_split", Arg::I32(n_split as i32)),
                        ("scale", Arg::F32(scale)),
                    ];
                    // A sliding-window layer (gpt-oss) starts each split at the window.
                    if window > 0 {
                        args.push(("window", Arg::I32(window as i32)));
                    }
                    if kv.is_grouped() {
                        args.push(("k_scales", Arg::Buf(kc, scales_at)));
                        args.push(("v_scales", Arg::Buf(vc, scales_at)));
                    }
                    // A plain layer's combine runs in each head's last split block, where the
                    // plan carries that kernel.
                    let fused = format!("strata_attn_decode_split_combine_{kv}kv");
                    if window == 0
                        && sinks.is_none()
                        && b.fusions.attn_combine
                        && b.by_name.contains_key(fused.as_str())
                    {
                        let y = b.out_f32(output()?, nh * d);
                        let counter = b.buf(
                            format!("{what}.counters"),
                            4 * nh as u64,
                            Arena::Activations,
                            BufInit::Zero,
                        );
                        args.push(("out", Arg::Buf(y, 0)));
                        args.push(("counter", Arg::Buf(counter, 0)));
                        b.launch(&fused, (nh as u64, n_ctx as u64, d as u64), &args, &what)?;
                        continue;
                    }
                    let split = attn_split_name(kv, window > 0);
                    b.launch(&split, (nh as u64, n_ctx as u64, d as u64), &args, &what)?;
                    let y = b.out_f32(output()?, nh * d);
                    let mut args = vec![
                        ("out", Arg::Buf(y, 0)),
                        ("part_o", Arg::Buf(po, 0)),
                        ("part_ml", Arg::Buf(pml, 0)),
                        ("head_dim", Arg::I32(d as i32)),
                        ("n_split", Arg::I32(n_split as i32)),
                        // Only the splits below n_kv are read.
                        ("n_kv_ptr", Arg::Buf(step, 4)),
                        ("chunk", Arg::I32(ATTN_CHUNK as i32)),
                    ];
                    // Sink logits (gpt-oss) join the combine's maximum and denominator.
                    let combine = match sinks {
                        Some(sw) => {
                            let sb = b.weight_f32(sw, nh)?;
                            args.push(("sinks", Arg::Buf(sb, 0)));
                            "strata_attn_decode_combine_sinks"
                        }
                        None => "strata_attn_decode_combine",
                    };
                    b.launch(combine, (nh as u64, 0, d as u64), &args, &what)?;
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
                        // gpt-oss: the softmax over the selected experts' logits.
                        Scoring::SoftmaxWeight => "strata_router_topk_softmax_weight_f32",
                        Scoring::Sigmoid => {
                            return Err(unsupported(
                                "the router kernels implement softmax scoring only",
                            ));
                        }
                    };
                    let (l, n) = b.val(input(0)?)?;
                    let (ne, kk) = (*n_expert as usize, *k as usize);
                    if n != ne || kk == 0 || kk > ne {
                        return Err(unsupported(format!("{what}: top-{kk} of {ne} over {n}")));
                    }
                    let ids_v = output()?;
                    let w_v = node
                        .outputs
                        .get(1)
                        .copied()
                        .ok_or_else(|| unsupported("router without weights output"))?;
                    let ids = b.buf(
                        format!("{what}.ids"),
                        4 * kk as u64,
                        Arena::Activations,
                        BufInit::Zero,
                    );
                    b.vals.insert(ids_v, (ids, kk));
                    b.router_logits.insert(ids, l);
                    let wts = b.out_f32(w_v, kk);
                    // The logits' narrow F32 matvec was the launch just made: it and the picks
                    // become one launch, the picks in its last block.
                    let fusable = matches!(scoring, Scoring::Softmax)
                        && b.fusions.router
                        && b.by_name.contains_key(ROUTER_MATVEC_TOPK)
                        && b.sched.launches.last().is_some_and(|mv| {
                            b.sched.kernel_name(mv) == "strata_matvec_narrow_f32"
                                && mv.args.first() == Some(&Arg::Buf(l, 0))
                                && mv.args.get(3) == Some(&Arg::I32(ne as i32))
                        });
                    let popped = if fusable {
                        b.sched.launches.pop()
                    } else {
                        None
                    };
                    if let Some(mv) = popped {
                        let counter = b.buf(
                            format!("{what}.counter"),
                            4,
                            Arena::Activations,
                            BufInit::Zero,
                        );
                        let (w, x, cols) = match mv.args[..] {
                            [_, w, x, _, cols] => (w, x, cols),
                            _ => return Err(unsupported(format!("{what}: router matvec args"))),
                        };
                        let cols = match cols {
                            Arg::I32(c) => c,
                            _ => return Err(unsupported(format!("{what}: router matvec args"))),
                        };
                        b.launch(
                            ROUTER_MATVEC_TOPK,
                            (ne as u64, cols as u64, kk as u64),
                            &[
                                ("y", Arg::Buf(l, 0)),
                                ("w", w),
                                ("x", x),
                                ("rows", Arg::I32(ne as i32)),
                                ("cols", Arg::I32(cols)),
                                ("ids", Arg::Buf(ids, 0)),
                                ("weights", Arg::Buf(wts, 0)),
                                ("counter", Arg::Buf(counter, 0)),
                                ("k", Arg::I32(kk as i32)),
                                ("norm", Arg::I32(i32::from(*norm_topk))),
                            ],
                            &format!("{}+{what}", mv.what),
                        )?;
                    } else {
                        b.launch(
                            router,
                            (1, ne as u64, kk as u64),
                            &[
                                ("ids", Arg::Buf(ids, 0)),
                                ("weights", Arg::Buf(wts, 0)),
                                ("logits", Arg::Buf(l, 0)),
                                ("n_expert", Arg::I32(ne as i32)),
                                ("k", Arg::I32(kk as i32)),
                                ("norm", Arg::I32(i32::from(*norm_topk))),
                            ],
                            &what,
                        )?;
                    }
                }
                Op::MoeFfn {
                    layer,
                    n_expert,
                    k,
                    gate,
                    up,
                    down,
                } => {
                    let (x, n) = b.val(input(0)?)?;
                    let (ids, nk) = b.val(input(1)?)?;
                    let (wts, _) = b.val(input(2)?)?;
                    let (ne, kk) = (*n_expert as usize, *k as usize);
                    if nk != kk {
                        return Err(unsupported(format!("{what}: {nk} ids for top-{kk}")));
                    }
                    let cached = b.placement == ExpertPlacement::Cache;
                    let mut slots = Vec::new();
                    let mut slabs = [0u64; 3];
                    // The weights first, so the three slot tables are consecutive buffers (the
                    // gate's and the up projection's then sit back to back: one launch).
                    if !cached {
                        for w in [*gate, *up, *down] {
                            b.weight_raw(w)?;
                        }
                    }
                    for (i, w) in [*gate, *up, *down].into_iter().enumerate() {
                        let wt = graph.weight(w);
                        if wt.shape.get(2).copied() != Some(ne as u64) {
                            return Err(unsupported(format!("{} is not {ne} experts", wt.name)));
                        }
                        let (ty, rows, cols) = mat_shape(graph, w)?;
                        let slab = ty
                            .row_bytes(cols as u64)
                            .map(|r| r * rows as u64)
                            .ok_or_else(|| unsupported(format!("{}: bad row size", wt.name)))?;
                        slabs[i] = slab;
                        // Cached: the table is filled by the executor as slots are allocated.
                        let init = if cached {
                            BufInit::Zero
                        } else {
                            BufInit::SlotTable {
                                weight: b.weight_raw(w)?,
                                n: ne,
                                slab_bytes: slab,
                            }
                        };
                        // Cached: `n_expert` slot entries, then one per expert read over the
                        // bus from the mapped file (see [`MoePoint::slot_tables`]).
                        let entries = if cached { 2 * ne } else { ne };
                        let st = b.buf(
                            format!("{} (slots)", wt.name),
                            8 * entries as u64,
                            Arena::Weights,
                            init,
                        );
                        slots.push((st, ty, rows, cols));
                    }
                    // Cached: the expert launches read the host's per-step slot choice.
                    let sel = if cached {
                        b.buf(
                            format!("{what}.sel"),
                            4 * kk as u64,
                            Arena::Activations,
                            BufInit::Zero,
                        )
                    } else {
                        ids
                    };
                    let (_, _, n_ff, cols_g) = slots[0];
                    let (_, _, rows_d, cols_d) = slots[2];
                    if cols_g != n || rows_d != n || cols_d != n_ff {
                        return Err(unsupported(format!("{what}: expert shapes do not chain")));
                    }
                    let go = b.scratch_f32(format!("{what}.gate"), kk * n_ff);
                    let uo = b.scratch_f32(format!("{what}.up"), kk * n_ff);
                    // Gate and up as one launch of 2k picks: pick j < k reads the gate's table,
                    // pick k + j the up projection's (`table_stride` entries further), and their
                    // outputs land in `go` then `uo`, which are consecutive buffers too.
                    // The tables are consecutive buffers, so the up table starts at the gate
                    // table's size rounded to the layout's alignment.
                    let entries = if cached { 2 * ne } else { ne };
                    let table_stride = (8 * entries as u64).div_ceil(BUF_ALIGN) * BUF_ALIGN / 8;
                    let fuse_gate_up = b.fuse_matvecs
                        && slots[0].1 == slots[1].1
                        && (slots[0].2, slots[0].3) == (slots[1].2, slots[1].3)
                        && slots[1].0.0 == slots[0].0.0 + 1
                        && uo.0 == go.0 + 1
                        && (4 * (kk * n_ff) as u64).is_multiple_of(BUF_ALIGN);
                    // The down projection stages silu(gate)·up itself where the plan carries the
                    // fused kernel for its type.
                    let fuse_swiglu = b.fusions.swiglu
                        && b.by_name.contains_key(moe_swiglu_name(slots[2].1).as_str());
                    let dn = b.scratch_f32(format!("{what}.down"), kk * n);
                    if cached {
                        let logits = b.router_logits.get(&ids).copied().ok_or_else(|| {
                            unsupported(format!("{what}: the expert ids do not come from a router"))
                        })?;
                        let mut offs = [0u64; 3];
                        let mut at = 0u64;
                        for (o, s) in offs.iter_mut().zip(slabs) {
                            *o = at;
                            at += s.div_ceil(BUF_ALIGN) * BUF_ALIGN;
                        }
                        b.moe_points.push(MoePoint {
                            layer: *layer,
                            n_expert: ne,
                            k: kk,
                            n_embd: n,
                            n_ff,
                            weights: [*gate, *up, *down],
                            slab_bytes: slabs,
                            slab_offsets: offs,
                            slot_tables: [slots[0].0, slots[1].0, slots[2].0],
                            sel,
                            ids,
                            logits,
                            x,
                            down: dn,
                            experts_at: b.sched.launches.len(),
                            // gate+up (one launch or two), SwiGLU unless fused, down.
                            expert_launches: if fuse_gate_up { 1 } else { 2 }
                                + usize::from(!fuse_swiglu)
                                + 1,
                            lookahead: None,
                        });
                    }
                    if fuse_gate_up {
                        b.expert_matvec(
                            slots[0],
                            go,
                            sel,
                            (x, None),
                            (0, 2 * kk),
                            (kk, table_stride as usize),
                            &format!("{what}.gate+up"),
                        )?;
                    } else {
                        for (i, out) in [(0, go), (1, uo)] {
                            let part = format!("{what}.{}", ["gate", "up"][i]);
                            b.expert_matvec(
                                slots[i],
                                out,
                                sel,
                                (x, None),
                                (0, kk),
                                (kk, 0),
                                &part,
                            )?;
                        }
                    }
                    let (down_in, label) = if fuse_swiglu {
                        ((go, Some(uo)), format!("{what}.swiglu+down"))
                    } else {
                        let h = b.scratch_f32(format!("{what}.h"), kk * n_ff);
                        b.elementwise("strata_swiglu_f32", (h, go, uo), kk * n_ff, &what)?;
                        ((h, None), format!("{what}.down"))
                    };
                    b.expert_matvec(slots[2], dn, sel, down_in, (n_ff, kk), (kk, 0), &label)?;
                    let out = output()?;
                    let c = PendingCombine {
                        e: dn,
                        weights: wts,
                        n,
                        k: kk,
                        what: what.clone(),
                    };
                    // A combine whose only reader is an add waits for it (the add may fold it
                    // into its fused add + norm launch).
                    let users = graph.users(out);
                    let to_add = users.len() == 1
                        && graph
                            .node(users[0])
                            .is_some_and(|u| matches!(u.op, Op::Add));
                    if to_add && b.fuse_combine && b.by_name.contains_key(MOE_COMBINE_ADD_RMSNORM) {
                        combines.insert(out, c);
                    } else {
                        b.moe_combine(out, &c)?;
                    }
                }
                Op::DenseFfn { gate, up, down } => {
                    let (x, n) = b.val(input(0)?)?;
                    let y = b.out_f32(output()?, n);
                    b.dense_ffn([*gate, *up, *down], x, y, &what)?;
                }
                Op::SharedExpert {
                    gate,
                    up,
                    down,
                    gate_inp,
                } => {
                    let (x, n) = b.val(input(0)?)?;
                    let y = b.out_f32(output()?, n);
                    match gate_inp {
                        None => b.dense_ffn([*gate, *up, *down], x, y, &what)?,
                        Some(g) => {
                            let raw = b.scratch_f32(format!("{what}.ungated"), n);
                            b.dense_ffn([*gate, *up, *down], x, raw, &what)?;
                            let logit = b.scratch_f32(format!("{what}.gate_logit"), 1);
                            b.matvec(*g, x, logit, &format!("{what}.gate_inp"))?;
                            b.launch(
                                "strata_sigmoid_scale_f32",
                                (n as u64, 0, 0),
                                &[
                                    ("y", Arg::Buf(y, 0)),
                                    ("x", Arg::Buf(raw, 0)),
                                    ("g", Arg::Buf(logit, 0)),
                                    ("n", Arg::I32(n as i32)),
                                ],
                                &what,
                            )?;
                        }
                    }
                }
                Op::Add => {
                    let (i0, i1) = (input(0)?, input(1)?);
                    let sum_v = output()?;
                    // The residual add and the RMSNorm that reads its sum run as one launch
                    // when the plan carries the fused kernel; the norm node is then done here
                    // (its only input is this sum, so computing it now changes nothing).
                    let norm = graph.users(sum_v).into_iter().find_map(|u| {
                        let nd = graph.node(u)?;
                        match nd.op {
                            Op::RmsNorm { weight, eps } if nd.inputs.first() == Some(&sum_v) => {
                                Some((u, weight, eps, nd.outputs.first().copied()?))
                            }
                            _ => None,
                        }
                    });
                    // A MoE layer's combine waiting for this add: with the norm, all three run
                    // as one launch; otherwise the combine runs now, then the add.
                    let comb = [i0, i1]
                        .into_iter()
                        .find_map(|v| combines.remove(&v).map(|c| (v, c)));
                    let fused_comb = match (comb, norm) {
                        (Some((cv, c)), Some(nm)) => Some((cv, c, nm)),
                        (Some((cv, c)), None) => {
                            b.moe_combine(cv, &c)?;
                            None
                        }
                        (None, _) => None,
                    };
                    if let Some((cv, c, (u, weight, eps, norm_v))) = fused_comb {
                        let (r, n) = b.val(if cv == i0 { i1 } else { i0 })?;
                        if n != c.n {
                            return Err(unsupported(format!("{what}: add of {n} and {}", c.n)));
                        }
                        let y = b.out_f32(sum_v, n);
                        let w = b.weight_f32(weight, n)?;
                        let ny = b.out_f32(norm_v, n);
                        let nwhat = graph
                            .get_value(norm_v)
                            .map(|v| v.name.clone())
                            .unwrap_or_default();
                        b.launch(
                            MOE_COMBINE_ADD_RMSNORM,
                            (1, n as u64, c.k as u64),
                            &[
                                ("sum", Arg::Buf(y, 0)),
                                ("y", Arg::Buf(ny, 0)),
                                ("r", Arg::Buf(r, 0)),
                                ("e", Arg::Buf(c.e, 0)),
                                ("ew", Arg::Buf(c.weights, 0)),
                                ("w", Arg::Buf(w, 0)),
                                ("n", Arg::I32(n as i32)),
                                ("k", Arg::I32(c.k as i32)),
                                ("eps", Arg::F32(eps)),
                            ],
                            &format!("{}+{what}+{nwhat}", c.what),
                        )?;
                        done.insert(u);
                        continue;
                    }
                    let (a, n) = b.val(i0)?;
                    let (c, m) = b.val(i1)?;
                    if n != m {
                        return Err(unsupported(format!("{what}: add of {n} and {m}")));
                    }
                    let y = b.out_f32(sum_v, n);
                    match norm {
                        Some((u, weight, eps, norm_v)) if b.by_name.contains_key(ADD_RMSNORM) => {
                            let w = b.weight_f32(weight, n)?;
                            let ny = b.out_f32(norm_v, n);
                            let nwhat = graph
                                .get_value(norm_v)
                                .map(|v| v.name.clone())
                                .unwrap_or_default();
                            b.launch(
                                ADD_RMSNORM,
                                (1, n as u64, 0),
                                &[
                                    ("sum", Arg::Buf(y, 0)),
                                    ("y", Arg::Buf(ny, 0)),
                                    ("a", Arg::Buf(a, 0)),
                                    ("b", Arg::Buf(c, 0)),
                                    ("w", Arg::Buf(w, 0)),
                                    ("n", Arg::I32(n as i32)),
                                    ("eps", Arg::F32(eps)),
                                ],
                                &format!("{what}+{nwhat}"),
                            )?;
                            done.insert(u);
                        }
                        _ => b.elementwise("strata_add_f32", (y, a, c), n, &what)?,
                    }
                }
                Op::OutputHead { weight } => {
                    let (x, n) = b.val(input(0)?)?;
                    let (_, rows, cols) = mat_shape(graph, *weight)?;
                    if cols != n || rows != n_vocab {
                        return Err(unsupported(format!(
                            "{what}: output head {rows}×{cols} for {n} inputs, {n_vocab} tokens"
                        )));
                    }
                    let y = b.out_f32(output()?, rows);
                    b.matvec(*weight, x, y, &what)?;
                    logits = Some(y);
                }
                // gpt-oss's routed experts: per-expert biases and the clamped SwiGLU. Every
                // expert is resident (the runtime's expert split does not apply to this op).
                Op::MoeFfnExt {
                    n_expert,
                    k,
                    gate,
                    up,
                    down,
                    gate_bias,
                    up_bias,
                    down_bias,
                    glu,
                    ..
                } => {
                    if b.placement == ExpertPlacement::Cache {
                        return Err(unsupported(format!(
                            "{what}: gpt-oss's biased experts run with every expert resident; \
                             the expert cache does not split them yet"
                        )));
                    }
                    let (x, n) = b.val(input(0)?)?;
                    let (ids, nk) = b.val(input(1)?)?;
                    let (wts, _) = b.val(input(2)?)?;
                    let (ne, kk) = (*n_expert as usize, *k as usize);
                    if nk != kk {
                        return Err(unsupported(format!("{what}: {nk} ids for top-{kk}")));
                    }
                    let mut slots = Vec::new();
                    for w in [*gate, *up, *down] {
                        let wt = graph.weight(w);
                        if wt.shape.get(2).copied() != Some(ne as u64) {
                            return Err(unsupported(format!("{} is not {ne} experts", wt.name)));
                        }
                        let (ty, rows, cols) = mat_shape(graph, w)?;
                        let slab = ty
                            .row_bytes(cols as u64)
                            .map(|r| r * rows as u64)
                            .ok_or_else(|| unsupported(format!("{}: bad row size", wt.name)))?;
                        let init = BufInit::SlotTable {
                            weight: b.weight_raw(w)?,
                            n: ne,
                            slab_bytes: slab,
                        };
                        let st = b.buf(
                            format!("{} (slots)", wt.name),
                            8 * ne as u64,
                            Arena::Weights,
                            init,
                        );
                        slots.push((st, ty, rows, cols));
                    }
                    let (_, _, n_ff, cols_g) = slots[0];
                    let (_, _, rows_u, cols_u) = slots[1];
                    let (_, _, rows_d, cols_d) = slots[2];
                    if cols_g != n || cols_u != n || rows_u != n_ff || rows_d != n || cols_d != n_ff
                    {
                        return Err(unsupported(format!("{what}: expert shapes do not chain")));
                    }
                    let go = b.scratch_f32(format!("{what}.gate"), kk * n_ff);
                    let uo = b.scratch_f32(format!("{what}.up"), kk * n_ff);
                    let h = b.scratch_f32(format!("{what}.h"), kk * n_ff);
                    let dn = b.scratch_f32(format!("{what}.down"), kk * n);
                    let biases = [*gate_bias, *up_bias, *down_bias];
                    for (i, out, xin, stride, width) in [
                        (0, go, x, 0, n_ff),
                        (1, uo, x, 0, n_ff),
                        (2, dn, h, n_ff, n),
                    ] {
                        if i == 2 {
                            // The activation between up and down.
                            match glu {
                                Glu::Swiglu => b.elementwise(
                                    "strata_swiglu_f32",
                                    (h, go, uo),
                                    kk * n_ff,
                                    &what,
                                )?,
                                Glu::SwigluOai { alpha, limit } => b.launch(
                                    "strata_swiglu_oai_f32",
                                    ((kk * n_ff) as u64, 0, 0),
                                    &[
                                        ("y", Arg::Buf(h, 0)),
                                        ("g", Arg::Buf(go, 0)),
                                        ("u", Arg::Buf(uo, 0)),
                                        ("n", Arg::I32((kk * n_ff) as i32)),
                                        ("alpha", Arg::F32(*alpha)),
                                        ("limit", Arg::F32(*limit)),
                                    ],
                                    &what,
                                )?,
                            }
                        }
                        let part = ["gate", "up", "down"][i];
                        b.expert_matvec(
                            slots[i],
                            out,
                            ids,
                            (xin, None),
                            (stride, kk),
                            (kk, 0),
                            &format!("{what}.{part}"),
                        )?;
                        // Each pick's own expert bias, in place on its output row.
                        if let Some(bw) = biases[i] {
                            let bb = b.weight_f32(bw, ne * width)?;
                            b.launch(
                                "strata_moe_bias_f32",
                                (width as u64, 0, kk as u64),
                                &[
                                    ("y", Arg::Buf(out, 0)),
                                    ("x", Arg::Buf(out, 0)),
                                    ("b", Arg::Buf(bb, 0)),
                                    ("ids", Arg::Buf(ids, 0)),
                                    ("n", Arg::I32(width as i32)),
                                    ("n_expert", Arg::I32(ne as i32)),
                                ],
                                &format!("{what}.{part}_bias"),
                            )?;
                        }
                    }
                    let c = PendingCombine {
                        e: dn,
                        weights: wts,
                        n,
                        k: kk,
                        what: what.clone(),
                    };
                    b.moe_combine(output()?, &c)?;
                }
                // The runtime's expert-split ops: the launch schedule is built from the plan's
                // graph, where each MoE layer is still one `moe_ffn` (every expert resident).
                Op::CarRoute { .. }
                | Op::ExpertSplit { .. }
                | Op::ExpertFfn { .. }
                | Op::ExpertCombine { .. } => {
                    return Err(unsupported(format!(
                        "{what}: {} (the GPU schedule runs the plan's unsplit graph)",
                        node.op.name()
                    )));
                }
            }
        }
        if !deferred.is_empty() || !combines.is_empty() || !pending_norms.is_empty() {
            return Err(unsupported(
                "a rope, a head norm or a MoE combine waited for a reader that never ran",
            ));
        }
        let out = graph
            .outputs()
            .first()
            .copied()
            .ok_or_else(|| unsupported("the graph has no output"))?;
        let (lb, _) = b.val(out)?;
        if logits != Some(lb) {
            return Err(unsupported(
                "the graph's output is not the output head's logits",
            ));
        }
        b.sched.logits = lb;
        b.sched.embedding = embedding.ok_or_else(|| unsupported("the graph has no embedding"))?;
        if placement == ExpertPlacement::Cache {
            if b.moe_points.is_empty() {
                return Err(RuntimeError::InvalidArgument(
                    "an expert cache was asked for, but the model has no routed experts".into(),
                ));
            }
            let slot_bytes = b
                .moe_points
                .iter()
                .map(|p| p.slab_offsets[2] + p.slab_bytes[2])
                .max()
                .unwrap_or(0);
            // Each expert's launches are the gate and up matvecs (one launch or two), SwiGLU
            // and the down matvec, in that order (SwiGLU inside the down launch when fused).
            for p in &b.moe_points {
                let n = p.expert_launches;
                let names: Vec<&str> = (p.experts_at..p.experts_at + n)
                    .filter_map(|i| b.sched.launches.get(i))
                    .map(|l| b.sched.kernel_name(l))
                    .collect();
                let glu_ok = names.get(n.wrapping_sub(2)) == Some(&"strata_swiglu_f32")
                    || names
                        .last()
                        .is_some_and(|l| l.starts_with("strata_moe_matvec_swiglu_"));
                if names.len() != n || !glu_ok {
                    return Err(unsupported(format!(
                        "layer {}: the expert launches are {names:?}",
                        p.layer
                    )));
                }
            }
            let mut points = std::mem::take(&mut b.moe_points);
            add_lookahead(&mut b.sched, &mut points);
            b.sched.experts = Some(ExpertSchedule {
                layers: points,
                slot_bytes,
            });
        }
        Ok(b.sched)
    }

    /// Bytes each arena needs (buffers aligned to [`BUF_ALIGN`]).
    pub fn arena_bytes(&self, arena: Arena) -> u64 {
        self.layout(arena).1
    }

    /// Each buffer's offset inside its arena, and the arena's size: buffers in order, each
    /// aligned to [`BUF_ALIGN`], except that each expert-cache point's read-backs (its
    /// router's ids, its logits and the layer's input, [`Schedule::readback_group`]) sit back
    /// to back where the first of them comes, so one copy brings all three to the host.
    pub fn layout(&self, arena: Arena) -> (Vec<Option<u64>>, u64) {
        let n = self.buffers.len();
        // group[b]: the read-back group buffer `b` leads or belongs to.
        let mut group: Vec<Option<usize>> = vec![None; n];
        let groups: Vec<[BufId; 3]> = self
            .experts
            .iter()
            .flat_map(|es| es.layers.iter().map(Self::readback_group))
            .collect();
        for (gi, g) in groups.iter().enumerate() {
            let ok = g.iter().all(|b| {
                b.0 < n && group[b.0].is_none() && self.buffers[b.0].arena == Arena::Activations
            }) && g[0] != g[1]
                && g[1] != g[2]
                && g[0] != g[2];
            if ok {
                for b in g {
                    group[b.0] = Some(gi);
                }
            }
        }
        let mut offs = vec![None; n];
        let mut off = 0u64;
        let mut place = |i: usize, offs: &mut Vec<Option<u64>>| {
            offs[i] = Some(off);
            off += self.buffers[i].bytes.div_ceil(BUF_ALIGN) * BUF_ALIGN;
        };
        for (i, b) in self.buffers.iter().enumerate() {
            if b.arena != arena || offs[i].is_some() {
                continue;
            }
            match group[i] {
                Some(gi) => {
                    for m in groups[gi] {
                        place(m.0, &mut offs);
                    }
                }
                None => place(i, &mut offs),
            }
        }
        (offs, off)
    }

    /// The buffers point `p`'s host point reads back, in the order they are laid out: the
    /// router's ids, its logits and the layer's input.
    pub fn readback_group(p: &MoePoint) -> [BufId; 3] {
        [p.ids, p.logits, p.x]
    }

    /// The plan kernel of launch `l`.
    pub fn kernel_name(&self, l: &Launch) -> &str {
        self.kernels
            .get(l.kernel)
            .map(|k| k.name.as_str())
            .unwrap_or("?")
    }
}

impl fmt::Display for Schedule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mib = |b: u64| b as f64 / (1u64 << 20) as f64;
        writeln!(
            f,
            "decode schedule for {}: {} launches of {} kernels, {} buffers (weights {:.2} MiB, KV {:.2} MiB for {} tokens, activations {:.2} MiB)",
            self.target,
            self.launches.len(),
            self.kernels.len(),
            self.buffers.len(),
            mib(self.arena_bytes(Arena::Weights)),
            mib(self.arena_bytes(Arena::Kv)),
            self.n_ctx,
            mib(self.arena_bytes(Arena::Activations)),
        )?;
        writeln!(
            f,
            "host: embedding row -> {}, [pos, n_kv] -> {}; after: {} -> host",
            self.buffers[self.embd.0].name,
            self.buffers[self.step.0].name,
            self.buffers[self.logits.0].name
        )?;
        for (i, l) in self.launches.iter().enumerate() {
            let args: Vec<String> = l
                .args
                .iter()
                .map(|a| match a {
                    Arg::Buf(b, 0) => self.buffers[b.0].name.clone(),
                    Arg::Buf(b, o) => format!("{}+{o}", self.buffers[b.0].name),
                    Arg::I32(v) => v.to_string(),
                    Arg::F32(v) => format!("{v:?}"),
                })
                .collect();
            writeln!(
                f,
                "{i:4} {} grid {:?} block {} ({})  # {}",
                self.kernel_name(l),
                l.grid,
                l.block[0],
                args.join(", "),
                l.what
            )?;
        }
        Ok(())
    }
}
