//! The host emulation driver on its own: its GEMM against a plain f64 product for awkward
//! shapes, leading dimensions and β, both operand types, eager and replayed from a captured
//! graph; and every out-of-bounds access refused with an error naming it.

use proptest::prelude::*;
use strata_runtime::device::driver::{
    DevPtr, Driver, GemmAlgo, GemmShape, GemmType, KernelArg, PinnedId, StreamId,
};
use strata_runtime::device::{Charge, Ledger, LedgerConfig};
use strata_tests::XorShift;
use strata_tests::host_driver::{HostCounters, HostDriver};

fn ledger() -> Ledger {
    Ledger::new(LedgerConfig::default()).expect("ledger")
}

/// A device buffer holding `bytes`, with its charge.
fn upload(d: &mut HostDriver, l: &Ledger, bytes: &[u8], s: StreamId) -> (DevPtr, Charge) {
    let charge = l.charge(bytes.len().max(1) as u64, "test").expect("charge");
    let p = d.alloc(&charge).expect("alloc");
    let pin = d.alloc_pinned(bytes.len()).expect("pinned");
    d.pinned(pin).expect("pinned")[..bytes.len()].copy_from_slice(bytes);
    d.copy_to_device(p, pin, 0, bytes.len(), s).expect("copy");
    (p, charge)
}

