//! A fork-join thread pool whose idle workers spin briefly before sleeping, for the many short
//! parallel steps of one decoded token.
//!
//! Why not rayon: decoding one token is about 150 parallel steps (projections, expert products,
//! attention) of 10–200 µs each. A pool whose idle threads sleep on a futex pays a wake-up per
//! worker per step; on a virtual machine each wake-up is a hypervisor round trip of tens of
//! microseconds, which cost more than half of the step time at 16 threads. Here a worker that
//! has just finished a step polls the pool's state for a bounded time (`STRATA_CPU_SPIN_US`,
//! default 2000 µs) and only then sleeps, so during generation workers pick up the next step in
//! well under a microsecond, and an idle server's workers are asleep within milliseconds.
//!
//! # Protocol
//!
//! One 64-bit word holds the call state: a 32-bit epoch, an "open" bit and the count of workers
//! that joined the open call. A call stores the job, then publishes a new epoch with the open
//! bit set (release). A worker that sees a new open epoch joins it by incrementing the count
//! with a compare-and-swap (only while the call is open and the count is below the call's
//! limit), runs the job and then counts itself done. The caller runs the job too, then clears the
//! open bit (one atomic `fetch_and`, which also tells it how many workers joined) and waits until
//! that many are done. A worker that was asleep or slow simply misses the call: the caller never
//! waits for a thread that has not started, so a sleeping worker costs nothing but its share of
//! the work, and the job (borrowed from the caller's stack) is never touched after the call
//! returns.
//!
//! Sleeping uses a mutex and condition variable with a sleeper count: a worker registers as a
//! sleeper under the mutex and re-checks the state before waiting; a caller that publishes a
//! call notifies only when the count is non-zero. Both sides use sequentially consistent
//! operations on the state and the count, so at least one of them sees the other and no wake-up
//! is lost.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError, TryLockError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use crate::error::RuntimeError;

/// The open bit of the state word.
const OPEN: u64 = 1 << 31;
/// The joined-worker count of the state word.
const JOINED: u64 = OPEN - 1;

/// How long a spinning thread polls before it starts yielding its core to other runnable
/// threads (on an oversubscribed machine a pure spin would starve the thread it waits for),
/// unless `STRATA_CPU_YIELD_US` says otherwise. A yield is a system call, which on a virtual
/// machine can take microseconds, during which a new call goes unnoticed.
fn yield_after() -> Duration {
    static AFTER: std::sync::OnceLock<Duration> = std::sync::OnceLock::new();
    *AFTER.get_or_init(|| {
        let us = std::env::var("STRATA_CPU_YIELD_US")
            .ok()
            .and_then(|v| v.trim().parse::<u64>().ok())
            .unwrap_or(200);
        Duration::from_micros(us)
    })
}

/// The job of the open call, type-erased with its lifetime removed (see [`SpinPool::broadcast`]
/// for why it never outlives the borrow).
type Job = *const (dyn Fn() + Sync);

/// A calling thread's one-shot prelude, type-erased with its lifetime removed (see
/// [`with_caller_first`] for why it never outlives the borrow).
type First = *mut dyn FnMut();

thread_local! {
    /// The prelude that the next parallel call made on this thread runs on the caller, once its
    /// workers are woken and before the caller takes its own share ([`with_caller_first`]).
    static FIRST: std::cell::Cell<Option<First>> = const { std::cell::Cell::new(None) };
}

