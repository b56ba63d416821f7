//! `stratac synth --preset NAME [--seed S] [--quant TYPE] (-o FILE.gguf | --dry-run)`: writes a
//! deterministic random-weight model (see `strata_compiler::synth`), streaming its tensors to
//! the file with a progress bar on a terminal; `--dry-run` prints the tensor table instead.

use std::io::{IsTerminal, Write};
use std::path::PathBuf;

use anyhow::{Context, bail};
use indicatif::{ProgressBar, ProgressStyle};
use strata_compiler::synth::{Preset, TensorSpec, check_preset_quant, synth_to, tensor_plan};
use strata_ir::GgmlType;

/// Arguments of `stratac synth`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// tiny-qwen3moe, tiny-qwen2moe, tiny-mixtral, tiny-olmoe, tiny-gptoss (`--quant MXFP4`:
    /// MXFP4 experts), tiny-qwen35moe (gated DeltaNet), bench-qwen3moe (~4.4 GB in Q4_K) or
    /// calib-qwen3moe (the gfx1101 calibration table's GEMM shapes; 32-value block types only).
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
    #[arg(short, long, required_unless_present = "dry_run")]
    pub output: Option<PathBuf>,
    /// Print the tensor table (name, type, shape, bytes) and the total size; write nothing.
    #[arg(long)]
    pub dry_run: bool,
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
    if args.dry_run {
        return print_plan(&tensor_plan(preset, ty));
    }
    let Some(path) = args.output else {
        bail!("synth needs -o FILE.gguf (or --dry-run)");
    };
    // Refuse a type the quantizer cannot produce before creating the file.
    check_preset_quant(preset, ty)?;
    let file = std::fs::File::create(&path)
        .with_context(|| format!("cannot create {}", path.display()))?;
    let mut out = std::io::BufWriter::with_capacity(8 << 20, file);
    let bar = std::io::stderr().is_terminal().then(|| {
        let bar = ProgressBar::new(0);
        if let Ok(style) =
            ProgressStyle::with_template("{bar:30} {bytes}/{total_bytes} {bytes_per_sec} {eta}")
        {
            bar.set_style(style);
        }
        bar
    });
    synth_to(preset, args.seed, ty, &mut out, |done, total| {
        if let Some(b) = &bar {
            b.set_length(total);
            b.set_position(done);
        }
    })
    .with_context(|| format!("writing {}", path.display()))?;
    if let Some(b) = bar {
        b.finish_and_clear();
    }
    tracing::info!("wrote {}", path.display());
    Ok(())
}

fn print_plan(plan: &[TensorSpec]) -> anyhow::Result<()> {
    let mut o = std::io::stdout().lock();
    let mut total = 0u64;
    for t in plan {
        let shape: Vec<String> = t.shape.iter().map(usize::to_string).collect();
        writeln!(
            o,
            "{:<32} {:<6} {:<18} {}",
            t.name,
            t.ty.name(),
            shape.join("x"),
            t.n_bytes()
        )?;
        total += t.n_bytes();
    }
    writeln!(o, "{} tensors, {total} bytes of tensor data", plan.len())?;
    Ok(())
}
