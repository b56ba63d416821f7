//! SentencePiece-style tokenization (the GGUF `llama` tokenizer model), as llama.cpp runs it.
//!
//! The text (spaces already written as `▁`) is cut into characters by their UTF-8 lead byte.
//! Repeatedly, the adjacent pair whose concatenation is a vocabulary token with the highest
//! score (ties: the leftmost pair) is joined. Each final symbol becomes its token, or, if it is
//! not one, the byte tokens `<0xXX>` of its bytes (byte fallback).

use std::cmp::Ordering;
use std::collections::{BinaryHeap, HashMap};

use super::unicode::utf8_len_from_lead;

#[derive(Debug, Clone, Copy)]
struct Symbol {
    start: usize,
    len: usize,
    prev: Option<usize>,
    next: Option<usize>,
}

/// A candidate merge; the heap yields the highest score first and, among equal scores, the
/// smallest left index.
#[derive(Debug)]
struct Bigram {
    score: f32,
    left: usize,
    right: usize,
    size: usize,
}

impl PartialEq for Bigram {
    fn eq(&self, other: &Self) -> bool {
        self.cmp(other) == Ordering::Equal
    }
}
impl Eq for Bigram {}
impl PartialOrd for Bigram {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}
impl Ord for Bigram {
    fn cmp(&self, other: &Self) -> Ordering {
        self.score
            .total_cmp(&other.score)
            .then_with(|| other.left.cmp(&self.left))
    }
}

/// What the SentencePiece merge loop needs from the vocabulary.
pub trait SpmVocab {
    /// The id of the token whose text is exactly `text`.
    fn id_of(&self, text: &[u8]) -> Option<u32>;
    /// The token's score.
    fn score(&self, id: u32) -> f32;
    /// The byte-fallback token for `byte`.
    fn byte_token(&self, byte: u8) -> Option<u32>;
}

/// Tokenizes `text` (already escaped) and appends the ids to `out`.
pub fn tokenize(text: &[u8], vocab: &impl SpmVocab, out: &mut Vec<u32>) {
    let mut symbols: Vec<Symbol> = Vec::new();
    let mut offs = 0;
    while offs < text.len() {
        let len = utf8_len_from_lead(text[offs]).min(text.len() - offs);
        let idx = symbols.len();
        symbols.push(Symbol {
            start: offs,
            len,
            prev: idx.checked_sub(1),
            next: None,
        });
        if idx > 0 {
            symbols[idx - 1].next = Some(idx);
        }
        offs += len;
    }
    let bytes = |s: &Symbol| &text[s.start..s.start + s.len];

    let mut queue = BinaryHeap::new();
    let try_add = |queue: &mut BinaryHeap<Bigram>, symbols: &[Symbol], l: usize, r: usize| {
        let (ls, rs) = (&symbols[l], &symbols[r]);
        let joined = &text[ls.start..ls.start + ls.len + rs.len];
        if let Some(id) = vocab.id_of(joined) {
            queue.push(Bigram {
                score: vocab.score(id),
                left: l,
                right: r,
                size: joined.len(),
            });
        }
    };
    for i in 1..symbols.len() {
        try_add(&mut queue, &symbols, i - 1, i);
    }
    while let Some(b) = queue.pop() {
        let (l, r) = (b.left, b.right);
        if symbols[l].len == 0 || symbols[r].len == 0 || symbols[l].len + symbols[r].len != b.size {
            continue;
        }
        symbols[l].len += symbols[r].len;
        symbols[r].len = 0;
        let after = symbols[r].next;
        symbols[l].next = after;
        if let Some(a) = after {
            symbols[a].prev = Some(l);
        }
        if let Some(p) = symbols[l].prev {
            try_add(&mut queue, &symbols, p, l);
        }
        if let Some(a) = after {
            try_add(&mut queue, &symbols, l, a);
        }
    }

    let mut i = if symbols.is_empty() { None } else { Some(0) };
    while let Some(idx) = i {
        let sym = &symbols[idx];
        let piece = bytes(sym);
        match vocab.id_of(piece) {
            Some(id) => out.push(id),
            None => out.extend(piece.iter().filter_map(|&b| vocab.byte_token(b))),
        }
        i = sym.next;
    }
}

/// A tiny map-backed vocabulary for unit tests and for callers that have no `Tokenizer`.
#[derive(Debug, Default)]
pub struct MapVocab {
    pub ids: HashMap<Vec<u8>, u32>,
    pub scores: Vec<f32>,
}

impl SpmVocab for MapVocab {
    fn id_of(&self, text: &[u8]) -> Option<u32> {
        self.ids.get(text).copied()
    }
    fn score(&self, id: u32) -> f32 {
        self.scores.get(id as usize).copied().unwrap_or(0.0)
    }
    fn byte_token(&self, byte: u8) -> Option<u32> {
        self.id_of(format!("<0x{byte:02X}>").as_bytes())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vocab(entries: &[(&str, f32)]) -> MapVocab {
        let mut v = MapVocab::default();
        for (i, (t, s)) in entries.iter().enumerate() {
            v.ids.insert(t.as_bytes().to_vec(), i as u32);
            v.scores.push(*s);
        }
        v
    }

    #[test]
    fn highest_score_merges_first_and_bytes_fall_back() {
        let v = vocab(&[
            ("<0x78>", 0.0),
            ("a", 0.0),
            ("b", 0.0),
            ("c", 0.0),
            ("ab", -2.0),
            ("bc", -1.0),
        ]);
        let mut out = Vec::new();
        tokenize(b"abcx", &v, &mut out);
        // "bc" scores higher than "ab", so "a" + "bc"; "x" is not a token and falls back to
        // its byte.
        assert_eq!(out, vec![1, 5, 0]);
    }
}
