//! The HTTP layer: routes, authentication, body limits, the mapping of every error to a status
//! code, and the streaming (SSE) and non-streaming response bodies.
//!
//! A generation request goes: body (size-limited) -> JSON -> validated request -> chat template
//! -> tokens -> context check -> bounded queue -> the decode worker, whose tokens come back over
//! a channel and pass through the stop matcher, the JSON-object guard and the output parser
//! (reasoning, tool calls) before they are sent.

use std::collections::VecDeque;
use std::convert::Infallible;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use axum::Router;
use axum::body::{Body, Bytes};
use axum::extract::{Request, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::middleware::{self, Next};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use serde_json::{Map, Value, json};
use tokio::sync::mpsc::{UnboundedReceiver, unbounded_channel};

use super::ServerConfig;
use super::api::{
    self, ApiError, ChatRequest, CompletionRequest, PromptInput, ReasoningEffort, ResponseFormat,
    Sampling, ToolChoice,
};
use super::backend::{
    AnswerShape, ChatInput, GenerationParams, GenerationStats, ModelBackend, OutputConstraint,
    OutputFormat, PromptKind, StopReason, TokenLogprob, ToolSchema,
};
use super::harmony::HarmonyParser;
use super::metrics::Metrics;
use super::parse::{OutputParser, ParseEvent, ParserOptions, assemble};
use super::stop::{JsonObjectGuard, StopMatcher};
use super::worker::{CancelOnDrop, Job, Worker, WorkerMsg};
use crate::error::RuntimeError;

/// Everything the handlers share.
pub struct AppState {
    pub backend: Arc<dyn ModelBackend>,
    pub config: ServerConfig,
    pub metrics: Arc<Metrics>,
    pub worker: Worker,
    next_id: AtomicU64,
    created: u64,
}

impl std::fmt::Debug for AppState {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AppState")
            .field("model", &self.backend.model_id())
            .finish_non_exhaustive()
    }
}

impl AppState {
    /// Builds the state and starts the decode worker.
    pub fn new(
        backend: Arc<dyn ModelBackend>,
        config: ServerConfig,
    ) -> Result<AppState, RuntimeError> {
        let metrics = Arc::new(Metrics::default());
        let worker = Worker::start(backend.clone(), config.queue_capacity, metrics.clone())?;
        Ok(AppState {
            backend,
            config,
            metrics,
            worker,
            next_id: AtomicU64::new(1),
            created: unix_now(),
        })
    }

    fn new_id(&self, prefix: &str) -> String {
        let n = self.next_id.fetch_add(1, Ordering::Relaxed);
        format!("{prefix}-{:x}{n:06}", self.created)
    }
}

fn unix_now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

/// The router with every route, the API-key check and the JSON fallbacks.
pub fn router(state: Arc<AppState>) -> Router {
    Router::new()
        .route("/health", get(health))
        .route("/v1/models", get(models))
        .route("/v1/models/{id}", get(model_by_id))
        .route("/v1/chat/completions", post(chat))
        .route("/v1/completions", post(completions))
        .route("/metrics", get(metrics))
        .fallback(not_found)
        .method_not_allowed_fallback(method_not_allowed)
        .layer(middleware::from_fn_with_state(state.clone(), auth))
        .with_state(state)
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let status = StatusCode::from_u16(self.status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
        let mut resp = (status, axum::Json(self.body())).into_response();
        if status == StatusCode::UNAUTHORIZED {
            resp.headers_mut()
                .insert(header::WWW_AUTHENTICATE, HeaderValue::from_static("Bearer"));
        }
        resp
    }
}

/// Counts a finished request's error class and passes the response through.
fn finish(state: &AppState, result: Result<Response, ApiError>) -> Response {
    match result {
        Ok(r) => r,
        Err(e) => {
            match e.status {
                503 => state.metrics.rejected.fetch_add(1, Ordering::Relaxed),
                400..=499 => state.metrics.client_errors.fetch_add(1, Ordering::Relaxed),
                _ => state.metrics.server_errors.fetch_add(1, Ordering::Relaxed),
            };
            e.into_response()
        }
    }
}

/// Maps a backend error to a status: bad input the model rejected is the client's fault,
/// anything else is the server's.
fn backend_error(err: RuntimeError) -> ApiError {
    match err {
        RuntimeError::InvalidArgument(msg) => ApiError::bad_request(msg),
        RuntimeError::ContextFull { needed, capacity } => ApiError::invalid(
            "messages",
            format!("this model's context holds {capacity} tokens, but {needed} were requested"),
        )
        .with_code("context_length_exceeded"),
        other => ApiError {
            status: 500,
            message: other.to_string(),
            kind: "server_error",
            param: None,
            code: None,
        },
    }
}

