//! Stop sequences and the JSON-object guard, applied to generated text as it streams.
//!
//! A stop sequence may arrive split over several tokens, so the matcher holds back the longest
//! suffix of the text that is still a prefix of some stop string; everything before it is safe
//! to send. When a stop string appears, the text before it is released and generation ends;
//! the stop string itself is never shown (OpenAI's behaviour).

/// Streaming stop-sequence matcher.
#[derive(Debug, Default)]
pub struct StopMatcher {
    stops: Vec<String>,
    pending: String,
    stopped: bool,
}

impl StopMatcher {
    /// A matcher for `stops` (empty strings are ignored).
    pub fn new(stops: Vec<String>) -> Self {
        StopMatcher {
            stops: stops.into_iter().filter(|s| !s.is_empty()).collect(),
            pending: String::new(),
            stopped: false,
        }
    }

    /// Whether a stop sequence has been seen.
    pub fn stopped(&self) -> bool {
        self.stopped
    }

    /// Adds generated text; returns the text that is now safe to release. After a stop string
    /// is found, returns the text before it and ignores all later input.
    pub fn push(&mut self, text: &str) -> String {
        if self.stopped {
            return String::new();
        }
        if self.stops.is_empty() {
            return text.to_string();
        }
        self.pending.push_str(text);
        let first = self
            .stops
            .iter()
            .filter_map(|s| self.pending.find(s.as_str()))
            .min();
        if let Some(pos) = first {
            self.stopped = true;
            let out = self.pending[..pos].to_string();
            self.pending.clear();
            return out;
        }
        let keep = self.held_back();
        let cut = self.pending.len() - keep;
        let out = self.pending[..cut].to_string();
        self.pending.drain(..cut);
        out
    }

    /// Releases whatever is held back (the output ended without completing a stop string).
    pub fn finish(&mut self) -> String {
        std::mem::take(&mut self.pending)
    }

    fn held_back(&self) -> usize {
        let text = &self.pending;
        let longest = self.stops.iter().map(String::len).max().unwrap_or(0);
        for len in (1..longest.min(text.len() + 1)).rev() {
            let start = text.len() - len;
            if text.is_char_boundary(start)
                && self
                    .stops
                    .iter()
                    .any(|s| s.len() > len && s.starts_with(&text[start..]))
            {
                return len;
            }
        }
        0
    }
}

/// Tracks a JSON value being written token by token and says when the first top-level object
/// is complete, so that `response_format: json_object` output ends right after it.
///
/// This is a guard, not constrained decoding: it does not stop a model from writing something
/// that is not JSON, but it never lets trailing chatter follow a finished object.
#[derive(Debug, Default)]
pub struct JsonObjectGuard {
    depth: u32,
    in_string: bool,
    escaped: bool,
    started: bool,
    done: bool,
}

impl JsonObjectGuard {
    /// Feeds text; returns the prefix of `text` that belongs to the output (all of it until the
    /// object closes, then nothing).
    pub fn push<'a>(&mut self, text: &'a str) -> &'a str {
        if self.done {
            return "";
        }
        for (i, c) in text.char_indices() {
            if self.in_string {
                if self.escaped {
                    self.escaped = false;
                } else if c == '\\' {
                    self.escaped = true;
                } else if c == '"' {
                    self.in_string = false;
                }
                continue;
            }
            match c {
                '"' if self.started => self.in_string = true,
                '{' | '[' => {
                    self.started = true;
                    self.depth += 1;
                }
                '}' | ']' if self.started => {
                    self.depth = self.depth.saturating_sub(1);
                    if self.depth == 0 {
                        self.done = true;
                        return &text[..i + c.len_utf8()];
                    }
                }
                _ => {}
            }
        }
        text
    }

    /// Whether the top-level value has closed.
    pub fn done(&self) -> bool {
        self.done
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stop_split_across_pieces() {
        let mut m = StopMatcher::new(vec!["END".into()]);
        let mut out = m.push("abcE");
        out += &m.push("N");
        assert!(!m.stopped());
        out += &m.push("Dtail");
        assert!(m.stopped());
        assert_eq!(out, "abc");
    }

    #[test]
    fn no_stop_releases_everything() {
        let mut m = StopMatcher::new(vec!["xyz".into()]);
        let mut out = m.push("abx");
        out += &m.push("y");
        out += &m.finish();
        assert_eq!(out, "abxy");
    }

    #[test]
    fn json_guard_cuts_after_object() {
        let mut g = JsonObjectGuard::default();
        assert_eq!(g.push("{\"a\": \"}\""), "{\"a\": \"}\"");
        assert_eq!(g.push(", \"b\": [1]} trailing"), ", \"b\": [1]}");
        assert!(g.done());
        assert_eq!(g.push("more"), "");
    }
}
