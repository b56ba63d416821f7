//! run.sh, docker/entrypoint.sh, docker/vram-guard.sh and docker/build.sh, without a Docker
//! daemon and without a GPU: a stub `docker` on PATH records its arguments (and answers `image
//! inspect` with the labels a test chooses), fixture KFD trees (tests/fixtures/kfd) stand in for
//! the card, a stub `strata-rt` records what the entrypoint would serve, and `sleep` stands in for
//! the server the VRAM guard watches.
//!
//! Checked: every refusal and its message (in --check, --dry-run and a real start), that nothing
//! reaches `docker run` when anything is refused, the env and flags passed into the container and
//! on to `strata-rt serve`, that --check writes nothing (the whole tree listed before and after),
//! the exact --dry-run command, the plan cache across starts, and the guard stopping a server
//! that exceeds its budget.

use std::collections::BTreeMap;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Output, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant, SystemTime};

/// Longest any child may take before the test calls it hung (a hang guard, not a timing check).
const HANG: Duration = Duration::from_secs(120);

/// bash by absolute path, so that tests may hand the scripts a PATH without it.
fn bash() -> PathBuf {
    let out = Command::new("sh")
        .args(["-c", "command -v bash"])
        .output()
        .unwrap();
    let p = PathBuf::from(String::from_utf8_lossy(&out.stdout).trim());
    assert!(p.is_absolute(), "no bash on PATH");
    p
}

fn ws() -> PathBuf {
    strata_tests::workspace_root()
}

fn fixture(name: &str) -> PathBuf {
    ws().join("tests/fixtures/kfd").join(name)
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

fn id(flag: &str) -> String {
    let out = Command::new("id").arg(flag).output().unwrap();
    text(&out.stdout).trim().to_string()
}

fn write_exec(path: &Path, body: &str) {
    use std::os::unix::fs::PermissionsExt;
    std::fs::write(path, body).unwrap();
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o755)).unwrap();
}

fn copy_tree(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap() {
        let e = e.unwrap();
        let dst = to.join(e.file_name());
        if e.file_type().unwrap().is_dir() {
            copy_tree(&e.path(), &dst);
        } else {
            std::fs::copy(e.path(), &dst).unwrap();
        }
    }
}

/// The stub `docker`: one line per call (arguments separated by \x1f) into $STUB_DOCKER_LOG;
/// `image inspect` prints $STUB_LABELS (the guard version and arch labels) or fails with
/// $STUB_INSPECT_ERROR; `run` prints $STUB_RUN_OUTPUT's file, if given, and succeeds.
const STUB_DOCKER: &str = r#"#!/usr/bin/env bash
( IFS=$'\x1f'; printf '%s\n' "$*" ) >> "$STUB_DOCKER_LOG"
if [ "$1 $2" = "image inspect" ]; then
  if [ -n "${STUB_INSPECT_ERROR:-}" ]; then echo "$STUB_INSPECT_ERROR" >&2; exit 1; fi
  printf '%s\n' "${STUB_LABELS-1|gfx1101}"
  exit 0
fi
if [ "$1" = run ] && [ -n "${STUB_RUN_OUTPUT:-}" ]; then cat "$STUB_RUN_OUTPUT"; fi
exit 0
"#;

/// The stub `strata-rt`: `serve --help` prints $STUB_RT_HELP; anything else is recorded.
const STUB_RT: &str = r#"#!/usr/bin/env bash
if [ "$1" = serve ] && [ "$2" = --help ]; then
  printf '%s\n' "${STUB_RT_HELP---vram-budget-mib <MIB>  --ctx-size <N>  --car-threshold <X>}"
  exit 0
fi
printf '%s\n' "$*" >> "$STUB_RT_LOG"
exit 0
"#;

/// The stub `df`: the machine's real free space would make the disk check depend on how full
/// the test machine is (CI's disk ran down to 0.5 GB once), so `df -P -k` answers
/// $STUB_DF_AVAIL_KIB (default 1 TiB) and fails when $STUB_DF_FAIL is set. The real `df` still
/// runs in `missing_docker_and_device_nodes_are_refused`.
const STUB_DF: &str = r#"#!/usr/bin/env bash
if [ -n "${STUB_DF_FAIL:-}" ]; then echo "df: stub failure" >&2; exit 1; fi
echo "Filesystem 1024-blocks Used Available Capacity Mounted on"
echo "stubfs 2147483648 1073741824 ${STUB_DF_AVAIL_KIB:-1073741824} 50% /"
"#;

/// A scratch machine: a copy of the launcher's files, a home with a model, device nodes, stubs.
struct Rig {
    _dir: tempfile::TempDir,
    root: PathBuf,
    repo: PathBuf,
    home: PathBuf,
    bin: PathBuf,
    dev: PathBuf,
    logs: PathBuf,
    kfd: PathBuf,
    model: PathBuf,
}

impl Rig {
    fn new(kfd: &str) -> Rig {
        let dir = strata_tests::scratch();
        let root = std::fs::canonicalize(dir.path()).unwrap();
        let repo = root.join("repo");
        for f in [
            "run.sh",
            "docker/lib/strata.sh",
            "docker/releases.json",
            "docker/entrypoint.sh",
            "docker/vram-guard.sh",
            "docker/build.sh",
        ] {
            let dst = repo.join(f);
            std::fs::create_dir_all(dst.parent().unwrap()).unwrap();
            std::fs::copy(ws().join(f), &dst).unwrap();
        }
        let bin = root.join("bin");
        std::fs::create_dir_all(&bin).unwrap();
        write_exec(&bin.join("docker"), STUB_DOCKER);
        write_exec(&bin.join("strata-rt"), STUB_RT);
        write_exec(&bin.join("df"), STUB_DF);
        let dev = root.join("dev");
        std::fs::create_dir_all(dev.join("dri")).unwrap();
        for n in ["kfd", "dri/renderD128", "dri/renderD129"] {
            std::fs::write(dev.join(n), "").unwrap();
        }
        let logs = root.join("logs");
        std::fs::create_dir_all(&logs).unwrap();
        let home = root.join("home");
        let models = home.join("models");
        std::fs::create_dir_all(&models).unwrap();
        let model = models.join("Tiny-Q4_K_M.gguf");
        synth(&model, "tiny-qwen3moe", "Q4_K");
        Rig {
            _dir: dir,
            kfd: fixture(kfd),
            root,
            repo,
            home,
            bin,
            dev,
            logs,
            model,
        }
    }

