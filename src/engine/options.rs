//! Rule options ([`Options`]) with the defaults of RULES.md, and the one list
//! of them ([`RULE_OPTIONS`]) that the notation, the links, the command-line
//! tools and the new-game screen are built from.
//!
//! Every option has a stable [`OptionId`] and a list of values; a value is
//! named by its *code*, its index in that list. The first value of every
//! option is its default, so default options are all code 0. Codes are written
//! in links: a list may grow at its end, never change order.
//!
//! # Examples
//!
//! ```
//! use sternhalma::engine::{OptionId, Options, Players, Resting};
//!
//! let o: Options = "p3.rest-any".parse().unwrap();
//! assert_eq!(o.players, Players::Three);
//! assert_eq!(o.resting, Resting::Anywhere);
//! assert_eq!(o.to_string(), "p3.rest-any");
//! assert_eq!(o.code(OptionId::Resting), 1);
//! assert_eq!(OptionId::Resting.rule().values[1].token, "rest-any");
//! ```

use std::error::Error;
use std::fmt;
use std::str::FromStr;

use super::player::{Players, Seating};

/// Board size: the side of a triangle (pegs per army).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum BoardSize {
    /// Triangles of side 4: 10 pegs, 121 holes (the standard board).
    #[default]
    Four,
    /// Triangles of side 5: 15 pegs, 181 holes.
    Five,
    /// Triangles of side 6: 21 pegs, 253 holes.
    Six,
}

impl BoardSize {
    /// All sizes, smallest first.
    pub const ALL: [BoardSize; 3] = [BoardSize::Four, BoardSize::Five, BoardSize::Six];

    /// The triangle side `n` (4, 5 or 6).
    pub const fn side(self) -> i8 {
        match self {
            BoardSize::Four => 4,
            BoardSize::Five => 5,
            BoardSize::Six => 6,
        }
    }

    /// The size with triangle side `n`, if it is 4, 5 or 6.
    pub const fn from_side(n: u32) -> Option<BoardSize> {
        match n {
            4 => Some(BoardSize::Four),
            5 => Some(BoardSize::Five),
            6 => Some(BoardSize::Six),
            _ => None,
        }
    }

    /// Holes per triangle (10, 15, 21): the pegs of an army unless
    /// [`Pegs::Fifteen`] (see [`Areas`](super::Areas)).
    pub const fn triangle_len(self) -> usize {
        let n = self.side() as usize;
        n * (n + 1) / 2
    }

    /// Holes on the board (121, 181, 253).
    pub const fn holes(self) -> usize {
        let n = self.side() as usize;
        // hexagon of side n + 1 plus six triangles
        3 * (n + 1) * (n + 1) - 3 * (n + 1) + 1 + 6 * self.triangle_len()
    }

    /// The number of rows (`4n + 1`: 17, 21, 25).
    pub const fn rows(self) -> usize {
        4 * self.side() as usize + 1
    }
}

/// How many pegs an army has, and so which holes are its start and goal.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Pegs {
    /// One peg per hole of the home triangle (10, 15 or 21); start and goal
    /// are triangles.
    #[default]
    Triangle,
    /// The 15-peg two-player game on the standard board: each army starts in
    /// its corner triangle plus the row of five holes in front of it, and its
    /// goal is the opposite 15 holes.
    Fifteen,
}

/// What the triangles that are nobody's start or goal hold.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Unused {
    /// Empty: pegs may hop through them (and rest there, see [`Resting`]).
    #[default]
    Empty,
    /// Filled with inert pegs that never move, belong to nobody and can be
    /// hopped over.
    Filled,
}

/// Where a move may end (the final hole only; chains may pass anywhere).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Resting {
    /// No restriction.
    Anywhere,
    /// A move may not end in a start or goal area of another seat's army,
    /// unless it is also a start or goal of one of the mover's armies.
    #[default]
    PassThrough,
    /// Board Game Arena: a move may not end in any triangle other than the
    /// start and goal areas of the mover's armies (unused triangles included).
    Bga,
}

/// Anti-spoiling rule: what counts as home, and whether blockers may be swapped.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum AntiSpoiling {
    /// An army is home when its own pegs fill its goal.
    None,
    /// An army is home when every goal hole is occupied (by anyone) and at
    /// least one by its own peg.
    FillAvailable,
    /// Masters swap (James Masters, 2002): a step or hop that would land on a
    /// goal hole holding another seat's peg may swap with it; home = goal
    /// filled by own pegs. See `docs/rules-engine.md`.
    #[default]
    Swap,
}

