//! The kernel catalogue: every kernel Strata generates, its name, parameters, launch geometry,
//! cost at a shape, and the definition that builds it.
//!
//! Each kernel's math and accepted layouts are documented in its module. All buffers are
//! row-major and densely packed; f32 vectors that matvecs read must be 16-byte aligned.

pub mod attention;
pub mod attention_ext;
pub mod attention_mma;
pub mod deltanet;
pub mod elementwise;
pub mod kv;
pub mod matmul;
pub mod matmul_mma;
pub mod matvec;
pub mod matvec_fast;
pub mod norm;
pub mod quant;
pub mod rope;
pub mod router;
pub mod rows;

use crate::error::KernelError;
use crate::simt::{KernelSig, ParamKind, R, Simt};
pub use kv::KvCode;
use strata_ir::GgmlType;
use strata_ir::plan::{GridDim, ShapeVar};

/// Rows one matvec wave computes at once (its lanes share each loaded piece of x).
pub const MATVEC_ROWS_PER_WAVE: u32 = 4;
/// Threads of a matvec block.
pub const MATVEC_BLOCK: u32 = 128;
/// Waves of a matvec block that share one group of rows, each taking every
/// `MATVEC_K_SPLIT`-th step along the row.
pub const MATVEC_K_SPLIT: u32 = 1;
/// Rows per matvec block of the default tuning: four 32-lane waves, `MATVEC_K_SPLIT` per group
/// of `MATVEC_ROWS_PER_WAVE` rows. Each block type's matvec grids are `ceil(rows /
/// rows_per_block)` blocks in x with its own tuning's `rows_per_block` (`matvec::matvec_cfg`;
/// see `KernelKind::grid_rule`).
pub const MATVEC_ROWS_PER_BLOCK: u32 = MATVEC_BLOCK / 32 / MATVEC_K_SPLIT * MATVEC_ROWS_PER_WAVE;
/// Largest head dimension the attention kernels accept.
pub const ATTN_MAX_HEAD_DIM: u32 = 256;
/// KV positions per attention split: the `chunk` argument launches pass, and the divisor of the
/// split grid's y dimension (both must agree; the plan records the grid rule with it).
pub const ATTN_CHUNK: u32 = 64;

/// One kernel of the catalogue.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum KernelKind {
    /// `y = W·x` for one weight matrix of a block type.
    Matvec(GgmlType),
    /// `y = W·x` for a matrix with few rows (the router, an attention output): one row per
    /// block, its four waves splitting the row (`matvec::narrow_cfg`), so the grid has enough
    /// blocks to keep every multiprocessor streaming.
    MatvecNarrow(GgmlType),
    /// `y_j = W_{slot[j]}·x_j` for the routed experts, weights found through a slot table.
    MoeMatvec(GgmlType),
    /// Grouped MoE matvec with the SwiGLU before it fused into its x staging (down
    /// projections of types whose x is staged, `matvec::stages_x`).
    MoeMatvecSwiglu(GgmlType),
    /// `Y = X·Wᵀ` per tile of a prompt's expert-sorted rows, straight from the quantized
    /// blocks (the prompt path's routed experts; `matmul`).
    MoeMatmul(GgmlType),
    /// The same product on the int8 matrix units (`m16n8k32` fragments of weight codes times
    /// q8 activation codes; `matmul_mma`), for the k-quants with 6-bit sub-block scales.
    MoeMatmulMma(GgmlType),
    /// f32 rows → q8 rows (codes + one scale per 32; the grouped matmuls' `xq` input).
    QuantizeRowsQ8,
    /// Dequantize a tensor to f16 (staging for prompt GEMMs).
    DequantF16(GgmlType),
    /// Gather embedding rows for token ids.
    Embed(GgmlType),
    /// RMSNorm with a weight vector.
    RmsNorm,
    /// Residual add fused with the RMSNorm of the sum (writes the sum and the norm).
    AddRmsNorm,
    /// MoE combine, residual add and the RMSNorm of the sum, for one decode row.
    MoeCombineAddRmsNorm,
    /// Rotary embedding, NEOX pairing (i, i + n_rot/2).
    RopeNeox,
    /// Rotary embedding, normal pairing (2i, 2i + 1).
    RopeNorm,
    /// NEOX RoPE of q and k fused with the KV store of k and v (ungrouped codes).
    RopeNeoxKvStore(KvCode),
    /// Normal-pairing RoPE of q and k fused with the KV store of k and v (ungrouped codes).
    RopeNormKvStore(KvCode),
    /// Per-head RMSNorm of q and k, then NEOX RoPE and the KV store (ungrouped codes).
    NormRopeNeoxKvStore(KvCode),
    /// Per-head RMSNorm of q and k, then normal-pairing RoPE and the KV store.
    NormRopeNormKvStore(KvCode),
    /// Router softmax and top-k.
    RouterTopK,
    /// Two RMSNorms in one launch (decode's q and k head norms).
    RmsNormPair,
    /// The router's F32 matvec with its softmax top-k in the last block (decode).
    RouterMatvecTopK,
    /// Attention decode split with the combine in each head's last block.
    AttnSplitCombine(KvCode),
    /// `silu(g)·u`.
    Swiglu,
    /// Residual add.
    Add,
    /// Attention decode, one split of the KV length per block, reading caches of one code.
    AttnSplit(KvCode),
    /// Combine of the attention splits.
    AttnCombine,
    /// Store rows of K and V (f32) into the caches of one code at a device-held position.
    KvStore(KvCode),
    /// Weighted sum of the routed experts' outputs.
    MoeCombine,
    /// Scale by the sigmoid of a device-held gate logit (the shared expert's gate).
    SigmoidScale,
    /// f32 → f16 (the prompt path's GEMM operands).
    CastF16,
    /// Gather rows by index, f32 → f16 (a GEMM operand of a row subset).
    GatherRowsF16,
    /// NEOX RoPE + KV store for every row of a prompt batch (ungrouped codes).
    RopeNeoxKvStoreRows(KvCode),
    /// Normal-pairing RoPE + KV store for every row of a prompt batch (ungrouped codes).
    RopeNormKvStoreRows(KvCode),
    /// NEOX RoPE of every row's q and k in place, nothing stored (grouped codes' prompt path).
    RopeNeoxQkRows,
    /// Normal-pairing RoPE of every row's q and k in place, nothing stored.
    RopeNormQkRows,
    /// NEOX YaRN RoPE + KV store for every row of a prompt batch (ungrouped codes; gpt-oss).
    RopeYarnNeoxKvStoreRows(KvCode),
    /// Normal-pairing YaRN RoPE + KV store for every row of a prompt batch.
    RopeYarnNormKvStoreRows(KvCode),
    /// NEOX YaRN RoPE of every row's q and k in place, nothing stored (grouped codes).
    RopeYarnNeoxQkRows,
    /// Normal-pairing YaRN RoPE of every row's q and k in place, nothing stored.
    RopeYarnNormQkRows,
    /// Causal prompt attention with a sliding window and sink logits (gpt-oss; `attention`).
    AttnPrefillExt(KvCode),
    /// Causal attention of a prompt batch against the caches of one code.
    AttnPrefill(KvCode),
    /// Causal prompt attention on the f16 matrix units (flash-style tiles; `attention_mma`).
    AttnPrefillMma(KvCode),
    /// Weighted sum of the routed experts' outputs, per row of a prompt batch.
    MoeCombineRows,
    /// Bias added to every row.
    AddBiasRows,
    /// Every row scaled by the sigmoid of its own gate logit.
    SigmoidScaleRows,
    /// Attention decode split limited to a sliding window (gpt-oss; `attention_ext`).
    AttnSplitWindow(KvCode),
    /// Combine of the attention splits with a per-head sink logit (gpt-oss; `attention_ext`).
    AttnCombineSinks,
    /// One token's causal conv1d + SiLU with its state shift (gated DeltaNet).
    Conv1dStep,
    /// One token's gated delta-rule step with its state update (gated DeltaNet).
    DeltaNetStep,
    /// NEOX RoPE with YaRN scaling, in place (gpt-oss; `rope`).
    RopeYarnNeox,
    /// Normal-pairing RoPE with YaRN scaling, in place.
    RopeYarnNorm,
    /// NEOX YaRN RoPE of q and k fused with the KV store of k and v (ungrouped codes).
    RopeYarnNeoxKvStore(KvCode),
    /// Normal-pairing YaRN RoPE of q and k fused with the KV store of k and v.
    RopeYarnNormKvStore(KvCode),
    /// Router top-k with the softmax over the selected logits (gpt-oss; `router`).
    RouterTopKSoftmaxWeight,
    /// gpt-oss's clamped SwiGLU (`elementwise`).
    SwigluOai,
    /// Each routed pick's expert bias added to its row (gpt-oss; `elementwise`).
    MoeBias,
}

