//! The expert residency table: per layer, which experts sit in which slot, the one table that
//! CAR, the hit/miss split and (later) the device's copies all read.
//!
//! A slot is empty, pending (an expert was admitted and its copy is in flight) or resident (the
//! copy has landed). Only resident experts count as hits: an admitted expert becomes resident when
//! its copy lands ([`ResidencyTable::land`]), and an evicted one is a miss from the moment it is
//! evicted. On the CPU a simulated cache lands every copy at once ([`ResidencyTable::land_all`]).
//!
//! Slot sizing: from a free-memory budget ([`slots_from_budget`]) or `--expert-slots N`, either
//! way N slots in all split evenly over the MoE layers with the remainder to the last, each layer
//! capped at its expert count ([`split_slots`], [`layer_slots`]).

use crate::error::RuntimeError;

/// One slot of one layer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SlotState {
    /// Holds nothing.
    Empty,
    /// Admitted; the expert's copy has not landed yet, so it is not a hit.
    Pending(u32),
    /// The expert's weights are in the slot: a hit.
    Resident(u32),
    /// Given back to the device (the VRAM guard freed its memory): holds nothing and is never
    /// filled again.
    Retired,
}

impl SlotState {
    /// The expert the slot holds or is receiving.
    pub fn expert(self) -> Option<u32> {
        match self {
            SlotState::Empty | SlotState::Retired => None,
            SlotState::Pending(e) | SlotState::Resident(e) => Some(e),
        }
    }
}

/// Total slots a budget holds: `free_bytes / slot_bytes`, at most every expert of every MoE layer.
/// A zero slot size is an error (it would make every expert free to hold).
pub fn slots_from_budget(
    free_bytes: u64,
    slot_bytes: u64,
    n_moe_layers: usize,
    n_expert: usize,
) -> Result<usize, RuntimeError> {
    if slot_bytes == 0 {
        return Err(RuntimeError::Experts(
            "expert slot size is 0 bytes".to_owned(),
        ));
    }
    let fit = usize::try_from(free_bytes / slot_bytes).unwrap_or(usize::MAX);
    Ok(fit.min(n_moe_layers.saturating_mul(n_expert)))
}

/// `total` slots split evenly over `n_moe_layers` layers, the remainder to the last, each layer
/// capped at `n_expert` (slots beyond a layer's expert count would hold nothing).
pub fn split_slots(total: usize, n_moe_layers: usize, n_expert: usize) -> Vec<usize> {
    if n_moe_layers == 0 {
        return Vec::new();
    }
    let (base, rem) = (total / n_moe_layers, total % n_moe_layers);
    let mut out = vec![base.min(n_expert); n_moe_layers];
    out[n_moe_layers - 1] = (base + rem).min(n_expert);
    out
}

/// [`split_slots`] over the layers with `moe[layer]` set; the other layers get 0 slots. The result
/// has one entry per model layer, ready for [`ResidencyTable::new`].
pub fn layer_slots(moe: &[bool], n_expert: usize, total: usize) -> Vec<usize> {
    let n_moe = moe.iter().filter(|&&m| m).count();
    let mut split = split_slots(total, n_moe, n_expert).into_iter();
    moe.iter()
        .map(|&m| if m { split.next().unwrap_or(0) } else { 0 })
        .collect()
}

/// Per layer, per expert: where it lives. See the module docs for the states.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ResidencyTable {
    n_expert: usize,
    slots: Vec<Vec<SlotState>>,
    /// `(n_layers + 1) × n_expert`: the slot a *resident* expert sits in, −1 otherwise. The extra
    /// last row stays −1 and answers for layers outside the table.
    slot_of: Vec<i32>,
    /// Same shape: `slot_of >= 0`, kept as bools because CAR reads it on every decode step.
    mask: Vec<bool>,
}

