//! The graph's stable text form, for `--dump-after` and golden tests.
//!
//! The form is a weight table followed by one line per node in topological order (ties by node
//! id), then the outputs:
//!
//! ```text
//! graph qwen3moe {
//!   w0 = weight "token_embd.weight" Q8_0[64,1000] embedding
//!   %0 = input tokens : i32[T]
//!   %2 = embedding(%0) table=w0 : f32[T,64]  # token_embd
//!   %5, %6 = router_topk(%4) layer=0 n_expert=8 k=2 scoring=softmax norm_topk=true : i32[T,2], f32[T,2]
//!   outputs %40
//! }
//! ```
//!
//! Weight shapes print in ggml order (`ne0` first), value shapes outermost first. Floats print in
//! Rust's shortest round-trip form, so equal graphs always print the same bytes and any change to
//! a hyperparameter shows up in a diff.

use crate::error::IrError;
use crate::graph::Graph;
use std::fmt::Write;

/// Prints `graph` (titled `title`) in the text form.
pub fn to_text(graph: &Graph, title: &str) -> Result<String, IrError> {
    let mut s = String::new();
    // Writing to a String cannot fail, so the fmt results are ignored.
    let _ = writeln!(s, "graph {title} {{");
    for (i, w) in graph.weights().iter().enumerate() {
        let dims: Vec<String> = w.shape.iter().map(u64::to_string).collect();
        let _ = writeln!(
            s,
            "  w{i} = weight {:?} {}[{}] {}",
            w.name,
            w.ty,
            dims.join(","),
            w.role.name()
        );
    }
    for id in graph.topo_order()? {
        let Some(node) = graph.node(id) else { continue };
        let outs: Vec<String> = node.outputs.iter().map(ToString::to_string).collect();
        let ins: Vec<String> = node.inputs.iter().map(ToString::to_string).collect();
        let _ = write!(s, "  {} = {}", outs.join(", "), node.op.name());
        if !ins.is_empty() {
            let _ = write!(s, "({})", ins.join(", "));
        }
        for (role, w) in node.op.weights() {
            let _ = write!(s, " {role}={w}");
        }
        let attrs = node.op.attrs_text();
        if !attrs.is_empty() {
            let _ = write!(s, " {attrs}");
        }
        let tys: Vec<String> = node
            .outputs
            .iter()
            .map(|&v| {
                graph
                    .get_value(v)
                    .map_or_else(|| "?".to_string(), |val| val.ty.to_string())
            })
            .collect();
        let _ = write!(s, " : {}", tys.join(", "));
        if let Some(name) = node
            .outputs
            .first()
            .and_then(|&v| graph.get_value(v))
            .map(|v| v.name.as_str())
            .filter(|n| !n.is_empty())
        {
            let base = name.strip_suffix(".0").unwrap_or(name);
            let _ = write!(s, "  # {base}");
        }
        s.push('\n');
    }
    let outs: Vec<String> = graph.outputs().iter().map(ToString::to_string).collect();
    let _ = writeln!(s, "  outputs {}", outs.join(", "));
    s.push_str("}\n");
    Ok(s)
}
