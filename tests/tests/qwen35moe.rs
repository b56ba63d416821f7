//! `qwen35moe` (gated DeltaNet + gated attention + shared expert) end to end on
//! `stratac synth --preset tiny-qwen35moe`:
//! * llama.cpp's logits (llama-cpp-python) on a 150-token prompt, which crosses two of
//!   llama.cpp's 64-token DeltaNet chunks: F32 with the vertical-slice bars (every top-1
//!   identical, max |Δlogit| ≤ 1e-3 of the largest, 16 greedy tokens identical), Q8_0 and Q4_K
//!   with the quantized bars (top-1 ≥ 80%, p90 row ≤ 5%);
//! * the reference executor against the fast one over 1, 3 and 50 tokens, in one batch and
//!   split into batches (the recurrent state carried between them);
//! * prefix reuse: generate, truncate to a prefix, continue = a fresh run over the same tokens;
//! * bad input: a missing DeltaNet tensor and a GPU target are clear compile errors (exit 1).

use std::path::{Path, PathBuf};

use strata_compiler::gguf::Value;
use strata_compiler::synth::{Preset, metadata, tensor_plan};
use strata_ir::GgmlType;
use strata_runtime::engine::{Engine, EngineOptions, ExecutorKind};
use strata_runtime::exec::Outputs;
use strata_tests::{argmax, ok, run_bin, scratch};

fn synth(dir: &Path, quant: &str) -> PathBuf {
    let out = dir.join(format!("tiny-qwen35moe-{quant}.gguf"));
    ok(
        run_bin(
            "stratac",
            &[
                "synth",
                "--preset",
                "tiny-qwen35moe",
                "--seed",
                "3",
                "--quant",
                quant,
                "-o",
                out.to_str().unwrap(),
            ],
        ),
        "synth",
    );
    out
}

fn plan(dir: &Path, quant: &str) -> (PathBuf, PathBuf) {
    let gguf = synth(dir, quant);
    let plan = dir.join(format!("tiny-qwen35moe-{quant}.plan"));
    strata_tests::compile_host_plan(&gguf, &plan);
    (gguf, plan)
}

fn check_llama(quant: &str) {
    let dir = scratch();
    let (gguf, plan) = plan(dir.path(), quant);
    strata_tests::logits_against_llama_n(
        dir.path(),
        &gguf,
        &plan,
        quant == "F32",
        &format!("tiny-qwen35moe {quant}"),
        150,
    );
}

#[test]
fn llama_logits_f32() {
    check_llama("F32");
}

#[test]
fn llama_logits_q8_0() {
    check_llama("Q8_0");
}

#[test]
fn llama_logits_q4_k() {
    check_llama("Q4_K");
}

fn engine(plan: &Path, executor: ExecutorKind) -> Engine {
    Engine::load(
        plan,
        EngineOptions {
            executor,
            threads: Some(3),
            ..Default::default()
        },
    )
    .unwrap()
}

fn tokens(n: usize, salt: usize) -> Vec<u32> {
    (0..n)
        .map(|i| ((i * 7919 + 13 + salt) % 500) as u32)
        .collect()
}

fn max_abs(v: &[f32]) -> f32 {
    v.iter().fold(0.0, |m, x| m.max(x.abs()))
}

fn max_diff(a: &[f32], b: &[f32]) -> f32 {
    assert_eq!(a.len(), b.len());
    a.iter().zip(b).fold(0.0, |m, (x, y)| m.max((x - y).abs()))
}

/// Every row's top-1 agrees and the largest difference is within `rel` of the largest logit.
fn close(a: &[f32], b: &[f32], n_vocab: usize, rel: f32, what: &str) {
    let (d, m) = (max_diff(a, b), max_abs(b));
    eprintln!("{what}: max|Δ| {d:.3e} of {m:.3}");
    assert!(d <= rel * m, "{what}: max |Δ| {d} > {rel} × {m}");
    for (i, (x, y)) in a
        .chunks_exact(n_vocab)
        .zip(b.chunks_exact(n_vocab))
        .enumerate()
    {
        assert_eq!(argmax(x), argmax(y), "{what}: top-1 of row {i}");
    }
}

