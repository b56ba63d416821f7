//! Synthetic models: small, deterministic, random-weight GGUF files with complete
//! hyperparameters and a real byte-level BPE tokenizer, which llama.cpp loads and runs.
//!
//! Weights are drawn from N(0, σ²) with σ = 1/√fan_in for projections (so that each matrix
//! keeps activations at unit scale), shrunk by 1/√(2·n_layer) on the projections that write into
//! the residual stream (attention output and expert down) so that the stream stays bounded with
//! depth; norm weights are 1 + N(0, 0.1²); the output head uses σ = 2/√n_embd so the logits of a
//! normalized state have a standard deviation near 2, neither flat nor one-hot. Every matrix
//! dimension of the tiny and bench presets is a multiple of 256, so every block type (k-quants
//! included) applies; the calibration preset's expert width, 640, takes 32-value blocks only.
//!
//! The random numbers come from SplitMix64 (Steele, Lea and Flood, 2014), normal deviates from
//! the Box–Muller transform: a few lines, fully determined by the seed, with no dependency.

pub mod bpe;

use std::io::Write;

use rayon::prelude::*;
use strata_ir::GgmlType;

use crate::error::CompileError;
use crate::gguf::{GgufWriter, Value};

/// The model families `synth` can produce.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Preset {
    /// `qwen3moe` (Qwen3-30B-A3B's architecture): per-head q/k RMSNorm, no shared expert.
    TinyQwen3Moe,
    /// `qwen2moe`: q/k/v biases and a shared expert with a sigmoid gate.
    TinyQwen2Moe,
    /// Mixtral, which GGUF stores as architecture `llama` with `ffn_*_exps` tensors.
    TinyMixtral,
    /// `olmoe` (OLMoE-1B-7B's architecture): RMSNorm over the whole Q and K projections, no
    /// shared expert, top-k weights not renormalised. llama.cpp sizes both norm weights by
    /// `n_embd`, so K is as wide as Q: 4 KV heads for the 4 query heads.
    TinyOlmoe,
    /// `gpt-oss` (gpt-oss-20b's architecture): Q/K/V and output biases, a learned attention
    /// sink per head, sliding-window attention on the even layers (window
    /// [`GPTOSS_WINDOW`] tokens, so a short prompt already runs past it), YaRN RoPE (factor 32
    /// over an original context of 4096, as gpt-oss-20b), a biased router whose weights are the
    /// softmax of the selected logits, and experts with gate/up/down biases and the clamped
    /// SwiGLU. The gate and up projections are drawn 3× wider than the others so that a few
    /// percent of their values pass the clamp limit of 7. `--quant MXFP4` applies to the
    /// experts only (as gpt-oss ships); every other matrix stays F32 then.
    TinyGptOss,
    /// `qwen3moe` big enough that decode is memory-bound (24 layers, hidden 2048, 32/4 heads of
    /// 128, 64 experts of 768, top-8, 32768 tokens; about 4.4 GB in Q4_K): the model of the
    /// CPU decode benchmark. Written by streaming, never built in memory.
    BenchQwen3Moe,
    /// `qwen3moe` whose prompt GEMMs have the shapes of the shipped gfx1101 calibration table
    /// (hidden 2560, 4 heads of 128 with 4 KV heads, 4 experts of 640, top-2, vocab 512, 2
    /// layers): q/k/v and the output head are f16 512×2560 rows, the experts' gate/up 640×2560
    /// and down 2560×640; the attention output (2560×512) has no row. About 53M weights (57 MB in
    /// Q8_0). Its 640-wide rows take block types of 32 values (F16, Q8_0, Q4_0, ...), not
    /// k-quants.
    CalibQwen3Moe,
    /// `qwen3moe` with Qwen3-30B-A3B's shapes (48 layers, hidden 2048, 32/4 heads of 128, 128
    /// experts of 768, top-8, 151936 tokens): the offload benchmark's model, about 19 GB with
    /// Q4_K experts. Its dense matrices (attention, embedding, output head) are F16 whatever
    /// `--quant` says; Q4_K experts are written as uniform random blocks (see
    /// [`TensorSpec::uniform_q4k`]) so that 16 GB of experts take seconds, not minutes.
    A3bQwen3Moe,
    /// `qwen35moe` (Qwen3.5/3.6-35B-A3B's architecture): 4 layers, three gated-DeltaNet layers
    /// and one full-attention layer (`full_attention_interval` 4) with the output gate, partial
    /// RoPE (16 of 64 dimensions, sections 3/3/2/0), per-head Q/K norm, routed experts plus a
    /// sigmoid-gated shared expert. See [`Preset::hybrid`] for the DeltaNet sizes.
    TinyQwen35Moe,
    /// `qwen35moe` scaled from Qwen3.6-35B-A3B the way [`Preset::BenchQwen3Moe`] is from
    /// Qwen3-30B-A3B (half the layers and half the experts, a 32768-token vocabulary, every
    /// width kept): 20 layers (15 gated DeltaNet, 5 full attention with 16/2 heads of 256,
    /// partial RoPE over 64 dimensions), DeltaNet with 16 key and 32 value heads of 128 and a
    /// 4-tap conv, 128 experts of 512, top-8, plus a 512-wide shared expert; about 5.0 GB in
    /// Q4_K. Its Q4_K experts are uniform random blocks ([`TensorSpec::uniform_q4k`]), so it
    /// synthesizes in seconds; the decode benchmark's model for hybrid layers.
    BenchQwen35Moe,
}

/// The recurrent (gated DeltaNet) and attention sizes of a hybrid preset (`qwen35moe`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HybridShape {
    /// Every `full_attention_interval`-th layer (1-based) is full attention.
    pub full_attention_interval: usize,
    /// `ssm.conv_kernel`: taps of the causal conv1d.
    pub d_conv: usize,
    /// `ssm.state_size`: the head size of the DeltaNet's keys and values.
    pub d_state: usize,
    /// `ssm.group_count`: key heads.
    pub n_group: usize,
    /// `ssm.time_step_rank`: value heads.
    pub dt_rank: usize,
    /// `rope.dimension_count` of the attention layers (partial RoPE).
    pub n_rot: usize,
    /// `rope.dimension_sections` (llama.cpp's interleaved M-RoPE; text positions).
    pub sections: [i32; 4],
}

impl HybridShape {
    /// `ssm.inner_size`: value heads × head size.
    pub fn d_inner(&self) -> usize {
        self.dt_rank * self.d_state
    }
    /// Channels of the conv1d: Q and K (key heads) and V (value heads).
    pub fn conv_dim(&self) -> usize {
        2 * self.n_group * self.d_state + self.d_inner()
    }
}

impl Preset {
    /// The tiny presets: small enough to build in memory, so tests synthesize all of them.
    pub const ALL: [Preset; 6] = [
        Self::TinyQwen3Moe,
        Self::TinyQwen2Moe,
        Self::TinyMixtral,
        Self::TinyOlmoe,
        Self::TinyGptOss,
        Self::TinyQwen35Moe,
    ];

    /// The benchmark presets (gigabytes; only their tensor tables are tested).
    pub const BENCH: [Preset; 3] = [Self::BenchQwen3Moe, Self::A3bQwen3Moe, Self::BenchQwen35Moe];

    /// Presets shaped after a calibration table (tens of megabytes; built by the GEMM-pick tests).
    pub const CALIBRATION: [Preset; 1] = [Self::CalibQwen3Moe];

