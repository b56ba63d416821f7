//! Server counters and their Prometheus text exposition (`GET /metrics`).
//!
//! Throughput gauges are computed from the last finished generation (tokens / seconds) and the
//! totals from all of them, so a scrape shows both the current and the long-run rate.

use std::fmt::Write as _;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};

use super::backend::{EngineGauges, GenerationStats};

/// Counters shared by the handlers and the worker.
#[derive(Debug, Default)]
pub struct Metrics {
    /// Requests received per route (`chat`, `completions`, `models`, `health`, `metrics`, `other`).
    pub requests: [AtomicU64; 6],
    /// Requests answered with a 4xx.
    pub client_errors: AtomicU64,
    /// Requests answered with a 5xx other than queue-full.
    pub server_errors: AtomicU64,
    /// Requests refused because the queue was full.
    pub rejected: AtomicU64,
    /// Requests whose output was constrained by a grammar (`response_format` json_object,
    /// json_schema, grammar, regex; tool calls), counted when accepted.
    pub constrained: AtomicU64,
    /// Jobs waiting in the queue.
    pub queue_depth: AtomicUsize,
    /// Whether a generation is running.
    pub decoding: AtomicBool,
    totals: Mutex<Totals>,
}

#[derive(Debug, Default, Clone, Copy)]
struct Totals {
    prompt_tokens: u64,
    completion_tokens: u64,
    prefill_seconds: f64,
    decode_seconds: f64,
    last_prefill_tps: f64,
    last_decode_tps: f64,
    generations: u64,
}

/// Route labels in the order of [`Metrics::requests`].
pub const ROUTES: [&str; 6] = [
    "chat",
    "completions",
    "models",
    "health",
    "metrics",
    "other",
];

impl Metrics {
    /// Counts one request on `route` (an entry of [`ROUTES`]).
    pub fn count_request(&self, route: &str) {
        let i = ROUTES
            .iter()
            .position(|r| *r == route)
            .unwrap_or(ROUTES.len() - 1);
        self.requests[i].fetch_add(1, Ordering::Relaxed);
    }

    /// Adds a finished generation's tokens and timings.
    pub fn record_generation(&self, stats: &GenerationStats) {
        let mut t = match self.totals.lock() {
            Ok(t) => t,
            Err(poisoned) => poisoned.into_inner(),
        };
        t.generations += 1;
        t.prompt_tokens += stats.prompt_tokens as u64;
        t.completion_tokens += stats.completion_tokens as u64;
        t.prefill_seconds += stats.prefill_seconds;
        t.decode_seconds += stats.decode_seconds;
        if stats.prefill_seconds > 0.0 {
            t.last_prefill_tps = stats.prompt_tokens as f64 / stats.prefill_seconds;
        }
        if stats.decode_seconds > 0.0 {
            t.last_decode_tps = stats.completion_tokens as f64 / stats.decode_seconds;
        }
    }

