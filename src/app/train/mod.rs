//! The exercises' screens' pure machines: a puzzle being solved ([`puzzle_run`]) and the
//! puzzles dialog around it ([`puzzle_screen`]) and
//! what it shows ([`puzzle_view`]); a reviewed game's mistakes as
//! puzzles ([`own`]).

pub mod own;
pub mod puzzle_run;
pub mod puzzle_screen;
pub mod puzzle_view;
