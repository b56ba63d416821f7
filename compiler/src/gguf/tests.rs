//! Unit tests of the GGUF reader and writer: round trips of every value type, layout rules, and
//! one test per validation error.

use strata_ir::GgmlType;

use super::*;

fn every_value() -> Vec<(String, Value)> {
    vec![
        ("t.u8".into(), Value::U8(200)),
        ("t.i8".into(), Value::I8(-100)),
        ("t.u16".into(), Value::U16(60000)),
        ("t.i16".into(), Value::I16(-30000)),
        ("t.u32".into(), Value::U32(4_000_000_000)),
        ("t.i32".into(), Value::I32(-2_000_000_000)),
        ("t.f32".into(), Value::F32(1.5e-3)),
        ("t.bool".into(), Value::Bool(true)),
        ("t.string".into(), Value::str("héllo ✓")),
        ("t.u64".into(), Value::U64(u64::MAX)),
        ("t.i64".into(), Value::I64(i64::MIN)),
        ("t.f64".into(), Value::F64(-2.25e300)),
        ("t.strs".into(), Value::str_array(["a", "", "ü"])),
        ("t.empty".into(), Value::Array(ValueType::F64, vec![])),
        (
            "t.nested".into(),
            Value::Array(
                ValueType::Array,
                vec![
                    Value::Array(ValueType::U16, vec![Value::U16(1), Value::U16(2)]),
                    Value::str_array(["x"]),
                    Value::Array(ValueType::Array, vec![]),
                ],
            ),
        ),
    ]
}

fn sample_writer() -> GgufWriter {
    let mut w = GgufWriter::new();
    for (k, v) in every_value() {
        w.add(k, v).unwrap();
    }
    let f32s: Vec<u8> = (0..64).flat_map(|i| (i as f32).to_le_bytes()).collect();
    w.add_tensor("a", GgmlType::F32, &[32, 2], f32s).unwrap();
    w.add_tensor("b", GgmlType::Q8_0, &[64], vec![1; 68])
        .unwrap();
    w.add_tensor("c", GgmlType::F16, &[3], vec![0; 6]).unwrap();
    w
}

#[test]
fn round_trips_every_value_type_and_tensor() {
    let bytes = sample_writer().to_bytes();
    let f = GgufFile::from_bytes(bytes.clone()).unwrap();
    assert_eq!(f.version(), 3);
    assert_eq!(f.metadata(), every_value().as_slice());
    assert_eq!(f.alignment(), 32);
    let names: Vec<_> = f.tensors().iter().map(|t| t.name.as_str()).collect();
    assert_eq!(names, ["a", "b", "c"]);
    let a = f.tensor("a").unwrap();
    assert_eq!(
        (a.ty, a.shape.clone(), a.offset, a.n_bytes),
        (GgmlType::F32, vec![32, 2], 0, 256)
    );
    let b = f.tensor("b").unwrap();
    assert_eq!((b.offset, b.n_bytes), (256, 68));
    let c = f.tensor("c").unwrap();
    assert_eq!((c.offset, c.n_bytes), (352, 6));
    assert_eq!(f.data_offset() % 32, 0);
    assert_eq!(f.tensor_bytes(b), &[1u8; 68][..]);
    assert_eq!(&f.tensor_bytes(a)[4..8], &1.0f32.to_le_bytes());
    assert_eq!(f.file_size(), bytes.len() as u64);
}

#[test]
fn reads_version_2_and_custom_alignment() {
    let mut w = GgufWriter::new().with_version(2).unwrap();
    w.add("general.alignment", Value::U32(64)).unwrap();
    w.add_tensor("a", GgmlType::F32, &[3], vec![0; 12]).unwrap();
    w.add_tensor("b", GgmlType::F32, &[1], vec![0; 4]).unwrap();
    let f = GgufFile::from_bytes(w.to_bytes()).unwrap();
    assert_eq!(f.version(), 2);
    assert_eq!(f.alignment(), 64);
    assert_eq!(f.tensor("b").unwrap().offset, 64);
    assert_eq!(f.data_offset() % 64, 0);
}

