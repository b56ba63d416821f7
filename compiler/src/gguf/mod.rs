//! GGUF files: a zero-copy reader over a memory map ([`GgufFile`]) and a writer ([`GgufWriter`]).
//!
//! The reader validates the whole header, metadata and tensor table up front (see [`reader`]),
//! so every [`TensorInfo`] it hands out lies inside the file and [`GgufFile::tensor_bytes`] is a
//! plain slice of the map. This module is the only place in Strata that understands GGUF
//! structure; the runtime maps tensor bytes at the offsets the plan records.

pub mod reader;
pub mod value;
pub mod writer;

use std::fs::File;
use std::path::{Path, PathBuf};

use memmap2::Mmap;
use sha2::{Digest, Sha256};

use crate::error::CompileError;
pub use reader::{Header, MAGIC, TensorInfo};
pub use value::{Value, ValueType};
pub use writer::GgufWriter;

/// The bytes a [`GgufFile`] reads from: a read-only memory map, or an owned buffer (for data that
/// never was a file, such as fuzz inputs; and for empty files, which cannot be mapped).
enum Bytes {
    Map(Mmap),
    Owned(Vec<u8>),
}

impl Bytes {
    fn as_slice(&self) -> &[u8] {
        match self {
            Self::Map(m) => m,
            Self::Owned(v) => v,
        }
    }
}

/// A parsed, validated GGUF file.
pub struct GgufFile {
    path: PathBuf,
    bytes: Bytes,
    header: Header,
}

impl std::fmt::Debug for GgufFile {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GgufFile")
            .field("path", &self.path)
            .field("version", &self.header.version)
            .field("metadata", &self.header.metadata.len())
            .field("tensors", &self.header.tensors.len())
            .finish()
    }
}

impl GgufFile {
    /// Maps and parses the file at `path`.
    pub fn open(path: &Path) -> Result<GgufFile, CompileError> {
        let io = |source| CompileError::Io {
            path: path.to_path_buf(),
            source,
        };
        let file = File::open(path).map_err(io)?;
        let len = file.metadata().map_err(io)?.len();
        let bytes = if len == 0 {
            Bytes::Owned(Vec::new())
        } else {
            // SAFETY: the map is read-only and private to this process. Like every mmap-based
            // model loader, we rely on the file not being truncated by another process while it
            // is mapped; the format gives no way to defend against that.
            Bytes::Map(unsafe { Mmap::map(&file) }.map_err(io)?)
        };
        let header = reader::parse(bytes.as_slice())?;
        Ok(GgufFile {
            path: path.to_path_buf(),
            bytes,
            header,
        })
    }

    /// Parses a GGUF file held in memory.
    pub fn from_bytes(bytes: Vec<u8>) -> Result<GgufFile, CompileError> {
        let header = reader::parse(&bytes)?;
        Ok(GgufFile {
            path: PathBuf::new(),
            bytes: Bytes::Owned(bytes),
            header,
        })
    }

    /// The path this file was opened from (empty for [`GgufFile::from_bytes`]).
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The GGUF version (2 or 3).
    pub fn version(&self) -> u32 {
        self.header.version
    }

    /// All metadata entries, in file order.
    pub fn metadata(&self) -> &[(String, Value)] {
        &self.header.metadata
    }

