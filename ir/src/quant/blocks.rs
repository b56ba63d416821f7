//! Byte layouts of every ggml block type, as offsets into one block, checked at compile time
//! against the type table in [`crate::dtype`].
//!
//! ggml's blocks are packed C structs of `u8`/`i8` arrays and little-endian f16/f32/u16/u32
//! scalars, so a block is described completely by where each field starts. Every module below
//! ends in `SIZE`, and a `const` assertion proves it equals `GgmlType::type_size`: a wrong offset
//! here fails the build instead of silently misreading models. Field names follow llama.cpp's
//! `ggml-common.h`.

use crate::dtype::{GgmlType, QK_K};

/// Q4_0: `x = d·(q − 8)`, 32 4-bit values (element `j` in the low nibble of byte `j`, element
/// `j + 16` in its high nibble).
pub mod q4_0 {
    pub const D: usize = 0;
    pub const QS: usize = 2;
    pub const SIZE: usize = QS + 16;
}

/// Q4_1: `x = d·q + m`.
pub mod q4_1 {
    pub const D: usize = 0;
    pub const M: usize = 2;
    pub const QS: usize = 4;
    pub const SIZE: usize = QS + 16;
}

/// Q5_0: `x = d·(q − 16)` with the fifth bits of the 32 elements in one little-endian u32.
pub mod q5_0 {
    pub const D: usize = 0;
    pub const QH: usize = 2;
    pub const QS: usize = 6;
    pub const SIZE: usize = QS + 16;
}

/// Q5_1: `x = d·q + m`, fifth bits as in Q5_0.
pub mod q5_1 {
    pub const D: usize = 0;
    pub const M: usize = 2;
    pub const QH: usize = 4;
    pub const QS: usize = 8;
    pub const SIZE: usize = QS + 16;
}

/// Q8_0: `x = d·q`, 32 signed bytes.
pub mod q8_0 {
    pub const D: usize = 0;
    pub const QS: usize = 2;
    pub const SIZE: usize = QS + 32;
}

/// Q8_1: Q8_0 plus `s = d·Σq` (an activation format of ggml; dequantized like Q8_0).
pub mod q8_1 {
    pub const D: usize = 0;
    pub const S: usize = 2;
    pub const QS: usize = 4;
    pub const SIZE: usize = QS + 32;
}

/// Q2_K: 16 sub-blocks of 16; `x = d·sc·q − dmin·m` with 4-bit `sc`/`m` packed per byte.
pub mod q2_k {
    pub const SCALES: usize = 0;
    pub const QS: usize = 16;
    pub const D: usize = 80;
    pub const DMIN: usize = 82;
    pub const SIZE: usize = 84;
}

/// Q3_K: 16 sub-blocks of 16; `x = d·(sc − 32)·(q − 4·!hbit)` with 6-bit scales.
pub mod q3_k {
    pub const HMASK: usize = 0;
    pub const QS: usize = 32;
    pub const SCALES: usize = 96;
    pub const D: usize = 108;
    pub const SIZE: usize = 110;
}

/// Q4_K: 8 sub-blocks of 32; `x = d·sc·q − dmin·m` with 6-bit `sc`/`m` packed in 12 bytes.
pub mod q4_k {
    pub const D: usize = 0;
    pub const DMIN: usize = 2;
    pub const SCALES: usize = 4;
    pub const QS: usize = 16;
    pub const SIZE: usize = QS + 128;
}

/// Q5_K: Q4_K plus a fifth bit per element.
pub mod q5_k {
    pub const D: usize = 0;
    pub const DMIN: usize = 2;
    pub const SCALES: usize = 4;
    pub const QH: usize = 16;
    pub const QS: usize = 48;
    pub const SIZE: usize = QS + 128;
}

/// Q6_K: 16 sub-blocks of 16; `x = d·sc·(q − 32)` with signed 8-bit `sc`.
pub mod q6_k {
    pub const QL: usize = 0;
    pub const QH: usize = 128;
    pub const SCALES: usize = 192;
    pub const D: usize = 208;
    pub const SIZE: usize = 210;
}

/// Q8_K: ggml's 256-element activation format: f32 `d`, 256 signed bytes, 16 i16 partial sums.
pub mod q8_k {
    pub const D: usize = 0;
    pub const QS: usize = 4;
    pub const BSUMS: usize = 260;
    pub const SIZE: usize = BSUMS + 32;
}

/// IQ2_XXS: per 32 elements two u32s: four 8-bit grid indices, then four 7-bit sign indices and a
/// 4-bit scale.
pub mod iq2_xxs {
    pub const D: usize = 0;
    pub const QS: usize = 2;
    pub const SIZE: usize = QS + 64;
}

/// IQ2_XS: 32 u16s (9-bit grid index, 7-bit sign index) and 16 4-bit scales.
pub mod iq2_xs {
    pub const D: usize = 0;
    pub const QS: usize = 2;
    pub const SCALES: usize = 66;
    pub const SIZE: usize = SCALES + 8;
}

