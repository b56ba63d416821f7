//! Chat templates: turns a conversation (messages, tools, flags) into the prompt text a model
//! was trained on, by rendering the GGUF's `tokenizer.chat_template` (Jinja) with minijinja.
//!
//! The environment mirrors the one Hugging Face `transformers` renders templates in, since
//! that is what template authors test against: `trim_blocks` and `lstrip_blocks` on, loop
//! controls, Python string and dict methods (`.strip()`, `.startswith()`, `.items()`, ... via
//! minijinja-contrib's pycompat), `raise_exception(msg)`, `strftime_now(fmt)`, and a `tojson`
//! that writes what Python's `json.dumps(x, ensure_ascii=False)` writes (`", "` and `": "`
//! separators, keys in their original order, no HTML escaping; `indent=` supported).
//! The context holds `messages`, `tools` (none when absent), `add_generation_prompt`,
//! `bos_token`, `eos_token`, and any extra variables the caller passes (e.g.
//! `enable_thinking`).
//!
//! Key order matters for tool schemas, so values keep the order they were built in: pass
//! [`Value`]s made with [`parse_json`] (or `Value::from_serialize` of order-preserving data).
//!
//! A GGUF without a template gets a built-in ChatML template ([`CHATML_TEMPLATE`]):
//! `<|im_start|>{role}\n{content}<|im_end|>\n` per message, and `<|im_start|>assistant\n` as
//! the generation prompt.

use minijinja::value::Kwargs;
use minijinja::{Environment, Error, ErrorKind, UndefinedBehavior};
use strata_ir::plan::TokenizerSpec;

use crate::error::RuntimeError;

pub use minijinja::Value;

/// The fallback template used when the model has none: plain ChatML.
pub const CHATML_TEMPLATE: &str = "{%- for message in messages %}\
{{- '<|im_start|>' + message['role'] + '\\n' }}\
{%- if message['content'] is string %}{{- message['content'] }}\
{%- elif message['content'] is iterable %}{%- for part in message['content'] %}\
{%- if part['type'] == 'text' %}{{- part['text'] }}{%- endif %}{%- endfor %}\
{%- endif %}\
{{- '<|im_end|>\\n' }}\
{%- endfor %}\
{%- if add_generation_prompt %}{{- '<|im_start|>assistant\\n' }}{%- endif %}";

const TEMPLATE_NAME: &str = "chat_template";

/// A compiled chat template plus the special-token texts it may refer to.
#[derive(Debug)]
pub struct ChatTemplate {
    env: Environment<'static>,
    source: String,
    bos_token: String,
    eos_token: String,
    is_fallback: bool,
}

fn template_error(e: &Error) -> RuntimeError {
    // minijinja's alternate form includes the template line the error points at.
    let mut msg = e.to_string();
    if let Some(detail) = e.detail()
        && !msg.contains(detail)
    {
        msg.push_str(": ");
        msg.push_str(detail);
    }
    RuntimeError::ChatTemplate(msg)
}

impl ChatTemplate {
    /// Compiles `source`; `bos_token`/`eos_token` are the texts templates see under those names.
    pub fn new(source: &str, bos_token: &str, eos_token: &str) -> Result<Self, RuntimeError> {
        Self::build(source, bos_token, eos_token, false)
    }

    /// The built-in ChatML template.
    pub fn chatml() -> Self {
        // The fallback is a constant that the unit tests compile, so this cannot fail; if it
        // somehow did, an empty environment would render an error at `render` time.
        Self::build(CHATML_TEMPLATE, "", "", true).unwrap_or_else(|_| Self {
            env: Environment::new(),
            source: CHATML_TEMPLATE.to_string(),
            bos_token: String::new(),
            eos_token: String::new(),
            is_fallback: true,
        })
    }

    /// The template the plan's tokenizer carries, or ChatML when it has none; BOS/EOS texts
    /// come from the vocabulary.
    pub fn from_spec(spec: &TokenizerSpec) -> Result<Self, RuntimeError> {
        let text_of = |id: Option<u32>| {
            id.and_then(|i| spec.tokens.get(i as usize))
                .cloned()
                .unwrap_or_default()
        };
        let (bos, eos) = (text_of(spec.bos_id), text_of(spec.eos_id));
        match spec.chat_template.as_deref() {
            Some(src) if !src.trim().is_empty() => Self::build(src, &bos, &eos, false),
            _ => Self::build(CHATML_TEMPLATE, &bos, &eos, true),
        }
    }

