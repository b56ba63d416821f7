//! Corrupted GGUF files never crash or hang the reader: truncations, bit flips, huge lengths and
//! counts, and zeroed tails of valid files are parsed in process (2,000 cases: each must return
//! a value or a typed error, never panic) and through `stratac inspect` and `stratac dump-tensor`
//! (a few hundred cases, each under a timeout: exit 0 or exit 1 with `error: ...`, never a panic's
//! 101, a signal or a hang).

use std::io::Read;
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use strata_compiler::gguf::{GgufFile, GgufWriter, Value, ValueType};
use strata_compiler::synth::{Preset, synth};
use strata_ir::GgmlType;
use strata_tests::{bin, scratch};

use strata_tests::XorShift as Rng;

/// Valid seed files: a synthetic model's full metadata (tokenizer included) with a few of its
/// tensors, and a file with every value type, nested arrays and several tensor types.
fn seeds() -> Vec<Vec<u8>> {
    let full = GgufFile::from_bytes(
        synth(Preset::TinyQwen2Moe, 1, GgmlType::Q8_0)
            .unwrap()
            .to_bytes(),
    )
    .unwrap();
    let mut w = GgufWriter::new();
    for (k, v) in full.metadata() {
        w.add(k.clone(), v.clone()).unwrap();
    }
    for t in full
        .tensors()
        .iter()
        .filter(|t| t.n_bytes <= 40_000)
        .take(8)
    {
        w.add_tensor(
            t.name.clone(),
            t.ty,
            &t.shape,
            full.tensor_bytes(t).to_vec(),
        )
        .unwrap();
    }
    let model = w.to_bytes();

    let mut w = GgufWriter::new().with_version(2).unwrap();
    w.add("general.alignment", Value::U32(64)).unwrap();
    w.add("a.str", Value::str("text")).unwrap();
    w.add("a.f64", Value::F64(2.5)).unwrap();
    w.add("a.bool", Value::Bool(true)).unwrap();
    w.add(
        "a.nested",
        Value::Array(
            ValueType::Array,
            vec![
                Value::str_array(["x", "yy"]),
                Value::Array(ValueType::U16, vec![Value::U16(7)]),
            ],
        ),
    )
    .unwrap();
    w.add(
        "a.i64s",
        Value::Array(ValueType::I64, vec![Value::I64(-1); 5]),
    )
    .unwrap();
    w.add_tensor("f32", GgmlType::F32, &[8, 2], vec![0x3f; 64])
        .unwrap();
    w.add_tensor("q8", GgmlType::Q8_0, &[64, 1, 1, 2], vec![0x11; 136])
        .unwrap();
    w.add_tensor("q4k", GgmlType::Q4K, &[256, 2], vec![0x5a; 288])
        .unwrap();
    w.add_tensor("bf16", GgmlType::Bf16, &[3], vec![0x40; 6])
        .unwrap();
    vec![model, w.to_bytes()]
}

/// One corruption of `data`, chosen by `rng`; mostly in the header, where the parser works.
fn corrupt(data: &[u8], rng: &mut Rng) -> Vec<u8> {
    let header_end = GgufFile::from_bytes(data.to_vec()).unwrap().data_offset() as usize;
    let mut d = data.to_vec();
    let in_header = |rng: &mut Rng| rng.below(header_end);
    match rng.below(7) {
        0 => {
            // Truncation, mostly inside the header.
            let at = if rng.below(4) == 0 {
                rng.below(d.len())
            } else {
                in_header(rng)
            };
            d.truncate(at);
        }
        1 => {
            // A few bit flips.
            for _ in 0..1 + rng.below(8) {
                let at = in_header(rng);
                d[at] ^= 1 << rng.below(8);
            }
        }
        2 => {
            // A huge length or count written over eight bytes.
            let huge = [
                u64::MAX,
                1 << 63,
                1 << 62,
                1 << 40,
                1 << 32,
                u32::MAX as u64,
                rng.next_u64(),
            ];
            let v = huge[rng.below(huge.len())];
            let at = in_header(rng).min(d.len() - 8);
            d[at..at + 8].copy_from_slice(&v.to_le_bytes());
        }
        3 => {
            // A zeroed tail.
            let at = if rng.below(2) == 0 {
                rng.below(d.len())
            } else {
                in_header(rng)
            };
            d[at..].fill(0);
        }
        4 => {
            // The tensor or metadata count made wrong.
            let at = if rng.below(2) == 0 { 8 } else { 16 };
            let v = [0, 1, 2, 1000, u64::MAX][rng.below(5)];
            d[at..at + 8].copy_from_slice(&v.to_le_bytes());
        }
        5 => {
            // A u32 field (a type id or dimension count) given a wild value.
            let at = in_header(rng).min(d.len() - 4);
            let v = [4u32, 5, 9, 13, 31, 100, u32::MAX][rng.below(7)];
            d[at..at + 4].copy_from_slice(&v.to_le_bytes());
        }
        _ => {
            // A run of 0xff bytes.
            let at = in_header(rng);
            let end = (at + 1 + rng.below(32)).min(d.len());
            d[at..end].fill(0xff);
        }
    }
    d
}

