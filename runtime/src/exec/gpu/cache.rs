//! The GPU executor's expert cache: slots in VRAM, the copies that fill them, the host side of
//! each MoE layer (cache-aware routing, the hit/miss split, the CPU pool's misses), the VRAM
//! guard and the counters `bench --json` and `/metrics` report.
//!
//! * **Slots.** One ledger charge and one device allocation per slot, each sized for the
//!   largest layer's expert (its gate, up and down slabs at [`MoePoint::slab_offsets`]), so the
//!   memory plan's arithmetic (`strata-rt schedule`) is what the device holds. Per layer the
//!   schedule's slot tables hold the slots' slab addresses; the residency table
//!   ([`crate::experts::ResidencyTable`]) says which expert sits in which slot.
//! * **Copies.** An admitted expert is copied from the mapped GGUF through a ring of
//!   [`COPY_RING`] pinned staging buffers on a stream of its own, so copies overlap the step's
//!   compute; a copy is polled without blocking at the start of each step and its expert becomes
//!   a hit only once it has landed. An evicted expert is a miss at once (the policy never evicts
//!   a pending slot, and no launch of an earlier step is in flight when a step ends).
//! * **Host points.** See [`MoePoint`]: per MoE layer the step stops after the router, the host
//!   reads the picks and logits, runs CAR (decode steps only) and the split, writes the picks'
//!   slots (−1 = miss) and queues the GPU's expert launches over the hits; while those run, the
//!   CPU pool computes the misses from the mapped GGUF and their rows are copied into the
//!   layer's per-pick output at the pick's index, so the one combine on the device applies every
//!   router weight in pick order. A layer costs about max(GPU hits, CPU misses), not the sum;
//!   [`CacheStats::layers_gpu_first`] counts the layers where the GPU's part had finished when
//!   the CPU's was done.
//! * **VRAM guard.** After each step's final sync the driver's free memory is read; when it is
//!   below the low-water mark on two readings in a row, the cache gives slots back (least-used
//!   resident experts first, across layers), freeing their memory instead of letting anything
//!   fail for want of it. Readings taken while work is in flight are never used: drivers report
//!   fluctuating numbers during graph execution.

use std::collections::VecDeque;

use serde::Serialize;

use super::schedule::{ExpertSchedule, MoePoint};
use crate::device::driver::{DevPtr, Driver, EventId, PinnedId, StreamId};
use crate::device::ledger::{Charge, Ledger};
use crate::error::RuntimeError;
use crate::exec::experts::ExpertCache;
use crate::experts::{Move, SlotState};
use crate::loader::Weights;

/// Copies in flight at once (each through its own pinned staging buffer when the mapped
/// model is not registered with the device; straight from the mapping when it is).
pub const COPY_RING: usize = 8;

/// Slots per device allocation. Drivers hand out large allocations in 2 MiB pages, so one
/// allocation per 2.6 MB expert would waste a third of the slots' memory outside any ledger;
/// chunks of 16 waste under 2 MiB each.
pub const SLOT_CHUNK: usize = 16;

/// Ledger bytes the chunks of `n` slots of `stride` bytes take (one charge per chunk).
pub fn chunked_bytes(n: usize, stride: u64) -> u64 {
    let full =
        (n / SLOT_CHUNK) as u64 * crate::device::ledger::round_alloc(SLOT_CHUNK as u64 * stride);
    let rest = (n % SLOT_CHUNK) as u64;
    full + if rest > 0 {
        crate::device::ledger::round_alloc(rest * stride)
    } else {
        0
    }
}

/// How the cache is sized and guarded.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CacheConfig {
    /// Slots in all (`None`: every slot that fits in what the budget leaves after the dense
    /// weights, the KV cache and the activations, less the guard's headroom).
    pub slots: Option<usize>,
    /// The VRAM guard.
    pub guard: GuardConfig,
}

/// The VRAM guard's thresholds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GuardConfig {
    /// Free device memory (as the driver reports it after a sync) below which a reading counts
    /// as low.
    pub low_water_bytes: u64,
    /// Consecutive low readings before the cache acts.
    pub readings: u32,
}

impl Default for GuardConfig {
    fn default() -> Self {
        GuardConfig {
            low_water_bytes: 256 << 20,
            readings: 2,
        }
    }
}

/// The guard's decision rule, apart from any device: feed it the driver's free-memory readings;
/// it answers how many bytes the cache should give back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct VramGuard {
    cfg: GuardConfig,
    low: u32,
}

impl VramGuard {
    /// A guard with no low reading yet.
    pub fn new(cfg: GuardConfig) -> Self {
        VramGuard { cfg, low: 0 }
    }

    /// One reading of free device memory. `after_sync` says whether it was taken with no work in
    /// flight; other readings are ignored (they neither count nor reset the run of low ones).
    /// Returns the bytes to give back: twice the shortfall below the low-water mark once
    /// `readings` low readings came in a row (the run then starts again), else 0.
    pub fn reading(&mut self, free: u64, after_sync: bool) -> u64 {
        if !after_sync {
            return 0;
        }
        if free >= self.cfg.low_water_bytes {
            self.low = 0;
            return 0;
        }
        self.low += 1;
        if self.low < self.cfg.readings.max(1) {
            return 0;
        }
        self.low = 0;
        2 * (self.cfg.low_water_bytes - free)
    }
}

