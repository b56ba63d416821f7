//! The runtime's resolution cache: which algorithm a prompt GEMM `(dtype, N, K, ldy)` over `t`
//! tokens launches with, resolved from the plan's picks, validated once on the device, and
//! remembered in a bounded least-recently-used cache.
//!
//! The flow per launch: [`GemmResolver::resolve`] maps `t` to its bucket ([`bucket_for`]) and
//! looks up the plan's pick for `(shape, bucket)`; a table solution comes back unvalidated the
//! first time, the backend checks it once (the algorithm exists, supports the dims, its
//! workspace fits in 32 MiB) and reports the verdict with [`GemmResolver::record_validation`]
//! (or lets [`GemmResolver::resolve_validated`] call its check). A solution that fails
//! validation, or whose launch fails with β = 0, falls back to the library's heuristic for good
//! ([`GemmResolver::fall_back`], one log line); a failed launch with β ≠ 0 has already
//! accumulated into Y and is the backend's hard error, not this module's concern.
//!
//! No device code lives here: validation is a callback.

use std::collections::{BTreeMap, HashMap};

use crate::Shape;
use crate::buckets::bucket_for;

/// How many resolved shapes a [`ResolvedCache`] keeps by default.
pub const RESOLVED_CACHE_CAPACITY: usize = 512;

type Key = (Shape, u64);

/// A bounded map from `(shape, bucket)` to a verdict with least-recently-used eviction: past
/// its capacity, inserting drops the entry that was read or written longest ago.
#[derive(Debug)]
pub struct ResolvedCache<V> {
    capacity: usize,
    /// Incremented on every touch; an entry's stamp is the clock value of its last touch.
    clock: u64,
    map: HashMap<Key, (V, u64)>,
    /// Stamp → key, so the least recently used entry is the first.
    ages: BTreeMap<u64, Key>,
}

impl<V: Clone> Default for ResolvedCache<V> {
    fn default() -> Self {
        Self::new()
    }
}

impl<V: Clone> ResolvedCache<V> {
    /// An empty cache of [`RESOLVED_CACHE_CAPACITY`] entries.
    pub fn new() -> Self {
        Self::with_capacity(RESOLVED_CACHE_CAPACITY)
    }

    /// An empty cache of `capacity` entries (at least one).
    pub fn with_capacity(capacity: usize) -> Self {
        Self {
            capacity: capacity.max(1),
            clock: 0,
            map: HashMap::new(),
            ages: BTreeMap::new(),
        }
    }

    fn touch(&mut self, key: Key) -> Option<&mut V> {
        self.clock += 1;
        let clock = self.clock;
        let (v, stamp) = self.map.get_mut(&key)?;
        self.ages.remove(stamp);
        *stamp = clock;
        self.ages.insert(clock, key);
        Some(v)
    }

    /// The cached verdict for `(shape, t)`, marking it most recently used.
    pub fn get(&mut self, shape: Shape, t: u64) -> Option<V> {
        self.touch((shape, t)).map(|v| v.clone())
    }

    /// Whether `(shape, t)` is cached (without marking it used).
    pub fn contains(&self, shape: Shape, t: u64) -> bool {
        self.map.contains_key(&(shape, t))
    }

    /// Caches `v` for `(shape, t)` as the most recently used entry, evicting the least recently
    /// used one when the cache is full.
    pub fn insert(&mut self, shape: Shape, t: u64, v: V) {
        let key = (shape, t);
        if let Some(slot) = self.touch(key) {
            *slot = v;
            return;
        }
        if self.map.len() >= self.capacity
            && let Some((_, old)) = self.ages.pop_first()
        {
            self.map.remove(&old);
        }
        self.map.insert(key, (v, self.clock));
        self.ages.insert(self.clock, key);
    }

