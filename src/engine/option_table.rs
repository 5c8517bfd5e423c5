//! The one list of rule options ([`RULE_OPTIONS`]) that the notation, the
//! links, the command-line tools and the new-game screen are built from, and
//! the link between each enum value and its code ([`RuleChoice`]).
//!
//! Every option has a stable [`OptionId`] and a list of values; a value is
//! named by its *code*, its index in that list. The first value of every
//! option is its default, so default options are all code 0. Codes are written
//! in links: a list may grow at its end, never change order.
//!
//! # Examples
//!
//! ```
//! use sternhalma::engine::{option_of_token, OptionId, RULE_OPTIONS};
//!
//! assert_eq!(OptionId::Resting.rule().values[1].token, "rest-any");
//! assert_eq!(option_of_token("rest-any"), Some((OptionId::Resting, 1)));
//! assert_eq!(RULE_OPTIONS[0].id, OptionId::Players);
//! ```

use super::option_values::{AntiSpoiling, BoardSize, End, LockIn, Pegs, Resting, Scoring, Unused};
use super::player::Players;

/// The value type of a rule option that is an enum: its option and its values
/// in code order (the first is the default).
///
/// # Examples
///
/// ```
/// use sternhalma::engine::{AntiSpoiling, RuleChoice};
///
/// assert_eq!(AntiSpoiling::ALL[0], AntiSpoiling::default());
/// assert_eq!(AntiSpoiling::FillAvailable.token(), "spoil-fill");
/// assert_eq!(AntiSpoiling::from_code(2), Some(AntiSpoiling::FillAvailable));
/// ```
pub trait RuleChoice: Copy + PartialEq + Sized + 'static {
    /// The option.
    const ID: OptionId;
    /// Every value, in code order; the first is the default.
    const ALL: &'static [Self];

    /// The value's code (its index in [`ALL`](RuleChoice::ALL)).
    fn code(self) -> u8 {
        Self::ALL.iter().position(|&v| v == self).unwrap_or(0) as u8
    }

    /// The value with this code.
    fn from_code(code: u8) -> Option<Self> {
        Self::ALL.get(usize::from(code)).copied()
    }

    /// The value's notation token (empty for a default that has none).
    fn token(self) -> &'static str {
        Self::ID
            .rule()
            .values
            .get(usize::from(self.code()))
            .map_or("", |v| v.token)
    }
}

macro_rules! choice {
    ($t:ty, $id:ident, [$($v:expr),* $(,)?]) => {
        impl RuleChoice for $t {
            const ID: OptionId = OptionId::$id;
            const ALL: &'static [Self] = &[$($v),*];
        }
    };
}

choice!(
    Players,
    Players,
    [Players::Two, Players::Three, Players::Four, Players::Six]
);
choice!(
    BoardSize,
    Size,
    [BoardSize::Four, BoardSize::Five, BoardSize::Six]
);
choice!(Pegs, Pegs, [Pegs::Triangle, Pegs::Fifteen]);
choice!(Unused, Unused, [Unused::Empty, Unused::Filled]);
choice!(
    Resting,
    Resting,
    [Resting::PassThrough, Resting::Anywhere, Resting::Bga]
);
choice!(LockIn, LockIn, [LockIn::On, LockIn::Off, LockIn::Strict]);
choice!(
    AntiSpoiling,
    AntiSpoiling,
    [
        AntiSpoiling::Swap,
        AntiSpoiling::None,
        AntiSpoiling::FillAvailable
    ]
);
choice!(End, End, [End::FirstFinisher, End::PlayOn]);
choice!(Scoring, Scoring, [Scoring::Standard, Scoring::Bga]);

/// A rule option. The number is the option's id in links (`docs/links.md`):
/// it never changes; a new option takes the next number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum OptionId {
    /// Number of players ([`Players`]).
    Players = 0,
    /// Board size ([`BoardSize`]).
    Size = 1,
    /// Multiple sets (`false`, `true`).
    MultipleSets = 2,
    /// Teams (`false`, `true`).
    Teams = 3,
    /// Unused triangles ([`Unused`]).
    Unused = 4,
    /// Resting ([`Resting`]).
    Resting = 5,
    /// Goal lock-in ([`LockIn`]).
    LockIn = 6,
    /// Anti-spoiling ([`AntiSpoiling`]).
    AntiSpoiling = 7,
    /// End of the game ([`End`]).
    End = 8,
    /// Scoring ([`Scoring`]).
    Scoring = 9,
    /// Pegs per army ([`Pegs`]).
    Pegs = 10,
}

