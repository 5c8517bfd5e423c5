//! Learning to play: the lessons ([`lesson`]) and the puzzles ([`puzzle`]). Pure Rust, no web
//! dependencies: what a lesson asks and how it is scored, what a puzzle is, how its solution is
//! checked and how the player's rating moves. Everything is counted in moves, as the analysis
//! board counts (`docs/puzzles.md`, `docs/lessons.md`).

pub mod lesson;
pub mod puzzle;
