//! The IR on its own: ill-typed graphs are refused, the verifier catches broken graphs, and
//! (proptest) random well-typed graphs survive a plan round trip with identical text, while
//! truncated or bit-flipped plan bytes are errors, never panics.

use proptest::prelude::*;
use strata_ir::GgmlType;
use strata_ir::graph::{Graph, ValueId};
use strata_ir::op::{InputKind, Op, RopeMode, Scoring};
use strata_ir::plan::{ModelConfig, Plan, Provenance, RopeConfig, TensorEntry, TokenizerSpec};
use strata_ir::text::to_text;
use strata_ir::verify::verify;

fn config(n_embd: u32, n_vocab: u32) -> ModelConfig {
    ModelConfig {
        arch: "test".into(),
        name: None,
        n_vocab,
        n_embd,
        n_layer: 1,
        n_head: 1,
        n_head_kv: 1,
        head_dim: n_embd,
        rms_eps: 1e-6,
        attn_scale: 1.0,
        rope: RopeConfig {
            mode: RopeMode::Neox,
            n_rot: 2,
            freq_base: 10000.0,
            freq_scale: 1.0,
        },
        context_length: 64,
        n_ff: None,
        n_expert: 0,
        n_expert_used: 0,
        n_ff_exp: None,
        n_ff_shexp: None,
        expert_scoring: Scoring::Softmax,
        expert_norm_topk: false,
        qk_norm: false,
        tied_output: false,
    }
}

/// A plan around `graph` whose tensor table lays the weights out back to back.
fn plan_for(graph: Graph, n_embd: u32, n_vocab: u32) -> Plan {
    let mut offset = 4096u64;
    let tensors: Vec<TensorEntry> = graph
        .weights()
        .iter()
        .map(|w| {
            let n_bytes = strata_ir::plan::tensor_bytes(w.ty, &w.shape).unwrap();
            let t = TensorEntry {
                name: w.name.clone(),
                ty: w.ty,
                shape: w.shape.clone(),
                offset,
                n_bytes,
            };
            offset += n_bytes;
            t
        })
        .collect();
    let config = config(n_embd, n_vocab);
    let memory = Plan::memory_from(&graph, &config, None).unwrap();
    Plan {
        targets: vec!["host".into()],
        config,
        graph,
        tensors,
        tokenizer: TokenizerSpec::default(),
        provenance: Provenance {
            gguf_path: "/m.gguf".into(),
            gguf_size: offset,
            data_offset: 0,
            header_hash: [1; 32],
            compiler_version: "test".into(),
            calibration_id: None,
        },
        kernels: vec![],
        gemms: vec![],
        memory,
    }
}

/// One step of a random graph: which op to append.
#[derive(Debug, Clone)]
enum Step {
    Norm,
    /// A matmul to a new width (index into WIDTHS), quantized or not.
    MatMul(usize, bool),
    /// Residual add with an earlier value of the same width, if any.
    Add(usize),
}

const WIDTHS: [u64; 3] = [32, 64, 256];

fn steps() -> impl Strategy<Value = Vec<Step>> {
    prop::collection::vec(
        prop_oneof![
            Just(Step::Norm),
            (0..WIDTHS.len(), any::<bool>()).prop_map(|(w, q)| Step::MatMul(w, q)),
            (0..8usize).prop_map(Step::Add),
        ],
        1..24,
    )
}

/// Builds embedding -> random steps -> output head.
fn build(steps: &[Step]) -> Graph {
    let n_vocab = 16u64;
    let mut g = Graph::new();
    let emb = g
        .add_weight("token_embd.weight", GgmlType::F32, vec![32, n_vocab])
        .unwrap();
    let tok = g.add1(Op::Input(InputKind::Tokens), &[], "tokens").unwrap();
    let mut x = g
        .add1(Op::Embedding { table: emb }, &[tok], "embd")
        .unwrap();
    let mut width = 32u64;
    let mut history: Vec<(ValueId, u64)> = vec![(x, width)];
    for (i, s) in steps.iter().enumerate() {
        x = match *s {
            Step::Norm => {
                let w = g
                    .add_weight(&format!("n{i}.weight"), GgmlType::F32, vec![width])
                    .unwrap();
                g.add1(
                    Op::RmsNorm {
                        weight: w,
                        eps: 1e-5,
                    },
                    &[x],
                    &format!("n{i}"),
                )
                .unwrap()
            }
            Step::MatMul(to, quant) => {
                let n = WIDTHS[to];
                let ty = if quant { GgmlType::Q8_0 } else { GgmlType::F16 };
                let w = g
                    .add_weight(&format!("m{i}.weight"), ty, vec![width, n])
                    .unwrap();
                width = n;
                g.add1(
                    Op::MatMul {
                        weight: w,
                        bias: None,
                    },
                    &[x],
                    &format!("m{i}"),
                )
                .unwrap()
            }
            Step::Add(back) => {
                let same: Vec<ValueId> = history
                    .iter()
                    .filter(|(_, w)| *w == width)
                    .map(|(v, _)| *v)
                    .collect();
                let other = same[back % same.len()];
                g.add1(Op::Add, &[x, other], &format!("a{i}")).unwrap()
            }
        };
        history.push((x, width));
    }
    let head = g
        .add_weight("output.weight", GgmlType::Q8_0, vec![width, n_vocab])
        .unwrap();
    let logits = g
        .add1(Op::OutputHead { weight: head }, &[x], "logits")
        .unwrap();
    g.set_outputs(vec![logits]);
    g
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn random_graphs_verify_and_round_trip(steps in steps()) {
        let g = build(&steps);
        verify(&g).unwrap();
        let text = to_text(&g, "t").unwrap();
        let plan = plan_for(g, 32, 16);
        let bytes = plan.to_bytes().unwrap();
        let back = Plan::from_bytes(&bytes).unwrap();
        // Construction order is already topological, so ids survive and the text is identical.
        prop_assert_eq!(to_text(&back.graph, "t").unwrap(), text);
        prop_assert_eq!(back.to_bytes().unwrap(), bytes);
    }

    #[test]
    fn damaged_plan_bytes_never_panic(
        steps in steps(),
        cut in any::<prop::sample::Index>(),
        flip in any::<prop::sample::Index>(),
        bit in 0u8..8,
    ) {
        let bytes = plan_for(build(&steps), 32, 16).to_bytes().unwrap();
        let n = cut.index(bytes.len());
        prop_assert!(Plan::from_bytes(&bytes[..n]).is_err());
        let mut flipped = bytes.clone();
        let at = flip.index(flipped.len());
        flipped[at] ^= 1 << bit;
        prop_assert!(Plan::from_bytes(&flipped).is_err());
    }
}

