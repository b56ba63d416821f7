//! Issue 20, item 5: the CPU pool quantizes a multi-token step's activation vectors in parallel
//! (`CpuPool::quantize_batch`, above `PARALLEL_QUANT_MIN_VECTORS` vectors; `ParallelQuant::Off`
//! = `STRATA_POOL_PARALLEL_QUANT=0` = the host thread alone). Both arms must give the same bits:
//! per vector against `QuantizedActs::new` over awkward shapes, and end to end as prompt logits
//! of synth MoE models. The arm is chosen through the API (`CpuPool::set_parallel_quant`), never
//! through the environment, so these tests cannot race others.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use proptest::prelude::*;
use strata_runtime::cpu::{
    ActsBin, CpuPool, PARALLEL_QUANT_MIN_VECTORS, ParallelQuant, QuantizedActs,
};
use strata_runtime::engine::{Engine, EngineOptions, ExecutorKind};
use strata_runtime::exec::graph::{Ctx, Program};
use strata_runtime::exec::{FastBackend, NoExperts, Outputs, run_batch};
use strata_runtime::kv::KvCache;

fn pool(mode: ParallelQuant) -> CpuPool {
    let mut p = CpuPool::new(3).expect("pool");
    p.set_parallel_quant(mode);
    p
}

/// The two arms, built once for every proptest case (threads persist).
fn pools() -> &'static (CpuPool, CpuPool) {
    static POOLS: OnceLock<(CpuPool, CpuPool)> = OnceLock::new();
    POOLS.get_or_init(|| (pool(ParallelQuant::Off), pool(ParallelQuant::Above(0))))
}

fn values(n: usize, seed: u64) -> Vec<f32> {
    let mut r = strata_tests::XorShift(seed | 1);
    (0..n)
        .map(|i| match r.below(16) {
            // Zeros, exact halves and huge values beside ordinary ones.
            0 => 0.0,
            1 => (r.below(255) as f32 - 127.0) * 0.5,
            2 => r.unit() * 1e30,
            _ => r.unit() * (1 + i % 7) as f32,
        })
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Every vector of every input comes out of both arms as `QuantizedActs::new` makes it,
    /// bit for bit, for 1, 3, 50 and 783 vectors of lengths that are and are not whole groups.
    #[test]
    fn parallel_and_sequential_arms_quantize_bit_for_bit(
        rows in prop::sample::select(vec![1usize, 3, 50, 783]),
        k in prop::sample::select(vec![1usize, 7, 32, 33, 256, 768]),
        n_inputs in 1usize..4,
        seed in 1u64..u64::MAX,
    ) {
        let (seq, par) = pools();
        let xs: Vec<(Vec<f32>, usize)> = (0..n_inputs)
            .map(|i| {
                // Inputs of different sizes and lengths in one call.
                let (r, kk) = if i == 0 { (rows, k) } else { (1 + (rows + i) % 5, k + 32 * i) };
                (values(r * kk, seed.wrapping_add(i as u64)), kk)
            })
            .collect();
        let inputs: Vec<(&[f32], usize)> = xs.iter().map(|(x, kk)| (x.as_slice(), *kk)).collect();
        let a = seq.quantize_batch(&inputs).expect("sequential");
        let b = par.quantize_batch(&inputs).expect("parallel");
        // Both arms again into reused buffers: a bin that already held vectors of other
        // values, of these lengths and of others (what a batch's earlier layers leave).
        let mut bin = ActsBin::default();
        let junk: Vec<(Vec<f32>, usize)> = xs
            .iter()
            .flat_map(|(x, kk)| {
                [
                    (values(x.len() * 2, seed ^ 0x5eed), *kk),
                    (values(3 * (kk + 1), seed ^ 0xbad), kk + 1),
                ]
            })
            .collect();
        let junk_in: Vec<(&[f32], usize)> =
            junk.iter().map(|(x, kk)| (x.as_slice(), *kk)).collect();
        for a in par.quantize_batch_with(&junk_in, &mut bin).expect("junk").into_iter().flatten() {
            bin.give(a);
        }
        prop_assert!(bin.held_bytes() > 0);
        let c = seq.quantize_batch_with(&inputs, &mut bin).expect("sequential, reused");
        let d = par.quantize_batch_with(&inputs, &mut bin).expect("parallel, reused");
        prop_assert_eq!(a.len(), n_inputs);
        prop_assert_eq!(b.len(), n_inputs);
        for (i, (x, kk)) in xs.iter().enumerate() {
            for arm in [&a, &b, &c, &d] {
                prop_assert_eq!(arm[i].len(), x.len() / kk);
            }
            for (t, row) in x.chunks_exact(*kk).enumerate() {
                let want = QuantizedActs::new(row);
                prop_assert!(a[i][t].bit_eq(&want), "sequential arm, k = {}", kk);
                prop_assert!(b[i][t].bit_eq(&want), "parallel arm, k = {}", kk);
                prop_assert!(c[i][t].bit_eq(&want), "sequential arm, reused, k = {}", kk);
                prop_assert!(d[i][t].bit_eq(&want), "parallel arm, reused, k = {}", kk);
            }
        }
    }
}

