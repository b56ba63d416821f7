//! End to end: `stratac synth` writes a tiny model, `stratac compile` a host plan, and
//! `strata-rt serve` runs it on an ephemeral loopback port; the official `openai` Python client
//! then lists models, chats (streaming and not), makes a tool-call round trip and completes.
//! Also: the binary's flag errors, and a clean exit on SIGTERM.

use std::process::Command;
use std::time::Duration;

use serde_json::Value;
use strata_tests::{Served, compile_host_plan, run_bin, run_oracle, scratch, spawn_serve};

/// Starts the server on port 0 and reads the bound address from its log line.
fn serve(plan: &str, extra: &[&str]) -> Served {
    let mut args = vec!["serve", plan, "--port", "0", "--threads", "2"];
    args.extend_from_slice(extra);
    spawn_serve(&args, &[])
}

fn tiny_plan(dir: &std::path::Path) -> String {
    let gguf = dir.join("tiny.gguf");
    let plan = dir.join("tiny.plan");
    let out = run_bin(
        "stratac",
        &[
            "synth",
            "--preset",
            "tiny-qwen3moe",
            "--seed",
            "7",
            "-o",
            gguf.to_str().unwrap(),
        ],
    );
    assert!(
        out.status.success(),
        "synth: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    compile_host_plan(&gguf, &plan);
    plan.to_str().unwrap().to_string()
}

#[test]
fn openai_client_against_strata_rt_serve() {
    let dir = scratch();
    let plan = tiny_plan(dir.path());
    let srv = serve(
        &plan,
        &["--api-key", "k-123", "--served-model-name", "tiny"],
    );
    let out = run_oracle(
        "server_openai.py",
        &[&format!("{}/v1", srv.url), "tiny", "k-123", "engine"],
    );
    let seen: Value = serde_json::from_str(out.trim()).expect("oracle prints JSON");
    assert_eq!(seen["models"], serde_json::json!(["tiny"]));
    assert_eq!(seen["chat"]["content"], seen["stream"]["content"]);
}

#[test]
fn serve_flag_errors_and_sigterm() {
    let dir = scratch();
    let plan = tiny_plan(dir.path());
    // CAR was asked for explicitly: refused with a clear error.
    let out = run_bin("strata-rt", &["serve", &plan, "--car-threshold", "0.35"]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("error:") && err.contains("cache-aware routing"),
        "{err}"
    );
    // A missing plan is an error, not a panic.
    let out = run_bin("strata-rt", &["serve", "/nonexistent/plan.bin"]);
    assert_eq!(out.status.code(), Some(1));
    // Bad flag values are usage errors.
    let out = run_bin("strata-rt", &["serve", &plan, "--reasoning-effort", "max"]);
    assert_eq!(out.status.code(), Some(2));

    // By default CAR is off and says so; SIGTERM shuts the server down cleanly.
    let mut srv = serve(&plan, &[]);
    assert!(
        srv.startup_log
            .iter()
            .any(|l| l.contains("cache-aware routing is OFF for this run")),
        "{:?}",
        srv.startup_log
    );
    let pid = srv.child.id().to_string();
    let status = Command::new("kill")
        .args(["-TERM", &pid])
        .status()
        .expect("kill");
    assert!(status.success());
    let mut code = None;
    for _ in 0..200 {
        if let Some(s) = srv.child.try_wait().expect("wait") {
            code = s.code();
            break;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    assert_eq!(code, Some(0), "server did not exit cleanly on SIGTERM");
}

fn post_json(url: &str, body: &Value) -> Value {
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .http_status_as_error(false)
        .build()
        .into();
    let mut resp = agent
        .post(url)
        .header("Content-Type", "application/json")
        .send(body.to_string().as_bytes())
        .expect("request sent");
    assert_eq!(resp.status().as_u16(), 200);
    serde_json::from_str(&resp.body_mut().read_to_string().expect("body")).expect("JSON body")
}

/// The server returns exactly what `strata-rt generate` produces for the same prompt (greedy),
/// also when its session's KV cache was reused from an earlier, different request.
#[test]
fn completions_match_strata_rt_generate() {
    let dir = scratch();
    let plan = tiny_plan(dir.path());
    let prompt = "Once upon a time";
    let srv = serve(&plan, &["--served-model-name", "tiny"]);
    let url = format!("{}/v1/completions", srv.url);
    let body =
        serde_json::json!({"model": "tiny", "prompt": prompt, "max_tokens": 12, "temperature": 0});
    let first = post_json(&url, &body);
    // A different prompt sharing a prefix, then the first prompt again from the reused cache.
    let other = serde_json::json!({"model": "tiny", "prompt": "Once upon a midnight", "max_tokens": 3, "temperature": 0});
    post_json(&url, &other);
    let again = post_json(&url, &body);
    assert_eq!(
        first["choices"][0]["text"], again["choices"][0]["text"],
        "after KV reuse"
    );

    // The server stops at any end-of-generation token of the vocabulary, so ask `generate`
    // for exactly as many tokens as the server produced.
    let n = first["usage"]["completion_tokens"].as_u64().expect("usage");
    assert!(n > 0);
    let out = run_bin(
        "strata-rt",
        &[
            "generate",
            &plan,
            "--prompt",
            prompt,
            "--max-tokens",
            &n.to_string(),
            "--temperature",
            "0",
            "--json",
        ],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let direct: Value = serde_json::from_slice(&out.stdout).expect("generate --json");
    assert_eq!(
        first["choices"][0]["text"], direct["text"],
        "server vs generate"
    );
    let n_prompt = direct["prompt_tokens"]
        .as_array()
        .expect("prompt ids")
        .len();
    assert_eq!(first["usage"]["prompt_tokens"], n_prompt);
}
