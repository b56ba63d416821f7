//! Type inference per op and the whole-graph verifier.
//!
//! [`infer`] says, for one op, which input types it accepts, which weight shapes it needs and
//! which output types it produces. [`verify`] checks a whole graph: every node's arity, input
//! types, weight bindings and recorded output types agree with [`infer`]; every value read is
//! produced by a live node; the graph is acyclic; there is at least one output; and each
//! quantized weight's rows are whole blocks. The compiler runs it after every pass in tests and
//! the runtime on every plan it loads.

use crate::error::IrError;
use crate::graph::{Graph, Weight, WeightId};
use crate::op::Op;
use crate::shape::{DType, Dim, Shape, ValueType};

fn weight<'a>(weights: &'a [Weight], id: WeightId, role: &str) -> Result<&'a Weight, String> {
    weights
        .get(id.index())
        .ok_or_else(|| format!("{role} weight {id} is not in the weight table"))
}

/// Checks that a weight's ggml shape is `want` exactly.
fn weight_shape(weights: &[Weight], id: WeightId, role: &str, want: &[u64]) -> Result<(), String> {
    let w = weight(weights, id, role)?;
    if w.shape != want {
        return Err(format!(
            "{role} weight {} has shape {:?}, expected {want:?}",
            w.name, w.shape
        ));
    }
    Ok(())
}

/// Checks that a weight is a vector of `n` elements (`[n]`, or `[n, 1]` as some converters
/// write them).
fn weight_vec(weights: &[Weight], id: WeightId, role: &str, n: u64) -> Result<(), String> {
    let w = weight(weights, id, role)?;
    let ok = match w.shape.as_slice() {
        [a] => *a == n,
        [a, 1] => *a == n,
        _ => false,
    };
    if !ok {
        return Err(format!(
            "{role} weight {} has shape {:?}, expected [{n}]",
            w.name, w.shape
        ));
    }
    Ok(())
}

/// The weight's shape when it has exactly `rank` dimensions.
fn weight_dims<'a>(
    weights: &'a [Weight],
    id: WeightId,
    role: &str,
    rank: usize,
) -> Result<&'a [u64], String> {
    let w = weight(weights, id, role)?;
    if w.shape.len() != rank {
        return Err(format!(
            "{role} weight {} has shape {:?}, expected {rank} dimensions",
            w.name, w.shape
        ));
    }
    Ok(&w.shape)
}

/// The row length of an `f32[T, n]` input.
fn rows(t: &ValueType, what: &str) -> Result<u64, String> {
    match (t.dtype, t.shape.dims()) {
        (DType::F32, [Dim::Tokens, Dim::Fixed(n)]) => Ok(*n),
        _ => Err(format!("{what} must be f32[T,n], got {t}")),
    }
}

fn expect(t: &ValueType, want: &ValueType, what: &str) -> Result<(), String> {
    if t != want {
        return Err(format!("{what} must be {want}, got {t}"));
    }
    Ok(())
}

fn product(a: u32, b: u32) -> u64 {
    u64::from(a) * u64::from(b)
}

