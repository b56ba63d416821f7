//! The adaptive residency policy: learns which experts each layer routes to and, every few decode
//! rounds, plans moves (admit into an empty slot, or swap out the least-used resident) for the
//! residency table.
//!
//! Defaults are the reference engine's (DESIGN.md, "Expert cache"): a policy round every 4 decode
//! rounds; per layer, non-resident experts with decayed usage ≥ 2.0 fill empty slots, then replace
//! the least-used resident when `u_in ≥ u_out + 1.5`; at most 96 moves per policy round; usage
//! decays ×0.7 per policy round.
//!
//! Usage: every pick the router makes adds 1 to its expert's usage ([`Policy::observe`]; feed it
//! the router's own picks, before CAR, so the policy learns demand rather than reinforcing its
//! own substitutions). A policy round plans on the usage as it stands, then multiplies all usage
//! by the decay, so at planning time usage = picks since the last round + decay × the older usage.
//!
//! Determinism: experts are ordered by (usage descending, id ascending). The fill takes the best
//! non-resident experts into the empty slots in ascending slot order; the swap pairs the next best
//! non-resident experts with the worst residents (the same order read from the end: lowest usage,
//! ties to the higher id) one for one, stopping at the first pair that misses the margin. Slots
//! whose copy is in flight are left alone and their experts are neither admitted nor evicted.
//! Layers are visited in ascending order; when the move cap cuts a round short, the next round
//! starts at the layer that was cut, so the cap cannot starve the upper layers.

use crate::error::RuntimeError;

use super::profile::Profile;
use super::residency::{ResidencyTable, SlotState};

/// The policy's knobs (`--policy-interval`, `--policy-decay`, `--policy-fill`,
/// `--policy-margin`, `--policy-max-moves`).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PolicyConfig {
    /// Decode rounds between policy rounds (≥ 1).
    pub interval: u32,
    /// Usage multiplier applied after each policy round, in `[0, 1]`.
    pub decay: f64,
    /// Least decayed usage for a non-resident expert to be admitted at all.
    pub fill: f64,
    /// A swap needs `u_in ≥ u_out + margin`.
    pub margin: f64,
    /// Most moves (copies) per policy round over all layers; 0 freezes the residency.
    pub max_moves: usize,
}

impl Default for PolicyConfig {
    fn default() -> Self {
        PolicyConfig {
            interval: 4,
            decay: 0.7,
            fill: 2.0,
            margin: 1.5,
            max_moves: 96,
        }
    }
}

impl PolicyConfig {
    /// Refuses knobs the policy cannot run with, naming the flag.
    pub fn validate(&self) -> Result<(), RuntimeError> {
        let bad = |flag: &str, v: String, why: &str| {
            Err(RuntimeError::Experts(format!("--{flag} {v}: {why}")))
        };
        if self.interval == 0 {
            return bad("policy-interval", "0".into(), "must be at least 1");
        }
        if !(0.0..=1.0).contains(&self.decay) {
            return bad("policy-decay", self.decay.to_string(), "must be in [0, 1]");
        }
        if !self.fill.is_finite() || self.fill < 0.0 {
            return bad("policy-fill", self.fill.to_string(), "must be a number ≥ 0");
        }
        if !self.margin.is_finite() || self.margin < 0.0 {
            return bad(
                "policy-margin",
                self.margin.to_string(),
                "must be a number ≥ 0",
            );
        }
        Ok(())
    }
}

/// One planned copy: `expert` goes into `slot` of `layer`, evicting `evicts` first (a swap) or
/// into an empty slot (`evicts == None`, a fill).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Move {
    /// Layer index.
    pub layer: u32,
    /// Slot index within the layer.
    pub slot: u32,
    /// The expert admitted.
    pub expert: u32,
    /// The resident expert it replaces, if any.
    pub evicts: Option<u32>,
}

