//! The GPU executor's KV cache types (`--kv f32|f16|q8`) on CI, through the host emulation
//! driver: the store kernels against the CPU cache's own encoding (`KvType::encode`) bit for
//! bit, then whole models (a batched prompt and decode steps; gpt-oss's windowed layers and
//! sinks through decode) against the fast CPU executor keeping the same type, and the device
//! bytes each type takes.

use std::path::Path;

use strata_kernels_gen::KernelKind;
use strata_kernels_gen::host::{HostArg, with_host_kernel};
use strata_kernels_gen::kernels::KvCode;
use strata_runtime::device::{DeviceSpec, Ledger, LedgerConfig};
use strata_runtime::engine::{Engine, EngineOptions, ExecutorKind};
use strata_runtime::exec::Outputs;
use strata_runtime::exec::gpu::GpuExecutor;
use strata_runtime::exec::gpu::schedule::{Arena, kv_plane_bytes};
use strata_runtime::kv::KvType;
use strata_runtime::loader::LoadedModel;
use strata_tests::argmax;
use strata_tests::host_driver::HostDriver;

const N_CTX: usize = 48;
const PROMPT: usize = 20;
const DECODE: usize = 6;

/// A row of `n` values with a spread of magnitudes, an all-zero group where there is room (the
/// zero-scale path) and exact halves (rounding's ties) after scaling.
fn row_values(n: usize, seed: u64) -> Vec<f32> {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut v: Vec<f32> = (0..n)
        .map(|i| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let u = (x >> 40) as f32 / (1u64 << 24) as f32 - 0.5;
            u * [1.0, 30.0, 0.01, 500.0][i % 4]
        })
        .collect();
    if n >= 128 {
        v[64..128].iter_mut().for_each(|x| *x = 0.0);
    }
    v
}

fn kv_code(kv: KvType) -> KvCode {
    match kv.name {
        "f32" => KvCode::F32,
        "f16" => KvCode::F16,
        _ => KvCode::Q8,
    }
}

/// `strata_kv_store_<type>` writes rows `pos..pos + rows` of a cache as `KvType::encode` codes
/// them, and nothing else; for shapes 1, 3, 50, 64, 65, 300, 783 and 1 or 3 rows at once.
#[test]
fn the_store_kernels_code_rows_as_the_cpu_cache_does() {
    for kv in KvType::ALL {
        let kind = KernelKind::KvStore(kv_code(kv));
        with_host_kernel(&kind, |kern| {
            for &row in &[1usize, 3, 50, 64, 65, 300, 783] {
                for rows in [1usize, 3] {
                    let (n_ctx, pos) = (5usize, 1usize);
                    let k: Vec<f32> = (0..rows)
                        .flat_map(|r| row_values(row, 7 + r as u64 + row as u64))
                        .collect();
                    let v: Vec<f32> = k.iter().map(|x| -x * 0.5).collect();
                    let (cb, sb) = (kv.code_bytes(row), kv.scale_bytes(row));
                    let mut kc = vec![0xABu8; cb * n_ctx];
                    let mut vc = vec![0xCDu8; cb * n_ctx];
                    let mut ks = vec![0xEEu8; sb * n_ctx];
                    let mut vs = vec![0xDDu8; sb * n_ctx];
                    let (mut kb, mut vb) = (k.clone(), v.clone());
                    let mut pb = [pos as i32];
                    let mut args = vec![
                        HostArg::buf(&mut kc),
                        HostArg::buf(&mut vc),
                        HostArg::buf(&mut kb),
                        HostArg::buf(&mut vb),
                        HostArg::buf(&mut pb),
                        HostArg::I32(row as i32),
                    ];
                    if kv.is_grouped() {
                        args.push(HostArg::buf(&mut ks));
                        args.push(HostArg::buf(&mut vs));
                    }
                    let grid = kind.grid(strata_kernels_gen::CostShape {
                        m: row as u64,
                        n: 0,
                        k: rows as u64,
                    });
                    // SAFETY: every buffer is sized for the launch (`n_ctx` cache rows).
                    unsafe { kern.launch(grid, &args) }.expect("store launch");
                    for (got_c, got_s, src, fill) in
                        [(&kc, &ks, &k, 0xABu8), (&vc, &vs, &v, 0xCDu8)]
                    {
                        for t in 0..n_ctx {
                            let (c, s) = (&got_c[t * cb..][..cb], &got_s[t * sb..][..sb]);
                            if (pos..pos + rows).contains(&t) {
                                let x = &src[(t - pos) * row..][..row];
                                let (mut wc, mut ws) = (vec![0u8; cb], vec![0u8; sb]);
                                kv.encode(x, &mut wc, &mut ws);
                                assert_eq!(c, &wc[..], "{kv} row {row} codes at {t}");
                                assert_eq!(s, &ws[..], "{kv} row {row} scales at {t}");
                            } else {
                                assert!(c.iter().all(|&b| b == fill), "{kv}: row {t} written");
                            }
                        }
                    }
                }
            }
        })
        .expect("store kernel builds");
    }
}

