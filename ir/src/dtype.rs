//! The ggml element and block types: ids, names, block sizes and bytes per block.
//!
//! Every quantized type stores a row as consecutive blocks of `block_size` elements, each block
//! `type_size` bytes. The numbers here are llama.cpp's (`ggml.c`, `type_traits`), and the ids are
//! the values GGUF files store in their tensor table.

use serde::{Deserialize, Serialize};

/// A ggml tensor type. The discriminant is the on-disk id.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[repr(u32)]
pub enum GgmlType {
    F32 = 0,
    F16 = 1,
    Q4_0 = 2,
    Q4_1 = 3,
    Q5_0 = 6,
    Q5_1 = 7,
    Q8_0 = 8,
    Q8_1 = 9,
    Q2K = 10,
    Q3K = 11,
    Q4K = 12,
    Q5K = 13,
    Q6K = 14,
    Q8K = 15,
    Iq2Xxs = 16,
    Iq2Xs = 17,
    Iq3Xxs = 18,
    Iq1S = 19,
    Iq4Nl = 20,
    Iq3S = 21,
    Iq2S = 22,
    Iq4Xs = 23,
    I8 = 24,
    I16 = 25,
    I32 = 26,
    I64 = 27,
    F64 = 28,
    Iq1M = 29,
    Bf16 = 30,
    Tq1_0 = 34,
    Tq2_0 = 35,
    Mxfp4 = 39,
}

/// Static facts about one type.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TypeInfo {
    /// ggml's name, as `inspect` prints it and gguf-py spells it (e.g. `"Q4_K"`).
    pub name: &'static str,
    /// Elements per block (1 for plain scalar types).
    pub block_size: usize,
    /// Bytes per block.
    pub type_size: usize,
}

const fn info(name: &'static str, block_size: usize, type_size: usize) -> TypeInfo {
    TypeInfo {
        name,
        block_size,
        type_size,
    }
}

/// Super-block size of the k-quants and i-quants.
pub const QK_K: usize = 256;

impl GgmlType {
    /// Every type, in id order.
    pub const ALL: [GgmlType; 32] = [
        Self::F32,
        Self::F16,
        Self::Q4_0,
        Self::Q4_1,
        Self::Q5_0,
        Self::Q5_1,
        Self::Q8_0,
        Self::Q8_1,
        Self::Q2K,
        Self::Q3K,
        Self::Q4K,
        Self::Q5K,
        Self::Q6K,
        Self::Q8K,
        Self::Iq2Xxs,
        Self::Iq2Xs,
        Self::Iq3Xxs,
        Self::Iq1S,
        Self::Iq4Nl,
        Self::Iq3S,
        Self::Iq2S,
        Self::Iq4Xs,
        Self::I8,
        Self::I16,
        Self::I32,
        Self::I64,
        Self::F64,
        Self::Iq1M,
        Self::Bf16,
        Self::Tq1_0,
        Self::Tq2_0,
        Self::Mxfp4,
    ];

    /// The weight types Strata supports for model tensors (DESIGN.md's list).
    pub const MODEL_TYPES: [GgmlType; 23] = [
        Self::F32,
        Self::F16,
        Self::Bf16,
        Self::Q8_0,
        Self::Q4_0,
        Self::Q4_1,
        Self::Q5_0,
        Self::Q5_1,
        Self::Q2K,
        Self::Q3K,
        Self::Q4K,
        Self::Q5K,
        Self::Q6K,
        Self::Iq4Nl,
        Self::Iq4Xs,
        Self::Iq3Xxs,
        Self::Iq3S,
        Self::Iq2Xxs,
        Self::Iq2Xs,
        Self::Iq2S,
        Self::Iq1S,
        Self::Iq1M,
        Self::Mxfp4,
    ];

    /// The type with on-disk id `id`, if ggml defines one.
    pub fn from_id(id: u32) -> Option<Self> {
        Self::ALL.iter().copied().find(|t| t.id() == id)
    }

    /// The type named `name` (ggml spelling, case-insensitive).
    pub fn from_name(name: &str) -> Option<Self> {
        Self::ALL
            .iter()
            .copied()
            .find(|t| t.name().eq_ignore_ascii_case(name))
    }

