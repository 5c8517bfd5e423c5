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
    /// Crossings still to come: for each peg outside the goal, the pegs of other armies outside
    /// the army's goal and nearer the goal than it, summed over the seat's pegs.
    pub crossings: f64,
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
            crossings: 0.0,
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
            let others: Vec<i32> = (pos.occupied() - pegs - goal)
                .iter()
                .map(|c| geo.progress(army, c))
                .collect();
            if let Some(last) = (pegs - goal).iter().map(|c| geo.progress(army, c)).min() {
                f.ahead += others.iter().filter(|&&p| p > last).count() as f64;
            }
            for peg in (pegs - goal).iter().map(|c| geo.progress(army, c)) {
                f.crossings += others.iter().filter(|&&p| p > peg).count() as f64;
            }
        }
        f
    }

    /// The model's terms, in [`TERMS`] order: a constant, the features, a few of their squares
    /// and products, and their products with the share of the pegs still outside the goal (the
    /// stage of the seat's game) and its square.
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
            self.rows * z * z,
            self.beam * self.rows / 100.0,
            self.crossings,
            self.crossings * z,
            self.out * z * z,
            self.rear * self.rear / 10.0,
            self.beam * z * z,
            self.rear * z,
        ]
    }
}

/// Terms of the model ([`Features::terms`]).
pub const TERMS: usize = 20;

/// The model's coefficients by number of players (2, 3, 4, 6), fitted by least squares on the
/// moves seats still played in games of the strongest level against itself (`calibrate report
/// … --fit …`, docs/ai.md).
const COEFFICIENTS: [[f64; TERMS]; 4] = [
    // 2 players (the first twelve terms: `fitted_terms`)
    [
        -0.9669, 0.7004, 0.2414, -0.2718, 0.3556, 0.6055, 0.2870, -0.2205, -0.5486, 0.3626,
        -0.5752, -0.1047, 0.0000, 0.0000, 0.0000, 0.0000, 0.0000, 0.0000, 0.0000, 0.0000,
    ],
    // 3 players
    [
        -2.0727, 0.8327, -0.0719, -0.4234, 0.6123, 0.0000, -0.1087, 0.0436, -0.0598, -0.1512,
        2.2466, -0.0228, 0.4135, -0.3617, 0.2515, -0.2552, -1.5951, 0.0267, -0.3102, 0.0000,
    ],
    // 4 players
    [
        -2.8317, 1.2014, 0.0470, -0.3533, 0.6579, 0.2746, -0.1120, -0.2057, -2.0775, 0.5238,
        3.7955, 0.3514, 0.0509, 0.0551, -0.0024, -0.0331, -3.7877, 0.2169, 0.9625, -1.3629,
    ],
    // 6 players
    [
        -5.5656, 1.3578, -0.2242, 2.1002, 1.0767, 0.0789, -0.1187, -0.1058, -3.0661, 1.5846,
        -3.8000, 0.0889, -0.8412, -0.1918, 0.0091, -0.0343, 1.8000, -0.1949, 1.9518, -0.6060,
    ],
];

/// How many of the first terms the model of `players` seats uses (the fit sets the others to 0):
/// with two players the first twelve, without the squares and products after `ahead × z`,
/// which made the estimate rise after the seat's own move more often.
pub const fn fitted_terms(players: usize) -> usize {
    if players <= 2 {
        12
    } else {
        TERMS
    }
}

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
