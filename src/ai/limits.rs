//! What a search is asked ([`Limits`]: its budget, and the [`Style`] a level plays in) and what
//! it answers ([`SearchInfo`]).

use crate::engine::Move;

use super::eval;

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
    /// Random perturbation of the root scores in evaluation units (16 = a row).
    pub noise: i32,
    /// Seed of the noise and of a level's mistakes (a missed ladder, a lapse).
    pub seed: u64,
    /// Search as if the opponents always passed (solo races, analysis).
    pub solo: bool,
    /// Turns in a row the side to move has gained no ground ([`crate::ai::stall_turns`]):
    /// from [`STALL_TURNS`] on, only moves that gain ground are searched (when there are
    /// any), so that two sides jammed in the middle cannot shuffle sideways for ever.
    pub stall: u32,
    /// Root moves left out of the search (multi-line analysis: the second best move is the
    /// best without the first); `[None; 4]`, the default, searches every move.
    pub exclude: [Option<Move>; 4],
    /// How the search plays within its budget (a level's strengths and mistakes) against
    /// one opponent, or in a race.
    pub style: Style,
    /// How it plays against two opponents that move (its own moves against their modelled
    /// replies).
    pub style_many: Style,
    /// How it plays against three or more opponents that move (a crowded board).
    pub style_crowd: Style,
}

/// How a search plays within its budget: the strengths and the human mistakes of a level
/// (`Style::default()`: the full search, no mistakes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Style {
    /// With three or more moving opponents, the rounds of greedy replies modelled below the
    /// root (0: after every own move); deeper, the opponents stand still. (Two opponents
    /// always reply.)
    pub rounds: u8,
    /// Weight of our own stragglers, % (less: a level that forgets a straggler).
    pub straggle: u8,
    /// Weight of our last pegs' detours into the goal, % (less: a slow endgame).
    pub entry: u8,
    /// Hop chains of up to this many hops are always seen at the root; longer ones may be
    /// overlooked (a missed ladder).
    pub sight: u8,
    /// The chance, %, that each hop beyond [`Style::sight`] is seen: a chain of `sight + k`
    /// hops is seen with this chance to the power `k` (each chain, each turn; 100: all are).
    pub notice: u8,
    /// How far plans are trusted with many opponents, % per moving opponent beyond two: a
    /// line's value after an own move mixes the evaluation right then with the best
    /// continuation's, which weighs this to the power of the opponents beyond two (100: only
    /// the end of the line counts, as with two opponents).
    pub discount: u8,
    /// With two or more moving opponents, the deepest iteration in own moves (0: half of
    /// [`Limits::max_depth`], rounded up).
    pub own_depth: u8,
    /// The chance, %, that a turn is searched one iteration less deep than the depth cap (a
    /// lapse: a move played without looking as far ahead as usual).
    pub lapse: u8,
    /// With two or more moving opponents, the weight, %, of our lead over the best opponent
    /// while we are ahead (0: none).
    pub ahead: u8,
    /// How modelled opponents reply: 0 with the move that gains the most ground, 1 with the
    /// move their own evaluation likes best.
    pub reply: u8,
    /// With two or more moving opponents and a budget, the search's best moves sampled with
    /// the second half of it (0 or 1: none; the search alone spends the budget).
    pub sample: u8,
    /// The rounds of racing each sample plays after its move ([`Style::sample`]).
    pub sample_rounds: u8,
    /// The share of the budget, %, that sampling spends ([`Style::sample`]; 50: half, at most
    /// 90: the search keeps a tenth).
    pub sample_share: u8,
    /// With two or more moving opponents, the first round of replies (after our first move)
    /// by a two-move plan: each opponent's this many best moves by its own evaluation, each
    /// followed by the others' greediest replies and its best second move (0: none).
    pub plan: u8,
}

impl Style {
    /// The full search, no mistakes.
    pub const FULL: Style = Style {
        rounds: 0,
        straggle: 100,
        entry: 100,
        sight: 0,
        notice: 100,
        discount: 100,
        own_depth: 0,
        lapse: 0,
        ahead: 0,
        reply: 0,
        sample: 0,
        sample_rounds: 0,
        sample_share: 50,
        plan: 0,
    };

    pub(crate) fn weights(self) -> eval::Weights {
        let full = eval::Weights::FULL;
        eval::Weights {
            straggle: full.straggle * i32::from(self.straggle) / 100,
            entry: full.entry * i32::from(self.entry) / 100,
            ahead: i32::from(self.ahead),
        }
    }
}

impl Default for Style {
    fn default() -> Style {
        Style::FULL
    }
}

/// Turns without progress after which only advancing moves are searched.
pub const STALL_TURNS: u32 = 8;

impl Limits {
    /// A fixed-depth search without noise.
    pub fn depth(depth: u32) -> Limits {
        Limits {
            max_depth: depth,
            max_nodes: u64::MAX,
            time_ms: f64::INFINITY,
            noise: 0,
            seed: 0,
            solo: false,
            stall: 0,
            exclude: [None; 4],
            style: Style::FULL,
            style_many: Style::FULL,
            style_crowd: Style::FULL,
        }
    }

    /// A node-limited search without noise (deepest iteration 60).
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
