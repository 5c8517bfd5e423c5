# Environment shared by the project's scripts (sourced, not run).
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"
# Trunk must never reach for the network: no update check, no tool downloads (versions are
# pinned in Trunk.toml, so a wrong tool version fails loudly instead).
export TRUNK_SKIP_VERSION_CHECK=true
export CHROMIUM_BIN="${CHROMIUM_BIN:-/usr/bin/chromium}"
