//! Devices: the VRAM ledger, device names, and the GPU drivers behind one narrow trait.
//!
//! * [`ledger`]: every device allocation is charged before it is made.
//! * [`spec`]: `auto | cpu | cuda:N | hip:N`.
//! * [`driver`]: the [`Driver`] trait the GPU executor uses; [`cuda`] implements it over the
//!   CUDA driver API (loaded at run time; prompt GEMMs through cuBLASLt in [`blas`]), [`hip`]
//!   over HIP (cargo feature `hip`, prompt GEMMs through hipBLASLt; without the feature the
//!   same names answer "built without the hip feature", so call sites carry no `#[cfg]`).
//!
//! [`open`] turns a spec into a driver; [`gpu_present`] answers `auto`'s question without
//! opening anything for long.

pub mod blas;
pub mod cuda;
pub mod driver;
pub mod hip;
pub mod ledger;
pub mod spec;

pub use driver::{DevPtr, DeviceInfo, Driver, GemmAlgo, GemmShape, GemmType, KernelArg, KernelId};
pub use ledger::{Charge, Ledger, LedgerConfig};
pub use spec::DeviceSpec;

use crate::error::RuntimeError;

/// Opens the GPU `spec` names (an error for `cpu` and `auto`, which have no driver).
pub fn open(spec: DeviceSpec) -> Result<Box<dyn Driver>, RuntimeError> {
    match spec {
        DeviceSpec::Cuda(n) => Ok(Box::new(cuda::CudaDriver::open(n)?)),
        DeviceSpec::Hip(n) => hip::open(n),
        DeviceSpec::Cpu | DeviceSpec::Auto => Err(RuntimeError::InvalidArgument(format!(
            "device {spec} has no GPU driver"
        ))),
    }
}

/// Whether a GPU of the kind `spec` names is present (driver library loads, device exists).
pub fn gpu_present(spec: DeviceSpec) -> bool {
    match spec {
        DeviceSpec::Cuda(n) => cuda::device_count() > n,
        DeviceSpec::Hip(n) => hip::device_count() > n,
        DeviceSpec::Cpu | DeviceSpec::Auto => false,
    }
}

/// The device a plan compiled for `target` runs on (`sm_*` → CUDA, `gfx*` → HIP).
pub fn spec_for_target(target: &str, ordinal: u32) -> Option<DeviceSpec> {
    if target.starts_with("sm_") {
        Some(DeviceSpec::Cuda(ordinal))
    } else if target.starts_with("gfx") {
        Some(DeviceSpec::Hip(ordinal))
    } else {
        None
    }
}
