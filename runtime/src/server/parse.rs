//! Incremental parsing of a model's raw output into what the API returns: visible content,
//! reasoning (`<think>...</think>`) and tool calls.
//!
//! The parser is fed text in whatever pieces the detokenizer produces and yields the same events
//! (after merging adjacent text of one kind) however the text was split. Tool calls are
//! recognised in three spellings:
//!
//! * Hermes / Qwen JSON: `<tool_call>\n{"name": "f", "arguments": {...}}\n</tool_call>`;
//! * Qwen3-Coder XML: `<tool_call>\n<function=f>\n<parameter=p>\nvalue\n</parameter>\n</function>\n</tool_call>`,
//!   also accepted without the `<tool_call>` wrapper;
//! * several calls inside one `<tool_call>` block.
//!
//! A Hermes / Qwen JSON call whose body starts `{"name": "f", "arguments": {` is streamed: once
//! that header is read the parser commits to the call, reports [`ParseEvent::ToolCallStart`],
//! and passes the arguments object on as [`ParseEvent::ToolCallArgs`] fragments while it is
//! generated, with insignificant whitespace removed (checked byte by byte by the JSON automaton
//! of [`super::jsonscan`]). The concatenated fragments are the arguments' JSON text. If
//! the arguments stop being valid JSON after the commitment (possible only when decoding is not
//! constrained), the call ends there and the rest of its body is passed through as content.
//! Every other spelling (XML, string arguments, other key orders) is parsed whole at its closing
//! tag and reported as a start plus one fragment.
//!
//! Memory stays bounded however long or unterminated the output is: text outside a tool call
//! is held back only while it could still be the start of a tag (a few bytes), a streamed call
//! holds at most its header (≤ 1 KiB), and a call parsed whole whose body grows longer than
//! `max_call_bytes` is abandoned and passed through as ordinary content.

use serde_json::{Map, Value};

use super::jsonscan::{JsonOptions, JsonState};

/// One tool call the model asked for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParsedToolCall {
    /// The function name.
    pub name: String,
    /// The arguments as compact JSON text (an object), as OpenAI's API carries them.
    pub arguments: String,
}

/// What the parser found in a stretch of output.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParseEvent {
    /// Text the user sees as the answer.
    Content(String),
    /// Text inside `<think>...</think>`.
    Reasoning(String),
    /// A tool call begins; its arguments follow as [`ParseEvent::ToolCallArgs`].
    ToolCallStart { name: String },
    /// The next piece of the current tool call's arguments (JSON text).
    ToolCallArgs(String),
}

/// Everything a finished output held, assembled from its events.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Assembled {
    pub content: String,
    pub reasoning: String,
    pub calls: Vec<ParsedToolCall>,
}

/// Assembles events into content, reasoning and whole tool calls.
pub fn assemble(events: impl IntoIterator<Item = ParseEvent>) -> Assembled {
    let mut out = Assembled::default();
    for ev in events {
        match ev {
            ParseEvent::Content(t) => out.content.push_str(&t),
            ParseEvent::Reasoning(t) => out.reasoning.push_str(&t),
            ParseEvent::ToolCallStart { name } => out.calls.push(ParsedToolCall {
                name,
                arguments: String::new(),
            }),
            ParseEvent::ToolCallArgs(t) => {
                if let Some(c) = out.calls.last_mut() {
                    c.arguments.push_str(&t);
                }
            }
        }
    }
    out
}

/// How the parser treats the output.
#[derive(Debug, Clone, Copy)]
pub struct ParserOptions {
    /// Recognise tool calls (the request carried `tools` and did not say `tool_choice: none`).
    pub tools: bool,
    /// The prompt ended inside an open `<think>` block, so the output starts as reasoning.
    pub start_in_reasoning: bool,
    /// The largest tool-call body kept in memory; a longer one is passed through as content.
    pub max_call_bytes: usize,
}