/// Runs `f` on the calling thread; the first parallel call that `f` makes on this thread (any
/// [`SpinPool`] call that reaches [`SpinPool::broadcast_with`]) runs `first` on the caller
/// right after publishing the call, so the workers start on the job while the caller runs
/// `first`, and the caller then takes its share of the job. When `f` makes no such call,
/// `first` runs after `f`. Either way `first` runs exactly once unless `f` panics first.
///
/// For the GPU executor's host points: the pool starts on a layer's CPU misses while the host
/// thread issues the device's share of the layer (launches and copies), instead of after it.
pub(crate) fn with_caller_first(first: &mut dyn FnMut(), f: &mut dyn FnMut()) {
    /// Puts back the slot's previous value when `f` returns or unwinds.
    struct Restore(Option<First>);
    impl Drop for Restore {
        fn drop(&mut self) {
            FIRST.with(|c| c.set(self.0));
        }
    }
    let ptr: *mut (dyn FnMut() + '_) = first;
    // SAFETY: only the lifetime is erased. The pointer sits in this thread's slot only while
    // this frame is live (`Restore` takes it out when `f` returns or unwinds), it is taken out
    // of the slot before it is called (so it runs at most once), and `first` is not used
    // otherwise meanwhile: every call goes through `ptr`.
    let erased: First = unsafe { std::mem::transmute::<*mut (dyn FnMut() + '_), First>(ptr) };
    let restore = Restore(FIRST.with(|c| c.replace(Some(erased))));
    f();
    // Ours is still in the slot when no parallel call took it.
    let unused = FIRST.with(std::cell::Cell::take).is_some();
    drop(restore);
    if unused {
        // SAFETY: as above; the slot no longer holds the pointer, and this frame is live.
        unsafe { (*ptr)() };
    }
}

/// Runs (and clears) the calling thread's prelude, if one is set ([`with_caller_first`]).
fn run_first() {
    if let Some(p) = FIRST.with(std::cell::Cell::take) {
        // SAFETY: set by a `with_caller_first` frame of this thread that is still live (it
        // takes the pointer out before returning), and taken out of the slot before the call.
        unsafe { (*p)() };
    }
}

struct Shared {
    /// `epoch << 32 | open bit | joined count`.
    state: AtomicU64,
    /// The most workers that may join the open call.
    limit: AtomicU64,
    /// Workers of the current call that have finished the job.
    done: AtomicU32,
    /// Set by a worker whose job panicked; the caller re-raises it.
    panicked: AtomicBool,
    /// The open call's job. Written only while no call is open and every joined worker is
    /// done; read only by a worker that has joined the open call.
    job: std::cell::UnsafeCell<Option<Job>>,
    shutdown: AtomicBool,
    sleepers: AtomicUsize,
    lock: Mutex<()>,
    wake: Condvar,
    spin: Duration,
}

// SAFETY: `job` is the only non-Sync field; the protocol above orders every write to it before
// the release store that opens a call and every read after the acquire CAS that joins it, and
// no write happens while a joined worker may still read it.
unsafe impl Sync for Shared {}
// SAFETY: as above; the raw job pointer is only dereferenced under that protocol.
unsafe impl Send for Shared {}

impl Shared {
    fn locked(&self) -> MutexGuard<'_, ()> {
        // The mutex guards no data (only the sleep hand-shake), so a poisoned lock is harmless.
        self.lock.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// The pool: `workers` threads beside the calling thread.
pub(crate) struct SpinPool {
    shared: Arc<Shared>,
    handles: Vec<JoinHandle<()>>,
    /// Serialises calls: a second concurrent (or nested) call runs on its own thread alone.
    call: Mutex<()>,
}

impl SpinPool {
    /// Starts `workers` threads that spin for `spin` after each call before sleeping.
    pub(crate) fn new(workers: usize, spin: Duration) -> Result<Self, RuntimeError> {
        let shared = Arc::new(Shared {
            state: AtomicU64::new(0),
            limit: AtomicU64::new(0),
            done: AtomicU32::new(0),
            panicked: AtomicBool::new(false),
            job: std::cell::UnsafeCell::new(None),
            shutdown: AtomicBool::new(false),
            sleepers: AtomicUsize::new(0),
            lock: Mutex::new(()),
            wake: Condvar::new(),
            spin,
        });
        let mut pool = SpinPool {
            shared,
            handles: Vec::with_capacity(workers),
            call: Mutex::new(()),
        };
        for i in 0..workers {
            let shared = Arc::clone(&pool.shared);
            let handle = std::thread::Builder::new()
                .name(format!("strata-cpu-{i}"))
                .spawn(move || worker(&shared))
                .map_err(|e| {
                    RuntimeError::InvalidArgument(format!("cannot start CPU pool thread: {e}"))
                })?;
            // On an error the threads started so far are stopped by `Drop`.
            pool.handles.push(handle);
        }
        Ok(pool)
    }

    /// The spin time from `STRATA_CPU_SPIN_US` (microseconds), else 2000 µs.
    pub(crate) fn spin_from_env() -> Duration {
        let us = std::env::var("STRATA_CPU_SPIN_US")
            .ok()
            .and_then(|v| v.trim().parse::<u64>().ok())
            .unwrap_or(2000);
        Duration::from_micros(us)
    }

    /// Calls `f` once on every item, on the calling thread and up to `items.len() - 1`
    /// workers, which take items in order from one counter. The items stay owned here (a
    /// worker gets `&mut`), so nothing is freed on a thread other than the one that allocated
    /// it: cross-thread frees contend on the allocator's arena lock.
    pub(crate) fn for_each<T: Send>(&self, items: &mut [T], f: &(dyn Fn(&mut T) + Sync)) {
        let helpers = items.len().saturating_sub(1);
        let slots: Vec<Mutex<&mut T>> = items.iter_mut().map(Mutex::new).collect();
        let next = AtomicUsize::new(0);
        self.broadcast(helpers, &|| {
            while let Some(slot) = slots.get(next.fetch_add(1, Ordering::Relaxed)) {
                // Each index is handed out once, so each lock is uncontended; a poisoned lock
                // can only follow a panic, which `broadcast` re-raises in the caller.
                let mut item = slot.lock().unwrap_or_else(PoisonError::into_inner);
                f(&mut item);
            }
        });
    }

    /// Runs items `0..n` as one call: the calling thread and up to `n - 1` workers take them
    /// in order from one counter. Before running item `i`, a thread waits until every
    /// `(c, need)` of `gate(i)` holds (`counters[c] ≥ need`); when item `i` returns (or
    /// unwinds), one is added to `counters[c]` for `done(i) = Some(c)`.
    ///
    /// This lets dependent steps share one fork-join instead of one each (a decode token's
    /// expert products and their activation, the passes of its attention): a step waits only
    /// for the items it reads, while the other threads go on with later items. The caller must
    /// order the items so that an item only waits on counters that items of *lower* index add
    /// to: those were taken from the counter before it, each by a thread that is running it
    /// and waits only on items lower still, so every wait ends (with one thread, the items run
    /// in order and no wait is ever needed). A panicking item still counts as done, so no
    /// thread waits forever; [`SpinPool::broadcast`] re-raises the panic.
    pub(crate) fn for_each_staged(
        &self,
        n: usize,
        counters: &[AtomicUsize],
        gate: &(dyn Fn(usize) -> Option<(usize, usize)> + Sync),
        done: &(dyn Fn(usize) -> Option<usize> + Sync),
        f: &(dyn Fn(usize) + Sync),
    ) {
        /// Adds the item's count when it goes out of scope, even by unwinding.
        struct Count<'a>(Option<&'a AtomicUsize>);
        impl Drop for Count<'_> {
            fn drop(&mut self) {
                if let Some(c) = self.0 {
                    c.fetch_add(1, Ordering::Release);
                }
            }
        }
        let next = AtomicUsize::new(0);
        self.broadcast(n.saturating_sub(1), &|| {
            loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= n {
                    break;
                }
                if let Some((c, need)) = gate(i)
                    && let Some(c) = counters.get(c)
                {
                    wait_for(c, need);
                }
                let _count = Count(done(i).and_then(|c| counters.get(c)));
                f(i);
            }
        });
    }

    /// Runs `job` on the calling thread and on up to `helpers` workers that are awake (or wake
    /// in time), and returns when every thread that started it has returned. `job` must split
    /// its work itself (e.g. by taking items from a shared counter) and must be correct however
    /// many threads run it, one included. A panic in any of them is re-raised here after all
    /// have stopped.
    pub(crate) fn broadcast(&self, helpers: usize, job: &(dyn Fn() + Sync)) {
        self.broadcast_with(helpers, job, &mut || job());
    }

    /// [`SpinPool::broadcast`], except that the calling thread runs `caller` instead of `job`
    /// while the workers that join run `job`; returns when `caller` has returned and every
    /// joined worker is done. Where no worker can join (no helpers, or another call in
    /// flight), only `caller` runs, so `job` must be work that may be skipped, or `caller` must
    /// do it too (as `broadcast` does).
    pub(crate) fn broadcast_with(
        &self,
        helpers: usize,
        job: &(dyn Fn() + Sync),
        caller: &mut dyn FnMut(),
    ) {
        let guard = match self.call.try_lock() {
            Ok(g) => g,
            Err(TryLockError::Poisoned(p)) => p.into_inner(),
            // Another call is in flight (another thread, or a job calling back into the pool):
            // computing alone is correct and cannot deadlock.
            Err(TryLockError::WouldBlock) => {
                run_first();
                return caller();
            }
        };
        let helpers = helpers.min(self.handles.len());
        if helpers == 0 {
            run_first();
            caller();
            drop(guard);
            return;
        }
        let s = &*self.shared;
        // SAFETY: only the lifetime is erased. The pointer is read by workers that joined this
        // call, and `Close` below does not return (even when `job` panics) before every joined
        // worker is done with it and the call is closed to new joiners.
        let erased: Job = unsafe { std::mem::transmute::<&(dyn Fn() + Sync), Job>(job) };
        // SAFETY: no call is open and every worker of the previous call is done (the previous
        // `Close` waited), so no thread reads `job` now.
        unsafe { *s.job.get() = Some(erased) };
        s.limit.store(helpers as u64, Ordering::Relaxed);
        let epoch = ((s.state.load(Ordering::Relaxed) >> 32) + 1) & 0xffff_ffff;
        s.state.store(epoch << 32 | OPEN, Ordering::SeqCst);
        if s.sleepers.load(Ordering::SeqCst) > 0 {
            let _l = s.locked();
            s.wake.notify_all();
        }
        let close = Close(s);
        // The workers are on the job now; a prelude set by `with_caller_first` runs before the
        // caller's own share (a panic in it unwinds through `close` like one in `caller`).
        run_first();
        caller();
        let t0 = crate::profile::start();
        let worker_panicked = close.finish();
        crate::profile::record("    pool: caller waits for workers", t0);
        drop(guard);
        if worker_panicked {
            panic!("a CPU pool worker panicked");
        }
    }
}

/// Waits until `c` reaches `need` (acquire, so the counted items' writes are visible):
/// spinning, then yielding after [`yield_after`] (the items waited for may be on a thread the
/// system has descheduled).
fn wait_for(c: &AtomicUsize, need: usize) {
    if c.load(Ordering::Acquire) >= need {
        return;
    }
    let t0 = crate::profile::start();
    let start = Instant::now();
    let mut n = 0u32;
    while c.load(Ordering::Acquire) < need {
        n = n.wrapping_add(1);
        if n.is_multiple_of(64) && start.elapsed() > yield_after() {
            std::thread::yield_now();
        } else {
            std::hint::spin_loop();
        }
    }
    // Summed over every thread that waited (not the caller's wall time, unlike the spans).
    crate::profile::record("    pool: staged waits (all threads)", t0);
}

/// Closes the open call and waits for its joined workers: by [`Close::finish`], or when dropped
/// while the caller's own share of the job unwinds.
struct Close<'a>(&'a Shared);