/// When the game ends.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum End {
    /// At the first finisher (with teams: the first team whose partners
    /// have both finished).
    #[default]
    FirstFinisher,
    /// Play on for places until one seat (or team) is left.
    PlayOn,
}

/// Scoring.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Scoring {
    /// Places by finishing order.
    #[default]
    Standard,
    /// Board Game Arena: a point per row a peg advances towards its goal; the
    /// game ends at the first finisher, the others are ranked by score.
    Bga,
}

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
    /// Goal lock-in (`true`, `false`: code 1 is *off*).
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
        about: "goal lock-in",
        flags: &["lock-in"],
        values: &[value("lock-on", &["on"]), value("lock-off", &["off"])],
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

/// The rule options of a game. `Default` gives the defaults of RULES.md
/// (2 players, 121 holes, a peg per hole of the home triangle, empty unused
/// triangles, pass-through resting, goal lock-in, Masters swap, first
/// finisher wins, standard scoring).
///
/// The text form (`FromStr`, `Display`) is the option field of the position
/// notation (`docs/notation.md`): tokens separated by `.`, the number of
/// players required, defaults left out when writing.
///
/// # Examples
///
/// ```
/// use sternhalma::engine::{Options, Players};
///
/// let options = Options { players: Players::Six, teams: true, ..Options::default() };
/// assert!(options.validate().is_ok());
/// assert_eq!(options.to_string(), "p6.teams");
/// let bad = Options { players: Players::Four, teams: true, ..Options::default() };
/// assert!(bad.validate().is_err());
/// assert_eq!("P2 . Pegs15".parse::<Options>().unwrap().to_string(), "p2.pegs15");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Options {
    /// Board size.
    pub size: BoardSize,
    /// Number of players.
    pub players: Players,
    /// Multiple sets per player (2 players × 3 sets, 3 players × 2 sets).
    pub multiple_sets: bool,
    /// Three teams of two (6 players only).
    pub teams: bool,
    /// Unused triangles empty or filled with inert pegs.
    pub unused: Unused,
    /// Resting restriction.
    pub resting: Resting,
    /// Goal lock-in (always on in real games; switchable for perft).
    pub lock_in: bool,
    /// Anti-spoiling rule.
    pub anti_spoiling: AntiSpoiling,
    /// End of the game.
    pub end: End,
    /// Scoring.
    pub scoring: Scoring,
    /// Pegs per army (the 15-peg two-player game).
    pub pegs: Pegs,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            size: BoardSize::Four,
            players: Players::Two,
            multiple_sets: false,
            teams: false,
            unused: Unused::Empty,
            resting: Resting::PassThrough,
            lock_in: true,
            anti_spoiling: AntiSpoiling::Swap,
            end: End::FirstFinisher,
            scoring: Scoring::Standard,
            pegs: Pegs::Triangle,
        }
    }
}

impl Options {
    /// The defaults for a number of players.
    pub fn with_players(players: Players) -> Options {
        Options {
            players,
            ..Options::default()
        }
    }

    /// Options without triangle restrictions, as used by the reference perft
    /// numbers: resting anywhere, no lock-in, no anti-spoiling.
    pub fn unrestricted(players: Players) -> Options {
        Options {
            players,
            resting: Resting::Anywhere,
            lock_in: false,
            anti_spoiling: AntiSpoiling::None,
            ..Options::default()
        }
    }

    /// The code of option `id`'s value (0 = the default).
    pub fn code(&self, id: OptionId) -> u8 {
        match id {
            OptionId::Players => self.players.code(),
            OptionId::Size => self.size.code(),
            OptionId::MultipleSets => u8::from(self.multiple_sets),
            OptionId::Teams => u8::from(self.teams),
            OptionId::Unused => self.unused.code(),
            OptionId::Resting => self.resting.code(),
            OptionId::LockIn => u8::from(!self.lock_in),
            OptionId::AntiSpoiling => self.anti_spoiling.code(),
            OptionId::End => self.end.code(),
            OptionId::Scoring => self.scoring.code(),
            OptionId::Pegs => self.pegs.code(),
        }
    }