impl Default for ParserOptions {
    fn default() -> Self {
        ParserOptions {
            tools: false,
            start_in_reasoning: false,
            max_call_bytes: 256 * 1024,
        }
    }
}

const THINK_OPEN: &str = "<think>";
const THINK_CLOSE: &str = "</think>";
const CALL_OPEN: &str = "<tool_call>";
const CALL_CLOSE: &str = "</tool_call>";
const FUNC_OPEN: &str = "<function=";
const FUNC_CLOSE: &str = "</function>";

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum State {
    /// Ordinary answer text.
    Text,
    /// Inside `<think>`.
    Reasoning,
    /// Inside a tool call opened by `<tool_call>` (`wrapped`) or by a bare `<function=`.
    Call { wrapped: bool },
    /// Inside a tool call that grew past the limit: passed through as content up to its end.
    Overflow { wrapped: bool },
    /// Just inside `<tool_call>`: reading a possible `{"name": .., "arguments": {` header.
    Header,
    /// Streaming a committed call's arguments object.
    Args(JsonState),
    /// After a streamed call's arguments: the outer `}` (once closed, `outer` is set), then the
    /// closing tag or another call.
    Trailer { outer: bool },
}

/// The longest header a streamed call may have; longer ones are parsed whole.
const MAX_HEADER: usize = 1024;

/// The JSON automaton's limits for streamed arguments: as permissive as it allows, since this
/// only reads what a model wrote.
const ARGS_JSON: JsonOptions = JsonOptions {
    object_root: true,
    max_depth: 64,
    max_ws_run: u16::MAX,
};

/// Result of matching a streamed call's header.
enum Header {
    /// Not decided yet.
    Need,
    /// Not this form: parse the call whole.
    No,
    /// The header ends at byte `len` (the arguments' `{`), naming function `name`.
    Yes { name: String, len: usize },
}

/// Matches `\s*{\s*"name"\s*:\s*"NAME"\s*,\s*"arguments"\s*:\s*{` at the start of `text`, looking
/// at most [`MAX_HEADER`] bytes, so the answer never depends on how the text was split.
fn match_header(text: &str) -> Header {
    let full = text.len() >= MAX_HEADER;
    let b = &text.as_bytes()[..text.len().min(MAX_HEADER)];
    let need = if full { Header::No } else { Header::Need };
    let mut i = 0usize;
    let ws = |i: &mut usize| {
        while *i < b.len() && matches!(b[*i], b' ' | b'\t' | b'\n' | b'\r') {
            *i += 1;
        }
    };
    // Expects `lit` at `i`; `Some(answer)` when that decides the match.
    let expect = |i: &mut usize, lit: &[u8]| -> Option<bool> {
        let avail = &b[*i..];
        if avail.len() >= lit.len() {
            if avail.starts_with(lit) {
                *i += lit.len();
                None
            } else {
                Some(false)
            }
        } else if lit.starts_with(avail) {
            Some(true)
        } else {
            Some(false)
        }
    };
    macro_rules! step {
        ($lit:expr) => {
            ws(&mut i);
            match expect(&mut i, $lit) {
                None => {}
                Some(true) => return need,
                Some(false) => return Header::No,
            }
        };
    }
    step!(b"{");
    step!(b"\"name\"");
    step!(b":");
    ws(&mut i);
    if i >= b.len() {
        return need;
    }
    if b[i] != b'"' {
        return Header::No;
    }
    let start = i;
    i += 1;
    loop {
        match b.get(i) {
            None => return need,
            Some(b'\\') => i += 2,
            Some(b'"') => break,
            Some(_) => i += 1,
        }
    }
    let name = match std::str::from_utf8(&b[start..=i])
        .ok()
        .and_then(|q| serde_json::from_str::<String>(q).ok())
    {
        Some(n) if !n.is_empty() => n,
        _ => return Header::No,
    };
    i += 1;
    step!(b",");
    step!(b"\"arguments\"");
    step!(b":");
    ws(&mut i);
    if i >= b.len() {
        return need;
    }
    if b[i] != b'{' {
        return Header::No;
    }
    Header::Yes { name, len: i }
}

