//! Writes the H200 validation bundle: every kernel's sm_90 PTX, random inputs, and the host
//! lowering's outputs for the same launch, plus a manifest that `tools/device/validate_ptx.py`
//! reads on the device machine (which has CUDA but no Rust or LLVM).
//!
//! Usage: `cargo run --release -p strata-kernels-gen --example ptx_cases -- OUT_DIR [SEED]`.

#[path = "../tests/common.rs"]
mod common;

use common::{Buf, Rng, col_unit, random_weights};
use std::fmt::Write as _;
use std::path::Path;
use strata_ir::GgmlType;
use strata_kernels_gen::host::{HostArg, with_host_kernel};
use strata_kernels_gen::kernels::KvCode;
use strata_kernels_gen::kernels::matvec::{
    MATVEC_CFG, MatvecCfg, build_matvec_cfg, build_moe_cfg, quantizes_x,
};
use strata_kernels_gen::kernels::matvec_fast::Iq3Lookup;
use strata_kernels_gen::lower::{compile, machine, optimize};
use strata_kernels_gen::simt::Simt;
use strata_kernels_gen::{CostShape, KernelKind, Target};

/// One kernel argument of a case.
enum A {
    /// An input buffer.
    In(Buf),
    /// An output buffer (initial contents given), compared as `cmp` ("f32", "i32", "u16").
    Out(Buf, &'static str),
    /// A u64 table of the device addresses of the listed input buffers (by argument index).
    Table(Vec<usize>),
    I(i32),
    F(f32),
}

struct Case {
    kind: KernelKind,
    grid: [u32; 3],
    args: Vec<A>,
    /// Extra input buffers referenced only through tables.
    extra: Vec<Buf>,
}

fn f32buf(v: &[f32]) -> Buf {
    Buf::from_f32(v)
}

fn case_for(kind: KernelKind, rng: &mut Rng) -> Case {
    match kind {
        KernelKind::Matvec(ty) | KernelKind::MatvecNarrow(ty) => {
            // The narrow kernel's waves split a row by 1024-element steps: give it several.
            let wide = if matches!(kind, KernelKind::MatvecNarrow(_)) {
                20
            } else {
                1
            };
            let (rows, cols) = (37, col_unit(ty) * 8 * wide);
            let w = random_weights(ty, rows, cols, rng);
            Case {
                kind,
                grid: kind.grid(CostShape {
                    m: rows as u64,
                    n: cols as u64,
                    k: 0,
                }),
                args: vec![
                    A::Out(f32buf(&vec![f32::NAN; rows]), "f32"),
                    A::In(Buf::from_bytes(&w)),
                    A::In(f32buf(&rng.vec(cols))),
                    A::I(rows as i32),
                    A::I(cols as i32),
                ],
                extra: vec![],
            }
        }
        // The fused SwiGLU's kernel reads the up projection's values after x.
        KernelKind::MoeMatvec(ty) | KernelKind::MoeMatvecSwiglu(ty) => {
            let (rows, cols, n_slots) = (19, col_unit(ty) * 4, 5);
            let sel = [3i32, -1, 0, 4, 1, 3];
            let extra: Vec<Buf> = (0..n_slots)
                .map(|_| Buf::from_bytes(&random_weights(ty, rows, cols, rng)))
                .collect();
            let n_sel = sel.len();
            let mut args = vec![
                A::Out(f32buf(&vec![777.0; rows * n_sel]), "f32"),
                A::Table((0..n_slots).collect()),
                A::In(Buf::from_i32(&sel)),
                A::In(f32buf(&rng.vec(cols * n_sel))),
                A::I(rows as i32),
                A::I(cols as i32),
                A::I(cols as i32),
                A::I(i32::MAX),
                A::I(0),
            ];
            if matches!(kind, KernelKind::MoeMatvecSwiglu(_)) {
                args.insert(4, A::In(f32buf(&rng.vec(cols * n_sel))));
            }
            Case {
                kind,
                grid: kind.grid(CostShape {
                    m: rows as u64,
                    n: cols as u64,
                    k: n_sel as u64,
                }),
                args,
                extra,
            }
        }
        KernelKind::MoeMatmul(ty) | KernelKind::MoeMatmulMma(ty) => {
            let mma = matches!(kind, KernelKind::MoeMatmulMma(_));
            // Tiles over the sorted rows: expert 0, expert 1, expert 0 again. The matrix-unit
            // kernel gets rows past one block and a tile past one 32-token pass.
            let (rows, cols, tiles, total) = if mma {
                (150, col_unit(ty) * 3, [0i32, 5, 5, 40, 45, 1], 46)
            } else {
                (19, col_unit(ty) * 4, [0i32, 5, 5, 9, 14, 1], 15)
            };
            let extra: Vec<Buf> = (0..2)
                .map(|_| Buf::from_bytes(&random_weights(ty, rows, cols, rng)))
                .collect();
            let x = if mma || strata_kernels_gen::kernels::matmul::reads_q8(ty) {
                // q8 rows: random codes, small positive scales.
                let rb = strata_ir::quant::q8_row_bytes(cols);
                let mut b = vec![0u8; total * rb];
                for r in 0..total {
                    let row = &mut b[r * rb..(r + 1) * rb];
                    for c in row.iter_mut().take(cols) {
                        *c = (rng.below(255) as i32 - 127) as i8 as u8;
                    }
                    for g in 0..cols / 32 {
                        let d = 0.001f32 + 0.01 * rng.f().abs();
                        row[cols + 4 * g..cols + 4 * g + 4].copy_from_slice(&d.to_le_bytes());
                    }
                }
                Buf::from_bytes(&b)
            } else {
                f32buf(&rng.vec(cols * total))
            };
            Case {
                kind,
                grid: kind.grid(CostShape {
                    m: rows as u64,
                    n: cols as u64,
                    k: 3,
                }),
                args: vec![
                    A::Out(f32buf(&vec![777.0; rows * total]), "f32"),
                    A::Table(vec![0, 1, 0]),
                    A::In(Buf::from_i32(&tiles)),
                    A::In(x),
                    A::I(rows as i32),
                    A::I(cols as i32),
                ],
                extra,
            }
        }
        KernelKind::QuantizeRowsQ8 => {
            let (rows, cols) = (3usize, 1056usize);
            let rb = strata_ir::quant::q8_row_bytes(cols);
            Case {
                kind,
                grid: kind.grid(CostShape {
                    m: rows as u64,
                    n: cols as u64,
                    k: 0,
                }),
                args: vec![
                    A::Out(Buf::from_bytes(&vec![0xAB; rows * rb]), "i32"),
                    A::In(f32buf(&rng.vec(rows * cols))),
                    A::I(cols as i32),
                ],
                extra: vec![],
            }
        }
        KernelKind::DequantF16(ty) => {
            let n = col_unit(ty) * 16;
            let w = random_weights(ty, 1, n, rng);
            Case {
                kind,
                grid: kind.grid(CostShape {
                    m: 1,
                    n: n as u64,
                    k: 0,
                }),
                args: vec![
                    A::Out(Buf::from_bytes(&vec![0xAB; 2 * n]), "u16"),
                    A::In(Buf::from_bytes(&w)),
                    A::I((n / 32) as i32),
                ],
                extra: vec![],
            }
        }
        KernelKind::Embed(ty) => {
            let (vocab, n_embd) = (11, col_unit(ty) * 3);
            let ids = [3i32, 0, 10, -1, 11, 7, 3];
            let w = random_weights(ty, vocab, n_embd, rng);
            Case {
                kind,
                grid: kind.grid(CostShape {
                    m: ids.len() as u64,
                    n: n_embd as u64,
                    k: 0,
                }),
                args: vec![
                    A::Out(f32buf(&vec![f32::NAN; ids.len() * n_embd]), "f32"),
                    A::In(Buf::from_bytes(&w)),
                    A::In(Buf::from_i32(&ids)),
                    A::I(n_embd as i32),
                    A::I(vocab as i32),
                ],
                extra: vec![],
            }
        }
        KernelKind::RmsNorm => {
            let (rows, n) = (3, 1000);
            Case {
                kind,
                grid: [rows, 1, 1],
                args: vec![
                    A::Out(f32buf(&vec![f32::NAN; rows as usize * n]), "f32"),
                    A::In(f32buf(&rng.vec(rows as usize * n))),
                    A::In(f32buf(&rng.vec(n))),
                    A::I(n as i32),
                    A::F(1e-6),
                ],
                extra: vec![],
            }
        }
        KernelKind::RmsNormPair => {
            let (r1, r2, n) = (3usize, 2usize, 128usize);
            Case {
                kind,
                grid: [(r1 + r2) as u32, 1, 1],
                args: vec![
                    A::Out(f32buf(&vec![f32::NAN; r1 * n]), "f32"),
                    A::In(f32buf(&rng.vec(r1 * n))),
                    A::In(f32buf(&rng.vec(n))),
                    A::I(n as i32),
                    A::F(1e-6),
                    A::Out(f32buf(&vec![f32::NAN; r2 * n]), "f32"),
                    A::In(f32buf(&rng.vec(r2 * n))),
                    A::In(f32buf(&rng.vec(n))),
                    A::I(r1 as i32),
                ],
                extra: vec![],
            }
        }
        // The grid's blocks finish in the device's order here, so the last-block step (the
        // picks, the counter put back to 0) is exercised as it runs in a decode step.
        KernelKind::RouterMatvecTopK => {
            let (n_expert, cols, k) = (128usize, 2048usize, 8usize);
            Case {
                kind,
                grid: kind.grid(CostShape {
                    m: n_expert as u64,
                    n: cols as u64,
                    k: k as u64,
                }),
                args: vec![
                    A::Out(f32buf(&vec![f32::NAN; n_expert]), "f32"),
                    A::In(f32buf(&rng.vec(n_expert * cols))),
                    A::In(f32buf(&rng.vec(cols))),
                    A::I(n_expert as i32),
                    A::I(cols as i32),
                    A::Out(Buf::from_i32(&vec![-7; k]), "i32"),
                    A::Out(f32buf(&vec![f32::NAN; k]), "f32"),
                    A::Out(Buf::from_i32(&[0]), "i32"),
                    A::I(k as i32),
                    A::I(1),
                ],
                extra: vec![],
            }
        }
        KernelKind::AttnSplitCombine(c) => {
            // Two splits past n_kv: their blocks store nothing and must not count.
            let (n_head, n_head_kv, dim, n_kv, chunk) =
                (8usize, 2usize, 128usize, 300usize, 64usize);
            let n_split = n_kv.div_ceil(chunk) + 2;
            let (mut args, scales) = split_args(
                c,
                rng,
                (n_head, n_head_kv, dim),
                (n_kv, n_split * chunk, chunk, n_split),
                0.0,
            );
            args.extend(scales);
            args.push(A::Out(f32buf(&vec![f32::NAN; n_head * dim]), "f32"));
            args.push(A::Out(Buf::from_i32(&vec![0; n_head]), "i32"));
            Case {
                kind,
                grid: [n_head as u32, n_split as u32, 1],
                args,
                extra: vec![],
            }
        }
        KernelKind::AddRmsNorm => {
            let (rows, n) = (3, 1000);
            let len = rows as usize * n;
            Case {
                kind,
                grid: [rows, 1, 1],
                args: vec![
                    A::Out(f32buf(&vec![f32::NAN; len]), "f32"),
                    A::Out(f32buf(&vec![f32::NAN; len]), "f32"),
                    A::In(f32buf(&rng.vec(len))),
                    A::In(f32buf(&rng.vec(len))),
                    A::In(f32buf(&rng.vec(n))),
                    A::I(n as i32),
                    A::F(1e-6),
                ],
                extra: vec![],
            }
        }
        KernelKind::MoeCombineAddRmsNorm => {
            let (n, k) = (1000usize, 8usize);
            Case {
                kind,
                grid: [1, 1, 1],
                args: vec![
                    A::Out(f32buf(&vec![f32::NAN; n]), "f32"),
                    A::Out(f32buf(&vec![f32::NAN; n]), "f32"),
                    A::In(f32buf(&rng.vec(n))),
                    A::In(f32buf(&rng.vec(n * k))),
                    A::In(f32buf(&rng.vec(k))),
                    A::In(f32buf(&rng.vec(n))),
                    A::I(n as i32),
                    A::I(k as i32),
                    A::F(1e-6),
                ],
                extra: vec![],
            }
        }
        KernelKind::RopeNeoxKvStore(c) | KernelKind::RopeNormKvStore(c) => {
            let eb = code_bytes(c);
            let (heads, heads_kv, dim, n_rot) = (8usize, 2usize, 128usize, 64usize);
            let (row, n_ctx, pos) = (heads_kv * dim, 5usize, 3i32);
            let l2 = -(2.0 / n_rot as f64) * 1_000_000f64.log2();
            Case {
                kind,
                grid: kind.grid(CostShape {
                    m: heads as u64,
                    n: dim as u64,
                    k: n_rot as u64,
                }),
                args: vec![
                    A::Out(f32buf(&rng.vec(heads * dim)), "f32"),
                    A::Out(f32buf(&rng.vec(row)), "f32"),
                    A::In(f32buf(&rng.vec(row))),
                    A::Out(Buf::from_bytes(&vec![0xAB; eb * row * n_ctx]), "u16"),
                    A::Out(Buf::from_bytes(&vec![0xCD; eb * row * n_ctx]), "u16"),
                    A::In(Buf::from_i32(&[pos])),
                    A::I(heads as i32),
                    A::I(heads_kv as i32),
                    A::I(dim as i32),
                    A::I(n_rot as i32),
                    A::F(l2 as f32),
                    A::F(1.0),
                ],
                extra: vec![],
            }
        }
        KernelKind::NormRopeNeoxKvStore(c) | KernelKind::NormRopeNormKvStore(c) => {
            let eb = code_bytes(c);
            // Qwen3-30B-A3B's 32 + 4 heads of 128: five blocks, the last partly idle.
            let (heads, heads_kv, dim, n_rot) = (32usize, 4usize, 128usize, 128usize);
            let (row, n_ctx, pos) = (heads_kv * dim, 5usize, 3i32);
            let l2 = -(2.0 / n_rot as f64) * 1_000_000f64.log2();
            Case {
                kind,
                grid: kind.grid(CostShape {
                    m: (heads + heads_kv) as u64,
                    n: dim as u64,
                    k: n_rot as u64,
                }),
                args: vec![
                    A::Out(f32buf(&vec![f32::NAN; heads * dim]), "f32"),
                    A::Out(f32buf(&vec![f32::NAN; row]), "f32"),
                    A::In(f32buf(&rng.vec(heads * dim))),
                    A::In(f32buf(&rng.vec(row))),
                    A::In(f32buf(&rng.vec(row))),
                    A::Out(Buf::from_bytes(&vec![0xAB; eb * row * n_ctx]), "u16"),
                    A::Out(Buf::from_bytes(&vec![0xCD; eb * row * n_ctx]), "u16"),
                    A::In(Buf::from_i32(&[pos])),
                    A::In(f32buf(&rng.vec(dim))),
                    A::In(f32buf(&rng.vec(dim))),
                    A::I(heads as i32),
                    A::I(heads_kv as i32),
                    A::I(dim as i32),
                    A::I(n_rot as i32),
                    A::F(l2 as f32),
                    A::F(1.0),
                    A::F(1e-6),
                ],
                extra: vec![],
            }
        }
        KernelKind::RopeNeoxQkRows
        | KernelKind::RopeNormQkRows
        | KernelKind::RopeYarnNeoxQkRows
        | KernelKind::RopeYarnNormQkRows => {
            let yarn = matches!(
                kind,
                KernelKind::RopeYarnNeoxQkRows | KernelKind::RopeYarnNormQkRows
            );
            let (heads, heads_kv, dim, n_rot) = (8usize, 2usize, 128usize, 64usize);
            let (rows, pos) = (3usize, 4i32);
            let row = heads_kv * dim;
            let l2 = -(2.0 / n_rot as f64) * 1_000_000f64.log2();
            Case {
                kind,
                grid: kind.grid(CostShape {
                    m: heads as u64,
                    n: dim as u64,
                    k: rows as u64,
                }),
                args: with_yarn(
                    yarn,
                    vec![
                        A::Out(f32buf(&rng.vec(rows * heads * dim)), "f32"),
                        A::Out(f32buf(&rng.vec(rows * row)), "f32"),
                        A::In(Buf::from_i32(&[pos])),
                        A::I(heads as i32),
                        A::I(heads_kv as i32),
                        A::I(dim as i32),
                        A::I(n_rot as i32),
                        A::F(l2 as f32),
                        A::F(1.0),
                    ],
                ),
                extra: vec![],
            }
        }
        KernelKind::AttnSplit(c) | KernelKind::AttnSplitWindow(c) => {
            // The f16 pairs run split then combine (`attention_cases`); the other codes' splits
            // are checked on their own (the combine does not read the cache).
            let (n_head, n_head_kv, dim, n_kv, chunk) =
                (8usize, 2usize, 64usize, 300usize, 64usize);
            let n_split = n_kv.div_ceil(chunk);
            let (mut args, scales) = split_args(
                c,
                rng,
                (n_head, n_head_kv, dim),
                (n_kv, n_kv, chunk, n_split),
                f32::NAN,
            );
            if matches!(kind, KernelKind::AttnSplitWindow(_)) {
                args.push(A::I(100));
            }
            args.extend(scales);
            Case {
                kind,
                grid: [n_head as u32, n_split as u32, 1],
                args,
                extra: vec![],
            }
        }
        KernelKind::RopeNeox | KernelKind::RopeNorm => {
            let (heads, dim, n_rot) = (8usize, 128usize, 64usize);
            let l2 = -(2.0 / n_rot as f64) * 1_000_000f64.log2();
            Case {
                kind,
                grid: kind.grid(CostShape {
                    m: heads as u64,
                    n: 0,
                    k: n_rot as u64,
                }),
                args: vec![
                    A::Out(f32buf(&rng.vec(heads * dim)), "f32"),
                    A::In(Buf::from_i32(&[417])),
                    A::I(heads as i32),
                    A::I(dim as i32),
                    A::I(n_rot as i32),
                    A::F(l2 as f32),
                    A::F(1.0),
                ],
                extra: vec![],
            }
        }
        KernelKind::RouterTopK => {
            let (tokens, n_expert, k) = (5usize, 128usize, 8usize);
            Case {
                kind,
                grid: [tokens as u32, 1, 1],
                args: vec![
                    A::Out(Buf::from_i32(&vec![-7; tokens * k]), "i32"),
                    A::Out(f32buf(&vec![f32::NAN; tokens * k]), "f32"),
                    A::In(f32buf(
                        &rng.vec(tokens * n_expert)
                            .iter()
                            .map(|v| v * 5.0)
                            .collect::<Vec<_>>(),
                    )),
                    A::I(n_expert as i32),
                    A::I(k as i32),
                    A::I(1),
                ],
                extra: vec![],
            }
        }
        KernelKind::Swiglu | KernelKind::Add => {
            let n = 3001;
            Case {
                kind,
                grid: kind.grid(CostShape {
                    m: n as u64,
                    n: 0,
                    k: 0,
                }),
                args: vec![
                    A::Out(f32buf(&vec![f32::NAN; n]), "f32"),
                    A::In(f32buf(
                        &rng.vec(n).iter().map(|v| v * 8.0).collect::<Vec<_>>(),
                    )),
                    A::In(f32buf(&rng.vec(n))),
                    A::I(n as i32),
                ],
                extra: vec![],
            }
        }
        KernelKind::KvStore(c) => {
            // Two rows (the prompt path's form), 300 values: q8's last group is partial.
            let (row, rows, n_ctx, pos) = (300usize, 2usize, 5usize, 3i32);
            let eb = code_bytes(c);
            let mut args = vec![
                A::Out(Buf::from_bytes(&vec![0xAB; eb * row * n_ctx]), "u16"),
                A::Out(Buf::from_bytes(&vec![0xCD; eb * row * n_ctx]), "u16"),
                A::In(f32buf(&rng.vec(rows * row))),
                A::In(f32buf(&rng.vec(rows * row))),
                A::In(Buf::from_i32(&[pos])),
                A::I(row as i32),
            ];
            if c.grouped() {
                let ng = row.div_ceil(64);
                args.push(A::Out(Buf::from_bytes(&vec![0xEE; 2 * ng * n_ctx]), "u16"));
                args.push(A::Out(Buf::from_bytes(&vec![0xDD; 2 * ng * n_ctx]), "u16"));
            }
            Case {
                kind,
                grid: kind.grid(CostShape {
                    m: row as u64,
                    n: 0,
                    k: rows as u64,
                }),
                args,
                extra: vec![],
            }
        }
        KernelKind::MoeCombine => {
            let (n, k) = (1000usize, 8usize);
            Case {
                kind,
                grid: kind.grid(CostShape {
                    m: n as u64,
                    n: 0,
                    k: k as u64,
                }),
                args: vec![
                    A::Out(f32buf(&vec![f32::NAN; n]), "f32"),
                    A::In(f32buf(&rng.vec(n * k))),
                    A::In(f32buf(&rng.vec(k))),
                    A::I(n as i32),
                    A::I(k as i32),
                ],
                extra: vec![],
            }
        }
        KernelKind::SigmoidScale => {
            let n = 1000usize;
            Case {
                kind,
                grid: kind.grid(CostShape {
                    m: n as u64,
                    n: 0,
                    k: 0,
                }),
                args: vec![
                    A::Out(f32buf(&vec![f32::NAN; n]), "f32"),
                    A::In(f32buf(&rng.vec(n))),
                    A::In(f32buf(&[0.7])),
                    A::I(n as i32),
                ],
                extra: vec![],
            }
        }
        KernelKind::CastF16 => {
            let n = 3001usize;
            Case {
                kind,
                grid: kind.grid(CostShape {
                    m: n as u64,
                    n: 0,
                    k: 0,
                }),
                args: vec![
                    A::Out(Buf::from_bytes(&vec![0xAB; 2 * n]), "u16"),
                    A::In(f32buf(
                        &rng.vec(n).iter().map(|v| v * 70000.0).collect::<Vec<_>>(),
                    )),
                    A::I(n as i32),
                ],
                extra: vec![],
            }
        }
        KernelKind::GatherRowsF16 => {
            let (cols, stride, src_rows) = (300usize, 310usize, 9usize);
            let idx = [4i32, 0, 8, -1, 4];
            Case {
                kind,
                grid: kind.grid(CostShape {
                    m: idx.len() as u64,
                    n: cols as u64,
                    k: 0,
                }),
                args: vec![
                    A::Out(Buf::from_bytes(&vec![0xAB; 2 * cols * idx.len()]), "u16"),
                    A::In(f32buf(&rng.vec(stride * src_rows))),
                    A::In(Buf::from_i32(&idx)),
                    A::I(cols as i32),
                    A::I(stride as i32),
                ],
                extra: vec![],
            }
        }
        KernelKind::RopeNeoxKvStoreRows(c)
        | KernelKind::RopeNormKvStoreRows(c)
        | KernelKind::RopeYarnNeoxKvStoreRows(c)
        | KernelKind::RopeYarnNormKvStoreRows(c) => {
            let eb = code_bytes(c);
            let (heads, heads_kv, dim, n_rot) = (8usize, 2usize, 128usize, 64usize);
            let (rows, n_ctx, pos) = (3usize, 9usize, 4i32);
            let row = heads_kv * dim;
            let l2 = -(2.0 / n_rot as f64) * 1_000_000f64.log2();
            let yarn = matches!(
                kind,
                KernelKind::RopeYarnNeoxKvStoreRows(_) | KernelKind::RopeYarnNormKvStoreRows(_)
            );
            Case {
                kind,
                grid: kind.grid(CostShape {
                    m: heads as u64,
                    n: dim as u64,
                    k: rows as u64,
                }),
                args: with_yarn(
                    yarn,
                    vec![
                        A::Out(f32buf(&rng.vec(rows * heads * dim)), "f32"),
                        A::Out(f32buf(&rng.vec(rows * row)), "f32"),
                        A::In(f32buf(&rng.vec(rows * row))),
                        A::Out(Buf::from_bytes(&vec![0xAB; eb * row * n_ctx]), "u16"),
                        A::Out(Buf::from_bytes(&vec![0xCD; eb * row * n_ctx]), "u16"),
                        A::In(Buf::from_i32(&[pos])),
                        A::I(heads as i32),
                        A::I(heads_kv as i32),
                        A::I(dim as i32),
                        A::I(n_rot as i32),
                        A::F(l2 as f32),
                        A::F(1.0),
                    ],
                ),
                extra: vec![],
            }
        }
        KernelKind::AttnPrefill(c)
        | KernelKind::AttnPrefillExt(c)
        | KernelKind::AttnPrefillMma(c) => {
            let mma = matches!(kind, KernelKind::AttnPrefillMma(_));
            let (heads, heads_kv, dim) = (8usize, 2usize, 128usize);
            // The matrix-unit kernel: three 32-position tiles, a partial block of (row, head)
            // pairs.
            let (rows, pos0, cap) = if mma {
                (40usize, 37usize, 80usize)
            } else {
                (5, 37, 48)
            };
            let cache = cap * heads_kv * dim;
            let q = f32buf(&rng.vec(rows * heads * dim));
            let (kc, ks) = kv_in(c, cache, rng);
            let (vc, vs) = kv_in(c, cache, rng);
            let mut args = vec![
                A::Out(f32buf(&vec![f32::NAN; rows * heads * dim]), "f32"),
                A::In(q),
                kc,
                vc,
                A::I(heads as i32),
                A::I(heads_kv as i32),
                A::I(dim as i32),
                A::In(Buf::from_i32(&[pos0 as i32, (pos0 + rows) as i32])),
                A::F(1.0 / (dim as f32).sqrt()),
            ];
            if matches!(kind, KernelKind::AttnPrefillExt(_)) {
                args.push(A::I(20));
                args.push(A::In(f32buf(&rng.vec(heads))));
            }
            args.extend(ks.into_iter().chain(vs));
            // The matrix-unit grid is KV heads × (row, head) pairs.
            let (m, n) = if mma {
                (heads_kv, heads / heads_kv)
            } else {
                (heads, dim)
            };
            Case {
                kind,
                grid: kind.grid(CostShape {
                    m: m as u64,
                    n: n as u64,
                    k: rows as u64,
                }),
                args,
                extra: vec![],
            }
        }
        KernelKind::MoeCombineRows => {
            let (rows, n, k, n_e) = (3usize, 1000usize, 4usize, 7usize);
            let sel = [6i32, 0, -1, 2, 1, 1, 5, 3, 4, -1, 0, 6];
            Case {
                kind,
                grid: kind.grid(CostShape {
                    m: rows as u64,
                    n: n as u64,
                    k: k as u64,
                }),
                args: vec![
                    A::Out(f32buf(&vec![f32::NAN; rows * n]), "f32"),
                    A::In(f32buf(&rng.vec(n_e * n))),
                    A::In(Buf::from_i32(&sel)),
                    A::In(f32buf(&rng.vec(rows * k))),
                    A::I(n as i32),
                    A::I(k as i32),
                ],
                extra: vec![],
            }
        }
        KernelKind::AddBiasRows | KernelKind::SigmoidScaleRows => {
            let (rows, n) = (3usize, 1000usize);
            let third = if kind == KernelKind::AddBiasRows {
                rng.vec(n)
            } else {
                rng.vec(rows).iter().map(|v| v * 6.0).collect()
            };
            Case {
                kind,
                grid: kind.grid(CostShape {
                    m: rows as u64,
                    n: n as u64,
                    k: 0,
                }),
                args: vec![
                    A::Out(f32buf(&vec![f32::NAN; rows * n]), "f32"),
                    A::In(f32buf(&rng.vec(rows * n))),
                    A::In(f32buf(&third)),
                    A::I(n as i32),
                ],
                extra: vec![],
            }
        }
        // gpt-oss's YaRN (factor 32 over 4096 positions, base 150000, β 32 / 1).
        KernelKind::RopeYarnNeoxKvStore(c) | KernelKind::RopeYarnNormKvStore(c) => {
            let eb = code_bytes(c);
            let (heads, heads_kv, dim, n_rot) = (8usize, 2usize, 64usize, 64usize);
            let (row, n_ctx, pos) = (heads_kv * dim, 5usize, 3i32);
            let l2 = -(2.0 / n_rot as f64) * 150_000f64.log2();
            Case {
                kind,
                grid: kind.grid(CostShape {
                    m: heads as u64,
                    n: dim as u64,
                    k: n_rot as u64,
                }),
                args: vec![
                    A::Out(f32buf(&rng.vec(heads * dim)), "f32"),
                    A::Out(f32buf(&rng.vec(row)), "f32"),
                    A::In(f32buf(&rng.vec(row))),
                    A::Out(Buf::from_bytes(&vec![0xAB; eb * row * n_ctx]), "u16"),
                    A::Out(Buf::from_bytes(&vec![0xCD; eb * row * n_ctx]), "u16"),
                    A::In(Buf::from_i32(&[pos])),
                    A::I(heads as i32),
                    A::I(heads_kv as i32),
                    A::I(dim as i32),
                    A::I(n_rot as i32),
                    A::F(l2 as f32),
                    A::F(1.0 / 32.0),
                    A::F(1.0),
                    A::F(8.0),
                    A::F(18.0),
                    A::F(1.0 + 0.1 * 32f32.ln()),
                ],
                extra: vec![],
            }
        }
        KernelKind::RopeYarnNeox | KernelKind::RopeYarnNorm => {
            let (heads, dim, n_rot) = (8usize, 64usize, 64usize);
            let l2 = -(2.0 / n_rot as f64) * 150_000f64.log2();
            Case {
                kind,
                grid: kind.grid(CostShape {
                    m: heads as u64,
                    n: 0,
                    k: n_rot as u64,
                }),
                args: vec![
                    A::Out(f32buf(&rng.vec(heads * dim)), "f32"),
                    A::In(Buf::from_i32(&[417])),
                    A::I(heads as i32),
                    A::I(dim as i32),
                    A::I(n_rot as i32),
                    A::F(l2 as f32),
                    A::F(1.0 / 32.0),
                    A::F(1.0),
                    A::F(8.0),
                    A::F(18.0),
                    A::F(1.0 + 0.1 * 32f32.ln()),
                ],
                extra: vec![],
            }
        }
        KernelKind::RouterTopKSoftmaxWeight => {
            let (tokens, n_expert, k) = (5usize, 32usize, 4usize);
            Case {
                kind,
                grid: [tokens as u32, 1, 1],
                args: vec![
                    A::Out(Buf::from_i32(&vec![-7; tokens * k]), "i32"),
                    A::Out(f32buf(&vec![f32::NAN; tokens * k]), "f32"),
                    A::In(f32buf(
                        &rng.vec(tokens * n_expert)
                            .iter()
                            .map(|v| v * 5.0)
                            .collect::<Vec<_>>(),
                    )),
                    A::I(n_expert as i32),
                    A::I(k as i32),
                    A::I(0),
                ],
                extra: vec![],
            }
        }
        KernelKind::SwigluOai => {
            let n = 3001;
            Case {
                kind,
                grid: kind.grid(CostShape {
                    m: n as u64,
                    n: 0,
                    k: 0,
                }),
                args: vec![
                    A::Out(f32buf(&vec![f32::NAN; n]), "f32"),
                    A::In(f32buf(
                        &rng.vec(n).iter().map(|v| v * 10.0).collect::<Vec<_>>(),
                    )),
                    A::In(f32buf(
                        &rng.vec(n).iter().map(|v| v * 10.0).collect::<Vec<_>>(),
                    )),
                    A::I(n as i32),
                    A::F(1.702),
                    A::F(7.0),
                ],
                extra: vec![],
            }
        }
        KernelKind::MoeBias => {
            let (n, n_e) = (1000usize, 7usize);
            let ids = [6i32, 0, 2, 6];
            Case {
                kind,
                grid: kind.grid(CostShape {
                    m: n as u64,
                    n: 0,
                    k: ids.len() as u64,
                }),
                args: vec![
                    A::Out(f32buf(&vec![f32::NAN; ids.len() * n]), "f32"),
                    A::In(f32buf(&rng.vec(ids.len() * n))),
                    A::In(f32buf(&rng.vec(n_e * n))),
                    A::In(Buf::from_i32(&ids)),
                    A::I(n as i32),
                    A::I(n_e as i32),
                ],
                extra: vec![],
            }
        }
        KernelKind::AttnCombine | KernelKind::AttnCombineSinks => {
            unreachable!("attention is a pair")
        }
        KernelKind::Conv1dStep => {
            let (ch, k) = (515usize, 4usize);
            Case {
                kind,
                grid: kind.grid(CostShape {
                    m: ch as u64,
                    n: 0,
                    k: k as u64,
                }),
                args: vec![
                    A::Out(f32buf(&vec![f32::NAN; ch]), "f32"),
                    A::Out(f32buf(&rng.vec((k - 1) * ch)), "f32"),
                    A::In(f32buf(&rng.vec(ch))),
                    A::In(f32buf(&rng.vec(ch * k))),
                    A::I(ch as i32),
                    A::I(k as i32),
                ],
                extra: vec![],
            }
        }
        KernelKind::DeltaNetStep => {
            let (hk, hv, d) = (2usize, 6usize, 64usize);
            let state: Vec<f32> = rng.vec(hv * d * d).iter().map(|v| 0.1 * v).collect();
            let a: Vec<f32> = rng.vec(hv).iter().map(|v| -(0.5 + v.abs())).collect();
            Case {
                kind,
                grid: kind.grid(CostShape {
                    m: hv as u64,
                    n: d as u64,
                    k: 0,
                }),
                args: vec![
                    A::Out(f32buf(&vec![f32::NAN; hv * d]), "f32"),
                    A::Out(f32buf(&state), "f32"),
                    A::In(f32buf(&rng.vec((2 * hk + hv) * d))),
                    A::In(f32buf(&rng.vec(hv))),
                    A::In(f32buf(&rng.vec(hv))),
                    A::In(f32buf(&rng.vec(hv))),
                    A::In(f32buf(&a)),
                    A::I(hk as i32),
                    A::I(hv as i32),
                    A::I(d as i32),
                    A::F(1e-6),
                ],
                extra: vec![],
            }
        }
    }
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().collect();
    let Some(out) = args.get(1) else {
        eprintln!("usage: ptx_cases OUT_DIR [SEED]");
        std::process::exit(2);
    };
    let seed: u64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(20261130);
    let out = Path::new(out);
    std::fs::create_dir_all(out)?;
    let sm90 = Target::by_name("sm_90")?;
    let mut rng = Rng::new(seed);
    let mut manifest = String::from("{\"cases\":[\n");
    let mut first = true;
    let mut kernels_json = String::new();
    for kind in KernelKind::all() {
        let k = compile(&kind, &sm90)?;
        std::fs::write(out.join(format!("{}.ptx", k.name)), &k.code)?;
        if !kernels_json.is_empty() {
            kernels_json.push(',');
        }
        write!(kernels_json, "\"{}\"", k.name)?;
    }
    let mut cases: Vec<Case> = KernelKind::all()
        .into_iter()
        .filter(|k| {
            !matches!(
                k,
                KernelKind::AttnSplit(KvCode::F16)
                    | KernelKind::AttnCombine
                    | KernelKind::AttnSplitWindow(KvCode::F16)
                    | KernelKind::AttnCombineSinks
            )
        })
        .map(|k| case_for(k, &mut rng))
        .collect();
    cases.extend(attention_cases(&mut rng));
    cases.extend(attention_ext_cases(&mut rng));
    // STRATA_PTX_CASES=a,b keeps only the cases of kernels whose names contain one of the
    // substrings (the host runs of all cases take minutes on a small machine). The inputs are
    // drawn before the filter, so a kept case's data does not depend on it.
    if let Ok(keep) = std::env::var("STRATA_PTX_CASES") {
        let keep: Vec<&str> = keep.split(',').filter(|k| !k.is_empty()).collect();
        cases.retain(|c| {
            let name = c.kind.name();
            keep.iter().any(|k| name.contains(k))
        });
    }
    for (ci, mut case) in cases.into_iter().enumerate() {
        let name = case.kind.name();
        eprintln!("case {ci}: {name}");
        // Save inputs before the host run overwrites outputs.
        let mut spec = Vec::new();
        for (ai, a) in case.args.iter().enumerate() {
            spec.push(match a {
                A::In(b) => {
                    let f = format!("c{ci}_a{ai}_in.bin");
                    std::fs::write(out.join(&f), b.bytes())?;
                    format!("{{\"kind\":\"in\",\"file\":\"{f}\"}}")
                }
                A::Out(b, cmp) => {
                    let f = format!("c{ci}_a{ai}_init.bin");
                    std::fs::write(out.join(&f), b.bytes())?;
                    format!("{{\"kind\":\"out\",\"init\":\"{f}\",\"expect\":\"c{ci}_a{ai}_host.bin\",\"cmp\":\"{cmp}\"}}")
                }
                A::Table(ix) => {
                    let files: Vec<String> = ix
                        .iter()
                        .map(|&i| {
                            let f = format!("c{ci}_x{i}_in.bin");
                            std::fs::write(out.join(&f), case.extra[i].bytes()).map(|_| format!("\"{f}\""))
                        })
                        .collect::<Result<_, _>>()?;
                    format!("{{\"kind\":\"table\",\"files\":[{}]}}", files.join(","))
                }
                A::I(v) => format!("{{\"kind\":\"i32\",\"value\":{v}}}"),
                A::F(v) => format!("{{\"kind\":\"f32\",\"value\":{v:e}}}"),
            });
        }
        // Host run.
        let table_addrs: Vec<Vec<u64>> = case
            .args
            .iter()
            .map(|a| match a {
                A::Table(ix) => ix.iter().map(|&i| case.extra[i].addr()).collect(),
                _ => vec![],
            })
            .collect();
        let mut tables: Vec<Buf> = table_addrs.iter().map(|t| Buf::from_u64(t)).collect();
        let mut hargs = Vec::new();
        for (ai, a) in case.args.iter_mut().enumerate() {
            hargs.push(match a {
                A::In(b) | A::Out(b, _) => b.ptr(),
                A::Table(_) => tables[ai].ptr(),
                A::I(v) => HostArg::I32(*v),
                A::F(v) => HostArg::F32(*v),
            });
        }
        with_host_kernel(&case.kind, |k| {
            // SAFETY: each case's buffers are sized for its launch.
            unsafe { k.launch(case.grid, &hargs) }
        })??;
        for (ai, a) in case.args.iter().enumerate() {
            if let A::Out(b, _) = a {
                std::fs::write(out.join(format!("c{ci}_a{ai}_host.bin")), b.bytes())?;
            }
        }
        if !first {
            manifest.push_str(",\n");
        }
        first = false;
        let sig = case.kind.sig();
        write!(
            manifest,
            "{{\"kernel\":\"{name}\",\"ptx\":\"{name}.ptx\",\"block\":{},\"grid\":[{},{},{}],\"args\":[{}]}}",
            sig.block_dim,
            case.grid[0],
            case.grid[1],
            case.grid[2],
            spec.join(",")
        )?;
    }
    let bench = bench_entries(out, &mut kernels_json)?;
    write!(manifest, "\n],\"kernels\":[{kernels_json}],\"bench\":[")?;
    writeln!(manifest, "{}]}}", bench.join(",\n"))?;
    std::fs::write(out.join("manifest.json"), manifest)?;
    eprintln!("wrote {}", out.display());
    Ok(())
}

/// The block types the bandwidth runs cover.
const BENCH_TYPES: [GgmlType; 8] = [
    GgmlType::Q8_0,
    GgmlType::Q4K,
    GgmlType::Q6K,
    GgmlType::Iq3Xxs,
    GgmlType::Iq3S,
    GgmlType::Iq4Xs,
    GgmlType::F16,
    GgmlType::F32,
];

/// Byte offsets of the f16 scales the device script sets to small finite values.
fn scale_offsets(ty: GgmlType) -> &'static str {
    match ty {
        GgmlType::Q8_0 | GgmlType::Iq3Xxs | GgmlType::Iq3S | GgmlType::Iq4Xs => "[0]",
        GgmlType::Q4K => "[0,2]",
        GgmlType::Q6K => "[208]",
        _ => "[]",
    }
}

