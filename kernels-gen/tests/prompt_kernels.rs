//! The prompt path's batched kernels (f16 cast and row gather, RoPE + KV store over rows,
//! causal prefill attention, the MoE combine, bias and sigmoid scale over rows), executed
//! through the host lowering against plain Rust references over awkward shapes, and the rows
//! kernels against the single-row kernels they batch (bit for bit where they share code).

mod common;

use common::{Buf, Rng, launch, prefill_args, run_cases};
use half::f16;
use proptest::prelude::*;
use proptest::test_runner::{Config, TestCaseError, TestRunner};
use strata_kernels_gen::host::{HostArg, HostKernel, with_host_kernel};
use strata_kernels_gen::kernels::KvCode;
use strata_kernels_gen::{CostShape, KernelKind};

fn shape(m: usize, n: usize, k: usize) -> CostShape {
    CostShape {
        m: m as u64,
        n: n as u64,
        k: k as u64,
    }
}

fn rows_strategy() -> impl Strategy<Value = usize> {
    prop_oneof![Just(1usize), Just(3), Just(50)]
}

fn cols_strategy() -> impl Strategy<Value = usize> {
    prop_oneof![Just(1usize), Just(3), Just(50), Just(783), 1usize..=600]
}

fn runner(cases: u32) -> TestRunner {
    TestRunner::new(Config {
        cases,
        failure_persistence: None,
        max_shrink_iters: 16,
        ..Config::default()
    })
}

#[test]
fn cast_f16_rounds_to_nearest_even() {
    let strat = (cols_strategy(), any::<u64>());
    run_cases(KernelKind::CastF16, 12, strat, |kern, (n, seed)| {
        let mut rng = Rng::new(seed);
        // Magnitudes from f16 subnormals to past its range, and exact ties.
        let mut x: Vec<f32> = (0..n)
            .map(|_| {
                let e = rng.below(40) as i32 - 26;
                rng.f() * 2f32.powi(e)
            })
            .collect();
        let specials = [
            0.0,
            -0.0,
            65504.0,
            65520.0,
            -70000.0,
            f32::INFINITY,
            f32::NEG_INFINITY,
            1.0 + 2f32.powi(-11),
            1.0 + 3.0 * 2f32.powi(-11),
            2f32.powi(-25),
            3.0 * 2f32.powi(-26),
        ];
        for (v, s) in x.iter_mut().zip(specials) {
            *v = s;
        }
        let mut y = Buf::from_bytes(&vec![0xAB; 2 * n + 2]);
        let mut xb = Buf::from_f32(&x);
        let grid = KernelKind::CastF16.grid(shape(n, 0, 0));
        launch(kern, grid, &[y.ptr(), xb.ptr(), HostArg::I32(n as i32)]);
        let got = y.u16s();
        for (i, &v) in x.iter().enumerate() {
            prop_assert_eq!(got[i], f16::from_f32(v).to_bits(), "element {} ({})", i, v);
        }
        prop_assert_eq!(got[n], 0xABAB, "wrote past n");
        Ok(())
    });
}

#[test]
fn gather_rows_f16_picks_rows_and_zeroes_negative_indices() {
    let strat = (rows_strategy(), cols_strategy(), 0usize..20, any::<u64>());
    run_cases(
        KernelKind::GatherRowsF16,
        12,
        strat,
        |kern, (rows, cols, pad, seed)| {
            let mut rng = Rng::new(seed);
            let stride = cols + pad;
            let src_rows = 1 + rng.below(60) as usize;
            let x = rng.vec(src_rows * stride);
            let idx: Vec<i32> = (0..rows)
                .map(|r| {
                    if r % 7 == 2 {
                        -1
                    } else {
                        rng.below(src_rows as u64) as i32
                    }
                })
                .collect();
            let mut y = Buf::from_bytes(&vec![0xAB; 2 * rows * cols + 2]);
            let (mut xb, mut ib) = (Buf::from_f32(&x), Buf::from_i32(&idx));
            let grid = KernelKind::GatherRowsF16.grid(shape(rows, cols, 0));
            prop_assert_eq!(grid, [cols.div_ceil(256) as u32, rows as u32, 1]);
            launch(
                kern,
                grid,
                &[
                    y.ptr(),
                    xb.ptr(),
                    ib.ptr(),
                    HostArg::I32(cols as i32),
                    HostArg::I32(stride as i32),
                ],
            );
            let got = y.u16s();
            for r in 0..rows {
                for c in 0..cols {
                    let want = if idx[r] < 0 {
                        0
                    } else {
                        f16::from_f32(x[idx[r] as usize * stride + c]).to_bits()
                    };
                    prop_assert_eq!(got[r * cols + c], want, "row {} col {}", r, c);
                }
            }
            prop_assert_eq!(got[rows * cols], 0xABAB, "wrote past the last row");
            Ok(())
        },
    );
}

