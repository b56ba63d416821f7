//! Every block type's unit decoder, through the host lowering (the definition the GPUs get), on
//! fixed awkward shapes: 1, 3 and 50 rows times one block, three blocks and enough blocks that
//! every lane of a wave takes more than one unit. The matvec and grouped-MoE matvec agree with
//! `strata_ir::quant::dequantize` plus an f64 dot (`|got − want| ≤ 1e-5·Σ|w·x| + 1e-6`, the rule
//! of host_kernels.rs); the embedding gather reproduces the reference's f32 bits and the f16
//! staging kernel the f16 rounding of them. Edge encodings (BF16 NaN/inf/denormal patterns,
//! every MXFP4 exponent code, blocks of unsanitised random bytes) are checked bit for bit.

mod common;

use common::{Buf, Rng, col_unit, dequant, launch, matvec_x, random_weights};
use half::f16;
use proptest::prelude::*;
use proptest::strategy::Just;
use proptest::test_runner::{Config, TestCaseError, TestRunner};
use strata_ir::GgmlType;
use strata_kernels_gen::host::{HostArg, HostKernel, with_host_kernel};
use strata_kernels_gen::kernels::quant::SUPPORTED;
use strata_kernels_gen::{CostShape, KernelKind};

/// Row (and vocabulary) counts.
const ROWS: [usize; 3] = [1, 3, 50];

/// Blocks per row: one, three, and more units than a wave has lanes (so the lane loop turns).
fn col_blocks(ty: GgmlType) -> [usize; 3] {
    let units_per_block = col_unit(ty) / 32;
    [1, 3, 40 / units_per_block + 1]
}

/// Runs `f` on proptest seeds for every (rows, blocks) pair, `cases` seeds each, with the kernel
/// JIT-compiled once.
fn for_shapes(
    kind: KernelKind,
    ty: GgmlType,
    cases: u32,
    f: impl FnMut(&HostKernel, usize, usize, u64) -> Result<(), TestCaseError>,
) {
    let f = std::cell::RefCell::new(f);
    let result = with_host_kernel(&kind, |k| {
        for rows in ROWS {
            for nb in col_blocks(ty) {
                let cols = col_unit(ty) * nb;
                let mut runner = TestRunner::new(Config {
                    cases,
                    failure_persistence: None,
                    max_shrink_iters: 8,
                    ..Config::default()
                });
                runner
                    .run(&(Just(rows), Just(cols), any::<u64>()), |(r, c, seed)| {
                        (f.borrow_mut())(k, r, c, seed)
                    })
                    .map_err(|e| format!("rows {rows} cols {cols}: {e}"))?;
            }
        }
        Ok::<(), String>(())
    })
    .expect("kernel builds and JITs");
    if let Err(e) = result {
        panic!("{}: {e}", kind.name());
    }
}

/// The reference `y = W·x` in f64 and `Σ|w·x|` per row.
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

fn close(got: &[f32], want: &[f64], scale: &[f64]) -> Result<(), TestCaseError> {
    prop_assert_eq!(got.len(), want.len());
    for i in 0..got.len() {
        let err = (f64::from(got[i]) - want[i]).abs();
        prop_assert!(
            err <= 1e-5 * scale[i] + 1e-6,
            "row {i}: got {} want {} (scale {})",
            got[i],
            want[i],
            scale[i]
        );
    }
    Ok(())
}

/// Equal bits, or both NaN (a NaN's payload depends on operand order, not on the decoding).
fn same_f32(a: f32, b: f32) -> bool {
    a.to_bits() == b.to_bits() || (a.is_nan() && b.is_nan())
}

#[test]
fn the_supported_types_are_the_model_types_in_design_order() {
    assert_eq!(SUPPORTED, GgmlType::MODEL_TYPES);
}

#[test]
fn matvec_matches_reference_on_awkward_shapes() {
    for ty in SUPPORTED {
        let kind = KernelKind::Matvec(ty);
        for_shapes(kind, ty, 2, |k, rows, cols, seed| {
            let mut rng = Rng::new(seed);
            let wb = random_weights(ty, rows, cols, &mut rng);
            let x = rng.vec(cols);
            let (mut wbuf, mut xbuf) = (Buf::from_bytes(&wb), Buf::from_f32(&x));
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
            let (want, scale) = matvec_ref(
                &dequant(ty, &wb, rows * cols),
                &matvec_x(ty, &x),
                rows,
                cols,
            );
            close(&ybuf.f32s(), &want, &scale)
        });
    }
}

