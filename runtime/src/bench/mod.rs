//! `strata-rt bench`: prefill and decode speed of a plan on this machine, beside the memory
//! bandwidth ceiling.
//!
//! Decode at batch 1 is memory-bound: every token reads the active weights once (dense tensors,
//! the router's `k` picked experts per layer, one embedding row), so
//! `ceiling tok/s = measured copy bandwidth / active bytes per token`. The bandwidth is measured
//! here, in the same run, by copying a buffer much larger than the caches with the same thread
//! count.

use std::time::Instant;

use serde::Serialize;
use strata_ir::graph::WeightRole;

use crate::cpu::CpuPool;
use crate::engine::Engine;
use crate::error::RuntimeError;
use crate::exec::Outputs;

/// What a bench run measured.
#[derive(Debug, Clone, Serialize)]
pub struct BenchReport {
    pub device: String,
    pub threads: usize,
    pub prompt_len: usize,
    pub gen_len: usize,
    /// Prompt tokens per second (one batch of `prompt_len` tokens).
    pub prefill_tok_s: f64,
    /// Generated tokens per second (batch 1, after the prompt).
    pub decode_tok_s: f64,
    /// Bytes of weights one decoded token reads.
    pub active_bytes_per_token: u64,
    /// Measured memory copy bandwidth (bytes read + written per second).
    pub copy_bandwidth_gb_s: f64,
    /// `copy_bandwidth / active_bytes_per_token`.
    pub ceiling_tok_s: f64,
    /// `decode_tok_s / ceiling_tok_s`.
    pub decode_fraction_of_ceiling: f64,
    /// The greedy tokens decoded (so a peer's run on the same prompt can be compared).
    pub tokens: Vec<u32>,
    /// Peak bytes the VRAM ledger held (GPU devices only). On a GPU the copy bandwidth and
    /// ceiling above are still the host's.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub vram_peak_bytes: Option<u64>,
    /// Device memory in use on the whole card after the run (`total − free` from the driver;
    /// GPU devices only). Less the ledger's peak it is what the process held outside the
    /// ledger, if nothing else ran on the card: the floor for `--vram-reserve-mib`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub device_used_bytes: Option<u64>,
    /// The device expert cache's decode counters (GPU with a cache only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub offload: Option<OffloadReport>,
    /// Where a decoded token's time went (only with profiling on, see [`crate::profile`]).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub decode_profile: Vec<ProfileRow>,
    /// Where the timed prompt's time went, per prompt token (only with profiling on).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub prefill_profile: Vec<ProfileRow>,
}