impl ResidencyTable {
    /// An empty table: `slots_per_layer[l]` slots for layer `l` (0 for dense layers), each layer
    /// with `n_expert` experts. Refuses more slots than experts in a layer, and an expert count
    /// whose slot indices would not fit the residency row's i32.
    pub fn new(n_expert: usize, slots_per_layer: &[usize]) -> Result<Self, RuntimeError> {
        if i32::try_from(n_expert).is_err() {
            return Err(RuntimeError::Experts(format!(
                "{n_expert} experts per layer is more than a residency row holds"
            )));
        }
        if let Some((l, &n)) = slots_per_layer
            .iter()
            .enumerate()
            .find(|&(_, &n)| n > n_expert)
        {
            return Err(RuntimeError::Experts(format!(
                "layer {l}: {n} expert slots but only {n_expert} experts"
            )));
        }
        let rows = (slots_per_layer.len() + 1) * n_expert;
        Ok(ResidencyTable {
            n_expert,
            slots: slots_per_layer
                .iter()
                .map(|&n| vec![SlotState::Empty; n])
                .collect(),
            slot_of: vec![-1; rows],
            mask: vec![false; rows],
        })
    }

    /// Layers in the table.
    pub fn n_layers(&self) -> usize {
        self.slots.len()
    }

    /// Experts per layer.
    pub fn n_expert(&self) -> usize {
        self.n_expert
    }

    /// Slots of `layer` (0 outside the table).
    pub fn n_slots(&self, layer: usize) -> usize {
        self.slots.get(layer).map_or(0, Vec::len)
    }

    /// Slots of every layer together.
    pub fn total_slots(&self) -> usize {
        self.slots.iter().map(Vec::len).sum()
    }

    /// The states of `layer`'s slots, by slot index (empty outside the table).
    pub fn slots(&self, layer: usize) -> &[SlotState] {
        self.slots.get(layer).map_or(&[], Vec::as_slice)
    }

    fn row_start(&self, layer: usize) -> usize {
        layer.min(self.slots.len()) * self.n_expert
    }

    /// Whether `expert` of `layer` is a hit (its copy has landed). False outside the table.
    pub fn is_resident(&self, layer: usize, expert: usize) -> bool {
        expert < self.n_expert && self.mask[self.row_start(layer) + expert]
    }

    /// `layer`'s residency as one bool per expert (what [`super::car::apply_car`] takes); all
    /// false for a layer outside the table.
    pub fn resident_mask(&self, layer: usize) -> &[bool] {
        let s = self.row_start(layer);
        &self.mask[s..s + self.n_expert]
    }

    /// `layer`'s residency row: per expert, the slot it is resident in or −1 (pending experts
    /// are −1: they are not hits yet).
    pub fn row(&self, layer: usize) -> &[i32] {
        let s = self.row_start(layer);
        &self.slot_of[s..s + self.n_expert]
    }

