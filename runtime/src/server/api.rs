//! OpenAI request parsing and validation, and the error value the HTTP layer answers with.
//!
//! Requests are parsed field by field from a `serde_json::Value` rather than with one derived
//! struct so that every rejection names the offending field in `param`, as OpenAI's API does.
//! Fields this server does not use (`user`, `metadata`, ...) are accepted and ignored; fields
//! whose meaning it cannot honour (`n > 1`) are refused rather than silently dropped.

use serde_json::{Map, Value, json};

use crate::constrain::{GrammarSpec, valid_tool_name};

/// An error answered to the client: an HTTP status plus OpenAI's error object.
#[derive(Debug, Clone, PartialEq)]
pub struct ApiError {
    /// HTTP status code.
    pub status: u16,
    /// Human-readable explanation.
    pub message: String,
    /// OpenAI's `type` (`invalid_request_error`, `authentication_error`, `server_error`, ...).
    pub kind: &'static str,
    /// The request field at fault, if one is.
    pub param: Option<String>,
    /// A machine-readable code (`model_not_found`, `context_length_exceeded`, ...).
    pub code: Option<&'static str>,
}

impl ApiError {
    /// A 400 `invalid_request_error` about `param`.
    pub fn invalid(param: &str, message: impl Into<String>) -> Self {
        ApiError {
            status: 400,
            message: message.into(),
            kind: "invalid_request_error",
            param: Some(param.to_string()),
            code: None,
        }
    }

    /// A 400 about the request as a whole.
    pub fn bad_request(message: impl Into<String>) -> Self {
        ApiError {
            status: 400,
            message: message.into(),
            kind: "invalid_request_error",
            param: None,
            code: None,
        }
    }

    /// Sets the machine-readable code.
    pub fn with_code(mut self, code: &'static str) -> Self {
        self.code = Some(code);
        self
    }

    /// The JSON body: `{"error":{"message","type","param","code"}}`.
    pub fn body(&self) -> Value {
        json!({"error": {
            "message": self.message,
            "type": self.kind,
            "param": self.param,
            "code": self.code,
        }})
    }
}

/// How much the model may think before answering.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReasoningEffort {
    None,
    Low,
    Medium,
    High,
}

impl ReasoningEffort {
    /// Parses `none|minimal|low|medium|high` (`minimal` counts as `low`).
    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "none" => Some(ReasoningEffort::None),
            "minimal" | "low" => Some(ReasoningEffort::Low),
            "medium" => Some(ReasoningEffort::Medium),
            "high" => Some(ReasoningEffort::High),
            _ => None,
        }
    }

    /// Most tokens the reasoning block may take before its end is forced: low 256, medium
    /// 1024, high 4096; `None` for `none`, which disables thinking altogether.
    pub fn thinking_budget(self) -> Option<usize> {
        match self {
            ReasoningEffort::None => None,
            ReasoningEffort::Low => Some(256),
            ReasoningEffort::Medium => Some(1024),
            ReasoningEffort::High => Some(4096),
        }
    }

    /// The name templates see in `reasoning_effort`.
    pub fn as_str(self) -> &'static str {
        match self {
            ReasoningEffort::None => "none",
            ReasoningEffort::Low => "low",
            ReasoningEffort::Medium => "medium",
            ReasoningEffort::High => "high",
        }
    }
}

/// `tool_choice`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ToolChoice {
    Auto,
    None,
    Required,
    Named(String),
}

/// Settings shared by both generation endpoints.
#[derive(Debug, Clone, PartialEq)]
pub struct Sampling {
    pub max_tokens: Option<u64>,
    pub temperature: f32,
    pub top_p: f32,
    pub seed: Option<u64>,
    pub stop: Vec<String>,
    pub stream: bool,
    pub include_usage: bool,
    pub repetition_penalty: f32,
    /// Log-probabilities: `Some(k)` = each token's and its `k` best alternatives.
    pub logprobs: Option<usize>,
}

