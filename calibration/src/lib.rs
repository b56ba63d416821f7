//! GEMM calibration tables (`STRATA_HIPBLASLT_TUNING_V1`): parse, validate and select.
//!
//! A table maps a prompt-time GEMM `Y[N×T] (f32, leading dimension ldy) = Wᵀ·X` to the BLAS
//! library's solution index that was fastest for it on one card with one library version. The
//! format (DESIGN.md, "Calibration"):
//!
//! ```text
//! # comments and blank lines are ignored
//! STRATA_HIPBLASLT_TUNING_V1 <arch> <version>
//! <dtype f16|bf16> <N> <K> <ldy> <T_bucket> <solution_id>
//! ```
//!
//! The crate has four parts: this module parses and validates a table and answers "which
//! solution for this shape at T tokens" ([`Table::select`]); [`buckets`] fixes the token buckets
//! the plan records picks for and the runtime looks them up by; [`targets`] says which BLAS
//! library (and which version) each GPU target's prompt GEMMs run on and embeds the shipped
//! tables; [`cache`] is the bounded resolution cache the runtime consults before each launch.
//!
//! Invariant: calibration never changes numerical results, only speed — a selection is a hint
//! the backend validates, and "no row" means the library's own heuristic.

pub mod buckets;
pub mod cache;
pub mod targets;

use std::collections::{BTreeMap, HashMap};

pub use buckets::{TOKEN_BUCKETS, bucket_for, in_window};
pub use cache::{
    Algorithm, GemmResolver, Pick, RESOLVED_CACHE_CAPACITY, Resolution, ResolvedCache,
};
pub use targets::{TargetLibrary, parse_table_id, shipped_table, table_id, target_library};

/// The header's magic word.
pub const MAGIC: &str = "STRATA_HIPBLASLT_TUNING_V1";

/// The crate's one error type: why a table was rejected. Every variant but [`Empty`] names the
/// line (1-based, counting comments and blank lines).
///
/// [`Empty`]: CalibrationError::Empty
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum CalibrationError {
    #[error(
        "line {line}: the first non-comment line must be the header `{MAGIC} <arch> <version>`"
    )]
    MissingHeader { line: usize },
    #[error("line {line}: malformed header: {reason}")]
    BadHeader { line: usize, reason: String },
    #[error("line {line}: a second header")]
    DuplicateHeader { line: usize },
    #[error("line {line}: not UTF-8 text")]
    NotUtf8 { line: usize },
    #[error(
        "line {line}: expected 6 fields `<dtype> <N> <K> <ldy> <T_bucket> <solution_id>`, got {got}"
    )]
    TokenCount { line: usize, got: usize },
    #[error("line {line}: unknown dtype `{dtype}` (expected f16 or bf16)")]
    BadDtype { line: usize, dtype: String },
    #[error("line {line}: field {field} `{value}` is not an integer")]
    NotAnInteger {
        line: usize,
        field: &'static str,
        value: String,
    },
    #[error("line {line}: {field} must be > 0, got {value}")]
    NotPositive {
        line: usize,
        field: &'static str,
        value: i64,
    },
    #[error("line {line}: ldy {ldy} is smaller than N {n}")]
    LdyTooSmall { line: usize, ldy: i64, n: i64 },
    #[error("line {line}: negative solution id {id}")]
    NegativeSolution { line: usize, id: i64 },
    #[error(
        "line {line}: duplicate row for {dtype} N={n} K={k} ldy={ldy} T={t} (first at line {first})"
    )]
    DuplicateKey {
        line: usize,
        first: usize,
        dtype: Dtype,
        n: u64,
        k: u64,
        ldy: u64,
        t: u64,
    },
    #[error("line {line}: the table is for {arch}, which {reason}")]
    WrongArch {
        line: usize,
        arch: String,
        reason: String,
    },
    #[error("the table is empty: no header")]
    Empty,
}

/// Element type of W and X.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Dtype {
    F16,
    Bf16,
}

