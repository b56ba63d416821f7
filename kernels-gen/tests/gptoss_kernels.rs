//! gpt-oss's decode kernels other than attention (`tests/attention_ext.rs` has those), run
//! through the host lowering against f64 references of the runtime's semantics: YaRN RoPE in
//! place and fused with the f16 KV store (`Op::RopeYarn`), the router's softmax over the
//! selected experts (`Scoring::SoftmaxWeight`), the clamped SwiGLU (`Glu::SwigluOai`) and the
//! per-pick expert bias (`Op::MoeFfnExt`'s biases), on awkward shapes (1, 3, 50, 783 wide).

mod common;

use common::{Buf, Rng, launch, run_cases};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestCaseError, TestRunner};
use strata_kernels_gen::host::{HostArg, with_host_kernel};
use strata_kernels_gen::kernels::KvCode;
use strata_kernels_gen::{CostShape, KernelKind};

/// |got − want| ≤ tol·max(1, |want|) for every element.
fn close(got: &[f32], want: &[f64], tol: f64) -> Result<(), TestCaseError> {
    prop_assert_eq!(got.len(), want.len());
    for (i, (&g, &w)) in got.iter().zip(want).enumerate() {
        let err = (f64::from(g) - w).abs();
        prop_assert!(
            err <= tol * w.abs().max(1.0),
            "element {i}: got {g} want {w}"
        );
    }
    Ok(())
}

/// YaRN's correction range, as the runtime computes it (`exec::ops::yarn_corr_dims`).
fn corr_dims(n_rot: usize, n_ctx_orig: u32, base: f32, beta_fast: f32, beta_slow: f32) -> [f32; 2] {
    let dim = |beta: f32| {
        n_rot as f32 * (n_ctx_orig as f32 / (beta * 2.0 * std::f32::consts::PI)).ln()
            / (2.0 * base.ln())
    };
    [
        dim(beta_fast).floor().max(0.0),
        dim(beta_slow).ceil().min(n_rot as f32 - 1.0),
    ]
}

#[derive(Debug, Clone, Copy)]
struct Yarn {
    freq_scale: f32,
    ext_factor: f32,
    corr: [f32; 2],
    mscale: f32,
}

/// gpt-oss's YaRN (factor 32, 4096 original positions, β 32 / 1) or none of it (ext 0).
fn yarn_for(n_rot: usize, sel: usize) -> Yarn {
    let base = 150000.0f32;
    let corr = corr_dims(n_rot, 4096, base, 32.0, 1.0);
    match sel {
        0 => Yarn {
            freq_scale: 1.0 / 32.0,
            ext_factor: 1.0,
            corr,
            mscale: 1.0 + 0.1 * 32f32.ln(),
        },
        1 => Yarn {
            freq_scale: 0.25,
            ext_factor: 0.0,
            corr,
            mscale: 1.0,
        },
        _ => Yarn {
            freq_scale: 0.5,
            ext_factor: 0.5,
            corr: [2.0, 2.0],
            mscale: 0.9 * (1.0 + 0.1 * 2f32.ln()),
        },
    }
}

/// `x` (heads × d) rotated by YaRN RoPE at `pos`, in f64.
fn yarn_ref(
    x: &[f32],
    heads: usize,
    d: usize,
    n_rot: usize,
    pos: i32,
    neox: bool,
    y: Yarn,
) -> Vec<f64> {
    let base = 150000.0f64;
    let mut out: Vec<f64> = x.iter().map(|&v| f64::from(v)).collect();
    let [lo, hi] = y.corr.map(f64::from);
    for h in 0..heads {
        for i in 0..n_rot / 2 {
            let extrap = f64::from(pos) * base.powf(-2.0 * i as f64 / n_rot as f64);
            let interp = f64::from(y.freq_scale) * extrap;
            let r = ((i as f64 - lo) / (hi - lo).max(0.001)).clamp(0.0, 1.0);
            let ramp = (1.0 - r) * f64::from(y.ext_factor);
            let theta = interp * (1.0 - ramp) + extrap * ramp;
            let m = f64::from(y.mscale);
            let (i0, i1) = if neox {
                (h * d + i, h * d + i + n_rot / 2)
            } else {
                (h * d + 2 * i, h * d + 2 * i + 1)
            };
            let (a, b) = (f64::from(x[i0]), f64::from(x[i1]));
            out[i0] = m * (a * theta.cos() - b * theta.sin());
            out[i1] = m * (a * theta.sin() + b * theta.cos());
        }
    }
    out
}

