//! The fast CPU executor against the f32 reference executor, op by op and model by model, and
//! the KV cache against full re-evaluation.

mod runtime_support;

use proptest::prelude::*;
use runtime_support::{Arch, Rng, Spec, build, max_abs, max_abs_diff};
use strata_ir::GgmlType;
use strata_runtime::engine::{Engine, EngineOptions, ExecutorKind};
use strata_runtime::exec::{Backend, FastBackend, MatJob, Outputs, ReferenceBackend};
use strata_runtime::loader::WeightView;

fn engine(plan: &std::path::Path, executor: ExecutorKind) -> Engine {
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

fn logits_all(e: &Engine, tokens: &[u32]) -> Vec<f32> {
    let mut s = e.new_session();
    e.eval(&mut s, tokens, Outputs::All).unwrap()
}

/// Runs one matrix job on both backends; returns (reference, fast, bound) where `bound[i]` is
/// the most output `i` may differ by: the fast path quantizes activations per 32 elements to
/// int8 (scale max|x|/127, rounding error ≤ scale/2 per element) for quantized weight types, so
/// its error is at most Σ_groups (max|x_g| / 254) · Σ_{i∈g} |w_i|, plus f32 rounding.
fn both(
    ty: GgmlType,
    k: usize,
    n_rows_total: usize,
    row_base: usize,
    n_rows: usize,
    t: usize,
    seed: u64,
) -> (Vec<f32>, Vec<f32>, Vec<f32>) {
    let mut rng = Rng::new(seed);
    let w = strata_ir::quant::quantize(ty, &rng.vec(k * n_rows_total, 1.0)).unwrap();
    let mut wf = vec![0.0f32; k * n_rows_total];
    strata_ir::quant::dequantize(ty, &w, &mut wf).unwrap();
    let shape = [k as u64, n_rows_total as u64];
    let view = WeightView {
        name: "w",
        ty,
        shape: &shape,
        bytes: &w,
    };
    let x = rng.vec(k * t, 1.0);
    let mut r = vec![0.0; n_rows * t];
    let mut f = vec![0.0; n_rows * t];
    ReferenceBackend
        .run(&mut [MatJob {
            w: view,
            row_base,
            n_rows,
            x: &x,
            x_rows: None,
            t,
            out: &mut r,
        }])
        .unwrap();
    FastBackend::new(3)
        .unwrap()
        .run(&mut [MatJob {
            w: view,
            row_base,
            n_rows,
            x: &x,
            x_rows: None,
            t,
            out: &mut f,
        }])
        .unwrap();
    let float = matches!(ty, GgmlType::F32 | GgmlType::F16 | GgmlType::Bf16);
    let mut bound = vec![0.0f32; n_rows * t];
    for n in 0..n_rows {
        let wr = &wf[(row_base + n) * k..(row_base + n + 1) * k];
        for ti in 0..t {
            let xr = &x[ti * k..(ti + 1) * k];
            let abs: f32 = wr.iter().zip(xr).map(|(a, b)| (a * b).abs()).sum();
            let mut q = 0.0f32;
            if !float {
                for (wg, xg) in wr.chunks(32).zip(xr.chunks(32)) {
                    let m = xg.iter().fold(0.0f32, |a, v| a.max(v.abs()));
                    q += m / 254.0 * wg.iter().map(|v| v.abs()).sum::<f32>();
                }
            }
            bound[ti * n_rows + n] = q * 1.01 + abs * 1e-5 + 1e-6;
        }
    }
    (r, f, bound)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// Matrix products over the shapes the issue names (rows 1, 3, 50, 783), several token
    /// counts and weight types; row ranges starting mid-tensor as an expert slab does.
    #[test]
    fn fast_matmul_matches_reference(
        rows in prop::sample::select(vec![1usize, 3, 50, 783]),
        t in prop::sample::select(vec![1usize, 3, 7]),
        ty in prop::sample::select(vec![GgmlType::F32, GgmlType::F16, GgmlType::Q8_0, GgmlType::Q4K, GgmlType::Q6K]),
        seed in 0u64..1000,
    ) {
        let (r, f, bound) = both(ty, 256, rows + 5, 5.min(rows), rows, t, seed);
        for i in 0..r.len() {
            prop_assert!((r[i] - f[i]).abs() <= bound[i], "{ty} out {i}: {} vs {} (bound {})", r[i], f[i], bound[i]);
        }
    }
}

#[test]
fn mismatched_job_sizes_are_errors_not_panics() {
    let w = vec![0u8; 4 * 256 * 3];
    let shape = [256u64, 3];
    let view = WeightView {
        name: "w",
        ty: GgmlType::F32,
        shape: &shape,
        bytes: &w,
    };
    let x = vec![0.0; 256];
    let mut out = vec![0.0; 4];
    // Rows 2..6 of a 3-row tensor.
    let err = FastBackend::new(1).unwrap().run(&mut [MatJob {
        w: view,
        row_base: 2,
        n_rows: 4,
        x: &x,
        x_rows: None,
        t: 1,
        out: &mut out,
    }]);
    assert!(err.is_err());
    let err = ReferenceBackend.run(&mut [MatJob {
        w: view,
        row_base: 0,
        n_rows: 3,
        x: &x[..100],
        x_rows: None,
        t: 1,
        out: &mut out[..3],
    }]);
    assert!(err.is_err());
}

/// Whole models: every architecture's layer structure, F32 and quantized weights, including
/// routing where every expert is used (k = n_expert) and where most experts get no token.
#[test]
fn fast_executor_matches_reference_on_models() {
    let cases = [
        (Arch::Qwen3Moe, GgmlType::F32, 2u32),
        (Arch::Qwen3Moe, GgmlType::Q4K, 2),
        (Arch::Qwen2Moe, GgmlType::Q8_0, 2),
        (Arch::Mixtral, GgmlType::F32, 4),
        (Arch::Mixtral, GgmlType::Q6K, 1),
    ];
    let tokens: Vec<u32> = vec![1, 17, 5, 95, 0, 33, 33, 2];
    for (arch, ty, k) in cases {
        let dir = strata_tests::scratch();
        let mut spec = Spec::small(arch, ty);
        spec.k = k;
        let (plan, _) = build(dir.path(), &spec);
        let r = logits_all(&engine(&plan, ExecutorKind::Reference), &tokens);
        let f = logits_all(&engine(&plan, ExecutorKind::Fast), &tokens);
        assert_eq!(r.len(), tokens.len() * 96);
        let rel = max_abs_diff(&r, &f) / max_abs(&r);
        eprintln!("{arch:?} {ty} k={k}: fast vs reference max relative diff {rel:.2e}");
        // F32 weights: the same f32 math in a different order. Quantized weights: the fast path
        // also quantizes activations to int8 per 32 elements (as llama.cpp does).
        let tol = if ty == GgmlType::F32 { 1e-4 } else { 3e-2 };
        assert!(rel < tol, "{arch:?} {ty}: relative diff {rel}");
        assert!(r.iter().all(|v| v.is_finite()));
    }
}

/// A prompt long enough that attention is split over the pool's threads (the executor keeps
/// short contexts on the calling thread) still matches the reference executor.
#[test]
fn long_prompt_attention_on_the_pool_matches_reference() {
    let dir = strata_tests::scratch();
    let spec = Spec::small(Arch::Qwen3Moe, GgmlType::F32);
    let (plan, _) = build(dir.path(), &spec);
    // 40 positions: Σ(p + 1) · heads · head width = 820 · 4 · 64, above the executor's 2¹⁶.
    let tokens: Vec<u32> = (0..40u32).map(|i| (i * 37 + 5) % spec.n_vocab).collect();
    let r = logits_all(&engine(&plan, ExecutorKind::Reference), &tokens);
    let f = logits_all(&engine(&plan, ExecutorKind::Fast), &tokens);
    assert_eq!(r.len(), tokens.len() * spec.n_vocab as usize);
    let rel = max_abs_diff(&r, &f) / max_abs(&r);
    assert!(rel < 1e-4, "relative diff {rel}");
}

/// Decoding one token at a time through the KV cache gives the rows a single full-batch
/// evaluation gives, and prompt splits do not matter.
#[test]
fn kv_cache_decode_matches_full_batch() {
    let dir = strata_tests::scratch();
    let (plan, _) = build(dir.path(), &Spec::small(Arch::Qwen3Moe, GgmlType::F32));
    let e = engine(&plan, ExecutorKind::Reference);
    let tokens: Vec<u32> = vec![3, 9, 27, 81, 50, 60, 70];
    let full = logits_all(&e, &tokens);
    let mut s = e.new_session();
    let mut rows = e.eval(&mut s, &tokens[..3], Outputs::All).unwrap();
    for &t in &tokens[3..] {
        rows.extend(e.decode_step(&mut s, t).unwrap());
    }
    assert_eq!(s.n_past(), tokens.len());
    let rel = max_abs_diff(&full, &rows) / max_abs(&full);
    assert!(rel < 1e-5, "relative diff {rel}");
    // Truncating and re-evaluating reproduces the same row.
    s.truncate(4);
    let again = e.decode_step(&mut s, tokens[4]).unwrap();
    assert!(max_abs_diff(&again, &full[4 * 96..5 * 96]) < 1e-5);
}

/// The fast executor gives a row the same bits whether it ran in a prompt batch or as a lone
/// decode step (a server reusing a cached prefix re-runs only the tail, and must then sample
/// exactly what a fresh run samples): every matrix kernel, the grouped experts and the tiled
/// attention are batch-invariant. 200 tokens put the prompt's norms, ropes, sums and expert
/// combines on the pool (rows of 256 values from 128 tokens on), each row computed whole by
/// one thread, as a decode step computes it alone.
#[test]
fn fast_split_prompt_equals_the_whole_batch_bit_for_bit() {
    for ty in [GgmlType::Q8_0, GgmlType::Q4K] {
        let dir = strata_tests::scratch();
        let (plan, _) = build(dir.path(), &Spec::small(Arch::Qwen3Moe, ty));
        let e = engine(&plan, ExecutorKind::Fast);
        let tokens: Vec<u32> = (0..200).map(|i| (i * 7 + 3) % 96).collect();
        let full = logits_all(&e, &tokens);
        let mut s = e.new_session();
        let mut rows = e.eval(&mut s, &tokens[..40], Outputs::All).unwrap();
        for &t in &tokens[40..] {
            rows.extend(e.decode_step(&mut s, t).unwrap());
        }
        assert_eq!(rows.len(), full.len());
        let same = rows
            .iter()
            .zip(&full)
            .all(|(a, b)| a.to_bits() == b.to_bits());
        assert!(
            same,
            "{ty:?}: split prompt differs from the whole batch by {}",
            max_abs_diff(&full, &rows)
        );
    }
}

#[test]
fn bad_tokens_and_full_context_are_errors() {
    let dir = strata_tests::scratch();
    let (plan, _) = build(dir.path(), &Spec::small(Arch::Mixtral, GgmlType::F32));
    let e = Engine::load(
        &plan,
        EngineOptions {
            n_ctx: Some(4),
            ..Default::default()
        },
    )
    .unwrap();
    let mut s = e.new_session();
    assert!(e.eval(&mut s, &[96], Outputs::Last).is_err());
    assert!(e.eval(&mut s, &[], Outputs::Last).is_err());
    assert_eq!(s.n_past(), 0);
    e.eval(&mut s, &[1, 2, 3, 4], Outputs::Last).unwrap();
    let err = e.decode_step(&mut s, 5).unwrap_err();
    assert!(err.to_string().contains("context full"), "{err}");
}

/// The fast executor decoding one token at a time (the path `strata-rt bench` measures: matmul
/// groups issued as one call, every routed expert reading the unsplit input, one-row outputs)
/// gives the rows the reference computes for the whole batch.
#[test]
fn fast_decode_steps_match_reference() {
    for (arch, ty) in [
        (Arch::Qwen3Moe, GgmlType::Q4K),
        (Arch::Qwen2Moe, GgmlType::F32),
    ] {
        let dir = strata_tests::scratch();
        let (plan, _) = build(dir.path(), &Spec::small(arch, ty));
        let tokens: Vec<u32> = vec![4, 8, 15, 16, 23, 42, 7];
        let r = logits_all(&engine(&plan, ExecutorKind::Reference), &tokens);
        let e = engine(&plan, ExecutorKind::Fast);
        let mut s = e.new_session();
        let mut f = e.eval(&mut s, &tokens[..2], Outputs::All).unwrap();
        for &t in &tokens[2..] {
            f.extend(e.decode_step(&mut s, t).unwrap());
        }
        let rel = max_abs_diff(&r, &f) / max_abs(&r);
        eprintln!("{arch:?} {ty}: fast decode vs reference max relative diff {rel:.2e}");
        let tol = if ty == GgmlType::F32 { 1e-4 } else { 3e-2 };
        assert!(rel < tol, "{arch:?} {ty}: relative diff {rel}");
    }
}

/// Jobs of one backend call that read the same input share its quantized form; jobs with
/// another input (or another row length) do not pick it up by mistake.
#[test]
fn jobs_sharing_an_input_match_separate_calls() {
    let mut rng = Rng::new(9);
    let (k, t) = (512usize, 2usize);
    let mats: Vec<(Vec<u8>, [u64; 2])> = [7usize, 300, 64]
        .iter()
        .map(|&n| {
            let w = strata_ir::quant::quantize(GgmlType::Q4K, &rng.vec(k * n, 1.0)).unwrap();
            (w, [k as u64, n as u64])
        })
        .collect();
    let xa = rng.vec(k * t, 1.0);
    let xb = rng.vec(k * t, 1.0);
    let view = |i: usize| WeightView {
        name: "w",
        ty: GgmlType::Q4K,
        shape: &mats[i].1,
        bytes: &mats[i].0,
    };
    let inputs = [&xa, &xb, &xa];
    let fast = FastBackend::new(2).unwrap();
    let mut together: Vec<Vec<f32>> = (0..3)
        .map(|i| vec![0.0; mats[i].1[1] as usize * t])
        .collect();
    let mut jobs: Vec<MatJob<'_>> = together
        .iter_mut()
        .enumerate()
        .map(|(i, out)| MatJob {
            w: view(i),
            row_base: 0,
            n_rows: mats[i].1[1] as usize,
            x: inputs[i],
            x_rows: None,
            t,
            out,
        })
        .collect();
    fast.run(&mut jobs).unwrap();
    drop(jobs);
    for i in 0..3 {
        let mut alone = vec![0.0; mats[i].1[1] as usize * t];
        fast.run(&mut [MatJob {
            w: view(i),
            row_base: 0,
            n_rows: mats[i].1[1] as usize,
            x: inputs[i],
            x_rows: None,
            t,
            out: &mut alone,
        }])
        .unwrap();
        assert_eq!(together[i], alone, "job {i}");
    }
}

/// A job of `t` tokens (whose shared rows run through the CPU tile kernels for Q8_0, Q4_K and
/// Q6_K) equals `t` jobs of one token each (the row kernel) bit for bit, for awkward row and
/// token counts and rows of one and several blocks.
#[test]
fn prompt_jobs_equal_single_token_jobs_bit_for_bit() {
    let mut rng = Rng::new(15);
    let fast = FastBackend::new(2).unwrap();
    for ty in [GgmlType::Q8_0, GgmlType::Q4K, GgmlType::Q6K] {
        for k in [256usize, 768] {
            for n in [1usize, 3, 50] {
                let w = strata_ir::quant::quantize(ty, &rng.vec(k * n, 1.0)).unwrap();
                let shape = [k as u64, n as u64];
                let view = WeightView {
                    name: "w",
                    ty,
                    shape: &shape,
                    bytes: &w,
                };
                for t in [2usize, 3, 5, 8, 9, 17] {
                    let x = rng.vec(k * t, 1.0);
                    let mut batch = vec![0.0; n * t];
                    fast.run(&mut [MatJob {
                        w: view,
                        row_base: 0,
                        n_rows: n,
                        x: &x,
                        x_rows: None,
                        t,
                        out: &mut batch,
                    }])
                    .unwrap();
                    for tok in 0..t {
                        let mut one = vec![0.0; n];
                        fast.run(&mut [MatJob {
                            w: view,
                            row_base: 0,
                            n_rows: n,
                            x: &x[tok * k..(tok + 1) * k],
                            x_rows: None,
                            t: 1,
                            out: &mut one,
                        }])
                        .unwrap();
                        for r in 0..n {
                            assert_eq!(
                                batch[tok * n + r].to_bits(),
                                one[r].to_bits(),
                                "{ty} k={k} rows={n} t={t}: row {r} token {tok}"
                            );
                        }
                    }
                }
            }
        }
    }
}

/// A job reading selected rows of its input (`x_rows`, how a routed expert reads its tokens)
/// equals the same job on a gathered copy of those rows, bit for bit, on both backends and in
/// one call beside a job reading every row; rows outside the input are refused.
#[test]
fn jobs_reading_selected_rows_equal_gathered_copies() {
    let mut rng = Rng::new(21);
    let (k, n, t_all) = (256usize, 40usize, 7usize);
    let w = strata_ir::quant::quantize(GgmlType::Q4K, &rng.vec(k * n, 1.0)).unwrap();
    let shape = [k as u64, n as u64];
    let view = WeightView {
        name: "w",
        ty: GgmlType::Q4K,
        shape: &shape,
        bytes: &w,
    };
    let x = rng.vec(k * t_all, 1.0);
    // Repeats and out-of-order rows on purpose.
    let rows = [5usize, 0, 5, 6, 2];
    let gathered: Vec<f32> = rows
        .iter()
        .flat_map(|&r| x[r * k..(r + 1) * k].iter().copied())
        .collect();
    let backends: [&dyn Backend; 2] = [&ReferenceBackend, &FastBackend::new(2).unwrap()];
    for b in backends {
        let mut sel = vec![0.0; n * rows.len()];
        let mut all = vec![0.0; n * t_all];
        b.run(&mut [
            MatJob {
                w: view,
                row_base: 0,
                n_rows: n,
                x: &x,
                x_rows: Some(&rows),
                t: rows.len(),
                out: &mut sel,
            },
            MatJob {
                w: view,
                row_base: 0,
                n_rows: n,
                x: &x,
                x_rows: None,
                t: t_all,
                out: &mut all,
            },
        ])
        .unwrap();
        let mut want = vec![0.0; n * rows.len()];
        b.run(&mut [MatJob {
            w: view,
            row_base: 0,
            n_rows: n,
            x: &gathered,
            x_rows: None,
            t: rows.len(),
            out: &mut want,
        }])
        .unwrap();
        let bits = |v: &[f32]| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
        assert_eq!(bits(&sel), bits(&want));
        // Token-major: input i's results are out[i·n..(i+1)·n], row r of x's results in `all`.
        for (i, &r) in rows.iter().enumerate() {
            assert_eq!(
                bits(&sel[i * n..(i + 1) * n]),
                bits(&all[r * n..(r + 1) * n])
            );
        }
        let mut out = vec![0.0; n];
        let err = b
            .run(&mut [MatJob {
                w: view,
                row_base: 0,
                n_rows: n,
                x: &x,
                x_rows: Some(&[t_all]),
                t: 1,
                out: &mut out,
            }])
            .unwrap_err();
        assert!(err.to_string().contains("do not fit"), "{err}");
    }
}
