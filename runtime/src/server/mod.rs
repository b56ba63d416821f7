//! `strata-rt serve`: an OpenAI-compatible HTTP server (tokio + axum). This module is the only
//! network code in the workspace.
//!
//! Routes: `POST /v1/chat/completions` (streaming and not, tools, reasoning),
//! `POST /v1/completions`, `GET /v1/models`, `GET /health`, `GET /metrics`. The server reaches
//! the model only through [`ModelBackend`]; one generation runs at a time on a dedicated decode
//! thread and the rest wait in a bounded queue (a full queue answers 503). Every malformed
//! request gets a 4xx with OpenAI's error object and the server keeps serving.
//!
//! Constrained decoding (see [`crate::constrain`], on llguidance) enforces the request's shape
//! on the real engine: `response_format` `json_object` (one JSON object, no leading whitespace,
//! at most 16 bytes of whitespace per gap) and `json_schema` (a value valid against the schema;
//! with `strict`, keywords the library cannot enforce are a 400), plus Strata's `grammar` (Lark)
//! and `regex` formats; the generation ends when the value closes. `tool_choice: "required"` or
//! a named function forces `<tool_call>\n{"name": ..., "arguments": {...}}\n</tool_call>` with
//! the name one of the declared tools and the arguments valid against that tool's `parameters`;
//! under `"auto"` every call the model opens itself is constrained the same way (`"none"` hides
//! the tools and parses no calls). A completed call ends the generation with `finish_reason:
//! "tool_calls"` unless `parallel_tool_calls` (default true) lets the model go on. A schema
//! llguidance rejects is a 400 naming the problem, before anything is queued;
//! `reasoning_effort` low/medium/high give the reasoning block a budget of 256/1024/4096 tokens,
//! after which `\n</think>\n\n` is forced (`none` disables thinking). Tool-call arguments are
//! streamed as incremental `tool_calls` deltas.
//!
//! A model whose template writes OpenAI's harmony markup (gpt-oss, [`OutputFormat::Harmony`])
//! gets the same API through its own channels: the analysis channel is `reasoning_content`,
//! the final channel `content`, and `commentary to=functions.NAME` messages `tool_calls`
//! ([`harmony`]); constrained decoding forces harmony headers instead of `<think>` and
//! `<tool_call>` (the analysis channel opened and, after its budget, closed with `<|end|>`; a
//! required call as `<|channel|>commentary to=functions.NAME <|constrain|>json<|message|>` and
//! schema-valid arguments; a response format on the final channel). Under `tool_choice: auto`
//! a harmony model's calls are parsed but not constrained.
//!
//! Start it with [`serve`] (until a shutdown future resolves) or, in tests, with
//! [`BackgroundServer::start`], which binds an ephemeral loopback port and shuts down on drop.

pub mod api;
pub mod backend;
pub mod cli;
pub mod engine_backend;
pub mod harmony;
pub mod http;
pub mod jsonscan;
pub mod metrics;
pub mod parse;
pub mod stop;
pub mod worker;

use std::future::Future;
use std::net::SocketAddr;
use std::sync::Arc;
use std::thread::JoinHandle;

pub use api::{ApiError, ReasoningEffort};
pub use backend::{
    AnswerShape, ChatInput, GenerationParams, GenerationStats, GrammarSpec, ModelBackend,
    OutputConstraint, OutputFormat, PromptKind, StopReason, TokenLogprob, TokenPiece, ToolSchema,
};
pub use harmony::HarmonyParser;
pub use parse::{Assembled, OutputParser, ParseEvent, ParsedToolCall, ParserOptions, assemble};

use crate::error::RuntimeError;

/// Deployment-wide settings of the server.
#[derive(Debug, Clone)]
pub struct ServerConfig {
    /// Bearer key every route except `/health` requires, if set.
    pub api_key: Option<String>,
    /// `reasoning_effort` used when a request does not give one.
    pub reasoning_effort: ReasoningEffort,
    /// Requests that may wait while one decodes; more are refused with 503.
    pub queue_capacity: usize,
    /// Largest accepted request body in bytes; larger ones get 413.
    pub max_body_bytes: usize,
    /// Largest tool-call body the output parser holds in memory.
    pub max_tool_call_bytes: usize,
    /// Refuse requests whose `model` is neither the served id nor an alias (404). Off by
    /// default: any `model` value is served by the one loaded model.
    pub strict_model_names: bool,
    /// More names `/v1/models` lists for the served model (and strict mode accepts).
    pub aliases: Vec<String>,
}

impl Default for ServerConfig {
    fn default() -> Self {
        ServerConfig {
            api_key: None,
            reasoning_effort: ReasoningEffort::Medium,
            queue_capacity: 16,
            max_body_bytes: 8 * 1024 * 1024,
            max_tool_call_bytes: 256 * 1024,
            strict_model_names: false,
            aliases: Vec::new(),
        }
    }
}

