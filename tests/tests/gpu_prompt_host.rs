//! The GPU executor's batched prompt path on CI, through the host emulation driver (the plan's
//! sm_90 kernels JIT-compiled for the CPU, GEMMs in plain Rust): a 20-token prompt batched in
//! one chunk and in chunks of 6, against the reference executor on every row and against the
//! same executor's token-by-token steps; then greedy decode steps continuing from the KV cache
//! the prompt wrote; a prompt split across two calls; and with an expert cache of 3 slots (the
//! misses read over the "bus", which this driver maps to host memory) against all resident.
//!
//! One test function: the chunk length comes from `STRATA_GPU_PROMPT_ROWS`, read when an
//! executor is built, and environment changes must not race another test of this binary.

use std::path::Path;
use std::time::Instant;

use strata_runtime::device::{DeviceSpec, Ledger, LedgerConfig};
use strata_runtime::engine::{Engine, EngineOptions, ExecutorKind};
use strata_runtime::exec::Outputs;
use strata_runtime::exec::gpu::{CachedRun, GpuExecutor};
use strata_runtime::kv::KvType;
use strata_runtime::loader::LoadedModel;
use strata_tests::argmax;
use strata_tests::host_driver::HostDriver;

const N_CTX: usize = 48;
const PROMPT: usize = 20;
const DECODE: usize = 4;
/// Most |Δlogit| between the batched prompt and token steps, F32 weights: both keep K/V in
/// f16 and multiply in f32; only the order of f32 sums differs (GEMM vs matvec) and attention
/// (one causal pass vs split + combine).
const F32_BOUND: f32 = 5e-3;
/// Least share of prompt rows whose top-1 equals the reference's with quantized weights (the
/// batched path multiplies f16 activations by f16-dequantized weights, the token path q8
/// activations by the blocks).
const QUANT_TOP1: f64 = 0.8;

fn model(dir: &Path, preset: &str, quant: &str) -> LoadedModel {
    strata_tests::synth_gpu_model(dir, preset, quant)
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

fn executor(engine: &Engine, rows: Option<usize>) -> (GpuExecutor, Ledger) {
    executor_mm(engine, rows, true)
}

/// `mm`: whether the routed experts may use the grouped matmul (`STRATA_GPU_PROMPT_MM`).
fn executor_mm(engine: &Engine, rows: Option<usize>, mm: bool) -> (GpuExecutor, Ledger) {
    // SAFETY: this binary's only test sets the variables, between executor builds.
    unsafe {
        match rows {
            Some(r) => std::env::set_var("STRATA_GPU_PROMPT_ROWS", r.to_string()),
            None => std::env::remove_var("STRATA_GPU_PROMPT_ROWS"),
        }
        std::env::set_var("STRATA_GPU_PROMPT_MM", if mm { "1" } else { "0" });
    }
    let ledger = Ledger::new(LedgerConfig::default()).expect("ledger");
    let ex = GpuExecutor::new(
        Box::new(HostDriver::new()),
        ledger.clone(),
        engine.plan(),
        engine.weights(),
        N_CTX,
        true,
    )
    .expect("GPU executor on the host driver");
    (ex, ledger)
}

/// Greedy decode steps after a prompt of `PROMPT` tokens, from `first`.
fn decode(ex: &mut GpuExecutor, engine: &Engine, first: u32) -> Vec<u32> {
    let mut toks = vec![first];
    for i in 0..DECODE {
        let l = ex
            .step(engine.weights(), toks[i], PROMPT + i, true)
            .expect("decode step")
            .expect("logits");
        toks.push(argmax(&l) as u32);
    }
    toks
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
            kv: Some(KvType::F32),
            ..Default::default()
        },
    )
    .expect("reference engine");
    let n_vocab = engine.plan().config.n_vocab as usize;
    let prompt: Vec<u32> = (0..PROMPT)
        .map(|i| ((i * 37 + 5) % n_vocab) as u32)
        .collect();
    let mut s = engine.new_session();
    let want = rows(
        &engine
            .eval(&mut s, &prompt, Outputs::All)
            .expect("reference"),
        n_vocab,
    );
    // Token by token through the decode step.
    let (mut tok, _) = executor(&engine, None);
    let by_token: Vec<Vec<f32>> = prompt
        .iter()
        .enumerate()
        .map(|(p, &x)| {
            tok.step(engine.weights(), x, p, true)
                .expect("step")
                .expect("logits")
        })
        .collect();
    let first = argmax(&by_token[PROMPT - 1]) as u32;
    let tok_decode = decode(&mut tok, &engine, first);
    // Batched: one chunk, and chunks of 6 (positions 0, 6, 12, 18); quantized experts through
    // the grouped matmul and (one chunk) through staged GEMMs.
    let quantized = quant != "F32";
    let mut arms = vec![(None, true), (Some(6), true)];
    if quantized {
        arms.push((None, false));
    }
    let mut by_mode: Vec<Vec<Vec<f32>>> = Vec::new();
    for (cap, mm) in arms {
        let (mut ex, ledger) = executor_mm(&engine, cap, mm);
        let chunk = ex.prompt_rows().expect("the prompt path is set up");
        assert_eq!(chunk, cap.unwrap_or(N_CTX), "{preset} {quant}");
        assert_eq!(
            ex.prompt_matmul(),
            Some(mm && quantized),
            "{preset} {quant}: grouped matmul for quantized experts unless turned off"
        );
        let got = rows(
            &ex.prompt(engine.weights(), &prompt, 0, Some(0), None)
                .expect("batched prompt"),
            n_vocab,
        );
        let (top_tok, d_tok) = compare(&got, &by_token);
        let (top_ref, d_ref) = compare(&got, &want);
        let dec = decode(&mut ex, &engine, argmax(&got[PROMPT - 1]) as u32);
        if cap.is_none() {
            by_mode.push(got.clone());
        }
        eprintln!(
            "{preset} {quant} chunk {chunk} matmul {mm}: vs token steps top-1 {top_tok}/{PROMPT} max |dlogit| \
             {d_tok:.3e}; vs reference top-1 {top_ref}/{PROMPT} max |dlogit| {d_ref:.3e}; decode \
             after it {}; {:.1} s",
            if dec == tok_decode {
                "equal"
            } else {
                "DIFFERS"
            },
            t.elapsed().as_secs_f64()
        );
        if quant == "F32" {
            assert_eq!(top_tok, PROMPT, "{preset} F32 chunk {chunk}");
            assert!(d_tok <= F32_BOUND, "{preset} F32 chunk {chunk}: {d_tok}");
            assert_eq!(top_ref, PROMPT, "{preset} F32 chunk {chunk} vs reference");
            assert!(
                d_ref <= F32_BOUND,
                "{preset} F32 chunk {chunk} vs ref: {d_ref}"
            );
            assert_eq!(dec, tok_decode, "{preset} F32: decode after the prompt");
        } else {
            assert!(
                top_ref as f64 >= QUANT_TOP1 * PROMPT as f64,
                "{preset} {quant} chunk {chunk}: top-1 {top_ref}/{PROMPT}"
            );
        }
        drop(ex);
        assert_eq!(ledger.used(), 0, "the prompt arena is given back");
    }
    if let [mm, staged] = &by_mode[..] {
        // The two ways of multiplying the experts differ only by x's q8 quantization (matmul)
        // against f16 staging (GEMMs).
        let (top, d) = compare(mm, staged);
        eprintln!(
            "{preset} {quant}: matmul vs staged GEMMs top-1 {top}/{PROMPT}, max |dlogit| {d:.3e}"
        );
        assert!(
            top as f64 >= QUANT_TOP1 * PROMPT as f64,
            "{preset} {quant}: matmul vs staged top-1 {top}/{PROMPT}"
        );
    }
    // Two calls (positions 0..7, then 7..20) give the single call's last rows.
    let (mut ex, _) = executor(&engine, None);
    ex.prompt(engine.weights(), &prompt[..7], 0, None, None)
        .expect("first part");
    let tail = rows(
        &ex.prompt(engine.weights(), &prompt[7..], 7, Some(0), None)
            .expect("second part"),
        n_vocab,
    );
    let (mut whole, _) = executor(&engine, None);
    let all = rows(
        &whole
            .prompt(engine.weights(), &prompt, 0, Some(7), None)
            .expect("whole"),
        n_vocab,
    );
    assert_eq!(tail.len(), PROMPT - 7);
    let (_, d) = compare(&tail, &all);
    assert!(d <= 1e-5, "{preset} {quant}: split prompt differs by {d}");
}

