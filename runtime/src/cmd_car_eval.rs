//! `strata-rt car-eval`: the teacher-forced quality cost of cache-aware routing against CAR off,
//! on the same text and the same residency.
//!
//! Method. The text is tokenized and cut into chunks that fit the context; each chunk runs in a
//! fresh session one token at a time as decode steps (CAR acts only on decode steps), so every
//! position is a decision CAR could make during generation. A first pass with CAR off records
//! the reference distribution `P_off` at every position and the routing it took. The residency
//! is then fixed for every τ: the `--expert-profile` if given, else the experts this text routed
//! to most in each layer (a warm cache; `--expert-slots` in all, split over the MoE layers). Each
//! τ then runs the same positions with CAR on that frozen residency. Per position:
//! `KL(P_off ‖ P_car) = Σ_v P_off(v)·(log P_off(v) − log P_car(v))`, top-1 agreement of the two
//! argmaxes, and the next token's negative log-likelihood under each (perplexity = exp of the
//! mean). With τ ≥ 1 CAR is off, so that row is the control: KL 0, agreement 1.
//! `STRATA_DUMP_ROUTER_SCORES=PATH` writes the CAR-off pass's router scores as an STRCS1 trace.

use std::path::PathBuf;

use anyhow::{Context, bail};
use clap::Args;
use serde::Serialize;
use strata_runtime::engine::experts::ExpertOptions;
use strata_runtime::engine::{Engine, EngineOptions};
use strata_runtime::experts::{CarConfig, CarSource, PolicyConfig, Profile, ResidencyTable};
use strata_runtime::tokenizer::Tokenizer;

/// Arguments of `strata-rt car-eval`.
#[derive(Args)]
pub struct CarEvalArgs {
    /// The plan written by `stratac compile`.
    plan: PathBuf,
    /// The text to score (UTF-8).
    #[arg(long)]
    text: PathBuf,
    /// CAR thresholds to compare with CAR off.
    #[arg(long, value_delimiter = ',', default_value = "0.25,0.35,0.5,0.7,1.0")]
    tau: Vec<f64>,
    /// Expert slots in all (default: half of the routed experts).
    #[arg(long)]
    expert_slots: Option<usize>,
    /// Residency from this STRP profile instead of the text's own routing frequency.
    #[arg(long)]
    expert_profile: Option<PathBuf>,
    /// Score at most this many tokens of the text.
    #[arg(long, default_value_t = 4096)]
    max_tokens: usize,
    /// Also print the lowest τ whose mean KL stays at or under this.
    #[arg(long)]
    max_kl: Option<f64>,
    /// Use this GGUF instead of the one the plan records.
    #[arg(long)]
    model: Option<PathBuf>,
    /// Worker threads.
    #[arg(long)]
    threads: Option<usize>,
    /// Context length per chunk (default: the model's, at most 4096).
    #[arg(long)]
    ctx: Option<usize>,
    /// Print one JSON object.
    #[arg(long)]
    json: bool,
}

#[derive(Serialize)]
struct TauRow {
    tau: f64,
    kl_mean: f64,
    kl_p99: f64,
    top1_agreement: f64,
    ppl: f64,
    ppl_off: f64,
    substitutions_per_token: f64,
    hit_rate: f64,
}

#[derive(Serialize)]
struct Report {
    positions: usize,
    per_tau: Vec<TauRow>,
    #[serde(skip_serializing_if = "Option::is_none")]
    max_kl: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    lowest_tau_within_max_kl: Option<f64>,
}

/// Log-softmax of a logits row, in f64.
fn log_softmax(row: &[f32]) -> Vec<f64> {
    let m = row
        .iter()
        .fold(f64::NEG_INFINITY, |a, &b| a.max(f64::from(b)));
    let lse = m + row
        .iter()
        .map(|&v| (f64::from(v) - m).exp())
        .sum::<f64>()
        .ln();
    row.iter().map(|&v| f64::from(v) - lse).collect()
}

