//! Unit tests of table parsing, validation and selection.

use super::*;

const SHIPPED: &str = include_str!("../tables/gfx1101-hipblaslt-100202.txt");

fn shape(dtype: Dtype, n: u64, k: u64, ldy: u64) -> Shape {
    Shape { dtype, n, k, ldy }
}

#[test]
fn shipped_table_parses() {
    let t = Table::parse(SHIPPED).unwrap();
    assert_eq!(t.arch, "gfx1101");
    assert_eq!(t.library_version, 100202);
    assert_eq!(t.len(), 58);
    // Four provenance comments precede the header.
    assert_eq!(t.header_line(), 5);
    assert_eq!(t.rows().count(), 58);
    assert_eq!(
        t.rows().next(),
        Some((shape(Dtype::F16, 512, 2560, 512), 128, 2509))
    );
    assert_eq!(Table::parse_bytes(SHIPPED.as_bytes()).unwrap(), t);
}

#[test]
fn selection_rules() {
    let t = Table::parse(SHIPPED).unwrap();
    let s = shape(Dtype::F16, 1280, 2560, 1280);
    // Buckets 16, 32, 64, 128, 256, 512.
    assert_eq!(t.select(s, 16), Some(2508)); // exact
    assert_eq!(t.select(s, 300), Some(2510)); // nearest is 256
    assert_eq!(t.select(s, 1024), Some(2510)); // 512 ≤ 2048 and 1024 ≥ 1024
    assert_eq!(t.select(s, 1025), None); // 2·512 < 1025
    assert_eq!(t.select(s, 8), Some(2508)); // 16 ≤ 16
    assert_eq!(t.select(s, 7), None); // 16 > 14
    // A tie goes to the smaller bucket: 192 is 64 from both 128 (2508) and 256 (2510).
    assert_eq!(t.select(s, 192), Some(2508));
    assert_eq!(t.select(s, 193), Some(2510));
    // Dense shape, buckets 128/512/2048. 320 ties 128 and 512; the smaller, 128, is then
    // outside the window (2·128 < 320): the rule does not fall through to 512.
    let d = shape(Dtype::F16, 512, 2560, 512);
    assert_eq!(t.select(d, 320), None);
    assert_eq!(t.select(d, 321), Some(2510));
    assert_eq!(t.select(d, 256), Some(2509));
    assert_eq!(t.select(d, 63), None); // 128 > 126
    assert_eq!(t.select(d, 64), Some(2509));
    assert_eq!(t.select(d, 4096), Some(2510));
    assert_eq!(t.select(d, 4097), None);
    // A synthetic table pins the tie rule with distinct ids.
    let tt =
        Table::parse("STRATA_HIPBLASLT_TUNING_V1 x 1\nf16 1 1 1 10 1\nf16 1 1 1 20 2\n").unwrap();
    assert_eq!(tt.select(shape(Dtype::F16, 1, 1, 1), 15), Some(1));
    assert_eq!(tt.select(shape(Dtype::F16, 1, 1, 1), 16), Some(2));
    // The key is exact: another dtype, K or ldy is no match.
    assert_eq!(tt.select(shape(Dtype::Bf16, 1, 1, 1), 15), None);
    assert_eq!(tt.select(shape(Dtype::F16, 1, 1, 2), 15), None);
    assert_eq!(tt.select(shape(Dtype::F16, 1, 2, 1), 15), None);
    assert_eq!(t.select(shape(Dtype::F16, 2560, 512, 2560), 128), None);
}

#[test]
fn version_must_match() {
    let t = Table::parse(SHIPPED).unwrap();
    assert!(t.clone().for_library(100202).is_some());
    assert!(t.for_library(100203).is_none());
}

