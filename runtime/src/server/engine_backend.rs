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
use crate::constrain::{Grammar, JsonOptions, LogitsHook, Script, ScriptHook, Step, TokenIndex};
use crate::engine::{Engine, FinishReason, Session, StopConditions};
use crate::error::RuntimeError;
use crate::sampler::SamplingParams;
use crate::tokenizer::Tokenizer;

use super::backend::{
    AnswerShape, ChatInput, EngineGauges, GenerationParams, GenerationStats, ModelBackend,
    OutputConstraint, PromptKind, REASONING_CLOSE, REASONING_OPEN, StopReason, TOOL_CALL_CLOSE,
    TOOL_CALL_OPEN, TokenPiece,
};

/// A loaded engine served over HTTP.
pub struct EngineBackend {
    model_id: String,
    n_ctx: usize,
    n_vocab: usize,
    tokenizer: Tokenizer,
    template: ChatTemplate,
    /// The vocabulary's byte trie for constrained decoding, built on first use.
    index: OnceLock<Arc<TokenIndex>>,
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
        Ok(EngineBackend {
            model_id,
            n_ctx: engine.n_ctx(),
            n_vocab: engine.n_vocab(),
            tokenizer,
            template,
            index: OnceLock::new(),
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

    /// The token index: each token's detokenized bytes, leaving out control and
    /// end-of-generation tokens, which a grammar never allows.
    fn index(&self) -> Arc<TokenIndex> {
        self.index
            .get_or_init(|| {
                let pieces = (0..self.n_vocab as u32)
                    .map(|id| {
                        if self.tokenizer.is_control(id) || self.tokenizer.is_eog(id) {
                            None
                        } else {
                            Some(self.tokenizer.token_to_piece(id, false).to_vec())
                        }
                    })
                    .collect();
                Arc::new(TokenIndex::new(pieces))
            })
            .clone()
    }

    /// Tokens of a fixed piece of text the constraint forces (special-token markup parsed, so
    /// `<think>` or `<tool_call>` become the model's own tokens where the vocabulary has them).
    fn forced(&self, text: &str) -> Vec<u32> {
        self.tokenizer.encode(text, false, true)
    }

    /// Turns the HTTP layer's constraint into a script of forced tokens and grammars.
    fn script(&self, c: &OutputConstraint) -> Result<Script, RuntimeError> {
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
        match &c.answer {
            AnswerShape::Free => steps.push(Step::Free),
            AnswerShape::JsonObject => {
                steps.push(Step::Grammar(Grammar::json(JsonOptions::default())));
            }
            AnswerShape::ToolCall { names } => {
                // The name is written as a JSON string, so each alternative is the quoted,
                // escaped name; the quotes also keep one name from being a prefix of another.
                let quoted = names
                    .iter()
                    .map(|n| serde_json::to_string(n).map(String::into_bytes))
                    .collect::<Result<Vec<_>, _>>()
                    .map_err(|e| RuntimeError::InvalidArgument(format!("tool name: {e}")))?;
                steps.push(Step::Tokens(self.forced(TOOL_CALL_OPEN)));
                steps.push(Step::Grammar(Grammar::seq(vec![
                    Grammar::literal(*b"{\"name\": ")?,
                    Grammar::one_of(quoted)?,
                    Grammar::literal(*b", \"arguments\": ")?,
                    Grammar::json(JsonOptions::default()),
                    Grammar::literal(*b"}")?,
                ])));
                steps.push(Step::Tokens(self.forced(TOOL_CALL_CLOSE)));
            }
        }
        Ok(Script { steps })
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
        let messages = to_template(&serde_json::Value::Array(input.messages.clone()));
        let tools = input
            .tools
            .as_ref()
            .map(|t| to_template(&serde_json::Value::Array(t.clone())));
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
        let mut hook = match &params.constraint {
            Some(c) => Some(ScriptHook::new(self.index(), self.script(c)?)),
            None => None,
        };
        let result = engine.generate_constrained(
            &mut sess,
            &prompt[common..],
            &sampling,
            &stop,
            hook.as_mut().map(|h| h as &mut dyn LogitsHook),
            |tok| {
                if self.tokenizer.is_eog(tok) {
                    // Not shown to the client; the engine stops on it (see `stop_tokens`).
                    return ControlFlow::Continue(());
                }
                reported += 1;
                let piece = TokenPiece {
                    id: Some(tok),
                    text: decoder.push(tok),
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
