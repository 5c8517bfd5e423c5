//! The themes of a puzzle, each by a rule on the position and the solution (`docs/puzzles.md`).
//!
//! - [`Theme::LongestChain`]: the first move is a chain of at least [`CHAIN_HOPS`] hops that
//!   gains the most rows of any legal move;
//! - [`Theme::Finish`]: the player's army finishes within the solution;
//! - [`Theme::Ladder`]: a move of the player hops twice in a row in the same direction (over
//!   pegs in a line, two holes apart);
//! - [`Theme::Block`]: a move of the player makes the leading opponent's best next move worse
//!   by [`BLOCK_MOVES`] moves or more (its moves to finish after that move, [`race::finish`]);
//! - [`Theme::Straggler`]: a move of the player brings on its rearmost peg, lagging
//!   [`STRAGGLER_ROWS`] rows or more behind its army's mean;
//! - [`Theme::Swap`]: a move of the player uses the anti-spoiling rule: a Masters swap, or under
//!   "fill what is available" a move that brings its army home while another seat's peg still
//!   stands in the goal.

use super::Theme;
use crate::ai::race;
use crate::engine::{AntiSpoiling, Move, Position, Seat, Triangle};

/// The fewest hops of a [`Theme::LongestChain`] move.
pub const CHAIN_HOPS: usize = 3;

/// The least worsening, in moves, of the leading opponent's best next move for a
/// [`Theme::Block`].
pub const BLOCK_MOVES: f64 = 1.0;

/// The least lag, in rows behind its army's mean, of a [`Theme::Straggler`]'s peg.
pub const STRAGGLER_ROWS: f64 = 3.0;

/// The themes of the solution `solution` from `pos` (the player is its side to move), in
/// [`Theme::ALL`] order.
pub fn themes(pos: &Position, solution: &[Move]) -> Vec<Theme> {
    let me = pos.to_move();
    let mut found = Vec::new();
    let mut p = pos.clone();
    let mut first = true;
    let tag = |t: Theme, found: &mut Vec<Theme>| {
        if !found.contains(&t) {
            found.push(t);
        }
    };
    for &m in solution {
        if p.to_move() == me {
            if first && longest_chain(&p, m) {
                tag(Theme::LongestChain, &mut found);
            }
            first = false;
            if ladder(&p, m) {
                tag(Theme::Ladder, &mut found);
            }
            if blocks(&p, m) {
                tag(Theme::Block, &mut found);
            }
            if straggler(&p, m) {
                tag(Theme::Straggler, &mut found);
            }
            if swap(&p, m) {
                tag(Theme::Swap, &mut found);
            }
        }
        if p.play(m).is_err() {
            break;
        }
    }
    if p.finished().contains(me) || p.is_seat_home(me) {
        tag(Theme::Finish, &mut found);
    }
    found.sort();
    found
}

/// The army of the peg `m` moves, and the rows it gains towards its goal.
fn gain(pos: &Position, m: Move) -> Option<(Triangle, i32)> {
    let t = pos.army_at(m.from)?;
    let g = pos.geometry();
    Some((t, g.progress(t, m.to) - g.progress(t, m.from)))
}

/// The hops of a legal move (0 for a step).
fn hops(pos: &Position, m: Move) -> usize {
    if !m.is_hop() {
        return 0;
    }
    pos.path(m).map_or(0, |p| p.len().saturating_sub(1))
}

/// [`Theme::LongestChain`]: `m` is a chain of [`CHAIN_HOPS`] hops or more and no legal move
/// gains more rows.
pub fn longest_chain(pos: &Position, m: Move) -> bool {
    let Some((_, rows)) = gain(pos, m) else {
        return false;
    };
    hops(pos, m) >= CHAIN_HOPS
        && pos
            .legal_move_list()
            .iter()
            .all(|&o| gain(pos, o).is_none_or(|(_, r)| r <= rows))
}

