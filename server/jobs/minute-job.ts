import type { Log } from "../db/log.ts";
import type { DailyJob } from "./daily-job.ts";

/**
 * Runs `task` every `intervalMs` (a minute by default), the next run timed from the end of
 * the last, so runs never overlap. A run is logged only when it did something (the task
 * returns what, or undefined for nothing) or failed; a failed run is tried again at the
 * next interval. The timers never keep the process alive.
 */
export function startMinuteJob(name: string, task: () => Promise<object | undefined>, { log, intervalMs = 60_000 }: { log: Log; intervalMs?: number }): DailyJob {
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const run = () => {
    running = (async () => {
      try {
        const result = await task();
        if (result) log.info({ job: name, result }, `${name}: done`);
      } catch (error) {
        log.error({ job: name, err: error }, `${name}: failed; trying again shortly`);
      }
    })();
    void running.then(() => {
      if (!stopped) timer = setTimeout(run, intervalMs).unref();
    });
  };
  timer = setTimeout(run, intervalMs).unref();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
