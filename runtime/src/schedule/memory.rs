//! The memory plan: what a plan needs on its device for a given context, budget and expert
//! cache, answered from the plan alone before anything is allocated (`strata-rt schedule`).
//!
//! On a GPU every buffer is one ledger allocation, rounded up to 64 KiB
//! ([`crate::device::ledger::round_alloc`]); the plan fits when
//! `dense + kv + workspace + expert_slots · slot ≤ tracked`, `tracked` being the ledger's budget
//! less its reserve and slack. Its parts:
//! * **dense**: every weight an op other than the token embedding or a routed expert reads, one
//!   allocation per tensor. The token embedding stays in host memory (each batch gathers its rows
//!   and copies them), unless the output head reads it too (tied embeddings).
//! * **kv**: per attention layer a K and a V buffer of `n_ctx` rows of `n_head_kv · head_dim`
//!   values, each row [`crate::kv::KvType::row_bytes`] of the KV type (`--kv`; f16, 2 bytes a
//!   value, on a GPU). The plan's `memory.kv_bytes_per_token` counts the same values in f32
//!   (`2 · n_layer · n_head_kv · head_dim · 4`): the device cache is half of it per token. It is
//!   computed from the graph's attention nodes, so a plan with an empty memory section is planned
//!   too.
//! * **workspace**, for a batch of [`PROMPT_CHUNK`] rows on the CPU (longer prompts run in
//!   chunks; a decode step is one row) and of [`GPU_BATCH_ROWS`] on a GPU, whose prompt arena
//!   is optional (see the constant): activations `PROMPT_CHUNK · ACT_BUFFERS · max_row` (the widest
//!   value of the scheduled graph per row, `ACT_BUFFERS` of them live at once: the residual
//!   stream, its normed copy, the projections, both expert sides' per-pick outputs), FFN scratch
//!   `PROMPT_CHUNK · 2 · 4 · ffn_width` (gate and up results in f32 for the widest FFN of a row:
//!   a dense or shared FFN's `n_ff`, or `k · n_ff_exp` for the routed picks), attention
//!   `PROMPT_CHUNK · n_head · ceil(n_ctx / ATTN_SPLIT) · (head_dim + 2) · 4` (split-K partials:
//!   per row, head and split a partial output plus its running max and sum), and, once the GPU
//!   batches prompts through GEMMs, staging: two tiles, each the f16 copy of the largest weight
//!   matrix, at most [`STAGE_TILE_MAX`], plus the BLAS library's workspace [`GEMM_WORKSPACE`]
//!   (the cap DESIGN.md sets for a GEMM algorithm).
//! * **expert slots**: one slot holds one expert of one layer (its gate, up and down slabs) and is
//!   one allocation, sized for the largest layer's expert. `experts_total = Σ n_expert` over
//!   the MoE layers. Without `--expert-slots` the cache takes every slot that fits in what the
//!   budget leaves, at most `experts_total`; `--expert-slots N` asks for N, more than fit is
//!   reported as not fitting, more than `experts_total` is an error.
//!
//! On the CPU there is no VRAM and no ledger: the report gives the host numbers (exact bytes,
//! no rounding) with the same formulas: dense weights including the embedding (all mapped from
//! the GGUF), the KV cache in f32 as the CPU executor stores it, and a workspace of activations
//! and FFN scratch only (no split-K partials, no staging). Every expert is in host memory, so
//! `expert_slots = experts_total` unless `--expert-slots N` sizes a simulated cache; it always
//! fits, and `budget_mib` / `tracked_mib` are `null`. A VRAM budget given for the CPU is refused.

use std::collections::BTreeMap;

use strata_ir::graph::Graph;
use strata_ir::op::Op;
use strata_ir::plan::Plan;

use super::{ScheduleOptions, Scheduling};
use crate::device::ledger::{LedgerConfig, mib, round_alloc};
use crate::device::spec::DeviceSpec;
use crate::error::RuntimeError;

const MIB: u64 = 1 << 20;

