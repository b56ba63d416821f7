//! The plan's data types: what `stratac` writes and `strata-rt` loads.
//!
//! These are plain serde structs so that the compiler (writer) and the runtime (reader) share
//! one definition without the runtime depending on the compiler.
//!
//! On disk a plan is a fixed 56-byte header followed by a bincode 2.0.1 (serde, standard config)
//! body:
//!
//! | bytes | field |
//! |---|---|
//! | 0..8 | magic `STRATAPL` |
//! | 8..12 | format version, u32 little endian ([`PLAN_VERSION`]) |
//! | 12..16 | flags, u32, zero |
//! | 16..24 | body length in bytes, u64 little endian |
//! | 24..56 | SHA-256 of the body |
//!
//! [`Plan::read`] checks all of these before decoding, so a truncated, garbage or corrupted file
//! is a typed error, a newer format is refused by version, and the decoded plan is then checked
//! for internal consistency ([`Plan::validate`]) before anyone uses it.

use crate::dtype::GgmlType;
use crate::error::IrError;
use crate::graph::{Graph, WeightId, WeightRole};
use crate::op::{RopeMode, Scoring};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::path::Path;

/// The first eight bytes of every plan file.
pub const PLAN_MAGIC: [u8; 8] = *b"STRATAPL";

/// The plan format version this build writes and reads. Bump it whenever a serialised type
/// changes shape. Version 3: the op enum gained the runtime's expert-split ops (plans still hold
/// only `MoeFfn`, but the serialised enum changed).
pub const PLAN_VERSION: u32 = 3;

/// Size of the fixed header before the body.
pub const PLAN_HEADER_BYTES: usize = 56;

/// Largest body `Plan::read` accepts (tokenizers, graphs and kernels are megabytes, never this).
const MAX_BODY_BYTES: u64 = 1 << 32;

/// A compiled plan: everything the runtime needs besides the GGUF's tensor bytes.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Plan {
    /// The targets the plan was compiled for (`"host"`, `"gfx1101"`, `"sm_90"`, ...).
    pub targets: Vec<String>,
    /// The model's hyperparameters.
    pub config: ModelConfig,
    /// The model graph after the pass pipeline.
    pub graph: Graph,
    /// One entry per graph weight: `tensors[i]` is the tensor of [`WeightId`] `i`.
    pub tensors: Vec<TensorEntry>,
    /// Tokenizer and chat template, copied from the GGUF's `tokenizer.*` metadata.
    pub tokenizer: TokenizerSpec,
    /// Where the plan came from; the runtime refuses a GGUF whose identity differs.
    pub provenance: Provenance,
    /// Generated GPU kernels (empty for `host`).
    pub kernels: Vec<KernelBinary>,
    /// Prompt-GEMM algorithm picks from the calibration table (empty for `host`).
    pub gemms: Vec<GemmSelection>,
    /// Memory sizes the runtime plans its buffers and VRAM ledger with.
    pub memory: MemoryPlan,
}

/// The model's hyperparameters, all read from the GGUF by the frontend.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ModelConfig {
    /// `general.architecture`: `"qwen3moe"`, `"qwen2moe"` or `"llama"`.
    pub arch: String,
    /// `general.name`, if present.
    pub name: Option<String>,
    /// Vocabulary size (rows of the embedding table).
    pub n_vocab: u32,
    /// `{arch}.embedding_length`.
    pub n_embd: u32,
    /// `{arch}.block_count`.
    pub n_layer: u32,
    /// `{arch}.attention.head_count`.
    pub n_head: u32,
    /// `{arch}.attention.head_count_kv`.
    pub n_head_kv: u32,
    /// `{arch}.attention.key_length` (= value_length), default `n_embd / n_head`.
    pub head_dim: u32,
    /// `{arch}.attention.layer_norm_rms_epsilon`.
    pub rms_eps: f32,
    /// Attention logit scale (`{arch}.attention.scale`, default `1/sqrt(head_dim)`).
    pub attn_scale: f32,
    /// Rotary embedding parameters.
    pub rope: RopeConfig,
    /// `{arch}.context_length`: the longest sequence the model was trained for.
    pub context_length: u32,
    /// Dense FFN width (`{arch}.feed_forward_length`) for dense layers, if any.
    pub n_ff: Option<u32>,
    /// `{arch}.expert_count` (0 for a dense model).
    pub n_expert: u32,
    /// `{arch}.expert_used_count`: experts per token.
    pub n_expert_used: u32,
    /// Width of one routed expert's FFN.
    pub n_ff_exp: Option<u32>,
    /// Width of the shared expert's FFN, if the model has one.
    pub n_ff_shexp: Option<u32>,
    /// Router scoring function.
    pub expert_scoring: Scoring,
    /// Whether the router renormalises the top-k weights to sum to one.
    pub expert_norm_topk: bool,
    /// Whether Q and K get a per-head RMSNorm (qwen3moe).
    pub qk_norm: bool,
    /// Whether the output head reuses the embedding table.
    pub tied_output: bool,
}

