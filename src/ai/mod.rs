//! The computer opponent: pure Rust (no web dependencies), native and wasm32.
//!
//! - [`choose_move`]: the move of a [`Level`] (1 beginner … 6 master) within
//!   the level's thinking budget, measured with an injected clock
//!   (milliseconds; no `std::time`, so it runs in a Web Worker).
//! - [`search`]: the same with explicit [`Limits`] (fixed depth or node
//!   budget: reproducible, used by the tests and the arena).
//! - [`play`]: the move of a [`Level`] in a game, from its earlier positions (what the
//!   worker answers).
//! - [`greedy_move`]: the baseline that maximises the distance gained ([`greedy_move_by`]: with
//!   a preference first).
//!
//! Design (see `turn.rs`, `search/` and `eval.rs`; a level's mistakes in `mistakes.rs`, the
//! level table in `level.rs`): two players use iterative-deepening
//! PVS alpha-beta with a Zobrist transposition table, killer/history
//! ordering and forward pruning; three or more search their own moves against
//! opponents modelled as greedy, scored by their own race; when
//! the armies have passed each other the search becomes a single-agent race.
//!
//! # Examples
//!
//! ```
//! use sternhalma::ai::{self, Level};
//! use sternhalma::engine::{Options, Position};
//!
//! let pos = Position::start(Options::default()).unwrap();
//! let m = ai::search(&pos, &[], ai::Limits::depth(2), &|| 0.0).best.unwrap();
//! assert!(pos.is_legal(m));
//! let clock = std::cell::Cell::new(0.0);
//! let tick = || {
//!     clock.set(clock.get() + 1.0);
//!     clock.get()
//! };
//! let m = ai::choose_move(&pos, &[], Level::BEGINNER, &tick);
//! assert!(m.is_some_and(|m| pos.is_legal(m)));
//! ```

pub mod analysis;
mod eval;
mod level;
mod limits;
mod mcts;
mod mistakes;
pub mod race;
mod search;
pub mod shares;
mod style;
mod turn;
pub mod wire;
mod zobrist;

use crate::engine::{Move, MoveList, Position};

pub use level::Level;
pub use limits::{Limits, SearchInfo, STALL_TURNS};
pub use shares::{Played, Share};
pub use style::{Mistakes, Reply, Sampling, Style, Styles};
pub use turn::{search, search_share};
pub use zobrist::position_key;

/// Rows still to go for every army of `seat` (0 when home; 120 per
/// 10-peg army at the start): the race distance used by the evaluation.
pub fn rows_to_go(pos: &Position, seat: crate::engine::Seat) -> i32 {
    let t = eval::tables(pos);
    pos.seating()
        .armies(seat)
        .iter()
        .map(|a| t.remaining(a, pos.army(a)))
        .sum()
}

/// How many of its turns, up to `pos`, the side to move has played since it last reached a new
/// best (fewest rows to go) in the game: the earlier positions of the game in `history` (oldest
/// first) where it was to move, then `pos`. Measured against the best state reached, not the
/// previous turn, so shuffling back and forth cannot restart the count. Feeds [`Limits::stall`].
pub fn stall_turns(history: &[Position], pos: &Position) -> u32 {
    let seat = pos.to_move();
    let mut best = i32::MAX;
    let mut turns = 0;
    for p in history
        .iter()
        .filter(|p| p.to_move() == seat)
        .chain(std::iter::once(pos))
    {
        let togo = rows_to_go(p, seat);
        if togo < best {
            best = togo;
            turns = 0;
        } else {
            turns += 1;
        }
    }
    turns
}

/// Nodes per millisecond that the browser's Web Worker searches (wasm, `opt-level = "z"`, in
/// Node.js 20 on the 2-core x86-64 development machine; see `docs/ai.md`), by the number of
/// players: the searches differ (two players: alpha-beta; more: own moves against modelled
/// replies) and a node costs more with more armies on the board. [`Level::node_limits`] with this
/// figure gives a native, reproducible search of the size the browser does in a level's time.
///
/// ```
/// use sternhalma::ai::{self, Level};
/// use sternhalma::engine::Players;
///
/// let limits = Level::STRONGEST.node_limits(ai::browser_nodes_per_ms(Players::Two));
/// assert_eq!(limits.max_nodes, 220_000);
/// ```
pub const fn browser_nodes_per_ms(players: crate::engine::Players) -> u64 {
    match players.count() {
        2 => 220,
        3 => 260,
        4 => 230,
        _ => 225,
    }
}

/// The move the computer plays at `level` in `pos`, or `None` when the
/// side to move must pass (or the game is over).
///
/// `history`: [`position_key`]s of earlier positions of the game (any
/// order; the more the better, the last few dozen suffice) — a move that
/// recreates one of them is only played when nothing else is legal.
/// `clock`: milliseconds from any origin.
pub fn choose_move(
    pos: &Position,
    history: &[u64],
    level: Level,
    clock: &dyn Fn() -> f64,
) -> Option<Move> {
    search(
        pos,
        history,
        game_limits(pos, history, level.limits()),
        clock,
    )
    .best
}

/// A level's `limits` in a game: its mistakes seeded by the position and the history's length.
fn game_limits(pos: &Position, history: &[u64], limits: Limits) -> Limits {
    Limits {
        seed: position_key(pos) ^ history.len() as u64,
        ..limits
    }
}

