//! Matvec throughput per weight type against the memory bandwidth of the same machine.
//!
//! For every type and shape (a 4096×4096 matrix and an expert-shaped 768×2048 one, i.e. 768 rows
//! of 2048), the bench measures GB/s of **weight bytes** streamed by
//! `strata_runtime::cpu::CpuPool::matvec` on one thread and on all threads, beside a memcpy of
//! the same bytes on one thread and on all threads (each thread copying its share, as the matvec
//! splits its rows) in the same run. The bench is DRAM-bound by construction: every iteration
//! works on the next of a rotating set of distinct matrices (and distinct memcpy destinations)
//! whose total, the working set, is far above the last-level cache, so no iteration finds its
//! bytes in cache from the previous one.
//!
//! At the end it prints a summary table (medians of criterion's samples, GiB/s) with the ratio
//! all-thread matvec ÷ all-thread memcpy, and writes it to `$STRATA_QBENCH_SUMMARY` if set.
//!
//! Environment:
//! * `STRATA_QBENCH_WORKSET_MIB` — the working set per (type, shape) in MiB (default 1024; the
//!   device host has 300 MiB of L3, so keep it at several times the L3 size);
//! * `STRATA_QBENCH_THREADS` — "all threads" (default: every available core);
//! * `STRATA_QBENCH_SUMMARY` — a file for the summary table.
//!
//! Run: `cargo bench -p strata-benches --bench quant_matvec` (add `-- Q4_K` to filter).

use criterion::{BenchmarkId, Criterion, Throughput};
use std::collections::BTreeMap;
use std::hint::black_box;
use std::sync::Mutex;
use std::time::{Duration, Instant};
use strata_ir::GgmlType;
use strata_runtime::cpu::{CpuPool, Isa, MatvecTask, QuantizedActs, RowKernel};

const SAMPLES: usize = 10;

/// Per (group, function): the (iterations, elapsed) of every call criterion made, so the summary
/// can take the median of the last `SAMPLES` (the measurement; earlier calls are the warm-up).
/// (iterations, elapsed) of each call criterion made to one benchmark's routine.
type Calls = Vec<(u64, Duration)>;

static TIMES: Mutex<BTreeMap<(String, String), Calls>> = Mutex::new(BTreeMap::new());

fn record(group: &str, func: &str, iters: u64, t: Duration) {
    let mut m = TIMES.lock().expect("times lock");
    m.entry((group.to_string(), func.to_string()))
        .or_default()
        .push((iters, t));
}

/// Median seconds per iteration over the measured samples of one benchmark.
fn median_secs(v: &[(u64, Duration)]) -> f64 {
    let tail = &v[v.len().saturating_sub(SAMPLES)..];
    let mut per: Vec<f64> = tail
        .iter()
        .map(|(i, t)| t.as_secs_f64() / (*i).max(1) as f64)
        .collect();
    per.sort_by(f64::total_cmp);
    per[per.len() / 2]
}

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

fn env_usize(name: &str) -> Option<usize> {
    std::env::var(name).ok().and_then(|v| v.trim().parse().ok())
}

/// Copies `src` into `dst` in `parts` contiguous shares on `pool` (the same spinning pool the
/// matvec uses, so both pay the same hand-off), one share per thread.
fn par_copy(pool: &CpuPool, parts: usize, src: &[u8], dst: &mut [u8]) {
    let share = src.len().div_ceil(parts).max(1);
    let mut shares: Vec<(&mut [u8], &[u8])> =
        dst.chunks_mut(share).zip(src.chunks(share)).collect();
    pool.for_each(&mut shares, &|(d, s)| d.copy_from_slice(s));
}