async fn auth(State(state): State<Arc<AppState>>, req: Request, next: Next) -> Response {
    let Some(key) = &state.config.api_key else {
        return next.run(req).await;
    };
    if req.uri().path() == "/health" {
        return next.run(req).await;
    }
    let given = req
        .headers()
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .map(str::trim);
    match given {
        Some(g) if constant_time_eq(g.as_bytes(), key.as_bytes()) => next.run(req).await,
        Some(_) => finish(
            &state,
            Err(ApiError {
                status: 401,
                message: "incorrect API key provided".into(),
                kind: "authentication_error",
                param: None,
                code: Some("invalid_api_key"),
            }),
        ),
        None => finish(
            &state,
            Err(ApiError {
                status: 401,
                message: "missing API key: send 'Authorization: Bearer <key>'".into(),
                kind: "authentication_error",
                param: None,
                code: Some("invalid_api_key"),
            }),
        ),
    }
}

/// Compares without an early exit, so the time taken does not reveal how much of a guessed key
/// was right.
fn constant_time_eq(a: &[u8], b: &[u8]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

async fn not_found(State(state): State<Arc<AppState>>, req: Request) -> Response {
    state.metrics.count_request("other");
    finish(
        &state,
        Err(ApiError {
            status: 404,
            message: format!("no route for {} {}", req.method(), req.uri().path()),
            kind: "invalid_request_error",
            param: None,
            code: Some("not_found"),
        }),
    )
}

async fn method_not_allowed(State(state): State<Arc<AppState>>, req: Request) -> Response {
    state.metrics.count_request("other");
    finish(
        &state,
        Err(ApiError {
            status: 405,
            message: format!(
                "method {} is not allowed on {}",
                req.method(),
                req.uri().path()
            ),
            kind: "invalid_request_error",
            param: None,
            code: Some("method_not_allowed"),
        }),
    )
}

async fn health(State(state): State<Arc<AppState>>) -> Response {
    state.metrics.count_request("health");
    axum::Json(json!({
        "status": "ok",
        "model": state.backend.model_id(),
        "queue_depth": state.metrics.queue_depth.load(Ordering::SeqCst),
    }))
    .into_response()
}

fn model_object(state: &AppState, id: &str) -> Value {
    json!({
        "id": id,
        "object": "model",
        "created": state.created,
        "owned_by": "strata",
        "context_length": state.backend.context_length(),
    })
}

async fn models(State(state): State<Arc<AppState>>) -> Response {
    state.metrics.count_request("models");
    let data: Vec<Value> = std::iter::once(state.backend.model_id().to_string())
        .chain(state.config.aliases.iter().cloned())
        .map(|id| model_object(&state, &id))
        .collect();
    axum::Json(json!({"object": "list", "data": data})).into_response()
}

/// Whether `model` names the served model: its id or an alias, or anything at all unless
/// `strict_model_names` is set.
fn serves(state: &AppState, model: &str) -> bool {
    !state.config.strict_model_names
        || model == state.backend.model_id()
        || state.config.aliases.iter().any(|a| a == model)
}

async fn model_by_id(
    State(state): State<Arc<AppState>>,
    axum::extract::Path(id): axum::extract::Path<String>,
) -> Response {
    state.metrics.count_request("models");
    if id == state.backend.model_id() || state.config.aliases.contains(&id) {
        axum::Json(model_object(&state, &id)).into_response()
    } else {
        finish(&state, Err(unknown_model(&state, &id)))
    }
}

async fn metrics(State(state): State<Arc<AppState>>) -> Response {
    state.metrics.count_request("metrics");
    (
        [(
            header::CONTENT_TYPE,
            HeaderValue::from_static("text/plain; version=0.0.4; charset=utf-8"),
        )],
        {
            let model = state.backend.model_id();
            let mut text = state.metrics.render(model);
            text.push_str(&state.metrics.render_engine(model, &state.backend.gauges()));
            text
        },
    )
        .into_response()
}

fn unknown_model(state: &AppState, model: &str) -> ApiError {
    ApiError {
        status: 404,
        message: format!(
            "the model '{model}' does not exist; this server serves '{}'",
            state.backend.model_id()
        ),
        kind: "invalid_request_error",
        param: Some("model".into()),
        code: Some("model_not_found"),
    }
}

/// Reads the body up to the configured limit.
async fn read_body(state: &AppState, body: Body) -> Result<Bytes, ApiError> {
    axum::body::to_bytes(body, state.config.max_body_bytes)
        .await
        .map_err(|_| ApiError {
            status: 413,
            message: format!(
                "the request body is larger than {} bytes",
                state.config.max_body_bytes
            ),
            kind: "invalid_request_error",
            param: None,
            code: Some("request_too_large"),
        })
}

/// A request that passed validation and is ready to queue.
struct Prepared {
    prompt: Vec<u32>,
    params: GenerationParams,
    sampling: Sampling,
    parser: Option<ParserOptions>,
    /// Which parser reads the output (chat only).
    format: OutputFormat,
    json_object: bool,
    echo: Option<String>,
}

/// The declared tools with their argument schemas.
fn tool_schemas(tools: &[Value]) -> Vec<ToolSchema> {
    let mut out: Vec<ToolSchema> = Vec::new();
    for t in tools {
        let f = &t["function"];
        let Some(name) = f["name"].as_str() else {
            continue;
        };
        if out.iter().any(|s| s.name == name) {
            continue;
        }
        out.push(ToolSchema {
            name: name.to_string(),
            parameters: f.get("parameters").filter(|p| !p.is_null()).cloned(),
            strict: f["strict"].as_bool().unwrap_or(false),
        });
    }
    out
}

/// Refuses a constraint the backend cannot enforce (a schema llguidance rejects) with a 400
/// naming the problem, and counts a structured request.
fn check_constraint(
    state: &AppState,
    params: &GenerationParams,
    param: &str,
) -> Result<(), ApiError> {
    let Some(c) = &params.constraint else {
        return Ok(());
    };
    state.backend.check_constraint(c).map_err(|e| {
        let msg = match e {
            RuntimeError::InvalidArgument(m) => m,
            other => other.to_string(),
        };
        ApiError::invalid(param, msg).with_code("invalid_schema")
    })?;
    if c.is_structured() {
        state.metrics.constrained.fetch_add(1, Ordering::Relaxed);
    }
    Ok(())
}

/// Tokenizes, applies the context limit and builds generation parameters.
fn plan_generation(
    state: &AppState,
    prompt: Vec<u32>,
    sampling: &Sampling,
) -> Result<GenerationParams, ApiError> {
    let ctx = state.backend.context_length();
    if prompt.is_empty() {
        return Err(ApiError::invalid("prompt", "the prompt is empty"));
    }
    if prompt.len() >= ctx {
        return Err(ApiError::invalid(
            "messages",
            format!(
                "this model's context holds {ctx} tokens, but the prompt alone is {} tokens",
                prompt.len()
            ),
        )
        .with_code("context_length_exceeded"));
    }
    let max_tokens = match sampling.max_tokens {
        Some(n) => {
            let n = usize::try_from(n).unwrap_or(usize::MAX);
            if prompt.len().saturating_add(n) > ctx {
                return Err(ApiError::invalid(
                    "max_tokens",
                    format!(
                        "this model's context holds {ctx} tokens, but {} were requested ({} in the prompt, {n} for the completion)",
                        prompt.len().saturating_add(n),
                        prompt.len()
                    ),
                )
                .with_code("context_length_exceeded"));
            }
            n
        }
        None => ctx - prompt.len(),
    };
    Ok(GenerationParams {
        max_tokens,
        temperature: sampling.temperature,
        top_p: sampling.top_p,
        seed: sampling.seed,
        repetition_penalty: sampling.repetition_penalty,
        constraint: None,
        logprobs: sampling.logprobs,
    })
}

fn prepare_chat(state: &AppState, req: &ChatRequest) -> Result<Prepared, ApiError> {
    let effort = req
        .reasoning_effort
        .unwrap_or(state.config.reasoning_effort);
    let mut extra = Map::new();
    extra.insert(
        "enable_thinking".into(),
        Value::Bool(effort != ReasoningEffort::None),
    );
    extra.insert(
        "reasoning_effort".into(),
        Value::String(effort.as_str().into()),
    );
    let tools_on =
        req.tools.as_ref().is_some_and(|t| !t.is_empty()) && req.tool_choice != ToolChoice::None;
    let input = ChatInput {
        messages: req.messages.clone(),
        tools: if tools_on { req.tools.clone() } else { None },
        add_generation_prompt: true,
        extra,
    };
    let text = state
        .backend
        .render_chat(&input)
        .map_err(|e| ApiError::invalid("messages", e.to_string()))?;
    let prompt = state
        .backend
        .tokenize(&text, PromptKind::Chat)
        .map_err(backend_error)?;
    let mut params = plan_generation(state, prompt.clone(), &req.sampling)?;
    let prompt_opens_reasoning = text.trim_end().ends_with("<think>");
    // A template "thinks" when turning thinking off changes its text (Qwen3 then writes an
    // empty `<think></think>` block); only then, or when the prompt itself opened a reasoning
    // block, is the output's reasoning block opened and given a budget.
    let reasoning = effort != ReasoningEffort::None
        && (prompt_opens_reasoning || {
            let mut off = input.clone();
            off.extra
                .insert("enable_thinking".into(), Value::Bool(false));
            off.extra.insert(
                "reasoning_effort".into(),
                Value::String(ReasoningEffort::None.as_str().into()),
            );
            state.backend.render_chat(&off).is_ok_and(|t| t != text)
        });
    let tools = tool_schemas(req.tools.as_deref().unwrap_or_default());
    let parallel = req.parallel_tool_calls;
    let answer = match (&req.tool_choice, &req.response_format) {
        (ToolChoice::Named(name), _) => AnswerShape::ToolCall {
            tools: tools.into_iter().filter(|t| &t.name == name).collect(),
            parallel: false,
        },
        (ToolChoice::Required, _) => AnswerShape::ToolCall { tools, parallel },
        (_, ResponseFormat::JsonObject) => AnswerShape::JsonObject,
        (_, ResponseFormat::JsonSchema { schema, strict }) => AnswerShape::JsonSchema {
            schema: schema.clone(),
            strict: *strict,
        },
        (_, ResponseFormat::Grammar(g)) => AnswerShape::Grammar(g.clone()),
        (ToolChoice::Auto, ResponseFormat::Text) if tools_on => {
            AnswerShape::Tools { tools, parallel }
        }
        _ => AnswerShape::Free,
    };
    if reasoning || answer != AnswerShape::Free {
        params.constraint = Some(OutputConstraint {
            reasoning,
            open_reasoning: reasoning && !prompt_opens_reasoning,
            reasoning_budget: effort.thinking_budget(),
            answer,
        });
    }
    let param = if matches!(
        params.constraint.as_ref().map(|c| &c.answer),
        Some(AnswerShape::ToolCall { .. } | AnswerShape::Tools { .. })
    ) {
        "tools"
    } else {
        "response_format"
    };
    check_constraint(state, &params, param)?;
    Ok(Prepared {
        prompt,
        params,
        sampling: req.sampling.clone(),
        parser: Some(ParserOptions {
            tools: tools_on,
            start_in_reasoning: prompt_opens_reasoning,
            max_call_bytes: state.config.max_tool_call_bytes,
        }),
        format: state.backend.output_format(),
        json_object: req.response_format == ResponseFormat::JsonObject,
        echo: None,
    })
}

fn prepare_completion(state: &AppState, req: &CompletionRequest) -> Result<Prepared, ApiError> {
    let (prompt, text) = match &req.prompt {
        PromptInput::Text(text) => (
            state
                .backend
                .tokenize(text, PromptKind::Completion)
                .map_err(backend_error)?,
            text.clone(),
        ),
        PromptInput::Tokens(ids) => {
            let vocab = state.backend.vocab_size();
            if let Some(bad) = ids.iter().find(|&&t| t as usize >= vocab) {
                return Err(ApiError::invalid(
                    "prompt",
                    format!("token id {bad} is outside the vocabulary (size {vocab})"),
                )
                .with_code("invalid_value"));
            }
            let text = if req.echo {
                state.backend.detokenize(ids).map_err(backend_error)?
            } else {
                String::new()
            };
            (ids.clone(), text)
        }
    };
    let params = plan_generation(state, prompt.clone(), &req.sampling)?;
    Ok(Prepared {
        prompt,
        params,
        sampling: req.sampling.clone(),
        parser: None,
        format: OutputFormat::Tags,
        json_object: false,
        echo: req.echo.then_some(text),
    })
}

/// The output parser of the model's format.
enum Parser {
    Tags(OutputParser),
    Harmony(HarmonyParser),
}

impl Parser {
    fn push(&mut self, text: &str, out: &mut Vec<ParseEvent>) {
        match self {
            Parser::Tags(p) => p.push(text, out),
            Parser::Harmony(p) => p.push(text, out),
        }
    }

    fn finish(&mut self, out: &mut Vec<ParseEvent>) {
        match self {
            Parser::Tags(p) => p.finish(out),
            Parser::Harmony(p) => p.finish(out),
        }
    }

    fn in_open_call(&self) -> bool {
        match self {
            Parser::Tags(p) => p.in_open_call(),
            Parser::Harmony(p) => p.in_open_call(),
        }
    }
}

/// The post-processing of one generation's text: stop strings, JSON guard, output parser.
struct Pipeline {
    stop: StopMatcher,
    json: Option<JsonObjectGuard>,
    parser: Option<Parser>,
    /// Ended early by a stop string or a finished JSON object.
    ended: bool,
    /// Log-probabilities of tokens not yet reported.
    logprobs: Vec<TokenLogprob>,
    /// Whether the output ended inside a tool call cut short.
    open_call: bool,
}

impl Pipeline {
    fn new(p: &Prepared) -> Self {
        Pipeline {
            stop: StopMatcher::new(p.sampling.stop.clone()),
            json: p.json_object.then(JsonObjectGuard::default),
            parser: p.parser.map(|o| match p.format {
                OutputFormat::Tags => Parser::Tags(OutputParser::new(o)),
                OutputFormat::Harmony => Parser::Harmony(HarmonyParser::new(o)),
            }),
            ended: false,
            logprobs: Vec::new(),
            open_call: false,
        }
    }

    fn push(&mut self, text: &str, out: &mut Vec<ParseEvent>) {
        if self.ended {
            return;
        }
        let released = self.stop.push(text);
        self.feed(&released, out);
        if self.stop.stopped() {
            self.end(out);
        }
    }

    /// Flushes what is held back: at the natural end of generation, or after an early stop.
    fn end(&mut self, out: &mut Vec<ParseEvent>) {
        if self.ended {
            return;
        }
        let rest = self.stop.finish();
        self.feed(&rest, out);
        self.open_call = self.parser.as_ref().is_some_and(Parser::in_open_call);
        if let Some(parser) = &mut self.parser {
            let mut events = Vec::new();
            parser.finish(&mut events);
            self.guard(events, out);
        }
        self.ended = true;
    }

    fn feed(&mut self, text: &str, out: &mut Vec<ParseEvent>) {
        if text.is_empty() {
            return;
        }
        match &mut self.parser {
            Some(parser) => {
                let mut events = Vec::new();
                parser.push(text, &mut events);
                self.guard(events, out);
            }
            None => out.push(ParseEvent::Content(text.to_string())),
        }
    }

    fn guard(&mut self, events: Vec<ParseEvent>, out: &mut Vec<ParseEvent>) {
        for ev in events {
            match (ev, &mut self.json) {
                (ParseEvent::Content(t), Some(g)) => {
                    let kept = g.push(&t);
                    if !kept.is_empty() {
                        out.push(ParseEvent::Content(kept.to_string()));
                    }
                }
                (ev, _) => out.push(ev),
            }
        }
        if self.json.as_ref().is_some_and(JsonObjectGuard::done) {
            self.ended = true;
        }
    }
}

/// The OpenAI `finish_reason`: `tool_calls` when the output ends with complete calls (also
/// when the token limit fell right after one), `length` when it was cut short (inside a call
/// too), else `stop`.
fn finish_reason(
    stats: &GenerationStats,
    early_stop: bool,
    tool_calls: usize,
    open_call: bool,
) -> &'static str {
    if tool_calls > 0 && !open_call {
        "tool_calls"
    } else if !early_stop && stats.stop == StopReason::MaxTokens {
        "length"
    } else {
        "stop"
    }
}

