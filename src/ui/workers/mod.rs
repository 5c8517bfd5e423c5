//! The computer off the main thread: Web Workers built from the same crate
//! (`src/bin/worker.rs`, Trunk `data-type="worker"`), spoken to with the typed messages of
//! [`crate::ai::wire`] (plain text on the way).
//!
//! ```ignore
//! let ticket = think(position, history, level, done);
//! // keep `ticket` while waiting; drop it (or `ticket.cancel()`) to ignore the answer
//! let analysis = analyse(position, history, AnalysisLimits::default(), on_update);
//! // every iteration arrives in `on_update`, deeper and deeper; drop `analysis` to stop it
//! let judged = review(judge, position, history, played, review_nodes(players), done);
//! let point = race(position, done); // every seat's moves to finish: the race graph
//! ```
//!
//! Workers of the same build: the computer's for moves and hints ([`think`]), one for the
//! analysis board and the review ([`analyse`], [`review`], [`race`]), so that a computer's
//! turn or a hint never waits behind an analysis. Each serves its requests in order; the
//! answers come typed, their moves read against the request's position ([`pool`] keeps the
//! workers).
//!
//! - A move of a level that splits its search (`ai::shares::splits`: level 6 at three or more
//!   seats) goes to [`workers`] computer workers at once ([`set_workers`], the "Search workers"
//!   setting), worker `k` searching share `k`; their roots are merged into one move
//!   (`split`, [`crate::ai::wire::gather`]). A share that fails or times out is left out; when
//!   every share fails the page gets the first share's error. Once one share has answered, the
//!   others have half its time (at least 250 ms) before the move is made without them and their
//!   workers are replaced (`wire::gather::Gathering`): a hung worker does not hold the move. Every other move goes to
//!   computer worker 0 alone.
//! - Cancelling a move request that a worker has not answered (dropping its [`AiTicket`])
//!   terminates every computer worker still busy with it, and their other pending requests go
//!   to fresh ones, so the next request never waits behind a cancelled search.
//! - The review's judgements go to up to [`judges`] workers at once, one each: the analysis
//!   worker and computer workers 1, 2, … (the review keeps the next moves to judge asked).
//! - An analysis streams an [`Analysis`] after each iteration. A new analysis replaces the
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

mod pool;
mod split;

use std::cell::Cell;

use yew::Callback;

use crate::ai::analysis::{Analysis, AnalysisLimits, Judgement, Race};
use crate::ai::shares::MAX_SHARES;
use crate::ai::wire::{AiError, Body, Pace, Request};
use crate::ai::Level;
use crate::engine::{Move, Position};
use pool::{Role, Waiter};

pub use split::{set_workers, workers};

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
    /// The computer workers asked (worker 0 up to this).
    workers: u8,
}

impl AiTicket {
    /// Ignores the answer.
    pub fn cancel(self) {}
}

