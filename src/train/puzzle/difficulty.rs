//! A puzzle's starting rating, from what makes it hard (`docs/puzzles.md`):
//!
//! ```text
//! rating = 1200 + 250 × (player's moves − 1) + 40 × min(rank, 10)
//!        + 60 × min(opponents − 1, 4) − 60 × min(margin − 1, 3), clamped to 800..=2400
//! ```
//!
//! - the player's moves: every further move to find is a further chance to go wrong;
//! - `rank`: how many legal moves gain more rows than the first solution move (a move that does
//!   not go furthest is one a player looking only forward does not see);
//! - the opponents racing: more armies in the way, more to read;
//! - `margin`: the smallest margin of the player's moves, in moves; a move far better than the
//!   rest is easier to see.

use crate::engine::{Move, Position};

/// The rating of a puzzle with none of the difficulties.
pub const BASE: i32 = 1200;

/// The starting rating of the puzzle `solution` from `pos`, with `players_moves` moves of the
/// player and `margin` the least of their margins in moves.
pub fn starting_rating(
    pos: &Position,
    solution: &[Move],
    players_moves: usize,
    margin: f64,
) -> u32 {
    let rank = solution.first().map_or(0, |&m| rank(pos, m));
    let opponents = pos.active_seats().saturating_sub(1).max(1);
    let extra = (margin - 1.0).clamp(0.0, 3.0);
    let r = BASE
        + 250 * (players_moves.max(1) as i32 - 1)
        + 40 * rank.min(10) as i32
        + 60 * (opponents - 1).min(4) as i32
        - (60.0 * extra).round() as i32;
    r.clamp(800, 2400) as u32
}

/// How many legal moves of `pos` gain more rows towards their army's goal than `m`.
pub fn rank(pos: &Position, m: Move) -> usize {
    let g = pos.geometry();
    let gain = |m: Move| {
        pos.army_at(m.from)
            .map_or(i32::MIN, |t| g.progress(t, m.to) - g.progress(t, m.from))
    };
    let own = gain(m);
    pos.legal_move_list()
        .iter()
        .filter(|&&o| gain(o) > own)
        .count()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Options, Players};

    #[test]
    fn the_rating_follows_the_formula() {
        let pos = Position::start(Options::default()).unwrap();
        let moves = pos.legal_move_list();
        // The start's longest moves gain two rows (a hop): they rank first.
        let hop = moves.iter().copied().find(|m| m.is_hop()).unwrap();
        let step = moves.iter().copied().find(|m| m.is_step()).unwrap();
        assert_eq!(rank(&pos, hop), 0);
        assert!(rank(&pos, step) > 0);
        assert_eq!(starting_rating(&pos, &[hop], 1, 1.0), 1200);
        // Three moves of the player (+500), a margin of five moves (−180, at most three).
        assert_eq!(starting_rating(&pos, &[hop], 3, 5.0), 1520);
        let r = rank(&pos, step).min(10) as u32;
        assert_eq!(starting_rating(&pos, &[step], 1, 1.5), 1200 + 40 * r - 30);
        // Six players: five opponents (+240).
        let six = Position::start(Options::with_players(Players::Six)).unwrap();
        let hop = six.legal_move_list().iter().copied().find(|m| m.is_hop());
        assert_eq!(starting_rating(&six, &[hop.unwrap()], 1, 1.0), 1440);
    }
}
