//! `strata-rt tune-gemm`: measures the BLAS library's candidate algorithms for every prompt
//! GEMM shape a plan lists and writes the fastest per (shape, token count) as a calibration
//! table (`STRATA_HIPBLASLT_TUNING_V1 <arch> <library version>`) that
//! `stratac compile --arch <arch> --calibration FILE` reads.
//!
//! Per distinct `(dtype, N, K, ldy)` of the plan's picks for the device's arch and per
//! `--tokens` count T: A `[T×K]` and B `[N×K]` get seeded random values in [-1, 1), the
//! library's default (heuristic) algorithm computes the reference C, and each candidate of the
//! library's list is first run into a C whose every element (the `ldy` padding included) and a
//! canary after it hold a sentinel bit pattern: it counts only if its relative L2 error against
//! the reference is ≤ 1e-4, the padding and the canary still hold the sentinel, and every
//! output is finite. Then it is timed (CUDA/HIP events, the median of `--reps` runs after one
//! warm-up) and the fastest is written. Calibration never changes results beyond the library's
//! own tolerance; this check is what holds a table to that.
//!
//! Only f16 shapes are tuned (the drivers' GEMMs take f16 or f32 operands; a bf16 weight's
//! shapes are listed as skipped). Exit codes: 0 with a table written; 1 for a plan that cannot
//! be read or lists no shape for the device, or a device that cannot be opened (a machine
//! without a GPU gets one `error:` line); 2 for usage errors.

use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::path::PathBuf;

use anyhow::{Context, bail};
use clap::Args;
use half::f16;
use strata_calibration::{Dtype, MAGIC, Shape, Table, table_id};
use strata_ir::plan::Plan;
use strata_runtime::device::driver::{DevPtr, Driver, EventId, PinnedId, StreamId};
use strata_runtime::device::ledger::{Charge, Ledger, LedgerConfig};
use strata_runtime::device::spec::DeviceSpec;
use strata_runtime::device::{GemmAlgo, GemmShape, GemmType};
use strata_runtime::exec::gpu::gemm::GemmPicker;

/// Relative L2 error a candidate may have against the default algorithm.
pub const MAX_REL_L2: f64 = 1e-4;
/// f32 words after C that must stay untouched.
const CANARY_WORDS: usize = 256;
/// A quiet NaN with a payload no GEMM produces: the sentinel of untouched memory.
const SENTINEL: u32 = 0x7fc0_5a17;
/// Host staging buffer for uploads and readbacks.
const STAGING_BYTES: usize = 64 << 20;

#[derive(Args)]
pub struct TuneGemmArgs {
    /// The plan written by `stratac compile` (its GEMM list; no GGUF is read).
    plan: PathBuf,
    /// GPU to tune on: cuda:N or hip:N.
    #[arg(long, default_value = "cuda:0", value_parser = parse_gpu)]
    device: DeviceSpec,
    /// Token counts to tune at (the table's T_bucket column).
    #[arg(long, value_delimiter = ',', default_value = "128,512,2048")]
    tokens: Vec<u32>,
    /// Where to write the table.
    #[arg(short = 'o', long = "output", required_unless_present = "check")]
    output: Option<PathBuf>,
    /// Instead of tuning: for every row of this table (for the device's arch and loaded
    /// library), run the GEMM through the runtime's `GemmPicker` with the recorded solution and
    /// with the heuristic, and report both times and their relative L2 difference (exit 1 when
    /// a row does not resolve to its solution or differs by more than 1e-4).
    #[arg(long, value_name = "TABLE", conflicts_with = "output")]
    check: Option<PathBuf>,
    /// Most candidates asked of the library per shape.
    #[arg(long, default_value_t = 32)]
    max_candidates: usize,
    /// Timed runs per candidate (the median is kept).
    #[arg(long, default_value_t = 5)]
    reps: usize,
    /// BLAS workspace in MiB (at most 32, DESIGN.md's limit).
    #[arg(long, default_value_t = 32)]
    workspace_mib: u64,
    /// VRAM budget in MiB for the tuner's buffers.
    #[arg(long, default_value_t = 10240)]
    vram_budget_mib: u64,
}

