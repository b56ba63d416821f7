//! The plan loader: reads a plan, maps the GGUF it was compiled from and checks that the file is
//! really that GGUF before any weight byte is used.
//!
//! Identity is the plan's provenance: the file size and the SHA-256 of the bytes before the data
//! section (header, metadata, tensor table), whose offset the compiler records in the plan: the
//! runtime never parses GGUF structure.
//! A file that differs in either check is refused with both paths and both values in the error.

use std::path::{Path, PathBuf};

use memmap2::Mmap;
use sha2::{Digest, Sha256};
use strata_ir::GgmlType;
use strata_ir::graph::WeightId;
use strata_ir::plan::{Plan, TensorEntry};

use crate::error::RuntimeError;

/// A plan together with the mapped bytes of its GGUF.
#[derive(Debug)]
pub struct LoadedModel {
    /// The decoded, validated plan.
    pub plan: Plan,
    /// Where the plan was read from.
    pub plan_path: PathBuf,
    /// The mapped weights.
    pub weights: Weights,
}

/// The GGUF's tensor bytes, mapped read-only, addressed by the plan's weight ids.
#[derive(Debug)]
pub struct Weights {
    map: Mmap,
    path: PathBuf,
    tensors: Vec<TensorEntry>,
}

/// A view of one weight tensor: its type, ggml shape and bytes.
#[derive(Debug, Clone, Copy)]
pub struct WeightView<'a> {
    pub name: &'a str,
    pub ty: GgmlType,
    pub shape: &'a [u64],
    pub bytes: &'a [u8],
}

impl WeightView<'_> {
    /// Elements per row (`ne0`).
    pub fn row_len(&self) -> usize {
        self.shape.first().copied().unwrap_or(1) as usize
    }

    /// Bytes per row.
    pub fn row_bytes(&self) -> usize {
        self.ty.row_bytes(self.row_len() as u64).unwrap_or(0) as usize
    }

    /// Number of rows over all higher dimensions.
    pub fn n_rows(&self) -> usize {
        self.shape.iter().skip(1).product::<u64>() as usize
    }

    /// The bytes of row `r` (rows of all experts counted consecutively).
    pub fn row(&self, r: usize) -> &[u8] {
        let rb = self.row_bytes();
        &self.bytes[r * rb..(r + 1) * rb]
    }
}

impl Weights {
    /// Maps `path` and checks it against the plan's provenance and tensor table.
    pub fn map(plan: &Plan, plan_path: &Path, path: &Path) -> Result<Weights, RuntimeError> {
        let file = std::fs::File::open(path).map_err(|source| RuntimeError::ModelMismatch {
            plan: plan_path.to_path_buf(),
            model: path.to_path_buf(),
            reason: format!("cannot open the model file: {source}"),
        })?;
        let meta = file.metadata().map_err(|source| RuntimeError::Io {
            path: path.to_path_buf(),
            source,
        })?;
        let mismatch = |reason: String| RuntimeError::ModelMismatch {
            plan: plan_path.to_path_buf(),
            model: path.to_path_buf(),
            reason,
        };
        let want = plan.provenance.gguf_size;
        if meta.len() != want {
            return Err(mismatch(format!(
                "the plan was compiled from {} ({want} bytes), this file has {} bytes",
                plan.provenance.gguf_path,
                meta.len()
            )));
        }
        // SAFETY: the file is opened read-only and mapped privately; like every mmap-based model
        // loader we rely on the file not being truncated while the runtime holds it.
        let map = unsafe { Mmap::map(&file) }.map_err(|source| RuntimeError::Io {
            path: path.to_path_buf(),
            source,
        })?;
        let header_end = plan.provenance.data_offset;
        let header_end = usize::try_from(header_end)
            .ok()
            .filter(|&e| e <= map.len())
            .ok_or_else(|| mismatch(format!("header end {header_end} lies outside the file")))?;
        let hash: [u8; 32] = Sha256::digest(&map[..header_end]).into();
        if hash != plan.provenance.header_hash {
            return Err(mismatch(format!(
                "header hash differs: the plan expects {} (from {}), this file has {}",
                plan.provenance.header_hash_hex(),
                plan.provenance.gguf_path,
                strata_ir::plan::hex(&hash)
            )));
        }
        for t in &plan.tensors {
            let end = t.offset.checked_add(t.n_bytes);
            if end.is_none_or(|e| e > map.len() as u64) {
                return Err(RuntimeError::BadTensor {
                    name: t.name.clone(),
                    reason: format!(
                        "offset {} + {} bytes lies outside the {}-byte file",
                        t.offset,
                        t.n_bytes,
                        map.len()
                    ),
                });
            }
            let need = strata_ir::plan::tensor_bytes(t.ty, &t.shape);
            if need != Some(t.n_bytes) {
                return Err(RuntimeError::BadTensor {
                    name: t.name.clone(),
                    reason: format!("{} bytes recorded, type and shape need {need:?}", t.n_bytes),
                });
            }
        }
        Ok(Weights {
            map,
            path: path.to_path_buf(),
            tensors: plan.tensors.clone(),
        })
    }

