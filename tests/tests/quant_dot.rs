//! CPU dot products and matvec: every weight type against the f64 dot product of the
//! dequantized values, every SIMD path against the scalar path, multi-expert matvec placement,
//! non-finite scales and bad arguments.
//!
//! Stated bound: with `G = n/32` activation groups and `S = Σ|wᵢ·aᵢ|` (dequantized weights times
//! the dequantized activations), `|dot − dot_f64| ≤ (G + 8)·ε_f32·S`: every kernel sums the
//! integer products of a group exactly and rounds only when scaling and accumulating groups.

use proptest::prelude::*;
use strata_ir::GgmlType;
use strata_ir::quant::{dequantize, quantize};
use strata_runtime::cpu::{CpuPool, Isa, MatvecTask, QuantizedActs, dot_with};

use strata_tests::XorShift as Rng;

/// Offsets of a type's f16 scale fields within a block.
fn f16_fields(ty: GgmlType) -> &'static [usize] {
    match ty {
        GgmlType::Q4_1 | GgmlType::Q5_1 | GgmlType::Q4K | GgmlType::Q5K => &[0, 2],
        GgmlType::Q2K => &[80, 82],
        GgmlType::Q3K => &[108],
        GgmlType::Q6K => &[208],
        GgmlType::Iq1M | GgmlType::Mxfp4 => &[],
        _ => &[0],
    }
}

/// `n_rows` rows of `n` elements of `ty` with random contents and finite, moderate scales
/// (`special` forces the given f16 bits into every scale field instead).
fn random_rows(
    ty: GgmlType,
    n: usize,
    n_rows: usize,
    rng: &mut Rng,
    special: Option<u16>,
) -> Vec<u8> {
    if !ty.is_quantized() {
        let x: Vec<f32> = (0..n * n_rows).map(|_| rng.unit()).collect();
        return quantize(ty, &x).unwrap();
    }
    let size = ty.type_size();
    let mut b: Vec<u8> = (0..n * n_rows / ty.block_size() * size)
        .map(|_| (rng.next_u64() >> 56) as u8)
        .collect();
    for blk in b.chunks_exact_mut(size) {
        let scale = special.unwrap_or_else(|| {
            // Magnitudes 2^-6 .. 2^-2, either sign.
            (0x1c00 + (rng.next_u64() % 0x1000) as u16)
                | if rng.next_u64().is_multiple_of(2) {
                    0x8000
                } else {
                    0
                }
        });
        for &off in f16_fields(ty) {
            blk[off..off + 2].copy_from_slice(&scale.to_le_bytes());
        }
        match ty {
            GgmlType::Mxfp4 => {
                blk[0] = special.map_or(118 + (rng.next_u64() % 12) as u8, |s| s as u8)
            }
            GgmlType::Iq1M => {
                // The f16 super-scale lives in the top nibbles of the four scale u16s.
                for (i, sh) in [12u16, 8, 4, 0].into_iter().enumerate() {
                    let nib = ((scale >> (12 - sh)) & 0xf) as u8;
                    let at = 48 + 2 * i + 1;
                    blk[at] = (blk[at] & 0x0f) | (nib << 4);
                }
            }
            _ => {}
        }
    }
    b
}

fn reference(ty: GgmlType, row: &[u8], acts: &QuantizedActs) -> (f64, f64) {
    let n = acts.len();
    let mut w = vec![0f32; n];
    dequantize(ty, row, &mut w).unwrap();
    let a = if ty.is_quantized() {
        acts.dequantized()
    } else {
        acts.values().to_vec()
    };
    let mut dot = 0f64;
    let mut mag = 0f64;
    for (w, a) in w.iter().zip(&a) {
        dot += f64::from(*w) * f64::from(*a);
        mag += (f64::from(*w) * f64::from(*a)).abs();
    }
    (dot, mag)
}

fn bound(n: usize, mag: f64) -> f64 {
    ((n / 32 + 8) as f64) * f64::from(f32::EPSILON) * mag + 1e-30
}

fn check_type(ty: GgmlType, n: usize, rng: &mut Rng) {
    let x: Vec<f32> = (0..n).map(|_| rng.unit() * 4.0).collect();
    let acts = QuantizedActs::new(&x);
    let row = random_rows(ty, n, 1, rng, None);
    let (want, mag) = reference(ty, &row, &acts);
    let scalar = dot_with(Isa::Scalar, ty, &row, &acts).unwrap();
    let b = bound(n, mag);
    assert!(
        (f64::from(scalar) - want).abs() <= b,
        "{ty} n={n}: scalar {scalar} vs f64 {want} (bound {b})"
    );
    for isa in Isa::supported() {
        let got = dot_with(isa, ty, &row, &acts).unwrap();
        assert!(
            (f64::from(got) - want).abs() <= b,
            "{ty} n={n} {isa:?}: {got} vs f64 {want} (bound {b})"
        );
        assert!(
            (got - scalar).abs() as f64 <= b,
            "{ty} n={n} {isa:?}: {got} vs scalar {scalar} (bound {b})"
        );
    }
}