impl Drop for AiTicket {
    fn drop(&mut self) {
        for k in 0..self.workers {
            if pool::forget(Role::Computer(k), self.id) {
                // The worker may be busy with this request: replace it.
                pool::restart(Role::Computer(k));
            }
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
        pool::stop_stream(self.id);
    }
}

/// A pending judgement (or race figures): dropping it ignores the answer.
#[derive(Debug)]
pub struct ReviewTicket {
    id: u64,
    role: Role,
}

impl ReviewTicket {
    /// The judge asked ([`review`]).
    pub fn judge(&self) -> u8 {
        match self.role {
            Role::Analysis => 0,
            Role::Computer(k) => k,
        }
    }
}

impl Drop for ReviewTicket {
    fn drop(&mut self) {
        pool::forget(self.role, self.id);
    }
}

/// Milliseconds without an answer after which a move or review request fails.
pub const TIMEOUT_MS: u32 = 15_000;

/// Milliseconds after which an analysis worker that neither speaks nor takes up a new
/// request counts as stuck in a long iteration, and is replaced.
pub const STUCK_MS: u32 = 250;

thread_local! {
    static PACE: Cell<Pace> = const { Cell::new(Pace::Clock) };
}

/// Bounds the computer's moves from now on by `pace` (the levels' time unless the page, as it
/// starts, reads another from the tests' setting: `ui::storage::pace`).
pub fn set_pace(pace: Pace) {
    PACE.with(|p| p.set(pace));
}

/// Asks the computer's workers for the move of the side to move in `position` at `level`
/// (`history`: the game's earlier positions, oldest first; the search bounded as [`set_pace`]
/// says; split over [`workers`] workers where the level's search splits); `done` receives the
/// move, a legal move of `position`, or an [`AiError`]. The page stays interactive meanwhile.
pub fn think(
    position: Position,
    history: Vec<Position>,
    level: Level,
    done: Callback<Result<Move, AiError>>,
) -> AiTicket {
    let id = pool::next_id();
    let workers = if crate::ai::shares::splits(level, &position) {
        split::workers()
    } else {
        1
    };
    let move_of = |share| Body::Move {
        position: position.clone(),
        history: history.clone(),
        level,
        pace: PACE.with(Cell::get),
        share,
    };
    if workers > 1 {
        split::ask(id, move_of, workers, done);
    } else {
        let body = move_of(crate::ai::Share::WHOLE);
        pool::ask(Role::Computer(0), Request { id, body }, Waiter::Move(done));
    }
    AiTicket { id, workers }
}

/// Starts an analysis of `position` within `limits` in the analysis worker, replacing the
/// running one; `on_update` receives an [`Analysis`] after every iteration (the last has
/// `done` set) or an [`AiError`] (after which nothing more comes). Dropping the ticket stops
/// it.
pub fn analyse(
    position: Position,
    history: Vec<Position>,
    limits: AnalysisLimits,
    on_update: Callback<Result<Analysis, AiError>>,
) -> AnalysisTicket {
    let id = pool::next_id();
    let body = Body::Analyse {
        position,
        history,
        limits,
    };
    pool::start_stream(Request { id, body }, on_update);
    AnalysisTicket { id }
}

/// How many judgements the review may have asked at once: one per worker of the "Search
/// workers" setting ([`workers`]), judge 0 the analysis worker, judge `k` computer worker `k`
/// (computer worker 0 stays free for moves and hints).
pub fn judges() -> u8 {
    workers()
}

/// The worker that judge `judge` (below [`judges`]) asks.
fn judge_role(judge: u8) -> Role {
    match judge {
        0 => Role::Analysis,
        k => Role::Computer(k.min(MAX_SHARES - 1)),
    }
}

/// Asks judge `judge` ([`judges`]: 0 is the analysis worker) to judge `played`, a legal move
/// of `position`, within `max_nodes` ([`review_nodes`]); `done` receives the judgement or an
/// [`AiError`]. A judgement depends on its request alone, so every judge gives the same.
pub fn review(
    judge: u8,
    position: Position,
    history: Vec<Position>,
    played: Move,
    max_nodes: u64,
    done: Callback<Result<Judgement, AiError>>,
) -> ReviewTicket {
    let id = pool::next_id();
    let body = Body::Review {
        position,
        history,
        played,
        max_nodes,
    };
    let role = judge_role(judge);
    pool::ask(role, Request { id, body }, Waiter::Review(done));
    ReviewTicket { id, role }
}

/// Asks the analysis worker for every seat's moves to finish and lead in `position`: a point
/// of the race graph, no search. `done` receives the figures or an [`AiError`].
pub fn race(position: Position, done: Callback<Result<Race, AiError>>) -> ReviewTicket {
    let id = pool::next_id();
    let body = Body::Race { position };
    pool::ask(Role::Analysis, Request { id, body }, Waiter::Race(done));
    ReviewTicket {
        id,
        role: Role::Analysis,
    }
}
