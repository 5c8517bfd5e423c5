//! How a level plays at one table ([`Style`]): the mistakes it makes around the search, the
//! weights of its evaluation and how its search models many opponents. Only the crate builds
//! styles (the level table, `level.rs`); everyone may read them.

use super::eval;

/// How a level plays against a number of opponents that move (its row of the level table;
/// [`Style::FULL`]: the full search, no mistakes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Style {
    /// The mistakes made around the search.
    pub mistakes: Mistakes,
    /// Weight of our own stragglers, % (less: a level that forgets a straggler).
    pub straggle: u8,
    /// Weight of our last pegs' detours into the goal, % (less: a slow endgame).
    pub entry: u8,
    /// With two or more moving opponents, the weight, %, of our lead over the best opponent
    /// while we are ahead (0: none).
    pub ahead: u8,
    /// With two or more moving opponents, the deepest iteration in own moves (`None`: half of
    /// [`crate::ai::Limits::max_depth`], rounded up).
    pub own_depth: Option<u8>,
    /// With three or more moving opponents, the rounds of modelled replies below the root
    /// (`None`: after every own move); deeper, the opponents stand still. (Two opponents always
    /// reply.)
    pub rounds: Option<u8>,
    /// How far plans are trusted with many opponents, % per moving opponent beyond two: a
    /// line's value after an own move mixes the evaluation right then with the best
    /// continuation's, which weighs this to the power of the opponents beyond two (100: only
    /// the end of the line counts, as with two opponents).
    pub discount: u8,
    /// How modelled opponents reply.
    pub reply: Reply,
    /// With two or more moving opponents, the first round of replies (after our first move)
    /// by a two-move plan: each opponent's this many best moves by its own evaluation, each
    /// followed by the others' greediest replies and its best second move (0: none).
    pub plan: u8,
    /// What the search does with the second half of a budget.
    pub sampling: Sampling,
}

/// A level's human mistakes, applied around the search (`ai::turn`): the root moves it sees
/// and how deep it looks this turn, drawn from the turn's seed and the position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Mistakes {
    /// The chance, %, that a turn is searched one iteration less deep than the depth cap (a
    /// lapse: a move played without looking as far ahead as usual).
    pub lapse: u8,
    /// Hop chains of up to this many hops are always seen at the root; longer ones may be
    /// overlooked (a missed ladder).
    pub sight: u8,
    /// The chance, %, that each hop beyond [`Mistakes::sight`] is seen: a chain of `sight + k`
    /// hops is seen with this chance to the power `k` (each chain, each turn; 100: all are).
    pub notice: u8,
}

/// How the modelled opponents of a many-player search reply.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reply {
    /// With the move that gains the most ground (the rearmost peg on ties).
    Greediest,
    /// With the move their own evaluation likes best, one move ahead (a racer that also
    /// blocks the leader).
    Preferred,
}

/// What a many-player search does with its budget.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sampling {
    /// The search alone spends the budget.
    Off,
    /// The search spends half of the budget; then its best `moves` root moves are sampled,
    /// each sample racing `rounds` rounds of the whole table after the move (`search/playout.rs`).
    Best {
        /// Root moves sampled (two or more).
        moves: u8,
        /// Rounds of racing after each sampled move.
        rounds: u8,
    },
    /// The whole budget goes to a Monte Carlo tree search with max-n backups (`ai::mcts`):
    /// every seat chooses by its own value, none is modelled.
    Tree,
}

impl Mistakes {
    /// No mistakes: every hop chain seen, no lapse.
    pub const NONE: Mistakes = Mistakes {
        lapse: 0,
        sight: 0,
        notice: 100,
    };
}

impl Style {
    /// The full search, no mistakes.
    pub const FULL: Style = Style {
        mistakes: Mistakes::NONE,
        straggle: 100,
        entry: 100,
        ahead: 0,
        own_depth: None,
        rounds: None,
        discount: 100,
        reply: Reply::Greediest,
        plan: 0,
        sampling: Sampling::Off,
    };

    /// The evaluation's weights of this style.
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

/// A level's styles at the three tables, chosen by the opponents that still move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Styles {
    /// Against one opponent, or in a race.
    pub one: Style,
    /// Against two opponents that move (its own moves against their modelled replies).
    pub many: Style,
    /// Against three or more opponents that move (a crowded board).
    pub crowd: Style,
}

impl Styles {
    /// The full search at every table.
    pub const FULL: Styles = Styles {
        one: Style::FULL,
        many: Style::FULL,
        crowd: Style::FULL,
    };

    /// The style against `movers` opponents that move, when they are modelled (`model`; else
    /// the style against one).
    pub(crate) fn at(self, model: bool, movers: usize) -> Style {
        match (model, movers) {
            (false, _) => self.one,
            (true, 2) => self.many,
            (true, _) => self.crowd,
        }
    }

    /// The same styles without sampling and without two-move plans: searches whose values rank
    /// moves (the analysis) and that spend no budget on samples.
    pub fn valued(self) -> Styles {
        let plain = |s: Style| Style {
            sampling: Sampling::Off,
            plan: 0,
            ..s
        };
        Styles {
            one: plain(self.one),
            many: plain(self.many),
            crowd: plain(self.crowd),
        }
    }
}
