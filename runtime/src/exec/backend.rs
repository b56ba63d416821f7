//! Matrix-product backends: the f32 reference and the multi-threaded fast path.

use strata_ir::GgmlType;

use super::ops::dot_f64;
use crate::cpu::{ActsBin, CpuPool, ExpertRows, MatvecTask, QuantizedActs};
use crate::error::RuntimeError;
use crate::loader::WeightView;

/// One weight-by-activations product (see the module docs of [`crate::exec`]).
#[derive(Debug)]
pub struct MatJob<'a> {
    pub w: WeightView<'a>,
    /// First weight row.
    pub row_base: usize,
    /// Number of rows.
    pub n_rows: usize,
    /// Activation rows of `w.row_len()` floats.
    pub x: &'a [f32],
    /// The rows of `x` the job multiplies, in order (`None`: all `t` of them). A routed
    /// expert reads its tokens' rows of the layer's input this way, with no gathered copy, so
    /// the fast backend quantizes each token's row once for every expert it was routed to.
    pub x_rows: Option<&'a [usize]>,
    /// Inputs the job multiplies.
    pub t: usize,
    /// `t · n_rows` results, token-major: `out[i · n_rows + n]` is weight row `row_base + n`
    /// with input `i` (the layout activations have, so results feed the next op as they are).
    pub out: &'a mut [f32],
}

impl MatJob<'_> {
    /// Row of `x` that input `i` reads.
    pub fn x_row(&self, i: usize) -> usize {
        self.x_rows.map_or(i, |r| r[i])
    }

    /// Checks the job's sizes so that the kernels can index without further checks.
    fn check(&self) -> Result<(), RuntimeError> {
        let k = self.w.row_len();
        let bad = |reason: String| RuntimeError::BadTensor {
            name: self.w.name.to_string(),
            reason,
        };
        if self.row_base + self.n_rows > self.w.n_rows() {
            return Err(bad(format!(
                "rows {}..{} requested of {}",
                self.row_base,
                self.row_base + self.n_rows,
                self.w.n_rows()
            )));
        }
        let x_ok = match self.x_rows {
            None => self.x.len() == self.t * k,
            Some(rows) => {
                k > 0
                    && self.x.len().is_multiple_of(k)
                    && rows.len() == self.t
                    && rows.iter().all(|&r| r < self.x.len() / k)
            }
        };
        if !x_ok || self.out.len() != self.n_rows * self.t {
            return Err(bad(format!(
                "activation/output sizes {}/{} do not fit {} rows of {k} for {} tokens",
                self.x.len(),
                self.out.len(),
                self.n_rows,
                self.t
            )));
        }
        if self.w.bytes.len() != self.w.n_rows() * self.w.row_bytes() {
            return Err(bad("byte length does not match the shape".into()));
        }
        Ok(())
    }
}

/// One token's routed experts, for [`Backend::expert_ffn`]: expert `experts[i]`'s gate and up
/// rows `e · n_ff..(e + 1) · n_ff` times `x`, `act(i, gate, up, h)` between them, and its down
/// rows `e · n_out..` times `h` into `out[i · n_out..][..n_out]`.
pub struct ExpertFfnJob<'a> {
    pub gate: WeightView<'a>,
    pub up: WeightView<'a>,
    pub down: WeightView<'a>,
    pub experts: &'a [usize],
    pub n_ff: usize,
    pub n_out: usize,
    /// The token's input, `gate.row_len()` values.
    pub x: &'a [f32],
    pub act: crate::cpu::ExpertActFn<'a>,
    pub out: &'a mut [f32],
}

