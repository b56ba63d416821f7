//! Which algorithm each prompt GEMM launches with: the plan's recorded calibration picks,
//! resolved per launch, validated once on the device, with the heuristic as the fallback.
//!
//! The plan records, per GPU target, per GEMM `(dtype, N, K, ldy)` and per token bucket, a
//! solution id of the target's BLAS library or "the library's heuristic" (`plan.gemms`, written
//! by the compiler's `plan/gemms.rs`). A launch `C[m×n] = A[m×k]·B[n×k]ᵀ` over `t` tokens
//! ([`GemmPicker::pick`]) resolves by DESIGN.md's rule:
//! * exact `(dtype, N = n, K = k, ldy = ldc)`; f32 operands have no table dtype and always get
//!   the heuristic;
//! * then the recorded bucket nearest to `t`, ties to the smaller, used only if
//!   `bucket ≤ 2t` and `2·bucket ≥ t`; no such bucket, or a heuristic pick: the heuristic.
//!
//! Resolutions live in a bounded cache ([`RESOLVED_CACHE_CAPACITY`] entries, oldest evicted
//! first). [`GemmPicker::launch`] asks the driver to check a recorded solution the first time a
//! cached resolution uses it ([`Driver::gemm_check`]: the algorithm exists, supports the dims,
//! its workspace fits). A solution that fails the check or its launch is, with β = 0, replaced by
//! the heuristic for that `(dtype, N, K, ldy)` for good with one `warn` line (nothing was
//! accumulated into C, so the heuristic can redo it); with β ≠ 0 it is a hard error (C already
//! held values the product was to be added to; the caller decides).
//!
//! A plan whose table was measured with another library version than the one loaded ignores
//! the table (one log line): solution ids mean nothing across versions.
//!
//! Invariant: the picker changes which algorithm runs, never what is computed: every path ends
//! in the same `Driver::gemm` call with the same operands.

use std::collections::{HashMap, HashSet, VecDeque};

use strata_calibration::{Dtype, Shape, in_window, parse_table_id};
use strata_ir::plan::Plan;

use crate::device::driver::{DevPtr, Driver, GemmAlgo, GemmShape, GemmType, StreamId};
use crate::error::RuntimeError;

/// How many resolutions the picker keeps (DESIGN.md: 512).
pub const RESOLVED_CACHE_CAPACITY: usize = 512;

/// Whether a cached solution has been checked on the device.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Checked {
    No,
    Yes,
}

#[derive(Debug, Clone, Copy)]
struct Entry {
    algo: GemmAlgo,
    checked: Checked,
}

/// Resolves and launches prompt GEMMs (see the module docs).
#[derive(Debug)]
pub struct GemmPicker {
    /// Per exact shape: the recorded buckets, ascending, with their pick (`None` = heuristic).
    picks: HashMap<Shape, Vec<(u64, Option<i64>)>>,
    /// Bounded resolution cache keyed by the launch's shape and token count.
    cache: HashMap<(GemmShape, u32), Entry>,
    /// Insertion order of `cache`, for eviction.
    order: VecDeque<(GemmShape, u32)>,
    capacity: usize,
    /// Solutions that failed for a shape (β = 0 fallback): the heuristic from now on.
    failed: HashSet<(Shape, i64)>,
}

/// The table key of a launch, or `None` for operand types no table names.
fn table_shape(s: &GemmShape) -> Option<Shape> {
    let dtype = match s.ab_type {
        GemmType::F16 => Dtype::F16,
        GemmType::F32 => return None,
    };
    Some(Shape {
        dtype,
        n: u64::from(s.n),
        k: u64::from(s.k),
        ldy: u64::from(s.ldc),
    })
}

impl GemmPicker {
    /// A picker over the plan's picks for the target its calibration table was measured on
    /// (the table's arch). `library_version` is the loaded library's version as tables spell it
    /// (major·100000 + minor·100 + patch, e.g. `"1300100"`); when it differs from the table's,
    /// the table is ignored with one log line. `None` skips that check (the caller cannot
    /// tell the version).
    pub fn new(plan: &Plan, library_version: Option<&str>) -> GemmPicker {
        let arch = plan
            .provenance
            .calibration_id
            .as_deref()
            .and_then(parse_table_id)
            .map(|(arch, _)| arch.to_string());
        match arch {
            Some(arch) => Self::for_target(plan, &arch, library_version),
            None => Self::for_target(plan, "", library_version),
        }
    }