#[test]
fn typed_helpers_accept_compatible_types_and_name_the_key() {
    let f = GgufFile::from_bytes(sample_writer().to_bytes()).unwrap();
    assert_eq!(f.get_u32("t.u16").unwrap(), Some(60000));
    assert_eq!(f.get_u64("t.u64").unwrap(), Some(u64::MAX));
    assert_eq!(f.get_i64("t.i64").unwrap(), Some(i64::MIN));
    assert_eq!(f.get_f32("t.f32").unwrap(), Some(1.5e-3));
    assert_eq!(f.get_str("t.string").unwrap(), Some("héllo ✓"));
    assert_eq!(f.get_bool("t.bool").unwrap(), Some(true));
    assert_eq!(f.get_str_array("t.strs").unwrap(), Some(vec!["a", "", "ü"]));
    assert_eq!(f.get_u32("missing").unwrap(), None);
    let e = f.get_u32("t.i32").unwrap_err().to_string();
    assert!(e.contains("t.i32") && e.contains("u32"), "{e}");
    assert!(f.get_str("t.u8").is_err());
    assert!(f.get_str_array("t.nested").is_err());
    assert!(matches!(
        f.require_u32("nope"),
        Err(CompileError::MissingKey { .. })
    ));
}

#[test]
fn header_hash_covers_metadata_not_weights() {
    let w = sample_writer();
    let bytes = w.to_bytes();
    let h = GgufFile::from_bytes(bytes.clone()).unwrap().header_hash();
    let mut weights_changed = bytes.clone();
    let last = weights_changed.len() - 30;
    weights_changed[last] ^= 1;
    assert_eq!(
        GgufFile::from_bytes(weights_changed).unwrap().header_hash(),
        h
    );
    let mut w2 = sample_writer();
    w2.add("t.extra", Value::U8(1)).unwrap();
    assert_ne!(
        GgufFile::from_bytes(w2.to_bytes()).unwrap().header_hash(),
        h
    );
}

#[test]
fn every_truncation_is_a_typed_error() {
    let bytes = sample_writer().to_bytes();
    // The padding after the last tensor is optional; every shorter prefix is invalid.
    let f = GgufFile::from_bytes(bytes.clone()).unwrap();
    let c = f.tensor("c").unwrap();
    let end = (f.data_offset() + c.offset + c.n_bytes) as usize;
    assert!(GgufFile::from_bytes(bytes[..end].to_vec()).is_ok());
    for n in 0..end {
        let r = GgufFile::from_bytes(bytes[..n].to_vec());
        assert!(r.is_err(), "prefix of {n} bytes parsed");
    }
}

#[test]
fn writer_rejects_inconsistent_input() {
    let mut w = GgufWriter::new();
    w.add("k", Value::U8(1)).unwrap();
    assert!(w.add("k", Value::U8(2)).is_err());
    assert!(
        w.add("bad", Value::Array(ValueType::U8, vec![Value::I8(1)]))
            .is_err()
    );
    assert!(w.add("general.alignment", Value::U32(3)).is_err());
    assert!(
        w.add_tensor("t", GgmlType::Q8_0, &[31], vec![0; 34])
            .is_err()
    );
    assert!(w.add_tensor("t", GgmlType::F32, &[2], vec![0; 7]).is_err());
    assert!(
        w.add_tensor("t", GgmlType::F32, &[1, 1, 1, 1, 1], vec![0; 4])
            .is_err()
    );
    w.add_tensor("t", GgmlType::F32, &[1], vec![0; 4]).unwrap();
    assert!(w.add_tensor("t", GgmlType::F32, &[1], vec![0; 4]).is_err());
    assert!(GgufWriter::new().with_version(1).is_err());
}

/// Hand-assembles a file so that tests can put invalid values where the writer would refuse.
struct Raw(Vec<u8>);