    fn build(
        source: &str,
        bos_token: &str,
        eos_token: &str,
        is_fallback: bool,
    ) -> Result<Self, RuntimeError> {
        let mut env = Environment::new();
        env.set_trim_blocks(true);
        env.set_lstrip_blocks(true);
        env.set_keep_trailing_newline(false);
        env.set_undefined_behavior(UndefinedBehavior::Lenient);
        env.set_unknown_method_callback(minijinja_contrib::pycompat::unknown_method_callback);
        env.add_function("raise_exception", raise_exception);
        env.add_function("strftime_now", strftime_now);
        env.add_filter("tojson", tojson);
        env.add_template_owned(TEMPLATE_NAME, source.to_string())
            .map_err(|e| template_error(&e))?;
        Ok(Self {
            env,
            source: source.to_string(),
            bos_token: bos_token.to_string(),
            eos_token: eos_token.to_string(),
            is_fallback,
        })
    }

    /// The template text.
    pub fn source(&self) -> &str {
        &self.source
    }

    /// Whether this is the built-in ChatML fallback rather than the model's own template.
    pub fn is_fallback(&self) -> bool {
        self.is_fallback
    }

    /// Renders the prompt. `messages` is a list of message maps (`role`, `content` as a string
    /// or a list of `{type, text}` parts, optional `tool_calls`, `reasoning_content`, ...);
    /// `tools` the OpenAI-style tool list; `extra` further variables such as
    /// `("enable_thinking", Value::from(false))`. Errors carry the template's own message,
    /// e.g. from `raise_exception`.
    pub fn render(
        &self,
        messages: &Value,
        tools: Option<&Value>,
        add_generation_prompt: bool,
        extra: &[(&str, Value)],
    ) -> Result<String, RuntimeError> {
        let tmpl = self
            .env
            .get_template(TEMPLATE_NAME)
            .map_err(|e| template_error(&e))?;
        let mut ctx: Vec<(String, Value)> = vec![
            ("messages".into(), messages.clone()),
            ("tools".into(), tools.cloned().unwrap_or(Value::from(()))),
            (
                "add_generation_prompt".into(),
                Value::from(add_generation_prompt),
            ),
            ("bos_token".into(), Value::from(self.bos_token.as_str())),
            ("eos_token".into(), Value::from(self.eos_token.as_str())),
        ];
        for (k, v) in extra {
            ctx.retain(|(name, _)| name != k);
            ctx.push(((*k).to_string(), v.clone()));
        }
        let ctx = Value::from_iter(ctx);
        tmpl.render(ctx).map_err(|e| template_error(&e))
    }
}

/// Parses JSON text into a template [`Value`], keeping object keys in their written order.
pub fn parse_json(text: &str) -> Result<Value, RuntimeError> {
    serde_json::from_str::<Value>(text)
        .map_err(|e| RuntimeError::InvalidArgument(format!("invalid JSON: {e}")))
}

fn raise_exception(msg: String) -> Result<Value, Error> {
    Err(Error::new(ErrorKind::InvalidOperation, msg))
}

/// `strftime_now(fmt)`: the current UTC time formatted with the common `strftime` fields
/// (`%Y %m %d %B %b %H %M %S %j %%`); Llama 3 templates use it for "Today Date".
fn strftime_now(fmt: String) -> Result<Value, Error> {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    Ok(Value::from(format_time(secs, &fmt)))
}

/// Formats a Unix time (UTC) with a subset of `strftime`.
fn format_time(secs: u64, fmt: &str) -> String {
    const MONTHS: [&str; 12] = [
        "January",
        "February",
        "March",
        "April",
        "May",
        "June",
        "July",
        "August",
        "September",
        "October",
        "November",
        "December",
    ];
    let days = (secs / 86_400) as i64;
    let rem = secs % 86_400;
    // Civil-from-days (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy_mar = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy_mar + 2) / 153;
    let day = doy_mar - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    const CUM: [i64; 12] = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];
    let yday = CUM[(month - 1) as usize] + day + i64::from(leap && month > 2);
    let name = MONTHS[(month - 1) as usize];

    let mut out = String::new();
    let mut chars = fmt.chars();
    while let Some(c) = chars.next() {
        if c != '%' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('Y') => out.push_str(&year.to_string()),
            Some('m') => out.push_str(&format!("{month:02}")),
            Some('d') => out.push_str(&format!("{day:02}")),
            Some('B') => out.push_str(name),
            Some('b') => out.push_str(&name[..3]),
            Some('H') => out.push_str(&format!("{:02}", rem / 3600)),
            Some('M') => out.push_str(&format!("{:02}", rem % 3600 / 60)),
            Some('S') => out.push_str(&format!("{:02}", rem % 60)),
            Some('j') => out.push_str(&format!("{yday:03}")),
            Some('%') => out.push('%'),
            Some(other) => {
                out.push('%');
                out.push(other);
            }
            None => out.push('%'),
        }
    }
    out
}

