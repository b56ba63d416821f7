//! What a constrained stretch of output must match, and its translation to an llguidance
//! grammar: JSON Schema, any JSON object, a tool call's body, a Lark grammar or a regex.
//!
//! JSON is written without leading whitespace, and insignificant whitespace between tokens is
//! at most [`JSON_WS_MAX`] bytes per gap, so a model cannot fill its budget with spaces while
//! still "making progress" inside the grammar. A tool call's body is written in the exact
//! compact Hermes spelling `{"name": "f", "arguments": {...}}` (separators `", "` and `": "`,
//! no other whitespace), which the output parser streams; the arguments follow the tool's
//! `parameters` schema. Each tool's schema is embedded as its own `%json` sub-grammar of a Lark
//! grammar, so its `$ref`s keep resolving against its own root.

use llguidance::api::TopLevelGrammar;
use serde_json::{Value, json};

use super::vocab::Vocabulary;
use crate::error::RuntimeError;

/// Most bytes of insignificant whitespace between two JSON tokens.
pub const JSON_WS_MAX: usize = 16;

/// One declared tool: its name and the JSON Schema of its arguments.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ToolSchema {
    /// The function name (OpenAI's rule: `[A-Za-z0-9_-]{1,64}`).
    pub name: String,
    /// The `parameters` schema; `None` = any JSON object.
    pub parameters: Option<Value>,
    /// Refuse schema keywords the library cannot enforce, instead of ignoring them.
    pub strict: bool,
}

/// A grammar for one stretch of output.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GrammarSpec {
    /// Any JSON object.
    JsonObject,
    /// A JSON value valid against `schema`. With `strict`, keywords llguidance cannot enforce
    /// are an error; without it they are ignored.
    JsonSchema { schema: Value, strict: bool },
    /// One tool-call body `{"name": N, "arguments": A}` for one of the tools, `A` valid
    /// against that tool's schema; with `leading_newline`, one optional `\n` may come first
    /// (a call the model opened itself, after `<tool_call>`).
    ToolCall {
        tools: Vec<ToolSchema>,
        leading_newline: bool,
    },
    /// The rest of a harmony (gpt-oss) tool-call header and its body, after a forced
    /// `<|channel|>commentary to=functions.`: `N <|constrain|>json<|message|>A` with `N` one of
    /// the tools and `A` valid against its schema.
    HarmonyCall { tools: Vec<ToolSchema> },
    /// A Lark grammar in llguidance's dialect.
    Lark(String),
    /// A regular expression (Rust `regex` syntax) the whole output must match.
    Regex(String),
}

fn bad(msg: impl std::fmt::Display) -> RuntimeError {
    RuntimeError::InvalidArgument(msg.to_string())
}

/// llguidance's JSON options, given in the schema's `x-guidance` key.
fn with_options(schema: &Value, opts: Value) -> Result<Value, RuntimeError> {
    let mut schema = match schema {
        Value::Bool(true) => json!({}),
        Value::Bool(false) => return Err(bad("the JSON schema `false` matches nothing")),
        Value::Object(_) => schema.clone(),
        _ => return Err(bad("a JSON schema must be an object or a boolean")),
    };
    if let Value::Object(o) = &mut schema {
        // The caller's own llguidance options would undo the bounds above.
        o.insert("x-guidance".into(), opts);
    }
    Ok(schema)
}

fn free_json_options(strict: bool) -> Value {
    json!({
        "whitespace_pattern": format!("[\\x20\\x0A\\x0D\\x09]{{1,{JSON_WS_MAX}}}"),
        "lenient": !strict,
    })
}

fn compact_json_options(strict: bool) -> Value {
    json!({
        "whitespace_flexible": false,
        "item_separator": ", ",
        "key_separator": ": ",
        "lenient": !strict,
    })
}

/// A Lark string literal for `text` (Lark strings are JSON strings).
fn lark_literal(text: &str) -> Result<String, RuntimeError> {
    serde_json::to_string(text).map_err(|e| bad(format!("grammar literal: {e}")))
}

/// Whether `name` is a valid OpenAI function name.
pub fn valid_tool_name(name: &str) -> bool {
    (1..=64).contains(&name.len())
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
}

impl GrammarSpec {
    /// The llguidance grammar.
    pub fn to_llguidance(&self) -> Result<TopLevelGrammar, RuntimeError> {
        Ok(match self {
            GrammarSpec::JsonObject => TopLevelGrammar::from_json_schema(with_options(
                &json!({"type": "object"}),
                free_json_options(true),
            )?),
            GrammarSpec::JsonSchema { schema, strict } => {
                TopLevelGrammar::from_json_schema(with_options(schema, free_json_options(*strict))?)
            }
            GrammarSpec::ToolCall {
                tools,
                leading_newline,
            } => TopLevelGrammar::from_lark(tool_call_lark(tools, *leading_newline)?),
            GrammarSpec::HarmonyCall { tools } => {
                TopLevelGrammar::from_lark(harmony_call_lark(tools)?)
            }
            GrammarSpec::Lark(text) => TopLevelGrammar::from_lark(text.clone()),
            GrammarSpec::Regex(rx) => TopLevelGrammar::from_regex(rx),
        })
    }

    /// Compiles the grammar against a byte vocabulary and reports what llguidance refuses in
    /// it (a bad schema, an unknown keyword under `strict`, a Lark syntax error), so that a
    /// request can be refused before it reaches the model.
    pub fn check(&self) -> Result<(), RuntimeError> {
        static BYTES: std::sync::OnceLock<Result<Vocabulary, String>> = std::sync::OnceLock::new();
        let vocab = BYTES
            .get_or_init(|| Vocabulary::bytes().map_err(|e| e.to_string()))
            .as_ref()
            .map_err(|e| RuntimeError::InvalidArgument(e.clone()))?;
        self.compile(vocab).map(drop)
    }

