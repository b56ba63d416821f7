//! `strata-rt simulate`: predicted decode tok/s of the hybrid GPU + CPU-pool decode of a plan on
//! a card that is not here, from the plan's bytes, the card's bandwidth, the CPU pool's expert
//! throughput (given, or measured here on the plan's real expert weights) and the expert cache's
//! hit rate replayed on an STRCS1 trace. The model is `strata_runtime::experts::simulate`'s
//! (written out in docs/perf/offload-model.md).
//!
//! Exit codes: 0 with a prediction; 1 for bad input (a missing or foreign trace, a bandwidth that
//! is not positive, a budget the dense weights do not fit), `error: ...` on stderr; 2 for usage
//! errors. The summary goes to stderr; `--json` prints one object on stdout.

use std::path::PathBuf;
use std::time::Instant;

use anyhow::{Context, bail};
use clap::Args;
use strata_ir::op::Op;
use strata_ir::plan::Plan;
use strata_runtime::cpu::{CpuPool, MatvecTask, QuantizedActs};
use strata_runtime::device::ledger::mib;
use strata_runtime::device::spec::DeviceSpec;
use strata_runtime::experts::simulate::{
    CacheReplay, DEFAULT_KERNEL_EFFICIENCY, DEFAULT_LAYER_OVERHEAD_US, DEFAULT_PREFETCH_PRECISION,
    DecodeBytes, Machine, StartFill, card_gbps, predict, replay_file,
};
use strata_runtime::loader::{LoadedModel, WeightView};
use strata_runtime::schedule::ScheduleOptions;
use strata_runtime::schedule::memory::ledger_from_args;

#[derive(Args)]
pub struct SimulateArgs {
    /// The plan written by `stratac compile`.
    plan: PathBuf,
    /// The STRCS1 router trace to replay the expert cache on (STRATA_DUMP_ROUTER_SCORES=PATH).
    #[arg(long, value_name = "FILE")]
    trace: PathBuf,
    /// Card preset: rx7700xt (432 GB/s) or h200 (4250 GB/s, measured copy bandwidth).
    #[arg(long, value_parser = ["rx7700xt", "h200"])]
    card: Option<String>,
    /// The card's memory bandwidth in GB/s (overrides the preset's).
    #[arg(long, value_name = "GB/S")]
    device_gbps: Option<f64>,
    /// Fraction of the bandwidth the decode kernels reach.
    #[arg(long, default_value_t = DEFAULT_KERNEL_EFFICIENCY)]
    kernel_efficiency: f64,
    /// The CPU pool's expert-matvec throughput in GB/s of weights.
    #[arg(long, value_name = "GB/S", conflicts_with = "measure_cpu")]
    cpu_gbps: Option<f64>,
    /// Measure the CPU pool's throughput here, on the plan's expert weights in its GGUF.
    #[arg(long)]
    measure_cpu: bool,
    /// Threads for --measure-cpu (default: one per physical core).
    #[arg(long)]
    threads: Option<usize>,
    /// Use this GGUF instead of the one the plan records (--measure-cpu).
    #[arg(long)]
    model: Option<PathBuf>,
    /// Fixed host round trip per offloaded MoE layer, µs.
    #[arg(long, default_value_t = DEFAULT_LAYER_OVERHEAD_US)]
    layer_overhead_us: f64,
    /// VRAM budget in MiB the expert slots come from (the memory plan of `strata-rt schedule`;
    /// default: the plan's compile-time budget, else 10240).
    #[arg(long, conflicts_with = "expert_slots")]
    vram_budget_mib: Option<u64>,
    /// MiB of the budget kept for the driver's context, modules and libraries (default 1024).
    #[arg(long, conflicts_with = "expert_slots")]
    vram_reserve_mib: Option<u64>,
    /// Expert slots in all (instead of the budget's).
    #[arg(long)]
    expert_slots: Option<u64>,
    /// Context length the memory plan reserves KV for (default: the model's, at most 4096).
    #[arg(long)]
    n_ctx: Option<u64>,
    /// Context positions each decoded token's attention reads (0 = KV reads not counted).
    #[arg(long, default_value_t = 0)]
    kv_positions: u64,
    /// CAR threshold on decode steps (default: off).
    #[arg(long)]
    car_threshold: Option<f64>,
    /// The GPU's read rate of missed experts over the bus, GB/s of weights (0 = every miss on
    /// the CPU pool; the H200 run measured ~31 with the pool reading host memory beside it).
    #[arg(long, default_value_t = 0.0)]
    bus_gbps: f64,
    /// The look-ahead prefetch's cap: experts per offloaded layer copied over the bus while
    /// the link is idle before the layer (the runtime's `STRATA_PREFETCH`, off by default there;
    /// here 0 = not modelled). Needs --bus-gbps.
    #[arg(long, default_value_t = 0)]
    prefetch: u32,
    /// Share of the prefetch's copies the router then picks (0.98 measured on the synthetic
    /// A3B model; a trained model's look-ahead is less sure).
    #[arg(long, default_value_t = DEFAULT_PREFETCH_PRECISION)]
    prefetch_precision: f64,
    /// Start the replayed cache full of the lowest-id experts, as a device cache without a
    /// profile does (default: empty, as the CPU's simulated cache).
    #[arg(long)]
    start_full: bool,
    /// Print one JSON object on stdout.
    #[arg(long)]
    json: bool,
}

