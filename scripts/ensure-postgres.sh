#!/bin/sh
# The data layer's tests run against a throwaway PostgreSQL cluster (tests/support/postgres.ts)
# made with Debian's server binaries; install them when no initdb is present.
set -e
for initdb in /usr/lib/postgresql/*/bin/initdb; do
  if [ -x "$initdb" ]; then exit 0; fi
done
echo "PostgreSQL saknas: installerar Debians paket 'postgresql'..."
if [ "$(id -u)" -eq 0 ]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
elif command -v sudo >/dev/null 2>&1; then
  sudo apt-get update -qq
  sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
else
  echo "Installera PostgreSQL (apt-get install postgresql) för databastesterna." >&2
  exit 1
fi
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1
