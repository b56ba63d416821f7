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
use strata_runtime::exec::gpu::schedule::Fusions;
use strata_runtime::kv::KvType;
use strata_runtime::loader::LoadedModel;
use strata_tests::host_driver::{HostCounters, HostDriver};

/// Decode steps per case.
const STEPS: usize = 8;
/// KV capacity: one attention split of `ATTN_CHUNK` positions covers it.
const N_CTX: usize = 16;
/// The token every case starts from.
const FIRST: u32 = 17;
/// Most |Δlogit| with F32 weights against the reference (measured ≤ 8.9e-4 on every preset,
/// logits up to 7.7: the f16 KV cache and f32 sums; the H200's gpu-check saw ≤ 1.1e-3) and
/// against the fast CPU executor (measured ≤ 1.8e-4).
const F32_BOUND: f32 = 5e-3;
/// Most |Δlogit| against the fast CPU executor with quantized weights on the first step: both
/// compute the same products (x quantized to q8 per 32, f16 KV) and differ only in the order
/// of f32 sums (measured ≤ 1.5e-6). Later steps are held to [`QUANT_BOUND`] only: a router
/// pick tied to within those last bits can go either way, and the position's different KV row
/// then moves every later step (tiny-qwen3moe Q4_K: 1.4e-6 on steps 0 and 1, 0.04-0.048 from
/// step 2 on; every other case stays ≤ 3e-6 throughout). Also the bound between the expert
/// cache's run and the all-resident one.
const SAME_MATH_BOUND: f32 = 1e-4;
/// Most |Δlogit| between a batched prompt and the same prompt in token steps when the plan has
/// the matrix-unit prompt attention (sm_90 plans; the host driver runs its host lowering): it
/// multiplies f16-rounded queries and softmax weights, where the decode step's attention is f32
/// throughout (measured 4.8e-4 on tiny-qwen3moe F32, logits up to 7.7).
const PROMPT_ATTN_BOUND: f32 = 2e-3;
/// Most |Δlogit| against the reference with Q8_0 and Q4_K weights: x's q8 quantization moves
/// logits by up to 0.06, and where it flips a near-tied router pick by up to 0.65 (tiny-qwen2moe
/// Q8_0, step 7; the fast CPU executor moves identically, which `SAME_MATH_BOUND` checks).
const QUANT_BOUND: f32 = 1.5;
/// Least steps of [`STEPS`] whose top-1 must equal the reference's with quantized weights
/// (measured 7 or 8 on every case). A flip needs a reference top-2 margin below the
/// quantization's logit error, which the teacher-forced steps of these random models rarely
/// have; the fast CPU executor, the design's other q8 path, flips on the same steps (the
/// `SAME_MATH_BOUND` comparison pins the GPU to it), so the bar only guards against the
/// quantized path being wrong as a whole.
const QUANT_TOP1: usize = STEPS - 2;

/// Synthesizes `preset` at `quant` and compiles it for `host,sm_90`.
fn model(dir: &Path, preset: &str, quant: &str) -> LoadedModel {
    strata_tests::synth_gpu_model(dir, preset, quant)
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
    /// Max |Δlogit| per step.
    per_step: Vec<f32>,
}

fn compare(gpu: &[Vec<f32>], reference: &[Vec<f32>]) -> Compare {
    let mut c = Compare {
        top1: 0,
        max_abs_diff: 0.0,
        max_abs_logit: 0.0,
        per_step: Vec::new(),
    };
    for (g, r) in gpu.iter().zip(reference) {
        assert_eq!(g.len(), r.len());
        assert!(g.iter().all(|x| x.is_finite()), "non-finite GPU logits");
        c.top1 += usize::from(argmax(g) == argmax(r));
        let mut step = 0.0f32;
        for (a, b) in g.iter().zip(r) {
            step = step.max((a - b).abs());
            c.max_abs_logit = c.max_abs_logit.max(b.abs());
        }
        c.max_abs_diff = c.max_abs_diff.max(step);
        c.per_step.push(step);
    }
    c
}

