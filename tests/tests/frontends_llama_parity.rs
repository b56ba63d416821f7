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

use strata_tests::{ok, run_bin, run_oracle, scratch};

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
    strata_tests::logits_against_llama(
        dir.path(),
        &gguf,
        &plan,
        quant == "F32",
        &format!("{preset} {quant} {variant:?}"),
    );
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
