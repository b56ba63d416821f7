//! Block formats: scalar reference dequantization and quantization, bit-exact with ggml.
//!
//! A row of `n` elements of a quantized type is `n / block_size` consecutive blocks. Dequantizing
//! a block maps its packed integers `q` through its scales to f32: for Q8_0, `x[i] = d · q[i]`
//! with `d` an f16 and `q` 32 signed bytes; every other format's formula opens its family's
//! module ([`legacy`] for the 32-element blocks, [`kquants`], [`iquants`]). The byte layouts are
//! in [`blocks`], the i-quant lattices and value tables in [`grids`]. These routines are the
//! reference every fast path (SIMD dot products, GPU kernels) is checked against, and they are
//! checked bit for bit against gguf-py's `gguf.quants.dequantize` (tests/tests/quant_*.rs).
//!
//! Quantizers: F32, F16, BF16, Q8_0, Q4_0, Q4_1, Q5_0, Q5_1 (ggml's reference rounding), Q4_K and
//! Q6_K (ggml's `quantize_row_q*_K_ref` without an importance matrix).

pub mod blocks;
pub mod grids;
pub mod iquants;
pub mod kquants;
pub mod legacy;

use crate::dtype::GgmlType;
use crate::error::IrError;
use half::{bf16, f16};

/// Checks that `bytes` holds exactly `n` elements of `ty` and returns the number of blocks.
fn check(ty: GgmlType, bytes: &[u8], n: usize) -> Result<usize, IrError> {
    let block = ty.block_size();
    if !n.is_multiple_of(block) {
        return Err(IrError::NotBlockMultiple { ty, n, block });
    }
    let expected = (n / block) * ty.type_size();
    if bytes.len() != expected {
        return Err(IrError::BadLength {
            ty,
            n,
            expected,
            got: bytes.len(),
        });
    }
    Ok(n / block)
}

/// The little-endian f16 at byte `at`, widened to f32 (exactly).
pub(crate) fn f16_at(b: &[u8], at: usize) -> f32 {
    f16::from_le_bytes([b[at], b[at + 1]]).to_f32()
}

/// The little-endian u16 at byte `at`.
pub(crate) fn u16_at(b: &[u8], at: usize) -> u16 {
    u16::from_le_bytes([b[at], b[at + 1]])
}

/// The little-endian u32 at byte `at`.
pub(crate) fn u32_at(b: &[u8], at: usize) -> u32 {
    u32::from_le_bytes([b[at], b[at + 1], b[at + 2], b[at + 3]])
}

/// `v` rounded to f16 (nearest, ties to even, as ggml's FP32→FP16) as little-endian bytes.
pub(crate) fn f16_bytes(v: f32) -> [u8; 2] {
    f16::from_f32(v).to_le_bytes()
}

/// Bytes of one row of `cols` activations quantized to q8 the way the GPU kernels quantize x
/// (per 32 elements: i8 codes and one f32 scale): the `cols` code bytes, then the `cols / 32`
/// f32 scales, padded to a multiple of 16 bytes so every row starts 16-byte aligned. The layout
/// `strata_quantize_rows_q8` writes and the grouped matmuls read.
pub const fn q8_row_bytes(cols: usize) -> usize {
    (cols + cols / 8).next_multiple_of(16)
}

/// ggml's `nearest_int`: round to nearest, ties to even, for |v| < 2^22 (the magic-number trick;
/// quantizers only call it on values far inside that range).
pub fn nearest_int(v: f32) -> i32 {
    let bits = (v + 12_582_912.0).to_bits();
    (bits & 0x007f_ffff) as i32 - 0x0040_0000
}

/// Dequantizes one block into its elements.
type BlockDequant = fn(&[u8], &mut [f32]);

/// Quantizes one block's elements, appending the block bytes.
type BlockQuant = fn(&[f32], &mut Vec<u8>);

