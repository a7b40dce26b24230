export interface GroupCommitOptions {
  /** The most items one commit carries. */
  maxBatch: number;
}

/**
 * Group commit: items that arrive while a commit is under way wait for it to end and then
 * go into the next one together; each caller's promise settles once the commit carrying
 * its item has. An idle caller's item is committed at once, so batching adds no waiting;
 * under load one commit carries many items instead of each paying its own. `commit`
 * returns one result per item, in order. When a batch fails, each of its items is
 * committed on its own, so one bad item fails only its own caller.
 */
export function groupCommit<Item, Result>(
  commit: (items: readonly Item[]) => Promise<Result[]>,
  { maxBatch }: GroupCommitOptions,
): (item: Item) => Promise<Result> {
  interface Waiting {
    item: Item;
    resolve(result: Result): void;
    reject(error: unknown): void;
  }
  const waiting: Waiting[] = [];
  let committing = false;

  async function commitAlone(entry: Waiting) {
    try {
      const [result] = await commit([entry.item]);
      entry.resolve(result!);
    } catch (error) {
      entry.reject(error);
    }
  }

  async function drain() {
    committing = true;
    try {
      while (waiting.length > 0) {
        // One turn of the event loop first: requests whose bytes have already arrived get
        // to join this commit. PGlite's statements run in this thread, so nothing else
        // moves while a commit is under way.
        await new Promise((resume) => setImmediate(resume));
        const batch = waiting.splice(0, maxBatch);
        if (batch.length === 1) {
          await commitAlone(batch[0]!);
          continue;
        }
        let results: Result[];
        try {
          results = await commit(batch.map((entry) => entry.item));
        } catch {
          for (const entry of batch) await commitAlone(entry);
          continue;
        }
        batch.forEach((entry, index) => entry.resolve(results[index]!));
      }
    } finally {
      committing = false;
    }
  }

  return (item) =>
    new Promise<Result>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (!committing) void drain();
    });
}
