//! The decode worker: one thread that runs generations one at a time, fed by a bounded queue.
//!
//! Request tasks submit a [`Job`] with `try_submit`; when the queue is full they are refused at
//! once (the HTTP layer turns that into a 503). Each job carries a cancellation flag that the
//! request sets when its client goes away (a drop guard), so an abandoned request stops
//! decoding at the next token, and a queued one is skipped without running.

use std::ops::ControlFlow;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{SyncSender, TrySendError, sync_channel};
use std::thread::JoinHandle;

use tokio::sync::mpsc::UnboundedSender;

use super::backend::{GenerationParams, GenerationStats, ModelBackend, TokenPiece};
use super::metrics::Metrics;
use crate::error::RuntimeError;

/// What the worker sends back to the request task.
#[derive(Debug)]
pub enum WorkerMsg {
    /// The job left the queue and generation started.
    Started,
    /// A generated token.
    Piece(TokenPiece),
    /// Generation ended (successfully or not); no more messages follow.
    Done(Result<GenerationStats, RuntimeError>),
}

/// One generation request.
#[derive(Debug)]
pub struct Job {
    pub prompt: Vec<u32>,
    pub params: GenerationParams,
    pub cancel: Arc<AtomicBool>,
    pub tx: UnboundedSender<WorkerMsg>,
}

/// Sets a job's cancellation flag when dropped: held by the request for as long as its client
/// may still be listening.
#[derive(Debug)]
pub struct CancelOnDrop(pub Arc<AtomicBool>);

impl Drop for CancelOnDrop {
    fn drop(&mut self) {
        self.0.store(true, Ordering::SeqCst);
    }
}

/// Handle to the worker thread.
#[derive(Debug)]
pub struct Worker {
    tx: Option<SyncSender<Job>>,
    thread: Option<JoinHandle<()>>,
    shutdown: Arc<AtomicBool>,
}

/// The job was refused because `queue_capacity` jobs are already waiting.
#[derive(Debug)]
pub struct QueueFull;

impl Worker {
    /// Starts the worker thread with room for `queue_capacity` waiting jobs (besides the one
    /// decoding).
    pub fn start(
        backend: Arc<dyn ModelBackend>,
        queue_capacity: usize,
        metrics: Arc<Metrics>,
    ) -> Result<Worker, RuntimeError> {
        let (tx, rx) = sync_channel::<Job>(queue_capacity);
        let shutdown = Arc::new(AtomicBool::new(false));
        let stop = shutdown.clone();
        let thread = std::thread::Builder::new()
            .name("strata-decode".into())
            .spawn(move || {
                while let Ok(job) = rx.recv() {
                    metrics.queue_depth.fetch_sub(1, Ordering::SeqCst);
                    run_job(backend.as_ref(), job, &stop, &metrics);
                }
            })
            .map_err(|e| RuntimeError::Server(format!("cannot start the decode thread: {e}")))?;
        Ok(Worker {
            tx: Some(tx),
            thread: Some(thread),
            shutdown,
        })
    }

    /// Queues a job, or refuses it at once when the queue is full.
    pub fn try_submit(&self, job: Job, metrics: &Metrics) -> Result<(), QueueFull> {
        let Some(tx) = &self.tx else {
            return Err(QueueFull);
        };
        metrics.queue_depth.fetch_add(1, Ordering::SeqCst);
        match tx.try_send(job) {
            Ok(()) => Ok(()),
            Err(TrySendError::Full(_) | TrySendError::Disconnected(_)) => {
                metrics.queue_depth.fetch_sub(1, Ordering::SeqCst);
                Err(QueueFull)
            }
        }
    }

    /// Asks running and queued generations to stop (used on shutdown).
    pub fn cancel_all(&self) {
        self.shutdown.store(true, Ordering::SeqCst);
    }
}

impl Drop for Worker {
    fn drop(&mut self) {
        self.shutdown.store(true, Ordering::SeqCst);
        self.tx = None;
        if let Some(thread) = self.thread.take() {
            // The thread ends once the queue is drained (cancelled jobs end at once).
            let _ = thread.join();
        }
    }
}

fn run_job(backend: &dyn ModelBackend, job: Job, shutdown: &AtomicBool, metrics: &Metrics) {
    let Job {
        prompt,
        params,
        cancel,
        tx,
    } = job;
    if cancel.load(Ordering::SeqCst) || shutdown.load(Ordering::SeqCst) {
        let _ = tx.send(WorkerMsg::Done(Err(RuntimeError::Server(
            "request cancelled before it started".into(),
        ))));
        return;
    }
    if tx.send(WorkerMsg::Started).is_err() {
        return;
    }
    metrics.decoding.store(true, Ordering::SeqCst);
    let mut on_piece = |piece: &TokenPiece| {
        if cancel.load(Ordering::SeqCst) || shutdown.load(Ordering::SeqCst) {
            return ControlFlow::Break(());
        }
        if tx.send(WorkerMsg::Piece(piece.clone())).is_err() {
            return ControlFlow::Break(());
        }
        ControlFlow::Continue(())
    };
    let result = backend.generate(&prompt, &params, &mut on_piece);
    metrics.decoding.store(false, Ordering::SeqCst);
    if let Ok(stats) = &result {
        metrics.record_generation(stats);
    }
    let _ = tx.send(WorkerMsg::Done(result));
}