#[test]
fn ill_typed_nodes_are_refused_when_added() {
    let mut g = Graph::new();
    let w = g.add_weight("w", GgmlType::F32, vec![64, 32]).unwrap();
    let norm = g.add_weight("n", GgmlType::F32, vec![48]).unwrap();
    let emb = g.add_weight("e", GgmlType::F32, vec![32, 10]).unwrap();
    let tok = g.add1(Op::Input(InputKind::Tokens), &[], "t").unwrap();
    let x = g.add1(Op::Embedding { table: emb }, &[tok], "x").unwrap();
    // K mismatch: x has rows of 32, W expects 64.
    let e = g
        .add1(
            Op::MatMul {
                weight: w,
                bias: None,
            },
            &[x],
            "bad",
        )
        .unwrap_err();
    assert!(e.to_string().contains("K = 64"), "{e}");
    // Norm weight of the wrong length.
    assert!(
        g.add1(
            Op::RmsNorm {
                weight: norm,
                eps: 1e-6
            },
            &[x],
            "bad"
        )
        .is_err()
    );
    // Wrong arity and wrong dtype (token ids into a norm).
    assert!(g.add1(Op::Add, &[x], "bad").is_err());
    assert!(
        g.add1(
            Op::RmsNorm {
                weight: norm,
                eps: 1e-6
            },
            &[tok],
            "bad"
        )
        .is_err()
    );
    // Quantized weight whose rows are not whole blocks.
    assert!(
        g.add_weight("q", GgmlType::Q4K, vec![100, 4]).is_ok(),
        "the table accepts it; the verifier refuses it"
    );
    g.set_outputs(vec![x]);
    let e = verify(&g).unwrap_err();
    assert!(e.to_string().contains("not whole Q4_K blocks"), "{e}");
}

#[test]
fn verifier_catches_dangling_reads_and_missing_outputs() {
    let mut g = Graph::new();
    let emb = g.add_weight("e", GgmlType::F32, vec![8, 10]).unwrap();
    let n = g.add_weight("n", GgmlType::F32, vec![8]).unwrap();
    let tok = g.add1(Op::Input(InputKind::Tokens), &[], "t").unwrap();
    let x = g.add1(Op::Embedding { table: emb }, &[tok], "x").unwrap();
    let y = g
        .add1(
            Op::RmsNorm {
                weight: n,
                eps: 0.0,
            },
            &[x],
            "y",
        )
        .unwrap();
    assert!(verify(&g).is_err(), "no outputs");
    g.set_outputs(vec![y]);
    verify(&g).unwrap();
    // Removing the embedding leaves the norm reading a value nobody produces.
    let producer = g.producer(x).unwrap();
    assert!(g.remove_node(producer));
    let e = verify(&g).unwrap_err();
    assert!(e.to_string().contains("no live node produces"), "{e}");
}

#[test]
fn router_and_moe_shapes_are_checked() {
    let mut g = Graph::new();
    let emb = g.add_weight("e", GgmlType::F32, vec![32, 10]).unwrap();
    let router = g.add_weight("r", GgmlType::F32, vec![32, 4]).unwrap();
    let gate = g.add_weight("g", GgmlType::F32, vec![32, 16, 4]).unwrap();
    let up = g.add_weight("u", GgmlType::F32, vec![32, 16, 4]).unwrap();
    let down_bad = g.add_weight("d", GgmlType::F32, vec![32, 16, 4]).unwrap();
    let tok = g.add1(Op::Input(InputKind::Tokens), &[], "t").unwrap();
    let x = g.add1(Op::Embedding { table: emb }, &[tok], "x").unwrap();
    let logits = g
        .add1(
            Op::MatMul {
                weight: router,
                bias: None,
            },
            &[x],
            "l",
        )
        .unwrap();
    let topk = |k| Op::RouterTopK {
        layer: 0,
        n_expert: 4,
        k,
        scoring: Scoring::Softmax,
        norm_topk: true,
    };
    assert!(
        g.add_node(topk(5), &[logits], "sel").is_err(),
        "k > n_expert"
    );
    let sel = g.add_node(topk(2), &[logits], "sel").unwrap();
    assert_eq!(sel.len(), 2);
    assert_eq!(g.value(sel[0]).ty.to_string(), "i32[T,2]");
    assert_eq!(g.value(sel[1]).ty.to_string(), "f32[T,2]");
    let e = g
        .add1(
            Op::MoeFfn {
                layer: 0,
                n_expert: 4,
                k: 2,
                gate,
                up,
                down: down_bad,
            },
            &[x, sel[0], sel[1]],
            "moe",
        )
        .unwrap_err();
    assert!(e.to_string().contains("down"), "{e}");
}
