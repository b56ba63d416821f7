//! stratac: the command-line entry point of the compiler.
//!
//! Each subcommand's body lives in `cli/<name>.rs` as `pub fn run(args) -> anyhow::Result<()>`;
//! adding one is a module, an enum variant and a match arm. Exit codes: 0 success, 1 error
//! (`error: ...` on stderr), 2 usage error (clap's own).

mod cli;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// Strata's ahead-of-time compiler for MoE models in GGUF files.
#[derive(Parser)]
#[command(name = "stratac", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Print a GGUF file's metadata and tensor table (or a plan's summary).
    Inspect(cli::InspectArgs),
    /// Write one tensor of a GGUF file, dequantized, as raw little-endian f32.
    DumpTensor(cli::dump_tensor::Args),
    /// Write a tiny deterministic random-weight model (for tests and demos).
    Synth(cli::synth::Args),
    /// Compile a GGUF model to a plan for one or more targets.
    Compile(cli::compile::Args),
    /// Find the GGUF file(s) a model path, name, quant and release refer to, check them, and
    /// say whether a cached plan for them may be used.
    Resolve(cli::resolve::Args),
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
        Command::Inspect(args) => cli::inspect(args),
        Command::DumpTensor(args) => cli::dump_tensor::run(args),
        Command::Synth(args) => cli::synth::run(args),
        Command::Compile(args) => cli::compile::run(args),
        Command::Resolve(args) => cli::resolve::run(args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::FAILURE
        }
    }
}
