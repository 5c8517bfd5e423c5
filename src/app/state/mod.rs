//! The state of the game screen and its pure reducer.
//!
//! [`UiState`] holds the game ([`Game`]: start position, plies, cursor), who sits where
//! ([`SeatSetup`]: human or computer, name, colour), the selection, the screen mode, a hint,
//! the animation of the last move and the pending messages. [`UiState::apply`] carries out an
//! [`Action`]; it never panics, and an action that does not fit the state (an illegal move, a
//! computer answer for a position that is gone, a ply that does not exist) leaves the state as
//! it was and returns `false`.
//!
//! Everything the side effects need is read from the state: [`UiState::computer_turn`] says
//! when a computer seat must think (the UI calls the AI in an effect and dispatches
//! [`Action::ComputerMove`] with the ply index it asked for), and [`UiState::game`] /
//! [`UiState::seats`] give the game and seats to save or share. [`Action::LoadGame`] loads a game
//! from a link or the store.
//!
//! # Examples
//!
//! ```
//! use sternhalma::app::state::{Action, UiState};
//!
//! let mut state = UiState::default();
//! let g = state.game().position().geometry();
//! let peg = g.parse_cell("n2").unwrap();
//! let dest = g.parse_cell("m6").unwrap();
//! assert!(state.apply(Action::Cell(peg)));
//! assert_eq!(state.selected(), Some(peg));
//! assert!(state.apply(Action::Cell(dest)));
//! assert_eq!(state.game().plies().len(), 1);
//! assert!(state.apply(Action::Undo));
//! assert!(!state.apply(Action::Undo));
//! ```

mod action;
mod analysing;
mod analysis_view;
pub use analysis_view::{BestMove, ReportView};
mod config;
mod notice;
mod reducer;
mod review;
mod round;
mod ui_state;
mod view;

pub use crate::app::seats::{default_colour, default_seats, fit_seats, SeatKind, SeatSetup};
pub use action::{Action, AnalysisAction, Loaded};
pub use config::{kind_text, Difference, GameConfig};
pub use notice::{Lasts, LineEdit, Message, Notice, ShareOutcome};
pub use round::RoundMove;
pub use ui_state::{Animation, Destination, Mode, Replaced, Speed, UiState};
pub use view::{MoveRow, ProgressRow, ResultRow};

#[cfg(test)]
mod liveness;
#[cfg(test)]
mod tests;

#[cfg(test)]
mod testing {
    use super::{Action, UiState};
    use crate::engine::{Cell, Move};

    pub fn cell(state: &UiState, name: &str) -> Cell {
        state.position().geometry().parse_cell(name).unwrap()
    }

    pub fn play_first_legal(state: &mut UiState) -> Move {
        let m = state.position().legal_move_list()[0];
        assert!(state.apply(Action::Cell(m.from)));
        assert!(state.apply(Action::Cell(m.to)));
        m
    }
}
