//! The computer opponent off the main thread: a Web Worker built from the
//! same crate (`src/bin/worker.rs`, Trunk `data-type="worker"`), driven
//! through gloo-worker.
//!
//! ```ignore
//! let ticket = think(AiRequest { position, level: 4, history }, done);
//! // keep `ticket` while waiting; drop it (or `ticket.cancel()`) to ignore the answer
//! ```
//!
//! One worker serves the requests, in order. Cancelling a request that the
//! worker has not answered yet (dropping its [`AiTicket`]) retires that
//! worker (it closes itself once its current search ends, at most the
//! level's budget) and the other pending requests go to a fresh worker, so
//! the next request never waits behind a cancelled one. A request that gets
//! no answer within [`TIMEOUT_MS`] (a worker that failed to load or died)
//! receives an error and the worker is replaced.
//!
//! The page sends only the last few positions of the game; the bridge keeps
//! a longer record of the game's positions ([`HISTORY_CAP`]) and sends that,
//! so the computer can avoid recreating positions of the whole game.

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
        let was_pending = PENDING.with(|p| p.borrow_mut().remove(&self.id)).is_some();
        if was_pending {
            // The worker may be busy with this request: replace it.
            restart_worker();
        }
    }
}

/// Milliseconds without an answer after which a request fails.
pub const TIMEOUT_MS: i32 = 15_000;

/// Positions of the game kept for repetition avoidance.
pub const HISTORY_CAP: usize = 240;

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

/// The global through which a page names another worker script: the
/// single-file build (`sternhalma-offline.html`, opened from `file://`)
/// sets it to a `blob:` URL holding the worker's script and wasm.
const WORKER_URL_GLOBAL: &str = "sternhalmaWorkerUrl";

/// The URL the worker starts from: the page's [`WORKER_URL_GLOBAL`] when it
/// sets one, else [`WORKER_LOADER`].
fn worker_url() -> String {
    web_sys::window()
        .and_then(|w| js_sys::Reflect::get(&w, &WORKER_URL_GLOBAL.into()).ok())
        .and_then(|v| v.as_string())
        .unwrap_or_else(|| WORKER_LOADER.to_owned())
}

/// A request waiting for its answer: the callback and what was sent.
type Pending = (Callback<Result<String, String>>, WorkerInput);

thread_local! {
    static BRIDGE: RefCell<Option<WorkerBridge<AiWorker>>> = const { RefCell::new(None) };
    static PENDING: RefCell<HashMap<u64, Pending>> = RefCell::new(HashMap::new());
    static HISTORY: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
    static NEXT: Cell<u64> = const { Cell::new(1) };
}

fn deliver(out: WorkerOutput) {
    let entry = PENDING.with(|p| p.borrow_mut().remove(&out.id));
    if let Some((cb, _)) = entry {
        cb.emit(out.result);
    }
}

/// Drops the current worker (it closes itself after its current search)
/// and sends the requests still pending to a fresh one.
fn restart_worker() {
    let old = BRIDGE.with(|b| b.borrow_mut().take());
    drop(old);
    let mut inputs: Vec<WorkerInput> =
        PENDING.with(|p| p.borrow().values().map(|(_, i)| i.clone()).collect());
    inputs.sort_by_key(|i| i.id);
    for input in inputs {
        send(input);
    }
}

fn send(input: WorkerInput) {
    BRIDGE.with(|b| {
        let mut b = b.borrow_mut();
        let bridge = b.get_or_insert_with(|| {
            AiWorker::spawner()
                .callback(deliver)
                .spawn_with_loader(&worker_url())
        });
        bridge.send(input);
    });
}

/// Fails request `id` if it is still pending after [`TIMEOUT_MS`].
fn arm_timeout(id: u64) {
    use wasm_bindgen::closure::Closure;
    use wasm_bindgen::JsCast;
    let on_timeout = Closure::once_into_js(move || {
        let entry = PENDING.with(|p| p.borrow_mut().remove(&id));
        if let Some((cb, _)) = entry {
            restart_worker();
            cb.emit(Err("the computer did not answer in time".into()));
        }
    });
    if let Some(w) = web_sys::window() {
        let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(
            on_timeout.unchecked_ref(),
            TIMEOUT_MS,
        );
    }
}

/// The game's positions known to the bridge, extended by `recent` (the
/// page's last few positions); a `recent` that shares nothing with the
/// record starts a new one (another game).
fn remember(recent: &[String]) -> Vec<String> {
    HISTORY.with(|h| {
        let mut h = h.borrow_mut();
        if !h.is_empty() && !recent.iter().any(|r| h.contains(r)) {
            h.clear();
        }
        for r in recent {
            if !h.contains(r) {
                h.push(r.clone());
            }
        }
        let excess = h.len().saturating_sub(HISTORY_CAP);
        h.drain(..excess);
        h.clone()
    })
}

/// Asks the worker for a move; `done` receives the move text (engine move
/// notation) or an error text. The page stays interactive meanwhile.
pub fn think(request: AiRequest, done: Callback<Result<String, String>>) -> AiTicket {
    let id = NEXT.with(|n| {
        let id = n.get();
        n.set(id + 1);
        id
    });
    let history = if request.history.is_empty() {
        request.history
    } else {
        remember(&request.history)
    };
    let input = WorkerInput {
        id,
        position: request.position,
        level: request.level,
        history,
    };
    PENDING.with(|p| p.borrow_mut().insert(id, (done, input.clone())));
    send(input);
    arm_timeout(id);
    AiTicket { id }
}
