#!/usr/bin/env bash
# Speed, measured (reported, never asserted):
#   - native move generation (cargo bench --bench movegen) and long games natively (decode,
#     encode, one more move, clone: cargo bench --bench long_game);
#   - the same move generation and the decoding of long games' links compiled to wasm and run
#     in Node.js (tests/wasm_bench.rs);
#   - long games in headless Chromium: start-up to board, select → highlight, move → next
#     turn (scripts/bench-browser.mjs, against the release bundle it builds).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
scripts/setup.sh --browser
source scripts/env.sh
cargo bench --bench movegen
cargo bench --bench long_game
CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
  cargo test --release --target wasm32-unknown-unknown --test wasm_bench -- --nocapture
scripts/build.sh
node scripts/bench-browser.mjs dist