/// PTX of a matvec kernel built with tuning `cfg` under the entry name `name`.
fn variant_ptx(
    kind: KernelKind,
    cfg: MatvecCfg,
    name: &str,
) -> Result<Vec<u8>, Box<dyn std::error::Error>> {
    let target = Target::by_name("sm_90")?;
    let tm = machine(&target)?;
    let ctx = inkwell::context::Context::create();
    let mut sig = kind.sig();
    sig.name = name.to_string();
    // `-mbN` variants ask for N resident blocks per multiprocessor (a register cap).
    if let Some(n) = name
        .rsplit_once("_mb")
        .and_then(|(_, n)| n.split('_').next()?.parse().ok())
    {
        sig.min_blocks = n;
    }
    let mut s = Simt::new(&ctx, &target, &tm, sig)?;
    match kind {
        KernelKind::Matvec(ty) => build_matvec_cfg(&mut s, ty, cfg)?,
        KernelKind::MoeMatvec(ty) => build_moe_cfg(&mut s, ty, cfg)?,
        _ => return Err("not a matvec".into()),
    }
    let (module, _) = s.finish()?;
    module.verify().map_err(|e| e.to_string())?;
    optimize(&module, &tm, &target)?;
    let buf = tm
        .write_to_memory_buffer(&module, inkwell::targets::FileType::Assembly)
        .map_err(|e| e.to_string())?;
    Ok(buf.as_slice().to_vec())
}