/// What the cache saw, summed over steps (decode steps apart from prompt steps where it says).
#[derive(Debug, Clone, Copy, Default, Serialize, PartialEq)]
pub struct CacheStats {
    /// Slots allocated at load, and given back since.
    pub slots: usize,
    pub slots_given_back: usize,
    /// Bytes of one slot.
    pub slot_bytes: u64,
    /// Decode steps and prompt steps run through the cache.
    pub decode_steps: u64,
    pub prompt_steps: u64,
    /// Wall time of the decode steps.
    pub step_ms: f64,
    /// Device time of the expert launches over the hits (decode).
    pub gpu_expert_ms: f64,
    /// Host time computing misses on the CPU pool (decode).
    pub cpu_expert_ms: f64,
    /// Host time waiting at host points for the device to reach the router (decode).
    pub sync_wait_ms: f64,
    /// MoE layer executions on decode steps, and those whose GPU part had finished by the
    /// time the CPU's did (the CPU was the longer side).
    pub layers: u64,
    pub layers_gpu_first: u64,
    /// Expert weight bytes read by the GPU (hits) and by the CPU pool (misses) on decode.
    pub hit_bytes: u64,
    pub miss_bytes: u64,
    /// Host-to-device bytes: expert copies, and the misses' rows plus the picks' slots.
    pub copy_bytes: u64,
    pub row_bytes: u64,
    /// Expert copies landed.
    pub copies: u64,
    /// Decode picks the GPU read over the bus from the mapped file, and their weight bytes.
    pub bus_picks: u64,
    pub bus_bytes: u64,
    /// Of the bus picks, those the copy engine copied into staging slots before the launch
    /// (staged bus reads, the default where the slots exist) rather than the kernels reading
    /// the mapping in place.
    pub bus_staged_picks: u64,
    /// Look-ahead prefetches (decode): experts copied into staging slots before their layer
    /// was routed, from the previous layer's look-ahead logits, and the picks they served
    /// (each one a miss taken off the layer's CPU and bus shares).
    pub prefetch_copies: u64,
    pub prefetch_hits: u64,
    /// Layers that prefetched, and the sum of their caps (the adaptive cap's mean is the
    /// ratio).
    pub prefetch_layers: u64,
    pub prefetch_cap_sum: u64,
    /// Layers whose prefetch had not landed by their host point (their launches wait for it).
    pub prefetch_late: u64,
    /// CPU touch (`STRATA_CPU_TOUCH`): experts whose bytes the pool read during host waits,
    /// the bytes it read, and the touched experts the pool then computed as misses.
    pub touch_experts: u64,
    pub touch_bytes: u64,
    pub touch_hits: u64,
    /// Host time at the host points outside the CPU pool's misses and the waits: from the
    /// wait to the CPU's share (CAR, the split, queuing copies and the expert launches), and
    /// from the CPU's share to the next wait (the rows' copies, the next launches, the
    /// read-backs).
    pub host_issue_ms: f64,
    pub host_post_ms: f64,
    /// Decode MoE layers whose rows' copies and next launches were queued behind a host gate
    /// before the CPU pool computed the misses (`STRATA_GPU_GATE`).
    pub gated_layers: u64,
    /// Times the VRAM guard acted.
    pub guard_triggers: u64,
    /// Prompt chunks' MoE layers with misses, by where the misses ran: streamed through the
    /// copy rings, or on the CPU pool (`exec::gpu::prompt_misses`).
    pub prompt_stream_layers: u64,
    pub prompt_cpu_layers: u64,
}

impl CacheStats {
    /// Per decode step (0 when there were none).
    pub fn per_step(&self, v: f64) -> f64 {
        if self.decode_steps == 0 {
            0.0
        } else {
            v / self.decode_steps as f64
        }
    }
}

/// Per MoE layer: the measured costs that split its misses between the CPU pool and bus reads.
#[derive(Debug, Clone, Copy)]
struct BusSplit {
    /// Share of the misses read over the bus (moves towards the balance point by a quarter of
    /// the gap per decode step: hysteresis against one noisy step).
    share: f64,
    /// Milliseconds per expert: on the CPU pool, read over the bus by the GPU, resident on it.
    t_cpu: f64,
    t_bus: f64,
    t_hit: f64,
    /// This step's picks per side and the CPU's time.
    hits: u32,
    bus: u32,
    cpu: u32,
    cpu_ms: f64,
}

impl BusSplit {
    fn new(expert_bytes: u64) -> Self {
        let ms = |gb_s: f64| expert_bytes as f64 / (gb_s * 1e6);
        // Starting guesses (replaced by measurements after one step): a 16-core host's expert
        // matvec ~50 GB/s, PCIe 5 reads ~40 GB/s, resident HBM ~3 TB/s.
        let (t_cpu, t_bus, t_hit) = (ms(50.0), ms(40.0), ms(3000.0));
        BusSplit {
            share: t_cpu / (t_cpu + t_bus),
            t_cpu,
            t_bus,
            t_hit,
            hits: 0,
            bus: 0,
            cpu: 0,
            cpu_ms: 0.0,
        }
    }

    /// Folds in one decode step's measurements (`gpu_ms`: the layer's expert launches).
    fn learn(&mut self, gpu_ms: f64) {
        const A: f64 = 0.3;
        let ema = |old: f64, new: f64| old + A * (new - old);
        if self.cpu > 0 {
            self.t_cpu = ema(self.t_cpu, self.cpu_ms / f64::from(self.cpu));
        }
        if self.bus == 0 && self.hits > 0 {
            self.t_hit = ema(self.t_hit, gpu_ms / f64::from(self.hits));
        } else if self.bus > 0 {
            let bus_ms = (gpu_ms - f64::from(self.hits) * self.t_hit).max(0.0);
            self.t_bus = ema(self.t_bus, bus_ms / f64::from(self.bus)).max(1e-6);
        }
        // The balance point: the CPU's misses take as long as the GPU's hits and bus reads.
        let (m, h) = (f64::from(self.bus + self.cpu), f64::from(self.hits));
        if m > 0.0 {
            let target =
                ((m * self.t_cpu - h * self.t_hit) / (self.t_cpu + self.t_bus) / m).clamp(0.0, 1.0);
            self.share += 0.25 * (target - self.share);
        }
    }
}

/// A host point's CPU misses, apart from the cache ([`DeviceCache::miss_work`]).
pub struct MissWork {
    picks: Vec<usize>,
    ids: Vec<i32>,
    x: Vec<f32>,
    rows: Vec<f32>,
    n_expert: usize,
    k: usize,
    tensors: [strata_ir::graph::WeightId; 3],
}

impl MissWork {
    /// Computes the misses' rows on `backend` (the CPU pool), at their picks' rows.
    pub fn compute(
        &mut self,
        weights: &Weights,
        backend: &dyn crate::exec::Backend,
    ) -> Result<(), RuntimeError> {
        crate::exec::graph::host_expert_outputs(
            weights,
            backend,
            &self.x,
            &self.ids,
            1,
            self.n_expert,
            self.k,
            self.tensors,
            &mut self.rows,
        )
    }
}

struct SlotMem {
    ptr: DevPtr,
}

/// Raw expert slots the copy engine fills with a decode step's bus share, on a stream of its
/// own (the cache's copy stream carries admissions, which may be megabytes deep), and the
/// event the expert launches wait for.
struct BusStage {
    /// Per staging slot: the (gate, up, down) device addresses.
    slots: Vec<[DevPtr; 3]>,
    stream: StreamId,
    landed: EventId,
    /// `false`: the kernels read the bus share in place from the mapping (the A/B arm).
    on: bool,
}

/// How many experts each MoE layer's look-ahead prefetch may copy (`STRATA_PREFETCH`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PrefetchCap {
    /// No prefetch (and no look-ahead launch).
    Off,
    /// At most this many per layer.
    Fixed(usize),
    /// Adapted while decoding: one more after two layers in a row whose prefetch had landed
    /// by their host point, one fewer (never below one) after one that had not, up to the
    /// staging half (a prefetch still in flight at the host point delays that layer's bus
    /// share behind it on the staging stream).
    Auto,
}