/// Rows of the largest batch one executor call processes (prompts run in chunks of this).
pub const PROMPT_CHUNK: u64 = 512;
/// Rows of the GPU executor's decode batch. Its batched prompt path (`exec::gpu::prompt`: GEMMs,
/// f16 staging, the BLAS workspace) takes a prompt arena from what the budget leaves once
/// everything here is charged: chunks of up to 512 rows, halved until the arena fits, and no
/// arena at all (prompts token by token through the decode step) below 16 rows. It never makes a
/// plan that fits stop fitting, so it is not part of this plan.
pub const GPU_BATCH_ROWS: u64 = 1;
/// Activation rows of the widest value kept live at once, per batch row.
pub const ACT_BUFFERS: u64 = 6;
/// Context positions per split of split-K attention (the GPU decode split's
/// `exec::gpu::schedule::ATTN_CHUNK`).
pub const ATTN_SPLIT: u64 = 64;
/// Largest f16 staging tile of a prompt GEMM's weight.
pub const STAGE_TILE_MAX: u64 = 64 * MIB;
/// The BLAS library's workspace for a GEMM algorithm.
pub const GEMM_WORKSPACE: u64 = 32 * MIB;

/// The workspace's parts, in bytes (see the module docs for each formula).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Workspace {
    pub activations: u64,
    pub ffn: u64,
    pub attention: u64,
    pub staging: u64,
    pub gemm: u64,
}

impl Workspace {
    /// All parts together.
    pub fn total(&self) -> u64 {
        self.activations + self.ffn + self.attention + self.staging + self.gemm
    }
}

/// The memory plan of one plan on one device.
#[derive(Debug, Clone, PartialEq)]
pub struct MemoryReport {
    /// The device planned for (`auto` resolved from the plan's targets).
    pub device: DeviceSpec,
    /// The VRAM budget (`None` on the CPU).
    pub ledger: Option<LedgerConfig>,
    /// Context positions the KV cache holds.
    pub n_ctx: u64,
    /// The KV type's name: `--kv`, else `"f16"` on a GPU and the CPU executor's default.
    pub kv_dtype: &'static str,
    /// KV cache bytes one position takes over every layer, K and V.
    pub kv_bytes_per_token: u64,
    /// Recurrent state one sequence holds (gated DeltaNet: conv and delta-rule state of every
    /// recurrent layer, f32), whatever its length; 0 for attention-only models. The CPU session
    /// keeps up to `kv::recurrent::PROMPT_CHECKPOINTS + 1` checkpoint copies beside it.
    pub recurrent_bytes_per_sequence: u64,
    /// Dense weights on the device (host: every non-expert weight).
    pub dense_bytes: u64,
    /// The KV cache at `n_ctx` positions.
    pub kv_bytes: u64,
    pub workspace: Workspace,
    /// One expert slot (one expert of one layer, all three slabs).
    pub expert_slot_bytes: u64,
    /// Slots planned (requested ones, when `expert_slots_requested`).
    pub expert_slots: u64,
    /// Whether `--expert-slots` set `expert_slots`.
    pub expert_slots_requested: bool,
    /// Experts of all MoE layers together.
    pub experts_total: u64,
    /// MoE layers of the graph.
    pub n_moe_layers: u64,
    /// Whether everything planned fits in the tracked budget (always on the CPU).
    pub fits: bool,
}

impl MemoryReport {
    /// Dense weights, KV cache and workspace: what must fit before any expert slot.
    pub fn base_bytes(&self) -> u64 {
        self.dense_bytes
            .saturating_add(self.kv_bytes)
            .saturating_add(self.recurrent_bytes_per_sequence)
            .saturating_add(self.workspace.total())
    }

    /// Bytes of the planned expert slots.
    pub fn slots_bytes(&self) -> u64 {
        self.expert_slots.saturating_mul(self.expert_slot_bytes)
    }

    /// Bytes the ledger tracks (`None` on the CPU).
    pub fn tracked_bytes(&self) -> Option<u64> {
        self.ledger.map(|l| l.tracked_bytes())
    }

    /// Bytes of the tracked budget left after everything planned (`None` on the CPU).
    pub fn free_bytes(&self) -> Option<u64> {
        self.tracked_bytes().map(|t| {
            t.saturating_sub(self.base_bytes())
                .saturating_sub(self.slots_bytes())
        })
    }

