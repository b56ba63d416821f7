//! Kernel definitions on a small SIMT builder, lowered through LLVM for each `Target`.
//!
//! This is the only crate of the workspace that links LLVM. A kernel is written once (modules
//! under [`kernels`]) against [`simt::Simt`]; [`lower::compile`] lowers it for a
//! [`target::Target`] — an HSACO code object for gfx1101/gfx1100, PTX text for sm_90, or host
//! IR — and [`host::with_host_kernel`] runs the host lowering on CPU threads so that tests
//! execute the same definition the GPUs get. One inkwell `Context` per compile job; every
//! module is verified before code generation.

pub mod error;
pub mod host;
pub mod kernels;
pub mod lower;
pub mod simt;
pub mod spell;
pub mod target;

pub use error::KernelError;
pub use kernels::{CostShape, KernelKind};
pub use lower::{CompiledKernel, compile};
pub use target::Target;
