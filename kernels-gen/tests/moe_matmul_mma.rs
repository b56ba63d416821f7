//! The matrix-unit grouped MoE matmul (`KernelKind::MoeMatmulMma`) through the host lowering,
//! where the `m16n8k32` fragment product is spelled with lane shuffles: every output of every
//! tile against the f64 product of the dequantized weights and the q8-quantized input (the
//! codes `strata_quantize_rows_q8` writes), rows outside the tiles left alone, and against the
//! dp4a grouped matmul to f32 rounding. Shapes: a row count below one fragment, between block
//! multiples and above one block (128 rows); tiles of 0, 1, 31, 32, 33 and 50 rows (one, two
//! passes of 32 tokens); several blocks of 256 columns.

mod common;

use common::{Buf, Rng, dequant, launch, matvec_x, random_weights};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use strata_ir::GgmlType;
use strata_kernels_gen::host::{HostArg, host_kernel_cached};
use strata_kernels_gen::kernels::{matmul, matmul_mma};
use strata_kernels_gen::{CostShape, KernelKind};

/// Runs both grouped matmuls on one case and checks the mma one's outputs.
fn run_case(
    ty: GgmlType,
    rows: usize,
    cols: usize,
    tiles: &[(usize, usize)],
    seed: u64,
) -> Result<(), TestCaseError> {
    let mut rng = Rng::new(seed);
    let n_exp = 1 + tiles.iter().map(|t| t.0).max().unwrap_or(0);
    let mut mats: Vec<Buf> = (0..n_exp)
        .map(|_| Buf::from_bytes(&random_weights(ty, rows, cols, &mut rng)))
        .collect();
    let addrs: Vec<u64> = mats.iter_mut().map(|m| m.addr()).collect();
    let gap = 3usize;
    let total: usize = gap + tiles.iter().map(|t| t.1).sum::<usize>();
    let x = rng.vec(total * cols);
    let mut xbuf = Buf::from_f32(&x);
    let (mut tw, mut trc) = (Vec::new(), Vec::new());
    let mut row_expert = vec![-1i32; total];
    let mut r0 = gap;
    for &(e, n) in tiles {
        tw.push(addrs[e]);
        trc.extend([r0 as i32, n as i32]);
        row_expert[r0..r0 + n].fill(e as i32);
        r0 += n;
    }
    let (mut twb, mut trcb) = (Buf::from_u64(&tw), Buf::from_i32(&trc));
    let qk = host_kernel_cached(&KernelKind::QuantizeRowsQ8).expect("quantize builds");
    let mut q = Buf::zeroed(total * strata_ir::quant::q8_row_bytes(cols));
    let qgrid = KernelKind::QuantizeRowsQ8.grid(CostShape {
        m: total as u64,
        n: cols as u64,
        k: 0,
    });
    launch(qk, qgrid, &[q.ptr(), xbuf.ptr(), HostArg::I32(cols as i32)]);
    let shape = CostShape {
        m: rows as u64,
        n: cols as u64,
        k: tiles.len() as u64,
    };
    let mut outs = Vec::new();
    // The dp4a matmul reads q8 rows for the types whose matvecs quantize x, f32 rows otherwise.
    let mut xf = Buf::from_f32(&x);
    for kind in [KernelKind::MoeMatmulMma(ty), KernelKind::MoeMatmul(ty)] {
        let k = host_kernel_cached(&kind).expect("matmul builds");
        let xin = if kind == KernelKind::MoeMatmul(ty) && !matmul::reads_q8(ty) {
            xf.ptr()
        } else {
            q.ptr()
        };
        let mut y = Buf::from_f32(&vec![7.0; total * rows]);
        launch(
            k,
            kind.grid(shape),
            &[
                y.ptr(),
                twb.ptr(),
                trcb.ptr(),
                xin,
                HostArg::I32(rows as i32),
                HostArg::I32(cols as i32),
            ],
        );
        outs.push(y.f32s());
    }
    let (got, dp4a) = (&outs[0], &outs[1]);
    for (r, &e) in row_expert.iter().enumerate() {
        let out = &got[r * rows..(r + 1) * rows];
        if e < 0 {
            prop_assert!(
                out.iter().all(|&v| v == 7.0),
                "row {r} outside the tiles written"
            );
            continue;
        }
        let w = dequant(ty, mats[e as usize].bytes(), rows * cols);
        // The mma kernel always reads q8 rows: x as the q8-reading matvecs see it.
        let xr = matvec_x(GgmlType::Q4K, &x[r * cols..(r + 1) * cols]);
        for o in 0..rows {
            let terms = (0..cols).map(|k| f64::from(w[o * cols + k]) * f64::from(xr[k]));
            let dot: f64 = terms.clone().sum();
            let scale: f64 = terms.map(f64::abs).sum();
            let (g, d) = (f64::from(out[o]), f64::from(dp4a[r * rows + o]));
            prop_assert!(
                (g - dot).abs() <= 1e-5 * scale + 1e-6,
                "{}: input row {r} output {o}: mma {g} vs reference {dot} (scale {scale})",
                ty.name()
            );
            // Against the dp4a matmul: to rounding where it reads the same q8 codes, to the
            // quantization of x where it reads f32 rows.
            let tol = if matmul::reads_q8(ty) { 2e-5 } else { 2e-2 };
            prop_assert!(
                (g - d).abs() <= tol * scale + 1e-6,
                "{}: input row {r} output {o}: mma {g} vs dp4a matmul {d}",
                ty.name()
            );
        }
    }
    Ok(())
}