impl PrefetchCap {
    /// `off` or `0`, a count, or `auto`.
    pub fn parse(v: &str) -> Option<PrefetchCap> {
        match v.trim() {
            "auto" => Some(PrefetchCap::Auto),
            "off" | "0" => Some(PrefetchCap::Off),
            n => n.parse::<usize>().ok().map(PrefetchCap::Fixed),
        }
    }
}

/// The look-ahead prefetch (see [`super::schedule::add_lookahead`]): at each MoE layer's host
/// point the next layer's router has already run on this layer's input; the next layer's
/// likely misses (its top-ranked non-resident experts) are copied into staging slots once
/// this layer's CPU rows are queued, while the next layer's dense part and its host point run
/// (queued earlier, the copies held the rows behind them on the shared copy engine). Layers
/// alternate between the two halves of the staging slots, so a prefetch never overwrites a
/// slot that this layer's launches read.
struct Lookahead {
    /// The cap in force, its upper bound, and whether it adapts.
    cap: usize,
    max: usize,
    auto: bool,
    /// Consecutive layers whose prefetch had landed by their host point.
    streak: u32,
    /// Recorded on the staging stream after each prefetch's copies.
    landed: EventId,
    /// The point the prefetched experts belong to, and per prefetched expert its staging slot.
    point: Option<usize>,
    pre: Vec<(i32, usize)>,
    /// The experts picked for `point` whose copies are not queued yet.
    want: Vec<u32>,
    /// Whether the CPU pool reads the rest of the next layer's likely misses into its caches
    /// while the host waits for the device (`STRATA_CPU_TOUCH`), those experts (for `point`),
    /// and the ones read for the layer whose host point runs now.
    touch: bool,
    to_touch: Vec<u32>,
    touched: Vec<u32>,
}

impl BusStage {
    /// Queues the copy of expert `e` of point `p` from the registered mapping into staging
    /// slot `j` on the staging stream.
    fn copy_expert(
        &self,
        driver: &mut dyn Driver,
        j: usize,
        weights: &Weights,
        p: &MoePoint,
        e: u32,
    ) -> Result<(), RuntimeError> {
        let dst = self
            .slots
            .get(j)
            .ok_or_else(|| bad(format!("staging slot {j} of {}", self.slots.len())))?;
        for (t, &to) in dst.iter().enumerate() {
            driver.copy_registered_to_device(to, expert_slab(weights, p, t, e)?, self.stream)?;
        }
        Ok(())
    }
}

/// One allocation of up to [`SLOT_CHUNK`] consecutive slots of one layer.
struct ChunkMem {
    ptr: DevPtr,
    _charge: Charge,
    point: usize,
    first: usize,
    n: usize,
}

struct Staging {
    buf: PinnedId,
    event: EventId,
    /// The (layer, slot) whose copy this buffer carries, until it lands.
    busy: Option<(usize, usize)>,
}

/// The cache's device state (owned by the executor).
pub(super) struct DeviceCache {
    pub sched: ExpertSchedule,
    /// Per model layer: index into `sched.layers`.
    point_of_layer: Vec<Option<usize>>,
    /// Per point, per slot of its layer: the slot's memory (`None` once given back).
    slots: Vec<Vec<Option<SlotMem>>>,
    /// The allocations behind the slots (`None` once given back).
    chunks: Vec<Option<ChunkMem>>,
    copy_stream: StreamId,
    ring: Vec<Staging>,
    queue: VecDeque<(usize, usize, u32)>,
    /// Pinned host-point buffer: ids | logits | x | sel | rows (offsets below).
    pub io: PinnedId,
    /// Pinned staging of the slot tables (every table of every point, back to back).
    pub table_stage: PinnedId,
    off_logits: usize,
    off_x: usize,
    off_sel: usize,
    off_rows: usize,
    /// Per point: timing events around its expert launches.
    pub timing: Vec<(EventId, EventId)>,
    guard: VramGuard,
    pub stats: CacheStats,
    /// Per point: the device address of each expert tensor (gate, up, down) in the registered
    /// mapping of the GGUF, when bus reads are on.
    bus: Option<Vec<[DevPtr; 3]>>,
    /// Staged bus reads (see [`DeviceCache::enable_staging`]).
    stage: Option<BusStage>,
    /// This layer's staged bus share, from staging slot `staged_at` on.
    staged: Vec<i32>,
    staged_at: usize,
    /// Whether this layer's launches read a prefetched or staged slot.
    stage_used: bool,
    look: Option<Lookahead>,
    off_pred: usize,
    split_cost: Vec<BusSplit>,
    // Host scratch, reused every layer.
    ids: Vec<i32>,
    router_ids: Vec<i32>,
    logits: Vec<f32>,
    x: Vec<f32>,
    sel: Vec<i32>,
    rows: Vec<f32>,
}

/// Expert `e`'s slab of matrix `t` (0 gate, 1 up, 2 down) of point `p` in the mapped file.
fn expert_slab<'w>(
    weights: &'w Weights,
    p: &MoePoint,
    t: usize,
    e: u32,
) -> Result<&'w [u8], RuntimeError> {
    let w = weights.get(p.weights[t])?;
    let slab = p.slab_bytes[t] as usize;
    w.bytes
        .get(e as usize * slab..(e as usize + 1) * slab)
        .ok_or_else(|| bad(format!("{}: expert {e} outside the tensor", w.name)))
}

fn align(n: usize) -> usize {
    n.next_multiple_of(256)
}

fn bad(msg: impl Into<String>) -> RuntimeError {
    RuntimeError::Device(format!("expert cache: {}", msg.into()))
}

