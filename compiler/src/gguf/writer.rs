//! Writes GGUF files (version 3 by default): metadata values and tensors given as raw block bytes.
//!
//! Tensor data is laid out in insertion order, each tensor starting at a multiple of the
//! alignment (`general.alignment` when the metadata sets it, else 32) and padded with zeros to
//! the next multiple, the layout gguf-py and llama.cpp write and llama.cpp's loader expects.

use std::collections::HashSet;
use std::io::Write;
use std::path::Path;

use strata_ir::GgmlType;

use super::reader::{DEFAULT_ALIGNMENT, MAGIC, MAX_DIMS};
use super::value::{Value, ValueType};
use crate::error::CompileError;

struct PendingTensor {
    name: String,
    ty: GgmlType,
    shape: Vec<u64>,
    data: Vec<u8>,
}

/// Builds a GGUF file in memory and writes it out.
#[derive(Default)]
pub struct GgufWriter {
    version: Option<u32>,
    metadata: Vec<(String, Value)>,
    keys: HashSet<String>,
    tensors: Vec<PendingTensor>,
    names: HashSet<String>,
}

impl std::fmt::Debug for GgufWriter {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GgufWriter")
            .field("metadata", &self.metadata.len())
            .field("tensors", &self.tensors.len())
            .finish()
    }
}

fn err(msg: String) -> CompileError {
    CompileError::Writer(msg)
}

impl GgufWriter {
    /// An empty version-3 file.
    pub fn new() -> Self {
        Self::default()
    }

    /// Writes the given GGUF version instead of 3 (2 and 3 share the little-endian layout).
    pub fn with_version(mut self, version: u32) -> Result<Self, CompileError> {
        if !(version == 2 || version == 3) {
            return Err(err(format!("cannot write GGUF version {version}")));
        }
        self.version = Some(version);
        Ok(self)
    }

    /// Adds a metadata entry. Keys must be unique; array items must all have the array's element
    /// type.
    pub fn add(&mut self, key: impl Into<String>, value: Value) -> Result<(), CompileError> {
        let key = key.into();
        check_value(&key, &value)?;
        if key == "general.alignment" {
            match value {
                Value::U32(a) if a.is_power_of_two() => {}
                _ => {
                    return Err(err(format!(
                        "general.alignment must be a u32 power of two, got {}",
                        value.to_text(4, 32)
                    )));
                }
            }
        }
        if !self.keys.insert(key.clone()) {
            return Err(err(format!("duplicate metadata key {key:?}")));
        }
        self.metadata.push((key, value));
        Ok(())
    }

    /// Adds a tensor with shape in ggml order (ne0 first) and its raw block bytes.
    pub fn add_tensor(
        &mut self,
        name: impl Into<String>,
        ty: GgmlType,
        shape: &[u64],
        data: Vec<u8>,
    ) -> Result<(), CompileError> {
        let name = name.into();
        if shape.len() > MAX_DIMS as usize {
            return Err(err(format!("tensor {name:?} has {} dims", shape.len())));
        }
        let ne0 = shape.first().copied().unwrap_or(1);
        let rows = shape
            .iter()
            .skip(1)
            .try_fold(1u64, |a, &d| a.checked_mul(d));
        let expected = ty
            .row_bytes(ne0)
            .zip(rows)
            .and_then(|(r, n)| r.checked_mul(n))
            .ok_or_else(|| {
                err(format!(
                    "tensor {name:?}: shape {shape:?} is not whole {ty} blocks or overflows"
                ))
            })?;
        if data.len() as u64 != expected {
            return Err(err(format!(
                "tensor {name:?}: {ty} shape {shape:?} needs {expected} bytes, got {}",
                data.len()
            )));
        }
        if !self.names.insert(name.clone()) {
            return Err(err(format!("duplicate tensor name {name:?}")));
        }
        self.tensors.push(PendingTensor {
            name,
            ty,
            shape: shape.to_vec(),
            data,
        });
        Ok(())
    }

    fn alignment(&self) -> u64 {
        match self.metadata.iter().find(|(k, _)| k == "general.alignment") {
            Some((_, Value::U32(a))) => u64::from(*a),
            _ => DEFAULT_ALIGNMENT,
        }
    }

