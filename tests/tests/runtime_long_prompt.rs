//! A 2,000-token prompt on the fast CPU executor (flash-style tiled attention on the pool, routed
//! experts grouped per expert) against the f32 reference executor, for every KV cache type.

mod runtime_support;

use runtime_support::{Arch, Spec, build, max_abs, max_abs_diff};
use strata_ir::GgmlType;
use strata_runtime::engine::{Engine, EngineOptions, ExecutorKind};
use strata_runtime::exec::Outputs;
use strata_runtime::kv::KvType;

/// The prompt: long enough for many query and cache tiles (64 query tiles of 32, cache tiles
/// of 64 rows), not a multiple of either.
const PROMPT: usize = 2000;

fn engine(plan: &std::path::Path, executor: ExecutorKind, kv: KvType) -> Engine {
    Engine::load(
        plan,
        EngineOptions {
            executor,
            threads: Some(2),
            n_ctx: Some(PROMPT + 8),
            kv: Some(kv),
            ..Default::default()
        },
    )
    .expect("load")
}

/// Every row of the logits (so every position's attention counts), F32 weights so that the two
/// executors differ only in summation order (f32 against f64 products, tiled against whole-row
/// softmax); the same KV type on both sides, so q8's rounding is the same rounding.
#[test]
fn a_2000_token_prompt_matches_the_reference_for_every_kv_type() {
    let dir = strata_tests::scratch();
    let spec = Spec {
        n_embd: 128,
        head_dim: 32,
        n_ff: 128,
        ..Spec::small(Arch::Qwen3Moe, GgmlType::F32)
    };
    let (plan, _) = build(dir.path(), &spec);
    let tokens: Vec<u32> = (0..PROMPT as u32)
        .map(|i| (i.wrapping_mul(2_654_435_761) >> 7) % spec.n_vocab)
        .collect();
    for kv in KvType::ALL {
        let run = |executor| {
            let e = engine(&plan, executor, kv);
            let mut s = e.new_session();
            e.eval(&mut s, &tokens, Outputs::All).expect("eval")
        };
        let r = run(ExecutorKind::Reference);
        let f = run(ExecutorKind::Fast);
        assert_eq!(r.len(), PROMPT * spec.n_vocab as usize);
        assert!(f.iter().all(|v| v.is_finite()), "{kv}: non-finite logits");
        let rel = max_abs_diff(&r, &f) / max_abs(&r);
        // The same tolerance as the short-prompt model tests (runtime_exec.rs).
        eprintln!(
            "kv {kv}: fast vs reference over {PROMPT} positions, max relative diff {rel:.2e}"
        );
        assert!(rel < 1e-4, "kv {kv}: relative diff {rel}");
    }
}

/// A prompt's routed experts, grouped per expert so each expert's rows are read once for all its
/// tokens (and decoded once per tile of tokens for Q4_K/Q6_K/Q8_0), equal the same picks computed
/// one token at a time bit for bit, for awkward token counts and with picks left to the other
/// side of a split (-1).
#[test]
fn prompt_experts_grouped_per_expert_equal_one_token_at_a_time_bit_for_bit() {
    use strata_ir::op::Op;
    use strata_runtime::exec::FastBackend;
    use strata_runtime::exec::graph::host_expert_outputs;
    use strata_runtime::loader::LoadedModel;

    for ty in [GgmlType::Q4K, GgmlType::Q6K, GgmlType::Q8_0] {
        let dir = strata_tests::scratch();
        let spec = Spec {
            n_expert: 8,
            ..Spec::small(Arch::Qwen3Moe, ty)
        };
        let (plan, _) = build(dir.path(), &spec);
        let model = LoadedModel::open(&plan, None).expect("open");
        let g = &model.plan.graph;
        let (n_expert, k, tensors) = g
            .topo_order()
            .expect("order")
            .into_iter()
            .find_map(|id| match g.node(id).map(|n| &n.op) {
                Some(Op::MoeFfn {
                    n_expert,
                    k,
                    gate,
                    up,
                    down,
                    ..
                }) => Some((*n_expert as usize, *k as usize, [*gate, *up, *down])),
                _ => None,
            })
            .expect("a MoE layer");
        let n_embd = spec.n_embd as usize;
        let fast = FastBackend::new(2).expect("pool");
        let mut rng = runtime_support::Rng::new(3);
        for t in [1usize, 3, 50] {
            let x = rng.vec(t * n_embd, 1.0);
            // Distinct picks per token; about one in five left to the other side.
            let mut ids = Vec::with_capacity(t * k);
            for ti in 0..t {
                let first = (rng.next_u64() % n_expert as u64) as usize;
                for s in 0..k {
                    let e = ((first + s * 3 + ti) % n_expert) as i32;
                    ids.push(if rng.next_u64().is_multiple_of(5) {
                        -1
                    } else {
                        e
                    });
                }
            }
            let mut batch = vec![0.0f32; t * k * n_embd];
            host_expert_outputs(
                &model.weights,
                &fast,
                &x,
                &ids,
                t,
                n_expert,
                k,
                tensors,
                &mut batch,
            )
            .expect("batch");
            for ti in 0..t {
                let mut one = vec![0.0f32; k * n_embd];
                host_expert_outputs(
                    &model.weights,
                    &fast,
                    &x[ti * n_embd..(ti + 1) * n_embd],
                    &ids[ti * k..(ti + 1) * k],
                    1,
                    n_expert,
                    k,
                    tensors,
                    &mut one,
                )
                .expect("one");
                let want = &batch[ti * k * n_embd..(ti + 1) * k * n_embd];
                assert!(
                    want.iter()
                        .zip(&one)
                        .all(|(a, b)| a.to_bits() == b.to_bits()),
                    "{ty} t={t}: token {ti} differs"
                );
            }
        }
    }
}
