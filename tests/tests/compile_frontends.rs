//! Compile side, through the library: golden IR text per tiny architecture, the verifier after
//! every pass, hyperparameters and the tensor table checked against gguf-py, and refusals of
//! unsupported architectures and features by name.
//!
//! Golden files live in `tests/golden/ir/<preset>.txt`; run with `UPDATE_EXPECT=1` to rewrite
//! them after an intended change (and review the diff).

use std::path::{Path, PathBuf};

use strata_compiler::CompileError;
use strata_compiler::frontend;
use strata_compiler::gguf::{GgufFile, GgufWriter, Value};
use strata_compiler::passes;
use strata_compiler::plan::{CompileOptions, compile};
use strata_compiler::synth::{Preset, synth};
use strata_ir::GgmlType;
use strata_ir::text::to_text;
use strata_ir::verify::verify;

fn golden_path(name: &str) -> PathBuf {
    strata_tests::workspace_root()
        .join("tests/golden/ir")
        .join(format!("{name}.txt"))
}

/// Compares `actual` with the golden file, or rewrites it under `UPDATE_EXPECT=1`.
fn expect_golden(name: &str, actual: &str) {
    let path = golden_path(name);
    if std::env::var_os("UPDATE_EXPECT").is_some() {
        std::fs::write(&path, actual).unwrap();
        return;
    }
    let expected = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e} (run with UPDATE_EXPECT=1)", path.display()));
    if expected != actual {
        let first = expected
            .lines()
            .zip(actual.lines())
            .position(|(a, b)| a != b)
            .unwrap_or(expected.lines().count().min(actual.lines().count()));
        panic!(
            "{} differs from the golden IR at line {}:\n  golden: {:?}\n  actual: {:?}\n(run with UPDATE_EXPECT=1 to accept)",
            path.display(),
            first + 1,
            expected.lines().nth(first),
            actual.lines().nth(first)
        );
    }
}

/// Writes a GGUF built by `w` into `dir` and opens it.
fn write_gguf(dir: &Path, name: &str, w: &GgufWriter) -> GgufFile {
    let path = dir.join(name);
    w.write(&path).unwrap();
    GgufFile::open(&path).unwrap()
}

/// A copy of `src` with metadata changed by `edit` (which sees the entries in file order) and
/// optionally an extra tensor.
fn rewrite(
    src: &GgufFile,
    edit: impl Fn(&mut Vec<(String, Value)>),
    extra_tensor: Option<(&str, Vec<u64>)>,
) -> GgufWriter {
    let mut meta = src.metadata().to_vec();
    edit(&mut meta);
    let mut w = GgufWriter::new();
    for (k, v) in meta {
        w.add(k, v).unwrap();
    }
    for t in src.tensors() {
        w.add_tensor(&t.name, t.ty, &t.shape, src.tensor_bytes(t).to_vec())
            .unwrap();
    }
    if let Some((name, shape)) = extra_tensor {
        let n: u64 = shape.iter().product();
        w.add_tensor(name, GgmlType::F32, &shape, vec![0u8; n as usize * 4])
            .unwrap();
    }
    w
}

fn set(meta: &mut Vec<(String, Value)>, key: &str, value: Value) {
    match meta.iter_mut().find(|(k, _)| k == key) {
        Some(entry) => entry.1 = value,
        None => meta.push((key.to_string(), value)),
    }
}

fn synth_file(dir: &Path, preset: Preset, ty: GgmlType) -> GgufFile {
    let w = synth(preset, 1, ty).unwrap();
    write_gguf(dir, &format!("{}.gguf", preset.name()), &w)
}

