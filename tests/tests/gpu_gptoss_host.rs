//! gpt-oss on the GPU decode step, on CI: `stratac synth --preset tiny-gptoss` (F32, and MXFP4
//! experts) compiled for `host,sm_90`, its sm_90 schedule run through the host emulation driver
//! (`strata_tests::host_driver`: the plan's kernel definitions JIT-compiled for the CPU) against
//! the f32 reference executor and the fast CPU executor, for [`STEPS`] teacher-forced decode
//! steps, past the preset's 16-token sliding window. Also: the schedule uses gpt-oss's kernels
//! (YaRN RoPE fused with the KV store, the windowed split, the sink combine, the softmax over the
//! selected experts, the expert biases, the clamped SwiGLU), and `stratac compile --arch gfx1101`
//! of the preset gives AMDGPU wave32 code objects for all of them.
//!
//! What may differ from the reference: the GPU keeps its KV cache in f16 (the reference here in
//! f32), sums in f32 in its own order (the reference in f64), builds RoPE angles as
//! `2^(i·log2 θ)` (the CPU by repeated multiplication) and takes its `exp` from the kernel
//! builder's portable one. MXFP4's GPU matvec multiplies f32 x by the dequantized weights as the
//! reference does (it is not one of the types whose matvecs quantize x), so both weight types
//! are held to the F32 bars of `gpu_executor_host` against the reference. The fast CPU
//! executor's MXFP4 dot quantizes x to q8 per 32 (its generic block-type path, llama.cpp's
//! choice), so against it MXFP4 gets the quantized bars ([`QUANT_BOUND`], [`QUANT_TOP1`]).

use std::path::Path;
use std::process::Command;
use std::time::Instant;

use strata_compiler::synth::GPTOSS_WINDOW;
use strata_runtime::device::{DeviceSpec, Ledger, LedgerConfig};
use strata_runtime::engine::{Engine, EngineOptions, ExecutorKind};
use strata_runtime::exec::Outputs;
use strata_runtime::exec::gpu::GpuExecutor;
use strata_runtime::kv::KvType;
use strata_runtime::loader::LoadedModel;
use strata_tests::argmax;
use strata_tests::host_driver::{HostCounters, HostDriver};

/// Decode steps per case: past the sliding window, so the windowed layers drop positions on
/// the last eight.
const STEPS: usize = GPTOSS_WINDOW as usize + 8;
/// KV capacity: one attention split covers it.
const N_CTX: usize = 32;
/// The token every case starts from.
const FIRST: u32 = 17;
/// Most |Δlogit| against the reference and against the fast CPU executor: the bar of the other
/// presets' F32 cases (`gpu_executor_host::F32_BOUND`; measured here: see the report line).
const BOUND: f32 = 5e-3;
/// Most |Δlogit| against the fast CPU executor with MXFP4 experts: its q8 quantization of x
/// (`gpu_executor_host::QUANT_BOUND`; measured 0.41 here, where the GPU is within 1.2e-3 of the
/// reference on every step).
const QUANT_BOUND: f32 = 1.5;
/// Least of the [`STEPS`] steps whose top-1 must equal the fast CPU executor's with MXFP4
/// experts (measured 22): a flip needs a top-2 margin below x's quantization error; the
/// reference comparison (every step) pins the GPU itself.
const QUANT_TOP1: usize = STEPS - 4;

/// The kernels a gpt-oss decode step must launch.
const GPTOSS_KERNELS: [&str; 6] = [
    "strata_rope_yarn_neox_kv_store_f16",
    "strata_attn_decode_split_window_f16kv",
    "strata_attn_decode_combine_sinks",
    "strata_router_topk_softmax_weight_f32",
    "strata_moe_bias_f32",
    "strata_swiglu_oai_f32",
];

