//! strata-rt: the command-line entry point of the runtime (`generate`, `logits`, `bench`).
//!
//! Exit codes: 0 success, 1 error (`error: ...` on stderr), 2 usage error (clap's own).
//! Logs and progress go to stderr; `--json` output is one JSON object on stdout.

use std::io::Write;
use std::ops::ControlFlow;
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{Context, bail};
use clap::{Args, Parser, Subcommand};
use strata_runtime::device::DeviceSpec;
use strata_runtime::engine::experts::{CarPath, options_from_args};
use strata_runtime::engine::{Engine, EngineOptions, ExecutorKind, StopConditions};
use strata_runtime::exec::Outputs;
use strata_runtime::experts::ExpertArgs;
use strata_runtime::kv::KvType;
use strata_runtime::sampler::SamplingParams;
use strata_runtime::tokenizer::Tokenizer;

mod cmd_car_estimate;
mod cmd_car_eval;
mod cmd_schedule;
mod cmd_simulate;
mod cmd_tune_gemm;

/// Strata's runtime: runs a compiled plan.
#[derive(Parser)]
#[command(name = "strata-rt", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Generate tokens from a prompt.
    Generate(GenerateArgs),
    /// Write teacher-forced logits: row i = logits after tokens[0..=i].
    Logits(LogitsArgs),
    /// Measure prefill and decode speed beside the memory-bandwidth ceiling.
    Bench(BenchArgs),
    /// Serve an OpenAI-compatible HTTP API (127.0.0.1:9931 by default).
    Serve(strata_runtime::server::cli::ServeArgs),
    /// Replay an STRCS1 router-score trace offline with the CAR rule at one or more thresholds.
    CarEstimate(cmd_car_estimate::CarEstimateArgs),
    /// Teacher-forced quality cost of cache-aware routing (KL, top-1, perplexity) against CAR off.
    CarEval(cmd_car_eval::CarEvalArgs),
    /// The scheduling passes and memory plan for a device, without touching it: does it fit.
    Schedule(cmd_schedule::ScheduleArgs),
    /// Predict hybrid GPU + CPU-pool decode tok/s of a plan on another card from a router trace.
    Simulate(cmd_simulate::SimulateArgs),
    /// Time the BLAS library's algorithms for a plan's prompt GEMMs and write a calibration table.
    TuneGemm(cmd_tune_gemm::TuneGemmArgs),
}

/// Options every command that loads a plan shares.
#[derive(Args)]
struct LoadArgs {
    /// The plan written by `stratac compile`.
    plan: PathBuf,
    /// Use this GGUF instead of the one the plan records (it must be the same file).
    #[arg(long)]
    model: Option<PathBuf>,
    /// Worker threads (default: one per physical core this process may use).
    #[arg(long)]
    threads: Option<usize>,
    /// Workers of the CPU pool besides the host thread, which works too (default: one per
    /// physical core minus one); the same pool computes an expert cache's misses. `N` is
    /// `--threads N+1`.
    #[arg(long, conflicts_with = "threads")]
    pool_workers: Option<usize>,
    /// Device: auto (the plan's GPU target when that GPU is present, else the CPU), cpu,
    /// cuda:N or hip:N.
    #[arg(long, default_value = "auto")]
    device: String,
    /// VRAM budget in MiB for a GPU device (default 10240; the ledger refuses allocations past
    /// it, reserve and slack deducted).
    #[arg(long)]
    vram_budget_mib: Option<u64>,
    /// MiB of the budget kept for what the runtime does not allocate itself: the driver's
    /// context, modules and libraries (default 1024). Lower it to what `nvidia-smi` shows the
    /// process using beyond the ledger's peak on your card.
    #[arg(long)]
    vram_reserve_mib: Option<u64>,
    /// Run the plain-f32 single-threaded reference executor instead of the fast one.
    #[arg(long)]
    reference: bool,
    /// Context length (KV cache capacity).
    #[arg(long)]
    ctx: Option<usize>,
    /// KV cache type: f32, f16 or q8 (default: f16, llama.cpp's; f32 keeps the exact cache).
    #[arg(long, value_parser = parse_kv)]
    kv: Option<KvType>,
    #[command(flatten)]
    experts: ExpertArgs,
}

fn parse_kv(s: &str) -> Result<KvType, String> {
    KvType::parse(s).map_err(|e| e.to_string())
}

#[derive(Args)]
struct GenerateArgs {
    #[command(flatten)]
    load: LoadArgs,
    /// Prompt text (tokenized with the model's tokenizer, BOS as the model prefers).
    #[arg(
        long,
        conflicts_with = "prompt_tokens",
        required_unless_present = "prompt_tokens"
    )]
    prompt: Option<String>,
    /// Prompt as comma-separated token ids.
    #[arg(long, value_delimiter = ',')]
    prompt_tokens: Option<Vec<u32>>,
    /// Most tokens to generate.
    #[arg(long, default_value_t = 128)]
    max_tokens: usize,
    /// Sampling temperature (0 = greedy).
    #[arg(long, default_value_t = 0.8)]
    temperature: f32,
    /// Top-k (0 = off).
    #[arg(long, default_value_t = 40)]
    top_k: usize,
    /// Top-p (1 = off).
    #[arg(long, default_value_t = 0.95)]
    top_p: f32,
    /// Random seed.
    #[arg(long)]
    seed: Option<u64>,
    /// Keep generating past end-of-generation tokens.
    #[arg(long)]
    ignore_eos: bool,
    /// Print one JSON object instead of the text.
    #[arg(long)]
    json: bool,
}