/// Applies `moves` to `table`: each evicts (a miss at once) and admits (pending until its copy
/// lands; call [`ResidencyTable::land_all`] where copies are immediate). Stops at the first move
/// the table refuses.
pub fn apply_moves(table: &mut ResidencyTable, moves: &[Move]) -> Result<(), RuntimeError> {
    for m in moves {
        let (l, s) = (m.layer as usize, m.slot as usize);
        if let Some(out) = m.evicts {
            let was = table.evict(l, s)?;
            if was != Some(out) {
                return Err(RuntimeError::Experts(format!(
                    "move {m:?}: slot held {was:?}, not expert {out}"
                )));
            }
        }
        table.admit(l, s, m.expert)?;
    }
    Ok(())
}

/// The learned usage and the round counter.
#[derive(Debug, Clone)]
pub struct Policy {
    cfg: PolicyConfig,
    n_layers: usize,
    n_expert: usize,
    /// `n_layers × n_expert` decayed usage.
    usage: Vec<f64>,
    /// `n_layers × n_expert` plain pick counts (never decayed: the profile's routing frequency).
    counts: Vec<u64>,
    rounds: u64,
    start_layer: usize,
    ins: Vec<u32>,
    outs: Vec<(usize, u32)>,
    empties: Vec<usize>,
}

impl Policy {
    /// A policy for `n_layers × n_expert` with no usage yet.
    pub fn new(cfg: PolicyConfig, n_layers: usize, n_expert: usize) -> Result<Self, RuntimeError> {
        cfg.validate()?;
        let n = n_layers.checked_mul(n_expert).ok_or_else(|| {
            RuntimeError::Experts(format!("{n_layers} × {n_expert} experts overflows"))
        })?;
        Ok(Policy {
            cfg,
            n_layers,
            n_expert,
            usage: vec![0.0; n],
            counts: vec![0; n],
            rounds: 0,
            start_layer: 0,
            ins: Vec::new(),
            outs: Vec::new(),
            empties: Vec::new(),
        })
    }

    /// The knobs.
    pub fn config(&self) -> &PolicyConfig {
        &self.cfg
    }

    /// Decode rounds seen so far.
    pub fn rounds(&self) -> u64 {
        self.rounds
    }

    /// `layer`'s decayed usage per expert (empty outside the geometry).
    pub fn usage(&self, layer: usize) -> &[f64] {
        if layer < self.n_layers {
            &self.usage[layer * self.n_expert..(layer + 1) * self.n_expert]
        } else {
            &[]
        }
    }

    /// `layer`'s total picks per expert (empty outside the geometry).
    pub fn counts(&self, layer: usize) -> &[u64] {
        if layer < self.n_layers {
            &self.counts[layer * self.n_expert..(layer + 1) * self.n_expert]
        } else {
            &[]
        }
    }

    /// Counts the router's picks `ids` (any number of tokens) for `layer`. Ids outside
    /// `0..n_expert` and layers outside the geometry are ignored.
    pub fn observe(&mut self, layer: usize, ids: &[i32]) {
        if layer >= self.n_layers {
            return;
        }
        let base = layer * self.n_expert;
        for &id in ids {
            if let Some(e) = usize::try_from(id).ok().filter(|&e| e < self.n_expert) {
                self.usage[base + e] += 1.0;
                self.counts[base + e] += 1;
            }
        }
    }

    /// Ends one decode round; every `interval`-th call is a policy round that appends its moves
    /// to `moves` (see [`Self::plan`]). Returns how many moves it appended.
    pub fn end_round(
        &mut self,
        table: &ResidencyTable,
        moves: &mut Vec<Move>,
    ) -> Result<usize, RuntimeError> {
        self.rounds += 1;
        if self.rounds.is_multiple_of(u64::from(self.cfg.interval)) {
            self.plan(table, moves)
        } else {
            Ok(0)
        }
    }

