//! The adapter from the server's [`ModelBackend`] to the real engine: the plan's tokenizer and
//! chat template for text, [`Engine::generate`] for tokens.
//!
//! The engine and its one session sit behind a mutex (the decode worker is the only caller of
//! `generate`, so it is never contended there); tokenizing and template rendering use their own
//! shareable objects and never wait for a running generation. The session is kept between
//! requests and its KV cache reused for the longest common prefix of the old and new prompt,
//! which makes the next turn of a chat cost only its new tokens.

use std::ops::ControlFlow;
use std::sync::{Arc, Mutex, OnceLock};

use crate::chat::{ChatTemplate, Value as TemplateValue};
use crate::constrain::{
    GrammarSpec, HookAction, LogitsHook, Script, ScriptHook, Step, TokenBytes, Vocabulary,
};
use crate::engine::{Engine, FinishReason, Session, StopConditions};
use crate::error::RuntimeError;
use crate::sampler::SamplingParams;
use crate::tokenizer::Tokenizer;

use super::backend::{
    AnswerShape, ChatInput, EngineGauges, GenerationParams, GenerationStats, ModelBackend,
    OutputConstraint, OutputFormat, PromptKind, REASONING_CLOSE, REASONING_OPEN, StopReason,
    TOOL_CALL_CLOSE, TOOL_CALL_OPEN, TokenLogprob, TokenPiece,
};
use super::harmony;

/// A loaded engine served over HTTP.
pub struct EngineBackend {
    model_id: String,
    n_ctx: usize,
    n_vocab: usize,
    tokenizer: Tokenizer,
    template: ChatTemplate,
    /// How the model writes answers (from its template).
    format: OutputFormat,
    /// The vocabulary for constrained decoding (llguidance's token trie), built on first use.
    vocab: OnceLock<Result<Arc<Vocabulary>, String>>,
    inner: Mutex<Inner>,
    /// `/metrics` gauges, refreshed after each generation.
    gauges: Mutex<EngineGauges>,
}

struct Inner {
    engine: Engine,
    session: Option<Session>,
}

impl std::fmt::Debug for EngineBackend {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("EngineBackend")
            .field("model_id", &self.model_id)
            .field("n_ctx", &self.n_ctx)
            .finish_non_exhaustive()
    }
}

impl EngineBackend {
    /// Wraps `engine`, served under `model_id`.
    pub fn new(engine: Engine, model_id: String) -> Result<EngineBackend, RuntimeError> {
        let tokenizer = Tokenizer::from_spec(engine.tokenizer_spec())?;
        let template = ChatTemplate::from_spec(engine.tokenizer_spec())?;
        let format = OutputFormat::of_template(template.source());
        Ok(EngineBackend {
            model_id,
            format,
            n_ctx: engine.n_ctx(),
            n_vocab: engine.n_vocab(),
            tokenizer,
            template,
            vocab: OnceLock::new(),
            gauges: Mutex::new(gauges_of(&engine)),
            inner: Mutex::new(Inner {
                engine,
                session: None,
            }),
        })
    }
}

impl EngineBackend {
    /// On a clean shutdown: flushes the router-score trace and writes the learned routing
    /// profile to `save` (atomically), when the engine has an expert cache.
    pub fn finish_experts(&self, save: Option<&std::path::Path>) -> Result<(), RuntimeError> {
        let inner = match self.inner.lock() {
            Ok(g) => g,
            Err(poisoned) => poisoned.into_inner(),
        };
        if let Some(mut state) = inner.engine.expert_state() {
            state.finish_trace()?;
            if let Some(path) = save {
                state.learned_profile()?.save(path)?;
                eprintln!(
                    "strata-rt: wrote the learned routing profile to {}",
                    path.display()
                );
            }
        }
        Ok(())
    }

