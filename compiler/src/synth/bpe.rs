//! A small byte-level BPE vocabulary in GPT-2's format, learned deterministically from an
//! embedded text, for synthetic models.
//!
//! Byte-level BPE works on bytes shown as printable characters: GPT-2's `bytes_to_unicode` maps
//! the 188 printable Latin-1 bytes to themselves and the other 68 bytes to U+0100 onwards (so a
//! space is `Ġ`, U+0120, and a newline `Ċ`). The vocabulary starts with those 256 one-byte
//! tokens, in GPT-2's order, and grows by merges: each step joins the most frequent adjacent pair
//! of tokens within the text's words (ties to the lexicographically smallest pair). A merge is
//! stored as `"left right"`, its rank being its position.

use std::collections::{BTreeMap, HashSet};

/// Text the merges are learned from: plain English and a little code, so that common words and
/// identifiers become single tokens.
const CORPUS: &str = "\
The small model reads a prompt, one token at a time, and answers with the next token. \
Each layer of the model mixes the tokens it has seen with attention, then sends every token \
through a few experts chosen by a router. The router scores all experts and keeps the best two; \
their outputs are added together, weighted by the router's probabilities. \
A mixture of experts is large, but each token only touches a small part of it, \
so the model runs quickly when the experts it needs are close at hand. \
When an expert is not in memory, the computer can either copy it over or compute it where it is. \
Hello, world! How are you today? I am fine, thank you. What is the weather like? \
It is sunny and warm, with a light wind from the west. The river runs past the old mill, \
and the children play in the green field beside it until the evening comes. \
There are seven days in a week and twelve months in a year. Numbers: 0 1 2 3 4 5 6 7 8 9 10 42 100 2024. \
The quick brown fox jumps over the lazy dog. She sells sea shells on the sea shore. \
def add(a, b):\n    return a + b\n\nfor i in range(10):\n    print(i, add(i, i))\n\n\
fn main() {\n    let x = 1;\n    println!(\"{}\", x);\n}\n\
user: Tell me a story about a dragon.\nassistant: Once upon a time, a dragon lived in the mountains. \
It was kind to the people of the valley, and they brought it bread and apples every spring.\n\
user: What is two plus two?\nassistant: Two plus two is four.\n";

/// GPT-2's byte-to-character map: `table[b]` is the character that stands for byte `b`, and
/// `order` lists the bytes in the order GPT-2 numbers their tokens.
fn byte_table() -> ([char; 256], Vec<u8>) {
    let printable = |b: u8| matches!(b, b'!'..=b'~' | 0xA1..=0xAC | 0xAE..=0xFF);
    let mut table = ['\0'; 256];
    let mut order: Vec<u8> = (0..=255u8).filter(|&b| printable(b)).collect();
    for &b in &order {
        table[b as usize] = char::from(b);
    }
    let mut next = 256u32;
    for b in 0..=255u8 {
        if !printable(b) {
            table[b as usize] = char::from_u32(next).unwrap_or('\u{fffd}');
            next += 1;
            order.push(b);
        }
    }
    (table, order)
}

/// The byte-level spelling of `text`.
pub fn byte_encode(text: &str) -> String {
    let (table, _) = byte_table();
    text.bytes().map(|b| table[b as usize]).collect()
}

/// Splits text into words the way GPT-2-style pre-tokenizers roughly do: a letter run with an
/// optional leading space, a digit, a run of other symbols with an optional leading space, or
/// whitespace. Merges never cross these boundaries.
fn words(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let start = i;
        if chars[i] == ' ' && i + 1 < chars.len() && !chars[i + 1].is_whitespace() {
            i += 1;
        }
        let c = chars[i];
        if c.is_alphabetic() {
            while i < chars.len() && chars[i].is_alphabetic() {
                i += 1;
            }
        } else if c.is_ascii_digit() {
            i += 1;
        } else if c.is_whitespace() {
            while i < chars.len() && chars[i].is_whitespace() {
                i += 1;
            }
        } else {
            while i < chars.len() && !chars[i].is_alphanumeric() && !chars[i].is_whitespace() {
                i += 1;
            }
        }
        out.push(chars[start..i].iter().collect());
    }
    out
}

/// A learned vocabulary: token strings (byte tokens first) and merges in rank order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Vocab {
    pub tokens: Vec<String>,
    pub merges: Vec<String>,
}

