//! Byte-level BPE (the GGUF `gpt2` tokenizer model): merges within one pre-tokenized word.
//!
//! A word's bytes are first written in the GPT-2 byte alphabet (one printable character per
//! byte), then split into characters. Repeatedly, the adjacent pair with the lowest merge rank
//! (ties: the leftmost pair) is joined, until no adjacent pair has a rank. Each remaining
//! symbol becomes the token with that text; a symbol that is not a token falls back to the
//! tokens of its single bytes, and bytes with no token are dropped, as in the peer.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};

/// Merge ranks, looked up by (left, right) without allocating.
#[derive(Debug, Default)]
pub struct Merges {
    ranks: HashMap<Box<str>, HashMap<Box<str>, u32>>,
}

impl Merges {
    /// Builds the table from GGUF `tokenizer.ggml.merges` lines. A line is split at its first
    /// space after the first character (so a pair whose left side starts with a space still
    /// parses); a line without such a space registers the empty pair. The first occurrence of a
    /// pair keeps its rank.
    pub fn from_lines(lines: &[String]) -> Self {
        let mut ranks: HashMap<Box<str>, HashMap<Box<str>, u32>> = HashMap::new();
        for (rank, line) in lines.iter().enumerate() {
            let split = line
                .char_indices()
                .skip(1)
                .find(|&(_, c)| c == ' ')
                .map(|(i, _)| i);
            let (left, right) = match split {
                Some(i) => (&line[..i], &line[i + 1..]),
                None => ("", ""),
            };
            let rank = u32::try_from(rank).unwrap_or(u32::MAX);
            ranks
                .entry(left.into())
                .or_default()
                .entry(right.into())
                .or_insert(rank);
        }
        Self { ranks }
    }

    /// The rank of merging `left` with `right`, if that merge exists.
    pub fn rank(&self, left: &str, right: &str) -> Option<u32> {
        self.ranks.get(left)?.get(right).copied()
    }

    /// Number of distinct left sides (used only to tell an empty table apart).
    pub fn is_empty(&self) -> bool {
        self.ranks.is_empty()
    }
}

/// One live symbol of a word: a byte range of the encoded word plus its neighbours.
#[derive(Debug, Clone, Copy)]
struct Symbol {
    start: usize,
    len: usize,
    prev: Option<usize>,
    next: Option<usize>,
}

/// Runs the merges on one byte-encoded word and returns the symbol texts in order.
pub fn merge_word<'w>(word: &'w str, merges: &Merges) -> Vec<&'w str> {
    let mut symbols: Vec<Symbol> = Vec::new();
    for (start, c) in word.char_indices() {
        let idx = symbols.len();
        symbols.push(Symbol {
            start,
            len: c.len_utf8(),
            prev: idx.checked_sub(1),
            next: None,
        });
        if idx > 0 {
            symbols[idx - 1].next = Some(idx);
        }
    }
    let text = |s: &Symbol| &word[s.start..s.start + s.len];

    // Queue entries: (rank, left index) orders the merges; the lengths recorded at push time
    // tell whether either side has changed since (then the entry is stale and skipped).
    type Entry = Reverse<(u32, usize, usize, usize, usize)>;
    let mut queue: BinaryHeap<Entry> = BinaryHeap::new();
    let push = |queue: &mut BinaryHeap<Entry>, symbols: &[Symbol], l: usize, r: usize| {
        let (ls, rs) = (&symbols[l], &symbols[r]);
        if let Some(rank) = merges.rank(text(ls), text(rs)) {
            queue.push(Reverse((rank, l, r, ls.len, rs.len)));
        }
    };
    for i in 1..symbols.len() {
        push(&mut queue, &symbols, i - 1, i);
    }
    while let Some(Reverse((_, l, r, llen, rlen))) = queue.pop() {
        if symbols[l].len == 0 || symbols[r].len == 0 {
            continue;
        }
        if symbols[l].len != llen || symbols[r].len != rlen {
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
            push(&mut queue, &symbols, p, l);
        }
        if let Some(a) = after {
            push(&mut queue, &symbols, l, a);
        }
    }
    symbols.iter().filter(|s| s.len > 0).map(text).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lowest_rank_merges_first() {
        let merges = Merges::from_lines(&["b c".into(), "a b".into(), "a bc".into()]);
        // "b c" (rank 0) wins over "a b" (rank 1); then "a bc" applies.
        assert_eq!(merge_word("abc", &merges), vec!["abc"]);
        let merges = Merges::from_lines(&["a b".into(), "b c".into()]);
        assert_eq!(merge_word("abc", &merges), vec!["ab", "c"]);
    }

    #[test]
    fn leftmost_pair_wins_a_tie() {
        let merges = Merges::from_lines(&["a a".into()]);
        assert_eq!(merge_word("aaa", &merges), vec!["aa", "a"]);
    }
}