/// The GPU executor on the host driver, teacher-forced with `tokens`.
fn gpu_run(engine: &Engine, tokens: &[u32], use_graph: bool) -> Vec<Vec<f32>> {
    gpu_run_with(engine, tokens, use_graph, Fusions::default())
}

/// [`gpu_run`] with the decode step's optional fusions as given.
fn gpu_run_with(
    engine: &Engine,
    tokens: &[u32],
    use_graph: bool,
    fusions: Fusions,
) -> Vec<Vec<f32>> {
    let driver = HostDriver::new();
    let counters = driver.counters();
    let ledger = Ledger::new(LedgerConfig::default()).expect("ledger");
    let mut ex = GpuExecutor::with_fusions(
        Box::new(driver),
        ledger.clone(),
        engine.plan(),
        engine.weights(),
        (N_CTX, KvType::F16),
        use_graph,
        None,
        fusions,
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

/// The fast CPU executor (activations quantized to q8 per 32 for the quantized types, as the
/// GPU matvecs do) with an f16 KV cache (as the GPU's), fed `tokens`.
fn fast_run(plan: &Path, tokens: &[u32]) -> Vec<Vec<f32>> {
    let fast = Engine::load(
        plan,
        EngineOptions {
            executor: ExecutorKind::Fast,
            device: DeviceSpec::Cpu,
            threads: Some(1),
            n_ctx: Some(N_CTX),
            kv: Some(KvType::F16),
            ..Default::default()
        },
    )
    .expect("fast engine");
    let mut s = fast.new_session();
    tokens
        .iter()
        .map(|&t| fast.eval(&mut s, &[t], Outputs::Last).expect("fast step"))
        .collect()
}

/// One preset at one weight type: the GPU executor with graph replay (and with eager launches
/// when `eager_too`, which must give the same logits bit for bit) against the reference and
/// against the fast CPU executor.
fn case(preset: &str, quant: &str, eager_too: bool) -> (Compare, Compare) {
    let t = Instant::now();
    let dir = tempfile::tempdir().expect("tempdir");
    let m = model(dir.path(), preset, quant);
    let plan = m.plan_path.clone();
    let engine = reference_engine(m);
    let (tokens, want) = reference(&engine);
    let graph = gpu_run(&engine, &tokens, true);
    if eager_too {
        let eager = gpu_run(&engine, &tokens, false);
        assert_eq!(
            graph, eager,
            "{preset} {quant}: graph replay and eager launches differ"
        );
    }
    let fast = fast_run(&plan, &tokens);
    let (r, f) = (compare(&graph, &want), compare(&graph, &fast));
    eprintln!(
        "{preset} {quant}: vs reference top-1 {}/{STEPS}, max |dlogit| {:.3e}; vs fast CPU (f16 KV) \
         top-1 {}/{STEPS}, max |dlogit| {:.3e}; max |logit| {:.2}; {:.1} s",
        r.top1,
        r.max_abs_diff,
        f.top1,
        f.max_abs_diff,
        r.max_abs_logit,
        t.elapsed().as_secs_f64()
    );
    (r, f)
}

/// F32 weights: the GPU and the reference compute the same products; only the f16 KV cache
/// and the f32 (vs f64) sums differ, so the greedy tokens must be the reference's and the
/// logits within [`F32_BOUND`].
fn f32_case(preset: &str) {
    let (r, f) = case(preset, "F32", true);
    assert_eq!(r.top1, STEPS, "{preset} F32: greedy tokens differ: {r:?}");
    assert!(r.max_abs_diff <= F32_BOUND, "{preset} F32: {r:?}");
    assert_eq!(f.top1, STEPS, "{preset} F32 vs fast: {f:?}");
    assert!(f.max_abs_diff <= F32_BOUND, "{preset} F32 vs fast: {f:?}");
}

/// Q8_0 and Q4_K: the matvecs quantize x to q8 per 32 elements inside the kernel (as llama.cpp's
/// MMVQ and the fast CPU executor), the reference multiplies f32 by the dequantized weights.
fn quant_case(preset: &str, quant: &str) {
    let (r, f) = case(preset, quant, false);
    assert_eq!(f.top1, STEPS, "{preset} {quant} vs fast: {f:?}");
    assert!(
        f.per_step[0] <= SAME_MATH_BOUND,
        "{preset} {quant} vs fast: {f:?}"
    );
    assert!(
        f.max_abs_diff <= QUANT_BOUND,
        "{preset} {quant} vs fast: {f:?}"
    );
    assert!(r.top1 >= QUANT_TOP1, "{preset} {quant}: {r:?}");
    assert!(r.max_abs_diff <= QUANT_BOUND, "{preset} {quant}: {r:?}");
}

#[test]
fn tiny_qwen3moe_matches_the_reference() {
    f32_case("tiny-qwen3moe");
    quant_case("tiny-qwen3moe", "Q8_0");
    quant_case("tiny-qwen3moe", "Q4_K");
}

#[test]
fn tiny_qwen2moe_matches_the_reference() {
    f32_case("tiny-qwen2moe");
    quant_case("tiny-qwen2moe", "Q8_0");
    quant_case("tiny-qwen2moe", "Q4_K");
}

#[test]
fn tiny_mixtral_matches_the_reference() {
    f32_case("tiny-mixtral");
    quant_case("tiny-mixtral", "Q8_0");
    quant_case("tiny-mixtral", "Q4_K");
}

#[test]
fn tiny_olmoe_matches_the_reference() {
    f32_case("tiny-olmoe");
    quant_case("tiny-olmoe", "Q8_0");
    quant_case("tiny-olmoe", "Q4_K");
}

/// The greedy run of `ex` from [`FIRST`] through the expert cache, its misses on a CPU pool of
/// `threads`: tokens and logits.
fn cached_greedy(
    ex: &mut GpuExecutor,
    engine: &Engine,
    state: &mut strata_runtime::engine::ExpertState,
    threads: usize,
) -> (Vec<u32>, Vec<Vec<f32>>) {
    let backend = strata_runtime::exec::FastBackend::new(threads).expect("CPU pool");
    let (mut tokens, mut logits) = (vec![FIRST], Vec::new());
    for pos in 0..STEPS {
        let l = ex
            .step_cached(
                engine.weights(),
                tokens[pos],
                pos,
                true,
                state,
                &backend,
                pos > 0,
            )
            .expect("cached step")
            .expect("logits");
        if pos + 1 < STEPS {
            tokens.push(argmax(&l) as u32);
        }
        logits.push(l);
    }
    (tokens, logits)
}

/// The expert cache with 3 slots for the 16 routed experts (2 MoE layers of 8), CAR off: most
/// picks miss, so their rows come from the CPU pool (or from bus reads of the registered model,
/// which on this driver the kernels read in place) and land beside the GPU's hits. The greedy
/// tokens must be those of the all-resident executor; the logits differ only by the CPU pool's
/// f32 sums, bounded by [`SAME_MATH_BOUND`] per step (measured: see the report line).
fn cache_case(preset: &str, quant: &str) {
    use strata_runtime::engine::ExpertState;
    use strata_runtime::exec::gpu::cache::{CacheConfig, GuardConfig, PrefetchCap};

    let t = Instant::now();
    let dir = tempfile::tempdir().expect("tempdir");
    let engine = reference_engine(model(dir.path(), preset, quant));
    // All resident, greedy from FIRST.
    let resident = {
        let driver = HostDriver::new();
        let ledger = Ledger::new(LedgerConfig::default()).expect("ledger");
        let mut ex = GpuExecutor::new(
            Box::new(driver),
            ledger,
            engine.plan(),
            engine.weights(),
            N_CTX,
            true,
        )
        .expect("resident executor");
        let (mut tokens, mut logits) = (vec![FIRST], Vec::new());
        for pos in 0..STEPS {
            let l = ex
                .step(engine.weights(), tokens[pos], pos, true)
                .expect("step")
                .expect("logits");
            if pos + 1 < STEPS {
                tokens.push(argmax(&l) as u32);
            }
            logits.push(l);
        }
        (tokens, logits)
    };
    let moe = strata_runtime::exec::gpu::moe_layers(engine.plan());
    let n_expert = engine.plan().config.n_expert as usize;
    let total = moe.iter().filter(|&&m| m).count() * n_expert;
    let slots = 3;
    assert!(total >= 4 * slots, "{total} experts");
    // Graphs on with the bus share staged through the copy engine (the default where the
    // prompt rings exist) and the look-ahead prefetch, the same with the CPU touch on a pool
    // of two, the same without the prefetch, graphs on with the bus share read in place,
    // graphs off; each with the host gate (the rows' copies and the next launches queued
    // before the pool computes the rows; the host driver runs them when the gate opens) or
    // without; and with the pool started before the host issues the GPU's share
    // (`STRATA_POOL_FIRST`; on a pool of two where the gate is on, so that its workers compute
    // while the caller issues) or after it (the default).
    for (use_graph, staged, prefetch, touch, gate, pool_first) in [
        (true, true, PrefetchCap::Auto, false, true, true),
        (true, true, PrefetchCap::Fixed(1), true, true, true),
        (true, true, PrefetchCap::Off, false, false, true),
        (true, true, PrefetchCap::Off, false, false, false),
        (true, true, PrefetchCap::Off, false, true, false),
        (true, false, PrefetchCap::Off, false, false, true),
        (false, true, PrefetchCap::Fixed(2), false, true, true),
    ] {
        let driver = HostDriver::new();
        let counters = driver.counters();
        let ledger = Ledger::new(LedgerConfig::default()).expect("ledger");
        let mut ex = GpuExecutor::with_cache(
            Box::new(driver),
            ledger.clone(),
            engine.plan(),
            engine.weights(),
            N_CTX,
            use_graph,
            Some(CacheConfig {
                slots: Some(slots),
                guard: GuardConfig::default(),
            }),
        )
        .expect("cached executor");
        let opts = strata_tests::car_off_expert_options();
        let mut state = ExpertState::for_device(&moe, n_expert, slots, &opts).expect("state");
        assert!(
            ex.bus_staging(),
            "the host driver registers the model and has prompt rings"
        );
        assert_eq!(ex.set_bus_staging(staged).expect("tables"), staged);
        let cap = ex.set_prefetch(prefetch).expect("prefetch");
        assert_eq!(
            cap > 0,
            prefetch != PrefetchCap::Off,
            "{prefetch:?}: cap {cap}"
        );
        assert_eq!(
            ex.set_cpu_touch(touch),
            touch,
            "the touch needs the look-ahead"
        );
        assert_eq!(
            ex.set_host_gate(gate).expect("gate"),
            gate,
            "the host driver has gates"
        );
        ex.set_pool_first(pool_first);
        ex.start_cache(engine.weights(), &mut state).expect("fill");
        let threads = if touch || gate { 2 } else { 1 };
        let (tokens, logits) = cached_greedy(&mut ex, &engine, &mut state, threads);
        let st = ex.cache_stats().expect("a cache");
        let c = compare(&logits, &resident.1);
        eprintln!(
            "{preset} {quant} cache ({slots} of {total} slots, graph {use_graph}, staged bus \
             reads {staged}, prefetch {prefetch:?}, touch {touch}, gate {gate}, pool first \
             {pool_first}): tokens {}, \
             max |dlogit| vs \
             all resident {:.3e}; miss bytes on the CPU pool {}, bus picks {} ({} staged), \
             prefetched {} ({} served), touched {} ({} bytes read, {} then missed), hit bytes \
             {}, copies {}; {:.1} s",
            if tokens == resident.0 {
                "equal"
            } else {
                "DIFFER"
            },
            c.max_abs_diff,
            st.miss_bytes,
            st.bus_picks,
            st.bus_staged_picks,
            st.prefetch_copies,
            st.prefetch_hits,
            st.touch_experts,
            st.touch_bytes,
            st.touch_hits,
            st.hit_bytes,
            st.copies,
            t.elapsed().as_secs_f64()
        );
        assert_eq!(tokens, resident.0, "{preset} {quant}: cached greedy tokens");
        assert!(c.max_abs_diff <= SAME_MATH_BOUND, "{c:?}");
        assert!(st.miss_bytes > 0, "misses ran on the CPU pool: {st:?}");
        assert!(st.hit_bytes > 0, "some picks hit the slots: {st:?}");
        assert!(
            st.bus_picks > 0,
            "some misses were read over the bus: {st:?}"
        );
        if staged {
            assert_eq!(
                st.bus_staged_picks, st.bus_picks,
                "every bus pick staged: {st:?}"
            );
        } else {
            assert_eq!(st.bus_staged_picks, 0, "bus picks read in place: {st:?}");
        }
        // A prefetched expert that the router then picked is read from its staging slot: the
        // tokens and logits above show the copies landed where the slot tables say.
        if prefetch != PrefetchCap::Off {
            assert!(
                st.prefetch_copies > 0 && st.prefetch_hits > 0,
                "the look-ahead prefetched misses and served some: {st:?}"
            );
            assert!(st.prefetch_hits <= st.prefetch_copies, "{st:?}");
        } else {
            assert_eq!(st.prefetch_copies + st.prefetch_hits, 0, "{st:?}");
        }
        // The touch reads the mapped model and nothing else: the tokens above are unchanged.
        // How much a worker reads depends on when it joins, so only the list is checked.
        if touch {
            assert!(
                st.touch_experts > 0,
                "likely misses the prefetch left: {st:?}"
            );
            assert!(st.touch_hits <= st.touch_experts, "{st:?}");
        } else {
            assert_eq!(st.touch_experts + st.touch_bytes, 0, "{st:?}");
        }
        // Gated layers ran their rows' copies and next launches only once the rows existed:
        // the tokens above would differ otherwise.
        if gate {
            assert!(st.gated_layers > 0, "decode layers with CPU misses: {st:?}");
        } else {
            assert_eq!(st.gated_layers, 0, "{st:?}");
        }
        if use_graph {
            assert!(HostCounters::get(&counters.replays) > 0);
        }
        drop(ex);
        assert_eq!(ledger.used(), 0);
        assert_eq!(HostCounters::get(&counters.live_bytes), 0, "all freed");
    }
}

#[test]
fn an_expert_cache_with_few_slots_gives_the_all_resident_tokens() {
    cache_case("tiny-qwen3moe", "F32");
    cache_case("tiny-qwen2moe", "Q8_0");
}

/// A batched prompt whose first GEMM fails (as a BLAS library without the shape would) falls
/// back to token steps: the prompt path's arena is freed on the device as its ledger charge is
/// released, the staged bus reads that borrowed its rings go back to in-place reads, and the
/// prompt's last logits (within the batched attention's f16 rounding) and the decode steps
/// after it are those of an executor that never had the fault (the same cache, bus reads in
/// place).
#[test]
fn a_failed_prompt_gemm_falls_back_and_gives_the_prompt_arena_back() {
    use strata_runtime::engine::ExpertState;
    use strata_runtime::exec::gpu::CachedRun;
    use strata_runtime::exec::gpu::cache::{CacheConfig, GuardConfig};

    let dir = tempfile::tempdir().expect("tempdir");
    let engine = reference_engine(model(dir.path(), "tiny-qwen3moe", "F32"));
    let moe = strata_runtime::exec::gpu::moe_layers(engine.plan());
    let n_expert = engine.plan().config.n_expert as usize;
    let n_vocab = engine.plan().config.n_vocab as usize;
    let slots = 3;
    let prompt: Vec<u32> = (0..6).map(|i| FIRST + 3 * i).collect();
    let backend = strata_runtime::exec::FastBackend::new(1).expect("CPU pool");
    // (last prompt row's logits, greedy tokens after it, live bytes before and after the
    // prompt, ledger bytes before and after, staging after)
    let run = |fault: bool| {
        let driver = HostDriver::new();
        let counters = driver.counters();
        let refuse = driver.refuse_gemms_handle();
        let ledger = Ledger::new(LedgerConfig::default()).expect("ledger");
        let mut ex = GpuExecutor::with_cache(
            Box::new(driver),
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
        assert!(ex.prompt_rows().is_some(), "the prompt path is set up");
        if !fault {
            ex.set_bus_staging(false).expect("tables");
        }
        let opts = strata_tests::car_off_expert_options();
        let mut state = ExpertState::for_device(&moe, n_expert, slots, &opts).expect("state");
        ex.start_cache(engine.weights(), &mut state).expect("fill");
        let (live0, used0) = (HostCounters::get(&counters.live_bytes), ledger.used());
        refuse.store(fault, std::sync::atomic::Ordering::Relaxed);
        let logits = ex
            .prompt(
                engine.weights(),
                &prompt,
                0,
                Some(prompt.len() - 1),
                Some(CachedRun {
                    experts: &mut state,
                    backend: &backend,
                    decode: false,
                }),
            )
            .expect("the prompt runs, batched or token by token");
        assert_eq!(logits.len(), n_vocab, "the last row's logits");
        let (live1, used1) = (HostCounters::get(&counters.live_bytes), ledger.used());
        let staging = ex.bus_staging();
        if fault {
            assert!(
                ex.prompt_rows().is_none(),
                "the prompt path is off after the fault"
            );
        }
        let mut tokens = vec![argmax(&logits) as u32];
        for i in 0..3 {
            let l = ex
                .step_cached(
                    engine.weights(),
                    tokens[i],
                    prompt.len() + i,
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
        assert_eq!(ledger.used(), 0);
        assert_eq!(HostCounters::get(&counters.live_bytes), 0, "all freed");
        (logits, tokens, live0, live1, used0, used1, staging)
    };
    let (want, want_tokens, live0, live1, used0, used1, _) = run(false);
    assert_eq!((live0, used0), (live1, used1), "no fault: nothing freed");
    let (got, tokens, live0, live1, used0, used1, staging) = run(true);
    let d = got
        .iter()
        .zip(&want)
        .map(|(a, b)| (a - b).abs())
        .fold(0.0f32, f32::max);
    eprintln!(
        "after the fault: prompt arena {} bytes freed on the device, {} in the ledger; \
         max |dlogit| of the last prompt row vs no fault {d:.3e}",
        live0 - live1,
        used0 - used1
    );
    assert!(!staging, "staged bus reads left the freed rings");
    assert!(live1 < live0, "the arena's device memory was freed");
    assert_eq!(live0 - live1, used0 - used1, "device and ledger agree");
    // The fault-free run's prompt is batched (matrix-unit attention), the faulted one runs in
    // token steps after the fault.
    assert!(d <= PROMPT_ATTN_BOUND, "last prompt row: {d}");
    assert_eq!(tokens, want_tokens, "greedy tokens after the prompt");
}

/// The batched prompt path (GEMMs through the driver's plain-f32 GEMM, the prompt kernels on
/// the host lowering): one prompt of [`STEPS`] tokens gives every row's logits within the
/// decode step's bounds of the reference's, and the decode step continues from it.
fn prompt_case(preset: &str, quant: &str) {
    let t = Instant::now();
    let dir = tempfile::tempdir().expect("tempdir");
    let engine = reference_engine(model(dir.path(), preset, quant));
    let (tokens, want) = reference(&engine);
    let driver = HostDriver::new();
    let counters = driver.counters();
    let ledger = Ledger::new(LedgerConfig::default()).expect("ledger");
    let mut ex = GpuExecutor::new(
        Box::new(driver),
        ledger.clone(),
        engine.plan(),
        engine.weights(),
        N_CTX,
        true,
    )
    .expect("GPU executor on the host driver");
    assert!(ex.prompt_rows().is_some(), "the prompt path is set up");
    if quant == "Q4_K" {
        // sm_90 plans carry the matrix-unit grouped matmul, which the prompt step prefers.
        assert!(
            engine
                .plan()
                .kernels
                .iter()
                .any(|k| k.target == "sm_90" && k.name == "strata_moe_matmul_mma_q4_k"),
            "the plan has the mma matmul"
        );
    }
    let n = STEPS - 1;
    let rows = ex
        .prompt(engine.weights(), &tokens[..n], 0, Some(0), None)
        .expect("prompt");
    let n_vocab = engine.plan().config.n_vocab as usize;
    assert_eq!(rows.len(), n * n_vocab);
    assert!(HostCounters::get(&counters.gemms) > 0, "GEMMs ran");
    let mut got: Vec<Vec<f32>> = rows.chunks_exact(n_vocab).map(<[f32]>::to_vec).collect();
    // The decode step after the prompt.
    got.push(
        ex.step(engine.weights(), tokens[n], n, true)
            .expect("step")
            .expect("logits"),
    );
    let c = compare(&got, &want);
    eprintln!(
        "{preset} {quant} prompt of {n} + 1 step: vs reference top-1 {}/{STEPS}, max |dlogit| {:.3e} {:?}, {} GEMMs; {:.1} s",
        c.top1,
        c.max_abs_diff,
        c.per_step,
        HostCounters::get(&counters.gemms),
        t.elapsed().as_secs_f64()
    );
    if quant == "F32" {
        assert_eq!(c.top1, STEPS, "{preset} F32 prompt: {c:?}");
        assert!(c.max_abs_diff <= F32_BOUND, "{preset} F32 prompt: {c:?}");
    } else {
        assert!(c.top1 >= QUANT_TOP1, "{preset} {quant} prompt: {c:?}");
        assert!(
            c.max_abs_diff <= QUANT_BOUND,
            "{preset} {quant} prompt: {c:?}"
        );
    }
    drop(ex);
    assert_eq!(ledger.used(), 0);
}

/// Measured: tiny-qwen3moe F32 ≤ 8.8e-4 on every row (F32 GEMMs), tiny-qwen2moe Q8_0 ≤ 0.047
/// (f16 GEMM operands), top-1 8/8 on both; tiny-qwen3moe Q4_K runs its routed experts through
/// the matrix-unit grouped matmul (the fragment product spelled with shuffles here).
#[test]
fn the_prompt_path_matches_the_reference() {
    prompt_case("tiny-qwen3moe", "F32");
    prompt_case("tiny-qwen2moe", "Q8_0");
    prompt_case("tiny-qwen3moe", "Q4_K");
}

/// The decode step with its optional fusions (the head norms inside the RoPE + KV store, the
/// SwiGLU inside the down projection) gives the default step's logits bit for bit on a model
/// that has both (Qwen3's per-head q/k norms, Q4_K experts), with fewer launches; so does the
/// step with every fusion off (the default's q/k norm pair, router matvec + top-k and
/// attention split + combine each run as the launches they replace).
#[test]
fn the_fused_decode_step_equals_the_default_one() {
    let dir = tempfile::tempdir().expect("tempdir");
    let engine = reference_engine(model(dir.path(), "tiny-qwen3moe", "Q4_K"));
    let (tokens, _) = reference(&engine);
    // The fused kernels are in this plan, so the fused step really runs them.
    let s = strata_runtime::exec::gpu::schedule::Schedule::decode_fused(
        engine.plan(),
        "sm_90",
        N_CTX,
        strata_runtime::exec::gpu::schedule::ExpertPlacement::Resident,
        KvType::F16,
        Fusions::all(),
    )
    .expect("fused schedule");
    let text = s.to_string();
    assert!(
        text.contains("strata_norm_rope_neox_kv_store_f16"),
        "{text}"
    );
    assert!(text.contains("strata_moe_matvec_swiglu_q4_k"), "{text}");
    let plain = gpu_run(&engine, &tokens, true);
    let fused = gpu_run_with(&engine, &tokens, true, Fusions::all());
    let none = gpu_run_with(&engine, &tokens, true, Fusions::none());
    assert_eq!(plain.len(), fused.len());
    assert_eq!(plain.len(), none.len());
    let bits = |v: &[f32]| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
    for (i, ((a, b), c)) in plain.iter().zip(&fused).zip(&none).enumerate() {
        assert_eq!(bits(a), bits(b), "step {i}");
        assert_eq!(bits(a), bits(c), "step {i}, every fusion off");
    }
}
