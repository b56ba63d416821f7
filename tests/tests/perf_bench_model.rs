//! The memory-bound bench model (`stratac synth --preset bench-qwen3moe`, ~4.4 GB in Q4_K) is
//! too big to write in CI; its tensor table is checked through `--dry-run` instead, against the
//! sizes the model's hyperparameters imply. (The synth library's unit tests check the streamed
//! file equals the in-memory one, byte for byte, on the tiny presets.)

use strata_tests::run_bin;

#[test]
fn bench_preset_dry_run_lists_the_tensor_table() {
    let out = run_bin(
        "stratac",
        &[
            "synth",
            "--preset",
            "bench-qwen3moe",
            "--quant",
            "Q4_K",
            "--dry-run",
        ],
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let rows: Vec<Vec<&str>> = text
        .lines()
        .map(|l| l.split_whitespace().collect())
        .collect();
    let row = |name: &str| {
        rows.iter()
            .find(|r| r.first() == Some(&name))
            .unwrap_or_else(|| panic!("{name} missing from:\n{text}"))
    };
    // Q4_K: 256 values in 144 bytes.
    let q4k = |n: u64| n / 256 * 144;
    for (name, ty, shape, bytes) in [
        ("token_embd.weight", "Q4_K", "2048x32768", q4k(2048 * 32768)),
        ("blk.0.attn_q.weight", "Q4_K", "2048x4096", q4k(2048 * 4096)),
        ("blk.0.attn_k.weight", "Q4_K", "2048x512", q4k(2048 * 512)),
        (
            "blk.0.attn_output.weight",
            "Q4_K",
            "4096x2048",
            q4k(4096 * 2048),
        ),
        ("blk.0.attn_q_norm.weight", "F32", "128", 512),
        ("blk.0.ffn_gate_inp.weight", "F32", "2048x64", 2048 * 64 * 4),
        (
            "blk.23.ffn_up_exps.weight",
            "Q4_K",
            "2048x768x64",
            q4k(2048 * 768 * 64),
        ),
        (
            "blk.23.ffn_down_exps.weight",
            "Q4_K",
            "768x2048x64",
            q4k(768 * 2048 * 64),
        ),
        ("output.weight", "Q4_K", "2048x32768", q4k(2048 * 32768)),
    ] {
        let r = row(name);
        assert_eq!(r[1..], [ty, shape, &bytes.to_string()], "{name}");
    }
    // 24 layers: blk.23 is the last.
    assert!(
        !rows
            .iter()
            .any(|r| r.first() == Some(&"blk.24.attn_q.weight"))
    );
    let last = rows.last().unwrap();
    assert_eq!(last[0], "291", "{text}");
    let total: u64 = last[2].parse().unwrap();
    assert!((4.3e9..4.5e9).contains(&(total as f64)), "{total}");
}

#[test]
fn synth_without_output_or_with_a_bad_preset_is_a_clear_error() {
    // No -o and no --dry-run: a usage error (exit 2).
    let out = run_bin("stratac", &["synth", "--preset", "bench-qwen3moe"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("--output"), "{err}");
    let out = run_bin("stratac", &["synth", "--preset", "huge", "--dry-run"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains("bench-qwen3moe"), "{err}");
}

/// `strata-rt bench`'s active bytes per decoded token, recomputed from the GGUF's tensor table
/// by name: every attention matrix, norm and router in full, `k / n_expert` of each stacked
/// expert tensor, the output head in full and one row of the embedding table.
#[test]
fn active_bytes_per_token_counts_attention_router_topk_experts_head_and_one_embedding_row() {
    use strata_compiler::gguf::GgufFile;
    use strata_compiler::synth::{Preset, synth};
    use strata_runtime::engine::{Engine, EngineOptions};

    let dir = strata_tests::scratch();
    let gguf = dir.path().join("m.gguf");
    let plan = dir.path().join("m.plan");
    synth(Preset::TinyQwen3Moe, 1, strata_ir::GgmlType::Q8_0)
        .unwrap()
        .write(&gguf)
        .unwrap();
    strata_tests::compile_host_plan(&gguf, &plan);
    let f = GgufFile::open(&gguf).unwrap();
    let (n_expert, k) = (8u64, 2u64);
    let mut want = 0u64;
    for t in f.tensors() {
        want += if t.name.contains("_exps") {
            t.n_bytes / n_expert * k
        } else if t.name == "token_embd.weight" {
            t.n_bytes / t.shape[1]
        } else {
            t.n_bytes
        };
    }
    let e = Engine::load(&plan, EngineOptions::default()).unwrap();
    assert_eq!(strata_runtime::bench::active_bytes_per_token(&e), want);
}
