//! What the graph interpreter asks about routed experts while it runs the scheduled graph: the
//! [`ExpertHooks`] trait, and [`NoExperts`], the hooks of a run without any residency.
//!
//! The scheduling passes turn each MoE layer into router → `car_route` → `expert_split` →
//! resident experts ∥ host experts → `expert_combine` (see [`crate::schedule`]). The interpreter
//! computes all of it, but the facts it needs come from whoever owns the expert cache (the
//! engine's residency table, a simulated cache on the CPU, a test's script): which experts of a
//! layer are resident, what cache-aware routing does to a decode window's picks, and where the
//! final picks go for usage statistics. Keeping that behind this trait keeps the interpreter free
//! of any concrete cache.
//!
//! Call order within one MoE layer of one batch: `car_route` calls [`ExpertHooks::car`] (decode
//! batches only) and then [`ExpertHooks::observe`] (every batch); `expert_split` then calls
//! [`ExpertHooks::is_resident`] for each final pick.

/// The interpreter's questions about routed experts (see the module docs).
pub trait ExpertHooks {
    /// Cache-aware routing for one decode window of layer `layer`: may rewrite `ids` (`t × k`,
    /// row-major, the router's picks) in place, replacing a pick by a resident expert; the
    /// substitute keeps the slot and so the router weight of the pick it replaces. `logits` are
    /// the router's raw logits (`t × n_expert`), `pos` each row's position. Never called on
    /// prompt batches. Ids written must lie in `0..n_expert` (the split refuses others).
    fn car(&mut self, layer: u32, logits: &[f32], ids: &mut [i32], k: usize, pos: &[i32]);

    /// Whether expert `expert` of layer `layer` is resident (computed from the resident copy
    /// of its weights) for the batch now running.
    fn is_resident(&self, layer: u32, expert: u32) -> bool;

    /// The final picks of layer `layer` (after CAR) on every batch, prompt (`decode == false`)
    /// and decode, for usage statistics and the adaptive policy. `router_ids` are the router's
    /// own picks before any substitution (what traces record), `final_ids` the picks that run;
    /// both `t × k`; `logits` as in [`ExpertHooks::car`].
    fn observe(
        &mut self,
        layer: u32,
        decode: bool,
        router_ids: &[i32],
        final_ids: &[i32],
        logits: &[f32],
        k: usize,
    );

    /// The same state as a device expert cache, when it is one (the GPU executor's cached steps
    /// need it; the interpreter never asks).
    fn as_cache(&mut self) -> Option<&mut dyn ExpertCache> {
        None
    }
}

/// No residency at all: every expert counts as resident (so the host side of every split is
/// empty), CAR never changes a pick, nothing is recorded. A run with these hooks computes
/// exactly what the unsplit MoE layer computes.
#[derive(Debug, Clone, Copy, Default)]
pub struct NoExperts;

impl ExpertHooks for NoExperts {
    fn car(&mut self, _layer: u32, _logits: &[f32], _ids: &mut [i32], _k: usize, _pos: &[i32]) {}

    fn is_resident(&self, _layer: u32, _expert: u32) -> bool {
        true
    }

    fn observe(
        &mut self,
        _layer: u32,
        _decode: bool,
        _router_ids: &[i32],
        _final_ids: &[i32],
        _logits: &[f32],
        _k: usize,
    ) {
    }
}

/// What the GPU executor's expert cache asks of whoever owns the residency (the engine's
/// [`crate::engine::experts::ExpertState`]): the table it reads slots from, and the three events
/// that change it from the device's side — a copy landed, a slot given back, a decode step ended
/// (the adaptive policy's round, whose admitted experts stay pending until their copies land).
pub trait ExpertCache: ExpertHooks {
    /// The residency table.
    fn table(&self) -> &crate::experts::ResidencyTable;

    /// The copy into `slot` of `layer` has landed: its expert becomes a hit.
    fn land(&mut self, layer: usize, slot: usize) -> Result<(), crate::error::RuntimeError>;

    /// `slot` of `layer` is given back to the device (its memory freed): a miss from now on and
    /// never filled again.
    fn retire(&mut self, layer: usize, slot: usize) -> Result<(), crate::error::RuntimeError>;

    /// Ends one decode step: the policy's moves for this round (at most `max_moves`: what the
    /// device's copies can carry), already applied to the table (evicted experts are misses at
    /// once, admitted ones pending until [`Self::land`]).
    fn end_device_step(
        &mut self,
        max_moves: usize,
    ) -> Result<Vec<crate::experts::Move>, crate::error::RuntimeError>;

    /// The learned usage of `layer`'s experts (higher = routed to more).
    fn usage(&self, layer: usize) -> &[f64];

    /// [`ExpertHooks::car`] with the experts in `also` counted as resident for this window:
    /// copies the device holds for this layer outside the table (the look-ahead's
    /// prefetched experts). A pick among them is no miss, and they may stand in for one.
    #[allow(clippy::too_many_arguments)]
    fn car_with(
        &mut self,
        layer: u32,
        logits: &[f32],
        ids: &mut [i32],
        k: usize,
        pos: &[i32],
        also: &[u32],
    );
}
