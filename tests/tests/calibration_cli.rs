//! `stratac compile --calibration` end to end: the shipped gfx1101 table applies by default,
//! `--calibration FILE` replaces it, `none` turns selection off, and every malformed table of
//! DESIGN.md ("Calibration") is refused with exit code 1 and the number of the line at fault,
//! before anything is written.

use std::path::Path;
use std::process::Output;

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

/// Asserts exit code 1, one `error:` line containing every needle, and no panic.
fn fails_with(out: &Output, needles: &[&str]) {
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "stderr: {stderr}");
    assert!(stderr.starts_with("error: "), "stderr: {stderr}");
    for n in needles {
        assert!(stderr.contains(n), "expected {n:?} in: {stderr}");
    }
    assert!(!stderr.contains("panicked"), "stderr: {stderr}");
}

fn tiny_model(dir: &Path) -> String {
    let p = dir.join("tiny.gguf").to_str().unwrap().to_string();
    ok(&stratac(&[
        "synth",
        "--preset",
        "tiny-qwen3moe",
        "--quant",
        "Q8_0",
        "-o",
        &p,
    ]));
    p
}

fn gemms_json(plan: &str) -> serde_json::Value {
    serde_json::from_str(&ok(&stratac(&["inspect", plan, "--gemms", "--json"]))).unwrap()
}

fn shipped() -> std::path::PathBuf {
    strata_tests::workspace_root().join("calibration/tables/gfx1101-hipblaslt-100202.txt")
}

#[test]
fn shipped_table_is_in_the_repo_with_its_provenance() {
    let text = std::fs::read_to_string(shipped()).unwrap();
    let rows: Vec<&str> = text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .skip(1)
        .collect();
    assert_eq!(rows.len(), 58);
    assert!(text.contains("ROCm 7.2.1-complete, hipBLASLt 1.2.2"));
    assert!(text.contains(
        "libhipblaslt.so SHA-256: c40df6fe45de5ae3ee60eccf5885536b21486cfff7d361ccdf4955a1db971c1f"
    ));
}

#[test]
fn default_file_and_none() {
    let dir = strata_tests::scratch();
    let model = tiny_model(dir.path());
    let plan = dir.path().join("p.bin");
    let plan_s = plan.to_str().unwrap();

    // gfx1101 gets the shipped table without being told, from any working directory.
    let out = std::process::Command::new(strata_tests::bin("stratac"))
        .args(["compile", &model, "--arch", "gfx1101", "-o", plan_s])
        .current_dir(dir.path())
        .output()
        .unwrap();
    ok(&out);
    let j = gemms_json(plan_s);
    let id = j["table"].as_str().unwrap();
    assert!(id.starts_with("gfx1101 100202 sha256:"), "{id}");
    // tiny-qwen3moe: q/k/v/o and experts of two layers plus the head, 9 buckets, all distinct
    // shapes off the table (n_embd 256), so every pick is the heuristic.
    let gemms = j["gemms"].as_array().unwrap();
    assert!(!gemms.is_empty());
    assert!(gemms.iter().all(|g| g["solution"].is_null()), "{j}");

    // The same file given explicitly is the same table.
    ok(&stratac(&[
        "compile",
        &model,
        "--arch",
        "gfx1101",
        "-o",
        plan_s,
        "--calibration",
        shipped().to_str().unwrap(),
    ]));
    assert_eq!(gemms_json(plan_s)["table"], id);

    // A replacement table with a row for the q projection (f16 N=256 K=256 ldy=256).
    let table = dir.path().join("mine.txt");
    std::fs::write(
        &table,
        "# my card\nSTRATA_HIPBLASLT_TUNING_V1 gfx1101 100202\nf16 256 256 256 128 77\n",
    )
    .unwrap();
    ok(&stratac(&[
        "compile",
        &model,
        "--arch",
        "gfx1101",
        "-o",
        plan_s,
        "--calibration",
        table.to_str().unwrap(),
    ]));
    let j = gemms_json(plan_s);
    let mine = j["table"].as_str().unwrap();
    assert!(
        mine.starts_with("gfx1101 100202 sha256:") && mine != id,
        "{mine}"
    );
    let picked: Vec<(u64, u64)> = j["gemms"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|g| !g["solution"].is_null())
        .map(|g| (g["n"].as_u64().unwrap(), g["tokens"].as_u64().unwrap()))
        .collect();
    // 64, 128 and 256 tokens are in the window of the 128 row.
    assert_eq!(picked, vec![(256, 64), (256, 128), (256, 256)], "{j}");
    let text = ok(&stratac(&["inspect", plan_s, "--gemms"]));
    assert!(text.contains("3 from the table"), "{text}");

    // `none`: no table, the shapes are still listed, all on the heuristic.
    ok(&stratac(&[
        "compile",
        &model,
        "--arch",
        "gfx1101",
        "-o",
        plan_s,
        "--calibration",
        "none",
    ]));
    let j = gemms_json(plan_s);
    assert!(j["table"].is_null(), "{j}");
    assert!(!j["gemms"].as_array().unwrap().is_empty());
    assert!(
        j["gemms"]
            .as_array()
            .unwrap()
            .iter()
            .all(|g| g["solution"].is_null())
    );
    let full: serde_json::Value =
        serde_json::from_str(&ok(&stratac(&["inspect", plan_s, "--json"]))).unwrap();
    assert!(full["provenance"]["calibration_id"].is_null());

    // host: no BLAS library, no picks, no table.
    ok(&stratac(&[
        "compile", &model, "--arch", "host", "-o", plan_s,
    ]));
    let j = gemms_json(plan_s);
    assert!(j["table"].is_null());
    assert_eq!(j["gemms"], serde_json::json!([]));
    let text = ok(&stratac(&["inspect", plan_s, "--gemms"]));
    assert!(text.contains("no prompt-time GEMM picks"), "{text}");

    // --gemms on a GGUF is an error, not a GGUF listing.
    fails_with(&stratac(&["inspect", &model, "--gemms"]), &["--gemms"]);
}

