//! The engine: a loaded plan with its mapped weights and an executor, and sessions that hold a
//! KV cache and turn tokens into logits and generated tokens.
//!
//! ```no_run
//! # use strata_runtime::engine::{Engine, EngineOptions, StopConditions};
//! # use strata_runtime::sampler::SamplingParams;
//! let engine = Engine::load("plan.bin".as_ref(), EngineOptions::default())?;
//! let mut session = engine.new_session();
//! let out = engine.generate(&mut session, &[1, 2, 3], &SamplingParams::greedy(),
//!     &StopConditions { max_tokens: 16, ..Default::default() }, |_| std::ops::ControlFlow::Continue(()))?;
//! # Ok::<(), strata_runtime::RuntimeError>(())
//! ```

use std::borrow::Cow;
use std::ops::ControlFlow;
use std::path::{Path, PathBuf};
use std::time::Instant;

use strata_ir::graph::{Graph, WeightId};
use strata_ir::plan::{ModelConfig, Plan, TokenizerSpec};

use crate::constrain::{HookAction, LogitsHook};
use crate::device::{DeviceSpec, Ledger, LedgerConfig};
use crate::error::RuntimeError;
use crate::exec::backend::{Backend, FastBackend, ReferenceBackend};
use crate::exec::experts::{ExpertHooks, NoExperts};
use crate::exec::gpu::GpuExecutor;
use crate::exec::graph::{Ctx, Outputs, Program, run_batch};
use crate::kv::{CacheLayout, KvCache, KvType};
use crate::loader::{LoadedModel, Weights};
use crate::sampler::{Sampler, SamplingParams};
use crate::schedule::{Schedule, ScheduleOptions};

pub mod experts;
pub use experts::{ExpertOptions, ExpertReport, ExpertState};

use std::sync::{Mutex, MutexGuard};

/// Which executor runs the graph.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ExecutorKind {
    /// Plain f32, one thread, f64 accumulation: the oracle.
    Reference,
    /// Multi-threaded CPU executor.
    #[default]
    Fast,
}

/// How to load a plan.
#[derive(Debug, Clone, Default)]
pub struct EngineOptions {
    /// Use this GGUF instead of the path the plan records (`--model`).
    pub model: Option<PathBuf>,
    /// Worker threads for the fast executor (0 or `None` = one per physical core, see
    /// [`crate::cpu::default_threads`]).
    pub threads: Option<usize>,
    /// Which executor.
    pub executor: ExecutorKind,
    /// Context length (KV cache capacity); `None` = the model's training context, at most
    /// [`DEFAULT_MAX_CONTEXT`].
    pub n_ctx: Option<usize>,
    /// Where to run (`auto`: the plan's GPU if present, else the CPU).
    pub device: DeviceSpec,
    /// VRAM budget for the GPU executor (`--vram-budget-mib`; default the ledger's 10240).
    pub vram_budget_mib: Option<u64>,
    /// What the budget keeps for the driver's context, modules and libraries
    /// (`--vram-reserve-mib`; default the ledger's 1024).
    pub vram_reserve_mib: Option<u64>,
    /// An expert cache (`--expert-slots N`): residency, adaptive policy and cache-aware routing.
    /// On the CPU it is simulated (see [`experts`]); `None` = no residency at all.
    pub experts: Option<ExpertOptions>,
    /// The KV cache's element type (`--kv`); `None` = the device's default: [`DEFAULT_CPU_KV`]
    /// on the CPU, [`DEFAULT_GPU_KV`] on a GPU.
    pub kv: Option<KvType>,
}

/// The CPU executor's KV type when none is asked for: f16, llama.cpp's default, half of f32's
/// bytes, which is most of a long context's attention time and memory (bench-qwen3moe at 2,048
/// tokens: prompts 15–20% and decode 20–25% faster than f32); `docs/perf/kv-types.md` has the
/// measurements. `--kv f32` keeps the exact cache (the conformance tests ask for it where
/// llama.cpp's is held at F32).
pub const DEFAULT_CPU_KV: KvType = KvType::F16;

/// The GPU executor's KV type when none is asked for: f16 halves f32's bytes at no measured
/// cost in agreement, and q8 saves another 48% at a small one (`docs/perf/kv-types.md`).
pub const DEFAULT_GPU_KV: KvType = KvType::F16;

/// Context length used when neither the caller nor a smaller model limit says otherwise.
pub const DEFAULT_MAX_CONTEXT: usize = 4096;

