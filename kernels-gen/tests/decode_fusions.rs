//! The decode step's phase-removing fusions, executed through the host lowering against the
//! launches they replace, which they must equal bit for bit: the q and k head norms as one
//! launch, the router's matvec with its top-k in the last block, and the attention split with
//! each head's combine in its last block. The last-block kernels are launched twice on the
//! same counter buffer (a replayed graph does that) and must leave it at zero.

mod common;

use common::{Buf, Rng, launch, run_cases, split_args};
use half::f16;
use proptest::prelude::*;
use strata_kernels_gen::host::{HostArg, with_host_kernel};
use strata_kernels_gen::kernels::router::ROUTER_FUSED_MAX_EXPERTS;
use strata_kernels_gen::kernels::{ATTN_CHUNK, KvCode};
use strata_kernels_gen::{CostShape, KernelKind};

fn shape(m: usize, n: usize, k: usize) -> CostShape {
    CostShape {
        m: m as u64,
        n: n as u64,
        k: k as u64,
    }
}

fn bits(v: &[f32]) -> Vec<u32> {
    v.iter().map(|x| x.to_bits()).collect()
}

#[test]
fn rmsnorm_pair_equals_two_rmsnorms() {
    let pair = KernelKind::RmsNormPair;
    with_host_kernel(&KernelKind::RmsNorm, |norm| {
        let strat = (
            1usize..=9,
            1usize..=5,
            prop_oneof![Just(1usize), Just(3), Just(64), Just(128), Just(783)],
            any::<u64>(),
        );
        run_cases(pair, 8, strat, |kp, (r1, r2, n, seed)| {
            let mut rng = Rng::new(seed);
            let (x1, x2) = (rng.vec(r1 * n), rng.vec(r2 * n));
            let (w1, w2) = (rng.vec(n), rng.vec(n));
            let eps = 1e-6f32;
            let (mut x1b, mut x2b) = (Buf::from_f32(&x1), Buf::from_f32(&x2));
            let (mut w1b, mut w2b) = (Buf::from_f32(&w1), Buf::from_f32(&w2));
            let (mut y1, mut y2) = (
                Buf::from_f32(&vec![f32::NAN; r1 * n]),
                Buf::from_f32(&vec![f32::NAN; r2 * n]),
            );
            launch(
                kp,
                pair.grid(shape(r1 + r2, n, 0)),
                &[
                    y1.ptr(),
                    x1b.ptr(),
                    w1b.ptr(),
                    HostArg::I32(n as i32),
                    HostArg::F32(eps),
                    y2.ptr(),
                    x2b.ptr(),
                    w2b.ptr(),
                    HostArg::I32(r1 as i32),
                ],
            );
            for (rows, xb, wb, got) in
                [(r1, &mut x1b, &mut w1b, &y1), (r2, &mut x2b, &mut w2b, &y2)]
            {
                let mut want = Buf::from_f32(&vec![f32::NAN; rows * n]);
                launch(
                    norm,
                    KernelKind::RmsNorm.grid(shape(rows, n, 0)),
                    &[
                        want.ptr(),
                        xb.ptr(),
                        wb.ptr(),
                        HostArg::I32(n as i32),
                        HostArg::F32(eps),
                    ],
                );
                prop_assert_eq!(bits(&got.f32s()), bits(&want.f32s()));
            }
            Ok(())
        });
    })
    .expect("rmsnorm builds");
}

#[test]
fn router_matvec_topk_equals_the_narrow_matvec_then_the_topk() {
    let fused = KernelKind::RouterMatvecTopK;
    let narrow = KernelKind::MatvecNarrow(strata_ir::GgmlType::F32);
    with_host_kernel(&narrow, |mv| {
        with_host_kernel(&KernelKind::RouterTopK, |topk| {
            let strat = (
                prop_oneof![
                    Just(1usize),
                    Just(3),
                    Just(8),
                    Just(50),
                    Just(128),
                    Just(ROUTER_FUSED_MAX_EXPERTS as usize)
                ],
                prop_oneof![Just(32usize), Just(96), Just(2048)],
                1usize..=8,
                any::<bool>(),
                any::<bool>(),
                any::<u64>(),
            );
            run_cases(fused, 10, strat, |kf, (n, cols, k, all, norm, seed)| {
                // top-k = n_expert as well as the usual few.
                let k = if all { n } else { k.min(n) };
                let mut rng = Rng::new(seed);
                let (w, x) = (rng.vec(n * cols), rng.vec(cols));
                let (mut wb, mut xb) = (Buf::from_f32(&w), Buf::from_f32(&x));
                let mut logits = Buf::from_f32(&vec![f32::NAN; n]);
                let mut ids = Buf::from_i32(&vec![-7; k]);
                let mut wts = Buf::from_f32(&vec![f32::NAN; k]);
                let mut counter = Buf::from_i32(&[0]);
                let mut want_l = Buf::from_f32(&vec![f32::NAN; n]);
                let mut want_ids = Buf::from_i32(&vec![-7; k]);
                let mut want_w = Buf::from_f32(&vec![f32::NAN; k]);
                launch(
                    mv,
                    narrow.grid(shape(n, cols, 0)),
                    &[
                        want_l.ptr(),
                        wb.ptr(),
                        xb.ptr(),
                        HostArg::I32(n as i32),
                        HostArg::I32(cols as i32),
                    ],
                );
                launch(
                    topk,
                    [1, 1, 1],
                    &[
                        want_ids.ptr(),
                        want_w.ptr(),
                        want_l.ptr(),
                        HostArg::I32(n as i32),
                        HostArg::I32(k as i32),
                        HostArg::I32(i32::from(norm)),
                    ],
                );
                for round in 0..2 {
                    launch(
                        kf,
                        fused.grid(shape(n, cols, k)),
                        &[
                            logits.ptr(),
                            wb.ptr(),
                            xb.ptr(),
                            HostArg::I32(n as i32),
                            HostArg::I32(cols as i32),
                            ids.ptr(),
                            wts.ptr(),
                            counter.ptr(),
                            HostArg::I32(k as i32),
                            HostArg::I32(i32::from(norm)),
                        ],
                    );
                    prop_assert_eq!(bits(&logits.f32s()), bits(&want_l.f32s()), "{}", round);
                    prop_assert_eq!(ids.i32s(), want_ids.i32s(), "{}", round);
                    prop_assert_eq!(bits(&wts.f32s()), bits(&want_w.f32s()), "{}", round);
                    prop_assert_eq!(counter.i32s(), vec![0], "{}", round);
                }
                Ok(())
            });
        })
        .expect("top-k builds");
    })
    .expect("narrow matvec builds");
}

