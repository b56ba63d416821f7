//! Constrained decoding: what the engine may sample at each step.
//!
//! A [`LogitsHook`] sees every step of [`crate::engine::Engine::generate_constrained`] before
//! the sampler does. It can force a token, mask the logits (set to −∞ every token that is not a
//! valid continuation), or end the generation. [`ScriptHook`] is the hook the server uses: it runs
//! a [`Script`], a list of [`Step`]s:
//!
//! * `Tokens`: force an exact token sequence (e.g. `<tool_call>\n` or the end of thinking);
//! * `Grammar`: sample only tokens that keep a [`GrammarSpec`] (JSON Schema, any JSON object, a
//!   tool call's body, Lark, regex) alive; the step ends when the grammar can take nothing more;
//! * `Think`: free sampling inside a reasoning block, ended by the model writing the closing
//!   text or, once `budget` tokens are spent, by forcing the closing tokens;
//! * `Calls`: free sampling in which every tool call the model opens itself (`<tool_call>`) has
//!   its body constrained by the tools' schemas and its closing forced; after a call the
//!   generation ends unless more calls are allowed;
//! * `Free`: free sampling to the end.
//!
//! When the script runs out the generation ends (finish reason "stop").
//!
//! Grammars are llguidance's (crate `llguidance`, pinned in the workspace manifest): its Earley
//! parser and lexer derivatives turn a grammar state into a token mask over a `toktrie` of the
//! vocabulary ([`Vocabulary`]). The mask for the next step is computed on a helper thread of
//! the hook as soon as a token is accepted, so it overlaps the forward pass that produces the
//! next logits; `before_sample` only waits for it. Thinking budgets, forced tokens and the
//! tool-call trigger are this module's own steps around the library; end-of-generation tokens
//! are allowed only where the grammar may end and the step is the script's last.

pub mod grammar;
pub mod vocab;

pub use grammar::{GrammarSpec, JSON_WS_MAX, ToolSchema, valid_tool_name};
pub use vocab::{TokenBytes, Vocabulary};

use std::sync::Arc;
use std::sync::mpsc::{Receiver, Sender, channel};
use std::thread::JoinHandle;

use llguidance::Matcher;
use toktrie::SimpleVob;

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
    /// Sample only tokens that keep the grammar alive, until it can take nothing more.
    Grammar(GrammarSpec),
    /// A reasoning block: free sampling until the output contains `close_text`, or until
    /// `budget` tokens were generated in it, when `close` is forced.
    Think {
        budget: Option<usize>,
        close: Vec<u32>,
        close_text: Vec<u8>,
    },
    /// Free sampling; when the output ends with `open_text` (optionally followed by one
    /// newline) the model has opened a tool call: `body` constrains it, then `close` is
    /// forced. With `repeat`, free sampling resumes after the call; without it the generation
    /// ends there.
    Calls {
        open_text: Vec<u8>,
        body: GrammarSpec,
        close: Vec<u32>,
        repeat: bool,
    },
    /// Free sampling until the generation ends by itself.
    Free,
}

/// The steps of one constrained generation.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Script {
    pub steps: Vec<Step>,
}

impl Script {
    /// Compiles every grammar of the script once against the byte vocabulary, so that a bad
    /// grammar is refused before generation starts.
    pub fn check(&self) -> Result<(), RuntimeError> {
        for step in &self.steps {
            match step {
                Step::Grammar(g) | Step::Calls { body: g, .. } => g.check()?,
                _ => {}
            }
        }
        Ok(())
    }

    /// Whether any step constrains output with a grammar.
    pub fn has_grammar(&self) -> bool {
        self.steps
            .iter()
            .any(|s| matches!(s, Step::Grammar(_) | Step::Calls { .. }))
    }
}

/// What the mask thread hands back: the matcher, and whether its grammar may end here with the
/// mask of its next token.
type MaskResult = (Matcher, Result<(bool, SimpleVob), String>);

/// The mask thread: takes a matcher, computes its mask, hands both back.
struct MaskThread {
    tx: Option<Sender<Matcher>>,
    rx: Receiver<MaskResult>,
    handle: Option<JoinHandle<()>>,
}

