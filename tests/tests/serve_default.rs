//! `strata-rt serve` with no plan: it serves `$STRATA_PLAN` (default: the embedded model's plan
//! that tools/demo.sh compiles), and says how to make one when there is none.

use std::process::Command;

use strata_tests::{bin, compile_host_plan, scratch, spawn_serve, workspace_root};

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
    compile_host_plan(&gguf, &plan);
    let srv = spawn_serve(
        &["serve", "--port", "0", "--threads", "1"],
        &[("STRATA_PLAN", plan.as_os_str())],
    );
    assert!(
        srv.startup_log
            .iter()
            .any(|l| l.contains("serving the default plan")),
        "{:#?}",
        srv.startup_log
    );
}