fn parse_gpu(s: &str) -> Result<DeviceSpec, String> {
    match s.parse::<DeviceSpec>().map_err(|e| e.to_string())? {
        d @ (DeviceSpec::Cuda(_) | DeviceSpec::Hip(_)) => Ok(d),
        d => Err(format!("tune-gemm needs a GPU (cuda:N or hip:N), not {d}")),
    }
}

/// SplitMix64: seeded, reproducible operand values.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Uniform in [-1, 1).
    fn unit(&mut self) -> f32 {
        ((self.next() >> 40) as f32 / (1u64 << 24) as f32) * 2.0 - 1.0
    }
}

/// `sqrt(Σ (got−want)²) / sqrt(Σ want²)` over the first `n` of each `ld`-long row, in f64.
pub fn rel_l2(got: &[f32], want: &[f32], rows: usize, n: usize, ld: usize) -> f64 {
    let (mut num, mut den) = (0f64, 0f64);
    for r in 0..rows {
        for c in 0..n {
            let i = r * ld + c;
            let (g, w) = (f64::from(got[i]), f64::from(want[i]));
            num += (g - w) * (g - w);
            den += w * w;
        }
    }
    if den == 0.0 {
        if num == 0.0 { 0.0 } else { f64::INFINITY }
    } else {
        (num / den).sqrt()
    }
}

/// Why a candidate's output is refused, or `None` when it passes (see the module docs).
pub fn verdict(
    got: &[f32],
    want: &[f32],
    rows: usize,
    n: usize,
    ld: usize,
    canary: usize,
) -> Option<String> {
    let body = rows * ld;
    if got.len() < body + canary || want.len() < body {
        return Some("output buffer too short".into());
    }
    for r in 0..rows {
        for c in 0..ld {
            let v = got[r * ld + c];
            if c >= n && v.to_bits() != SENTINEL {
                return Some(format!("wrote into the ldy padding (row {r}, column {c})"));
            }
            if c < n && !v.is_finite() {
                return Some(format!("non-finite output at row {r}, column {c}"));
            }
        }
    }
    if let Some(i) = got[body..body + canary]
        .iter()
        .position(|v| v.to_bits() != SENTINEL)
    {
        return Some(format!("wrote {} words past the output", i + 1));
    }
    let e = rel_l2(got, want, rows, n, ld);
    (e.is_nan() || e > MAX_REL_L2).then(|| format!("relative L2 error {e:.3e} > {MAX_REL_L2:e}"))
}

/// The plan's distinct GEMM shapes for `arch`, and the dtypes it skips.
pub fn plan_shapes(plan: &Plan, arch: &str) -> (Vec<Shape>, BTreeSet<String>) {
    let mut shapes = BTreeSet::new();
    let mut skipped = BTreeSet::new();
    for g in plan.gemms.iter().filter(|g| g.target == arch) {
        match Dtype::from_name(&g.dtype) {
            Some(Dtype::F16) => {
                shapes.insert(Shape {
                    dtype: Dtype::F16,
                    n: g.n,
                    k: g.k,
                    ldy: g.ldy,
                });
            }
            _ => {
                skipped.insert(format!("{} N={} K={} ldy={}", g.dtype, g.n, g.k, g.ldy));
            }
        }
    }
    (shapes.into_iter().collect(), skipped)
}

/// One row of the table: the fastest candidate of a (shape, T).
pub struct Row {
    pub shape: Shape,
    pub tokens: u32,
    pub solution: i64,
    pub best_us: f64,
    pub heuristic_us: f64,
    pub candidates: usize,
    pub passed: usize,
    /// Largest relative L2 difference to the default algorithm among the passing candidates.
    pub max_rel_l2: f64,
}

