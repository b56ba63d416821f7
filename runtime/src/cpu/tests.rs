//! Unit tests of the CPU kernels that need no other crate, so they also run where only the
//! runtime builds (the aarch64 cross run under qemu): every instruction set this machine has
//! against the f64 dot product of the dequantized values, and against the scalar path.
//!
//! Bound (the one `tests/tests/quant_dot.rs` states): with `G = n/32` activation groups and
//! `S = Σ|wᵢ·aᵢ|`, `|dot − dot_f64| ≤ (G + 8)·ε_f32·S`.

use super::{CpuPool, Isa, MatvecTask, QuantizedActs, TOUCH_CHUNK, dot_with};
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

/// `tokens` activation vectors of `n` random values in [−1, 1), quantized.
fn random_acts(n: usize, tokens: usize, rng: &mut Rng) -> Vec<QuantizedActs> {
    (0..tokens)
        .map(|_| QuantizedActs::new(&(0..n).map(|_| rng.unit()).collect::<Vec<_>>()))
        .collect()
}

/// One task per input over the `rows` rows of `w`, outputs token-major.
fn token_tasks<'a>(
    ty: GgmlType,
    w: &'a [u8],
    acts: &'a [QuantizedActs],
    rows: usize,
) -> Vec<MatvecTask<'a>> {
    acts.iter()
        .enumerate()
        .map(|(t, a)| MatvecTask {
            ty,
            weights: w,
            acts: a,
            out_offset: t * rows,
        })
        .collect()
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
    let acts: Vec<QuantizedActs> = random_acts(n, 5, &mut rng);
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

/// The tile kernels (one row, several inputs, each block decoded once per tile) must give the
/// row kernel's result bit for bit for every input, on every instruction set this machine
/// has: rows of one and several blocks or super-blocks, tile counts that leave every remainder.
#[test]
fn tile_kernels_equal_the_row_kernel_bit_for_bit() {
    let mut rng = Rng(0x7113_5eed);
    let mut covered = Vec::new();
    for ty in [GgmlType::Q8_0, GgmlType::Q4K, GgmlType::Q6K] {
        let bs = ty.block_size();
        for blocks in [1usize, 2, 3, 8, 9, 17] {
            let n = blocks * bs;
            let acts: Vec<QuantizedActs> = (0..17)
                .map(|_| QuantizedActs::new(&(0..n).map(|_| rng.unit() * 3.0).collect::<Vec<_>>()))
                .collect();
            let refs: Vec<&QuantizedActs> = acts.iter().collect();
            let row = random_rows(ty, n, 1, &mut rng);
            for isa in Isa::supported() {
                for tokens in [1usize, 2, 3, 4, 5, 8, 9, 17] {
                    let mut got = vec![f32::NAN; tokens];
                    if !super::dot_tile_with(isa, ty, &row, &refs[..tokens], &mut got)
                        .expect("tile dot")
                    {
                        continue;
                    }
                    covered.push((ty, isa));
                    for (i, a) in refs[..tokens].iter().enumerate() {
                        let want = dot_with(isa, ty, &row, a).expect("dot");
                        assert_eq!(
                            got[i].to_bits(),
                            want.to_bits(),
                            "{ty} {blocks} blocks {isa:?}: input {i} of {tokens}: {} vs {want}",
                            got[i]
                        );
                    }
                }
            }
        }
    }
    // Every x86 SIMD instance this machine has must have run the tiles of every type.
    for isa in Isa::supported() {
        if matches!(isa, Isa::Avx2 | Isa::Avx512Vnni) {
            for ty in [GgmlType::Q8_0, GgmlType::Q4K, GgmlType::Q6K] {
                assert!(covered.contains(&(ty, isa)), "no {ty} tile ran on {isa:?}");
            }
        }
    }
}

/// `CpuPool::matvec` with the tile kernels equals it without them, bit for bit, over awkward
/// row and token counts (rows 1, 3, 50; tokens 1, 2, 3, 5, 8, 9, 17), two matrices of different
/// types in one call, with 1 and 2 threads.
#[test]
fn tiled_matvec_equals_untiled_bit_for_bit() {
    let mut rng = Rng(0x0bad_cafe);
    for ty in [GgmlType::Q8_0, GgmlType::Q4K, GgmlType::Q6K] {
        let n = 2 * ty.block_size().max(256);
        for rows in [1usize, 3, 50] {
            let w = random_rows(ty, n, rows, &mut rng);
            let other = random_rows(GgmlType::Q4_0, n, 3, &mut rng);
            for tokens in [1usize, 2, 3, 5, 8, 9, 17] {
                let acts: Vec<QuantizedActs> = random_acts(n, tokens, &mut rng);
                let mut tasks = Vec::new();
                for (t, a) in acts.iter().enumerate() {
                    tasks.push(MatvecTask {
                        ty,
                        weights: &w,
                        acts: a,
                        out_offset: t * rows,
                    });
                    tasks.push(MatvecTask {
                        ty: GgmlType::Q4_0,
                        weights: &other,
                        acts: a,
                        out_offset: tokens * rows + 3 * t,
                    });
                }
                let len = tokens * (rows + 3);
                for isa in Isa::supported() {
                    for threads in [1, 2] {
                        let mut pool = CpuPool::with_isa(threads, isa).expect("pool");
                        pool.tiles = true;
                        let mut tiled = vec![f32::NAN; len];
                        pool.matvec(&tasks, &mut tiled).expect("tiled");
                        pool.tiles = false;
                        let mut plain = vec![f32::NAN; len];
                        pool.matvec(&tasks, &mut plain).expect("plain");
                        let bits = |v: &[f32]| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
                        assert_eq!(
                            bits(&tiled),
                            bits(&plain),
                            "{ty} rows {rows} tokens {tokens} {isa:?} threads {threads}"
                        );
                    }
                }
            }
        }
    }
}