#[derive(Debug, Clone)]
struct RopeRowsCase {
    rows: usize,
    n_head_kv: usize,
    group: usize,
    head_dim: usize,
    rot_quarters: usize,
    pos0: i32,
    seed: u64,
}

fn rope_rows_cases() -> impl Strategy<Value = RopeRowsCase> {
    (
        rows_strategy(),
        1usize..=2,
        prop_oneof![Just(1usize), Just(4)],
        prop_oneof![Just(64usize), Just(128)],
        1usize..=4,
        prop_oneof![Just(0i32), 1i32..40],
        any::<u64>(),
    )
        .prop_map(
            |(rows, n_head_kv, group, head_dim, rot_quarters, pos0, seed)| RopeRowsCase {
                rows,
                n_head_kv,
                group,
                head_dim,
                rot_quarters,
                pos0,
                seed,
            },
        )
}

/// `x` (`heads × d`) rotated at `pos` (f64 reference).
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

fn bits(v: &[f32]) -> Vec<u32> {
    v.iter().map(|x| x.to_bits()).collect()
}

/// One case: the rows launch against the f64 reference and against one single-row launch per
/// row (same code: bit for bit, caches included).
fn rope_rows_case(
    [rows_k, single]: [&HostKernel; 2],
    kind: KernelKind,
    single_kind: KernelKind,
    neox: bool,
    c: &RopeRowsCase,
) -> Result<(), TestCaseError> {
    let (nkv, nh, d, t) = (c.n_head_kv, c.n_head_kv * c.group, c.head_dim, c.rows);
    let n_rot = (2 * (d / 2 * c.rot_quarters / 4)).max(2);
    let row = nkv * d;
    let n_ctx = c.pos0 as usize + t + 2;
    let l2 = (-(2.0 / n_rot as f64) * 10000f64.log2()) as f32;
    let mut rng = Rng::new(c.seed);
    let (q, k, v) = (rng.vec(t * nh * d), rng.vec(t * row), rng.vec(t * row));
    let cache0 = rng.vec(n_ctx * row);
    let mut posb = Buf::from_i32(&[c.pos0]);
    let (mut qb, mut kb, mut vb) = (Buf::from_f32(&q), Buf::from_f32(&k), Buf::from_f32(&v));
    let (mut kc, mut vc) = (Buf::from_f16(&cache0), Buf::from_f16(&cache0));
    let scalars = [
        HostArg::I32(nh as i32),
        HostArg::I32(nkv as i32),
        HostArg::I32(d as i32),
        HostArg::I32(n_rot as i32),
        HostArg::F32(l2),
        HostArg::F32(1.0),
    ];
    let grid = kind.grid(shape(nh, d, t));
    prop_assert_eq!(grid, [(nh * d).div_ceil(256) as u32, t as u32, 1]);
    let mut args = vec![qb.ptr(), kb.ptr(), vb.ptr(), kc.ptr(), vc.ptr(), posb.ptr()];
    args.extend(scalars);
    launch(rows_k, grid, &args);
    let (got_q, got_k) = (qb.f32s(), kb.f32s());
    for r in 0..t {
        let pos = c.pos0 + r as i32;
        let tol = 2e-6 * (1.0 + f64::from(pos)) + 1e-6;
        let want_q = rope_ref(&q[r * nh * d..][..nh * d], nh, d, n_rot, pos, neox);
        let want_k = rope_ref(&k[r * row..][..row], nkv, d, n_rot, pos, neox);
        for (got, want) in [
            (&got_q[r * nh * d..][..nh * d], &want_q),
            (&got_k[r * row..][..row], &want_k),
        ] {
            for (i, (&g, &w)) in got.iter().zip(want).enumerate() {
                prop_assert!((f64::from(g) - w).abs() <= tol, "row {r} {i}: {g} vs {w}");
            }
        }
    }
    // The caches: row pos0 + r holds f16(k'_r), f16(v_r); every other row is untouched.
    let (gk, gv) = (kc.u16s(), vc.u16s());
    for p in 0..n_ctx {
        for j in 0..row {
            let at = p * row + j;
            let r = p as i64 - i64::from(c.pos0);
            let (wk, wv) = if (0..t as i64).contains(&r) {
                let r = r as usize;
                (
                    f16::from_f32(got_k[r * row + j]).to_bits(),
                    f16::from_f32(v[r * row + j]).to_bits(),
                )
            } else {
                let old = f16::from_f32(cache0[at]).to_bits();
                (old, old)
            };
            prop_assert_eq!(gk[at], wk, "k cache pos {} elem {}", p, j);
            prop_assert_eq!(gv[at], wv, "v cache pos {} elem {}", p, j);
        }
    }
    // One single-row launch per row at its own position.
    let (mut kc2, mut vc2) = (Buf::from_f16(&cache0), Buf::from_f16(&cache0));
    let mut q2 = Vec::new();
    let mut k2 = Vec::new();
    for r in 0..t {
        let mut qr = Buf::from_f32(&q[r * nh * d..][..nh * d]);
        let mut kr = Buf::from_f32(&k[r * row..][..row]);
        let mut vr = Buf::from_f32(&v[r * row..][..row]);
        let mut pr = Buf::from_i32(&[c.pos0 + r as i32]);
        let mut a = vec![qr.ptr(), kr.ptr(), vr.ptr(), kc2.ptr(), vc2.ptr(), pr.ptr()];
        a.extend(scalars);
        launch(single, single_kind.grid(shape(nh, d, n_rot)), &a);
        q2.extend(qr.f32s());
        k2.extend(kr.f32s());
    }
    prop_assert_eq!(bits(&q2), bits(&got_q));
    prop_assert_eq!(bits(&k2), bits(&got_k));
    prop_assert_eq!(kc2.u16s(), gk);
    prop_assert_eq!(vc2.u16s(), gv);
    Ok(())
}

