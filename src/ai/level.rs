//! The levels: six playing strengths, from a beginner who misses long ladders and forgets a
//! straggler to the full search (which also gives the hints).
//!
//! Each level is a thinking budget, a depth cap and a [`Style`]: its human mistakes (a long
//! hop chain overlooked now and then, a straggler or the last pegs' way in weighed too little)
//! and, with many players, how far it trusts plans that pay off later. None shuffles at
//! random: every level plays the best move it sees, and every level finishes (the stall rule
//! and the repetition rule apply to all).

use std::fmt;

use super::search::{Limits, Style};

/// A playing strength, 1 (beginner) to 6 (master, the one that gives hints).
///
/// Each level has a style per table: against one opponent, against two that move, and against
/// three or more. With one opponent levels 3, 4 and 5 step through the third, fourth and fifth
/// plies; with more, level 1 is a weaker racer than level 2 and levels 2 to 6 play as levels 1
/// to 5 did before there were six (`docs/ai.md`, "Levels"; the measurements in `docs/journal.md`).
///
/// ```
/// use sternhalma::ai::Level;
///
/// assert_eq!(Level::new(6), Some(Level::STRONGEST));
/// assert_eq!(Level::new(7), None);
/// assert_eq!(Level::ALL.map(Level::get), [1, 2, 3, 4, 5, 6]);
/// assert_eq!(Level::CASUAL.to_string(), "2");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Level(u8);

/// What a level is.
struct Spec {
    name: &'static str,
    budget_ms: f64,
    /// Against one opponent: the deepest iteration in plies, and the style.
    depth: u32,
    style: Style,
    /// Against two moving opponents: the style (its `own_depth` caps the own moves).
    many: Style,
    /// Against three or more.
    crowd: Style,
}

/// A level's mistakes, at a depth: `(lapse, sight, notice, straggle, entry)`.
const fn mistakes(lapse: u8, sight: u8, notice: u8, straggle: u8, entry: u8) -> Style {
    Style {
        lapse,
        sight,
        notice,
        straggle,
        entry,
        ..Style::FULL
    }
}

const fn own(depth: u8, style: Style) -> Style {
    Style {
        own_depth: depth,
        ..style
    }
}

/// The full search on a crowded board (three or more opponents that move): their greedy
/// replies after its first move only, and a line's later gains discounted (better in the arena
/// than replies after every own move: `docs/journal.md`).
const CROWD: Style = Style {
    rounds: 1,
    discount: 79,
    ..Style::FULL
};

/// Level 6 on a crowded board: as [`CROWD`], but each opponent is modelled replying with the
/// move its own evaluation likes best (a racer that also blocks the leader), a lead over the
/// best opponent counts as well as a deficit, and the second half of the budget samples the
/// search's best three moves with four rounds of the whole table racing (`docs/ai.md`,
/// "Design").
const MASTER_CROWD: Style = Style {
    reply: 1,
    ahead: 100,
    sample: 3,
    sample_rounds: 4,
    ..CROWD
};

/// Level 6 against two opponents that move: the full search, each opponent's reply to its first
/// move modelled as that opponent's best two-move plan (its 12 best moves by its own evaluation,
/// each with its best second move), and the second half of the budget samples its best three
/// moves, as on a crowded board.
const MASTER_MANY: Style = Style {
    plan: 12,
    sample: 3,
    sample_rounds: 4,
    ..Style::FULL
};

/// Level 1 against two opponents that move: its own move only, the last pegs' way in weighed
/// at 60%, stragglers not at all, each hop beyond the first seen with 30%.
const FIRST_MANY: Style = own(1, mistakes(0, 1, 30, 0, 60));

/// Level 1 against three or more: as [`FIRST_MANY`], each hop beyond the first seen with 25%
/// and the last pegs' way in weighed at 50%.
const FIRST_CROWD: Style = own(1, mistakes(0, 1, 25, 0, 50));