/// IQ2_S: 32 low index bytes, 32 sign bytes, 2 high index bits per group, 16 4-bit scales.
pub mod iq2_s {
    pub const D: usize = 0;
    pub const QS: usize = 2;
    pub const SIGNS: usize = 34;
    pub const QH: usize = 66;
    pub const SCALES: usize = 74;
    pub const SIZE: usize = SCALES + 8;
}

/// IQ3_XXS: 64 grid-index bytes, then per 32 elements a u32 of four 7-bit sign indices and a 4-bit
/// scale.
pub mod iq3_xxs {
    pub const D: usize = 0;
    pub const QS: usize = 2;
    pub const SCALES_AND_SIGNS: usize = 66;
    pub const SIZE: usize = SCALES_AND_SIGNS + 32;
}

/// IQ3_S: 64 low index bytes, a ninth index bit each, explicit sign bits, 8 4-bit scales.
pub mod iq3_s {
    pub const D: usize = 0;
    pub const QS: usize = 2;
    pub const QH: usize = 66;
    pub const SIGNS: usize = 74;
    pub const SCALES: usize = 106;
    pub const SIZE: usize = SCALES + 4;
}

/// IQ1_S: 32 low index bytes and per 32 elements a u16 (three high index bits per group, 3-bit
/// scale, delta sign).
pub mod iq1_s {
    pub const D: usize = 0;
    pub const QS: usize = 2;
    pub const QH: usize = 34;
    pub const SIZE: usize = QH + 16;
}

/// IQ1_M: 32 low index bytes, a nibble per group (three index bits, delta sign), and 4 u16s
/// holding 16 3-bit scales plus the f16 super-scale spread over their top nibbles.
pub mod iq1_m {
    pub const QS: usize = 0;
    pub const QH: usize = 32;
    pub const SCALES: usize = 48;
    pub const SIZE: usize = SCALES + 8;
}

/// IQ4_NL: `x = d·kvalues[q]`, nibbles arranged like Q4_0.
pub mod iq4_nl {
    pub const D: usize = 0;
    pub const QS: usize = 2;
    pub const SIZE: usize = QS + 16;
}

/// IQ4_XS: 8 sub-blocks of 32 with 6-bit scales (`ls − 32`) split into low nibbles and high
/// 2-bit fields.
pub mod iq4_xs {
    pub const D: usize = 0;
    pub const SCALES_H: usize = 2;
    pub const SCALES_L: usize = 4;
    pub const QS: usize = 8;
    pub const SIZE: usize = QS + 128;
}

/// MXFP4: an E8M0 exponent byte and 32 e2m1 nibbles (arranged like Q4_0).
pub mod mxfp4 {
    pub const E: usize = 0;
    pub const QS: usize = 1;
    pub const SIZE: usize = QS + 16;
}

const _: () = {
    assert!(q4_0::SIZE == GgmlType::Q4_0.type_size());
    assert!(q4_1::SIZE == GgmlType::Q4_1.type_size());
    assert!(q5_0::SIZE == GgmlType::Q5_0.type_size());
    assert!(q5_1::SIZE == GgmlType::Q5_1.type_size());
    assert!(q8_0::SIZE == GgmlType::Q8_0.type_size());
    assert!(q8_1::SIZE == GgmlType::Q8_1.type_size());
    assert!(q2_k::SIZE == GgmlType::Q2K.type_size());
    assert!(q2_k::QS + QK_K / 4 == q2_k::D);
    assert!(q3_k::SIZE == GgmlType::Q3K.type_size());
    assert!(q3_k::QS + QK_K / 4 == q3_k::SCALES);
    assert!(q4_k::SIZE == GgmlType::Q4K.type_size());
    assert!(q5_k::SIZE == GgmlType::Q5K.type_size());
    assert!(q6_k::SIZE == GgmlType::Q6K.type_size());
    assert!(q6_k::QH + QK_K / 4 == q6_k::SCALES);
    assert!(q8_k::SIZE == GgmlType::Q8K.type_size());
    assert!(iq2_xxs::SIZE == GgmlType::Iq2Xxs.type_size());
    assert!(iq2_xs::SIZE == GgmlType::Iq2Xs.type_size());
    assert!(iq2_s::SIZE == GgmlType::Iq2S.type_size());
    assert!(iq3_xxs::SIZE == GgmlType::Iq3Xxs.type_size());
    assert!(iq3_s::SIZE == GgmlType::Iq3S.type_size());
    assert!(iq1_s::SIZE == GgmlType::Iq1S.type_size());
    assert!(iq1_m::SIZE == GgmlType::Iq1M.type_size());
    assert!(iq4_nl::SIZE == GgmlType::Iq4Nl.type_size());
    assert!(iq4_xs::SIZE == GgmlType::Iq4Xs.type_size());
    assert!(mxfp4::SIZE == GgmlType::Mxfp4.type_size());
};
