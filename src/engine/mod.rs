//! The Sternhalma (Chinese Checkers) rules engine: pure Rust, no web
//! dependencies, for native and `wasm32-unknown-unknown`.
//!
//! The rules are those of `docs/rules.md` (the game's rules, every variant
//! and the defaults); the exact engine semantics (lock-in, swap, passes, end
//! of game, ranking) are written down in `docs/rules-engine.md`.
//!
//! - Vocabulary: [`Hex`], [`Direction`], [`Cell`], [`CellSet`], [`Triangle`],
//!   [`Seat`], [`Players`].
//! - Boards: [`Geometry`] (121, 181 or 253 holes) with cell names (`a1` …).
//! - Rules: [`Options`] (the list of options: [`RULE_OPTIONS`]), start and
//!   goal [`Areas`]; unvalidated [`Setup`] → validated [`Position`] (legal
//!   moves: the generator, `movegen.rs`); [`Move`], [`MoveList`]; [`Game`]
//!   (history, undo/redo, status, ranking).
//! - Notation: positions (`FromStr`/`Display` on [`Setup`]) and moves
//!   ([`MoveNotation`]); see `docs/notation.md`.
//! - [`perft`](perft::perft).
//!
//! What is not the rules lives outside: the command-line rule flags and the
//! benchmark helpers in [`tools`](crate::tools), a heapsort in `crate::sort`.
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

mod areas;
mod cell;
mod game;
mod geometry;
mod hex;
mod history;
mod movegen;
mod moves;
mod notation;
mod option_table;
mod option_values;
mod options;
mod outcome;
pub mod perft;
mod player;
mod position;
mod resting;
mod setup;

pub use areas::Areas;
pub use cell::{Cell, CellSet, CellSetIter};
pub use game::{Game, GotoError};
pub use geometry::{CellError, CellName, Geometry};
pub use hex::{Direction, Hex};
pub use history::{History, Iter as HistoryIter};
pub use moves::{Move, MoveKind, MoveList, Ply};
pub use notation::{MoveNotation, MoveNotationError, ParseSetupError, SetupField, SetupReason};
pub use option_table::{
    option_of_token, OptionId, RuleChoice, RuleOption, RuleValue, RULE_OPTIONS,
};
pub use option_values::{AntiSpoiling, BoardSize, End, LockIn, Pegs, Resting, Scoring, Unused};
pub use options::{Options, OptionsError, ParseOptionsError};
pub use outcome::{Ranking, Status};
pub use player::{ByTriangle, Players, Seat, SeatList, Seating, Triangle, TriangleSet};
pub use position::{PlayError, Position, Undo};
pub use setup::{PositionError, Setup};
