#!/usr/bin/env bash
# Builds the release bundle into dist/ with the tools scripts/setup.sh installed: trunk, then
# scripts/postbuild.mjs (the single file, the service worker's list, the sizes).
#
# The wasm's standard library is rebuilt with `panic = immediate-abort` (cargo's build-std, from
# the rust-src component). On wasm32-unknown-unknown a panic already ends in a trap and its
# message goes nowhere, so the code that formats messages and unwinds is dead weight: 23 KB
# gzip of the page's wasm, 322.4 → 299.6 KB up to the board. Both are unstable features of the
# stable toolchain, enabled with RUSTC_BOOTSTRAP=1 for this build only; where the toolchain
# refuses them (a later release, or no rust-src), the bundle is built the ordinary way, with a
# warning.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/env.sh

small() {
  RUSTC_BOOTSTRAP=1 \
    CARGO_UNSTABLE_BUILD_STD=std,panic_abort \
    CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="-Zunstable-options -Cpanic=immediate-abort" \
    trunk build --release
}

if ! small; then
  echo "warning: the wasm's standard library could not be rebuilt without panic messages;" \
    "building the ordinary (larger) bundle" >&2
  trunk build --release
fi
node scripts/postbuild.mjs dist