/// The types with matrix (rows-in-lanes) kernels.
const MAT_TYPES: [GgmlType; 6] = [
    GgmlType::Q8_0,
    GgmlType::Q4K,
    GgmlType::Q6K,
    GgmlType::Iq4Xs,
    GgmlType::Iq3Xxs,
    GgmlType::Mxfp4,
];

/// Seventeen inputs of `n` elements for the matrix-kernel tests; input 3 starts with two zero
/// groups (where `-0.0` and `+0.0` would differ).
fn mat_test_acts(n: usize, rng: &mut Rng) -> Vec<QuantizedActs> {
    (0..17)
        .map(|i| {
            let x: Vec<f32> = (0..n)
                .map(|e| match i {
                    3 if e < 64 => 0.0,
                    // Every byte at ±127 (the largest products a byte dot sees: the no-saturation
                    // bounds of the offset forms), all positive and of pseudo-random signs.
                    5 => 3.0,
                    6 => {
                        if rng.unit() < 0.0 {
                            -3.0
                        } else {
                            3.0
                        }
                    }
                    _ => rng.unit() * 3.0,
                })
                .collect();
            QuantizedActs::new(&x)
        })
        .collect()
}

/// The matrix kernels (eight rows in lanes, several inputs) must give the row kernel's result
/// bit for bit for every (row, input), on every instruction set this machine has: rows of one
/// and several super-blocks, input counts of one and several, activations with zero groups
/// (where `-0.0` and `+0.0` would differ) and with every byte at ±127.
#[test]
fn mat_kernels_equal_the_row_kernel_bit_for_bit() {
    let mut rng = Rng(0x3a7_5eed);
    let mut covered = Vec::new();
    for ty in MAT_TYPES {
        for sbs in [1usize, 2, 3, 9] {
            // MXFP4 rows need not be whole 256-element runs (gpt-oss: 2880 = 90 blocks).
            let n = if ty == GgmlType::Mxfp4 {
                sbs * 256 + 32 * (sbs % 3)
            } else {
                sbs * 256
            };
            let acts = mat_test_acts(n, &mut rng);
            let refs: Vec<&QuantizedActs> = acts.iter().collect();
            let rows = if ty == GgmlType::Mxfp4 && sbs != 9 {
                // Real exponents; with 9 super-blocks, random ones (some huge: the fallback).
                let x: Vec<f32> = (0..n * super::MAT_ROWS).map(|_| rng.unit()).collect();
                quantize(ty, &x).expect("quantize")
            } else {
                random_rows(ty, n, super::MAT_ROWS, &mut rng)
            };
            let rb = rows.len() / super::MAT_ROWS;
            for isa in Isa::supported() {
                for tokens in [1usize, 2, 3, 5, 17] {
                    let mut got = vec![f32::NAN; super::MAT_ROWS * tokens];
                    if !super::dot_mat_with(isa, ty, &rows, &refs[..tokens], &mut got)
                        .expect("mat dot")
                    {
                        continue;
                    }
                    covered.push((ty, isa));
                    for (t, a) in refs[..tokens].iter().enumerate() {
                        for r in 0..super::MAT_ROWS {
                            let row = &rows[r * rb..(r + 1) * rb];
                            let want = dot_with(isa, ty, row, a).expect("dot");
                            let g = got[super::MAT_ROWS * t + r];
                            assert_eq!(
                                g.to_bits(),
                                want.to_bits(),
                                "{ty} {sbs} sb {isa:?}: row {r} input {t} of {tokens}: {g} vs {want}"
                            );
                        }
                    }
                }
            }
        }
    }
    for isa in Isa::supported() {
        if matches!(isa, Isa::Avx2 | Isa::Avx512Vnni) {
            for ty in MAT_TYPES {
                assert!(
                    covered.contains(&(ty, isa)),
                    "no {ty} matrix kernel ran on {isa:?}"
                );
            }
        }
    }
}

/// The sixteen-row matrix kernels (`rl16`, AVX-512 VNNI) give the row kernel's result bit for
/// bit for every (row, input): rows of one and several super-blocks, 1–17 inputs (every
/// remainder of a four-input pass), zero activation groups. Where this CPU lacks AVX-512 VNNI
/// (the development VM and maybe CI) no instruction set may offer them, which is what is
/// checked there; the kernels themselves are checked by running this test binary on the device
/// host (`docs/perf/cpu-decode.md`, session 25).
#[test]
fn mat16_kernels_equal_the_row_kernel_bit_for_bit() {
    const MAT16_TYPES: [GgmlType; 4] = [
        GgmlType::Q4K,
        GgmlType::Q8_0,
        GgmlType::Iq4Xs,
        GgmlType::Iq3Xxs,
    ];
    let rows16 = 2 * super::MAT_ROWS;
    let mut rng = Rng(0x16_5eed);
    let mut covered = Vec::new();
    for ty in MAT16_TYPES {
        for sbs in [1usize, 2, 9] {
            let n = sbs * 256;
            let acts = mat_test_acts(n, &mut rng);
            let refs: Vec<&QuantizedActs> = acts.iter().collect();
            let rows = random_rows(ty, n, rows16, &mut rng);
            let rb = rows.len() / rows16;
            for isa in Isa::supported() {
                for tokens in [1usize, 2, 3, 4, 5, 8, 17] {
                    let mut got = vec![f32::NAN; rows16 * tokens];
                    let ran = super::dot_mat16_with(isa, ty, &rows, &refs[..tokens], &mut got)
                        .expect("mat16 dot");
                    assert_eq!(ran, isa == Isa::Avx512Vnni, "{ty} {isa:?}: offered or not");
                    if !ran {
                        continue;
                    }
                    covered.push(ty);
                    for (t, a) in refs[..tokens].iter().enumerate() {
                        for r in 0..rows16 {
                            let want =
                                dot_with(isa, ty, &rows[r * rb..(r + 1) * rb], a).expect("dot");
                            let g = got[rows16 * t + r];
                            assert_eq!(
                                g.to_bits(),
                                want.to_bits(),
                                "{ty} {sbs} sb: row {r} input {t} of {tokens}: {g} vs {want}"
                            );
                        }
                    }
                }
            }
        }
    }
    if Isa::supported().contains(&Isa::Avx512Vnni) {
        for ty in MAT16_TYPES {
            assert!(covered.contains(&ty), "no {ty} sixteen-row kernel ran");
        }
    } else {
        eprintln!("no AVX-512 VNNI here: the sixteen-row kernels were checked absent, not run");
    }
}