/// A GPU expert cache's decode: per token and per MoE layer, where the time and the bytes went.
#[derive(Debug, Clone, Serialize)]
pub struct OffloadReport {
    /// Slots allocated at load, given back by the VRAM guard since, and one slot's bytes.
    pub slots: usize,
    pub slots_given_back: usize,
    pub slot_bytes: u64,
    pub moe_layers: u64,
    /// Wall time of a decode step.
    pub step_ms_per_token: f64,
    /// Device time of the hits' expert launches, host time of the misses on the CPU pool, and
    /// host time waiting for the device to reach each router, summed over a token's layers.
    pub gpu_expert_ms_per_token: f64,
    pub cpu_expert_ms_per_token: f64,
    pub sync_wait_ms_per_token: f64,
    /// The same per MoE layer.
    pub gpu_expert_ms_per_layer: f64,
    pub cpu_expert_ms_per_layer: f64,
    /// Share of layers whose GPU part had finished when the CPU pool's was done: there the
    /// layer's expert phase took the CPU's time alone (max, not sum).
    pub gpu_hidden_share: f64,
    /// Host-to-device bytes per token: expert copies, the misses' rows plus slot picks, and the
    /// experts read over the bus.
    pub pcie_bytes_per_token: f64,
    pub copy_bytes_per_token: f64,
    /// Expert weight bytes read per token on the GPU (hits) and on the CPU pool (misses).
    pub gpu_expert_bytes_per_token: f64,
    pub cpu_expert_bytes_per_token: f64,
    /// Misses the GPU read over the bus per token (their weight bytes are in
    /// `pcie_bytes_per_token`).
    pub bus_picks_per_token: f64,
    pub bus_bytes_per_token: f64,
    /// Of the bus picks, those copied into staging slots by the copy engine before the launch
    /// (`STRATA_BUS_STAGE`), per token.
    pub bus_staged_picks_per_token: f64,
    /// Look-ahead prefetches per token (`STRATA_PREFETCH`): experts copied before their layer
    /// was routed, and the misses they served.
    pub prefetch_copies_per_token: f64,
    pub prefetch_hits_per_token: f64,
    /// The prefetch cap's mean over the layers that prefetched (`STRATA_PREFETCH=auto`
    /// adapts it).
    pub prefetch_cap_mean: f64,
    /// Share of the layers that prefetched whose copies had not landed by their host point.
    pub prefetch_late_share: f64,
    /// The CPU touch (`STRATA_CPU_TOUCH`) per token: experts whose bytes the pool read while
    /// the host waited for the device, the bytes read, and the touched experts the pool then
    /// computed as misses.
    pub touch_experts_per_token: f64,
    pub touch_bytes_per_token: f64,
    pub touch_hits_per_token: f64,
    /// Host time per token at the host points outside the CPU's misses and the waits: queuing
    /// a layer's copies and expert launches (after CAR and the split), and the rows' copies
    /// plus the next launches and read-backs.
    pub host_issue_ms_per_token: f64,
    pub host_post_ms_per_token: f64,
    /// Share of the MoE layers whose rows' copies and next launches were queued behind a host
    /// gate before the CPU pool ran (`STRATA_GPU_GATE`; layers without CPU misses never are).
    pub gated_share: f64,
    /// Expert copies landed per token, and times the VRAM guard acted.
    pub copies_per_token: f64,
    pub guard_triggers: u64,
    /// The timed prompt's MoE layers with misses, per chunk, by where the misses ran
    /// (`STRATA_PROMPT_MISSES`; per layer in the prompt profile). `from_stats` gives the
    /// cache's totals; `bench` the timed prompt's.
    pub prompt_miss_arm: PromptMissArm,
}

/// Counts of (prompt chunk, MoE layer) pairs whose misses were streamed or ran on the CPU pool.
#[derive(Debug, Clone, Copy, Serialize)]
pub struct PromptMissArm {
    pub stream: u64,
    pub cpu: u64,
}

impl OffloadReport {
    /// The report of a cache's counters.
    pub fn from_stats(s: &crate::exec::gpu::cache::CacheStats) -> Self {
        let layers = (s.layers as f64).max(1.0);
        OffloadReport {
            slots: s.slots,
            slots_given_back: s.slots_given_back,
            slot_bytes: s.slot_bytes,
            moe_layers: s.layers.checked_div(s.decode_steps).unwrap_or(0),
            step_ms_per_token: s.per_step(s.step_ms),
            gpu_expert_ms_per_token: s.per_step(s.gpu_expert_ms),
            cpu_expert_ms_per_token: s.per_step(s.cpu_expert_ms),
            sync_wait_ms_per_token: s.per_step(s.sync_wait_ms),
            gpu_expert_ms_per_layer: s.gpu_expert_ms / layers,
            cpu_expert_ms_per_layer: s.cpu_expert_ms / layers,
            gpu_hidden_share: s.layers_gpu_first as f64 / layers,
            pcie_bytes_per_token: s.per_step((s.copy_bytes + s.row_bytes + s.bus_bytes) as f64),
            bus_picks_per_token: s.per_step(s.bus_picks as f64),
            bus_bytes_per_token: s.per_step(s.bus_bytes as f64),
            bus_staged_picks_per_token: s.per_step(s.bus_staged_picks as f64),
            prefetch_copies_per_token: s.per_step(s.prefetch_copies as f64),
            prefetch_hits_per_token: s.per_step(s.prefetch_hits as f64),
            prefetch_cap_mean: s.prefetch_cap_sum as f64 / (s.prefetch_layers as f64).max(1.0),
            prefetch_late_share: s.prefetch_late as f64 / (s.prefetch_layers as f64).max(1.0),
            touch_experts_per_token: s.per_step(s.touch_experts as f64),
            touch_bytes_per_token: s.per_step(s.touch_bytes as f64),
            touch_hits_per_token: s.per_step(s.touch_hits as f64),
            host_issue_ms_per_token: s.per_step(s.host_issue_ms),
            host_post_ms_per_token: s.per_step(s.host_post_ms),
            gated_share: s.gated_layers as f64 / layers,
            copy_bytes_per_token: s.per_step(s.copy_bytes as f64),
            gpu_expert_bytes_per_token: s.per_step(s.hit_bytes as f64),
            cpu_expert_bytes_per_token: s.per_step(s.miss_bytes as f64),
            copies_per_token: s.per_step(s.copies as f64),
            guard_triggers: s.guard_triggers,
            prompt_miss_arm: PromptMissArm {
                stream: s.prompt_stream_layers,
                cpu: s.prompt_cpu_layers,
            },
        }
    }
}

