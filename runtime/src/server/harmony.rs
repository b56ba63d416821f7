//! Incremental parsing of gpt-oss output (OpenAI's harmony format) into the same events as
//! [`super::parse::OutputParser`]: reasoning, visible content and tool calls.
//!
//! A harmony turn is a sequence of messages, each `HEADER<|message|>BODY` and ended by
//! `<|end|>` (the model goes on with `<|start|>assistant...`), `<|call|>` (a tool call: the
//! turn ends) or `<|return|>` (the answer is done). The prompt ends with `<|start|>assistant`,
//! so the output opens inside the first header. The header names the channel and, for a tool
//! call, the recipient, in either place the model writes it:
//!
//! ```text
//! <|channel|>analysis<|message|>...<|end|>                                   -> reasoning
//! <|start|>assistant<|channel|>final<|message|>...                            -> content
//! <|start|>assistant<|channel|>commentary<|message|>...<|end|>                -> content (preamble)
//! <|start|>assistant<|channel|>commentary to=functions.NAME <|constrain|>json<|message|>{...}
//! <|start|>assistant to=functions.NAME<|channel|>commentary json<|message|>{...}
//! ```
//!
//! A call's arguments are streamed as [`ParseEvent::ToolCallArgs`] fragments while they are
//! generated, minus insignificant whitespace (checked by [`super::jsonscan`]), after a
//! [`ParseEvent::ToolCallStart`] sent once the body's first byte shows an object. A message
//! addressed to any other recipient (a built-in `browser` or `python` tool, or any function when
//! the request declared no tools) is dropped, as llama.cpp drops it. When the text is not
//! harmony (no header where one must be, a header longer than [`MAX_HEADER`] bytes or holding a
//! line break, a call body that is not an object), what the model wrote is passed through as
//! content.
//!
//! `<|end|>`, `<|call|>` and `<|return|>` end a body wherever they appear; the last two are
//! end-of-generation tokens the server never sees as text in a real gpt-oss vocabulary, so a
//! body also ends with the output. The parser yields the same events (after merging adjacent
//! text of one kind) however the text was split, and holds back at most a header
//! ([`MAX_HEADER`] bytes) or a possible marker prefix (a few bytes) whatever the output's length.

use super::jsonscan::{JsonOptions, JsonState};
use super::parse::{ParseEvent, ParserOptions};

/// Opens a message header after the first.
pub const START: &str = "<|start|>";
/// Names the channel inside a header.
pub const CHANNEL: &str = "<|channel|>";
/// Ends a header.
pub const MESSAGE: &str = "<|message|>";
/// Ends a message inside a turn.
pub const END: &str = "<|end|>";
/// Ends a tool-call message and the turn.
pub const CALL: &str = "<|call|>";
/// Ends the final message and the turn.
pub const RETURN: &str = "<|return|>";
/// Marks a header's content type (`<|constrain|>json`).
pub const CONSTRAIN: &str = "<|constrain|>";

/// The longest header kept in memory; a longer one is not a header.
pub const MAX_HEADER: usize = 256;

/// Leading whitespace of a call body held back before its first byte decides it.
const MAX_CALL_LEAD: usize = 64;

/// The terminators of a message body.
const BODY_ENDS: [&str; 3] = [END, CALL, RETURN];

/// The JSON automaton's limits for arguments: as permissive as it allows, since this only reads
/// what a model wrote.
const ARGS_JSON: JsonOptions = JsonOptions {
    object_root: true,
    max_depth: 64,
    max_ws_run: u16::MAX,
};

/// Where a message body's text goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Sink {
    Reasoning,
    Content,
    /// A message for a recipient the client does not handle.
    Drop,
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum State {
    /// Reading a header; `role` is set after `<|start|>` (the role name comes first), clear for
    /// the first message, whose role the prompt already wrote.
    Header { role: bool },
    /// Text outside any message (not harmony, or between messages): content.
    Text,
    /// A message body.
    Body(Sink),
    /// A call's header is read; waiting for the body's first byte.
    CallLead { name: String },
    /// Streaming a call's arguments object.
    Args(JsonState),
    /// After the arguments closed, up to the body's terminator.
    AfterArgs,
}

