//! The page's pool of workers: one live worker per role — up to [`MAX_SHARES`] computer workers,
//! one analysis worker (and a spare) — the requests waiting for answers, the watchdog of a stuck
//! analysis and the workers' failures (see [`super`] for what the page sees).

use std::cell::{Cell, RefCell};

use gloo_events::{EventListener, EventListenerOptions};
use gloo_timers::callback::Timeout;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Event, MessageEvent, Worker};
use yew::Callback;

use super::{STUCK_MS, TIMEOUT_MS};
use crate::ai::analysis::{Analysis, Judgement, Race};
use crate::ai::shares::MAX_SHARES;
use crate::ai::wire::{self, AiError, Answer, Body, Reply, Request};
use crate::engine::Move;

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

/// The URL the workers start from: the page's [`WORKER_URL_GLOBAL`] when it
/// sets one, else [`WORKER_LOADER`].
fn worker_url() -> String {
    web_sys::window()
        .and_then(|w| js_sys::Reflect::get(&w, &WORKER_URL_GLOBAL.into()).ok())
        .and_then(|v| v.as_string())
        .unwrap_or_else(|| WORKER_LOADER.to_owned())
}

fn now() -> f64 {
    js_sys::Date::now()
}

/// Which worker.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Role {
    /// Moves and hints: computer worker `k` (below [`MAX_SHARES`]) searches share `k` of a
    /// split search; worker 0 everything else.
    Computer(u8),
    /// Analysis and review.
    Analysis,
}

impl Role {
    /// Its place in `POOLS`.
    fn slot(self) -> usize {
        match self {
            Role::Analysis => 0,
            Role::Computer(k) => 1 + usize::from(k.min(MAX_SHARES - 1)),
        }
    }
}

/// A running worker. Until it reports [`wire::READY`] its messages wait in
/// `queue` (a worker drops messages that arrive before it listens).
struct Live {
    worker: Worker,
    /// Which worker this is (the spare's messages are told from the live one's by it).
    serial: u64,
    ready: bool,
    /// When it said it listens.
    ready_at: Option<f64>,
    queue: Vec<String>,
    /// The worker's `message` and `error` listeners (removed when dropped).
    _listeners: [EventListener; 2],
}

impl Drop for Live {
    fn drop(&mut self) {
        self.worker.terminate();
    }
}

/// Who waits for a one-shot answer.
#[derive(Clone)]
pub(super) enum Waiter {
    Move(Callback<Result<Move, AiError>>),
    /// A share of a split search: the reply as it is (a tree's root to merge).
    Share(Callback<Result<Reply, AiError>>),
    Review(Callback<Result<Judgement, AiError>>),
    Race(Callback<Result<Race, AiError>>),
}

/// A request waiting for its answer: its id, who waits, the request (its position is the one
/// the answer's moves are read against; a fresh worker gets it again) and the timer that fails
/// it after [`TIMEOUT_MS`] (cancelled when the entry goes).
struct Pending {
    id: u64,
    waiter: Waiter,
    request: Request,
    _timer: Timeout,
}

/// The running analysis.
struct Stream {
    id: u64,
    on_update: Callback<Result<Analysis, AiError>>,
    request: Request,
    /// The worker has taken the request up.
    started: bool,
    /// Replaces the worker if it has not taken the request up within [`STUCK_MS`].
    _watchdog: Option<Timeout>,
}

/// A worker and its requests.
#[derive(Default)]
struct Pool {
    live: Option<Live>,
    /// A started worker waiting to take over from `live` (analysis only).
    spare: Option<Live>,
    pending: Vec<Pending>,
    stream: Option<Stream>,
    /// When the worker last said something (or was asked to start).
    heard: f64,
}

thread_local! {
    static POOLS: [RefCell<Pool>; 1 + MAX_SHARES as usize] =
        std::array::from_fn(|_| RefCell::new(Pool::default()));
    static NEXT: Cell<u64> = const { Cell::new(1) };
}

