//! Where a prompt chunk's expert-cache misses are computed, per MoE layer: on the CPU expert
//! pool from the mapped GGUF (the decode hybrid step's arithmetic, while the GPU multiplies the
//! hits), or on the GPU after the copy engine streams the missed experts into the prompt
//! arena's rings. The choice is measured, not guessed: which arm is cheaper depends on the
//! host's memory bandwidth and core count against the link's copy bandwidth and the chunk's
//! rows per expert (the CPU's cost grows with rows, the stream's with experts), so it differs
//! between an H200's host and a desktop card's PCIe 4.0 x16.
//!
//! The rule, per layer and chunk size class, for each chunk that has misses ([`ArmChooser`]):
//!
//! * **Size classes.** Chunks of at most 16, 64, 256 rows and more ([`ROW_CLASSES`]) are
//!   decided apart: a short chunk's misses are few rows per expert (the stream's copies are
//!   paid for a handful of rows), a long one's many (the pool's arithmetic grows with them), so
//!   one cost per pick would not carry from one to the other.
//! * **Cost.** Device time from the layer's host point to its combine (two timing events on
//!   the compute stream; the CPU arm's rows are queued only once the pool has finished, so its
//!   time is inside), divided by the chunk's picks at that layer: milliseconds per pick, an
//!   exponential moving average per arm (weight [`COST_EMA`] on the new chunk).
//! * **Exploration.** A layer's first chunk with misses streams, a later one runs on the pool;
//!   then the cheaper arm is taken (a tie keeps streaming). This costs one chunk per layer and
//!   class on the slower arm, once per executor.
//! * **One off-arm layer per chunk.** In one chunk at most one layer per class runs the arm it
//!   is not on (to explore or to probe), until some layer of the class has found its second arm
//!   the cheaper: then every layer still unexplored explores at once. Where the pool is ~20×
//!   slower than streaming (the H200's host: 46 ms against ~1 ms per 512-row layer), exploring
//!   all 48 layers in one chunk made that chunk 2 s longer; spread out, each prompt pays for one
//!   layer. Where the pool wins, the first layer to find it moves the rest in the next chunk.
//! * **Hysteresis.** The layer switches only when the other arm's cost is below
//!   `1 − SWITCH_MARGIN` of the current one's after [`SWITCH_CHUNKS`] chunks in a row.
//! * **Probes.** After [`REPROBE_CHUNKS`] chunks on one arm the next chunk takes the other
//!   once, so its cost is never older than that.
//!
//! `STRATA_PROMPT_MISSES=stream|cpu|auto` (default auto) forces an arm; a forced run still
//! measures, so the prompt profile shows both arms' costs from two forced runs.
//!
//! Both arms give every pick's down-projection row before the one combine: streamed, by the
//! same kernels as hits; on the pool, by the arithmetic of
//! [`crate::exec::graph::host_expert_outputs`] (x and the SwiGLU output quantized to q8 per
//! 32 values, as the GPU's matmul kernels do), so they differ by f32 summation order only.

use serde::Serialize;

use crate::device::driver::{DevPtr, EventId, PinnedId};
use crate::error::RuntimeError;

/// The environment variable that forces an arm.
pub const ENV: &str = "STRATA_PROMPT_MISSES";

/// Weight of the newest chunk in an arm's cost.
pub const COST_EMA: f64 = 0.5;
/// The other arm must cost less than `1 − SWITCH_MARGIN` of the current one ...
pub const SWITCH_MARGIN: f64 = 0.15;
/// ... on this many chunks in a row before the layer switches.
pub const SWITCH_CHUNKS: u32 = 2;
/// Chunks on one arm after which the other is measured again once.
pub const REPROBE_CHUNKS: u32 = 16;
/// Layers per chunk and class that may run their off arm (see "One off-arm layer per chunk").
pub const OFF_ARM_PER_CHUNK: u32 = 1;
/// Upper row bounds of the chunk size classes decided apart (the last one open).
pub const ROW_CLASSES: [usize; 3] = [16, 64, 256];
/// Names of the size classes, as the reports print them.
pub const ROW_CLASS_NAMES: [&str; 4] = ["1-16", "17-64", "65-256", "257+"];
const N_CLASSES: usize = ROW_CLASS_NAMES.len();

