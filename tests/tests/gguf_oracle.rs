//! The GGUF reader, writer and `dump-tensor` against gguf-py, llama.cpp's own Python package:
//! files gguf-py writes are reported by `stratac inspect --json` exactly as gguf-py reads them,
//! gguf-py reads the files our writer produces back unchanged, and `dump-tensor` matches gguf-py's
//! dequantization bit for bit.

use std::path::Path;

use serde_json::Value as Json;
use sha2::{Digest, Sha256};
use strata_compiler::gguf::{GgufFile, GgufWriter, Value, ValueType};
use strata_compiler::synth::{Preset, synth};
use strata_ir::GgmlType;
use strata_tests::{run_bin, run_oracle, scratch};

/// gguf-py's view of each file (one JSON object per file).
fn py_read(paths: &[&Path]) -> Vec<Json> {
    let args: Vec<&str> = paths.iter().map(|p| p.to_str().unwrap()).collect();
    run_oracle("gguf_pyread.py", &args)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

/// `stratac inspect --json FILE`, parsed.
fn inspect_json(path: &Path) -> Json {
    let out = run_bin("stratac", &["inspect", "--json", path.to_str().unwrap()]);
    assert!(
        out.status.success(),
        "inspect {} failed: {}",
        path.display(),
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(text.lines().count(), 1, "--json prints one line");
    serde_json::from_str(&text).unwrap()
}

/// Removes and returns the `sha256` of each tensor entry of a gguf-py report.
fn take_hashes(report: &mut Json) -> Vec<String> {
    report["tensors"]
        .as_array_mut()
        .unwrap()
        .iter_mut()
        .map(|t| {
            t.as_object_mut()
                .unwrap()
                .remove("sha256")
                .unwrap()
                .as_str()
                .unwrap()
                .to_string()
        })
        .collect()
}

fn sha256_hex(bytes: &[u8]) -> String {
    Sha256::digest(bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

#[test]
fn inspect_json_agrees_with_gguf_py_on_files_it_writes() {
    let dir = scratch();
    let n = 10;
    run_oracle(
        "gguf_pywrite.py",
        &[dir.path().to_str().unwrap(), &n.to_string()],
    );
    let paths: Vec<_> = (0..n)
        .map(|i| dir.path().join(format!("py{i}.gguf")))
        .collect();
    let refs: Vec<&Path> = paths.iter().map(|p| p.as_path()).collect();
    let reports = py_read(&refs);
    assert_eq!(reports.len(), n);
    let mut tensors_seen = 0;
    for (path, mut theirs) in paths.iter().zip(reports) {
        let hashes = take_hashes(&mut theirs);
        let ours = inspect_json(path);
        assert_eq!(ours, theirs, "{}", path.display());
        // Metadata order is file order, as gguf-py (a Python dict) keeps it.
        let f = GgufFile::open(path).unwrap();
        let our_keys: Vec<&str> = f.metadata().iter().map(|(k, _)| k.as_str()).collect();
        let text = run_oracle("gguf_pyread.py", &[path.to_str().unwrap()]);
        let order: Vec<String> = key_order(&text);
        assert_eq!(our_keys, order, "{}", path.display());
        // The bytes behind every tensor are the bytes gguf-py sees.
        for (t, h) in f.tensors().iter().zip(&hashes) {
            assert_eq!(
                &sha256_hex(f.tensor_bytes(t)),
                h,
                "{}: {}",
                path.display(),
                t.name
            );
            tensors_seen += 1;
        }
    }
    assert!(
        tensors_seen >= 9 * 25,
        "only {tensors_seen} tensors compared"
    );
}

/// The metadata keys of a one-object JSON report, in the order they appear in its text
/// (`serde_json::Map` sorts keys, so the order is recovered from each key's position).
fn key_order(text: &str) -> Vec<String> {
    let v: Json = serde_json::from_str(text).unwrap();
    let start = text.find("\"metadata\"").unwrap();
    let mut pos: Vec<(usize, String)> = v["metadata"]
        .as_object()
        .unwrap()
        .keys()
        .map(|k| {
            let needle = format!("{}: ", Json::String(k.clone()));
            (start + text[start..].find(&needle).unwrap(), k.clone())
        })
        .collect();
    pos.sort();
    pos.into_iter().map(|(_, k)| k).collect()
}

/// A file exercising every value type (nested and empty arrays included) and several tensor
/// types, written by our writer.
fn every_type_writer(
    version: u32,
    alignment: u32,
) -> (GgufWriter, Vec<(String, Value)>, Vec<Vec<u8>>) {
    let metadata: Vec<(String, Value)> = vec![
        ("general.architecture".into(), Value::str("test")),
        ("general.alignment".into(), Value::U32(alignment)),
        ("v.u8".into(), Value::U8(255)),
        ("v.i8".into(), Value::I8(-128)),
        ("v.u16".into(), Value::U16(65535)),
        ("v.i16".into(), Value::I16(-32768)),
        ("v.u32".into(), Value::U32(u32::MAX)),
        ("v.i32".into(), Value::I32(i32::MIN)),
        ("v.f32".into(), Value::F32(-3.25e-20)),
        ("v.bool".into(), Value::Bool(false)),
        (
            "v.string".into(),
            Value::str("tab\tquote\" snowman ☃ emoji 🙂"),
        ),
        ("v.u64".into(), Value::U64(u64::MAX)),
        ("v.i64".into(), Value::I64(i64::MIN)),
        ("v.f64".into(), Value::F64(1.0e300)),
        ("v.empty_string".into(), Value::str("")),
        ("v.strings".into(), Value::str_array(["a", "b c", ""])),
        ("v.f32s".into(), Value::f32_array([0.5, -1.5, 1e-38])),
        (
            "v.bools".into(),
            Value::Array(ValueType::Bool, vec![Value::Bool(true), Value::Bool(false)]),
        ),
        (
            "v.u64s".into(),
            Value::Array(ValueType::U64, vec![Value::U64(1), Value::U64(u64::MAX)]),
        ),
        ("v.empty".into(), Value::Array(ValueType::I16, vec![])),
        (
            "v.nested".into(),
            Value::Array(
                ValueType::Array,
                vec![
                    Value::Array(ValueType::U8, vec![Value::U8(1), Value::U8(2)]),
                    Value::str_array(["deep"]),
                    Value::Array(
                        ValueType::Array,
                        vec![Value::Array(ValueType::F64, vec![Value::F64(0.25)])],
                    ),
                ],
            ),
        ),
    ];
    let mut w = GgufWriter::new().with_version(version).unwrap();
    for (k, v) in &metadata {
        w.add(k.clone(), v.clone()).unwrap();
    }
    let mut data = Vec::new();
    let specs: [(GgmlType, &[u64]); 6] = [
        (GgmlType::F32, &[7, 3]),
        (GgmlType::F16, &[5]),
        (GgmlType::Bf16, &[4, 2, 2]),
        (GgmlType::Q8_0, &[64, 2]),
        (GgmlType::Q4K, &[256, 1, 2, 1]),
        (GgmlType::Iq2Xxs, &[512]),
    ];
    for (i, (ty, shape)) in specs.iter().enumerate() {
        let n: u64 = shape.iter().product();
        let bytes = ty.row_bytes(shape[0]).unwrap() * (n / shape[0]);
        let d: Vec<u8> = (0..bytes)
            .map(|j| (j as u8).wrapping_mul(31).wrapping_add(i as u8))
            .collect();
        w.add_tensor(format!("tensor.{i}"), *ty, shape, d.clone())
            .unwrap();
        data.push(d);
    }
    (w, metadata, data)
}

#[test]
fn gguf_py_reads_our_writer_back_unchanged() {
    let dir = scratch();
    let mut paths = Vec::new();
    let mut expected = Vec::new();
    for (version, align) in [(3, 32), (2, 64), (3, 1)] {
        let (w, metadata, data) = every_type_writer(version, align);
        let path = dir.path().join(format!("ours_v{version}_a{align}.gguf"));
        w.write(&path).unwrap();
        let f = GgufFile::open(&path).unwrap();
        let meta: serde_json::Map<String, Json> = metadata
            .iter()
            .map(|(k, v)| (k.clone(), v.to_json()))
            .collect();
        let tensors: Vec<Json> = f
            .tensors()
            .iter()
            .zip(&data)
            .map(|(t, d)| {
                serde_json::json!({"name": t.name, "type": t.ty.name(), "shape": t.shape,
                    "offset": t.offset, "bytes": d.len(), "sha256": sha256_hex(d)})
            })
            .collect();
        expected.push(serde_json::json!({"format": "gguf", "version": version,
            "metadata": meta, "tensors": tensors}));
        paths.push(path);
    }
    for preset in Preset::ALL {
        for ty in [GgmlType::F32, GgmlType::Q8_0] {
            let path = dir.path().join(format!("{}-{ty}.gguf", preset.name()));
            synth(preset, 5, ty).unwrap().write(&path).unwrap();
            let f = GgufFile::open(&path).unwrap();
            let mut e = inspect_json(&path);
            for (j, t) in e["tensors"].as_array_mut().unwrap().iter_mut().enumerate() {
                let info = &f.tensors()[j];
                t["sha256"] = Json::String(sha256_hex(f.tensor_bytes(info)));
            }
            expected.push(e);
            paths.push(path);
        }
    }
    let refs: Vec<&Path> = paths.iter().map(|p| p.as_path()).collect();
    let reports = py_read(&refs);
    assert_eq!(reports.len(), expected.len());
    for ((path, theirs), ours) in paths.iter().zip(&reports).zip(&expected) {
        // serde_json's default float parser may round the last bit differently from an exact
        // conversion, so the expectation takes the same trip through text as gguf-py's report.
        let ours: Json = serde_json::from_str(&ours.to_string()).unwrap();
        assert_eq!(theirs, &ours, "{}", path.display());
    }
}

/// Whether our reference dequantization handles `ty` yet (the quantization work adds types).
fn we_dequantize(ty: GgmlType) -> bool {
    let block = vec![0u8; ty.type_size()];
    let mut out = vec![0f32; ty.block_size()];
    strata_ir::quant::dequantize(ty, &block, &mut out).is_ok()
}

#[test]
fn dump_tensor_matches_gguf_py_dequantize() {
    let dir = scratch();
    run_oracle("gguf_pywrite.py", &[dir.path().to_str().unwrap(), "3"]);
    let mut exact = Vec::new();
    for i in 1..3 {
        let file = dir.path().join(format!("py{i}.gguf"));
        let theirs_dir = dir.path().join(format!("theirs{i}"));
        std::fs::create_dir(&theirs_dir).unwrap();
        let names = run_oracle(
            "gguf_pydequant.py",
            &[file.to_str().unwrap(), theirs_dir.to_str().unwrap()],
        );
        let f = GgufFile::open(&file).unwrap();
        for name in names.lines() {
            let ty = f.tensor(name).unwrap().ty;
            let out = dir.path().join(format!("ours{i}-{name}.f32"));
            let r = run_bin(
                "stratac",
                &[
                    "dump-tensor",
                    file.to_str().unwrap(),
                    name,
                    "-o",
                    out.to_str().unwrap(),
                ],
            );
            if !we_dequantize(ty) {
                assert_eq!(
                    r.status.code(),
                    Some(1),
                    "{name}: unsupported type must exit 1"
                );
                let err = String::from_utf8_lossy(&r.stderr);
                assert!(
                    err.starts_with("error: ") && err.contains("not supported"),
                    "{err}"
                );
                continue;
            }
            assert!(
                r.status.success(),
                "{name}: {}",
                String::from_utf8_lossy(&r.stderr)
            );
            let ours = std::fs::read(&out).unwrap();
            let theirs = std::fs::read(theirs_dir.join(format!("{name}.f32"))).unwrap();
            assert_eq!(ours.len(), theirs.len(), "{name}");
            for (k, (a, b)) in ours.chunks_exact(4).zip(theirs.chunks_exact(4)).enumerate() {
                let a = f32::from_le_bytes(a.try_into().unwrap());
                let b = f32::from_le_bytes(b.try_into().unwrap());
                // Bit for bit, except that NaN payloads may differ.
                assert!(
                    a.to_bits() == b.to_bits() || (a.is_nan() && b.is_nan()),
                    "{name}[{k}]: ours {a:e} gguf-py {b:e}"
                );
            }
            exact.push(ty);
        }
    }
    for ty in [GgmlType::F32, GgmlType::F16, GgmlType::Bf16, GgmlType::Q8_0] {
        assert!(exact.contains(&ty), "{ty} was not compared");
    }
}
