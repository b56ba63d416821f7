//! `stratac inspect PLAN [--json]`: a plan's summary (model, provenance, graph), its kernels,
//! GEMM picks and memory plan, as text or as one JSON object; `--gemms` lists the prompt-time
//! GEMM picks alone (DESIGN.md's `{"table", "gemms": [...]}` object with `--json`).

use std::collections::BTreeMap;
use std::fmt::Write as _;

use anyhow::Context;
use serde_json::{Value as Json, json};
use strata_ir::plan::Plan;

use super::InspectArgs;

/// Whether `path` starts with the plan magic.
pub fn is_plan(path: &std::path::Path) -> bool {
    use std::io::Read;
    let mut magic = [0u8; 8];
    std::fs::File::open(path)
        .and_then(|mut f| f.read_exact(&mut magic))
        .is_ok_and(|()| magic == strata_ir::plan::PLAN_MAGIC)
}

/// Runs `inspect` on a plan file.
pub fn run(args: &InspectArgs) -> anyhow::Result<()> {
    let plan = Plan::read(&args.file).with_context(|| args.file.display().to_string())?;
    let out = if args.json {
        let mut s = to_json(&plan)?.to_string();
        s.push('\n');
        s
    } else {
        to_text(&plan)
    };
    super::print_stdout(&out)
}

/// Runs `inspect --gemms` on a plan file.
pub fn run_gemms(args: &InspectArgs) -> anyhow::Result<()> {
    let plan = Plan::read(&args.file).with_context(|| args.file.display().to_string())?;
    let out = if args.json {
        let mut s = gemms_json(&plan).to_string();
        s.push('\n');
        s
    } else {
        gemms_text(&plan)
    };
    super::print_stdout(&out)
}

/// One distinct pick: the plan records a pick per weight, and every weight of the same
/// (target, dtype, N, K, ldy) at the same bucket shares it.
struct Pick<'a> {
    target: &'a str,
    dtype: &'a str,
    n: u64,
    k: u64,
    ldy: u64,
    tokens: u64,
    solution: Option<i64>,
    weights: Vec<&'a str>,
}

/// The plan's picks with weights of one shape merged, in the plan's order (target, execution
/// order of each shape's first weight, bucket).
fn distinct_picks(plan: &Plan) -> Vec<Pick<'_>> {
    let mut out: Vec<Pick<'_>> = Vec::new();
    let mut index = std::collections::HashMap::new();
    for g in &plan.gemms {
        let key = (
            g.target.as_str(),
            g.dtype.as_str(),
            g.n,
            g.k,
            g.ldy,
            g.t_bucket,
            g.solution_id,
        );
        let i = *index.entry(key).or_insert_with(|| {
            out.push(Pick {
                target: &g.target,
                dtype: &g.dtype,
                n: g.n,
                k: g.k,
                ldy: g.ldy,
                tokens: g.t_bucket,
                solution: g.solution_id,
                weights: Vec::new(),
            });
            out.len() - 1
        });
        if let Some(p) = out.get_mut(i)
            && !p.weights.contains(&g.weight.as_str())
        {
            p.weights.push(&g.weight);
        }
    }
    out
}

