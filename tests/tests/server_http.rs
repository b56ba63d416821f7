//! The HTTP server against a scripted model on loopback: every route, streaming, tool calls,
//! reasoning, stop strings, the API key, each class of malformed request (status and OpenAI
//! error body, then a good request still succeeds), disconnect cancellation and a bounded load
//! test with the queue full.
//!
//! The scripted model stands in for the engine so that the HTTP behaviour is tested on its own;
//! `server_openai.rs` runs the real binary and engine with the official `openai` client.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::ops::ControlFlow;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use strata_runtime::RuntimeError;
use strata_runtime::server::{
    AnswerShape, BackgroundServer, ChatInput, GenerationParams, GenerationStats, ModelBackend,
    OutputConstraint, PromptKind, ReasoningEffort, ServerConfig, StopReason, TokenPiece,
    ToolSchema,
};

const MODEL: &str = "mock-moe";
const CONTEXT: usize = 512;

/// A model whose tokens are bytes and whose answer is chosen by a keyword in the prompt.
struct Scripted {
    /// Delay per generated token, so that tests can catch a generation in flight.
    token_delay: Duration,
    /// Tokens generated over the model's life (to see cancellation stop decoding).
    generated: AtomicUsize,
    /// Generations that ran.
    runs: AtomicUsize,
    /// The constraint the last generation was asked for.
    last_constraint: std::sync::Mutex<Option<OutputConstraint>>,
}

impl Scripted {
    fn new(token_delay: Duration) -> Arc<Self> {
        Arc::new(Scripted {
            token_delay,
            generated: AtomicUsize::new(0),
            runs: AtomicUsize::new(0),
            last_constraint: std::sync::Mutex::new(None),
        })
    }
}

fn answer_for(prompt: &str) -> String {
    if prompt.contains("CALL_TOOL") {
        "<tool_call>\n{\"name\": \"get_weather\", \"arguments\": {\"city\": \"Paris\"}}\n</tool_call>"
            .into()
    } else if prompt.contains("CODER_TOOL") {
        "<tool_call>\n<function=add>\n<parameter=a>\n2\n</parameter>\n<parameter=b>\n3\n</parameter>\n</function>\n</tool_call>".into()
    } else if prompt.contains("THINK") {
        "<think>\nThe user wants a greeting.\n</think>\n\nHello there!".into()
    } else if prompt.contains("JSON") {
        "{\"answer\": 42, \"note\": \"}\"} and then some chatter".into()
    } else if prompt.contains("FOREVER") {
        "tick ".repeat(400)
    } else {
        "Hello from the mock model. END of the answer.".into()
    }
}

impl ModelBackend for Scripted {
    fn model_id(&self) -> &str {
        MODEL
    }
    fn context_length(&self) -> usize {
        CONTEXT
    }
    fn vocab_size(&self) -> usize {
        256
    }
    fn render_chat(&self, input: &ChatInput) -> Result<String, RuntimeError> {
        let mut s = String::new();
        if let Some(tools) = &input.tools {
            s.push_str(&format!("[tools {}]", tools.len()));
        }
        for m in &input.messages {
            s.push_str(&format!(
                "<{}>{}",
                m["role"].as_str().unwrap_or(""),
                m["content"].as_str().unwrap_or("")
            ));
        }
        if input.extra.get("enable_thinking") == Some(&Value::Bool(false)) {
            s.push_str("<nothink>");
        }
        Ok(s)
    }
    fn tokenize(&self, text: &str, _kind: PromptKind) -> Result<Vec<u32>, RuntimeError> {
        Ok(text.bytes().map(u32::from).collect())
    }
    fn detokenize(&self, tokens: &[u32]) -> Result<String, RuntimeError> {
        let bytes: Vec<u8> = tokens.iter().map(|&t| t as u8).collect();
        Ok(String::from_utf8_lossy(&bytes).into_owned())
    }
    fn generate(
        &self,
        prompt: &[u32],
        params: &GenerationParams,
        on_piece: &mut dyn FnMut(&TokenPiece) -> ControlFlow<()>,
    ) -> Result<GenerationStats, RuntimeError> {
        self.runs.fetch_add(1, Ordering::SeqCst);
        *self.last_constraint.lock().unwrap() = params.constraint.clone();
        let text = self.detokenize(prompt)?;
        let answer = answer_for(&text);
        let mut n = 0;
        let mut stop = StopReason::EndOfText;
        // One token per char, so multi-byte text never splits.
        for c in answer.chars() {
            if n == params.max_tokens {
                stop = StopReason::MaxTokens;
                break;
            }
            if !self.token_delay.is_zero() {
                std::thread::sleep(self.token_delay);
            }
            n += 1;
            self.generated.fetch_add(1, Ordering::SeqCst);
            let piece = TokenPiece {
                id: Some(c as u32 % 256),
                text: c.to_string(),
                logprob: None,
            };
            if on_piece(&piece).is_break() {
                stop = StopReason::Cancelled;
                break;
            }
        }
        Ok(GenerationStats {
            stop,
            completion_tokens: n,
            prompt_tokens: prompt.len(),
            prefill_seconds: 0.001,
            decode_seconds: 0.001 * n as f64,
        })
    }
}