pub fn run(args: SimulateArgs) -> anyhow::Result<()> {
    let plan = Plan::read(&args.plan).with_context(|| format!("plan {}", args.plan.display()))?;
    let bytes = DecodeBytes::from_plan(&plan)?;
    let device_gbps = match (args.device_gbps, args.card.as_deref()) {
        (Some(g), _) => g,
        (None, Some(c)) => card_gbps(c).with_context(|| format!("unknown card {c}"))?,
        (None, None) => bail!("give --card rx7700xt|h200 or --device-gbps"),
    };
    let card = match (&args.card, args.device_gbps) {
        (Some(c), None) => c.clone(),
        (Some(c), Some(_)) => format!("{c} (--device-gbps)"),
        (None, _) => "custom".to_owned(),
    };
    if args.cpu_gbps.is_none() && !args.measure_cpu {
        bail!("give --cpu-gbps or --measure-cpu");
    }
    // Check the numbers given before any slow step.
    let mut machine = Machine {
        card,
        device_gbps,
        kernel_efficiency: args.kernel_efficiency,
        cpu_gbps: args.cpu_gbps.unwrap_or(1.0),
        layer_overhead_us: args.layer_overhead_us,
        kv_positions: args.kv_positions,
        bus_gbps: args.bus_gbps,
        prefetch: args.prefetch,
        prefetch_precision: args.prefetch_precision,
    };
    machine.validate()?;
    let slots = match args.expert_slots {
        Some(n) => n,
        None => budget_slots(&plan, &args)?,
    };
    let fill = if args.start_full {
        StartFill::Lowest
    } else {
        StartFill::Empty
    };
    let cache = replay_file(&args.trace, &bytes, slots, args.car_threshold, fill)
        .with_context(|| format!("trace {}", args.trace.display()))?;
    if args.measure_cpu {
        let per_layer =
            cache.misses as f64 / (cache.decode_tokens as f64 * bytes.layers.len() as f64);
        machine.cpu_gbps = measure_cpu_gbps(&args, per_layer)?;
    }
    let p = predict(&bytes, &machine, &cache)?;
    summary(&args, &bytes, &cache, &p);
    if args.json {
        println!("{}", serde_json::to_string(&p)?);
    }
    Ok(())
}

/// Slots the memory plan leaves for the expert cache under the budget, on a GPU of the card's
/// kind (the formulas are the same for both drivers).
fn budget_slots(plan: &Plan, args: &SimulateArgs) -> anyhow::Result<u64> {
    let device = match args.card.as_deref() {
        Some("h200") => DeviceSpec::Cuda(0),
        _ => DeviceSpec::Hip(0),
    };
    let options = ScheduleOptions {
        device,
        ledger: ledger_from_args(plan, args.vram_budget_mib, args.vram_reserve_mib),
        expert_slots: None,
        n_ctx: args.n_ctx,
        kv: None,
    };
    let schedule = strata_runtime::schedule::run(plan, &options, |_, _| Ok(()))?;
    let m = &schedule.memory;
    m.check()?;
    if !m.fits {
        bail!("the plan does not fit the VRAM budget");
    }
    eprintln!(
        "memory plan ({} MiB budget): dense {:.1} MiB, KV {:.1} MiB, workspace {:.1} MiB → {} of \
         {} expert slots",
        m.ledger.map_or(0, |l| l.budget_mib),
        mib(m.dense_bytes),
        mib(m.kv_bytes),
        mib(m.workspace.total()),
        m.expert_slots,
        m.experts_total
    );
    Ok(m.expert_slots)
}

