//! The `strata-rt serve` subcommand: its flags and the code that loads the plan and runs the
//! server until SIGINT/SIGTERM. `main.rs` only adds the enum variant and calls [`run`].

use std::path::PathBuf;
use std::sync::Arc;

use clap::Args;

use super::engine_backend::EngineBackend;
use super::{ReasoningEffort, ServerConfig, run_blocking};
use crate::engine::{Engine, EngineOptions};
use crate::error::RuntimeError;

/// `strata-rt serve PLAN`: an OpenAI-compatible HTTP server.
#[derive(Debug, Clone, Args)]
pub struct ServeArgs {
    /// The plan written by `stratac compile`. Default: `$STRATA_PLAN`, else the embedded model's
    /// plan that `tools/demo.sh` compiles to `~/.cache/strata/strata-tiny-moe.plan`.
    pub plan: Option<PathBuf>,
    /// Use this GGUF instead of the path the plan records.
    #[arg(long)]
    pub model: Option<PathBuf>,
    /// Address to bind. Anything but loopback exposes the model to the network.
    #[arg(long, default_value = "127.0.0.1")]
    pub host: String,
    /// Port to bind.
    #[arg(long, default_value_t = 9931)]
    pub port: u16,
    /// Where to run: auto (the plan's GPU if present, else cpu), cpu, cuda:N, hip:N.
    #[arg(long, default_value = "auto")]
    pub device: String,
    /// VRAM budget in MiB for a GPU device (default 10240).
    #[arg(long)]
    pub vram_budget_mib: Option<u64>,
    /// MiB of the budget kept for the driver's context, modules and libraries (default 1024).
    #[arg(long)]
    pub vram_reserve_mib: Option<u64>,
    /// Expert cache and cache-aware routing (`--expert-slots N` runs a simulated cache on the
    /// CPU; CAR defaults to 0.35 wherever a residency exists).
    #[command(flatten)]
    pub experts: crate::experts::ExpertArgs,
    /// Require `Authorization: Bearer KEY` on every route except /health (default:
    /// `$STRATA_API_KEY` if set).
    #[arg(long)]
    pub api_key: Option<String>,
    /// `reasoning_effort` for requests that do not give one: none (no thinking), low, medium,
    /// high (a thinking budget of 256, 1024 or 4096 tokens, after which the end of thinking is
    /// forced; applies to templates that think, such as Qwen3's).
    #[arg(long, default_value = "medium", value_parser = parse_effort)]
    pub reasoning_effort: ReasoningEffort,
    /// Requests that may wait while one decodes; more get 503.
    #[arg(long, default_value_t = 16)]
    pub max_queue: usize,
    /// Largest accepted request body in bytes.
    #[arg(long, default_value_t = 8 * 1024 * 1024)]
    pub max_body_bytes: usize,
    /// Context length (default: the model's, at most the engine's default cap).
    #[arg(long)]
    pub ctx_size: Option<usize>,
    /// KV cache type: f32, f16 or q8 (default: f16, llama.cpp's; f32 keeps the exact cache).
    #[arg(long, value_parser = parse_kv)]
    pub kv: Option<crate::kv::KvType>,
    /// Executor threads (default: one per core).
    #[arg(long)]
    pub threads: Option<usize>,
    /// The model id clients use (default: the plan's file name without extension).
    #[arg(long)]
    pub served_model_name: Option<String>,
    /// Another name `/v1/models` lists for the model (repeatable).
    #[arg(long = "alias", value_name = "NAME")]
    pub aliases: Vec<String>,
    /// Answer 404 to a request whose `model` is neither the served name nor an alias (by
    /// default any `model` value is served by the loaded model).
    #[arg(long)]
    pub strict_model_names: bool,
}

/// Where the embedded model's plan lives when `serve` is given none.
pub fn default_plan_path() -> PathBuf {
    if let Some(p) = std::env::var_os("STRATA_PLAN").filter(|p| !p.is_empty()) {
        return PathBuf::from(p);
    }
    let home = std::env::var_os("HOME")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("."));
    home.join(".cache/strata/strata-tiny-moe.plan")
}

/// The default plan, or an error that says how to make one.
fn default_plan() -> Result<PathBuf, RuntimeError> {
    let path = default_plan_path();
    if path.is_file() {
        eprintln!(
            "strata-rt: no plan given; serving the default plan {}",
            path.display()
        );
        Ok(path)
    } else {
        Err(RuntimeError::InvalidArgument(format!(
            "no plan given and the default plan {} does not exist; run `bash tools/demo.sh` \
             (it compiles the embedded model there) or `stratac compile \
             models/strata-tiny-moe.gguf --arch host -o {}`",
            path.display(),
            path.display()
        )))
    }
}

fn parse_effort(s: &str) -> Result<ReasoningEffort, String> {
    ReasoningEffort::parse(s).ok_or_else(|| format!("'{s}' is not one of none, low, medium, high"))
}

fn parse_kv(s: &str) -> Result<crate::kv::KvType, String> {
    crate::kv::KvType::parse(s).map_err(|e| e.to_string())
}

/// Checks the flags, loads the plan and serves until a shutdown signal.
pub fn run(args: &ServeArgs) -> Result<(), RuntimeError> {
    let experts = crate::engine::experts::options_from_args(
        &args.experts,
        crate::engine::experts::CarPath::Decode,
    )?;
    match &experts {
        Some(e) if e.car.is_on() => eprintln!(
            "strata-rt: cache-aware routing ON, threshold {} ({} expert slots)",
            e.car.threshold, e.slots
        ),
        _ => eprintln!("strata-rt: cache-aware routing is OFF for this run"),
    }
    let device: crate::device::DeviceSpec = args.device.parse()?;
    let api_key = args
        .api_key
        .clone()
        .or_else(|| std::env::var("STRATA_API_KEY").ok())
        .filter(|k| !k.is_empty());
    if args.max_queue == 0 {
        return Err(RuntimeError::InvalidArgument(
            "--max-queue must be at least 1".into(),
        ));
    }
    let plan = match &args.plan {
        Some(plan) => plan.clone(),
        None => default_plan()?,
    };
    let engine = Engine::load(
        &plan,
        EngineOptions {
            model: args.model.clone(),
            threads: args.threads,
            n_ctx: args.ctx_size,
            device,
            vram_budget_mib: args.vram_budget_mib,
            vram_reserve_mib: args.vram_reserve_mib,
            experts,
            kv: args.kv,
            ..EngineOptions::default()
        },
    )?;
    let model_id = args.served_model_name.clone().unwrap_or_else(|| {
        plan.file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_else(|| "strata".into())
    });
    eprintln!(
        "strata-rt: loaded {} (context {} tokens, {} threads, device {})",
        plan.display(),
        engine.n_ctx(),
        engine.threads(),
        engine.device()
    );
    let backend = Arc::new(EngineBackend::new(engine, model_id)?);
    let config = ServerConfig {
        api_key,
        reasoning_effort: args.reasoning_effort,
        queue_capacity: args.max_queue,
        max_body_bytes: args.max_body_bytes,
        strict_model_names: args.strict_model_names,
        aliases: args
            .aliases
            .iter()
            .filter(|a| !a.is_empty())
            .cloned()
            .collect(),
        ..ServerConfig::default()
    };
    run_blocking(&args.host, args.port, backend.clone(), config)?;
    // A clean shutdown: flush the router trace and save the learned routing profile.
    backend.finish_experts(args.experts.expert_profile_save.as_deref())
}