/// The incremental harmony parser. Feed it with [`HarmonyParser::push`] and close it with
/// [`HarmonyParser::finish`].
#[derive(Debug)]
pub struct HarmonyParser {
    tools: bool,
    state: State,
    /// Pending text of the current state: the header so far, a possible marker prefix, or a
    /// call body's leading whitespace.
    buf: String,
    /// The raw text of the current call's header (for passing a non-call through as content).
    header: String,
}

impl HarmonyParser {
    /// A parser at the start of an assistant turn (just after `<|start|>assistant`). Of the
    /// options, `tools` says whether calls to `functions.*` are the client's; a harmony call's
    /// arguments are streamed, so `max_call_bytes` does not apply; `start_in_reasoning` does
    /// not either (the channel header says which channel a message is on).
    pub fn new(opts: ParserOptions) -> Self {
        HarmonyParser {
            tools: opts.tools,
            state: State::Header { role: false },
            buf: String::new(),
            header: String::new(),
        }
    }

    /// Bytes the parser currently holds back (at most [`MAX_HEADER`] plus a marker length).
    pub fn buffered_len(&self) -> usize {
        self.buf.len() + self.header.len()
    }

    /// Whether the parser is inside an analysis (reasoning) message right now.
    pub fn in_reasoning(&self) -> bool {
        self.state == State::Body(Sink::Reasoning)
    }

    /// Whether the output so far ends inside a tool call whose arguments are not complete.
    pub fn in_open_call(&self) -> bool {
        matches!(self.state, State::Args(_) | State::CallLead { .. })
    }

    /// Feeds the next piece of output, appending what it completes to `out`.
    pub fn push(&mut self, text: &str, out: &mut Vec<ParseEvent>) {
        self.buf.push_str(text);
        loop {
            let progressed = match self.state.clone() {
                State::Header { role } => self.step_header(role, out),
                State::Text => self.step_text(out),
                State::Body(sink) => self.step_body(sink, out),
                State::CallLead { name } => self.step_call_lead(name, out),
                State::Args(json) => self.step_args(json, out),
                State::AfterArgs => self.step_after_args(),
            };
            if !progressed {
                return;
            }
        }
    }

    /// Ends the output: held-back text is emitted where it belongs. A header cut short is
    /// markup, not text, and is dropped; a call cut short stays what was streamed.
    pub fn finish(&mut self, out: &mut Vec<ParseEvent>) {
        let rest = std::mem::take(&mut self.buf);
        match self.state {
            State::Text => content(rest, out),
            State::Body(sink) => emit(sink, rest, out),
            State::AfterArgs => content(rest.trim().to_string(), out),
            State::Header { .. } | State::CallLead { .. } | State::Args(_) => {}
        }
        self.header.clear();
        self.state = State::Text;
    }

    /// Header state: waits for `<|message|>`, then decides where the body goes.
    fn step_header(&mut self, role: bool, out: &mut Vec<ParseEvent>) -> bool {
        // The first header must open with a channel or a recipient: anything else is plain
        // text from a model that does not write harmony here.
        let opens = |s: &str| {
            [CHANNEL, " to=", "to="]
                .iter()
                .any(|o| s.starts_with(o) || o.starts_with(s))
        };
        let opened = role || opens(&self.buf);
        if opened
            && let Some(pos) = self.buf.find(MESSAGE)
            && pos <= MAX_HEADER
            && !self.buf[..pos].contains('\n')
        {
            let header = self.buf[..pos].to_string();
            self.buf.drain(..pos + MESSAGE.len());
            self.open_message(&header, role);
            return true;
        }
        let limit = self.buf.len() > MAX_HEADER + MESSAGE.len();
        let window = floor_boundary(&self.buf, MAX_HEADER + MESSAGE.len());
        let broken = self.buf[..window].contains('\n');
        if limit || broken || !opened {
            // Not a header: what was read is text. A header given up is re-read from past its
            // first marker (the `<|start|>` put back, or the first character) so that it cannot
            // match again; text that never opened a header is re-read whole.
            let skip = if role {
                self.buf.insert_str(0, START);
                START.len()
            } else if opened {
                self.buf.chars().next().map_or(0, char::len_utf8)
            } else {
                0
            };
            self.state = State::Text;
            self.text_from(skip, out);
            return true;
        }
        false
    }

