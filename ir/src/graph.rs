//! The model graph: nodes (ops) on a petgraph directed graph, behind typed ids.
//!
//! A [`Graph`] owns three tables: nodes ([`NodeId`]), the activation values they produce and
//! consume ([`ValueId`]), and the weights they read ([`WeightId`]). Every value has exactly one
//! producing node (graph inputs are [`Op::Input`] nodes), and an edge `a -> b` in the petgraph
//! graph means node `b` reads a value node `a` produced (the edge weight is that value). Weights
//! are not values: they are constants named by their GGUF tensor name, mapped by the runtime.
//!
//! Building goes through [`Graph::add_node`], which infers output types (see
//! [`crate::verify::infer`]) and so refuses an ill-typed node at once. Passes may remove nodes and
//! rewrite uses; ids stay stable (petgraph's `StableGraph`). Serialisation writes the nodes in
//! topological order, so a graph read back from a plan has node ids `0..n` in execution order.

use crate::dtype::GgmlType;
use crate::error::IrError;
use crate::op::Op;
use crate::shape::ValueType;
use petgraph::Direction;
use petgraph::stable_graph::{NodeIndex, StableDiGraph};
use petgraph::visit::EdgeRef;
use serde::{Deserialize, Serialize};
use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::fmt;

/// A node in a [`Graph`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct NodeId(pub u32);

/// An activation value in a [`Graph`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct ValueId(pub u32);

/// A weight (GGUF tensor) in a [`Graph`]'s weight table; also the index of the plan's tensor
/// table entry for that weight.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct WeightId(pub u32);

impl NodeId {
    /// The index as `usize`.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

impl ValueId {
    /// The index as `usize`.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

impl WeightId {
    /// The index as `usize`.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for ValueId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "%{}", self.0)
    }
}

impl fmt::Display for WeightId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "w{}", self.0)
    }
}

impl fmt::Display for NodeId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "n{}", self.0)
    }
}

/// What a weight is for; the runtime's placement (VRAM slots for experts, always-resident dense
/// weights) and the memory plan are decided from it. Filled by the `classify-weights` pass.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum WeightRole {
    /// Not classified yet.
    Unclassified,
    /// The token embedding table.
    Embedding,
    /// A norm's scale vector.
    Norm,
    /// Attention projections and their biases.
    Attention,
    /// The router (`ffn_gate_inp`).
    Router,
    /// Stacked routed-expert matrices (`ffn_*_exps`).
    Expert,
    /// The shared expert and its gate.
    SharedExpert,
    /// Dense FFN matrices.
    Dense,
    /// The output head (may be the embedding table when tied).
    Output,
}

impl WeightRole {
    /// Name in the text form.
    pub const fn name(self) -> &'static str {
        match self {
            Self::Unclassified => "unclassified",
            Self::Embedding => "embedding",
            Self::Norm => "norm",
            Self::Attention => "attention",
            Self::Router => "router",
            Self::Expert => "expert",
            Self::SharedExpert => "shared_expert",
            Self::Dense => "dense",
            Self::Output => "output",
        }
    }
}

/// A weight: a GGUF tensor the graph reads.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Weight {
    /// The GGUF tensor name, e.g. `blk.0.ffn_gate_exps.weight`.
    pub name: String,
    /// Its ggml block type.
    pub ty: GgmlType,
    /// Its shape in ggml order (`ne0` first).
    pub shape: Vec<u64>,
    /// What it is for.
    pub role: WeightRole,
}

impl Weight {
    /// Number of elements, or `None` on overflow.
    pub fn numel(&self) -> Option<u64> {
        self.shape.iter().try_fold(1u64, |a, &d| a.checked_mul(d))
    }
}

/// An activation value: its type and a readable name.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Value {
    pub ty: ValueType,
    /// A readable name such as `blk.0.attn_q` (not necessarily unique; for dumps only).
    pub name: String,
}

/// One operation applied to input values, producing output values.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Node {
    pub op: Op,
    pub inputs: Vec<ValueId>,
    pub outputs: Vec<ValueId>,
}

/// A model graph.
#[derive(Debug, Clone)]
pub struct Graph {
    g: StableDiGraph<Node, ValueId>,
    values: Vec<Value>,
    /// Producer of each value (`None` once its node was removed).
    producers: Vec<Option<NodeId>>,
    weights: Vec<Weight>,
    outputs: Vec<ValueId>,
}

impl Default for Graph {
    fn default() -> Self {
        Self::new()
    }
}

impl Graph {
    /// An empty graph.
    pub fn new() -> Self {
        Self {
            g: StableDiGraph::default(),
            values: Vec::new(),
            producers: Vec::new(),
            weights: Vec::new(),
            outputs: Vec::new(),
        }
    }

