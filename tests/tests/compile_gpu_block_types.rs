//! `stratac compile --arch sm_90,gfx1101` on models whose weights use the block types the GPU
//! kernels gained beyond the first eight: a legacy quant written by `stratac synth`, and a GGUF
//! that mixes a different type into every matrix the way llama.cpp's `Q4_K_M` mixes Q5_K and
//! Q6_K into Q4_K (k-quants, i-quants down to IQ1_M, IQ4_NL, MXFP4, BF16). `inspect --kernels`
//! must list, for both targets, each type's matvec (dense weights) or grouped-MoE matvec
//! (experts), its f16 staging kernel, and the embedding gather of the table's type.

use std::path::Path;
use std::process::Output;
use strata_compiler::synth::{Preset, metadata, tensor_plan};
use strata_ir::GgmlType;

fn stratac(args: &[&str]) -> Output {
    strata_tests::run_bin("stratac", args)
}

fn ok(out: &Output) -> String {
    assert!(
        out.status.success(),
        "stratac failed ({}):\n{}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout.clone()).unwrap()
}

/// The kernel names a weight of `ty` in role `role` ("embed", "dense", "expert") needs.
fn kernels_for(role: &str, ty: GgmlType) -> Vec<String> {
    let t = ty.name().to_ascii_lowercase();
    match role {
        "embed" => vec![format!("strata_embed_{t}")],
        "expert" => vec![
            format!("strata_moe_matvec_{t}"),
            format!("strata_dequant_f16_{t}"),
        ],
        _ => vec![
            format!("strata_matvec_{t}"),
            format!("strata_dequant_f16_{t}"),
        ],
    }
}

/// Compiles `model` for sm_90 and gfx1101 and asserts `inspect --kernels` lists every kernel
/// in `want` for both targets.
fn compile_and_check(dir: &Path, model: &str, want: &[String]) {
    let plan = dir.join("plan.bin");
    let plan_s = plan.to_str().unwrap();
    ok(&stratac(&[
        "compile",
        model,
        "--arch",
        "sm_90,gfx1101",
        "-o",
        plan_s,
    ]));
    let table = ok(&stratac(&["inspect", plan_s, "--kernels"]));
    for target in ["sm_90", "gfx1101"] {
        for name in want {
            assert!(
                table.lines().any(|l| {
                    let mut cols = l.split_whitespace();
                    cols.next() == Some(target) && cols.next() == Some(name.as_str())
                }),
                "{target} lacks {name}:\n{table}"
            );
        }
    }
    // The gfx1101 matvecs of the new types keep their registers: no spills, no scratch.
    let json: serde_json::Value =
        serde_json::from_str(&ok(&stratac(&["inspect", plan_s, "--kernels", "--json"]))).unwrap();
    for k in json["kernels"].as_array().unwrap() {
        let name = k["name"].as_str().unwrap();
        if k["target"] == "gfx1101" && name.contains("matvec") {
            assert_eq!(k["spill_bytes"], 0, "{name} spills: {k}");
        }
    }
}

#[test]
fn a_legacy_quant_compiles_for_both_gpus() {
    let dir = strata_tests::scratch();
    let model = dir.path().join("q4_0.gguf");
    let m = model.to_str().unwrap();
    ok(&stratac(&[
        "synth",
        "--preset",
        "tiny-qwen3moe",
        "--seed",
        "5",
        "--quant",
        "Q4_0",
        "-o",
        m,
    ]));
    let mut want = kernels_for("embed", GgmlType::Q4_0);
    want.extend(kernels_for("dense", GgmlType::Q4_0));
    want.extend(kernels_for("expert", GgmlType::Q4_0));
    compile_and_check(dir.path(), m, &want);
}

#[test]
fn a_gguf_mixing_every_new_block_type_compiles_for_both_gpus() {
    // One type per matrix, in tensor order: the embedding table, then per layer q, k, v, o
    // and the gate/up/down expert stacks, then the output head.
    let mix = [
        GgmlType::Q5K,
        GgmlType::Q2K,
        GgmlType::Q3K,
        GgmlType::Iq4Nl,
        GgmlType::Q5K,
        GgmlType::Iq2Xxs,
        GgmlType::Iq2Xs,
        GgmlType::Q6K,
        GgmlType::Iq1S,
        GgmlType::Iq1M,
        GgmlType::Mxfp4,
        GgmlType::Bf16,
        GgmlType::Iq2S,
        GgmlType::Q4K,
        GgmlType::Q5_1,
        GgmlType::Q4_1,
    ];
    let preset = Preset::TinyQwen3Moe;
    let mut w = metadata(preset, GgmlType::Q4K).unwrap();
    let mut next = mix.iter();
    let mut want = Vec::new();
    for t in tensor_plan(preset, GgmlType::Q4K) {
        let ty = if t.ty == GgmlType::Q4K {
            *next.next().expect("one type per matrix")
        } else {
            t.ty
        };
        if t.ty == GgmlType::Q4K {
            let role = if t.name == "token_embd.weight" {
                "embed"
            } else if t.name.contains("_exps") {
                "expert"
            } else {
                "dense"
            };
            want.extend(kernels_for(role, ty));
        }
        // Types the in-tree quantizer cannot produce get all-zero blocks: compiling reads
        // only the tensor table, and zero bytes are a valid block of every type.
        let data = if strata_ir::quant::can_quantize(ty) {
            strata_ir::quant::quantize(ty, &t.draw(7, 0, t.numel())).unwrap()
        } else {
            let spec = strata_compiler::synth::TensorSpec { ty, ..t.clone() };
            vec![0u8; spec.n_bytes() as usize]
        };
        let shape: Vec<u64> = t.shape.iter().map(|&d| d as u64).collect();
        w.add_tensor(t.name.clone(), ty, &shape, data).unwrap();
    }
    assert!(next.next().is_none(), "every type of the mix was used");
    let dir = strata_tests::scratch();
    let model = dir.path().join("mixed.gguf");
    w.write(&model).unwrap();
    let m = model.to_str().unwrap();
    let info = ok(&stratac(&["inspect", m]));
    for ty in mix {
        assert!(
            info.contains(ty.name()),
            "{} missing from:\n{info}",
            ty.name()
        );
    }
    compile_and_check(dir.path(), m, &want);
}
