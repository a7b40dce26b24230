#!/bin/sh
# The data layer's tests run against a throwaway PostgreSQL cluster (tests/support/postgres.ts)
# made with Debian's server binaries; install them when no initdb is present.
set -e
for initdb in /usr/lib/postgresql/*/bin/initdb; do
  if [ -x "$initdb" ]; then exit 0; fi
done
sh "$(dirname "$0")/apt-install.sh" postgresql "Installera PostgreSQL (apt-get install postgresql) för databastesterna."
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1