const SPECS: [Spec; 6] = [
    Spec {
        name: "beginner",
        budget_ms: 100.0,
        depth: 1,
        style: mistakes(0, 1, 35, 0, 40),
        many: FIRST_MANY,
        crowd: FIRST_CROWD,
    },
    Spec {
        name: "casual",
        budget_ms: 150.0,
        depth: 2,
        style: mistakes(75, 1, 60, 50, 100),
        many: own(1, mistakes(0, 1, 45, 50, 100)),
        crowd: own(1, mistakes(0, 1, 40, 40, 100)),
    },
    Spec {
        name: "club",
        budget_ms: 250.0,
        depth: 3,
        style: mistakes(70, 1, 45, 100, 100),
        many: own(1, mistakes(0, 2, 60, 100, 100)),
        crowd: own(1, mistakes(0, 1, 70, 50, 100)),
    },
    Spec {
        name: "advanced",
        budget_ms: 250.0,
        depth: 3,
        style: mistakes(45, 2, 50, 100, 100),
        many: own(2, mistakes(60, 2, 60, 100, 100)),
        crowd: own(2, mistakes(90, 0, 100, 100, 100)),
    },
    Spec {
        name: "strong",
        budget_ms: 500.0,
        depth: 5,
        style: Style {
            lapse: 94,
            ..Style::FULL
        },
        many: own(2, Style::FULL),
        crowd: own(2, Style { lapse: 50, ..CROWD }),
    },
    Spec {
        name: "master",
        budget_ms: 1000.0,
        depth: 60,
        style: Style::FULL,
        many: MASTER_MANY,
        crowd: MASTER_CROWD,
    },
];

impl Level {
    /// Level 1: its own move only; overlooks long ladders, forgets stragglers, a slow endgame.
    pub const BEGINNER: Level = Level(1);
    /// Level 2: now and then looks at the answer to its move; misses long ladders.
    pub const CASUAL: Level = Level(2);
    /// Level 3: the answer to its move, and now and then its next move; misses long ladders.
    pub const CLUB: Level = Level(3);
    /// Level 4: the answer, and in 55% of its turns its next move; sees most ladders.
    pub const ADVANCED: Level = Level(4);
    /// Level 5: plans two moves of its own and weighs the answer to each (now and then three).
    pub const STRONG: Level = Level(5);
    /// Level 6: as deep as a second allows; the hints' level.
    pub const MASTER: Level = Level(6);
    /// The strongest level (hints and analysis).
    pub const STRONGEST: Level = Level::MASTER;
    /// All levels, weakest first.
    pub const ALL: [Level; 6] = [Level(1), Level(2), Level(3), Level(4), Level(5), Level(6)];

    /// The level `n` (`1..=6`), or `None`.
    pub const fn new(n: u8) -> Option<Level> {
        if n >= 1 && n as usize <= SPECS.len() {
            Some(Level(n))
        } else {
            None
        }
    }

    /// The number `1..=6`.
    pub const fn get(self) -> u8 {
        self.0
    }

    /// The number `1..=6` (the same as [`Level::get`]).
    pub const fn number(self) -> u8 {
        self.0
    }

    const fn spec(self) -> &'static Spec {
        &SPECS[self.0 as usize - 1]
    }

    /// The level's name in English (`"beginner"` … `"master"`).
    pub const fn name(self) -> &'static str {
        self.spec().name
    }

    /// The thinking budget per move in milliseconds.
    pub const fn budget_ms(self) -> f64 {
        self.spec().budget_ms
    }

    /// The deepest iteration (plies; with two or more moving opponents, half of it rounded up:
    /// own moves).
    pub const fn max_depth(self) -> u32 {
        self.spec().depth
    }

    /// How the level plays within its budget against one opponent.
    pub const fn style(self) -> Style {
        self.spec().style
    }

    /// How the level plays against two opponents that move.
    pub const fn style_many(self) -> Style {
        self.spec().many
    }

    /// How the level plays against three or more opponents that move.
    pub const fn style_crowd(self) -> Style {
        self.spec().crowd
    }

    /// The search limits of this level with its time budget.
    pub fn limits(self) -> Limits {
        Limits {
            max_depth: self.max_depth(),
            time_ms: self.budget_ms(),
            style: self.style(),
            style_many: self.style_many(),
            style_crowd: self.style_crowd(),
            ..Limits::nodes(u64::MAX)
        }
    }

    /// The limits of this level with a node budget instead of time
    /// (`nodes_per_ms` nodes per millisecond of its budget): reproducible.
    pub fn node_limits(self, nodes_per_ms: u64) -> Limits {
        Limits {
            max_nodes: (self.budget_ms() as u64)
                .saturating_mul(nodes_per_ms)
                .max(1),
            time_ms: f64::INFINITY,
            ..self.limits()
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}
