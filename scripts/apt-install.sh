#!/bin/sh
# Installs one of Debian's packages for the test setup: as root directly, otherwise
# through sudo. Usage: apt-install.sh PACKAGE "message when neither is possible"
set -e
package="$1"
echo "Installerar Debians paket '$package'..."
if [ "$(id -u)" -eq 0 ]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$package" >/dev/null
elif command -v sudo >/dev/null 2>&1; then
  sudo apt-get update -qq
  sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$package" >/dev/null
else
  echo "$2" >&2
  exit 1
fi
