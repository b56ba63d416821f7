//! gpt-oss's attention decode kernels (`kernels::attention_ext`: the windowed split and the
//! combine with sink logits), executed through the host lowering against an f64 reference of
//! the runtime's semantics (`Op::AttentionExt`): awkward head sizes, windows shorter and longer
//! than the context and than a split, one position, and sinks that dominate or vanish.

mod common;

use common::{Buf, Rng, launch, run_cases, split_args};
use half::f16;
use proptest::prelude::*;
use strata_kernels_gen::host::{HostArg, with_host_kernel};
use strata_kernels_gen::kernels::KvCode;
use strata_kernels_gen::{CostShape, KernelKind};

/// Attention of one decode query per head over `n_kv` cached positions, the last `window` of
/// them (0 = all), with an optional sink logit per head, in f64.
#[allow(clippy::too_many_arguments)]
fn reference(
    q: &[f32],
    kf: &[f32],
    vf: &[f32],
    (n_head, n_head_kv, dim, n_kv): (usize, usize, usize, usize),
    scale: f32,
    window: usize,
    sinks: Option<&[f32]>,
) -> Vec<f64> {
    let group = n_head / n_head_kv;
    let first = if window > 0 {
        n_kv.saturating_sub(window)
    } else {
        0
    };
    let mut want = Vec::new();
    for h in 0..n_head {
        let kvh = h / group;
        let scores: Vec<f64> = (first..n_kv)
            .map(|t| {
                let kr = &kf[(t * n_head_kv + kvh) * dim..][..dim];
                let d: f64 = (0..dim)
                    .map(|i| f64::from(q[h * dim + i]) * f64::from(kr[i]))
                    .sum();
                d * f64::from(scale)
            })
            .collect();
        let mut m = scores.iter().fold(f64::NEG_INFINITY, |a, &b| a.max(b));
        if let Some(s) = sinks {
            m = m.max(f64::from(s[h]));
        }
        let e: Vec<f64> = scores.iter().map(|s| (s - m).exp()).collect();
        let mut den: f64 = e.iter().sum();
        if let Some(s) = sinks {
            den += (f64::from(s[h]) - m).exp();
        }
        for i in 0..dim {
            let num: f64 = (first..n_kv)
                .map(|t| e[t - first] * f64::from(vf[(t * n_head_kv + kvh) * dim + i]))
                .sum();
            want.push(num / den);
        }
    }
    want
}

