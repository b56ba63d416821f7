//! Streaming detokenization: turns tokens into text as they are generated, never emitting
//! half of a UTF-8 character.
//!
//! A byte-level token can end in the middle of a multi-byte character (an emoji is often two
//! or three tokens). The decoder keeps such an unfinished tail back until the next token
//! completes it. Bytes that can never become a valid character are emitted as U+FFFD right
//! away, so a stream of garbage cannot grow the buffer.

use super::Tokenizer;

/// Incremental detokenizer over one generation; create it with [`Tokenizer::stream`].
#[derive(Debug)]
pub struct StreamDecoder<'t> {
    tokenizer: &'t Tokenizer,
    special: bool,
    pending: Vec<u8>,
}

impl<'t> StreamDecoder<'t> {
    pub(super) fn new(tokenizer: &'t Tokenizer, special: bool) -> Self {
        Self {
            tokenizer,
            special,
            pending: Vec::new(),
        }
    }

    /// Adds one token and returns the text that is now complete (possibly empty).
    pub fn push(&mut self, token: u32) -> String {
        self.pending
            .extend_from_slice(self.tokenizer.token_to_piece(token, self.special));
        self.drain_complete()
    }

    /// Adds raw bytes (for example a piece computed elsewhere) and returns the completed text.
    pub fn push_bytes(&mut self, bytes: &[u8]) -> String {
        self.pending.extend_from_slice(bytes);
        self.drain_complete()
    }

    /// Bytes held back because they may be the start of a character.
    pub fn pending(&self) -> &[u8] {
        &self.pending
    }

    /// Ends the stream: whatever is still held back is emitted, an unfinished character as
    /// U+FFFD.
    pub fn finish(&mut self) -> String {
        let out = String::from_utf8_lossy(&self.pending).into_owned();
        self.pending.clear();
        out
    }

    fn drain_complete(&mut self) -> String {
        let mut out = String::new();
        let mut rest: &[u8] = &self.pending;
        loop {
            match std::str::from_utf8(rest) {
                Ok(s) => {
                    out.push_str(s);
                    rest = &[];
                    break;
                }
                Err(e) => {
                    let (good, bad) = rest.split_at(e.valid_up_to());
                    // `good` is valid UTF-8 by the error's contract.
                    out.push_str(&String::from_utf8_lossy(good));
                    match e.error_len() {
                        // Invalid bytes: they can never complete, so replace them now.
                        Some(n) => {
                            out.push('\u{FFFD}');
                            rest = &bad[n..];
                        }
                        // A valid but unfinished character at the end: keep it for later.
                        None => {
                            rest = bad;
                            break;
                        }
                    }
                }
            }
        }
        let keep = rest.len();
        let start = self.pending.len() - keep;
        self.pending.drain(..start);
        out
    }
}