    /// The resident `(slot, expert)` pairs of `layer`, by slot index.
    pub fn residents(&self, layer: usize) -> impl Iterator<Item = (usize, u32)> + '_ {
        self.slots(layer)
            .iter()
            .enumerate()
            .filter_map(|(s, st)| match *st {
                SlotState::Resident(e) => Some((s, e)),
                _ => None,
            })
    }

    /// Resident experts of `layer`.
    pub fn n_resident(&self, layer: usize) -> usize {
        self.residents(layer).count()
    }

    /// Every `(layer, slot, expert)` whose copy is still in flight.
    pub fn pending(&self) -> impl Iterator<Item = (usize, usize, u32)> + '_ {
        self.slots.iter().enumerate().flat_map(|(l, row)| {
            row.iter().enumerate().filter_map(move |(s, st)| match *st {
                SlotState::Pending(e) => Some((l, s, e)),
                _ => None,
            })
        })
    }

    /// The slot holding or receiving `expert` in `layer`, with its state.
    pub fn find(&self, layer: usize, expert: u32) -> Option<(usize, SlotState)> {
        self.slots(layer)
            .iter()
            .enumerate()
            .find(|(_, st)| st.expert() == Some(expert))
            .map(|(s, &st)| (s, st))
    }

    fn check_slot(&self, layer: usize, slot: usize) -> Result<SlotState, RuntimeError> {
        self.slots(layer).get(slot).copied().ok_or_else(|| {
            RuntimeError::Experts(format!(
                "layer {layer} slot {slot} does not exist ({} layers, {} slots there)",
                self.slots.len(),
                self.n_slots(layer)
            ))
        })
    }

    /// Starts moving `expert` into the empty `slot` of `layer`: the slot becomes pending and the
    /// expert is not a hit until [`Self::land`]. Refuses a slot that is not empty, an expert out
    /// of range, or one already held or pending elsewhere in the layer.
    pub fn admit(&mut self, layer: usize, slot: usize, expert: u32) -> Result<(), RuntimeError> {
        let st = self.check_slot(layer, slot)?;
        if expert as usize >= self.n_expert {
            return Err(RuntimeError::Experts(format!(
                "layer {layer}: expert {expert} out of range ({} experts)",
                self.n_expert
            )));
        }
        if st != SlotState::Empty {
            return Err(RuntimeError::Experts(format!(
                "layer {layer} slot {slot} is not empty ({st:?}); evict first"
            )));
        }
        if let Some((s, st)) = self.find(layer, expert) {
            return Err(RuntimeError::Experts(format!(
                "layer {layer}: expert {expert} is already in slot {s} ({st:?})"
            )));
        }
        self.slots[layer][slot] = SlotState::Pending(expert);
        Ok(())
    }

    /// The copy into `slot` of `layer` has landed: its pending expert becomes resident (a hit).
    /// Returns the expert; refuses a slot that is not pending.
    pub fn land(&mut self, layer: usize, slot: usize) -> Result<u32, RuntimeError> {
        match self.check_slot(layer, slot)? {
            SlotState::Pending(e) => {
                self.slots[layer][slot] = SlotState::Resident(e);
                let i = self.row_start(layer) + e as usize;
                self.slot_of[i] = slot as i32;
                self.mask[i] = true;
                Ok(e)
            }
            st => Err(RuntimeError::Experts(format!(
                "layer {layer} slot {slot} has no copy in flight ({st:?})"
            ))),
        }
    }

    /// Lands every pending copy (the CPU's simulated cache, where copies are immediate).
    /// Returns how many landed.
    pub fn land_all(&mut self) -> usize {
        let pending: Vec<(usize, usize, u32)> = self.pending().collect();
        for &(l, s, e) in &pending {
            self.slots[l][s] = SlotState::Resident(e);
            let i = self.row_start(l) + e as usize;
            self.slot_of[i] = s as i32;
            self.mask[i] = true;
        }
        pending.len()
    }

    /// Empties `slot` of `layer`; the expert it held (resident or pending) is a miss from now on.
    /// Returns that expert (`None` if the slot was already empty).
    pub fn evict(&mut self, layer: usize, slot: usize) -> Result<Option<u32>, RuntimeError> {
        let st = self.check_slot(layer, slot)?;
        if let SlotState::Resident(e) = st {
            let i = self.row_start(layer) + e as usize;
            self.slot_of[i] = -1;
            self.mask[i] = false;
        }
        if st != SlotState::Retired {
            self.slots[layer][slot] = SlotState::Empty;
        }
        Ok(st.expert())
    }

    /// Gives `slot` of `layer` back: evicts what it holds (a miss from now on) and marks it
    /// retired, so no policy ever fills it again. Returns the expert it held.
    pub fn retire(&mut self, layer: usize, slot: usize) -> Result<Option<u32>, RuntimeError> {
        let e = self.evict(layer, slot)?;
        self.slots[layer][slot] = SlotState::Retired;
        Ok(e)
    }

    /// Slots of every layer that are not retired.
    pub fn live_slots(&self) -> usize {
        self.slots
            .iter()
            .flatten()
            .filter(|s| **s != SlotState::Retired)
            .count()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_evenly_with_the_remainder_last_and_caps_at_the_expert_count() {
        assert_eq!(split_slots(10, 3, 8), vec![3, 3, 4]);
        assert_eq!(split_slots(23, 3, 8), vec![7, 7, 8]);
        assert_eq!(split_slots(100, 3, 8), vec![8, 8, 8]);
        assert_eq!(split_slots(2, 3, 8), vec![0, 0, 2]);
        assert!(split_slots(5, 0, 8).is_empty());
        assert_eq!(layer_slots(&[false, true, true], 8, 5), vec![0, 2, 3]);
    }

    #[test]
    fn a_retired_slot_is_a_miss_and_never_refilled() {
        let mut t = ResidencyTable::new(4, &[2]).expect("table");
        t.admit(0, 0, 3).expect("admit");
        t.land(0, 0).expect("land");
        assert!(t.is_resident(0, 3));
        assert_eq!(t.retire(0, 0).expect("retire"), Some(3));
        assert!(!t.is_resident(0, 3));
        assert_eq!(t.slots(0)[0], SlotState::Retired);
        assert!(t.admit(0, 0, 1).is_err(), "a retired slot takes nothing");
        assert_eq!(t.evict(0, 0).expect("evict"), None);
        assert_eq!(t.slots(0)[0], SlotState::Retired, "evict keeps it retired");
        assert_eq!(t.live_slots(), 1);
    }

    #[test]
    fn budget_sizing() {
        assert_eq!(slots_from_budget(1000, 100, 2, 8).ok(), Some(10));
        assert_eq!(slots_from_budget(1 << 40, 100, 2, 8).ok(), Some(16));
        assert_eq!(slots_from_budget(99, 100, 2, 8).ok(), Some(0));
        assert!(slots_from_budget(1000, 0, 2, 8).is_err());
    }

    #[test]
    fn an_admitted_expert_is_a_hit_only_after_its_copy_lands() {
        let mut t = ResidencyTable::new(8, &[2, 0]).expect("table");
        t.admit(0, 1, 5).expect("admit");
        assert!(!t.is_resident(0, 5));
        assert_eq!(t.row(0)[5], -1);
        assert_eq!(t.pending().collect::<Vec<_>>(), vec![(0, 1, 5)]);
        assert_eq!(t.land(0, 1).ok(), Some(5));
        assert!(t.is_resident(0, 5) && t.resident_mask(0)[5]);
        assert_eq!(t.row(0)[5], 1);
        assert_eq!(t.residents(0).collect::<Vec<_>>(), vec![(1, 5)]);
        // Evicted = a miss at once.
        assert_eq!(t.evict(0, 1).ok(), Some(Some(5)));
        assert!(!t.is_resident(0, 5));
        assert_eq!(t.row(0)[5], -1);
    }

    #[test]
    fn refuses_bad_moves_without_panicking() {
        let mut t = ResidencyTable::new(4, &[2]).expect("table");
        assert!(ResidencyTable::new(4, &[5]).is_err());
        assert!(t.admit(0, 2, 1).is_err());
        assert!(t.admit(1, 0, 1).is_err());
        assert!(t.admit(0, 0, 4).is_err());
        t.admit(0, 0, 1).expect("admit");
        assert!(t.admit(0, 0, 2).is_err());
        assert!(t.admit(0, 1, 1).is_err());
        assert!(t.land(0, 1).is_err());
        assert!(t.evict(0, 9).is_err());
        assert_eq!(t.land_all(), 1);
        assert!(t.land(0, 0).is_err());
        // Outside the table: no residents, no panic.
        assert!(!t.is_resident(7, 1) && !t.is_resident(0, 99));
        assert_eq!(t.resident_mask(7), &[false; 4]);
        assert_eq!(t.row(7), &[-1; 4]);
        assert!(t.slots(7).is_empty());
    }
}
