//! The model's vocabulary as llguidance sees it: a `toktrie` over every token's bytes, and the
//! `ParserFactory` that compiles grammars against it (built once per model, shared by requests).
//!
//! Ordinary tokens are their detokenized bytes. Special tokens (control and end-of-generation)
//! are spelled the way toktrie expects them, `0xFF` followed by the token's text: no UTF-8 text
//! contains that byte, so a grammar's text never matches one, while a Lark grammar can still name
//! it (`<|im_end|>`). Tokens with no bytes can never be produced under a grammar. The
//! end-of-generation tokens are the trie's EOS set, which a grammar allows where it may end.

use std::sync::Arc;

use llguidance::ParserFactory;
use toktrie::{TokEnv, TokRxInfo, TokTrie, TokenId, TokenizerEnv};

use crate::error::RuntimeError;

/// How one token appears to a grammar.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TokenBytes {
    /// The bytes the token decodes to.
    Text(Vec<u8>),
    /// A special token, matched only by name (its text, such as `<|im_end|>`).
    Special(String),
    /// A token a grammar never allows.
    Unusable,
}

/// The tokenizer environment: the trie, tokenizing forced bytes greedily over it (Strata never
/// asks llguidance for forced tokens, so a canonical tokenization is not needed).
struct Env {
    trie: TokTrie,
}

impl TokenizerEnv for Env {
    fn tok_trie(&self) -> &TokTrie {
        &self.trie
    }

    fn tokenize_bytes(&self, s: &[u8]) -> Vec<TokenId> {
        self.trie.greedy_tokenize(s)
    }

    fn tokenize_is_canonical(&self) -> bool {
        false
    }
}

/// A vocabulary ready for constrained decoding.
pub struct Vocabulary {
    factory: ParserFactory,
    n_vocab: usize,
    eog: Vec<u32>,
}

impl std::fmt::Debug for Vocabulary {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Vocabulary")
            .field("n_vocab", &self.n_vocab)
            .field("eog", &self.eog)
            .finish_non_exhaustive()
    }
}

impl Vocabulary {
    /// Indexes `tokens` (one entry per token id) with `eog` as the end-of-generation tokens.
    pub fn new(tokens: Vec<TokenBytes>, eog: &[u32]) -> Result<Vocabulary, RuntimeError> {
        let n = tokens.len();
        if n == 0 || n > u32::MAX as usize {
            return Err(RuntimeError::InvalidArgument(format!(
                "constrained decoding: a vocabulary of {n} tokens"
            )));
        }
        let mut eog: Vec<u32> = eog.iter().copied().filter(|&t| (t as usize) < n).collect();
        eog.sort_unstable();
        eog.dedup();
        let words: Vec<Vec<u8>> = tokens
            .into_iter()
            .enumerate()
            .map(|(id, t)| match t {
                TokenBytes::Text(b) => b,
                TokenBytes::Special(name) => {
                    let mut w = vec![TokTrie::SPECIAL_TOKEN_MARKER];
                    w.extend_from_slice(name.as_bytes());
                    w
                }
                // An end-of-generation token needs a spelling to be in the EOS set.
                TokenBytes::Unusable if eog.binary_search(&(id as u32)).is_ok() => {
                    let mut w = vec![TokTrie::SPECIAL_TOKEN_MARKER];
                    w.extend_from_slice(format!("<eog_{id}>").as_bytes());
                    w
                }
                TokenBytes::Unusable => Vec::new(),
            })
            .collect();
        let info = TokRxInfo::new(n as u32, eog.first().copied().unwrap_or(n as u32 - 1));
        let mut trie = TokTrie::from(&info, &words);
        if !eog.is_empty() {
            trie = trie.with_eos_tokens(&eog);
        }
        let env: TokEnv = Arc::new(Env { trie });
        let mut factory = ParserFactory::new_simple(&env).map_err(|e| {
            RuntimeError::InvalidArgument(format!("constrained decoding: vocabulary: {e}"))
        })?;
        factory.quiet();
        Ok(Vocabulary {
            factory,
            n_vocab: n,
            eog,
        })
    }

    /// A vocabulary of the 256 single bytes plus one end token (id 256): grammars compiled
    /// against it are checked without a model, which is how requests are validated.
    pub fn bytes() -> Result<Vocabulary, RuntimeError> {
        let mut tokens: Vec<TokenBytes> = (0..=255u8).map(|b| TokenBytes::Text(vec![b])).collect();
        tokens.push(TokenBytes::Special("<|end|>".into()));
        Vocabulary::new(tokens, &[256])
    }

    /// Vocabulary size.
    pub fn n_vocab(&self) -> usize {
        self.n_vocab
    }

    /// The end-of-generation tokens, sorted.
    pub fn eog(&self) -> &[u32] {
        &self.eog
    }

    /// Whether `tok` ends generation.
    pub fn is_eog(&self, tok: u32) -> bool {
        self.eog.binary_search(&tok).is_ok()
    }

    /// The bytes llguidance sees for `tok`.
    pub fn token_bytes(&self, tok: u32) -> &[u8] {
        let trie = self.factory.tok_env().tok_trie();
        if (tok as usize) < trie.vocab_size() {
            trie.token(tok)
        } else {
            &[]
        }
    }

    pub(crate) fn factory(&self) -> &ParserFactory {
        &self.factory
    }
}