    /// Applies a complete header.
    fn open_message(&mut self, header: &str, role: bool) {
        let fields = Fields::parse(header, role);
        self.header.clear();
        self.state = match (fields.recipient, fields.channel) {
            (Some("assistant"), channel) => State::Body(sink_of(channel)),
            (Some(r), _) => match r.strip_prefix("functions.") {
                Some(name) if self.tools && !name.is_empty() => {
                    self.header = format!("{}{header}{MESSAGE}", if role { START } else { "" });
                    State::CallLead {
                        name: name.to_string(),
                    }
                }
                _ => State::Body(Sink::Drop),
            },
            (None, channel) => State::Body(sink_of(channel)),
        };
    }

    /// Text state: content up to the next `<|start|>` or `<|channel|>`.
    fn step_text(&mut self, out: &mut Vec<ParseEvent>) -> bool {
        self.text_from(0, out)
    }

    /// Text state, searching for markers from byte `from` (bytes before it are content).
    fn text_from(&mut self, from: usize, out: &mut Vec<ParseEvent>) -> bool {
        let found = [START, CHANNEL]
            .iter()
            .filter_map(|m| self.buf[from..].find(m).map(|p| (from + p, *m)))
            .min_by_key(|(p, _)| *p);
        if let Some((pos, marker)) = found {
            let before = self.buf[..pos].to_string();
            content(before, out);
            if marker == START {
                self.buf.drain(..pos + START.len());
                self.state = State::Header { role: true };
            } else {
                // A channel without `<|start|>`: a header of the same role.
                self.buf.drain(..pos);
                self.state = State::Header { role: false };
            }
            return true;
        }
        let keep = partial_suffix(&self.buf[from..], &[START, CHANNEL]);
        let cut = self.buf.len() - keep;
        let emit_text = self.buf[..cut].to_string();
        self.buf.drain(..cut);
        content(emit_text, out);
        false
    }

    /// Body state: the message's text up to its terminator.
    fn step_body(&mut self, sink: Sink, out: &mut Vec<ParseEvent>) -> bool {
        if let Some((pos, len)) = find_first(&self.buf, &BODY_ENDS) {
            let inside = self.buf[..pos].to_string();
            self.buf.drain(..pos + len);
            emit(sink, inside, out);
            self.state = State::Text;
            return true;
        }
        let keep = partial_suffix(&self.buf, &BODY_ENDS);
        let cut = self.buf.len() - keep;
        let text = self.buf[..cut].to_string();
        self.buf.drain(..cut);
        emit(sink, text, out);
        false
    }

    /// A call's first body byte: `{` starts the arguments; anything else is not a call.
    fn step_call_lead(&mut self, name: String, out: &mut Vec<ParseEvent>) -> bool {
        let lead = self.buf.len() - self.buf.trim_start().len();
        match self.buf[lead..].chars().next() {
            Some('{') => {
                self.buf.drain(..lead);
                self.header.clear();
                out.push(ParseEvent::ToolCallStart { name });
                self.state = State::Args(JsonState::new());
                true
            }
            None if lead <= MAX_CALL_LEAD => false,
            _ => {
                let header = std::mem::take(&mut self.header);
                content(header, out);
                self.state = State::Body(Sink::Content);
                true
            }
        }
    }

