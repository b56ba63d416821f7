//! The cache-aware routing (CAR) rule as one pure function over a decode window, its
//! configuration (flags beat `STRATA_CAR_*` environment variables) and its counters.
//!
//! The rule (DESIGN.md, "CAR"), per layer and decode window of `n_tok` tokens × `k` routed picks,
//! with the router's full logit rows (`n_tok × n_expert`):
//!
//! * every pick `E` that is not resident is a miss;
//! * its candidate `C` is the resident expert with the highest router logit that this token has
//!   not already picked (ties to the lower id; a non-finite logit never qualifies);
//! * its ratio is `r = exp(l_C − l_E)` in f64 (a difference above 88 saturates to 3.0e38, one
//!   below −88 gives 0, NaN gives 0): the router's own probability ratio of the two experts under
//!   a softmax;
//! * entries with a candidate are served best ratio first (ties by token, then rank); when an
//!   entry's candidate was taken meanwhile by the same token, the candidate is scanned again once
//!   (no re-sort) and the entry is judged on the new one;
//! * a substitution is accepted iff `r ≥ threshold` and, unless `r ≥ free_ratio`, the token still
//!   has budget; the substitute keeps `E`'s router weight, so only the id changes.
//!
//! Because the candidate only depends on the token's current picks (not on `E`), all misses of a
//! token start with the same candidate; the first accepted one takes it and the others re-scan.

use serde::Serialize;

use crate::error::RuntimeError;

/// The threshold wherever a residency exists and nothing else was asked for.
pub const DEFAULT_THRESHOLD: f64 = 0.35;

/// The ratio a logit difference above [`EXP_LIMIT`] saturates to: finite in f32 and f64, so sums
/// of ratios stay finite.
pub const SATURATED_RATIO: f64 = 3.0e38;

/// `exp(±88)` is the edge of f32's range; the rule clamps the difference there.
pub const EXP_LIMIT: f64 = 88.0;

/// Environment variable giving the threshold when `--car-threshold` is absent.
pub const ENV_THRESHOLD: &str = "STRATA_CAR_THRESHOLD";
/// Environment variable giving the warmup when `--car-warmup` is absent.
pub const ENV_WARMUP: &str = "STRATA_CAR_WARMUP";
/// Environment variable giving the budget when `--car-budget` is absent.
pub const ENV_BUDGET: &str = "STRATA_CAR_BUDGET";
/// Environment variable giving the free ratio when `--car-free-ratio` is absent.
pub const ENV_FREE_RATIO: &str = "STRATA_CAR_FREE_RATIO";

/// Why `--car-dampen` is refused: the reference engine's option scales the substitute's router
/// weight, and Strata's rule keeps the missed expert's weight unchanged (a substitution changes
/// which expert runs, never how much it counts), so there is nothing for it to act on.
pub const CAR_DAMPEN_REFUSAL: &str = "--car-dampen does not exist in Strata: a substituted expert \
     always keeps the router weight of the expert it replaces; tune --car-threshold, --car-budget \
     or --car-free-ratio instead";

/// The rule's knobs. `Default` is the rule as it runs wherever a residency exists.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CarConfig {
    /// Accept a substitution iff its ratio is at least this. `≥ 1.0` or NaN turns CAR off.
    pub threshold: f64,
    /// CAR is off for tokens whose index (from the start of the sequence) is below this.
    pub warmup: u64,
    /// Most non-free substitutions per token per layer; 0 = unlimited.
    pub budget: u32,
    /// Substitutions whose ratio is at least this do not spend budget (`+∞`: none is free).
    pub free_ratio: f64,
}

impl Default for CarConfig {
    fn default() -> Self {
        CarConfig {
            threshold: DEFAULT_THRESHOLD,
            warmup: 0,
            budget: 0,
            free_ratio: f64::INFINITY,
        }
    }
}

/// Where the threshold of a resolved [`CarConfig`] came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CarSource {
    /// Nobody asked: the built-in default. A path CAR is not wired into says "cache-aware
    /// routing is OFF for this run" instead of refusing.
    Default,
    /// `STRATA_CAR_THRESHOLD`.
    Env,
    /// `--car-threshold`.
    Flag,
}

/// The CAR flags as given on the command line (`None` = not given).
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct CarFlags {
    /// `--car-threshold`.
    pub threshold: Option<f64>,
    /// `--car-warmup`.
    pub warmup: Option<u64>,
    /// `--car-budget`.
    pub budget: Option<u32>,
    /// `--car-free-ratio`.
    pub free_ratio: Option<f64>,
}

