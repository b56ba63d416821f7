//! The pass pipeline: one named, ordered list of graph-to-graph passes run after lowering.
//!
//! [`PIPELINE`] is the single source of truth for which passes run and in what order;
//! `stratac compile --dump-after=NAME` prints the graph's text form after the pass `NAME` (or
//! after `lower`, before any pass). [`run`] verifies the graph before the first pass and after
//! every pass, so a pass that breaks an invariant is caught at the pass that broke it.
//!
//! The passes:
//! * `dce` removes nodes whose outputs nothing reads (inputs and attention, which writes the KV
//!   cache, are kept).
//! * `classify-weights` tags every weight with its role (expert, router, attention, ...), which
//!   the memory plan and the runtime's expert placement are computed from.
//! * `schedule` renumbers nodes into their deterministic topological (execution) order and drops
//!   dead values, so node ids in the plan are the order the runtime executes them in.

use crate::error::CompileError;
use strata_ir::graph::{Graph, Node, WeightRole};
use strata_ir::op::Op;
use strata_ir::verify::verify;

/// One pass: a name and a function that rewrites the graph.
#[derive(Debug, Clone, Copy)]
pub struct Pass {
    pub name: &'static str,
    pub run: fn(Graph) -> Result<Graph, CompileError>,
}

/// The pipeline, in order.
pub const PIPELINE: &[Pass] = &[
    Pass {
        name: "dce",
        run: dce,
    },
    Pass {
        name: "classify-weights",
        run: classify_weights,
    },
    Pass {
        name: "schedule",
        run: schedule,
    },
];

/// The name `--dump-after` accepts for the graph as the frontend produced it.
pub const LOWER: &str = "lower";

/// Every name `--dump-after` accepts, in pipeline order.
pub fn dump_points() -> Vec<&'static str> {
    std::iter::once(LOWER)
        .chain(PIPELINE.iter().map(|p| p.name))
        .collect()
}

/// Checks that `name` is `lower` or a pass of the pipeline.
pub fn check_dump_point(name: &str) -> Result<(), CompileError> {
    if dump_points().contains(&name) {
        Ok(())
    } else {
        Err(CompileError::UnknownPass {
            name: name.to_string(),
            passes: dump_points().join(", "),
        })
    }
}

/// Runs the pipeline on `graph`, verifying before the first pass and after each one, and calls
/// `after(name, &graph)` after lowering (`"lower"`) and after every pass (for `--dump-after`,
/// tests and progress reporting).
pub fn run(
    graph: Graph,
    mut after: impl FnMut(&str, &Graph) -> Result<(), CompileError>,
) -> Result<Graph, CompileError> {
    verify(&graph)?;
    after(LOWER, &graph)?;
    let mut graph = graph;
    for pass in PIPELINE {
        graph = (pass.run)(graph)?;
        verify(&graph).map_err(|source| CompileError::PassBroke {
            pass: pass.name,
            source,
        })?;
        after(pass.name, &graph)?;
    }
    Ok(graph)
}

/// Whether a node must stay even when nothing reads its outputs.
fn has_side_effects(node: &Node) -> bool {
    matches!(
        node.op,
        Op::Input(_) | Op::Attention { .. } | Op::AttentionExt { .. }
    )
}

/// Dead-code elimination: repeatedly removes nodes none of whose outputs are read.
pub fn dce(mut graph: Graph) -> Result<Graph, CompileError> {
    loop {
        let outputs = graph.outputs().to_vec();
        let dead: Vec<_> = graph
            .node_ids()
            .into_iter()
            .filter(|&id| {
                graph.node(id).is_some_and(|n| {
                    !has_side_effects(n)
                        && n.outputs
                            .iter()
                            .all(|v| !outputs.contains(v) && graph.users(*v).is_empty())
                })
            })
            .collect();
        if dead.is_empty() {
            return Ok(graph);
        }
        for id in dead {
            graph.remove_node(id);
        }
    }
}

/// Tags each weight with the role of the op that reads it. A weight read in two roles (a tied
/// embedding and output head) keeps the first role in node order.
pub fn classify_weights(mut graph: Graph) -> Result<Graph, CompileError> {
    let mut roles = vec![WeightRole::Unclassified; graph.weights().len()];
    for id in graph.topo_order()? {
        let Some(node) = graph.node(id) else { continue };
        for (slot, w) in node.op.weights() {
            let role = match (&node.op, slot) {
                (Op::Embedding { .. }, _) => WeightRole::Embedding,
                (Op::RmsNorm { .. } | Op::HeadRmsNorm { .. } | Op::GatedHeadNorm { .. }, _) => {
                    WeightRole::Norm
                }
                // The gated DeltaNet's conv taps, decay and bias: its token mixer, in the
                // place of attention.
                (Op::CausalConv1d { .. } | Op::GatedDeltaNet { .. }, _) => WeightRole::Attention,
                (Op::MoeFfn { .. } | Op::MoeFfnExt { .. }, _) => WeightRole::Expert,
                (Op::SharedExpert { .. }, _) => WeightRole::SharedExpert,
                (Op::DenseFfn { .. }, _) => WeightRole::Dense,
                (Op::OutputHead { .. }, _) => WeightRole::Output,
                // gpt-oss's per-head sink logits.
                (Op::AttentionExt { .. }, _) => WeightRole::Attention,
                (Op::MatMul { .. }, _) => {
                    // The router's matmul feeds a router_topk; every other matmul here is an
                    // attention projection.
                    let feeds_router = node.outputs.iter().any(|&v| {
                        graph.users(v).iter().any(|&u| {
                            graph
                                .node(u)
                                .is_some_and(|n| matches!(n.op, Op::RouterTopK { .. }))
                        })
                    });
                    if feeds_router {
                        WeightRole::Router
                    } else {
                        WeightRole::Attention
                    }
                }
                _ => WeightRole::Unclassified,
            };
            if let Some(r) = roles.get_mut(w.index())
                && *r == WeightRole::Unclassified
            {
                *r = role;
            }
        }
    }
    for (i, role) in roles.into_iter().enumerate() {
        graph.set_weight_role(strata_ir::graph::WeightId(i as u32), role);
    }
    Ok(graph)
}

/// Renumbers nodes into topological order and drops dead values.
pub fn schedule(graph: Graph) -> Result<Graph, CompileError> {
    Ok(graph.compacted()?)
}
