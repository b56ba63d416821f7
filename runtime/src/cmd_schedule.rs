//! `strata-rt schedule`: the runtime's scheduling passes and memory plan for a plan and a
//! device, computed without touching any device: does it fit in the budget, and how many expert
//! slots remain.
//!
//! Exit codes: 0 when the plan fits, 1 when it does not (or the plan is unreadable, or a pass
//! name is unknown), with `error: ...` naming what was asked and what the budget has; 2 for
//! usage errors (a VRAM budget for the CPU). `--json` prints one object on stdout, also when
//! the plan does not fit (`"fits": false`, and the error on stderr).

use std::path::PathBuf;

use anyhow::Context;
use clap::Args;
use clap::error::ErrorKind;
use strata_ir::plan::Plan;
use strata_runtime::device::ledger::mib;
use strata_runtime::device::spec::DeviceSpec;
use strata_runtime::kv::KvType;
use strata_runtime::schedule::memory::{MemoryReport, ledger_from_args};
use strata_runtime::schedule::{ScheduleOptions, check_dump_point, run_with_dump};

#[derive(Args)]
pub struct ScheduleArgs {
    /// The plan written by `stratac compile`.
    plan: PathBuf,
    /// Device to plan for: auto, cpu, cuda[:N], hip[:N]. Nothing is opened; `auto` is the plan's
    /// GPU target (as if present), else cpu.
    #[arg(long, default_value = "auto", value_parser = parse_device)]
    device: DeviceSpec,
    /// VRAM budget in MiB (GPU devices only; default: the plan's compile-time budget, else
    /// 10240).
    #[arg(long)]
    vram_budget_mib: Option<u64>,
    /// MiB of the budget kept for the driver's context, modules and libraries (GPU devices
    /// only; default 1024).
    #[arg(long)]
    vram_reserve_mib: Option<u64>,
    /// Expert cache size in slots, all MoE layers together (default: all that fit).
    #[arg(long)]
    expert_slots: Option<u64>,
    /// Context length (default: the model's, at most 4096).
    #[arg(long)]
    n_ctx: Option<u64>,
    /// KV cache type: f32, f16 or q8 (default: f16 on a GPU, the CPU executor's default on the
    /// CPU).
    #[arg(long, value_parser = parse_kv)]
    kv: Option<KvType>,
    /// Print the graph's text form after this pass (`plan` = as loaded) instead of the table.
    #[arg(long, value_name = "PASS", conflicts_with = "json")]
    dump_after: Option<String>,
    /// Print one JSON object.
    #[arg(long)]
    json: bool,
}

fn parse_kv(s: &str) -> Result<KvType, String> {
    KvType::parse(s).map_err(|e| e.to_string())
}

fn parse_device(s: &str) -> Result<DeviceSpec, String> {
    s.parse::<DeviceSpec>().map_err(|e| e.to_string())
}

pub fn run(args: &ScheduleArgs) -> anyhow::Result<()> {
    if let Some(pass) = &args.dump_after {
        check_dump_point(pass)?;
    }
    let plan = Plan::read(&args.plan).with_context(|| format!("plan {}", args.plan.display()))?;
    let device = args.device.resolve_for_targets(&plan.targets);
    if !device.is_gpu() && (args.vram_budget_mib.is_some() || args.vram_reserve_mib.is_some()) {
        let why = if args.device == DeviceSpec::Auto {
            " (`auto` is cpu: the plan has no GPU target)"
        } else {
            ""
        };
        clap::Error::raw(
            ErrorKind::ArgumentConflict,
            format!(
                "--vram-budget-mib and --vram-reserve-mib apply to GPU devices; \
                 {device}{why} has no VRAM budget\n"
            ),
        )
        .exit();
    }
    let options = ScheduleOptions {
        device,
        ledger: ledger_from_args(&plan, args.vram_budget_mib, args.vram_reserve_mib),
        expert_slots: args.expert_slots,
        n_ctx: args.n_ctx,
        kv: args.kv,
    };
    let (schedule, dump) = run_with_dump(&plan, &options, args.dump_after.as_deref())?;
    let report = &schedule.memory;
    if let Some(format) = device.kernel_format()
        && !plan.kernels.iter().any(|k| k.format == format)
    {
        eprintln!(
            "note: the plan has no {format} kernels (targets {}); running it on {device} needs a \
             plan compiled for that GPU's --arch",
            plan.targets.join(", ")
        );
    }
    if let Some(text) = dump {
        print!("{text}");
    } else if args.json {
        println!("{}", report.to_json());
    } else {
        print_table(&plan, report);
    }
    report.check()?;
    Ok(())
}

fn print_table(plan: &Plan, r: &MemoryReport) {
    let w = &r.workspace;
    println!(
        "{} on {}, n_ctx {}",
        plan.config.name.as_deref().unwrap_or(&plan.config.arch),
        r.device,
        r.n_ctx
    );
    match r.ledger {
        Some(l) => println!(
            "VRAM budget {} MiB: {} MiB tracked (reserve {} MiB, slack {} MiB)",
            l.budget_mib,
            l.tracked_bytes() >> 20,
            l.reserve_mib,
            l.slack_mib
        ),
        None => println!("host memory (no VRAM budget)"),
    }
    println!("  {:<20} {:>12.2} MiB", "dense weights", mib(r.dense_bytes));
    println!(
        "  {:<20} {:>12.2} MiB",
        format!("KV cache ({})", r.kv_dtype),
        mib(r.kv_bytes)
    );
    println!("  {:<20} {:>12} B", "KV per token", r.kv_bytes_per_token);
    if r.recurrent_bytes_per_sequence > 0 {
        println!(
            "  {:<20} {:>12} B",
            "recurrent/sequence", r.recurrent_bytes_per_sequence
        );
    }
    println!(
        "  {:<20} {:>12.2} MiB  (activations {:.2}, ffn {:.2}, attention {:.2}, staging {:.2}, gemm {:.2})",
        "workspace",
        mib(w.total()),
        mib(w.activations),
        mib(w.ffn),
        mib(w.attention),
        mib(w.staging),
        mib(w.gemm)
    );
    println!(
        "  {:<20} {:>12.2} MiB  ({} of {} experts in {} MoE layers, {} bytes each)",
        "expert slots",
        mib(r.slots_bytes()),
        r.expert_slots,
        r.experts_total,
        r.n_moe_layers,
        r.expert_slot_bytes
    );
    if let Some(free) = r.free_bytes() {
        println!("  {:<20} {:>12.2} MiB", "free", mib(free));
    }
    println!("fits: {}", if r.fits { "yes" } else { "no" });
}
