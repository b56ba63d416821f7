//! GGUF metadata values: the 13 value types, their on-disk ids, and conversions to JSON and text.

use serde_json::Value as Json;

/// The on-disk id of a metadata value type (GGUF's `gguf_type`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[repr(u32)]
pub enum ValueType {
    U8 = 0,
    I8 = 1,
    U16 = 2,
    I16 = 3,
    U32 = 4,
    I32 = 5,
    F32 = 6,
    Bool = 7,
    String = 8,
    Array = 9,
    U64 = 10,
    I64 = 11,
    F64 = 12,
}

impl ValueType {
    /// The type with on-disk id `id`, if GGUF defines one.
    pub fn from_id(id: u32) -> Option<Self> {
        Some(match id {
            0 => Self::U8,
            1 => Self::I8,
            2 => Self::U16,
            3 => Self::I16,
            4 => Self::U32,
            5 => Self::I32,
            6 => Self::F32,
            7 => Self::Bool,
            8 => Self::String,
            9 => Self::Array,
            10 => Self::U64,
            11 => Self::I64,
            12 => Self::F64,
            _ => return None,
        })
    }

    /// The on-disk id.
    pub fn id(self) -> u32 {
        self as u32
    }

    /// Lower-case name, as error messages and `inspect` print it.
    pub fn name(self) -> &'static str {
        match self {
            Self::U8 => "u8",
            Self::I8 => "i8",
            Self::U16 => "u16",
            Self::I16 => "i16",
            Self::U32 => "u32",
            Self::I32 => "i32",
            Self::F32 => "f32",
            Self::Bool => "bool",
            Self::String => "string",
            Self::Array => "array",
            Self::U64 => "u64",
            Self::I64 => "i64",
            Self::F64 => "f64",
        }
    }

    /// Bytes of one value of this type on disk, for fixed-size types.
    pub fn fixed_size(self) -> Option<u64> {
        match self {
            Self::U8 | Self::I8 | Self::Bool => Some(1),
            Self::U16 | Self::I16 => Some(2),
            Self::U32 | Self::I32 | Self::F32 => Some(4),
            Self::U64 | Self::I64 | Self::F64 => Some(8),
            Self::String | Self::Array => None,
        }
    }

    /// The fewest bytes one value of this type can occupy on disk (a string is at least its
    /// 8-byte length, an array at least its 4-byte element type and 8-byte count).
    pub fn min_size(self) -> u64 {
        match self {
            Self::String => 8,
            Self::Array => 12,
            t => t.fixed_size().unwrap_or(1),
        }
    }
}

impl std::fmt::Display for ValueType {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// One metadata value.
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    U8(u8),
    I8(i8),
    U16(u16),
    I16(i16),
    U32(u32),
    I32(i32),
    F32(f32),
    Bool(bool),
    String(String),
    /// An array: its element type (kept even when empty, so files round-trip) and its items, each
    /// of that type. Items of an array of arrays carry their own element types.
    Array(ValueType, Vec<Value>),
    U64(u64),
    I64(i64),
    F64(f64),
}

impl Value {
    /// This value's type.
    pub fn ty(&self) -> ValueType {
        match self {
            Self::U8(_) => ValueType::U8,
            Self::I8(_) => ValueType::I8,
            Self::U16(_) => ValueType::U16,
            Self::I16(_) => ValueType::I16,
            Self::U32(_) => ValueType::U32,
            Self::I32(_) => ValueType::I32,
            Self::F32(_) => ValueType::F32,
            Self::Bool(_) => ValueType::Bool,
            Self::String(_) => ValueType::String,
            Self::Array(..) => ValueType::Array,
            Self::U64(_) => ValueType::U64,
            Self::I64(_) => ValueType::I64,
            Self::F64(_) => ValueType::F64,
        }
    }

    /// A description of the type for error messages: `"u32"`, `"array[string]"`, ...
    pub fn type_name(&self) -> String {
        match self {
            Self::Array(elem, _) => format!("array[{elem}]"),
            v => v.ty().name().to_string(),
        }
    }

    /// The value as a signed 128-bit integer, for any integer type (so callers can accept any
    /// width that holds the number, as llama.cpp's loader effectively does).
    pub fn as_integer(&self) -> Option<i128> {
        Some(match *self {
            Self::U8(v) => v.into(),
            Self::I8(v) => v.into(),
            Self::U16(v) => v.into(),
            Self::I16(v) => v.into(),
            Self::U32(v) => v.into(),
            Self::I32(v) => v.into(),
            Self::U64(v) => v.into(),
            Self::I64(v) => v.into(),
            _ => return None,
        })
    }

