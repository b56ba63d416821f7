//! The engine's expert cache state: one residency table, the adaptive policy that evolves it,
//! cache-aware routing with its statistics and the optional router-score trace, behind the
//! executor's [`ExpertHooks`].
//!
//! On the CPU this is a *simulated* cache (`--expert-slots N`): both sides of every split are
//! computed on the CPU, copies "land" at once, and only CAR can change a token. So CAR's effect on
//! tokens is reproducible on any machine, and with CAR off the tokens are those of a run without
//! any residency. A device executor drives the same state, landing copies when they complete.
//!
//! Warmup counts sequence positions: CAR is off for rows at positions below `--car-warmup`.

use std::fs::File;
use std::path::PathBuf;

use serde::Serialize;

use crate::error::RuntimeError;
use crate::exec::experts::ExpertHooks;
use crate::experts::{
    CarConfig, CarScratch, CarSource, CarStats, CarWindow, Move, Policy, PolicyConfig, Profile,
    ResidencyTable, TraceHeader, TraceWriter, apply_car, apply_moves, layer_slots,
};

/// How a run's expert cache is set up (built from [`crate::experts::ExpertArgs`]).
#[derive(Debug, Clone)]
pub struct ExpertOptions {
    /// Slots in all, split evenly over the MoE layers (remainder to the last).
    pub slots: usize,
    /// Whether `slots` was asked for (`--expert-slots N`); otherwise a device sizes the cache
    /// from its budget.
    pub slots_explicit: bool,
    /// Startup residency from this STRP profile.
    pub profile: Option<PathBuf>,
    /// The CAR rule's configuration.
    pub car: CarConfig,
    /// Where the threshold came from (a path CAR is not wired into refuses `Flag`/`Env`).
    pub car_source: CarSource,
    /// The adaptive policy.
    pub policy: PolicyConfig,
    /// Write an STRCS1 router-score trace here (`STRATA_DUMP_ROUTER_SCORES`).
    pub trace: Option<PathBuf>,
}

impl ExpertOptions {
    /// A `--car-threshold`-style request with no residency in the flags: only the expert cache
    /// a GPU builds when the plan does not fit its budget can serve it (the CPU and an
    /// all-resident GPU refuse it; see [`options_from_args`]).
    pub fn budget_only(&self) -> bool {
        self.car_source == CarSource::Flag && !self.slots_explicit && self.profile.is_none()
    }
}

/// The message for CAR asked for where nothing makes a residency.
pub(crate) const CAR_NEEDS_RESIDENCY: &str = "cache-aware routing needs an expert residency: give \
     --expert-slots N (on the CPU a simulated cache), or run on a GPU whose budget leaves experts \
     off the device";

/// What the cache has seen, for `bench --json`, `/metrics` and `car-eval`.
#[derive(Debug, Clone, Copy, Default, Serialize, PartialEq)]
pub struct ExpertReport {
    /// Slots in all.
    pub slots: usize,
    /// Routed experts in all (MoE layers × experts).
    pub experts_total: usize,
    /// Decode steps (tokens) seen.
    pub decode_tokens: u64,
    /// Final decode picks (after CAR) served by a resident expert.
    pub hits: u64,
    /// Final decode picks that were not resident.
    pub misses: u64,
    /// Policy moves applied (expert copies).
    pub moves: u64,
    /// The CAR rule's own counters.
    pub car: CarStats,
}

impl ExpertReport {
    /// Resident share of decode picks (0 when there were none).
    pub fn hit_rate(&self) -> f64 {
        let n = self.hits + self.misses;
        if n == 0 {
            0.0
        } else {
            self.hits as f64 / n as f64
        }
    }

    /// Misses per decoded token, after CAR.
    pub fn misses_per_token(&self) -> f64 {
        per(self.misses, self.decode_tokens)
    }

    /// CAR substitutions per decoded token.
    pub fn substitutions_per_token(&self) -> f64 {
        per(self.car.substitutions, self.decode_tokens)
    }
}

