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
use strata_kernels_gen::lower::compile;
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
        KernelKind::Matvec(ty) => {
            let (rows, cols) = (37, col_unit(ty) * 8);
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
        KernelKind::MoeMatvec(ty) => {
            let (rows, cols, n_slots) = (19, col_unit(ty) * 4, 5);
            let sel = [3i32, -1, 0, 4, 1, 3];
            let extra: Vec<Buf> = (0..n_slots)
                .map(|_| Buf::from_bytes(&random_weights(ty, rows, cols, rng)))
                .collect();
            let n_sel = sel.len();
            Case {
                kind,
                grid: kind.grid(CostShape {
                    m: rows as u64,
                    n: cols as u64,
                    k: n_sel as u64,
                }),
                args: vec![
                    A::Out(f32buf(&vec![777.0; rows * n_sel]), "f32"),
                    A::Table((0..n_slots).collect()),
                    A::In(Buf::from_i32(&sel)),
                    A::In(f32buf(&rng.vec(cols * n_sel))),
                    A::I(rows as i32),
                    A::I(cols as i32),
                    A::I(cols as i32),
                ],
                extra,
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
        KernelKind::KvStore => {
            let (row, n_ctx, pos) = (300usize, 5usize, 3i32);
            Case {
                kind,
                grid: kind.grid(CostShape {
                    m: row as u64,
                    n: 0,
                    k: 0,
                }),
                args: vec![
                    A::Out(Buf::from_bytes(&vec![0xAB; 2 * row * n_ctx]), "u16"),
                    A::Out(Buf::from_bytes(&vec![0xCD; 2 * row * n_ctx]), "u16"),
                    A::In(f32buf(&rng.vec(row))),
                    A::In(f32buf(&rng.vec(row))),
                    A::In(Buf::from_i32(&[pos])),
                    A::I(row as i32),
                ],
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
        KernelKind::AttnSplit | KernelKind::AttnCombine => unreachable!("attention is a pair"),
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
        .filter(|k| !matches!(k, KernelKind::AttnSplit | KernelKind::AttnCombine))
        .map(|k| case_for(k, &mut rng))
        .collect();
    cases.extend(attention_cases(&mut rng));
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
    write!(manifest, "\n],\"kernels\":[{kernels_json}],\"bench\":[")?;
    // Bandwidth runs: big enough that the weights are several times the H200's 60 MB L2.
    let mut bench = Vec::new();
    for ty in [
        GgmlType::Q8_0,
        GgmlType::Q4K,
        GgmlType::Q6K,
        GgmlType::Iq3Xxs,
        GgmlType::Iq3S,
        GgmlType::Iq4Xs,
        GgmlType::F16,
    ] {
        let (rows, cols) = (16384u64, 8192u64);
        let kind = KernelKind::Matvec(ty);
        let wbytes = rows * cols / ty.block_size() as u64 * ty.type_size() as u64;
        let g = kind.grid(CostShape {
            m: rows,
            n: cols,
            k: 0,
        });
        bench.push(format!(
            "{{\"kernel\":\"{}\",\"type\":\"{}\",\"rows\":{rows},\"cols\":{cols},\"wbytes\":{wbytes},\"grid\":[{},{},{}],\"block\":{},\"scale_offsets\":{}}}",
            kind.name(),
            ty.name(),
            g[0],
            g[1],
            g[2],
            kind.sig().block_dim,
            match ty {
                GgmlType::Q8_0 | GgmlType::Iq3Xxs | GgmlType::Iq3S | GgmlType::Iq4Xs => "[0]",
                GgmlType::Q4K => "[0,2]",
                GgmlType::Q6K => "[208]",
                _ => "[]",
            }
        ));
    }
    writeln!(manifest, "{}]}}", bench.join(",\n"))?;
    std::fs::write(out.join("manifest.json"), manifest)?;
    eprintln!("wrote {}", out.display());
    Ok(())
}

/// Attention runs as split then combine; the combine's inputs are the split's host outputs.
fn attention_cases(rng: &mut Rng) -> Vec<Case> {
    let (n_head, n_head_kv, dim, n_kv, chunk) = (8usize, 2usize, 128usize, 300usize, 64usize);
    let n_split = n_kv.div_ceil(chunk);
    let q = rng.vec(n_head * dim);
    let kf = rng.vec(n_kv * n_head_kv * dim);
    let vf = rng.vec(n_kv * n_head_kv * dim);
    let split = Case {
        kind: KernelKind::AttnSplit,
        grid: [n_head as u32, n_split as u32, 1],
        args: vec![
            A::Out(f32buf(&vec![f32::NAN; n_head * n_split * dim]), "f32"),
            A::Out(f32buf(&vec![f32::NAN; n_head * n_split * 2]), "f32"),
            A::In(f32buf(&q)),
            A::In(Buf::from_f16(&kf)),
            A::In(Buf::from_f16(&vf)),
            A::I(n_head as i32),
            A::I(n_head_kv as i32),
            A::I(dim as i32),
            A::In(Buf::from_i32(&[n_kv as i32])),
            A::I(chunk as i32),
            A::I(n_split as i32),
            A::F(1.0 / (dim as f32).sqrt()),
        ],
        extra: vec![],
    };
    // The combine's inputs: partials from a host run of the split.
    let mut po = f32buf(&vec![0.0; n_head * n_split * dim]);
    let mut pml = f32buf(&vec![0.0; n_head * n_split * 2]);
    let (mut qb, mut kb, mut vb) = (f32buf(&q), Buf::from_f16(&kf), Buf::from_f16(&vf));
    let mut nkv = Buf::from_i32(&[n_kv as i32]);
    let r = with_host_kernel(&KernelKind::AttnSplit, |k| {
        // SAFETY: buffers sized for the launch above.
        unsafe {
            k.launch(
                [n_head as u32, n_split as u32, 1],
                &[
                    po.ptr(),
                    pml.ptr(),
                    qb.ptr(),
                    kb.ptr(),
                    vb.ptr(),
                    HostArg::I32(n_head as i32),
                    HostArg::I32(n_head_kv as i32),
                    HostArg::I32(dim as i32),
                    nkv.ptr(),
                    HostArg::I32(chunk as i32),
                    HostArg::I32(n_split as i32),
                    HostArg::F32(1.0 / (dim as f32).sqrt()),
                ],
            )
        }
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
        ],
        extra: vec![],
    };
    vec![split, combine]
}
