//! The GPU path on a machine without a GPU (CI): device errors are one clean line with exit 1,
//! plans without code objects for the device are refused by name, `auto` falls back to the
//! CPU, and the decode schedule of an sm_90 plan is built, checked against the plan's kernel
//! ABI and printed without touching a device. (The cpu-vs-cuda comparison itself runs on the
//! lent H200 through `tools/device/gpu-check.sh`; CI cannot run it.)

use std::path::Path;
use std::process::Output;

use strata_ir::plan::{ParamType, Plan};
use strata_runtime::exec::gpu::schedule::{
    ATTN_CHUNK, Arena, Arg, ExpertPlacement, Fusions, Schedule,
};
use strata_runtime::kv::KvType;

/// The decode schedule with every optional fusion on (placement and KV as by default).
fn fused(plan: &Plan, n_ctx: usize, placement: ExpertPlacement) -> Schedule {
    Schedule::decode_fused(plan, "sm_90", n_ctx, placement, KvType::F16, Fusions::all())
        .expect("fused schedule")
}

fn ok(out: &Output) -> String {
    assert!(
        out.status.success(),
        "failed ({}):\n{}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Exit 1, one `error:` line, no panic.
fn clean_error(out: &Output, needle: &str) {
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "stderr: {err}");
    assert!(!err.contains("panicked"), "{err}");
    let lines: Vec<&str> = err.lines().filter(|l| l.starts_with("error:")).collect();
    assert_eq!(lines.len(), 1, "{err}");
    assert!(lines[0].contains(needle), "wanted {needle:?} in {err}");
}

fn plan_for(dir: &Path, preset: &str, quant: &str, arch: &str) -> String {
    let model = dir.join(format!("{preset}-{quant}.gguf"));
    let m = model.to_str().unwrap();
    if !model.exists() {
        ok(&strata_tests::run_bin(
            "stratac",
            &["synth", "--preset", preset, "--quant", quant, "-o", m],
        ));
    }
    let plan = dir.join(format!("{preset}-{quant}-{}.plan", arch.replace(',', "_")));
    let p = plan.to_str().unwrap().to_string();
    ok(&strata_tests::run_bin(
        "stratac",
        &["compile", m, "--arch", arch, "-o", &p],
    ));
    p
}

fn run_gen(plan: &str, device: &str) -> Output {
    strata_tests::run_bin(
        "strata-rt",
        &[
            "generate",
            plan,
            "--prompt-tokens",
            "1,2,3",
            "--max-tokens",
            "2",
            "--temperature",
            "0",
            "--device",
            device,
        ],
    )
}

/// Whether this stratac generates GPU kernels (the LLVM feature).
fn has_kernels(plan: &str) -> bool {
    !Plan::read(Path::new(plan)).unwrap().kernels.is_empty()
}

#[test]
fn device_errors_are_one_line_and_exit_1() {
    let dir = tempfile::tempdir().unwrap();
    let host = plan_for(dir.path(), "tiny-qwen3moe", "F32", "host");
    clean_error(&run_gen(&host, "cuda:0"), "recompile with --arch sm_90");
    clean_error(&run_gen(&host, "hip:0"), "recompile with --arch gfx1101");
    clean_error(&run_gen(&host, "gpu"), "auto, cpu, cuda");
    // auto on a host plan: the CPU, silently.
    ok(&run_gen(&host, "auto"));
    let gpu = plan_for(dir.path(), "tiny-qwen3moe", "F32", "host,sm_90,gfx1101");
    assert!(has_kernels(&gpu), "stratac built without LLVM kernels");
    if !strata_runtime::device::gpu_present(strata_runtime::device::DeviceSpec::Cuda(0)) {
        clean_error(&run_gen(&gpu, "cuda:0"), "cuda:0");
        // auto with no GPU: the CPU, and one line saying so.
        let out = run_gen(&gpu, "auto");
        ok(&out);
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("running on the CPU"), "{err}");
    }
    clean_error(&run_gen(&gpu, "hip:0"), "built without the hip feature");
    // A budget that leaves nothing is refused before any device is opened.
    let on_hip = |memory: &[&str]| {
        let mut args = vec![
            "generate",
            &gpu,
            "--prompt-tokens",
            "1",
            "--device",
            "hip:0",
        ];
        args.extend_from_slice(memory);
        strata_tests::run_bin("strata-rt", &args)
    };
    let out = on_hip(&["--vram-budget-mib", "100"]);
    assert_eq!(out.status.code(), Some(1));
    // So is a reserve that takes the whole budget, and the message names the reserve.
    let out = on_hip(&["--vram-budget-mib", "4096", "--vram-reserve-mib", "3840"]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("reserve 3840 MiB"), "{err}");
}

