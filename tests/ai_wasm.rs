//! The computer opponent compiled to wasm and run in Node.js: a legal move from the text
//! interface, and what every level does in its time budget — the time a move takes, the depth
//! and the nodes per millisecond (reported, not asserted). Built with the worker's profile
//! (`wasm-release`: `opt-level = "z"`) the figures are those of the browser's worker, which
//! `ai::browser_nodes_per_ms` records:
//!
//! ```sh
//! CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
//!   cargo test --profile wasm-release --target wasm32-unknown-unknown --test ai_wasm -- --nocapture
//! ```
#![cfg(target_arch = "wasm32")]

mod common;

use common::worker_move;
use sternhalma::ai::{self, Level, Limits};
use sternhalma::engine::{Options, Players, Position};
use wasm_bindgen_test::{console_log, wasm_bindgen_test};

#[wasm_bindgen_test]
fn answers_with_a_legal_move() {
    let pos = Position::start(Options::default()).unwrap();
    let clock = || js_sys::Date::now();
    let m = worker_move(&pos.to_string(), 2, &[], &clock).unwrap();
    assert!(pos.is_legal(m));
    assert!(worker_move("nonsense", 2, &[], &clock).is_err());
}

/// A position of a game and what the worker gets with it.
struct Case {
    pos: Position,
    /// The keys of the earlier positions.
    keys: Vec<u64>,
    /// The earlier positions as the page sends them (the last 240, in notation).
    texts: Vec<String>,
}

/// The start position and the positions after 20, 40 and 60 plies of a fixed self-play.
fn positions(players: Players) -> Vec<Case> {
    let mut pos = Position::start(Options::with_players(players)).unwrap();
    let mut earlier: Vec<Position> = Vec::new();
    let mut out = Vec::new();
    for plies in [0, 20, 40, 60] {
        while earlier.len() < plies && !pos.is_over() {
            let keys: Vec<u64> = earlier.iter().map(ai::position_key).collect();
            let m = ai::search(&pos, &keys, Limits::nodes(2_000), &|| 0.0).best;
            earlier.push(pos.clone());
            match m {
                Some(m) => pos.play_unchecked(m),
                None => pos.pass_unchecked(),
            };
        }
        out.push(Case {
            pos: pos.clone(),
            keys: earlier.iter().map(ai::position_key).collect(),
            texts: earlier
                .iter()
                .rev()
                .take(240)
                .rev()
                .map(|p| p.to_string())
                .collect(),
        });
    }
    out
}

#[wasm_bindgen_test]
fn every_level_in_its_time_budget() {
    for players in [Players::Two, Players::Three, Players::Four, Players::Six] {
        let positions = positions(players);
        for level in Level::ALL {
            let (mut nodes, mut search_ms, mut ms, mut longest, mut depth) =
                (0, 0.0, 0.0, 0.0f64, 0);
            for case in &positions {
                let clock = || js_sys::Date::now();
                // The worker's whole answer: reading the request's positions, the stall count,
                // the search.
                let t0 = clock();
                let answer = worker_move(&case.pos.to_string(), level.get(), &case.texts, &clock);
                let took = clock() - t0;
                assert!(answer.is_ok_and(|m| case.pos.is_legal(m)));
                ms += took;
                longest = longest.max(took);
                // The search alone, for its depth and speed.
                let mut limits = level.limits();
                limits.seed = ai::position_key(&case.pos);
                let info = ai::search(&case.pos, &case.keys, limits, &clock);
                nodes += info.nodes;
                search_ms += info.elapsed_ms;
                depth += info.depth;
            }
            let n = positions.len() as f64;
            console_log!(
                "wasm L{level}, {} players: {:.0} ms a move on average, longest {:.0} ms (budget {:.0}), depth {:.2}, {:.0} nodes/ms",
                players.count(),
                ms / n,
                longest,
                level.budget_ms(),
                f64::from(depth) / n,
                nodes as f64 / search_ms.max(1.0)
            );
        }
        console_log!(
            "  (ai::browser_nodes_per_ms for {} players: {})",
            players.count(),
            ai::browser_nodes_per_ms(players)
        );
    }
}
