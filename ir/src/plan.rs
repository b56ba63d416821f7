//! The plan's data types: what `stratac` writes and `strata-rt` loads.
//!
//! These are plain serde structs so that the compiler (writer) and the runtime (reader) share
//! one definition without the runtime depending on the compiler. More fields and types are added
//! by the plan-emission work; the ones here are fixed early because several parts build on them.

use serde::{Deserialize, Serialize};

/// Everything the runtime's tokenizer and chat templating need, copied from the GGUF's
/// `tokenizer.*` metadata by the compiler.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Default)]
pub struct TokenizerSpec {
    /// `tokenizer.ggml.model`: `"gpt2"` (byte-level BPE) or `"llama"` (SentencePiece).
    pub model: String,
    /// `tokenizer.ggml.pre`: the pre-tokenizer name (`"qwen2"`, `"llama-bpe"`, ...), if any.
    pub pre: Option<String>,
    /// `tokenizer.ggml.tokens`, indexed by token id.
    pub tokens: Vec<String>,
    /// `tokenizer.ggml.token_type` (1 normal, 2 unknown, 3 control, 4 user-defined, 5 unused,
    /// 6 byte); empty when the GGUF has none.
    pub token_types: Vec<i32>,
    /// `tokenizer.ggml.scores` (SentencePiece); empty when absent.
    pub scores: Vec<f32>,
    /// `tokenizer.ggml.merges` (BPE), each `"left right"`; empty when absent.
    pub merges: Vec<String>,
    pub bos_id: Option<u32>,
    pub eos_id: Option<u32>,
    /// `tokenizer.ggml.eot_token_id`, if present.
    pub eot_id: Option<u32>,
    pub unknown_id: Option<u32>,
    pub padding_id: Option<u32>,
    /// `tokenizer.ggml.add_bos_token` (model default when absent).
    pub add_bos: Option<bool>,
    /// `tokenizer.ggml.add_eos_token`.
    pub add_eos: Option<bool>,
    /// `tokenizer.chat_template`, if present.
    pub chat_template: Option<String>,
}

/// One generated GPU kernel as the plan carries it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct KernelBinary {
    /// Target name: `"gfx1101"`, `"gfx1100"`, `"sm_90"`, `"host"`.
    pub target: String,
    /// Kernel symbol name, equal to the name in the code object's metadata.
    pub name: String,
    /// Code format: `"hsaco"` (AMD code object), `"ptx"` (NVIDIA PTX text) or `"llvm-ir"`.
    pub format: String,
    /// The code object bytes.
    pub code: Vec<u8>,
    /// Threads per block (work-group size) the kernel was compiled for.
    pub block_dim: [u32; 3],
    /// Static shared memory (LDS) in bytes.
    pub shared_bytes: u32,
    /// Vector registers per thread (AMD VGPRs; NVIDIA registers), when the back end reports it.
    pub vgprs: Option<u32>,
    /// Scalar registers (AMD SGPRs), when reported.
    pub sgprs: Option<u32>,
    /// Bytes spilled to scratch/local memory, when reported.
    pub spill_bytes: Option<u32>,
    /// Bytes moved per launch at the reference shape, for the cost model.
    pub bytes_per_launch: u64,
    /// Floating-point operations per launch at the reference shape.
    pub flops_per_launch: u64,
}
