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
//!
//! The o200k family (GPT-4o, gpt-oss, Llama 4: `tokenizer.ggml.pre` = `gpt-4o`) splits words
//! by letter case and has no stand-alone contraction alternative:
//!
//! ```text
//! P?U*W+C? | P?U+W*C? | \p{N}{1,3} | ?[^\s\p{L}\p{N}]+[\r\n/]* | \s*[\r\n]+ | \s+(?!\S) | \s+
//! ```
//!
//! with `P` = `[^\r\n\p{L}\p{N}]`, `C` = `'s|'t|'re|'ve|'m|'ll|'d` in either case, `U` a letter
//! that is not `a-z` and `W` a letter that is not `A-Z`. The peer matches this with
//! `std::regex` over a copy of the text in which every non-ASCII code point is replaced by one
//! byte standing for its class, so letter case is seen for ASCII letters only: any other letter
//! is both `U` and `W`. The splitter reproduces that, including how `U*` gives letters back to
//! `W+` when backtracking (see [`gpt4o_letters`]).

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
    /// The o200k family (`gpt-4o`, which gpt-oss GGUFs name, `llama4`, ...): words split by
    /// letter case, contractions kept on their word, digits in groups of up to three.
    Gpt4o,
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
            "gpt-4o" | "llama4" | "kanana2" | "talkie" => Some(Self::Gpt4o),
            _ => None,
        }
    }

    /// The most digits one word may hold.
    fn max_digits(self) -> usize {
        match self {
            Self::Qwen2 => 1,
            Self::Llama3 | Self::Gpt4o => 3,
        }
    }

    /// Splits `cps` into consecutive words, returned as `(start, end)` code-point ranges that
    /// cover the input exactly.
    pub fn split(self, cps: &[u32]) -> Vec<(usize, usize)> {
        if self == Self::Gpt4o {
            return split_gpt4o(cps);
        }
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
                if let Some(e) = whitespace_word(cps, i) {
                    break 'matched e;
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

/// The whitespace alternatives every pattern here ends with, for the whitespace run starting at
/// `i`: `\s*[\r\n]+ | \s+(?!\S) | \s+`. `None` when `cps[i]` is not whitespace.
fn whitespace_word(cps: &[u32], i: usize) -> Option<usize> {
    let n = cps.len();
    let mut run_end = i;
    let mut last_rn = None;
    while run_end < n && classify(cps[run_end]) == Class::Whitespace {
        if cps[run_end] == u32::from(b'\r') || cps[run_end] == u32::from(b'\n') {
            last_rn = Some(run_end);
        }
        run_end += 1;
    }
    if run_end == i {
        return None;
    }
    // \s*[\r\n]+ : greedy \s* backs off to the last line break of the run.
    if let Some(k) = last_rn {
        return Some(k + 1);
    }
    // \s+(?!\S) : leave the last space for the word that follows it.
    if run_end - i > 1 && run_end < n {
        return Some(run_end - 1);
    }
    Some(run_end)
}

/// `P?U*W+C? | P?U+W*C?` at `s` (the first letter, after the optional `P`): the end of the
/// word, or `None` when `cps[s]` is not a letter.
///
/// `U*` first takes the longest run of `U` letters, ending at `u`. If a `W` letter follows,
/// `W+` takes its run. Otherwise `U*` backtracks to the last `W` letter inside its run (a
/// non-ASCII letter, which is both) and `W+` takes that one letter, since the next is an
/// ASCII capital. If the run holds none, the first alternative fails and the second takes
/// the `U` run itself.
fn gpt4o_letters(cps: &[u32], s: usize) -> Option<usize> {
    let n = cps.len();
    let letter = |i: usize| i < n && classify(cps[i]) == Class::Letter;
    let upper = |i: usize| letter(i) && !(u32::from(b'a')..=u32::from(b'z')).contains(&cps[i]);
    let lower = |i: usize| letter(i) && !(u32::from(b'A')..=u32::from(b'Z')).contains(&cps[i]);
    if !letter(s) {
        return None;
    }
    let mut u = s;
    while upper(u) {
        u += 1;
    }
    let end = if lower(u) {
        let mut e = u;
        while lower(e) {
            e += 1;
        }
        e
    } else {
        match (s..u).rev().find(|&p| lower(p)) {
            Some(p) => p + 1,
            None => u,
        }
    };
    Some(end + contraction_len(cps, end))
}

/// Length of `'s|'t|'re|'ve|'m|'ll|'d` (either case) at `i`, or 0.
fn contraction_len(cps: &[u32], i: usize) -> usize {
    let lower = |i: usize| -> Option<u8> {
        cps.get(i)
            .filter(|&&c| c < 0x80)
            .map(|&c| (c as u8).to_ascii_lowercase())
    };
    if cps.get(i) != Some(&u32::from(b'\'')) {
        return 0;
    }
    if let Some(b's' | b't' | b'm' | b'd') = lower(i + 1) {
        return 2;
    }
    match (lower(i + 1), lower(i + 2)) {
        (Some(b'r'), Some(b'e')) | (Some(b'v'), Some(b'e')) | (Some(b'l'), Some(b'l')) => 3,
        _ => 0,
    }
}

/// The o200k splitter (see the module header).
fn split_gpt4o(cps: &[u32]) -> Vec<(usize, usize)> {
    let n = cps.len();
    let class = |i: usize| -> Option<Class> { (i < n).then(|| classify(cps[i])) };
    let is_rn = |i: usize| i < n && (cps[i] == u32::from(b'\r') || cps[i] == u32::from(b'\n'));
    let mut words = Vec::new();
    let mut i = 0;
    while i < n {
        let end = 'matched: {
            let here = class(i);
            // P?U*W+C? | P?U+W*C? : with the optional P taken when it can be (a letter cannot be
            // a P, so without it the word starts here).
            let takes_prefix =
                !is_rn(i) && here != Some(Class::Letter) && here != Some(Class::Number);
            let s = if takes_prefix { i + 1 } else { i };
            if let Some(e) = gpt4o_letters(cps, s) {
                break 'matched e;
            }
            // \p{N}{1,3}
            if here == Some(Class::Number) {
                let mut j = i;
                while j < n && j - i < 3 && class(j) == Some(Class::Number) {
                    j += 1;
                }
                break 'matched j;
            }
            // ` ?[^\s\p{L}\p{N}]+[\r\n/]*`
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
                while is_rn(j) || (j < n && cps[j] == u32::from(b'/')) {
                    j += 1;
                }
                break 'matched j;
            }
            if let Some(e) = whitespace_word(cps, i) {
                break 'matched e;
            }
            // Nothing matched (cannot happen: every class is covered above); take one code
            // point so that the loop always advances.
            i + 1
        };
        words.push((i, end));
        i = end;
    }
    words
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

    #[test]
    fn gpt4o_splits_by_case_and_keeps_contractions() {
        let p = PreTokenizer::Gpt4o;
        assert_eq!(words(p, "HelloWorld"), vec!["Hello", "World"]);
        assert_eq!(words(p, "HELLOworld x"), vec!["HELLOworld", " x"]);
        assert_eq!(words(p, "HELLO there"), vec!["HELLO", " there"]);
        assert_eq!(
            words(p, "I'm DON'T they'll"),
            vec!["I'm", " DON'T", " they'll"]
        );
        assert_eq!(words(p, "12345"), vec!["123", "45"]);
        assert_eq!(words(p, "a/b\n/c"), vec!["a", "/b", "\n", "/c"]);
        assert_eq!(words(p, "x!!\n/ y"), vec!["x", "!!\n/", " y"]);
        // Non-ASCII letters are both cases: `éA` backtracks to "é" then "A".
        assert_eq!(words(p, "éA b"), vec!["é", "A", " b"]);
        assert_eq!(words(p, "aÉB"), vec!["aÉ", "B"]);
        assert_eq!(words(p, "日本語 text"), vec!["日本語", " text"]);
        assert_eq!(
            words(p, "  hi\n\n  ok"),
            vec![" ", " hi", "\n\n", " ", " ok"]
        );
    }
}