fn types() -> impl Iterator<Item = GgmlType> {
    [GgmlType::Q4K, GgmlType::Q5K]
        .into_iter()
        .filter(|&t| matmul_mma::supports(t))
}

#[test]
fn mma_matmul_matches_the_reference_on_awkward_shapes() {
    for ty in types() {
        // Rows: under one fragment, between fragments, past one 128-row block.
        run_case(ty, 3, 256, &[(0, 1), (1, 33), (0, 0), (1, 3)], 5)
            .unwrap_or_else(|e| panic!("{}: {e}", ty.name()));
        run_case(ty, 40, 512, &[(0, 32), (1, 31), (0, 50)], 6)
            .unwrap_or_else(|e| panic!("{}: {e}", ty.name()));
        run_case(ty, 150, 256, &[(1, 9), (0, 1)], 7)
            .unwrap_or_else(|e| panic!("{}: {e}", ty.name()));
    }
}

#[test]
fn mma_matmul_property_over_random_tiles() {
    for ty in types() {
        let mut runner = TestRunner::new(Config {
            cases: 3,
            failure_persistence: None,
            max_shrink_iters: 4,
            ..Config::default()
        });
        let strat = (
            1usize..=50,
            1usize..=3,
            prop::collection::vec((0usize..3, 0usize..=40), 1..4),
            any::<u64>(),
        );
        runner
            .run(&strat, |(rows, blocks, tiles, seed)| {
                run_case(ty, rows, 256 * blocks, &tiles, seed)
            })
            .unwrap_or_else(|e| panic!("{}: {e}", ty.name()));
    }
}

#[test]
fn mma_matmul_is_only_for_the_sub_block_scaled_k_quants() {
    assert!(matmul_mma::supports(GgmlType::Q4K));
    assert!(matmul_mma::supports(GgmlType::Q5K));
    for ty in [
        GgmlType::Q6K,
        GgmlType::Q8_0,
        GgmlType::F16,
        GgmlType::Iq3Xxs,
    ] {
        assert!(!matmul_mma::supports(ty), "{}", ty.name());
        assert!(!KernelKind::all().contains(&KernelKind::MoeMatmulMma(ty)));
    }
    // Only sm_90 has the instruction the kernel is written for; the compiler selects it there.
    for (name, native) in [("sm_90", true), ("gfx1101", false), ("host", false)] {
        let t = strata_kernels_gen::Target::by_name(name).expect("target");
        assert_eq!(t.mma_i8.is_some(), native, "{name}");
    }
}
