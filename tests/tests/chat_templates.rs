//! Chat templates rendered by `strata_runtime::chat` (minijinja) must equal Python jinja2's
//! rendering in Hugging Face's chat-template environment (oracle `tests/oracle/chat_jinja.py`),
//! byte for byte, for real-world templates: Qwen3 (tools, tool calls, tool results, thinking),
//! Mixtral (BOS/EOS, role alternation enforced with `raise_exception`), ChatML and gpt-oss's
//! harmony template.
//!
//! The template texts are quoted from the models' published `tokenizer_config.json`
//! `chat_template` fields: Qwen3 from Qwen/Qwen3-30B-A3B, Mixtral from
//! mistralai/Mixtral-8x7B-Instruct-v0.1, ChatML from teknium/OpenHermes-2.5-Mistral-7B, harmony
//! from openai/gpt-oss-120b (as llama.cpp keeps it in `models/templates/`).

use strata_ir::plan::TokenizerSpec;
use strata_runtime::chat::{ChatTemplate, Value, parse_json};

/// Qwen3's template (also served by `tests/oracle/server_qwen3_gguf.py`).
const QWEN3: &str = include_str!("../fixtures/qwen3.jinja");

const MIXTRAL: &str = r##"{%- if messages[0]['role'] == 'system' %}
    {%- set system_message = messages[0]['content'] %}
    {%- set loop_messages = messages[1:] %}
{%- else %}
    {%- set loop_messages = messages %}
{%- endif %}

{{- bos_token }}
{%- for message in loop_messages %}
    {%- if (message['role'] == 'user') != (loop.index0 % 2 == 0) %}
        {{- raise_exception('After the optional system message, conversation roles must alternate user/assistant/user/assistant/...') }}
    {%- endif %}
    {%- if message['role'] == 'user' %}
        {%- if loop.first and system_message is defined %}
            {{- ' [INST] ' + system_message + '\n\n' + message['content'] + ' [/INST]' }}
        {%- else %}
            {{- ' [INST] ' + message['content'] + ' [/INST]' }}
        {%- endif %}
    {%- elif message['role'] == 'assistant' %}
        {{- ' ' + message['content'] + eos_token}}
    {%- else %}
        {{- raise_exception('Only user and assistant roles are supported, with the exception of an initial optional system message!') }}
    {%- endif %}
{%- endfor %}
"##;

const CHATML: &str = "{% for message in messages %}{{'<|im_start|>' + message['role'] + '\\n' + message['content'] + '<|im_end|>' + '\\n'}}{% endfor %}{% if add_generation_prompt %}{{ '<|im_start|>assistant\\n' }}{% endif %}";

/// Tool definitions with keys deliberately out of alphabetical order, nested schemas, and
/// strings that need escaping.
const TOOLS: &str = r#"[
  {"type": "function", "function": {"name": "get_weather",
    "description": "Get the \"current\" weather.\nUses <units> — °C or °F. 🌤",
    "parameters": {"type": "object", "properties": {
      "location": {"type": "string", "description": "City, e.g. Zürich"},
      "unit": {"type": "string", "enum": ["celsius", "fahrenheit"]},
      "days": {"type": "integer", "minimum": 1, "maximum": 7.5}},
      "required": ["location"]}}},
  {"type": "function", "function": {"name": "search", "parameters": {"type": "object",
    "properties": {"query": {"type": "string"}, "filters": {"type": "array", "items": {"type": "object"}}},
    "required": []}}}
]"#;

struct Case {
    messages: &'static str,
    tools: bool,
    add_generation_prompt: bool,
    extra: &'static str,
}