/// The output types of `op` applied to inputs of types `inputs`, or why it is ill-typed.
pub fn infer(op: &Op, inputs: &[ValueType], weights: &[Weight]) -> Result<Vec<ValueType>, String> {
    if inputs.len() != op.n_inputs() {
        return Err(format!(
            "takes {} inputs, got {}",
            op.n_inputs(),
            inputs.len()
        ));
    }
    let i32_tokens = ValueType::tokens(DType::I32);
    let f32_rows = |n| ValueType::rows(DType::F32, n);
    match op {
        Op::Input(_) => Ok(vec![i32_tokens]),
        Op::Embedding { table } => {
            expect(&inputs[0], &i32_tokens, "tokens")?;
            let d = weight_dims(weights, *table, "table", 2)?;
            Ok(vec![f32_rows(d[0])])
        }
        Op::RmsNorm { weight, eps } => {
            let n = rows(&inputs[0], "x")?;
            weight_vec(weights, *weight, "weight", n)?;
            check_eps(*eps)?;
            Ok(vec![f32_rows(n)])
        }
        Op::HeadRmsNorm {
            weight,
            eps,
            n_head,
            head_dim,
        } => {
            let n = rows(&inputs[0], "x")?;
            if n != product(*n_head, *head_dim) || *head_dim == 0 {
                return Err(format!("x has rows of {n}, not n_head·head_dim"));
            }
            weight_vec(weights, *weight, "weight", u64::from(*head_dim))?;
            check_eps(*eps)?;
            Ok(vec![f32_rows(n)])
        }
        Op::MatMul { weight, bias } => {
            let k = rows(&inputs[0], "x")?;
            let d = weight_dims(weights, *weight, "weight", 2)?;
            if d[0] != k {
                return Err(format!("weight has K = {}, x has rows of {k}", d[0]));
            }
            let n = d[1];
            if let Some(b) = bias {
                weight_vec(weights, *b, "bias", n)?;
            }
            Ok(vec![f32_rows(n)])
        }
        Op::Rope {
            n_head,
            head_dim,
            n_rot,
            freq_base,
            freq_scale,
            ..
        } => {
            let n = rows(&inputs[0], "x")?;
            if n != product(*n_head, *head_dim) {
                return Err(format!("x has rows of {n}, not n_head·head_dim"));
            }
            expect(&inputs[1], &i32_tokens, "positions")?;
            if *n_rot == 0 || n_rot % 2 != 0 || n_rot > head_dim {
                return Err(format!("n_rot {n_rot} must be even and in 2..=head_dim"));
            }
            if !(freq_base.is_finite() && *freq_base > 0.0) {
                return Err(format!("freq_base {freq_base} must be positive"));
            }
            if !(freq_scale.is_finite() && *freq_scale > 0.0) {
                return Err(format!("freq_scale {freq_scale} must be positive"));
            }
            Ok(vec![f32_rows(n)])
        }
        Op::Attention {
            n_head,
            n_head_kv,
            head_dim,
            scale,
            ..
        } => {
            if *n_head_kv == 0 || *head_dim == 0 || n_head % n_head_kv != 0 {
                return Err(format!(
                    "n_head {n_head} must be a non-zero multiple of n_head_kv {n_head_kv}"
                ));
            }
            let q = product(*n_head, *head_dim);
            let kv = product(*n_head_kv, *head_dim);
            expect(&inputs[0], &f32_rows(q), "q")?;
            expect(&inputs[1], &f32_rows(kv), "k")?;
            expect(&inputs[2], &f32_rows(kv), "v")?;
            expect(&inputs[3], &i32_tokens, "positions")?;
            if !scale.is_finite() {
                return Err(format!("scale {scale} is not finite"));
            }
            Ok(vec![f32_rows(q)])
        }
        Op::RouterTopK { n_expert, k, .. } => {
            expect(&inputs[0], &f32_rows(u64::from(*n_expert)), "logits")?;
            if *k == 0 || k > n_expert {
                return Err(format!("k {k} must be in 1..=n_expert ({n_expert})"));
            }
            let k = u64::from(*k);
            Ok(vec![ValueType::rows(DType::I32, k), f32_rows(k)])
        }
        Op::MoeFfn {
            n_expert,
            k,
            gate,
            up,
            down,
            ..
        } => {
            let n = rows(&inputs[0], "x")?;
            expect(
                &inputs[1],
                &ValueType::rows(DType::I32, u64::from(*k)),
                "ids",
            )?;
            expect(&inputs[2], &f32_rows(u64::from(*k)), "weights")?;
            check_k(*k, *n_expert)?;
            expert_weights(weights, *gate, *up, *down, n, *n_expert)?;
            Ok(vec![f32_rows(n)])
        }
        Op::CarRoute { n_expert, k, .. } => {
            check_k(*k, *n_expert)?;
            expect(&inputs[0], &f32_rows(u64::from(*n_expert)), "logits")?;
            let ids = ValueType::rows(DType::I32, u64::from(*k));
            expect(&inputs[1], &ids, "ids")?;
            expect(&inputs[2], &i32_tokens, "positions")?;
            Ok(vec![ids])
        }
        Op::ExpertSplit { n_expert, k, .. } => {
            check_k(*k, *n_expert)?;
            let ids = ValueType::rows(DType::I32, u64::from(*k));
            expect(&inputs[0], &ids, "ids")?;
            Ok(vec![ids.clone(), ids])
        }
        Op::ExpertFfn {
            n_expert,
            k,
            gate,
            up,
            down,
            ..
        } => {
            check_k(*k, *n_expert)?;
            let n = rows(&inputs[0], "x")?;
            expect(
                &inputs[1],
                &ValueType::rows(DType::I32, u64::from(*k)),
                "ids",
            )?;
            expert_weights(weights, *gate, *up, *down, n, *n_expert)?;
            Ok(vec![per_pick(*k, n)])
        }
        Op::ExpertCombine { k, .. } => {
            if *k == 0 {
                return Err("k must be at least 1".into());
            }
            let n = match (inputs[0].dtype, inputs[0].shape.dims()) {
                (DType::F32, [Dim::Tokens, Dim::Fixed(kk), Dim::Fixed(n)])
                    if *kk == u64::from(*k) =>
                {
                    *n
                }
                _ => {
                    return Err(format!("resident must be f32[T,{k},n], got {}", inputs[0]));
                }
            };
            expect(&inputs[1], &inputs[0], "host")?;
            expect(
                &inputs[2],
                &ValueType::rows(DType::I32, u64::from(*k)),
                "resident_ids",
            )?;
            expect(&inputs[3], &f32_rows(u64::from(*k)), "weights")?;
            Ok(vec![f32_rows(n)])
        }
        Op::DenseFfn { gate, up, down } => {
            let n = rows(&inputs[0], "x")?;
            ffn_weights(weights, *gate, *up, *down, n)?;
            Ok(vec![f32_rows(n)])
        }
        Op::SharedExpert {
            gate,
            up,
            down,
            gate_inp,
        } => {
            let n = rows(&inputs[0], "x")?;
            ffn_weights(weights, *gate, *up, *down, n)?;
            if let Some(g) = gate_inp {
                weight_vec(weights, *g, "gate_inp", n)?;
            }
            Ok(vec![f32_rows(n)])
        }
        Op::Add => {
            rows(&inputs[0], "a")?;
            expect(&inputs[1], &inputs[0], "b")?;
            Ok(vec![inputs[0].clone()])
        }
        Op::OutputHead { weight } => {
            let n = rows(&inputs[0], "x")?;
            let d = weight_dims(weights, *weight, "weight", 2)?;
            if d[0] != n {
                return Err(format!("weight has K = {}, x has rows of {n}", d[0]));
            }
            Ok(vec![f32_rows(d[1])])
        }
        Op::CausalConv1d {
            channels,
            kernel,
            weight,
            ..
        } => {
            let c = u64::from(*channels);
            expect(&inputs[0], &f32_rows(c), "x")?;
            if *kernel == 0 || c == 0 {
                return Err(format!("kernel {kernel} and channels {c} must be non-zero"));
            }
            weight_shape(weights, *weight, "weight", &[u64::from(*kernel), c])?;
            Ok(vec![f32_rows(c)])
        }
        Op::GatedDeltaNet {
            n_k_head,
            n_v_head,
            head_dim,
            eps,
            dt_bias,
            a,
            ..
        } => {
            if *n_k_head == 0 || *head_dim == 0 || n_v_head % n_k_head != 0 {
                return Err(format!(
                    "n_v_head {n_v_head} must be a non-zero multiple of n_k_head {n_k_head}, \
                     head_dim {head_dim} non-zero"
                ));
            }
            let qkv = (2 * u64::from(*n_k_head) + u64::from(*n_v_head)) * u64::from(*head_dim);
            let nv = u64::from(*n_v_head);
            expect(&inputs[0], &f32_rows(qkv), "qkv")?;
            expect(&inputs[1], &f32_rows(nv), "alpha")?;
            expect(&inputs[2], &f32_rows(nv), "beta")?;
            weight_vec(weights, *dt_bias, "dt_bias", nv)?;
            weight_vec(weights, *a, "a", nv)?;
            check_eps(*eps)?;
            Ok(vec![f32_rows(product(*n_v_head, *head_dim))])
        }
        Op::GatedHeadNorm {
            weight,
            eps,
            n_head,
            head_dim,
        } => {
            let n = product(*n_head, *head_dim);
            if *head_dim == 0 {
                return Err("head_dim must be non-zero".into());
            }
            expect(&inputs[0], &f32_rows(n), "x")?;
            expect(&inputs[1], &f32_rows(n), "z")?;
            weight_vec(weights, *weight, "weight", u64::from(*head_dim))?;
            check_eps(*eps)?;
            Ok(vec![f32_rows(n)])
        }
        Op::SplitHeadPairs { n_head, head_dim } => {
            let n = product(*n_head, *head_dim);
            if n == 0 {
                return Err("n_head and head_dim must be non-zero".into());
            }
            expect(&inputs[0], &f32_rows(2 * n), "x")?;
            Ok(vec![f32_rows(n), f32_rows(n)])
        }
        Op::SigmoidGate => {
            rows(&inputs[0], "x")?;
            expect(&inputs[1], &inputs[0], "g")?;
            Ok(vec![inputs[0].clone()])
        }
        Op::RopeYarn {
            mode,
            n_head,
            head_dim,
            n_rot,
            freq_base,
            freq_scale,
            n_ctx_orig,
            ext_factor,
            attn_factor,
            beta_fast,
            beta_slow,
        } => {
            let plain = Op::Rope {
                mode: *mode,
                n_head: *n_head,
                head_dim: *head_dim,
                n_rot: *n_rot,
                freq_base: *freq_base,
                freq_scale: *freq_scale,
            };
            let out = infer(&plain, inputs, weights)?;
            if *n_ctx_orig == 0 {
                return Err("n_ctx_orig must be positive".into());
            }
            for (name, v) in [
                ("ext_factor", ext_factor),
                ("attn_factor", attn_factor),
                ("beta_fast", beta_fast),
                ("beta_slow", beta_slow),
            ] {
                if !v.is_finite() {
                    return Err(format!("{name} {v} is not finite"));
                }
            }
            if !(*beta_fast > 0.0 && *beta_slow > 0.0) {
                return Err(format!(
                    "beta_fast {beta_fast} and beta_slow {beta_slow} must be positive"
                ));
            }
            Ok(out)
        }
        Op::AttentionExt {
            layer,
            n_head,
            n_head_kv,
            head_dim,
            scale,
            sinks,
            ..
        } => {
            let plain = Op::Attention {
                layer: *layer,
                n_head: *n_head,
                n_head_kv: *n_head_kv,
                head_dim: *head_dim,
                scale: *scale,
            };
            let out = infer(&plain, inputs, weights)?;
            if let Some(s) = sinks {
                weight_vec(weights, *s, "sinks", u64::from(*n_head))?;
                float_weight(weights, *s, "sinks")?;
            }
            Ok(out)
        }
        Op::MoeFfnExt {
            layer,
            n_expert,
            k,
            gate,
            up,
            down,
            gate_bias,
            up_bias,
            down_bias,
            glu,
        } => {
            let plain = Op::MoeFfn {
                layer: *layer,
                n_expert: *n_expert,
                k: *k,
                gate: *gate,
                up: *up,
                down: *down,
            };
            let out = infer(&plain, inputs, weights)?;
            let n = rows(&inputs[0], "x")?;
            let ff = weight_dims(weights, *gate, "gate", 3)?[1];
            let ne = u64::from(*n_expert);
            for (role, b, width) in [
                ("gate_bias", gate_bias, ff),
                ("up_bias", up_bias, ff),
                ("down_bias", down_bias, n),
            ] {
                if let Some(b) = b {
                    weight_shape(weights, *b, role, &[width, ne])?;
                    float_weight(weights, *b, role)?;
                }
            }
            if let crate::op::Glu::SwigluOai { alpha, limit } = glu
                && !(alpha.is_finite() && limit.is_finite() && *limit > 0.0)
            {
                return Err(format!(
                    "swiglu_oai needs a finite alpha and a positive limit, got {alpha} and {limit}"
                ));
            }
            Ok(out)
        }
    }
}

