//! Running the prompt step ([`super::prompt::PromptSchedule`]) on the device: the prompt
//! arena, the chunks, the MoE host points (group the picks by expert, stage and multiply each
//! expert's rows), and the fallback to token-by-token steps when the device has no GEMM.
//!
//! A prompt of `n` tokens runs as chunks of at most `cap` tokens; chunk `c` starts at position
//! `p0 + c·cap`, so the KV cache fills exactly as token-by-token steps would fill it and the
//! decode step continues from the last position.

use std::collections::HashMap;

use strata_ir::plan::{GridDim, Plan};

use super::prompt::{GEMM_WORKSPACE, MoeGroup, PArg, PStep, PromptSchedule, Ref};
use super::prompt_misses::{ArmChooser, MissArm, MissMode, PromptMisses};
use super::{ArenaAlloc, GpuExecutor};
use crate::device::driver::{
    DevPtr, EventId, GemmShape, GemmType, KernelArg, KernelId, PinnedId, StreamId,
};
use crate::error::RuntimeError;
use crate::exec::experts::ExpertCache;
use crate::exec::{Backend, env_usize};
use crate::loader::Weights;

/// The residency and the CPU pool of an executor with an expert cache.
pub struct CachedRun<'a> {
    pub experts: &'a mut dyn ExpertCache,
    pub backend: &'a dyn Backend,
    /// The last token is a generated one (CAR and the policy's round run on it).
    pub decode: bool,
}

/// Rows of the largest prompt chunk (`STRATA_GPU_PROMPT_ROWS`); halved until the arena fits
/// the budget.
const DEFAULT_ROWS: usize = 512;
/// Bytes of f16 expert staging (`STRATA_GPU_PROMPT_STAGING_MIB`).
const DEFAULT_STAGING_MIB: u64 = 256;
/// Smallest chunk worth a prompt arena.
const MIN_ROWS: usize = 16;

/// The prompt path of one executor.
pub(super) struct PromptState {
    cap: usize,
    chunk_experts: usize,
    _arena: ArenaAlloc,
    own: Vec<DevPtr>,
    /// Per kernel of the schedule (same order in every build): the loaded kernel, its grid
    /// rule and block.
    kernels: Vec<(KernelId, [GridDim; 3], [u32; 3])>,
    kernel_names: Vec<String>,
    /// Embedding rows then the step words (at `step_off`).
    input: PinnedId,
    step_off: usize,
    /// Picks read back, and the sorted order written, per MoE layer.
    host_ids: PinnedId,
    host_idx: PinnedId,
    max_sel: usize,
    /// Tile tables written by the host for the grouped matmul (32 bytes per tile).
    host_tiles: PinnedId,
    max_tiles: usize,
    schedules: HashMap<usize, PromptSchedule>,
    plan: std::sync::Arc<Plan>,
    /// Whether a chunk has run on the device (a GEMM failing before that disables the path).
    proven: bool,
    /// Seconds per step kind (`STRATA_GPU_PROMPT_PROFILE=1`: a sync after every step).
    profile: Option<HashMap<String, (f64, u64)>>,
    /// The plan's recorded GEMM selections (calibration), resolved per launch.
    picker: super::gemm::GemmPicker,
    /// Expert cache only: the copy stream that fills the miss rings, and per ring the events
    /// "its copies landed" and "its last reader ran".
    copy_stream: Option<StreamId>,
    ring_copied: [Option<EventId>; 2],
    ring_free: [Option<EventId>; 2],
    ring_used: [bool; 2],
    ring_next: usize,
    /// Expert cache only: where each MoE layer's misses run (CPU pool or streamed), measured.
    misses: Option<PromptMisses>,
}

impl PromptState {
    /// The arena's device address (freed by the executor's drop).
    pub(super) fn arena_base(&self) -> DevPtr {
        self._arena.base
    }

    /// The miss rings' raw expert slots, as the (gate, up, down) device addresses of each:
    /// between prompt chunks nothing reads or writes them, so a decode step's staged bus reads
    /// (`DeviceCache::enable_staging`) borrow them. Empty without rings (no expert cache, or a
    /// prompt step without MoE scratch).
    pub(super) fn ring_slots(&self, addrs: &[DevPtr]) -> Vec<[DevPtr; 3]> {
        let Some(s) = self.schedules.get(&self.cap) else {
            return Vec::new();
        };
        for st in &s.steps {
            if let PStep::Moe(m) = st
                && let Some(rings) = m.rings
            {
                let mut v = Vec::with_capacity(2 * m.chunk_experts);
                for r in rings {
                    let base = r_ref(addrs, &self.own, r);
                    for j in 0..m.chunk_experts as u64 {
                        let slot = base + j * m.ring_stride;
                        v.push(m.ring_offsets.map(|o| slot + o));
                    }
                }
                return v;
            }
        }
        Vec::new()
    }
}

impl std::fmt::Debug for PromptState {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PromptState")
            .field("cap", &self.cap)
            .field("chunk_experts", &self.chunk_experts)
            .finish_non_exhaustive()
    }
}

/// A prompt step sized and charged before anything else takes the budget's rest.
pub(super) struct Planned {
    sched: PromptSchedule,
    charge: crate::device::ledger::Charge,
    chunk_experts: usize,
}

/// Sizes the prompt step for `dec` and charges its arena: the largest chunk (at most
/// `STRATA_GPU_PROMPT_ROWS`, 512) whose
/// arena fits what `ledger` has left, halved down to 16 rows. `None` (one log line) when the
/// plan cannot batch prompts (a kernel missing: recompile) or nothing fits.
pub(super) fn plan_prompt(
    plan: &Plan,
    dec: &super::schedule::Schedule,
    ledger: &crate::device::ledger::Ledger,
    driver: &mut dyn crate::device::driver::Driver,
) -> Result<Option<Planned>, RuntimeError> {
    if std::env::var("STRATA_GPU_PROMPT").is_ok_and(|v| v == "0") {
        return Ok(None);
    }
    // No BLAS library: nothing is charged (the budget stays the decode step's).
    if let Err(e) = driver.set_gemm_workspace(0, 0) {
        tracing::info!("gpu: {e}; prompts run token by token");
        return Ok(None);
    }
    let cached = dec.experts.is_some();
    let staging = env_usize("STRATA_GPU_PROMPT_STAGING_MIB").map_or(
        if cached {
            DEFAULT_STAGING_MIB / 4
        } else {
            DEFAULT_STAGING_MIB
        },
        |m| m as u64,
    ) << 20;
    let slab_f16 = plan
        .graph
        .node_ids()
        .into_iter()
        .filter_map(|id| match plan.graph.node(id).map(|n| &n.op) {
            Some(strata_ir::op::Op::MoeFfn { gate, .. }) => {
                let w = plan.graph.weight(*gate);
                Some(2 * w.shape.first().copied()? * w.shape.get(1).copied()?)
            }
            _ => None,
        })
        .max()
        .unwrap_or(1);
    let chunk_experts = ((staging / (3 * slab_f16.max(1))) as usize).max(1);
    let mut cap = env_usize("STRATA_GPU_PROMPT_ROWS")
        .unwrap_or(DEFAULT_ROWS)
        .min(dec.n_ctx)
        .max(1);
    loop {
        let s = match PromptSchedule::build(plan, dec, cap, cap, chunk_experts) {
            Ok(s) => s,
            Err(RuntimeError::Unsupported(why)) => {
                tracing::info!("{why}; prompts run token by token");
                return Ok(None);
            }
            Err(e) => return Err(e),
        };
        if crate::device::ledger::round_alloc(s.arena_bytes()) <= ledger.available() {
            let charge = ledger.charge(s.arena_bytes(), "prompt arena")?;
            return Ok(Some(Planned {
                sched: s,
                charge,
                chunk_experts,
            }));
        }
        if cap / 2 < MIN_ROWS {
            tracing::info!(
                "gpu: no room for a prompt arena ({:.1} MiB for {cap} rows, {:.1} MiB left); prompts run token by token",
                crate::device::ledger::mib(s.arena_bytes()),
                crate::device::ledger::mib(ledger.available())
            );
            return Ok(None);
        }
        cap /= 2;
    }
}