#[test]
fn golden_ir_for_every_tiny_arch_with_the_verifier_after_every_pass() {
    let dir = strata_tests::scratch();
    for preset in Preset::ALL {
        let gguf = synth_file(dir.path(), preset, GgmlType::Q8_0);
        let lowered = frontend::lower(&gguf).unwrap();
        let mut seen = Vec::new();
        let graph = passes::run(lowered.graph, |name, g| {
            // The pipeline verifies too; checking here proves each stage's graph is sound
            // independently of the pipeline's own bookkeeping.
            verify(g).unwrap_or_else(|e| panic!("{}: after {name}: {e}", preset.name()));
            seen.push(name.to_string());
            Ok(())
        })
        .unwrap();
        assert_eq!(
            seen,
            passes::dump_points(),
            "every pass reports once, in order"
        );
        let text = to_text(&graph, preset.arch()).unwrap();
        expect_golden(preset.name(), &text);
        // The text form is stable: printing twice, or after a plan round trip, is identical.
        assert_eq!(to_text(&graph, preset.arch()).unwrap(), text);
    }
}

#[test]
fn configs_and_tensor_tables_match_gguf_py() {
    let dir = strata_tests::scratch();
    for (preset, ty) in [
        (Preset::TinyQwen3Moe, GgmlType::Q8_0),
        (Preset::TinyQwen2Moe, GgmlType::F32),
        (Preset::TinyMixtral, GgmlType::Q4K),
    ] {
        let gguf = synth_file(dir.path(), preset, ty);
        let path = dir.path().join(format!("{}.gguf", preset.name()));
        let plan = compile(
            &gguf,
            &CompileOptions {
                targets: vec!["host".into()],
                ..CompileOptions::default()
            },
            |_, _| Ok(()),
        )
        .unwrap();
        let facts: serde_json::Value = serde_json::from_str(&strata_tests::run_oracle(
            "compile_facts.py",
            &[path.to_str().unwrap()],
        ))
        .unwrap();

        // Every tensor of the file is in the plan, at gguf-py's absolute offset.
        let tensors = facts["tensors"].as_object().unwrap();
        assert_eq!(plan.tensors.len(), tensors.len(), "{}", preset.name());
        for t in &plan.tensors {
            let f = &tensors[&t.name];
            assert_eq!(t.offset, f["offset"].as_u64().unwrap(), "{}", t.name);
            assert_eq!(t.n_bytes, f["bytes"].as_u64().unwrap(), "{}", t.name);
            assert_eq!(t.ty.name(), f["type"].as_str().unwrap(), "{}", t.name);
            let shape: Vec<u64> = f["shape"]
                .as_array()
                .unwrap()
                .iter()
                .map(|d| d.as_u64().unwrap())
                .collect();
            assert_eq!(t.shape, shape, "{}", t.name);
        }
        assert_eq!(
            plan.provenance.gguf_size,
            facts["file_size"].as_u64().unwrap()
        );
        assert_eq!(
            plan.provenance.header_hash_hex(),
            facts["header_sha256"].as_str().unwrap()
        );

        // Hyperparameters as gguf-py reads them.
        let hp = facts["hparams"].as_object().unwrap();
        let a = hp["general.architecture"].as_str().unwrap();
        assert_eq!(plan.config.arch, a);
        let u = |k: &str| hp[&format!("{a}.{k}")].as_u64().unwrap() as u32;
        let c = &plan.config;
        assert_eq!(c.n_embd, u("embedding_length"));
        assert_eq!(c.n_layer, u("block_count"));
        assert_eq!(c.context_length, u("context_length"));
        assert_eq!(c.n_head, u("attention.head_count"));
        assert_eq!(c.n_head_kv, u("attention.head_count_kv"));
        assert_eq!(c.n_expert, u("expert_count"));
        assert_eq!(c.n_expert_used, u("expert_used_count"));
        let eps = hp[&format!("{a}.attention.layer_norm_rms_epsilon")]
            .as_f64()
            .unwrap();
        assert_eq!(c.rms_eps, eps as f32);
        if let Some(base) = hp.get(&format!("{a}.rope.freq_base")) {
            assert_eq!(c.rope.freq_base, base.as_f64().unwrap() as f32);
        }
        // The tokenizer is copied whole.
        assert_eq!(
            plan.tokenizer.tokens.len() as u32,
            c.n_vocab,
            "{}",
            preset.name()
        );
    }
}

