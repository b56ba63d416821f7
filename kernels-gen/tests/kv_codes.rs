//! The attention kernels read every KV cache code (f32, f16, q8) as the code says: the decode
//! split + combine and the prompt's causal prefill over caches written in each code, against an
//! f64 reference over the decoded values, through the host lowering. Head dims that do not
//! divide q8's 64-value groups (50, 80) put one group across two KV heads.

mod common;

use common::{Buf, Rng, launch, prefill_args, run_cases, split_args};
use half::f16;
use proptest::prelude::*;
use strata_kernels_gen::host::{HostArg, with_host_kernel};
use strata_kernels_gen::kernels::{ATTN_CHUNK, KvCode};
use strata_kernels_gen::{CostShape, KernelKind};

/// A cache of `n_tok` rows of `row` values in `code`: (codes, scales, the values it decodes to).
/// q8 codes each group of 64 values of a row against `f16(max|x| / 127)`, as the store does.
fn coded(code: KvCode, x: &[f32], row: usize) -> (Buf, Option<Buf>, Vec<f32>) {
    match code {
        KvCode::F32 => (Buf::from_f32(x), None, x.to_vec()),
        KvCode::F16 => {
            let d: Vec<f32> = x.iter().map(|&v| f16::from_f32(v).to_f32()).collect();
            (Buf::from_f16(x), None, d)
        }
        KvCode::Q8 => {
            let ng = row.div_ceil(64);
            let (mut codes, mut scales, mut dec) = (Vec::new(), Vec::new(), Vec::new());
            for r in x.chunks(row) {
                for g in 0..ng {
                    let xs = &r[g * 64..((g + 1) * 64).min(row)];
                    let amax = xs.iter().fold(0.0f32, |m, v| m.max(v.abs()));
                    let s = f16::from_f32(amax / 127.0);
                    let inv = if s.to_f32() > 0.0 {
                        1.0 / s.to_f32()
                    } else {
                        0.0
                    };
                    for &v in xs {
                        let c = (v * inv).round().clamp(-127.0, 127.0) as i8;
                        codes.push(c as u8);
                        dec.push(f32::from(c) * s.to_f32());
                    }
                    scales.push(s.to_f32());
                }
            }
            (Buf::from_bytes(&codes), Some(Buf::from_f16(&scales)), dec)
        }
    }
}

/// Softmax-weighted values of head `h`'s query `q` over positions `lo..n_kv` (f64); a sink
/// logit joins the maximum and the denominator.
fn reference(
    q: &[f32],
    k: &[f32],
    v: &[f32],
    (nkv, kvh, d): (usize, usize, usize),
    (lo, n_kv): (usize, usize),
    (scale, sink): (f32, Option<f32>),
) -> Vec<f64> {
    let s: Vec<f64> = (lo..n_kv)
        .map(|p| {
            let kr = &k[(p * nkv + kvh) * d..][..d];
            (0..d)
                .map(|i| f64::from(q[i]) * f64::from(kr[i]))
                .sum::<f64>()
                * f64::from(scale)
        })
        .collect();
    let m = s.iter().fold(f64::NEG_INFINITY, |a, &b| a.max(b));
    let m = sink.map_or(m, |x| m.max(f64::from(x)));
    let e: Vec<f64> = s.iter().map(|x| (x - m).exp()).collect();
    let den: f64 = e.iter().sum::<f64>() + sink.map_or(0.0, |x| (f64::from(x) - m).exp());
    (0..d)
        .map(|i| {
            (lo..n_kv)
                .map(|p| e[p - lo] * f64::from(v[(p * nkv + kvh) * d + i]))
                .sum::<f64>()
                / den
        })
        .collect()
}

fn cases() -> impl Strategy<Value = (usize, usize, usize, usize, u64)> {
    (
        prop_oneof![Just(1usize), Just(3), Just(50), Just(300)],
        prop_oneof![Just(1usize), Just(3)],
        prop_oneof![Just(1usize), Just(2)],
        prop_oneof![Just(50usize), Just(64), Just(80), Just(128)],
        any::<u64>(),
    )
}