fn yarn_args(y: Yarn) -> [HostArg; 4] {
    [
        HostArg::F32(y.ext_factor),
        HostArg::F32(y.corr[0]),
        HostArg::F32(y.corr[1]),
        HostArg::F32(y.mscale),
    ]
}

#[derive(Debug, Clone)]
struct Case {
    n_head_kv: usize,
    group: usize,
    half_dim: usize,
    rot_quarters: usize,
    pos: i32,
    yarn: usize,
    seed: u64,
}

fn cases() -> impl Strategy<Value = Case> {
    (
        1usize..=3,
        prop_oneof![Just(1usize), Just(2), Just(8)],
        prop_oneof![Just(1usize), Just(3), Just(25), Just(32), 1usize..=64],
        1usize..=4,
        prop_oneof![Just(0i32), Just(1), 0i32..300],
        0usize..3,
        any::<u64>(),
    )
        .prop_map(
            |(n_head_kv, group, half_dim, rot_quarters, pos, yarn, seed)| Case {
                n_head_kv,
                group,
                half_dim,
                rot_quarters,
                pos,
                yarn,
                seed,
            },
        )
}

/// The fused YaRN RoPE + KV store against the f64 reference and, bit for bit, against the
/// in-place YaRN rope of q and of k followed by the plain KV store.
#[test]
fn rope_yarn_and_its_fused_kv_store_match_the_reference() {
    for neox in [true, false] {
        let (fk, rk) = if neox {
            (
                KernelKind::RopeYarnNeoxKvStore(KvCode::F16),
                KernelKind::RopeYarnNeox,
            )
        } else {
            (
                KernelKind::RopeYarnNormKvStore(KvCode::F16),
                KernelKind::RopeYarnNorm,
            )
        };
        let r = with_host_kernel(&fk, |fused| {
            with_host_kernel(&rk, |rope| {
                with_host_kernel(&KernelKind::KvStore(KvCode::F16), |store| {
                    let mut runner = TestRunner::new(Config {
                        cases: 12,
                        failure_persistence: None,
                        max_shrink_iters: 16,
                        ..Config::default()
                    });
                    runner
                        .run(&cases(), |c| {
                            let (nkv, nh) = (c.n_head_kv, c.n_head_kv * c.group);
                            let d = 2 * c.half_dim;
                            let n_rot = (2 * (c.half_dim * c.rot_quarters / 4)).max(2);
                            let row = nkv * d;
                            let n_ctx = 300;
                            let y = yarn_for(n_rot, c.yarn);
                            let l2 = (-(2.0 / n_rot as f64) * 150000f64.log2()) as f32;
                            let mut rng = Rng::new(c.seed);
                            let (q, k, v) = (rng.vec(nh * d), rng.vec(row), rng.vec(row));
                            let mut posb = Buf::from_i32(&[c.pos]);
                            let (mut qb, mut kb, mut vb) =
                                (Buf::from_f32(&q), Buf::from_f32(&k), Buf::from_f32(&v));
                            let (mut kc, mut vc) =
                                (Buf::zeroed(2 * n_ctx * row), Buf::zeroed(2 * n_ctx * row));
                            let grid = fk.grid(CostShape {
                                m: nh as u64,
                                n: d as u64,
                                k: n_rot as u64,
                            });
                            let mut args = vec![
                                qb.ptr(),
                                kb.ptr(),
                                vb.ptr(),
                                kc.ptr(),
                                vc.ptr(),
                                posb.ptr(),
                                HostArg::I32(nh as i32),
                                HostArg::I32(nkv as i32),
                                HostArg::I32(d as i32),
                                HostArg::I32(n_rot as i32),
                                HostArg::F32(l2),
                                HostArg::F32(y.freq_scale),
                            ];
                            args.extend(yarn_args(y));
                            launch(fused, grid, &args);
                            // f32 angles up to pos radians, scaled by mscale ≤ 1.35.
                            let tol = 4e-6 * (1.0 + f64::from(c.pos));
                            close(&qb.f32s(), &yarn_ref(&q, nh, d, n_rot, c.pos, neox, y), tol)?;
                            close(
                                &kb.f32s(),
                                &yarn_ref(&k, nkv, d, n_rot, c.pos, neox, y),
                                tol,
                            )?;
                            // The unfused launches, bit for bit.
                            let (mut q2, mut k2, mut v2) =
                                (Buf::from_f32(&q), Buf::from_f32(&k), Buf::from_f32(&v));
                            let (mut kc2, mut vc2) =
                                (Buf::zeroed(2 * n_ctx * row), Buf::zeroed(2 * n_ctx * row));
                            for (x, heads) in [(&mut q2, nh), (&mut k2, nkv)] {
                                let g = rk.grid(CostShape {
                                    m: heads as u64,
                                    n: 0,
                                    k: n_rot as u64,
                                });
                                let mut a = vec![
                                    x.ptr(),
                                    posb.ptr(),
                                    HostArg::I32(heads as i32),
                                    HostArg::I32(d as i32),
                                    HostArg::I32(n_rot as i32),
                                    HostArg::F32(l2),
                                    HostArg::F32(y.freq_scale),
                                ];
                                a.extend(yarn_args(y));
                                launch(rope, g, &a);
                            }
                            launch(
                                store,
                                [row.div_ceil(256) as u32, 1, 1],
                                &[
                                    kc2.ptr(),
                                    vc2.ptr(),
                                    k2.ptr(),
                                    v2.ptr(),
                                    posb.ptr(),
                                    HostArg::I32(row as i32),
                                ],
                            );
                            let bits =
                                |v: Vec<f32>| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
                            prop_assert_eq!(bits(q2.f32s()), bits(qb.f32s()));
                            prop_assert_eq!(bits(k2.f32s()), bits(kb.f32s()));
                            prop_assert_eq!(kc2.u16s(), kc.u16s());
                            prop_assert_eq!(vc2.u16s(), vc.u16s());
                            // Only row `pos` of the caches was written.
                            let base = c.pos as usize * row;
                            for (j, &h) in kc.u16s().iter().enumerate() {
                                if !(base..base + row).contains(&j) {
                                    prop_assert_eq!(h, 0, "k cache {} written", j);
                                }
                            }
                            Ok(())
                        })
                        .map_err(|e| e.to_string())
                })
            })
        });
        let r = r.expect("fused builds").expect("rope builds");
        r.expect("kv store builds")
            .unwrap_or_else(|e| panic!("{}: {e}", fk.name()));
    }
}