    /// `Ok` when the plan fits; otherwise the ledger's error naming what was asked and what the
    /// budget has.
    pub fn check(&self) -> Result<(), RuntimeError> {
        let Some(tracked) = self.tracked_bytes() else {
            return Ok(());
        };
        let base = self.base_bytes();
        if base > tracked {
            return Err(RuntimeError::VramBudget {
                what: format!(
                    "dense weights {:.2} MiB + KV cache {:.2} MiB ({} positions, {}) + workspace {:.2} MiB",
                    mib(self.dense_bytes),
                    mib(self.kv_bytes),
                    self.n_ctx,
                    self.kv_dtype,
                    mib(self.workspace.total())
                ),
                requested: base,
                available: tracked,
                tracked,
            });
        }
        let slots = self.slots_bytes();
        if slots > tracked - base {
            return Err(RuntimeError::VramBudget {
                what: format!(
                    "--expert-slots {} ({:.2} MiB each, after {:.2} MiB of dense weights, KV cache \
                     and workspace)",
                    self.expert_slots,
                    mib(self.expert_slot_bytes),
                    mib(base)
                ),
                requested: slots,
                available: tracked - base,
                tracked,
            });
        }
        Ok(())
    }

    /// The `strata-rt schedule --json` object: exactly `device`, `budget_mib`, `tracked_mib`,
    /// `dense_mib`, `kv_mib`, `kv_type`, `kv_bytes_per_token`, `recurrent_bytes_per_sequence`,
    /// `workspace_mib`,
    /// `expert_slot_bytes`, `expert_slots`, `experts_total`, `fits`.
    pub fn to_json(&self) -> serde_json::Value {
        serde_json::json!({
            "device": self.device.to_string(),
            "budget_mib": self.ledger.map(|l| l.budget_mib),
            "tracked_mib": self.tracked_bytes().map(|t| t / MIB),
            "dense_mib": mib(self.dense_bytes),
            "kv_mib": mib(self.kv_bytes),
            "kv_type": self.kv_dtype,
            "kv_bytes_per_token": self.kv_bytes_per_token,
            "recurrent_bytes_per_sequence": self.recurrent_bytes_per_sequence,
            "workspace_mib": mib(self.workspace.total()),
            "expert_slot_bytes": self.expert_slot_bytes,
            "expert_slots": self.expert_slots,
            "experts_total": self.experts_total,
            "fits": self.fits,
        })
    }
}

fn overflow() -> RuntimeError {
    RuntimeError::InvalidArgument("memory sizes overflow 64 bits".into())
}

/// `a · b · ...` with overflow as an error.
fn mul(factors: &[u64]) -> Result<u64, RuntimeError> {
    factors
        .iter()
        .try_fold(1u64, |acc, &f| acc.checked_mul(f))
        .ok_or_else(overflow)
}

fn add(a: u64, b: u64) -> Result<u64, RuntimeError> {
    a.checked_add(b).ok_or_else(overflow)
}

/// How a weight is read.
#[derive(Debug, Clone, Copy, Default)]
struct Reads {
    by_embedding: bool,
    by_expert: bool,
    by_other: bool,
}

/// The ledger for `--vram-budget-mib` and `--vram-reserve-mib` as given: `None` when neither is
/// (the memory plan then takes the plan's compile-time budget); a budget left out is the plan's
/// compile-time one, else the default, and a reserve left out is the default.
pub fn ledger_from_args(
    plan: &Plan,
    budget_mib: Option<u64>,
    reserve_mib: Option<u64>,
) -> Option<LedgerConfig> {
    if budget_mib.is_none() && reserve_mib.is_none() {
        return None;
    }
    Some(LedgerConfig::from_args(
        budget_mib.or(plan.memory.vram_budget_mib),
        reserve_mib,
    ))
}

