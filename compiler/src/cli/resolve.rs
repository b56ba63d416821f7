//! `stratac resolve [MODEL] [--quant Q] [--release NAME --releases FILE] [--plan-cache DIR
//! --arch A] [--json | --env]`: the one model resolver `run.sh` and the container's entrypoint
//! share (see `strata_compiler::resolve`). `--json` prints one object; `--env` prints
//! `key=value` lines (list keys repeated) that a shell script reads without `eval`; the default
//! is a summary for people. A refusal is an `error:` line and exit code 1.

use std::fmt::Write as _;
use std::path::PathBuf;

use anyhow::{Context, bail};
use serde_json::json;
use strata_compiler::resolve::{
    COMPILER_VERSION, ExpertSlots, PlanState, Releases, Request, Resolved, resolve,
};

/// Arguments of `stratac resolve`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// A GGUF file (a shard stands for its set), a directory, or a Hugging Face cache name
    /// (ORG/REPO or REPO). Default: the release's repositories in the cache.
    pub model: Option<String>,
    /// The quant every file must be (default: the release's default, else what the files say).
    #[arg(long)]
    pub quant: Option<String>,
    /// A release of the release table (default: `$STRATA_RELEASE`).
    #[arg(long)]
    pub release: Option<String>,
    /// The release table (default: `$STRATA_RELEASES`).
    #[arg(long, value_name = "FILE")]
    pub releases: Option<PathBuf>,
    /// The Hugging Face hub cache (default: `$HF_HUB_CACHE`, `$HF_HOME/hub`,
    /// `~/.cache/huggingface/hub`).
    #[arg(long, value_name = "DIR")]
    pub hf_cache: Option<PathBuf>,
    /// Check the plan cache under DIR for this model and `--arch`.
    #[arg(long, value_name = "DIR", requires = "arch")]
    pub plan_cache: Option<PathBuf>,
    /// The target the cached plan must be compiled for (with `--plan-cache`).
    #[arg(long, requires = "plan_cache")]
    pub arch: Option<String>,
    /// Print one JSON object.
    #[arg(long, conflicts_with = "env")]
    pub json: bool,
    /// Print `key=value` lines for shell scripts.
    #[arg(long)]
    pub env: bool,
}

fn env_path(name: &str) -> Option<PathBuf> {
    std::env::var_os(name)
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
}

/// The Hugging Face hub cache the way `huggingface_hub` finds it.
fn default_hf_cache() -> Option<PathBuf> {
    env_path("HF_HUB_CACHE")
        .or_else(|| env_path("HF_HOME").map(|h| h.join("hub")))
        .or_else(|| env_path("HOME").map(|h| h.join(".cache/huggingface/hub")))
}