/// One bandwidth run for the manifest.
struct Bench<'a> {
    kernel: &'a str,
    label: &'a str,
    kind: &'a str,
    ty: GgmlType,
    rows: u64,
    cols: u64,
    /// MoE: picks per launch and experts in the pool the picks rotate over.
    n_sel: u64,
    pool: u64,
    grid: [u64; 3],
}

/// Rows per block of the baseline kernels (`STRATA_BASELINE_PTX`): main's grid rule when they
/// were built (16 since the session-4 rewrite; `STRATA_BASELINE_ROWS_PER_BLOCK` overrides).
fn baseline_rows_per_block() -> u64 {
    std::env::var("STRATA_BASELINE_ROWS_PER_BLOCK")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(16)
}

impl Bench<'_> {
    fn json(&self) -> String {
        let wbytes =
            self.rows * self.cols / self.ty.block_size() as u64 * self.ty.type_size() as u64;
        // Outputs are compared within one family of numerics: x quantized to q8 or f32 x.
        let q8 = if self.label.contains("q8") {
            true
        } else if self.label.contains("f-r") || self.label.starts_with("before") {
            false
        } else {
            quantizes_x(self.ty)
        };
        let family = if q8 { "q8" } else { "f32" };
        // The down projection's shape: each pick has its own input.
        let x_stride = if self.label.contains("down") {
            self.cols
        } else {
            0
        };
        format!(
            "{{\"kernel\":\"{}\",\"label\":\"{}\",\"kind\":\"{}\",\"type\":\"{}\",\"rows\":{},\"cols\":{},\"n_sel\":{},\"pool\":{},\"wbytes\":{wbytes},\"grid\":[{},{},{}],\"block\":128,\"family\":\"{family}\",\"x_stride\":{x_stride},\"scale_offsets\":{}}}",
            self.kernel,
            self.label,
            self.kind,
            self.ty.name(),
            self.rows,
            self.cols,
            self.n_sel,
            self.pool,
            self.grid[0],
            self.grid[1],
            self.grid[2],
            scale_offsets(self.ty)
        )
    }
}

