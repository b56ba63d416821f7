//! Plan emission: from a GGUF file to a [`Plan`] (lowering, passes, tensor table, tokenizer,
//! provenance, kernels, GEMM picks, memory plan).
//!
//! The plan records every weight as its GGUF tensor's ABSOLUTE file offset and byte count
//! (`data_offset + tensor offset`); weights are never copied. Its provenance (path, size,
//! SHA-256 of the GGUF's header and tensor table, compiler version, calibration id) lets the
//! runtime refuse a GGUF that is not the one the plan was compiled from.
//!
//! GEMM picks ([`gemms`]): every prompt-time product of the graph, per GPU target and token
//! bucket, with the calibration table's solution or the library's heuristic. One table applies
//! per plan: the one shipped for the first GPU target that has one (`gfx1101`), or
//! `--calibration FILE` instead (its header names the target it applies to), or none.
//!
//! Targets: `host` needs no kernels (the runtime's CPU kernels run it). GPU targets get their
//! kernels from [`kernels_for_target`], the hook the kernel-generation work fills in; until it
//! does, asking for a GPU target is a clear error rather than a plan without kernels.

use crate::error::CompileError;
use crate::frontend::{self, WeightView};
use crate::gguf::GgufFile;
use crate::passes;
use sha2::{Digest, Sha256};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use strata_calibration::Table;
use strata_ir::graph::Graph;
use strata_ir::plan::{
    GemmSelection, KernelBinary, ModelConfig, Plan, Provenance, TensorEntry, TokenizerSpec, hex,
    tensor_bytes,
};

pub mod gemms;

/// Every `--arch` value `stratac compile` knows.
pub const KNOWN_TARGETS: [&str; 4] = ["host", "gfx1101", "gfx1100", "sm_90"];

/// What `stratac compile` was asked to do.
#[derive(Debug, Clone, Default)]
pub struct CompileOptions {
    /// Targets, from `--arch A[,B]`.
    pub targets: Vec<String>,
    /// `--calibration FILE|none`, or the shipped table.
    pub calibration: Calibration,
    /// `--vram-budget-mib N`.
    pub vram_budget_mib: Option<u64>,
}

/// Which calibration table a compile uses.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub enum Calibration {
    /// The table shipped for the first GPU target that has one (`gfx1101`), if any.
    #[default]
    Shipped,
    /// `--calibration none`: no table; every prompt GEMM uses the library's heuristic.
    Off,
    /// `--calibration FILE`: this table instead of the shipped one.
    File(PathBuf),
}

impl Calibration {
    /// The choice `--calibration ARG` makes: `none`, or a file (`./none` for a file of that
    /// name); no argument means the shipped table.
    pub fn from_arg(arg: Option<&Path>) -> Calibration {
        match arg {
            None => Calibration::Shipped,
            Some(p) if p.as_os_str() == "none" => Calibration::Off,
            Some(p) => Calibration::File(p.to_path_buf()),
        }
    }
}

/// Parses `--arch A[,B]`: known names, no duplicates, at least one.
pub fn parse_targets(arg: &str) -> Result<Vec<String>, CompileError> {
    let mut out: Vec<String> = Vec::new();
    for name in arg.split(',').map(str::trim) {
        if !KNOWN_TARGETS.contains(&name) {
            return Err(CompileError::UnsupportedTarget {
                arch: name.to_string(),
                reason: format!("unknown target (known: {})", KNOWN_TARGETS.join(", ")),
            });
        }
        if !out.iter().any(|t| t == name) {
            out.push(name.to_string());
        }
    }
    Ok(out)
}

/// The kernels target `target` needs for this model.
///
/// Hook for kernel generation (`compiler/src/kernels/**`, behind the `llvm` feature): replace
/// the GPU arm with a call that lowers the kernel set for `config`/`graph` to `target` and
/// returns its code objects. `host` needs none.
pub fn kernels_for_target(
    target: &str,
    config: &ModelConfig,
    graph: &Graph,
) -> Result<Vec<KernelBinary>, CompileError> {
    let _ = (config, graph);
    match target {
        "host" => Ok(Vec::new()),
        #[cfg(feature = "llvm")]
        gpu => crate::kernels::kernels_for_target(gpu, config, graph),
        #[cfg(not(feature = "llvm"))]
        gpu => Err(CompileError::UnsupportedTarget {
            arch: gpu.to_string(),
            reason: "this stratac was built without the `llvm` feature; use --arch host".into(),
        }),
    }
}