impl CarConfig {
    /// CAR switched off (threshold 1.0); misses are still counted.
    pub fn off() -> Self {
        CarConfig {
            threshold: 1.0,
            ..CarConfig::default()
        }
    }

    /// Whether the rule substitutes at all: `threshold < 1.0` (false for NaN).
    pub fn is_on(&self) -> bool {
        self.threshold < 1.0
    }

    /// Resolves each knob from its flag, else its `STRATA_CAR_*` variable (read through `env`,
    /// an empty value counts as unset), else the default, and checks the values: the threshold
    /// must be ≥ 0 or NaN, the free ratio ≥ 0 and not NaN. The source says where the threshold
    /// came from.
    pub fn resolve(
        flags: CarFlags,
        env: impl Fn(&str) -> Option<String>,
    ) -> Result<(CarConfig, CarSource), RuntimeError> {
        let read = |name: &str| {
            env(name)
                .map(|v| v.trim().to_owned())
                .filter(|v| !v.is_empty())
        };
        let mut cfg = CarConfig::default();
        let mut source = CarSource::Default;
        match (flags.threshold, read(ENV_THRESHOLD)) {
            (Some(t), _) => {
                cfg.threshold = t;
                source = CarSource::Flag;
            }
            (None, Some(v)) => {
                cfg.threshold = parse_env(ENV_THRESHOLD, &v)?;
                source = CarSource::Env;
            }
            (None, None) => {}
        }
        if cfg.threshold < 0.0 {
            return Err(bad_knob(
                "--car-threshold",
                ENV_THRESHOLD,
                source == CarSource::Flag,
                cfg.threshold,
                "must be ≥ 0 (1.0 or more turns cache-aware routing off)",
            ));
        }
        cfg.warmup = match (flags.warmup, read(ENV_WARMUP)) {
            (Some(w), _) => w,
            (None, Some(v)) => parse_env(ENV_WARMUP, &v)?,
            (None, None) => cfg.warmup,
        };
        cfg.budget = match (flags.budget, read(ENV_BUDGET)) {
            (Some(b), _) => b,
            (None, Some(v)) => parse_env(ENV_BUDGET, &v)?,
            (None, None) => cfg.budget,
        };
        let (free, from_flag) = match (flags.free_ratio, read(ENV_FREE_RATIO)) {
            (Some(r), _) => (r, true),
            (None, Some(v)) => (parse_env(ENV_FREE_RATIO, &v)?, false),
            (None, None) => (cfg.free_ratio, false),
        };
        if free.is_nan() || free < 0.0 {
            return Err(bad_knob(
                "--car-free-ratio",
                ENV_FREE_RATIO,
                from_flag,
                free,
                "must be a number ≥ 0 (inf: no substitution is free)",
            ));
        }
        cfg.free_ratio = free;
        Ok((cfg, source))
    }
}

fn parse_env<T: std::str::FromStr>(name: &str, value: &str) -> Result<T, RuntimeError> {
    value
        .parse()
        .map_err(|_| RuntimeError::Experts(format!("{name}={value:?} is not a valid value")))
}

fn bad_knob(flag: &str, var: &str, from_flag: bool, value: f64, why: &str) -> RuntimeError {
    let name = if from_flag { flag } else { var };
    RuntimeError::Experts(format!("{name} {value}: {why}"))
}

/// What the rule did, summed over the windows it saw.
#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize)]
pub struct CarStats {
    /// Picks that were not resident, including out-of-range ids and picks of tokens CAR was off
    /// for (threshold off, warmup).
    pub misses: u64,
    /// Misses that were considered (CAR on, past warmup, id in range) and had a candidate.
    pub with_candidate: u64,
    /// Accepted substitutions, free ones included.
    pub substitutions: u64,
    /// Accepted substitutions whose ratio was at least the free ratio (no budget spent).
    pub free_subs: u64,
    /// Substitutions that cleared the threshold but were refused because the token's budget was
    /// spent.
    pub budget_skipped: u64,
    /// Misses of tokens inside the warmup (CAR on, token index below the warmup).
    pub warmup_skipped: u64,
    /// Sum of the accepted substitutions' ratios (mean accepted ratio = this / substitutions).
    pub ratio_sum: f64,
}

impl CarStats {
    /// Adds `other`'s counts to these.
    pub fn merge(&mut self, other: &CarStats) {
        self.misses += other.misses;
        self.with_candidate += other.with_candidate;
        self.substitutions += other.substitutions;
        self.free_subs += other.free_subs;
        self.budget_skipped += other.budget_skipped;
        self.warmup_skipped += other.warmup_skipped;
        self.ratio_sum += other.ratio_sum;
    }

