//! `stratac inspect PLAN [--json]`: a plan's summary (model, provenance, graph), its kernels,
//! GEMM picks and memory plan, as text or as one JSON object.

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
    if plan.gemms.is_empty() {
        let _ = writeln!(s, "gemm picks: none");
    } else {
        let _ = writeln!(s, "gemm picks: {}", plan.gemms.len());
        for g in &plan.gemms {
            let _ = writeln!(
                s,
                "  {} {} {} N={} K={} ldy={} T≈{} -> {}",
                g.target,
                g.weight,
                g.dtype,
                g.n,
                g.k,
                g.ldy,
                g.t_bucket,
                g.solution_id
                    .map_or("default heuristic".into(), |v| v.to_string())
            );
        }
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
