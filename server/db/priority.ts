/**
 * Who goes first on a database: writes a visitor waits for (a lead's commit) run at once,
 * background work (the delivery worker's claims and records) waits until none has run for
 * `quietMs`, for at most `maxDeferMs`, so it fills the gaps between requests instead of
 * making a request wait behind it. On embedded PGlite every statement takes its turn on
 * the one connection, which is what makes this matter.
 */
export interface Priority {
  foreground<T>(work: () => Promise<T>): Promise<T>;
  background<T>(work: () => Promise<T>): Promise<T>;
}

/** Long enough to let a burst of requests pass, short enough that deliveries never stall. */
export const maxDeferMs = 1_000;

/** How long no foreground work must have run before background work starts. */
export const quietMs = 100;

/** One per server and database, made where the server is composed (server/data-services.ts) and handed to whatever writes. */
export function createPriority({ deferMs = maxDeferMs, quiet = quietMs }: { deferMs?: number; quiet?: number } = {}): Priority {
  let active = 0;
  let lastEnded = Number.NEGATIVE_INFINITY;
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

  const sleep = (ms: number) =>
    new Promise<void>((resume) => {
      setTimeout(resume, ms).unref();
    });

  return {
    async foreground(work) {
      active += 1;
      try {
        return await work();
      } finally {
        active -= 1;
        lastEnded = performance.now();
        if (active === 0 && idle) {
          const waiting = idle;
          idle = undefined;
          waiting.resolve();
        }
      }
    },
    async background(work) {
      const deadline = performance.now() + deferMs;
      // Requests come one after another: wait for a pause in them, not only for the current one to end.
      for (;;) {
        const now = performance.now();
        if (now >= deadline) break;
        if (active > 0) await Promise.race([whenIdle(), sleep(deadline - now)]);
        else if (now - lastEnded < quiet) await sleep(Math.min(quiet - (now - lastEnded), deadline - now));
        else break;
      }
      return work();
    },
  };
}
