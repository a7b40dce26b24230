import { randomUUID } from "node:crypto";
import { like } from "drizzle-orm";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { testEngines } from "../../tests/support/databases.ts";
import type { AppEnv } from "./app-env.ts";
import { rateLimits } from "../db/schema.ts";
import { errorMessages } from "./error-messages.ts";
import { createRateLimitMemory, deleteExpiredRateLimits, rateLimit, type RateLimitDatabase, rateLimiter } from "./rate-limit.ts";

const engines = testEngines();

/** A limit name of its own per test, so tests sharing a database never count for each other. */
const newName = () => `test-${randomUUID().slice(0, 8)}`;

/** An app with one limited endpoint, answering requests as if from `address` (the socket's). */
function limitedApp(database: RateLimitDatabase, name: string, windows: { points: number; seconds: number }[]) {
  const app = new Hono<AppEnv>().post("/", rateLimit({ database, name, windows, trustProxy: 0 }), (c) => c.json({ ok: true }, 201));
  return (address: string) =>
    app.request("/", { method: "POST" }, { incoming: { socket: { remoteAddress: address, remotePort: 52000, remoteFamily: "IPv4" } } });
}

describe.each(engines)("rate limits on $name", (engine) => {
  it("deletes the counts whose window has ended and keeps the running ones", async () => {
    const { db } = await engine.shared();
    const prefix = `cleanup-${randomUUID()}`;
    await db.insert(rateLimits).values([
      { key: `${prefix}:ended`, points: 3, expire: new Date(Date.now() - 60_000) },
      { key: `${prefix}:running`, points: 1, expire: new Date(Date.now() + 60 * 60_000) },
    ]);
    expect(await deleteExpiredRateLimits(db)).toBeGreaterThanOrEqual(1);
    const left = await db.select({ key: rateLimits.key }).from(rateLimits).where(like(rateLimits.key, `${prefix}:%`));
    expect(left.map((row) => row.key)).toEqual([`${prefix}:running`]);
  });

  it("allows a key what every window allows, refuses beyond the fullest one, and says how long to wait", async () => {
    const database = await engine.shared();
    const limit = rateLimiter(database, { name: newName(), windows: [{ points: 3, seconds: 60 }, { points: 5, seconds: 3600 }] });
    const outcomes = [];
    for (let n = 0; n < 4; n += 1) outcomes.push(await limit.consume("10.0.0.1"));
    expect(outcomes.map((outcome) => outcome.allowed)).toEqual([true, true, true, false]);
    expect(outcomes.map((outcome) => outcome.remaining)).toEqual([2, 1, 0, 0]);
    expect(outcomes.map((outcome) => outcome.consumed)).toEqual([1, 2, 3, 4]);
    expect(outcomes[3]!.retryAfterSeconds).toBeGreaterThan(50);
    expect(outcomes[3]!.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await limit.consume("10.0.0.2")).allowed).toBe(true);

    // A penalty fills the hour too: the longer wait decides.
    await limit.penalty("10.0.0.3", 5);
    const punished = await limit.consume("10.0.0.3");
    expect(punished.allowed).toBe(false);
    expect(punished.retryAfterSeconds).toBeGreaterThan(59 * 60);
  });

  it("gives points back on reward and forgets a key on reset", async () => {
    const database = await engine.shared();
    const limit = rateLimiter(database, { name: newName(), windows: [{ points: 2, seconds: 60 }] });
    await limit.consume("lina@example.se");
    await limit.consume("lina@example.se");
    await limit.reward("lina@example.se");
    expect((await limit.consume("lina@example.se")).allowed).toBe(true);
    expect((await limit.consume("lina@example.se")).allowed).toBe(false);
    await limit.reset("lina@example.se");
    expect(await limit.consume("lina@example.se")).toMatchObject({ allowed: true, remaining: 1 });
  });

  it("answers a request over the limit 429 with Retry-After and the Swedish message, per client address", async () => {
    const database = await engine.shared();
    const send = limitedApp(database, newName(), [{ points: 2, seconds: 60 }]);
    expect((await send("10.1.0.1")).status).toBe(201);
    expect((await send("10.1.0.1")).status).toBe(201);
    const refused = await send("10.1.0.1");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(await refused.json()).toEqual({ error: errorMessages.rateLimited });
    expect((await send("10.1.0.2")).status).toBe(201);
  });

  it("shares counts between two apps on one database and its counters", async () => {
    // On PGlite one process holds the database, so its apps share the process's counters.
    const database = { ...(await engine.shared()), memory: createRateLimitMemory() };
    const name = newName();
    const first = limitedApp(database, name, [{ points: 2, seconds: 60 }]);
    const second = limitedApp(database, name, [{ points: 2, seconds: 60 }]);
    expect((await first("10.2.0.1")).status).toBe(201);
    expect((await second("10.2.0.1")).status).toBe(201);
    expect((await first("10.2.0.1")).status).toBe(429);
    expect((await second("10.2.0.1")).status).toBe(429);
  });
});

describe("rate limits on PostgreSQL with two instances", () => {
  const postgres = engines.find((engine) => engine.name === "PostgreSQL")!;

  it("count in the database, so two servers with pools of their own share every window", async () => {
    const config = await postgres.freshConfig();
    const [one, two] = [await postgres.open(config), await postgres.open(config)];
    const name = newName();
    const windows = [{ points: 2, seconds: 60 }, { points: 3, seconds: 3600 }];
    const onOne = limitedApp(one, name, windows);
    const onTwo = limitedApp(two, name, windows);

    expect((await onOne("10.3.0.1")).status).toBe(201);
    expect((await onTwo("10.3.0.1")).status).toBe(201);
    expect((await onTwo("10.3.0.1")).status).toBe(429);
    expect((await onOne("10.3.0.1")).status).toBe(429);

    const rows = await one.db.select().from(rateLimits).where(like(rateLimits.key, `${name}:%`));
    expect(rows.map((row) => [row.key, row.points]).sort()).toEqual([
      [`${name}:3600s:10.3.0.1`, 4],
      [`${name}:60s:10.3.0.1`, 4],
    ]);
  });
});
