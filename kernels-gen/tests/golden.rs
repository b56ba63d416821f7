//! Golden LLVM IR per (kernel, target): the IR each definition produces before optimisation.
//! A change to a kernel or a lowering shows up here as a reviewable diff; refresh the files
//! with `UPDATE_EXPECT=1 cargo test -p strata-kernels-gen --test golden`.
//!
//! gfx1100 and gfx1101 share one lowering and differ only in the CPU handed to the back end,
//! so gfx1100's IR is checked against gfx1101's file rather than stored twice.

use std::path::PathBuf;
use strata_kernels_gen::lower::ir_text;
use strata_kernels_gen::{KernelKind, Target};

fn golden_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden")
}

#[test]
fn ir_matches_golden_files() {
    let update = std::env::var_os("UPDATE_EXPECT").is_some_and(|v| v == "1");
    let mut mismatches = Vec::new();
    for tname in ["gfx1101", "sm_90", "host"] {
        let target = Target::by_name(tname).unwrap();
        let dir = golden_dir().join(tname);
        if update {
            std::fs::create_dir_all(&dir).unwrap();
        }
        for kind in KernelKind::all() {
            let ir = ir_text(&kind, &target).unwrap();
            let path = dir.join(format!("{}.ll", kind.name()));
            if update {
                std::fs::write(&path, &ir).unwrap();
                continue;
            }
            match std::fs::read_to_string(&path) {
                Ok(want) if want == ir => {}
                Ok(_) => mismatches.push(format!("{} differs", path.display())),
                Err(e) => mismatches.push(format!("{}: {e}", path.display())),
            }
        }
    }
    assert!(
        mismatches.is_empty(),
        "golden IR out of date (run with UPDATE_EXPECT=1 after reviewing the change):\n{}",
        mismatches.join("\n")
    );
}

#[test]
fn gfx1100_ir_equals_gfx1101_ir() {
    let a = Target::by_name("gfx1100").unwrap();
    let b = Target::by_name("gfx1101").unwrap();
    for kind in [
        KernelKind::Matvec(strata_ir::GgmlType::Q4K),
        KernelKind::RmsNorm,
        KernelKind::AttnSplit,
    ] {
        assert_eq!(ir_text(&kind, &a).unwrap(), ir_text(&kind, &b).unwrap());
    }
}
