// First: the app's modules, which the server's areas import, read the public values as they
// load. Wrong values are reported below with the server's other variables.
import "../config/public-values-for-this-process.ts";
import { serve } from "@hono/node-server";
import { createRequestHandler, type ServerBuild } from "react-router";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { loadEnvFile } from "../config/load-env-file.ts";
import { readPublicEnv } from "../config/public-env.ts";
import { installPublicValues } from "../config/runtime-public-values.ts";
import { createApp } from "./app.ts";
import { trackingPixelSources } from "./consent/index.ts";
import { chatConfigFromEnv } from "./chat/index.ts";
import { installContentEdits, livePages, startLiveContent, withContentEdits } from "./content/index.ts";
import { provideBookingPages } from "./booking/index.ts";
import { readServerEnv } from "./env.ts";
import { healthConfigFromEnv } from "./health/index.ts";
import { guideBrand, guideFollowsContent } from "./leads/index.ts";
import { createLogger } from "./logger.ts";
import { pagePatternsOf } from "./metrics/request-metrics.ts";
import { listeningAddress } from "./ops/listen-address.ts";
import { hostedAuthOrigin } from "./middleware/content-security-policy.ts";
import { loadStaticFiles } from "./middleware/static-files.ts";
import { serveWithPublicValues } from "./public-values.ts";
import { type RunningServices, startServices } from "./services.ts";

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
const serverBundle = join(buildDir, "server", "index.js");
if (!existsSync(serverBundle)) {
  console.error(`Det finns inget bygge i ${buildDir}: kör npm run build först (npm start bygger själv)`);
  process.exit(1);
}
// The pages' code reads the public values from this process, so they are installed before
// the build is loaded (docs/decisions/027-public-values-at-start.md).
const publicValues = installPublicValues(readPublicEnv(process.env));
// ...and so is the published content, read from the database once it is open (server/content/).
installContentEdits();
const build = (await import(pathToFileURL(serverBundle).href)) as ServerBuild;
const renderPage = createRequestHandler(build, "production");
const served = await serveWithPublicValues({
  buildDir,
  build,
  renderPage,
  staticFiles: await loadStaticFiles(join(buildDir, "client")),
  values: publicValues,
  logger,
});
let services: RunningServices;
try {
  services = await startServices(env, logger);
} catch (error) {
  // The message says what to do: another server holds the data folder, the database is unreachable...
  console.error((error as Error).message);
  process.exit(1);
}
provideBookingPages(services.data);
const pages = livePages({ base: served.staticFiles, prerender: build.prerender ?? [], renderPage });
const guide = guideFollowsContent({ buildDir, brand: guideBrand(publicValues), guidePdf: served.guidePdf });
let contentEdited = false;
const liveContent = await startLiveContent({
  db: services.data.database.db,
  log: logger,
  onChange: async (change) => {
    // A site whose content was never edited starts as built, without a word.
    if (Object.keys(change.edits).length === 0 && !contentEdited) return;
    contentEdited = true;
    const started = performance.now();
    const changed = await pages.apply(change);
    const seconds = ((performance.now() - started) / 1000).toLocaleString("sv-SE", { maximumFractionDigits: 1 });
    const count = changed.length === 1 ? "1 sida skiljer" : `${changed.length} sidor skiljer`;
    logger.info({ pages: changed }, `Det publicerade innehållet är på plats: ${count} sig från bygget (${seconds} s)`);
    // The guide (a second or two of layout) follows without holding up the pages, laid out
    // with this change's content even if another publish comes meanwhile.
    withContentEdits(change.edits, () => guide.follow(change.edits)).catch((error: unknown) => logger.error({ err: error }, "Guiden kunde inte läggas ut med det publicerade innehållet"));
  },
  // A scheduled publish's pages are rendered half a minute ahead and swapped in at its time.
  onPrepare: (change) => pages.prepare(change),
});
const app = createApp({
  context: {
    logger,
    trustProxy: env.TRUST_PROXY,
    site: services.site,
    data: services.data,
    chat: chatConfigFromEnv(env),
    guidePdf: guide,
    health: healthConfigFromEnv(env, buildDir),
    content: { refresh: liveContent.refresh, renderPage },
  },
  renderPage,
  staticFiles: pages.files,
  https: env.SITE_URL.startsWith("https:"),
  trackingPixel: trackingPixelSources(env),
  authOrigin: hostedAuthOrigin(env),
  pagePattern: pagePatternsOf(build.routes),
  hsts: env.HSTS,
});

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  logger.info(`Webbplatsen körs på ${listeningAddress(env.HOST, info)}`);
});

// Slow or stalled clients must not hold connections open forever. An idle kept-alive
// connection stays longer than a load balancer's usual 60 s, so the proxy is always the one
// to close it: a request the proxy sends just as the server closes would be lost (a 502).
if ("headersTimeout" in server) {
  server.headersTimeout = 15_000;
  server.requestTimeout = 30_000;
  server.keepAliveTimeout = 65_000;
}

/**
 * Stops taking requests, lets those in progress finish, then stops the delivery worker
 * (its sends in flight are recorded), the retention job and the database, in that order:
 * each depends on the next. PGlite's folder is handed back only once everything is written.
 */
function shutDown(signal: string) {
  logger.info(`${signal} mottagen, avslutar...`);
  // Requests still running after the grace period are cut off, so the database still closes cleanly.
  setTimeout(() => {
    if ("closeAllConnections" in server) server.closeAllConnections();
  }, SHUTDOWN_GRACE_MS).unref();
  setTimeout(() => {
    logger.error("Avslutningen tog för lång tid; avbryter");
    process.exit(1);
  }, 2 * SHUTDOWN_GRACE_MS).unref();
  server.close(async () => {
    try {
      await liveContent.stop();
      await services.stop();
      await guide.cleanUp();
      await served.cleanUp();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, "Avslutningen misslyckades");
      process.exit(1);
    }
  });
  if ("closeIdleConnections" in server) server.closeIdleConnections();
}
process.once("SIGTERM", () => shutDown("SIGTERM"));
process.once("SIGINT", () => shutDown("SIGINT"));
