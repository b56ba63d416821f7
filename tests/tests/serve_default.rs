//! `strata-rt serve` with no plan: it serves `$STRATA_PLAN` (default: the embedded model's plan
//! that tools/demo.sh compiles), and says how to make one when there is none.

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use strata_tests::{bin, run_bin, scratch, workspace_root};

#[test]
fn missing_default_plan_is_a_clear_error() {
    let dir = scratch();
    let missing = dir.path().join("nothing-here.plan");
    let out = Command::new(bin("strata-rt"))
        .arg("serve")
        .env("STRATA_PLAN", &missing)
        .output()
        .expect("run strata-rt");
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("error:") && err.contains("default plan"),
        "{err}"
    );
    assert!(err.contains("stratac compile"), "{err}");
}

#[test]
fn serve_without_plan_serves_the_embedded_model() {
    let dir = scratch();
    let plan = dir.path().join("strata-tiny-moe.plan");
    let gguf = workspace_root().join("models/strata-tiny-moe.gguf");
    let out = run_bin(
        "stratac",
        &[
            "compile",
            gguf.to_str().unwrap(),
            "--arch",
            "host",
            "-o",
            plan.to_str().unwrap(),
        ],
    );
    assert!(
        out.status.success(),
        "compile: {}",
        String::from_utf8_lossy(&out.stderr)
    );

    let mut child = Command::new(bin("strata-rt"))
        .args(["serve", "--port", "0", "--threads", "1"])
        .env("STRATA_PLAN", &plan)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn strata-rt serve");
    let stderr = child.stderr.take().expect("stderr");
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stderr).lines().map_while(Result::ok) {
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    let deadline = Instant::now() + Duration::from_secs(120);
    let mut log = Vec::new();
    let mut listening = false;
    while Instant::now() < deadline {
        match rx.recv_timeout(Duration::from_secs(1)) {
            Ok(line) => {
                listening = line.contains("on http://");
                log.push(line);
                if listening {
                    break;
                }
            }
            Err(std::sync::mpsc::RecvTimeoutError::Timeout) => {}
            Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => break,
        }
    }
    let _ = child.kill();
    let _ = child.wait();
    assert!(listening, "server did not start: {log:#?}");
    assert!(
        log.iter().any(|l| l.contains("serving the default plan")),
        "{log:#?}"
    );
}
