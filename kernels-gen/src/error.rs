//! The one error type of kernel generation: building, verifying, lowering and running kernels.

use thiserror::Error;

/// Everything that can go wrong while generating, lowering or host-executing a kernel.
#[derive(Debug, Error)]
pub enum KernelError {
    /// The LLVM IR builder refused an instruction (a bug in a kernel definition).
    #[error("LLVM builder error in kernel {kernel}: {message}")]
    Builder { kernel: String, message: String },
    /// The module failed LLVM's verifier (a bug in a kernel definition or a lowering).
    #[error("kernel {kernel} for {target} failed LLVM verification: {message}")]
    Verify {
        kernel: String,
        target: String,
        message: String,
    },
    /// LLVM could not create a target machine or emit code for the target.
    #[error("code generation for {target} failed: {message}")]
    Codegen { target: String, message: String },
    /// An external tool (ld.lld) failed or could not be started.
    #[error("{tool} failed: {message}")]
    Tool { tool: String, message: String },
    /// A target name that kernels-gen does not know.
    #[error("unknown target `{0}` (known: gfx1101, gfx1100, sm_90, host)")]
    UnknownTarget(String),
    /// A kernel name that kernels-gen does not know.
    #[error("unknown kernel `{0}`")]
    UnknownKernel(String),
    /// A block type the kernel family has no lowering for.
    #[error("kernel {kernel} does not support block type {ty}")]
    UnsupportedType { kernel: &'static str, ty: String },
    /// A host launch whose arguments do not match the kernel's parameters or sizes.
    #[error("bad launch of {kernel}: {message}")]
    BadLaunch { kernel: String, message: String },
}

impl KernelError {
    pub(crate) fn builder(kernel: &str, e: impl std::fmt::Display) -> Self {
        KernelError::Builder {
            kernel: kernel.to_string(),
            message: e.to_string(),
        }
    }
}