    fn data(&self) -> PathBuf {
        self.home.join(".local/share/strata")
    }

    /// run.sh with a clean environment pointing at the rig.
    fn run_sh(&self, args: &[&str], env: &[(&str, &str)]) -> Output {
        let mut c = Command::new(bash());
        c.arg(self.repo.join("run.sh")).args(args).env_clear();
        c.env(
            "PATH",
            format!(
                "{}:{}",
                s(&self.bin),
                std::env::var("PATH").unwrap_or_default()
            ),
        )
        .env("HOME", &self.home)
        .env("STRATA_KFD_ROOT", &self.kfd)
        .env("STRATA_DEV_ROOT", &self.dev)
        .env("STRATA_STRATAC", strata_tests::bin("stratac"))
        .env("STRATA_DISK_FLOOR_GB", "0")
        .env("STUB_DOCKER_LOG", self.logs.join("docker.log"));
        for (k, v) in env {
            c.env(k, v);
        }
        c.output().unwrap()
    }

    /// The entrypoint as the container would run it, with the rig's pieces for /opt/strata.
    fn entrypoint(&self, args: &[&str], env: &[(&str, &str)]) -> Output {
        let mut c = Command::new(bash());
        c.arg(self.repo.join("docker/entrypoint.sh"))
            .args(args)
            .env_clear();
        c.env("PATH", std::env::var("PATH").unwrap_or_default())
            .env("STRATA_KFD_ROOT", &self.kfd)
            .env("STRATA_LIB", self.repo.join("docker/lib"))
            .env("STRATA_STRATAC", strata_tests::bin("stratac"))
            .env("STRATA_RT", self.bin.join("strata-rt"))
            .env("STRATA_GUARD", self.repo.join("docker/vram-guard.sh"))
            .env("STRATA_GUARD_INTERVAL_S", "0.05")
            .env("STRATA_RELEASES", self.repo.join("docker/releases.json"))
            .env("STRATA_CALIBRATION_DIR", ws().join("calibration/data"))
            .env("STRATA_DATA", self.root.join("data"))
            .env("STUB_RT_LOG", self.logs.join("strata-rt.log"));
        for (k, v) in env {
            c.env(k, v);
        }
        c.output().unwrap()
    }

    /// Every `docker` call so far, as argument lists.
    fn docker_calls(&self) -> Vec<Vec<String>> {
        std::fs::read_to_string(self.logs.join("docker.log"))
            .unwrap_or_default()
            .lines()
            .map(|l| l.split('\x1f').map(str::to_string).collect())
            .collect()
    }

    fn docker_runs(&self) -> Vec<Vec<String>> {
        self.docker_calls()
            .into_iter()
            .filter(|c| c.first().map(String::as_str) == Some("run"))
            .collect()
    }

    fn rt_calls(&self) -> Vec<String> {
        std::fs::read_to_string(self.logs.join("strata-rt.log"))
            .unwrap_or_default()
            .lines()
            .map(str::to_string)
            .collect()
    }
}

fn synth(path: &Path, preset: &str, quant: &str) {
    let out = strata_tests::run_bin(
        "stratac",
        &[
            "synth",
            "--preset",
            preset,
            "--seed",
            "2",
            "--quant",
            quant,
            "-o",
            s(path),
        ],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
}

/// Every path under `root` except the stub logs, with its size and modification time.
fn listing(root: &Path) -> BTreeMap<String, (u64, SystemTime)> {
    fn walk(root: &Path, dir: &Path, out: &mut BTreeMap<String, (u64, SystemTime)>) {
        for e in std::fs::read_dir(dir).unwrap() {
            let e = e.unwrap();
            let p = e.path();
            if p == root.join("logs") {
                continue;
            }
            let m = std::fs::symlink_metadata(&p).unwrap();
            let rel = p.strip_prefix(root).unwrap().display().to_string();
            out.insert(rel, (m.len(), m.modified().unwrap()));
            if m.is_dir() {
                walk(root, &p, out);
            }
        }
    }
    let mut out = BTreeMap::new();
    walk(root, root, &mut out);
    out
}

#[test]
fn check_reports_every_step_and_writes_nothing() {
    let rig = Rig::new("gfx1101");
    let before = listing(&rig.root);
    let out = rig.run_sh(&["--model", s(&rig.model), "--check"], &[]);
    let stdout = text(&out.stdout);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{stdout}\n{}",
        text(&out.stderr)
    );
    for needle in [
        "ok: HSA_OVERRIDE_GFX_VERSION is not set",
        "ok: VRAM budget 10240 MiB (contract 1281..10240)",
        "ok: GPU gfx1101 on KFD node 1: 12272 MiB, render node renderD128, gpu_id 45566",
        "ok: image strata-hip:gfx1101 carries VRAM guard 1 for gfx1101",
        "ok: model ",
        "Q4_K_M (qwen3moe), 1 file(s)",
        "ok: plan: compiled on first start into ",
        "ok: disk: the filesystem of ",
        "would run: docker run --rm ",
    ] {
        assert!(
            stdout.contains(needle),
            "{needle:?} missing from:\n{stdout}"
        );
    }
    assert_eq!(listing(&rig.root), before, "--check changed the tree");
    assert!(!rig.data().exists());
    // Docker was asked about the image and nothing else.
    let calls = rig.docker_calls();
    assert_eq!(calls.len(), 1, "{calls:?}");
    assert_eq!(calls[0][..2], ["image", "inspect"]);
    assert_eq!(calls[0].last().unwrap(), "strata-hip:gfx1101");
}

