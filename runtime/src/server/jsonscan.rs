//! A byte-level pushdown automaton for JSON text (RFC 8259), which the output parser uses to
//! stream a tool call's arguments (where a value ends, which whitespace is insignificant). It no
//! longer constrains decoding: that is llguidance's job (`crate::constrain`).
//!
//! It accepts exactly the byte strings that are prefixes of one JSON value (an object only, when
//! [`JsonOptions::object_root`] is set) with optional leading whitespace, and says when the value
//! is complete. The state is a small `Copy` value, so a token-trie walk can branch on it without
//! allocating: the nesting stack is one bit per level (object or array) in a `u64`, which is why
//! the depth is bounded (at most 64 levels; [`JsonOptions::max_depth`] can lower it).
//!
//! Strings are checked as UTF-8 (no overlong forms, no encoded surrogates, nothing above
//! U+10FFFF), control bytes below 0x20 are refused, escapes are `\" \\ \/ \b \f \n \r \t` and
//! `\uXXXX`, and a `\u` high surrogate must be followed by a `\u` low surrogate (a lone surrogate
//! is refused because common parsers, serde_json among them, reject it). Runs of insignificant
//! whitespace are bounded by [`JsonOptions::max_ws_run`], so a model cannot emit spaces forever
//! while still "making progress" inside the grammar.

/// Limits and the shape of the root value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct JsonOptions {
    /// The root must be an object (`response_format: json_object`, tool-call arguments).
    pub object_root: bool,
    /// Most nesting levels of objects and arrays (1..=64).
    pub max_depth: u8,
    /// Most consecutive bytes of insignificant whitespace.
    pub max_ws_run: u16,
}

impl Default for JsonOptions {
    fn default() -> Self {
        JsonOptions {
            object_root: true,
            max_depth: 32,
            max_ws_run: 32,
        }
    }
}

/// Where the automaton is inside the value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mode {
    /// Before the root value.
    Start,
    /// A value is required (after `:` or `,` in an array).
    Value,
    /// Just after `[`: a value or `]`.
    ArrayFirst,
    /// Just after `{`: a key or `}`.
    ObjectFirst,
    /// After `,` in an object: a key.
    Key,
    /// After a key: `:`.
    Colon,
    /// After a value: `,`, a closing bracket, or the end at depth 0.
    After,
    /// Inside a string.
    Str,
    /// After a backslash in a string.
    Escape,
    /// Inside `\uXXXX`: `aux` hex digits still to read, `code` the value so far.
    Unicode,
    /// After a high-surrogate escape: a `\` must follow.
    LowBackslash,
    /// After a high surrogate and `\`: a `u` must follow.
    LowU,
    /// Inside a multi-byte UTF-8 character: `aux` continuation bytes still to read, the next
    /// one in `lo..=hi`.
    Utf8,
    /// Inside a number; `aux` is the [`Num`] sub-state.
    Number,
    /// Inside `true`/`false`/`null`: `aux` = literal index, `code` = bytes matched.
    Literal,
    /// The root value is complete and nothing may follow.
    Done,
}

/// Number sub-states (RFC 8259 §6).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
enum Num {
    Minus = 0,
    Zero = 1,
    Int = 2,
    Dot = 3,
    Frac = 4,
    Exp = 5,
    ExpSign = 6,
    ExpDigits = 7,
}

impl Num {
    fn from_u8(x: u8) -> Num {
        match x {
            0 => Num::Minus,
            1 => Num::Zero,
            2 => Num::Int,
            3 => Num::Dot,
            4 => Num::Frac,
            5 => Num::Exp,
            6 => Num::ExpSign,
            _ => Num::ExpDigits,
        }
    }

    /// Whether a number may end in this sub-state.
    fn complete(self) -> bool {
        matches!(self, Num::Zero | Num::Int | Num::Frac | Num::ExpDigits)
    }
}

const LITERALS: [&[u8]; 3] = [b"true", b"false", b"null"];

/// The automaton's state; `Copy`, 16 bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct JsonState {
    /// Bit `i` set: nesting level `i` is an object.
    stack: u64,
    depth: u8,
    mode: Mode,
    /// The string being read is an object key.
    key: bool,
    aux: u8,
    lo: u8,
    hi: u8,
    code: u16,
    /// Length of the current whitespace run.
    ws: u16,
}

