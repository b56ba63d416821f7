//! The runtime's scheduling passes: rewrite the plan's graph into the graph that runs, once the
//! device, the VRAM budget and the expert residency are known, and work out the memory plan.
//!
//! [`PASSES`] is the one ordered list, in the shape of the compiler's pipeline
//! (`strata_compiler::passes`): each pass has a name, [`run`] verifies the graph before the first
//! pass and after every pass (so a pass that breaks an invariant is caught at that pass), and
//! `strata-rt schedule PLAN --dump-after=NAME` prints the text form after the pass `NAME` (or
//! after `plan`, the graph as loaded). Passes never touch a device and never launch anything; an
//! executor runs their result.
//!
//! The passes:
//! * `split-experts`: each `moe_ffn` node becomes `expert_split` (the picks split into resident
//!   and host ones, read from the residency table when the batch runs) → `expert_ffn
//!   side=resident` ∥ `expert_ffn side=host` → `expert_combine` (the router-weighted sum in slot
//!   order, the same additions in the same order as the `moe_ffn` it replaces, so the split
//!   changes no bit of the result whatever the residency).
//! * `car`: a `car_route` node between each router and its split, reading the router's raw
//!   logits and picks; on decode steps the runtime's cache-aware routing may substitute resident
//!   experts there, on prompt batches the executor passes the picks through.
//! * `memory-plan`: computes the [`memory::MemoryReport`] (dense weights, KV cache, workspace,
//!   expert slots, whether it fits the budget); it does not rewrite the graph.
//!
//! Weight ids are never changed, so the scheduled graph indexes the plan's tensor table (and the
//! mapped weights) exactly as the plan's graph does. Each rewriting pass ends with the graph
//! compacted: nodes renumbered in execution order, dead values dropped.

pub mod memory;
mod split;

use strata_ir::graph::Graph;
use strata_ir::plan::Plan;
use strata_ir::verify::verify;

use crate::device::ledger::LedgerConfig;
use crate::device::spec::DeviceSpec;
use crate::error::RuntimeError;
use memory::MemoryReport;

/// What the passes schedule for.
#[derive(Debug, Clone, Default)]
pub struct ScheduleOptions {
    /// The device the graph will run on. `auto` is resolved from the plan's targets without
    /// probing anything (see [`DeviceSpec::resolve_for_targets`]).
    pub device: DeviceSpec,
    /// The VRAM budget (ignored on the CPU). `None`: the budget the plan was compiled for
    /// (`stratac compile --vram-budget-mib`), else [`LedgerConfig::default`].
    pub ledger: Option<LedgerConfig>,
    /// `--expert-slots N`: the expert cache's size in slots, all layers together. `None`: as many
    /// as the budget leaves room for (on the CPU: every expert).
    pub expert_slots: Option<u64>,
    /// Context length the KV cache holds. `None`: the engine's default
    /// ([`crate::engine::default_n_ctx`]).
    pub n_ctx: Option<u64>,
    /// The KV cache type (`--kv`). `None`: f16 on a GPU, [`crate::engine::DEFAULT_CPU_KV`] on
    /// the CPU.
    pub kv: Option<crate::kv::KvType>,
}

impl ScheduleOptions {
    /// Options for the CPU executor with a context of `n_ctx` positions.
    pub fn cpu(n_ctx: u64) -> Self {
        Self {
            device: DeviceSpec::Cpu,
            n_ctx: Some(n_ctx),
            ..Self::default()
        }
    }
}

/// The state the passes work on.
#[derive(Debug)]
pub struct Scheduling<'p> {
    /// The plan being scheduled (its graph is the input; its config, tensors and memory section
    /// are read by the passes).
    pub plan: &'p Plan,
    pub options: &'p ScheduleOptions,
    /// The graph so far.
    pub graph: Graph,
    /// Set by `memory-plan`.
    pub memory: Option<MemoryReport>,
}

/// One scheduling pass.
#[derive(Debug, Clone, Copy)]
pub struct Pass {
    pub name: &'static str,
    pub run: fn(&mut Scheduling<'_>) -> Result<(), RuntimeError>,
}

/// The passes, in order.
pub const PASSES: &[Pass] = &[
    Pass {
        name: "split-experts",
        run: split::split_experts,
    },
    Pass {
        name: "car",
        run: split::car,
    },
    Pass {
        name: "memory-plan",
        run: memory::memory_plan_pass,
    },
];

/// The name `--dump-after` accepts for the graph as the plan holds it, before any pass.
pub const LOADED: &str = "plan";

/// Every name `--dump-after` accepts, in order.
pub fn dump_points() -> Vec<&'static str> {
    std::iter::once(LOADED)
        .chain(PASSES.iter().map(|p| p.name))
        .collect()
}

/// Checks that `name` is `plan` or one of the passes; the error lists them.
pub fn check_dump_point(name: &str) -> Result<(), RuntimeError> {
    if dump_points().contains(&name) {
        Ok(())
    } else {
        Err(RuntimeError::InvalidArgument(format!(
            "unknown scheduling pass `{name}`; the passes are: {}",
            dump_points().join(", ")
        )))
    }
}

/// The result of the passes: the graph that runs and its memory plan.
#[derive(Debug, Clone)]
pub struct Schedule {
    pub graph: Graph,
    pub memory: MemoryReport,
}

/// Runs [`PASSES`] on `plan`'s graph, verifying before the first pass and after each one, and
/// calls `after(name, &graph)` after loading (`"plan"`) and after every pass (for
/// `--dump-after`, tests and progress). A memory plan that does not fit is reported in
/// [`MemoryReport::fits`], not as an error: callers that allocate check it
/// ([`MemoryReport::check`]); `strata-rt schedule` prints it.
pub fn run(
    plan: &Plan,
    options: &ScheduleOptions,
    mut after: impl FnMut(&str, &Graph) -> Result<(), RuntimeError>,
) -> Result<Schedule, RuntimeError> {
    verify(&plan.graph)?;
    after(LOADED, &plan.graph)?;
    let mut s = Scheduling {
        plan,
        options,
        graph: plan.graph.clone(),
        memory: None,
    };
    for pass in PASSES {
        (pass.run)(&mut s)?;
        verify(&s.graph).map_err(|e| {
            RuntimeError::Unsupported(format!(
                "scheduling pass {} produced an invalid graph: {e}",
                pass.name
            ))
        })?;
        after(pass.name, &s.graph)?;
    }
    let memory = s
        .memory
        .ok_or_else(|| RuntimeError::Unsupported("no memory plan was computed".into()))?;
    Ok(Schedule {
        graph: s.graph,
        memory,
    })
}

/// [`run`], also returning the text form of the graph after the pass `dump_after` (checked
/// before anything runs, so an unknown name fails fast with the list of names).
pub fn run_with_dump(
    plan: &Plan,
    options: &ScheduleOptions,
    dump_after: Option<&str>,
) -> Result<(Schedule, Option<String>), RuntimeError> {
    if let Some(name) = dump_after {
        check_dump_point(name)?;
    }
    let mut text = None;
    let schedule = run(plan, options, |name, graph| {
        if dump_after == Some(name) {
            text = Some(strata_ir::text::to_text(graph, &plan.config.arch)?);
        }
        Ok(())
    })?;
    Ok((schedule, text))
}