/// One line of `inspect --gemms`: a shape (its first pick), its pick per bucket, its weights.
type ShapeRow<'p, 'a> = (&'p Pick<'a>, BTreeMap<u64, Option<i64>>, Vec<&'a str>);

/// `inspect --gemms --json`: `{"table": id or null, "gemms": [{"dtype", "n", "k", "ldy",
/// "tokens", "solution"}]}`, one entry per distinct pick (a plan for two GPU targets lists the
/// first target's picks, then the second's).
pub fn gemms_json(plan: &Plan) -> Json {
    let gemms: Vec<Json> = distinct_picks(plan)
        .iter()
        .map(|p| {
            json!({
                "dtype": p.dtype, "n": p.n, "k": p.k, "ldy": p.ldy, "tokens": p.tokens,
                "solution": p.solution,
            })
        })
        .collect();
    json!({ "table": plan.provenance.calibration_id, "gemms": gemms })
}

/// `inspect --gemms`: per GPU target, hit/miss counts and one line per GEMM shape with its pick
/// at every token bucket.
pub fn gemms_text(plan: &Plan) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "calibration table: {}",
        plan.provenance.calibration_id.as_deref().unwrap_or("none")
    );
    let picks = distinct_picks(plan);
    let gpus: Vec<&str> = plan
        .targets
        .iter()
        .map(String::as_str)
        .filter(|t| strata_calibration::target_library(t).is_some())
        .collect();
    if gpus.is_empty() {
        let _ = writeln!(
            s,
            "no prompt-time GEMM picks: targets {} have no BLAS library (the runtime's CPU GEMM)",
            plan.targets.join(",")
        );
    }
    for target in gpus {
        let mine: Vec<&Pick<'_>> = picks.iter().filter(|p| p.target == target).collect();
        let library = strata_calibration::target_library(target).map_or("?", |l| l.library);
        if mine.is_empty() {
            let _ = writeln!(
                s,
                "{target} ({library}): no prompt-time GEMMs (no matrix weight is in a staged type)"
            );
            continue;
        }
        let mut buckets: Vec<u64> = mine.iter().map(|p| p.tokens).collect();
        buckets.sort_unstable();
        buckets.dedup();
        // Shapes in first-appearance order, each with its picks by bucket.
        let mut shapes: Vec<ShapeRow<'_, '_>> = Vec::new();
        for p in &mine {
            let same = |q: &Pick<'_>| (q.dtype, q.n, q.k, q.ldy) == (p.dtype, p.n, p.k, p.ldy);
            let i = match shapes.iter().position(|(q, _, _)| same(q)) {
                Some(i) => i,
                None => {
                    shapes.push((p, BTreeMap::new(), Vec::new()));
                    shapes.len() - 1
                }
            };
            if let Some((_, by_bucket, weights)) = shapes.get_mut(i) {
                by_bucket.insert(p.tokens, p.solution);
                for w in &p.weights {
                    if !weights.contains(w) {
                        weights.push(w);
                    }
                }
            }
        }
        let hits = mine.iter().filter(|p| p.solution.is_some()).count();
        let _ = writeln!(
            s,
            "{target} ({library}): {} GEMM shapes, {} picks: {hits} from the table, {} library \
             heuristic",
            shapes.len(),
            mine.len(),
            mine.len() - hits
        );
        let mut head = format!("  {:<5} {:>6} {:>6} {:>6}", "dtype", "N", "K", "ldy");
        for b in &buckets {
            let _ = write!(head, " {:>6}", format!("T={b}"));
        }
        let _ = writeln!(s, "{head}  weights");
        for (p, by_bucket, weights) in &shapes {
            let mut line = format!("  {:<5} {:>6} {:>6} {:>6}", p.dtype, p.n, p.k, p.ldy);
            for b in &buckets {
                let cell = match by_bucket.get(b) {
                    Some(Some(id)) => id.to_string(),
                    Some(None) => "-".to_string(),
                    None => "?".to_string(),
                };
                let _ = write!(line, " {cell:>6}");
            }
            let first = weights.first().copied().unwrap_or("?");
            let more = match weights.len() {
                0 | 1 => String::new(),
                n => format!(" and {} more", n - 1),
            };
            let _ = writeln!(s, "{line}  {first}{more}");
        }
    }
    let _ = writeln!(s, "(- = the library's default heuristic)");
    s
}

/// How many nodes of each op the graph has, by op name.
fn op_counts(plan: &Plan) -> BTreeMap<&'static str, usize> {
    let mut counts = BTreeMap::new();
    for id in plan.graph.node_ids() {
        if let Some(n) = plan.graph.node(id) {
            *counts.entry(n.op.name()).or_insert(0) += 1;
        }
    }
    counts
}