/// The context length when the caller gives none: the model's training context, at most
/// [`DEFAULT_MAX_CONTEXT`] (which also stands in for a model that records none).
pub fn default_n_ctx(cfg: &ModelConfig) -> usize {
    let train_ctx = if cfg.context_length > 0 {
        cfg.context_length as usize
    } else {
        DEFAULT_MAX_CONTEXT
    };
    train_ctx.min(DEFAULT_MAX_CONTEXT)
}

/// A loaded model ready to run.
pub struct Engine {
    /// The GPU executor when the engine runs on a GPU (see [`GpuState`]). First, so that it is
    /// dropped first: it may have registered the model's mapping with the device.
    gpu: Option<std::sync::Mutex<GpuState>>,
    model: LoadedModel,
    /// The plan's graph after the scheduling passes: the graph `program` runs.
    schedule: Schedule,
    program: Program,
    backend: Box<dyn Backend + Send>,
    n_ctx: usize,
    threads: usize,
    /// End-of-generation ids, decided once at load (see [`Engine::eog_tokens`]).
    eog: Vec<u32>,
    /// The expert cache, shared by every session of the engine.
    experts: Option<Mutex<ExpertState>>,
    /// The cache layout of every session (its KV type, and which layers keep rows or
    /// recurrent state), read from the scheduled graph once at load.
    cache: CacheLayout,
    /// Host bytes of the weights repacked at load for the CPU's decode kernels.
    repacked_bytes: usize,
}

impl std::fmt::Debug for Engine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Engine")
            .field("plan", &self.model.plan_path)
            .field("n_ctx", &self.n_ctx)
            .field("threads", &self.threads)
            .finish_non_exhaustive()
    }
}

/// One sequence: its KV cache and the tokens it holds.
#[derive(Debug, Clone)]
pub struct Session {
    kv: KvCache,
    tokens: Vec<u32>,
}

impl Session {
    /// Tokens evaluated so far (the KV cache's contents).
    pub fn tokens(&self) -> &[u32] {
        &self.tokens
    }

    /// Number of positions used.
    pub fn n_past(&self) -> usize {
        self.tokens.len()
    }

    /// Bytes the session's cache holds now: K/V rows, recurrent state and its checkpoints.
    pub fn cache_bytes(&self) -> usize {
        self.kv.bytes()
    }

    /// Forgets everything after the first `n` tokens (for prompt-prefix reuse).
    pub fn truncate(&mut self, n: usize) {
        let n = n.min(self.tokens.len());
        self.tokens.truncate(n);
        self.kv.truncate(n);
    }
}

/// When generation stops (besides the callback).
#[derive(Debug, Clone)]
pub struct StopConditions {
    /// Most tokens to generate.
    pub max_tokens: usize,
    /// Stop after generating any of these tokens (it is reported and included).
    pub stop_tokens: Vec<u32>,
    /// Also stop at the model's end-of-generation tokens (EOS, EOT).
    pub stop_at_eog: bool,
}

impl Default for StopConditions {
    fn default() -> Self {
        Self {
            max_tokens: 128,
            stop_tokens: Vec::new(),
            stop_at_eog: true,
        }
    }
}

/// Why [`Engine::generate`] returned.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FinishReason {
    /// `max_tokens` reached.
    Length,
    /// An end-of-generation or stop token was generated.
    Stop,
    /// The callback asked to stop.
    Cancelled,
    /// The context is full.
    ContextFull,
}

/// What [`Engine::generate`] produced.
#[derive(Debug, Clone)]
pub struct GenerateOutput {
    /// The generated tokens (including a final stop token).
    pub tokens: Vec<u32>,
    pub finish: FinishReason,
    /// Seconds spent on the prompt.
    pub prefill_s: f64,
    /// Seconds spent generating.
    pub decode_s: f64,
}

impl Engine {
    /// Loads `plan`, maps its GGUF (checking its identity) and prepares the executor.
    pub fn load(plan: &Path, opts: EngineOptions) -> Result<Engine, RuntimeError> {
        let model = LoadedModel::open(plan, opts.model.as_deref())?;
        Self::from_model(model, opts)
    }