/// How an executor multiplies by weight matrices.
pub trait Backend: Sync {
    /// Runs every job; jobs are independent.
    fn run(&self, jobs: &mut [MatJob<'_>]) -> Result<(), RuntimeError>;

    /// Calls `f(i, chunk)` for every `chunk`-sized piece `i` of `out`, in parallel when the
    /// backend has threads.
    fn for_chunks(&self, out: &mut [f32], chunk: usize, f: &(dyn Fn(usize, &mut [f32]) + Sync));

    /// [`Backend::for_chunks`] with the threads taking the pieces from the last one down (for
    /// work whose later pieces cost more: handed out first, they leave short ones for the end).
    fn for_chunks_last_first(
        &self,
        out: &mut [f32],
        chunk: usize,
        f: &(dyn Fn(usize, &mut [f32]) + Sync),
    ) {
        self.for_chunks(out, chunk, f);
    }

    /// Threads [`Backend::for_chunks`] spreads over (how finely parallel steps split their
    /// work).
    fn threads(&self) -> usize {
        1
    }

    /// Whether prompt batches of recurrent layers run the chunked form of the gated delta rule
    /// (`exec::recurrent`); the reference backend keeps the token-by-token definition.
    fn chunked_recurrence(&self) -> bool {
        false
    }

    /// Whether prompt batches attend flash-style, a tile of queries against a tile of cache
    /// rows at a time with an online softmax (`exec::graph`); the reference backend keeps one
    /// softmax over the whole context per (token, head), the definition.
    fn tiled_attention(&self) -> bool {
        false
    }

    /// The end of a batch: frees what the backend kept between the calls of one batch (a
    /// decode step keeps nothing of a prompt's).
    fn end_batch(&self) {}

    /// Runs one token's routed experts as one parallel step where the backend can, returning
    /// `Ok(true)`; `Ok(false)` leaves them to the caller, which then runs the products as
    /// [`Backend::run`] jobs (the reference backend keeps that path). Results are those of the
    /// jobs, bit for bit.
    fn expert_ffn(&self, job: ExpertFfnJob<'_>) -> Result<bool, RuntimeError> {
        let _ = job;
        Ok(false)
    }

    /// Runs items `0..n` where item `i` first waits until `counters[c] ≥ need` for
    /// `gate(i) = Some((c, need))` and adds one to `counters[c]` for `done(i) = Some(c)` when it
    /// ends; an item waits only on counters that lower-indexed items add to. Here, one after
    /// the other in index order (so every wait already holds); the fast backend runs them as
    /// one call on its pool ([`crate::cpu::CpuPool::for_each_staged`]).
    fn for_each_staged(
        &self,
        n: usize,
        counters: &[std::sync::atomic::AtomicUsize],
        gate: &(dyn Fn(usize) -> Option<(usize, usize)> + Sync),
        done: &(dyn Fn(usize) -> Option<usize> + Sync),
        f: &(dyn Fn(usize) + Sync),
    ) {
        let _ = gate;
        for i in 0..n {
            f(i);
            if let Some(c) = done(i).and_then(|c| counters.get(c)) {
                c.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            }
        }
    }

    /// Runs `wait` on the calling thread while the backend's idle threads read `regions` into
    /// their caches ([`crate::cpu::CpuPool::touch_while`]); returns the bytes read. Here:
    /// `wait` alone, nothing read.
    fn touch_while(&self, regions: &[&[u8]], wait: &mut dyn FnMut()) -> u64 {
        let _ = regions;
        wait();
        0
    }

    /// Runs `first` and `f` on the calling thread with the results of `first(); f()`; the fast
    /// backend runs `first` inside `f`'s first parallel call, once its threads have started on
    /// that call ([`crate::cpu::CpuPool::with_caller_first`]). Here: `first`, then `f`.
    fn with_caller_first(&self, first: &mut dyn FnMut(), f: &mut dyn FnMut()) {
        first();
        f();
    }

    /// Repacks the matrices of `weights` (`(type, rows, row length)`; they must stay mapped
    /// while the backend runs) for faster one-input products where the backend has a repacked
    /// layout for their type ([`crate::cpu::CpuPool::pack`]); returns the matrices repacked
    /// and the bytes held. Here: nothing.
    fn pack(&mut self, weights: &[(GgmlType, &[u8], usize)]) -> (usize, usize) {
        let _ = weights;
        (0, 0)
    }

    /// Dequantizes row `r` of `w` to f32 (embedding gathers, vectors).
    fn dequant_row(
        &self,
        w: &WeightView<'_>,
        r: usize,
        out: &mut [f32],
    ) -> Result<(), RuntimeError> {
        strata_ir::quant::dequantize(w.ty, w.row(r), out)?;
        Ok(())
    }
}

/// Dequantizes `row_bytes` (one row of `ty`) into `buf`, borrowing F32 rows directly.
fn row_f32<'b>(
    ty: GgmlType,
    row_bytes: &'b [u8],
    buf: &'b mut [f32],
) -> Result<&'b [f32], RuntimeError> {
    if ty == GgmlType::F32 {
        // Weights are 4-byte aligned in every GGUF (data alignment ≥ 32), but take the safe
        // route if a view is not.
        let (pre, mid, post) = unsafe { row_bytes.align_to::<f32>() };
        if pre.is_empty() && post.is_empty() && cfg!(target_endian = "little") {
            return Ok(mid);
        }
    }
    strata_ir::quant::dequantize(ty, row_bytes, buf)?;
    Ok(buf)
}