/// `response_format`.
#[derive(Debug, Clone, PartialEq)]
pub enum ResponseFormat {
    Text,
    JsonObject,
    JsonSchema {
        schema: Value,
        strict: bool,
    },
    /// Strata's extensions: `{"type": "grammar", "grammar": LARK}` and
    /// `{"type": "regex", "regex": RX}`.
    Grammar(GrammarSpec),
}

/// A validated `POST /v1/chat/completions` body.
#[derive(Debug, Clone, PartialEq)]
pub struct ChatRequest {
    pub model: String,
    /// Messages normalised for the chat template.
    pub messages: Vec<Value>,
    pub tools: Option<Vec<Value>>,
    pub tool_choice: ToolChoice,
    pub reasoning_effort: Option<ReasoningEffort>,
    pub response_format: ResponseFormat,
    /// Whether the model may make more than one tool call (default true, as in OpenAI's API).
    pub parallel_tool_calls: bool,
    pub sampling: Sampling,
}

/// The prompt of a completions request.
#[derive(Debug, Clone, PartialEq)]
pub enum PromptInput {
    Text(String),
    Tokens(Vec<u32>),
}

/// A validated `POST /v1/completions` body.
#[derive(Debug, Clone, PartialEq)]
pub struct CompletionRequest {
    pub model: String,
    pub prompt: PromptInput,
    pub echo: bool,
    pub sampling: Sampling,
}

/// Largest `max_tokens` accepted before the context check (keeps arithmetic far from overflow).
const MAX_TOKENS_LIMIT: u64 = 1 << 32;

/// Parses a request body into a JSON object.
pub fn parse_object(body: &[u8]) -> Result<Map<String, Value>, ApiError> {
    let value: Value = serde_json::from_slice(body).map_err(|e| {
        ApiError::bad_request(format!("the request body is not valid JSON: {e}"))
            .with_code("invalid_json")
    })?;
    match value {
        Value::Object(obj) => Ok(obj),
        _ => Err(
            ApiError::bad_request("the request body must be a JSON object")
                .with_code("invalid_json"),
        ),
    }
}

/// A field, with JSON `null` treated as absent.
fn field<'a>(obj: &'a Map<String, Value>, key: &str) -> Option<&'a Value> {
    obj.get(key).filter(|v| !v.is_null())
}

fn type_error(key: &str, expected: &str) -> ApiError {
    ApiError::invalid(key, format!("'{key}' must be {expected}")).with_code("invalid_type")
}

fn opt_bool(obj: &Map<String, Value>, key: &str) -> Result<Option<bool>, ApiError> {
    match field(obj, key) {
        None => Ok(None),
        Some(Value::Bool(b)) => Ok(Some(*b)),
        Some(_) => Err(type_error(key, "a boolean")),
    }
}

fn opt_str<'a>(obj: &'a Map<String, Value>, key: &str) -> Result<Option<&'a str>, ApiError> {
    match field(obj, key) {
        None => Ok(None),
        Some(Value::String(s)) => Ok(Some(s)),
        Some(_) => Err(type_error(key, "a string")),
    }
}

fn opt_number(
    obj: &Map<String, Value>,
    key: &str,
    min: f64,
    max: f64,
) -> Result<Option<f64>, ApiError> {
    match field(obj, key) {
        None => Ok(None),
        Some(Value::Number(n)) => {
            let x = n.as_f64().unwrap_or(f64::NAN);
            if !(min..=max).contains(&x) {
                return Err(ApiError::invalid(
                    key,
                    format!("'{key}' must be between {min} and {max}, got {n}"),
                )
                .with_code("invalid_value"));
            }
            Ok(Some(x))
        }
        Some(_) => Err(type_error(key, "a number")),
    }
}

fn opt_int(obj: &Map<String, Value>, key: &str, min: i64) -> Result<Option<i64>, ApiError> {
    match field(obj, key) {
        None => Ok(None),
        Some(Value::Number(n)) => {
            let Some(x) = n.as_i64() else {
                if n.as_u64().is_some() {
                    return Err(ApiError::invalid(key, format!("'{key}' is too large: {n}"))
                        .with_code("invalid_value"));
                }
                return Err(type_error(key, "an integer"));
            };
            if x < min {
                return Err(ApiError::invalid(
                    key,
                    format!("'{key}' must be at least {min}, got {x}"),
                )
                .with_code("invalid_value"));
            }
            Ok(Some(x))
        }
        Some(_) => Err(type_error(key, "an integer")),
    }
}

