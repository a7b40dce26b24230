#!/bin/sh
# Browser tests and benchmarks drive the system Chromium (Debian's `chromium` package);
# no test tool is allowed to download a browser of its own.
set -e
for candidate in "$CHROMIUM_PATH" chromium chromium-browser google-chrome; do
  if [ -n "$candidate" ] && command -v "$candidate" >/dev/null 2>&1; then exit 0; fi
done
sh "$(dirname "$0")/apt-install.sh" chromium "Installera Chromium (apt-get install chromium) eller ange CHROMIUM_PATH."
command -v chromium >/dev/null 2>&1