#[test]
fn arch_must_be_a_gpu_target() {
    let t = Table::parse(SHIPPED).unwrap();
    assert!(t.check_arch(&["gfx1101"]).is_ok());
    assert!(t.check_arch(&["sm_90", "gfx1101"]).is_ok());
    let e = t.check_arch(&["sm_90"]).unwrap_err();
    assert!(
        matches!(e, CalibrationError::WrongArch { line: 5, .. }),
        "{e}"
    );
    assert!(
        e.to_string()
            .starts_with("line 5: the table is for gfx1101"),
        "{e}"
    );
    let e = t.check_arch(&[]).unwrap_err();
    assert!(e.to_string().contains("no GPU target"), "{e}");
}

/// Every rejection of DESIGN.md, each at the line that carries it (the header is line 2, after
/// a comment, so line numbers count comments).
#[test]
fn bad_tables_are_rejected_whole_by_line() {
    let h = "# provenance\nSTRATA_HIPBLASLT_TUNING_V1 gfx1101 1\n";
    // (rows after the header and a good row, expected line, expected message part)
    let bad_rows: &[(&str, usize, &str)] = &[
        ("f16 1 1 1 1\n", 4, "expected 6 fields"),
        ("f16 1 1 1 1 1 1\n", 4, "got 7"),
        ("f32 1 1 1 1 1\n", 4, "unknown dtype `f32`"),
        ("f16 0 1 1 1 1\n", 4, "N must be > 0, got 0"),
        ("f16 -2 1 1 1 1\n", 4, "N must be > 0, got -2"),
        ("f16 1 -1 1 1 1\n", 4, "K must be > 0, got -1"),
        ("f16 1 0 1 1 1\n", 4, "K must be > 0"),
        ("f16 1 1 1 0 1\n", 4, "T_bucket must be > 0"),
        ("f16 1 1 1 -16 1\n", 4, "T_bucket must be > 0"),
        ("f16 4 1 3 1 1\n", 4, "ldy 3 is smaller than N 4"),
        ("f16 4 1 -4 1 1\n", 4, "ldy -4 is smaller than N 4"),
        ("f16 1 1 1 1 -5\n", 4, "negative solution id -5"),
        ("f16 1 1 1 1 x\n", 4, "solution_id `x` is not an integer"),
        ("f16 1.5 1 1 1 1\n", 4, "N `1.5` is not an integer"),
        ("\n# ok\nf16 1 1 1 1 1\n", 6, "duplicate row"),
        (
            "STRATA_HIPBLASLT_TUNING_V1 gfx1101 1\n",
            4,
            "a second header",
        ),
    ];
    for &(rows, line, needle) in bad_rows {
        let text = format!("{h}f16 1 1 1 1 1\n{rows}");
        let e = Table::parse(&text).unwrap_err();
        let msg = e.to_string();
        assert!(
            msg.starts_with(&format!("line {line}: ")) && msg.contains(needle),
            "{text:?}: {msg}"
        );
    }
    let dup = Table::parse(&format!("{h}f16 1 1 1 1 1\nf16 1 1 1 1 2\n")).unwrap_err();
    assert!(
        matches!(
            dup,
            CalibrationError::DuplicateKey {
                line: 4,
                first: 3,
                ..
            }
        ),
        "{dup}"
    );
    // The same key with another dtype or bucket is not a duplicate.
    assert!(
        Table::parse(&format!(
            "{h}f16 1 1 1 1 1\nbf16 1 1 1 1 2\nf16 1 1 1 2 2\n"
        ))
        .is_ok()
    );

    // Header problems.
    let headers: &[(&str, usize, &str)] = &[
        ("f16 1 1 1 1 1\n", 1, "must be the header"),
        ("# c\n\n  f16 1 1 1 1 1\n", 3, "must be the header"),
        (
            "STRATA_HIPBLASLT_TUNING_V1 gfx1101\n",
            1,
            "expected 3 fields, got 2",
        ),
        (
            "STRATA_HIPBLASLT_TUNING_V1 gfx1101 1 2\n",
            1,
            "expected 3 fields, got 4",
        ),
        ("STRATA_HIPBLASLT_TUNING_V1 gfx1101 -3\n", 1, "version `-3`"),
        (
            "STRATA_HIPBLASLT_TUNING_V2 gfx1101 1\n",
            1,
            "must be the header",
        ),
    ];
    for &(text, line, needle) in headers {
        let msg = Table::parse(text).unwrap_err().to_string();
        assert!(
            msg.starts_with(&format!("line {line}: ")) && msg.contains(needle),
            "{text:?}: {msg}"
        );
    }
    assert_eq!(Table::parse("").unwrap_err(), CalibrationError::Empty);
    assert_eq!(
        Table::parse("# only\n\n").unwrap_err(),
        CalibrationError::Empty
    );
}