/// Chat's `logprobs` object for these tokens.
fn chat_logprobs(lps: &[TokenLogprob]) -> Value {
    let entry = |t: &str, b: &[u8], l: f32| json!({"token": t, "logprob": l, "bytes": b});
    json!({"content": lps.iter().map(|lp| {
        let mut e = entry(&lp.token, &lp.bytes, lp.logprob);
        e["top_logprobs"] = Value::Array(lp.top.iter().map(|(t, b, l)| entry(t, b, *l)).collect());
        e
    }).collect::<Vec<_>>(), "refusal": null})
}

/// Completions' `logprobs` object for these tokens, text offsets counted from `offset`.
fn completion_logprobs(lps: &[TokenLogprob], mut offset: usize) -> Value {
    let mut text_offset = Vec::with_capacity(lps.len());
    for lp in lps {
        text_offset.push(offset);
        offset += lp.token.len();
    }
    json!({
        "tokens": lps.iter().map(|l| l.token.clone()).collect::<Vec<_>>(),
        "token_logprobs": lps.iter().map(|l| l.logprob).collect::<Vec<_>>(),
        "top_logprobs": lps.iter().map(|l| {
            Value::Object(l.top.iter().map(|(t, _, p)| (t.clone(), json!(p))).collect())
        }).collect::<Vec<_>>(),
        "text_offset": text_offset,
    })
}