fn parse_model(obj: &Map<String, Value>) -> Result<String, ApiError> {
    match opt_str(obj, "model")? {
        Some(m) if !m.is_empty() => Ok(m.to_string()),
        Some(_) => Err(ApiError::invalid("model", "'model' must not be empty")),
        None => Err(
            ApiError::invalid("model", "missing required parameter: 'model'")
                .with_code("missing_required_parameter"),
        ),
    }
}

fn parse_sampling(
    obj: &Map<String, Value>,
    default_max_tokens: Option<u64>,
    chat: bool,
) -> Result<Sampling, ApiError> {
    let max_tokens = match opt_int(obj, "max_completion_tokens", 1)? {
        Some(n) => Some(n),
        None => opt_int(obj, "max_tokens", 1)?,
    };
    let max_tokens = match max_tokens {
        Some(n) if n as u64 > MAX_TOKENS_LIMIT => {
            return Err(
                ApiError::invalid("max_tokens", format!("'max_tokens' is too large: {n}"))
                    .with_code("invalid_value"),
            );
        }
        Some(n) => Some(n as u64),
        None => default_max_tokens,
    };
    let temperature = opt_number(obj, "temperature", 0.0, 2.0)?.unwrap_or(1.0) as f32;
    let top_p = opt_number(obj, "top_p", 0.0, 1.0)?.unwrap_or(1.0) as f32;
    let seed = match field(obj, "seed") {
        None => None,
        Some(Value::Number(n)) => match (n.as_i64(), n.as_u64()) {
            (Some(i), _) => Some(i as u64),
            (None, Some(u)) => Some(u),
            _ => return Err(type_error("seed", "an integer")),
        },
        Some(_) => return Err(type_error("seed", "an integer")),
    };
    let stop = match field(obj, "stop") {
        None => Vec::new(),
        Some(Value::String(s)) => vec![s.clone()],
        Some(Value::Array(items)) => {
            if items.len() > 4 {
                return Err(
                    ApiError::invalid("stop", "'stop' may hold at most 4 sequences")
                        .with_code("invalid_value"),
                );
            }
            items
                .iter()
                .map(|v| match v {
                    Value::String(s) => Ok(s.clone()),
                    _ => Err(type_error("stop", "a string or an array of strings")),
                })
                .collect::<Result<_, _>>()?
        }
        Some(_) => return Err(type_error("stop", "a string or an array of strings")),
    };
    if stop.iter().any(|s| s.len() > 1024) {
        return Err(
            ApiError::invalid("stop", "stop sequences must be at most 1024 bytes")
                .with_code("invalid_value"),
        );
    }
    let stream = opt_bool(obj, "stream")?.unwrap_or(false);
    let include_usage = match field(obj, "stream_options") {
        None => false,
        Some(Value::Object(o)) => opt_bool(o, "include_usage")
            .map_err(|_| type_error("stream_options.include_usage", "a boolean"))?
            .unwrap_or(false),
        Some(_) => return Err(type_error("stream_options", "an object")),
    };
    // OpenAI's presence/frequency penalties have no exact counterpart in the sampler; they are
    // validated and a positive one turns on a mild repetition penalty.
    let presence = opt_number(obj, "presence_penalty", -2.0, 2.0)?.unwrap_or(0.0);
    let frequency = opt_number(obj, "frequency_penalty", -2.0, 2.0)?.unwrap_or(0.0);
    let repetition_penalty = 1.0 + (presence.max(0.0) + frequency.max(0.0)) as f32 * 0.05;
    if let Some(n) = opt_int(obj, "n", 1)?
        && n != 1
    {
        return Err(ApiError::invalid("n", "only n = 1 is supported").with_code("invalid_value"));
    }
    let logprobs = parse_logprobs(obj, chat)?;
    Ok(Sampling {
        max_tokens,
        temperature,
        top_p,
        seed,
        stop,
        stream,
        include_usage,
        repetition_penalty,
        logprobs,
    })
}