/// Checks that a vector weight (sinks, biases) is stored as plain floats (F32, F16 or BF16).
fn float_weight(weights: &[Weight], id: WeightId, role: &str) -> Result<(), String> {
    use crate::GgmlType;
    let w = weight(weights, id, role)?;
    if !matches!(w.ty, GgmlType::F32 | GgmlType::F16 | GgmlType::Bf16) {
        return Err(format!(
            "{role} weight {} is {}, expected F32, F16 or BF16",
            w.name, w.ty
        ));
    }
    Ok(())
}

/// Checks that `k` picks out of `n_expert` experts make sense.
fn check_k(k: u32, n_expert: u32) -> Result<(), String> {
    if k == 0 || k > n_expert {
        return Err(format!("k {k} must be in 1..=n_expert ({n_expert})"));
    }
    Ok(())
}

/// `f32[T, k, n]`: one row of `n` per pick of each token.
fn per_pick(k: u32, n: u64) -> ValueType {
    ValueType {
        dtype: DType::F32,
        shape: Shape(vec![Dim::Tokens, Dim::Fixed(u64::from(k)), Dim::Fixed(n)]),
    }
}

/// Checks stacked expert matrices against rows of `n`: `gate` and `up` `[n, n_ff, n_expert]`,
/// `down` `[n_ff, n, n_expert]`.
fn expert_weights(
    weights: &[Weight],
    gate: WeightId,
    up: WeightId,
    down: WeightId,
    n: u64,
    n_expert: u32,
) -> Result<(), String> {
    let g = weight_dims(weights, gate, "gate", 3)?;
    let ne = u64::from(n_expert);
    if g[0] != n || g[2] != ne {
        return Err(format!(
            "gate has shape {g:?}, expected [{n}, n_ff, {n_expert}]"
        ));
    }
    let ff = g[1];
    weight_shape(weights, up, "up", &[n, ff, ne])?;
    weight_shape(weights, down, "down", &[ff, n, ne])?;
    Ok(())
}