/// Rotary embedding parameters (see [`crate::op::Op::Rope`]).
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct RopeConfig {
    pub mode: RopeMode,
    /// Rotated dimensions per head (`{arch}.rope.dimension_count`, default `head_dim`).
    pub n_rot: u32,
    /// `{arch}.rope.freq_base` (default 10000).
    pub freq_base: f32,
    /// 1 / `{arch}.rope.scaling.factor` for linear scaling, else 1.
    pub freq_scale: f32,
}

/// One weight's location in the GGUF. Weights are never copied into the plan.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TensorEntry {
    /// GGUF tensor name.
    pub name: String,
    /// ggml block type.
    pub ty: GgmlType,
    /// Shape in ggml order (`ne0` first).
    pub shape: Vec<u64>,
    /// ABSOLUTE byte offset of the tensor's data in the GGUF file.
    pub offset: u64,
    /// Bytes of tensor data.
    pub n_bytes: u64,
}

/// The plan's origin: the runtime checks the GGUF against it before mapping any weight.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Provenance {
    /// The GGUF path as given to the compiler (made absolute when possible).
    pub gguf_path: String,
    /// The GGUF's size in bytes.
    pub gguf_size: u64,
    /// Absolute offset of the GGUF's data section: the hashed header is the bytes before it.
    pub data_offset: u64,
    /// SHA-256 of the GGUF's bytes before the data section (header, metadata, tensor table).
    pub header_hash: [u8; 32],
    /// `stratac`'s version.
    pub compiler_version: String,
    /// The calibration table's identity (`<arch> <version>` and a hash), if one was given.
    pub calibration_id: Option<String>,
}

impl Provenance {
    /// The header hash as lower-case hex.
    pub fn header_hash_hex(&self) -> String {
        hex(&self.header_hash)
    }
}

/// One prompt-GEMM algorithm pick: `Y[N×T] = Wᵀ·X` at token bucket `t_bucket` uses
/// `solution_id` of the target's BLAS library.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GemmSelection {
    pub target: String,
    /// The weight the GEMM multiplies by.
    pub weight: String,
    /// `"f16"` or `"bf16"`.
    pub dtype: String,
    pub n: u64,
    pub k: u64,
    pub ldy: u64,
    pub t_bucket: u64,
    /// The BLAS library's solution id; `None` = the library's default heuristic.
    pub solution_id: Option<i64>,
}

/// Sizes the runtime allocates by. All byte counts are exact for the model's tensors.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct MemoryPlan {
    /// Bytes of all weights the graph reads.
    pub weight_bytes: u64,
    /// Bytes of the routed-expert weights (role `expert`).
    pub expert_bytes: u64,
    /// Bytes of every other weight (always resident).
    pub dense_bytes: u64,
    /// Bytes of one expert of one layer (its gate, up and down slabs): one expert-cache slot.
    pub expert_slot_bytes: u64,
    /// f32 K and V cache bytes per token, all layers.
    pub kv_bytes_per_token: u64,
    /// Largest f32 activation row of the graph in bytes (scratch per token per buffer).
    pub max_activation_row_bytes: u64,
    /// The VRAM budget the plan was compiled for (`--vram-budget-mib`), if given.
    pub vram_budget_mib: Option<u64>,
}

