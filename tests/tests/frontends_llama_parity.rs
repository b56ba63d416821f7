//! The `olmoe` frontend and the attention layouts llama.cpp accepts on every architecture
//! (optional Q/K/V biases, a fused `attn_qkv` with or without its bias), checked against
//! llama.cpp's logits (llama-cpp-python, `logits_all`) on the same GGUF. The oracle is required:
//! a missing llama-cpp-python fails these tests.
//!
//! The bars are the vertical slice's: F32 weights: top-1 identical at every position, max
//! |Δlogit| ≤ 1e-3 of the largest |logit|, and 16 greedy tokens identical. Quantized weights:
//! top-1 identical on ≥ 80% of positions and the 90th-percentile row's max |Δlogit| ≤ 5% of the
//! largest |logit|. Variants are written from `stratac synth` output by gguf-py
//! (`tests/oracle/gguf_qkv_variants.py`). Each case prints what it reached
//! (`cargo test -- --nocapture`).

use std::path::{Path, PathBuf};

use strata_tests::{run_bin, run_oracle, scratch};

fn ok(out: std::process::Output, what: &str) -> String {
    assert!(
        out.status.success(),
        "{what} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

fn read_f32(path: &Path) -> Vec<f32> {
    std::fs::read(path)
        .unwrap()
        .chunks_exact(4)
        .map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]]))
        .collect()
}

fn argmax(row: &[f32]) -> usize {
    let mut best = 0;
    for (i, &v) in row.iter().enumerate() {
        if v > row[best] {
            best = i;
        }
    }
    best
}

/// `stratac synth --preset preset --quant quant` (IQ3_XXS, which Strata does not quantize:
/// F32 quantized by llama.cpp), then (for `variant` other than `None`) the gguf-py rewrite of
/// it. Returns the GGUF to test.
fn model(dir: &Path, preset: &str, quant: &str, variant: Option<&str>) -> PathBuf {
    let synth = dir.join(format!("{preset}-{quant}.gguf"));
    let s = synth.to_str().unwrap();
    let synth_quant = if quant == "IQ3_XXS" { "F32" } else { quant };
    let first = dir.join(format!("{preset}-{synth_quant}-synth.gguf"));
    let f = first.to_str().unwrap();
    ok(
        run_bin(
            "stratac",
            &[
                "synth",
                "--preset",
                preset,
                "--seed",
                "3",
                "--quant",
                synth_quant,
                "-o",
                f,
            ],
        ),
        "synth",
    );
    if quant == "IQ3_XXS" {
        run_oracle("logits_quantize.py", &[f, s, "MOSTLY_IQ3_XXS"]);
    } else {
        std::fs::rename(&first, &synth).unwrap();
    }
    let Some(mode) = variant else {
        return synth;
    };
    let out = dir.join(format!("{preset}-{quant}-{mode}.gguf"));
    run_oracle("gguf_qkv_variants.py", &[s, out.to_str().unwrap(), mode]);
    out
}

/// The names of the GGUF's tensors (to prove a variant holds what it claims).
fn tensor_names(gguf: &Path) -> Vec<String> {
    let out = ok(
        run_bin("stratac", &["inspect", gguf.to_str().unwrap(), "--json"]),
        "inspect",
    );
    let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    v["tensors"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["name"].as_str().unwrap().to_string())
        .collect()
}

