//! Golden LLVM IR per (kernel, target): the IR each definition produces before optimisation.
//! A change to a kernel or a lowering shows up here as a reviewable diff; refresh the files
//! with `UPDATE_EXPECT=1 cargo test -p strata-kernels-gen --test golden`.
//!
//! gfx1100 and gfx1101 share one lowering and differ only in the CPU handed to the back end,
//! so gfx1100's IR is checked against gfx1101's file rather than stored twice.
//!
//! The host lowering's IR (the same definitions with the host's spellings: 14 MB of text for the
//! whole catalogue) is pinned by its SHA-256 per kernel in `golden/host.sha256` instead of in
//! full, which keeps the repository small enough to travel to the device machine; the GPU
//! targets' files hold the reviewable text of every definition.

use sha2::{Digest, Sha256};
use std::fmt::Write as _;
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
    for tname in ["gfx1101", "sm_90"] {
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
    // The host lowering: one `name sha256` line per kernel.
    let host = Target::by_name("host").unwrap();
    let mut manifest = String::new();
    for kind in KernelKind::all() {
        let ir = ir_text(&kind, &host).unwrap();
        let digest = Sha256::digest(ir.as_bytes());
        let hex = digest.iter().fold(String::new(), |mut s, b| {
            let _ = write!(s, "{b:02x}");
            s
        });
        let _ = writeln!(manifest, "{} {hex}", kind.name());
    }
    let path = golden_dir().join("host.sha256");
    if update {
        std::fs::write(&path, &manifest).unwrap();
    } else {
        match std::fs::read_to_string(&path) {
            Ok(want) => {
                for (w, g) in want.lines().zip(manifest.lines()) {
                    if w != g {
                        mismatches.push(format!("host IR differs: {g} (golden: {w})"));
                    }
                }
                if want.lines().count() != manifest.lines().count() {
                    mismatches.push(format!("{}: kernel list differs", path.display()));
                }
            }
            Err(e) => mismatches.push(format!("{}: {e}", path.display())),
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