    /// The constrained-decoding vocabulary: each token's detokenized bytes, control and
    /// end-of-generation tokens as named special tokens.
    fn vocab(&self) -> Result<Arc<Vocabulary>, RuntimeError> {
        self.vocab
            .get_or_init(|| {
                let tokens = (0..self.n_vocab as u32)
                    .map(|id| {
                        if self.tokenizer.is_control(id) || self.tokenizer.is_eog(id) {
                            match self.tokenizer.token_text(id) {
                                Some(t) if !t.is_empty() => TokenBytes::Special(t.to_string()),
                                _ => TokenBytes::Unusable,
                            }
                        } else {
                            TokenBytes::Text(self.tokenizer.token_to_piece(id, false).to_vec())
                        }
                    })
                    .collect();
                let eog: Vec<u32> = self.tokenizer.eog_ids().collect();
                Vocabulary::new(tokens, &eog)
                    .map(Arc::new)
                    .map_err(|e| e.to_string())
            })
            .clone()
            .map_err(RuntimeError::Server)
    }

    /// Tokens of a fixed piece of text the constraint forces (special-token markup parsed, so
    /// `<think>` or `<tool_call>` become the model's own tokens where the vocabulary has them).
    fn forced(&self, text: &str) -> Vec<u32> {
        self.tokenizer.encode(text, false, true)
    }

    /// Turns the HTTP layer's constraint into a script of forced tokens and grammars.
    fn script(&self, c: &OutputConstraint) -> Result<Script, RuntimeError> {
        if self.format == OutputFormat::Harmony {
            return Ok(self.harmony_script(c));
        }
        let mut steps = Vec::new();
        if c.reasoning {
            if c.open_reasoning {
                steps.push(Step::Tokens(self.forced(REASONING_OPEN)));
            }
            steps.push(Step::Think {
                budget: c.reasoning_budget,
                close: self.forced(REASONING_CLOSE),
                close_text: b"</think>".to_vec(),
            });
        }
        let open = self.forced(TOOL_CALL_OPEN);
        let close = self.forced(TOOL_CALL_CLOSE);
        let calls = |tools: &Vec<crate::constrain::ToolSchema>, repeat: bool| Step::Calls {
            open_text: TOOL_CALL_OPEN.trim_end().as_bytes().to_vec(),
            body: GrammarSpec::ToolCall {
                tools: tools.clone(),
                leading_newline: true,
            },
            close: close.clone(),
            repeat,
        };
        match &c.answer {
            AnswerShape::Free => steps.push(Step::Free),
            AnswerShape::JsonObject => steps.push(Step::Grammar(GrammarSpec::JsonObject)),
            AnswerShape::JsonSchema { schema, strict } => {
                steps.push(Step::Grammar(GrammarSpec::JsonSchema {
                    schema: schema.clone(),
                    strict: *strict,
                }));
            }
            AnswerShape::Grammar(g) => steps.push(Step::Grammar(g.clone())),
            AnswerShape::ToolCall { tools, parallel } => {
                steps.push(Step::Tokens(open.clone()));
                steps.push(Step::Grammar(GrammarSpec::ToolCall {
                    tools: tools.clone(),
                    leading_newline: false,
                }));
                steps.push(Step::Tokens(close.clone()));
                if *parallel {
                    steps.push(calls(tools, true));
                }
            }
            AnswerShape::Tools { tools, parallel } => steps.push(calls(tools, *parallel)),
        }
        Ok(Script { steps })
    }
}

