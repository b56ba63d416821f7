//! Every kernel, executed through the host lowering (the same definition the GPUs get), against
//! a Rust reference, on proptest shapes: awkward sizes, one row, many experts, top-k equal to
//! the number of experts, and experts that are not resident.

mod common;

use common::{
    Buf, Rng, col_unit, dequant, launch, matvec_x, random_weights, run_cases, split_args,
};
use half::f16;
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use strata_kernels_gen::host::{HostArg, HostKernel, with_host_kernel};
use strata_kernels_gen::kernels::KvCode;
use strata_kernels_gen::kernels::quant::SUPPORTED;
use strata_kernels_gen::{CostShape, KernelKind};

/// |got − want| ≤ tol·scale + 1e-6 for every element.
fn close(got: &[f32], want: &[f64], scale: &[f64], tol: f64) -> Result<(), TestCaseError> {
    prop_assert_eq!(got.len(), want.len());
    for i in 0..got.len() {
        let err = (f64::from(got[i]) - want[i]).abs();
        prop_assert!(
            err <= tol * scale[i] + 1e-6,
            "element {i}: got {} want {} (scale {})",
            got[i],
            want[i],
            scale[i]
        );
    }
    Ok(())
}

fn matvec_ref(w: &[f32], x: &[f32], rows: usize, cols: usize) -> (Vec<f64>, Vec<f64>) {
    let mut y = vec![0.0; rows];
    let mut s = vec![0.0; rows];
    for r in 0..rows {
        for c in 0..cols {
            let p = f64::from(w[r * cols + c]) * f64::from(x[c]);
            y[r] += p;
            s[r] += p.abs();
        }
    }
    (y, s)
}

#[test]
fn matvec_matches_reference_for_every_type() {
    for ty in SUPPORTED {
        matvec_case(KernelKind::Matvec(ty), ty, 1);
    }
}

/// The narrow matvec (one row per block, four waves splitting it) against the same reference:
/// rows 1–9 and columns from one block to several 1024-element steps, so a row's steps divide
/// unevenly among the four waves.
#[test]
fn narrow_matvec_matches_reference_for_every_type() {
    for ty in SUPPORTED {
        matvec_case(KernelKind::MatvecNarrow(ty), ty, 13);
    }
}

/// `widen` multiplies the column count (the narrow kernel's waves split a row by 1024-element
/// steps, so its cases need rows of several steps).
fn matvec_case(kind: KernelKind, ty: strata_ir::GgmlType, widen: usize) {
    {
        let unit = col_unit(ty);
        let strat = (1usize..=9, 1usize..=4, any::<u64>());
        run_cases(kind, 6, strat, |k, (rows, nb, seed)| {
            let cols = unit * nb * widen * if unit == 32 { 3 } else { 1 }
                + if unit == 32 { 32 } else { 0 };
            let mut rng = Rng::new(seed);
            let wb = random_weights(ty, rows, cols, &mut rng);
            let x = rng.vec(cols);
            let mut wbuf = Buf::from_bytes(&wb);
            let mut xbuf = Buf::from_f32(&x);
            let mut ybuf = Buf::from_f32(&vec![f32::NAN; rows]);
            let grid = kind.grid(CostShape {
                m: rows as u64,
                n: cols as u64,
                k: 0,
            });
            launch(
                k,
                grid,
                &[
                    ybuf.ptr(),
                    wbuf.ptr(),
                    xbuf.ptr(),
                    HostArg::I32(rows as i32),
                    HostArg::I32(cols as i32),
                ],
            );
            let w = dequant(ty, &wb, rows * cols);
            let (want, scale) = matvec_ref(&w, &matvec_x(ty, &x), rows, cols);
            close(&ybuf.f32s(), &want, &scale, 1e-5)
        });
    }
}

