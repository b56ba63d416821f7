//! Constrained decoding: what the engine may sample at each step.
//!
//! A [`LogitsHook`] sees every step of [`crate::engine::Engine::generate_constrained`] before
//! the sampler does. It can force a token, mask the logits (set to −∞ every token that is not a
//! valid continuation), or end the generation. [`ScriptHook`] is the hook the server uses: it runs
//! a [`Script`], a list of [`Step`]s:
//!
//! * `Tokens`: force an exact token sequence (e.g. `<tool_call>\n` or the end of thinking);
//! * `Grammar`: sample only tokens whose bytes keep a byte [`Grammar`] alive (literal text, a
//!   choice of literals, a JSON value, in sequence); the step ends when the grammar is closed
//!   (complete and unable to take another byte);
//! * `Think`: free sampling inside a reasoning block, ended by the model writing the closing
//!   text or, once `budget` tokens are spent, by forcing the closing tokens;
//! * `Free`: free sampling to the end.
//!
//! When the script runs out the generation ends (finish reason "stop"). Per-token validity is
//! computed from each token's detokenized bytes with a trie walk ([`TokenIndex`]), so a step
//! costs the number of trie nodes the grammar accepts, not the vocabulary size.

pub mod grammar;
pub mod json;
pub mod trie;

pub use grammar::{Grammar, GrammarState, Part};
pub use json::{JsonOptions, JsonState};
pub use trie::{TokenIndex, TokenTrie};

use std::sync::Arc;

use crate::error::RuntimeError;

/// What the engine does at one step.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HookAction {
    /// Sample from the (possibly masked) logits.
    Sample,
    /// Take this token without sampling.
    Force(u32),
    /// End the generation here (finish reason "stop").
    Finish,
}

/// A per-step hook on generation.
pub trait LogitsHook {
    /// Called before each sampling step with the step's logits, which it may mask.
    fn before_sample(&mut self, logits: &mut [f32]) -> Result<HookAction, RuntimeError>;
    /// Called with each token that enters the output (sampled or forced).
    fn accept(&mut self, token: u32) -> Result<(), RuntimeError>;
    /// Whether the hook would end the generation at the next step whatever the logits are.
    fn is_finished(&self) -> bool {
        false
    }
}

/// One stage of a [`Script`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Step {
    /// Force these tokens.
    Tokens(Vec<u32>),
    /// Sample only tokens that keep the grammar alive, until it is closed.
    Grammar(Grammar),
    /// A reasoning block: free sampling until the output contains `close_text`, or until
    /// `budget` tokens were generated in it, when `close` is forced.
    Think {
        budget: Option<usize>,
        close: Vec<u32>,
        close_text: Vec<u8>,
    },
    /// Free sampling until the generation ends by itself.
    Free,
}

/// The steps of one constrained generation.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Script {
    pub steps: Vec<Step>,
}

/// Runs a [`Script`] against a vocabulary.
#[derive(Debug)]
pub struct ScriptHook {
    index: Arc<TokenIndex>,
    steps: Vec<Step>,
    step: usize,
    /// Forced-token position within a `Tokens` step, or within a `Think` step's `close`.
    pos: usize,
    /// Whether a `Think` step is forcing its closing tokens.
    closing: bool,
    /// Tokens generated inside the current `Think` step.
    thought: usize,
    /// The last bytes of the current `Think` step (for finding `close_text`).
    tail: Vec<u8>,
    state: Option<GrammarState>,
    allowed: Vec<bool>,
}

impl ScriptHook {
    /// A hook running `script` over `index`'s vocabulary.
    pub fn new(index: Arc<TokenIndex>, script: Script) -> ScriptHook {
        let mut hook = ScriptHook {
            index,
            steps: script.steps,
            step: 0,
            pos: 0,
            closing: false,
            thought: 0,
            tail: Vec::new(),
            state: None,
            allowed: Vec::new(),
        };
        hook.enter(0);
        hook
    }

    fn enter(&mut self, step: usize) {
        self.step = step;
        self.pos = 0;
        self.closing = false;
        self.thought = 0;
        self.tail.clear();
        self.state = match self.steps.get(step) {
            Some(Step::Grammar(g)) => Some(g.start()),
            _ => None,
        };
    }

    /// Index of the step now running (`steps.len()` when the script is over).
    pub fn current_step(&self) -> usize {
        self.step
    }

    /// Tokens generated inside the current reasoning step.
    pub fn thought_tokens(&self) -> usize {
        self.thought
    }
}

impl LogitsHook for ScriptHook {
    fn is_finished(&self) -> bool {
        self.step >= self.steps.len()
    }

    fn before_sample(&mut self, logits: &mut [f32]) -> Result<HookAction, RuntimeError> {
        loop {
            let Some(step) = self.steps.get(self.step) else {
                return Ok(HookAction::Finish);
            };
            match step {
                Step::Tokens(toks) => match toks.get(self.pos) {
                    Some(&t) => return Ok(HookAction::Force(t)),
                    None => self.enter(self.step + 1),
                },
                Step::Grammar(g) => {
                    let Some(state) = self.state else {
                        self.enter(self.step + 1);
                        continue;
                    };
                    if g.is_closed(&state) {
                        self.enter(self.step + 1);
                        continue;
                    }
                    let n = self.index.allowed(g, state, &mut self.allowed);
                    if n == 0 {
                        return Err(RuntimeError::InvalidArgument(
                            "constrained decoding: no token of the vocabulary can continue the \
                             required output"
                                .into(),
                        ));
                    }
                    for (l, &ok) in logits.iter_mut().zip(&self.allowed) {
                        if !ok {
                            *l = f32::NEG_INFINITY;
                        }
                    }
                    return Ok(HookAction::Sample);
                }
                Step::Think { budget, close, .. } => {
                    if !self.closing && budget.is_some_and(|b| self.thought >= b) {
                        self.closing = true;
                        self.pos = 0;
                    }
                    if self.closing {
                        match close.get(self.pos) {
                            Some(&t) => return Ok(HookAction::Force(t)),
                            None => {
                                self.enter(self.step + 1);
                                continue;
                            }
                        }
                    }
                    return Ok(HookAction::Sample);
                }
                Step::Free => return Ok(HookAction::Sample),
            }
        }
    }