    /// A picker over the plan's picks for GPU target `target` (a plan compiled for several
    /// targets records picks for each). Picks are used only when the plan's table was measured
    /// for `target` with `library_version` (see [`GemmPicker::new`]).
    pub fn for_target(plan: &Plan, target: &str, library_version: Option<&str>) -> GemmPicker {
        Self::from_picks(
            plan.gemms
                .iter()
                .filter(|g| g.target == target)
                .filter_map(|g| {
                    let dtype = Dtype::from_name(&g.dtype)?;
                    Some((
                        Shape {
                            dtype,
                            n: g.n,
                            k: g.k,
                            ldy: g.ldy,
                        },
                        g.t_bucket,
                        g.solution_id,
                    ))
                }),
            plan.provenance.calibration_id.as_deref(),
            target,
            library_version,
        )
    }

    /// The picker of `picks` `(shape, bucket, solution)` recorded under table `calibration_id`
    /// (the plan's `provenance.calibration_id`) for `target`.
    pub fn from_picks(
        picks: impl IntoIterator<Item = (Shape, u64, Option<i64>)>,
        calibration_id: Option<&str>,
        target: &str,
        library_version: Option<&str>,
    ) -> GemmPicker {
        let usable = match calibration_id {
            None => false,
            Some(id) => match parse_table_id(id) {
                None => {
                    tracing::warn!(
                        "the plan's calibration id `{id}` is not `<arch> <version> sha256:<hash>`; \
                         ignoring its GEMM picks (every prompt GEMM uses the library's heuristic)"
                    );
                    false
                }
                Some((arch, _)) if arch != target => false,
                Some((_, version)) => match library_version {
                    Some(loaded) if loaded.trim().parse::<u64>().ok() != Some(version) => {
                        tracing::warn!(
                            "the plan's GEMM picks for {target} were measured with BLAS library \
                             version {version}, but {loaded} is loaded; ignoring them (every \
                             prompt GEMM uses the library's heuristic)"
                        );
                        false
                    }
                    _ => true,
                },
            },
        };
        let mut by_shape: HashMap<Shape, Vec<(u64, Option<i64>)>> = HashMap::new();
        if usable {
            for (shape, bucket, solution) in picks {
                let v = by_shape.entry(shape).or_default();
                // The first pick of a (shape, bucket) wins; the compiler records each once.
                if !v.iter().any(|&(b, _)| b == bucket) {
                    v.push((bucket, solution.filter(|&id| id >= 0)));
                }
            }
            for v in by_shape.values_mut() {
                v.sort_by_key(|&(b, _)| b);
            }
        }
        GemmPicker {
            picks: by_shape,
            cache: HashMap::new(),
            order: VecDeque::new(),
            capacity: RESOLVED_CACHE_CAPACITY,
            failed: HashSet::new(),
        }
    }

    /// How many recorded solutions (not heuristic picks) the picker can use.
    pub fn solutions(&self) -> usize {
        self.picks
            .values()
            .map(|v| v.iter().filter(|(_, s)| s.is_some()).count())
            .sum()
    }

    /// Number of cached resolutions (never more than [`RESOLVED_CACHE_CAPACITY`]).
    pub fn cached(&self) -> usize {
        self.cache.len()
    }

    /// The recorded algorithm for `shape` over `tokens`, by the rule of the module docs.
    fn resolve(&self, shape: &GemmShape, tokens: u32) -> GemmAlgo {
        let Some(key) = table_shape(shape) else {
            return GemmAlgo::Heuristic;
        };
        let Some(buckets) = self.picks.get(&key) else {
            return GemmAlgo::Heuristic;
        };
        let t = u64::from(tokens);
        let mut best: Option<(u64, u64, Option<i64>)> = None;
        for &(bucket, solution) in buckets {
            let dist = bucket.abs_diff(t);
            // Ascending buckets and a strict `<` keep the smaller bucket on ties.
            if best.is_none_or(|(d, _, _)| dist < d) {
                best = Some((dist, bucket, solution));
            }
        }
        match best {
            Some((_, bucket, Some(id)))
                if in_window(bucket, t) && !self.failed.contains(&(key, id)) =>
            {
                GemmAlgo::Solution(id)
            }
            _ => GemmAlgo::Heuristic,
        }
    }