    /// The value as an f64, for the float types and any integer type.
    pub fn as_f64(&self) -> Option<f64> {
        match *self {
            Self::F32(v) => Some(v.into()),
            Self::F64(v) => Some(v),
            _ => self.as_integer().map(|i| i as f64),
        }
    }

    /// The string, if this is a string.
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Self::String(s) => Some(s),
            _ => None,
        }
    }

    /// The items, if this is an array.
    pub fn as_array(&self) -> Option<&[Value]> {
        match self {
            Self::Array(_, items) => Some(items),
            _ => None,
        }
    }

    /// The value as JSON, complete (arrays are never summarized). Non-finite floats, which JSON
    /// cannot represent, become `null`.
    pub fn to_json(&self) -> Json {
        match self {
            Self::U8(v) => (*v).into(),
            Self::I8(v) => (*v).into(),
            Self::U16(v) => (*v).into(),
            Self::I16(v) => (*v).into(),
            Self::U32(v) => (*v).into(),
            Self::I32(v) => (*v).into(),
            Self::U64(v) => (*v).into(),
            Self::I64(v) => (*v).into(),
            // An f32 widens to f64 exactly; JSON then carries the f32's exact value.
            Self::F32(v) => float_json(f64::from(*v)),
            Self::F64(v) => float_json(*v),
            Self::Bool(v) => (*v).into(),
            Self::String(s) => Json::String(s.clone()),
            Self::Array(_, items) => Json::Array(items.iter().map(Value::to_json).collect()),
        }
    }

    /// The value as one line of text, with arrays longer than `max_items` summarized as their
    /// first items and a count, and long strings cut at `max_chars` characters.
    pub fn to_text(&self, max_items: usize, max_chars: usize) -> String {
        match self {
            Self::String(s) => quote(s, max_chars),
            Self::Array(elem, items) => {
                let shown: Vec<String> = items
                    .iter()
                    .take(max_items)
                    .map(|v| v.to_text(max_items, max_chars))
                    .collect();
                let mut out = format!("[{elem}; {}] [{}", items.len(), shown.join(", "));
                if items.len() > max_items {
                    out.push_str(&format!(", ... {} more", items.len() - max_items));
                }
                out.push(']');
                out
            }
            Self::F32(v) => format!("{v}"),
            Self::F64(v) => format!("{v}"),
            Self::Bool(v) => format!("{v}"),
            v => v.as_integer().map(|i| i.to_string()).unwrap_or_default(),
        }
    }
}

fn float_json(v: f64) -> Json {
    serde_json::Number::from_f64(v).map_or(Json::Null, Json::Number)
}

/// `s` as a quoted, escaped string, cut to `max_chars` characters with a note of the full length.
fn quote(s: &str, max_chars: usize) -> String {
    let n = s.chars().count();
    if n <= max_chars {
        format!("{s:?}")
    } else {
        let head: String = s.chars().take(max_chars).collect();
        format!("{head:?}... ({n} chars)")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip() {
        for id in 0..13 {
            let t = ValueType::from_id(id).unwrap();
            assert_eq!(t.id(), id);
        }
        assert_eq!(ValueType::from_id(13), None);
    }

    #[test]
    fn text_summarizes_long_arrays() {
        let v = Value::Array(ValueType::U32, (0..100).map(Value::U32).collect());
        let t = v.to_text(3, 10);
        assert_eq!(t, "[u32; 100] [0, 1, 2, ... 97 more]");
        assert_eq!(
            Value::String("abcdef".into()).to_text(3, 3),
            "\"abc\"... (6 chars)"
        );
    }

    #[test]
    fn json_is_complete() {
        let v = Value::Array(
            ValueType::Array,
            vec![
                Value::Array(ValueType::I8, vec![Value::I8(-1)]),
                Value::Array(ValueType::String, vec![]),
            ],
        );
        assert_eq!(v.to_json().to_string(), "[[-1],[]]");
        assert_eq!(Value::F32(0.5).to_json().to_string(), "0.5");
        assert_eq!(Value::F32(f32::NAN).to_json(), Json::Null);
    }
}
