//! The server's incremental output parser: the same text fed in arbitrary pieces yields the
//! same content, reasoning and tool calls as fed whole (streamed argument fragments
//! concatenate to the same arguments), and an unterminated tool call of 1 MiB keeps the
//! parser's memory bounded.

use proptest::prelude::*;
use strata_runtime::server::{OutputParser, ParseEvent, ParsedToolCall, ParserOptions, assemble};

/// Feeds `text` split at `cuts` (byte offsets, moved down to char boundaries).
fn feed(opts: ParserOptions, text: &str, cuts: &[usize]) -> Vec<ParseEvent> {
    let mut parser = OutputParser::new(opts);
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

/// Merges adjacent content or reasoning events: how text was split is not part of the result.
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

fn tools_on() -> ParserOptions {
    ParserOptions {
        tools: true,
        start_in_reasoning: false,
        max_call_bytes: 200,
    }
}

/// Pieces that exercise every tag, partial tags, multi-byte text and malformed calls.
fn fragment() -> impl Strategy<Value = String> {
    prop_oneof![
        Just("<tool_call>\n{\"name\": \"get_weather\", \"arguments\": {\"city\": \"Paris\"}}\n</tool_call>".to_string()),
        Just("<tool_call>\n<function=add>\n<parameter=a>\n1\n</parameter>\n<parameter=b>\nzwei é\n</parameter>\n</function>\n</tool_call>".to_string()),
        Just("<function=ls>\n<parameter=path>\n/tmp\n</parameter>\n</function>".to_string()),
        Just("<tool_call>{\"name\":\"x\",\"arguments\":\"{\\\"k\\\":2}\"}{\"name\":\"y\",\"arguments\":{}}</tool_call>".to_string()),
        Just("<tool_call>not json at all</tool_call>".to_string()),
        Just("<think>\nweighing options ✓\n</think>\n\n".to_string()),
        Just("<tool_call>".to_string()),
        Just("</tool_call>".to_string()),
        Just("<thi".to_string()),
        Just("<".to_string()),
        Just("</think>".to_string()),
        "[a-z <>/=_\n{}\"]{0,12}",
        "[αβγ日本😀 ]{0,4}",
        // A tool call longer than the 200-byte limit used here.
        Just(format!("<tool_call>{{\"name\":\"big\",\"arguments\":{{\"s\":\"{}\"}}}}</tool_call>", "x".repeat(300))),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn chunking_does_not_change_the_result(
        parts in prop::collection::vec(fragment(), 0..8),
        cuts in prop::collection::vec(0usize..4096, 0..24),
        tools in any::<bool>(),
        start_in_reasoning in any::<bool>(),
    ) {
        let text: String = parts.concat();
        let opts = ParserOptions { tools, start_in_reasoning, max_call_bytes: 200 };
        let whole = feed(opts, &text, &[]);
        let split = feed(opts, &text, &cuts);
        prop_assert_eq!(&whole, &split);
        // Byte by byte is the most extreme split.
        let every: Vec<usize> = (0..text.len()).collect();
        prop_assert_eq!(&whole, &feed(opts, &text, &every));
    }
}

#[test]
fn whole_text_yields_the_expected_calls() {
    let text = "Let me check.<tool_call>\n{\"name\": \"get_weather\", \"arguments\": {\"city\": \"Paris\"}}\n</tool_call>\
                <tool_call>\n<function=add>\n<parameter=a>\n1\n</parameter>\n<parameter=b>\nzwei\n</parameter>\n</function>\n</tool_call>";
    let events = feed(tools_on(), text, &[]);
    assert_eq!(
        events,
        vec![
            ParseEvent::Content("Let me check.".into()),
            ParseEvent::ToolCallStart {
                name: "get_weather".into()
            },
            ParseEvent::ToolCallArgs(r#"{"city":"Paris"}"#.into()),
            ParseEvent::ToolCallStart { name: "add".into() },
            ParseEvent::ToolCallArgs(r#"{"a":1,"b":"zwei"}"#.into()),
        ]
    );
    assert_eq!(
        assemble(events).calls,
        vec![
            ParsedToolCall {
                name: "get_weather".into(),
                arguments: r#"{"city":"Paris"}"#.into(),
            },
            ParsedToolCall {
                name: "add".into(),
                arguments: r#"{"a":1,"b":"zwei"}"#.into(),
            },
        ]
    );
}

/// A call in the streamed form is committed to once its header is read: a long one is
/// streamed (not held), so it stays a call whatever its length.
#[test]
fn long_streamed_call_is_a_call_and_is_not_held() {
    let body = format!(
        "{{\"name\":\"big\",\"arguments\":{{\"s\":\"{}\"}}}}",
        "x".repeat(300)
    );
    let text = format!("<tool_call>{body}</tool_call>after");
    let mut parser = OutputParser::new(tools_on());
    let mut out = Vec::new();
    let mut peak = 0;
    for piece in text.as_bytes().chunks(7) {
        parser.push(std::str::from_utf8(piece).unwrap(), &mut out);
        peak = peak.max(parser.buffered_len());
    }
    parser.finish(&mut out);
    assert!(peak <= 64, "held {peak} bytes");
    let got = assemble(out);
    assert_eq!(got.content, "after");
    assert_eq!(
        got.calls,
        vec![ParsedToolCall {
            name: "big".into(),
            arguments: format!("{{\"s\":\"{}\"}}", "x".repeat(300)),
        }]
    );
}

/// A call parsed whole (here: arguments as a JSON string) longer than the limit is given up
/// and passed through as content.
#[test]
fn oversized_whole_call_passes_through_as_content() {
    let body = format!("{{\"name\":\"big\",\"arguments\":\"{}\"}}", "x".repeat(300));
    let text = format!("<tool_call>{body}</tool_call>after");
    assert_eq!(
        feed(tools_on(), &text, &[7, 50, 290]),
        vec![ParseEvent::Content(text.clone())]
    );
}

#[test]
fn unterminated_mebibyte_tool_call_stays_bounded() {
    let opts = ParserOptions {
        tools: true,
        start_in_reasoning: false,
        max_call_bytes: 64 * 1024,
    };
    // Streamed form (arguments flow out as they come) and whole form (held up to the limit,
    // then given up).
    for head in [
        "<tool_call>\n{\"name\": \"write_file\", \"arguments\": {\"text\": \"",
        "<tool_call>\n{\"arguments\": {\"text\": \"",
    ] {
        let mut parser = OutputParser::new(opts);
        let mut out = Vec::new();
        parser.push(head, &mut out);
        let chunk = "0123456789abcdef".repeat(4); // 64 bytes, like a few tokens
        let mut peak = 0;
        let mut fed = 0;
        while fed < 1024 * 1024 {
            parser.push(&chunk, &mut out);
            fed += chunk.len();
            peak = peak.max(parser.buffered_len());
            // The caller streams events out as they come; keep only the count here.
            out.clear();
        }
        assert!(
            peak <= 64 * 1024 + 64 + "</tool_call>".len(),
            "parser held {peak} bytes of a 1 MiB unterminated call"
        );
        // After giving the call up (or while streaming it), the parser holds at most a
        // possible closing-tag prefix.
        assert!(parser.buffered_len() < "</tool_call>".len());
        let mut tail = Vec::new();
        parser.finish(&mut tail);
        assert!(
            tail.iter()
                .all(|e| matches!(e, ParseEvent::Content(_) | ParseEvent::ToolCallArgs(_)))
        );
    }
}
