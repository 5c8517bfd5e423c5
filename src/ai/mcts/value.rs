//! What a position is worth to every seat, each in `[0, 1]`: the vector that max-n backs up.
//!
//! A seat whose side (with a partner: both) has finished in the tree scores by its place among
//! the sides that were still racing at the root: 1 for the first, half a point less spread over
//! the later places. A seat still racing scores a logistic of its lead in moves over the
//! earliest opposing side still racing (moves to finish from its rows to go, plus the turn order
//! as a fraction of a round, as `race::lead` counts it), shrunk like a later place for every
//! opposing side that has finished in the tree.
//!
//! The rows to go are the race's plain distance (`Tables::remaining`), without the evaluation's
//! planning terms (stragglers, pegs left at home, blockers, the last pegs' detour, ladders):
//! among six racing armies those terms cost the tree search a tenth of its wins
//! (`docs/ai.md`, "Figures").

use crate::engine::{Position, Seat};

use super::super::eval::{self, Tables};

/// Rows to go that a strong move gains on average: the six-player start's 120 rows take about
/// 37 moves (`docs/ai.md`, "Moves to finish").
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
}

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
        }
    }

    /// The value of `pos` for every seat.
    pub fn value(&self, pos: &Position) -> Values {
        let seating = pos.seating();
        let n = seating.seat_count();
        let rows = |s: Seat| -> i32 {
            seating
                .armies(s)
                .iter()
                .map(|army| self.tables.remaining(army, pos.army(army)))
                .sum()
        };
        // Each seat's finish time in moves: its moves to go, then its turn in the round.
        let mut time = [0.0f64; 6];
        let mut s = pos.to_move();
        for k in 0..n {
            let moves = if pos.finished().contains(s) {
                0.0
            } else {
                f64::from(rows(s)) / ROWS_PER_MOVE
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