    /// Prepares an already loaded model.
    pub fn from_model(model: LoadedModel, opts: EngineOptions) -> Result<Engine, RuntimeError> {
        let threads = match opts.threads {
            Some(n) if n > 0 => n,
            _ => crate::cpu::default_threads(),
        };
        let mut backend: Box<dyn Backend + Send> = match opts.executor {
            ExecutorKind::Reference => Box::new(ReferenceBackend),
            ExecutorKind::Fast => Box::new(FastBackend::new(threads)?),
        };
        let n_ctx = opts.n_ctx.unwrap_or(default_n_ctx(&model.plan.config));
        if n_ctx == 0 {
            return Err(RuntimeError::InvalidArgument("context length 0".into()));
        }
        // The executor runs the scheduled graph: the plan's MoE layers split for the (here
        // empty) residency, CAR nodes in place. On the CPU the memory plan always fits.
        let schedule =
            crate::schedule::run(&model.plan, &ScheduleOptions::cpu(n_ctx as u64), |_, _| {
                Ok(())
            })?;
        let program = Program::new(&schedule.graph)?;
        let eog = eog_ids(&model.plan.tokenizer);
        if opts.executor == ExecutorKind::Reference
            && !matches!(opts.device, DeviceSpec::Cpu | DeviceSpec::Auto)
        {
            return Err(RuntimeError::InvalidArgument(format!(
                "the reference executor runs on the CPU only, not on {}",
                opts.device
            )));
        }
        let gpu = if opts.executor == ExecutorKind::Reference {
            None
        } else {
            gpu_executor(&model, &opts, n_ctx)?
        };
        // On the CPU every weight is decoded here: repack those with an eight-row decode
        // kernel. With a GPU the dense weights live on the device and the pool computes only
        // expert misses: their tensors are repacked where `STRATA_CPU_REPACK=1` asks for it (off
        // by default there until a device run has timed it). `STRATA_CPU_REPACK=0` turns
        // repacking off everywhere, to measure what it brings.
        let experts_only = gpu.is_some();
        let repacked_bytes = if crate::exec::env_switch("STRATA_CPU_REPACK", !experts_only)? {
            repack_weights(&model, backend.as_mut(), experts_only)
        } else {
            0
        };
        let kv = match (opts.kv, gpu.is_some()) {
            (Some(kv), _) => kv,
            (None, true) => DEFAULT_GPU_KV,
            (None, false) => DEFAULT_CPU_KV,
        };
        let cache =
            CacheLayout::from_graph(&schedule.graph, model.plan.config.n_layer as usize, kv)?;
        let moe = moe_layers(&model.plan);
        let n_expert = model.plan.config.n_expert as usize;
        let experts = match (&gpu, &opts.experts) {
            // A device cache: the residency the executor's slots hold, filled before any step.
            (Some((g, Some(eopts))), _) => {
                let mut g = g
                    .lock()
                    .map_err(|_| RuntimeError::Device("the GPU executor failed earlier".into()))?;
                let slots = g.exec.cache_slots().unwrap_or(0);
                let mut state = ExpertState::for_device(&moe, n_expert, slots, eopts)?;
                let t = Instant::now();
                g.exec.start_cache(&model.weights, &mut state)?;
                tracing::info!(
                    "expert cache: {slots} slots of {} filled in {:.2} s",
                    moe.iter().filter(|&&m| m).count() * n_expert,
                    t.elapsed().as_secs_f64()
                );
                Some(Mutex::new(state))
            }
            (_, None) => None,
            (_, Some(e)) if e.budget_only() => {
                return Err(RuntimeError::InvalidArgument(
                    experts::CAR_NEEDS_RESIDENCY.into(),
                ));
            }
            (_, Some(e)) => Some(Mutex::new(ExpertState::new(&moe, n_expert, e)?)),
        };
        let gpu = gpu.map(|(g, _)| g);
        if experts.is_none() && std::env::vars().any(|(k, _)| k.starts_with("STRATA_CAR_")) {
            tracing::warn!(
                "STRATA_CAR_* is set but this run has no expert residency: cache-aware routing \
                 is OFF for this run"
            );
        }
        Ok(Engine {
            model,
            schedule,
            program,
            backend,
            n_ctx,
            eog,
            gpu,
            experts,
            cache,
            repacked_bytes,
            threads: if opts.executor == ExecutorKind::Reference {
                1
            } else {
                threads
            },
        })
    }

    /// The plan.
    pub fn plan(&self) -> &Plan {
        &self.model.plan
    }

    /// The graph the executor runs: the plan's graph after the scheduling passes.
    pub fn graph(&self) -> &Graph {
        &self.schedule.graph
    }

    /// The scheduling passes' result (graph and memory plan).
    pub fn schedule(&self) -> &Schedule {
        &self.schedule
    }

    /// The model's hyperparameters.
    pub fn config(&self) -> &ModelConfig {
        &self.model.plan.config
    }

    /// The tokenizer description the plan carries.
    pub fn tokenizer_spec(&self) -> &TokenizerSpec {
        &self.model.plan.tokenizer
    }

    /// The mapped weights.
    pub fn weights(&self) -> &Weights {
        &self.model.weights
    }

    /// Vocabulary size (columns of a logits row).
    pub fn n_vocab(&self) -> usize {
        self.config().n_vocab as usize
    }