#[test]
fn moe_matvec_uses_the_slot_table_and_skips_absent_experts() {
    for ty in SUPPORTED {
        let unit = col_unit(ty);
        // (slots, picks as indices into -1..slots, rows, per-pick input?)
        let strat = (
            1usize..=6,
            1usize..=6,
            1usize..=6,
            any::<bool>(),
            (any::<bool>(), 0usize..=3),
            any::<u64>(),
        );
        run_cases(
            KernelKind::MoeMatvec(ty),
            5,
            strat,
            |k, (n_slots, n_sel, rows, own_x, (two, pad), seed)| {
                let cols = unit * if unit == 32 { 3 } else { 1 };
                let mut rng = Rng::new(seed);
                let mut mats: Vec<Buf> = Vec::new();
                let mut deq = Vec::new();
                // `two`: a second table (`n_slots + pad` entries after the first) read by
                // picks n_sel..2·n_sel through the same `sel` (the gate + up launch).
                let tables = if two { 2 } else { 1 };
                let stride = n_slots + pad;
                for _ in 0..tables * n_slots {
                    let wb = random_weights(ty, rows, cols, &mut rng);
                    deq.push(dequant(ty, &wb, rows * cols));
                    mats.push(Buf::from_bytes(&wb));
                }
                // Picks: every slot once when n_sel == n_slots (top-k = all experts), else random
                // slots with some marked absent (-1).
                let sel: Vec<i32> = (0..n_sel)
                    .map(|j| {
                        if n_sel == n_slots {
                            j as i32
                        } else {
                            rng.below(n_slots as u64 + 1) as i32 - 1
                        }
                    })
                    .collect();
                let addrs: Vec<u64> = mats.iter_mut().map(|m| m.addr()).collect();
                let mut ptrs = vec![0u64; (tables - 1) * stride + n_slots];
                for t in 0..tables {
                    ptrs[t * stride..t * stride + n_slots]
                        .copy_from_slice(&addrs[t * n_slots..(t + 1) * n_slots]);
                }
                let picks = tables * n_sel;
                let x = rng.vec(if own_x { cols * picks } else { cols });
                let poison = 12345.0f32;
                let mut ybuf = Buf::from_f32(&vec![poison; rows * picks]);
                let mut pbuf = Buf::from_u64(&ptrs);
                let mut sbuf = Buf::from_i32(&sel);
                let mut xbuf = Buf::from_f32(&x);
                let grid = KernelKind::MoeMatvec(ty).grid(CostShape {
                    m: rows as u64,
                    n: cols as u64,
                    k: picks as u64,
                });
                let (period, tstride) = if two {
                    (n_sel as i32, stride as i32)
                } else {
                    (i32::MAX, 0)
                };
                launch(
                    k,
                    grid,
                    &[
                        ybuf.ptr(),
                        pbuf.ptr(),
                        sbuf.ptr(),
                        xbuf.ptr(),
                        HostArg::I32(rows as i32),
                        HostArg::I32(cols as i32),
                        HostArg::I32(if own_x { cols as i32 } else { 0 }),
                        HostArg::I32(period),
                        HostArg::I32(tstride),
                    ],
                );
                let y = ybuf.f32s();
                for j in 0..picks {
                    let slot = sel[j % n_sel];
                    let got = &y[j * rows..(j + 1) * rows];
                    if slot < 0 {
                        prop_assert!(
                            got.iter().all(|&v| v == poison),
                            "absent expert was written"
                        );
                        continue;
                    }
                    let xj = if own_x {
                        &x[j * cols..(j + 1) * cols]
                    } else {
                        &x[..]
                    };
                    let m = (j / n_sel) * n_slots + slot as usize;
                    let (want, scale) = matvec_ref(&deq[m], &matvec_x(ty, xj), rows, cols);
                    close(got, &want, &scale, 1e-5)?;
                }
                Ok(())
            },
        );
    }
}

#[test]
fn dequant_f16_rounds_like_half() {
    for ty in SUPPORTED {
        let unit = col_unit(ty);
        run_cases(
            KernelKind::DequantF16(ty),
            4,
            (1usize..=5, any::<u64>()),
            |k, (nb, seed)| {
                let n = unit * nb;
                let mut rng = Rng::new(seed);
                let wb = random_weights(ty, 1, n, &mut rng);
                let mut wbuf = Buf::from_bytes(&wb);
                let mut out = Buf::from_bytes(&vec![0xAB; 2 * n]);
                let grid = KernelKind::DequantF16(ty).grid(CostShape {
                    m: 1,
                    n: n as u64,
                    k: 0,
                });
                launch(
                    k,
                    grid,
                    &[out.ptr(), wbuf.ptr(), HostArg::I32((n / 32) as i32)],
                );
                let want: Vec<u16> = dequant(ty, &wb, n)
                    .iter()
                    .map(|&v| f16::from_f32(v).to_bits())
                    .collect();
                prop_assert_eq!(out.u16s(), want);
                Ok(())
            },
        );
    }
}

