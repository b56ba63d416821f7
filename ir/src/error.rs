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
}