#[test]
fn unsupported_architecture_is_refused_by_name() {
    let dir = strata_tests::scratch();
    let src = synth_file(dir.path(), Preset::TinyQwen3Moe, GgmlType::F32);
    let w = rewrite(
        &src,
        |m| set(m, "general.architecture", Value::String("falcon".into())),
        None,
    );
    let gguf = write_gguf(dir.path(), "falcon.gguf", &w);
    let err = frontend::lower(&gguf).unwrap_err();
    assert!(
        matches!(&err, CompileError::UnsupportedArch { arch, .. } if arch == "falcon"),
        "{err}"
    );
    assert!(err.to_string().contains("\"falcon\""), "{err}");
}

#[test]
fn unsupported_features_are_refused_by_name() {
    let dir = strata_tests::scratch();
    let src = synth_file(dir.path(), Preset::TinyQwen3Moe, GgmlType::F32);
    let cases: Vec<(&str, GgufWriter, &str)> = vec![
        (
            "sliding window",
            rewrite(
                &src,
                |m| set(m, "qwen3moe.attention.sliding_window", Value::U32(128)),
                None,
            ),
            "sliding-window",
        ),
        (
            "yarn",
            rewrite(
                &src,
                |m| {
                    set(
                        m,
                        "qwen3moe.rope.scaling.type",
                        Value::String("yarn".into()),
                    )
                },
                None,
            ),
            "rope scaling type \"yarn\"",
        ),
        (
            "sigmoid gating",
            rewrite(
                &src,
                |m| set(m, "qwen3moe.expert_gating_func", Value::U32(2)),
                None,
            ),
            "expert_gating_func 2",
        ),
        (
            "rope freqs",
            rewrite(&src, |_| {}, Some(("rope_freqs.weight", vec![32]))),
            "rope_freqs.weight",
        ),
        (
            "unused tensor",
            rewrite(&src, |_| {}, Some(("blk.0.ffn_up_shexp.weight", vec![256]))),
            "blk.0.ffn_up_shexp.weight",
        ),
        (
            "per-layer heads",
            rewrite(
                &src,
                |m| {
                    set(
                        m,
                        "qwen3moe.attention.head_count",
                        Value::Array(
                            strata_compiler::gguf::ValueType::U32,
                            vec![Value::U32(4), Value::U32(2)],
                        ),
                    )
                },
                None,
            ),
            "per-layer values",
        ),
    ];
    for (what, w, needle) in cases {
        let gguf = write_gguf(dir.path(), "edited.gguf", &w);
        let err = frontend::lower(&gguf).unwrap_err();
        assert!(
            matches!(err, CompileError::UnsupportedFeature { .. }),
            "{what}: {err}"
        );
        assert!(err.to_string().contains(needle), "{what}: {err}");
        assert!(err.to_string().contains("qwen3moe"), "{what}: {err}");
    }
}

#[test]
fn inconsistent_models_are_errors_not_panics() {
    let dir = strata_tests::scratch();
    let src = synth_file(dir.path(), Preset::TinyQwen2Moe, GgmlType::F32);
    let cases: Vec<(&str, GgufWriter)> = vec![
        (
            "missing key",
            rewrite(
                &src,
                |m| m.retain(|(k, _)| k != "qwen2moe.block_count"),
                None,
            ),
        ),
        (
            "wrong width",
            rewrite(
                &src,
                |m| set(m, "qwen2moe.embedding_length", Value::U32(128)),
                None,
            ),
        ),
        (
            "more layers than tensors",
            rewrite(
                &src,
                |m| set(m, "qwen2moe.block_count", Value::U32(3)),
                None,
            ),
        ),
        (
            "zero heads",
            rewrite(
                &src,
                |m| set(m, "qwen2moe.attention.head_count", Value::U32(0)),
                None,
            ),
        ),
        (
            "top-k above experts",
            rewrite(
                &src,
                |m| set(m, "qwen2moe.expert_used_count", Value::U32(99)),
                None,
            ),
        ),
        (
            "key of the wrong type",
            rewrite(
                &src,
                |m| set(m, "qwen2moe.context_length", Value::String("long".into())),
                None,
            ),
        ),
    ];
    for (what, w) in cases {
        let gguf = write_gguf(dir.path(), "bad.gguf", &w);
        assert!(frontend::lower(&gguf).is_err(), "{what} was accepted");
    }
}