/// The bandwidth runs: weights several times the H200's 60 MB L2 (16384 × 8192 dense; MoE as
/// 8 picks of 2048 × 8192 experts, and Qwen3-30B-A3B's 8 of 128 experts of 768 × 2048), for
/// the catalogue's kernels, tuning variants built here, and (when `STRATA_BASELINE_PTX` names a
/// directory of an earlier build's `strata_matvec_*.ptx`) the earlier kernels, renamed
/// `base_*`, launched with their own grid rule of 4 rows per block.
fn bench_entries(
    out: &Path,
    kernels_json: &mut String,
) -> Result<Vec<String>, Box<dyn std::error::Error>> {
    let mut add_kernel = |name: &str, code: &[u8]| -> Result<(), Box<dyn std::error::Error>> {
        std::fs::write(out.join(format!("{name}.ptx")), code)?;
        write!(kernels_json, ",\"{name}\"")?;
        Ok(())
    };
    let baseline = std::env::var_os("STRATA_BASELINE_PTX").map(std::path::PathBuf::from);
    let cfg = |r: u32, k: u32, prefetch: bool, q8x: bool| MatvecCfg {
        rows_per_wave: r,
        k_split: k,
        prefetch,
        stage_x: true,
        q8x,
        ..MATVEC_CFG
    };
    // Tags: q8 = x quantized to q8 in shared memory, integer byte dots; f = f32 x staged in
    // shared memory; rXkY = X rows per wave, Y waves per row group; pf/np = weights prefetched
    // one step ahead or not, pf2 = two steps ahead; bl = branchless last step (the prefetch
    // stays ahead of the dots); xa = x loaded a step before it is staged; sg = IQ3 grid points
    // looked up with their signs applied (`Iq3Lookup::Signed`, IQ3 only); ws = IQ4_XS selectors
    // of both halves of a nibble word from one mask (IQ4_XS only); pk = sg with IQ3_XXS's
    // eighth signs from xor-folded sign bits (`Iq3Lookup::Packed`, IQ3_XXS only).
    let tagged = |tag: &str| -> MatvecCfg {
        let part = |p: &str| tag.split('-').any(|t| t == p);
        let rk = tag
            .split('-')
            .find_map(|t| {
                let (r, k) = t.strip_prefix('r')?.split_once('k')?;
                Some((r.parse().ok()?, k.parse().ok()?))
            })
            .unwrap_or((4, 1));
        MatvecCfg {
            iq3: if part("pk") {
                Iq3Lookup::Packed
            } else if part("sg") {
                Iq3Lookup::Signed
            } else {
                Iq3Lookup::Masks
            },
            branchless: part("bl"),
            x_ahead: part("xa"),
            pf2: part("pf2"),
            iq4_wide_sel: part("ws"),
            ..cfg(rk.0, rk.1, part("pf") || part("pf2"), part("q8"))
        }
    };
    let variants: Vec<(&str, MatvecCfg)> = [
        "q8-r4k1-pf",
        "q8-r2k1-pf",
        "q8-r8k1-pf",
        "q8-r4k1-pf-bl",
        "q8-r4k1-pf-xa",
        "q8-r4k1-pf-bl-xa",
        "q8-r2k1-pf-bl-xa",
        "q8-r4k1-pf-sg",
        "q8-r4k1-pf-sg-bl-xa",
        "q8-r8k1-pf-sg-bl-xa",
        "q8-r2k1-pf-sg-bl-xa",
        "q8-r4k2-pf-sg-bl-xa",
        "q8-r4k1-pf2-sg-bl-xa",
        "q8-r4k1-pf-ws",
        "q8-r4k1-pf-ws-bl-xa",
        "q8-r4k1-pf-pk",
        "q8-r4k1-pf-pk-bl-xa",
    ]
    .into_iter()
    .map(|t| (t, tagged(t)))
    .collect();
    let iq3 = |ty: GgmlType| matches!(ty, GgmlType::Iq3Xxs | GgmlType::Iq3S);
    let has_variant = |ty: GgmlType, tag: &str| {
        quantizes_x(ty)
            && (iq3(ty) || !tag.contains("-sg"))
            && (ty == GgmlType::Iq4Xs || !tag.contains("-ws"))
            && (ty == GgmlType::Iq3Xxs || !tag.contains("-pk"))
    };
    // The variants also timed on the MoE shapes.
    let moe_variants = [
        "q8-r4k1-pf",
        "q8-r2k1-pf",
        "q8-r4k1-pf-bl-xa",
        "q8-r2k1-pf-bl-xa",
        "q8-r4k1-pf-sg",
        "q8-r4k1-pf-sg-bl-xa",
        "q8-r8k1-pf-sg-bl-xa",
        "q8-r4k1-pf-ws-bl-xa",
        "q8-r4k1-pf-pk-bl-xa",
    ];
    let mut v = Vec::new();
    let (rows, cols) = (16384u64, 8192u64);
    let dense_grid = |rpb: u64| [rows.div_ceil(rpb), 1, 1];
    for repeat in 0..2 {
        for ty in BENCH_TYPES {
            let kind = KernelKind::Matvec(ty);
            let g = kind.grid(CostShape {
                m: rows,
                n: cols,
                k: 0,
            });
            let name = kind.name();
            let label = if repeat == 0 { "new" } else { "new-again" };
            v.push(
                Bench {
                    kernel: &name,
                    label,
                    kind: "matvec",
                    ty,
                    rows,
                    cols,
                    n_sel: 0,
                    pool: 0,
                    grid: g.map(u64::from),
                }
                .json(),
            );
            if repeat == 1 {
                continue;
            }
            for (tag, cfg) in variants.iter().filter(|(t, _)| has_variant(ty, t)) {
                let vname = format!("{}_{name}", tag.replace('-', "_"));
                add_kernel(&vname, &variant_ptx(kind, *cfg, &vname)?)?;
                let g = dense_grid(u64::from(cfg.rows_per_block()));
                v.push(
                    Bench {
                        kernel: &vname,
                        label: tag,
                        kind: "matvec",
                        ty,
                        rows,
                        cols,
                        n_sel: 0,
                        pool: 0,
                        grid: g,
                    }
                    .json(),
                );
            }
            if let Some(dir) = &baseline {
                let old = std::fs::read_to_string(dir.join(format!("{name}.ptx")))?;
                let bname = name.replacen("strata_", "base_", 1);
                add_kernel(&bname, old.replace(&name, &bname).as_bytes())?;
                v.push(
                    Bench {
                        kernel: &bname,
                        label: "before",
                        kind: "matvec",
                        ty,
                        rows,
                        cols,
                        n_sel: 0,
                        pool: 0,
                        grid: dense_grid(baseline_rows_per_block()),
                    }
                    .json(),
                );
            }
        }
    }
    for ty in BENCH_TYPES {
        let kind = KernelKind::MoeMatvec(ty);
        let name = kind.name();
        for (label, r, c, pool) in [
            ("moe-big", 2048u64, 8192u64, 8u64),
            ("moe-qwen3", 768, 2048, 128),
            ("moe-qwen3-down", 2048, 768, 128),
        ] {
            let g = kind.grid(CostShape { m: r, n: c, k: 8 });
            v.push(
                Bench {
                    kernel: &name,
                    label,
                    kind: "moe",
                    ty,
                    rows: r,
                    cols: c,
                    n_sel: 8,
                    pool,
                    grid: g.map(u64::from),
                }
                .json(),
            );
            for (tag, vc) in variants
                .iter()
                .filter(|(t, _)| moe_variants.contains(t) && has_variant(ty, t))
            {
                let vname = format!("{}_{name}", tag.replace('-', "_"));
                if label == "moe-big" {
                    add_kernel(&vname, &variant_ptx(kind, *vc, &vname)?)?;
                }
                let vl = format!("{label}-{tag}");
                let g = [r.div_ceil(u64::from(vc.rows_per_block())), 8, 1];
                v.push(
                    Bench {
                        kernel: &vname,
                        label: &vl,
                        kind: "moe",
                        ty,
                        rows: r,
                        cols: c,
                        n_sel: 8,
                        pool,
                        grid: g,
                    }
                    .json(),
                );
            }
            if let Some(dir) = &baseline {
                let bname = name.replacen("strata_", "base_", 1);
                if label == "moe-big" {
                    let old = std::fs::read_to_string(dir.join(format!("{name}.ptx")))?;
                    add_kernel(&bname, old.replace(&name, &bname).as_bytes())?;
                }
                let bl = format!("before-{label}");
                v.push(
                    Bench {
                        kernel: &bname,
                        label: &bl,
                        kind: "moe",
                        ty,
                        rows: r,
                        cols: c,
                        n_sel: 8,
                        pool,
                        grid: [r.div_ceil(baseline_rows_per_block()), 8, 1],
                    }
                    .json(),
                );
            }
        }
    }
    Ok(v)
}