#[test]
fn embed_gathers_rows_and_zeroes_bad_ids() {
    for ty in SUPPORTED {
        let unit = col_unit(ty);
        let strat = (1usize..=5, 1usize..=3, 1usize..=6, any::<u64>());
        run_cases(
            KernelKind::Embed(ty),
            4,
            strat,
            |k, (vocab, nb, n_tok, seed)| {
                let n_embd = unit * nb;
                let mut rng = Rng::new(seed);
                let wb = random_weights(ty, vocab, n_embd, &mut rng);
                let ids: Vec<i32> = (0..n_tok)
                    .map(|_| rng.below(vocab as u64 + 2) as i32 - 1)
                    .collect();
                let mut wbuf = Buf::from_bytes(&wb);
                let mut ibuf = Buf::from_i32(&ids);
                let mut y = Buf::from_f32(&vec![f32::NAN; n_tok * n_embd]);
                let grid = KernelKind::Embed(ty).grid(CostShape {
                    m: n_tok as u64,
                    n: n_embd as u64,
                    k: 0,
                });
                launch(
                    k,
                    grid,
                    &[
                        y.ptr(),
                        wbuf.ptr(),
                        ibuf.ptr(),
                        HostArg::I32(n_embd as i32),
                        HostArg::I32(vocab as i32),
                    ],
                );
                let w = dequant(ty, &wb, vocab * n_embd);
                let got = y.f32s();
                for (t, &id) in ids.iter().enumerate() {
                    let row = &got[t * n_embd..(t + 1) * n_embd];
                    if id < 0 || id as usize >= vocab {
                        prop_assert!(row.iter().all(|&v| v == 0.0));
                    } else {
                        let r = id as usize;
                        prop_assert_eq!(row, &w[r * n_embd..(r + 1) * n_embd]);
                    }
                }
                Ok(())
            },
        );
    }
}

#[test]
fn rmsnorm_matches_reference() {
    run_cases(
        KernelKind::RmsNorm,
        10,
        (1usize..=3, 1usize..=5000, any::<u64>()),
        |k, (rows, n, seed)| {
            let mut rng = Rng::new(seed);
            let x = rng.vec(rows * n);
            let w = rng.vec(n);
            let eps = 1e-6f32;
            let (mut xb, mut wb) = (Buf::from_f32(&x), Buf::from_f32(&w));
            let mut y = Buf::from_f32(&vec![f32::NAN; rows * n]);
            launch(
                k,
                [rows as u32, 1, 1],
                &[
                    y.ptr(),
                    xb.ptr(),
                    wb.ptr(),
                    HostArg::I32(n as i32),
                    HostArg::F32(eps),
                ],
            );
            let mut want = Vec::new();
            let mut scale = Vec::new();
            for r in 0..rows {
                let row = &x[r * n..(r + 1) * n];
                let ms: f64 = row
                    .iter()
                    .map(|&v| f64::from(v) * f64::from(v))
                    .sum::<f64>()
                    / n as f64;
                let sc = 1.0 / (ms + f64::from(eps)).sqrt();
                for i in 0..n {
                    want.push(f64::from(row[i]) * sc * f64::from(w[i]));
                    scale.push((f64::from(row[i]) * sc * f64::from(w[i])).abs() + 1e-3);
                }
            }
            close(&y.f32s(), &want, &scale, 1e-5)
        },
    );
}

