//! One move in a long game (`cargo bench --bench per_move`): what the page's own code does for
//! a move played by clicks, natively, in games of 100 and 20,000 moves for 2, 3, 4 and 6
//! players — the reducer (selecting the peg, playing the move), the board model (the pegs'
//! identities, `BoardModel::of`), the side panel's text (status, progress, the move list's
//! rows in view, the announcement) and the address and the games list following the move
//! (`LinkSync::on_game`: the link, the record's text, the write into storage).
//!
//! The games are the committed fixtures `tests/fixtures/long-game-p<N>-<moves>.txt`: seeded
//! random games on the standard board that never end, and their first 100 moves. The same
//! work compiled to wasm is measured by `tests/wasm_bench.rs`, the page's whole move in
//! Chromium by `scripts/bench-browser.mjs`.
//!
//! `cargo bench --bench per_move -- --write-fixtures` writes the fixtures from the seeded
//! generator; every run says when they are not its games any more.

use std::path::PathBuf;
use std::time::Instant;

#[path = "common/per_move.rs"]
mod per_move;

use per_move::{fixture_links, fixture_name, median, play, PLAYERS};

/// Moves played and timed in each game.
const MOVES: usize = 60;

fn main() {
    let write = std::env::args().any(|a| a == "--write-fixtures");
    let started = Instant::now();
    let mut clock = || started.elapsed().as_secs_f64() * 1e3;
    println!("One move by clicks, natively (standard board; median of {MOVES} moves, µs)\n");
    println!(
        "| players | moves | reducer | board model | panel | link + record | total | record |"
    );
    println!("|---|---|---|---|---|---|---|---|");
    for (players, seed) in PLAYERS {
        for (moves, link) in fixture_links(players, seed) {
            let path: PathBuf = [
                env!("CARGO_MANIFEST_DIR"),
                "tests",
                "fixtures",
                &fixture_name(players, moves),
            ]
            .iter()
            .collect();
            if write {
                std::fs::write(&path, format!("{link}\n")).expect("fixture written");
            }
            if std::fs::read_to_string(&path).unwrap_or_default().trim() != link {
                eprintln!(
                    "{} is not the seeded game: cargo bench --bench per_move -- --write-fixtures",
                    path.display()
                );
            }
            let p = play(&link, MOVES, &mut clock);
            let us = |xs: &[f64]| median(xs) * 1e3;
            let (r, b, v, s) = (us(&p.reducer), us(&p.board), us(&p.panel), us(&p.sync));
            println!(
                "| {} | {moves} | {r:.0} | {b:.0} | {v:.0} | {s:.0} | {:.0} | {} chars |",
                players.count(),
                r + b + v + s,
                p.record
            );
        }
    }
}
