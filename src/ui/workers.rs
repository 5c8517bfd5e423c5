//! The computer off the main thread: Web Workers built from the same crate
//! (`src/bin/worker.rs`, Trunk `data-type="worker"`), spoken to with the plain-text messages of
//! [`crate::ai::wire`].
//!
//! ```ignore
//! let ticket = think(AiRequest { position, level: 5, history }, done);
//! // keep `ticket` while waiting; drop it (or `ticket.cancel()`) to ignore the answer
//! let analysis = analyse(AnalysisRequest::new(position, history), on_update);
//! // every iteration arrives in `on_update`, deeper and deeper; drop `analysis` to stop it
//! let judged = review(ReviewRequest { position, history, played, max_nodes }, done);
//! let point = race(position, done); // every seat's moves to finish: the race graph
//! ```
//!
//! Two workers of the same build: one for the computer's moves and hints ([`think`]), one for
//! the analysis board and the review ([`analyse`], [`review`], [`race`]), so that a computer's turn or a
//! hint never waits behind an analysis. Each serves its requests in order.
//!
//! - Cancelling a move request that the worker has not answered (dropping its [`AiTicket`])
//!   terminates that worker and the other pending requests go to a fresh one, so the next
//!   request never waits behind a cancelled search.
//! - An analysis streams an [`Report`] after each iteration. A new analysis replaces the
//!   running one; the worker notices between iterations. A worker that has said nothing for
//!   [`STUCK_MS`] (deep in a long iteration), or that does not take up the new request within
//!   [`STUCK_MS`], is terminated and a fresh one gets the requests. Dropping an
//!   [`AnalysisTicket`] stops the analysis (and terminates a worker stuck in an iteration).
//! - While an analysis runs, a spare analysis worker is kept started and listening: when the
//!   position changes in the middle of an iteration (and no judgement is waiting), the busy
//!   worker is terminated at once and the spare takes over, so that the new position's first
//!   iteration does not wait for the old one, nor for a worker to start. The next analysis
//!   starts the next spare.
//! - A worker that fails (its script or wasm does not load, or it crashes) fails its pending
//!   requests at once ([`AiError::WorkerFailed`]); a move or review request without an answer
//!   within [`TIMEOUT_MS`] fails ([`AiError::TimedOut`]); either way the next request gets a
//!   fresh worker. Every error is an [`AiError`], for the page's catalogue.
//!
//! Each request carries the game's earlier positions it needs (repetitions, passes, the stall
//! count): the bridge keeps nothing of the game between requests.

use std::cell::{Cell, RefCell};

use gloo_events::{EventListener, EventListenerOptions};
use gloo_timers::callback::Timeout;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Event, MessageEvent, Worker};
use yew::Callback;

use crate::ai::wire::{
    self, AiError, Answer, Body, JudgementText, RaceText, Reply, Report, Request,
};

/// What to think about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AiRequest {
    /// The position, in engine position notation (`Setup`'s `Display`).
    pub position: String,
    /// The level, `1..=6` (6: the strongest, which also gives the hints).
    pub level: u8,
    /// Earlier positions of the game (notation), for repetition avoidance.
    pub history: Vec<String>,
}

/// What to analyse.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnalysisRequest {
    /// The position, in engine position notation.
    pub position: String,
    /// Earlier positions of the game (notation, oldest first).
    pub history: Vec<String>,
    /// Best moves to show (`1..=5`).
    pub lines: u8,
    /// The deepest iteration (plies with two players, own moves with more).
    pub max_depth: u32,
    /// Nodes for the whole analysis.
    pub max_nodes: u64,
}

impl AnalysisRequest {
    /// The analysis board's request: three lines, up to [`ANALYSIS_NODES`] nodes.
    pub fn new(position: String, history: Vec<String>) -> AnalysisRequest {
        AnalysisRequest {
            position,
            history,
            lines: 3,
            max_depth: 30,
            max_nodes: ANALYSIS_NODES,
        }
    }
}

/// Nodes of the analysis board's request: about 20 s of the browser's search.
pub const ANALYSIS_NODES: u64 = 4_000_000;

