//! Prompt chunks with an expert cache of 3 slots (most experts miss) on CI, through the host
//! emulation driver: the misses forced onto the CPU pool (`STRATA_PROMPT_MISSES=cpu`) against
//! them streamed through the copy rings (`stream`) and against the CPU reference executor on
//! every prompt row; `auto` (which explores both arms on its first chunks) against both, with
//! its choice in the prompt profile; a bad value refused with an error naming the variable.
//!
//! One test function: the arm and the chunk length are read from the environment when an
//! executor is built, and environment changes must not race another test of this binary.

use std::path::Path;
use std::time::Instant;

use strata_runtime::device::{DeviceSpec, Ledger, LedgerConfig};
use strata_runtime::engine::{Engine, EngineOptions, ExecutorKind, ExpertState};
use strata_runtime::exec::Outputs;
use strata_runtime::exec::gpu::cache::{CacheConfig, GuardConfig};
use strata_runtime::exec::gpu::prompt_misses::PromptMissReport;
use strata_runtime::exec::gpu::{CachedRun, GpuExecutor};
use strata_runtime::loader::LoadedModel;
use strata_tests::argmax;
use strata_tests::host_driver::HostDriver;

const N_CTX: usize = 48;
const PROMPT: usize = 20;
/// Chunks of 6 rows: 6, 6, 6, 2 (auto explores the stream on the first, the pool on the
/// second).
const ROWS: usize = 6;
const SLOTS: usize = 3;
const DECODE: usize = 4;
/// Most |Δlogit| between the two arms: the same q8 activations and integer dots (quantized
/// experts) or the same f32 products (F32 experts), summed in another order; the bound the
/// decode step's cache-vs-resident check holds (`gpu_executor_host`'s `SAME_MATH_BOUND`).
const SAME_MATH_BOUND: f32 = 1e-4;
/// Against the reference executor: F32 weights within the f16 KV cache's error; quantized ones
/// by top-1 share (x's q8 quantization), as `gpu_prompt_host` holds the batched prompt.
const F32_BOUND: f32 = 5e-3;
const QUANT_TOP1: f64 = 0.8;

/// The arms are held to the same-math bound, so the plan keeps the f32 prompt attention: the
/// matrix-unit one rounds queries and weights to f16, and those roundings turn the arms'
/// last-bit differences into steps (3.4e-2 on tiny-qwen3moe Q4_K) that are not the misses'.
fn model(dir: &Path, preset: &str, quant: &str) -> LoadedModel {
    let mut m = strata_tests::synth_gpu_model(dir, preset, quant);
    m.plan
        .kernels
        .retain(|k| !k.name.starts_with("strata_attn_prefill_mma_"));
    m
}

fn rows(flat: &[f32], n_vocab: usize) -> Vec<Vec<f32>> {
    assert_eq!(flat.len() % n_vocab, 0);
    flat.chunks(n_vocab).map(<[f32]>::to_vec).collect()
}

/// (rows whose argmax agree, max |Δ|).
fn compare(a: &[Vec<f32>], b: &[Vec<f32>]) -> (usize, f32) {
    assert_eq!(a.len(), b.len());
    let mut top1 = 0;
    let mut d = 0.0f32;
    for (x, y) in a.iter().zip(b) {
        assert!(x.iter().all(|v| v.is_finite()), "non-finite logits");
        top1 += usize::from(argmax(x) == argmax(y));
        for (p, q) in x.iter().zip(y) {
            d = d.max((p - q).abs());
        }
    }
    (top1, d)
}

/// Sets the environment an executor build reads.
fn set_env(mode: Option<&str>, profile: bool) {
    // SAFETY: this binary's only test sets the variables, between executor builds.
    unsafe {
        match mode {
            Some(m) => std::env::set_var("STRATA_PROMPT_MISSES", m),
            None => std::env::remove_var("STRATA_PROMPT_MISSES"),
        }
        std::env::set_var("STRATA_GPU_PROMPT_ROWS", ROWS.to_string());
        std::env::set_var("STRATA_GPU_PROMPT_PROFILE", if profile { "1" } else { "0" });
    }
}

fn cached_executor(engine: &Engine, ledger: &Ledger) -> Result<GpuExecutor, String> {
    GpuExecutor::with_cache(
        Box::new(HostDriver::new()),
        ledger.clone(),
        engine.plan(),
        engine.weights(),
        N_CTX,
        true,
        Some(CacheConfig {
            slots: Some(SLOTS),
            guard: GuardConfig::default(),
        }),
    )
    .map_err(|e| e.to_string())
}

