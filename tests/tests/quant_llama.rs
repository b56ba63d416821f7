//! Tensors quantized by llama.cpp itself (`llama_model_quantize` through llama-cpp-python, on an
//! F32 qwen3moe model written with gguf-py): our dequantization is bit-exact with gguf-py's on
//! every tensor, and our reference quantizers reproduce llama.cpp's bytes from the same F32
//! source.

use strata_ir::GgmlType;
use strata_ir::quant::{dequantize, quantize};

fn f32s(bytes: &[u8]) -> Vec<f32> {
    bytes
        .chunks_exact(4)
        .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

#[test]
fn llama_cpp_quantized_tensors_dequantize_and_requantize_identically() {
    let dir = strata_tests::scratch();
    let ftypes = [
        "Q4_0",
        "Q4_1",
        "Q5_0",
        "Q5_1",
        "Q8_0",
        "Q2_K",
        "Q3_K_M",
        "Q4_K_M",
        "Q5_K_M",
        "Q6_K",
        "IQ4_NL",
        "IQ4_XS",
        "BF16",
        "F16",
        "MXFP4_MOE",
    ];
    let mut args = vec![dir.path().to_str().unwrap()];
    args.extend(ftypes);
    let out = strata_tests::run_oracle("quant_llama.py", &args);
    let index: serde_json::Value = serde_json::from_str(&out).unwrap();
    let entries = index["entries"].as_array().unwrap();
    let mut seen = std::collections::BTreeSet::new();
    let mut quantizer_checks = 0;
    for e in entries {
        let id = e["id"].as_u64().unwrap();
        let tname = e["type"].as_str().unwrap();
        let what = format!("{} {} ({tname})", e["ftype"], e["tensor"]);
        let ty = GgmlType::from_name(tname).unwrap();
        let n = e["n"].as_u64().unwrap() as usize;
        let raw = std::fs::read(dir.path().join(format!("{id}.bin"))).unwrap();
        let theirs = f32s(&std::fs::read(dir.path().join(format!("{id}.f32"))).unwrap());
        let src = f32s(&std::fs::read(dir.path().join(format!("{id}.src"))).unwrap());
        assert_eq!(theirs.len(), n, "{what}");
        let mut ours = vec![0f32; n];
        dequantize(ty, &raw, &mut ours).unwrap();
        let bad = ours
            .iter()
            .zip(&theirs)
            .filter(|(a, b)| a.to_bits() != b.to_bits())
            .count();
        assert_eq!(
            bad, 0,
            "{what}: {bad} of {n} dequantized values differ from gguf-py"
        );
        seen.insert(ty);
        if matches!(
            ty,
            GgmlType::Q4_0
                | GgmlType::Q4_1
                | GgmlType::Q5_0
                | GgmlType::Q5_1
                | GgmlType::Q8_0
                | GgmlType::Q4K
                | GgmlType::Q6K
                | GgmlType::F16
                | GgmlType::Bf16
                | GgmlType::Mxfp4
        ) {
            let mine = quantize(ty, &src).unwrap();
            assert_eq!(mine.len(), raw.len(), "{what}");
            let bs = ty.type_size();
            let diff_blocks = mine
                .chunks_exact(bs)
                .zip(raw.chunks_exact(bs))
                .filter(|(a, b)| a != b)
                .count();
            assert_eq!(
                diff_blocks,
                0,
                "{what}: {diff_blocks} of {} blocks differ from llama.cpp's quantizer",
                raw.len() / bs
            );
            quantizer_checks += 1;
        }
    }
    for ty in [
        GgmlType::Q4_0,
        GgmlType::Q4_1,
        GgmlType::Q5_0,
        GgmlType::Q5_1,
        GgmlType::Q8_0,
        GgmlType::Q2K,
        GgmlType::Q3K,
        GgmlType::Q4K,
        GgmlType::Q5K,
        GgmlType::Q6K,
        GgmlType::Iq4Nl,
        GgmlType::Iq4Xs,
        GgmlType::Bf16,
        GgmlType::F16,
        GgmlType::Mxfp4,
    ] {
        assert!(
            seen.contains(&ty),
            "llama.cpp produced no {ty} tensor; saw {seen:?}"
        );
    }
    assert!(
        quantizer_checks >= 9,
        "only {quantizer_checks} quantizer comparisons ran"
    );
}