    /// Context length.
    pub fn n_ctx(&self) -> usize {
        self.n_ctx
    }

    /// Worker threads of the executor.
    pub fn threads(&self) -> usize {
        self.threads
    }

    /// Host bytes of the weight copies repacked at load for the CPU's eight-row decode
    /// kernels ([`crate::cpu::CpuPool::pack`]; 0 when none were made).
    pub fn repacked_bytes(&self) -> usize {
        self.repacked_bytes
    }

    /// The KV cache type of this engine's sessions.
    pub fn kv_type(&self) -> KvType {
        self.cache.kv
    }

    /// The cache layout of this engine's sessions: which layers keep K/V rows and which keep
    /// recurrent state, and their sizes.
    pub fn cache_layout(&self) -> &CacheLayout {
        &self.cache
    }

    /// KV cache bytes one position takes over every attention layer (K and V), in
    /// [`Engine::kv_type`] (a hybrid model's recurrent layers keep no KV rows).
    pub fn kv_bytes_per_token(&self) -> usize {
        self.cache.bytes_per_token()
    }

    /// Bytes of the recurrent state one session holds, whatever its length (0 for an
    /// attention-only model; checkpoints not counted).
    pub fn recurrent_bytes_per_sequence(&self) -> usize {
        self.cache.bytes_per_sequence()
    }

    /// A fresh session with an empty KV cache.
    pub fn new_session(&self) -> Session {
        Session {
            kv: KvCache::with_layout(self.cache.clone(), self.n_ctx),
            tokens: Vec::new(),
        }
    }

    /// Appends `tokens` to the session as prompt processing and returns logits: one row per
    /// token for [`Outputs::All`], the last token's row for [`Outputs::Last`].
    pub fn eval(
        &self,
        session: &mut Session,
        tokens: &[u32],
        outputs: Outputs,
    ) -> Result<Vec<f32>, RuntimeError> {
        match self.expert_state() {
            Some(mut state) => self.eval_with(session, tokens, outputs, false, &mut *state),
            None => self.eval_with(session, tokens, outputs, false, &mut NoExperts),
        }
    }

