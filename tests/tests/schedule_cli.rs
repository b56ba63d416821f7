//! `strata-rt schedule` end to end through the binary: the memory plan fits (JSON keys exactly as
//! DESIGN.md lists them, human table), a budget too small names both numbers and exits 1, too
//! many expert slots are refused, `--dump-after` prints the split graph, and bad input (unknown
//! pass, garbage or truncated plan, a budget for the CPU, an unknown device) exits 1 or 2 with an
//! `error:` line and no panic.

use std::path::{Path, PathBuf};
use std::process::Output;

fn rt(args: &[&str]) -> Output {
    strata_tests::run_bin("strata-rt", args)
}

fn ok(out: &Output) -> String {
    assert!(
        out.status.success(),
        "strata-rt failed ({}):\n{}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout.clone()).unwrap()
}

/// Asserts exit code `code`, an `error:` line containing every needle, and no panic.
fn fails_with(out: &Output, code: i32, needles: &[&str]) -> String {
    let stderr = String::from_utf8_lossy(&out.stderr).to_string();
    assert_eq!(out.status.code(), Some(code), "stderr: {stderr}");
    assert!(stderr.contains("error: "), "stderr: {stderr}");
    assert!(!stderr.contains("panicked"), "stderr: {stderr}");
    for n in needles {
        assert!(stderr.contains(n), "expected {n:?} in: {stderr}");
    }
    stderr
}

/// A tiny-qwen3moe host plan (2 MoE layers of 8 experts).
fn plan(dir: &Path) -> PathBuf {
    let gguf = dir.join("m.gguf");
    ok(&strata_tests::run_bin(
        "stratac",
        &[
            "synth",
            "--preset",
            "tiny-qwen3moe",
            "--seed",
            "2",
            "--quant",
            "Q8_0",
            "-o",
            gguf.to_str().unwrap(),
        ],
    ));
    let plan = dir.join("m.plan");
    strata_tests::compile_host_plan(&gguf, &plan);
    plan
}

fn json(out: &Output) -> serde_json::Value {
    serde_json::from_str(&ok(out)).expect("one JSON object")
}

const KEYS: [&str; 13] = [
    "device",
    "budget_mib",
    "tracked_mib",
    "dense_mib",
    "kv_mib",
    "kv_type",
    "kv_bytes_per_token",
    "recurrent_bytes_per_sequence",
    "workspace_mib",
    "expert_slot_bytes",
    "expert_slots",
    "experts_total",
    "fits",
];

fn keys(v: &serde_json::Value) -> Vec<String> {
    let mut k: Vec<String> = v.as_object().unwrap().keys().cloned().collect();
    k.sort();
    k
}

fn want_keys() -> Vec<String> {
    let mut k: Vec<String> = KEYS.iter().map(|s| s.to_string()).collect();
    k.sort();
    k
}

#[test]
fn fits_on_a_gpu_budget_and_reports_the_host_on_cpu() {
    let dir = strata_tests::scratch();
    let p = plan(dir.path());
    let p = p.to_str().unwrap();
    let v = json(&rt(&["schedule", p, "--device", "cuda:0", "--json"]));
    assert_eq!(keys(&v), want_keys());
    assert_eq!(v["device"], "cuda:0");
    assert_eq!(v["budget_mib"], 10240);
    assert_eq!(v["tracked_mib"], 8960);
    assert_eq!(v["fits"], true);
    assert_eq!(v["experts_total"], 16);
    assert_eq!(v["expert_slots"], 16);
    assert_eq!(v["expert_slot_bytes"].as_u64().unwrap() % (64 << 10), 0);
    for k in ["dense_mib", "kv_mib", "workspace_mib"] {
        assert!(v[k].as_f64().unwrap() > 0.0, "{k}: {v}");
    }
    // hip is planned alike; `cuda` means cuda:0.
    let h = json(&rt(&["schedule", p, "--device", "hip:1", "--json"]));
    assert_eq!(h["device"], "hip:1");
    assert_eq!(h["dense_mib"], v["dense_mib"]);
    let c = json(&rt(&["schedule", p, "--device", "cuda", "--json"]));
    assert_eq!(c["device"], "cuda:0");
    // A longer context grows the KV cache and nothing else.
    let long = json(&rt(&[
        "schedule", p, "--device", "cuda:0", "--n-ctx", "2048", "--json",
    ]));
    assert!(long["kv_mib"].as_f64() > v["kv_mib"].as_f64());
    assert_eq!(long["dense_mib"], v["dense_mib"]);
    // --expert-slots within the budget is taken as given.
    let s = json(&rt(&[
        "schedule",
        p,
        "--device",
        "cuda:0",
        "--expert-slots",
        "5",
        "--json",
    ]));
    assert_eq!(
        (s["expert_slots"].as_u64(), s["fits"].as_bool()),
        (Some(5), Some(true))
    );

    // The CPU: no budget, every expert in host memory; `auto` on a host plan is the CPU.
    for args in [vec!["--device", "cpu"], vec![]] {
        let mut a = vec!["schedule", p, "--json"];
        a.extend(args);
        let v = json(&rt(&a));
        assert_eq!(keys(&v), want_keys());
        assert_eq!(v["device"], "cpu");
        assert!(
            v["budget_mib"].is_null() && v["tracked_mib"].is_null(),
            "{v}"
        );
        assert_eq!(v["fits"], true);
        assert_eq!(v["expert_slots"], 16);
    }

    // The human table.
    let text = ok(&rt(&["schedule", p, "--device", "cuda:0"]));
    for needle in [
        "VRAM budget 10240 MiB: 8960 MiB tracked",
        "dense weights",
        "KV cache (f16)",
        "workspace",
        "16 of 16 experts in 2 MoE layers",
        "fits: yes",
    ] {
        assert!(text.contains(needle), "{needle:?} not in\n{text}");
    }
    let text = ok(&rt(&["schedule", p]));
    assert!(
        text.contains("KV cache (f16)") && text.contains("fits: yes"),
        "{text}"
    );
}

#[test]
fn budgets_too_small_and_too_many_slots_are_refused() {
    let dir = strata_tests::scratch();
    let p = plan(dir.path());
    let p = p.to_str().unwrap();
    let full = json(&rt(&["schedule", p, "--device", "cuda:0", "--json"]));
    let need = full["dense_mib"].as_f64().unwrap()
        + full["kv_mib"].as_f64().unwrap()
        + full["workspace_mib"].as_f64().unwrap();

    // 1281 MiB leaves 1 MiB tracked: less than dense + KV + workspace. Both numbers are named.
    assert!(need > 1.0, "the test model needs more than 1 MiB: {need}");
    let out = rt(&[
        "schedule",
        p,
        "--device",
        "cuda:0",
        "--vram-budget-mib",
        "1281",
    ]);
    fails_with(
        &out,
        1,
        &[&format!("{need:.2} MiB"), "1.00 MiB", "VRAM budget"],
    );
    assert!(String::from_utf8_lossy(&out.stdout).contains("fits: no"));
    // With --json the object still comes, saying it does not fit.
    let out = rt(&[
        "schedule",
        p,
        "--device",
        "cuda:0",
        "--vram-budget-mib",
        "1281",
        "--json",
    ]);
    fails_with(&out, 1, &["1.00 MiB"]);
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(keys(&v), want_keys());
    assert_eq!(
        (v["fits"].as_bool(), v["tracked_mib"].as_u64()),
        (Some(false), Some(1))
    );
    assert_eq!(v["expert_slots"], 0);

    // A budget that leaves nothing after the reserve and slack.
    let out = rt(&[
        "schedule",
        p,
        "--device",
        "cuda:0",
        "--vram-budget-mib",
        "1000",
    ]);
    fails_with(&out, 1, &["1000 MiB", "1280"]);

    // `--vram-reserve-mib` moves what the ledger tracks, MiB for MiB, and a reserve that takes
    // the whole budget is refused the same way.
    let on_cuda = |memory: &[&str]| {
        let mut args = vec!["schedule", p, "--device", "cuda:0"];
        args.extend_from_slice(memory);
        rt(&args)
    };
    let tracked = |reserve: &str| {
        let v = json(&on_cuda(&[
            "--vram-budget-mib",
            "4096",
            "--vram-reserve-mib",
            reserve,
            "--json",
        ]));
        v["tracked_mib"].as_u64().unwrap()
    };
    assert_eq!((tracked("1024"), tracked("512")), (4096 - 1280, 4096 - 768));
    let out = on_cuda(&["--vram-budget-mib", "4096", "--vram-reserve-mib", "3840"]);
    fails_with(&out, 1, &["4096 MiB", "reserve 3840 MiB"]);
    // The reserve alone keeps the default budget.
    let v = json(&on_cuda(&["--vram-reserve-mib", "0", "--json"]));
    assert_eq!(v["tracked_mib"].as_u64(), Some(10240 - 256), "{v}");

    // More slots than the model has experts.
    let out = rt(&["schedule", p, "--device", "cuda:0", "--expert-slots", "17"]);
    fails_with(&out, 1, &["--expert-slots 17", "16 experts"]);
    let out = rt(&["schedule", p, "--expert-slots", "17"]);
    fails_with(&out, 1, &["--expert-slots 17"]);
    // More slots than the budget leaves room for: a budget one MiB above what dense + KV +
    // workspace need holds a few of the 16.
    let budget = 1280 + need.ceil() as u64 + 1;
    let b = budget.to_string();
    let v = json(&rt(&[
        "schedule",
        p,
        "--device",
        "cuda:0",
        "--vram-budget-mib",
        &b,
        "--json",
    ]));
    let fit = v["expert_slots"].as_u64().unwrap();
    assert!(fit > 0 && fit < 16, "{v}");
    let n = (fit + 1).to_string();
    let out = rt(&[
        "schedule",
        p,
        "--device",
        "cuda:0",
        "--vram-budget-mib",
        &b,
        "--expert-slots",
        &n,
    ]);
    fails_with(&out, 1, &[&format!("--expert-slots {n}"), "VRAM budget"]);
}

#[test]
fn dump_after_prints_the_split_graph() {
    let dir = strata_tests::scratch();
    let p = plan(dir.path());
    let p = p.to_str().unwrap();
    let text = ok(&rt(&["schedule", p, "--dump-after=split-experts"]));
    assert!(text.starts_with("graph qwen3moe {"), "{text}");
    assert!(
        !text.contains("moe_ffn") && !text.contains("car_route"),
        "{text}"
    );
    assert_eq!(text.matches("expert_split(").count(), 2, "{text}");
    assert_eq!(text.matches("side=resident").count(), 2, "{text}");
    assert_eq!(text.matches("side=host").count(), 2, "{text}");
    assert_eq!(text.matches("expert_combine(").count(), 2, "{text}");
    let text = ok(&rt(&[
        "schedule",
        p,
        "--dump-after",
        "car",
        "--device",
        "cuda:0",
    ]));
    assert_eq!(text.matches("car_route(").count(), 2, "{text}");
    let text = ok(&rt(&["schedule", p, "--dump-after=plan"]));
    assert_eq!(text.matches("moe_ffn(").count(), 2, "{text}");
    // The dump is the graph alone; --json beside it is a usage error.
    let out = rt(&["schedule", p, "--dump-after=car", "--json"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn bad_input_is_an_error_not_a_panic() {
    let dir = strata_tests::scratch();
    let p = plan(dir.path());
    let ps = p.to_str().unwrap();
    // Unknown pass: exit 1, the names listed.
    let out = rt(&["schedule", ps, "--dump-after=nope"]);
    fails_with(
        &out,
        1,
        &["`nope`", "plan, split-experts, car, memory-plan"],
    );
    // Garbage, truncated and missing plans.
    let garbage = dir.path().join("garbage.plan");
    std::fs::write(&garbage, b"this is not a plan at all, just some bytes").unwrap();
    fails_with(&rt(&["schedule", garbage.to_str().unwrap()]), 1, &["plan"]);
    let cut = dir.path().join("cut.plan");
    std::fs::write(&cut, &std::fs::read(&p).unwrap()[..200]).unwrap();
    fails_with(
        &rt(&["schedule", cut.to_str().unwrap(), "--json"]),
        1,
        &["plan"],
    );
    let missing = dir.path().join("missing.plan");
    fails_with(&rt(&["schedule", missing.to_str().unwrap()]), 1, &["plan"]);
    // Usage errors: a VRAM budget for the CPU (given or reached through `auto`), an unknown
    // device, a context of 0 tokens is an error.
    let out = rt(&[
        "schedule",
        ps,
        "--device",
        "cpu",
        "--vram-budget-mib",
        "4096",
    ]);
    fails_with(&out, 2, &["--vram-budget-mib"]);
    let out = rt(&[
        "schedule",
        ps,
        "--device",
        "cpu",
        "--vram-reserve-mib",
        "512",
    ]);
    fails_with(&out, 2, &["--vram-reserve-mib"]);
    let out = rt(&["schedule", ps, "--vram-budget-mib", "4096"]);
    fails_with(&out, 2, &["auto"]);
    let out = rt(&["schedule", ps, "--device", "gpu0"]);
    fails_with(&out, 2, &["auto, cpu, cuda, cuda:N, hip, hip:N"]);
    let out = rt(&["schedule", ps, "--n-ctx", "0"]);
    fails_with(&out, 1, &["context length 0"]);
}

/// A plan compiled for sm_90: `auto` plans for cuda:0 (nothing is probed), the budget the plan
/// was compiled with is the default, and asking for a GPU whose kernels the plan lacks says so.
#[test]
fn auto_takes_the_plans_gpu_target_and_budget() {
    let dir = strata_tests::scratch();
    let host = plan(dir.path());
    let gguf = dir.path().join("m.gguf");
    let sm90 = dir.path().join("sm90.plan");
    ok(&strata_tests::run_bin(
        "stratac",
        &[
            "compile",
            gguf.to_str().unwrap(),
            "--arch",
            "sm_90",
            "--vram-budget-mib",
            "4096",
            "-o",
            sm90.to_str().unwrap(),
        ],
    ));
    let p = sm90.to_str().unwrap();
    let out = rt(&["schedule", p, "--json"]);
    let v = json(&out);
    assert_eq!(v["device"], "cuda:0");
    assert_eq!(v["budget_mib"], 4096);
    assert_eq!(v["tracked_mib"], 4096 - 1280);
    assert!(String::from_utf8_lossy(&out.stderr).is_empty(), "{out:?}");
    let v = json(&rt(&["schedule", p, "--json", "--vram-budget-mib", "6000"]));
    assert_eq!(v["budget_mib"], 6000);
    // The same weights planned from the host plan on cuda:0 give the same numbers.
    let h = json(&rt(&[
        "schedule",
        host.to_str().unwrap(),
        "--device",
        "cuda:0",
        "--json",
    ]));
    for k in ["dense_mib", "kv_mib", "workspace_mib", "expert_slot_bytes"] {
        assert_eq!(h[k], v[k], "{k}");
    }
    let out = rt(&["schedule", p, "--device", "hip:0", "--json"]);
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("no hsaco kernels"),
        "{out:?}"
    );
    assert_eq!(json(&out)["device"], "hip:0");
}
