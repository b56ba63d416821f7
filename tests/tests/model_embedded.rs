//! The embedded default model, `models/strata-tiny-moe.gguf` (trained by `tools/train/`), checked
//! against its peers: Strata's own GGUF reader and gguf-py must read the same structure, and
//! llama.cpp (llama-cpp-python) must load it, compute the same logits as the numpy `qwen3moe`
//! reference on its tensors, tokenize exactly as the training tokenizer did, and score held-out
//! text of both domains at the perplexity of a trained model rather than of random weights.

use std::path::PathBuf;

use serde_json::Value;
use strata_compiler::gguf::GgufFile;
use strata_ir::plan::TokenizerSpec;
use strata_runtime::tokenizer::Tokenizer;
use strata_tests::{run_oracle, workspace_root};

fn model() -> PathBuf {
    workspace_root().join("models/strata-tiny-moe.gguf")
}

fn tokcheck() -> PathBuf {
    workspace_root().join("models/tokenizer-check.json")
}

/// The shipped file stays small enough to commit and carry (the bound: 32 MB).
const MAX_BYTES: u64 = 32_000_000;

#[test]
fn strata_reader_sees_a_complete_qwen3moe() {
    let f = GgufFile::open(&model()).unwrap();
    assert!(f.file_size() <= MAX_BYTES, "{} bytes", f.file_size());
    assert_eq!(f.get_str("general.architecture").unwrap(), Some("qwen3moe"));
    assert_eq!(f.get_str("tokenizer.ggml.model").unwrap(), Some("gpt2"));
    assert_eq!(f.get_str("tokenizer.ggml.pre").unwrap(), Some("qwen2"));
    let n_layer = f.require_u32("qwen3moe.block_count").unwrap();
    let n_expert = f.require_u32("qwen3moe.expert_count").unwrap() as u64;
    let n_ff = f
        .require_u32("qwen3moe.expert_feed_forward_length")
        .unwrap() as u64;
    let n_embd = f.require_u32("qwen3moe.embedding_length").unwrap() as u64;
    let tokens = f.get_str_array("tokenizer.ggml.tokens").unwrap().unwrap();
    for special in ["<|endoftext|>", "<|im_start|>", "<|im_end|>"] {
        assert!(tokens.contains(&special), "missing {special}");
    }
    let template = f.get_str("tokenizer.chat_template").unwrap().unwrap();
    assert!(
        template.contains("<|im_start|>"),
        "ChatML template expected"
    );
    // 3 global tensors + 12 per layer, with llama.cpp's names and ggml shapes (ne0 first).
    assert_eq!(f.tensors().len() as u32, 3 + 12 * n_layer);
    for il in 0..n_layer {
        let gate = f.tensor(&format!("blk.{il}.ffn_gate_exps.weight")).unwrap();
        assert_eq!(gate.shape, vec![n_embd, n_ff, n_expert]);
        let down = f.tensor(&format!("blk.{il}.ffn_down_exps.weight")).unwrap();
        assert_eq!(down.shape, vec![n_ff, n_embd, n_expert]);
        let router = f.tensor(&format!("blk.{il}.ffn_gate_inp.weight")).unwrap();
        assert_eq!(router.shape, vec![n_embd, n_expert]);
    }
    let embd = f.tensor("token_embd.weight").unwrap();
    assert_eq!(embd.shape, vec![n_embd, tokens.len() as u64]);
}

#[test]
fn llama_cpp_loads_it_agrees_with_the_reference_and_it_is_trained() {
    let path = model();
    let out = run_oracle(
        "model_embedded_check.py",
        &[path.to_str().unwrap(), tokcheck().to_str().unwrap()],
    );
    let r: Value = serde_json::from_str(&out).unwrap();

    // gguf-py reads what Strata's reader read.
    let f = GgufFile::open(&path).unwrap();
    assert_eq!(r["file_size"].as_u64().unwrap(), f.file_size());
    assert_eq!(
        r["metadata"]["n_tensors"].as_u64().unwrap(),
        f.tensors().len() as u64
    );
    assert_eq!(r["metadata"]["general.architecture"], "qwen3moe");

    // llama.cpp computes the reference's logits from the file (Q8_0 activations allow a small
    // difference; the F32 export is exact to 4e-7, see models/README.md).
    let c = &r["check"];
    assert_eq!(c["logits_ok"], true, "{c}");
    assert!(c["argmax_agreement"].as_f64().unwrap() >= 0.9, "{c}");
    assert!(c["median_row_rel_diff"].as_f64().unwrap() < 3e-2, "{c}");
    // ... and tokenizes every sample exactly as the training tokenizer did.
    assert!(c["tokenizer_cases"].as_u64().unwrap() >= 20, "{c}");
    assert_eq!(c["tokenizer_mismatch_count"], 0, "{c}");

    // Held-out perplexity: uniform guessing over 4096 tokens scores 4096; the trained model
    // measured about 14 (prose) and 8 (code) on these snippets when it was shipped.
    for (domain, bound) in [("kjv", 25.0), ("py", 15.0)] {
        let h = &r["heldout"][domain];
        assert!(h["tokens"].as_u64().unwrap() > 1000, "{h}");
        let ppl = h["ppl"].as_f64().unwrap();
        assert!(ppl.is_finite() && ppl < bound, "{domain}: perplexity {ppl}");
    }
}