    fn entry(&mut self, shape: &GemmShape, tokens: u32) -> Entry {
        let key = (*shape, tokens);
        if let Some(&e) = self.cache.get(&key) {
            return e;
        }
        let algo = self.resolve(shape, tokens);
        let e = Entry {
            algo,
            checked: match algo {
                GemmAlgo::Heuristic => Checked::Yes,
                GemmAlgo::Solution(_) => Checked::No,
            },
        };
        while self.cache.len() >= self.capacity {
            match self.order.pop_front() {
                Some(old) => {
                    self.cache.remove(&old);
                }
                None => break,
            }
        }
        self.cache.insert(key, e);
        self.order.push_back(key);
        e
    }

    /// The algorithm a GEMM of `shape` over `tokens` tokens launches with (cached; a solution
    /// that failed before answers the heuristic). Not yet checked on the device:
    /// [`GemmPicker::launch`] does that.
    pub fn pick(&mut self, shape: &GemmShape, tokens: u32) -> GemmAlgo {
        self.entry(shape, tokens).algo
    }

    /// Replaces solution `id` of `shape`'s table key by the heuristic for good, with one log line.
    fn fall_back(&mut self, shape: &GemmShape, id: i64, why: &RuntimeError) {
        if let Some(key) = table_shape(shape)
            && self.failed.insert((key, id))
        {
            tracing::warn!(
                "GEMM {} N={} K={} ldy={}: solution {id} failed ({why}); using the library's \
                 heuristic for this shape from now on",
                key.dtype,
                key.n,
                key.k,
                key.ldy
            );
        }
        // Every cached resolution to this solution goes back to the rule (which now skips it).
        let stale: Vec<(GemmShape, u32)> = self
            .cache
            .iter()
            .filter(|(_, e)| e.algo == GemmAlgo::Solution(id))
            .map(|(k, _)| *k)
            .collect();
        for k in stale {
            let algo = self.resolve(&k.0, k.1);
            if let Some(e) = self.cache.get_mut(&k) {
                *e = Entry {
                    algo,
                    checked: match algo {
                        GemmAlgo::Heuristic => Checked::Yes,
                        GemmAlgo::Solution(_) => Checked::No,
                    },
                };
            }
        }
    }

    /// Queues `c = a·bᵀ + beta·c` with the picked algorithm on `stream` (tokens = `shape.m`),
    /// checking a recorded solution once first; the fallback rules are in the module docs.
    #[allow(clippy::too_many_arguments)]
    pub fn launch(
        &mut self,
        driver: &mut dyn Driver,
        shape: &GemmShape,
        c: DevPtr,
        a: DevPtr,
        b: DevPtr,
        beta: f32,
        stream: StreamId,
    ) -> Result<(), RuntimeError> {
        let tokens = shape.m;
        let e = self.entry(shape, tokens);
        let GemmAlgo::Solution(id) = e.algo else {
            return driver.gemm(shape, c, a, b, beta, GemmAlgo::Heuristic, stream);
        };
        if e.checked == Checked::No {
            match driver.gemm_check(shape, e.algo) {
                Ok(()) => {
                    if let Some(e) = self.cache.get_mut(&(*shape, tokens)) {
                        e.checked = Checked::Yes;
                    }
                }
                Err(why) if beta == 0.0 => {
                    self.fall_back(shape, id, &why);
                    return driver.gemm(shape, c, a, b, beta, GemmAlgo::Heuristic, stream);
                }
                Err(why) => return Err(hard_error(shape, id, beta, &why)),
            }
        }
        match driver.gemm(shape, c, a, b, beta, e.algo, stream) {
            Ok(()) => Ok(()),
            Err(why) if beta == 0.0 => {
                self.fall_back(shape, id, &why);
                driver.gemm(shape, c, a, b, beta, GemmAlgo::Heuristic, stream)
            }
            Err(why) => Err(hard_error(shape, id, beta, &why)),
        }
    }
}