#[test]
fn gpu_target_without_kernels_is_an_error_not_an_empty_plan() {
    let dir = strata_tests::scratch();
    let gguf = synth_file(dir.path(), Preset::TinyMixtral, GgmlType::F32);
    let err = compile(
        &gguf,
        &CompileOptions {
            targets: strata_compiler::plan::parse_targets("host,gfx1101").unwrap(),
            ..CompileOptions::default()
        },
        |_, _| Ok(()),
    );
    // Either the kernel generator is wired in and produced gfx1101 code objects, or the build
    // says it cannot; never a GPU plan without kernels.
    match err {
        Ok(plan) => assert!(plan.kernels.iter().any(|k| k.target == "gfx1101")),
        Err(e) => assert!(
            matches!(&e, CompileError::UnsupportedTarget { arch, .. } if arch == "gfx1101"),
            "{e}"
        ),
    }
    assert!(strata_compiler::plan::parse_targets("gfx9999").is_err());
}

/// A dense llama (no experts), made from the tiny Mixtral by keeping expert 0 of every layer as
/// the dense FFN, lowers to dense FFN nodes.
#[test]
fn dense_llama_lowers_to_dense_ffn() {
    let dir = strata_tests::scratch();
    let src = synth_file(dir.path(), Preset::TinyMixtral, GgmlType::F32);
    let mut w = GgufWriter::new();
    for t in src.tensors() {
        let Some(base) = t.name.strip_suffix("_exps.weight") else {
            if !t.name.ends_with("ffn_gate_inp.weight") {
                w.add_tensor(&t.name, t.ty, &t.shape, src.tensor_bytes(t).to_vec())
                    .unwrap();
            }
            continue;
        };
        // Expert 0 is the first of the n_expert equal slabs.
        let shape = &t.shape[..2];
        let slab = (shape[0] * shape[1] * 4) as usize;
        w.add_tensor(
            format!("{base}.weight"),
            t.ty,
            shape,
            src.tensor_bytes(t)[..slab].to_vec(),
        )
        .unwrap();
    }
    for (k, v) in src.metadata() {
        if k.starts_with("llama.expert_") || k == "llama.feed_forward_length" {
            continue;
        }
        w.add(k.clone(), v.clone()).unwrap();
    }
    let ff = src.tensor("blk.0.ffn_gate_exps.weight").unwrap().shape[1];
    w.add("llama.feed_forward_length", Value::U32(ff as u32))
        .unwrap();
    let gguf = write_gguf(dir.path(), "dense.gguf", &w);
    let plan = compile(
        &gguf,
        &CompileOptions {
            targets: vec!["host".into()],
            ..CompileOptions::default()
        },
        |_, _| Ok(()),
    )
    .unwrap();
    assert_eq!(plan.config.n_expert, 0);
    assert_eq!(plan.config.n_ff, Some(ff as u32));
    let text = to_text(&plan.graph, "llama").unwrap();
    assert_eq!(
        text.matches("dense_ffn(").count(),
        plan.config.n_layer as usize
    );
    assert!(!text.contains("moe_ffn"));
    assert!(text.contains("mode=normal"), "llama uses normal RoPE");
    assert_eq!(plan.memory.expert_bytes, 0);
}

