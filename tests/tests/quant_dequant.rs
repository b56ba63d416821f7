//! Dequantization of every block type is bit-exact with gguf-py's `gguf.quants.dequantize`, on
//! random blocks whose scales include extremes, subnormals, infinities and NaNs.

use strata_ir::GgmlType;
use strata_ir::quant::dequantize;

use strata_tests::XorShift as Rng;

/// Where a type keeps its main f16 scale, if at a fixed offset.
fn scale_offset(ty: GgmlType) -> Option<usize> {
    use strata_ir::quant::blocks::*;
    Some(match ty {
        GgmlType::Q2K => q2_k::D,
        GgmlType::Q3K => q3_k::D,
        GgmlType::Q6K => q6_k::D,
        GgmlType::Iq1M | GgmlType::Mxfp4 | GgmlType::F32 | GgmlType::F16 | GgmlType::Bf16 => {
            return None;
        }
        _ => 0,
    })
}

/// f16 bit patterns the tests force into scale fields: ±max, ±min subnormal, ±0, ±inf, NaN,
/// a normal value.
const SPECIAL_F16: [u16; 10] = [
    0x7bff, 0xfbff, 0x0001, 0x8001, 0x0000, 0x8000, 0x7c00, 0xfc00, 0x7e01, 0x3c00,
];

fn random_blocks(ty: GgmlType, rng: &mut Rng, n_blocks: usize) -> Vec<u8> {
    let size = ty.type_size();
    let mut bytes = rng.bytes(n_blocks * size);
    if let Some(off) = scale_offset(ty) {
        for (i, s) in SPECIAL_F16.iter().enumerate() {
            bytes[i * size + off..i * size + off + 2].copy_from_slice(&s.to_le_bytes());
        }
        // Keep most of the remaining blocks' scales finite and moderate so the values are
        // exercised, not just the NaN paths.
        for i in SPECIAL_F16.len()..n_blocks {
            if i % 4 != 0 {
                bytes[i * size + off + 1] &= 0x3f;
            }
        }
    }
    bytes
}

fn same(a: f32, b: f32) -> bool {
    a.to_bits() == b.to_bits() || (a.is_nan() && b.is_nan())
}

#[test]
fn dequantize_matches_gguf_py_bit_for_bit_on_random_blocks() {
    let dir = strata_tests::scratch();
    let mut rng = Rng(0x5eed_1234_abcd_0001);
    let mut cases = Vec::new();
    for ty in GgmlType::MODEL_TYPES {
        let n_blocks = if ty.block_size() == 1 { 4096 } else { 96 };
        let bytes = random_blocks(ty, &mut rng, n_blocks);
        std::fs::write(dir.path().join(format!("{}.bin", ty.name())), &bytes).unwrap();
        cases.push((ty, bytes, n_blocks * ty.block_size()));
    }
    let log = strata_tests::run_oracle("quant_dequant.py", &[dir.path().to_str().unwrap()]);
    assert_eq!(log.lines().count(), cases.len(), "oracle output:\n{log}");
    for (ty, bytes, n) in cases {
        let mut ours = vec![0f32; n];
        dequantize(ty, &bytes, &mut ours).unwrap();
        let theirs_raw = std::fs::read(dir.path().join(format!("{}.f32", ty.name()))).unwrap();
        assert_eq!(theirs_raw.len(), n * 4, "{ty}");
        let mut mismatches = 0;
        let mut first = None;
        for (i, (a, c)) in ours.iter().zip(theirs_raw.chunks_exact(4)).enumerate() {
            let b = f32::from_le_bytes([c[0], c[1], c[2], c[3]]);
            if !same(*a, b) {
                mismatches += 1;
                first.get_or_insert((i, *a, b));
            }
        }
        assert_eq!(
            mismatches, 0,
            "{ty}: {mismatches} of {n} differ; first (index, ours, gguf-py) = {first:?}"
        );
        // The test must exercise real values, not only NaNs.
        assert!(
            ours.iter().filter(|v| v.is_finite() && **v != 0.0).count() > n / 4,
            "{ty}"
        );
    }
}

#[test]
fn dequantize_rejects_wrong_lengths_for_every_type() {
    for ty in GgmlType::MODEL_TYPES {
        let bs = ty.block_size();
        let mut out = vec![0f32; bs];
        assert!(
            dequantize(ty, &vec![0u8; ty.type_size() + 1], &mut out).is_err(),
            "{ty}"
        );
        assert!(
            dequantize(ty, &vec![0u8; ty.type_size().saturating_sub(1)], &mut out).is_err(),
            "{ty}"
        );
        if bs > 1 {
            let mut odd = vec![0f32; bs + 1];
            assert!(
                dequantize(ty, &vec![0u8; 2 * ty.type_size()], &mut odd).is_err(),
                "{ty}"
            );
        }
    }
}
