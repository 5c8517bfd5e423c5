//! Puzzles: positions where one move (or a short line of the player's moves, the engine
//! replying) is clearly the best, mined by the engine from its own games (`src/bin/puzzles.rs`,
//! criteria in `docs/puzzles.md`).
//!
//! The committed set is a text file, one puzzle a line ([`Puzzle::to_line`], [`Puzzle::from_line`]):
//! tab-separated fields
//!
//! 1. the id ([`PuzzleId`]);
//! 2. the position in the notation of `docs/notation.md` (the player is the side to move);
//! 3. the solution: move names, space-separated, the player's moves and the engine's replies in
//!    turn (the player's first);
//! 4. the themes ([`Theme`]), comma-separated;
//! 5. the puzzle's starting rating, a whole number;
//! 6. other last moves of the player that are as good as the solution's (names,
//!    space-separated; may be empty).

pub mod choice;
pub mod progress;
pub mod rating;
pub mod set;

use std::fmt;
use std::str::FromStr;

pub mod criteria;
pub mod difficulty;
pub mod mine;
pub mod themes;

use crate::engine::{Move, MoveNotationError, ParseSetupError, Position, PositionError, Setup};

/// A puzzle's stable id: lowercase letters and digits, 1 to 12 of them.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PuzzleId(String);

impl PuzzleId {
    /// The id as text.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl FromStr for PuzzleId {
    type Err = PuzzleError;
    fn from_str(s: &str) -> Result<PuzzleId, PuzzleError> {
        let ok = (1..=12).contains(&s.len())
            && s.bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit());
        if ok {
            Ok(PuzzleId(s.to_owned()))
        } else {
            Err(PuzzleError::Id)
        }
    }
}

impl fmt::Display for PuzzleId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// What a puzzle is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Theme {
    /// The longest chain of hops on the board is the move.
    LongestChain,
    /// The player's army finishes within the solution.
    Finish,
    /// The move hops along a ladder (pegs in a row, two holes apart, the player's own or not).
    Ladder,
    /// The move stops an opponent's way (its best move gets longer).
    Block,
    /// The move brings the player's rearmost peg on.
    Straggler,
    /// The move swaps with or fills past a peg that spoils the goal (the anti-spoiling rule).
    Swap,
}

impl Theme {
    /// Every theme, in the order a filter lists them.
    pub const ALL: [Theme; 6] = [
        Theme::LongestChain,
        Theme::Finish,
        Theme::Ladder,
        Theme::Block,
        Theme::Straggler,
        Theme::Swap,
    ];

    /// The theme's name in the set file, links and `data-theme`.
    pub fn name(self) -> &'static str {
        match self {
            Theme::LongestChain => "chain",
            Theme::Finish => "finish",
            Theme::Ladder => "ladder",
            Theme::Block => "block",
            Theme::Straggler => "straggler",
            Theme::Swap => "swap",
        }
    }

    /// The theme named `name`.
    pub fn from_name(name: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|t| t.name() == name)
    }
}

/// One puzzle.
#[derive(Clone, Debug, PartialEq)]
pub struct Puzzle {
    /// Its id.
    pub id: PuzzleId,
    /// The position; the player is its side to move.
    pub position: Position,
    /// The solution from [`Puzzle::position`]: the player's moves at even indices, the
    /// engine's replies at odd ones (with more than two players, a reply is every other
    /// seat's move in turn: see [`Puzzle::players_moves`]).
    pub solution: Vec<Move>,
    /// Its themes (at least one).
    pub themes: Vec<Theme>,
    /// Its starting rating.
    pub rating: u32,
    /// Other last moves of the player as good as the solution's last.
    pub also: Vec<Move>,
}

/// Why a puzzle's line does not read.
#[derive(Clone, Debug, PartialEq)]
pub enum PuzzleError {
    /// Not six tab-separated fields.
    Fields,
    /// The id is not 1–12 lowercase letters and digits.
    Id,
    /// The position does not read.
    Setup(ParseSetupError),
    /// The position is not a legal one.
    Position(PositionError),
    /// A move of the solution (its index) is not legal where it is played.
    Move(usize, MoveNotationError),
    /// The solution is empty.
    NoSolution,
    /// A theme is not known, or there is none.
    Theme,
    /// The rating is not a whole number.
    Rating,
}

impl fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PuzzleError::Fields => f.write_str("a puzzle has six tab-separated fields"),
            PuzzleError::Id => f.write_str("a puzzle's id is 1 to 12 lowercase letters and digits"),
            PuzzleError::Setup(e) => write!(f, "the puzzle's position: {e}"),
            PuzzleError::Position(e) => write!(f, "the puzzle's position: {e}"),
            PuzzleError::Move(i, e) => write!(f, "move {} of the solution: {e}", i + 1),
            PuzzleError::NoSolution => f.write_str("the puzzle has no solution"),
            PuzzleError::Theme => f.write_str("the puzzle's themes are not known ones"),
            PuzzleError::Rating => f.write_str("the puzzle's rating is not a whole number"),
        }
    }
}