fn with<T>(role: Role, f: impl FnOnce(&mut Pool) -> T) -> T {
    POOLS.with(|p| f(&mut p[role.slot()].borrow_mut()))
}

pub(super) fn next_id() -> u64 {
    NEXT.with(|n| {
        let id = n.get();
        n.set(id + 1);
        id
    })
}

fn take_pending(role: Role, id: u64) -> Option<Pending> {
    with(role, |p| {
        let i = p.pending.iter().position(|e| e.id == id)?;
        Some(p.pending.remove(i))
    })
}

/// Whether request `id` of `role` waits for its answer.
pub(super) fn is_pending(role: Role, id: u64) -> bool {
    with(role, |p| p.pending.iter().any(|e| e.id == id))
}

/// Drops request `id` of `role` without an answer; whether it was waiting.
pub(super) fn forget(role: Role, id: u64) -> bool {
    take_pending(role, id).is_some()
}

/// Something to tell the page, outside the pools' borrows (a callback may ask again).
enum Emit {
    Waiter(Waiter, Result<Reply, AiError>),
    Update(
        Callback<Result<Analysis, AiError>>,
        Result<Analysis, AiError>,
    ),
}

fn emit(e: Emit) {
    match e {
        Emit::Waiter(Waiter::Move(cb), r) => cb.emit(match r {
            Ok(Reply::Move(m) | Reply::Tree { best: m, .. }) => Ok(m),
            Ok(_) => Err(AiError::BadAnswer),
            Err(e) => Err(e),
        }),
        Emit::Waiter(Waiter::Share(cb), r) => cb.emit(r),
        Emit::Waiter(Waiter::Review(cb), r) => cb.emit(match r {
            Ok(Reply::Judgement(j)) => Ok(j),
            Ok(_) => Err(AiError::BadAnswer),
            Err(e) => Err(e),
        }),
        Emit::Waiter(Waiter::Race(cb), r) => cb.emit(match r {
            Ok(Reply::Race(x)) => Ok(x),
            Ok(_) => Err(AiError::BadAnswer),
            Err(e) => Err(e),
        }),
        Emit::Update(cb, r) => cb.emit(r),
    }
}

fn on_message(role: Role, serial: u64, e: &MessageEvent) {
    let Some(text) = e.data().as_string() else {
        return;
    };
    let from = with(role, |p| {
        if p.live.as_ref().is_some_and(|l| l.serial == serial) {
            Some(true)
        } else if let Some(spare) = p.spare.as_mut().filter(|l| l.serial == serial) {
            // The spare only ever says that it listens.
            if text == wire::READY {
                spare.ready = true;
                spare.ready_at = Some(now());
            }
            Some(false)
        } else {
            None
        }
    });
    if from != Some(true) {
        return;
    }
    if text == wire::READY {
        let queued = with(role, |p| {
            p.heard = now();
            let live = p.live.as_mut()?;
            live.ready = true;
            live.ready_at = Some(now());
            Some((live.worker.clone(), std::mem::take(&mut live.queue)))
        });
        if let Some((worker, queue)) = queued {
            for message in queue {
                let _ = worker.post_message(&JsValue::from_str(&message));
            }
        }
        return;
    }
    let Some(id) = Answer::id_of(&text) else {
        return;
    };
    let out = with(role, |p| {
        p.heard = now();
        if let Some(i) = p.pending.iter().position(|e| e.id == id) {
            let reply = read(&text, &p.pending[i].request);
            return Some(Emit::Waiter(p.pending.remove(i).waiter, reply));
        }
        let stream = p.stream.as_mut().filter(|s| s.id == id)?;
        match read(&text, &stream.request) {
            Ok(Reply::Started) => {
                stream.started = true;
                stream._watchdog = None;
                None
            }
            Ok(Reply::Analysis(r)) => {
                let cb = stream.on_update.clone();
                if r.done {
                    p.stream = None;
                }
                Some(Emit::Update(cb, Ok(r)))
            }
            Ok(_) => Some(Emit::Update(
                stream.on_update.clone(),
                Err(AiError::BadAnswer),
            )),
            Err(e) => {
                let cb = stream.on_update.clone();
                p.stream = None;
                Some(Emit::Update(cb, Err(e)))
            }
        }
    });
    let report = matches!(out, Some(Emit::Update(_, Ok(_))));
    if let Some(out) = out {
        emit(out);
    }
    // After a report, not beside an analysis' start: the spare's own start would take a
    // processor from the first iteration.
    if report {
        keep_spare(role);
    }
}

