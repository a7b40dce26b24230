import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Log } from "../db/log.ts";
import { startDailyJob } from "./daily-job.ts";

function capturingLog() {
  const lines: { level: string; details: object; message: string }[] = [];
  const log: Log = {
    info: (details, message) => lines.push({ level: "info", details, message }),
    warn: (details, message) => lines.push({ level: "warn", details, message }),
    error: (details, message) => lines.push({ level: "error", details, message }),
  };
  return { log, lines };
}

const day = 24 * 60 * 60 * 1000;

describe("startDailyJob", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs the task a minute after start and then daily, logging a failed run and trying again the next day", async () => {
    const { log, lines } = capturingLog();
    let runs = 0;
    const job = startDailyJob(
      "Lead retention",
      async () => {
        runs += 1;
        if (runs === 1) throw new Error("database unavailable");
        return { leads: 3 };
      },
      { log },
    );
    await vi.advanceTimersByTimeAsync(59_000);
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(day);
    expect(runs).toBe(2);

    expect(lines[0]).toMatchObject({ level: "error", message: "Lead retention: failed; trying again in a day" });
    expect(lines[1]).toMatchObject({ level: "info", details: { result: { leads: 3 } } });

    await job.stop();
    await vi.advanceTimersByTimeAsync(3 * day);
    expect(runs).toBe(2);
  });

  it("waits for a run in progress when stopped", async () => {
    const { log } = capturingLog();
    let finish!: () => void;
    let finished = false;
    const job = startDailyJob("Slow job", () => new Promise<void>((resolve) => (finish = () => { finished = true; resolve(); })), { log, firstRunAfterMs: 10 });
    await vi.advanceTimersByTimeAsync(10);
    const stopped = job.stop();
    let stopSettled = false;
    void stopped.then(() => (stopSettled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopSettled).toBe(false);
    finish();
    await stopped;
    expect(finished).toBe(true);
  });
});
