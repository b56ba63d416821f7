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
//! targets' files hold the reviewable text of every definition. The grouped MoE matmuls
//! (`strata_moe_matmul_<type>`: the matvec's per-type decoders in a multi-token loop, ~330 KB
//! each) keep Q4_K's text as the reviewable one and pin the other types by SHA-256 in
//! `golden/gpu-matmul.sha256`, for the same reason; so do the narrow matvecs
//! (`strata_matvec_narrow_<type>`: the matvec's code at another tuning) except F32's, and the
//! grouped matvecs with a fused SwiGLU (`strata_moe_matvec_swiglu_<type>`) except Q4_K's, and
//! the matrix-unit prompt attention (`strata_attn_prefill_mma_<code>kv`, ~400 KB) except f16's.

use sha2::{Digest, Sha256};
use std::fmt::Write as _;
use std::path::PathBuf;
use strata_kernels_gen::kernels::KvCode;
use strata_kernels_gen::lower::ir_text;
use strata_kernels_gen::{KernelKind, Target};

fn golden_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden")
}

fn sha_hex(text: &str) -> String {
    Sha256::digest(text.as_bytes())
        .iter()
        .fold(String::new(), |mut s, b| {
            let _ = write!(s, "{b:02x}");
            s
        })
}

/// Kernels whose GPU IR is pinned by digest rather than stored as text.
fn digest_only(kind: &KernelKind) -> bool {
    matches!(kind, KernelKind::MoeMatmul(t) if *t != strata_ir::GgmlType::Q4K)
        || matches!(kind, KernelKind::MoeMatmulMma(t) if *t != strata_ir::GgmlType::Q4K)
        || matches!(kind, KernelKind::MoeMatvecSwiglu(t) if *t != strata_ir::GgmlType::Q4K)
        || matches!(kind, KernelKind::MatvecNarrow(t) if *t != strata_ir::GgmlType::F32)
        || matches!(kind, KernelKind::AttnPrefillMma(c) if *c != KvCode::F16)
}

/// Compares (or with `update` writes) a `name sha256` manifest.
fn check_manifest(
    path: &std::path::Path,
    manifest: &str,
    update: bool,
    mismatches: &mut Vec<String>,
) {
    if update {
        std::fs::write(path, manifest).expect("write the manifest");
        return;
    }
    match std::fs::read_to_string(path) {
        Ok(want) => {
            for (w, g) in want.lines().zip(manifest.lines()) {
                if w != g {
                    mismatches.push(format!("{}: IR differs: {g} (golden: {w})", path.display()));
                }
            }
            if want.lines().count() != manifest.lines().count() {
                mismatches.push(format!("{}: kernel list differs", path.display()));
            }
        }
        Err(e) => mismatches.push(format!("{}: {e}", path.display())),
    }
}

#[test]
fn ir_matches_golden_files() {
    let update = std::env::var_os("UPDATE_EXPECT").is_some_and(|v| v == "1");
    let mut mismatches = Vec::new();
    let mut digests = String::new();
    for tname in ["gfx1101", "sm_90"] {
        let target = Target::by_name(tname).unwrap();
        let dir = golden_dir().join(tname);
        if update {
            std::fs::create_dir_all(&dir).unwrap();
        }
        for kind in KernelKind::all() {
            let ir = ir_text(&kind, &target).unwrap();
            if digest_only(&kind) {
                let _ = writeln!(digests, "{tname} {} {}", kind.name(), sha_hex(&ir));
                continue;
            }
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
    check_manifest(
        &golden_dir().join("gpu-matmul.sha256"),
        &digests,
        update,
        &mut mismatches,
    );
    // The host lowering: one `name sha256` line per kernel.
    let host = Target::by_name("host").unwrap();
    let mut manifest = String::new();
    for kind in KernelKind::all() {
        let ir = ir_text(&kind, &host).unwrap();
        let _ = writeln!(manifest, "{} {}", kind.name(), sha_hex(&ir));
    }
    check_manifest(
        &golden_dir().join("host.sha256"),
        &manifest,
        update,
        &mut mismatches,
    );
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
        KernelKind::AttnSplit(KvCode::F16),
    ] {
        assert_eq!(ir_text(&kind, &a).unwrap(), ir_text(&kind, &b).unwrap());
    }
}