#[test]
fn dry_run_prints_the_exact_docker_command() {
    let rig = Rig::new("gfx1101");
    let out = rig.run_sh(
        &[
            "--model",
            s(&rig.model),
            "--release",
            "qwen3-30b-a3b",
            "--vram-budget-mib",
            "8192",
            "--port",
            "8080",
            "--dry-run",
        ],
        &[],
    );
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    let (t, uid, gid) = (s(&rig.root), id("-u"), id("-g"));
    let expected = format!(
        "docker run --rm --device {t}/dev/kfd:/dev/kfd \
         --device {t}/dev/dri/renderD128:/dev/dri/renderD128 --group-add {gid} \
         --user {uid}:{gid} -p 127.0.0.1:8080:9931 -v {t}/home/.local/share/strata:/data \
         -v {t}/home/models:{t}/home/models:ro -e STRATA_VRAM_BUDGET_MIB=8192 \
         -e STRATA_ARCH=gfx1101 -e STRATA_RENDER_MINOR=128 \
         -e STRATA_MODEL={t}/home/models/Tiny-Q4_K_M.gguf -e STRATA_QUANT=Q4_K_M \
         -e STRATA_RELEASE=qwen3-30b-a3b strata-hip:gfx1101\n"
    );
    assert_eq!(text(&out.stdout), expected);
    // The release's licence is logged; its unmeasured tuning and the file name are warned about.
    assert!(
        stderr.contains("strata: release qwen3-30b-a3b, licence Apache-2.0"),
        "{stderr}"
    );
    assert!(stderr.contains("has not been measured"), "{stderr}");
    assert!(
        stderr.contains("is not the release's file name"),
        "{stderr}"
    );
    assert!(rig.docker_runs().is_empty());
    assert!(!rig.data().exists(), "--dry-run created the data directory");
}