fn rope_case(
    k: &HostKernel,
    neox: bool,
    heads: usize,
    half_dim: usize,
    rot_frac: usize,
    pos: i32,
    seed: u64,
) -> Result<(), TestCaseError> {
    let head_dim = 2 * half_dim;
    let n_rot = (2 * (half_dim * rot_frac / 4)).max(2);
    let base = 10000.0f64;
    let l2 = -(2.0 / n_rot as f64) * base.log2();
    let mut rng = Rng::new(seed);
    let x = rng.vec(heads * head_dim);
    let mut xb = Buf::from_f32(&x);
    let mut posb = Buf::from_i32(&[pos]);
    let kind = if neox {
        KernelKind::RopeNeox
    } else {
        KernelKind::RopeNorm
    };
    let grid = kind.grid(CostShape {
        m: heads as u64,
        n: 0,
        k: n_rot as u64,
    });
    launch(
        k,
        grid,
        &[
            xb.ptr(),
            posb.ptr(),
            HostArg::I32(heads as i32),
            HostArg::I32(head_dim as i32),
            HostArg::I32(n_rot as i32),
            HostArg::F32(l2 as f32),
            HostArg::F32(1.0),
        ],
    );
    let mut want: Vec<f64> = x.iter().map(|&v| f64::from(v)).collect();
    for h in 0..heads {
        for i in 0..n_rot / 2 {
            let theta = f64::from(pos) * base.powf(-2.0 * i as f64 / n_rot as f64);
            let (i0, i1) = if neox {
                (h * head_dim + i, h * head_dim + i + n_rot / 2)
            } else {
                (h * head_dim + 2 * i, h * head_dim + 2 * i + 1)
            };
            let (a, b) = (f64::from(x[i0]), f64::from(x[i1]));
            want[i0] = a * theta.cos() - b * theta.sin();
            want[i1] = a * theta.sin() + b * theta.cos();
        }
    }
    // Angles up to `pos` radians: f32 argument reduction error grows like pos·2^-24.
    let tol = 2e-6 * (1.0 + f64::from(pos));
    let scale = vec![1.0; want.len()];
    close(&xb.f32s(), &want, &scale, tol)
}

#[test]
fn rope_neox_and_normal_match_reference() {
    for neox in [true, false] {
        let kind = if neox {
            KernelKind::RopeNeox
        } else {
            KernelKind::RopeNorm
        };
        let strat = (
            1usize..=4,
            1usize..=64,
            1usize..=4,
            0i32..2000,
            any::<u64>(),
        );
        run_cases(kind, 8, strat, |k, (heads, half_dim, rot, pos, seed)| {
            rope_case(k, neox, heads, half_dim, rot, pos, seed)
        });
    }
}

#[test]
fn router_softmax_topk_matches_reference() {
    let strat = (
        1usize..=3,
        1usize..=70,
        any::<u64>(),
        any::<bool>(),
        any::<u64>(),
    );
    run_cases(
        KernelKind::RouterTopK,
        12,
        strat,
        |k, (tokens, n_expert, kpick, norm, seed)| {
            // top-k = n_expert in about a quarter of the cases.
            let topk = if kpick % 4 == 0 {
                n_expert
            } else {
                1 + (kpick as usize % n_expert)
            };
            let mut rng = Rng::new(seed);
            let mut logits: Vec<f32> = (0..tokens * n_expert).map(|_| rng.f() * 4.0).collect();
            // Some exact ties (lower id must win).
            if n_expert > 3 {
                logits[1] = logits[3];
            }
            let mut lb = Buf::from_f32(&logits);
            let mut ids = Buf::from_i32(&vec![-7; tokens * topk]);
            let mut wts = Buf::from_f32(&vec![f32::NAN; tokens * topk]);
            launch(
                k,
                [tokens as u32, 1, 1],
                &[
                    ids.ptr(),
                    wts.ptr(),
                    lb.ptr(),
                    HostArg::I32(n_expert as i32),
                    HostArg::I32(topk as i32),
                    HostArg::I32(i32::from(norm)),
                ],
            );
            let (gi, gw) = (ids.i32s(), wts.f32s());
            for t in 0..tokens {
                let row = &logits[t * n_expert..(t + 1) * n_expert];
                let m = row
                    .iter()
                    .fold(f64::NEG_INFINITY, |a, &b| a.max(f64::from(b)));
                let den: f64 = row.iter().map(|&v| (f64::from(v) - m).exp()).sum();
                let mut order: Vec<usize> = (0..n_expert).collect();
                order
                    .sort_by(|&a, &b| row[b].partial_cmp(&row[a]).expect("finite").then(a.cmp(&b)));
                let picked = &order[..topk];
                let mut w: Vec<f64> = picked
                    .iter()
                    .map(|&e| (f64::from(row[e]) - m).exp() / den)
                    .collect();
                if norm {
                    let s: f64 = w.iter().sum();
                    w.iter_mut().for_each(|v| *v /= s);
                }
                let got_ids: Vec<usize> = gi[t * topk..(t + 1) * topk]
                    .iter()
                    .map(|&v| v as usize)
                    .collect();
                prop_assert_eq!(&got_ids[..], picked);
                close(&gw[t * topk..(t + 1) * topk], &w, &vec![1.0; topk], 2e-6)?;
            }
            Ok(())
        },
    );
}