    /// [`Engine::eval`] with the routed experts' hooks `experts` (residency, cache-aware
    /// routing, usage statistics) and the batch's phase: `decode` for a generation step (one
    /// sampled token fed back; CAR may act), `false` for prompt processing.
    pub fn eval_with(
        &self,
        session: &mut Session,
        tokens: &[u32],
        outputs: Outputs,
        decode: bool,
        experts: &mut dyn ExpertHooks,
    ) -> Result<Vec<f32>, RuntimeError> {
        let n_vocab = self.n_vocab() as u32;
        if let Some(&bad) = tokens.iter().find(|&&t| t >= n_vocab) {
            return Err(RuntimeError::InvalidArgument(format!(
                "token id {bad} is outside the vocabulary of {n_vocab} tokens"
            )));
        }
        if let Some(gpu) = &self.gpu {
            return self.eval_gpu(gpu, session, tokens, outputs, decode, experts);
        }
        let pos0 = session.tokens.len();
        // A recurrent model's state may stand before `pos0` after a truncation (it went back
        // to a checkpoint, see `kv::recurrent`): replay the tokens in between as part of this
        // batch, as prompt processing, and drop their logit rows.
        let from = if self.program.is_recurrent() {
            session.kv.recurrent_state().pos().min(pos0)
        } else {
            pos0
        };
        let replay = pos0 - from;
        let batch: Cow<'_, [u32]> = if replay == 0 {
            Cow::Borrowed(tokens)
        } else {
            let mut b = session.tokens[from..pos0].to_vec();
            b.extend_from_slice(tokens);
            Cow::Owned(b)
        };
        let mut ctx = Ctx {
            graph: &self.schedule.graph,
            program: &self.program,
            weights: &self.model.weights,
            backend: self.backend.as_ref(),
            kv: &mut session.kv,
            experts,
            decode: decode && replay == 0,
        };
        let result = run_batch(&mut ctx, &batch, from, outputs);
        match result {
            Ok(mut l) => {
                if replay > 0 && outputs == Outputs::All {
                    l.drain(..replay * self.n_vocab());
                }
                session.tokens.extend_from_slice(tokens);
                Ok(l)
            }
            Err(e) => {
                // Drop any half-written cache rows so the session stays consistent.
                session.kv.truncate(pos0);
                Err(e)
            }
        }
    }

    /// Evaluates a prompt and returns the last token's logits.
    pub fn prefill(&self, session: &mut Session, tokens: &[u32]) -> Result<Vec<f32>, RuntimeError> {
        self.eval(session, tokens, Outputs::Last)
    }

    /// Evaluates one generated token (a decode step) and returns its logits.
    pub fn decode_step(&self, session: &mut Session, token: u32) -> Result<Vec<f32>, RuntimeError> {
        match self.expert_state() {
            Some(mut state) => {
                let logits = self.eval_with(session, &[token], Outputs::Last, true, &mut *state)?;
                // A device cache ends its rounds itself, as its copies land.
                if !self.gpu_cached() {
                    state.end_decode_step()?;
                }
                Ok(logits)
            }
            None => self.eval_with(session, &[token], Outputs::Last, true, &mut NoExperts),
        }
    }

    /// The expert cache, locked, when the engine has one (`--expert-slots`). A cache whose
    /// lock was poisoned by a panic elsewhere is still handed out: its tables stay consistent
    /// (every update is a whole step).
    pub fn expert_state(&self) -> Option<MutexGuard<'_, ExpertState>> {
        self.experts
            .as_ref()
            .map(|m| m.lock().unwrap_or_else(std::sync::PoisonError::into_inner))
    }

    /// Which layers route over experts (index = layer).
    pub fn moe_layers(&self) -> Vec<bool> {
        moe_layers(&self.model.plan)
    }

    /// End-of-generation token ids: the tokenizer's (EOS, EOT and the end-of-turn tokens
    /// llama.cpp recognises, such as `<|im_end|>`), so `generate` and the server stop alike.
    pub fn eog_tokens(&self) -> Vec<u32> {
        self.eog.clone()
    }

    /// Generates from `prompt` (appended to whatever the session holds): samples a token from
    /// each step's logits, reports it to `on_token` (which may stop generation by returning
    /// `Break`) and feeds it back, until a stop condition holds.
    pub fn generate(
        &self,
        session: &mut Session,
        prompt: &[u32],
        params: &SamplingParams,
        stop: &StopConditions,
        on_token: impl FnMut(u32) -> ControlFlow<()>,
    ) -> Result<GenerateOutput, RuntimeError> {
        self.generate_constrained(session, prompt, params, stop, None, on_token)
    }

    /// [`Engine::generate`] with an optional [`LogitsHook`]: before each sampling step the hook
    /// may mask the logits (a token it sets to −∞ is never chosen), force a token, or end the
    /// generation (finish reason [`FinishReason::Stop`]). Every token that enters the output is
    /// passed to the hook's `accept`. A mask that leaves nothing to sample is an error, not a
    /// pick.
    pub fn generate_constrained(
        &self,
        session: &mut Session,
        prompt: &[u32],
        params: &SamplingParams,
        stop: &StopConditions,
        mut hook: Option<&mut dyn LogitsHook>,
        mut on_token: impl FnMut(u32) -> ControlFlow<()>,
    ) -> Result<GenerateOutput, RuntimeError> {
        if prompt.is_empty() && session.n_past() == 0 {
            return Err(RuntimeError::InvalidArgument("empty prompt".into()));
        }
        let mut sampler = Sampler::new(params.clone())?;
        sampler.accept_all(session.tokens());
        sampler.accept_all(prompt);
        let mut stops = stop.stop_tokens.clone();
        if stop.stop_at_eog {
            stops.extend(self.eog_tokens());
        }
        let start = Instant::now();
        let mut logits = if prompt.is_empty() {
            // Re-evaluate the last token so there are logits to sample from. It was part of
            // the prompt, not a generated token, so it runs as prompt processing.
            let last = session.tokens[session.n_past() - 1];
            session.truncate(session.n_past() - 1);
            self.prefill(session, &[last])?
        } else {
            self.prefill(session, prompt)?
        };
        let prefill_s = start.elapsed().as_secs_f64();
        let start = Instant::now();
        let mut out = Vec::new();
        let mut finish = FinishReason::Length;
        while out.len() < stop.max_tokens {
            let action = match hook.as_deref_mut() {
                Some(h) => h.before_sample(&mut logits)?,
                None => HookAction::Sample,
            };
            let tok = match action {
                HookAction::Sample => sampler.sample(&logits)?,
                HookAction::Force(t) => t,
                HookAction::Finish => {
                    finish = FinishReason::Stop;
                    break;
                }
            };
            if let Some(h) = hook.as_deref_mut() {
                h.accept(tok)?;
            }
            sampler.accept(tok);
            out.push(tok);
            if on_token(tok).is_break() {
                finish = FinishReason::Cancelled;
                break;
            }
            if stops.contains(&tok) {
                finish = FinishReason::Stop;
                break;
            }
            // A hook that has nothing left to produce ends here, saving one decode step.
            if hook.as_deref().is_some_and(|h| h.is_finished()) {
                finish = FinishReason::Stop;
                break;
            }
            if out.len() == stop.max_tokens {
                break;
            }
            if session.n_past() >= self.n_ctx {
                finish = FinishReason::ContextFull;
                break;
            }
            logits = self.decode_step(session, tok)?;
        }
        Ok(GenerateOutput {
            tokens: out,
            finish,
            prefill_s,
            decode_s: start.elapsed().as_secs_f64(),
        })
    }
}