impl JsonState {
    /// The state before any byte.
    pub fn new() -> Self {
        JsonState {
            stack: 0,
            depth: 0,
            mode: Mode::Start,
            key: false,
            aux: 0,
            lo: 0,
            hi: 0,
            code: 0,
            ws: 0,
        }
    }

    /// Whether the bytes so far form one complete JSON value.
    pub fn is_complete(&self) -> bool {
        match self.mode {
            Mode::Done => true,
            Mode::Number => self.depth == 0 && Num::from_u8(self.aux).complete(),
            _ => false,
        }
    }

    /// Whether the root value has closed, so that no further byte is valid.
    pub fn is_closed(&self) -> bool {
        self.mode == Mode::Done
    }

    /// Current nesting depth.
    pub fn depth(&self) -> u8 {
        self.depth
    }

    /// Whether the automaton is inside a string (a key or a value).
    pub fn in_string(&self) -> bool {
        matches!(
            self.mode,
            Mode::Str | Mode::Escape | Mode::Unicode | Mode::LowBackslash | Mode::LowU | Mode::Utf8
        )
    }

    /// Whether the automaton is inside a string with no escape or multi-byte character pending,
    /// i.e. where any run of plain string bytes keeps it in the same state.
    pub fn at_plain_string(&self) -> bool {
        self.mode == Mode::Str
    }

    fn top_is_object(&self) -> bool {
        self.depth > 0 && (self.stack >> (self.depth - 1)) & 1 == 1
    }

    fn whitespace(&mut self, opts: &JsonOptions) -> bool {
        if self.ws >= opts.max_ws_run {
            return false;
        }
        self.ws += 1;
        true
    }

    fn open(&mut self, object: bool, opts: &JsonOptions) -> bool {
        if self.depth >= opts.max_depth.clamp(1, 64) {
            return false;
        }
        if object {
            self.stack |= 1 << self.depth;
        } else {
            self.stack &= !(1 << self.depth);
        }
        self.depth += 1;
        self.mode = if object {
            Mode::ObjectFirst
        } else {
            Mode::ArrayFirst
        };
        true
    }

    fn close(&mut self, object: bool) -> bool {
        if self.depth == 0 || self.top_is_object() != object {
            return false;
        }
        self.depth -= 1;
        self.value_done();
        true
    }

    /// A value just ended.
    fn value_done(&mut self) {
        self.mode = if self.depth == 0 {
            Mode::Done
        } else {
            Mode::After
        };
    }

    /// Starts a value with byte `b` (the mode requires a value here).
    fn begin_value(&mut self, b: u8, root: bool, opts: &JsonOptions) -> bool {
        if root && opts.object_root && b != b'{' {
            return false;
        }
        match b {
            b'{' => self.open(true, opts),
            b'[' => self.open(false, opts),
            b'"' => {
                self.mode = Mode::Str;
                self.key = false;
                true
            }
            b'-' => self.number(Num::Minus),
            b'0' => self.number(Num::Zero),
            b'1'..=b'9' => self.number(Num::Int),
            b't' | b'f' | b'n' => {
                self.mode = Mode::Literal;
                self.aux = match b {
                    b't' => 0,
                    b'f' => 1,
                    _ => 2,
                };
                self.code = 1;
                true
            }
            _ => false,
        }
    }

    fn number(&mut self, n: Num) -> bool {
        self.mode = Mode::Number;
        self.aux = n as u8;
        true
    }