/// The table's text: provenance comments, the header, the rows (then re-parsed as a check).
pub fn table_text(arch: &str, version: u64, device: &str, rows: &[Row]) -> anyhow::Result<String> {
    let mut s = String::new();
    writeln!(
        s,
        "# Prompt-GEMM tuning by `strata-rt tune-gemm` on {device} ({arch})."
    )?;
    writeln!(
        s,
        "# Library version {version}; solution ids in the driver's encoding (cuBLASLt: device::blas, v1)."
    )?;
    writeln!(
        s,
        "# Each row's candidate matched the library's default algorithm (relative L2 <= {MAX_REL_L2:e}, no write past the output) before it was timed."
    )?;
    writeln!(s, "{MAGIC} {arch} {version}")?;
    for r in rows {
        writeln!(
            s,
            "# {} candidates, {} passed (max relative L2 {:.1e}); heuristic {:.2} us, best {:.2} us ({:.2}x)",
            r.candidates,
            r.passed,
            r.max_rel_l2,
            r.heuristic_us,
            r.best_us,
            r.heuristic_us / r.best_us
        )?;
        writeln!(
            s,
            "{} {} {} {} {} {}",
            r.shape.dtype, r.shape.n, r.shape.k, r.shape.ldy, r.tokens, r.solution
        )?;
    }
    Table::parse(&s).context("the written table does not parse (a bug)")?;
    Ok(s)
}

/// Device buffers and staging for one run.
struct Bench<'a> {
    d: &'a mut dyn Driver,
    ledger: &'a Ledger,
    stream: StreamId,
    staging: PinnedId,
    allocs: Vec<(DevPtr, Charge)>,
    start: EventId,
    end: EventId,
}

impl Bench<'_> {
    fn alloc(&mut self, bytes: u64, what: &str) -> anyhow::Result<DevPtr> {
        let charge = self.ledger.charge(bytes.max(1), what)?;
        let p = self.d.alloc(&charge)?;
        self.allocs.push((p, charge));
        Ok(p)
    }

    fn free_all(&mut self) -> anyhow::Result<()> {
        for (p, charge) in self.allocs.drain(..) {
            self.d.free(p)?;
            drop(charge);
        }
        Ok(())
    }

    /// Uploads `len` bytes produced chunk by chunk by `fill(offset, chunk)`.
    fn upload(
        &mut self,
        dst: DevPtr,
        len: usize,
        mut fill: impl FnMut(usize, &mut [u8]),
    ) -> anyhow::Result<()> {
        let mut off = 0;
        while off < len {
            let n = (len - off).min(STAGING_BYTES);
            fill(off, &mut self.d.pinned(self.staging)?[..n]);
            self.d
                .copy_to_device(dst + off as u64, self.staging, 0, n, self.stream)?;
            self.d.synchronize(self.stream)?;
            off += n;
        }
        Ok(())
    }

    fn download_f32(&mut self, src: DevPtr, words: usize) -> anyhow::Result<Vec<f32>> {
        let mut out = Vec::with_capacity(words);
        let len = words * 4;
        let mut off = 0;
        while off < len {
            let n = (len - off).min(STAGING_BYTES);
            self.d
                .copy_to_host(self.staging, 0, src + off as u64, n, self.stream)?;
            self.d.synchronize(self.stream)?;
            let buf = &self.d.pinned(self.staging)?[..n];
            out.extend(
                buf.chunks_exact(4)
                    .map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]])),
            );
            off += n;
        }
        Ok(out)
    }

    fn fill_sentinel(&mut self, dst: DevPtr, words: usize) -> anyhow::Result<()> {
        let pat = SENTINEL.to_le_bytes();
        self.upload(dst, words * 4, |_, chunk| {
            for w in chunk.chunks_exact_mut(4) {
                w.copy_from_slice(&pat);
            }
        })
    }

    /// Median device time in microseconds of `reps` launches after one warm-up.
    #[allow(clippy::too_many_arguments)]
    fn time(
        &mut self,
        s: &GemmShape,
        c: DevPtr,
        a: DevPtr,
        b: DevPtr,
        algo: GemmAlgo,
        reps: usize,
    ) -> anyhow::Result<f64> {
        self.d.gemm(s, c, a, b, 0.0, algo, self.stream)?;
        let mut t = Vec::with_capacity(reps);
        for _ in 0..reps.max(1) {
            self.d.record_again(self.start, self.stream)?;
            self.d.gemm(s, c, a, b, 0.0, algo, self.stream)?;
            self.d.record_again(self.end, self.stream)?;
            self.d.synchronize(self.stream)?;
            t.push(f64::from(self.d.elapsed_ms(self.start, self.end)?) * 1000.0);
        }
        t.sort_by(f64::total_cmp);
        Ok(t[t.len() / 2])
    }
}

