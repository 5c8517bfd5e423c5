//! [`Options`]: the rule options of a game, with the defaults of
//! `docs/rules.md`; their text form (the option field of the notation) and
//! which of them go together ([`Options::validate`]).
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
//! ```

use std::error::Error;
use std::fmt;
use std::str::FromStr;

use super::option_table::{option_of_token, OptionId, RuleChoice, RULE_OPTIONS};
use super::option_values::{AntiSpoiling, BoardSize, End, LockIn, Pegs, Resting, Scoring, Unused};
use super::player::{Players, Seating};

/// The rule options of a game. `Default` gives the defaults of `docs/rules.md`
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
    /// Goal lock-in.
    pub lock_in: LockIn,
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
            lock_in: LockIn::On,
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
            lock_in: LockIn::Off,
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
            OptionId::LockIn => self.lock_in.code(),
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
        let flag = |field: &mut bool| match code {
            0 | 1 => {
                *field = code == 1;
                true
            }
            _ => false,
        };
        match id {
            OptionId::Players => put(&mut self.players, code),
            OptionId::Size => put(&mut self.size, code),
            OptionId::MultipleSets => flag(&mut self.multiple_sets),
            OptionId::Teams => flag(&mut self.teams),
            OptionId::Unused => put(&mut self.unused, code),
            OptionId::Resting => put(&mut self.resting, code),
            OptionId::LockIn => put(&mut self.lock_in, code),
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
        check::<LockIn>();
        check::<AntiSpoiling>();
        check::<End>();
        check::<Scoring>();
        assert_eq!(Resting::Anywhere.token(), "rest-any");
        assert_eq!(Players::Six.token(), "p6");
        assert_eq!(Pegs::Fifteen.token(), "pegs15");
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
