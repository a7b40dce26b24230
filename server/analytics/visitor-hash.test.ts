import { describe, expect, it } from "vitest";
import { testEngines } from "../../tests/support/databases.ts";
import { analyticsSalts } from "../db/schema.ts";
import { createVisitorHasher, visitorHash } from "./visitor-hash.ts";

const browser = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";

describe.each(testEngines())("the day's salt on $name", (engine) => {
  it("is only read for a lead: none before the day's first event, then the one the event made, on this server or another", { timeout: 60_000 }, async () => {
    const database = await engine.open(await engine.freshConfig());
    const day = "2026-11-27";
    const leadServer = createVisitorHasher(database.db);
    expect(await leadServer.existingSalt(day)).toBeUndefined();
    expect(await database.db.select().from(analyticsSalts)).toEqual([]);

    const eventServer = createVisitorHasher(database.db);
    const hash = await eventServer.hash(day, "203.0.113.9", browser);
    const salt = await leadServer.existingSalt(day);
    expect(salt).toBeDefined();
    expect(visitorHash(salt!, "203.0.113.9", browser)).toBe(hash);
    expect(await eventServer.existingSalt(day)).toBe(salt);
    expect(await leadServer.hash(day, "203.0.113.9", browser)).toBe(hash);
    await database.close();
  });
});