/// [`Theme::Ladder`]: `m` hops twice in a row in the same direction.
pub fn ladder(pos: &Position, m: Move) -> bool {
    if !m.is_hop() {
        return false;
    }
    let Some(path) = pos.path(m) else {
        return false;
    };
    let g = pos.geometry();
    let hexes: Vec<_> = path.iter().map(|&c| g.hex(c)).collect();
    hexes.windows(3).any(|w| {
        let (a, b) = (w[1] - w[0], w[2] - w[1]);
        a == b && w[0].distance(w[1]) == 2
    })
}

/// The opponent of the side to move that leads the race (fewest moves to finish, the earliest
/// in turn order among equals), if one is still racing.
fn leading_opponent(pos: &Position) -> Option<Seat> {
    let me = pos.to_move();
    let seating = pos.seating();
    let finish = race::all_seats(pos);
    let mut best: Option<(f64, Seat)> = None;
    let mut s = seating.next(me);
    while s != me {
        let racing = Some(s) != seating.partner(me) && !pos.finished().contains(s);
        let f = finish.get(s.index()).copied().unwrap_or(f64::INFINITY);
        if racing && best.is_none_or(|(b, _)| f < b) {
            best = Some((f, s));
        }
        s = seating.next(s);
    }
    best.map(|b| b.1)
}

/// The fewest moves to finish `seat` can reach with its next move in `pos` (were it to move
/// now); `None` without a legal move.
fn best_next(pos: &Position, seat: Seat) -> Option<f64> {
    let mut setup = pos.to_setup();
    setup.to_move = seat;
    setup.passes = 0;
    let p = Position::from_setup(&setup).ok()?;
    if p.is_over() {
        return None;
    }
    let mut best: Option<f64> = None;
    for &m in p.legal_move_list().iter() {
        let mut after = p.clone();
        if after.play(m).is_err() {
            continue;
        }
        let f = race::finish(&after, seat);
        best = Some(best.map_or(f, |b: f64| b.min(f)));
    }
    best
}

/// [`Theme::Block`]: after `m`, the leading opponent's best next move leaves it
/// [`BLOCK_MOVES`] moves or more further from finishing than it would before `m`.
pub fn blocks(pos: &Position, m: Move) -> bool {
    let Some(o) = leading_opponent(pos) else {
        return false;
    };
    let mut after = pos.clone();
    if after.play(m).is_err() {
        return false;
    }
    match (best_next(pos, o), best_next(&after, o)) {
        (Some(before), Some(now)) => now - before >= BLOCK_MOVES,
        _ => false,
    }
}

/// [`Theme::Straggler`]: `m` moves forward a rearmost peg of its army (outside the goal) that
/// lags [`STRAGGLER_ROWS`] rows or more behind the army's mean.
pub fn straggler(pos: &Position, m: Move) -> bool {
    let Some((t, rows)) = gain(pos, m) else {
        return false;
    };
    let g = pos.geometry();
    let army = pos.army(t);
    let goal = pos.goal_area(t);
    if rows <= 0 || goal.contains(m.from) || army.is_empty() {
        return false;
    }
    let progress: Vec<i32> = army.iter().map(|c| g.progress(t, c)).collect();
    let from = g.progress(t, m.from);
    let mean = f64::from(progress.iter().sum::<i32>()) / progress.len() as f64;
    progress.iter().all(|&p| p >= from) && mean - f64::from(from) >= STRAGGLER_ROWS
}

/// [`Theme::Swap`]: `m` is a Masters swap, or under [`AntiSpoiling::FillAvailable`] it brings
/// its army home while another seat's peg still stands in the goal (the rule counts that hole
/// as filled).
pub fn swap(pos: &Position, m: Move) -> bool {
    match pos.options().anti_spoiling {
        AntiSpoiling::Swap => m.is_swap(),
        AntiSpoiling::FillAvailable => {
            let Some(t) = pos.army_at(m.from) else {
                return false;
            };
            let me = pos.to_move();
            let mut after = pos.clone();
            if after.play(m).is_err() {
                return false;
            }
            let spoiled = after
                .goal_area(t)
                .iter()
                .any(|c| after.owner_at(c).is_some_and(|o| o != me));
            after.is_home(t) && spoiled
        }
        AntiSpoiling::None => false,
    }
}