#[test]
fn malformed_tables_are_refused_by_line() {
    let dir = strata_tests::scratch();
    let model = tiny_model(dir.path());
    let plan = dir.path().join("p.bin");
    let plan_s = plan.to_str().unwrap();
    let table = dir.path().join("t.txt");
    let table_s = table.to_str().unwrap();
    let compile = |arch: &str| {
        stratac(&[
            "compile",
            &model,
            "--arch",
            arch,
            "-o",
            plan_s,
            "--calibration",
            table_s,
        ])
    };
    let head =
        "# comment\n\nSTRATA_HIPBLASLT_TUNING_V1 gfx1101 100202\nf16 512 2560 512 128 2509\n";
    // (rows after line 4, the line at fault, what the message says)
    let cases: &[(&str, usize, &str)] = &[
        ("f16 512 2560 512 128\n", 5, "expected 6 fields"),
        ("f16 512 2560 512 128 1 1\n", 5, "got 7"),
        ("f16 0 2560 512 128 1\n", 5, "N must be > 0"),
        ("f16 -512 2560 512 128 1\n", 5, "N must be > 0"),
        ("f16 512 0 512 128 1\n", 5, "K must be > 0"),
        ("f16 512 2560 512 0 1\n", 5, "T_bucket must be > 0"),
        (
            "f16 512 2560 511 128 1\n",
            5,
            "ldy 511 is smaller than N 512",
        ),
        ("f16 512 2560 512 256 -1\n", 5, "negative solution id -1"),
        ("\nf16 512 2560 512 128 2510\n", 6, "duplicate row"),
        ("fp8 512 2560 512 128 1\n", 5, "unknown dtype"),
        (
            "STRATA_HIPBLASLT_TUNING_V1 gfx1101 100202\n",
            5,
            "a second header",
        ),
    ];
    for &(rows, line, needle) in cases {
        std::fs::write(&table, format!("{head}{rows}")).unwrap();
        let at = format!("t.txt: line {line}: ");
        fails_with(&compile("gfx1101"), &[&at, needle]);
        assert!(!plan.exists(), "a refused table wrote a plan");
    }
    // The header must come first.
    std::fs::write(
        &table,
        "# c\nf16 512 2560 512 128 1\nSTRATA_HIPBLASLT_TUNING_V1 gfx1101 100202\n",
    )
    .unwrap();
    fails_with(&compile("gfx1101"), &["line 2: ", "must be the header"]);
    // A table for another arch is refused at its header's line, even when well formed.
    std::fs::write(&table, head).unwrap();
    fails_with(
        &compile("sm_90"),
        &["line 3: ", "the table is for gfx1101", "sm_90"],
    );
    fails_with(&compile("host"), &["line 3: ", "no GPU target"]);
    // Garbage: random bytes, an ELF-like binary, an empty file.
    let mut rng = strata_tests::XorShift(13);
    std::fs::write(&table, rng.bytes(4096)).unwrap();
    fails_with(&compile("gfx1101"), &["t.txt: line "]);
    std::fs::write(&table, b"\x7fELF\x02\x01\x01\x00\xff\xff\xff").unwrap();
    fails_with(&compile("gfx1101"), &["t.txt: line 1: not UTF-8"]);
    std::fs::write(&table, "not a table at all\n").unwrap();
    fails_with(
        &compile("gfx1101"),
        &["t.txt: line 1: ", "must be the header"],
    );
    std::fs::write(&table, "").unwrap();
    fails_with(&compile("gfx1101"), &["t.txt: the table is empty"]);
    fails_with(
        &stratac(&[
            "compile",
            &model,
            "--arch",
            "gfx1101",
            "-o",
            plan_s,
            "--calibration",
            dir.path().join("missing.txt").to_str().unwrap(),
        ]),
        &["missing.txt"],
    );
}