/// The bincode configuration of the plan body.
fn bincode_config() -> bincode::config::Configuration {
    bincode::config::standard()
}

impl Plan {
    /// The plan as bytes: header plus body.
    pub fn to_bytes(&self) -> Result<Vec<u8>, IrError> {
        let body = bincode::serde::encode_to_vec(self, bincode_config())
            .map_err(|e| IrError::PlanEncode(e.to_string()))?;
        let mut out = Vec::with_capacity(PLAN_HEADER_BYTES + body.len());
        out.extend_from_slice(&PLAN_MAGIC);
        out.extend_from_slice(&PLAN_VERSION.to_le_bytes());
        out.extend_from_slice(&0u32.to_le_bytes());
        out.extend_from_slice(&(body.len() as u64).to_le_bytes());
        out.extend_from_slice(&Sha256::digest(&body));
        out.extend_from_slice(&body);
        Ok(out)
    }

    /// Parses a plan from bytes, checking header, version, length, checksum and consistency.
    pub fn from_bytes(bytes: &[u8]) -> Result<Plan, IrError> {
        if bytes.len() < PLAN_MAGIC.len() || bytes[..PLAN_MAGIC.len()] != PLAN_MAGIC {
            return Err(IrError::PlanNotAPlan);
        }
        if bytes.len() < PLAN_HEADER_BYTES {
            return Err(IrError::PlanTruncated {
                expected: PLAN_HEADER_BYTES as u64,
                got: bytes.len() as u64,
            });
        }
        let u32_at = |at: usize| {
            let mut b = [0u8; 4];
            b.copy_from_slice(&bytes[at..at + 4]);
            u32::from_le_bytes(b)
        };
        let version = u32_at(8);
        if version > PLAN_VERSION {
            return Err(IrError::PlanVersionNewer {
                found: version,
                supported: PLAN_VERSION,
            });
        }
        if version < PLAN_VERSION {
            return Err(IrError::PlanVersionOld {
                found: version,
                supported: PLAN_VERSION,
            });
        }
        let flags = u32_at(12);
        if flags != 0 {
            return Err(IrError::PlanCorrupt(format!(
                "unknown header flags {flags:#x}"
            )));
        }
        let mut len = [0u8; 8];
        len.copy_from_slice(&bytes[16..24]);
        let body_len = u64::from_le_bytes(len);
        let have = (bytes.len() - PLAN_HEADER_BYTES) as u64;
        if body_len > MAX_BODY_BYTES {
            return Err(IrError::PlanCorrupt(format!(
                "body length {body_len} is implausibly large"
            )));
        }
        if have < body_len {
            return Err(IrError::PlanTruncated {
                expected: PLAN_HEADER_BYTES as u64 + body_len,
                got: bytes.len() as u64,
            });
        }
        if have > body_len {
            return Err(IrError::PlanCorrupt(format!(
                "{} bytes of trailing data after the body",
                have - body_len
            )));
        }
        let body = &bytes[PLAN_HEADER_BYTES..];
        if Sha256::digest(body).as_slice() != &bytes[24..56] {
            return Err(IrError::PlanCorrupt("body checksum mismatch".into()));
        }
        let (plan, used): (Plan, usize) = bincode::serde::decode_from_slice(
            body,
            bincode_config().with_limit::<{ MAX_BODY_BYTES as usize }>(),
        )
        .map_err(|e| IrError::PlanCorrupt(format!("body does not decode: {e}")))?;
        if used != body.len() {
            return Err(IrError::PlanCorrupt(format!(
                "body decodes in {used} of {} bytes",
                body.len()
            )));
        }
        plan.validate()?;
        Ok(plan)
    }

    /// Writes the plan to `path`.
    pub fn write(&self, path: &Path) -> Result<(), IrError> {
        let bytes = self.to_bytes()?;
        std::fs::write(path, bytes).map_err(|e| IrError::Io {
            path: path.display().to_string(),
            msg: e.to_string(),
        })
    }

