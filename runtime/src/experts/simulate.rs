//! The offload model behind `strata-rt simulate`: predicted decode speed of the hybrid decode
//! (hot experts on the GPU, misses on the CPU pool at the same time) on a card nobody here has,
//! from the plan's bytes, the card's bandwidth, the CPU pool's throughput and the expert cache's
//! hit rate replayed on a router trace.
//!
//! Model, per decoded token (times in seconds, bandwidths in bytes per second):
//!
//! ```text
//! token = dense / (BW·eff) + kv(positions) / (BW·eff)
//!       + Σ_layers [ max(hits_l · E_l / (BW·eff), misses_l · E_l / CPU) + overhead_l ]
//! ```
//!
//! `dense` = every weight the decode reads in full (attention, norms, router, shared experts,
//! output head) plus one embedding row; `E_l` = one expert of layer `l` (gate + up + down,
//! the memory plan's slot bytes before rounding); `hits_l` / `misses_l` = the token's final picks
//! on layer `l` (after CAR) that are / are not resident, replayed per token from the trace, so
//! the max is taken per token and layer, not over averages; `overhead_l` = the fixed host round
//! trip of a layer whose experts are not all resident (router ids to the host, the split, the
//! CPU rows back), 0 for a layer that holds all its experts. `eff` is the fraction of the card's
//! copy bandwidth that the matvec kernels reach. What it ignores is listed in
//! `docs/perf/offload-model.md`.
//!
//! The replay follows the engine's [`crate::engine::experts::ExpertState`]: slots split over the
//! MoE layers as `--expert-slots` splits them (a layer with a slot per expert is preloaded,
//! the others start empty), the adaptive policy observes the router's own picks of every record
//! and plays one round after each decode step, copies land at once, CAR (when asked) rewrites
//! decode picks only. A decode step is a forward pass whose records are all one token; records
//! come layer by layer and a record whose layer is not above the previous one starts a pass.
//! This module is pure arithmetic over the plan and the trace: no weights, no devices.

use std::collections::BTreeMap;
use std::path::Path;

use serde::Serialize;
use strata_ir::graph::WeightId;
use strata_ir::op::Op;
use strata_ir::plan::Plan;

use crate::error::RuntimeError;

use super::car::{CarConfig, CarScratch, CarStats, CarWindow, apply_car};
use super::policy::{Policy, PolicyConfig, apply_moves};
use super::residency::{ResidencyTable, layer_slots};
use super::trace::{TraceHeader, TraceReader, TraceRecord, Truncation};

/// The H200's measured device copy bandwidth, GB/s (`--card h200`).
pub const H200_GBPS: f64 = 4250.0;
/// The RX 7700 XT's memory bandwidth, GB/s (`--card rx7700xt`).
pub const RX7700XT_GBPS: f64 = 432.0;
/// Default fraction of the copy bandwidth the decode kernels reach.
pub const DEFAULT_KERNEL_EFFICIENCY: f64 = 0.5;
/// Default fixed host round trip per offloaded MoE layer, µs.
pub const DEFAULT_LAYER_OVERHEAD_US: f64 = 15.0;
/// Default share of the look-ahead prefetch's copies that the router then picks: 98%, measured
/// on the synthetic A3B model (91.8 of 93.6 per token, session 20, `docs/perf/offload.md`).
pub const DEFAULT_PREFETCH_PRECISION: f64 = 0.98;

/// A card preset: its name and copy bandwidth in GB/s.
pub fn card_gbps(card: &str) -> Option<f64> {
    match card {
        "rx7700xt" => Some(RX7700XT_GBPS),
        "h200" => Some(H200_GBPS),
        _ => None,
    }
}

/// One MoE layer's routed experts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct LayerExperts {
    pub layer: u32,
    pub n_expert: u32,
    /// Picks per token.
    pub k: u32,
    /// Bytes of one expert (gate + up + down rows).
    pub expert_bytes: u64,
}

/// What one decoded token reads, from the plan.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DecodeBytes {
    /// Layers of the model.
    pub n_layers: u32,
    /// Experts per MoE layer (the trace's `n_expert`).
    pub n_expert: u32,
    /// Weights every token reads in full, plus one embedding row.
    pub dense_bytes: u64,
    /// Device KV cache bytes (f16 K and V, every attention layer) per context position.
    pub kv_bytes_per_position: u64,
    /// The MoE layers, ascending.
    pub layers: Vec<LayerExperts>,
}

