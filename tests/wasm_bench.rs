//! The move-generation benchmark compiled to wasm and run in Node.js (the same code the browser
//! runs). Not part of the test suite's assertions on speed: it reports legal moves per second.
//!
//! ```sh
//! scripts/bench.sh        # native `cargo bench`, then this benchmark in wasm
//! ```
#![cfg(target_arch = "wasm32")]

#[path = "common/bench.rs"]
#[allow(dead_code)]
mod bench;

use wasm_bindgen_test::{console_log, wasm_bindgen_test};

#[wasm_bindgen_test]
fn movegen_moves_per_second_in_wasm() {
    let texts = bench::standard_positions();
    let positions = bench::parse_positions(&texts).expect("the benchmark positions are valid");
    assert_eq!(positions.len(), texts.len());
    let mut clock = || js_sys::Date::now();
    // Warm up, then measure long enough for a millisecond clock.
    bench::run(&positions, 20, &mut clock);
    let report = bench::run(&positions, 500, &mut clock);
    assert!(report.moves > 0, "the positions have legal moves");
    console_log!(
        "wasm movegen: {} positions x {} iterations, {} moves in {:.0} ms = {:.1} million moves/s",
        report.positions,
        report.iterations,
        report.moves,
        report.millis,
        report.moves_per_second / 1e6
    );
}

/// Reading the links of long games in wasm (the fixtures of `tests/long_games.rs`: six players
/// on 253 holes): what the page spends decoding a game link at start-up.
#[wasm_bindgen_test]
fn long_game_links_decode_in_wasm() {
    use sternhalma::app::link::{decode, Link};
    for (plies, link) in [
        (100, include_str!("fixtures/long-game-100.txt")),
        (2_000, include_str!("fixtures/long-game-2000.txt")),
        (20_000, include_str!("fixtures/long-game-20000.txt")),
    ] {
        let runs = 5;
        let mut best = f64::MAX;
        for _ in 0..runs {
            let t0 = js_sys::Date::now();
            let decoded = decode(link.trim());
            let ms = js_sys::Date::now() - t0;
            assert!(matches!(decoded, Ok(Link::Game(_))), "the fixture decodes");
            best = best.min(ms);
        }
        console_log!(
            "wasm link decode: {plies} plies ({} chars): {best:.0} ms (best of {runs})",
            link.trim().len()
        );
    }
}

#[path = "../benches/common/per_move.rs"]
mod per_move;

/// One move by clicks in wasm (the work of `benches/per_move.rs`: reducer, board model, side
/// panel, link and record), in games of 100 and 20,000 moves for 2, 3, 4 and 6 players (the
/// fixtures `tests/fixtures/long-game-p<N>-<moves>.txt`).
#[wasm_bindgen_test]
fn one_move_in_long_games_in_wasm() {
    use per_move::{median, play};
    // Node's clock, in milliseconds with sub-millisecond resolution.
    let performance = js_sys::Reflect::get(&js_sys::global(), &"performance".into())
        .expect("Node has a performance clock");
    let now: js_sys::Function = js_sys::Reflect::get(&performance, &"now".into())
        .expect("performance.now")
        .into();
    let mut clock = || {
        now.call0(&performance)
            .ok()
            .and_then(|v| v.as_f64())
            .unwrap_or(0.0)
    };
    for (players, moves, link) in [
        (2, 100, include_str!("fixtures/long-game-p2-100.txt")),
        (2, 20_000, include_str!("fixtures/long-game-p2-20000.txt")),
        (3, 100, include_str!("fixtures/long-game-p3-100.txt")),
        (3, 20_000, include_str!("fixtures/long-game-p3-20000.txt")),
        (4, 100, include_str!("fixtures/long-game-p4-100.txt")),
        (4, 20_000, include_str!("fixtures/long-game-p4-20000.txt")),
        (6, 100, include_str!("fixtures/long-game-p6-100.txt")),
        (6, 20_000, include_str!("fixtures/long-game-p6-20000.txt")),
    ] {
        let p = play(link.trim(), 40, &mut clock);
        let ms = |xs: &[f64]| median(xs);
        console_log!(
            "wasm one move: {players} players, {moves:>5} moves: reducer {:.3} ms, board model {:.3} ms, panel {:.3} ms, link + record {:.3} ms (record {} chars)",
            ms(&p.reducer),
            ms(&p.board),
            ms(&p.panel),
            ms(&p.sync),
            p.record
        );
    }
}