#[test]
fn rope_kv_store_rows_matches_reference_and_single_row_launches() {
    for neox in [true, false] {
        let (kind, single_kind) = if neox {
            (
                KernelKind::RopeNeoxKvStoreRows(KvCode::F16),
                KernelKind::RopeNeoxKvStore(KvCode::F16),
            )
        } else {
            (
                KernelKind::RopeNormKvStoreRows(KvCode::F16),
                KernelKind::RopeNormKvStore(KvCode::F16),
            )
        };
        let r = with_host_kernel(&kind, |rows_k| {
            with_host_kernel(&single_kind, |single| {
                runner(8)
                    .run(&rope_rows_cases(), |c| {
                        rope_rows_case([rows_k, single], kind, single_kind, neox, &c)
                    })
                    .map_err(|e| e.to_string())
            })
        })
        .expect("kernels build");
        r.expect("kernels build")
            .unwrap_or_else(|e| panic!("{}: {e}", kind.name()));
    }
}

#[derive(Debug, Clone)]
struct PrefillCase {
    rows: usize,
    n_head_kv: usize,
    group: usize,
    head_dim: usize,
    pos0: usize,
    seed: u64,
}

fn prefill_cases() -> impl Strategy<Value = PrefillCase> {
    (
        rows_strategy(),
        prop_oneof![Just(1usize), Just(2)],
        prop_oneof![Just(1usize), Just(4)],
        prop_oneof![Just(64usize), Just(128), Just(80), Just(256)],
        prop_oneof![Just(0usize), 1usize..70],
        any::<u64>(),
    )
        .prop_map(
            |(rows, n_head_kv, group, head_dim, pos0, seed)| PrefillCase {
                // Keep the 50-row cases to one KV head (the host runs blocks one at a time).
                n_head_kv: if rows == 50 { 1 } else { n_head_kv },
                rows,
                group,
                head_dim,
                pos0,
                seed,
            },
        )
}