/// The size class of a chunk of `rows` rows.
pub fn row_class(rows: usize) -> usize {
    ROW_CLASSES
        .iter()
        .position(|&b| rows <= b)
        .unwrap_or(ROW_CLASSES.len())
}

/// Where a layer's misses run for one chunk.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum MissArm {
    /// Copied into the prompt arena's rings by the copy engine, multiplied on the GPU.
    Stream,
    /// Computed on the CPU expert pool from the mapped GGUF; the rows copied to the device.
    Cpu,
}

impl MissArm {
    fn index(self) -> usize {
        match self {
            MissArm::Stream => 0,
            MissArm::Cpu => 1,
        }
    }

    fn other(self) -> MissArm {
        match self {
            MissArm::Stream => MissArm::Cpu,
            MissArm::Cpu => MissArm::Stream,
        }
    }

    /// The name `STRATA_PROMPT_MISSES` and the reports use.
    pub fn name(self) -> &'static str {
        match self {
            MissArm::Stream => "stream",
            MissArm::Cpu => "cpu",
        }
    }
}

/// How the arm is picked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum MissMode {
    /// Measured per layer ([`ArmChooser`]).
    #[default]
    Auto,
    /// Always this arm.
    Forced(MissArm),
}

impl MissMode {
    /// `stream`, `cpu` or `auto`; anything else is an error naming the variable.
    pub fn parse(s: &str) -> Result<Self, RuntimeError> {
        match s.trim() {
            "auto" | "" => Ok(MissMode::Auto),
            "stream" => Ok(MissMode::Forced(MissArm::Stream)),
            "cpu" => Ok(MissMode::Forced(MissArm::Cpu)),
            other => Err(RuntimeError::InvalidArgument(format!(
                "{ENV}={other:?}: expected stream, cpu or auto"
            ))),
        }
    }

    /// The mode `STRATA_PROMPT_MISSES` asks for (unset: auto).
    pub fn from_env() -> Result<Self, RuntimeError> {
        match std::env::var(ENV) {
            Ok(v) => Self::parse(&v),
            Err(std::env::VarError::NotPresent) => Ok(MissMode::Auto),
            Err(std::env::VarError::NotUnicode(_)) => Err(RuntimeError::InvalidArgument(format!(
                "{ENV} is not valid UTF-8: expected stream, cpu or auto"
            ))),
        }
    }

    /// The name the reports use.
    pub fn name(self) -> &'static str {
        match self {
            MissMode::Auto => "auto",
            MissMode::Forced(a) => a.name(),
        }
    }
}

/// One MoE layer's decision state for one chunk size class.
#[derive(Debug, Clone, Copy)]
struct LayerChoice {
    /// Milliseconds per pick, per arm (`None`: not measured yet).
    cost: [Option<f64>; 2],
    current: MissArm,
    /// Chunks in a row on which the other arm was clearly cheaper.
    streak: u32,
    /// Chunks on `current` since the other arm was last measured.
    run: u32,
    /// Chunks run on each arm.
    chunks: [u64; 2],
}

/// The per-layer arm choice: pure bookkeeping over measured costs (no device, no clock), so
/// its rule is tested apart from any timing. State `layer · N_CLASSES + class`.
#[derive(Debug, Clone)]
pub struct ArmChooser {
    mode: MissMode,
    layers: Vec<LayerChoice>,
    /// Per class: layers that took their off arm in the current chunk.
    off_arm: [u32; N_CLASSES],
    /// Per class: some layer's exploration found the second arm cheaper than the first.
    second_won: [bool; N_CLASSES],
}

/// The state index of MoE layer `layer` for chunks of `rows` rows.
fn slot(layer: usize, rows: usize) -> usize {
    layer * N_CLASSES + row_class(rows)
}

impl ArmChooser {
    /// A chooser for `n_layers` MoE layers, nothing measured.
    pub fn new(mode: MissMode, n_layers: usize) -> Self {
        ArmChooser {
            mode,
            layers: vec![
                LayerChoice {
                    cost: [None; 2],
                    current: MissArm::Stream,
                    streak: 0,
                    run: 0,
                    chunks: [0; 2],
                };
                n_layers * N_CLASSES
            ],
            off_arm: [0; N_CLASSES],
            second_won: [false; N_CLASSES],
        }
    }

