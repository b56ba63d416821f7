//! The VRAM ledger: every device allocation is charged here before the driver allocates, so a
//! budget is refused up front with both numbers in the error, never discovered by an
//! out-of-memory failure halfway through a load.
//!
//! Numbers (DESIGN.md): budget 10240 MiB, minus a 1024 MiB runtime reserve (driver context,
//! BLAS workspaces) and 256 MiB slack = 8960 MiB tracked. Each charge is rounded up to 64 KiB,
//! the granularity drivers hand memory out in. Dropping a [`Charge`] gives its bytes back
//! exactly; the peak is kept for reports.
//!
//! (Minimal copy in the `gpu` branch with the API the `sched` branch defines; the lead keeps
//! sched's version at merge.)

use std::sync::{Arc, Mutex};

use crate::error::RuntimeError;

const MIB: u64 = 1 << 20;

/// The ledger's budget in MiB.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LedgerConfig {
    pub budget_mib: u64,
    pub reserve_mib: u64,
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
    /// The default reserve and slack under a budget of `budget_mib`.
    pub fn with_budget_mib(budget_mib: u64) -> Self {
        Self {
            budget_mib,
            ..Self::default()
        }
    }

    /// Bytes the ledger hands out: budget − reserve − slack (0 when they exceed the budget).
    pub fn tracked_bytes(&self) -> u64 {
        self.budget_mib
            .saturating_sub(self.reserve_mib)
            .saturating_sub(self.slack_mib)
            .saturating_mul(MIB)
    }

    /// A budget that leaves nothing to track is refused.
    pub fn validate(&self) -> Result<(), RuntimeError> {
        if self.tracked_bytes() == 0 {
            return Err(RuntimeError::InvalidArgument(format!(
                "VRAM budget {} MiB leaves nothing after the {} MiB reserve and {} MiB slack",
                self.budget_mib, self.reserve_mib, self.slack_mib
            )));
        }
        Ok(())
    }
}

/// Allocation granularity every charge is rounded to.
pub const ALLOC_ROUNDING: u64 = 64 * 1024;

/// `bytes` rounded up to [`ALLOC_ROUNDING`].
pub fn round_alloc(bytes: u64) -> u64 {
    bytes
        .div_ceil(ALLOC_ROUNDING)
        .saturating_mul(ALLOC_ROUNDING)
}

#[derive(Debug)]
struct State {
    used: u64,
    peak: u64,
}

/// The shared ledger (clones see the same counts).
#[derive(Debug, Clone)]
pub struct Ledger {
    tracked: u64,
    state: Arc<Mutex<State>>,
}

/// Bytes held against the ledger; dropping it releases them.
#[derive(Debug)]
pub struct Charge {
    bytes: u64,
    state: Arc<Mutex<State>>,
}

impl Charge {
    /// Bytes charged (already rounded).
    pub fn bytes(&self) -> u64 {
        self.bytes
    }
}

impl Drop for Charge {
    fn drop(&mut self) {
        if let Ok(mut s) = self.state.lock() {
            s.used = s.used.saturating_sub(self.bytes);
        }
    }
}

impl Ledger {
    pub fn new(cfg: LedgerConfig) -> Result<Self, RuntimeError> {
        cfg.validate()?;
        Ok(Self {
            tracked: cfg.tracked_bytes(),
            state: Arc::new(Mutex::new(State { used: 0, peak: 0 })),
        })
    }

    /// Charges `bytes` (rounded) for `what`, or refuses with both numbers.
    pub fn charge(&self, bytes: u64, what: &str) -> Result<Charge, RuntimeError> {
        let rounded = round_alloc(bytes);
        let mut s = self
            .state
            .lock()
            .map_err(|_| RuntimeError::Device("VRAM ledger lock poisoned".into()))?;
        let available = self.tracked.saturating_sub(s.used);
        if rounded > available {
            return Err(RuntimeError::VramBudget {
                what: what.to_string(),
                requested: rounded,
                available,
                tracked: self.tracked,
            });
        }
        s.used += rounded;
        s.peak = s.peak.max(s.used);
        Ok(Charge {
            bytes: rounded,
            state: Arc::clone(&self.state),
        })
    }

    pub fn used(&self) -> u64 {
        self.state.lock().map(|s| s.used).unwrap_or(0)
    }

    pub fn peak(&self) -> u64 {
        self.state.lock().map(|s| s.peak).unwrap_or(0)
    }

    pub fn tracked(&self) -> u64 {
        self.tracked
    }

    pub fn available(&self) -> u64 {
        self.tracked.saturating_sub(self.used())
    }

    /// The driver's free-memory reading, never more than the ledger has left.
    pub fn clamp_free(&self, driver_free: u64) -> u64 {
        driver_free.min(self.available())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refuses_before_allocating_and_frees_exactly() {
        let l = Ledger::new(LedgerConfig::with_budget_mib(1281)).expect("ledger");
        assert_eq!(l.tracked(), MIB);
        let a = l.charge(1, "a").expect("fits");
        assert_eq!(a.bytes(), ALLOC_ROUNDING);
        let e = l.charge(MIB, "b").expect_err("over");
        assert!(e.to_string().contains("b"), "{e}");
        drop(a);
        assert_eq!(l.used(), 0);
        assert_eq!(l.peak(), ALLOC_ROUNDING);
        assert_eq!(l.clamp_free(u64::MAX), MIB);
    }
}