/// The reference: one thread, f64 accumulation.
#[derive(Debug, Default, Clone, Copy)]
pub struct ReferenceBackend;

impl Backend for ReferenceBackend {
    fn run(&self, jobs: &mut [MatJob<'_>]) -> Result<(), RuntimeError> {
        for job in jobs.iter_mut() {
            job.check()?;
            let k = job.w.row_len();
            let mut buf = vec![0.0f32; k];
            for n in 0..job.n_rows {
                let w = row_f32(job.w.ty, job.w.row(job.row_base + n), &mut buf)?;
                for t in 0..job.t {
                    let r = job.x_row(t);
                    job.out[t * job.n_rows + n] = dot_f64(w, &job.x[r * k..(r + 1) * k]);
                }
            }
        }
        Ok(())
    }

    fn for_chunks(&self, out: &mut [f32], chunk: usize, f: &(dyn Fn(usize, &mut [f32]) + Sync)) {
        out.chunks_mut(chunk.max(1))
            .enumerate()
            .for_each(|(i, c)| f(i, c));
    }
}

/// The fast CPU path: weight products run on the quantization kernels of [`crate::cpu`]
/// (fused dequantize-and-dot against activations quantized per 32 elements, SIMD, one
/// persistent pool; all rows of all jobs of a step go out in one call), and attention runs on the
/// same pool, whose workers stay awake between the steps of a token.
#[derive(Debug)]
pub struct FastBackend {
    cpu: CpuPool,
    /// Whether [`Backend::expert_ffn`] runs a decode token's experts as one staged pool call
    /// (`STRATA_CPU_FUSED_EXPERTS=0` leaves them to the two job calls, to measure what it
    /// brings; the results are the same bits).
    fused_experts: bool,
    /// The quantized inputs of [`Backend::run`]'s earlier calls in this batch, reused by the
    /// later ones ([`ActsBin`]); taken out while a call runs, so no lock is held across the
    /// pool.
    acts: std::sync::Mutex<ActsBin>,
}

impl FastBackend {
    /// A backend with `threads` threads (0 = [`crate::cpu::default_threads`]).
    pub fn new(threads: usize) -> Result<Self, RuntimeError> {
        Ok(Self::with_pool(CpuPool::new(threads)?))
    }

    /// A backend on a pool built by the caller (tests and benchmarks pick its
    /// [`crate::cpu::ParallelQuant`] arm this way).
    pub fn with_pool(cpu: CpuPool) -> Self {
        let fused_experts =
            std::env::var("STRATA_CPU_FUSED_EXPERTS").map_or(true, |v| v.trim() != "0");
        Self {
            cpu,
            fused_experts,
            acts: std::sync::Mutex::default(),
        }
    }

    /// Worker count.
    pub fn threads(&self) -> usize {
        self.cpu.threads()
    }

    /// The kept quantized-input buffers, leaving none behind.
    fn take_bin(&self) -> ActsBin {
        std::mem::take(
            &mut *self
                .acts
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner),
        )
    }

    /// Keeps `bin` for the batch's next call.
    fn put_bin(&self, bin: ActsBin) {
        *self
            .acts
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner) = bin;
    }
}