    /// Adds a weight and returns its id. Adding a name twice returns the first id when the type
    /// and shape agree, and an error otherwise.
    pub fn add_weight(
        &mut self,
        name: &str,
        ty: GgmlType,
        shape: Vec<u64>,
    ) -> Result<WeightId, IrError> {
        if let Some(id) = self.weight_by_name(name) {
            let w = &self.weights[id.index()];
            if w.ty == ty && w.shape == shape {
                return Ok(id);
            }
            return Err(IrError::Graph(format!(
                "weight {name} added twice with different types or shapes"
            )));
        }
        let id = WeightId(u32::try_from(self.weights.len()).map_err(|_| too_big())?);
        self.weights.push(Weight {
            name: name.to_string(),
            ty,
            shape,
            role: WeightRole::Unclassified,
        });
        Ok(id)
    }

    /// Adds a node, inferring its output types from `op` and its inputs' types; the outputs are
    /// named `name` (single output) or `name.0`, `name.1`, ...
    pub fn add_node(
        &mut self,
        op: Op,
        inputs: &[ValueId],
        name: &str,
    ) -> Result<Vec<ValueId>, IrError> {
        let mut in_types = Vec::with_capacity(inputs.len());
        for &v in inputs {
            if self.producer(v).is_none() {
                return Err(IrError::Graph(format!(
                    "{} `{name}` reads {v}, which no node produces",
                    op.name()
                )));
            }
            in_types.push(self.values[v.index()].ty.clone());
        }
        let out_types = crate::verify::infer(&op, &in_types, &self.weights)
            .map_err(|msg| IrError::Graph(format!("{} `{name}`: {msg}", op.name())))?;
        let n_out = out_types.len();
        let mut outputs = Vec::with_capacity(n_out);
        for (i, ty) in out_types.into_iter().enumerate() {
            let id = ValueId(u32::try_from(self.values.len()).map_err(|_| too_big())?);
            let vname = if n_out == 1 {
                name.to_string()
            } else {
                format!("{name}.{i}")
            };
            self.values.push(Value { ty, name: vname });
            self.producers.push(None);
            outputs.push(id);
        }
        let idx = self.g.add_node(Node {
            op,
            inputs: inputs.to_vec(),
            outputs: outputs.clone(),
        });
        let nid = NodeId(idx.index() as u32);
        for &o in &outputs {
            self.producers[o.index()] = Some(nid);
        }
        for &v in inputs {
            if let Some(p) = self.producer(v) {
                self.g.add_edge(NodeIndex::new(p.index()), idx, v);
            }
        }
        Ok(outputs)
    }

    /// Adds a node with exactly one output and returns it.
    pub fn add1(&mut self, op: Op, inputs: &[ValueId], name: &str) -> Result<ValueId, IrError> {
        let outs = self.add_node(op, inputs, name)?;
        match outs.as_slice() {
            [v] => Ok(*v),
            _ => Err(IrError::Graph(format!(
                "`{name}` has {} outputs, expected one",
                outs.len()
            ))),
        }
    }

    /// Sets the graph's outputs (the values the runtime reads back, e.g. the logits).
    pub fn set_outputs(&mut self, outputs: Vec<ValueId>) {
        self.outputs = outputs;
    }

    /// The graph's outputs.
    pub fn outputs(&self) -> &[ValueId] {
        &self.outputs
    }

    /// The node `id`, if it exists.
    pub fn node(&self, id: NodeId) -> Option<&Node> {
        self.g.node_weight(NodeIndex::new(id.index()))
    }

    /// Mutable access to a node's op. Changing inputs goes through [`Graph::replace_input`].
    pub fn op_mut(&mut self, id: NodeId) -> Option<&mut Op> {
        self.g
            .node_weight_mut(NodeIndex::new(id.index()))
            .map(|n| &mut n.op)
    }

    /// Every live node id, in increasing id order.
    pub fn node_ids(&self) -> Vec<NodeId> {
        let mut ids: Vec<NodeId> = self
            .g
            .node_indices()
            .map(|i| NodeId(i.index() as u32))
            .collect();
        ids.sort_unstable();
        ids
    }

    /// Number of live nodes.
    pub fn node_count(&self) -> usize {
        self.g.node_count()
    }

    /// The value `id`. Panics on an id from another graph; use [`Graph::get_value`] on untrusted ids.
    pub fn value(&self, id: ValueId) -> &Value {
        &self.values[id.index()]
    }

    /// The value `id`, if it exists.
    pub fn get_value(&self, id: ValueId) -> Option<&Value> {
        self.values.get(id.index())
    }

    /// Number of values ever created (live or not); value ids are below this.
    pub fn value_count(&self) -> usize {
        self.values.len()
    }

