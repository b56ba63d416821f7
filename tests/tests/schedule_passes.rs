//! The runtime's scheduling passes (`strata_runtime::schedule`): the verifier holds after each
//! pass, `--dump-after` prints the split graph, unknown pass names are refused, the memory plan
//! follows its formulas, and — the point of the split — the scheduled graph computes the same
//! bits as the plan's graph on every synth preset, prompt and decode, on both executors, whatever
//! the residency says. CAR is wired where the design puts it: decode steps only.

mod runtime_support;

use std::path::{Path, PathBuf};

use runtime_support::{Arch, Spec, build};
use strata_ir::GgmlType;
use strata_ir::graph::Graph;
use strata_ir::op::Op;
use strata_ir::plan::Plan;
use strata_runtime::device::ledger::{LedgerConfig, round_alloc};
use strata_runtime::device::spec::DeviceSpec;
use strata_runtime::engine::{Engine, EngineOptions, ExecutorKind};
use strata_runtime::exec::graph::{Ctx, Program};
use strata_runtime::exec::{
    Backend, ExpertHooks, FastBackend, NoExperts, Outputs, ReferenceBackend, run_batch,
};
use strata_runtime::kv::KvCache;
use strata_runtime::schedule::memory::plan_memory;
use strata_runtime::schedule::{
    LOADED, PASSES, ScheduleOptions, check_dump_point, dump_points, run, run_with_dump,
};

const PRESETS: [&str; 3] = ["tiny-qwen3moe", "tiny-qwen2moe", "tiny-mixtral"];
const PROMPT: [u32; 6] = [1, 17, 300, 42, 5, 511];
const DECODE: [u32; 4] = [7, 99, 250, 3];

