//! Following a candidate move with the engine's own choices to the end of its line.

use crate::ai::{greedy_move, position_key, search, stall_turns, Limits};
use crate::engine::{Move, Position, Seat};

use super::{strongest, DECIDED};

/// A candidate of an iteration: its line, the position at the line's end and the one a ply
/// before it (`None` for a line of one move).
#[derive(Clone, Debug)]
pub(super) struct Followed {
    pub(super) moves: Vec<Move>,
    pub(super) end: Position,
    pub(super) before: Option<Position>,
    pub(super) value: i32,
}

/// Plays `m` in `pos`, then the engine's choices with `plies` of search depth in all (an own
/// move takes `step` plies); `nodes` grows by the nodes searched, at most `budget` in all.
pub(super) fn follow(
    pos: &Position,
    history: &[Position],
    m: Move,
    (plies, step): (u32, u32),
    (nodes, budget): (&mut u64, u64),
    clock: &dyn Fn() -> f64,
) -> Followed {
    let root = pos.to_move();
    let partner = pos.seating().partner(root);
    let ours = |s: Seat| s == root || Some(s) == partner;
    let mut earlier = history.to_vec();
    let mut keys: Vec<u64> = earlier.iter().map(position_key).collect();
    let mut p = pos.clone();
    let mut moves = Vec::new();
    // (`earlier`'s last position is the one before the line's end once it has two moves.)
    let play = |p: &mut Position, earlier: &mut Vec<Position>, keys: &mut Vec<u64>, m: Move| {
        earlier.push(p.clone());
        keys.push(position_key(p));
        p.play_unchecked(m);
    };
    play(&mut p, &mut earlier, &mut keys, m);
    moves.push(m);
    // With two sides: an even number of plies (both sides move as often).
    let length = (plies + plies % 2) as usize;
    // Search depth left for the side's own next move (plies).
    let mut left = plies.saturating_sub(step);
    let mut value = None;
    for _ in 0..256 {
        if p.is_over() || p.finished().contains(root) {
            if value.is_none() {
                // A finish inside the line: decided, sooner is better.
                let v = DECIDED + 1000 - moves.len() as i32;
                value = Some(if p.finished().contains(root) { v } else { -v });
            }
            break;
        }
        let side = p.to_move();
        if step == 1 && moves.len() >= length && value.is_some() {
            break;
        }
        let reply = if step == 2 && side != root {
            // Modelled replies (and a partner, whom the search lets pass) play greedily.
            greedy_move(&p, 0)
        } else {
            if step == 2 && left == 0 && value.is_some() {
                break;
            }
            let legal = p.legal_move_list();
            if legal.len() == 1 {
                // (The search does not score a forced move.)
                legal.first().copied()
            } else {
                let depth = if step == 1 {
                    plies.saturating_sub(moves.len() as u32).max(1)
                } else {
                    left.max(1)
                };
                let limits = Limits {
                    stall: stall_turns(&earlier, &p),
                    max_nodes: budget.saturating_sub(*nodes).max(1),
                    ..strongest(depth)
                };
                let info = search(&p, &keys, limits, clock);
                *nodes += info.nodes;
                if value.is_none() {
                    value = Some(if ours(side) { info.score } else { -info.score });
                }
                if step == 2 && left == 0 {
                    // (This search only valued the move.)
                    break;
                }
                info.best
            }
        };
        if step == 2 && side == root {
            left = left.saturating_sub(step);
        }
        match reply {
            Some(r) => {
                moves.push(r);
                play(&mut p, &mut earlier, &mut keys, r);
            }
            // A side that must pass: the line ends (a line is moves only).
            None => break,
        }
    }
    let before = (moves.len() >= 2)
        .then(|| earlier.last().cloned())
        .flatten();
    Followed {
        moves,
        end: p,
        before,
        value: value.unwrap_or(0),
    }
}