#[test]
fn windowed_split_and_sink_combine_match_the_reference() {
    let split = KernelKind::AttnSplitWindow(KvCode::F16);
    let combine = KernelKind::AttnCombineSinks;
    with_host_kernel(&combine, |kc| {
        let strat = (
            (0usize..3, 0usize..3, 0usize..4),
            1usize..=300,
            0usize..5,
            0usize..3,
            0usize..3,
            any::<u64>(),
        );
        run_cases(
            split,
            10,
            strat,
            |ks, ((hsel, gsel, dsel), n_kv, wsel, csel, ssel, seed)| {
                let n_head_kv = [1usize, 2, 4][hsel];
                let n_head = n_head_kv * [1usize, 2, 4][gsel];
                let dim = [32usize, 64, 80, 128][dsel];
                // No window, one position, shorter than a split, longer than one, and longer
                // than the context.
                let window = [0usize, 1, 5, 77, 1000][wsel];
                let chunk = [16usize, 64, 512][csel];
                let n_split = n_kv.div_ceil(chunk);
                let mut rng = Rng::new(seed);
                let q = rng.vec(n_head * dim);
                let f16s = |v: Vec<f32>| -> Vec<f32> {
                    v.iter().map(|&x| f16::from_f32(x).to_f32()).collect()
                };
                let kf = f16s(rng.vec(n_kv * n_head_kv * dim));
                let vf = f16s(rng.vec(n_kv * n_head_kv * dim));
                // Sinks around the scores, far above them (the output nearly vanishes), or
                // far below (plain softmax).
                let offset = [0.0f32, 12.0, -40.0][ssel];
                let sinks: Vec<f32> = rng.vec(n_head).iter().map(|v| v + offset).collect();
                let scale = 1.0 / (dim as f32).sqrt();
                let (mut qb, mut kb, mut vb) =
                    (Buf::from_f32(&q), Buf::from_f16(&kf), Buf::from_f16(&vf));
                let mut po = Buf::from_f32(&vec![f32::NAN; n_head * n_split * dim]);
                let mut pml = Buf::from_f32(&vec![f32::NAN; n_head * n_split * 2]);
                let mut out = Buf::from_f32(&vec![f32::NAN; n_head * dim]);
                let mut nkvb = Buf::from_i32(&[n_kv as i32]);
                let mut sb = Buf::from_f32(&sinks);
                let grid = split.grid(CostShape {
                    m: n_head as u64,
                    n: n_kv as u64,
                    k: dim as u64,
                });
                let grid = [grid[0], n_split as u32, 1];
                launch(
                    ks,
                    grid,
                    &[
                        split_args(
                            [
                                po.ptr(),
                                pml.ptr(),
                                qb.ptr(),
                                kb.ptr(),
                                vb.ptr(),
                                nkvb.ptr(),
                            ],
                            (n_head, n_head_kv, dim),
                            (chunk, n_split),
                            scale,
                        )
                        .as_slice(),
                        &[HostArg::I32(window as i32)],
                    ]
                    .concat(),
                );
                launch(
                    kc,
                    [n_head as u32, 1, 1],
                    &[
                        out.ptr(),
                        po.ptr(),
                        pml.ptr(),
                        HostArg::I32(dim as i32),
                        HostArg::I32(n_split as i32),
                        nkvb.ptr(),
                        HostArg::I32(chunk as i32),
                        sb.ptr(),
                    ],
                );
                let want = reference(
                    &q,
                    &kf,
                    &vf,
                    (n_head, n_head_kv, dim, n_kv),
                    scale,
                    window,
                    Some(&sinks),
                );
                let got = out.f32s();
                prop_assert_eq!(got.len(), want.len());
                for (i, (&g, &w)) in got.iter().zip(&want).enumerate() {
                    let err = (f64::from(g) - w).abs();
                    prop_assert!(
                        err <= 2e-5 + 1e-6,
                        "element {}: {} vs {} (err {})",
                        i,
                        g,
                        w,
                        err
                    );
                }
                Ok(())
            },
        );
    })
    .expect("combine kernel builds");
}

/// A window of 0 is the plain split: same partials, bit for bit, as `AttnSplit`.
#[test]
fn window_zero_is_the_plain_split() {
    let (n_head, n_head_kv, dim, n_kv, chunk) = (4usize, 2usize, 64usize, 150usize, 64usize);
    let n_split = n_kv.div_ceil(chunk);
    let mut rng = Rng::new(5);
    let q = rng.vec(n_head * dim);
    let kf = rng.vec(n_kv * n_head_kv * dim);
    let vf = rng.vec(n_kv * n_head_kv * dim);
    let run = |kind: KernelKind| -> (Vec<f32>, Vec<f32>) {
        let mut parts = (Vec::new(), Vec::new());
        with_host_kernel(&kind, |ks| {
            let (mut qb, mut kb, mut vb) =
                (Buf::from_f32(&q), Buf::from_f16(&kf), Buf::from_f16(&vf));
            let mut po = Buf::from_f32(&vec![f32::NAN; n_head * n_split * dim]);
            let mut pml = Buf::from_f32(&vec![f32::NAN; n_head * n_split * 2]);
            let mut nkvb = Buf::from_i32(&[n_kv as i32]);
            let mut args = vec![
                po.ptr(),
                pml.ptr(),
                qb.ptr(),
                kb.ptr(),
                vb.ptr(),
                HostArg::I32(n_head as i32),
                HostArg::I32(n_head_kv as i32),
                HostArg::I32(dim as i32),
                nkvb.ptr(),
                HostArg::I32(chunk as i32),
                HostArg::I32(n_split as i32),
                HostArg::F32(0.125),
            ];
            if kind == KernelKind::AttnSplitWindow(KvCode::F16) {
                args.push(HostArg::I32(0));
            }
            launch(ks, [n_head as u32, n_split as u32, 1], &args);
            parts = (po.f32s(), pml.f32s());
        })
        .expect("split kernel builds");
        parts
    };
    let plain = run(KernelKind::AttnSplit(KvCode::F16));
    let windowed = run(KernelKind::AttnSplitWindow(KvCode::F16));
    let bits = |v: &[f32]| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
    assert_eq!(bits(&plain.0), bits(&windowed.0));
    assert_eq!(bits(&plain.1), bits(&windowed.1));
}