fn bench(c: &mut Criterion) {
    let all = env_usize("STRATA_QBENCH_THREADS").unwrap_or_else(|| {
        std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
    });
    let workset = env_usize("STRATA_QBENCH_WORKSET_MIB").unwrap_or(1024) << 20;
    let one = CpuPool::new(1).expect("pool");
    let many = CpuPool::new(all).expect("pool");
    eprintln!(
        "quant_matvec: isa {:?}, all threads = {all}, working set {} MiB per point",
        one.isa(),
        workset >> 20
    );
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
    let shapes = [(4096usize, 4096usize), (768, 2048)];
    // One destination arena for every memcpy, touched once so page faults stay out of the
    // measurement; its size covers the largest point's rotating set.
    let largest = 4096 * 4096 * 4;
    let mut arena = vec![1u8; workset + largest];
    for (n_rows, n) in shapes {
        let x: Vec<f32> = (0..n)
            .map(|i| ((i * 37 % 101) as f32 - 50.0) / 50.0)
            .collect();
        let acts = QuantizedActs::new(&x);
        for ty in types {
            let group = format!("matvec/{}/{n_rows}x{n}", ty.name());
            // Generating 1 GiB per point is slow and pointless when a filter skips it.
            if !c_filter_matches(&group) {
                continue;
            }
            let base = rows(ty, n_rows, n, 0x9e37_79b9 ^ u64::from(ty.id()));
            let bytes = base.len();
            let copies = workset.div_ceil(bytes).max(2);
            let mut set = Vec::with_capacity(copies * bytes);
            for _ in 0..copies {
                set.extend_from_slice(&base);
            }
            drop(base);
            let mut out = vec![0f32; n_rows];
            let mut g = c.benchmark_group(&group);
            g.throughput(Throughput::Bytes(bytes as u64));
            g.sample_size(SAMPLES);
            g.warm_up_time(Duration::from_millis(300));
            g.measurement_time(Duration::from_millis(1500));
            let dst = &mut arena[..copies * bytes];
            for (label, parts) in [("1", 1usize), ("all", all)] {
                let func = format!("memcpy-{label}");
                let mut k = 0usize;
                g.bench_function(BenchmarkId::new("memcpy", label), |b| {
                    b.iter_custom(|iters| {
                        let t0 = Instant::now();
                        for _ in 0..iters {
                            k = (k + 1) % copies;
                            let s = &set[k * bytes..(k + 1) * bytes];
                            let d = &mut dst[k * bytes..(k + 1) * bytes];
                            if parts == 1 {
                                d.copy_from_slice(black_box(s));
                            } else {
                                par_copy(&many, parts, black_box(s), d);
                            }
                            black_box(&d);
                        }
                        let t = t0.elapsed();
                        record(&group, &func, iters, t);
                        t
                    })
                });
            }
            for (label, pool) in [("1", &one), ("all", &many)] {
                let func = format!("matvec-{label}");
                let mut k = 0usize;
                g.bench_function(BenchmarkId::new("threads", label), |b| {
                    b.iter_custom(|iters| {
                        let t0 = Instant::now();
                        for _ in 0..iters {
                            k = (k + 1) % copies;
                            let task = [MatvecTask {
                                ty,
                                weights: &set[k * bytes..(k + 1) * bytes],
                                acts: &acts,
                                out_offset: 0,
                            }];
                            pool.matvec(black_box(&task), &mut out).expect("matvec");
                            black_box(&out);
                        }
                        let t = t0.elapsed();
                        record(&group, &func, iters, t);
                        t
                    })
                });
            }
            g.finish();
            summary_row(&group, bytes, copies);
        }
    }
    finish_summary(all, workset);
}

/// Whether criterion's command-line filter (the first free argument) selects `group`.
fn c_filter_matches(group: &str) -> bool {
    let filter = std::env::args()
        .skip(1)
        .find(|a| !a.starts_with('-') && a != "bench");
    filter.is_none_or(|f| group.contains(&f))
}

static ROWS: Mutex<Vec<String>> = Mutex::new(Vec::new());

fn summary_row(group: &str, bytes: usize, copies: usize) {
    let m = TIMES.lock().expect("times lock");
    let gib = |f: &str| {
        m.get(&(group.to_string(), f.to_string()))
            .filter(|v| !v.is_empty())
            .map(|v| bytes as f64 / median_secs(v) / f64::from(1u32 << 30))
    };
    let cell = |v: Option<f64>| v.map_or("-".to_string(), |g| format!("{g:.2}"));
    let (c1, ca, m1, ma) = (
        gib("memcpy-1"),
        gib("memcpy-all"),
        gib("matvec-1"),
        gib("matvec-all"),
    );
    let ratio = match (ma, ca) {
        (Some(m), Some(c)) => format!("{:.0} %", 100.0 * m / c),
        _ => "-".to_string(),
    };
    let mut parts = group.split('/').skip(1);
    let (ty, shape) = (parts.next().unwrap_or(""), parts.next().unwrap_or(""));
    let line = format!(
        "| {ty} | {shape} | {:.2} | {copies} | {} | {} | {} | {} | {ratio} |",
        bytes as f64 / f64::from(1u32 << 20),
        cell(c1),
        cell(m1),
        cell(ca),
        cell(ma),
    );
    eprintln!("{line}");
    ROWS.lock().expect("rows lock").push(line);
}