fn usage(prompt_tokens: usize, completion_tokens: usize) -> Value {
    json!({
        "prompt_tokens": prompt_tokens,
        "completion_tokens": completion_tokens,
        "total_tokens": prompt_tokens + completion_tokens,
    })
}

/// Queues a prepared generation; the returned guard cancels it when dropped.
fn submit(
    state: &AppState,
    p: &Prepared,
) -> Result<(UnboundedReceiver<WorkerMsg>, CancelOnDrop), ApiError> {
    let (tx, rx) = unbounded_channel();
    let cancel = Arc::new(AtomicBool::new(false));
    let job = Job {
        prompt: p.prompt.clone(),
        params: p.params.clone(),
        cancel: cancel.clone(),
        tx,
    };
    state
        .worker
        .try_submit(job, &state.metrics)
        .map_err(|_| ApiError {
            status: 503,
            message: format!(
                "the server is busy: {} requests are already waiting; retry later",
                state.config.queue_capacity
            ),
            kind: "server_error",
            param: None,
            code: Some("queue_full"),
        })?;
    Ok((rx, CancelOnDrop(cancel)))
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Chat,
    Completion,
}

async fn chat(State(state): State<Arc<AppState>>, body: Body) -> Response {
    state.metrics.count_request("chat");
    let result = async {
        let bytes = read_body(&state, body).await?;
        let obj = api::parse_object(&bytes)?;
        let req = api::parse_chat(&obj)?;
        if !serves(&state, &req.model) {
            return Err(unknown_model(&state, &req.model));
        }
        let st = state.clone();
        let prepared = tokio::task::spawn_blocking(move || prepare_chat(&st, &req))
            .await
            .map_err(|e| backend_error(RuntimeError::Server(e.to_string())))??;
        respond(&state, prepared, Kind::Chat).await
    }
    .await;
    finish(&state, result)
}