impl Backend for FastBackend {
    fn run(&self, jobs: &mut [MatJob<'_>]) -> Result<(), RuntimeError> {
        // One quantized activation vector per distinct (input, row): jobs that read the same
        // input slice (an expert's gate and up rows, the q/k/v projections of one layer, every
        // routed expert of a layer through its `x_rows`) share it, so each row is quantized
        // once. Results of input `i` of job `j` land at `i · n_rows` of job `j`'s own output,
        // which is its token-major layout, written in place by the pool (no shared buffer to
        // allocate and copy out of).
        let t0 = crate::profile::start();
        let mut inputs: Vec<(&[f32], usize)> = Vec::new();
        let mut act_of: Vec<usize> = Vec::with_capacity(jobs.len());
        let mut seen: Vec<(*const f32, usize, usize)> = Vec::new();
        for job in jobs.iter() {
            job.check()?;
            let k = job.w.row_len();
            let key = (job.x.as_ptr(), job.x.len(), k);
            let idx = match seen.iter().position(|&s| s == key) {
                Some(i) => i,
                None => {
                    inputs.push((job.x, k));
                    seen.push(key);
                    inputs.len() - 1
                }
            };
            act_of.push(idx);
        }
        // All of the step's inputs in one call, so that a prompt's many vectors are quantized
        // across the pool, into the buffers of the batch's earlier calls.
        let mut bin = self.take_bin();
        let acts: Vec<Vec<QuantizedActs>> = self.cpu.quantize_batch_with(&inputs, &mut bin)?;
        let mut tasks = Vec::new();
        let mut slot = Vec::new();
        for (j, (job, &a)) in jobs.iter().zip(&act_of).enumerate() {
            let rb = job.w.row_bytes();
            let weights = &job.w.bytes[job.row_base * rb..(job.row_base + job.n_rows) * rb];
            for i in 0..job.t {
                tasks.push(MatvecTask {
                    ty: job.w.ty,
                    weights,
                    acts: &acts[a][job.x_row(i)],
                    out_offset: i * job.n_rows,
                });
                slot.push(j);
            }
        }
        let mut outs: Vec<&mut [f32]> = jobs.iter_mut().map(|j| &mut *j.out).collect();
        crate::profile::record("  backend: quantize inputs", t0);
        let t0 = crate::profile::start();
        let r = self.cpu.matvec_outs(&tasks, &mut outs, &slot);
        crate::profile::record("  backend: pool matvec", t0);
        drop(tasks);
        for a in acts.into_iter().flatten() {
            bin.give(a);
        }
        self.put_bin(bin);
        r
    }

    fn for_chunks(&self, out: &mut [f32], chunk: usize, f: &(dyn Fn(usize, &mut [f32]) + Sync)) {
        self.cpu.for_chunks(out, chunk, f);
    }

    fn for_chunks_last_first(
        &self,
        out: &mut [f32],
        chunk: usize,
        f: &(dyn Fn(usize, &mut [f32]) + Sync),
    ) {
        self.cpu.for_chunks_last_first(out, chunk, f);
    }

    fn touch_while(&self, regions: &[&[u8]], wait: &mut dyn FnMut()) -> u64 {
        self.cpu.touch_while(regions, wait)
    }

    fn with_caller_first(&self, first: &mut dyn FnMut(), f: &mut dyn FnMut()) {
        self.cpu.with_caller_first(first, f);
    }

    fn pack(&mut self, weights: &[(GgmlType, &[u8], usize)]) -> (usize, usize) {
        let n = self.cpu.pack(weights);
        (n, self.cpu.packed().bytes())
    }

    fn expert_ffn(&self, job: ExpertFfnJob<'_>) -> Result<bool, RuntimeError> {
        if !self.fused_experts {
            return Ok(false);
        }
        let t0 = crate::profile::start();
        let (n_ff, n_out) = (job.n_ff, job.n_out);
        fn rows<'w>(w: &WeightView<'w>, e: usize, n: usize) -> Result<&'w [u8], RuntimeError> {
            let rb = w.row_bytes();
            w.bytes
                .get(e * n * rb..(e + 1) * n * rb)
                .filter(|_| w.bytes.len() == w.n_rows() * rb && (e + 1) * n <= w.n_rows())
                .ok_or_else(|| RuntimeError::BadTensor {
                    name: w.name.to_string(),
                    reason: format!("no rows {}..{} of {}", e * n, (e + 1) * n, w.n_rows()),
                })
        }
        let mut experts = Vec::with_capacity(job.experts.len());
        for &e in job.experts {
            experts.push(ExpertRows {
                gate: (job.gate.ty, rows(&job.gate, e, n_ff)?),
                up: (job.up.ty, rows(&job.up, e, n_ff)?),
                down: (job.down.ty, rows(&job.down, e, n_out)?),
            });
        }
        let x = QuantizedActs::new(job.x);
        crate::profile::record("  backend: quantize inputs", t0);
        let t0 = crate::profile::start();
        self.cpu.expert_ffn(&x, &experts, n_ff, job.act, job.out)?;
        crate::profile::record("  backend: pool expert_ffn", t0);
        Ok(true)
    }

    fn for_each_staged(
        &self,
        n: usize,
        counters: &[std::sync::atomic::AtomicUsize],
        gate: &(dyn Fn(usize) -> Option<(usize, usize)> + Sync),
        done: &(dyn Fn(usize) -> Option<usize> + Sync),
        f: &(dyn Fn(usize) + Sync),
    ) {
        self.cpu.for_each_staged(n, counters, gate, done, f);
    }

    fn threads(&self) -> usize {
        self.cpu.threads()
    }

    fn chunked_recurrence(&self) -> bool {
        true
    }

    fn tiled_attention(&self) -> bool {
        true
    }

    fn end_batch(&self) {
        self.take_bin();
    }
}