/// YaRN's four extra rope parameters, after `freq_scale`.
const YARN_PARAMS: [(&str, ParamKind); 4] = [
    ("ext_factor", ParamKind::F32),
    ("corr_lo", ParamKind::F32),
    ("corr_hi", ParamKind::F32),
    ("mscale", ParamKind::F32),
];

/// `params` with a grouped code's two scale pointers appended.
fn with_scales(
    code: KvCode,
    mut params: Vec<(&'static str, ParamKind)>,
) -> Vec<(&'static str, ParamKind)> {
    if code.grouped() {
        params.extend([("k_scales", ParamKind::Ptr), ("v_scales", ParamKind::Ptr)]);
    }
    params
}

/// The arguments of a launch at a given shape, for the cost model.
///
/// The prompt path's row kernels: `m` = rows and `n` = columns for the gather, the bias, the
/// sigmoid scale and the MoE combine over rows (`k` = routed experts there); `m` = elements for
/// the f16 cast; `m` = query heads, `n` = head dim, `k` = rows for the RoPE + KV store over
/// rows and for prefill attention.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct CostShape {
    /// Output rows (matvec), elements (element-wise, KV store: one cache row), tokens
    /// (router/embed), heads (attention).
    pub m: u64,
    /// Columns (matvec), experts (router), embedding width (embed), KV positions (attention
    /// split: the cache's capacity, which sizes the grid; the cost model takes the length).
    pub n: u64,
    /// Routed experts (MoE), k (router), head dim (attention).
    pub k: u64,
}

impl KernelKind {
    /// Every kernel the catalogue can generate.
    pub fn all() -> Vec<KernelKind> {
        let mut v = Vec::new();
        for ty in quant::SUPPORTED {
            v.push(KernelKind::Matvec(ty));
            v.push(KernelKind::MatvecNarrow(ty));
            v.push(KernelKind::MoeMatvec(ty));
            if matvec::stages_x(ty) {
                v.push(KernelKind::MoeMatvecSwiglu(ty));
            }
            if matmul::supports(ty) {
                v.push(KernelKind::MoeMatmul(ty));
            }
            if matmul_mma::supports(ty) {
                v.push(KernelKind::MoeMatmulMma(ty));
            }
            v.push(KernelKind::DequantF16(ty));
            v.push(KernelKind::Embed(ty));
        }
        v.extend([
            KernelKind::RmsNorm,
            KernelKind::RmsNormPair,
            KernelKind::RouterMatvecTopK,
            KernelKind::AddRmsNorm,
            KernelKind::MoeCombineAddRmsNorm,
            KernelKind::RopeNeox,
            KernelKind::RopeNorm,
            KernelKind::RouterTopK,
            KernelKind::Swiglu,
            KernelKind::Add,
            KernelKind::AttnCombine,
            KernelKind::MoeCombine,
            KernelKind::SigmoidScale,
            KernelKind::CastF16,
            KernelKind::QuantizeRowsQ8,
            KernelKind::GatherRowsF16,
            KernelKind::MoeCombineRows,
            KernelKind::AddBiasRows,
            KernelKind::SigmoidScaleRows,
            KernelKind::AttnCombineSinks,
            KernelKind::Conv1dStep,
            KernelKind::DeltaNetStep,
            KernelKind::RopeYarnNeox,
            KernelKind::RopeYarnNorm,
            KernelKind::RouterTopKSoftmaxWeight,
            KernelKind::SwigluOai,
            KernelKind::MoeBias,
            KernelKind::RopeNeoxQkRows,
            KernelKind::RopeNormQkRows,
            KernelKind::RopeYarnNeoxQkRows,
            KernelKind::RopeYarnNormQkRows,
        ]);
        for c in KvCode::ALL {
            v.extend([
                KernelKind::AttnSplit(c),
                KernelKind::AttnSplitCombine(c),
                KernelKind::AttnSplitWindow(c),
                KernelKind::AttnPrefill(c),
                KernelKind::AttnPrefillExt(c),
                KernelKind::AttnPrefillMma(c),
                KernelKind::KvStore(c),
            ]);
            if !c.grouped() {
                v.extend([
                    KernelKind::RopeNeoxKvStore(c),
                    KernelKind::RopeNormKvStore(c),
                    KernelKind::NormRopeNeoxKvStore(c),
                    KernelKind::NormRopeNormKvStore(c),
                    KernelKind::RopeNeoxKvStoreRows(c),
                    KernelKind::RopeNormKvStoreRows(c),
                    KernelKind::RopeYarnNeoxKvStore(c),
                    KernelKind::RopeYarnNormKvStore(c),
                    KernelKind::RopeYarnNeoxKvStoreRows(c),
                    KernelKind::RopeYarnNormKvStoreRows(c),
                ]);
            }
        }
        v
    }

