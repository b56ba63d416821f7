//! The crate's one error type.

use crate::dtype::GgmlType;

/// Everything that can go wrong inside `strata-ir`.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum IrError {
    /// A row length that is not a whole number of blocks.
    #[error("{ty}: {n} elements is not a multiple of the block size {block}")]
    NotBlockMultiple {
        ty: GgmlType,
        n: usize,
        block: usize,
    },
    /// Input and output buffers whose sizes disagree.
    #[error("{ty}: {n} elements need {expected} bytes, got {got}")]
    BadLength {
        ty: GgmlType,
        n: usize,
        expected: usize,
        got: usize,
    },
    /// A type this operation does not handle.
    #[error("{op} is not supported for type {ty}")]
    Unsupported { op: &'static str, ty: GgmlType },
    /// A graph-building mistake (ill-typed node, unknown value, duplicate weight).
    #[error("graph: {0}")]
    Graph(String),
    /// The verifier rejected a graph.
    #[error("verifier: {0}")]
    Verify(String),
    /// A file that does not start with the plan magic.
    #[error("not a Strata plan (bad magic)")]
    PlanNotAPlan,
    /// A plan file shorter than its header says.
    #[error("truncated plan: expected {expected} bytes, got {got}")]
    PlanTruncated { expected: u64, got: u64 },
    /// A plan written by a newer Strata.
    #[error(
        "plan format version {found} is newer than this build supports ({supported}); upgrade strata"
    )]
    PlanVersionNewer { found: u32, supported: u32 },
    /// A plan written by an older Strata.
    #[error(
        "plan format version {found} is older than this build supports ({supported}); recompile the plan"
    )]
    PlanVersionOld { found: u32, supported: u32 },
    /// A plan whose body is damaged.
    #[error("corrupt plan: {0}")]
    PlanCorrupt(String),
    /// A plan whose parts disagree with each other.
    #[error("inconsistent plan: {0}")]
    PlanInconsistent(String),
    /// A plan that could not be serialised.
    #[error("cannot encode plan: {0}")]
    PlanEncode(String),
    /// A file that could not be read or written.
    #[error("{path}: {msg}")]
    Io { path: String, msg: String },
}
