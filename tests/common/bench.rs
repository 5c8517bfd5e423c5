//! Benchmark helpers usable natively and from wasm (no `std::time`): seeded
//! random playouts producing mid-game positions (with [`SplitMix64`]), and a
//! move-generation benchmark driven by a caller-supplied clock.
//!
//! Shared by the tests (`common::bench`) and the benchmarks (`benches/`, through `#[path]`); no
//! part of the library.

use std::hint::black_box;

use sternhalma::engine::{
    Move, MoveList, Options, ParseSetupError, Players, Ply, Position, PositionError, Setup,
};
use sternhalma::tools::SplitMix64;

/// The seed of the standard benchmark positions.
pub const SEED: u64 = 0x5745_524E_4841_4C4D;

/// Plays up to `plies` plies from `pos`: forced passes, else with
/// probability 1/2 a move advancing the mover's pegs the most (ties broken
/// at random), else a uniformly random move. Stops when the game ends.
pub fn playout(pos: &mut Position, plies: usize, rng: &mut SplitMix64) {
    let mut moves = MoveList::new();
    for _ in 0..plies {
        if pos.is_over() {
            return;
        }
        pos.legal_moves(&mut moves);
        if moves.is_empty() {
            pos.pass_unchecked();
            continue;
        }
        let m = if rng.next_u64() & 1 == 0 {
            let geo = pos.geometry();
            let gain = |m: &Move| {
                pos.army_at(m.from)
                    .map_or(0, |t| geo.progress(t, m.to) - geo.progress(t, m.from))
            };
            let best = moves.iter().map(gain).max().unwrap_or(0);
            let top: Vec<_> = moves.iter().filter(|m| gain(m) == best).copied().collect();
            top[rng.below(top.len())]
        } else {
            moves[rng.below(moves.len())]
        };
        pos.play_unchecked(m);
    }
}

/// `count` position texts reached by seeded playouts of 20 to 119 plies from
/// the start position of `options` (random starting seat).
///
/// # Panics
///
/// If `options` do not go together (a programmer error).
pub fn positions(options: Options, count: usize, seed: u64) -> Vec<String> {
    let mut rng = SplitMix64::new(seed);
    let start = match Position::start(options) {
        Ok(p) => p,
        Err(e) => panic!("bench options: {e}"),
    };
    (0..count)
        .map(|_| {
            let mut pos = start.clone();
            let first = options.players.toss(rng.next_u64());
            pos = Position::start_with_first(options, first).unwrap_or(pos);
            let plies = 20 + rng.below(100);
            playout(&mut pos, plies, &mut rng);
            pos.to_string()
        })
        .collect()
}

/// The standard benchmark set: 500 two-player and 500 six-player positions
/// with the default rules, from [`SEED`].
pub fn standard_positions() -> Vec<String> {
    let mut v = positions(Options::with_players(Players::Two), 500, SEED);
    v.extend(positions(
        Options::with_players(Players::Six),
        500,
        SEED ^ 6,
    ));
    v
}

/// Why a benchmark position text is unusable.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BenchPositionError {
    /// The text does not parse.
    Parse(usize, ParseSetupError),
    /// The setup is not a position.
    Position(usize, PositionError),
}

impl std::fmt::Display for BenchPositionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BenchPositionError::Parse(i, e) => write!(f, "position {i}: {e}"),
            BenchPositionError::Position(i, e) => write!(f, "position {i}: {e}"),
        }
    }
}

impl std::error::Error for BenchPositionError {}

/// Parses position texts.
///
/// # Errors
///
/// The index of the first bad text and why.
pub fn parse_positions<S: AsRef<str>>(texts: &[S]) -> Result<Vec<Position>, BenchPositionError> {
    texts
        .iter()
        .enumerate()
        .map(|(i, t)| {
            let setup = t
                .as_ref()
                .parse::<Setup>()
                .map_err(|e| BenchPositionError::Parse(i, e))?;
            setup
                .validate()
                .map_err(|e| BenchPositionError::Position(i, e))
        })
        .collect()
}

/// What [`run`] measured.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BenchReport {
    /// Positions per iteration.
    pub positions: usize,
    /// Passes over all positions.
    pub iterations: u32,
    /// Legal moves generated in total.
    pub moves: u64,
    /// Elapsed time in milliseconds (by the caller's clock).
    pub millis: f64,
    /// `moves / seconds`.
    pub moves_per_second: f64,
}

/// Generates the legal moves of every position `iterations` times and
/// reports the rate. `clock` returns milliseconds (e.g. `performance.now()`
/// in wasm, an `Instant` natively).
pub fn run(positions: &[Position], iterations: u32, clock: &mut dyn FnMut() -> f64) -> BenchReport {
    let mut list = MoveList::new();
    let mut moves = 0u64;
    let t0 = clock();
    for _ in 0..iterations {
        for pos in positions {
            black_box(pos).legal_moves(&mut list);
            moves += black_box(&list).len() as u64;
        }
    }
    let millis = clock() - t0;
    let moves_per_second = if millis > 0.0 {
        moves as f64 / (millis / 1000.0)
    } else {
        0.0
    };
    BenchReport {
        positions: positions.len(),
        iterations,
        moves,
        millis,
        moves_per_second,
    }
}

/// Plays the plies of a random game (for tests and tools).
pub fn random_plies(pos: &Position, plies: usize, rng: &mut SplitMix64) -> Vec<Ply> {
    let mut p = pos.clone();
    let mut out = Vec::new();
    let mut moves = MoveList::new();
    for _ in 0..plies {
        if p.is_over() {
            break;
        }
        p.legal_moves(&mut moves);
        if moves.is_empty() {
            p.pass_unchecked();
            out.push(Ply::Pass);
        } else {
            let m = moves[rng.below(moves.len())];
            p.play_unchecked(m);
            out.push(Ply::Move(m));
        }
    }
    out
}
