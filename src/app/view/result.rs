//! The result card of a finished game: every seat's place, moves, pegs home and score.

use crate::app::i18n::Lang;
use crate::app::seats::Colour;
use crate::app::state::UiState;
use crate::app::view::panel::seat_title;
use crate::engine::{Ply, Scoring, Seat, Status};

/// A line of the result card: a seat's place and what it did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResultRow {
    /// The seat.
    pub seat: Seat,
    /// Its final place (1 = winner).
    pub place: u8,
    /// Name and colour.
    pub label: String,
    /// The seat's colour.
    pub colour: Colour,
    /// BGA score and its maximum, with that scoring.
    pub score: Option<(i32, i32)>,
    /// Moves the seat played (passes not counted).
    pub moves: usize,
    /// `(pegs in their goal, pegs)`.
    pub home: (usize, usize),
}

/// The result card of a finished game: every seat, best place first.
pub fn result_rows(state: &UiState, lang: Lang) -> Vec<ResultRow> {
    let Status::Finished { ranking } = state.game().status() else {
        return Vec::new();
    };
    let position = state.position();
    let bga = position.options().scoring == Scoring::Bga;
    let mut moves = [0usize; 6];
    let game = state.game();
    for (i, ply) in game.plies().iter().take(game.cursor()).enumerate() {
        if let (Ply::Move(_), Some(before)) = (ply, game.position_at(i)) {
            moves[before.to_move().index()] += 1;
        }
    }
    ranking
        .in_order()
        .into_iter()
        .map(|seat| ResultRow {
            seat,
            place: ranking.place(seat).unwrap_or(0),
            label: seat_title(state, lang, seat),
            colour: state.seat(seat).colour,
            score: bga.then(|| (position.score(seat), position.max_score(seat))),
            moves: moves[seat.index()],
            home: position.pegs_home(seat),
        })
        .collect()
}