/// The incremental output parser. Feed it with [`OutputParser::push`] and close it with
/// [`OutputParser::finish`].
#[derive(Debug)]
pub struct OutputParser {
    opts: ParserOptions,
    state: State,
    /// Pending text of the current state: a held-back possible tag prefix, or the tool-call body.
    buf: String,
    /// How far into `buf` the closing-tag search has already looked (tool-call state), so a long
    /// body fed in tiny pieces is scanned in linear time.
    scanned: usize,
    /// Leading whitespace of the answer after `</think>` is dropped, as chat UIs expect.
    trim_content_start: bool,
    /// Whether any content has been emitted (used for the same trimming).
    content_started: bool,
}

impl OutputParser {
    /// A parser in its start state.
    pub fn new(opts: ParserOptions) -> Self {
        OutputParser {
            state: if opts.start_in_reasoning {
                State::Reasoning
            } else {
                State::Text
            },
            opts,
            buf: String::new(),
            scanned: 0,
            trim_content_start: false,
            content_started: false,
        }
    }

    /// Bytes the parser currently holds back (bounded by `max_call_bytes` plus a tag length).
    pub fn buffered_len(&self) -> usize {
        self.buf.len()
    }

    /// Whether the parser is inside a reasoning block right now.
    pub fn in_reasoning(&self) -> bool {
        self.state == State::Reasoning
    }

    /// Whether the output so far ends inside a streamed tool call whose arguments (or outer
    /// object) are not complete: a call cut short rather than a finished one.
    pub fn in_open_call(&self) -> bool {
        matches!(self.state, State::Args(_) | State::Trailer { outer: false })
    }

    /// Feeds the next piece of output, appending what it completes to `out`.
    pub fn push(&mut self, text: &str, out: &mut Vec<ParseEvent>) {
        self.buf.push_str(text);
        self.drain(out);
    }

    /// Ends the output: whatever is held back is emitted (an unterminated tool call becomes
    /// content, an unterminated reasoning block stays reasoning).
    pub fn finish(&mut self, out: &mut Vec<ParseEvent>) {
        let rest = std::mem::take(&mut self.buf);
        self.scanned = 0;
        match self.state {
            State::Text | State::Overflow { .. } => self.content(rest, out),
            State::Reasoning => reasoning(rest, out),
            State::Call { wrapped } => {
                let open = if wrapped { CALL_OPEN } else { FUNC_OPEN };
                self.content(format!("{open}{rest}"), out);
            }
            State::Header => self.content(format!("{CALL_OPEN}{rest}"), out),
            // A streamed call cut short stays what was streamed; what follows its arguments
            // (whitespace, part of the closing tag) is dropped unless it is something else.
            State::Args(_) => {}
            State::Trailer { .. } => {
                let t = rest.trim();
                if !t.is_empty() && !CALL_CLOSE.starts_with(t) && !t.starts_with('}') {
                    self.content(rest, out);
                }
            }
        }
        self.state = State::Text;
    }

    fn drain(&mut self, out: &mut Vec<ParseEvent>) {
        loop {
            let progressed = match self.state {
                State::Text => self.step_text(out),
                State::Reasoning => self.step_reasoning(out),
                State::Call { wrapped } => self.step_call(wrapped, out),
                State::Overflow { wrapped } => self.step_overflow(wrapped, out),
                State::Header => self.step_header(out),
                State::Args(json) => self.step_args(json, out),
                State::Trailer { outer } => self.step_trailer(outer, out),
            };
            if !progressed {
                return;
            }
        }
    }

