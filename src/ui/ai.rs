//! The computer opponent off the main thread: a Web Worker built from the
//! same crate (`src/bin/worker.rs`, Trunk `data-type="worker"`), spoken to
//! with the plain-text messages of [`crate::ai::wire`].
//!
//! ```ignore
//! let ticket = think(AiRequest { position, level: 4, history }, done);
//! // keep `ticket` while waiting; drop it (or `ticket.cancel()`) to ignore the answer
//! ```
//!
//! One worker serves the requests, in order. Cancelling a request that the
//! worker has not answered yet (dropping its [`AiTicket`]) terminates that
//! worker and the other pending requests go to a fresh one, so the next
//! request never waits behind a cancelled search. A worker that fails
//! (its script or wasm does not load, or it crashes) fails the pending
//! requests at once; one that gives no answer within [`TIMEOUT_MS`] fails
//! the late request; either way the next request gets a fresh worker.
//!
//! Each request carries the game's earlier positions it needs (repetition
//! avoidance): the bridge keeps nothing of the game between requests.

use std::cell::{Cell, RefCell};

use gloo_events::{EventListener, EventListenerOptions};
use gloo_timers::callback::Timeout;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{DedicatedWorkerGlobalScope, Event, MessageEvent, Worker};
use yew::Callback;

use crate::ai::wire::{self, Answer, Request};

/// What to think about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AiRequest {
    /// The position, in engine position notation (`Setup`'s `Display`).
    pub position: String,
    /// The level, `1..=4` (4: strongest; use it for hints).
    pub level: u8,
    /// Earlier positions of the game (notation), for repetition avoidance.
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
        if take_pending(self.id).is_some() {
            // The worker may be busy with this request: replace it.
            restart_worker();
        }
    }
}

/// Milliseconds without an answer after which a request fails.
pub const TIMEOUT_MS: u32 = 15_000;

/// The worker's loader script, relative to the page: Trunk's loader shim
/// for `data-bin="worker" data-type="worker" data-loader-shim` (a plain
/// script URL, which the page's CSP `worker-src 'self'` allows).
const WORKER_LOADER: &str = "worker_loader.js";

/// The global through which a page names its worker script: the start-up
/// script of the site names the loader of its own build (a file name with a
/// content hash, so that a page never talks to another build's worker), and
/// the single-file build (`sternhalma-offline.html`, opened from `file://`)
/// a `blob:` URL holding the worker's script and wasm.
const WORKER_URL_GLOBAL: &str = "sternhalmaWorkerUrl";

/// The URL the worker starts from: the page's [`WORKER_URL_GLOBAL`] when it
/// sets one, else [`WORKER_LOADER`].
fn worker_url() -> String {
    web_sys::window()
        .and_then(|w| js_sys::Reflect::get(&w, &WORKER_URL_GLOBAL.into()).ok())
        .and_then(|v| v.as_string())
        .unwrap_or_else(|| WORKER_LOADER.to_owned())
}

/// A running worker. Until it reports [`wire::READY`] its messages wait in
/// `queue` (a worker drops messages that arrive before it listens).
struct Live {
    worker: Worker,
    ready: bool,
    queue: Vec<String>,
    /// The worker's `message` and `error` listeners (removed when dropped).
    _listeners: [EventListener; 2],
}

impl Drop for Live {
    fn drop(&mut self) {
        self.worker.terminate();
    }
}

/// A request waiting for its answer: its id, the callback, the message sent and the timer
/// that fails it after [`TIMEOUT_MS`] (cancelled when the entry goes).
type Pending = (u64, Callback<Result<String, String>>, String, Timeout);

thread_local! {
    static WORKER: RefCell<Option<Live>> = const { RefCell::new(None) };
    static PENDING: RefCell<Vec<Pending>> = const { RefCell::new(Vec::new()) };
    static NEXT: Cell<u64> = const { Cell::new(1) };
}

fn take_pending(id: u64) -> Option<Callback<Result<String, String>>> {
    PENDING.with(|p| {
        let mut p = p.borrow_mut();
        let i = p.iter().position(|e| e.0 == id)?;
        Some(p.remove(i).1)
    })
}