const QWEN3_CASES: &[Case] = &[
    Case {
        messages: r#"[{"role": "system", "content": "You are helpful."}, {"role": "user", "content": "Hi there"}]"#,
        tools: false,
        add_generation_prompt: true,
        extra: "{}",
    },
    Case {
        messages: r#"[{"role": "user", "content": "Weather in Zürich?"}]"#,
        tools: true,
        add_generation_prompt: true,
        extra: "{}",
    },
    Case {
        messages: r#"[{"role": "system", "content": "Use tools."},
          {"role": "user", "content": "Weather in Paris and Rome?"},
          {"role": "assistant", "content": "<think>\nI should call the tool twice.\n</think>\n\nLet me check.",
           "tool_calls": [
             {"type": "function", "function": {"name": "get_weather", "arguments": {"location": "Paris", "unit": "celsius"}}},
             {"type": "function", "function": {"name": "get_weather", "arguments": "{\"location\": \"Rome\"}"}}]},
          {"role": "tool", "content": "{\"temp\": 21}"},
          {"role": "tool", "content": "{\"temp\": 25}"},
          {"role": "assistant", "content": "<think>Both are warm.</think>Paris is 21°C, Rome 25°C."},
          {"role": "user", "content": "Thanks! And tomorrow?"}]"#,
        tools: true,
        add_generation_prompt: true,
        extra: r#"{"enable_thinking": false}"#,
    },
    Case {
        messages: r#"[{"role": "user", "content": "2+2?"},
          {"role": "assistant", "content": "4", "reasoning_content": "\nSimple sum.\n"}]"#,
        tools: false,
        add_generation_prompt: false,
        extra: r#"{"enable_thinking": true}"#,
    },
    Case {
        messages: r#"[{"role": "user", "content": [{"type": "text", "text": "parts are not strings"}]},
          {"role": "user", "content": "<tool_response>\nok\n</tool_response>"}]"#,
        tools: false,
        add_generation_prompt: true,
        extra: "{}",
    },
];

const MIXTRAL_CASES: &[Case] = &[
    Case {
        messages: r#"[{"role": "system", "content": "Be brief."}, {"role": "user", "content": "Hello"},
          {"role": "assistant", "content": "Hi!"}, {"role": "user", "content": "Bye"}]"#,
        tools: false,
        add_generation_prompt: true,
        extra: "{}",
    },
    Case {
        messages: r#"[{"role": "user", "content": "one"}, {"role": "user", "content": "two"}]"#,
        tools: false,
        add_generation_prompt: true,
        extra: "{}",
    },
    Case {
        messages: r#"[{"role": "user", "content": "x"}, {"role": "tool", "content": "y"}]"#,
        tools: false,
        add_generation_prompt: false,
        extra: "{}",
    },
];

const CHATML_CASES: &[Case] = &[Case {
    messages: r#"[{"role": "system", "content": "sys"}, {"role": "user", "content": "a \"quoted\"\nline"},
      {"role": "assistant", "content": "b"}]"#,
    tools: false,
    add_generation_prompt: true,
    extra: "{}",
}];

/// gpt-oss's harmony template (the copy `stratac synth` writes into the tiny gpt-oss model).
const GPT_OSS: &str = include_str!("../../compiler/src/synth/harmony.jinja");

/// The harmony template writes every tool's description unconditionally (the server supplies
/// an empty one where a request has none), so these tools have one; they also carry a nullable
/// array, a `oneOf` and defaults, which its TypeScript rendering treats apart.
const GPT_OSS_TOOLS: &str = r#"[
  {"type": "function", "function": {"name": "get_weather",
    "description": "Get the \"current\" weather.\nUses <units> — °C or °F. 🌤",
    "parameters": {"type": "object", "properties": {
      "location": {"type": "string", "description": "City, e.g. Zürich"},
      "unit": {"type": "string", "enum": ["celsius", "fahrenheit"], "default": "celsius"},
      "days": {"type": "integer", "minimum": 1, "maximum": 7.5, "default": 1}},
      "required": ["location"]}}},
  {"type": "function", "function": {"name": "search", "description": "Search.", "parameters": {"type": "object",
    "properties": {"query": {"type": "string"}, "filters": {"type": "array", "items": {"type": "object"}, "nullable": true},
      "mode": {"oneOf": [{"type": "string", "description": "by name"}, {"type": "number"}]},
      "tags": {"type": ["string", "number"]}},
    "required": []}}},
  {"type": "function", "function": {"name": "now", "description": "The time.", "parameters": {"type": "object", "properties": {}}}}
]"#;