    /// The cached verdict for `(shape, t)`, or the one `resolve` computes (then cached).
    pub fn get_or_insert_with(&mut self, shape: Shape, t: u64, resolve: impl FnOnce() -> V) -> V {
        if let Some(v) = self.get(shape, t) {
            return v;
        }
        let v = resolve();
        self.insert(shape, t, v.clone());
        v
    }

    /// Number of cached verdicts.
    pub fn len(&self) -> usize {
        self.map.len()
    }

    /// Whether nothing is cached.
    pub fn is_empty(&self) -> bool {
        self.map.is_empty()
    }

    /// The most entries the cache holds.
    pub fn capacity(&self) -> usize {
        self.capacity
    }
}

/// One pick of a plan: the GEMM `shape` at token bucket `bucket` uses `solution`
/// (`None` = the library's heuristic).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pick {
    pub shape: Shape,
    pub bucket: u64,
    pub solution: Option<u64>,
}

/// What a GEMM launches with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Algorithm {
    /// The library's solution (hipBLASLt solution index, cuBLASLt algorithm id) of the table.
    Solution(u64),
    /// The library's default heuristic.
    Heuristic,
}

/// The answer for one launch.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Resolution {
    /// The bucket whose pick applies; `None` when `t` is outside every bucket's window.
    pub bucket: Option<u64>,
    pub algorithm: Algorithm,
    /// Whether the algorithm needs no (more) validation: always true for the heuristic; for a
    /// solution, true once the backend reported it valid.
    pub validated: bool,
}

#[derive(Debug, Clone, Copy)]
struct Verdict {
    algorithm: Algorithm,
    validated: bool,
}

/// Resolves prompt GEMMs to algorithms from a plan's picks (see the module docs).
#[derive(Debug)]
pub struct GemmResolver {
    /// The solutions of the plan; an absent key is the heuristic. Fallbacks remove keys here,
    /// so a shape that failed stays on the heuristic after its cache entry is evicted.
    solutions: HashMap<Key, u64>,
    cache: ResolvedCache<Verdict>,
}

impl GemmResolver {
    /// A resolver over `picks` with a cache of [`RESOLVED_CACHE_CAPACITY`] entries. The first
    /// pick of a `(shape, bucket)` wins (a compiler records each once).
    pub fn new(picks: impl IntoIterator<Item = Pick>) -> Self {
        Self::with_capacity(picks, RESOLVED_CACHE_CAPACITY)
    }

    /// As [`GemmResolver::new`] with a cache of `capacity` entries.
    pub fn with_capacity(picks: impl IntoIterator<Item = Pick>, capacity: usize) -> Self {
        let mut solutions = HashMap::new();
        let mut seen = std::collections::HashSet::new();
        for p in picks {
            if seen.insert((p.shape, p.bucket))
                && let Some(id) = p.solution
            {
                solutions.insert((p.shape, p.bucket), id);
            }
        }
        Self {
            solutions,
            cache: ResolvedCache::with_capacity(capacity),
        }
    }

    /// The algorithm for `shape` over `t` tokens. A table solution comes back with
    /// `validated: false` until [`GemmResolver::record_validation`] reports it valid.
    pub fn resolve(&mut self, shape: Shape, t: u64) -> Resolution {
        let Some(bucket) = bucket_for(t) else {
            return Resolution {
                bucket: None,
                algorithm: Algorithm::Heuristic,
                validated: true,
            };
        };
        let solutions = &self.solutions;
        let v = self.cache.get_or_insert_with(shape, bucket, || {
            match solutions.get(&(shape, bucket)) {
                Some(&id) => Verdict {
                    algorithm: Algorithm::Solution(id),
                    validated: false,
                },
                None => Verdict {
                    algorithm: Algorithm::Heuristic,
                    validated: true,
                },
            }
        });
        Resolution {
            bucket: Some(bucket),
            algorithm: v.algorithm,
            validated: v.validated,
        }
    }

