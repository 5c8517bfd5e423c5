//! The computer opponent off the main thread: a Web Worker built from the
//! same crate (`src/bin/worker.rs`, Trunk `data-type="worker"`), driven
//! through gloo-worker.
//!
//! ```ignore
//! let ticket = think(AiRequest { position, level: 4, history }, done);
//! // keep `ticket` while waiting; drop it (or `ticket.cancel()`) to ignore the answer
//! ```
//!
//! One worker serves every request, in order; a cancelled request still
//! runs to its end in the worker (at most the level's budget, 1 s) but its
//! answer is dropped.

use std::cell::{Cell, RefCell};
use std::collections::HashMap;

use gloo_worker::{HandlerId, Spawnable, Worker, WorkerBridge, WorkerScope};
use serde::{Deserialize, Serialize};
use yew::Callback;

/// What to think about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AiRequest {
    /// The position, in engine position notation (`Setup`'s `Display`).
    pub position: String,
    /// The level, `1..=4` (4: strongest; use it for hints).
    pub level: u8,
    /// Recent positions of the game (notation), for repetition avoidance.
    pub history: Vec<String>,
}

/// A pending request: dropping it (or [`AiTicket::cancel`]) ignores the answer.
#[derive(Debug)]
pub struct AiTicket {
    id: u64,
}

impl AiTicket {
    /// Ignores the answer.
    pub fn cancel(self) {}
}

impl Drop for AiTicket {
    fn drop(&mut self) {
        PENDING.with(|p| p.borrow_mut().remove(&self.id));
    }
}

/// Message to the worker.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct WorkerInput {
    id: u64,
    position: String,
    level: u8,
    history: Vec<String>,
}

/// Message from the worker.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct WorkerOutput {
    id: u64,
    result: Result<String, String>,
}

/// The worker: answers each [`WorkerInput`] with the move text (or an error).
#[derive(Debug)]
pub struct AiWorker;

impl Worker for AiWorker {
    type Message = ();
    type Input = WorkerInput;
    type Output = WorkerOutput;

    fn create(_scope: &WorkerScope<Self>) -> Self {
        AiWorker
    }

    fn update(&mut self, _scope: &WorkerScope<Self>, _msg: ()) {}

    fn received(&mut self, scope: &WorkerScope<Self>, msg: WorkerInput, who: HandlerId) {
        let clock = || js_sys::Date::now();
        let result = crate::ai::answer(&msg.position, msg.level, &msg.history, &clock);
        scope.respond(who, WorkerOutput { id: msg.id, result });
    }
}

/// The worker's loader script, relative to the page: Trunk's loader shim
/// for `data-bin="worker" data-type="worker" data-loader-shim` (a plain
/// script URL, so the page's CSP `worker-src 'self'` allows it; gloo's
/// default blob: loader would not be).
const WORKER_LOADER: &str = "worker_loader.js";

thread_local! {
    static BRIDGE: RefCell<Option<WorkerBridge<AiWorker>>> = const { RefCell::new(None) };
    static PENDING: RefCell<HashMap<u64, Callback<Result<String, String>>>> = RefCell::new(HashMap::new());
    static NEXT: Cell<u64> = const { Cell::new(1) };
}

/// Whether a worker can be started from a script URL (not from `file:`).
fn workers_available() -> bool {
    web_sys::window()
        .and_then(|w| w.location().protocol().ok())
        .is_some_and(|p| p.starts_with("http"))
}

fn deliver(out: WorkerOutput) {
    let cb = PENDING.with(|p| p.borrow_mut().remove(&out.id));
    if let Some(cb) = cb {
        cb.emit(out.result);
    }
}

/// Asks the worker for a move; `done` receives the move text (engine move
/// notation) or an error text. The page stays interactive meanwhile.
pub fn think(request: AiRequest, done: Callback<Result<String, String>>) -> AiTicket {
    let id = NEXT.with(|n| {
        let id = n.get();
        n.set(id + 1);
        id
    });
    PENDING.with(|p| p.borrow_mut().insert(id, done));
    let input = WorkerInput {
        id,
        position: request.position,
        level: request.level,
        history: request.history,
    };
    if workers_available() {
        BRIDGE.with(|b| {
            let mut b = b.borrow_mut();
            let bridge = b.get_or_insert_with(|| {
                AiWorker::spawner()
                    .callback(deliver)
                    .spawn_with_loader(WORKER_LOADER)
            });
            bridge.send(input);
        });
    } else {
        // The single-file build opened from disk cannot start a worker:
        // think on the main thread (the page freezes for the budget).
        wasm_bindgen_futures::spawn_local(async move {
            let clock = || js_sys::Date::now();
            let result = crate::ai::answer(&input.position, input.level, &input.history, &clock);
            deliver(WorkerOutput {
                id: input.id,
                result,
            });
        });
    }
    AiTicket { id }
}
