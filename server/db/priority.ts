import type { Db } from "./database.ts";

/**
 * Who goes first on a database: writes a visitor waits for (a lead's commit) run at once,
 * background work (the delivery worker's claims and records) waits until none is queued
 * or running, for at most `maxDeferMs`, so it fills the gaps between requests instead of
 * making a request wait behind it. On embedded PGlite every statement takes its turn on
 * the one connection, which is what makes this matter.
 */
export interface Priority {
  foreground<T>(work: () => Promise<T>): Promise<T>;
  background<T>(work: () => Promise<T>): Promise<T>;
}

/** Long enough to let a burst of requests pass, short enough that deliveries never stall. */
export const maxDeferMs = 1_000;

export function createPriority({ deferMs = maxDeferMs }: { deferMs?: number } = {}): Priority {
  let active = 0;
  let idle: { promise: Promise<void>; resolve(): void } | undefined;

  const whenIdle = () => {
    if (!idle) {
      let resolve!: () => void;
      const promise = new Promise<void>((done) => {
        resolve = done;
      });
      idle = { promise, resolve };
    }
    return idle.promise;
  };

  return {
    async foreground(work) {
      active += 1;
      try {
        return await work();
      } finally {
        active -= 1;
        if (active === 0 && idle) {
          const waiting = idle;
          idle = undefined;
          waiting.resolve();
        }
      }
    },
    async background(work) {
      if (active > 0) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          whenIdle(),
          new Promise<void>((resume) => {
            timer = setTimeout(resume, deferMs);
            timer.unref();
          }),
        ]);
        clearTimeout(timer);
      }
      return work();
    },
  };
}

const priorities = new WeakMap<Db, Priority>();

/** The one priority per database in this process, shared by everything that uses it. */
export function priorityFor(db: Db): Priority {
  let priority = priorities.get(db);
  if (!priority) {
    priority = createPriority();
    priorities.set(db, priority);
  }
  return priority;
}
