import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consentEndpoint } from "../../contracts/consent.ts";
import { testEngines } from "../../tests/support/databases.ts";
import type { Database } from "../db/database.ts";
import { consentDecisions } from "../db/schema.ts";
import { createTestApp, type TestApp } from "../testing/create-test-app.ts";
import { testDataServices } from "../testing/data-services.ts";
import { consentRateWindows } from "./routes.ts";

const engines = testEngines();

let addresses = 0;
/** An address of its own per test, so rate limits never leak between tests. */
function newAddress() {
  addresses += 1;
  return `203.0.113.${addresses}`;
}

describe.each(engines)("POST /api/consent on $name", (engine) => {
  let database: Database;
  let site: TestApp;

  beforeAll(async () => {
    database = await engine.shared();
    site = await createTestApp({ data: testDataServices(database) });
  });
  afterAll(() => site.close());

  const post = (body: unknown, address = newAddress()) =>
    site.request(consentEndpoint, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }, { remoteAddress: address });

  const rowsFor = (consentId: string) => database.db.select().from(consentDecisions).where(eq(consentDecisions.consentId, consentId));

  it("logs each decision with the consent id, revision, categories and time, and nothing that names the visitor", async () => {
    const consentId = crypto.randomUUID();
    const before = Date.now();
    const first = await post({ consentId, revision: 1, categories: ["necessary", "targeted"], action: "first_choice" });
    expect(first.status).toBe(201);
    expect(first.headers.get("Cache-Control")).toBe("no-store");
    expect(await post({ consentId, revision: 1, categories: ["necessary"], action: "withdrawal" })).toHaveProperty("status", 201);

    const rows = await rowsFor(consentId);
    expect(rows.map(({ action, categories, revision }) => ({ action, categories, revision })).sort((a, b) => a.action.localeCompare(b.action))).toEqual([
      { action: "first_choice", categories: ["necessary", "targeted"], revision: 1 },
      { action: "withdrawal", categories: ["necessary"], revision: 1 },
    ]);
    expect(rows[0]!.createdAt.getTime()).toBeGreaterThan(before - 5000);
    // The table has no column that could hold an address or an email.
    const columns = (await database.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'consent_decisions' order by column_name`,
    )) as unknown as { rows: { column_name: string }[] };
    expect(columns.rows.map((row) => row.column_name)).toEqual(["action", "categories", "consent_id", "created_at", "id", "revision"]);
  });

  it("refuses a decision that is not one the banner can make", async () => {
    const consentId = crypto.randomUUID();
    const refused = [
      { consentId: "not-a-uuid", revision: 1, categories: ["necessary"], action: "change" },
      { consentId, revision: 1, categories: ["targeted"], action: "change" },
      { consentId, revision: 1, categories: ["necessary", "advertising"], action: "change" },
      { consentId, revision: 1, categories: ["necessary", "necessary"], action: "change" },
      { consentId, revision: -1, categories: ["necessary"], action: "change" },
      { consentId, revision: 1, categories: ["necessary"], action: "forget" },
    ];
    for (const body of refused) expect((await post(body)).status, JSON.stringify(body)).toBe(422);
    expect(await rowsFor(consentId)).toEqual([]);
  });

  it("limits how many decisions one address can log", async () => {
    const address = newAddress();
    const { points } = consentRateWindows[0]!;
    const body = { consentId: crypto.randomUUID(), revision: 1, categories: ["necessary"], action: "change" };
    for (let sent = 0; sent < points; sent++) expect((await post(body, address)).status).toBe(201);
    const limited = await post(body, address);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await rowsFor(body.consentId)).toHaveLength(points);
  });
});