    /// The name `--preset` takes.
    pub fn name(self) -> &'static str {
        match self {
            Self::TinyQwen3Moe => "tiny-qwen3moe",
            Self::TinyQwen2Moe => "tiny-qwen2moe",
            Self::TinyMixtral => "tiny-mixtral",
            Self::TinyOlmoe => "tiny-olmoe",
            Self::TinyGptOss => "tiny-gptoss",
            Self::BenchQwen3Moe => "bench-qwen3moe",
            Self::CalibQwen3Moe => "calib-qwen3moe",
            Self::A3bQwen3Moe => "a3b-qwen3moe",
            Self::TinyQwen35Moe => "tiny-qwen35moe",
            Self::BenchQwen35Moe => "bench-qwen35moe",
        }
    }

    /// The preset named `name`.
    pub fn from_name(name: &str) -> Result<Preset, CompileError> {
        let every = || {
            Self::ALL
                .into_iter()
                .chain(Self::BENCH)
                .chain(Self::CALIBRATION)
        };
        every()
            .find(|p| p.name() == name)
            .ok_or_else(|| CompileError::UnknownPreset {
                name: name.to_string(),
                known: every().map(Preset::name).collect::<Vec<_>>().join(", "),
            })
    }

    /// The GGUF `general.architecture` the preset writes.
    pub fn arch(self) -> &'static str {
        match self {
            Self::TinyQwen3Moe | Self::BenchQwen3Moe | Self::CalibQwen3Moe | Self::A3bQwen3Moe => {
                "qwen3moe"
            }
            Self::TinyQwen2Moe => "qwen2moe",
            Self::TinyMixtral => "llama",
            Self::TinyOlmoe => "olmoe",
            Self::TinyGptOss => "gpt-oss",
            Self::TinyQwen35Moe | Self::BenchQwen35Moe => "qwen35moe",
        }
    }

    /// The DeltaNet and attention sizes of a hybrid preset; `None` for the attention-only ones.
    pub fn hybrid(self) -> Option<HybridShape> {
        if self == Self::BenchQwen35Moe {
            // Qwen3.6-35B-A3B's linear-attention sizes and its rotary fraction (64 of 256).
            return Some(HybridShape {
                full_attention_interval: 4,
                d_conv: 4,
                d_state: 128,
                n_group: 16,
                dt_rank: 32,
                n_rot: 64,
                sections: [11, 11, 10, 0],
            });
        }
        (self == Self::TinyQwen35Moe).then_some(HybridShape {
            full_attention_interval: 4,
            d_conv: 4,
            d_state: 64,
            n_group: 2,
            dt_rank: 4,
            n_rot: 16,
            sections: [3, 3, 2, 0],
        })
    }

    /// The preset's dimensions.
    pub fn shape(self) -> Shape {
        if self == Self::A3bQwen3Moe {
            return Shape {
                n_vocab: 151_936,
                n_ctx: 4096,
                n_embd: 2048,
                n_layer: 48,
                n_head: 32,
                n_head_kv: 4,
                head_dim: 128,
                n_expert: 128,
                n_expert_used: 8,
                n_ff_exp: 768,
                n_ff_shexp: 0,
                rms_eps: 1e-6,
                rope_base: 1_000_000.0,
            };
        }
        if self == Self::BenchQwen3Moe {
            return Shape {
                n_vocab: 32_768,
                n_ctx: 4096,
                n_embd: 2048,
                n_layer: 24,
                n_head: 32,
                n_head_kv: 4,
                head_dim: 128,
                n_expert: 64,
                n_expert_used: 8,
                n_ff_exp: 768,
                n_ff_shexp: 0,
                rms_eps: 1e-6,
                rope_base: 1_000_000.0,
            };
        }
        if self == Self::BenchQwen35Moe {
            return Shape {
                n_vocab: 32_768,
                n_ctx: 4096,
                n_embd: 2048,
                n_layer: 20,
                n_head: 16,
                n_head_kv: 2,
                head_dim: 256,
                n_expert: 128,
                n_expert_used: 8,
                n_ff_exp: 512,
                n_ff_shexp: 512,
                rms_eps: 1e-6,
                rope_base: 10_000_000.0,
            };
        }
        if self == Self::CalibQwen3Moe {
            return Shape {
                n_vocab: 512,
                n_ctx: 512,
                n_embd: 2560,
                n_layer: 2,
                n_head: 4,
                n_head_kv: 4,
                head_dim: 128,
                n_expert: 4,
                n_expert_used: 2,
                n_ff_exp: 640,
                n_ff_shexp: 0,
                rms_eps: 1e-6,
                rope_base: 1_000_000.0,
            };
        }
        let gptoss = self == Self::TinyGptOss;
        Shape {
            n_vocab: 512,
            n_ctx: 512,
            n_embd: 256,
            n_layer: if self == Self::TinyQwen35Moe { 4 } else { 2 },
            n_head: 4,
            n_head_kv: if self == Self::TinyOlmoe { 4 } else { 2 },
            head_dim: 64,
            n_expert: 8,
            n_expert_used: if gptoss { 4 } else { 2 },
            n_ff_exp: 256,
            n_ff_shexp: if matches!(self, Self::TinyQwen2Moe | Self::TinyQwen35Moe) {
                256
            } else {
                0
            },
            rms_eps: if gptoss { 1e-5 } else { 1e-6 },
            rope_base: if gptoss { 150_000.0 } else { 1_000_000.0 },
        }
    }
}

/// The tiny gpt-oss preset's sliding window (`gpt-oss.attention.sliding_window`): gpt-oss-20b
/// uses 128; 16 lets a test prompt of a few dozen tokens run past it.
pub const GPTOSS_WINDOW: u32 = 16;

/// The tiny gpt-oss preset's YaRN factor and original context (gpt-oss-20b's values).
pub const GPTOSS_YARN_FACTOR: f32 = 32.0;
pub const GPTOSS_YARN_ORIG_CTX: u32 = 4096;

/// A synthetic model's dimensions.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Shape {
    pub n_vocab: usize,
    pub n_ctx: u32,
    pub n_embd: usize,
    pub n_layer: usize,
    pub n_head: usize,
    pub n_head_kv: usize,
    pub head_dim: usize,
    pub n_expert: usize,
    pub n_expert_used: usize,
    pub n_ff_exp: usize,
    /// Shared-expert FFN width (qwen2moe); 0 for none.
    pub n_ff_shexp: usize,
    pub rms_eps: f32,
    pub rope_base: f32,
}

/// SplitMix64: a 64-bit state advanced by a Weyl sequence and scrambled; passes BigCrush and is
/// more than random enough for test weights.
#[derive(Debug, Clone)]
pub struct SplitMix64(u64);

/// SplitMix64's Weyl increment (the golden ratio in 64-bit fixed point).
const GAMMA: u64 = 0x9E37_79B9_7F4A_7C15;

impl SplitMix64 {
    pub fn new(seed: u64) -> Self {
        Self(seed)
    }