    /// The mode it runs under.
    pub fn mode(&self) -> MissMode {
        self.mode
    }

    /// The arm this chunk of `rows` rows with misses at MoE layer `layer` runs (out-of-range
    /// layers stream). Call it once per layer and chunk, and [`ArmChooser::end_chunk`] after
    /// the chunk: an off-arm answer (explore, probe) counts against the chunk's allowance.
    pub fn choose(&mut self, layer: usize, rows: usize) -> MissArm {
        let class = row_class(rows);
        let want = self.choose_slot(slot(layer, rows));
        let Some(l) = self.layers.get(slot(layer, rows)) else {
            return want;
        };
        if matches!(self.mode, MissMode::Forced(_)) || want == l.current {
            return want;
        }
        let unexplored = l.cost[1].is_none();
        if (unexplored && self.second_won[class]) || self.off_arm[class] < OFF_ARM_PER_CHUNK {
            self.off_arm[class] += 1;
            want
        } else {
            l.current
        }
    }

    /// The arm `choose_slot` would take with no per-chunk allowance.
    fn choose_slot(&self, i: usize) -> MissArm {
        if let MissMode::Forced(a) = self.mode {
            return a;
        }
        let Some(l) = self.layers.get(i) else {
            return MissArm::Stream;
        };
        match l.cost {
            [None, _] => MissArm::Stream,
            [_, None] => MissArm::Cpu,
            _ if l.run >= REPROBE_CHUNKS => l.current.other(),
            _ => l.current,
        }
    }

    /// Ends a chunk: the off-arm allowance starts again.
    pub fn end_chunk(&mut self) {
        self.off_arm = [0; N_CLASSES];
    }

    /// Folds in one chunk of `rows` rows at layer `layer` run on `arm` at `ms_per_pick` (a
    /// non-finite or negative measurement counts the chunk but leaves the costs alone).
    pub fn learn(&mut self, layer: usize, rows: usize, arm: MissArm, ms_per_pick: f64) {
        let forced = matches!(self.mode, MissMode::Forced(_));
        let Some(l) = self.layers.get_mut(slot(layer, rows)) else {
            return;
        };
        l.chunks[arm.index()] += 1;
        if !(ms_per_pick.is_finite() && ms_per_pick >= 0.0) {
            return;
        }
        let i = arm.index();
        let first_of_both = l.cost[i].is_none() && l.cost[1 - i].is_some();
        l.cost[i] = Some(match l.cost[i] {
            Some(old) => old + COST_EMA * (ms_per_pick - old),
            None => ms_per_pick,
        });
        if forced {
            return;
        }
        let [Some(s), Some(c)] = l.cost else {
            return;
        };
        if first_of_both {
            // Exploration over: the cheaper arm, a tie to streaming.
            l.current = if c < s { MissArm::Cpu } else { MissArm::Stream };
            if l.current == MissArm::Cpu {
                self.second_won[row_class(rows)] = true;
            }
            l.streak = 0;
            l.run = 0;
            return;
        }
        if arm == l.current {
            l.run += 1;
        } else {
            l.run = 0;
        }
        let (cur, oth) = match l.current {
            MissArm::Stream => (s, c),
            MissArm::Cpu => (c, s),
        };
        if oth < (1.0 - SWITCH_MARGIN) * cur {
            l.streak += 1;
            if l.streak >= SWITCH_CHUNKS {
                l.current = l.current.other();
                l.streak = 0;
                l.run = 0;
            }
        } else {
            l.streak = 0;
        }
    }

    /// Zeroes the chunk counts; the costs and the current arms stay learned.
    pub fn reset_counts(&mut self) {
        for l in &mut self.layers {
            l.chunks = [0; 2];
        }
    }