#[test]
fn moe_matvec_matches_reference_on_awkward_shapes() {
    // Three resident experts; picks repeat a slot and include an absent one.
    let sel = [2i32, -1, 0, 2, 1];
    for ty in SUPPORTED {
        let kind = KernelKind::MoeMatvec(ty);
        for_shapes(kind, ty, 1, |k, rows, cols, seed| {
            let mut rng = Rng::new(seed);
            let own_x = seed % 2 == 0;
            let mut mats = Vec::new();
            let mut deq = Vec::new();
            for _ in 0..3 {
                let wb = random_weights(ty, rows, cols, &mut rng);
                deq.push(dequant(ty, &wb, rows * cols));
                mats.push(Buf::from_bytes(&wb));
            }
            let ptrs: Vec<u64> = mats.iter_mut().map(Buf::addr).collect();
            let n_sel = sel.len();
            let x = rng.vec(if own_x { cols * n_sel } else { cols });
            let poison = -4321.0f32;
            let mut ybuf = Buf::from_f32(&vec![poison; rows * n_sel]);
            let (mut pbuf, mut sbuf) = (Buf::from_u64(&ptrs), Buf::from_i32(&sel));
            let mut xbuf = Buf::from_f32(&x);
            let grid = kind.grid(CostShape {
                m: rows as u64,
                n: cols as u64,
                k: n_sel as u64,
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
                    HostArg::I32(if own_x { cols as i32 } else { 0 }),
                    HostArg::I32(i32::MAX),
                    HostArg::I32(0),
                ],
            );
            let y = ybuf.f32s();
            for (j, &slot) in sel.iter().enumerate() {
                let got = &y[j * rows..(j + 1) * rows];
                if slot < 0 {
                    prop_assert!(got.iter().all(|&v| v == poison), "absent expert written");
                    continue;
                }
                let xj = if own_x {
                    &x[j * cols..(j + 1) * cols]
                } else {
                    &x[..]
                };
                let (want, scale) = matvec_ref(&deq[slot as usize], &matvec_x(ty, xj), rows, cols);
                close(got, &want, &scale)?;
            }
            Ok(())
        });
    }
}