/// The quantized bars: top-1 agrees on ≥ 80% of rows and the p90 row's max |Δ| is ≤ 5% of the
/// largest logit (the fast path quantizes activations to 8 bits, the reference does not, and a
/// router pick flipped by that rounding moves a whole row).
fn quant_close(a: &[f32], b: &[f32], n_vocab: usize, what: &str) {
    let m = max_abs(b);
    let mut rows: Vec<f32> = Vec::new();
    let mut same = 0;
    for (x, y) in a.chunks_exact(n_vocab).zip(b.chunks_exact(n_vocab)) {
        rows.push(max_diff(x, y));
        same += usize::from(argmax(x) == argmax(y));
    }
    let n = rows.len();
    rows.sort_by(f32::total_cmp);
    let p90 = rows[(n * 9).div_ceil(10) - 1];
    eprintln!("{what}: top-1 {same}/{n}, p90 row {p90:.3e} of {m:.3}");
    assert!(same * 10 >= n * 8, "{what}: top-1 {same} of {n}");
    assert!(p90 <= 0.05 * m, "{what}: p90 row {p90} > 5% of {m}");
}

#[test]
fn reference_and_fast_agree_over_awkward_token_counts() {
    let dir = scratch();
    for quant in ["F32", "Q8_0"] {
        let (_, plan) = plan(dir.path(), quant);
        let r = engine(&plan, ExecutorKind::Reference);
        let f = engine(&plan, ExecutorKind::Fast);
        let nv = r.n_vocab();
        for n in [1usize, 3, 50] {
            let toks = tokens(n, n);
            let want = r.eval(&mut r.new_session(), &toks, Outputs::All).unwrap();
            let got = f.eval(&mut f.new_session(), &toks, Outputs::All).unwrap();
            let what = format!("{quant} fast vs reference, {n} tokens");
            if quant == "F32" {
                // Same op math on both; only the matrix products' summation order differs.
                close(&got, &want, nv, 1e-4, &what);
            } else {
                quant_close(&got, &want, nv, &what);
            }
            // The same tokens in uneven batches carry the conv and delta-rule state across.
            for e in [&r, &f] {
                let mut s = e.new_session();
                let mut rows = Vec::new();
                let mut at = 0;
                for len in [1usize, 2, 7, 40] {
                    let end = (at + len).min(n);
                    if at == end {
                        break;
                    }
                    rows.extend(e.eval(&mut s, &toks[at..end], Outputs::All).unwrap());
                    at = end;
                }
                let one = e.eval(&mut e.new_session(), &toks, Outputs::All).unwrap();
                let what = format!("{quant} batches of {n} tokens");
                if quant == "F32" || std::ptr::eq(e, &r) {
                    close(&rows, &one, nv, 1e-5, &what);
                } else {
                    // The fast path's prompt chunks follow the batches, and its 8-bit
                    // activations turn their f32 rounding differences into code flips.
                    quant_close(&rows, &one, nv, &what);
                }
            }
        }
    }
}

/// Greedy decode steps: the logits of each step and the tokens.
fn greedy(
    e: &Engine,
    s: &mut strata_runtime::engine::Session,
    first: &[f32],
    n: usize,
) -> Vec<u32> {
    let mut out = Vec::new();
    let mut logits = first.to_vec();
    for _ in 0..n {
        let t = argmax(&logits) as u32;
        out.push(t);
        logits = e.decode_step(s, t).unwrap();
    }
    out
}

