//! The runtime crate's one error type, shared by the loader, executors, engine and the modules
//! other owners add (tokenizer, sampler, chat templates, server).

use std::path::PathBuf;

/// Everything that can go wrong inside `strata-runtime`.
#[derive(Debug, thiserror::Error)]
pub enum RuntimeError {
    /// An I/O failure on a named file.
    #[error("{path}: {source}")]
    Io {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    /// The plan file could not be read or decoded.
    #[error("plan {path}: {reason}")]
    BadPlan { path: PathBuf, reason: String },
    /// The GGUF the plan points at is not the one it was compiled from.
    #[error("model {model} is not the GGUF plan {plan} was compiled from: {reason}")]
    ModelMismatch {
        plan: PathBuf,
        model: PathBuf,
        reason: String,
    },
    /// A tensor the plan records does not fit inside the mapped GGUF or has an unexpected shape.
    #[error("tensor {name}: {reason}")]
    BadTensor { name: String, reason: String },
    /// The plan describes a model this runtime cannot execute.
    #[error("unsupported: {0}")]
    Unsupported(String),
    /// A caller passed an argument the runtime cannot honour (bad token id, empty prompt, ...).
    #[error("invalid argument: {0}")]
    InvalidArgument(String),
    /// The KV cache has no room for more tokens.
    #[error("context full: {needed} tokens needed, the context holds {capacity}")]
    ContextFull { needed: usize, capacity: usize },
    /// The HTTP server could not start or keep running (bind failure, worker thread).
    #[error("server: {0}")]
    Server(String),
    /// The plan's tokenizer description cannot be used (unsupported model, duplicate tokens,
    /// missing merges, ...).
    #[error("tokenizer: {0}")]
    Tokenizer(String),
    /// A chat template failed to compile or to render.
    #[error("chat template: {0}")]
    ChatTemplate(String),
    /// A sampling parameter is out of range.
    #[error("invalid sampling parameter {name} = {value}: {reason}")]
    InvalidSampling {
        name: &'static str,
        value: String,
        reason: &'static str,
    },
    /// Expert residency, the CAR rule's configuration, a routing profile (`STRP`) or a
    /// router-score trace (`STRCS1`) is invalid; the message names the file or flag.
    #[error("experts: {0}")]
    Experts(String),
    /// A device allocation (or a memory plan) that the VRAM ledger refuses: `requested` bytes
    /// for `what` against `available` of the `tracked` bytes (the budget less reserve and slack).
    #[error(
        "VRAM budget: {what} needs {:.2} MiB ({requested} bytes) but {:.2} MiB ({available} bytes) \
         are available of the {:.2} MiB the ledger tracks (--vram-budget-mib less the runtime's \
         reserve and slack)",
        crate::device::ledger::mib(*.requested),
        crate::device::ledger::mib(*.available),
        crate::device::ledger::mib(*.tracked)
    )]
    VramBudget {
        what: String,
        requested: u64,
        available: u64,
        tracked: u64,
    },
    /// A GPU driver is missing or failed, or the device cannot run the plan.
    #[error("device: {0}")]
    Device(String),
    /// An error from the IR crate (quantization, plan decoding).
    #[error(transparent)]
    Ir(#[from] strata_ir::IrError),
}
