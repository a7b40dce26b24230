import { sql } from "drizzle-orm";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { leadEndpoints } from "../../contracts/lead-forms.ts";
import { testEngines } from "../../tests/support/databases.ts";
import { createDatabase, dropDatabase } from "../../tests/support/postgres.ts";
import { startTcpProxy } from "../../tests/support/tcp-proxy.ts";
import { startWebhookReceiver } from "../../tests/support/webhook-receiver.ts";
import type { Log } from "../db/log.ts";
import { openDatabase } from "../db/open-database.ts";
import { createWebhookSender, deliverDueJobs } from "../delivery/index.ts";
import { createTestApp, type TestApp } from "../testing/create-test-app.ts";
import { testDataServices, testSite } from "../testing/data-services.ts";
import { buildFiles } from "./readiness.ts";

const engines = testEngines();
const metricsToken = "test-metrics-token-0123456789abcdef0123";
const silentLog: Log = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe("GET /healthz", () => {
  let site: TestApp;
  beforeAll(async () => (site = await createTestApp()));
  afterAll(() => site.close());

  it("reports health to load balancers, never from a cache", async () => {
    const response = await site.request("/healthz");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("answers HEAD too", async () => {
    const response = await site.request("/healthz", { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("");
  });

  it("answers /health/live while the process does", async () => {
    const response = await site.request("/health/live");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });
});

describe("GET /health/ready: the build", () => {
  let buildDir: string;
  let site: TestApp;
  beforeAll(async () => {
    buildDir = await mkdtemp(join(tmpdir(), "ready-build-"));
    for (const file of buildFiles) {
      await mkdir(join(buildDir, file, ".."), { recursive: true });
      await writeFile(join(buildDir, file), "built");
    }
    site = await createTestApp({ health: { buildDir } });
  });
  afterAll(async () => {
    await site.close();
    await rm(buildDir, { recursive: true, force: true });
  });

  it("is ready while the build is on disk and not once part of it is gone", async () => {
    expect(await (await site.request("/health/ready")).json()).toEqual({ status: "ready", checks: { database: "skipped", migrations: "skipped", build: "ok" } });
    await rm(join(buildDir, "client", "index.html"));
    const response = await site.request("/health/ready");
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: "not_ready", checks: { build: "failed" }, reason: expect.stringContaining("client/index.html") });
  });
});

describe.each(engines)("GET /health/ready on $name", (engine) => {
  it("is ready with every migration applied, and says so when one is missing", async () => {
    const database = await engine.open(await engine.freshConfig());
    const site = await createTestApp({ data: testDataServices(database) });
    try {
      const ready = await site.request("/health/ready");
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: "ready", checks: { database: "ok", migrations: "ok", build: "skipped" } });

      await database.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
      const behind = await site.request("/health/ready");
      expect(behind.status).toBe(503);
      expect(await behind.json()).toMatchObject({ checks: { database: "ok", migrations: "failed" }, reason: expect.stringMatching(/^1 of \d+ migrations not applied$/) });
      expect(site.logs().some((line) => String(line.msg).startsWith("Not ready: 1 of"))).toBe(true);
    } finally {
      await site.close();
    }
  });
});

describe("GET /health/ready while the database is unreachable", () => {
  it("answers 503 for a closed embedded database", async () => {
    const database = await engines[0]!.open(await engines[0]!.freshConfig());
    const site = await createTestApp({ data: testDataServices(database) });
    try {
      await database.close();
      const response = await site.request("/health/ready");
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: "not_ready", checks: { database: "failed", migrations: "skipped", build: "skipped" }, reason: "database unreachable" });
    } finally {
      await site.close();
    }
  });

  it("answers 503 while PostgreSQL is down and 200 once it is back", async () => {
    const clusterUrl = new URL(inject("postgresUrl"));
    const name = `ready_${process.pid}_${Date.now()}`;
    const databaseUrl = new URL(await createDatabase(clusterUrl.toString(), name));
    const proxy = await startTcpProxy({ host: databaseUrl.hostname, port: Number(databaseUrl.port) });
    databaseUrl.port = String(proxy.port);
    const database = await openDatabase({ databaseUrl: databaseUrl.toString() }, { log: silentLog });
    const site = await createTestApp({ data: testDataServices(database) });
    try {
      expect((await site.request("/health/ready")).status).toBe(200);
      await proxy.cut();
      const down = await site.request("/health/ready");
      expect(down.status).toBe(503);
      expect(await down.json()).toMatchObject({ status: "not_ready", checks: { database: "failed" }, reason: "database unreachable" });
      await proxy.restore();
      const back = await site.request("/health/ready");
      expect(back.status).toBe(200);
      expect(site.logs().map((line) => line.msg)).toEqual(expect.arrayContaining(["Not ready: database unreachable", "Ready again"]));
    } finally {
      await site.close();
      await database.close();
      await proxy.close();
      await dropDatabase(clusterUrl.toString(), name);
    }
  });
});

