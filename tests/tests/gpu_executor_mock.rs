//! The GPU executor's contract, checked on CI against a recording driver (no GPU): every arena
//! is charged to the ledger before the driver allocates it and a budget that is too small is
//! refused before anything is allocated; weights are uploaded once; the step's launches are
//! captured into a graph on the first step and replayed after (or launched every step when
//! graphs are off), with the plan's kernels and geometry; dropping the executor frees exactly
//! what it allocated and the ledger returns to zero.

use std::path::Path;
use std::sync::{Arc, Mutex};

use strata_runtime::device::driver::{
    DevPtr, DeviceInfo, Driver, EventId, GraphId, KernelArg, KernelId, PinnedId, StreamId,
};
use strata_runtime::device::{Charge, Ledger, LedgerConfig};
use strata_runtime::error::RuntimeError;
use strata_runtime::exec::gpu::GpuExecutor;
use strata_runtime::loader::LoadedModel;

#[derive(Debug, Default)]
struct Log {
    kernels: Vec<String>,
    allocs: Vec<(DevPtr, u64, u64)>, // (ptr, bytes, ledger bytes charged when allocated)
    frees: Vec<DevPtr>,
    uploaded: u64,
    eager_launches: usize,
    captured_launches: usize,
    captures: usize,
    replays: usize,
    bad_geometry: Vec<String>,
    /// What `mem_info` reports as free (`None`: 1 TiB).
    free: Option<u64>,
    syncs: usize,
    downloads: usize,
}

struct Mock {
    info: DeviceInfo,
    log: Arc<Mutex<Log>>,
    ledger: Ledger,
    pinned: Vec<Vec<u8>>,
    next: DevPtr,
    capturing: bool,
    events: usize,
}

