import * as z from "zod/mini";

/** GET /healthz: load balancers and the test harness wait for it before sending traffic. */
export const healthPath = "/healthz";
export const healthMethod = "GET";

/** 200 while the server takes requests. */
export const healthSchema = z.object({ status: z.literal("ok") });
export type Health = z.output<typeof healthSchema>;

/**
 * The probes of an orchestrator (Kubernetes, a load balancer): `live` answers while the
 * process does, `ready` only while it can serve a visitor.
 */
export const probesMount = "/health";
export const livePath = `${probesMount}/live`;
export const readyPath = `${probesMount}/ready`;

/** What readiness checks, each "ok", "failed" or "skipped" (a server without a database, in tests). */
export const readinessChecks = ["database", "migrations", "build"] as const;
export const checkResults = ["ok", "failed", "skipped"] as const;

/** 200 when every check is "ok" or "skipped"; 503 with the first failure's reason otherwise. */
export const readinessSchema = z.object({
  status: z.enum(["ready", "not_ready"]),
  checks: z.record(z.enum(readinessChecks), z.enum(checkResults)),
  reason: z.optional(z.string()),
});
export type Readiness = z.output<typeof readinessSchema>;

/** Prometheus text format; 401 without `Authorization: Bearer $METRICS_TOKEN`, 404 when it is unset. */
export const metricsPath = "/metrics";
