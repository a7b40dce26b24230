#!/bin/sh
# Browser tests drive Chromium's headless shell (Debian's `chromium-headless-shell`), which
# opens a page for a third of the full browser's CPU time; benchmarks drive the full
# Chromium (Debian's `chromium`), as a visitor's browser runs. No test tool is allowed to
# download a browser of its own. CHROMIUM_PATH names one browser for both.
set -e
here="$(dirname "$0")"
full_chromium() {
  command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1 || command -v google-chrome >/dev/null 2>&1
}
if [ -n "$CHROMIUM_PATH" ] && command -v "$CHROMIUM_PATH" >/dev/null 2>&1; then exit 0; fi
full_chromium || sh "$here/apt-install.sh" chromium "Installera Chromium (apt-get install chromium) eller ange CHROMIUM_PATH."
if ! command -v chromium-headless-shell >/dev/null 2>&1; then
  # The tests fall back to the full Chromium where the shell cannot be installed.
  sh "$here/apt-install.sh" chromium-headless-shell "Chromiums headless shell saknas (apt-get install chromium-headless-shell); testerna använder hela Chromium." || true
fi
full_chromium