/// The expert cache (3 slots): the prompt's experts read from slots or over the bus, against
/// the all-resident batched prompt.
fn cache_case(preset: &str, quant: &str) {
    use strata_runtime::engine::ExpertState;
    use strata_runtime::exec::gpu::cache::{CacheConfig, GuardConfig};

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
    let n_vocab = engine.plan().config.n_vocab as usize;
    let prompt: Vec<u32> = (0..PROMPT)
        .map(|i| ((i * 11 + 3) % n_vocab) as u32)
        .collect();
    let (mut res, _) = executor(&engine, None);
    let want = rows(
        &res.prompt(engine.weights(), &prompt, 0, Some(0), None)
            .expect("resident prompt"),
        n_vocab,
    );
    let moe = strata_runtime::exec::gpu::moe_layers(engine.plan());
    let n_expert = engine.plan().config.n_expert as usize;
    let slots = 3;
    let ledger = Ledger::new(LedgerConfig::default()).expect("ledger");
    let mut ex = GpuExecutor::with_cache(
        Box::new(HostDriver::new()),
        ledger.clone(),
        engine.plan(),
        engine.weights(),
        N_CTX,
        true,
        Some(CacheConfig {
            slots: Some(slots),
            guard: GuardConfig::default(),
        }),
    )
    .expect("cached executor");
    assert!(
        ex.prompt_rows().is_some(),
        "the cached executor batches prompts"
    );
    let opts = strata_tests::car_off_expert_options();
    let mut state = ExpertState::for_device(&moe, n_expert, slots, &opts).expect("state");
    ex.start_cache(engine.weights(), &mut state).expect("fill");
    let backend = strata_runtime::exec::FastBackend::new(1).expect("CPU pool");
    let got = rows(
        &ex.prompt(
            engine.weights(),
            &prompt,
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
    let (top1, d) = compare(&got, &want);
    eprintln!(
        "{preset} {quant} cache ({slots} slots): prompt vs all resident top-1 {top1}/{PROMPT}, max |dlogit| {d:.3e}"
    );
    assert_eq!(top1, PROMPT);
    assert!(d <= 1e-5, "slots and bus reads hold the same bytes: {d}");
    drop(ex);
    assert_eq!(ledger.used(), 0);
}

#[test]
fn batched_prompts_match_token_steps_and_the_reference() {
    case("tiny-qwen3moe", "F32");
    case("tiny-qwen2moe", "F32");
    case("tiny-mixtral", "F32");
    case("tiny-qwen3moe", "Q4_K");
    case("tiny-qwen2moe", "Q8_0");
    // gpt-oss: windowed layers (window 16 < the 20-token prompt), sinks, YaRN, expert biases,
    // the clamped SwiGLU and the softmax-weight router, all batched.
    case("tiny-gptoss", "F32");
    case("tiny-gptoss", "MXFP4");
    cache_case("tiny-qwen3moe", "Q4_K");
}
