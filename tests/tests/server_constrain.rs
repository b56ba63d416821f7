//! JSON checks against a peer, serde_json. The output parser's byte automaton
//! (`server::jsonscan`, which streams tool-call arguments): every prefix of JSON that serde_json
//! writes is accepted and the whole text is complete; a mutated text that serde_json rejects is
//! refused at its first bad byte (serde_json accepts the bytes before it as a prefix and refuses
//! them with it). The constrained-decoding mask (llguidance, `constrain`): however serde_json's
//! text is cut into tokens, each of its tokens is allowed in turn and the grammar ends with it,
//! and every other token the mask allows keeps the text a prefix serde_json would read on
//! (except a raw DEL byte in a string, which llguidance refuses though JSON allows it); and
//! random walks under a tool call's mask always end in arguments that satisfy its schema.

use std::sync::Arc;

use proptest::prelude::*;
use serde_json::Value;
use strata_runtime::constrain::{GrammarSpec, TokenBytes, Vocabulary};
use strata_runtime::server::jsonscan::{JsonOptions, JsonState};

/// Limits as permissive as the automaton allows, so only the grammar itself is compared.
const OPEN: JsonOptions = JsonOptions {
    object_root: false,
    max_depth: 64,
    max_ws_run: u16::MAX,
};

fn json_value() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(Value::from),
        any::<f64>()
            .prop_filter("finite", |x| x.is_finite())
            .prop_map(Value::from),
        "(?s).{0,12}".prop_map(Value::String),
        "[\\x00-\\x1f\"\\\\/\u{7f}\u{80}\u{7ff}\u{800}\u{ffff}\u{10000}\u{10ffff}]{0,6}"
            .prop_map(Value::String),
    ];
    leaf.prop_recursive(4, 48, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
            prop::collection::vec(("[a-z\"\\\\é]{0,6}", inner), 0..6)
                .prop_map(|kv| Value::Object(kv.into_iter().collect())),
        ]
    })
}

/// Index of the first refused byte, or `None` when every byte is accepted.
fn first_refused(bytes: &[u8], opts: &JsonOptions) -> (Option<usize>, JsonState) {
    let mut s = JsonState::new();
    for (i, &b) in bytes.iter().enumerate() {
        if !s.push(b, opts) {
            return (Some(i), s);
        }
    }
    (None, s)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn every_prefix_of_valid_json_is_accepted(v in json_value(), pretty in any::<bool>()) {
        let text = if pretty {
            serde_json::to_vec_pretty(&v).unwrap()
        } else {
            serde_json::to_vec(&v).unwrap()
        };
        let mut s = JsonState::new();
        for (i, &b) in text.iter().enumerate() {
            prop_assert!(s.push(b, &OPEN), "refused byte {} of {:?}", i, String::from_utf8_lossy(&text));
        }
        prop_assert!(s.is_complete());
        // The object-root automaton takes exactly the objects.
        let obj = JsonOptions { object_root: true, ..OPEN };
        let (refused, s) = first_refused(&text, &obj);
        if v.is_object() {
            prop_assert_eq!(refused, None);
            prop_assert!(s.is_closed());
        } else {
            prop_assert_eq!(refused, Some(0));
        }
    }

    #[test]
    fn mutated_json_is_refused_at_the_byte_serde_json_names(
        v in json_value(),
        at in any::<prop::sample::Index>(),
        byte in prop_oneof![
            Just(b'"'), Just(b'\\'), Just(b','), Just(b':'), Just(b'}'), Just(b']'), Just(b'{'),
            Just(b'['), Just(b'0'), Just(b'-'), Just(b'e'), Just(b'.'), Just(b'u'), Just(b'x'),
            Just(0x01u8), Just(0x80u8), Just(0xc3u8), Just(0xedu8), Just(b' '),
        ],
        insert in any::<bool>(),
    ) {
        let mut text = serde_json::to_vec(&v).unwrap();
        let i = at.index(text.len() + 1);
        if insert || i == text.len() {
            text.insert(i, byte);
        } else {
            text[i] = byte;
        }
        let (refused, state) = first_refused(&text, &OPEN);
        match serde_json::from_slice::<Value>(&text) {
            Ok(_) => {
                // The value is accepted; whitespace after it is not (a closed value ends the
                // generation at once).
                let end = text.len()
                    - text.iter().rev().take_while(|b| b" \t\n\r".contains(b)).count();
                let (r, s) = first_refused(&text[..end], &OPEN);
                prop_assert_eq!(r, None, "{:?}", String::from_utf8_lossy(&text));
                prop_assert!(s.is_complete());
                prop_assert_eq!(refused, (end < text.len()).then_some(end));
            }
            // RFC 8259 lets a parser limit the range of numbers; serde_json refuses what
            // overflows an f64, which is still JSON text, so the grammar accepts it.
            // (When the automaton refuses such a text, the general check below still applies.)
            Err(e) if refused.is_none() && e.to_string().starts_with("number out of range") => {
                prop_assert!(state.is_complete());
            }
            Err(e) if e.is_eof() && refused.is_none() => {
                // A valid prefix that ends too early: every byte is accepted, none completes it.
                prop_assert_eq!(refused, None, "{:?}", String::from_utf8_lossy(&text));
                prop_assert!(!state.is_complete());
            }
            Err(e) => {
                // serde_json does not always point at the first bad byte (it checks UTF-8
                // lazily and reports a `\u` escape after its four digits), so the peer is asked
                // the defining question instead: the bytes before the refused one are a prefix
                // of some JSON text (serde_json parses them or wants more input), and with the
                // refused byte they are not (a syntax error, not an early end).
                let Some(r) = refused else {
                    return Err(TestCaseError::fail(format!(
                        "{:?} accepted, serde_json says {e}", String::from_utf8_lossy(&text)
                    )));
                };
                let before = serde_json::from_slice::<Value>(&text[..r]);
                prop_assert!(
                    before.as_ref().map_or_else(
                        |e| e.is_eof() || e.to_string().starts_with("number out of range"),
                        |_| true
                    ),
                    "{:?}: refused at {}, but serde_json rejects the prefix: {:?}",
                    String::from_utf8_lossy(&text), r, before
                );
                // serde_json reads a `\u` escape's four digits before checking them, so inside
                // one it still asks for more input; that case is left to the prefix check.
                let in_unicode_escape = text[..r]
                    .windows(2)
                    .rposition(|w| w == b"\\u")
                    .is_some_and(|p| r - p <= 5);
                if std::str::from_utf8(&text[..=r]).is_ok() && !in_unicode_escape {
                    let with = serde_json::from_slice::<Value>(&text[..=r]);
                    prop_assert!(
                        with.as_ref().is_err_and(|e| !e.is_eof())
                            // Whitespace after a closed value is refused by design.
                            || (with.is_ok() && b" \t\n\r".contains(&text[r])),
                        "{:?}: refused at {}, but serde_json still reads on: {:?}",
                        String::from_utf8_lossy(&text), r, with
                    );
                }
            }
        }
    }

}