impl GpuExecutor {
    /// Sets up the prompt path with what [`plan_prompt`] charged: the arena allocated, the
    /// kernels loaded, the GEMM workspace handed to the driver. `Ok(None)` (one log line) when
    /// the driver has no BLAS library or, with an expert cache, cannot read misses over the bus;
    /// prompts then run token by token.
    pub(super) fn setup_prompt(
        &mut self,
        plan: &Plan,
        planned: Option<Planned>,
    ) -> Result<Option<PromptState>, RuntimeError> {
        // Read before anything is allocated, with or without a prompt path: a bad value is the
        // caller's error.
        let miss_mode = if self.cache.is_some() {
            Some(MissMode::from_env()?)
        } else {
            None
        };
        let Some(Planned {
            sched,
            charge,
            chunk_experts,
        }) = planned
        else {
            return Ok(None);
        };
        let cap = sched.cap;
        if let Err(e) = self.driver.set_gemm_workspace(0, 0) {
            tracing::info!("gpu: {e}; prompts run token by token");
            return Ok(None);
        }
        if self.cache.as_ref().is_some_and(|c| !c.has_bus()) {
            tracing::info!(
                "gpu: the GGUF mapping could not be registered for bus reads; prompts with the expert cache run token by token"
            );
            return Ok(None);
        }
        let base = self.driver.alloc(&charge)?;
        let (offs, total) = sched.layout();
        let ws = base + total;
        let arena = ArenaAlloc {
            base,
            _charge: charge,
        };
        if let Err(e) = self.driver.set_gemm_workspace(ws, GEMM_WORKSPACE) {
            tracing::info!("gpu: {e}; prompts run token by token");
            let _ = self.driver.free(base);
            return Ok(None);
        }
        let own: Vec<DevPtr> = offs.iter().map(|o| base + o).collect();
        let mut kernels = Vec::new();
        let mut kernel_names = Vec::new();
        for k in &sched.kernels {
            let kb = &plan.kernels[k.plan_index];
            let id = self.driver.load_kernel(&kb.name, &kb.code)?;
            kernels.push((id, kb.grid.clone(), kb.block_dim));
            kernel_names.push(k.name.clone());
        }
        let n_embd = self.schedule.n_embd;
        let step_off = (4 * cap * n_embd).next_multiple_of(64);
        let input = self.driver.alloc_pinned(step_off + 8)?;
        let max_k = sched
            .steps
            .iter()
            .filter_map(|s| match s {
                PStep::Moe(m) => Some(m.k),
                _ => None,
            })
            .max()
            .unwrap_or(1);
        let max_sel = cap * max_k;
        let host_ids = self.driver.alloc_pinned(4 * max_sel)?;
        // Per pick: its sorted row's token, the pick's sorted row, the sorted row's expert.
        let host_idx = self.driver.alloc_pinned(12 * max_sel)?;
        let max_tiles = sched
            .steps
            .iter()
            .filter_map(|s| match s {
                PStep::Moe(m) => Some(m.max_tiles),
                _ => None,
            })
            .max()
            .unwrap_or(1);
        let host_tiles = self.driver.alloc_pinned(32 * max_tiles)?;
        // The ones the f32 gather multiplies by.
        if let Some(PStep::Moe(m)) = sched.steps.iter().find(|s| matches!(s, PStep::Moe(_))) {
            let ones = self.driver.alloc_pinned(4 * max_sel)?;
            for c in self.driver.pinned(ones)?.chunks_exact_mut(4) {
                c.copy_from_slice(&1.0f32.to_le_bytes());
            }
            let dst = resolve(&self.addrs, &own, m.ones);
            self.driver
                .copy_to_device(dst, ones, 0, 4 * max_sel, self.stream)?;
            self.driver.synchronize(self.stream)?;
        }
        tracing::info!(
            "gpu prompt path: chunks of up to {cap} tokens, {:.1} MiB arena, {chunk_experts} experts staged at a time",
            crate::device::ledger::mib(sched.arena_bytes())
        );
        let profile = std::env::var("STRATA_GPU_PROMPT_PROFILE")
            .is_ok_and(|v| v == "1")
            .then(HashMap::new);
        let version = self
            .driver
            .gemm_library_version()
            .ok()
            .map(|v| v.to_string());
        let picker =
            super::gemm::GemmPicker::for_target(plan, &self.schedule.target, version.as_deref());
        if picker.solutions() > 0 {
            tracing::info!(
                "gpu prompt GEMMs: {} recorded solutions from the plan's calibration table",
                picker.solutions()
            );
        }
        let (copy_stream, ring_copied, ring_free) = if self.cache.is_some() {
            let cs = self.driver.create_stream()?;
            let mut ev = || self.driver.create_timing_event().map(Some);
            (Some(cs), [ev()?, ev()?], [ev()?, ev()?])
        } else {
            (None, [None; 2], [None; 2])
        };
        let misses = match miss_mode {
            Some(mode) => Some(self.setup_prompt_misses(&sched, mode, max_sel)?),
            None => None,
        };
        let mut schedules = HashMap::new();
        schedules.insert(cap, sched);
        Ok(Some(PromptState {
            cap,
            chunk_experts,
            _arena: arena,
            own,
            kernels,
            kernel_names,
            input,
            step_off,
            host_ids,
            host_idx,
            max_sel,
            host_tiles,
            max_tiles,
            schedules,
            plan: std::sync::Arc::new(plan.clone()),
            proven: false,
            profile,
            picker,
            copy_stream,
            ring_copied,
            ring_free,
            ring_used: [false; 2],
            ring_next: 0,
            misses,
        }))
    }

