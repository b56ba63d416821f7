//! The threshold of the CPU pool's parallel activation quantization (issue 20, item 5): time of
//! `CpuPool::quantize_batch` with the host thread alone (`ParallelQuant::Off`) and spread over
//! the pool (`ParallelQuant::Above(0)`), for a range of vector counts at the two row lengths a
//! Qwen3-30B-style MoE quantizes (2048 = `n_embd`, the gate/up inputs; 768 = `n_ff_exp`, the
//! down inputs). The smallest count where the pool wins is `cpu::PARALLEL_QUANT_MIN_VECTORS`.
//!
//! Environment: `STRATA_QBENCH_THREADS` — pool threads (default: every physical core).
//!
//! Run: `cargo bench -p strata-benches --bench pool_quant`.

use criterion::{BenchmarkId, Criterion, Throughput};
use std::hint::black_box;
use strata_runtime::cpu::{CpuPool, ParallelQuant};

fn main() {
    let threads = std::env::var("STRATA_QBENCH_THREADS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0);
    let mut seq = CpuPool::new(threads).expect("pool");
    seq.set_parallel_quant(ParallelQuant::Off);
    let mut par = CpuPool::new(threads).expect("pool");
    par.set_parallel_quant(ParallelQuant::Above(0));
    let mut c = Criterion::default()
        .sample_size(20)
        .warm_up_time(std::time::Duration::from_millis(300))
        .measurement_time(std::time::Duration::from_millis(800))
        .configure_from_args();
    for k in [768usize, 2048] {
        let mut g = c.benchmark_group(format!("quantize k={k} threads={}", par.threads()));
        for vectors in [2usize, 4, 8, 16, 32, 64, 128, 512, 2048] {
            let x: Vec<f32> = (0..vectors * k)
                .map(|i| ((i * 2_654_435_761) % 2001) as f32 / 1000.0 - 1.0)
                .collect();
            g.throughput(Throughput::Elements(vectors as u64));
            for (name, pool) in [("host", &seq), ("pool", &par)] {
                g.bench_with_input(BenchmarkId::new(name, vectors), &x, |b, x| {
                    b.iter(|| black_box(pool.quantize_batch(&[(x, k)]).expect("quantize")))
                });
            }
        }
        g.finish();
    }
    c.final_summary();
}