#[test]
fn the_decode_split_reads_every_code() {
    let combine = KernelKind::AttnCombine;
    for code in KvCode::ALL {
        with_host_kernel(&combine, |kc| {
            run_cases(
                KernelKind::AttnSplit(code),
                4,
                cases(),
                |ks, (n_kv, nkv, group, d, seed)| {
                    let nh = nkv * group;
                    let row = nkv * d;
                    let chunk = ATTN_CHUNK as usize;
                    let cap = n_kv.div_ceil(chunk) * chunk;
                    let n_split = cap / chunk;
                    let mut rng = Rng::new(seed);
                    let q = rng.vec(nh * d);
                    let (mut kb, mut ksb, kd) = coded(code, &rng.vec(cap * row), row);
                    let (mut vb, mut vsb, vd) = coded(code, &rng.vec(cap * row), row);
                    let scale = 1.0 / (d as f32).sqrt();
                    let mut qb = Buf::from_f32(&q);
                    let mut po = Buf::from_f32(&vec![f32::NAN; nh * n_split * d]);
                    let mut pml = Buf::from_f32(&vec![f32::NAN; nh * n_split * 2]);
                    let mut nb = Buf::from_i32(&[n_kv as i32]);
                    let mut args = split_args(
                        [po.ptr(), pml.ptr(), qb.ptr(), kb.ptr(), vb.ptr(), nb.ptr()],
                        (nh, nkv, d),
                        (chunk, n_split),
                        scale,
                    );
                    if let (Some(a), Some(b)) = (ksb.as_mut(), vsb.as_mut()) {
                        args.extend([a.ptr(), b.ptr()]);
                    }
                    launch(ks, [nh as u32, n_split as u32, 1], &args);
                    let mut out = Buf::from_f32(&vec![f32::NAN; nh * d]);
                    launch(
                        kc,
                        [nh as u32, 1, 1],
                        &[
                            out.ptr(),
                            po.ptr(),
                            pml.ptr(),
                            HostArg::I32(d as i32),
                            HostArg::I32(n_split as i32),
                            nb.ptr(),
                            HostArg::I32(chunk as i32),
                        ],
                    );
                    let got = out.f32s();
                    for h in 0..nh {
                        let want = reference(
                            &q[h * d..][..d],
                            &kd,
                            &vd,
                            (nkv, h / group, d),
                            (0, n_kv),
                            (scale, None),
                        );
                        for (i, w) in want.iter().enumerate() {
                            let g = f64::from(got[h * d + i]);
                            prop_assert!(
                                (g - w).abs() <= 2e-5 * (1.0 + w.abs()),
                                "{code:?} head {h} d {i}: {g} vs {w}"
                            );
                        }
                    }
                    Ok(())
                },
            );
        })
        .expect("combine builds");
    }
}

#[test]
fn the_prompt_prefill_reads_every_code() {
    for code in KvCode::ALL {
        prefill_case(KernelKind::AttnPrefill(code), code, false);
    }
}

/// gpt-oss's prefill: windows of 0 (the whole range), 5 and 30 positions and a sink logit per
/// head, for every code.
#[test]
fn the_prompt_prefill_with_windows_and_sinks_reads_every_code() {
    for code in KvCode::ALL {
        prefill_case(KernelKind::AttnPrefillExt(code), code, true);
    }
}

fn prefill_case(kind: KernelKind, code: KvCode, ext: bool) {
    run_cases(
        kind,
        4,
        (cases(), prop_oneof![Just(0usize), Just(5), Just(30)]),
        |kern, ((t, nkv, group, d, seed), window)| {
            // The 300-row cases at one KV head and a short prefix keep the host run short.
            let (t, nkv) = if t == 300 { (50, 1) } else { (t, nkv) };
            let (nh, row, pos0) = (nkv * group, nkv * d, 7usize);
            let cap = pos0 + t + 2;
            let mut rng = Rng::new(seed);
            let q = rng.vec(t * nh * d);
            let (mut kb, mut ksb, kd) = coded(code, &rng.vec(cap * row), row);
            let (mut vb, mut vsb, vd) = coded(code, &rng.vec(cap * row), row);
            let sinks: Vec<f32> = rng.vec(nh).iter().map(|v| v * 4.0).collect();
            let scale = 1.0 / (d as f32).sqrt();
            let mut qb = Buf::from_f32(&q);
            let mut sb = Buf::from_f32(&sinks);
            let mut out = Buf::from_f32(&vec![f32::NAN; t * nh * d]);
            let mut pb = Buf::from_i32(&[pos0 as i32, (pos0 + t) as i32]);
            let grid = kind.grid(CostShape {
                m: nh as u64,
                n: d as u64,
                k: t as u64,
            });
            let mut args = prefill_args(
                [&mut out, &mut qb, &mut kb, &mut vb, &mut pb],
                (nh, nkv, d),
                scale,
            );
            if ext {
                args.extend([HostArg::I32(window as i32), sb.ptr()]);
            }
            if let (Some(a), Some(b)) = (ksb.as_mut(), vsb.as_mut()) {
                args.extend([a.ptr(), b.ptr()]);
            }
            launch(kern, grid, &args);
            let got = out.f32s();
            for r in 0..t {
                let n_kv = pos0 + r + 1;
                let lo = if ext && window > 0 {
                    n_kv.saturating_sub(window)
                } else {
                    0
                };
                for h in 0..nh {
                    let want = reference(
                        &q[(r * nh + h) * d..][..d],
                        &kd,
                        &vd,
                        (nkv, h / group, d),
                        (lo, n_kv),
                        (scale, ext.then_some(sinks[h])),
                    );
                    for (i, w) in want.iter().enumerate() {
                        let g = f64::from(got[(r * nh + h) * d + i]);
                        prop_assert!(
                            (g - w).abs() <= 2e-5 * (1.0 + w.abs()),
                            "{code:?} window {window} row {r} head {h} d {i}: {g} vs {w}"
                        );
                    }
                }
            }
            Ok(())
        },
    );
}