    /// The mapped file's path.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The weight `id`, or an error naming it when the plan has no such entry.
    pub fn get(&self, id: WeightId) -> Result<WeightView<'_>, RuntimeError> {
        let t = self
            .tensors
            .get(id.index())
            .ok_or_else(|| RuntimeError::BadTensor {
                name: format!("w{}", id.0),
                reason: "not in the plan's tensor table".into(),
            })?;
        // Bounds were checked in `map`, so these casts and the slice cannot fail.
        let start = t.offset as usize;
        let end = start + t.n_bytes as usize;
        Ok(WeightView {
            name: &t.name,
            ty: t.ty,
            shape: &t.shape,
            bytes: &self.map[start..end],
        })
    }

    /// The whole mapping, rounded up to whole 4 KiB pages (the bytes past the file's end in its
    /// last page read as zero): what a device registers to read tensors over the bus.
    pub fn mapped_pages(&self) -> &[u8] {
        let len = self.map.len().next_multiple_of(4096);
        // SAFETY: a mapping covers whole pages, so the rounded length stays inside the mapped
        // range (the tail of the last page reads as zero); the slice borrows `self`, which owns
        // the mapping.
        unsafe { std::slice::from_raw_parts(self.map.as_ptr(), len) }
    }

    /// Total bytes of all mapped tensors.
    pub fn total_bytes(&self) -> u64 {
        self.tensors.iter().map(|t| t.n_bytes).sum()
    }
}

impl LoadedModel {
    /// Reads the plan at `plan_path` and maps its GGUF (or `model_override`, when given).
    pub fn open(plan_path: &Path, model_override: Option<&Path>) -> Result<Self, RuntimeError> {
        let plan = Plan::read(plan_path).map_err(|e| RuntimeError::BadPlan {
            path: plan_path.to_path_buf(),
            reason: e.to_string(),
        })?;
        let model: PathBuf = match model_override {
            Some(p) => p.to_path_buf(),
            None => resolve_gguf(plan_path, &plan.provenance.gguf_path),
        };
        let weights = Weights::map(&plan, plan_path, &model)?;
        Ok(LoadedModel {
            plan,
            plan_path: plan_path.to_path_buf(),
            weights,
        })
    }
}

/// The recorded GGUF path as given, or, when it is relative and missing from the working
/// directory, relative to the plan's folder (plans are often moved together with their model).
fn resolve_gguf(plan_path: &Path, recorded: &str) -> PathBuf {
    let p = PathBuf::from(recorded);
    if p.is_relative()
        && !p.exists()
        && let Some(dir) = plan_path.parent()
    {
        let beside = dir.join(&p);
        if beside.exists() {
            return beside;
        }
    }
    p
}
