#!/usr/bin/env bash
# Start-up against the smallest Yew app that draws the same board (reported, never asserted):
# builds the game's release bundle and bench/minimal (Trunk, the same release settings), then
# scripts/bench-start.mjs.   scripts/bench-start.sh [--runs N] [--slow]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
scripts/setup.sh --browser
source scripts/env.sh
scripts/build.sh
(cd bench/minimal && CARGO_TARGET_DIR="$PWD/../../target/minimal" trunk build --release)
node scripts/bench-start.mjs "$@"