fn finish_summary(all: usize, workset: usize) {
    let rows = ROWS.lock().expect("rows lock");
    if rows.is_empty() {
        return;
    }
    let mut s = format!(
        "GiB/s of weight bytes, median of {SAMPLES} samples; working set {} MiB per point; all = {all} threads\n\n\
         | type | shape | MiB/matrix | matrices | memcpy 1 | matvec 1 | memcpy all | matvec all | matvec all / memcpy all |\n\
         |---|---|---|---|---|---|---|---|---|\n",
        workset >> 20
    );
    for r in rows.iter() {
        s.push_str(r);
        s.push('\n');
    }
    println!("\n{s}");
    if let Ok(path) = std::env::var("STRATA_QBENCH_SUMMARY")
        && let Err(e) = std::fs::write(&path, &s)
    {
        eprintln!("quant_matvec: cannot write {path}: {e}");
    }
}

/// Nanoseconds of CPU time the calling thread has run (`/proc/thread-self/schedstat`), so the
/// per-core kernel speed can be measured on a machine other jobs also load.
fn thread_cpu_ns() -> Option<u64> {
    let s = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    s.split_whitespace().next()?.parse().ok()
}

/// `STRATA_QBENCH_CPU=1`: per-core kernel speed in GiB of weights per CPU-second: the kernel
/// alone (resolved once, called row after row on this thread, no pool hand-off) over a matrix
/// that stays in the core's L2 (256 rows of 2048), timed in this thread's CPU time. It shows
/// what a kernel costs in instructions, independent of DRAM, of the pool and of other load on
/// the machine; the criterion run measures the real, DRAM-bound speed.
fn cpu_time_mode() {
    let isa = Isa::detect();
    let n = 2048;
    let x: Vec<f32> = (0..n)
        .map(|i| ((i * 37 % 101) as f32 - 50.0) / 50.0)
        .collect();
    let acts = QuantizedActs::new(&x);
    let secs = std::env::var("STRATA_QBENCH_CPU_SECS")
        .ok()
        .and_then(|v| v.parse::<f64>().ok())
        .unwrap_or(1.0);
    let filter = std::env::args().skip(1).find(|a| !a.starts_with('-'));
    println!(
        "per-core kernel speed, isa {isa:?}, GiB of weights per CPU-second (L2-resident 256x2048, kernel only)"
    );
    for ty in [
        GgmlType::Q4K,
        GgmlType::Q8_0,
        GgmlType::Iq3Xxs,
        GgmlType::Iq4Xs,
        GgmlType::Q6K,
        GgmlType::Q4_0,
        GgmlType::F16,
        GgmlType::F32,
    ] {
        if filter
            .as_ref()
            .is_some_and(|f| !ty.name().contains(f.as_str()))
        {
            continue;
        }
        let w = rows(ty, 256, n, 0x9e37_79b9 ^ u64::from(ty.id()));
        let k = RowKernel::new(isa, ty).expect("kernel");
        let rb = w.len() / 256;
        let pass = || {
            let mut s = 0f32;
            for row in w.chunks_exact(rb) {
                s += k.dot(black_box(row), &acts).expect("dot");
            }
            black_box(s)
        };
        for _ in 0..20 {
            pass();
        }
        let (Some(c0), t0) = (thread_cpu_ns(), Instant::now()) else {
            println!("no /proc/thread-self/schedstat: cannot measure CPU time");
            return;
        };
        let mut passes = 0u64;
        let cpu = loop {
            for _ in 0..20 {
                pass();
            }
            passes += 20;
            let c = (thread_cpu_ns().unwrap_or(c0) - c0) as f64 * 1e-9;
            if c >= secs {
                break c;
            }
        };
        let gib = (passes as f64 * w.len() as f64) / cpu / f64::from(1u32 << 30);
        println!(
            "{:8} {gib:7.2} GiB/CPU-s  ({passes} passes, {cpu:.2} CPU-s in {:.2} s wall)",
            ty.name(),
            t0.elapsed().as_secs_f64()
        );
    }
}

fn main() {
    if std::env::var_os("STRATA_QBENCH_CPU").is_some() {
        cpu_time_mode();
        return;
    }
    let mut c = Criterion::default()
        .without_plots()
        .nresamples(10_000)
        .configure_from_args();
    bench(&mut c);
    c.final_summary();
}
