//! The vocabulary as a byte trie, walked once per decoding step to find every token whose bytes
//! a grammar accepts from its current state.
//!
//! The trie is stored flat in preorder: node `i` has an edge byte, a depth and `skip[i]`, the
//! index just past its subtree. A walk keeps one grammar state per depth; when a node's byte is
//! refused the whole subtree is skipped by jumping to `skip[i]`, so the cost is the number of
//! trie nodes whose prefix the grammar still accepts, not the vocabulary size. Inside a JSON
//! string almost every token is valid, so tokens made only of plain string bytes are kept in a
//! precomputed list instead and only the others are walked (see [`TokenIndex::allowed`]).

use super::grammar::{Grammar, GrammarState, is_plain_string};

/// A flat preorder byte trie over token ids.
#[derive(Debug, Clone, Default)]
pub struct TokenTrie {
    bytes: Vec<u8>,
    depth: Vec<u16>,
    skip: Vec<u32>,
    /// Tokens ending at node `i`: `tokens[tok_off[i]..tok_off[i + 1]]`.
    tok_off: Vec<u32>,
    tokens: Vec<u32>,
    max_len: usize,
}

impl TokenTrie {
    /// Builds the trie of `(id, bytes)` pairs (empty byte strings are left out).
    pub fn new(mut entries: Vec<(u32, &[u8])>) -> TokenTrie {
        entries.retain(|(_, b)| !b.is_empty());
        entries.sort_by(|a, b| a.1.cmp(b.1).then(a.0.cmp(&b.0)));
        let mut t = TokenTrie::default();
        // The node index of each byte of the current path.
        let mut path: Vec<usize> = Vec::new();
        let mut prev: &[u8] = &[];
        for (id, bytes) in entries {
            let common = prev.iter().zip(bytes).take_while(|(a, b)| a == b).count();
            while path.len() > common {
                if let Some(node) = path.pop() {
                    t.skip[node] = t.bytes.len() as u32;
                }
            }
            for (d, &b) in bytes.iter().enumerate().skip(common) {
                path.push(t.bytes.len());
                t.bytes.push(b);
                t.depth.push((d + 1).min(usize::from(u16::MAX)) as u16);
                t.skip.push(0);
                t.tok_off.push(t.tokens.len() as u32);
            }
            // Tokens are appended in node order, so a node's tokens are contiguous as long as
            // they are recorded before any later node is created.
            t.tokens.push(id);
            t.max_len = t.max_len.max(bytes.len());
            prev = bytes;
        }
        while let Some(node) = path.pop() {
            t.skip[node] = t.bytes.len() as u32;
        }
        t.tok_off.push(t.tokens.len() as u32);
        t
    }

    /// Number of nodes.
    pub fn len(&self) -> usize {
        self.bytes.len()
    }

    /// Whether the trie holds no token.
    pub fn is_empty(&self) -> bool {
        self.bytes.is_empty()
    }

    /// Calls `on_token` for every token whose bytes `grammar` accepts from `start`.
    pub fn walk(&self, grammar: &Grammar, start: GrammarState, mut on_token: impl FnMut(u32)) {
        let mut states = vec![start; self.max_len + 1];
        let mut i = 0usize;
        let n = self.bytes.len();
        while i < n {
            let d = usize::from(self.depth[i]);
            let mut s = states[d - 1];
            if grammar.push(&mut s, self.bytes[i]) {
                states[d] = s;
                let (a, b) = (self.tok_off[i] as usize, self.tok_off[i + 1] as usize);
                for &t in &self.tokens[a..b] {
                    on_token(t);
                }
                i += 1;
            } else {
                i = self.skip[i] as usize;
            }
        }
    }
}

/// What a grammar needs to know about a vocabulary: each token's bytes and the tries.
#[derive(Debug, Clone)]
pub struct TokenIndex {
    n_vocab: usize,
    /// Bytes of each token; `None` for tokens a grammar never allows (control, end of
    /// generation, empty).
    pieces: Vec<Option<Vec<u8>>>,
    /// Every allowed token.
    all: TokenTrie,
    /// Tokens that are not plain string content.
    non_plain: TokenTrie,
    /// Tokens that are plain string content.
    plain: Vec<u32>,
}

impl TokenIndex {
    /// Indexes a vocabulary of `pieces.len()` tokens.
    pub fn new(pieces: Vec<Option<Vec<u8>>>) -> TokenIndex {
        let mut all = Vec::new();
        let mut non_plain = Vec::new();
        let mut plain = Vec::new();
        for (id, p) in pieces.iter().enumerate() {
            let Some(bytes) = p.as_deref().filter(|b| !b.is_empty()) else {
                continue;
            };
            all.push((id as u32, bytes));
            if is_plain_string(bytes) {
                plain.push(id as u32);
            } else {
                non_plain.push((id as u32, bytes));
            }
        }
        TokenIndex {
            n_vocab: pieces.len(),
            all: TokenTrie::new(all),
            non_plain: TokenTrie::new(non_plain),
            plain,
            pieces,
        }
    }

    /// Vocabulary size.
    pub fn n_vocab(&self) -> usize {
        self.n_vocab
    }

    /// The bytes of token `id`, if a grammar may ever allow it.
    pub fn piece(&self, id: u32) -> Option<&[u8]> {
        self.pieces.get(id as usize).and_then(|p| p.as_deref())
    }

    /// Marks in `allowed` (one flag per token, cleared first) every token `grammar` accepts
    /// from `state`; returns how many there are.
    pub fn allowed(
        &self,
        grammar: &Grammar,
        state: GrammarState,
        allowed: &mut Vec<bool>,
    ) -> usize {
        allowed.clear();
        allowed.resize(self.n_vocab, false);
        let mut count = 0usize;
        let trie = if grammar.at_plain_string(&state) {
            for &t in &self.plain {
                allowed[t as usize] = true;
            }
            count += self.plain.len();
            &self.non_plain
        } else {
            &self.all
        };
        trie.walk(grammar, state, |t| {
            if let Some(slot) = allowed.get_mut(t as usize)
                && !*slot
            {
                *slot = true;
                count += 1;
            }
        });
        count
    }
}

#[cfg(test)]
mod tests {
    use super::super::json::JsonOptions;
    use super::*;

    #[test]
    fn walk_matches_a_token_by_token_check() {
        let vocab: Vec<&[u8]> = vec![
            b"{",
            b"{\"",
            b"\"",
            b"a",
            b"ab",
            b"}",
            b" ",
            b"\":",
            b"1",
            b"12",
            b"x\"",
            b"\"}",
            b"",
            "é".as_bytes(),
            b"\xc3",
        ];
        let index = TokenIndex::new(vocab.iter().map(|b| Some(b.to_vec())).collect());
        let g = Grammar::json(JsonOptions::default());
        let prefixes: [&[u8]; 7] = [
            b"",
            b"{",
            b"{\"",
            b"{\"a",
            b"{\"a\":",
            b"{\"a\": 1",
            b"{\"a\":\"\xc3",
        ];
        for prefix in prefixes {
            let mut s = g.start();
            assert!(g.push_all(&mut s, prefix));
            let mut allowed = Vec::new();
            index.allowed(&g, s, &mut allowed);
            for (id, bytes) in vocab.iter().enumerate() {
                let mut t = s;
                let want = !bytes.is_empty() && g.push_all(&mut t, bytes);
                assert_eq!(allowed[id], want, "prefix {prefix:?} token {bytes:?}");
            }
        }
    }
}