    /// The generator seeded with `seed` after `draws` calls of [`Self::next_u64`]. The state
    /// after `n` draws is `seed + n·γ`, so any point of the stream is reachable at once: this
    /// is what lets `synth` fill a tensor's chunks in parallel and still write the bytes one
    /// sequential stream gives.
    pub fn at(seed: u64, draws: u64) -> Self {
        Self(seed.wrapping_add(draws.wrapping_mul(GAMMA)))
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(GAMMA);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in (0, 1]: the top 53 bits, offset by one ulp so that `ln` is finite.
    fn uniform(&mut self) -> f64 {
        ((self.next_u64() >> 11) + 1) as f64 / (1u64 << 53) as f64
    }

    /// A standard normal deviate (Box–Muller; the second deviate of each pair is discarded,
    /// which keeps the stream position a simple function of the count drawn).
    pub fn normal(&mut self) -> f32 {
        let (u1, u2) = (self.uniform(), self.uniform());
        ((-2.0 * u1.ln()).sqrt() * (std::f64::consts::TAU * u2).cos()) as f32
    }
}

/// The chat template (ChatML, as Qwen uses).
pub const CHATML_TEMPLATE: &str = "{% for message in messages %}\
{{ '<|im_start|>' + message['role'] + '\\n' + message['content'] + '<|im_end|>' + '\\n' }}\
{% endfor %}\
{% if add_generation_prompt %}{{ '<|im_start|>assistant\\n' }}{% endif %}";

/// Token type ids of `tokenizer.ggml.token_type` (llama.cpp's `llama_token_type`).
const TOKEN_NORMAL: i32 = 1;
const TOKEN_CONTROL: i32 = 3;

/// One tensor of a synthetic model: where it sits in the random stream and how it is drawn.
#[derive(Debug, Clone, PartialEq)]
pub struct TensorSpec {
    pub name: String,
    pub ty: GgmlType,
    /// ggml order (ne0 first).
    pub shape: Vec<usize>,
    /// Values are `mean + sigma · N(0, 1)`.
    pub sigma: f32,
    pub mean: f32,
    /// Draws of the seed's stream used by the tensors before this one (two per value).
    pub stream_pos: u64,
    /// Q4_K blocks written directly instead of quantizing normal draws: every sub-block has
    /// scale 8 and min 60 with `d = dmin = σ / 36.9`, and random 4-bit codes, so values are
    /// `d·(8q − 60)`, uniform over 16 levels, mean 0 and standard deviation σ.
    pub uniform_q4k: bool,
}

impl TensorSpec {
    /// Number of values.
    pub fn numel(&self) -> usize {
        self.shape.iter().product()
    }

    /// Values per row (ne0).
    pub fn row_len(&self) -> usize {
        self.shape.first().copied().unwrap_or(1)
    }

    /// Stored bytes.
    pub fn n_bytes(&self) -> u64 {
        let rows = (self.numel() / self.row_len().max(1)) as u64;
        self.ty.row_bytes(self.row_len() as u64).unwrap_or(0) * rows
    }

    /// Values `start..start + n` (row-major) for `seed`: exactly the values a single stream
    /// would have drawn there.
    pub fn draw(&self, seed: u64, start: usize, n: usize) -> Vec<f32> {
        let mut rng = SplitMix64::at(seed, self.stream_pos + 2 * start as u64);
        (0..n)
            .map(|_| self.mean + self.sigma * rng.normal())
            .collect()
    }

