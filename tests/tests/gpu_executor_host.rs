//! The GPU executor's numbers on CI: the plan's sm_90 schedule run through the host emulation
//! driver (`strata_tests::host_driver`, the same kernel definitions JIT-compiled for the CPU)
//! against the f32 reference executor, on the tiny presets.
//!
//! Each case teacher-forces the reference's greedy tokens through the GPU executor for
//! [`STEPS`] decode steps and compares every step's logits. What may differ: the GPU keeps its
//! KV cache in f16 (the reference here in f32), sums in f32 in its own order (the reference in
//! f64), and the quantized matvecs (Q8_0, Q4_K) quantize x to q8 per 32 elements inside the
//! kernel as llama.cpp's MMVQ does, where the reference multiplies f32 by the dequantized
//! weights.

use std::path::Path;
use std::time::Instant;

use strata_runtime::device::{DeviceSpec, Ledger, LedgerConfig};
use strata_runtime::engine::{Engine, EngineOptions, ExecutorKind};
use strata_runtime::exec::Outputs;
use strata_runtime::exec::gpu::GpuExecutor;
use strata_runtime::kv::KvType;
use strata_runtime::loader::LoadedModel;
use strata_tests::host_driver::{HostCounters, HostDriver};

/// Decode steps per case.
const STEPS: usize = 8;
/// KV capacity: one attention split of `ATTN_CHUNK` positions covers it.
const N_CTX: usize = 16;
/// The token every case starts from.
const FIRST: u32 = 17;

/// Synthesizes `preset` at `quant` and compiles it for `host,sm_90`.
fn model(dir: &Path, preset: &str, quant: &str) -> LoadedModel {
    let gguf = dir.join(format!("{preset}-{quant}.gguf"));
    let plan = dir.join(format!("{preset}-{quant}.plan"));
    let (g, p) = (gguf.to_str().expect("utf-8"), plan.to_str().expect("utf-8"));
    for args in [
        vec!["synth", "--preset", preset, "--quant", quant, "-o", g],
        vec!["compile", g, "--arch", "host,sm_90", "-o", p],
    ] {
        let out = strata_tests::run_bin("stratac", &args);
        assert!(
            out.status.success(),
            "stratac {args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    LoadedModel::open(&plan, None).expect("plan loads")
}

fn argmax(v: &[f32]) -> usize {
    let mut best = 0;
    for (i, x) in v.iter().enumerate() {
        if *x > v[best] {
            best = i;
        }
    }
    best
}

/// The reference executor's greedy run from [`FIRST`]: the tokens fed (`STEPS` of them) and
/// the logits after each.
fn reference(engine: &Engine) -> (Vec<u32>, Vec<Vec<f32>>) {
    let mut s = engine.new_session();
    let (mut tokens, mut logits) = (vec![FIRST], Vec::new());
    for i in 0..STEPS {
        let l = engine
            .eval(&mut s, &[tokens[i]], Outputs::Last)
            .expect("reference step");
        if i + 1 < STEPS {
            tokens.push(argmax(&l) as u32);
        }
        logits.push(l);
    }
    (tokens, logits)
}

fn reference_engine(model: LoadedModel) -> Engine {
    Engine::from_model(
        model,
        EngineOptions {
            executor: ExecutorKind::Reference,
            device: DeviceSpec::Cpu,
            n_ctx: Some(N_CTX),
            kv: Some(KvType::F32),
            ..Default::default()
        },
    )
    .expect("reference engine")
}

/// What one GPU run gave against the reference.
#[derive(Debug)]
struct Compare {
    /// Steps whose argmax equals the reference's.
    top1: usize,
    max_abs_diff: f32,
    max_abs_logit: f32,
}

fn compare(gpu: &[Vec<f32>], reference: &[Vec<f32>]) -> Compare {
    let mut c = Compare {
        top1: 0,
        max_abs_diff: 0.0,
        max_abs_logit: 0.0,
    };
    for (g, r) in gpu.iter().zip(reference) {
        assert_eq!(g.len(), r.len());
        assert!(g.iter().all(|x| x.is_finite()), "non-finite GPU logits");
        c.top1 += usize::from(argmax(g) == argmax(r));
        for (a, b) in g.iter().zip(r) {
            c.max_abs_diff = c.max_abs_diff.max((a - b).abs());
            c.max_abs_logit = c.max_abs_logit.max(b.abs());
        }
    }
    c
}

/// The GPU executor on the host driver, teacher-forced with `tokens`.
fn gpu_run(engine: &Engine, tokens: &[u32], use_graph: bool) -> Vec<Vec<f32>> {
    let driver = HostDriver::new();
    let counters = driver.counters();
    let ledger = Ledger::new(LedgerConfig::default()).expect("ledger");
    let mut ex = GpuExecutor::new(
        Box::new(driver),
        ledger.clone(),
        engine.plan(),
        engine.weights(),
        N_CTX,
        use_graph,
    )
    .expect("GPU executor on the host driver");
    assert_eq!(ex.device().arch, "sm_90");
    let launches = ex.schedule().launches.len() as u64;
    let mut out = Vec::new();
    for (pos, &t) in tokens.iter().enumerate() {
        let l = ex
            .step(engine.weights(), t, pos, true)
            .expect("GPU step")
            .expect("logits");
        out.push(l);
    }
    assert_eq!(
        HostCounters::get(&counters.launches),
        launches * tokens.len() as u64,
        "every launch of every step ran"
    );
    let replays = HostCounters::get(&counters.replays);
    assert_eq!(replays, if use_graph { tokens.len() as u64 } else { 0 });
    drop(ex);
    assert_eq!(ledger.used(), 0);
    assert_eq!(HostCounters::get(&counters.live_bytes), 0, "all freed");
    out
}

/// One preset at one weight type; returns the comparison of the graph run (and checks the
/// eager run gives the same logits bit for bit when `eager_too`).
fn case(preset: &str, quant: &str, eager_too: bool) -> Compare {
    let t = Instant::now();
    let dir = tempfile::tempdir().expect("tempdir");
    let engine = reference_engine(model(dir.path(), preset, quant));
    let (tokens, want) = reference(&engine);
    let graph = gpu_run(&engine, &tokens, true);
    if eager_too {
        let eager = gpu_run(&engine, &tokens, false);
        assert_eq!(
            graph, eager,
            "{preset} {quant}: graph replay and eager launches differ"
        );
    }
    let c = compare(&graph, &want);
    eprintln!(
        "{preset} {quant}: top-1 {}/{STEPS}, max |dlogit| {:.3e} (max |logit| {:.2}), {:.1} s",
        c.top1,
        c.max_abs_diff,
        c.max_abs_logit,
        t.elapsed().as_secs_f64()
    );
    c
}

#[test]
fn smoke() {
    let c = case("tiny-qwen3moe", "F32", false);
    assert_eq!(c.top1, STEPS);
}