#[test]
fn comments_blank_lines_and_crlf_are_ignored() {
    let t = Table::parse(
        "\r\n  # indented comment\r\nSTRATA_HIPBLASLT_TUNING_V1 gfx1101 100202\r\n\r\n\tf16  640 2560 640 128 2508 \r\n",
    )
    .unwrap();
    assert_eq!(t.header_line(), 3);
    assert_eq!(t.select(shape(Dtype::F16, 640, 2560, 640), 128), Some(2508));
    // A header-only table is valid and selects nothing.
    let empty = Table::parse("STRATA_HIPBLASLT_TUNING_V1 gfx1101 1").unwrap();
    assert!(empty.is_empty());
    assert_eq!(empty.select(shape(Dtype::F16, 1, 1, 1), 1), None);
}

#[test]
fn binary_input_is_rejected_by_line() {
    assert_eq!(
        Table::parse_bytes(b"\x7fELF\x02\x01\x01\0\xff\xfe").unwrap_err(),
        CalibrationError::NotUtf8 { line: 1 }
    );
    let mut text = b"STRATA_HIPBLASLT_TUNING_V1 gfx1101 1\nf16 1 1 1 1 1\n".to_vec();
    text.extend_from_slice(b"f16 \xc3\x28 1 1 1 1\n");
    assert_eq!(
        Table::parse_bytes(&text).unwrap_err(),
        CalibrationError::NotUtf8 { line: 3 }
    );
    assert_eq!(
        Table::parse_bytes(&[0u8; 64]).unwrap_err().to_string(),
        "line 1: the first non-comment line must be the header `STRATA_HIPBLASLT_TUNING_V1 <arch> <version>`"
    );
}

#[test]
fn dtype_names_round_trip() {
    for d in [Dtype::F16, Dtype::Bf16] {
        assert_eq!(Dtype::from_name(d.name()), Some(d));
        assert_eq!(d.to_string(), d.name());
    }
    assert_eq!(Dtype::from_name("f32"), None);
}

proptest::proptest! {
    /// `select` against a brute force of DESIGN.md's rule, on random tables of awkward buckets
    /// (1, 3, 50, 783, ...) and token counts.
    #[test]
    fn select_is_the_nearest_bucket_within_the_window(
        buckets in proptest::collection::btree_set(1u64..5000, 0..8),
        extra in proptest::sample::select(vec![1u64, 3, 50, 783]),
        t in 0u64..12_000,
    ) {
        let mut buckets: Vec<u64> = buckets.into_iter().collect();
        if !buckets.contains(&extra) {
            buckets.push(extra);
        }
        let mut text = String::from("STRATA_HIPBLASLT_TUNING_V1 gfx1101 1\n");
        for (i, b) in buckets.iter().enumerate() {
            text.push_str(&format!("f16 783 50 783 {b} {}\n", 1000 + i));
        }
        let table = Table::parse(&text).unwrap();
        let s = shape(Dtype::F16, 783, 50, 783);
        // Brute force: the smallest distance, then the smallest bucket; then the window.
        let best = buckets
            .iter()
            .enumerate()
            .min_by_key(|&(_, &b)| (b.abs_diff(t), b))
            .map(|(i, &b)| (b, 1000 + i as u64));
        let want = best.and_then(|(b, id)| (b <= 2 * t && 2 * b >= t).then_some(id));
        proptest::prop_assert_eq!(table.select(s, t), want);
        // Another shape never matches.
        proptest::prop_assert_eq!(table.select(shape(Dtype::Bf16, 783, 50, 783), t), None);
    }
}
