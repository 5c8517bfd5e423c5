//! Perft: counting the leaves of the game tree to a fixed depth, to check
//! move generation against independent implementations.
//!
//! Conventions: every legal move counts once (moves are distinct `from→to`
//! pairs; two swaps into the same hole with different take-off holes are two
//! moves). A position whose seat to move has no legal move while the game
//! goes on has exactly one child, the pass. A finished game has no children.

use super::moves::{Move, MoveList};
use super::position::Position;

/// Number of leaf nodes `depth` plies below `pos` (1 at depth 0).
///
/// # Examples
///
/// ```
/// use sternhalma::engine::{perft::perft, Options, Players, Position};
///
/// let mut pos = Position::start(Options::unrestricted(Players::Two)).unwrap();
/// assert_eq!(perft(&mut pos, 2), 196);
/// ```
pub fn perft(pos: &mut Position, depth: u32) -> u64 {
    let mut lists: Vec<MoveList> = (0..depth).map(|_| MoveList::new()).collect();
    perft_inner(pos, depth, &mut lists)
}

fn perft_inner(pos: &mut Position, depth: u32, lists: &mut [MoveList]) -> u64 {
    if depth == 0 {
        return 1;
    }
    let Some((list, rest)) = lists.split_first_mut() else {
        return 1;
    };
    pos.legal_moves(list);
    if list.is_empty() {
        if pos.is_over() {
            return 0;
        }
        let undo = pos.pass_unchecked();
        let n = perft_inner(pos, depth - 1, rest);
        pos.undo(undo);
        return n;
    }
    if depth == 1 {
        return list.len() as u64;
    }
    let mut total = 0;
    for i in 0..list.len() {
        let m = list[i];
        let undo = pos.play_unchecked(m);
        total += perft_inner(pos, depth - 1, rest);
        pos.undo(undo);
    }
    total
}

/// Perft split by first move: `(move, leaves below it)` in generation order.
/// A forced pass is reported as an empty list with [`perft`]'s total.
pub fn divide(pos: &mut Position, depth: u32) -> Vec<(Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    let moves = pos.legal_move_list();
    moves
        .iter()
        .map(|&m| {
            let undo = pos.play_unchecked(m);
            let n = perft(pos, depth - 1);
            pos.undo(undo);
            (m, n)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Options, Players};

    fn run(players: Players, expected: &[u64]) {
        let mut pos = Position::start(Options::unrestricted(players)).unwrap();
        for (d, &e) in expected.iter().enumerate() {
            assert_eq!(
                perft(&mut pos, d as u32 + 1),
                e,
                "{players:?} depth {}",
                d + 1
            );
        }
    }

    #[test]
    fn start_positions() {
        run(Players::Two, &[14, 196, 4760]);
        run(Players::Three, &[14, 196, 2744]);
        run(Players::Six, &[14, 199, 2828]);
    }
}