/// `args` with YaRN's four parameters appended where `yarn` (the values the single-token YaRN
/// case uses: ext_factor 1, correction range 8..18, gpt-oss's mscale).
fn with_yarn(yarn: bool, mut args: Vec<A>) -> Vec<A> {
    if yarn {
        args.extend([
            A::F(1.0),
            A::F(8.0),
            A::F(18.0),
            A::F(1.0 + 0.1 * 32f32.ln()),
        ]);
    }
    args
}

/// Bytes of one cache value in `code`.
fn code_bytes(code: KvCode) -> usize {
    match code {
        KvCode::F32 => 4,
        KvCode::F16 => 2,
        KvCode::Q8 => 1,
    }
}

/// The decode split's twelve leading arguments over random caches of `rows` positions in
/// `code` (partials filled with `fill`), and the caches' scale arguments (grouped codes).
fn split_args(
    c: KvCode,
    rng: &mut Rng,
    (n_head, n_head_kv, dim): (usize, usize, usize),
    (n_kv, rows, chunk, n_split): (usize, usize, usize, usize),
    fill: f32,
) -> (Vec<A>, Vec<A>) {
    let (kc, ks) = kv_in(c, rows * n_head_kv * dim, rng);
    let (vc, vs) = kv_in(c, rows * n_head_kv * dim, rng);
    let q = A::In(f32buf(&rng.vec(n_head * dim)));
    let args = split_list(
        [q, kc, vc],
        (n_head, n_head_kv, dim),
        (n_kv, chunk, n_split),
        fill,
    );
    (args, ks.into_iter().chain(vs).collect())
}