#[test]
fn malformed_inputs_are_errors_in_both_arms() {
    let (seq, par) = pools();
    let x = vec![1.0f32; 10];
    for p in [seq, par] {
        assert!(p.quantize_batch(&[(&x, 0)]).is_err());
        assert!(p.quantize_batch(&[(&x, 3)]).is_err());
        assert!(p.quantize_batch(&[]).expect("empty").is_empty());
    }
}

#[test]
fn the_environment_default_is_on_above_the_measured_count() {
    // Read-only: whatever the variable says, the mode is one of the two arms.
    let m = ParallelQuant::from_env();
    assert!(
        m == ParallelQuant::Off || m == ParallelQuant::Above(PARALLEL_QUANT_MIN_VECTORS),
        "{m:?}"
    );
}

/// `stratac synth --preset P --quant Q` compiled to a host plan in `dir`.
fn synth_plan(dir: &Path, preset: &str, quant: &str) -> PathBuf {
    let gguf = dir.join(format!("{preset}-{quant}.gguf"));
    let out = strata_tests::run_bin(
        "stratac",
        &[
            "synth",
            "--preset",
            preset,
            "--seed",
            "5",
            "--quant",
            quant,
            "-o",
            gguf.to_str().expect("utf-8 path"),
        ],
    );
    assert!(
        out.status.success(),
        "synth {preset}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let plan = dir.join(format!("{preset}-{quant}.plan"));
    strata_tests::compile_host_plan(&gguf, &plan);
    plan
}

/// Prompt logits (every row) of the plan's graph on `backend`.
fn prompt_logits(e: &Engine, backend: &FastBackend, tokens: &[u32]) -> Vec<u32> {
    let graph = &e.plan().graph;
    let program = Program::new(graph).expect("program");
    let c = e.config();
    let mut kv = KvCache::new(
        e.kv_type(),
        c.n_layer as usize,
        (c.n_head_kv * c.head_dim) as usize,
        e.n_ctx(),
    );
    let mut ctx = Ctx {
        graph,
        program: &program,
        weights: e.weights(),
        backend,
        kv: &mut kv,
        experts: &mut NoExperts,
        decode: false,
    };
    run_batch(&mut ctx, tokens, 0, Outputs::All)
        .expect("prompt")
        .iter()
        .map(|v| v.to_bits())
        .collect()
}

/// Prompt logits with the pool quantizing alone, always in parallel, and at the default count
/// are the same bits, on MoE presets in two weight types, for prompts of 1, 3, 50 and 100 tokens
/// (from 50 tokens the routed experts' steps hold more than the default count of vectors).
#[test]
fn prompt_logits_are_bit_identical_in_both_arms() {
    let dir = strata_tests::scratch();
    for (preset, quant) in [("tiny-qwen3moe", "Q4_K"), ("tiny-mixtral", "Q8_0")] {
        let plan = synth_plan(dir.path(), preset, quant);
        let e = Engine::load(
            &plan,
            EngineOptions {
                executor: ExecutorKind::Fast,
                threads: Some(3),
                ..Default::default()
            },
        )
        .expect("engine");
        let n = e.n_vocab() as u32;
        let arms = [
            FastBackend::with_pool(pool(ParallelQuant::Off)),
            FastBackend::with_pool(pool(ParallelQuant::Above(0))),
            FastBackend::with_pool(pool(ParallelQuant::Above(PARALLEL_QUANT_MIN_VECTORS))),
        ];
        for len in [1usize, 3, 50, 100] {
            let tokens: Vec<u32> = (0..len as u32).map(|i| (i * 7919 + 3) % n).collect();
            let want = prompt_logits(&e, &arms[0], &tokens);
            assert_eq!(want.len(), len * n as usize);
            for (i, b) in arms.iter().enumerate().skip(1) {
                let got = prompt_logits(&e, b, &tokens);
                assert!(got == want, "{preset} {quant}: {len} tokens, arm {i}");
            }
        }
    }
}
