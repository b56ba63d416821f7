//! Strata's intermediate representation: element and block types, and (as they land) ops, shapes,
//! the graph, its verifier and its text form.
//!
//! Invariant: this crate knows nothing of GGUF files, LLVM, devices or HTTP. It does know the
//! ggml block types, because the IR's dtypes are exactly those blocks; the table in [`dtype`] is the
//! one source of truth for block sizes that the compiler, kernels-gen and the runtime share.

pub mod dtype;
pub mod error;
pub mod plan;
pub mod quant;

pub use dtype::GgmlType;
pub use error::IrError;
