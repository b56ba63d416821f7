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
//! Invariant: calibration never changes numerical results, only speed — a selection is a hint
//! the backend validates, and "no row" means the library's own heuristic.

use std::collections::{BTreeMap, HashMap, VecDeque};

/// The header's magic word.
pub const MAGIC: &str = "STRATA_HIPBLASLT_TUNING_V1";

/// How many resolved shapes a [`ResolvedCache`] keeps.
pub const RESOLVED_CACHE_CAPACITY: usize = 512;

/// The crate's one error type: why a table was rejected. Every variant names the line.
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
    #[error("the table is empty: no header")]
    Empty,
}

/// Element type of W and X.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Dtype {
    F16,
    Bf16,
}

impl std::fmt::Display for Dtype {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Dtype::F16 => "f16",
            Dtype::Bf16 => "bf16",
        })
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
    /// Parses and validates a whole table; any bad row rejects the table.
    pub fn parse(text: &str) -> Result<Table, CalibrationError> {
        let mut header: Option<(String, u64)> = None;
        let mut rows: BTreeMap<Shape, BTreeMap<u64, u64>> = BTreeMap::new();
        let mut first_line: HashMap<(Shape, u64), usize> = HashMap::new();
        for (idx, raw) in text.lines().enumerate() {
            let line = idx + 1;
            let content = raw.trim();
            if content.is_empty() || content.starts_with('#') {
                continue;
            }
            let fields: Vec<&str> = content.split_whitespace().collect();
            if fields[0] == MAGIC {
                if header.is_some() {
                    return Err(CalibrationError::DuplicateHeader { line });
                }
                if fields.len() != 3 {
                    return Err(CalibrationError::BadHeader {
                        line,
                        reason: format!("expected 3 fields, got {}", fields.len()),
                    });
                }
                let version =
                    fields[2]
                        .parse::<u64>()
                        .map_err(|_| CalibrationError::BadHeader {
                            line,
                            reason: format!(
                                "version `{}` is not a non-negative integer",
                                fields[2]
                            ),
                        })?;
                header = Some((fields[1].to_string(), version));
                continue;
            }
            if header.is_none() {
                return Err(CalibrationError::MissingHeader { line });
            }
            if fields.len() != 6 {
                return Err(CalibrationError::TokenCount {
                    line,
                    got: fields.len(),
                });
            }
            let dtype = match fields[0] {
                "f16" => Dtype::F16,
                "bf16" => Dtype::Bf16,
                other => {
                    return Err(CalibrationError::BadDtype {
                        line,
                        dtype: other.to_string(),
                    });
                }
            };
            let n = positive(line, "N", fields[1])?;
            let k = positive(line, "K", fields[2])?;
            let ldy_raw = parse_int(line, "ldy", fields[3])?;
            let t = positive(line, "T_bucket", fields[4])?;
            let id = parse_int(line, "solution_id", fields[5])?;
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
        let (arch, library_version) = header.ok_or(CalibrationError::Empty)?;
        Ok(Table {
            arch,
            library_version,
            rows,
        })
    }

    /// The table if it was measured with exactly `library_version`; otherwise `None`, after a
    /// log line on stderr, so the library's default heuristic is used.
    pub fn for_library(self, library_version: u64) -> Option<Table> {
        if self.library_version == library_version {
            Some(self)
        } else {
            eprintln!(
                "calibration table for {} was measured with library version {}, but {} is loaded; ignoring it",
                self.arch, self.library_version, library_version
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
        let within = bucket <= t.saturating_mul(2) && bucket.saturating_mul(2) >= t;
        within.then_some(id)
    }
}

/// A bounded cache of resolved selections: the backend validates each resolved shape once
/// (algorithm exists, supports the dims, workspace fits) and remembers the verdict here. The
/// oldest entry is dropped past [`RESOLVED_CACHE_CAPACITY`].
#[derive(Debug, Default)]
pub struct ResolvedCache<V> {
    map: HashMap<(Shape, u64), V>,
    order: VecDeque<(Shape, u64)>,
}

impl<V: Clone> ResolvedCache<V> {
    /// An empty cache.
    pub fn new() -> Self {
        Self {
            map: HashMap::new(),
            order: VecDeque::new(),
        }
    }

    /// The cached verdict for `(shape, t)`, or the one `resolve` computes (then cached).
    pub fn get_or_insert_with(&mut self, shape: Shape, t: u64, resolve: impl FnOnce() -> V) -> V {
        if let Some(v) = self.map.get(&(shape, t)) {
            return v.clone();
        }
        let v = resolve();
        if self.map.len() >= RESOLVED_CACHE_CAPACITY
            && let Some(old) = self.order.pop_front()
        {
            self.map.remove(&old);
        }
        self.map.insert((shape, t), v.clone());
        self.order.push_back((shape, t));
        v
    }

    /// Number of cached verdicts.
    pub fn len(&self) -> usize {
        self.map.len()
    }

    /// Whether nothing is cached.
    pub fn is_empty(&self) -> bool {
        self.map.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    type Case = (&'static str, fn(&CalibrationError) -> bool);

    const SHIPPED: &str = include_str!("../data/gfx1101-hipblaslt-100202.txt");

    fn shape(dtype: Dtype, n: u64, k: u64, ldy: u64) -> Shape {
        Shape { dtype, n, k, ldy }
    }

    #[test]
    fn shipped_table_parses() {
        let t = Table::parse(SHIPPED).unwrap();
        assert_eq!(t.arch, "gfx1101");
        assert_eq!(t.library_version, 100202);
        assert_eq!(t.len(), 58);
    }

    #[test]
    fn selection_rules() {
        let t = Table::parse(SHIPPED).unwrap();
        let s = shape(Dtype::F16, 1280, 2560, 1280);
        // Buckets 16, 32, 64, 128, 256, 512.
        assert_eq!(t.select(s, 16), Some(2508));
        assert_eq!(t.select(s, 300), Some(2510)); // nearest is 256
        assert_eq!(t.select(s, 384), Some(2510)); // tie 256/512 -> smaller (256: 2510)
        assert_eq!(t.select(s, 1024), Some(2510)); // 512 ≤ 2048 and 1024 ≥ 1024
        assert_eq!(t.select(s, 1025), None); // 2·512 < 1025
        assert_eq!(t.select(s, 8), Some(2508)); // 16 ≤ 16
        assert_eq!(t.select(s, 7), None); // 16 > 14
        // Tie to the smaller bucket between 32 (2508) and 64 (2508) is indistinguishable; use a
        // synthetic table to pin it.
        let tt = Table::parse("STRATA_HIPBLASLT_TUNING_V1 x 1\nf16 1 1 1 10 1\nf16 1 1 1 20 2\n")
            .unwrap();
        assert_eq!(tt.select(shape(Dtype::F16, 1, 1, 1), 15), Some(1));
        assert_eq!(tt.select(shape(Dtype::Bf16, 1, 1, 1), 15), None);
        assert_eq!(tt.select(shape(Dtype::F16, 1, 1, 2), 15), None);
    }

    #[test]
    fn version_must_match() {
        let t = Table::parse(SHIPPED).unwrap();
        assert!(t.clone().for_library(100202).is_some());
        assert!(t.for_library(100203).is_none());
    }

    #[test]
    fn bad_tables_are_rejected_whole() {
        let h = "STRATA_HIPBLASLT_TUNING_V1 gfx1101 1\n";
        let cases: &[Case] = &[
            ("f16 1 1 1 1 1\n", |e| {
                matches!(e, CalibrationError::MissingHeader { line: 1 })
            }),
            ("", |e| matches!(e, CalibrationError::Empty)),
        ];
        for (text, ok) in cases {
            let e = Table::parse(text).unwrap_err();
            assert!(ok(&e), "{text:?}: {e}");
        }
        let bad_rows: &[Case] = &[
            ("f16 1 1 1 1\n", |e| {
                matches!(e, CalibrationError::TokenCount { got: 5, .. })
            }),
            ("f16 1 1 1 1 1 1\n", |e| {
                matches!(e, CalibrationError::TokenCount { got: 7, .. })
            }),
            ("f32 1 1 1 1 1\n", |e| {
                matches!(e, CalibrationError::BadDtype { .. })
            }),
            ("f16 0 1 1 1 1\n", |e| {
                matches!(e, CalibrationError::NotPositive { field: "N", .. })
            }),
            ("f16 1 -1 1 1 1\n", |e| {
                matches!(e, CalibrationError::NotPositive { field: "K", .. })
            }),
            ("f16 1 1 1 0 1\n", |e| {
                matches!(
                    e,
                    CalibrationError::NotPositive {
                        field: "T_bucket",
                        ..
                    }
                )
            }),
            ("f16 4 1 3 1 1\n", |e| {
                matches!(e, CalibrationError::LdyTooSmall { .. })
            }),
            ("f16 1 1 1 1 -5\n", |e| {
                matches!(e, CalibrationError::NegativeSolution { .. })
            }),
            ("f16 1 1 1 1 x\n", |e| {
                matches!(e, CalibrationError::NotAnInteger { .. })
            }),
            ("f16 1 1 1 1 1\nf16 1 1 1 1 2\n", |e| {
                matches!(
                    e,
                    CalibrationError::DuplicateKey {
                        line: 3,
                        first: 2,
                        ..
                    }
                )
            }),
            ("STRATA_HIPBLASLT_TUNING_V1 gfx1101 1\n", |e| {
                matches!(e, CalibrationError::DuplicateHeader { .. })
            }),
        ];
        for (rows, ok) in bad_rows {
            let text = format!("{h}{rows}");
            let e = Table::parse(&text).unwrap_err();
            assert!(ok(&e), "{text:?}: {e}");
        }
        assert!(matches!(
            Table::parse("STRATA_HIPBLASLT_TUNING_V1 gfx1101\n").unwrap_err(),
            CalibrationError::BadHeader { .. }
        ));
        assert!(matches!(
            Table::parse("STRATA_HIPBLASLT_TUNING_V1 gfx1101 -3\n").unwrap_err(),
            CalibrationError::BadHeader { .. }
        ));
    }

    #[test]
    fn resolved_cache_is_bounded() {
        let mut c = ResolvedCache::new();
        for n in 1..=(RESOLVED_CACHE_CAPACITY as u64 + 10) {
            let v = c.get_or_insert_with(shape(Dtype::F16, n, 1, n), 1, || n);
            assert_eq!(v, n);
        }
        assert_eq!(c.len(), RESOLVED_CACHE_CAPACITY);
        // A cached verdict is returned without recomputing.
        let last = RESOLVED_CACHE_CAPACITY as u64 + 10;
        assert_eq!(
            c.get_or_insert_with(shape(Dtype::F16, last, 1, last), 1, || 0),
            last
        );
    }
}