/// The generic (MXFP4, Q5_1, Q4_1, ...) and float tile kernels equal their row kernels bit for bit.
#[test]
fn generic_and_float_tiles_equal_the_row_kernel_bit_for_bit() {
    let mut rng = Rng(0x51de_7ee1);
    for ty in [
        GgmlType::Mxfp4,
        GgmlType::Q5_1,
        GgmlType::Q4_1,
        GgmlType::F16,
        GgmlType::F32,
        GgmlType::Bf16,
    ] {
        for n in [256usize, 264, 512 + 32] {
            if !n.is_multiple_of(ty.block_size()) {
                continue;
            }
            let x: Vec<f32> = (0..n * 9).map(|_| rng.unit() * 2.0).collect();
            let acts: Vec<QuantizedActs> = x.chunks_exact(n).map(QuantizedActs::new).collect();
            let refs: Vec<&QuantizedActs> = acts.iter().collect();
            let w: Vec<f32> = (0..n).map(|_| rng.unit()).collect();
            let row = quantize(ty, &w).expect("quantize");
            for isa in Isa::supported() {
                for tokens in [1usize, 2, 3, 4, 5, 9] {
                    let mut got = vec![f32::NAN; tokens];
                    assert!(
                        super::dot_tile_with(isa, ty, &row, &refs[..tokens], &mut got)
                            .expect("tile dot"),
                        "{ty} has a tile kernel on {isa:?}"
                    );
                    for (i, a) in refs[..tokens].iter().enumerate() {
                        let want = dot_with(isa, ty, &row, a).expect("dot");
                        assert_eq!(got[i].to_bits(), want.to_bits(), "{ty} n {n} {isa:?} {i}");
                    }
                }
            }
        }
    }
}

/// `CpuPool::matvec` with the matrix kernels equals it with the tile kernels only and with
/// neither, bit for bit: rows not a multiple of eight, inputs below and above the matrix
/// kernels' threshold and beyond one run of inputs (blocks packed by the first run and reused
/// by the next, sixteen- and eight-row, over more than one row group), 1 and 2 threads.
#[test]
fn matrix_matvec_equals_tiles_and_rows_bit_for_bit() {
    let mut rng = Rng(0x0dd_ba11);
    for ty in MAT_TYPES {
        let n = 512;
        for rows in [3usize, 8, 21, 40, 83] {
            let w = random_rows(ty, n, rows, &mut rng);
            for tokens in [1usize, 4, 5, 70, 150] {
                if tokens == 150 && rows < 40 {
                    continue;
                }
                let acts: Vec<QuantizedActs> = random_acts(n, tokens, &mut rng);
                let tasks: Vec<MatvecTask<'_>> = token_tasks(ty, &w, &acts, rows);
                let len = tokens * rows;
                for isa in Isa::supported() {
                    for threads in [1, 2] {
                        let mut pool = CpuPool::with_isa(threads, isa).expect("pool");
                        let mut arms = Vec::new();
                        for (tiles, matmul, mat16) in [
                            (true, true, false),
                            (true, false, false),
                            (false, false, false),
                            (true, true, true),
                        ] {
                            pool.set_prompt_kernels(tiles, matmul);
                            pool.set_mat16(mat16);
                            let mut y = vec![f32::NAN; len];
                            pool.matvec(&tasks, &mut y).expect("matvec");
                            arms.push(y.iter().map(|x| x.to_bits()).collect::<Vec<_>>());
                        }
                        for arm in [0, 1, 3] {
                            assert_eq!(
                                arms[arm], arms[2],
                                "{ty} rows {rows} tokens {tokens} {isa:?} arm {arm}"
                            );
                        }
                    }
                }
            }
        }
    }
}