impl std::error::Error for PuzzleError {}

impl Puzzle {
    /// The puzzle written as a line of the set (no line break).
    pub fn to_line(&self) -> String {
        let mut pos = self.position.clone();
        let mut names = Vec::with_capacity(self.solution.len());
        for &m in &self.solution {
            names.push(pos.move_name(m));
            // The solution was checked when the puzzle was made or read.
            if pos.play(m).is_err() {
                break;
            }
        }
        let last = self.last_player_position();
        let also: Vec<String> = self.also.iter().map(|&m| last.move_name(m)).collect();
        let themes: Vec<&str> = self.themes.iter().map(|t| t.name()).collect();
        format!(
            "{}\t{}\t{}\t{}\t{}\t{}",
            self.id,
            self.position.to_setup(),
            names.join(" "),
            themes.join(","),
            self.rating,
            also.join(" ")
        )
    }

    /// Reads a line of the set.
    pub fn from_line(line: &str) -> Result<Puzzle, PuzzleError> {
        let fields: Vec<&str> = line.split('\t').collect();
        let [id, setup, solution, themes, rating, also] = fields[..] else {
            return Err(PuzzleError::Fields);
        };
        let id: PuzzleId = id.parse()?;
        let setup: Setup = setup.parse().map_err(PuzzleError::Setup)?;
        let position = Position::from_setup(&setup).map_err(PuzzleError::Position)?;
        let mut pos = position.clone();
        let mut moves = Vec::new();
        for (i, name) in solution.split(' ').filter(|n| !n.is_empty()).enumerate() {
            let m = pos.parse_move(name).map_err(|e| PuzzleError::Move(i, e))?;
            pos.play(m)
                .map_err(|_| PuzzleError::Move(i, MoveNotationError::Illegal))?;
            moves.push(m);
        }
        if moves.is_empty() {
            return Err(PuzzleError::NoSolution);
        }
        let themes: Option<Vec<Theme>> = themes.split(',').map(Theme::from_name).collect();
        let themes = themes.filter(|t| !t.is_empty()).ok_or(PuzzleError::Theme)?;
        let rating = rating.parse().map_err(|_| PuzzleError::Rating)?;
        let mut puzzle = Puzzle {
            id,
            position,
            solution: moves,
            themes,
            rating,
            also: Vec::new(),
        };
        let last = puzzle.last_player_position();
        for (i, name) in also.split(' ').filter(|n| !n.is_empty()).enumerate() {
            let m = last
                .parse_move(name)
                .map_err(|e| PuzzleError::Move(puzzle.solution.len() + i, e))?;
            puzzle.also.push(m);
        }
        Ok(puzzle)
    }

    /// The indices in [`Puzzle::solution`] of the player's own moves: the moves made when the
    /// puzzle's side to move is to move.
    pub fn players_moves(&self) -> Vec<usize> {
        let me = self.position.to_move();
        let mut pos = self.position.clone();
        let mut mine = Vec::new();
        for (i, &m) in self.solution.iter().enumerate() {
            if pos.to_move() == me {
                mine.push(i);
            }
            if pos.play(m).is_err() {
                break;
            }
        }
        mine
    }

    /// The position before the player's last move of the solution.
    pub fn last_player_position(&self) -> Position {
        let last = self.players_moves().last().copied().unwrap_or(0);
        let mut pos = self.position.clone();
        for &m in &self.solution[..last] {
            if pos.play(m).is_err() {
                break;
            }
        }
        pos
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Options;

    #[test]
    fn a_puzzle_reads_back_as_it_was_written_and_bad_lines_are_refused() {
        let position = Position::start(Options::default()).unwrap();
        let mut after = position.clone();
        let first = position.legal_move_list()[0];
        after.play(first).unwrap();
        let reply = after.legal_move_list()[0];
        after.play(reply).unwrap();
        let last = after.legal_move_list();
        let puzzle = Puzzle {
            id: "a1".parse().unwrap(),
            position,
            solution: vec![first, reply, last[0]],
            themes: vec![Theme::Ladder, Theme::Block],
            rating: 1500,
            also: vec![last[1]],
        };
        let line = puzzle.to_line();
        assert_eq!(Puzzle::from_line(&line), Ok(puzzle.clone()), "{line}");
        assert_eq!(puzzle.players_moves(), vec![0, 2]);
        assert_eq!(Puzzle::from_line("a1\tx"), Err(PuzzleError::Fields));
        let bad_id = line.replacen("a1", "A1", 1);
        assert_eq!(Puzzle::from_line(&bad_id), Err(PuzzleError::Id));
        let bad_theme = line.replace("ladder,block", "ladder,nope");
        assert_eq!(Puzzle::from_line(&bad_theme), Err(PuzzleError::Theme));
    }
}