    /// The CPU arm's host buffers, the timing events per MoE point and the chooser.
    fn setup_prompt_misses(
        &mut self,
        sched: &PromptSchedule,
        mode: MissMode,
        max_sel: usize,
    ) -> Result<PromptMisses, RuntimeError> {
        let groups: Vec<&MoeGroup> = sched
            .steps
            .iter()
            .filter_map(|s| match s {
                PStep::Moe(m) => Some(m.as_ref()),
                _ => None,
            })
            .collect();
        let n_points = groups.iter().map(|m| m.point + 1).max().unwrap_or(0);
        let n = groups.iter().map(|m| m.n_embd).max().unwrap_or(1);
        let mut layers = vec![0u32; n_points];
        for m in &groups {
            layers[m.point] = m.layer;
        }
        let counters = PromptMisses::new_counters(&layers);
        let x_bytes = 4 * sched.cap * n;
        let rows_bytes = 4 * max_sel * n;
        let host_x = self.driver.alloc_pinned(x_bytes)?;
        let host_rows = self.driver.alloc_pinned(rows_bytes)?;
        let mut events = Vec::with_capacity(n_points);
        let mut copy_events = Vec::with_capacity(n_points);
        for _ in 0..n_points {
            for v in [&mut events, &mut copy_events] {
                v.push((
                    self.driver.create_timing_event()?,
                    self.driver.create_timing_event()?,
                ));
            }
        }
        tracing::info!(
            "gpu prompt misses: {} ({}=stream|cpu|auto)",
            match mode {
                MissMode::Auto => "chosen per layer from measured costs",
                MissMode::Forced(MissArm::Stream) => "always streamed through the copy rings",
                MissMode::Forced(MissArm::Cpu) => "always on the CPU pool",
            },
            super::prompt_misses::ENV
        );
        Ok(PromptMisses {
            chooser: ArmChooser::new(mode, n_points),
            counters,
            events,
            copy_events,
            host_x,
            host_rows,
            x_bytes,
            rows_bytes,
            pending: Vec::new(),
            x: Vec::new(),
            out: Vec::new(),
            miss_ids: Vec::new(),
        })
    }

    /// Where each MoE layer's prompt misses ran and what each arm measured (expert cache with
    /// a prompt path only).
    pub fn prompt_miss_report(&self) -> Option<super::prompt_misses::PromptMissReport> {
        Some(self.prompt.as_ref()?.misses.as_ref()?.report())
    }

    /// Whether prompts run as batched chunks (else token by token).
    pub fn prompt_rows(&self) -> Option<usize> {
        self.prompt.as_ref().map(|p| p.cap)
    }

    /// Whether the batched prompt multiplies the routed experts with the grouped matmul (from
    /// the quantized blocks) rather than staged GEMMs; `None` without a prompt path.
    pub fn prompt_matmul(&self) -> Option<bool> {
        let p = self.prompt.as_ref()?;
        let sched = p.schedules.get(&p.cap)?;
        Some(sched.steps.iter().any(|s| match s {
            PStep::Moe(m) => m.k_mm.is_some(),
            _ => false,
        }))
    }

    /// Runs `tokens` at positions `pos0..` and returns the logits of every row from
    /// `logits_from` on (`None`: no logits), row after row. Batched in chunks when the prompt
    /// path is set up, else (or for a single token) through [`GpuExecutor::step`].
    pub fn prompt(
        &mut self,
        weights: &Weights,
        tokens: &[u32],
        pos0: usize,
        logits_from: Option<usize>,
        mut cached: Option<CachedRun<'_>>,
    ) -> Result<Vec<f32>, RuntimeError> {
        let mut out = Vec::new();
        if pos0 + tokens.len() > self.schedule.n_ctx {
            return Err(RuntimeError::ContextFull {
                needed: pos0 + tokens.len(),
                capacity: self.schedule.n_ctx,
            });
        }
        // A generated token runs as its own decode step after whatever precedes it.
        if let Some(c) = cached.as_mut().filter(|c| c.decode && !tokens.is_empty()) {
            let n = tokens.len() - 1;
            let head_from = logits_from.filter(|&f| f < n);
            let mut out = self.prompt(
                weights,
                &tokens[..n],
                pos0,
                head_from,
                Some(CachedRun {
                    experts: &mut *c.experts,
                    backend: c.backend,
                    decode: false,
                }),
            )?;
            let last = self.prompt_by_token(
                weights,
                &tokens[n..],
                pos0 + n,
                logits_from.map(|_| 0),
                cached,
            )?;
            out.extend(last);
            return Ok(out);
        }
        let Some(cap) = self.prompt.as_ref().map(|p| p.cap) else {
            return self.prompt_by_token(weights, tokens, pos0, logits_from, cached);
        };
        if tokens.len() < 2 {
            return self.prompt_by_token(weights, tokens, pos0, logits_from, cached);
        }
        let mut start = 0;
        while start < tokens.len() {
            let end = (start + cap).min(tokens.len());
            let chunk = &tokens[start..end];
            let from = logits_from
                .map(|f| f.saturating_sub(start))
                .filter(|&f| logits_from.is_some_and(|lf| lf < end) && f < chunk.len());
            let ctx = cached.as_mut().map(|c| CachedRun {
                experts: &mut *c.experts,
                backend: c.backend,
                decode: false,
            });
            match self.prompt_chunk(weights, chunk, pos0 + start, from, &mut out, ctx) {
                Ok(()) => {}
                Err(e @ (RuntimeError::Device(_) | RuntimeError::Unsupported(_)))
                    if !self.prompt.as_ref().is_some_and(|p| p.proven) =>
                {
                    // The device could not run the batched step at all (no BLAS library,
                    // a GEMM refused): token steps rewrite the same KV rows.
                    tracing::warn!("gpu prompt path disabled: {e}; prompts run token by token");
                    self.drop_prompt();
                    let rest = self.prompt_by_token(
                        weights,
                        &tokens[start..],
                        pos0 + start,
                        logits_from.map(|f| f.saturating_sub(start)),
                        cached,
                    )?;
                    out.extend(rest);
                    return Ok(out);
                }
                Err(e) => return Err(e),
            }
            if let Some(p) = self.prompt.as_mut() {
                p.proven = true;
            }
            start = end;
        }
        Ok(out)
    }

    /// Token steps (decode steps when `tokens` is a single generated token: CAR and the
    /// policy's rounds run on those).
    fn prompt_by_token(
        &mut self,
        weights: &Weights,
        tokens: &[u32],
        pos0: usize,
        logits_from: Option<usize>,
        mut cached: Option<CachedRun<'_>>,
    ) -> Result<Vec<f32>, RuntimeError> {
        let mut out = Vec::new();
        for (i, &t) in tokens.iter().enumerate() {
            let want = logits_from.is_some_and(|f| i >= f);
            let l = match cached.as_mut() {
                Some(c) => {
                    let decode = c.decode && i + 1 == tokens.len();
                    self.step_cached(weights, t, pos0 + i, want, c.experts, c.backend, decode)?
                }
                None => self.step(weights, t, pos0 + i, want)?,
            };
            if let Some(l) = l {
                out.extend(l);
            }
        }
        Ok(out)
    }

    /// One chunk of `tokens.len() ≤ cap` tokens at `pos0`; logits of rows `from..` appended.
    fn prompt_chunk(
        &mut self,
        weights: &Weights,
        tokens: &[u32],
        pos0: usize,
        from: Option<usize>,
        out: &mut Vec<f32>,
        cached: Option<CachedRun<'_>>,
    ) -> Result<(), RuntimeError> {
        let Some(mut p) = self.prompt.take() else {
            return Err(RuntimeError::Device("no prompt path".into()));
        };
        let r = self.prompt_chunk_with(&mut p, weights, tokens, pos0, from, out, cached);
        self.prompt = Some(p);
        r
    }

