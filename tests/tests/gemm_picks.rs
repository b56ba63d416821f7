//! The GEMM picks of the `calib-qwen3moe` synth preset, whose shapes are those of the shipped
//! RX 7700 XT table: compiled for gfx1101 it gets real hipBLASLt solutions, pinned here with the
//! `inspect --gemms` text and JSON as goldens; sm_90 (no table) and a table of the wrong
//! library version give the heuristic everywhere.
//!
//! The expected solutions were worked out by hand from `calibration/tables/
//! gfx1101-hipblaslt-100202.txt` with DESIGN.md's rule (exact shape, nearest table bucket with
//! ties to the smaller, only within ×2), at each token bucket 16..4096.

use std::process::Output;

fn stratac(args: &[&str]) -> Output {
    strata_tests::run_bin("stratac", args)
}

fn ok(out: &Output) -> String {
    assert!(
        out.status.success(),
        "stratac failed ({}):\n{}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout.clone()).unwrap()
}

const BUCKETS: [u64; 9] = [16, 32, 64, 128, 256, 512, 1024, 2048, 4096];

/// `(N, K, picks per bucket)`, all f16 with ldy = N, in the order the plan lists them.
const GFX1101_PICKS: [(u64, u64, [Option<u64>; 9]); 4] = {
    const H: Option<u64> = None;
    const fn s(id: u64) -> Option<u64> {
        Some(id)
    }
    [
        // q, k, v (4 heads of 128) and the output head (vocab 512): rows at 128/512/2048.
        (
            512,
            2560,
            [
                H,
                H,
                s(2509),
                s(2509),
                s(2509),
                s(2510),
                s(2510),
                s(2510),
                s(2510),
            ],
        ),
        // The attention output, 2560×512: no row.
        (2560, 512, [H; 9]),
        // Expert gate and up (ffn 640): rows at 128/512/2048.
        (
            640,
            2560,
            [
                H,
                H,
                s(2508),
                s(2508),
                s(2508),
                s(2510),
                s(2510),
                s(2510),
                s(2510),
            ],
        ),
        // Expert down: rows at 16..512 and 2048.
        (
            2560,
            640,
            [
                s(2508),
                s(2508),
                s(2509),
                s(2510),
                s(2510),
                s(2510),
                s(2510),
                s(2510),
                s(2510),
            ],
        ),
    ]
};

const GFX1101_TEXT: &str = "\
calibration table: gfx1101 100202 sha256:578491eb4d8343c1
gfx1101 (hipBLASLt): 4 GEMM shapes, 36 picks: 23 from the table, 13 library heuristic
  dtype      N      K    ldy   T=16   T=32   T=64  T=128  T=256  T=512 T=1024 T=2048 T=4096  weights
  f16      512   2560    512      -      -   2509   2509   2509   2510   2510   2510   2510  blk.0.attn_q.weight and 6 more
  f16     2560    512   2560      -      -      -      -      -      -      -      -      -  blk.0.attn_output.weight and 1 more
  f16      640   2560    640      -      -   2508   2508   2508   2510   2510   2510   2510  blk.0.ffn_gate_exps.weight and 3 more
  f16     2560    640   2560   2508   2508   2509   2510   2510   2510   2510   2510   2510  blk.0.ffn_down_exps.weight and 1 more
(- = the library's default heuristic)
";

fn expected_json(table: Option<&str>, picks: bool) -> serde_json::Value {
    let mut gemms = Vec::new();
    for (n, k, ids) in GFX1101_PICKS {
        for (t, id) in BUCKETS.iter().zip(ids) {
            gemms.push(serde_json::json!({
                "dtype": "f16", "n": n, "k": k, "ldy": n, "tokens": t,
                "solution": if picks { id } else { None },
            }));
        }
    }
    serde_json::json!({ "table": table, "gemms": gemms })
}

#[test]
fn calib_preset_picks() {
    let dir = strata_tests::scratch();
    let model = dir.path().join("calib.gguf");
    let model_s = model.to_str().unwrap();
    ok(&stratac(&[
        "synth",
        "--preset",
        "calib-qwen3moe",
        "--quant",
        "Q8_0",
        "--seed",
        "5",
        "-o",
        model_s,
    ]));
    let plan = dir.path().join("plan.bin");
    let plan_s = plan.to_str().unwrap();
    let compile = |extra: &[&str]| {
        let mut args = vec!["compile", model_s, "-o", plan_s];
        args.extend_from_slice(extra);
        stratac(&args)
    };
    let gemms_json = || -> serde_json::Value {
        serde_json::from_str(&ok(&stratac(&["inspect", plan_s, "--gemms", "--json"]))).unwrap()
    };

    // gfx1101 with the shipped table: the goldens.
    ok(&compile(&["--arch", "gfx1101"]));
    let text = ok(&stratac(&["inspect", plan_s, "--gemms"]));
    assert_eq!(text, GFX1101_TEXT, "got:\n{text}");
    let id = "gfx1101 100202 sha256:578491eb4d8343c1";
    assert_eq!(gemms_json(), expected_json(Some(id), true));

    // The plan records one pick per weight and bucket: 2 layers × (q, k, v, o, gate, up,
    // down) + the head = 15 weights (the F32 router is not a BLAS product).
    let full: serde_json::Value =
        serde_json::from_str(&ok(&stratac(&["inspect", plan_s, "--json"]))).unwrap();
    let all = full["gemms"].as_array().unwrap();
    assert_eq!(all.len(), 15 * 9);
    assert!(all.iter().all(|g| g["target"] == "gfx1101"));
    let down1: Vec<&serde_json::Value> = all
        .iter()
        .filter(|g| g["weight"] == "blk.1.ffn_down_exps.weight")
        .collect();
    assert_eq!(down1.len(), 9);
    assert_eq!(down1[0]["solution_id"], 2508);
    assert_eq!(down1[0]["t_bucket"], 16);
    assert!(
        !all.iter()
            .any(|g| g["weight"] == "blk.0.ffn_gate_inp.weight")
    );
    let summary = ok(&stratac(&["inspect", plan_s]));
    assert!(
        summary.contains("gemm picks: 36 (23 from the table, 13 library heuristic"),
        "{summary}"
    );

    // gfx1101 and sm_90: the table applies to gfx1101 only; sm_90 has none yet.
    ok(&compile(&["--arch", "gfx1101,sm_90"]));
    let text = ok(&stratac(&["inspect", plan_s, "--gemms"]));
    assert!(
        text.starts_with(GFX1101_TEXT.trim_end_matches("(- = the library's default heuristic)\n")),
        "{text}"
    );
    assert!(
        text.contains(
            "sm_90 (cuBLASLt): 4 GEMM shapes, 36 picks: 0 from the table, 36 library heuristic"
        ),
        "{text}"
    );
    let j = gemms_json();
    let mut want = expected_json(Some(id), true);
    let heur = expected_json(None, false);
    want["gemms"]
        .as_array_mut()
        .unwrap()
        .extend(heur["gemms"].as_array().unwrap().iter().cloned());
    assert_eq!(j, want);
    ok(&compile(&["--arch", "sm_90"]));
    assert_eq!(gemms_json(), expected_json(None, false));

    // --calibration none: the same shapes, every one on the heuristic.
    ok(&compile(&["--arch", "gfx1101", "--calibration", "none"]));
    assert_eq!(gemms_json(), expected_json(None, false));

    // The shipped rows under another library version: ignored with a log line.
    let shipped = std::fs::read_to_string(
        strata_tests::workspace_root().join("calibration/tables/gfx1101-hipblaslt-100202.txt"),
    )
    .unwrap();
    let other = dir.path().join("other-version.txt");
    std::fs::write(
        &other,
        shipped.replace(
            "STRATA_HIPBLASLT_TUNING_V1 gfx1101 100202",
            "STRATA_HIPBLASLT_TUNING_V1 gfx1101 100300",
        ),
    )
    .unwrap();
    let out = compile(&[
        "--arch",
        "gfx1101",
        "--calibration",
        other.to_str().unwrap(),
    ]);
    ok(&out);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("library version 100300, but 100202 is expected; ignoring it"),
        "{stderr}"
    );
    assert_eq!(gemms_json(), expected_json(None, false));
    // The unchanged rows in a file of their own are the shipped table, picks and all (the id
    // hashes the file, so a copy with a comment added is another id).
    let copy = dir.path().join("copy.txt");
    std::fs::write(&copy, format!("# a copy\n{shipped}")).unwrap();
    ok(&compile(&[
        "--arch",
        "gfx1101",
        "--calibration",
        copy.to_str().unwrap(),
    ]));
    let j = gemms_json();
    let copy_id = j["table"].as_str().unwrap().to_string();
    assert!(
        copy_id.starts_with("gfx1101 100202 sha256:") && copy_id != id,
        "{copy_id}"
    );
    assert_eq!(j, expected_json(Some(&copy_id), true));
}
