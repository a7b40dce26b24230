# syntax=docker/dockerfile:1
#
# The site as one image, built once and configured only by environment variables
# (docs/deploy.md): the public values too, which the server applies at start
# (docs/decisions/026-public-values-at-start.md). It runs as a non-root user and works
# with a read-only root file system, given a writable DATA_DIR (/data) and /tmp.
#
#   docker build -t nordsvar .
#   docker run --read-only --tmpfs /tmp -v nordsvar-data:/data -p 3000:3000 -e SITE_URL=https://www.example.se nordsvar
#
# NODE_IMAGE is any image with Node 24 and npm on Debian; bench/container.ts makes one
# from Debian's packages on machines that cannot pull the official one.
ARG NODE_IMAGE=node:24-bookworm-slim

# Every dependency, and the build.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
# No install scripts: the only approved one is the `node` package's, which fetches a second
# Node 24 this image already has (it runs npm scripts on the machines whose Node is older).
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN node scripts/build.ts

# Production dependencies only: what the server and its command lines load
# (server/production-dependencies.test.ts checks that nothing else is).
FROM ${NODE_IMAGE} AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund \
  # pdfmake's browser bundles; the server loads its Node build (js/).
  && rm -rf node_modules/pdfmake/build \
  && npm cache clean --force

FROM ${NODE_IMAGE} AS site
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# The server's user owns nothing but its data folder, which must be its own (0700).
RUN groupadd --system --gid 10001 nordsvar \
  && useradd --system --uid 10001 --gid nordsvar --home-dir /nonexistent --no-create-home --shell /usr/sbin/nologin nordsvar \
  && install -d -o nordsvar -g nordsvar -m 0700 /data
COPY --from=production-dependencies /app/node_modules ./node_modules
# The server runs its TypeScript as it is (Node's type stripping); it reads the app's
# content and contracts, and package.json says the files are ES modules.
COPY package.json ./
COPY config ./config
COPY contracts ./contracts
COPY server ./server
COPY app ./app
COPY --from=build /app/build ./build
USER nordsvar
VOLUME /data
EXPOSE 3000
# Ready: the database answers with every migration, and the build is there.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/health/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "server/index.ts"]
