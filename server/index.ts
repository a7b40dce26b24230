import { serve } from "@hono/node-server";
import { createRequestHandler, type ServerBuild } from "react-router";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { loadEnvFile } from "../config/load-env-file.ts";
import { createApp } from "./app.ts";
import { readServerEnv } from "./env.ts";
import { createLogger } from "./logger.ts";
import { loadStaticFiles } from "./middleware/static-files.ts";

const SHUTDOWN_GRACE_MS = 10_000;

loadEnvFile();
let env;
try {
  env = readServerEnv();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const logger = createLogger({ level: env.LOG_LEVEL, pretty: process.env.NODE_ENV === "development" });
const buildDir = resolve(fileURLToPath(new URL("..", import.meta.url)), process.env.BUILD_DIR ?? "build");
const build = (await import(pathToFileURL(join(buildDir, "server", "index.js")).href)) as ServerBuild;
const staticFiles = await loadStaticFiles(join(buildDir, "client"));
const app = createApp({
  context: { logger, trustProxy: env.TRUST_PROXY },
  renderPage: createRequestHandler(build, "production"),
  staticFiles,
  https: env.SITE_URL.startsWith("https:"),
});

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  const host = info.family === "IPv6" ? `[${info.address}]` : info.address;
  logger.info(`Webbplatsen körs på http://${host === "127.0.0.1" || host === "[::1]" ? "localhost" : host}:${info.port}`);
});

// Slow or stalled clients must not hold connections open forever.
if ("headersTimeout" in server) {
  server.headersTimeout = 15_000;
  server.requestTimeout = 30_000;
  server.keepAliveTimeout = 5_000;
}

function shutDown(signal: string) {
  logger.info(`${signal} mottagen, avslutar...`);
  server.close(() => process.exit(0));
  if ("closeIdleConnections" in server) server.closeIdleConnections();
  setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
}
process.once("SIGTERM", () => shutDown("SIGTERM"));
process.once("SIGINT", () => shutDown("SIGINT"));
