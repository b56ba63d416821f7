//! Synthetic models: small, deterministic, random-weight GGUF files with complete
//! hyperparameters and a real byte-level BPE tokenizer, which llama.cpp loads and runs.
//!
//! Weights are drawn from N(0, σ²) with σ = 1/√fan_in for projections (so that each matrix
//! keeps activations at unit scale), shrunk by 1/√(2·n_layer) on the projections that write into
//! the residual stream (attention output and expert down) so that the stream stays bounded with
//! depth; norm weights are 1 + N(0, 0.1²); the output head uses σ = 2/√n_embd so the logits of a
//! normalized state have a standard deviation near 2, neither flat nor one-hot. Every matrix
//! dimension is a multiple of 256, so every block type (k-quants included) applies.
//!
//! The random numbers come from SplitMix64 (Steele, Lea and Flood, 2014), normal deviates from
//! the Box–Muller transform: a few lines, fully determined by the seed, with no dependency.

pub mod bpe;

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
}

impl Preset {
    /// Every preset.
    pub const ALL: [Preset; 3] = [Self::TinyQwen3Moe, Self::TinyQwen2Moe, Self::TinyMixtral];

    /// The name `--preset` takes.
    pub fn name(self) -> &'static str {
        match self {
            Self::TinyQwen3Moe => "tiny-qwen3moe",
            Self::TinyQwen2Moe => "tiny-qwen2moe",
            Self::TinyMixtral => "tiny-mixtral",
        }
    }

    /// The preset named `name`.
    pub fn from_name(name: &str) -> Result<Preset, CompileError> {
        Self::ALL
            .into_iter()
            .find(|p| p.name() == name)
            .ok_or_else(|| CompileError::UnknownPreset {
                name: name.to_string(),
                known: Self::ALL.map(Preset::name).join(", "),
            })
    }

    /// The GGUF `general.architecture` the preset writes.
    pub fn arch(self) -> &'static str {
        match self {
            Self::TinyQwen3Moe => "qwen3moe",
            Self::TinyQwen2Moe => "qwen2moe",
            Self::TinyMixtral => "llama",
        }
    }

    /// The preset's dimensions.
    pub fn shape(self) -> Shape {
        Shape {
            n_vocab: 512,
            n_ctx: 512,
            n_embd: 256,
            n_layer: 2,
            n_head: 4,
            n_head_kv: 2,
            head_dim: 64,
            n_expert: 8,
            n_expert_used: 2,
            n_ff_exp: 256,
            n_ff_shexp: if self == Self::TinyQwen2Moe { 256 } else { 0 },
            rms_eps: 1e-6,
            rope_base: 1_000_000.0,
        }
    }
}

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

