//! The Sternhalma (Chinese Checkers) rules engine: pure Rust, no web
//! dependencies, for native and `wasm32-unknown-unknown`.
//!
//! The rules are those of `RULES.md` (the project's rule sheet); the exact
//! engine semantics (swap, passes, end of game, ranking) are written down in
//! `docs/rules-engine.md`.
//!
//! - Vocabulary: [`Hex`], [`Direction`], [`Cell`], [`CellSet`], [`Triangle`],
//!   [`Seat`], [`Players`].
//! - Boards: [`Geometry`] (121, 181 or 253 holes) with cell names (`a1` …).
//! - Rules: [`Options`] (the list of options: [`RULE_OPTIONS`]; as
//!   command-line flags: [`RuleFlags`]), start and goal [`Areas`]; unvalidated [`Setup`] → validated [`Position`];
//!   [`Move`], [`MoveList`]; [`Game`] (history, undo/redo, status, ranking).
//! - Notation: positions (`FromStr`/`Display` on [`Setup`]) and moves
//!   ([`MoveNotation`]); see `docs/notation.md`.
//! - [`perft`](perft::perft) and the [`bench`](mod@bench) helpers.
//!
//! # Examples
//!
//! ```
//! use sternhalma::engine::{Game, Options, Position};
//!
//! let mut game = Game::new(Position::start(Options::default()).unwrap());
//! let m = game.position().legal_move_list()[0];
//! game.play(m).unwrap();
//! assert_eq!(game.plies().len(), 1);
//! assert!(game.undo());
//! ```

#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod areas;
pub mod bench;
mod cell;
mod flags;
mod game;
mod geometry;
mod hex;
mod history;
mod moves;
mod notation;
mod options;
pub mod perft;
mod player;
mod position;
pub mod sort;

pub use areas::Areas;
pub use cell::{Cell, CellSet, CellSetIter};
pub use flags::{FlagError, RuleFlags};
pub use game::{Game, GotoError, Ranking, Status};
pub use geometry::{CellError, CellName, Geometry};
pub use hex::{Direction, Hex};
pub use history::{History, Iter as HistoryIter};
pub use moves::{Move, MoveKind, MoveList, Ply};
pub use notation::{MoveNotation, MoveNotationError, ParseSetupError, SetupField, SetupReason};
pub use options::{
    option_of_token, AntiSpoiling, BoardSize, End, OptionId, Options, OptionsError,
    ParseOptionsError, Pegs, Resting, RuleChoice, RuleOption, RuleValue, Scoring, Unused,
    RULE_OPTIONS,
};
pub use player::{ByTriangle, Players, Seat, Seating, Triangle, TriangleSet};
pub use position::{PlayError, Position, PositionError, SeatList, Setup, Undo};
