//! strata-rt's library: the plan loader, backends, scheduling passes, KV cache, sampler,
//! tokenizer, chat templates and server.
//!
//! Invariant: the runtime never links LLVM and never parses GGUF structure; it maps tensor bytes
//! at the offsets the plan records.

pub mod bench;
pub mod chat;
pub mod constrain;
pub mod cpu;
pub mod device;
pub mod engine;
pub mod error;
pub mod exec;
pub mod experts;
pub mod kv;
pub mod loader;
pub mod profile;
pub mod sampler;
pub mod schedule;
pub mod server;
pub mod tokenizer;

pub use error::RuntimeError;
