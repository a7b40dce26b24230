#!/bin/sh
# Installs the locked dependencies when they are missing or older than the lockfile, so
# `npm start` and `npm test` work on a fresh clone with nothing run before them.
set -e
cd "$(dirname "$0")/.."
marker=node_modules/.package-lock.json
if [ ! -x node_modules/.bin/node ] || [ ! -f "$marker" ] || [ package-lock.json -nt "$marker" ]; then
  echo "Installerar beroenden..."
  # `npm install` with the committed lockfile installs the locked versions. (`npm ci`
  # rejects lockfiles that list only this platform's optional binaries, as npm 11 writes them.)
  npm install --no-audit --no-fund
fi