fn agent() -> ureq::Agent {
    ureq::Agent::config_builder()
        .http_status_as_error(false)
        .timeout_global(Some(Duration::from_secs(60)))
        .build()
        .into()
}

/// POSTs raw bytes and returns (status, body parsed as JSON or a string).
fn post_raw(base: &str, path: &str, body: &[u8], key: Option<&str>) -> (u16, Value) {
    let mut req = agent()
        .post(format!("{base}{path}"))
        .header("Content-Type", "application/json");
    if let Some(k) = key {
        req = req.header("Authorization", format!("Bearer {k}"));
    }
    let mut resp = req.send(body).expect("request sent");
    let status = resp.status().as_u16();
    let text = resp
        .body_mut()
        .with_config()
        .limit(64 << 20)
        .read_to_string()
        .expect("body read");
    (
        status,
        serde_json::from_str(&text).unwrap_or(Value::String(text)),
    )
}

fn post(base: &str, path: &str, body: &Value) -> (u16, Value) {
    post_raw(base, path, body.to_string().as_bytes(), None)
}

fn get(base: &str, path: &str, key: Option<&str>) -> (u16, String) {
    let mut req = agent().get(format!("{base}{path}"));
    if let Some(k) = key {
        req = req.header("Authorization", format!("Bearer {k}"));
    }
    let mut resp = req.call().expect("request sent");
    let status = resp.status().as_u16();
    (status, resp.body_mut().read_to_string().expect("body read"))
}

/// Reads an SSE response's `data:` payloads up to `[DONE]`.
fn stream(base: &str, path: &str, body: &Value) -> (u16, Vec<Value>) {
    let mut resp = agent()
        .post(format!("{base}{path}"))
        .header("Content-Type", "application/json")
        .send(body.to_string().as_bytes())
        .expect("request sent");
    let status = resp.status().as_u16();
    let reader = BufReader::new(resp.body_mut().as_reader());
    let mut events = Vec::new();
    for line in reader.lines() {
        let line = line.expect("line");
        if let Some(data) = line.strip_prefix("data: ") {
            if data == "[DONE]" {
                break;
            }
            events.push(serde_json::from_str(data).expect("chunk is JSON"));
        }
    }
    (status, events)
}

fn server(backend: Arc<Scripted>, config: ServerConfig) -> BackgroundServer {
    BackgroundServer::start(backend, config).expect("server starts")
}

fn chat_body(content: &str) -> Value {
    json!({"model": MODEL, "messages": [{"role": "user", "content": content}], "temperature": 0})
}

fn assert_error(status: u16, body: &Value, want_status: u16, param: Option<&str>) {
    assert_eq!(status, want_status, "body: {body}");
    let err = &body["error"];
    assert!(
        err["message"].as_str().is_some_and(|m| !m.is_empty()),
        "{body}"
    );
    assert!(err["type"].as_str().is_some(), "{body}");
    assert!(
        err.get("param").is_some() && err.get("code").is_some(),
        "{body}"
    );
    if let Some(p) = param {
        assert_eq!(err["param"], p, "{body}");
    }
}