#[test]
fn swiglu_and_add_match_reference() {
    run_cases(
        KernelKind::Swiglu,
        8,
        (1usize..=1000, any::<u64>()),
        |k, (n, seed)| {
            let mut rng = Rng::new(seed);
            let g: Vec<f32> = rng.vec(n).iter().map(|v| v * 12.0).collect();
            let u = rng.vec(n);
            let (mut gb, mut ub) = (Buf::from_f32(&g), Buf::from_f32(&u));
            let mut y = Buf::from_f32(&vec![f32::NAN; n]);
            let grid = KernelKind::Swiglu.grid(CostShape {
                m: n as u64,
                n: 0,
                k: 0,
            });
            launch(
                k,
                grid,
                &[y.ptr(), gb.ptr(), ub.ptr(), HostArg::I32(n as i32)],
            );
            let want: Vec<f64> = (0..n)
                .map(|i| {
                    let gv = f64::from(g[i]);
                    gv / (1.0 + (-gv).exp()) * f64::from(u[i])
                })
                .collect();
            let scale: Vec<f64> = want.iter().map(|v| v.abs() + 1e-3).collect();
            close(&y.f32s(), &want, &scale, 2e-6)
        },
    );
    run_cases(
        KernelKind::Add,
        8,
        (1usize..=1000, any::<u64>()),
        |k, (n, seed)| {
            let mut rng = Rng::new(seed);
            let (a, b) = (rng.vec(n), rng.vec(n));
            let (mut ab, mut bb) = (Buf::from_f32(&a), Buf::from_f32(&b));
            let mut y = Buf::from_f32(&vec![f32::NAN; n]);
            let grid = KernelKind::Add.grid(CostShape {
                m: n as u64,
                n: 0,
                k: 0,
            });
            launch(
                k,
                grid,
                &[y.ptr(), ab.ptr(), bb.ptr(), HostArg::I32(n as i32)],
            );
            let want: Vec<f32> = a.iter().zip(&b).map(|(x, y)| x + y).collect();
            prop_assert_eq!(y.f32s(), want);
            Ok(())
        },
    );
}

#[test]
fn attention_decode_split_and_combine_match_reference() {
    let split = KernelKind::AttnSplit(KvCode::F16);
    let combine = KernelKind::AttnCombine;
    with_host_kernel(&combine, |kc| {
        let strat = (
            0usize..4,
            0usize..3,
            0usize..5,
            1usize..=300,
            0usize..3,
            any::<u64>(),
        );
        run_cases(
            split,
            8,
            strat,
            |ks, (hsel, gsel, dsel, n_kv, csel, seed)| {
                let n_head_kv = [1usize, 2, 4, 1][hsel];
                let n_head = n_head_kv * [1usize, 2, 4][gsel];
                let dim = [32usize, 64, 80, 128, 256][dsel];
                let chunk = [16usize, 64, 512][csel];
                let n_split = n_kv.div_ceil(chunk);
                let mut rng = Rng::new(seed);
                let q = rng.vec(n_head * dim);
                // f16 caches: keep the values the kernel will see.
                let kf: Vec<f32> = rng
                    .vec(n_kv * n_head_kv * dim)
                    .iter()
                    .map(|&v| f16::from_f32(v).to_f32())
                    .collect();
                let vf: Vec<f32> = rng
                    .vec(n_kv * n_head_kv * dim)
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
                let grid = split.grid(CostShape {
                    m: n_head as u64,
                    n: n_kv as u64,
                    k: dim as u64,
                });
                let grid = [grid[0], n_split as u32, 1];
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
                    ],
                );
                let group = n_head / n_head_kv;
                let mut want = Vec::new();
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
                        want.push(num / den);
                    }
                }
                close(&out.f32s(), &want, &vec![1.0; want.len()], 2e-5)
            },
        );
    })
    .expect("combine kernel builds");
}

