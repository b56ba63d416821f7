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

use std::ops::ControlFlow;
use std::path::{Path, PathBuf};
use std::time::Instant;

use strata_ir::graph::Graph;
use strata_ir::plan::{ModelConfig, Plan, TokenizerSpec};

use crate::constrain::{HookAction, LogitsHook};
use crate::error::RuntimeError;
use crate::exec::backend::{Backend, FastBackend, ReferenceBackend};
use crate::exec::experts::{ExpertHooks, NoExperts};
use crate::exec::graph::{Ctx, Outputs, Program, run_batch};
use crate::kv::KvCache;
use crate::loader::{LoadedModel, Weights};
use crate::sampler::{Sampler, SamplingParams};
use crate::schedule::{Schedule, ScheduleOptions};

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
}

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
    model: LoadedModel,
    /// The plan's graph after the scheduling passes: the graph `program` runs.
    schedule: Schedule,
    program: Program,
    backend: Box<dyn Backend + Send>,
    n_ctx: usize,
    threads: usize,
    /// End-of-generation ids, decided once at load (see [`Engine::eog_tokens`]).
    eog: Vec<u32>,
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
        let backend: Box<dyn Backend + Send> = match opts.executor {
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
        Ok(Engine {
            model,
            schedule,
            program,
            backend,
            n_ctx,
            eog,
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

    /// A fresh session with an empty KV cache.
    pub fn new_session(&self) -> Session {
        let c = self.config();
        Session {
            kv: KvCache::new(
                c.n_layer as usize,
                (c.n_head_kv * c.head_dim) as usize,
                self.n_ctx,
            ),
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
        self.eval_with(session, tokens, outputs, false, &mut NoExperts)
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
        let pos0 = session.tokens.len();
        let mut ctx = Ctx {
            graph: &self.schedule.graph,
            program: &self.program,
            weights: &self.model.weights,
            backend: self.backend.as_ref(),
            kv: &mut session.kv,
            experts,
            decode,
        };
        let result = run_batch(&mut ctx, tokens, pos0, outputs);
        match result {
            Ok(l) => {
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
        self.eval_with(session, &[token], Outputs::Last, true, &mut NoExperts)
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

/// The end-of-generation ids of a tokenizer spec. When the spec does not make a tokenizer (a
/// vocabulary kind the tokenizer does not support; token-id prompts still work), the ids the
/// spec names outright are used.
fn eog_ids(spec: &TokenizerSpec) -> Vec<u32> {
    match crate::tokenizer::Tokenizer::from_spec(spec) {
        Ok(tok) => tok.eog_ids().collect(),
        Err(_) => [spec.eos_id, spec.eot_id].into_iter().flatten().collect(),
    }
}