/// A random move forward, drawn from `rng` (any move when none goes forward; `None` when the side
/// to move must pass): the random openings of the calibration games and of the puzzles' mining.
pub fn random_forward_move(pos: &Position, rng: &mut crate::tools::SplitMix64) -> Option<Move> {
    let moves = pos.legal_move_list();
    let g = pos.geometry();
    let forward: Vec<Move> = moves
        .iter()
        .copied()
        .filter(|&m| {
            pos.army_at(m.from)
                .is_some_and(|t| g.progress(t, m.to) > g.progress(t, m.from))
        })
        .collect();
    let pool = if forward.is_empty() {
        moves.into_vec()
    } else {
        forward
    };
    (!pool.is_empty()).then(|| pool[rng.below(pool.len())])
}

/// The greedy baseline: the move gaining the most distance towards the goal
/// (rows plus the lateral term of the evaluation), ties broken towards the
/// rearmost peg, then by `seed`. `None` when the side to move must pass.
pub fn greedy_move(pos: &Position, seed: u64) -> Option<Move> {
    greedy_move_by(pos, seed, |_, _| 0)
}

/// The legal move with the highest `(rank, gain, distance from the goal, hash of seed)`:
/// `rank(army, move)` first, then the distance gained (as [`greedy_move`] counts it), then the
/// rearmost peg. `None` when the side to move must pass. Baselines that are greedy but for one
/// preference rank their moves with it (`arena`'s spoiler).
pub fn greedy_move_by(
    pos: &Position,
    seed: u64,
    rank: impl Fn(crate::engine::Triangle, Move) -> i32,
) -> Option<Move> {
    let mut moves = MoveList::new();
    pos.legal_moves(&mut moves);
    let t = eval::tables(pos);
    let seat = pos.to_move();
    let mut best: Option<((i32, i32, i32, u64), Move)> = None;
    for &m in moves.iter() {
        let army = pos
            .seating()
            .armies(seat)
            .iter()
            .find(|&a| pos.army(a).contains(m.from))?;
        let gain = t.d(army, m.from) - t.d(army, m.to);
        let back = t.d(army, m.from);
        let mut x = seed
            ^ (u64::from(m.from.to_u8()) << 8 | u64::from(m.to.to_u8()))
                .wrapping_mul(0x9E37_79B9_7F4A_7C15);
        x ^= x >> 29;
        x = x.wrapping_mul(0xBF58_476D_1CE4_E5B9);
        x ^= x >> 32;
        let key = (rank(army, m), gain, back, x);
        if best.is_none_or(|b| key > b.0) {
            best = Some((key, m));
        }
    }
    best.map(|b| b.1)
}

/// The computer's move at `level` in a game: `pos`, reached after the `earlier` positions
/// (oldest first; the stall count and the repetitions to avoid come from them). `None` when
/// the side to move must pass or the game is over. The worker reads a request's positions once
/// (`wire`) and asks this.
///
/// ```
/// use sternhalma::ai::{self, Level};
/// use sternhalma::engine::{Options, Position};
///
/// let pos = Position::start(Options::default()).unwrap();
/// let m = ai::play(&pos, &[], Level::BEGINNER, &|| 0.0).unwrap();
/// assert!(pos.is_legal(m));
/// ```
pub fn play(
    pos: &Position,
    earlier: &[Position],
    level: Level,
    clock: &dyn Fn() -> f64,
) -> Option<Move> {
    play_within(pos, earlier, level.limits(), Share::WHOLE, clock).best
}

/// [`play`]'s `share` of a root-parallel search: the move it would choose alone, and the
/// root's statistics to merge with the other shares' ([`shares::merge`]) when the move was a
/// tree search's. Share 0 of 1 is [`play`].
pub fn play_share(
    pos: &Position,
    earlier: &[Position],
    level: Level,
    share: Share,
    clock: &dyn Fn() -> f64,
) -> Played {
    play_within(pos, earlier, level.limits(), share, clock)
}

/// [`play`] within a level's node budget instead of its time
/// ([`Level::node_limits`] at [`browser_nodes_per_ms`] for the position's players): the move
/// the browser would play in the level's time on the development machine, the same on any
/// machine (the end-to-end tests' computer, see `ui::workers`).
///
/// ```
/// use sternhalma::ai::{self, Level};
/// use sternhalma::engine::{Options, Position};
///
/// let pos = Position::start(Options::default()).unwrap();
/// let m = ai::play_nodes(&pos, &[], Level::BEGINNER);
/// assert_eq!(m, ai::play_nodes(&pos, &[], Level::BEGINNER));
/// assert!(pos.is_legal(m.unwrap()));
/// ```
pub fn play_nodes(pos: &Position, earlier: &[Position], level: Level) -> Option<Move> {
    play_nodes_share(pos, earlier, level, Share::WHOLE).best
}

/// [`play_nodes`]'s `share` (see [`play_share`]): every share searches the level's whole node
/// budget.
pub fn play_nodes_share(
    pos: &Position,
    earlier: &[Position],
    level: Level,
    share: Share,
) -> Played {
    let limits = level.node_limits(browser_nodes_per_ms(pos.options().players));
    play_within(pos, earlier, limits, share, &|| 0.0)
}

/// The move of `share` within a level's `limits` in a game ([`play_share`],
/// [`play_nodes_share`]).
fn play_within(
    pos: &Position,
    earlier: &[Position],
    limits: Limits,
    share: Share,
    clock: &dyn Fn() -> f64,
) -> Played {
    let keys: Vec<u64> = earlier.iter().map(position_key).collect();
    let mut limits = game_limits(pos, &keys, limits);
    limits.stall = stall_turns(earlier, pos);
    let (info, root) = turn::search_share(pos, &keys, limits, share, clock);
    Played {
        best: info.best,
        nodes: info.nodes,
        root,
    }
}
