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

use strata_tests::{ok, run_bin, run_oracle, scratch};

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
    strata_tests::logits_against_llama(
        dir.path(),
        &gguf,
        &plan,
        quant == "F32",
        &format!("{preset} {quant}"),
    );
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