impl DeviceCache {
    /// Allocates the slots (`per_layer[layer]` of them, each charged before it is allocated),
    /// the copy ring and the host-point buffer. `slot_table_addr(point, i)` is the device address
    /// of the schedule's slot table `i` (gate, up, down) of `point`.
    pub fn new(
        driver: &mut dyn Driver,
        ledger: &Ledger,
        sched: ExpertSchedule,
        n_layers: usize,
        per_layer: &[usize],
        guard: GuardConfig,
    ) -> Result<Self, RuntimeError> {
        let mut point_of_layer = vec![None; n_layers];
        for (i, p) in sched.layers.iter().enumerate() {
            let slot = point_of_layer
                .get_mut(p.layer as usize)
                .ok_or_else(|| bad(format!("layer {} outside the model", p.layer)))?;
            *slot = Some(i);
        }
        let mut slots = Vec::with_capacity(sched.layers.len());
        let mut chunks = Vec::new();
        let mut n_slots = 0;
        let stride = sched.slot_bytes;
        for (pi, p) in sched.layers.iter().enumerate() {
            let n = per_layer.get(p.layer as usize).copied().unwrap_or(0);
            let mut v = Vec::with_capacity(n);
            for first in (0..n).step_by(SLOT_CHUNK) {
                let m = SLOT_CHUNK.min(n - first);
                let charge = ledger.charge(
                    m as u64 * stride,
                    &format!("expert slots {first}..{} of layer {}", first + m, p.layer),
                )?;
                let ptr = driver.alloc(&charge)?;
                for i in 0..m {
                    v.push(Some(SlotMem {
                        ptr: ptr + i as u64 * stride,
                    }));
                }
                chunks.push(Some(ChunkMem {
                    ptr,
                    _charge: charge,
                    point: pi,
                    first,
                    n: m,
                }));
            }
            n_slots += n;
            slots.push(v);
        }
        let copy_stream = driver.create_stream()?;
        let mut ring = Vec::with_capacity(COPY_RING);
        for _ in 0..COPY_RING.min(n_slots.max(1)) {
            ring.push(Staging {
                buf: driver.alloc_pinned(sched.slot_bytes as usize)?,
                event: driver.create_timing_event()?,
                busy: None,
            });
        }
        let (mut k, mut ne, mut n) = (1, 1, 1);
        for p in &sched.layers {
            k = k.max(p.k);
            ne = ne.max(p.n_expert);
            n = n.max(p.n_embd);
        }
        let off_logits = align(4 * k);
        let off_x = off_logits + align(4 * ne);
        let off_sel = off_x + align(4 * n);
        let off_rows = off_sel + align(4 * k);
        let off_pred = off_rows + align(4 * k * n);
        let io = driver.alloc_pinned(off_pred + 4 * ne)?;
        let table_bytes: usize = sched.layers.iter().map(|p| 3 * 16 * p.n_expert).sum();
        let table_stage = driver.alloc_pinned(table_bytes.max(8))?;
        let mut timing = Vec::with_capacity(sched.layers.len());
        for _ in &sched.layers {
            timing.push((driver.create_timing_event()?, driver.create_timing_event()?));
        }
        let stats = CacheStats {
            slots: n_slots,
            slot_bytes: sched.slot_bytes,
            ..Default::default()
        };
        let split_cost = sched
            .layers
            .iter()
            .map(|p| BusSplit::new(p.slab_bytes.iter().sum()))
            .collect();
        Ok(DeviceCache {
            sched,
            point_of_layer,
            slots,
            chunks,
            copy_stream,
            ring,
            queue: VecDeque::new(),
            io,
            table_stage,
            off_logits,
            off_x,
            off_sel,
            off_rows,
            timing,
            guard: VramGuard::new(guard),
            stats,
            bus: None,
            stage: None,
            staged: Vec::new(),
            staged_at: 0,
            stage_used: false,
            look: None,
            off_pred,
            split_cost,
            ids: Vec::new(),
            router_ids: Vec::new(),
            logits: Vec::new(),
            x: Vec::new(),
            sel: Vec::new(),
            rows: Vec::new(),
        })
    }

    /// Turns bus reads on: `base` is the device address of `pages[0]`, the registered mapping
    /// of the GGUF that `weights` views.
    pub fn enable_bus(
        &mut self,
        weights: &Weights,
        pages: &[u8],
        base: DevPtr,
    ) -> Result<(), RuntimeError> {
        let start = pages.as_ptr() as usize;
        let mut v = Vec::with_capacity(self.sched.layers.len());
        for p in &self.sched.layers {
            let mut a = [0; 3];
            for (t, slot) in a.iter_mut().enumerate() {
                let w = weights.get(p.weights[t])?;
                let off = (w.bytes.as_ptr() as usize)
                    .checked_sub(start)
                    .filter(|o| o + w.bytes.len() <= pages.len())
                    .ok_or_else(|| {
                        bad(format!("{} lies outside the registered mapping", w.name))
                    })?;
                *slot = base + off as u64;
            }
            v.push(a);
        }
        self.bus = Some(v);
        Ok(())
    }

    /// The slot tables' contents: per point and table (gate, up, down), `2 · n_expert` device
    /// addresses (`u64` little endian): the layer's slots, then every expert in the mapped file
    /// (0 where a slot does not exist or bus reads are off); with staged bus reads on, the
    /// second half holds the staging slots instead (index `n_expert + j`: staging slot `j`).
    pub fn slot_tables(&self) -> Vec<[Vec<u8>; 3]> {
        let stage = self.stage.as_ref().filter(|s| s.on);
        self.sched
            .layers
            .iter()
            .enumerate()
            .map(|(pi, p)| {
                let slots = &self.slots[pi];
                std::array::from_fn(|i| {
                    let mut out = Vec::with_capacity(16 * p.n_expert);
                    for s in 0..p.n_expert {
                        let a = slots
                            .get(s)
                            .and_then(|m| m.as_ref())
                            .map_or(0, |m| m.ptr + p.slab_offsets[i]);
                        out.extend_from_slice(&a.to_le_bytes());
                    }
                    for e in 0..p.n_expert as u64 {
                        let a = match stage {
                            Some(st) => st.slots.get(e as usize).map_or(0, |s| s[i]),
                            None => self
                                .bus
                                .as_ref()
                                .map_or(0, |b| b[pi][i] + e * p.slab_bytes[i]),
                        };
                        out.extend_from_slice(&a.to_le_bytes());
                    }
                    out
                })
            })
            .collect()
    }

    /// Where the device reads matrix `mat` (0 gate, 1 up, 2 down) of expert `e` of point `pi`:
    /// its slot when `slot ≥ 0` (a landed copy: the residency table's entry), else the expert's
    /// slab in the registered mapping over the bus; `None` when neither exists (no bus reads).
    pub fn expert_ptr(&self, pi: usize, e: usize, slot: i32, mat: usize) -> Option<DevPtr> {
        let p = self.sched.layers.get(pi)?;
        if slot >= 0 {
            let m = self.slots.get(pi)?.get(slot as usize)?.as_ref()?;
            return Some(m.ptr + p.slab_offsets[mat]);
        }
        let b = self.bus.as_ref()?.get(pi)?;
        Some(b[mat] + e as u64 * p.slab_bytes[mat])
    }

    /// Whether misses can be read over the bus (the GGUF mapping is registered).
    pub fn has_bus(&self) -> bool {
        self.bus.is_some()
    }

    /// Turns staged bus reads on: a decode step's bus share is copied by the copy engine from
    /// the registered mapping into `slots` (raw expert slots nothing else uses during a step:
    /// the prompt path's miss rings), and the expert launches wait for the copies and read them
    /// from VRAM. The copy engine moves large blocks at the link's rate (55 GB/s measured on
    /// the H200's host) where kernels reading the mapping in place issue small reads (34 GB/s
    /// in session 12's decode). Needs bus reads (the registered mapping) and at least one slot
    /// per layer's top-k pick to be useful; returns the staging slots in use (0: off). The
    /// slot tables must be rewritten afterwards.
    pub fn enable_staging(
        &mut self,
        driver: &mut dyn Driver,
        slots: Vec<[DevPtr; 3]>,
    ) -> Result<usize, RuntimeError> {
        if self.bus.is_none() || slots.is_empty() {
            return Ok(0);
        }
        // The staging slots live in the second half of each table (`n_expert` entries).
        let min_ne = self
            .sched
            .layers
            .iter()
            .map(|p| p.n_expert)
            .min()
            .unwrap_or(0);
        let mut slots = slots;
        slots.truncate(min_ne);
        if slots.is_empty() {
            return Ok(0);
        }
        let n = slots.len();
        self.stage = Some(BusStage {
            slots,
            stream: driver.create_stream()?,
            landed: driver.create_timing_event()?,
            on: true,
        });
        Ok(n)
    }