#[test]
fn truncating_to_a_prefix_and_continuing_equals_a_fresh_run() {
    let dir = scratch();
    // F32 weights: the property is the state handling; replayed batches chunk differently, and
    // f32 activations keep that rounding at f32 size.
    let (_, plan) = plan(dir.path(), "F32");
    let e = engine(&plan, ExecutorKind::Fast);
    let nv = e.n_vocab();
    let prompt = tokens(20, 1);
    let mut s = e.new_session();
    let last = e.eval(&mut s, &prompt, Outputs::Last).unwrap();
    let generated = greedy(&e, &mut s, &last, 10);
    assert_eq!(s.n_past(), 30);
    let history: Vec<u32> = s.tokens().to_vec();
    let cont = tokens(5, 99);
    // Inside the prompt (no checkpoint before it: replay from 0), at the prompt's end (its
    // checkpoint), inside the generated tokens (replay from the prompt's checkpoint), at the
    // last decode step (its checkpoint) and at the end (nothing to undo).
    for keep in [7usize, 20, 24, 29, 30] {
        let mut reused = s.clone();
        reused.truncate(keep);
        assert_eq!(reused.n_past(), keep);
        let got = e.eval(&mut reused, &cont, Outputs::All).unwrap();
        let mut fresh_tokens = history[..keep].to_vec();
        fresh_tokens.extend_from_slice(&cont);
        let mut fresh = e.new_session();
        let all = e.eval(&mut fresh, &fresh_tokens, Outputs::All).unwrap();
        let want = &all[keep * nv..];
        close(
            &got,
            want,
            nv,
            1e-5,
            &format!("truncate to {keep}, continue"),
        );
        // And decoding on from the reused session follows the fresh one.
        let last = &got[got.len() - nv..];
        let a = greedy(&e, &mut reused, last, 4);
        let b = greedy(&e, &mut fresh, &all[all.len() - nv..], 4);
        assert_eq!(a, b, "greedy continuation after truncating to {keep}");
    }
    // The original session is untouched by its clones.
    assert_eq!(s.tokens()[20..], generated[..]);
}

/// Writes the tiny model without tensor `skip`.
fn without(dir: &Path, skip: &str) -> PathBuf {
    let preset = Preset::from_name("tiny-qwen35moe").unwrap();
    let mut w = metadata(preset, GgmlType::F32).unwrap();
    for t in tensor_plan(preset, GgmlType::F32) {
        if t.name == skip {
            continue;
        }
        let data = strata_ir::quant::quantize(GgmlType::F32, &t.draw(3, 0, t.numel())).unwrap();
        let shape: Vec<u64> = t.shape.iter().map(|&d| d as u64).collect();
        w.add_tensor(t.name, t.ty, &shape, data).unwrap();
    }
    let path = dir.join(format!("without-{skip}.gguf"));
    w.write(&path).unwrap();
    path
}

#[test]
fn missing_deltanet_tensor_and_gpu_targets_are_clear_errors() {
    let dir = scratch();
    for skip in [
        "blk.1.ssm_a",
        "blk.0.ssm_conv1d.weight",
        "blk.2.attn_gate.weight",
    ] {
        let gguf = without(dir.path(), skip);
        let plan = dir.path().join("x.plan");
        let out = run_bin(
            "stratac",
            &[
                "compile",
                gguf.to_str().unwrap(),
                "--arch",
                "host",
                "-o",
                plan.to_str().unwrap(),
            ],
        );
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{skip}: {err}");
        assert!(
            err.contains("error:") && err.contains(&format!("tensor {skip} is missing")),
            "{skip}: {err}"
        );
    }
    let gguf = synth(dir.path(), "F32");
    for arch in ["gfx1101", "sm_90"] {
        let plan = dir.path().join("gpu.plan");
        let out = run_bin(
            "stratac",
            &[
                "compile",
                gguf.to_str().unwrap(),
                "--arch",
                arch,
                "-o",
                plan.to_str().unwrap(),
            ],
        );
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{arch}: {err}");
        assert!(
            err.contains("no GPU kernel") && err.contains("--arch host"),
            "{arch}: {err}"
        );
    }
}

