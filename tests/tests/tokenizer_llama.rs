//! Tokenizer conformance against llama.cpp (llama-cpp-python, `vocab_only`): token ids,
//! detokenized bytes and per-token pieces must be identical on synthesized vocabularies of all
//! three supported kinds (byte-level BPE with the Qwen2, Llama 3 and o200k pre-tokenizers, and
//! SentencePiece with byte fallback). The oracle script `tests/oracle/tok_llama.py` writes the
//! vocabulary GGUF with gguf-py and records llama.cpp's answers for ~170 texts (ordinary text,
//! empty input, whitespace runs, emoji, CJK, invalid UTF-8, special tokens in text, numbers,
//! contractions, random strings) and ~300 id sequences.

use serde_json::Value;
use strata_ir::plan::TokenizerSpec;
use strata_runtime::tokenizer::Tokenizer;

fn hex(s: &str) -> Vec<u8> {
    (0..s.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&s[i..i + 2], 16).unwrap())
        .collect()
}

fn ids(v: &Value) -> Vec<u32> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_u64().unwrap() as u32)
        .collect()
}

fn opt_u32(v: &Value) -> Option<u32> {
    v.as_u64().map(|x| x as u32)
}

fn spec_from_json(s: &Value) -> TokenizerSpec {
    let strings = |k: &str| -> Vec<String> {
        s[k].as_array()
            .map(|a| a.iter().map(|x| x.as_str().unwrap().to_string()).collect())
            .unwrap_or_default()
    };
    TokenizerSpec {
        model: s["model"].as_str().unwrap().to_string(),
        pre: s["pre"].as_str().map(str::to_string),
        tokens: strings("tokens"),
        token_types: s["token_types"]
            .as_array()
            .unwrap()
            .iter()
            .map(|x| x.as_i64().unwrap() as i32)
            .collect(),
        scores: s["scores"]
            .as_array()
            .unwrap()
            .iter()
            .map(|x| x.as_f64().unwrap() as f32)
            .collect(),
        merges: strings("merges"),
        bos_id: opt_u32(&s["bos_id"]),
        eos_id: opt_u32(&s["eos_id"]),
        eot_id: opt_u32(&s["eot_id"]),
        unknown_id: opt_u32(&s["unknown_id"]),
        padding_id: opt_u32(&s["padding_id"]),
        add_bos: s["add_bos"].as_bool(),
        add_eos: s["add_eos"].as_bool(),
        add_space_prefix: s["add_space_prefix"].as_bool(),
        chat_template: None,
    }
}

fn check_kind(kind: &str) {
    check_vocab(kind, &[], None);
}

/// The tokenizer spec the compiler puts into a plan for `gguf` (the real load path).
fn compiler_spec(gguf: &std::path::Path) -> TokenizerSpec {
    let file = strata_compiler::gguf::GgufFile::open(gguf).unwrap();
    strata_compiler::plan::tokenizer_spec(&file).unwrap()
}

