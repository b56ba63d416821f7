//! Helpers shared by the cross-crate integration tests: locating the built binaries, the
//! workspace, scratch directories and the oracle Python environment.
//!
//! The oracle environment (gguf-py, llama-cpp-python, openai) is created by
//! `tools/setup-oracles.sh`. Tests that need it fail, rather than skip, when it is missing: a
//! skipped oracle test would count as a pass that proved nothing.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The workspace root (the folder holding the top-level `Cargo.toml`).
pub fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("tests/ has a parent")
        .to_path_buf()
}

/// Path of a workspace binary (`stratac`, `strata-rt`) in the profile the tests were built with.
///
/// `cargo test --workspace` builds these alongside the tests; `tools/test-all.sh` also runs
/// `cargo build --bins` first so that a single-package test run finds them too.
pub fn bin(name: &str) -> PathBuf {
    let exe = std::env::current_exe().expect("current exe");
    // target/<profile>/deps/<test-binary> -> target/<profile>/<name>
    let profile_dir = exe
        .parent()
        .and_then(Path::parent)
        .expect("test binary lives in target/<profile>/deps");
    let path = profile_dir.join(name);
    assert!(
        path.exists(),
        "{} is not built; run `cargo build --workspace --bins` (the README's test command does)",
        path.display()
    );
    path
}

/// Runs a workspace binary with `args` and returns its output.
pub fn run_bin(name: &str, args: &[&str]) -> Output {
    Command::new(bin(name))
        .args(args)
        .output()
        .expect("spawn binary")
}

/// The Python interpreter of the oracle environment: `$STRATA_ORACLE_PYTHON`, else
/// `~/.cache/strata/venv/bin/python`.
pub fn oracle_python() -> PathBuf {
    let path = std::env::var_os("STRATA_ORACLE_PYTHON")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            let home = std::env::var_os("HOME")
                .map(PathBuf::from)
                .unwrap_or_else(|| "/root".into());
            home.join(".cache/strata/venv/bin/python")
        });
    assert!(
        path.exists(),
        "oracle Python {} is missing; run tools/setup-oracles.sh (the README's test command does)",
        path.display()
    );
    path
}

/// Runs `tests/oracle/<script>` with the oracle Python and `args`; panics with its stderr if it
/// fails, and returns its stdout.
pub fn run_oracle(script: &str, args: &[&str]) -> String {
    let script_path = workspace_root().join("tests/oracle").join(script);
    let out = Command::new(oracle_python())
        .arg(&script_path)
        .args(args)
        .output()
        .expect("spawn oracle python");
    assert!(
        out.status.success(),
        "oracle {script} {args:?} failed ({}):\n{}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("oracle stdout is UTF-8")
}

/// A fresh scratch directory, removed when dropped.
pub fn scratch() -> tempfile::TempDir {
    tempfile::tempdir().expect("tempdir")
}
