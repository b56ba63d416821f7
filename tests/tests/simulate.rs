//! `strata-rt simulate`: the offload model's JSON has its fields and they add up, more expert
//! slots never lower the replayed hit rate nor raise the predicted token time, CAR substitutes
//! on decode steps, and bad inputs (a missing trace, a trace of another geometry, a bandwidth of
//! zero) are `error:` with exit code 1.

use std::path::{Path, PathBuf};

use serde_json::Value;
use strata_runtime::experts::{TraceHeader, TraceWriter};

/// `stratac synth --preset tiny-qwen3moe` (2 MoE layers × 8 experts, top-2) as a host plan.
fn tiny_plan(dir: &Path) -> PathBuf {
    let gguf = dir.join("tiny.gguf");
    let out = strata_tests::run_bin(
        "stratac",
        &[
            "synth",
            "--preset",
            "tiny-qwen3moe",
            "--seed",
            "3",
            "--quant",
            "Q8_0",
            "-o",
            gguf.to_str().expect("utf-8 path"),
        ],
    );
    assert!(
        out.status.success(),
        "synth: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let plan = dir.join("tiny.plan");
    strata_tests::compile_host_plan(&gguf, &plan);
    plan
}

/// A synthetic STRCS1 trace of `n_layers × n_expert` with top-`k` picks: one 4-token prompt
/// pass, then `decode` one-token passes. Router logits favour low expert ids (a skewed, stable
/// routing a cache can learn) with noise; the picks are each row's top `k`.
fn write_trace(path: &Path, n_layers: u32, n_expert: u32, k: u32, decode: usize) {
    let mut w = TraceWriter::create(path, TraceHeader { n_layers, n_expert }).expect("trace");
    let mut rng = strata_tests::XorShift(0x9e37_79b9_7f4a_7c15);
    let mut pass = |w: &mut TraceWriter<_>, n_tok: usize| {
        for layer in 0..n_layers {
            let mut ids = Vec::new();
            let mut logits = Vec::new();
            for _ in 0..n_tok {
                let row: Vec<f32> = (0..n_expert)
                    .map(|e| -0.6 * e as f32 + 2.0 * rng.unit())
                    .collect();
                let mut order: Vec<usize> = (0..n_expert as usize).collect();
                order.sort_by(|&a, &b| row[b].total_cmp(&row[a]).then(a.cmp(&b)));
                ids.extend(order[..k as usize].iter().map(|&e| e as i32));
                logits.extend(row);
            }
            w.write_record(layer, k, &ids, &logits).expect("record");
        }
    };
    pass(&mut w, 4);
    for _ in 0..decode {
        pass(&mut w, 1);
    }
    w.finish().expect("finish");
}

fn simulate(args: &[&str]) -> std::process::Output {
    let mut all = vec!["simulate"];
    all.extend_from_slice(args);
    strata_tests::run_bin("strata-rt", &all)
}

fn json(args: &[&str]) -> Value {
    let mut all = args.to_vec();
    all.push("--json");
    let out = simulate(&all);
    assert!(
        out.status.success(),
        "simulate {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("one JSON object on stdout")
}

fn num(v: &Value, key: &str) -> f64 {
    v[key]
        .as_f64()
        .unwrap_or_else(|| panic!("{key} missing or not a number in {v}"))
}

const FIELDS: [&str; 14] = [
    "device_gbps",
    "kernel_efficiency",
    "cpu_gbps",
    "slots",
    "hit_rate",
    "misses_per_token",
    "substitutions_per_token",
    "dense_ms",
    "gpu_expert_ms",
    "cpu_expert_ms",
    "overhead_ms",
    "token_ms",
    "tok_s",
    "expert_ms",
];

fn check_consistent(v: &Value) {
    assert!(v["card"].is_string(), "{v}");
    for f in FIELDS {
        let x = num(v, f);
        assert!(x.is_finite() && x >= 0.0, "{f} = {x}");
    }
    let (dense, kv, expert, over) = (
        num(v, "dense_ms"),
        num(v, "kv_ms"),
        num(v, "expert_ms"),
        num(v, "overhead_ms"),
    );
    let token = num(v, "token_ms");
    assert!(
        (token - (dense + kv + expert + over)).abs() <= 1e-9 * token.max(1.0),
        "{v}"
    );
    assert!((num(v, "tok_s") * token - 1000.0).abs() < 1e-6, "{v}");
    let (g, c) = (num(v, "gpu_expert_ms"), num(v, "cpu_expert_ms"));
    assert!(
        expert >= g.max(c) * (1.0 - 1e-12) && expert <= (g + c) * (1.0 + 1e-12),
        "{v}"
    );
    assert!((0.0..=1.0).contains(&num(v, "hit_rate")), "{v}");
    assert!(dense > 0.0, "{v}");
}

#[test]
fn json_fields_are_present_and_consistent() {
    let dir = strata_tests::scratch();
    let plan = tiny_plan(dir.path());
    let trace = dir.path().join("t.strcs");
    write_trace(&trace, 2, 8, 2, 80);
    let (p, t) = (plan.to_str().unwrap(), trace.to_str().unwrap());
    let base = ["--trace", t, "--card", "rx7700xt", "--cpu-gbps", "20"];
    let mut a = vec![p];
    a.extend_from_slice(&base);
    a.extend_from_slice(&["--expert-slots", "6"]);
    let v = json(&a);
    check_consistent(&v);
    assert_eq!(v["card"], "rx7700xt");
    assert_eq!(num(&v, "device_gbps"), 432.0);
    assert_eq!(num(&v, "kernel_efficiency"), 0.5);
    assert_eq!(num(&v, "cpu_gbps"), 20.0);
    assert_eq!(num(&v, "slots"), 6.0);
    // Two picks per layer, two layers: hits and misses per token make up four.
    let misses = num(&v, "misses_per_token");
    assert!(
        (misses - 4.0 * (1.0 - num(&v, "hit_rate"))).abs() < 1e-9,
        "{v}"
    );
    assert!(misses > 0.0 && misses < 4.0, "{v}");
    assert_eq!(num(&v, "substitutions_per_token"), 0.0);

    // The budget's slots: the tiny model fits whole in 10 GiB, so every expert is resident.
    let v = json(&[
        p,
        "--trace",
        t,
        "--card",
        "h200",
        "--cpu-gbps",
        "20",
        "--vram-budget-mib",
        "10240",
    ]);
    check_consistent(&v);
    assert_eq!(v["card"], "h200");
    assert_eq!(num(&v, "device_gbps"), 4250.0);
    assert_eq!(num(&v, "slots"), 16.0);
    assert_eq!(num(&v, "hit_rate"), 1.0);
    assert_eq!(num(&v, "cpu_expert_ms"), 0.0);
    assert_eq!(num(&v, "overhead_ms"), 0.0);

    // CAR at threshold 0 substitutes every miss that has a candidate: fewer misses.
    let mut a = vec![p];
    a.extend_from_slice(&base);
    a.extend_from_slice(&["--expert-slots", "4", "--car-threshold", "0"]);
    let car = json(&a);
    check_consistent(&car);
    let mut a = vec![p];
    a.extend_from_slice(&base);
    a.extend_from_slice(&["--expert-slots", "4"]);
    let off = json(&a);
    assert!(num(&car, "substitutions_per_token") > 0.0, "{car}");
    assert!(num(&car, "misses_per_token") < num(&off, "misses_per_token"));

    // Bus reads, then the look-ahead prefetch on top: it serves misses (never more than the
    // misses) and the token gets no slower; the cache replay is the same.
    let mut a = vec![p];
    a.extend_from_slice(&base);
    a.extend_from_slice(&["--expert-slots", "4", "--bus-gbps", "25"]);
    let bus = json(&a);
    check_consistent(&bus);
    assert_eq!(num(&bus, "prefetch_served_per_token"), 0.0);
    a.extend_from_slice(&["--prefetch", "1", "--prefetch-precision", "0.9"]);
    let pf = json(&a);
    check_consistent(&pf);
    assert_eq!(num(&pf, "prefetch_cap"), 1.0);
    let served = num(&pf, "prefetch_served_per_token");
    assert!(
        served > 0.0 && served <= num(&pf, "misses_per_token"),
        "{pf}"
    );
    assert_eq!(num(&pf, "hit_rate"), num(&bus, "hit_rate"));
    assert!(num(&pf, "token_ms") <= num(&bus, "token_ms"), "{pf} {bus}");

    // Measured CPU throughput on the plan's own expert weights.
    let v = json(&[
        p,
        "--trace",
        t,
        "--device-gbps",
        "100",
        "--measure-cpu",
        "--threads",
        "2",
        "--expert-slots",
        "4",
    ]);
    check_consistent(&v);
    assert_eq!(v["card"], "custom");
    assert!(num(&v, "cpu_gbps") > 0.0);
}

#[test]
fn more_slots_never_lower_the_hit_rate_nor_raise_the_token_time() {
    let dir = strata_tests::scratch();
    let plan = tiny_plan(dir.path());
    let trace = dir.path().join("t.strcs");
    write_trace(&trace, 2, 8, 2, 120);
    let (p, t) = (plan.to_str().unwrap(), trace.to_str().unwrap());
    let mut prev: Option<(f64, f64)> = None;
    for slots in ["0", "2", "4", "6", "8", "10", "12", "14", "16"] {
        let v = json(&[
            p,
            "--trace",
            t,
            "--card",
            "rx7700xt",
            "--cpu-gbps",
            "5",
            "--expert-slots",
            slots,
        ]);
        check_consistent(&v);
        let (hit, ms) = (num(&v, "hit_rate"), num(&v, "token_ms"));
        if let Some((h0, m0)) = prev {
            assert!(hit >= h0, "{slots} slots: hit rate {hit} < {h0}");
            assert!(ms <= m0, "{slots} slots: token {ms} ms > {m0} ms");
        }
        prev = Some((hit, ms));
    }
    let (hit, _) = prev.unwrap();
    assert_eq!(hit, 1.0);
}

/// The replay is the engine's cache: a CPU run with `--expert-slots N` records its trace and
/// counts hits, misses and substitutions on decode steps; `simulate` on that trace with the same
/// slots and CAR threshold reports the same rates exactly, with CAR off and on.
#[test]
fn replay_reproduces_the_engine_counters() {
    let dir = strata_tests::scratch();
    let plan = tiny_plan(dir.path());
    let p = plan.to_str().unwrap();
    for (slots, car) in [("6", "1.0"), ("6", "0.35"), ("10", "0")] {
        let trace = dir.path().join(format!("run-{slots}-{car}.strcs"));
        let out = std::process::Command::new(strata_tests::bin("strata-rt"))
            .args([
                "generate",
                p,
                "--prompt-tokens",
                "1,17,300,42,5,511",
                "--max-tokens",
                "40",
                "--temperature",
                "0",
                "--ignore-eos",
                "--threads",
                "2",
                "--expert-slots",
                slots,
                "--car-threshold",
                car,
                "--json",
            ])
            .env("STRATA_DUMP_ROUTER_SCORES", &trace)
            .output()
            .expect("spawn strata-rt");
        assert!(
            out.status.success(),
            "generate: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let run: Value = serde_json::from_slice(&out.stdout).expect("generate JSON");
        let e = &run["experts"];
        let v = json(&[
            p,
            "--trace",
            trace.to_str().unwrap(),
            "--card",
            "rx7700xt",
            "--cpu-gbps",
            "20",
            "--expert-slots",
            slots,
            "--car-threshold",
            car,
        ]);
        check_consistent(&v);
        assert_eq!(
            num(&v, "decode_tokens"),
            num(e, "decode_tokens"),
            "{slots} {car}"
        );
        for f in ["hit_rate", "misses_per_token", "substitutions_per_token"] {
            assert_eq!(
                num(&v, f),
                num(e, f),
                "{f}, {slots} slots, CAR {car}: {v} vs {e}"
            );
        }
        if car == "0" {
            assert!(num(&v, "substitutions_per_token") > 0.0, "{v}");
        }
    }
}

/// `simulate`'s arguments for the RX 7700 XT preset with a CPU pool of 20 GB/s, then `extra`.
fn rx_args<'a>(plan: &'a str, trace: &'a str, extra: &[&'a str]) -> Vec<&'a str> {
    let mut v = vec![
        plan,
        "--trace",
        trace,
        "--card",
        "rx7700xt",
        "--cpu-gbps",
        "20",
    ];
    v.extend_from_slice(extra);
    v
}