/// Chat: `logprobs: bool` with `top_logprobs: 0..=20`; completions: `logprobs: 0..=5`.
fn parse_logprobs(obj: &Map<String, Value>, chat: bool) -> Result<Option<usize>, ApiError> {
    if chat {
        let on = opt_bool(obj, "logprobs")?.unwrap_or(false);
        let top = opt_int(obj, "top_logprobs", 0)?;
        match (on, top) {
            (_, Some(k)) if k > 20 => Err(ApiError::invalid(
                "top_logprobs",
                format!("'top_logprobs' must be at most 20, got {k}"),
            )
            .with_code("invalid_value")),
            (false, Some(_)) => Err(ApiError::invalid(
                "top_logprobs",
                "'top_logprobs' needs 'logprobs' set to true",
            )
            .with_code("invalid_value")),
            (true, k) => Ok(Some(k.unwrap_or(0) as usize)),
            (false, None) => Ok(None),
        }
    } else {
        match opt_int(obj, "logprobs", 0)? {
            Some(k) if k > 5 => Err(ApiError::invalid(
                "logprobs",
                format!("'logprobs' must be at most 5, got {k}"),
            )
            .with_code("invalid_value")),
            k => Ok(k.map(|k| k as usize)),
        }
    }
}

/// Validates a chat-completions body.
pub fn parse_chat(obj: &Map<String, Value>) -> Result<ChatRequest, ApiError> {
    let model = parse_model(obj)?;
    let messages = match field(obj, "messages") {
        None => {
            return Err(
                ApiError::invalid("messages", "missing required parameter: 'messages'")
                    .with_code("missing_required_parameter"),
            );
        }
        Some(Value::Array(items)) if items.is_empty() => {
            return Err(
                ApiError::invalid("messages", "'messages' must not be empty")
                    .with_code("invalid_value"),
            );
        }
        Some(Value::Array(items)) => items
            .iter()
            .enumerate()
            .map(|(i, m)| normalize_message(i, m))
            .collect::<Result<Vec<_>, _>>()?,
        Some(_) => return Err(type_error("messages", "an array")),
    };
    let tools = match field(obj, "tools") {
        None => None,
        Some(Value::Array(items)) => Some(
            items
                .iter()
                .enumerate()
                .map(|(i, t)| validate_tool(i, t))
                .collect::<Result<Vec<_>, _>>()?,
        ),
        Some(_) => return Err(type_error("tools", "an array")),
    };
    let tool_names: Vec<&str> = tools
        .iter()
        .flatten()
        .filter_map(|t| t["function"]["name"].as_str())
        .collect();
    let tool_choice = match field(obj, "tool_choice") {
        None => ToolChoice::Auto,
        Some(Value::String(s)) => {
            match s.as_str() {
                "auto" => ToolChoice::Auto,
                "none" => ToolChoice::None,
                "required" => ToolChoice::Required,
                other => {
                    return Err(ApiError::invalid(
                    "tool_choice",
                    format!("'tool_choice' must be none, auto, required or a function; got '{other}'"),
                )
                .with_code("invalid_value"));
                }
            }
        }
        Some(Value::Object(o)) => match o.get("function").and_then(|f| f.get("name")) {
            Some(Value::String(name)) => ToolChoice::Named(name.clone()),
            _ => {
                return Err(type_error(
                    "tool_choice",
                    "a string or {\"type\":\"function\",\"function\":{\"name\":...}}",
                ));
            }
        },
        Some(_) => return Err(type_error("tool_choice", "a string or an object")),
    };
    match &tool_choice {
        ToolChoice::Required if tool_names.is_empty() => {
            return Err(ApiError::invalid(
                "tool_choice",
                "'tool_choice' is 'required' but no tools were given",
            ));
        }
        ToolChoice::Named(name) if !tool_names.contains(&name.as_str()) => {
            return Err(ApiError::invalid(
                "tool_choice",
                format!("'tool_choice' names function '{name}', which is not in 'tools'"),
            ));
        }
        _ => {}
    }
    let reasoning_effort = match opt_str(obj, "reasoning_effort")? {
        None => None,
        Some(s) => Some(ReasoningEffort::parse(s).ok_or_else(|| {
            ApiError::invalid(
                "reasoning_effort",
                format!("'reasoning_effort' must be none, minimal, low, medium or high; got '{s}'"),
            )
            .with_code("invalid_value")
        })?),
    };
    let response_format = match field(obj, "response_format") {
        None => ResponseFormat::Text,
        Some(Value::Object(o)) => parse_response_format(o)?,
        Some(_) => return Err(type_error("response_format", "an object")),
    };
    let json_object = response_format == ResponseFormat::JsonObject;
    let parallel_tool_calls = opt_bool(obj, "parallel_tool_calls")?.unwrap_or(true);
    if json_object
        && !messages.iter().any(|m| {
            m["content"]
                .as_str()
                .is_some_and(|c| c.to_lowercase().contains("json"))
        })
    {
        return Err(ApiError::invalid(
            "messages",
            "'messages' must contain the word 'json' in some form to use 'response_format' of type 'json_object'",
        ));
    }
    let sampling = parse_sampling(obj, None, true)?;
    Ok(ChatRequest {
        model,
        messages,
        tools,
        tool_choice,
        reasoning_effort,
        response_format,
        parallel_tool_calls,
        sampling,
    })
}