impl DecodeBytes {
    /// Counts the plan's graph as the memory plan does (`schedule::memory`), in exact bytes:
    /// a weight read by a routed-expert op is expert bytes (per expert: its tensor's bytes over
    /// the layer's expert count), one read only by the embedding gather costs a row, any other is
    /// dense.
    pub fn from_plan(plan: &Plan) -> Result<Self, RuntimeError> {
        let graph = &plan.graph;
        #[derive(Clone, Copy, Default)]
        struct Reads {
            embedding: bool,
            expert: bool,
            other: bool,
        }
        let mut reads = vec![Reads::default(); graph.weights().len()];
        let mut moe: BTreeMap<u32, LayerExperts> = BTreeMap::new();
        let mut kv = 0u64;
        let tensor_bytes = |w: WeightId| {
            plan.tensor(w)
                .map(|t| t.n_bytes)
                .ok_or_else(|| RuntimeError::Unsupported(format!("weight {w} has no tensor entry")))
        };
        let overflow = || RuntimeError::InvalidArgument("plan sizes overflow 64 bits".into());
        for id in graph.node_ids() {
            let Some(node) = graph.node(id) else { continue };
            let op = &node.op;
            for (_, w) in op.weights() {
                if let Some(r) = reads.get_mut(w.index()) {
                    match op {
                        Op::Embedding { .. } => r.embedding = true,
                        Op::MoeFfn { .. } | Op::ExpertFfn { .. } => r.expert = true,
                        _ => r.other = true,
                    }
                }
            }
            match *op {
                Op::MoeFfn {
                    layer,
                    n_expert,
                    k,
                    gate,
                    up,
                    down,
                }
                | Op::ExpertFfn {
                    layer,
                    n_expert,
                    k,
                    gate,
                    up,
                    down,
                    ..
                } => {
                    let ne = u64::from(n_expert).max(1);
                    let mut bytes = 0u64;
                    for w in [gate, up, down] {
                        bytes = bytes
                            .checked_add(tensor_bytes(w)? / ne)
                            .ok_or_else(overflow)?;
                    }
                    moe.insert(
                        layer,
                        LayerExperts {
                            layer,
                            n_expert,
                            k,
                            expert_bytes: bytes,
                        },
                    );
                }
                Op::Attention {
                    n_head_kv,
                    head_dim,
                    ..
                } => {
                    // K and V, f16 on the device.
                    kv += 2 * 2 * u64::from(n_head_kv) * u64::from(head_dim);
                }
                _ => {}
            }
        }
        let mut dense = 0u64;
        for (i, r) in reads.iter().enumerate() {
            if r.expert {
                continue;
            }
            let w = WeightId(i as u32);
            let b = if r.other {
                tensor_bytes(w)?
            } else if r.embedding {
                let rows = graph.weight(w).shape.iter().skip(1).product::<u64>().max(1);
                tensor_bytes(w)? / rows
            } else {
                0
            };
            dense = dense.checked_add(b).ok_or_else(overflow)?;
        }
        let layers: Vec<LayerExperts> = moe.into_values().collect();
        let n_expert = layers.first().map_or(0, |l| l.n_expert);
        if layers.is_empty() || n_expert == 0 {
            return Err(RuntimeError::Experts(
                "the plan has no routed experts: there is nothing to offload".into(),
            ));
        }
        if let Some(l) = layers.iter().find(|l| l.n_expert != n_expert) {
            return Err(RuntimeError::Experts(format!(
                "layer {} has {} experts, layer {} has {n_expert}: one expert count per model \
                 is supported",
                l.layer, l.n_expert, layers[0].layer
            )));
        }
        Ok(DecodeBytes {
            n_layers: plan.config.n_layer,
            n_expert,
            dense_bytes: dense,
            kv_bytes_per_position: kv,
            layers,
        })
    }

    /// Per model layer, whether it routes experts.
    pub fn moe_mask(&self) -> Vec<bool> {
        let mut m = vec![false; self.n_layers as usize];
        for l in &self.layers {
            if let Some(v) = m.get_mut(l.layer as usize) {
                *v = true;
            }
        }
        m
    }

    /// Experts of all MoE layers together.
    pub fn experts_total(&self) -> u64 {
        self.layers.iter().map(|l| u64::from(l.n_expert)).sum()
    }

    /// Bytes of the `k` picked experts of every layer (the experts one token reads).
    pub fn active_expert_bytes(&self) -> u64 {
        self.layers
            .iter()
            .map(|l| u64::from(l.k) * l.expert_bytes)
            .sum()
    }