// ---- GPU execution (the engine's only GPU-specific code) ----

/// The GPU executor and the token sequence its device-resident KV cache holds. Sessions keep
/// their own token lists; before a session runs, the device cache is brought in line with it
/// (the longest common prefix is kept, the rest of the session's tokens are re-run), so several
/// sessions may share one engine, each switch costing a re-run of the tokens that differ.
pub struct GpuState {
    exec: GpuExecutor,
    tokens: Vec<u32>,
}

/// A GPU executor and, when it has an expert cache, the cache's options.
type GpuSetup = (std::sync::Mutex<GpuState>, Option<ExpertOptions>);

/// Resolves `spec` against the plan and the machine: `None` = run on the CPU.
///
/// The routed experts live in a device cache when `--expert-slots` (or a profile) asks for one,
/// or when the plan with every expert resident does not fit the budget: the cache then takes
/// the slots that fit, with the default policy and cache-aware routing (0.35; `STRATA_CAR_*`
/// applies).
fn gpu_executor(
    model: &LoadedModel,
    opts: &EngineOptions,
    n_ctx: usize,
) -> Result<Option<GpuSetup>, RuntimeError> {
    let (spec, budget_mib) = (opts.device, opts.vram_budget_mib);
    let plan = &model.plan;
    let spec = match spec {
        DeviceSpec::Cpu => return Ok(None),
        DeviceSpec::Auto => {
            let gpu_targets: Vec<&str> = plan
                .targets
                .iter()
                .map(String::as_str)
                .filter(|t| crate::device::spec_for_target(t, 0).is_some())
                .collect();
            let found = gpu_targets
                .iter()
                .filter_map(|t| crate::device::spec_for_target(t, 0))
                .find(|s| crate::device::gpu_present(*s));
            match found {
                Some(s) => s,
                None => {
                    if gpu_targets.is_empty() {
                        tracing::info!(
                            "device auto: the plan has no GPU target; running on the CPU"
                        );
                    } else {
                        tracing::warn!(
                            "device auto: no GPU for the plan's targets ({}) on this machine; running on the CPU",
                            gpu_targets.join(",")
                        );
                    }
                    return Ok(None);
                }
            }
        }
        s => s,
    };
    let format = spec.kernel_format().unwrap_or("ptx");
    crate::exec::gpu::check_plan_for(plan, format, &spec.to_string())?;
    let cfg = LedgerConfig::from_args(budget_mib, opts.vram_reserve_mib);
    let ledger = Ledger::new(cfg)?;
    let driver = crate::device::open(spec)?;
    let use_graph = std::env::var("STRATA_GPU_GRAPH").map_or(true, |v| v != "0");
    let has_experts = plan.config.n_expert > 0 && moe_layers(plan).iter().any(|&m| m);
    let fits = |ledger: &Ledger| -> Result<bool, RuntimeError> {
        Ok(resident_fits(
            plan,
            &target_of(plan, driver.as_ref())?,
            (n_ctx, opts.kv.unwrap_or(DEFAULT_GPU_KV)),
            ledger,
        ))
    };
    let eopts = match &opts.experts {
        // `--car-threshold` alone: served by the budget's cache when every expert does not fit.
        Some(e) if has_experts && e.budget_only() => {
            if fits(&ledger)? {
                return Err(RuntimeError::InvalidArgument(format!(
                    "cache-aware routing needs an expert residency, and every expert fits the {} \
                     MiB budget: give --expert-slots N to keep some off the device",
                    ledger.config().budget_mib
                )));
            }
            Some(e.clone())
        }
        Some(e) if has_experts => Some(e.clone()),
        Some(_) => {
            return Err(RuntimeError::InvalidArgument(
                "--expert-slots: the model has no routed experts".into(),
            ));
        }
        None if has_experts
            && !resident_fits(
                plan,
                &target_of(plan, driver.as_ref())?,
                (n_ctx, opts.kv.unwrap_or(DEFAULT_GPU_KV)),
                &ledger,
            ) =>
        {
            let (car, car_source) =
                crate::experts::ExpertArgs::default().car_config_with(|k| std::env::var(k).ok())?;
            tracing::info!(
                "the plan with every expert resident does not fit the {} MiB budget: routed \
                 experts go to a device cache, misses to the CPU pool",
                ledger.config().budget_mib
            );
            Some(ExpertOptions {
                slots: 0,
                slots_explicit: false,
                profile: None,
                car,
                car_source,
                policy: crate::experts::PolicyConfig::default(),
                trace: None,
            })
        }
        None => None,
    };
    let cache = eopts
        .as_ref()
        .map(|e| crate::exec::gpu::cache::CacheConfig {
            slots: e.slots_explicit.then_some(e.slots),
            guard: crate::exec::gpu::cache::GuardConfig::default(),
        });
    let exec = GpuExecutor::with_kv(
        driver,
        ledger,
        plan,
        &model.weights,
        (n_ctx, opts.kv.unwrap_or(DEFAULT_GPU_KV)),
        use_graph,
        cache,
    )?;
    let info = exec.device();
    tracing::info!(
        "running on {} ({}, {}): {} launches per token, {} MiB charged",
        info.spec,
        info.name,
        info.arch,
        exec.schedule().launches.len(),
        exec.ledger().used() >> 20
    );
    Ok(Some((
        std::sync::Mutex::new(GpuState {
            exec,
            tokens: Vec::new(),
        }),
        eopts,
    )))
}

