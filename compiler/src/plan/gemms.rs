//! Prompt-GEMM picks: every matrix product a prompt runs through the GPU target's BLAS library,
//! and for each token bucket the calibration table's solution or the library's heuristic.
//!
//! This is a plan-emission step, not a graph pass: it reads the scheduled graph and writes
//! `plan.gemms`, leaving the graph as it is.
//!
//! Which products: the weight of every `matmul` (attention projections; the router too when its
//! weight is stored in a staged type), the output head, the dense FFN's and the shared expert's
//! gate/up/down, and the routed experts' gate/up/down (one entry per stacked tensor; every
//! expert of it has the same shape). The embedding is a gather, not a product.
//!
//! Each is `Y[N×T] = Wᵀ·X` with W of ggml shape `[K, N(, n_expert)]` (a 1-D `[K]` weight is
//! N = 1), at the dtype the runtime stages the weight in for the library:
//! * BF16 weights stay bf16;
//! * F16 and every quantized block type are staged to f16 (the dequantize-to-f16 kernels);
//! * F32 (routers, gates, norms in practice) and the other plain types are not a BLAS product:
//!   the runtime multiplies them in f32 itself, and no table could name a solution for them.
//!
//! The output's leading dimension is ldy = N: the runtime writes Y densely, `[T × N]` f32 row
//! after row, with no padding (every row of the shipped gfx1101 table but one has ldy = N).
//!
//! Entries are recorded per GPU target, per weight (in execution order, each weight once) and per
//! bucket of [`TOKEN_BUCKETS`], with `solution_id` = [`Table::select`] at `T = bucket` when a
//! table applies to that target, else `None`.

use std::collections::HashSet;

use strata_calibration::{Dtype, Shape, TOKEN_BUCKETS, Table};
use strata_ir::GgmlType;
use strata_ir::graph::{Graph, WeightId};
use strata_ir::op::Op;
use strata_ir::plan::GemmSelection;

use crate::error::CompileError;

/// One prompt-time product of the graph.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PromptGemm {
    pub weight: WeightId,
    /// The weight's GGUF tensor name.
    pub name: String,
    pub shape: Shape,
}

/// The dtype the runtime stages a weight of `ty` in for a BLAS GEMM, or `None` when a weight
/// of that type is not multiplied by the library (see the module docs).
pub fn staged_dtype(ty: GgmlType) -> Option<Dtype> {
    match ty {
        GgmlType::Bf16 => Some(Dtype::Bf16),
        GgmlType::F32
        | GgmlType::F64
        | GgmlType::I8
        | GgmlType::I16
        | GgmlType::I32
        | GgmlType::I64 => None,
        _ => Some(Dtype::F16),
    }
}

/// The leading dimension of Y for an N-row output: N (dense, unpadded).
pub fn ldy_for(n: u64) -> u64 {
    n
}

/// The weights an op multiplies a prompt's activations by.
fn gemm_weights(op: &Op) -> Vec<WeightId> {
    match *op {
        Op::MatMul { weight, .. } | Op::OutputHead { weight } => vec![weight],
        Op::MoeFfn { gate, up, down, .. } | Op::DenseFfn { gate, up, down } => {
            vec![gate, up, down]
        }
        Op::SharedExpert {
            gate,
            up,
            down,
            gate_inp,
        } => {
            let mut w = vec![gate, up, down];
            w.extend(gate_inp);
            w
        }
        _ => Vec::new(),
    }
}

/// Every prompt-time GEMM of `graph`, in execution order, each weight once.
pub fn prompt_gemms(graph: &Graph) -> Result<Vec<PromptGemm>, CompileError> {
    let mut out = Vec::new();
    let mut seen = HashSet::new();
    for id in graph.topo_order()? {
        let Some(node) = graph.node(id) else { continue };
        for w in gemm_weights(&node.op) {
            if !seen.insert(w) {
                continue;
            }
            let Some(weight) = graph.get_weight(w) else {
                continue;
            };
            let Some(dtype) = staged_dtype(weight.ty) else {
                continue;
            };
            let (k, n) = match weight.shape[..] {
                [k] => (k, 1),
                [k, n, ..] => (k, n),
                [] => continue,
            };
            if k == 0 || n == 0 {
                continue;
            }
            out.push(PromptGemm {
                weight: w,
                name: weight.name.clone(),
                shape: Shape {
                    dtype,
                    n,
                    k,
                    ldy: ldy_for(n),
                },
            });
        }
    }
    Ok(out)
}

