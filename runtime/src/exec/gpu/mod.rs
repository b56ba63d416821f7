//! The GPU executor: runs a plan's decode step on any [`Driver`] (CUDA and HIP alike) from the
//! plan's generated kernels, with everything resident.
//!
//! Two steps, as the rest of the runtime: [`schedule::Schedule::decode`] turns the plan into
//! buffers and launches without touching a device (printable, testable on CI), and
//! [`GpuExecutor`] allocates those buffers through the VRAM ledger, uploads the weights once
//! (raw blocks for matrices, f32 for norm scales and biases, slot tables pointing at every
//! expert's slab), and runs steps:
//!
//! 1. on the host: the token's embedding row is dequantized from the mapped GGUF (the table
//!    stays in host memory) and `[pos, n_kv]` written beside it in pinned memory;
//! 2. both are copied to the device, then the step's launches run — captured into a graph on
//!    the first step and replayed after, since nothing in them changes from step to step;
//! 3. the logits are copied back when the caller wants them.
//!
//! Prompts run token by token through the same step (simplest correct; batched prompt GEMMs are
//! future work). The KV cache is f16 on the device, laid out as the attention kernels read it.

pub mod schedule;

use strata_ir::plan::Plan;

use crate::device::driver::{DevPtr, Driver, GraphId, KernelArg, KernelId, PinnedId, StreamId};
use crate::device::ledger::{Charge, Ledger};
use crate::error::RuntimeError;
use crate::loader::Weights;
use schedule::{Arena, Arg, BufInit, Schedule};

/// Bytes per host→device staging chunk while weights upload.
const STAGING_BYTES: usize = 32 << 20;

/// One arena: a single ledger charge and device allocation.
struct ArenaAlloc {
    base: DevPtr,
    _charge: Charge,
}

/// A plan's decode step, resident on one device.
pub struct GpuExecutor {
    driver: Box<dyn Driver>,
    ledger: Ledger,
    schedule: Schedule,
    arenas: Vec<ArenaAlloc>,
    /// Device address of each schedule buffer.
    addrs: Vec<DevPtr>,
    kernels: Vec<KernelId>,
    stream: StreamId,
    /// Embedding row then `[pos, n_kv]` (8 bytes at `step_off`).
    input: PinnedId,
    step_off: usize,
    output: PinnedId,
    graph: Option<GraphId>,
    use_graph: bool,
    steps: u64,
}

impl std::fmt::Debug for GpuExecutor {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GpuExecutor")
            .field("device", self.driver.info())
            .field("launches", &self.schedule.launches.len())
            .finish_non_exhaustive()
    }
}

impl GpuExecutor {
    /// Builds the schedule for the driver's target, allocates through `ledger`, loads the
    /// kernels and uploads the weights. `use_graph = false` launches every step eagerly.
    pub fn new(
        mut driver: Box<dyn Driver>,
        ledger: Ledger,
        plan: &Plan,
        weights: &Weights,
        n_ctx: usize,
        use_graph: bool,
    ) -> Result<Self, RuntimeError> {
        let info = driver.info().clone();
        let target = pick_target(plan, &info.arch, info.kernel_format, &info.spec)?;
        let schedule = Schedule::decode(plan, &target, n_ctx)?;
        let mut kernels = Vec::with_capacity(schedule.kernels.len());
        for k in &schedule.kernels {
            let kb = &plan.kernels[k.plan_index];
            kernels.push(driver.load_kernel(&kb.name, &kb.code)?);
        }
        // Charge every arena before allocating any of it.
        let mut charges = Vec::new();
        for (arena, what) in [
            (Arena::Weights, "weights"),
            (Arena::Kv, "KV cache"),
            (Arena::Activations, "activations"),
        ] {
            let bytes = schedule.arena_bytes(arena).max(1);
            charges.push((arena, ledger.charge(bytes, what)?));
        }
        let mut arenas = Vec::new();
        let mut bases = Vec::new();
        for (arena, charge) in charges {
            let base = driver.alloc(&charge)?;
            bases.push((arena, base));
            arenas.push(ArenaAlloc {
                base,
                _charge: charge,
            });
        }
        let mut addrs = vec![0; schedule.buffers.len()];
        for (arena, base) in &bases {
            let (offs, _) = schedule.layout(*arena);
            for (a, o) in addrs.iter_mut().zip(offs) {
                if let Some(o) = o {
                    *a = base + o;
                }
            }
        }
        let stream = driver.create_stream()?;
        let step_off = (4 * schedule.n_embd).next_multiple_of(64);
        let input = driver.alloc_pinned(step_off + 8)?;
        let output = driver.alloc_pinned(4 * schedule.n_vocab)?;
        let mut ex = GpuExecutor {
            driver,
            ledger,
            schedule,
            arenas,
            addrs,
            kernels,
            stream,
            input,
            step_off,
            output,
            graph: None,
            use_graph,
            steps: 0,
        };
        ex.upload(weights)?;
        Ok(ex)
    }