/// Parses `d` and, when it is accepted, reads everything the API offers.
fn exercise(d: Vec<u8>) -> bool {
    match GgufFile::from_bytes(d) {
        Err(e) => {
            assert!(!e.to_string().is_empty());
            false
        }
        Ok(f) => {
            for (_, v) in f.metadata() {
                let _ = v.to_json();
                let _ = v.to_text(8, 64);
            }
            for t in f.tensors() {
                let bytes = f.tensor_bytes(t);
                assert_eq!(bytes.len() as u64, t.n_bytes, "{}", t.name);
                if t.n_elements() <= 1 << 16 {
                    let mut out = vec![0f32; t.n_elements() as usize];
                    let _ = strata_ir::quant::dequantize(t.ty, bytes, &mut out);
                }
            }
            let _ = f.header_hash();
            true
        }
    }
}

#[test]
fn two_thousand_corruptions_in_process() {
    let (tx, rx) = mpsc::channel();
    let worker = std::thread::spawn(move || {
        let seeds = seeds();
        let mut rng = Rng(0x5eed_1234_abcd_0001);
        let mut rejected = 0;
        for case in 0..2000 {
            let seed = &seeds[case % seeds.len()];
            let d = corrupt(seed, &mut rng);
            let _ = tx.send(case);
            if !exercise(d) {
                rejected += 1;
            }
        }
        rejected
    });
    // A hang in the parser shows up as a case that does not finish.
    let mut last = None;
    loop {
        match rx.recv_timeout(Duration::from_secs(30)) {
            Ok(case) => last = Some(case),
            Err(mpsc::RecvTimeoutError::Disconnected) => break,
            Err(mpsc::RecvTimeoutError::Timeout) => panic!("parser hung on case {last:?}"),
        }
    }
    let rejected = worker
        .join()
        .expect("no panic while parsing corrupted files");
    // Most corruptions make a file invalid; some (a flipped bit in a string, a tail of padding)
    // leave it valid, which is fine.
    assert!(
        rejected > 1000,
        "only {rejected} of 2000 corruptions were rejected"
    );
}

/// Runs stratac with a timeout; returns (exit code, stderr).
fn run_with_timeout(args: &[&str], limit: Duration) -> (Option<i32>, String) {
    let mut child = Command::new(bin("stratac"))
        .args(args)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let start = Instant::now();
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            let mut err = String::new();
            child
                .stderr
                .take()
                .unwrap()
                .read_to_string(&mut err)
                .unwrap();
            use std::os::unix::process::ExitStatusExt;
            assert!(
                status.signal().is_none(),
                "stratac {args:?} died of signal {:?}",
                status.signal()
            );
            return (status.code(), err);
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            panic!("stratac {args:?} hung for {limit:?}");
        }
        std::thread::sleep(Duration::from_millis(2));
    }
}

#[test]
fn corrupted_files_through_the_cli() {
    let dir = scratch();
    let seeds = seeds();
    let mut rng = Rng(0xc0ff_ee00_1234_5678);
    let out = dir.path().join("out.f32");
    let mut failures = 0;
    for case in 0..200 {
        let seed = &seeds[case % seeds.len()];
        let d = corrupt(seed, &mut rng);
        let path = dir.path().join(format!("case{case}.gguf"));
        std::fs::write(&path, &d).unwrap();
        let p = path.to_str().unwrap();
        let tensor = if case % seeds.len() == 0 {
            "blk.0.attn_norm.weight"
        } else {
            "q8"
        };
        let inspect: &[&str] = if case % 3 == 0 {
            &["inspect", p]
        } else {
            &["inspect", "--json", p]
        };
        for args in [
            inspect,
            &["dump-tensor", p, tensor, "-o", out.to_str().unwrap()],
        ] {
            let (code, err) = run_with_timeout(args, Duration::from_secs(20));
            match code {
                Some(0) => {}
                Some(1) => {
                    assert!(
                        err.starts_with("error: ") && !err.contains("panicked"),
                        "{args:?}: {err}"
                    );
                    failures += 1;
                }
                other => panic!("stratac {args:?} exited {other:?}: {err}"),
            }
        }
        std::fs::remove_file(Path::new(&path)).unwrap();
    }
    assert!(
        failures > 200,
        "only {failures} of 400 runs reported an error"
    );
}