/// `stratac synth --preset P` compiled to a host plan in `dir`.
fn synth_plan(dir: &Path, preset: &str, quant: &str) -> PathBuf {
    let gguf = dir.join(format!("{preset}.gguf"));
    let out = strata_tests::run_bin(
        "stratac",
        &[
            "synth",
            "--preset",
            preset,
            "--seed",
            "11",
            "--quant",
            quant,
            "-o",
            gguf.to_str().unwrap(),
        ],
    );
    assert!(
        out.status.success(),
        "synth {preset}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let plan = dir.join(format!("{preset}.plan"));
    strata_tests::compile_host_plan(&gguf, &plan);
    plan
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

fn count(graph: &Graph, pick: impl Fn(&Op) -> bool) -> usize {
    graph
        .node_ids()
        .into_iter()
        .filter(|&id| graph.node(id).is_some_and(|n| pick(&n.op)))
        .count()
}

fn bits(v: &[f32]) -> Vec<u32> {
    v.iter().map(|x| x.to_bits()).collect()
}

/// The test's prompt and decode tokens, inside `e`'s vocabulary.
fn tokens(e: &Engine) -> (Vec<u32>, Vec<u32>) {
    let n = e.n_vocab() as u32;
    (
        PROMPT.iter().map(|t| t % n).collect(),
        DECODE.iter().map(|t| t % n).collect(),
    )
}

/// The plan's own graph (still holding `moe_ffn`) run directly, as the executor ran every plan
/// before the scheduling passes existed: the prompt's rows, then one row per decode step.
fn unscheduled_rows(e: &Engine, backend: &dyn Backend) -> Vec<f32> {
    let (prompt, decode_tokens) = tokens(e);
    let graph = &e.plan().graph;
    assert!(count(graph, |op| matches!(op, Op::MoeFfn { .. })) > 0);
    let program = Program::new(graph).unwrap();
    let c = e.config();
    let mut kv = KvCache::new(
        e.kv_type(),
        c.n_layer as usize,
        (c.n_head_kv * c.head_dim) as usize,
        e.n_ctx(),
    );
    let mut rows = Vec::new();
    let mut pos = 0;
    for (tokens, decode) in std::iter::once((&prompt[..], false)).chain(
        decode_tokens
            .iter()
            .map(|t| (std::slice::from_ref(t), true)),
    ) {
        let mut ctx = Ctx {
            graph,
            program: &program,
            weights: e.weights(),
            backend,
            kv: &mut kv,
            experts: &mut NoExperts,
            decode,
        };
        let outputs = if decode { Outputs::Last } else { Outputs::All };
        rows.extend(run_batch(&mut ctx, tokens, pos, outputs).unwrap());
        pos += tokens.len();
    }
    rows
}

/// The engine (scheduled graph) on the same prompt and decode steps, with `hooks`.
fn scheduled_rows(e: &Engine, hooks: &mut dyn ExpertHooks) -> Result<Vec<f32>, String> {
    let (prompt, decode) = tokens(e);
    let mut s = e.new_session();
    let mut rows = e
        .eval_with(&mut s, &prompt, Outputs::All, false, hooks)
        .map_err(|e| e.to_string())?;
    for &t in &decode {
        rows.extend(
            e.eval_with(&mut s, &[t], Outputs::Last, true, hooks)
                .map_err(|e| e.to_string())?,
        );
    }
    Ok(rows)
}

/// One hook call, as recorded.
#[derive(Debug, Clone, PartialEq)]
enum Call {
    Car {
        layer: u32,
        rows: usize,
        pos: Vec<i32>,
    },
    Observe {
        layer: u32,
        decode: bool,
        router: Vec<i32>,
        fin: Vec<i32>,
    },
}

/// Whether expert (layer, expert) is resident.
type Residency = fn(u32, u32) -> bool;

/// Test hooks: a scripted residency, an optional CAR rewrite, and a log of every call.
struct Scripted {
    resident: Residency,
    car: Option<fn(&mut [i32])>,
    calls: Vec<Call>,
}

impl Scripted {
    fn new(resident: Residency) -> Self {
        Self {
            resident,
            car: None,
            calls: Vec::new(),
        }
    }
}

impl ExpertHooks for Scripted {
    fn car(&mut self, layer: u32, logits: &[f32], ids: &mut [i32], k: usize, pos: &[i32]) {
        assert_eq!(ids.len(), pos.len() * k);
        assert_eq!(logits.len() % pos.len(), 0);
        self.calls.push(Call::Car {
            layer,
            rows: pos.len(),
            pos: pos.to_vec(),
        });
        if let Some(f) = self.car {
            f(ids);
        }
    }
    fn is_resident(&self, layer: u32, expert: u32) -> bool {
        (self.resident)(layer, expert)
    }
    fn observe(
        &mut self,
        layer: u32,
        decode: bool,
        router_ids: &[i32],
        final_ids: &[i32],
        _logits: &[f32],
        _k: usize,
    ) {
        self.calls.push(Call::Observe {
            layer,
            decode,
            router: router_ids.to_vec(),
            fin: final_ids.to_vec(),
        });
    }
}

fn half_resident(layer: u32, expert: u32) -> bool {
    (layer + expert).is_multiple_of(2)
}

fn all_host(_: u32, _: u32) -> bool {
    false
}

fn all_resident(_: u32, _: u32) -> bool {
    true
}

/// A CAR rewrite: every pick moves to the next of 8 experts.
fn shift_picks(ids: &mut [i32]) {
    for id in ids.iter_mut() {
        *id = (*id + 1) % 8;
    }
}

/// A broken CAR: writes an id no layer has.
fn out_of_range(ids: &mut [i32]) {
    ids[0] = 99;
}

/// The crucial property: on every synth preset, with both executors, the scheduled graph gives
/// the plan graph's logits bit for bit, for a multi-token prompt and decode steps, with no
/// residency, with half the experts on the host side, and with every expert on the host side.
#[test]
fn scheduled_graph_is_bit_identical_on_every_preset() {
    let dir = strata_tests::scratch();
    for preset in PRESETS {
        let plan = synth_plan(dir.path(), preset, "Q8_0");
        for executor in [ExecutorKind::Reference, ExecutorKind::Fast] {
            let e = engine(&plan, executor);
            let backend: Box<dyn Backend> = match executor {
                ExecutorKind::Reference => Box::new(ReferenceBackend),
                ExecutorKind::Fast => Box::new(FastBackend::new(3).unwrap()),
            };
            let want = unscheduled_rows(&e, backend.as_ref());
            assert_eq!(
                want.len(),
                (PROMPT.len() + DECODE.len()) * e.n_vocab(),
                "{preset}"
            );
            // The engine's own path (eval for the prompt, decode_step per token).
            let (prompt, decode) = tokens(&e);
            let mut s = e.new_session();
            let mut got = e.eval(&mut s, &prompt, Outputs::All).unwrap();
            for &t in &decode {
                got.extend(e.decode_step(&mut s, t).unwrap());
            }
            assert!(
                bits(&got) == bits(&want),
                "{preset} {executor:?}: no residency"
            );
            let cases: [(&str, Residency); 3] = [
                ("half resident", half_resident),
                ("all host", all_host),
                ("all resident", all_resident),
            ];
            for (what, resident) in cases {
                let mut hooks = Scripted::new(resident);
                let got = scheduled_rows(&e, &mut hooks).unwrap();
                assert!(bits(&got) == bits(&want), "{preset} {executor:?}: {what}");
            }
        }
    }
}

/// The same on the hand-built test models, in K-quants and F32, with other expert counts than
/// the synth presets. With k = 2 any order of the two additions gives the same bits (`a + b =
/// b + a`), so the models with k = 3 and k = 5 are the ones that prove the combine keeps the
/// router's slot order when the picks of a token are split between the sides.
#[test]
fn scheduled_graph_is_bit_identical_on_test_models() {
    for (arch, ty, n_expert, k) in [
        (Arch::Qwen3Moe, GgmlType::Q4K, 4, 2),
        (Arch::Qwen2Moe, GgmlType::F32, 6, 3),
        (Arch::Mixtral, GgmlType::Q6K, 8, 5),
        (Arch::Qwen3Moe, GgmlType::Q8_0, 8, 3),
    ] {
        let dir = strata_tests::scratch();
        let spec = Spec {
            n_expert,
            k,
            ..Spec::small(arch, ty)
        };
        let (plan, _) = build(dir.path(), &spec);
        for executor in [ExecutorKind::Reference, ExecutorKind::Fast] {
            let e = engine(&plan, executor);
            let backend: Box<dyn Backend> = match executor {
                ExecutorKind::Reference => Box::new(ReferenceBackend),
                ExecutorKind::Fast => Box::new(FastBackend::new(2).unwrap()),
            };
            let want = unscheduled_rows(&e, backend.as_ref());
            for resident in [half_resident as Residency, all_host] {
                let got = scheduled_rows(&e, &mut Scripted::new(resident)).unwrap();
                assert!(
                    bits(&got) == bits(&want),
                    "{arch:?} {ty} k={k} {executor:?}"
                );
            }
        }
    }
}

/// The hooks are called where the design says: CAR on decode steps only, once per MoE layer,
/// with the rows' positions; `observe` on every batch with the router's picks and the final
/// ones. A CAR hook that rewrites picks changes the decode rows and nothing else, and
/// `observe` sees the rewrite while the router's own picks stay as they were.
#[test]
fn car_runs_on_decode_steps_only() {
    let dir = strata_tests::scratch();
    let plan = synth_plan(dir.path(), "tiny-qwen3moe", "Q8_0");
    let e = engine(&plan, ExecutorKind::Reference);
    let n_layer = e.config().n_layer;
    let n_expert = e.config().n_expert as i32;
    let mut hooks = Scripted::new(half_resident);
    let base = scheduled_rows(&e, &mut hooks).unwrap();
    let cars: Vec<_> = hooks
        .calls
        .iter()
        .filter(|c| matches!(c, Call::Car { .. }))
        .cloned()
        .collect();
    let mut want = Vec::new();
    for (i, _) in DECODE.iter().enumerate() {
        for layer in 0..n_layer {
            want.push(Call::Car {
                layer,
                rows: 1,
                pos: vec![(PROMPT.len() + i) as i32],
            });
        }
    }
    assert_eq!(cars, want);
    let observed: Vec<(u32, bool)> = hooks
        .calls
        .iter()
        .filter_map(|c| match c {
            Call::Observe {
                layer,
                decode,
                router,
                fin,
            } => {
                assert_eq!(router, fin, "nothing was substituted");
                Some((*layer, *decode))
            }
            Call::Car { .. } => None,
        })
        .collect();
    let mut want = Vec::new();
    for decode in std::iter::once(false).chain(DECODE.iter().map(|_| true)) {
        want.extend((0..n_layer).map(|l| (l, decode)));
    }
    assert_eq!(observed, want);

    // A rewriting CAR: every pick moves to the next expert.
    let mut hooks = Scripted::new(half_resident);
    hooks.car = Some(shift_picks);
    assert_eq!(n_expert, 8, "the rewrite above assumes 8 experts");
    let moved = scheduled_rows(&e, &mut hooks).unwrap();
    let n_vocab = e.n_vocab();
    let prompt_rows = PROMPT.len() * n_vocab;
    assert!(
        bits(&moved[..prompt_rows]) == bits(&base[..prompt_rows]),
        "CAR must not touch the prompt"
    );
    assert!(
        bits(&moved[prompt_rows..]) != bits(&base[prompt_rows..]),
        "a CAR rewrite must reach the decode rows"
    );
    for c in &hooks.calls {
        if let Call::Observe {
            decode: true,
            router,
            fin,
            ..
        } = c
        {
            let shifted: Vec<i32> = router.iter().map(|&r| (r + 1) % 8).collect();
            assert_eq!(fin, &shifted);
        }
    }

    // A CAR that writes an id outside the layer's experts is an error, not a bad read.
    let mut hooks = Scripted::new(half_resident);
    hooks.car = Some(out_of_range);
    let err = scheduled_rows(&e, &mut hooks).unwrap_err();
    assert!(err.contains("expert id 99"), "{err}");
}

/// The verifier holds after every pass (checked here independently of the one `run` applies),
/// each pass does what it says, and the weight table is untouched.
#[test]
fn passes_verify_and_rewrite_as_documented() {
    let dir = strata_tests::scratch();
    let plan_path = synth_plan(dir.path(), "tiny-qwen2moe", "Q8_0");
    let plan = Plan::read(&plan_path).unwrap();
    let n_layer = plan.config.n_layer as usize;
    let mut seen = Vec::new();
    let schedule = run(&plan, &ScheduleOptions::default(), |name, g| {
        strata_ir::verify::verify(g).unwrap_or_else(|e| panic!("after {name}: {e}"));
        let moe = count(g, |op| matches!(op, Op::MoeFfn { .. }));
        let split = count(g, |op| matches!(op, Op::ExpertSplit { .. }));
        let ffn = count(g, |op| matches!(op, Op::ExpertFfn { .. }));
        let combine = count(g, |op| matches!(op, Op::ExpertCombine { .. }));
        let car = count(g, |op| matches!(op, Op::CarRoute { .. }));
        let want = match name {
            "plan" => (n_layer, 0, 0, 0, 0),
            "split-experts" => (0, n_layer, 2 * n_layer, n_layer, 0),
            _ => (0, n_layer, 2 * n_layer, n_layer, n_layer),
        };
        assert_eq!((moe, split, ffn, combine, car), want, "after {name}");
        assert_eq!(g.weights(), plan.graph.weights(), "after {name}");
        seen.push(name.to_string());
        Ok(())
    })
    .unwrap();
    assert_eq!(seen, dump_points());
    assert_eq!(
        dump_points(),
        std::iter::once(LOADED)
            .chain(PASSES.iter().map(|p| p.name))
            .collect::<Vec<_>>()
    );
    for name in ["split-experts", "car", "memory-plan"] {
        assert!(dump_points().contains(&name), "{name}");
    }
    // The CAR node reads the router's raw logits (the router's input) and its picks.
    let g = &schedule.graph;
    for id in g.node_ids() {
        let node = g.node(id).unwrap();
        if let Op::CarRoute { .. } = node.op {
            let router = g.node(g.producer(node.inputs[1]).unwrap()).unwrap();
            assert!(matches!(router.op, Op::RouterTopK { .. }));
            assert_eq!(router.inputs[0], node.inputs[0]);
            let split = g.users(node.outputs[0]);
            assert_eq!(split.len(), 1);
            assert!(matches!(
                g.node(split[0]).unwrap().op,
                Op::ExpertSplit { .. }
            ));
        }
    }
}

#[test]
fn dump_after_prints_the_graph_and_unknown_passes_are_refused() {
    let dir = strata_tests::scratch();
    let (plan_path, _) = build(dir.path(), &Spec::small(Arch::Mixtral, GgmlType::F32));
    let plan = Plan::read(&plan_path).unwrap();
    let opts = ScheduleOptions::cpu(64);
    let (_, text) = run_with_dump(&plan, &opts, Some("plan")).unwrap();
    assert_eq!(
        text.unwrap(),
        strata_ir::text::to_text(&plan.graph, &plan.config.arch).unwrap()
    );
    let (_, text) = run_with_dump(&plan, &opts, Some("split-experts")).unwrap();
    let text = text.unwrap();
    assert!(!text.contains("moe_ffn"), "{text}");
    assert!(!text.contains("car_route"), "{text}");
    for needle in [
        "expert_split(",
        "side=resident",
        "side=host",
        "expert_combine(",
    ] {
        assert!(text.contains(needle), "{needle} not in\n{text}");
    }
    let (_, text) = run_with_dump(&plan, &opts, Some("car")).unwrap();
    assert!(text.unwrap().contains("car_route("));
    let (_, none) = run_with_dump(&plan, &opts, None).unwrap();
    assert!(none.is_none());
    for bad in ["nope", "", "CAR", "lower", "dce"] {
        let e = run_with_dump(&plan, &opts, Some(bad))
            .unwrap_err()
            .to_string();
        assert!(e.contains(&format!("`{bad}`")), "{e}");
        assert!(e.contains("plan, split-experts, car, memory-plan"), "{e}");
        assert!(check_dump_point(bad).is_err());
    }
}

/// The memory plan's numbers follow the formulas of `schedule::memory`.
#[test]
fn memory_plan_follows_its_formulas() {
    let dir = strata_tests::scratch();
    let spec = Spec::small(Arch::Qwen2Moe, GgmlType::Q8_0);
    let (plan_path, _) = build(dir.path(), &spec);
    let plan = Plan::read(&plan_path).unwrap();
    let graph = run(&plan, &ScheduleOptions::cpu(256), |_, _| Ok(()))
        .unwrap()
        .graph;
    let gpu = |ledger: Option<LedgerConfig>, slots: Option<u64>| ScheduleOptions {
        device: DeviceSpec::Cuda(0),
        ledger,
        expert_slots: slots,
        n_ctx: Some(256),
        kv: None,
    };
    let g = plan_memory(&plan, &graph, &gpu(None, None)).unwrap();
    let c = plan_memory(&plan, &graph, &ScheduleOptions::cpu(256)).unwrap();
    let (nl, row) = (
        u64::from(spec.n_layer),
        u64::from(spec.n_head_kv * spec.head_dim),
    );
    // KV: f16 per layer K and V on both (rounded to the ledger's unit on the device only).
    assert_eq!(g.kv_bytes, nl * 2 * round_alloc(256 * row * 2));
    assert_eq!(c.kv_bytes, nl * 2 * 256 * row * 2);
    assert_eq!((g.kv_dtype, c.kv_dtype), ("f16", "f16"));
    // Dense: every non-expert tensor but the embedding on the device, rounded; all of them,
    // exact, on the host.
    let dense: Vec<_> = plan
        .tensors
        .iter()
        .filter(|t| !t.name.contains("_exps"))
        .collect();
    let on_device: u64 = dense
        .iter()
        .filter(|t| t.name != "token_embd.weight")
        .map(|t| round_alloc(t.n_bytes))
        .sum();
    assert_eq!(g.dense_bytes, on_device);
    assert_eq!(c.dense_bytes, dense.iter().map(|t| t.n_bytes).sum::<u64>());
    // One slot = one expert's three slabs.
    let slab: u64 = plan
        .tensors
        .iter()
        .filter(|t| t.name.starts_with("blk.0.") && t.name.contains("_exps"))
        .map(|t| t.n_bytes / u64::from(spec.n_expert))
        .sum();
    assert_eq!(c.expert_slot_bytes, slab);
    assert_eq!(g.expert_slot_bytes, round_alloc(slab));
    assert_eq!(g.experts_total, nl * u64::from(spec.n_expert));
    assert_eq!(g.n_moe_layers, nl);
    // Workspace parts are whole allocations. The GPU's is one row (its executor runs prompts
    // through the decode step), with no prompt-GEMM staging or BLAS workspace yet; the CPU's is
    // a prompt chunk, without split-K partials.
    let w = g.workspace;
    for part in [w.activations, w.ffn, w.attention, w.staging, w.gemm] {
        assert_eq!(part % (64 << 10), 0);
    }
    assert_eq!(strata_runtime::schedule::memory::GPU_BATCH_ROWS, 1);
    assert_eq!((w.staging, w.gemm), (0, 0));
    assert!(w.activations < c.workspace.activations);
    assert_eq!((c.workspace.staging, c.workspace.gemm), (0, 0));
    // Everything fits the default budget: every expert gets a slot; the CPU holds them all.
    assert!(g.fits && c.fits);
    assert_eq!(g.expert_slots, g.experts_total);
    assert_eq!(c.expert_slots, c.experts_total);
    assert_eq!(c.ledger, None);
    assert_eq!(g.ledger, Some(LedgerConfig::default()));
    g.check().unwrap();

    // A budget that leaves room for a few slots gets exactly those.
    let base = g.base_bytes();
    let budget_mib = 1280 + (base + 3 * g.expert_slot_bytes).div_ceil(1 << 20);
    let r = plan_memory(
        &plan,
        &graph,
        &gpu(Some(LedgerConfig::with_budget_mib(budget_mib)), None),
    )
    .unwrap();
    let tracked = r.tracked_bytes().unwrap();
    assert_eq!(r.expert_slots, (tracked - base) / g.expert_slot_bytes);
    assert!(r.expert_slots >= 3 && r.expert_slots < r.experts_total);
    assert!(r.fits);
    // Asking for more than that is reported as not fitting, and check() names both numbers.
    let n = r.expert_slots + 1;
    let over = plan_memory(
        &plan,
        &graph,
        &gpu(Some(LedgerConfig::with_budget_mib(budget_mib)), Some(n)),
    )
    .unwrap();
    assert!(!over.fits);
    assert_eq!(over.expert_slots, n);
    let e = over.check().unwrap_err().to_string();
    assert!(e.contains(&format!("--expert-slots {n}")), "{e}");
    assert!(e.contains(&(n * g.expert_slot_bytes).to_string()), "{e}");
    assert!(e.contains(&(tracked - base).to_string()), "{e}");
    // A budget below dense + KV + workspace does not fit at all.
    let tiny = plan_memory(
        &plan,
        &graph,
        &gpu(Some(LedgerConfig::with_budget_mib(1281)), None),
    )
    .unwrap();
    assert!(!tiny.fits);
    assert_eq!(tiny.expert_slots, 0);
    let e = tiny.check().unwrap_err().to_string();
    assert!(e.contains(&format!("({base} bytes)")), "{e}");
    assert!(e.contains(&format!("({} bytes)", 1u64 << 20)), "{e}");
    // Refusals: more slots than experts, a budget for the CPU, a budget leaving nothing, n_ctx 0.
    let e = plan_memory(&plan, &graph, &gpu(None, Some(g.experts_total + 1))).unwrap_err();
    assert!(e.to_string().contains("more than the model's"), "{e}");
    let mut cpu = ScheduleOptions::cpu(256);
    cpu.ledger = Some(LedgerConfig::default());
    assert!(plan_memory(&plan, &graph, &cpu).is_err());
    assert!(
        plan_memory(
            &plan,
            &graph,
            &gpu(Some(LedgerConfig::with_budget_mib(1280)), None)
        )
        .is_err()
    );
    assert!(plan_memory(&plan, &graph, &ScheduleOptions::cpu(0)).is_err());
    // `auto` on a host plan is the CPU; the default context is the engine's.
    let auto = plan_memory(&plan, &graph, &ScheduleOptions::default()).unwrap();
    assert_eq!(auto.device, DeviceSpec::Cpu);
    assert_eq!(
        auto.n_ctx,
        strata_runtime::engine::default_n_ctx(&plan.config) as u64
    );
}