impl MaskThread {
    fn start(n: usize) -> Result<MaskThread, RuntimeError> {
        let (tx, job_rx) = channel::<Matcher>();
        let (done_tx, rx) = channel();
        let handle = std::thread::Builder::new()
            .name("strata-mask".into())
            .spawn(move || {
                while let Ok(mut m) = job_rx.recv() {
                    let mask = compute(&mut m, n);
                    if done_tx.send((m, mask)).is_err() {
                        break;
                    }
                }
            })
            .map_err(|e| RuntimeError::Server(format!("cannot start the mask thread: {e}")))?;
        Ok(MaskThread {
            tx: Some(tx),
            rx,
            handle: Some(handle),
        })
    }
}

impl Drop for MaskThread {
    fn drop(&mut self) {
        self.tx = None;
        if let Some(h) = self.handle.take() {
            let _ = h.join();
        }
    }
}

/// A grammar being matched: the matcher is either here or on the mask thread.
struct Active {
    matcher: Option<Matcher>,
    /// Whether the grammar may end here, and the mask of its next token.
    mask: Option<(bool, SimpleVob)>,
    /// Whether the grammar is the script's last output (end-of-generation allowed at its end).
    last: bool,
}

/// What a `Calls` step is doing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum CallPhase {
    /// Free text, watching for the opening.
    Watch,
    /// Inside the body grammar.
    Body,
    /// Forcing the closing tokens (position in `close`).
    Close(usize),
}

/// Runs a [`Script`] against a vocabulary.
pub struct ScriptHook {
    vocab: Arc<Vocabulary>,
    steps: Vec<Step>,
    step: usize,
    /// Forced-token position within a `Tokens` step, or within a `Think` step's `close`.
    pos: usize,
    /// Whether a `Think` step is forcing its closing tokens.
    closing: bool,
    /// Tokens generated inside the current `Think` step.
    thought: usize,
    /// The last bytes of the current `Think` / `Calls` step (for finding its marker text).
    tail: Vec<u8>,
    call: CallPhase,
    /// Tool calls completed by `Calls` steps.
    calls_done: usize,
    active: Option<Active>,
    thread: Option<MaskThread>,
    /// Whether the script ended because a grammar refused to go on (set on error).
    finished: bool,
}

impl std::fmt::Debug for ScriptHook {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ScriptHook")
            .field("step", &self.step)
            .field("steps", &self.steps.len())
            .finish_non_exhaustive()
    }
}

fn grammar_error(msg: impl std::fmt::Display) -> RuntimeError {
    RuntimeError::InvalidArgument(format!("constrained decoding: {msg}"))
}

impl ScriptHook {
    /// A hook running `script` over `vocab`; compiles the first grammar (an invalid one is an
    /// `InvalidArgument` error).
    pub fn new(vocab: Arc<Vocabulary>, script: Script) -> Result<ScriptHook, RuntimeError> {
        let mut hook = ScriptHook {
            vocab,
            steps: script.steps,
            step: 0,
            pos: 0,
            closing: false,
            thought: 0,
            tail: Vec::new(),
            call: CallPhase::Watch,
            calls_done: 0,
            active: None,
            thread: None,
            finished: false,
        };
        hook.enter(0)?;
        Ok(hook)
    }

    fn enter(&mut self, step: usize) -> Result<(), RuntimeError> {
        self.step = step;
        self.pos = 0;
        self.closing = false;
        self.thought = 0;
        self.tail.clear();
        self.call = CallPhase::Watch;
        self.active = None;
        let last = step + 1 == self.steps.len();
        if let Some(Step::Grammar(g)) = self.steps.get(step) {
            let g = g.clone();
            self.start_grammar(&g, last)?;
        }
        Ok(())
    }

    fn start_grammar(&mut self, g: &GrammarSpec, last: bool) -> Result<(), RuntimeError> {
        let matcher = g.compile(&self.vocab)?;
        self.active = Some(Active {
            matcher: Some(matcher),
            mask: None,
            last,
        });
        self.submit()
    }

