import type { Log } from "../db/log.ts";

export interface DailyJob {
  /** Cancels the coming runs and waits for one in progress. */
  stop(): Promise<void>;
}

const day = 24 * 60 * 60 * 1000;

/**
 * Runs `task` shortly after start and then once a day. The timers never keep the process
 * alive, and a failed run is logged and tried again the next day.
 */
export function startDailyJob(name: string, task: () => Promise<unknown>, { log, firstRunAfterMs = 60_000, intervalMs = day }: {
  log: Log;
  firstRunAfterMs?: number;
  intervalMs?: number;
}): DailyJob {
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout;

  const run = () => {
    running = (async () => {
      try {
        const result = await task();
        log.info({ job: name, result }, `${name}: done`);
      } catch (error) {
        log.error({ job: name, err: error }, `${name}: failed; trying again in a day`);
      }
    })();
    timer = setTimeout(run, intervalMs).unref();
  };
  timer = setTimeout(run, firstRunAfterMs).unref();

  return {
    async stop() {
      clearTimeout(timer);
      await running;
    },
  };
}
