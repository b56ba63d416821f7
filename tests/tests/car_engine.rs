//! The expert cache and cache-aware routing through the binaries a user runs, on the embedded
//! trained model (real routing structure): CAR off is the stock model for any residency, CAR on
//! changes tokens and reports what it did, paths CAR is not wired into refuse it, traces and
//! profiles round-trip through `car-estimate` and `--expert-profile`, and `car-eval` measures the
//! cost.

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;
use strata_tests::{bin, compile_host_plan, run_bin, scratch, workspace_root};

fn embedded_plan(dir: &Path) -> String {
    let gguf = workspace_root().join("models/strata-tiny-moe.gguf");
    let plan = dir.join("tiny.plan");
    compile_host_plan(&gguf, &plan);
    plan.display().to_string()
}

const PROMPT: &str = "In the beginning God created";

/// Greedy `generate --json` with `extra` flags: (tokens, the `experts` object).
fn generate(plan: &str, extra: &[&str], envs: &[(&str, &Path)]) -> (Vec<u64>, Value) {
    let mut args = vec![
        "generate",
        plan,
        "--prompt",
        PROMPT,
        "--max-tokens",
        "24",
        "--temperature",
        "0",
        "--ignore-eos",
        "--json",
        "--threads",
        "2",
    ];
    args.extend_from_slice(extra);
    let out = Command::new(bin("strata-rt"))
        .args(&args)
        .envs(envs.iter().map(|(k, v)| (*k, v.as_os_str())))
        .output()
        .expect("spawn strata-rt");
    assert!(
        out.status.success(),
        "generate {extra:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: Value = serde_json::from_slice(&out.stdout).expect("one JSON object");
    let toks = v["tokens"]
        .as_array()
        .expect("tokens")
        .iter()
        .map(|t| t.as_u64().expect("id"))
        .collect();
    (toks, v["experts"].clone())
}

#[test]
fn car_off_is_the_stock_model_for_any_residency_and_car_on_substitutes() {
    let dir = scratch();
    let plan = embedded_plan(dir.path());
    let (stock, none) = generate(&plan, &[], &[]);
    assert!(none.is_null(), "no residency, no expert report: {none}");
    for slots in ["1", "16", "64", "127", "128"] {
        let (toks, e) = generate(
            &plan,
            &["--expert-slots", slots, "--car-threshold", "1.0"],
            &[],
        );
        assert_eq!(
            toks, stock,
            "--expert-slots {slots} with CAR off changed the tokens"
        );
        assert_eq!(e["slots"].as_u64(), Some(slots.parse().expect("n")));
        assert_eq!(e["car"]["substitutions"].as_u64(), Some(0));
        assert!(e["decode_tokens"].as_u64().expect("n") >= 23);
    }
    // NaN is off too.
    let (toks, _) = generate(
        &plan,
        &["--expert-slots", "32", "--car-threshold", "NaN"],
        &[],
    );
    assert_eq!(toks, stock);
    // Every expert resident: nothing to substitute, every pick a hit.
    let (toks, e) = generate(&plan, &["--expert-slots", "128"], &[]);
    assert_eq!(toks, stock);
    assert_eq!(e["misses_per_token"].as_f64(), Some(0.0));
    // A small cache with the default threshold (0.35) substitutes and raises the hit rate.
    let (_, off) = generate(
        &plan,
        &["--expert-slots", "32", "--car-threshold", "1.0"],
        &[],
    );
    let (_, on) = generate(&plan, &["--expert-slots", "32"], &[]);
    assert!((on["car_threshold"].as_f64().expect("tau") - 0.35).abs() < 1e-12);
    assert!(on["car"]["substitutions"].as_u64().expect("n") > 0, "{on}");
    assert!(
        on["hit_rate"].as_f64().expect("rate") > off["hit_rate"].as_f64().expect("rate"),
        "CAR on {on} vs off {off}"
    );
    // The environment sets the threshold when no flag does, and a flag wins over it.
    let (_, env) = Command::new(bin("strata-rt"))
        .args([
            "generate",
            &plan,
            "--prompt",
            PROMPT,
            "--max-tokens",
            "4",
            "--temperature",
            "0",
            "--json",
            "--expert-slots",
            "32",
        ])
        .env("STRATA_CAR_THRESHOLD", "0.6")
        .output()
        .map(|o| {
            let v: Value = serde_json::from_slice(&o.stdout).expect("json");
            ((), v["experts"]["car_threshold"].as_f64())
        })
        .expect("spawn");
    assert_eq!(env, Some(0.6));
    let out = Command::new(bin("strata-rt"))
        .args([
            "generate",
            &plan,
            "--prompt",
            PROMPT,
            "--max-tokens",
            "4",
            "--temperature",
            "0",
            "--json",
            "--expert-slots",
            "32",
            "--car-threshold",
            "0.9",
        ])
        .env("STRATA_CAR_THRESHOLD", "0.6")
        .output()
        .expect("spawn");
    let v: Value = serde_json::from_slice(&out.stdout).expect("json");
    assert_eq!(v["experts"]["car_threshold"].as_f64(), Some(0.9));
}

#[test]
fn paths_without_car_refuse_it_or_say_it_is_off() {
    let dir = scratch();
    let plan = embedded_plan(dir.path());
    let err = |args: &[&str]| {
        let out = run_bin("strata-rt", args);
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    // No residency: asking for CAR is refused.
    let (code, msg) = err(&[
        "generate",
        &plan,
        "--prompt",
        "x",
        "--car-threshold",
        "0.35",
    ]);
    assert_eq!(code, Some(1), "{msg}");
    assert!(
        msg.contains("error:") && msg.contains("--expert-slots"),
        "{msg}"
    );
    // `logits` processes a prompt only: an explicit CAR flag is refused ...
    let out_f = dir.path().join("l.f32");
    let out_s = out_f.display().to_string();
    let (code, msg) = err(&[
        "logits",
        &plan,
        "--tokens",
        "1,2,3",
        "-o",
        &out_s,
        "--expert-slots",
        "32",
        "--car-threshold",
        "0.5",
    ]);
    assert_eq!(code, Some(1), "{msg}");
    assert!(msg.contains("prompt"), "{msg}");
    // ... and the default one is turned off, with the line that says so, and the logits are
    // those of no residency.
    let (code, msg) = err(&[
        "logits",
        &plan,
        "--tokens",
        "5,6,7,8",
        "-o",
        &out_s,
        "--expert-slots",
        "32",
    ]);
    assert_eq!(code, Some(0), "{msg}");
    assert!(
        msg.contains("cache-aware routing is OFF for this run"),
        "{msg}"
    );
    let with = std::fs::read(&out_f).expect("logits");
    let (code, _) = err(&["logits", &plan, "--tokens", "5,6,7,8", "-o", &out_s]);
    assert_eq!(code, Some(0));
    assert_eq!(std::fs::read(&out_f).expect("logits"), with);
    // --car-dampen does not exist as a feature.
    let (code, msg) = err(&[
        "generate",
        &plan,
        "--prompt",
        "x",
        "--expert-slots",
        "8",
        "--car-dampen",
        "0.5",
    ]);
    assert_eq!(code, Some(1), "{msg}");
    // Too many slots, bad values.
    let (code, msg) = err(&["generate", &plan, "--prompt", "x", "--expert-slots", "129"]);
    assert_eq!(code, Some(1), "{msg}");
    assert!(msg.contains("128"), "{msg}");
    let (code, _) = err(&[
        "generate",
        &plan,
        "--prompt",
        "x",
        "--expert-slots",
        "8",
        "--car-threshold=-1",
    ]);
    assert_eq!(code, Some(1));
    let (code, _) = err(&[
        "generate",
        &plan,
        "--prompt",
        "x",
        "--expert-slots",
        "8",
        "--policy-decay",
        "2",
    ]);
    assert_eq!(code, Some(1));
}

#[test]
fn traces_and_profiles_round_trip_through_the_binaries() {
    let dir = scratch();
    let plan = embedded_plan(dir.path());
    let trace = dir.path().join("scores.strcs");
    let profile = dir.path().join("learned.strp");
    let profile_s = profile.display().to_string();
    let (stock, _) = generate(
        &plan,
        &[
            "--expert-slots",
            "32",
            "--car-threshold",
            "1",
            "--expert-profile-save",
            &profile_s,
        ],
        &[("STRATA_DUMP_ROUTER_SCORES", trace.as_path())],
    );
    // The trace replays offline: 8 layers × 16 experts, the prompt's records and one per step.
    let out = run_bin(
        "strata-rt",
        &[
            "car-estimate",
            &trace.display().to_string(),
            "--tau",
            "0.35,1.0",
            "--frequency",
            "4",
            "--json",
        ],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: Value = serde_json::from_slice(&out.stdout).expect("json");
    assert_eq!(v["n_layers"].as_u64(), Some(8));
    assert_eq!(v["n_expert"].as_u64(), Some(16));
    assert!(v["records"].as_u64().expect("n") >= 8 * 24);
    let per_tau = v["per_tau"].as_array().expect("per_tau");
    assert_eq!(per_tau.len(), 2);
    assert!(per_tau[0]["substitutions"].as_u64().expect("n") > 0);
    assert_eq!(per_tau[1]["substitutions"].as_u64(), Some(0));
    // The learned profile starts a later run warm, which computes the same tokens with CAR off.
    assert!(profile.is_file(), "--expert-profile-save wrote nothing");
    let (toks, e) = generate(
        &plan,
        &["--expert-profile", &profile_s, "--car-threshold", "1"],
        &[],
    );
    assert_eq!(toks, stock);
    assert_eq!(e["slots"].as_u64(), Some(32));
    // A profile for another geometry, or garbage, is refused.
    let bad = dir.path().join("bad.strp");
    std::fs::write(&bad, b"STRPgarbage").expect("write");
    let out = run_bin(
        "strata-rt",
        &[
            "generate",
            &plan,
            "--prompt",
            "x",
            "--expert-profile",
            &bad.display().to_string(),
        ],
    );
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn car_eval_measures_the_cost_against_car_off() {
    let dir = scratch();
    let plan = embedded_plan(dir.path());
    // Held-out-like text: a few verses are enough for the shape of the result.
    let text: PathBuf = dir.path().join("text.txt");
    std::fs::write(
        &text,
        "And the earth was without form, and void; and darkness was upon the face of the deep.\n\
         And the Spirit of God moved upon the face of the waters.\n\
         def load_tests(loader, tests, pattern):\n    return loader.discover(pattern)\n",
    )
    .expect("write");
    let out = run_bin(
        "strata-rt",
        &[
            "car-eval",
            &plan,
            "--text",
            &text.display().to_string(),
            "--tau",
            "0.25,1.0",
            "--expert-slots",
            "32",
            "--max-kl",
            "10",
            "--json",
            "--threads",
            "2",
        ],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: Value = serde_json::from_slice(&out.stdout).expect("json");
    let positions = v["positions"].as_u64().expect("positions");
    assert!(positions > 20);
    let rows = v["per_tau"].as_array().expect("per_tau");
    for key in [
        "tau",
        "kl_mean",
        "kl_p99",
        "top1_agreement",
        "ppl",
        "ppl_off",
        "substitutions_per_token",
        "hit_rate",
    ] {
        assert!(rows[0].get(key).is_some(), "missing {key}: {}", rows[0]);
    }
    // CAR at 0.25 on a quarter-size cache substitutes and costs something; CAR off is the
    // control: no substitutions, KL 0, agreement 1, the same perplexity.
    assert!(rows[0]["substitutions_per_token"].as_f64().expect("x") > 0.0);
    assert!(rows[0]["kl_mean"].as_f64().expect("x") > 0.0);
    assert_eq!(rows[1]["substitutions_per_token"].as_f64(), Some(0.0));
    assert_eq!(rows[1]["kl_mean"].as_f64(), Some(0.0));
    assert_eq!(rows[1]["top1_agreement"].as_f64(), Some(1.0));
    assert_eq!(rows[1]["ppl"], rows[1]["ppl_off"]);
    assert_eq!(v["lowest_tau_within_max_kl"].as_f64(), Some(0.25));
    // Bad input is a clean error.
    let out = run_bin("strata-rt", &["car-eval", &plan, "--text", "/nonexistent"]);
    assert_eq!(out.status.code(), Some(1));
    let out = run_bin(
        "strata-rt",
        &[
            "car-eval",
            &plan,
            "--text",
            &text.display().to_string(),
            "--tau=-1",
        ],
    );
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn bench_json_reports_the_cache() {
    let dir = scratch();
    let plan = embedded_plan(dir.path());
    let out = run_bin(
        "strata-rt",
        &[
            "bench",
            &plan,
            "--prompt-len",
            "8",
            "--gen-len",
            "8",
            "--json",
            "--expert-slots",
            "32",
            "--threads",
            "2",
        ],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: Value = serde_json::from_slice(&out.stdout).expect("json");
    let e = &v["experts"];
    for key in [
        "hit_rate",
        "misses_per_token",
        "substitutions_per_token",
        "mean_accepted_ratio",
    ] {
        assert!(
            e[key].as_f64().is_some(),
            "bench --json lacks experts.{key}: {v}"
        );
    }
}

#[test]
fn serve_runs_the_cache_and_reports_it_on_metrics() {
    let dir = scratch();
    let plan = embedded_plan(dir.path());
    let profile = dir.path().join("served.strp");
    let srv = strata_tests::spawn_serve(
        &[
            "serve",
            &plan,
            "--port",
            "0",
            "--threads",
            "2",
            "--expert-slots",
            "32",
            "--expert-profile-save",
            &profile.display().to_string(),
        ],
        &[],
    );
    assert!(
        srv.startup_log
            .iter()
            .any(|l| l.contains("cache-aware routing ON, threshold 0.35")),
        "{:?}",
        srv.startup_log
    );
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .http_status_as_error(false)
        .build()
        .into();
    let body =
        serde_json::json!({"model": "tiny", "prompt": PROMPT, "max_tokens": 16, "temperature": 0});
    let mut resp = agent
        .post(format!("{}/v1/completions", srv.url))
        .header("Content-Type", "application/json")
        .send(body.to_string().as_bytes())
        .expect("request");
    assert_eq!(resp.status().as_u16(), 200);
    let _ = resp.body_mut().read_to_string();
    let mut m = agent
        .get(format!("{}/metrics", srv.url))
        .call()
        .expect("metrics");
    let text = m.body_mut().read_to_string().expect("body");
    for name in [
        "strata_expert_cache_hit_rate",
        "strata_expert_misses_per_token",
        "strata_car_substitutions_per_token",
        "strata_car_mean_accepted_ratio",
        "strata_car_threshold",
    ] {
        assert!(text.contains(name), "/metrics lacks {name}:\n{text}");
    }
    let subs: f64 = text
        .lines()
        .find(|l| l.starts_with("strata_car_substitutions_total"))
        .and_then(|l| l.rsplit(' ').next())
        .and_then(|v| v.parse().ok())
        .expect("substitutions counter");
    assert!(subs > 0.0, "{text}");
    // A clean shutdown writes the learned profile.
    let pid = srv.child.id().to_string();
    assert!(
        Command::new("kill")
            .args(["-TERM", &pid])
            .status()
            .expect("kill")
            .success()
    );
    let mut srv = srv;
    for _ in 0..200 {
        if srv.child.try_wait().expect("wait").is_some() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    assert!(profile.is_file(), "no profile written on shutdown");
}