impl Close<'_> {
    /// Closes the call and reports whether a worker's share of the job panicked.
    fn finish(self) -> bool {
        let s = self.0;
        drop(self);
        s.panicked.swap(false, Ordering::AcqRel)
    }
}

impl Drop for Close<'_> {
    fn drop(&mut self) {
        let s = self.0;
        let joined = (s.state.fetch_and(!OPEN, Ordering::AcqRel) & JOINED) as u32;
        let start = Instant::now();
        let mut n = 0u32;
        while s.done.load(Ordering::Acquire) < joined {
            n = n.wrapping_add(1);
            if n.is_multiple_of(64) && start.elapsed() > yield_after() {
                std::thread::yield_now();
            } else {
                std::hint::spin_loop();
            }
        }
        s.done.store(0, Ordering::Relaxed);
        if std::thread::panicking() {
            // The caller's own panic propagates; a worker's would only be reported later.
            s.panicked.store(false, Ordering::Relaxed);
        }
        // SAFETY: the call is closed and every joined worker is done.
        unsafe { *s.job.get() = None };
    }
}

impl Drop for SpinPool {
    fn drop(&mut self) {
        self.shared.shutdown.store(true, Ordering::SeqCst);
        {
            let _l = self.shared.locked();
            self.shared.wake.notify_all();
        }
        for h in self.handles.drain(..) {
            // A worker never panics outside a job (jobs are caught), so joining cannot fail in
            // a way worth reporting from a destructor.
            let _ = h.join();
        }
    }
}