    /// Feeds one byte. Returns `false` (leaving the state unspecified) when the byte cannot
    /// continue any JSON value of the required shape.
    pub fn push(&mut self, b: u8, opts: &JsonOptions) -> bool {
        let ws = matches!(b, b' ' | b'\t' | b'\n' | b'\r');
        match self.mode {
            Mode::Start | Mode::Value | Mode::ArrayFirst => {
                if ws {
                    return self.whitespace(opts);
                }
                self.ws = 0;
                if self.mode == Mode::ArrayFirst && b == b']' {
                    return self.close(false);
                }
                let root = self.mode == Mode::Start;
                self.begin_value(b, root, opts)
            }
            Mode::ObjectFirst | Mode::Key => {
                if ws {
                    return self.whitespace(opts);
                }
                self.ws = 0;
                match b {
                    b'"' => {
                        self.mode = Mode::Str;
                        self.key = true;
                        true
                    }
                    b'}' if self.mode == Mode::ObjectFirst => self.close(true),
                    _ => false,
                }
            }
            Mode::Colon => {
                if ws {
                    return self.whitespace(opts);
                }
                self.ws = 0;
                if b == b':' {
                    self.mode = Mode::Value;
                    true
                } else {
                    false
                }
            }
            Mode::After => {
                if ws {
                    return self.whitespace(opts);
                }
                self.ws = 0;
                match b {
                    b',' => {
                        self.mode = if self.top_is_object() {
                            Mode::Key
                        } else {
                            Mode::Value
                        };
                        true
                    }
                    b'}' => self.close(true),
                    b']' => self.close(false),
                    _ => false,
                }
            }
            // Nothing follows the value, not even whitespace, so a closed value ends the
            // generation at once.
            Mode::Done => false,
            Mode::Str => match b {
                b'"' => {
                    if self.key {
                        self.mode = Mode::Colon;
                    } else {
                        self.value_done();
                    }
                    true
                }
                b'\\' => {
                    self.mode = Mode::Escape;
                    true
                }
                0x00..=0x1f => false,
                0x20..=0x7f => true,
                _ => self.utf8_lead(b),
            },
            Mode::Escape => match b {
                b'"' | b'\\' | b'/' | b'b' | b'f' | b'n' | b'r' | b't' => {
                    self.mode = Mode::Str;
                    true
                }
                b'u' => {
                    self.mode = Mode::Unicode;
                    self.aux = 4;
                    self.code = 0;
                    self.hi = 0;
                    true
                }
                _ => false,
            },
            Mode::Unicode => {
                let Some(d) = hex(b) else {
                    return false;
                };
                // `hi` = 1 while reading the low half of a surrogate pair. A wrong surrogate
                // kind is refused at the first hex digit that decides it.
                let low_half = self.hi == 1;
                self.code = (self.code << 4) | u16::from(d);
                self.aux -= 1;
                match self.aux {
                    3 if low_half && self.code != 0xD => return false,
                    2 => {
                        let is_low = (0xDC..=0xDF).contains(&self.code);
                        if low_half != is_low {
                            return false;
                        }
                    }
                    0 => {
                        let high = !low_half && (0xD800..=0xDBFF).contains(&self.code);
                        self.mode = if high { Mode::LowBackslash } else { Mode::Str };
                        self.hi = 0;
                    }
                    _ => {}
                }
                true
            }
            Mode::LowBackslash => {
                if b == b'\\' {
                    self.mode = Mode::LowU;
                    true
                } else {
                    false
                }
            }
            Mode::LowU => {
                if b == b'u' {
                    self.mode = Mode::Unicode;
                    self.aux = 4;
                    self.code = 0;
                    self.hi = 1;
                    true
                } else {
                    false
                }
            }
            Mode::Utf8 => {
                if b < self.lo || b > self.hi {
                    return false;
                }
                self.aux -= 1;
                self.lo = 0x80;
                self.hi = 0xbf;
                if self.aux == 0 {
                    self.mode = Mode::Str;
                }
                true
            }
            Mode::Number => {
                let n = Num::from_u8(self.aux);
                let next = match (n, b) {
                    (Num::Minus, b'0') => Some(Num::Zero),
                    (Num::Minus, b'1'..=b'9') => Some(Num::Int),
                    (Num::Int, b'0'..=b'9') => Some(Num::Int),
                    (Num::Zero | Num::Int, b'.') => Some(Num::Dot),
                    (Num::Dot | Num::Frac, b'0'..=b'9') => Some(Num::Frac),
                    (Num::Zero | Num::Int | Num::Frac, b'e' | b'E') => Some(Num::Exp),
                    (Num::Exp, b'+' | b'-') => Some(Num::ExpSign),
                    (Num::Exp | Num::ExpSign | Num::ExpDigits, b'0'..=b'9') => Some(Num::ExpDigits),
                    _ => None,
                };
                match next {
                    Some(n) => {
                        self.aux = n as u8;
                        true
                    }
                    None if n.complete() => {
                        // The number ended; the byte belongs to what follows it.
                        self.value_done();
                        self.ws = 0;
                        self.push(b, opts)
                    }
                    None => false,
                }
            }
            Mode::Literal => {
                let lit = LITERALS[usize::from(self.aux)];
                let pos = usize::from(self.code);
                if lit.get(pos) != Some(&b) {
                    return false;
                }
                self.code += 1;
                if usize::from(self.code) == lit.len() {
                    self.value_done();
                }
                true
            }
        }
    }