#[test]
fn attn_prefill_attends_causally_like_the_reference() {
    run_cases(
        KernelKind::AttnPrefill(KvCode::F16),
        10,
        prefill_cases(),
        |kern, c| {
            let (nkv, nh, d, t) = (c.n_head_kv, c.n_head_kv * c.group, c.head_dim, c.rows);
            // Capacity past the batch's last position: positions beyond it hold garbage the
            // kernel must not read into any row's result.
            let cap = c.pos0 + t + 3;
            let mut rng = Rng::new(c.seed);
            let q: Vec<f32> = rng.vec(t * nh * d).iter().map(|v| v * 2.0).collect();
            let kf: Vec<f32> = rng
                .vec(cap * nkv * d)
                .iter()
                .map(|&v| f16::from_f32(v).to_f32())
                .collect();
            let vf: Vec<f32> = rng
                .vec(cap * nkv * d)
                .iter()
                .map(|&v| f16::from_f32(v).to_f32())
                .collect();
            let mut kf_bad = kf.clone();
            let mut vf_bad = vf.clone();
            for i in (c.pos0 + t) * nkv * d..cap * nkv * d {
                kf_bad[i] = 1000.0;
                vf_bad[i] = 1000.0;
            }
            let scale = 1.0 / (d as f32).sqrt();
            let (mut qb, mut kb, mut vb) = (
                Buf::from_f32(&q),
                Buf::from_f16(&kf_bad),
                Buf::from_f16(&vf_bad),
            );
            let mut out = Buf::from_f32(&vec![f32::NAN; t * nh * d]);
            let mut pb = Buf::from_i32(&[c.pos0 as i32, (c.pos0 + t) as i32]);
            let grid = KernelKind::AttnPrefill(KvCode::F16).grid(shape(nh, d, t));
            let tiles = t.div_ceil(strata_kernels_gen::kernels::attention::PREFILL_ROWS as usize);
            prop_assert_eq!(grid, [nh as u32, tiles as u32, 1]);
            launch(
                kern,
                grid,
                &prefill_args(
                    [&mut out, &mut qb, &mut kb, &mut vb, &mut pb],
                    (nh, nkv, d),
                    scale,
                ),
            );
            let got = out.f32s();
            let group = nh / nkv;
            for r in 0..t {
                let n_kv = c.pos0 + r + 1;
                for h in 0..nh {
                    let kvh = h / group;
                    let qr = &q[(r * nh + h) * d..][..d];
                    let scores: Vec<f64> = (0..n_kv)
                        .map(|p| {
                            let kr = &kf[(p * nkv + kvh) * d..][..d];
                            let dot: f64 =
                                (0..d).map(|i| f64::from(qr[i]) * f64::from(kr[i])).sum();
                            dot * f64::from(scale)
                        })
                        .collect();
                    let m = scores.iter().fold(f64::NEG_INFINITY, |a, &b| a.max(b));
                    let e: Vec<f64> = scores.iter().map(|s| (s - m).exp()).collect();
                    let den: f64 = e.iter().sum();
                    for i in 0..d {
                        let num: f64 = (0..n_kv)
                            .map(|p| e[p] * f64::from(vf[(p * nkv + kvh) * d + i]))
                            .sum();
                        let want = num / den;
                        let g = f64::from(got[(r * nh + h) * d + i]);
                        prop_assert!(
                            (g - want).abs() <= 2e-5,
                            "row {r} head {h} dim {i}: got {g} want {want}"
                        );
                    }
                }
            }
            Ok(())
        },
    );
}

#[test]
fn moe_combine_rows_sums_in_pick_order_and_skips_negative_picks() {
    let strat = (
        rows_strategy(),
        cols_strategy(),
        1usize..=8,
        1usize..=9,
        any::<u64>(),
    );
    run_cases(
        KernelKind::MoeCombineRows,
        12,
        strat,
        |kern, (rows, n, k, n_e, seed)| {
            let mut rng = Rng::new(seed);
            let e = rng.vec(n_e * n);
            let w = rng.vec(rows * k);
            let sel: Vec<i32> = (0..rows * k)
                .map(|i| {
                    if i % 5 == 3 {
                        -1
                    } else {
                        rng.below(n_e as u64) as i32
                    }
                })
                .collect();
            let mut y = Buf::from_f32(&vec![f32::NAN; rows * n]);
            let (mut eb, mut sb, mut wb) =
                (Buf::from_f32(&e), Buf::from_i32(&sel), Buf::from_f32(&w));
            let grid = KernelKind::MoeCombineRows.grid(shape(rows, n, k));
            prop_assert_eq!(grid, [n.div_ceil(256) as u32, rows as u32, 1]);
            launch(
                kern,
                grid,
                &[
                    y.ptr(),
                    eb.ptr(),
                    sb.ptr(),
                    wb.ptr(),
                    HostArg::I32(n as i32),
                    HostArg::I32(k as i32),
                ],
            );
            let mut want = Vec::with_capacity(rows * n);
            for r in 0..rows {
                for c in 0..n {
                    let mut acc = 0.0f32;
                    for j in 0..k {
                        let s = sel[r * k + j];
                        if s >= 0 {
                            acc += e[s as usize * n + c] * w[r * k + j];
                        }
                    }
                    want.push(acc);
                }
            }
            prop_assert_eq!(bits(&y.f32s()), bits(&want));
            Ok(())
        },
    );
}