fn parse_response_format(o: &Map<String, Value>) -> Result<ResponseFormat, ApiError> {
    match o.get("type").and_then(Value::as_str) {
        Some("text") => Ok(ResponseFormat::Text),
        Some("json_object") => Ok(ResponseFormat::JsonObject),
        Some("json_schema") => {
            let Some(Value::Object(js)) = o.get("json_schema") else {
                return Err(type_error(
                    "response_format.json_schema",
                    "an object with a 'name' and a 'schema'",
                ));
            };
            match js.get("name") {
                Some(Value::String(n)) if valid_tool_name(n) => {}
                Some(Value::String(n)) => {
                    return Err(ApiError::invalid(
                        "response_format.json_schema.name",
                        format!(
                            "'response_format.json_schema.name' must be 1 to 64 letters, digits, '_' or '-'; got '{n}'"
                        ),
                    )
                    .with_code("invalid_value"));
                }
                _ => {
                    return Err(ApiError::invalid(
                        "response_format.json_schema.name",
                        "missing required parameter: 'response_format.json_schema.name'",
                    )
                    .with_code("missing_required_parameter"));
                }
            }
            let schema = match js.get("schema") {
                None | Some(Value::Null) => json!({}),
                Some(v @ (Value::Object(_) | Value::Bool(_))) => v.clone(),
                Some(_) => {
                    return Err(type_error(
                        "response_format.json_schema.schema",
                        "a JSON Schema object",
                    ));
                }
            };
            let strict = match js.get("strict") {
                None | Some(Value::Null) => false,
                Some(Value::Bool(b)) => *b,
                Some(_) => return Err(type_error("response_format.json_schema.strict", "a boolean")),
            };
            Ok(ResponseFormat::JsonSchema { schema, strict })
        }
        Some("grammar") => match o.get("grammar") {
            Some(Value::String(g)) if !g.trim().is_empty() => {
                Ok(ResponseFormat::Grammar(GrammarSpec::Lark(g.clone())))
            }
            _ => Err(type_error("response_format.grammar", "a non-empty Lark grammar string")),
        },
        Some("regex") => match o.get("regex") {
            Some(Value::String(r)) if !r.is_empty() => {
                Ok(ResponseFormat::Grammar(GrammarSpec::Regex(r.clone())))
            }
            _ => Err(type_error("response_format.regex", "a non-empty regex string")),
        },
        Some(other) => Err(ApiError::invalid(
            "response_format",
            format!(
                "response_format type '{other}' is not supported (use text, json_object, json_schema, grammar or regex)"
            ),
        )
        .with_code("unsupported_parameter")),
        None => Err(type_error("response_format.type", "a string")),
    }
}

