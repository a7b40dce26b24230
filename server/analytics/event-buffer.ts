import type { Db } from "../db/database.ts";
import type { Log } from "../db/log.ts";
import { createPriority, type Priority } from "../db/priority.ts";
import { type AnalyticsEventInsert, insertEvents } from "./insert-events.ts";

export type { AnalyticsEventInsert };

export interface EventBufferOptions {
  /** Written together once this many are waiting. */
  maxBatch?: number;
  /** Written at the latest this long after the first one waiting. */
  flushAfterMs?: number;
  /** Beyond this many waiting, events are dropped: statistics never grow the server's memory without end. */
  maxWaiting?: number;
  /** The server's one priority on this database (server/db/priority.ts); one of its own by default. */
  priority?: Priority;
}

export interface EventBuffer {
  /** Queues an event for the next write; false when the buffer is full and it was dropped. */
  add(event: AnalyticsEventInsert): boolean;
  /** Writes everything waiting now, and waits for a write under way. */
  flush(): Promise<void>;
  /** Events dropped because the buffer was full or a write failed, since start. */
  dropped(): number;
  /**
   * The events not yet in the table that `match` picks, oldest first, those being written
   * included: a lead's attribution looks here as well as in the table.
   */
  waiting(match: (event: AnalyticsEventInsert) => boolean): AnalyticsEventInsert[];
}

/**
 * Events wait in memory and are written in batches of 200, one insert at a time (insert-events.ts), at
 * background priority (server/db/priority.ts): a lead's commit always goes first, so a
 * flood of events never makes a visitor's form wait. A batch that fails is logged and
 * dropped; statistics are not worth a retry that competes with the leads.
 */
export function createEventBuffer(
  db: Db,
  log: Log,
  { maxBatch = 200, flushAfterMs = 1_000, maxWaiting = 50_000, priority = createPriority() }: EventBufferOptions = {},
): EventBuffer {
  let waiting: AnalyticsEventInsert[] = [];
  /** The batch being written: not in the table until its insert commits, so still counted as waiting. */
  let inFlight: AnalyticsEventInsert[] = [];
  let writing: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let dropped = 0;

  const writeBatches = async () => {
    while (waiting.length > 0) {
      const batch = waiting.slice(0, maxBatch);
      waiting = waiting.slice(batch.length);
      inFlight = batch;
      try {
        await priority.background(() => insertEvents(db, batch));
      } catch (error) {
        dropped += batch.length;
        log.error({ err: error, analytics: { dropped: batch.length } }, "Analytics events could not be written; dropped");
      } finally {
        inFlight = [];
      }
      // On PGlite an insert holds the event loop while it runs: requests go between batches.
      await new Promise((resume) => setImmediate(resume));
    }
  };

  const startWriting = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    writing ??= writeBatches().finally(() => {
      writing = undefined;
    });
    return writing;
  };

  return {
    add(event) {
      if (waiting.length >= maxWaiting) {
        dropped += 1;
        return false;
      }
      waiting.push(event);
      if (waiting.length >= maxBatch) void startWriting();
      else timer ??= setTimeout(startWriting, flushAfterMs).unref();
      return true;
    },
    async flush() {
      while (writing) await writing;
      if (waiting.length > 0) await startWriting();
    },
    dropped: () => dropped,
    waiting: (match) => [...inFlight, ...waiting].filter(match),
  };
}
