//! Builds small random models directly as plans (graph + a GGUF-shaped weight file), so the
//! runtime's executors can be tested against each other without the compiler's frontends.
//!
//! The weight file is not a real GGUF: the runtime never parses GGUF structure, it only checks
//! the file size and the hash of the bytes before the first tensor, then maps tensors at the
//! offsets the plan records. Oracle tests against llama.cpp use real GGUFs from `stratac synth`.

#![allow(dead_code)]

use std::path::{Path, PathBuf};

use sha2::{Digest, Sha256};
use strata_ir::GgmlType;
use strata_ir::graph::{Graph, ValueId, WeightId, WeightRole};
use strata_ir::op::{InputKind, Op, RopeMode, Scoring};
use strata_ir::plan::{
    MemoryPlan, ModelConfig, Plan, Provenance, RopeConfig, TensorEntry, TokenizerSpec,
};

/// Which llama.cpp architecture's layer structure to build.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Arch {
    Qwen3Moe,
    Qwen2Moe,
    Mixtral,
}

/// Model dimensions.
#[derive(Debug, Clone)]
pub struct Spec {
    pub arch: Arch,
    pub n_vocab: u32,
    pub n_embd: u32,
    pub n_layer: u32,
    pub n_head: u32,
    pub n_head_kv: u32,
    pub head_dim: u32,
    pub n_expert: u32,
    pub k: u32,
    pub n_ff: u32,
    pub wtype: GgmlType,
    pub seed: u64,
}

impl Spec {
    pub fn small(arch: Arch, wtype: GgmlType) -> Self {
        Spec {
            arch,
            n_vocab: 96,
            n_embd: 256,
            n_layer: 2,
            n_head: 4,
            n_head_kv: 2,
            head_dim: 64,
            n_expert: 4,
            k: 2,
            n_ff: 256,
            wtype,
            seed: 1,
        }
    }
}

/// A deterministic generator (splitmix64) of uniform floats in [-1, 1).
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Self {
        Rng(seed)
    }
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    pub fn uniform(&mut self) -> f32 {
        ((self.next_u64() >> 40) as f32 / (1u64 << 24) as f32) * 2.0 - 1.0
    }
    pub fn vec(&mut self, n: usize, scale: f32) -> Vec<f32> {
        (0..n).map(|_| self.uniform() * scale).collect()
    }
}

struct Builder {
    g: Graph,
    data: Vec<(String, GgmlType, Vec<u64>, Vec<u8>)>,
    rng: Rng,
}

impl Builder {
    fn weight(
        &mut self,
        name: &str,
        ty: GgmlType,
        shape: Vec<u64>,
        scale: f32,
        role: WeightRole,
    ) -> WeightId {
        let n: u64 = shape.iter().product();
        let x = self.rng.vec(n as usize, scale);
        let bytes = strata_ir::quant::quantize(ty, &x).expect("quantize");
        let id = self
            .g
            .add_weight(name, ty, shape.clone())
            .expect("add weight");
        self.g.set_weight_role(id, role);
        self.data.push((name.to_string(), ty, shape, bytes));
        id
    }
    fn norm(&mut self, name: &str, n: u32) -> WeightId {
        let x: Vec<f32> = self
            .rng
            .vec(n as usize, 0.2)
            .iter()
            .map(|v| 1.0 + v)
            .collect();
        let bytes = strata_ir::quant::quantize(GgmlType::F32, &x).expect("f32");
        let id = self
            .g
            .add_weight(name, GgmlType::F32, vec![u64::from(n)])
            .expect("add");
        self.g.set_weight_role(id, WeightRole::Norm);
        self.data
            .push((name.to_string(), GgmlType::F32, vec![u64::from(n)], bytes));
        id
    }
    fn node(&mut self, op: Op, inputs: &[ValueId], name: &str) -> ValueId {
        self.g.add1(op, inputs, name).expect("add node")
    }
}