impl Raw {
    fn new(version: u32, n_tensors: u64, n_kv: u64) -> Raw {
        let mut v = b"GGUF".to_vec();
        v.extend(version.to_le_bytes());
        v.extend(n_tensors.to_le_bytes());
        v.extend(n_kv.to_le_bytes());
        Raw(v)
    }
    fn u32(mut self, x: u32) -> Raw {
        self.0.extend(x.to_le_bytes());
        self
    }
    fn u64(mut self, x: u64) -> Raw {
        self.0.extend(x.to_le_bytes());
        self
    }
    fn str(self, s: &[u8]) -> Raw {
        let mut r = self.u64(s.len() as u64);
        r.0.extend_from_slice(s);
        r
    }
    fn tensor(self, name: &str, dims: &[u64], ty: u32, offset: u64) -> Raw {
        let mut r = self.str(name.as_bytes()).u32(dims.len() as u32);
        for &d in dims {
            r = r.u64(d);
        }
        r.u32(ty).u64(offset)
    }
    fn pad(mut self, len: usize) -> Raw {
        self.0.resize(len, 0);
        self
    }
    fn parse(self) -> CompileError {
        GgufFile::from_bytes(self.0).unwrap_err()
    }
}

#[test]
fn header_errors_are_typed_and_placed() {
    assert!(matches!(
        Raw(b"GGML\x03\0\0\0".to_vec()).parse(),
        CompileError::BadMagic { .. }
    ));
    assert!(matches!(
        Raw::new(1, 0, 0).parse(),
        CompileError::UnsupportedVersion { version: 1, .. }
    ));
    let e = Raw::new(3u32.swap_bytes(), 0, 0).parse().to_string();
    assert!(e.contains("big-endian"), "{e}");
    let e = Raw::new(3, 0, u64::MAX).parse();
    assert!(
        matches!(e, CompileError::TooLarge { offset: 16, .. }),
        "{e}"
    );
    let e = Raw::new(3, u64::MAX, 0).parse();
    assert!(matches!(e, CompileError::TooLarge { offset: 8, .. }), "{e}");
}

#[test]
fn metadata_errors_are_typed_and_placed() {
    let e = Raw::new(3, 0, 1).str(b"k").u32(13).u32(0).parse();
    assert!(
        matches!(
            e,
            CompileError::BadValueType {
                id: 13,
                offset: 33,
                ..
            }
        ),
        "{e}"
    );
    let e = Raw::new(3, 0, 1).u64(u64::MAX).pad(64).parse();
    assert!(
        matches!(e, CompileError::TooLarge { offset: 24, .. }),
        "{e}"
    );
    let e = Raw::new(3, 0, 1).u64(1 << 20).u64(0).parse();
    assert!(
        matches!(e, CompileError::Truncated { offset: 32, .. }),
        "{e}"
    );
    let e = Raw::new(3, 0, 1).str(b"\xff").u32(7).pad(64).parse();
    assert!(
        matches!(e, CompileError::InvalidUtf8 { offset: 32, .. }),
        "{e}"
    );
    let mut r = Raw::new(3, 0, 1).str(b"k").u32(7);
    r.0.push(2);
    assert!(matches!(
        r.parse(),
        CompileError::BadBool {
            byte: 2,
            offset: 37,
            ..
        }
    ));
    let e = Raw::new(3, 0, 2)
        .str(b"k")
        .u32(0)
        .pad(38)
        .str(b"k")
        .u32(0)
        .pad(60)
        .parse();
    assert!(
        matches!(e, CompileError::DuplicateKey { offset: 38, .. }),
        "{e}"
    );
    // An array claiming more u32 items than bytes remain.
    let e = Raw::new(3, 0, 1)
        .str(b"k")
        .u32(9)
        .u32(4)
        .u64(1 << 40)
        .parse();
    assert!(
        matches!(e, CompileError::TooLarge { offset: 41, .. }),
        "{e}"
    );
    let e = Raw::new(3, 0, 1)
        .str(b"k")
        .u32(9)
        .u32(4)
        .u64(u64::MAX)
        .parse();
    assert!(matches!(e, CompileError::TooLarge { .. }), "{e}");
    // Arrays nested nine deep.
    let mut r = Raw::new(3, 0, 1).str(b"k").u32(9);
    for _ in 0..9 {
        r = r.u32(9).u64(1);
    }
    let e = r.u32(0).u64(0).parse();
    assert!(matches!(e, CompileError::NestingTooDeep { .. }), "{e}");
    let e = Raw::new(3, 0, 1)
        .str(b"general.alignment")
        .u32(4)
        .u32(48)
        .parse();
    assert!(matches!(e, CompileError::BadAlignment { .. }), "{e}");
    let e = Raw::new(3, 0, 1)
        .str(b"general.alignment")
        .u32(10)
        .u64(32)
        .parse();
    assert!(matches!(e, CompileError::BadAlignment { .. }), "{e}");
}

