//! The expert-cache and CAR command-line flags, as one clap `Args` group that `generate`,
//! `logits`, `bench` and `serve` flatten, and their conversion into the module's configs.

use std::path::PathBuf;

use clap::Args;

use crate::error::RuntimeError;

use super::car::{CAR_DAMPEN_REFUSAL, CarConfig, CarFlags, CarSource};
use super::policy::PolicyConfig;

/// Expert residency, routing profiles, the adaptive policy and cache-aware routing.
#[derive(Args, Debug, Clone, Default, PartialEq)]
pub struct ExpertArgs {
    /// Expert slots in all, split evenly over the MoE layers (remainder to the last); on the CPU
    /// this runs a simulated cache (default: sized from the device budget; none on the CPU).
    #[arg(long, value_name = "N")]
    pub expert_slots: Option<usize>,
    /// Startup residency from an STRP routing profile.
    #[arg(long, value_name = "FILE")]
    pub expert_profile: Option<PathBuf>,
    /// Write the learned routing profile (STRP) here on clean exit.
    #[arg(long, value_name = "FILE")]
    pub expert_profile_save: Option<PathBuf>,
    /// Cache-aware routing threshold: a missed expert is replaced by the best resident one when
    /// the router's probability ratio is at least this (default 0.35 wherever a residency exists,
    /// else $STRATA_CAR_THRESHOLD; 1.0 or more = off).
    #[arg(long, value_name = "X")]
    pub car_threshold: Option<f64>,
    /// CAR is off for the first N tokens of a sequence (default 0, or $STRATA_CAR_WARMUP).
    #[arg(long, value_name = "N")]
    pub car_warmup: Option<u64>,
    /// Most non-free substitutions per token per layer; 0 = unlimited (default, or
    /// $STRATA_CAR_BUDGET).
    #[arg(long, value_name = "N")]
    pub car_budget: Option<u32>,
    /// Substitutions with a ratio at least this do not spend the budget (default inf, or
    /// $STRATA_CAR_FREE_RATIO).
    #[arg(long, value_name = "R")]
    pub car_free_ratio: Option<f64>,
    /// Not supported (accepted only to be refused with an explanation).
    #[arg(long, hide = true, num_args = 0..=1, default_missing_value = "", value_name = "X")]
    pub car_dampen: Option<String>,
    /// Decode rounds between adaptive-policy rounds [default: 4].
    #[arg(long, value_name = "N")]
    pub policy_interval: Option<u32>,
    /// Usage decay per policy round [default: 0.7].
    #[arg(long, value_name = "F")]
    pub policy_decay: Option<f64>,
    /// Least decayed usage for a non-resident expert to be admitted [default: 2.0].
    #[arg(long, value_name = "U")]
    pub policy_fill: Option<f64>,
    /// A swap needs u_in ≥ u_out + this [default: 1.5].
    #[arg(long, value_name = "U")]
    pub policy_margin: Option<f64>,
    /// Most expert moves per policy round; 0 freezes the residency [default: 96].
    #[arg(long, value_name = "N")]
    pub policy_max_moves: Option<usize>,
}

impl ExpertArgs {
    /// Refuses flags that do not exist as features (`--car-dampen`).
    pub fn check(&self) -> Result<(), RuntimeError> {
        if self.car_dampen.is_some() {
            return Err(RuntimeError::InvalidArgument(CAR_DAMPEN_REFUSAL.to_owned()));
        }
        Ok(())
    }

    /// The CAR flags as given.
    pub fn car_flags(&self) -> CarFlags {
        CarFlags {
            threshold: self.car_threshold,
            warmup: self.car_warmup,
            budget: self.car_budget,
            free_ratio: self.car_free_ratio,
        }
    }

    /// Whether any CAR flag was given (a path CAR is not wired into refuses them).
    pub fn asks_for_car(&self) -> bool {
        self.car_flags() != CarFlags::default()
    }

    /// The CAR config from these flags and the process environment (flags win); refuses
    /// `--car-dampen`.
    pub fn car_config(&self) -> Result<(CarConfig, CarSource), RuntimeError> {
        self.car_config_with(|k| std::env::var(k).ok())
    }

    /// [`Self::car_config`] with the environment read through `env`.
    pub fn car_config_with(
        &self,
        env: impl Fn(&str) -> Option<String>,
    ) -> Result<(CarConfig, CarSource), RuntimeError> {
        self.check()?;
        CarConfig::resolve(self.car_flags(), env)
    }

    /// The policy config: each flag given replaces its default; checked.
    pub fn policy_config(&self) -> Result<PolicyConfig, RuntimeError> {
        let d = PolicyConfig::default();
        let cfg = PolicyConfig {
            interval: self.policy_interval.unwrap_or(d.interval),
            decay: self.policy_decay.unwrap_or(d.decay),
            fill: self.policy_fill.unwrap_or(d.fill),
            margin: self.policy_margin.unwrap_or(d.margin),
            max_moves: self.policy_max_moves.unwrap_or(d.max_moves),
        };
        cfg.validate()?;
        Ok(cfg)
    }
}

#[cfg(test)]
mod tests {
    use clap::Parser;

    use super::*;

    #[derive(Parser)]
    struct Cli {
        #[command(flatten)]
        experts: ExpertArgs,
    }

    fn parse(args: &[&str]) -> Result<ExpertArgs, clap::Error> {
        let mut argv = vec!["x"];
        argv.extend_from_slice(args);
        Cli::try_parse_from(argv).map(|c| c.experts)
    }

    #[test]
    fn flags_parse_and_convert() {
        let a = parse(&[
            "--expert-slots",
            "12",
            "--car-threshold",
            "0.5",
            "--car-budget",
            "2",
            "--policy-interval",
            "8",
            "--policy-max-moves",
            "0",
        ])
        .expect("parses");
        assert_eq!(a.expert_slots, Some(12));
        assert!(a.asks_for_car());
        let (cfg, src) = a
            .car_config_with(|k| (k == "STRATA_CAR_THRESHOLD").then(|| "0.1".to_owned()))
            .expect("valid");
        assert_eq!((cfg.threshold, cfg.budget, src), (0.5, 2, CarSource::Flag));
        let p = a.policy_config().expect("valid");
        assert_eq!((p.interval, p.max_moves, p.decay), (8, 0, 0.7));
        assert!(!parse(&[]).expect("parses").asks_for_car());
    }

    #[test]
    fn car_dampen_is_accepted_by_the_parser_only_to_be_refused() {
        for args in [&["--car-dampen"][..], &["--car-dampen", "0.5"][..]] {
            let a = parse(args).expect("parses");
            let e = a.car_config_with(|_| None).expect_err("refused");
            assert!(e.to_string().contains("--car-dampen does not exist"), "{e}");
        }
    }

    #[test]
    fn bad_policy_values_are_refused() {
        let a = parse(&["--policy-decay", "2"]).expect("parses");
        assert!(a.policy_config().is_err());
        let a = parse(&["--policy-interval", "0"]).expect("parses");
        assert!(a.policy_config().is_err());
    }
}