impl Driver for Mock {
    fn info(&self) -> &DeviceInfo {
        &self.info
    }
    fn mem_info(&mut self) -> Result<(u64, u64), RuntimeError> {
        let free = self.log.lock().unwrap().free.unwrap_or(1 << 40);
        Ok((free, 1 << 40))
    }
    fn load_kernel(&mut self, name: &str, code: &[u8]) -> Result<KernelId, RuntimeError> {
        assert!(!code.is_empty(), "{name}: empty code object");
        let mut l = self.log.lock().unwrap();
        l.kernels.push(name.to_string());
        Ok(KernelId(l.kernels.len() - 1))
    }
    fn alloc(&mut self, charge: &Charge) -> Result<DevPtr, RuntimeError> {
        let p = self.next;
        self.next += charge.bytes().next_multiple_of(1 << 20);
        self.log
            .lock()
            .unwrap()
            .allocs
            .push((p, charge.bytes(), self.ledger.used()));
        Ok(p)
    }
    fn free(&mut self, ptr: DevPtr) -> Result<(), RuntimeError> {
        self.log.lock().unwrap().frees.push(ptr);
        Ok(())
    }
    fn alloc_pinned(&mut self, bytes: usize) -> Result<PinnedId, RuntimeError> {
        self.pinned.push(vec![0; bytes.max(1)]);
        Ok(PinnedId(self.pinned.len() - 1))
    }
    fn pinned(&mut self, id: PinnedId) -> Result<&mut [u8], RuntimeError> {
        Ok(&mut self.pinned[id.0])
    }
    fn create_stream(&mut self) -> Result<StreamId, RuntimeError> {
        Ok(StreamId(0))
    }
    fn copy_to_device(
        &mut self,
        _dst: DevPtr,
        src: PinnedId,
        off: usize,
        bytes: usize,
        _s: StreamId,
    ) -> Result<(), RuntimeError> {
        assert!(off + bytes <= self.pinned[src.0].len());
        assert!(!self.capturing, "copies stay outside the graph");
        self.log.lock().unwrap().uploaded += bytes as u64;
        Ok(())
    }
    fn copy_to_host(
        &mut self,
        dst: PinnedId,
        off: usize,
        _src: DevPtr,
        bytes: usize,
        _s: StreamId,
    ) -> Result<(), RuntimeError> {
        assert!(off + bytes <= self.pinned[dst.0].len());
        self.log.lock().unwrap().downloads += 1;
        Ok(())
    }
    fn memset_zero(&mut self, _d: DevPtr, _b: usize, _s: StreamId) -> Result<(), RuntimeError> {
        Ok(())
    }
    fn launch(
        &mut self,
        kernel: KernelId,
        grid: [u32; 3],
        block: [u32; 3],
        _shared: u32,
        args: &[KernelArg],
        _s: StreamId,
    ) -> Result<(), RuntimeError> {
        let mut l = self.log.lock().unwrap();
        if grid.contains(&0) || block[0] == 0 || args.is_empty() {
            let name = l.kernels[kernel.0].clone();
            l.bad_geometry.push(name);
        }
        if self.capturing {
            l.captured_launches += 1;
        } else {
            l.eager_launches += 1;
        }
        Ok(())
    }
    fn record_event(&mut self, _s: StreamId) -> Result<EventId, RuntimeError> {
        self.events += 1;
        Ok(EventId(self.events))
    }
    fn create_timing_event(&mut self) -> Result<EventId, RuntimeError> {
        self.record_event(StreamId(0))
    }
    fn record_again(&mut self, _e: EventId, _s: StreamId) -> Result<(), RuntimeError> {
        Ok(())
    }
    fn event_query(&mut self, _e: EventId) -> Result<bool, RuntimeError> {
        Ok(true)
    }
    fn register_host(&mut self, host: &[u8]) -> Result<DevPtr, RuntimeError> {
        Ok(host.as_ptr() as DevPtr)
    }
    fn unregister_host(&mut self, _host: *const u8) -> Result<(), RuntimeError> {
        Ok(())
    }
    fn copy_registered_to_device(
        &mut self,
        _dst: DevPtr,
        src: &[u8],
        _s: StreamId,
    ) -> Result<(), RuntimeError> {
        assert!(!self.capturing, "copies stay outside the graph");
        self.log.lock().unwrap().uploaded += src.len() as u64;
        Ok(())
    }
    fn elapsed_ms(&mut self, _a: EventId, _b: EventId) -> Result<f32, RuntimeError> {
        Ok(0.0)
    }
    fn stream_wait_event(&mut self, _s: StreamId, _e: EventId) -> Result<(), RuntimeError> {
        Ok(())
    }
    fn event_synchronize(&mut self, _e: EventId) -> Result<(), RuntimeError> {
        Ok(())
    }
    fn synchronize(&mut self, _s: StreamId) -> Result<(), RuntimeError> {
        assert!(!self.capturing, "no sync while capturing");
        self.log.lock().unwrap().syncs += 1;
        Ok(())
    }
    fn begin_capture(&mut self, _s: StreamId) -> Result<(), RuntimeError> {
        assert!(!self.capturing);
        self.capturing = true;
        self.log.lock().unwrap().captures += 1;
        Ok(())
    }
    fn end_capture(&mut self, _s: StreamId) -> Result<GraphId, RuntimeError> {
        assert!(self.capturing);
        self.capturing = false;
        Ok(GraphId(0))
    }
    fn launch_graph(&mut self, _g: GraphId, _s: StreamId) -> Result<(), RuntimeError> {
        self.log.lock().unwrap().replays += 1;
        Ok(())
    }
}

fn mock(ledger: &Ledger) -> (Box<dyn Driver>, Arc<Mutex<Log>>) {
    let log = Arc::new(Mutex::new(Log::default()));
    let d = Mock {
        info: DeviceInfo {
            spec: "cuda:0".into(),
            name: "mock".into(),
            arch: "sm_90".into(),
            kernel_format: "ptx",
            total_bytes: 1 << 40,
        },
        log: Arc::clone(&log),
        ledger: ledger.clone(),
        pinned: Vec::new(),
        next: 1 << 32,
        capturing: false,
        events: 0,
    };
    (Box::new(d), log)
}