/// One line of the decode profile: a named span's wall time per decoded token.
#[derive(Debug, Clone, Serialize)]
pub struct ProfileRow {
    pub name: String,
    pub ms_per_token: f64,
    pub events_per_token: f64,
}

/// Bytes of weights one token at batch 1 reads: every dense weight in full, `k / n_expert` of
/// every routed-expert tensor, and one row of the embedding table.
pub fn active_bytes_per_token(engine: &Engine) -> u64 {
    let plan = engine.plan();
    let cfg = &plan.config;
    let mut total = 0u64;
    let tied = cfg.tied_output;
    for (w, t) in plan.graph.weights().iter().zip(&plan.tensors) {
        total += match w.role {
            WeightRole::Expert if cfg.n_expert > 0 => {
                t.n_bytes / u64::from(cfg.n_expert) * u64::from(cfg.n_expert_used)
            }
            WeightRole::Embedding if !tied => {
                let rows = t.shape.iter().skip(1).product::<u64>().max(1);
                t.n_bytes / rows
            }
            _ => t.n_bytes,
        };
    }
    total
}

/// Copy bandwidth with `threads` threads over a 512 MiB buffer (best of three), in GB/s counting
/// both the bytes read and the bytes written. The copy runs on the same kind of pool as the
/// matvecs ([`CpuPool::for_each`]), so the ceiling and the decode pay the same hand-off.
pub fn copy_bandwidth_gb_s(threads: usize) -> f64 {
    const BYTES: usize = 512 << 20;
    let n = BYTES / 8;
    let src: Vec<u64> = (0..n as u64).collect();
    let mut dst = vec![0u64; n];
    let Ok(pool) = CpuPool::new(threads) else {
        return 0.0;
    };
    let chunk = n.div_ceil(threads.max(1) * 4);
    let mut best = f64::MAX;
    for _ in 0..3 {
        let t0 = Instant::now();
        let mut pairs: Vec<(&mut [u64], &[u64])> =
            dst.chunks_mut(chunk).zip(src.chunks(chunk)).collect();
        pool.for_each(&mut pairs, &|(d, s)| d.copy_from_slice(s));
        drop(pairs);
        best = best.min(t0.elapsed().as_secs_f64());
        std::hint::black_box(&dst);
    }
    (2 * BYTES) as f64 / best / 1e9
}