/// The plan's picks for `target`: every GEMM at every bucket, from `table` when given (the
/// caller passes only a table that applies to `target`), else the heuristic.
pub fn selections(target: &str, gemms: &[PromptGemm], table: Option<&Table>) -> Vec<GemmSelection> {
    let mut out = Vec::with_capacity(gemms.len() * TOKEN_BUCKETS.len());
    for g in gemms {
        for &bucket in &TOKEN_BUCKETS {
            let solution_id = table
                .and_then(|t| t.select(g.shape, bucket))
                .and_then(|id| i64::try_from(id).ok());
            out.push(GemmSelection {
                target: target.to_string(),
                weight: g.name.clone(),
                dtype: g.shape.dtype.name().to_string(),
                n: g.shape.n,
                k: g.shape.k,
                ldy: g.shape.ldy,
                t_bucket: bucket,
                solution_id,
            });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::frontend;
    use crate::gguf::GgufFile;
    use crate::passes;
    use crate::synth::{Preset, synth};

    fn graph(preset: Preset, quant: GgmlType) -> Graph {
        let bytes = synth(preset, 1, quant).unwrap().to_bytes();
        let gguf = GgufFile::from_bytes(bytes).unwrap();
        let lowered = frontend::lower(&gguf).unwrap();
        passes::run(lowered.graph, |_, _| Ok(())).unwrap()
    }

    #[test]
    fn staged_dtypes() {
        assert_eq!(staged_dtype(GgmlType::Bf16), Some(Dtype::Bf16));
        assert_eq!(staged_dtype(GgmlType::F16), Some(Dtype::F16));
        assert_eq!(staged_dtype(GgmlType::Q4K), Some(Dtype::F16));
        assert_eq!(staged_dtype(GgmlType::Iq3Xxs), Some(Dtype::F16));
        assert_eq!(staged_dtype(GgmlType::Mxfp4), Some(Dtype::F16));
        assert_eq!(staged_dtype(GgmlType::F32), None);
    }

    #[test]
    fn lists_projections_experts_and_head_once_each() {
        // tiny-qwen2moe: 2 layers of q/k/v/o, experts, a shared expert; F32 router and gate.
        let g = graph(Preset::TinyQwen2Moe, GgmlType::Q8_0);
        let gemms = prompt_gemms(&g).unwrap();
        let names: Vec<&str> = gemms.iter().map(|g| g.name.as_str()).collect();
        let per_layer = |l: usize| {
            [
                "attn_q",
                "attn_k",
                "attn_v",
                "attn_output",
                "ffn_gate_exps",
                "ffn_up_exps",
                "ffn_down_exps",
                "ffn_gate_shexp",
                "ffn_up_shexp",
                "ffn_down_shexp",
            ]
            .map(|n| format!("blk.{l}.{n}.weight"))
        };
        for l in 0..2 {
            for n in per_layer(l) {
                assert_eq!(
                    names.iter().filter(|&&x| x == n).count(),
                    1,
                    "{n}: {names:?}"
                );
            }
        }
        assert!(names.contains(&"output.weight"));
        assert_eq!(names.len(), 2 * 10 + 1, "{names:?}");
        // F32 router and shared-expert gate are not BLAS products.
        assert!(!names.iter().any(|n| n.contains("gate_inp")));
        let by = |n: &str| gemms.iter().find(|g| g.name == n).unwrap().shape;
        let f16 = |n, k| Shape {
            dtype: Dtype::F16,
            n,
            k,
            ldy: n,
        };
        // n_embd 256, 4 heads × 64, 2 KV heads, experts and shared expert of 256, vocab 512.
        assert_eq!(by("blk.0.attn_q.weight"), f16(256, 256));
        assert_eq!(by("blk.0.attn_k.weight"), f16(128, 256));
        assert_eq!(by("blk.1.ffn_gate_exps.weight"), f16(256, 256));
        assert_eq!(by("output.weight"), f16(512, 256));
        // Execution order: layer 0 before layer 1, the head last.
        assert_eq!(names.last(), Some(&"output.weight"));
        let pos = |n: &str| names.iter().position(|&x| x == n).unwrap();
        assert!(pos("blk.0.ffn_down_exps.weight") < pos("blk.1.attn_q.weight"));
    }

    #[test]
    fn f32_models_have_no_blas_products_and_bf16_stays_bf16() {
        assert!(
            prompt_gemms(&graph(Preset::TinyQwen3Moe, GgmlType::F32))
                .unwrap()
                .is_empty()
        );
        let bf = prompt_gemms(&graph(Preset::TinyMixtral, GgmlType::Bf16)).unwrap();
        assert!(!bf.is_empty());
        assert!(bf.iter().all(|g| g.shape.dtype == Dtype::Bf16));
    }

    #[test]
    fn selections_cover_every_bucket_and_follow_the_table() {
        let g = graph(Preset::TinyQwen3Moe, GgmlType::F16);
        let gemms = prompt_gemms(&g).unwrap();
        let heur = selections("sm_90", &gemms, None);
        assert_eq!(heur.len(), gemms.len() * TOKEN_BUCKETS.len());
        assert!(
            heur.iter()
                .all(|s| s.solution_id.is_none() && s.target == "sm_90")
        );
        // A table with rows for the q projection (f16 N=256 K=256) at 128 and 2048.
        let table = Table::parse(
            "STRATA_HIPBLASLT_TUNING_V1 gfx1101 100202\nf16 256 256 256 128 7\nf16 256 256 256 2048 9\n",
        )
        .unwrap();
        let picks = selections("gfx1101", &gemms, Some(&table));
        let q: Vec<(u64, Option<i64>)> = picks
            .iter()
            .filter(|s| s.weight == "blk.0.attn_q.weight")
            .map(|s| (s.t_bucket, s.solution_id))
            .collect();
        assert_eq!(
            q,
            vec![
                (16, None),
                (32, None),
                (64, Some(7)),
                (128, Some(7)),
                (256, Some(7)),
                (512, None),
                (1024, None), // 128 is nearer than 2048, and outside the window
                (2048, Some(9)),
                (4096, Some(9)),
            ]
        );
    }
}