/// `CpuPool::matvec_outs` (each task into its own output slice) equals `matvec` into one
/// buffer bit for bit, over matrix and tile paths (1, 3, 50 inputs, rows not a multiple of
/// eight, several types in one call, 1 and 2 threads), and refuses a bad slot, a slot list of
/// the wrong length and overlapping outputs inside one slice.
#[test]
fn matvec_outs_equals_matvec_bit_for_bit() {
    let mut rng = Rng(0x0075_1075);
    let n = 512;
    for tokens in [1usize, 3, 50] {
        let mats: Vec<(GgmlType, usize, Vec<u8>)> = [
            (GgmlType::Q4K, 21usize),
            (GgmlType::Q6K, 9),
            (GgmlType::Q8_0, 16),
            (GgmlType::F16, 5),
        ]
        .into_iter()
        .map(|(ty, rows)| (ty, rows, random_rows(ty, n, rows, &mut rng)))
        .collect();
        let acts: Vec<QuantizedActs> = random_acts(n, tokens, &mut rng);
        // One job per matrix: its own output (token-major), and a place in one big buffer.
        let mut tasks = Vec::new();
        let mut slot = Vec::new();
        let mut flat = Vec::new();
        let mut base = 0;
        for (j, (ty, rows, w)) in mats.iter().enumerate() {
            for (t, a) in acts.iter().enumerate() {
                let task = MatvecTask {
                    ty: *ty,
                    weights: w,
                    acts: a,
                    out_offset: t * rows,
                };
                tasks.push(task);
                slot.push(j);
                flat.push(MatvecTask {
                    out_offset: base + t * rows,
                    ..task
                });
            }
            base += rows * tokens;
        }
        for isa in Isa::supported() {
            for threads in [1, 2] {
                let pool = CpuPool::with_isa(threads, isa).expect("pool");
                let mut want = vec![f32::NAN; base];
                pool.matvec(&flat, &mut want).expect("matvec");
                let mut bufs: Vec<Vec<f32>> =
                    mats.iter().map(|m| vec![f32::NAN; m.1 * tokens]).collect();
                let mut outs: Vec<&mut [f32]> = bufs.iter_mut().map(|b| &mut b[..]).collect();
                pool.matvec_outs(&tasks, &mut outs, &slot)
                    .expect("matvec_outs");
                let got: Vec<u32> = bufs.concat().iter().map(|x| x.to_bits()).collect();
                let want: Vec<u32> = want.iter().map(|x| x.to_bits()).collect();
                assert_eq!(got, want, "{tokens} inputs {isa:?} {threads} threads");
            }
        }
        let pool = CpuPool::with_isa(1, Isa::detect()).expect("pool");
        let mut bufs: Vec<Vec<f32>> = mats.iter().map(|m| vec![0.0; m.1 * tokens]).collect();
        let mut outs: Vec<&mut [f32]> = bufs.iter_mut().map(|b| &mut b[..]).collect();
        let mut bad = slot.clone();
        bad[0] = mats.len();
        assert!(
            pool.matvec_outs(&tasks, &mut outs, &bad).is_err(),
            "slot out of range"
        );
        assert!(
            pool.matvec_outs(&tasks, &mut outs, &slot[1..]).is_err(),
            "short slot list"
        );
        if tokens > 1 {
            let mut overlap = tasks.clone();
            overlap[1].out_offset = 1;
            assert!(
                pool.matvec_outs(&overlap, &mut outs, &slot).is_err(),
                "overlap"
            );
        }
    }
}

/// The f64 dot products of every (input, row) from the dequantized weights and activations
/// (the quantized form for the integer types, the values for the float types), with the sum
/// of the products' magnitudes: `(dot, S)` at `[t·rows + r]`.
fn reference(ty: GgmlType, w: &[u8], rows: usize, acts: &[QuantizedActs]) -> Vec<(f64, f64)> {
    let n = acts[0].len();
    let mut wf = vec![0f32; n * rows];
    dequantize(ty, w, &mut wf).expect("dequantize");
    let mut out = Vec::with_capacity(acts.len() * rows);
    for a in acts {
        let av = if ty.is_quantized() {
            a.dequantized()
        } else {
            a.values().to_vec()
        };
        for r in 0..rows {
            let (mut d, mut s) = (0f64, 0f64);
            for (w, a) in wf[r * n..(r + 1) * n].iter().zip(&av) {
                let p = f64::from(*w) * f64::from(*a);
                d += p;
                s += p.abs();
            }
            out.push((d, s));
        }
    }
    out
}

mod props {
    use super::*;
    use proptest::prelude::*;

    const TYPES: [GgmlType; 7] = [
        GgmlType::Q8_0,
        GgmlType::Q4K,
        GgmlType::Q6K,
        GgmlType::Iq4Xs,
        GgmlType::Iq3Xxs,
        GgmlType::Mxfp4,
        GgmlType::F16,
    ];

    proptest! {
        #![proptest_config(ProptestConfig { cases: 40, ..ProptestConfig::default() })]

        /// Over awkward shapes (1, 3, 50, 783 inputs; rows not a multiple of the matrix
        /// kernels' eight): on every SIMD set here the pool's prompt path (matrix and tile
        /// kernels) equals its row path bit for bit, and the scalar path and the prompt path
        /// both hold the kernels' bound `(G + 8)·ε·S` against the f64 product.
        #[test]
        fn prompt_path_equals_row_path_and_holds_the_bound(
            ty in prop::sample::select(TYPES.to_vec()),
            tokens in prop::sample::select(vec![1usize, 3, 50, 783]),
            rows in prop::sample::select(vec![1usize, 3, 7, 8, 9, 17]),
            sbs in 1usize..=2,
            seed in any::<u64>(),
        ) {
            let mut rng = Rng(seed | 1);
            let n = 256 * sbs;
            let w = if ty.is_quantized() && !matches!(ty, GgmlType::Mxfp4) {
                random_rows(ty, n, rows, &mut rng)
            } else {
                let x: Vec<f32> = (0..n * rows).map(|_| rng.unit()).collect();
                quantize(ty, &x).expect("quantize")
            };
            let acts: Vec<QuantizedActs> = (0..tokens)
                .map(|_| QuantizedActs::new(&(0..n).map(|_| rng.unit() * 2.0).collect::<Vec<_>>()))
                .collect();
            let tasks: Vec<MatvecTask<'_>> = token_tasks(ty, &w, &acts, rows);
            let want = reference(ty, &w, rows, &acts);
            let bound = |s: f64| ((n / 32 + 8) as f64) * f64::from(f32::EPSILON) * s + 1e-30;
            for isa in Isa::supported() {
                let mut pool = CpuPool::with_isa(2, isa).expect("pool");
                pool.set_prompt_kernels(true, true);
                pool.set_mat16(true);
                let mut fast = vec![f32::NAN; tokens * rows];
                pool.matvec(&tasks, &mut fast).expect("matvec");
                pool.set_prompt_kernels(false, false);
                let mut plain = vec![f32::NAN; tokens * rows];
                pool.matvec(&tasks, &mut plain).expect("matvec");
                for (i, ((&f, &p), &(d, s))) in fast.iter().zip(&plain).zip(&want).enumerate() {
                    prop_assert_eq!(f.to_bits(), p.to_bits(), "{} {:?} at {}: {} vs {}", ty, isa, i, f, p);
                    prop_assert!(
                        (f64::from(f) - d).abs() <= bound(s),
                        "{} {:?} at {}: {} vs f64 {} (bound {})", ty, isa, i, f, d, bound(s)
                    );
                }
            }
        }
    }
}