/// Runs the oracle on vocabulary `kind` (plus chunks of `text_files`) and compares. With
/// `spec`, our tokenizer is built from it (it must describe the same vocabulary as the one
/// gguf-py read) instead of from the oracle's copy.
fn check_vocab(kind: &str, text_files: &[&str], spec: Option<TokenizerSpec>) {
    let dir = strata_tests::scratch();
    let root = strata_tests::workspace_root();
    let files: Vec<String> = text_files
        .iter()
        .map(|f| root.join(f).to_str().unwrap().to_string())
        .collect();
    let mut args = vec![kind, dir.path().to_str().unwrap()];
    args.extend(files.iter().map(String::as_str));
    let out = strata_tests::run_oracle("tok_llama.py", &args);
    let oracle: Value = serde_json::from_str(&out).unwrap();
    let py_spec = spec_from_json(&oracle["spec"]);
    let spec = match spec {
        Some(ours) => {
            assert_eq!(
                TokenizerSpec {
                    chat_template: None,
                    ..ours.clone()
                },
                py_spec,
                "{kind}: the compiler's tokenizer spec differs from what gguf-py reads"
            );
            ours
        }
        None => py_spec,
    };
    let tok = Tokenizer::from_spec(&spec).unwrap();
    assert_eq!(tok.n_vocab(), oracle["pieces"].as_array().unwrap().len());

    // Special ids and end-of-generation set.
    let llama_id = |k: &str| oracle[k].as_i64().filter(|&x| x >= 0).map(|x| x as u32);
    assert_eq!(tok.bos_id(), llama_id("bos"), "{kind}: bos");
    assert_eq!(tok.eos_id(), llama_id("eos"), "{kind}: eos");
    if oracle["spec"]["eot_id"].is_u64() {
        assert_eq!(tok.eot_id(), llama_id("eot"), "{kind}: eot");
    } else {
        // Without an EOT id in the GGUF, llama.cpp takes the first end-of-turn-looking text in
        // its hash map's iteration order, which is not reproducible; both picks must be
        // end-of-generation tokens.
        // In a harmony vocabulary llama.cpp may pick `<|end|>` and then take it out of the
        // end-of-generation set; ours always picks one that still ends generation.
        let eot = tok.eot_id().unwrap();
        assert!(tok.is_eog(eot), "{kind}: eot {eot} is not EOG");
        let theirs = llama_id("eot").unwrap();
        assert!(
            tok.is_eog(theirs) || tok.token_text(theirs) == Some("<|end|>"),
            "{kind}: llama.cpp's eot {theirs} is not EOG"
        );
    }
    assert_eq!(
        tok.eog_ids().collect::<Vec<_>>(),
        ids(&oracle["eog"]),
        "{kind}: eog"
    );

    // Encoding, for every combination of add_special and parse_special.
    let mut mismatches = Vec::new();
    let cases = oracle["cases"].as_array().unwrap();
    for case in cases {
        let text = hex(case["text_hex"].as_str().unwrap());
        for (key, add, special) in [
            ("ff", false, false),
            ("ft", false, true),
            ("tf", true, false),
            ("tt", true, true),
        ] {
            let want = ids(&case["enc"][key]);
            let got = tok.encode_bytes(&text, add, special);
            if got != want {
                mismatches.push(format!(
                    "{:?} add={add} special={special}: want {want:?} got {got:?}",
                    String::from_utf8_lossy(&text)
                ));
            }
        }
    }
    assert!(
        mismatches.is_empty(),
        "{kind}: {} encode mismatches of {}:\n{}",
        mismatches.len(),
        cases.len() * 4,
        mismatches.join("\n")
    );

    // Pieces of every token.
    for (id, piece) in oracle["pieces"].as_array().unwrap().iter().enumerate() {
        assert_eq!(
            tok.token_to_piece(id as u32, true),
            hex(piece.as_str().unwrap()),
            "{kind}: piece of {id}"
        );
    }

    // Detokenization, with and without special tokens.
    for d in oracle["decode"].as_array().unwrap() {
        let seq = ids(&d["ids"]);
        assert_eq!(
            tok.decode_bytes(&seq, true),
            hex(d["special"].as_str().unwrap()),
            "{kind}: decode special {seq:?}"
        );
        assert_eq!(
            tok.decode_bytes(&seq, false),
            hex(d["plain"].as_str().unwrap()),
            "{kind}: decode plain {seq:?}"
        );
    }
}

#[test]
fn qwen2_bpe_matches_llama_cpp() {
    check_kind("qwen2");
}

#[test]
fn llama3_bpe_matches_llama_cpp() {
    check_kind("llama-bpe");
}

/// The o200k pre-tokenizer gpt-oss GGUFs name (`gpt-4o`): letter case, contractions on their
/// word, `/` after punctuation, digits by three, plus the harmony special tokens (llama.cpp
/// renders `<|channel|>`, `<|message|>`, `<|start|>`, `<|constrain|>` and `<|end|>`, and only
/// `<|return|>`, `<|call|>` and `<|endoftext|>` end generation).
#[test]
fn o200k_bpe_matches_llama_cpp() {
    check_kind("gpt-4o");
}

#[test]
fn sentencepiece_matches_llama_cpp() {
    check_kind("spm");
}

#[test]
fn sentencepiece_without_space_prefix_matches_llama_cpp() {
    check_kind("spm-nospace");
}

/// The real vocabulary of the embedded trained model (4096-token byte-level BPE, Qwen2
/// pre-tokenizer), on the fixed and random texts plus the README and a Python source file cut
/// into chunks.
#[test]
fn trained_model_vocab_matches_llama_cpp() {
    let model = strata_tests::workspace_root().join("models/strata-tiny-moe.gguf");
    assert!(model.exists(), "{} is missing", model.display());
    check_vocab(
        &format!("gguf={}", model.display()),
        &["README.md", "tools/train/prepare_corpus.py"],
        Some(compiler_spec(&model)),
    );
}

/// `stratac synth` presets: Qwen-style (pre qwen2), Mixtral-style (pre llama-bpe) and gpt-oss
/// (pre gpt-4o, harmony tokens) vocabularies, read back through the compiler's GGUF reader as a
/// plan would carry them.
#[test]
fn synth_preset_vocabs_match_llama_cpp() {
    let dir = strata_tests::scratch();
    for preset in ["tiny-qwen3moe", "tiny-mixtral", "tiny-gptoss"] {
        let path = dir.path().join(format!("{preset}.gguf"));
        let p = strata_compiler::synth::Preset::from_name(preset).unwrap();
        strata_compiler::synth::synth(p, 0, strata_ir::GgmlType::F32)
            .unwrap()
            .write(&path)
            .unwrap();
        check_vocab(
            &format!("gguf={}", path.display()),
            &["docs/ARCHITECTURE.md"],
            Some(compiler_spec(&path)),
        );
    }
}