    /// Args state: passes the arguments on, minus insignificant whitespace, until the object
    /// closes; a byte that cannot continue it ends the call and the rest of the body is content.
    fn step_args(&mut self, mut json: JsonState, out: &mut Vec<ParseEvent>) -> bool {
        let mut frag = Vec::new();
        let mut used = 0usize;
        let mut next = None;
        for &b in self.buf.as_bytes() {
            let insignificant = !json.in_string() && matches!(b, b' ' | b'\t' | b'\n' | b'\r');
            if !json.push(b, &ARGS_JSON) {
                next = Some(State::Body(Sink::Content));
                break;
            }
            used += 1;
            if !insignificant {
                frag.push(b);
            }
            if json.is_closed() {
                next = Some(State::AfterArgs);
                break;
            }
        }
        // `used` stops on a byte boundary: the automaton refuses a byte only at the start of a
        // character it cannot take, and a string's multi-byte character is taken whole.
        let used = floor_boundary(&self.buf, used);
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

    /// After the arguments: whitespace up to the terminator is dropped, anything else is content.
    fn step_after_args(&mut self) -> bool {
        let lead = self.buf.len() - self.buf.trim_start().len();
        self.buf.drain(..lead);
        if self.buf.is_empty() {
            return false;
        }
        if let Some(end) = BODY_ENDS.iter().find(|e| self.buf.starts_with(**e)) {
            self.buf.drain(..end.len());
            self.state = State::Text;
            return true;
        }
        if BODY_ENDS.iter().any(|e| e.starts_with(self.buf.as_str())) {
            return false;
        }
        self.state = State::Body(Sink::Content);
        true
    }
}

/// The fields of a header: its channel and recipient.
struct Fields<'a> {
    channel: Option<&'a str>,
    recipient: Option<&'a str>,
}

impl<'a> Fields<'a> {
    /// Reads `ROLE? (" to=R" | "<|channel|>C" | " <|constrain|>T" | " T")*`: the last channel
    /// counts (gpt-oss sometimes writes a stray `<|channel|>commentary` first), and the first
    /// recipient other than `assistant`'s own role name.
    fn parse(header: &'a str, role: bool) -> Self {
        let word_end = |s: &str| {
            s.find(|c: char| c.is_whitespace() || c == '<')
                .unwrap_or(s.len())
        };
        let channel = header.rfind(CHANNEL).map(|p| {
            let rest = &header[p + CHANNEL.len()..];
            &rest[..word_end(rest)]
        });
        // The role name (after `<|start|>`) is not a recipient.
        let skip = if role { word_end(header) } else { 0 };
        let body = &header[skip..];
        let mut recipient = None;
        let mut at = 0;
        while let Some(p) = body[at..].find("to=") {
            let p = at + p;
            let bounded =
                p == 0 || body[..p].ends_with(char::is_whitespace) || body[..p].ends_with("|>");
            if bounded {
                let rest = &body[p + 3..];
                recipient = Some(&rest[..word_end(rest)]);
                break;
            }
            at = p + 3;
        }
        Fields { channel, recipient }
    }
}

fn sink_of(channel: Option<&str>) -> Sink {
    match channel {
        Some("analysis") => Sink::Reasoning,
        _ => Sink::Content,
    }
}

fn emit(sink: Sink, text: String, out: &mut Vec<ParseEvent>) {
    match sink {
        Sink::Reasoning => reasoning(text, out),
        Sink::Content => content(text, out),
        Sink::Drop => {}
    }
}

