import { describe, expect, it } from "vitest";
import { testEngines } from "../../tests/support/databases.ts";
import { dailyTokenBudget } from "./token-budget.ts";

const engines = testEngines();

describe.each(engines)("the daily token budget on $name", (engine) => {
  it("is spent once the day's reported tokens reach it, and starts afresh the next Stockholm day", async () => {
    const { db } = await engine.open(await engine.freshConfig());
    let now = new Date("2026-05-04T21:30:00Z"); // 23:30 in Stockholm
    const budget = dailyTokenBudget(db, 1_000, () => now);
    expect(await budget.spent()).toBe(false);
    await budget.record(600);
    expect(await budget.spent()).toBe(false);
    await budget.record(400.2);
    expect(await budget.spent()).toBe(true);
    // Another instance on the same database sees the same count.
    expect(await dailyTokenBudget(db, 1_000, () => now).spent()).toBe(true);

    now = new Date("2026-05-04T22:05:00Z"); // 00:05 the next day in Stockholm
    expect(await budget.spent()).toBe(false);
    await budget.record(0);
    expect(await budget.spent()).toBe(false);
  });
});