    /// Staged bus reads on or off (`off`: the kernels read the bus share from the mapping in
    /// place); returns whether they are on. The slot tables must be rewritten afterwards.
    pub fn set_staging(&mut self, on: bool) -> bool {
        match self.stage.as_mut() {
            Some(s) => {
                s.on = on;
                on
            }
            None => false,
        }
    }

    /// Forgets the staging slots for good (their memory is about to be freed); the slot
    /// tables must be rewritten afterwards.
    pub fn drop_staging(&mut self) {
        self.stage = None;
        self.staged.clear();
        self.look = None;
    }

    /// Turns the look-ahead prefetch on or off. Needs staged bus reads with at least two
    /// staging slots (a half per layer parity) and a look-ahead in the schedule; returns the
    /// largest cap in force (0: off).
    pub fn enable_lookahead(
        &mut self,
        driver: &mut dyn Driver,
        cap: PrefetchCap,
    ) -> Result<usize, RuntimeError> {
        let half = self
            .stage
            .as_ref()
            .filter(|s| s.on)
            .map_or(0, |s| s.slots.len() / 2);
        let any = self.sched.layers.iter().any(|p| p.lookahead.is_some());
        let k = self.sched.layers.iter().map(|p| p.k).max().unwrap_or(0);
        let (start, max, auto) = match cap {
            PrefetchCap::Off => (0, 0, false),
            PrefetchCap::Fixed(n) => (n, n, false),
            PrefetchCap::Auto => (2, k, true),
        };
        let max = max.min(half);
        if max == 0 || !any {
            self.look = None;
            return Ok(0);
        }
        self.look = Some(Lookahead {
            cap: start.clamp(1, max),
            max,
            auto,
            streak: 0,
            landed: driver.create_timing_event()?,
            point: None,
            pre: Vec::new(),
            want: Vec::new(),
            touch: self.look.as_ref().is_some_and(|l| l.touch),
            to_touch: Vec::new(),
            touched: Vec::new(),
        });
        Ok(max)
    }

    /// Whether the look-ahead prefetch is on.
    pub fn lookahead(&self) -> bool {
        self.look.is_some() && self.staging()
    }

    /// Forgets any prefetch of an earlier step (one that ended early): a staging slot holds
    /// its prefetched expert only until a later layer of the same parity stages into it.
    pub fn begin_step(&mut self) {
        if let Some(l) = self.look.as_mut() {
            l.point = None;
            l.pre.clear();
            l.want.clear();
            l.to_touch.clear();
            l.touched.clear();
        }
    }

    /// Turns the CPU pool's touch of the next layer's likely misses on or off (see
    /// [`DeviceCache::touch_regions`]); needs the look-ahead. Returns whether it is on.
    pub fn set_touch(&mut self, on: bool) -> bool {
        match self.look.as_mut() {
            Some(l) => {
                l.touch = on;
                on
            }
            None => false,
        }
    }

