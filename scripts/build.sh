#!/usr/bin/env bash
# Builds the game for shipping, after setting up whatever is missing:
#   dist/                          the static site (any host, any subpath; works offline after the
#                                  first visit through its service worker)
#   dist/sternhalma-offline.html   one self-contained file that opens from disk and plays
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
scripts/setup.sh
scripts/bundle.sh