/// The reply of an answer text to `request`, or why there is none.
fn read(text: &str, request: &Request) -> Result<Reply, AiError> {
    Answer::decode(text, request.body.position()).and_then(|a| a.reply.map_err(AiError::from))
}

/// The worker failed (did not load, or crashed). A spare that fails is only dropped.
fn on_error(role: Role, serial: u64, e: &Event) {
    e.prevent_default();
    let spare = with(role, |p| {
        if p.spare.as_ref().is_some_and(|l| l.serial == serial) {
            p.spare.take()
        } else {
            None
        }
    });
    if spare.is_none() {
        fail_all(role, AiError::WorkerFailed);
    }
}

/// No worker runs: every request of `role` fails now with `error`, and the next request
/// starts a fresh worker.
fn fail_all(role: Role, error: AiError) {
    let (live, pending, stream) = with(role, |p| {
        (
            p.live.take(),
            std::mem::take(&mut p.pending),
            p.stream.take(),
        )
    });
    drop(live);
    for e in pending {
        emit(Emit::Waiter(e.waiter, Err(error)));
    }
    if let Some(s) = stream {
        emit(Emit::Update(s.on_update, Err(error)));
    }
}

fn spawn(role: Role) -> Option<Live> {
    let worker = Worker::new(&worker_url()).ok()?;
    let serial = next_id();
    let message = EventListener::new(&worker, "message", move |e| {
        if let Some(e) = e.dyn_ref::<MessageEvent>() {
            on_message(role, serial, e);
        }
    });
    // (Not passive: the error is handled here, not reported as the page's.)
    let options = EventListenerOptions::enable_prevent_default();
    let error = EventListener::new_with_options(&worker, "error", options, move |e| {
        on_error(role, serial, e)
    });
    Some(Live {
        worker,
        serial,
        ready: false,
        ready_at: None,
        queue: Vec::new(),
        _listeners: [message, error],
    })
}

/// Starts a spare analysis worker while an analysis runs and none is there (once the live
/// one has answered: the two do not start side by side).
fn keep_spare(role: Role) {
    let wanted = with(role, |p| {
        role == Role::Analysis
            && p.stream.is_some()
            && p.spare.is_none()
            && p.live.as_ref().is_some_and(|l| l.ready)
    });
    if wanted {
        let spare = spawn(role);
        with(role, |p| p.spare = spare);
    }
}

/// Whether the analysis worker is in the middle of an analysis that a ready spare could take
/// over from at once (no judgement waits for the busy one).
pub(super) fn spare_can_take_over() -> bool {
    with(Role::Analysis, |p| {
        p.stream.as_ref().is_some_and(|s| s.started)
            && p.pending.is_empty()
            && p.spare.as_ref().is_some_and(|l| l.ready)
    })
}

/// Terminates the worker of `role` and sends its requests still pending (and its analysis)
/// to the spare if one listens, else to a fresh one.
pub(super) fn restart(role: Role) {
    let (old, messages) = with(role, |p| {
        let mut messages: Vec<String> = p.pending.iter().map(|e| e.request.encode()).collect();
        if let Some(s) = p.stream.as_mut() {
            s.started = false;
            messages.push(s.request.encode());
        }
        let old = p.live.take();
        if p.spare.as_ref().is_some_and(|l| l.ready) {
            p.heard = now();
            p.live = p.spare.take();
        }
        (old, messages)
    });
    drop(old);
    for message in messages {
        send(role, message);
    }
    let id = with(role, |p| p.stream.as_ref().map(|s| s.id));
    if let Some(id) = id {
        watch(id);
    }
}

