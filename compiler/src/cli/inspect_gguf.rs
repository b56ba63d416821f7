//! `stratac inspect FILE.gguf`: every metadata key and value and the tensor table, as text (long
//! arrays and strings summarized) or as one JSON object (complete; the shape DESIGN.md fixes).

use std::fmt::Write as _;

use anyhow::Context;
use serde_json::{Value as Json, json};
use strata_compiler::gguf::GgufFile;

use super::InspectArgs;

/// Array items and string characters shown per value in text mode.
const TEXT_MAX_ITEMS: usize = 8;
const TEXT_MAX_CHARS: usize = 120;

/// Runs `inspect` on a GGUF file.
pub fn run(args: &InspectArgs) -> anyhow::Result<()> {
    let file = GgufFile::open(&args.file).with_context(|| args.file.display().to_string())?;
    let out = if args.json {
        let mut s = to_json(&file);
        s.push('\n');
        s
    } else {
        to_text(&file)
    };
    super::print_stdout(&out)
}

/// The JSON form: `{"format":"gguf","version":..,"metadata":{..},"tensors":[..]}`, one line.
/// Metadata keys keep their file order (a `serde_json::Map` would sort them).
pub fn to_json(file: &GgufFile) -> String {
    let mut s = format!(
        "{{\"format\":\"gguf\",\"version\":{},\"metadata\":{{",
        file.version()
    );
    for (i, (k, v)) in file.metadata().iter().enumerate() {
        if i > 0 {
            s.push(',');
        }
        s.push_str(&Json::String(k.clone()).to_string());
        s.push(':');
        s.push_str(&v.to_json().to_string());
    }
    s.push_str("},\"tensors\":[");
    for (i, t) in file.tensors().iter().enumerate() {
        if i > 0 {
            s.push(',');
        }
        let entry = json!({
            "name": t.name,
            "type": t.ty.name(),
            "shape": t.shape,
            "offset": t.offset,
            "bytes": t.n_bytes,
        });
        s.push_str(&entry.to_string());
    }
    s.push_str("]}");
    s
}

/// The text form, for people.
pub fn to_text(file: &GgufFile) -> String {
    let mut s = String::new();
    let total: u64 = file.tensors().iter().map(|t| t.n_bytes).sum();
    let _ = writeln!(
        s,
        "GGUF version {}, {} bytes, alignment {}, data section at offset {}",
        file.version(),
        file.file_size(),
        file.alignment(),
        file.data_offset()
    );
    let _ = writeln!(s, "\nmetadata ({} keys):", file.metadata().len());
    for (k, v) in file.metadata() {
        let _ = writeln!(
            s,
            "  {k} ({}) = {}",
            v.type_name(),
            v.to_text(TEXT_MAX_ITEMS, TEXT_MAX_CHARS)
        );
    }
    let _ = writeln!(
        s,
        "\ntensors ({}, {} bytes of data):",
        file.tensors().len(),
        total
    );
    let width = file
        .tensors()
        .iter()
        .map(|t| t.name.len())
        .max()
        .unwrap_or(4);
    for t in file.tensors() {
        let shape: Vec<String> = t.shape.iter().map(u64::to_string).collect();
        let _ = writeln!(
            s,
            "  {:<width$}  {:<7}  [{}]  offset {}  {} bytes",
            t.name,
            t.ty.name(),
            shape.join(", "),
            t.offset,
            t.n_bytes
        );
    }
    s
}