    /// The kernel symbol name (also the code object's metadata name).
    pub fn name(&self) -> String {
        let t = |ty: &GgmlType| ty.name().to_ascii_lowercase();
        match self {
            KernelKind::Matvec(ty) => format!("strata_matvec_{}", t(ty)),
            KernelKind::MatvecNarrow(ty) => format!("strata_matvec_narrow_{}", t(ty)),
            KernelKind::MoeMatvec(ty) => format!("strata_moe_matvec_{}", t(ty)),
            KernelKind::MoeMatvecSwiglu(ty) => format!("strata_moe_matvec_swiglu_{}", t(ty)),
            KernelKind::MoeMatmul(ty) => format!("strata_moe_matmul_{}", t(ty)),
            KernelKind::MoeMatmulMma(ty) => format!("strata_moe_matmul_mma_{}", t(ty)),
            KernelKind::QuantizeRowsQ8 => "strata_quantize_rows_q8".into(),
            KernelKind::DequantF16(ty) => format!("strata_dequant_f16_{}", t(ty)),
            KernelKind::Embed(ty) => format!("strata_embed_{}", t(ty)),
            KernelKind::RmsNorm => "strata_rmsnorm_f32".into(),
            KernelKind::RmsNormPair => "strata_rmsnorm_pair_f32".into(),
            KernelKind::RouterMatvecTopK => "strata_router_matvec_topk_f32".into(),
            KernelKind::AttnSplitCombine(c) => {
                format!("strata_attn_decode_split_combine_{}kv", c.name())
            }
            KernelKind::AddRmsNorm => "strata_add_rmsnorm_f32".into(),
            KernelKind::MoeCombineAddRmsNorm => "strata_moe_combine_add_rmsnorm_f32".into(),
            KernelKind::RopeNeox => "strata_rope_neox_f32".into(),
            KernelKind::RopeNorm => "strata_rope_norm_f32".into(),
            KernelKind::RopeNeoxKvStore(c) => format!("strata_rope_neox_kv_store_{}", c.name()),
            KernelKind::RopeNormKvStore(c) => format!("strata_rope_norm_kv_store_{}", c.name()),
            KernelKind::NormRopeNeoxKvStore(c) => {
                format!("strata_norm_rope_neox_kv_store_{}", c.name())
            }
            KernelKind::NormRopeNormKvStore(c) => {
                format!("strata_norm_rope_norm_kv_store_{}", c.name())
            }
            KernelKind::RouterTopK => "strata_router_topk_f32".into(),
            KernelKind::Swiglu => "strata_swiglu_f32".into(),
            KernelKind::Add => "strata_add_f32".into(),
            KernelKind::AttnSplit(c) => format!("strata_attn_decode_split_{}kv", c.name()),
            KernelKind::AttnCombine => "strata_attn_decode_combine".into(),
            KernelKind::KvStore(c) => format!("strata_kv_store_{}", c.name()),
            KernelKind::MoeCombine => "strata_moe_combine_f32".into(),
            KernelKind::SigmoidScale => "strata_sigmoid_scale_f32".into(),
            KernelKind::CastF16 => "strata_cast_f16_f32".into(),
            KernelKind::GatherRowsF16 => "strata_gather_rows_f16".into(),
            KernelKind::RopeNeoxKvStoreRows(c) => {
                format!("strata_rope_neox_kv_store_rows_{}", c.name())
            }
            KernelKind::RopeNormKvStoreRows(c) => {
                format!("strata_rope_norm_kv_store_rows_{}", c.name())
            }
            KernelKind::RopeNeoxQkRows => "strata_rope_neox_qk_rows_f32".into(),
            KernelKind::RopeNormQkRows => "strata_rope_norm_qk_rows_f32".into(),
            KernelKind::RopeYarnNeoxKvStoreRows(c) => {
                format!("strata_rope_yarn_neox_kv_store_rows_{}", c.name())
            }
            KernelKind::RopeYarnNormKvStoreRows(c) => {
                format!("strata_rope_yarn_norm_kv_store_rows_{}", c.name())
            }
            KernelKind::RopeYarnNeoxQkRows => "strata_rope_yarn_neox_qk_rows_f32".into(),
            KernelKind::RopeYarnNormQkRows => "strata_rope_yarn_norm_qk_rows_f32".into(),
            KernelKind::AttnPrefillExt(c) => format!("strata_attn_prefill_ext_{}kv", c.name()),
            KernelKind::AttnPrefill(c) => format!("strata_attn_prefill_{}kv", c.name()),
            KernelKind::AttnPrefillMma(c) => format!("strata_attn_prefill_mma_{}kv", c.name()),
            KernelKind::MoeCombineRows => "strata_moe_combine_rows_f32".into(),
            KernelKind::AddBiasRows => "strata_add_bias_rows_f32".into(),
            KernelKind::SigmoidScaleRows => "strata_sigmoid_scale_rows_f32".into(),
            KernelKind::AttnSplitWindow(c) => {
                format!("strata_attn_decode_split_window_{}kv", c.name())
            }
            KernelKind::AttnCombineSinks => "strata_attn_decode_combine_sinks".into(),
            KernelKind::Conv1dStep => "strata_conv1d_step_f32".into(),
            KernelKind::DeltaNetStep => "strata_deltanet_step_f32".into(),
            KernelKind::RopeYarnNeox => "strata_rope_yarn_neox_f32".into(),
            KernelKind::RopeYarnNorm => "strata_rope_yarn_norm_f32".into(),
            KernelKind::RopeYarnNeoxKvStore(c) => {
                format!("strata_rope_yarn_neox_kv_store_{}", c.name())
            }
            KernelKind::RopeYarnNormKvStore(c) => {
                format!("strata_rope_yarn_norm_kv_store_{}", c.name())
            }
            KernelKind::RouterTopKSoftmaxWeight => "strata_router_topk_softmax_weight_f32".into(),
            KernelKind::SwigluOai => "strata_swiglu_oai_f32".into(),
            KernelKind::MoeBias => "strata_moe_bias_f32".into(),
        }
    }

    /// The kernel called `name`.
    pub fn from_name(name: &str) -> Result<KernelKind, KernelError> {
        KernelKind::all()
            .into_iter()
            .find(|k| k.name() == name)
            .ok_or_else(|| KernelError::UnknownKernel(name.to_string()))
    }

    /// Whether this is one of the weight-streaming matvec kernels.
    pub fn is_matvec(&self) -> bool {
        matches!(
            self,
            KernelKind::Matvec(_)
                | KernelKind::MatvecNarrow(_)
                | KernelKind::MoeMatvec(_)
                | KernelKind::MoeMatvecSwiglu(_)
        )
    }

