//! The gated DeltaNet decode kernels (conv1d step, delta-rule step) executed through the host
//! lowering against f64 references of the ops' documented math, over awkward shapes (channels
//! up to 783, key/value head counts 1 and 3, head sizes 1..=67), several steps in a row so the
//! state each step leaves is the next one's input.

mod common;

use common::{Buf, Rng, launch, run_cases};
use proptest::prelude::*;
use strata_kernels_gen::host::HostArg;
use strata_kernels_gen::{CostShape, KernelKind};

fn silu(z: f64) -> f64 {
    z / (1.0 + (-z).exp())
}

#[test]
fn conv1d_step_matches_reference_over_steps() {
    let strat = (1usize..=783, 1usize..=5, 1usize..=4, any::<u64>());
    run_cases(
        KernelKind::Conv1dStep,
        12,
        strat,
        |kern, (ch, k, steps, seed)| {
            let mut rng = Rng::new(seed);
            let w = rng.vec(ch * k);
            let init = rng.vec((k - 1) * ch);
            let mut state = Buf::from_f32(&init);
            let mut hist: Vec<Vec<f64>> = (0..k - 1)
                .map(|r| (0..ch).map(|c| f64::from(init[r * ch + c])).collect())
                .collect();
            let mut wb = Buf::from_f32(&w);
            for step in 0..steps {
                let x = rng.vec(ch);
                let mut xb = Buf::from_f32(&x);
                let mut y = Buf::from_f32(&vec![f32::NAN; ch]);
                let grid = KernelKind::Conv1dStep.grid(CostShape {
                    m: ch as u64,
                    n: 0,
                    k: k as u64,
                });
                launch(
                    kern,
                    grid,
                    &[
                        y.ptr(),
                        state.ptr(),
                        xb.ptr(),
                        wb.ptr(),
                        HostArg::I32(ch as i32),
                        HostArg::I32(k as i32),
                    ],
                );
                let got = y.f32s();
                for c in 0..ch {
                    let mut sum = 0.0f64;
                    for (i, row) in hist.iter().enumerate() {
                        sum += row[c] * f64::from(w[c * k + i]);
                    }
                    sum += f64::from(x[c]) * f64::from(w[c * k + k - 1]);
                    let want = silu(sum);
                    prop_assert!(
                        (f64::from(got[c]) - want).abs() <= 1e-5 * (1.0 + want.abs()),
                        "step {step} channel {c}: got {} want {want}",
                        got[c]
                    );
                }
                if k > 1 {
                    hist.remove(0);
                    hist.push(x.iter().map(|&v| f64::from(v)).collect());
                }
                let s = state.f32s();
                for (r, row) in hist.iter().enumerate() {
                    for c in 0..ch {
                        prop_assert_eq!(f64::from(s[r * ch + c]), row[c], "state {} {}", r, c);
                    }
                }
            }
            Ok(())
        },
    );
}

