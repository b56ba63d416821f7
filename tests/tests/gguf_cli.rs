//! `stratac` inspect, synth and dump-tensor from the command line: output shapes, determinism,
//! and clear errors with the documented exit codes for bad input.

use std::path::Path;

use serde_json::Value as Json;
use strata_tests::{run_bin, scratch};

fn synth(dir: &Path, preset: &str, seed: &str, quant: &str) -> std::path::PathBuf {
    let path = dir.join(format!("{preset}-{seed}-{quant}.gguf"));
    let out = run_bin(
        "stratac",
        &[
            "synth",
            "--preset",
            preset,
            "--seed",
            seed,
            "--quant",
            quant,
            "-o",
            path.to_str().unwrap(),
        ],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    path
}

fn assert_error(out: &std::process::Output, code: i32, needle: &str) {
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(code), "stderr: {err}");
    assert!(err.contains(needle), "expected {needle:?} in: {err}");
    if code == 1 {
        assert!(err.starts_with("error: "), "{err}");
    }
}

#[test]
fn synth_is_deterministic_per_seed() {
    let dir = scratch();
    let a = std::fs::read(synth(dir.path(), "tiny-qwen3moe", "9", "Q8_0")).unwrap();
    let b_path = dir.path().join("again.gguf");
    let out = run_bin(
        "stratac",
        &[
            "synth",
            "--preset",
            "tiny-qwen3moe",
            "--seed",
            "9",
            "--quant",
            "q8_0",
            "-o",
            b_path.to_str().unwrap(),
        ],
    );
    assert!(out.status.success());
    assert_eq!(a, std::fs::read(b_path).unwrap());
    let c = std::fs::read(synth(dir.path(), "tiny-qwen3moe", "10", "Q8_0")).unwrap();
    assert_ne!(a, c);
}

#[test]
fn inspect_text_and_json() {
    let dir = scratch();
    let path = synth(dir.path(), "tiny-qwen2moe", "1", "F16");
    let p = path.to_str().unwrap();
    let text = run_bin("stratac", &["inspect", p]);
    assert!(text.status.success());
    let text = String::from_utf8(text.stdout).unwrap();
    assert!(
        text.contains("general.architecture (string) = \"qwen2moe\""),
        "{text}"
    );
    // Long arrays are summarized in text mode.
    assert!(
        text.contains("tokenizer.ggml.tokens (array[string]) = [string; 512]"),
        "{text}"
    );
    assert!(text.contains("more]"), "{text}");
    assert!(text.contains("blk.1.ffn_down_shexp.weight"), "{text}");

    let json = run_bin("stratac", &["inspect", "--json", p]);
    assert!(json.status.success());
    let v: Json = serde_json::from_slice(&json.stdout).unwrap();
    assert_eq!(v["format"], "gguf");
    assert_eq!(v["version"], 3);
    // Complete in JSON.
    assert_eq!(
        v["metadata"]["tokenizer.ggml.tokens"]
            .as_array()
            .unwrap()
            .len(),
        512
    );
    let t = v["tensors"].as_array().unwrap();
    let q = t
        .iter()
        .find(|t| t["name"] == "blk.0.attn_q.weight")
        .unwrap();
    assert_eq!(q["type"], "F16");
    assert_eq!(q["shape"], serde_json::json!([256, 256]));
    assert_eq!(q["bytes"], 256 * 256 * 2);
    let keys: Vec<&str> = t[0]
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(keys.len(), 5, "{keys:?}");
}

