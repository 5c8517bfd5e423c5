//! What a search is asked ([`Limits`]: its budget, and the [`Styles`] a level plays in) and what
//! it answers ([`SearchInfo`]).

use crate::engine::Move;

use super::style::Styles;

/// The deepest line a search follows, in plies.
pub(crate) const MAX_PLY: usize = 64;

/// How long a search may run. Whichever limit comes first stops it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Limits {
    /// Deepest iteration, in plies of the searching side and its opponents (with two or more
    /// opponents that move, whose replies are modelled, half of it rounded up: own moves).
    pub max_depth: u32,
    /// Node budget (`u64::MAX` for none): reproducible across machines.
    pub max_nodes: u64,
    /// Time budget in milliseconds of the injected clock (`f64::INFINITY` for none).
    pub time_ms: f64,
    /// Seed of a level's mistakes (a missed ladder, a lapse) and of its samples.
    pub seed: u64,
    /// Turns in a row the side to move has gained no ground ([`crate::ai::stall_turns`]):
    /// from [`STALL_TURNS`] on, only moves that gain ground are searched (when there are
    /// any), so that two sides jammed in the middle cannot shuffle sideways for ever.
    pub stall: u32,
    /// Root moves left out of the search (multi-line analysis: the second best move is the
    /// best without the first); `[None; 4]`, the default, searches every move.
    pub exclude: [Option<Move>; 4],
    /// How the search plays within its budget (a level's strengths and mistakes) against one,
    /// two and three or more opponents that move.
    pub styles: Styles,
}

/// Turns without progress after which only advancing moves are searched.
pub const STALL_TURNS: u32 = 8;

impl Limits {
    /// A fixed-depth search, the full search at every table.
    pub fn depth(depth: u32) -> Limits {
        Limits {
            max_depth: depth,
            max_nodes: u64::MAX,
            time_ms: f64::INFINITY,
            seed: 0,
            stall: 0,
            exclude: [None; 4],
            styles: Styles::FULL,
        }
    }

    /// A node-limited search, the full search at every table (deepest iteration 60).
    pub fn nodes(nodes: u64) -> Limits {
        Limits {
            max_nodes: nodes,
            ..Limits::depth(MAX_PLY as u32 - 4)
        }
    }
}

/// What a search found.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SearchInfo {
    /// The move to play (`None` when the side to move must pass or the game is over).
    pub best: Option<Move>,
    /// Its score for the side to move (16 per row of advantage; ±10 000 000 near a decided game).
    pub score: i32,
    /// The last iteration completed (own moves with two or more moving opponents).
    pub depth: u32,
    /// Nodes visited.
    pub nodes: u64,
    /// Time used (injected clock).
    pub elapsed_ms: f64,
    /// Whether the race (single-agent) search was used.
    pub race: bool,
}