    /// The live node producing `id`.
    pub fn producer(&self, id: ValueId) -> Option<NodeId> {
        self.producers.get(id.index()).copied().flatten()
    }

    /// The live nodes reading `id`, in increasing id order, without duplicates.
    pub fn users(&self, id: ValueId) -> Vec<NodeId> {
        let Some(p) = self.producer(id) else {
            return Vec::new();
        };
        let mut users: Vec<NodeId> = self
            .g
            .edges_directed(NodeIndex::new(p.index()), Direction::Outgoing)
            .filter(|e| *e.weight() == id)
            .map(|e| NodeId(e.target().index() as u32))
            .collect();
        users.sort_unstable();
        users.dedup();
        users
    }

    /// The weight `id`. Panics on an id from another graph; use [`Graph::get_weight`] on
    /// untrusted ids.
    pub fn weight(&self, id: WeightId) -> &Weight {
        &self.weights[id.index()]
    }

    /// The weight `id`, if it exists.
    pub fn get_weight(&self, id: WeightId) -> Option<&Weight> {
        self.weights.get(id.index())
    }

    /// The weight table, indexed by [`WeightId`].
    pub fn weights(&self) -> &[Weight] {
        &self.weights
    }

    /// Sets a weight's role.
    pub fn set_weight_role(&mut self, id: WeightId, role: WeightRole) {
        if let Some(w) = self.weights.get_mut(id.index()) {
            w.role = role;
        }
    }

    /// The id of the weight named `name`.
    pub fn weight_by_name(&self, name: &str) -> Option<WeightId> {
        self.weights
            .iter()
            .position(|w| w.name == name)
            .map(|i| WeightId(i as u32))
    }

    /// The input node of kind `kind`, if any.
    pub fn input(&self, kind: crate::op::InputKind) -> Option<ValueId> {
        self.node_ids()
            .into_iter()
            .find_map(|id| match self.node(id) {
                Some(Node {
                    op: Op::Input(k),
                    outputs,
                    ..
                }) if *k == kind => outputs.first().copied(),
                _ => None,
            })
    }

    /// Removes node `id`; its outputs lose their producer. Returns whether it existed.
    pub fn remove_node(&mut self, id: NodeId) -> bool {
        match self.g.remove_node(NodeIndex::new(id.index())) {
            Some(node) => {
                for o in node.outputs {
                    if let Some(p) = self.producers.get_mut(o.index()) {
                        *p = None;
                    }
                }
                true
            }
            None => false,
        }
    }

    /// Makes every reader of `old` (and the graph outputs) read `new` instead. Both values must
    /// have the same type.
    pub fn replace_uses(&mut self, old: ValueId, new: ValueId) -> Result<(), IrError> {
        let (Some(po), Some(pn)) = (self.producer(old), self.producer(new)) else {
            return Err(IrError::Graph(format!(
                "replace_uses({old}, {new}): a value has no producer"
            )));
        };
        if self.values[old.index()].ty != self.values[new.index()].ty {
            return Err(IrError::Graph(format!(
                "replace_uses({old}, {new}): types differ"
            )));
        }
        let edges: Vec<_> = self
            .g
            .edges_directed(NodeIndex::new(po.index()), Direction::Outgoing)
            .filter(|e| *e.weight() == old)
            .map(|e| (e.id(), e.target()))
            .collect();
        for (eid, target) in edges {
            self.g.remove_edge(eid);
            if let Some(n) = self.g.node_weight_mut(target) {
                for i in n.inputs.iter_mut().filter(|i| **i == old) {
                    *i = new;
                }
            }
            self.g.add_edge(NodeIndex::new(pn.index()), target, new);
        }
        for o in self.outputs.iter_mut().filter(|o| **o == old) {
            *o = new;
        }
        Ok(())
    }

    /// Nodes in a topological order: every node after the producers of its inputs, ties broken
    /// by the smaller node id, so the order is deterministic. Fails on a cycle.
    pub fn topo_order(&self) -> Result<Vec<NodeId>, IrError> {
        let mut indeg: std::collections::HashMap<NodeIndex, usize> = self
            .g
            .node_indices()
            .map(|i| (i, self.g.edges_directed(i, Direction::Incoming).count()))
            .collect();
        let mut ready: BinaryHeap<Reverse<usize>> = indeg
            .iter()
            .filter(|(_, d)| **d == 0)
            .map(|(i, _)| Reverse(i.index()))
            .collect();
        let mut order = Vec::with_capacity(self.g.node_count());
        while let Some(Reverse(i)) = ready.pop() {
            let idx = NodeIndex::new(i);
            order.push(NodeId(i as u32));
            for e in self.g.edges_directed(idx, Direction::Outgoing) {
                if let Some(d) = indeg.get_mut(&e.target()) {
                    *d -= 1;
                    if *d == 0 {
                        ready.push(Reverse(e.target().index()));
                    }
                }
            }
        }
        if order.len() != self.g.node_count() {
            return Err(IrError::Verify("the graph has a cycle".into()));
        }
        Ok(order)
    }