/// Throughput of the pool's prompt path on one thread (not a test: `cargo test --release -p
/// strata-runtime --lib mat_throughput -- --ignored --nocapture`): GMAC/s for the shapes of
/// bench-qwen3moe's expert and attention matrices and a few small input counts, best of
/// fifteen, every SIMD set, with the matrix kernels on and off (below `mat_min_inputs` both
/// arms are the same path).
#[test]
#[ignore = "timing harness, run by hand"]
fn mat_throughput() {
    let mut rng = Rng(0x7157);
    let types: Vec<GgmlType> = std::env::var("STRATA_MT_TYPES")
        .ok()
        .map(|v| v.split(',').filter_map(GgmlType::from_name).collect())
        .unwrap_or_else(|| vec![GgmlType::Q4K, GgmlType::Q6K, GgmlType::Q8_0]);
    for ty in types {
        for (rows, n, tokens) in [
            (768usize, 2048usize, 2usize),
            (768, 2048, 3),
            (768, 2048, 4),
            (768, 2048, 16),
            (768, 2048, 64),
            (256, 2048, 512),
            (2048, 768, 64),
        ] {
            let w = random_rows(ty, n, rows, &mut rng);
            let acts: Vec<QuantizedActs> = random_acts(n, tokens, &mut rng);
            let tasks: Vec<MatvecTask<'_>> = token_tasks(ty, &w, &acts, rows);
            let mut y = vec![0f32; rows * tokens];
            for isa in Isa::supported().into_iter().filter(|i| *i != Isa::Scalar) {
                let arms: &[(bool, bool)] = if isa == Isa::Avx512Vnni {
                    &[(true, true), (true, false), (false, false)]
                } else {
                    &[(true, false), (false, false)]
                };
                for &(arm, mat16) in arms {
                    let mut pool = CpuPool::with_isa(1, isa).expect("pool");
                    pool.set_prompt_kernels(true, arm);
                    pool.set_mat16(mat16);
                    let mut best = f64::MAX;
                    for _ in 0..15 {
                        let t0 = std::time::Instant::now();
                        pool.matvec(&tasks, &mut y).expect("matvec");
                        best = best.min(t0.elapsed().as_secs_f64());
                    }
                    let gmac = (rows * n * tokens) as f64 / best / 1e9;
                    println!(
                        "{ty} {isa:?} mat {arm} mat16 {mat16} rows {rows} n {n} tokens {tokens}: {gmac:.1} GMAC/s"
                    );
                }
            }
        }
    }
}

/// The expert tests' activation between gate/up and down: SwiGLU plus the expert's index, so
/// an expert's output depends on which expert it is.
fn test_act(i: usize, g: &[f32], u: &[f32], h: &mut [f32]) {
    for ((o, &g), &u) in h.iter_mut().zip(g).zip(u) {
        *o = g / (1.0 + (-g).exp()) * u + i as f32;
    }
}

/// One token's routed experts as one staged pool call equal the separate calls the executor
/// made before (every expert's gate and up rows, the activation, `h` quantized, every down
/// row), bit for bit: mixed weight types per matrix, 1, 3 and 8 experts, row counts that are
/// not a multiple of any chunk, every instruction set, 1–3 threads; and bad shapes are errors.
#[test]
fn expert_ffn_equals_separate_matvecs_bit_for_bit() {
    let mut rng = Rng(0x00e7_0ff5);
    let (n, n_ff, n_out) = (512usize, 768usize, 37usize);
    for (n_exp, tys) in [
        (1usize, [GgmlType::Q4K, GgmlType::Q4K, GgmlType::Q6K]),
        (3, [GgmlType::Iq3Xxs, GgmlType::Iq3Xxs, GgmlType::Q8_0]),
        (8, [GgmlType::Q4K, GgmlType::F16, GgmlType::Q4K]),
    ] {
        let x = random_acts(n, 1, &mut rng).remove(0);
        let w: Vec<[Vec<u8>; 3]> = (0..n_exp)
            .map(|_| {
                [
                    random_rows(tys[0], n, n_ff, &mut rng),
                    random_rows(tys[1], n, n_ff, &mut rng),
                    random_rows(tys[2], n_ff, n_out, &mut rng),
                ]
            })
            .collect();
        let experts: Vec<super::ExpertRows<'_>> = w
            .iter()
            .map(|m| super::ExpertRows {
                gate: (tys[0], &m[0]),
                up: (tys[1], &m[1]),
                down: (tys[2], &m[2]),
            })
            .collect();
        for isa in Isa::supported() {
            let one = CpuPool::with_isa(1, isa).expect("pool");
            let mut want = vec![f32::NAN; n_exp * n_out];
            for (i, m) in w.iter().enumerate() {
                let (mut g, mut u) = (vec![0.0f32; n_ff], vec![0.0f32; n_ff]);
                one.matvec(
                    &token_tasks(tys[0], &m[0], std::slice::from_ref(&x), n_ff),
                    &mut g,
                )
                .expect("gate");
                one.matvec(
                    &token_tasks(tys[1], &m[1], std::slice::from_ref(&x), n_ff),
                    &mut u,
                )
                .expect("up");
                let mut h = vec![0.0f32; n_ff];
                test_act(i, &g, &u, &mut h);
                let hq = [QuantizedActs::new(&h)];
                one.matvec(
                    &token_tasks(tys[2], &m[2], &hq, n_out),
                    &mut want[i * n_out..(i + 1) * n_out],
                )
                .expect("down");
            }
            for threads in [1, 2, 3] {
                let pool = CpuPool::with_isa(threads, isa).expect("pool");
                for _ in 0..20 {
                    let mut got = vec![f32::NAN; n_exp * n_out];
                    pool.expert_ffn(&x, &experts, n_ff, &test_act, &mut got)
                        .expect("expert_ffn");
                    let bits = |v: &[f32]| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
                    assert_eq!(
                        bits(&got),
                        bits(&want),
                        "{n_exp} experts {isa:?} {threads} threads"
                    );
                }
            }
        }
        let pool = CpuPool::new(2).expect("pool");
        let mut short = vec![0.0f32; n_exp * n_out - 1];
        assert!(
            pool.expert_ffn(&x, &experts, n_ff, &test_act, &mut short)
                .is_err()
        );
        let mut out = vec![0.0f32; n_exp * n_out];
        assert!(
            pool.expert_ffn(&x, &experts, n_ff + 256, &test_act, &mut out)
                .is_err()
        );
        let mut cut = experts.clone();
        cut[n_exp - 1].down.1 = &w[n_exp - 1][2][..w[n_exp - 1][2].len() / n_out * (n_out - 1)];
        if n_exp > 1 {
            assert!(
                pool.expert_ffn(&x, &cut, n_ff, &test_act, &mut out)
                    .is_err()
            );
        }
    }
}

