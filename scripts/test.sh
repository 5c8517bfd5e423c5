#!/usr/bin/env bash
# Sets up whatever is missing and runs every test of the game:
#   formatting, module circles (scripts/check-layers.py), clippy (native and wasm32), native
#   tests (unit, perft, properties, notation, docs), in-browser tests (wasm-bindgen-test in
#   headless Chromium), and end-to-end tests against the release bundle served on localhost and
#   driven in headless Chromium.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
start=$(date +%s)
scripts/setup.sh --browser
source scripts/env.sh

step() { printf '\n\033[1m==> %s\033[0m (%ss)\n' "$*" "$(( $(date +%s) - start ))"; }

step "cargo fmt --check"
cargo fmt --all -- --check

step "module circles"
python3 scripts/check-layers.py

step "clippy, native"
cargo clippy --all-targets --locked -- -D warnings

step "clippy, wasm32"
cargo clippy --target wasm32-unknown-unknown --lib --bins --tests --locked -- -D warnings

step "native tests"
cargo test --locked

step "native tests that measure many positions (release build)"
cargo test --locked --release --test calibration -- --include-ignored
cargo test --locked --release --test puzzles -- --include-ignored

step "in-browser tests (wasm-bindgen-test, headless Chromium)"
CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
  cargo test --locked --target wasm32-unknown-unknown --test browser

step "release bundle (static folder + single file)"
scripts/bundle.sh

step "end-to-end tests (headless Chromium)"
node --test --test-concurrency=1 tests/e2e/

step "all tests passed"
