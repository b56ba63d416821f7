//! Block formats: scalar reference dequantization and quantization, bit-exact with ggml.
//!
//! A row of `n` elements of a quantized type is `n / block_size` consecutive blocks. Dequantizing
//! a block maps its packed integers `q` through its scales to f32: for Q8_0, `x[i] = d · q[i]`
//! with `d` an f16 and `q` 32 signed bytes. These routines are the reference every fast path
//! (SIMD dot products, GPU kernels) is checked against.

use crate::dtype::GgmlType;
use crate::error::IrError;
use half::{bf16, f16};

/// Checks that `bytes` holds exactly `n` elements of `ty` and returns the number of blocks.
fn check(ty: GgmlType, bytes: &[u8], n: usize) -> Result<usize, IrError> {
    let block = ty.block_size();
    if n % block != 0 {
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

fn f16_at(b: &[u8], at: usize) -> f32 {
    f16::from_le_bytes([b[at], b[at + 1]]).to_f32()
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
        GgmlType::Q8_0 => {
            for (o, b) in out.chunks_exact_mut(32).zip(bytes.chunks_exact(34)) {
                let d = f16_at(b, 0);
                for (x, &q) in o.iter_mut().zip(&b[2..34]) {
                    *x = d * f32::from(q as i8);
                }
            }
        }
        _ => {
            return Err(IrError::Unsupported {
                op: "dequantize",
                ty,
            });
        }
    }
    Ok(())
}

/// Quantizes `x` (a whole number of blocks of `ty`) into newly allocated block bytes, the way
/// ggml's reference quantizer does.
pub fn quantize(ty: GgmlType, x: &[f32]) -> Result<Vec<u8>, IrError> {
    let block = ty.block_size();
    if x.len() % block != 0 {
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
        GgmlType::Q8_0 => {
            for blk in x.chunks_exact(32) {
                let amax = blk.iter().fold(0.0f32, |m, v| m.max(v.abs()));
                let d = amax / 127.0;
                let id = if d != 0.0 { 1.0 / d } else { 0.0 };
                out.extend_from_slice(&f16::from_f32(d).to_le_bytes());
                // ggml rounds half away from zero (roundf).
                out.extend(blk.iter().map(|v| (v * id).round() as i8 as u8));
            }
        }
        _ => return Err(IrError::Unsupported { op: "quantize", ty }),
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
}
