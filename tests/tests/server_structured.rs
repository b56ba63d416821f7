//! Structured outputs and OpenAI conformance at the HTTP layer, against a scripted model on
//! loopback: a schema llguidance rejects is a 400 naming the problem (response_format and
//! tools) and nothing is queued; `/metrics` counts constrained requests; any `model` is served
//! unless `strict_model_names` is set, and aliases are listed and accepted; `logprobs` /
//! `top_logprobs` come back in OpenAI's shapes on chat and completions (streamed and not), and
//! out-of-range values are 400s; `strata-rt serve --strict-model-names --alias NAME` passes them
//! on. The real engine's constrained decoding is exercised by `server_constrained.rs`.

use std::ops::ControlFlow;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use serde_json::{Value, json};
use strata_runtime::RuntimeError;
use strata_runtime::server::{
    BackgroundServer, ChatInput, GenerationParams, GenerationStats, ModelBackend, PromptKind,
    ServerConfig, StopReason, TokenLogprob, TokenPiece,
};

const MODEL: &str = "scripted";

/// Answers "{\"a\": 1}" one byte per token; each token's log-probability is −(its index + 1).
struct Scripted {
    runs: AtomicUsize,
}

impl ModelBackend for Scripted {
    fn model_id(&self) -> &str {
        MODEL
    }
    fn context_length(&self) -> usize {
        256
    }
    fn vocab_size(&self) -> usize {
        256
    }
    fn render_chat(&self, input: &ChatInput) -> Result<String, RuntimeError> {
        Ok(input
            .messages
            .iter()
            .map(|m| m["content"].as_str().unwrap_or("").to_string())
            .collect())
    }
    fn tokenize(&self, text: &str, _kind: PromptKind) -> Result<Vec<u32>, RuntimeError> {
        Ok(text.bytes().map(u32::from).collect())
    }
    fn detokenize(&self, tokens: &[u32]) -> Result<String, RuntimeError> {
        Ok(tokens.iter().map(|&t| char::from(t as u8)).collect())
    }
    fn generate(
        &self,
        prompt: &[u32],
        params: &GenerationParams,
        on_piece: &mut dyn FnMut(&TokenPiece) -> ControlFlow<()>,
    ) -> Result<GenerationStats, RuntimeError> {
        self.runs.fetch_add(1, Ordering::SeqCst);
        let answer = "{\"a\": 1}";
        let mut n = 0;
        let mut stop = StopReason::EndOfText;
        for (i, c) in answer.chars().enumerate() {
            if n == params.max_tokens {
                stop = StopReason::MaxTokens;
                break;
            }
            n += 1;
            let logprob = params.logprobs.map(|k| TokenLogprob {
                token: c.to_string(),
                bytes: vec![c as u8],
                logprob: -(i as f32 + 1.0),
                top: (0..k)
                    .map(|j| (format!("t{j}"), vec![b't'], -(j as f32)))
                    .collect(),
            });
            let piece = TokenPiece {
                id: Some(c as u32),
                text: c.to_string(),
                logprob,
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
            decode_seconds: 0.001,
        })
    }
}

fn server(config: ServerConfig) -> (BackgroundServer, Arc<Scripted>) {
    let model = Arc::new(Scripted {
        runs: AtomicUsize::new(0),
    });
    let srv = BackgroundServer::start(model.clone(), config).expect("server starts");
    (srv, model)
}

fn agent() -> ureq::Agent {
    ureq::Agent::config_builder()
        .http_status_as_error(false)
        .timeout_global(Some(Duration::from_secs(60)))
        .build()
        .into()
}

fn post(base: &str, path: &str, body: &Value) -> (u16, Value) {
    let mut resp = agent()
        .post(format!("{base}{path}"))
        .header("Content-Type", "application/json")
        .send(body.to_string().as_bytes())
        .expect("request sent");
    let status = resp.status().as_u16();
    let text = resp.body_mut().read_to_string().expect("body");
    (
        status,
        serde_json::from_str(&text).unwrap_or(Value::String(text)),
    )
}

fn get(base: &str, path: &str) -> (u16, String) {
    let mut resp = agent()
        .get(format!("{base}{path}"))
        .call()
        .expect("request sent");
    (
        resp.status().as_u16(),
        resp.body_mut().read_to_string().expect("body"),
    )
}

/// The `data:` payloads of a streamed response, up to `[DONE]`.
fn stream(base: &str, path: &str, body: &Value) -> Vec<Value> {
    let (status, text) = {
        let mut resp = agent()
            .post(format!("{base}{path}"))
            .header("Content-Type", "application/json")
            .send(body.to_string().as_bytes())
            .expect("request sent");
        (
            resp.status().as_u16(),
            resp.body_mut().read_to_string().expect("body"),
        )
    };
    assert_eq!(status, 200, "{text}");
    text.lines()
        .filter_map(|l| l.strip_prefix("data: "))
        .take_while(|d| *d != "[DONE]")
        .map(|d| serde_json::from_str(d).expect("chunk is JSON"))
        .collect()
}