/// Copies the `tokenizer.*` metadata into a [`TokenizerSpec`].
pub fn tokenizer_spec(gguf: &GgufFile) -> Result<TokenizerSpec, CompileError> {
    let owned = |v: Option<Vec<&str>>| -> Vec<String> {
        v.unwrap_or_default()
            .into_iter()
            .map(str::to_string)
            .collect()
    };
    Ok(TokenizerSpec {
        model: gguf
            .get_str("tokenizer.ggml.model")?
            .unwrap_or_default()
            .to_string(),
        pre: gguf.get_str("tokenizer.ggml.pre")?.map(str::to_string),
        tokens: owned(gguf.get_str_array("tokenizer.ggml.tokens")?),
        token_types: gguf
            .get_i32_array("tokenizer.ggml.token_type")?
            .unwrap_or_default(),
        scores: gguf
            .get_f32_array("tokenizer.ggml.scores")?
            .unwrap_or_default(),
        merges: owned(gguf.get_str_array("tokenizer.ggml.merges")?),
        bos_id: gguf.get_u32("tokenizer.ggml.bos_token_id")?,
        eos_id: gguf.get_u32("tokenizer.ggml.eos_token_id")?,
        eot_id: gguf.get_u32("tokenizer.ggml.eot_token_id")?,
        unknown_id: gguf.get_u32("tokenizer.ggml.unknown_token_id")?,
        padding_id: gguf.get_u32("tokenizer.ggml.padding_token_id")?,
        add_bos: gguf.get_bool("tokenizer.ggml.add_bos_token")?,
        add_eos: gguf.get_bool("tokenizer.ggml.add_eos_token")?,
        add_space_prefix: gguf.get_bool("tokenizer.ggml.add_space_prefix")?,
        chat_template: gguf.get_str("tokenizer.chat_template")?.map(str::to_string),
    })
}

/// One [`TensorEntry`] per graph weight, in weight-id order, with absolute file offsets. A weight
/// in `views` is a slice of its parent tensor: the entry keeps the weight's own name, type and
/// shape and points at the slice's bytes inside the parent.
pub fn tensor_table(
    gguf: &GgufFile,
    graph: &Graph,
    views: &BTreeMap<String, WeightView>,
) -> Result<Vec<TensorEntry>, CompileError> {
    graph
        .weights()
        .iter()
        .map(|w| {
            let view = views.get(&w.name);
            let source = view.map_or(w.name.as_str(), |v| v.parent.as_str());
            let t = gguf
                .tensor(source)
                .ok_or_else(|| CompileError::TensorNotFound {
                    name: source.to_string(),
                })?;
            let out_of_bounds = || CompileError::TensorOutOfBounds {
                name: t.name.clone(),
                start: gguf.data_offset(),
                end: u64::MAX,
                file_size: gguf.file_size(),
            };
            let (skip, n_bytes) = match view {
                None => (0, t.n_bytes),
                Some(v) => {
                    // One outermost slice: a row of a matrix, an element of a vector.
                    let inner = match t.shape.split_last() {
                        Some((_, inner)) if !inner.is_empty() => tensor_bytes(t.ty, inner),
                        _ => tensor_bytes(t.ty, &[1]),
                    };
                    let n = tensor_bytes(w.ty, &w.shape);
                    match (inner.and_then(|i| i.checked_mul(v.first)), n) {
                        (Some(skip), Some(n))
                            if w.ty == t.ty
                                && skip.checked_add(n).is_some_and(|e| e <= t.n_bytes) =>
                        {
                            (skip, n)
                        }
                        _ => return Err(out_of_bounds()),
                    }
                }
            };
            let offset = gguf
                .data_offset()
                .checked_add(t.offset)
                .and_then(|o| o.checked_add(skip))
                .ok_or_else(out_of_bounds)?;
            Ok(TensorEntry {
                name: w.name.clone(),
                ty: w.ty,
                shape: w.shape.clone(),
                offset,
                n_bytes,
            })
        })
        .collect()
}

/// Largest calibration file `stratac compile` reads (tables are a few kilobytes; a bigger file
/// is not a table).
pub const MAX_CALIBRATION_BYTES: u64 = 16 << 20;

/// A table that applies to one target of the compile, with its identity
/// `<arch> <library version> sha256:<first 16 hex digits of the file>`.
#[derive(Debug, Clone)]
pub struct AppliedTable {
    pub target: String,
    pub id: String,
    pub table: Table,
}

/// The GPU targets among `targets` (those with a BLAS library), in order.
pub fn gpu_targets(targets: &[String]) -> Vec<&str> {
    targets
        .iter()
        .map(String::as_str)
        .filter(|t| strata_calibration::target_library(t).is_some())
        .collect()
}

/// Checks `table` against its target's library version; a mismatch is not an error: the table
/// is ignored with a log line and every GEMM uses the library's heuristic.
fn applicable(table: Table, bytes: &[u8]) -> Option<AppliedTable> {
    let lib = strata_calibration::target_library(&table.arch)?;
    let table = match lib.version {
        Some(v) => table.for_library(v)?,
        None => table,
    };
    let digest = hex(&Sha256::digest(bytes));
    Some(AppliedTable {
        target: table.arch.clone(),
        id: strata_calibration::table_id(&table.arch, table.library_version, &digest),
        table,
    })
}