fn sm90_model(dir: &Path) -> LoadedModel {
    let gguf = dir.join("m.gguf");
    let plan = dir.join("m.plan");
    for args in [
        vec![
            "synth",
            "--preset",
            "tiny-qwen2moe",
            "--quant",
            "Q8_0",
            "-o",
            gguf.to_str().unwrap(),
        ],
        vec![
            "compile",
            gguf.to_str().unwrap(),
            "--arch",
            "host,sm_90",
            "-o",
            plan.to_str().unwrap(),
        ],
    ] {
        let out = strata_tests::run_bin("stratac", &args);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    LoadedModel::open(&plan, None).expect("plan loads")
}

#[test]
fn charges_before_allocating_captures_once_and_frees_everything() {
    let dir = tempfile::tempdir().unwrap();
    let model = sm90_model(dir.path());
    let ledger = Ledger::new(LedgerConfig::default()).unwrap();
    let (driver, log) = mock(&ledger);
    let mut ex = GpuExecutor::new(
        driver,
        ledger.clone(),
        &model.plan,
        &model.weights,
        64,
        true,
    )
    .unwrap();
    let launches = ex.schedule().launches.len();
    {
        let l = log.lock().unwrap();
        assert_eq!(l.allocs.len(), 3, "one allocation per arena");
        // All three arenas were charged before the first allocation.
        let charged: u64 = l.allocs.iter().map(|a| a.1).sum();
        assert!(l.allocs.iter().all(|a| a.2 == charged), "{:?}", l.allocs);
        assert_eq!(ledger.used(), charged);
        assert!(
            l.uploaded >= model.weights.total_bytes() / 2,
            "weights uploaded"
        );
        assert_eq!(l.kernels.len(), ex.schedule().kernels.len());
    }
    let uploaded = log.lock().unwrap().uploaded;
    for pos in 0..3 {
        let logits = ex.step(&model.weights, 5 + pos as u32, pos, true).unwrap();
        assert_eq!(
            logits.map(|l| l.len()),
            Some(model.plan.config.n_vocab as usize)
        );
    }
    assert!(ex.step(&model.weights, 1, 3, false).unwrap().is_none());
    {
        let l = log.lock().unwrap();
        assert_eq!(l.captures, 1);
        assert_eq!(l.captured_launches, launches);
        assert_eq!(l.eager_launches, 0);
        assert_eq!(l.replays, 4);
        assert!(l.bad_geometry.is_empty(), "{:?}", l.bad_geometry);
        // Per step: the embedding row and the step words, nothing else.
        let n_embd = model.plan.config.n_embd as u64;
        assert_eq!(l.uploaded - uploaded, 4 * (4 * n_embd + 8));
    }
    // The card's memory in use is what the driver reports, `total − free`.
    log.lock().unwrap().free = Some((1 << 40) - (3 << 30));
    assert_eq!(ex.device_used().unwrap(), 3 << 30);
    // Out of the context and out of the vocabulary: errors, no launch.
    assert!(ex.step(&model.weights, 1, 64, true).is_err());
    assert!(ex.step(&model.weights, u32::MAX, 4, true).is_err());
    drop(ex);
    let l = log.lock().unwrap();
    let mut allocated: Vec<DevPtr> = l.allocs.iter().map(|a| a.0).collect();
    let mut freed = l.frees.clone();
    allocated.sort_unstable();
    freed.sort_unstable();
    assert_eq!(allocated, freed);
    assert_eq!(ledger.used(), 0, "free restores the ledger exactly");
    assert!(ledger.peak() > 0);
}

#[test]
fn eager_mode_launches_every_step() {
    let dir = tempfile::tempdir().unwrap();
    let model = sm90_model(dir.path());
    let ledger = Ledger::new(LedgerConfig::default()).unwrap();
    let (driver, log) = mock(&ledger);
    let mut ex = GpuExecutor::new(driver, ledger, &model.plan, &model.weights, 32, false).unwrap();
    let launches = ex.schedule().launches.len();
    for pos in 0..2 {
        ex.step(&model.weights, 7, pos, true).unwrap();
    }
    let l = log.lock().unwrap();
    assert_eq!((l.captures, l.replays), (0, 0));
    assert_eq!(l.eager_launches, 2 * launches);
}

#[test]
fn a_budget_too_small_is_refused_before_any_allocation() {
    let dir = tempfile::tempdir().unwrap();
    let model = sm90_model(dir.path());
    // 1281 MiB leaves 1 MiB tracked: less than the weights.
    let ledger = Ledger::new(LedgerConfig::with_budget_mib(1281)).unwrap();
    let (driver, log) = mock(&ledger);
    let err = GpuExecutor::new(
        driver,
        ledger.clone(),
        &model.plan,
        &model.weights,
        64,
        true,
    )
    .unwrap_err();
    assert!(matches!(err, RuntimeError::VramBudget { .. }), "{err}");
    let msg = err.to_string();
    assert!(msg.contains("weights") && msg.contains("1048576"), "{msg}");
    assert!(log.lock().unwrap().allocs.is_empty());
    assert_eq!(ledger.used(), 0);
}

/// The expert cache's control flow on the recording driver: slots charged one by one after the
/// arenas, the startup residency copied before any step, one host point per MoE layer per step
/// (ids, logits and the layer input read back, the picks' slots written), the guard giving
/// slots back after two low readings, and everything freed at the end.
#[test]
fn an_expert_cache_allocates_slots_stops_at_each_moe_layer_and_gives_slots_back() {
    use strata_runtime::engine::ExpertState;
    use strata_runtime::exec::FastBackend;
    use strata_runtime::exec::gpu::cache::{CacheConfig, GuardConfig};
    use strata_runtime::experts::{CarConfig, CarSource, PolicyConfig};

    let dir = tempfile::tempdir().unwrap();
    let model = sm90_model(dir.path());
    let ledger = Ledger::new(LedgerConfig::default()).unwrap();
    let (driver, log) = mock(&ledger);
    let slots = 5;
    let mut ex = GpuExecutor::with_cache(
        driver,
        ledger.clone(),
        &model.plan,
        &model.weights,
        64,
        true,
        Some(CacheConfig {
            slots: Some(slots),
            guard: GuardConfig {
                low_water_bytes: 1 << 30,
                readings: 2,
            },
        }),
    )
    .unwrap();
    assert_eq!(ex.cache_slots(), Some(slots));
    let es = ex.schedule().experts.clone().expect("a cached schedule");
    let n_moe = es.layers.len();
    assert!(n_moe > 0);
    let moe = strata_runtime::exec::gpu::moe_layers(&model.plan);
    let n_expert = model.plan.config.n_expert as usize;
    {
        let l = log.lock().unwrap();
        let chunks: usize = strata_runtime::experts::layer_slots(&moe, n_expert, slots)
            .iter()
            .map(|n| n.div_ceil(strata_runtime::exec::gpu::cache::SLOT_CHUNK))
            .sum();
        assert_eq!(
            l.allocs.len(),
            3 + chunks,
            "three arenas, then one allocation per chunk of slots"
        );
    }
    let opts = strata_runtime::engine::ExpertOptions {
        slots: 0,
        slots_explicit: true,
        profile: None,
        car: CarConfig::default(),
        car_source: CarSource::Default,
        policy: PolicyConfig::default(),
        trace: None,
    };
    let mut state = ExpertState::for_device(&moe, n_expert, slots, &opts).unwrap();
    assert_eq!(
        state.table().pending().count(),
        slots,
        "startup fill is pending"
    );
    ex.start_cache(&model.weights, &mut state).unwrap();
    assert_eq!(
        state.table().pending().count(),
        0,
        "every startup copy landed"
    );
    assert_eq!(ex.cache_stats().unwrap().copies, slots as u64);
    let backend = FastBackend::new(2).unwrap();
    let (syncs0, downloads0) = {
        let l = log.lock().unwrap();
        (l.syncs, l.downloads)
    };
    for pos in 0..3 {
        let logits = ex
            .step_cached(&model.weights, 3, pos, true, &mut state, &backend, pos > 0)
            .unwrap();
        assert_eq!(
            logits.map(|l| l.len()),
            Some(model.plan.config.n_vocab as usize)
        );
    }
    {
        let l = log.lock().unwrap();
        // Per step: one read-back (the router's ids, its logits and the layer's input, laid
        // out back to back) and one sync per MoE layer, the logits and the final sync.
        assert_eq!(l.downloads - downloads0, 3 * (n_moe + 1));
        assert_eq!(l.syncs - syncs0, 3 * (n_moe + 1));
        // The ranges between host points: before the first router, each layer's experts,
        // between layers, after the last; each captured once and replayed.
        assert_eq!(l.captures, 2 * n_moe + 1, "one graph per range");
        assert_eq!(l.replays, 3 * (2 * n_moe + 1));
        assert!(l.bad_geometry.is_empty(), "{:?}", l.bad_geometry);
    }
    let st = ex.cache_stats().unwrap();
    assert_eq!((st.decode_steps, st.prompt_steps), (2, 1));
    assert_eq!(st.layers, 2 * n_moe as u64);
    // The guard: two low readings after syncs give slots back, freeing their memory.
    let used = ledger.used();
    log.lock().unwrap().free = Some(1 << 20);
    ex.step_cached(&model.weights, 3, 3, false, &mut state, &backend, true)
        .unwrap();
    assert_eq!(
        ex.cache_stats().unwrap().slots_given_back,
        0,
        "one low reading"
    );
    ex.step_cached(&model.weights, 3, 4, false, &mut state, &backend, true)
        .unwrap();
    let st = ex.cache_stats().unwrap();
    assert_eq!(st.guard_triggers, 1);
    assert!(st.slots_given_back > 0);
    assert!(ledger.used() < used, "the ledger got the slots' bytes back");
    assert_eq!(
        state.table().live_slots(),
        slots - st.slots_given_back,
        "given-back slots are retired"
    );
    // Steps still run with fewer slots.
    log.lock().unwrap().free = None;
    ex.step_cached(&model.weights, 3, 5, true, &mut state, &backend, true)
        .unwrap();
    // A cached executor refuses the plain step.
    assert!(ex.step(&model.weights, 3, 6, true).is_err());
    drop(ex);
    let l = log.lock().unwrap();
    let mut allocated: Vec<DevPtr> = l.allocs.iter().map(|a| a.0).collect();
    let mut freed = l.frees.clone();
    allocated.sort_unstable();
    freed.sort_unstable();
    assert_eq!(allocated, freed);
    assert_eq!(ledger.used(), 0);
}

#[test]
fn an_expert_cache_larger_than_the_budget_is_refused_naming_both_numbers() {
    use strata_runtime::exec::gpu::cache::{CacheConfig, GuardConfig};
    let dir = tempfile::tempdir().unwrap();
    let model = sm90_model(dir.path());
    let cfg = |slots| {
        Some(CacheConfig {
            slots: Some(slots),
            guard: GuardConfig::default(),
        })
    };
    // What the arenas take with no slots at all.
    let big = Ledger::new(LedgerConfig::default()).unwrap();
    let (driver, _) = mock(&big);
    let ex = GpuExecutor::with_cache(
        driver,
        big.clone(),
        &model.plan,
        &model.weights,
        64,
        true,
        cfg(0),
    )
    .unwrap();
    let base_mib = big.used().div_ceil(1 << 20);
    drop(ex);
    let moe = strata_runtime::exec::gpu::moe_layers(&model.plan);
    let total = moe.iter().filter(|&&m| m).count() * model.plan.config.n_expert as usize;
    // Room for the arenas and less than one MiB more: the 16 or more experts' slots of at
    // least 64 KiB each cannot fit.
    assert!(total >= 16, "{total} experts");
    let ledger = Ledger::new(LedgerConfig {
        budget_mib: base_mib,
        reserve_mib: 0,
        slack_mib: 0,
    })
    .unwrap();
    let (driver, log) = mock(&ledger);
    let err = GpuExecutor::with_cache(
        driver,
        ledger.clone(),
        &model.plan,
        &model.weights,
        64,
        true,
        cfg(total),
    )
    .unwrap_err();
    assert!(matches!(err, RuntimeError::VramBudget { .. }), "{err}");
    let msg = err.to_string();
    assert!(msg.contains("--expert-slots"), "{msg}");
    // Refused before anything was allocated.
    let l = log.lock().unwrap();
    assert!(l.allocs.is_empty(), "{:?}", l.allocs);
    assert_eq!(ledger.used(), 0, "nothing stays charged after a refusal");
}