    /// Text state: emits content up to the first opening tag, or up to a suffix that may still
    /// become one. Returns true when it changed state.
    fn step_text(&mut self, out: &mut Vec<ParseEvent>) -> bool {
        let mut openers: Vec<&str> = vec![THINK_OPEN];
        if self.opts.tools {
            openers.push(CALL_OPEN);
            openers.push(FUNC_OPEN);
        }
        let found = openers
            .iter()
            .filter_map(|tag| self.buf.find(tag).map(|pos| (pos, *tag)))
            .min_by_key(|(pos, _)| *pos);
        if let Some((pos, tag)) = found {
            let before = self.buf[..pos].to_string();
            self.buf.drain(..pos + tag.len());
            self.content(before, out);
            self.scanned = 0;
            self.state = match tag {
                THINK_OPEN => State::Reasoning,
                CALL_OPEN => State::Header,
                _ => State::Call { wrapped: false },
            };
            return true;
        }
        let keep = partial_suffix(&self.buf, &openers);
        let emit = self.buf[..self.buf.len() - keep].to_string();
        self.buf.drain(..self.buf.len() - keep);
        self.content(emit, out);
        false
    }

    fn step_reasoning(&mut self, out: &mut Vec<ParseEvent>) -> bool {
        if let Some(pos) = self.buf.find(THINK_CLOSE) {
            let inside = self.buf[..pos].to_string();
            self.buf.drain(..pos + THINK_CLOSE.len());
            reasoning(inside, out);
            self.state = State::Text;
            self.trim_content_start = true;
            return true;
        }
        let keep = partial_suffix(&self.buf, &[THINK_CLOSE]);
        let emit = self.buf[..self.buf.len() - keep].to_string();
        self.buf.drain(..self.buf.len() - keep);
        reasoning(emit, out);
        false
    }

    fn step_call(&mut self, wrapped: bool, out: &mut Vec<ParseEvent>) -> bool {
        let close = if wrapped { CALL_CLOSE } else { FUNC_CLOSE };
        let from = floor_boundary(&self.buf, self.scanned.saturating_sub(close.len()));
        if let Some(rel) = self.buf[from..].find(close) {
            let pos = from + rel;
            let body: String = self.buf[..pos].to_string();
            self.buf.drain(..pos + close.len());
            self.scanned = 0;
            self.state = State::Text;
            if body.len() > self.opts.max_call_bytes {
                let open = if wrapped { CALL_OPEN } else { FUNC_OPEN };
                self.content(format!("{open}{body}{close}"), out);
                return true;
            }
            let calls = if wrapped {
                parse_call_block(&body)
            } else {
                parse_function_block(&format!("{FUNC_OPEN}{body}{FUNC_CLOSE}"))
            };
            match calls {
                Some(calls) => {
                    for c in calls {
                        out.push(ParseEvent::ToolCallStart { name: c.name });
                        out.push(ParseEvent::ToolCallArgs(c.arguments));
                    }
                }
                None => {
                    // Not a call we understand: the user still sees exactly what the model wrote.
                    let open = if wrapped { CALL_OPEN } else { FUNC_OPEN };
                    self.content(format!("{open}{body}{close}"), out);
                }
            }
            return true;
        }
        self.scanned = self.buf.len();
        if self.buf.len() > self.opts.max_call_bytes + close.len() {
            // The body is certainly longer than the limit: give the call up and pass everything
            // through as content until its closing tag, keeping only a possible tag prefix.
            let open = if wrapped { CALL_OPEN } else { FUNC_OPEN };
            let keep = partial_suffix(&self.buf, &[close]);
            let emit = format!("{open}{}", &self.buf[..self.buf.len() - keep]);
            self.buf.drain(..self.buf.len() - keep);
            self.content(emit, out);
            self.scanned = 0;
            self.state = State::Overflow { wrapped };
            return true;
        }
        false
    }

    /// Header state: commits to a streamed call once its header is read, or falls back to
    /// parsing the call whole.
    fn step_header(&mut self, out: &mut Vec<ParseEvent>) -> bool {
        match match_header(&self.buf) {
            Header::Need => false,
            Header::No => {
                self.scanned = 0;
                self.state = State::Call { wrapped: true };
                true
            }
            Header::Yes { name, len } => {
                self.buf.drain(..len);
                out.push(ParseEvent::ToolCallStart { name });
                self.state = State::Args(JsonState::new());
                true
            }
        }
    }

