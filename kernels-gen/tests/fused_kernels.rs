//! The fused kernels, executed through the host lowering, against a plain Rust reference and
//! against the unfused kernels they replace (which they must equal bit for bit, so the GPU
//! decode step gives the same logits with fewer launches).

mod common;

use common::{Buf, Rng, launch};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use proptest::test_runner::{Config, TestRunner};
use strata_kernels_gen::host::{HostArg, HostKernel, with_host_kernel};
use strata_kernels_gen::kernels::KvCode;
use strata_kernels_gen::{CostShape, KernelKind};

/// `s = a + b`, `y = rmsnorm(s)·w` per row, in f64 from the f32 sum.
fn add_rmsnorm_ref(a: &[f32], b: &[f32], w: &[f32], n: usize, eps: f32) -> (Vec<f32>, Vec<f64>) {
    let s: Vec<f32> = a.iter().zip(b).map(|(x, y)| x + y).collect();
    let mut y = Vec::with_capacity(s.len());
    for row in s.chunks(n) {
        let ms = row.iter().map(|&v| f64::from(v).powi(2)).sum::<f64>() / n as f64;
        let sc = 1.0 / (ms + f64::from(eps)).sqrt();
        y.extend(
            row.iter()
                .zip(w)
                .map(|(&v, &wi)| f64::from(v) * sc * f64::from(wi)),
        );
    }
    (s, y)
}

#[test]
fn add_rmsnorm_matches_reference_and_the_unfused_pair() {
    let result = with_host_kernel(&KernelKind::AddRmsNorm, |fused| {
        with_host_kernel(&KernelKind::Add, |add| {
            with_host_kernel(&KernelKind::RmsNorm, |norm| {
                let mut runner = TestRunner::new(Config {
                    cases: 12,
                    failure_persistence: None,
                    max_shrink_iters: 16,
                    ..Config::default()
                });
                let shapes = (
                    1usize..=3,
                    prop_oneof![
                        Just(1usize),
                        Just(3),
                        Just(50),
                        Just(783),
                        1usize..=2100,
                        2049usize..=4700
                    ],
                    any::<u64>(),
                );
                runner
                    .run(&shapes, |(rows, n, seed)| {
                        let mut rng = Rng::new(seed);
                        let (a, b, w) = (rng.vec(rows * n), rng.vec(rows * n), rng.vec(n));
                        let eps = 1e-6f32;
                        let (mut ab, mut bb, mut wb) =
                            (Buf::from_f32(&a), Buf::from_f32(&b), Buf::from_f32(&w));
                        let nan = vec![f32::NAN; rows * n];
                        let (mut s, mut y) = (Buf::from_f32(&nan), Buf::from_f32(&nan));
                        launch(
                            fused,
                            [rows as u32, 1, 1],
                            &[
                                s.ptr(),
                                y.ptr(),
                                ab.ptr(),
                                bb.ptr(),
                                wb.ptr(),
                                HostArg::I32(n as i32),
                                HostArg::F32(eps),
                            ],
                        );
                        let (want_s, want_y) = add_rmsnorm_ref(&a, &b, &w, n, eps);
                        let (got_s, got_y) = (s.f32s(), y.f32s());
                        prop_assert_eq!(&got_s, &want_s);
                        for (i, (&g, &r)) in got_y.iter().zip(&want_y).enumerate() {
                            let err = (f64::from(g) - r).abs();
                            prop_assert!(
                                err <= 1e-5 * (r.abs() + 1e-3) + 1e-6,
                                "element {i}: got {g} want {r}"
                            );
                        }
                        // The unfused pair: add (one thread per element) then rmsnorm.
                        let (mut s2, mut y2) = (Buf::from_f32(&nan), Buf::from_f32(&nan));
                        let total = rows * n;
                        launch(
                            add,
                            [total.div_ceil(256) as u32, 1, 1],
                            &[s2.ptr(), ab.ptr(), bb.ptr(), HostArg::I32(total as i32)],
                        );
                        launch(
                            norm,
                            [rows as u32, 1, 1],
                            &[
                                y2.ptr(),
                                s2.ptr(),
                                wb.ptr(),
                                HostArg::I32(n as i32),
                                HostArg::F32(eps),
                            ],
                        );
                        prop_assert_eq!(&s2.f32s(), &got_s);
                        let bits = |v: &[f32]| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
                        prop_assert_eq!(bits(&y2.f32s()), bits(&got_y));
                        Ok(())
                    })
                    .map_err(|e| e.to_string())
            })
        })
    });
    let inner = result.expect("fused kernel builds").expect("add builds");
    inner.expect("rmsnorm builds").expect("cases pass");
}

