//! The grouped MoE matmul (`KernelKind::MoeMatmul`) through the host lowering: every output row
//! of every tile equals, bit for bit, the grouped matvec's result for that row's expert and
//! input (the same pieces, codes and wave tree; for the q8 types the input goes through
//! `strata_quantize_rows_q8` first, so its codes must be the matvec's own), rows outside the
//! tiles are left alone, and the
//! shapes are awkward: tiles of 1 row, of more rows than one pass takes, empty tiles, matrices
//! whose row count leaves the last block part empty, inputs spanning several chunks of x.

mod common;

use common::{Buf, Rng, col_unit, dequant, launch, matvec_x, random_weights};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use strata_kernels_gen::host::{HostArg, host_kernel_cached};
use strata_kernels_gen::kernels::matmul;
use strata_kernels_gen::kernels::quant::SUPPORTED;
use strata_kernels_gen::{CostShape, KernelKind};

/// One case: `n_exp` experts of `rows × cols`, tiles given as (expert, row count) over
/// consecutive input rows, and `gap` untouched rows before the first tile.
fn run_case(
    ty: strata_ir::GgmlType,
    rows: usize,
    cols: usize,
    tiles: &[(usize, usize)],
    seed: u64,
) -> Result<(), TestCaseError> {
    let mm = host_kernel_cached(&KernelKind::MoeMatmul(ty)).expect("matmul builds");
    let mv = host_kernel_cached(&KernelKind::MoeMatvec(ty)).expect("matvec builds");
    let mut rng = Rng::new(seed);
    let n_exp = 1 + tiles.iter().map(|t| t.0).max().unwrap_or(0);
    let mut mats: Vec<Buf> = (0..n_exp)
        .map(|_| Buf::from_bytes(&random_weights(ty, rows, cols, &mut rng)))
        .collect();
    let addrs: Vec<u64> = mats.iter_mut().map(|m| m.addr()).collect();
    // Input rows: 2 untouched rows first, then the tiles' rows in order.
    let gap = 2usize;
    let total: usize = gap + tiles.iter().map(|t| t.1).sum::<usize>();
    let x = rng.vec(total * cols);
    let mut xbuf = Buf::from_f32(&x);
    let mut tw = Vec::new();
    let mut trc = Vec::new();
    let mut row_expert = vec![-1i32; total];
    let mut r0 = gap;
    for &(e, n) in tiles {
        tw.push(addrs[e]);
        trc.extend([r0 as i32, n as i32]);
        row_expert[r0..r0 + n].fill(e as i32);
        r0 += n;
    }
    let (mut twb, mut trcb) = (Buf::from_u64(&tw), Buf::from_i32(&trc));
    // The q8 types read x quantized to q8 rows.
    let mut xin = if matmul::reads_q8(ty) {
        let qk = host_kernel_cached(&KernelKind::QuantizeRowsQ8).expect("quantize builds");
        let mut q = Buf::zeroed(total * strata_ir::quant::q8_row_bytes(cols));
        let qgrid = KernelKind::QuantizeRowsQ8.grid(CostShape {
            m: total as u64,
            n: cols as u64,
            k: 0,
        });
        launch(qk, qgrid, &[q.ptr(), xbuf.ptr(), HostArg::I32(cols as i32)]);
        q
    } else {
        Buf::from_f32(&x)
    };
    let mut ybuf = Buf::from_f32(&vec![7.0; total * rows]);
    let grid = KernelKind::MoeMatmul(ty).grid(CostShape {
        m: rows as u64,
        n: cols as u64,
        k: tiles.len() as u64,
    });
    launch(
        mm,
        grid,
        &[
            ybuf.ptr(),
            twb.ptr(),
            trcb.ptr(),
            xin.ptr(),
            HostArg::I32(rows as i32),
            HostArg::I32(cols as i32),
        ],
    );
    // The grouped matvec over the same rows: pick j = input row j, its expert's slot.
    let mut slots = Buf::from_u64(&addrs);
    let mut sel = Buf::from_i32(&row_expert);
    let mut want = Buf::from_f32(&vec![7.0; total * rows]);
    let vgrid = KernelKind::MoeMatvec(ty).grid(CostShape {
        m: rows as u64,
        n: cols as u64,
        k: total as u64,
    });
    launch(
        mv,
        vgrid,
        &[
            want.ptr(),
            slots.ptr(),
            sel.ptr(),
            xbuf.ptr(),
            HostArg::I32(rows as i32),
            HostArg::I32(cols as i32),
            HostArg::I32(cols as i32),
            HostArg::I32(i32::MAX),
            HostArg::I32(0),
        ],
    );
    let (got, want) = (ybuf.f32s(), want.f32s());
    for (i, (g, w)) in got.iter().zip(&want).enumerate() {
        prop_assert!(
            g.to_bits() == w.to_bits(),
            "{}: row {} col {}: matmul {g} vs matvec {w}",
            ty.name(),
            i / rows,
            i % rows
        );
    }
    // And against the f32 reference, loosely (the matvec's own tests pin it tightly).
    for (r, &e) in row_expert.iter().enumerate() {
        if e < 0 {
            prop_assert!(got[r * rows..(r + 1) * rows].iter().all(|&v| v == 7.0));
            continue;
        }
        let w = dequant(ty, mats[e as usize].bytes(), rows * cols);
        let xr = matvec_x(ty, &x[r * cols..(r + 1) * cols]);
        for o in 0..rows {
            let dot: f64 = (0..cols)
                .map(|k| f64::from(w[o * cols + k]) * f64::from(xr[k]))
                .sum();
            let scale: f64 = (0..cols)
                .map(|k| (f64::from(w[o * cols + k]) * f64::from(xr[k])).abs())
                .sum();
            let g = f64::from(got[r * rows + o]);
            prop_assert!(
                (g - dot).abs() <= 1e-4 * scale + 1e-5,
                "{}: row {r} out {o}: {g} vs {dot}",
                ty.name()
            );
        }
    }
    Ok(())
}

#[test]
fn moe_matmul_equals_the_grouped_matvec_for_every_type() {
    for ty in SUPPORTED.into_iter().filter(|&t| matmul::supports(t)) {
        let unit = col_unit(ty);
        let tt = matmul::mm_tokens(ty) as usize;
        let mut runner = TestRunner::new(Config {
            cases: 3,
            failure_persistence: None,
            max_shrink_iters: 8,
            ..Config::default()
        });
        let strat = (
            1usize..=21,
            1usize..=5,
            prop::collection::vec((0usize..3, 0usize..=2 * tt + 1), 1..4),
            any::<u64>(),
        );
        runner
            .run(&strat, |(rows, units, tiles, seed)| {
                run_case(ty, rows, units * unit, &tiles, seed)
            })
            .unwrap_or_else(|e| panic!("{}: {e}", ty.name()));
    }
}

/// Long rows (three chunks of x, the last partial) and a tile of one row, for the q8 types.
#[test]
fn moe_matmul_covers_several_chunks_of_x() {
    for ty in SUPPORTED
        .into_iter()
        .filter(|&t| matmul::supports(t) && strata_kernels_gen::kernels::matvec::quantizes_x(t))
    {
        let cols = 2048 + col_unit(ty);
        run_case(ty, 17, cols, &[(0, 1), (1, 9), (0, 0), (1, 3)], 11)
            .unwrap_or_else(|e| panic!("{}: {e}", ty.name()));
    }
}