/// One input, rows streamed from DRAM (not a test: `cargo test --release -p strata-runtime --lib
/// decode_kernel_throughput -- --ignored --nocapture`): GB/s of weights on one thread for the
/// row kernel (a decode step's path) against the matrix kernel fed one input (eight rows in
/// lanes; the same bits), over 64 MB of rows so that every pass reads DRAM, best of five.
#[test]
#[ignore = "timing harness, run by hand"]
fn decode_kernel_throughput() {
    let mut rng = Rng(0xdec0);
    let n = 2048;
    for ty in [GgmlType::Q4K, GgmlType::Iq3Xxs, GgmlType::Q6K] {
        let rb = ty.row_bytes(n as u64).expect("row") as usize;
        let rows = (64 << 20) / rb / 8 * 8;
        let w = random_rows(ty, n, rows, &mut rng);
        let x = random_acts(n, 1, &mut rng);
        for isa in Isa::supported().into_iter().filter(|i| *i != Isa::Scalar) {
            let k = super::RowKernel::new(isa, ty).expect("kernel");
            let mut y = vec![0f32; rows];
            let mut best = (f64::MAX, f64::MAX);
            for _ in 0..5 {
                let t0 = std::time::Instant::now();
                for (o, row) in y.iter_mut().zip(w.chunks_exact(rb)) {
                    *o = k.dot(row, &x[0]).expect("dot");
                }
                best.0 = best.0.min(t0.elapsed().as_secs_f64());
                let mut z = vec![0f32; rows];
                let t0 = std::time::Instant::now();
                let mut has = true;
                for (o, blk) in z.chunks_exact_mut(8).zip(w.chunks_exact(8 * rb)) {
                    has = super::dot_mat_with(isa, ty, blk, &[&x[0]], o).expect("mat");
                }
                best.1 = best.1.min(t0.elapsed().as_secs_f64());
                if has {
                    assert!(y.iter().zip(&z).all(|(a, b)| a.to_bits() == b.to_bits()));
                } else {
                    best.1 = f64::NAN;
                }
            }
            // The same row kernel over 512 KiB of rows again and again (L2-resident): its
            // rate without DRAM, so the gap to the DRAM rate says whether one thread is
            // bound by the arithmetic or by the memory stream.
            let hot = (512 << 10) / rb;
            let mut cached = f64::MAX;
            for _ in 0..5 {
                let t0 = std::time::Instant::now();
                for _ in 0..rows / hot {
                    for (o, row) in y.iter_mut().zip(w[..hot * rb].chunks_exact(rb)) {
                        *o = k.dot(row, &x[0]).expect("dot");
                    }
                }
                cached = cached.min(t0.elapsed().as_secs_f64());
            }
            let gb = w.len() as f64 / 1e9;
            let gb_hot = (rows / hot * hot * rb) as f64 / 1e9;
            println!(
                "{ty} {isa:?}: row kernel {:.2} GB/s ({:.2} GB/s from L2), matrix kernel (1 input) {:.2} GB/s",
                gb / best.0,
                gb_hot / cached,
                gb / best.1
            );
        }
    }
}

/// The touch reads every byte range it is given (once the caller waits long enough), reads
/// nothing more, and runs the caller's wait once; a pool of one only waits.
#[test]
fn touch_while_reads_the_regions_during_the_wait() {
    let a = vec![1u8; 5 * TOUCH_CHUNK + 17];
    let b = vec![2u8; 3];
    let total = (a.len() + b.len()) as u64;
    let pool = CpuPool::new(3).expect("pool");
    // A worker that starts after a call was published skips it: let them start.
    std::thread::sleep(std::time::Duration::from_millis(50));
    let mut waits = 0;
    let read = pool.touch_while(&[&a, &b], &mut || {
        waits += 1;
        // Long enough for a woken worker to join and read 100 KiB.
        std::thread::sleep(std::time::Duration::from_millis(300));
    });
    assert_eq!(waits, 1);
    assert_eq!(read, total, "every chunk read while the caller waited");
    let quick = pool.touch_while(&[&a], &mut || {});
    assert!(quick <= a.len() as u64);
    let alone = CpuPool::new(1).expect("pool");
    let mut waits = 0;
    assert_eq!(alone.touch_while(&[&a], &mut || waits += 1), 0);
    assert_eq!(waits, 1);
}