impl Dtype {
    /// The table's (and the plan's) spelling: `f16` or `bf16`.
    pub const fn name(self) -> &'static str {
        match self {
            Dtype::F16 => "f16",
            Dtype::Bf16 => "bf16",
        }
    }

    /// The dtype spelled `name` (`f16` or `bf16`).
    pub fn from_name(name: &str) -> Option<Dtype> {
        match name {
            "f16" => Some(Dtype::F16),
            "bf16" => Some(Dtype::Bf16),
            _ => None,
        }
    }
}

impl std::fmt::Display for Dtype {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// The exact part of a GEMM's key: everything but the token count.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Shape {
    pub dtype: Dtype,
    pub n: u64,
    pub k: u64,
    pub ldy: u64,
}

/// A parsed, validated table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table {
    /// Target architecture, e.g. `gfx1101`.
    pub arch: String,
    /// BLAS library version, major·100000 + minor·100 + patch.
    pub library_version: u64,
    /// The header's line number, for errors about the table as a whole (wrong arch).
    header_line: usize,
    /// Per shape: token bucket → solution id.
    rows: BTreeMap<Shape, BTreeMap<u64, u64>>,
}

fn parse_int(line: usize, field: &'static str, s: &str) -> Result<i64, CalibrationError> {
    s.parse::<i64>()
        .map_err(|_| CalibrationError::NotAnInteger {
            line,
            field,
            value: s.to_string(),
        })
}

fn positive(line: usize, field: &'static str, s: &str) -> Result<u64, CalibrationError> {
    let v = parse_int(line, field, s)?;
    u64::try_from(v)
        .ok()
        .filter(|&v| v > 0)
        .ok_or(CalibrationError::NotPositive {
            line,
            field,
            value: v,
        })
}

impl Table {
    /// Parses and validates a whole table from raw bytes: like [`Table::parse`], and a line that
    /// is not UTF-8 is rejected by its number (a binary file given by mistake fails at line 1).
    pub fn parse_bytes(bytes: &[u8]) -> Result<Table, CalibrationError> {
        // Validate line by line so the error names the first bad line, not a byte offset.
        for (idx, line) in bytes.split(|&b| b == b'\n').enumerate() {
            if std::str::from_utf8(line).is_err() {
                return Err(CalibrationError::NotUtf8 { line: idx + 1 });
            }
        }
        let text = std::str::from_utf8(bytes).map_err(|_| CalibrationError::NotUtf8 { line: 1 })?;
        Table::parse(text)
    }

    /// Parses and validates a whole table; any bad row rejects the table.
    pub fn parse(text: &str) -> Result<Table, CalibrationError> {
        let mut header: Option<(String, u64, usize)> = None;
        let mut rows: BTreeMap<Shape, BTreeMap<u64, u64>> = BTreeMap::new();
        let mut first_line: HashMap<(Shape, u64), usize> = HashMap::new();
        for (idx, raw) in text.lines().enumerate() {
            let line = idx + 1;
            let content = raw.trim();
            if content.is_empty() || content.starts_with('#') {
                continue;
            }
            let fields: Vec<&str> = content.split_whitespace().collect();
            if fields.first() == Some(&MAGIC) {
                if header.is_some() {
                    return Err(CalibrationError::DuplicateHeader { line });
                }
                let &[_, arch, version] = &fields[..] else {
                    return Err(CalibrationError::BadHeader {
                        line,
                        reason: format!("expected 3 fields, got {}", fields.len()),
                    });
                };
                let version = version
                    .parse::<u64>()
                    .map_err(|_| CalibrationError::BadHeader {
                        line,
                        reason: format!("version `{version}` is not a non-negative integer"),
                    })?;
                header = Some((arch.to_string(), version, line));
                continue;
            }
            if header.is_none() {
                return Err(CalibrationError::MissingHeader { line });
            }
            let &[dtype, n, k, ldy, t, id] = &fields[..] else {
                return Err(CalibrationError::TokenCount {
                    line,
                    got: fields.len(),
                });
            };
            let dtype = Dtype::from_name(dtype).ok_or_else(|| CalibrationError::BadDtype {
                line,
                dtype: dtype.to_string(),
            })?;
            let n = positive(line, "N", n)?;
            let k = positive(line, "K", k)?;
            let ldy_raw = parse_int(line, "ldy", ldy)?;
            let t = positive(line, "T_bucket", t)?;
            let id = parse_int(line, "solution_id", id)?;
            let ldy = u64::try_from(ldy_raw).ok().filter(|&l| l >= n).ok_or(
                CalibrationError::LdyTooSmall {
                    line,
                    ldy: ldy_raw,
                    n: n as i64,
                },
            )?;
            let id =
                u64::try_from(id).map_err(|_| CalibrationError::NegativeSolution { line, id })?;
            let shape = Shape { dtype, n, k, ldy };
            if let Some(&first) = first_line.get(&(shape, t)) {
                return Err(CalibrationError::DuplicateKey {
                    line,
                    first,
                    dtype,
                    n,
                    k,
                    ldy,
                    t,
                });
            }
            first_line.insert((shape, t), line);
            rows.entry(shape).or_default().insert(t, id);
        }
        let (arch, library_version, header_line) = header.ok_or(CalibrationError::Empty)?;
        Ok(Table {
            arch,
            library_version,
            header_line,
            rows,
        })
    }