#[test]
fn router_softmax_over_the_selected_matches_the_reference() {
    let strat = (1usize..=3, 1usize..=70, any::<u64>(), any::<u64>());
    run_cases(
        KernelKind::RouterTopKSoftmaxWeight,
        16,
        strat,
        |k, (tokens, n_expert, kpick, seed)| {
            let topk = if kpick % 4 == 0 {
                n_expert
            } else {
                1 + (kpick as usize % n_expert)
            };
            let mut rng = Rng::new(seed);
            let mut logits: Vec<f32> = (0..tokens * n_expert).map(|_| rng.f() * 8.0).collect();
            if n_expert > 3 {
                logits[1] = logits[3];
            }
            let mut lb = Buf::from_f32(&logits);
            let mut ids = Buf::from_i32(&vec![-7; tokens * topk]);
            let mut wts = Buf::from_f32(&vec![f32::NAN; tokens * topk]);
            // `norm` is ignored: pass 0 (the weights must still sum to one).
            launch(
                k,
                [tokens as u32, 1, 1],
                &[
                    ids.ptr(),
                    wts.ptr(),
                    lb.ptr(),
                    HostArg::I32(n_expert as i32),
                    HostArg::I32(topk as i32),
                    HostArg::I32(0),
                ],
            );
            let (gi, gw) = (ids.i32s(), wts.f32s());
            for t in 0..tokens {
                let row = &logits[t * n_expert..(t + 1) * n_expert];
                let mut order: Vec<usize> = (0..n_expert).collect();
                order
                    .sort_by(|&a, &b| row[b].partial_cmp(&row[a]).expect("finite").then(a.cmp(&b)));
                let picked = &order[..topk];
                let m = f64::from(row[picked[0]]);
                let e: Vec<f64> = picked
                    .iter()
                    .map(|&i| (f64::from(row[i]) - m).exp())
                    .collect();
                let s: f64 = e.iter().sum();
                let w: Vec<f64> = e.iter().map(|v| v / s).collect();
                let got: Vec<usize> = gi[t * topk..(t + 1) * topk]
                    .iter()
                    .map(|&v| v as usize)
                    .collect();
                prop_assert_eq!(&got[..], picked);
                close(&gw[t * topk..(t + 1) * topk], &w, 2e-6)?;
            }
            Ok(())
        },
    );
}

