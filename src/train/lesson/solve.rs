//! The lessons' own search: the shortest line of the learner's moves to a lesson's [`Goal`],
//! the other seats standing still (each passes in turn: [`advance`]). Exact, by iterative
//! deepening with a proven bound (every peg outside the goal must move, or under *fill what is
//! available* every empty goal hole must be filled; a peg must stand on a target hole), and
//! meant for the short lines of a lesson (a few moves). Longer lines are the lesson's known line;
//! off it, [`ahead`] picks the move that goes furthest (the page does not carry the race solver,
//! `crate::ai::race`, which runs in the computer's worker: the tests check the known line
//! against it).

use std::collections::HashSet;

use crate::engine::{AntiSpoiling, ByTriangle, CellSet, Move, Position, Seat, Triangle};

use super::Goal;

/// The deepest line the exact search looks for.
pub const EXACT_DEPTH: u32 = 4;

/// Plays `m` for the side to move, then lets every other seat pass until the side to move is
/// `learner` again (or the game is over): in a lesson only the learner moves.
///
/// # Panics
///
/// Never for a legal `m`; an illegal `m` leaves the position unchanged.
pub fn advance(pos: &Position, m: Move, learner: Seat) -> Position {
    let mut next = pos.clone();
    if next.play(m).is_err() {
        return pos.clone();
    }
    while !next.is_over() && next.to_move() != learner {
        next.pass_unchecked();
    }
    next
}

/// Whether `goal` is met in `pos` for `army`.
pub fn met(pos: &Position, goal: Goal, army: Triangle) -> bool {
    match goal {
        Goal::Home => pos.is_home(army),
        Goal::Reach(cell) => pos.army(army).contains(cell),
    }
}

/// A proven lower bound of the moves to meet `goal`.
fn bound(pos: &Position, goal: Goal, army: Triangle) -> u32 {
    if met(pos, goal, army) {
        return 0;
    }
    match goal {
        Goal::Reach(_) => 1,
        Goal::Home => {
            let target = pos.goal_area(army);
            let n = match pos.options().anti_spoiling {
                AntiSpoiling::FillAvailable => (target - pos.occupied()).len(),
                AntiSpoiling::None | AntiSpoiling::Swap => (pos.army(army) - target).len(),
            };
            n.max(1) as u32
        }
    }
}

/// A shortest line (at most `limit` moves, at most [`EXACT_DEPTH`]) of the side to move's
/// army `army` that meets `goal`; `None` when there is none that short. An empty line when the
/// goal is met.
pub fn shortest(pos: &Position, goal: Goal, army: Triangle, limit: u32) -> Option<Vec<Move>> {
    let limit = limit.min(EXACT_DEPTH);
    let learner = pos.to_move();
    let mut failed = HashSet::new();
    for depth in bound(pos, goal, army)..=limit {
        let mut line = Vec::new();
        if search(pos, goal, army, learner, depth, &mut line, &mut failed) {
            return Some(line);
        }
    }
    None
}

fn search(
    pos: &Position,
    goal: Goal,
    army: Triangle,
    learner: Seat,
    depth: u32,
    line: &mut Vec<Move>,
    failed: &mut HashSet<(ByTriangle<CellSet>, u32)>,
) -> bool {
    if met(pos, goal, army) {
        return true;
    }
    if pos.is_over() || bound(pos, goal, army) > depth {
        return false;
    }
    let key = (*pos.armies(), depth);
    if failed.contains(&key) {
        return false;
    }
    for m in pos.legal_move_list().iter().copied() {
        let next = advance(pos, m, learner);
        line.push(m);
        if search(&next, goal, army, learner, depth - 1, line, failed) {
            return true;
        }
        line.pop();
    }
    failed.insert(key);
    false
}

/// The engine's next move towards `goal` (`None` when the goal is met or nothing is found):
/// the first move of the exact search's shortest line when one of at most `limit` moves
/// exists, else (to fill the goal) [`ahead`]'s move.
pub fn hint(pos: &Position, goal: Goal, army: Triangle, limit: u32) -> Option<Move> {
    if met(pos, goal, army) || pos.is_over() {
        return None;
    }
    if let Some(line) = shortest(pos, goal, army, limit) {
        return line.first().copied();
    }
    match goal {
        Goal::Home => ahead(pos, army),
        Goal::Reach(_) => None,
    }
}

/// A move towards the goal when no short line is known, looking one move further: the move
/// whose rows gained, with half the rows the best next move would then gain (a ladder built),
/// are the most, a row more for each three rows its peg stood behind the army's mean (so that
/// none is left behind), never a move back. `None` when the army has no move forward.
pub fn ahead(pos: &Position, army: Triangle) -> Option<Move> {
    let learner = pos.to_move();
    let geo = pos.geometry();
    let p = |c| geo.progress(army, c);
    let gain = |m: &Move| p(m.to) - p(m.from);
    let pegs = pos.army(army);
    let mean = pegs.iter().map(p).sum::<i32>() / pegs.len().max(1) as i32;
    pos.legal_move_list()
        .iter()
        .copied()
        .filter(|m| gain(m) >= 0)
        .max_by_key(|m| {
            let next = advance(pos, *m, learner);
            let then = next.legal_move_list().iter().map(gain).max().unwrap_or(0);
            4 * gain(m) + 2 * then.max(0) + 4 * (mean - p(m.from)).max(0) / 3
        })
}