/// What one arm gave: every prompt row's logits, the greedy tokens decoded after it, the
/// miss report and the prompt profile's text.
struct Run {
    logits: Vec<Vec<f32>>,
    tokens: Vec<u32>,
    report: PromptMissReport,
    profile: String,
    cpu_layers: u64,
    stream_layers: u64,
}

fn run(engine: &Engine, prompt: &[u32], mode: Option<&str>) -> Run {
    set_env(mode, true);
    let ledger = Ledger::new(LedgerConfig::default()).expect("ledger");
    let mut ex = cached_executor(engine, &ledger).expect("cached executor");
    assert_eq!(
        ex.prompt_rows(),
        Some(ROWS),
        "the cached executor batches prompts"
    );
    let moe = strata_runtime::exec::gpu::moe_layers(engine.plan());
    let n_expert = engine.plan().config.n_expert as usize;
    let opts = strata_tests::car_off_expert_options();
    let mut state = ExpertState::for_device(&moe, n_expert, SLOTS, &opts).expect("state");
    ex.start_cache(engine.weights(), &mut state).expect("fill");
    let backend = strata_runtime::exec::FastBackend::new(1).expect("CPU pool");
    let n_vocab = engine.plan().config.n_vocab as usize;
    let logits = rows(
        &ex.prompt(
            engine.weights(),
            prompt,
            0,
            Some(0),
            Some(CachedRun {
                experts: &mut state,
                backend: &backend,
                decode: false,
            }),
        )
        .expect("cached prompt"),
        n_vocab,
    );
    let report = ex.prompt_miss_report().expect("a miss report");
    let profile = ex.prompt_profile_report();
    let stats = ex.cache_stats().expect("cache stats");
    let mut tokens = vec![argmax(&logits[PROMPT - 1]) as u32];
    for i in 0..DECODE {
        let l = ex
            .step_cached(
                engine.weights(),
                tokens[i],
                PROMPT + i,
                true,
                &mut state,
                &backend,
                true,
            )
            .expect("decode step")
            .expect("logits");
        tokens.push(argmax(&l) as u32);
    }
    drop(ex);
    assert_eq!(ledger.used(), 0, "everything given back");
    Run {
        logits,
        tokens,
        report,
        profile,
        cpu_layers: stats.prompt_cpu_layers,
        stream_layers: stats.prompt_stream_layers,
    }
}