/// Runs a `prompt_len`-token prompt (deterministic ids) and then `gen_len` greedy decode steps,
/// after (when `warmup`) a prompt as long and two decode steps in a throwaway session: the first
/// run pays one-time costs (page faults on the mapping, a BLAS library loading its kernels and
/// resolving each GEMM shape) that llama-bench's own warm-up run keeps out of its numbers too.
pub fn run(
    engine: &Engine,
    prompt_len: usize,
    gen_len: usize,
    warmup: bool,
) -> Result<BenchReport, RuntimeError> {
    if prompt_len == 0 {
        return Err(RuntimeError::InvalidArgument(
            "--prompt-len must be at least 1".into(),
        ));
    }
    if prompt_len + gen_len > engine.n_ctx() {
        return Err(RuntimeError::ContextFull {
            needed: prompt_len + gen_len,
            capacity: engine.n_ctx(),
        });
    }
    let n_vocab = engine.n_vocab() as u64;
    // A fixed multiplicative sequence: varied ids, identical across runs and peers.
    let prompt: Vec<u32> = (0..prompt_len as u64)
        .map(|i| ((i * 2_654_435_761 + 7) % n_vocab) as u32)
        .collect();
    if warmup {
        // Other ids (another sequence, as llama-bench's random ones): a GPU engine keeps the
        // tokens its device cache holds, and the same prompt would be a cache hit.
        let other: Vec<u32> = (0..prompt_len as u64)
            .map(|i| ((i * 2_654_435_761 + 11) % n_vocab) as u32)
            .collect();
        let mut s = engine.new_session();
        let mut l = engine.eval(&mut s, &other, Outputs::Last)?;
        for _ in 0..gen_len.min(2) {
            let tok = crate::sampler::argmax(&l).unwrap_or(0);
            l = engine.decode_step(&mut s, tok)?;
        }
        engine.reset_prompt_profile();
    }
    let mut session = engine.new_session();
    // The warm-up's spans are not the timed prompt's.
    crate::profile::take();
    let arms = |e: &Engine| {
        e.cache_stats()
            .map_or((0, 0), |s| (s.prompt_stream_layers, s.prompt_cpu_layers))
    };
    let arms0 = arms(engine);
    let t0 = Instant::now();
    let mut logits = engine.eval(&mut session, &prompt, Outputs::Last)?;
    let prefill_s = t0.elapsed().as_secs_f64();
    let arms1 = arms(engine);
    // The timed prompt's alone (the counters are reset before decode).
    let prompt_miss_arm = PromptMissArm {
        stream: arms1.0.saturating_sub(arms0.0),
        cpu: arms1.1.saturating_sub(arms0.1),
    };
    let mut tokens = Vec::with_capacity(gen_len);
    let prefill_profile = profile_rows(prompt_len, prefill_s);
    engine.reset_cache_stats();
    let t0 = Instant::now();
    for _ in 0..gen_len {
        let tok = crate::sampler::argmax(&logits).unwrap_or(0);
        logits = engine.decode_step(&mut session, tok)?;
        tokens.push(tok);
    }
    let decode_s = t0.elapsed().as_secs_f64();
    let decode_profile = profile_rows(gen_len, decode_s);
    let active = active_bytes_per_token(engine);
    let bw = copy_bandwidth_gb_s(engine.threads());
    let ceiling = if active > 0 {
        bw * 1e9 / active as f64
    } else {
        0.0
    };
    let decode_tok_s = if decode_s > 0.0 {
        gen_len as f64 / decode_s
    } else {
        0.0
    };
    Ok(BenchReport {
        device: engine.device(),
        threads: engine.threads(),
        prompt_len,
        gen_len,
        prefill_tok_s: prompt_len as f64 / prefill_s,
        decode_tok_s,
        active_bytes_per_token: active,
        copy_bandwidth_gb_s: bw,
        ceiling_tok_s: ceiling,
        decode_fraction_of_ceiling: if ceiling > 0.0 {
            decode_tok_s / ceiling
        } else {
            0.0
        },
        tokens,
        vram_peak_bytes: engine.vram().map(|(_, peak)| peak),
        device_used_bytes: engine.device_used(),
        offload: engine.cache_stats().map(|s| OffloadReport {
            prompt_miss_arm,
            ..OffloadReport::from_stats(&s)
        }),
        decode_profile,
        prefill_profile,
    })
}

/// The profile's totals since the last take, per token of `tokens` that took `wall_s` in all,
/// with a closing `(whole token)` row; empty when profiling is off.
fn profile_rows(tokens: usize, wall_s: f64) -> Vec<ProfileRow> {
    let per = tokens.max(1) as f64;
    let mut rows: Vec<ProfileRow> = crate::profile::take()
        .into_iter()
        .map(|(name, d, n)| ProfileRow {
            name: name.to_string(),
            ms_per_token: d.as_secs_f64() * 1e3 / per,
            events_per_token: n as f64 / per,
        })
        .collect();
    if !rows.is_empty() {
        rows.push(ProfileRow {
            name: "(whole token)".into(),
            ms_per_token: wall_s * 1e3 / per,
            events_per_token: 1.0,
        });
    }
    rows
}