/// The decode split's twelve leading arguments: partials (filled with `fill`), then `q`, `k`
/// and `v`, the shapes, `n_kv` as a device word, the chunk, the split count and 1/√dim.
fn split_list(
    [q, k, v]: [A; 3],
    (n_head, n_head_kv, dim): (usize, usize, usize),
    (n_kv, chunk, n_split): (usize, usize, usize),
    fill: f32,
) -> Vec<A> {
    vec![
        A::Out(f32buf(&vec![fill; n_head * n_split * dim]), "f32"),
        A::Out(f32buf(&vec![fill; n_head * n_split * 2]), "f32"),
        q,
        k,
        v,
        A::I(n_head as i32),
        A::I(n_head_kv as i32),
        A::I(dim as i32),
        A::In(Buf::from_i32(&[n_kv as i32])),
        A::I(chunk as i32),
        A::I(n_split as i32),
        A::F(1.0 / (dim as f32).sqrt()),
    ]
}

/// The host run's arguments of the same split over its buffers (partials, q, k, v, `n_kv`).
fn split_host_args(
    [po, pml, q, k, v, nkv]: [&mut Buf; 6],
    (n_head, n_head_kv, dim): (usize, usize, usize),
    (chunk, n_split): (usize, usize),
) -> Vec<HostArg> {
    vec![
        po.ptr(),
        pml.ptr(),
        q.ptr(),
        k.ptr(),
        v.ptr(),
        HostArg::I32(n_head as i32),
        HostArg::I32(n_head_kv as i32),
        HostArg::I32(dim as i32),
        nkv.ptr(),
        HostArg::I32(chunk as i32),
        HostArg::I32(n_split as i32),
        HostArg::F32(1.0 / (dim as f32).sqrt()),
    ]
}

