//! The messages between the page and the computer's Web Workers: typed requests ([`Request`])
//! and answers ([`Answer`]) that carry the engine's positions, moves and levels and the
//! analysis's own types, written as plain text (one `postMessage` string each way, so that
//! neither side needs a serialisation library in its wasm). The same build serves the
//! computer's moves and hints in one worker and the analysis board and review in another
//! (`ui::workers`, `ui::worker`).
//!
//! - [`codec`]: text ↔ typed messages. The syntax is read, then every position, level and move
//!   is checked once, while decoding; moves are named on the wire (move notation) and resolved
//!   against the position the message is about, so a text that names no legal move is a typed
//!   error, never a move.
//! - [`handle`]: the worker's handling of a typed request, into typed answers.
//! - [`error`]: the refusals and the page's errors.
//! - [`gather`]: the page's merge of the answers to the shares of a split search.
//!
//! **Requests**: the line [`MAGIC`] (`sternhalma-ai/4`), the request id, the kind and its
//! parameters on one line, then the position and the game's earlier positions, one per line
//! (positions are in the engine's notation, which has no line breaks):
//!
//! | kind line | asks for | answers |
//! |---|---|---|
//! | `move <level>` | the computer's move at level 1–6, in the level's time | one `move` |
//! | `move <level> nodes` | the same within the level's node budget ([`Pace::Nodes`]) | one `move` |
//! | `move <level> [nodes] share <k> <n>` | share `k` of `n` of a root-parallel search ([`Share`]) | one `move` or `tree` |
//! | `analyse <lines> <max depth> <max nodes>` | an analysis ([`crate::ai::analysis`]) | `started`, then an `analysis` after each iteration, the last marked done |
//! | `review <max nodes> <move>` | the judgement of a move played | one `judgement` |
//! | `race` (no earlier positions) | every seat's moves to finish and lead (the race graph) | one `race` |
//! | `stop` (no position) | the end of the running analysis | none |
//!
//! A new `analyse` replaces the running one; the worker notices it (and `stop`) between
//! iterations.
//!
//! **Answers**: the id, the kind, and its lines:
//!
//! | kind | lines |
//! |---|---|
//! | `move` | the move |
//! | `tree` | the move, `nodes`, and a `root` line per root move: its name, visits, summed value for the mover, gain, proven win (0, 1) — a tree search's root ([`RootStats`]), to merge with the other shares' |
//! | `started` | none |
//! | `analysis` | `status` (`playing`, `pass`, `over`), `depth`, `nodes`, `done` (0, 1), `finish` and `lead` (a number per seat), a `line` per best move |
//! | `judgement` | `verdict` ([`Verdict::name`](crate::ai::analysis::Verdict::name)), `lost`, `depth`, `nodes`, `best` and `played` lines |
//! | `race` | `finish` and `lead` |
//! | `error` | a [`RequestError`] code, then an English line for readers of another build |
//!
//! A `line`, `best` or `played` line is its lead, its value and its moves, named in turn from
//! the position of the request. A request of another version (`sternhalma-ai/2` from a page of
//! an older release while the service worker updates) gets an `other-version` error at once,
//! not silence; an error code this build does not know comes from another build: the page
//! reads it as [`AiError::ProtocolMismatch`].
//!
//! ```
//! use sternhalma::ai::wire::{Answer, Body, Pace, Reply, Request};
//! use sternhalma::ai::{Level, Share};
//! use sternhalma::engine::{Options, Position};
//!
//! let position = Position::start(Options::default()).unwrap();
//! let level = Level::new(3).unwrap();
//! let body = Body::Move {
//!     position: position.clone(),
//!     history: vec![],
//!     level,
//!     pace: Pace::Clock,
//!     share: Share::WHOLE,
//! };
//! let request = Request { id: 7, body };
//! assert_eq!(Request::decode(&request.encode()), Ok(request));
//!
//! let m = position.legal_move_list()[0];
//! let answer = Answer { id: 7, reply: Ok(Reply::Move(m)) };
//! assert_eq!(Answer::decode(&answer.encode(&position), Some(&position)), Ok(answer));
//! ```

pub mod codec;
pub mod error;
pub mod gather;
pub mod handle;

pub use error::{AiError, RequestError, WireError};
pub use gather::gather;
pub use handle::{handle, AnalysisJob, Handled, MAX_NODES};

use crate::ai::analysis::{Analysis, AnalysisLimits, Judgement, Race};
use crate::ai::shares::{RootStats, Share};
use crate::ai::Level;
use crate::engine::{Move, Position};

/// The first line of every request: the protocol and its version.
pub const MAGIC: &str = "sternhalma-ai/4";

/// The worker's first message: it is listening.
pub const READY: &str = "ready";

/// A request to a worker.
#[derive(Clone, Debug, PartialEq)]
pub struct Request {
    /// Chosen by the page; the answers carry it back.
    pub id: u64,
    /// What is asked.
    pub body: Body,
}