    /// Compiles the grammar into a matcher over `vocab`.
    pub fn compile(&self, vocab: &Vocabulary) -> Result<llguidance::Matcher, RuntimeError> {
        let grammar = self.to_llguidance()?;
        let parser = vocab
            .factory()
            .create_parser(grammar)
            .map_err(|e| bad(format!("invalid grammar: {}", first_line(&e.to_string()))))?;
        let matcher = llguidance::Matcher::new(Ok(parser));
        if let Some(e) = matcher.get_error() {
            return Err(bad(format!("invalid grammar: {}", first_line(&e))));
        }
        Ok(matcher)
    }
}

/// llguidance's verbose errors append the grammar and parser state; the first line says what
/// is wrong.
fn first_line(msg: &str) -> String {
    let line = msg.lines().next().unwrap_or(msg);
    let mut s: String = line.chars().take(600).collect();
    if s.len() < line.len() {
        s.push('…');
    }
    s
}

/// `start: "\n"? (c0 | c1 | ...)` with `cI: "{\"name\": \"NAME\", \"arguments\": " %json{..} "}"`.
fn tool_call_lark(tools: &[ToolSchema], leading_newline: bool) -> Result<String, RuntimeError> {
    if tools.is_empty() {
        return Err(bad("a tool call needs at least one tool"));
    }
    let mut alts = Vec::new();
    let mut rules = String::new();
    for (i, tool) in tools.iter().enumerate() {
        if !valid_tool_name(&tool.name) {
            return Err(bad(format!(
                "tool name '{}' must be 1 to 64 letters, digits, '_' or '-'",
                tool.name
            )));
        }
        let params = tool
            .parameters
            .clone()
            .unwrap_or_else(|| json!({"type": "object"}));
        let schema = with_options(&params, compact_json_options(tool.strict))
            .map_err(|e| bad(format!("tool '{}': {e}", tool.name)))?;
        let head = lark_literal(&format!("{{\"name\": \"{}\", \"arguments\": ", tool.name))?;
        let schema_text = serde_json::to_string(&schema).map_err(bad)?;
        rules.push_str(&format!("c{i}: {head} %json {schema_text} \"}}\"\n"));
        alts.push(format!("c{i}"));
    }
    let nl = if leading_newline { "\"\\n\"? " } else { "" };
    Ok(format!("start: {nl}({})\n{rules}", alts.join(" | ")))
}

/// The Lark grammar of [`GrammarSpec::HarmonyCall`]: one alternative per tool, its name and the
/// header's end as literal text, then its arguments as embedded JSON.
fn harmony_call_lark(tools: &[ToolSchema]) -> Result<String, RuntimeError> {
    if tools.is_empty() {
        return Err(bad("a tool call needs at least one tool"));
    }
    let mut alts = Vec::new();
    let mut rules = String::new();
    for (i, tool) in tools.iter().enumerate() {
        if !valid_tool_name(&tool.name) {
            return Err(bad(format!(
                "tool name '{}' must be 1 to 64 letters, digits, '_' or '-'",
                tool.name
            )));
        }
        let params = tool
            .parameters
            .clone()
            .unwrap_or_else(|| json!({"type": "object"}));
        let schema = with_options(&params, compact_json_options(tool.strict))
            .map_err(|e| bad(format!("tool '{}': {e}", tool.name)))?;
        let head = lark_literal(&format!("{} <|constrain|>json<|message|>", tool.name))?;
        let schema_text = serde_json::to_string(&schema).map_err(bad)?;
        rules.push_str(&format!("c{i}: {head} %json {schema_text}\n"));
        alts.push(format!("c{i}"));
    }
    Ok(format!("start: {}\n{rules}", alts.join(" | ")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_schemas_and_grammars_are_named() {
        let err = GrammarSpec::JsonSchema {
            schema: json!({"type": "nonsense"}),
            strict: true,
        }
        .check()
        .unwrap_err()
        .to_string();
        assert!(err.contains("invalid grammar"), "{err}");
        assert!(GrammarSpec::Lark("start: (".into()).check().is_err());
        assert!(
            GrammarSpec::JsonSchema {
                schema: json!(false),
                strict: false
            }
            .check()
            .is_err()
        );
        assert!(
            GrammarSpec::ToolCall {
                tools: vec![ToolSchema {
                    name: "bad name".into(),
                    parameters: None,
                    strict: false
                }],
                leading_newline: false
            }
            .check()
            .is_err()
        );
        GrammarSpec::JsonObject.check().unwrap();
        GrammarSpec::Regex("[a-z]+".into()).check().unwrap();
    }

    #[test]
    fn harmony_calls_name_a_tool_then_take_its_arguments() {
        let tool = |name: &str| ToolSchema {
            name: name.into(),
            parameters: Some(json!({"type": "object", "properties": {"x": {"type": "integer"}}})),
            strict: false,
        };
        let lark = harmony_call_lark(&[tool("f"), tool("g_2")]).unwrap();
        assert!(lark.starts_with("start: c0 | c1\n"), "{lark}");
        assert!(
            lark.contains(r#"c1: "g_2 <|constrain|>json<|message|>" %json {"#),
            "{lark}"
        );
        GrammarSpec::HarmonyCall {
            tools: vec![tool("f"), tool("g_2")],
        }
        .check()
        .unwrap();
        let err = GrammarSpec::HarmonyCall {
            tools: vec![tool("bad name")],
        }
        .check()
        .unwrap_err();
        assert!(err.to_string().contains("bad name"), "{err}");
        assert!(GrammarSpec::HarmonyCall { tools: vec![] }.check().is_err());
    }
}
