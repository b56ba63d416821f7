//! `stratac compile MODEL.gguf --arch A[,B] [-o plan.bin] [--calibration FILE|none]`: lowers the
//! model, runs the pass pipeline, picks the prompt GEMMs' algorithms and writes the plan. A progress bar is drawn only when stderr is a terminal.

use std::io::IsTerminal;
use std::path::PathBuf;

use anyhow::Context;
use indicatif::{ProgressBar, ProgressStyle};
use strata_compiler::gguf::GgufFile;
use strata_compiler::passes;
use strata_compiler::plan::{Calibration, CompileOptions, compile, parse_targets};
use strata_ir::text::to_text;

/// Arguments of `stratac compile`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The GGUF model to compile.
    pub model: PathBuf,
    /// Target(s), comma-separated: host, gfx1101, gfx1100, sm_90.
    #[arg(long, default_value = "host")]
    pub arch: String,
    /// Where to write the plan.
    #[arg(short, long, default_value = "plan.bin")]
    pub output: PathBuf,
    /// GEMM calibration table (STRATA_HIPBLASLT_TUNING_V1) for one GPU target, replacing the
    /// shipped one (gfx1101 has one built in); `none` turns selection off. Its identity is
    /// recorded in the plan.
    #[arg(long, value_name = "FILE|none")]
    pub calibration: Option<PathBuf>,
    /// VRAM budget in MiB, recorded in the plan's memory plan for the runtime's ledger.
    #[arg(long)]
    pub vram_budget_mib: Option<u64>,
    /// Print the graph's text form after this pass (`lower` = before any pass) to stdout.
    #[arg(long, value_name = "PASS")]
    pub dump_after: Option<String>,
}

/// Runs `compile`.
pub fn run(args: Args) -> anyhow::Result<()> {
    let targets = parse_targets(&args.arch)?;
    if let Some(name) = &args.dump_after {
        passes::check_dump_point(name)?;
    }
    let opts = CompileOptions {
        targets,
        calibration: Calibration::from_arg(args.calibration.as_deref()),
        vram_budget_mib: args.vram_budget_mib,
    };
    let bar = if std::io::stderr().is_terminal() {
        let n_steps = passes::dump_points().len() as u64 + 2;
        let bar = ProgressBar::new(n_steps);
        if let Ok(style) = ProgressStyle::with_template("{bar:30} {pos}/{len} {msg}") {
            bar.set_style(style);
        }
        bar.set_message("reading GGUF");
        Some(bar)
    } else {
        None
    };
    let gguf = GgufFile::open(&args.model).with_context(|| args.model.display().to_string())?;
    let mut dumped = String::new();
    let plan = compile(&gguf, &opts, |name, graph| {
        if let Some(bar) = &bar {
            bar.inc(1);
            bar.set_message(format!("after {name}"));
        }
        if args.dump_after.as_deref() == Some(name) {
            dumped = to_text(graph, &format!("{} after {name}", gguf_arch(&gguf)))?;
        }
        Ok(())
    })
    .with_context(|| args.model.display().to_string())?;
    if let Some(bar) = &bar {
        bar.set_message("writing plan");
    }
    plan.write(&args.output)
        .with_context(|| format!("writing {}", args.output.display()))?;
    if let Some(bar) = bar {
        bar.inc(1);
        bar.finish_and_clear();
    }
    if !dumped.is_empty() {
        super::print_stdout(&dumped)?;
    }
    eprintln!(
        "wrote {} ({} nodes, {} weights, targets {})",
        args.output.display(),
        plan.graph.node_count(),
        plan.tensors.len(),
        plan.targets.join(",")
    );
    Ok(())
}

fn gguf_arch(gguf: &GgufFile) -> String {
    gguf.get_str("general.architecture")
        .ok()
        .flatten()
        .unwrap_or("model")
        .to_string()
}
