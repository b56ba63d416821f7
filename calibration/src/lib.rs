//! GEMM calibration tables (`STRATA_HIPBLASLT_TUNING_V1`): parse, validate and select.
