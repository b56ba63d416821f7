//! Unit tests of the CPU kernels that need no other crate, so they also run where only the
//! runtime builds (the aarch64 cross run under qemu): every instruction set this machine has
//! against the f64 dot product of the dequantized values, and against the scalar path.
//!
//! Bound (the one `tests/tests/quant_dot.rs` states): with `G = n/32` activation groups and
//! `S = Σ|wᵢ·aᵢ|`, `|dot − dot_f64| ≤ (G + 8)·ε_f32·S`.

use super::{CpuPool, Isa, MatvecTask, QuantizedActs, dot_with};
use strata_ir::GgmlType;
use strata_ir::quant::{dequantize, quantize};

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn unit(&mut self) -> f32 {
        (self.next() >> 40) as f32 / (1u64 << 24) as f32 * 2.0 - 1.0
    }
}

/// Random rows with finite, moderate f16 scales in the scale fields of the types with SIMD
/// kernels; float types are random values.
fn random_rows(ty: GgmlType, n: usize, n_rows: usize, rng: &mut Rng) -> Vec<u8> {
    if !ty.is_quantized() {
        let x: Vec<f32> = (0..n * n_rows).map(|_| rng.unit()).collect();
        return quantize(ty, &x).expect("float types quantize");
    }
    let size = ty.type_size();
    let mut b: Vec<u8> = (0..n * n_rows / ty.block_size() * size)
        .map(|_| (rng.next() >> 56) as u8)
        .collect();
    let fields: &[usize] = match ty {
        GgmlType::Q4K => &[0, 2],
        GgmlType::Q6K => &[208],
        _ => &[0],
    };
    for blk in b.chunks_exact_mut(size) {
        let scale = (0x1c00 + (rng.next() % 0x1000) as u16) | ((rng.next() % 2) as u16) << 15;
        for &f in fields {
            blk[f..f + 2].copy_from_slice(&scale.to_le_bytes());
        }
    }
    b
}

const SIMD_TYPES: [GgmlType; 10] = [
    GgmlType::Q8_0,
    GgmlType::Q4_0,
    GgmlType::Iq4Nl,
    GgmlType::Q4K,
    GgmlType::Q6K,
    GgmlType::Iq4Xs,
    GgmlType::Iq3Xxs,
    GgmlType::F32,
    GgmlType::F16,
    GgmlType::Bf16,
];

fn check(ty: GgmlType, n: usize, rng: &mut Rng) {
    let x: Vec<f32> = (0..n).map(|_| rng.unit() * 4.0).collect();
    let acts = QuantizedActs::new(&x);
    let row = random_rows(ty, n, 1, rng);
    let mut w = vec![0f32; n];
    dequantize(ty, &row, &mut w).expect("dequantize");
    let a = if ty.is_quantized() {
        acts.dequantized()
    } else {
        x.clone()
    };
    let (mut want, mut mag) = (0f64, 0f64);
    for (w, a) in w.iter().zip(&a) {
        want += f64::from(*w) * f64::from(*a);
        mag += (f64::from(*w) * f64::from(*a)).abs();
    }
    let bound = ((n / 32 + 8) as f64) * f64::from(f32::EPSILON) * mag + 1e-30;
    let scalar = dot_with(Isa::Scalar, ty, &row, &acts).expect("scalar dot");
    for isa in Isa::supported() {
        let got = dot_with(isa, ty, &row, &acts).expect("dot");
        assert!(
            (f64::from(got) - want).abs() <= bound,
            "{ty} n={n} {isa:?}: {got} vs f64 {want} (bound {bound})"
        );
        assert!(
            f64::from((got - scalar).abs()) <= bound,
            "{ty} n={n} {isa:?}: {got} vs scalar {scalar} (bound {bound})"
        );
    }
}

#[test]
fn simd_kernels_hold_the_bound_and_match_scalar() {
    let mut rng = Rng(0x00c0_ffee_1234_5678);
    for ty in SIMD_TYPES {
        let bs = ty.block_size().max(32);
        // One block, a length that is not a multiple of eight blocks (the kernels' tails), and
        // a long row.
        for blocks in [1, 3, 9, 16] {
            for _ in 0..4 {
                check(ty, blocks * bs, &mut rng);
            }
        }
        if !ty.is_quantized() {
            check(ty, 37, &mut rng);
        }
    }
}

#[test]
fn grouped_matvec_equals_separate_calls() {
    let mut rng = Rng(11);
    let n = 256;
    let acts: Vec<QuantizedActs> = (0..5)
        .map(|_| QuantizedActs::new(&(0..n).map(|_| rng.unit()).collect::<Vec<_>>()))
        .collect();
    let w = random_rows(GgmlType::Q4K, n, 33, &mut rng);
    let tasks: Vec<MatvecTask<'_>> = acts
        .iter()
        .enumerate()
        .map(|(i, a)| MatvecTask {
            ty: GgmlType::Q4K,
            weights: &w,
            acts: a,
            out_offset: 33 * (4 - i),
        })
        .collect();
    for isa in Isa::supported() {
        let pool = CpuPool::with_isa(2, isa).expect("pool");
        let mut together = vec![0f32; 165];
        pool.matvec(&tasks, &mut together).expect("matvec");
        for t in &tasks {
            for (r, row) in w.chunks_exact(w.len() / 33).enumerate() {
                let want = dot_with(isa, t.ty, row, t.acts).expect("dot");
                assert_eq!(together[t.out_offset + r].to_bits(), want.to_bits());
            }
        }
    }
}

#[test]
fn default_threads_is_between_one_and_the_available_cpus() {
    let n = super::default_threads();
    let available = std::thread::available_parallelism().map_or(1, |n| n.get());
    assert!((1..=available).contains(&n), "{n} of {available}");
}
