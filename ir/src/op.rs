//! The closed set of operations a model graph is made of, with their exact semantics.
//!
//! Conventions every op shares (executors rely on them):
//! * Activations are row-major, one row per token: `x: f32[T, n]` is `T` rows of `n` floats.
//!   Token `t` of a batch sits at position `positions[t]` of the sequence.
//! * Weights are ggml tensors referenced by [`WeightId`]; their shape is in ggml order, `ne0`
//!   first. A matrix weight `W` of ggml shape `[K, N]` holds `N` rows of `K` elements, so a matmul
//!   computes `y[t, n] = Σ_k x[t, k] · W[n, k]` (that is `y = x · Wᵀ`, llama.cpp's
//!   `ggml_mul_mat(W, x)`). Stacked expert weights have ggml shape `[K, N, n_expert]`: expert
//!   `e`'s matrix is the `e`-th `[K, N]` slab.
//! * RMSNorm is `y = x / sqrt(mean(x²) + eps) ⊙ w`, mean over the normalised group, in f32.
//! * SwiGLU is `silu(g) ⊙ u` with `silu(g) = g / (1 + exp(−g))`.
//!
//! * The routed-expert split ([`Op::CarRoute`], [`Op::ExpertSplit`], [`Op::ExpertFfn`],
//!   [`Op::ExpertCombine`]) is written by the runtime's scheduling passes in place of an
//!   [`Op::MoeFfn`] once the residency of the experts is known; a compiled plan holds the
//!   `MoeFfn`. These ops speak of resident and host weights, never of a particular device.
//!
//! Which GGUF tensor feeds which weight is the frontends' business (see
//! `strata_compiler::frontend`); the op only says what it computes.

use crate::graph::WeightId;
use serde::{Deserialize, Serialize};

/// A graph input that the runtime fills for every batch.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum InputKind {
    /// `i32[T]`: the batch's token ids.
    Tokens,
    /// `i32[T]`: each token's position in the sequence (0-based; the KV cache slot it writes).
    Positions,
}

impl InputKind {
    /// Name in the text form.
    pub const fn name(self) -> &'static str {
        match self {
            Self::Tokens => "tokens",
            Self::Positions => "positions",
        }
    }
}

/// How RoPE pairs up the dimensions it rotates.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RopeMode {
    /// llama.cpp's `LLAMA_ROPE_TYPE_NORM` (llama, Mixtral): rotates adjacent pairs
    /// `(x[2i], x[2i+1])`.
    Normal,
    /// llama.cpp's `LLAMA_ROPE_TYPE_NEOX` (qwen2moe, qwen3moe): rotates `(x[i], x[i + n_rot/2])`.
    Neox,
}

impl RopeMode {
    /// Name in the text form.
    pub const fn name(self) -> &'static str {
        match self {
            Self::Normal => "normal",
            Self::Neox => "neox",
        }
    }
}

/// How the router turns logits into expert probabilities.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Scoring {
    /// `p = softmax(logits)` over all experts of the token.
    Softmax,
    /// `p = sigmoid(logits)`, element-wise.
    Sigmoid,
    /// The experts are chosen on the raw logits and the weights are the softmax of the `k`
    /// chosen logits alone (llama.cpp's `SOFTMAX_WEIGHT` gating, gpt-oss): for [`Op::RouterTopK`],
    /// `ids` are the `k` largest logits (ties to the lower id) and
    /// `weights[t, j] = exp(l_j − m) / Σ_i exp(l_i − m)` over the chosen `l`, `m` their maximum.
    SoftmaxWeight,
}

impl Scoring {
    /// Name in the text form.
    pub const fn name(self) -> &'static str {
        match self {
            Self::Softmax => "softmax",
            Self::Sigmoid => "sigmoid",
            Self::SoftmaxWeight => "softmax_weight",
        }
    }
}

/// The gated activation `h = act(g, u)` between an expert's gate/up and down projections, with
/// `g` and `u` the gate and up projections (biases included).
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub enum Glu {
    /// `h = silu(g) · u`.
    Swiglu,
    /// gpt-oss's clamped SwiGLU (llama.cpp's `ggml_swiglu_oai`): `x = min(g, limit)`,
    /// `y = clamp(u, −limit, limit)`, `h = x / (1 + exp(−alpha·x)) · (y + 1)`. gpt-oss uses
    /// `alpha = 1.702`, `limit = 7`.
    SwigluOai { alpha: f32, limit: f32 },
}