const GPT_OSS_CASES: &[Case] = &[
    Case {
        messages: r#"[{"role": "system", "content": "You are terse."}, {"role": "user", "content": "Hi there"}]"#,
        tools: false,
        add_generation_prompt: true,
        extra: r#"{"reasoning_effort": "low"}"#,
    },
    Case {
        messages: r#"[{"role": "user", "content": "Weather in Zürich?"}]"#,
        tools: true,
        add_generation_prompt: true,
        extra: r#"{"reasoning_effort": "high"}"#,
    },
    Case {
        messages: r#"[{"role": "system", "content": "Use tools."},
          {"role": "user", "content": "Weather in Paris?"},
          {"role": "assistant", "content": "", "thinking": "Need the weather tool.",
           "tool_calls": [{"id": "call_1", "type": "function",
             "function": {"name": "get_weather", "arguments": {"location": "Paris", "days": 2}}}]},
          {"role": "tool", "tool_call_id": "call_1", "content": "{\"temp\": 21, \"sky\": \"clear\"}"}]"#,
        tools: true,
        add_generation_prompt: true,
        extra: r#"{"reasoning_effort": "medium"}"#,
    },
    Case {
        messages: r#"[{"role": "user", "content": "a"}, {"role": "assistant", "content": "b", "thinking": "hidden"},
          {"role": "user", "content": "c"}]"#,
        tools: false,
        add_generation_prompt: true,
        extra: "{}",
    },
    Case {
        messages: r#"[{"role": "user", "content": "a"}, {"role": "assistant", "content": "b", "thinking": "shown"}]"#,
        tools: false,
        add_generation_prompt: false,
        extra: r#"{"model_identity": "You are a tiny test model.", "builtin_tools": ["browser", "python"]}"#,
    },
    Case {
        messages: r#"[{"role": "user", "content": "x"}, {"role": "tool", "content": "y"}]"#,
        tools: false,
        add_generation_prompt: true,
        extra: "{}",
    },
    Case {
        messages: r#"[{"role": "user", "content": "x"},
          {"role": "assistant", "content": "<|channel|>analysis<|message|>oops"}]"#,
        tools: false,
        add_generation_prompt: true,
        extra: "{}",
    },
];

fn check(template: &str, bos: &str, eos: &str, cases: &[Case]) {
    check_with(template, bos, eos, cases, TOOLS);
}

