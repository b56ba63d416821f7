//! Device names as users write them: `auto`, `cpu`, `cuda`, `cuda:N`, `hip`, `hip:N`.
//!
//! (Minimal copy in the `gpu` branch with the API the `sched` branch defines; the lead keeps
//! sched's version at merge.)

use std::fmt;
use std::str::FromStr;

use crate::error::RuntimeError;

/// Where a plan runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum DeviceSpec {
    /// The plan's GPU target when that GPU is present, else the CPU.
    #[default]
    Auto,
    Cpu,
    Cuda(u32),
    Hip(u32),
}

impl DeviceSpec {
    /// The code-object format the device loads (`None` for the CPU and `auto`).
    pub fn kernel_format(&self) -> Option<&'static str> {
        match self {
            DeviceSpec::Cuda(_) => Some("ptx"),
            DeviceSpec::Hip(_) => Some("hsaco"),
            DeviceSpec::Auto | DeviceSpec::Cpu => None,
        }
    }
}

impl FromStr for DeviceSpec {
    type Err = RuntimeError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = || {
            RuntimeError::InvalidArgument(format!(
                "device `{s}`: expected auto, cpu, cuda, cuda:N, hip or hip:N"
            ))
        };
        let ordinal = |n: &str| n.parse::<u32>().map_err(|_| bad());
        match s {
            "auto" => Ok(DeviceSpec::Auto),
            "cpu" => Ok(DeviceSpec::Cpu),
            "cuda" => Ok(DeviceSpec::Cuda(0)),
            "hip" => Ok(DeviceSpec::Hip(0)),
            _ => match s.split_once(':') {
                Some(("cuda", n)) => Ok(DeviceSpec::Cuda(ordinal(n)?)),
                Some(("hip", n)) => Ok(DeviceSpec::Hip(ordinal(n)?)),
                _ => Err(bad()),
            },
        }
    }
}

impl fmt::Display for DeviceSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DeviceSpec::Auto => write!(f, "auto"),
            DeviceSpec::Cpu => write!(f, "cpu"),
            DeviceSpec::Cuda(n) => write!(f, "cuda:{n}"),
            DeviceSpec::Hip(n) => write!(f, "hip:{n}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_prints() {
        for s in ["auto", "cpu", "cuda:0", "cuda:3", "hip:1"] {
            assert_eq!(s.parse::<DeviceSpec>().expect(s).to_string(), s);
        }
        assert_eq!(
            "cuda".parse::<DeviceSpec>().expect("cuda"),
            DeviceSpec::Cuda(0)
        );
        for s in ["gpu", "cuda:", "cuda:x", "hip:-1", ""] {
            assert!(s.parse::<DeviceSpec>().is_err(), "{s}");
        }
    }
}
