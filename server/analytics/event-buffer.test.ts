import { describe, expect, it } from "vitest";
import type { Db } from "../db/database.ts";
import type { Priority } from "../db/priority.ts";
import type { AnalyticsEventInsert } from "./event-buffer.ts";
import { createEventBuffer } from "./event-buffer.ts";

const pageview = (visitor: string): AnalyticsEventInsert => ({ day: "2026-11-27", device: "desktop", path: "/", visitor, name: "pageview" });

describe("the analytics events waiting to be written", () => {
  it("still answers for a batch while its insert runs, so a lead in that moment finds its visit", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const writing = new Promise<void>((resolve) => (started = resolve));
    // The insert waits at the gate: the batch has left the queue and is not in the table yet.
    const priority: Priority = {
      foreground: (work) => work(),
      background: async () => {
        started();
        await gate;
        throw new Error("the database is away");
      },
    };
    const errors: string[] = [];
    const log = { info: () => {}, warn: () => {}, error: (_details: object, message: string) => void errors.push(message) };
    const buffer = createEventBuffer({} as Db, log, { maxBatch: 2, priority });

    buffer.add(pageview("a"));
    buffer.add(pageview("b"));
    await writing;
    buffer.add(pageview("c"));
    expect(buffer.waiting((event) => event.name === "pageview").map((event) => event.visitor)).toEqual(["a", "b", "c"]);

    release();
    await buffer.flush();
    expect(errors[0]).toBe("Analytics events could not be written; dropped");
    expect(buffer.waiting(() => true)).toEqual([]);
  });
});
