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
    // One move list per ply actually reached, made on the way down: the cost of a deep
    // request is that of the plies the game tree has, not of the depth asked for.
    let mut lists: Vec<MoveList> = Vec::new();
    perft_inner(pos, depth, 0, &mut lists)
}

fn perft_inner(pos: &mut Position, depth: u32, ply: usize, lists: &mut Vec<MoveList>) -> u64 {
    if depth == 0 {
        return 1;
    }
    if lists.len() <= ply {
        lists.push(MoveList::new());
    }
    // The list of this ply is taken out while the plies below use theirs.
    let mut list = std::mem::take(&mut lists[ply]);
    pos.legal_moves(&mut list);
    let total = if list.is_empty() {
        if pos.is_over() {
            0
        } else {
            let undo = pos.pass_unchecked();
            let n = perft_inner(pos, depth - 1, ply + 1, lists);
            pos.undo(undo);
            n
        }
    } else if depth == 1 {
        list.len() as u64
    } else {
        let mut total = 0;
        for &m in list.iter() {
            let undo = pos.play_unchecked(m);
            total += perft_inner(pos, depth - 1, ply + 1, lists);
            pos.undo(undo);
        }
        total
    };
    lists[ply] = list;
    total
}

/// Perft split by first move: `(move, leaves below it)` in generation order.
/// Empty at depth 0, for a forced pass and at the end of the game: the total
/// is then [`perft`]'s (1 at depth 0).
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
    fn absurd_depths_cost_only_the_plies_the_tree_has() {
        // A finished game: nothing below, however deep the request.
        let mut over = "p2/0:n1-4.o1-3.p1-2.q1/3:a1.b1-2.c1-3.d1-4/1"
            .parse::<crate::engine::Setup>()
            .unwrap()
            .validate()
            .unwrap();
        assert!(over.is_over());
        assert_eq!(perft(&mut over, u32::MAX), 0);
        assert_eq!(perft(&mut over, 0), 1);
        assert!(divide(&mut over, 4_000_000_000).is_empty());
    }

    #[test]
    fn start_positions() {
        run(Players::Two, &[14, 196, 4760]);
        run(Players::Three, &[14, 196, 2744]);
        run(Players::Six, &[14, 199, 2828]);
    }
}
