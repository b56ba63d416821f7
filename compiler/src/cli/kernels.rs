//! `stratac inspect PLAN --kernels` and `--extract-kernels DIR`: a plan's generated kernels.
//!
//! `--kernels` lists, per kernel: target, format, block size, registers (AMD VGPRs/SGPRs as
//! the code object's metadata reports them; NVIDIA registers are only known to ptxas, so
//! PTX shows `-`), LDS/shared bytes, scratch (spill) bytes, an occupancy estimate for the
//! target (waves per SIMD on RDNA3, warps per SM on Hopper), code size and the cost model's
//! bytes/flops. `--extract-kernels DIR` writes each code object to
//! `DIR/<target>/<kernel>.{hsaco,ptx,ll}`; names from the plan are checked so a hostile plan
//! cannot write outside DIR.

use super::InspectArgs;
use anyhow::{Context, bail};
use std::path::{Path, PathBuf};
use strata_ir::plan::{KernelBinary, Plan};

/// Whether `path` starts with the plan magic.
pub fn is_plan(path: &Path) -> bool {
    use std::io::Read;
    let mut magic = [0u8; 8];
    std::fs::File::open(path)
        .and_then(|mut f| f.read_exact(&mut magic))
        .is_ok_and(|()| magic == strata_ir::plan::PLAN_MAGIC)
}

fn occupancy(k: &KernelBinary) -> Option<u32> {
    #[cfg(feature = "llvm")]
    {
        strata_compiler::kernels::occupancy(k)
    }
    #[cfg(not(feature = "llvm"))]
    {
        let _ = k;
        None
    }
}

fn opt(v: Option<u32>) -> String {
    v.map_or_else(|| "-".to_string(), |v| v.to_string())
}

/// The `--kernels` table.
pub fn table(plan: &Plan) -> String {
    let mut s = format!(
        "{} kernels\n{:<8} {:<34} {:<7} {:>5} {:>5} {:>5} {:>6} {:>6} {:>5} {:>8} {:>12} {:>12}\n",
        plan.kernels.len(),
        "target",
        "kernel",
        "format",
        "block",
        "vgpr",
        "sgpr",
        "lds",
        "spill",
        "occ",
        "code",
        "bytes",
        "flops"
    );
    for k in &plan.kernels {
        s.push_str(&format!(
            "{:<8} {:<34} {:<7} {:>5} {:>5} {:>5} {:>6} {:>6} {:>5} {:>8} {:>12} {:>12}\n",
            k.target,
            k.name,
            k.format,
            k.block_dim[0],
            opt(k.vgprs),
            opt(k.sgprs),
            k.shared_bytes,
            opt(k.spill_bytes),
            opt(occupancy(k)),
            k.code.len(),
            k.bytes_per_launch,
            k.flops_per_launch
        ));
    }
    s
}

/// The `--kernels --json` object.
pub fn json(plan: &Plan) -> serde_json::Value {
    let kernels: Vec<serde_json::Value> = plan
        .kernels
        .iter()
        .map(|k| {
            serde_json::json!({
                "target": k.target,
                "name": k.name,
                "format": k.format,
                "block_dim": k.block_dim,
                "vgprs": k.vgprs,
                "sgprs": k.sgprs,
                "shared_bytes": k.shared_bytes,
                "spill_bytes": k.spill_bytes,
                "occupancy": occupancy(k),
                "code_bytes": k.code.len(),
                "bytes_per_launch": k.bytes_per_launch,
                "flops_per_launch": k.flops_per_launch,
            })
        })
        .collect();
    serde_json::json!({ "format": "plan", "kernels": kernels })
}

fn safe_component(s: &str) -> bool {
    !s.is_empty()
        && s != "."
        && s != ".."
        && s.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'.' || b == b'-')
}

/// Writes every code object to `dir/<target>/<kernel>.<ext>`; returns the files written.
pub fn extract(plan: &Plan, dir: &Path) -> anyhow::Result<Vec<PathBuf>> {
    let mut written = Vec::new();
    for k in &plan.kernels {
        if !safe_component(&k.target) || !safe_component(&k.name) {
            bail!(
                "plan has a kernel with an unsafe name: {:?} / {:?}",
                k.target,
                k.name
            );
        }
        let ext = match k.format.as_str() {
            "hsaco" => "hsaco",
            "ptx" => "ptx",
            "llvm-ir" => "ll",
            other => bail!("kernel {} has unknown format {other:?}", k.name),
        };
        let sub = dir.join(&k.target);
        std::fs::create_dir_all(&sub).with_context(|| format!("creating {}", sub.display()))?;
        let path = sub.join(format!("{}.{ext}", k.name));
        std::fs::write(&path, &k.code).with_context(|| format!("writing {}", path.display()))?;
        written.push(path);
    }
    Ok(written)
}

/// `stratac inspect PLAN --kernels | --extract-kernels DIR`.
pub fn run(args: &InspectArgs) -> anyhow::Result<()> {
    let plan = Plan::read(&args.file).with_context(|| format!("{}", args.file.display()))?;
    if let Some(dir) = &args.extract_kernels {
        let files = extract(&plan, dir)?;
        eprintln!("wrote {} code objects under {}", files.len(), dir.display());
    }
    if args.kernels {
        if args.json {
            super::print_stdout(&format!("{}\n", json(&plan)))?;
        } else {
            super::print_stdout(&table(&plan))?;
        }
    }
    Ok(())
}