fn per(n: u64, d: u64) -> f64 {
    if d == 0 { 0.0 } else { n as f64 / d as f64 }
}

/// The residency, policy, CAR state and statistics of one engine (shared by its sessions).
pub struct ExpertState {
    table: ResidencyTable,
    policy: Policy,
    car: CarConfig,
    scratch: CarScratch,
    /// Set by `freeze`: the residency no longer changes.
    frozen: bool,
    moves: Vec<Move>,
    report: ExpertReport,
    trace: Option<TraceWriter<File>>,
    trace_error: Option<String>,
    /// Whether a device makes the copies (see [`ExpertState::for_device`]).
    device: bool,
}

impl std::fmt::Debug for ExpertState {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ExpertState")
            .field("report", &self.report)
            .field("car", &self.car)
            .finish_non_exhaustive()
    }
}

impl ExpertState {
    /// A cache for a model of `moe` layers (true where a layer routes over `n_expert`
    /// experts).
    pub fn new(moe: &[bool], n_expert: usize, opts: &ExpertOptions) -> Result<Self, RuntimeError> {
        Self::build(moe, n_expert, opts, true)
    }

    /// A cache whose copies a device makes: `slots` as the device allocated them, the startup
    /// residency (a profile's alone when one is given, else the lowest ids in every slot) left
    /// pending until the device's copies land. With a profile, the same profile on the CPU's
    /// simulated cache gives the same startup residency.
    pub fn for_device(
        moe: &[bool],
        n_expert: usize,
        slots: usize,
        opts: &ExpertOptions,
    ) -> Result<Self, RuntimeError> {
        let opts = ExpertOptions {
            slots,
            ..opts.clone()
        };
        let mut st = Self::build(moe, n_expert, &opts, false)?;
        if opts.profile.is_none() {
            st.fill_empty_lowest()?;
        }
        Ok(st)
    }

    fn build(
        moe: &[bool],
        n_expert: usize,
        opts: &ExpertOptions,
        land: bool,
    ) -> Result<Self, RuntimeError> {
        let n_moe = moe.iter().filter(|&&m| m).count();
        if n_moe == 0 || n_expert == 0 {
            return Err(RuntimeError::InvalidArgument(
                "--expert-slots: the model has no routed experts".into(),
            ));
        }
        let total = n_moe * n_expert;
        let profile = match &opts.profile {
            Some(path) => Some(Profile::load(path, moe.len() as u32, n_expert as u32)?),
            None => None,
        };
        // A profile alone sizes the cache by the slots it was learned with.
        let slots = match (&profile, opts.slots) {
            (Some(p), 0) => (p.slots() as usize).min(total),
            (_, n) => n,
        };
        if slots > total {
            return Err(RuntimeError::InvalidArgument(format!(
                "--expert-slots {}: the model has {total} routed experts ({n_moe} MoE layers × \
                 {n_expert})",
                slots
            )));
        }
        let per_layer = layer_slots(moe, n_expert, slots);
        let mut table = ResidencyTable::new(n_expert, &per_layer)?;
        if let Some(profile) = &profile {
            profile.fill(&mut table)?;
        } else {
            // Without a profile a layer starts empty and fills from usage, except a layer whose
            // slots hold all its experts: nothing can be learned there, so all are loaded.
            for (layer, &n) in per_layer.iter().enumerate() {
                if n >= n_expert {
                    for e in 0..n_expert {
                        table.admit(layer, e, e as u32)?;
                    }
                }
            }
        }
        if land {
            table.land_all();
        }
        let policy = Policy::new(opts.policy, moe.len(), n_expert)?;
        let trace = match &opts.trace {
            Some(p) => Some(TraceWriter::create(
                p,
                TraceHeader {
                    n_layers: moe.len() as u32,
                    n_expert: n_expert as u32,
                },
            )?),
            None => None,
        };
        Ok(ExpertState {
            table,
            policy,
            car: opts.car,
            scratch: CarScratch::default(),
            frozen: false,
            moves: Vec::new(),
            report: ExpertReport {
                slots,
                experts_total: total,
                ..Default::default()
            },
            trace,
            trace_error: None,
            device: !land,
        })
    }