async fn completions(State(state): State<Arc<AppState>>, body: Body) -> Response {
    state.metrics.count_request("completions");
    let result = async {
        let bytes = read_body(&state, body).await?;
        let obj = api::parse_object(&bytes)?;
        let req = api::parse_completion(&obj)?;
        if !serves(&state, &req.model) {
            return Err(unknown_model(&state, &req.model));
        }
        let st = state.clone();
        let prepared = tokio::task::spawn_blocking(move || prepare_completion(&st, &req))
            .await
            .map_err(|e| backend_error(RuntimeError::Server(e.to_string())))??;
        respond(&state, prepared, Kind::Completion).await
    }
    .await;
    finish(&state, result)
}

async fn respond(state: &Arc<AppState>, p: Prepared, kind: Kind) -> Result<Response, ApiError> {
    let (rx, guard) = submit(state, &p)?;
    if p.sampling.stream {
        Ok(stream_response(state, p, kind, rx, guard))
    } else {
        whole_response(state, p, kind, rx, guard).await
    }
}

/// Collects a whole generation. If the client goes away, this future is dropped with `guard`,
/// which cancels the generation.
async fn whole_response(
    state: &Arc<AppState>,
    p: Prepared,
    kind: Kind,
    mut rx: UnboundedReceiver<WorkerMsg>,
    guard: CancelOnDrop,
) -> Result<Response, ApiError> {
    let mut pipeline = Pipeline::new(&p);
    let mut events = Vec::new();
    let stats = loop {
        match rx.recv().await {
            Some(WorkerMsg::Started) => {}
            Some(WorkerMsg::Piece(piece)) => {
                if !pipeline.ended
                    && let Some(lp) = piece.logprob
                {
                    pipeline.logprobs.push(lp);
                }
                pipeline.push(&piece.text, &mut events);
                if pipeline.ended {
                    guard.0.store(true, Ordering::SeqCst);
                }
            }
            Some(WorkerMsg::Done(result)) => break result.map_err(backend_error)?,
            None => {
                return Err(backend_error(RuntimeError::Server(
                    "the decode worker stopped".into(),
                )));
            }
        }
    };
    let early = pipeline.ended;
    pipeline.end(&mut events);
    drop(guard);
    let parsed = assemble(events);
    let mut content = p.echo.clone().unwrap_or_default();
    content.push_str(&parsed.content);
    let reasoning = parsed.reasoning;
    let calls = parsed.calls;
    let reason = finish_reason(&stats, early, calls.len(), pipeline.open_call);
    let usage = usage(p.prompt.len(), stats.completion_tokens);
    let want_logprobs = p.sampling.logprobs.is_some();
    let echo_len = p.echo.as_ref().map_or(0, String::len);
    let body = match kind {
        Kind::Completion => json!({
            "id": state.new_id("cmpl"),
            "object": "text_completion",
            "created": unix_now(),
            "model": state.backend.model_id(),
            "choices": [{"index": 0, "text": content,
                "logprobs": if want_logprobs { completion_logprobs(&pipeline.logprobs, echo_len) } else { Value::Null },
                "finish_reason": reason}],
            "usage": usage,
        }),
        Kind::Chat => {
            let mut message = json!({"role": "assistant", "content": content});
            if !calls.is_empty() {
                if content.is_empty() {
                    message["content"] = Value::Null;
                }
                message["tool_calls"] = Value::Array(
                    calls
                        .iter()
                        .map(|c| {
                            json!({
                                "id": state.new_id("call"),
                                "type": "function",
                                "function": {"name": c.name, "arguments": c.arguments},
                            })
                        })
                        .collect(),
                );
            }
            if !reasoning.is_empty() {
                message["reasoning_content"] = Value::String(reasoning);
            }
            json!({
                "id": state.new_id("chatcmpl"),
                "object": "chat.completion",
                "created": unix_now(),
                "model": state.backend.model_id(),
                "choices": [{"index": 0, "message": message,
                    "logprobs": if want_logprobs { chat_logprobs(&pipeline.logprobs) } else { Value::Null },
                    "finish_reason": reason}],
                "usage": usage,
            })
        }
    };
    Ok(axum::Json(body).into_response())
}

