//! STRCS1 router-score traces (writer/reader round trip, a truncated final record, every bad
//! header and record) and `strata-rt car-estimate` run as a binary on them: the replay's numbers
//! on hand-checked traces, its `--json` fields, and exit code 1 for bad files.

use std::path::{Path, PathBuf};

use serde_json::Value;
use strata_runtime::experts::profile::Profile;
use strata_runtime::experts::trace::{
    TRACE_HEADER_BYTES, TraceHeader, TraceReader, TraceRecord, TraceWriter, read_trace,
};
use strata_tests::run_bin;

fn header(n_layers: u32, n_expert: u32) -> TraceHeader {
    TraceHeader { n_layers, n_expert }
}

/// Writes `records` (layer, k, ids, logits) to `path`.
fn write(path: &Path, h: TraceHeader, records: &[(u32, u32, Vec<i32>, Vec<f32>)]) {
    let mut w = TraceWriter::create(path, h).expect("create");
    for (layer, k, ids, logits) in records {
        w.write_record(*layer, *k, ids, logits).expect("record");
    }
    w.finish().expect("flush");
}

/// The golden window of the rule's tests as one two-token record of a 1-layer, 24-expert trace.
fn golden_record() -> (u32, u32, Vec<i32>, Vec<f32>) {
    let mut logits = vec![-50.0f32; 48];
    for (e, l) in [(0, 10.0), (1, 9.5), (2, 9.0), (3, 8.0), (4, 7.0)] {
        logits[e] = l;
        logits[24 + e] = l;
    }
    for (e, l) in [(12, 9.8), (13, 9.6), (14, 7.0), (15, 6.0)] {
        logits[e] = l;
    }
    for (e, l) in [(16, 10.5), (17, 9.0), (18, 8.5), (19, 8.4)] {
        logits[24 + e] = l;
    }
    (0, 4, vec![12, 13, 14, 15, 16, 17, 18, 19], logits)
}

fn s(p: &Path) -> &str {
    p.to_str().expect("utf-8 path")
}