/// [`check`] with these tool definitions.
fn check_with(template: &str, bos: &str, eos: &str, cases: &[Case], tools_json: &str) {
    let mut spec_json = format!(
        "{{\"template\": {}, \"bos_token\": {}, \"eos_token\": {}, \"cases\": [",
        serde_json::to_string(template).unwrap(),
        serde_json::to_string(bos).unwrap(),
        serde_json::to_string(eos).unwrap()
    );
    for (i, c) in cases.iter().enumerate() {
        if i > 0 {
            spec_json.push(',');
        }
        spec_json.push_str(&format!(
            "{{\"messages\": {}, \"tools\": {}, \"add_generation_prompt\": {}, \"extra\": {}}}",
            c.messages,
            if c.tools { tools_json } else { "null" },
            c.add_generation_prompt,
            c.extra
        ));
    }
    spec_json.push_str("]}");
    let dir = strata_tests::scratch();
    let path = dir.path().join("cases.json");
    std::fs::write(&path, &spec_json).unwrap();
    let out = strata_tests::run_oracle("chat_jinja.py", &[path.to_str().unwrap()]);
    let want: Vec<serde_json::Value> = serde_json::from_str(&out).unwrap();
    assert_eq!(want.len(), cases.len());

    let t = ChatTemplate::new(template, bos, eos).unwrap();
    let tools = parse_json(tools_json).unwrap();
    for (c, w) in cases.iter().zip(&want) {
        let msgs = parse_json(c.messages).unwrap();
        let extra_v = parse_json(c.extra).unwrap();
        let mut extra: Vec<(String, Value)> = Vec::new();
        for k in extra_v.try_iter().unwrap() {
            let v = extra_v.get_item(&k).unwrap();
            extra.push((k.as_str().unwrap().to_string(), v));
        }
        let extra_ref: Vec<(&str, Value)> =
            extra.iter().map(|(k, v)| (k.as_str(), v.clone())).collect();
        let got = t.render(
            &msgs,
            c.tools.then_some(&tools),
            c.add_generation_prompt,
            &extra_ref,
        );
        match (w.get("ok").and_then(|v| v.as_str()), got) {
            (Some(expected), Ok(text)) => assert_eq!(text, expected, "case {}", c.messages),
            (None, Err(e)) => {
                let msg = w["error"].as_str().unwrap();
                assert!(e.to_string().contains(msg), "error {e} lacks {msg:?}");
            }
            (Some(expected), Err(e)) => panic!("we failed ({e}) where jinja2 gave {expected:?}"),
            (None, Ok(text)) => panic!("we rendered {text:?} where jinja2 failed: {w}"),
        }
    }
}

#[test]
fn qwen3_template_matches_jinja2() {
    check(QWEN3, "", "<|im_end|>", QWEN3_CASES);
}

/// The harmony template: system and developer messages, tools as a TypeScript namespace,
/// `reasoning_effort`, an earlier call with its analysis kept and its result, dropped CoT of
/// earlier turns, the training-time final turn, built-in tools, and its own errors.
#[test]
fn gpt_oss_template_matches_jinja2() {
    check_with(
        GPT_OSS,
        "<|startoftext|>",
        "<|return|>",
        GPT_OSS_CASES,
        GPT_OSS_TOOLS,
    );
}

#[test]
fn mixtral_template_matches_jinja2() {
    check(MIXTRAL, "<s>", "</s>", MIXTRAL_CASES);
}

#[test]
fn chatml_template_matches_jinja2() {
    check(CHATML, "", "", CHATML_CASES);
}

#[test]
fn fallback_is_chatml_when_gguf_has_no_template() {
    let spec = TokenizerSpec {
        model: "gpt2".into(),
        tokens: vec!["a".into(), "<|im_end|>".into()],
        eos_id: Some(1),
        ..Default::default()
    };
    let t = ChatTemplate::from_spec(&spec).unwrap();
    assert!(t.is_fallback());
    let msgs = parse_json(r#"[{"role": "user", "content": "hi"}]"#).unwrap();
    assert_eq!(
        t.render(&msgs, None, true, &[]).unwrap(),
        "<|im_start|>user\nhi<|im_end|>\n<|im_start|>assistant\n"
    );
    // The fallback renders the same text as the classic ChatML template does in jinja2.
    check(t.source(), "", "<|im_end|>", CHATML_CASES);
}

#[test]
fn a_broken_template_is_a_clear_error() {
    let e = ChatTemplate::new("{% for x in %}", "", "").unwrap_err();
    assert!(e.to_string().starts_with("chat template:"), "{e}");
    let spec = TokenizerSpec {
        chat_template: Some("{{ messages[0].content.upper() }}".into()),
        ..Default::default()
    };
    let t = ChatTemplate::from_spec(&spec).unwrap();
    assert!(!t.is_fallback());
    // Rendering against an empty conversation fails inside the template, not with a panic.
    assert!(
        t.render(&parse_json("[]").unwrap(), None, false, &[])
            .is_err()
    );
}