/// A worker: waits for a new open call (spinning, then sleeping), joins it and runs its job.
fn worker(s: &Shared) {
    let mut seen = s.state.load(Ordering::Acquire) >> 32;
    loop {
        // Wait for an epoch other than the last one seen.
        let mut state = s.state.load(Ordering::Acquire);
        let start = Instant::now();
        let mut n = 0u32;
        while state >> 32 == seen {
            if s.shutdown.load(Ordering::Relaxed) {
                return;
            }
            n = n.wrapping_add(1);
            if n.is_multiple_of(64) {
                let waited = start.elapsed();
                if waited > s.spin {
                    state = sleep(s, seen);
                    continue;
                }
                if waited > yield_after() {
                    std::thread::yield_now();
                }
            } else {
                std::hint::spin_loop();
            }
            state = s.state.load(Ordering::Acquire);
        }
        if s.shutdown.load(Ordering::Relaxed) {
            return;
        }
        seen = state >> 32;
        // Join while the call is open and below its limit; otherwise it is missed.
        let joined = loop {
            if state >> 32 != seen
                || state & OPEN == 0
                || state & JOINED >= s.limit.load(Ordering::Relaxed)
            {
                break false;
            }
            match s.state.compare_exchange_weak(
                state,
                state + 1,
                Ordering::AcqRel,
                Ordering::Acquire,
            ) {
                Ok(_) => break true,
                Err(now) => state = now,
            }
        };
        if !joined {
            continue;
        }
        // SAFETY: this worker joined the open call, so the job was stored before the call was
        // published and stays valid until this worker counts itself done.
        if let Some(job) = unsafe { *s.job.get() } {
            // SAFETY: see above; the caller's borrow outlives this use.
            let job = unsafe { &*job };
            if catch_unwind(AssertUnwindSafe(job)).is_err() {
                s.panicked.store(true, Ordering::Release);
            }
        }
        s.done.fetch_add(1, Ordering::AcqRel);
    }
}

