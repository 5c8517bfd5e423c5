//! The dialogs of "Learn to play" and the puzzles: the lessons ([`lessons`]) with their board
//! ([`lesson_board`]); the puzzles ([`puzzles`]) with their board ([`puzzle_board`]) and their
//! set, loaded when they open ([`set`]); both keep the keyboard's focus on their buttons ([`focus`]).

pub mod focus;
pub mod lesson_board;
pub mod lessons;
pub mod own;
pub mod puzzle_board;
pub mod puzzles;
pub mod set;