/// The matrix-unit prefill (`attention_mma`, the m16n8k16 fragments spelled through lane
/// shuffles on the host) against the f64 reference over the values it multiplies: the query
/// and the decoded cache rounded to f16 as the kernel rounds them. What is left is the f16
/// rounding of the softmax weights (relative 2^-11 at most per weight) and the f32 sums, so the
/// tolerance is 1e-3 of the values' scale; a position masked wrongly or a head read from the
/// wrong row moves an output by about 1/n of a value. Groups of 1, 3 and 8 query heads per KV
/// head (3 does not divide a block's 64 rows, so blocks start mid-token), batches of 1, 3, 50
/// and 70 rows after 0, 7 or 65 cached positions (one to three 64-position tiles), head widths
/// 64, 80 and 128, garbage past the batch's last position.
#[test]
fn the_matrix_unit_prefill_reads_every_code() {
    let strat = (
        prop_oneof![Just(1usize), Just(3), Just(50), Just(70)],
        prop_oneof![Just(1usize), Just(2)],
        prop_oneof![Just(1usize), Just(3), Just(8)],
        prop_oneof![Just(64usize), Just(80), Just(128)],
        prop_oneof![Just(0usize), Just(7), Just(65)],
        any::<u64>(),
    );
    let r16 = |v: f32| f16::from_f32(v).to_f32();
    for code in KvCode::ALL {
        let kind = KernelKind::AttnPrefillMma(code);
        run_cases(
            kind,
            4,
            strat.clone(),
            |kern, (t, nkv, group, d, pos0, seed)| {
                // The long batches at one KV head keep the host run short.
                let nkv = if t >= 50 { 1 } else { nkv };
                let (nh, row) = (nkv * group, nkv * d);
                let cap = pos0 + t + 3;
                let mut rng = Rng::new(seed);
                let q: Vec<f32> = rng.vec(t * nh * d).iter().map(|v| v * 2.0).collect();
                // Positions past the batch hold garbage no row may read into its result.
                let live = (pos0 + t) * row;
                let garbage = |rng: &mut Rng| {
                    let mut x = rng.vec(cap * row);
                    x[live..].fill(1.0e4);
                    x
                };
                let (kx, vx) = (garbage(&mut rng), garbage(&mut rng));
                let (mut kb, mut ksb, kd) = coded(code, &kx, row);
                let (mut vb, mut vsb, vd) = coded(code, &vx, row);
                let scale = 1.0 / (d as f32).sqrt();
                let mut qb = Buf::from_f32(&q);
                let mut out = Buf::from_f32(&vec![f32::NAN; t * nh * d]);
                let mut pb = Buf::from_i32(&[pos0 as i32, (pos0 + t) as i32]);
                let grid = kind.grid(CostShape {
                    m: nkv as u64,
                    n: group as u64,
                    k: t as u64,
                });
                prop_assert_eq!(grid, [nkv as u32, (t * group).div_ceil(64) as u32, 1]);
                let mut args = prefill_args(
                    [&mut out, &mut qb, &mut kb, &mut vb, &mut pb],
                    (nh, nkv, d),
                    scale,
                );
                if let (Some(a), Some(b)) = (ksb.as_mut(), vsb.as_mut()) {
                    args.extend([a.ptr(), b.ptr()]);
                }
                launch(kern, grid, &args);
                let got = out.f32s();
                let (k16, v16): (Vec<f32>, Vec<f32>) = (
                    kd.iter().map(|&v| r16(v)).collect(),
                    vd.iter().map(|&v| r16(v)).collect(),
                );
                for r in 0..t {
                    for h in 0..nh {
                        let q16: Vec<f32> =
                            q[(r * nh + h) * d..][..d].iter().map(|&v| r16(v)).collect();
                        let want = reference(
                            &q16,
                            &k16,
                            &v16,
                            (nkv, h / group, d),
                            (0, pos0 + r + 1),
                            (scale, None),
                        );
                        for (i, w) in want.iter().enumerate() {
                            let g = f64::from(got[(r * nh + h) * d + i]);
                            prop_assert!(
                                (g - w).abs() <= 1e-3 * (1.0 + w.abs()),
                                "{code:?} row {r} head {h} d {i}: {g} vs {w}"
                            );
                        }
                    }
                }
                Ok(())
            },
        );
    }
}
