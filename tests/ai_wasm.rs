//! The computer opponent compiled to wasm and run in Node.js: a legal move from the text
//! interface, and the depth and nodes per millisecond level 4 reaches in its 1 s budget
//! (reported, not asserted). Built with the worker's profile (`wasm-release`: `opt-level = "z"`)
//! the figures are those of the browser's worker, which `ai::browser_nodes_per_ms` records:
//!
//! ```sh
//! CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
//!   cargo test --profile wasm-release --target wasm32-unknown-unknown --test ai_wasm -- --nocapture
//! ```
#![cfg(target_arch = "wasm32")]

use sternhalma::ai::{self, Level};
use sternhalma::engine::{Options, Players, Position};
use wasm_bindgen_test::{console_log, wasm_bindgen_test};

#[wasm_bindgen_test]
fn answers_with_a_legal_move() {
    let pos = Position::start(Options::default()).unwrap();
    let clock = || js_sys::Date::now();
    let text = ai::answer(&pos.to_string(), 2, &[], &clock).unwrap();
    assert!(pos.parse_move(&text).is_ok());
    assert!(ai::answer("nonsense", 2, &[], &clock).is_err());
}

#[wasm_bindgen_test]
fn level_4_depth_and_speed_in_wasm() {
    for players in [Players::Two, Players::Three, Players::Four, Players::Six] {
        let mut pos = Position::start(Options::with_players(players)).unwrap();
        let mut history = vec![ai::position_key(&pos)];
        let (mut nodes, mut ms) = (0, 0.0);
        for plies in [0, 20, 40, 60] {
            while history.len() <= plies && !pos.is_over() {
                match ai::search(&pos, &history, Level::CASUAL.node_limits(20), &|| 0.0).best {
                    Some(m) => pos.play_unchecked(m),
                    None => pos.pass_unchecked(),
                };
                history.push(ai::position_key(&pos));
            }
            let clock = || js_sys::Date::now();
            let info = ai::search(&pos, &history, Level::STRONG.limits(), &clock);
            assert!(info.best.is_some_and(|m| pos.is_legal(m)));
            nodes += info.nodes;
            ms += info.elapsed_ms;
            console_log!(
                "wasm L4, {} players, ply {plies:2}: depth {} in {:.0} ms, {} nodes, {:.0} nodes/ms",
                players.count(),
                info.depth,
                info.elapsed_ms,
                info.nodes,
                info.nodes as f64 / info.elapsed_ms.max(1.0)
            );
        }
        console_log!(
            "wasm L4, {} players: {:.0} nodes/ms over the four positions (ai::browser_nodes_per_ms: {})",
            players.count(),
            nodes as f64 / ms.max(1.0),
            ai::browser_nodes_per_ms(players)
        );
    }
}