#[test]
fn every_type_is_within_the_bound_on_every_isa() {
    let mut rng = Rng(0x0123_4567_89ab_cdef);
    for ty in GgmlType::MODEL_TYPES {
        for n in [256, 2048, 4096] {
            check_type(ty, n, &mut rng);
        }
        if ty.block_size() == 32 || !ty.is_quantized() {
            check_type(ty, 32, &mut rng);
        }
        if !ty.is_quantized() {
            // Float rows need not be a multiple of 8 (the SIMD tail path).
            check_type(ty, 37, &mut rng);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]
    #[test]
    fn priority_types_hold_the_bound_for_any_length(
        blocks in 1usize..24,
        seed in any::<u64>(),
        which in 0usize..10,
    ) {
        let ty = [
            GgmlType::Q4K, GgmlType::Q8_0, GgmlType::Iq3Xxs, GgmlType::Iq4Xs, GgmlType::Q6K,
            GgmlType::F16, GgmlType::F32, GgmlType::Q4_0, GgmlType::Iq4Nl, GgmlType::Q5K,
        ][which];
        let n = blocks * ty.block_size().max(32);
        check_type(ty, n, &mut Rng(seed | 1));
    }
}

#[test]
fn non_finite_scales_do_not_crash() {
    let mut rng = Rng(99);
    let acts = QuantizedActs::new(&(0..256).map(|i| i as f32).collect::<Vec<_>>());
    for ty in GgmlType::MODEL_TYPES
        .into_iter()
        .filter(|t| t.is_quantized())
    {
        for special in [0x7c00u16, 0xfc00, 0x7e01, 0x7bff, 0x0001] {
            let row = random_rows(ty, 256, 1, &mut rng, Some(special));
            for isa in Isa::supported() {
                let _ = dot_with(isa, ty, &row, &acts).unwrap();
            }
        }
    }
    // Non-finite activations quantize without overflow and stay finite in the bytes.
    let acts = QuantizedActs::new(&[f32::NAN, f32::INFINITY, 1.0, -1.0].repeat(8));
    let row = quantize(GgmlType::Q8_0, &[1.0; 32]).unwrap();
    let _ = dot_with(Isa::Scalar, GgmlType::Q8_0, &row, &acts).unwrap();
}

#[test]
fn matvec_places_several_experts_rows_at_caller_positions() {
    let mut rng = Rng(7);
    let n = 512;
    let x: Vec<f32> = (0..n).map(|_| rng.unit()).collect();
    let x2: Vec<f32> = (0..n).map(|_| rng.unit()).collect();
    let acts = QuantizedActs::new(&x);
    let acts2 = QuantizedActs::new(&x2);
    // Three "experts" of odd row counts and different types, placed out of order with gaps.
    let e0 = random_rows(GgmlType::Q4K, n, 37, &mut rng, None);
    let e1 = random_rows(GgmlType::Iq3Xxs, n, 5, &mut rng, None);
    let e2 = random_rows(GgmlType::Q8_0, n, 101, &mut rng, None);
    let e3 = random_rows(GgmlType::Q2K, n, 3, &mut rng, None);
    let tasks = [
        MatvecTask {
            ty: GgmlType::Q4K,
            weights: &e0,
            acts: &acts,
            out_offset: 120,
        },
        MatvecTask {
            ty: GgmlType::Iq3Xxs,
            weights: &e1,
            acts: &acts2,
            out_offset: 0,
        },
        MatvecTask {
            ty: GgmlType::Q8_0,
            weights: &e2,
            acts: &acts,
            out_offset: 10,
        },
        MatvecTask {
            ty: GgmlType::Q2K,
            weights: &e3,
            acts: &acts2,
            out_offset: 157,
        },
    ];
    for threads in [1, 3] {
        for isa in Isa::supported() {
            let pool = CpuPool::with_isa(threads, isa).unwrap();
            let mut out = vec![f32::NAN; 170];
            pool.matvec(&tasks, &mut out).unwrap();
            for t in &tasks {
                let rb = t.ty.row_bytes(n as u64).unwrap() as usize;
                for (r, row) in t.weights.chunks_exact(rb).enumerate() {
                    let want = dot_with(isa, t.ty, row, t.acts).unwrap();
                    assert_eq!(
                        out[t.out_offset + r].to_bits(),
                        want.to_bits(),
                        "{} row {r}",
                        t.ty
                    );
                }
            }
            // Gaps between tasks are left untouched.
            assert!(out[5..10].iter().all(|v| v.is_nan()));
            assert!(out[160..].iter().all(|v| v.is_nan()));
        }
    }
    // A big single matrix split across threads equals the one-thread result bit for bit.
    let big = random_rows(GgmlType::Q4K, n, 1000, &mut rng, None);
    let task = [MatvecTask {
        ty: GgmlType::Q4K,
        weights: &big,
        acts: &acts,
        out_offset: 0,
    }];
    let mut one = vec![0f32; 1000];
    let mut many = vec![0f32; 1000];
    CpuPool::new(1).unwrap().matvec(&task, &mut one).unwrap();
    CpuPool::new(4).unwrap().matvec(&task, &mut many).unwrap();
    assert_eq!(one, many);
}

#[test]
fn matvec_and_dot_reject_bad_arguments() {
    let mut rng = Rng(3);
    let acts = QuantizedActs::new(&vec![0.5; 256]);
    let rows = random_rows(GgmlType::Q4K, 256, 4, &mut rng, None);
    let pool = CpuPool::new(2).unwrap();
    let mut out = vec![0f32; 8];
    let t = |off, w: &'static [u8]| MatvecTask {
        ty: GgmlType::Q4K,
        weights: w,
        acts: &acts,
        out_offset: off,
    };
    let rows: &'static [u8] = Box::leak(rows.into_boxed_slice());
    // Overlapping outputs.
    assert!(pool.matvec(&[t(0, rows), t(2, rows)], &mut out).is_err());
    // Outside the output.
    assert!(pool.matvec(&[t(5, rows)], &mut out).is_err());
    assert!(pool.matvec(&[t(usize::MAX, rows)], &mut out).is_err());
    // Not a whole number of rows.
    assert!(pool.matvec(&[t(0, &rows[..100])], &mut out).is_err());
    // Activations not a whole number of blocks, and types without a kernel.
    let odd = QuantizedActs::new(&[1.0; 100]);
    assert!(dot_with(Isa::Scalar, GgmlType::Q4K, &rows[..144], &odd).is_err());
    assert!(dot_with(Isa::Scalar, GgmlType::Q8K, &[0; 292], &acts).is_err());
    assert!(dot_with(Isa::Scalar, GgmlType::I32, &[0; 1024], &acts).is_err());
    assert!(dot_with(Isa::Scalar, GgmlType::Q4K, &rows[..143], &acts).is_err());
    // The valid call still works afterwards.
    pool.matvec(&[t(0, rows), t(4, rows)], &mut out).unwrap();
}