#[test]
fn a_start_passes_the_budget_model_and_card_into_the_container() {
    let rig = Rig::new("gfx1101-with-igpu");
    let out = rig.run_sh(
        &["--model", s(&rig.model), "--vram-budget-mib", "9000"],
        &[],
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let runs = rig.docker_runs();
    assert_eq!(runs.len(), 1, "{runs:?}");
    let run = &runs[0];
    let has = |pair: &[&str]| run.windows(pair.len()).any(|w| w == pair);
    let dev = s(&rig.dev);
    // The discrete card (render node 129), not the iGPU on 128, and only that one.
    assert!(
        has(&["--device", &format!("{dev}/kfd:/dev/kfd")]),
        "{run:?}"
    );
    assert!(
        has(&[
            "--device",
            &format!("{dev}/dri/renderD129:/dev/dri/renderD129")
        ]),
        "{run:?}"
    );
    assert!(!run.iter().any(|a| a.contains("renderD128")), "{run:?}");
    assert!(has(&["-p", "127.0.0.1:9931:9931"]), "{run:?}");
    assert!(
        has(&["-v", &format!("{}:/data", s(&rig.data()))]),
        "{run:?}"
    );
    let models = s(rig.model.parent().unwrap());
    assert!(has(&["-v", &format!("{models}:{models}:ro")]), "{run:?}");
    for e in [
        "STRATA_VRAM_BUDGET_MIB=9000".to_string(),
        "STRATA_ARCH=gfx1101".to_string(),
        "STRATA_RENDER_MINOR=129".to_string(),
        format!("STRATA_MODEL={}", s(&rig.model)),
        "STRATA_QUANT=Q4_K_M".to_string(),
    ] {
        assert!(has(&["-e", &e]), "{e} missing: {run:?}");
    }
    assert_eq!(run.last().unwrap(), "strata-hip:gfx1101");
    // A real start creates the plan cache directory (and nothing else).
    assert!(rig.data().join("plans").is_dir());

    // The container gets exactly those variables: the entrypoint resolves the same model,
    // picks the same card, and holds the server to the budget.
    let envs: Vec<(String, String)> = run
        .windows(2)
        .filter(|w| w[0] == "-e")
        .map(|w| {
            let (k, v) = w[1].split_once('=').unwrap();
            (k.to_string(), v.to_string())
        })
        .collect();
    let env_refs: Vec<(&str, &str)> = envs.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    let out = rig.entrypoint(&["check"], &env_refs);
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(
        text(&out.stderr).contains("GPU gfx1101 (KFD node 2, gpu_id 45566, renderD129"),
        "{}",
        text(&out.stderr)
    );
    assert!(stdout.contains("--vram-budget-mib 9000"), "{stdout}");
    assert!(
        stdout.contains(&format!("--model {}", s(&rig.model))),
        "{stdout}"
    );
}

struct Case {
    what: &'static str,
    kfd: Option<PathBuf>,
    args: Vec<String>,
    env: Vec<(&'static str, String)>,
    needle: String,
}

#[test]
fn every_refusal_names_its_fix_and_nothing_reaches_docker_run() {
    let rig = Rig::new("gfx1101");
    let m = s(&rig.model).to_string();
    // A 12 GiB fixture cut down to an 8 GiB card.
    let small = rig.root.join("small-kfd");
    copy_tree(&fixture("gfx1101"), &small);
    std::fs::write(
        small.join("topology/nodes/1/mem_banks/0/properties"),
        "heap_type 1\nsize_in_bytes 8589934592\nflags 0\nwidth 128\nmem_clk_max 2250\n",
    )
    .unwrap();
    // A shard set of the model.
    let shard_dir = rig.home.join("shards");
    std::fs::create_dir_all(&shard_dir).unwrap();
    for i in 1..=2 {
        let f = strata_compiler::gguf::GgufFile::open(&rig.model).unwrap();
        let mut w = strata_compiler::gguf::GgufWriter::new();
        if i == 1 {
            for (k, v) in f.metadata() {
                w.add(k.clone(), v.clone()).unwrap();
            }
        }
        use strata_compiler::gguf::Value;
        w.add("split.no", Value::U16(i - 1)).unwrap();
        w.add("split.count", Value::U16(2)).unwrap();
        let half = f.tensors().len().div_ceil(2);
        for t in f.tensors().iter().skip((i as usize - 1) * half).take(half) {
            w.add_tensor(&t.name, t.ty, &t.shape, f.tensor_bytes(t).to_vec())
                .unwrap();
        }
        w.write(&shard_dir.join(format!("Tiny-Q4_K_M-{i:05}-of-00002.gguf")))
            .unwrap();
    }
    let model_args = |extra: &[&str]| {
        let mut v = vec!["--model".to_string(), m.clone()];
        v.extend(extra.iter().map(|a| a.to_string()));
        v
    };
    let case = |what, kfd, args, env: Vec<(&'static str, &str)>, needle: &str| Case {
        what,
        kfd,
        args,
        env: env.into_iter().map(|(k, v)| (k, v.to_string())).collect(),
        needle: needle.to_string(),
    };
    let cases = vec![
        case(
            "an RDNA2 card",
            Some(fixture("gfx1030")),
            model_args(&[]),
            vec![],
            "unsupported card: found gfx1030 (node 1, 16368 MiB); Strata's HIP image runs on gfx1100 and gfx1101",
        ),
        case(
            "an NVIDIA-only machine",
            Some(fixture("nvidia")),
            model_args(&[]),
            vec![],
            "no AMD GPU: ",
        ),
        case(
            "a spoofed GFX version",
            None,
            model_args(&[]),
            vec![("HSA_OVERRIDE_GFX_VERSION", "11.0.0")],
            "HSA_OVERRIDE_GFX_VERSION is set (to \"11.0.0\")",
        ),
        case(
            "an empty but set GFX override",
            None,
            model_args(&[]),
            vec![("HSA_OVERRIDE_GFX_VERSION", "")],
            "HSA_OVERRIDE_GFX_VERSION is set",
        ),
        case(
            "a budget below the contract",
            None,
            model_args(&["--vram-budget-mib", "1280"]),
            vec![],
            "--vram-budget-mib 1280 is outside 1281..10240",
        ),
        case(
            "a budget above the contract",
            None,
            model_args(&["--vram-budget-mib", "10241"]),
            vec![],
            "--vram-budget-mib 10241 is outside 1281..10240",
        ),
        case(
            "a card smaller than the budget",
            Some(small.clone()),
            model_args(&[]),
            vec![],
            "the card has 8192 MiB, less than --vram-budget-mib 10240",
        ),
        case(
            "a disk without the floor",
            None,
            model_args(&[]),
            vec![("STRATA_DISK_FLOOR_GB", "100000000")],
            "GB floor need",
        ),
        case(
            "a disk without room for the plan",
            None,
            model_args(&[]),
            vec![("STUB_DF_AVAIL_KIB", "1000")],
            "has 1.0 MB free; the plan (up to 512 MiB) and a 0 GB floor need",
        ),
        case(
            "a disk whose free space cannot be read",
            None,
            model_args(&[]),
            vec![("STUB_DF_FAIL", "1")],
            "(df failed); pass --data DIR on a mounted filesystem",
        ),
        case(
            "an image without the guard label",
            None,
            model_args(&[]),
            vec![("STUB_LABELS", "<no value>|<no value>")],
            "image strata-hip:gfx1101 has no io.strata.vram-budget label",
        ),
        case(
            "an image with no labels at all",
            None,
            model_args(&[]),
            vec![("STUB_LABELS", "|")],
            "image strata-hip:gfx1101 has no io.strata.vram-budget label",
        ),
        case(
            "an image with an older guard",
            None,
            model_args(&[]),
            vec![("STUB_LABELS", "0|gfx1101")],
            "carries VRAM guard version 0, this run.sh needs 1",
        ),
        case(
            "an image for another card",
            None,
            model_args(&[]),
            vec![("STUB_LABELS", "1|gfx1100")],
            "image strata-hip:gfx1101 is built for gfx1100, the card is gfx1101",
        ),
        case(
            "no image",
            None,
            model_args(&[]),
            vec![(
                "STUB_INSPECT_ERROR",
                "Error: No such image: strata-hip:gfx1101",
            )],
            "cannot inspect image strata-hip:gfx1101 (Error: No such image: strata-hip:gfx1101); build it with docker/build.sh --arch gfx1101",
        ),
        case(
            "a model that is not the quant asked for",
            None,
            model_args(&["--quant", "Q8_0"]),
            vec![],
            "model: ",
        ),
        case(
            "a shard set (the compiler takes one file)",
            None,
            vec!["--model".into(), s(&shard_dir).into()],
            vec![],
            "llama-gguf-split --merge",
        ),
    ];
    for c in &cases {
        for mode in ["--check", "--dry-run", "--start"] {
            let mut args: Vec<&str> = c.args.iter().map(String::as_str).collect();
            if mode != "--start" {
                args.push(mode);
            }
            let mut env: Vec<(&str, &str)> = c.env.iter().map(|(k, v)| (*k, v.as_str())).collect();
            let kfd;
            if let Some(k) = &c.kfd {
                kfd = s(k).to_string();
                env.push(("STRATA_KFD_ROOT", &kfd));
            }
            let out = rig.run_sh(&args, &env);
            let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
            assert_eq!(
                out.status.code(),
                Some(1),
                "{} {mode}: not refused\n{stdout}\n{stderr}",
                c.what
            );
            let (shown, prefix) = if mode == "--check" {
                (&stdout, "  refuse: ")
            } else {
                (&stderr, "error: ")
            };
            assert!(
                shown
                    .lines()
                    .any(|l| l.starts_with(prefix) && l.contains(&c.needle)),
                "{} {mode}: {:?} missing from:\n{shown}",
                c.what,
                c.needle
            );
            assert!(
                rig.docker_runs().is_empty(),
                "{} {mode}: docker run was called",
                c.what
            );
        }
    }
    // The budget's bounds themselves are inside the contract.
    for b in ["1281", "10240"] {
        let out = rig.run_sh(&["--model", &m, "--vram-budget-mib", b, "--check"], &[]);
        assert_eq!(out.status.code(), Some(0), "{b}: {}", text(&out.stdout));
    }
}

#[test]
fn check_lists_all_refusals_at_once() {
    let rig = Rig::new("gfx1030");
    let out = rig.run_sh(
        &[
            "--model",
            s(&rig.model),
            "--vram-budget-mib",
            "20000",
            "--check",
        ],
        &[
            ("HSA_OVERRIDE_GFX_VERSION", "10.3.0"),
            ("STUB_LABELS", "0|gfx1030"),
        ],
    );
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    assert_eq!(
        stdout
            .lines()
            .filter(|l| l.starts_with("  refuse: "))
            .count(),
        4,
        "{stdout}"
    );
    assert!(
        stdout.contains("4 refusal(s): fix them and run again"),
        "{stdout}"
    );
    assert!(!stdout.contains("would run: docker"), "{stdout}");
}

#[test]
fn missing_docker_and_device_nodes_are_refused() {
    let rig = Rig::new("gfx1101");
    // A PATH with the tools run.sh needs and no docker.
    let tools = rig.root.join("tools");
    std::fs::create_dir_all(&tools).unwrap();
    for t in [
        "awk", "stat", "df", "dirname", "id", "sort", "head", "grep", "cat", "mkdir", "uname",
    ] {
        let found = Command::new(bash())
            .args(["-c", &format!("command -v {t}")])
            .output()
            .unwrap();
        let target = text(&found.stdout).trim().to_string();
        assert!(!target.is_empty(), "no {t} on this machine");
        std::os::unix::fs::symlink(target, tools.join(t)).unwrap();
    }
    let out = rig.run_sh(
        &["--model", s(&rig.model), "--check"],
        &[("PATH", s(&tools))],
    );
    let stdout = text(&out.stdout);
    assert_eq!(
        out.status.code(),
        Some(1),
        "{stdout}\n{}",
        text(&out.stderr)
    );
    assert!(
        stdout.contains("refuse: docker is not installed"),
        "{stdout}"
    );

    std::fs::remove_file(rig.dev.join("kfd")).unwrap();
    let out = rig.run_sh(&["--model", s(&rig.model), "--check"], &[]);
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    assert!(stdout.contains("refuse: device nodes "), "{stdout}");
}

#[test]
fn usage_errors_exit_2() {
    let rig = Rig::new("gfx1101");
    for (args, needle) in [
        (vec!["--bogus"], "unknown argument --bogus"),
        (
            vec!["--vram-budget-mib", "lots"],
            "not a whole number of MiB",
        ),
        (vec!["--port", "0"], "not a port number"),
        (vec!["--port=70000"], "not a port number"),
        (vec!["--model"], "--model needs a value"),
    ] {
        let out = rig.run_sh(&args, &[]);
        assert_eq!(
            out.status.code(),
            Some(2),
            "{args:?}: {}",
            text(&out.stderr)
        );
        assert!(
            text(&out.stderr).contains(needle),
            "{args:?}: {}",
            text(&out.stderr)
        );
    }
    let out = rig.run_sh(&["--help"], &[]);
    assert_eq!(out.status.code(), Some(0));
    assert!(text(&out.stdout).contains("--vram-budget-mib"));
}

/// A Hugging Face cache under the rig's home holding the model as `Tiny-Q4_K_M.gguf`.
fn hf_cache(rig: &Rig) -> (PathBuf, PathBuf, PathBuf) {
    let cache = rig.home.join(".cache/huggingface/hub");
    let repo = cache.join("models--tiny-org--Tiny-GGUF");
    let rev = "89abcdef89abcdef89abcdef89abcdef89abcdef";
    let snap = repo.join("snapshots").join(rev);
    let blobs = repo.join("blobs");
    std::fs::create_dir_all(&snap).unwrap();
    std::fs::create_dir_all(&blobs).unwrap();
    std::fs::create_dir_all(repo.join("refs")).unwrap();
    std::fs::write(repo.join("refs/main"), rev).unwrap();
    std::fs::copy(&rig.model, blobs.join("b10b")).unwrap();
    std::os::unix::fs::symlink("../../blobs/b10b", snap.join("Tiny-Q4_K_M.gguf")).unwrap();
    (cache, snap, blobs)
}

#[test]
fn a_release_from_the_hugging_face_cache_mounts_snapshot_and_blobs() {
    let rig = Rig::new("gfx1101");
    let (_cache, snap, blobs) = hf_cache(&rig);
    let table = rig.root.join("releases.json");
    std::fs::write(
        &table,
        r#"{"version": 1, "conservative": {"expert_slots": "auto", "car_threshold": 1.0, "ctx": 4096},
            "releases": {"tiny": {"description": "t", "architecture": "qwen3moe",
              "licence": "Tiny-Licence-2.0", "hf_repos": ["tiny-org/Tiny-GGUF"],
              "default_quant": "Q4_K_M", "quants": {"Q4_K_M": {"stem": "Tiny-Q4_K_M"}}}}}"#,
    )
    .unwrap();
    // The release comes from $STRATA_RELEASE, the cache from HOME's default location.
    let out = rig.run_sh(
        &["--dry-run"],
        &[("STRATA_RELEASE", "tiny"), ("STRATA_RELEASES", s(&table))],
    );
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    assert!(
        stderr.contains("strata: release tiny, licence Tiny-Licence-2.0"),
        "{stderr}"
    );
    for needle in [
        format!("-v {}:{}:ro", s(&snap), s(&snap)),
        format!("-v {}:{}:ro", s(&blobs), s(&blobs)),
        format!("-e STRATA_MODEL={}/Tiny-Q4_K_M.gguf", s(&snap)),
        "-e STRATA_RELEASE=tiny".to_string(),
    ] {
        assert!(stdout.contains(&needle), "{needle} missing from {stdout}");
    }
}

#[test]
fn without_stratac_the_images_own_resolver_answers() {
    let rig = Rig::new("gfx1101");
    // What the image's stratac would print, produced by the real one.
    let answer = rig.root.join("answer.env");
    let out = strata_tests::run_bin("stratac", &["resolve", s(&rig.model), "--env"]);
    assert!(out.status.success());
    std::fs::write(&answer, &out.stdout).unwrap();
    let mut c = Command::new(bash());
    c.arg(rig.repo.join("run.sh"))
        .args(["--model", s(&rig.model), "--check"])
        .env_clear()
        .env("PATH", format!("{}:/usr/bin:/bin", s(&rig.bin)))
        .env("HOME", &rig.home)
        .env("STRATA_KFD_ROOT", &rig.kfd)
        .env("STRATA_DEV_ROOT", &rig.dev)
        .env("STRATA_DISK_FLOOR_GB", "0")
        .env("STUB_DOCKER_LOG", rig.logs.join("docker.log"))
        .env("STUB_RUN_OUTPUT", &answer);
    let out = c.output().unwrap();
    let stdout = text(&out.stdout);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{stdout}\n{}",
        text(&out.stderr)
    );
    let runs = rig.docker_runs();
    assert_eq!(runs.len(), 1, "{runs:?}");
    let models = s(rig.model.parent().unwrap()).to_string();
    let want: Vec<String> = [
        "run",
        "--rm",
        "--network",
        "none",
        "--entrypoint",
        "/opt/strata/bin/stratac",
        "-v",
        &format!("{models}:{models}:ro"),
        "strata-hip:gfx1101",
        "resolve",
        "--env",
        "--releases",
        "/opt/strata/releases.json",
        s(&rig.model),
        "--plan-cache",
        &format!("{}/plans", s(&rig.data())),
        "--arch",
        "gfx1101",
    ]
    .iter()
    .map(|a| a.to_string())
    .collect();
    assert_eq!(runs[0], want);
    assert!(stdout.contains("ok: model "), "{stdout}");
}