    fn layer(&self, layer: u32) -> Option<&LayerExperts> {
        self.layers.iter().find(|l| l.layer == layer)
    }
}

/// One MoE layer of one decoded token, after CAR.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LayerCount {
    pub layer: u32,
    /// Final picks served from a slot.
    pub hits: u32,
    /// Final picks computed by the CPU pool.
    pub misses: u32,
}

/// The expert cache replayed over a trace.
#[derive(Debug, Clone, PartialEq)]
pub struct CacheReplay {
    /// Slots in all (split over the MoE layers).
    pub slots: u64,
    /// Slots per model layer.
    pub per_layer: Vec<usize>,
    /// Decode steps replayed.
    pub decode_tokens: u64,
    /// Prompt tokens replayed (they train the policy; nothing is counted on them).
    pub prompt_tokens: u64,
    pub hits: u64,
    pub misses: u64,
    pub substitutions: u64,
    /// Per decode step, its MoE layers' counts in trace order.
    pub steps: Vec<Vec<LayerCount>>,
    /// A dropped partial final record (the reader warned).
    pub truncated: Option<Truncation>,
}

impl CacheReplay {
    /// Resident share of the decode picks (0 with none).
    pub fn hit_rate(&self) -> f64 {
        let all = self.hits + self.misses;
        if all == 0 {
            0.0
        } else {
            self.hits as f64 / all as f64
        }
    }
}

/// Replays the trace at `path` (see [`replay_records`]).
pub fn replay_file(
    path: &Path,
    bytes: &DecodeBytes,
    slots: u64,
    car_threshold: Option<f64>,
    fill: StartFill,
) -> Result<CacheReplay, RuntimeError> {
    let mut reader = TraceReader::open(path)?;
    let header = reader.header();
    let mut records = Vec::new();
    while let Some(rec) = reader.next_record()? {
        records.push(rec);
    }
    let mut r = replay_records(header, records.iter(), bytes, slots, car_threshold, fill)?;
    r.truncated = reader.truncated();
    Ok(r)
}

