//! `stratac synth --preset NAME [--seed S] [--quant TYPE] -o FILE.gguf`: writes a tiny
//! deterministic random-weight model (see `strata_compiler::synth`).

use std::path::PathBuf;

use anyhow::Context;
use strata_compiler::synth::{Preset, synth};
use strata_ir::GgmlType;

/// Arguments of `stratac synth`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// tiny-qwen3moe, tiny-qwen2moe or tiny-mixtral.
    #[arg(long)]
    pub preset: String,
    /// Seed of the random weights; the same seed gives the same file, byte for byte.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Type of the weight matrices (ggml name: F32, F16, Q8_0, Q4_K, ...). Norms and the router
    /// stay F32.
    #[arg(long, default_value = "F32")]
    pub quant: String,
    /// Output GGUF file.
    #[arg(short, long)]
    pub output: PathBuf,
}

/// Runs `synth`.
pub fn run(args: Args) -> anyhow::Result<()> {
    let preset = Preset::from_name(&args.preset)?;
    let ty = GgmlType::from_name(&args.quant).with_context(|| {
        format!(
            "unknown --quant type {:?} (a ggml type name such as F32, F16, Q8_0, Q4_K)",
            args.quant
        )
    })?;
    let w = synth(preset, args.seed, ty)?;
    w.write(&args.output)?;
    tracing::info!("wrote {}", args.output.display());
    Ok(())
}