fn random_upload(
    bench: &mut Bench<'_>,
    dst: DevPtr,
    elems: usize,
    seed: u64,
) -> anyhow::Result<()> {
    let mut rng = Rng(seed);
    bench.upload(dst, elems * 2, |_, chunk| {
        for h in chunk.chunks_exact_mut(2) {
            h.copy_from_slice(&f16::from_f32(rng.unit()).to_le_bytes());
        }
    })
}

pub fn run(args: &TuneGemmArgs) -> anyhow::Result<()> {
    if args.tokens.is_empty() || args.tokens.contains(&0) {
        bail!("--tokens needs one or more counts > 0");
    }
    if args.workspace_mib > 32 {
        bail!(
            "--workspace-mib {} is over the 32 MiB limit",
            args.workspace_mib
        );
    }
    let plan = Plan::read(&args.plan).with_context(|| format!("plan {}", args.plan.display()))?;
    let mut driver = strata_runtime::device::open(args.device)?;
    let arch = driver.info().arch.clone();
    let device_name = format!("{} ({})", driver.info().name, driver.info().spec);
    let (shapes, skipped) = plan_shapes(&plan, &arch);
    for s in &skipped {
        tracing::warn!("skipping {s}: only f16 GEMMs are tuned");
    }
    if shapes.is_empty() {
        bail!(
            "plan {} lists no f16 prompt GEMM for {arch} (compiled for {}); compile it with \
             `--arch {arch}`",
            args.plan.display(),
            plan.targets.join(",")
        );
    }
    let version = driver.gemm_library_version()?;
    let ledger = Ledger::new(LedgerConfig::with_budget_mib(args.vram_budget_mib))?;
    let stream = driver.create_stream()?;
    let staging = driver.alloc_pinned(STAGING_BYTES)?;
    let start = driver.create_timing_event()?;
    let end = driver.create_timing_event()?;
    let mut bench = Bench {
        d: driver.as_mut(),
        ledger: &ledger,
        stream,
        staging,
        allocs: Vec::new(),
        start,
        end,
    };
    let ws_bytes = args.workspace_mib << 20;
    let ws = bench.alloc(ws_bytes, "GEMM workspace")?;
    bench.d.set_gemm_workspace(ws, ws_bytes)?;
    let ws_charge = bench.allocs.pop();
    if let Some(path) = &args.check {
        let r = check_table(&mut bench, path, &arch, version, args.reps);
        bench.free_all()?;
        if let Some((p, charge)) = ws_charge {
            bench.d.free(p)?;
            drop(charge);
        }
        return r;
    }
    let output = args
        .output
        .as_deref()
        .context("-o FILE is required when tuning")?;
    eprintln!(
        "tune-gemm: {} shapes x {} token counts on {device_name}, library version {version}",
        shapes.len(),
        args.tokens.len()
    );
    let mut rows = Vec::new();
    let max_t = args.tokens.iter().copied().max().unwrap_or(1) as usize;
    for (si, shape) in shapes.iter().enumerate() {
        let (n, k, ldy) = (shape.n as usize, shape.k as usize, shape.ldy as usize);
        let a = bench.alloc((max_t * k * 2) as u64, "tuner A")?;
        let b = bench.alloc((n * k * 2) as u64, "tuner B")?;
        let c_words = max_t * ldy + CANARY_WORDS;
        let c = bench.alloc((c_words * 4) as u64, "tuner C")?;
        random_upload(&mut bench, a, max_t * k, 0x5eed ^ si as u64)?;
        random_upload(&mut bench, b, n * k, 0xb0b ^ (si as u64) << 8)?;
        for &t in &args.tokens {
            let gs = GemmShape {
                m: t,
                n: u32::try_from(n)?,
                k: u32::try_from(k)?,
                ab_type: GemmType::F16,
                lda: u32::try_from(k)?,
                ldb: u32::try_from(k)?,
                ldc: u32::try_from(ldy)?,
            };
            let words = t as usize * ldy + CANARY_WORDS;
            bench.fill_sentinel(c, words)?;
            bench
                .d
                .gemm(&gs, c, a, b, 0.0, GemmAlgo::Heuristic, stream)
                .with_context(|| format!("the default algorithm for {shape:?} at T={t}"))?;
            bench.d.synchronize(stream)?;
            let want = bench.download_f32(c, words)?;
            if let Some(why) = verdict(&want, &want, t as usize, n, ldy, CANARY_WORDS) {
                bail!("the library's default algorithm for {shape:?} at T={t}: {why}");
            }
            let heuristic_us = bench.time(&gs, c, a, b, GemmAlgo::Heuristic, args.reps)?;
            let cands = bench.d.gemm_candidates(&gs, args.max_candidates)?;
            let mut best: Option<(f64, i64)> = None;
            let mut passed = 0;
            let mut max_rel = 0f64;
            for &id in &cands {
                let algo = GemmAlgo::Solution(id);
                bench.fill_sentinel(c, words)?;
                if let Err(e) = bench
                    .d
                    .gemm(&gs, c, a, b, 0.0, algo, stream)
                    .and_then(|()| bench.d.synchronize(stream))
                {
                    tracing::info!("candidate {id}: {e}");
                    continue;
                }
                let got = bench.download_f32(c, words)?;
                if let Some(why) = verdict(&got, &want, t as usize, n, ldy, CANARY_WORDS) {
                    tracing::warn!("N={n} K={k} T={t}: candidate {id} refused: {why}");
                    continue;
                }
                passed += 1;
                max_rel = max_rel.max(rel_l2(&got, &want, t as usize, n, ldy));
                let us = bench.time(&gs, c, a, b, algo, args.reps)?;
                if best.is_none_or(|(b, _)| us < b) {
                    best = Some((us, id));
                }
            }
            match best {
                Some((us, id)) => {
                    eprintln!(
                        "  f16 N={n} K={k} ldy={ldy} T={t}: {passed}/{} candidates pass (max \
                         relative L2 {max_rel:.1e}); heuristic {heuristic_us:.2} us, best \
                         {us:.2} us (solution {id})",
                        cands.len()
                    );
                    rows.push(Row {
                        shape: *shape,
                        tokens: t,
                        solution: id,
                        best_us: us,
                        heuristic_us,
                        candidates: cands.len(),
                        passed,
                        max_rel_l2: max_rel,
                    });
                }
                None => eprintln!(
                    "  f16 N={n} K={k} ldy={ldy} T={t}: no candidate passed of {}; no row \
                     (the heuristic stays)",
                    cands.len()
                ),
            }
        }
        bench.free_all()?;
        // The table so far after every shape, so an interrupted run keeps what it measured.
        write_table(output, &arch, version, &device_name, &rows)?;
    }
    if let Some((p, charge)) = ws_charge {
        bench.d.free(p)?;
        drop(charge);
    }
    write_table(output, &arch, version, &device_name, &rows)?;
    eprintln!("wrote {} rows to {}", rows.len(), output.display());
    Ok(())
}