#[test]
fn dce_removes_unread_nodes_but_keeps_inputs_and_attention() {
    use strata_ir::graph::Graph;
    use strata_ir::op::{InputKind, Op};
    let mut g = Graph::new();
    let emb = g
        .add_weight("token_embd.weight", GgmlType::F32, vec![8, 10])
        .unwrap();
    let wq = g.add_weight("q", GgmlType::F32, vec![8, 8]).unwrap();
    let tok = g.add1(Op::Input(InputKind::Tokens), &[], "t").unwrap();
    let pos = g.add1(Op::Input(InputKind::Positions), &[], "p").unwrap();
    let x = g.add1(Op::Embedding { table: emb }, &[tok], "x").unwrap();
    let q = g
        .add1(
            Op::MatMul {
                weight: wq,
                bias: None,
            },
            &[x],
            "q",
        )
        .unwrap();
    // An attention whose output nobody reads still writes the KV cache: it stays.
    g.add1(
        Op::Attention {
            layer: 0,
            n_head: 1,
            n_head_kv: 1,
            head_dim: 8,
            scale: 0.5,
        },
        &[q, q, q, pos],
        "attn",
    )
    .unwrap();
    // A dead chain: two matmuls nobody reads.
    let d1 = g
        .add1(
            Op::MatMul {
                weight: wq,
                bias: None,
            },
            &[x],
            "dead1",
        )
        .unwrap();
    g.add1(
        Op::MatMul {
            weight: wq,
            bias: None,
        },
        &[d1],
        "dead2",
    )
    .unwrap();
    let out = g
        .add1(Op::OutputHead { weight: emb }, &[x], "logits")
        .unwrap();
    g.set_outputs(vec![out]);
    assert_eq!(g.node_count(), 8);
    let g = passes::dce(g).unwrap();
    verify(&g).unwrap();
    assert_eq!(g.node_count(), 6, "{}", to_text(&g, "t").unwrap());
    let text = to_text(&g, "t").unwrap();
    assert!(!text.contains("dead"), "{text}");
    assert!(text.contains("attention("), "{text}");
}

#[test]
fn fused_qkv_and_olmoe_norm_shapes_are_checked_by_name() {
    let dir = strata_tests::scratch();
    let qwen2 = synth_file(dir.path(), Preset::TinyQwen2Moe, GgmlType::F32);
    let olmoe = synth_file(dir.path(), Preset::TinyOlmoe, GgmlType::F32);
    let cases: Vec<(&str, GgufWriter, &str)> = vec![
        (
            "fused beside separate",
            rewrite(
                &qwen2,
                |_| {},
                Some(("blk.0.attn_qkv.weight", vec![256, 512])),
            ),
            "blk.0.attn_q.weight beside the fused blk.0.attn_qkv.weight",
        ),
        (
            "fused of the wrong width",
            rewrite(
                &olmoe,
                |_| {},
                Some(("blk.0.attn_qkv.weight", vec![256, 100])),
            ),
            "blk.0.attn_qkv.weight has shape [256, 100], expected [n_embd, 768]",
        ),
        (
            "olmoe with grouped KV heads",
            rewrite(
                &olmoe,
                |m| set(m, "olmoe.attention.head_count_kv", Value::U32(2)),
                None,
            ),
            "blk.0.attn_k_norm.weight has shape [256], expected [128]",
        ),
        (
            "olmoe expert width other than feed_forward_length",
            rewrite(
                &olmoe,
                |m| set(m, "olmoe.feed_forward_length", Value::U32(512)),
                None,
            ),
            "olmoe.feed_forward_length is 512 but the tensors have 256",
        ),
    ];
    for (what, w, needle) in cases {
        let gguf = write_gguf(dir.path(), "bad.gguf", &w);
        let err = frontend::lower(&gguf).unwrap_err();
        assert!(err.to_string().contains(needle), "{what}: {err}");
    }
}
