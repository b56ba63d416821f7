//! Byte grammars built from three pieces: a literal, a choice among literals, and a JSON value,
//! joined in sequence.
//!
//! A sequence is matched greedily: a byte goes to the current part if that part can take it;
//! otherwise, if the current part is complete, the part ends and the byte goes to the next one.
//! That is unambiguous for the grammars the server builds, because each part ends on a byte the
//! next one cannot start with (a JSON object ends on `}`, a quoted name on `"`). A choice keeps
//! its alternatives sorted, so the ones still matching after `pos` bytes are a contiguous range
//! and the state stays a small `Copy` value.

use super::json::{JsonOptions, JsonState};
use crate::error::RuntimeError;

/// One element of a sequence.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Part {
    /// Exactly one of these byte strings (sorted, deduplicated, none empty).
    OneOf(Vec<Vec<u8>>),
    /// One JSON value.
    Json(JsonOptions),
}

/// A sequence of parts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Grammar {
    parts: Vec<Part>,
}

/// Where a [`Grammar`] is; `Copy` so that a trie walk can branch on it cheaply.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GrammarState {
    part: u32,
    pos: u32,
    lo: u32,
    hi: u32,
    json: JsonState,
}

impl Grammar {
    /// Exactly `text`.
    pub fn literal(text: impl Into<Vec<u8>>) -> Result<Grammar, RuntimeError> {
        Self::one_of(vec![text.into()])
    }

    /// Exactly one of `alternatives`.
    pub fn one_of(mut alternatives: Vec<Vec<u8>>) -> Result<Grammar, RuntimeError> {
        if alternatives.is_empty() || alternatives.iter().any(Vec::is_empty) {
            return Err(RuntimeError::InvalidArgument(
                "a grammar choice needs at least one non-empty alternative".into(),
            ));
        }
        alternatives.sort();
        alternatives.dedup();
        Ok(Grammar {
            parts: vec![Part::OneOf(alternatives)],
        })
    }

    /// One JSON value.
    pub fn json(opts: JsonOptions) -> Grammar {
        Grammar {
            parts: vec![Part::Json(opts)],
        }
    }

    /// `items` one after another.
    pub fn seq(items: Vec<Grammar>) -> Grammar {
        Grammar {
            parts: items.into_iter().flat_map(|g| g.parts).collect(),
        }
    }

    /// The parts of the sequence.
    pub fn parts(&self) -> &[Part] {
        &self.parts
    }

    /// The state before any byte.
    pub fn start(&self) -> GrammarState {
        self.enter(0)
    }

    fn enter(&self, part: usize) -> GrammarState {
        let hi = match self.parts.get(part) {
            Some(Part::OneOf(alts)) => alts.len() as u32,
            _ => 0,
        };
        GrammarState {
            part: part as u32,
            pos: 0,
            lo: 0,
            hi,
            json: JsonState::new(),
        }
    }

    fn part_complete(&self, s: &GrammarState) -> bool {
        match self.parts.get(s.part as usize) {
            None => true,
            Some(Part::OneOf(alts)) => s.lo < s.hi && alts[s.lo as usize].len() == s.pos as usize,
            Some(Part::Json(_)) => s.json.is_complete(),
        }
    }

    /// Feeds one byte; `false` (state unchanged) when no sentence of the grammar continues so.
    pub fn push(&self, s: &mut GrammarState, b: u8) -> bool {
        let mut cur = *s;
        loop {
            let Some(part) = self.parts.get(cur.part as usize) else {
                return false;
            };
            let taken = match part {
                Part::OneOf(alts) => {
                    let pos = cur.pos as usize;
                    let range = &alts[cur.lo as usize..cur.hi as usize];
                    // Sorted, with a shared prefix of `pos` bytes: the byte at `pos` is
                    // non-decreasing over the range (a shorter alternative sorts first).
                    let start = range.partition_point(|a| a.get(pos).is_none_or(|&c| c < b));
                    let end = range.partition_point(|a| a.get(pos).is_none_or(|&c| c <= b));
                    if start < end {
                        cur.lo += start as u32;
                        cur.hi = cur.lo + (end - start) as u32;
                        cur.pos += 1;
                        true
                    } else {
                        false
                    }
                }
                Part::Json(opts) => {
                    let mut j = cur.json;
                    if j.push(b, opts) {
                        cur.json = j;
                        true
                    } else {
                        false
                    }
                }
            };
            if taken {
                *s = cur;
                return true;
            }
            if !self.part_complete(&cur) {
                return false;
            }
            cur = self.enter(cur.part as usize + 1);
        }
    }