/// The plan target a driver runs.
fn target_of(
    plan: &Plan,
    driver: &dyn crate::device::driver::Driver,
) -> Result<String, RuntimeError> {
    let info = driver.info();
    crate::exec::gpu::pick_target(plan, &info.arch, info.kernel_format, &info.spec)
}

/// Whether the all-resident decode schedule's arenas fit what the ledger tracks.
fn resident_fits(plan: &Plan, target: &str, (n_ctx, kv): (usize, KvType), ledger: &Ledger) -> bool {
    use crate::exec::gpu::schedule::{Arena, ExpertPlacement, Schedule};
    match Schedule::decode_kv(plan, target, n_ctx, ExpertPlacement::Resident, kv) {
        Ok(s) => {
            let need: u64 = [Arena::Weights, Arena::Kv, Arena::Activations]
                .into_iter()
                .map(|a| crate::device::ledger::round_alloc(s.arena_bytes(a).max(1)))
                .sum();
            need <= ledger.available()
        }
        // Let the executor report what is wrong with the plan.
        Err(_) => true,
    }
}

impl Engine {
    /// Where the engine runs: `cpu` or the GPU's spec (`cuda:0`).
    pub fn device(&self) -> String {
        match &self.gpu {
            None => "cpu".into(),
            Some(g) => g
                .lock()
                .map(|g| g.exec.device().spec.clone())
                .unwrap_or_else(|_| "gpu".into()),
        }
    }

    /// VRAM ledger (used, peak) bytes when on a GPU.
    pub fn vram(&self) -> Option<(u64, u64)> {
        let g = self.gpu.as_ref()?.lock().ok()?;
        Some((g.exec.ledger().used(), g.exec.ledger().peak()))
    }

    /// Device memory in use on the whole card, as its driver reports it (GPU only; `None`
    /// where the driver cannot say).
    pub fn device_used(&self) -> Option<u64> {
        let mut g = self.gpu.as_ref()?.lock().ok()?;
        g.exec.device_used().ok()
    }

    /// Whether the engine runs on a GPU with an expert cache.
    pub fn gpu_cached(&self) -> bool {
        self.gpu.as_ref().is_some_and(|g| {
            g.lock()
                .map(|g| g.exec.cache_slots().is_some())
                .unwrap_or(false)
        })
    }

    /// The device expert cache's counters (GPU with a cache only).
    pub fn cache_stats(&self) -> Option<crate::exec::gpu::cache::CacheStats> {
        self.gpu.as_ref()?.lock().ok()?.exec.cache_stats()
    }

    /// Drops the GPU prompt profile's totals (`bench` after its warm-up).
    pub fn reset_prompt_profile(&self) {
        if let Some(g) = self.gpu.as_ref()
            && let Ok(mut g) = g.lock()
        {
            g.exec.reset_prompt_profile();
        }
    }

    /// Zeroes the device expert cache's step counters (`bench` after its warmup).
    pub fn reset_cache_stats(&self) {
        if let Some(g) = self.gpu.as_ref()
            && let Ok(mut g) = g.lock()
        {
            g.exec.reset_cache_stats();
        }
    }

