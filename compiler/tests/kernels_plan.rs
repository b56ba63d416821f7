//! `stratac compile --arch gfx1101,sm_90` puts the kernels the graph needs into the plan;
//! `inspect --kernels` lists them, `--extract-kernels DIR` writes them, and the gfx1101 code
//! objects' metadata names and registers equal what the plan records.

#![cfg(feature = "llvm")]

use std::path::Path;
use std::process::{Command, Output};
use strata_compiler::synth::{Preset, metadata, tensor_plan};
use strata_ir::GgmlType;
use strata_ir::plan::Plan;

fn stratac(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_stratac"))
        .args(args)
        .output()
        .expect("run stratac")
}

fn ok(o: &Output) -> String {
    assert!(
        o.status.success(),
        "stratac failed: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn readelf_notes(path: &Path) -> String {
    let tool = if Path::new("/usr/bin/llvm-readelf-19").exists() {
        "/usr/bin/llvm-readelf-19"
    } else {
        "/usr/lib/llvm-19/bin/llvm-readelf"
    };
    let o = Command::new(tool)
        .arg("--notes")
        .arg(path)
        .output()
        .expect("run llvm-readelf");
    assert!(o.status.success());
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn note_field(notes: &str, key: &str) -> Option<String> {
    notes.lines().find_map(|l| {
        l.trim()
            .strip_prefix(key)
            .and_then(|r| r.trim_start().strip_prefix(':'))
            .map(|v| v.trim().to_string())
    })
}

#[test]
fn compile_for_gpus_lists_and_extracts_kernels() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let model = d.join("m.gguf");
    let plan_path = d.join("plan.bin");
    ok(&stratac(&[
        "synth",
        "--preset",
        "tiny-qwen3moe",
        "--quant",
        "Q4_K",
        "-o",
        model.to_str().unwrap(),
    ]));
    ok(&stratac(&[
        "compile",
        model.to_str().unwrap(),
        "--arch",
        "gfx1101,sm_90",
        "-o",
        plan_path.to_str().unwrap(),
    ]));
    let plan = Plan::read(&plan_path).unwrap();
    let names = |t: &str| -> Vec<String> {
        plan.kernels
            .iter()
            .filter(|k| k.target == t)
            .map(|k| k.name.clone())
            .collect()
    };
    let (amd, nv) = (names("gfx1101"), names("sm_90"));
    // The same set, except that sm_90 (which has the int8 and f16 matrix instructions) also
    // gets the matrix-unit grouped matmul of the Q4_K experts and the matrix-unit prompt
    // attention for the f16 cache (not the f32 or q8 ones).
    let mma = [
        "strata_moe_matmul_mma_q4_k",
        "strata_attn_prefill_mma_f16kv",
    ];
    for m in mma {
        assert!(nv.iter().any(|n| n == m), "sm_90 has {m}");
        assert!(!amd.iter().any(|n| n == m), "gfx1101 has no {m}");
    }
    for other in [
        "strata_attn_prefill_mma_f32kv",
        "strata_attn_prefill_mma_q8kv",
    ] {
        assert!(
            !nv.iter().any(|n| n == other),
            "f32 and q8 caches keep the f32 prefill"
        );
    }
    let nv_common: Vec<String> = nv
        .iter()
        .filter(|n| !mma.contains(&n.as_str()))
        .cloned()
        .collect();
    assert_eq!(
        amd, nv_common,
        "otherwise both targets get the same kernel set"
    );
    for want in [
        "strata_matvec_q4_k",
        "strata_moe_matvec_q4_k",
        "strata_embed_q4_k",
        "strata_dequant_f16_q4_k",
        "strata_rmsnorm_f32",
        "strata_rope_neox_f32",
        "strata_router_topk_f32",
        "strata_swiglu_f32",
        "strata_add_f32",
        "strata_attn_decode_split_f16kv",
        "strata_attn_decode_combine",
        // The batched prompt path's kernels (attention and MoE graph).
        "strata_attn_prefill_f16kv",
        "strata_rope_neox_kv_store_rows_f16",
        "strata_cast_f16_f32",
        "strata_gather_rows_f16",
        "strata_moe_combine_rows_f32",
    ] {
        assert!(amd.iter().any(|n| n == want), "plan lacks {want}: {amd:?}");
    }
    for k in &plan.kernels {
        assert!(
            k.bytes_per_launch > 0 && k.flops_per_launch > 0,
            "{} has no cost",
            k.name
        );
        assert!(k.block_dim[0] > 0);
    }

    let table = ok(&stratac(&[
        "inspect",
        plan_path.to_str().unwrap(),
        "--kernels",
    ]));
    for k in &plan.kernels {
        assert!(
            table
                .lines()
                .any(|l| l.starts_with(&k.target) && l.contains(&k.name)),
            "table lacks {} {}:\n{table}",
            k.target,
            k.name
        );
    }
    let json: serde_json::Value = serde_json::from_str(&ok(&stratac(&[
        "inspect",
        plan_path.to_str().unwrap(),
        "--kernels",
        "--json",
    ])))
    .unwrap();
    assert_eq!(
        json["kernels"].as_array().unwrap().len(),
        plan.kernels.len()
    );
    assert!(json["kernels"][0]["occupancy"].as_u64().unwrap() > 0);

    let out = d.join("extracted");
    ok(&stratac(&[
        "inspect",
        plan_path.to_str().unwrap(),
        "--extract-kernels",
        out.to_str().unwrap(),
    ]));
    for k in &plan.kernels {
        let ext = if k.target == "sm_90" { "ptx" } else { "hsaco" };
        let path = out.join(&k.target).join(format!("{}.{ext}", k.name));
        assert_eq!(std::fs::read(&path).unwrap(), k.code, "{}", path.display());
        if k.target == "gfx1101" {
            let notes = readelf_notes(&path);
            assert_eq!(
                note_field(&notes, ".name").as_deref(),
                Some(k.name.as_str())
            );
            assert_eq!(
                note_field(&notes, ".vgpr_count"),
                k.vgprs.map(|v| v.to_string())
            );
            assert_eq!(
                note_field(&notes, ".sgpr_count"),
                k.sgprs.map(|v| v.to_string())
            );
            assert_eq!(note_field(&notes, ".wavefront_size").as_deref(), Some("32"));
        }
    }
}

#[test]
fn unsupported_weight_types_and_hostile_plans_are_clear_errors() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    // Every model type has GPU kernels, so the refused weights are Q8_K (ggml's activation
    // format, outside DESIGN.md's list), written as all-zero blocks into a synthetic model.
    let model = d.join("m.gguf");
    let preset = Preset::TinyQwen3Moe;
    let mut w = metadata(preset, GgmlType::Q8_0).unwrap();
    for t in tensor_plan(preset, GgmlType::Q8_0) {
        let shape: Vec<u64> = t.shape.iter().map(|&v| v as u64).collect();
        let (ty, data) = if t.ty == GgmlType::Q8_0 {
            let n = t.numel() / 256 * GgmlType::Q8K.type_size();
            (GgmlType::Q8K, vec![0u8; n])
        } else {
            let v = t.draw(1, 0, t.numel());
            (t.ty, strata_ir::quant::quantize(t.ty, &v).unwrap())
        };
        w.add_tensor(t.name.clone(), ty, &shape, data).unwrap();
    }
    w.write(&model).unwrap();
    let o = stratac(&[
        "compile",
        model.to_str().unwrap(),
        "--arch",
        "gfx1101",
        "-o",
        d.join("p.bin").to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.starts_with("error:") && err.contains("Q8_K") && err.contains("supported"),
        "{err}"
    );

    // A plan whose kernel name tries to escape the extraction directory is refused.
    let good = d.join("good.gguf");
    ok(&stratac(&[
        "synth",
        "--preset",
        "tiny-qwen3moe",
        "--quant",
        "Q8_0",
        "-o",
        good.to_str().unwrap(),
    ]));
    let plan_path = d.join("plan.bin");
    ok(&stratac(&[
        "compile",
        good.to_str().unwrap(),
        "--arch",
        "sm_90",
        "-o",
        plan_path.to_str().unwrap(),
    ]));
    let mut plan = Plan::read(&plan_path).unwrap();
    plan.kernels[0].name = "../../escaped".into();
    let evil = d.join("evil.bin");
    plan.write(&evil).unwrap();
    let out = d.join("x");
    let o = stratac(&[
        "inspect",
        evil.to_str().unwrap(),
        "--extract-kernels",
        out.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&o.stderr).contains("unsafe name"));
    assert!(!d.join("escaped.ptx").exists());
}
