//! Offline CAR replay (`strata-rt car-estimate`): runs a router-score trace through the same
//! [`apply_car`] the decoder uses, one token per decision, under a residency model, for several
//! thresholds at once.
//!
//! Residency models:
//! * `Frequency(N)`: hindsight — each layer's N most-routed experts over the whole trace are
//!   resident from the start (ties to the lower id; never-routed experts are never resident, so
//!   a layer may hold fewer). An upper bound for any cache of N slots per layer.
//! * `PerLayer(N)`: what a run would see — N slots per layer, starting empty, filled and swapped
//!   by the adaptive policy (DESIGN.md defaults) as the trace goes, copies landing at once (the
//!   CPU's simulated cache). The policy counts the router's own picks, so the residency evolves
//!   the same way for every threshold.
//! * `Profile(FILE)`: an `STRP` profile's startup residency, its slot total split evenly over the
//!   trace's layers (remainder to the last), static for the whole trace.
//!
//! Steps: records come layer by layer; a record whose layer is not above the previous record's
//! starts a new forward pass. A pass counts as many tokens as its largest record (`tokens` in the
//! report), and one policy round (decode round) ends with each pass.

use std::path::{Path, PathBuf};

use serde::Serialize;

use crate::error::RuntimeError;

use super::car::{CarConfig, CarScratch, CarStats, CarWindow, apply_car};
use super::policy::{Policy, PolicyConfig, apply_moves};
use super::profile::Profile;
use super::residency::{ResidencyTable, split_slots};
use super::trace::{TraceHeader, TraceReader, TraceRecord, Truncation};

/// Which experts are resident during the replay (see the module docs).
#[derive(Debug, Clone, PartialEq)]
pub enum ResidencyModel {
    /// The N most-routed experts of each layer in the trace, static.
    Frequency(usize),
    /// N slots per layer under the adaptive policy.
    PerLayer(usize),
    /// An `STRP` profile's startup residency.
    Profile(PathBuf),
}

/// One threshold's outcome.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct TauEstimate {
    /// The threshold.
    pub tau: f64,
    /// Picks that were not resident.
    pub misses: u64,
    /// Misses that had a candidate.
    pub with_candidate: u64,
    /// Accepted substitutions.
    pub substitutions: u64,
    /// Mean accepted ratio (0 when nothing was substituted).
    pub mean_ratio: f64,
    /// Misses per token (all layers together).
    pub misses_per_token: f64,
    /// Substitutions per token (all layers together).
    pub substitutions_per_token: f64,
}

/// The replay's result; serializes to exactly `car-estimate --json`'s object.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Estimate {
    /// Layers in the trace's header.
    pub n_layers: u32,
    /// Experts per layer.
    pub n_expert: u32,
    /// Whole records replayed.
    pub records: u64,
    /// Tokens replayed (see the module docs).
    pub tokens: u64,
    /// One entry per threshold, in the order given.
    pub per_tau: Vec<TauEstimate>,
    /// The dropped partial final record, if any (not in the JSON; the reader warned).
    #[serde(skip)]
    pub truncated: Option<Truncation>,
    /// The full counters per threshold (not in the JSON).
    #[serde(skip)]
    pub stats: Vec<CarStats>,
}

/// A residency where each layer holds its `n` most-routed experts of `records` (ties to the lower
/// id, never-routed experts excluded), already landed.
pub fn frequency_table<I>(
    header: TraceHeader,
    records: I,
    n: usize,
) -> Result<ResidencyTable, RuntimeError>
where
    I: IntoIterator<Item = Result<TraceRecord, RuntimeError>>,
{
    let (nl, ne) = (header.n_layers as usize, header.n_expert as usize);
    let mut policy = Policy::new(PolicyConfig::default(), nl, ne)?;
    for rec in records {
        let rec = rec?;
        policy.observe(rec.layer as usize, &rec.ids);
    }
    let slots = vec![n.min(ne); nl];
    let mut table = ResidencyTable::new(ne, &slots)?;
    let mut order: Vec<usize> = Vec::with_capacity(ne);
    for (layer, &n_slots) in slots.iter().enumerate() {
        let counts = policy.counts(layer);
        order.clear();
        order.extend((0..ne).filter(|&e| counts[e] > 0));
        order.sort_by(|&a, &b| counts[b].cmp(&counts[a]).then(a.cmp(&b)));
        for (slot, &e) in order.iter().take(n_slots).enumerate() {
            table.admit(layer, slot, e as u32)?;
        }
    }
    table.land_all();
    Ok(table)
}

/// Replays records one at a time.
#[derive(Debug)]
pub struct Replay {
    header: TraceHeader,
    taus: Vec<f64>,
    cfgs: Vec<CarConfig>,
    table: ResidencyTable,
    policy: Option<Policy>,
    stats: Vec<CarStats>,
    scratch: CarScratch,
    ids: Vec<i32>,
    moves: Vec<super::policy::Move>,
    records: u64,
    tokens: u64,
    prev_layer: Option<u32>,
    step_tokens: u64,
}