fn check(preset: &str, quant: &str, variant: Option<&str>) {
    let dir = scratch();
    let gguf = model(dir.path(), preset, quant, variant);
    let plan = dir.path().join("model.plan");
    let (g, p) = (gguf.to_str().unwrap(), plan.to_str().unwrap());
    ok(
        run_bin("stratac", &["compile", g, "--arch", "host", "-o", p]),
        "compile",
    );
    let n_tokens = 24usize;
    // Spread-out ids below the tiny presets' 512-token vocabulary.
    let tokens: Vec<String> = (0..n_tokens)
        .map(|i| ((i * 7919 + 13) % 500).to_string())
        .collect();
    let tokens = tokens.join(",");
    let ours_path = dir.path().join("ours.f32");
    let theirs_path = dir.path().join("theirs.f32");
    ok(
        run_bin(
            "strata-rt",
            &[
                "logits",
                p,
                "--tokens",
                &tokens,
                "-o",
                ours_path.to_str().unwrap(),
                "--threads",
                "2",
            ],
        ),
        "strata-rt logits",
    );
    let greedy = run_oracle(
        "logits_llama.py",
        &[g, &tokens, theirs_path.to_str().unwrap(), "--greedy", "16"],
    );
    let ours = read_f32(&ours_path);
    let theirs = read_f32(&theirs_path);
    assert_eq!(ours.len(), theirs.len(), "logit counts differ");
    let n_vocab = ours.len() / n_tokens;
    let largest = theirs.iter().fold(0.0f32, |m, v| m.max(v.abs()));
    let mut row_err: Vec<f32> = Vec::new();
    let mut same_top1 = 0;
    for (a, b) in ours.chunks_exact(n_vocab).zip(theirs.chunks_exact(n_vocab)) {
        row_err.push(
            a.iter()
                .zip(b)
                .map(|(x, y)| (x - y).abs())
                .fold(0.0, f32::max),
        );
        same_top1 += usize::from(argmax(a) == argmax(b));
    }
    let max_err = row_err.iter().copied().fold(0.0, f32::max);
    let mut sorted = row_err.clone();
    sorted.sort_by(f32::total_cmp);
    let p90 = sorted[(sorted.len() * 9).div_ceil(10) - 1];
    let top1 = same_top1 as f64 / n_tokens as f64;
    eprintln!(
        "{preset} {quant} {variant:?}: top-1 {:.1}%, max|Δ| {max_err:.3e} ({:.4}% of {largest:.3}), p90 row {p90:.3e} ({:.3}%)",
        100.0 * top1,
        100.0 * max_err / largest,
        100.0 * p90 / largest
    );
    if quant == "F32" {
        assert_eq!(same_top1, n_tokens, "top-1 differs somewhere");
        assert!(
            max_err <= 1e-3 * largest,
            "max |Δ| {max_err} > 1e-3 × {largest}"
        );
        let out = ok(
            run_bin(
                "strata-rt",
                &[
                    "generate",
                    p,
                    "--prompt-tokens",
                    &tokens,
                    "--max-tokens",
                    "16",
                    "--temperature",
                    "0",
                    "--ignore-eos",
                    "--json",
                ],
            ),
            "strata-rt generate",
        );
        let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
        let want: serde_json::Value = serde_json::from_str(greedy.trim()).unwrap();
        assert_eq!(v["tokens"], want, "greedy continuations differ");
    } else {
        assert!(top1 >= 0.8, "top-1 agreement {top1}");
        assert!(
            p90 <= 0.05 * largest,
            "p90 row error {p90} > 5% of {largest}"
        );
    }
    if let Some(mode) = variant {
        let names = tensor_names(&gguf);
        let has = |n: &str| names.iter().any(|t| t == n);
        match mode {
            "nobias" => assert!(!has("blk.0.attn_q.bias") && has("blk.0.attn_q.weight")),
            "qbias" => assert!(has("blk.0.attn_q.bias")),
            "fused" => assert!(has("blk.0.attn_qkv.weight") && !has("blk.0.attn_qkv.bias")),
            "fusedbias" => assert!(has("blk.0.attn_qkv.weight") && has("blk.0.attn_qkv.bias")),
            _ => unreachable!(),
        }
        if mode.starts_with("fused") {
            assert!(!has("blk.0.attn_q.weight"), "{mode} kept attn_q");
        }
    }
}

#[test]
fn olmoe_f32() {
    check("tiny-olmoe", "F32", None);
}
#[test]
fn olmoe_q8_0() {
    check("tiny-olmoe", "Q8_0", None);
}
#[test]
fn olmoe_q4_k() {
    check("tiny-olmoe", "Q4_K", None);
}
#[test]
fn olmoe_iq3_xxs() {
    check("tiny-olmoe", "IQ3_XXS", None);
}
#[test]
fn olmoe_fused_qkv_f32() {
    check("tiny-olmoe", "F32", Some("fused"));
}
#[test]
fn olmoe_q_bias_f32() {
    check("tiny-olmoe", "F32", Some("qbias"));
}
#[test]
fn qwen2moe_without_qkv_biases_f32() {
    check("tiny-qwen2moe", "F32", Some("nobias"));
}
#[test]
fn qwen2moe_without_qkv_biases_q8_0() {
    check("tiny-qwen2moe", "Q8_0", Some("nobias"));
}
#[test]
fn qwen2moe_fused_qkv_f32() {
    check("tiny-qwen2moe", "F32", Some("fused"));
}
#[test]
fn qwen2moe_fused_qkv_with_bias_f32() {
    check("tiny-qwen2moe", "F32", Some("fusedbias"));
}
#[test]
fn qwen2moe_fused_qkv_with_bias_q4_k() {
    check("tiny-qwen2moe", "Q4_K", Some("fusedbias"));
}
#[test]
fn qwen3moe_q_bias_f32() {
    check("tiny-qwen3moe", "F32", Some("qbias"));
}
#[test]
fn mixtral_fused_qkv_q8_0() {
    check("tiny-mixtral", "Q8_0", Some("fused"));
}