    /// Mean ratio of the accepted substitutions (0 when there were none).
    pub fn mean_ratio(&self) -> f64 {
        if self.substitutions == 0 {
            0.0
        } else {
            self.ratio_sum / self.substitutions as f64
        }
    }
}

impl std::ops::AddAssign for CarStats {
    fn add_assign(&mut self, rhs: CarStats) {
        self.merge(&rhs);
    }
}

impl std::ops::Add for CarStats {
    type Output = CarStats;
    fn add(mut self, rhs: CarStats) -> CarStats {
        self.merge(&rhs);
        self
    }
}

/// One decode window of one layer: the router's logit rows and the shape of the picks.
#[derive(Debug, Clone, Copy)]
pub struct CarWindow<'a> {
    /// `n_tok × n_expert` router logits, row-major (`n_expert` = the residency mask's length).
    pub logits: &'a [f32],
    /// Routed picks per token.
    pub k: usize,
    /// Index (from the start of the sequence) of the window's first token, for the warmup.
    pub token_index: u64,
}

/// Reusable working memory for [`apply_car`]: its buffers grow to the largest window seen and are
/// then reused, so a call on a window no larger than an earlier one does not allocate.
#[derive(Debug, Default, Clone)]
pub struct CarScratch {
    entries: Vec<Entry>,
    spent: Vec<u32>,
}

impl CarScratch {
    /// Scratch already sized for windows of up to `n_tok` tokens × `k` picks.
    pub fn with_capacity(n_tok: usize, k: usize) -> Self {
        CarScratch {
            entries: Vec::with_capacity(n_tok.saturating_mul(k)),
            spent: Vec::with_capacity(n_tok),
        }
    }
}

/// A miss with a candidate, waiting to be served.
#[derive(Debug, Clone, Copy)]
struct Entry {
    ratio: f64,
    token: u32,
    rank: u32,
    candidate: u32,
}

/// `exp(l_c − l_e)` in f64, clamped as the rule says: a difference above 88 gives
/// [`SATURATED_RATIO`], below −88 gives 0, NaN gives 0.
pub fn ratio(l_c: f32, l_e: f32) -> f64 {
    let d = f64::from(l_c) - f64::from(l_e);
    if d.is_nan() || d < -EXP_LIMIT {
        0.0
    } else if d > EXP_LIMIT {
        SATURATED_RATIO
    } else {
        d.exp()
    }
}

/// The expert id `id` as an index, if it is one of `n_expert`.
fn in_range(id: i32, n_expert: usize) -> Option<usize> {
    usize::try_from(id).ok().filter(|&e| e < n_expert)
}

/// The resident expert with the highest finite logit in `row` that `picks` does not hold; ties
/// to the lower id (the scan is ascending and only a strictly higher logit replaces the best).
fn best_candidate(resident: &[bool], row: &[f32], picks: &[i32]) -> Option<usize> {
    let mut best: Option<(usize, f32)> = None;
    for (e, (&res, &l)) in resident.iter().zip(row).enumerate() {
        if !res || !l.is_finite() || best.is_some_and(|(_, b)| l <= b) {
            continue;
        }
        if picks
            .iter()
            .any(|&p| in_range(p, resident.len()) == Some(e))
        {
            continue;
        }
        best = Some((e, l));
    }
    best.map(|(e, _)| e)
}