    /// Sends the active matcher to the mask thread.
    fn submit(&mut self) -> Result<(), RuntimeError> {
        if self.thread.is_none() {
            self.thread = Some(MaskThread::start(self.vocab.n_vocab())?);
        }
        let (Some(active), Some(thread)) = (self.active.as_mut(), self.thread.as_ref()) else {
            return Ok(());
        };
        if let (Some(m), Some(tx)) = (active.matcher.take(), thread.tx.as_ref()) {
            active.mask = None;
            if let Err(back) = tx.send(m) {
                active.matcher = Some(back.0);
            }
        }
        Ok(())
    }

    /// Waits for the mask of the active grammar and takes its matcher back.
    fn wait_mask(&mut self) -> Result<(), RuntimeError> {
        let n = self.vocab.n_vocab();
        let Some(active) = self.active.as_mut() else {
            return Ok(());
        };
        if active.matcher.is_some() {
            if active.mask.is_none()
                && let Some(m) = active.matcher.as_mut()
            {
                active.mask = Some(compute(m, n).map_err(grammar_error)?);
            }
            return Ok(());
        }
        let thread = self
            .thread
            .as_ref()
            .ok_or_else(|| grammar_error("the mask thread is gone"))?;
        let (m, mask) = thread
            .rx
            .recv()
            .map_err(|_| grammar_error("the mask thread stopped"))?;
        active.matcher = Some(m);
        active.mask = Some(mask.map_err(grammar_error)?);
        Ok(())
    }

    /// Index of the step now running (`steps.len()` when the script is over).
    pub fn current_step(&self) -> usize {
        self.step
    }

    /// Tokens generated inside the current reasoning step.
    pub fn thought_tokens(&self) -> usize {
        self.thought
    }

    /// Tool calls completed inside `Calls` steps so far.
    pub fn calls_done(&self) -> usize {
        self.calls_done
    }

    /// Masks `logits` with the active grammar. Returns `Ok(false)` when the grammar is complete
    /// and may take no other token (the step is over).
    fn mask_logits(&mut self, logits: &mut [f32]) -> Result<bool, RuntimeError> {
        self.wait_mask()?;
        let vocab = self.vocab.clone();
        let Some(active) = self.active.as_mut() else {
            return Ok(false);
        };
        let Some((accepting, mask)) = active.mask.as_mut() else {
            return Ok(false);
        };
        let accepting = *accepting;
        for &e in vocab.eog() {
            mask.disallow_token(e);
        }
        let any = mask.num_set() > 0;
        if accepting && active.last {
            for &e in vocab.eog() {
                mask.allow_token(e);
            }
        } else if !any {
            if accepting {
                return Ok(false);
            }
            return Err(grammar_error(
                "no token of the vocabulary can continue the required output",
            ));
        }
        apply_mask(mask, logits);
        Ok(true)
    }

    /// Feeds a token to the active grammar; returns whether the grammar is finished.
    fn grammar_accept(&mut self, token: u32) -> Result<bool, RuntimeError> {
        self.wait_mask()?;
        let vocab = self.vocab.clone();
        let Some(active) = self.active.as_mut() else {
            return Ok(true);
        };
        let allowed = active
            .mask
            .as_ref()
            .is_some_and(|(_, m)| m.is_allowed(token));
        if vocab.is_eog(token) {
            if !allowed {
                return Err(grammar_error(format!(
                    "token {token} ends the output before the grammar is complete"
                )));
            }
            self.active = None;
            return Ok(true);
        }
        if !allowed {
            return Err(grammar_error(format!(
                "token {token} does not continue the grammar"
            )));
        }
        let matcher = active
            .matcher
            .as_mut()
            .ok_or_else(|| grammar_error("no matcher"))?;
        matcher.consume_token(token).map_err(grammar_error)?;
        if matcher.is_stopped() {
            self.active = None;
            return Ok(true);
        }
        self.submit()?;
        Ok(false)
    }
}