fn download(d: &mut HostDriver, p: DevPtr, n_f32: usize, s: StreamId) -> Vec<f32> {
    let pin = d.alloc_pinned(4 * n_f32).expect("pinned");
    d.copy_to_host(pin, 0, p, 4 * n_f32, s).expect("copy back");
    d.pinned(pin).expect("pinned")[..4 * n_f32]
        .chunks_exact(4)
        .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

/// A row-major matrix of `rows` rows of `ld` elements (the first `cols` used), as bytes of
/// `ty`, and the values those bytes hold.
fn matrix(
    rng: &mut XorShift,
    rows: usize,
    cols: usize,
    ld: usize,
    ty: GemmType,
) -> (Vec<u8>, Vec<f32>) {
    let mut bytes = Vec::new();
    let mut vals = vec![0.0f32; rows * cols];
    for r in 0..rows {
        for c in 0..ld {
            let x = rng.unit();
            let v = match ty {
                GemmType::F16 => {
                    let h = half::f16::from_f32(x);
                    bytes.extend(h.to_le_bytes());
                    h.to_f32()
                }
                GemmType::F32 => {
                    bytes.extend(x.to_le_bytes());
                    x
                }
            };
            if c < cols {
                vals[r * cols + c] = v;
            }
        }
    }
    (bytes, vals)
}

/// Runs one GEMM (eagerly or as a replayed graph) and checks every cell of C, including the
/// padding columns past `n`, which must keep their old contents.
#[allow(clippy::too_many_arguments)]
fn check_gemm(
    m: usize,
    n: usize,
    k: usize,
    pad: [usize; 3],
    ty: GemmType,
    beta: f32,
    graph: bool,
    seed: u64,
) {
    let mut rng = XorShift(seed | 1);
    let (lda, ldb, ldc) = (k + pad[0], k + pad[1], n + pad[2]);
    let (a, av) = matrix(&mut rng, m, k, lda, ty);
    let (b, bv) = matrix(&mut rng, n, k, ldb, ty);
    let c0: Vec<f32> = (0..m * ldc).map(|_| rng.unit()).collect();
    let c0_bytes: Vec<u8> = c0.iter().flat_map(|x| x.to_le_bytes()).collect();
    let l = ledger();
    let mut d = HostDriver::new();
    let s = d.create_stream().expect("stream");
    let (pa, _ca) = upload(&mut d, &l, &a, s);
    let (pb, _cb) = upload(&mut d, &l, &b, s);
    let (pc, _cc) = upload(&mut d, &l, &c0_bytes, s);
    let shape = GemmShape {
        m: m as u32,
        n: n as u32,
        k: k as u32,
        ab_type: ty,
        lda: lda as u32,
        ldb: ldb as u32,
        ldc: ldc as u32,
    };
    if graph {
        d.begin_capture(s).expect("capture");
        d.gemm(&shape, pc, pa, pb, beta, GemmAlgo::Heuristic, s)
            .expect("captured gemm");
        let g = d.end_capture(s).expect("end capture");
        assert_eq!(
            HostCounters::get(&d.counters().gemms),
            0,
            "captured, not run"
        );
        d.launch_graph(g, s).expect("replay");
    } else {
        d.gemm(&shape, pc, pa, pb, beta, GemmAlgo::Solution(7), s)
            .expect("gemm");
    }
    assert_eq!(HostCounters::get(&d.counters().gemms), 1);
    let got = download(&mut d, pc, m * ldc, s);
    for i in 0..m {
        for j in 0..ldc {
            let want = if j < n {
                let dot: f64 = (0..k)
                    .map(|t| f64::from(av[i * k + t]) * f64::from(bv[j * k + t]))
                    .sum();
                dot + f64::from(beta) * f64::from(c0[i * ldc + j])
            } else {
                f64::from(c0[i * ldc + j])
            };
            let g = f64::from(got[i * ldc + j]);
            // f32 accumulation of k products of magnitude ≤ 1.
            let tol = 1e-6 * (k as f64 + 2.0);
            assert!(
                (g - want).abs() <= tol,
                "C[{i}][{j}] = {g}, want {want} ({m}x{n}x{k}, pad {pad:?}, {ty:?}, beta {beta})"
            );
        }
    }
}

#[test]
fn gemm_matches_a_plain_product() {
    for ty in [GemmType::F32, GemmType::F16] {
        for beta in [0.0, 1.0, 0.5] {
            check_gemm(3, 50, 64, [0, 0, 0], ty, beta, false, 11);
            check_gemm(5, 7, 33, [3, 1, 2], ty, beta, true, 12);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]
    #[test]
    fn gemm_awkward_shapes(
        m in prop::sample::select(vec![1usize, 3, 50]),
        n in prop::sample::select(vec![1usize, 3, 50, 783]),
        k in prop::sample::select(vec![1usize, 3, 50, 783]),
        pad in prop::array::uniform3(0usize..4),
        f16 in any::<bool>(),
        beta in prop::sample::select(vec![0.0f32, 1.0]),
        seed in 1u64..u64::MAX,
    ) {
        let ty = if f16 { GemmType::F16 } else { GemmType::F32 };
        check_gemm(m, n, k, pad, ty, beta, false, seed);
    }
}

/// β = 0 overwrites C without reading it (NaN there does not propagate), as BLAS does.
#[test]
fn gemm_with_beta_zero_ignores_nan_in_c() {
    let l = ledger();
    let mut d = HostDriver::new();
    let s = d.create_stream().expect("stream");
    let one: Vec<u8> = 1.0f32.to_le_bytes().to_vec();
    let (pa, _a) = upload(&mut d, &l, &one, s);
    let (pb, _b) = upload(&mut d, &l, &one, s);
    let (pc, _c) = upload(&mut d, &l, &f32::NAN.to_le_bytes(), s);
    let shape = GemmShape {
        m: 1,
        n: 1,
        k: 1,
        ab_type: GemmType::F32,
        lda: 1,
        ldb: 1,
        ldc: 1,
    };
    d.gemm(&shape, pc, pa, pb, 0.0, GemmAlgo::Heuristic, s)
        .expect("gemm");
    assert_eq!(download(&mut d, pc, 1, s), vec![1.0]);
}

/// Every access outside live memory is an error naming it, and nothing is touched.
#[test]
fn out_of_bounds_accesses_are_errors() {
    let l = ledger();
    let mut d = HostDriver::new();
    let s = d.create_stream().expect("stream");
    let charge = l.charge(1000, "test").expect("charge");
    let bytes = charge.bytes() as usize;
    let p = d.alloc(&charge).expect("alloc");
    assert_eq!(p % 256, 0, "aligned");
    let pin: PinnedId = d.alloc_pinned(bytes + 16).expect("pinned");
    let e = d.copy_to_device(p + 8, pin, 0, bytes, s).unwrap_err();
    assert!(
        e.to_string().contains("not inside one live allocation"),
        "{e}"
    );
    let e = d.copy_to_device(p, pin, 32, bytes, s).unwrap_err();
    assert!(e.to_string().contains("pinned buffer"), "{e}");
    assert!(d.copy_to_host(pin, 0, p + bytes as u64, 4, s).is_err());
    assert!(d.memset_zero(p, bytes + 1, s).is_err());
    assert!(
        d.memset_zero(u64::MAX - 2, 8, s).is_err(),
        "overflowing range"
    );
    d.memset_zero(p, bytes, s).expect("in bounds");
    let shape = GemmShape {
        m: 16,
        n: 16,
        k: 16,
        ab_type: GemmType::F32,
        lda: 16,
        ldb: 16,
        ldc: 16,
    };
    // A and B fit in the allocation's first KiB, C runs past its end.
    let c = p + bytes as u64 - 512;
    let e = d
        .gemm(&shape, c, p, p + 1024, 0.0, GemmAlgo::Heuristic, s)
        .unwrap_err();
    assert!(e.to_string().contains("gemm C"), "{e}");
    let e = d
        .gemm(
            &GemmShape { lda: 8, ..shape },
            p + 2048,
            p,
            p + 1024,
            0.0,
            GemmAlgo::Heuristic,
            s,
        )
        .unwrap_err();
    assert!(e.to_string().contains("leading dimensions"), "{e}");
    // A kernel launched with a pointer into nothing is refused before it runs.
    let k = d
        .load_kernel("strata_add_f32", b"ptx text the host driver ignores")
        .expect("load");
    let block = [256, 1, 1];
    let err = d
        .launch(
            k,
            [1, 1, 1],
            block,
            0,
            &[
                KernelArg::Ptr(8),
                KernelArg::Ptr(p),
                KernelArg::Ptr(p),
                KernelArg::I32(4),
            ],
            s,
        )
        .unwrap_err();
    assert!(
        err.to_string().contains("outside every live allocation"),
        "{err}"
    );
    assert!(d.load_kernel("strata_no_such_kernel", b"x").is_err());
    d.free(p).expect("free");
    assert!(d.free(p).is_err(), "double free");
    assert!(d.memset_zero(p, 4, s).is_err(), "use after free");
}

/// The fiber launch (`launch_serial`, what the driver runs) gives the thread launch's bits on
/// a kernel with lane swaps and block barriers (RMSNorm: wave butterfly, shared partials), for
/// awkward row lengths and several rows (blocks reuse the stacks and shared memory).
#[test]
fn fiber_launch_equals_the_thread_launch() {
    use strata_kernels_gen::KernelKind;
    use strata_kernels_gen::host::{HostArg, host_kernel_cached};
    let k = host_kernel_cached(&KernelKind::RmsNorm).expect("jit");
    let again = host_kernel_cached(&KernelKind::RmsNorm).expect("cached");
    assert!(std::ptr::eq(k, again), "compiled once");
    let mut rng = XorShift(99);
    for n in [1usize, 3, 50, 783] {
        let rows = 3;
        let mut x: Vec<f32> = (0..rows * n).map(|_| rng.unit()).collect();
        let mut w: Vec<f32> = (0..n).map(|_| rng.unit()).collect();
        let (mut y1, mut y2) = (vec![0.0f32; rows * n], vec![0.0f32; rows * n]);
        for (y, serial) in [(&mut y1, false), (&mut y2, true)] {
            let args = [
                HostArg::buf(y),
                HostArg::buf(&mut x),
                HostArg::buf(&mut w),
                HostArg::I32(n as i32),
                HostArg::F32(1e-6),
            ];
            // SAFETY: y and x hold rows × n floats and w holds n, as the kernel reads.
            unsafe {
                if serial {
                    k.launch_serial([rows as u32, 1, 1], &args)
                } else {
                    k.launch([rows as u32, 1, 1], &args)
                }
            }
            .expect("launch");
        }
        assert_eq!(
            y1.iter().map(|v| v.to_bits()).collect::<Vec<_>>(),
            y2.iter().map(|v| v.to_bits()).collect::<Vec<_>>(),
            "n = {n}"
        );
        assert!(y1.iter().all(|v| v.is_finite()) && y1.iter().any(|v| *v != 0.0));
    }
}

/// A launch through the driver runs the kernel on device memory, eagerly and from a replayed
/// graph (with the arguments it was captured with); a block size other than the kernel's is
/// refused.
#[test]
fn launches_run_eagerly_and_from_graphs() {
    let l = ledger();
    let mut d = HostDriver::new();
    let counters = d.counters();
    let s = d.create_stream().expect("stream");
    let n = 300usize;
    let a: Vec<f32> = (0..n).map(|i| i as f32).collect();
    let b: Vec<f32> = (0..n).map(|i| 0.5 * i as f32).collect();
    let bytes = |v: &[f32]| v.iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<u8>>();
    let (pa, _ca) = upload(&mut d, &l, &bytes(&a), s);
    let (pb, _cb) = upload(&mut d, &l, &bytes(&b), s);
    let (py, _cy) = upload(&mut d, &l, &vec![0u8; 4 * n], s);
    let k = d.load_kernel("strata_add_f32", b"ignored").expect("load");
    let args = [
        KernelArg::Ptr(py),
        KernelArg::Ptr(pa),
        KernelArg::Ptr(pb),
        KernelArg::I32(n as i32),
    ];
    let grid = [n.div_ceil(256) as u32, 1, 1];
    let e = d.launch(k, grid, [128, 1, 1], 0, &args, s).unwrap_err();
    assert!(e.to_string().contains("block"), "{e}");
    d.launch(k, grid, [256, 1, 1], 0, &args, s).expect("launch");
    let want: Vec<f32> = a.iter().zip(&b).map(|(x, y)| x + y).collect();
    assert_eq!(download(&mut d, py, n, s), want);
    // y = y + b, captured once and replayed twice.
    let args2 = [
        KernelArg::Ptr(py),
        KernelArg::Ptr(py),
        KernelArg::Ptr(pb),
        KernelArg::I32(n as i32),
    ];
    d.begin_capture(s).expect("capture");
    d.launch(k, grid, [256, 1, 1], 0, &args2, s)
        .expect("captured");
    assert!(d.synchronize(s).is_err(), "no sync while capturing");
    let g = d.end_capture(s).expect("graph");
    d.launch_graph(g, s).expect("replay");
    d.launch_graph(g, s).expect("replay");
    let want: Vec<f32> = a.iter().zip(&b).map(|(x, y)| x + 3.0 * y).collect();
    assert_eq!(download(&mut d, py, n, s), want);
    assert_eq!(HostCounters::get(&counters.launches), 3);
    assert_eq!(HostCounters::get(&counters.replays), 2);
}

/// A closed host gate holds every stream operation queued after it (on any stream) until the
/// host opens it: a copy behind the gate reads the pinned bytes as they are at the opening,
/// not at the queuing; a copy back queued behind it lands only then; synchronizing while it
/// is closed is an error (a GPU would wait forever), as are a second closing and opening a
/// gate that is not closed.
#[test]
fn a_closed_gate_holds_the_work_queued_after_it_until_it_opens() {
    let mut d = HostDriver::new();
    let l = ledger();
    let (s, side) = (
        d.create_stream().expect("stream"),
        d.create_stream().expect("stream"),
    );
    let gate = d
        .create_gate()
        .expect("gate")
        .expect("the host driver has gates");
    let (p, _charge) = upload(&mut d, &l, &1.0f32.to_le_bytes(), s);
    let src = d.alloc_pinned(4).expect("pinned");
    let back = d.alloc_pinned(4).expect("pinned");
    d.close_gate(gate, s).expect("close");
    d.pinned(src)
        .expect("pinned")
        .copy_from_slice(&2.0f32.to_le_bytes());
    d.copy_to_device(p, src, 0, 4, s).expect("queued");
    d.copy_to_host(back, 0, p, 4, side)
        .expect("queued on another stream");
    // The host writes the value the gated copy must carry only now, before opening.
    d.pinned(src)
        .expect("pinned")
        .copy_from_slice(&3.0f32.to_le_bytes());
    assert_eq!(
        d.pinned(back).expect("pinned"),
        &[0u8; 4],
        "nothing ran yet"
    );
    let e = d.synchronize(s).expect_err("a sync behind a closed gate");
    assert!(e.to_string().contains("gate"), "{e}");
    assert!(d.close_gate(gate, side).is_err(), "closed twice");
    d.open_gate(gate).expect("open");
    assert_eq!(
        d.pinned(back).expect("pinned"),
        &3.0f32.to_le_bytes(),
        "the held copies ran in order at the opening, with the bytes of then"
    );
    d.synchronize(s).expect("open again: syncs return");
    assert!(d.open_gate(gate).is_err(), "opened twice");
    assert_eq!(download(&mut d, p, 1, s), vec![3.0]);
}