    /// Rebuilds the graph with nodes renumbered `0..n` in topological order and dead values
    /// dropped; value ids are renumbered in definition order, weight ids kept.
    pub fn compacted(&self) -> Result<Graph, IrError> {
        let repr = GraphRepr::from_graph(self)?;
        Graph::try_from(repr)
    }

    /// Low-level constructor used by deserialisation: trusts nothing and checks every id.
    fn from_parts(
        nodes: Vec<Node>,
        values: Vec<Value>,
        weights: Vec<Weight>,
        outputs: Vec<ValueId>,
    ) -> Result<Graph, IrError> {
        let mut g = StableDiGraph::default();
        let mut producers: Vec<Option<NodeId>> = vec![None; values.len()];
        let n_values = values.len();
        for node in &nodes {
            for &v in node.inputs.iter().chain(&node.outputs) {
                if v.index() >= n_values {
                    return Err(IrError::Graph(format!("value {v} out of range")));
                }
            }
            for (_, w) in node.op.weights() {
                if w.index() >= weights.len() {
                    return Err(IrError::Graph(format!("weight {w} out of range")));
                }
            }
        }
        let mut idxs = Vec::with_capacity(nodes.len());
        for node in nodes {
            let outs = node.outputs.clone();
            let idx = g.add_node(node);
            let nid = NodeId(idx.index() as u32);
            for o in outs {
                if producers[o.index()].replace(nid).is_some() {
                    return Err(IrError::Graph(format!("value {o} is produced twice")));
                }
            }
            idxs.push(idx);
        }
        for &idx in &idxs {
            let inputs = g
                .node_weight(idx)
                .map(|n| n.inputs.clone())
                .unwrap_or_default();
            for v in inputs {
                let Some(p) = producers[v.index()] else {
                    return Err(IrError::Graph(format!("value {v} has no producer")));
                };
                g.add_edge(NodeIndex::new(p.index()), idx, v);
            }
        }
        for &o in &outputs {
            if o.index() >= n_values || producers[o.index()].is_none() {
                return Err(IrError::Graph(format!("graph output {o} has no producer")));
            }
        }
        Ok(Graph {
            g,
            values,
            producers,
            weights,
            outputs,
        })
    }
}

fn too_big() -> IrError {
    IrError::Graph("more than 2^32 ids".into())
}

/// The serialised form of a [`Graph`]: nodes in topological order, live values renumbered.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct GraphRepr {
    pub nodes: Vec<Node>,
    pub values: Vec<Value>,
    pub weights: Vec<Weight>,
    pub outputs: Vec<ValueId>,
}

impl GraphRepr {
    /// Flattens `graph`; fails if it has a cycle.
    pub fn from_graph(graph: &Graph) -> Result<GraphRepr, IrError> {
        let order = graph.topo_order()?;
        let mut remap: Vec<Option<ValueId>> = vec![None; graph.values.len()];
        let mut values = Vec::new();
        let mut nodes = Vec::with_capacity(order.len());
        for id in order {
            let Some(node) = graph.node(id) else { continue };
            let mut node = node.clone();
            for o in node.outputs.iter_mut() {
                let new = ValueId(values.len() as u32);
                values.push(graph.values[o.index()].clone());
                remap[o.index()] = Some(new);
                *o = new;
            }
            for i in node.inputs.iter_mut() {
                *i = remap[i.index()]
                    .ok_or_else(|| IrError::Graph(format!("value {i} read before defined")))?;
            }
            nodes.push(node);
        }
        let outputs = graph
            .outputs
            .iter()
            .map(|o| {
                remap
                    .get(o.index())
                    .copied()
                    .flatten()
                    .ok_or_else(|| IrError::Graph(format!("graph output {o} has no producer")))
            })
            .collect::<Result<_, _>>()?;
        Ok(GraphRepr {
            nodes,
            values,
            weights: graph.weights.clone(),
            outputs,
        })
    }
}

impl TryFrom<GraphRepr> for Graph {
    type Error = IrError;
    fn try_from(r: GraphRepr) -> Result<Graph, IrError> {
        Graph::from_parts(r.nodes, r.values, r.weights, r.outputs)
    }
}

impl Serialize for Graph {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        GraphRepr::from_graph(self)
            .map_err(serde::ser::Error::custom)?
            .serialize(s)
    }
}

impl<'de> Deserialize<'de> for Graph {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Graph, D::Error> {
        let repr = GraphRepr::deserialize(d)?;
        Graph::try_from(repr).map_err(serde::de::Error::custom)
    }
}