#[test]
fn add_rmsnorm_is_in_the_catalogue() {
    let k = KernelKind::AddRmsNorm;
    assert_eq!(
        KernelKind::from_name("strata_add_rmsnorm_f32").expect("known"),
        k
    );
    assert!(KernelKind::all().contains(&k));
    let sig = k.sig();
    let names: Vec<&str> = sig.params.iter().map(|p| p.0).collect();
    assert_eq!(names, ["sum", "y", "a", "b", "w", "n", "eps"]);
    assert_eq!(
        k.grid(strata_kernels_gen::CostShape {
            m: 1,
            n: 2048,
            k: 0
        }),
        [1, 1, 1]
    );
}

/// `x` rotated in place like `rope_{neox,norm}` (f64 reference).
fn rope_ref(x: &[f32], heads: usize, d: usize, n_rot: usize, pos: i32, neox: bool) -> Vec<f64> {
    let mut out: Vec<f64> = x.iter().map(|&v| f64::from(v)).collect();
    for h in 0..heads {
        for i in 0..n_rot / 2 {
            let theta = f64::from(pos) * 10000f64.powf(-2.0 * i as f64 / n_rot as f64);
            let (i0, i1) = if neox {
                (h * d + i, h * d + i + n_rot / 2)
            } else {
                (h * d + 2 * i, h * d + 2 * i + 1)
            };
            let (a, b) = (f64::from(x[i0]), f64::from(x[i1]));
            out[i0] = a * theta.cos() - b * theta.sin();
            out[i1] = a * theta.sin() + b * theta.cos();
        }
    }
    out
}

#[derive(Debug, Clone)]
struct RopeCase {
    n_head_kv: usize,
    group: usize,
    half_dim: usize,
    rot_quarters: usize,
    pos: i32,
    n_ctx: usize,
    seed: u64,
}

fn rope_cases() -> impl Strategy<Value = RopeCase> {
    (
        1usize..=3,
        prop_oneof![Just(1usize), Just(2), Just(4)],
        prop_oneof![Just(1usize), Just(3), Just(25), Just(64), 1usize..=128],
        1usize..=4,
        0i32..50,
        any::<u64>(),
    )
        .prop_map(
            |(n_head_kv, group, half_dim, rot_quarters, pos, seed)| RopeCase {
                n_head_kv,
                group,
                half_dim,
                rot_quarters,
                pos,
                n_ctx: 50,
                seed,
            },
        )
}

fn bits(v: &[f32]) -> Vec<u32> {
    v.iter().map(|x| x.to_bits()).collect()
}