#[test]
fn dump_tensor_writes_little_endian_f32() {
    let dir = scratch();
    let path = synth(dir.path(), "tiny-mixtral", "2", "Q8_0");
    let out = dir.path().join("norm.f32");
    let r = run_bin(
        "stratac",
        &[
            "dump-tensor",
            path.to_str().unwrap(),
            "blk.0.attn_norm.weight",
            "-o",
            out.to_str().unwrap(),
        ],
    );
    assert!(r.status.success(), "{}", String::from_utf8_lossy(&r.stderr));
    let bytes = std::fs::read(&out).unwrap();
    assert_eq!(bytes.len(), 256 * 4);
    // Norm weights are 1 + N(0, 0.1²).
    let mean: f32 = bytes
        .chunks_exact(4)
        .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
        .sum::<f32>()
        / 256.0;
    assert!((mean - 1.0).abs() < 0.05, "{mean}");
    let r = run_bin(
        "stratac",
        &[
            "dump-tensor",
            path.to_str().unwrap(),
            "blk.1.ffn_up_exps.weight",
            "-o",
            out.to_str().unwrap(),
        ],
    );
    assert!(r.status.success());
    assert_eq!(std::fs::metadata(&out).unwrap().len(), 256 * 256 * 8 * 4);
}

#[test]
fn bad_input_gives_clear_errors_and_exit_codes() {
    let dir = scratch();
    let path = synth(dir.path(), "tiny-qwen3moe", "1", "F32");
    let p = path.to_str().unwrap();
    let out = dir.path().join("o.f32");
    let o = out.to_str().unwrap();
    // Usage errors: exit 2.
    assert_error(&run_bin("stratac", &[]), 2, "Usage");
    assert_error(&run_bin("stratac", &["inspect"]), 2, "FILE");
    assert_error(&run_bin("stratac", &["frobnicate"]), 2, "frobnicate");
    assert_error(
        &run_bin("stratac", &["synth", "--preset", "tiny-qwen3moe"]),
        2,
        "--output",
    );
    // Errors: exit 1 with a message naming the problem.
    assert_error(
        &run_bin("stratac", &["inspect", "/nonexistent/x.gguf"]),
        1,
        "/nonexistent/x.gguf",
    );
    assert_error(
        &run_bin("stratac", &["dump-tensor", p, "no.such.tensor", "-o", o]),
        1,
        "no.such.tensor",
    );
    assert_error(
        &run_bin("stratac", &["synth", "--preset", "tiny-gpt5", "-o", o]),
        1,
        "tiny-qwen3moe",
    );
    assert_error(
        &run_bin(
            "stratac",
            &[
                "synth",
                "--preset",
                "tiny-mixtral",
                "--quant",
                "Q9_9",
                "-o",
                o,
            ],
        ),
        1,
        "Q9_9",
    );
    // A type the reference quantizer does not produce is refused up front, naming it.
    let unsupported = strata_ir::GgmlType::ALL
        .into_iter()
        .find(|t| strata_ir::quant::quantize(*t, &vec![0.5; t.block_size().max(256)]).is_err());
    if let Some(t) = unsupported {
        let r = run_bin(
            "stratac",
            &[
                "synth",
                "--preset",
                "tiny-mixtral",
                "--quant",
                t.name(),
                "-o",
                o,
            ],
        );
        assert_error(&r, 1, t.name());
    }
    let not_gguf = dir.path().join("x.txt");
    std::fs::write(&not_gguf, "hello world, not a model").unwrap();
    assert_error(
        &run_bin("stratac", &["inspect", not_gguf.to_str().unwrap()]),
        1,
        "not a GGUF file",
    );
    let empty = dir.path().join("empty.gguf");
    std::fs::write(&empty, "").unwrap();
    assert_error(
        &run_bin("stratac", &["inspect", empty.to_str().unwrap()]),
        1,
        "truncated",
    );
    assert_error(
        &run_bin("stratac", &["inspect", dir.path().to_str().unwrap()]),
        1,
        "error",
    );
    // Output into a directory that does not exist.
    assert_error(
        &run_bin(
            "stratac",
            &[
                "synth",
                "--preset",
                "tiny-mixtral",
                "-o",
                "/nonexistent/dir/x.gguf",
            ],
        ),
        1,
        "/nonexistent/dir",
    );
}