/// Replays `records` (of a trace with `header`) through a cache of `slots` slots in all under
/// the adaptive policy with its defaults, with CAR at `car_threshold` on decode steps (`None`
/// = off). The trace must have the plan's geometry (layers, experts, each layer's `k`), and at
/// least one decode step.
pub fn replay_records<'a, I>(
    header: TraceHeader,
    records: I,
    bytes: &DecodeBytes,
    slots: u64,
    car_threshold: Option<f64>,
    fill: StartFill,
) -> Result<CacheReplay, RuntimeError>
where
    I: IntoIterator<Item = &'a TraceRecord>,
{
    if header.n_layers != bytes.n_layers || header.n_expert != bytes.n_expert {
        return Err(RuntimeError::Experts(format!(
            "the trace is for {} layers × {} experts, the plan has {} layers × {} experts",
            header.n_layers, header.n_expert, bytes.n_layers, bytes.n_expert
        )));
    }
    let total = bytes.experts_total();
    if slots > total {
        return Err(RuntimeError::Experts(format!(
            "{slots} expert slots is more than the model's {total} experts"
        )));
    }
    let car = match car_threshold {
        Some(t) if t.is_nan() || t < 0.0 => {
            return Err(RuntimeError::Experts(format!(
                "--car-threshold {t}: must be a number ≥ 0 (1.0 or more = off)"
            )));
        }
        Some(t) => CarConfig {
            threshold: t,
            ..CarConfig::default()
        },
        None => CarConfig::off(),
    };
    let ne = bytes.n_expert as usize;
    let moe = bytes.moe_mask();
    let per_layer = layer_slots(&moe, ne, slots as usize);
    let mut table = ResidencyTable::new(ne, &per_layer)?;
    for (layer, &n) in per_layer.iter().enumerate() {
        if n >= ne || (fill == StartFill::Lowest && n > 0) {
            for e in 0..n.min(ne) {
                table.admit(layer, e, e as u32)?;
            }
        }
    }
    table.land_all();
    let mut policy = Policy::new(PolicyConfig::default(), moe.len(), ne)?;
    let mut moves = Vec::new();
    let mut scratch = CarScratch::default();
    let mut stats = CarStats::default();
    let mut ids: Vec<i32> = Vec::new();
    let mut out = CacheReplay {
        slots,
        per_layer: per_layer.clone(),
        decode_tokens: 0,
        prompt_tokens: 0,
        hits: 0,
        misses: 0,
        substitutions: 0,
        steps: Vec::new(),
        truncated: None,
    };
    // The pass being replayed: its layer so far, whether it is a decode step, its tokens.
    let mut prev_layer: Option<u32> = None;
    let mut pass_decode = false;
    let mut pass_tokens = 0u64;
    let mut step: Vec<LayerCount> = Vec::new();
    let mut position = 0u64;
    let end_pass = |decode: bool,
                    tokens: u64,
                    step: &mut Vec<LayerCount>,
                    out: &mut CacheReplay,
                    table: &mut ResidencyTable,
                    policy: &mut Policy,
                    moves: &mut Vec<super::policy::Move>,
                    position: &mut u64|
     -> Result<(), RuntimeError> {
        *position += tokens;
        if !decode {
            out.prompt_tokens += tokens;
            return Ok(());
        }
        out.decode_tokens += 1;
        out.steps.push(std::mem::take(step));
        moves.clear();
        policy.end_round(table, moves)?;
        apply_moves(table, moves)?;
        table.land_all();
        Ok(())
    };
    for (i, rec) in records.into_iter().enumerate() {
        let (k, n_tok) = (rec.k as usize, rec.n_tok as usize);
        if rec.layer >= header.n_layers
            || rec.ids.len() != n_tok * k
            || rec.logits.len() != n_tok * ne
        {
            return Err(RuntimeError::Experts(format!(
                "trace record {i} does not fit the trace's geometry"
            )));
        }
        let Some(le) = bytes.layer(rec.layer) else {
            return Err(RuntimeError::Experts(format!(
                "trace record {i} routes layer {}, which is not a MoE layer of the plan",
                rec.layer
            )));
        };
        if le.k != rec.k {
            return Err(RuntimeError::Experts(format!(
                "trace record {i}: layer {} picks {} experts per token, the plan {}",
                rec.layer, rec.k, le.k
            )));
        }
        if prev_layer.is_some_and(|p| rec.layer <= p) {
            end_pass(
                pass_decode,
                pass_tokens,
                &mut step,
                &mut out,
                &mut table,
                &mut policy,
                &mut moves,
                &mut position,
            )?;
            pass_tokens = 0;
        }
        if prev_layer.is_none_or(|p| rec.layer <= p) {
            pass_decode = true;
        }
        prev_layer = Some(rec.layer);
        pass_decode &= n_tok == 1;
        pass_tokens = pass_tokens.max(n_tok as u64);
        let layer = rec.layer as usize;
        if n_tok == 1 {
            ids.clear();
            ids.extend_from_slice(&rec.ids);
            let before = stats.substitutions;
            apply_car(
                &car,
                table.resident_mask(layer),
                CarWindow {
                    logits: &rec.logits,
                    k,
                    token_index: position,
                },
                &mut ids,
                &mut scratch,
                &mut stats,
            )?;
            let hits = ids
                .iter()
                .filter(|&&e| e >= 0 && table.is_resident(layer, e as usize))
                .count() as u32;
            let misses = k as u32 - hits;
            out.hits += u64::from(hits);
            out.misses += u64::from(misses);
            out.substitutions += stats.substitutions - before;
            step.push(LayerCount {
                layer: rec.layer,
                hits,
                misses,
            });
        }
        policy.observe(layer, &rec.ids);
    }
    if prev_layer.is_some() {
        end_pass(
            pass_decode,
            pass_tokens,
            &mut step,
            &mut out,
            &mut table,
            &mut policy,
            &mut moves,
            &mut position,
        )?;
    }
    if out.decode_tokens == 0 {
        return Err(RuntimeError::Experts(
            "the trace has no decode steps (one-token passes): record one with \
             STRATA_DUMP_ROUTER_SCORES=PATH strata-rt generate/bench"
                .into(),
        ));
    }
    Ok(out)
}

/// The machine the prediction is for.
#[derive(Debug, Clone, PartialEq)]
pub struct Machine {
    /// Name in the report (`rx7700xt`, `h200`, or `custom`).
    pub card: String,
    /// The card's copy bandwidth, GB/s.
    pub device_gbps: f64,
    /// Fraction of it the decode kernels reach, in (0, 1].
    pub kernel_efficiency: f64,
    /// The CPU pool's expert-matvec throughput, GB/s of weights.
    pub cpu_gbps: f64,
    /// Fixed host round trip per offloaded MoE layer, µs.
    pub layer_overhead_us: f64,
    /// Context positions the attention reads per token (0 = KV reads ignored).
    pub kv_positions: u64,
    /// The GPU's read rate of experts over the bus from the host's pinned mapping, GB/s of
    /// weights (0: no bus reads, every miss on the CPU pool). With it, each layer's misses are
    /// split where the CPU's share and the GPU's hits plus bus share take equally long.
    pub bus_gbps: f64,
    /// The look-ahead prefetch's cap: experts per offloaded layer copied over the bus before
    /// the layer is routed (0: off; needs `bus_gbps`), and the share of the copies the router
    /// then picks.
    pub prefetch: u32,
    pub prefetch_precision: f64,
}