/// What a request asks, about which position. `history` holds the game's earlier positions
/// (oldest first), for repetitions, passes and the stall count.
#[derive(Clone, Debug, PartialEq)]
pub enum Body {
    /// The computer's move at `level`.
    Move {
        /// The position.
        position: Position,
        /// Earlier positions.
        history: Vec<Position>,
        /// The level.
        level: Level,
        /// What bounds the search.
        pace: Pace,
        /// Which share of a root-parallel search ([`Share::WHOLE`]: the whole search).
        share: Share,
    },
    /// An analysis, streamed iteration by iteration (the worker bounds the limits).
    Analyse {
        /// The position.
        position: Position,
        /// Earlier positions.
        history: Vec<Position>,
        /// Lines, deepest iteration and nodes for the whole analysis.
        limits: AnalysisLimits,
    },
    /// The judgement of the move `played` in the position.
    Review {
        /// The position before the move.
        position: Position,
        /// Earlier positions.
        history: Vec<Position>,
        /// The move played, a legal move of `position`.
        played: Move,
        /// Nodes for the judgement.
        max_nodes: u64,
    },
    /// Every seat's moves to finish and lead in the position ([`Race`]), no search.
    Race {
        /// The position.
        position: Position,
    },
    /// Stop the running analysis (of this id).
    Stop,
}

/// What bounds the search of a move request: the level's time (what players get), or its node
/// budget, the same move on any machine (what the end-to-end tests ask for).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Pace {
    /// The level's time budget ([`crate::ai::play`]).
    #[default]
    Clock,
    /// The level's node budget at the browser's speed ([`crate::ai::play_nodes`]).
    Nodes,
}

impl Body {
    /// The position the request is about (`None` for [`Body::Stop`]).
    pub fn position(&self) -> Option<&Position> {
        match self {
            Body::Move { position, .. }
            | Body::Analyse { position, .. }
            | Body::Review { position, .. }
            | Body::Race { position } => Some(position),
            Body::Stop => None,
        }
    }
}

/// What a worker answers (its moves are of the position of the request).
#[derive(Clone, Debug, PartialEq)]
pub enum Reply {
    /// The computer's move.
    Move(Move),
    /// A share's move that a tree search chose, with its root's statistics (to merge with the
    /// other shares', [`crate::ai::shares::merge`]).
    Tree {
        /// The move this share would play alone.
        best: Move,
        /// The root's statistics.
        root: RootStats,
    },
    /// An analysis request was taken up (sent before the first iteration, so that the page
    /// knows the worker is listening).
    Started,
    /// An iteration of an analysis.
    Analysis(Analysis),
    /// A judgement.
    Judgement(Judgement),
    /// Moves to finish and leads.
    Race(Race),
}

/// An answer of a worker.
#[derive(Clone, Debug, PartialEq)]
pub struct Answer {
    /// The id of the request.
    pub id: u64,
    /// The reply, or why there is none.
    pub reply: Result<Reply, RequestError>,
}

/// What a worker does with a message text ([`receive`]).
#[derive(Debug)]
pub enum Received {
    /// Post this answer text.
    Answer(String),
    /// Post the `started` text, then run the analysis (it replaces a running one).
    Analyse {
        /// The `started` answer's text.
        started: String,
        /// The analysis.
        job: Box<AnalysisJob>,
    },
    /// Stop the analysis of this id, if it is the one running.
    Stop(u64),
    /// Not a request, or one without a readable id (nothing to answer).
    Nothing,
}

/// The worker's side of a message text: decoded ([`Request::decode`]), handled ([`handle`]),
/// the answers encoded; a request refused while decoding is answered with its error.
pub fn receive(text: &str, clock: &dyn Fn() -> f64) -> Received {
    let request = match Request::decode(text) {
        Ok(r) => r,
        Err(WireError::Refused {
            id: Some(id),
            error,
        }) => return Received::Answer(Answer::refusal(id, error)),
        Err(_) => return Received::Nothing,
    };
    match (handle(&request, clock), request.body.position()) {
        (Handled::Answer(a), Some(about)) => Received::Answer(a.encode(about)),
        (Handled::Analyse { started, job }, _) => Received::Analyse {
            started: started.encode(job.position()),
            job,
        },
        (Handled::Stop(id), _) => Received::Stop(id),
        (Handled::Answer(_), None) => Received::Nothing,
    }
}

/// The worker's answer text to a request text that is answered at once (a move, a judgement
/// or race figures), or to a refused request; `None` for messages that are no request, for
/// `stop`, and for `analyse` (see [`receive`]).
pub fn respond(text: &str, clock: &dyn Fn() -> f64) -> Option<String> {
    match receive(text, clock) {
        Received::Answer(a) => Some(a),
        _ => None,
    }
}

#[cfg(test)]
mod tests;