    /// Writes the file to `out`.
    pub fn write_to(&self, out: &mut impl Write) -> std::io::Result<()> {
        let align = self.alignment();
        let mut head = Vec::new();
        head.extend_from_slice(MAGIC);
        head.extend_from_slice(&self.version.unwrap_or(3).to_le_bytes());
        head.extend_from_slice(&(self.tensors.len() as u64).to_le_bytes());
        head.extend_from_slice(&(self.metadata.len() as u64).to_le_bytes());
        for (k, v) in &self.metadata {
            put_str(&mut head, k);
            head.extend_from_slice(&v.ty().id().to_le_bytes());
            put_value(&mut head, v);
        }
        let mut offset = 0u64;
        for t in &self.tensors {
            put_str(&mut head, &t.name);
            head.extend_from_slice(&(t.shape.len() as u32).to_le_bytes());
            for d in &t.shape {
                head.extend_from_slice(&d.to_le_bytes());
            }
            head.extend_from_slice(&t.ty.id().to_le_bytes());
            head.extend_from_slice(&offset.to_le_bytes());
            offset = (offset + t.data.len() as u64).next_multiple_of(align);
        }
        if !self.tensors.is_empty() {
            let pad = (head.len() as u64).next_multiple_of(align) - head.len() as u64;
            head.resize(head.len() + pad as usize, 0);
        }
        out.write_all(&head)?;
        let zeros = vec![0u8; align as usize];
        for t in &self.tensors {
            out.write_all(&t.data)?;
            let pad = (t.data.len() as u64).next_multiple_of(align) - t.data.len() as u64;
            out.write_all(&zeros[..pad as usize])?;
        }
        out.flush()
    }

    /// The whole file as bytes.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut v = Vec::new();
        // Writing into a Vec cannot fail.
        let _ = self.write_to(&mut v);
        v
    }

    /// Writes the file to `path` (created or truncated).
    pub fn write(&self, path: &Path) -> Result<(), CompileError> {
        let io = |source| CompileError::Io {
            path: path.to_path_buf(),
            source,
        };
        let f = std::fs::File::create(path).map_err(io)?;
        let mut w = std::io::BufWriter::new(f);
        self.write_to(&mut w).map_err(io)
    }
}

fn check_value(key: &str, v: &Value) -> Result<(), CompileError> {
    if let Value::Array(elem, items) = v {
        for item in items {
            if item.ty() != *elem {
                return Err(err(format!(
                    "metadata {key:?}: array[{elem}] holds a {} item",
                    item.type_name()
                )));
            }
            check_value(key, item)?;
        }
    }
    Ok(())
}

fn put_str(out: &mut Vec<u8>, s: &str) {
    out.extend_from_slice(&(s.len() as u64).to_le_bytes());
    out.extend_from_slice(s.as_bytes());
}

fn put_value(out: &mut Vec<u8>, v: &Value) {
    match v {
        Value::U8(x) => out.extend_from_slice(&x.to_le_bytes()),
        Value::I8(x) => out.extend_from_slice(&x.to_le_bytes()),
        Value::U16(x) => out.extend_from_slice(&x.to_le_bytes()),
        Value::I16(x) => out.extend_from_slice(&x.to_le_bytes()),
        Value::U32(x) => out.extend_from_slice(&x.to_le_bytes()),
        Value::I32(x) => out.extend_from_slice(&x.to_le_bytes()),
        Value::F32(x) => out.extend_from_slice(&x.to_le_bytes()),
        Value::U64(x) => out.extend_from_slice(&x.to_le_bytes()),
        Value::I64(x) => out.extend_from_slice(&x.to_le_bytes()),
        Value::F64(x) => out.extend_from_slice(&x.to_le_bytes()),
        Value::Bool(x) => out.push(u8::from(*x)),
        Value::String(s) => put_str(out, s),
        Value::Array(elem, items) => {
            out.extend_from_slice(&elem.id().to_le_bytes());
            out.extend_from_slice(&(items.len() as u64).to_le_bytes());
            for item in items {
                put_value(out, item);
            }
        }
    }
}

/// Convenience constructors for metadata values.
impl Value {
    /// A string value.
    pub fn str(s: impl Into<String>) -> Value {
        Value::String(s.into())
    }

    /// An array of strings.
    pub fn str_array<S: Into<String>>(items: impl IntoIterator<Item = S>) -> Value {
        Value::Array(
            ValueType::String,
            items.into_iter().map(|s| Value::String(s.into())).collect(),
        )
    }

    /// An array of f32.
    pub fn f32_array(items: impl IntoIterator<Item = f32>) -> Value {
        Value::Array(ValueType::F32, items.into_iter().map(Value::F32).collect())
    }

    /// An array of i32.
    pub fn i32_array(items: impl IntoIterator<Item = i32>) -> Value {
        Value::Array(ValueType::I32, items.into_iter().map(Value::I32).collect())
    }
}
