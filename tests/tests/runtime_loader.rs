//! The plan loader and the `strata-rt` CLI on bad input: another model's GGUF, a changed or
//! missing GGUF, truncated and garbage plans, bad tokens — each a clear error, never a panic.

mod runtime_support;

use runtime_support::{Arch, Spec, build};
use strata_ir::GgmlType;
use strata_runtime::engine::{Engine, EngineOptions};
use strata_tests::{run_bin, scratch};

fn load_err(plan: &std::path::Path, model: Option<&std::path::Path>) -> String {
    Engine::load(
        plan,
        EngineOptions {
            model: model.map(|p| p.to_path_buf()),
            ..Default::default()
        },
    )
    .unwrap_err()
    .to_string()
}

#[test]
fn another_models_gguf_is_refused_naming_both() {
    let dir_a = scratch();
    let dir_b = scratch();
    let (plan_a, gguf_a) = build(dir_a.path(), &Spec::small(Arch::Qwen3Moe, GgmlType::F32));
    let mut spec_b = Spec::small(Arch::Qwen3Moe, GgmlType::F32);
    spec_b.seed = 2;
    let (_, gguf_b) = build(dir_b.path(), &spec_b);
    // Same size, different header bytes.
    let e = load_err(&plan_a, Some(&gguf_b));
    assert!(e.contains(&gguf_b.display().to_string()), "{e}");
    assert!(e.contains(&plan_a.display().to_string()), "{e}");
    assert!(e.contains("header hash"), "{e}");
    // A different size.
    let other = dir_b.path().join("short.bin");
    std::fs::write(&other, &std::fs::read(&gguf_a).unwrap()[..1000]).unwrap();
    let e = load_err(&plan_a, Some(&other));
    assert!(e.contains("bytes"), "{e}");
    // Missing.
    let e = load_err(&plan_a, Some(&dir_b.path().join("nope.gguf")));
    assert!(e.contains("nope.gguf"), "{e}");
    // The right file through --model loads.
    Engine::load(
        &plan_a,
        EngineOptions {
            model: Some(gguf_a),
            ..Default::default()
        },
    )
    .unwrap();
}

#[test]
fn truncated_and_garbage_plans_are_errors() {
    let dir = scratch();
    let (plan, _) = build(dir.path(), &Spec::small(Arch::Mixtral, GgmlType::Q8_0));
    let bytes = std::fs::read(&plan).unwrap();
    for cut in [0, 7, 30, 56, bytes.len() / 2, bytes.len() - 1] {
        let p = dir.path().join(format!("cut{cut}.plan"));
        std::fs::write(&p, &bytes[..cut]).unwrap();
        let e = load_err(&p, None);
        assert!(e.contains("plan"), "cut {cut}: {e}");
    }
    let p = dir.path().join("garbage.plan");
    std::fs::write(&p, b"definitely not a plan file at all").unwrap();
    assert!(load_err(&p, None).contains("plan"));
}

#[test]
fn cli_errors_exit_1_with_a_message() {
    let dir = scratch();
    let (plan, _) = build(dir.path(), &Spec::small(Arch::Qwen2Moe, GgmlType::F32));
    let p = plan.to_str().unwrap();
    let out_f = dir.path().join("l.f32");
    let o = out_f.to_str().unwrap();
    let cut = dir.path().join("cut.plan");
    std::fs::write(&cut, &std::fs::read(&plan).unwrap()[..100]).unwrap();
    let cases: Vec<Vec<&str>> = vec![
        vec!["logits", p, "--tokens", "1,2,9999", "-o", o],
        vec!["logits", cut.to_str().unwrap(), "--tokens", "1", "-o", o],
        vec!["generate", p, "--prompt-tokens", "1", "--device", "cuda:0"],
        vec!["bench", p, "--prompt-len", "0"],
        vec!["generate", p, "--prompt-tokens", "1", "--threads", "0"],
    ];
    for args in cases {
        let out = run_bin("strata-rt", &args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{args:?}: {err}");
        assert!(err.starts_with("error: "), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{args:?}: {err}");
    }
    // Usage errors are clap's exit code 2.
    let out = run_bin("strata-rt", &["logits", p]);
    assert_eq!(out.status.code(), Some(2));
    // And the good path writes n_tokens × n_vocab floats.
    let out = run_bin("strata-rt", &["logits", p, "--tokens", "1,2,3", "-o", o]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(std::fs::metadata(&out_f).unwrap().len(), 3 * 96 * 4);
    let out = run_bin(
        "strata-rt",
        &[
            "bench",
            p,
            "--prompt-len",
            "4",
            "--gen-len",
            "2",
            "--json",
            "--threads",
            "1",
        ],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(v["decode_tok_s"].as_f64().unwrap() > 0.0);
}