    /// Reads and checks the plan at `path`.
    pub fn read(path: &Path) -> Result<Plan, IrError> {
        let bytes = std::fs::read(path).map_err(|e| IrError::Io {
            path: path.display().to_string(),
            msg: e.to_string(),
        })?;
        Plan::from_bytes(&bytes)
    }

    /// The tensor entry of weight `id`.
    pub fn tensor(&self, id: WeightId) -> Option<&TensorEntry> {
        self.tensors.get(id.index())
    }

    /// Checks the plan's internal consistency: the graph verifies, the tensor table matches the
    /// graph's weight table one to one, and every tensor's bytes lie inside the GGUF's recorded
    /// size with the byte count its type and shape imply.
    pub fn validate(&self) -> Result<(), IrError> {
        crate::verify::verify(&self.graph)?;
        let weights = self.graph.weights();
        if weights.len() != self.tensors.len() {
            return Err(IrError::PlanInconsistent(format!(
                "{} graph weights but {} tensor entries",
                weights.len(),
                self.tensors.len()
            )));
        }
        for (w, t) in weights.iter().zip(&self.tensors) {
            if w.name != t.name || w.ty != t.ty || w.shape != t.shape {
                return Err(IrError::PlanInconsistent(format!(
                    "tensor entry {} does not match graph weight {}",
                    t.name, w.name
                )));
            }
            let want = tensor_bytes(t.ty, &t.shape).ok_or_else(|| {
                IrError::PlanInconsistent(format!("tensor {} has an invalid shape", t.name))
            })?;
            if want != t.n_bytes {
                return Err(IrError::PlanInconsistent(format!(
                    "tensor {} records {} bytes, its type and shape need {want}",
                    t.name, t.n_bytes
                )));
            }
            if t.offset < self.provenance.data_offset {
                return Err(IrError::PlanInconsistent(format!(
                    "tensor {} at offset {} lies before the GGUF's data section at {}",
                    t.name, t.offset, self.provenance.data_offset
                )));
            }
            let end = t.offset.checked_add(t.n_bytes);
            if end.is_none_or(|e| e > self.provenance.gguf_size) {
                return Err(IrError::PlanInconsistent(format!(
                    "tensor {} at offset {} (+{} bytes) lies outside the {}-byte GGUF",
                    t.name, t.offset, t.n_bytes, self.provenance.gguf_size
                )));
            }
        }
        Ok(())
    }

    /// Computes the memory plan from the graph's weights and the config.
    pub fn memory_from(
        graph: &Graph,
        config: &ModelConfig,
        vram_budget_mib: Option<u64>,
    ) -> Result<MemoryPlan, IrError> {
        let mut m = MemoryPlan {
            vram_budget_mib,
            ..MemoryPlan::default()
        };
        let overflow = || IrError::PlanInconsistent("memory sizes overflow u64".into());
        for w in graph.weights() {
            let b = tensor_bytes(w.ty, &w.shape).ok_or_else(overflow)?;
            m.weight_bytes = m.weight_bytes.checked_add(b).ok_or_else(overflow)?;
            if w.role == WeightRole::Expert {
                m.expert_bytes += b;
            } else {
                m.dense_bytes += b;
            }
        }
        if config.n_expert > 0 && config.n_layer > 0 {
            // Every layer's stacked expert tensors hold n_expert equal slabs; one slot holds one
            // slab of each of the layer's expert tensors.
            let per_layer = m.expert_bytes / u64::from(config.n_layer);
            m.expert_slot_bytes = per_layer / u64::from(config.n_expert);
        }
        // K and V in f32 for every attention node (a hybrid model's recurrent layers have
        // none; for the others this is 2 · n_layer · n_head_kv · head_dim · 4).
        m.kv_bytes_per_token = graph
            .node_ids()
            .into_iter()
            .filter_map(|id| graph.node(id))
            .map(|n| match n.op {
                crate::op::Op::Attention {
                    n_head_kv,
                    head_dim,
                    ..
                } => 2 * u64::from(n_head_kv) * u64::from(head_dim) * 4,
                _ => 0,
            })
            .sum();
        let mut max_row = 0u64;
        for id in graph.node_ids() {
            if let Some(node) = graph.node(id) {
                for &v in &node.outputs {
                    if let Some(val) = graph.get_value(v) {
                        let row = val.ty.shape.numel(1).unwrap_or(0);
                        max_row = max_row.max(row * val.ty.dtype.size() as u64);
                    }
                }
            }
        }
        m.max_activation_row_bytes = max_row;
        Ok(m)
    }
}