    /// The Prometheus text exposition (format 0.0.4).
    pub fn render(&self, model: &str) -> String {
        let t = match self.totals.lock() {
            Ok(t) => *t,
            Err(poisoned) => *poisoned.into_inner(),
        };
        let mut s = String::new();
        let model = model.replace('\\', "\\\\").replace('"', "\\\"");
        let _ = writeln!(
            s,
            "# HELP strata_requests_total HTTP requests received, by route."
        );
        let _ = writeln!(s, "# TYPE strata_requests_total counter");
        for (i, route) in ROUTES.iter().enumerate() {
            let _ = writeln!(
                s,
                "strata_requests_total{{route=\"{route}\"}} {}",
                self.requests[i].load(Ordering::Relaxed)
            );
        }
        let counters: [(&str, &str, u64); 7] = [
            (
                "strata_request_client_errors_total",
                "Requests answered with a 4xx error.",
                self.client_errors.load(Ordering::Relaxed),
            ),
            (
                "strata_request_server_errors_total",
                "Requests answered with a 5xx error other than queue full.",
                self.server_errors.load(Ordering::Relaxed),
            ),
            (
                "strata_requests_rejected_total",
                "Requests refused with 503 because the queue was full.",
                self.rejected.load(Ordering::Relaxed),
            ),
            (
                "strata_constrained_requests_total",
                "Requests whose output a grammar constrained (JSON, schema, tool calls).",
                self.constrained.load(Ordering::Relaxed),
            ),
            (
                "strata_generations_total",
                "Generations finished.",
                t.generations,
            ),
            (
                "strata_prompt_tokens_total",
                "Prompt tokens processed.",
                t.prompt_tokens,
            ),
            (
                "strata_completion_tokens_total",
                "Tokens generated.",
                t.completion_tokens,
            ),
        ];
        for (name, help, value) in counters {
            let _ = writeln!(s, "# HELP {name} {help}");
            let _ = writeln!(s, "# TYPE {name} counter");
            let _ = writeln!(s, "{name}{{model=\"{model}\"}} {value}");
        }
        let rate = |tokens: u64, secs: f64| {
            if secs > 0.0 {
                tokens as f64 / secs
            } else {
                0.0
            }
        };
        let gauges: [(&str, &str, f64); 7] = [
            (
                "strata_prefill_tokens_per_second",
                "Prompt processing speed of the last generation.",
                t.last_prefill_tps,
            ),
            (
                "strata_decode_tokens_per_second",
                "Decode speed of the last generation.",
                t.last_decode_tps,
            ),
            (
                "strata_prefill_tokens_per_second_avg",
                "Prompt processing speed over all generations.",
                rate(t.prompt_tokens, t.prefill_seconds),
            ),
            (
                "strata_decode_tokens_per_second_avg",
                "Decode speed over all generations.",
                rate(t.completion_tokens, t.decode_seconds),
            ),
            (
                "strata_queue_depth",
                "Requests waiting for the decoder.",
                self.queue_depth.load(Ordering::SeqCst) as f64,
            ),
            (
                "strata_decoding",
                "1 while a generation is running.",
                if self.decoding.load(Ordering::SeqCst) {
                    1.0
                } else {
                    0.0
                },
            ),
            (
                "strata_busy_seconds",
                "Seconds spent in prompt processing and decode.",
                t.prefill_seconds + t.decode_seconds,
            ),
        ];
        for (name, help, value) in gauges {
            let _ = writeln!(s, "# HELP {name} {help}");
            let _ = writeln!(s, "# TYPE {name} gauge");
            let _ = writeln!(s, "{name}{{model=\"{model}\"}} {value}");
        }
        s
    }