/// Runs `resolve`.
pub fn run(args: Args) -> anyhow::Result<()> {
    let release = args.release.clone().or_else(|| {
        std::env::var("STRATA_RELEASE")
            .ok()
            .filter(|s| !s.is_empty())
    });
    let releases_path = args
        .releases
        .clone()
        .or_else(|| env_path("STRATA_RELEASES"));
    let releases = match &releases_path {
        Some(p) => Some(Releases::read(p)?),
        None if release.is_some() => {
            bail!(
                "--release needs the release table: pass --releases FILE (or set STRATA_RELEASES)"
            )
        }
        None => None,
    };
    if let Some(arch) = &args.arch
        && (arch.is_empty()
            || !arch
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_'))
    {
        bail!("--arch {arch:?}: expected a target name such as gfx1101");
    }
    let req = Request {
        model: args.model.clone(),
        quant: args.quant.clone(),
        release,
        hf_cache: args.hf_cache.clone().or_else(default_hf_cache),
        plan: args.plan_cache.clone().zip(args.arch.clone()),
    };
    let r = resolve(&req, releases.as_ref())?;
    let out = if args.json {
        let mut s = to_json(&r)?.to_string();
        s.push('\n');
        s
    } else if args.env {
        to_env(&r)?
    } else {
        to_text(&r)
    };
    super::print_stdout(&out)
}

fn model_path(r: &Resolved) -> anyhow::Result<PathBuf> {
    let first = r.files.first().context("resolved no file")?;
    Ok(std::path::absolute(&first.path)?)
}

fn slots(s: &ExpertSlots) -> serde_json::Value {
    match s {
        ExpertSlots::Count(n) => json!(n),
        ExpertSlots::Named(name) => json!(name),
    }
}

fn plan_fields(state: &PlanState) -> (&'static str, Option<&str>) {
    match state {
        PlanState::Fresh => ("fresh", None),
        PlanState::Missing => ("missing", None),
        PlanState::Stale(why) => ("stale", Some(why)),
        PlanState::Unsupported(why) => ("unsupported", Some(why)),
    }
}

/// The JSON form.
pub fn to_json(r: &Resolved) -> anyhow::Result<serde_json::Value> {
    let files: Vec<_> = r
        .files
        .iter()
        .map(|f| {
            json!({
                "path": f.path.display().to_string(), "bytes": f.bytes,
                "name_quant": f.name_quant, "file_type": f.file_type,
                "gate_up_types": f.gate_up_types, "header_sha256": f.header_hash,
            })
        })
        .collect();
    let plan = r.plan.as_ref().map(|p| {
        let (state, reason) = plan_fields(&p.state);
        json!({"path": p.path.display().to_string(), "state": state, "reason": reason})
    });
    Ok(json!({
        "kind": r.kind,
        "hf_repo": r.hf_repo.as_ref().map(|(repo, rev)| json!({"repo": repo, "revision": rev})),
        "model_path": model_path(r)?.display().to_string(),
        "files": files,
        "quant": r.quant,
        "architecture": r.architecture,
        "bytes": r.total_bytes,
        "identity": r.identity,
        "mounts": r.mounts.iter().map(|m| m.display().to_string()).collect::<Vec<_>>(),
        "release": r.release,
        "licence": r.licence,
        "tuning": {
            "expert_slots": slots(&r.tuning.expert_slots),
            "car_threshold": r.tuning.car_threshold,
            "ctx": r.tuning.ctx,
        },
        "measured": r.measured,
        "warnings": r.warnings,
        "plan": plan,
        "compiler_version": COMPILER_VERSION,
    }))
}

/// The `key=value` form. A value holding a newline would break the format, so it is refused.
pub fn to_env(r: &Resolved) -> anyhow::Result<String> {
    let mut lines: Vec<(&str, String)> = vec![
        ("kind", r.kind.to_string()),
        ("model_path", model_path(r)?.display().to_string()),
    ];
    for f in &r.files {
        lines.push(("file", f.path.display().to_string()));
    }
    for m in &r.mounts {
        lines.push(("mount", m.display().to_string()));
    }
    lines.extend([
        ("quant", r.quant.clone()),
        ("architecture", r.architecture.clone()),
        ("bytes", r.total_bytes.to_string()),
        ("identity", r.identity.clone()),
        ("release", r.release.clone().unwrap_or_default()),
        ("licence", r.licence.clone().unwrap_or_default()),
        ("expert_slots", r.tuning.expert_slots.to_string()),
        ("car_threshold", r.tuning.car_threshold.to_string()),
        ("ctx", r.tuning.ctx.to_string()),
        (
            "measured",
            if r.measured { "yes" } else { "no" }.to_string(),
        ),
        ("compiler_version", COMPILER_VERSION.to_string()),
    ]);
    for w in &r.warnings {
        lines.push(("warning", w.clone()));
    }
    if let Some(p) = &r.plan {
        let (state, reason) = plan_fields(&p.state);
        lines.push(("plan_path", p.path.display().to_string()));
        lines.push(("plan_state", state.to_string()));
        lines.push(("plan_reason", reason.unwrap_or_default().to_string()));
    }
    let mut s = String::new();
    for (k, v) in lines {
        if v.contains(['\n', '\r']) {
            bail!("{k} {v:?} holds a line break, which the key=value output cannot carry");
        }
        let _ = writeln!(s, "{k}={v}");
    }
    Ok(s)
}

/// The text form.
pub fn to_text(r: &Resolved) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "{} {} ({}), {} file(s), {} bytes",
        r.kind,
        r.quant,
        r.architecture,
        r.files.len(),
        r.total_bytes
    );
    if let Some((repo, rev)) = &r.hf_repo {
        let _ = writeln!(s, "hugging face cache: {repo} at revision {rev}");
    }
    for f in &r.files {
        let _ = writeln!(
            s,
            "  {}  ({} bytes, file_type {}, gate/up {})",
            f.path.display(),
            f.bytes,
            f.file_type.as_deref().unwrap_or("-"),
            if f.gate_up_types.is_empty() {
                "-".to_string()
            } else {
                f.gate_up_types.join("/")
            }
        );
    }
    let _ = writeln!(s, "identity sha256:{}", r.identity);
    if let Some(rel) = &r.release {
        let _ = writeln!(
            s,
            "release {rel}, licence {}",
            r.licence.as_deref().unwrap_or("-")
        );
    }
    let _ = writeln!(
        s,
        "tuning ({}): expert slots {}, CAR threshold {}, context {}",
        if r.measured { "measured" } else { "unmeasured" },
        r.tuning.expert_slots,
        r.tuning.car_threshold,
        r.tuning.ctx
    );
    if let Some(p) = &r.plan {
        let (state, reason) = plan_fields(&p.state);
        let _ = writeln!(
            s,
            "plan {}: {state}{}",
            p.path.display(),
            reason.map(|w| format!(" ({w})")).unwrap_or_default()
        );
    }
    for w in &r.warnings {
        let _ = writeln!(s, "warning: {w}");
    }
    s
}
