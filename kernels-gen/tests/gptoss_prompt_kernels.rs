//! gpt-oss's prompt RoPE kernels through the host lowering: the YaRN RoPE + KV store over rows
//! against one single-token YaRN launch per row (bit for bit: rotated q and k, both caches, for
//! f32 and f16 caches), and the rope-only rows kernel (q8's prompt path) against the store
//! kernel's rotations.

mod common;

use common::{Buf, Rng, launch};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use strata_kernels_gen::host::{HostArg, with_host_kernel};
use strata_kernels_gen::kernels::KvCode;
use strata_kernels_gen::{CostShape, KernelKind};

fn shape(m: usize, n: usize, k: usize) -> CostShape {
    CostShape {
        m: m as u64,
        n: n as u64,
        k: k as u64,
    }
}

/// (rows, KV heads, query heads per KV head, head dim, first position, seed).
fn cases() -> impl Strategy<Value = (usize, usize, usize, usize, i32, u64)> {
    (
        prop_oneof![Just(1usize), Just(3), Just(50)],
        1usize..=2,
        prop_oneof![Just(1usize), Just(4)],
        prop_oneof![Just(64usize), Just(128)],
        prop_oneof![Just(0i32), 1i32..300],
        any::<u64>(),
    )
}

fn code_bytes(c: KvCode) -> usize {
    if c == KvCode::F32 { 4 } else { 2 }
}

#[test]
fn yarn_rope_rows_equal_single_token_launches_and_the_rope_only_kernel() {
    for neox in [true, false] {
        let qk_kind = if neox {
            KernelKind::RopeYarnNeoxQkRows
        } else {
            KernelKind::RopeYarnNormQkRows
        };
        for code in [KvCode::F32, KvCode::F16] {
            let (rows_kind, single_kind) = if neox {
                (
                    KernelKind::RopeYarnNeoxKvStoreRows(code),
                    KernelKind::RopeYarnNeoxKvStore(code),
                )
            } else {
                (
                    KernelKind::RopeYarnNormKvStoreRows(code),
                    KernelKind::RopeYarnNormKvStore(code),
                )
            };
            let r = with_host_kernel(&rows_kind, |rows_k| {
                with_host_kernel(&single_kind, |single| {
                    with_host_kernel(&qk_kind, |qk| {
                        let mut runner = TestRunner::new(Config {
                            cases: 6,
                            failure_persistence: None,
                            max_shrink_iters: 16,
                            ..Config::default()
                        });
                        runner
                            .run(&cases(), |(t, nkv, group, d, pos0, seed)| {
                                let nh = nkv * group;
                                let row = nkv * d;
                                let n_rot = d;
                                let n_ctx = pos0 as usize + t + 2;
                                let eb = code_bytes(code);
                                let l2 = (-(2.0 / n_rot as f64) * 150000f64.log2()) as f32;
                                let scalars = [
                                    HostArg::I32(nh as i32),
                                    HostArg::I32(nkv as i32),
                                    HostArg::I32(d as i32),
                                    HostArg::I32(n_rot as i32),
                                    HostArg::F32(l2),
                                    HostArg::F32(1.0 / 32.0),
                                    HostArg::F32(1.0),
                                    HostArg::F32(8.0),
                                    HostArg::F32(18.0),
                                    HostArg::F32(1.0 + 0.1 * 32f32.ln()),
                                ];
                                let mut rng = Rng::new(seed);
                                let (q, k, v) =
                                    (rng.vec(t * nh * d), rng.vec(t * row), rng.vec(t * row));
                                let fill = vec![0x5Au8; eb * n_ctx * row];
                                // The rows launch.
                                let mut posb = Buf::from_i32(&[pos0]);
                                let (mut qb, mut kb, mut vb) =
                                    (Buf::from_f32(&q), Buf::from_f32(&k), Buf::from_f32(&v));
                                let (mut kc, mut vc) =
                                    (Buf::from_bytes(&fill), Buf::from_bytes(&fill));
                                let mut args = vec![
                                    qb.ptr(),
                                    kb.ptr(),
                                    vb.ptr(),
                                    kc.ptr(),
                                    vc.ptr(),
                                    posb.ptr(),
                                ];
                                args.extend(scalars);
                                let grid = rows_kind.grid(shape(nh, d, t));
                                launch(rows_k, grid, &args);
                                // One single-token launch per row.
                                let (mut kc2, mut vc2) =
                                    (Buf::from_bytes(&fill), Buf::from_bytes(&fill));
                                let (mut q2, mut k2) = (Vec::new(), Vec::new());
                                for r in 0..t {
                                    let mut pb = Buf::from_i32(&[pos0 + r as i32]);
                                    let mut qr = Buf::from_f32(&q[r * nh * d..][..nh * d]);
                                    let mut kr = Buf::from_f32(&k[r * row..][..row]);
                                    let mut vr = Buf::from_f32(&v[r * row..][..row]);
                                    let mut a = vec![
                                        qr.ptr(),
                                        kr.ptr(),
                                        vr.ptr(),
                                        kc2.ptr(),
                                        vc2.ptr(),
                                        pb.ptr(),
                                    ];
                                    a.extend(scalars);
                                    launch(single, single_kind.grid(shape(nh, d, n_rot)), &a);
                                    q2.extend(qr.f32s());
                                    k2.extend(kr.f32s());
                                }
                                let bits =
                                    |v: &[f32]| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
                                prop_assert_eq!(bits(&q2), bits(&qb.f32s()));
                                prop_assert_eq!(bits(&k2), bits(&kb.f32s()));
                                prop_assert_eq!(kc2.bytes(), kc.bytes());
                                prop_assert_eq!(vc2.bytes(), vc.bytes());
                                // The rope-only kernel rotates q and k exactly so.
                                let (mut q3, mut k3) = (Buf::from_f32(&q), Buf::from_f32(&k));
                                let mut pb = Buf::from_i32(&[pos0]);
                                let mut a = vec![q3.ptr(), k3.ptr(), pb.ptr()];
                                a.extend(scalars);
                                launch(qk, qk_kind.grid(shape(nh, d, t)), &a);
                                prop_assert_eq!(bits(&q3.f32s()), bits(&qb.f32s()));
                                prop_assert_eq!(bits(&k3.f32s()), bits(&kb.f32s()));
                                Ok(())
                            })
                            .map_err(|e| e.to_string())
                    })
                })
            });
            r.expect("rows kernel builds")
                .expect("single kernel builds")
                .expect("rope-only kernel builds")
                .unwrap_or_else(|e| panic!("{}: {e}", rows_kind.name()));
        }
    }
}
