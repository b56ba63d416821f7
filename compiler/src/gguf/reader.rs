//! The adversarial GGUF parser: header, metadata and tensor table, every field checked.
//!
//! Layout (versions 2 and 3, little endian): magic `GGUF`, u32 version, u64 tensor count, u64
//! metadata count; the metadata as (string key, u32 value type, value); the tensor table as
//! (string name, u32 n_dims, u64 dims[n_dims], u32 ggml type, u64 offset); padding to the
//! alignment; then the data section. A string is a u64 byte length and its bytes; an array is a
//! u32 element type, a u64 count and the elements.
//!
//! Every length and count is checked against the bytes that remain before anything is allocated,
//! so a hostile header cannot make the parser allocate more than a small multiple of the file's
//! size, and every failure is a [`CompileError`] naming the field and its absolute byte offset.

use std::collections::HashSet;

use strata_ir::GgmlType;

use super::value::{Value, ValueType};
use crate::error::CompileError;

/// The four bytes every GGUF file starts with.
pub const MAGIC: &[u8; 4] = b"GGUF";
/// The alignment of tensor data when `general.alignment` is absent.
pub const DEFAULT_ALIGNMENT: u64 = 32;
/// ggml's maximum number of tensor dimensions.
pub const MAX_DIMS: u32 = 4;
/// The longest string (key, value or tensor name) the reader accepts, in bytes.
pub const MAX_STRING_LEN: u64 = 256 << 20;
/// The longest array the reader accepts, in items.
pub const MAX_ARRAY_LEN: u64 = 1 << 30;
/// How deeply arrays may nest (an array of arrays of scalars is depth 2).
pub const MAX_NESTING: u32 = 8;

/// One entry of the tensor table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TensorInfo {
    pub name: String,
    pub ty: GgmlType,
    /// Dimensions in ggml order: `shape[0]` (ne0) is the row length, the fastest-varying one.
    pub shape: Vec<u64>,
    /// Byte offset of the tensor's data from the start of the data section.
    pub offset: u64,
    /// Bytes of the tensor's data.
    pub n_bytes: u64,
}

impl TensorInfo {
    /// Number of elements (the product of the shape; 1 for a 0-dimensional tensor).
    pub fn n_elements(&self) -> u64 {
        self.shape.iter().fold(1u64, |a, &d| a.saturating_mul(d))
    }

    /// Number of rows (elements / ne0; 0 when ne0 is 0).
    pub fn n_rows(&self) -> u64 {
        self.shape
            .iter()
            .skip(1)
            .fold(1u64, |a, &d| a.saturating_mul(d))
    }
}

/// Everything before the data section, parsed and validated.
#[derive(Debug, Clone, PartialEq)]
pub struct Header {
    pub version: u32,
    pub metadata: Vec<(String, Value)>,
    pub tensors: Vec<TensorInfo>,
    pub alignment: u64,
    /// Absolute file offset of the data section.
    pub data_offset: u64,
}