    /// The residency table.
    pub fn table(&self) -> &ResidencyTable {
        &self.table
    }

    /// Replaces the residency (same geometry) and stops the policy from changing it: `car-eval`
    /// compares CAR settings on one fixed residency.
    pub fn freeze_with(&mut self, table: ResidencyTable) -> Result<(), RuntimeError> {
        if self.device {
            return Err(RuntimeError::Experts(
                "a device expert cache's residency follows its copies; it cannot be replaced"
                    .into(),
            ));
        }
        if table.n_layers() != self.table.n_layers() || table.n_expert() != self.table.n_expert() {
            return Err(RuntimeError::Experts(
                "replacement residency has another geometry".into(),
            ));
        }
        self.table = table;
        self.table.land_all();
        self.frozen = true;
        Ok(())
    }

    /// The CAR configuration in force.
    pub fn car_config(&self) -> CarConfig {
        self.car
    }

    /// Changes the CAR configuration (`car-eval` sweeps thresholds).
    pub fn set_car(&mut self, car: CarConfig) {
        self.car = car;
    }

    /// Counters so far.
    pub fn report(&self) -> ExpertReport {
        self.report
    }

    /// Zeroes the counters (keeps residency and learned usage).
    pub fn reset_report(&mut self) {
        self.report = ExpertReport {
            slots: self.report.slots,
            experts_total: self.report.experts_total,
            ..Default::default()
        };
    }

    /// The routing profile learned so far (pick counts), for `--expert-profile-save`.
    pub fn learned_profile(&self) -> Result<Profile, RuntimeError> {
        self.policy.profile(self.report.slots as u32)
    }

    /// Ends one decode step: counts the token, runs the adaptive policy's round and applies its
    /// moves (on the CPU the copies land at once).
    pub fn end_decode_step(&mut self) -> Result<(), RuntimeError> {
        if self.device {
            return Err(RuntimeError::Experts(
                "a device expert cache ends its steps as its copies land".into(),
            ));
        }
        self.policy_round(usize::MAX)?;
        // On the CPU the copies are immediate.
        self.table.land_all();
        Ok(())
    }

    /// Counts a decode token and runs the policy's round: at most `max_moves` of its moves
    /// (the first ones: fills before swaps; the rest are planned again later) are applied to
    /// the table, admitted experts pending until they land. Returns the moves applied.
    fn policy_round(&mut self, max_moves: usize) -> Result<&[Move], RuntimeError> {
        self.report.decode_tokens += 1;
        self.moves.clear();
        if self.frozen {
            return Ok(&self.moves);
        }
        self.policy.end_round(&self.table, &mut self.moves)?;
        self.moves.truncate(max_moves);
        if !self.moves.is_empty() {
            apply_moves(&mut self.table, &self.moves)?;
            self.report.moves += self.moves.len() as u64;
        }
        Ok(&self.moves)
    }

    /// Fills every empty slot with the lowest-id experts not held yet, as pending copies: a
    /// device cache starts full (the policy then moves in the experts the routing uses) instead
    /// of empty, where nothing could be learned before the first rounds. Returns how many.
    pub fn fill_empty_lowest(&mut self) -> Result<usize, RuntimeError> {
        let mut n = 0;
        for layer in 0..self.table.n_layers() {
            let empty: Vec<usize> = self
                .table
                .slots(layer)
                .iter()
                .enumerate()
                .filter(|(_, s)| **s == crate::experts::SlotState::Empty)
                .map(|(i, _)| i)
                .collect();
            let mut next = 0u32;
            for slot in empty {
                while (next as usize) < self.table.n_expert()
                    && self.table.find(layer, next).is_some()
                {
                    next += 1;
                }
                if next as usize >= self.table.n_expert() {
                    break;
                }
                self.table.admit(layer, slot, next)?;
                n += 1;
            }
        }
        Ok(n)
    }