#[test]
fn clamped_swiglu_matches_the_reference() {
    let strat = (
        prop_oneof![Just(1usize), Just(3), Just(50), Just(783), 1usize..=1000],
        any::<u64>(),
    );
    run_cases(KernelKind::SwigluOai, 12, strat, |k, (n, seed)| {
        let (alpha, limit) = (1.702f32, 7.0f32);
        let mut rng = Rng::new(seed);
        // Both sides of the limits.
        let g: Vec<f32> = rng.vec(n).iter().map(|v| v * 12.0).collect();
        let u: Vec<f32> = rng.vec(n).iter().map(|v| v * 12.0).collect();
        let (mut gb, mut ub) = (Buf::from_f32(&g), Buf::from_f32(&u));
        let mut y = Buf::from_f32(&vec![f32::NAN; n]);
        let grid = KernelKind::SwigluOai.grid(CostShape {
            m: n as u64,
            n: 0,
            k: 0,
        });
        launch(
            k,
            grid,
            &[
                y.ptr(),
                gb.ptr(),
                ub.ptr(),
                HostArg::I32(n as i32),
                HostArg::F32(alpha),
                HostArg::F32(limit),
            ],
        );
        let want: Vec<f64> = g
            .iter()
            .zip(&u)
            .map(|(&g, &u)| {
                let x = f64::from(g.min(limit));
                let yv = f64::from(u.clamp(-limit, limit));
                x / (1.0 + (-f64::from(alpha) * x).exp()) * (yv + 1.0)
            })
            .collect();
        close(&y.f32s(), &want, 2e-6)
    });
}

#[test]
fn expert_bias_adds_each_picks_own_row() {
    let strat = (
        prop_oneof![Just(1usize), Just(3), Just(50), Just(783), 1usize..=600],
        1usize..=4,
        1usize..=9,
        any::<bool>(),
        any::<u64>(),
    );
    run_cases(
        KernelKind::MoeBias,
        12,
        strat,
        |k, (n, kk, n_expert, in_place, seed)| {
            let mut rng = Rng::new(seed);
            let x = rng.vec(kk * n);
            let b = rng.vec(n_expert * n);
            // Valid picks, and now and then one out of range (adds nothing).
            let ids: Vec<i32> = (0..kk)
                .map(|j| match rng.below(6) {
                    0 if j > 0 => [-1, n_expert as i32][rng.below(2) as usize],
                    _ => rng.below(n_expert as u64) as i32,
                })
                .collect();
            let (mut xb, mut bb, mut ib) =
                (Buf::from_f32(&x), Buf::from_f32(&b), Buf::from_i32(&ids));
            let mut yb = Buf::from_f32(&vec![f32::NAN; kk * n]);
            let grid = KernelKind::MoeBias.grid(CostShape {
                m: n as u64,
                n: 0,
                k: kk as u64,
            });
            let yp = if in_place { xb.ptr() } else { yb.ptr() };
            launch(
                k,
                grid,
                &[
                    yp,
                    xb.ptr(),
                    bb.ptr(),
                    ib.ptr(),
                    HostArg::I32(n as i32),
                    HostArg::I32(n_expert as i32),
                ],
            );
            let got = if in_place { xb.f32s() } else { yb.f32s() };
            for (j, &e) in ids.iter().enumerate() {
                for i in 0..n {
                    let bias = if (0..n_expert as i32).contains(&e) {
                        b[e as usize * n + i]
                    } else {
                        0.0
                    };
                    let want = x[j * n + i] + bias;
                    prop_assert_eq!(
                        got[j * n + i].to_bits(),
                        want.to_bits(),
                        "pick {} element {}",
                        j,
                        i
                    );
                }
            }
            Ok(())
        },
    );
}
