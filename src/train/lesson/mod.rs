//! The lessons of "Learn to play": a path of short interactive lessons, each a position, a goal,
//! a par in moves and a text (in the game's three languages, by [`LessonId`] in
//! the game's text catalogue), scored with 0–3 stars as lichess scores its lessons ([`stars`]).
//!
//! A lesson is a solo exercise: only the learner (the side to move of the lesson's position)
//! moves; after each of its moves every other seat passes ([`advance`]), so the other pegs
//! stand still as hop supports and obstacles, under the rules of the position's options. The
//! catalogue ([`Lesson::all`], `docs/lessons.md`) goes from the first step to the solo
//! crossing; [`Exercise`] is the lesson being played (moves, take back, hints, the reason a
//! move is wrong), [`Progress`] the stars earned.

mod catalogue;
mod exercise;
mod judge;
mod progress;
mod solve;

pub use exercise::{Exercise, Input, Note};
pub use judge::{judge_attempt, judge_move, Reason};
pub use progress::Progress;
pub use solve::{advance, ahead, hint, met, shortest, EXACT_DEPTH};

use std::fmt;
use std::str::FromStr;

use crate::engine::{Cell, Move, Options, Position, Seat, Setup, Triangle};

/// What a lesson asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Goal {
    /// Bring the army home: every hole of its goal filled as the rules count it.
    Home,
    /// Bring a peg of the army onto this hole.
    Reach(Cell),
}

macro_rules! lesson_ids {
    ($($id:ident => $text:literal,)*) => {
        /// A lesson's stable id (its text is written in links and in the stored progress).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[allow(missing_docs)]
        pub enum LessonId { $($id),* }

        impl LessonId {
            /// Every lesson, in the order of the path.
            pub const ALL: &'static [LessonId] = &[$(LessonId::$id),*];

            /// How many lessons there are.
            pub const COUNT: usize = [$(LessonId::$id),*].len();

            /// The id as text.
            pub fn as_str(self) -> &'static str {
                match self { $(LessonId::$id => $text),* }
            }
        }
    };
}

lesson_ids! {
    Step => "step",
    Hop => "hop",
    Chain => "chain",
    Mixed => "mixed",
    Goal => "goal",
    Sides => "sides",
    Ladder => "ladder",
    TheirLadder => "their-ladder",
    Straggler => "straggler",
    Corners => "corners",
    Finish2 => "finish2",
    Finish3 => "finish3",
    Swap => "swap",
    Fill => "fill",
    Crossing => "crossing",
}

impl LessonId {
    /// The lesson after this one on the path.
    pub fn next(self) -> Option<LessonId> {
        let i = LessonId::ALL.iter().position(|&l| l == self)?;
        LessonId::ALL.get(i + 1).copied()
    }

    /// The lesson's number on the path, from 1.
    pub fn number(self) -> usize {
        self.index() + 1
    }

    /// The lesson's place on the path, from 0.
    pub fn index(self) -> usize {
        self as usize
    }
}

/// A text that names no lesson.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnknownLesson;

impl FromStr for LessonId {
    type Err = UnknownLesson;
    fn from_str(s: &str) -> Result<LessonId, UnknownLesson> {
        LessonId::ALL
            .iter()
            .copied()
            .find(|l| l.as_str() == s)
            .ok_or(UnknownLesson)
    }
}

impl fmt::Display for LessonId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A lesson: where it starts, what it asks and its par.
#[derive(Clone, Debug, PartialEq)]
pub struct Lesson {
    /// Its id.
    pub id: LessonId,
    /// The position it starts from; the side to move is the learner.
    pub position: Position,
    /// What it asks.
    pub goal: Goal,
    /// Three stars at or under this many moves.
    pub par: u32,
    /// At most this many moves for the first star (`None`: meeting the goal is enough).
    pub pass: Option<u32>,
    /// A known line that meets the par (the hint follows it while the learner does), for
    /// lessons longer than the exact search reaches.
    pub line: Vec<Move>,
}

impl Lesson {
    /// The lesson `id`.
    pub fn of(id: LessonId) -> Lesson {
        catalogue::lesson(id)
    }

    /// Every lesson, in the order of the path.
    pub fn all() -> impl Iterator<Item = Lesson> {
        LessonId::ALL.iter().map(|&id| Lesson::of(id))
    }

    /// The rule options it plays under.
    pub fn options(&self) -> &Options {
        self.position.options()
    }

    /// The learner's seat.
    pub fn learner(&self) -> Seat {
        self.position.to_move()
    }

    /// The learner's army (the first of its seat's).
    pub fn army(&self) -> Triangle {
        self.position
            .seating()
            .armies(self.learner())
            .iter()
            .next()
            .unwrap_or(Triangle::ALL[3])
    }

    /// The stars for `moves` moves, the goal met (`done`) or not.
    pub fn stars(&self, moves: u32, done: bool) -> u8 {
        stars(moves, self.par, self.pass, done)
    }

    /// Builds a lesson from its position's text (`docs/notation.md`).
    fn from_text(id: LessonId, position: &str, goal: Goal, par: u32) -> Lesson {
        let position = position
            .parse::<Setup>()
            .ok()
            .and_then(|s| s.validate().ok())
            .unwrap_or_else(|| panic!("lesson {id}: its position is not a legal position"));
        Lesson {
            id,
            position,
            goal,
            par,
            pass: None,
            line: Vec::new(),
        }
    }
}

/// Stars as lichess counts them: 0 before the goal is met; 3 at or under `par`; 2 within
/// max(1, par / 8) moves over it; else 1 (when `pass` is given, only at or under `pass` moves;
/// 0 over it).
pub fn stars(moves: u32, par: u32, pass: Option<u32>, done: bool) -> u8 {
    if !done {
        0
    } else if moves <= par {
        3
    } else if moves <= par + (par / 8).max(1) {
        2
    } else if pass.is_none_or(|p| moves <= p) {
        1
    } else {
        0
    }
}

#[cfg(test)]
mod tests;