impl Glu {
    /// The activation's text form.
    pub fn text(&self) -> String {
        match self {
            Self::Swiglu => "swiglu".to_string(),
            Self::SwigluOai { alpha, limit } => {
                format!("swiglu_oai(alpha={alpha:?},limit={limit:?})")
            }
        }
    }
}

/// Which copy of a routed expert's weights an [`Op::ExpertFfn`] node computes from. Both copies
/// hold the same bytes, so both sides compute the same numbers; the side only says where the
/// weights live, and so which executor unit runs the products.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ExpertSide {
    /// Experts whose weights are resident in the executor's fast weight memory (its expert
    /// slots), as the residency table says when the batch runs.
    Resident,
    /// Every other expert: computed from the weights in host memory.
    Host,
}

impl ExpertSide {
    /// Name in the text form.
    pub const fn name(self) -> &'static str {
        match self {
            Self::Resident => "resident",
            Self::Host => "host",
        }
    }
}

/// One operation. Inputs and outputs are listed per variant as `(inputs) -> (outputs)`; the
/// graph's [`crate::graph::Node`] holds the value ids in that order.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Op {
    /// `() -> (i32[T])`: a per-batch input filled by the runtime.
    Input(InputKind),

    /// `(tokens: i32[T]) -> (x: f32[T, n_embd])`: `x[t] = dequant(table row tokens[t])`.
    /// `table` has ggml shape `[n_embd, n_vocab]` (`token_embd.weight`). A token id outside
    /// `0..n_vocab` is a runtime error, never an out-of-bounds read.
    Embedding { table: WeightId },

    /// `(x: f32[T, n]) -> (y: f32[T, n])`: RMSNorm over each whole row, `weight` of shape `[n]`.
    RmsNorm { weight: WeightId, eps: f32 },

    /// `(x: f32[T, n_head·head_dim]) -> (y: same)`: RMSNorm over each head's `head_dim`
    /// contiguous elements separately, all heads sharing `weight` of shape `[head_dim]`.
    /// qwen3moe applies it to Q and K right after their projections (and biases), before RoPE
    /// (`attn_q_norm.weight`, `attn_k_norm.weight`).
    HeadRmsNorm {
        weight: WeightId,
        eps: f32,
        n_head: u32,
        head_dim: u32,
    },

    /// `(x: f32[T, K]) -> (y: f32[T, N])`: `y = x · Wᵀ (+ bias)` with `weight` of ggml shape
    /// `[K, N]` in any block type and an optional f32 `bias` of shape `[N]` (qwen2moe's Q/K/V).
    MatMul {
        weight: WeightId,
        bias: Option<WeightId>,
    },

    /// `(x: f32[T, n_head·head_dim], positions: i32[T]) -> (y: same)`: rotary embedding per head.
    /// For dimension pair `i` in `0..n_rot/2`, `θ = positions[t] · freq_scale · freq_base^(−2i/n_rot)`
    /// and the pair `(a, b)` (chosen by `mode`) becomes `(a·cos θ − b·sin θ, a·sin θ + b·cos θ)`.
    /// Dimensions `n_rot..head_dim` pass through unchanged.
    Rope {
        mode: RopeMode,
        n_head: u32,
        head_dim: u32,
        n_rot: u32,
        freq_base: f32,
        freq_scale: f32,
    },

    /// `(q: f32[T, n_head·head_dim], k: f32[T, n_head_kv·head_dim], v: f32[T, n_head_kv·head_dim],
    /// positions: i32[T]) -> (o: f32[T, n_head·head_dim])`: causal multi-head attention with
    /// grouped KV heads and the KV cache of layer `layer`.
    /// First `k[t]` and `v[t]` are stored in the cache at slot `positions[t]`. Then for query head
    /// `h` (using KV head `h / (n_head / n_head_kv)`) and token `t`, with `p = positions[t]`:
    /// `s[j] = scale · q[t,h] · K[j]` for cache slots `j` in `0..=p`, `a = softmax(s)`,
    /// `o[t,h] = Σ_j a[j] · V[j]`. Q and K arrive already normalised and rotated.
    Attention {
        layer: u32,
        n_head: u32,
        n_head_kv: u32,
        head_dim: u32,
        scale: f32,
    },

    /// `(logits: f32[T, n_expert]) -> (ids: i32[T, k], weights: f32[T, k])`: expert selection.
    /// `p = scoring(logits)`; `ids` are the `k` experts with the largest `p` in descending order
    /// (ties to the lower id); `weights[t, j] = p[t, ids[t, j]]`, divided by
    /// `Σ_j p[t, ids[t, j]]` when `norm_topk`. The logits come from a preceding [`Op::MatMul`]
    /// on `ffn_gate_inp.weight`, so cache-aware routing can read them.
    RouterTopK {
        layer: u32,
        n_expert: u32,
        k: u32,
        scoring: Scoring,
        norm_topk: bool,
    },

    /// `(x: f32[T, n_embd], ids: i32[T, k], weights: f32[T, k]) -> (y: f32[T, n_embd])`: the
    /// routed experts' SwiGLU FFN, one node so that scheduling passes can split it per expert:
    /// `y[t] = Σ_j weights[t,j] · down_e · (silu(gate_e · x[t]) ⊙ (up_e · x[t]))` with
    /// `e = ids[t,j]`. `gate`/`up` have ggml shape `[n_embd, n_ff, n_expert]`, `down`
    /// `[n_ff, n_embd, n_expert]`.
    MoeFfn {
        layer: u32,
        n_expert: u32,
        k: u32,
        gate: WeightId,
        up: WeightId,
        down: WeightId,
    },

    /// `(logits: f32[T, n_expert], ids: i32[T, k], positions: i32[T]) -> (ids: i32[T, k])`:
    /// cache-aware routing. Inserted by the runtime's scheduling passes between an
    /// [`Op::RouterTopK`] and its [`Op::ExpertSplit`]; a compiled plan never holds it.
    /// `logits` are the router's raw logits (the input of the `RouterTopK`), `ids` its picks.
    /// On a decode batch the runtime may replace a pick that is not resident by a resident expert
    /// the same token has not picked (the rule and its threshold belong to the runtime); the
    /// substitute takes the replaced pick's slot `[t, j]`, so it keeps that pick's router weight.
    /// On a prompt batch, and whenever nothing is substituted, the output equals `ids`.
    CarRoute { layer: u32, n_expert: u32, k: u32 },

    /// `(ids: i32[T, k]) -> (resident: i32[T, k], host: i32[T, k])`: splits the picks by where
    /// each expert's weights live, reading the runtime's residency table when the batch runs.
    /// For every pick `e = ids[t, j]` (which must lie in `0..n_expert`, else a runtime error):
    /// `resident[t, j] = e, host[t, j] = -1` when `e` is resident in layer `layer`, and
    /// `resident[t, j] = -1, host[t, j] = e` otherwise. So every pick is in exactly one output,
    /// at its own slot. Inserted by the runtime's scheduling passes; a compiled plan never holds
    /// it.
    ExpertSplit { layer: u32, n_expert: u32, k: u32 },

    /// `(x: f32[T, n_embd], ids: i32[T, k]) -> (y: f32[T, k, n_embd])`: the unweighted SwiGLU
    /// output of each pick of one side of an [`Op::ExpertSplit`]:
    /// `y[t, j] = down_e · (silu(gate_e · x[t]) ⊙ (up_e · x[t]))` for `e = ids[t, j] ≥ 0`, and
    /// `y[t, j] = 0` where `ids[t, j] = -1` (the other side's pick); any other id outside
    /// `0..n_expert` is a runtime error. Weights as in [`Op::MoeFfn`]; `side` says which copy of
    /// them is read (the numbers are the same). Inserted by the runtime's scheduling passes.
    ExpertFfn {
        layer: u32,
        n_expert: u32,
        k: u32,
        side: ExpertSide,
        gate: WeightId,
        up: WeightId,
        down: WeightId,
    },

    /// `(resident: f32[T, k, n_embd], host: f32[T, k, n_embd], resident_ids: i32[T, k],
    /// weights: f32[T, k]) -> (y: f32[T, n_embd])`: the router-weighted sum of both sides'
    /// expert outputs. With `o[t, j] = resident[t, j]` when `resident_ids[t, j] ≥ 0` and
    /// `host[t, j]` otherwise, `y[t] = ((0 + w[t,0]·o[t,0]) + w[t,1]·o[t,1]) + ...` in slot order,
    /// each product rounded to f32 before it is added: exactly the order of [`Op::MoeFfn`], so a
    /// split MoE layer computes the same bits as the node it replaces, whatever the residency.
    /// Inserted by the runtime's scheduling passes.
    ExpertCombine { layer: u32, k: u32 },

    /// `(x: f32[T, n_embd]) -> (y: f32[T, n_embd])`: a dense SwiGLU FFN,
    /// `y = down · (silu(gate · x) ⊙ (up · x))` (dense llama layers).
    DenseFfn {
        gate: WeightId,
        up: WeightId,
        down: WeightId,
    },

    /// `(x: f32[T, n_embd]) -> (y: f32[T, n_embd])`: the shared expert, a SwiGLU FFN every token
    /// runs, scaled by its sigmoid gate when `gate_inp` (ggml shape `[n_embd]` or `[n_embd, 1]`)
    /// is present: `y = sigmoid(x · gate_inp) · down · (silu(gate · x) ⊙ (up · x))` (qwen2moe's
    /// `ffn_*_shexp`, `ffn_gate_inp_shexp`).
    SharedExpert {
        gate: WeightId,
        up: WeightId,
        down: WeightId,
        gate_inp: Option<WeightId>,
    },

    /// `(a: f32[T, n], b: f32[T, n]) -> (a + b)`: the residual add.
    Add,

    /// `(x: f32[T, n_embd]) -> (logits: f32[T, n_vocab])`: `logits = x · Wᵀ` with `weight` of
    /// ggml shape `[n_embd, n_vocab]` (`output.weight`, or `token_embd.weight` when tied). The
    /// final norm is a separate [`Op::RmsNorm`] before it.
    OutputHead { weight: WeightId },

    /// `(x: f32[T, n_head·head_dim], positions: i32[T]) -> (y: same)`: RoPE with YaRN scaling
    /// (ggml's `rope_yarn`). As [`Op::Rope`], with pair `i`'s angle built as follows: with
    /// `θ_e = positions[t] · freq_base^(−2i/n_rot)` (the extrapolated angle) and
    /// `θ_i = freq_scale · θ_e` (the interpolated one), and the correction range
    /// `[lo, hi] = [max(0, floor(c(beta_fast))), min(n_rot − 1, ceil(c(beta_slow)))]` where
    /// `c(β) = n_rot · ln(n_ctx_orig / (2π·β)) / (2 ln freq_base)`:
    /// `ramp = (1 − clamp((i − lo) / max(0.001, hi − lo), 0, 1)) · ext_factor`,
    /// `θ = θ_i · (1 − ramp) + θ_e · ramp`, and the rotation is scaled by
    /// `mscale = attn_factor · (1 + 0.1 · ln(1 / freq_scale))` (by `attn_factor` alone when
    /// `ext_factor` is 0): the pair becomes `mscale · (a·cos θ − b·sin θ, a·sin θ + b·cos θ)`.
    RopeYarn {
        mode: RopeMode,
        n_head: u32,
        head_dim: u32,
        n_rot: u32,
        freq_base: f32,
        freq_scale: f32,
        n_ctx_orig: u32,
        ext_factor: f32,
        attn_factor: f32,
        beta_fast: f32,
        beta_slow: f32,
    },

    /// `(q, k, v, positions) -> (o)` as [`Op::Attention`], with two extensions (gpt-oss):
    /// * `window > 0`: token `t` at position `p` attends only to cache slots `j` with
    ///   `p − j < window` (llama.cpp's standard sliding window: the last `window` positions,
    ///   itself included); `window = 0` is the full causal range `0..=p`.
    /// * `sinks` (a float weight of `[n_head]`: F32, F16 or BF16): query head `h` has a learned logit `s_h` that
    ///   joins the softmax's denominator but attends to nothing:
    ///   `m = max(max_j s[j], s_h)`, `a[j] = exp(s[j] − m) / (Σ_i exp(s[i] − m) + exp(s_h − m))`.
    AttentionExt {
        layer: u32,
        n_head: u32,
        n_head_kv: u32,
        head_dim: u32,
        scale: f32,
        window: u32,
        sinks: Option<WeightId>,
    },

    /// `(x: f32[T, n_embd], ids: i32[T, k], weights: f32[T, k]) -> (y: f32[T, n_embd])`: the
    /// routed experts' gated FFN with per-expert biases and a choice of activation (gpt-oss):
    /// `g = gate_e · x[t] + gate_bias[e]`, `u = up_e · x[t] + up_bias[e]`,
    /// `y[t] = Σ_j weights[t,j] · (down_e · glu(g, u) + down_bias[e])` with `e = ids[t,j]`,
    /// summed in slot order as [`Op::MoeFfn`]. Weights as in [`Op::MoeFfn`]; the biases are floats
    /// (F32, F16 or BF16) of ggml shape `[n_ff, n_expert]` (gate, up) and `[n_embd, n_expert]` (down), each
    /// optional (absent = 0). The runtime's expert split does not apply to this op: it runs
    /// whole.
    MoeFfnExt {
        layer: u32,
        n_expert: u32,
        k: u32,
        gate: WeightId,
        up: WeightId,
        down: WeightId,
        gate_bias: Option<WeightId>,
        up_bias: Option<WeightId>,
        down_bias: Option<WeightId>,
        glu: Glu,
    },
    // ---- Gated DeltaNet and gated attention (qwen35moe); see `strata_compiler::frontend`. ----
    //
    // The recurrent ops read and write per-sequence state that lives beside the KV cache
    // (the runtime's recurrent cache), keyed by `layer`, zero at the start of a sequence and
    // carried from one batch to the next, so a batch of `T` tokens computes exactly what `T`
    // batches of one token compute. Tokens of a batch are consecutive positions of one sequence.
    /// `(x: f32[T, channels]) -> (y: f32[T, channels])`: the short causal depthwise conv1d of a
    /// gated DeltaNet layer followed by SiLU, with layer `layer`'s conv state. `weight` has ggml
    /// shape `[kernel, channels]`: channel `c`'s taps `w[c, 0..kernel]`, oldest first. With
    /// `u[.., c]` = the channel's last `kernel − 1` inputs before the batch (the state; zeros at
    /// the start of a sequence) followed by `x[0..T, c]`:
    /// `y[t, c] = silu(Σ_{i in 0..kernel} u[t + i, c] · w[c, i])`, summed in f32 in order of `i`
    /// (llama.cpp's `ggml_ssm_conv`). Afterwards the state holds the last `kernel − 1` rows of
    /// `u`.
    CausalConv1d {
        layer: u32,
        channels: u32,
        kernel: u32,
        weight: WeightId,
    },

    /// `(qkv: f32[T, (2·n_k_head + n_v_head)·head_dim], alpha: f32[T, n_v_head],
    /// beta: f32[T, n_v_head]) -> (o: f32[T, n_v_head·head_dim])`: the gated delta rule of layer
    /// `layer` (llama.cpp's `ggml_gated_delta_net` with a scalar gate per head). Each row of `qkv`
    /// is `q` (`n_k_head` heads of `head_dim`), then `k` (as many), then `v` (`n_v_head` heads).
    /// `dt_bias` and `a` (= −exp(A_log)) have `n_v_head` values. For token `t` and value head `h`,
    /// with key head `kh = h mod n_k_head` and `D = head_dim`:
    /// ```text
    /// q̂ = q[t,kh] / sqrt(Σ q[t,kh]² + eps),  k̂ = k[t,kh] / sqrt(Σ k[t,kh]² + eps)      (L2 norm)
    /// g = softplus(alpha[t,h] + dt_bias[h]) · a[h]     softplus(x) = ln(1 + eˣ), x when x > 20
    /// b = sigmoid(beta[t,h])
    /// S ← e^g · S                                      S: D×D, S[i][j], i over keys, j over values
    /// d[j] = (v[t,h,j] − Σ_i S[i][j]·k̂[i]) · b
    /// S[i][j] ← S[i][j] + k̂[i]·d[j]
    /// o[t,h,j] = (Σ_i S[i][j]·q̂[i]) / sqrt(D)
    /// ```
    /// `S` is head `h`'s state (zeros at the start of a sequence), updated token by token; sums
    /// over `i` in f32. A chunked evaluation of the same recurrence is allowed to differ only by
    /// f32 rounding.
    GatedDeltaNet {
        layer: u32,
        n_k_head: u32,
        n_v_head: u32,
        head_dim: u32,
        eps: f32,
        dt_bias: WeightId,
        a: WeightId,
    },

    /// `(x: f32[T, n_head·head_dim], z: f32[T, n_head·head_dim]) -> (y: same)`: the DeltaNet
    /// output norm with its gate: each head's `head_dim` values RMS-normalised with `weight`
    /// (`[head_dim]`, shared by the heads), times `silu(z)`:
    /// `y[t,h] = rms_norm(x[t,h]) ⊙ weight ⊙ silu(z[t,h])`.
    GatedHeadNorm {
        weight: WeightId,
        eps: f32,
        n_head: u32,
        head_dim: u32,
    },

    /// `(x: f32[T, n_head·2·head_dim]) -> (a: f32[T, n_head·head_dim], b: same)`: splits a
    /// projection that writes two `head_dim` vectors per head side by side (qwen35moe's query
    /// and output gate): `a[t, h·D + j] = x[t, 2hD + j]`, `b[t, h·D + j] = x[t, 2hD + D + j]`.
    SplitHeadPairs { n_head: u32, head_dim: u32 },

    /// `(x: f32[T, n], g: f32[T, n]) -> (y: f32[T, n])`: `y = x ⊙ sigmoid(g)`, the gated
    /// attention's output gate (applied before the output projection).
    SigmoidGate,
}