/// Gathers rows `ids` of the `vocab × n_embd` table `wb` through the embed kernel.
fn embed(
    k: &HostKernel,
    ty: GgmlType,
    wb: &[u8],
    vocab: usize,
    n_embd: usize,
    ids: &[i32],
) -> Vec<f32> {
    let mut wbuf = Buf::from_bytes(wb);
    let mut ibuf = Buf::from_i32(ids);
    let mut y = Buf::from_f32(&vec![f32::NAN; ids.len() * n_embd]);
    let grid = KernelKind::Embed(ty).grid(CostShape {
        m: ids.len() as u64,
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
    y.f32s()
}

/// Stages the `n`-element tensor `wb` to f16 through the dequant kernel.
fn dequant_f16(k: &HostKernel, ty: GgmlType, wb: &[u8], n: usize) -> Vec<u16> {
    let mut wbuf = Buf::from_bytes(wb);
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
    out.u16s()
}

#[test]
fn embed_reproduces_reference_bits_on_awkward_shapes() {
    for ty in SUPPORTED {
        let kind = KernelKind::Embed(ty);
        for_shapes(kind, ty, 1, |k, vocab, n_embd, seed| {
            let mut rng = Rng::new(seed);
            let wb = random_weights(ty, vocab, n_embd, &mut rng);
            // Every row, the last one twice, and ids just outside the table.
            let mut ids: Vec<i32> = (0..vocab as i32).rev().collect();
            ids.extend([vocab as i32 - 1, -1, vocab as i32]);
            let got = embed(k, ty, &wb, vocab, n_embd, &ids);
            let w = dequant(ty, &wb, vocab * n_embd);
            for (t, &id) in ids.iter().enumerate() {
                let row = &got[t * n_embd..(t + 1) * n_embd];
                if id < 0 || id as usize >= vocab {
                    prop_assert!(row.iter().all(|&v| v.to_bits() == 0), "bad id {id}");
                    continue;
                }
                let want = &w[id as usize * n_embd..(id as usize + 1) * n_embd];
                for (e, (&g, &r)) in row.iter().zip(want).enumerate() {
                    prop_assert!(
                        g.to_bits() == r.to_bits(),
                        "id {id} element {e}: got {g:e} want {r:e}"
                    );
                }
            }
            Ok(())
        });
    }
}

#[test]
fn dequant_f16_is_bit_exact_on_awkward_shapes() {
    for ty in SUPPORTED {
        let kind = KernelKind::DequantF16(ty);
        for_shapes(kind, ty, 1, |k, rows, cols, seed| {
            let mut rng = Rng::new(seed);
            let n = rows * cols;
            let wb = random_weights(ty, rows, cols, &mut rng);
            let got = dequant_f16(k, ty, &wb, n);
            let want: Vec<u16> = dequant(ty, &wb, n)
                .iter()
                .map(|&v| f16::from_f32(v).to_bits())
                .collect();
            prop_assert_eq!(got, want);
            Ok(())
        });
    }
}

#[test]
fn unsanitised_random_blocks_decode_like_the_reference() {
    // Random bytes everywhere, scales included: f16 infinities, NaNs and denormals, every
    // MXFP4 exponent, every grid index and sign pattern.
    for ty in SUPPORTED {
        let unit = col_unit(ty);
        let (vocab, n_embd) = (16, unit * 4);
        with_host_kernel(&KernelKind::Embed(ty), |k| {
            let mut rng = Rng::new(ty.id().into());
            let wb: Vec<u8> = (0..vocab * n_embd / ty.block_size() * ty.type_size())
                .map(|_| rng.next_u64() as u8)
                .collect();
            let ids: Vec<i32> = (0..vocab as i32).collect();
            let got = embed(k, ty, &wb, vocab, n_embd, &ids);
            let want = dequant(ty, &wb, vocab * n_embd);
            for (i, (&g, &r)) in got.iter().zip(&want).enumerate() {
                assert!(same_f32(g, r), "{ty} element {i}: got {g:e} want {r:e}");
            }
        })
        .expect("embed builds");
    }
}

#[test]
fn bf16_and_mxfp4_edge_encodings_are_exact() {
    // BF16: zeros, denormals, the largest finite values, infinities, quiet and signalling NaNs.
    let patterns: Vec<u16> = [
        0x0000u16, 0x8000, 0x0001, 0x807f, 0x3f80, 0xbf80, 0x7f7f, 0xff7f, 0x7f80, 0xff80, 0x7f81,
        0xffbf, 0x7fc0, 0x7fff, 0xffc1, 0x0080,
    ]
    .into_iter()
    .chain((0..16).map(|i| 0x7f80 | i))
    .collect();
    let bytes: Vec<u8> = patterns.iter().flat_map(|p| p.to_le_bytes()).collect();
    let n = patterns.len();
    with_host_kernel(&KernelKind::Embed(GgmlType::Bf16), |k| {
        let got = embed(k, GgmlType::Bf16, &bytes, 1, n, &[0]);
        let want = dequant(GgmlType::Bf16, &bytes, n);
        for (i, (g, r)) in got.iter().zip(&want).enumerate() {
            assert_eq!(g.to_bits(), r.to_bits(), "pattern {:#06x}", patterns[i]);
        }
    })
    .expect("embed builds");
    with_host_kernel(&KernelKind::DequantF16(GgmlType::Bf16), |k| {
        // The finite patterns, then values around 1, out of f16's range and below its
        // denormals, up to one unit.
        let finite: Vec<u8> = patterns
            .iter()
            .copied()
            .filter(|&p| p & 0x7f80 != 0x7f80)
            .chain(
                (0..32u16)
                    .map(|i| [0x3f81, 0x4780, 0xc7ff, 0x3380, 0x8001][usize::from(i % 5)] + i),
            )
            .take(32)
            .flat_map(u16::to_le_bytes)
            .collect();
        assert_eq!(finite.len(), 64);
        let got = dequant_f16(k, GgmlType::Bf16, &finite, 32);
        let want: Vec<u16> = dequant(GgmlType::Bf16, &finite, 32)
            .iter()
            .map(|&v| f16::from_f32(v).to_bits())
            .collect();
        assert_eq!(got, want);
    })
    .expect("dequant builds");

    // MXFP4: one block per exponent code, nibbles covering all 16 values twice.
    let mut bytes = Vec::new();
    for e in 0..=255u8 {
        bytes.push(e);
        bytes.extend((0..16u8).map(|j| j | ((15 - j) << 4)));
    }
    let n = 256 * 32;
    with_host_kernel(&KernelKind::Embed(GgmlType::Mxfp4), |k| {
        let got = embed(k, GgmlType::Mxfp4, &bytes, 1, n, &[0]);
        let want = dequant(GgmlType::Mxfp4, &bytes, n);
        for (i, (g, r)) in got.iter().zip(&want).enumerate() {
            assert_eq!(
                g.to_bits(),
                r.to_bits(),
                "exponent {} element {}",
                i / 32,
                i % 32
            );
        }
    })
    .expect("embed builds");
}