impl EngineBackend {
    /// The harmony (gpt-oss) form of a constraint. The prompt ends with `<|start|>assistant`,
    /// so the output opens inside a header. Reasoning is the analysis channel, closed with
    /// `<|end|>` when its budget is spent; the next message then opens with
    /// `<|start|>assistant`. A required call is a commentary message to `functions.NAME` with
    /// schema-valid arguments, then `<|call|>` (which ends the turn: harmony makes one call per
    /// turn, so `parallel` changes nothing); a response format is the final channel's text.
    /// Under `tool_choice: auto` the model's own calls are not constrained.
    fn harmony_script(&self, c: &OutputConstraint) -> Script {
        let mut steps = Vec::new();
        // What opens the message after the analysis one.
        let next = if c.reasoning {
            let open = format!("{}analysis{}", harmony::CHANNEL, harmony::MESSAGE);
            steps.push(Step::Tokens(self.forced(&open)));
            steps.push(Step::Think {
                budget: c.reasoning_budget,
                close: self.forced(harmony::END),
                close_text: harmony::END.as_bytes().to_vec(),
            });
            format!("{}assistant", harmony::START)
        } else {
            String::new()
        };
        let final_open = format!("{next}{}final{}", harmony::CHANNEL, harmony::MESSAGE);
        match &c.answer {
            AnswerShape::Free => {
                if c.reasoning {
                    steps.push(Step::Tokens(self.forced(&final_open)));
                }
                steps.push(Step::Free);
            }
            AnswerShape::Tools { .. } => {
                if c.reasoning {
                    steps.push(Step::Tokens(self.forced(&next)));
                }
                steps.push(Step::Free);
            }
            AnswerShape::JsonObject => {
                steps.push(Step::Tokens(self.forced(&final_open)));
                steps.push(Step::Grammar(GrammarSpec::JsonObject));
            }
            AnswerShape::JsonSchema { schema, strict } => {
                steps.push(Step::Tokens(self.forced(&final_open)));
                steps.push(Step::Grammar(GrammarSpec::JsonSchema {
                    schema: schema.clone(),
                    strict: *strict,
                }));
            }
            AnswerShape::Grammar(g) => {
                steps.push(Step::Tokens(self.forced(&final_open)));
                steps.push(Step::Grammar(g.clone()));
            }
            AnswerShape::ToolCall { tools, .. } => {
                let head = format!("{next}{}commentary to=functions.", harmony::CHANNEL);
                steps.push(Step::Tokens(self.forced(&head)));
                steps.push(Step::Grammar(GrammarSpec::HarmonyCall {
                    tools: tools.clone(),
                }));
                // `<|call|>` ends the turn where the vocabulary has it as a token; otherwise the
                // finished grammar ends the generation.
                if let Some(call) = self.tokenizer.token_id(harmony::CALL) {
                    steps.push(Step::Tokens(vec![call]));
                }
            }
        }
        Script { steps }
    }
}

fn to_template(value: &serde_json::Value) -> TemplateValue {
    TemplateValue::from_serialize(value)
}

/// The engine's current gauges.
fn gauges_of(engine: &Engine) -> EngineGauges {
    let (experts, car_threshold) = match engine.expert_state() {
        Some(s) => (Some(s.report()), Some(s.car_config().threshold)),
        None => (None, None),
    };
    EngineGauges {
        experts,
        car_threshold,
        vram: engine.vram(),
        offload: engine.cache_stats(),
    }
}

impl ModelBackend for EngineBackend {
    fn gauges(&self) -> EngineGauges {
        self.gauges.lock().map(|g| *g).unwrap_or_default()
    }

    fn output_format(&self) -> OutputFormat {
        self.format
    }

    fn model_id(&self) -> &str {
        &self.model_id
    }

    fn context_length(&self) -> usize {
        self.n_ctx
    }

    fn vocab_size(&self) -> usize {
        self.n_vocab
    }

    fn render_chat(&self, input: &ChatInput) -> Result<String, RuntimeError> {
        let mut msgs = input.messages.clone();
        if self.format == OutputFormat::Harmony {
            // The harmony template reads an assistant turn's reasoning from `thinking`.
            for m in &mut msgs {
                if let Some(obj) = m.as_object_mut()
                    && let Some(r) = obj.get("reasoning_content").cloned()
                    && r.is_string()
                {
                    obj.insert("thinking".into(), r);
                }
            }
        }
        let messages = to_template(&serde_json::Value::Array(msgs));
        let mut tools = input.tools.clone();
        if self.format == OutputFormat::Harmony {
            // The harmony template writes each tool's description unconditionally.
            for t in tools.iter_mut().flatten() {
                if let Some(f) = t.get_mut("function").and_then(|f| f.as_object_mut())
                    && f.get("description").is_none_or(|d| !d.is_string())
                {
                    f.insert(
                        "description".into(),
                        serde_json::Value::String(String::new()),
                    );
                }
            }
        }
        let tools = tools.map(|t| to_template(&serde_json::Value::Array(t)));
        let extra: Vec<(&str, TemplateValue)> = input
            .extra
            .iter()
            .map(|(k, v)| (k.as_str(), to_template(v)))
            .collect();
        self.template.render(
            &messages,
            tools.as_ref(),
            input.add_generation_prompt,
            &extra,
        )
    }