fn stratac(args: &[&str]) {
    let out = strata_tests::run_bin("stratac", args);
    assert!(
        out.status.success(),
        "stratac {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Synthesizes tiny-gptoss at `quant` and compiles it for `arch`.
fn compile(dir: &Path, quant: &str, arch: &str) -> std::path::PathBuf {
    let gguf = dir.join(format!("tiny-gptoss-{quant}.gguf"));
    let plan = dir.join(format!("tiny-gptoss-{quant}-{arch}.plan"));
    let (g, p) = (gguf.to_str().expect("utf-8"), plan.to_str().expect("utf-8"));
    if !gguf.exists() {
        stratac(&[
            "synth",
            "--preset",
            "tiny-gptoss",
            "--quant",
            quant,
            "-o",
            g,
        ]);
    }
    stratac(&["compile", g, "--arch", arch, "-o", p]);
    plan
}

fn reference_engine(model: LoadedModel) -> Engine {
    Engine::from_model(
        model,
        EngineOptions {
            executor: ExecutorKind::Reference,
            device: DeviceSpec::Cpu,
            n_ctx: Some(N_CTX),
            kv: Some(KvType::F32),
            ..Default::default()
        },
    )
    .expect("reference engine")
}

/// The reference's greedy run from [`FIRST`]: the tokens fed and the logits after each.
fn reference(engine: &Engine) -> (Vec<u32>, Vec<Vec<f32>>) {
    let mut s = engine.new_session();
    let (mut tokens, mut logits) = (vec![FIRST], Vec::new());
    for i in 0..STEPS {
        let l = engine
            .eval(&mut s, &[tokens[i]], Outputs::Last)
            .expect("reference step");
        if i + 1 < STEPS {
            tokens.push(argmax(&l) as u32);
        }
        logits.push(l);
    }
    (tokens, logits)
}

/// The fast CPU executor with an f16 KV cache (as the GPU's), fed `tokens`.
fn fast_run(plan: &Path, tokens: &[u32]) -> Vec<Vec<f32>> {
    let fast = Engine::load(
        plan,
        EngineOptions {
            executor: ExecutorKind::Fast,
            device: DeviceSpec::Cpu,
            threads: Some(1),
            n_ctx: Some(N_CTX),
            kv: Some(KvType::F16),
            ..Default::default()
        },
    )
    .expect("fast engine");
    let mut s = fast.new_session();
    tokens
        .iter()
        .map(|&t| fast.eval(&mut s, &[t], Outputs::Last).expect("fast step"))
        .collect()
}

/// The GPU executor on the host driver, teacher-forced with `tokens`.
fn gpu_run(engine: &Engine, tokens: &[u32], use_graph: bool) -> Vec<Vec<f32>> {
    let driver = HostDriver::new();
    let counters = driver.counters();
    let ledger = Ledger::new(LedgerConfig::default()).expect("ledger");
    let mut ex = GpuExecutor::new(
        Box::new(driver),
        ledger.clone(),
        engine.plan(),
        engine.weights(),
        N_CTX,
        use_graph,
    )
    .expect("GPU executor on the host driver");
    let sched = ex.schedule();
    let names: Vec<&str> = sched.kernels.iter().map(|k| k.name.as_str()).collect();
    for want in GPTOSS_KERNELS {
        assert!(names.contains(&want), "{want} not launched: {names:?}");
    }
    // Every full-range layer keeps the plain split; the windowed ones the window's.
    assert!(
        names.contains(&"strata_attn_decode_split_f16kv"),
        "{names:?}"
    );
    let launches = sched.launches.len() as u64;
    let mut out = Vec::new();
    for (pos, &t) in tokens.iter().enumerate() {
        let l = ex
            .step(engine.weights(), t, pos, true)
            .expect("GPU step")
            .expect("logits");
        out.push(l);
    }
    assert_eq!(
        HostCounters::get(&counters.launches),
        launches * tokens.len() as u64,
        "every launch of every step ran"
    );
    drop(ex);
    assert_eq!(ledger.used(), 0);
    assert_eq!(HostCounters::get(&counters.live_bytes), 0, "all freed");
    out
}

/// (steps whose top-1 agrees, max |Δlogit|, max |Δlogit| per step, max |logit|).
fn compare(got: &[Vec<f32>], want: &[Vec<f32>]) -> (usize, f32, Vec<f32>, f32) {
    let (mut top1, mut worst, mut per_step, mut big) = (0, 0.0f32, Vec::new(), 0.0f32);
    for (g, w) in got.iter().zip(want) {
        assert_eq!(g.len(), w.len());
        assert!(g.iter().all(|x| x.is_finite()), "non-finite GPU logits");
        top1 += usize::from(argmax(g) == argmax(w));
        let d = g
            .iter()
            .zip(w)
            .fold(0.0f32, |m, (a, b)| m.max((a - b).abs()));
        big = w.iter().fold(big, |m, v| m.max(v.abs()));
        worst = worst.max(d);
        per_step.push(d);
    }
    (top1, worst, per_step, big)
}

fn case(quant: &str) {
    let t = Instant::now();
    let dir = tempfile::tempdir().expect("tempdir");
    let plan = compile(dir.path(), quant, "host,sm_90");
    let engine = reference_engine(LoadedModel::open(&plan, None).expect("plan loads"));
    let (tokens, want) = reference(&engine);
    let graph = gpu_run(&engine, &tokens, true);
    let eager = gpu_run(&engine, &tokens, false);
    assert_eq!(
        graph, eager,
        "{quant}: graph replay and eager launches differ"
    );
    let fast = fast_run(&plan, &tokens);
    let (r, f) = (compare(&graph, &want), compare(&graph, &fast));
    eprintln!(
        "tiny-gptoss {quant}, {STEPS} steps (window {GPTOSS_WINDOW}): vs reference top-1 {}/{STEPS}, \
         max |dlogit| {:.3e}; vs fast CPU (f16 KV) top-1 {}/{STEPS}, max |dlogit| {:.3e}; \
         max |logit| {:.2}; per step vs reference {:?}; {:.1} s",
        r.0,
        r.1,
        f.0,
        f.1,
        r.3,
        r.2,
        t.elapsed().as_secs_f64()
    );
    assert_eq!(
        r.0, STEPS,
        "{quant}: greedy tokens differ from the reference"
    );
    assert!(r.1 <= BOUND, "{quant} vs reference: {:?}", r.2);
    if quant == "F32" {
        assert_eq!(
            f.0, STEPS,
            "{quant}: top-1 differs from the fast CPU executor"
        );
        assert!(f.1 <= BOUND, "{quant} vs fast: {:?}", f.2);
    } else {
        assert!(f.0 >= QUANT_TOP1, "{quant} vs fast: top-1 {}/{STEPS}", f.0);
        assert!(f.1 <= QUANT_BOUND, "{quant} vs fast: {:?}", f.2);
    }
}

#[test]
fn tiny_gptoss_f32_decodes_like_the_reference_past_the_window() {
    case("F32");
}

#[test]
fn tiny_gptoss_mxfp4_decodes_like_the_reference_past_the_window() {
    case("MXFP4");
}

fn llvm_tool(name: &str) -> String {
    let versioned = format!("/usr/bin/{name}-19");
    if Path::new(&versioned).exists() {
        versioned
    } else {
        format!("/usr/lib/llvm-19/bin/{name}")
    }
}

/// `stratac compile --arch gfx1101` of tiny-gptoss (MXFP4 experts): every extracted code object
/// is an AMDGPU ELF for gfx1101 naming its kernel, and gpt-oss's kernels are among them.
#[test]
fn tiny_gptoss_compiles_to_gfx1101_code_objects() {
    let dir = tempfile::tempdir().expect("tempdir");
    let plan = compile(dir.path(), "MXFP4", "gfx1101");
    let out = dir.path().join("kernels");
    stratac(&[
        "inspect",
        plan.to_str().expect("utf-8"),
        "--extract-kernels",
        out.to_str().expect("utf-8"),
    ]);
    let objs: Vec<_> = std::fs::read_dir(out.join("gfx1101"))
        .expect("gfx1101 kernels extracted")
        .map(|e| e.expect("entry").path())
        .collect();
    let names: Vec<String> = objs
        .iter()
        .filter_map(|p| p.file_stem()?.to_str().map(str::to_string))
        .collect();
    let mut want: Vec<&str> = GPTOSS_KERNELS.to_vec();
    want.push("strata_moe_matvec_mxfp4");
    for w in want {
        assert!(names.iter().any(|n| n == w), "{w} missing: {names:?}");
    }
    for (p, name) in objs.iter().zip(&names) {
        assert_eq!(p.extension().and_then(|e| e.to_str()), Some("hsaco"));
        let run = |args: &[&str]| {
            let o = Command::new(llvm_tool("llvm-readelf"))
                .args(args)
                .arg(p)
                .output()
                .expect("llvm-readelf runs");
            assert!(o.status.success(), "llvm-readelf {args:?} {name}");
            String::from_utf8_lossy(&o.stdout).into_owned()
        };
        let header = run(&["--file-header"]);
        assert!(
            header.contains("EM_AMDGPU") && header.contains("gfx1101"),
            "{name}:\n{header}"
        );
        let notes = run(&["--notes"]);
        assert!(notes.contains(&format!("{name}.kd")), "{name}: {notes}");
        let wave = notes
            .lines()
            .find_map(|l| l.trim().strip_prefix(".wavefront_size:"))
            .map(str::trim);
        assert_eq!(wave, Some("32"), "{name}: not wave32");
    }
}
