//! The kernels a captured GPU decode step adds (f16 KV store at a device-held position, the
//! routed experts' weighted combine, the shared expert's sigmoid scale) and the attention split
//! launched over a context's whole capacity, executed through the host lowering against Rust
//! references; plus the grid rule every plan records.

mod common;

use common::{Buf, Rng, launch, run_cases, split_args};
use half::f16;
use proptest::prelude::*;
use strata_kernels_gen::host::{HostArg, with_host_kernel};
use strata_kernels_gen::kernels::ATTN_CHUNK;
use strata_kernels_gen::kernels::KvCode;
use strata_kernels_gen::{CostShape, KernelKind};

fn shape(m: usize, n: usize, k: usize) -> CostShape {
    CostShape {
        m: m as u64,
        n: n as u64,
        k: k as u64,
    }
}

#[test]
fn kv_store_writes_f16_rows_at_the_device_position_only() {
    let strat = (1usize..=783, 1usize..=6, any::<u64>());
    run_cases(
        KernelKind::KvStore(KvCode::F16),
        10,
        strat,
        |kern, (row, n_ctx, seed)| {
            let mut rng = Rng::new(seed);
            let pos = rng.below(n_ctx as u64) as usize;
            let k = rng.vec(row);
            let v: Vec<f32> = rng.vec(row).iter().map(|x| x * 300.0).collect();
            let mut kc = Buf::from_bytes(&vec![0xAB; 2 * row * n_ctx]);
            let mut vc = Buf::from_bytes(&vec![0xCD; 2 * row * n_ctx]);
            let (mut kb, mut vb) = (Buf::from_f32(&k), Buf::from_f32(&v));
            let mut pb = Buf::from_i32(&[pos as i32]);
            let grid = KernelKind::KvStore(KvCode::F16).grid(shape(row, 0, 1));
            launch(
                kern,
                grid,
                &[
                    kc.ptr(),
                    vc.ptr(),
                    kb.ptr(),
                    vb.ptr(),
                    pb.ptr(),
                    HostArg::I32(row as i32),
                ],
            );
            let (kg, vg) = (kc.u16s(), vc.u16s());
            for t in 0..n_ctx {
                for i in 0..row {
                    let (wk, wv) = if t == pos {
                        (f16::from_f32(k[i]).to_bits(), f16::from_f32(v[i]).to_bits())
                    } else {
                        (0xABAB, 0xCDCD)
                    };
                    prop_assert_eq!(kg[t * row + i], wk, "k pos {} elem {}", t, i);
                    prop_assert_eq!(vg[t * row + i], wv, "v pos {} elem {}", t, i);
                }
            }
            Ok(())
        },
    );
}

#[test]
fn moe_combine_sums_weighted_experts_in_pick_order() {
    let strat = (1usize..=783, 1usize..=9, any::<u64>());
    run_cases(KernelKind::MoeCombine, 10, strat, |kern, (n, k, seed)| {
        let mut rng = Rng::new(seed);
        let e = rng.vec(n * k);
        let w = rng.vec(k);
        let mut y = Buf::from_f32(&vec![f32::NAN; n]);
        let (mut eb, mut wb) = (Buf::from_f32(&e), Buf::from_f32(&w));
        let grid = KernelKind::MoeCombine.grid(shape(n, 0, k));
        launch(
            kern,
            grid,
            &[
                y.ptr(),
                eb.ptr(),
                wb.ptr(),
                HostArg::I32(n as i32),
                HostArg::I32(k as i32),
            ],
        );
        // Same order and roundings as the CPU executor: bit-identical.
        let want: Vec<f32> = (0..n)
            .map(|i| (0..k).fold(0.0f32, |acc, j| acc + e[j * n + i] * w[j]))
            .collect();
        prop_assert_eq!(y.f32s(), want);
        Ok(())
    });
}

#[test]
fn sigmoid_scale_matches_reference() {
    let strat = (1usize..=783, -30.0f32..30.0, any::<u64>());
    run_cases(KernelKind::SigmoidScale, 10, strat, |kern, (n, g, seed)| {
        let mut rng = Rng::new(seed);
        let x = rng.vec(n);
        let mut y = Buf::from_f32(&vec![f32::NAN; n]);
        let (mut xb, mut gb) = (Buf::from_f32(&x), Buf::from_f32(&[g]));
        let grid = KernelKind::SigmoidScale.grid(shape(n, 0, 0));
        launch(
            kern,
            grid,
            &[y.ptr(), xb.ptr(), gb.ptr(), HostArg::I32(n as i32)],
        );
        let s = 1.0 / (1.0 + (-f64::from(g)).exp());
        for (i, &got) in y.f32s().iter().enumerate() {
            let want = f64::from(x[i]) * s;
            prop_assert!(
                (f64::from(got) - want).abs() <= 1e-6 * want.abs() + 1e-7,
                "elem {i}: got {got} want {want}"
            );
        }
        Ok(())
    });
}

