//! Code generation for the GPU targets: every kernel lowers for gfx1101, gfx1100 and sm_90,
//! and the gfx1101 code objects are what ROCm expects, checked with LLVM 19's own ELF tools.

use std::process::Command;
use strata_kernels_gen::lower::{amdgpu_resources, compile};
use strata_kernels_gen::{KernelKind, Target};

fn tool(name: &str) -> String {
    let versioned = format!("/usr/bin/{name}-19");
    if std::path::Path::new(&versioned).exists() {
        versioned
    } else {
        format!("/usr/lib/llvm-19/bin/{name}")
    }
}

fn run(tool_name: &str, args: &[&str], file: &std::path::Path) -> String {
    let out = Command::new(tool(tool_name))
        .args(args)
        .arg(file)
        .output()
        .expect("run LLVM tool");
    assert!(
        out.status.success(),
        "{tool_name} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn gfx1101_code_objects_are_amdgpu_wave32_and_matvecs_do_not_spill() {
    let target = Target::by_name("gfx1101").unwrap();
    let dir = tempfile::tempdir().unwrap();
    for kind in KernelKind::all() {
        let k = compile(&kind, &target).unwrap();
        assert_eq!(k.format, "hsaco");
        let path = dir.path().join(format!("{}.hsaco", k.name));
        std::fs::write(&path, &k.code).unwrap();
        let header = run("llvm-readelf", &["--file-header"], &path);
        assert!(
            header.contains("EM_AMDGPU"),
            "{}: machine is not AMDGPU:\n{header}",
            k.name
        );
        assert!(header.contains("gfx1101"), "{}: flags:\n{header}", k.name);
        let notes = run("llvm-readelf", &["--notes"], &path);
        let res = amdgpu_resources(&notes);
        assert_eq!(
            res.wavefront_size,
            Some(32),
            "{}: wavefront size:\n{notes}",
            k.name
        );
        assert!(
            notes.contains(&format!(".name:           {}", k.name))
                || notes.contains(&format!(".name: {}", k.name)),
            "{}: kernel name missing from metadata:\n{notes}",
            k.name
        );
        assert!(
            notes.contains(&format!(".symbol:         {}.kd", k.name))
                || notes.contains(&format!("{}.kd", k.name))
        );
        // The plan records what the compiler reported; the object must agree.
        assert_eq!(res.vgprs, k.vgprs, "{}", k.name);
        assert_eq!(res.sgprs, k.sgprs, "{}", k.name);
        if kind.is_matvec() {
            assert_eq!(res.vgpr_spills, Some(0), "{} spills VGPRs", k.name);
            assert_eq!(res.sgpr_spills, Some(0), "{} spills SGPRs", k.name);
            assert_eq!(res.scratch, Some(0), "{} uses scratch", k.name);
        }
        let syms = run("llvm-objdump", &["--syms"], &path);
        assert!(syms.contains(&k.name), "{}: symbol missing", k.name);
    }
}

#[test]
fn every_kernel_lowers_for_gfx1100_and_sm_90() {
    let gfx1100 = Target::by_name("gfx1100").unwrap();
    let sm90 = Target::by_name("sm_90").unwrap();
    let dir = tempfile::tempdir().unwrap();
    for kind in KernelKind::all() {
        let a = compile(&kind, &gfx1100).unwrap();
        let path = dir.path().join(format!("{}.hsaco", a.name));
        std::fs::write(&path, &a.code).unwrap();
        let header = run("llvm-readelf", &["--file-header"], &path);
        assert!(header.contains("gfx1100"), "{}", a.name);
        let p = compile(&kind, &sm90).unwrap();
        let text = String::from_utf8(p.code.clone()).unwrap();
        assert!(text.contains(".target sm_90"), "{}", p.name);
        assert!(
            text.contains(&format!(".visible .entry {}(", p.name)),
            "{}: not an entry",
            p.name
        );
        assert!(
            text.contains(&format!(".maxntid {}, 1, 1", p.block_dim)),
            "{}: no maxntid",
            p.name
        );
        if kind.is_matvec() {
            assert_eq!(p.scratch_bytes, Some(0), "{} uses local memory", p.name);
        }
    }
}

#[test]
fn unknown_targets_and_kernels_are_errors() {
    assert!(Target::by_name("gfx906").is_err());
    assert!(KernelKind::from_name("strata_nope").is_err());
    for k in KernelKind::all() {
        assert_eq!(KernelKind::from_name(&k.name()).unwrap(), k);
    }
}
