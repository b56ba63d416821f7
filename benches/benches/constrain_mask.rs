//! Cost of one constrained-decoding step: llguidance computing the token mask of a grammar
//! state over a 151,936-token vocabulary (Qwen3's size), the work `ScriptHook` does between two
//! tokens (on its helper thread, overlapping the forward pass).
//!
//! The vocabulary is synthetic but shaped like a byte-level BPE one: the 256 single bytes (as
//! every byte-level BPE vocabulary has), word pieces with and without a leading space, digits,
//! punctuation and JSON structure runs, whitespace runs, and multi-byte UTF-8 pieces, plus one
//! end token. The states cover the cases a JSON answer passes through: before the object,
//! inside a string, where a value must start, inside a number, and after a value, for any JSON
//! object and for a tool-call body whose arguments follow a schema.
//!
//! Each iteration clones the matcher at the state (outside the timing) and computes one mask,
//! so no result is reused from an earlier iteration.
//!
//! Run: `cargo bench -p strata-benches --bench constrain_mask`.

use std::sync::Arc;

use criterion::{BatchSize, Criterion, criterion_group, criterion_main};
use serde_json::json;
use strata_runtime::constrain::{GrammarSpec, TokenBytes, ToolSchema, Vocabulary};
use strata_runtime::sampler::Rng;

const N_VOCAB: usize = 151_936;

/// A synthetic byte-level vocabulary of `n` pieces.
fn vocab(n: usize, seed: u64) -> Vec<Vec<u8>> {
    let mut rng = Rng::new(seed);
    let mut pick = |k: usize| (rng.next_u64() % k as u64) as usize;
    let letters = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    let punct: &[&[u8]] = &[
        b"{", b"}", b"[", b"]", b":", b",", b"\"", b"\":", b"\",", b"\": \"", b"{\"", b"\"}",
        b"},", b"]}", b"\\n", b"\\\"", b"()", b"):", b".", b"->", b"==", b"#", b"//",
    ];
    let multibyte = ["é", "ü", "日本", "語", "😀", "—", "«", "»", "ñ", "ß"];
    let mut out = Vec::with_capacity(n);
    for _ in 0..n {
        let kind = pick(100);
        let mut t = Vec::new();
        match kind {
            0..=59 => {
                if pick(2) == 0 {
                    t.push(b' ');
                }
                for _ in 0..1 + pick(9) {
                    t.push(letters[pick(letters.len())]);
                }
            }
            60..=69 => {
                for _ in 0..1 + pick(3) {
                    t.push(b'0' + pick(10) as u8);
                }
            }
            70..=84 => t.extend_from_slice(punct[pick(punct.len())]),
            85..=89 => {
                for _ in 0..1 + pick(8) {
                    t.push(if pick(4) == 0 { b'\n' } else { b' ' });
                }
            }
            _ => {
                if pick(2) == 0 {
                    t.push(b' ');
                }
                t.extend_from_slice(multibyte[pick(multibyte.len())].as_bytes());
            }
        }
        // A suffix keeps pieces distinct enough that the trie is as large as a real one.
        if pick(3) == 0 {
            t.push(letters[pick(letters.len())]);
        }
        out.push(t);
    }
    out
}

fn bench(c: &mut Criterion) {
    let mut tokens: Vec<TokenBytes> = (0..=255u8).map(|b| TokenBytes::Text(vec![b])).collect();
    tokens.extend(vocab(N_VOCAB - 257, 7).into_iter().map(TokenBytes::Text));
    tokens.push(TokenBytes::Special("<|im_end|>".into()));
    let eos = (N_VOCAB - 1) as u32;
    let v = Arc::new(Vocabulary::new(tokens, &[eos]).expect("vocabulary"));
    let tool = GrammarSpec::ToolCall {
        tools: vec![ToolSchema {
            name: "get_weather".into(),
            parameters: Some(json!({"type": "object",
                "properties": {"city": {"type": "string"}, "days": {"type": "integer"}},
                "required": ["city"]})),
            strict: true,
        }],
        leading_newline: false,
    };
    let cases: [(&str, &GrammarSpec, &[u8]); 7] = [
        ("json/before_object", &GrammarSpec::JsonObject, b""),
        (
            "json/in_string",
            &GrammarSpec::JsonObject,
            b"{\"city\": \"Par",
        ),
        (
            "json/value_start",
            &GrammarSpec::JsonObject,
            b"{\"a\": [1, {\"b\":",
        ),
        ("json/in_number", &GrammarSpec::JsonObject, b"{\"n\": 12"),
        (
            "json/after_value",
            &GrammarSpec::JsonObject,
            b"{\"a\": true",
        ),
        (
            "tool/arguments_start",
            &tool,
            b"{\"name\": \"get_weather\", \"arguments\": {",
        ),
        (
            "tool/in_city",
            &tool,
            b"{\"name\": \"get_weather\", \"arguments\": {\"city\": \"Jer",
        ),
    ];
    for (name, spec, prefix) in cases {
        let mut m = spec.compile(&v).expect("grammar");
        // Byte by byte: every byte is a token of this vocabulary.
        let toks: Vec<u32> = prefix.iter().map(|&b| u32::from(b)).collect();
        m.consume_tokens(&toks).expect(name);
        let n = m.clone().compute_mask().expect(name).num_set();
        eprintln!("{name}: {n} of {N_VOCAB} tokens allowed");
        c.bench_function(&format!("llg_mask_{N_VOCAB}/{name}"), |b| {
            b.iter_batched(
                || m.clone(),
                |mut m| m.compute_mask().map(|mask| mask.num_set()),
                BatchSize::SmallInput,
            )
        });
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
