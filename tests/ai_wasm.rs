//! The computer opponent compiled to wasm and run in Node.js (the code the Web Worker runs, with
//! the release profile's `opt-level = "z"`): a legal move from the text interface, and the
//! depth and nodes per second level 4 reaches in its 1 s budget (reported, not asserted).
//!
//! ```sh
//! CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
//!   cargo test --release --target wasm32-unknown-unknown --test ai_wasm -- --nocapture
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
    for players in [Players::Two, Players::Three, Players::Six] {
        let mut pos = Position::start(Options::with_players(players)).unwrap();
        let mut history = vec![ai::position_key(&pos)];
        for plies in [0, 20, 40] {
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
            console_log!(
                "wasm L4, {} players, ply {plies:2}: depth {} in {:.0} ms, {} nodes, {:.0} knodes/s",
                players.count(),
                info.depth,
                info.elapsed_ms,
                info.nodes,
                info.nodes as f64 / info.elapsed_ms.max(1.0)
            );
        }
    }
}