/// Times the CPU pool's matvecs over the plan's real expert weights, `per_layer` experts per
/// MoE layer per call (the replay's mean misses per layer, at least 1): gate and up rows against
/// one input, then each expert's down rows against its own. Experts rotate so that successive
/// sweeps read other weights, the first run of the sequence is untimed (page faults of the
/// mapping, code warm-up), and the second is timed. Returns GB/s of weight bytes.
fn measure_cpu_gbps(args: &SimulateArgs, per_layer: f64) -> anyhow::Result<f64> {
    let model = LoadedModel::open(&args.plan, args.model.as_deref())?;
    let threads = args.threads.unwrap_or(0);
    let pool = CpuPool::new(threads)?;
    struct Layer<'a> {
        views: [WeightView<'a>; 3],
        n_expert: usize,
        n_ff: usize,
        n_embd: usize,
        expert_bytes: u64,
    }
    let mut layers = Vec::new();
    for id in model.plan.graph.node_ids() {
        let Some(node) = model.plan.graph.node(id) else {
            continue;
        };
        if let Op::MoeFfn {
            n_expert,
            gate,
            up,
            down,
            ..
        } = node.op
        {
            let views = [
                model.weights.get(gate)?,
                model.weights.get(up)?,
                model.weights.get(down)?,
            ];
            let n_expert = n_expert.max(1) as usize;
            let n_embd = views[0].row_len();
            let n_ff = views[0].n_rows() / n_expert;
            let expert_bytes = views
                .iter()
                .map(|v| v.bytes.len() / n_expert)
                .sum::<usize>() as u64;
            layers.push(Layer {
                views,
                n_expert,
                n_ff,
                n_embd,
                expert_bytes,
            });
        }
    }
    let Some(first) = layers.first() else {
        bail!("the plan has no routed-expert layers to measure");
    };
    let m = (per_layer.round() as usize).clamp(1, first.n_expert);
    let x: Vec<f32> = (0..first.n_embd)
        .map(|i| ((i * 37 % 101) as f32 - 50.0) / 50.0)
        .collect();
    let xa = QuantizedActs::new(&x);
    let has: Vec<QuantizedActs> = (0..m)
        .map(|j| {
            let h: Vec<f32> = (0..first.n_ff)
                .map(|i| (((i + 13 * j) * 53 % 97) as f32 - 48.0) / 48.0)
                .collect();
            QuantizedActs::new(&h)
        })
        .collect();
    // Enough sweeps over the layers to read at least 256 MiB (well past the caches) or every
    // expert once, whichever is more, capped for tiny models.
    let sweep_bytes: u64 = layers.iter().map(|l| l.expert_bytes * m as u64).sum();
    let all_bytes: u64 = layers
        .iter()
        .map(|l| l.expert_bytes * l.n_expert as u64)
        .sum();
    let want = all_bytes.max(256 << 20);
    let sweeps = want.div_ceil(sweep_bytes.max(1)).clamp(2, 4096) as usize;
    let mut gate_up = vec![0.0f32; 2 * m * first.n_ff.max(1)];
    let mut down = vec![0.0f32; m * first.n_embd.max(1)];
    let run = |gate_up: &mut Vec<f32>, down: &mut Vec<f32>| -> anyhow::Result<u64> {
        let mut read = 0u64;
        for s in 0..sweeps {
            for l in &layers {
                let (g, u, d) = (&l.views[0], &l.views[1], &l.views[2]);
                let experts: Vec<usize> = (0..m).map(|j| (s * m + j) % l.n_expert).collect();
                let rows = expert_rows;
                gate_up.resize(2 * m * l.n_ff, 0.0);
                down.resize(m * l.n_embd, 0.0);
                let mut tasks = Vec::with_capacity(2 * m);
                for (j, &e) in experts.iter().enumerate() {
                    tasks.push(MatvecTask {
                        ty: g.ty,
                        weights: rows(g, e, l.n_ff),
                        acts: &xa,
                        out_offset: 2 * j * l.n_ff,
                    });
                    tasks.push(MatvecTask {
                        ty: u.ty,
                        weights: rows(u, e, l.n_ff),
                        acts: &xa,
                        out_offset: (2 * j + 1) * l.n_ff,
                    });
                }
                pool.matvec(&tasks, gate_up)?;
                let tasks: Vec<MatvecTask<'_>> = experts
                    .iter()
                    .zip(&has)
                    .enumerate()
                    .map(|(j, (&e, ha))| MatvecTask {
                        ty: d.ty,
                        weights: rows(d, e, l.n_embd),
                        acts: ha,
                        out_offset: j * l.n_embd,
                    })
                    .collect();
                pool.matvec(&tasks, down)?;
                read += l.expert_bytes * m as u64;
            }
        }
        Ok(read)
    };
    if layers
        .iter()
        .any(|l| l.n_ff != first.n_ff || l.n_embd != first.n_embd)
    {
        bail!("--measure-cpu supports one expert shape per model");
    }
    run(&mut gate_up, &mut down)?;
    let t0 = Instant::now();
    let read = run(&mut gate_up, &mut down)?;
    let s = t0.elapsed().as_secs_f64();
    std::hint::black_box((&gate_up, &down));
    let gbps = read as f64 / s.max(1e-9) / 1e9;
    eprintln!(
        "measured the CPU pool: {} threads, {m} experts per layer per call, {:.1} MiB in {:.3} s \
         = {gbps:.2} GB/s",
        pool.threads(),
        mib(read),
        s
    );
    Ok(gbps)
}

