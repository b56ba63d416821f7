//! The `--device` spelling: `auto`, `cpu`, `cuda[:N]`, `hip[:N]`.
//!
//! A [`DeviceSpec`] names a device; it does not open one. `auto` is resolved by whoever knows
//! what is present: the engine probes for the plan's GPU, while `strata-rt schedule`, which
//! never touches a device, resolves it from the plan's targets alone ([`DeviceSpec::resolve_for_targets`]).

use std::fmt;
use std::str::FromStr;

use crate::error::RuntimeError;

/// The forms [`DeviceSpec::from_str`] accepts, for error messages and help text.
pub const ACCEPTED_FORMS: &str = "auto, cpu, cuda, cuda:N, hip, hip:N";

/// A device as the user names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum DeviceSpec {
    /// The plan's GPU when it is present, else the CPU.
    #[default]
    Auto,
    /// The CPU executor; no device memory.
    Cpu,
    /// NVIDIA GPU number `N` (CUDA driver ordinal).
    Cuda(u32),
    /// AMD GPU number `N` (HIP device ordinal).
    Hip(u32),
}

impl DeviceSpec {
    /// The code-object format the device runs: `"ptx"` for CUDA, `"hsaco"` for HIP; `None` for
    /// the CPU and for an unresolved `auto`.
    pub fn kernel_format(&self) -> Option<&'static str> {
        match self {
            Self::Cuda(_) => Some("ptx"),
            Self::Hip(_) => Some("hsaco"),
            Self::Auto | Self::Cpu => None,
        }
    }

    /// Whether the device is a GPU (has device memory and a VRAM budget).
    pub fn is_gpu(&self) -> bool {
        matches!(self, Self::Cuda(_) | Self::Hip(_))
    }

    /// The device a plan compiled for `target` runs on (GPU 0 of its kind); `None` for `host`
    /// and unknown targets. NVIDIA targets are `sm_*`, AMD targets `gfx*`.
    pub fn for_target(target: &str) -> Option<DeviceSpec> {
        if target.starts_with("sm_") {
            Some(Self::Cuda(0))
        } else if target.starts_with("gfx") {
            Some(Self::Hip(0))
        } else {
            None
        }
    }

    /// `auto` resolved without probing any device: the device of the first GPU target in
    /// `targets` (as if that GPU were present), else the CPU. Any other spec is returned as is.
    pub fn resolve_for_targets(self, targets: &[String]) -> DeviceSpec {
        match self {
            Self::Auto => targets
                .iter()
                .find_map(|t| Self::for_target(t))
                .unwrap_or(Self::Cpu),
            other => other,
        }
    }
}

impl fmt::Display for DeviceSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Auto => f.write_str("auto"),
            Self::Cpu => f.write_str("cpu"),
            Self::Cuda(n) => write!(f, "cuda:{n}"),
            Self::Hip(n) => write!(f, "hip:{n}"),
        }
    }
}

impl FromStr for DeviceSpec {
    type Err = RuntimeError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = || {
            RuntimeError::InvalidArgument(format!(
                "unknown device `{s}`: expected one of {ACCEPTED_FORMS} (N a device number)"
            ))
        };
        let ordinal = |n: &str| {
            // Digits only: `u32::from_str` would also take a leading `+`.
            if n.is_empty() || !n.bytes().all(|b| b.is_ascii_digit()) {
                return Err(bad());
            }
            n.parse::<u32>().map_err(|_| bad())
        };
        match s {
            "auto" => Ok(Self::Auto),
            "cpu" => Ok(Self::Cpu),
            "cuda" => Ok(Self::Cuda(0)),
            "hip" => Ok(Self::Hip(0)),
            _ => {
                if let Some(n) = s.strip_prefix("cuda:") {
                    Ok(Self::Cuda(ordinal(n)?))
                } else if let Some(n) = s.strip_prefix("hip:") {
                    Ok(Self::Hip(ordinal(n)?))
                } else {
                    Err(bad())
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_every_accepted_form() {
        let cases = [
            ("auto", DeviceSpec::Auto),
            ("cpu", DeviceSpec::Cpu),
            ("cuda", DeviceSpec::Cuda(0)),
            ("cuda:0", DeviceSpec::Cuda(0)),
            ("cuda:7", DeviceSpec::Cuda(7)),
            ("hip", DeviceSpec::Hip(0)),
            ("hip:1", DeviceSpec::Hip(1)),
            ("hip:4294967295", DeviceSpec::Hip(u32::MAX)),
        ];
        for (s, want) in cases {
            assert_eq!(s.parse::<DeviceSpec>().expect(s), want, "{s}");
        }
    }

    #[test]
    fn display_round_trips() {
        for d in [
            DeviceSpec::Auto,
            DeviceSpec::Cpu,
            DeviceSpec::Cuda(0),
            DeviceSpec::Cuda(3),
            DeviceSpec::Hip(0),
            DeviceSpec::Hip(12),
        ] {
            assert_eq!(d.to_string().parse::<DeviceSpec>().expect("parse"), d);
        }
        assert_eq!(DeviceSpec::Cuda(0).to_string(), "cuda:0");
        assert_eq!(DeviceSpec::Hip(2).to_string(), "hip:2");
    }

    #[test]
    fn anything_else_lists_the_accepted_forms() {
        for s in [
            "",
            "gpu",
            "CUDA",
            "cuda:",
            "cuda:x",
            "cuda:-1",
            "cuda:+1",
            "cuda:1:2",
            "cuda0",
            "hip:",
            "hip: 1",
            "rocm",
            "cpu:0",
            "cuda:4294967296",
            " cpu",
        ] {
            let e = s.parse::<DeviceSpec>().unwrap_err().to_string();
            assert!(e.contains(ACCEPTED_FORMS), "{s:?}: {e}");
            assert!(e.contains(&format!("`{s}`")), "{s:?}: {e}");
        }
    }

    #[test]
    fn kernel_formats_and_auto_resolution() {
        assert_eq!(DeviceSpec::Cuda(1).kernel_format(), Some("ptx"));
        assert_eq!(DeviceSpec::Hip(0).kernel_format(), Some("hsaco"));
        assert_eq!(DeviceSpec::Cpu.kernel_format(), None);
        assert_eq!(DeviceSpec::Auto.kernel_format(), None);
        let t = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        let auto = DeviceSpec::Auto;
        assert_eq!(auto.resolve_for_targets(&t(&["host"])), DeviceSpec::Cpu);
        assert_eq!(auto.resolve_for_targets(&[]), DeviceSpec::Cpu);
        assert_eq!(
            auto.resolve_for_targets(&t(&["host", "sm_90"])),
            DeviceSpec::Cuda(0)
        );
        assert_eq!(
            auto.resolve_for_targets(&t(&["gfx1101", "sm_90"])),
            DeviceSpec::Hip(0)
        );
        assert_eq!(
            DeviceSpec::Cuda(2).resolve_for_targets(&t(&["host"])),
            DeviceSpec::Cuda(2)
        );
        assert!(DeviceSpec::Hip(0).is_gpu() && !DeviceSpec::Cpu.is_gpu());
    }
}