fn write_table(
    output: &std::path::Path,
    arch: &str,
    version: u64,
    device: &str,
    rows: &[Row],
) -> anyhow::Result<()> {
    let text = table_text(arch, version, device, rows)?;
    std::fs::write(output, text).with_context(|| format!("writing {}", output.display()))
}

/// `--check TABLE`: every row through `GemmPicker` against the heuristic (see the flag).
fn check_table(
    bench: &mut Bench<'_>,
    path: &std::path::Path,
    arch: &str,
    version: u64,
    reps: usize,
) -> anyhow::Result<()> {
    let bytes = std::fs::read(path).with_context(|| format!("reading {}", path.display()))?;
    let table = Table::parse_bytes(&bytes).with_context(|| format!("table {}", path.display()))?;
    if table.arch != arch {
        bail!(
            "table {} is for {}, the device is {arch}",
            path.display(),
            table.arch
        );
    }
    let rows: Vec<(Shape, u64, u64)> = table.rows().collect();
    let id = table_id(&table.arch, table.library_version, "0000000000000000");
    let mut picker = GemmPicker::from_picks(
        rows.iter()
            .filter_map(|&(s, t, sol)| Some((s, t, Some(i64::try_from(sol).ok()?)))),
        Some(&id),
        arch,
        Some(&version.to_string()),
    );
    if picker.solutions() != rows.len() {
        bail!(
            "table {} was measured with library version {}, {version} is loaded: its solutions \
             do not apply",
            path.display(),
            table.library_version
        );
    }
    let stream = bench.stream;
    let mut bad = 0;
    eprintln!("check: {} rows of {}", rows.len(), path.display());
    for (i, &(shape, t, sol)) in rows.iter().enumerate() {
        let (n, k, ldy, m) = (
            shape.n as usize,
            shape.k as usize,
            shape.ldy as usize,
            t as usize,
        );
        if shape.dtype != Dtype::F16 {
            eprintln!("  {} N={n} K={k}: not f16, skipped", shape.dtype);
            continue;
        }
        let gs = GemmShape {
            m: u32::try_from(t)?,
            n: u32::try_from(n)?,
            k: u32::try_from(k)?,
            ab_type: GemmType::F16,
            lda: u32::try_from(k)?,
            ldb: u32::try_from(k)?,
            ldc: u32::try_from(ldy)?,
        };
        let a = bench.alloc((m * k * 2) as u64, "check A")?;
        let b = bench.alloc((n * k * 2) as u64, "check B")?;
        let words = m * ldy + CANARY_WORDS;
        let c = bench.alloc((words * 4) as u64, "check C")?;
        random_upload(bench, a, m * k, 0xc4ec ^ i as u64)?;
        random_upload(bench, b, n * k, 0xc4ed ^ (i as u64) << 8)?;
        bench.fill_sentinel(c, words)?;
        bench
            .d
            .gemm(&gs, c, a, b, 0.0, GemmAlgo::Heuristic, stream)?;
        bench.d.synchronize(stream)?;
        let want = bench.download_f32(c, words)?;
        let picked = picker.pick(&gs, gs.m);
        bench.fill_sentinel(c, words)?;
        picker.launch(&mut *bench.d, &gs, c, a, b, 0.0, stream)?;
        bench.d.synchronize(stream)?;
        let got = bench.download_f32(c, words)?;
        let err = rel_l2(&got, &want, m, n, ldy);
        let why = verdict(&got, &want, m, n, ldy, CANARY_WORDS);
        let heur_us = bench.time(&gs, c, a, b, GemmAlgo::Heuristic, reps)?;
        let tuned_us = bench.time(&gs, c, a, b, picked, reps)?;
        let resolved = picked == GemmAlgo::Solution(i64::try_from(sol)?);
        if !resolved || why.is_some() {
            bad += 1;
        }
        eprintln!(
            "  f16 N={n} K={k} ldy={ldy} T={t}: picker {picked:?}{}; relative L2 to the \
             heuristic {err:.2e}{}; heuristic {heur_us:.2} us, table {tuned_us:.2} us ({:.2}x)",
            if resolved {
                ""
            } else {
                " (NOT the table's solution)"
            },
            why.map(|w| format!(" REFUSED: {w}")).unwrap_or_default(),
            heur_us / tuned_us
        );
        bench.free_all()?;
    }
    if bad > 0 {
        bail!("{bad} of {} rows failed the check", rows.len());
    }
    eprintln!(
        "check: all {} rows resolve to their solution and match the heuristic",
        rows.len()
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn verdicts() {
        let s = f32::from_bits(SENTINEL);
        // 2 rows, n = 2, ld = 3, canary 2.
        let want = vec![1.0, 2.0, s, 3.0, 4.0, s];
        let mut got = want.clone();
        got.extend([s, s]);
        assert_eq!(verdict(&got, &want, 2, 2, 3, 2), None);
        let mut near = got.clone();
        near[0] = 1.0 + 1e-6;
        assert_eq!(verdict(&near, &want, 2, 2, 3, 2), None);
        let mut far = got.clone();
        far[0] = 1.01;
        assert!(
            verdict(&far, &want, 2, 2, 3, 2)
                .unwrap()
                .contains("relative L2")
        );
        let mut pad = got.clone();
        pad[2] = 0.0;
        assert!(
            verdict(&pad, &want, 2, 2, 3, 2)
                .unwrap()
                .contains("padding")
        );
        let mut canary = got.clone();
        canary[7] = 0.0;
        assert!(
            verdict(&canary, &want, 2, 2, 3, 2)
                .unwrap()
                .contains("past the output")
        );
        let mut nan = got.clone();
        nan[4] = f32::NAN;
        assert!(
            verdict(&nan, &want, 2, 2, 3, 2)
                .unwrap()
                .contains("non-finite")
        );
        assert!(verdict(&got[..6], &want, 2, 2, 3, 2).is_some());
    }

    #[test]
    fn rel_l2_is_relative() {
        let want = [3.0f32, 4.0];
        assert_eq!(rel_l2(&want, &want, 1, 2, 2), 0.0);
        assert!((rel_l2(&[3.0, 4.5], &want, 1, 2, 2) - 0.1).abs() < 1e-12);
        assert_eq!(rel_l2(&[0.0], &[0.0], 1, 1, 1), 0.0);
        assert!(rel_l2(&[1.0], &[0.0], 1, 1, 1).is_infinite());
    }

    #[test]
    fn tables_parse_and_carry_the_rows() {
        let shape = Shape {
            dtype: Dtype::F16,
            n: 4096,
            k: 2048,
            ldy: 4096,
        };
        let rows = [Row {
            shape,
            tokens: 512,
            solution: (1 << 59) | 66,
            best_us: 10.0,
            heuristic_us: 12.5,
            candidates: 20,
            passed: 19,
            max_rel_l2: 3e-7,
        }];
        let text = table_text("sm_90", 1300100, "H200 (cuda:0)", &rows).unwrap();
        let t = Table::parse(&text).unwrap();
        assert_eq!(t.arch, "sm_90");
        assert_eq!(t.library_version, 1300100);
        assert_eq!(t.select(shape, 512), Some((1 << 59) | 66));
        assert!(text.contains("1.25x"));
    }

    #[test]
    fn rng_is_in_range() {
        let mut r = Rng(1);
        for _ in 0..10_000 {
            let v = r.unit();
            assert!((-1.0..1.0).contains(&v));
        }
    }
}