/// How a replayed cache starts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StartFill {
    /// Empty slots (the CPU's simulated cache without a profile): the policy fills them.
    Empty,
    /// Every slot holds the lowest-id experts not held yet (a device cache without a profile,
    /// `ExpertState::for_device`).
    Lowest,
}

impl Machine {
    /// Refuses bandwidths that are not positive finite numbers, an efficiency outside (0, 1] and
    /// a negative or non-finite overhead, naming the flag.
    pub fn validate(&self) -> Result<(), RuntimeError> {
        let positive = |flag: &str, v: f64| {
            if v.is_finite() && v > 0.0 {
                Ok(())
            } else {
                Err(RuntimeError::InvalidArgument(format!(
                    "{flag} {v}: must be a positive number"
                )))
            }
        };
        positive("--device-gbps", self.device_gbps)?;
        positive("--cpu-gbps", self.cpu_gbps)?;
        positive("--kernel-efficiency", self.kernel_efficiency)?;
        if self.kernel_efficiency > 1.0 {
            return Err(RuntimeError::InvalidArgument(format!(
                "--kernel-efficiency {}: must be in (0, 1]",
                self.kernel_efficiency
            )));
        }
        if !self.bus_gbps.is_finite() || self.bus_gbps < 0.0 {
            return Err(RuntimeError::Experts(format!(
                "--bus-gbps {}: must be a number ≥ 0 (0 = no bus reads)",
                self.bus_gbps
            )));
        }
        if !(0.0..=1.0).contains(&self.prefetch_precision) {
            return Err(RuntimeError::InvalidArgument(format!(
                "--prefetch-precision {}: must be in [0, 1]",
                self.prefetch_precision
            )));
        }
        if self.prefetch > 0 && self.bus_gbps == 0.0 {
            return Err(RuntimeError::InvalidArgument(format!(
                "--prefetch {} copies over the bus: give --bus-gbps too",
                self.prefetch
            )));
        }
        if !self.layer_overhead_us.is_finite() || self.layer_overhead_us < 0.0 {
            return Err(RuntimeError::InvalidArgument(format!(
                "--layer-overhead-us {}: must be a number ≥ 0",
                self.layer_overhead_us
            )));
        }
        Ok(())
    }
}

/// The prediction; serializes to `strata-rt simulate --json`'s object. Times are means per
/// decoded token over the trace's decode steps; `token_ms = dense_ms + kv_ms + expert_ms +
/// overhead_ms`, with `max(gpu_expert_ms, cpu_expert_ms) ≤ expert_ms ≤ gpu_expert_ms +
/// cpu_expert_ms` (the per-layer max is taken per token).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Prediction {
    pub card: String,
    pub device_gbps: f64,
    pub kernel_efficiency: f64,
    pub cpu_gbps: f64,
    pub slots: u64,
    pub hit_rate: f64,
    pub misses_per_token: f64,
    pub substitutions_per_token: f64,
    /// Dense weights at `device_gbps · kernel_efficiency`.
    pub dense_ms: f64,
    /// KV cache reads at `kv_positions` positions (0 when not asked for).
    pub kv_ms: f64,
    /// The hits' expert bytes on the card, summed over the layers.
    pub gpu_expert_ms: f64,
    /// The misses' expert bytes on the CPU pool, summed over the layers.
    pub cpu_expert_ms: f64,
    /// Σ over layers of max(GPU hits, CPU misses): the two sides overlapped.
    pub expert_ms: f64,
    /// The fixed round trips of the offloaded layers.
    pub overhead_ms: f64,
    /// The look-ahead prefetch: its cap, the misses its copies served per token (taken off
    /// the CPU and bus shares), and the copy time per token that did not fit the link's idle
    /// window before each layer (the layer's bus share waits for it; in `gpu_expert_ms`).
    pub prefetch_cap: u32,
    pub prefetch_served_per_token: f64,
    pub prefetch_spill_ms: f64,
    pub token_ms: f64,
    pub tok_s: f64,
    /// Decode steps the means are over.
    pub decode_tokens: u64,
    /// Dense bytes per token.
    pub dense_bytes: u64,
    /// Bytes of the `k` picked experts of every layer per token.
    pub active_expert_bytes: u64,
}

