//! `strata-rt car-estimate`: offline CAR replay of an STRCS1 router-score trace at one or more
//! thresholds under a residency model, as a table or one JSON object.

use std::path::PathBuf;

use anyhow::bail;
use clap::Args;
use strata_runtime::experts::{ResidencyModel, estimate_file};

#[derive(Args)]
pub struct CarEstimateArgs {
    /// The STRCS1 trace (written by a run with STRATA_DUMP_ROUTER_SCORES=PATH).
    trace: PathBuf,
    /// Thresholds to replay, comma-separated (1.0 or more = CAR off: misses only).
    #[arg(long, value_delimiter = ',', default_value = "0.35", value_parser = parse_tau)]
    tau: Vec<f64>,
    /// Residency: each layer's N most-routed experts in the trace (hindsight; ties to the lower
    /// id, never-routed experts excluded). The default, with N = half the experts.
    #[arg(long, value_name = "N", conflicts_with_all = ["per_layer", "profile"])]
    frequency: Option<usize>,
    /// Residency: N slots per layer, starting empty, evolved by the adaptive policy (DESIGN.md
    /// defaults) as the trace goes.
    #[arg(long, value_name = "N", conflicts_with = "profile")]
    per_layer: Option<usize>,
    /// Residency: an STRP profile's startup residency (its slot total split over the layers).
    #[arg(long, value_name = "FILE")]
    profile: Option<PathBuf>,
    /// Print one JSON object.
    #[arg(long)]
    json: bool,
}

fn parse_tau(s: &str) -> Result<f64, String> {
    let t: f64 = s
        .trim()
        .parse()
        .map_err(|_| format!("'{s}' is not a number"))?;
    if t < 0.0 {
        return Err(format!("{t} is negative (1.0 or more turns CAR off)"));
    }
    Ok(t)
}

pub fn run(args: CarEstimateArgs) -> anyhow::Result<()> {
    if args.tau.is_empty() {
        bail!("--tau needs at least one threshold");
    }
    let model = match (args.frequency, args.per_layer, args.profile) {
        (Some(n), _, _) => ResidencyModel::Frequency(n),
        (_, Some(n), _) => ResidencyModel::PerLayer(n),
        (_, _, Some(p)) => ResidencyModel::Profile(p),
        (None, None, None) => {
            let header = strata_runtime::experts::TraceReader::open(&args.trace)?.header();
            ResidencyModel::Frequency(header.n_expert as usize / 2)
        }
    };
    let est = estimate_file(&args.trace, &args.tau, &model)?;
    if args.json {
        println!("{}", serde_json::to_string(&est)?);
        return Ok(());
    }
    let model_text = match &model {
        ResidencyModel::Frequency(n) => format!("the {n} most-routed experts per layer"),
        ResidencyModel::PerLayer(n) => format!("{n} slots per layer under the adaptive policy"),
        ResidencyModel::Profile(p) => format!("profile {}", p.display()),
    };
    println!(
        "{}: {} layers × {} experts, {} records, {} tokens; resident: {model_text}",
        args.trace.display(),
        est.n_layers,
        est.n_expert,
        est.records,
        est.tokens
    );
    println!(
        "{:>8} {:>10} {:>14} {:>13} {:>10} {:>12} {:>10}",
        "tau", "misses", "with_candidate", "substitutions", "mean_ratio", "misses/tok", "subs/tok"
    );
    for t in &est.per_tau {
        println!(
            "{:>8} {:>10} {:>14} {:>13} {:>10.4} {:>12.3} {:>10.3}",
            t.tau,
            t.misses,
            t.with_candidate,
            t.substitutions,
            t.mean_ratio,
            t.misses_per_token,
            t.substitutions_per_token
        );
    }
    if let Some(t) = est.truncated {
        println!(
            "(a truncated final record of {} bytes was dropped)",
            t.bytes
        );
    }
    Ok(())
}
