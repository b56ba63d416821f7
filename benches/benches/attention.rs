//! CPU attention over a long context (issue 15, items 3 and 4): one thread, one layer of
//! Qwen3-30B-style heads (32 query heads over 4 KV heads of 128) against an f16 or q8 cache of
//! 2048 positions. `decode`: the 32 heads of one decode token ([`ops::attend`] per head);
//! `prompt tile`: [`ops::attend_tiled`] for 32 queries of one head at the end of the context;
//! `prompt tile (grouped)`: [`ops::attend_tiled_group`] for 32 tokens × the 8 query heads of one
//! KV head there (the tiled prompt path's work item; 8× the queries of `prompt tile`).
//!
//! Run: `cargo bench -p strata-benches --bench attention`.

use criterion::{Criterion, Throughput};
use std::hint::black_box;
use strata_runtime::exec::ops::{self, KvHead};
use strata_runtime::kv::{KvCache, KvType};

fn main() {
    let (nh, nkv, d, n) = (32usize, 4usize, 128usize, 2048usize);
    let row = nkv * d;
    let val = |i: usize| ((i * 2_654_435_761) % 2001) as f32 / 1000.0 - 1.0;
    let mut c = Criterion::default()
        .sample_size(20)
        .warm_up_time(std::time::Duration::from_millis(300))
        .measurement_time(std::time::Duration::from_millis(1500))
        .configure_from_args();
    for ty in ["f16", "q8"] {
        let kt = KvType::parse(ty).expect("kv type");
        let mut kv = KvCache::new(kt, 1, row, n);
        for p in 0..n {
            let k: Vec<f32> = (0..row).map(|i| val(p * row + i)).collect();
            let v: Vec<f32> = (0..row).map(|i| val(p * row + i + 7)).collect();
            kv.store(0, p, &k, &v).expect("store");
        }
        let layer = kv.layer(0, n).expect("layer");
        let q: Vec<f32> = (0..nh * d).map(|i| val(i + 3)).collect();
        let mut g = c.benchmark_group(format!("attention kv={ty} ctx={n}"));
        // Throughput in (head, context row) pairs.
        g.throughput(Throughput::Elements((nh * n) as u64));
        g.bench_function("decode (32 heads)", |b| {
            let mut scores = vec![0.0f32; n];
            let mut out = vec![0.0f32; nh * d];
            b.iter(|| {
                for h in 0..nh {
                    let head = KvHead {
                        layer,
                        col: (h / (nh / nkv)) * d,
                        n_ctx: n,
                        first: 0,
                        sink: None,
                    };
                    ops::attend(
                        &q[h * d..(h + 1) * d],
                        head,
                        0.088,
                        &mut scores,
                        &mut out[h * d..(h + 1) * d],
                    );
                }
                black_box(&out);
            })
        });
        g.bench_function("scores only (32 heads)", |b| {
            let mut scores = vec![0.0f32; n];
            b.iter(|| {
                for h in 0..nh {
                    let col = (h / (nh / nkv)) * d;
                    layer.key_scores(0..n, col, &q[h * d..(h + 1) * d], 0.088, &mut scores);
                }
                black_box(&scores);
            })
        });
        g.bench_function("values only (32 heads)", |b| {
            let a: Vec<f32> = (0..n).map(|i| val(i) * 0.001).collect();
            let mut out = vec![0.0f32; d];
            b.iter(|| {
                for h in 0..nh {
                    let col = (h / (nh / nkv)) * d;
                    layer.add_values(0..n, col, &a, &mut out);
                }
                black_box(&out);
            })
        });
        g.bench_function("softmax only (32 rows)", |b| {
            let mut x: Vec<f32> = (0..n).map(|i| val(i) * 4.0).collect();
            b.iter(|| {
                for _ in 0..nh {
                    ops::softmax_sink(&mut x, None);
                }
                black_box(&x);
            })
        });
        let qs: Vec<f32> = (0..32 * d).map(|i| val(i + 5)).collect();
        let pos: Vec<usize> = (n - 32..n).collect();
        let first = vec![0usize; 32];
        g.throughput(Throughput::Elements((32 * n) as u64));
        g.bench_function("prompt tile (32 queries, 1 head)", |b| {
            let mut out = vec![0.0f32; 32 * d];
            b.iter(|| {
                ops::attend_tiled(&qs, &pos, &first, layer, 0, 0.088, None, &mut out);
                black_box(&out);
            })
        });
        let qg: Vec<f32> = (0..32 * 8 * d).map(|i| val(i + 5)).collect();
        g.throughput(Throughput::Elements((32 * 8 * n) as u64));
        g.bench_function("prompt tile (grouped: 32 tokens x 8 heads)", |b| {
            let mut out = vec![0.0f32; 32 * 8 * d];
            b.iter(|| {
                let tile = ops::QueryTile {
                    q: &qg,
                    pos: &pos,
                    first: &first,
                    heads: 8,
                    sinks: None,
                };
                ops::attend_tiled_group(tile, layer, 0, 0.088, &mut out);
                black_box(&out);
            })
        });
        g.finish();
    }
    c.final_summary();
}
