//! `stratac compile` and `stratac inspect PLAN` end to end through the binary: a plan is written
//! and inspected, `--dump-after` prints the text form, and bad input (unknown pass, unknown
//! target, truncated / garbage / newer-version plans, a non-GGUF model) is an `error:` line with
//! exit code 1, never a panic.

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

/// Asserts exit code 1, an `error:` line naming `needle`, and no panic.
fn fails_with(out: &Output, needle: &str) {
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "stderr: {stderr}");
    assert!(stderr.starts_with("error: "), "stderr: {stderr}");
    assert!(stderr.contains(needle), "expected {needle:?} in: {stderr}");
    assert!(!stderr.contains("panicked"), "stderr: {stderr}");
}

fn synth(dir: &Path, preset: &str, quant: &str) -> String {
    let path = dir.join(format!("{preset}.gguf"));
    let p = path.to_str().unwrap().to_string();
    ok(&stratac(&[
        "synth", "--preset", preset, "--seed", "3", "--quant", quant, "-o", &p,
    ]));
    p
}

#[test]
fn compile_then_inspect_plan_text_and_json() {
    let dir = strata_tests::scratch();
    let model = synth(dir.path(), "tiny-qwen2moe", "Q8_0");
    let plan = dir.path().join("plan.bin");
    let plan_s = plan.to_str().unwrap();
    ok(&stratac(&[
        "compile",
        &model,
        "--arch",
        "host",
        "-o",
        plan_s,
        "--vram-budget-mib",
        "10240",
    ]));

    let text = ok(&stratac(&["inspect", plan_s]));
    let format = format!(
        "plan format {}, targets host",
        strata_ir::plan::PLAN_VERSION
    );
    assert!(text.contains(&format), "{text}");
    assert!(text.contains("qwen2moe"), "{text}");
    assert!(text.contains("kernels: none"), "{text}");
    assert!(text.contains("VRAM budget 10240 MiB"), "{text}");

    let json: serde_json::Value =
        serde_json::from_str(&ok(&stratac(&["inspect", plan_s, "--json"]))).unwrap();
    assert_eq!(json["format"], "plan");
    assert_eq!(json["targets"][0], "host");
    assert_eq!(json["config"]["arch"], "qwen2moe");
    assert_eq!(json["memory"]["vram_budget_mib"], 10240);
    let canonical = std::fs::canonicalize(&model).unwrap();
    assert_eq!(
        json["provenance"]["gguf_path"],
        canonical.display().to_string()
    );
    assert_eq!(
        json["provenance"]["gguf_size"],
        std::fs::metadata(&model).unwrap().len()
    );
    // The header hash itself is checked against gguf-py in compile_frontends.rs.
    assert_eq!(
        json["provenance"]["header_hash"].as_str().unwrap().len(),
        64
    );
    // Shared expert and router weights are classified.
    let roles: Vec<&str> = json["tensors"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["role"].as_str().unwrap())
        .collect();
    for role in [
        "embedding",
        "norm",
        "attention",
        "router",
        "expert",
        "shared_expert",
    ] {
        assert!(roles.contains(&role), "no {role} weight in {roles:?}");
    }
    assert!(!roles.contains(&"unclassified"));
}

#[test]
fn dump_after_prints_the_text_form_and_unknown_passes_are_refused() {
    let dir = strata_tests::scratch();
    let model = synth(dir.path(), "tiny-mixtral", "F32");
    let plan = dir.path().join("p.bin");
    let plan_s = plan.to_str().unwrap();
    let lower = ok(&stratac(&[
        "compile",
        &model,
        "-o",
        plan_s,
        "--dump-after=lower",
    ]));
    assert!(lower.starts_with("graph llama after lower {"), "{lower}");
    assert!(
        lower.contains(" unclassified\n"),
        "roles are not assigned yet"
    );
    let classified = ok(&stratac(&[
        "compile",
        &model,
        "-o",
        plan_s,
        "--dump-after",
        "classify-weights",
    ]));
    assert!(!classified.contains(" unclassified\n"), "{classified}");
    assert!(classified.contains("moe_ffn("), "{classified}");

    fails_with(
        &stratac(&["compile", &model, "-o", plan_s, "--dump-after=fuse-all"]),
        "unknown pass \"fuse-all\"",
    );
}

