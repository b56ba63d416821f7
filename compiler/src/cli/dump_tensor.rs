//! `stratac dump-tensor FILE.gguf NAME -o OUT.f32`: one tensor, dequantized with the reference
//! routines of `strata_ir::quant`, written as raw little-endian f32 in ggml order (row-major,
//! ne0 fastest).

use std::io::Write;
use std::path::PathBuf;

use anyhow::Context;
use strata_compiler::gguf::GgufFile;

/// Arguments of `stratac dump-tensor`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The GGUF file.
    pub file: PathBuf,
    /// The tensor's name, as `inspect` lists it.
    pub name: String,
    /// Where to write the f32 values.
    #[arg(short, long)]
    pub output: PathBuf,
}

/// Elements dequantized per chunk, so that a large tensor streams through a bounded buffer.
const CHUNK_ELEMENTS: u64 = 1 << 22;

/// Runs `dump-tensor`.
pub fn run(args: Args) -> anyhow::Result<()> {
    let file = GgufFile::open(&args.file).with_context(|| args.file.display().to_string())?;
    let (info, bytes) = file
        .tensor_data(&args.name)
        .with_context(|| args.file.display().to_string())?;
    let ne0 = info.shape.first().copied().unwrap_or(1);
    let rows = info.n_rows();
    let row_bytes = info
        .ty
        .row_bytes(ne0)
        .context("row length is not a whole number of blocks")?;
    let rows_per_chunk = (CHUNK_ELEMENTS / ne0.max(1)).max(1);

    let out = std::fs::File::create(&args.output)
        .with_context(|| format!("creating {}", args.output.display()))?;
    let mut out = std::io::BufWriter::new(out);
    let mut values = Vec::new();
    let mut raw = Vec::new();
    let mut row = 0u64;
    while row < rows && ne0 > 0 {
        let n_rows = rows_per_chunk.min(rows - row);
        let start = usize::try_from(row * row_bytes)?;
        let end = usize::try_from((row + n_rows) * row_bytes)?;
        let chunk = bytes
            .get(start..end)
            .context("tensor data shorter than its shape")?;
        values.resize(usize::try_from(n_rows * ne0)?, 0.0f32);
        strata_ir::quant::dequantize(info.ty, chunk, &mut values)
            .with_context(|| format!("tensor {:?}", info.name))?;
        raw.clear();
        raw.extend(values.iter().flat_map(|v| v.to_le_bytes()));
        out.write_all(&raw)
            .with_context(|| format!("writing {}", args.output.display()))?;
        row += n_rows;
    }
    out.flush()
        .with_context(|| format!("writing {}", args.output.display()))?;
    Ok(())
}
