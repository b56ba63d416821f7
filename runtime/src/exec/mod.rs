//! The executors: interpret a plan's graph op by op over one batch of tokens.
//!
//! Both executors walk the nodes of the scheduled graph (the plan's graph after
//! [`crate::schedule`]'s passes) in execution order and share the per-op math in
//! [`ops`]; they differ only in how weight matrices are multiplied ([`Backend`]):
//! * [`ReferenceBackend`]: plain f32 — each weight row dequantized with `strata_ir::quant`, each
//!   dot product accumulated in f64, one thread, no fusion. It is the oracle every fast path is
//!   checked against.
//! * [`FastBackend`]: multi-threaded, on the quantized dot-product kernels of [`crate::cpu`]
//!   (activations quantized per 32 elements, as llama.cpp quantizes its activations); all the
//!   matrix products of one step (for example every routed expert's gate and up rows) are issued
//!   as one batch split into row ranges across the workers.
//!
//! A matrix product is a [`MatJob`]: `out[t, n] = Σ_k W[row_base + n, k] · x[r(t), k]` for the
//! `n_rows` rows starting at `row_base` (rows of stacked experts are counted consecutively, so
//! expert `e`'s row `n` is row `e · N + n`) and the job's inputs `t` (row `r(t)` of `x`: all of
//! them in order, or the rows a routed expert's tokens occupy). `out` is token-major, the layout
//! of activations, so a product's result is the next op's input as it is.

pub mod backend;
pub mod experts;
pub mod gpu;
pub mod graph;
pub mod ops;
pub mod recurrent;

pub use backend::{Backend, FastBackend, MatJob, ReferenceBackend};
pub use experts::{ExpertHooks, NoExperts};
pub use graph::{Outputs, run_batch};

/// A count from the environment: `None` where `name` is unset or not a number.
pub(crate) fn env_usize(name: &str) -> Option<usize> {
    std::env::var(name).ok().and_then(|v| v.parse().ok())
}

/// An on/off environment switch: `1` on, `0` off, unset `default`, anything else refused.
pub(crate) fn env_switch(name: &str, default: bool) -> Result<bool, crate::error::RuntimeError> {
    match std::env::var(name) {
        Ok(v) if v == "1" => Ok(true),
        Ok(v) if v == "0" => Ok(false),
        Ok(v) => Err(crate::error::RuntimeError::InvalidArgument(format!(
            "{name}={v:?}: expected 0 or 1"
        ))),
        Err(_) => Ok(default),
    }
}
