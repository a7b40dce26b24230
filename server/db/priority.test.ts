import { describe, expect, it } from "vitest";
import { createPriority } from "./priority.ts";

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe("database priority", () => {
  it("runs background work at once when no foreground work is under way", async () => {
    const priority = createPriority();
    expect(await priority.background(async () => "claimed")).toBe("claimed");
  });

  it("lets background work wait until every foreground write has finished", async () => {
    const priority = createPriority({ deferMs: 60_000, quiet: 0 });
    const order: string[] = [];
    const first = deferred();
    const second = deferred();
    const writes = [
      priority.foreground(async () => {
        await first.promise;
        order.push("lead 1");
      }),
      priority.foreground(async () => {
        await second.promise;
        order.push("lead 2");
      }),
    ];
    const claim = priority.background(async () => order.push("claim"));
    first.resolve();
    await writes[0];
    second.resolve();
    await Promise.all([...writes, claim]);
    expect(order).toEqual(["lead 1", "lead 2", "claim"]);
  });

  it("runs background work after its longest wait even while foreground work never ends", async () => {
    const priority = createPriority({ deferMs: 10, quiet: 0 });
    void priority.foreground(() => new Promise(() => undefined));
    expect(await priority.background(async () => "delivered anyway")).toBe("delivered anyway");
  });

  it("passes a foreground failure on to its caller and still frees the background", async () => {
    const priority = createPriority({ deferMs: 60_000, quiet: 0 });
    const failing = priority.foreground(async () => {
      throw new Error("the lead could not be stored");
    });
    const claim = priority.background(async () => "claimed");
    await expect(failing).rejects.toThrow("the lead could not be stored");
    expect(await claim).toBe("claimed");
  });
});

describe("database priority between requests", () => {
  it("lets background work wait for a pause in foreground work, not only for the current write to end", async () => {
    const priority = createPriority({ deferMs: 60_000, quiet: 30 });
    const order: string[] = [];
    await priority.foreground(async () => order.push("lead 1"));
    const claim = priority.background(async () => order.push("claim"));
    // The next request arrives before the pause is long enough.
    await priority.foreground(async () => order.push("lead 2"));
    await claim;
    expect(order).toEqual(["lead 1", "lead 2", "claim"]);
  });
});