fn chat(content: &str) -> Value {
    json!({"model": MODEL, "messages": [{"role": "user", "content": content}],
           "reasoning_effort": "none"})
}

fn metric(base: &str, name: &str) -> f64 {
    let (_, text) = get(base, "/metrics");
    text.lines()
        .find(|l| l.starts_with(&format!("{name}{{")))
        .and_then(|l| l.rsplit(' ').next())
        .and_then(|v| v.parse().ok())
        .unwrap_or_else(|| panic!("{name} missing from /metrics:\n{text}"))
}

#[test]
fn rejected_schemas_are_400s_naming_the_problem_and_nothing_runs() {
    let (srv, model) = server(ServerConfig::default());
    let base = srv.url();
    let cases = [
        (
            json!({"type": "json_schema", "json_schema": {"name": "x", "schema": {"type": "nonsense"}}}),
            "response_format",
        ),
        (
            json!({"type": "json_schema", "json_schema": {"name": "x",
                "schema": {"$ref": "#/$defs/missing"}}}),
            "response_format",
        ),
        (
            json!({"type": "grammar", "grammar": "start: ("}),
            "response_format",
        ),
        (
            json!({"type": "regex", "regex": "(unclosed"}),
            "response_format",
        ),
        (
            json!({"type": "json_schema", "json_schema": {"name": "bad name!", "schema": {}}}),
            "response_format.json_schema.name",
        ),
        (
            json!({"type": "json_schema", "json_schema": {"schema": {}}}),
            "response_format.json_schema.name",
        ),
    ];
    for (format, param) in cases {
        let mut b = chat("x");
        b["response_format"] = format.clone();
        let (status, body) = post(&base, "/v1/chat/completions", &b);
        assert_eq!(status, 400, "{format}: {body}");
        assert_eq!(body["error"]["param"], param, "{format}: {body}");
        assert!(
            !body["error"]["message"].as_str().unwrap().is_empty(),
            "{body}"
        );
    }
    // A tool whose parameters llguidance rejects, named in the message.
    let mut b = chat("x");
    b["tools"] = json!([{"type": "function", "function": {"name": "broken",
        "parameters": {"type": "object", "properties": {"a": {"type": 7}}}}}]);
    b["tool_choice"] = json!("required");
    let (status, body) = post(&base, "/v1/chat/completions", &b);
    assert_eq!(status, 400, "{body}");
    assert_eq!(body["error"]["param"], "tools");
    assert!(
        body["error"]["message"]
            .as_str()
            .unwrap()
            .contains("broken"),
        "{body}"
    );
    // An invalid function name.
    b["tools"] = json!([{"type": "function", "function": {"name": "no spaces"}}]);
    let (status, body) = post(&base, "/v1/chat/completions", &b);
    assert_eq!(status, 400, "{body}");
    assert_eq!(body["error"]["param"], "tools[0].function.name");
    assert_eq!(
        model.runs.load(Ordering::SeqCst),
        0,
        "a refused request ran"
    );
    // A good schema still works afterwards and is counted as constrained.
    let before = metric(&base, "strata_constrained_requests_total");
    let mut b = chat("x");
    b["response_format"] = json!({"type": "json_schema", "json_schema": {"name": "a",
        "strict": true, "schema": {"type": "object", "properties": {"a": {"type": "integer"}},
        "required": ["a"], "additionalProperties": false}}});
    let (status, body) = post(&base, "/v1/chat/completions", &b);
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["choices"][0]["message"]["content"], "{\"a\": 1}");
    let (status, _) = post(&base, "/v1/chat/completions", &chat("plain"));
    assert_eq!(status, 200);
    assert_eq!(
        metric(&base, "strata_constrained_requests_total"),
        before + 1.0
    );
}

#[test]
fn any_model_name_is_served_unless_strict_and_aliases_are_listed() {
    let (srv, _) = server(ServerConfig::default());
    let mut b = chat("x");
    b["model"] = json!("gpt-4o-mini");
    let (status, body) = post(&srv.url(), "/v1/chat/completions", &b);
    assert_eq!(status, 200, "{body}");
    let (status, body) = post(
        &srv.url(),
        "/v1/completions",
        &json!({"model": "anything", "prompt": "hi", "max_tokens": 2}),
    );
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["usage"]["completion_tokens"], 2);

    let (srv, _) = server(ServerConfig {
        strict_model_names: true,
        aliases: vec!["tiny".into()],
        ..ServerConfig::default()
    });
    let (_, models) = get(&srv.url(), "/v1/models");
    let models: Value = serde_json::from_str(&models).unwrap();
    let ids: Vec<&str> = models["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["id"].as_str().unwrap())
        .collect();
    assert_eq!(ids, vec![MODEL, "tiny"]);
    let (status, _) = get(&srv.url(), "/v1/models/tiny");
    assert_eq!(status, 200);
    for (name, want) in [("tiny", 200), (MODEL, 200), ("gpt-4o-mini", 404)] {
        let mut b = chat("x");
        b["model"] = json!(name);
        let (status, body) = post(&srv.url(), "/v1/chat/completions", &b);
        assert_eq!(status, want, "{name}: {body}");
        if want == 404 {
            assert_eq!(body["error"]["code"], "model_not_found");
        }
    }
}

