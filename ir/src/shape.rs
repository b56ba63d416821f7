//! Activation dtypes and shapes, with a symbolic token count `T`.
//!
//! Activations (the values flowing between nodes) are plain element types: token ids and
//! positions are `i32`, everything else `f32` (`f16` is reserved for GPU staging buffers).
//! Weights are not values: they carry a ggml block type ([`crate::GgmlType`]) and live in the
//! graph's weight table.
//!
//! Shapes are written outermost dimension first (row-major): `f32[T,2048]` is `T` rows of 2048
//! contiguous floats, one row per token. The token count `T` is symbolic because one plan serves
//! any prompt length; every other dimension is a fixed number read from the model.

use serde::{Deserialize, Serialize};
use std::fmt;

/// Element type of an activation value.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DType {
    /// 32-bit signed integers: token ids, positions, expert ids.
    I32,
    /// 32-bit IEEE floats: every activation.
    F32,
    /// 16-bit IEEE floats: reserved for staging buffers of GPU prompt GEMMs.
    F16,
}

impl DType {
    /// Bytes per element.
    pub const fn size(self) -> usize {
        match self {
            Self::I32 | Self::F32 => 4,
            Self::F16 => 2,
        }
    }

    /// The lower-case name the text form prints.
    pub const fn name(self) -> &'static str {
        match self {
            Self::I32 => "i32",
            Self::F32 => "f32",
            Self::F16 => "f16",
        }
    }
}

impl fmt::Display for DType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One dimension: the symbolic token count or a fixed size.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Dim {
    /// `T`, the number of tokens in the current batch (prompt length at prefill, 1 at decode).
    Tokens,
    /// A size known when the plan is compiled.
    Fixed(u64),
}

impl fmt::Display for Dim {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Tokens => f.write_str("T"),
            Self::Fixed(n) => write!(f, "{n}"),
        }
    }
}

/// A shape, outermost dimension first.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Shape(pub Vec<Dim>);

impl Shape {
    /// `[T]`: one element per token.
    pub fn tokens() -> Self {
        Self(vec![Dim::Tokens])
    }

    /// `[T, n]`: one row of `n` elements per token.
    pub fn rows(n: u64) -> Self {
        Self(vec![Dim::Tokens, Dim::Fixed(n)])
    }

    /// The dimensions, outermost first.
    pub fn dims(&self) -> &[Dim] {
        &self.0
    }

    /// Number of dimensions.
    pub fn rank(&self) -> usize {
        self.0.len()
    }

    /// The innermost (row) length when it is fixed.
    pub fn row_len(&self) -> Option<u64> {
        match self.0.last() {
            Some(Dim::Fixed(n)) => Some(*n),
            _ => None,
        }
    }

    /// Elements for a concrete token count, or `None` on overflow.
    pub fn numel(&self, tokens: u64) -> Option<u64> {
        self.0.iter().try_fold(1u64, |acc, d| match d {
            Dim::Tokens => acc.checked_mul(tokens),
            Dim::Fixed(n) => acc.checked_mul(*n),
        })
    }
}

impl fmt::Display for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("[")?;
        for (i, d) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            write!(f, "{d}")?;
        }
        f.write_str("]")
    }
}

/// The type of a value: element type and shape.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ValueType {
    pub dtype: DType,
    pub shape: Shape,
}

impl ValueType {
    /// `dtype[T, n]`.
    pub fn rows(dtype: DType, n: u64) -> Self {
        Self {
            dtype,
            shape: Shape::rows(n),
        }
    }

    /// `dtype[T]`.
    pub fn tokens(dtype: DType) -> Self {
        Self {
            dtype,
            shape: Shape::tokens(),
        }
    }
}

impl fmt::Display for ValueType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.dtype, self.shape)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_and_numel() {
        let t = ValueType::rows(DType::F32, 2048);
        assert_eq!(t.to_string(), "f32[T,2048]");
        assert_eq!(t.shape.numel(3), Some(6144));
        assert_eq!(t.shape.row_len(), Some(2048));
        assert_eq!(Shape::tokens().row_len(), None);
        assert_eq!(Shape::rows(u64::MAX).numel(2), None);
    }
}
