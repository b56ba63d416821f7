//! The server's harmony (gpt-oss) output parser: the same text fed in arbitrary pieces yields
//! the same reasoning, content and tool calls as fed whole (streamed argument fragments
//! concatenate to the same arguments), memory stays bounded on a mebibyte of unterminated
//! output, and through the HTTP layer (a scripted harmony model) the official `openai` client
//! sees the analysis channel as `reasoning_content` and commentary calls as `tool_calls`
//! (streamed and not). `server_openai.rs` does the same against `strata-rt serve`.

use std::ops::ControlFlow;
use std::sync::Arc;

use proptest::prelude::*;
use strata_runtime::RuntimeError;
use strata_runtime::server::{
    BackgroundServer, ChatInput, GenerationParams, GenerationStats, HarmonyParser, ModelBackend,
    OutputFormat, OutputParser, ParseEvent, ParsedToolCall, ParserOptions, PromptKind,
    ServerConfig, StopReason, TokenPiece, assemble,
};

/// Feeds `text` split at `cuts` (byte offsets, moved down to char boundaries).
fn feed(tools: bool, text: &str, cuts: &[usize]) -> Vec<ParseEvent> {
    let mut parser = HarmonyParser::new(ParserOptions {
        tools,
        ..ParserOptions::default()
    });
    let mut out = Vec::new();
    let mut bounds: Vec<usize> = cuts
        .iter()
        .map(|&c| {
            let mut c = c % (text.len() + 1);
            while !text.is_char_boundary(c) {
                c -= 1;
            }
            c
        })
        .collect();
    bounds.push(0);
    bounds.push(text.len());
    bounds.sort_unstable();
    bounds.dedup();
    for w in bounds.windows(2) {
        parser.push(&text[w[0]..w[1]], &mut out);
    }
    parser.finish(&mut out);
    merge(out)
}

/// Merges adjacent events of one kind: how text was split is not part of the result.
fn merge(events: Vec<ParseEvent>) -> Vec<ParseEvent> {
    let mut out: Vec<ParseEvent> = Vec::new();
    for ev in events {
        match (out.last_mut(), ev) {
            (Some(ParseEvent::Content(a)), ParseEvent::Content(b)) => a.push_str(&b),
            (Some(ParseEvent::Reasoning(a)), ParseEvent::Reasoning(b)) => a.push_str(&b),
            (Some(ParseEvent::ToolCallArgs(a)), ParseEvent::ToolCallArgs(b)) => a.push_str(&b),
            (_, ev) => out.push(ev),
        }
    }
    out
}