/// Builds the decode schedule for each preset's sm_90 plan without a GPU and checks every
/// launch against the plan's record of its kernel.
#[test]
fn decode_schedule_matches_the_plan_abi() {
    let dir = tempfile::tempdir().unwrap();
    for (preset, quant) in [
        ("tiny-qwen3moe", "Q8_0"),
        ("tiny-qwen2moe", "F16"),
        ("tiny-mixtral", "Q4_K"),
    ] {
        let p = plan_for(dir.path(), preset, quant, "host,sm_90");
        let plan = Plan::read(Path::new(&p)).unwrap();
        let n_ctx = 300;
        let s = fused(&plan, n_ctx, ExpertPlacement::Resident);
        let cfg = &plan.config;
        // Per layer at least: q/k/v (stacked), o, ropes + kv store, split + combine, 2 add +
        // norms, router matvec + top-k, gate+up, swiglu + down, combine.
        assert!(
            s.launches.len() >= cfg.n_layer as usize * 10,
            "{preset}: {} launches",
            s.launches.len()
        );
        let n_layer = cfg.n_layer as usize;
        let count = |name: &str| {
            s.launches
                .iter()
                .filter(|l| s.kernel_name(l) == name)
                .count()
        };
        // Both residual adds of every layer run fused with the norm that reads their sum (the
        // next layer's attention norm, the FFN norm, the output norm); only the first layer's
        // attention norm (of the embedding) stays a plain rmsnorm (the per-head q/k norms run
        // inside the rope launch where the model has them).
        assert_eq!(
            count("strata_add_rmsnorm_f32") + count("strata_moe_combine_add_rmsnorm_f32"),
            2 * n_layer,
            "{preset}"
        );
        // The MoE combine is a launch of its own by default (the one-block fused combine + add
        // + norm measured slower; `STRATA_GPU_FUSE_COMBINE=1` folds it where the layer's output
        // goes straight into the residual add).
        let folded = 0;
        assert_eq!(
            count("strata_moe_combine_add_rmsnorm_f32"),
            folded,
            "{preset}"
        );
        assert_eq!(
            count("strata_moe_combine_f32"),
            n_layer - folded,
            "{preset}"
        );
        // RoPE of q and k and the KV store (and the q/k head norms before them): one launch
        // per layer.
        let fused_rope = count("strata_rope_neox_kv_store_f16")
            + count("strata_rope_norm_kv_store_f16")
            + count("strata_norm_rope_neox_kv_store_f16")
            + count("strata_norm_rope_norm_kv_store_f16");
        assert_eq!(fused_rope, n_layer, "{preset}");
        assert_eq!(count("strata_kv_store_f16"), 0, "{preset}");
        eprintln!("{preset}: {} launches per token", s.launches.len());
        if preset == "tiny-qwen3moe" {
            assert_eq!(count("strata_add_f32"), 0, "{preset}");
            assert_eq!(count("strata_rmsnorm_f32"), 1, "{preset}");
            assert_eq!(count("strata_rope_neox_f32"), 0, "{preset}");
            assert_eq!(
                count("strata_norm_rope_neox_kv_store_f16"),
                n_layer,
                "{preset}"
            );
            assert_eq!(count("strata_swiglu_f32"), 0, "{preset}");
            assert_eq!(
                s.launches
                    .iter()
                    .filter(|l| s.kernel_name(l).starts_with("strata_moe_matvec_swiglu_"))
                    .count(),
                n_layer,
                "{preset}"
            );
            // Per layer: q+k+v (one stacked matvec), o, head norms + ropes + kv store, split +
            // combine, add + norm, router matvec + top-k, gate+up (one launch), swiglu + down
            // (one launch), MoE combine, add + norm (10; 22 before the add + norm, rope + store,
            // q/k/v, gate/up, head-norm, SwiGLU, router and attention-combine fusions), plus the
            // first norm and the output head.
            assert_eq!(s.launches.len(), 10 * n_layer + 2, "{preset}");
            assert_eq!(count("strata_router_matvec_topk_f32"), n_layer, "{preset}");
            assert_eq!(count("strata_router_topk_f32"), 0, "{preset}");
            assert_eq!(count("strata_attn_decode_combine"), 0, "{preset}");
            // Without the head-norm and the fused down kernels (a plan compiled before them):
            // the two norms (as one pair launch) and the SwiGLU launch on their own.
            let mut older = plan.clone();
            older.kernels.retain(|k| {
                !k.name.starts_with("strata_norm_rope_")
                    && !k.name.starts_with("strata_moe_matvec_swiglu_")
            });
            let s2 = fused(&older, n_ctx, ExpertPlacement::Resident);
            assert_eq!(s2.launches.len(), 12 * n_layer + 2, "{preset}");
            let count2 = |name: &str| {
                s2.launches
                    .iter()
                    .filter(|l| s2.kernel_name(l) == name)
                    .count()
            };
            assert_eq!(count2("strata_rmsnorm_pair_f32"), n_layer, "{preset}");
            // By default (the head-norm and SwiGLU fusions measured slower with programmatic
            // launch; the pair, router and combine fusions on) the full plan schedules the same
            // 12 launches per layer, and with every fusion off 15.
            let plain = Schedule::decode_fused(
                &plan,
                "sm_90",
                n_ctx,
                ExpertPlacement::Resident,
                KvType::F16,
                Fusions::default(),
            )
            .expect("default schedule");
            assert_eq!(plain.launches.len(), 12 * n_layer + 2, "{preset}");
            let none = Schedule::decode_fused(
                &plan,
                "sm_90",
                n_ctx,
                ExpertPlacement::Resident,
                KvType::F16,
                Fusions::none(),
            )
            .expect("unfused schedule");
            assert_eq!(none.launches.len(), 15 * n_layer + 2, "{preset}");
            // The expert cache's launch range follows the fused down projection.
            let cached = fused(&plan, n_ctx, ExpertPlacement::Cache);
            let experts = cached.experts.as_ref().expect("expert schedule");
            assert!(
                experts.layers.iter().all(|p| p.expert_launches == 2),
                "{preset}"
            );
            // The look-ahead: the last launch before each host point but the last runs the
            // next layer's router kernel on this layer's input, into its own logits buffer.
            let pts = &experts.layers;
            for (p, q) in pts.iter().zip(pts.iter().skip(1)) {
                let look = p
                    .lookahead
                    .expect("a look-ahead on every point but the last");
                let l = &cached.launches[p.experts_at - 1];
                assert_eq!(l.args.first(), Some(&Arg::Buf(look, 0)), "{}", l.what);
                assert!(l.args.contains(&Arg::Buf(p.x, 0)), "{}", l.what);
                assert!(!l.args.contains(&Arg::Buf(q.x, 0)), "{}", l.what);
                let router = cached.launches[..q.experts_at]
                    .iter()
                    .rev()
                    .find(|r| r.args.first() == Some(&Arg::Buf(q.logits, 0)))
                    .expect("the next router's launch");
                assert_eq!(cached.kernel_name(l), cached.kernel_name(router));
                assert_eq!(l.args[1], router.args[1], "the next router's weights");
                assert_eq!((l.grid, l.block), (router.grid, router.block));
            }
            assert_eq!(pts.last().and_then(|p| p.lookahead), None);
            // Each host point's read-backs (ids, logits, the layer's input) are laid out back
            // to back at the host buffer's spacing, so the executor reads them in one copy;
            // the arena still gives every buffer room of its own.
            let (offs, total) = cached.layout(Arena::Activations);
            let al = |b: usize| (b as u64).next_multiple_of(256);
            for p in pts {
                let at = |b: strata_runtime::exec::gpu::schedule::BufId| {
                    offs[b.0].expect("an activation")
                };
                assert_eq!(at(p.logits), at(p.ids) + al(4 * p.k), "{preset}");
                assert_eq!(
                    at(p.x),
                    at(p.ids) + al(4 * p.k) + al(4 * p.n_expert),
                    "{preset}"
                );
            }
            let mut spans: Vec<(u64, u64)> = offs
                .iter()
                .zip(&cached.buffers)
                .filter_map(|(o, b)| o.map(|o| (o, o + b.bytes)))
                .collect();
            spans.sort_unstable();
            assert!(
                spans.windows(2).all(|w| w[0].1 <= w[1].0),
                "{preset}: overlap"
            );
            assert!(spans.last().is_none_or(|s| s.1 <= total), "{preset}");
            // The stacked q/k/v matvec writes three buffers laid out back to back, from three
            // weights laid out back to back.
            let stacked: Vec<_> = s
                .launches
                .iter()
                .filter(|l| s.kernel_name(l).starts_with("strata_matvec_") && l.what.contains('+'))
                .collect();
            assert_eq!(stacked.len(), n_layer, "{preset}");
            for arena in [Arena::Weights, Arena::Activations] {
                let (offs, _) = s.layout(arena);
                for l in &stacked {
                    let arg = if arena == Arena::Weights { 1 } else { 0 };
                    let Arg::Buf(first, 0) = l.args[arg] else {
                        panic!("{}: stacked matvec's buffer argument", l.what)
                    };
                    let mut at = offs[first.0].expect("in the arena");
                    for (i, (o, b)) in offs
                        .iter()
                        .zip(&s.buffers)
                        .enumerate()
                        .skip(first.0)
                        .take(3)
                    {
                        assert_eq!(*o, Some(at), "{}: buffer {i} not contiguous", l.what);
                        at += b.bytes;
                    }
                }
            }
            assert!(
                stacked.iter().all(|l| l.what.split('+').count() == 3),
                "{preset}: q, k and v in each stacked launch"
            );
            // A plan without the fused kernels of sessions 9–12 (compiled before them) still
            // schedules, with those launches unfused (the router and combine fusions still on;
            // the head norms run one by one, each before its own rope): 17 per layer.
            let mut old = plan.clone();
            old.kernels.retain(|k| {
                ![
                    "strata_add_rmsnorm_f32",
                    "strata_moe_combine_add_rmsnorm_f32",
                    "strata_rope_neox_kv_store_f16",
                    "strata_rope_norm_kv_store_f16",
                    "strata_norm_rope_neox_kv_store_f16",
                    "strata_norm_rope_norm_kv_store_f16",
                ]
                .contains(&k.name.as_str())
                    && !k.name.starts_with("strata_moe_matvec_swiglu_")
            });
            let unfused = fused(&old, n_ctx, ExpertPlacement::Resident);
            assert_eq!(unfused.launches.len(), 17 * n_layer + 2, "{preset}");
            assert!(unfused.to_string().contains("strata_kv_store_f16"));
        }
        for l in &s.launches {
            let k = &plan.kernels[s.kernels[l.kernel].plan_index];
            assert_eq!(k.target, "sm_90");
            assert_eq!(l.block, k.block_dim, "{}", k.name);
            assert_eq!(l.args.len(), k.params.len(), "{}", k.name);
            for (a, p) in l.args.iter().zip(&k.params) {
                let ty = match a {
                    Arg::Buf(..) => ParamType::Ptr,
                    Arg::I32(_) => ParamType::I32,
                    Arg::F32(_) => ParamType::F32,
                };
                assert_eq!(ty, p.ty, "{} {}", k.name, p.name);
                if let Arg::Buf(b, off) = a {
                    assert!(*off < s.buffers[b.0].bytes, "{} {}", k.name, p.name);
                }
            }
            assert!(l.grid.iter().all(|&g| g >= 1), "{}", k.name);
        }
        let split = s
            .launches
            .iter()
            .find(|l| s.kernel_name(l) == "strata_attn_decode_split_combine_f16kv")
            .expect("attention split");
        assert_eq!(
            split.grid,
            [cfg.n_head, n_ctx.div_ceil(ATTN_CHUNK as usize) as u32, 1]
        );
        let text = s.to_string();
        assert!(text.contains("_kv_store_f16"), "{text}");
        assert!(text.contains("strata_moe_combine_"), "{text}");
        if preset == "tiny-qwen2moe" {
            assert!(text.contains("strata_sigmoid_scale_f32"), "{text}");
        }
        // A host-only target has no code objects: refused by name.
        let e = Schedule::decode(&plan, "gfx1101", 16)
            .unwrap_err()
            .to_string();
        assert!(e.contains("recompile with --arch gfx1101"), "{e}");
    }
}