    /// The header's line number.
    pub fn header_line(&self) -> usize {
        self.header_line
    }

    /// Refuses a table whose arch is not one of `gpu_targets` (the compile's GPU targets): its
    /// solution indices would mean nothing to another architecture's library.
    pub fn check_arch(&self, gpu_targets: &[&str]) -> Result<(), CalibrationError> {
        if gpu_targets.contains(&self.arch.as_str()) {
            return Ok(());
        }
        let reason = if gpu_targets.is_empty() {
            "is not a target: this compile has no GPU target, so no prompt GEMM uses a BLAS \
             library"
                .to_string()
        } else {
            format!(
                "is not among this compile's GPU targets ({})",
                gpu_targets.join(", ")
            )
        };
        Err(CalibrationError::WrongArch {
            line: self.header_line,
            arch: self.arch.clone(),
            reason,
        })
    }

    /// The table if it was measured with exactly `library_version`; otherwise `None`, after a
    /// log line (warning), so the library's default heuristic is used.
    pub fn for_library(self, library_version: u64) -> Option<Table> {
        if self.library_version == library_version {
            Some(self)
        } else {
            tracing::warn!(
                "calibration table for {} was measured with library version {}, but {} is \
                 expected; ignoring it (every prompt GEMM uses the library's default heuristic)",
                self.arch,
                self.library_version,
                library_version
            );
            None
        }
    }

    /// Number of rows.
    pub fn len(&self) -> usize {
        self.rows.values().map(BTreeMap::len).sum()
    }

    /// Whether the table has no rows.
    pub fn is_empty(&self) -> bool {
        self.rows.is_empty()
    }

    /// Every row as `(shape, T_bucket, solution_id)`, ordered by shape then bucket.
    pub fn rows(&self) -> impl Iterator<Item = (Shape, u64, u64)> + '_ {
        self.rows
            .iter()
            .flat_map(|(&s, b)| b.iter().map(move |(&t, &id)| (s, t, id)))
    }

    /// The solution for `shape` at `t` tokens: the exact shape, then the nearest token bucket
    /// (ties to the smaller), accepted only if `bucket ≤ 2t` and `2·bucket ≥ t`. `None` means
    /// "use the library's default heuristic".
    pub fn select(&self, shape: Shape, t: u64) -> Option<u64> {
        let buckets = self.rows.get(&shape)?;
        let mut best: Option<(u64, u64, u64)> = None; // (distance, bucket, id)
        for (&bucket, &id) in buckets {
            let dist = bucket.abs_diff(t);
            // Buckets iterate in increasing order, so a strict `<` keeps the smaller on ties.
            if best.is_none_or(|(d, _, _)| dist < d) {
                best = Some((dist, bucket, id));
            }
        }
        let (_, bucket, id) = best?;
        in_window(bucket, t).then_some(id)
    }
}

#[cfg(test)]
mod tests;