/// Parses and validates a whole GGUF file held in `buf`: header, metadata, tensor table, and
/// every tensor's extent against the end of `buf`.
pub fn parse(buf: &[u8]) -> Result<Header, CompileError> {
    let mut c = Cursor { buf, pos: 0 };
    let magic = c.take(4, "magic")?;
    if magic != MAGIC {
        return Err(CompileError::BadMagic {
            found: String::from_utf8_lossy(magic).into_owned(),
        });
    }
    let version = c.u32("version")?;
    match version {
        2 | 3 => {}
        1 => {
            return Err(CompileError::UnsupportedVersion {
                version,
                hint: "; version 1 files predate 64-bit counts, re-convert the model",
            });
        }
        v if v.swap_bytes() == 2 || v.swap_bytes() == 3 => {
            return Err(CompileError::UnsupportedVersion {
                version,
                hint: "; this looks like a big-endian file",
            });
        }
        _ => return Err(CompileError::UnsupportedVersion { version, hint: "" }),
    }
    let n_tensors_at = c.pos;
    let n_tensors = c.u64("tensor count")?;
    let n_kv_at = c.pos;
    let n_kv = c.u64("metadata count")?;

    // Each metadata entry takes at least 8 (key length) + 4 (type) + 1 bytes, and each tensor
    // entry at least 8 (name length) + 4 (n_dims) + 4 (type) + 8 (offset) bytes.
    c.check_count(n_kv, 13, "metadata count", n_kv_at)?;
    let mut metadata: Vec<(String, Value)> = Vec::with_capacity(cap_hint(n_kv));
    let mut keys = HashSet::with_capacity(cap_hint(n_kv));
    for _ in 0..n_kv {
        let key_at = c.pos;
        let key = c.string("metadata key")?;
        if !keys.insert(key.clone()) {
            return Err(CompileError::DuplicateKey {
                key,
                offset: key_at as u64,
            });
        }
        let ty_at = c.pos;
        let id = c.u32("metadata value type")?;
        let ty = ValueType::from_id(id).ok_or_else(|| CompileError::BadValueType {
            key: key.clone(),
            id,
            offset: ty_at as u64,
        })?;
        let value = c.value(ty, &key, 0)?;
        metadata.push((key, value));
    }

    let alignment = match metadata.iter().find(|(k, _)| k == "general.alignment") {
        None => DEFAULT_ALIGNMENT,
        Some((_, Value::U32(a))) if a.is_power_of_two() => u64::from(*a),
        Some((_, v)) => {
            return Err(CompileError::BadAlignment {
                value: format!("{} {}", v.type_name(), v.to_text(4, 32)),
            });
        }
    };

    c.check_count(n_tensors, 24, "tensor count", n_tensors_at)?;
    let mut tensors: Vec<TensorInfo> = Vec::with_capacity(cap_hint(n_tensors));
    let mut names = HashSet::with_capacity(cap_hint(n_tensors));
    let mut entry_offsets = Vec::with_capacity(cap_hint(n_tensors));
    for _ in 0..n_tensors {
        let entry_at = c.pos as u64;
        let name = c.string("tensor name")?;
        if !names.insert(name.clone()) {
            return Err(CompileError::DuplicateTensor {
                name,
                offset: entry_at,
            });
        }
        let dims_at = c.pos as u64;
        let n_dims = c.u32("tensor dimension count")?;
        if n_dims > MAX_DIMS {
            return Err(CompileError::TooManyDims {
                name,
                n_dims,
                offset: dims_at,
            });
        }
        let mut shape = Vec::with_capacity(n_dims as usize);
        for _ in 0..n_dims {
            shape.push(c.u64("tensor dimension")?);
        }
        let ty_at = c.pos as u64;
        let id = c.u32("tensor type")?;
        let ty = GgmlType::from_id(id).ok_or_else(|| CompileError::UnknownTensorType {
            name: name.clone(),
            id,
            offset: ty_at,
        })?;
        let offset = c.u64("tensor data offset")?;
        let n_bytes = tensor_bytes(&name, ty, &shape, dims_at)?;
        if offset % alignment != 0 {
            return Err(CompileError::TensorMisaligned {
                name,
                data_offset: offset,
                alignment,
            });
        }
        entry_offsets.push(entry_at);
        tensors.push(TensorInfo {
            name,
            ty,
            shape,
            offset,
            n_bytes,
        });
    }

    // The data section starts at the next multiple of the alignment. A file without tensors may
    // end right after its header, without padding (gguf-py writes such files).
    let header_end = c.pos as u64;
    let data_offset = header_end
        .checked_next_multiple_of(alignment)
        .ok_or_else(|| CompileError::TooLarge {
            what: "header end".into(),
            offset: header_end,
            len: header_end,
            limit: u64::MAX - alignment,
        })?;
    let file_size = buf.len() as u64;
    if !tensors.is_empty() && data_offset > file_size {
        return Err(CompileError::Truncated {
            what: "padding before the data section".into(),
            offset: header_end,
            need: data_offset - header_end,
            remaining: file_size - header_end,
        });
    }
    for t in &tensors {
        let start = data_offset.checked_add(t.offset);
        let end = start.and_then(|s| s.checked_add(t.n_bytes));
        match (start, end) {
            (Some(_), Some(end)) if end <= file_size => {}
            _ => {
                return Err(CompileError::TensorOutOfBounds {
                    name: t.name.clone(),
                    start: start.unwrap_or(u64::MAX),
                    end: end.unwrap_or(u64::MAX),
                    file_size,
                });
            }
        }
    }
    Ok(Header {
        version,
        metadata,
        tensors,
        alignment,
        data_offset,
    })
}

/// A capacity hint that never preallocates much for a count an attacker chose; vectors grow
/// past it as entries actually parse.
fn cap_hint(n: u64) -> usize {
    n.min(4096) as usize
}

/// Validates a tensor's shape against its type and returns its byte size.
fn tensor_bytes(name: &str, ty: GgmlType, shape: &[u64], at: u64) -> Result<u64, CompileError> {
    let overflow = || CompileError::ElementCountOverflow {
        name: name.to_string(),
        shape: shape.to_vec(),
        offset: at,
    };
    // ggml stores dimensions and element counts as int64_t, so both must fit in i64.
    let limit = i64::MAX as u64;
    let mut n: u64 = 1;
    // Zero dims are skipped: the element count is then 0, but the product of the other dims (a
    // row count) must still be computable without overflow.
    for &d in shape.iter().filter(|&&d| d != 0) {
        if d > limit {
            return Err(overflow());
        }
        n = n
            .checked_mul(d)
            .filter(|&n| n <= limit)
            .ok_or_else(overflow)?;
    }
    let ne0 = shape.first().copied().unwrap_or(1);
    let rows: u64 = shape.iter().skip(1).product();
    let row_bytes = ty
        .row_bytes(ne0)
        .ok_or_else(|| CompileError::RowNotBlockMultiple {
            name: name.to_string(),
            ty,
            ne0,
            block: ty.block_size(),
            offset: at,
        })?;
    row_bytes
        .checked_mul(rows)
        .filter(|&b| b <= limit)
        .ok_or_else(overflow)
}

