//! Moves to finish: how many of its own moves a seat still needs to fill its goal — the unit
//! the analysis board, the race graph and the game review speak in — and the lead in moves that
//! compares the seats.
//!
//! Two figures, one built on the other:
//! - [`finish`] (and [`all_seats`]): **the calibrated estimate** the player sees. It estimates the
//!   moves the seat still needs in a game of strong players, the turn order and the other pegs
//!   included: a linear model over features of the seat's position ([`Features`]: the solo
//!   count below, rows to go, pegs outside the goal, the rearmost peg, blockers in the goal,
//!   other pegs still to pass, and their products with the share of pegs still outside), fitted
//!   per player count on games of the strongest level against itself (`src/bin/calibrate/`;
//!   the figures and how to reproduce them are in docs/ai.md). Never under the proven lower
//!   bound; to a tenth of a move.
//! - [`army_moves`] and [`seat_moves`]: **the solo count**, the moves of a beam search that plays
//!   the army alone (below). A sequence of real moves, exact near the end of a game, but too
//!   optimistic while the armies still have to pass each other, and noisy from one position to
//!   the next: the calibrated estimate takes it as one feature among others.
//!
//! **The solo model.** The army plays alone: the other seats pass and their pegs stand where they
//! are (hop supports and obstacles), with one exception: pegs of other armies standing in the
//! army's goal are taken to *leave*. At every step of the search they move out (the one
//! nearest the goal's mouth first) into the free holes of the army's start area (its far end
//! first) — where the opposite army is heading anyway; where that would bring their army
//! home and end the game, to the empty hole farthest from the army. A blocker that finds no
//! free hole stays, and then the rules apply to it: swapped out by the engine's swap moves
//! under the Masters swap, a filled hole under *fill what is available*, an obstacle under
//! *no anti-spoiling*. The moves are the engine's own, so every rule option (resting,
//! lock-in, filled triangles, the 15-peg game, multiple sets) applies unchanged. When every
//! other seat is home (the game would be over and nobody could move) one peg of a home army
//! is lifted out of its goal to the empty hole farthest from the army, so that the army can
//! still be measured.
//!
//! **The search.** A beam search over the army's own moves, one layer per move: every legal
//! move of every kept state is tried, and the [`BEAM`] most promising distinct results are
//! kept — fewest rows to go, a quarter row per row a peg lags more than three rows behind the
//! army's mean, and three quarters of a row per row the best hop chain of the *next* move
//! would gain (so that moves that build a ladder compete with moves that use one). Moves that
//! go back more than a row are not tried. The count is the depth of the first layer that holds
//! a finished army: a sequence of real moves, so never below the true optimum of the model;
//! exact when a finish in one exists (checked first, on the position as it stands, then on
//! the model). When six layers in a row bring no better state (the army is boxed in by pegs
//! that stand still here, as in a jammed six-player middle), the count is the moves to the
//! best state seen plus a quarter move per row still to go ([`Solution::found`] is `false`).
//!
//! **Lower bound** ([`lower_bound`], proven): with the Masters swap or no anti-spoiling every
//! peg of the army outside its goal must move at least once, and a move moves one peg of the
//! army, so the pegs outside are a bound. Under *fill what is available* every empty goal hole
//! must be filled, and a move fills at most one (blockers only ever leave in the model), so
//! the empty holes are a bound. An army that is not home needs at least one move, and at least
//! two when no single move finishes it (neither as the position stands nor in the model).
//!
//! A seat's solo count is the sum over its armies (with multiple sets a turn moves one peg of one
//! army, so the armies' moves add up); a finished seat needs 0. Counts are cached per thread by
//! position (the side to move does not matter). [`lead`] turns the figures into each seat's lead
//! in moves.
//!
//! # Examples
//!
//! ```
//! use sternhalma::ai::race;
//! use sternhalma::engine::{Options, Position, Seat};
//!
//! let pos = Position::start(Options::default()).unwrap();
//! let moves = race::seat_moves(&pos, Seat::FIRST);
//! assert!((27..=33).contains(&moves)); // the proven optimum of a solo crossing is 27
//! assert!(moves >= race::seat_lower_bound(&pos, Seat::FIRST));
//!
//! // Strong players need more than a lone army: the armies have to pass each other.
//! let finish = race::all_seats(&pos);
//! assert!(finish[0] > f64::from(moves) && finish[0] == finish[1]);
//! assert_eq!(race::lead(&pos, &finish), [0.5, -0.5]);
//! ```

