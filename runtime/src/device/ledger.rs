//! The VRAM ledger: one account of every device allocation against the `--vram-budget-mib`
//! contract.
//!
//! Of a budget of `B` MiB the runtime keeps a reserve (driver contexts, kernels, library
//! workspaces it does not allocate itself) and a slack (fragmentation, rounding inside the
//! driver); the ledger tracks the rest, `B − reserve − slack` (defaults 10240 − 1024 − 256 = 8960
//! MiB). Every allocation is rounded up to [`ALLOC_ROUNDING`] (64 KiB, the granularity device
//! allocators hand out), charged *before* the driver is asked for memory, and refused with an
//! error naming the request and what is left when it would cross the tracked total. A
//! [`Charge`] gives back exactly what it took when dropped, so `used` returns to its previous
//! value; `peak` is the most ever in use at once (for bench JSON and `/metrics`). Free memory a
//! driver reports is clamped to what the ledger still allows ([`Ledger::clamp_free`]), so code
//! sizing a cache from "free memory" can never plan past the budget.
//!
//! The ledger is a cheap handle (`Clone`, `Send + Sync`) around one mutex-protected account, so
//! the executor, the expert cache and the KV cache charge the same budget from any thread.

use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use crate::error::RuntimeError;

/// Bytes in a MiB.
const MIB: u64 = 1 << 20;

/// Every allocation is rounded up to a multiple of this.
pub const ALLOC_ROUNDING: u64 = 64 * 1024;

/// `bytes` rounded up to [`ALLOC_ROUNDING`] (saturating at the largest multiple below 2^64).
pub fn round_alloc(bytes: u64) -> u64 {
    bytes
        .div_ceil(ALLOC_ROUNDING)
        .checked_mul(ALLOC_ROUNDING)
        .unwrap_or(u64::MAX - (u64::MAX % ALLOC_ROUNDING))
}

/// The budget and what the runtime keeps out of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LedgerConfig {
    /// The whole VRAM contract (`--vram-budget-mib`).
    pub budget_mib: u64,
    /// Kept for what the runtime does not allocate itself (contexts, modules, libraries).
    pub reserve_mib: u64,
    /// Kept for fragmentation and the driver's own rounding.
    pub slack_mib: u64,
}

impl Default for LedgerConfig {
    fn default() -> Self {
        Self {
            budget_mib: 10240,
            reserve_mib: 1024,
            slack_mib: 256,
        }
    }
}

impl LedgerConfig {
    /// The default reserve and slack with a budget of `budget_mib`.
    pub fn with_budget_mib(budget_mib: u64) -> Self {
        Self {
            budget_mib,
            ..Self::default()
        }
    }

    /// A budget and reserve from the command line: `None` keeps the default of each
    /// (`--vram-budget-mib`, `--vram-reserve-mib`).
    pub fn from_args(budget_mib: Option<u64>, reserve_mib: Option<u64>) -> Self {
        let d = Self::default();
        Self {
            budget_mib: budget_mib.unwrap_or(d.budget_mib),
            reserve_mib: reserve_mib.unwrap_or(d.reserve_mib),
            ..d
        }
    }

    /// Bytes the ledger tracks: `(budget − reserve − slack)` MiB, 0 when the reserve and slack
    /// take everything (which [`LedgerConfig::validate`] refuses).
    pub fn tracked_bytes(&self) -> u64 {
        self.budget_mib
            .saturating_sub(self.reserve_mib)
            .saturating_sub(self.slack_mib)
            .saturating_mul(MIB)
    }

    /// Refuses a budget that leaves nothing to track after the reserve and slack.
    pub fn validate(&self) -> Result<(), RuntimeError> {
        let kept = self.reserve_mib.saturating_add(self.slack_mib);
        if self.budget_mib <= kept {
            return Err(RuntimeError::InvalidArgument(format!(
                "a VRAM budget of {} MiB leaves nothing to allocate: the runtime keeps {} MiB \
                 (reserve {} MiB + slack {} MiB); give more than {kept} MiB",
                self.budget_mib, kept, self.reserve_mib, self.slack_mib
            )));
        }
        Ok(())
    }
}

/// Bytes as MiB for messages.
pub fn mib(bytes: u64) -> f64 {
    bytes as f64 / MIB as f64
}

#[derive(Debug, Default)]
struct Account {
    used: u64,
    peak: u64,
}

#[derive(Debug)]
struct Inner {
    cfg: LedgerConfig,
    tracked: u64,
    account: Mutex<Account>,
}

