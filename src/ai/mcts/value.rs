//! What a position is worth to every seat, each in `[0, 1]`: the vector that max-n backs up.
//!
//! A seat whose side (with a partner: both) has finished in the tree scores by its place among
//! the sides that were still racing at the root: 1 for the first, half a point less spread over
//! the later places. A seat still racing scores a logistic of its lead in moves over the
//! earliest opposing side still racing (moves to finish from its moves to go, below, plus the
//! turn order as a fraction of a round, as `race::lead` counts it), shrunk like a later place
//! for every opposing side that has finished in the tree.
//!
//! With six players a seat's moves to go are its race (`eval::seat_races`): its rows to go, its
//! last pegs' detour into the goal, and its stragglers once it is within `eval::LATE_ROWS` of
//! home. With fewer they are the evaluation's whole cost, which adds the planning terms
//! (stragglers all the way, pegs left at home, blockers, ladders). A straggler is slow where
//! nothing passes it to hop over; among six armies something always does until they have passed
//! each other, and there the planning terms held the tree search to 36% of its games against
//! racers (the race alone: 53%), while with three players the race alone won 9 of 24 against
//! level 6's alpha-beta search where the cost wins 17 (`docs/ai.md`, "Figures").

use crate::engine::{Position, Seat};

use super::super::eval::{self, Tables, ROW};

/// Rows to go (or rows of the evaluation's cost) that a strong move gains on average: the
/// six-player start's 120 rows take about 37 moves (`docs/ai.md`, "Moves to finish").
const ROWS_PER_MOVE: f64 = 3.2;
/// A lead of this many moves is worth odds of e to one.
const SCALE: f64 = 1.5;
/// What finishing last of the racing sides is worth less than finishing first.
const PLACE_SPREAD: f64 = 0.5;

/// One value per seat (seat order; seats not in the game score 0).
pub(crate) type Values = [f32; 6];

/// The values of positions below one root.
pub(crate) struct Valuer {
    tables: &'static Tables,
    /// Sides (their first seat) whose place was decided before the search.
    done_at_root: [bool; 6],
    /// Sides still racing at the root.
    racing: usize,
    /// Whether moves to go count the race alone (six players), not the evaluation's cost.
    race_only: bool,
}

/// Players at the table from which a seat's moves to go are its race alone (six armies racing;
/// three players with two armies each are not measured, and keep the cost).
const CROWDED: usize = 6;

/// The seat that stands for `s`'s side: the lower of the partners.
fn unit(pos: &Position, s: Seat) -> Seat {
    match pos.seating().partner(s) {
        Some(p) if p < s => p,
        _ => s,
    }
}

/// Whether `s`'s side has finished: the seat and its partner.
fn unit_done(pos: &Position, s: Seat) -> bool {
    let finished = pos.finished();
    finished.contains(s)
        && pos
            .seating()
            .partner(s)
            .is_none_or(|p| finished.contains(p))
}

impl Valuer {
    /// The values below `root`.
    pub fn new(root: &Position) -> Valuer {
        let mut done_at_root = [false; 6];
        let mut racing = 0;
        for s in root.seating().seats() {
            if unit(root, s) != s {
                continue;
            }
            if unit_done(root, s) {
                done_at_root[s.index()] = true;
            } else {
                racing += 1;
            }
        }
        Valuer {
            tables: eval::tables(root),
            done_at_root,
            racing,
            race_only: root.seating().seat_count() >= CROWDED,
        }
    }

    /// The value of `pos` for every seat.
    pub fn value(&self, pos: &Position) -> Values {
        let seating = pos.seating();
        let n = seating.seat_count();
        // Each seat's race, or its cost, in evaluation units.
        let costs = if self.race_only {
            eval::seat_races(pos, self.tables)
        } else {
            eval::seat_costs(pos, self.tables)
        };
        // Each seat's finish time in moves: its moves to go, then its turn in the round.
        let mut time = [0.0f64; 6];
        let mut s = pos.to_move();
        for k in 0..n {
            let moves = if pos.finished().contains(s) {
                0.0
            } else {
                f64::from(costs[s.index()]) / (f64::from(ROW) * ROWS_PER_MOVE)
            };
            time[s.index()] = moves + k as f64 / n as f64;
            s = seating.next(s);
        }
        let unit_time = |s: Seat| match seating.partner(s) {
            Some(p) => time[s.index()].max(time[p.index()]),
            None => time[s.index()],
        };
        let ranking = pos.ranking();
        let spread = PLACE_SPREAD / (self.racing.max(2) - 1) as f64;
        let mut values = [0.0f32; 6];
        for s in seating.seats() {
            let u = unit(pos, s);
            if self.done_at_root[u.index()] {
                continue;
            }
            let opponents = || {
                seating
                    .seats()
                    .filter(move |&o| o == unit(pos, o) && o != u && !self.done_at_root[o.index()])
            };
            let v = if unit_done(pos, u) {
                let place = ranking.place(u).unwrap_or(u8::MAX);
                let earlier = opponents()
                    .filter(|&o| unit_done(pos, o) && ranking.place(o).unwrap_or(u8::MAX) < place)
                    .count();
                1.0 - spread * earlier as f64
            } else {
                let lost = opponents().filter(|&o| unit_done(pos, o)).count();
                let first = opponents()
                    .filter(|&o| !unit_done(pos, o))
                    .map(unit_time)
                    .fold(f64::INFINITY, f64::min);
                let lead = if first.is_finite() {
                    first - unit_time(u)
                } else {
                    0.0
                };
                let odds = 1.0 / (1.0 + (-lead / SCALE).exp());
                odds * (1.0 - spread * lost as f64)
            };
            values[s.index()] = v as f32;
        }
        values
    }
}
