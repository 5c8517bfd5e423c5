//! Sternhalma (Chinese Checkers) for the browser.
//!
//! - [`engine`]: the rules engine — board geometry, moves, every rule variant, notation, perft.
//!   Pure Rust, no web dependencies.
//! - [`ai`]: the computer opponent — its six levels, the search and evaluation, moves to finish,
//!   the analysis and judgements of moves, and the text protocol of its Web Workers. Pure Rust,
//!   no web dependencies.
//! - [`train`]: learning to play — the lessons and the puzzles, their goals, checks and ratings.
//!   Pure Rust, no web dependencies.
//! - [`app`]: the game's client logic that needs no browser — the screen's state and its
//!   reducer, board gestures and layout (hex → SVG point), the game tree, links, the games list,
//!   the analysis board's results, translations. Tested natively.
//! - `ui` (wasm32 only): the Yew components and the browser side effects.
//! - [`tools`]: what the command-line tools, benchmarks and tests share (rule flags, benchmark
//!   helpers); not the rules.

pub mod engine;

pub mod ai;

pub mod train;

pub mod app;

pub mod tools;

mod sort;

#[cfg(target_arch = "wasm32")]
pub mod ui;
