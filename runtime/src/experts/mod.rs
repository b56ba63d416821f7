//! Routed experts beyond the math: which experts are resident (the residency table and the
//! adaptive policy that evolves it), routing profiles (`STRP`), router-score traces (`STRCS1`),
//! the cache-aware routing (CAR) rule and its offline replay.
//!
//! Everything here is device-neutral and pure data: nothing launches, copies or allocates device
//! memory. The executor reads the residency table (CAR's mask, the hit/miss split), applies CAR's
//! rewritten ids, and tells the table when a copy has landed; the device code performs the copies
//! the policy's moves ask for. On the CPU, copies land at once, so a simulated cache behaves
//! exactly like the real one minus the bandwidth.

pub mod car;
pub mod cli;
pub mod estimate;
pub mod policy;
pub mod profile;
pub mod residency;
pub mod simulate;
pub mod trace;

pub use car::{
    CAR_DAMPEN_REFUSAL, CarConfig, CarFlags, CarScratch, CarSource, CarStats, CarWindow,
    DEFAULT_THRESHOLD, apply_car,
};
pub use cli::ExpertArgs;
pub use estimate::{Estimate, ResidencyModel, TauEstimate, estimate_file};
pub use policy::{Move, Policy, PolicyConfig, apply_moves};
pub use profile::Profile;
pub use residency::{ResidencyTable, SlotState, layer_slots, slots_from_budget, split_slots};
pub use trace::{TraceHeader, TraceReader, TraceRecord, TraceWriter, read_trace};