/// Programmatic dependent launch is safe only if every sm_90 kernel waits for the previous grid
/// before it touches memory: the wait comes before the first load or store of global or shared
/// memory in each kernel's PTX (the CUDA driver launches a kernel programmatically only when it
/// finds the wait). The AMD code objects have no such instruction.
#[test]
fn every_sm90_kernel_waits_for_the_previous_grid_before_any_memory_access() {
    let dir = tempfile::tempdir().unwrap();
    let p = plan_for(dir.path(), "tiny-qwen3moe", "Q4_K", "gfx1101,sm_90");
    let plan = Plan::read(Path::new(&p)).unwrap();
    let mut n = 0;
    for k in plan.kernels.iter().filter(|k| k.target == "sm_90") {
        let text = String::from_utf8_lossy(&k.code);
        let wait = text
            .find("griddepcontrol.wait")
            .unwrap_or_else(|| panic!("{}: no grid wait", k.name));
        let trigger = text
            .find("griddepcontrol.launch_dependents")
            .expect("trigger");
        assert!(trigger < wait, "{}", k.name);
        for op in [
            "ld.global",
            "st.global",
            "ld.shared",
            "st.shared",
            "atom.",
            "red.",
        ] {
            if let Some(at) = text.find(op) {
                assert!(wait < at, "{}: {op} before the grid wait", k.name);
            }
        }
        n += 1;
    }
    assert!(n > 20, "{n} sm_90 kernels");
    for k in plan.kernels.iter().filter(|k| k.target == "gfx1101") {
        assert!(
            !k.code
                .windows(b"griddepcontrol".len())
                .any(|w| w == b"griddepcontrol"),
            "{}",
            k.name
        );
    }
}