/// The per-block dequantizer of `ty`, or `None` when `ty` has none.
fn block_fn(ty: GgmlType) -> Option<BlockDequant> {
    Some(match ty {
        GgmlType::Q4_0 => legacy::dequant_q4_0,
        GgmlType::Q4_1 => legacy::dequant_q4_1,
        GgmlType::Q5_0 => legacy::dequant_q5_0,
        GgmlType::Q5_1 => legacy::dequant_q5_1,
        GgmlType::Q8_0 => legacy::dequant_q8_0,
        GgmlType::Q8_1 => legacy::dequant_q8_1,
        GgmlType::Iq4Nl => legacy::dequant_iq4_nl,
        GgmlType::Mxfp4 => legacy::dequant_mxfp4,
        GgmlType::Q2K => kquants::dequant_q2_k,
        GgmlType::Q3K => kquants::dequant_q3_k,
        GgmlType::Q4K => kquants::dequant_q4_k,
        GgmlType::Q5K => kquants::dequant_q5_k,
        GgmlType::Q6K => kquants::dequant_q6_k,
        GgmlType::Q8K => kquants::dequant_q8_k,
        GgmlType::Iq2Xxs => iquants::dequant_iq2_xxs,
        GgmlType::Iq2Xs => iquants::dequant_iq2_xs,
        GgmlType::Iq2S => iquants::dequant_iq2_s,
        GgmlType::Iq3Xxs => iquants::dequant_iq3_xxs,
        GgmlType::Iq3S => iquants::dequant_iq3_s,
        GgmlType::Iq1S => iquants::dequant_iq1_s,
        GgmlType::Iq1M => iquants::dequant_iq1_m,
        GgmlType::Iq4Xs => iquants::dequant_iq4_xs,
        _ => return None,
    })
}

/// Whether [`dequantize`] handles `ty`.
pub fn can_dequantize(ty: GgmlType) -> bool {
    matches!(ty, GgmlType::F32 | GgmlType::F16 | GgmlType::Bf16) || block_fn(ty).is_some()
}

/// Whether [`quantize`] handles `ty`.
pub fn can_quantize(ty: GgmlType) -> bool {
    quant_fn(ty).is_some() || matches!(ty, GgmlType::F32 | GgmlType::F16 | GgmlType::Bf16)
}

/// Dequantizes `bytes` (a whole number of blocks of `ty`) into `out`, whose length is the number
/// of elements.
pub fn dequantize(ty: GgmlType, bytes: &[u8], out: &mut [f32]) -> Result<(), IrError> {
    check(ty, bytes, out.len())?;
    match ty {
        GgmlType::F32 => {
            for (o, c) in out.iter_mut().zip(bytes.chunks_exact(4)) {
                *o = f32::from_le_bytes([c[0], c[1], c[2], c[3]]);
            }
        }
        GgmlType::F16 => {
            for (o, c) in out.iter_mut().zip(bytes.chunks_exact(2)) {
                *o = f16::from_le_bytes([c[0], c[1]]).to_f32();
            }
        }
        GgmlType::Bf16 => {
            for (o, c) in out.iter_mut().zip(bytes.chunks_exact(2)) {
                *o = bf16::from_le_bytes([c[0], c[1]]).to_f32();
            }
        }
        _ => {
            let f = block_fn(ty).ok_or(IrError::Unsupported {
                op: "dequantize",
                ty,
            })?;
            for (o, b) in out
                .chunks_exact_mut(ty.block_size())
                .zip(bytes.chunks_exact(ty.type_size()))
            {
                f(b, o);
            }
        }
    }
    Ok(())
}

/// The per-block quantizer of `ty`, or `None` when `ty` has none.
fn quant_fn(ty: GgmlType) -> Option<BlockQuant> {
    Some(match ty {
        GgmlType::Q4_0 => legacy::quant_q4_0,
        GgmlType::Q4_1 => legacy::quant_q4_1,
        GgmlType::Q5_0 => legacy::quant_q5_0,
        GgmlType::Q5_1 => legacy::quant_q5_1,
        GgmlType::Q8_0 => legacy::quant_q8_0,
        GgmlType::Mxfp4 => legacy::quant_mxfp4,
        GgmlType::Q4K => kquants::quant_q4_k,
        GgmlType::Q6K => kquants::quant_q6_k,
        _ => return None,
    })
}