/// The calibration table the compile applies (one per plan), or `None`: no GPU target has a
/// shipped table, `--calibration none`, or the table's library version is not the target's
/// (logged). A file that is unreadable, malformed (by line) or for an arch that is not a GPU
/// target of this compile (by the header's line) is an error.
pub fn load_calibration(
    choice: &Calibration,
    targets: &[String],
) -> Result<Option<AppliedTable>, CompileError> {
    let gpus = gpu_targets(targets);
    match choice {
        Calibration::Off => Ok(None),
        Calibration::Shipped => {
            let Some(shipped) = gpus
                .iter()
                .find_map(|t| strata_calibration::shipped_table(t))
            else {
                return Ok(None);
            };
            let table = Table::parse(shipped.text).map_err(|e| CompileError::Calibration {
                path: Path::new("calibration/tables").join(shipped.file),
                msg: e.to_string(),
            })?;
            Ok(applicable(table, shipped.text.as_bytes()))
        }
        Calibration::File(path) => {
            let cal_err = |msg: String| CompileError::Calibration {
                path: path.clone(),
                msg,
            };
            let size = std::fs::metadata(path)
                .map_err(|e| cal_err(e.to_string()))?
                .len();
            if size > MAX_CALIBRATION_BYTES {
                return Err(cal_err(format!(
                    "{size} bytes; a calibration table is at most {MAX_CALIBRATION_BYTES} bytes"
                )));
            }
            let bytes = std::fs::read(path).map_err(|e| cal_err(e.to_string()))?;
            let table = Table::parse_bytes(&bytes).map_err(|e| cal_err(e.to_string()))?;
            table
                .check_arch(&gpus)
                .map_err(|e| cal_err(e.to_string()))?;
            Ok(applicable(table, &bytes))
        }
    }
}

/// The plan's GEMM picks: every prompt GEMM of `graph` for every GPU target, from `applied` for
/// its target and the library's heuristic elsewhere.
pub fn gemm_selections(
    graph: &Graph,
    targets: &[String],
    applied: Option<&AppliedTable>,
) -> Result<Vec<GemmSelection>, CompileError> {
    let prompt = gemms::prompt_gemms(graph)?;
    let mut out = Vec::new();
    for target in gpu_targets(targets) {
        let table = applied.filter(|a| a.target == target).map(|a| &a.table);
        let picks = gemms::selections(target, &prompt, table);
        let hits = picks.iter().filter(|p| p.solution_id.is_some()).count();
        match applied.filter(|a| a.target == target) {
            Some(a) => tracing::info!(
                "{target}: {} prompt GEMMs x {} token buckets, {hits} picks from table {}",
                prompt.len(),
                strata_calibration::TOKEN_BUCKETS.len(),
                a.id
            ),
            None => tracing::info!(
                "{target}: {} prompt GEMMs, no calibration table: the library's heuristic",
                prompt.len()
            ),
        }
        out.extend(picks);
    }
    Ok(out)
}

/// The provenance of a plan compiled from `gguf`.
pub fn provenance(gguf: &GgufFile, calibration_id: Option<String>) -> Provenance {
    let path = std::fs::canonicalize(gguf.path()).unwrap_or_else(|_| gguf.path().to_path_buf());
    Provenance {
        gguf_path: path.display().to_string(),
        gguf_size: gguf.file_size(),
        data_offset: gguf.data_offset(),
        header_hash: gguf.header_hash(),
        compiler_version: env!("CARGO_PKG_VERSION").to_string(),
        calibration_id,
    }
}

/// Compiles `gguf` to a plan. `after_pass(name, graph)` is called after lowering and after every
/// pass of the pipeline (for `--dump-after` and progress reporting).
pub fn compile(
    gguf: &GgufFile,
    opts: &CompileOptions,
    after_pass: impl FnMut(&str, &Graph) -> Result<(), CompileError>,
) -> Result<Plan, CompileError> {
    if opts.targets.is_empty() {
        return Err(CompileError::UnsupportedTarget {
            arch: String::new(),
            reason: "no target given".into(),
        });
    }
    let applied = load_calibration(&opts.calibration, &opts.targets)?;
    let lowered = frontend::lower(gguf)?;
    let graph = passes::run(lowered.graph, after_pass)?;
    let config = lowered.config;
    let mut kernels = Vec::new();
    for target in &opts.targets {
        kernels.extend(kernels_for_target(target, &config, &graph)?);
    }
    let gemms = gemm_selections(&graph, &opts.targets, applied.as_ref())?;
    let tensors = tensor_table(gguf, &graph, &lowered.views)?;
    let memory = Plan::memory_from(&graph, &config, opts.vram_budget_mib)?;
    let plan = Plan {
        targets: opts.targets.clone(),
        config,
        graph,
        tensors,
        tokenizer: tokenizer_spec(gguf)?,
        provenance: provenance(gguf, applied.map(|a| a.id)),
        kernels,
        gemms,
        memory,
    };
    plan.validate()?;
    Ok(plan)
}
