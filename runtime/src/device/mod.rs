//! Devices: the VRAM ledger every device allocation goes through, and the `--device` spelling.
//! The GPU drivers (one narrow trait, a CUDA and a HIP implementation) live beside them.

pub mod ledger;
pub mod spec;