impl SplitMix64 {
    pub fn new(seed: u64) -> Self {
        Self(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
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

/// Builds the preset's GGUF file: metadata, tokenizer and weights. Matrices (tensors of two or
/// more dimensions, except the F32 router) are stored as `quant`.
pub fn synth(preset: Preset, seed: u64, quant: GgmlType) -> Result<GgufWriter, CompileError> {
    check_quant(quant)?;
    let s = preset.shape();
    let arch = preset.arch();
    let mut w = GgufWriter::new();
    let k = |name: &str| format!("{arch}.{name}");
    let u32v = |v: usize| Value::U32(v as u32);

    w.add("general.architecture", Value::str(arch))?;
    w.add("general.name", Value::str(preset.name()))?;
    w.add("general.alignment", Value::U32(32))?;
    if quant.is_quantized() {
        w.add("general.quantization_version", Value::U32(2))?;
    }
    w.add(k("vocab_size"), u32v(s.n_vocab))?;
    w.add(k("context_length"), Value::U32(s.n_ctx))?;
    w.add(k("embedding_length"), u32v(s.n_embd))?;
    w.add(k("block_count"), u32v(s.n_layer))?;
    w.add(k("feed_forward_length"), u32v(s.n_ff_exp))?;
    if preset != Preset::TinyMixtral {
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
    w.add(k("rope.dimension_count"), u32v(s.head_dim))?;
    w.add(k("expert_count"), u32v(s.n_expert))?;
    w.add(k("expert_used_count"), u32v(s.n_expert_used))?;

    add_tokenizer(&mut w, preset, s.n_vocab)?;

    let mut rng = SplitMix64::new(seed);
    let mut t = Tensors {
        w: &mut w,
        rng: &mut rng,
        quant,
    };
    let (e, hd) = (s.n_embd, s.head_dim);
    let (q_dim, kv_dim) = (s.n_head * hd, s.n_head_kv * hd);
    let inv = |n: usize| 1.0 / (n as f32).sqrt();
    let resid = inv(2 * s.n_layer);

    t.matrix("token_embd.weight", &[e, s.n_vocab], 1.0)?;
    for l in 0..s.n_layer {
        let b = |n: &str| format!("blk.{l}.{n}");
        t.norm(&b("attn_norm.weight"), e)?;
        t.matrix(&b("attn_q.weight"), &[e, q_dim], inv(e))?;
        t.matrix(&b("attn_k.weight"), &[e, kv_dim], inv(e))?;
        t.matrix(&b("attn_v.weight"), &[e, kv_dim], inv(e))?;
        if preset == Preset::TinyQwen2Moe {
            t.vector(&b("attn_q.bias"), q_dim, 0.02)?;
            t.vector(&b("attn_k.bias"), kv_dim, 0.02)?;
            t.vector(&b("attn_v.bias"), kv_dim, 0.02)?;
        }
        if preset == Preset::TinyQwen3Moe {
            t.norm(&b("attn_q_norm.weight"), hd)?;
            t.norm(&b("attn_k_norm.weight"), hd)?;
        }
        t.matrix(&b("attn_output.weight"), &[q_dim, e], inv(q_dim) * resid)?;
        t.norm(&b("ffn_norm.weight"), e)?;
        t.f32(&b("ffn_gate_inp.weight"), &[e, s.n_expert], inv(e))?;
        let ff = s.n_ff_exp;
        t.matrix(&b("ffn_gate_exps.weight"), &[e, ff, s.n_expert], inv(e))?;
        t.matrix(&b("ffn_up_exps.weight"), &[e, ff, s.n_expert], inv(e))?;
        t.matrix(
            &b("ffn_down_exps.weight"),
            &[ff, e, s.n_expert],
            inv(ff) * resid,
        )?;
        if s.n_ff_shexp > 0 {
            let sh = s.n_ff_shexp;
            t.vector(&b("ffn_gate_inp_shexp.weight"), e, inv(e))?;
            t.matrix(&b("ffn_gate_shexp.weight"), &[e, sh], inv(e))?;
            t.matrix(&b("ffn_up_shexp.weight"), &[e, sh], inv(e))?;
            t.matrix(&b("ffn_down_shexp.weight"), &[sh, e], inv(sh) * resid)?;
        }
    }
    t.norm("output_norm.weight", e)?;
    t.matrix("output.weight", &[e, s.n_vocab], 2.0 * inv(e))?;
    Ok(w)
}

/// Fails early, with a clear message, when `quantize` cannot produce `ty`.
fn check_quant(ty: GgmlType) -> Result<(), CompileError> {
    let probe = vec![0.5f32; ty.block_size().max(256)];
    strata_ir::quant::quantize(ty, &probe)
        .map(|_| ())
        .map_err(|e| CompileError::SynthQuant {
            ty: ty.name().to_string(),
            reason: e.to_string(),
        })
}

fn add_tokenizer(w: &mut GgufWriter, preset: Preset, n_vocab: usize) -> Result<(), CompileError> {
    let specials: &[&str] = match preset {
        Preset::TinyMixtral => &["<s>", "</s>", "<|im_start|>", "<|im_end|>"],
        _ => &["<|endoftext|>", "<|im_start|>", "<|im_end|>"],
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
    let (pre, bos, eos, add_bos) = match preset {
        Preset::TinyMixtral => ("llama-bpe", id("<s>"), id("</s>"), true),
        _ => ("qwen2", id("<|endoftext|>"), id("<|im_end|>"), false),
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
    w.add("tokenizer.chat_template", Value::str(CHATML_TEMPLATE))?;
    Ok(())
}

/// Draws tensors from one random stream, in a fixed order.
struct Tensors<'a> {
    w: &'a mut GgufWriter,
    rng: &'a mut SplitMix64,
    quant: GgmlType,
}

impl Tensors<'_> {
    fn draw(&mut self, n: usize, sigma: f32, mean: f32) -> Vec<f32> {
        (0..n).map(|_| mean + sigma * self.rng.normal()).collect()
    }

    fn add(
        &mut self,
        name: &str,
        ty: GgmlType,
        shape: &[usize],
        x: &[f32],
    ) -> Result<(), CompileError> {
        let data = strata_ir::quant::quantize(ty, x)?;
        let shape: Vec<u64> = shape.iter().map(|&d| d as u64).collect();
        self.w.add_tensor(name, ty, &shape, data)
    }

    /// A weight matrix (or stack of them), stored in the chosen type.
    fn matrix(&mut self, name: &str, shape: &[usize], sigma: f32) -> Result<(), CompileError> {
        let x = self.draw(shape.iter().product(), sigma, 0.0);
        self.add(name, self.quant, shape, &x)
    }

    /// A tensor kept in F32 whatever the chosen type (the router, as llama.cpp keeps it).
    fn f32(&mut self, name: &str, shape: &[usize], sigma: f32) -> Result<(), CompileError> {
        let x = self.draw(shape.iter().product(), sigma, 0.0);
        self.add(name, GgmlType::F32, shape, &x)
    }

    /// A 1-D F32 tensor (biases, the shared-expert gate).
    fn vector(&mut self, name: &str, n: usize, sigma: f32) -> Result<(), CompileError> {
        self.f32(name, &[n], sigma)
    }

    /// An RMSNorm weight: 1 + N(0, 0.1²), F32.
    fn norm(&mut self, name: &str, n: usize) -> Result<(), CompileError> {
        let x = self.draw(n, 0.1, 1.0);
        self.add(name, GgmlType::F32, &[n], &x)
    }
}

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
            assert!(toks.contains(&"<|im_end|>"));
            let emb = f.tensor("token_embd.weight").unwrap();
            assert_eq!(emb.shape, vec![256, 512]);
            assert_eq!(
                f.tensor("blk.1.ffn_down_exps.weight").unwrap().shape,
                vec![256, 256, 8]
            );
            assert_eq!(
                f.tensor("blk.0.ffn_gate_shexp.weight").is_some(),
                p == Preset::TinyQwen2Moe
            );
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
}
