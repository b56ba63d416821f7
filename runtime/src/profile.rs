//! Opt-in wall-time accounting of the decode loop (`strata-rt bench --profile`): where a token's
//! time goes, by op kind and by thread-pool phase.
//!
//! Off by default, when every probe is one relaxed atomic load. When on, each probe adds its
//! elapsed time to a named total under one mutex; probes sit at op and pool-call granularity
//! (a few hundred per token), so the lock is never hot.

use std::collections::BTreeMap;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

static ENABLED: AtomicBool = AtomicBool::new(false);
static TOTALS: Mutex<BTreeMap<&'static str, (Duration, u64)>> = Mutex::new(BTreeMap::new());

/// Turns accounting on or off for the whole process.
pub fn set_enabled(on: bool) {
    ENABLED.store(on, Ordering::Relaxed);
}

/// Whether accounting is on.
pub fn enabled() -> bool {
    ENABLED.load(Ordering::Relaxed)
}

/// A start time when accounting is on (pass it to [`record`]).
pub fn start() -> Option<Instant> {
    enabled().then(Instant::now)
}

/// Adds the time since `since` (if accounting was on at the start) to `name`'s total.
pub fn record(name: &'static str, since: Option<Instant>) {
    if let Some(t0) = since {
        add(name, t0.elapsed());
    }
}

/// Adds `d` to `name`'s total and counts one event.
pub fn add(name: &'static str, d: Duration) {
    let mut t = TOTALS
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    let e = t.entry(name).or_default();
    e.0 += d;
    e.1 += 1;
}

/// Every total so far (name, time, events), largest time first, and resets them.
pub fn take() -> Vec<(&'static str, Duration, u64)> {
    let mut t = TOTALS
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    let mut v: Vec<_> = std::mem::take(&mut *t)
        .into_iter()
        .map(|(k, (d, n))| (k, d, n))
        .collect();
    v.sort_by_key(|e| std::cmp::Reverse(e.1));
    v
}