/// What to judge.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReviewRequest {
    /// The position before the move, in engine position notation.
    pub position: String,
    /// Earlier positions of the game (notation, oldest first).
    pub history: Vec<String>,
    /// The move played (or tried), in move notation.
    pub played: String,
    /// Nodes for the judgement ([`review_nodes`] for the review's budgets).
    pub max_nodes: u64,
}

/// The review's node budget per move for a game of `players` players: a full review of an
/// 80–100-move game stays within about 30 s in the browser (see `docs/ai.md`).
pub const fn review_nodes(players: usize) -> u64 {
    match players {
        2 => 60_000,
        3 | 4 => 40_000,
        _ => 20_000,
    }
}

/// A pending move request: dropping it (or [`AiTicket::cancel`]) ignores the answer.
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
        if take_pending(Role::Computer, self.id).is_some() {
            // The worker may be busy with this request: replace it.
            restart(Role::Computer);
        }
    }
}

/// A running analysis: dropping it stops the analysis.
#[derive(Debug)]
pub struct AnalysisTicket {
    id: u64,
}

impl Drop for AnalysisTicket {
    fn drop(&mut self) {
        let spare = spare_can_take_over();
        let stop = with(Role::Analysis, |p| {
            if p.stream.as_ref().is_some_and(|s| s.id == self.id) {
                p.stream = None;
                Some(spare || now() - p.heard > f64::from(STUCK_MS))
            } else {
                None
            }
        });
        match stop {
            // In an iteration that a spare can leave behind, or deep in one: it would only
            // burn the processor.
            Some(true) => restart(Role::Analysis),
            Some(false) => send(
                Role::Analysis,
                Request {
                    id: self.id,
                    body: Body::Stop,
                    position: String::new(),
                    history: Vec::new(),
                }
                .encode(),
            ),
            None => {}
        }
    }
}

/// A pending judgement (or race figures): dropping it ignores the answer.
#[derive(Debug)]
pub struct ReviewTicket {
    id: u64,
}

impl Drop for ReviewTicket {
    fn drop(&mut self) {
        take_pending(Role::Analysis, self.id);
    }
}

/// Milliseconds without an answer after which a move or review request fails.
pub const TIMEOUT_MS: u32 = 15_000;

