//! Cost of one constrained-decoding step: the token-trie walk that finds every token of a
//! vocabulary a JSON grammar accepts from a given state (`TokenIndex::allowed`).
//!
//! The vocabulary is synthetic but shaped like a byte-level BPE one of 151,936 entries (Qwen3's
//! size): word pieces with and without a leading space, digits, punctuation and JSON structure
//! runs, whitespace runs, and multi-byte UTF-8 pieces. The states cover the cases a JSON answer
//! passes through: before the object, inside a string (the plain-string fast path), where a
//! value must start, inside a number, and after a value.
//!
//! Run: `cargo bench -p strata-benches --bench constrain_mask`.

use criterion::{Criterion, criterion_group, criterion_main};
use strata_runtime::constrain::{Grammar, JsonOptions, TokenIndex};
use strata_runtime::sampler::Rng;

/// A synthetic byte-level vocabulary of `n` pieces.
fn vocab(n: usize, seed: u64) -> Vec<Option<Vec<u8>>> {
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
        // Byte-level BPE vocabularies hold each piece once; a suffix keeps pieces distinct
        // enough that the trie is as large as a real one.
        if pick(3) == 0 {
            t.push(letters[pick(letters.len())]);
        }
        out.push(Some(t));
    }
    out
}

fn bench(c: &mut Criterion) {
    let index = TokenIndex::new(vocab(151_936, 7));
    let g = Grammar::json(JsonOptions::default());
    let states: [(&str, &[u8]); 5] = [
        ("before_object", b""),
        ("in_string", b"{\"city\": \"Par"),
        ("value_start", b"{\"a\": [1, {\"b\":"),
        ("in_number", b"{\"n\": 12"),
        ("after_value", b"{\"a\": true"),
    ];
    let mut allowed = Vec::new();
    for (name, prefix) in states {
        let mut s = g.start();
        assert!(g.push_all(&mut s, prefix), "{name}");
        let n = index.allowed(&g, s, &mut allowed);
        eprintln!("{name}: {n} of 151936 tokens allowed");
        c.bench_function(&format!("json_mask_151936/{name}"), |b| {
            b.iter(|| index.allowed(&g, s, &mut allowed))
        });
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