/// Learns merges until the vocabulary holds `n_tokens` tokens (at least 256); when the text runs
/// out of pairs to merge, the vocabulary is grown by [`extend`].
pub fn learn(n_tokens: usize) -> Vocab {
    let (table, order) = byte_table();
    let mut tokens: Vec<String> = order
        .iter()
        .map(|&b| table[b as usize].to_string())
        .collect();
    let mut known: HashSet<String> = tokens.iter().cloned().collect();
    let mut merges = Vec::new();

    // Each distinct word as a sequence of symbols, with its count. A BTreeMap keeps the
    // iteration order, and with it the learned merges, deterministic.
    let mut counts: BTreeMap<String, usize> = BTreeMap::new();
    for w in words(CORPUS) {
        *counts.entry(byte_encode(&w)).or_default() += 1;
    }
    let mut corpus: Vec<(Vec<String>, usize)> = counts
        .into_iter()
        .map(|(w, n)| (w.chars().map(String::from).collect(), n))
        .collect();

    while tokens.len() < n_tokens {
        let mut pairs: BTreeMap<(&str, &str), usize> = BTreeMap::new();
        for (syms, n) in &corpus {
            for p in syms.windows(2) {
                *pairs.entry((p[0].as_str(), p[1].as_str())).or_default() += n;
            }
        }
        // The most frequent pair; among equals the first in BTreeMap order (the smallest).
        let Some(((a, b), _)) =
            pairs
                .iter()
                .fold(None::<(&(&str, &str), usize)>, |best, (p, &n)| match best {
                    Some((_, bn)) if bn >= n => best,
                    _ => Some((p, n)),
                })
        else {
            break;
        };
        let (a, b) = (a.to_string(), b.to_string());
        let joined = format!("{a}{b}");
        for (syms, _) in &mut corpus {
            let mut out = Vec::with_capacity(syms.len());
            let mut i = 0;
            while i < syms.len() {
                if i + 1 < syms.len() && syms[i] == a && syms[i + 1] == b {
                    out.push(joined.clone());
                    i += 2;
                } else {
                    out.push(std::mem::take(&mut syms[i]));
                    i += 1;
                }
            }
            *syms = out;
        }
        merges.push(format!("{a} {b}"));
        if known.insert(joined.clone()) {
            tokens.push(joined);
        }
    }
    extend(&mut tokens, &mut merges, &mut known, n_tokens);
    Vocab { tokens, merges }
}

/// Grows a vocabulary the text has no more pairs for (the bench models want ~32k tokens, the
/// text yields under a thousand): each merged token in turn, and then each token this adds,
/// joined with one lowercase letter, in a fixed order. Every added token is a valid merge of two
/// known tokens, so the vocabulary stays a well-formed byte-level BPE; the added tokens are rare
/// in real text, which does not matter for models with random weights.
fn extend(
    tokens: &mut Vec<String>,
    merges: &mut Vec<String>,
    known: &mut HashSet<String>,
    n_tokens: usize,
) {
    let mut i = 256;
    while tokens.len() < n_tokens && i < tokens.len() {
        for c in 'a'..='z' {
            if tokens.len() >= n_tokens {
                break;
            }
            let joined = format!("{}{c}", tokens[i]);
            if known.insert(joined.clone()) {
                merges.push(format!("{} {c}", tokens[i]));
                tokens.push(joined);
            }
        }
        i += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn byte_map_matches_gpt2() {
        let (table, order) = byte_table();
        assert_eq!(table[b' ' as usize], 'Ġ');
        assert_eq!(table[b'\n' as usize], 'Ċ');
        assert_eq!(table[b'A' as usize], 'A');
        assert_eq!(order[0], b'!');
        let distinct: HashSet<char> = table.iter().copied().collect();
        assert_eq!(distinct.len(), 256);
    }

    #[test]
    fn learning_is_deterministic_and_consistent() {
        let v = learn(500);
        assert_eq!(v, learn(500));
        assert_eq!(v.tokens.len(), 500);
        let known: HashSet<&str> = v.tokens.iter().map(String::as_str).collect();
        for m in &v.merges {
            let (a, b) = m.split_once(' ').unwrap();
            assert!(known.contains(a) && known.contains(b), "{m}");
            assert!(known.contains(format!("{a}{b}").as_str()), "{m}");
        }
        assert!(known.contains("Ġthe"));
    }

    #[test]
    fn large_vocabularies_are_extended_with_valid_merges() {
        let v = learn(32_765);
        assert_eq!(v.tokens.len(), 32_765);
        let known: HashSet<&str> = v.tokens.iter().map(String::as_str).collect();
        assert_eq!(known.len(), v.tokens.len(), "duplicate tokens");
        for m in &v.merges {
            let (a, b) = m.split_once(' ').unwrap();
            assert!(known.contains(a) && known.contains(b), "{m}");
            assert!(known.contains(format!("{a}{b}").as_str()), "{m}");
        }
        // The learned part is the same as for a small vocabulary.
        assert_eq!(v.tokens[..500], learn(500).tokens[..]);
    }
}