/// The memory plan of `graph` (the plan's graph, scheduled or not) for `options`.
pub fn plan_memory(
    plan: &Plan,
    graph: &Graph,
    options: &ScheduleOptions,
) -> Result<MemoryReport, RuntimeError> {
    let device = options.device.resolve_for_targets(&plan.targets);
    let gpu = device.is_gpu();
    let ledger = if gpu {
        let cfg = options.ledger.unwrap_or_else(|| {
            plan.memory
                .vram_budget_mib
                .map(LedgerConfig::with_budget_mib)
                .unwrap_or_default()
        });
        cfg.validate()?;
        Some(cfg)
    } else {
        if options.ledger.is_some() {
            return Err(RuntimeError::InvalidArgument(format!(
                "a VRAM budget applies to GPU devices; {device} has none"
            )));
        }
        None
    };
    let n_ctx = match options.n_ctx {
        Some(0) => {
            return Err(RuntimeError::InvalidArgument("context length 0".into()));
        }
        Some(n) => n,
        None => crate::engine::default_n_ctx(&plan.config) as u64,
    };
    // A GPU buffer is a ledger allocation; host numbers are exact.
    let alloc = |bytes: u64| if gpu { round_alloc(bytes) } else { bytes };

    let mut reads = vec![Reads::default(); graph.weights().len()];
    // layer -> (n_expert, bytes of one expert's three slabs)
    let mut moe: BTreeMap<u32, (u64, u64)> = BTreeMap::new();
    let mut attn_width = 0u64;
    let mut ffn_width = 0u64;
    let mut max_row = plan.memory.max_activation_row_bytes;
    let mut largest_matrix = 0u64;
    let tensor_bytes = |w: strata_ir::graph::WeightId| {
        plan.tensor(w)
            .map(|t| t.n_bytes)
            .ok_or_else(|| RuntimeError::Unsupported(format!("weight {w} has no tensor entry")))
    };
    for id in graph.node_ids() {
        let Some(node) = graph.node(id) else { continue };
        for &v in &node.outputs {
            if let Some(val) = graph.get_value(v) {
                let row = val.ty.shape.numel(1).ok_or_else(overflow)?;
                max_row = max_row.max(mul(&[row, val.ty.dtype.size() as u64])?);
            }
        }
        let op = &node.op;
        for (_, w) in op.weights() {
            let Some(r) = reads.get_mut(w.index()) else {
                continue;
            };
            match op {
                Op::Embedding { .. } => r.by_embedding = true,
                Op::MoeFfn { .. } | Op::ExpertFfn { .. } => r.by_expert = true,
                _ => r.by_other = true,
            }
            if !matches!(op, Op::Embedding { .. }) {
                let shape = &graph.weight(w).shape;
                if let [ne0, ne1, ..] = shape.as_slice() {
                    largest_matrix = largest_matrix.max(mul(&[*ne0, *ne1, 2])?);
                }
            }
        }
        match *op {
            Op::MoeFfn {
                layer,
                n_expert,
                k,
                gate,
                up,
                down,
            }
            | Op::ExpertFfn {
                layer,
                n_expert,
                k,
                gate,
                up,
                down,
                ..
            } => {
                let ne = u64::from(n_expert).max(1);
                let slot = [gate, up, down]
                    .into_iter()
                    .map(|w| tensor_bytes(w).map(|b| b / ne))
                    .try_fold(0u64, |acc, b| add(acc, b?))?;
                moe.insert(layer, (u64::from(n_expert), slot));
                let n_ff = graph.weight(gate).shape.get(1).copied().unwrap_or(0);
                ffn_width = ffn_width.max(mul(&[u64::from(k), n_ff])?);
            }
            Op::DenseFfn { gate, .. } | Op::SharedExpert { gate, .. } => {
                let n_ff = graph.weight(gate).shape.get(1).copied().unwrap_or(0);
                ffn_width = ffn_width.max(n_ff);
            }
            // Runs whole (the expert split does not apply), so its experts count as dense.
            Op::MoeFfnExt { k, gate, .. } => {
                let n_ff = graph.weight(gate).shape.get(1).copied().unwrap_or(0);
                ffn_width = ffn_width.max(mul(&[u64::from(k), n_ff])?);
            }
            Op::Attention {
                n_head, head_dim, ..
            }
            | Op::AttentionExt {
                n_head, head_dim, ..
            } => {
                attn_width = attn_width.max(mul(&[u64::from(n_head), u64::from(head_dim) + 2])?);
            }
            _ => {}
        }
    }

    let mut dense_bytes = 0u64;
    for (i, r) in reads.iter().enumerate() {
        let on_device = if gpu {
            r.by_other
        } else {
            r.by_other || r.by_embedding
        };
        if on_device && !r.by_expert {
            let b = tensor_bytes(strata_ir::graph::WeightId(i as u32))?;
            dense_bytes = add(dense_bytes, alloc(b))?;
        }
    }

    let kv_type = options.kv.unwrap_or(if gpu {
        crate::engine::DEFAULT_GPU_KV
    } else {
        crate::engine::DEFAULT_CPU_KV
    });
    // The same description the engine's sessions are allocated from: rows per attention layer,
    // recurrent state per DeltaNet layer.
    let ids = graph.node_ids();
    let layout = crate::kv::CacheLayout::from_ops(
        kv_type,
        plan.config.n_layer as usize,
        ids.iter().filter_map(|&id| graph.node(id)).map(|n| &n.op),
    )?;
    let as_u64 = |b: usize| u64::try_from(b).map_err(|_| overflow());
    let mut kv_bytes = 0u64;
    for layer in 0..layout.layers.len() {
        let per_token = as_u64(layout.bytes_per_token_of(layer))?;
        if per_token > 0 {
            // Two buffers (K and V), each `n_ctx` rows: one allocation apiece on a GPU.
            kv_bytes = add(kv_bytes, mul(&[2, alloc(mul(&[n_ctx, per_token / 2])?)])?)?;
        }
    }
    let kv_bytes_per_token = as_u64(layout.bytes_per_token())?;
    let recurrent_bytes = as_u64(layout.bytes_per_sequence())?;

    // The GPU executor runs prompts through its decode step, one row at a time, with no prompt
    // GEMMs (so no staging tiles and no BLAS workspace): its workspace is one row's.
    let rows = if gpu { GPU_BATCH_ROWS } else { PROMPT_CHUNK };
    let prompt_gemms = gpu && GPU_BATCH_ROWS > 1;
    let workspace = Workspace {
        activations: alloc(mul(&[rows, ACT_BUFFERS, max_row])?),
        ffn: alloc(mul(&[rows, 2, 4, ffn_width])?),
        attention: if gpu {
            alloc(mul(&[rows, attn_width, n_ctx.div_ceil(ATTN_SPLIT), 4])?)
        } else {
            0
        },
        staging: if prompt_gemms {
            mul(&[2, alloc(largest_matrix.min(STAGE_TILE_MAX))])?
        } else {
            0
        },
        gemm: if prompt_gemms { GEMM_WORKSPACE } else { 0 },
    };

    let experts_total = moe.values().try_fold(0u64, |acc, &(n, _)| add(acc, n))?;
    let expert_slot_bytes = alloc(moe.values().map(|&(_, b)| b).max().unwrap_or(0));
    if let Some(n) = options.expert_slots
        && n > experts_total
    {
        return Err(RuntimeError::InvalidArgument(format!(
            "--expert-slots {n} is more than the model's {experts_total} experts ({} MoE layers)",
            moe.len()
        )));
    }
    let mut report = MemoryReport {
        device,
        ledger,
        n_ctx,
        kv_dtype: kv_type.name,
        kv_bytes_per_token,
        recurrent_bytes_per_sequence: recurrent_bytes,
        dense_bytes,
        kv_bytes,
        workspace,
        expert_slot_bytes,
        expert_slots: 0,
        expert_slots_requested: options.expert_slots.is_some(),
        experts_total,
        n_moe_layers: moe.len() as u64,
        fits: true,
    };
    let base = add(
        add(add(dense_bytes, kv_bytes)?, recurrent_bytes)?,
        workspace.total(),
    )?;
    match report.tracked_bytes() {
        None => report.expert_slots = options.expert_slots.unwrap_or(experts_total),
        Some(tracked) if base > tracked => {
            report.fits = false;
            report.expert_slots = options.expert_slots.unwrap_or(0);
        }
        Some(tracked) => {
            let left = tracked - base;
            match options.expert_slots {
                Some(n) => {
                    report.expert_slots = n;
                    report.fits = n.checked_mul(expert_slot_bytes).is_some_and(|b| b <= left);
                }
                None => {
                    report.expert_slots = match left.checked_div(expert_slot_bytes) {
                        Some(fit) => fit.min(experts_total),
                        None => experts_total,
                    };
                }
            }
        }
    }
    Ok(report)
}

/// The `memory-plan` pass: computes the report on the graph so far; rewrites nothing.
pub(super) fn memory_plan_pass(s: &mut Scheduling<'_>) -> Result<(), RuntimeError> {
    s.memory = Some(plan_memory(s.plan, &s.graph, s.options)?);
    Ok(())
}