    /// Sets option `id` to the value with code `code`; returns `false` (and
    /// changes nothing) when the option has no such value.
    pub fn set_code(&mut self, id: OptionId, code: u8) -> bool {
        fn put<T: RuleChoice>(field: &mut T, code: u8) -> bool {
            T::from_code(code).map(|v| *field = v).is_some()
        }
        let flag = |field: &mut bool, on: bool| match code {
            0 | 1 => {
                *field = (code == 1) == on;
                true
            }
            _ => false,
        };
        match id {
            OptionId::Players => put(&mut self.players, code),
            OptionId::Size => put(&mut self.size, code),
            OptionId::MultipleSets => flag(&mut self.multiple_sets, true),
            OptionId::Teams => flag(&mut self.teams, true),
            OptionId::Unused => put(&mut self.unused, code),
            OptionId::Resting => put(&mut self.resting, code),
            OptionId::LockIn => flag(&mut self.lock_in, false),
            OptionId::AntiSpoiling => put(&mut self.anti_spoiling, code),
            OptionId::End => put(&mut self.end, code),
            OptionId::Scoring => put(&mut self.scoring, code),
            OptionId::Pegs => put(&mut self.pegs, code),
        }
    }

    /// The options with option `id` set to code `code` (unchanged if the
    /// option has no such value).
    #[must_use]
    pub fn with_code(mut self, id: OptionId, code: u8) -> Options {
        self.set_code(id, code);
        self
    }

    /// Checks that the options go together.
    ///
    /// # Errors
    ///
    /// [`OptionsError`] if multiple sets are asked with 4 or 6 players, teams
    /// without 6 players, BGA scoring with play-on, or 15 pegs other than
    /// with two players, one set each, on the standard board.
    pub fn validate(&self) -> Result<(), OptionsError> {
        if self.multiple_sets && !matches!(self.players, Players::Two | Players::Three) {
            return Err(OptionsError::MultipleSets);
        }
        if self.teams && self.players != Players::Six {
            return Err(OptionsError::Teams);
        }
        if self.scoring == Scoring::Bga && self.end == End::PlayOn {
            return Err(OptionsError::BgaPlayOn);
        }
        if self.pegs == Pegs::Fifteen
            && (self.players != Players::Two || self.multiple_sets || self.size != BoardSize::Four)
        {
            return Err(OptionsError::Pegs15);
        }
        Ok(())
    }

    /// Who owns which army under these options.
    pub fn seating(&self) -> Seating {
        Seating::new(self.players, self.multiple_sets, self.teams)
    }
}

/// Why an option text (`p3.rest-any`) cannot be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ParseOptionsError {
    /// A token that names no option value.
    UnknownOption,
    /// The same option given twice.
    DuplicateOption,
    /// No number of players (`p2`, `p3`, `p4`, `p6`).
    MissingPlayers,
}

impl fmt::Display for ParseOptionsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ParseOptionsError::UnknownOption => "unknown option",
            ParseOptionsError::DuplicateOption => "option given twice",
            ParseOptionsError::MissingPlayers => "number of players missing",
        })
    }
}

impl Error for ParseOptionsError {}

impl FromStr for Options {
    type Err = ParseOptionsError;

    /// Reads an option field: tokens separated by `.` in any order,
    /// case-insensitive, whitespace and empty tokens ignored; the number of
    /// players is required. The options are not validated (see
    /// [`Options::validate`]).
    fn from_str(s: &str) -> Result<Options, ParseOptionsError> {
        let text: String = s
            .chars()
            .filter(|c| !c.is_whitespace())
            .map(|c| c.to_ascii_lowercase())
            .collect();
        let mut o = Options::default();
        let mut seen = [false; OptionId::ALL.len()];
        for tok in text.split('.').filter(|t| !t.is_empty()) {
            let (id, code) = option_of_token(tok).ok_or(ParseOptionsError::UnknownOption)?;
            if std::mem::replace(&mut seen[id as usize], true) {
                return Err(ParseOptionsError::DuplicateOption);
            }
            o.set_code(id, code);
        }
        let missing = RULE_OPTIONS
            .iter()
            .any(|r| r.required && !seen[r.id as usize]);
        if missing {
            return Err(ParseOptionsError::MissingPlayers);
        }
        Ok(o)
    }
}

impl fmt::Display for Options {
    /// The canonical option field: the required options and every option
    /// that differs from its default, in [`RULE_OPTIONS`] order.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for r in &RULE_OPTIONS {
            let code = self.code(r.id);
            if code == 0 && !r.required {
                continue;
            }
            let token = r.values.get(usize::from(code)).map_or("", |v| v.token);
            if !first {
                f.write_str(".")?;
            }
            f.write_str(token)?;
            first = false;
        }
        Ok(())
    }
}

/// Options that do not go together.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OptionsError {
    /// Multiple sets need 2 or 3 players.
    MultipleSets,
    /// Teams need 6 players.
    Teams,
    /// BGA scoring ends at the first finisher; it cannot play on.
    BgaPlayOn,
    /// 15 pegs need two players with one set each on the standard board.
    Pegs15,
}