/// A cache plane of `n` values in `code` as an input argument, and (grouped codes) its scales
/// plane (`n / 64` groups; rows here are whole groups) to append after the other arguments.
fn kv_in(code: KvCode, n: usize, rng: &mut Rng) -> (A, Vec<A>) {
    match code {
        KvCode::F32 => (A::In(f32buf(&rng.vec(n))), vec![]),
        KvCode::F16 => (A::In(Buf::from_f16(&rng.vec(n))), vec![]),
        KvCode::Q8 => {
            let codes: Vec<u8> = (0..n).map(|_| rng.below(255) as u8).collect();
            let scales: Vec<f32> = rng
                .vec(n.div_ceil(64))
                .iter()
                .map(|v| v.abs() / 64.0)
                .collect();
            (
                A::In(Buf::from_bytes(&codes)),
                vec![A::In(Buf::from_f16(&scales))],
            )
        }
    }
}

/// Attention runs as split then combine; the combine's inputs are the split's host outputs.
fn attention_cases(rng: &mut Rng) -> Vec<Case> {
    let (n_head, n_head_kv, dim, n_kv, chunk) = (8usize, 2usize, 128usize, 300usize, 64usize);
    let n_split = n_kv.div_ceil(chunk);
    let q = rng.vec(n_head * dim);
    let kf = rng.vec(n_kv * n_head_kv * dim);
    let vf = rng.vec(n_kv * n_head_kv * dim);
    let split = Case {
        kind: KernelKind::AttnSplit(KvCode::F16),
        grid: [n_head as u32, n_split as u32, 1],
        args: split_list(
            [
                A::In(f32buf(&q)),
                A::In(Buf::from_f16(&kf)),
                A::In(Buf::from_f16(&vf)),
            ],
            (n_head, n_head_kv, dim),
            (n_kv, chunk, n_split),
            f32::NAN,
        ),
        extra: vec![],
    };
    // The combine's inputs: partials from a host run of the split.
    let mut po = f32buf(&vec![0.0; n_head * n_split * dim]);
    let mut pml = f32buf(&vec![0.0; n_head * n_split * 2]);
    let (mut qb, mut kb, mut vb) = (f32buf(&q), Buf::from_f16(&kf), Buf::from_f16(&vf));
    let mut nkv = Buf::from_i32(&[n_kv as i32]);
    let r = with_host_kernel(&KernelKind::AttnSplit(KvCode::F16), |k| {
        let args = split_host_args(
            [&mut po, &mut pml, &mut qb, &mut kb, &mut vb, &mut nkv],
            (n_head, n_head_kv, dim),
            (chunk, n_split),
        );
        // SAFETY: buffers sized for the launch above.
        unsafe { k.launch([n_head as u32, n_split as u32, 1], &args) }
    });
    assert!(matches!(r, Ok(Ok(()))), "host attention split failed");
    let combine = Case {
        kind: KernelKind::AttnCombine,
        grid: [n_head as u32, 1, 1],
        args: vec![
            A::Out(f32buf(&vec![f32::NAN; n_head * dim]), "f32"),
            A::In(po),
            A::In(pml),
            A::I(dim as i32),
            A::I(n_split as i32),
            A::In(Buf::from_i32(&[n_kv as i32])),
            A::I(chunk as i32),
        ],
        extra: vec![],
    };
    vec![split, combine]
}