#[test]
fn bad_targets_and_models_are_errors() {
    let dir = strata_tests::scratch();
    let model = synth(dir.path(), "tiny-qwen3moe", "F32");
    let plan = dir.path().join("p.bin");
    let plan_s = plan.to_str().unwrap();
    fails_with(
        &stratac(&["compile", &model, "--arch", "gfx9999", "-o", plan_s]),
        "gfx9999",
    );
    let junk = dir.path().join("junk.gguf");
    std::fs::write(&junk, b"definitely not a model").unwrap();
    fails_with(
        &stratac(&["compile", junk.to_str().unwrap(), "-o", plan_s]),
        "not a GGUF file",
    );
    fails_with(
        &stratac(&["compile", "/nonexistent/m.gguf", "-o", plan_s]),
        "/nonexistent/m.gguf",
    );
    assert!(!plan.exists(), "no plan is written on failure");
    // A usage error is exit code 2.
    assert_eq!(stratac(&["compile"]).status.code(), Some(2));
}

#[test]
fn damaged_plans_are_errors_not_panics() {
    let dir = strata_tests::scratch();
    let model = synth(dir.path(), "tiny-qwen3moe", "F32");
    let plan = dir.path().join("p.bin");
    let plan_s = plan.to_str().unwrap();
    ok(&stratac(&["compile", &model, "-o", plan_s]));
    let bytes = std::fs::read(&plan).unwrap();
    let bad = dir.path().join("bad.bin");
    let bad_s = bad.to_str().unwrap();

    std::fs::write(&bad, &bytes[..bytes.len() / 2]).unwrap();
    fails_with(&stratac(&["inspect", bad_s]), "truncated plan");

    std::fs::write(&bad, &bytes[..20]).unwrap();
    fails_with(&stratac(&["inspect", bad_s]), "truncated plan");

    let current = strata_ir::plan::PLAN_VERSION;
    let mut newer = bytes.clone();
    newer[8..12].copy_from_slice(&(current + 1).to_le_bytes());
    std::fs::write(&bad, &newer).unwrap();
    fails_with(&stratac(&["inspect", bad_s]), "newer");

    let mut older = bytes.clone();
    older[8..12].copy_from_slice(&(current - 1).to_le_bytes());
    std::fs::write(&bad, &older).unwrap();
    fails_with(&stratac(&["inspect", bad_s]), "older");

    let mut flipped = bytes.clone();
    let mid = flipped.len() / 2;
    flipped[mid] ^= 0x55;
    std::fs::write(&bad, &flipped).unwrap();
    fails_with(&stratac(&["inspect", bad_s]), "corrupt plan");

    let mut garbage = b"STRATAPL".to_vec();
    garbage.extend(std::iter::repeat_n(0xAB, 200));
    std::fs::write(&bad, &garbage).unwrap();
    let out = stratac(&["inspect", bad_s]);
    assert_eq!(out.status.code(), Some(1));
    assert!(!String::from_utf8_lossy(&out.stderr).contains("panicked"));
}

#[test]
fn calibration_tables_are_recorded_or_refused() {
    let dir = strata_tests::scratch();
    let model = synth(dir.path(), "tiny-qwen3moe", "F32");
    let plan = dir.path().join("p.bin");
    let plan_s = plan.to_str().unwrap();
    let table =
        strata_tests::workspace_root().join("calibration/tables/gfx1101-hipblaslt-100202.txt");
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
    let json: serde_json::Value =
        serde_json::from_str(&ok(&stratac(&["inspect", plan_s, "--json"]))).unwrap();
    let id = json["provenance"]["calibration_id"].as_str().unwrap();
    assert!(id.starts_with("gfx1101 100202 sha256:"), "{id}");
    // A gfx1101 table for a host-only compile selects nothing: refused at its header's line.
    fails_with(
        &stratac(&[
            "compile",
            &model,
            "-o",
            plan_s,
            "--calibration",
            table.to_str().unwrap(),
        ]),
        "line 5: the table is for gfx1101",
    );

    let bad = dir.path().join("bad.txt");
    std::fs::write(&bad, "STRATA_HIPBLASLT_TUNING_V1 gfx1101 100202\nf16 1 2\n").unwrap();
    fails_with(
        &stratac(&[
            "compile",
            &model,
            "-o",
            plan_s,
            "--calibration",
            bad.to_str().unwrap(),
        ]),
        "bad.txt",
    );
}
