//! The quantization code through the CLI: `stratac dump-tensor` reproduces gguf-py's
//! dequantization bit for bit for every model type, and `stratac synth --quant` writes Q4_0,
//! Q4_K, Q6_K and Q8_0 models whose tensors gguf-py reads back to the same values.

use std::path::Path;
use strata_ir::GgmlType;

fn f32s(bytes: &[u8]) -> Vec<u32> {
    bytes
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

/// Dumps every tensor of `gguf` with both gguf-py and `stratac dump-tensor` and compares the
/// bits; returns the tensor types seen.
fn compare_all_tensors(gguf: &Path, dir: &Path) -> Vec<GgmlType> {
    let out = strata_tests::run_oracle(
        "quant_gguf_dump.py",
        &["dump", gguf.to_str().unwrap(), dir.to_str().unwrap()],
    );
    let index: serde_json::Value = serde_json::from_str(&out).unwrap();
    let mut types = Vec::new();
    for t in index["tensors"].as_array().unwrap() {
        let name = t["name"].as_str().unwrap();
        let id = t["id"].as_u64().unwrap();
        let ours_path = dir.join(format!("ours-{id}.f32"));
        let run = strata_tests::run_bin(
            "stratac",
            &[
                "dump-tensor",
                gguf.to_str().unwrap(),
                name,
                "-o",
                ours_path.to_str().unwrap(),
            ],
        );
        assert!(
            run.status.success(),
            "dump-tensor {name}: {}",
            String::from_utf8_lossy(&run.stderr)
        );
        let ours = f32s(&std::fs::read(&ours_path).unwrap());
        let theirs = f32s(&std::fs::read(dir.join(format!("{id}.f32"))).unwrap());
        assert_eq!(ours.len(), theirs.len(), "{name}");
        let bad = ours.iter().zip(&theirs).filter(|(a, b)| a != b).count();
        assert_eq!(
            bad, 0,
            "{name} ({}): {bad} values differ from gguf-py",
            t["type"]
        );
        types.push(GgmlType::from_name(t["type"].as_str().unwrap()).unwrap());
    }
    types
}

#[test]
fn dump_tensor_matches_gguf_py_for_every_model_type() {
    let dir = strata_tests::scratch();
    let file = dir.path().join("all.gguf");
    strata_tests::run_oracle(
        "quant_gguf_dump.py",
        &["write-all-types", file.to_str().unwrap()],
    );
    let types = compare_all_tensors(&file, dir.path());
    for ty in GgmlType::MODEL_TYPES {
        assert!(types.contains(&ty), "no {ty} tensor was compared");
    }
}

#[test]
fn synth_quantizes_natively_to_the_four_synth_types() {
    let dir = strata_tests::scratch();
    for q in ["Q4_0", "Q4_K", "Q6_K", "Q8_0"] {
        let file = dir.path().join(format!("{q}.gguf"));
        let run = strata_tests::run_bin(
            "stratac",
            &[
                "synth",
                "--preset",
                "tiny-qwen3moe",
                "--quant",
                q,
                "-o",
                file.to_str().unwrap(),
            ],
        );
        assert!(
            run.status.success(),
            "synth --quant {q}: {}",
            String::from_utf8_lossy(&run.stderr)
        );
        let sub = dir.path().join(q);
        std::fs::create_dir(&sub).unwrap();
        let types = compare_all_tensors(&file, &sub);
        let want = GgmlType::from_name(q).unwrap();
        assert!(
            types.contains(&want),
            "synth --quant {q} wrote no {q} tensor: {types:?}"
        );
    }
}