/// State of one SSE stream. Dropping it (client gone) drops `guard`, which cancels decoding.
struct StreamState {
    state: Arc<AppState>,
    kind: Kind,
    id: String,
    created: u64,
    rx: UnboundedReceiver<WorkerMsg>,
    guard: CancelOnDrop,
    pipeline: Pipeline,
    prompt_tokens: usize,
    include_usage: bool,
    echo: Option<String>,
    pending: VecDeque<Event>,
    tool_calls: usize,
    done: bool,
    /// Whether the request asked for log-probabilities.
    want_logprobs: bool,
    /// Text already sent (for completions' text offsets).
    sent_bytes: usize,
}

impl StreamState {
    fn chunk(&mut self, delta: Value, finish: Option<&str>) -> Event {
        // Tokens whose log-probabilities are not yet sent ride on this chunk.
        let lps = std::mem::take(&mut self.pipeline.logprobs);
        let body = match self.kind {
            Kind::Chat => json!({
                "id": self.id,
                "object": "chat.completion.chunk",
                "created": self.created,
                "model": self.state.backend.model_id(),
                "choices": [{"index": 0, "delta": delta,
                    "logprobs": if self.want_logprobs && !lps.is_empty() { chat_logprobs(&lps) } else { Value::Null },
                    "finish_reason": finish}],
            }),
            Kind::Completion => {
                let text = delta.get("content").and_then(Value::as_str).unwrap_or("");
                let offset = self.sent_bytes;
                self.sent_bytes += text.len();
                json!({
                    "id": self.id,
                    "object": "text_completion",
                    "created": self.created,
                    "model": self.state.backend.model_id(),
                    "choices": [{"index": 0, "text": text,
                        "logprobs": if self.want_logprobs && !lps.is_empty() { completion_logprobs(&lps, offset) } else { Value::Null },
                        "finish_reason": finish}],
                })
            }
        };
        Event::default().data(body.to_string())
    }