/// Whether the grammar may end here, and its mask. A grammar with no continuation in this
/// vocabulary makes llguidance fail the mask with a "no extension" stop; that is an empty mask
/// here (the caller decides whether ending is allowed), any other failure an error.
fn compute(m: &mut Matcher, n: usize) -> Result<(bool, SimpleVob), String> {
    let accepting = m.is_accepting().map_err(|e| e.to_string())?;
    match m.compute_mask() {
        Ok(mask) => Ok((accepting, mask)),
        Err(e) => {
            let e = e.to_string();
            if e.starts_with("NoExtension") {
                Ok((accepting, SimpleVob::alloc(n)))
            } else {
                Err(e.lines().next().unwrap_or(&e).to_string())
            }
        }
    }
}

/// Sets every logit the mask refuses to −∞.
fn apply_mask(mask: &SimpleVob, logits: &mut [f32]) {
    let words = mask.as_slice();
    for (w, chunk) in logits.chunks_mut(32).enumerate() {
        let bits = words.get(w).copied().unwrap_or(0);
        if bits == u32::MAX && chunk.len() == 32 {
            continue;
        }
        for (i, l) in chunk.iter_mut().enumerate() {
            if bits & (1 << i) == 0 {
                *l = f32::NEG_INFINITY;
            }
        }
    }
}

impl LogitsHook for ScriptHook {
    fn is_finished(&self) -> bool {
        self.finished || self.step >= self.steps.len()
    }

    fn before_sample(&mut self, logits: &mut [f32]) -> Result<HookAction, RuntimeError> {
        loop {
            if self.finished {
                return Ok(HookAction::Finish);
            }
            let Some(step) = self.steps.get(self.step) else {
                return Ok(HookAction::Finish);
            };
            match step {
                Step::Tokens(toks) => match toks.get(self.pos) {
                    Some(&t) => return Ok(HookAction::Force(t)),
                    None => self.enter(self.step + 1)?,
                },
                Step::Grammar(_) => {
                    if self.mask_logits(logits)? {
                        return Ok(HookAction::Sample);
                    }
                    self.enter(self.step + 1)?;
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
                                self.enter(self.step + 1)?;
                                continue;
                            }
                        }
                    }
                    return Ok(HookAction::Sample);
                }
                Step::Calls { close, repeat, .. } => match self.call {
                    CallPhase::Watch => return Ok(HookAction::Sample),
                    CallPhase::Body => {
                        if self.mask_logits(logits)? {
                            return Ok(HookAction::Sample);
                        }
                        self.active = None;
                        self.call = CallPhase::Close(0);
                    }
                    CallPhase::Close(i) => match close.get(i) {
                        Some(&t) => return Ok(HookAction::Force(t)),
                        None => {
                            self.calls_done += 1;
                            if *repeat {
                                self.call = CallPhase::Watch;
                                self.tail.clear();
                            } else {
                                self.enter(self.step + 1)?;
                                self.finished = true;
                            }
                        }
                    },
                },
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
                    return Err(grammar_error(format!(
                        "token {token} is not the forced token"
                    )));
                }
                self.pos += 1;
                if self.pos == toks.len() {
                    self.enter(self.step + 1)?;
                }
            }
            Step::Grammar(_) => {
                if self.grammar_accept(token)? {
                    self.enter(self.step + 1)?;
                }
            }
            Step::Think {
                close, close_text, ..
            } => {
                if self.closing {
                    self.pos += 1;
                    if self.pos >= close.len() {
                        self.enter(self.step + 1)?;
                    }
                    return Ok(());
                }
                self.thought += 1;
                let close_text = close_text.clone();
                if self.watch(token, &close_text).is_some() {
                    self.enter(self.step + 1)?;
                }
            }
            Step::Calls {
                open_text,
                body,
                close,
                repeat,
            } => match self.call {
                CallPhase::Watch => {
                    let (open_text, body) = (open_text.clone(), body.clone());
                    if let Some(after) = self.watch(token, &open_text) {
                        // What the token wrote past the opening: nothing or one newline.
                        if after.is_empty() || after == b"\n" {
                            self.call = CallPhase::Body;
                            let last = false;
                            self.start_grammar(&body, last)?;
                        }
                    }
                }
                CallPhase::Body => {
                    if self.grammar_accept(token)? {
                        self.call = CallPhase::Close(0);
                    }
                }
                CallPhase::Close(i) => {
                    if close.get(i) != Some(&token) {
                        return Err(grammar_error(format!(
                            "token {token} is not the forced token"
                        )));
                    }
                    if i + 1 < close.len() {
                        self.call = CallPhase::Close(i + 1);
                    } else {
                        self.calls_done += 1;
                        if *repeat {
                            self.call = CallPhase::Watch;
                            self.tail.clear();
                        } else {
                            self.finished = true;
                        }
                    }
                }
            },
            Step::Free => {}
        }
        Ok(())
    }
}

