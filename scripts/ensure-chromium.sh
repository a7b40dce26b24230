#!/bin/sh
# Browser tests and benchmarks drive the system Chromium (Debian's `chromium` package);
# no test tool is allowed to download a browser of its own.
set -e
for candidate in "$CHROMIUM_PATH" chromium chromium-browser google-chrome; do
  if [ -n "$candidate" ] && command -v "$candidate" >/dev/null 2>&1; then exit 0; fi
done
echo "Chromium saknas: installerar Debians paket 'chromium'..."
if [ "$(id -u)" -eq 0 ]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
elif command -v sudo >/dev/null 2>&1; then
  sudo apt-get update -qq
  sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
else
  echo "Installera Chromium (apt-get install chromium) eller ange CHROMIUM_PATH." >&2
  exit 1
fi
command -v chromium >/dev/null 2>&1