impl Inner {
    /// The account. A panic elsewhere while the lock was held cannot leave it half-updated
    /// (every update is one assignment pair under the lock), so a poisoned lock is still used.
    fn lock(&self) -> MutexGuard<'_, Account> {
        self.account.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// The VRAM account (see the module docs). Clones share one account.
#[derive(Debug, Clone)]
pub struct Ledger {
    inner: Arc<Inner>,
}

impl Ledger {
    /// A ledger for `cfg`; refuses a budget that leaves nothing to track.
    pub fn new(cfg: LedgerConfig) -> Result<Self, RuntimeError> {
        cfg.validate()?;
        Ok(Self {
            inner: Arc::new(Inner {
                cfg,
                tracked: cfg.tracked_bytes(),
                account: Mutex::new(Account::default()),
            }),
        })
    }

    /// The configuration the ledger was made with.
    pub fn config(&self) -> LedgerConfig {
        self.inner.cfg
    }

    /// Charges an allocation of `bytes` (rounded up to 64 KiB) for `what`, before the caller
    /// allocates anything. Refused, with both numbers and `what` in the error, when it would
    /// take the ledger past what it tracks; nothing is charged then.
    pub fn charge(&self, bytes: u64, what: &str) -> Result<Charge, RuntimeError> {
        let rounded = round_alloc(bytes);
        let mut acct = self.inner.lock();
        let available = self.inner.tracked - acct.used;
        if rounded > available {
            return Err(RuntimeError::VramBudget {
                what: what.to_string(),
                requested: rounded,
                available,
                tracked: self.inner.tracked,
            });
        }
        acct.used += rounded;
        acct.peak = acct.peak.max(acct.used);
        drop(acct);
        Ok(Charge {
            ledger: self.clone(),
            bytes: rounded,
        })
    }

    /// Bytes charged now.
    pub fn used(&self) -> u64 {
        self.inner.lock().used
    }

    /// The most bytes ever charged at once.
    pub fn peak(&self) -> u64 {
        self.inner.lock().peak
    }

    /// Bytes the ledger tracks (the budget less reserve and slack).
    pub fn tracked(&self) -> u64 {
        self.inner.tracked
    }

    /// Bytes that may still be charged.
    pub fn available(&self) -> u64 {
        self.inner.tracked - self.inner.lock().used
    }

    /// The free memory a driver reported, clamped to what the ledger still allows.
    pub fn clamp_free(&self, driver_free: u64) -> u64 {
        driver_free.min(self.available())
    }

