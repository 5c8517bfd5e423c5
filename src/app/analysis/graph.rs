//! The race graph: every seat's moves to finish at each position of the line on screen, as
//! SVG polylines in a fixed view box (drawn by the game, no chart library). Positions whose
//! figures are not known yet are left out of the lines.
//!
//! ```
//! use sternhalma::app::analysis::graph::{self, RaceGraph};
//! use sternhalma::ai::analysis::Race;
//! use sternhalma::app::analysis::Analysis;
//! use sternhalma::engine::{Game, Options, Position};
//!
//! let game = Game::new(Position::start(Options::default()).unwrap());
//! let mut a = Analysis::default();
//! a.raced(game.start().clone(), Race { finish: vec![30, 30], lead: vec![0.0, 0.0] });
//! let g = RaceGraph::of(&game, &a);
//! assert_eq!(g.lines.len(), 2);
//! assert_eq!(graph::ply_at(0.0, g.plies), 0);
//! ```

use crate::app::analysis::Analysis;
use crate::engine::{Game, Seat};

/// The view box's width.
pub const WIDTH: i32 = 600;
/// The view box's height.
pub const HEIGHT: i32 = 200;

/// One seat's line.
#[derive(Clone, Debug, PartialEq)]
pub struct SeatLine {
    /// The seat.
    pub seat: Seat,
    /// The polyline's `points` attribute.
    pub points: String,
    /// Its latest known figure (moves to finish), for the legend.
    pub last: Option<u32>,
}

/// What the graph draws.
#[derive(Clone, Debug, PartialEq)]
pub struct RaceGraph {
    /// One line per seat, in seat order.
    pub lines: Vec<SeatLine>,
    /// Plies in the line (the x axis runs from 0 to it).
    pub plies: usize,
    /// The x of the position on screen.
    pub cursor_x: i32,
    /// The top of the y axis, in moves to finish.
    pub top: u32,
    /// How many positions have figures.
    pub known: usize,
}

/// The x of ply `i` of `n` (whole units: no float formatting in the bundle).
fn x_of(i: usize, n: usize) -> i32 {
    if n == 0 {
        0
    } else {
        (i.min(n) as f64 / n as f64 * f64::from(WIDTH)).round() as i32
    }
}

/// The ply nearest to `fraction` (0 = the left edge, 1 = the right) of a line of `plies`.
pub fn ply_at(fraction: f64, plies: usize) -> usize {
    let f = if fraction.is_finite() {
        fraction.clamp(0.0, 1.0)
    } else {
        0.0
    };
    ((f * plies as f64).round() as usize).min(plies)
}

impl RaceGraph {
    /// The graph of `line` from what `analysis` knows.
    pub fn of(line: &Game, analysis: &Analysis) -> RaceGraph {
        let seats = line.start().options().players.count();
        let n = line.plies().len();
        let known: Vec<(usize, &[u32])> = (0..=n)
            .filter_map(|i| {
                let race = analysis.race(line.position_at(i)?)?;
                Some((i, race.finish.as_slice()))
            })
            .collect();
        let top = known
            .iter()
            .flat_map(|(_, f)| f.iter().copied())
            .max()
            .unwrap_or(0)
            .max(10);
        let y_of = |v: u32| {
            let span = f64::from(HEIGHT - 8);
            HEIGHT - 4 - (f64::from(v.min(top)) / f64::from(top) * span).round() as i32
        };
        let lines = (0..seats)
            .filter_map(|s| Seat::new(s as u8))
            .map(|seat| {
                let mut points = String::new();
                let mut last = None;
                for (i, finish) in &known {
                    if let Some(&v) = finish.get(seat.index()) {
                        if !points.is_empty() {
                            points.push(' ');
                        }
                        points.push_str(&x_of(*i, n).to_string());
                        points.push(',');
                        points.push_str(&y_of(v).to_string());
                        last = Some(v);
                    }
                }
                SeatLine { seat, points, last }
            })
            .collect();
        RaceGraph {
            lines,
            plies: n,
            cursor_x: x_of(line.cursor(), n),
            top,
            known: known.len(),
        }
    }
}