    /// Flushes the trace; reports a write error seen during the run.
    pub fn finish_trace(&mut self) -> Result<(), RuntimeError> {
        if let Some(e) = self.trace_error.take() {
            return Err(RuntimeError::Experts(format!("router-score trace: {e}")));
        }
        if let Some(t) = self.trace.take() {
            t.finish()?;
        }
        Ok(())
    }
}

/// CAR over `layer`'s windows (one per row of `ids`) with `resident` as the residency mask,
/// counting into `report`.
#[allow(clippy::too_many_arguments)]
fn car_windows(
    car: &CarConfig,
    scratch: &mut CarScratch,
    report: &mut ExpertReport,
    layer: u32,
    resident: &[bool],
    logits: &[f32],
    ids: &mut [i32],
    k: usize,
    pos: &[i32],
) {
    {
        if resident.is_empty() || k == 0 {
            return;
        }
        let n_expert = resident.len();
        // One window per row, as decode steps run: each row's warmup is its own position.
        for (t, row_ids) in ids.chunks_mut(k).enumerate() {
            let Some(row_logits) = logits.get(t * n_expert..(t + 1) * n_expert) else {
                return;
            };
            let window = CarWindow {
                logits: row_logits,
                k,
                token_index: pos.get(t).map_or(0, |&p| p.max(0) as u64),
            };
            let mut stats = CarStats::default();
            if let Err(e) = apply_car(car, resident, window, row_ids, scratch, &mut stats) {
                tracing::warn!("cache-aware routing skipped on layer {layer}: {e}");
            }
            report.car.merge(&stats);
        }
    }
}

impl ExpertHooks for ExpertState {
    fn car(&mut self, layer: u32, logits: &[f32], ids: &mut [i32], k: usize, pos: &[i32]) {
        let resident = self.table.resident_mask(layer as usize);
        car_windows(
            &self.car,
            &mut self.scratch,
            &mut self.report,
            layer,
            resident,
            logits,
            ids,
            k,
            pos,
        );
    }

    fn as_cache(&mut self) -> Option<&mut dyn crate::exec::experts::ExpertCache> {
        Some(self)
    }

    fn is_resident(&self, layer: u32, expert: u32) -> bool {
        self.table.is_resident(layer as usize, expert as usize)
    }

    fn observe(
        &mut self,
        layer: u32,
        decode: bool,
        router_ids: &[i32],
        final_ids: &[i32],
        logits: &[f32],
        k: usize,
    ) {
        if let Some(t) = self.trace.as_mut()
            && self.trace_error.is_none()
            && let Err(e) = t.write_record(layer, k as u32, router_ids, logits)
        {
            self.trace_error = Some(e.to_string());
        }
        self.policy.observe(layer as usize, router_ids);
        if decode {
            for &e in final_ids {
                if e >= 0 && self.table.is_resident(layer as usize, e as usize) {
                    self.report.hits += 1;
                } else {
                    self.report.misses += 1;
                }
            }
        }
    }
}

impl crate::exec::experts::ExpertCache for ExpertState {
    fn table(&self) -> &ResidencyTable {
        &self.table
    }

    fn car_with(
        &mut self,
        layer: u32,
        logits: &[f32],
        ids: &mut [i32],
        k: usize,
        pos: &[i32],
        also: &[u32],
    ) {
        if also.is_empty() {
            return self.car(layer, logits, ids, k, pos);
        }
        let mut resident = self.table.resident_mask(layer as usize).to_vec();
        for &e in also {
            if let Some(r) = resident.get_mut(e as usize) {
                *r = true;
            }
        }
        car_windows(
            &self.car,
            &mut self.scratch,
            &mut self.report,
            layer,
            &resident,
            logits,
            ids,
            k,
            pos,
        );
    }

    fn land(&mut self, layer: usize, slot: usize) -> Result<(), RuntimeError> {
        self.table.land(layer, slot).map(|_| ())
    }