/// The q8 matvecs quantize x chunk by chunk (1024 elements per block step): long rows (nine
/// chunks, the last one partial) and row counts that leave the last block part empty, for the
/// dense and the grouped-MoE kernel.
#[test]
fn q8_matvecs_cover_many_chunks_of_x() {
    use strata_kernels_gen::kernels::matvec::quantizes_x;
    for ty in SUPPORTED.into_iter().filter(|&t| quantizes_x(t)) {
        let cols = 8192 + 3 * col_unit(ty);
        run_cases(
            KernelKind::Matvec(ty),
            2,
            (1usize..=40, any::<u64>()),
            |k, (rows, seed)| {
                let mut rng = Rng::new(seed);
                let wb = random_weights(ty, rows, cols, &mut rng);
                let x = rng.vec(cols);
                let (mut wbuf, mut xbuf) = (Buf::from_bytes(&wb), Buf::from_f32(&x));
                let mut ybuf = Buf::from_f32(&vec![f32::NAN; rows]);
                let grid = KernelKind::Matvec(ty).grid(CostShape {
                    m: rows as u64,
                    n: cols as u64,
                    k: 0,
                });
                launch(
                    k,
                    grid,
                    &[
                        ybuf.ptr(),
                        wbuf.ptr(),
                        xbuf.ptr(),
                        HostArg::I32(rows as i32),
                        HostArg::I32(cols as i32),
                    ],
                );
                let w = dequant(ty, &wb, rows * cols);
                let (want, scale) = matvec_ref(&w, &matvec_x(ty, &x), rows, cols);
                close(&ybuf.f32s(), &want, &scale, 1e-5)
            },
        );
        run_cases(
            KernelKind::MoeMatvec(ty),
            1,
            (1usize..=20, any::<u64>()),
            |k, (rows, seed)| {
                let mut rng = Rng::new(seed);
                let wb = random_weights(ty, rows, cols, &mut rng);
                let deq = dequant(ty, &wb, rows * cols);
                let mut mat = Buf::from_bytes(&wb);
                let mut pbuf = Buf::from_u64(&[mat.addr()]);
                let mut sbuf = Buf::from_i32(&[0, -1, 0]);
                let x = rng.vec(3 * cols);
                let mut xbuf = Buf::from_f32(&x);
                let mut ybuf = Buf::from_f32(&vec![7.0; 3 * rows]);
                let grid = KernelKind::MoeMatvec(ty).grid(CostShape {
                    m: rows as u64,
                    n: cols as u64,
                    k: 3,
                });
                launch(
                    k,
                    grid,
                    &[
                        ybuf.ptr(),
                        pbuf.ptr(),
                        sbuf.ptr(),
                        xbuf.ptr(),
                        HostArg::I32(rows as i32),
                        HostArg::I32(cols as i32),
                        HostArg::I32(cols as i32),
                        HostArg::I32(i32::MAX),
                        HostArg::I32(0),
                    ],
                );
                let y = ybuf.f32s();
                prop_assert!(y[rows..2 * rows].iter().all(|&v| v == 7.0));
                for j in [0usize, 2] {
                    let (want, scale) = matvec_ref(
                        &deq,
                        &matvec_x(ty, &x[j * cols..(j + 1) * cols]),
                        rows,
                        cols,
                    );
                    close(&y[j * rows..(j + 1) * rows], &want, &scale, 1e-5)?;
                }
                Ok(())
            },
        );
    }
}