/// Bytes of a tensor of `ty` and ggml shape `shape`, or `None` when the rows are not whole
/// blocks or the size overflows.
pub fn tensor_bytes(ty: GgmlType, shape: &[u64]) -> Option<u64> {
    let (&ne0, rest) = shape.split_first()?;
    let row = ty.row_bytes(ne0)?;
    rest.iter().try_fold(row, |acc, &d| acc.checked_mul(d))
}

/// Lower-case hex of `bytes`.
pub fn hex(bytes: &[u8]) -> String {
    use std::fmt::Write;
    let mut s = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        let _ = write!(s, "{b:02x}");
    }
    s
}

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
    /// `tokenizer.ggml.add_space_prefix`: whether SentencePiece text gets a leading space (model
    /// default when absent: on for SentencePiece, off for byte-level BPE).
    pub add_space_prefix: Option<bool>,
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
    /// The kernel's parameters in launch order: the ABI a runtime checks its arguments against
    /// by name and type before it launches.
    pub params: Vec<KernelParam>,
    /// Threads per block (work-group size) the kernel was compiled for.
    pub block_dim: [u32; 3],
    /// How the grid follows from the launch shape (x, y, z); see [`GridDim`].
    pub grid: [GridDim; 3],
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

/// A kernel parameter's type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ParamType {
    /// A pointer to device memory (8 bytes).
    Ptr,
    /// A 32-bit signed integer.
    I32,
    /// A 32-bit float.
    F32,
}

/// One kernel parameter.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct KernelParam {
    pub name: String,
    pub ty: ParamType,
}

/// A variable of a launch's shape. What `m`, `n` and `k` mean is part of each kernel's
/// contract (`strata_kernels_gen::CostShape`): for a matvec `m` = output rows, `n` = columns,
/// `k` = routed experts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ShapeVar {
    M,
    N,
    K,
}

/// One grid dimension: `ceil(Π factors / divisor)` blocks (1 when `factors` is empty).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GridDim {
    pub factors: Vec<ShapeVar>,
    pub divisor: u64,
}

impl GridDim {
    /// Blocks along this dimension for shape `(m, n, k)` (saturating at `u32::MAX`; a zero
    /// divisor counts as 1).
    pub fn blocks(&self, m: u64, n: u64, k: u64) -> u32 {
        let p = self.factors.iter().fold(1u64, |acc, v| {
            acc.saturating_mul(match v {
                ShapeVar::M => m,
                ShapeVar::N => n,
                ShapeVar::K => k,
            })
        });
        p.div_ceil(self.divisor.max(1)).min(u64::from(u32::MAX)) as u32
    }
}

