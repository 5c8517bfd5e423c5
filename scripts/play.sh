#!/usr/bin/env bash
# Sets up whatever is missing, builds the game (release, the same bundle that ships) and serves it
# on localhost.   PORT=9000 scripts/play.sh   to use another port.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
scripts/build.sh
source scripts/env.sh
exec node scripts/serve.mjs dist "${PORT:-8080}"