    /// Records the backend's check of the solution `resolve` gave for `(shape, t)`: valid, or
    /// not (then the shape falls back to the heuristic for good, with one log line).
    pub fn record_validation(&mut self, shape: Shape, t: u64, ok: bool) {
        let Some(bucket) = bucket_for(t) else { return };
        if ok {
            if let Some(v) = self.cache.get(shape, bucket)
                && matches!(v.algorithm, Algorithm::Solution(_))
            {
                self.cache.insert(
                    shape,
                    bucket,
                    Verdict {
                        validated: true,
                        ..v
                    },
                );
            }
        } else {
            self.demote(shape, bucket, "failed validation");
        }
    }

    /// [`GemmResolver::resolve`], running `validate(shape, bucket, solution)` the first time a
    /// solution is resolved (and again only after its entry was evicted).
    pub fn resolve_validated(
        &mut self,
        shape: Shape,
        t: u64,
        validate: impl FnOnce(Shape, u64, u64) -> bool,
    ) -> Resolution {
        let r = self.resolve(shape, t);
        match (r.validated, r.algorithm, r.bucket) {
            (false, Algorithm::Solution(id), Some(bucket)) => {
                let ok = validate(shape, bucket, id);
                self.record_validation(shape, t, ok);
                self.resolve(shape, t)
            }
            _ => r,
        }
    }

    /// A launch of `(shape, t)` with its table solution failed with β = 0 (nothing was
    /// accumulated, so the heuristic can redo it): use the heuristic from now on.
    pub fn fall_back(&mut self, shape: Shape, t: u64) {
        if let Some(bucket) = bucket_for(t) {
            self.demote(shape, bucket, "failed to launch");
        }
    }

    fn demote(&mut self, shape: Shape, bucket: u64, why: &str) {
        if let Some(id) = self.solutions.remove(&(shape, bucket)) {
            tracing::warn!(
                "GEMM {} N={} K={} ldy={} at {} tokens: solution {id} {why}; using the \
                 library's default heuristic",
                shape.dtype,
                shape.n,
                shape.k,
                shape.ldy,
                bucket
            );
        }
        self.cache.insert(
            shape,
            bucket,
            Verdict {
                algorithm: Algorithm::Heuristic,
                validated: true,
            },
        );
    }

