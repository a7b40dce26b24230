import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

/*
 * The server's Prometheus metrics (GET /metrics, server/health/metrics-routes.ts). One
 * registry for the process: the counters are incremented where the event happens (a lead
 * stored, an attempt failed, a sign-in refused), the queue gauges are read from the
 * database when Prometheus scrapes. Label values come from short fixed lists (lead kinds,
 * targets, route patterns), never from what a visitor sent, so the series stay few.
 */
export const metricsRegistry = new Registry();

export const httpRequests = new Counter({
  name: "http_requests_total",
  help: "HTTP requests answered, by method, route pattern (never the raw path) and status code.",
  labelNames: ["method", "route", "status"] as const,
  registers: [metricsRegistry],
});

export const httpRequestDuration = new Histogram({
  name: "http_request_duration_seconds",
  help: "Time from a request's arrival to its answer's headers, by method and route pattern.",
  labelNames: ["method", "route"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export const leadsStored = new Counter({
  name: "leads_stored_total",
  help: "Leads stored by this process, by form kind; spam (a filled honeypot) counted apart.",
  labelNames: ["kind", "spam"] as const,
  registers: [metricsRegistry],
});

export const deliveriesFailed = new Counter({
  name: "deliveries_failed_total",
  help: "Failed webhook delivery attempts by target (each retry counts); `final` when the job gave up.",
  labelNames: ["target", "final"] as const,
  registers: [metricsRegistry],
});

export const mailsFailed = new Counter({
  name: "mails_failed_total",
  help: "Failed mail sending attempts (each retry counts); `final` when the mail gave up.",
  labelNames: ["final"] as const,
  registers: [metricsRegistry],
});

export const signInsFailed = new Counter({
  name: "sign_ins_failed_total",
  help: "Refused password sign-ins on the embedded auth service, by reason (wrong password, unknown account, locked account).",
  labelNames: ["reason"] as const,
  registers: [metricsRegistry],
});

export const queuePendingJobs = new Gauge({
  name: "delivery_queue_pending_jobs",
  help: "Jobs waiting in the delivery queue (webhooks and mails), read from the database at scrape time.",
  labelNames: ["kind"] as const,
  registers: [metricsRegistry],
});

export const queueOldestPendingAge = new Gauge({
  name: "delivery_queue_oldest_pending_age_seconds",
  help: "Age of the oldest job still waiting in the delivery queue; 0 when none waits. Rises while a target is down.",
  registers: [metricsRegistry],
});

export const queueDeadJobs = new Gauge({
  name: "delivery_queue_dead_jobs",
  help: "Jobs that gave up after their last attempt and wait for `npm run leads -- redeliver`.",
  labelNames: ["kind"] as const,
  registers: [metricsRegistry],
});

let processMetrics = false;

/**
 * Node's own metrics (memory, CPU, event-loop delay, garbage collection), started at the
 * first scrape so that command-line processes that load this module never run them.
 */
export function collectProcessMetrics(): void {
  if (processMetrics) return;
  processMetrics = true;
  collectDefaultMetrics({ register: metricsRegistry });
}
