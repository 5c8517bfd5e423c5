#!/usr/bin/env bash
# Speed, measured: native move generation (cargo bench) and the same benchmark compiled to
# wasm and run in Node.js. Prints legal moves generated per second; asserts nothing on time.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
scripts/setup.sh
source scripts/env.sh
cargo bench --bench movegen
CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
  cargo test --release --target wasm32-unknown-unknown --test wasm_bench -- --nocapture
