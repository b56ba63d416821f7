//! Shared helpers for Strata's criterion benchmarks and end-to-end bench drivers.