    /// Args state: passes the arguments on, minus insignificant whitespace, until the object
    /// closes; a byte that cannot continue it ends the call.
    fn step_args(&mut self, mut json: JsonState, out: &mut Vec<ParseEvent>) -> bool {
        let mut frag = Vec::new();
        let mut used = 0usize;
        let mut next = None;
        for &b in self.buf.as_bytes() {
            let insignificant = !json.in_string() && matches!(b, b' ' | b'\t' | b'\n' | b'\r');
            if !json.push(b, &ARGS_JSON) {
                next = Some(State::Overflow { wrapped: true });
                break;
            }
            used += 1;
            if !insignificant {
                frag.push(b);
            }
            if json.is_closed() {
                next = Some(State::Trailer { outer: false });
                break;
            }
        }
        self.buf.drain(..used);
        if !frag.is_empty() {
            out.push(ParseEvent::ToolCallArgs(
                String::from_utf8_lossy(&frag).into_owned(),
            ));
        }
        match next {
            Some(state) => {
                self.state = state;
                true
            }
            None => {
                self.state = State::Args(json);
                false
            }
        }
    }

    /// Trailer state: the call object's `}`, then `</tool_call>` or the next call.
    fn step_trailer(&mut self, outer: bool, out: &mut Vec<ParseEvent>) -> bool {
        let trimmed = self.buf.trim_start().len();
        let ws = self.buf.len() - trimmed;
        self.buf.drain(..ws);
        if self.buf.is_empty() {
            return false;
        }
        if !outer {
            if self.buf.starts_with('}') {
                self.buf.drain(..1);
                self.state = State::Trailer { outer: true };
                return true;
            }
            self.state = State::Overflow { wrapped: true };
            return true;
        }
        if self.buf.starts_with(CALL_CLOSE) {
            self.buf.drain(..CALL_CLOSE.len());
            self.state = State::Text;
            return true;
        }
        if self.buf.starts_with('{') {
            self.state = State::Header;
            return true;
        }
        if CALL_CLOSE.starts_with(self.buf.as_str()) {
            return false;
        }
        let _ = out;
        self.state = State::Overflow { wrapped: true };
        true
    }

    fn step_overflow(&mut self, wrapped: bool, out: &mut Vec<ParseEvent>) -> bool {
        let close = if wrapped { CALL_CLOSE } else { FUNC_CLOSE };
        if let Some(pos) = self.buf.find(close) {
            let emit = self.buf[..pos + close.len()].to_string();
            self.buf.drain(..pos + close.len());
            self.content(emit, out);
            self.state = State::Text;
            return true;
        }
        let keep = partial_suffix(&self.buf, &[close]);
        let emit = self.buf[..self.buf.len() - keep].to_string();
        self.buf.drain(..self.buf.len() - keep);
        self.content(emit, out);
        false
    }

    fn content(&mut self, mut text: String, out: &mut Vec<ParseEvent>) {
        if self.trim_content_start && !self.content_started {
            let trimmed = text.trim_start();
            if trimmed.is_empty() {
                return;
            }
            text = trimmed.to_string();
        }
        if text.is_empty() {
            return;
        }
        self.content_started = true;
        match out.last_mut() {
            Some(ParseEvent::Content(prev)) => prev.push_str(&text),
            _ => out.push(ParseEvent::Content(text)),
        }
    }
}

fn reasoning(text: String, out: &mut Vec<ParseEvent>) {
    if text.is_empty() {
        return;
    }
    match out.last_mut() {
        Some(ParseEvent::Reasoning(prev)) => prev.push_str(&text),
        _ => out.push(ParseEvent::Reasoning(text)),
    }
}