    fn retire(&mut self, layer: usize, slot: usize) -> Result<(), RuntimeError> {
        self.table.retire(layer, slot).map(|_| ())
    }

    fn end_device_step(&mut self, max_moves: usize) -> Result<Vec<Move>, RuntimeError> {
        self.policy_round(max_moves).map(<[Move]>::to_vec)
    }

    fn usage(&self, layer: usize) -> &[f64] {
        self.policy.usage(layer)
    }
}

/// Whether a command runs decode steps CAR can act on (`generate`, `bench`, `serve`, `car-eval`)
/// or only prompt processing (`logits`), where CAR never runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CarPath {
    /// Decode steps: CAR is wired in.
    Decode,
    /// Prompt processing only: CAR is refused when asked for, and off otherwise.
    PromptOnly,
}

/// The expert cache a command's flags ask for, `None` for no residency at all.
///
/// * No `--expert-slots` (and no profile): no residency. CAR asked for by a flag comes back as
///   [`ExpertOptions::budget_only`] options on a decode path (a GPU that cannot hold every
///   expert serves it with the cache it sizes from its budget; the engine refuses it anywhere
///   else) and is refused on a prompt-only path; from `STRATA_CAR_THRESHOLD` it is ignored with
///   a warning. A router
///   trace (`STRATA_DUMP_ROUTER_SCORES`) still gets a cache of 0 slots with CAR off, which
///   computes exactly what no residency computes.
/// * With a residency, CAR defaults to 0.35. On a [`CarPath::PromptOnly`] command a flag asking
///   for CAR is refused, and a default or environment threshold is turned off with the line
///   "cache-aware routing is OFF for this run".
pub fn options_from_args(
    args: &crate::experts::ExpertArgs,
    path: CarPath,
) -> Result<Option<ExpertOptions>, RuntimeError> {
    options_from_args_with(args, path, |k| std::env::var(k).ok())
}

