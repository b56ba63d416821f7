//! `strata-rt logits` and greedy generation against llama.cpp (llama-cpp-python, `logits_all`)
//! on the same GGUF, for every supported architecture and for F32, Q8_0, Q4_K and IQ3_XXS
//! weights. The oracle is required: a missing llama-cpp-python fails these tests.
//!
//! F32 weights: top-1 identical at every position, max |Δlogit| ≤ 1e-3 of the largest |logit|,
//! and 16 greedy tokens identical. Quantized weights (llama.cpp quantizes activations too, and a
//! near-tie in a router can flip an expert): top-1 identical on ≥ 80% of positions and the
//! 90th-percentile row's max |Δlogit| ≤ 5% of the largest |logit|. Each case prints what it
//! reached (`cargo test -- --nocapture`).

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

/// Synthesizes `preset` with weights of `quant` (our quantizer for Q8_0/Q4_K; llama.cpp's for
/// IQ3_XXS, which we do not quantize) and compiles it. Returns (gguf, plan).
fn model(dir: &Path, preset: &str, quant: &str) -> (PathBuf, PathBuf) {
    let gguf = dir.join(format!("{preset}-{quant}.gguf"));
    let g = gguf.to_str().unwrap();
    if quant == "IQ3_XXS" {
        let f32 = dir.join(format!("{preset}-F32.gguf"));
        let f = f32.to_str().unwrap();
        ok(
            run_bin(
                "stratac",
                &["synth", "--preset", preset, "--seed", "3", "-o", f],
            ),
            "synth",
        );
        run_oracle("logits_quantize.py", &[f, g, "MOSTLY_IQ3_XXS"]);
    } else {
        ok(
            run_bin(
                "stratac",
                &[
                    "synth", "--preset", preset, "--seed", "3", "--quant", quant, "-o", g,
                ],
            ),
            "synth",
        );
    }
    let plan = dir.join(format!("{preset}-{quant}.plan"));
    ok(
        run_bin(
            "stratac",
            &["compile", g, "--arch", "host", "-o", plan.to_str().unwrap()],
        ),
        "compile",
    );
    (gguf, plan)
}

fn check(preset: &str, quant: &str) {
    let dir = scratch();
    let (gguf, plan) = model(dir.path(), preset, quant);
    let (g, p) = (gguf.to_str().unwrap(), plan.to_str().unwrap());
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
        "{preset} {quant}: top-1 {:.1}%, max|Δ| {max_err:.3e} ({:.4}% of {largest:.3}), p90 row {p90:.3e} ({:.3}%)",
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
}

#[test]
fn qwen3moe_f32() {
    check("tiny-qwen3moe", "F32");
}
#[test]
fn qwen3moe_q8_0() {
    check("tiny-qwen3moe", "Q8_0");
}
#[test]
fn qwen3moe_q4_k() {
    check("tiny-qwen3moe", "Q4_K");
}
#[test]
fn qwen3moe_iq3_xxs() {
    check("tiny-qwen3moe", "IQ3_XXS");
}
#[test]
fn qwen2moe_f32() {
    check("tiny-qwen2moe", "F32");
}
#[test]
fn qwen2moe_q8_0() {
    check("tiny-qwen2moe", "Q8_0");
}
#[test]
fn qwen2moe_q4_k() {
    check("tiny-qwen2moe", "Q4_K");
}
#[test]
fn qwen2moe_iq3_xxs() {
    check("tiny-qwen2moe", "IQ3_XXS");
}
#[test]
fn mixtral_f32() {
    check("tiny-mixtral", "F32");
}
#[test]
fn mixtral_q8_0() {
    check("tiny-mixtral", "Q8_0");
}
#[test]
fn mixtral_q4_k() {
    check("tiny-mixtral", "Q4_K");
}
#[test]
fn mixtral_iq3_xxs() {
    check("tiny-mixtral", "IQ3_XXS");
}