fn content(text: String, out: &mut Vec<ParseEvent>) {
    if text.is_empty() {
        return;
    }
    match out.last_mut() {
        Some(ParseEvent::Content(prev)) => prev.push_str(&text),
        _ => out.push(ParseEvent::Content(text)),
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

/// The first occurrence of any of `markers` in `text`: (position, marker length).
fn find_first(text: &str, markers: &[&str]) -> Option<(usize, usize)> {
    markers
        .iter()
        .filter_map(|m| text.find(m).map(|p| (p, m.len())))
        .min_by_key(|(p, _)| *p)
}

/// Length of the longest proper suffix of `text` that is a prefix of one of `tags`.
fn partial_suffix(text: &str, tags: &[&str]) -> usize {
    let longest = tags.iter().map(|t| t.len()).max().unwrap_or(0);
    let bytes = text.as_bytes();
    for len in (1..longest.min(bytes.len() + 1)).rev() {
        let start = bytes.len() - len;
        if !text.is_char_boundary(start) {
            continue;
        }
        if tags
            .iter()
            .any(|t| t.len() > len && t.as_bytes().starts_with(&bytes[start..]))
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::server::parse::{ParsedToolCall, assemble};

    fn run(tools: bool, pieces: &[&str]) -> Vec<ParseEvent> {
        let mut p = HarmonyParser::new(ParserOptions {
            tools,
            ..ParserOptions::default()
        });
        let mut out = Vec::new();
        for piece in pieces {
            p.push(piece, &mut out);
        }
        p.finish(&mut out);
        out
    }

    #[test]
    fn analysis_then_final() {
        let out = run(
            false,
            &[
                "<|channel|>analysis<|mess",
                "age|>Think é.<|en",
                "d|><|start|>assistant<|channel|>final<|message|>Hi!",
            ],
        );
        assert_eq!(
            out,
            vec![
                ParseEvent::Reasoning("Think é.".into()),
                ParseEvent::Content("Hi!".into()),
            ]
        );
    }

    #[test]
    fn call_in_channel_and_in_role_header() {
        for text in [
            "<|channel|>analysis<|message|>Need weather.<|end|><|start|>assistant<|channel|>commentary to=functions.get_weather <|constrain|>json<|message|>{\"city\": \"Paris\"}",
            "<|channel|>analysis<|message|>Need weather.<|end|><|start|>assistant to=functions.get_weather<|channel|>commentary json<|message|>{\"city\": \"Paris\"}<|call|>",
        ] {
            let got = assemble(run(true, &[text]));
            assert_eq!(got.reasoning, "Need weather.");
            assert_eq!(got.content, "");
            assert_eq!(
                got.calls,
                vec![ParsedToolCall {
                    name: "get_weather".into(),
                    arguments: "{\"city\":\"Paris\"}".into(),
                }]
            );
        }
    }

    #[test]
    fn preamble_is_content_and_builtin_calls_are_dropped() {
        let got = assemble(run(
            true,
            &[
                "<|channel|>commentary<|message|>Checking.<|end|><|start|>assistant<|channel|>analysis to=browser.search code<|message|>{\"query\":\"x\"}<|call|>",
            ],
        ));
        assert_eq!(got.content, "Checking.");
        assert!(got.calls.is_empty());
        assert_eq!(got.reasoning, "");
        // Without tools, a function call is not the client's either.
        let got = assemble(run(
            false,
            &["<|channel|>commentary to=functions.f <|constrain|>json<|message|>{}"],
        ));
        assert_eq!(got, Default::default());
    }

    #[test]
    fn stray_commentary_prefix_and_plain_text() {
        let got = assemble(run(
            false,
            &[
                "<|channel|>commentary to=assistant<|channel|>analysis<|message|>r<|end|><|start|>assistant<|channel|>final<|message|>a",
            ],
        ));
        assert_eq!((got.reasoning.as_str(), got.content.as_str()), ("r", "a"));
        // Not harmony at all: everything is content, streamed at once.
        assert_eq!(
            run(false, &["Hello <there>"]),
            vec![ParseEvent::Content("Hello <there>".into())]
        );
    }

    #[test]
    fn a_call_that_is_not_an_object_is_content() {
        let text = "<|channel|>commentary to=functions.f <|constrain|>json<|message|>oops";
        let got = assemble(run(true, &[text]));
        assert!(got.calls.is_empty());
        assert_eq!(got.content, text);
    }
}