fn argmax(row: &[f64]) -> usize {
    let mut best = 0;
    for (i, &v) in row.iter().enumerate() {
        if v > row[best] {
            best = i;
        }
    }
    best
}

/// Runs every chunk token by token and calls `f(position index, next token, logits row)` for
/// each predicted position.
fn teacher_force(
    engine: &Engine,
    chunks: &[&[u32]],
    mut f: impl FnMut(usize, u32, &[f32]),
) -> anyhow::Result<()> {
    let mut at = 0;
    for chunk in chunks {
        let mut session = engine.new_session();
        for (i, &tok) in chunk.iter().enumerate() {
            let logits = engine.decode_step(&mut session, tok)?;
            if let Some(&next) = chunk.get(i + 1) {
                f(at, next, &logits);
                at += 1;
            }
        }
    }
    Ok(())
}

pub fn run(args: CarEvalArgs) -> anyhow::Result<()> {
    if args.tau.is_empty() {
        bail!("--tau: give at least one threshold");
    }
    if let Some(t) = args.tau.iter().find(|t| !(t.is_finite() && **t >= 0.0)) {
        bail!("--tau {t}: thresholds are finite and at least 0");
    }
    let text = std::fs::read_to_string(&args.text)
        .with_context(|| format!("reading {}", args.text.display()))?;
    // A first engine just to learn the geometry (slots need the expert count).
    let probe = Engine::load(
        &args.plan,
        EngineOptions {
            model: args.model.clone(),
            threads: args.threads,
            n_ctx: args.ctx,
            ..Default::default()
        },
    )?;
    let cfg = probe.config().clone();
    let moe = probe.moe_layers();
    let n_moe = moe.iter().filter(|&&m| m).count();
    if n_moe == 0 {
        bail!("car-eval: the model has no routed experts");
    }
    let total = n_moe * cfg.n_expert as usize;
    let slots = args.expert_slots.unwrap_or(total / 2);
    let n_ctx = probe.n_ctx();
    let tokenizer = Tokenizer::from_spec(probe.tokenizer_spec())?;
    let tokens = tokenizer.encode(&text, false, false);
    drop(probe);
    let tokens = &tokens[..tokens.len().min(args.max_tokens)];
    if tokens.len() < 2 {
        bail!("car-eval: the text has fewer than 2 tokens");
    }
    let chunks: Vec<&[u32]> = tokens.chunks(n_ctx).filter(|c| c.len() >= 2).collect();
    let engine = Engine::load(
        &args.plan,
        EngineOptions {
            model: args.model.clone(),
            threads: args.threads,
            n_ctx: args.ctx,
            // The CPU's simulated cache: car-eval fixes the residency (`freeze_with`) and scores
            // CAR against CAR off on it, which a device cache's in-flight copies would not keep.
            device: strata_runtime::device::DeviceSpec::Cpu,
            experts: Some(ExpertOptions {
                slots,
                slots_explicit: true,
                profile: None,
                car: CarConfig::off(),
                car_source: CarSource::Flag,
                policy: PolicyConfig::default(),
                // STRATA_DUMP_ROUTER_SCORES records the CAR-off pass only (the router's own
                // picks on the text), so `car-estimate` can replay the same run offline.
                trace: std::env::var(strata_runtime::experts::trace::ENV_DUMP_ROUTER_SCORES)
                    .ok()
                    .filter(|p| !p.is_empty())
                    .map(PathBuf::from),
            }),
            ..Default::default()
        },
    )?;
    let n_vocab = engine.n_vocab();
    // Pass 1: CAR off, the reference distributions and this text's routing.
    let mut ref_lp: Vec<f64> = Vec::new();
    let mut ref_top: Vec<usize> = Vec::new();
    let mut nll_off = 0.0f64;
    teacher_force(&engine, &chunks, |_, next, logits| {
        let lp = log_softmax(logits);
        nll_off -= lp[next as usize];
        ref_top.push(argmax(&lp));
        ref_lp.extend_from_slice(&lp);
    })?;
    let positions = ref_top.len();
    // The fixed residency.
    let table = {
        let mut state = engine
            .expert_state()
            .context("car-eval: the engine has no expert cache")?;
        state.finish_trace()?;
        let profile = match &args.expert_profile {
            Some(p) => Profile::load(p, moe.len() as u32, cfg.n_expert)?,
            None => state.learned_profile()?,
        };
        let mut table = ResidencyTable::new(
            cfg.n_expert as usize,
            &strata_runtime::experts::layer_slots(&moe, cfg.n_expert as usize, slots),
        )?;
        profile.fill(&mut table)?;
        state.freeze_with(table.clone())?;
        table
    };
    tracing::info!(
        "car-eval: {positions} positions in {} chunks, {slots} of {total} expert slots",
        chunks.len()
    );
    let ppl_off = (nll_off / positions as f64).exp();
    let mut rows = Vec::new();
    for &tau in &args.tau {
        {
            let mut state = engine
                .expert_state()
                .context("car-eval: the engine has no expert cache")?;
            state.freeze_with(table.clone())?;
            state.set_car(CarConfig {
                threshold: tau,
                ..CarConfig::default()
            });
            state.reset_report();
        }
        let mut kls = Vec::with_capacity(positions);
        let mut agree = 0usize;
        let mut nll = 0.0f64;
        teacher_force(&engine, &chunks, |at, next, logits| {
            let lp = log_softmax(logits);
            let r = &ref_lp[at * n_vocab..(at + 1) * n_vocab];
            let kl: f64 = r
                .iter()
                .zip(&lp)
                .map(|(&p, &q)| {
                    if p.is_finite() {
                        p.exp() * (p - q)
                    } else {
                        0.0
                    }
                })
                .sum();
            kls.push(kl.max(0.0));
            if argmax(&lp) == ref_top[at] {
                agree += 1;
            }
            nll -= lp[next as usize];
        })?;
        let report = engine
            .expert_state()
            .context("car-eval: the engine has no expert cache")?
            .report();
        let kl_mean = kls.iter().sum::<f64>() / positions as f64;
        kls.sort_by(f64::total_cmp);
        let p99 = kls[((positions as f64 * 0.99).ceil() as usize).clamp(1, positions) - 1];
        rows.push(TauRow {
            tau,
            kl_mean,
            kl_p99: p99,
            top1_agreement: agree as f64 / positions as f64,
            ppl: (nll / positions as f64).exp(),
            ppl_off,
            substitutions_per_token: report.substitutions_per_token(),
            hit_rate: report.hit_rate(),
        });
    }
    let lowest = args.max_kl.and_then(|x| {
        rows.iter()
            .filter(|r| r.kl_mean <= x)
            .map(|r| r.tau)
            .min_by(f64::total_cmp)
    });
    let out = Report {
        positions,
        per_tau: rows,
        max_kl: args.max_kl,
        lowest_tau_within_max_kl: lowest,
    };
    if args.json {
        println!("{}", serde_json::to_string(&out)?);
    } else {
        println!(
            "{positions} positions, {slots}/{total} expert slots, perplexity with CAR off {ppl_off:.4}"
        );
        println!(
            "{:>6} {:>10} {:>10} {:>8} {:>9} {:>9} {:>8}",
            "tau", "kl_mean", "kl_p99", "top1", "ppl", "subs/tok", "hit"
        );
        for r in &out.per_tau {
            println!(
                "{:>6} {:>10.6} {:>10.6} {:>8.4} {:>9.4} {:>9.3} {:>8.4}",
                r.tau,
                r.kl_mean,
                r.kl_p99,
                r.top1_agreement,
                r.ppl,
                r.substitutions_per_token,
                r.hit_rate
            );
        }
        if let Some(x) = args.max_kl {
            match lowest {
                Some(t) => println!("lowest tau with mean KL <= {x}: {t}"),
                None => println!("no tau keeps mean KL <= {x}"),
            }
        }
    }
    Ok(())
}