impl Op {
    /// The op's name in the text form.
    pub const fn name(&self) -> &'static str {
        match self {
            Self::Input(_) => "input",
            Self::Embedding { .. } => "embedding",
            Self::RmsNorm { .. } => "rms_norm",
            Self::HeadRmsNorm { .. } => "head_rms_norm",
            Self::MatMul { .. } => "matmul",
            Self::Rope { .. } => "rope",
            Self::Attention { .. } => "attention",
            Self::RouterTopK { .. } => "router_topk",
            Self::MoeFfn { .. } => "moe_ffn",
            Self::CarRoute { .. } => "car_route",
            Self::ExpertSplit { .. } => "expert_split",
            Self::ExpertFfn { .. } => "expert_ffn",
            Self::ExpertCombine { .. } => "expert_combine",
            Self::DenseFfn { .. } => "dense_ffn",
            Self::SharedExpert { .. } => "shared_expert",
            Self::Add => "add",
            Self::OutputHead { .. } => "output_head",
            Self::RopeYarn { .. } => "rope_yarn",
            Self::AttentionExt { .. } => "attention_ext",
            Self::MoeFfnExt { .. } => "moe_ffn_ext",
            Self::CausalConv1d { .. } => "causal_conv1d",
            Self::GatedDeltaNet { .. } => "gated_delta_net",
            Self::GatedHeadNorm { .. } => "gated_head_norm",
            Self::SplitHeadPairs { .. } => "split_head_pairs",
            Self::SigmoidGate => "sigmoid_gate",
        }
    }

    /// How many input values the op takes.
    pub const fn n_inputs(&self) -> usize {
        match self {
            Self::Input(_) => 0,
            Self::Embedding { .. }
            | Self::RmsNorm { .. }
            | Self::HeadRmsNorm { .. }
            | Self::MatMul { .. }
            | Self::RouterTopK { .. }
            | Self::ExpertSplit { .. }
            | Self::DenseFfn { .. }
            | Self::SharedExpert { .. }
            | Self::OutputHead { .. }
            | Self::CausalConv1d { .. }
            | Self::SplitHeadPairs { .. } => 1,
            Self::Rope { .. } | Self::RopeYarn { .. } | Self::Add | Self::ExpertFfn { .. } => 2,
            Self::GatedHeadNorm { .. } | Self::SigmoidGate => 2,
            Self::MoeFfn { .. }
            | Self::MoeFfnExt { .. }
            | Self::CarRoute { .. }
            | Self::GatedDeltaNet { .. } => 3,
            Self::Attention { .. } | Self::AttentionExt { .. } | Self::ExpertCombine { .. } => 4,
        }
    }

    /// How many values the op produces.
    pub const fn n_outputs(&self) -> usize {
        match self {
            Self::RouterTopK { .. } | Self::ExpertSplit { .. } | Self::SplitHeadPairs { .. } => 2,
            _ => 1,
        }
    }

    /// The weights the op reads, each with its role name, in a fixed order.
    pub fn weights(&self) -> Vec<(&'static str, WeightId)> {
        match *self {
            Self::Input(_) | Self::Rope { .. } | Self::Attention { .. } | Self::Add => vec![],
            Self::RouterTopK { .. }
            | Self::CarRoute { .. }
            | Self::ExpertSplit { .. }
            | Self::ExpertCombine { .. } => vec![],
            Self::Embedding { table } => vec![("table", table)],
            Self::RmsNorm { weight, .. } | Self::HeadRmsNorm { weight, .. } => {
                vec![("weight", weight)]
            }
            Self::MatMul { weight, bias } => {
                let mut v = vec![("weight", weight)];
                if let Some(b) = bias {
                    v.push(("bias", b));
                }
                v
            }
            Self::MoeFfn { gate, up, down, .. }
            | Self::ExpertFfn { gate, up, down, .. }
            | Self::DenseFfn { gate, up, down } => {
                vec![("gate", gate), ("up", up), ("down", down)]
            }
            Self::SharedExpert {
                gate,
                up,
                down,
                gate_inp,
            } => {
                let mut v = vec![("gate", gate), ("up", up), ("down", down)];
                if let Some(g) = gate_inp {
                    v.push(("gate_inp", g));
                }
                v
            }
            Self::OutputHead { weight } => vec![("weight", weight)],
            Self::RopeYarn { .. } => vec![],
            Self::AttentionExt { sinks, .. } => sinks.map(|s| ("sinks", s)).into_iter().collect(),
            Self::MoeFfnExt {
                gate,
                up,
                down,
                gate_bias,
                up_bias,
                down_bias,
                ..
            } => {
                let mut v = vec![("gate", gate), ("up", up), ("down", down)];
                for (role, b) in [
                    ("gate_bias", gate_bias),
                    ("up_bias", up_bias),
                    ("down_bias", down_bias),
                ] {
                    if let Some(b) = b {
                        v.push((role, b));
                    }
                }
                v
            }
            Self::CausalConv1d { weight, .. } | Self::GatedHeadNorm { weight, .. } => {
                vec![("weight", weight)]
            }
            Self::GatedDeltaNet { dt_bias, a, .. } => vec![("dt_bias", dt_bias), ("a", a)],
            Self::SplitHeadPairs { .. } | Self::SigmoidGate => vec![],
        }
    }

    /// Rewrites every weight id the op holds through `f` (used when a weight table is
    /// compacted).
    pub fn map_weights(&mut self, mut f: impl FnMut(WeightId) -> WeightId) {
        match self {
            Self::Input(_) | Self::Rope { .. } | Self::Attention { .. } | Self::Add => {}
            Self::RouterTopK { .. }
            | Self::CarRoute { .. }
            | Self::ExpertSplit { .. }
            | Self::ExpertCombine { .. } => {}
            Self::Embedding { table } => *table = f(*table),
            Self::RmsNorm { weight, .. } | Self::HeadRmsNorm { weight, .. } => *weight = f(*weight),
            Self::MatMul { weight, bias } => {
                *weight = f(*weight);
                if let Some(b) = bias {
                    *b = f(*b);
                }
            }
            Self::MoeFfn { gate, up, down, .. }
            | Self::ExpertFfn { gate, up, down, .. }
            | Self::DenseFfn { gate, up, down } => {
                *gate = f(*gate);
                *up = f(*up);
                *down = f(*down);
            }
            Self::SharedExpert {
                gate,
                up,
                down,
                gate_inp,
            } => {
                *gate = f(*gate);
                *up = f(*up);
                *down = f(*down);
                if let Some(g) = gate_inp {
                    *g = f(*g);
                }
            }
            Self::OutputHead { weight } => *weight = f(*weight),
            Self::RopeYarn { .. } => {}
            Self::AttentionExt { sinks, .. } => {
                if let Some(s) = sinks {
                    *s = f(*s);
                }
            }
            Self::MoeFfnExt {
                gate,
                up,
                down,
                gate_bias,
                up_bias,
                down_bias,
                ..
            } => {
                *gate = f(*gate);
                *up = f(*up);
                *down = f(*down);
                for b in [gate_bias, up_bias, down_bias].into_iter().flatten() {
                    *b = f(*b);
                }
            }
            Self::CausalConv1d { weight, .. } | Self::GatedHeadNorm { weight, .. } => {
                *weight = f(*weight)
            }
            Self::GatedDeltaNet { dt_bias, a, .. } => {
                *dt_bias = f(*dt_bias);
                *a = f(*a);
            }
            Self::SplitHeadPairs { .. } | Self::SigmoidGate => {}
        }
    }

    /// The scalar attributes in the text form, `key=value` separated by spaces, in a fixed
    /// order. Floats print with Rust's shortest round-trip form so the text is stable.
    pub fn attrs_text(&self) -> String {
        match self {
            Self::Input(kind) => kind.name().to_string(),
            Self::Embedding { .. } | Self::MatMul { .. } | Self::DenseFfn { .. } => String::new(),
            Self::SharedExpert { .. } | Self::Add | Self::OutputHead { .. } => String::new(),
            Self::RmsNorm { eps, .. } => format!("eps={eps:?}"),
            Self::HeadRmsNorm {
                eps,
                n_head,
                head_dim,
                ..
            } => format!("eps={eps:?} n_head={n_head} head_dim={head_dim}"),
            Self::Rope {
                mode,
                n_head,
                head_dim,
                n_rot,
                freq_base,
                freq_scale,
            } => format!(
                "mode={} n_head={n_head} head_dim={head_dim} n_rot={n_rot} freq_base={freq_base:?} freq_scale={freq_scale:?}",
                mode.name()
            ),
            Self::Attention {
                layer,
                n_head,
                n_head_kv,
                head_dim,
                scale,
            } => format!(
                "layer={layer} n_head={n_head} n_head_kv={n_head_kv} head_dim={head_dim} scale={scale:?}"
            ),
            Self::RouterTopK {
                layer,
                n_expert,
                k,
                scoring,
                norm_topk,
            } => format!(
                "layer={layer} n_expert={n_expert} k={k} scoring={} norm_topk={norm_topk}",
                scoring.name()
            ),
            Self::MoeFfn {
                layer, n_expert, k, ..
            }
            | Self::CarRoute {
                layer, n_expert, k, ..
            }
            | Self::ExpertSplit {
                layer, n_expert, k, ..
            } => format!("layer={layer} n_expert={n_expert} k={k}"),
            Self::ExpertFfn {
                layer,
                n_expert,
                k,
                side,
                ..
            } => format!(
                "layer={layer} n_expert={n_expert} k={k} side={}",
                side.name()
            ),
            Self::ExpertCombine { layer, k } => format!("layer={layer} k={k}"),
            Self::RopeYarn {
                mode,
                n_head,
                head_dim,
                n_rot,
                freq_base,
                freq_scale,
                n_ctx_orig,
                ext_factor,
                attn_factor,
                beta_fast,
                beta_slow,
            } => format!(
                "mode={} n_head={n_head} head_dim={head_dim} n_rot={n_rot} freq_base={freq_base:?} freq_scale={freq_scale:?} n_ctx_orig={n_ctx_orig} ext_factor={ext_factor:?} attn_factor={attn_factor:?} beta_fast={beta_fast:?} beta_slow={beta_slow:?}",
                mode.name()
            ),
            Self::AttentionExt {
                layer,
                n_head,
                n_head_kv,
                head_dim,
                scale,
                window,
                ..
            } => format!(
                "layer={layer} n_head={n_head} n_head_kv={n_head_kv} head_dim={head_dim} scale={scale:?} window={window}"
            ),
            Self::MoeFfnExt {
                layer,
                n_expert,
                k,
                glu,
                ..
            } => format!("layer={layer} n_expert={n_expert} k={k} glu={}", glu.text()),
            Self::CausalConv1d {
                layer,
                channels,
                kernel,
                ..
            } => format!("layer={layer} channels={channels} kernel={kernel}"),
            Self::GatedDeltaNet {
                layer,
                n_k_head,
                n_v_head,
                head_dim,
                eps,
                ..
            } => format!(
                "layer={layer} n_k_head={n_k_head} n_v_head={n_v_head} head_dim={head_dim} eps={eps:?}"
            ),
            Self::GatedHeadNorm {
                eps,
                n_head,
                head_dim,
                ..
            } => format!("eps={eps:?} n_head={n_head} head_dim={head_dim}"),
            Self::SplitHeadPairs { n_head, head_dim } => {
                format!("n_head={n_head} head_dim={head_dim}")
            }
            Self::SigmoidGate => String::new(),
        }
    }
}