/// Matvecs over repacked Q4_K and Q6_K matrices (`packed`, [`CpuPool::pack`]) give the row kernel's
/// results bit for bit: whole matrices and aligned and unaligned row ranges of them, one and
/// several inputs, awkward row counts (1, 3, 50, 783: a partial last group of eight), every
/// instruction set, one to three threads.
#[test]
fn repacked_matvec_equals_the_row_kernel_bit_for_bit() {
    let mut rng = Rng(0x8888);
    let shapes = [
        (256usize, 1usize),
        (768, 3),
        (256, 8),
        (2048, 50),
        (512, 783),
    ];
    let cases = [
        (GgmlType::Q4K, GgmlType::Q6K),
        (GgmlType::Q6K, GgmlType::Q4K),
    ]
    .into_iter()
    .flat_map(|(ty, other)| shapes.map(|(n, rows)| (ty, other, n, rows)));
    for (ty, other, n, rows) in cases {
        let w = random_rows(ty, n, rows, &mut rng);
        let rb = w.len() / rows;
        let acts = random_acts(n, 2, &mut rng);
        // (first row, rows) of the task ranges: the whole matrix, from row 8 (aligned), from
        // row 3 (not aligned: the row kernel), the first eight.
        let ranges: Vec<(usize, usize)> = [
            (0, rows),
            (8, rows.saturating_sub(8)),
            (3, rows.saturating_sub(3)),
            (0, rows.min(8)),
        ]
        .into_iter()
        .filter(|r| r.1 > 0)
        .collect();
        for isa in Isa::supported() {
            for threads in [1, 2, 3] {
                let plain = CpuPool::with_isa(threads, isa).expect("pool");
                let mut packed = CpuPool::with_isa(threads, isa).expect("pool");
                // The same bytes again as another type: refused (they overlap the first).
                let added = packed.pack(&[(ty, &w, n), (other, &w, n)]);
                let has_x8 = matches!(isa, Isa::Avx2 | Isa::Avx512Vnni);
                assert_eq!(
                    added,
                    usize::from(has_x8 && rows >= 8),
                    "{isa:?} {rows} rows"
                );
                for &(r0, nr) in &ranges {
                    let sub = &w[r0 * rb..(r0 + nr) * rb];
                    for inputs in [1, 2] {
                        let tasks = token_tasks(ty, sub, &acts[..inputs], nr);
                        let (mut want, mut got) =
                            (vec![f32::NAN; nr * inputs], vec![f32::NAN; nr * inputs]);
                        plain.matvec(&tasks, &mut want).expect("matvec");
                        packed.matvec(&tasks, &mut got).expect("matvec");
                        let bits = |v: &[f32]| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
                        assert_eq!(
                            bits(&got),
                            bits(&want),
                            "{ty} {n} x {rows}, rows {r0}.., {inputs} inputs, {isa:?}, {threads} threads"
                        );
                    }
                }
            }
        }
    }
}

/// One token's experts taken from repacked expert tensors (the layout of a GGUF's
/// `ffn_*_exps`: expert `e`'s rows at `e · rows`; Q4_K gate and up, Q6_K down, as in a
/// `Q4_K_M` file) equal those from the mapped rows, bit for bit: down rows of 40 (every expert
/// aligned) and of 37 (only expert 0 starts on a group).
#[test]
fn repacked_expert_ffn_equals_the_row_kernel_bit_for_bit() {
    let mut rng = Rng(0x00e8_0ff5);
    let (n, n_ff, n_exp) = (512usize, 256usize, 4usize);
    for n_out in [40usize, 37] {
        let x = random_acts(n, 1, &mut rng).remove(0);
        let gate = random_rows(GgmlType::Q4K, n, n_exp * n_ff, &mut rng);
        let up = random_rows(GgmlType::Q4K, n, n_exp * n_ff, &mut rng);
        let down = random_rows(GgmlType::Q6K, n_ff, n_exp * n_out, &mut rng);
        let (rg, rd) = (gate.len() / (n_exp * n_ff), down.len() / (n_exp * n_out));
        // Experts 3, 0 and 2 of the tensors, in routing order.
        let experts: Vec<super::ExpertRows<'_>> = [3usize, 0, 2]
            .iter()
            .map(|&e| super::ExpertRows {
                gate: (GgmlType::Q4K, &gate[e * n_ff * rg..(e + 1) * n_ff * rg]),
                up: (GgmlType::Q4K, &up[e * n_ff * rg..(e + 1) * n_ff * rg]),
                down: (GgmlType::Q6K, &down[e * n_out * rd..(e + 1) * n_out * rd]),
            })
            .collect();
        for isa in Isa::supported() {
            for threads in [1, 2, 3] {
                let plain = CpuPool::with_isa(threads, isa).expect("pool");
                let mut packed = CpuPool::with_isa(threads, isa).expect("pool");
                let mats = [
                    (GgmlType::Q4K, &gate[..], n),
                    (GgmlType::Q4K, &up[..], n),
                    (GgmlType::Q6K, &down[..], n_ff),
                ];
                let added = packed.pack(&mats);
                assert_eq!(
                    added,
                    if matches!(isa, Isa::Avx2 | Isa::Avx512Vnni) {
                        3
                    } else {
                        0
                    }
                );
                let mut want = vec![f32::NAN; experts.len() * n_out];
                let mut got = vec![f32::NAN; experts.len() * n_out];
                plain
                    .expert_ffn(&x, &experts, n_ff, &test_act, &mut want)
                    .expect("expert_ffn");
                packed
                    .expert_ffn(&x, &experts, n_ff, &test_act, &mut got)
                    .expect("expert_ffn");
                let bits = |v: &[f32]| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
                assert_eq!(
                    bits(&got),
                    bits(&want),
                    "down rows {n_out}, {isa:?}, {threads} threads"
                );
            }
        }
    }
}