#[derive(Args)]
struct LogitsArgs {
    #[command(flatten)]
    load: LoadArgs,
    /// Comma-separated token ids.
    #[arg(long, value_delimiter = ',', required = true)]
    tokens: Vec<u32>,
    /// Output file: f32 little endian, n_tokens × n_vocab.
    #[arg(short, long)]
    output: PathBuf,
}

#[derive(Args)]
struct BenchArgs {
    #[command(flatten)]
    load: LoadArgs,
    /// Prompt tokens.
    #[arg(long, default_value_t = 128)]
    prompt_len: usize,
    /// Generated tokens.
    #[arg(long, default_value_t = 32)]
    gen_len: usize,
    /// Skip the untimed warm-up run (the prompt and two decode steps in a throwaway session,
    /// as llama-bench does before it times), so the first run's one-time costs are timed too.
    #[arg(long)]
    no_warmup: bool,
    /// Print one JSON object.
    #[arg(long)]
    json: bool,
    /// Also account where the timed prompt's and each decoded token's time goes (per op kind
    /// and thread-pool phase); printed to stderr, and in the JSON as `prefill_profile` and
    /// `decode_profile`. Adds a clock read per op.
    #[arg(long)]
    profile: bool,
}

fn load(args: &LoadArgs, path: CarPath) -> anyhow::Result<Engine> {
    let device: DeviceSpec = args.device.parse()?;
    let experts = options_from_args(&args.experts, path)?;
    if args.threads == Some(0) {
        bail!("--threads must be at least 1");
    }
    let threads = args.pool_workers.map(|w| w + 1).or(args.threads);
    let opts = EngineOptions {
        model: args.model.clone(),
        threads,
        executor: if args.reference {
            ExecutorKind::Reference
        } else {
            ExecutorKind::Fast
        },
        n_ctx: args.ctx,
        device,
        vram_budget_mib: args.vram_budget_mib,
        vram_reserve_mib: args.vram_reserve_mib,
        experts,
        kv: args.kv,
    };
    Ok(Engine::load(&args.plan, opts)?)
}

/// After a clean run: flushes the router trace and writes the learned routing profile
/// (`--expert-profile-save`, atomically).
fn finish_experts(engine: &Engine, args: &LoadArgs) -> anyhow::Result<()> {
    if let Some(mut state) = engine.expert_state() {
        state.finish_trace()?;
        if let Some(path) = &args.experts.expert_profile_save {
            state.learned_profile()?.save(path)?;
            eprintln!("wrote the learned routing profile to {}", path.display());
        }
    }
    Ok(())
}

/// The expert cache's counters as the JSON `bench --json` and `generate --json` add.
fn experts_json(engine: &Engine) -> Option<serde_json::Value> {
    let state = engine.expert_state()?;
    let r = state.report();
    let car = state.car_config();
    Some(serde_json::json!({
        "slots": r.slots,
        "experts_total": r.experts_total,
        "decode_tokens": r.decode_tokens,
        "hit_rate": r.hit_rate(),
        "misses_per_token": r.misses_per_token(),
        "substitutions_per_token": r.substitutions_per_token(),
        "mean_accepted_ratio": r.car.mean_ratio(),
        "car_threshold": car.threshold,
        "moves": r.moves,
        "car": r.car,
    }))
}

fn generate(args: GenerateArgs) -> anyhow::Result<()> {
    let engine = load(&args.load, CarPath::Decode)?;
    let tokenizer = Tokenizer::from_spec(engine.tokenizer_spec());
    let prompt: Vec<u32> = match (&args.prompt, &args.prompt_tokens) {
        (Some(text), _) => {
            let tok = tokenizer.as_ref().map_err(|e| anyhow::anyhow!("{e}"))?;
            tok.encode(text, true, true)
        }
        (None, Some(ids)) => ids.clone(),
        (None, None) => bail!("give --prompt or --prompt-tokens"),
    };
    if prompt.is_empty() {
        bail!("the prompt is empty");
    }
    let params = SamplingParams {
        temperature: args.temperature,
        top_k: args.top_k,
        top_p: args.top_p,
        seed: args.seed,
        ..SamplingParams::default()
    };
    let stop = StopConditions {
        max_tokens: args.max_tokens,
        stop_at_eog: !args.ignore_eos,
        ..StopConditions::default()
    };
    let mut session = engine.new_session();
    let mut stream = tokenizer.as_ref().ok().map(|t| t.stream(false));
    let json = args.json;
    let stdout = std::io::stdout();
    let out = engine.generate(&mut session, &prompt, &params, &stop, |tok| {
        if !json && let Some(s) = stream.as_mut() {
            let piece = s.push(tok);
            let mut lock = stdout.lock();
            let _ = lock.write_all(piece.as_bytes());
            let _ = lock.flush();
        }
        ControlFlow::Continue(())
    })?;
    let text = match tokenizer.as_ref() {
        Ok(t) => t.decode(&out.tokens),
        Err(_) => String::new(),
    };
    let prefill_tok_s = prompt.len() as f64 / out.prefill_s.max(1e-9);
    let decode_tok_s = out.tokens.len().saturating_sub(1) as f64 / out.decode_s.max(1e-9);
    if json {
        let v = serde_json::json!({
            "prompt_tokens": prompt,
            "tokens": out.tokens,
            "text": text,
            "finish_reason": format!("{:?}", out.finish).to_lowercase(),
            "prefill_tok_s": prefill_tok_s,
            "decode_tok_s": decode_tok_s,
            "experts": experts_json(&engine),
        });
        println!("{v}");
    } else {
        if let Some(s) = stream.as_mut() {
            print!("{}", s.finish());
        }
        println!();
        eprintln!(
            "{} prompt tokens ({prefill_tok_s:.1} tok/s), {} generated ({decode_tok_s:.1} tok/s), {:?}",
            prompt.len(),
            out.tokens.len(),
            out.finish
        );
    }
    finish_experts(&engine, &args.load)
}