    fn tokenize(&self, text: &str, kind: PromptKind) -> Result<Vec<u32>, RuntimeError> {
        let mut ids = self.tokenizer.encode(text, true, true);
        // A chat template usually writes the BOS text itself; the tokenizer then produced it
        // once from the text and once from `add_special`. Keep one, as llama.cpp's server does.
        if kind == PromptKind::Chat
            && let Some(bos) = self.tokenizer.bos_id()
            && ids.len() >= 2
            && ids[0] == bos
            && ids[1] == bos
        {
            ids.remove(0);
        }
        Ok(ids)
    }

    fn detokenize(&self, tokens: &[u32]) -> Result<String, RuntimeError> {
        self.tokenizer.check_ids(tokens)?;
        Ok(self.tokenizer.decode(tokens))
    }

    fn check_constraint(&self, constraint: &OutputConstraint) -> Result<(), RuntimeError> {
        let script = self.script(constraint)?;
        script.check()
    }

    fn generate(
        &self,
        prompt: &[u32],
        params: &GenerationParams,
        on_piece: &mut dyn FnMut(&TokenPiece) -> ControlFlow<()>,
    ) -> Result<GenerationStats, RuntimeError> {
        let mut inner = match self.inner.lock() {
            Ok(g) => g,
            Err(poisoned) => poisoned.into_inner(),
        };
        let Inner { engine, session } = &mut *inner;
        let mut sess = session.take().unwrap_or_else(|| engine.new_session());
        // Reuse the cached prefix, but always evaluate at least one prompt token so the engine
        // has logits to sample from.
        let common = sess
            .tokens()
            .iter()
            .zip(prompt)
            .take_while(|(a, b)| a == b)
            .count()
            .min(prompt.len().saturating_sub(1));
        sess.truncate(common);
        let sampling = SamplingParams {
            temperature: params.temperature,
            top_p: params.top_p,
            repetition_penalty: params.repetition_penalty,
            seed: params.seed,
            ..SamplingParams::default()
        };
        // The engine's end-of-generation set already holds every EOG token the vocabulary
        // knows (EOS, EOT, `<|im_end|>`, ...), computed once at load from the same tokenizer.
        let stop = StopConditions {
            max_tokens: params.max_tokens,
            stop_at_eog: true,
            ..StopConditions::default()
        };
        let mut decoder = self.tokenizer.stream(false);
        let mut reported = 0usize;
        let mut cancelled = false;
        let script = match &params.constraint {
            Some(c) => Some(ScriptHook::new(self.vocab()?, self.script(c)?)?),
            None => None,
        };
        let probe = std::rc::Rc::new(std::cell::RefCell::new(None));
        let mut hook = LogprobHook {
            script,
            top: params.logprobs,
            logits: Vec::new(),
            out: probe.clone(),
        };
        let use_hook = hook.script.is_some() || hook.top.is_some();
        let result = engine.generate_constrained(
            &mut sess,
            &prompt[common..],
            &sampling,
            &stop,
            use_hook.then_some(&mut hook as &mut dyn LogitsHook),
            |tok| {
                if self.tokenizer.is_eog(tok) {
                    // Not shown to the client; the engine stops on it (see `stop_tokens`).
                    return ControlFlow::Continue(());
                }
                reported += 1;
                let logprob = probe
                    .borrow_mut()
                    .take()
                    .map(|(lp, top): (f32, Vec<(u32, f32)>)| {
                        let entry = |id: u32| {
                            let bytes = self.tokenizer.token_to_piece(id, false).to_vec();
                            (String::from_utf8_lossy(&bytes).into_owned(), bytes)
                        };
                        let (token, bytes) = entry(tok);
                        TokenLogprob {
                            token,
                            bytes,
                            logprob: lp,
                            top: top
                                .into_iter()
                                .map(|(id, l)| {
                                    let (t, b) = entry(id);
                                    (t, b, l)
                                })
                                .collect(),
                        }
                    });
                let piece = TokenPiece {
                    id: Some(tok),
                    text: decoder.push(tok),
                    logprob,
                };
                let flow = on_piece(&piece);
                cancelled |= flow.is_break();
                flow
            },
        );
        if let Ok(mut g) = self.gauges.lock() {
            *g = gauges_of(engine);
        }
        // On an error the session is dropped (not put back), so the next request starts clean.
        let out = result?;
        if !cancelled {
            let tail = decoder.finish();
            if !tail.is_empty() {
                let _ = on_piece(&TokenPiece {
                    id: None,
                    text: tail,
                    logprob: None,
                });
            }
        }
        *session = Some(sess);
        let stop = match out.finish {
            FinishReason::Stop => StopReason::EndOfText,
            FinishReason::Length | FinishReason::ContextFull => StopReason::MaxTokens,
            FinishReason::Cancelled => StopReason::Cancelled,
        };
        Ok(GenerationStats {
            stop,
            completion_tokens: reported,
            prompt_tokens: prompt.len(),
            prefill_seconds: out.prefill_s,
            decode_seconds: out.decode_s,
        })
    }
}