impl ScriptHook {
    /// Appends `token`'s bytes to the tail and looks for `marker` in it; returns the bytes
    /// after the marker when found. The tail keeps only what could still begin a marker.
    fn watch(&mut self, token: u32, marker: &[u8]) -> Option<Vec<u8>> {
        if marker.is_empty() {
            return None;
        }
        let bytes = self.vocab.token_bytes(token);
        // Special tokens are `0xFF` + their text; the marker is matched against the text.
        let bytes = bytes
            .strip_prefix(&[toktrie::TokTrie::SPECIAL_TOKEN_MARKER])
            .unwrap_or(bytes);
        self.tail.extend_from_slice(bytes);
        if let Some(at) = self.tail.windows(marker.len()).position(|w| w == marker) {
            let after = self.tail[at + marker.len()..].to_vec();
            self.tail.clear();
            return Some(after);
        }
        if self.tail.len() > marker.len() {
            let cut = self.tail.len() - marker.len();
            self.tail.drain(..cut);
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    /// A vocabulary of the given pieces plus an end token (the last id).
    fn vocab(pieces: &[&str]) -> Arc<Vocabulary> {
        let mut t: Vec<TokenBytes> = pieces
            .iter()
            .map(|p| TokenBytes::Text(p.as_bytes().to_vec()))
            .collect();
        t.push(TokenBytes::Special("<|end|>".into()));
        let eos = t.len() as u32 - 1;
        Arc::new(Vocabulary::new(t, &[eos]).unwrap())
    }

    fn allowed(logits: &[f32]) -> Vec<bool> {
        logits.iter().map(|l| l.is_finite()).collect()
    }

    #[test]
    fn script_forces_masks_and_finishes() {
        let pieces = ["<a>", "{", "}", "x", "\"", "</t>", " "];
        let v = vocab(&pieces);
        let n = v.n_vocab();
        let script = Script {
            steps: vec![
                Step::Think {
                    budget: Some(2),
                    close: vec![5],
                    close_text: b"</t>".to_vec(),
                },
                Step::Tokens(vec![0]),
                Step::Grammar(GrammarSpec::JsonObject),
            ],
        };
        let mut hook = ScriptHook::new(v, script).unwrap();
        let mut logits = vec![0.0f32; n];
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
        // Only `{` may start the object: no leading whitespace, no end token.
        assert_eq!(
            allowed(&logits),
            vec![false, true, false, false, false, false, false, false]
        );
        hook.accept(1).unwrap();
        assert!(hook.accept(3).is_err());
    }

    #[test]
    fn a_closed_object_ends_the_script_and_the_end_token_is_allowed_only_then() {
        let v = vocab(&["{", "}", "\"", "a", ":", "1"]);
        let n = v.n_vocab();
        let mut hook = ScriptHook::new(
            v,
            Script {
                steps: vec![Step::Grammar(GrammarSpec::JsonObject)],
            },
        )
        .unwrap();
        let mut logits = vec![0.0f32; n];
        hook.before_sample(&mut logits).unwrap();
        assert!(!logits[n - 1].is_finite());
        hook.accept(0).unwrap();
        let mut logits = vec![0.0f32; n];
        hook.before_sample(&mut logits).unwrap();
        assert!(!logits[n - 1].is_finite(), "an open object cannot end");
        hook.accept(1).unwrap();
        assert!(hook.is_finished());
    }

    #[test]
    fn a_required_property_cannot_be_skipped() {
        let v = Arc::new(Vocabulary::bytes().unwrap());
        let spec = GrammarSpec::ToolCall {
            tools: vec![ToolSchema {
                name: "w".into(),
                parameters: Some(json!({"type": "object",
                    "properties": {"city": {"type": "string"}}, "required": ["city"]})),
                strict: true,
            }],
            leading_newline: false,
        };
        let mut m = spec.compile(&v).unwrap();
        let head = b"{\"name\": \"w\", \"arguments\": {";
        let toks: Vec<u32> = head.iter().map(|&b| u32::from(b)).collect();
        m.consume_tokens(&toks).unwrap();
        let mask = m.compute_mask().unwrap();
        assert!(
            !mask.is_allowed(u32::from(b'}')),
            "a closing brace would skip the required city"
        );
        assert!(mask.is_allowed(u32::from(b'"')));
        assert!(
            !mask.is_allowed(u32::from(b' ')),
            "compact spelling: no whitespace"
        );
    }

    #[test]
    fn a_call_the_model_opens_is_constrained_and_closed() {
        let pieces = [
            "hi",
            "<tc>",
            "\n",
            "{\"name\": \"",
            "w",
            "\", \"arguments\": ",
            "{}",
            "}",
            "</tc>",
            "x",
        ];
        let v = vocab(&pieces);
        let n = v.n_vocab();
        let spec = GrammarSpec::ToolCall {
            tools: vec![ToolSchema {
                name: "w".into(),
                parameters: None,
                strict: false,
            }],
            leading_newline: true,
        };
        let mut hook = ScriptHook::new(
            v,
            Script {
                steps: vec![Step::Calls {
                    open_text: b"<tc>".to_vec(),
                    body: spec,
                    close: vec![2, 8],
                    repeat: false,
                }],
            },
        )
        .unwrap();
        let mut logits = vec![0.0f32; n];
        for t in [0u32, 1] {
            assert_eq!(hook.before_sample(&mut logits).unwrap(), HookAction::Sample);
            hook.accept(t).unwrap();
        }
        for t in [2u32, 3, 4, 5, 6, 7] {
            let mut logits = vec![0.0f32; n];
            assert_eq!(hook.before_sample(&mut logits).unwrap(), HookAction::Sample);
            assert!(logits[t as usize].is_finite(), "token {t}");
            assert!(!logits[9].is_finite(), "free text inside the call");
            hook.accept(t).unwrap();
        }
        assert_eq!(
            hook.before_sample(&mut logits).unwrap(),
            HookAction::Force(2)
        );
        hook.accept(2).unwrap();
        assert_eq!(
            hook.before_sample(&mut logits).unwrap(),
            HookAction::Force(8)
        );
        hook.accept(8).unwrap();
        assert_eq!(hook.calls_done(), 1);
        assert!(hook.is_finished());
    }

    #[test]
    fn a_grammar_no_token_can_continue_is_an_error() {
        let v = vocab(&["a", " b", "]"]);
        let n = v.n_vocab();
        let mut hook = ScriptHook::new(
            v,
            Script {
                steps: vec![Step::Grammar(GrammarSpec::JsonObject)],
            },
        )
        .unwrap();
        let err = hook
            .before_sample(&mut vec![0.0; n])
            .unwrap_err()
            .to_string();
        assert!(err.contains("no token of the vocabulary"), "{err}");
        assert!(hook.accept(0).is_err());
    }

    #[test]
    fn think_ends_when_the_model_closes_it() {
        let v = vocab(&["a", "</", "t>"]);
        let mut hook = ScriptHook::new(
            v,
            Script {
                steps: vec![Step::Think {
                    budget: Some(10),
                    close: vec![1, 2],
                    close_text: b"</t>".to_vec(),
                }],
            },
        )
        .unwrap();
        for t in [0, 1, 2] {
            hook.accept(t).unwrap();
        }
        assert_eq!(hook.current_step(), 1);
    }

    #[test]
    fn apply_mask_covers_a_partial_last_word() {
        let mut mask = SimpleVob::alloc(40);
        mask.allow_token(3);
        mask.allow_token(39);
        let mut logits = vec![0.0f32; 40];
        apply_mask(&mask, &mut logits);
        let ok: Vec<usize> = (0..40).filter(|&i| logits[i].is_finite()).collect();
        assert_eq!(ok, vec![3, 39]);
    }
}