    /// Per layer and chunk size class: chunks on each arm and each arm's measured cost.
    pub fn layers(&self) -> Vec<LayerArms> {
        self.layers
            .iter()
            .enumerate()
            .map(|(i, l)| LayerArms {
                point: i / N_CLASSES,
                layer: 0,
                rows: ROW_CLASS_NAMES[i % N_CLASSES],
                stream_chunks: l.chunks[0],
                cpu_chunks: l.chunks[1],
                stream_ms_per_pick: l.cost[0],
                cpu_ms_per_pick: l.cost[1],
                next: self.choose_slot(i),
                cpu_pool_ms: 0.0,
                stream_bytes: 0,
                cpu_rows: 0,
                stream_copy_ms: 0.0,
            })
            .collect()
    }
}

/// One MoE layer's prompt-miss record for one chunk size class.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct LayerArms {
    /// Index among the MoE layers, and the model layer.
    pub point: usize,
    pub layer: u32,
    /// The chunk size class (rows), one of [`ROW_CLASS_NAMES`].
    pub rows: &'static str,
    /// Chunks (with misses at this layer) run on each arm.
    pub stream_chunks: u64,
    pub cpu_chunks: u64,
    /// Measured milliseconds per pick of each arm (moving average; `None`: never run).
    pub stream_ms_per_pick: Option<f64>,
    pub cpu_ms_per_pick: Option<f64>,
    /// The arm the layer's next chunk with misses runs.
    pub next: MissArm,
    /// Host time the CPU pool spent on this layer's misses, expert bytes the copy engine
    /// streamed for it, and rows the pool computed.
    pub cpu_pool_ms: f64,
    pub stream_bytes: u64,
    pub cpu_rows: u64,
    /// Copy-stream time from the layer's first ring copy to its last (waits for a ring's
    /// previous readers after the first included, so `stream_bytes / stream_copy_ms` is a
    /// lower bound on the link's rate).
    pub stream_copy_ms: f64,
}

/// What the prompt path did with its misses: the mode and each MoE layer's record.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PromptMissReport {
    pub mode: &'static str,
    pub layers: Vec<LayerArms>,
}

impl PromptMissReport {
    /// (layer-chunks on the stream arm, on the CPU arm), over every layer and size class.
    pub fn totals(&self) -> (u64, u64) {
        self.layers
            .iter()
            .fold((0, 0), |(s, c), l| (s + l.stream_chunks, c + l.cpu_chunks))
    }

    /// The report as text, one line per layer and size class that had misses (the prompt
    /// profile's tail).
    pub fn text(&self) -> String {
        let (s, c) = self.totals();
        let mut out = format!(
            "prompt misses ({ENV}={}): {s} layer-chunks streamed, {c} on the CPU pool\n",
            self.mode
        );
        let gbs = |b: u64, ms: f64| {
            if ms > 0.0 {
                format!("{:.1}", b as f64 / (ms * 1e6))
            } else {
                "-".to_string()
            }
        };
        let us = |v: Option<f64>| v.map_or("-".to_string(), |v| format!("{:.3}", 1e3 * v));
        for l in self
            .layers
            .iter()
            .filter(|l| l.stream_chunks + l.cpu_chunks > 0)
        {
            out.push_str(&format!(
                "    layer {:>3} rows {:>6}: stream {:>4} chunks {:>8} us/pick {:>9.1} MB {:>6} GB/s | cpu {:>4} chunks {:>8} us/pick {:>8.2} ms pool {:>7} rows | next {}\n",
                l.layer,
                l.rows,
                l.stream_chunks,
                us(l.stream_ms_per_pick),
                l.stream_bytes as f64 / 1e6,
                gbs(l.stream_bytes, l.stream_copy_ms),
                l.cpu_chunks,
                us(l.cpu_ms_per_pick),
                l.cpu_pool_ms,
                l.cpu_rows,
                l.next.name()
            ));
        }
        out
    }
}

/// Per layer and size class: the host-side counters beside the chooser (indexed as its
/// states).
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct LayerCounters {
    pub layer: u32,
    pub cpu_pool_ms: f64,
    pub stream_bytes: u64,
    pub cpu_rows: u64,
    pub copy_ms: f64,
}

/// A layer of the running chunk whose time is read after the chunk's sync.
#[derive(Debug, Clone, Copy)]
pub(super) struct Pending {
    pub point: usize,
    pub rows: usize,
    pub arm: MissArm,
    pub picks: usize,
    /// Whether its ring copies were timed on the copy stream.
    pub copy_timed: bool,
}

