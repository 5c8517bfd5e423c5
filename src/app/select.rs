//! The board's click state machine: select, reselect, deselect, move.
//!
//! A pure function of the position, the current selection and the activated hole, so that it
//! can be tested without a DOM (the board view only reports which hole was activated).
//!
//! # Examples
//!
//! ```
//! use sternhalma::app::select::{click, Click};
//! use sternhalma::engine::{Options, Position};
//!
//! let position = Position::start(Options::default()).unwrap();
//! let g = position.geometry();
//! let peg = g.parse_cell("n2").unwrap(); // a front-row peg of seat 0 (bottom)
//! assert_eq!(click(&position, None, peg), Click::Select(peg));
//! assert_eq!(click(&position, Some(peg), peg), Click::Deselect);
//! let dest = g.parse_cell("m6").unwrap(); // one step up-left
//! match click(&position, Some(peg), dest) {
//!     Click::Play(m) => assert_eq!((m.from, m.to), (peg, dest)),
//!     other => panic!("expected a move, got {other:?}"),
//! }
//! ```

use crate::engine::{Cell, Move, Position};

/// What a click on a hole means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Click {
    /// Select the peg on this hole (a peg of the side to move).
    Select(Cell),
    /// Clear the selection.
    Deselect,
    /// Play this move (the selected peg to the clicked destination).
    Play(Move),
    /// Nothing to do.
    Ignore,
}

/// Interprets a click on `cell` when `selected` is the current selection.
///
/// - a legal destination of the selected peg plays the move (when several hop paths or swap
///   variants reach it, the first generated one: the shortest path);
/// - a peg of the side to move selects it (clicking the selected peg again deselects);
/// - anything else clears the selection, or is ignored when nothing is selected.
///
/// Finished games ignore every click.
pub fn click(position: &Position, selected: Option<Cell>, cell: Cell) -> Click {
    if position.is_over() {
        return Click::Ignore;
    }
    if let Some(from) = selected {
        if from == cell {
            return Click::Deselect;
        }
        if let Some(m) = position.moves_from(from).iter().find(|m| m.to == cell) {
            return Click::Play(*m);
        }
    }
    if position.seat_pegs(position.to_move()).contains(cell) {
        return Click::Select(cell);
    }
    if selected.is_some() {
        Click::Deselect
    } else {
        Click::Ignore
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Options;

    #[test]
    fn opponent_pegs_and_empty_holes_do_not_select() {
        let position = Position::start(Options::default()).unwrap();
        let g = position.geometry();
        let theirs = position.seat_pegs(position.seating().next(position.to_move()));
        let opponent = theirs.first().unwrap();
        assert_eq!(click(&position, None, opponent), Click::Ignore);
        let empty = g.parse_cell("i5").unwrap();
        assert_eq!(click(&position, None, empty), Click::Ignore);
        let mine = position.seat_pegs(position.to_move()).first().unwrap();
        assert_eq!(click(&position, Some(mine), empty), Click::Deselect);
    }

    #[test]
    fn every_destination_click_plays_exactly_the_legal_moves() {
        let position = Position::start(Options::default()).unwrap();
        let g = position.geometry();
        for from in position.seat_pegs(position.to_move()) {
            let legal = position.moves_from(from);
            for to in g.cells() {
                match click(&position, Some(from), to) {
                    Click::Play(m) => {
                        assert!(position.is_legal(m));
                        assert_eq!((m.from, m.to), (from, to));
                    }
                    _ => assert!(legal.iter().all(|m| m.to != to) || to == from),
                }
            }
        }
    }

    #[test]
    fn another_own_peg_reselects() {
        let position = Position::start(Options::default()).unwrap();
        let mut mine = position.seat_pegs(position.to_move()).iter();
        let (a, b) = (mine.next().unwrap(), mine.next().unwrap());
        assert_eq!(click(&position, Some(a), b), Click::Select(b));
    }
}
