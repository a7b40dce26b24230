const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;

/**
 * The wait after each failed attempt, as Standard Webhooks senders (Svix) retry: the first
 * attempt is immediate, then 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h, about a day in all.
 */
export const retryDelaysMs = [5 * second, 5 * minute, 30 * minute, 2 * hour, 5 * hour, 10 * hour, 10 * hour] as const;

/** The first attempt and one per retry; after the last the job is dead. */
export const maxAttempts = retryDelaysMs.length + 1;

/** ±10 %, so jobs that failed together (a receiver was down) do not all return at once. */
const jitter = 0.1;

/**
 * How long to wait after a job's `failedAttempts`-th failed attempt, or undefined when no
 * attempt is left. `random` returns a number in [0, 1), as Math.random does.
 */
export function retryDelay(failedAttempts: number, random: () => number = Math.random): number | undefined {
  const base = retryDelaysMs[failedAttempts - 1];
  if (base === undefined) return undefined;
  return Math.round(base * (1 + (random() * 2 - 1) * jitter));
}