    /// One policy round now: appends at most `max_moves` moves for `table` to `moves`, then
    /// decays the usage. Returns how many moves it appended. The table must have this policy's
    /// geometry.
    pub fn plan(
        &mut self,
        table: &ResidencyTable,
        moves: &mut Vec<Move>,
    ) -> Result<usize, RuntimeError> {
        if table.n_layers() != self.n_layers || table.n_expert() != self.n_expert {
            return Err(RuntimeError::Experts(format!(
                "residency table is {} layers × {} experts, the policy {} × {}",
                table.n_layers(),
                table.n_expert(),
                self.n_layers,
                self.n_expert
            )));
        }
        let before = moves.len();
        let mut cut = None;
        for i in 0..self.n_layers {
            let layer = (self.start_layer + i) % self.n_layers;
            let budget = self.cfg.max_moves - (moves.len() - before);
            if !self.plan_layer(table, layer, budget, moves) {
                cut = Some(layer);
                break;
            }
        }
        self.start_layer = cut.unwrap_or(0);
        let decay = self.cfg.decay;
        self.usage.iter_mut().for_each(|u| *u *= decay);
        Ok(moves.len() - before)
    }

    /// Plans `layer`'s moves, at most `budget` of them; false when the budget ran out while the
    /// layer still wanted a move.
    fn plan_layer(
        &mut self,
        table: &ResidencyTable,
        layer: usize,
        budget: usize,
        moves: &mut Vec<Move>,
    ) -> bool {
        let usage = &self.usage[layer * self.n_expert..(layer + 1) * self.n_expert];
        let slots = table.slots(layer);
        if slots.is_empty() {
            return true;
        }
        // Experts already in (or arriving in) a slot are not candidates.
        let present = |e: usize| slots.iter().any(|s| s.expert() == Some(e as u32));
        self.ins.clear();
        self.ins.extend(
            (0..self.n_expert)
                .filter(|&e| usage[e] >= self.cfg.fill && !present(e))
                .map(|e| e as u32),
        );
        let by_usage = |a: &u32, b: &u32| {
            usage[*b as usize]
                .total_cmp(&usage[*a as usize])
                .then(a.cmp(b))
        };
        self.ins.sort_unstable_by(by_usage);
        self.empties.clear();
        self.empties.extend(
            slots
                .iter()
                .enumerate()
                .filter(|(_, s)| **s == SlotState::Empty)
                .map(|(i, _)| i),
        );
        self.outs.clear();
        self.outs.extend(table.residents(layer));
        // Worst resident first: lowest usage, ties to the higher id.
        self.outs.sort_unstable_by(|a, b| by_usage(&b.1, &a.1));

        let mut made = 0usize;
        let mut ins = self.ins.iter().copied();
        for &slot in &self.empties {
            let Some(e) = ins.next() else { break };
            if made == budget {
                return false;
            }
            moves.push(Move {
                layer: layer as u32,
                slot: slot as u32,
                expert: e,
                evicts: None,
            });
            made += 1;
        }
        for &(slot, out) in &self.outs {
            let Some(e) = ins.next() else { break };
            if usage[e as usize] < usage[out as usize] + self.cfg.margin {
                break;
            }
            if made == budget {
                return false;
            }
            moves.push(Move {
                layer: layer as u32,
                slot: slot as u32,
                expert: e,
                evicts: Some(out),
            });
            made += 1;
        }
        true
    }

    /// The learned routing profile: every expert picked at least once, by descending pick
    /// count (see [`Profile::from_counts`]), with `slots` recorded as the run's slot total.
    pub fn profile(&self, slots: u32) -> Result<Profile, RuntimeError> {
        Profile::from_counts(
            self.n_layers as u32,
            self.n_expert as u32,
            slots,
            &self.counts,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn validate_names_the_flag() {
        let c = PolicyConfig {
            interval: 0,
            ..PolicyConfig::default()
        };
        assert!(
            c.validate()
                .expect_err("0")
                .to_string()
                .contains("--policy-interval")
        );
        let c = PolicyConfig {
            decay: 1.5,
            ..PolicyConfig::default()
        };
        assert!(
            c.validate()
                .expect_err("1.5")
                .to_string()
                .contains("--policy-decay")
        );
        assert!(PolicyConfig::default().validate().is_ok());
    }

    #[test]
    fn plans_on_a_table_of_another_shape_are_refused() {
        let mut p = Policy::new(PolicyConfig::default(), 2, 8).expect("policy");
        let t = ResidencyTable::new(8, &[2]).expect("table");
        assert!(p.plan(&t, &mut Vec::new()).is_err());
    }
}