impl Replay {
    /// A replay at each of `taus` (each ≥ 0, or NaN = off; the other knobs at their defaults)
    /// over `table`, which `policy` (if any) evolves after every forward pass.
    pub fn new(
        header: TraceHeader,
        taus: &[f64],
        table: ResidencyTable,
        policy: Option<Policy>,
    ) -> Result<Self, RuntimeError> {
        if taus.is_empty() {
            return Err(RuntimeError::Experts("no threshold to replay".to_owned()));
        }
        if let Some(t) = taus.iter().find(|t| **t < 0.0) {
            return Err(RuntimeError::Experts(format!(
                "threshold {t} is negative (1.0 or more = CAR off)"
            )));
        }
        if table.n_layers() != header.n_layers as usize
            || table.n_expert() != header.n_expert as usize
        {
            return Err(RuntimeError::Experts(format!(
                "residency is {} layers × {} experts, the trace {} × {}",
                table.n_layers(),
                table.n_expert(),
                header.n_layers,
                header.n_expert
            )));
        }
        Ok(Replay {
            header,
            taus: taus.to_vec(),
            cfgs: taus
                .iter()
                .map(|&threshold| CarConfig {
                    threshold,
                    ..CarConfig::default()
                })
                .collect(),
            table,
            policy,
            stats: vec![CarStats::default(); taus.len()],
            scratch: CarScratch::default(),
            ids: Vec::new(),
            moves: Vec::new(),
            records: 0,
            tokens: 0,
            prev_layer: None,
            step_tokens: 0,
        })
    }

    /// The residency as it stands.
    pub fn table(&self) -> &ResidencyTable {
        &self.table
    }

    fn end_step(&mut self) -> Result<(), RuntimeError> {
        self.tokens += self.step_tokens;
        self.step_tokens = 0;
        if let Some(p) = self.policy.as_mut() {
            self.moves.clear();
            p.end_round(&self.table, &mut self.moves)?;
            apply_moves(&mut self.table, &self.moves)?;
            self.table.land_all();
        }
        Ok(())
    }

    /// Replays one record: each of its tokens is one CAR decision per threshold.
    pub fn push(&mut self, rec: &TraceRecord) -> Result<(), RuntimeError> {
        let ne = self.header.n_expert as usize;
        let (k, n_tok) = (rec.k as usize, rec.n_tok as usize);
        if rec.layer >= self.header.n_layers
            || rec.ids.len() != n_tok * k
            || rec.logits.len() != n_tok * ne
        {
            return Err(RuntimeError::Experts(format!(
                "record {} does not fit the trace's geometry",
                self.records
            )));
        }
        if self.prev_layer.is_some_and(|p| rec.layer <= p) {
            self.end_step()?;
        }
        self.prev_layer = Some(rec.layer);
        let layer = rec.layer as usize;
        for t in 0..n_tok {
            let (picks, row) = (
                &rec.ids[t * k..(t + 1) * k],
                &rec.logits[t * ne..(t + 1) * ne],
            );
            for (cfg, stats) in self.cfgs.iter().zip(&mut self.stats) {
                self.ids.clear();
                self.ids.extend_from_slice(picks);
                let window = CarWindow {
                    logits: row,
                    k,
                    token_index: self.tokens + t as u64,
                };
                apply_car(
                    cfg,
                    self.table.resident_mask(layer),
                    window,
                    &mut self.ids,
                    &mut self.scratch,
                    stats,
                )?;
            }
        }
        if let Some(p) = self.policy.as_mut() {
            p.observe(layer, &rec.ids);
        }
        self.step_tokens = self.step_tokens.max(rec.n_tok as u64);
        self.records += 1;
        Ok(())
    }

    /// The report.
    pub fn finish(mut self, truncated: Option<Truncation>) -> Estimate {
        self.tokens += self.step_tokens;
        let per_token = |v: u64, tokens: u64| {
            if tokens == 0 {
                0.0
            } else {
                v as f64 / tokens as f64
            }
        };
        let per_tau = self
            .taus
            .iter()
            .zip(&self.stats)
            .map(|(&tau, s)| TauEstimate {
                tau,
                misses: s.misses,
                with_candidate: s.with_candidate,
                substitutions: s.substitutions,
                mean_ratio: s.mean_ratio(),
                misses_per_token: per_token(s.misses, self.tokens),
                substitutions_per_token: per_token(s.substitutions, self.tokens),
            })
            .collect();
        Estimate {
            n_layers: self.header.n_layers,
            n_expert: self.header.n_expert,
            records: self.records,
            tokens: self.tokens,
            per_tau,
            truncated,
            stats: self.stats,
        }
    }
}

/// Replays the trace at `path` at each of `taus` under `model`.
pub fn estimate_file(
    path: &Path,
    taus: &[f64],
    model: &ResidencyModel,
) -> Result<Estimate, RuntimeError> {
    let mut reader = TraceReader::open(path)?;
    let header = reader.header();
    let (nl, ne) = (header.n_layers as usize, header.n_expert as usize);
    let (table, policy) = match model {
        ResidencyModel::Frequency(n) => {
            // A first pass counts; the replay pass below must not warn twice.
            let t = frequency_table(header, TraceReader::open(path)?.quiet(), *n)?;
            (t, None)
        }
        ResidencyModel::PerLayer(n) => {
            let t = ResidencyTable::new(ne, &vec![(*n).min(ne); nl])?;
            (t, Some(Policy::new(PolicyConfig::default(), nl, ne)?))
        }
        ResidencyModel::Profile(file) => {
            let p = Profile::load(file, header.n_layers, header.n_expert)?;
            let mut t = ResidencyTable::new(ne, &split_slots(p.slots() as usize, nl, ne))?;
            p.fill(&mut t)?;
            t.land_all();
            (t, None)
        }
    };
    let mut replay = Replay::new(header, taus, table, policy)?;
    while let Some(rec) = reader.next_record()? {
        replay.push(&rec)?;
    }
    Ok(replay.finish(reader.truncated()))
}