/// The decode graph launches the split over the cache's capacity; splits past `n_kv` are empty
/// and must not change the combined result.
#[test]
fn attention_over_capacity_ignores_empty_splits() {
    let split = KernelKind::AttnSplit(KvCode::F16);
    let combine = KernelKind::AttnCombine;
    with_host_kernel(&combine, |kc| {
        let strat = (1usize..=300, 0usize..3, any::<u64>());
        run_cases(split, 6, strat, |ks, (n_kv, extra, seed)| {
            let (n_head, n_head_kv, dim) = (4usize, 2usize, 64usize);
            let chunk = ATTN_CHUNK as usize;
            let capacity = n_kv.div_ceil(chunk) * chunk + extra * chunk;
            let grid = split.grid(shape(n_head, capacity, dim));
            let n_split = grid[1] as usize;
            prop_assert_eq!(n_split, capacity.div_ceil(chunk));
            let mut rng = Rng::new(seed);
            let q = rng.vec(n_head * dim);
            let kf: Vec<f32> = rng
                .vec(capacity * n_head_kv * dim)
                .iter()
                .map(|&v| f16::from_f32(v).to_f32())
                .collect();
            let vf: Vec<f32> = rng
                .vec(capacity * n_head_kv * dim)
                .iter()
                .map(|&v| f16::from_f32(v).to_f32())
                .collect();
            let scale = 1.0 / (dim as f32).sqrt();
            let (mut qb, mut kb, mut vb) =
                (Buf::from_f32(&q), Buf::from_f16(&kf), Buf::from_f16(&vf));
            let mut po = Buf::from_f32(&vec![f32::NAN; n_head * n_split * dim]);
            let mut pml = Buf::from_f32(&vec![f32::NAN; n_head * n_split * 2]);
            let mut out = Buf::from_f32(&vec![f32::NAN; n_head * dim]);
            let mut nkvb = Buf::from_i32(&[n_kv as i32]);
            launch(
                ks,
                grid,
                &split_args(
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
                ),
            );
            let cgrid = combine.grid(shape(n_head, 0, dim));
            launch(
                kc,
                cgrid,
                &[
                    out.ptr(),
                    po.ptr(),
                    pml.ptr(),
                    HostArg::I32(dim as i32),
                    HostArg::I32(n_split as i32),
                    nkvb.ptr(),
                    HostArg::I32(chunk as i32),
                ],
            );
            let group = n_head / n_head_kv;
            let got = out.f32s();
            for h in 0..n_head {
                let kvh = h / group;
                let scores: Vec<f64> = (0..n_kv)
                    .map(|t| {
                        let kr = &kf[(t * n_head_kv + kvh) * dim..][..dim];
                        let d: f64 = (0..dim)
                            .map(|i| f64::from(q[h * dim + i]) * f64::from(kr[i]))
                            .sum();
                        d * f64::from(scale)
                    })
                    .collect();
                let m = scores.iter().fold(f64::NEG_INFINITY, |a, &b| a.max(b));
                let e: Vec<f64> = scores.iter().map(|s| (s - m).exp()).collect();
                let den: f64 = e.iter().sum();
                for i in 0..dim {
                    let num: f64 = (0..n_kv)
                        .map(|t| e[t] * f64::from(vf[(t * n_head_kv + kvh) * dim + i]))
                        .sum();
                    let want = num / den;
                    let g = f64::from(got[h * dim + i]);
                    prop_assert!((g - want).abs() <= 2e-5, "head {h} d {i}: {g} vs {want}");
                }
            }
            Ok(())
        });
    })
    .expect("combine builds");
}

#[test]
fn grid_rule_and_grid_agree_for_every_kernel() {
    for kind in KernelKind::all() {
        for (m, n, k) in [(1, 32, 1), (3, 783, 2), (50, 4096, 8), (783, 256, 3)] {
            let s = shape(m, n, k);
            let rule = kind.grid_rule();
            let from_rule = rule.clone().map(|d| d.blocks(s.m, s.n, s.k));
            assert_eq!(kind.grid(s), from_rule, "{}", kind.name());
            assert!(from_rule.iter().all(|&b| b >= 1), "{}", kind.name());
        }
    }
}