    #[allow(clippy::too_many_arguments)]
    fn prompt_chunk_with(
        &mut self,
        p: &mut PromptState,
        weights: &Weights,
        tokens: &[u32],
        pos0: usize,
        from: Option<usize>,
        out: &mut Vec<f32>,
        mut cached: Option<CachedRun<'_>>,
    ) -> Result<(), RuntimeError> {
        let rows = tokens.len();
        // Copies that landed since the last step become hits now; more start.
        if let (Some(c), Some(cache)) = (cached.as_mut(), self.cache.as_mut()) {
            cache.pump(self.driver.as_mut(), weights, c.experts, false)?;
        }
        let table = weights.get(self.schedule.embedding)?;
        let n_embd = self.schedule.n_embd;
        // Embedding rows and the step words, in pinned memory.
        {
            let mut row = vec![0.0f32; n_embd];
            let buf = self.driver.pinned(p.input)?;
            for (i, &t) in tokens.iter().enumerate() {
                if t as usize >= table.n_rows() {
                    return Err(RuntimeError::InvalidArgument(format!(
                        "token id {t} is outside the vocabulary of {} tokens",
                        table.n_rows()
                    )));
                }
                strata_ir::quant::dequantize(table.ty, table.row(t as usize), &mut row)?;
                let dst = &mut buf[4 * i * n_embd..4 * (i + 1) * n_embd];
                for (d, v) in dst.chunks_exact_mut(4).zip(&row) {
                    d.copy_from_slice(&v.to_le_bytes());
                }
            }
            let so = p.step_off;
            buf[so..so + 4].copy_from_slice(&(pos0 as i32).to_le_bytes());
            buf[so + 4..so + 8].copy_from_slice(&((pos0 + rows) as i32).to_le_bytes());
        }
        if !p.schedules.contains_key(&rows) {
            if p.schedules.len() > 8 {
                let cap = p.cap;
                p.schedules.retain(|&r, _| r == cap);
            }
            let s = PromptSchedule::build(&p.plan, &self.schedule, rows, p.cap, p.chunk_experts)?;
            let names: Vec<&str> = s.kernels.iter().map(|k| k.name.as_str()).collect();
            let cap_sched = p
                .schedules
                .get(&p.cap)
                .ok_or_else(|| RuntimeError::Device("prompt schedule missing".into()))?;
            if names != p.kernel_names || s.buffers != cap_sched.buffers {
                return Err(RuntimeError::Device(format!(
                    "the {rows}-row prompt step lays out differently from the {}-row one",
                    p.cap
                )));
            }
            p.schedules.insert(rows, s);
        }
        let stream = self.stream;
        let embd = p.own[p.schedules[&rows].embd];
        self.driver
            .copy_to_device(embd, p.input, 0, 4 * rows * n_embd, stream)?;
        let step = self.addrs[self.schedule.step.0];
        self.driver
            .copy_to_device(step, p.input, p.step_off, 8, stream)?;
        let steps = std::mem::take(
            &mut p
                .schedules
                .get_mut(&rows)
                .ok_or_else(|| RuntimeError::Device("prompt schedule missing".into()))?
                .steps,
        );
        let r = self.run_steps(
            p,
            weights,
            &steps,
            rows,
            from,
            out,
            cached.as_ref().map(|c| (&*c.experts, c.backend)),
        );
        if let Some(s) = p.schedules.get_mut(&rows) {
            s.steps = steps;
        }
        r?;
        self.driver.synchronize(stream)?;
        self.learn_prompt_misses(p)
    }

    /// After a chunk's final sync: each timed layer's expert phase folded into its arm's cost
    /// (milliseconds per pick).
    fn learn_prompt_misses(&mut self, p: &mut PromptState) -> Result<(), RuntimeError> {
        let Some(ms) = p.misses.as_mut() else {
            return Ok(());
        };
        ms.chooser.end_chunk();
        for q in std::mem::take(&mut ms.pending) {
            let (a, b) = ms.events[q.point];
            let t = f64::from(self.driver.elapsed_ms(a, b)?);
            ms.chooser
                .learn(q.point, q.rows, q.arm, t / q.picks.max(1) as f64);
            if q.copy_timed {
                let (a, b) = ms.copy_events[q.point];
                let t = f64::from(self.driver.elapsed_ms(a, b)?);
                if let Some(c) = ms.counters_mut(q.point, q.rows) {
                    c.copy_ms += t;
                }
            }
        }
        Ok(())
    }