/// Serves `backend` on `listener` until `shutdown` resolves, then stops the running generation,
/// lets open responses finish and returns.
pub async fn serve(
    listener: tokio::net::TcpListener,
    backend: Arc<dyn ModelBackend>,
    config: ServerConfig,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), RuntimeError> {
    let state = Arc::new(http::AppState::new(backend, config)?);
    let app = http::router(state.clone());
    let st = state.clone();
    let signal = async move {
        shutdown.await;
        tracing::info!("shutting down: cancelling generations and closing connections");
        st.worker.cancel_all();
    };
    axum::serve(listener, app)
        .with_graceful_shutdown(signal)
        .await
        .map_err(|e| RuntimeError::Server(format!("server failed: {e}")))
}

/// Installs SIGINT (Ctrl-C) and SIGTERM handlers now and returns a future that resolves when
/// either arrives. Installing before the server announces its address matters: a signal sent
/// right after the announcement must not meet the default action, which kills the process.
/// Must be called inside a tokio runtime.
pub fn shutdown_signal() -> Result<impl Future<Output = ()> + Send + 'static, RuntimeError> {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        let install = |kind: SignalKind, name: &str| {
            signal(kind).map_err(|e| {
                RuntimeError::Server(format!("cannot install the {name} handler: {e}"))
            })
        };
        let mut int = install(SignalKind::interrupt(), "SIGINT")?;
        let mut term = install(SignalKind::terminate(), "SIGTERM")?;
        Ok(async move {
            tokio::select! {
                _ = int.recv() => {}
                _ = term.recv() => {}
            }
        })
    }
    #[cfg(not(unix))]
    {
        Ok(async {
            if tokio::signal::ctrl_c().await.is_err() {
                std::future::pending::<()>().await;
            }
        })
    }
}

/// Binds `host:port` and serves until SIGINT/SIGTERM; the blocking entry point of
/// `strata-rt serve`.
pub fn run_blocking(
    host: &str,
    port: u16,
    backend: Arc<dyn ModelBackend>,
    config: ServerConfig,
) -> Result<(), RuntimeError> {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .worker_threads(2)
        .build()
        .map_err(|e| RuntimeError::Server(format!("cannot start the async runtime: {e}")))?;
    rt.block_on(async move {
        let listener = tokio::net::TcpListener::bind((host, port))
            .await
            .map_err(|e| RuntimeError::Server(format!("cannot listen on {host}:{port}: {e}")))?;
        let addr = listener
            .local_addr()
            .map_err(|e| RuntimeError::Server(format!("listener address: {e}")))?;
        let signal = shutdown_signal()?;
        eprintln!(
            "strata-rt: serving '{}' on http://{addr} (OpenAI API under /v1)",
            backend.model_id()
        );
        serve(listener, backend, config, signal).await
    })
}

/// A server running on a background thread, bound to an ephemeral loopback port; shut down and
/// joined when dropped. For tests and embedding.
#[derive(Debug)]
pub struct BackgroundServer {
    addr: SocketAddr,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    thread: Option<JoinHandle<Result<(), RuntimeError>>>,
}

impl BackgroundServer {
    /// Starts serving `backend` on `127.0.0.1:0`.
    pub fn start(
        backend: Arc<dyn ModelBackend>,
        config: ServerConfig,
    ) -> Result<BackgroundServer, RuntimeError> {
        let std_listener = std::net::TcpListener::bind(("127.0.0.1", 0))
            .and_then(|l| l.set_nonblocking(true).map(|()| l))
            .map_err(|e| RuntimeError::Server(format!("cannot bind a loopback port: {e}")))?;
        let addr = std_listener
            .local_addr()
            .map_err(|e| RuntimeError::Server(format!("listener address: {e}")))?;
        let (stop_tx, stop_rx) = tokio::sync::oneshot::channel::<()>();
        let thread = std::thread::Builder::new()
            .name("strata-server".into())
            .spawn(move || {
                let rt = tokio::runtime::Builder::new_multi_thread()
                    .enable_all()
                    .worker_threads(2)
                    .build()
                    .map_err(|e| RuntimeError::Server(format!("async runtime: {e}")))?;
                rt.block_on(async move {
                    let listener = tokio::net::TcpListener::from_std(std_listener)
                        .map_err(|e| RuntimeError::Server(format!("listener: {e}")))?;
                    serve(listener, backend, config, async {
                        let _ = stop_rx.await;
                    })
                    .await
                })
            })
            .map_err(|e| RuntimeError::Server(format!("cannot start the server thread: {e}")))?;
        Ok(BackgroundServer {
            addr,
            stop: Some(stop_tx),
            thread: Some(thread),
        })
    }

    /// The bound address.
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// `http://127.0.0.1:PORT`.
    pub fn url(&self) -> String {
        format!("http://{}", self.addr)
    }

    /// Stops the server and waits for it, returning how it ended.
    pub fn shutdown(mut self) -> Result<(), RuntimeError> {
        self.stop_and_join()
    }

    fn stop_and_join(&mut self) -> Result<(), RuntimeError> {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        match self.thread.take() {
            Some(t) => t
                .join()
                .map_err(|_| RuntimeError::Server("the server thread panicked".into()))?,
            None => Ok(()),
        }
    }
}

impl Drop for BackgroundServer {
    fn drop(&mut self) {
        let _ = self.stop_and_join();
    }
}
