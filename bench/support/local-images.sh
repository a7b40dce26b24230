#!/bin/sh
# Makes, from Debian's packages alone, the two images bench/container.ts runs when the
# official ones cannot be pulled (no image registry reachable):
#   localhost/nordsvar-node:24     Debian trixie (minbase) with the project's Node 24 (the
#                                  node@24 devDependency's binary) and npm 11 from the npm registry
#   localhost/nordsvar-postgres:17 Debian trixie with Debian's PostgreSQL 17 and an entry
#                                  point that reads POSTGRES_USER, POSTGRES_PASSWORD and
#                                  POSTGRES_DB as the official image does
# Needs mmdebstrap (apt-get install mmdebstrap) and podman or docker (CONTAINER_RUNTIME).
# The Debian root file system is kept in $CACHE (/var/tmp/nordsvar-images) and reused.
set -eu
cd "$(dirname "$0")/../.."
runtime="${CONTAINER_RUNTIME:-podman}"
cache="${CACHE:-/var/tmp/nordsvar-images}"
mkdir -p "$cache"

if ! "$runtime" image exists localhost/debian-trixie-minbase:latest 2>/dev/null \
  && ! "$runtime" image inspect localhost/debian-trixie-minbase:latest >/dev/null 2>&1; then
  if [ ! -f "$cache/trixie-minbase.tar" ]; then
    echo "Debian trixie (minbase) med mmdebstrap..."
    mmdebstrap --variant=minbase --include=ca-certificates trixie "$cache/trixie-minbase.tar.part"
    mv "$cache/trixie-minbase.tar.part" "$cache/trixie-minbase.tar"
  fi
  "$runtime" import "$cache/trixie-minbase.tar" localhost/debian-trixie-minbase:latest
fi

context="$(mktemp -d)"
trap 'rm -rf "$context"' EXIT

# Node 24 as the project pins it, and npm 11 (the official node:24 images carry npm 11 too).
cp node_modules/node/bin/node "$context/node"
# The certificate authorities this machine added to Debian's (a proxy that inspects TLS,
# a company's own): without them npm in the image's build cannot reach the registry here.
mkdir -p "$context/extra-ca"
for certificate in /usr/local/share/ca-certificates/*.crt; do
  [ -f "$certificate" ] && cp "$certificate" "$context/extra-ca/"
done
npm pack npm@11 --pack-destination "$context" --silent >/dev/null
mv "$context"/npm-*.tgz "$context/npm.tgz"
cat > "$context/Containerfile" <<'CONTAINERFILE'
FROM localhost/debian-trixie-minbase:latest
COPY node /usr/local/bin/node
ADD npm.tgz /usr/local/lib/node_modules/
COPY extra-ca/ /usr/local/share/ca-certificates/
# Node trusts its own list only; this adds Debian's, with the machine's additions.
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
RUN update-ca-certificates >/dev/null \
  && mv /usr/local/lib/node_modules/package /usr/local/lib/node_modules/npm \
  && ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
  && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
  && node --version && npm --version
CMD ["node"]
CONTAINERFILE
"$runtime" build --quiet -t localhost/nordsvar-node:24 "$context" >/dev/null
echo "localhost/nordsvar-node:24: $("$runtime" run --rm localhost/nordsvar-node:24 node --version)"

rm -rf "$context"/*
cp bench/support/postgres-entrypoint.sh "$context/entrypoint.sh"
cat > "$context/Containerfile" <<'CONTAINERFILE'
FROM localhost/debian-trixie-minbase:latest
RUN apt-get update \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends postgresql-17 \
  && rm -rf /var/lib/apt/lists/* \
  && install -d -o postgres -g postgres -m 0700 /var/lib/postgresql/data \
  && install -d -o postgres -g postgres -m 2775 /var/run/postgresql
COPY entrypoint.sh /usr/local/bin/entrypoint.sh
ENV PATH=/usr/lib/postgresql/17/bin:$PATH PGDATA=/var/lib/postgresql/data
USER postgres
VOLUME /var/lib/postgresql/data
EXPOSE 5432
ENTRYPOINT ["sh", "/usr/local/bin/entrypoint.sh"]
CONTAINERFILE
"$runtime" build --quiet -t localhost/nordsvar-postgres:17 "$context" >/dev/null
echo "localhost/nordsvar-postgres:17: $("$runtime" run --rm --entrypoint postgres localhost/nordsvar-postgres:17 --version)"