    fn utf8_lead(&mut self, b: u8) -> bool {
        let (need, lo, hi) = match b {
            0xc2..=0xdf => (1, 0x80, 0xbf),
            0xe0 => (2, 0xa0, 0xbf),
            0xe1..=0xec | 0xee..=0xef => (2, 0x80, 0xbf),
            0xed => (2, 0x80, 0x9f),
            0xf0 => (3, 0x90, 0xbf),
            0xf1..=0xf3 => (3, 0x80, 0xbf),
            0xf4 => (3, 0x80, 0x8f),
            _ => return false,
        };
        self.mode = Mode::Utf8;
        self.aux = need;
        self.lo = lo;
        self.hi = hi;
        true
    }

    /// Feeds every byte of `bytes`; `false` at the first refused byte.
    pub fn push_all(&mut self, bytes: &[u8], opts: &JsonOptions) -> bool {
        bytes.iter().all(|&b| self.push(b, opts))
    }
}

impl Default for JsonState {
    fn default() -> Self {
        Self::new()
    }
}

fn hex(b: u8) -> Option<u8> {
    match b {
        b'0'..=b'9' => Some(b - b'0'),
        b'a'..=b'f' => Some(b - b'a' + 10),
        b'A'..=b'F' => Some(b - b'A' + 10),
        _ => None,
    }
}

/// Length of the longest prefix of `bytes` the automaton accepts, and whether all of `bytes`
/// forms a complete value.
pub fn check(bytes: &[u8], opts: &JsonOptions) -> (usize, bool) {
    let mut s = JsonState::new();
    for (i, &b) in bytes.iter().enumerate() {
        if !s.push(b, opts) {
            return (i, false);
        }
    }
    (bytes.len(), s.is_complete())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn any_root() -> JsonOptions {
        JsonOptions {
            object_root: false,
            ..JsonOptions::default()
        }
    }

    #[test]
    fn accepts_values_and_rejects_at_the_first_bad_byte() {
        let o = any_root();
        for ok in [
            "{}",
            "[]",
            " {\"a\": [1, -0.5e+3, true, false, null, \"x\\u00e9\\n\"]}",
            "\"\\ud83d\\ude00\"",
            "0",
            "-12.5E-7",
            "\"日本\"",
        ] {
            assert_eq!(check(ok.as_bytes(), &o), (ok.len(), true), "{ok}");
        }
        for (bad, at) in [
            ("{,}", 1),
            ("[1,]", 3),
            ("01", 1),
            ("{\"a\" 1}", 5),
            ("tru e", 3),
            ("\"\\x\"", 2),
            ("\"\\udc00\"", 4),
            ("\"\\ud800x\"", 7),
            ("[1]]", 3),
            ("\"\u{1}\"", 1),
        ] {
            assert_eq!(check(bad.as_bytes(), &o).0, at, "{bad}");
        }
        // Overlong and surrogate UTF-8 encodings.
        assert_eq!(check(b"\"\xc0\x80\"", &o).0, 1);
        assert_eq!(check(b"\"\xed\xa0\x80\"", &o).0, 2);
        assert_eq!(check(b"\"\xf4\x90\x80\x80\"", &o).0, 2);
    }

    #[test]
    fn object_root_depth_and_whitespace_limits() {
        let o = JsonOptions {
            max_depth: 2,
            max_ws_run: 3,
            ..JsonOptions::default()
        };
        assert_eq!(check(b"[1]", &o).0, 0);
        assert_eq!(check(b"{\"a\":{\"b\":{}}}", &o).0, 10);
        assert_eq!(check(b"{   }", &o), (5, true));
        assert_eq!(check(b"{    }", &o).0, 4);
        let mut s = JsonState::new();
        assert!(s.push_all(b" {}", &o));
        assert!(s.is_closed());
        assert!(!s.clone().push(b' ', &o));
    }
}
