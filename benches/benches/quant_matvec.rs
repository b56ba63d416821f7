//! Matvec throughput per weight type: GB/s of weight bytes streamed by
//! `strata_runtime::cpu::CpuPool::matvec`, on one thread and on all threads, beside a memcpy of
//! the same number of bytes in the same run (the bandwidth ceiling a memory-bound kernel can
//! approach). Shapes: a 4096×4096 matrix and an expert-shaped 768×2048 one (768 rows of 2048).
//!
//! Run: `cargo bench -p strata-benches --bench quant_matvec` (add `-- Q4_K` to filter).

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;
use std::time::Duration;
use strata_ir::GgmlType;
use strata_runtime::cpu::{CpuPool, MatvecTask, QuantizedActs};

/// Random rows with a moderate f16 scale in every scale field, so the kernels see realistic
/// (finite) numbers; float types are random values in [-1, 1).
fn rows(ty: GgmlType, n_rows: usize, n: usize, seed: u64) -> Vec<u8> {
    let mut s = seed | 1;
    let mut next = move || {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        s
    };
    if !ty.is_quantized() {
        let x: Vec<f32> = (0..n_rows * n)
            .map(|_| (next() % 2000) as f32 / 1000.0 - 1.0)
            .collect();
        return strata_ir::quant::quantize(ty, &x).expect("float types quantize");
    }
    let size = ty.type_size();
    let mut b: Vec<u8> = (0..n_rows * n / ty.block_size() * size)
        .map(|_| next() as u8)
        .collect();
    let fields: &[usize] = match ty {
        GgmlType::Q4K | GgmlType::Q5K => &[0, 2],
        GgmlType::Q6K => &[208],
        _ => &[0],
    };
    for blk in b.chunks_exact_mut(size) {
        for &f in fields {
            blk[f..f + 2].copy_from_slice(&0x2400u16.to_le_bytes());
        }
    }
    b
}

fn bench(c: &mut Criterion) {
    let all = std::thread::available_parallelism().map_or(1, |n| n.get());
    let one = CpuPool::new(1).expect("pool");
    let many = CpuPool::new(all).expect("pool");
    eprintln!("quant_matvec: isa {:?}, all threads = {all}", one.isa());
    let types = [
        GgmlType::Q4K,
        GgmlType::Q8_0,
        GgmlType::Iq3Xxs,
        GgmlType::Iq4Xs,
        GgmlType::Q6K,
        GgmlType::Q4_0,
        GgmlType::F16,
        GgmlType::F32,
    ];
    for (n_rows, n) in [(4096usize, 4096usize), (768, 2048)] {
        let x: Vec<f32> = (0..n)
            .map(|i| ((i * 37 % 101) as f32 - 50.0) / 50.0)
            .collect();
        let acts = QuantizedActs::new(&x);
        for ty in types {
            let w = rows(ty, n_rows, n, 0x9e37_79b9 ^ ty.id() as u64);
            let mut dst = vec![0u8; w.len()];
            let mut out = vec![0f32; n_rows];
            let mut g = c.benchmark_group(format!("matvec/{}/{n_rows}x{n}", ty.name()));
            g.throughput(Throughput::Bytes(w.len() as u64));
            g.sample_size(10);
            g.warm_up_time(Duration::from_millis(300));
            g.measurement_time(Duration::from_secs(1));
            g.bench_function("memcpy", |b| {
                b.iter(|| {
                    dst.copy_from_slice(black_box(&w));
                    black_box(&dst);
                })
            });
            let task = [MatvecTask {
                ty,
                weights: &w,
                acts: &acts,
                out_offset: 0,
            }];
            for (label, pool) in [("1", &one), ("all", &many)] {
                g.bench_with_input(BenchmarkId::new("threads", label), &task, |b, t| {
                    b.iter(|| pool.matvec(black_box(t), &mut out).expect("matvec"))
                });
            }
            g.finish();
        }
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