#[test]
fn mtp_head_is_ignored_with_a_log_line() {
    let dir = scratch();
    let preset = Preset::from_name("tiny-qwen35moe").unwrap();
    // The base model, then the same model with an extra (MTP) layer 4 that
    // `nextn_predict_layers` = 1 marks as the draft head.
    let base = synth(dir.path(), "F32");
    let mut w = strata_compiler::gguf::GgufWriter::new();
    let src = strata_compiler::gguf::GgufFile::open(&base).unwrap();
    for (k, v) in src.metadata() {
        let v = if k == "qwen35moe.block_count" {
            Value::U32(5)
        } else {
            v.clone()
        };
        w.add(k.clone(), v).unwrap();
    }
    w.add("qwen35moe.nextn_predict_layers", Value::U32(1))
        .unwrap();
    for t in src.tensors() {
        let shape = t.shape.clone();
        w.add_tensor(t.name.clone(), t.ty, &shape, src.tensor_bytes(t).to_vec())
            .unwrap();
        // Layer 3 is full attention, the MTP block's shape: copy it as layer 4.
        if let Some(rest) = t.name.strip_prefix("blk.3.") {
            w.add_tensor(
                format!("blk.4.{rest}"),
                t.ty,
                &shape,
                src.tensor_bytes(t).to_vec(),
            )
            .unwrap();
        }
    }
    let e = preset.shape().n_embd as u64;
    w.add_tensor(
        "blk.4.nextn.eh_proj.weight",
        GgmlType::F32,
        &[2 * e, e],
        vec![0u8; (8 * e * e) as usize],
    )
    .unwrap();
    let mtp = dir.path().join("mtp.gguf");
    w.write(&mtp).unwrap();
    let plan = dir.path().join("mtp.plan");
    let out = run_bin(
        "stratac",
        &[
            "compile",
            mtp.to_str().unwrap(),
            "--arch",
            "host",
            "-o",
            plan.to_str().unwrap(),
        ],
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    assert!(err.contains("ignoring the MTP head"), "{err}");
    let base_plan = dir.path().join("base.plan");
    strata_tests::compile_host_plan(&base, &base_plan);
    let toks = tokens(9, 5);
    let a = engine(&plan, ExecutorKind::Fast);
    let b = engine(&base_plan, ExecutorKind::Fast);
    let la = a.eval(&mut a.new_session(), &toks, Outputs::All).unwrap();
    let lb = b.eval(&mut b.new_session(), &toks, Outputs::All).unwrap();
    assert_eq!(la, lb);
}

#[test]
fn schedule_reports_kv_per_token_and_recurrent_state_per_sequence() {
    let dir = scratch();
    let (_, plan) = plan(dir.path(), "F32");
    let out = ok(
        run_bin("strata-rt", &["schedule", plan.to_str().unwrap(), "--json"]),
        "schedule",
    );
    let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    // One attention layer: K and V of 2 heads × 64 in f16 (the default cache type).
    assert_eq!(v["kv_bytes_per_token"], 2 * 2 * 64 * 2);
    // Three DeltaNet layers: conv state 3 × 512 and 4 heads of 64 × 64, f32.
    assert_eq!(
        v["recurrent_bytes_per_sequence"],
        3 * (3 * 512 + 4 * 64 * 64) * 4
    );
    assert_eq!(v["fits"], true);

    // The engine's sessions are allocated from the same layout: the bytes the schedule reports
    // are the bytes a session holds (default KV type f32 on the CPU, as the report says).
    let e = engine(&plan, ExecutorKind::Fast);
    assert_eq!(v["kv_type"], e.kv_type().name);
    let (per_token, per_seq) = (e.kv_bytes_per_token(), e.recurrent_bytes_per_sequence());
    assert_eq!(v["kv_bytes_per_token"], per_token);
    assert_eq!(v["recurrent_bytes_per_sequence"], per_seq);
    let mut s = e.new_session();
    assert_eq!(
        s.cache_bytes(),
        per_seq,
        "the state is allocated whole, no rows yet"
    );
    e.eval(&mut s, &tokens(20, 4), Outputs::Last).unwrap();
    // 20 rows, the live state and one prompt checkpoint (a copy of the state).
    assert_eq!(s.cache_bytes(), 20 * per_token + 2 * per_seq);
    e.decode_step(&mut s, 5).unwrap();
    assert_eq!(s.cache_bytes(), 21 * per_token + 3 * per_seq);
    // Truncating drops the rows and the checkpoints past the cut; the state stays allocated.
    s.truncate(7);
    assert_eq!(s.cache_bytes(), 7 * per_token + per_seq);
    // Reuse: continuing the truncated session fills rows again from 7.
    e.eval(&mut s, &tokens(3, 5), Outputs::Last).unwrap();
    assert_eq!(s.cache_bytes(), 10 * per_token + 2 * per_seq);
}

/// The delta-rule op directly: the fast backend (value heads spread over a 3-thread pool,
/// prompts through the chunked form) against the reference backend (one thread, token by
/// token) for any head counts and token count, and one batch against the same tokens split in
/// two (the state carried between them); decode steps (one token) are the same bits.
#[test]
fn delta_rule_op_chunked_and_serial_agree_across_backends_and_splits() {
    use proptest::prelude::*;
    use strata_runtime::exec::recurrent::{DeltaNetShape, gated_delta_net};
    use strata_runtime::exec::{FastBackend, ReferenceBackend};
    let fast = FastBackend::new(3).unwrap();
    let strat = (
        prop_oneof![Just(1usize), Just(3usize)],
        1usize..=3,
        prop_oneof![Just(1usize), Just(3usize), Just(16usize), Just(67usize)],
        prop_oneof![Just(1usize), Just(3usize), Just(50usize), Just(783usize)],
        any::<u64>(),
    );
    let mut runner = proptest::test_runner::TestRunner::new(proptest::test_runner::Config {
        cases: 16,
        failure_persistence: None,
        ..Default::default()
    });
    runner
        .run(&strat, |(hk, group, d, t, seed)| {
            let hv = hk * group;
            let s = DeltaNetShape {
                n_k_head: hk,
                n_v_head: hv,
                head_dim: d,
                eps: 1e-6,
            };
            let mut rng = strata_tests::XorShift(seed | 1);
            let mut v = |n: usize| -> Vec<f32> { (0..n).map(|_| rng.unit()).collect() };
            let row = (2 * hk + hv) * d;
            let (qkv, alpha, beta) = (v(t * row), v(t * hv), v(t * hv));
            let dt = v(hv);
            let a: Vec<f32> = v(hv).iter().map(|x| -(0.5 + x.abs())).collect();
            let run =
                |be: &dyn strata_runtime::exec::Backend, a0: usize, a1: usize, st: &mut [f32]| {
                    gated_delta_net(
                        be,
                        s,
                        &qkv[a0 * row..a1 * row],
                        &alpha[a0 * hv..a1 * hv],
                        &beta[a0 * hv..a1 * hv],
                        &dt,
                        &a,
                        a1 - a0,
                        st,
                    )
                    .unwrap()
                };
            let mut s_ref = vec![0.0f32; hv * d * d];
            let want = run(&ReferenceBackend, 0, t, &mut s_ref);
            let near = |a: &[f32], b: &[f32], what: &str| -> Result<(), TestCaseError> {
                let m = b.iter().fold(0.0f32, |m, x| m.max(x.abs()));
                let e = a
                    .iter()
                    .zip(b)
                    .fold(0.0f32, |e, (x, y)| e.max((x - y).abs()));
                prop_assert!(e <= 1e-4 * (1.0 + m), "{}: max |Δ| {} of {}", what, e, m);
                Ok(())
            };
            let mut s_fast = vec![0.0f32; hv * d * d];
            let got = run(&fast, 0, t, &mut s_fast);
            if t == 1 {
                prop_assert_eq!(&got, &want);
                prop_assert_eq!(&s_fast, &s_ref);
            }
            near(&got, &want, "chunked vs serial output")?;
            near(&s_fast, &s_ref, "chunked vs serial state")?;
            let cut = t / 3;
            let mut s_split = vec![0.0f32; hv * d * d];
            let mut parts = if cut > 0 {
                run(&fast, 0, cut, &mut s_split)
            } else {
                Vec::new()
            };
            parts.extend(run(&fast, cut, t, &mut s_split));
            near(&parts, &want, "split output")?;
            near(&s_split, &s_ref, "split state")?;
            prop_assert!(want.iter().all(|x| x.is_finite()));
            Ok(())
        })
        .unwrap();
}
