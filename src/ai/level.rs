//! The levels: six playing strengths, from a beginner who misses long ladders and forgets a
//! straggler to the full search (which also gives the hints).
//!
//! Each level is a row of a closed table: a thinking budget, a depth cap and a [`Style`] per
//! table (one, two, three or more opponents that move): its human mistakes (a long
//! hop chain overlooked now and then, a straggler or the last pegs' way in weighed too little)
//! and, with many players, how far it trusts plans that pay off later. None shuffles at
//! random: every level plays the best move it sees, and every level finishes (the stall rule
//! and the repetition rule apply to all).

use std::fmt;

use super::limits::Limits;
use super::style::{Mistakes, Reply, Sampling, Style, Styles};

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

/// What a level is: a row of the level table.
struct Spec {
    name: &'static str,
    budget_ms: f64,
    /// The deepest iteration in plies (with two or more moving opponents, the styles'
    /// [`Style::own_depth`] caps the own moves, else half of it).
    depth: u32,
    /// How it plays at each table.
    styles: Styles,
}

/// The full search on a crowded board (three or more opponents that move): their greedy
/// replies after its first move only, and a line's later gains discounted (better in the arena
/// than replies after every own move: `docs/journal.md`).
const CROWD: Style = Style {
    rounds: Some(1),
    discount: 79,
    ..Style::FULL
};

/// The level table, weakest first (`docs/ai.md`, "Levels", shows it).
const SPECS: [Spec; 6] = [
    Spec {
        name: "beginner",
        budget_ms: 100.0,
        depth: 1,
        styles: Styles {
            one: Style {
                mistakes: Mistakes {
                    lapse: 0,
                    sight: 1,
                    notice: 35,
                },
                straggle: 0,
                entry: 40,
                ..Style::FULL
            },
            many: Style {
                mistakes: Mistakes {
                    lapse: 0,
                    sight: 1,
                    notice: 45,
                },
                straggle: 50,
                own_depth: Some(1),
                ..Style::FULL
            },
            crowd: Style {
                mistakes: Mistakes {
                    lapse: 0,
                    sight: 1,
                    notice: 25,
                },
                straggle: 0,
                entry: 50,
                own_depth: Some(1),
                ..Style::FULL
            },
        },
    },
    Spec {
        name: "casual",
        budget_ms: 150.0,
        depth: 2,
        styles: Styles {
            one: Style {
                mistakes: Mistakes {
                    lapse: 75,
                    sight: 1,
                    notice: 60,
                },
                straggle: 50,
                ..Style::FULL
            },
            many: Style {
                mistakes: Mistakes {
                    lapse: 0,
                    sight: 2,
                    notice: 60,
                },
                own_depth: Some(1),
                ..Style::FULL
            },
            crowd: Style {
                mistakes: Mistakes {
                    lapse: 0,
                    sight: 1,
                    notice: 40,
                },
                straggle: 40,
                own_depth: Some(1),
                ..Style::FULL
            },
        },
    },
    Spec {
        name: "club",
        budget_ms: 250.0,
        depth: 3,
        styles: Styles {
            one: Style {
                mistakes: Mistakes {
                    lapse: 70,
                    sight: 1,
                    notice: 45,
                },
                ..Style::FULL
            },
            many: Style {
                mistakes: Mistakes {
                    lapse: 60,
                    sight: 2,
                    notice: 60,
                },
                own_depth: Some(2),
                ..Style::FULL
            },
            crowd: Style {
                mistakes: Mistakes {
                    lapse: 0,
                    sight: 1,
                    notice: 70,
                },
                straggle: 50,
                own_depth: Some(1),
                ..Style::FULL
            },
        },
    },
    Spec {
        name: "advanced",
        budget_ms: 250.0,
        depth: 3,
        styles: Styles {
            one: Style {
                mistakes: Mistakes {
                    lapse: 45,
                    sight: 2,
                    notice: 50,
                },
                ..Style::FULL
            },
            many: Style {
                mistakes: Mistakes {
                    lapse: 30,
                    ..Mistakes::NONE
                },
                own_depth: Some(2),
                ..Style::FULL
            },
            crowd: Style {
                mistakes: Mistakes {
                    lapse: 90,
                    ..Mistakes::NONE
                },
                own_depth: Some(2),
                ..Style::FULL
            },
        },
    },
    Spec {
        name: "strong",
        budget_ms: 500.0,
        depth: 5,
        styles: Styles {
            one: Style {
                mistakes: Mistakes {
                    lapse: 94,
                    ..Mistakes::NONE
                },
                ..Style::FULL
            },
            many: Style {
                own_depth: Some(3),
                ..Style::FULL
            },
            crowd: Style {
                mistakes: Mistakes {
                    lapse: 25,
                    ..Mistakes::NONE
                },
                own_depth: Some(2),
                ..CROWD
            },
        },
    },
    Spec {
        name: "master",
        budget_ms: 1000.0,
        depth: 60,
        styles: Styles {
            one: Style::FULL,
            // Against two or more: the whole budget goes to the Monte Carlo tree search
            // (`ai::mcts`), which models no opponent. The rest of each style is what the
            // analysis and the review search with (`valued_limits`): against two, each
            // opponent's reply as its best two-move plan; on a crowded board, the reply its own
            // evaluation likes best, a lead over the best opponent counting as a deficit does.
            many: Style {
                plan: 12,
                sampling: Sampling::Tree,
                ..Style::FULL
            },
            crowd: Style {
                reply: Reply::Preferred,
                ahead: 100,
                sampling: Sampling::Tree,
                ..CROWD
            },
        },
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

    /// How the level plays against one, two, and three or more opponents that move.
    pub const fn styles(self) -> Styles {
        self.spec().styles
    }

    /// The search limits of this level with its time budget.
    pub fn limits(self) -> Limits {
        Limits {
            max_depth: self.max_depth(),
            time_ms: self.budget_ms(),
            styles: self.styles(),
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

    /// A search to `depth` that plays as this level does, without its time budget, sampling and
    /// two-move plans ([`Styles::valued`]): the analysis and the review rank moves by the values
    /// of the search that plays and hints (sampling spends a budget and gives no values; plans
    /// cost about 2 000 nodes per root move, more than a review's judgement has).
    pub fn valued_limits(self, depth: u32) -> Limits {
        let level = self.limits();
        Limits {
            max_depth: depth,
            time_ms: f64::INFINITY,
            styles: level.styles.valued(),
            ..level
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}