fn case(preset: &str, quant: &str) {
    let t = Instant::now();
    let dir = tempfile::tempdir().expect("tempdir");
    let engine = Engine::from_model(
        model(dir.path(), preset, quant),
        EngineOptions {
            executor: ExecutorKind::Reference,
            device: DeviceSpec::Cpu,
            n_ctx: Some(N_CTX),
            ..Default::default()
        },
    )
    .expect("reference engine");
    let n_vocab = engine.plan().config.n_vocab as usize;
    let prompt: Vec<u32> = (0..PROMPT)
        .map(|i| ((i * 11 + 3) % n_vocab) as u32)
        .collect();
    let mut s = engine.new_session();
    let want = rows(
        &engine
            .eval(&mut s, &prompt, Outputs::All)
            .expect("reference"),
        n_vocab,
    );
    let stream = run(&engine, &prompt, Some("stream"));
    let cpu = run(&engine, &prompt, Some("cpu"));
    let auto = run(&engine, &prompt, None);
    let n_chunks = PROMPT.div_ceil(ROWS) as u64;
    for (name, r) in [("stream", &stream), ("cpu", &cpu), ("auto", &auto)] {
        let (s, c) = r.report.totals();
        eprintln!(
            "{preset} {quant} {name}: {s} layer-chunks streamed, {c} on the pool; tokens {:?}\n{}",
            r.tokens, r.profile
        );
        assert!(s + c > 0, "{name}: some layer had misses");
        assert!(s + c <= n_chunks * r.report.layers.len() as u64);
        assert_eq!(
            (s, c),
            (r.stream_layers, r.cpu_layers),
            "{name}: cache stats"
        );
        assert!(
            r.profile.contains("prompt misses") && r.profile.contains("layer"),
            "{name}: the profile states the choice per layer:\n{}",
            r.profile
        );
    }
    let (s, c) = stream.report.totals();
    assert!(s > 0 && c == 0, "forced stream: {s} / {c}");
    assert_eq!(stream.report.mode, "stream");
    let (s, c) = cpu.report.totals();
    assert!(c > 0 && s == 0, "forced cpu: {s} / {c}");
    assert!(cpu.report.layers.iter().any(|l| l.cpu_rows > 0));
    // A forced arm still measures (the costs the profile shows), and only its own.
    for l in cpu.report.layers.iter().filter(|l| l.cpu_chunks > 0) {
        assert!(
            l.cpu_ms_per_pick.is_some() && l.stream_ms_per_pick.is_none(),
            "{l:?}"
        );
        assert_eq!(l.next.name(), "cpu");
    }
    assert_eq!(cpu.report.mode, "cpu");
    // Auto explores: the first chunk with misses at a layer streams, the second runs on the
    // pool (this driver's events time everything at 0 ms, a tie, so the rest stream).
    assert_eq!(auto.report.mode, "auto");
    for l in auto
        .report
        .layers
        .iter()
        .filter(|l| l.stream_chunks + l.cpu_chunks >= 2)
    {
        assert!(
            l.stream_chunks >= 1 && l.cpu_chunks >= 1,
            "auto tried both arms at layer {}: {l:?}",
            l.layer
        );
    }
    assert!(
        auto.profile.contains("STRATA_PROMPT_MISSES=auto"),
        "{}",
        auto.profile
    );
    // The arms against each other and the reference.
    let (top, d) = compare(&cpu.logits, &stream.logits);
    eprintln!(
        "{preset} {quant}: cpu vs stream top-1 {top}/{PROMPT}, max |dlogit| {d:.3e}; {:.1} s",
        t.elapsed().as_secs_f64()
    );
    assert_eq!(top, PROMPT, "{preset} {quant}: cpu vs stream top-1");
    assert!(d <= SAME_MATH_BOUND, "{preset} {quant}: cpu vs stream {d}");
    for (name, r) in [("auto", &auto)] {
        for (other, o) in [("stream", &stream), ("cpu", &cpu)] {
            let (top, d) = compare(&r.logits, &o.logits);
            assert_eq!(top, PROMPT, "{name} vs {other} top-1");
            assert!(d <= SAME_MATH_BOUND, "{name} vs {other}: {d}");
        }
    }
    assert!(
        auto.tokens == stream.tokens || auto.tokens == cpu.tokens,
        "auto's tokens {:?} are one arm's ({:?}, {:?})",
        auto.tokens,
        stream.tokens,
        cpu.tokens
    );
    for (name, r) in [("stream", &stream), ("cpu", &cpu)] {
        let (top, d) = compare(&r.logits, &want);
        eprintln!(
            "{preset} {quant} {name} vs reference: top-1 {top}/{PROMPT}, max |dlogit| {d:.3e}"
        );
        if quant == "F32" {
            assert_eq!(top, PROMPT, "{preset} F32 {name} vs reference");
            assert!(d <= F32_BOUND, "{preset} F32 {name} vs reference: {d}");
        } else {
            assert!(
                top as f64 >= QUANT_TOP1 * PROMPT as f64,
                "{preset} {quant} {name} vs reference: top-1 {top}/{PROMPT}"
            );
        }
    }
}

/// A value other than stream, cpu or auto: building the cached executor fails with an error
/// naming the variable, and nothing stays charged.
fn bad_value(preset: &str, quant: &str) {
    let dir = tempfile::tempdir().expect("tempdir");
    let engine = Engine::from_model(
        model(dir.path(), preset, quant),
        EngineOptions {
            executor: ExecutorKind::Reference,
            device: DeviceSpec::Cpu,
            n_ctx: Some(N_CTX),
            ..Default::default()
        },
    )
    .expect("engine");
    for bad in ["gpu", "CPU", "stream,cpu"] {
        set_env(Some(bad), false);
        let ledger = Ledger::new(LedgerConfig::default()).expect("ledger");
        let e = match cached_executor(&engine, &ledger) {
            Ok(_) => panic!("STRATA_PROMPT_MISSES={bad} was accepted"),
            Err(e) => e,
        };
        assert!(
            e.contains("STRATA_PROMPT_MISSES") && e.contains("stream, cpu or auto"),
            "{bad}: {e}"
        );
        assert_eq!(ledger.used(), 0, "{bad}: nothing stays charged");
    }
    set_env(None, false);
}

#[test]
fn prompt_misses_on_the_pool_equal_the_streamed_ones() {
    case("tiny-qwen3moe", "Q4_K");
    case("tiny-qwen3moe", "F32");
    bad_value("tiny-qwen3moe", "F32");
}