#[test]
fn routes_answer_in_openai_shape() {
    let srv = server(Scripted::new(Duration::ZERO), ServerConfig::default());
    let base = srv.url();

    let (status, body) = get(&base, "/health", None);
    assert_eq!(status, 200);
    assert_eq!(
        serde_json::from_str::<Value>(&body).unwrap()["status"],
        "ok"
    );

    let (status, body) = get(&base, "/v1/models", None);
    assert_eq!(status, 200);
    let models: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(models["object"], "list");
    assert_eq!(models["data"][0]["id"], MODEL);

    let (status, body) = post(&base, "/v1/chat/completions", &chat_body("hi"));
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["object"], "chat.completion");
    let msg = &body["choices"][0]["message"];
    assert_eq!(msg["role"], "assistant");
    assert_eq!(
        msg["content"],
        "Hello from the mock model. END of the answer."
    );
    assert_eq!(body["choices"][0]["finish_reason"], "stop");
    let prompt_len = "<user>hi".len() as u64;
    assert_eq!(body["usage"]["prompt_tokens"], prompt_len);
    assert_eq!(body["usage"]["completion_tokens"], 45);
    assert_eq!(body["usage"]["total_tokens"], prompt_len + 45);

    // max_tokens cuts with finish_reason length; stop strings cut before the match.
    let mut b = chat_body("hi");
    b["max_tokens"] = json!(5);
    let (_, body) = post(&base, "/v1/chat/completions", &b);
    assert_eq!(body["choices"][0]["message"]["content"], "Hello");
    assert_eq!(body["choices"][0]["finish_reason"], "length");
    let mut b = chat_body("hi");
    b["stop"] = json!(["END", "zzz"]);
    let (_, body) = post(&base, "/v1/chat/completions", &b);
    assert_eq!(
        body["choices"][0]["message"]["content"],
        "Hello from the mock model. "
    );
    assert_eq!(body["choices"][0]["finish_reason"], "stop");
    // Decoding stops soon after the stop string, but the worker may already have run ahead.
    let stop_tokens = body["usage"]["completion_tokens"].as_u64().unwrap();
    assert!((30..=45).contains(&stop_tokens), "{body}");

    // Completions, with echo and token-id prompts.
    let (status, body) = post(
        &base,
        "/v1/completions",
        &json!({"model": MODEL, "prompt": "Say:", "max_tokens": 5, "echo": true}),
    );
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["object"], "text_completion");
    assert_eq!(body["choices"][0]["text"], "Say:Hello");
    assert_eq!(body["usage"]["prompt_tokens"], 4);
    let (status, body) = post(
        &base,
        "/v1/completions",
        &json!({"model": MODEL, "prompt": [72, 105], "max_tokens": 3}),
    );
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["choices"][0]["text"], "Hel");

    let (status, text) = get(&base, "/metrics", None);
    assert_eq!(status, 200);
    assert!(
        text.contains("strata_requests_total{route=\"chat\"} 3"),
        "{text}"
    );
    assert!(
        text.contains("strata_queue_depth{model=\"mock-moe\"} 0"),
        "{text}"
    );
    assert!(
        text.contains("# TYPE strata_decode_tokens_per_second gauge"),
        "{text}"
    );
    let total = 45 + 5 + stop_tokens + 5 + 3;
    assert!(
        text.contains(&format!(
            "strata_completion_tokens_total{{model=\"mock-moe\"}} {total}"
        )),
        "{text}"
    );
}