#[test]
fn moe_combine_rows_equals_the_decode_combine_per_row() {
    // With every pick present and the experts' rows laid out pick by pick, each row is the
    // decode combine of that row's picks: bit for bit.
    let (rows, n, k) = (3usize, 300usize, 4usize);
    let mut rng = Rng::new(7);
    let e = rng.vec(rows * k * n);
    let w = rng.vec(rows * k);
    let sel: Vec<i32> = (0..(rows * k) as i32).collect();
    let mut y = Buf::from_f32(&vec![f32::NAN; rows * n]);
    let (mut eb, mut sb, mut wb) = (Buf::from_f32(&e), Buf::from_i32(&sel), Buf::from_f32(&w));
    with_host_kernel(&KernelKind::MoeCombineRows, |kern| {
        launch(
            kern,
            KernelKind::MoeCombineRows.grid(shape(rows, n, k)),
            &[
                y.ptr(),
                eb.ptr(),
                sb.ptr(),
                wb.ptr(),
                HostArg::I32(n as i32),
                HostArg::I32(k as i32),
            ],
        );
    })
    .expect("builds");
    let got = y.f32s();
    with_host_kernel(&KernelKind::MoeCombine, |kern| {
        for r in 0..rows {
            let mut yr = Buf::from_f32(&vec![f32::NAN; n]);
            let mut er = Buf::from_f32(&e[r * k * n..][..k * n]);
            let mut wr = Buf::from_f32(&w[r * k..][..k]);
            launch(
                kern,
                KernelKind::MoeCombine.grid(shape(n, 0, k)),
                &[
                    yr.ptr(),
                    er.ptr(),
                    wr.ptr(),
                    HostArg::I32(n as i32),
                    HostArg::I32(k as i32),
                ],
            );
            assert_eq!(bits(&yr.f32s()), bits(&got[r * n..][..n]), "row {r}");
        }
    })
    .expect("builds");
}

#[test]
fn add_bias_rows_adds_the_bias_to_every_row_in_place_too() {
    let strat = (
        rows_strategy(),
        cols_strategy(),
        any::<bool>(),
        any::<u64>(),
    );
    run_cases(
        KernelKind::AddBiasRows,
        12,
        strat,
        |kern, (rows, n, in_place, seed)| {
            let mut rng = Rng::new(seed);
            let (x, b) = (rng.vec(rows * n), rng.vec(n));
            let (mut xb, mut bb) = (Buf::from_f32(&x), Buf::from_f32(&b));
            let mut y = Buf::from_f32(&vec![f32::NAN; rows * n]);
            let grid = KernelKind::AddBiasRows.grid(shape(rows, n, 0));
            prop_assert_eq!(grid, [n.div_ceil(256) as u32, rows as u32, 1]);
            let yp = if in_place { xb.ptr() } else { y.ptr() };
            launch(
                kern,
                grid,
                &[yp, xb.ptr(), bb.ptr(), HostArg::I32(n as i32)],
            );
            let want: Vec<f32> = (0..rows * n).map(|i| x[i] + b[i % n]).collect();
            let got = if in_place { xb.f32s() } else { y.f32s() };
            prop_assert_eq!(bits(&got), bits(&want));
            Ok(())
        },
    );
}