#[test]
fn tasks_sharing_weights_equal_separate_calls_bit_for_bit() {
    // One matrix applied to several token vectors (a prompt), interleaved with other matrices,
    // with the outputs placed out of order: computing them together per row chunk must give
    // exactly the results, at exactly the positions, of one call per task.
    let mut rng = Rng(0x5eed);
    let n = 512;
    let tokens: Vec<QuantizedActs> = (0..7)
        .map(|_| QuantizedActs::new(&(0..n).map(|_| rng.unit()).collect::<Vec<_>>()))
        .collect();
    let shared_q4k = random_rows(GgmlType::Q4K, n, 61, &mut rng, None);
    let shared_iq3 = random_rows(GgmlType::Iq3Xxs, n, 9, &mut rng, None);
    let other = random_rows(GgmlType::Q8_0, n, 13, &mut rng, None);
    let mut tasks = Vec::new();
    let mut off = 1000;
    for (i, acts) in tokens.iter().enumerate() {
        // Descending offsets, so task order and position order differ.
        off -= 61;
        tasks.push(MatvecTask {
            ty: GgmlType::Q4K,
            weights: &shared_q4k,
            acts,
            out_offset: off,
        });
        if i % 2 == 0 {
            off -= 9;
            tasks.push(MatvecTask {
                ty: GgmlType::Iq3Xxs,
                weights: &shared_iq3,
                acts,
                out_offset: off,
            });
        }
        if i == 3 {
            // A row range of the shared matrix is different weights: not grouped with it.
            off -= 20;
            tasks.push(MatvecTask {
                ty: GgmlType::Q4K,
                weights: &shared_q4k[..20 * 144 * 2],
                acts,
                out_offset: off,
            });
        }
    }
    tasks.push(MatvecTask {
        ty: GgmlType::Q8_0,
        weights: &other,
        acts: &tokens[0],
        out_offset: 0,
    });
    for threads in [1, 3] {
        for isa in Isa::supported() {
            let pool = CpuPool::with_isa(threads, isa).unwrap();
            let mut together = vec![f32::NAN; 1000];
            pool.matvec(&tasks, &mut together).unwrap();
            let mut separate = vec![f32::NAN; 1000];
            for t in &tasks {
                pool.matvec(std::slice::from_ref(t), &mut separate).unwrap();
            }
            let bits = |v: &[f32]| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
            assert_eq!(
                bits(&together),
                bits(&separate),
                "{threads} threads, {isa:?}"
            );
            assert!(together[13..off].iter().all(|v| v.is_nan()));
        }
    }
    // Two tasks of the same weights whose outputs overlap are still refused.
    let pool = CpuPool::new(2).unwrap();
    let mut out = vec![0f32; 200];
    let at = |out_offset| MatvecTask {
        out_offset,
        ..tasks[0]
    };
    assert!(pool.matvec(&[at(0), at(30)], &mut out).is_err());
    pool.matvec(&[at(0), at(61)], &mut out).unwrap();
}