#[test]
fn tensor_table_errors_are_typed_and_placed() {
    let pad = |r: Raw| r.pad(4096);
    let e = pad(Raw::new(3, 2, 0)
        .tensor("a", &[4], 0, 0)
        .tensor("a", &[4], 0, 32))
    .parse();
    assert!(
        matches!(e, CompileError::DuplicateTensor { ref name, offset: 57 } if name == "a"),
        "{e}"
    );
    let e = pad(Raw::new(3, 1, 0).tensor("a", &[1, 1, 1, 1, 1], 0, 0)).parse();
    assert!(
        matches!(
            e,
            CompileError::TooManyDims {
                n_dims: 5,
                offset: 33,
                ..
            }
        ),
        "{e}"
    );
    let e = pad(Raw::new(3, 1, 0).tensor("a", &[4], 4, 0)).parse();
    assert!(
        matches!(e, CompileError::UnknownTensorType { id: 4, .. }),
        "{e}"
    );
    let e = pad(Raw::new(3, 1, 0).tensor("a", &[33], 8, 0)).parse();
    assert!(
        matches!(
            e,
            CompileError::RowNotBlockMultiple {
                ne0: 33,
                block: 32,
                ..
            }
        ),
        "{e}"
    );
    let e = pad(Raw::new(3, 1, 0).tensor("a", &[1 << 32, 1 << 32], 0, 0)).parse();
    assert!(
        matches!(e, CompileError::ElementCountOverflow { .. }),
        "{e}"
    );
    // Found by the fuzzer: a zero dim hid the overflow of the other dims' product.
    let e = pad(Raw::new(3, 1, 0).tensor("a", &[0, 1 << 32, 1 << 32], 0, 0)).parse();
    assert!(
        matches!(e, CompileError::ElementCountOverflow { .. }),
        "{e}"
    );
    let f =
        GgufFile::from_bytes(pad(Raw::new(3, 1, 0).tensor("a", &[0, 1 << 20, 7], 0, 0)).0).unwrap();
    assert_eq!(f.tensor("a").unwrap().n_bytes, 0);
    let e = pad(Raw::new(3, 1, 0).tensor("a", &[u64::MAX], 0, 0)).parse();
    assert!(
        matches!(e, CompileError::ElementCountOverflow { .. }),
        "{e}"
    );
    let e = pad(Raw::new(3, 1, 0).tensor("a", &[4], 0, 16)).parse();
    assert!(
        matches!(
            e,
            CompileError::TensorMisaligned {
                data_offset: 16,
                ..
            }
        ),
        "{e}"
    );
    let e = pad(Raw::new(3, 1, 0).tensor("a", &[4096], 0, 0)).parse();
    assert!(
        matches!(
            e,
            CompileError::TensorOutOfBounds {
                file_size: 4096,
                ..
            }
        ),
        "{e}"
    );
    let e = pad(Raw::new(3, 1, 0).tensor("a", &[4], 0, u64::MAX - 31)).parse();
    assert!(matches!(e, CompileError::TensorOutOfBounds { .. }), "{e}");
    // A valid single tensor parses, so the failures above are the fields' doing.
    let f = GgufFile::from_bytes(pad(Raw::new(3, 1, 0).tensor("a", &[4], 0, 32)).0).unwrap();
    assert_eq!(f.data_offset(), 64);
    assert_eq!(f.tensor("a").unwrap().n_bytes, 16);
}
