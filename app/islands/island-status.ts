/**
 * Counts the islands that have started but not yet hydrated, so that `data-hydrated` on
 * <html> (hydrated-marker.tsx) is set only once every island is live.
 */
let pending = 0;
const waiting: (() => void)[] = [];

export function islandStarted() {
  pending += 1;
}

export function islandHydrated() {
  pending -= 1;
  if (pending === 0) for (const then of waiting.splice(0)) then();
}

/** Runs `then` once no island is waiting for its hydration. */
export function whenIslandsHydrated(then: () => void) {
  if (pending === 0) then();
  else waiting.push(then);
}
