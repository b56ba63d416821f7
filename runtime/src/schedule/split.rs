//! The passes that rewrite MoE layers: `split-experts` and `car` (see the module docs of
//! [`crate::schedule`] for what each produces).

use strata_ir::graph::{Graph, NodeId};
use strata_ir::op::{ExpertSide, InputKind, Op};

use super::Scheduling;
use crate::error::RuntimeError;

fn bad(msg: String) -> RuntimeError {
    RuntimeError::Unsupported(msg)
}

/// The live nodes whose op `pick` selects, in id order (snapshotted, since the passes add and
/// remove nodes while they walk).
fn nodes_where(graph: &Graph, pick: impl Fn(&Op) -> bool) -> Vec<NodeId> {
    graph
        .node_ids()
        .into_iter()
        .filter(|&id| graph.node(id).is_some_and(|n| pick(&n.op)))
        .collect()
}

/// `split-experts`: every `moe_ffn(x, ids, weights)` becomes
/// `expert_split(ids) -> (resident, host)`, `expert_ffn side=resident (x, resident)`,
/// `expert_ffn side=host (x, host)` and `expert_combine(resident_y, host_y, resident, weights)`,
/// whose output replaces the `moe_ffn`'s everywhere.
pub(super) fn split_experts(s: &mut Scheduling<'_>) -> Result<(), RuntimeError> {
    let g = &mut s.graph;
    for id in nodes_where(g, |op| matches!(op, Op::MoeFfn { .. })) {
        let Some(node) = g.node(id).cloned() else {
            continue;
        };
        let Op::MoeFfn {
            layer,
            n_expert,
            k,
            gate,
            up,
            down,
        } = node.op
        else {
            continue;
        };
        let (&[x, ids, weights], &[y]) = (node.inputs.as_slice(), node.outputs.as_slice()) else {
            return Err(bad(format!("moe_ffn {id} has the wrong number of values")));
        };
        let name = g.value(y).name.clone();
        let p = |what: &str| format!("blk.{layer}.ffn_moe_{what}");
        let sides = g.add_node(Op::ExpertSplit { layer, n_expert, k }, &[ids], &p("split"))?;
        let &[resident, host] = sides.as_slice() else {
            return Err(bad("expert_split must have two outputs".into()));
        };
        let ffn = |side| Op::ExpertFfn {
            layer,
            n_expert,
            k,
            side,
            gate,
            up,
            down,
        };
        let yr = g.add1(ffn(ExpertSide::Resident), &[x, resident], &p("resident"))?;
        let yh = g.add1(ffn(ExpertSide::Host), &[x, host], &p("host"))?;
        let yc = g.add1(
            Op::ExpertCombine { layer, k },
            &[yr, yh, resident, weights],
            &name,
        )?;
        g.replace_uses(y, yc)?;
        g.remove_node(id);
    }
    s.graph = s.graph.compacted()?;
    Ok(())
}

/// `car`: each `expert_split` reading a router's picks gets a `car_route(logits, ids,
/// positions)` in between, `logits` being the router's own input (the raw router logits). The
/// split is re-created reading the `car_route`'s output (the IR rewires uses, not single inputs).
pub(super) fn car(s: &mut Scheduling<'_>) -> Result<(), RuntimeError> {
    let g = &mut s.graph;
    let splits = nodes_where(g, |op| matches!(op, Op::ExpertSplit { .. }));
    if splits.is_empty() {
        return Ok(());
    }
    let positions = g
        .input(InputKind::Positions)
        .ok_or_else(|| bad("car: the graph has no positions input".into()))?;
    for id in splits {
        let Some(node) = g.node(id).cloned() else {
            continue;
        };
        let Op::ExpertSplit { layer, n_expert, k } = node.op else {
            continue;
        };
        let (&[ids], &[resident, host]) = (node.inputs.as_slice(), node.outputs.as_slice()) else {
            return Err(bad(format!(
                "expert_split {id} has the wrong number of values"
            )));
        };
        let router = g
            .producer(ids)
            .and_then(|p| g.node(p))
            .filter(|n| matches!(n.op, Op::RouterTopK { .. }) && n.outputs.first() == Some(&ids))
            .ok_or_else(|| {
                bad(format!(
                    "car: the expert split of layer {layer} does not read a router's picks"
                ))
            })?;
        let &[logits] = router.inputs.as_slice() else {
            return Err(bad(format!("router of layer {layer} has no logits input")));
        };
        let p = |what: &str| format!("blk.{layer}.ffn_moe_{what}");
        let routed = g.add1(
            Op::CarRoute { layer, n_expert, k },
            &[logits, ids, positions],
            &p("car"),
        )?;
        let sides = g.add_node(
            Op::ExpertSplit { layer, n_expert, k },
            &[routed],
            &p("split"),
        )?;
        let &[new_resident, new_host] = sides.as_slice() else {
            return Err(bad("expert_split must have two outputs".into()));
        };
        g.replace_uses(resident, new_resident)?;
        g.replace_uses(host, new_host)?;
        g.remove_node(id);
    }
    s.graph = s.graph.compacted()?;
    Ok(())
}
