#!/usr/bin/env bash
# Speed, measured (reported, never asserted):
#   - native move generation (cargo bench --bench movegen), long games natively (decode,
#     encode, one more move, clone: cargo bench --bench long_game) and one move's work in long
#     games of every player count (cargo bench --bench per_move);
#   - the same move generation, the decoding of long games' links and one move's work compiled
#     to wasm and run in Node.js (tests/wasm_bench.rs);
#   - long games in headless Chromium: a move at 100 and 20,000 moves for 2, 3, 4 and 6
#     players (to the next turn shown, CPU of the page's and the browser's main threads), then
#     start-up to board, select → highlight, move → next turn (scripts/bench-browser.mjs,
#     against the release bundle it builds);
#   - start-up against the smallest Yew app drawing the same board, at full speed and with the
#     CPU slowed down 4× (scripts/bench-start.sh).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
scripts/setup.sh --browser
source scripts/env.sh
cargo bench --bench movegen
cargo bench --bench long_game
cargo bench --bench per_move
CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
  cargo test --release --target wasm32-unknown-unknown --test wasm_bench -- --nocapture
scripts/build.sh
node scripts/bench-browser.mjs dist
scripts/bench-start.sh