fn logits(args: LogitsArgs) -> anyhow::Result<()> {
    let engine = load(&args.load, CarPath::PromptOnly)?;
    let mut session = engine.new_session();
    let logits = engine.eval(&mut session, &args.tokens, Outputs::All)?;
    let bytes: Vec<u8> = logits.iter().flat_map(|v| v.to_le_bytes()).collect();
    std::fs::write(&args.output, bytes)
        .with_context(|| format!("writing {}", args.output.display()))?;
    eprintln!(
        "wrote {} × {} logits to {}",
        args.tokens.len(),
        engine.n_vocab(),
        args.output.display()
    );
    finish_experts(&engine, &args.load)
}

fn bench(args: BenchArgs) -> anyhow::Result<()> {
    let engine = load(&args.load, CarPath::Decode)?;
    strata_runtime::profile::set_enabled(args.profile);
    let r = strata_runtime::bench::run(&engine, args.prompt_len, args.gen_len, !args.no_warmup)?;
    for (what, rows) in [
        ("prefill", &r.prefill_profile),
        ("decode", &r.decode_profile),
    ] {
        if rows.is_empty() {
            continue;
        }
        eprintln!("{what} profile (wall time per token; nested spans are indented):");
        for p in rows {
            eprintln!(
                "  {:<40} {:>9.3} ms {:>8.1} events",
                p.name, p.ms_per_token, p.events_per_token
            );
        }
    }
    if args.json {
        let mut v = serde_json::to_value(&r)?;
        if let Some(obj) = v.as_object_mut() {
            obj.insert("kv_type".into(), engine.kv_type().name.into());
            obj.insert(
                "kv_bytes_per_token".into(),
                engine.kv_bytes_per_token().into(),
            );
            obj.insert("cpu_repacked_bytes".into(), engine.repacked_bytes().into());
        }
        if let (Some(obj), Some(e)) = (v.as_object_mut(), experts_json(&engine)) {
            obj.insert("experts".into(), e);
        }
        println!("{v}");
    } else {
        println!(
            "device {} threads {}: prefill {:.1} tok/s ({} tokens), decode {:.2} tok/s ({} tokens)",
            r.device, r.threads, r.prefill_tok_s, r.prompt_len, r.decode_tok_s, r.gen_len
        );
        println!(
            "KV cache {}: {} bytes/token",
            engine.kv_type(),
            engine.kv_bytes_per_token()
        );
        if engine.repacked_bytes() > 0 {
            println!(
                "weights repacked for the CPU decode kernels: {:.1} MiB of host memory",
                engine.repacked_bytes() as f64 / (1 << 20) as f64
            );
        }
        println!(
            "active weights {:.1} MiB/token, copy bandwidth {:.1} GB/s, ceiling {:.2} tok/s, decode at {:.0}% of it",
            r.active_bytes_per_token as f64 / (1 << 20) as f64,
            r.copy_bandwidth_gb_s,
            r.ceiling_tok_s,
            100.0 * r.decode_fraction_of_ceiling
        );
    }
    finish_experts(&engine, &args.load)
}

fn main() -> ExitCode {
    tracing_subscriber::fmt()
        .with_writer(std::io::stderr)
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_env("STRATA_LOG")
                .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("warn")),
        )
        .init();
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Generate(a) => generate(a),
        Command::Logits(a) => logits(a),
        Command::Bench(a) => bench(a),
        Command::Serve(a) => strata_runtime::server::cli::run(&a).map_err(anyhow::Error::from),
        Command::CarEstimate(a) => cmd_car_estimate::run(a),
        Command::CarEval(a) => cmd_car_eval::run(a),
        Command::Schedule(a) => cmd_schedule::run(&a),
        Command::Simulate(a) => cmd_simulate::run(a),
        Command::TuneGemm(a) => cmd_tune_gemm::run(&a),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::FAILURE
        }
    }
}
