//! The GPU prompt step as data, on CI: for every tiny model family and weight type the
//! builder turns the plan into GEMMs, launches and one MoE host point per layer, lays its arena
//! out alike for every chunk length (so one arena serves 1, 3, 50 or `cap` rows), shapes every
//! GEMM as `[rows × k] · [n × k]ᵀ`, passes launches the plan's parameter lists, and refuses a
//! plan without the prompt kernels by name instead of running something else.

use std::path::Path;

use strata_runtime::device::GemmType;
use strata_runtime::exec::gpu::prompt::{PStep, PromptSchedule};
use strata_runtime::exec::gpu::schedule::Schedule;
use strata_runtime::loader::LoadedModel;

fn model(dir: &Path, preset: &str, quant: Option<&str>) -> LoadedModel {
    let gguf = dir.join(format!("{preset}.gguf"));
    let plan = dir.join(format!("{preset}.plan"));
    let mut synth = vec!["synth", "--preset", preset, "-o", gguf.to_str().unwrap()];
    if let Some(q) = quant {
        synth.extend(["--quant", q]);
    }
    for args in [
        synth,
        vec![
            "compile",
            gguf.to_str().unwrap(),
            "--arch",
            "host,sm_90",
            "-o",
            plan.to_str().unwrap(),
        ],
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

fn check(preset: &str, quant: Option<&str>) {
    let dir = tempfile::tempdir().unwrap();
    let m = model(dir.path(), preset, quant);
    let plan = &m.plan;
    let dec = Schedule::decode(plan, "sm_90", 128).expect("decode schedule");
    let cap = 64;
    let full = PromptSchedule::build(plan, &dec, cap, cap, 4).expect("prompt schedule");
    let moe_layers = strata_runtime::exec::gpu::moe_layers(plan)
        .iter()
        .filter(|&&x| x)
        .count();
    for rows in [1usize, 3, 50, cap] {
        let s = PromptSchedule::build(plan, &dec, rows, cap, 4)
            .unwrap_or_else(|e| panic!("{preset} {quant:?} {rows} rows: {e}"));
        assert_eq!(
            s.buffers, full.buffers,
            "{preset}: arena differs at {rows} rows"
        );
        let names: Vec<&str> = s.kernels.iter().map(|k| k.name.as_str()).collect();
        let full_names: Vec<&str> = full.kernels.iter().map(|k| k.name.as_str()).collect();
        assert_eq!(
            names, full_names,
            "{preset}: kernel order differs at {rows} rows"
        );
        let mut gemms = 0;
        let mut moes = 0;
        let mut heads = 0;
        for st in &s.steps {
            match st {
                PStep::Gemm(g) => {
                    gemms += 1;
                    let sh = g.shape;
                    assert_eq!(sh.m as usize, rows, "{}: m", g.what);
                    assert!(
                        sh.lda >= sh.k && sh.ldb >= sh.k && sh.ldc >= sh.n,
                        "{}",
                        g.what
                    );
                    // F32 weights multiply f32 activations; every other type runs in f16.
                    let wty = plan.graph.weight(g.weight).ty;
                    let want = if wty == strata_ir::GgmlType::F32 {
                        GemmType::F32
                    } else {
                        GemmType::F16
                    };
                    assert_eq!(sh.ab_type, want, "{}", g.what);
                    let shape = &plan.graph.weight(g.weight).shape;
                    let (rows_w, cols_w) = (shape.get(1).copied().unwrap_or(1), shape[0]);
                    assert_eq!((sh.n as u64, sh.k as u64), (rows_w, cols_w), "{}", g.what);
                }
                PStep::Moe(mg) => {
                    moes += 1;
                    assert!(mg.k >= 1 && mg.k <= mg.n_expert);
                    assert!(mg.chunk_experts >= 1 && mg.chunk_experts <= 4);
                }
                PStep::Head(h) => {
                    heads += 1;
                    assert_eq!(h.rows, plan.config.n_vocab as usize);
                }
                PStep::Launch(l) => {
                    assert!(!l.grid.contains(&0), "{}: empty grid", l.what);
                    let kname = &s.kernels[l.kernel].name;
                    if kname == "strata_attn_prefill_f16kv" {
                        // One block row per tile of 4 query rows.
                        assert_eq!(
                            l.grid[1] as usize,
                            rows.div_ceil(4),
                            "one block row per 4 tokens"
                        );
                    }
                    if kname == "strata_attn_prefill_mma_f16kv" {
                        // One block per KV head and 64 (token, query head) pairs.
                        let (nh, nkv) = (plan.config.n_head, plan.config.n_head_kv);
                        let group = (nh / nkv) as usize;
                        assert_eq!(
                            l.grid,
                            [nkv, (rows * group).div_ceil(64) as u32, 1],
                            "{}: the matrix-unit attention's grid",
                            l.what
                        );
                    }
                }
            }
        }
        assert!(gemms > 0, "{preset}: no GEMMs");
        assert_eq!(moes, moe_layers, "{preset}: one host point per MoE layer");
        assert_eq!(heads, 1);
        // sm_90 has the f16 matrix instruction: the plain layers' prompt attention is the
        // matrix-unit kernel, and the f32 one is not launched.
        assert!(
            names.contains(&"strata_attn_prefill_mma_f16kv"),
            "{preset}: {names:?}"
        );
        assert!(
            !names.contains(&"strata_attn_prefill_f16kv"),
            "{preset}: {names:?}"
        );
    }
    // The dump names every step.
    let text = full.to_string();
    assert!(text.contains("prompt schedule for sm_90"), "{text}");
    assert!(text.lines().count() > full.steps.len());
    // More rows than the arena holds, or none, are refused.
    assert!(PromptSchedule::build(plan, &dec, cap + 1, cap, 4).is_err());
    assert!(PromptSchedule::build(plan, &dec, 0, cap, 4).is_err());
}

#[test]
fn every_family_and_type_builds_a_prompt_step() {
    for (preset, quant) in [
        ("tiny-qwen3moe", None),
        ("tiny-qwen3moe", Some("Q4_K")),
        ("tiny-qwen2moe", Some("Q8_0")),
        ("tiny-mixtral", None),
        ("tiny-olmoe", Some("Q4_K")),
    ] {
        check(preset, quant);
    }
}

#[test]
fn a_plan_without_the_prompt_kernels_is_refused_by_name() {
    let dir = tempfile::tempdir().unwrap();
    let m = model(dir.path(), "tiny-qwen3moe", None);
    let mut plan = m.plan.clone();
    plan.kernels.retain(|k| {
        k.name != "strata_attn_prefill_f16kv" && k.name != "strata_attn_prefill_mma_f16kv"
    });
    let dec = Schedule::decode(&plan, "sm_90", 64).expect("decode still builds");
    let err = PromptSchedule::build(&plan, &dec, 8, 16, 4).unwrap_err();
    assert!(
        err.to_string().contains("strata_attn_prefill_f16kv"),
        "{err}"
    );
}

/// A plan without the matrix-unit attention (one compiled before it, or for a target without
/// the instruction) runs the f32 prompt attention with its own grid.
#[test]
fn a_plan_without_the_matrix_unit_attention_takes_the_f32_one() {
    let dir = tempfile::tempdir().unwrap();
    let m = model(dir.path(), "tiny-qwen3moe", None);
    let mut plan = m.plan.clone();
    plan.kernels
        .retain(|k| !k.name.starts_with("strata_attn_prefill_mma_"));
    let dec = Schedule::decode(&plan, "sm_90", 64).expect("decode schedule");
    let s = PromptSchedule::build(&plan, &dec, 7, 16, 4).expect("prompt schedule");
    let names: Vec<&str> = s.kernels.iter().map(|k| k.name.as_str()).collect();
    assert!(names.contains(&"strata_attn_prefill_f16kv"), "{names:?}");
    for st in &s.steps {
        if let PStep::Launch(l) = st
            && s.kernels[l.kernel].name == "strata_attn_prefill_f16kv"
        {
            assert_eq!(l.grid, [plan.config.n_head, 2, 1], "{}", l.what);
        }
    }
}

#[test]
fn with_an_expert_cache_the_experts_come_from_the_cache() {
    let dir = tempfile::tempdir().unwrap();
    let m = model(dir.path(), "tiny-qwen3moe", Some("Q4_K"));
    let dec = Schedule::decode_with(
        &m.plan,
        "sm_90",
        64,
        strata_runtime::exec::gpu::schedule::ExpertPlacement::Cache,
    )
    .expect("cached decode schedule");
    let s = PromptSchedule::build(&m.plan, &dec, 8, 16, 4).expect("cached prompt step");
    let points: Vec<usize> = s
        .steps
        .iter()
        .filter_map(|st| match st {
            PStep::Moe(mg) => {
                assert!(
                    mg.mats
                        .iter()
                        .all(|x| x.weight.is_none() && x.dequant.is_some()),
                    "layer {}: cached experts are read from slots or the bus",
                    mg.layer
                );
                Some(mg.point)
            }
            _ => None,
        })
        .collect();
    let n = points.len();
    assert!(n > 0);
    assert_eq!(points, (0..n).collect::<Vec<_>>(), "points in layer order");
}