/// The tokenizer spec as the GGUF states it (the fields a gpt2 BPE needs).
fn tokenizer_spec(f: &GgufFile) -> TokenizerSpec {
    let str_key = |k: &str| f.get_str(k).unwrap().map(str::to_owned);
    TokenizerSpec {
        model: str_key("tokenizer.ggml.model").unwrap(),
        pre: str_key("tokenizer.ggml.pre"),
        tokens: f
            .get_str_array("tokenizer.ggml.tokens")
            .unwrap()
            .unwrap()
            .into_iter()
            .map(str::to_owned)
            .collect(),
        token_types: f
            .get_i32_array("tokenizer.ggml.token_type")
            .unwrap()
            .unwrap(),
        scores: Vec::new(),
        merges: f
            .get_str_array("tokenizer.ggml.merges")
            .unwrap()
            .unwrap()
            .into_iter()
            .map(str::to_owned)
            .collect(),
        bos_id: f.get_u32("tokenizer.ggml.bos_token_id").unwrap(),
        eos_id: f.get_u32("tokenizer.ggml.eos_token_id").unwrap(),
        eot_id: None,
        unknown_id: None,
        padding_id: f.get_u32("tokenizer.ggml.padding_token_id").unwrap(),
        add_bos: f.get_bool("tokenizer.ggml.add_bos_token").unwrap(),
        add_eos: None,
        add_space_prefix: None,
        chat_template: str_key("tokenizer.chat_template"),
    }
}

#[test]
fn strata_tokenizer_reproduces_the_training_tokenizer() {
    // tokenizer-check.json holds the ids HuggingFace `tokenizers` (the tokenizer the model was
    // trained with) gave each text; llama.cpp reproduces them too (the oracle test above).
    let f = GgufFile::open(&model()).unwrap();
    let tok = Tokenizer::from_spec(&tokenizer_spec(&f)).unwrap();
    let cases: Vec<Value> =
        serde_json::from_str(&std::fs::read_to_string(tokcheck()).unwrap()).unwrap();
    assert!(cases.len() >= 20);
    for case in &cases {
        let text = case["text"].as_str().unwrap();
        let want: Vec<u32> = case["ids"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_u64().unwrap() as u32)
            .collect();
        assert_eq!(tok.encode(text, false, true), want, "text {text:?}");
        // Decoding with control tokens rendered gives the text back byte for byte.
        assert_eq!(
            tok.decode_bytes(&want, true),
            text.as_bytes(),
            "text {text:?}"
        );
    }
}

#[test]
fn strata_rt_generates_what_llama_cpp_generates() {
    // Greedy continuations of a prose and a code prompt: `stratac compile` + `strata-rt generate`
    // must produce llama.cpp's tokens, token for token (prompt tokenized by each side itself).
    let dir = strata_tests::scratch();
    let plan = dir.path().join("tiny.plan");
    let model = model();
    strata_tests::compile_host_plan(&model, &plan);
    for prompt in ["And God said unto Moses,", "def read_config(path):\n"] {
        let want: Value = serde_json::from_str(&run_oracle(
            "model_embedded_greedy.py",
            &[model.to_str().unwrap(), "24", prompt],
        ))
        .unwrap();
        let out = strata_tests::run_bin(
            "strata-rt",
            &[
                "generate",
                plan.to_str().unwrap(),
                "--prompt",
                prompt,
                "--max-tokens",
                "24",
                "--temperature",
                "0",
                "--threads",
                "2",
                // llama.cpp's cache is held at F32 (`model_embedded_greedy.py`), so ours is too:
                // with f16 on one side only, near-ties of the greedy pick can differ.
                "--kv",
                "f32",
                "--json",
            ],
        );
        assert!(
            out.status.success(),
            "strata-rt generate failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let got: Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(got["prompt_tokens"], want["prompt_tokens"], "{prompt:?}");
        assert_eq!(got["tokens"], want["tokens"], "{prompt:?}: {got} vs {want}");
        assert_eq!(want["tokens"].as_array().unwrap().len(), 24, "{want}");
    }
}