/// Applies the model (see the module docs) to a replay.
pub fn predict(
    bytes: &DecodeBytes,
    machine: &Machine,
    cache: &CacheReplay,
) -> Result<Prediction, RuntimeError> {
    machine.validate()?;
    if cache.decode_tokens == 0 || cache.steps.is_empty() {
        return Err(RuntimeError::Experts(
            "no decode steps to predict from".into(),
        ));
    }
    let gpu = machine.device_gbps * machine.kernel_efficiency * 1e9;
    let cpu = machine.cpu_gbps * 1e9;
    let bus = machine.bus_gbps * 1e9;
    let overhead_s = machine.layer_overhead_us * 1e-6;
    let dense_s = bytes.dense_bytes as f64 / gpu;
    // The link is idle from one layer's bus share to the next layer's host point: the layer's
    // share of the dense weights and its round trip. The prefetch copies into that window.
    let window_s = dense_s / bytes.layers.len().max(1) as f64 + overhead_s;
    let cap = f64::from(machine.prefetch);
    let mut gpu_s = 0.0f64;
    let mut cpu_s = 0.0f64;
    let mut expert_s = 0.0f64;
    let mut overhead_total = 0.0f64;
    let (mut served_total, mut spill_total) = (0.0f64, 0.0f64);
    for step in &cache.steps {
        for c in step {
            let le = bytes.layer(c.layer).ok_or_else(|| {
                RuntimeError::Experts(format!("layer {} has no experts", c.layer))
            })?;
            let eb = le.expert_bytes as f64;
            let (hits, misses) = (f64::from(c.hits), f64::from(c.misses));
            // A layer holding all its experts never leaves the device.
            let offloaded =
                cache.per_layer.get(c.layer as usize).copied().unwrap_or(0) < le.n_expert as usize;
            // The prefetch copies up to `cap` of the layer's likely misses (about as many as it
            // has) during the window; `precision` of them are then picked and run on the GPU
            // like hits. Copy time beyond the window delays the layer's bus share.
            let (served, spill) = if cap > 0.0 && bus > 0.0 && offloaded && misses > 0.0 {
                let copied = cap.min(misses);
                let served = copied * machine.prefetch_precision;
                (served, (copied * eb / bus - window_s).max(0.0))
            } else {
                (0.0, 0.0)
            };
            let left = misses - served;
            // Bus reads take the share of the misses that balances the two sides.
            let gpu_fixed = spill + (hits + served) * eb / gpu;
            let bus_share = if bus > 0.0 && left > 0.0 {
                let (tc, tb) = (eb / cpu, eb / bus);
                ((left * tc - gpu_fixed) / (tc + tb)).clamp(0.0, left)
            } else {
                0.0
            };
            let g = gpu_fixed + if bus > 0.0 { bus_share * eb / bus } else { 0.0 };
            let h = (left - bus_share) * eb / cpu;
            gpu_s += g;
            cpu_s += h;
            expert_s += g.max(h);
            served_total += served;
            spill_total += spill;
            if offloaded {
                overhead_total += overhead_s;
            }
        }
    }
    let n = cache.steps.len() as f64;
    let kv_s = (bytes.kv_bytes_per_position as f64 * machine.kv_positions as f64) / gpu;
    let token_s = dense_s + kv_s + (expert_s + overhead_total) / n;
    let per = |v: u64| v as f64 / cache.decode_tokens as f64;
    Ok(Prediction {
        card: machine.card.clone(),
        device_gbps: machine.device_gbps,
        kernel_efficiency: machine.kernel_efficiency,
        cpu_gbps: machine.cpu_gbps,
        slots: cache.slots,
        hit_rate: cache.hit_rate(),
        misses_per_token: per(cache.misses),
        substitutions_per_token: per(cache.substitutions),
        dense_ms: dense_s * 1e3,
        kv_ms: kv_s * 1e3,
        gpu_expert_ms: gpu_s / n * 1e3,
        cpu_expert_ms: cpu_s / n * 1e3,
        expert_ms: expert_s / n * 1e3,
        overhead_ms: overhead_total / n * 1e3,
        prefetch_cap: machine.prefetch,
        prefetch_served_per_token: served_total / n,
        prefetch_spill_ms: spill_total / n * 1e3,
        token_ms: token_s * 1e3,
        tok_s: 1.0 / token_s,
        decode_tokens: cache.decode_tokens,
        dense_bytes: bytes.dense_bytes,
        active_expert_bytes: bytes.active_expert_bytes(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bytes() -> DecodeBytes {
        DecodeBytes {
            n_layers: 2,
            n_expert: 4,
            dense_bytes: 1_000_000,
            kv_bytes_per_position: 0,
            layers: vec![
                LayerExperts {
                    layer: 0,
                    n_expert: 4,
                    k: 2,
                    expert_bytes: 100_000,
                },
                LayerExperts {
                    layer: 1,
                    n_expert: 4,
                    k: 2,
                    expert_bytes: 100_000,
                },
            ],
        }
    }

    fn rec(layer: u32, ids: &[i32]) -> TraceRecord {
        let n_tok = (ids.len() / 2) as u32;
        TraceRecord {
            layer,
            n_tok,
            k: 2,
            ids: ids.to_vec(),
            logits: (0..n_tok * 4).map(|i| -(i as f32 % 4.0)).collect(),
        }
    }

    fn trace() -> Vec<TraceRecord> {
        let mut v = vec![rec(0, &[0, 1, 0, 2]), rec(1, &[1, 0, 1, 3])];
        for _ in 0..40 {
            v.push(rec(0, &[0, 1]));
            v.push(rec(1, &[1, 0]));
        }
        v
    }

    const HEADER: TraceHeader = TraceHeader {
        n_layers: 2,
        n_expert: 4,
    };

    fn machine() -> Machine {
        Machine {
            card: "custom".into(),
            device_gbps: 100.0,
            kernel_efficiency: 0.5,
            cpu_gbps: 10.0,
            layer_overhead_us: 15.0,
            kv_positions: 0,
            bus_gbps: 0.0,
            prefetch: 0,
            prefetch_precision: DEFAULT_PREFETCH_PRECISION,
        }
    }

    #[test]
    fn prompt_passes_train_the_policy_and_decode_steps_are_counted() {
        let t = trace();
        let r = replay_records(HEADER, &t, &bytes(), 4, None, StartFill::Empty).unwrap();
        assert_eq!(r.prompt_tokens, 2);
        assert_eq!(r.decode_tokens, 40);
        assert_eq!(r.hits + r.misses, 40 * 4);
        // 2 slots per layer and two experts used: after a few rounds every pick hits.
        assert!(r.hit_rate() > 0.8, "{}", r.hit_rate());
        let none = replay_records(HEADER, &t, &bytes(), 0, None, StartFill::Empty).unwrap();
        assert_eq!(none.hits, 0);
        let all = replay_records(HEADER, &t, &bytes(), 8, None, StartFill::Empty).unwrap();
        assert_eq!(all.misses, 0);
    }

    #[test]
    fn bus_reads_split_the_misses_and_a_full_start_hits_sooner() {
        let t = trace();
        let b = bytes();
        let none = replay_records(HEADER, &t, &b, 0, None, StartFill::Empty).unwrap();
        let cpu_only = predict(&b, &machine(), &none).unwrap();
        // A bus as fast as the CPU pool and an idle GPU: half the misses each side, half the
        // expert time.
        let m = Machine {
            bus_gbps: 10.0,
            ..machine()
        };
        let split = predict(&b, &m, &none).unwrap();
        assert!(
            (split.cpu_expert_ms - cpu_only.cpu_expert_ms / 2.0).abs()
                < 1e-3 * cpu_only.cpu_expert_ms
        );
        assert!(split.token_ms < cpu_only.token_ms);
        assert!(
            Machine {
                bus_gbps: -1.0,
                ..machine()
            }
            .validate()
            .is_err()
        );
        // Two slots per layer holding experts 0 and 1 from the start.
        let empty = replay_records(HEADER, &t, &b, 4, None, StartFill::Empty).unwrap();
        let full = replay_records(HEADER, &t, &b, 4, None, StartFill::Lowest).unwrap();
        assert!(full.hits >= empty.hits, "{} < {}", full.hits, empty.hits);
    }

    /// No slots, so every pick (2 per layer) misses. A cap of 1 with a window that holds one
    /// copy serves `precision` of a miss per layer on the GPU and spills nothing; a cap of 2
    /// spills the second copy's time past the window onto the GPU side; the precision and the
    /// bus are checked.
    #[test]
    fn the_prefetch_serves_misses_within_the_idle_window() {
        let t = trace();
        let b = bytes();
        let none = replay_records(HEADER, &t, &b, 0, None, StartFill::Empty).unwrap();
        // Dense 1 MB at 50 GB/s over 2 layers = 10 µs + 15 µs overhead: a 25 µs window; one
        // 100 kB expert over a 5 GB/s bus takes 20 µs.
        let bus = Machine {
            bus_gbps: 5.0,
            ..machine()
        };
        let off = predict(&b, &bus, &none).unwrap();
        assert_eq!(off.prefetch_served_per_token, 0.0);
        let one = predict(
            &b,
            &Machine {
                prefetch: 1,
                prefetch_precision: 0.5,
                ..bus.clone()
            },
            &none,
        )
        .unwrap();
        assert!((one.prefetch_served_per_token - 2.0 * 0.5).abs() < 1e-12);
        assert_eq!(one.prefetch_spill_ms, 0.0);
        assert!(one.token_ms < off.token_ms, "{one:?} {off:?}");
        assert!(one.cpu_expert_ms < off.cpu_expert_ms);
        let two = predict(
            &b,
            &Machine {
                prefetch: 2,
                prefetch_precision: 1.0,
                ..bus.clone()
            },
            &none,
        )
        .unwrap();
        assert!((two.prefetch_served_per_token - 4.0).abs() < 1e-12);
        // Two copies take 40 µs against the 25 µs window: 15 µs per layer, 2 layers.
        assert!((two.prefetch_spill_ms - 0.030).abs() < 1e-9, "{two:?}");
        assert_eq!(two.cpu_expert_ms, 0.0);
        assert!((two.expert_ms - two.gpu_expert_ms).abs() < 1e-12);
        // Refused: a precision outside [0, 1], a prefetch without a bus.
        for p in [-0.1, 1.5, f64::NAN] {
            let m = Machine {
                prefetch: 1,
                prefetch_precision: p,
                ..bus.clone()
            };
            assert!(predict(&b, &m, &none).is_err(), "{p}");
        }
        let m = Machine {
            prefetch: 1,
            ..machine()
        };
        assert!(predict(&b, &m, &none).is_err());
    }

    #[test]
    fn the_formula_adds_up() {
        let t = trace();
        let b = bytes();
        let m = machine();
        let none = predict(
            &b,
            &m,
            &replay_records(HEADER, &t, &b, 0, None, StartFill::Empty).unwrap(),
        )
        .unwrap();
        // No slot: every pick (2 per layer, 2 layers) on the CPU, 100 kB at 10 GB/s each.
        assert!((none.cpu_expert_ms - 4.0 * 0.01).abs() < 1e-9);
        assert_eq!(none.gpu_expert_ms, 0.0);
        assert!((none.dense_ms - 0.02).abs() < 1e-12);
        assert!((none.overhead_ms - 0.03).abs() < 1e-12);
        assert!((none.token_ms - (0.02 + 0.04 + 0.03)).abs() < 1e-9);
        let all = predict(
            &b,
            &m,
            &replay_records(HEADER, &t, &b, 8, None, StartFill::Empty).unwrap(),
        )
        .unwrap();
        assert_eq!(all.overhead_ms, 0.0);
        assert_eq!(all.cpu_expert_ms, 0.0);
        assert!((all.gpu_expert_ms - 4.0 * 0.002).abs() < 1e-9);
        assert!((all.tok_s * all.token_ms - 1e3).abs() < 1e-6);
    }

    #[test]
    fn bad_inputs_are_refused() {
        let t = trace();
        let b = bytes();
        let other = TraceHeader {
            n_layers: 3,
            n_expert: 4,
        };
        assert!(replay_records(other, &t, &b, 2, None, StartFill::Empty).is_err());
        assert!(replay_records(HEADER, &t, &b, 9, None, StartFill::Empty).is_err());
        assert!(replay_records(HEADER, &t[..2], &b, 2, None, StartFill::Empty).is_err());
        assert!(replay_records(HEADER, &t, &b, 2, Some(f64::NAN), StartFill::Empty).is_err());
        let r = replay_records(HEADER, &t, &b, 2, None, StartFill::Empty).unwrap();
        for bad in [0.0, -1.0, f64::NAN, f64::INFINITY] {
            let m = Machine {
                device_gbps: bad,
                ..machine()
            };
            assert!(predict(&b, &m, &r).is_err(), "{bad}");
            let m = Machine {
                cpu_gbps: bad,
                ..machine()
            };
            assert!(predict(&b, &m, &r).is_err(), "{bad}");
        }
        let m = Machine {
            kernel_efficiency: 1.5,
            ..machine()
        };
        assert!(predict(&b, &m, &r).is_err());
    }
}