#[test]
fn logprobs_on_chat_and_completions_streamed_and_not() {
    let (srv, _) = server(ServerConfig::default());
    let base = srv.url();
    let mut b = chat("x");
    b["logprobs"] = json!(true);
    b["top_logprobs"] = json!(2);
    let (status, body) = post(&base, "/v1/chat/completions", &b);
    assert_eq!(status, 200, "{body}");
    let content = body["choices"][0]["logprobs"]["content"]
        .as_array()
        .unwrap();
    assert_eq!(content.len(), 8);
    assert_eq!(content[0]["token"], "{");
    assert_eq!(content[0]["logprob"], -1.0);
    assert_eq!(content[0]["bytes"], json!([b'{']));
    assert_eq!(content[0]["top_logprobs"].as_array().unwrap().len(), 2);
    assert!(body["usage"]["total_tokens"].as_u64().unwrap() > 0);
    // Without logprobs: null.
    let (_, body) = post(&base, "/v1/chat/completions", &chat("x"));
    assert!(body["choices"][0]["logprobs"].is_null());
    // Streamed: the per-chunk entries add up to the whole answer's tokens.
    b["stream"] = json!(true);
    let chunks = stream(&base, "/v1/chat/completions", &b);
    let n: usize = chunks
        .iter()
        .filter_map(|c| c["choices"][0]["logprobs"]["content"].as_array())
        .map(Vec::len)
        .sum();
    assert_eq!(n, 8);
    // Completions: logprobs is an integer 0..=5.
    let c = json!({"model": MODEL, "prompt": "hi", "logprobs": 3, "max_tokens": 4});
    let (status, body) = post(&base, "/v1/completions", &c);
    assert_eq!(status, 200, "{body}");
    let lp = &body["choices"][0]["logprobs"];
    assert_eq!(lp["tokens"], json!(["{", "\"", "a", "\""]));
    assert_eq!(lp["token_logprobs"], json!([-1.0, -2.0, -3.0, -4.0]));
    assert_eq!(lp["text_offset"], json!([0, 1, 2, 3]));
    assert_eq!(lp["top_logprobs"][0].as_object().unwrap().len(), 3);
    assert_eq!(body["choices"][0]["finish_reason"], "length");
    // Out of range or inconsistent: 400s naming the field.
    for (patch, param) in [
        (
            json!({"logprobs": true, "top_logprobs": 21}),
            "top_logprobs",
        ),
        (json!({"top_logprobs": 2}), "top_logprobs"),
        (json!({"logprobs": "yes"}), "logprobs"),
        (json!({"n": 2}), "n"),
    ] {
        let mut b = chat("x");
        for (k, v) in patch.as_object().unwrap() {
            b[k] = v.clone();
        }
        let (status, body) = post(&base, "/v1/chat/completions", &b);
        assert_eq!(status, 400, "{patch}: {body}");
        assert_eq!(body["error"]["param"], param, "{body}");
    }
    let (status, body) = post(
        &base,
        "/v1/completions",
        &json!({"model": MODEL, "prompt": "hi", "logprobs": 6}),
    );
    assert_eq!(status, 400, "{body}");
    assert_eq!(body["error"]["param"], "logprobs");
}

/// The binary's flags: `--strict-model-names` and `--alias` reach the server.
#[test]
fn strict_model_names_and_alias_flags_of_strata_rt_serve() {
    use strata_tests::{compile_host_plan, run_bin, scratch, spawn_serve};
    let dir = scratch();
    let gguf = dir.path().join("tiny.gguf");
    let plan = dir.path().join("tiny.plan");
    let out = run_bin(
        "stratac",
        &["synth", "--preset", "tiny-qwen3moe", "--seed", "3", "-o"]
            .into_iter()
            .chain([gguf.to_str().unwrap()])
            .collect::<Vec<_>>(),
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    compile_host_plan(&gguf, &plan);
    let srv = spawn_serve(
        &[
            "serve",
            plan.to_str().unwrap(),
            "--port",
            "0",
            "--threads",
            "2",
            "--served-model-name",
            "tiny",
            "--alias",
            "tiny-latest",
            "--strict-model-names",
        ],
        &[],
    );
    let (_, models) = get(&srv.url, "/v1/models");
    let models: Value = serde_json::from_str(&models).unwrap();
    assert_eq!(models["data"][1]["id"], "tiny-latest", "{models}");
    for (name, want) in [("tiny-latest", 200), ("gpt-4o", 404)] {
        let (status, body) = post(
            &srv.url,
            "/v1/completions",
            &json!({"model": name, "prompt": "hi", "max_tokens": 2}),
        );
        assert_eq!(status, want, "{name}: {body}");
    }
}