impl OptionId {
    /// Every option, by id.
    pub const ALL: [OptionId; 11] = [
        OptionId::Players,
        OptionId::Size,
        OptionId::MultipleSets,
        OptionId::Teams,
        OptionId::Unused,
        OptionId::Resting,
        OptionId::LockIn,
        OptionId::AntiSpoiling,
        OptionId::End,
        OptionId::Scoring,
        OptionId::Pegs,
    ];

    /// The option with link id `id`.
    pub fn from_id(id: u32) -> Option<OptionId> {
        OptionId::ALL.into_iter().find(|o| *o as u32 == id)
    }

    /// The option's entry in [`RULE_OPTIONS`].
    pub fn rule(self) -> &'static RuleOption {
        RULE_OPTIONS
            .iter()
            .find(|r| r.id == self)
            .unwrap_or(&RULE_OPTIONS[0])
    }
}

/// One value of a rule option.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RuleValue {
    /// Its token in the notation's option field (`rest-any`); empty when the
    /// value has none (a default that is never written, e.g. one set). The
    /// command-line tools also take it as a switch (`--rest-any`).
    pub token: &'static str,
    /// Its words after the option's command-line flag (`--resting any`), the
    /// canonical one first.
    pub words: &'static [&'static str],
    /// Other switches the command-line tools take for it (`--play-on`).
    pub switches: &'static [&'static str],
}

/// A rule option: its id, command-line flag and values (the first is the
/// default).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RuleOption {
    /// The option.
    pub id: OptionId,
    /// What it is, for the command-line tools' help (`where a move may end`).
    pub about: &'static str,
    /// Its command-line flag without the dashes (`resting` for `--resting`),
    /// then other spellings the tools accept.
    pub flags: &'static [&'static str],
    /// Its values in code order; the first is the default.
    pub values: &'static [RuleValue],
    /// Whether the notation always writes it (the number of players).
    pub required: bool,
}

impl RuleOption {
    /// The option's canonical flag (`resting`).
    pub fn flag(&self) -> &'static str {
        self.flags.first().copied().unwrap_or("")
    }

    /// The code of the value named `word` after the flag (case-insensitive).
    pub fn code_of_word(&self, word: &str) -> Option<u8> {
        self.values
            .iter()
            .position(|v| v.words.iter().any(|w| w.eq_ignore_ascii_case(word)))
            .map(|i| i as u8)
    }
}

const fn value(token: &'static str, words: &'static [&'static str]) -> RuleValue {
    RuleValue {
        token,
        words,
        switches: &[],
    }
}

const fn value_or_switch(
    token: &'static str,
    words: &'static [&'static str],
    switches: &'static [&'static str],
) -> RuleValue {
    RuleValue {
        token,
        words,
        switches,
    }
}