/// Checks one message and rewrites it into the shape chat templates expect: text content as a
/// string, `developer` as `system`, tool-call arguments as objects.
fn normalize_message(i: usize, m: &Value) -> Result<Value, ApiError> {
    let param = format!("messages[{i}]");
    let Value::Object(obj) = m else {
        return Err(
            ApiError::invalid(&param, format!("'{param}' must be an object"))
                .with_code("invalid_type"),
        );
    };
    let role = match obj.get("role") {
        Some(Value::String(r)) => r.as_str(),
        Some(_) => {
            return Err(
                ApiError::invalid(&format!("{param}.role"), "'role' must be a string")
                    .with_code("invalid_type"),
            );
        }
        None => {
            return Err(ApiError::invalid(
                &format!("{param}.role"),
                format!("missing required parameter: '{param}.role'"),
            )
            .with_code("missing_required_parameter"));
        }
    };
    let role = match role {
        "system" | "user" | "assistant" | "tool" => role,
        "developer" => "system",
        other => {
            return Err(ApiError::invalid(
                &format!("{param}.role"),
                format!(
                    "unknown role '{other}' (expected system, developer, user, assistant or tool)"
                ),
            )
            .with_code("invalid_value"));
        }
    };
    let content = match obj.get("content") {
        None | Some(Value::Null) => None,
        Some(Value::String(s)) => Some(s.clone()),
        Some(Value::Array(parts)) => {
            let mut text = String::new();
            for (j, part) in parts.iter().enumerate() {
                let pp = format!("{param}.content[{j}]");
                match (part.get("type").and_then(Value::as_str), part.get("text")) {
                    (Some("text"), Some(Value::String(t))) => text.push_str(t),
                    (Some("text"), _) => {
                        return Err(type_error(&pp, "a text part with a string 'text'"));
                    }
                    (Some(other), _) => {
                        return Err(ApiError::invalid(
                            &pp,
                            format!("content part type '{other}' is not supported"),
                        )
                        .with_code("unsupported_parameter"));
                    }
                    (None, _) => return Err(type_error(&pp, "an object with a 'type'")),
                }
            }
            Some(text)
        }
        Some(_) => {
            return Err(type_error(
                &format!("{param}.content"),
                "a string, an array of parts or null",
            ));
        }
    };
    let mut out = Map::new();
    out.insert("role".into(), Value::String(role.into()));
    let tool_calls = match obj.get("tool_calls") {
        None | Some(Value::Null) => None,
        Some(Value::Array(calls)) if role == "assistant" => Some(
            calls
                .iter()
                .enumerate()
                .map(|(j, c)| normalize_tool_call(&format!("{param}.tool_calls[{j}]"), c))
                .collect::<Result<Vec<_>, _>>()?,
        ),
        Some(_) => {
            return Err(type_error(
                &format!("{param}.tool_calls"),
                "an array on an assistant message",
            ));
        }
    };
    if content.is_none() && tool_calls.is_none() {
        return Err(ApiError::invalid(
            &format!("{param}.content"),
            format!("missing required parameter: '{param}.content'"),
        )
        .with_code("missing_required_parameter"));
    }
    out.insert(
        "content".into(),
        // An assistant turn that only calls tools has no content; templates get "" rather than
        // none, since several (ChatML among them) concatenate it unconditionally.
        Value::String(content.unwrap_or_default()),
    );
    if let Some(calls) = tool_calls {
        out.insert("tool_calls".into(), Value::Array(calls));
    }
    for key in ["name", "tool_call_id", "reasoning_content"] {
        match obj.get(key) {
            None | Some(Value::Null) => {}
            Some(Value::String(s)) => {
                out.insert(key.into(), Value::String(s.clone()));
            }
            Some(_) => return Err(type_error(&format!("{param}.{key}"), "a string")),
        }
    }
    Ok(Value::Object(out))
}