#[test]
fn tool_calls_reasoning_and_json_mode() {
    let srv = server(Scripted::new(Duration::ZERO), ServerConfig::default());
    let base = srv.url();
    let tools = json!([{"type": "function", "function": {"name": "get_weather",
        "parameters": {"type": "object", "properties": {"city": {"type": "string"}}}}}]);

    // Hermes JSON form, non-streaming.
    let mut b = chat_body("CALL_TOOL please");
    b["tools"] = tools.clone();
    let (status, body) = post(&base, "/v1/chat/completions", &b);
    assert_eq!(status, 200, "{body}");
    let choice = &body["choices"][0];
    assert_eq!(choice["finish_reason"], "tool_calls");
    assert!(choice["message"]["content"].is_null(), "{body}");
    let call = &choice["message"]["tool_calls"][0];
    assert_eq!(call["type"], "function");
    assert_eq!(call["function"]["name"], "get_weather");
    let args: Value =
        serde_json::from_str(call["function"]["arguments"].as_str().unwrap()).unwrap();
    assert_eq!(args, json!({"city": "Paris"}));
    assert!(call["id"].as_str().is_some_and(|s| !s.is_empty()));

    // The same output without `tools` (or with tool_choice none) is plain content.
    let (_, body) = post(
        &base,
        "/v1/chat/completions",
        &chat_body("CALL_TOOL please"),
    );
    assert!(
        body["choices"][0]["message"]["content"]
            .as_str()
            .unwrap()
            .starts_with("<tool_call>")
    );
    assert_eq!(body["choices"][0]["finish_reason"], "stop");

    // Qwen3-Coder XML form, streaming: parsed whole, so the call arrives as a first delta
    // (index, id, type, name, empty arguments) and one arguments delta.
    let mut b = chat_body("CODER_TOOL");
    b["tools"] = tools.clone();
    b["stream"] = json!(true);
    let (status, chunks) = stream(&base, "/v1/chat/completions", &b);
    assert_eq!(status, 200);
    let calls: Vec<&Value> = chunks
        .iter()
        .filter_map(|c| c["choices"][0]["delta"].get("tool_calls"))
        .collect();
    assert_eq!(calls.len(), 2, "{chunks:?}");
    assert_eq!(calls[0][0]["index"], 0);
    assert_eq!(calls[0][0]["type"], "function");
    assert_eq!(calls[0][0]["function"]["name"], "add");
    assert_eq!(calls[0][0]["function"]["arguments"], "");
    assert_eq!(calls[1][0]["index"], 0);
    assert_eq!(calls[1][0]["function"]["arguments"], r#"{"a":2,"b":3}"#);
    assert_eq!(
        chunks.last().unwrap()["choices"][0]["finish_reason"],
        "tool_calls"
    );

    // Hermes JSON form, streaming: the arguments arrive in several fragments (the scripted
    // model sends one byte per token) that concatenate to the non-streamed arguments.
    let mut b = chat_body("CALL_TOOL: weather in Paris?");
    b["tools"] = tools.clone();
    let (_, whole) = post(&base, "/v1/chat/completions", &b);
    let want = whole["choices"][0]["message"]["tool_calls"][0]["function"]["arguments"].clone();
    b["stream"] = json!(true);
    let (status, chunks) = stream(&base, "/v1/chat/completions", &b);
    assert_eq!(status, 200);
    let deltas: Vec<&Value> = chunks
        .iter()
        .filter_map(|c| c["choices"][0]["delta"].get("tool_calls"))
        .collect();
    assert!(deltas.len() > 2, "{chunks:?}");
    assert_eq!(deltas[0][0]["function"]["name"], "get_weather");
    let args: String = deltas
        .iter()
        .filter_map(|d| d[0]["function"]["arguments"].as_str())
        .collect();
    assert_eq!(Value::String(args), want);
    assert_eq!(
        chunks.last().unwrap()["choices"][0]["finish_reason"],
        "tool_calls"
    );

    // A tool round trip: the assistant's call and the tool's answer go back in as messages.
    let b = json!({"model": MODEL, "tools": tools, "messages": [
        {"role": "user", "content": "weather?"},
        {"role": "assistant", "content": null, "tool_calls": [{"id": "call_1", "type": "function",
            "function": {"name": "get_weather", "arguments": "{\"city\":\"Paris\"}"}}]},
        {"role": "tool", "tool_call_id": "call_1", "content": "sunny"}]});
    let (status, body) = post(&base, "/v1/chat/completions", &b);
    assert_eq!(status, 200, "{body}");

    // Thinking is returned as reasoning_content, streamed and not.
    let (_, body) = post(&base, "/v1/chat/completions", &chat_body("THINK"));
    let msg = &body["choices"][0]["message"];
    assert_eq!(msg["reasoning_content"], "\nThe user wants a greeting.\n");
    assert_eq!(msg["content"], "Hello there!");
    let mut b = chat_body("THINK");
    b["stream"] = json!(true);
    b["stream_options"] = json!({"include_usage": true});
    let (_, chunks) = stream(&base, "/v1/chat/completions", &b);
    let reasoning: String = chunks
        .iter()
        .filter_map(|c| c["choices"][0]["delta"]["reasoning_content"].as_str())
        .collect();
    let content: String = chunks
        .iter()
        .filter_map(|c| c["choices"][0]["delta"]["content"].as_str())
        .collect();
    assert_eq!(reasoning, "\nThe user wants a greeting.\n");
    assert_eq!(content, "Hello there!");
    assert_eq!(chunks[0]["choices"][0]["delta"]["role"], "assistant");
    let last = chunks.last().unwrap();
    assert_eq!(last["choices"], json!([]));
    assert_eq!(last["usage"]["completion_tokens"], 57);

    // reasoning_effort none turns thinking off in the template.
    let mut b = chat_body("THINK");
    b["reasoning_effort"] = json!("none");
    b["max_tokens"] = json!(1);
    let (status, body) = post(&base, "/v1/chat/completions", &b);
    assert_eq!(status, 200);
    let with_none = body["usage"]["prompt_tokens"].as_u64().unwrap();
    assert_eq!(with_none, ("<user>THINK<nothink>".len()) as u64);

    // json_object mode ends the answer when the object closes.
    let mut b = chat_body("reply in JSON");
    b["response_format"] = json!({"type": "json_object"});
    let (_, body) = post(&base, "/v1/chat/completions", &b);
    let content = body["choices"][0]["message"]["content"].as_str().unwrap();
    assert_eq!(
        serde_json::from_str::<Value>(content).unwrap(),
        json!({"answer": 42, "note": "}"})
    );
}

/// What the HTTP layer asks the backend to enforce for each request shape.
#[test]
fn requests_become_the_right_decoding_constraints() {
    let model = Scripted::new(Duration::ZERO);
    let srv = server(model.clone(), ServerConfig::default());
    let base = srv.url();
    let tools = json!([
        {"type": "function", "function": {"name": "get_weather", "parameters": {"type": "object"}}},
        {"type": "function", "function": {"name": "add"}},
    ]);
    let ask = |patch: Value| -> Option<OutputConstraint> {
        let mut b = chat_body("hi, answer in json");
        b["max_tokens"] = json!(1);
        for (k, v) in patch.as_object().unwrap() {
            b[k] = v.clone();
        }
        let (status, body) = post(&base, "/v1/chat/completions", &b);
        assert_eq!(status, 200, "{body}");
        model.last_constraint.lock().unwrap().clone()
    };
    // No thinking, free answer: no constraint at all (decoding exactly as before).
    assert_eq!(ask(json!({"reasoning_effort": "none"})), None);
    // The scripted template changes when thinking is off, so it "thinks": the reasoning block
    // is opened by the constraint and gets the effort's budget.
    let c = ask(json!({"reasoning_effort": "low"})).unwrap();
    assert!(c.reasoning && c.open_reasoning);
    assert_eq!(c.reasoning_budget, Some(256));
    assert_eq!(c.answer, AnswerShape::Free);
    assert_eq!(
        ask(json!({"reasoning_effort": "high"}))
            .unwrap()
            .reasoning_budget,
        Some(4096)
    );
    // Deployment default (medium).
    assert_eq!(ask(json!({})).unwrap().reasoning_budget, Some(1024));
    let c = ask(json!({"reasoning_effort": "none", "response_format": {"type": "json_object"}}))
        .unwrap();
    assert!(!c.reasoning);
    assert_eq!(c.answer, AnswerShape::JsonObject);
    let weather = ToolSchema {
        name: "get_weather".into(),
        parameters: Some(json!({"type": "object"})),
        strict: false,
    };
    let add = ToolSchema {
        name: "add".into(),
        parameters: None,
        strict: false,
    };
    let c = ask(json!({"reasoning_effort": "none", "tools": tools, "tool_choice": "required"}))
        .unwrap();
    assert_eq!(
        c.answer,
        AnswerShape::ToolCall {
            tools: vec![weather.clone(), add.clone()],
            parallel: true,
        }
    );
    let c = ask(
        json!({"reasoning_effort": "none", "tools": tools, "tool_choice": "required",
        "parallel_tool_calls": false}),
    )
    .unwrap();
    assert_eq!(
        c.answer,
        AnswerShape::ToolCall {
            tools: vec![weather.clone(), add.clone()],
            parallel: false,
        }
    );
    let c = ask(json!({"reasoning_effort": "none", "tools": tools,
        "tool_choice": {"type": "function", "function": {"name": "add"}}}))
    .unwrap();
    assert_eq!(
        c.answer,
        AnswerShape::ToolCall {
            tools: vec![add.clone()],
            parallel: false,
        }
    );
    // auto constrains the calls the model opens itself; none leaves the answer free.
    assert_eq!(
        ask(json!({"reasoning_effort": "none", "tools": tools, "tool_choice": "auto"}))
            .unwrap()
            .answer,
        AnswerShape::Tools {
            tools: vec![weather, add],
            parallel: true,
        }
    );
    assert_eq!(
        ask(json!({"reasoning_effort": "none", "tools": tools, "tool_choice": "none"})),
        None
    );
}

#[test]
fn deployment_default_reasoning_effort_applies() {
    let config = ServerConfig {
        reasoning_effort: ReasoningEffort::None,
        ..ServerConfig::default()
    };
    let srv = server(Scripted::new(Duration::ZERO), config);
    let mut b = chat_body("x");
    b["max_tokens"] = json!(1);
    let (_, body) = post(&srv.url(), "/v1/chat/completions", &b);
    assert_eq!(
        body["usage"]["prompt_tokens"],
        "<user>x<nothink>".len() as u64
    );
    b["reasoning_effort"] = json!("high");
    let (_, body) = post(&srv.url(), "/v1/chat/completions", &b);
    assert_eq!(body["usage"]["prompt_tokens"], "<user>x".len() as u64);
}

#[test]
fn malformed_requests_get_openai_errors_and_the_server_keeps_serving() {
    let config = ServerConfig {
        max_body_bytes: 64 * 1024,
        ..ServerConfig::default()
    };
    let srv = server(Scripted::new(Duration::ZERO), config);
    let base = srv.url();
    let chat = "/v1/chat/completions";
    let with = |key: &str, v: Value| {
        let mut b = chat_body("hi");
        b[key] = v;
        b
    };
    let cases: Vec<(&str, Vec<u8>, u16, Option<&str>)> =
        vec![
        ("invalid JSON", b"{\"model\": ".to_vec(), 400, None),
        ("not an object", b"[1, 2]".to_vec(), 400, None),
        ("empty body", Vec::new(), 400, None),
        (
            "missing model",
            json!({"messages": [{"role": "user", "content": "x"}]})
                .to_string()
                .into_bytes(),
            400,
            Some("model"),
        ),
        (
            "missing messages",
            json!({"model": MODEL}).to_string().into_bytes(),
            400,
            Some("messages"),
        ),
        (
            "empty messages",
            json!({"model": MODEL, "messages": []})
                .to_string()
                .into_bytes(),
            400,
            Some("messages"),
        ),
        (
            "messages wrong type",
            json!({"model": MODEL, "messages": "hi"})
                .to_string()
                .into_bytes(),
            400,
            Some("messages"),
        ),
        (
            "bad role",
            json!({"model": MODEL, "messages": [{"role": "wizard", "content": "x"}]})
                .to_string()
                .into_bytes(),
            400,
            Some("messages[0].role"),
        ),
        (
            "content wrong type",
            json!({"model": MODEL, "messages": [{"role": "user", "content": 5}]})
                .to_string()
                .into_bytes(),
            400,
            Some("messages[0].content"),
        ),
        (
            "max_tokens string",
            with("max_tokens", json!("ten")).to_string().into_bytes(),
            400,
            Some("max_tokens"),
        ),
        (
            "max_tokens negative",
            with("max_tokens", json!(-1)).to_string().into_bytes(),
            400,
            Some("max_tokens"),
        ),
        (
            "max_tokens float",
            with("max_tokens", json!(1.5)).to_string().into_bytes(),
            400,
            Some("max_tokens"),
        ),
        (
            "max_tokens huge",
            with("max_tokens", json!(u64::MAX)).to_string().into_bytes(),
            400,
            Some("max_tokens"),
        ),
        (
            "beyond context",
            with("max_tokens", json!(CONTEXT)).to_string().into_bytes(),
            400,
            Some("max_tokens"),
        ),
        (
            "temperature negative",
            with("temperature", json!(-0.5)).to_string().into_bytes(),
            400,
            Some("temperature"),
        ),
        (
            "temperature huge",
            with("temperature", json!(1e300)).to_string().into_bytes(),
            400,
            Some("temperature"),
        ),
        (
            "top_p wrong type",
            with("top_p", json!("high")).to_string().into_bytes(),
            400,
            Some("top_p"),
        ),
        (
            "seed wrong type",
            with("seed", json!([1])).to_string().into_bytes(),
            400,
            Some("seed"),
        ),
        (
            "stream wrong type",
            with("stream", json!("yes")).to_string().into_bytes(),
            400,
            Some("stream"),
        ),
        (
            "stop wrong type",
            with("stop", json!(7)).to_string().into_bytes(),
            400,
            Some("stop"),
        ),
        (
            "bad reasoning_effort",
            with("reasoning_effort", json!("extreme"))
                .to_string()
                .into_bytes(),
            400,
            Some("reasoning_effort"),
        ),
        (
            "tools wrong type",
            with("tools", json!({"a": 1})).to_string().into_bytes(),
            400,
            Some("tools"),
        ),
        (
            "tool_choice unknown function",
            with(
                "tool_choice",
                json!({"type": "function", "function": {"name": "nope"}}),
            )
            .to_string()
            .into_bytes(),
            400,
            Some("tool_choice"),
        ),
        (
            "n > 1",
            with("n", json!(3)).to_string().into_bytes(),
            400,
            Some("n"),
        ),
        (
            "json mode without json",
            with("response_format", json!({"type": "json_object"}))
                .to_string()
                .into_bytes(),
            400,
            Some("messages"),
        ),
        (
            "unknown response_format type",
            with(
                "response_format",
                json!({"type": "xml", "xml_schema": {"name": "x", "schema": {}}}),
            )
            .to_string()
            .into_bytes(),
            400,
            Some("response_format"),
        ),
        (
            "response_format without a type",
            with("response_format", json!({"json": true}))
                .to_string()
                .into_bytes(),
            400,
            Some("response_format.type"),
        ),
        (
            "response_format not an object",
            with("response_format", json!("json_object"))
                .to_string()
                .into_bytes(),
            400,
            Some("response_format"),
        ),
        (
            "tool_choice required without tools",
            with("tool_choice", json!("required"))
                .to_string()
                .into_bytes(),
            400,
            Some("tool_choice"),
        ),
        (
            "tool_choice unknown mode",
            with("tool_choice", json!("always")).to_string().into_bytes(),
            400,
            Some("tool_choice"),
        ),
        (
            "tool_choice object without a name",
            with("tool_choice", json!({"type": "function", "function": {}}))
                .to_string()
                .into_bytes(),
            400,
            Some("tool_choice"),
        ),
        (
            "oversized body",
            format!(
                "{{\"model\":\"{MODEL}\",\"messages\":[{{\"role\":\"user\",\"content\":\"{}\"}}]}}",
                "a".repeat(100 * 1024)
            )
            .into_bytes(),
            413,
            None,
        ),
        (
            "prompt beyond context",
            chat_body(&"a".repeat(CONTEXT)).to_string().into_bytes(),
            400,
            Some("messages"),
        ),
    ];
    for (name, body, want, param) in &cases {
        let (status, resp) = post_raw(&base, chat, body, None);
        assert_error(status, &resp, *want, *param);
        // The next good request still succeeds.
        let (status, ok) = post(&base, chat, &chat_body("hi"));
        assert_eq!(status, 200, "after {name}: {ok}");
    }
    // Completions-specific classes.
    for (body, param) in [
        (json!({"model": MODEL}), "prompt"),
        (json!({"model": MODEL, "prompt": 5}), "prompt"),
        (json!({"model": MODEL, "prompt": [1, -2]}), "prompt"),
        (json!({"model": MODEL, "prompt": [1, 300]}), "prompt"),
        (json!({"model": MODEL, "prompt": "x", "echo": 1}), "echo"),
    ] {
        let (status, resp) = post(&base, "/v1/completions", &body);
        assert_error(status, &resp, 400, Some(param));
    }
    // Unknown route and wrong method are JSON errors too.
    let (status, body) = get(&base, "/v1/nothing", None);
    assert_error(status, &serde_json::from_str(&body).unwrap(), 404, None);
    let (status, body) = get(&base, chat, None);
    assert_error(status, &serde_json::from_str(&body).unwrap(), 405, None);
    let (status, _) = get(&base, "/health", None);
    assert_eq!(status, 200);
}

#[test]
fn api_key_protects_everything_but_health() {
    let config = ServerConfig {
        api_key: Some("s3cret".into()),
        ..ServerConfig::default()
    };
    let srv = server(Scripted::new(Duration::ZERO), config);
    let base = srv.url();
    assert_eq!(get(&base, "/health", None).0, 200);
    for path in ["/v1/models", "/metrics"] {
        let (status, body) = get(&base, path, None);
        assert_error(status, &serde_json::from_str(&body).unwrap(), 401, None);
        let (status, _) = get(&base, path, Some("wrong"));
        assert_eq!(status, 401);
        assert_eq!(get(&base, path, Some("s3cret")).0, 200);
    }
    let body = chat_body("hi").to_string();
    let (status, resp) = post_raw(&base, "/v1/chat/completions", body.as_bytes(), None);
    assert_error(status, &resp, 401, None);
    let (status, _) = post_raw(
        &base,
        "/v1/chat/completions",
        body.as_bytes(),
        Some("s3cret"),
    );
    assert_eq!(status, 200);
}

/// Sends a request by hand and hangs up after `wait`, returning how many tokens the model
/// generated in all by the time decoding went quiet.
fn hang_up_after(
    srv: &BackgroundServer,
    backend: &Scripted,
    body: &Value,
    wait: Duration,
) -> usize {
    let body = body.to_string();
    let mut sock = TcpStream::connect(srv.addr()).unwrap();
    write!(
        sock,
        "POST /v1/chat/completions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    )
    .unwrap();
    std::thread::sleep(wait);
    drop(sock);
    let started = Instant::now();
    let mut last = backend.generated.load(Ordering::SeqCst);
    loop {
        std::thread::sleep(Duration::from_millis(100));
        let now = backend.generated.load(Ordering::SeqCst);
        if now == last {
            return now;
        }
        last = now;
        assert!(
            started.elapsed() < Duration::from_secs(5),
            "generation kept running"
        );
    }
}

#[test]
fn a_disconnecting_non_streaming_client_stops_its_generation() {
    let backend = Scripted::new(Duration::from_millis(5));
    let srv = server(backend.clone(), ServerConfig::default());
    // 2000 tokens at 5 ms each would take 10 s; hanging up after 0.3 s must stop it early.
    let generated = hang_up_after(
        &srv,
        &backend,
        &chat_body("FOREVER"),
        Duration::from_millis(300),
    );
    assert!(
        generated < 1000,
        "{generated} tokens generated after the client left"
    );
    let (status, _) = post(&srv.url(), "/v1/chat/completions", &chat_body("hi"));
    assert_eq!(status, 200);
}

#[test]
fn a_disconnecting_client_stops_its_generation() {
    let backend = Scripted::new(Duration::from_millis(5));
    let srv = server(backend.clone(), ServerConfig::default());
    let mut body = chat_body("FOREVER");
    body["stream"] = json!(true);
    let body = body.to_string();
    let mut sock = TcpStream::connect(srv.addr()).unwrap();
    write!(
        sock,
        "POST /v1/chat/completions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    )
    .unwrap();
    // Wait until some tokens have streamed, then hang up.
    let mut buf = [0u8; 4096];
    let mut seen = 0;
    while seen < 2000 {
        let n = sock.read(&mut buf).unwrap();
        assert!(n > 0);
        seen += n;
    }
    drop(sock);
    let started = Instant::now();
    let mut last = backend.generated.load(Ordering::SeqCst);
    // The answer is 2000 tokens at 5 ms each; stopping means the count stops rising.
    loop {
        std::thread::sleep(Duration::from_millis(100));
        let now = backend.generated.load(Ordering::SeqCst);
        if now == last {
            break;
        }
        last = now;
        assert!(
            started.elapsed() < Duration::from_secs(5),
            "generation kept running"
        );
    }
    assert!(last < 1000, "{last} tokens generated after the client left");
    // The server is free for the next request.
    let (status, _) = post(&srv.url(), "/v1/chat/completions", &chat_body("hi"));
    assert_eq!(status, 200);
}

#[test]
fn load_test_every_request_answered_or_refused() {
    let backend = Scripted::new(Duration::from_micros(200));
    let config = ServerConfig {
        queue_capacity: 3,
        ..ServerConfig::default()
    };
    let srv = server(backend.clone(), config);
    let base = srv.url();
    let ok = Arc::new(AtomicUsize::new(0));
    let busy = Arc::new(AtomicUsize::new(0));
    let threads: Vec<_> = (0..8)
        .map(|t| {
            let (base, ok, busy) = (base.clone(), ok.clone(), busy.clone());
            std::thread::spawn(move || {
                for i in 0..25 {
                    let mut b = chat_body("hi");
                    if (t + i) % 3 == 0 {
                        b["stream"] = json!(true);
                        let (status, chunks) = stream(&base, "/v1/chat/completions", &b);
                        if status == 200 {
                            let text: String = chunks
                                .iter()
                                .filter_map(|c| c["choices"][0]["delta"]["content"].as_str())
                                .collect();
                            assert_eq!(text, "Hello from the mock model. END of the answer.");
                            ok.fetch_add(1, Ordering::SeqCst);
                            continue;
                        }
                        assert_eq!(status, 503);
                        busy.fetch_add(1, Ordering::SeqCst);
                        continue;
                    }
                    let (status, body) = post(&base, "/v1/chat/completions", &b);
                    match status {
                        200 => {
                            assert_eq!(body["choices"][0]["finish_reason"], "stop");
                            ok.fetch_add(1, Ordering::SeqCst);
                        }
                        503 => {
                            assert_eq!(body["error"]["code"], "queue_full", "{body}");
                            busy.fetch_add(1, Ordering::SeqCst);
                        }
                        other => panic!("unexpected status {other}: {body}"),
                    }
                }
            })
        })
        .collect();
    for t in threads {
        t.join().unwrap();
    }
    let (ok, busy) = (ok.load(Ordering::SeqCst), busy.load(Ordering::SeqCst));
    eprintln!("load test: {ok} answered, {busy} refused with 503");
    assert_eq!(ok + busy, 200, "every request is answered or refused");
    assert!(ok >= 4, "only {ok} requests were served");
    assert_eq!(backend.runs.load(Ordering::SeqCst), ok);
    assert_eq!(get(&base, "/health", None).0, 200);
    let (_, metrics) = get(&base, "/metrics", None);
    assert!(
        metrics.contains(&format!(
            "strata_requests_rejected_total{{model=\"mock-moe\"}} {busy}"
        )),
        "{metrics}"
    );
    assert!(metrics.contains("strata_queue_depth{model=\"mock-moe\"} 0"));
    srv.shutdown().unwrap();
}

#[test]
fn official_openai_client_against_the_scripted_model() {
    let config = ServerConfig {
        api_key: Some("test-key".into()),
        ..ServerConfig::default()
    };
    let srv = server(Scripted::new(Duration::ZERO), config);
    let out = strata_tests::run_oracle(
        "server_openai.py",
        &[&format!("{}/v1", srv.url()), MODEL, "test-key", "scripted"],
    );
    let seen: Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(seen["models"], json!([MODEL]));
    assert_eq!(seen["chat"]["content"], "Hello fr");
    assert_eq!(seen["stream"]["content"], "Hello fr");
}

#[test]
fn a_queued_request_whose_client_left_never_runs() {
    let backend = Scripted::new(Duration::from_millis(5));
    let srv = server(backend.clone(), ServerConfig::default());
    let addr = srv.addr();
    // A: a long generation that holds the decoder for about 10 s unless its client leaves.
    let body = chat_body("FOREVER").to_string();
    let mut a = TcpStream::connect(addr).unwrap();
    write!(
        a,
        "POST /v1/chat/completions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    )
    .unwrap();
    std::thread::sleep(Duration::from_millis(200));
    // B queues behind A, then its client leaves while it waits.
    let short = chat_body("hi").to_string();
    let mut b = TcpStream::connect(addr).unwrap();
    write!(
        b,
        "POST /v1/chat/completions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{short}",
        short.len()
    )
    .unwrap();
    std::thread::sleep(Duration::from_millis(200));
    drop(b);
    std::thread::sleep(Duration::from_millis(200));
    drop(a);
    // The next request runs as soon as A has stopped; B was skipped, not generated.
    let (status, _) = post(&srv.url(), "/v1/chat/completions", &chat_body("hi"));
    assert_eq!(status, 200);
    assert_eq!(
        backend.runs.load(Ordering::SeqCst),
        2,
        "A and the last request only"
    );
}
