//! stratac's library: the GGUF reader and writer, model frontends, passes and plan emission.
//!
//! Invariant: this crate is the only reader of GGUF structure.

pub mod error;
pub mod frontend;
pub mod gguf;
#[cfg(feature = "llvm")]
pub mod kernels;
pub mod passes;
pub mod plan;
pub mod resolve;
pub mod synth;

pub use error::CompileError;
