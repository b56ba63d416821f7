//! The one interface through which the server reaches a model.
//!
//! Handlers only see [`ModelBackend`], so they can be tested against a scripted model and the
//! real engine plugs in through an adapter (`server::engine_backend`). Generation is called
//! from one worker thread at a time; the other methods may be called from any request task.

use std::ops::ControlFlow;

use serde_json::{Map, Value};

pub use crate::constrain::{GrammarSpec, ToolSchema};
use crate::error::RuntimeError;

/// Which kind of prompt text is being tokenized.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PromptKind {
    /// Text produced by the chat template: special-token markup is parsed, and a BOS token is
    /// added only if the template did not already write one.
    Chat,
    /// A raw `/v1/completions` prompt: BOS is added as the model prefers and special-token
    /// markup is parsed.
    Completion,
}

/// What the chat template is rendered with.
#[derive(Debug, Clone, Default)]
pub struct ChatInput {
    /// Messages as the template sees them (`role`, `content`, `tool_calls`, `tool_call_id`,
    /// `name`, `reasoning_content`).
    pub messages: Vec<Value>,
    /// Tool definitions in OpenAI's form (`{"type":"function","function":{...}}`), if any.
    pub tools: Option<Vec<Value>>,
    /// Append the assistant turn's opening.
    pub add_generation_prompt: bool,
    /// Extra template variables (`enable_thinking`, `reasoning_effort`).
    pub extra: Map<String, Value>,
}

/// Sampling and length settings for one generation.
#[derive(Debug, Clone, PartialEq)]
pub struct GenerationParams {
    /// Most tokens to generate.
    pub max_tokens: usize,
    /// Softmax temperature; 0 means greedy.
    pub temperature: f32,
    /// Nucleus sampling mass (1.0 = off).
    pub top_p: f32,
    /// Random seed; `None` lets the backend choose.
    pub seed: Option<u64>,
    /// Repetition penalty (1.0 = off).
    pub repetition_penalty: f32,
    /// What the output must look like; `None` = free generation. A backend that cannot
    /// constrain decoding may ignore it (the HTTP layer still parses what comes out).
    pub constraint: Option<OutputConstraint>,
    /// Report each generated token's log-probability and this many alternatives
    /// (`None` = no log-probabilities).
    pub logprobs: Option<usize>,
}

/// A token's log-probability as reported to clients.
#[derive(Debug, Clone, PartialEq)]
pub struct TokenLogprob {
    /// The token's text (lossy UTF-8 of its bytes).
    pub token: String,
    /// Its bytes.
    pub bytes: Vec<u8>,
    /// Natural-log probability under the distribution it was sampled from (after the grammar's
    /// mask, before temperature).
    pub logprob: f32,
    /// The most likely tokens at that step, most likely first.
    pub top: Vec<(String, Vec<u8>, f32)>,
}

/// Text that opens a reasoning block (forced when the template expects the model to think).
pub const REASONING_OPEN: &str = "<think>\n";
/// Text that closes a reasoning block, as Qwen3's template writes it (forced when the budget
/// is spent).
pub const REASONING_CLOSE: &str = "\n</think>\n\n";
/// Text that opens a tool call in the Hermes / Qwen JSON form.
pub const TOOL_CALL_OPEN: &str = "<tool_call>\n";
/// Text that closes a tool call.
pub const TOOL_CALL_CLOSE: &str = "\n</tool_call>";

/// How a model writes its answers, which decides the output parser and the markup constrained
/// decoding forces.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum OutputFormat {
    /// `<think>` reasoning and `<tool_call>` / `<function=...>` calls (Qwen, Hermes, ChatML).
    #[default]
    Tags,
    /// OpenAI's harmony channels (gpt-oss): `<|channel|>analysis` reasoning, `final` answers and
    /// `commentary to=functions.NAME` calls ([`super::harmony`]).
    Harmony,
}

impl OutputFormat {
    /// The format a chat template's model writes: harmony when the template writes
    /// `<|channel|>` (the rule llama.cpp uses to pick its gpt-oss handler), else tags.
    pub fn of_template(source: &str) -> Self {
        if source.contains("<|channel|>") {
            OutputFormat::Harmony
        } else {
            OutputFormat::Tags
        }
    }
}

/// Constrained decoding for one generation: an optional reasoning block with a token budget,
/// then an answer of a required shape.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct OutputConstraint {
    /// The output starts inside a reasoning block (opened by the prompt, or by
    /// `open_reasoning`).
    pub reasoning: bool,
    /// Force [`REASONING_OPEN`] first.
    pub open_reasoning: bool,
    /// Most tokens inside the reasoning block before [`REASONING_CLOSE`] is forced.
    pub reasoning_budget: Option<usize>,
    /// The answer after reasoning.
    pub answer: AnswerShape,
}

impl OutputConstraint {
    /// Compiles every grammar the constraint needs against a byte vocabulary (no model needed),
    /// so that a schema llguidance rejects is refused with its reason.
    pub fn check(&self) -> Result<(), RuntimeError> {
        match &self.answer {
            AnswerShape::Free => Ok(()),
            AnswerShape::JsonObject => GrammarSpec::JsonObject.check(),
            AnswerShape::JsonSchema { schema, strict } => GrammarSpec::JsonSchema {
                schema: schema.clone(),
                strict: *strict,
            }
            .check(),
            AnswerShape::Grammar(g) => g.check(),
            AnswerShape::ToolCall { tools, .. } | AnswerShape::Tools { tools, .. } => {
                // Each tool alone, so that the error names the tool at fault.
                for t in tools {
                    GrammarSpec::ToolCall {
                        tools: vec![t.clone()],
                        leading_newline: false,
                    }
                    .check()
                    .map_err(|e| {
                        RuntimeError::InvalidArgument(format!("tool '{}': {e}", t.name))
                    })?;
                }
                Ok(())
            }
        }
    }