fn model(dir: &Path, preset: &str) -> LoadedModel {
    strata_tests::synth_gpu_model(dir, preset, "F32")
}

fn executor(engine: &Engine, kv: KvType) -> (GpuExecutor, Ledger) {
    let ledger = Ledger::new(LedgerConfig::default()).expect("ledger");
    let ex = GpuExecutor::with_kv(
        Box::new(HostDriver::new()),
        ledger.clone(),
        engine.plan(),
        engine.weights(),
        (N_CTX, kv),
        true,
        None,
    )
    .expect("GPU executor on the host driver");
    (ex, ledger)
}

/// Prompt rows then greedy decode steps of `ex`: every row's logits and the decoded tokens.
fn gpu_rows(ex: &mut GpuExecutor, engine: &Engine, prompt: &[u32]) -> (Vec<Vec<f32>>, Vec<u32>) {
    let n_vocab = engine.plan().config.n_vocab as usize;
    let flat = ex
        .prompt(engine.weights(), prompt, 0, Some(0), None)
        .expect("prompt");
    let mut rows: Vec<Vec<f32>> = flat.chunks(n_vocab).map(<[f32]>::to_vec).collect();
    let mut toks = vec![argmax(&rows[prompt.len() - 1]) as u32];
    for i in 0..DECODE {
        let l = ex
            .step(engine.weights(), toks[i], prompt.len() + i, true)
            .expect("decode step")
            .expect("logits");
        toks.push(argmax(&l) as u32);
        rows.push(l);
    }
    (rows, toks)
}

/// The fast CPU executor keeping the cache in `kv`, fed the prompt then `toks`.
fn cpu_rows(plan: &Path, kv: KvType, prompt: &[u32], toks: &[u32]) -> Vec<Vec<f32>> {
    let fast = Engine::load(
        plan,
        EngineOptions {
            executor: ExecutorKind::Fast,
            device: DeviceSpec::Cpu,
            threads: Some(1),
            n_ctx: Some(N_CTX),
            kv: Some(kv),
            ..Default::default()
        },
    )
    .expect("fast engine");
    let n_vocab = fast.plan().config.n_vocab as usize;
    let mut s = fast.new_session();
    let flat = fast.eval(&mut s, prompt, Outputs::All).expect("prompt");
    let mut rows: Vec<Vec<f32>> = flat.chunks(n_vocab).map(<[f32]>::to_vec).collect();
    for &t in &toks[..DECODE] {
        rows.push(fast.eval(&mut s, &[t], Outputs::Last).expect("step"));
    }
    rows
}

fn max_diff(a: &[Vec<f32>], b: &[Vec<f32>]) -> (usize, f32) {
    assert_eq!(a.len(), b.len());
    let mut top1 = 0;
    let mut d = 0.0f32;
    for (x, y) in a.iter().zip(b) {
        assert!(x.iter().all(|v| v.is_finite()), "non-finite logits");
        top1 += usize::from(argmax(x) == argmax(y));
        d = x.iter().zip(y).fold(d, |m, (p, q)| m.max((p - q).abs()));
    }
    (top1, d)
}

/// Most |Δlogit| between the GPU and the CPU keeping the same KV type, F32 weights: f32 and
/// f16 caches hold the same values on both, only f32 sums run in another order (measured
/// 2.9e-6 and 1.7e-4 on tiny-qwen3moe); q8 codes come from K/V values that may differ in their
/// last bits, so a code can land one step apart, though here none did (measured 2.4e-6).
const SAME_TYPE_BOUND: [f32; 3] = [5e-3, 5e-3, 5e-2];