impl std::fmt::Display for GridDim {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.factors.is_empty() {
            return write!(f, "1");
        }
        let names: Vec<&str> = self
            .factors
            .iter()
            .map(|v| match v {
                ShapeVar::M => "m",
                ShapeVar::N => "n",
                ShapeVar::K => "k",
            })
            .collect();
        if self.divisor <= 1 {
            write!(f, "{}", names.join("*"))
        } else {
            write!(f, "ceil({}/{})", names.join("*"), self.divisor)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::op::{InputKind, Op};

    /// A two-node model: embedding then output head, with a consistent tensor table.
    fn tiny_plan() -> Plan {
        let mut g = Graph::new();
        let emb = g
            .add_weight("token_embd.weight", GgmlType::F32, vec![8, 16])
            .unwrap();
        let norm = g
            .add_weight("output_norm.weight", GgmlType::F32, vec![8])
            .unwrap();
        let tok = g.add1(Op::Input(InputKind::Tokens), &[], "tokens").unwrap();
        let x = g
            .add1(Op::Embedding { table: emb }, &[tok], "embd")
            .unwrap();
        let x = g
            .add1(
                Op::RmsNorm {
                    weight: norm,
                    eps: 1e-6,
                },
                &[x],
                "norm",
            )
            .unwrap();
        let logits = g
            .add1(Op::OutputHead { weight: emb }, &[x], "logits")
            .unwrap();
        g.set_outputs(vec![logits]);
        let tensors = vec![
            TensorEntry {
                name: "token_embd.weight".into(),
                ty: GgmlType::F32,
                shape: vec![8, 16],
                offset: 64,
                n_bytes: 512,
            },
            TensorEntry {
                name: "output_norm.weight".into(),
                ty: GgmlType::F32,
                shape: vec![8],
                offset: 576,
                n_bytes: 32,
            },
        ];
        let config = ModelConfig {
            arch: "test".into(),
            name: None,
            n_vocab: 16,
            n_embd: 8,
            n_layer: 0,
            n_head: 1,
            n_head_kv: 1,
            head_dim: 8,
            rms_eps: 1e-6,
            attn_scale: 0.35,
            rope: RopeConfig {
                mode: RopeMode::Neox,
                n_rot: 8,
                freq_base: 10000.0,
                freq_scale: 1.0,
            },
            context_length: 128,
            n_ff: None,
            n_expert: 0,
            n_expert_used: 0,
            n_ff_exp: None,
            n_ff_shexp: None,
            expert_scoring: Scoring::Softmax,
            expert_norm_topk: false,
            qk_norm: false,
            tied_output: true,
        };
        let memory = Plan::memory_from(&g, &config, None).unwrap();
        Plan {
            targets: vec!["host".into()],
            config,
            graph: g,
            tensors,
            tokenizer: TokenizerSpec::default(),
            provenance: Provenance {
                gguf_path: "/x.gguf".into(),
                gguf_size: 1000,
                data_offset: 0,
                header_hash: [7; 32],
                compiler_version: "0.1.0".into(),
                calibration_id: None,
            },
            kernels: vec![],
            gemms: vec![],
            memory,
        }
    }

    #[test]
    fn round_trips_through_bytes() {
        let plan = tiny_plan();
        plan.validate().unwrap();
        let bytes = plan.to_bytes().unwrap();
        let back = Plan::from_bytes(&bytes).unwrap();
        assert_eq!(back.to_bytes().unwrap(), bytes);
        assert_eq!(back.config, plan.config);
        assert_eq!(back.tensors, plan.tensors);
        assert_eq!(back.memory.weight_bytes, 544);
    }

    #[test]
    fn every_truncation_is_an_error() {
        let bytes = tiny_plan().to_bytes().unwrap();
        for len in 0..bytes.len() {
            assert!(Plan::from_bytes(&bytes[..len]).is_err(), "len {len}");
        }
    }

    #[test]
    fn newer_version_and_flipped_bytes_are_refused() {
        let mut bytes = tiny_plan().to_bytes().unwrap();
        bytes[8..12].copy_from_slice(&(PLAN_VERSION + 1).to_le_bytes());
        assert_eq!(
            Plan::from_bytes(&bytes).unwrap_err(),
            IrError::PlanVersionNewer {
                found: PLAN_VERSION + 1,
                supported: PLAN_VERSION
            }
        );
        let mut bytes = tiny_plan().to_bytes().unwrap();
        bytes[8..12].copy_from_slice(&(PLAN_VERSION - 1).to_le_bytes());
        assert_eq!(
            Plan::from_bytes(&bytes).unwrap_err(),
            IrError::PlanVersionOld {
                found: PLAN_VERSION - 1,
                supported: PLAN_VERSION
            }
        );
        let mut bytes = tiny_plan().to_bytes().unwrap();
        let last = bytes.len() - 1;
        bytes[last] ^= 1;
        assert!(matches!(
            Plan::from_bytes(&bytes),
            Err(IrError::PlanCorrupt(_))
        ));
    }

    #[test]
    fn tensor_outside_the_gguf_is_inconsistent() {
        let mut plan = tiny_plan();
        plan.tensors[1].offset = 990;
        assert!(matches!(plan.validate(), Err(IrError::PlanInconsistent(_))));
    }
}
