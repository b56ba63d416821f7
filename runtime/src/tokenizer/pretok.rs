//! The byte-level BPE pre-tokenizer: splits text into the words that BPE merges run inside.
//!
//! Qwen2 and Llama 3 models ship (almost) the same splitting regex:
//!
//! ```text
//! (?i:'s|'t|'re|'ve|'m|'ll|'d) | [^\r\n\p{L}\p{N}]?\p{L}+ | \p{N}{1,D} | ?[^\s\p{L}\p{N}]+[\r\n]*
//!   | \s*[\r\n]+ | \s+(?!\S) | \s+
//! ```
//!
//! with `D = 1` for Qwen2 (every digit is its own word) and `D = 3` for Llama 3. Rather than
//! running a backtracking regex engine, the alternatives are tried in order at each position by
//! hand; each branch below says which alternative it is. This is exact for these patterns
//! because no alternative needs backtracking beyond the one-character lookahead written out
//! here, and it lets the splitter work on raw code points (including the surrogates and
//! replacement characters that the peer's UTF-8 decoder produces), which `&str`-based regex
//! engines cannot represent.

use super::unicode::{Class, classify};

/// Which splitting regex a vocabulary uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PreTokenizer {
    /// The Qwen2 family (`tokenizer.ggml.pre` = `qwen2`, `deepseek-r1-qwen`, `stablelm2`, ...):
    /// digits are split one by one.
    Qwen2,
    /// The Llama 3 family (`llama-bpe`, `llama3`, `llama-v3`, `dbrx`, `smaug-bpe`, ...): runs of
    /// digits are split into groups of up to three.
    Llama3,
}

impl PreTokenizer {
    /// Maps a GGUF `tokenizer.ggml.pre` name to a splitter, or `None` if it is not one of the
    /// names known to use one of the two patterns above.
    pub fn from_gguf_name(name: &str) -> Option<Self> {
        match name {
            "qwen2" | "deepseek-r1-qwen" | "stablelm2" | "hunyuan" | "grok-2" | "kormo" => {
                Some(Self::Qwen2)
            }
            "llama3" | "llama-v3" | "llama-bpe" | "falcon3" | "falcon-h1" | "pixtral" | "dbrx"
            | "smaug-bpe" | "midm-2.0" | "lfm2" => Some(Self::Llama3),
            _ => None,
        }
    }

    /// The most digits one word may hold.
    fn max_digits(self) -> usize {
        match self {
            Self::Qwen2 => 1,
            Self::Llama3 => 3,
        }
    }

    /// Splits `cps` into consecutive words, returned as `(start, end)` code-point ranges that
    /// cover the input exactly.
    pub fn split(self, cps: &[u32]) -> Vec<(usize, usize)> {
        let n = cps.len();
        let class = |i: usize| -> Option<Class> { (i < n).then(|| classify(cps[i])) };
        let is_rn = |i: usize| i < n && (cps[i] == u32::from(b'\r') || cps[i] == u32::from(b'\n'));
        let lower = |i: usize| -> Option<u8> {
            (i < n && cps[i] < 0x80).then(|| (cps[i] as u8).to_ascii_lowercase())
        };
        let max_digits = self.max_digits();

        let mut words = Vec::new();
        let mut i = 0;
        while i < n {
            let end = 'matched: {
                // (?i:'s|'t|'re|'ve|'m|'ll|'d)
                if cps[i] == u32::from(b'\'') {
                    if let Some(b's' | b't' | b'm' | b'd') = lower(i + 1) {
                        break 'matched i + 2;
                    }
                    if let (Some(a), Some(b)) = (lower(i + 1), lower(i + 2))
                        && matches!((a, b), (b'r', b'e') | (b'v', b'e') | (b'l', b'l'))
                    {
                        break 'matched i + 3;
                    }
                }
                let here = class(i);
                // [^\r\n\p{L}\p{N}]?\p{L}+
                let letters_from = if here == Some(Class::Letter) {
                    Some(i)
                } else if !is_rn(i)
                    && here != Some(Class::Number)
                    && class(i + 1) == Some(Class::Letter)
                {
                    Some(i + 1)
                } else {
                    None
                };
                if let Some(mut j) = letters_from {
                    while class(j) == Some(Class::Letter) {
                        j += 1;
                    }
                    break 'matched j;
                }
                // \p{N}{1,D}
                if here == Some(Class::Number) {
                    let mut j = i;
                    while j < n && j - i < max_digits && class(j) == Some(Class::Number) {
                        j += 1;
                    }
                    break 'matched j;
                }
                // ` ?[^\s\p{L}\p{N}]+[\r\n]*`
                let punct_from = if here == Some(Class::Other) {
                    Some(i)
                } else if cps[i] == u32::from(b' ') && class(i + 1) == Some(Class::Other) {
                    Some(i + 1)
                } else {
                    None
                };
                if let Some(mut j) = punct_from {
                    while class(j) == Some(Class::Other) {
                        j += 1;
                    }
                    while is_rn(j) {
                        j += 1;
                    }
                    break 'matched j;
                }
                // The whitespace alternatives all start on a whitespace run [i, run_end).
                let mut run_end = i;
                let mut last_rn = None;
                while class(run_end) == Some(Class::Whitespace) {
                    if is_rn(run_end) {
                        last_rn = Some(run_end);
                    }
                    run_end += 1;
                }
                if run_end > i {
                    // \s*[\r\n]+ : greedy \s* backs off to the last line break of the run.
                    if let Some(k) = last_rn {
                        break 'matched k + 1;
                    }
                    // \s+(?!\S) : leave the last space for the word that follows it.
                    if run_end - i > 1 && run_end < n {
                        break 'matched run_end - 1;
                    }
                    // \s+
                    break 'matched run_end;
                }
                // Nothing matched (cannot happen: every class is covered above); take one
                // code point so that the loop always advances.
                i + 1
            };
            words.push((i, end));
            i = end;
        }
        words
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tokenizer::unicode::code_points;

    fn words(p: PreTokenizer, s: &str) -> Vec<String> {
        let cps = code_points(s.as_bytes());
        p.split(&cps)
            .into_iter()
            .map(|(a, b)| {
                cps[a..b]
                    .iter()
                    .filter_map(|&c| char::from_u32(c))
                    .collect()
            })
            .collect()
    }

    #[test]
    fn llama3_groups_digits_by_three_and_qwen2_by_one() {
        assert_eq!(words(PreTokenizer::Llama3, "12345"), vec!["123", "45"]);
        assert_eq!(words(PreTokenizer::Qwen2, "123"), vec!["1", "2", "3"]);
    }

    #[test]
    fn contractions_words_and_spaces() {
        assert_eq!(
            words(PreTokenizer::Llama3, "I'm  here!!\n\n  ok"),
            vec!["I", "'m", " ", " here", "!!\n\n", " ", " ok"]
        );
        assert_eq!(words(PreTokenizer::Qwen2, "a   "), vec!["a", "   "]);
        assert_eq!(words(PreTokenizer::Qwen2, "(hi) x"), vec!["(hi", ")", " x"]);
    }
}