    /// The value of metadata key `key`.
    pub fn get(&self, key: &str) -> Option<&Value> {
        self.header
            .metadata
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v)
    }

    /// Tensor data alignment (`general.alignment`, default 32).
    pub fn alignment(&self) -> u64 {
        self.header.alignment
    }

    /// The tensor table, in file order.
    pub fn tensors(&self) -> &[TensorInfo] {
        &self.header.tensors
    }

    /// The tensor named `name`.
    pub fn tensor(&self, name: &str) -> Option<&TensorInfo> {
        self.header.tensors.iter().find(|t| t.name == name)
    }

    /// The raw bytes of tensor `t` (its blocks, as stored). Empty if `t` does not describe bytes
    /// inside this file, which cannot happen for a `TensorInfo` taken from this file.
    pub fn tensor_bytes(&self, t: &TensorInfo) -> &[u8] {
        let buf = self.bytes.as_slice();
        let range = self
            .header
            .data_offset
            .checked_add(t.offset)
            .and_then(|s| Some((s, s.checked_add(t.n_bytes)?)))
            .and_then(|(s, e)| Some(usize::try_from(s).ok()?..usize::try_from(e).ok()?));
        range.and_then(|r| buf.get(r)).unwrap_or(&[])
    }

    /// The raw bytes of the tensor named `name`.
    pub fn tensor_data(&self, name: &str) -> Result<(&TensorInfo, &[u8]), CompileError> {
        let t = self
            .tensor(name)
            .ok_or_else(|| CompileError::TensorNotFound {
                name: name.to_string(),
            })?;
        Ok((t, self.tensor_bytes(t)))
    }

    /// Absolute file offset of the data section.
    pub fn data_offset(&self) -> u64 {
        self.header.data_offset
    }

    /// Size of the file in bytes.
    pub fn file_size(&self) -> u64 {
        self.bytes.as_slice().len() as u64
    }

    /// SHA-256 of the bytes before the data section: header, metadata and tensor table (and the
    /// padding after them). This is the identity a plan records for the file it was compiled
    /// from; it changes when any metadata or tensor entry changes, but hashing it does not read
    /// the weights.
    pub fn header_hash(&self) -> [u8; 32] {
        let buf = self.bytes.as_slice();
        let end = usize::try_from(self.header.data_offset)
            .unwrap_or(usize::MAX)
            .min(buf.len());
        Sha256::digest(&buf[..end]).into()
    }

    // ---- Typed metadata helpers. Each returns Ok(None) when the key is absent and an error
    // naming the key when it holds a value of an incompatible type.

    /// An unsigned integer key that fits in u32 (any integer type is accepted).
    pub fn get_u32(&self, key: &str) -> Result<Option<u32>, CompileError> {
        self.get_int(key, "u32")
    }

    /// An unsigned integer key that fits in u64 (any integer type is accepted).
    pub fn get_u64(&self, key: &str) -> Result<Option<u64>, CompileError> {
        self.get_int(key, "u64")
    }

    /// A signed integer key that fits in i64 (any integer type is accepted).
    pub fn get_i64(&self, key: &str) -> Result<Option<i64>, CompileError> {
        self.get_int(key, "i64")
    }

    fn get_int<T: TryFrom<i128>>(
        &self,
        key: &str,
        expected: &'static str,
    ) -> Result<Option<T>, CompileError> {
        let Some(v) = self.get(key) else {
            return Ok(None);
        };
        v.as_integer()
            .and_then(|i| T::try_from(i).ok())
            .map(Some)
            .ok_or_else(|| type_error(key, expected, v))
    }

    /// A float key (f32, f64 or an integer), as f32.
    pub fn get_f32(&self, key: &str) -> Result<Option<f32>, CompileError> {
        let Some(v) = self.get(key) else {
            return Ok(None);
        };
        v.as_f64()
            .map(|f| Some(f as f32))
            .ok_or_else(|| type_error(key, "f32", v))
    }

    /// A string key.
    pub fn get_str(&self, key: &str) -> Result<Option<&str>, CompileError> {
        let Some(v) = self.get(key) else {
            return Ok(None);
        };
        v.as_str()
            .map(Some)
            .ok_or_else(|| type_error(key, "string", v))
    }

    /// A bool key.
    pub fn get_bool(&self, key: &str) -> Result<Option<bool>, CompileError> {
        match self.get(key) {
            None => Ok(None),
            Some(Value::Bool(b)) => Ok(Some(*b)),
            Some(v) => Err(type_error(key, "bool", v)),
        }
    }

    /// An array-of-strings key.
    pub fn get_str_array(&self, key: &str) -> Result<Option<Vec<&str>>, CompileError> {
        self.get_array(key, "array[string]", Value::as_str)
    }

    /// An array-of-floats key (f32, f64 or integer items), as f32.
    pub fn get_f32_array(&self, key: &str) -> Result<Option<Vec<f32>>, CompileError> {
        self.get_array(key, "array[f32]", |v| v.as_f64().map(|f| f as f32))
    }

    /// An array-of-integers key whose items fit in i32 (e.g. `tokenizer.ggml.token_type`).
    pub fn get_i32_array(&self, key: &str) -> Result<Option<Vec<i32>>, CompileError> {
        self.get_array(key, "array[i32]", |v| {
            v.as_integer().and_then(|i| i32::try_from(i).ok())
        })
    }

    /// An array-of-integers key whose items fit in u32 (e.g. per-layer head counts).
    pub fn get_u32_array(&self, key: &str) -> Result<Option<Vec<u32>>, CompileError> {
        self.get_array(key, "array[u32]", |v| {
            v.as_integer().and_then(|i| u32::try_from(i).ok())
        })
    }

    /// A u32 key that may also be stored as a per-layer array (llama.cpp allows both for keys
    /// such as `*.attention.head_count`); an array yields its items.
    pub fn get_u32_or_array(&self, key: &str) -> Result<Option<Vec<u32>>, CompileError> {
        match self.get(key) {
            Some(Value::Array(..)) => self.get_u32_array(key),
            _ => Ok(self.get_u32(key)?.map(|v| vec![v])),
        }
    }

    fn get_array<'s, T>(
        &'s self,
        key: &str,
        expected: &'static str,
        item: impl Fn(&'s Value) -> Option<T>,
    ) -> Result<Option<Vec<T>>, CompileError> {
        let Some(v) = self.get(key) else {
            return Ok(None);
        };
        let items = v.as_array().ok_or_else(|| type_error(key, expected, v))?;
        items
            .iter()
            .map(&item)
            .collect::<Option<Vec<T>>>()
            .map(Some)
            .ok_or_else(|| type_error(key, expected, v))
    }

    /// Like [`GgufFile::get_u32`] but the key must be present.
    pub fn require_u32(&self, key: &str) -> Result<u32, CompileError> {
        self.get_u32(key)?.ok_or_else(|| missing(key))
    }

    /// Like [`GgufFile::get_f32`] but the key must be present.
    pub fn require_f32(&self, key: &str) -> Result<f32, CompileError> {
        self.get_f32(key)?.ok_or_else(|| missing(key))
    }

    /// Like [`GgufFile::get_str`] but the key must be present.
    pub fn require_str(&self, key: &str) -> Result<&str, CompileError> {
        self.get_str(key)?.ok_or_else(|| missing(key))
    }
}

fn type_error(key: &str, expected: &'static str, got: &Value) -> CompileError {
    CompileError::MetadataType {
        key: key.to_string(),
        expected,
        got: got.type_name(),
    }
}

fn missing(key: &str) -> CompileError {
    CompileError::MissingKey {
        key: key.to_string(),
    }
}

/// Whether `path` starts with the GGUF magic (false when it cannot be read).
pub fn has_gguf_magic(path: &Path) -> bool {
    use std::io::Read;
    let mut magic = [0u8; 4];
    File::open(path)
        .and_then(|mut f| f.read_exact(&mut magic))
        .is_ok()
        && &magic == MAGIC
}

#[cfg(test)]
mod tests;