    fn accept(&mut self, token: u32) -> Result<(), RuntimeError> {
        let Some(step) = self.steps.get(self.step) else {
            return Ok(());
        };
        match step {
            Step::Tokens(toks) => {
                if toks.get(self.pos) != Some(&token) {
                    return Err(RuntimeError::InvalidArgument(format!(
                        "constrained decoding: token {token} is not the forced token"
                    )));
                }
                self.pos += 1;
                if self.pos == toks.len() {
                    self.enter(self.step + 1);
                }
            }
            Step::Grammar(g) => {
                let mut state = self.state.unwrap_or_else(|| g.start());
                let ok = self
                    .index
                    .piece(token)
                    .is_some_and(|bytes| g.push_all(&mut state, bytes));
                if !ok {
                    return Err(RuntimeError::InvalidArgument(format!(
                        "constrained decoding: token {token} does not continue the grammar"
                    )));
                }
                self.state = Some(state);
                if g.is_closed(&state) {
                    self.enter(self.step + 1);
                }
            }
            Step::Think {
                close, close_text, ..
            } => {
                if self.closing {
                    self.pos += 1;
                    if self.pos >= close.len() {
                        self.enter(self.step + 1);
                    }
                    return Ok(());
                }
                self.thought += 1;
                let close_len = close_text.len();
                self.tail
                    .extend_from_slice(self.index.piece(token).unwrap_or_default());
                let found = !close_text.is_empty()
                    && self
                        .tail
                        .windows(close_len)
                        .any(|w| w == close_text.as_slice());
                if found {
                    self.enter(self.step + 1);
                } else if self.tail.len() > close_len {
                    let cut = self.tail.len() - close_len;
                    self.tail.drain(..cut);
                }
            }
            Step::Free => {}
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn index(vocab: &[&str]) -> Arc<TokenIndex> {
        Arc::new(TokenIndex::new(
            vocab.iter().map(|t| Some(t.as_bytes().to_vec())).collect(),
        ))
    }

    #[test]
    fn script_forces_masks_and_finishes() {
        let vocab = ["<a>", "{", "}", "x", "\"", "</t>"];
        let idx = index(&vocab);
        let script = Script {
            steps: vec![
                Step::Think {
                    budget: Some(2),
                    close: vec![5],
                    close_text: b"</t>".to_vec(),
                },
                Step::Tokens(vec![0]),
                Step::Grammar(Grammar::json(JsonOptions::default())),
            ],
        };
        let mut hook = ScriptHook::new(idx, script);
        let mut logits = vec![0.0f32; vocab.len()];
        // Two free thinking tokens, then the close is forced.
        for _ in 0..2 {
            assert_eq!(hook.before_sample(&mut logits).unwrap(), HookAction::Sample);
            hook.accept(3).unwrap();
        }
        assert_eq!(
            hook.before_sample(&mut logits).unwrap(),
            HookAction::Force(5)
        );
        hook.accept(5).unwrap();
        assert_eq!(
            hook.before_sample(&mut logits).unwrap(),
            HookAction::Force(0)
        );
        hook.accept(0).unwrap();
        assert_eq!(hook.before_sample(&mut logits).unwrap(), HookAction::Sample);
        let allowed: Vec<bool> = logits.iter().map(|l| l.is_finite()).collect();
        assert_eq!(allowed, vec![false, true, false, false, false, false]);
        hook.accept(1).unwrap();
        assert!(hook.accept(3).is_err());
        hook.accept(2).unwrap();
        let mut logits = vec![0.0f32; vocab.len()];
        assert_eq!(hook.before_sample(&mut logits).unwrap(), HookAction::Finish);
    }

    #[test]
    fn a_grammar_no_token_can_continue_is_an_error() {
        // No token of this vocabulary can start a JSON object.
        let idx = index(&["a", " b", "]"]);
        let mut hook = ScriptHook::new(
            idx,
            Script {
                steps: vec![Step::Grammar(Grammar::json(JsonOptions::default()))],
            },
        );
        let err = hook.before_sample(&mut [0.0; 3]).unwrap_err().to_string();
        assert!(err.contains("no token of the vocabulary"), "{err}");
        // A token the mask refused is refused by `accept` too.
        assert!(hook.accept(0).is_err());
    }

    #[test]
    fn think_ends_when_the_model_closes_it() {
        let idx = index(&["a", "</", "t>"]);
        let mut hook = ScriptHook::new(
            idx,
            Script {
                steps: vec![Step::Think {
                    budget: Some(10),
                    close: vec![1, 2],
                    close_text: b"</t>".to_vec(),
                }],
            },
        );
        for t in [0, 1, 2] {
            hook.accept(t).unwrap();
        }
        assert_eq!(hook.current_step(), 1);
    }
}
