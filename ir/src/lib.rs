//! Strata's intermediate representation: element and block types, ops, shapes, the graph, its
//! verifier, its text form and the plan types.
//!
//! Invariant: this crate knows nothing of GGUF files, LLVM, devices or HTTP. It does know the
//! ggml block types, because the IR's dtypes are exactly those blocks; the table in [`dtype`] is the
//! one source of truth for block sizes that the compiler, kernels-gen and the runtime share.

pub mod dtype;
pub mod error;
pub mod graph;
pub mod op;
pub mod plan;
pub mod quant;
pub mod shape;
pub mod text;
pub mod verify;

pub use dtype::GgmlType;
pub use error::IrError;
pub use graph::{Graph, NodeId, ValueId, WeightId};
pub use op::Op;