    fn release(&self, bytes: u64) {
        let mut acct = self.inner.lock();
        debug_assert!(acct.used >= bytes, "released more than was charged");
        acct.used = acct.used.saturating_sub(bytes);
    }
}

/// One charged allocation; dropping it gives exactly its bytes back to the ledger. The
/// allocation it accounts for must be freed before or with it.
#[derive(Debug)]
pub struct Charge {
    ledger: Ledger,
    bytes: u64,
}

impl Charge {
    /// The bytes charged (the request rounded up to 64 KiB).
    pub fn bytes(&self) -> u64 {
        self.bytes
    }
}

impl Drop for Charge {
    fn drop(&mut self) {
        self.ledger.release(self.bytes);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const KIB: u64 = 1024;

    fn small(budget_mib: u64) -> Ledger {
        Ledger::new(LedgerConfig {
            budget_mib,
            reserve_mib: 2,
            slack_mib: 1,
        })
        .expect("ledger")
    }

    #[test]
    fn defaults_track_8960_mib() {
        let cfg = LedgerConfig::default();
        assert_eq!(cfg.tracked_bytes(), 8960 * MIB);
        let l = Ledger::new(cfg).expect("ledger");
        assert_eq!(l.tracked(), 8960 * MIB);
        assert_eq!(l.available(), 8960 * MIB);
        assert_eq!(
            LedgerConfig::with_budget_mib(4096).tracked_bytes(),
            2816 * MIB
        );
        // `--vram-reserve-mib` alone, the budget alone, both, neither.
        assert_eq!(
            LedgerConfig::from_args(None, Some(512)).tracked_bytes(),
            (10240 - 512 - 256) * MIB
        );
        assert_eq!(
            LedgerConfig::from_args(Some(4096), None),
            LedgerConfig::with_budget_mib(4096)
        );
        assert_eq!(
            LedgerConfig::from_args(Some(4096), Some(0)).tracked_bytes(),
            (4096 - 256) * MIB
        );
        assert_eq!(LedgerConfig::from_args(None, None), LedgerConfig::default());
    }

    #[test]
    fn rounds_to_64_kib() {
        assert_eq!(round_alloc(0), 0);
        assert_eq!(round_alloc(1), 64 * KIB);
        assert_eq!(round_alloc(64 * KIB), 64 * KIB);
        assert_eq!(round_alloc(64 * KIB + 1), 128 * KIB);
        assert_eq!(round_alloc(u64::MAX) % ALLOC_ROUNDING, 0);
        let l = small(4);
        let c = l.charge(100, "tiny").expect("fits");
        assert_eq!(c.bytes(), 64 * KIB);
        assert_eq!(l.used(), 64 * KIB);
    }

    #[test]
    fn refuses_before_allocating_and_names_both_numbers() {
        let l = small(4); // 1 MiB tracked
        let a = l.charge(768 * KIB, "weights").expect("fits");
        let err = l.charge(512 * KIB, "kv cache layer 3").unwrap_err();
        // Nothing was charged by the refusal.
        assert_eq!(l.used(), 768 * KIB);
        match &err {
            RuntimeError::VramBudget {
                what,
                requested,
                available,
                tracked,
            } => {
                assert_eq!(what, "kv cache layer 3");
                assert_eq!(*requested, 512 * KIB);
                assert_eq!(*available, 256 * KIB);
                assert_eq!(*tracked, MIB);
            }
            e => panic!("wrong error {e}"),
        }
        let msg = err.to_string();
        for needle in [
            "kv cache layer 3",
            "0.50 MiB",
            "524288",
            "0.25 MiB",
            "262144",
        ] {
            assert!(msg.contains(needle), "{needle:?} not in {msg}");
        }
        // Exactly what is left still fits.
        let b = l.charge(256 * KIB, "last").expect("exact fit");
        assert_eq!(l.available(), 0);
        assert!(l.charge(1, "one more byte").is_err());
        drop((a, b));
        assert_eq!(l.used(), 0);
    }

    #[test]
    fn free_restores_exactly_and_peak_stays() {
        let l = small(8);
        let a = l.charge(3 * 64 * KIB + 5, "a").expect("a");
        let before = l.used();
        let b = l.charge(1000, "b").expect("b");
        let c = l.charge(2 * MIB, "c").expect("c");
        let peak = l.used();
        drop(c);
        drop(b);
        assert_eq!(l.used(), before);
        assert_eq!(l.peak(), peak);
        assert_eq!(peak, 5 * 64 * KIB + 2 * MIB);
        drop(a);
        assert_eq!(l.used(), 0);
        assert_eq!(l.peak(), peak);
    }

    #[test]
    fn clamps_driver_free_memory() {
        let l = small(4);
        assert_eq!(l.clamp_free(100 * MIB), MIB);
        assert_eq!(l.clamp_free(1000), 1000);
        let _c = l.charge(MIB / 2, "half").expect("half");
        assert_eq!(l.clamp_free(u64::MAX), MIB / 2);
    }

    #[test]
    fn budget_without_room_is_refused() {
        for budget in [0, 1, 1279, 1280] {
            let cfg = LedgerConfig::with_budget_mib(budget);
            let e = Ledger::new(cfg).unwrap_err().to_string();
            assert!(e.contains(&format!("{budget} MiB")), "{e}");
            assert!(e.contains("1280"), "{e}");
        }
        assert!(Ledger::new(LedgerConfig::with_budget_mib(1281)).is_ok());
        let cfg = LedgerConfig {
            budget_mib: 10,
            reserve_mib: u64::MAX,
            slack_mib: u64::MAX,
        };
        assert!(cfg.validate().is_err());
        assert_eq!(cfg.tracked_bytes(), 0);
    }

    #[test]
    fn concurrent_charges_never_overcommit() {
        fn assert_send_sync<T: Send + Sync>() {}
        assert_send_sync::<Ledger>();
        assert_send_sync::<Charge>();
        // 1 MiB tracked, 16 slots of 64 KiB; 8 threads race for 4 each.
        let l = small(4);
        let held: Vec<Vec<Charge>> = std::thread::scope(|s| {
            let hs: Vec<_> = (0..8)
                .map(|i| {
                    let l = l.clone();
                    s.spawn(move || {
                        (0..4)
                            .filter_map(|j| l.charge(60 * KIB, &format!("t{i}.{j}")).ok())
                            .collect::<Vec<_>>()
                    })
                })
                .collect();
            hs.into_iter().map(|h| h.join().expect("thread")).collect()
        });
        let n: usize = held.iter().map(Vec::len).sum();
        assert_eq!(n, 16);
        assert_eq!(l.used(), MIB);
        assert_eq!(l.peak(), MIB);
        // Releasing and charging from many threads at once ends where it started.
        std::thread::scope(|s| {
            for _ in 0..4 {
                let l = l.clone();
                s.spawn(move || {
                    for _ in 0..200 {
                        if let Ok(c) = l.charge(1, "churn") {
                            drop(c);
                        }
                    }
                });
            }
            drop(held);
        });
        assert_eq!(l.used(), 0);
        assert_eq!(l.peak(), MIB);
    }
}
