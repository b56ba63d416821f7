//! Matrix-product backends: the f32 reference and the multi-threaded fast path.

use rayon::prelude::*;
use strata_ir::GgmlType;

use super::ops::{dot_f32, dot_f64};
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
    /// `t` activation rows of `w.row_len()` floats.
    pub x: &'a [f32],
    pub t: usize,
    /// `n_rows · t` results, row-major by weight row.
    pub out: &'a mut [f32],
}

impl MatJob<'_> {
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
        if self.x.len() != self.t * k || self.out.len() != self.n_rows * self.t {
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

/// How an executor multiplies by weight matrices.
pub trait Backend: Sync {
    /// Runs every job; jobs are independent.
    fn run(&self, jobs: &mut [MatJob<'_>]) -> Result<(), RuntimeError>;

    /// Calls `f(i, chunk)` for every `chunk`-sized piece `i` of `out`, in parallel when the
    /// backend has threads.
    fn for_chunks(&self, out: &mut [f32], chunk: usize, f: &(dyn Fn(usize, &mut [f32]) + Sync));

    /// Dequantizes row `r` of `w` to f32 (embedding gathers, vectors).
    fn dequant_row(&self, w: &WeightView<'_>, r: usize, out: &mut [f32]) -> Result<(), RuntimeError> {
        strata_ir::quant::dequantize(w.ty, w.row(r), out)?;
        Ok(())
    }
}

/// Dequantizes `row_bytes` (one row of `ty`) into `buf`, borrowing F32 rows directly.
fn row_f32<'b>(ty: GgmlType, row_bytes: &'b [u8], buf: &'b mut [f32]) -> Result<&'b [f32], RuntimeError> {
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
                    job.out[n * job.t + t] = dot_f64(w, &job.x[t * k..(t + 1) * k]);
                }
            }
        }
        Ok(())
    }

    fn for_chunks(&self, out: &mut [f32], chunk: usize, f: &(dyn Fn(usize, &mut [f32]) + Sync)) {
        out.chunks_mut(chunk.max(1)).enumerate().for_each(|(i, c)| f(i, c));
    }
}

/// The fast CPU path: a private rayon pool; each job is cut into row ranges and all ranges of
/// all jobs run in one parallel region.
#[derive(Debug)]
pub struct FastBackend {
    pool: rayon::ThreadPool,
}

/// Rows per task: enough work per task to amortise scheduling, small enough to balance.
const ROWS_PER_TASK: usize = 16;

impl FastBackend {
    /// A backend with `threads` workers (0 = one per available core).
    pub fn new(threads: usize) -> Result<Self, RuntimeError> {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .thread_name(|i| format!("strata-cpu-{i}"))
            .build()
            .map_err(|e| RuntimeError::InvalidArgument(format!("thread pool: {e}")))?;
        Ok(Self { pool })
    }

    /// Worker count.
    pub fn threads(&self) -> usize {
        self.pool.current_num_threads()
    }
}

/// One task: rows `[r0, r0 + out.len() / t)` of a job.
struct Task<'a> {
    w: WeightView<'a>,
    row0: usize,
    x: &'a [f32],
    t: usize,
    out: &'a mut [f32],
}

impl Backend for FastBackend {
    fn run(&self, jobs: &mut [MatJob<'_>]) -> Result<(), RuntimeError> {
        let mut tasks: Vec<Task<'_>> = Vec::new();
        for job in jobs.iter_mut() {
            job.check()?;
            let t = job.t;
            let chunk = ROWS_PER_TASK * t.max(1);
            for (i, out) in job.out.chunks_mut(chunk).enumerate() {
                tasks.push(Task {
                    w: job.w,
                    row0: job.row_base + i * ROWS_PER_TASK,
                    x: job.x,
                    t,
                    out,
                });
            }
        }
        self.pool.install(|| {
            tasks.par_iter_mut().try_for_each_init(
                || Vec::<f32>::new(),
                |buf, task| {
                    let k = task.w.row_len();
                    buf.resize(k, 0.0);
                    let rows = task.out.len() / task.t.max(1);
                    for n in 0..rows {
                        let w = row_f32(task.w.ty, task.w.row(task.row0 + n), buf)?;
                        for t in 0..task.t {
                            task.out[n * task.t + t] = dot_f32(w, &task.x[t * k..(t + 1) * k]);
                        }
                    }
                    Ok(())
                },
            )
        })
    }

    fn for_chunks(&self, out: &mut [f32], chunk: usize, f: &(dyn Fn(usize, &mut [f32]) + Sync)) {
        self.pool.install(|| {
            out.par_chunks_mut(chunk.max(1))
                .enumerate()
                .for_each(|(i, c)| f(i, c))
        });
    }
}
