//! stratac's subcommands: argument structs and bodies, one module per subcommand.

pub mod compile;
pub mod dump_tensor;
pub mod inspect_gguf;
pub mod inspect_plan;
pub mod kernels;
pub mod resolve;
pub mod synth;

use std::io::Write;
use std::path::PathBuf;

use anyhow::Context;
use strata_compiler::gguf;

/// Arguments of `stratac inspect`.
#[derive(clap::Args, Debug)]
pub struct InspectArgs {
    /// The GGUF file or plan to inspect.
    pub file: PathBuf,
    /// Print one JSON object on stdout instead of text.
    #[arg(long)]
    pub json: bool,
    /// For a plan: list its generated kernels (target, registers, LDS, spills, occupancy).
    #[arg(long)]
    pub kernels: bool,
    /// For a plan: list its prompt-time GEMM picks per token bucket, with hit/miss counts.
    #[arg(long)]
    pub gemms: bool,
    /// For a plan: write its code objects as DIR/<arch>/<kernel>.{hsaco,ptx}.
    #[arg(long, value_name = "DIR")]
    pub extract_kernels: Option<PathBuf>,
}

/// `stratac inspect FILE`: dispatches on the file's magic bytes.
pub fn inspect(args: InspectArgs) -> anyhow::Result<()> {
    std::fs::metadata(&args.file).with_context(|| format!("{}", args.file.display()))?;
    if gguf::has_gguf_magic(&args.file) {
        if args.gemms {
            anyhow::bail!(
                "{}: --gemms lists a plan's GEMM picks; this is a GGUF file (compile it first)",
                args.file.display()
            );
        }
        return inspect_gguf::run(&args);
    }
    if args.gemms && inspect_plan::is_plan(&args.file) {
        return inspect_plan::run_gemms(&args);
    }
    if (args.kernels || args.extract_kernels.is_some()) && kernels::is_plan(&args.file) {
        return kernels::run(&args);
    }
    if inspect_plan::is_plan(&args.file) {
        return inspect_plan::run(&args);
    }
    // Neither a GGUF file nor anything else we know: let the GGUF reader name the magic it saw.
    inspect_gguf::run(&args)
}

/// Writes `text` to stdout. A closed pipe (`stratac inspect f | head`) is not an error: the
/// reader has seen what it wanted.
pub fn print_stdout(text: &str) -> anyhow::Result<()> {
    let mut out = std::io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => Err(e).context("writing to stdout"),
        _ => Ok(()),
    }
}