/// Milliseconds after which an analysis worker that neither speaks nor takes up a new
/// request counts as stuck in a long iteration, and is replaced.
pub const STUCK_MS: u32 = 250;

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
enum Role {
    /// Moves and hints.
    Computer,
    /// Analysis and review.
    Analysis,
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
enum Waiter {
    Move(Callback<Result<String, AiError>>),
    Review(Callback<Result<JudgementText, AiError>>),
    Race(Callback<Result<RaceText, AiError>>),
}

/// A request waiting for its answer: its id, who waits, the message sent and the timer that
/// fails it after [`TIMEOUT_MS`] (cancelled when the entry goes).
struct Pending {
    id: u64,
    waiter: Waiter,
    message: String,
    _timer: Timeout,
}

/// The running analysis.
struct Stream {
    id: u64,
    on_update: Callback<Result<Report, AiError>>,
    message: String,
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
    static POOLS: [RefCell<Pool>; 2] = [RefCell::new(Pool::default()), RefCell::new(Pool::default())];
    static NEXT: Cell<u64> = const { Cell::new(1) };
}

fn with<T>(role: Role, f: impl FnOnce(&mut Pool) -> T) -> T {
    POOLS.with(|p| f(&mut p[role as usize].borrow_mut()))
}

fn next_id() -> u64 {
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

/// Something to tell the page, outside the pools' borrows (a callback may ask again).
enum Emit {
    Waiter(Waiter, Result<Reply, AiError>),
    Update(Callback<Result<Report, AiError>>, Result<Report, AiError>),
}

fn emit(e: Emit) {
    match e {
        Emit::Waiter(Waiter::Move(cb), r) => cb.emit(match r {
            Ok(Reply::Move(m)) => Ok(m),
            Ok(_) => Err(AiError::BadAnswer),
            Err(e) => Err(e),
        }),
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
    let (id, reply) = match Answer::read(&text) {
        Ok(a) => (a.id, a.reply.map_err(AiError::from)),
        Err(Some((id, e))) => (id, Err(e)),
        Err(None) => return,
    };
    let out = with(role, |p| {
        p.heard = now();
        if let Some(i) = p.pending.iter().position(|e| e.id == id) {
            return Some(Emit::Waiter(p.pending.remove(i).waiter, reply));
        }
        let stream = p.stream.as_mut().filter(|s| s.id == id)?;
        match reply {
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
fn spare_can_take_over() -> bool {
    with(Role::Analysis, |p| {
        p.stream.as_ref().is_some_and(|s| s.started)
            && p.pending.is_empty()
            && p.spare.as_ref().is_some_and(|l| l.ready)
    })
}

/// Terminates the worker of `role` and sends its requests still pending (and its analysis)
/// to the spare if one listens, else to a fresh one.
fn restart(role: Role) {
    let (old, messages) = with(role, |p| {
        let mut messages: Vec<String> = p.pending.iter().map(|e| e.message.clone()).collect();
        if let Some(s) = p.stream.as_mut() {
            s.started = false;
            messages.push(s.message.clone());
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

fn send(role: Role, message: String) {
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

fn ask(role: Role, id: u64, waiter: Waiter, message: String) {
    with(role, |p| {
        p.pending.push(Pending {
            id,
            waiter,
            message: message.clone(),
            _timer: timeout(role, id),
        })
    });
    send(role, message);
}

/// Asks the computer's worker for a move; `done` receives the move text (engine move
/// notation) or an [`AiError`]. The page stays interactive meanwhile.
pub fn think(request: AiRequest, done: Callback<Result<String, AiError>>) -> AiTicket {
    let id = next_id();
    let message = Request {
        id,
        body: Body::Move {
            level: request.level,
        },
        position: request.position,
        history: request.history,
    }
    .encode();
    ask(Role::Computer, id, Waiter::Move(done), message);
    AiTicket { id }
}

/// Starts an analysis in the analysis worker, replacing the running one; `on_update` receives
/// a [`Report`] after every iteration (the last has `done` set) or an [`AiError`] (after which
/// nothing more comes). Dropping the ticket stops it.
pub fn analyse(
    request: AnalysisRequest,
    on_update: Callback<Result<Report, AiError>>,
) -> AnalysisTicket {
    let id = next_id();
    let message = Request {
        id,
        body: Body::Analyse {
            lines: request.lines,
            max_depth: request.max_depth,
            max_nodes: request.max_nodes,
        },
        position: request.position,
        history: request.history,
    }
    .encode();
    let swap = spare_can_take_over();
    let stuck = with(Role::Analysis, |p| {
        let busy = p.stream.is_some();
        p.stream = Some(Stream {
            id,
            on_update,
            message: message.clone(),
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
    AnalysisTicket { id }
}

/// Asks the analysis worker to judge a move; `done` receives the judgement or an
/// [`AiError`].
pub fn review(
    request: ReviewRequest,
    done: Callback<Result<JudgementText, AiError>>,
) -> ReviewTicket {
    let id = next_id();
    let message = Request {
        id,
        body: Body::Review {
            max_nodes: request.max_nodes,
            played: request.played,
        },
        position: request.position,
        history: request.history,
    }
    .encode();
    ask(Role::Analysis, id, Waiter::Review(done), message);
    ReviewTicket { id }
}

/// Asks the analysis worker for every seat's moves to finish and lead in `position` (engine
/// position notation): a point of the race graph, no search. `done` receives the figures or
/// an [`AiError`].
pub fn race(position: String, done: Callback<Result<RaceText, AiError>>) -> ReviewTicket {
    let id = next_id();
    let message = Request {
        id,
        body: Body::Race,
        position,
        history: Vec::new(),
    }
    .encode();
    ask(Role::Analysis, id, Waiter::Race(done), message);
    ReviewTicket { id }
}