/// The eight-row repacked kernels (`packed`, Q4_K and Q6_K) against the row kernels on one
/// thread (`cargo test --release -p strata-runtime --no-default-features --lib
/// eight_row_throughput -- --ignored --nocapture`, pinned with `taskset -c 1`): 64 MB of rows
/// from DRAM and 512 KiB from L2, per instruction set, best of five.
#[cfg(target_arch = "x86_64")]
#[test]
#[ignore = "a timing, not a test"]
fn eight_row_throughput() {
    use super::packed::{PackedSet, pack_into};
    type Row = unsafe fn(&[u8], &QuantizedActs) -> f32;
    type X8 = unsafe fn(&[u8], usize, &QuantizedActs, &mut [f32; 8]);
    let mut rng = Rng(0xdec8);
    let n = 2048;
    let time = |f: &mut dyn FnMut()| {
        (0..5)
            .map(|_| {
                let t0 = std::time::Instant::now();
                f();
                t0.elapsed().as_secs_f64()
            })
            .fold(f64::MAX, f64::min)
    };
    for ty in [GgmlType::Q4K, GgmlType::Q6K] {
        let rb = ty.row_bytes(n as u64).expect("row") as usize;
        let rows = (64 << 20) / rb / 8 * 8;
        let w = random_rows(ty, n, rows, &mut rng);
        let mut set = PackedSet::default();
        let serial =
            |pieces: &mut [super::packed::Piece<'_>]| pieces.iter_mut().for_each(|p| p.run());
        assert_eq!(pack_into(&mut set, &[(ty, &w, n)], &serial), 1);
        let p = set.find(ty, &w, rb).expect("repacked");
        let x = random_acts(n, 1, &mut rng);
        let hot = (512 << 10) / rb / 8 * 8;
        let sets: Vec<(Isa, Row, X8)> = Isa::supported()
            .into_iter()
            .filter_map(|isa| {
                use super::x86::{avx2, vnni};
                match (ty, isa) {
                    (GgmlType::Q4K, Isa::Avx2) => {
                        Some((isa, avx2::q4_k as Row, avx2::q4_k_x8 as X8))
                    }
                    (GgmlType::Q4K, Isa::Avx512Vnni) => {
                        Some((isa, vnni::q4_k as Row, vnni::q4_k_x8 as X8))
                    }
                    (GgmlType::Q6K, Isa::Avx2) => {
                        Some((isa, avx2::q6_k as Row, avx2::q6_k_x8 as X8))
                    }
                    (GgmlType::Q6K, Isa::Avx512Vnni) => {
                        Some((isa, vnni::q6_k as Row, vnni::q6_k_x8 as X8))
                    }
                    _ => None,
                }
            })
            .collect();
        for (isa, row_k, x8_k) in sets {
            let mut y = vec![0f32; rows];
            let mut row_kernel = |n_rows: usize, reps: usize| {
                time(&mut || {
                    for _ in 0..reps {
                        for (o, row) in y.iter_mut().zip(w[..n_rows * rb].chunks_exact(rb)) {
                            // SAFETY: the instruction set is supported (from `Isa::supported`).
                            *o = unsafe { row_k(row, &x[0]) };
                        }
                    }
                })
            };
            let (row_dram, row_l2) = (row_kernel(rows, 1), row_kernel(hot, rows / hot));
            let mut z = [0f32; 8];
            let mut eight = |n_rows: usize, reps: usize| {
                time(&mut || {
                    for _ in 0..reps {
                        for blk in p.data[..n_rows / 8 * p.group_bytes].chunks_exact(p.group_bytes)
                        {
                            // SAFETY: as above.
                            unsafe { x8_k(blk, p.nsb, &x[0], &mut z) };
                            std::hint::black_box(&z);
                        }
                    }
                })
            };
            let (e_dram, e_l2) = (eight(rows, 1), eight(hot, rows / hot));
            let gb = (rows * rb) as f64 / 1e9;
            let gb_hot = (rows / hot * hot * rb) as f64 / 1e9;
            println!(
                "{ty} {isa:?}: row kernel {:.2} GB/s DRAM, {:.2} L2; eight-row repacked {:.2} / \
                 {:.2} (in the type's bytes); rows per second {:.2}x DRAM, {:.2}x L2",
                gb / row_dram,
                gb_hot / row_l2,
                gb / e_dram,
                gb_hot / e_l2,
                row_dram / e_dram,
                row_l2 / e_l2
            );
        }
    }
}

#[cfg(target_arch = "x86_64")]
#[test]
#[ignore = "timing harness, run by hand"]
fn mat16_kernel_only_throughput() {
    if Isa::detect() != Isa::Avx512Vnni {
        return;
    }
    let mut rng = Rng(0x7158);
    let (rows, n, tokens) = (16usize, 2048usize, 64usize);
    for (ty, f) in [
        (GgmlType::Iq3Xxs, super::rl16::iq3_xxs_mat16 as super::MatFn),
        (GgmlType::Q4K, super::rl16::q4_k_mat16 as super::MatFn),
    ] {
        let w = random_rows(ty, n, rows, &mut rng);
        let acts: Vec<QuantizedActs> = random_acts(n, tokens, &mut rng);
        let refs: Vec<&QuantizedActs> = acts.iter().collect();
        let rb = w.len() / rows;
        let mut y = vec![0f32; rows * tokens];
        let mut pk = Vec::new();
        for packed in [false, true] {
            let mut best = f64::MAX;
            for i in 0..200 {
                let t0 = std::time::Instant::now();
                // SAFETY: the host runs AVX-512 VNNI (checked above); 16 rows of `rb` bytes.
                unsafe { f(&w, rb, &refs, &mut y, &mut pk, packed && i > 0) };
                best = best.min(t0.elapsed().as_secs_f64());
            }
            let gmac = (rows * n * tokens) as f64 / best / 1e9;
            println!(
                "{ty} packed {packed}: {gmac:.1} GMAC/s ({:.2} us)",
                best * 1e6
            );
        }
    }
}
