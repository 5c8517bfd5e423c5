//! The exercises' dialogs: the puzzles ([`puzzles`]) with their board ([`puzzle_board`]) and
//! their set, loaded when they open ([`set`]).

pub mod puzzle_board;
pub mod puzzles;
pub mod set;
