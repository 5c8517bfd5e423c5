//! The move-generation benchmark compiled to wasm and run in Node.js (the same code the browser
//! runs). Not part of the test suite's assertions on speed: it reports legal moves per second.
//!
//! ```sh
//! scripts/bench.sh        # native `cargo bench`, then this benchmark in wasm
//! ```
#![cfg(target_arch = "wasm32")]

use sternhalma::engine::bench;
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