/// gpt-oss's pair (`attention_ext`): a window of 100 over 300 positions in splits of 64 (the
/// window starts inside a split, two splits are empty), then the combine with sink logits on
/// partials from a host run of that split.
fn attention_ext_cases(rng: &mut Rng) -> Vec<Case> {
    let (n_head, n_head_kv, dim, n_kv, chunk) = (8usize, 2usize, 64usize, 300usize, 64usize);
    let window = 100i32;
    let n_split = n_kv.div_ceil(chunk);
    let q = rng.vec(n_head * dim);
    let kf = rng.vec(n_kv * n_head_kv * dim);
    let vf = rng.vec(n_kv * n_head_kv * dim);
    let sinks = rng.vec(n_head);
    let mut args = split_list(
        [
            A::In(f32buf(&q)),
            A::In(Buf::from_f16(&kf)),
            A::In(Buf::from_f16(&vf)),
        ],
        (n_head, n_head_kv, dim),
        (n_kv, chunk, n_split),
        f32::NAN,
    );
    args.push(A::I(window));
    let split = Case {
        kind: KernelKind::AttnSplitWindow(KvCode::F16),
        grid: [n_head as u32, n_split as u32, 1],
        args,
        extra: vec![],
    };
    let mut po = f32buf(&vec![0.0; n_head * n_split * dim]);
    let mut pml = f32buf(&vec![0.0; n_head * n_split * 2]);
    let (mut qb, mut kb, mut vb) = (f32buf(&q), Buf::from_f16(&kf), Buf::from_f16(&vf));
    let mut nkv = Buf::from_i32(&[n_kv as i32]);
    let r = with_host_kernel(&KernelKind::AttnSplitWindow(KvCode::F16), |k| {
        let mut args = split_host_args(
            [&mut po, &mut pml, &mut qb, &mut kb, &mut vb, &mut nkv],
            (n_head, n_head_kv, dim),
            (chunk, n_split),
        );
        args.push(HostArg::I32(window));
        // SAFETY: buffers sized for the launch above.
        unsafe { k.launch([n_head as u32, n_split as u32, 1], &args) }
    });
    assert!(
        matches!(r, Ok(Ok(()))),
        "host windowed attention split failed"
    );
    let combine = Case {
        kind: KernelKind::AttnCombineSinks,
        grid: [n_head as u32, 1, 1],
        args: vec![
            A::Out(f32buf(&vec![f32::NAN; n_head * dim]), "f32"),
            A::In(po),
            A::In(pml),
            A::I(dim as i32),
            A::I(n_split as i32),
            A::In(Buf::from_i32(&[n_kv as i32])),
            A::I(chunk as i32),
            A::In(f32buf(&sinks)),
        ],
        extra: vec![],
    };
    vec![split, combine]
}