/// One case: the fused launch against the f64 reference and against rope(q), rope(k), kv_store.
fn rope_kv_case(
    [fused, rope, store]: [&HostKernel; 3],
    neox: bool,
    c: &RopeCase,
) -> Result<(), TestCaseError> {
    let (nkv, nh) = (c.n_head_kv, c.n_head_kv * c.group);
    let d = 2 * c.half_dim;
    let n_rot = (2 * (c.half_dim * c.rot_quarters / 4)).max(2);
    let row = nkv * d;
    let l2 = (-(2.0 / n_rot as f64) * 10000f64.log2()) as f32;
    let mut rng = Rng::new(c.seed);
    let (q, k, v) = (rng.vec(nh * d), rng.vec(row), rng.vec(row));
    let cache0: Vec<f32> = rng.vec(c.n_ctx * row);
    let mut posb = Buf::from_i32(&[c.pos]);
    let (mut qb, mut kb, mut vb) = (Buf::from_f32(&q), Buf::from_f32(&k), Buf::from_f32(&v));
    let (mut kc, mut vc) = (Buf::from_f16(&cache0), Buf::from_f16(&cache0));
    let kind = if neox {
        KernelKind::RopeNeoxKvStore(KvCode::F16)
    } else {
        KernelKind::RopeNormKvStore(KvCode::F16)
    };
    let grid = kind.grid(CostShape {
        m: nh as u64,
        n: d as u64,
        k: n_rot as u64,
    });
    launch(
        fused,
        grid,
        &[
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
            HostArg::F32(1.0),
        ],
    );
    // Reference: rotated q and k, the caches unchanged except row `pos`.
    let tol = 2e-6 * (1.0 + f64::from(c.pos));
    let (want_q, want_k) = (
        rope_ref(&q, nh, d, n_rot, c.pos, neox),
        rope_ref(&k, nkv, d, n_rot, c.pos, neox),
    );
    for (got, want) in [(qb.f32s(), &want_q), (kb.f32s(), &want_k)] {
        for (i, (&g, &w)) in got.iter().zip(want).enumerate() {
            prop_assert!((f64::from(g) - w).abs() <= tol + 1e-6, "{i}: {g} vs {w}");
        }
    }
    let f16s = |b: &Buf| -> Vec<f32> {
        b.u16s()
            .iter()
            .map(|&h| half::f16::from_bits(h).to_f32())
            .collect()
    };
    let (gk, gv) = (f16s(&kc), f16s(&vc));
    let base = c.pos as usize * row;
    let got_k = kb.f32s();
    for j in 0..c.n_ctx * row {
        let (wk, wv) = if (base..base + row).contains(&j) {
            (
                half::f16::from_f32(got_k[j - base]).to_f32(),
                half::f16::from_f32(v[j - base]).to_f32(),
            )
        } else {
            let old = half::f16::from_f32(cache0[j]).to_f32();
            (old, old)
        };
        prop_assert_eq!(gk[j].to_bits(), wk.to_bits(), "k cache {}", j);
        prop_assert_eq!(gv[j].to_bits(), wv.to_bits(), "v cache {}", j);
    }
    // The unfused launches, bit for bit.
    let (mut q2, mut k2, mut v2) = (Buf::from_f32(&q), Buf::from_f32(&k), Buf::from_f32(&v));
    let (mut kc2, mut vc2) = (Buf::from_f16(&cache0), Buf::from_f16(&cache0));
    let rk = if neox {
        KernelKind::RopeNeox
    } else {
        KernelKind::RopeNorm
    };
    for (x, heads) in [(&mut q2, nh), (&mut k2, nkv)] {
        let g = rk.grid(CostShape {
            m: heads as u64,
            n: 0,
            k: n_rot as u64,
        });
        launch(
            rope,
            g,
            &[
                x.ptr(),
                posb.ptr(),
                HostArg::I32(heads as i32),
                HostArg::I32(d as i32),
                HostArg::I32(n_rot as i32),
                HostArg::F32(l2),
                HostArg::F32(1.0),
            ],
        );
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
    prop_assert_eq!(bits(&q2.f32s()), bits(&qb.f32s()));
    prop_assert_eq!(bits(&k2.f32s()), bits(&got_k));
    prop_assert_eq!(kc2.u16s(), kc.u16s());
    prop_assert_eq!(vc2.u16s(), vc.u16s());
    Ok(())
}

#[test]
fn rope_kv_store_matches_reference_and_the_unfused_launches() {
    for neox in [true, false] {
        let (fk, rk) = if neox {
            (
                KernelKind::RopeNeoxKvStore(KvCode::F16),
                KernelKind::RopeNeox,
            )
        } else {
            (
                KernelKind::RopeNormKvStore(KvCode::F16),
                KernelKind::RopeNorm,
            )
        };
        let r = with_host_kernel(&fk, |fused| {
            with_host_kernel(&rk, |rope| {
                with_host_kernel(&KernelKind::KvStore(KvCode::F16), |store| {
                    let mut runner = TestRunner::new(Config {
                        cases: 10,
                        failure_persistence: None,
                        max_shrink_iters: 16,
                        ..Config::default()
                    });
                    runner
                        .run(&rope_cases(), |c| {
                            rope_kv_case([fused, rope, store], neox, &c)
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
fn moe_combine_add_rmsnorm_matches_reference_and_the_unfused_launches() {
    let run = |fused: &HostKernel, comb: &HostKernel, add: &HostKernel, norm: &HostKernel| {
        let mut runner = TestRunner::new(Config {
            cases: 12,
            failure_persistence: None,
            max_shrink_iters: 16,
            ..Config::default()
        });
        let shapes = (
            prop_oneof![Just(1usize), Just(3), Just(50), Just(783), 1usize..=2100],
            1usize..=8,
            any::<u64>(),
        );
        runner
            .run(&shapes, |(n, k, seed)| {
                let mut rng = Rng::new(seed);
                let (r, e, ew, w) = (rng.vec(n), rng.vec(k * n), rng.vec(k), rng.vec(n));
                let eps = 1e-6f32;
                let mut bufs: Vec<Buf> =
                    [&r, &e, &ew, &w].iter().map(|v| Buf::from_f32(v)).collect();
                let nan = vec![f32::NAN; n];
                let (mut s, mut y) = (Buf::from_f32(&nan), Buf::from_f32(&nan));
                let kind = KernelKind::MoeCombineAddRmsNorm;
                let grid = kind.grid(CostShape {
                    m: 1,
                    n: n as u64,
                    k: k as u64,
                });
                prop_assert_eq!(grid, [1, 1, 1]);
                let [rb, eb, ewb, wb] = &mut bufs[..] else {
                    unreachable!()
                };
                launch(
                    fused,
                    grid,
                    &[
                        s.ptr(),
                        y.ptr(),
                        rb.ptr(),
                        eb.ptr(),
                        ewb.ptr(),
                        wb.ptr(),
                        HostArg::I32(n as i32),
                        HostArg::I32(k as i32),
                        HostArg::F32(eps),
                    ],
                );
                // Reference: the combine in pick order in f32, the add, the norm in f64.
                let moe: Vec<f32> = (0..n)
                    .map(|i| (0..k).fold(0.0f32, |acc, j| acc + e[j * n + i] * ew[j]))
                    .collect();
                let (want_s, want_y) = add_rmsnorm_ref(&r, &moe, &w, n, eps);
                prop_assert_eq!(&s.f32s(), &want_s);
                for (i, (&g, &rv)) in y.f32s().iter().zip(&want_y).enumerate() {
                    let err = (f64::from(g) - rv).abs();
                    prop_assert!(err <= 1e-5 * (rv.abs() + 1e-3) + 1e-6, "{i}: {g} vs {rv}");
                }
                // moe_combine, add, rmsnorm: bit for bit.
                let (mut m2, mut s2, mut y2) = (
                    Buf::from_f32(&nan),
                    Buf::from_f32(&nan),
                    Buf::from_f32(&nan),
                );
                let blocks = [n.div_ceil(256) as u32, 1, 1];
                launch(
                    comb,
                    blocks,
                    &[
                        m2.ptr(),
                        eb.ptr(),
                        ewb.ptr(),
                        HostArg::I32(n as i32),
                        HostArg::I32(k as i32),
                    ],
                );
                launch(
                    add,
                    blocks,
                    &[s2.ptr(), rb.ptr(), m2.ptr(), HostArg::I32(n as i32)],
                );
                launch(
                    norm,
                    [1, 1, 1],
                    &[
                        y2.ptr(),
                        s2.ptr(),
                        wb.ptr(),
                        HostArg::I32(n as i32),
                        HostArg::F32(eps),
                    ],
                );
                prop_assert_eq!(bits(&s2.f32s()), bits(&s.f32s()));
                prop_assert_eq!(bits(&y2.f32s()), bits(&y.f32s()));
                Ok(())
            })
            .map_err(|e| e.to_string())
    };
    let r = with_host_kernel(&KernelKind::MoeCombineAddRmsNorm, |fused| {
        with_host_kernel(&KernelKind::MoeCombine, |comb| {
            with_host_kernel(&KernelKind::Add, |add| {
                with_host_kernel(&KernelKind::RmsNorm, |norm| run(fused, comb, add, norm))
            })
        })
    });
    let r = r.expect("fused builds").expect("combine builds");
    r.expect("add builds")
        .expect("rmsnorm builds")
        .unwrap_or_else(|e| panic!("moe_combine_add_rmsnorm: {e}"));
}

/// One case of the head norm + RoPE + KV store: against the per-head RMSNorm launches then the
/// fused RoPE + KV store (bit for bit), and q against an f64 reference.
fn norm_rope_case(
    [fused, norm, rope_store]: [&HostKernel; 3],
    (neox, code): (bool, KvCode),
    c: &RopeCase,
) -> Result<(), TestCaseError> {
    let (nkv, nh) = (c.n_head_kv, c.n_head_kv * c.group);
    let d = 2 * c.half_dim;
    let n_rot = (2 * (c.half_dim * c.rot_quarters / 4)).max(2);
    let row = nkv * d;
    let (l2, eps) = ((-(2.0 / n_rot as f64) * 10000f64.log2()) as f32, 1e-6f32);
    let mut rng = Rng::new(c.seed);
    let (q, k, v) = (rng.vec(nh * d), rng.vec(row), rng.vec(row));
    let (qw, kw) = (rng.vec(d), rng.vec(d));
    let cache0: Vec<f32> = rng.vec(c.n_ctx * row);
    let cache = |x: &[f32]| match code {
        KvCode::F16 => Buf::from_f16(x),
        _ => Buf::from_f32(x),
    };
    let posb = Buf::from_i32(&[c.pos]);
    let nan = vec![f32::NAN; nh * d];
    let (mut qo, mut ko) = (Buf::from_f32(&nan), Buf::from_f32(&nan[..row]));
    let (mut qi, mut ki, mut vb) = (Buf::from_f32(&q), Buf::from_f32(&k), Buf::from_f32(&v));
    let (mut qwb, mut kwb) = (Buf::from_f32(&qw), Buf::from_f32(&kw));
    let (mut kc, mut vc) = (cache(&cache0), cache(&cache0));
    let mut posb = posb;
    let kind = if neox {
        KernelKind::NormRopeNeoxKvStore(code)
    } else {
        KernelKind::NormRopeNormKvStore(code)
    };
    let grid = kind.grid(CostShape {
        m: (nh + nkv) as u64,
        n: d as u64,
        k: n_rot as u64,
    });
    launch(
        fused,
        grid,
        &[
            qo.ptr(),
            ko.ptr(),
            qi.ptr(),
            ki.ptr(),
            vb.ptr(),
            kc.ptr(),
            vc.ptr(),
            posb.ptr(),
            qwb.ptr(),
            kwb.ptr(),
            HostArg::I32(nh as i32),
            HostArg::I32(nkv as i32),
            HostArg::I32(d as i32),
            HostArg::I32(n_rot as i32),
            HostArg::F32(l2),
            HostArg::F32(1.0),
            HostArg::F32(eps),
        ],
    );
    // q against f64: each head normalized, then rotated.
    let mut qn = Vec::with_capacity(nh * d);
    for head in q.chunks(d) {
        let ms = head.iter().map(|&x| f64::from(x).powi(2)).sum::<f64>() / d as f64;
        let sc = 1.0 / (ms + f64::from(eps)).sqrt();
        qn.extend(
            head.iter()
                .zip(&qw)
                .map(|(&x, &w)| (f64::from(x) * sc * f64::from(w)) as f32),
        );
    }
    let want_q = rope_ref(&qn, nh, d, n_rot, c.pos, neox);
    let scale = qn.iter().fold(1.0f64, |m, &x| m.max(f64::from(x).abs()));
    for (i, (&g, &w)) in qo.f32s().iter().zip(&want_q).enumerate() {
        prop_assert!(
            (f64::from(g) - w).abs() <= 1e-5 * scale * (1.0 + f64::from(c.pos)),
            "q {i}: {g} vs {w}"
        );
    }
    // The unfused launches: the two head norms, then the fused RoPE + KV store in place.
    let (mut q2, mut k2) = (Buf::from_f32(&nan), Buf::from_f32(&nan[..row]));
    let (mut kc2, mut vc2) = (cache(&cache0), cache(&cache0));
    for (y, x, w, heads) in [
        (&mut q2, &mut qi, &mut qwb, nh),
        (&mut k2, &mut ki, &mut kwb, nkv),
    ] {
        launch(
            norm,
            [heads as u32, 1, 1],
            &[
                y.ptr(),
                x.ptr(),
                w.ptr(),
                HostArg::I32(d as i32),
                HostArg::F32(eps),
            ],
        );
    }
    let rk = if neox {
        KernelKind::RopeNeoxKvStore(code)
    } else {
        KernelKind::RopeNormKvStore(code)
    };
    let g = rk.grid(CostShape {
        m: nh as u64,
        n: d as u64,
        k: n_rot as u64,
    });
    launch(
        rope_store,
        g,
        &[
            q2.ptr(),
            k2.ptr(),
            vb.ptr(),
            kc2.ptr(),
            vc2.ptr(),
            posb.ptr(),
            HostArg::I32(nh as i32),
            HostArg::I32(nkv as i32),
            HostArg::I32(d as i32),
            HostArg::I32(n_rot as i32),
            HostArg::F32(l2),
            HostArg::F32(1.0),
        ],
    );
    prop_assert_eq!(bits(&q2.f32s()), bits(&qo.f32s()));
    prop_assert_eq!(bits(&k2.f32s()), bits(&ko.f32s()));
    prop_assert_eq!(kc2.u16s(), kc.u16s());
    prop_assert_eq!(vc2.u16s(), vc.u16s());
    Ok(())
}

#[test]
fn norm_rope_kv_store_matches_the_norms_then_the_fused_rope() {
    for neox in [true, false] {
        for code in [KvCode::F16, KvCode::F32] {
            let (fk, rk) = if neox {
                (
                    KernelKind::NormRopeNeoxKvStore(code),
                    KernelKind::RopeNeoxKvStore(code),
                )
            } else {
                (
                    KernelKind::NormRopeNormKvStore(code),
                    KernelKind::RopeNormKvStore(code),
                )
            };
            let r = with_host_kernel(&fk, |fused| {
                with_host_kernel(&KernelKind::RmsNorm, |norm| {
                    with_host_kernel(&rk, |rope_store| {
                        let mut runner = TestRunner::new(Config {
                            cases: 8,
                            failure_persistence: None,
                            max_shrink_iters: 16,
                            ..Config::default()
                        });
                        runner
                            .run(&rope_cases(), |c| {
                                norm_rope_case([fused, norm, rope_store], (neox, code), &c)
                            })
                            .map_err(|e| e.to_string())
                    })
                })
            });
            let r = r.expect("fused builds").expect("norm builds");
            r.expect("rope builds")
                .unwrap_or_else(|e| panic!("{}: {e}", fk.name()));
        }
    }
}

/// The grouped down matvec with its SwiGLU fused into the x staging equals the SwiGLU launch
/// then the plain grouped matvec, bit for bit, for every type whose x is staged: one pick not
/// resident (its rows untouched), rows past a block's last, rows of several x chunks.
#[test]
fn moe_matvec_swiglu_equals_swiglu_then_the_grouped_matvec() {
    use common::{col_unit, random_weights};
    use strata_kernels_gen::host::host_kernel_cached;
    use strata_kernels_gen::kernels::matvec::stages_x;
    use strata_kernels_gen::kernels::quant::SUPPORTED;
    let glu = host_kernel_cached(&KernelKind::Swiglu).expect("swiglu builds");
    let types: Vec<_> = SUPPORTED.into_iter().filter(|&t| stages_x(t)).collect();
    assert!(types.len() >= 15, "{types:?}");
    for ty in types {
        let fused = host_kernel_cached(&KernelKind::MoeMatvecSwiglu(ty)).expect("fused builds");
        let plain = host_kernel_cached(&KernelKind::MoeMatvec(ty)).expect("matvec builds");
        let mut runner = TestRunner::new(Config {
            cases: 2,
            failure_persistence: None,
            max_shrink_iters: 8,
            ..Config::default()
        });
        let shapes = (
            prop_oneof![Just(1usize), Just(3), Just(17)],
            prop_oneof![Just(1usize), Just(3), Just(50)],
            any::<u64>(),
        );
        runner
            .run(&shapes, |(rows, units, seed)| {
                let cols = col_unit(ty) * units;
                let mut rng = Rng::new(seed);
                let wb = random_weights(ty, rows, cols, &mut rng);
                let mut mat = Buf::from_bytes(&wb);
                let mut pbuf = Buf::from_u64(&[mat.addr()]);
                let mut sbuf = Buf::from_i32(&[0, -1, 0]);
                let (g, u) = (rng.vec(3 * cols), rng.vec(3 * cols));
                let (mut gb, mut ub) = (Buf::from_f32(&g), Buf::from_f32(&u));
                let grid = KernelKind::MoeMatvec(ty).grid(CostShape {
                    m: rows as u64,
                    n: cols as u64,
                    k: 3,
                });
                let tail = |cols: usize| {
                    [
                        HostArg::I32(rows as i32),
                        HostArg::I32(cols as i32),
                        HostArg::I32(cols as i32),
                        HostArg::I32(i32::MAX),
                        HostArg::I32(0),
                    ]
                };
                let mut y1 = Buf::from_f32(&vec![7.0; 3 * rows]);
                let mut args = vec![y1.ptr(), pbuf.ptr(), sbuf.ptr(), gb.ptr(), ub.ptr()];
                args.extend(tail(cols));
                launch(fused, grid, &args);
                let mut h = Buf::from_f32(&vec![f32::NAN; 3 * cols]);
                launch(
                    glu,
                    [(3 * cols).div_ceil(256) as u32, 1, 1],
                    &[h.ptr(), gb.ptr(), ub.ptr(), HostArg::I32((3 * cols) as i32)],
                );
                let mut y2 = Buf::from_f32(&vec![7.0; 3 * rows]);
                let mut args = vec![y2.ptr(), pbuf.ptr(), sbuf.ptr(), h.ptr()];
                args.extend(tail(cols));
                launch(plain, grid, &args);
                let (a, b) = (y1.f32s(), y2.f32s());
                prop_assert!(a[rows..2 * rows].iter().all(|&v| v == 7.0));
                prop_assert!(a.iter().all(|v| v.is_finite()), "{:?}", a);
                prop_assert_eq!(bits(&a), bits(&b));
                Ok(())
            })
            .unwrap_or_else(|e| panic!("{}: {e}", ty.name()));
    }
}