fn assert_error(out: &std::process::Output, what: &str) {
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{what}: {err}");
    assert!(
        err.starts_with("error:") || err.contains("\nerror:"),
        "{what}: {err}"
    );
    assert!(out.stdout.is_empty(), "{what}: nothing on stdout");
}

#[test]
fn bad_inputs_exit_1_with_an_error() {
    let dir = strata_tests::scratch();
    let plan = tiny_plan(dir.path());
    let good = dir.path().join("good.strcs");
    write_trace(&good, 2, 8, 2, 10);
    let other = dir.path().join("other.strcs");
    write_trace(&other, 2, 4, 2, 10);
    let prompt_only = dir.path().join("prompt.strcs");
    write_trace(&prompt_only, 2, 8, 2, 0);
    let garbage = dir.path().join("garbage.strcs");
    std::fs::write(&garbage, b"not a trace at all").unwrap();
    let missing = dir.path().join("missing.strcs");
    let p = plan.to_str().unwrap();
    let g = good.to_str().unwrap();
    let cases: Vec<(&str, Vec<&str>)> = vec![
        ("missing trace", rx_args(p, missing.to_str().unwrap(), &[])),
        ("another geometry", rx_args(p, other.to_str().unwrap(), &[])),
        (
            "no decode steps",
            rx_args(p, prompt_only.to_str().unwrap(), &[]),
        ),
        ("garbage trace", rx_args(p, garbage.to_str().unwrap(), &[])),
        (
            "zero device bandwidth",
            vec![p, "--trace", g, "--device-gbps", "0", "--cpu-gbps", "20"],
        ),
        (
            "zero CPU bandwidth",
            vec![p, "--trace", g, "--card", "rx7700xt", "--cpu-gbps", "0"],
        ),
        (
            "NaN bandwidth",
            vec![p, "--trace", g, "--device-gbps", "NaN", "--cpu-gbps", "20"],
        ),
        (
            "efficiency above 1",
            vec![
                p,
                "--trace",
                g,
                "--card",
                "h200",
                "--cpu-gbps",
                "20",
                "--kernel-efficiency",
                "2",
            ],
        ),
        (
            "no device bandwidth",
            vec![p, "--trace", g, "--cpu-gbps", "20"],
        ),
        (
            "a prefetch without bus reads",
            rx_args(p, g, &["--prefetch", "2"]),
        ),
        (
            "a prefetch precision above 1",
            rx_args(
                p,
                g,
                &[
                    "--bus-gbps",
                    "25",
                    "--prefetch",
                    "2",
                    "--prefetch-precision",
                    "1.5",
                ],
            ),
        ),
        (
            "no CPU throughput",
            vec![p, "--trace", g, "--card", "rx7700xt"],
        ),
        (
            "more slots than experts",
            rx_args(p, g, &["--expert-slots", "17"]),
        ),
        (
            "negative CAR threshold",
            rx_args(p, g, &["--car-threshold=-1"]),
        ),
        ("missing plan", rx_args("/nonexistent/x.plan", g, &[])),
    ];
    for (what, args) in cases {
        let mut a = args.clone();
        a.push("--json");
        assert_error(&simulate(&a), what);
    }
}