mod beam;
mod calibrated;
mod tables;

pub use beam::BEAM;
pub use calibrated::{finish, Features};

use std::cell::RefCell;
use std::collections::HashMap;

use crate::engine::{AntiSpoiling, ByTriangle, CellSet, Move, Options, Position, Seat, Triangle};

use beam::Model;

/// Estimates kept in the per-thread cache before it is cleared.
const CACHE_LIMIT: usize = 8192;

/// The army's moves to finish (see the module docs): 0 when the army is home, its seat has
/// finished, or it is not in the game.
pub fn army_moves(pos: &Position, army: Triangle) -> u32 {
    if settled(pos, army) {
        return 0;
    }
    let key = Key {
        options: *pos.options(),
        army,
        armies: *pos.armies(),
    };
    if let Some(m) = CACHE.with(|c| c.borrow().get(&key).copied()) {
        return m;
    }
    let moves = solve(pos, army).moves;
    CACHE.with(|c| {
        let mut c = c.borrow_mut();
        if c.len() >= CACHE_LIMIT {
            c.clear();
        }
        c.insert(key, moves);
    });
    moves
}

/// The seat's moves to finish: the sum of [`army_moves`] over its armies (0 once finished).
pub fn seat_moves(pos: &Position, seat: Seat) -> u32 {
    if pos.finished().contains(seat) {
        return 0;
    }
    pos.seating()
        .armies(seat)
        .iter()
        .map(|a| army_moves(pos, a))
        .sum()
}

/// [`finish`] of every seat, in seat order: the calibrated moves to finish that the analysis
/// board, the race graph and the review show.
pub fn all_seats(pos: &Position) -> Vec<f64> {
    pos.seating().seats().map(|s| finish(pos, s)).collect()
}

/// A proven lower bound of [`army_moves`] (see the module docs).
pub fn lower_bound(pos: &Position, army: Triangle) -> u32 {
    if settled(pos, army) {
        return 0;
    }
    let basic = basic_bound(pos, army);
    if basic >= 2 {
        return basic;
    }
    match Model::new(pos, army) {
        Some(m) if m.finishes_now() => 1,
        _ => 2,
    }
}

/// The sum of [`lower_bound`] over the seat's armies (0 once finished).
pub fn seat_lower_bound(pos: &Position, seat: Seat) -> u32 {
    if pos.finished().contains(seat) {
        return 0;
    }
    pos.seating()
        .armies(seat)
        .iter()
        .map(|a| lower_bound(pos, a))
        .sum()
}

/// What the beam search found for one army.
#[derive(Clone, Debug)]
pub struct Solution {
    /// The army's moves to finish ([`army_moves`]).
    pub moves: u32,
    /// The states the army moves through: `states[0]` is the position the search starts from
    /// (the army's seat to move, the blockers of its goal moved out), and `line[i]` is a legal
    /// move in `states[i]` that leads to `states[i + 1]` (after which leaving blockers move
    /// out again). Empty when the army needs no move.
    pub states: Vec<Position>,
    /// The moves found, one per turn of the army.
    pub line: Vec<Move>,
    /// Whether `line` brings the army home (`false`: the search gave up; see the module docs).
    pub found: bool,
}

/// The beam search behind [`army_moves`], uncached, with the line it found.
pub fn solve(pos: &Position, army: Triangle) -> Solution {
    solve_with(pos, army, BEAM)
}

