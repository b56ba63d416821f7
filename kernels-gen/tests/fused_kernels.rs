//! The fused kernels, executed through the host lowering, against a plain Rust reference and
//! against the unfused kernels they replace (which they must equal bit for bit, so the GPU
//! decode step gives the same logits with fewer launches).

mod common;

use common::{Buf, Rng};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use strata_kernels_gen::KernelKind;
use strata_kernels_gen::host::{HostArg, HostKernel, with_host_kernel};

fn launch(k: &HostKernel, grid: [u32; 3], args: &[HostArg]) {
    // SAFETY: every test sizes its buffers for the shapes it launches with.
    unsafe { k.launch(grid, args) }.expect("launch");
}

/// `s = a + b`, `y = rmsnorm(s)·w` per row, in f64 from the f32 sum.
fn add_rmsnorm_ref(a: &[f32], b: &[f32], w: &[f32], n: usize, eps: f32) -> (Vec<f32>, Vec<f64>) {
    let s: Vec<f32> = a.iter().zip(b).map(|(x, y)| x + y).collect();
    let mut y = Vec::with_capacity(s.len());
    for row in s.chunks(n) {
        let ms = row.iter().map(|&v| f64::from(v).powi(2)).sum::<f64>() / n as f64;
        let sc = 1.0 / (ms + f64::from(eps)).sqrt();
        y.extend(row.iter().zip(w).map(|(&v, &wi)| f64::from(v) * sc * f64::from(wi)));
    }
    (s, y)
}

#[test]
fn add_rmsnorm_matches_reference_and_the_unfused_pair() {
    let result = with_host_kernel(&KernelKind::AddRmsNorm, |fused| {
        with_host_kernel(&KernelKind::Add, |add| {
            with_host_kernel(&KernelKind::RmsNorm, |norm| {
                let mut runner = TestRunner::new(Config {
                    cases: 12,
                    failure_persistence: None,
                    max_shrink_iters: 16,
                    ..Config::default()
                });
                let shapes = (
                    1usize..=3,
                    prop_oneof![Just(1usize), Just(3), Just(50), Just(783), 1usize..=2100],
                    any::<u64>(),
                );
                runner
                    .run(&shapes, |(rows, n, seed)| {
                        let mut rng = Rng::new(seed);
                        let (a, b, w) = (rng.vec(rows * n), rng.vec(rows * n), rng.vec(n));
                        let eps = 1e-6f32;
                        let (mut ab, mut bb, mut wb) =
                            (Buf::from_f32(&a), Buf::from_f32(&b), Buf::from_f32(&w));
                        let nan = vec![f32::NAN; rows * n];
                        let (mut s, mut y) = (Buf::from_f32(&nan), Buf::from_f32(&nan));
                        launch(
                            fused,
                            [rows as u32, 1, 1],
                            &[
                                s.ptr(),
                                y.ptr(),
                                ab.ptr(),
                                bb.ptr(),
                                wb.ptr(),
                                HostArg::I32(n as i32),
                                HostArg::F32(eps),
                            ],
                        );
                        let (want_s, want_y) = add_rmsnorm_ref(&a, &b, &w, n, eps);
                        let (got_s, got_y) = (s.f32s(), y.f32s());
                        prop_assert_eq!(&got_s, &want_s);
                        for (i, (&g, &r)) in got_y.iter().zip(&want_y).enumerate() {
                            let err = (f64::from(g) - r).abs();
                            prop_assert!(
                                err <= 1e-5 * (r.abs() + 1e-3) + 1e-6,
                                "element {i}: got {g} want {r}"
                            );
                        }
                        // The unfused pair: add (one thread per element) then rmsnorm.
                        let (mut s2, mut y2) = (Buf::from_f32(&nan), Buf::from_f32(&nan));
                        let total = rows * n;
                        launch(
                            add,
                            [total.div_ceil(256) as u32, 1, 1],
                            &[s2.ptr(), ab.ptr(), bb.ptr(), HostArg::I32(total as i32)],
                        );
                        launch(
                            norm,
                            [rows as u32, 1, 1],
                            &[
                                y2.ptr(),
                                s2.ptr(),
                                wb.ptr(),
                                HostArg::I32(n as i32),
                                HostArg::F32(eps),
                            ],
                        );
                        prop_assert_eq!(&s2.f32s(), &got_s);
                        let bits = |v: &[f32]| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
                        prop_assert_eq!(bits(&y2.f32s()), bits(&got_y));
                        Ok(())
                    })
                    .map_err(|e| e.to_string())
            })
        })
    });
    let inner = result.expect("fused kernel builds").expect("add builds");
    inner.expect("rmsnorm builds").expect("cases pass");
}

#[test]
fn add_rmsnorm_is_in_the_catalogue() {
    let k = KernelKind::AddRmsNorm;
    assert_eq!(
        KernelKind::from_name("strata_add_rmsnorm_f32").expect("known"),
        k
    );
    assert!(KernelKind::all().contains(&k));
    let sig = k.sig();
    let names: Vec<&str> = sig.params.iter().map(|p| p.0).collect();
    assert_eq!(names, ["sum", "y", "a", "b", "w", "n", "eps"]);
    assert_eq!(
        k.grid(strata_kernels_gen::CostShape { m: 1, n: 2048, k: 0 }),
        [1, 1, 1]
    );
}
