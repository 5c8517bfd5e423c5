//! The playout policy: every seat races, drawing its move with a probability that rises with
//! the ground it gains (a softmax over the rows gained, lateral term included, plus one for
//! leaving home), so that no model of any opponent is wired in: a big hop is likely, a small
//! step possible, a step back rare.

use crate::engine::{Move, MoveList, Position, Seat};
use crate::tools::SplitMix64;

use super::super::eval::Tables;
use super::super::search::root;

/// The softmax's temperature, in rows: a move gaining one row less is drawn e times less often.
const TEMPERATURE: f64 = 1.0;
/// Gains below the best by more than this many rows are never drawn (their weight is nil).
const HORIZON: usize = 12;

/// `exp(-k / TEMPERATURE)` for `k` rows below the best gain.
fn weight(k: i32) -> f64 {
    if k as usize > HORIZON {
        0.0
    } else {
        (-f64::from(k) / TEMPERATURE).exp()
    }
}

/// The ground `m` of `seat` gains in `pos` (rows, lateral included, one more for leaving home).
pub(crate) fn gain(pos: &Position, tables: &Tables, seat: Seat, m: Move) -> i32 {
    root::gain(pos, tables, seat, m)
}

/// A move of `moves` (legal in `pos`, for the side to move) drawn by the racing softmax;
/// `None` when the list is empty. `gains` is scratch space.
pub(crate) fn draw(
    pos: &Position,
    tables: &Tables,
    moves: &MoveList,
    gains: &mut Vec<i32>,
    rng: &mut SplitMix64,
) -> Option<Move> {
    let seat = pos.to_move();
    gains.clear();
    gains.extend(moves.iter().map(|&m| gain(pos, tables, seat, m)));
    let best = *gains.iter().max()?;
    let total: f64 = gains.iter().map(|&g| weight(best - g)).sum();
    let mut r = (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64 * total;
    for (i, &g) in gains.iter().enumerate() {
        r -= weight(best - g);
        if r < 0.0 {
            return Some(moves[i]);
        }
    }
    // Rounding: the last move that can be drawn.
    gains
        .iter()
        .rposition(|&g| weight(best - g) > 0.0)
        .map(|i| moves[i])
}
