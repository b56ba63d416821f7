//! Helpers shared by the cross-crate integration tests: locating the built binaries, the
//! workspace, scratch directories and the oracle Python environment.
//!
//! The oracle environment (gguf-py, llama-cpp-python, openai) is created by
//! `tools/setup-oracles.sh`. Tests that need it fail, rather than skip, when it is missing: a
//! skipped oracle test would count as a pass that proved nothing.

pub mod host_driver;

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

/// `stratac synth --preset PRESET --quant QUANT` into `dir`, compiled for `host,sm_90` (the GPU
/// tests run the sm_90 schedule through the host emulation driver), and the plan loaded.
pub fn synth_gpu_model(
    dir: &Path,
    preset: &str,
    quant: &str,
) -> strata_runtime::loader::LoadedModel {
    let gguf = dir.join(format!("{preset}-{quant}.gguf"));
    let plan = dir.join(format!("{preset}-{quant}.plan"));
    let (g, p) = (gguf.to_str().expect("utf-8"), plan.to_str().expect("utf-8"));
    for args in [
        vec!["synth", "--preset", preset, "--quant", quant, "-o", g],
        vec!["compile", g, "--arch", "host,sm_90", "-o", p],
    ] {
        let out = run_bin("stratac", &args);
        assert!(
            out.status.success(),
            "stratac {args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    strata_runtime::loader::LoadedModel::open(&plan, None).expect("plan loads")
}

/// Compiles `gguf` to a host plan at `plan` with `stratac compile`; panics with its stderr when
/// the compile fails.
pub fn compile_host_plan(gguf: &Path, plan: &Path) {
    let out = Command::new(bin("stratac"))
        .arg("compile")
        .arg(gguf)
        .args(["--arch", "host", "-o"])
        .arg(plan)
        .output()
        .expect("spawn stratac compile");
    assert!(
        out.status.success(),
        "stratac compile {} failed: {}",
        gguf.display(),
        String::from_utf8_lossy(&out.stderr)
    );
}

/// A running `strata-rt serve`, killed when dropped.
pub struct Served {
    pub child: std::process::Child,
    /// `http://ADDR` the server listens on.
    pub url: String,
    /// The log lines printed before the server started listening.
    pub startup_log: Vec<String>,
}

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Starts `strata-rt` with `args` (which should include `serve` and `--port 0`) and `envs`, and
/// waits up to two minutes for its "... on http://ADDR" line; panics with the log if it never
/// comes.
pub fn spawn_serve(args: &[&str], envs: &[(&str, &std::ffi::OsStr)]) -> Served {
    use std::io::{BufRead, BufReader};
    use std::sync::mpsc::{RecvTimeoutError, channel};
    use std::time::{Duration, Instant};

    let mut child = Command::new(bin("strata-rt"))
        .args(args)
        .envs(envs.iter().copied())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("spawn strata-rt serve");
    let stderr = child.stderr.take().expect("stderr piped");
    let (tx, rx) = channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stderr).lines().map_while(Result::ok) {
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    let mut served = Served {
        child,
        url: String::new(),
        startup_log: Vec::new(),
    };
    let deadline = Instant::now() + Duration::from_secs(120);
    while Instant::now() < deadline {
        match rx.recv_timeout(Duration::from_secs(1)) {
            Ok(line) => {
                if let Some(rest) = line.split("on http://").nth(1) {
                    let addr = rest.split_whitespace().next().expect("address");
                    served.url = format!("http://{addr}");
                    return served;
                }
                served.startup_log.push(line);
            }
            Err(RecvTimeoutError::Timeout) => {}
            Err(RecvTimeoutError::Disconnected) => break,
        }
    }
    panic!("server did not start; log: {:#?}", served.startup_log);
}

/// A small deterministic generator (xorshift64*) for tests, so that every failure reproduces
/// from its seed. The seed must not be zero.
#[derive(Debug, Clone)]
pub struct XorShift(pub u64);

impl XorShift {
    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// A value in `0..n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n.max(1) as u64) as usize
    }

    /// A float uniform in [-1, 1).
    pub fn unit(&mut self) -> f32 {
        (self.next_u64() >> 40) as f32 / (1u64 << 24) as f32 * 2.0 - 1.0
    }

    /// `n` random bytes.
    pub fn bytes(&mut self, n: usize) -> Vec<u8> {
        (0..n).map(|_| (self.next_u64() >> 56) as u8).collect()
    }
}

/// The vertical-slice bars against llama.cpp on one compiled model: `strata-rt logits` on 24
/// spread-out tokens against llama-cpp-python's logits on the same GGUF (`logits_llama.py`).
/// F32 weights (`f32_weights`): top-1 identical everywhere, max |Δlogit| ≤ 1e-3 of the largest
/// |logit| and 16 greedy tokens identical; quantized: top-1 ≥ 80% and the p90 row's max |Δ| ≤
/// 5% of the largest. `label` names the case in what it prints.
pub fn logits_against_llama(dir: &Path, gguf: &Path, plan: &Path, f32_weights: bool, label: &str) {
    logits_against_llama_n(dir, gguf, plan, f32_weights, label, 24);
}

/// [`logits_against_llama`] over `n_tokens` prompt tokens (recurrent models use prompts long
/// enough to cross several of llama.cpp's 64-token DeltaNet chunks).
pub fn logits_against_llama_n(
    dir: &Path,
    gguf: &Path,
    plan: &Path,
    f32_weights: bool,
    label: &str,
    n_tokens: usize,
) {
    let (g, p) = (gguf.to_str().unwrap(), plan.to_str().unwrap());
    // Spread-out ids below the tiny presets' 512-token vocabulary.
    let tokens: Vec<String> = (0..n_tokens)
        .map(|i| ((i * 7919 + 13) % 500).to_string())
        .collect();
    let tokens = tokens.join(",");
    let ours_path = dir.join("ours.f32");
    let theirs_path = dir.join("theirs.f32");
    ok(
        run_bin(
            "strata-rt",
            &[
                "logits",
                p,
                "--tokens",
                &tokens,
                "-o",
                ours_path.to_str().unwrap(),
                "--threads",
                "2",
            ],
        ),
        "strata-rt logits",
    );
    let greedy = run_oracle(
        "logits_llama.py",
        &[g, &tokens, theirs_path.to_str().unwrap(), "--greedy", "16"],
    );
    let ours = read_f32(&ours_path);
    let theirs = read_f32(&theirs_path);
    assert_eq!(ours.len(), theirs.len(), "logit counts differ");
    let n_vocab = ours.len() / n_tokens;
    let largest = theirs.iter().fold(0.0f32, |m, v| m.max(v.abs()));
    let mut row_err: Vec<f32> = Vec::new();
    let mut same_top1 = 0;
    for (a, b) in ours.chunks_exact(n_vocab).zip(theirs.chunks_exact(n_vocab)) {
        row_err.push(
            a.iter()
                .zip(b)
                .map(|(x, y)| (x - y).abs())
                .fold(0.0, f32::max),
        );
        same_top1 += usize::from(argmax(a) == argmax(b));
    }
    let max_err = row_err.iter().copied().fold(0.0, f32::max);
    let mut sorted = row_err.clone();
    sorted.sort_by(f32::total_cmp);
    let p90 = sorted[(sorted.len() * 9).div_ceil(10) - 1];
    let top1 = same_top1 as f64 / n_tokens as f64;
    eprintln!(
        "{label}: top-1 {:.1}%, max|Δ| {max_err:.3e} ({:.4}% of {largest:.3}), p90 row {p90:.3e} ({:.3}%)",
        100.0 * top1,
        100.0 * max_err / largest,
        100.0 * p90 / largest
    );
    if f32_weights {
        assert_eq!(same_top1, n_tokens, "top-1 differs somewhere");
        assert!(
            max_err <= 1e-3 * largest,
            "max |Δ| {max_err} > 1e-3 × {largest}"
        );
        let out = ok(
            run_bin(
                "strata-rt",
                &[
                    "generate",
                    p,
                    "--prompt-tokens",
                    &tokens,
                    "--max-tokens",
                    "16",
                    "--temperature",
                    "0",
                    "--ignore-eos",
                    "--json",
                ],
            ),
            "strata-rt generate",
        );
        let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
        let want: serde_json::Value = serde_json::from_str(greedy.trim()).unwrap();
        assert_eq!(v["tokens"], want, "greedy continuations differ");
    } else {
        assert!(top1 >= 0.8, "top-1 agreement {top1}");
        assert!(
            p90 <= 0.05 * largest,
            "p90 row error {p90} > 5% of {largest}"
        );
    }
}

/// A command's stdout, after asserting it succeeded (`what` names it in the failure).
pub fn ok(out: Output, what: &str) -> String {
    assert!(
        out.status.success(),
        "{what} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// A little-endian f32 file.
pub fn read_f32(path: &Path) -> Vec<f32> {
    std::fs::read(path)
        .unwrap()
        .chunks_exact(4)
        .map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]]))
        .collect()
}

/// The index of a row's largest value (the first of equals).
pub fn argmax(row: &[f32]) -> usize {
    let mut best = 0;
    for (i, &v) in row.iter().enumerate() {
        if v > row[best] {
            best = i;
        }
    }
    best
}

/// Expert options for a device run with CAR off (threshold 1.0, as `--car 1.0` gives): no
/// substitutions, so the hybrid path's results can be compared with plain execution; slots are
/// the executor's own (`slots: 0`, explicit).
pub fn car_off_expert_options() -> strata_runtime::engine::ExpertOptions {
    use strata_runtime::experts::{CarConfig, CarSource, PolicyConfig};
    strata_runtime::engine::ExpertOptions {
        slots: 0,
        slots_explicit: true,
        profile: None,
        car: CarConfig {
            threshold: 1.0,
            ..CarConfig::default()
        },
        car_source: CarSource::Flag,
        policy: PolicyConfig::default(),
        trace: None,
    }
}