    /// Whether the answer is constrained by a grammar (what `/metrics` counts).
    pub fn is_structured(&self) -> bool {
        self.answer != AnswerShape::Free
    }
}

/// The shape the answer must take.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub enum AnswerShape {
    /// Anything.
    #[default]
    Free,
    /// One JSON object; the generation ends when it closes.
    JsonObject,
    /// One JSON value valid against the schema (`response_format: json_schema`).
    JsonSchema {
        schema: serde_json::Value,
        strict: bool,
    },
    /// Output matching a Lark grammar or a regex (the `grammar` / `regex` response formats).
    Grammar(GrammarSpec),
    /// A tool call is required (`tool_choice` required or named): `<tool_call>\n{"name": N,
    /// "arguments": A}\n</tool_call>` with `N` one of `tools` and `A` valid against its
    /// schema. Without `parallel` the generation ends after it; with it the model may go on
    /// and make more calls, each constrained the same way.
    ToolCall {
        tools: Vec<ToolSchema>,
        parallel: bool,
    },
    /// Free text in which every call the model opens (`tool_choice: auto`) is constrained by
    /// the tools' schemas; without `parallel` the generation ends after the first call.
    Tools {
        tools: Vec<ToolSchema>,
        parallel: bool,
    },
}

/// One generated token as the server sees it.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct TokenPiece {
    /// The token id; `None` for a final piece that only flushes text the detokenizer held back.
    pub id: Option<u32>,
    /// The text this token completes: empty while a UTF-8 character is still incomplete, never
    /// half a character. End-of-generation tokens are not reported.
    pub text: String,
    /// The token's log-probability, when the request asked for them.
    pub logprob: Option<TokenLogprob>,
}

/// Why a generation ended, from the backend's side.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StopReason {
    /// The model produced an end-of-generation token.
    EndOfText,
    /// `max_tokens` tokens were generated.
    MaxTokens,
    /// The callback asked to stop (stop string, client gone, shutdown).
    Cancelled,
}

/// Counts and timings of one finished generation.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct GenerationStats {
    /// Why it ended.
    pub stop: StopReason,
    /// Tokens generated (reported pieces, including the one a callback stopped at).
    pub completion_tokens: usize,
    /// Prompt tokens processed.
    pub prompt_tokens: usize,
    /// Seconds spent on the prompt.
    pub prefill_seconds: f64,
    /// Seconds spent generating.
    pub decode_seconds: f64,
}

/// Engine-side gauges for `/metrics`: the expert cache and the VRAM ledger, as of the last
/// finished generation (a scrape never waits for a running one).
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct EngineGauges {
    /// The expert cache's counters, when the engine has one.
    pub experts: Option<crate::engine::ExpertReport>,
    /// The CAR threshold in force (≥ 1 = off), when the engine has an expert cache.
    pub car_threshold: Option<f64>,
    /// VRAM ledger (used, peak) bytes, on a GPU.
    pub vram: Option<(u64, u64)>,
    /// The device expert cache's counters (GPU with a cache).
    pub offload: Option<crate::exec::gpu::cache::CacheStats>,
}

/// A model the server can serve.
pub trait ModelBackend: Send + Sync + 'static {
    /// Gauges for `/metrics` (none by default).
    fn gauges(&self) -> EngineGauges {
        EngineGauges::default()
    }

    /// How the model writes its answers (tags unless the backend says otherwise).
    fn output_format(&self) -> OutputFormat {
        OutputFormat::Tags
    }

    /// The id clients name in `model` and `/v1/models` lists.
    fn model_id(&self) -> &str;

    /// Context length in tokens (prompt plus generated).
    fn context_length(&self) -> usize;

    /// Vocabulary size; token-id prompts must stay below it.
    fn vocab_size(&self) -> usize;

    /// Renders a chat with the model's template.
    fn render_chat(&self, input: &ChatInput) -> Result<String, RuntimeError>;

    /// Tokenizes prompt text.
    fn tokenize(&self, text: &str, kind: PromptKind) -> Result<Vec<u32>, RuntimeError>;

    /// Turns tokens back into text.
    fn detokenize(&self, tokens: &[u32]) -> Result<String, RuntimeError>;

    /// Checks that the backend can enforce `constraint` (for a grammar llguidance refuses: an
    /// `InvalidArgument` naming the problem), before the request is queued. The default
    /// compiles the constraint's grammars against a byte vocabulary.
    fn check_constraint(&self, constraint: &OutputConstraint) -> Result<(), RuntimeError> {
        constraint.check()
    }

    /// Generates from `prompt`, calling `on_piece` for every token until it returns
    /// `ControlFlow::Break`, an end-of-generation token appears, or `max_tokens` is reached.
    fn generate(
        &self,
        prompt: &[u32],
        params: &GenerationParams,
        on_piece: &mut dyn FnMut(&TokenPiece) -> ControlFlow<()>,
    ) -> Result<GenerationStats, RuntimeError>;
}