fn estimate(args: &[&str]) -> (Option<i32>, String, String) {
    let mut argv = vec!["car-estimate"];
    argv.extend_from_slice(args);
    let out = run_bin("strata-rt", &argv);
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn estimate_json(args: &[&str]) -> Value {
    let mut argv = args.to_vec();
    argv.push("--json");
    let (code, out, err) = estimate(&argv);
    assert_eq!(code, Some(0), "{err}");
    serde_json::from_str(out.trim()).unwrap_or_else(|e| panic!("{e}: {out}"))
}

fn keys(v: &Value) -> Vec<String> {
    let mut k: Vec<String> = v.as_object().expect("object").keys().cloned().collect();
    k.sort();
    k
}

#[test]
fn writer_and_reader_round_trip() {
    let dir = tempfile::tempdir().expect("tmp");
    let path = dir.path().join("t.strcs");
    let h = header(3, 5);
    let records = vec![
        (
            0,
            2,
            vec![1, 4],
            vec![0.5, -1.0, f32::NAN, 3.0, f32::NEG_INFINITY],
        ),
        (
            2,
            1,
            vec![0, 3, 2],
            (0..15).map(|i| i as f32 * 0.25 - 1.0).collect(),
        ),
        (1, 5, vec![4, 3, 2, 1, 0], vec![1e30, -1e30, 0.0, -0.0, 7.0]),
    ];
    write(&path, h, &records);
    let bytes = std::fs::read(&path).expect("read");
    let payload: usize = records
        .iter()
        .map(|r| 12 + 4 * (r.2.len() + r.3.len()))
        .sum();
    assert_eq!(bytes.len(), TRACE_HEADER_BYTES + payload);
    let t = read_trace(&path).expect("read back");
    assert_eq!(t.header, h);
    assert_eq!(t.truncated, None);
    assert_eq!(t.records.len(), 3);
    for (got, (layer, k, ids, logits)) in t.records.iter().zip(&records) {
        assert_eq!((got.layer, got.k, &got.ids), (*layer, *k, ids));
        assert_eq!(got.n_tok as usize, logits.len() / 5);
        // Bit for bit, NaN included.
        let bits = |v: &[f32]| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
        assert_eq!(bits(&got.logits), bits(logits));
    }
    assert_eq!(
        t.records[1].token(2),
        Some((&[2][..], &t.records[1].logits[10..15]))
    );
    assert_eq!(t.records[1].token(3), None);
    // The iterator sees the same records.
    let it: Vec<TraceRecord> = TraceReader::open(&path)
        .expect("open")
        .collect::<Result<_, _>>()
        .expect("records");
    assert_eq!(it.len(), 3);
}

#[test]
fn a_truncated_final_record_is_dropped_and_reported() {
    let dir = tempfile::tempdir().expect("tmp");
    let path = dir.path().join("t.strcs");
    let rec = golden_record();
    write(&path, header(1, 24), &[rec.clone(), rec]);
    let full = std::fs::read(&path).expect("read");
    let one = (full.len() - TRACE_HEADER_BYTES) / 2;
    // Cut inside the second record's 12-byte header, and inside its data.
    for cut in [1, 11, 12, 13, one - 1] {
        let p = dir.path().join(format!("cut{cut}.strcs"));
        std::fs::write(&p, &full[..TRACE_HEADER_BYTES + one + cut]).expect("write");
        let t = read_trace(&p).expect("a partial final record is not an error");
        assert_eq!(t.records.len(), 1, "cut {cut}");
        let tr = t.truncated.expect("reported");
        assert_eq!((tr.record, tr.bytes), (1, cut as u64), "cut {cut}");
        // Through the binary: a warning on stderr, the whole record replayed.
        let (code, out, err) = estimate(&[s(&p), "--json"]);
        assert_eq!(code, Some(0), "{err}");
        assert!(err.contains("truncated"), "{err}");
        let v: Value = serde_json::from_str(out.trim()).expect("json");
        assert_eq!(v["records"], 1);
    }
    // A cut exactly at a record boundary is a clean end.
    let p = dir.path().join("whole.strcs");
    std::fs::write(&p, &full[..TRACE_HEADER_BYTES + one]).expect("write");
    let t = read_trace(&p).expect("clean");
    assert_eq!((t.records.len(), t.truncated), (1, None));
}

/// A valid one-record trace's bytes, to corrupt.
fn valid_bytes() -> Vec<u8> {
    let mut w = TraceWriter::new(Vec::new(), "mem", header(2, 4)).expect("writer");
    w.write_record(1, 2, &[0, 3], &[0.0, 1.0, 2.0, 3.0])
        .expect("record");
    w.finish().expect("flush")
}

/// A way to damage a valid file's bytes.
type Corrupt = Box<dyn Fn(&mut Vec<u8>)>;

fn set_u32(b: &mut [u8], at: usize, v: u32) {
    b[at..at + 4].copy_from_slice(&v.to_le_bytes());
}

#[test]
fn bad_headers_and_records_are_clear_errors() {
    let dir = tempfile::tempdir().expect("tmp");
    let rec = TRACE_HEADER_BYTES; // record header offset
    let cases: Vec<(&str, Corrupt, &str)> = vec![
        ("magic", Box::new(|b| b[0] = b'X'), "magic"),
        (
            "short-magic",
            Box::new(|b| b.truncate(3)),
            "truncated header",
        ),
        (
            "bad-short",
            Box::new(|b| {
                b.truncate(3);
                b[1] = b'?';
            }),
            "magic",
        ),
        ("empty", Box::new(|b| b.clear()), "truncated header"),
        ("header", Box::new(|b| b.truncate(20)), "truncated header"),
        ("version", Box::new(|b| set_u32(b, 7, 2)), "version 2"),
        ("flags", Box::new(|b| set_u32(b, 19, 1)), "flags"),
        ("layers0", Box::new(|b| set_u32(b, 11, 0)), "n_layers"),
        ("experts0", Box::new(|b| set_u32(b, 15, 0)), "n_expert"),
        (
            "experts-huge",
            Box::new(|b| set_u32(b, 15, 1 << 20)),
            "n_expert",
        ),
        ("layer", Box::new(move |b| set_u32(b, rec, 2)), "layer 2"),
        ("k0", Box::new(move |b| set_u32(b, rec + 8, 0)), "k = 0"),
        ("k-big", Box::new(move |b| set_u32(b, rec + 8, 5)), "k = 5"),
        (
            "ntok0",
            Box::new(move |b| set_u32(b, rec + 4, 0)),
            "n_tok = 0",
        ),
        (
            "ntok-absurd",
            Box::new(move |b| set_u32(b, rec + 4, u32::MAX)),
            "n_tok",
        ),
        (
            "id-big",
            Box::new(move |b| set_u32(b, rec + 12, 4)),
            "expert 4",
        ),
        (
            "id-negative",
            Box::new(move |b| set_u32(b, rec + 16, u32::MAX)),
            "expert -1",
        ),
    ];
    for (name, corrupt, want) in cases {
        let mut b = valid_bytes();
        corrupt(&mut b);
        let p = dir.path().join(format!("{name}.strcs"));
        std::fs::write(&p, &b).expect("write");
        let e = read_trace(&p).expect_err(name);
        let msg = e.to_string();
        assert!(msg.contains(want), "{name}: {msg}");
        assert!(
            msg.contains(s(&p)),
            "{name}: the error names the file: {msg}"
        );
        let (code, _, err) = estimate(&[s(&p)]);
        assert_eq!(code, Some(1), "{name}: {err}");
        assert!(
            err.starts_with("error: ") && err.contains(want),
            "{name}: {err}"
        );
    }
    // A file that is not there.
    let (code, _, err) = estimate(&["/nonexistent/trace.strcs"]);
    assert_eq!(code, Some(1), "{err}");
    assert!(err.contains("error:"));
}

#[test]
fn car_estimate_replays_the_golden_window_with_a_profile() {
    let dir = tempfile::tempdir().expect("tmp");
    let trace = dir.path().join("g.strcs");
    write(&trace, header(1, 24), &[golden_record()]);
    // Residents {0..4}: a profile ranking them, five slots.
    let prof = dir.path().join("p.strp");
    Profile::new(1, 24, 5, (0..5).map(|e| (0, e)).collect())
        .expect("profile")
        .save(&prof)
        .expect("save");
    let v = estimate_json(&[s(&trace), "--profile", s(&prof), "--tau", "0.35,1.0,0"]);
    assert_eq!(
        keys(&v),
        ["n_expert", "n_layers", "per_tau", "records", "tokens"]
    );
    assert_eq!(
        (v["n_layers"].as_u64(), v["n_expert"].as_u64()),
        (Some(1), Some(24))
    );
    assert_eq!(
        (v["records"].as_u64(), v["tokens"].as_u64()),
        (Some(1), Some(2))
    );
    let per = v["per_tau"].as_array().expect("array");
    assert_eq!(per.len(), 3);
    for p in per {
        assert_eq!(
            keys(p),
            [
                "mean_ratio",
                "misses",
                "misses_per_token",
                "substitutions",
                "substitutions_per_token",
                "tau",
                "with_candidate"
            ]
        );
    }
    // τ 0.35: the golden result, 3 substitutions per token (tokens do not compete).
    let p = &per[0];
    assert_eq!(p["tau"], 0.35);
    assert_eq!(
        (p["misses"].as_u64(), p["with_candidate"].as_u64()),
        (Some(8), Some(8))
    );
    assert_eq!(p["substitutions"].as_u64(), Some(6));
    assert_eq!(p["misses_per_token"], 4.0);
    assert_eq!(p["substitutions_per_token"], 3.0);
    let pairs: [(f32, f32); 6] = [
        (10.0, 6.0),
        (9.5, 7.0),
        (10.0, 8.4),
        (9.5, 8.5),
        (9.0, 9.0),
        (9.0, 9.6),
    ];
    let want = pairs
        .iter()
        .map(|&(c, e)| (f64::from(c) - f64::from(e)).exp())
        .sum::<f64>()
        / 6.0;
    let got = p["mean_ratio"].as_f64().expect("number");
    assert!((got - want).abs() < 1e-12, "{got} vs {want}");
    // τ 1.0: off, misses still counted.
    let p = &per[1];
    assert_eq!(
        (p["misses"].as_u64(), p["substitutions"].as_u64()),
        (Some(8), Some(0))
    );
    assert_eq!(
        (p["with_candidate"].as_u64(), p["mean_ratio"].as_f64()),
        (Some(0), Some(0.0))
    );
    // τ 0: every miss takes a resident while one is left; five residents, four misses a token.
    assert_eq!(per[2]["substitutions"].as_u64(), Some(8));

    // The text form prints a row per threshold.
    let (code, out, err) = estimate(&[s(&trace), "--profile", s(&prof), "--tau", "0.35,0.5"]);
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(out.lines().count(), 4, "{out}");

    // A profile of another geometry is refused.
    let other = dir.path().join("o.strp");
    Profile::new(2, 24, 5, vec![])
        .expect("profile")
        .save(&other)
        .expect("save");
    let (code, _, err) = estimate(&[s(&trace), "--profile", s(&other)]);
    assert_eq!(code, Some(1), "{err}");
    assert!(err.contains("2 layers × 24 experts"), "{err}");
}

#[test]
fn car_estimate_frequency_model() {
    let dir = tempfile::tempdir().expect("tmp");
    let trace = dir.path().join("g.strcs");
    write(&trace, header(1, 24), &[golden_record()]);
    // Routed once each: 12..19; the five most routed, ties to the lower id: 12..16. Token 0 is
    // all hits; token 1 misses 17, 18, 19 and its only candidates sit at −50.
    let v = estimate_json(&[s(&trace), "--frequency", "5", "--tau", "0.35,0"]);
    let p = &v["per_tau"][0];
    assert_eq!(
        (p["misses"].as_u64(), p["with_candidate"].as_u64()),
        (Some(3), Some(3))
    );
    assert_eq!(p["substitutions"].as_u64(), Some(0));
    assert_eq!(v["per_tau"][1]["substitutions"].as_u64(), Some(3));
    // Never-routed experts are never resident: with room for every expert, 0..11 stay out.
    let v = estimate_json(&[s(&trace), "--frequency", "24"]);
    assert_eq!(v["per_tau"][0]["misses"].as_u64(), Some(0));
    // Default model: frequency with half the experts (12): everything routed is resident.
    let v = estimate_json(&[s(&trace)]);
    assert_eq!(v["per_tau"][0]["misses"].as_u64(), Some(0));
    assert_eq!(v["per_tau"][0]["tau"], 0.35);
}

#[test]
fn car_estimate_per_layer_model_runs_the_policy() {
    let dir = tempfile::tempdir().expect("tmp");
    let trace = dir.path().join("p.strcs");
    // 2 layers × 8 experts, k 2; 8 decode steps, every step routes [0, 1] in layer 0 and
    // [6, 7] in layer 1.
    let logits: Vec<f32> = (0..8).map(|e| e as f32).collect();
    let mut recs = Vec::new();
    for _ in 0..8 {
        recs.push((0, 2, vec![0, 1], logits.clone()));
        recs.push((1, 2, vec![6, 7], logits.clone()));
    }
    write(&trace, header(2, 8), &recs);
    // The policy's first round comes after 4 decode rounds; then all four are resident:
    // 4 steps × 2 layers × 2 picks missed.
    let v = estimate_json(&[s(&trace), "--per-layer", "2", "--tau", "1.0"]);
    assert_eq!(
        (v["records"].as_u64(), v["tokens"].as_u64()),
        (Some(16), Some(8))
    );
    assert_eq!(v["per_tau"][0]["misses"].as_u64(), Some(16));
    assert_eq!(v["per_tau"][0]["misses_per_token"], 2.0);
    // No slots: every pick misses.
    let v = estimate_json(&[s(&trace), "--per-layer", "0", "--tau", "1.0"]);
    assert_eq!(v["per_tau"][0]["misses"].as_u64(), Some(32));
}

#[test]
fn car_estimate_usage_errors() {
    let dir = tempfile::tempdir().expect("tmp");
    let trace = dir.path().join("g.strcs");
    write(&trace, header(1, 24), &[golden_record()]);
    let t = s(&trace);
    for args in [
        &[t, "--tau=-0.5"][..],
        &[t, "--tau", "0.35,-1"][..],
        &[t, "--tau", "abc"][..],
        &[t, "--frequency", "2", "--per-layer", "2"][..],
        &[t, "--frequency", "2", "--profile", "x"][..],
        &[][..],
    ] {
        let (code, _, err) = estimate(args);
        assert_eq!(code, Some(2), "{args:?}: {err}");
    }
    let missing = PathBuf::from("/nonexistent/p.strp");
    let (code, _, err) = estimate(&[t, "--profile", s(&missing)]);
    assert_eq!(code, Some(1), "{err}");
}
