//! The race graph: every seat's moves to finish over the game's rounds, as SVG in a fixed view
//! box (drawn by the game, no chart library).
//!
//! - **One point a round per seat**: a seat's figure is taken at the positions where it is to
//!   move (its k-th turn is at round k), so that whose turn it is does not make the lines
//!   zig-zag; a seat that gets home has a last point at 0 where it does.
//! - **Measured rounds only**: the lines run from the start as far as every position has its
//!   figures (the worker fills them in order). A position known beyond a gap — the one analysed
//!   on screen while the rounds before it are still being filled — joins the lines once the gap
//!   is filled, so that no straight segment stands for rounds not measured.
//! - **Axes**: moves to finish up the left side (0 at the bottom, ticks every 10 moves), the
//!   rounds along the bottom (ticks every 5 or 10 rounds); the position on screen is a vertical
//!   cursor at its round.
//!
//! ```
//! use sternhalma::app::analysis::graph::{self, RaceGraph};
//! use sternhalma::ai::analysis::Race;
//! use sternhalma::app::analysis::Analysis;
//! use sternhalma::engine::{Game, Options, Position};
//!
//! let game = Game::new(Position::start(Options::default()).unwrap());
//! let mut a = Analysis::default();
//! a.raced(game.start().clone(), Race { finish: vec![47.0, 47.0], lead: vec![0.5, -0.5] });
//! let g = RaceGraph::of(&game, &a);
//! assert_eq!(g.lines.len(), 2);
//! assert_eq!(g.y_ticks.iter().map(|t| t.1).collect::<Vec<_>>(), [0, 10, 20, 30, 40, 50]);
//! assert_eq!(graph::ply_at(0.0, &game), 0);
//! ```

use crate::app::analysis::Analysis;
use crate::engine::{Game, Seat};

/// The view box's width.
pub const WIDTH: i32 = 600;
/// The view box's height.
pub const HEIGHT: i32 = 260;
/// The plot's left edge (the moves' labels are to its left).
pub const LEFT: i32 = 64;
/// The plot's right edge.
pub const RIGHT: i32 = WIDTH - 16;
/// The plot's top edge.
pub const TOP: i32 = 14;
/// The plot's bottom edge (the rounds' labels are under it).
pub const BOTTOM: i32 = HEIGHT - 54;

/// One seat's line.
#[derive(Clone, Debug, PartialEq)]
pub struct SeatLine {
    /// The seat.
    pub seat: Seat,
    /// The polyline's `points` attribute.
    pub points: String,
    /// Its latest known figure (moves to finish), for the legend.
    pub last: Option<f64>,
}

/// What the graph draws.
#[derive(Clone, Debug, PartialEq)]
pub struct RaceGraph {
    /// One line per seat, in seat order.
    pub lines: Vec<SeatLine>,
    /// Rounds in the line (the x axis runs from 0 to it).
    pub rounds: u32,
    /// The x of the position on screen.
    pub cursor_x: i32,
    /// The top of the y axis, in moves to finish.
    pub top: u32,
    /// How many positions have figures.
    pub known: usize,
    /// The x axis' ticks: x and round.
    pub x_ticks: Vec<(i32, u32)>,
    /// The y axis' ticks: y and moves to finish.
    pub y_ticks: Vec<(i32, u32)>,
}

/// The x of round `r` of `rounds` (whole units: no float formatting in the bundle).
fn x_of(r: f64, rounds: u32) -> i32 {
    let span = f64::from(RIGHT - LEFT);
    LEFT + (r.clamp(0.0, f64::from(rounds.max(1))) / f64::from(rounds.max(1)) * span).round() as i32
}

/// The y of `moves` on an axis up to `top`.
fn y_of(moves: f64, top: u32) -> i32 {
    let span = f64::from(BOTTOM - TOP);
    BOTTOM - (moves.clamp(0.0, f64::from(top)) / f64::from(top.max(1)) * span).round() as i32
}

/// The round of ply `ply` of `line`: plies over seats.
fn round_of(ply: usize, line: &Game) -> f64 {
    let seats = line.start().options().players.count().max(1);
    ply as f64 / seats as f64
}

/// Rounds the x axis shows for `line`: at least 10.
fn rounds_of(line: &Game) -> u32 {
    (round_of(line.plies().len(), line).ceil() as u32).max(10)
}

/// The ply under `fraction` of the graph's width (0 = the left edge of the view box, 1 = the
/// right): the first ply of the round there.
pub fn ply_at(fraction: f64, line: &Game) -> usize {
    let f = if fraction.is_finite() {
        fraction.clamp(0.0, 1.0)
    } else {
        0.0
    };
    let x = f * f64::from(WIDTH);
    let rounds = f64::from(rounds_of(line));
    let r = ((x - f64::from(LEFT)) / f64::from(RIGHT - LEFT) * rounds).clamp(0.0, rounds);
    let seats = line.start().options().players.count().max(1);
    ((r.round() as usize) * seats).min(line.plies().len())
}

impl RaceGraph {
    /// The graph of `line` from what `analysis` knows.
    pub fn of(line: &Game, analysis: &Analysis) -> RaceGraph {
        let seats = line.start().options().players.count();
        let n = line.plies().len();
        // Per seat, its figures at its own turns (and at the line's end): round and moves.
        let mut points: Vec<Vec<(f64, f64)>> = vec![Vec::new(); seats];
        let mut known = 0;
        // Points come from the measured prefix of the line: up to the first position without
        // figures (the positions after it are still counted as known).
        let mut measured = true;
        for (i, pos) in (0..=n).filter_map(|i| Some((i, line.position_at(i)?))) {
            let Some(race) = analysis.race(pos) else {
                measured = false;
                continue;
            };
            known += 1;
            if !measured {
                continue;
            }
            for (s, seat_points) in points.iter_mut().enumerate() {
                let Some(&v) = race.finish.get(s) else {
                    continue;
                };
                let its_turn = pos.to_move().index() == s;
                let home = v == 0.0 && seat_points.last().is_some_and(|p| p.1 > 0.0);
                let r = round_of(i, line);
                if (its_turn || home) && seat_points.last().is_none_or(|p| p.0 < r) {
                    seat_points.push((r, v));
                }
            }
        }
        let highest = points.iter().flatten().map(|p| p.1).fold(0.0, f64::max);
        let top = ((highest / 10.0).ceil() as u32 * 10).max(10);
        let rounds = rounds_of(line);
        let lines = points
            .iter()
            .enumerate()
            .filter_map(|(s, p)| Some((Seat::new(s as u8)?, p)))
            .map(|(seat, p)| SeatLine {
                seat,
                points: p
                    .iter()
                    .map(|&(r, v)| format!("{},{}", x_of(r, rounds), y_of(v, top)))
                    .collect::<Vec<_>>()
                    .join(" "),
                last: p.last().map(|p| p.1),
            })
            .collect();
        let step = if rounds > 50 { 10 } else { 5 };
        RaceGraph {
            lines,
            rounds,
            cursor_x: x_of(round_of(line.cursor(), line), rounds),
            top,
            known,
            x_ticks: (0..=rounds)
                .step_by(step as usize)
                .map(|r| (x_of(f64::from(r), rounds), r))
                .collect(),
            y_ticks: (0..=top)
                .step_by(10)
                .map(|v| (y_of(f64::from(v), top), v))
                .collect(),
        }
    }
}
