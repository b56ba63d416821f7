use std::path::Path;
use strata_ir::plan::Plan;
use strata_runtime::exec::gpu::schedule::Schedule;
#[test]
fn count() {
    let plan = Plan::read(Path::new("/tmp/fuse-bq.plan")).unwrap();
    let s = Schedule::decode(&plan, "sm_90", 4096).unwrap();
    let mut m = std::collections::BTreeMap::new();
    for l in &s.launches {
        *m.entry(s.kernel_name(l).to_string()).or_insert(0) += 1;
    }
    eprintln!("bench launches {} {:?}", s.launches.len(), m);
}