    /// The engine's gauges (expert cache, CAR, VRAM ledger) in the same exposition; nothing for
    /// what the engine does not have.
    pub fn render_engine(&self, model: &str, g: &EngineGauges) -> String {
        let model = model.replace('\\', "\\\\").replace('"', "\\\"");
        let mut rows: Vec<(&str, &str, &str, f64)> = Vec::new();
        if let Some(e) = &g.experts {
            rows.extend([
                (
                    "strata_expert_slots",
                    "gauge",
                    "Expert-cache slots in all.",
                    e.slots as f64,
                ),
                (
                    "strata_expert_cache_hit_rate",
                    "gauge",
                    "Share of decode expert picks (after CAR) that were resident.",
                    e.hit_rate(),
                ),
                (
                    "strata_expert_misses_per_token",
                    "gauge",
                    "Non-resident expert picks per decoded token, after CAR.",
                    e.misses_per_token(),
                ),
                (
                    "strata_expert_hits_total",
                    "counter",
                    "Decode expert picks served by a resident expert.",
                    e.hits as f64,
                ),
                (
                    "strata_expert_misses_total",
                    "counter",
                    "Decode expert picks that were not resident.",
                    e.misses as f64,
                ),
                (
                    "strata_expert_moves_total",
                    "counter",
                    "Experts moved into the cache by the adaptive policy.",
                    e.moves as f64,
                ),
                (
                    "strata_car_substitutions_total",
                    "counter",
                    "Cache-aware routing substitutions.",
                    e.car.substitutions as f64,
                ),
                (
                    "strata_car_substitutions_per_token",
                    "gauge",
                    "Cache-aware routing substitutions per decoded token.",
                    e.substitutions_per_token(),
                ),
                (
                    "strata_car_mean_accepted_ratio",
                    "gauge",
                    "Mean router probability ratio of accepted substitutions.",
                    e.car.mean_ratio(),
                ),
            ]);
        }
        if let Some(t) = g.car_threshold {
            rows.push((
                "strata_car_threshold",
                "gauge",
                "Cache-aware routing threshold (1 or more = off).",
                t,
            ));
        }
        if let Some((used, peak)) = g.vram {
            rows.push((
                "strata_vram_ledger_used_bytes",
                "gauge",
                "Device memory charged to the VRAM ledger.",
                used as f64,
            ));
            rows.push((
                "strata_vram_ledger_peak_bytes",
                "gauge",
                "Most device memory ever charged to the VRAM ledger.",
                peak as f64,
            ));
        }
        if let Some(o) = &g.offload {
            let layers = (o.layers as f64).max(1.0);
            rows.extend([
                (
                    "strata_offload_gpu_expert_ms_per_token",
                    "gauge",
                    "Device time of the resident experts' launches per decoded token.",
                    o.per_step(o.gpu_expert_ms),
                ),
                (
                    "strata_offload_cpu_expert_ms_per_token",
                    "gauge",
                    "CPU-pool time computing missed experts per decoded token.",
                    o.per_step(o.cpu_expert_ms),
                ),
                (
                    "strata_offload_gpu_hidden_share",
                    "gauge",
                    "Share of MoE layers whose GPU part finished before the CPU pool's.",
                    o.layers_gpu_first as f64 / layers,
                ),
                (
                    "strata_offload_pcie_bytes_per_token",
                    "gauge",
                    "Host-to-device bytes per decoded token (expert copies, missed rows, bus reads).",
                    o.per_step((o.copy_bytes + o.row_bytes + o.bus_bytes) as f64),
                ),
                (
                    "strata_offload_slots_given_back_total",
                    "counter",
                    "Expert slots the VRAM guard gave back to the device.",
                    o.slots_given_back as f64,
                ),
                (
                    "strata_offload_step_ms_per_token",
                    "gauge",
                    "Wall time of a decode step through the expert cache.",
                    o.per_step(o.step_ms),
                ),
                (
                    "strata_offload_sync_wait_ms_per_token",
                    "gauge",
                    "Host time per decoded token waiting for the device at the MoE layers.",
                    o.per_step(o.sync_wait_ms),
                ),
                (
                    "strata_offload_bus_picks_per_token",
                    "gauge",
                    "Missed experts per decoded token the GPU read over the bus instead of the CPU pool.",
                    o.per_step(o.bus_picks as f64),
                ),
                (
                    "strata_offload_prefetch_copies_per_token",
                    "gauge",
                    "Experts per decoded token the look-ahead copied before their layer was routed.",
                    o.per_step(o.prefetch_copies as f64),
                ),
                (
                    "strata_offload_prefetch_hits_per_token",
                    "gauge",
                    "Misses per decoded token served by the look-ahead's copies.",
                    o.per_step(o.prefetch_hits as f64),
                ),
            ]);
        }
        let mut s = String::new();
        for (name, kind, help, value) in rows {
            let _ = writeln!(s, "# HELP {name} {help}");
            let _ = writeln!(s, "# TYPE {name} {kind}");
            let _ = writeln!(s, "{name}{{model=\"{model}\"}} {value}");
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::exec::gpu::cache::CacheStats;
    use crate::server::backend::EngineGauges;

    /// Every offload gauge is rendered with its HELP and TYPE lines, per decoded token where it
    /// says so; none of them without a device cache.
    #[test]
    fn offload_gauges_are_rendered_per_token() {
        let m = Metrics::default();
        let none = m.render_engine("m", &EngineGauges::default());
        assert!(!none.contains("strata_offload_"), "{none}");
        let stats = CacheStats {
            decode_steps: 4,
            layers: 8,
            layers_gpu_first: 2,
            step_ms: 40.0,
            sync_wait_ms: 8.0,
            bus_picks: 6,
            prefetch_copies: 12,
            prefetch_hits: 10,
            ..CacheStats::default()
        };
        let g = EngineGauges {
            offload: Some(stats),
            ..EngineGauges::default()
        };
        let s = m.render_engine("m", &g);
        for (name, value) in [
            ("strata_offload_step_ms_per_token", "10"),
            ("strata_offload_sync_wait_ms_per_token", "2"),
            ("strata_offload_bus_picks_per_token", "1.5"),
            ("strata_offload_prefetch_copies_per_token", "3"),
            ("strata_offload_prefetch_hits_per_token", "2.5"),
            ("strata_offload_gpu_hidden_share", "0.25"),
        ] {
            assert!(s.contains(&format!("# TYPE {name} gauge")), "{name}: {s}");
            assert!(
                s.contains(&format!("{name}{{model=\"m\"}} {value}\n")),
                "{name}: {s}"
            );
        }
    }
}