/// Sleeps until the epoch differs from `seen` or the pool shuts down; returns the state then.
fn sleep(s: &Shared, seen: u64) -> u64 {
    let mut l = s.locked();
    s.sleepers.fetch_add(1, Ordering::SeqCst);
    loop {
        let state = s.state.load(Ordering::SeqCst);
        if state >> 32 != seen || s.shutdown.load(Ordering::SeqCst) {
            s.sleepers.fetch_sub(1, Ordering::SeqCst);
            return state;
        }
        l = s.wake.wait(l).unwrap_or_else(PoisonError::into_inner);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_item_runs_once_across_many_calls() {
        let pool = SpinPool::new(3, Duration::from_micros(200)).unwrap();
        for round in 0..2000usize {
            let n = round % 37;
            let hits: Vec<AtomicUsize> = (0..n).map(|_| AtomicUsize::new(0)).collect();
            let mut items: Vec<usize> = (0..n).collect();
            let seen: Vec<AtomicUsize> = (0..n).map(|_| AtomicUsize::new(0)).collect();
            pool.for_each(&mut items, &|i| {
                seen[*i].fetch_add(1, Ordering::Relaxed);
            });
            assert!(seen.iter().all(|h| h.load(Ordering::Relaxed) == 1));
            let next = AtomicUsize::new(0);
            pool.broadcast(round % 5, &|| {
                while let Some(h) = hits.get(next.fetch_add(1, Ordering::Relaxed)) {
                    h.fetch_add(1, Ordering::Relaxed);
                }
            });
            assert!(hits.iter().all(|h| h.load(Ordering::Relaxed) == 1));
            if round % 500 == 0 {
                // Let the workers fall asleep, so the wake-up path is exercised too.
                std::thread::sleep(Duration::from_millis(2));
            }
        }
    }

    /// The caller runs its own closure, never the job; joined workers run the job; the call
    /// returns only after both (a worker that joins takes the job's items while the caller
    /// waits, so a caller that waits long enough sees them all taken).
    #[test]
    fn broadcast_with_runs_the_caller_apart_from_the_job() {
        let pool = SpinPool::new(3, Duration::from_micros(200)).unwrap();
        // A worker that starts after a call was published skips it: let them start.
        std::thread::sleep(Duration::from_millis(50));
        for round in 0..200usize {
            let next = AtomicUsize::new(0);
            let ran = AtomicUsize::new(0);
            let mut calls = 0;
            let caller = std::thread::current().id();
            pool.broadcast_with(
                2,
                &|| {
                    assert_ne!(
                        std::thread::current().id(),
                        caller,
                        "the job ran on the caller"
                    );
                    while next.fetch_add(1, Ordering::Relaxed) < 100 {
                        ran.fetch_add(1, Ordering::Relaxed);
                    }
                },
                &mut || {
                    calls += 1;
                    if round % 20 == 0 {
                        // Long enough for a worker (even a woken one) to join and finish.
                        let t0 = Instant::now();
                        while ran.load(Ordering::Relaxed) < 100
                            && t0.elapsed() < Duration::from_secs(5)
                        {
                            std::thread::yield_now();
                        }
                    }
                },
            );
            assert_eq!(calls, 1);
            let ran = ran.load(Ordering::Relaxed);
            assert!(ran <= 100, "{ran}");
            if round % 20 == 0 {
                assert_eq!(ran, 100, "a worker joined while the caller waited");
            }
        }
        // No helpers: only the caller runs.
        let mut calls = 0;
        pool.broadcast_with(0, &|| panic!("no worker may run this"), &mut || calls += 1);
        assert_eq!(calls, 1);
    }

    /// `with_caller_first`: the prelude runs once, on the caller, inside the first parallel call
    /// (after its workers were handed the job, before the caller's own share) and never in a
    /// later one; after `f` when `f` makes no call; before the caller alone when no worker can
    /// join; a nested prelude restores the outer one; and a panic in `f` leaves no prelude
    /// behind for the next call.
    #[test]
    fn with_caller_first_runs_once_where_the_caller_joins() {
        let pool = SpinPool::new(3, Duration::from_micros(200)).unwrap();
        std::thread::sleep(Duration::from_millis(50));
        let caller = std::thread::current().id();
        for round in 0..200usize {
            let ran = AtomicBool::new(false);
            let firsts = AtomicUsize::new(0);
            let taken = AtomicUsize::new(0);
            let next = AtomicUsize::new(0);
            let job = || {
                if std::thread::current().id() == caller {
                    assert!(
                        ran.load(Ordering::Relaxed),
                        "the caller's share ran before first"
                    );
                }
                while next.fetch_add(1, Ordering::Relaxed) < 100 {
                    taken.fetch_add(1, Ordering::Relaxed);
                }
            };
            with_caller_first(
                &mut || {
                    assert_eq!(std::thread::current().id(), caller);
                    firsts.fetch_add(1, Ordering::Relaxed);
                    if round % 20 == 0 {
                        // Long enough for a worker to join and take every item meanwhile.
                        let t0 = Instant::now();
                        while taken.load(Ordering::Relaxed) < 100
                            && t0.elapsed() < Duration::from_secs(5)
                        {
                            std::thread::yield_now();
                        }
                        assert_eq!(taken.load(Ordering::Relaxed), 100, "no worker took the job");
                    }
                    ran.store(true, Ordering::Relaxed);
                },
                &mut || {
                    pool.broadcast(2, &job);
                    // A second call in `f` does not run the prelude again.
                    pool.broadcast(2, &|| {});
                },
            );
            assert_eq!(firsts.load(Ordering::Relaxed), 1);
            assert_eq!(taken.load(Ordering::Relaxed), 100);
        }
        // No parallel call in `f`: the prelude runs after it.
        let cell = Mutex::new(Vec::new());
        with_caller_first(&mut || cell.lock().unwrap().push("first"), &mut || {
            cell.lock().unwrap().push("f")
        });
        assert_eq!(*cell.lock().unwrap(), ["f", "first"]);
        // No helpers: the prelude runs before the caller's job.
        let cell = Mutex::new(Vec::new());
        with_caller_first(&mut || cell.lock().unwrap().push("first"), &mut || {
            pool.broadcast(0, &|| cell.lock().unwrap().push("job"));
            cell.lock().unwrap().push("f done");
        });
        assert_eq!(*cell.lock().unwrap(), ["first", "job", "f done"]);
        // Nested: the inner prelude goes to the inner call, the outer one to the next call.
        let cell = Mutex::new(Vec::new());
        with_caller_first(&mut || cell.lock().unwrap().push("outer"), &mut || {
            with_caller_first(&mut || cell.lock().unwrap().push("inner"), &mut || {
                pool.broadcast(0, &|| cell.lock().unwrap().push("call 1"));
            });
            pool.broadcast(0, &|| cell.lock().unwrap().push("call 2"));
        });
        assert_eq!(
            *cell.lock().unwrap(),
            ["inner", "call 1", "outer", "call 2"]
        );
        // A panic in `f` before any call: the prelude is dropped, not left for a later call.
        let firsts = AtomicUsize::new(0);
        let r = catch_unwind(AssertUnwindSafe(|| {
            with_caller_first(
                &mut || {
                    firsts.fetch_add(1, Ordering::Relaxed);
                },
                &mut || panic!("f failed"),
            );
        }));
        assert!(r.is_err());
        pool.broadcast(2, &|| {});
        assert_eq!(firsts.load(Ordering::Relaxed), 0);
    }

    /// Staged items: each runs once, and an item that waits for a counter sees every item
    /// counted in it finished (a chain, a fan-in and no waits at all), across many calls of
    /// 1–4 threads, awake and woken; a panicking item still lets its waiters go on.
    #[test]
    fn staged_items_run_once_after_what_they_wait_for() {
        for workers in 0..4 {
            let pool = SpinPool::new(workers, Duration::from_micros(200)).unwrap();
            for round in 0..400usize {
                // Stage s of `width` items waits for all of stage s − 1 (counter s − 1).
                let (stages, width) = (1 + round % 5, 1 + round % 7);
                let n = stages * width;
                let counters: Vec<AtomicUsize> = (0..stages).map(|_| AtomicUsize::new(0)).collect();
                let finished: Vec<AtomicBool> = (0..n).map(|_| AtomicBool::new(false)).collect();
                let runs: Vec<AtomicUsize> = (0..n).map(|_| AtomicUsize::new(0)).collect();
                pool.for_each_staged(
                    n,
                    &counters,
                    &|i| (i >= width).then(|| (i / width - 1, width)),
                    &|i| Some(i / width),
                    &|i| {
                        runs[i].fetch_add(1, Ordering::Relaxed);
                        if i >= width {
                            let s = i / width - 1;
                            let before = &finished[s * width..(s + 1) * width];
                            assert!(before.iter().all(|f| f.load(Ordering::Relaxed)));
                        }
                        finished[i].store(true, Ordering::Relaxed);
                    },
                );
                assert!(runs.iter().all(|r| r.load(Ordering::Relaxed) == 1));
                if round % 100 == 0 {
                    std::thread::sleep(Duration::from_millis(2));
                }
            }
            let counters = [AtomicUsize::new(0)];
            let r = catch_unwind(AssertUnwindSafe(|| {
                pool.for_each_staged(
                    4,
                    &counters,
                    &|i| (i == 3).then_some((0, 3)),
                    &|i| (i < 3).then_some(0),
                    &|i| {
                        if i == 1 {
                            panic!("boom");
                        }
                    },
                );
            }));
            assert!(r.is_err());
        }
    }

    #[test]
    fn a_worker_panic_reaches_the_caller_and_the_pool_survives() {
        let pool = SpinPool::new(2, Duration::from_millis(50)).unwrap();
        let caller = std::thread::current().id();
        let r = catch_unwind(AssertUnwindSafe(|| {
            for _ in 0..1000 {
                pool.broadcast(2, &|| {
                    if std::thread::current().id() != caller {
                        panic!("boom");
                    }
                    std::thread::sleep(Duration::from_micros(200));
                });
            }
        }));
        assert!(r.is_err());
        let count = AtomicUsize::new(0);
        pool.broadcast(2, &|| {
            count.fetch_add(1, Ordering::Relaxed);
        });
        assert!(count.load(Ordering::Relaxed) >= 1);
    }

    #[test]
    fn nested_and_concurrent_calls_compute_alone() {
        let pool = Arc::new(SpinPool::new(2, Duration::from_micros(100)).unwrap());
        let total = AtomicUsize::new(0);
        pool.broadcast(2, &|| {
            pool.broadcast(2, &|| {
                total.fetch_add(1, Ordering::Relaxed);
            });
        });
        assert!(total.load(Ordering::Relaxed) >= 1);
        let threads: Vec<_> = (0..4)
            .map(|_| {
                let pool = Arc::clone(&pool);
                std::thread::spawn(move || {
                    for _ in 0..500 {
                        let c = AtomicUsize::new(0);
                        pool.broadcast(2, &|| {
                            c.fetch_add(1, Ordering::Relaxed);
                        });
                        assert!(c.load(Ordering::Relaxed) >= 1);
                    }
                })
            })
            .collect();
        for t in threads {
            t.join().unwrap();
        }
    }
}