#[test]
fn the_entrypoint_compiles_once_then_serves_from_the_cache() {
    let rig = Rig::new("gfx1101");
    let env = [
        ("STRATA_MODEL", s(&rig.model)),
        ("STRATA_QUANT", "Q4_K_M"),
        ("STRATA_RELEASE", "qwen3-30b-a3b"),
        ("STRATA_VRAM_BUDGET_MIB", "9216"),
        ("STRATA_IMAGE_ARCH", "gfx1101"),
        ("STRATA_ARCH", "gfx1101"),
    ];
    let start = |n: usize| -> String {
        let out = rig.entrypoint(&[], &env);
        let stderr = text(&out.stderr);
        assert_eq!(out.status.code(), Some(0), "start {n}: {stderr}");
        // The licence at every start.
        assert!(
            stderr.contains("strata: release qwen3-30b-a3b, licence Apache-2.0"),
            "{stderr}"
        );
        assert!(stderr.contains("vram guard: watching pid "), "{stderr}");
        stderr
    };
    let first = start(1);
    assert!(
        first.contains("no cached plan for this model, arch and compiler"),
        "{first}"
    );
    assert!(first.contains("strata: compiled "), "{first}");
    let calls = rig.rt_calls();
    assert_eq!(calls.len(), 1, "{calls:?}");
    let plan_dir = rig.root.join("data/plans");
    let entries: Vec<_> = std::fs::read_dir(&plan_dir).unwrap().collect();
    assert_eq!(entries.len(), 1);
    let plan = entries[0].as_ref().unwrap().path().join("plan.bin");
    assert!(plan.is_file());
    assert_eq!(
        calls[0],
        format!(
            "serve {} --model {} --host 0.0.0.0 --port 9931 --device hip:0 \
             --vram-budget-mib 9216 --ctx-size 8192",
            s(&plan),
            s(&rig.model)
        )
    );
    // No temporary plan is left behind.
    assert_eq!(
        std::fs::read_dir(plan.parent().unwrap()).unwrap().count(),
        1
    );

    let second = start(2);
    assert!(second.contains("using the cached plan"), "{second}");
    assert!(!second.contains("compiled "), "{second}");
    let modified = std::fs::metadata(&plan).unwrap().modified().unwrap();

    // Another model's plan in this entry is foreign: recompiled, never served.
    let other = rig.root.join("Other-Q4_K_M.gguf");
    synth(&other, "tiny-mixtral", "Q4_K");
    strata_tests::compile_host_plan(&other, &plan);
    let third = start(3);
    assert!(third.contains("foreign plan"), "{third}");
    assert!(third.contains("strata: compiled "), "{third}");
    assert_ne!(
        std::fs::metadata(&plan).unwrap().modified().unwrap(),
        modified
    );
    assert_eq!(rig.rt_calls().len(), 3);
    assert!(rig.rt_calls().iter().all(|c| c == &calls[0]));
}

