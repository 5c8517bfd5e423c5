#!/usr/bin/env bash
# Installs whatever building, serving and testing the game needs, and skips what is already there.
#
#   scripts/setup.sh            tools to build and serve the game
#   scripts/setup.sh --browser  the same, plus Chromium and chromedriver for the tests
#
# Versions are pinned in Trunk.toml (trunk, wasm-bindgen, wasm-opt) and package.json (npm tools).
# Source this file's exports with `source scripts/env.sh` to get the same PATH.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/env.sh

want_browser=0
[ "${1:-}" = "--browser" ] && want_browser=1

step() { printf '\033[1m==> %s\033[0m\n' "$*"; }

pinned() { # pinned KEY -> value of KEY = "..." in Trunk.toml, without a leading '='
  sed -n "s/^$1[[:space:]]*=[[:space:]]*\"=\{0,1\}\([^\"]*\)\".*/\1/p" Trunk.toml | head -n 1
}
TRUNK_VERSION=$(pinned trunk-version)
WASM_BINDGEN_VERSION=$(pinned wasm_bindgen)
LOCKED_WASM_BINDGEN=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
if [ "$WASM_BINDGEN_VERSION" != "$LOCKED_WASM_BINDGEN" ]; then
  echo "Trunk.toml pins wasm-bindgen $WASM_BINDGEN_VERSION but Cargo.lock has $LOCKED_WASM_BINDGEN: make them equal." >&2
  exit 1
fi

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

if ! command -v cargo >/dev/null; then
  echo "cargo not found: install Rust with rustup first (https://rustup.rs)." >&2
  exit 1
fi

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  step "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi
for component in rustfmt clippy; do
  if ! rustup component list --installed | grep -q "^$component"; then
    step "adding rustup component $component"
    rustup component add "$component"
  fi
done
# The standard library's source: scripts/bundle.sh rebuilds it for a smaller wasm (and builds
# the ordinary bundle without it).
if ! rustup component list --installed | grep -q "^rust-src"; then
  step "adding rustup component rust-src"
  rustup component add rust-src || echo "warning: no rust-src: the bundle will be the larger one" >&2
fi

if [ "$(trunk --version 2>/dev/null)" != "trunk $TRUNK_VERSION" ]; then
  step "installing trunk $TRUNK_VERSION (about 20 minutes the first time)"
  cargo install --locked "trunk@$TRUNK_VERSION"
fi

if [ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $WASM_BINDGEN_VERSION" ]; then
  step "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION (about 6 minutes the first time)"
  # Without --locked: one of its locked dependency versions is no longer in the index.
  cargo install --force "wasm-bindgen-cli@$WASM_BINDGEN_VERSION"
fi

if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
  step "installing Node.js and npm"
  as_root apt-get update
  as_root apt-get install -y nodejs npm
fi
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  step "installing npm tools (wasm-opt from binaryen, esbuild, playwright-core)"
  npm ci --no-audit --no-fund
fi

if [ "$want_browser" = 1 ] && { ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; }; then
  step "installing Chromium and chromedriver"
  as_root apt-get update
  as_root apt-get install -y chromium chromium-driver
fi