struct Cursor<'a> {
    buf: &'a [u8],
    pos: usize,
}

impl<'a> Cursor<'a> {
    fn remaining(&self) -> u64 {
        (self.buf.len() - self.pos) as u64
    }

    fn take(&mut self, n: u64, what: &str) -> Result<&'a [u8], CompileError> {
        if n > self.remaining() {
            return Err(CompileError::Truncated {
                what: what.to_string(),
                offset: self.pos as u64,
                need: n,
                remaining: self.remaining(),
            });
        }
        // n <= remaining <= usize::MAX, so the cast and the slice are in bounds.
        let n = n as usize;
        let s = &self.buf[self.pos..self.pos + n];
        self.pos += n;
        Ok(s)
    }

    fn array<const N: usize>(&mut self, what: &str) -> Result<[u8; N], CompileError> {
        let s = self.take(N as u64, what)?;
        let mut a = [0u8; N];
        a.copy_from_slice(s);
        Ok(a)
    }

    fn u32(&mut self, what: &str) -> Result<u32, CompileError> {
        self.array(what).map(u32::from_le_bytes)
    }

    fn u64(&mut self, what: &str) -> Result<u64, CompileError> {
        self.array(what).map(u64::from_le_bytes)
    }

    /// Fails unless `count` items of at least `min_size` bytes each fit in what remains.
    fn check_count(
        &self,
        count: u64,
        min_size: u64,
        what: &str,
        at: usize,
    ) -> Result<(), CompileError> {
        let fits = self.remaining() / min_size;
        if count > fits {
            return Err(CompileError::TooLarge {
                what: format!("{what} (only {} bytes remain)", self.remaining()),
                offset: at as u64,
                len: count,
                limit: fits,
            });
        }
        Ok(())
    }

    fn string(&mut self, what: &str) -> Result<String, CompileError> {
        let at = self.pos as u64;
        let len = self.u64(&format!("{what} length"))?;
        if len > MAX_STRING_LEN {
            return Err(CompileError::TooLarge {
                what: format!("{what} length"),
                offset: at,
                len,
                limit: MAX_STRING_LEN,
            });
        }
        let bytes = self.take(len, what)?;
        match std::str::from_utf8(bytes) {
            Ok(s) => Ok(s.to_string()),
            Err(_) => Err(CompileError::InvalidUtf8 {
                what: what.to_string(),
                offset: at + 8,
            }),
        }
    }

    fn value(&mut self, ty: ValueType, key: &str, depth: u32) -> Result<Value, CompileError> {
        let what = || format!("value of {key:?}");
        Ok(match ty {
            ValueType::U8 => Value::U8(u8::from_le_bytes(self.array(&what())?)),
            ValueType::I8 => Value::I8(i8::from_le_bytes(self.array(&what())?)),
            ValueType::U16 => Value::U16(u16::from_le_bytes(self.array(&what())?)),
            ValueType::I16 => Value::I16(i16::from_le_bytes(self.array(&what())?)),
            ValueType::U32 => Value::U32(u32::from_le_bytes(self.array(&what())?)),
            ValueType::I32 => Value::I32(i32::from_le_bytes(self.array(&what())?)),
            ValueType::F32 => Value::F32(f32::from_le_bytes(self.array(&what())?)),
            ValueType::U64 => Value::U64(u64::from_le_bytes(self.array(&what())?)),
            ValueType::I64 => Value::I64(i64::from_le_bytes(self.array(&what())?)),
            ValueType::F64 => Value::F64(f64::from_le_bytes(self.array(&what())?)),
            ValueType::Bool => {
                let at = self.pos as u64;
                match self.array::<1>(&what())?[0] {
                    0 => Value::Bool(false),
                    1 => Value::Bool(true),
                    byte => {
                        return Err(CompileError::BadBool {
                            key: key.to_string(),
                            byte,
                            offset: at,
                        });
                    }
                }
            }
            ValueType::String => Value::String(self.string(&what())?),
            ValueType::Array => {
                let at = self.pos as u64;
                if depth >= MAX_NESTING {
                    return Err(CompileError::NestingTooDeep {
                        key: key.to_string(),
                        limit: MAX_NESTING,
                        offset: at,
                    });
                }
                let id = self.u32(&format!("array element type of {key:?}"))?;
                let elem = ValueType::from_id(id).ok_or_else(|| CompileError::BadValueType {
                    key: key.to_string(),
                    id,
                    offset: at,
                })?;
                let count_at = self.pos;
                let count = self.u64(&format!("array length of {key:?}"))?;
                if count > MAX_ARRAY_LEN {
                    return Err(CompileError::TooLarge {
                        what: format!("array length of {key:?}"),
                        offset: count_at as u64,
                        len: count,
                        limit: MAX_ARRAY_LEN,
                    });
                }
                self.check_count(
                    count,
                    elem.min_size(),
                    &format!("array length of {key:?}"),
                    count_at,
                )?;
                let mut items = Vec::with_capacity(count as usize);
                for _ in 0..count {
                    items.push(self.value(elem, key, depth + 1)?);
                }
                Value::Array(elem, items)
            }
        })
    }
}