/// Every KV type through the batched prompt (the fused rope + store for f32/f16, the in-place
/// ropes then the grouped store for q8) and decode steps, against the CPU executor of that type;
/// the device's KV arena is the type's bytes exactly, and q8's logits are q8's (not f32's).
#[test]
fn every_kv_type_runs_the_prompt_and_decode_as_the_cpu_does() {
    let dir = tempfile::tempdir().expect("tempdir");
    let m = model(dir.path(), "tiny-qwen3moe");
    let plan = m.plan_path.clone();
    let cfg = m.plan.config.clone();
    let engine = Engine::from_model(
        m,
        EngineOptions {
            executor: ExecutorKind::Reference,
            device: DeviceSpec::Cpu,
            n_ctx: Some(N_CTX),
            ..Default::default()
        },
    )
    .expect("engine");
    let n_vocab = cfg.n_vocab as usize;
    let prompt: Vec<u32> = (0..PROMPT)
        .map(|i| ((i * 37 + 5) % n_vocab) as u32)
        .collect();
    let row = (cfg.n_head_kv * cfg.head_dim) as usize;
    let mut by_type = Vec::new();
    for (i, kv) in KvType::ALL.into_iter().enumerate() {
        let (mut ex, ledger) = executor(&engine, kv);
        // One buffer per layer for K and one for V, each aligned to the arena's 256 bytes.
        let want_kv =
            2 * cfg.n_layer as u64 * kv_plane_bytes(kv, row, N_CTX).1.next_multiple_of(256);
        assert_eq!(
            ex.schedule().arena_bytes(Arena::Kv),
            want_kv,
            "{kv}: KV arena"
        );
        let (gpu, toks) = gpu_rows(&mut ex, &engine, &prompt);
        let cpu = cpu_rows(&plan, kv, &prompt, &toks);
        let (top1, d) = max_diff(&gpu, &cpu);
        eprintln!(
            "tiny-qwen3moe F32 --kv {kv}: GPU vs CPU of the same type: top-1 {top1}/{}, max \
             |dlogit| {d:.3e}; KV {want_kv} bytes",
            gpu.len()
        );
        assert_eq!(top1, gpu.len(), "{kv}: top-1");
        assert!(d <= SAME_TYPE_BOUND[i], "{kv}: max |dlogit| {d}");
        drop(ex);
        assert_eq!(ledger.used(), 0);
        by_type.push(gpu);
    }
    // q8 codes move the logits off f32's (so the q8 kernels really ran), by a little.
    let (_, d) = max_diff(&by_type[2], &by_type[0]);
    eprintln!("GPU q8 vs GPU f32: max |dlogit| {d:.3e}");
    assert!(d > 0.0 && d < 0.5, "q8 vs f32: {d}");
}

/// gpt-oss's decode (sliding-window layers, sinks, YaRN ropes that do not fuse with a q8
/// store) with every KV type against the CPU executor of that type, token by token past the
/// window.
#[test]
fn gptoss_decodes_with_every_kv_type_as_the_cpu_does() {
    let dir = tempfile::tempdir().expect("tempdir");
    let m = model(dir.path(), "tiny-gptoss");
    let plan = m.plan_path.clone();
    let n_vocab = m.plan.config.n_vocab as usize;
    let engine = Engine::from_model(
        m,
        EngineOptions {
            executor: ExecutorKind::Reference,
            device: DeviceSpec::Cpu,
            n_ctx: Some(N_CTX),
            ..Default::default()
        },
    )
    .expect("engine");
    let prompt: Vec<u32> = (0..PROMPT)
        .map(|i| ((i * 53 + 11) % n_vocab) as u32)
        .collect();
    for (i, kv) in KvType::ALL.into_iter().enumerate() {
        let (mut ex, _ledger) = executor(&engine, kv);
        let (gpu, toks) = gpu_rows(&mut ex, &engine, &prompt);
        let cpu = cpu_rows(&plan, kv, &prompt, &toks);
        let (top1, d) = max_diff(&gpu, &cpu);
        eprintln!(
            "tiny-gptoss F32 --kv {kv}: GPU vs CPU of the same type: top-1 {top1}/{}, max \
             |dlogit| {d:.3e}",
            gpu.len()
        );
        assert_eq!(top1, gpu.len(), "gpt-oss {kv}: top-1");
        assert!(d <= SAME_TYPE_BOUND[i], "gpt-oss {kv}: max |dlogit| {d}");
    }
}