fn hard_error(shape: &GemmShape, id: i64, beta: f32, why: &RuntimeError) -> RuntimeError {
    RuntimeError::Device(format!(
        "GEMM m={} n={} k={} ldc={} with beta {beta}: the plan's solution {id} failed ({why}); \
         with beta ≠ 0 the output already holds values to accumulate into, so there is no \
         fallback (recompile the plan with `--calibration none` or a table for this library)",
        shape.m, shape.n, shape.k, shape.ldc
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::device::driver::{DeviceInfo, EventId, GraphId, KernelArg, KernelId, PinnedId};
    use crate::device::ledger::Charge;

    /// A driver that only does GEMMs: it records each launch's algorithm, refuses the
    /// solutions in `bad_check` at the check and those in `bad_launch` at the launch.
    struct Fake {
        info: DeviceInfo,
        launches: Vec<(GemmAlgo, f32)>,
        checks: Vec<GemmAlgo>,
        bad_check: Vec<i64>,
        bad_launch: Vec<i64>,
    }

    impl Fake {
        fn new() -> Fake {
            Fake {
                info: DeviceInfo {
                    spec: "fake:0".into(),
                    name: "fake".into(),
                    arch: "sm_90".into(),
                    kernel_format: "ptx",
                    total_bytes: 0,
                },
                launches: Vec::new(),
                checks: Vec::new(),
                bad_check: Vec::new(),
                bad_launch: Vec::new(),
            }
        }
    }

    fn no() -> RuntimeError {
        RuntimeError::Unsupported("fake driver".into())
    }

    impl Driver for Fake {
        fn info(&self) -> &DeviceInfo {
            &self.info
        }
        fn mem_info(&mut self) -> Result<(u64, u64), RuntimeError> {
            Err(no())
        }
        fn load_kernel(&mut self, _: &str, _: &[u8]) -> Result<KernelId, RuntimeError> {
            Err(no())
        }
        fn alloc(&mut self, _: &Charge) -> Result<DevPtr, RuntimeError> {
            Err(no())
        }
        fn free(&mut self, _: DevPtr) -> Result<(), RuntimeError> {
            Err(no())
        }
        fn alloc_pinned(&mut self, _: usize) -> Result<PinnedId, RuntimeError> {
            Err(no())
        }
        fn pinned(&mut self, _: PinnedId) -> Result<&mut [u8], RuntimeError> {
            Err(no())
        }
        fn create_stream(&mut self) -> Result<StreamId, RuntimeError> {
            Err(no())
        }
        fn register_host(&mut self, _: &[u8]) -> Result<DevPtr, RuntimeError> {
            Err(no())
        }
        fn copy_registered_to_device(
            &mut self,
            _: DevPtr,
            _: &[u8],
            _: StreamId,
        ) -> Result<(), RuntimeError> {
            Err(no())
        }
        fn unregister_host(&mut self, _: *const u8) -> Result<(), RuntimeError> {
            Err(no())
        }
        fn copy_to_device(
            &mut self,
            _: DevPtr,
            _: PinnedId,
            _: usize,
            _: usize,
            _: StreamId,
        ) -> Result<(), RuntimeError> {
            Err(no())
        }
        fn copy_to_host(
            &mut self,
            _: PinnedId,
            _: usize,
            _: DevPtr,
            _: usize,
            _: StreamId,
        ) -> Result<(), RuntimeError> {
            Err(no())
        }
        fn memset_zero(&mut self, _: DevPtr, _: usize, _: StreamId) -> Result<(), RuntimeError> {
            Err(no())
        }
        fn launch(
            &mut self,
            _: KernelId,
            _: [u32; 3],
            _: [u32; 3],
            _: u32,
            _: &[KernelArg],
            _: StreamId,
        ) -> Result<(), RuntimeError> {
            Err(no())
        }
        fn record_event(&mut self, _: StreamId) -> Result<EventId, RuntimeError> {
            Err(no())
        }
        fn create_timing_event(&mut self) -> Result<EventId, RuntimeError> {
            Err(no())
        }
        fn record_again(&mut self, _: EventId, _: StreamId) -> Result<(), RuntimeError> {
            Err(no())
        }
        fn elapsed_ms(&mut self, _: EventId, _: EventId) -> Result<f32, RuntimeError> {
            Err(no())
        }
        fn stream_wait_event(&mut self, _: StreamId, _: EventId) -> Result<(), RuntimeError> {
            Err(no())
        }
        fn event_query(&mut self, _: EventId) -> Result<bool, RuntimeError> {
            Err(no())
        }
        fn event_synchronize(&mut self, _: EventId) -> Result<(), RuntimeError> {
            Err(no())
        }
        fn synchronize(&mut self, _: StreamId) -> Result<(), RuntimeError> {
            Err(no())
        }
        fn begin_capture(&mut self, _: StreamId) -> Result<(), RuntimeError> {
            Err(no())
        }
        fn end_capture(&mut self, _: StreamId) -> Result<GraphId, RuntimeError> {
            Err(no())
        }
        fn launch_graph(&mut self, _: GraphId, _: StreamId) -> Result<(), RuntimeError> {
            Err(no())
        }
        fn gemm(
            &mut self,
            _: &GemmShape,
            _: DevPtr,
            _: DevPtr,
            _: DevPtr,
            beta: f32,
            algo: GemmAlgo,
            _: StreamId,
        ) -> Result<(), RuntimeError> {
            self.launches.push((algo, beta));
            match algo {
                GemmAlgo::Solution(id) if self.bad_launch.contains(&id) => {
                    Err(RuntimeError::Device(format!("launch of {id} failed")))
                }
                _ => Ok(()),
            }
        }
        fn gemm_check(&mut self, _: &GemmShape, algo: GemmAlgo) -> Result<(), RuntimeError> {
            self.checks.push(algo);
            match algo {
                GemmAlgo::Solution(id) if self.bad_check.contains(&id) => {
                    Err(RuntimeError::Device(format!("{id} not supported")))
                }
                _ => Ok(()),
            }
        }
    }

    const ID: &str = "sm_90 1300100 sha256:0123456789abcdef";

    fn key(n: u64) -> Shape {
        Shape {
            dtype: Dtype::F16,
            n,
            k: 2048,
            ldy: n,
        }
    }

    fn gs(m: u32, n: u32) -> GemmShape {
        GemmShape {
            m,
            n,
            k: 2048,
            ab_type: GemmType::F16,
            lda: 2048,
            ldb: 2048,
            ldc: n,
        }
    }

    /// Shape N=512 has solutions at buckets 128 (11) and 256 (13), a heuristic pick at 2048;
    /// N=640 a solution at 16 (17).
    fn picker(version: Option<&str>) -> GemmPicker {
        GemmPicker::from_picks(
            [
                (key(512), 128, Some(11)),
                (key(512), 256, Some(13)),
                (key(512), 2048, None),
                (key(640), 16, Some(17)),
                // A second pick for a recorded (shape, bucket) is ignored.
                (key(512), 128, Some(99)),
            ],
            Some(ID),
            "sm_90",
            version,
        )
    }

    #[test]
    fn exact_shape_and_nearest_bucket() {
        let mut p = picker(Some("1300100"));
        assert_eq!(p.solutions(), 3);
        let s = gs(1, 512);
        // Exact bucket.
        assert_eq!(p.pick(&s, 128), GemmAlgo::Solution(11));
        assert_eq!(p.pick(&s, 256), GemmAlgo::Solution(13));
        // Nearest: 150 is 22 from 128, 200 is 56 from 256.
        assert_eq!(p.pick(&s, 150), GemmAlgo::Solution(11));
        assert_eq!(p.pick(&s, 200), GemmAlgo::Solution(13));
        // Tie (192 is 64 from both): the smaller bucket.
        assert_eq!(p.pick(&s, 192), GemmAlgo::Solution(11));
        // Nearest is the heuristic pick at 2048.
        assert_eq!(p.pick(&s, 1200), GemmAlgo::Heuristic);
        // The nearest bucket outside the ×2 window: 128 > 2·63, 2·256 < 513.
        assert_eq!(p.pick(&s, 64), GemmAlgo::Solution(11));
        assert_eq!(p.pick(&s, 63), GemmAlgo::Heuristic);
        assert_eq!(p.pick(&s, 512), GemmAlgo::Solution(13));
        assert_eq!(p.pick(&s, 513), GemmAlgo::Heuristic);
        assert_eq!(p.pick(&s, 0), GemmAlgo::Heuristic);
        assert_eq!(p.pick(&gs(1, 640), 8), GemmAlgo::Solution(17));
        assert_eq!(p.pick(&gs(1, 640), 7), GemmAlgo::Heuristic);
        assert_eq!(p.pick(&gs(1, 640), 33), GemmAlgo::Heuristic);
        // Shapes the table does not name exactly: another N, K, ldy or an f32 operand.
        assert_eq!(p.pick(&gs(1, 513), 128), GemmAlgo::Heuristic);
        assert_eq!(
            p.pick(&GemmShape { k: 2047, ..s }, 128),
            GemmAlgo::Heuristic
        );
        assert_eq!(
            p.pick(&GemmShape { ldc: 520, ..s }, 128),
            GemmAlgo::Heuristic
        );
        let f32s = GemmShape {
            ab_type: GemmType::F32,
            ..s
        };
        assert_eq!(p.pick(&f32s, 128), GemmAlgo::Heuristic);
    }

    #[test]
    fn version_mismatch_or_foreign_table_ignores_the_picks() {
        assert_eq!(picker(Some("1300200")).solutions(), 0);
        assert_eq!(picker(Some("not a version")).solutions(), 0);
        assert_eq!(picker(None).solutions(), 3);
        let mut p = picker(Some("1300200"));
        assert_eq!(p.pick(&gs(128, 512), 128), GemmAlgo::Heuristic);
        // Picks of a table for another target, an unparsable id, or no table at all.
        let other = GemmPicker::from_picks([(key(512), 128, Some(11))], Some(ID), "gfx1101", None);
        assert_eq!(other.solutions(), 0);
        let bad = GemmPicker::from_picks([(key(512), 128, Some(11))], Some("x"), "sm_90", None);
        assert_eq!(bad.solutions(), 0);
        let none = GemmPicker::from_picks([(key(512), 128, Some(11))], None, "sm_90", None);
        assert_eq!(none.solutions(), 0);
    }

    #[test]
    fn the_cache_is_bounded() {
        let mut p = picker(None);
        for m in 1..=(RESOLVED_CACHE_CAPACITY as u32 + 100) {
            let want = p.resolve(&gs(m, 512), m);
            assert_eq!(p.pick(&gs(m, 512), m), want, "{m}");
            assert!(p.cached() <= RESOLVED_CACHE_CAPACITY);
        }
        assert_eq!(p.cached(), RESOLVED_CACHE_CAPACITY);
    }

    #[test]
    fn a_solution_is_checked_once() {
        let mut p = picker(None);
        let mut d = Fake::new();
        for _ in 0..3 {
            p.launch(&mut d, &gs(128, 512), 0, 0, 0, 0.0, StreamId(0))
                .expect("launch");
        }
        assert_eq!(d.checks, vec![GemmAlgo::Solution(11)]);
        assert_eq!(d.launches, vec![(GemmAlgo::Solution(11), 0.0); 3]);
        // The heuristic is never checked.
        p.launch(&mut d, &gs(2048, 512), 0, 0, 0, 1.0, StreamId(0))
            .expect("launch");
        assert_eq!(d.checks.len(), 1);
        assert_eq!(d.launches.last(), Some(&(GemmAlgo::Heuristic, 1.0)));
    }

    #[test]
    fn beta_zero_falls_back_for_good() {
        let mut p = picker(None);
        let mut d = Fake::new();
        d.bad_check = vec![11];
        p.launch(&mut d, &gs(128, 512), 0, 0, 0, 0.0, StreamId(0))
            .expect("falls back");
        assert_eq!(d.launches, vec![(GemmAlgo::Heuristic, 0.0)]);
        // Remembered: other token counts that resolve to 11 get the heuristic, unchecked.
        assert_eq!(p.pick(&gs(100, 512), 100), GemmAlgo::Heuristic);
        p.launch(&mut d, &gs(128, 512), 0, 0, 0, 1.0, StreamId(0))
            .expect("heuristic, even with beta 1");
        assert_eq!(d.checks.len(), 1);
        // The other solution of the shape still runs.
        assert_eq!(p.pick(&gs(512, 512), 512), GemmAlgo::Solution(13));

        // A failed launch (not check) with beta 0: redone with the heuristic, remembered.
        d.bad_launch = vec![13];
        p.launch(&mut d, &gs(512, 512), 0, 0, 0, 0.0, StreamId(0))
            .expect("redone");
        let tail: Vec<_> = d.launches.iter().rev().take(2).rev().copied().collect();
        assert_eq!(
            tail,
            vec![(GemmAlgo::Solution(13), 0.0), (GemmAlgo::Heuristic, 0.0)]
        );
        assert_eq!(p.pick(&gs(512, 512), 512), GemmAlgo::Heuristic);
    }

    #[test]
    fn beta_nonzero_failure_is_a_hard_error() {
        let mut p = picker(None);
        let mut d = Fake::new();
        d.bad_check = vec![11];
        let e = p
            .launch(&mut d, &gs(128, 512), 0, 0, 0, 1.0, StreamId(0))
            .expect_err("hard error");
        assert!(e.to_string().contains("solution 11"), "{e}");
        assert!(d.launches.is_empty());
        // A failed launch with beta ≠ 0 is not redone.
        d.bad_launch = vec![13];
        let e = p
            .launch(&mut d, &gs(512, 512), 0, 0, 0, 0.5, StreamId(0))
            .expect_err("hard error");
        assert!(e.to_string().contains("beta 0.5"), "{e}");
        assert_eq!(d.launches, vec![(GemmAlgo::Solution(13), 0.5)]);
    }
}