    /// Number of cached resolutions (never more than the capacity).
    pub fn cached(&self) -> usize {
        self.cache.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Dtype;

    fn shape(n: u64) -> Shape {
        Shape {
            dtype: Dtype::F16,
            n,
            k: 2560,
            ldy: n,
        }
    }

    #[test]
    fn cache_never_exceeds_its_capacity() {
        let mut c = ResolvedCache::new();
        for n in 1..=(RESOLVED_CACHE_CAPACITY as u64 + 10) {
            let v = c.get_or_insert_with(shape(n), 1, || n);
            assert_eq!(v, n);
            assert!(c.len() <= RESOLVED_CACHE_CAPACITY);
        }
        assert_eq!(c.len(), RESOLVED_CACHE_CAPACITY);
        assert_eq!(c.capacity(), 512);
        // The ten oldest were evicted, the newest is served without recomputing.
        for n in 1..=10 {
            assert!(!c.contains(shape(n), 1), "{n}");
        }
        let last = RESOLVED_CACHE_CAPACITY as u64 + 10;
        assert_eq!(c.get_or_insert_with(shape(last), 1, || 0), last);
    }

    #[test]
    fn eviction_drops_the_least_recently_used() {
        let mut c = ResolvedCache::with_capacity(3);
        c.insert(shape(1), 16, 1);
        c.insert(shape(2), 16, 2);
        c.insert(shape(3), 16, 3);
        // Reading 1 makes 2 the least recently used.
        assert_eq!(c.get(shape(1), 16), Some(1));
        c.insert(shape(4), 16, 4);
        assert!(c.contains(shape(1), 16));
        assert!(!c.contains(shape(2), 16));
        assert!(c.contains(shape(3), 16));
        // Overwriting counts as a use and does not grow the cache.
        c.insert(shape(3), 16, 30);
        c.insert(shape(5), 16, 5);
        assert_eq!(c.len(), 3);
        assert!(!c.contains(shape(1), 16));
        assert_eq!(c.get(shape(3), 16), Some(30));
        // The same shape at another bucket is another entry.
        assert_eq!(c.get(shape(3), 32), None);
        assert_eq!(ResolvedCache::<u8>::with_capacity(0).capacity(), 1);
    }

    fn picks() -> Vec<Pick> {
        vec![
            Pick {
                shape: shape(640),
                bucket: 128,
                solution: Some(2508),
            },
            Pick {
                shape: shape(640),
                bucket: 512,
                solution: Some(2510),
            },
            Pick {
                shape: shape(640),
                bucket: 16,
                solution: None,
            },
            // A second pick for a key is ignored.
            Pick {
                shape: shape(640),
                bucket: 128,
                solution: Some(1),
            },
        ]
    }

    #[test]
    fn resolves_by_bucket_and_validates_once() {
        let mut r = GemmResolver::new(picks());
        let got = r.resolve(shape(640), 100);
        assert_eq!(
            got,
            Resolution {
                bucket: Some(128),
                algorithm: Algorithm::Solution(2508),
                validated: false
            }
        );
        let mut calls = 0;
        for t in [65, 100, 128] {
            let got = r.resolve_validated(shape(640), t, |s, b, id| {
                calls += 1;
                assert_eq!((s, b, id), (shape(640), 128, 2508));
                true
            });
            assert_eq!(got.algorithm, Algorithm::Solution(2508));
            assert!(got.validated);
        }
        assert_eq!(calls, 1);
        // Heuristic picks, unknown shapes and counts outside every window need no validation.
        for (s, t) in [(shape(640), 16), (shape(999), 128), (shape(640), 3)] {
            let got = r.resolve_validated(s, t, |_, _, _| panic!("validated a heuristic"));
            assert_eq!(got.algorithm, Algorithm::Heuristic);
            assert!(got.validated);
        }
        assert_eq!(r.resolve(shape(640), 3).bucket, None);
        assert_eq!(
            r.resolve(shape(640), 300).algorithm,
            Algorithm::Solution(2510)
        );
    }

    #[test]
    fn failures_fall_back_for_good() {
        let mut r = GemmResolver::with_capacity(picks(), 1);
        let got = r.resolve_validated(shape(640), 128, |_, _, _| false);
        assert_eq!(got.algorithm, Algorithm::Heuristic);
        // Evict the entry: the fallback survives because the pick itself was dropped.
        r.resolve(shape(640), 512);
        assert_eq!(r.cached(), 1);
        assert_eq!(r.resolve(shape(640), 128).algorithm, Algorithm::Heuristic);

        r.fall_back(shape(640), 400);
        assert_eq!(r.resolve(shape(640), 512).algorithm, Algorithm::Heuristic);
        assert_eq!(r.resolve(shape(640), 512).bucket, Some(512));
    }

    #[test]
    fn resolver_cache_is_bounded() {
        let many: Vec<Pick> = (1..=2000)
            .map(|n| Pick {
                shape: shape(n),
                bucket: 256,
                solution: Some(n),
            })
            .collect();
        let mut r = GemmResolver::new(many);
        for n in 1..=2000 {
            let got = r.resolve_validated(shape(n), 200, |_, _, id| id % 2 == 0);
            let want = if n % 2 == 0 {
                Algorithm::Solution(n)
            } else {
                Algorithm::Heuristic
            };
            assert_eq!(got.algorithm, want);
            assert!(r.cached() <= RESOLVED_CACHE_CAPACITY);
        }
        assert_eq!(r.cached(), RESOLVED_CACHE_CAPACITY);
    }
}
