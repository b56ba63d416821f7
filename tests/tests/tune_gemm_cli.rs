//! `strata-rt tune-gemm` without a GPU (CI): a clean one-line error with exit 1, usage errors
//! with exit 2; and a table in the format the tuner writes (header arch `sm_90`, the cuBLASLt
//! version, solution ids in `device::blas`'s 63-bit encoding) is what `stratac compile --arch
//! sm_90 --calibration FILE` applies, and the runtime's `GemmPicker` resolves from the plan it
//! writes. On a machine with a GPU the first test tunes instead and
//! checks that the table it wrote parses and applies the same way.

use std::path::Path;
use std::process::Output;

use strata_ir::plan::Plan;
use strata_runtime::device::{DeviceSpec, GemmAlgo, GemmShape, GemmType, gpu_present};
use strata_runtime::exec::gpu::gemm::GemmPicker;

fn ok(out: &Output) -> String {
    assert!(
        out.status.success(),
        "failed ({}):\n{}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Exit 1, exactly one `error:` line containing `needle`, no panic.
fn clean_error(out: &Output, needle: &str) {
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "stderr: {err}");
    assert!(!err.contains("panicked"), "{err}");
    let lines: Vec<&str> = err.lines().filter(|l| l.starts_with("error:")).collect();
    assert_eq!(lines.len(), 1, "{err}");
    assert!(lines[0].contains(needle), "wanted {needle:?} in {err}");
}

/// The `calib-qwen3moe` preset (hidden 2560, expert FFN 640) compiled for `arch`, with
/// `extra` compile arguments.
fn plan(dir: &Path, name: &str, arch: &str, extra: &[&str]) -> String {
    let model = dir.join("calib.gguf");
    let m = model.to_str().unwrap();
    if !model.exists() {
        ok(&strata_tests::run_bin(
            "stratac",
            &[
                "synth",
                "--preset",
                "calib-qwen3moe",
                "--quant",
                "Q8_0",
                "-o",
                m,
            ],
        ));
    }
    let p = dir.join(name).to_str().unwrap().to_string();
    let mut args = vec!["compile", m, "--arch", arch, "-o", &p];
    args.extend_from_slice(extra);
    ok(&strata_tests::run_bin("stratac", &args));
    p
}

fn tune(args: &[&str]) -> Output {
    let mut all = vec!["tune-gemm"];
    all.extend_from_slice(args);
    strata_tests::run_bin("strata-rt", &all)
}

/// `(n, k, tokens, solution)` of every pick `inspect --gemms --json` lists.
fn picks(plan: &str) -> Vec<(u64, u64, u64, Option<i64>)> {
    let out = ok(&strata_tests::run_bin(
        "stratac",
        &["inspect", plan, "--gemms", "--json"],
    ));
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    v["gemms"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| {
            (
                g["n"].as_u64().unwrap(),
                g["k"].as_u64().unwrap(),
                g["tokens"].as_u64().unwrap(),
                g["solution"].as_i64(),
            )
        })
        .collect()
}

#[test]
fn without_a_gpu_the_tuner_fails_cleanly() {
    let dir = tempfile::tempdir().unwrap();
    let p = plan(dir.path(), "sm90.plan", "sm_90", &["--calibration", "none"]);
    let table = dir.path().join("table.txt");
    let t = table.to_str().unwrap();
    if gpu_present(DeviceSpec::Cuda(0)) {
        // A GPU machine: the tuner runs and its table applies.
        ok(&tune(&[
            &p, "--device", "cuda:0", "--tokens", "16,128", "-o", t,
        ]));
        let text = std::fs::read_to_string(&table).unwrap();
        let parsed = strata_calibration::Table::parse(&text).unwrap();
        assert_eq!(parsed.arch, "sm_90");
        let tuned = plan(dir.path(), "tuned.plan", "sm_90", &["--calibration", t]);
        assert!(picks(&tuned).iter().any(|p| p.3.is_some()));
    } else {
        clean_error(&tune(&[&p, "--device", "cuda:0", "-o", t]), "cuda:0");
        assert!(!table.exists(), "no table without a GPU");
    }
    clean_error(
        &tune(&[&p, "--device", "hip:0", "-o", t]),
        "built without the hip feature",
    );
    // A plan that is not there: exit 1 naming it.
    clean_error(
        &tune(&["/nonexistent/x.plan", "--device", "cuda:0", "-o", t]),
        "/nonexistent/x.plan",
    );
    clean_error(
        &tune(&[&p, "--device", "cuda:0", "--tokens", "0", "-o", t]),
        "--tokens",
    );
}

#[test]
fn usage_errors_exit_2() {
    for args in [
        vec!["x.plan", "--device", "cpu", "-o", "t.txt"],
        vec!["x.plan", "--device", "auto", "-o", "t.txt"],
        vec!["x.plan", "--device", "cuda:0"],
        vec!["x.plan", "--tokens", "a,b", "-o", "t.txt"],
    ] {
        let out = tune(&args);
        assert_eq!(
            out.status.code(),
            Some(2),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

#[test]
fn the_compiler_applies_a_tuned_sm90_table() {
    let dir = tempfile::tempdir().unwrap();
    // As tune-gemm writes it: comments, the header, a comment line before each row, ids with
    // the encoding's version bits (1 << 59) set.
    let v1 = 1i64 << 59;
    let (q, head) = (v1 | (66 << 10) | 7, v1 | 31);
    let text = format!(
        "# Prompt-GEMM tuning by `strata-rt tune-gemm` on NVIDIA H200 (cuda:0) (sm_90).\n\
         STRATA_HIPBLASLT_TUNING_V1 sm_90 1300100\n\
         # 20 candidates, 20 passed; heuristic 9.00 us, best 8.00 us (1.12x)\n\
         f16 512 2560 512 128 {q}\n\
         # 20 candidates, 19 passed; heuristic 30.00 us, best 25.00 us (1.20x)\n\
         f16 640 2560 640 2048 {head}\n"
    );
    let table = dir.path().join("sm90.txt");
    std::fs::write(&table, text).unwrap();
    let t = table.to_str().unwrap();
    let p = plan(dir.path(), "tuned.plan", "sm_90", &["--calibration", t]);
    let got = picks(&p);
    let at = |n: u64, tokens: u64| {
        got.iter()
            .find(|g| g.0 == n && g.1 == 2560 && g.2 == tokens)
            .unwrap_or_else(|| panic!("no pick for N={n} T={tokens}: {got:?}"))
            .3
    };
    // Nearest bucket within ×2: 128 serves 64..256, 2048 serves 1024..4096.
    assert_eq!(at(512, 64), Some(q));
    assert_eq!(at(512, 256), Some(q));
    assert_eq!(at(512, 32), None);
    assert_eq!(at(512, 512), None);
    assert_eq!(at(640, 1024), Some(head));
    assert_eq!(at(640, 4096), Some(head));
    assert_eq!(at(640, 512), None);
    let inspect = ok(&strata_tests::run_bin(
        "stratac",
        &["inspect", &p, "--gemms", "--json"],
    ));
    let v: serde_json::Value = serde_json::from_str(&inspect).unwrap();
    assert!(
        v["table"]
            .as_str()
            .unwrap()
            .starts_with("sm_90 1300100 sha256:"),
        "{v}"
    );
    // The runtime's picker over that plan: the table's rows through the plan's buckets, and
    // nothing when another library version is loaded.
    let loaded = Plan::read(Path::new(&p)).unwrap();
    let mut picker = GemmPicker::new(&loaded, Some("1300100"));
    // 512 × 2560 (q, k, v, head) at buckets 64..256 and 640 × 2560 (gate, up) at 1024..4096.
    assert_eq!(picker.solutions(), 2 * 3);
    let shape = |m: u32, n: u32| GemmShape {
        m,
        n,
        k: 2560,
        ab_type: GemmType::F16,
        lda: 2560,
        ldb: 2560,
        ldc: n,
    };
    assert_eq!(picker.pick(&shape(100, 512), 100), GemmAlgo::Solution(q));
    assert_eq!(
        picker.pick(&shape(3000, 640), 3000),
        GemmAlgo::Solution(head)
    );
    assert_eq!(picker.pick(&shape(700, 640), 700), GemmAlgo::Heuristic);
    let other = GemmPicker::new(&loaded, Some("1300200"));
    assert_eq!(other.solutions(), 0);
    // The same table is refused for a compile without sm_90, by its header's line.
    let out = strata_tests::run_bin(
        "stratac",
        &[
            "compile",
            dir.path().join("calib.gguf").to_str().unwrap(),
            "--arch",
            "gfx1101",
            "--calibration",
            t,
            "-o",
            dir.path().join("x.plan").to_str().unwrap(),
        ],
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("line 2"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
