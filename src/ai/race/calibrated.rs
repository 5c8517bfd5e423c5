//! Moves to finish calibrated against real play.

use crate::engine::{Position, Seat};

use super::seat_moves;
use super::tables::tables;

/// What the calibrated estimate is fitted on, for one seat in a position.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Features {
    /// The beam search's moves to finish ([`seat_moves`]).
    pub beam: f64,
    /// Rows still to go, over the seat's pegs.
    pub rows: f64,
    /// Pegs outside the goal.
    pub out: f64,
    /// Rows the rearmost peg still has to go.
    pub rear: f64,
    /// Pegs of other armies in the goal.
    pub blockers: f64,
    /// Pegs in the army, over its armies.
    pub pegs: f64,
    /// Pegs of other armies still to pass: outside the army's goal and ahead of its rearmost
    /// peg (nearer the goal, row by row), over the seat's armies.
    pub ahead: f64,
}

impl Features {
    /// The seat's features in `pos`.
    pub fn of(pos: &Position, seat: Seat) -> Features {
        let t = tables(pos);
        let mut f = Features {
            beam: f64::from(seat_moves(pos, seat)),
            rows: 0.0,
            out: 0.0,
            rear: 0.0,
            blockers: 0.0,
            pegs: 0.0,
            ahead: 0.0,
        };
        let geo = pos.geometry();
        for army in pos.seating().armies(seat).iter() {
            let a = army.index();
            let goal = pos.goal_area(army);
            let pegs = pos.army(army);
            let sum: i32 = pegs.iter().map(|c| i32::from(t.dist[a][c.index()])).sum();
            f.rows += f64::from((sum - t.home[a]).max(0));
            f.out += (pegs - goal).len() as f64;
            f.pegs += pegs.len() as f64;
            f.blockers += ((pos.occupied() - pegs) & goal).len() as f64;
            let rear = (pegs - goal)
                .iter()
                .map(|c| i32::from(t.dist[a][c.index()]))
                .max()
                .unwrap_or(0);
            f.rear = f.rear.max(f64::from(rear));
            if let Some(last) = (pegs - goal).iter().map(|c| geo.progress(army, c)).min() {
                let others = pos.occupied() - pegs - goal;
                f.ahead += others
                    .iter()
                    .filter(|&c| geo.progress(army, c) > last)
                    .count() as f64;
            }
        }
        f
    }

    /// The model's terms: a constant, the features, and their products with the share of the
    /// pegs still outside the goal (the stage of the seat's game), in [`TERMS`] order.
    pub fn terms(self) -> [f64; TERMS] {
        let z = self.out / self.pegs.max(1.0);
        [
            1.0,
            self.beam,
            self.rows,
            self.out,
            self.rear,
            self.blockers,
            self.ahead,
            self.rows * self.rows / 100.0,
            self.beam * z,
            self.rows * z,
            self.out * z,
            self.ahead * z,
        ]
    }
}

/// Terms of the model ([`Features::terms`]).
pub const TERMS: usize = 12;

/// The model's coefficients by number of players (2, 3, 4, 6), fitted by least squares on the
/// moves seats still played in games of the strongest level against itself (`calibrate report
/// … --fit …`, docs/ai.md).
const COEFFICIENTS: [[f64; TERMS]; 4] = [
    // 2 players
    [
        -0.9669, 0.7004, 0.2414, -0.2718, 0.3556, 0.6055, 0.2870, -0.2205, -0.5486, 0.3626,
        -0.5752, -0.1047,
    ],
    // 3 players
    [
        -1.7968, 0.7379, 0.0830, 0.3560, 0.4184, 0.0000, 0.0306, -0.1427, -0.5648, 0.4054, -0.7426,
        0.0000,
    ],
    // 4 players
    [
        -1.3640, 0.7613, 0.2200, 0.0189, 0.3751, 0.4310, -0.0283, -0.1597, -0.7349, 0.2688,
        -0.1585, 0.0776,
    ],
    // 6 players
    [
        1.7225, 0.1334, 0.2332, 0.8779, -0.2993, 0.6404, 0.1185, -0.2811, -0.1026, 0.5023, -2.2298,
        0.0663,
    ],
];

/// The row of [`COEFFICIENTS`] for `players` seats.
fn row(players: usize) -> usize {
    match players {
        0..=2 => 0,
        3 => 1,
        4 | 5 => 2,
        _ => 3,
    }
}

/// The model's estimate from the features, for `players` seats: the coefficients of the
/// player count applied to the terms (not clamped).
pub fn model(players: usize, f: Features) -> f64 {
    COEFFICIENTS[row(players)]
        .iter()
        .zip(f.terms())
        .map(|(c, t)| c * t)
        .sum()
}

/// The seat's moves to finish in `pos`, calibrated (see the module docs of [`super`]): the
/// model's estimate, never under the proven lower bound ([`super::seat_lower_bound`]); 0 once
/// the seat has finished.
pub fn finish(pos: &Position, seat: Seat) -> f64 {
    if pos.finished().contains(seat) {
        return 0.0;
    }
    let players = pos.seating().seat_count();
    let estimate = model(players, Features::of(pos, seat));
    let bound = f64::from(super::seat_lower_bound(pos, seat));
    (estimate.max(bound) * 10.0).round() / 10.0
}