/// The prompt path's miss state (only with an expert cache): the chooser, the timing events
/// per MoE point, the host buffers of the CPU arm, and the chunk's layers waiting to be timed.
pub(super) struct PromptMisses {
    pub chooser: ArmChooser,
    pub counters: Vec<LayerCounters>,
    /// Per MoE point: events at its host point and after its combine, and on the copy stream
    /// before its first ring copy and after its last.
    pub events: Vec<(EventId, EventId)>,
    pub copy_events: Vec<(EventId, EventId)>,
    /// Pinned: the layer input rows read back (`f32[cap × n_embd]`), and the CPU's down rows in
    /// sorted order (`f32[cap·k × n_embd]`).
    pub host_x: PinnedId,
    pub host_rows: PinnedId,
    pub x_bytes: usize,
    pub rows_bytes: usize,
    /// This chunk's timed layers.
    pub pending: Vec<Pending>,
    /// Host scratch: the input rows, the pool's rows in pick order, the missed picks' ids.
    pub x: Vec<f32>,
    pub out: Vec<f32>,
    pub miss_ids: Vec<i32>,
}

impl PromptMisses {
    /// The counters of MoE point `point` for chunks of `rows` rows.
    pub fn counters_mut(&mut self, point: usize, rows: usize) -> Option<&mut LayerCounters> {
        self.counters.get_mut(slot(point, rows))
    }

    /// Zeroed counters for the MoE points whose model layers `layers[point]` lists.
    pub fn new_counters(layers: &[u32]) -> Vec<LayerCounters> {
        layers
            .iter()
            .flat_map(|&layer| {
                std::iter::repeat_n(
                    LayerCounters {
                        layer,
                        ..Default::default()
                    },
                    N_CLASSES,
                )
            })
            .collect()
    }

    /// The report of what ran so far.
    pub fn report(&self) -> PromptMissReport {
        let mut layers = self.chooser.layers();
        for (l, c) in layers.iter_mut().zip(&self.counters) {
            l.layer = c.layer;
            l.cpu_pool_ms = c.cpu_pool_ms;
            l.stream_bytes = c.stream_bytes;
            l.cpu_rows = c.cpu_rows;
            l.stream_copy_ms = c.copy_ms;
        }
        PromptMissReport {
            mode: self.chooser.mode().name(),
            layers,
        }
    }

    /// Zeroes the counts (`bench` after its warm-up); what was learned stays.
    pub fn reset_counts(&mut self) {
        self.chooser.reset_counts();
        for c in &mut self.counters {
            c.cpu_pool_ms = 0.0;
            c.stream_bytes = 0;
            c.cpu_rows = 0;
            c.copy_ms = 0.0;
        }
    }
}

/// Runs of consecutive sorted rows that belong to missed experts: `(first row, rows)`, in
/// order. `offsets[e]..offsets[e + 1]` are expert `e`'s sorted rows.
pub(super) fn missed_runs(offsets: &[usize], missed: &[bool]) -> Vec<(usize, usize)> {
    let mut runs: Vec<(usize, usize)> = Vec::new();
    for (e, &m) in missed.iter().enumerate() {
        let (a, b) = (offsets[e], offsets[e + 1]);
        if !m || b == a {
            continue;
        }
        match runs.last_mut() {
            Some((f, n)) if *f + *n == a => *n += b - a,
            _ => runs.push((a, b - a)),
        }
    }
    runs
}