/// Quantizes `x` (a whole number of blocks of `ty`) into newly allocated block bytes, the way
/// ggml's reference quantizer does.
pub fn quantize(ty: GgmlType, x: &[f32]) -> Result<Vec<u8>, IrError> {
    let block = ty.block_size();
    if !x.len().is_multiple_of(block) {
        return Err(IrError::NotBlockMultiple {
            ty,
            n: x.len(),
            block,
        });
    }
    let mut out = Vec::with_capacity(x.len() / block * ty.type_size());
    match ty {
        GgmlType::F32 => x
            .iter()
            .for_each(|v| out.extend_from_slice(&v.to_le_bytes())),
        GgmlType::F16 => x
            .iter()
            .for_each(|v| out.extend_from_slice(&f16::from_f32(*v).to_le_bytes())),
        GgmlType::Bf16 => x
            .iter()
            .for_each(|v| out.extend_from_slice(&bf16::from_f32(*v).to_le_bytes())),
        _ => {
            let f = quant_fn(ty).ok_or(IrError::Unsupported { op: "quantize", ty })?;
            for blk in x.chunks_exact(block) {
                f(blk, &mut out);
            }
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn q8_0_round_trip_is_close() {
        let x: Vec<f32> = (0..64).map(|i| (i as f32 - 31.5) * 0.1).collect();
        let q = quantize(GgmlType::Q8_0, &x).unwrap();
        assert_eq!(q.len(), 68);
        let mut y = vec![0.0; 64];
        dequantize(GgmlType::Q8_0, &q, &mut y).unwrap();
        for (a, b) in x.iter().zip(&y) {
            assert!((a - b).abs() < 0.02, "{a} vs {b}");
        }
    }

    #[test]
    fn length_errors_are_typed() {
        let mut y = vec![0.0; 31];
        assert!(matches!(
            dequantize(GgmlType::Q8_0, &[0; 34], &mut y),
            Err(IrError::NotBlockMultiple { .. })
        ));
        let mut y = vec![0.0; 32];
        assert!(matches!(
            dequantize(GgmlType::Q8_0, &[0; 33], &mut y),
            Err(IrError::BadLength { .. })
        ));
    }

    #[test]
    fn every_model_type_dequantizes() {
        for ty in GgmlType::MODEL_TYPES {
            assert!(can_dequantize(ty), "{ty}");
            let n = ty.block_size() * 2;
            let bytes: Vec<u8> = (0..2 * ty.type_size())
                .map(|i| (i * 37 % 251) as u8)
                .collect();
            let mut y = vec![0.0; n];
            dequantize(ty, &bytes, &mut y).unwrap();
        }
    }

    #[test]
    fn quantizers_round_trip_within_their_precision() {
        let x: Vec<f32> = (0..512)
            .map(|i| ((i * 7919 % 1000) as f32 / 500.0 - 1.0) * 3.0)
            .collect();
        for (ty, tol) in [
            (GgmlType::Q4_0, 0.4),
            (GgmlType::Q4_1, 0.25),
            (GgmlType::Q5_0, 0.2),
            (GgmlType::Q5_1, 0.12),
            (GgmlType::Q8_0, 0.02),
            (GgmlType::Q4K, 0.3),
            (GgmlType::Q6K, 0.08),
            (GgmlType::Mxfp4, 0.76),
        ] {
            let q = quantize(ty, &x).unwrap();
            assert_eq!(q.len(), 512 / ty.block_size() * ty.type_size(), "{ty}");
            let mut y = vec![0.0; 512];
            dequantize(ty, &q, &mut y).unwrap();
            let err = x
                .iter()
                .zip(&y)
                .fold(0.0f32, |m, (a, b)| m.max((a - b).abs()));
            assert!(err < tol, "{ty}: max error {err}");
        }
    }

    #[test]
    fn quantizers_handle_zero_and_non_finite_input() {
        for ty in [
            GgmlType::Q4_0,
            GgmlType::Q4K,
            GgmlType::Q6K,
            GgmlType::Q8_0,
            GgmlType::Mxfp4,
        ] {
            let zeros = quantize(ty, &[0.0; 256]).unwrap();
            let mut y = vec![1.0; 256];
            dequantize(ty, &zeros, &mut y).unwrap();
            assert!(y.iter().all(|v| *v == 0.0), "{ty}");
            let mut bad = vec![1.0f32; 256];
            bad[3] = f32::NAN;
            bad[9] = f32::INFINITY;
            let q = quantize(ty, &bad).unwrap();
            dequantize(ty, &q, &mut y).unwrap();
        }
    }

    #[test]
    fn nearest_int_rounds_ties_to_even() {
        assert_eq!(nearest_int(0.5), 0);
        assert_eq!(nearest_int(1.5), 2);
        assert_eq!(nearest_int(-2.5), -2);
        assert_eq!(nearest_int(-2.6), -3);
        assert_eq!(nearest_int(1000.4), 1000);
    }
}
