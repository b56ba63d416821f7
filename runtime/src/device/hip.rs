//! The HIP driver (AMD GPUs), behind the runtime's cargo feature `hip`; its prompt GEMMs go
//! through hipBLASLt (`blaslt`, loaded at run time with `libloading`).
//!
//! Without the feature this module keeps the same names and answers every open with "built
//! without the hip feature", so the executor and the command line compile unchanged.

use super::driver::Driver;
use crate::error::RuntimeError;

#[cfg(feature = "hip")]
mod blaslt;
#[cfg(feature = "hip")]
mod imp;

/// Opens HIP device `ordinal`.
#[cfg(not(feature = "hip"))]
pub fn open(ordinal: u32) -> Result<Box<dyn Driver>, RuntimeError> {
    Err(RuntimeError::Device(format!(
        "hip:{ordinal}: this strata-rt was built without the hip feature (rebuild with `cargo build --release -p strata-runtime --features hip`)"
    )))
}

/// HIP devices present (always 0 without the feature).
#[cfg(not(feature = "hip"))]
pub fn device_count() -> u32 {
    0
}

#[cfg(feature = "hip")]
pub use imp::{HipDriver, device_count};

/// Opens HIP device `ordinal`.
#[cfg(feature = "hip")]
pub fn open(ordinal: u32) -> Result<Box<dyn Driver>, RuntimeError> {
    Ok(Box::new(imp::HipDriver::open(ordinal)?))
}