    /// The on-disk id.
    pub fn id(self) -> u32 {
        self as u32
    }

    /// Name, block size and bytes per block.
    pub const fn info(self) -> TypeInfo {
        match self {
            Self::F32 => info("F32", 1, 4),
            Self::F16 => info("F16", 1, 2),
            Self::Q4_0 => info("Q4_0", 32, 18),
            Self::Q4_1 => info("Q4_1", 32, 20),
            Self::Q5_0 => info("Q5_0", 32, 22),
            Self::Q5_1 => info("Q5_1", 32, 24),
            Self::Q8_0 => info("Q8_0", 32, 34),
            Self::Q8_1 => info("Q8_1", 32, 36),
            Self::Q2K => info("Q2_K", QK_K, 84),
            Self::Q3K => info("Q3_K", QK_K, 110),
            Self::Q4K => info("Q4_K", QK_K, 144),
            Self::Q5K => info("Q5_K", QK_K, 176),
            Self::Q6K => info("Q6_K", QK_K, 210),
            Self::Q8K => info("Q8_K", QK_K, 292),
            Self::Iq2Xxs => info("IQ2_XXS", QK_K, 66),
            Self::Iq2Xs => info("IQ2_XS", QK_K, 74),
            Self::Iq3Xxs => info("IQ3_XXS", QK_K, 98),
            Self::Iq1S => info("IQ1_S", QK_K, 50),
            Self::Iq4Nl => info("IQ4_NL", 32, 18),
            Self::Iq3S => info("IQ3_S", QK_K, 110),
            Self::Iq2S => info("IQ2_S", QK_K, 82),
            Self::Iq4Xs => info("IQ4_XS", QK_K, 136),
            Self::I8 => info("I8", 1, 1),
            Self::I16 => info("I16", 1, 2),
            Self::I32 => info("I32", 1, 4),
            Self::I64 => info("I64", 1, 8),
            Self::F64 => info("F64", 1, 8),
            Self::Iq1M => info("IQ1_M", QK_K, 56),
            Self::Bf16 => info("BF16", 1, 2),
            Self::Tq1_0 => info("TQ1_0", QK_K, 54),
            Self::Tq2_0 => info("TQ2_0", QK_K, 66),
            Self::Mxfp4 => info("MXFP4", 32, 17),
        }
    }

    /// ggml's name, e.g. `"Q4_K"`.
    pub const fn name(self) -> &'static str {
        self.info().name
    }

    /// Elements per block.
    pub const fn block_size(self) -> usize {
        self.info().block_size
    }

    /// Bytes per block.
    pub const fn type_size(self) -> usize {
        self.info().type_size
    }

    /// Whether a row of this type is made of multi-element blocks.
    pub const fn is_quantized(self) -> bool {
        self.block_size() > 1
    }

    /// Bytes of a row of `n` elements, or `None` when `n` is not a whole number of blocks or the
    /// byte count overflows.
    pub fn row_bytes(self, n: u64) -> Option<u64> {
        let bs = self.block_size() as u64;
        if !n.is_multiple_of(bs) {
            return None;
        }
        (n / bs).checked_mul(self.type_size() as u64)
    }
}

impl std::fmt::Display for GgmlType {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_and_names_round_trip() {
        for t in GgmlType::ALL {
            assert_eq!(GgmlType::from_id(t.id()), Some(t));
            assert_eq!(GgmlType::from_name(t.name()), Some(t));
        }
        assert_eq!(GgmlType::from_id(4), None);
        assert_eq!(GgmlType::from_id(31), None);
        assert_eq!(GgmlType::from_id(1000), None);
    }

    #[test]
    fn row_bytes_checks_block_multiples() {
        assert_eq!(GgmlType::Q4K.row_bytes(512), Some(288));
        assert_eq!(GgmlType::Q4K.row_bytes(100), None);
        assert_eq!(GgmlType::F32.row_bytes(3), Some(12));
        assert_eq!(GgmlType::F32.row_bytes(u64::MAX), None);
    }
}