/// A cache of `rows` token rows of `row` values in `code` with arbitrary contents: the fused
/// and unfused kernels read the same bytes, so any valid encoding serves (q8: random codes and
/// one f16 scale per group of 64 of a row, `ceil(row / 64)` per row as `kv` lays them out).
fn cache(code: KvCode, rng: &mut Rng, rows: usize, row: usize) -> (Buf, Option<Buf>) {
    let n = rows * row;
    let x = rng.vec(n);
    match code {
        KvCode::F32 => (Buf::from_f32(&x), None),
        KvCode::F16 => (Buf::from_f16(&x), None),
        KvCode::Q8 => {
            let codes: Vec<u8> = (0..n).map(|_| rng.below(255) as u8).collect();
            let scales: Vec<f32> = (0..rows * row.div_ceil(64))
                .map(|_| f16::from_f32(rng.f().abs() / 64.0).to_f32())
                .collect();
            (Buf::from_bytes(&codes), Some(Buf::from_f16(&scales)))
        }
    }
}

#[test]
fn split_combine_equals_the_split_then_the_combine() {
    for code in KvCode::ALL {
        let fused = KernelKind::AttnSplitCombine(code);
        with_host_kernel(&KernelKind::AttnSplit(code), |ks| {
            with_host_kernel(&KernelKind::AttnCombine, |kc| {
                let strat = (
                    prop_oneof![Just(1usize), Just(3), Just(64), Just(65), Just(300)],
                    0usize..3,
                    prop_oneof![Just(1usize), Just(2)],
                    prop_oneof![Just(1usize), Just(4)],
                    prop_oneof![Just(64usize), Just(80), Just(128)],
                    any::<u64>(),
                );
                run_cases(fused, 4, strat, |kf, (n_kv, extra, nkv, group, d, seed)| {
                    let nh = nkv * group;
                    let chunk = ATTN_CHUNK as usize;
                    // The capacity past the filled splits: blocks that must not count.
                    let cap = n_kv.div_ceil(chunk) * chunk + extra * chunk;
                    let grid = fused.grid(shape(nh, cap, d));
                    let n_split = grid[1] as usize;
                    let mut rng = Rng::new(seed);
                    let mut qb = Buf::from_f32(&rng.vec(nh * d));
                    let (mut kb, mut ksb) = cache(code, &mut rng, cap, nkv * d);
                    let (mut vb, mut vsb) = cache(code, &mut rng, cap, nkv * d);
                    let mut nb = Buf::from_i32(&[n_kv as i32]);
                    let n_kv_arg = nb.ptr();
                    let scale = 1.0 / (d as f32).sqrt();
                    let mut run = |kernel, tail: Vec<HostArg>, po: &mut Buf, pml: &mut Buf| {
                        let mut args = split_args(
                            [po.ptr(), pml.ptr(), qb.ptr(), kb.ptr(), vb.ptr(), n_kv_arg],
                            (nh, nkv, d),
                            (chunk, n_split),
                            scale,
                        );
                        if let (Some(a), Some(b)) = (ksb.as_mut(), vsb.as_mut()) {
                            args.extend([a.ptr(), b.ptr()]);
                        }
                        args.extend(tail);
                        launch(kernel, grid, &args);
                    };
                    let nan = |n: usize| Buf::from_f32(&vec![f32::NAN; n]);
                    let (mut po, mut pml) = (nan(nh * n_split * d), nan(nh * n_split * 2));
                    run(ks, Vec::new(), &mut po, &mut pml);
                    let mut want = nan(nh * d);
                    launch(
                        kc,
                        [nh as u32, 1, 1],
                        &[
                            want.ptr(),
                            po.ptr(),
                            pml.ptr(),
                            HostArg::I32(d as i32),
                            HostArg::I32(n_split as i32),
                            n_kv_arg,
                            HostArg::I32(chunk as i32),
                        ],
                    );
                    let mut counter = Buf::from_i32(&vec![0; nh]);
                    for round in 0..2 {
                        let (mut po, mut pml) = (nan(nh * n_split * d), nan(nh * n_split * 2));
                        let mut out = nan(nh * d);
                        run(kf, vec![out.ptr(), counter.ptr()], &mut po, &mut pml);
                        prop_assert_eq!(
                            bits(&out.f32s()),
                            bits(&want.f32s()),
                            "{:?} round {}",
                            code,
                            round
                        );
                        prop_assert_eq!(counter.i32s(), vec![0; nh]);
                    }
                    Ok(())
                });
            })
            .expect("combine builds");
        })
        .expect("split builds");
    }
}