/// The server's hook: the constraint's script (if any), and the log-probabilities of each
/// token when the request asked for them, taken from the logits the sampler sees (after the
/// grammar's mask).
struct LogprobHook {
    script: Option<ScriptHook>,
    top: Option<usize>,
    /// A copy of the last step's logits (only while log-probabilities are wanted).
    logits: Vec<f32>,
    /// The accepted token's (log-probability, top alternatives), read by the token callback.
    out: Probe,
}

/// A token's (log-probability, top alternatives), passed from the hook to the token callback.
type Probe = std::rc::Rc<std::cell::RefCell<Option<(f32, Vec<(u32, f32)>)>>>;

impl LogitsHook for LogprobHook {
    fn before_sample(&mut self, logits: &mut [f32]) -> Result<HookAction, RuntimeError> {
        let action = match &mut self.script {
            Some(s) => s.before_sample(logits)?,
            None => HookAction::Sample,
        };
        if self.top.is_some() && action != HookAction::Finish {
            self.logits.clear();
            self.logits.extend_from_slice(logits);
        }
        Ok(action)
    }

    fn accept(&mut self, token: u32) -> Result<(), RuntimeError> {
        if let Some(s) = &mut self.script {
            s.accept(token)?;
        }
        if let Some(k) = self.top
            && !self.logits.is_empty()
        {
            *self.out.borrow_mut() = Some(log_probs(&self.logits, token, k));
        }
        Ok(())
    }

    fn is_finished(&self) -> bool {
        self.script.as_ref().is_some_and(|s| s.is_finished())
    }
}

/// The log-softmax of `logits` at `token`, and the `k` most likely tokens (ties to the lower
/// id). A token the mask removed (−∞) has log-probability −∞, reported as −9999 as OpenAI does.
fn log_probs(logits: &[f32], token: u32, k: usize) -> (f32, Vec<(u32, f32)>) {
    let max = logits.iter().copied().fold(f32::NEG_INFINITY, f32::max);
    if !max.is_finite() {
        return (-9999.0, Vec::new());
    }
    let sum: f64 = logits.iter().map(|&l| f64::from(l - max).exp()).sum();
    let lse = f64::from(max) + sum.ln();
    let lp = |l: f32| {
        let v = (f64::from(l) - lse) as f32;
        if v.is_finite() { v } else { -9999.0 }
    };
    let chosen = logits.get(token as usize).map_or(-9999.0, |&l| lp(l));
    let mut top: Vec<(u32, f32)> = Vec::with_capacity(k + 1);
    if k > 0 {
        for (i, &l) in logits.iter().enumerate() {
            if !l.is_finite() {
                continue;
            }
            if top.len() == k && top.last().is_some_and(|&(_, m)| l <= m) {
                continue;
            }
            let at = top.partition_point(|&(_, m)| m >= l);
            top.insert(at, (i as u32, l));
            top.truncate(k);
        }
    }
    (chosen, top.into_iter().map(|(i, l)| (i, lp(l))).collect())
}

#[cfg(test)]
mod tests {
    use super::log_probs;

    #[test]
    fn log_probs_are_a_log_softmax_with_sorted_alternatives() {
        let logits = [0.0f32, 2.0, f32::NEG_INFINITY, 2.0, 1.0];
        let (lp, top) = log_probs(&logits, 4, 3);
        let z: f32 = [0.0f32, 2.0, 2.0, 1.0].iter().map(|l| l.exp()).sum();
        assert!((lp - (1.0 - z.ln())).abs() < 1e-5);
        let ids: Vec<u32> = top.iter().map(|t| t.0).collect();
        assert_eq!(ids, vec![1, 3, 4]);
        assert_eq!(log_probs(&logits, 2, 0).0, -9999.0);
    }
}