/// Writes the weight file and the plan for `spec` into `dir`; returns (plan, weights) paths.
pub fn build(dir: &Path, spec: &Spec) -> (PathBuf, PathBuf) {
    let mut b = Builder {
        g: Graph::new(),
        data: Vec::new(),
        rng: Rng::new(spec.seed),
    };
    let s = spec;
    let wt = s.wtype;
    let (e, d, nh, nkv) = (
        u64::from(s.n_embd),
        u64::from(s.head_dim),
        u64::from(s.n_head),
        u64::from(s.n_head_kv),
    );
    let scale = 1.0 / (e as f32).sqrt();
    let mode = if s.arch == Arch::Mixtral {
        RopeMode::Normal
    } else {
        RopeMode::Neox
    };
    let eps = 1e-6f32;
    let tokens = b.node(Op::Input(InputKind::Tokens), &[], "tokens");
    let positions = b.node(Op::Input(InputKind::Positions), &[], "positions");
    let table = b.weight(
        "token_embd.weight",
        wt,
        vec![e, u64::from(s.n_vocab)],
        1.0,
        WeightRole::Embedding,
    );
    let mut x = b.node(Op::Embedding { table }, &[tokens], "embd");
    for l in 0..s.n_layer {
        let p = |n: &str| format!("blk.{l}.{n}");
        let an = b.norm(&p("attn_norm.weight"), s.n_embd);
        let h = b.node(Op::RmsNorm { weight: an, eps }, &[x], &p("attn_norm"));
        let qkv_bias = s.arch == Arch::Qwen2Moe;
        let proj = |b: &mut Builder, n: &str, rows: u64| {
            let w = b.weight(
                &p(&format!("attn_{n}.weight")),
                wt,
                vec![e, rows],
                scale,
                WeightRole::Attention,
            );
            let bias = qkv_bias.then(|| {
                b.weight(
                    &p(&format!("attn_{n}.bias")),
                    GgmlType::F32,
                    vec![rows],
                    0.1,
                    WeightRole::Attention,
                )
            });
            b.node(
                Op::MatMul { weight: w, bias },
                &[h],
                &p(&format!("attn_{n}")),
            )
        };
        let mut q = proj(&mut b, "q", nh * d);
        let mut k = proj(&mut b, "k", nkv * d);
        let v = proj(&mut b, "v", nkv * d);
        if s.arch == Arch::Qwen3Moe {
            let qn = b.norm(&p("attn_q_norm.weight"), s.head_dim);
            let kn = b.norm(&p("attn_k_norm.weight"), s.head_dim);
            q = b.node(
                Op::HeadRmsNorm {
                    weight: qn,
                    eps,
                    n_head: s.n_head,
                    head_dim: s.head_dim,
                },
                &[q],
                &p("q_norm"),
            );
            k = b.node(
                Op::HeadRmsNorm {
                    weight: kn,
                    eps,
                    n_head: s.n_head_kv,
                    head_dim: s.head_dim,
                },
                &[k],
                &p("k_norm"),
            );
        }
        let rope = |n_head: u32| Op::Rope {
            mode,
            n_head,
            head_dim: s.head_dim,
            n_rot: s.head_dim,
            freq_base: 10000.0,
            freq_scale: 1.0,
        };
        let q = b.node(rope(s.n_head), &[q, positions], &p("q_rope"));
        let k = b.node(rope(s.n_head_kv), &[k, positions], &p("k_rope"));
        let att = b.node(
            Op::Attention {
                layer: l,
                n_head: s.n_head,
                n_head_kv: s.n_head_kv,
                head_dim: s.head_dim,
                scale: 1.0 / (d as f32).sqrt(),
            },
            &[q, k, v, positions],
            &p("attn"),
        );
        let wo = b.weight(
            &p("attn_output.weight"),
            wt,
            vec![nh * d, e],
            scale,
            WeightRole::Attention,
        );
        let o = b.node(
            Op::MatMul {
                weight: wo,
                bias: None,
            },
            &[att],
            &p("attn_out"),
        );
        let x1 = b.node(Op::Add, &[o, x], &p("attn_res"));
        let fnw = b.norm(&p("ffn_norm.weight"), s.n_embd);
        let h = b.node(Op::RmsNorm { weight: fnw, eps }, &[x1], &p("ffn_norm"));
        let gi = b.weight(
            &p("ffn_gate_inp.weight"),
            GgmlType::F32,
            vec![e, u64::from(s.n_expert)],
            1.0,
            WeightRole::Router,
        );
        let logits = b.node(
            Op::MatMul {
                weight: gi,
                bias: None,
            },
            &[h],
            &p("router_logits"),
        );
        let outs =
            b.g.add_node(
                Op::RouterTopK {
                    layer: l,
                    n_expert: s.n_expert,
                    k: s.k,
                    scoring: Scoring::Softmax,
                    norm_topk: s.arch != Arch::Qwen2Moe,
                },
                &[logits],
                &p("router"),
            )
            .expect("router");
        let (ne, ff) = (u64::from(s.n_expert), u64::from(s.n_ff));
        let gate = b.weight(
            &p("ffn_gate_exps.weight"),
            wt,
            vec![e, ff, ne],
            scale,
            WeightRole::Expert,
        );
        let up = b.weight(
            &p("ffn_up_exps.weight"),
            wt,
            vec![e, ff, ne],
            scale,
            WeightRole::Expert,
        );
        let down = b.weight(
            &p("ffn_down_exps.weight"),
            wt,
            vec![ff, e, ne],
            1.0 / (ff as f32).sqrt(),
            WeightRole::Expert,
        );
        let mut y = b.node(
            Op::MoeFfn {
                layer: l,
                n_expert: s.n_expert,
                k: s.k,
                gate,
                up,
                down,
            },
            &[h, outs[0], outs[1]],
            &p("moe"),
        );
        if s.arch == Arch::Qwen2Moe {
            let g = b.weight(
                &p("ffn_gate_shexp.weight"),
                wt,
                vec![e, ff],
                scale,
                WeightRole::SharedExpert,
            );
            let u = b.weight(
                &p("ffn_up_shexp.weight"),
                wt,
                vec![e, ff],
                scale,
                WeightRole::SharedExpert,
            );
            let dn = b.weight(
                &p("ffn_down_shexp.weight"),
                wt,
                vec![ff, e],
                1.0 / (ff as f32).sqrt(),
                WeightRole::SharedExpert,
            );
            let gi = b.weight(
                &p("ffn_gate_inp_shexp.weight"),
                GgmlType::F32,
                vec![e],
                1.0,
                WeightRole::SharedExpert,
            );
            let sh = b.node(
                Op::SharedExpert {
                    gate: g,
                    up: u,
                    down: dn,
                    gate_inp: Some(gi),
                },
                &[h],
                &p("shexp"),
            );
            y = b.node(Op::Add, &[y, sh], &p("moe_plus_shexp"));
        }
        x = b.node(Op::Add, &[y, x1], &p("ffn_res"));
    }
    let on = b.norm("output_norm.weight", s.n_embd);
    let h = b.node(Op::RmsNorm { weight: on, eps }, &[x], "output_norm");
    let ow = b.weight(
        "output.weight",
        wt,
        vec![e, u64::from(s.n_vocab)],
        scale,
        WeightRole::Output,
    );
    let logits = b.node(Op::OutputHead { weight: ow }, &[h], "logits");
    b.g.set_outputs(vec![logits]);

    // The weight file: a header-like prefix, then each tensor at a 32-byte aligned offset.
    let mut file = b"GGUF-like test weights\n".to_vec();
    file.extend_from_slice(&spec.seed.to_le_bytes());
    file.extend_from_slice(format!("{spec:?}").as_bytes());
    while !file.len().is_multiple_of(32) {
        file.push(0);
    }
    let header_end = file.len();
    let mut tensors = Vec::new();
    for (name, ty, shape, bytes) in &b.data {
        while !file.len().is_multiple_of(32) {
            file.push(0);
        }
        tensors.push(TensorEntry {
            name: name.clone(),
            ty: *ty,
            shape: shape.clone(),
            offset: file.len() as u64,
            n_bytes: bytes.len() as u64,
        });
        file.extend_from_slice(bytes);
    }
    let gguf = dir.join("weights.bin");
    std::fs::write(&gguf, &file).expect("write weights");
    let config = ModelConfig {
        arch: format!("{:?}", s.arch).to_lowercase(),
        name: None,
        n_vocab: s.n_vocab,
        n_embd: s.n_embd,
        n_layer: s.n_layer,
        n_head: s.n_head,
        n_head_kv: s.n_head_kv,
        head_dim: s.head_dim,
        rms_eps: eps,
        attn_scale: 1.0 / (d as f32).sqrt(),
        rope: RopeConfig {
            mode,
            n_rot: s.head_dim,
            freq_base: 10000.0,
            freq_scale: 1.0,
        },
        context_length: 256,
        n_ff: None,
        n_expert: s.n_expert,
        n_expert_used: s.k,
        n_ff_exp: Some(s.n_ff),
        n_ff_shexp: (s.arch == Arch::Qwen2Moe).then_some(s.n_ff),
        expert_scoring: Scoring::Softmax,
        expert_norm_topk: s.arch != Arch::Qwen2Moe,
        qk_norm: s.arch == Arch::Qwen3Moe,
        tied_output: false,
    };
    let plan = Plan {
        targets: vec!["host".into()],
        config,
        graph: b.g,
        tensors,
        tokenizer: TokenizerSpec::default(),
        provenance: Provenance {
            gguf_path: gguf.display().to_string(),
            gguf_size: file.len() as u64,
            data_offset: header_end as u64,
            header_hash: Sha256::digest(&file[..header_end]).into(),
            compiler_version: "test".into(),
            calibration_id: None,
        },
        kernels: vec![],
        gemms: vec![],
        memory: MemoryPlan::default(),
    };
    let plan_path = dir.join("plan.bin");
    plan.write(&plan_path).expect("write plan");
    (plan_path, gguf)
}

/// Largest absolute difference between two equal-length slices.
pub fn max_abs_diff(a: &[f32], b: &[f32]) -> f32 {
    assert_eq!(a.len(), b.len());
    a.iter()
        .zip(b)
        .map(|(x, y)| (x - y).abs())
        .fold(0.0, f32::max)
}

/// Largest absolute value.
pub fn max_abs(a: &[f32]) -> f32 {
    a.iter().map(|x| x.abs()).fold(0.0, f32::max)
}
