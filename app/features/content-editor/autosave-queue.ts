/*
 * When the editor saves a draft: a moment after typing stops (the debounce), at once when a
 * field loses focus, and never two saves at a time. An edit made while a save is on its
 * way is saved after it, so the last thing typed is always what ends up stored; an edit is
 * only "saved" once the server has confirmed that very value. Pure: the clock and the save
 * are given, so the rules are tested without React or a browser.
 */

export type AutosaveState<Failure> =
  | { phase: "idle" }
  /** Edits wait for the debounce. */
  | { phase: "pending" }
  | { phase: "saving" }
  | { phase: "saved"; at: Date }
  | { phase: "failed"; failure: Failure };

export type SaveOutcome<Failure> = { ok: true } | { ok: false; failure: Failure };

export interface Timers {
  set: (run: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
}

export interface AutosaveOptions<Value, Failure> {
  delayMs: number;
  save: (value: Value) => Promise<SaveOutcome<Failure>>;
  onState: (state: AutosaveState<Failure>) => void;
  /** The value the server confirmed; the caller can now forget its copy of it. */
  onSaved?: (value: Value) => void;
  timers?: Timers;
  now?: () => Date;
}

export interface AutosaveQueue<Value> {
  /** A new value to save: waits for the debounce. */
  edit: (value: Value) => void;
  /** Saves what waits now (a field lost focus, a retry); nothing when all is saved. */
  flush: () => void;
  /** Whether an edit is not yet confirmed by the server. */
  hasUnsaved: () => boolean;
  /** Forgets what waits and stops the timer (the draft was thrown away, the page left). */
  dispose: () => void;
}

const browserTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createAutosaveQueue<Value, Failure>(options: AutosaveOptions<Value, Failure>): AutosaveQueue<Value> {
  const timers = options.timers ?? browserTimers;
  const now = options.now ?? (() => new Date());
  let latest: { value: Value } | null = null;
  let unsaved = false;
  let saving = false;
  let timer: unknown = null;
  let disposed = false;

  function stopTimer() {
    if (timer !== null) timers.clear(timer);
    timer = null;
  }

  function start() {
    stopTimer();
    if (disposed || saving || !unsaved || !latest) return;
    const sent = latest;
    saving = true;
    options.onState({ phase: "saving" });
    void options.save(sent.value).then(
      (outcome) => finish(sent, outcome),
      (error: unknown) => finish(sent, { ok: false, failure: error as Failure }),
    );
  }

  function finish(sent: { value: Value }, outcome: SaveOutcome<Failure>) {
    saving = false;
    if (disposed) return;
    const newer = latest !== sent;
    if (!outcome.ok) {
      options.onState({ phase: "failed", failure: outcome.failure });
      // A newer edit gets its own try when its debounce ends.
      return;
    }
    if (!newer) {
      unsaved = false;
      options.onSaved?.(sent.value);
      options.onState({ phase: "saved", at: now() });
      return;
    }
    // Typed while the save was on its way: save that too, after its debounce if it still waits.
    if (timer === null) start();
    else options.onState({ phase: "pending" });
  }

  return {
    edit(value) {
      if (disposed) return;
      latest = { value };
      unsaved = true;
      stopTimer();
      timer = timers.set(() => {
        timer = null;
        start();
      }, options.delayMs);
      if (!saving) options.onState({ phase: "pending" });
    },
    flush() {
      if (saving) {
        stopTimer();
        return;
      }
      start();
    },
    hasUnsaved: () => unsaved,
    dispose() {
      disposed = true;
      stopTimer();
      latest = null;
      unsaved = false;
    },
  };
}
