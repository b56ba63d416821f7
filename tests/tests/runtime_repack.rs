//! The CPU's repacked decode weights through the binaries: `strata-rt logits` and `generate`
//! give the same bytes with the eight-row kernels as with `STRATA_CPU_REPACK=0` (Q4_K and Q6_K
//! models), and `bench --json` reports the copies' host bytes (0 when repacking is off or the
//! CPU has no eight-row kernel); the sixteen-row prompt kernels give the same bytes as
//! `STRATA_CPU_MAT16=0`, and bad switch values are refused.

use std::path::Path;
use std::process::{Command, Output};

use strata_tests::{bin, ok, scratch};

/// `strata-rt ARGS` with `STRATA_CPU_REPACK` set to `repack`.
fn rt(repack: &str, args: &[&str]) -> Output {
    rt_env(&[("STRATA_CPU_REPACK", repack)], args)
}

/// `strata-rt ARGS` with the given environment.
fn rt_env(env: &[(&str, &str)], args: &[&str]) -> Output {
    let mut c = Command::new(bin("strata-rt"));
    c.args(args);
    for (k, v) in env {
        c.env(k, v);
    }
    c.output().expect("spawn strata-rt")
}

/// Whether this CPU runs the eight-row kernels (x86-64 with AVX2, FMA and F16C).
fn has_x8() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        is_x86_feature_detected!("avx2")
            && is_x86_feature_detected!("fma")
            && is_x86_feature_detected!("f16c")
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        false
    }
}

fn model(dir: &Path, quant: &str) -> String {
    let gguf = dir.join(format!("{quant}.gguf"));
    let plan = dir.join(format!("{quant}.plan"));
    ok(
        Command::new(bin("stratac"))
            .args([
                "synth",
                "--preset",
                "tiny-qwen3moe",
                "--seed",
                "11",
                "--quant",
                quant,
            ])
            .arg("-o")
            .arg(&gguf)
            .output()
            .expect("spawn stratac"),
        "synth",
    );
    strata_tests::compile_host_plan(&gguf, &plan);
    plan.to_str().expect("utf-8 path").to_string()
}

#[test]
fn repacked_weights_give_the_mapped_rows_bytes_and_bench_reports_them() {
    let dir = scratch();
    for quant in ["Q4_K", "Q6_K"] {
        let p = model(dir.path(), quant);
        let tokens = "1,17,42,99,7,3,250,12,5,300";
        let mut logits = Vec::new();
        let mut generated = Vec::new();
        for repack in ["1", "0"] {
            let out = dir.path().join(format!("{quant}-{repack}.f32"));
            let o = out.to_str().expect("utf-8 path");
            for threads in ["1", "2"] {
                ok(
                    rt(
                        repack,
                        &[
                            "logits",
                            &p,
                            "--tokens",
                            tokens,
                            "--threads",
                            threads,
                            "-o",
                            o,
                        ],
                    ),
                    "logits",
                );
                logits.push(std::fs::read(&out).expect("logits file"));
            }
            let g = ok(
                rt(
                    repack,
                    &[
                        "generate",
                        &p,
                        "--prompt-tokens",
                        tokens,
                        "--max-tokens",
                        "12",
                        "--temperature",
                        "0",
                        "--json",
                    ],
                ),
                "generate",
            );
            let v: serde_json::Value = serde_json::from_str(g.trim()).expect("generate json");
            generated.push(v["tokens"].clone());
            let b = ok(
                rt(
                    repack,
                    &[
                        "bench",
                        &p,
                        "--prompt-len",
                        "4",
                        "--gen-len",
                        "2",
                        "--threads",
                        "2",
                        "--json",
                    ],
                ),
                "bench",
            );
            let v: serde_json::Value = serde_json::from_str(b.trim()).expect("bench json");
            let bytes = v["cpu_repacked_bytes"]
                .as_u64()
                .expect("cpu_repacked_bytes");
            assert_eq!(
                bytes > 0,
                repack == "1" && has_x8(),
                "{quant}, STRATA_CPU_REPACK={repack}: {bytes} bytes repacked"
            );
        }
        // [repacked t1, repacked t2, mapped t1, mapped t2]
        assert!(
            logits[0] == logits[2] && logits[1] == logits[3],
            "{quant}: logits differ between repacked and mapped rows"
        );
        // The sixteen-row prompt kernels (AVX-512 VNNI only, from 16 inputs; elsewhere the
        // switch changes nothing) give the same bytes as the eight-row ones: a 20-token prompt
        // takes the matrix path with either.
        let long = "1,17,42,99,7,3,250,12,5,300,8,64,2,91,33,120,4,77,18,205";
        let mut mat16 = Vec::new();
        for on in ["1", "0"] {
            let out = dir.path().join(format!("{quant}-mat16-{on}.f32"));
            let o = out.to_str().expect("utf-8 path");
            ok(
                rt_env(
                    &[("STRATA_CPU_MAT16", on)],
                    &["logits", &p, "--tokens", long, "--threads", "2", "-o", o],
                ),
                "logits",
            );
            mat16.push(std::fs::read(&out).expect("logits file"));
        }
        assert!(
            mat16[0] == mat16[1],
            "{quant}: logits differ with the sixteen-row kernels"
        );
        assert!(!logits[0].is_empty());
        assert_eq!(
            generated[0], generated[1],
            "{quant}: generated tokens differ"
        );
    }
}

/// A CPU switch set to anything but 0 or 1 is refused with exit code 1 and the variable's
/// name, before any work, never read as its default.
#[test]
fn bad_cpu_switch_values_are_refused() {
    let dir = scratch();
    let p = model(dir.path(), "Q4_K");
    let out = dir.path().join("bad.f32");
    let o = out.to_str().expect("utf-8 path");
    for var in ["STRATA_CPU_REPACK", "STRATA_CPU_MAT16"] {
        let r = rt_env(
            &[(var, "yes")],
            &["logits", &p, "--tokens", "1,2,3", "-o", o],
        );
        let err = String::from_utf8_lossy(&r.stderr);
        assert_eq!(r.status.code(), Some(1), "{var}=yes: {err}");
        assert!(err.contains(var), "{var}=yes: the error names it: {err}");
        assert!(!err.contains("panicked"), "{var}=yes: {err}");
    }
}