    /// The schedule this executor runs.
    pub fn schedule(&self) -> &Schedule {
        &self.schedule
    }

    /// The device.
    pub fn device(&self) -> &crate::device::DeviceInfo {
        self.driver.info()
    }

    /// The ledger (used and peak bytes).
    pub fn ledger(&self) -> &Ledger {
        &self.ledger
    }

    /// KV capacity in tokens.
    pub fn n_ctx(&self) -> usize {
        self.schedule.n_ctx
    }

    /// Fills every buffer: zeros, weights through pinned staging chunks, slot tables.
    fn upload(&mut self, weights: &Weights) -> Result<(), RuntimeError> {
        let stream = self.stream;
        // Zero everything first (KV cache, activations), then write what has contents.
        for (i, b) in self.schedule.buffers.iter().enumerate() {
            if b.init == BufInit::Zero {
                self.driver
                    .memset_zero(self.addrs[i], b.bytes as usize, stream)?;
            }
        }
        let stage = [
            self.driver.alloc_pinned(STAGING_BYTES)?,
            self.driver.alloc_pinned(STAGING_BYTES)?,
        ];
        let mut fence: [Option<crate::device::driver::EventId>; 2] = [None, None];
        let mut which = 0usize;
        let buffers = self.schedule.buffers.clone();
        for (i, b) in buffers.iter().enumerate() {
            let bytes: std::borrow::Cow<'_, [u8]> = match &b.init {
                BufInit::Zero => continue,
                BufInit::WeightRaw(id) => std::borrow::Cow::Borrowed(weights.get(*id)?.bytes),
                BufInit::WeightF32(id) => {
                    let w = weights.get(*id)?;
                    let n: u64 = w.shape.iter().product();
                    let mut v = vec![0.0f32; n as usize];
                    strata_ir::quant::dequantize(w.ty, w.bytes, &mut v)?;
                    std::borrow::Cow::Owned(v.iter().flat_map(|x| x.to_le_bytes()).collect())
                }
                BufInit::SlotTable {
                    weight,
                    n,
                    slab_bytes,
                } => {
                    let base = self.addrs[weight.0];
                    std::borrow::Cow::Owned(
                        (0..*n as u64)
                            .flat_map(|e| (base + e * slab_bytes).to_le_bytes())
                            .collect(),
                    )
                }
            };
            if bytes.len() as u64 > b.bytes {
                return Err(RuntimeError::BadTensor {
                    name: b.name.clone(),
                    reason: format!("{} bytes for a {}-byte buffer", bytes.len(), b.bytes),
                });
            }
            for (c, chunk) in bytes.chunks(STAGING_BYTES).enumerate() {
                if let Some(ev) = fence[which].take() {
                    self.driver.event_synchronize(ev)?;
                }
                self.driver.pinned(stage[which])?[..chunk.len()].copy_from_slice(chunk);
                let dst = self.addrs[i] + (c * STAGING_BYTES) as u64;
                self.driver
                    .copy_to_device(dst, stage[which], 0, chunk.len(), stream)?;
                fence[which] = Some(self.driver.record_event(stream)?);
                which ^= 1;
            }
        }
        self.driver.synchronize(stream)
    }

    fn args(&self, args: &[Arg]) -> Vec<KernelArg> {
        args.iter()
            .map(|a| match *a {
                Arg::Buf(b, off) => KernelArg::Ptr(self.addrs[b.0] + off),
                Arg::I32(v) => KernelArg::I32(v),
                Arg::F32(v) => KernelArg::F32(v),
            })
            .collect()
    }

    fn launch_all(&mut self) -> Result<(), RuntimeError> {
        for i in 0..self.schedule.launches.len() {
            let l = &self.schedule.launches[i];
            let args = self.args(&l.args);
            let (k, grid, block, shared) =
                (self.kernels[l.kernel], l.grid, l.block, l.shared_bytes);
            self.driver
                .launch(k, grid, block, shared, &args, self.stream)?;
        }
        Ok(())
    }

    /// Runs token `token` at position `pos` (its KV row lands there; positions `0..pos` must
    /// hold this sequence's earlier tokens). Returns the logits when `want_logits`.
    pub fn step(
        &mut self,
        weights: &Weights,
        token: u32,
        pos: usize,
        want_logits: bool,
    ) -> Result<Option<Vec<f32>>, RuntimeError> {
        if pos >= self.schedule.n_ctx {
            return Err(RuntimeError::ContextFull {
                needed: pos + 1,
                capacity: self.schedule.n_ctx,
            });
        }
        let table = weights.get(self.schedule.embedding)?;
        if token as usize >= table.n_rows() {
            return Err(RuntimeError::InvalidArgument(format!(
                "token id {token} is outside the vocabulary of {} tokens",
                table.n_rows()
            )));
        }
        let n_embd = self.schedule.n_embd;
        let mut row = vec![0.0f32; n_embd];
        strata_ir::quant::dequantize(table.ty, table.row(token as usize), &mut row)?;
        let step_off = self.step_off;
        {
            let buf = self.driver.pinned(self.input)?;
            for (d, v) in buf[..4 * n_embd].chunks_exact_mut(4).zip(&row) {
                d.copy_from_slice(&v.to_le_bytes());
            }
            buf[step_off..step_off + 4].copy_from_slice(&(pos as i32).to_le_bytes());
            buf[step_off + 4..step_off + 8].copy_from_slice(&(pos as i32 + 1).to_le_bytes());
        }
        let stream = self.stream;
        let (embd, step) = (
            self.addrs[self.schedule.embd.0],
            self.addrs[self.schedule.step.0],
        );
        self.driver
            .copy_to_device(embd, self.input, 0, 4 * n_embd, stream)?;
        self.driver
            .copy_to_device(step, self.input, step_off, 8, stream)?;
        if self.use_graph {
            let g = match self.graph {
                Some(g) => g,
                None => {
                    self.driver.begin_capture(stream)?;
                    let r = self.launch_all();
                    let g = self.driver.end_capture(stream);
                    r?;
                    let g = g?;
                    self.graph = Some(g);
                    g
                }
            };
            self.driver.launch_graph(g, stream)?;
        } else {
            self.launch_all()?;
        }
        let n_vocab = self.schedule.n_vocab;
        if want_logits {
            let src = self.addrs[self.schedule.logits.0];
            self.driver
                .copy_to_host(self.output, 0, src, 4 * n_vocab, stream)?;
        }
        self.driver.synchronize(stream)?;
        self.steps += 1;
        if !want_logits {
            return Ok(None);
        }
        let out = self.driver.pinned(self.output)?;
        Ok(Some(
            out[..4 * n_vocab]
                .chunks_exact(4)
                .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                .collect(),
        ))
    }
}