    fn emit(&mut self, events: Vec<ParseEvent>) {
        for ev in events {
            let delta = match ev {
                ParseEvent::Content(t) => json!({"content": t}),
                ParseEvent::Reasoning(t) => json!({"reasoning_content": t}),
                ParseEvent::ToolCallStart { name } => {
                    let index = self.tool_calls;
                    self.tool_calls += 1;
                    json!({"tool_calls": [{
                        "index": index,
                        "id": self.state.new_id("call"),
                        "type": "function",
                        "function": {"name": name, "arguments": ""},
                    }]})
                }
                ParseEvent::ToolCallArgs(fragment) => {
                    let index = self.tool_calls.saturating_sub(1);
                    json!({"tool_calls": [{
                        "index": index,
                        "function": {"arguments": fragment},
                    }]})
                }
            };
            let ev = self.chunk(delta, None);
            self.pending.push_back(ev);
        }
    }

    fn on_msg(&mut self, msg: Option<WorkerMsg>) {
        match msg {
            Some(WorkerMsg::Started) => {
                if self.kind == Kind::Chat {
                    let ev = self.chunk(json!({"role": "assistant", "content": ""}), None);
                    self.pending.push_back(ev);
                }
                if let Some(echo) = self.echo.take() {
                    self.emit(vec![ParseEvent::Content(echo)]);
                }
            }
            Some(WorkerMsg::Piece(piece)) => {
                let mut events = Vec::new();
                if !self.pipeline.ended
                    && let Some(lp) = piece.logprob
                {
                    self.pipeline.logprobs.push(lp);
                }
                self.pipeline.push(&piece.text, &mut events);
                if self.pipeline.ended {
                    self.guard.0.store(true, Ordering::SeqCst);
                }
                self.emit(events);
            }
            Some(WorkerMsg::Done(Ok(stats))) => {
                let early = self.pipeline.ended;
                let mut events = Vec::new();
                self.pipeline.end(&mut events);
                self.emit(events);
                let reason = finish_reason(&stats, early, self.tool_calls, self.pipeline.open_call);
                let ev = self.chunk(json!({}), Some(reason));
                self.pending.push_back(ev);
                if self.include_usage {
                    let object = match self.kind {
                        Kind::Chat => "chat.completion.chunk",
                        Kind::Completion => "text_completion",
                    };
                    let body = json!({
                        "id": self.id,
                        "object": object,
                        "created": self.created,
                        "model": self.state.backend.model_id(),
                        "choices": [],
                        "usage": usage(self.prompt_tokens, stats.completion_tokens),
                    });
                    self.pending
                        .push_back(Event::default().data(body.to_string()));
                }
                self.pending.push_back(Event::default().data("[DONE]"));
                self.done = true;
            }
            Some(WorkerMsg::Done(Err(e))) => {
                let err = backend_error(e);
                self.state
                    .metrics
                    .server_errors
                    .fetch_add(1, Ordering::Relaxed);
                self.pending
                    .push_back(Event::default().data(err.body().to_string()));
                self.pending.push_back(Event::default().data("[DONE]"));
                self.done = true;
            }
            None => {
                let err = backend_error(RuntimeError::Server("the decode worker stopped".into()));
                self.pending
                    .push_back(Event::default().data(err.body().to_string()));
                self.done = true;
            }
        }
    }
}

fn stream_response(
    state: &Arc<AppState>,
    p: Prepared,
    kind: Kind,
    rx: UnboundedReceiver<WorkerMsg>,
    guard: CancelOnDrop,
) -> Response {
    let st = StreamState {
        state: state.clone(),
        kind,
        id: state.new_id(if kind == Kind::Chat {
            "chatcmpl"
        } else {
            "cmpl"
        }),
        created: unix_now(),
        rx,
        guard,
        pipeline: Pipeline::new(&p),
        prompt_tokens: p.prompt.len(),
        include_usage: p.sampling.include_usage,
        echo: p.echo.clone(),
        pending: VecDeque::new(),
        tool_calls: 0,
        done: false,
        want_logprobs: p.sampling.logprobs.is_some(),
        sent_bytes: 0,
    };
    let stream = futures_util::stream::unfold(st, |mut st| async move {
        loop {
            if let Some(ev) = st.pending.pop_front() {
                return Some((Ok::<Event, Infallible>(ev), st));
            }
            if st.done {
                return None;
            }
            let msg = st.rx.recv().await;
            st.on_msg(msg);
        }
    });
    Sse::new(stream)
        .keep_alive(KeepAlive::new().interval(Duration::from_secs(5)))
        .into_response()
}
