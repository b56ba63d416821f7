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
//! `STRATA_GPU_PROFILE=1` runs every step eagerly with a timing event between launches and
//! prints, when the executor is dropped, where a step's device time went per kernel and per
//! graph value (layer numbers folded), beside the step's wall time. `STRATA_GPU_PROFILE=graph`
//! captures the step once with an event-record node between launches and replays it, so the
//! times are the replayed graph's (eager times include the host's launch cost, which dominates
//! small kernels).
//!
//! Prompts of two or more tokens run as batched chunks ([`prompt`]: GEMMs, experts grouped by
//! id) when the plan, the driver and the budget allow it, else token by token through the same
//! step. The KV cache is f16 on the device, laid out as the attention kernels read it.

pub mod cache;
pub mod gemm;
pub mod prompt;
mod prompt_exec;
pub use prompt_exec::CachedRun;
pub mod prompt_misses;
pub mod schedule;

use strata_ir::plan::Plan;

use crate::device::driver::{
    DevPtr, Driver, EventId, GateId, GraphId, KernelArg, KernelId, PinnedId, StreamId,
};
use crate::device::ledger::{Charge, Ledger};
use crate::error::RuntimeError;
use crate::loader::Weights;
use cache::{CacheConfig, CacheStats, DeviceCache};
use schedule::{Arena, Arg, BufInit, ExpertPlacement, Schedule};

use crate::exec::Backend;
use crate::exec::experts::ExpertCache;

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
    profile: Option<Profile>,
    /// The expert cache (`None`: every expert resident).
    cache: Option<DeviceCache>,
    /// A cached step's launch ranges between host points, each captured once as a graph.
    segments: std::collections::HashMap<(usize, usize), GraphId>,
    /// The batched prompt path (`None`: prompts run token by token).
    prompt: Option<prompt_exec::PromptState>,
    /// The host gate the cached step queues each layer's rows' copies and next launches
    /// behind before the CPU pool computes the misses, and the event recorded after those
    /// copies (`None`: the host queues them once the rows exist; see [`ENV_GPU_GATE`]).
    gate: Option<(GateId, EventId)>,
    /// Whether a host point with CPU misses starts the pool before issuing the GPU's share
    /// ([`ENV_POOL_FIRST`]).
    pool_first: bool,
}