/// Whether serde_json reads `bytes` as a JSON value or as the start of one.
fn json_prefix(bytes: &[u8]) -> bool {
    match serde_json::from_slice::<Value>(bytes) {
        Ok(_) => true,
        Err(e) => e.is_eof() || e.to_string().starts_with("number out of range"),
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn llguidance_mask_takes_serde_json_text_in_any_split_and_allows_only_json_prefixes(
        v in json_value(),
        cuts in prop::collection::vec(any::<prop::sample::Index>(), 0..12),
        noise in prop::collection::vec("[ -~é\n]{1,4}", 0..40),
    ) {
        let text = serde_json::to_vec(&serde_json::json!({"k": v})).unwrap();
        // llguidance never lets a string hold a raw DEL (0x7F), which JSON allows unescaped.
        prop_assume!(!text.contains(&0x7f));
        let mut bounds: Vec<usize> = cuts.iter().map(|c| c.index(text.len() + 1)).collect();
        bounds.extend([0, text.len()]);
        bounds.sort_unstable();
        bounds.dedup();
        let chunks: Vec<Vec<u8>> = bounds.windows(2).map(|w| text[w[0]..w[1]].to_vec()).collect();
        let mut words: Vec<Vec<u8>> = chunks.clone();
        words.extend(noise.into_iter().map(String::into_bytes));
        words.sort();
        words.dedup();
        let mut tokens: Vec<TokenBytes> = words.iter().cloned().map(TokenBytes::Text).collect();
        tokens.push(TokenBytes::Special("<|end|>".into()));
        let eos = words.len() as u32;
        let vocab = Arc::new(Vocabulary::new(tokens, &[eos]).unwrap());
        let mut m = GrammarSpec::JsonObject.compile(&vocab).unwrap();
        let mut so_far: Vec<u8> = Vec::new();
        for chunk in &chunks {
            let mask = m.compute_mask().unwrap();
            let id = words.iter().position(|t| t == chunk).unwrap() as u32;
            prop_assert!(mask.is_allowed(id), "{:?} refused after {:?}",
                String::from_utf8_lossy(chunk), String::from_utf8_lossy(&so_far));
            for (t, w) in words.iter().enumerate() {
                if mask.is_allowed(t as u32) {
                    let mut with = so_far.clone();
                    with.extend_from_slice(w);
                    prop_assert!(json_prefix(&with), "allowed {:?} after {:?}",
                        String::from_utf8_lossy(w), String::from_utf8_lossy(&so_far));
                }
            }
            m.consume_token(id).unwrap();
            so_far.extend_from_slice(chunk);
        }
        prop_assert!(m.is_accepting().unwrap());
        let mask = m.compute_mask_or_eos().unwrap();
        for (t, w) in words.iter().enumerate() {
            prop_assert!(!mask.is_allowed(t as u32) || w.iter().all(|b| b" \t\n\r".contains(b)),
                "a closed object continued by {:?}", String::from_utf8_lossy(w));
        }
    }
}

#[test]
fn json_object_grammar_bounds_whitespace_and_refuses_leading_whitespace() {
    let vocab = Arc::new(Vocabulary::bytes().unwrap());
    let mut m = GrammarSpec::JsonObject.compile(&vocab).unwrap();
    let mask = m.compute_mask().unwrap();
    assert!(!mask.is_allowed(u32::from(b' ')), "leading whitespace");
    assert!(!mask.is_allowed(u32::from(b'\n')), "leading newline");
    assert!(mask.is_allowed(u32::from(b'{')));
    m.consume_token(u32::from(b'{')).unwrap();
    let limit = strata_runtime::constrain::JSON_WS_MAX;
    for i in 0..limit {
        let mask = m.compute_mask().unwrap();
        assert!(mask.is_allowed(u32::from(b' ')), "space {i}");
        m.consume_token(u32::from(b' ')).unwrap();
    }
    let mask = m.compute_mask().unwrap();
    assert!(
        !mask.is_allowed(u32::from(b' ')),
        "a run of {} spaces",
        limit + 1
    );
    assert!(mask.is_allowed(u32::from(b'}')));
}

#[test]
fn whitespace_runs_and_depth_are_bounded() {
    let opts = JsonOptions::default();
    let (refused, _) = first_refused(format!("{{{}}}", " ".repeat(40)).as_bytes(), &opts);
    assert_eq!(refused, Some(1 + usize::from(opts.max_ws_run)));
    let deep = format!("{{\"a\":{}", "[".repeat(40));
    let (refused, _) = first_refused(deep.as_bytes(), &opts);
    assert_eq!(refused, Some(5 + usize::from(opts.max_depth) - 1));
}

/// Random walks under a tool call's mask (every allowed token equally likely, over a byte
/// vocabulary) always end in a call whose arguments satisfy the schema: only declared keys,
/// the required ones present, the integer's bounds, the enum, string and array lengths.
#[test]
fn random_walks_under_a_tool_schema_always_give_valid_arguments() {
    use strata_runtime::constrain::ToolSchema;
    use strata_runtime::sampler::Rng;
    let schema = serde_json::json!({
        "type": "object",
        "properties": {
            "city": {"type": "string", "maxLength": 20},
            "nights": {"type": "integer", "minimum": 1, "maximum": 30},
            "class": {"enum": ["economy", "business"]},
            "travellers": {"type": "array", "items": {"type": "string", "maxLength": 12}, "maxItems": 3},
        },
        "required": ["city", "nights", "class"],
        "additionalProperties": false,
    });
    let spec = GrammarSpec::ToolCall {
        tools: vec![ToolSchema {
            name: "book_trip".into(),
            parameters: Some(schema),
            strict: true,
        }],
        leading_newline: false,
    };
    let vocab = Arc::new(Vocabulary::bytes().unwrap());
    let mut rng = Rng::new(11);
    for walk in 0..40 {
        let mut m = spec.compile(&vocab).unwrap();
        let mut text = Vec::new();
        for _ in 0..2000 {
            if m.is_stopped() {
                break;
            }
            let mask = m.compute_mask().unwrap();
            let allowed: Vec<u32> = (0..256u32).filter(|&t| mask.is_allowed(t)).collect();
            assert!(
                !allowed.is_empty(),
                "walk {walk}: stuck after {:?}",
                String::from_utf8_lossy(&text)
            );
            let t = allowed[(rng.next_u64() % allowed.len() as u64) as usize];
            m.consume_token(t).unwrap();
            text.push(t as u8);
        }
        assert!(
            m.is_stopped(),
            "walk {walk} did not finish: {:?}",
            String::from_utf8_lossy(&text)
        );
        let call: Value = serde_json::from_slice(&text)
            .unwrap_or_else(|e| panic!("walk {walk}: {e}: {:?}", String::from_utf8_lossy(&text)));
        assert_eq!(call["name"], "book_trip");
        let args = call["arguments"].as_object().expect("arguments object");
        for k in args.keys() {
            assert!(
                ["city", "nights", "class", "travellers"].contains(&k.as_str()),
                "{call}"
            );
        }
        assert!(
            args["city"]
                .as_str()
                .is_some_and(|c| c.chars().count() <= 20),
            "{call}"
        );
        assert!(
            args["nights"]
                .as_i64()
                .is_some_and(|n| (1..=30).contains(&n)),
            "{call}"
        );
        assert!(
            ["economy", "business"].contains(&args["class"].as_str().unwrap()),
            "{call}"
        );
        if let Some(t) = args.get("travellers") {
            let t = t.as_array().expect("array");
            assert!(t.len() <= 3, "{call}");
            assert!(
                t.iter()
                    .all(|s| s.as_str().is_some_and(|s| s.chars().count() <= 12)),
                "{call}"
            );
        }
    }
}