    /// Feeds every byte; `false` at the first refused byte (the state then holds the prefix).
    pub fn push_all(&self, s: &mut GrammarState, bytes: &[u8]) -> bool {
        bytes.iter().all(|&b| self.push(s, b))
    }

    /// Whether the bytes so far are a whole sentence of the grammar.
    pub fn is_complete(&self, s: &GrammarState) -> bool {
        let last = self.parts.len().saturating_sub(1);
        (s.part as usize) >= self.parts.len() || (s.part as usize == last && self.part_complete(s))
    }

    /// Whether the sentence is complete and no byte can extend it, so the grammar is finished.
    pub fn is_closed(&self, s: &GrammarState) -> bool {
        self.is_complete(s) && (0..=255u8).all(|b| !self.push(&mut s.clone(), b))
    }

    /// Whether the state is inside a JSON string with nothing pending, where every token made
    /// only of plain string bytes (see [`is_plain_string`]) is valid and leaves the state as is.
    pub fn at_plain_string(&self, s: &GrammarState) -> bool {
        matches!(self.parts.get(s.part as usize), Some(Part::Json(_))) && s.json.at_plain_string()
    }
}

/// Whether `bytes` is a run of JSON string content needing no escape: printable ASCII other
/// than `"` and `\`, and whole valid UTF-8 characters.
pub fn is_plain_string(bytes: &[u8]) -> bool {
    !bytes.is_empty()
        && bytes.iter().all(|&b| b >= 0x20 && b != b'"' && b != b'\\')
        && std::str::from_utf8(bytes).is_ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn accepts(g: &Grammar, text: &str) -> (usize, bool) {
        let mut s = g.start();
        for (i, b) in text.bytes().enumerate() {
            if !g.push(&mut s, b) {
                return (i, false);
            }
        }
        (text.len(), g.is_complete(&s))
    }

    #[test]
    fn tool_call_shaped_sequence() {
        let names = vec![b"\"get\"".to_vec(), b"\"get_weather\"".to_vec()];
        let g = Grammar::seq(vec![
            Grammar::literal(*b"{\"name\": ").unwrap(),
            Grammar::one_of(names).unwrap(),
            Grammar::literal(*b", \"arguments\": ").unwrap(),
            Grammar::json(JsonOptions::default()),
            Grammar::literal(*b"}").unwrap(),
        ]);
        let ok = "{\"name\": \"get_weather\", \"arguments\": {\"city\": \"Paris\"}}";
        assert_eq!(accepts(&g, ok), (ok.len(), true));
        let ok2 = "{\"name\": \"get\", \"arguments\": {}}";
        assert_eq!(accepts(&g, ok2), (ok2.len(), true));
        assert_eq!(accepts(&g, "{\"name\": \"got\"").0, 11);
        assert_eq!(accepts(&g, "{\"name\": \"get_w\"").0, 15);
        let mut s = g.start();
        assert!(g.push_all(&mut s, ok.as_bytes()));
        assert!(g.is_closed(&s));
    }

    #[test]
    fn number_ends_where_the_next_part_begins() {
        let g = Grammar::seq(vec![
            Grammar::json(JsonOptions {
                object_root: false,
                ..JsonOptions::default()
            }),
            Grammar::literal(*b"}").unwrap(),
        ]);
        assert_eq!(accepts(&g, "12.5}"), (5, true));
        assert_eq!(accepts(&g, "12.}").0, 3);
        assert!(Grammar::one_of(vec![]).is_err());
        assert!(Grammar::literal(Vec::new()).is_err());
    }
}