#[test]
fn the_entrypoint_refuses_what_breaks_the_contract() {
    let rig = Rig::new("gfx1101");
    let m = s(&rig.model).to_string();
    let gfx1030 = fixture("gfx1030");
    let cases: Vec<(Vec<(&str, &str)>, &str)> = vec![
        (
            vec![("HSA_OVERRIDE_GFX_VERSION", "11.0.0")],
            "HSA_OVERRIDE_GFX_VERSION is set",
        ),
        (
            vec![("STRATA_VRAM_BUDGET_MIB", "16384")],
            "--vram-budget-mib 16384 is outside 1281..10240",
        ),
        (
            vec![("STRATA_IMAGE_ARCH", "gfx1100")],
            "this image is built for gfx1100 but the card is gfx1101",
        ),
        (
            vec![("STRATA_ARCH", "gfx1100")],
            "run.sh saw a gfx1100 card on the host",
        ),
        (
            vec![("STRATA_KFD_ROOT", s(&gfx1030))],
            "unsupported card: found gfx1030",
        ),
        (
            vec![("STRATA_RENDER_MINOR", "130")],
            "no GPU with render node renderD130",
        ),
        (
            vec![("STUB_RT_HELP", "--ctx-size <N>")],
            "has no --vram-budget-mib, so it cannot be held to the budget",
        ),
        (vec![("STRATA_QUANT", "Q8_0")], "its name says Q4_K_M"),
    ];
    for (extra, needle) in cases {
        let mut env = vec![("STRATA_MODEL", m.as_str())];
        env.extend(extra.iter().copied());
        let out = rig.entrypoint(&[], &env);
        let stderr = text(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{extra:?}: {stderr}");
        assert!(
            stderr
                .lines()
                .any(|l| l.starts_with("error: ") && l.contains(needle)),
            "{extra:?}: {needle:?} missing from {stderr}"
        );
        assert!(
            rig.rt_calls().is_empty(),
            "{extra:?}: the server was started"
        );
    }
    let out = rig.entrypoint(&[], &[]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).contains("error: no model"),
        "{}",
        text(&out.stderr)
    );
    // Anything else is run as a command (a shell for debugging, say).
    let out = rig.entrypoint(&["echo", "plain command"], &[]);
    assert_eq!(text(&out.stdout), "plain command\n");
}

