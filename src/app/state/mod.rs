//! The state of the game screen and its pure reducer.
//!
//! [`UiState`] holds the game ([`Game`]: start position, plies, cursor), who sits where
//! ([`SeatSetup`]: human or computer, name, colour), the selection, the screen mode (the game
//! or a review, [`Mode`]), the card or dialog over the board ([`Overlay`]), a hint, the
//! animation of the last move, the move shown before it is played ([`Preview`], a best move
//! picked) and the pending messages. What the components show of it is built in the views
//! (`app/view/`). [`UiState::apply`] carries out an [`Action`]; it never
//! panics, and an action that does not fit the state (an illegal move, a computer answer for a
//! position that is gone, a ply that does not exist) leaves the state as it was and returns
//! `false`.
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
mod config;
mod notice;
mod overlay;
mod preview;
mod reducer;
mod review;
mod round;
mod ui_state;

pub use crate::app::seats::{default_colour, default_seats, fit_seats, SeatKind, SeatSetup};
pub use action::{Action, AnalysisAction, Loaded};
pub use config::{kind_text, Difference, GameConfig};
pub use notice::{Lasts, LineEdit, Message, Notice, ShareOutcome};
pub use overlay::{Overlay, Under};
pub use preview::Preview;
pub use round::RoundMove;
pub use ui_state::{Animation, Destination, Mode, Replaced, Speed, UiState};

#[cfg(test)]
mod liveness;
#[cfg(test)]
mod tests;

#[cfg(test)]
pub(crate) mod testing {
    use super::default_seats;
    use super::{Action, UiState};
    use crate::app::tree::Tree;
    use crate::engine::{Cell, Move, Options, Position, Triangle};

    pub fn cell(state: &UiState, name: &str) -> Cell {
        state.position().geometry().parse_cell(name).unwrap()
    }

    pub fn play_first_legal(state: &mut UiState) -> Move {
        let m = state.position().legal_move_list()[0];
        assert!(state.apply(Action::Cell(m.from)));
        assert!(state.apply(Action::Cell(m.to)));
        m
    }

    /// A game one step from the end: seat 0 has nine pegs home and the tenth next to the
    /// last goal hole. Playing that step through the reducer ends the game with seat 0 winning.
    /// A two-player game of people where seat 0 wins with one step: the state, and that step.
    pub fn one_step_from_a_win() -> (UiState, Cell, Cell) {
        let options = Options::default();
        let start = Position::start(options).unwrap();
        let geo = start.geometry();
        let goal = geo.triangle(Triangle::TOP);
        let last = goal.iter().last().unwrap();
        let outside = geo.neighbors(last).find(|&c| !goal.contains(c)).unwrap();
        let mut setup = start.to_setup();
        setup.armies[Triangle::BOTTOM] = goal.without(last).with(outside);
        // Seat 1's army somewhere in the middle, out of the way.
        let middle: Vec<Cell> = geo.cells().filter(|&c| geo.row(c) == 10).take(10).collect();
        let mut theirs = crate::engine::CellSet::EMPTY;
        for &c in &middle {
            theirs.insert(c);
        }
        let mut row = 11;
        while theirs.len() < 10 {
            for c in geo.cells().filter(|&c| geo.row(c) == row) {
                if theirs.len() < 10 {
                    theirs.insert(c);
                }
            }
            row += 1;
        }
        setup.armies[Triangle::TOP] = theirs;
        let position = Position::from_setup(&setup).unwrap();
        let mut s = UiState::default();
        assert!(s.apply(Action::load(Tree::new(position), default_seats(&options))));
        (s, outside, last)
    }
}
