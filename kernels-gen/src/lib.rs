//! Kernel definitions on a small SIMT builder, lowered through LLVM for each `Target`.
//!
//! This is the only crate of the workspace that links LLVM.
