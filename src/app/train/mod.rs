//! The exercises' screens' pure machines: a puzzle being solved ([`puzzle_run`]).

pub mod puzzle_run;