    /// Name, parameters and block size.
    pub fn sig(&self) -> KernelSig {
        use ParamKind::{F32, I32, Ptr};
        let (params, block_dim): (Vec<(&'static str, ParamKind)>, u32) = match self {
            KernelKind::Matvec(_) | KernelKind::MatvecNarrow(_) => (
                vec![
                    ("y", Ptr),
                    ("w", Ptr),
                    ("x", Ptr),
                    ("rows", I32),
                    ("cols", I32),
                ],
                MATVEC_BLOCK,
            ),
            // The fused SwiGLU's kernel: the plain one's parameters with `up` after `x`.
            KernelKind::MoeMatvec(_) | KernelKind::MoeMatvecSwiglu(_) => {
                let mut p = vec![
                    ("y", Ptr),
                    ("slot_ptrs", Ptr),
                    ("sel_slots", Ptr),
                    ("x", Ptr),
                    ("rows", I32),
                    ("cols", I32),
                    ("x_stride", I32),
                    ("sel_period", I32),
                    ("table_stride", I32),
                ];
                if matches!(self, KernelKind::MoeMatvecSwiglu(_)) {
                    p.insert(4, ("up", Ptr));
                }
                (p, MATVEC_BLOCK)
            }
            KernelKind::MoeMatmul(ty) => (
                vec![
                    ("y", Ptr),
                    ("tile_w", Ptr),
                    ("tile_rc", Ptr),
                    // q8 rows (`strata_quantize_rows_q8`) or f32 rows: the name says which.
                    (if matmul::reads_q8(*ty) { "xq" } else { "x" }, Ptr),
                    ("rows", I32),
                    ("cols", I32),
                ],
                MATVEC_BLOCK,
            ),
            KernelKind::MoeMatmulMma(_) => (
                vec![
                    ("y", Ptr),
                    ("tile_w", Ptr),
                    ("tile_rc", Ptr),
                    ("xq", Ptr),
                    ("rows", I32),
                    ("cols", I32),
                ],
                matmul_mma::MMA_BLOCK,
            ),
            KernelKind::DequantF16(_) => (vec![("out", Ptr), ("w", Ptr), ("n_units", I32)], 128),
            KernelKind::Embed(_) => (
                vec![
                    ("y", Ptr),
                    ("w", Ptr),
                    ("ids", Ptr),
                    ("n_embd", I32),
                    ("n_vocab", I32),
                ],
                128,
            ),
            KernelKind::RmsNorm => (
                vec![("y", Ptr), ("x", Ptr), ("w", Ptr), ("n", I32), ("eps", F32)],
                256,
            ),
            KernelKind::RmsNormPair => (
                vec![
                    ("y", Ptr),
                    ("x", Ptr),
                    ("w", Ptr),
                    ("n", I32),
                    ("eps", F32),
                    ("y2", Ptr),
                    ("x2", Ptr),
                    ("w2", Ptr),
                    ("rows1", I32),
                ],
                256,
            ),
            KernelKind::RouterMatvecTopK => (
                vec![
                    ("y", Ptr),
                    ("w", Ptr),
                    ("x", Ptr),
                    ("rows", I32),
                    ("cols", I32),
                    ("ids", Ptr),
                    ("weights", Ptr),
                    ("counter", Ptr),
                    ("k", I32),
                    ("norm", I32),
                ],
                MATVEC_BLOCK,
            ),
            KernelKind::AddRmsNorm => (
                vec![
                    ("sum", Ptr),
                    ("y", Ptr),
                    ("a", Ptr),
                    ("b", Ptr),
                    ("w", Ptr),
                    ("n", I32),
                    ("eps", F32),
                ],
                256,
            ),
            KernelKind::RopeNeox | KernelKind::RopeNorm => (
                vec![
                    ("x", Ptr),
                    ("pos_ptr", Ptr),
                    ("n_heads", I32),
                    ("head_dim", I32),
                    ("n_rot", I32),
                    ("log2_theta_scale", F32),
                    ("freq_scale", F32),
                ],
                128,
            ),
            KernelKind::MoeCombineAddRmsNorm => (
                vec![
                    ("sum", Ptr),
                    ("y", Ptr),
                    ("r", Ptr),
                    ("e", Ptr),
                    ("ew", Ptr),
                    ("w", Ptr),
                    ("n", I32),
                    ("k", I32),
                    ("eps", F32),
                ],
                256,
            ),
            KernelKind::RopeNeoxQkRows
            | KernelKind::RopeNormQkRows
            | KernelKind::RopeYarnNeoxQkRows
            | KernelKind::RopeYarnNormQkRows => {
                let mut p = vec![
                    ("q", Ptr),
                    ("k", Ptr),
                    ("pos_ptr", Ptr),
                    ("n_head", I32),
                    ("n_head_kv", I32),
                    ("head_dim", I32),
                    ("n_rot", I32),
                    ("log2_theta_scale", F32),
                    ("freq_scale", F32),
                ];
                if matches!(
                    self,
                    KernelKind::RopeYarnNeoxQkRows | KernelKind::RopeYarnNormQkRows
                ) {
                    p.extend(YARN_PARAMS);
                }
                (p, 256)
            }
            KernelKind::NormRopeNeoxKvStore(_) | KernelKind::NormRopeNormKvStore(_) => (
                vec![
                    ("q", Ptr),
                    ("k", Ptr),
                    ("q_in", Ptr),
                    ("k_in", Ptr),
                    ("v", Ptr),
                    ("k_cache", Ptr),
                    ("v_cache", Ptr),
                    ("pos_ptr", Ptr),
                    ("q_norm", Ptr),
                    ("k_norm", Ptr),
                    ("n_head", I32),
                    ("n_head_kv", I32),
                    ("head_dim", I32),
                    ("n_rot", I32),
                    ("log2_theta_scale", F32),
                    ("freq_scale", F32),
                    ("eps", F32),
                ],
                256,
            ),
            KernelKind::RopeNeoxKvStore(_)
            | KernelKind::RopeNormKvStore(_)
            | KernelKind::RopeNeoxKvStoreRows(_)
            | KernelKind::RopeNormKvStoreRows(_) => (
                vec![
                    ("q", Ptr),
                    ("k", Ptr),
                    ("v", Ptr),
                    ("k_cache", Ptr),
                    ("v_cache", Ptr),
                    ("pos_ptr", Ptr),
                    ("n_head", I32),
                    ("n_head_kv", I32),
                    ("head_dim", I32),
                    ("n_rot", I32),
                    ("log2_theta_scale", F32),
                    ("freq_scale", F32),
                ],
                256,
            ),
            KernelKind::RopeYarnNeox | KernelKind::RopeYarnNorm => (
                vec![
                    ("x", Ptr),
                    ("pos_ptr", Ptr),
                    ("n_heads", I32),
                    ("head_dim", I32),
                    ("n_rot", I32),
                    ("log2_theta_scale", F32),
                    ("freq_scale", F32),
                    ("ext_factor", F32),
                    ("corr_lo", F32),
                    ("corr_hi", F32),
                    ("mscale", F32),
                ],
                128,
            ),
            KernelKind::RopeYarnNeoxKvStore(_)
            | KernelKind::RopeYarnNormKvStore(_)
            | KernelKind::RopeYarnNeoxKvStoreRows(_)
            | KernelKind::RopeYarnNormKvStoreRows(_) => (
                vec![
                    ("q", Ptr),
                    ("k", Ptr),
                    ("v", Ptr),
                    ("k_cache", Ptr),
                    ("v_cache", Ptr),
                    ("pos_ptr", Ptr),
                    ("n_head", I32),
                    ("n_head_kv", I32),
                    ("head_dim", I32),
                    ("n_rot", I32),
                    ("log2_theta_scale", F32),
                    ("freq_scale", F32),
                    ("ext_factor", F32),
                    ("corr_lo", F32),
                    ("corr_hi", F32),
                    ("mscale", F32),
                ],
                256,
            ),
            KernelKind::SwigluOai => (
                vec![
                    ("y", Ptr),
                    ("g", Ptr),
                    ("u", Ptr),
                    ("n", I32),
                    ("alpha", F32),
                    ("limit", F32),
                ],
                256,
            ),
            KernelKind::MoeBias => (
                vec![
                    ("y", Ptr),
                    ("x", Ptr),
                    ("b", Ptr),
                    ("ids", Ptr),
                    ("n", I32),
                    ("n_expert", I32),
                ],
                256,
            ),
            KernelKind::RouterTopK | KernelKind::RouterTopKSoftmaxWeight => (
                vec![
                    ("ids", Ptr),
                    ("weights", Ptr),
                    ("logits", Ptr),
                    ("n_expert", I32),
                    ("k", I32),
                    ("norm", I32),
                ],
                32,
            ),
            KernelKind::Swiglu => (vec![("y", Ptr), ("g", Ptr), ("u", Ptr), ("n", I32)], 256),
            KernelKind::Add => (vec![("y", Ptr), ("a", Ptr), ("b", Ptr), ("n", I32)], 256),
            // The split's parameters (then `window` for the windowed split), its code's scales,
            // and for the split with the combine `out` and the heads' `counter`.
            KernelKind::AttnSplit(c)
            | KernelKind::AttnSplitWindow(c)
            | KernelKind::AttnSplitCombine(c) => {
                let mut p = vec![
                    ("part_o", Ptr),
                    ("part_ml", Ptr),
                    ("q", Ptr),
                    ("k", Ptr),
                    ("v", Ptr),
                    ("n_head", I32),
                    ("n_head_kv", I32),
                    ("head_dim", I32),
                    ("n_kv_ptr", Ptr),
                    ("chunk", I32),
                    ("n_split", I32),
                    ("scale", F32),
                ];
                if matches!(self, KernelKind::AttnSplitWindow(_)) {
                    p.push(("window", I32));
                }
                let mut p = with_scales(*c, p);
                if matches!(self, KernelKind::AttnSplitCombine(_)) {
                    p.extend([("out", Ptr), ("counter", Ptr)]);
                }
                (p, 128)
            }
            KernelKind::AttnCombine => (
                vec![
                    ("out", Ptr),
                    ("part_o", Ptr),
                    ("part_ml", Ptr),
                    ("head_dim", I32),
                    ("n_split", I32),
                    ("n_kv_ptr", Ptr),
                    ("chunk", I32),
                ],
                128,
            ),
            KernelKind::KvStore(c) => (
                with_scales(
                    *c,
                    vec![
                        ("k_cache", Ptr),
                        ("v_cache", Ptr),
                        ("k", Ptr),
                        ("v", Ptr),
                        ("pos_ptr", Ptr),
                        ("row", I32),
                    ],
                ),
                c.store_block(),
            ),
            KernelKind::MoeCombine => (
                vec![("y", Ptr), ("e", Ptr), ("w", Ptr), ("n", I32), ("k", I32)],
                256,
            ),
            KernelKind::SigmoidScale | KernelKind::SigmoidScaleRows => {
                (vec![("y", Ptr), ("x", Ptr), ("g", Ptr), ("n", I32)], 256)
            }
            KernelKind::CastF16 => (vec![("y", Ptr), ("x", Ptr), ("n", I32)], 256),
            KernelKind::QuantizeRowsQ8 => (vec![("q", Ptr), ("x", Ptr), ("cols", I32)], 128),
            KernelKind::GatherRowsF16 => (
                vec![
                    ("y", Ptr),
                    ("x", Ptr),
                    ("idx", Ptr),
                    ("cols", I32),
                    ("x_stride", I32),
                ],
                256,
            ),
            KernelKind::AttnPrefill(c)
            | KernelKind::AttnPrefillExt(c)
            | KernelKind::AttnPrefillMma(c) => {
                let mut p = vec![
                    ("out", Ptr),
                    ("q", Ptr),
                    ("k_cache", Ptr),
                    ("v_cache", Ptr),
                    ("n_head", I32),
                    ("n_head_kv", I32),
                    ("head_dim", I32),
                    ("pos_ptr", Ptr),
                    ("scale", F32),
                ];
                if matches!(self, KernelKind::AttnPrefillExt(_)) {
                    p.extend([("window", I32), ("sinks", Ptr)]);
                }
                (with_scales(*c, p), 128)
            }
            KernelKind::MoeCombineRows => (
                vec![
                    ("y", Ptr),
                    ("e", Ptr),
                    ("sel_rows", Ptr),
                    ("w", Ptr),
                    ("n", I32),
                    ("k", I32),
                ],
                256,
            ),
            KernelKind::AddBiasRows => (vec![("y", Ptr), ("x", Ptr), ("b", Ptr), ("n", I32)], 256),
            KernelKind::AttnCombineSinks => (
                vec![
                    ("out", Ptr),
                    ("part_o", Ptr),
                    ("part_ml", Ptr),
                    ("head_dim", I32),
                    ("n_split", I32),
                    ("n_kv_ptr", Ptr),
                    ("chunk", I32),
                    ("sinks", Ptr),
                ],
                128,
            ),
            KernelKind::Conv1dStep => (
                vec![
                    ("y", Ptr),
                    ("state", Ptr),
                    ("x", Ptr),
                    ("w", Ptr),
                    ("channels", I32),
                    ("kernel", I32),
                ],
                256,
            ),
            KernelKind::DeltaNetStep => (
                vec![
                    ("o", Ptr),
                    ("state", Ptr),
                    ("qkv", Ptr),
                    ("alpha", Ptr),
                    ("beta", Ptr),
                    ("dt_bias", Ptr),
                    ("a", Ptr),
                    ("n_k_head", I32),
                    ("n_v_head", I32),
                    ("head_dim", I32),
                    ("eps", F32),
                ],
                128,
            ),
        };
        let min_blocks = match self {
            KernelKind::MoeMatmul(_) | KernelKind::MoeMatmulMma(_) => matmul::min_blocks(),
            _ => 0,
        };
        KernelSig {
            name: self.name(),
            params,
            block_dim,
            min_blocks,
        }
    }

    /// Builds the kernel body.
    pub fn build(&self, s: &mut Simt<'_>) -> R<()> {
        match *self {
            KernelKind::Matvec(ty) => matvec::build_matvec(s, ty),
            KernelKind::MatvecNarrow(ty) => matvec::build_matvec_cfg(s, ty, matvec::narrow_cfg(ty)),
            KernelKind::MoeMatvec(ty) => matvec::build_moe(s, ty),
            KernelKind::MoeMatvecSwiglu(ty) => matvec::build_moe_swiglu(s, ty),
            KernelKind::MoeMatmul(ty) => matmul::build_moe_matmul(s, ty),
            KernelKind::MoeMatmulMma(ty) => matmul_mma::build_moe_matmul_mma(s, ty),
            KernelKind::QuantizeRowsQ8 => matmul::build_quantize_rows_q8(s),
            KernelKind::DequantF16(ty) => elementwise::build_dequant_f16(s, ty),
            KernelKind::Embed(ty) => elementwise::build_embed(s, ty),
            KernelKind::RmsNorm => norm::build_rmsnorm(s),
            KernelKind::RmsNormPair => norm::build_rmsnorm_pair(s),
            KernelKind::RouterMatvecTopK => router::build_router_matvec_topk(s),
            KernelKind::AttnSplitCombine(c) => attention::build_split_combine(s, c),
            KernelKind::AddRmsNorm => norm::build_add_rmsnorm(s),
            KernelKind::MoeCombineAddRmsNorm => norm::build_moe_combine_add_rmsnorm(s),
            KernelKind::RopeNeox => rope::build_rope(s, true),
            KernelKind::RopeNorm => rope::build_rope(s, false),
            KernelKind::RopeNeoxKvStore(c) => rope::build_rope_kv_store(s, true, c),
            KernelKind::RopeNormKvStore(c) => rope::build_rope_kv_store(s, false, c),
            KernelKind::NormRopeNeoxKvStore(c) => rope::build_norm_rope_kv_store(s, true, c),
            KernelKind::NormRopeNormKvStore(c) => rope::build_norm_rope_kv_store(s, false, c),
            KernelKind::RouterTopK => router::build_router(s),
            KernelKind::Swiglu => elementwise::build_swiglu(s),
            KernelKind::Add => elementwise::build_add(s),
            KernelKind::AttnSplit(c) => attention::build_split(s, c),
            KernelKind::AttnCombine => attention::build_combine(s),
            KernelKind::KvStore(c) => kv::build_kv_store(s, c),
            KernelKind::MoeCombine => elementwise::build_moe_combine(s),
            KernelKind::SigmoidScale => elementwise::build_sigmoid_scale(s),
            KernelKind::CastF16 => rows::build_cast_f16(s),
            KernelKind::GatherRowsF16 => rows::build_gather_rows_f16(s),
            KernelKind::RopeNeoxKvStoreRows(c) => rope::build_rope_kv_store_rows(s, true, c),
            KernelKind::RopeNormKvStoreRows(c) => rope::build_rope_kv_store_rows(s, false, c),
            KernelKind::RopeNeoxQkRows => rope::build_rope_qk_rows(s, true, false),
            KernelKind::RopeNormQkRows => rope::build_rope_qk_rows(s, false, false),
            KernelKind::RopeYarnNeoxQkRows => rope::build_rope_qk_rows(s, true, true),
            KernelKind::RopeYarnNormQkRows => rope::build_rope_qk_rows(s, false, true),
            KernelKind::RopeYarnNeoxKvStoreRows(c) => {
                rope::build_rope_yarn_kv_store_rows(s, true, c)
            }
            KernelKind::RopeYarnNormKvStoreRows(c) => {
                rope::build_rope_yarn_kv_store_rows(s, false, c)
            }
            KernelKind::AttnPrefillExt(c) => attention::build_prefill_ext(s, c),
            KernelKind::AttnPrefill(c) => attention::build_prefill(s, c),
            KernelKind::AttnPrefillMma(c) => attention_mma::build_prefill_mma(s, c),
            KernelKind::MoeCombineRows => rows::build_moe_combine_rows(s),
            KernelKind::AddBiasRows => rows::build_add_bias_rows(s),
            KernelKind::SigmoidScaleRows => rows::build_sigmoid_scale_rows(s),
            KernelKind::AttnSplitWindow(c) => attention_ext::build_split_window(s, c),
            KernelKind::AttnCombineSinks => attention_ext::build_combine_sinks(s),
            KernelKind::Conv1dStep => deltanet::build_conv1d_step(s),
            KernelKind::DeltaNetStep => deltanet::build_deltanet_step(s),
            KernelKind::RopeYarnNeox => rope::build_rope_yarn(s, true),
            KernelKind::RopeYarnNorm => rope::build_rope_yarn(s, false),
            KernelKind::RopeYarnNeoxKvStore(c) => rope::build_rope_yarn_kv_store(s, true, c),
            KernelKind::RopeYarnNormKvStore(c) => rope::build_rope_yarn_kv_store(s, false, c),
            KernelKind::RouterTopKSoftmaxWeight => router::build_router_softmax_weight(s),
            KernelKind::SwigluOai => elementwise::build_swiglu_oai(s),
            KernelKind::MoeBias => elementwise::build_moe_bias(s),
        }
    }

    /// How the grid follows from a launch's shape: per dimension, `ceil(Π factors / divisor)`
    /// blocks. The plan records this rule with each kernel, so the runtime (which cannot link
    /// this crate) computes the same grid from the same shape.
    pub fn grid_rule(&self) -> [GridDim; 3] {
        use ShapeVar::{K, M, N};
        let d = |factors: &[ShapeVar], divisor: u64| GridDim {
            factors: factors.to_vec(),
            divisor,
        };
        let one = || d(&[], 1);
        match self {
            KernelKind::Matvec(ty) => {
                let rows = u64::from(matvec::matvec_cfg(*ty).rows_per_block());
                [d(&[M], rows), one(), one()]
            }
            KernelKind::MatvecNarrow(ty) => {
                let rows = u64::from(matvec::narrow_cfg(*ty).rows_per_block());
                [d(&[M], rows), one(), one()]
            }
            KernelKind::MoeMatvec(ty) | KernelKind::MoeMatvecSwiglu(ty) => {
                let rows = u64::from(matvec::matvec_cfg(*ty).rows_per_block());
                [d(&[M], rows), d(&[K], 1), one()]
            }
            // M = rows of the matrix, K = tiles.
            KernelKind::MoeMatmul(ty) => {
                let rows = u64::from(matmul::rows_per_block(*ty));
                [d(&[M], rows), d(&[K], 1), one()]
            }
            KernelKind::MoeMatmulMma(_) => {
                let rows = u64::from(matmul_mma::rows_per_block());
                [d(&[M], rows), d(&[K], 1), one()]
            }
            KernelKind::DequantF16(_) => [d(&[M, N], 32 * 128), one(), one()],
            KernelKind::Embed(_) => [d(&[N], 32 * 128), d(&[M], 1), one()],
            KernelKind::RmsNorm
            | KernelKind::RmsNormPair
            | KernelKind::AddRmsNorm
            | KernelKind::RouterTopK
            | KernelKind::RouterTopKSoftmaxWeight
            | KernelKind::AttnCombine
            | KernelKind::AttnCombineSinks => [d(&[M], 1), one(), one()],
            KernelKind::RopeNeox
            | KernelKind::RopeNorm
            | KernelKind::RopeYarnNeox
            | KernelKind::RopeYarnNorm => [d(&[M, K], 2 * 128), one(), one()],
            // M = query heads, N = head dim: n_head·head_dim threads cover every q pair, every
            // k pair and every element of the KV row (n_head ≥ n_head_kv).
            KernelKind::RopeNeoxKvStore(_)
            | KernelKind::RopeNormKvStore(_)
            | KernelKind::RopeYarnNeoxKvStore(_)
            | KernelKind::RopeYarnNormKvStore(_) => [d(&[M, N], 256), one(), one()],
            // M = q heads + k heads: a wave per head, eight heads per block.
            KernelKind::NormRopeNeoxKvStore(_) | KernelKind::NormRopeNormKvStore(_) => {
                [d(&[M], u64::from(rope::NORM_ROPE_HEADS)), one(), one()]
            }
            KernelKind::Swiglu
            | KernelKind::SwigluOai
            | KernelKind::Add
            | KernelKind::MoeCombine
            | KernelKind::SigmoidScale => [d(&[M], 256), one(), one()],
            // M = row width, K = rows (blockIdx.y = row): a value (q8: a group) per thread.
            KernelKind::KvStore(c) => [d(&[M], u64::from(c.store_block())), d(&[K], 1), one()],
            KernelKind::AttnSplit(_)
            | KernelKind::AttnSplitWindow(_)
            | KernelKind::AttnSplitCombine(_) => {
                [d(&[M], 1), d(&[N], u64::from(ATTN_CHUNK)), one()]
            }
            // M = rows (experts): the narrow F32 matvec's grid.
            KernelKind::RouterMatvecTopK => {
                let rows = u64::from(matvec::narrow_cfg(GgmlType::F32).rows_per_block());
                [d(&[M], rows), one(), one()]
            }
            // One decode row: a single block.
            KernelKind::MoeCombineAddRmsNorm => [one(), one(), one()],
            KernelKind::CastF16 => [d(&[M], 256), one(), one()],
            // N = columns (1024 per block), M = rows.
            KernelKind::QuantizeRowsQ8 => [d(&[N], 1024), d(&[M], 1), one()],
            // N = columns, M = rows (blockIdx.y = row).
            KernelKind::GatherRowsF16
            | KernelKind::MoeCombineRows
            | KernelKind::AddBiasRows
            | KernelKind::SigmoidScaleRows => [d(&[N], 256), d(&[M], 1), one()],
            // M = query heads, N = head dim, K = rows (blockIdx.y = row).
            KernelKind::RopeNeoxKvStoreRows(_)
            | KernelKind::RopeNormKvStoreRows(_)
            | KernelKind::RopeNeoxQkRows
            | KernelKind::RopeNormQkRows
            | KernelKind::RopeYarnNeoxKvStoreRows(_)
            | KernelKind::RopeYarnNormKvStoreRows(_)
            | KernelKind::RopeYarnNeoxQkRows
            | KernelKind::RopeYarnNormQkRows => [d(&[M, N], 256), d(&[K], 1), one()],
            // M = query heads, K = rows: one block per (head, tile of rows).
            KernelKind::AttnPrefill(_) | KernelKind::AttnPrefillExt(_) => [
                d(&[M], 1),
                d(&[K], u64::from(attention::PREFILL_ROWS)),
                one(),
            ],
            // M = KV heads, N = query heads per KV head, K = rows: one block per (KV head, 64
            // (row, head) pairs).
            KernelKind::AttnPrefillMma(_) => [
                d(&[M], 1),
                d(&[N, K], u64::from(attention_mma::MMA_ROWS)),
                one(),
            ],
            // M = row width, K = routed picks (blockIdx.y = pick).
            KernelKind::MoeBias => [d(&[M], 256), d(&[K], 1), one()],
            // M = channels.
            KernelKind::Conv1dStep => [d(&[M], 256), one(), one()],
            // M = value heads, N = head dim: one thread per state row.
            KernelKind::DeltaNetStep => [d(&[M, N], 128), one(), one()],
        }
    }

    /// The grid (blocks in x, y, z) for a launch at `shape` (see [`KernelKind::grid_rule`]).
    pub fn grid(&self, shape: CostShape) -> [u32; 3] {
        self.grid_rule()
            .map(|dim| dim.blocks(shape.m, shape.n, shape.k))
    }

    /// (bytes moved, floating-point operations) of one launch at `shape`.
    pub fn cost(&self, shape: CostShape) -> (u64, u64) {
        let CostShape { m, n, k } = shape;
        let wbytes = |ty: &GgmlType, rows: u64, cols: u64| {
            rows * cols / ty.block_size() as u64 * ty.type_size() as u64
        };
        match self {
            KernelKind::Matvec(ty) | KernelKind::MatvecNarrow(ty) => {
                (wbytes(ty, m, n) + 4 * (n + m), 2 * m * n)
            }
            KernelKind::MoeMatvec(ty) => {
                (k * (wbytes(ty, m, n) + 4 * (n + m)) + 12 * k, 2 * k * m * n)
            }
            // The up values read beside x, and ~6 flops of SwiGLU per input.
            KernelKind::MoeMatvecSwiglu(ty) => (
                k * (wbytes(ty, m, n) + 4 * (2 * n + m)) + 12 * k,
                2 * k * m * n + 6 * k * n,
            ),
            // m = rows, n = cols, k = tiles of `mm_tokens` rows each (an upper bound).
            KernelKind::MoeMatmul(ty) => {
                let t = u64::from(matmul::mm_tokens(*ty));
                (
                    k * (wbytes(ty, m, n) + 4 * t * (n + m)) + 16 * k,
                    2 * k * t * m * n,
                )
            }
            // The same bound, with q8 x (about 1.125 bytes per element) and 32 tokens a pass.
            KernelKind::MoeMatmulMma(ty) => {
                let t = u64::from(matmul_mma::mm_tokens());
                (
                    k * (wbytes(ty, m, n) + t * (n + n / 8 + 4 * m)) + 16 * k,
                    2 * k * t * m * n,
                )
            }
            KernelKind::DequantF16(ty) => (wbytes(ty, m, n) + 2 * m * n, m * n),
            KernelKind::Embed(ty) => (wbytes(ty, m, n) + 4 * m * n + 4 * m, m * n),
            KernelKind::RmsNorm | KernelKind::RmsNormPair => (12 * m * n, 4 * m * n),
            // m = experts, n = columns, k = picks: the matvec, then the top-k's reads.
            KernelKind::RouterMatvecTopK => (
                4 * m * n + 4 * (n + m) + 8 * k + 4 * m,
                2 * m * n + m * (4 + k),
            ),
            KernelKind::AddRmsNorm => (24 * m * n, 5 * m * n),
            // n = row width, k = routed experts.
            KernelKind::MoeCombineAddRmsNorm => (4 * n * (k + 4) + 4 * k, n * (2 * k + 5)),
            KernelKind::RopeNeox | KernelKind::RopeNorm => (8 * m * k, 6 * m * k),
            // The YaRN blend adds ~8 flops per pair.
            KernelKind::RopeYarnNeox | KernelKind::RopeYarnNorm => (8 * m * k, 10 * m * k),
            // m = query heads, n = head dim, k = n_rot (q and k rotated, k and v stored at
            // the cache's f16; q's head count stands in for k's, an upper bound).
            KernelKind::RopeNeoxKvStore(_) | KernelKind::RopeNormKvStore(_) => {
                (16 * m * k + 12 * m * n, 12 * m * k)
            }
            KernelKind::RopeYarnNeoxKvStore(_) | KernelKind::RopeYarnNormKvStore(_) => {
                (16 * m * k + 12 * m * n, 20 * m * k)
            }
            // m = q and k heads, n = head dim, k = n_rot: each head read twice and written
            // once, its norm weight, and K and V stored (bounded by q's count, as above).
            KernelKind::NormRopeNeoxKvStore(_) | KernelKind::NormRopeNormKvStore(_) => {
                (20 * m * n, 4 * m * n + 12 * m * k)
            }
            KernelKind::RouterTopK | KernelKind::RouterTopKSoftmaxWeight => {
                (4 * m * n + 8 * m * k, m * n * (4 + k))
            }
            KernelKind::Swiglu => (12 * m, 6 * m),
            KernelKind::SwigluOai => (12 * m, 10 * m),
            // m = row width, k = picks: x and y per pick, one bias row each, the ids.
            KernelKind::MoeBias => (12 * m * k + 4 * k, m * k),
            KernelKind::Add => (12 * m, m),
            // The window's split is costed at the full length (an upper bound: n is the
            // cache's length, the window only shortens what is read).
            KernelKind::AttnSplit(_) | KernelKind::AttnSplitWindow(_) => {
                (4 * m * k + 4 * m * n * k, 4 * m * n * k)
            }
            KernelKind::AttnCombine => (8 * m * k, 4 * m * k),
            // The split's bytes and flops plus its combine's (n = capacity, as the split).
            KernelKind::AttnSplitCombine(_) => {
                let splits = n.div_ceil(u64::from(ATTN_CHUNK));
                (
                    4 * m * k + 4 * m * n * k + 8 * m * k * splits,
                    4 * m * n * k + 4 * m * k * splits,
                )
            }
            KernelKind::AttnCombineSinks => (8 * m * k + 4 * m, 4 * m * k + 2 * m),
            // m = row width, k = rows: f32 in, the code out (q8: a scale per group too).
            KernelKind::KvStore(c) => {
                let out = match c {
                    KvCode::F32 => 4,
                    KvCode::F16 => 2,
                    KvCode::Q8 => 1,
                };
                (2 * k.max(1) * m * (4 + out), 2 * k.max(1) * m)
            }
            KernelKind::MoeCombine => (4 * m * (k + 1) + 4 * k, 2 * m * k),
            KernelKind::SigmoidScale => (8 * m + 4, m + 4),
            KernelKind::CastF16 => (6 * m, m),
            KernelKind::QuantizeRowsQ8 => (4 * m * n + 9 * m * n / 8, 4 * m * n),
            KernelKind::GatherRowsF16 => (6 * m * n + 4 * m, m * n),
            // m = query heads, n = head dim, k = rows: q rotated in place, k and v read and
            // stored at f16 (k's head count bounded by q's, as in the single-row cost).
            KernelKind::RopeNeoxKvStoreRows(_) | KernelKind::RopeNormKvStoreRows(_) => {
                (20 * m * n * k, 6 * m * n * k)
            }
            KernelKind::RopeNeoxQkRows | KernelKind::RopeNormQkRows => {
                (16 * m * n * k, 6 * m * n * k)
            }
            KernelKind::RopeYarnNeoxQkRows | KernelKind::RopeYarnNormQkRows => {
                (16 * m * n * k, 10 * m * n * k)
            }
            KernelKind::RopeYarnNeoxKvStoreRows(_) | KernelKind::RopeYarnNormKvStoreRows(_) => {
                (20 * m * n * k, 10 * m * n * k)
            }
            // m = query heads, n = head dim, k = rows from position 0: row r reads r + 1 cached
            // K and V rows of its head (f16 each).
            // The window only shortens what is read: costed at the full causal range.
            KernelKind::AttnPrefill(_) | KernelKind::AttnPrefillExt(_) => {
                let positions = k * (k + 1) / 2;
                (4 * m * n * positions + 8 * m * n * k, 4 * m * n * positions)
            }
            // m = KV heads, n = query heads per KV head, k = rows: each block of 64 (row,
            // head) pairs reads its KV head's prefix once (f16, K and V), the queries and
            // outputs are f32; head dim taken at the kernel's widest.
            KernelKind::AttnPrefillMma(_) => {
                let d = u64::from(attention_mma::MMA_MAX_DIM);
                let blocks_per_head = (n * k).div_ceil(u64::from(attention_mma::MMA_ROWS));
                let positions = blocks_per_head * (k + 1) / 2;
                (
                    4 * m * d * positions + 8 * m * n * k * d,
                    4 * m * n * d * (k * (k + 1) / 2),
                )
            }
            KernelKind::MoeCombineRows => (4 * m * n * (k + 1) + 8 * m * k, 2 * m * n * k),
            KernelKind::AddBiasRows => (8 * m * n + 4 * n, m * n),
            KernelKind::SigmoidScaleRows => (8 * m * n + 4 * m, m * n + 4 * m),
            // m = channels, k = taps: the state column read and written, x, w and y.
            KernelKind::Conv1dStep => (4 * m * (2 * k + 2), 2 * m * k + 4 * m),
            // m = value heads, n = head dim: the state read and written twice, q/k per row.
            KernelKind::DeltaNetStep => (16 * m * n * n + 12 * m * n, 10 * m * n * n),
        }
    }
}
