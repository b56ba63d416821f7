//! The HIP driver over libamdhip64 (placeholder until the FFI lands).

use crate::error::RuntimeError;

/// One HIP device.
#[derive(Debug)]
pub struct HipDriver;

impl HipDriver {
    pub fn open(ordinal: u32) -> Result<HipDriver, RuntimeError> {
        Err(RuntimeError::Device(format!(
            "hip:{ordinal}: not implemented yet"
        )))
    }
}

/// HIP devices present.
pub fn device_count() -> u32 {
    0
}