/// [`options_from_args`] with the environment read through `env`.
pub fn options_from_args_with(
    args: &crate::experts::ExpertArgs,
    path: CarPath,
    env: impl Fn(&str) -> Option<String>,
) -> Result<Option<ExpertOptions>, RuntimeError> {
    let (car, source) = args.car_config_with(&env)?;
    let policy = args.policy_config()?;
    let trace = env(crate::experts::trace::ENV_DUMP_ROUTER_SCORES)
        .filter(|p| !p.is_empty())
        .map(PathBuf::from);
    let residency = args.expert_slots.is_some() || args.expert_profile.is_some();
    if !residency {
        match source {
            // Only a GPU whose budget does not hold every expert makes a residency of its own:
            // the engine refuses the request everywhere else (`ExpertOptions::budget_only`).
            CarSource::Flag if path == CarPath::Decode => {
                if args.expert_profile_save.is_some() {
                    return Err(RuntimeError::InvalidArgument(
                        "--expert-profile-save needs an expert residency: give --expert-slots N"
                            .into(),
                    ));
                }
                return Ok(Some(ExpertOptions {
                    slots: 0,
                    slots_explicit: false,
                    profile: None,
                    car,
                    car_source: CarSource::Flag,
                    policy,
                    trace,
                }));
            }
            CarSource::Flag => {
                return Err(RuntimeError::InvalidArgument(CAR_NEEDS_RESIDENCY.into()));
            }
            // A GPU may still build a cache of its own (the plan does not fit its budget), which
            // reads the environment again; the engine warns when no residency came of it.
            CarSource::Env => {}
            CarSource::Default => {}
        }
        if args.expert_profile_save.is_some() {
            return Err(RuntimeError::InvalidArgument(
                "--expert-profile-save needs an expert residency: give --expert-slots N".into(),
            ));
        }
        return Ok(trace.map(|t| ExpertOptions {
            slots: 0,
            slots_explicit: false,
            profile: None,
            car: CarConfig::off(),
            car_source: CarSource::Default,
            policy,
            trace: Some(t),
        }));
    }
    let car = match (path, source) {
        (CarPath::PromptOnly, CarSource::Flag) => {
            return Err(RuntimeError::InvalidArgument(
                "cache-aware routing never runs on prompt processing, and this command only \
                 processes a prompt: drop the --car-* flags"
                    .into(),
            ));
        }
        (CarPath::PromptOnly, _) => {
            if car.is_on() {
                tracing::warn!("cache-aware routing is OFF for this run");
            }
            CarConfig::off()
        }
        (CarPath::Decode, _) => car,
    };
    Ok(Some(ExpertOptions {
        slots: args.expert_slots.unwrap_or(0),
        slots_explicit: args.expert_slots.is_some(),
        profile: args.expert_profile.clone(),
        car,
        car_source: source,
        policy,
        trace,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::experts::ExpertArgs;

    fn car_flag() -> ExpertArgs {
        ExpertArgs {
            car_threshold: Some(0.5),
            ..ExpertArgs::default()
        }
    }

    /// CAR with the look-ahead's prefetched experts counted as resident: a prefetched pick is
    /// no miss, and a prefetched expert can stand in for a miss.
    #[test]
    fn prefetched_experts_count_as_resident_for_car() -> Result<(), RuntimeError> {
        use crate::exec::experts::ExpertCache;
        let opts = ExpertOptions {
            slots: 1,
            slots_explicit: true,
            profile: None,
            car: CarConfig::default(),
            car_source: CarSource::Flag,
            policy: PolicyConfig::default(),
            trace: None,
        };
        let mut st = ExpertState::new(&[true], 4, &opts)?;
        st.table.admit(0, 0, 2)?;
        st.table.land_all();
        let logits = [3.0f32, 2.9, 2.5, 0.0];
        // Pick 0 misses: the resident 2 stands in (ratio e^-0.5 = 0.61 ≥ 0.35).
        let mut ids = [0i32];
        st.car_with(0, &logits, &mut ids, 1, &[5], &[]);
        assert_eq!(ids, [2]);
        // Prefetched, pick 0 is no miss.
        let mut ids = [0i32];
        st.car_with(0, &logits, &mut ids, 1, &[5], &[0]);
        assert_eq!(ids, [0]);
        // A prefetched 1 is the better stand-in (ratio e^-0.1).
        let mut ids = [0i32];
        st.car_with(0, &logits, &mut ids, 1, &[5], &[1]);
        assert_eq!(ids, [1]);
        // The table itself is untouched.
        assert!(!st.is_resident(0, 1) && st.is_resident(0, 2));
        Ok(())
    }

    /// `--car-threshold` without `--expert-slots`: left for a GPU's budget cache on decode
    /// paths (the engine refuses it where none is made), refused on prompt-only paths.
    #[test]
    fn a_car_flag_alone_is_left_to_the_budget_cache() -> Result<(), RuntimeError> {
        let o = options_from_args_with(&car_flag(), CarPath::Decode, |_| None)?
            .ok_or_else(|| RuntimeError::InvalidArgument("no options".into()))?;
        assert!(o.budget_only());
        assert!(o.car.is_on());
        assert_eq!(o.slots, 0);
        assert!(options_from_args_with(&car_flag(), CarPath::PromptOnly, |_| None).is_err());
        // With a residency the request is an ordinary one.
        let with_slots = ExpertArgs {
            expert_slots: Some(8),
            ..car_flag()
        };
        let o = options_from_args_with(&with_slots, CarPath::Decode, |_| None)?
            .ok_or_else(|| RuntimeError::InvalidArgument("no options".into()))?;
        assert!(!o.budget_only());
        // The environment alone asks for nothing.
        let env = options_from_args_with(&ExpertArgs::default(), CarPath::Decode, |k| {
            (k == "STRATA_CAR_THRESHOLD").then(|| "0.5".to_string())
        })?;
        assert!(env.is_none());
        Ok(())
    }
}