    fn eval_gpu(
        &self,
        gpu: &std::sync::Mutex<GpuState>,
        session: &mut Session,
        tokens: &[u32],
        outputs: Outputs,
        decode: bool,
        experts: &mut dyn ExpertHooks,
    ) -> Result<Vec<f32>, RuntimeError> {
        let mut g = gpu
            .lock()
            .map_err(|_| RuntimeError::Device("the GPU executor failed earlier".into()))?;
        let GpuState { exec, tokens: held } = &mut *g;
        let weights = &self.model.weights;
        let past = session.tokens.len();
        if past + tokens.len() > self.n_ctx {
            return Err(RuntimeError::ContextFull {
                needed: past + tokens.len(),
                capacity: self.n_ctx,
            });
        }
        let common = held
            .iter()
            .zip(&session.tokens)
            .take_while(|(a, b)| a == b)
            .count();
        held.truncate(common);
        let backend = self.backend.as_ref();
        let cached = exec.cache_slots().is_some();
        let cache = if cached {
            match experts.as_cache() {
                Some(c) => Some(c),
                None => {
                    return Err(RuntimeError::InvalidArgument(
                        "this GPU executor has an expert cache; run it with the engine's residency"
                            .into(),
                    ));
                }
            }
        } else {
            None
        };
        // The tokens the device cache lacks, then the new ones: batched prompt chunks when the
        // executor has the prompt path (token steps otherwise, and for a generated token).
        let mut all: Vec<u32> = session.tokens[common..].to_vec();
        let rerun = all.len();
        all.extend_from_slice(tokens);
        let from = match outputs {
            Outputs::All => rerun,
            _ => all.len().saturating_sub(1),
        };
        let from = (!tokens.is_empty()).then_some(from);
        let ctx = cache.map(|c| crate::exec::gpu::CachedRun {
            experts: c,
            backend,
            decode: decode && tokens.len() == 1,
        });
        match exec.prompt(weights, &all, common, from, ctx) {
            Ok(out) => {
                held.extend_from_slice(&all);
                session.tokens.extend_from_slice(tokens);
                Ok(out)
            }
            Err(e) => {
                held.truncate(common);
                Err(e)
            }
        }
    }
}

use crate::exec::gpu::moe_layers;

/// Repacks the model's weights (only the routed experts' with `experts_only`) for the
/// backend's eight-row decode kernels, unless the copies would not fit in 70% of the host's
/// available memory (then the mapped rows, which the kernel can page in and out, stay in use);
/// returns the bytes of the copies.
fn repack_weights(model: &LoadedModel, backend: &mut dyn Backend, experts_only: bool) -> usize {
    let t = Instant::now();
    // The token embedding is only gathered row by row, unless the model ties the output head
    // to it (no `output.weight`): then it is multiplied too.
    let tied = !model.plan.tensors.iter().any(|t| t.name == "output.weight");
    let views: Vec<_> = (0..model.plan.tensors.len())
        .filter_map(|i| model.weights.get(WeightId(i as u32)).ok())
        .filter(|w| !experts_only || w.name.contains("_exps"))
        .filter(|w| tied || w.name != "token_embd.weight")
        .map(|w| (w.ty, w.bytes, w.row_len()))
        .collect();
    let need = crate::cpu::packed::planned_bytes(&views);
    let mib = |b: usize| b as f64 / (1 << 20) as f64;
    if let Some(avail) = available_memory().filter(|&a| need > a / 10 * 7) {
        tracing::warn!(
            "not repacking the weights for the decode kernels: {:.0} MiB would not fit in 70% of the host's {:.0} MiB available",
            mib(need),
            mib(avail)
        );
        return 0;
    }
    let (n, bytes) = backend.pack(&views);
    if n > 0 {
        tracing::info!(
            "repacked {n} weight matrices for the decode kernels ({:.1} MiB of host memory) in {:.2} s",
            mib(bytes),
            t.elapsed().as_secs_f64()
        );
    }
    bytes
}

/// The host memory available to new allocations (Linux `MemAvailable`), where it can be read.
fn available_memory() -> Option<usize> {
    let info = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = info.lines().find(|l| l.starts_with("MemAvailable:"))?;
    let kib: usize = line.split_whitespace().nth(1)?.parse().ok()?;
    kib.checked_mul(1024)
}

/// The end-of-generation ids of a tokenizer spec. When the spec does not make a tokenizer (a
/// vocabulary kind the tokenizer does not support; token-id prompts still work), the ids the
/// spec names outright are used.
fn eog_ids(spec: &TokenizerSpec) -> Vec<u32> {
    match crate::tokenizer::Tokenizer::from_spec(spec) {
        Ok(tok) => tok.eog_ids().collect(),
        Err(_) => [spec.eos_id, spec.eot_id].into_iter().flatten().collect(),
    }
}
