//! The CAR rule (`runtime::experts::car::apply_car`) against DESIGN.md: the golden window, each
//! behaviour on a hand-built case, the shapes of real models, no allocation per call, and 4,000
//! random windows against a plain re-implementation written here from the rule's text.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use proptest::prelude::*;
use strata_runtime::experts::car::{
    CarConfig, CarScratch, CarStats, CarWindow, SATURATED_RATIO, apply_car, ratio,
};

// ---- an allocator that counts this thread's allocations while a flag is up ----

struct Counting;

thread_local! {
    static COUNTING: Cell<bool> = const { Cell::new(false) };
    static ALLOCS: Cell<usize> = const { Cell::new(0) };
}

fn bump() {
    if COUNTING.try_with(Cell::get).unwrap_or(false) {
        let _ = ALLOCS.try_with(|c| c.set(c.get() + 1));
    }
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        bump();
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        bump();
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

// ---- helpers ----

fn cfg(threshold: f64) -> CarConfig {
    CarConfig {
        threshold,
        ..CarConfig::default()
    }
}

fn mask(n_expert: usize, resident: &[usize]) -> Vec<bool> {
    let mut m = vec![false; n_expert];
    resident.iter().for_each(|&e| m[e] = true);
    m
}

/// Rows of `n_expert` logits at `fill`, with the given (expert, logit) entries set.
fn rows(n_expert: usize, fill: f32, set: &[&[(usize, f32)]]) -> Vec<f32> {
    let mut out = Vec::new();
    for row in set {
        let mut r = vec![fill; n_expert];
        row.iter().for_each(|&(e, l)| r[e] = l);
        out.extend(r);
    }
    out
}

fn car(
    c: &CarConfig,
    resident: &[bool],
    logits: &[f32],
    k: usize,
    token_index: u64,
    ids: &mut [i32],
) -> CarStats {
    let mut stats = CarStats::default();
    let w = CarWindow {
        logits,
        k,
        token_index,
    };
    apply_car(c, resident, w, ids, &mut CarScratch::default(), &mut stats).expect("window");
    stats
}

// ---- the golden window ----

#[test]
fn golden_window() {
    let resident = mask(24, &[0, 1, 2, 3, 4]);
    let logits = rows(
        24,
        -50.0,
        &[
            &[
                (0, 10.0),
                (1, 9.5),
                (2, 9.0),
                (3, 8.0),
                (4, 7.0),
                (12, 9.8),
                (13, 9.6),
                (14, 7.0),
                (15, 6.0),
            ],
            &[
                (0, 10.0),
                (1, 9.5),
                (2, 9.0),
                (3, 8.0),
                (4, 7.0),
                (16, 10.5),
                (17, 9.0),
                (18, 8.5),
                (19, 8.4),
            ],
        ],
    );
    let mut ids = [12, 13, 14, 15, 16, 17, 18, 19];
    let s = car(&cfg(0.35), &resident, &logits, 4, 0, &mut ids);
    assert_eq!(ids, [12, 2, 1, 0, 16, 2, 1, 0]);
    assert_eq!(
        (s.misses, s.with_candidate, s.substitutions, s.free_subs),
        (8, 8, 6, 0)
    );
    assert_eq!((s.budget_skipped, s.warmup_skipped), (0, 0));
    // Served order: 15→0 (e^4), 14→1 after a re-scan (e^2.5), 19→0 (e^1.6), 18→1 (e^1),
    // 17→2 (e^0), 13→2 (e^-0.6); 12 (re-scan: 3, e^-1.8) and 16 (3, e^-2.5) stay.
    // (l_C, l_E) of each accepted substitution, differences taken in f64 of the f32 logits.
    let pairs: [(f32, f32); 6] = [
        (10.0, 6.0),
        (9.5, 7.0),
        (10.0, 8.4),
        (9.5, 8.5),
        (9.0, 9.0),
        (9.0, 9.6),
    ];
    let want: f64 = pairs
        .iter()
        .map(|&(c, e)| (f64::from(c) - f64::from(e)).exp())
        .sum();
    assert!(
        (s.ratio_sum - want).abs() < 1e-12,
        "{} vs {want}",
        s.ratio_sum
    );
}

// ---- behaviours ----

/// One token, 8 experts, residents {0, 1}, picks [5, 6] (both misses).
fn simple() -> (Vec<bool>, Vec<f32>) {
    (
        mask(8, &[0, 1]),
        rows(8, -9.0, &[&[(0, 3.0), (1, 2.0), (5, 3.5), (6, 2.5)]]),
    )
}

#[test]
fn off_is_off_at_one_above_one_and_nan_and_still_counts_misses() {
    let (resident, logits) = simple();
    for t in [1.0, 1.5, f64::NAN, f64::INFINITY] {
        let mut ids = [5, 6];
        let s = car(&cfg(t), &resident, &logits, 2, 0, &mut ids);
        assert_eq!(ids, [5, 6], "threshold {t}");
        assert_eq!(
            s,
            CarStats {
                misses: 2,
                ..CarStats::default()
            },
            "threshold {t}"
        );
    }
    // Just below 1.0 it is on.
    let mut ids = [5, 6];
    let s = car(&cfg(0.999), &resident, &logits, 2, 0, &mut ids);
    assert_eq!(s.substitutions, 1);
    assert_eq!(ids, [5, 0]);
}

#[test]
fn the_boundary_is_greater_or_equal() {
    let resident = mask(4, &[0]);
    let logits = rows(4, 0.0, &[&[(0, 1.0), (3, 1.5)]]);
    let r = ratio(1.0, 1.5);
    let mut ids = [3];
    assert_eq!(
        car(&cfg(r), &resident, &logits, 1, 0, &mut ids).substitutions,
        1
    );
    assert_eq!(ids, [0]);
    let mut ids = [3];
    let above = f64::from_bits(r.to_bits() + 1);
    assert_eq!(
        car(&cfg(above), &resident, &logits, 1, 0, &mut ids).substitutions,
        0
    );
    assert_eq!(ids, [3]);
}

#[test]
fn an_empty_cache_counts_misses_and_finds_no_candidate() {
    let logits = rows(16, 0.0, &[&[], &[]]);
    let mut ids = [1, 2, 3, 4];
    let s = car(&cfg(0.0), &[false; 16], &logits, 2, 0, &mut ids);
    assert_eq!(ids, [1, 2, 3, 4]);
    assert_eq!((s.misses, s.with_candidate, s.substitutions), (4, 0, 0));
    // A zero-slot layer has an all-false mask, same thing.
}

#[test]
fn a_tokens_own_picks_are_never_candidates() {
    // Token picks 0 (resident, the best logit) and 5 (miss). The candidate must be 1, not 0.
    let resident = mask(8, &[0, 1]);
    let logits = rows(8, -9.0, &[&[(0, 9.0), (1, 1.0), (5, 2.0)]]);
    let mut ids = [0, 5];
    let s = car(&cfg(0.3), &resident, &logits, 2, 0, &mut ids);
    assert_eq!(ids, [0, 1]);
    assert_eq!((s.misses, s.substitutions), (1, 1));
    // With 1 gone from the residency there is no candidate at all.
    let mut ids = [0, 5];
    let s = car(&cfg(0.0), &mask(8, &[0]), &logits, 2, 0, &mut ids);
    assert_eq!(ids, [0, 5]);
    assert_eq!(s.with_candidate, 0);
}

#[test]
fn no_duplicate_within_a_token() {
    // Three misses, one resident: one substitution; the others re-scan and find nothing.
    let resident = mask(8, &[0]);
    let logits = rows(8, 0.0, &[&[(0, 5.0)]]);
    let mut ids = [4, 5, 6];
    let s = car(&cfg(0.0), &resident, &logits, 3, 0, &mut ids);
    assert_eq!(ids.iter().filter(|&&e| e == 0).count(), 1, "{ids:?}");
    assert_eq!((s.with_candidate, s.substitutions), (3, 1));
}

#[test]
fn best_ratio_first() {
    // Misses 5 (logit 5, rank 0) and 6 (logit 1, rank 1) want the one resident 0 (logit 4):
    // 6's ratio e^3 beats 5's e^-1, so 6 gets it although it ranks later.
    let resident = mask(8, &[0]);
    let logits = rows(8, -9.0, &[&[(0, 4.0), (5, 5.0), (6, 1.0)]]);
    let mut ids = [5, 6];
    car(&cfg(0.3), &resident, &logits, 2, 0, &mut ids);
    assert_eq!(ids, [5, 0]);
    // Equal ratios: the lower rank first.
    let logits = rows(8, -9.0, &[&[(0, 4.0), (5, 2.0), (6, 2.0)]]);
    let mut ids = [5, 6];
    car(&cfg(0.3), &resident, &logits, 2, 0, &mut ids);
    assert_eq!(ids, [0, 6]);
}

#[test]
fn two_tokens_share_one_resident() {
    let resident = mask(8, &[0]);
    let logits = rows(8, -9.0, &[&[(0, 4.0), (5, 4.0)], &[(0, 4.0), (6, 4.0)]]);
    let mut ids = [5, 6];
    let s = car(&cfg(0.5), &resident, &logits, 1, 0, &mut ids);
    assert_eq!(ids, [0, 0]);
    assert_eq!(s.substitutions, 2);
}

#[test]
fn budget_limits_non_free_substitutions_per_token() {
    // Residents 0, 1, 2; three misses per token; two tokens.
    let resident = mask(8, &[0, 1, 2]);
    let row: &[(usize, f32)] = &[(0, 3.0), (1, 3.0), (2, 3.0), (5, 3.0), (6, 2.0), (7, 1.0)];
    let logits = rows(8, -9.0, &[row, row]);
    let c = CarConfig {
        threshold: 0.1,
        budget: 1,
        ..CarConfig::default()
    };
    let mut ids = [5, 6, 7, 5, 6, 7];
    let s = car(&c, &resident, &logits, 3, 0, &mut ids);
    // Each token: 7 (ratio e^2) is served first and spends the budget.
    assert_eq!(ids, [5, 6, 0, 5, 6, 0]);
    assert_eq!((s.substitutions, s.budget_skipped, s.free_subs), (2, 4, 0));
    // Ratios ≥ 2.5 are free: 7 (e^2 ≈ 7.4) is free, 6 (e^1 ≈ 2.7) is free, 5 (e^0) spends it.
    let c = CarConfig {
        free_ratio: 2.5,
        ..c
    };
    let mut ids = [5, 6, 7, 5, 6, 7];
    let s = car(&c, &resident, &logits, 3, 0, &mut ids);
    assert_eq!(ids, [2, 1, 0, 2, 1, 0]);
    assert_eq!((s.substitutions, s.free_subs, s.budget_skipped), (6, 4, 0));
    // Budget 0 = unlimited.
    let c = CarConfig {
        budget: 0,
        free_ratio: f64::INFINITY,
        ..c
    };
    let mut ids = [5, 6, 7, 5, 6, 7];
    assert_eq!(car(&c, &resident, &logits, 3, 0, &mut ids).substitutions, 6);
}

#[test]
fn warmup_turns_the_rule_off_for_the_first_tokens() {
    let (resident, logits1) = simple();
    let logits: Vec<f32> = logits1.iter().chain(&logits1).copied().collect();
    let c = CarConfig {
        warmup: 3,
        ..cfg(0.3)
    };
    // Tokens 2 and 3 of the sequence: 2 is inside the warmup, 3 is not.
    let mut ids = [5, 6, 5, 6];
    let s = car(&c, &resident, &logits, 2, 2, &mut ids);
    assert_eq!(&ids[..2], &[5, 6]);
    assert_ne!(&ids[2..], &[5, 6]);
    assert_eq!((s.misses, s.warmup_skipped), (4, 2));
    let mut ids = [5, 6, 5, 6];
    let s = car(&c, &resident, &logits, 2, 0, &mut ids);
    assert_eq!(
        (ids, s.warmup_skipped, s.substitutions),
        ([5, 6, 5, 6], 4, 0)
    );
}

#[test]
fn out_of_range_ids_and_nan_logits() {
    // Out-of-range picks are misses, never substituted, never candidates.
    let resident = mask(8, &[0]);
    let logits = rows(8, 0.0, &[&[(0, 5.0)]]);
    let mut ids = [-1, 8, i32::MAX, i32::MIN];
    let s = car(&cfg(0.0), &resident, &logits, 4, 0, &mut ids);
    assert_eq!(ids, [-1, 8, i32::MAX, i32::MIN]);
    assert_eq!((s.misses, s.with_candidate, s.substitutions), (4, 0, 0));
    // A NaN or infinite resident logit never qualifies: the candidate is 2.
    let resident = mask(8, &[0, 1, 2]);
    let logits = rows(
        8,
        0.0,
        &[&[(0, f32::NAN), (1, f32::INFINITY), (2, 1.0), (5, 1.0)]],
    );
    let mut ids = [5];
    let s = car(&cfg(0.5), &resident, &logits, 1, 0, &mut ids);
    assert_eq!(ids, [2]);
    assert_eq!(s.ratio_sum, 1.0);
    // A NaN logit on the missed pick gives ratio 0: refused unless the threshold is 0.
    let logits = rows(8, 0.0, &[&[(0, 1.0), (5, f32::NAN)]]);
    let mut ids = [5];
    assert_eq!(
        car(&cfg(0.01), &resident, &logits, 1, 0, &mut ids).substitutions,
        0
    );
    let s = car(&cfg(0.0), &resident, &logits, 1, 0, &mut ids);
    assert_eq!((ids, s.substitutions, s.ratio_sum), ([0], 1, 0.0));
}

#[test]
fn a_saturated_ratio_keeps_the_sum_finite() {
    let n = 64;
    let resident = mask(n, &(0..32).collect::<Vec<_>>());
    // Every token: resident 0 at f32::MAX, the miss at −inf or the most negative float.
    let mut logits = Vec::new();
    let mut ids = Vec::new();
    for t in 0..1000 {
        let mut r = vec![0.0f32; n];
        r[0] = f32::MAX;
        r[40] = if t % 2 == 0 {
            f32::NEG_INFINITY
        } else {
            f32::MIN
        };
        logits.extend(r);
        ids.push(40);
    }
    let s = car(&cfg(0.35), &resident, &logits, 1, 0, &mut ids);
    assert_eq!(s.substitutions, 1000);
    assert!(s.ratio_sum.is_finite(), "{}", s.ratio_sum);
    assert!((s.mean_ratio() / SATURATED_RATIO - 1.0).abs() < 1e-9);
    assert!(ids.iter().all(|&e| e == 0));
}

#[test]
fn a_window_no_larger_than_before_does_not_allocate() {
    let mut g = Gen(7);
    let mut scratch = CarScratch::with_capacity(5, 10);
    let mut stats = CarStats::default();
    let mut windows: Vec<Window> = (0..200)
        .map(|_| random_window(&mut g, 512, 10, 5))
        .collect();
    let mut allocs = 0;
    for w in &mut windows {
        let win = CarWindow {
            logits: &w.logits,
            k: w.k,
            token_index: w.token_index,
        };
        COUNTING.with(|c| c.set(true));
        let r = apply_car(
            &w.cfg,
            &w.resident,
            win,
            &mut w.ids,
            &mut scratch,
            &mut stats,
        );
        COUNTING.with(|c| c.set(false));
        allocs += ALLOCS.with(Cell::get);
        ALLOCS.with(|c| c.set(0));
        r.expect("window");
    }
    assert!(stats.substitutions > 0 && stats.misses > 0);
    assert_eq!(allocs, 0, "apply_car allocated");
    // The counter works: an allocation under the flag is seen.
    COUNTING.with(|c| c.set(true));
    let v: Vec<u8> = std::hint::black_box(Vec::with_capacity(3));
    COUNTING.with(|c| c.set(false));
    assert!(ALLOCS.with(Cell::get) >= 1 && v.capacity() >= 3);
    ALLOCS.with(|c| c.set(0));
}

// ---- the plain re-implementation ----

#[derive(Debug, Default, PartialEq)]
struct Plain {
    misses: u64,
    with_candidate: u64,
    substitutions: u64,
    free_subs: u64,
    budget_skipped: u64,
    warmup_skipped: u64,
    ratio_sum: f64,
}

fn plain_ratio(lc: f32, le: f32) -> f64 {
    let d = lc as f64 - le as f64;
    if d.is_nan() {
        0.0
    } else if d > 88.0 {
        3.0e38
    } else if d < -88.0 {
        0.0
    } else {
        d.exp()
    }
}

fn plain_is_resident(resident: &[bool], id: i32) -> bool {
    id >= 0 && (id as usize) < resident.len() && resident[id as usize]
}

fn plain_candidate(resident: &[bool], row: &[f32], picks: &[i32]) -> Option<usize> {
    let mut options: Vec<(f32, usize)> = (0..resident.len())
        .filter(|&e| resident[e] && row[e].is_finite() && !picks.contains(&(e as i32)))
        .map(|e| (row[e], e))
        .collect();
    options.sort_by(|a, b| b.0.partial_cmp(&a.0).expect("finite").then(a.1.cmp(&b.1)));
    options.first().map(|&(_, e)| e)
}

fn plain(
    c: &CarConfig,
    resident: &[bool],
    logits: &[f32],
    k: usize,
    first: u64,
    ids: &mut [i32],
) -> Plain {
    let ne = resident.len();
    let n_tok = ids.len() / k;
    let mut s = Plain::default();
    let mut todo: Vec<(f64, usize, usize, usize)> = Vec::new();
    for t in 0..n_tok {
        let picks: Vec<i32> = ids[t * k..(t + 1) * k].to_vec();
        let missed: Vec<usize> = (0..k)
            .filter(|&r| !plain_is_resident(resident, picks[r]))
            .collect();
        s.misses += missed.len() as u64;
        if missed.is_empty() || c.threshold.is_nan() || c.threshold >= 1.0 {
            continue;
        }
        if first + (t as u64) < c.warmup {
            s.warmup_skipped += missed.len() as u64;
            continue;
        }
        let row = &logits[t * ne..(t + 1) * ne];
        let Some(cand) = plain_candidate(resident, row, &picks) else {
            continue;
        };
        for r in missed {
            let e = picks[r];
            if e < 0 || e as usize >= ne {
                continue;
            }
            s.with_candidate += 1;
            todo.push((plain_ratio(row[cand], row[e as usize]), t, r, cand));
        }
    }
    todo.sort_by(|a, b| {
        b.0.partial_cmp(&a.0)
            .expect("ratios are numbers")
            .then(a.1.cmp(&b.1))
            .then(a.2.cmp(&b.2))
    });
    let mut spent = vec![0u32; n_tok];
    for (r0, t, rank, cand) in todo {
        let row = &logits[t * ne..(t + 1) * ne];
        let picks: Vec<i32> = ids[t * k..(t + 1) * k].to_vec();
        let e = picks[rank] as usize;
        let (cand, r) = if picks.contains(&(cand as i32)) {
            match plain_candidate(resident, row, &picks) {
                Some(c2) => (c2, plain_ratio(row[c2], row[e])),
                None => continue,
            }
        } else {
            (cand, r0)
        };
        if r < c.threshold || c.threshold.is_nan() {
            continue;
        }
        if r >= c.free_ratio {
            s.free_subs += 1;
        } else if c.budget != 0 && spent[t] >= c.budget {
            s.budget_skipped += 1;
            continue;
        } else {
            spent[t] += 1;
        }
        s.substitutions += 1;
        s.ratio_sum += r;
        ids[t * k + rank] = cand as i32;
    }
    s
}

// ---- random windows ----

/// splitmix64: a tiny deterministic generator, so a failure reproduces.
struct Gen(u64);

impl Gen {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
    fn unit(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }
}

#[derive(Debug, Clone)]
struct Window {
    cfg: CarConfig,
    resident: Vec<bool>,
    logits: Vec<f32>,
    ids: Vec<i32>,
    k: usize,
    token_index: u64,
}

fn random_window(g: &mut Gen, ne: usize, k: usize, n_tok: usize) -> Window {
    let frac = g.unit();
    let resident: Vec<bool> = (0..ne).map(|_| g.unit() < frac).collect();
    let mut logits = Vec::with_capacity(n_tok * ne);
    let mut ids = Vec::with_capacity(n_tok * k);
    for _ in 0..n_tok {
        let row: Vec<f32> = (0..ne)
            .map(|_| match g.below(100) {
                0 => f32::NAN,
                1 => f32::NEG_INFINITY,
                2 => f32::INFINITY,
                3 => 95.0,
                4 => -95.0,
                // Coarse steps make ties common.
                5..=40 => (g.below(9) as f32 - 4.0) * 0.5,
                _ => (g.unit() * 16.0 - 8.0) as f32,
            })
            .collect();
        // Mostly the router's top-k, sometimes random distinct picks, rarely an out-of-range id.
        let mut order: Vec<usize> = (0..ne).collect();
        if g.below(4) == 0 {
            for i in (1..ne).rev() {
                order.swap(i, g.below(i as u64 + 1) as usize);
            }
        } else {
            let key = |e: usize| {
                if row[e].is_nan() {
                    f32::NEG_INFINITY
                } else {
                    row[e]
                }
            };
            order.sort_by(|&a, &b| key(b).total_cmp(&key(a)).then(a.cmp(&b)));
        }
        for &e in &order[..k] {
            ids.push(match g.below(100) {
                0 => -1,
                1 => ne as i32 + g.below(3) as i32,
                _ => e as i32,
            });
        }
        logits.extend(row);
    }
    let threshold = match g.below(20) {
        0 => 0.0,
        1 => 1.0,
        2 => f64::NAN,
        _ => g.unit(),
    };
    let cfg = CarConfig {
        threshold,
        warmup: if g.below(4) == 0 { g.below(4) } else { 0 },
        budget: g.below(4) as u32,
        free_ratio: if g.below(2) == 0 {
            f64::INFINITY
        } else {
            0.5 + 3.0 * g.unit()
        },
    };
    Window {
        cfg,
        resident,
        logits,
        ids,
        k,
        token_index: g.below(4),
    }
}

fn to_plain(s: &CarStats) -> Plain {
    Plain {
        misses: s.misses,
        with_candidate: s.with_candidate,
        substitutions: s.substitutions,
        free_subs: s.free_subs,
        budget_skipped: s.budget_skipped,
        warmup_skipped: s.warmup_skipped,
        ratio_sum: s.ratio_sum,
    }
}

/// Runs both implementations on `w` (the real one with a reused scratch) and checks they agree
/// and that the result keeps the rule's invariants.
fn check(w: &Window, scratch: &mut CarScratch) {
    let mut ours = w.ids.clone();
    let mut stats = CarStats::default();
    let win = CarWindow {
        logits: &w.logits,
        k: w.k,
        token_index: w.token_index,
    };
    apply_car(&w.cfg, &w.resident, win, &mut ours, scratch, &mut stats).expect("window");
    let mut theirs = w.ids.clone();
    let p = plain(
        &w.cfg,
        &w.resident,
        &w.logits,
        w.k,
        w.token_index,
        &mut theirs,
    );
    assert_eq!(ours, theirs, "{w:?}");
    assert_eq!(to_plain(&stats), p, "{w:?}");
    for (t, (before, after)) in w.ids.chunks(w.k).zip(ours.chunks(w.k)).enumerate() {
        for (r, (&b, &a)) in before.iter().zip(after).enumerate() {
            if a != b {
                // Only misses change, and only to a resident the token did not pick.
                assert!(!plain_is_resident(&w.resident, b), "token {t} rank {r}");
                assert!(plain_is_resident(&w.resident, a), "token {t} rank {r}");
                assert!(!before.contains(&a), "token {t} rank {r}");
            }
        }
        let mut seen: Vec<i32> = after.to_vec();
        seen.sort_unstable();
        let before_dups = {
            let mut b = before.to_vec();
            b.sort_unstable();
            b.windows(2).filter(|p| p[0] == p[1]).count()
        };
        assert_eq!(
            seen.windows(2).filter(|p| p[0] == p[1]).count(),
            before_dups,
            "token {t} gained a duplicate: {after:?}"
        );
    }
    assert!(stats.ratio_sum.is_finite());
    if !w.cfg.is_on() {
        assert_eq!(ours, w.ids);
    }
}

#[test]
fn four_thousand_random_windows_match_the_plain_rule() {
    let mut g = Gen(0x5eed);
    let mut scratch = CarScratch::default();
    let mut subs = 0;
    for _ in 0..4000 {
        let ne = 8 + g.below(505) as usize;
        let k = 1 + g.below(10) as usize;
        let n_tok = 1 + g.below(5) as usize;
        let w = random_window(&mut g, ne, k, n_tok);
        check(&w, &mut scratch);
        let mut ids = w.ids.clone();
        subs += plain(&w.cfg, &w.resident, &w.logits, w.k, w.token_index, &mut ids).substitutions;
    }
    // The windows exercise the rule, not just its off switch.
    assert!(subs > 1000, "{subs}");
}

#[test]
fn real_model_shapes_256_by_8_and_512_by_10() {
    let mut g = Gen(42);
    let mut scratch = CarScratch::default();
    for (ne, k) in [(256, 8), (512, 10), (128, 8), (64, 8)] {
        for n_tok in [1, 2, 5] {
            for _ in 0..50 {
                check(&random_window(&mut g, ne, k, n_tok), &mut scratch);
            }
        }
    }
}

proptest! {
    #[test]
    fn awkward_shapes_match_the_plain_rule(
        ne in prop::sample::select(vec![1usize, 3, 50, 783]),
        k_pick in 1usize..=10,
        n_tok in 1usize..=5,
        seed in any::<u64>(),
    ) {
        let k = k_pick.min(ne);
        let mut g = Gen(seed);
        check(&random_window(&mut g, ne, k, n_tok), &mut CarScratch::default());
    }
}