/// [`solve`] keeping `beam` states a layer (at least 1) instead of [`BEAM`]: wider is slower
/// and finds shorter lines.
pub fn solve_with(pos: &Position, army: Triangle, beam: usize) -> Solution {
    let none = |found| Solution {
        moves: 0,
        states: Vec::new(),
        line: Vec::new(),
        found,
    };
    if settled(pos, army) {
        return none(true);
    }
    match Model::new(pos, army) {
        Some(model) => model.search(beam.max(1)),
        // (A game position always has a model; be safe anyway.)
        None => Solution {
            moves: basic_bound(pos, army),
            ..none(false)
        },
    }
}

/// Whether the army needs no move: home, its seat finished, or not in the game.
fn settled(pos: &Position, army: Triangle) -> bool {
    match pos.seating().owner(army) {
        Some(owner) => pos.finished().contains(owner) || pos.is_home(army),
        None => true,
    }
}

/// The pegs outside the goal (the empty goal holes under *fill what is available*), at least 1.
fn basic_bound(pos: &Position, army: Triangle) -> u32 {
    let goal = pos.goal_area(army);
    let n = match pos.options().anti_spoiling {
        AntiSpoiling::FillAvailable => (goal - pos.occupied()).len(),
        AntiSpoiling::None | AntiSpoiling::Swap => (pos.army(army) - goal).len(),
    };
    n.max(1) as u32
}

#[derive(Clone, PartialEq, Eq, Hash)]
struct Key {
    options: Options,
    army: Triangle,
    armies: ByTriangle<CellSet>,
}

thread_local! {
    static CACHE: RefCell<HashMap<Key, u32>> = RefCell::new(HashMap::new());
}

/// The lead in moves of every seat, in seat order.
///
/// `finish`: every seat's moves to finish ([`all_seats`]). A seat's finish *time* is its moves
/// to finish in rounds plus its place in the turn order as a fraction of a round: with `n`
/// seats, the `k`-th from the side to move (0 = the side to move) finishes at `moves + k / n`
/// (a finished seat has 0 moves to go). A team finishes at the later of its partners' times.
/// A seat's lead is the time of the earliest opponent unit (seat or team) that has not
/// finished — of any opponent unit when all have — minus its own unit's: positive when it is
/// ahead. With two players that is the opponent's moves to finish minus ours, plus half a move
/// for the side to move (minus half for the other): with equal counts the side to move leads
/// by 0.5, as it finishes first. Perfect race moves keep the lead: a move takes one off the
/// mover's count and hands the half move on.
///
/// ```
/// use sternhalma::ai::race;
/// use sternhalma::engine::{Options, Position};
///
/// let pos = Position::start(Options::default()).unwrap();
/// assert_eq!(race::lead(&pos, &[30.0, 30.0]), [0.5, -0.5]);
/// assert_eq!(race::lead(&pos, &[28.0, 30.0]), [2.5, -2.5]);
/// ```
pub fn lead(pos: &Position, finish: &[f64]) -> Vec<f64> {
    let seating = pos.seating();
    let n = seating.seat_count();
    let finished = pos.finished();
    let mut time = [0.0f64; 6];
    let mut s = pos.to_move();
    for k in 0..n {
        let moves = if finished.contains(s) {
            0.0
        } else {
            finish.get(s.index()).copied().unwrap_or(0.0)
        };
        time[s.index()] = moves + k as f64 / n as f64;
        s = seating.next(s);
    }
    let unit_time = |s: Seat| match seating.partner(s) {
        Some(p) => time[s.index()].max(time[p.index()]),
        None => time[s.index()],
    };
    let unit_done =
        |s: Seat| finished.contains(s) && seating.partner(s).is_none_or(|p| finished.contains(p));
    seating
        .seats()
        .map(|s| {
            let opponents = || {
                seating
                    .seats()
                    .filter(move |&o| o != s && Some(o) != seating.partner(s))
            };
            let racing = opponents().any(|o| !unit_done(o));
            let first = opponents()
                .filter(|&o| !racing || !unit_done(o))
                .map(unit_time)
                .fold(f64::INFINITY, f64::min);
            if first.is_finite() {
                ((first - unit_time(s)) * 1000.0).round() / 1000.0
            } else {
                0.0
            }
        })
        .collect()
}
