import { describe, expect, it } from "vitest";
import { groupCommit } from "./group-commit.ts";

/** A commit that records each batch it is given and doubles its items, failing on a negative one. */
function recorder() {
  const batches: number[][] = [];
  let release: (() => void) | undefined;
  let holding = false;
  const commit = async (items: readonly number[]) => {
    batches.push([...items]);
    if (holding) await new Promise<void>((resume) => (release = resume));
    if (items.some((item) => item < 0)) throw new Error(`cannot store ${items.join(", ")}`);
    return items.map((item) => item * 2);
  };
  return {
    batches,
    commit,
    hold: () => (holding = true),
    release: () => {
      holding = false;
      release?.();
    },
  };
}

describe("group commit", () => {
  it("commits a lone item on its own and answers its caller", async () => {
    const { batches, commit } = recorder();
    const write = groupCommit(commit, { maxBatch: 10 });
    expect(await write(4)).toBe(8);
    expect(batches).toEqual([[4]]);
  });

  it("lets the items that arrive in the same turn of the event loop share one commit", async () => {
    const { batches, commit } = recorder();
    const write = groupCommit(commit, { maxBatch: 10 });
    expect(await Promise.all([write(1), write(2), write(3)])).toEqual([2, 4, 6]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it("puts what arrives during a commit into the next one together, at most maxBatch at a time", async () => {
    const { batches, commit, hold, release } = recorder();
    const write = groupCommit(commit, { maxBatch: 3 });
    hold();
    const first = write(1);
    await new Promise((resume) => setImmediate(resume));
    expect(batches).toEqual([[1]]);
    const later = [2, 3, 4, 5, 6].map((item) => write(item));
    release();
    expect(await Promise.all([first, ...later])).toEqual([2, 4, 6, 8, 10, 12]);
    expect(batches).toEqual([[1], [2, 3, 4], [5, 6]]);
  });

  it("fails only the caller whose item cannot be stored: the batch is retried item by item", async () => {
    const { batches, commit } = recorder();
    const write = groupCommit(commit, { maxBatch: 10 });
    const results = await Promise.allSettled([write(1), write(-1), write(3)]);
    expect(results.map((result) => (result.status === "fulfilled" ? result.value : "failed"))).toEqual([2, "failed", 6]);
    expect(batches).toEqual([[1, -1, 3], [1], [-1], [3]]);
  });
});
