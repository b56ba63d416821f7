//! The grouped matmul's build-time tuning overrides (`STRATA_MM_TOKENS`, `STRATA_MM_ROWS`,
//! `STRATA_MM_MINBLOCKS`, used by `tools/device/mm-sweep.sh`): a blocks-per-multiprocessor hint
//! reaches the PTX as `.minnctapersm`, rows per wave change the grid rule, and without them the
//! kernel is the catalogue's default. One test in its own binary: the variables are
//! process-wide.

use strata_ir::GgmlType;
use strata_kernels_gen::lower::compile;
use strata_kernels_gen::{KernelKind, Target};

#[test]
fn tuning_overrides_reach_the_kernel_and_default_without_them() {
    let sm90 = Target::by_name("sm_90").unwrap();
    let kind = KernelKind::MoeMatmul(GgmlType::Q4K);
    let ptx = |k: &KernelKind| String::from_utf8(compile(k, &sm90).unwrap().code).unwrap();
    let base = ptx(&kind);
    assert!(!base.contains(".minnctapersm"), "no hint by default");
    let base_grid = kind.grid_rule();
    // SAFETY: this binary's only test; nothing else reads the environment concurrently.
    unsafe {
        std::env::set_var("STRATA_MM_MINBLOCKS", "4");
        std::env::set_var("STRATA_MM_ROWS", "8");
    }
    unsafe { std::env::set_var("STRATA_MM_TOKENS", "16") };
    assert_eq!(
        strata_kernels_gen::kernels::matmul::mm_tokens(GgmlType::Q4K),
        16
    );
    let tuned = ptx(&kind);
    assert!(tuned.contains(".minnctapersm 4"), "hint spelled for NVPTX");
    assert_eq!(
        kind.grid_rule()[0].divisor,
        2 * base_grid[0].divisor,
        "8 rows per wave double the block's rows"
    );
    // Out-of-range values are ignored.
    unsafe {
        std::env::set_var("STRATA_MM_MINBLOCKS", "99");
        std::env::set_var("STRATA_MM_ROWS", "3");
    }
    assert_eq!(kind.grid_rule()[0].divisor, base_grid[0].divisor);
    assert!(!ptx(&kind).contains(".minnctapersm"));
    unsafe {
        std::env::remove_var("STRATA_MM_MINBLOCKS");
        std::env::remove_var("STRATA_MM_ROWS");
        std::env::remove_var("STRATA_MM_TOKENS");
    }
    assert_eq!(
        strata_kernels_gen::kernels::matmul::mm_tokens(GgmlType::Q4K),
        8
    );
    assert_eq!(ptx(&kind), base, "the default again once unset");
}