/// A byte count in the largest unit that keeps it at least 1 (B, KiB, MiB, GiB).
fn mib(bytes: u64) -> String {
    let b = bytes as f64;
    if bytes < 1024 {
        format!("{bytes} B")
    } else if b < 1024.0 * 1024.0 {
        format!("{:.1} KiB", b / 1024.0)
    } else if b < 1024.0 * 1024.0 * 1024.0 {
        format!("{:.2} MiB", b / (1024.0 * 1024.0))
    } else {
        format!("{:.2} GiB", b / (1024.0 * 1024.0 * 1024.0))
    }
}

/// The JSON form: `{"format":"plan", "version", "targets", "config", "provenance", "graph",
/// "tensors", "kernels", "gemms", "memory", "tokenizer"}`.
pub fn to_json(plan: &Plan) -> anyhow::Result<Json> {
    let p = &plan.provenance;
    let kernels: Vec<Json> = plan
        .kernels
        .iter()
        .map(|k| {
            json!({
                "target": k.target, "name": k.name, "format": k.format, "bytes": k.code.len(),
                "block_dim": k.block_dim, "shared_bytes": k.shared_bytes, "vgprs": k.vgprs,
                "sgprs": k.sgprs, "spill_bytes": k.spill_bytes,
                "bytes_per_launch": k.bytes_per_launch, "flops_per_launch": k.flops_per_launch,
            })
        })
        .collect();
    let tensors: Vec<Json> = plan
        .tensors
        .iter()
        .zip(plan.graph.weights())
        .map(|(t, w)| {
            json!({
                "name": t.name, "type": t.ty.name(), "shape": t.shape, "offset": t.offset,
                "bytes": t.n_bytes, "role": w.role.name(),
            })
        })
        .collect();
    let tok = &plan.tokenizer;
    Ok(json!({
        "format": "plan",
        "version": strata_ir::plan::PLAN_VERSION,
        "targets": plan.targets,
        "config": serde_json::to_value(&plan.config)?,
        "provenance": {
            "gguf_path": p.gguf_path, "gguf_size": p.gguf_size,
            "header_hash": p.header_hash_hex(), "compiler_version": p.compiler_version,
            "calibration_id": p.calibration_id,
        },
        "graph": {
            "nodes": plan.graph.node_count(),
            "values": plan.graph.value_count(),
            "weights": plan.graph.weights().len(),
            "ops": op_counts(plan),
        },
        "tensors": tensors,
        "kernels": kernels,
        "gemms": serde_json::to_value(&plan.gemms)?,
        "memory": serde_json::to_value(&plan.memory)?,
        "tokenizer": {
            "model": tok.model, "pre": tok.pre, "tokens": tok.tokens.len(),
            "merges": tok.merges.len(), "bos_id": tok.bos_id, "eos_id": tok.eos_id,
            "eot_id": tok.eot_id, "chat_template": tok.chat_template.is_some(),
        },
    }))
}

