//! Constrained decoding end to end on the embedded trained model: gguf-py writes a copy of
//! `models/strata-tiny-moe.gguf` with Qwen3's chat template (tools, thinking), `stratac`
//! compiles it, `strata-rt serve` runs it, and the official `openai` client checks
//! `response_format: json_object` (answers parse with `json.loads`), `tool_choice` required and
//! named (a declared name, arguments that parse, streamed fragments that concatenate to the
//! non-streamed arguments) and `reasoning_effort: low` (reasoning within the 256-token budget,
//! counted by llama.cpp's tokenizer, then content); tool-call arguments and `json_schema` answers
//! validated with python `jsonschema` against their schemas, `finish_reason` in each case,
//! streamed and not, a rejected schema as a 400, `/metrics` counting constrained requests, and
//! decode tok/s with and without a schema (printed). The checks live in
//! `tests/oracle/server_constrained.py`.

use serde_json::Value;
use strata_tests::{compile_host_plan, run_oracle, scratch, spawn_serve, workspace_root};

#[test]
fn openai_client_sees_constrained_json_tool_calls_and_reasoning_budgets() {
    let dir = scratch();
    let gguf = dir.path().join("tiny-qwen3-template.gguf");
    let plan = dir.path().join("tiny-qwen3-template.plan");
    let source = workspace_root().join("models/strata-tiny-moe.gguf");
    run_oracle(
        "server_qwen3_gguf.py",
        &[source.to_str().unwrap(), gguf.to_str().unwrap()],
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
            // The schema cases count how many samples close their JSON within the token
            // budget, which depends on the exact logits; they were written against the f32
            // cache.
            "--kv",
            "f32",
        ],
        &[],
    );
    let out = run_oracle(
        "server_constrained.py",
        &[&format!("{}/v1", srv.url), "tiny", gguf.to_str().unwrap()],
    );
    let seen: Value = serde_json::from_str(out.trim()).expect("oracle prints JSON");
    // Every JSON-mode answer that ended by itself is an object (the script parsed each one).
    let json = seen["json"].as_array().expect("json results");
    assert_eq!(json.len(), 6);
    for j in json.iter().filter(|j| j["finish"] == "stop") {
        let v: Value = serde_json::from_str(j["text"].as_str().unwrap()).unwrap();
        assert!(v.is_object(), "{j}");
    }
    // Forced calls name a declared tool and carry object arguments.
    for t in seen["tools"]
        .as_array()
        .expect("tool results")
        .iter()
        .filter(|t| t["finish"] == "tool_calls")
    {
        assert!(
            ["get_weather", "search_scripture", "book_trip"].contains(&t["name"].as_str().unwrap()),
            "{t}"
        );
        let args: Value = serde_json::from_str(t["arguments"].as_str().unwrap()).unwrap();
        assert!(args.is_object(), "{t}");
    }
    assert!(seen["reasoning"]["tokens"].as_u64().unwrap() <= 256 + 8);
    // Schema answers that ended by themselves are objects with the required keys.
    for r in seen["json_schema"]
        .as_array()
        .expect("json_schema results")
        .iter()
        .filter(|r| r["finish"] == "stop")
    {
        let v: Value = serde_json::from_str(r["text"].as_str().unwrap()).unwrap();
        for key in ["book", "chapter", "mood", "verse"] {
            assert!(v.get(key).is_some(), "{r}");
        }
    }
    assert!(seen["bad_schema"].as_str().is_some_and(|m| !m.is_empty()));
    // Every JSON, schema, forced-call and auto-with-tools request was counted.
    assert!(
        seen["constrained_requests"].as_f64().unwrap() >= 40.0,
        "{seen}"
    );
    let count = |key: &str, finish: &str| {
        seen[key]
            .as_array()
            .map_or(0, |a| a.iter().filter(|r| r["finish"] == finish).count())
    };
    eprintln!(
        "forced calls: {} tool_calls, {} length; json_schema: {} stop, {} length; json_object: {} stop, {} length; auto: {}; parallel: {}",
        count("tools", "tool_calls"),
        count("tools", "length"),
        count("json_schema", "stop"),
        count("json_schema", "length"),
        count("json", "stop"),
        count("json", "length"),
        seen["auto"],
        seen["parallel"]
    );
    eprintln!(
        "decode tok/s: free {} / json_schema {}",
        seen["speed"]["free"]["decode_tok_per_s"], seen["speed"]["json_schema"]["decode_tok_per_s"]
    );
}