/// Length of the longest proper suffix of `text` that is a prefix of one of `tags`: the bytes
/// that must be held back because the next piece may complete a tag.
fn partial_suffix(text: &str, tags: &[&str]) -> usize {
    let longest = tags.iter().map(|t| t.len()).max().unwrap_or(0);
    let bytes = text.as_bytes();
    for len in (1..longest.min(bytes.len() + 1)).rev() {
        let start = bytes.len() - len;
        if !text.is_char_boundary(start) {
            continue;
        }
        let suffix = &text[start..];
        if tags
            .iter()
            .any(|t| t.len() > len && t.as_bytes().starts_with(suffix.as_bytes()))
        {
            return len;
        }
    }
    0
}

fn floor_boundary(text: &str, mut at: usize) -> usize {
    at = at.min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// Parses the body of a `<tool_call>` block: one or more JSON objects, or Qwen3-Coder
/// `<function=...>` blocks. `None` when it is neither.
fn parse_call_block(body: &str) -> Option<Vec<ParsedToolCall>> {
    let trimmed = body.trim();
    if trimmed.starts_with(FUNC_OPEN) {
        return parse_function_block(trimmed);
    }
    let mut calls = Vec::new();
    for value in serde_json::Deserializer::from_str(trimmed).into_iter::<Value>() {
        calls.push(json_call(value.ok()?)?);
    }
    if calls.is_empty() { None } else { Some(calls) }
}

/// One Hermes-style JSON call: `{"name": .., "arguments": {..} | "json text"}` (`parameters` is
/// accepted for `arguments`).
fn json_call(value: Value) -> Option<ParsedToolCall> {
    let Value::Object(mut obj) = value else {
        return None;
    };
    let name = match obj.remove("name")? {
        Value::String(s) if !s.is_empty() => s,
        _ => return None,
    };
    let args = obj
        .remove("arguments")
        .or_else(|| obj.remove("parameters"))
        .unwrap_or(Value::Object(Map::new()));
    let arguments = match args {
        Value::String(s) => match serde_json::from_str::<Value>(&s) {
            Ok(v @ Value::Object(_)) => v.to_string(),
            _ => return None,
        },
        v @ Value::Object(_) => v.to_string(),
        _ => return None,
    };
    Some(ParsedToolCall { name, arguments })
}

/// Parses one or more `<function=NAME>(<parameter=P>VALUE</parameter>)*</function>` blocks
/// (Qwen3-Coder). Parameter values that are valid JSON keep their type; others are strings.
fn parse_function_block(text: &str) -> Option<Vec<ParsedToolCall>> {
    let mut calls = Vec::new();
    let mut rest = text.trim();
    while !rest.is_empty() {
        rest = rest.strip_prefix(FUNC_OPEN)?;
        let name_end = rest.find('>')?;
        let name = rest[..name_end].trim().to_string();
        if name.is_empty() {
            return None;
        }
        rest = &rest[name_end + 1..];
        let end = rest.find(FUNC_CLOSE)?;
        let mut params_text = &rest[..end];
        rest = rest[end + FUNC_CLOSE.len()..].trim_start();
        let mut args = Map::new();
        loop {
            params_text = params_text.trim_start();
            if params_text.is_empty() {
                break;
            }
            params_text = params_text.strip_prefix("<parameter=")?;
            let key_end = params_text.find('>')?;
            let key = params_text[..key_end].trim().to_string();
            params_text = &params_text[key_end + 1..];
            let value_end = params_text.find("</parameter>")?;
            let raw = strip_one_newline(&params_text[..value_end]);
            params_text = &params_text[value_end + "</parameter>".len()..];
            let value = serde_json::from_str::<Value>(raw)
                .ok()
                .filter(|v| !v.is_string())
                .unwrap_or_else(|| Value::String(raw.to_string()));
            args.insert(key, value);
        }
        calls.push(ParsedToolCall {
            name,
            arguments: Value::Object(args).to_string(),
        });
    }
    if calls.is_empty() { None } else { Some(calls) }
}

fn strip_one_newline(s: &str) -> &str {
    let s = s.strip_prefix('\n').unwrap_or(s);
    s.strip_suffix('\n').unwrap_or(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(opts: ParserOptions, pieces: &[&str]) -> Vec<ParseEvent> {
        let mut p = OutputParser::new(opts);
        let mut out = Vec::new();
        for piece in pieces {
            p.push(piece, &mut out);
        }
        p.finish(&mut out);
        out
    }

    fn tools() -> ParserOptions {
        ParserOptions {
            tools: true,
            ..ParserOptions::default()
        }
    }

    #[test]
    fn hermes_json_call() {
        let out = run(
            tools(),
            &[
                "Sure.<tool",
                "_call>\n{\"name\": \"get_weather\", \"arguments\": {\"city\": \"Paris\"}}\n</tool_",
                "call>",
            ],
        );
        let got = assemble(out.clone());
        assert_eq!(got.content, "Sure.");
        assert_eq!(
            got.calls,
            vec![ParsedToolCall {
                name: "get_weather".into(),
                arguments: "{\"city\":\"Paris\"}".into()
            }]
        );
        // Streamed: the start comes before the arguments, which arrive as they are written.
        assert_eq!(
            out[1],
            ParseEvent::ToolCallStart {
                name: "get_weather".into()
            }
        );
        assert!(matches!(out[2], ParseEvent::ToolCallArgs(_)));
    }

    #[test]
    fn streamed_arguments_keep_the_models_spelling_minus_whitespace() {
        let text = "<tool_call>\n{\"name\": \"f\", \"arguments\": {\"z\": \"a b\\u00e9\", \"a\": [1, 2.5]}}\n</tool_call>tail";
        let whole = assemble(run(tools(), &[text]));
        let pieces: Vec<String> = text.chars().map(String::from).collect();
        let refs: Vec<&str> = pieces.iter().map(String::as_str).collect();
        assert_eq!(assemble(run(tools(), &refs)), whole);
        assert_eq!(
            whole.calls[0].arguments,
            "{\"z\":\"a b\\u00e9\",\"a\":[1,2.5]}"
        );
        assert_eq!(whole.content, "tail");
    }

    #[test]
    fn qwen_coder_call_and_thinking() {
        let out = run(
            tools(),
            &[
                "<think>\nhmm</think>\n\n<tool_call>\n<function=add>\n<parameter=a>\n1\n</parameter>\n",
                "<parameter=b>\ntwo words\n</parameter>\n</function>\n</tool_call>",
            ],
        );
        assert_eq!(
            out,
            vec![
                ParseEvent::Reasoning("\nhmm".into()),
                ParseEvent::ToolCallStart { name: "add".into() },
                ParseEvent::ToolCallArgs("{\"a\":1,\"b\":\"two words\"}".into()),
            ]
        );
    }

    #[test]
    fn invalid_call_is_content_and_tools_off_is_text() {
        let text = "<tool_call>not json</tool_call>";
        assert_eq!(
            run(tools(), &[text]),
            vec![ParseEvent::Content(text.into())]
        );
        let call = "<tool_call>{\"name\":\"f\",\"arguments\":{}}</tool_call>";
        assert_eq!(
            run(ParserOptions::default(), &[call]),
            vec![ParseEvent::Content(call.into())]
        );
    }

    #[test]
    fn starts_in_reasoning() {
        let opts = ParserOptions {
            start_in_reasoning: true,
            ..ParserOptions::default()
        };
        assert_eq!(
            run(opts, &["a</th", "ink>b"]),
            vec![
                ParseEvent::Reasoning("a".into()),
                ParseEvent::Content("b".into())
            ]
        );
    }

    #[test]
    fn partial_suffix_respects_char_boundaries() {
        assert_eq!(partial_suffix("héllo<too", &[CALL_OPEN]), 4);
        assert_eq!(partial_suffix("é", &[CALL_OPEN]), 0);
        assert_eq!(partial_suffix("<tool_call", &[CALL_OPEN]), 10);
    }
}