/// Pieces that exercise every marker, both call placements, partial markers, multi-byte text,
/// malformed calls and headers, and built-in tool calls.
fn fragment() -> impl Strategy<Value = String> {
    prop_oneof![
        Just("<|channel|>analysis<|message|>Weighing ✓ options.<|end|>".to_string()),
        Just("<|start|>assistant<|channel|>final<|message|>Paris is sunny 😀.".to_string()),
        Just("<|start|>assistant<|channel|>commentary<|message|>Let me look.<|end|>".to_string()),
        Just("<|start|>assistant<|channel|>commentary to=functions.get_weather <|constrain|>json<|message|>{\"city\": \"Paris\", \"days\": [1, 2.5]}<|call|>".to_string()),
        Just("<|start|>assistant to=functions.add<|channel|>commentary json<|message|> {\"a\":1,\"b\":\"zwei é\"}".to_string()),
        Just("<|start|>assistant<|channel|>analysis to=browser.search code<|message|>{\"q\":\"x\"}<|call|>".to_string()),
        Just("<|channel|>commentary to=functions.f <|constrain|>json<|message|>not json".to_string()),
        Just("<|channel|>commentary to=assistant<|channel|>analysis<|message|>stray<|end|>".to_string()),
        Just("<|start|>assistant\nbroken header<|message|>x".to_string()),
        Just("<|start|>".to_string()),
        Just("<|channel|>".to_string()),
        Just("<|message|>".to_string()),
        Just("<|end|>".to_string()),
        Just("<|return|>".to_string()),
        Just("<|call|>".to_string()),
        Just("<|".to_string()),
        Just("to=".to_string()),
        "[a-z <>|=_.\n{}\"]{0,12}",
        "[αβγ日本😀 ]{0,4}",
        // A header longer than the parser keeps.
        Just(format!("<|start|>assistant{}<|message|>long", "x".repeat(300))),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn chunking_does_not_change_the_result(
        parts in prop::collection::vec(fragment(), 0..8),
        cuts in prop::collection::vec(0usize..4096, 0..24),
        tools in any::<bool>(),
    ) {
        let text: String = parts.concat();
        let whole = feed(tools, &text, &[]);
        prop_assert_eq!(&whole, &feed(tools, &text, &cuts));
        // Byte by byte (char by char) is the most extreme split.
        let every: Vec<usize> = (0..text.len()).collect();
        prop_assert_eq!(&whole, &feed(tools, &text, &every));
        // No marker text leaks into reasoning; calls appear only when tools are on.
        let got = assemble(whole);
        prop_assert!(!got.reasoning.contains("<|"), "{:?}", got.reasoning);
        prop_assert!(tools || got.calls.is_empty());
    }
}

#[test]
fn a_whole_turn_yields_reasoning_then_the_call() {
    let text = "<|channel|>analysis<|message|>The user wants the weather.<|end|>\
                <|start|>assistant<|channel|>commentary to=functions.get_weather <|constrain|>json<|message|>{\"city\": \"Paris\"}";
    let events = feed(true, text, &[]);
    assert_eq!(
        events,
        vec![
            ParseEvent::Reasoning("The user wants the weather.".into()),
            ParseEvent::ToolCallStart {
                name: "get_weather".into()
            },
            ParseEvent::ToolCallArgs(r#"{"city":"Paris"}"#.into()),
        ]
    );
    // The arguments are streamed: the start comes before they are complete.
    let mut parser = HarmonyParser::new(ParserOptions {
        tools: true,
        ..ParserOptions::default()
    });
    let mut out = Vec::new();
    parser.push(&text[..text.len() - 6], &mut out);
    assert!(parser.in_open_call());
    assert!(out.iter().any(|e| matches!(e, ParseEvent::ToolCallArgs(_))));
    parser.push(&text[text.len() - 6..], &mut out);
    parser.finish(&mut out);
    assert!(!parser.in_open_call());
    assert_eq!(
        assemble(out).calls,
        vec![ParsedToolCall {
            name: "get_weather".into(),
            arguments: r#"{"city":"Paris"}"#.into(),
        }]
    );
}

/// Text that is not harmony goes through as content as the Tags parser would give it.
#[test]
fn plain_text_is_content_as_with_the_tag_parser() {
    for text in [
        "Hello there!",
        "to be or not",
        "a <b> c",
        "<|im_end|> x",
        "",
    ] {
        let mut tags = OutputParser::new(ParserOptions::default());
        let mut want = Vec::new();
        tags.push(text, &mut want);
        tags.finish(&mut want);
        assert_eq!(feed(false, text, &[1, 3]), merge(want), "{text:?}");
    }
}

#[test]
fn a_mebibyte_of_unterminated_output_stays_bounded() {
    // An analysis body, a final body, streamed call arguments, a dropped built-in call, and
    // text that is not harmony, each never terminated.
    for head in [
        "<|channel|>analysis<|message|>",
        "<|channel|>final<|message|>",
        "<|channel|>commentary to=functions.write <|constrain|>json<|message|>{\"text\": \"",
        "<|channel|>commentary to=python<|message|>",
        "no harmony here ",
    ] {
        let mut parser = HarmonyParser::new(ParserOptions {
            tools: true,
            ..ParserOptions::default()
        });
        let mut out = Vec::new();
        parser.push(head, &mut out);
        let chunk = "0123456789abcde<".repeat(4); // 64 bytes, like a few tokens
        let mut peak = 0;
        let mut fed = 0;
        while fed < 1024 * 1024 {
            parser.push(&chunk, &mut out);
            fed += chunk.len();
            peak = peak.max(parser.buffered_len());
            out.clear();
        }
        assert!(peak <= 16, "{head:?}: parser held {peak} bytes");
        // A header never terminated is held only up to its limit.
        let mut parser = HarmonyParser::new(ParserOptions::default());
        parser.push("<|channel|>", &mut out);
        for _ in 0..16 * 1024 {
            parser.push(&"x".repeat(64), &mut out);
            assert!(parser.buffered_len() <= 300, "{}", parser.buffered_len());
        }
    }
}

/// A harmony model whose tokens are characters and whose answer is chosen by the prompt: what
/// gpt-oss writes after `<|start|>assistant` (its `<|call|>` and `<|return|>` are
/// end-of-generation tokens, which the server never sees as text).
struct ScriptedHarmony;

const MODEL: &str = "mock-gpt-oss";

fn harmony_answer(prompt: &str) -> &'static str {
    if prompt.contains("<tool>") {
        "<|channel|>analysis<|message|>The tool answered.<|end|><|start|>assistant<|channel|>final<|message|>It is sunny in Paris."
    } else if prompt.contains("CALL") {
        "<|channel|>analysis<|message|>Need the weather tool.<|end|><|start|>assistant<|channel|>commentary to=functions.get_weather <|constrain|>json<|message|>{\"city\": \"Paris\"}"
    } else if prompt.contains("THINK") {
        "<|channel|>analysis<|message|>The user wants a greeting.<|end|><|start|>assistant<|channel|>final<|message|>Hello there!"
    } else {
        "<|channel|>final<|message|>Hi."
    }
}

impl ModelBackend for ScriptedHarmony {
    fn output_format(&self) -> OutputFormat {
        OutputFormat::Harmony
    }
    fn model_id(&self) -> &str {
        MODEL
    }
    fn context_length(&self) -> usize {
        4096
    }
    fn vocab_size(&self) -> usize {
        0x11_0000
    }
    fn render_chat(&self, input: &ChatInput) -> Result<String, RuntimeError> {
        let mut s = String::new();
        for m in &input.messages {
            s.push_str(&format!(
                "<{}>{}",
                m["role"].as_str().unwrap_or(""),
                m["content"].as_str().unwrap_or("")
            ));
        }
        s.push_str("<|start|>assistant");
        Ok(s)
    }
    fn tokenize(&self, text: &str, _kind: PromptKind) -> Result<Vec<u32>, RuntimeError> {
        Ok(text.chars().map(u32::from).collect())
    }
    fn detokenize(&self, tokens: &[u32]) -> Result<String, RuntimeError> {
        Ok(tokens.iter().filter_map(|&t| char::from_u32(t)).collect())
    }
    fn generate(
        &self,
        prompt: &[u32],
        params: &GenerationParams,
        on_piece: &mut dyn FnMut(&TokenPiece) -> ControlFlow<()>,
    ) -> Result<GenerationStats, RuntimeError> {
        let text = self.detokenize(prompt)?;
        let mut n = 0;
        let mut stop = StopReason::EndOfText;
        for c in harmony_answer(&text).chars() {
            if n == params.max_tokens {
                stop = StopReason::MaxTokens;
                break;
            }
            n += 1;
            let piece = TokenPiece {
                id: Some(u32::from(c)),
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
            decode_seconds: 0.001,
        })
    }
}

/// The HTTP layer with a harmony model: the official client gets reasoning as
/// `reasoning_content`, the final channel as `content` and the commentary call as `tool_calls`
/// (streamed in several argument deltas, `finish_reason: tool_calls`), and the call's round
/// trip renders.
#[test]
fn openai_client_sees_harmony_reasoning_and_calls() {
    let srv = BackgroundServer::start(Arc::new(ScriptedHarmony), ServerConfig::default())
        .expect("server starts");
    let out = strata_tests::run_oracle(
        "server_harmony.py",
        &[&format!("{}/v1", srv.url()), MODEL, "scripted"],
    );
    let seen: serde_json::Value = serde_json::from_str(out.trim()).expect("oracle prints JSON");
    assert_eq!(seen["think"]["whole"]["content"], "Hello there!");
    assert_eq!(
        seen["call"]["stream"]["calls"][0]["arguments"],
        "{\"city\":\"Paris\"}"
    );
    assert_eq!(seen["follow"]["reasoning"], "The tool answered.");
}

/// A harmony model's GGUF for `strata-rt serve`: the tiny Qwen3-MoE model with gpt-oss's harmony
/// template written in by gguf-py (its vocabulary has no harmony tokens, so the forced headers
/// are spelled in ordinary tokens, which the parser must read just the same).
fn harmony_qwen_gguf(dir: &std::path::Path) -> std::path::PathBuf {
    let plain = dir.join("tiny.gguf");
    let out = strata_tests::run_bin(
        "stratac",
        &[
            "synth",
            "--preset",
            "tiny-qwen3moe",
            "--seed",
            "7",
            "-o",
            plain.to_str().unwrap(),
        ],
    );
    assert!(
        out.status.success(),
        "synth: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let harmony = dir.join("tiny-harmony.gguf");
    let template = strata_tests::workspace_root().join("compiler/src/synth/harmony.jinja");
    let out = std::process::Command::new(strata_tests::oracle_python())
        .args([
            "-m",
            "gguf.scripts.gguf_new_metadata",
            "--force",
            "--chat-template-file",
        ])
        .arg(&template)
        .arg(&plain)
        .arg(&harmony)
        .output()
        .expect("run gguf_new_metadata");
    assert!(
        out.status.success(),
        "gguf_new_metadata: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    harmony
}

/// End to end: `strata-rt serve` on a tiny model whose template is harmony, driven by the
/// official `openai` client. Its weights are random, so the output is forced: a call by
/// `tool_choice` and an enum schema (the server writes the harmony call header, llguidance the
/// arguments), reasoning by `reasoning_effort` (the analysis channel opened); the client must
/// get the call in `tool_calls` with `finish_reason: tool_calls` and the analysis text in
/// `reasoning_content`, streamed and not.
#[test]
fn openai_client_against_strata_rt_serve_on_a_harmony_model() {
    let dir = strata_tests::scratch();
    drive_engine(&harmony_qwen_gguf(dir.path()));
}

/// The same on the tiny gpt-oss model itself (`stratac synth --preset tiny-gptoss`): the o200k
/// tokenizer, harmony's own special tokens (headers forced as single tokens, `<|call|>` as the
/// end-of-generation token that ends the call) and the harmony template it carries.
#[test]
fn openai_client_against_strata_rt_serve_on_tiny_gptoss() {
    let dir = strata_tests::scratch();
    let gguf = dir.path().join("tiny-gptoss.gguf");
    let out = strata_tests::run_bin(
        "stratac",
        &[
            "synth",
            "--preset",
            "tiny-gptoss",
            "--seed",
            "7",
            "-o",
            gguf.to_str().unwrap(),
        ],
    );
    assert!(
        out.status.success(),
        "synth: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    drive_engine(&gguf);
}

/// Compiles `gguf` for the host, serves it and runs the oracle's `engine` checks.
fn drive_engine(gguf: &std::path::Path) {
    let dir = strata_tests::scratch();
    let plan = dir.path().join("model.plan");
    strata_tests::compile_host_plan(gguf, &plan);
    let srv = strata_tests::spawn_serve(
        &[
            "serve",
            plan.to_str().unwrap(),
            "--port",
            "0",
            "--threads",
            "2",
        ],
        &[],
    );
    let out = strata_tests::run_oracle(
        "server_harmony.py",
        &[&format!("{}/v1", srv.url), "tiny-harmony", "engine"],
    );
    let seen: serde_json::Value = serde_json::from_str(out.trim()).expect("oracle prints JSON");
    assert_eq!(seen["call"]["whole"]["calls"][0]["name"], "get_weather");
    assert_eq!(seen["call"]["whole"]["finish"], "tool_calls");
    assert!(
        seen["reasoning"]["whole"]["reasoning"]
            .as_str()
            .is_some_and(|r| !r.is_empty())
    );
}