impl super::GpuExecutor {
    /// The CPU arm of MoE layer `m` in a chunk of `rows` tokens: the layer input rows (read
    /// back with the picks into `ms.host_x`) go through the CPU pool for every pick of a
    /// missed expert, the same call the decode step's misses make; each row is written at its
    /// sorted position in `ms.host_rows` and copied into `dn` in runs of consecutive rows, on
    /// the compute stream before the combine. `(ids, missed, offsets, sel_rows)`: the picks,
    /// which experts missed, each expert's first sorted row, and each pick's sorted row.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn prompt_cpu_misses(
        &mut self,
        ms: &mut PromptMisses,
        weights: &crate::loader::Weights,
        backend: &dyn crate::exec::Backend,
        m: &super::prompt::MoeGroup,
        rows: usize,
        (ids, missed, offsets, sel_rows): (&[usize], &[bool], &[usize], &[i32]),
        dn: DevPtr,
    ) -> Result<(), RuntimeError> {
        let (k, n, ne) = (m.k, m.n_embd, m.n_expert);
        let n_sel = rows * k;
        let bad =
            |what: &str| RuntimeError::Device(format!("layer {}: prompt misses: {what}", m.layer));
        if ids.len() != n_sel || sel_rows.len() != n_sel || 4 * n_sel * n > ms.rows_bytes {
            return Err(bad("the picks do not fit the host buffers"));
        }
        {
            let hb = self.driver.pinned(ms.host_x)?;
            let src = hb
                .get(..4 * rows * n)
                .ok_or_else(|| bad("input rows past their buffer"))?;
            ms.x.clear();
            ms.x.extend(
                src.chunks_exact(4)
                    .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]])),
            );
        }
        ms.miss_ids.clear();
        for &e in ids {
            let hit = !missed.get(e).copied().unwrap_or(false);
            ms.miss_ids.push(if hit { -1 } else { e as i32 });
        }
        ms.out.resize(n_sel * n, 0.0);
        let t0 = std::time::Instant::now();
        crate::exec::graph::host_expert_outputs(
            weights,
            backend,
            &ms.x,
            &ms.miss_ids,
            rows,
            ne,
            k,
            [m.mats[0].id, m.mats[1].id, m.mats[2].id],
            &mut ms.out,
        )?;
        let pool_ms = t0.elapsed().as_secs_f64() * 1e3;
        let mut computed = 0u64;
        {
            let hb = self.driver.pinned(ms.host_rows)?;
            let region = hb
                .get_mut(..4 * n_sel * n)
                .ok_or_else(|| bad("rows past their buffer"))?;
            for (pick, &e) in ms.miss_ids.iter().enumerate() {
                if e < 0 {
                    continue;
                }
                let s = usize::try_from(sel_rows[pick])
                    .ok()
                    .filter(|&s| s < n_sel)
                    .ok_or_else(|| bad("a sorted row outside the chunk"))?;
                let dst = &mut region[4 * s * n..4 * (s + 1) * n];
                for (d, v) in dst
                    .chunks_exact_mut(4)
                    .zip(&ms.out[pick * n..(pick + 1) * n])
                {
                    d.copy_from_slice(&v.to_le_bytes());
                }
                computed += 1;
            }
        }
        for (first, cnt) in missed_runs(offsets, missed) {
            let off = 4 * first * n;
            self.driver.copy_to_device(
                dn + off as u64,
                ms.host_rows,
                off,
                4 * cnt * n,
                self.stream,
            )?;
        }
        if let Some(c) = ms.counters_mut(m.point, rows) {
            c.cpu_pool_ms += pool_ms;
            c.cpu_rows += computed;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn modes_parse_and_bad_values_name_the_variable() {
        assert_eq!(MissMode::parse("auto").ok(), Some(MissMode::Auto));
        assert_eq!(
            MissMode::parse("cpu").ok(),
            Some(MissMode::Forced(MissArm::Cpu))
        );
        assert_eq!(
            MissMode::parse(" stream ").ok(),
            Some(MissMode::Forced(MissArm::Stream))
        );
        let e = MissMode::parse("gpu").expect_err("bad value").to_string();
        assert!(e.contains(ENV) && e.contains("stream, cpu or auto"), "{e}");
    }

    #[test]
    fn exploration_tries_both_arms_then_takes_the_cheaper() {
        let mut c = ArmChooser::new(MissMode::Auto, 2);
        assert_eq!(c.choose(0, 512), MissArm::Stream);
        c.learn(0, 512, MissArm::Stream, 2.0);
        assert_eq!(
            c.choose(0, 512),
            MissArm::Cpu,
            "the pool is measured second"
        );
        c.learn(0, 512, MissArm::Cpu, 1.0);
        assert_eq!(c.choose(0, 512), MissArm::Cpu, "cheaper");
        // Layer 1 independently: the stream is cheaper; a tie would stream too.
        c.learn(1, 512, MissArm::Stream, 1.0);
        c.learn(1, 512, MissArm::Cpu, 1.0);
        assert_eq!(c.choose(1, 512), MissArm::Stream, "a tie keeps streaming");
        let l: Vec<LayerArms> = c
            .layers()
            .into_iter()
            .filter(|l| l.rows == "257+")
            .collect();
        assert_eq!((l[0].stream_chunks, l[0].cpu_chunks), (1, 1));
        assert_eq!(l[0].cpu_ms_per_pick, Some(1.0));
        assert_eq!(l[1].point, 1);
    }

    /// One chunk through every layer: each layer's choice, then the chunk's measurements.
    fn chunk(
        c: &mut ArmChooser,
        layers: usize,
        cost: impl Fn(usize, MissArm) -> f64,
    ) -> Vec<MissArm> {
        let arms: Vec<MissArm> = (0..layers).map(|l| c.choose(l, 512)).collect();
        c.end_chunk();
        for (l, &a) in arms.iter().enumerate() {
            c.learn(l, 512, a, cost(l, a));
        }
        arms
    }

    #[test]
    fn one_layer_per_chunk_explores_until_the_second_arm_wins_somewhere() {
        let cpu = |arms: &[MissArm]| arms.iter().filter(|&&a| a == MissArm::Cpu).count();
        // The pool 20x slower everywhere (the H200's host): one layer explores per chunk.
        let mut c = ArmChooser::new(MissMode::Auto, 6);
        let slow = |_: usize, a: MissArm| if a == MissArm::Cpu { 20.0 } else { 1.0 };
        assert_eq!(cpu(&chunk(&mut c, 6, slow)), 0, "the first chunk streams");
        for i in 0..6 {
            let arms = chunk(&mut c, 6, slow);
            assert_eq!(arms[i], MissArm::Cpu, "chunk {i}: layer {i} explores");
            assert_eq!(cpu(&arms), 1, "chunk {i}: only one layer off its arm");
        }
        assert_eq!(cpu(&chunk(&mut c, 6, slow)), 0, "explored: all stream");
        // The pool cheaper (a desktop): once layer 0 finds it, the rest explore together.
        let mut c = ArmChooser::new(MissMode::Auto, 6);
        let fast = |_: usize, a: MissArm| if a == MissArm::Cpu { 0.5 } else { 1.0 };
        chunk(&mut c, 6, fast);
        assert_eq!(cpu(&chunk(&mut c, 6, fast)), 1);
        assert_eq!(
            cpu(&chunk(&mut c, 6, fast)),
            6,
            "layer 0 on the pool, 1-5 explore"
        );
        assert_eq!(cpu(&chunk(&mut c, 6, fast)), 6);
        // Probes after a long run are spread too: at most one layer per chunk.
        let mut c = ArmChooser::new(MissMode::Auto, 3);
        for _ in 0..(4 + REPROBE_CHUNKS) {
            chunk(&mut c, 3, slow);
        }
        for _ in 0..6 {
            assert!(cpu(&chunk(&mut c, 3, slow)) <= 1);
        }
    }

    #[test]
    fn a_switch_needs_a_clear_margin_on_two_chunks_in_a_row() {
        let mut c = ArmChooser::new(MissMode::Auto, 1);
        c.learn(0, 512, MissArm::Stream, 1.0);
        c.learn(0, 512, MissArm::Cpu, 1.1);
        assert_eq!(c.choose(0, 512), MissArm::Stream);
        // The stream gets slower: 1.0 -> 1.2 (EMA), cpu 1.1 is only 8% cheaper: no switch.
        c.learn(0, 512, MissArm::Stream, 1.4);
        assert_eq!(c.choose(0, 512), MissArm::Stream);
        // 1.2 -> 1.6: cpu 31% cheaper, once.
        c.learn(0, 512, MissArm::Stream, 2.0);
        assert_eq!(c.choose(0, 512), MissArm::Stream, "one chunk is not enough");
        // Back to close (1.6 -> 1.1 -> 0.85): the streak resets.
        c.learn(0, 512, MissArm::Stream, 0.6);
        c.learn(0, 512, MissArm::Stream, 0.6);
        assert_eq!(c.choose(0, 512), MissArm::Stream);
        // Clearly cheaper twice in a row (0.85 -> 1.925 -> 2.46): switch.
        c.learn(0, 512, MissArm::Stream, 3.0);
        assert_eq!(c.choose(0, 512), MissArm::Stream);
        c.learn(0, 512, MissArm::Stream, 3.0);
        assert_eq!(c.choose(0, 512), MissArm::Cpu);
    }

    #[test]
    fn the_other_arm_is_probed_after_a_long_run() {
        let mut c = ArmChooser::new(MissMode::Auto, 1);
        c.learn(0, 512, MissArm::Stream, 1.0);
        c.learn(0, 512, MissArm::Cpu, 2.0);
        for _ in 0..REPROBE_CHUNKS {
            assert_eq!(c.choose(0, 512), MissArm::Stream);
            c.learn(0, 512, MissArm::Stream, 1.0);
        }
        assert_eq!(c.choose(0, 512), MissArm::Cpu, "probe");
        c.learn(0, 512, MissArm::Cpu, 2.0);
        assert_eq!(c.choose(0, 512), MissArm::Stream, "back after the probe");
        assert_eq!(c.layers()[3].cpu_chunks, 2);
    }

    #[test]
    fn forced_modes_never_switch_but_still_measure() {
        let mut c = ArmChooser::new(MissMode::Forced(MissArm::Cpu), 1);
        for v in [5.0, 5.0, 5.0] {
            assert_eq!(c.choose(0, 512), MissArm::Cpu);
            c.learn(0, 512, MissArm::Cpu, v);
        }
        assert_eq!(c.choose(0, 512), MissArm::Cpu);
        assert_eq!(c.layers()[3].cpu_ms_per_pick, Some(5.0));
        assert_eq!(c.choose(7, 512), MissArm::Cpu);
        let mut c = ArmChooser::new(MissMode::Auto, 1);
        c.learn(0, 512, MissArm::Stream, f64::NAN);
        assert_eq!(c.layers()[3].stream_chunks, 1);
        assert_eq!(
            c.choose(0, 512),
            MissArm::Stream,
            "a bad reading measures nothing"
        );
    }

    #[test]
    fn size_classes_are_decided_apart() {
        let classes: Vec<usize> = [1, 16, 17, 64, 65, 256, 257, 4096]
            .iter()
            .map(|&r| row_class(r))
            .collect();
        assert_eq!(classes, [0, 0, 1, 1, 2, 2, 3, 3]);
        let mut c = ArmChooser::new(MissMode::Auto, 1);
        c.learn(0, 512, MissArm::Stream, 1.0);
        c.learn(0, 512, MissArm::Cpu, 2.0);
        assert_eq!(c.choose(0, 300), MissArm::Stream);
        assert_eq!(
            c.choose(0, 8),
            MissArm::Stream,
            "short chunks explore apart"
        );
        c.learn(0, 8, MissArm::Stream, 3.0);
        assert_eq!(c.choose(0, 8), MissArm::Cpu);
        c.learn(0, 8, MissArm::Cpu, 1.0);
        assert_eq!(c.choose(0, 2), MissArm::Cpu);
        assert_eq!(c.choose(0, 512), MissArm::Stream);
        let l = c.layers();
        assert_eq!(l.len(), 4);
        assert_eq!(
            (l[0].rows, l[0].cpu_chunks, l[0].next),
            ("1-16", 1, MissArm::Cpu)
        );
        assert_eq!(
            (l[3].rows, l[3].cpu_chunks, l[3].next),
            ("257+", 1, MissArm::Stream)
        );
    }

    #[test]
    fn missed_runs_merge_adjacent_experts() {
        // Experts 0..5 with rows 2, 0, 3, 1, 2; missed 0, 1, 2 and 4.
        let offsets = [0, 2, 2, 5, 6, 8];
        let missed = [true, true, true, false, true];
        assert_eq!(missed_runs(&offsets, &missed), vec![(0, 5), (6, 2)]);
        assert_eq!(missed_runs(&offsets, &[false; 5]), vec![]);
    }
}