impl fmt::Display for OptionsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            OptionsError::MultipleSets => "multiple sets need 2 or 3 players",
            OptionsError::Teams => "teams need 6 players",
            OptionsError::BgaPlayOn => "bga scoring cannot play on",
            OptionsError::Pegs15 => {
                "15 pegs need two players with one set each on the standard board"
            }
        })
    }
}

impl Error for OptionsError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes() {
        assert_eq!(BoardSize::Four.holes(), 121);
        assert_eq!(BoardSize::Five.holes(), 181);
        assert_eq!(BoardSize::Six.holes(), 253);
        assert_eq!(BoardSize::Six.triangle_len(), 21);
    }

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
    fn codes_round_trip_and_the_first_value_is_the_default() {
        let d = Options::default();
        for r in &RULE_OPTIONS {
            assert_eq!(d.code(r.id), 0, "{:?}", r.id);
            assert!(r.values.len() >= 2);
            for code in 0..r.values.len() as u8 {
                let o = d.with_code(r.id, code);
                assert_eq!(o.code(r.id), code, "{:?} {code}", r.id);
                // only that option changed
                for other in OptionId::ALL.into_iter().filter(|&x| x != r.id) {
                    assert_eq!(o.code(other), 0);
                }
            }
            let n = r.values.len() as u8;
            let mut o = d;
            assert!(!o.set_code(r.id, n));
            assert_eq!(o, d);
        }
    }

    #[test]
    fn enum_tables_agree_with_the_option_table() {
        fn check<T: RuleChoice + Default + fmt::Debug>() {
            assert_eq!(T::ALL[0], T::default());
            assert_eq!(T::ALL.len(), T::ID.rule().values.len(), "{:?}", T::ID);
            for &v in T::ALL {
                assert_eq!(T::from_code(v.code()), Some(v));
                let o = Options::default().with_code(T::ID, v.code());
                assert_eq!(o.code(T::ID), v.code());
            }
        }
        check::<Players>();
        check::<BoardSize>();
        check::<Pegs>();
        check::<Unused>();
        check::<Resting>();
        check::<AntiSpoiling>();
        check::<End>();
        check::<Scoring>();
        assert_eq!(Resting::Anywhere.token(), "rest-any");
        assert_eq!(Players::Six.token(), "p6");
        assert_eq!(Pegs::Fifteen.token(), "pegs15");
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

    #[test]
    fn text_form() {
        assert_eq!(Options::default().to_string(), "p2");
        let all: Options = "p3.n5.multi.filled.rest-bga.lock-off.spoil-fill.end-playon"
            .parse()
            .unwrap();
        assert_eq!(
            all.to_string(),
            "p3.n5.multi.filled.rest-bga.lock-off.spoil-fill.end-playon"
        );
        // any order, defaults written or not, case and spaces ignored
        let o: Options = " REST-ANY . p2 . empty . lock-on .score-std"
            .parse()
            .unwrap();
        assert_eq!(o.to_string(), "p2.rest-any");
        assert_eq!(
            "p2.rest-any.rest-bga".parse::<Options>(),
            Err(ParseOptionsError::DuplicateOption)
        );
        assert_eq!(
            "p2.p3".parse::<Options>(),
            Err(ParseOptionsError::DuplicateOption)
        );
        assert_eq!(
            "rest-any".parse::<Options>(),
            Err(ParseOptionsError::MissingPlayers)
        );
        assert_eq!(
            "p2.rest-anywhere".parse::<Options>(),
            Err(ParseOptionsError::UnknownOption)
        );
        assert_eq!(
            "p5".parse::<Options>(),
            Err(ParseOptionsError::UnknownOption)
        );
        // every single non-default value round-trips
        for r in &RULE_OPTIONS {
            for code in 0..r.values.len() as u8 {
                let o = Options::default().with_code(r.id, code);
                assert_eq!(o.to_string().parse::<Options>(), Ok(o));
            }
        }
    }

    #[test]
    fn fifteen_pegs_need_two_players_one_set_and_the_standard_board() {
        let p15 = Options {
            pegs: Pegs::Fifteen,
            ..Options::default()
        };
        assert_eq!(p15.validate(), Ok(()));
        for bad in [
            Options {
                players: Players::Three,
                ..p15
            },
            Options {
                players: Players::Six,
                ..p15
            },
            Options {
                multiple_sets: true,
                ..p15
            },
            Options {
                size: BoardSize::Five,
                ..p15
            },
        ] {
            assert_eq!(bad.validate(), Err(OptionsError::Pegs15), "{bad}");
        }
        let filled = Options {
            unused: Unused::Filled,
            resting: Resting::Bga,
            ..p15
        };
        assert_eq!(filled.validate(), Ok(()));
    }
}