fn on_message(e: &MessageEvent) {
    let Some(text) = e.data().as_string() else {
        return;
    };
    if text == wire::READY {
        let queued = WORKER.with(|w| {
            let mut w = w.borrow_mut();
            let live = w.as_mut()?;
            live.ready = true;
            Some((live.worker.clone(), std::mem::take(&mut live.queue)))
        });
        if let Some((worker, queue)) = queued {
            for message in queue {
                let _ = worker.post_message(&JsValue::from_str(&message));
            }
        }
        return;
    }
    if let Some(answer) = Answer::decode(&text) {
        if let Some(cb) = take_pending(answer.id) {
            cb.emit(answer.result);
        }
    }
}

/// The worker failed (did not load, or crashed).
fn on_error(e: &Event) {
    e.prevent_default();
    fail_pending();
}

/// No worker runs: every pending request fails now, and the next request
/// starts a fresh worker.
fn fail_pending() {
    let old = WORKER.with(|w| w.borrow_mut().take());
    drop(old);
    let failed = PENDING.with(|p| std::mem::take(&mut *p.borrow_mut()));
    for (_, cb, _, _) in failed {
        cb.emit(Err("the computer opponent failed to start".into()));
    }
}

fn spawn() -> Option<Live> {
    let worker = Worker::new(&worker_url()).ok()?;
    let message = EventListener::new(&worker, "message", |e| {
        if let Some(e) = e.dyn_ref::<MessageEvent>() {
            on_message(e);
        }
    });
    // (Not passive: the error is handled here, not reported as the page's.)
    let options = EventListenerOptions::enable_prevent_default();
    let error = EventListener::new_with_options(&worker, "error", options, on_error);
    Some(Live {
        worker,
        ready: false,
        queue: Vec::new(),
        _listeners: [message, error],
    })
}

/// Terminates the current worker and sends the requests still pending to a
/// fresh one.
fn restart_worker() {
    let old = WORKER.with(|w| w.borrow_mut().take());
    drop(old);
    let messages: Vec<String> = PENDING.with(|p| p.borrow().iter().map(|e| e.2.clone()).collect());
    for message in messages {
        send(message);
    }
}

fn send(message: String) {
    let running = WORKER.with(|w| {
        let mut w = w.borrow_mut();
        if w.is_none() {
            *w = spawn();
        }
        match w.as_mut() {
            Some(live) if live.ready => {
                let _ = live.worker.post_message(&JsValue::from_str(&message));
                true
            }
            Some(live) => {
                live.queue.push(message);
                true
            }
            None => false,
        }
    });
    // The worker could not even be created (callbacks run outside the borrow).
    if !running {
        fail_pending();
    }
}

/// A timer that fails request `id` if it is still pending after [`TIMEOUT_MS`].
fn timeout(id: u64) -> Timeout {
    Timeout::new(TIMEOUT_MS, move || {
        if let Some(cb) = take_pending(id) {
            restart_worker();
            cb.emit(Err("the computer did not answer in time".into()));
        }
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
    let message = Request {
        id,
        level: request.level,
        position: request.position,
        history: request.history,
    }
    .encode();
    PENDING.with(|p| {
        p.borrow_mut()
            .push((id, done, message.clone(), timeout(id)))
    });
    send(message);
    AiTicket { id }
}

/// The worker's side (`src/bin/worker.rs`): answers every request with
/// [`wire::respond`], after telling the page it listens.
pub fn serve() {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let replies = scope.clone();
    let listener = EventListener::new(&scope, "message", move |e| {
        let Some(text) = e
            .dyn_ref::<MessageEvent>()
            .and_then(|e| e.data().as_string())
        else {
            return;
        };
        let clock = || js_sys::Date::now();
        if let Some(reply) = wire::respond(&text, &clock) {
            let _ = replies.post_message(&JsValue::from_str(&reply));
        }
    });
    // The worker listens for as long as it lives.
    listener.forget();
    let _ = scope.post_message(&JsValue::from_str(wire::READY));
}