/// Applies the CAR rule to one layer's decode window, rewriting `ids` (`n_tok × k` router picks,
/// row-major) in place, and adds what it did to `stats`.
///
/// `resident[e]` says whether expert `e` of this layer is resident (its length is the layer's
/// `n_expert`). Picks outside `0..n_expert` are counted as misses and left untouched: they have
/// no logit to compare and can never be a candidate. With the rule off (threshold ≥ 1.0 or NaN)
/// or for tokens inside the warmup, misses are counted and nothing else is looked at.
///
/// CAR is for decode steps only: the caller never passes prompt-processing windows.
///
/// Errors only on a malformed window (`ids` not a whole number of `k`-rows, or `logits` not
/// `n_tok × n_expert`); `ids` is then untouched. Does not allocate once `scratch` has seen a
/// window this large.
pub fn apply_car(
    cfg: &CarConfig,
    resident: &[bool],
    window: CarWindow<'_>,
    ids: &mut [i32],
    scratch: &mut CarScratch,
    stats: &mut CarStats,
) -> Result<(), RuntimeError> {
    let (n_expert, k, logits) = (resident.len(), window.k, window.logits);
    if k == 0 {
        if ids.is_empty() && logits.is_empty() {
            return Ok(());
        }
        return Err(RuntimeError::Experts(format!(
            "CAR window with k = 0 but {} ids and {} logits",
            ids.len(),
            logits.len()
        )));
    }
    let n_tok = ids.len() / k;
    if !ids.len().is_multiple_of(k) || n_tok.checked_mul(n_expert) != Some(logits.len()) {
        return Err(RuntimeError::Experts(format!(
            "CAR window shape: {} ids for k = {k}, {} logits for {n_expert} experts",
            ids.len(),
            logits.len()
        )));
    }
    let on = cfg.is_on();
    scratch.entries.clear();
    scratch.spent.clear();
    scratch.spent.resize(n_tok, 0);
    for t in 0..n_tok {
        let picks = &ids[t * k..(t + 1) * k];
        let misses = picks
            .iter()
            .filter(|&&p| in_range(p, n_expert).is_none_or(|e| !resident[e]))
            .count() as u64;
        stats.misses += misses;
        if misses == 0 || !on {
            continue;
        }
        if window.token_index.saturating_add(t as u64) < cfg.warmup {
            stats.warmup_skipped += misses;
            continue;
        }
        let row = &logits[t * n_expert..(t + 1) * n_expert];
        let Some(c) = best_candidate(resident, row, picks) else {
            continue;
        };
        for (rank, &p) in picks.iter().enumerate() {
            if let Some(e) = in_range(p, n_expert).filter(|&e| !resident[e]) {
                stats.with_candidate += 1;
                scratch.entries.push(Entry {
                    ratio: ratio(row[c], row[e]),
                    token: t as u32,
                    rank: rank as u32,
                    candidate: c as u32,
                });
            }
        }
    }
    // Ratios are never NaN (NaN maps to 0), and (token, rank) is unique, so the order is total
    // and an unstable (allocation-free) sort is deterministic.
    scratch.entries.sort_unstable_by(|a, b| {
        b.ratio
            .total_cmp(&a.ratio)
            .then(a.token.cmp(&b.token))
            .then(a.rank.cmp(&b.rank))
    });
    for i in 0..scratch.entries.len() {
        let en = scratch.entries[i];
        let t = en.token as usize;
        let row = &logits[t * n_expert..(t + 1) * n_expert];
        let picks = &mut ids[t * k..(t + 1) * k];
        let rank = en.rank as usize;
        // Only this entry rewrites this position, so it still holds E (in range, by construction).
        let Some(e) = in_range(picks[rank], n_expert) else {
            continue;
        };
        let (c, r) = if picks.contains(&(en.candidate as i32)) {
            match best_candidate(resident, row, picks) {
                Some(c) => (c, ratio(row[c], row[e])),
                None => continue,
            }
        } else {
            (en.candidate as usize, en.ratio)
        };
        let accepted = r >= cfg.threshold;
        if !accepted {
            continue;
        }
        let free = r >= cfg.free_ratio;
        if !free {
            if cfg.budget > 0 && scratch.spent[t] >= cfg.budget {
                stats.budget_skipped += 1;
                continue;
            }
            scratch.spent[t] += 1;
        } else {
            stats.free_subs += 1;
        }
        stats.substitutions += 1;
        stats.ratio_sum += r;
        picks[rank] = c as i32;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(
        cfg: &CarConfig,
        resident: &[bool],
        logits: &[f32],
        k: usize,
        ids: &mut [i32],
    ) -> CarStats {
        let mut stats = CarStats::default();
        let window = CarWindow {
            logits,
            k,
            token_index: 0,
        };
        apply_car(
            cfg,
            resident,
            window,
            ids,
            &mut CarScratch::default(),
            &mut stats,
        )
        .expect("well-formed window");
        stats
    }

    #[test]
    fn ratio_clamps_and_maps_nan_to_zero() {
        assert_eq!(ratio(1.0, 1.0), 1.0);
        assert_eq!(ratio(100.0, 0.0), SATURATED_RATIO);
        assert_eq!(ratio(0.0, 100.0), 0.0);
        assert_eq!(ratio(f32::NAN, 0.0), 0.0);
        assert_eq!(ratio(0.0, f32::NEG_INFINITY), SATURATED_RATIO);
        assert!((ratio(0.0, -1.0) - 1f64.exp()).abs() < 1e-15);
    }

    #[test]
    fn candidate_ties_go_to_the_lower_id_and_skip_own_picks() {
        let resident = [true, true, true, false];
        assert_eq!(
            best_candidate(&resident, &[1.0, 2.0, 2.0, 9.0], &[3]),
            Some(1)
        );
        assert_eq!(
            best_candidate(&resident, &[1.0, 2.0, 2.0, 9.0], &[1, 3]),
            Some(2)
        );
        assert_eq!(
            best_candidate(&resident, &[f32::NAN, f32::INFINITY, 0.5, 9.0], &[3]),
            Some(2)
        );
        assert_eq!(best_candidate(&[false; 4], &[1.0; 4], &[0]), None);
    }

    #[test]
    fn one_miss_is_substituted_and_keeps_its_position() {
        let mut ids = [3, 0];
        let s = run(
            &CarConfig::default(),
            &[true, false, true, false],
            &[5.0, 0.0, 4.0, 4.5],
            2,
            &mut ids,
        );
        // Token picked 0 (resident) and 3; candidate = 2 (0 is its own pick), r = e^-0.5.
        assert_eq!(ids, [2, 0]);
        assert_eq!((s.misses, s.with_candidate, s.substitutions), (1, 1, 1));
        assert!((s.ratio_sum - (-0.5f64).exp()).abs() < 1e-12);
    }

    #[test]
    fn malformed_windows_are_errors_and_leave_ids_alone() {
        let cfg = CarConfig::default();
        let mut stats = CarStats::default();
        let mut scratch = CarScratch::default();
        let mut ids = [1, 2, 3];
        let w = CarWindow {
            logits: &[0.0; 8],
            k: 2,
            token_index: 0,
        };
        assert!(apply_car(&cfg, &[true; 4], w, &mut ids, &mut scratch, &mut stats).is_err());
        let w = CarWindow {
            logits: &[0.0; 7],
            k: 3,
            token_index: 0,
        };
        assert!(apply_car(&cfg, &[true; 4], w, &mut ids, &mut scratch, &mut stats).is_err());
        let w = CarWindow {
            logits: &[],
            k: 0,
            token_index: 0,
        };
        assert!(apply_car(&cfg, &[true; 4], w, &mut ids, &mut scratch, &mut stats).is_err());
        assert!(apply_car(&cfg, &[true; 4], w, &mut [], &mut scratch, &mut stats).is_ok());
        assert_eq!(ids, [1, 2, 3]);
        assert_eq!(stats, CarStats::default());
    }

    #[test]
    fn resolve_prefers_flags_then_env_then_defaults() {
        let env = |name: &str| match name {
            ENV_THRESHOLD => Some("0.5".to_owned()),
            ENV_BUDGET => Some("2".to_owned()),
            ENV_WARMUP => Some(" ".to_owned()),
            _ => None,
        };
        let (cfg, src) = CarConfig::resolve(CarFlags::default(), env).expect("valid");
        assert_eq!(src, CarSource::Env);
        assert_eq!((cfg.threshold, cfg.budget, cfg.warmup), (0.5, 2, 0));
        let flags = CarFlags {
            threshold: Some(0.25),
            budget: Some(1),
            ..CarFlags::default()
        };
        let (cfg, src) = CarConfig::resolve(flags, env).expect("valid");
        assert_eq!(src, CarSource::Flag);
        assert_eq!((cfg.threshold, cfg.budget), (0.25, 1));
        let (cfg, src) = CarConfig::resolve(CarFlags::default(), |_| None).expect("valid");
        assert_eq!((cfg, src), (CarConfig::default(), CarSource::Default));
    }

    #[test]
    fn resolve_refuses_bad_values_naming_their_source() {
        let bad_env = |name: &str| (name == ENV_BUDGET).then(|| "many".to_owned());
        let e = CarConfig::resolve(CarFlags::default(), bad_env).expect_err("bad env");
        assert!(e.to_string().contains(ENV_BUDGET), "{e}");
        let flags = CarFlags {
            threshold: Some(-0.1),
            ..CarFlags::default()
        };
        let e = CarConfig::resolve(flags, |_| None).expect_err("negative");
        assert!(e.to_string().contains("--car-threshold"), "{e}");
        let neg_env = |name: &str| (name == ENV_FREE_RATIO).then(|| "-1".to_owned());
        let e = CarConfig::resolve(CarFlags::default(), neg_env).expect_err("negative free");
        assert!(e.to_string().contains(ENV_FREE_RATIO), "{e}");
        // NaN is a legal threshold (off), not a legal free ratio.
        let flags = CarFlags {
            threshold: Some(f64::NAN),
            ..CarFlags::default()
        };
        let (cfg, _) = CarConfig::resolve(flags, |_| None).expect("NaN = off");
        assert!(!cfg.is_on());
        let flags = CarFlags {
            free_ratio: Some(f64::NAN),
            ..CarFlags::default()
        };
        assert!(CarConfig::resolve(flags, |_| None).is_err());
    }
}