/// Expert `e`'s `n` rows of a stacked expert tensor.
fn expert_rows<'a>(v: &WeightView<'a>, e: usize, n: usize) -> &'a [u8] {
    let rb = v.row_bytes();
    &v.bytes[e * n * rb..(e + 1) * n * rb]
}

fn summary(
    args: &SimulateArgs,
    bytes: &DecodeBytes,
    cache: &CacheReplay,
    p: &strata_runtime::experts::simulate::Prediction,
) {
    eprintln!(
        "{}: {} MoE layers × {} experts, dense {:.1} MiB/token, experts {:.1} MiB/token (k picks)",
        args.plan.display(),
        bytes.layers.len(),
        bytes.n_expert,
        mib(bytes.dense_bytes),
        mib(bytes.active_expert_bytes())
    );
    eprintln!(
        "trace {}: {} prompt tokens, {} decode steps; {} slots: hit rate {:.3}, {:.2} misses and \
         {:.2} substitutions per token",
        args.trace.display(),
        cache.prompt_tokens,
        cache.decode_tokens,
        p.slots,
        p.hit_rate,
        p.misses_per_token,
        p.substitutions_per_token
    );
    eprintln!(
        "card {} at {:.0} GB/s × {:.2}, CPU pool {:.2} GB/s, {} µs per offloaded layer",
        p.card, p.device_gbps, p.kernel_efficiency, p.cpu_gbps, args.layer_overhead_us
    );
    eprintln!(
        "per token: dense {:.3} ms + KV {:.3} ms + experts {:.3} ms (GPU {:.3}, CPU {:.3}, \
         overlapped per layer) + overhead {:.3} ms = {:.3} ms → {:.1} tok/s",
        p.dense_ms,
        p.kv_ms,
        p.expert_ms,
        p.gpu_expert_ms,
        p.cpu_expert_ms,
        p.overhead_ms,
        p.token_ms,
        p.tok_s
    );
    if p.prefetch_cap > 0 {
        eprintln!(
            "look-ahead prefetch: up to {} per layer, {:.2} misses served per token, {:.3} ms of \
             copies past the idle windows",
            p.prefetch_cap, p.prefetch_served_per_token, p.prefetch_spill_ms
        );
    }
}
