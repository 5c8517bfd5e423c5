//! Rule options ([`Options`]) with the defaults of RULES.md.

use std::error::Error;
use std::fmt;

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

    /// Holes per triangle = pegs per army (10, 15, 21).
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
    /// A move may not end in a triangle that is another seat's start or goal,
    /// unless it is also a start or goal of one of the mover's armies.
    #[default]
    PassThrough,
    /// Board Game Arena: a move may not end in any triangle other than the
    /// starts and goals of the mover's armies (unused triangles included).
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

/// The rule options of a game. `Default` gives the defaults of RULES.md
/// (2 players, 121 holes, empty unused triangles, pass-through resting, goal
/// lock-in, Masters swap, first finisher wins, standard scoring).
///
/// # Examples
///
/// ```
/// use sternhalma::engine::{Options, Players};
///
/// let options = Options { players: Players::Six, teams: true, ..Options::default() };
/// assert!(options.validate().is_ok());
/// let bad = Options { players: Players::Four, teams: true, ..Options::default() };
/// assert!(bad.validate().is_err());
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

    /// Checks that the options go together.
    ///
    /// # Errors
    ///
    /// [`OptionsError`] if multiple sets are asked with 4 or 6 players, teams
    /// without 6 players, or BGA scoring with play-on.
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
        Ok(())
    }

    /// Who owns which army under these options.
    pub fn seating(&self) -> Seating {
        Seating::new(self.players, self.multiple_sets, self.teams)
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
}

impl fmt::Display for OptionsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            OptionsError::MultipleSets => "multiple sets need 2 or 3 players",
            OptionsError::Teams => "teams need 6 players",
            OptionsError::BgaPlayOn => "bga scoring cannot play on",
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
}