/// One delta-rule step in f64 over state `m[h][j][i]`; returns o.
#[allow(clippy::too_many_arguments)]
fn delta_ref(
    hk: usize,
    hv: usize,
    d: usize,
    qkv: &[f32],
    alpha: &[f32],
    beta: &[f32],
    dt: &[f32],
    a: &[f32],
    m: &mut [f64],
) -> Vec<f64> {
    let eps = 1e-6f64;
    let norm = |x: &[f32]| {
        let s: f64 = x.iter().map(|&v| f64::from(v) * f64::from(v)).sum();
        let inv = 1.0 / (s + eps).sqrt();
        x.iter().map(|&v| f64::from(v) * inv).collect::<Vec<f64>>()
    };
    let mut o = vec![0.0; hv * d];
    for h in 0..hv {
        let kh = h % hk;
        let q = norm(&qkv[kh * d..(kh + 1) * d]);
        let k = norm(&qkv[(hk + kh) * d..(hk + kh + 1) * d]);
        let v = &qkv[(2 * hk + h) * d..(2 * hk + h + 1) * d];
        let x = f64::from(alpha[h]) + f64::from(dt[h]);
        let sp = if x > 20.0 { x } else { (1.0 + x.exp()).ln() };
        let decay = (sp * f64::from(a[h])).exp();
        let b = 1.0 / (1.0 + (-f64::from(beta[h])).exp());
        for j in 0..d {
            let row = &mut m[(h * d + j) * d..(h * d + j + 1) * d];
            row.iter_mut().for_each(|x| *x *= decay);
            let sk: f64 = row.iter().zip(&k).map(|(x, y)| x * y).sum();
            let delta = (f64::from(v[j]) - sk) * b;
            row.iter_mut().zip(&k).for_each(|(x, y)| *x += delta * y);
            let sq: f64 = row.iter().zip(&q).map(|(x, y)| x * y).sum();
            o[h * d + j] = sq / (d as f64).sqrt();
        }
    }
    o
}

#[test]
fn deltanet_step_matches_reference_over_steps() {
    let strat = (
        prop_oneof![Just(1usize), Just(3usize)],
        1usize..=3,
        1usize..=67,
        1usize..=3,
        any::<u64>(),
    );
    run_cases(
        KernelKind::DeltaNetStep,
        12,
        strat,
        |kern, (hk, group, d, steps, seed)| {
            let hv = hk * group;
            let mut rng = Rng::new(seed);
            let dt = rng.vec(hv);
            // Decay rates A = −exp(A_log) < 0, and one alpha past softplus's threshold.
            let a: Vec<f32> = rng.vec(hv).iter().map(|v| -(0.5 + v.abs())).collect();
            let init: Vec<f32> = rng.vec(hv * d * d).iter().map(|v| 0.1 * v).collect();
            let mut m: Vec<f64> = init.iter().map(|&v| f64::from(v)).collect();
            let mut state = Buf::from_f32(&init);
            let (mut dtb, mut ab) = (Buf::from_f32(&dt), Buf::from_f32(&a));
            for step in 0..steps {
                let qkv = rng.vec((2 * hk + hv) * d);
                let mut alpha = rng.vec(hv);
                if step == 1 {
                    alpha[0] = 25.0;
                }
                let beta = rng.vec(hv);
                let want = delta_ref(hk, hv, d, &qkv, &alpha, &beta, &dt, &a, &mut m);
                let mut o = Buf::from_f32(&vec![f32::NAN; hv * d]);
                let (mut qb, mut alb, mut bb) = (
                    Buf::from_f32(&qkv),
                    Buf::from_f32(&alpha),
                    Buf::from_f32(&beta),
                );
                let grid = KernelKind::DeltaNetStep.grid(CostShape {
                    m: hv as u64,
                    n: d as u64,
                    k: 0,
                });
                launch(
                    kern,
                    grid,
                    &[
                        o.ptr(),
                        state.ptr(),
                        qb.ptr(),
                        alb.ptr(),
                        bb.ptr(),
                        dtb.ptr(),
                        ab.ptr(),
                        HostArg::I32(hk as i32),
                        HostArg::I32(hv as i32),
                        HostArg::I32(d as i32),
                        HostArg::F32(1e-6),
                    ],
                );
                for (i, (&g, &w)) in o.f32s().iter().zip(&want).enumerate() {
                    prop_assert!(
                        (f64::from(g) - w).abs() <= 2e-5 * (1.0 + w.abs()),
                        "step {step} out {i}: got {g} want {w}"
                    );
                }
                for (i, (&g, &w)) in state.f32s().iter().zip(&m).enumerate() {
                    prop_assert!(
                        (f64::from(g) - w).abs() <= 2e-5 * (1.0 + w.abs()),
                        "step {step} state {i}: got {g} want {w}"
                    );
                }
            }
            Ok(())
        },
    );
}