pub(super) fn send(role: Role, message: String) {
    let running = with(role, |p| {
        if p.live.is_none() {
            p.live = spawn(role);
            p.heard = now();
        }
        match p.live.as_mut() {
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
        fail_all(role, AiError::WorkerFailed);
    }
}

/// A timer that fails request `id` of `role` if it is still pending after [`TIMEOUT_MS`].
fn timeout(role: Role, id: u64) -> Timeout {
    Timeout::new(TIMEOUT_MS, move || {
        if let Some(p) = take_pending(role, id) {
            // (This timer is running: it is not dropped from inside itself.)
            let _ = p._timer.forget();
            restart(role);
            emit(Emit::Waiter(p.waiter, Err(AiError::TimedOut)));
        }
    })
}

/// Replaces the analysis worker if it has been listening for [`STUCK_MS`] without taking up
/// analysis `id` (and no judgement is ahead of it): it is deep in a long iteration.
fn watch(id: u64) {
    let timer = Timeout::new(STUCK_MS, move || {
        // (This timer is running: it is not dropped from inside itself.)
        let running = with(Role::Analysis, |p| {
            p.stream.as_mut().filter(|s| s.id == id)?._watchdog.take()
        });
        if let Some(t) = running {
            let _ = t.forget();
        }
        let state = with(Role::Analysis, |p| match p.stream.as_ref() {
            Some(s) if s.id == id && !s.started => {
                let listening = p
                    .live
                    .as_ref()
                    .and_then(|l| l.ready_at)
                    .is_some_and(|t| now() - t >= f64::from(STUCK_MS));
                Some(listening && p.pending.is_empty())
            }
            _ => None,
        });
        match state {
            Some(true) => restart(Role::Analysis),
            // Still loading, or busy with a judgement: look again later.
            Some(false) => watch(id),
            None => {}
        }
    });
    with(Role::Analysis, |p| {
        if let Some(s) = p.stream.as_mut().filter(|s| s.id == id) {
            s._watchdog = Some(timer);
        }
    });
}

/// Sends `request` to the worker of `role`; `waiter` gets its answer.
pub(super) fn ask(role: Role, request: Request, waiter: Waiter) {
    let id = request.id;
    let message = request.encode();
    with(role, |p| {
        p.pending.push(Pending {
            id,
            waiter,
            request,
            _timer: timeout(role, id),
        })
    });
    send(role, message);
}

/// Starts analysis `request` in the analysis worker, replacing the running one.
pub(super) fn start_stream(request: Request, on_update: Callback<Result<Analysis, AiError>>) {
    let id = request.id;
    let message = request.encode();
    let swap = spare_can_take_over();
    let stuck = with(Role::Analysis, |p| {
        let busy = p.stream.is_some();
        p.stream = Some(Stream {
            id,
            on_update,
            request,
            started: false,
            _watchdog: None,
        });
        busy && p.live.is_some() && p.pending.is_empty() && now() - p.heard > f64::from(STUCK_MS)
    });
    if swap || stuck {
        restart(Role::Analysis);
    } else {
        send(Role::Analysis, message);
        watch(id);
    }
}

/// Stops analysis `id` if it is the one running: the worker is told, or replaced where a spare
/// can take over or it is deep in an iteration (it would only burn the processor).
pub(super) fn stop_stream(id: u64) {
    let spare = spare_can_take_over();
    let stop = with(Role::Analysis, |p| {
        if p.stream.as_ref().is_some_and(|s| s.id == id) {
            p.stream = None;
            Some(spare || now() - p.heard > f64::from(STUCK_MS))
        } else {
            None
        }
    });
    match stop {
        Some(true) => restart(Role::Analysis),
        Some(false) => send(
            Role::Analysis,
            Request {
                id,
                body: Body::Stop,
            }
            .encode(),
        ),
        None => {}
    }
}