describe("GET /metrics", () => {
  it("is not there without METRICS_TOKEN", async () => {
    const site = await createTestApp();
    try {
      expect((await site.request("/metrics", { headers: { Authorization: `Bearer ${metricsToken}` } })).status).toBe(404);
    } finally {
      await site.close();
    }
  });

  it("answers 401 without the token or with another, 200 in Prometheus's format with it", async () => {
    const site = await createTestApp({ health: { metricsToken } });
    try {
      const without = await site.request("/metrics");
      expect(without.status).toBe(401);
      expect(without.headers.get("www-authenticate")).toMatch(/^Bearer/);
      expect((await site.request("/metrics", { headers: { Authorization: `Bearer ${metricsToken}x` } })).status).toBe(401);
      expect((await site.request("/metrics", { headers: { Authorization: metricsToken } })).status).toBe(401);

      await site.request("/health/live");
      await site.request("/no-such-page/4711");
      const response = await site.request("/metrics", { headers: { Authorization: `Bearer ${metricsToken}` } });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await response.text();
      for (const name of ["leads_stored_total", "deliveries_failed_total", "mails_failed_total", "sign_ins_failed_total", "process_resident_memory_bytes"]) {
        expect(text).toContain(`# TYPE ${name}`);
      }
      // By the pattern that answered, never the raw path.
      expect(text).toMatch(/^http_requests_total\{method="GET",route="\/health\/live",status="200"\} \d+$/m);
      expect(text).toMatch(/^http_requests_total\{method="GET",route="unmatched",status="404"\} \d+$/m);
      expect(text).not.toContain("4711");
    } finally {
      await site.close();
    }
  });
});

describe.each(engines)("the delivery queue's metrics on $name", (engine) => {
  it("counts the stored lead and the failed attempt, and the oldest job's age rises while the webhook target is down", async () => {
    const receiver = await startWebhookReceiver(() => 503);
    const database = await engine.open(await engine.freshConfig());
    const delivery = { targets: { automation_webhook: receiver.url }, signingKey: undefined };
    const data = testDataServices(database, { delivery });
    const site = await createTestApp({ data, health: { metricsToken } });
    const scrape = async () => parseMetrics(await (await site.request("/metrics", { headers: { Authorization: `Bearer ${metricsToken}` } })).text());
    try {
      const before = await scrape();
      expect(before.get("delivery_queue_oldest_pending_age_seconds")).toBe(0);
      const posted = await site.request(leadEndpoints.popup, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: testSite().origin },
        body: JSON.stringify({ email: "metrics@example.com", consent: true }),
      });
      expect(posted.status).toBe(201);
      await deliverDueJobs({ db: database.db, senders: { webhook: createWebhookSender({ config: delivery }), mail: async () => undefined }, log: silentLog });
      expect(receiver.received.length).toBe(1);

      const first = await scrape();
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      const second = await scrape();
      expect(first.get('delivery_queue_pending_jobs{kind="webhook"}')).toBe(1);
      expect(second.get("delivery_queue_oldest_pending_age_seconds")!).toBeGreaterThan(first.get("delivery_queue_oldest_pending_age_seconds")! + 1);
      const increase = (name: string) => (first.get(name) ?? 0) - (before.get(name) ?? 0);
      expect(increase('leads_stored_total{kind="popup",spam="false"}')).toBe(1);
      expect(increase('deliveries_failed_total{target="automation_webhook",final="false"}')).toBe(1);
    } finally {
      await site.close();
      await receiver.close();
    }
  });
});

/** Prometheus's text format as `name{labels}` → value. */
function parseMetrics(text: string): Map<string, number> {
  const values = new Map<string, number>();
  for (const line of text.split("\n")) {
    if (line.startsWith("#") || line.trim() === "") continue;
    const split = line.lastIndexOf(" ");
    values.set(line.slice(0, split), Number(line.slice(split + 1)));
  }
  return values;
}
