import { Hono } from "hono";
import { createHash, timingSafeEqual } from "node:crypto";
import type { Database } from "../db/database.ts";
import { type QueueStats, queueStats } from "../delivery/index.ts";
import type { AppEnv } from "../http/app-env.ts";
import { apiErrorResponse } from "../http/api-error.ts";
import { errorMessages } from "../http/error-messages.ts";
import type { Logger } from "../logger.ts";
import {
  collectProcessMetrics,
  metricsRegistry,
  queueDeadJobs,
  queueOldestPendingAge,
  queuePendingJobs,
} from "../metrics/registry.ts";
import type { HealthConfig } from "./config.ts";
import { checkReadiness } from "./readiness.ts";

/** What the health area reads of the server's context. */
export interface HealthContext {
  logger: Logger;
  data?: { database: Database };
  health?: HealthConfig;
}

const noStore = { "Cache-Control": "no-store" };

/** GET /healthz: load balancers and the test harness wait for it before sending traffic. */
export function healthRoutes() {
  return new Hono<AppEnv>().get("/", (c) => c.json({ status: "ok" }, 200, noStore));
}

/**
 * GET /health/live: the process answers (restart it when not). GET /health/ready: it can
 * serve a visitor (send it traffic only then); 503 with the reason otherwise. A change of
 * readiness is logged once, with the detail the public answer leaves out.
 */
export function probeRoutes(context: HealthContext) {
  let lastStatus: string | undefined;
  return new Hono<AppEnv>()
    .get("/live", (c) => c.json({ status: "ok" }, 200, noStore))
    .get("/ready", async (c) => {
      const { detail, ...readiness } = await checkReadiness({ database: context.data?.database, buildDir: context.health?.buildDir });
      if (readiness.status !== lastStatus) {
        if (readiness.status === "ready") {
          if (lastStatus !== undefined) context.logger.info({ readiness }, "Ready again");
        } else context.logger.warn({ readiness, detail }, `Not ready: ${readiness.reason}`);
        lastStatus = readiness.status;
      }
      return c.json(readiness, readiness.status === "ready" ? 200 : 503, noStore);
    });
}

/** Only Prometheus, holding the token, may read the site's traffic and queue. */
const unauthorized = "Åtkomst kräver en giltig token.";

/**
 * GET /metrics in Prometheus's text format, for a scraper holding METRICS_TOKEN; 404 while
 * no token is set. The queue's depth and age are read from the database now.
 */
export function metricsRoutes(context: HealthContext) {
  const token = context.health?.metricsToken;
  return new Hono<AppEnv>().get("/", async (c) => {
    if (!token) return apiErrorResponse(c, 404, errorMessages.notFound);
    if (!sameSecret(bearerToken(c.req.header("Authorization")), token)) {
      c.header("WWW-Authenticate", 'Bearer realm="metrics"');
      return apiErrorResponse(c, 401, unauthorized);
    }
    if (context.data) {
      try {
        setQueueGauges(await queueStats(context.data.database.db));
      } catch (error) {
        // The rest still tells what happened; /health/ready reports the database.
        c.get("log").warn({ err: error }, "Metrics: the delivery queue could not be read");
      }
    }
    collectProcessMetrics();
    return c.body(await metricsRegistry.metrics(), 200, { ...noStore, "Content-Type": metricsRegistry.contentType });
  });
}

function setQueueGauges(stats: QueueStats) {
  for (const [kind, jobs] of Object.entries(stats.pending)) queuePendingJobs.set({ kind }, jobs);
  for (const [kind, jobs] of Object.entries(stats.dead)) queueDeadJobs.set({ kind }, jobs);
  queueOldestPendingAge.set(stats.oldestPendingAgeSeconds);
}

function bearerToken(header: string | undefined): string {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  return match?.[1] ?? "";
}

/** Compared as hashes, so the time taken tells nothing of the token, not even its length. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();
  return timingSafeEqual(digest(given), digest(expected)) && given.length > 0;
}