#[test]
fn sigmoid_scale_rows_uses_each_rows_gate_like_the_decode_kernel() {
    let strat = (rows_strategy(), cols_strategy(), any::<u64>());
    let r = with_host_kernel(&KernelKind::SigmoidScale, |single| {
        run_cases(
            KernelKind::SigmoidScaleRows,
            12,
            strat,
            |kern, (rows, n, seed)| {
                let mut rng = Rng::new(seed);
                let x = rng.vec(rows * n);
                let g: Vec<f32> = rng.vec(rows).iter().map(|v| v * 30.0).collect();
                let (mut xb, mut gb) = (Buf::from_f32(&x), Buf::from_f32(&g));
                let mut y = Buf::from_f32(&vec![f32::NAN; rows * n]);
                let grid = KernelKind::SigmoidScaleRows.grid(shape(rows, n, 0));
                prop_assert_eq!(grid, [n.div_ceil(256) as u32, rows as u32, 1]);
                launch(
                    kern,
                    grid,
                    &[y.ptr(), xb.ptr(), gb.ptr(), HostArg::I32(n as i32)],
                );
                let got = y.f32s();
                for r in 0..rows {
                    let s = 1.0 / (1.0 + (-f64::from(g[r])).exp());
                    for c in 0..n {
                        let want = f64::from(x[r * n + c]) * s;
                        let gv = f64::from(got[r * n + c]);
                        prop_assert!(
                            (gv - want).abs() <= 1e-6 * want.abs() + 1e-7,
                            "row {r} col {c}: got {gv} want {want}"
                        );
                    }
                    // The decode kernel on this row alone: the same formula, bit for bit.
                    let mut xr = Buf::from_f32(&x[r * n..][..n]);
                    let mut gr = Buf::from_f32(&g[r..=r]);
                    let mut yr = Buf::from_f32(&vec![f32::NAN; n]);
                    launch(
                        single,
                        KernelKind::SigmoidScale.grid(shape(n, 0, 0)),
                        &[yr.ptr(), xr.ptr(), gr.ptr(), HostArg::I32(n as i32)],
                    );
                    prop_assert_eq!(bits(&yr.f32s()), bits(&got[r * n..][..n]));
                }
                Ok(())
            },
        );
    });
    r.expect("builds");
}

#[test]
fn prompt_kernels_are_in_the_catalogue_with_the_agreed_signatures() {
    let want: [(KernelKind, &str, &[&str], u32); 8] = [
        (
            KernelKind::CastF16,
            "strata_cast_f16_f32",
            &["y", "x", "n"],
            256,
        ),
        (
            KernelKind::GatherRowsF16,
            "strata_gather_rows_f16",
            &["y", "x", "idx", "cols", "x_stride"],
            256,
        ),
        (
            KernelKind::RopeNeoxKvStoreRows(KvCode::F16),
            "strata_rope_neox_kv_store_rows_f16",
            &[
                "q",
                "k",
                "v",
                "k_cache",
                "v_cache",
                "pos_ptr",
                "n_head",
                "n_head_kv",
                "head_dim",
                "n_rot",
                "log2_theta_scale",
                "freq_scale",
            ],
            256,
        ),
        (
            KernelKind::RopeNormKvStoreRows(KvCode::F16),
            "strata_rope_norm_kv_store_rows_f16",
            &[
                "q",
                "k",
                "v",
                "k_cache",
                "v_cache",
                "pos_ptr",
                "n_head",
                "n_head_kv",
                "head_dim",
                "n_rot",
                "log2_theta_scale",
                "freq_scale",
            ],
            256,
        ),
        (
            KernelKind::AttnPrefill(KvCode::F16),
            "strata_attn_prefill_f16kv",
            &[
                "out",
                "q",
                "k_cache",
                "v_cache",
                "n_head",
                "n_head_kv",
                "head_dim",
                "pos_ptr",
                "scale",
            ],
            128,
        ),
        (
            KernelKind::MoeCombineRows,
            "strata_moe_combine_rows_f32",
            &["y", "e", "sel_rows", "w", "n", "k"],
            256,
        ),
        (
            KernelKind::AddBiasRows,
            "strata_add_bias_rows_f32",
            &["y", "x", "b", "n"],
            256,
        ),
        (
            KernelKind::SigmoidScaleRows,
            "strata_sigmoid_scale_rows_f32",
            &["y", "x", "g", "n"],
            256,
        ),
    ];
    let all = KernelKind::all();
    for (kind, name, params, block) in want {
        assert!(all.contains(&kind), "{name} missing from all()");
        assert_eq!(kind.name(), name);
        assert_eq!(KernelKind::from_name(name).expect("known"), kind);
        let sig = kind.sig();
        let names: Vec<&str> = sig.params.iter().map(|p| p.0).collect();
        assert_eq!(names, params, "{name}");
        assert_eq!(sig.block_dim, block, "{name}");
    }
    // The agreed grids.
    assert_eq!(KernelKind::CastF16.grid(shape(513, 0, 0)), [3, 1, 1]);
    assert_eq!(
        KernelKind::RopeNeoxKvStoreRows(KvCode::F16).grid(shape(32, 128, 7)),
        [16, 7, 1]
    );
    // One block per (head, tile of PREFILL_ROWS = 4 rows).
    assert_eq!(
        KernelKind::AttnPrefill(KvCode::F16).grid(shape(32, 128, 7)),
        [32, 2, 1]
    );
    assert_eq!(
        KernelKind::MoeCombineRows.grid(shape(5, 2048, 8)),
        [8, 5, 1]
    );
}