fn normalize_tool_call(param: &str, call: &Value) -> Result<Value, ApiError> {
    let function = call
        .get("function")
        .and_then(Value::as_object)
        .ok_or_else(|| type_error(param, "an object with a 'function'"))?;
    let name = function
        .get("name")
        .and_then(Value::as_str)
        .ok_or_else(|| type_error(&format!("{param}.function.name"), "a string"))?;
    let arguments = match function.get("arguments") {
        None | Some(Value::Null) => Value::Object(Map::new()),
        Some(Value::String(s)) => {
            serde_json::from_str::<Value>(s).unwrap_or_else(|_| Value::String(s.clone()))
        }
        Some(v @ Value::Object(_)) => v.clone(),
        Some(_) => {
            return Err(type_error(
                &format!("{param}.function.arguments"),
                "a JSON string",
            ));
        }
    };
    let mut out = json!({"type": "function", "function": {"name": name, "arguments": arguments}});
    if let Some(Value::String(id)) = call.get("id") {
        out["id"] = Value::String(id.clone());
    }
    Ok(out)
}

fn validate_tool(i: usize, tool: &Value) -> Result<Value, ApiError> {
    let param = format!("tools[{i}]");
    if tool.get("type").and_then(Value::as_str) != Some("function") {
        return Err(
            ApiError::invalid(&param, "only tools of type 'function' are supported")
                .with_code("invalid_value"),
        );
    }
    match tool.get("function").and_then(|f| f.get("name")) {
        Some(Value::String(name)) if valid_tool_name(name) => {}
        Some(Value::String(name)) if !name.is_empty() => {
            return Err(ApiError::invalid(
                &format!("{param}.function.name"),
                format!("function name '{name}' must be 1 to 64 letters, digits, '_' or '-'"),
            )
            .with_code("invalid_value"));
        }
        _ => {
            return Err(type_error(
                &format!("{param}.function.name"),
                "a non-empty string",
            ));
        }
    }
    if let Some(p) = tool["function"].get("parameters")
        && !p.is_object()
        && !p.is_boolean()
        && !p.is_null()
    {
        return Err(type_error(
            &format!("{param}.function.parameters"),
            "a JSON Schema object",
        ));
    }
    Ok(tool.clone())
}

/// Validates a completions body. `max_tokens` defaults to 16, as in OpenAI's API.
pub fn parse_completion(obj: &Map<String, Value>) -> Result<CompletionRequest, ApiError> {
    let model = parse_model(obj)?;
    let prompt = match field(obj, "prompt") {
        None => {
            return Err(
                ApiError::invalid("prompt", "missing required parameter: 'prompt'")
                    .with_code("missing_required_parameter"),
            );
        }
        Some(Value::String(s)) => PromptInput::Text(s.clone()),
        Some(Value::Array(items)) if items.len() == 1 && items[0].is_string() => {
            PromptInput::Text(items[0].as_str().unwrap_or_default().to_string())
        }
        Some(Value::Array(items)) if !items.is_empty() && items.iter().all(Value::is_number) => {
            let ids = items
                .iter()
                .map(|v| v.as_u64().and_then(|x| u32::try_from(x).ok()))
                .collect::<Option<Vec<u32>>>()
                .ok_or_else(|| {
                    ApiError::invalid("prompt", "token ids must be non-negative 32-bit integers")
                        .with_code("invalid_value")
                })?;
            PromptInput::Tokens(ids)
        }
        Some(Value::Array(_)) => {
            return Err(ApiError::invalid(
                "prompt",
                "'prompt' must be a string, an array of one string, or a non-empty array of token ids (batches are not supported)",
            )
            .with_code("invalid_value"));
        }
        Some(_) => return Err(type_error("prompt", "a string or an array")),
    };
    if field(obj, "suffix").is_some() {
        return Err(ApiError::invalid("suffix", "'suffix' is not supported")
            .with_code("unsupported_parameter"));
    }
    let echo = opt_bool(obj, "echo")?.unwrap_or(false);
    let sampling = parse_sampling(obj, Some(16), false)?;
    Ok(CompletionRequest {
        model,
        prompt,
        echo,
        sampling,
    })
}