    /// At point `pi`'s host point, before the host waits for the device: the mapped bytes of
    /// the experts point `pi`'s look-ahead ranked likely but the prefetch did not copy and
    /// the cache does not hold (gate, up and down of each, most likely first). The CPU pool
    /// reads them into its caches during the wait, so the CPU's share of the misses reads
    /// cache instead of DRAM; empty when the touch is off or nothing was predicted.
    pub fn touch_regions<'w>(
        &mut self,
        pi: usize,
        weights: &'w Weights,
    ) -> Result<Vec<&'w [u8]>, RuntimeError> {
        let Some(l) = self.look.as_mut() else {
            return Ok(Vec::new());
        };
        l.touched.clear();
        if l.point != Some(pi) || !l.touch {
            return Ok(Vec::new());
        }
        std::mem::swap(&mut l.touched, &mut l.to_touch);
        let p = &self.sched.layers[pi];
        let mut out = Vec::with_capacity(3 * l.touched.len());
        for &e in &l.touched {
            for t in 0..3 {
                out.push(expert_slab(weights, p, t, e)?);
            }
        }
        self.stats.touch_experts += l.touched.len() as u64;
        Ok(out)
    }

    /// The first staging slot and the slots point `pi` may use: its parity's half while the
    /// look-ahead is on, else all of them.
    fn stage_window(&self, pi: usize) -> (usize, usize) {
        let n = self
            .stage
            .as_ref()
            .filter(|s| s.on)
            .map_or(0, |s| s.slots.len());
        if self.lookahead() {
            let half = n / 2;
            ((pi % 2) * half, half)
        } else {
            (0, n)
        }
    }

    /// Offset in `io` of the look-ahead logits.
    pub fn pred_offset(&self) -> usize {
        self.off_pred
    }

    /// The look-ahead prefetch of point `pi` (see [`DeviceCache::prefetch_pick`] and
    /// [`DeviceCache::prefetch_copy`]) in one call: where the copies must be queued at once
    /// (behind a host gate, after the rows' copies: `after`).
    pub fn prefetch(
        &mut self,
        driver: &mut dyn Driver,
        pi: usize,
        weights: &Weights,
        experts: &dyn ExpertCache,
        after: Option<EventId>,
    ) -> Result<(), RuntimeError> {
        self.prefetch_pick(driver, pi, experts)?;
        self.prefetch_copy(driver, pi, weights, after)
    }

    /// Picks point `pi`'s prefetch from the look-ahead logits just read back (in `io`): the
    /// top-ranked of its `k` likely picks that the cache does not hold, at most the cap, and
    /// the rest for the CPU touch. Reads `io` now, before the next point's read-backs are
    /// queued into the same bytes; [`DeviceCache::prefetch_copy`] queues the copies later.
    pub fn prefetch_pick(
        &mut self,
        driver: &mut dyn Driver,
        pi: usize,
        experts: &dyn ExpertCache,
    ) -> Result<(), RuntimeError> {
        let off_pred = self.off_pred;
        let staging = self.staging();
        let Some(l) = self.look.as_mut().filter(|_| staging) else {
            return Ok(());
        };
        l.pre.clear();
        l.want.clear();
        l.to_touch.clear();
        l.point = None;
        let Some(p) = self.sched.layers.get(pi) else {
            return Ok(());
        };
        let ne = p.n_expert;
        let mut ranked: Vec<(f32, usize)> = {
            let io = driver.pinned(self.io)?;
            io[off_pred..off_pred + 4 * ne]
                .chunks_exact(4)
                .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                .zip(0..)
                .collect()
        };
        // Highest logit first, ties to the lower id; non-finite logits never rank.
        ranked.retain(|(v, _)| v.is_finite());
        ranked.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        let row = experts.table().row(p.layer as usize);
        for &(_, e) in ranked.iter().take(p.k) {
            if l.want.len() >= l.cap {
                break;
            }
            if row.get(e).copied().unwrap_or(-1) < 0 {
                l.want.push(e as u32);
            }
        }
        if l.touch {
            for &(_, e) in ranked.iter().take(p.k) {
                let resident = row.get(e).copied().unwrap_or(-1) >= 0;
                if !resident && !l.want.contains(&(e as u32)) {
                    l.to_touch.push(e as u32);
                }
            }
        }
        l.point = Some(pi);
        self.stats.prefetch_layers += 1;
        self.stats.prefetch_cap_sum += l.cap as u64;
        Ok(())
    }

    /// Queues the copies [`DeviceCache::prefetch_pick`] chose for point `pi` into its staging
    /// half on the staging stream. `after`: an event the copies must follow (the rows' copies,
    /// when those were queued behind a host gate: the copy engine runs host-to-device copies
    /// in order, so the prefetch must not reach it first). The executor calls this once the
    /// next layer's launches are queued, so these host calls do not hold those launches back.
    pub fn prefetch_copy(
        &mut self,
        driver: &mut dyn Driver,
        pi: usize,
        weights: &Weights,
        after: Option<EventId>,
    ) -> Result<(), RuntimeError> {
        let (base, _) = self.stage_window(pi);
        let (Some(l), Some(st)) = (self.look.as_mut(), self.stage.as_ref().filter(|s| s.on)) else {
            return Ok(());
        };
        if l.point != Some(pi) || !l.pre.is_empty() {
            return Ok(());
        }
        let Some(p) = self.sched.layers.get(pi) else {
            return Ok(());
        };
        for (i, &e) in l.want.iter().enumerate() {
            if let (Some(ev), 0) = (after, i) {
                driver.stream_wait_event(st.stream, ev)?;
            }
            let j = base + l.pre.len();
            st.copy_expert(driver, j, weights, p, e)?;
            l.pre.push((e as i32, j));
        }
        if !l.pre.is_empty() {
            driver.record_again(l.landed, st.stream)?;
        }
        self.stats.prefetch_copies += l.pre.len() as u64;
        Ok(())
    }

    /// Whether staged bus reads are on.
    pub fn staging(&self) -> bool {
        self.stage.as_ref().is_some_and(|s| s.on)
    }

    /// Queues the copies of point `pi`'s staged picks (set by [`DeviceCache::split`]) on the
    /// staging stream and returns the event the expert launches must wait for (`None`: nothing
    /// staged). A staging slot is rewritten only at a later layer's host point, after the
    /// stream sync there, so the launches that read it have finished (with the look-ahead on,
    /// a host point writes only its own parity's half, last read two layers back).
    pub fn stage_copies(
        &mut self,
        driver: &mut dyn Driver,
        pi: usize,
        weights: &Weights,
    ) -> Result<Option<EventId>, RuntimeError> {
        let Some(st) = self.stage.as_ref().filter(|s| s.on) else {
            return Ok(None);
        };
        if self.staged.is_empty() && !self.stage_used {
            return Ok(None);
        }
        let p = &self.sched.layers[pi];
        for (i, &e) in self.staged.iter().enumerate() {
            st.copy_expert(driver, self.staged_at + i, weights, p, e as u32)?;
        }
        driver.record_again(st.landed, st.stream)?;
        Ok(Some(st.landed))
    }

    /// Queues copies for every pending slot of the table not queued or in flight yet.
    pub fn queue_pending(&mut self, experts: &dyn ExpertCache) {
        let table = experts.table();
        for (layer, slot, expert) in table.pending() {
            let queued = self.queue.iter().any(|&(l, s, _)| (l, s) == (layer, slot))
                || self.ring.iter().any(|r| r.busy == Some((layer, slot)));
            if !queued {
                self.queue.push_back((layer, slot, expert));
            }
        }
    }

    /// Queues the copies of a policy round's moves.
    pub fn queue_moves(&mut self, moves: &[Move]) {
        for m in moves {
            self.queue
                .push_back((m.layer as usize, m.slot as usize, m.expert));
        }
    }

    /// Policy moves a round may start: none while more copies are outstanding than the ring
    /// carries (admitted experts are misses until they land, so moves faster than the copies
    /// would leave the cache pending), else two rings' worth.
    pub fn move_budget(&self) -> usize {
        if self.copies_outstanding() > self.ring.len() {
            0
        } else {
            2 * self.ring.len()
        }
    }

    /// Copies that are queued or in flight.
    pub fn copies_outstanding(&self) -> usize {
        self.queue.len() + self.ring.iter().filter(|r| r.busy.is_some()).count()
    }

    /// Lands the copies that have completed (`wait`: blocks for every one in flight), then
    /// stages queued copies into free ring buffers.
    pub fn pump(
        &mut self,
        driver: &mut dyn Driver,
        weights: &Weights,
        experts: &mut dyn ExpertCache,
        wait: bool,
    ) -> Result<(), RuntimeError> {
        for i in 0..self.ring.len() {
            let Some((layer, slot)) = self.ring[i].busy else {
                continue;
            };
            let ev = self.ring[i].event;
            let done = if wait {
                driver.event_synchronize(ev)?;
                true
            } else {
                driver.event_query(ev)?
            };
            if done {
                self.ring[i].busy = None;
                // A slot given back while its copy flew stays retired.
                if matches!(
                    experts.table().slots(layer).get(slot),
                    Some(SlotState::Pending(_))
                ) {
                    experts.land(layer, slot)?;
                    self.stats.copies += 1;
                }
            }
        }
        while let Some(i) = self.ring.iter().position(|r| r.busy.is_none()) {
            let Some((layer, slot, expert)) = self.queue.pop_front() else {
                break;
            };
            // The table may have moved on (a slot given back meanwhile).
            if experts.table().slots(layer).get(slot) != Some(&SlotState::Pending(expert)) {
                continue;
            }
            let pi = self
                .point_of_layer
                .get(layer)
                .copied()
                .flatten()
                .ok_or_else(|| bad(format!("layer {layer} has no routed experts")))?;
            let p = &self.sched.layers[pi];
            let dst = self.slots[pi]
                .get(slot)
                .and_then(|s| s.as_ref())
                .map(|m| m.ptr)
                .ok_or_else(|| bad(format!("layer {layer} slot {slot} has no memory")))?;
            let mut len = 0;
            for t in 0..3 {
                let src = expert_slab(weights, p, t, expert)?;
                let slab = src.len();
                let off = p.slab_offsets[t] as usize;
                if self.bus.is_some() {
                    // The mapping is registered: the copy engine reads it directly.
                    driver.copy_registered_to_device(dst + off as u64, src, self.copy_stream)?;
                } else {
                    driver
                        .pinned(self.ring[i].buf)?
                        .get_mut(off..off + slab)
                        .ok_or_else(|| bad("a slab outside its slot"))?
                        .copy_from_slice(src);
                }
                len = off + slab;
            }
            if self.bus.is_none() {
                driver.copy_to_device(dst, self.ring[i].buf, 0, len, self.copy_stream)?;
            }
            driver.record_again(self.ring[i].event, self.copy_stream)?;
            self.ring[i].busy = Some((layer, slot));
            self.stats.copy_bytes += len as u64;
        }
        Ok(())
    }

    /// Copies every queued expert and waits for all of them (startup fill).
    pub fn fill_all(
        &mut self,
        driver: &mut dyn Driver,
        weights: &Weights,
        experts: &mut dyn ExpertCache,
    ) -> Result<(), RuntimeError> {
        while self.copies_outstanding() > 0 {
            self.pump(driver, weights, experts, false)?;
            self.pump(driver, weights, experts, true)?;
        }
        Ok(())
    }

    /// The host side of MoE point `pi` after the device reached its router (the readbacks are
    /// in `io` and the stream is synchronized): CAR (decode only), the split, `sel` into `io`.
    /// Returns whether the layer has misses.
    pub fn split(
        &mut self,
        driver: &mut dyn Driver,
        pi: usize,
        experts: &mut dyn ExpertCache,
        pos: usize,
        decode: bool,
    ) -> Result<bool, RuntimeError> {
        let p = &self.sched.layers[pi];
        let (k, ne, n) = (p.k, p.n_expert, p.n_embd);
        {
            let io = driver.pinned(self.io)?;
            self.ids.clear();
            self.ids.extend(
                io[..4 * k]
                    .chunks_exact(4)
                    .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]])),
            );
            self.logits.clear();
            self.logits.extend(
                io[self.off_logits..self.off_logits + 4 * ne]
                    .chunks_exact(4)
                    .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]])),
            );
            self.x.clear();
            self.x.extend(
                io[self.off_x..self.off_x + 4 * n]
                    .chunks_exact(4)
                    .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]])),
            );
        }
        if let Some(&bad_id) = self.ids.iter().find(|&&e| e < 0 || e as usize >= ne) {
            return Err(bad(format!(
                "layer {}: the router picked expert {bad_id} of {ne}",
                p.layer
            )));
        }
        let layer = p.layer;
        self.router_ids.clone_from(&self.ids);
        if decode {
            // Prefetched experts are on the device for this layer: no misses, and candidates.
            let also: Vec<u32> = self
                .look
                .as_ref()
                .filter(|l| l.point == Some(pi))
                .map(|l| l.pre.iter().map(|&(e, _)| e as u32).collect())
                .unwrap_or_default();
            experts.car_with(layer, &self.logits, &mut self.ids, k, &[pos as i32], &also);
        }
        experts.observe(layer, decode, &self.router_ids, &self.ids, &self.logits, k);
        let row = experts.table().row(layer as usize);
        self.sel.clear();
        for &e in &self.ids {
            self.sel.push(row.get(e as usize).copied().unwrap_or(-1));
        }
        let hits = self.sel.iter().filter(|&&s| s >= 0).count();
        // Misses the look-ahead prefetched read their staging slot (the copy was queued on
        // the staging stream before this layer's bus share, so the launches' wait covers it).
        let (base, window) = self.stage_window(pi);
        let mut pre_hits = 0;
        let mut pre_len = 0;
        if let Some(l) = self.look.as_mut().filter(|l| l.point == Some(pi)) {
            l.point = None;
            pre_len = l.pre.len();
            // The adaptive cap: did this prefetch land before this host point?
            let landed = pre_len == 0 || driver.event_query(l.landed)?;
            if !landed {
                self.stats.prefetch_late += 1;
            }
            if l.auto && pre_len > 0 {
                if landed {
                    l.streak += 1;
                    if l.streak >= 2 {
                        l.cap = (l.cap + 1).min(l.max);
                        l.streak = 0;
                    }
                } else {
                    l.cap = l.cap.saturating_sub(1).max(1);
                    l.streak = 0;
                }
            }
            for (s, &e) in self.sel.iter_mut().zip(&self.ids) {
                if *s < 0
                    && let Some(&(_, j)) = l.pre.iter().find(|&&(pe, _)| pe == e)
                {
                    *s = (ne + j) as i32;
                    pre_hits += 1;
                }
            }
        }
        let n_miss = k - hits - pre_hits;
        // The share of the misses the GPU reads over the bus, the first ones in pick order.
        // Staged, at most one pick per staging slot of this point's window.
        self.staged_at = base + pre_len;
        self.stage_used = pre_hits > 0;
        let stage_cap = self
            .stage
            .as_ref()
            .filter(|s| s.on)
            .map(|_| window.saturating_sub(pre_len));
        let n_bus = if self.bus.is_some() {
            ((self.split_cost[pi].share * n_miss as f64).round() as usize)
                .min(n_miss)
                .min(stage_cap.unwrap_or(usize::MAX))
        } else {
            0
        };
        let mut left = n_bus;
        self.staged.clear();
        for (s, &e) in self.sel.iter_mut().zip(&self.ids) {
            if *s < 0 && left > 0 {
                *s = if stage_cap.is_some() {
                    self.staged.push(e);
                    (ne + self.staged_at + self.staged.len() - 1) as i32
                } else {
                    (ne + e as usize) as i32
                };
                left -= 1;
            }
        }
        let c = &mut self.split_cost[pi];
        c.hits = (hits + pre_hits) as u32;
        c.bus = n_bus as u32;
        c.cpu = (n_miss - n_bus) as u32;
        c.cpu_ms = 0.0;
        let misses = n_miss > n_bus;
        if decode {
            let p = &self.sched.layers[pi];
            let expert_bytes: u64 = p.slab_bytes.iter().sum();
            self.stats.hit_bytes += hits as u64 * expert_bytes;
            self.stats.miss_bytes += (n_miss - n_bus) as u64 * expert_bytes;
            self.stats.bus_picks += n_bus as u64;
            self.stats.bus_staged_picks += self.staged.len() as u64;
            self.stats.prefetch_hits += pre_hits as u64;
            self.stats.bus_bytes += n_bus as u64 * expert_bytes;
        }
        let off = self.off_sel;
        let io = driver.pinned(self.io)?;
        for (d, s) in io[off..off + 4 * k].chunks_exact_mut(4).zip(&self.sel) {
            d.copy_from_slice(&s.to_le_bytes());
        }
        Ok(misses)
    }

    /// The picks of the point just split that the CPU pool computes (their `sel` is −1), in
    /// pick order: the rows [`DeviceCache::finish_misses`] writes.
    pub fn miss_picks(&self) -> Vec<usize> {
        self.ids
            .iter()
            .zip(&self.sel)
            .enumerate()
            .filter(|&(_, (&e, &s))| s < 0 && e >= 0)
            .map(|(j, _)| j)
            .collect()
    }

    /// The CPU pool's share of point `pi` (just split), taken out of the cache so that the
    /// host can issue the GPU's share of the layer while the pool computes it: the picks (the
    /// same predicate the gate's early row copies use), the router's ids with every other
    /// slot −1, the layer's input and the rows buffer. [`DeviceCache::finish_misses`] writes
    /// the rows and gives the buffers back.
    pub fn miss_work(&mut self, pi: usize) -> MissWork {
        let p = &self.sched.layers[pi];
        let (k, n) = (p.k, p.n_embd);
        let picks = self.miss_picks();
        let mut ids = vec![-1i32; self.ids.len()];
        for &j in &picks {
            ids[j] = self.ids[j];
        }
        if let Some(l) = self.look.as_ref() {
            self.stats.touch_hits += ids
                .iter()
                .filter(|&&e| e >= 0 && l.touched.contains(&(e as u32)))
                .count() as u64;
        }
        let mut rows = std::mem::take(&mut self.rows);
        rows.resize(k * n, 0.0);
        MissWork {
            picks,
            ids,
            x: std::mem::take(&mut self.x),
            rows,
            n_expert: p.n_expert,
            k,
            tensors: p.weights,
        }
    }

    /// Writes the rows of computed `work` into `io` at their picks and keeps its buffers for
    /// the next point. Returns the picks whose rows were written.
    pub fn finish_misses(
        &mut self,
        driver: &mut dyn Driver,
        work: MissWork,
    ) -> Result<Vec<usize>, RuntimeError> {
        let n = work.x.len();
        let off = self.off_rows;
        let io = driver.pinned(self.io)?;
        for &j in &work.picks {
            let dst = io
                .get_mut(off + 4 * j * n..off + 4 * (j + 1) * n)
                .ok_or_else(|| bad(format!("no room for pick {j}'s row in the host buffer")))?;
            for (d, v) in dst.chunks_exact_mut(4).zip(&work.rows[j * n..(j + 1) * n]) {
                d.copy_from_slice(&v.to_le_bytes());
            }
        }
        self.rows = work.rows;
        self.x = work.x;
        Ok(work.picks)
    }

    /// Records the CPU pool's time on point `pi` this step.
    pub fn note_cpu_ms(&mut self, pi: usize, ms: f64) {
        self.split_cost[pi].cpu_ms = ms;
    }

    /// After a decode step: folds each layer's measured times into its bus split.
    pub fn learn_split(&mut self, gpu_ms: &[f64]) {
        if self.bus.is_none() {
            return;
        }
        for (c, &g) in self.split_cost.iter_mut().zip(gpu_ms) {
            c.learn(g);
        }
    }

    /// Offsets in `io` of the readbacks, the slots and the rows.
    pub fn offsets(&self) -> (usize, usize, usize, usize) {
        (self.off_logits, self.off_x, self.off_sel, self.off_rows)
    }

    /// After a step's final sync: one guard reading; when the guard asks for memory back, gives
    /// back slots (empty ones first, then the least-used residents) until that many bytes are
    /// freed. Returns how many slots were given back.
    pub fn guard_step(
        &mut self,
        driver: &mut dyn Driver,
        experts: &mut dyn ExpertCache,
    ) -> Result<usize, RuntimeError> {
        let (free, _) = driver.mem_info()?;
        let want = self.guard.reading(free, true);
        if want == 0 {
            return Ok(0);
        }
        self.stats.guard_triggers += 1;
        // Each chunk scores by its slots: empty ones cost nothing, residents their usage; a
        // chunk with a copy in flight waits for the next trigger.
        let mut cands: Vec<(f64, usize)> = Vec::new();
        for (ci, c) in self.chunks.iter().enumerate() {
            let Some(c) = c else { continue };
            let layer = self.sched.layers[c.point].layer as usize;
            let usage = experts.usage(layer);
            let states = experts.table().slots(layer);
            let mut score = 0.0;
            let mut pending = false;
            for st in states.iter().skip(c.first).take(c.n) {
                match *st {
                    SlotState::Resident(e) => {
                        score += usage.get(e as usize).copied().unwrap_or(0.0)
                    }
                    SlotState::Pending(_) => pending = true,
                    SlotState::Empty | SlotState::Retired => {}
                }
            }
            if !pending {
                cands.push((score, ci));
            }
        }
        cands.sort_by(|a, b| a.0.total_cmp(&b.0));
        let mut given = 0;
        let mut freed = 0u64;
        for &(_, ci) in &cands {
            if freed >= want {
                break;
            }
            let Some(c) = self.chunks[ci].take() else {
                continue;
            };
            let layer = self.sched.layers[c.point].layer as usize;
            for slot in c.first..c.first + c.n {
                experts.retire(layer, slot)?;
                self.slots[c.point][slot] = None;
                given += 1;
            }
            driver.free(c.ptr)?;
            freed += c._charge.bytes();
            // The charge drops with `c`: the ledger gets the bytes back.
        }
        self.stats.slots_given_back += given;
        if given > 0 {
            tracing::warn!(
                "VRAM guard: {} MiB free on two readings in a row; gave back {given} expert slots",
                free >> 20
            );
        }
        Ok(given)
    }

    /// Frees every slot (the executor frees its arenas itself).
    pub fn free_all(&mut self, driver: &mut dyn Driver) {
        for v in &mut self.slots {
            v.iter_mut().for_each(|m| *m = None);
        }
        for c in self.chunks.iter_mut().filter_map(Option::take) {
            let _ = driver.free(c.ptr);
        }
    }

    /// The point of MoE layer `layer`.
    pub fn point(&self, pi: usize) -> &MoePoint {
        &self.sched.layers[pi]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_guard_acts_on_two_low_readings_after_a_sync_only() {
        let mut g = VramGuard::new(GuardConfig {
            low_water_bytes: 100,
            readings: 2,
        });
        assert_eq!(g.reading(50, true), 0, "one low reading is not enough");
        assert_eq!(g.reading(10, false), 0, "a reading during work is ignored");
        assert_eq!(g.reading(60, true), 80, "second low reading after a sync");
        assert_eq!(g.reading(60, true), 0, "the run starts again");
        assert_eq!(g.reading(500, true), 0);
        assert_eq!(g.reading(60, true), 0, "a high reading reset the run");
        assert_eq!(g.reading(0, true), 200);
    }
}