/// Every rule option, in the order the notation writes them.
pub const RULE_OPTIONS: [RuleOption; 11] = [
    RuleOption {
        id: OptionId::Players,
        about: "number of players",
        flags: &["players"],
        values: &[
            value("p2", &["2"]),
            value("p3", &["3"]),
            value("p4", &["4"]),
            value("p6", &["6"]),
        ],
        required: true,
    },
    RuleOption {
        id: OptionId::Size,
        about: "triangle side: 121, 181 or 253 holes",
        flags: &["size"],
        values: &[
            value("n4", &["4"]),
            value("n5", &["5"]),
            value("n6", &["6"]),
        ],
        required: false,
    },
    RuleOption {
        id: OptionId::Pegs,
        about: "pegs per army: a triangle's, or 15 (2 players, 121 holes)",
        flags: &["pegs"],
        values: &[value("", &["triangle"]), value("pegs15", &["15"])],
        required: false,
    },
    RuleOption {
        id: OptionId::MultipleSets,
        about: "multiple sets: 2 players x 3, 3 players x 2",
        flags: &["sets"],
        values: &[
            value("", &["single"]),
            value_or_switch("multi", &["multi"], &["sets"]),
        ],
        required: false,
    },
    RuleOption {
        id: OptionId::Teams,
        about: "six players in three teams of two",
        flags: &["teams"],
        values: &[value("", &["off"]), value("teams", &["on"])],
        required: false,
    },
    RuleOption {
        id: OptionId::Unused,
        about: "unused triangles: empty or filled with inert pegs",
        flags: &["unused"],
        values: &[value("empty", &["empty"]), value("filled", &["filled"])],
        required: false,
    },
    RuleOption {
        id: OptionId::Resting,
        about: "where a move may end",
        flags: &["resting"],
        values: &[
            value("rest-pass", &["pass", "pass-through"]),
            value("rest-any", &["any", "anywhere"]),
            value("rest-bga", &["bga"]),
        ],
        required: false,
    },
    RuleOption {
        id: OptionId::LockIn,
        about: "goal lock-in (strict: from a chain's first landing in the goal)",
        flags: &["lock-in"],
        values: &[
            value("lock-on", &["on"]),
            value("lock-off", &["off"]),
            value("lock-strict", &["strict"]),
        ],
        required: false,
    },
    RuleOption {
        id: OptionId::AntiSpoiling,
        about: "anti-spoiling rule",
        flags: &["anti-spoil", "anti"],
        values: &[
            value("spoil-swap", &["swap"]),
            value("spoil-none", &["none"]),
            value("spoil-fill", &["fill"]),
        ],
        required: false,
    },
    RuleOption {
        id: OptionId::End,
        about: "end at the first finisher or play on",
        flags: &["end"],
        values: &[
            value("end-first", &["first"]),
            value_or_switch("end-playon", &["playon", "play-on"], &["play-on"]),
        ],
        required: false,
    },
    RuleOption {
        id: OptionId::Scoring,
        about: "places, or points as on Board Game Arena",
        flags: &["scoring"],
        values: &[
            value("score-std", &["std", "standard"]),
            value_or_switch("score-bga", &["bga"], &["bga-scoring"]),
        ],
        required: false,
    },
];

/// The option and value code of a notation token (`rest-any`).
pub fn option_of_token(token: &str) -> Option<(OptionId, u8)> {
    RULE_OPTIONS.iter().find_map(|r| {
        r.values
            .iter()
            .position(|v| !v.token.is_empty() && v.token.eq_ignore_ascii_case(token))
            .map(|i| (r.id, i as u8))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_covers_every_option_once() {
        let mut ids: Vec<OptionId> = RULE_OPTIONS.iter().map(|r| r.id).collect();
        ids.sort();
        assert_eq!(ids, OptionId::ALL);
        for (i, id) in OptionId::ALL.into_iter().enumerate() {
            assert_eq!(id as usize, i, "ids are 0, 1, 2, …");
            assert_eq!(OptionId::from_id(i as u32), Some(id));
            assert_eq!(id.rule().id, id);
        }
        assert_eq!(OptionId::from_id(11), None);
    }

    #[test]
    fn tokens_and_words_are_unique() {
        let mut tokens: Vec<&str> = RULE_OPTIONS
            .iter()
            .flat_map(|r| r.values.iter().map(|v| v.token))
            .filter(|t| !t.is_empty())
            .collect();
        let n = tokens.len();
        tokens.sort();
        tokens.dedup();
        assert_eq!(tokens.len(), n, "a token names two values");
        for r in &RULE_OPTIONS {
            let mut words: Vec<&str> = r
                .values
                .iter()
                .flat_map(|v| v.words.iter().copied())
                .collect();
            let n = words.len();
            words.sort();
            words.dedup();
            assert_eq!(words.len(), n, "{:?}", r.id);
            // a default without a token is never needed in a text
            for v in &r.values[1..] {
                assert!(!v.token.is_empty(), "{:?}", r.id);
            }
            assert!(!r.values[0].token.is_empty() || !r.required, "{:?}", r.id);
        }
    }
}