/// Lines of a child's stderr, as they come.
fn lines_of(child: &mut Child) -> Receiver<String> {
    let stderr = child.stderr.take().unwrap();
    let (tx, rx) = channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stderr).lines().map_while(Result::ok) {
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    rx
}

/// Collects lines until one contains `needle`; panics (with what came) if the stream ends or
/// the child hangs.
fn wait_for(rx: &Receiver<String>, seen: &mut Vec<String>, needle: &str) {
    let deadline = Instant::now() + HANG;
    while Instant::now() < deadline {
        match rx.recv_timeout(Duration::from_millis(200)) {
            Ok(line) => {
                let hit = line.contains(needle);
                seen.push(line);
                if hit {
                    return;
                }
            }
            Err(RecvTimeoutError::Timeout) => {}
            Err(RecvTimeoutError::Disconnected) => break,
        }
    }
    panic!("{needle:?} never came; saw {seen:#?}");
}

fn wait_exit(child: &mut Child) -> ExitStatus {
    let deadline = Instant::now() + HANG;
    while Instant::now() < deadline {
        if let Some(status) = child.try_wait().unwrap() {
            return status;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let _ = child.kill();
    panic!("the child hung");
}

fn drain(rx: &Receiver<String>, seen: &mut Vec<String>) -> String {
    while let Ok(line) = rx.recv_timeout(Duration::from_secs(5)) {
        seen.push(line);
    }
    seen.join("\n")
}

/// A copy of the gfx1101 fixture with a proc/ directory, a fake server, and the guard on it.
struct GuardRig {
    _dir: tempfile::TempDir,
    proc_dir: PathBuf,
    server: Child,
}

impl GuardRig {
    fn new() -> GuardRig {
        let dir = strata_tests::scratch();
        let kfd = dir.path().join("kfd");
        copy_tree(&fixture("gfx1101"), &kfd);
        let proc_dir = kfd.join("proc");
        std::fs::create_dir_all(&proc_dir).unwrap();
        let server = Command::new("sleep").arg("1000").spawn().unwrap();
        GuardRig {
            _dir: dir,
            proc_dir,
            server,
        }
    }

    /// Sets a process's VRAM use the way KFD shows it (decimal bytes); written by rename so the
    /// guard never reads half a number.
    fn set_vram(&self, pid: u32, bytes: u64) {
        let d = self.proc_dir.join(pid.to_string());
        std::fs::create_dir_all(&d).unwrap();
        let tmp = d.join(".vram.tmp");
        std::fs::write(&tmp, format!("{bytes}\n")).unwrap();
        std::fs::rename(&tmp, d.join("vram_45566")).unwrap();
    }

    fn guard(&self, budget: &str, exclude: &str) -> Child {
        Command::new(bash())
            .arg(ws().join("docker/vram-guard.sh"))
            .args([
                "--pid",
                &self.server.id().to_string(),
                "--gpu-id",
                "45566",
                "--budget-mib",
                budget,
                "--interval",
                "0.05",
                "--grace",
                "1",
                "--exclude",
                exclude,
            ])
            .env("STRATA_KFD_ROOT", self.proc_dir.parent().unwrap())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap()
    }
}

impl Drop for GuardRig {
    fn drop(&mut self) {
        let _ = self.server.kill();
        let _ = self.server.wait();
    }
}

const GIB: u64 = 1 << 30;

#[test]
fn the_guard_stops_a_server_that_exceeds_its_budget() {
    let mut g = GuardRig::new();
    let pid = g.server.id();
    g.set_vram(pid, GIB);
    let mut guard = g.guard("2048", "");
    let rx = lines_of(&mut guard);
    let mut seen = Vec::new();
    wait_for(&rx, &mut seen, "peak 1024 MiB of 2048 MiB");
    assert!(
        seen[0].contains(&format!(
            "watching pid {pid} on GPU 45566 against a budget of 2048 MiB"
        )),
        "{seen:?}"
    );
    g.set_vram(pid, 3 * GIB);
    let status = wait_exit(&mut guard);
    let log = drain(&rx, &mut seen);
    assert_eq!(status.code(), Some(3), "{log}");
    assert!(
        log.contains(
            "vram guard: error: VRAM contract exceeded: the server holds 3072 MiB on GPU 45566, \
             the budget is 2048 MiB"
        ),
        "{log}"
    );
    assert!(
        log.contains("peak 3072 MiB of the 2048 MiB budget"),
        "{log}"
    );
    // The server was stopped.
    let server_status = wait_exit(&mut g.server);
    assert!(!server_status.success(), "{server_status:?}");
}

#[test]
fn the_guard_logs_the_peak_when_the_server_exits_inside_its_budget() {
    let mut g = GuardRig::new();
    let pid = g.server.id();
    g.set_vram(pid, 3 * GIB / 2);
    let mut guard = g.guard("2048", "");
    let rx = lines_of(&mut guard);
    let mut seen = Vec::new();
    wait_for(&rx, &mut seen, "peak 1536 MiB of 2048 MiB");
    g.server.kill().unwrap();
    g.server.wait().unwrap();
    let status = wait_exit(&mut guard);
    let log = drain(&rx, &mut seen);
    assert_eq!(status.code(), Some(0), "{log}");
    assert!(
        log.contains("server exited; peak 1536 MiB of the 2048 MiB budget"),
        "{log}"
    );
}

#[test]
fn the_guard_charges_processes_started_after_launch_when_the_pid_is_not_visible() {
    // In a container the server's KFD entry is named by its host pid: the guard charges every
    // KFD process not in the snapshot taken before launch.
    let g = GuardRig::new();
    g.set_vram(77_777, 50 * GIB); // there before the launch: not the server's
    let mut guard = g.guard("4096", "77777");
    let rx = lines_of(&mut guard);
    let mut seen = Vec::new();
    wait_for(&rx, &mut seen, "watching pid");
    assert!(
        seen[0].contains("no KFD accounting for the server yet"),
        "{seen:?}"
    );
    g.set_vram(88_888, 5 * GIB);
    let status = wait_exit(&mut guard);
    let log = drain(&rx, &mut seen);
    assert_eq!(status.code(), Some(3), "{log}");
    assert!(
        log.contains("holds 5120 MiB on GPU 45566, the budget is 4096 MiB (1 KFD process(es) started after the server's launch)"),
        "{log}"
    );
}

#[test]
fn the_guard_rejects_bad_arguments() {
    for args in [
        vec!["--pid", "x", "--gpu-id", "1", "--budget-mib", "1"],
        vec!["--pid", "1", "--gpu-id", "1"],
        vec![
            "--pid",
            "1",
            "--gpu-id",
            "1",
            "--budget-mib",
            "1",
            "--interval",
            "soon",
        ],
        vec!["--what", "1"],
    ] {
        let out = Command::new(bash())
            .arg(ws().join("docker/vram-guard.sh"))
            .args(&args)
            .output()
            .unwrap();
        assert_eq!(
            out.status.code(),
            Some(2),
            "{args:?}: {}",
            text(&out.stderr)
        );
        assert!(
            text(&out.stderr).starts_with("vram guard: error: "),
            "{args:?}"
        );
    }
}

#[test]
fn the_shell_scripts_parse() {
    for f in [
        "run.sh",
        "docker/entrypoint.sh",
        "docker/vram-guard.sh",
        "docker/build.sh",
        "docker/lib/strata.sh",
        "tools/install-deps.sh",
    ] {
        let out = Command::new(bash())
            .arg("-n")
            .arg(ws().join(f))
            .output()
            .unwrap();
        assert!(out.status.success(), "{f}: {}", text(&out.stderr));
    }
}

#[test]
fn the_gfx_target_version_decodes_like_kfd_encodes_it() {
    let out = Command::new(bash())
        .arg("-c")
        .arg(format!(
            ". {}; for v in 110001 110000 100300 90010 120001; do gfx_name $v; done",
            s(&ws().join("docker/lib/strata.sh"))
        ))
        .output()
        .unwrap();
    assert_eq!(
        text(&out.stdout),
        "gfx1101\ngfx1100\ngfx1030\ngfx90a\ngfx1201\n"
    );
}

#[test]
fn build_sh_tags_and_labels_the_image() {
    let rig = Rig::new("gfx1101");
    let build = |args: &[&str], env: &[(&str, &str)]| {
        let mut c = Command::new(bash());
        c.arg(rig.repo.join("docker/build.sh")).args(args).env(
            "PATH",
            format!(
                "{}:{}",
                s(&rig.bin),
                std::env::var("PATH").unwrap_or_default()
            ),
        );
        c.env("STUB_DOCKER_LOG", rig.logs.join("docker.log"));
        for (k, v) in env {
            c.env(k, v);
        }
        c.output().unwrap()
    };
    let out = build(&["--arch", "gfx1100", "--tests"], &[]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let calls = rig.docker_calls();
    assert_eq!(calls.len(), 3, "{calls:?}");
    let has = |c: &[String], pair: &[&str]| c.windows(pair.len()).any(|w| w == pair);
    assert!(has(&calls[0], &["--target", "builder"]));
    assert!(has(&calls[0], &["-t", "strata-hip-builder:gfx1100"]));
    assert!(has(&calls[1], &["--target", "tests"]));
    let runtime = &calls[2];
    assert!(has(runtime, &["--target", "runtime"]));
    assert!(has(runtime, &["--build-arg", "STRATA_ARCH=gfx1100"]));
    // The guard version label is the launcher's own constant.
    assert!(has(runtime, &["--build-arg", "GUARD_VERSION=1"]));
    assert!(has(
        runtime,
        &["--build-arg", "BUILT=strata-hip-builder:gfx1100"]
    ));
    assert!(has(runtime, &["-t", "strata-hip:gfx1100"]));
    assert!(has(runtime, &["-t", "strata-hip:gfx1100-latest"]));
    // The repo copy is no git checkout: the revision tag says so.
    assert!(
        has(runtime, &["-t", "strata-hip:gfx1100-unknown"]),
        "{runtime:?}"
    );
    assert_eq!(runtime.last().unwrap(), s(&rig.repo));

    let out = build(&["--arch", "gfx1030"], &[]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("--arch gfx1030"));
    // --runtime-only needs the builder image.
    let out = build(
        &["--runtime-only"],
        &[("STUB_INSPECT_ERROR", "Error: No such image")],
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("needs the builder image strata-hip-builder:gfx1101"));
}

#[test]
fn install_deps_hip_stops_before_installing_on_a_platform_that_cannot_build_it() {
    let dir = strata_tests::scratch();
    let bin = dir.path().join("bin");
    std::fs::create_dir_all(&bin).unwrap();
    // An aarch64 machine without apt: two things missing, both named, nothing installed.
    write_exec(&bin.join("uname"), "#!/bin/sh\necho aarch64\n");
    let id_path = Command::new(bash())
        .args(["-c", "command -v id"])
        .output()
        .unwrap();
    std::os::unix::fs::symlink(text(&id_path.stdout).trim(), bin.join("id")).unwrap();
    let out = Command::new(bash())
        .arg(ws().join("tools/install-deps.sh"))
        .arg("--hip")
        .env_clear()
        .env("PATH", &bin)
        .env("HOME", dir.path())
        .output()
        .unwrap();
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains("--hip cannot work on this platform; nothing was installed"),
        "{stderr}"
    );
    assert!(stderr.contains("apt-get and dpkg"), "{stderr}");
    assert!(stderr.contains("an x86_64 machine"), "{stderr}");
    assert!(stderr.contains("this one is aarch64"), "{stderr}");
    assert!(!stderr.contains("installing:"), "{stderr}");
}
