//! The value types of the rule options: the board size, pegs per army,
//! unused triangles, resting, goal lock-in, anti-spoiling, end of the game and
//! scoring (the number of players is [`Players`](super::Players)). Each is
//! an enum whose `Default` is the game's default; the option table
//! (`option_table.rs`) gives every value its code, token and words.

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

/// Goal lock-in: when a peg may no longer land outside its army's goal area
/// (see `docs/rules-engine.md`, "Goal lock-in").
///
/// # Examples
///
/// ```
/// use sternhalma::engine::LockIn;
///
/// assert_eq!(LockIn::default(), LockIn::On);
/// assert!(LockIn::Strict.at_start() && LockIn::Strict.in_chain());
/// assert!(LockIn::On.at_start() && !LockIn::On.in_chain());
/// assert!(!LockIn::Off.at_start());
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum LockIn {
    /// A peg that begins its move inside its goal keeps every landing of the
    /// move inside it; a chain from outside may pass through the goal and
    /// leave it again.
    #[default]
    On,
    /// No lock-in: any peg may leave its goal (for exploring, and the
    /// published reference perft numbers).
    Off,
    /// Strict (JumpStar's and Ludii's reading): a peg is locked at its first
    /// landing inside its goal, also in the middle of a hop chain; the rest of
    /// the chain stays inside. A peg that begins its move inside is locked as
    /// with [`On`](LockIn::On).
    Strict,
}

impl LockIn {
    /// Whether a peg that begins its move inside its goal must stay inside.
    pub const fn at_start(self) -> bool {
        !matches!(self, LockIn::Off)
    }

    /// Whether a chain that lands inside its goal must stay inside from there.
    pub const fn in_chain(self) -> bool {
        matches!(self, LockIn::Strict)
    }
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