/// `tojson` as Hugging Face defines it: `json.dumps(value, ensure_ascii=False,
/// indent=indent)`.
fn tojson(value: Value, kwargs: Kwargs) -> Result<Value, Error> {
    let indent: Option<usize> = kwargs.get("indent")?;
    let _: Option<bool> = kwargs.get("ensure_ascii")?;
    let _: Option<bool> = kwargs.get("sort_keys")?;
    kwargs.assert_all_used()?;
    let mut out = String::new();
    write_json(&value, indent, 0, &mut out)?;
    Ok(Value::from_safe_string(out))
}

fn write_json_str(s: &str, out: &mut String) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{08}' => out.push_str("\\b"),
            '\u{0C}' => out.push_str("\\f"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
}

/// Writes a float the way Python's `repr` does for ordinary magnitudes.
fn write_json_float(f: f64, out: &mut String) {
    if f.is_nan() {
        out.push_str("NaN");
    } else if f.is_infinite() {
        out.push_str(if f > 0.0 { "Infinity" } else { "-Infinity" });
    } else if f.fract() == 0.0 && f.abs() < 1e16 {
        out.push_str(&format!("{f:.1}"));
    } else {
        out.push_str(&f.to_string());
    }
}

fn write_json(
    v: &Value,
    indent: Option<usize>,
    depth: usize,
    out: &mut String,
) -> Result<(), Error> {
    use minijinja::value::ValueKind;
    let newline = |out: &mut String, depth: usize| {
        if let Some(n) = indent {
            out.push('\n');
            out.push_str(&" ".repeat(n * depth));
        }
    };
    let item_sep = if indent.is_some() { "," } else { ", " };
    match v.kind() {
        ValueKind::Undefined | ValueKind::None => out.push_str("null"),
        ValueKind::Bool => out.push_str(if v.is_true() { "true" } else { "false" }),
        ValueKind::Number => {
            if let Some(f) = v.as_i64() {
                out.push_str(&f.to_string());
            } else if let Ok(f) = f64::try_from(v.clone()) {
                write_json_float(f, out);
            } else {
                out.push_str(&v.to_string());
            }
        }
        ValueKind::String => write_json_str(v.as_str().unwrap_or_default(), out),
        ValueKind::Bytes => write_json_str(&v.to_string(), out),
        ValueKind::Seq | ValueKind::Iterable => {
            let items: Vec<Value> = v.try_iter()?.collect();
            if items.is_empty() {
                out.push_str("[]");
                return Ok(());
            }
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(item_sep);
                }
                newline(out, depth + 1);
                write_json(item, indent, depth + 1, out)?;
            }
            newline(out, depth);
            out.push(']');
        }
        ValueKind::Map => {
            let keys: Vec<Value> = v.try_iter()?.collect();
            if keys.is_empty() {
                out.push_str("{}");
                return Ok(());
            }
            out.push('{');
            for (i, key) in keys.iter().enumerate() {
                if i > 0 {
                    out.push_str(item_sep);
                }
                newline(out, depth + 1);
                match key.as_str() {
                    Some(s) => write_json_str(s, out),
                    None => write_json_str(&key.to_string(), out),
                }
                out.push_str(": ");
                let item = v.get_item(key)?;
                write_json(&item, indent, depth + 1, out)?;
            }
            newline(out, depth);
            out.push('}');
        }
        _ => write_json_str(&v.to_string(), out),
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chatml_fallback_renders() {
        let t = ChatTemplate::chatml();
        let msgs = parse_json(r#"[{"role":"user","content":"hi"}]"#).unwrap();
        let out = t.render(&msgs, None, true, &[]).unwrap();
        assert_eq!(
            out,
            "<|im_start|>user\nhi<|im_end|>\n<|im_start|>assistant\n"
        );
    }

    #[test]
    fn tojson_matches_python_dumps() {
        let v = parse_json(r#"{"b":1,"a":[1.5,true,null,"é\n"],"c":{}}"#).unwrap();
        let mut s = String::new();
        write_json(&v, None, 0, &mut s).unwrap();
        assert_eq!(s, r#"{"b": 1, "a": [1.5, true, null, "é\n"], "c": {}}"#);
    }

    #[test]
    fn dates() {
        // 2024-02-29 12:34:56 UTC.
        assert_eq!(
            format_time(1_709_210_096, "%d %b %Y %H:%M:%S %j"),
            "29 Feb 2024 12:34:56 060"
        );
    }

    #[test]
    fn raise_exception_is_an_error() {
        let t = ChatTemplate::new("{{ raise_exception('nope') }}", "", "").unwrap();
        let e = t.render(&Value::from(()), None, false, &[]).unwrap_err();
        assert!(e.to_string().contains("nope"), "{e}");
    }
}