/// Per-launch device time (`STRATA_GPU_PROFILE=1`).
struct Profile {
    /// One timing event before each launch and one after the last.
    events: Vec<crate::device::driver::EventId>,
    /// Milliseconds per launch, summed over steps.
    ms: Vec<f64>,
    steps: u64,
    wall_s: f64,
    /// `STRATA_GPU_PROFILE=graph`: the step is captured once with an event-record node between
    /// launches and replayed, so each launch's time is the replayed graph's (no host launch
    /// cost in it); `=1` runs the launches eagerly with an event between them.
    graph: bool,
    /// The profiled step's graph (graph mode).
    captured: Option<GraphId>,
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
        driver: Box<dyn Driver>,
        ledger: Ledger,
        plan: &Plan,
        weights: &Weights,
        n_ctx: usize,
        use_graph: bool,
    ) -> Result<Self, RuntimeError> {
        Self::with_cache(driver, ledger, plan, weights, n_ctx, use_graph, None)
    }

    /// [`GpuExecutor::new`] with an expert cache when `cache` is given: the routed experts stay
    /// in host memory and slots are allocated from what the budget leaves (see [`cache`]); fill
    /// them with [`GpuExecutor::start_cache`] once the residency exists.
    #[allow(clippy::too_many_arguments)]
    pub fn with_cache(
        driver: Box<dyn Driver>,
        ledger: Ledger,
        plan: &Plan,
        weights: &Weights,
        n_ctx: usize,
        use_graph: bool,
        cache: Option<CacheConfig>,
    ) -> Result<Self, RuntimeError> {
        Self::with_kv(
            driver,
            ledger,
            plan,
            weights,
            (n_ctx, crate::kv::KvType::F16),
            use_graph,
            cache,
        )
    }

    /// [`GpuExecutor::with_cache`] with a KV cache of `n_ctx` rows of type `kv` (`--kv`).
    #[allow(clippy::too_many_arguments)]
    pub fn with_kv(
        driver: Box<dyn Driver>,
        ledger: Ledger,
        plan: &Plan,
        weights: &Weights,
        (n_ctx, kv): (usize, crate::kv::KvType),
        use_graph: bool,
        cache: Option<CacheConfig>,
    ) -> Result<Self, RuntimeError> {
        Self::with_fusions(
            driver,
            ledger,
            plan,
            weights,
            (n_ctx, kv),
            use_graph,
            cache,
            schedule::Fusions::from_env(),
        )
    }

    /// [`GpuExecutor::with_kv`] with the decode step's optional fusions chosen by the caller
    /// (the environment chooses them otherwise).
    #[allow(clippy::too_many_arguments)]
    pub fn with_fusions(
        mut driver: Box<dyn Driver>,
        ledger: Ledger,
        plan: &Plan,
        weights: &Weights,
        (n_ctx, kv): (usize, crate::kv::KvType),
        use_graph: bool,
        cache: Option<CacheConfig>,
        fusions: schedule::Fusions,
    ) -> Result<Self, RuntimeError> {
        let info = driver.info().clone();
        let target = pick_target(plan, &info.arch, info.kernel_format, &info.spec)?;
        let placement = if cache.is_some() {
            ExpertPlacement::Cache
        } else {
            ExpertPlacement::Resident
        };
        let schedule = Schedule::decode_fused(plan, &target, n_ctx, placement, kv, fusions)?;
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
        // The prompt arena before the cache's slots, which take everything left.
        let planned_prompt = prompt_exec::plan_prompt(plan, &schedule, &ledger, driver.as_mut())?;
        // The cache's slots: from what the arenas left, or as many as asked for.
        let cache_plan = match (cache, &schedule.experts) {
            (Some(cfg), Some(es)) => {
                let moe = moe_layers(plan);
                let n_expert = plan.config.n_expert as usize;
                let total = moe.iter().filter(|&&m| m).count() * n_expert;
                // Slots come in chunks, each one charge rounded up to the ledger's granule.
                let stride = es.slot_bytes.max(1);
                let cost = |n: usize| {
                    crate::experts::layer_slots(&moe, n_expert, n)
                        .iter()
                        .map(|&c| cache::chunked_bytes(c, stride))
                        .sum::<u64>()
                };
                let mut fit = ((ledger.available() / stride) as usize).min(total);
                while fit > 0 && cost(fit) > ledger.available() {
                    fit -= 1;
                }
                let n = match cfg.slots {
                    Some(n) if n > total => {
                        return Err(RuntimeError::InvalidArgument(format!(
                            "--expert-slots {n}: the model has {total} routed experts"
                        )));
                    }
                    Some(n) => n,
                    None => fit.min(total),
                };
                let per_layer = crate::experts::layer_slots(&moe, n_expert, n);
                let charges = cost(n);
                if charges > ledger.available() {
                    return Err(RuntimeError::VramBudget {
                        what: format!(
                            "--expert-slots {n} ({:.2} MiB each, after {:.2} MiB of dense weights, KV cache and activations)",
                            crate::device::ledger::mib(es.slot_bytes),
                            crate::device::ledger::mib(ledger.used())
                        ),
                        requested: charges,
                        available: ledger.available(),
                        tracked: ledger.tracked(),
                    });
                }
                Some((cfg, per_layer, moe.len()))
            }
            _ => None,
        };
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
        let device_cache = match (cache_plan, &schedule.experts) {
            (Some((cfg, per_layer, n_layers)), Some(es)) => Some(DeviceCache::new(
                driver.as_mut(),
                &ledger,
                es.clone(),
                n_layers,
                &per_layer,
                cfg.guard,
            )?),
            _ => None,
        };
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
            profile: None,
            cache: device_cache,
            segments: std::collections::HashMap::new(),
            prompt: None,
            gate: None,
            pool_first: DEFAULT_POOL_FIRST,
        };
        ex.upload(weights)?;
        ex.enable_bus_reads(weights);
        ex.prompt = ex.setup_prompt(plan, planned_prompt)?;
        ex.enable_bus_staging()?;
        if ex.cache.is_some() {
            ex.pool_first = super::env_switch(ENV_POOL_FIRST, DEFAULT_POOL_FIRST)?;
            let want = super::env_switch(ENV_GPU_GATE, DEFAULT_GPU_GATE)?;
            if ex.set_host_gate(want)? {
                tracing::warn!(
                    "host gate ({ENV_GPU_GATE}=1, experimental; 1–4% slower than off on the A3B benchmark): each MoE layer's rows' copies and next launches are queued before the CPU pool computes the misses ({ENV_GPU_GATE}=0 or unset: off)"
                );
            } else if want {
                tracing::info!(
                    "host gate unavailable on this driver or device: the next launches are queued once the CPU's rows exist"
                );
            }
        }
        let profile = std::env::var("STRATA_GPU_PROFILE").unwrap_or_default();
        if profile == "1" || profile == "graph" {
            let n = ex.schedule.launches.len();
            let events = (0..=n)
                .map(|_| ex.driver.create_timing_event())
                .collect::<Result<Vec<_>, _>>()?;
            ex.profile = Some(Profile {
                events,
                ms: vec![0.0; n],
                steps: 0,
                wall_s: 0.0,
                graph: profile == "graph",
                captured: None,
            });
        }
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

    /// Device memory in use on the whole card (`total − free` as the driver reports it): less
    /// the ledger's `used`, what this process holds outside the ledger (context, modules,
    /// graphs, the driver's rounding) when no other process uses the card, which is what
    /// `--vram-reserve-mib` is for.
    pub fn device_used(&mut self) -> Result<u64, RuntimeError> {
        let (free, total) = self.driver.mem_info()?;
        Ok(total.saturating_sub(free))
    }

    /// KV capacity in tokens.
    pub fn n_ctx(&self) -> usize {
        self.schedule.n_ctx
    }

    /// Registers the mapped GGUF with the device so the expert launches can read misses over
    /// the bus (`STRATA_BUS_READS=0` turns it off); a system that refuses (a locked-memory
    /// limit, no mapped pinned memory) leaves every miss to the CPU pool, with a warning.
    fn enable_bus_reads(&mut self, weights: &Weights) {
        let Some(cache) = self.cache.as_mut() else {
            return;
        };
        if std::env::var("STRATA_BUS_READS").is_ok_and(|v| v == "0") {
            tracing::info!("bus reads off (STRATA_BUS_READS=0): every miss runs on the CPU pool");
            return;
        }
        let pages = weights.mapped_pages();
        let t = std::time::Instant::now();
        match self.driver.register_host(pages) {
            Ok(base) => match cache.enable_bus(weights, pages, base) {
                Ok(()) => tracing::info!(
                    "registered the mapped model ({} MiB) for bus reads in {:.2} s",
                    pages.len() >> 20,
                    t.elapsed().as_secs_f64()
                ),
                Err(e) => tracing::warn!("bus reads off: {e}"),
            },
            Err(e) => tracing::warn!("bus reads off (every miss runs on the CPU pool): {e}"),
        }
    }

    /// Staged bus reads (`STRATA_BUS_STAGE=0`: off, the kernels read the bus share of the
    /// misses from the mapping in place): the decode step's bus share is copied into the
    /// prompt path's miss rings, which no decode step uses, so the staging costs no VRAM. Needs
    /// bus reads and the prompt path's rings; without them the bus share is read in place.
    fn enable_bus_staging(&mut self) -> Result<(), RuntimeError> {
        let (Some(cache), Some(prompt)) = (self.cache.as_mut(), self.prompt.as_ref()) else {
            return Ok(());
        };
        if !cache.has_bus() {
            return Ok(());
        }
        let slots = prompt.ring_slots(&self.addrs);
        let n = cache.enable_staging(self.driver.as_mut(), slots)?;
        if n == 0 {
            return Ok(());
        }
        if std::env::var("STRATA_BUS_STAGE").is_ok_and(|v| v == "0") {
            cache.set_staging(false);
            tracing::info!(
                "staged bus reads off (STRATA_BUS_STAGE=0): the bus share is read from the mapping in place"
            );
        } else {
            tracing::info!(
                "staged bus reads: up to {n} missed experts per layer copied into the prompt rings before their launch"
            );
        }
        let want = match std::env::var(ENV_PREFETCH) {
            Ok(v) => cache::PrefetchCap::parse(&v).ok_or_else(|| {
                RuntimeError::InvalidArgument(format!(
                    "{ENV_PREFETCH}={v:?}: expected auto, off or a count of experts per layer"
                ))
            })?,
            Err(_) => DEFAULT_PREFETCH,
        };
        let cap = cache.enable_lookahead(self.driver.as_mut(), want)?;
        if cap > 0 {
            tracing::info!(
                "look-ahead prefetch ({want:?}): up to {cap} of each layer's likely misses copied during the layer before ({ENV_PREFETCH}=off: none)"
            );
        }
        let touch = super::env_switch(ENV_CPU_TOUCH, DEFAULT_CPU_TOUCH)?;
        if cache.set_touch(touch) {
            tracing::info!(
                "CPU touch: the pool reads each layer's likely CPU misses into its caches while the host waits for the device ({ENV_CPU_TOUCH}=0: off)"
            );
        }
        Ok(())
    }

    /// Turns staged bus reads on or off (where they exist; see `STRATA_BUS_STAGE`) and
    /// rewrites the slot tables. Returns whether they are on.
    pub fn set_bus_staging(&mut self, on: bool) -> Result<bool, RuntimeError> {
        let Some(mut cache) = self.cache.take() else {
            return Ok(false);
        };
        let now = cache.set_staging(on);
        let r = self.write_slot_tables(&cache);
        self.cache = Some(cache);
        r.map(|()| now)
    }

    /// Sets whether host points with CPU misses start the pool before issuing the GPU's share
    /// ([`ENV_POOL_FIRST`]); the tokens are the same either way.
    pub fn set_pool_first(&mut self, on: bool) {
        self.pool_first = on;
    }

    /// Turns the host gate on or off (see [`ENV_GPU_GATE`]); returns whether it is on (never
    /// where the driver has no gates, or without an expert cache).
    pub fn set_host_gate(&mut self, on: bool) -> Result<bool, RuntimeError> {
        if !on || self.cache.is_none() {
            self.gate = None;
            return Ok(false);
        }
        if self.gate.is_none() {
            let Some(g) = self.driver.create_gate()? else {
                return Ok(false);
            };
            let ev = self.driver.create_timing_event()?;
            self.gate = Some((g, ev));
        }
        Ok(true)
    }

    /// Turns the CPU touch on or off (see [`ENV_CPU_TOUCH`]); returns whether it is on (never
    /// without the look-ahead prefetch).
    pub fn set_cpu_touch(&mut self, on: bool) -> bool {
        self.cache.as_mut().is_some_and(|c| c.set_touch(on))
    }

    /// Sets the look-ahead prefetch's cap (see [`ENV_PREFETCH`]). Returns the largest cap in
    /// force: 0 without staged bus reads or a look-ahead in the schedule.
    pub fn set_prefetch(&mut self, cap: cache::PrefetchCap) -> Result<usize, RuntimeError> {
        match self.cache.as_mut() {
            Some(cache) => cache.enable_lookahead(self.driver.as_mut(), cap),
            None => Ok(0),
        }
    }

    /// Ends the batched prompt path: waits for the stream, takes the staged bus reads off the
    /// prompt rings (the slot tables go back to in-place reads) and frees the arena before
    /// its ledger charge is released, so neither the device nor a later launch keeps memory
    /// the ledger no longer counts.
    fn drop_prompt(&mut self) {
        let Some(p) = self.prompt.take() else {
            return;
        };
        let _ = self.driver.synchronize(self.stream);
        if let Some(mut cache) = self.cache.take() {
            let staged = cache.staging();
            cache.drop_staging();
            if staged && let Err(e) = self.write_slot_tables(&cache) {
                tracing::warn!("rewriting the slot tables without staging: {e}");
            }
            self.cache = Some(cache);
        }
        let _ = self.driver.free(p.arena_base());
    }

    /// Whether the decode step's bus share is staged through the copy engine.
    pub fn bus_staging(&self) -> bool {
        self.cache.as_ref().is_some_and(DeviceCache::staging)
    }

    /// Slots of the expert cache (`None`: every expert resident).
    pub fn cache_slots(&self) -> Option<usize> {
        self.cache.as_ref().map(|c| c.stats.slots)
    }

    /// The expert cache's counters (`None`: every expert resident).
    pub fn cache_stats(&self) -> Option<CacheStats> {
        self.cache.as_ref().map(|c| c.stats)
    }

    /// Zeroes the expert cache's step counters (keeps the slot counts).
    pub fn reset_cache_stats(&mut self) {
        if let Some(c) = self.cache.as_mut() {
            c.stats = CacheStats {
                slots: c.stats.slots,
                slots_given_back: c.stats.slots_given_back,
                slot_bytes: c.stats.slot_bytes,
                ..Default::default()
            };
        }
    }

    /// Writes the slot tables and copies every pending expert of `experts` (the startup
    /// residency: a profile's, or the lowest ids), waiting until all have landed.
    pub fn start_cache(
        &mut self,
        weights: &Weights,
        experts: &mut dyn ExpertCache,
    ) -> Result<(), RuntimeError> {
        let Some(mut cache) = self.cache.take() else {
            return Err(RuntimeError::InvalidArgument(
                "this GPU executor has no expert cache".into(),
            ));
        };
        let r = self.write_slot_tables(&cache).and_then(|()| {
            cache.queue_pending(experts);
            cache.fill_all(self.driver.as_mut(), weights, experts)
        });
        self.cache = Some(cache);
        r
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
        let events = self.profile.as_ref().map(|p| p.events.clone());
        let captured = self.profile.as_ref().is_some_and(|p| p.graph);
        let record = |d: &mut dyn Driver, e, s| {
            if captured {
                d.record_captured(e, s)
            } else {
                d.record_again(e, s)
            }
        };
        for i in 0..self.schedule.launches.len() {
            if let Some(ev) = &events {
                record(self.driver.as_mut(), ev[i], self.stream)?;
            }
            let l = &self.schedule.launches[i];
            let args = self.args(&l.args);
            let (k, grid, block, shared) =
                (self.kernels[l.kernel], l.grid, l.block, l.shared_bytes);
            self.driver
                .launch(k, grid, block, shared, &args, self.stream)?;
        }
        if let Some(ev) = &events
            && let Some(&last) = ev.last()
        {
            record(self.driver.as_mut(), last, self.stream)?;
        }
        Ok(())
    }

    /// Adds the finished step's per-launch times to the profile.
    fn collect_profile(&mut self, wall_s: f64) -> Result<(), RuntimeError> {
        let Some(p) = self.profile.as_mut() else {
            return Ok(());
        };
        for i in 0..p.ms.len() {
            p.ms[i] += f64::from(self.driver.elapsed_ms(p.events[i], p.events[i + 1])?);
        }
        p.steps += 1;
        p.wall_s += wall_s;
        Ok(())
    }

    /// The profile as text (empty when profiling is off or no step ran).
    pub fn profile_report(&self) -> String {
        let Some(p) = self.profile.as_ref().filter(|p| p.steps > 0) else {
            return String::new();
        };
        let per = p.steps as f64;
        let total: f64 = p.ms.iter().sum::<f64>() / per;
        let mut by_kernel: std::collections::BTreeMap<String, (f64, u64)> = Default::default();
        let mut by_what: std::collections::BTreeMap<String, (f64, u64)> = Default::default();
        for (l, ms) in self.schedule.launches.iter().zip(&p.ms) {
            let e = by_kernel
                .entry(self.schedule.kernel_name(l).to_string())
                .or_default();
            e.0 += ms / per;
            e.1 += 1;
            // `blk.7.attn_q` -> `blk.*.attn_q`: one row per role across layers.
            let what = match l.what.split_once('.') {
                Some(("blk", rest)) => match rest.split_once('.') {
                    Some((_, tail)) => format!("blk.*.{tail}"),
                    None => l.what.clone(),
                },
                _ => l.what.clone(),
            };
            let e = by_what.entry(what).or_default();
            e.0 += ms / per;
            e.1 += 1;
        }
        let mut out = format!(
            "gpu profile over {} steps: {:.3} ms wall per step, {:.3} ms in kernels ({} launches, {})\n",
            p.steps,
            1e3 * p.wall_s / per,
            total,
            p.ms.len(),
            if p.graph {
                "one graph replayed, an event node between launches"
            } else {
                "run eagerly"
            }
        );
        for (title, map) in [("per kernel", by_kernel), ("per value", by_what)] {
            let mut rows: Vec<(String, (f64, u64))> = map.into_iter().collect();
            rows.sort_by(|a, b| b.1.0.total_cmp(&a.1.0));
            out.push_str(&format!("  {title}:\n"));
            for (name, (ms, n)) in rows {
                out.push_str(&format!(
                    "    {name:<40} {ms:>9.4} ms {:>5.1}% {n:>5} launches per step\n",
                    100.0 * ms / total.max(1e-12)
                ));
            }
        }
        out
    }

    /// Runs token `token` at position `pos` (its KV row lands there; positions `0..pos` must
    /// hold this sequence's earlier tokens). Returns the logits when `want_logits`. An executor
    /// with an expert cache runs through [`GpuExecutor::step_cached`] instead.
    pub fn step(
        &mut self,
        weights: &Weights,
        token: u32,
        pos: usize,
        want_logits: bool,
    ) -> Result<Option<Vec<f32>>, RuntimeError> {
        if self.cache.is_some() {
            return Err(RuntimeError::InvalidArgument(
                "this GPU executor has an expert cache: run its steps with the residency".into(),
            ));
        }
        self.write_input(weights, token, pos)?;
        let stream = self.stream;
        let t0 = std::time::Instant::now();
        let profiled_graph = self.profile.as_ref().map(|p| (p.graph, p.captured));
        if let Some((true, captured)) = profiled_graph {
            let g = match captured {
                Some(g) => g,
                None => {
                    self.driver.begin_capture(stream)?;
                    let r = self.launch_all();
                    let g = self.driver.end_capture(stream);
                    r?;
                    let g = g?;
                    if let Some(p) = self.profile.as_mut() {
                        p.captured = Some(g);
                    }
                    g
                }
            };
            self.driver.launch_graph(g, stream)?;
        } else if self.use_graph && self.profile.is_none() {
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
        self.finish(want_logits, t0)
    }

    /// One step with the expert cache: `experts` owns the residency (CAR, the split, the
    /// policy), `backend` is the CPU pool that computes the misses, `decode` says whether this is
    /// a generated token (CAR and the policy's rounds run on those only).
    #[allow(clippy::too_many_arguments)]
    pub fn step_cached(
        &mut self,
        weights: &Weights,
        token: u32,
        pos: usize,
        want_logits: bool,
        experts: &mut dyn ExpertCache,
        backend: &dyn Backend,
        decode: bool,
    ) -> Result<Option<Vec<f32>>, RuntimeError> {
        let Some(mut cache) = self.cache.take() else {
            return Err(RuntimeError::InvalidArgument(
                "this GPU executor has no expert cache".into(),
            ));
        };
        let r = self.run_cached(
            &mut cache,
            weights,
            token,
            pos,
            want_logits,
            experts,
            backend,
            decode,
        );
        self.cache = Some(cache);
        r
    }

    #[allow(clippy::too_many_arguments)]
    fn run_cached(
        &mut self,
        cache: &mut DeviceCache,
        weights: &Weights,
        token: u32,
        pos: usize,
        want_logits: bool,
        experts: &mut dyn ExpertCache,
        backend: &dyn Backend,
        decode: bool,
    ) -> Result<Option<Vec<f32>>, RuntimeError> {
        let t0 = std::time::Instant::now();
        // Copies that landed since the last step become hits now; more start.
        cache.pump(self.driver.as_mut(), weights, experts, false)?;
        self.write_input(weights, token, pos)?;
        let stream = self.stream;
        let mut cur = 0usize;
        let (mut gpu_ms, mut cpu_ms, mut wait_ms) = (0.0f64, 0.0f64, 0.0f64);
        let mut gpu_first = 0u64;
        let (mut issue_ms, mut post_ms) = (0.0f64, 0.0f64);
        // When the host's previous stretch of issuing began (the end of the CPU's share).
        let mut mark: Option<std::time::Instant> = None;
        let n_points = cache.sched.layers.len();
        // Whether this point's launches up to its host point and its read-backs were already
        // queued, behind the last point's gate.
        let mut queued = false;
        // A prefetch picked at the last host point whose copies wait for this point's launches.
        let mut deferred: Option<usize> = None;
        cache.begin_step();
        for pi in 0..n_points {
            let p = cache.point(pi).clone();
            let (end, look) = host_point_range(cache, pi, decode);
            if !queued {
                self.launch_range(cur, end)?;
                self.queue_readbacks(cache, &p, look)?;
            }
            if let Some(q) = deferred.take() {
                cache.prefetch_copy(self.driver.as_mut(), q, weights, None)?;
            }
            let tw = std::time::Instant::now();
            if let Some(m) = mark.take() {
                post_ms += (tw - m).as_secs_f64() * 1e3;
            }
            // While the host waits, the CPU pool may read this layer's likely CPU misses into
            // its caches (`STRATA_CPU_TOUCH`).
            let regions = cache.touch_regions(pi, weights)?;
            if regions.is_empty() {
                self.driver.synchronize(stream)?;
            } else {
                let driver = self.driver.as_mut();
                let mut synced = Ok(());
                let read = backend.touch_while(&regions, &mut || {
                    synced = driver.synchronize(stream);
                });
                synced?;
                cache.stats.touch_bytes += read;
            }
            let ts = std::time::Instant::now();
            wait_ms += (ts - tw).as_secs_f64() * 1e3;
            tracing::trace!(pi, pos, "point synced");
            let misses = cache.split(self.driver.as_mut(), pi, experts, pos, decode)?;
            let picks = if misses {
                cache.miss_picks()
            } else {
                Vec::new()
            };
            let gated = if misses {
                // The pool starts on the CPU's misses first; the host thread issues the GPU's
                // share of the layer once the workers are on it (`with_caller_first`), then
                // joins them. Issuing first kept the pool idle for the whole issue (about 30 µs
                // a layer on the A3B model, session 30), with the layer's expert span (bound by
                // the host's memory, which both the pool and the bus reads draw on) after it.
                let mut work = cache.miss_work(pi);
                issue_ms += ts.elapsed().as_secs_f64() * 1e3;
                let mut issued = None;
                let mut issue_end = ts;
                let mut computed = Ok(());
                let pool_first = self.pool_first;
                let mut issue = || {
                    let t = std::time::Instant::now();
                    issued = Some(
                        self.issue_point(cache, pi, &p, &picks, look, weights, &*experts, decode),
                    );
                    issue_end = std::time::Instant::now();
                    issue_ms += (issue_end - t).as_secs_f64() * 1e3;
                };
                let mut compute = || computed = work.compute(weights, backend);
                if pool_first {
                    backend.with_caller_first(&mut issue, &mut compute);
                } else {
                    issue();
                    compute();
                }
                let gated = issued.unwrap_or_else(|| {
                    Err(RuntimeError::InvalidArgument(
                        "the host point's issue did not run".into(),
                    ))
                });
                tracing::trace!(pi, ok = computed.is_ok(), "CPU misses computed");
                let written =
                    computed.and_then(|()| cache.finish_misses(self.driver.as_mut(), work));
                let gated = gated?;
                if let Some(g) = gated {
                    // Never leave a closed gate behind, even when the misses failed: later
                    // syncs would wait forever.
                    self.driver.open_gate(g)?;
                    tracing::trace!(pi, "gate opened");
                }
                let done_picks = written?;
                let done = std::time::Instant::now();
                mark = Some(done);
                // The split learns from the CPU's time after the GPU's share was issued, so
                // that its balance is the two finishing together.
                let ms = (done - issue_end).as_secs_f64() * 1e3;
                cache.note_cpu_ms(pi, ms);
                cpu_ms += ms;
                if self.driver.event_query(cache.timing[pi].1)? {
                    gpu_first += 1;
                }
                if gated.is_none() {
                    self.queue_rows(cache, &p, &done_picks)?;
                }
                gated
            } else {
                let gated =
                    self.issue_point(cache, pi, &p, &picks, look, weights, &*experts, decode)?;
                let tc = std::time::Instant::now();
                issue_ms += (tc - ts).as_secs_f64() * 1e3;
                mark = Some(tc);
                gpu_first += 1;
                gated
            };
            // With a host gate, what follows the rows was queued behind it by the issue.
            queued = gated.is_some();
            // The next layer's likely misses are copied after this layer's rows: host-to-device
            // copies share one copy engine whatever their stream, so prefetch copies queued
            // before the rows held the rows (and so the combine) behind them (session 22:
            // queued right behind the bus share, prefetch 2 took 2.7 ms per token more of
            // waits than prefetch off). Here they run under the next layer's dense part.
            // The picks are read now (the next read-backs reuse their bytes); the copies are
            // queued once the next layer's launches are (their host calls, three per expert,
            // held those launches back while the device waited for them).
            if look.is_some() && gated.is_none() {
                cache.prefetch_pick(self.driver.as_mut(), pi + 1, experts)?;
                deferred = Some(pi + 1);
            }
            cache.stats.row_bytes += 4 * p.k as u64;
            cur = p.resume_at();
        }
        if !queued {
            self.launch_range(cur, self.schedule.launches.len())?;
        }
        let out = self.finish(want_logits, t0)?;
        let mut per_layer = Vec::with_capacity(cache.timing.len());
        for &(a, b) in &cache.timing {
            let ms = f64::from(self.driver.elapsed_ms(a, b)?);
            per_layer.push(ms);
            gpu_ms += ms;
        }
        if decode {
            cache.learn_split(&per_layer);
        }
        let given = cache.guard_step(self.driver.as_mut(), experts)?;
        if given > 0 {
            // Given-back slots read as address 0: rewrite the tables before any launch reads
            // them (a retired slot is never selected, but keep the tables exact).
            self.write_slot_tables(cache)?;
        }
        if decode {
            let moves = experts.end_device_step(cache.move_budget())?;
            cache.queue_moves(&moves);
            let st = &mut cache.stats;
            st.decode_steps += 1;
            st.step_ms += t0.elapsed().as_secs_f64() * 1e3;
            st.gpu_expert_ms += gpu_ms;
            st.cpu_expert_ms += cpu_ms;
            st.sync_wait_ms += wait_ms;
            st.host_issue_ms += issue_ms;
            st.host_post_ms += post_ms;
            st.layers += cache.sched.layers.len() as u64;
            st.layers_gpu_first += gpu_first;
        } else {
            cache.stats.prompt_steps += 1;
        }
        cache.pump(self.driver.as_mut(), weights, experts, false)?;
        Ok(out)
    }

    /// Issues point `pi`'s device share once it is split: its slot ids, the staged bus reads,
    /// the expert launches between the point's two timing events and, with a host gate and
    /// CPU `picks`, what follows the CPU's rows, queued behind the closed gate. Returns the gate
    /// it closed.
    #[allow(clippy::too_many_arguments)]
    fn issue_point(
        &mut self,
        cache: &mut DeviceCache,
        pi: usize,
        p: &schedule::MoePoint,
        picks: &[usize],
        look: Option<(schedule::BufId, usize)>,
        weights: &Weights,
        experts: &dyn ExpertCache,
        decode: bool,
    ) -> Result<Option<GateId>, RuntimeError> {
        let stream = self.stream;
        let (_, _, off_sel, _) = cache.offsets();
        self.driver
            .copy_to_device(self.addrs[p.sel.0], cache.io, off_sel, 4 * p.k, stream)?;
        let (ev0, ev1) = cache.timing[pi];
        // Staged bus reads start copying at once; the launches wait for them (the timed
        // span includes the copies, so the bus split learns their cost).
        let staged = cache.stage_copies(self.driver.as_mut(), pi, weights)?;
        self.driver.record_again(ev0, stream)?;
        if let Some(ev) = staged {
            self.driver.stream_wait_event(stream, ev)?;
        }
        self.launch_range(p.experts_at, p.experts_at + p.expert_launches)?;
        self.driver.record_again(ev1, stream)?;
        // With a host gate, what follows the CPU's rows is queued now, behind the gate: the
        // rows' copies, the next layer's launches up to its host point and its read-backs.
        // Opening the gate once the rows are written (a store to pinned memory) then starts
        // them without a host call on the critical path.
        let Some((g, rows_ev)) = self.gate.filter(|_| !picks.is_empty()) else {
            return Ok(None);
        };
        // The launches queued behind the gate are captured (and uploaded) before it closes:
        // instantiating or first replaying a graph behind a closed gate blocked the host in the
        // driver while the device waited for the gate it was to open (session 26, layer 36 of
        // the A3B model's first step).
        let (from, to) = self.after_rows_range(cache, pi, decode);
        self.segment(from, to)?;
        self.driver.close_gate(g, stream)?;
        let queued_now =
            self.queue_after_rows(cache, pi, p, picks, look, rows_ev, weights, experts, decode);
        if let Err(e) = queued_now {
            // Never leave a closed gate behind: later syncs would wait forever.
            self.driver.open_gate(g)?;
            return Err(e);
        }
        cache.stats.gated_layers += u64::from(decode);
        tracing::trace!(pi, picks = picks.len(), "gate closed, what follows queued");
        Ok(Some(g))
    }

    /// Queues point `p`'s read-backs into the host-point buffer: the picks, the router
    /// logits, the layer's input and, with the look-ahead on, the next router's logits.
    fn queue_readbacks(
        &mut self,
        cache: &DeviceCache,
        p: &schedule::MoePoint,
        look: Option<(schedule::BufId, usize)>,
    ) -> Result<(), RuntimeError> {
        let (io, stream) = (cache.io, self.stream);
        let (off_logits, off_x, _, _) = cache.offsets();
        let ids = self.addrs[p.ids.0];
        // The layout puts the three back to back (`Schedule::readback_group`); where their
        // spacing is the host buffer's, one copy brings them (each small copy costs the
        // stream a few microseconds between the router and the host's wake-up).
        if self.addrs[p.logits.0] == ids + off_logits as u64
            && self.addrs[p.x.0] == ids + off_x as u64
        {
            self.driver
                .copy_to_host(io, 0, ids, off_x + 4 * p.n_embd, stream)?;
        } else {
            self.driver.copy_to_host(io, 0, ids, 4 * p.k, stream)?;
            self.driver.copy_to_host(
                io,
                off_logits,
                self.addrs[p.logits.0],
                4 * p.n_expert,
                stream,
            )?;
            self.driver
                .copy_to_host(io, off_x, self.addrs[p.x.0], 4 * p.n_embd, stream)?;
        }
        if let Some((buf, ne)) = look {
            self.driver
                .copy_to_host(io, cache.pred_offset(), self.addrs[buf.0], 4 * ne, stream)?;
        }
        Ok(())
    }

    /// Queues the copies of the CPU's rows of `picks` into point `p`'s `down` buffer: one copy
    /// per run of consecutive picks (the hits' rows between them are the GPU's and must not
    /// be overwritten).
    fn queue_rows(
        &mut self,
        cache: &mut DeviceCache,
        p: &schedule::MoePoint,
        picks: &[usize],
    ) -> Result<(), RuntimeError> {
        let (_, _, _, off_rows) = cache.offsets();
        let row = 4 * p.n_embd;
        let mut i = 0;
        while i < picks.len() {
            let mut j = i;
            while j + 1 < picks.len() && picks[j + 1] == picks[j] + 1 {
                j += 1;
            }
            let (first, n) = (picks[i], picks[j] - picks[i] + 1);
            let dst = self.addrs[p.down.0] + (first * row) as u64;
            self.driver.copy_to_device(
                dst,
                cache.io,
                off_rows + first * row,
                n * row,
                self.stream,
            )?;
            cache.stats.row_bytes += (n * row) as u64;
            i = j + 1;
        }
        Ok(())
    }

    /// Behind a closed host gate at point `pi`: the rows' copies of `picks`, then the next
    /// point's prefetch (its copies after the rows'), then the launches up to the next host
    /// point (or to the step's end) and that point's read-backs.
    #[allow(clippy::too_many_arguments)]
    fn queue_after_rows(
        &mut self,
        cache: &mut DeviceCache,
        pi: usize,
        p: &schedule::MoePoint,
        picks: &[usize],
        look: Option<(schedule::BufId, usize)>,
        rows_ev: EventId,
        weights: &Weights,
        experts: &dyn ExpertCache,
        decode: bool,
    ) -> Result<(), RuntimeError> {
        self.queue_rows(cache, p, picks)?;
        if look.is_some() {
            self.driver.record_again(rows_ev, self.stream)?;
            cache.prefetch(
                self.driver.as_mut(),
                pi + 1,
                weights,
                experts,
                Some(rows_ev),
            )?;
        }
        let (from, to) = self.after_rows_range(cache, pi, decode);
        self.launch_range(from, to)?;
        if pi + 1 < cache.sched.layers.len() {
            let q = cache.point(pi + 1).clone();
            let (_, next_look) = host_point_range(cache, pi + 1, decode);
            self.queue_readbacks(cache, &q, next_look)?;
        }
        Ok(())
    }

    /// The launches that follow point `pi`'s rows: up to the next host point, or to the
    /// step's end after the last one.
    fn after_rows_range(&self, cache: &DeviceCache, pi: usize, decode: bool) -> (usize, usize) {
        let from = cache.point(pi).resume_at();
        if pi + 1 < cache.sched.layers.len() {
            (from, host_point_range(cache, pi + 1, decode).0)
        } else {
            (from, self.schedule.launches.len())
        }
    }

    /// Copies the cache's slot tables (slots, then bus-read entries) to the device and waits.
    fn write_slot_tables(&mut self, cache: &DeviceCache) -> Result<(), RuntimeError> {
        let tables = cache.slot_tables();
        let stage = cache.table_stage;
        let mut off = 0;
        for (p, t) in cache.sched.layers.iter().zip(&tables) {
            for (i, bytes) in t.iter().enumerate() {
                self.driver.pinned(stage)?[off..off + bytes.len()].copy_from_slice(bytes);
                let dst = self.addrs[p.slot_tables[i].0];
                self.driver
                    .copy_to_device(dst, stage, off, bytes.len(), self.stream)?;
                off += bytes.len();
            }
        }
        self.driver.synchronize(self.stream)
    }

    /// Launches `from..to`: as a graph captured on first use when graphs are on (nothing in
    /// the range changes between steps: per-step values live in device memory), else eagerly.
    fn launch_range(&mut self, from: usize, to: usize) -> Result<(), RuntimeError> {
        if from >= to {
            return Ok(());
        }
        if let Some(g) = self.segment(from, to)? {
            return self.driver.launch_graph(g, self.stream);
        }
        self.launch_eager(from, to)
    }

    /// The graph of launches `from..to`, captured (and uploaded, in the stream's order) on
    /// first use; `None` when graphs are off or the range is empty.
    fn segment(&mut self, from: usize, to: usize) -> Result<Option<GraphId>, RuntimeError> {
        if from >= to || !self.use_graph || self.profile.is_some() {
            return Ok(None);
        }
        if let Some(&g) = self.segments.get(&(from, to)) {
            return Ok(Some(g));
        }
        tracing::trace!(from, to, "capturing a graph segment");
        let stream = self.stream;
        self.driver.begin_capture(stream)?;
        let r = self.launch_eager(from, to);
        let g = self.driver.end_capture(stream);
        r?;
        let g = g?;
        self.segments.insert((from, to), g);
        Ok(Some(g))
    }

    fn launch_eager(&mut self, from: usize, to: usize) -> Result<(), RuntimeError> {
        for i in from..to {
            let l = &self.schedule.launches[i];
            let args = self.args(&l.args);
            let (k, grid, block, shared) =
                (self.kernels[l.kernel], l.grid, l.block, l.shared_bytes);
            self.driver
                .launch(k, grid, block, shared, &args, self.stream)?;
        }
        Ok(())
    }

    /// Checks the position and token, gathers the embedding row and queues its copy and the
    /// step words.
    fn write_input(
        &mut self,
        weights: &Weights,
        token: u32,
        pos: usize,
    ) -> Result<(), RuntimeError> {
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
        Ok(())
    }

    /// Queues the logits copy when wanted, waits for the step and returns the logits.
    fn finish(
        &mut self,
        want_logits: bool,
        t0: std::time::Instant,
    ) -> Result<Option<Vec<f32>>, RuntimeError> {
        let stream = self.stream;
        let n_vocab = self.schedule.n_vocab;
        if want_logits {
            let src = self.addrs[self.schedule.logits.0];
            self.driver
                .copy_to_host(self.output, 0, src, 4 * n_vocab, stream)?;
        }
        self.driver.synchronize(stream)?;
        self.collect_profile(t0.elapsed().as_secs_f64())?;
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

/// Where point `pi`'s launches stop before its host point, and its look-ahead buffer with the
/// next point's expert count when the look-ahead launch runs (decode steps with the prefetch
/// on; otherwise the range stops short of that launch).
fn host_point_range(
    cache: &DeviceCache,
    pi: usize,
    decode: bool,
) -> (usize, Option<(schedule::BufId, usize)>) {
    let p = cache.point(pi);
    let next = cache.sched.layers.get(pi + 1).map(|q| q.n_expert);
    let look = match (p.lookahead, next) {
        (Some(buf), Some(ne)) if decode && cache.lookahead() => Some((buf, ne)),
        _ => None,
    };
    let end = if p.lookahead.is_some() && look.is_none() {
        p.experts_at - 1
    } else {
        p.experts_at
    };
    (end, look)
}

/// `1`: at each MoE layer's host point with CPU misses, the rows' copies, the next layer's
/// launches and its read-backs are queued behind a host gate (a stream wait on a word of
/// pinned memory) before the CPU pool computes the misses, and the host opens the gate once
/// the rows are written, so no launch or copy call sits between the pool's last row and the
/// device's next work. `0`: queued after the pool, as before. Drivers without stream waits
/// on host memory (the HIP driver today) always run as `0`.
pub const ENV_GPU_GATE: &str = "STRATA_GPU_GATE";

/// `1`: at each MoE layer's host point with CPU misses the CPU pool starts on the misses first
/// and the host thread issues the GPU's share of the layer (slot ids, staged bus reads, expert
/// launches) once the workers have the call, then joins them
/// ([`crate::cpu::CpuPool::with_caller_first`]). `0`: the host issues first and the pool
/// starts after. Same tokens either way.
pub const ENV_POOL_FIRST: &str = "STRATA_POOL_FIRST";

/// Off until a device run checks it against the CPU executor and times it (session 30 built it
/// after its device time was spent; the host driver's tests run both orders): the issue
/// measured 1.3–1.6 ms a token on the A3B benchmark at 10 GiB with the pool idle behind it, in
/// front of an expert span bound by the host's memory (`docs/perf/offload.md`, session 30).
pub const DEFAULT_POOL_FIRST: bool = false;

/// Off: slower. On the A3B benchmark at 10 GiB (H100, session 28, three alternating rounds
/// of 128 decoded tokens) the gated runs finished and read 76.8, 81.2 and 79.5 tok/s against
/// 78.5, 84.5 and 80.2 ungated: the host's wait for the device grew by what the launches it
/// saved were worth (`docs/perf/offload.md`, session 28). Sessions 25–26's stall (the host
/// instantiated the next graph segment behind a closed gate) is fixed: segments are captured
/// before the gate closes.
pub const DEFAULT_GPU_GATE: bool = false;

/// The look-ahead prefetch's cap per MoE layer: a count, `auto` (adapted to what lands in
/// time) or `off` (see [`schedule::add_lookahead`], [`cache::PrefetchCap`]).
pub const ENV_PREFETCH: &str = "STRATA_PREFETCH";

/// Off: in session 22's A3B runs on an H100 host, decode without the prefetch read 87.5–87.8
/// tok/s against 74.8–78.1 with cap 2, 81.0 with cap 1 and 75.9 with `auto`, its copies then
/// queued behind the layer's bus share where they held the CPU's rows back
/// (`docs/perf/offload.md`). The copies now follow the rows; that order has not been timed.
pub const DEFAULT_PREFETCH: cache::PrefetchCap = cache::PrefetchCap::Off;

/// `1`: while the host waits for the device at a MoE layer's host point, the CPU pool reads
/// the layer's likely misses that the prefetch did not copy (from the look-ahead before it)
/// into its caches, so the pool's share of the misses reads cache, not DRAM. `0`: off.
pub const ENV_CPU_TOUCH: &str = "STRATA_CPU_TOUCH";

/// Off: session 22's H100 runs read 72.3–77.2 tok/s with it against 77.0–80.4 without (same
/// prefetch 2 and reserve; `docs/perf/offload.md`). It needs the look-ahead, so it does
/// nothing while the prefetch is off.
pub const DEFAULT_CPU_TOUCH: bool = false;

impl Drop for GpuExecutor {
    fn drop(&mut self) {
        let report = self.profile_report();
        if !report.is_empty() {
            eprint!("{report}");
        }
        let report = self.prompt_profile_report();
        if !report.is_empty() {
            eprint!("{report}");
        }
        let _ = self.driver.synchronize(self.stream);
        self.drop_prompt();
        if let Some(mut c) = self.cache.take() {
            c.free_all(self.driver.as_mut());
        }
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
    schedule::check_gpu_ops(plan)?;
    if plan.kernels.iter().any(|k| k.format == format) {
        return Ok(());
    }
    let suggest = if format == "ptx" { "sm_90" } else { "gfx1101" };
    Err(RuntimeError::Unsupported(format!(
        "the plan has no code objects for {spec} (its targets: {}); recompile with --arch {suggest}",
        plan.targets.join(",")
    )))
}

/// Which layers of `plan` route over experts (index = layer).
pub fn moe_layers(plan: &Plan) -> Vec<bool> {
    let mut moe = vec![false; plan.config.n_layer as usize];
    for id in plan.graph.node_ids() {
        if let Some(strata_ir::op::Op::MoeFfn { layer, .. }) = plan.graph.node(id).map(|n| &n.op)
            && let Some(m) = moe.get_mut(*layer as usize)
        {
            *m = true;
        }
    }
    moe
}