fn check_eps(eps: f32) -> Result<(), String> {
    if eps.is_finite() && eps >= 0.0 {
        Ok(())
    } else {
        Err(format!("eps {eps} must be finite and non-negative"))
    }
}

/// Checks a SwiGLU FFN's three matrices against rows of `n` and returns `n_ff`.
fn ffn_weights(
    weights: &[Weight],
    gate: WeightId,
    up: WeightId,
    down: WeightId,
    n: u64,
) -> Result<u64, String> {
    let g = weight_dims(weights, gate, "gate", 2)?;
    if g[0] != n {
        return Err(format!("gate has shape {g:?}, expected [{n}, n_ff]"));
    }
    let ff = g[1];
    weight_shape(weights, up, "up", &[n, ff])?;
    weight_shape(weights, down, "down", &[ff, n])?;
    Ok(ff)
}

fn fail(node: impl std::fmt::Display, op: &Op, msg: impl std::fmt::Display) -> IrError {
    IrError::Verify(format!("{node} ({}): {msg}", op.name()))
}

/// Verifies the whole graph; the error names the first offending node.
pub fn verify(graph: &Graph) -> Result<(), IrError> {
    for (i, w) in graph.weights().iter().enumerate() {
        let Some(ne0) = w.shape.first() else {
            return Err(IrError::Verify(format!(
                "weight w{i} {} has no dimensions",
                w.name
            )));
        };
        if w.numel().is_none() {
            return Err(IrError::Verify(format!(
                "weight w{i} {} is too large",
                w.name
            )));
        }
        if w.ty.row_bytes(*ne0).is_none() {
            return Err(IrError::Verify(format!(
                "weight w{i} {}: rows of {ne0} are not whole {} blocks",
                w.name, w.ty
            )));
        }
    }
    let order = graph.topo_order()?;
    for id in order {
        let Some(node) = graph.node(id) else { continue };
        let op = &node.op;
        if node.inputs.len() != op.n_inputs() {
            return Err(fail(id, op, format!("has {} inputs", node.inputs.len())));
        }
        if node.outputs.len() != op.n_outputs() {
            return Err(fail(id, op, format!("has {} outputs", node.outputs.len())));
        }
        let mut in_types = Vec::with_capacity(node.inputs.len());
        for &v in &node.inputs {
            if graph.producer(v).is_none() {
                return Err(fail(
                    id,
                    op,
                    format!("reads {v}, which no live node produces"),
                ));
            }
            let Some(val) = graph.get_value(v) else {
                return Err(fail(id, op, format!("reads unknown value {v}")));
            };
            in_types.push(val.ty.clone());
        }
        let outs = infer(op, &in_types, graph.weights()).map_err(|m| fail(id, op, m))?;
        for (&v, want) in node.outputs.iter().zip(&outs) {
            if graph.producer(v) != Some(id) {
                return Err(fail(id, op, format!("output {v} is owned by another node")));
            }
            let Some(val) = graph.get_value(v) else {
                return Err(fail(id, op, format!("writes unknown value {v}")));
            };
            if &val.ty != want {
                return Err(fail(
                    id,
                    op,
                    format!("output {v} is recorded as {} but computes {want}", val.ty),
                ));
            }
        }
    }
    if graph.outputs().is_empty() {
        return Err(IrError::Verify("the graph has no outputs".into()));
    }
    for &o in graph.outputs() {
        if graph.producer(o).is_none() {
            return Err(IrError::Verify(format!(
                "graph output {o} has no live producer"
            )));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::GgmlType;
    use crate::op::{ExpertSide, InputKind, Scoring};

    /// A router and its picks over 4 experts of 8×16 (k = 2), plus the stacked expert weights.
    struct Moe {
        g: Graph,
        x: crate::ValueId,
        logits: crate::ValueId,
        ids: crate::ValueId,
        weights: crate::ValueId,
        pos: crate::ValueId,
        w: [WeightId; 3],
    }

    fn moe() -> Moe {
        let mut g = Graph::new();
        let emb = g.add_weight("emb", GgmlType::F32, vec![8, 10]).unwrap();
        let router = g.add_weight("router", GgmlType::F32, vec![8, 4]).unwrap();
        let gate = g.add_weight("gate", GgmlType::F32, vec![8, 16, 4]).unwrap();
        let up = g.add_weight("up", GgmlType::F32, vec![8, 16, 4]).unwrap();
        let down = g.add_weight("down", GgmlType::F32, vec![16, 8, 4]).unwrap();
        let tok = g.add1(Op::Input(InputKind::Tokens), &[], "tok").unwrap();
        let pos = g.add1(Op::Input(InputKind::Positions), &[], "pos").unwrap();
        let x = g.add1(Op::Embedding { table: emb }, &[tok], "x").unwrap();
        let logits = g
            .add1(
                Op::MatMul {
                    weight: router,
                    bias: None,
                },
                &[x],
                "logits",
            )
            .unwrap();
        let sel = g
            .add_node(
                Op::RouterTopK {
                    layer: 0,
                    n_expert: 4,
                    k: 2,
                    scoring: Scoring::Softmax,
                    norm_topk: true,
                },
                &[logits],
                "sel",
            )
            .unwrap();
        Moe {
            g,
            x,
            logits,
            ids: sel[0],
            weights: sel[1],
            pos,
            w: [gate, up, down],
        }
    }

    fn ffn(side: ExpertSide, w: [WeightId; 3]) -> Op {
        Op::ExpertFfn {
            layer: 0,
            n_expert: 4,
            k: 2,
            side,
            gate: w[0],
            up: w[1],
            down: w[2],
        }
    }

    #[test]
    fn the_split_layer_types_and_verifies() {
        let mut m = moe();
        let g = &mut m.g;
        let car = Op::CarRoute {
            layer: 0,
            n_expert: 4,
            k: 2,
        };
        let routed = g.add1(car, &[m.logits, m.ids, m.pos], "car").unwrap();
        let split = Op::ExpertSplit {
            layer: 0,
            n_expert: 4,
            k: 2,
        };
        let sides = g.add_node(split, &[routed], "split").unwrap();
        assert_eq!(g.value(sides[0]).ty.to_string(), "i32[T,2]");
        assert_eq!(g.value(sides[1]).ty.to_string(), "i32[T,2]");
        let yr = g
            .add1(ffn(ExpertSide::Resident, m.w), &[m.x, sides[0]], "r")
            .unwrap();
        let yh = g
            .add1(ffn(ExpertSide::Host, m.w), &[m.x, sides[1]], "h")
            .unwrap();
        assert_eq!(g.value(yr).ty.to_string(), "f32[T,2,8]");
        let y = g
            .add1(
                Op::ExpertCombine { layer: 0, k: 2 },
                &[yr, yh, sides[0], m.weights],
                "y",
            )
            .unwrap();
        assert_eq!(g.value(y).ty.to_string(), "f32[T,8]");
        g.set_outputs(vec![y]);
        verify(g).unwrap();
        let text = crate::text::to_text(g, "t").unwrap();
        for line in [
            "car_route(%3, %4, %1) layer=0 n_expert=4 k=2 : i32[T,2]",
            "expert_split(%6) layer=0 n_expert=4 k=2 : i32[T,2], i32[T,2]  # split",
            "expert_ffn(%2, %7) gate=w2 up=w3 down=w4 layer=0 n_expert=4 k=2 side=resident : f32[T,2,8]",
            "side=host : f32[T,2,8]",
            "expert_combine(%9, %10, %7, %5) layer=0 k=2 : f32[T,8]",
        ] {
            assert!(text.contains(line), "{line:?} not in\n{text}");
        }
        // Weight bookkeeping covers the new FFN op.
        let mut op = ffn(ExpertSide::Host, m.w);
        assert_eq!(op.weights().len(), 3);
        op.map_weights(|w| WeightId(w.0 + 10));
        assert_eq!(op.weights()[0].1, WeightId(12));
    }

    #[test]
    fn gpt_oss_ops_type_print_and_refuse_bad_parameters() {
        use crate::op::{Glu, RopeMode};
        let mut m = moe();
        let g = &mut m.g;
        let sinks = g.add_weight("sinks", GgmlType::F32, vec![2]).unwrap();
        let bad_sinks = g.add_weight("sinks3", GgmlType::F32, vec![3]).unwrap();
        let q8_sinks = g.add_weight("sinksq", GgmlType::Q8_0, vec![32]).unwrap();
        let gb = g.add_weight("gb", GgmlType::F32, vec![16, 4]).unwrap();
        let db = g.add_weight("db", GgmlType::F32, vec![8, 4]).unwrap();
        let yarn = |n_ctx_orig, beta_fast| Op::RopeYarn {
            mode: RopeMode::Neox,
            n_head: 2,
            head_dim: 4,
            n_rot: 4,
            freq_base: 150000.0,
            freq_scale: 0.03125,
            n_ctx_orig,
            ext_factor: 1.0,
            attn_factor: 1.0,
            beta_fast,
            beta_slow: 1.0,
        };
        let q = g.add1(yarn(4096, 32.0), &[m.x, m.pos], "q").unwrap();
        assert!(g.add1(yarn(0, 32.0), &[m.x, m.pos], "q").is_err());
        assert!(g.add1(yarn(4096, 0.0), &[m.x, m.pos], "q").is_err());
        let att = |sinks, window| Op::AttentionExt {
            layer: 0,
            n_head: 2,
            n_head_kv: 1,
            head_dim: 4,
            scale: 0.5,
            window,
            sinks,
        };
        let kv = g.add1(
            Op::MatMul {
                weight: m.w[0],
                bias: None,
            },
            &[m.x],
            "k",
        );
        assert!(kv.is_err(), "a stacked expert weight is no projection");
        let k4 = g.add_weight("k4", GgmlType::F32, vec![8, 4]).unwrap();
        let k = g
            .add1(
                Op::MatMul {
                    weight: k4,
                    bias: None,
                },
                &[m.x],
                "k",
            )
            .unwrap();
        let o = g
            .add1(att(Some(sinks), 16), &[q, k, k, m.pos], "o")
            .unwrap();
        assert_eq!(g.value(o).ty.to_string(), "f32[T,8]");
        assert!(
            g.add1(att(Some(bad_sinks), 16), &[q, k, k, m.pos], "o")
                .is_err()
        );
        assert!(
            g.add1(att(Some(q8_sinks), 0), &[q, k, k, m.pos], "o")
                .is_err()
        );
        let moe = |down_bias, glu| Op::MoeFfnExt {
            layer: 0,
            n_expert: 4,
            k: 2,
            gate: m.w[0],
            up: m.w[1],
            down: m.w[2],
            gate_bias: Some(gb),
            up_bias: Some(gb),
            down_bias,
            glu,
        };
        let oai = Glu::SwigluOai {
            alpha: 1.702,
            limit: 7.0,
        };
        let y = g
            .add1(moe(Some(db), oai), &[m.x, m.ids, m.weights], "y")
            .unwrap();
        assert!(
            g.add1(moe(Some(gb), oai), &[m.x, m.ids, m.weights], "y")
                .is_err()
        );
        let bad = Glu::SwigluOai {
            alpha: 1.0,
            limit: 0.0,
        };
        assert!(
            g.add1(moe(Some(db), bad), &[m.x, m.ids, m.weights], "y")
                .is_err()
        );
        g.set_outputs(vec![o, y]);
        verify(g).unwrap();
        let text = crate::text::to_text(g, "t").unwrap();
        for line in [
            "rope_yarn(%2, %1) mode=neox n_head=2 head_dim=4 n_rot=4 freq_base=150000.0 freq_scale=0.03125 n_ctx_orig=4096 ext_factor=1.0 attn_factor=1.0 beta_fast=32.0 beta_slow=1.0 : f32[T,8]",
            "sinks=w5 layer=0 n_head=2 n_head_kv=1 head_dim=4 scale=0.5 window=16 : f32[T,8]",
            "gate_bias=w8 up_bias=w8 down_bias=w9 layer=0 n_expert=4 k=2 glu=swiglu_oai(alpha=1.702,limit=7.0) : f32[T,8]",
        ] {
            assert!(text.contains(line), "{line:?} not in\n{text}");
        }
        let mut op = moe(Some(db), oai);
        assert_eq!(op.weights().len(), 6);
        op.map_weights(|w| WeightId(w.0 + 100));
        assert_eq!(op.weights()[5].1, WeightId(db.0 + 100));
    }

    #[test]
    fn ill_typed_split_nodes_are_refused() {
        let mut m = moe();
        let g = &mut m.g;
        // car_route: logits of the wrong width, ids as floats, missing positions.
        let car = |k| Op::CarRoute {
            layer: 0,
            n_expert: 4,
            k,
        };
        assert!(g.add1(car(2), &[m.x, m.ids, m.pos], "c").is_err());
        assert!(g.add1(car(2), &[m.logits, m.weights, m.pos], "c").is_err());
        assert!(g.add1(car(2), &[m.logits, m.ids], "c").is_err());
        assert!(g.add1(car(3), &[m.logits, m.ids, m.pos], "c").is_err());
        assert!(g.add1(car(5), &[m.logits, m.ids, m.pos], "c").is_err());
        // expert_split: k must match the ids, 1..=n_expert.
        let split = |k, n_expert| Op::ExpertSplit {
            layer: 0,
            n_expert,
            k,
        };
        assert!(g.add_node(split(3, 4), &[m.ids], "s").is_err());
        assert!(g.add_node(split(0, 4), &[m.ids], "s").is_err());
        assert!(g.add_node(split(2, 4), &[m.weights], "s").is_err());
        let sides = g.add_node(split(2, 4), &[m.ids], "s").unwrap();
        // expert_ffn: weights must be stacked [n, n_ff, n_expert] / [n_ff, n, n_expert].
        let [gate, up, down] = m.w;
        let e = g
            .add1(
                ffn(ExpertSide::Host, [gate, down, down]),
                &[m.x, sides[1]],
                "f",
            )
            .unwrap_err();
        assert!(e.to_string().contains("up"), "{e}");
        assert!(
            g.add1(
                ffn(ExpertSide::Host, [gate, up, down]),
                &[m.x, m.weights],
                "f"
            )
            .is_err()
        );
        let yr = g
            .add1(ffn(ExpertSide::Resident, m.w), &[m.x, sides[0]], "r")
            .unwrap();
        // expert_combine: both sides alike, k matching, ids and weights of k.
        let combine = |k| Op::ExpertCombine { layer: 0, k };
        assert!(
            g.add1(combine(2), &[yr, m.x, sides[0], m.weights], "y")
                .is_err()
        );
        assert!(
            g.add1(combine(3), &[yr, yr, sides[0], m.weights], "y")
                .is_err()
        );
        assert!(
            g.add1(combine(2), &[yr, yr, m.weights, m.weights], "y")
                .is_err()
        );
        assert!(g.add1(combine(2), &[yr, yr, sides[0], m.ids], "y").is_err());
        assert!(
            g.add1(combine(2), &[yr, yr, sides[0], m.weights], "y")
                .is_ok()
        );
    }
}
