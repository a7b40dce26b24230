/**
 * Where a Lighthouse run's total blocking time comes from: the page's scripts, or the
 * browser's own work (committing the navigation, style, layout, paint).
 *
 * With simulated throttling Lighthouse does not measure TBT; it replays the trace's
 * main-thread tasks (4× slower) and network requests on a model of a slow phone, twice
 * (an optimistic and a pessimistic estimate), and counts, for each replayed task between
 * first contentful paint and time to interactive, the part beyond 50 ms. This module
 * repeats that count task by task on the same replays, so each task's share can be
 * named. Its two parts add up to Lighthouse's own TBT.
 */
import { LanternFirstContentfulPaint } from "lighthouse/core/computed/metrics/lantern-first-contentful-paint.js";
import { LanternInteractive } from "lighthouse/core/computed/metrics/lantern-interactive.js";
import { LanternTotalBlockingTime } from "lighthouse/core/computed/metrics/lantern-total-blocking-time.js";

const blockingThresholdMs = 50;

/** Trace events that run JavaScript: a task holding one is the page's scripts' doing. */
const scriptEvents = new Set([
  "EvaluateScript",
  "v8.evaluateModule",
  "FunctionCall",
  "TimerFire",
  "FireIdleCallback",
  "FireAnimationFrame",
  "v8.callFunction",
]);

interface Estimate {
  timeInMs: number;
  nodeTimings: Map<{ type: string; childEvents?: { name: string }[] }, { startTime: number; endTime: number; duration: number }>;
}
interface LanternResult {
  optimisticEstimate: Estimate;
  pessimisticEstimate: Estimate;
  timing: number;
}
type Metric = { request: (data: unknown, context: unknown) => Promise<LanternResult> };

/** Lighthouse's TBT, recomputed in two parts that add up to it. */
export interface BlockingTimeSplit {
  /** The part from tasks that ran the page's JavaScript. */
  scriptsMs: number;
  /** The part from the browser's own tasks (navigation commit, style, layout, paint). */
  browserMs: number;
}

/** The part of a replayed task that blocks: what lies between FCP and TTI, beyond 50 ms. */
function blockingPart(task: { startTime: number; endTime: number; duration: number }, fcpMs: number, ttiMs: number): number {
  if (task.duration < blockingThresholdMs || task.endTime < fcpMs || task.startTime > ttiMs) return 0;
  const clipped = Math.min(task.endTime, ttiMs) - Math.max(task.startTime, fcpMs);
  return Math.max(0, clipped - blockingThresholdMs);
}

/**
 * The split of one Lighthouse run's TBT, from the artifacts and settings Lighthouse
 * returned with it (`result.artifacts`, `result.lhr.configSettings`).
 */
export async function splitBlockingTime(artifacts: Record<string, unknown>, settings: unknown): Promise<BlockingTimeSplit> {
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    simulator: null,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    HostDPR: artifacts.HostDPR,
  };
  const context = { computedCache: new Map(), settings };
  const tbt = await (LanternTotalBlockingTime as unknown as Metric).request(data, context);
  const fcp = await (LanternFirstContentfulPaint as unknown as Metric).request(data, context);
  const tti = await (LanternInteractive as unknown as Metric).request(data, context);
  // Lighthouse's pairing: the optimistic replay is counted from the pessimistic FCP, and
  // the pessimistic replay from the optimistic FCP; the result is their mean.
  const replays = [
    { estimate: tbt.optimisticEstimate, fcpMs: fcp.pessimisticEstimate.timeInMs, ttiMs: tti.optimisticEstimate.timeInMs },
    { estimate: tbt.pessimisticEstimate, fcpMs: fcp.optimisticEstimate.timeInMs, ttiMs: tti.pessimisticEstimate.timeInMs },
  ];
  let scriptsMs = 0;
  let browserMs = 0;
  for (const { estimate, fcpMs, ttiMs } of replays) {
    for (const [node, timing] of estimate.nodeTimings) {
      if (node.type !== "cpu") continue;
      const part = blockingPart(timing, fcpMs, ttiMs) / replays.length;
      if (node.childEvents?.some((event) => scriptEvents.has(event.name))) scriptsMs += part;
      else browserMs += part;
    }
  }
  return { scriptsMs, browserMs };
}
