//! KV cache types through the binaries: `--kv f32|f16|q8` on generate, logits, bench and
//! schedule; memory per token as each reports it; q8's logits near f32's; bad values and a GPU
//! device with a type its executor lacks refused with clear errors.

use std::path::{Path, PathBuf};

use strata_tests::{run_bin, scratch};

fn ok(out: std::process::Output, what: &str) -> String {
    assert!(
        out.status.success(),
        "{what} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

fn plan(dir: &Path) -> PathBuf {
    let gguf = dir.join("m.gguf");
    let plan = dir.join("m.plan");
    ok(
        run_bin(
            "stratac",
            &[
                "synth",
                "--preset",
                "tiny-qwen3moe",
                "--seed",
                "5",
                "-o",
                gguf.to_str().unwrap(),
            ],
        ),
        "synth",
    );
    strata_tests::compile_host_plan(&gguf, &plan);
    plan
}

fn read_f32(path: &Path) -> Vec<f32> {
    std::fs::read(path)
        .unwrap()
        .chunks_exact(4)
        .map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]]))
        .collect()
}

/// tiny-qwen3moe: 2 layers, 2 KV heads of 64 → rows of 128 values, K and V.
const PER_TOKEN: [(&str, u64); 3] = [
    ("f32", 2 * 2 * 512),
    ("f16", 2 * 2 * 256),
    ("q8", 2 * 2 * 132),
];

#[test]
fn schedule_and_bench_report_memory_per_token_for_every_type() {
    let dir = scratch();
    let p = plan(dir.path());
    let p = p.to_str().unwrap();
    for (kv, per_token) in PER_TOKEN {
        let out = ok(
            run_bin(
                "strata-rt",
                &[
                    "schedule", p, "--device", "cpu", "--kv", kv, "--n-ctx", "256", "--json",
                ],
            ),
            "schedule",
        );
        let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
        assert_eq!(v["kv_type"], kv);
        assert_eq!(v["kv_bytes_per_token"], per_token, "{kv}");
        let mib = v["kv_mib"].as_f64().unwrap();
        assert!(
            (mib - (256 * per_token) as f64 / (1 << 20) as f64).abs() < 0.01,
            "{kv}: {mib} MiB"
        );
        let out = ok(
            run_bin(
                "strata-rt",
                &[
                    "bench",
                    p,
                    "--kv",
                    kv,
                    "--prompt-len",
                    "8",
                    "--gen-len",
                    "2",
                    "--threads",
                    "2",
                    "--json",
                ],
            ),
            "bench",
        );
        let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
        assert_eq!(v["kv_type"], kv);
        assert_eq!(v["kv_bytes_per_token"], per_token, "{kv}");
    }
    // The default is f16 on the CPU (llama.cpp's default) and on a GPU.
    let out = ok(
        run_bin("strata-rt", &["schedule", p, "--device", "cpu", "--json"]),
        "schedule",
    );
    let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(v["kv_type"], "f16");
    let out = ok(
        run_bin(
            "strata-rt",
            &["schedule", p, "--device", "cuda:0", "--json"],
        ),
        "schedule",
    );
    let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(v["kv_type"], "f16");
}

#[test]
fn q8_and_f16_logits_stay_near_f32_on_both_executors() {
    let dir = scratch();
    let p = plan(dir.path());
    let p = p.to_str().unwrap();
    let tokens: Vec<String> = (0..40)
        .map(|i| ((i * 7919 + 13) % 500).to_string())
        .collect();
    let tokens = tokens.join(",");
    for reference in [false, true] {
        let mut rows: Vec<Vec<f32>> = Vec::new();
        for kv in ["f32", "f16", "q8"] {
            let out = dir.path().join(format!("{kv}-{reference}.f32"));
            let mut args = vec![
                "logits",
                p,
                "--tokens",
                &tokens,
                "--kv",
                kv,
                "-o",
                out.to_str().unwrap(),
            ];
            if reference {
                args.push("--reference");
            }
            ok(run_bin("strata-rt", &args), "logits");
            rows.push(read_f32(&out));
        }
        let largest = rows[0].iter().fold(0.0f32, |m, v| m.max(v.abs()));
        for (kv, r) in [("f16", &rows[1]), ("q8", &rows[2])] {
            let d = r
                .iter()
                .zip(&rows[0])
                .map(|(a, b)| (a - b).abs())
                .fold(0.0f32, f32::max);
            eprintln!("reference={reference} {kv}: max |Δ| {d:.3e} of {largest:.3}");
            let bar = if kv == "f16" { 1e-2 } else { 5e-2 };
            assert!(d <= bar * largest, "{kv}: max |Δ| {d} > {bar} × {largest}");
            assert!(
                d > 0.0,
                "{kv} gave f32's logits bit for bit: the type was not used"
            );
        }
    }
}

#[test]
fn generate_runs_with_every_type_and_bad_values_are_refused() {
    let dir = scratch();
    let p = plan(dir.path());
    let p = p.to_str().unwrap();
    for kv in ["f32", "f16", "q8"] {
        let out = ok(
            run_bin(
                "strata-rt",
                &[
                    "generate",
                    p,
                    "--prompt-tokens",
                    "1,2,3,4",
                    "--max-tokens",
                    "6",
                    "--temperature",
                    "0",
                    "--ignore-eos",
                    "--kv",
                    kv,
                    "--json",
                ],
            ),
            "generate",
        );
        let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
        assert_eq!(v["tokens"].as_array().unwrap().len(), 6, "{kv}");
    }
    let bad = run_bin(
        "strata-rt",
        &["generate", p, "--prompt-tokens", "1", "--kv", "q4"],
    );
    assert_eq!(bad.status.code(), Some(2));
    let err = String::from_utf8_lossy(&bad.stderr);
    assert!(err.contains("f32, f16, q8"), "{err}");
    // Every type is a GPU cache type too: the schedule sizes the device's KV by it (q8 is
    // about half of f16), and a GPU run this machine cannot make fails with a clear error.
    let per_token = |kv: &str| {
        let out = ok(
            run_bin(
                "strata-rt",
                &["schedule", p, "--device", "cuda:0", "--kv", kv, "--json"],
            ),
            "schedule",
        );
        let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
        assert_eq!(v["kv_type"], kv);
        v["kv_bytes_per_token"].as_u64().unwrap()
    };
    let (f32b, f16b, q8b) = (per_token("f32"), per_token("f16"), per_token("q8"));
    assert_eq!(f32b, 2 * f16b);
    assert!(
        q8b * 100 < f16b * 53 && q8b * 2 > f16b,
        "q8 {q8b} vs f16 {f16b}"
    );
    let gpu = run_bin(
        "strata-rt",
        &[
            "generate",
            p,
            "--prompt-tokens",
            "1",
            "--kv",
            "q8",
            "--device",
            "cuda:0",
        ],
    );
    assert_eq!(gpu.status.code(), Some(1));
    let err = String::from_utf8_lossy(&gpu.stderr);
    assert!(
        err.contains("error: ") && !err.contains("panicked"),
        "{err}"
    );
}