/// The text form.
pub fn to_text(plan: &Plan) -> String {
    let c = &plan.config;
    let p = &plan.provenance;
    let m = &plan.memory;
    let mut s = String::new();
    // Writing to a String cannot fail, so the fmt results are ignored.
    let _ = writeln!(
        s,
        "plan format {}, targets {}",
        strata_ir::plan::PLAN_VERSION,
        plan.targets.join(",")
    );
    let _ = writeln!(
        s,
        "model: {}{} — {} layers, n_embd {}, vocab {}, heads {} (kv {}) × {}, context {}",
        c.arch,
        c.name
            .as_deref()
            .map(|n| format!(" ({n})"))
            .unwrap_or_default(),
        c.n_layer,
        c.n_embd,
        c.n_vocab,
        c.n_head,
        c.n_head_kv,
        c.head_dim,
        c.context_length
    );
    if c.n_expert > 0 {
        let _ = writeln!(
            s,
            "experts: {} (top-{}, ffn {}, {} {}), shared expert: {}",
            c.n_expert,
            c.n_expert_used,
            c.n_ff_exp.map_or("?".into(), |v| v.to_string()),
            c.expert_scoring.name(),
            if c.expert_norm_topk {
                "renormalised"
            } else {
                "not renormalised"
            },
            c.n_ff_shexp.map_or("none".into(), |v| format!("ffn {v}"))
        );
    } else {
        let _ = writeln!(
            s,
            "dense ffn {}",
            c.n_ff.map_or("?".into(), |v| v.to_string())
        );
    }
    let _ = writeln!(
        s,
        "rope: {} n_rot {} base {} scale {}; rms eps {}; qk norm {}; tied output {}",
        c.rope.mode.name(),
        c.rope.n_rot,
        c.rope.freq_base,
        c.rope.freq_scale,
        c.rms_eps,
        c.qk_norm,
        c.tied_output
    );
    let _ = writeln!(
        s,
        "provenance: {} ({} bytes), header sha256 {}, stratac {}, calibration {}",
        p.gguf_path,
        p.gguf_size,
        p.header_hash_hex(),
        p.compiler_version,
        p.calibration_id.as_deref().unwrap_or("none")
    );
    let ops: Vec<String> = op_counts(plan)
        .into_iter()
        .map(|(k, v)| format!("{k}×{v}"))
        .collect();
    let _ = writeln!(
        s,
        "graph: {} nodes, {} weights; {}",
        plan.graph.node_count(),
        plan.graph.weights().len(),
        ops.join(" ")
    );
    let tok = &plan.tokenizer;
    let _ = writeln!(
        s,
        "tokenizer: {}{}, {} tokens, {} merges, chat template {}",
        if tok.model.is_empty() {
            "none"
        } else {
            &tok.model
        },
        tok.pre
            .as_deref()
            .map(|p| format!(" ({p})"))
            .unwrap_or_default(),
        tok.tokens.len(),
        tok.merges.len(),
        if tok.chat_template.is_some() {
            "yes"
        } else {
            "no"
        }
    );
    if plan.kernels.is_empty() {
        let _ = writeln!(s, "kernels: none (host runs the runtime's CPU kernels)");
    } else {
        let _ = writeln!(s, "kernels: {}", plan.kernels.len());
        for k in &plan.kernels {
            let _ = writeln!(
                s,
                "  {} {} {} ({} bytes) block {:?} lds {} vgprs {} sgprs {} spill {}",
                k.target,
                k.name,
                k.format,
                k.code.len(),
                k.block_dim,
                k.shared_bytes,
                k.vgprs.map_or("-".into(), |v| v.to_string()),
                k.sgprs.map_or("-".into(), |v| v.to_string()),
                k.spill_bytes.map_or("-".into(), |v| v.to_string())
            );
        }
    }
    let picks = distinct_picks(plan);
    if picks.is_empty() {
        let _ = writeln!(s, "gemm picks: none");
    } else {
        let hits = picks.iter().filter(|p| p.solution.is_some()).count();
        let _ = writeln!(
            s,
            "gemm picks: {} ({hits} from the table, {} library heuristic; `inspect --gemms` lists them)",
            picks.len(),
            picks.len() - hits
        );
    }
    let _ = writeln!(
        s,
        "memory: weights {} (experts {}, dense {}), expert slot {}, KV {} per token, max activation row {}, VRAM budget {}",
        mib(m.weight_bytes),
        mib(m.expert_bytes),
        mib(m.dense_bytes),
        mib(m.expert_slot_bytes),
        mib(m.kv_bytes_per_token),
        mib(m.max_activation_row_bytes),
        m.vram_budget_mib
            .map_or("not set".into(), |v| format!("{v} MiB"))
    );
    s
}