impl Drop for GpuExecutor {
    fn drop(&mut self) {
        let _ = self.driver.synchronize(self.stream);
        for a in &self.arenas {
            let _ = self.driver.free(a.base);
        }
    }
}

/// The plan target a device runs: one of the plan's targets whose code objects are in the
/// device's format, preferring the device's own arch. A plan with none is refused by name.
pub fn pick_target(
    plan: &Plan,
    device_arch: &str,
    format: &str,
    spec: &str,
) -> Result<String, RuntimeError> {
    let with_code: Vec<&str> = plan
        .targets
        .iter()
        .map(String::as_str)
        .filter(|t| {
            plan.kernels
                .iter()
                .any(|k| k.target == *t && k.format == format)
        })
        .collect();
    if with_code.contains(&device_arch) {
        return Ok(device_arch.to_string());
    }
    // A driver that cannot name its chip (HIP without STRATA_HIP_ARCH) takes the plan's only
    // target of its format; loading the code object checks the match.
    if device_arch.is_empty() && with_code.len() == 1 {
        return Ok(with_code[0].to_string());
    }
    // PTX for an older sm runs on a newer one; HSACO is per chip.
    if format == "ptx" {
        let cc = |t: &str| t.strip_prefix("sm_").and_then(|n| n.parse::<u32>().ok());
        if let Some(dev) = cc(device_arch)
            && let Some(best) = with_code
                .iter()
                .filter(|t| cc(t).is_some_and(|c| c <= dev))
                .max_by_key(|t| cc(t))
        {
            return Ok(best.to_string());
        }
    }
    let suggest = if format == "ptx" {
        "sm_90"
    } else {
        device_arch
    };
    Err(RuntimeError::Unsupported(format!(
        "the plan has no code objects for {spec} ({device_arch}; its targets: {}); recompile with --arch {suggest}",
        plan.targets.join(",")
    )))
}

/// A plan's check before any driver is opened: does it carry code objects of `format` at all?
pub fn check_plan_for(plan: &Plan, format: &str, spec: &str) -> Result<(), RuntimeError> {
    if plan.kernels.iter().any(|k| k.format == format) {
        return Ok(());
    }
    let suggest = if format == "ptx" { "sm_90" } else { "gfx1101" };
    Err(RuntimeError::Unsupported(format!(
        "the plan has no code objects for {spec} (its targets: {}); recompile with --arch {suggest}",
        plan.targets.join(",")
    )))
}