    #[allow(clippy::too_many_arguments)]
    fn run_steps(
        &mut self,
        p: &mut PromptState,
        weights: &Weights,
        steps: &[PStep],
        rows: usize,
        from: Option<usize>,
        out: &mut Vec<f32>,
        experts: Option<(&dyn ExpertCache, &dyn Backend)>,
    ) -> Result<(), RuntimeError> {
        let stream = self.stream;
        if let Some(ms) = p.misses.as_mut() {
            ms.pending.clear();
        }
        for s in steps {
            let t0 = p.profile.is_some().then(std::time::Instant::now);
            let kind = match s {
                PStep::Launch(l) => {
                    let args: Vec<KernelArg> = l
                        .args
                        .iter()
                        .map(|a| match *a {
                            PArg::Ref(r) => KernelArg::Ptr(resolve(&self.addrs, &p.own, r)),
                            PArg::I32(v) => KernelArg::I32(v),
                            PArg::F32(v) => KernelArg::F32(v),
                        })
                        .collect();
                    let (k, _, _) = &p.kernels[l.kernel];
                    self.driver.launch(*k, l.grid, l.block, 0, &args, stream)?;
                    p.kernel_names[l.kernel].clone()
                }
                PStep::Gemm(g) => {
                    let (c, a, b) = (
                        resolve(&self.addrs, &p.own, g.c),
                        resolve(&self.addrs, &p.own, g.a),
                        resolve(&self.addrs, &p.own, g.b),
                    );
                    // Rows rounded up within the arena's (see `gemm_rows`).
                    let mut shape = g.shape;
                    shape.m = (super::prompt::gemm_rows(shape.m as usize).min(p.cap)) as u32;
                    p.picker
                        .launch(self.driver.as_mut(), &shape, c, a, b, 0.0, stream)?;
                    format!("gemm {:?}", g.shape.ab_type)
                }
                PStep::Moe(m) => match self.run_moe(p, weights, m, rows, experts)? {
                    Some(arm) => format!("moe (host point + experts, misses {})", arm.name()),
                    None => "moe (host point + experts)".into(),
                },
                PStep::Head(h) => {
                    if let Some(f) = from {
                        let n_vocab = self.schedule.n_vocab;
                        let (k, _, _) = &p.kernels[h.kernel];
                        for r in f..rows {
                            let x =
                                resolve(&self.addrs, &p.own, h.x.offset((4 * r * h.cols) as u64));
                            let args = [
                                KernelArg::Ptr(self.addrs[h.logits.0]),
                                KernelArg::Ptr(self.addrs[h.weight.0]),
                                KernelArg::Ptr(x),
                                KernelArg::I32(h.rows as i32),
                                KernelArg::I32(h.cols as i32),
                            ];
                            self.driver.launch(*k, h.grid, h.block, 0, &args, stream)?;
                            let src = self.addrs[h.logits.0];
                            self.driver
                                .copy_to_host(self.output, 0, src, 4 * n_vocab, stream)?;
                            self.driver.synchronize(stream)?;
                            let o = self.driver.pinned(self.output)?;
                            out.extend(
                                o[..4 * n_vocab]
                                    .chunks_exact(4)
                                    .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]])),
                            );
                        }
                    }
                    "output head".into()
                }
            };
            if let (Some(t0), Some(prof)) = (t0, p.profile.as_mut()) {
                self.driver.synchronize(stream)?;
                let e = prof.entry(kind).or_default();
                e.0 += t0.elapsed().as_secs_f64();
                e.1 += 1;
            }
        }
        Ok(())
    }

    /// Profile mode: waits for the stream and books the time since `mark` under the MoE
    /// step's sub-phase `name` (so the step's total splits into its parts), then restarts it.
    fn moe_phase(
        &mut self,
        p: &mut PromptState,
        mark: &mut Option<std::time::Instant>,
        name: &str,
    ) -> Result<(), RuntimeError> {
        if let (Some(t), Some(prof)) = (mark.as_mut(), p.profile.as_mut()) {
            self.driver.synchronize(self.stream)?;
            let e = prof.entry(format!("{PHASE}{name}")).or_default();
            e.0 += t.elapsed().as_secs_f64();
            e.1 += 1;
            *t = std::time::Instant::now();
        }
        Ok(())
    }

    /// Launches schedule kernel `ki` at shape `(m, n, k)`.
    fn launch_at(
        &mut self,
        p: &PromptState,
        ki: usize,
        (m, n, k): (u64, u64, u64),
        args: &[KernelArg],
    ) -> Result<(), RuntimeError> {
        let (id, rule, block) = &p.kernels[ki];
        let grid = rule.clone().map(|d| d.blocks(m, n, k));
        self.driver.launch(*id, grid, *block, 0, args, self.stream)
    }

    /// One MoE layer of a chunk: read the picks back, sort them by expert, gather the rows,
    /// and per staged group of experts dequantize, multiply and apply SwiGLU; then combine.
    /// Returns where the layer's misses ran (`None`: no expert cache, or no misses).
    fn run_moe(
        &mut self,
        p: &mut PromptState,
        weights: &Weights,
        m: &MoeGroup,
        rows: usize,
        host: Option<(&dyn ExpertCache, &dyn Backend)>,
    ) -> Result<Option<MissArm>, RuntimeError> {
        let stream = self.stream;
        let mut mark = p.profile.is_some().then(std::time::Instant::now);
        let experts = host.map(|h| h.0);
        let (k, ne, n, n_ff) = (m.k, m.n_expert, m.n_embd, m.n_ff);
        let n_sel = rows * k;
        if n_sel > p.max_sel {
            return Err(RuntimeError::Device(format!(
                "{n_sel} picks for {} scratch rows",
                p.max_sel
            )));
        }
        let contiguous = m.mats.iter().all(|x| x.weight.is_some());
        // Expert cache: the arm this layer's misses take (decided from earlier chunks, so the
        // CPU arm's input rows come back with the picks, in the same sync).
        let planned = match (p.misses.as_mut(), host) {
            (Some(ms), Some(_)) if !contiguous => Some(ms.chooser.choose(m.point, rows)),
            _ => None,
        };
        if planned == Some(MissArm::Cpu)
            && let Some(ms) = p.misses.as_ref()
        {
            if 4 * rows * n > ms.x_bytes {
                return Err(RuntimeError::Device(format!(
                    "layer {}: {rows} input rows for a readback of {} bytes",
                    m.layer, ms.x_bytes
                )));
            }
            let x_dev = resolve(&self.addrs, &p.own, m.x);
            self.driver
                .copy_to_host(ms.host_x, 0, x_dev, 4 * rows * n, stream)?;
        }
        let ids_dev = resolve(&self.addrs, &p.own, m.ids);
        self.driver
            .copy_to_host(p.host_ids, 0, ids_dev, 4 * n_sel, stream)?;
        self.driver.synchronize(stream)?;
        let ids: Vec<usize> = {
            let h = self.driver.pinned(p.host_ids)?;
            h[..4 * n_sel]
                .chunks_exact(4)
                .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                .map(|v| {
                    usize::try_from(v).ok().filter(|&e| e < ne).ok_or_else(|| {
                        RuntimeError::Device(format!(
                            "layer {}: the router picked expert {v} of {ne}",
                            m.layer
                        ))
                    })
                })
                .collect::<Result<_, _>>()?
        };
        // Counting sort by expert, stable in token order.
        let mut count = vec![0usize; ne + 1];
        for &e in &ids {
            count[e + 1] += 1;
        }
        for e in 0..ne {
            count[e + 1] += count[e];
        }
        let offsets = count.clone();
        let mut next = count;
        let mut perm = vec![0i32; n_sel];
        let mut sel_rows = vec![0i32; n_sel];
        for (pick, &e) in ids.iter().enumerate() {
            let s = next[e];
            next[e] += 1;
            perm[s] = (pick / k) as i32;
            sel_rows[pick] = s as i32;
        }
        {
            let h = self.driver.pinned(p.host_idx)?;
            for (d, v) in h[..4 * n_sel].chunks_exact_mut(4).zip(&perm) {
                d.copy_from_slice(&v.to_le_bytes());
            }
            for (d, v) in h[4 * n_sel..8 * n_sel].chunks_exact_mut(4).zip(&sel_rows) {
                d.copy_from_slice(&v.to_le_bytes());
            }
            // The expert of each sorted row (the bias kernel's ids): runs of the counting sort.
            if m.k_bias.is_some() {
                let rows = h[8 * n_sel..12 * n_sel].chunks_exact_mut(4);
                for (s, d) in rows.enumerate() {
                    let e = offsets.partition_point(|&o| o <= s) - 1;
                    d.copy_from_slice(&(e as i32).to_le_bytes());
                }
            }
        }
        let r = |x: Ref| resolve(&self.addrs, &p.own, x);
        let (perm_d, sel_d) = (r(m.perm), r(m.sel_rows));
        let (xs, g, u, h, h16, dn) = (r(m.xs), r(m.g), r(m.u), r(m.h), r(m.h16), r(m.dn));
        let (x, y, wts, ones) = (r(m.x), r(m.y), r(m.weights), r(m.ones));
        let stage = [r(m.stage[0]), r(m.stage[1]), r(m.stage[2])];
        let tiles_d = r(m.tiles);
        let (xq, hq) = (r(m.xq), r(m.hq));
        // Where each expert's matrices are read: the resident tensors, or (expert cache) the
        // expert's slot when the residency table has it there, else its slab over the bus.
        let mut missed = vec![false; ne];
        let mut src: Vec<[DevPtr; 3]> = match experts {
            _ if contiguous => (0..ne)
                .map(|e| {
                    std::array::from_fn(|i| {
                        m.mats[i]
                            .weight
                            .map_or(0, |b| self.addrs[b.0] + e as u64 * m.mats[i].slab_bytes)
                    })
                })
                .collect(),
            Some(ex) => {
                let cache = self
                    .cache
                    .as_ref()
                    .ok_or_else(|| RuntimeError::Device("no expert cache".into()))?;
                let row = ex.table().row(m.layer as usize);
                (0..ne)
                    .map(|e| {
                        let slot = row.get(e).copied().unwrap_or(-1);
                        missed[e] = slot < 0;
                        let mut a = [0u64; 3];
                        for (i, v) in a.iter_mut().enumerate() {
                            *v = cache.expert_ptr(m.point, e, slot, i).ok_or_else(|| {
                                RuntimeError::Device(format!(
                                    "layer {}: expert {e} is neither in a slot nor readable over the bus",
                                    m.layer
                                ))
                            })?;
                        }
                        Ok(a)
                    })
                    .collect::<Result<_, RuntimeError>>()?
            }
            None => {
                return Err(RuntimeError::InvalidArgument(
                    "this GPU executor has an expert cache; run its prompts with the residency"
                        .into(),
                ));
            }
        };
        // The arm, when the layer has misses in this chunk; its phase is timed from here.
        let any_miss = (0..ne).any(|e| missed[e] && offsets[e + 1] > offsets[e]);
        let arm = planned.filter(|_| any_miss);
        let cpu_arm = arm == Some(MissArm::Cpu);
        if arm.is_some()
            && let Some(&(ev0, _)) = p.misses.as_ref().and_then(|ms| ms.events.get(m.point))
        {
            self.driver.record_again(ev0, stream)?;
        }
        self.driver
            .copy_to_device(perm_d, p.host_idx, 0, 4 * n_sel, stream)?;
        self.driver
            .copy_to_device(sel_d, p.host_idx, 4 * n_sel, 4 * n_sel, stream)?;
        if m.k_bias.is_some() {
            let se = r(m.sorted_e);
            self.driver
                .copy_to_device(se, p.host_idx, 8 * n_sel, 4 * n_sel, stream)?;
        }
        self.moe_phase(p, &mut mark, "picks read back, sorted, uploaded")?;
        // The rows in expert order, as the gate/up GEMMs read them.
        let in_type = m.mats[0].gemm_type();
        match (in_type, m.k_gather16) {
            (GemmType::F16, Some(kg)) if m.k_mm.is_none() => self.launch_at(
                p,
                kg,
                (n_sel as u64, n as u64, 0),
                &[
                    KernelArg::Ptr(xs),
                    KernelArg::Ptr(x),
                    KernelArg::Ptr(perm_d),
                    KernelArg::I32(n as i32),
                    KernelArg::I32(n as i32),
                ],
            )?,
            // An f32 gather is a one-pick combine with weight 1 (exact: 0 + 1·v = v).
            _ => self.launch_at(
                p,
                m.k_combine_rows,
                (n_sel as u64, n as u64, 1),
                &[
                    KernelArg::Ptr(xs),
                    KernelArg::Ptr(x),
                    KernelArg::Ptr(perm_d),
                    KernelArg::Ptr(ones),
                    KernelArg::I32(n as i32),
                    KernelArg::I32(1),
                ],
            )?,
        }
        // Matmul mode with q8 inputs: the sorted rows quantized once for gate and up.
        if m.k_mm.is_some() && m.mm_q8[0] {
            let kq = m
                .k_quant
                .ok_or_else(|| RuntimeError::Device("quantize kernel missing".into()))?;
            self.launch_at(
                p,
                kq,
                (n_sel as u64, n as u64, 0),
                &[
                    KernelArg::Ptr(xq),
                    KernelArg::Ptr(xs),
                    KernelArg::I32(n as i32),
                ],
            )?;
        }
        self.moe_phase(p, &mut mark, "gather + quantize x")?;
        let esz = |t: GemmType| if t == GemmType::F16 { 2u64 } else { 4 };
        // Matmul mode reads resident experts in place: one chunk of every expert.
        let ce = if m.k_mm.is_some() && contiguous {
            ne
        } else {
            m.chunk_experts.max(1)
        };
        let mut tile_next = 0usize;
        // Whether this layer's ring copies are being timed on the copy stream.
        let mut copy_timed = false;
        let mut e0 = 0;
        while e0 < ne {
            let e1 = (e0 + ce).min(ne);
            // The CPU arm leaves the missed experts to the pool.
            let active: Vec<usize> = (e0..e1)
                .filter(|&e| offsets[e + 1] > offsets[e] && !(cpu_arm && missed[e]))
                .collect();
            if active.is_empty() {
                e0 = e1;
                continue;
            }
            // Expert cache: this chunk's misses are copied from the registered mapping into a
            // ring of raw slots by the copy engine (the other ring's chunk computes meanwhile),
            // then read from VRAM like hits.
            let ring = match (m.rings, p.copy_stream) {
                (Some(rings), Some(cs)) if active.iter().any(|&e| missed[e]) => {
                    let r = p.ring_next;
                    p.ring_next ^= 1;
                    let base = r_ref(&self.addrs, &p.own, rings[r]);
                    if p.ring_used[r]
                        && let Some(ev) = p.ring_free[r]
                    {
                        self.driver.stream_wait_event(cs, ev)?;
                    }
                    if !copy_timed
                        && let Some(&(ev, _)) =
                            p.misses.as_ref().and_then(|ms| ms.copy_events.get(m.point))
                    {
                        self.driver.record_again(ev, cs)?;
                        copy_timed = true;
                    }
                    for &e in active.iter().filter(|&&e| missed[e]) {
                        let slot = base + (e - e0) as u64 * m.ring_stride;
                        for (i, mat) in m.mats.iter().enumerate() {
                            let t = weights.get(mat.id)?;
                            let sb = mat.slab_bytes as usize;
                            let bytes = t.bytes.get(e * sb..(e + 1) * sb).ok_or_else(|| {
                                RuntimeError::Device(format!(
                                    "layer {}: expert {e} lies past the end of its tensor",
                                    m.layer
                                ))
                            })?;
                            let dst = slot + m.ring_offsets[i];
                            self.driver.copy_registered_to_device(dst, bytes, cs)?;
                            src[e][i] = dst;
                            if let Some(c) = p
                                .misses
                                .as_mut()
                                .and_then(|ms| ms.counters_mut(m.point, rows))
                            {
                                c.stream_bytes += sb as u64;
                            }
                        }
                    }
                    if let Some(ev) = p.ring_copied[r] {
                        self.driver.record_again(ev, cs)?;
                        self.driver.stream_wait_event(stream, ev)?;
                    }
                    Some(r)
                }
                _ => None,
            };
            if let Some(kmm) = m.k_mm {
                self.moe_matmul_chunk(
                    p,
                    m,
                    kmm,
                    &active,
                    &offsets,
                    &src,
                    tiles_d,
                    &mut tile_next,
                    [xs, g, u, h, dn, xq, hq],
                    &mut mark,
                )?;
                if let Some(r) = ring
                    && let Some(ev) = p.ring_free[r]
                {
                    self.driver.record_again(ev, stream)?;
                    p.ring_used[r] = true;
                }
                e0 = e1;
                continue;
            }
            // Each expert matrix: staged f16 (quantized) or read as stored.
            let mut at = vec![[0u64; 3]; e1 - e0];
            for (i, mat) in m.mats.iter().enumerate() {
                let elems = (mat.rows * mat.cols) as u64;
                match mat.dequant {
                    Some(dq) => {
                        let whole = contiguous && 2 * active.len() >= e1 - e0;
                        let groups: Vec<(usize, usize)> = if whole {
                            vec![(e0, e1)]
                        } else {
                            active.iter().map(|&e| (e, e + 1)).collect()
                        };
                        for (a, b) in groups {
                            let n_units = (b - a) as u64 * elems / 32;
                            self.launch_at(
                                p,
                                dq,
                                (n_units * 32, 1, 0),
                                &[
                                    KernelArg::Ptr(stage[i] + 2 * (a - e0) as u64 * elems),
                                    KernelArg::Ptr(src[a][i]),
                                    KernelArg::I32(n_units as i32),
                                ],
                            )?;
                        }
                        for e in e0..e1 {
                            at[e - e0][i] = stage[i] + 2 * (e - e0) as u64 * elems;
                        }
                    }
                    None => {
                        for e in e0..e1 {
                            at[e - e0][i] = src[e][i];
                        }
                    }
                }
            }
            if let Some(r) = ring {
                // The ring's bytes are read by the dequantize launches just queued (F16/F32
                // experts: by the GEMMs below, so record after those instead).
                if m.mats.iter().all(|x| x.dequant.is_some())
                    && let Some(ev) = p.ring_free[r]
                {
                    self.driver.record_again(ev, stream)?;
                    p.ring_used[r] = true;
                }
            }
            let gemm = |ex: &mut GpuExecutor,
                        p: &mut PromptState,
                        shape: GemmShape,
                        c: DevPtr,
                        a: DevPtr,
                        b: DevPtr|
             -> Result<(), RuntimeError> {
                p.picker
                    .launch(ex.driver.as_mut(), &shape, c, a, b, 0.0, stream)
            };
            for &e in &active {
                let (off, cnt) = (offsets[e], offsets[e + 1] - offsets[e]);
                for (i, outp) in [(0usize, g), (1, u)] {
                    let shape = GemmShape {
                        m: super::prompt::gemm_rows(cnt) as u32,
                        n: n_ff as u32,
                        k: n as u32,
                        ab_type: in_type,
                        lda: n as u32,
                        ldb: n as u32,
                        ldc: n_ff as u32,
                    };
                    gemm(
                        self,
                        p,
                        shape,
                        outp + 4 * (off * n_ff) as u64,
                        xs + esz(in_type) * (off * n) as u64,
                        at[e - e0][i],
                    )?;
                }
            }
            let r0 = offsets[active[0]];
            let r1 = offsets[active[active.len() - 1] + 1];
            let cnt = ((r1 - r0) * n_ff) as u64;
            let skip = 4 * (r0 * n_ff) as u64;
            self.moe_glu(p, m, (r0, r1), [g, u, h])?;
            let down_type = m.mats[2].gemm_type();
            let hin = if down_type == GemmType::F16 {
                let kc = m
                    .k_cast
                    .ok_or_else(|| RuntimeError::Device("cast kernel missing".into()))?;
                self.launch_at(
                    p,
                    kc,
                    (cnt, 0, 0),
                    &[
                        KernelArg::Ptr(h16 + 2 * (r0 * n_ff) as u64),
                        KernelArg::Ptr(h + skip),
                        KernelArg::I32(cnt as i32),
                    ],
                )?;
                h16
            } else {
                h
            };
            for &e in &active {
                let (off, cnt) = (offsets[e], offsets[e + 1] - offsets[e]);
                let shape = GemmShape {
                    m: super::prompt::gemm_rows(cnt) as u32,
                    n: n as u32,
                    k: n_ff as u32,
                    ab_type: down_type,
                    lda: n_ff as u32,
                    ldb: n_ff as u32,
                    ldc: n as u32,
                };
                gemm(
                    self,
                    p,
                    shape,
                    dn + 4 * (off * n) as u64,
                    hin + esz(down_type) * (off * n_ff) as u64,
                    at[e - e0][2],
                )?;
            }
            if let Some(r) = ring
                && !m.mats.iter().all(|x| x.dequant.is_some())
                && let Some(ev) = p.ring_free[r]
            {
                self.driver.record_again(ev, stream)?;
                p.ring_used[r] = true;
            }
            e0 = e1;
        }
        if copy_timed
            && let (Some(cs), Some(&(_, ev))) = (
                p.copy_stream,
                p.misses.as_ref().and_then(|ms| ms.copy_events.get(m.point)),
            )
        {
            self.driver.record_again(ev, cs)?;
        }
        // The CPU arm: the pool computes the misses while the GPU's launches over the hits
        // (queued above) run; their rows land in `dn` at their sorted positions.
        if cpu_arm {
            let (Some(ms), Some((_, backend))) = (p.misses.as_mut(), host) else {
                return Err(RuntimeError::Device("prompt misses: no CPU pool".into()));
            };
            self.prompt_cpu_misses(
                ms,
                weights,
                backend,
                m,
                rows,
                (&ids, &missed, &offsets, &sel_rows),
                dn,
            )?;
        }
        self.moe_phase(p, &mut mark, "experts (staged GEMMs / CPU misses)")?;
        // gpt-oss: each sorted row's down bias, before the weights apply.
        self.moe_bias(p, m, m.bias[2], (0, n_sel), dn, n)?;
        // Each token's k rows, weighted, in pick order.
        self.launch_at(
            p,
            m.k_combine_rows,
            (rows as u64, n as u64, k as u64),
            &[
                KernelArg::Ptr(y),
                KernelArg::Ptr(dn),
                KernelArg::Ptr(sel_d),
                KernelArg::Ptr(wts),
                KernelArg::I32(n as i32),
                KernelArg::I32(k as i32),
            ],
        )?;
        self.moe_phase(p, &mut mark, "combine")?;
        if let (Some(a), Some(ms)) = (arm, p.misses.as_mut())
            && let Some(&(_, ev1)) = ms.events.get(m.point)
        {
            self.driver.record_again(ev1, stream)?;
            ms.pending.push(super::prompt_misses::Pending {
                point: m.point,
                rows,
                arm: a,
                picks: n_sel,
                copy_timed,
            });
            if let Some(c) = self.cache.as_mut() {
                match a {
                    MissArm::Stream => c.stats.prompt_stream_layers += 1,
                    MissArm::Cpu => c.stats.prompt_cpu_layers += 1,
                }
            }
        }
        Ok(arm)
    }

    /// One chunk of experts in matmul mode: the chunk's tiles (each active expert's sorted rows
    /// cut into tiles of at most `TILE_ROWS`) written to the tile table at `*tile_next`, then
    /// gate and up as two grouped matmuls over the tiles, SwiGLU over the chunk's rows, and down.
    #[allow(clippy::too_many_arguments)]
    fn moe_matmul_chunk(
        &mut self,
        p: &mut PromptState,
        m: &MoeGroup,
        kmm: [usize; 3],
        active: &[usize],
        offsets: &[usize],
        src: &[[DevPtr; 3]],
        tiles_d: DevPtr,
        tile_next: &mut usize,
        [xs, g, u, h, dn, xq, hq]: [DevPtr; 7],
        mark: &mut Option<std::time::Instant>,
    ) -> Result<(), RuntimeError> {
        let stream = self.stream;
        let (n, n_ff) = (m.n_embd, m.n_ff);
        let mut tiles: Vec<(usize, usize, usize)> = Vec::new();
        for &e in active {
            let (off, end) = (offsets[e], offsets[e + 1]);
            let mut r = off;
            while r < end {
                let cnt = (end - r).min(super::prompt::TILE_ROWS);
                tiles.push((e, r, cnt));
                r += cnt;
            }
        }
        let nt = tiles.len();
        let t0 = *tile_next;
        if t0 + nt > p.max_tiles.min(m.max_tiles) {
            return Err(RuntimeError::Device(format!(
                "layer {}: {} tiles for a table of {}",
                m.layer,
                t0 + nt,
                m.max_tiles
            )));
        }
        *tile_next += nt;
        // This chunk's table: three address arrays, then (row, count) pairs.
        let base = 32 * t0;
        {
            let hb = self.driver.pinned(p.host_tiles)?;
            let region = hb
                .get_mut(base..base + 32 * nt)
                .ok_or_else(|| RuntimeError::Device("tile table past its pinned buffer".into()))?;
            for (i, &(e, r, c)) in tiles.iter().enumerate() {
                for (mat, addr) in src[e].iter().enumerate() {
                    let at = 8 * (mat * nt + i);
                    region[at..at + 8].copy_from_slice(&addr.to_le_bytes());
                }
                let at = 24 * nt + 8 * i;
                region[at..at + 4].copy_from_slice(&(r as i32).to_le_bytes());
                region[at + 4..at + 8].copy_from_slice(&(c as i32).to_le_bytes());
            }
        }
        let dst = tiles_d + base as u64;
        self.driver
            .copy_to_device(dst, p.host_tiles, base, 32 * nt, stream)?;
        let w_at = |mat: usize| dst + 8 * (mat * nt) as u64;
        let rc = dst + 24 * nt as u64;
        let gate_in = if m.mm_q8[0] { xq } else { xs };
        for (mat, y) in [(0usize, g), (1, u)] {
            self.launch_at(
                p,
                kmm[mat],
                (n_ff as u64, n as u64, nt as u64),
                &[
                    KernelArg::Ptr(y),
                    KernelArg::Ptr(w_at(mat)),
                    KernelArg::Ptr(rc),
                    KernelArg::Ptr(gate_in),
                    KernelArg::I32(n_ff as i32),
                    KernelArg::I32(n as i32),
                ],
            )?;
        }
        self.moe_phase(p, mark, "tile table + gate/up matmuls")?;
        let r0 = offsets[active[0]];
        let r1 = offsets[active[active.len() - 1] + 1];
        let skip = 4 * (r0 * n_ff) as u64;
        self.moe_glu(p, m, (r0, r1), [g, u, h])?;
        let down_in = if m.mm_q8[2] {
            let kq = m
                .k_quant
                .ok_or_else(|| RuntimeError::Device("quantize kernel missing".into()))?;
            let qrow = strata_ir::quant::q8_row_bytes(n_ff) as u64;
            self.launch_at(
                p,
                kq,
                ((r1 - r0) as u64, n_ff as u64, 0),
                &[
                    KernelArg::Ptr(hq + qrow * r0 as u64),
                    KernelArg::Ptr(h + skip),
                    KernelArg::I32(n_ff as i32),
                ],
            )?;
            hq
        } else {
            h
        };
        self.moe_phase(p, mark, "swiglu + quantize h")?;
        self.launch_at(
            p,
            kmm[2],
            (n as u64, n_ff as u64, nt as u64),
            &[
                KernelArg::Ptr(dn),
                KernelArg::Ptr(w_at(2)),
                KernelArg::Ptr(rc),
                KernelArg::Ptr(down_in),
                KernelArg::I32(n as i32),
                KernelArg::I32(n_ff as i32),
            ],
        )?;
        self.moe_phase(p, mark, "down matmul")
    }

    /// Sorted rows `r0..r1` of gate and up through their expert biases (gpt-oss) and the GLU
    /// into `h`: `silu(g)·u`, or gpt-oss's clamped form.
    fn moe_glu(
        &mut self,
        p: &mut PromptState,
        m: &MoeGroup,
        (r0, r1): (usize, usize),
        [g, u, h]: [DevPtr; 3],
    ) -> Result<(), RuntimeError> {
        let n_ff = m.n_ff;
        let skip = 4 * (r0 * n_ff) as u64;
        let cnt = ((r1 - r0) * n_ff) as u64;
        for (y, bias) in [(g, m.bias[0]), (u, m.bias[1])] {
            self.moe_bias(p, m, bias, (r0, r1), y + skip, n_ff)?;
        }
        let mut args = vec![
            KernelArg::Ptr(h + skip),
            KernelArg::Ptr(g + skip),
            KernelArg::Ptr(u + skip),
            KernelArg::I32(cnt as i32),
        ];
        if let Some((alpha, limit)) = m.glu {
            args.extend([KernelArg::F32(alpha), KernelArg::F32(limit)]);
        }
        self.launch_at(p, m.k_swiglu, (cnt, 0, 0), &args)
    }

    /// Adds each of sorted rows `r0..r1`'s expert bias (`n` wide, from `bias`) to the rows at
    /// `y`, in place; nothing without a bias.
    fn moe_bias(
        &mut self,
        p: &mut PromptState,
        m: &MoeGroup,
        bias: Option<Ref>,
        (r0, r1): (usize, usize),
        y: DevPtr,
        n: usize,
    ) -> Result<(), RuntimeError> {
        let (Some(bias), Some(kb)) = (bias, m.k_bias) else {
            return Ok(());
        };
        let b = resolve(&self.addrs, &p.own, bias);
        let ids = resolve(&self.addrs, &p.own, m.sorted_e) + 4 * r0 as u64;
        self.launch_at(
            p,
            kb,
            (n as u64, 0, (r1 - r0) as u64),
            &[
                KernelArg::Ptr(y),
                KernelArg::Ptr(y),
                KernelArg::Ptr(b),
                KernelArg::Ptr(ids),
                KernelArg::I32(n as i32),
                KernelArg::I32(m.n_expert as i32),
            ],
        )
    }

    /// Drops the prompt profile's totals so far (`bench` after its warm-up, so the report
    /// covers the timed prompt alone).
    pub fn reset_prompt_profile(&mut self) {
        if let Some(prof) = self.prompt.as_mut().and_then(|p| p.profile.as_mut()) {
            prof.clear();
        }
        if let Some(ms) = self.prompt.as_mut().and_then(|p| p.misses.as_mut()) {
            ms.reset_counts();
        }
    }

    /// The prompt profile as text (empty unless `STRATA_GPU_PROMPT_PROFILE=1` and a chunk ran).
    pub fn prompt_profile_report(&self) -> String {
        let Some(prof) = self.prompt.as_ref().and_then(|p| p.profile.as_ref()) else {
            return String::new();
        };
        if prof.is_empty() {
            return String::new();
        }
        // Sub-phases (names starting with `PHASE`) are parts of their step, not extra time.
        let total: f64 = prof
            .iter()
            .filter(|(k, _)| !k.starts_with(PHASE))
            .map(|(_, v)| v.0)
            .sum();
        let mut rows: Vec<(&String, &(f64, u64))> = prof.iter().collect();
        rows.sort_by(|a, b| b.1.0.total_cmp(&a.1.0));
        let mut s = format!(
            "gpu prompt profile (a sync after every step): {:.3} ms in steps\n",
            1e3 * total
        );
        for (k, (t, n)) in rows {
            s.push_str(&format!(
                "    {k:<40} {:>9.3} ms {:>5.1}% {n:>6} steps\n",
                1e3 * t,
                100.0 * t / total.max(1e-12)
            ));
        }
        // Where each layer's misses ran (expert cache).
        if let Some(r) = self
            .prompt
            .as_ref()
            .and_then(|p| p.misses.as_ref())
            .map(PromptMisses::report)
            .filter(|r| r.totals() != (0, 0))
        {
            s.push_str(&r.text());
        }
        s
    }
}

/// The prefix of a MoE step's sub-phase in the prompt profile.
const PHASE: &str = "  moe · ";

fn r_ref(addrs: &[DevPtr], own: &[DevPtr], r: Ref) -> DevPtr {
    resolve(addrs, own, r)
}

/// The device address of `r`.
fn resolve(addrs: &[DevPtr], own: &[DevPtr], r: Ref) -> DevPtr {
    match r {
        Ref::Dec(b, o) => addrs[b.0] + o,
        Ref::Own(b, o) => own[b] + o,
    }
}