    /// Values `start..start + n`, stored in the tensor's type.
    fn render(&self, seed: u64, start: usize, n: usize) -> Result<Vec<u8>, CompileError> {
        if self.uniform_q4k
            && self.ty == GgmlType::Q4K
            && start.is_multiple_of(256)
            && n.is_multiple_of(256)
        {
            return Ok(uniform_q4k_blocks(
                seed,
                self.stream_pos,
                self.sigma,
                start,
                n,
            ));
        }
        if let Some(blocks) =
            random_iq3_blocks(self.ty, seed, self.stream_pos, self.sigma, start, n)
        {
            return Ok(blocks);
        }
        Ok(strata_ir::quant::quantize(
            self.ty,
            &self.draw(seed, start, n),
        )?)
    }
}

/// Whether `ty` is written as random valid blocks ([`random_iq3_blocks`]) rather than by
/// quantizing normal draws: the IQ3 types, whose quantizers (a search over the grid) Strata does
/// not have. Tests and the GPU checks need models of these types all the same; their weights
/// are random either way.
fn random_block_type(ty: GgmlType) -> bool {
    matches!(ty, GgmlType::Iq3Xxs | GgmlType::Iq3S)
}

/// IQ3_XXS or IQ3_S blocks for values `start..start + n` (multiples of 256) with random grid
/// indices and signs, one fixed sub-block scale, and `d` chosen so that the values have mean 0
/// and standard deviation `sigma`: IQ3_XXS values are `d·(½ + 7)·½·(±g)` (scale nibble 7),
/// IQ3_S values `d·(1 + 2·3)·(±g)` (scale nibble 3), with `g` a byte of a uniformly drawn grid
/// point. One stream draw per 8 bytes after `d`, from the tensor's stream position; `None` for
/// other types or unaligned ranges.
fn random_iq3_blocks(
    ty: GgmlType,
    seed: u64,
    stream_pos: u64,
    sigma: f32,
    start: usize,
    n: usize,
) -> Option<Vec<u8>> {
    use strata_ir::quant::blocks::{iq3_s, iq3_xxs};
    use strata_ir::quant::grids::{IQ3S_GRID, IQ3XXS_GRID};
    if !random_block_type(ty) || !start.is_multiple_of(256) || !n.is_multiple_of(256) {
        return None;
    }
    // RMS of the grid's bytes (signs make the mean 0).
    let rms = |grid: &[u32]| {
        let sq: f64 = grid
            .iter()
            .flat_map(|g| g.to_le_bytes())
            .map(|b| f64::from(b).powi(2))
            .sum();
        (sq / (4 * grid.len()) as f64).sqrt()
    };
    let (size, factor) = match ty {
        GgmlType::Iq3Xxs => (iq3_xxs::SIZE, 3.75 * rms(&IQ3XXS_GRID)),
        _ => (iq3_s::SIZE, 7.0 * rms(&IQ3S_GRID)),
    };
    let d = half::f16::from_f32((f64::from(sigma) / factor) as f32).to_le_bytes();
    let blocks = n / 256;
    // Draws per block: the bytes after `d`, eight per draw.
    let per_block = (size - 2).div_ceil(8);
    let mut rng = SplitMix64::at(seed, stream_pos + (start / 256 * per_block) as u64);
    let mut out = Vec::with_capacity(blocks * size);
    for _ in 0..blocks {
        let b0 = out.len();
        out.extend_from_slice(&d);
        while out.len() < b0 + size {
            out.extend_from_slice(&rng.next_u64().to_le_bytes());
        }
        out.truncate(b0 + size);
        let blk = &mut out[b0..];
        match ty {
            GgmlType::Iq3Xxs => {
                // Scale nibble (bits 28..32 of each sub-block's word) 7; the sign indices stay
                // random.
                for w in blk[iq3_xxs::SCALES_AND_SIGNS..].chunks_exact_mut(4) {
                    w[3] = (w[3] & 0x0f) | 0x70;
                }
            }
            _ => blk[iq3_s::SCALES..iq3_s::SIZE].fill(0x33),
        }
    }
    Some(out)
}

/// Q4_K blocks for values `start..start + n` (both multiples of 256) of
/// [`TensorSpec::uniform_q4k`]: one stream draw per 16 codes, from the tensor's stream position.
fn uniform_q4k_blocks(seed: u64, stream_pos: u64, sigma: f32, start: usize, n: usize) -> Vec<u8> {
    // std of d·(8q − 60) for q uniform on 0..16 is 8·d·√((16² − 1)/12) = 36.88·d.
    let d = half::f16::from_f32(sigma / 36.878).to_le_bytes();
    const SCALES: [u8; 12] = [8, 8, 8, 8, 252, 252, 252, 252, 200, 200, 200, 200];
    let blocks = n / 256;
    let mut out = Vec::with_capacity(blocks * 144);
    let mut rng = SplitMix64::at(seed, stream_pos + start as u64 / 16);
    for _ in 0..blocks {
        out.extend_from_slice(&d);
        out.extend_from_slice(&d);
        out.extend_from_slice(&SCALES);
        for _ in 0..16 {
            out.extend_from_slice(&rng.next_u64().to_le_bytes());
        }
    }
    out
}

/// The preset's tensors in file order, with `quant` for the matrices (tensors of two or more
/// dimensions, except the F32 router) and F32 for norms, biases and the router.
pub fn tensor_plan(preset: Preset, quant: GgmlType) -> Vec<TensorSpec> {
    let s = preset.shape();
    let arch = preset.arch();
    let (e, hd) = (s.n_embd, s.head_dim);
    let (q_dim, kv_dim) = (s.n_head * hd, s.n_head_kv * hd);
    let inv = |n: usize| 1.0 / (n as f32).sqrt();
    let resid = inv(2 * s.n_layer);
    let mut out: Vec<TensorSpec> = Vec::new();
    let mut pos = 0u64;
    let mut push = |name: String, ty: GgmlType, shape: &[usize], sigma: f32, mean: f32| {
        let spec = TensorSpec {
            name,
            ty,
            shape: shape.to_vec(),
            sigma,
            mean,
            stream_pos: pos,
            uniform_q4k: false,
        };
        pos += 2 * spec.numel() as u64;
        out.push(spec);
    };
    let f32t = GgmlType::F32;
    // The offload benchmark's model keeps its dense matrices in F16 and writes its experts fast.
    let a3b = preset == Preset::A3bQwen3Moe;
    // MXFP4 is an expert format (llama.cpp's MXFP4_MOE keeps the dense matrices apart).
    let experts_only = quant == GgmlType::Mxfp4;
    let mut add = |name: String, kind: Kind, shape: &[usize], sigma: f32| match kind {
        Kind::Matrix if a3b && !name.contains("_exps") => {
            push(name, GgmlType::F16, shape, sigma, 0.0)
        }
        Kind::Matrix if experts_only && !name.contains("_exps") => {
            push(name, f32t, shape, sigma, 0.0)
        }
        Kind::Matrix => push(name, quant, shape, sigma, 0.0),
        Kind::F32 => push(name, f32t, shape, sigma, 0.0),
        Kind::Norm => push(name, f32t, shape, 0.1, 1.0),
        Kind::Decay => push(name, f32t, shape, sigma, -1.0),
    };
    use Kind::{Decay, F32, Matrix, Norm};
    add("token_embd.weight".into(), Matrix, &[e, s.n_vocab], 1.0);
    if arch == "gpt-oss" {
        for l in 0..s.n_layer {
            gptoss_layer(&mut add, &s, l);
        }
    }
    let hybrid = preset.hybrid();
    for l in (0..s.n_layer).filter(|_| arch != "gpt-oss") {
        let b = |n: &str| format!("blk.{l}.{n}");
        add(b("attn_norm.weight"), Norm, &[e], 0.0);
        if let Some(h) = hybrid {
            // qwen35moe: the FFN norm is `post_attention_norm`; a layer is gated DeltaNet
            // unless it is every `full_attention_interval`-th.
            if (l + 1) % h.full_attention_interval != 0 {
                let (conv, inner, nv) = (h.conv_dim(), h.d_inner(), h.dt_rank);
                add(b("attn_qkv.weight"), Matrix, &[e, conv], inv(e));
                add(b("attn_gate.weight"), Matrix, &[e, inner], inv(e));
                add(
                    b("ssm_conv1d.weight"),
                    F32,
                    &[h.d_conv, conv],
                    inv(h.d_conv),
                );
                add(b("ssm_dt.bias"), F32, &[nv], 0.5);
                // A = −exp(A_log) < 0, so every step decays the state: mean −1, σ 0.2.
                add(b("ssm_a"), Decay, &[nv], 0.2);
                add(b("ssm_beta.weight"), Matrix, &[e, nv], inv(e));
                add(b("ssm_alpha.weight"), Matrix, &[e, nv], inv(e));
                add(b("ssm_norm.weight"), Norm, &[h.d_state], 0.0);
                add(b("ssm_out.weight"), Matrix, &[inner, e], inv(inner) * resid);
            } else {
                // The Q projection writes each head's query and its output gate side by side.
                add(b("attn_q.weight"), Matrix, &[e, 2 * q_dim], inv(e));
                add(b("attn_k.weight"), Matrix, &[e, kv_dim], inv(e));
                add(b("attn_v.weight"), Matrix, &[e, kv_dim], inv(e));
                add(b("attn_q_norm.weight"), Norm, &[hd], 0.0);
                add(b("attn_k_norm.weight"), Norm, &[hd], 0.0);
                add(
                    b("attn_output.weight"),
                    Matrix,
                    &[q_dim, e],
                    inv(q_dim) * resid,
                );
            }
        } else {
            add(b("attn_q.weight"), Matrix, &[e, q_dim], inv(e));
            add(b("attn_k.weight"), Matrix, &[e, kv_dim], inv(e));
            add(b("attn_v.weight"), Matrix, &[e, kv_dim], inv(e));
            if arch == "qwen2moe" {
                add(b("attn_q.bias"), F32, &[q_dim], 0.02);
                add(b("attn_k.bias"), F32, &[kv_dim], 0.02);
                add(b("attn_v.bias"), F32, &[kv_dim], 0.02);
            }
            if arch == "qwen3moe" {
                add(b("attn_q_norm.weight"), Norm, &[hd], 0.0);
                add(b("attn_k_norm.weight"), Norm, &[hd], 0.0);
            }
            if arch == "olmoe" {
                add(b("attn_q_norm.weight"), Norm, &[q_dim], 0.0);
                add(b("attn_k_norm.weight"), Norm, &[kv_dim], 0.0);
            }
            add(
                b("attn_output.weight"),
                Matrix,
                &[q_dim, e],
                inv(q_dim) * resid,
            );
        }
        let ffn_norm = if hybrid.is_some() {
            "post_attention_norm.weight"
        } else {
            "ffn_norm.weight"
        };
        add(b(ffn_norm), Norm, &[e], 0.0);
        add(b("ffn_gate_inp.weight"), F32, &[e, s.n_expert], inv(e));
        let ff = s.n_ff_exp;
        add(
            b("ffn_gate_exps.weight"),
            Matrix,
            &[e, ff, s.n_expert],
            inv(e),
        );
        add(
            b("ffn_up_exps.weight"),
            Matrix,
            &[e, ff, s.n_expert],
            inv(e),
        );
        add(
            b("ffn_down_exps.weight"),
            Matrix,
            &[ff, e, s.n_expert],
            inv(ff) * resid,
        );
        if s.n_ff_shexp > 0 {
            let sh = s.n_ff_shexp;
            add(b("ffn_gate_inp_shexp.weight"), F32, &[e], inv(e));
            add(b("ffn_gate_shexp.weight"), Matrix, &[e, sh], inv(e));
            add(b("ffn_up_shexp.weight"), Matrix, &[e, sh], inv(e));
            add(
                b("ffn_down_shexp.weight"),
                Matrix,
                &[sh, e],
                inv(sh) * resid,
            );
        }
    }
    add("output_norm.weight".into(), Norm, &[e], 0.0);
    add(
        "output.weight".into(),
        Matrix,
        &[e, s.n_vocab],
        2.0 * inv(e),
    );
    if matches!(preset, Preset::A3bQwen3Moe | Preset::BenchQwen35Moe) {
        for t in out.iter_mut().filter(|t| t.name.contains("_exps")) {
            t.uniform_q4k = true;
        }
    }
    out
}

/// One gpt-oss layer's tensors, in llama.cpp's names (`post_attention_norm` is the FFN's
/// input norm, `attn_sinks` one logit per query head).
fn gptoss_layer(add: &mut impl FnMut(String, Kind, &[usize], f32), s: &Shape, l: usize) {
    use Kind::{F32, Matrix, Norm};
    let (e, hd, ff, ne) = (s.n_embd, s.head_dim, s.n_ff_exp, s.n_expert);
    let (q_dim, kv_dim) = (s.n_head * hd, s.n_head_kv * hd);
    let inv = |n: usize| 1.0 / (n as f32).sqrt();
    let resid = inv(2 * s.n_layer);
    let b = |n: &str| format!("blk.{l}.{n}");
    add(b("attn_norm.weight"), Norm, &[e], 0.0);
    add(b("attn_q.weight"), Matrix, &[e, q_dim], inv(e));
    add(b("attn_q.bias"), F32, &[q_dim], 0.1);
    add(b("attn_k.weight"), Matrix, &[e, kv_dim], inv(e));
    add(b("attn_k.bias"), F32, &[kv_dim], 0.1);
    add(b("attn_v.weight"), Matrix, &[e, kv_dim], inv(e));
    add(b("attn_v.bias"), F32, &[kv_dim], 0.1);
    add(
        b("attn_output.weight"),
        Matrix,
        &[q_dim, e],
        inv(q_dim) * resid,
    );
    add(b("attn_output.bias"), F32, &[e], 0.05);
    add(b("attn_sinks.weight"), F32, &[s.n_head], 1.0);
    add(b("post_attention_norm.weight"), Norm, &[e], 0.0);
    add(b("ffn_gate_inp.weight"), F32, &[e, ne], inv(e));
    add(b("ffn_gate_inp.bias"), F32, &[ne], 0.1);
    add(
        b("ffn_gate_exps.weight"),
        Matrix,
        &[e, ff, ne],
        3.0 * inv(e),
    );
    add(b("ffn_gate_exps.bias"), F32, &[ff, ne], 0.1);
    add(b("ffn_up_exps.weight"), Matrix, &[e, ff, ne], 3.0 * inv(e));
    add(b("ffn_up_exps.bias"), F32, &[ff, ne], 0.1);
    add(
        b("ffn_down_exps.weight"),
        Matrix,
        &[ff, e, ne],
        0.25 * inv(ff) * resid,
    );
    add(b("ffn_down_exps.bias"), F32, &[e, ne], 0.05);
}

/// How a tensor of [`tensor_plan`] is stored and drawn.
#[derive(Clone, Copy)]
enum Kind {
    /// A weight matrix (or stack of them) in the chosen type, N(0, σ²).
    Matrix,
    /// Kept in F32 whatever the chosen type (the router, biases, the shared-expert gate).
    F32,
    /// An RMSNorm weight: 1 + N(0, 0.1²), F32.
    Norm,
    /// A DeltaNet decay rate `ssm_a` (= −exp(A_log)): −1 + N(0, σ²), F32.
    Decay,
}

/// The preset's metadata and tokenizer, with no tensors yet.
pub fn metadata(preset: Preset, quant: GgmlType) -> Result<GgufWriter, CompileError> {
    let s = preset.shape();
    let arch = preset.arch();
    let mut w = GgufWriter::new();
    let k = |name: &str| format!("{arch}.{name}");
    let u32v = |v: usize| Value::U32(v as u32);

    w.add("general.architecture", Value::str(arch))?;
    w.add("general.name", Value::str(preset.name()))?;
    w.add("general.alignment", Value::U32(ALIGNMENT as u32))?;
    if quant.is_quantized() {
        w.add("general.quantization_version", Value::U32(2))?;
    }
    w.add(k("vocab_size"), u32v(s.n_vocab))?;
    w.add(k("context_length"), Value::U32(s.n_ctx))?;
    w.add(k("embedding_length"), u32v(s.n_embd))?;
    w.add(k("block_count"), u32v(s.n_layer))?;
    w.add(k("feed_forward_length"), u32v(s.n_ff_exp))?;
    if arch != "llama" {
        w.add(k("expert_feed_forward_length"), u32v(s.n_ff_exp))?;
    }
    if s.n_ff_shexp > 0 {
        w.add(k("expert_shared_feed_forward_length"), u32v(s.n_ff_shexp))?;
    }
    w.add(k("attention.head_count"), u32v(s.n_head))?;
    w.add(k("attention.head_count_kv"), u32v(s.n_head_kv))?;
    w.add(k("attention.key_length"), u32v(s.head_dim))?;
    w.add(k("attention.value_length"), u32v(s.head_dim))?;
    w.add(k("attention.layer_norm_rms_epsilon"), Value::F32(s.rms_eps))?;
    w.add(k("rope.freq_base"), Value::F32(s.rope_base))?;
    let n_rot = preset.hybrid().map_or(s.head_dim, |h| h.n_rot);
    w.add(k("rope.dimension_count"), u32v(n_rot))?;
    w.add(k("expert_count"), u32v(s.n_expert))?;
    w.add(k("expert_used_count"), u32v(s.n_expert_used))?;
    if arch == "gpt-oss" {
        w.add(k("attention.sliding_window"), Value::U32(GPTOSS_WINDOW))?;
        w.add(k("rope.scaling.type"), Value::str("yarn"))?;
        w.add(k("rope.scaling.factor"), Value::F32(GPTOSS_YARN_FACTOR))?;
        w.add(
            k("rope.scaling.original_context_length"),
            Value::U32(GPTOSS_YARN_ORIG_CTX),
        )?;
    }
    if let Some(h) = preset.hybrid() {
        w.add(
            k("rope.dimension_sections"),
            Value::i32_array(h.sections.iter().copied()),
        )?;
        w.add(
            k("full_attention_interval"),
            u32v(h.full_attention_interval),
        )?;
        w.add(k("ssm.conv_kernel"), u32v(h.d_conv))?;
        w.add(k("ssm.inner_size"), u32v(h.d_inner()))?;
        w.add(k("ssm.state_size"), u32v(h.d_state))?;
        w.add(k("ssm.time_step_rank"), u32v(h.dt_rank))?;
        w.add(k("ssm.group_count"), u32v(h.n_group))?;
    }

    add_tokenizer(&mut w, preset, s.n_vocab)?;
    Ok(w)
}

/// The data alignment synthetic files use (`general.alignment`).
const ALIGNMENT: u64 = 32;

/// Builds the preset's GGUF file in memory: metadata, tokenizer and weights. Matrices (tensors
/// of two or more dimensions, except the F32 router) are stored as `quant`. For the tiny
/// presets; [`synth_to`] writes any preset without holding its weights.
pub fn synth(preset: Preset, seed: u64, quant: GgmlType) -> Result<GgufWriter, CompileError> {
    check_preset_quant(preset, quant)?;
    let mut w = metadata(preset, quant)?;
    for t in tensor_plan(preset, quant) {
        let data = t.render(seed, 0, t.numel())?;
        let shape: Vec<u64> = t.shape.iter().map(|&d| d as u64).collect();
        w.add_tensor(t.name, t.ty, &shape, data)?;
    }
    Ok(w)
}

/// Values per parallel work item of [`synth_to`] (rounded to whole rows).
const CHUNK_VALUES: usize = 1 << 20;

/// Writes the preset's GGUF file to `out` as a stream: the header first (the tensor table is
/// known from [`tensor_plan`]), then each tensor, drawn and quantized in parallel chunks of
/// whole rows on rayon's pool and written in order, so memory stays at one tensor's stored
/// bytes. The bytes equal [`synth`]'s. `progress(done, total)` is called with data bytes after
/// each tensor.
pub fn synth_to(
    preset: Preset,
    seed: u64,
    quant: GgmlType,
    out: &mut impl Write,
    progress: impl FnMut(u64, u64),
) -> Result<(), CompileError> {
    stream(preset, seed, quant, out, progress, CHUNK_VALUES)
}

/// [`synth_to`] with chunks of about `chunk_values` values (tests use small chunks).
fn stream(
    preset: Preset,
    seed: u64,
    quant: GgmlType,
    out: &mut impl Write,
    mut progress: impl FnMut(u64, u64),
    chunk_values: usize,
) -> Result<(), CompileError> {
    check_preset_quant(preset, quant)?;
    let plan = tensor_plan(preset, quant);
    let io = |e: std::io::Error| CompileError::Writer(format!("writing the model: {e}"));
    out.write_all(&header(preset, quant, &plan)?).map_err(io)?;
    let total: u64 = plan.iter().map(TensorSpec::n_bytes).sum();
    let mut done = 0u64;
    let zeros = [0u8; ALIGNMENT as usize];
    for t in &plan {
        let row = t.row_len().max(1);
        let chunk = (chunk_values / row).max(1) * row;
        let n = t.numel();
        let parts: Vec<Vec<u8>> = (0..n.div_ceil(chunk))
            .into_par_iter()
            .map(|c| t.render(seed, c * chunk, chunk.min(n - c * chunk)))
            .collect::<Result<_, _>>()?;
        let mut len = 0u64;
        for p in &parts {
            out.write_all(p).map_err(io)?;
            len += p.len() as u64;
        }
        let pad = len.next_multiple_of(ALIGNMENT) - len;
        out.write_all(&zeros[..pad as usize]).map_err(io)?;
        done += len;
        progress(done, total);
    }
    out.flush().map_err(io)
}

/// The file's header: [`metadata`] as the writer encodes it, with the tensor count and table
/// added. GGUF's header is `magic, version (u32), tensor count (u64), metadata count (u64),
/// metadata, tensor infos`, and a tensor info is `name (u64 length + bytes), n_dims (u32),
/// dims (u64 each), type (u32), data offset (u64)`; the data section starts at the next
/// multiple of the alignment.
fn header(preset: Preset, quant: GgmlType, plan: &[TensorSpec]) -> Result<Vec<u8>, CompileError> {
    let mut head = metadata(preset, quant)?.to_bytes();
    if head.len() < 24 {
        return Err(CompileError::Writer("metadata header too short".into()));
    }
    head[8..16].copy_from_slice(&(plan.len() as u64).to_le_bytes());
    let mut offset = 0u64;
    for t in plan {
        head.extend_from_slice(&(t.name.len() as u64).to_le_bytes());
        head.extend_from_slice(t.name.as_bytes());
        head.extend_from_slice(&(t.shape.len() as u32).to_le_bytes());
        for &d in &t.shape {
            head.extend_from_slice(&(d as u64).to_le_bytes());
        }
        head.extend_from_slice(&t.ty.id().to_le_bytes());
        head.extend_from_slice(&offset.to_le_bytes());
        offset = (offset + t.n_bytes()).next_multiple_of(ALIGNMENT);
    }
    head.resize((head.len() as u64).next_multiple_of(ALIGNMENT) as usize, 0);
    Ok(head)
}

/// Fails early, with a clear message, when `quantize` cannot produce `ty`.
pub fn check_quant(ty: GgmlType) -> Result<(), CompileError> {
    if random_block_type(ty) {
        return Ok(());
    }
    let probe = vec![0.5f32; ty.block_size().max(256)];
    strata_ir::quant::quantize(ty, &probe)
        .map(|_| ())
        .map_err(|e| CompileError::SynthQuant {
            ty: ty.name().to_string(),
            reason: e.to_string(),
        })
}

/// [`check_quant`], and that `ty`'s blocks divide every row of the preset's matrices (the
/// calibration preset's 640-value rows are not whole k-quant blocks).
pub fn check_preset_quant(preset: Preset, ty: GgmlType) -> Result<(), CompileError> {
    check_quant(ty)?;
    let block = ty.block_size().max(1);
    match tensor_plan(preset, ty)
        .iter()
        .find(|t| t.ty == ty && t.row_len() % block != 0)
    {
        Some(t) => Err(CompileError::SynthQuant {
            ty: ty.name().to_string(),
            reason: format!(
                "preset {} has rows of {} values ({}), which {}-value blocks do not divide",
                preset.name(),
                t.row_len(),
                t.name,
                block
            ),
        }),
        None => Ok(()),
    }
}

fn add_tokenizer(w: &mut GgufWriter, preset: Preset, n_vocab: usize) -> Result<(), CompileError> {
    let llama = preset.arch() == "llama";
    let gptoss = preset.arch() == "gpt-oss";
    let specials: &[&str] = if llama {
        &["<s>", "</s>", "<|im_start|>", "<|im_end|>"]
    } else if gptoss {
        // o200k_harmony's special tokens (the harmony chat format's markers).
        &GPTOSS_SPECIALS
    } else {
        &["<|endoftext|>", "<|im_start|>", "<|im_end|>"]
    };
    let vocab = bpe::learn(n_vocab - specials.len());
    let n_normal = vocab.tokens.len();
    let mut tokens = vocab.tokens;
    tokens.extend(specials.iter().map(|s| s.to_string()));
    if tokens.len() != n_vocab {
        return Err(CompileError::Writer(format!(
            "the tokenizer corpus yields {} tokens, {n_vocab} needed",
            tokens.len()
        )));
    }
    let types = (0..n_vocab).map(|i| {
        if i < n_normal {
            TOKEN_NORMAL
        } else {
            TOKEN_CONTROL
        }
    });
    let id = |name: &str| {
        let i = tokens.iter().position(|t| t == name).unwrap_or(0);
        Value::U32(i as u32)
    };
    let (pre, bos, eos, add_bos) = if llama {
        ("llama-bpe", id("<s>"), id("</s>"), true)
    } else if gptoss {
        ("gpt-4o", id("<|startoftext|>"), id("<|return|>"), false)
    } else {
        ("qwen2", id("<|endoftext|>"), id("<|im_end|>"), false)
    };
    w.add("tokenizer.ggml.model", Value::str("gpt2"))?;
    w.add("tokenizer.ggml.pre", Value::str(pre))?;
    w.add("tokenizer.ggml.bos_token_id", bos)?;
    w.add("tokenizer.ggml.eos_token_id", eos)?;
    w.add("tokenizer.ggml.padding_token_id", id(specials[0]))?;
    w.add("tokenizer.ggml.add_bos_token", Value::Bool(add_bos))?;
    w.add("tokenizer.ggml.tokens", Value::str_array(tokens.clone()))?;
    w.add("tokenizer.ggml.token_type", Value::i32_array(types))?;
    w.add("tokenizer.ggml.merges", Value::str_array(vocab.merges))?;
    // gpt-oss speaks harmony, not ChatML: its GGUFs carry OpenAI's harmony template.
    let template = if gptoss {
        HARMONY_TEMPLATE
    } else {
        CHATML_TEMPLATE
    };
    w.add("tokenizer.chat_template", Value::str(template))?;
    Ok(())
}

/// gpt-oss's chat template (OpenAI's harmony format, as published with gpt-oss-120b), written
/// into the tiny gpt-oss model so that the runtime renders and parses harmony as with a real one.
pub const HARMONY_TEMPLATE: &str = include_str!("harmony.jinja");

/// The special tokens of the tiny gpt-oss vocabulary (o200k_harmony's names).
pub const GPTOSS_SPECIALS: [&str; 9] = [
    "<|startoftext|>",
    "<|endoftext|>",
    "<|return|>",
    "<|constrain|>",
    "<|channel|>",
    "<|start|>",
    "<|end|>",
    "<|message|>",
    "<|call|>",
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gguf::GgufFile;

    #[test]
    fn presets_are_deterministic_and_complete() {
        for p in Preset::ALL {
            let a = synth(p, 7, GgmlType::F32).unwrap().to_bytes();
            assert_eq!(a, synth(p, 7, GgmlType::F32).unwrap().to_bytes());
            assert_ne!(a, synth(p, 8, GgmlType::F32).unwrap().to_bytes());
            let f = GgufFile::from_bytes(a).unwrap();
            assert_eq!(f.get_str("general.architecture").unwrap(), Some(p.arch()));
            let toks = f.get_str_array("tokenizer.ggml.tokens").unwrap().unwrap();
            assert_eq!(toks.len(), 512);
            let end = if p == Preset::TinyGptOss {
                "<|return|>"
            } else {
                "<|im_end|>"
            };
            assert!(toks.contains(&end));
            let emb = f.tensor("token_embd.weight").unwrap();
            assert_eq!(emb.shape, vec![256, 512]);
            assert_eq!(
                f.tensor("blk.1.ffn_down_exps.weight").unwrap().shape,
                vec![256, 256, 8]
            );
            assert_eq!(
                f.tensor("blk.0.ffn_gate_shexp.weight").is_some(),
                matches!(p, Preset::TinyQwen2Moe | Preset::TinyQwen35Moe)
            );
            // The hybrid preset: DeltaNet layers 0..3, full attention in layer 3.
            assert_eq!(
                f.tensor("blk.0.ssm_conv1d.weight").is_some(),
                p == Preset::TinyQwen35Moe
            );
            if p == Preset::TinyQwen35Moe {
                assert!(f.tensor("blk.3.ssm_a").is_none());
                assert_eq!(
                    f.tensor("blk.3.attn_q.weight").unwrap().shape,
                    vec![256, 512]
                );
            }
        }
    }

    #[test]
    fn quant_applies_to_matrices_only() {
        let f = GgufFile::from_bytes(
            synth(Preset::TinyQwen2Moe, 1, GgmlType::Q8_0)
                .unwrap()
                .to_bytes(),
        )
        .unwrap();
        assert_eq!(f.tensor("blk.0.attn_q.weight").unwrap().ty, GgmlType::Q8_0);
        assert_eq!(
            f.tensor("blk.0.ffn_up_exps.weight").unwrap().ty,
            GgmlType::Q8_0
        );
        assert_eq!(
            f.tensor("blk.0.ffn_gate_inp.weight").unwrap().ty,
            GgmlType::F32
        );
        assert_eq!(
            f.tensor("blk.0.attn_norm.weight").unwrap().ty,
            GgmlType::F32
        );
        assert_eq!(f.tensor("blk.0.attn_q.bias").unwrap().ty, GgmlType::F32);
    }

    #[test]
    fn streamed_files_equal_in_memory_ones() {
        // Q4_K: a block type whose blocks span 256 values, so chunk edges must fall on rows.
        let ty = GgmlType::Q4K;
        for p in Preset::ALL {
            let want = synth(p, 3, ty).unwrap().to_bytes();
            // Chunks of a few rows and whole tensors: chunking never changes a byte.
            for chunk in [700, CHUNK_VALUES] {
                let mut got = Vec::new();
                let mut calls = Vec::new();
                stream(p, 3, ty, &mut got, |d, t| calls.push((d, t)), chunk).unwrap();
                assert!(got == want, "{} {ty} chunk {chunk}", p.name());
                let &(done, total) = calls.last().unwrap();
                assert_eq!(done, total);
            }
        }
    }

    #[test]
    fn stream_positions_jump_like_a_sequential_stream() {
        let mut seq = SplitMix64::new(11);
        let first: Vec<u64> = (0..10).map(|_| seq.next_u64()).collect();
        let mut jumped = SplitMix64::at(11, 6);
        assert_eq!(jumped.next_u64(), first[6]);
    }

    #[test]
    fn bench_preset_tensor_table() {
        let p = Preset::from_name("bench-qwen3moe").unwrap();
        assert_eq!(p, Preset::BenchQwen3Moe);
        let plan = tensor_plan(p, GgmlType::Q4K);
        assert_eq!(plan.len(), 1 + 24 * 12 + 2);
        let get = |n: &str| plan.iter().find(|t| t.name == n).unwrap();
        assert_eq!(get("token_embd.weight").shape, vec![2048, 32768]);
        assert_eq!(get("output.weight").shape, vec![2048, 32768]);
        assert_eq!(get("blk.23.attn_q.weight").shape, vec![2048, 4096]);
        assert_eq!(get("blk.23.attn_k.weight").shape, vec![2048, 512]);
        assert_eq!(get("blk.23.attn_v.weight").shape, vec![2048, 512]);
        assert_eq!(get("blk.23.attn_output.weight").shape, vec![4096, 2048]);
        assert_eq!(get("blk.23.attn_q_norm.weight").shape, vec![128]);
        assert_eq!(get("blk.0.ffn_gate_inp.weight").shape, vec![2048, 64]);
        assert_eq!(get("blk.0.ffn_gate_exps.weight").shape, vec![2048, 768, 64]);
        assert_eq!(get("blk.0.ffn_up_exps.weight").shape, vec![2048, 768, 64]);
        assert_eq!(get("blk.0.ffn_down_exps.weight").shape, vec![768, 2048, 64]);
        for t in &plan {
            let f32_expected = t.shape.len() == 1 || t.name.ends_with("ffn_gate_inp.weight");
            let want = if f32_expected {
                GgmlType::F32
            } else {
                GgmlType::Q4K
            };
            assert_eq!(t.ty, want, "{}", t.name);
        }
        // Q4_K stores 256 values in 144 bytes: 4.1 GB of experts, 4.4 GB in all.
        let total: u64 = plan.iter().map(TensorSpec::n_bytes).sum();
        let experts: u64 = plan
            .iter()
            .filter(|t| t.name.contains("_exps"))
            .map(TensorSpec::n_bytes)
            .sum();
        assert_eq!(experts, 24 * 3 * 2048 * 768 * 64 / 256 * 144);
        assert!((4.3e9..4.5e9).contains(&(total as f64)), "{total}");
        // Stream positions are the running sum of two draws per value.
        for w in plan.windows(2) {
            assert_eq!(w[1].stream_pos, w[0].stream_pos + 2 * w[0].numel() as u64);
        }
    }

    #[test]
    fn bench_qwen35moe_is_qwen36_shaped_at_bench_scale() {
        let p = Preset::from_name("bench-qwen35moe").expect("preset");
        let plan = tensor_plan(p, GgmlType::Q4K);
        let t = |n: &str| plan.iter().find(|t| t.name == n).expect(n);
        // Layers 3, 7, .., 19 are full attention; the others gated DeltaNet.
        assert_eq!(t("blk.3.attn_q.weight").shape, vec![2048, 2 * 16 * 256]);
        assert_eq!(t("blk.19.attn_k.weight").shape, vec![2048, 2 * 256]);
        assert_eq!(
            t("blk.0.attn_qkv.weight").shape,
            vec![2048, 2 * 16 * 128 + 32 * 128]
        );
        assert_eq!(t("blk.0.ssm_conv1d.weight").shape, vec![4, 8192]);
        assert_eq!(t("blk.18.ssm_out.weight").shape, vec![4096, 2048]);
        assert!(plan.iter().all(|t| !t.name.starts_with("blk.3.ssm")));
        assert_eq!(t("blk.0.ffn_up_exps.weight").shape, vec![2048, 512, 128]);
        assert!(t("blk.0.ffn_up_exps.weight").uniform_q4k);
        assert_eq!(t("blk.0.ffn_up_shexp.weight").shape, vec![2048, 512]);
        let total: u64 = plan.iter().map(TensorSpec::n_bytes).sum();
        assert!((4.9e9..5.1e9).contains(&(total as f64)), "{total}");
        let f = GgufFile::from_bytes(metadata(p, GgmlType::Q4K).unwrap().to_bytes()).unwrap();
        let u = |k: &str| f.get_u64(&format!("qwen35moe.{k}")).unwrap().unwrap();
        assert_eq!(u("block_count"), 20);
        assert_eq!(u("full_attention_interval"), 4);
        assert_eq!(u("ssm.inner_size"), 4096);
        assert_eq!(u("ssm.group_count"), 16);
        assert_eq!(u("ssm.time_step_rank"), 32);
        assert_eq!(u("rope.dimension_count"), 64);
        check_preset_quant(p, GgmlType::Q4K).unwrap();
    }

    #[test]
    fn bench_preset_metadata() {
        let p = Preset::BenchQwen3Moe;
        let f = GgufFile::from_bytes(metadata(p, GgmlType::Q4K).unwrap().to_bytes()).unwrap();
        let u = |k: &str| f.get_u64(&format!("qwen3moe.{k}")).unwrap().unwrap();
        assert_eq!(u("block_count"), 24);
        assert_eq!(u("embedding_length"), 2048);
        assert_eq!(u("attention.head_count"), 32);
        assert_eq!(u("attention.head_count_kv"), 4);
        assert_eq!(u("attention.key_length"), 128);
        assert_eq!(u("expert_count"), 64);
        assert_eq!(u("expert_used_count"), 8);
        assert_eq!(u("expert_feed_forward_length"), 768);
        let toks = f.get_str_array("tokenizer.ggml.tokens").unwrap().unwrap();
        assert_eq!(toks.len(), 32768);
        assert_eq!(toks[32767], "<|im_end|>");
    }

    #[test]
    fn calib_preset_has_the_table_shapes_and_refuses_k_quants() {
        let p = Preset::from_name("calib-qwen3moe").unwrap();
        assert_eq!(p, Preset::CalibQwen3Moe);
        let plan = tensor_plan(p, GgmlType::Q8_0);
        let get = |n: &str| plan.iter().find(|t| t.name == n).unwrap();
        assert_eq!(get("token_embd.weight").shape, vec![2560, 512]);
        assert_eq!(get("output.weight").shape, vec![2560, 512]);
        assert_eq!(get("blk.1.attn_q.weight").shape, vec![2560, 512]);
        assert_eq!(get("blk.1.attn_k.weight").shape, vec![2560, 512]);
        assert_eq!(get("blk.1.attn_output.weight").shape, vec![512, 2560]);
        assert_eq!(get("blk.0.ffn_gate_exps.weight").shape, vec![2560, 640, 4]);
        assert_eq!(get("blk.0.ffn_down_exps.weight").shape, vec![640, 2560, 4]);
        let values: usize = plan.iter().map(TensorSpec::numel).sum();
        assert!((50_000_000..56_000_000).contains(&values), "{values}");
        let e = check_preset_quant(p, GgmlType::Q4K)
            .unwrap_err()
            .to_string();
        assert!(e.contains("rows of 640 values"), "{e}");
        assert!(synth(p, 1, GgmlType::Q6K).is_err());
        for ty in [GgmlType::F16, GgmlType::Q8_0, GgmlType::Q4_0] {
            check_preset_quant(p, ty).unwrap();
        }
        for p in Preset::ALL.into_iter().chain(Preset::BENCH) {
            check_preset_quant(p, GgmlType::Q4K).unwrap();
        }
    }

    #[test]
    fn normal_deviates_have_unit_scale() {
        let mut r = SplitMix64::new(3);
        let x: Vec<f64> = (0..20000).map(|_| f64::from(r.normal())).collect();
        let mean = x.iter().sum::<f64>() / x.len() as f64;
        let var = x.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / x.len() as f64;
        assert!(
            mean.abs() < 0.03 && (var - 1.0).abs() < 0.05,
            "{mean} {var}"
        );
    }

    /// Mean and standard deviation of `v`, in f64.
    fn mean_std(v: &[f32]) -> (f64, f64) {
        let n = v.len() as f64;
        let mean = v.iter().map(|&x| f64::from(x)).sum::<f64>() / n;
        let var = v
            .iter()
            .map(|&x| (f64::from(x) - mean).powi(2))
            .sum::<f64>()
            / n;
        (mean, var.sqrt())
    }

    #[test]
    fn uniform_q4k_blocks_have_the_asked_scale_and_no_bias() {
        let sigma = 0.02f32;
        let bytes = uniform_q4k_blocks(7, 1000, sigma, 0, 256 * 64);
        assert_eq!(bytes.len(), 64 * 144);
        let mut v = vec![0f32; 256 * 64];
        strata_ir::quant::dequantize(GgmlType::Q4K, &bytes, &mut v).expect("valid Q4_K");
        let (mean, std) = mean_std(&v);
        assert!(mean.abs() < 0.05 * f64::from(sigma), "mean {mean}");
        assert!((std / f64::from(sigma) - 1.0).abs() < 0.03, "std {std}");
        // 16 levels, symmetric around 0.
        let mut levels: Vec<i32> = v
            .iter()
            .map(|&x| (x / v[0].abs().max(1e-9) * 1e3) as i32)
            .collect();
        levels.sort_unstable();
        levels.dedup();
        assert!(levels.len() <= 16);
        // Chunked rendering equals one pass.
        let a = uniform_q4k_blocks(7, 1000, sigma, 256 * 8, 256 * 8);
        assert_eq!(a, bytes[8 * 144..16 * 144]);
    }

    #[test]
    fn random_iq3_blocks_have_the_asked_scale_and_no_bias() {
        let sigma = 0.02f32;
        for ty in [GgmlType::Iq3Xxs, GgmlType::Iq3S] {
            let bytes = random_iq3_blocks(ty, 7, 1000, sigma, 0, 256 * 64).expect("iq3");
            assert_eq!(bytes.len(), 64 * ty.type_size());
            let mut v = vec![0f32; 256 * 64];
            strata_ir::quant::dequantize(ty, &bytes, &mut v).expect("valid blocks");
            let (mean, std) = mean_std(&v);
            assert!(mean.abs() < 0.05 * f64::from(sigma), "{ty:?} mean {mean}");
            assert!(
                (std / f64::from(sigma) - 1.0).abs() < 0.05,
                "{ty:?} std {std}"
            );
            // Chunked rendering equals one pass.
            let a = random_iq3_blocks(ty, 7, 1000, sigma, 256 * 8, 256 * 8).expect("iq3");
            let sz = ty.type_size();
            assert_eq!(a, bytes[8 * sz..16 * sz]);
        }
        assert!(random_iq3_blocks(GgmlType::Q4K, 7, 0, sigma, 0, 256).is_none());
        assert!(random_iq3_blocks(GgmlType::Iq3S, 7, 0, sigma, 0, 128).is_none());
    }

    #[test]
    fn a3b_preset_is_qwen3_30b_shaped_with_f16_dense_and_q4k_experts() {
        let p = Preset::from_name("a3b-qwen3moe").expect("preset");
        let plan = tensor_plan(p, GgmlType::Q4K);
        let total: u64 = plan.iter().map(TensorSpec::n_bytes).sum();
        assert!((18.5e9..20.5e9).contains(&(total as f64)), "{total}");
        let t = |n: &str| plan.iter().find(|t| t.name == n).expect(n);
        assert_eq!(t("blk.47.ffn_up_exps.weight").shape, vec![2048, 768, 128]);
        assert_eq!(t("blk.47.ffn_up_exps.weight").ty, GgmlType::Q4K);
        assert!(t("blk.0.ffn_down_exps.weight").uniform_q4k);
        assert_eq!(t("blk.0.attn_q.weight").ty, GgmlType::F16);
        assert_eq!(t("output.weight").ty, GgmlType::F16);
        assert_eq!(t("blk.0.ffn_gate_inp.weight").ty, GgmlType::F32);
    }
}
