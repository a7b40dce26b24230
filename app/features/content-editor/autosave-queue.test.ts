import { describe, expect, it } from "vitest";
import { type AutosaveState, createAutosaveQueue, type SaveOutcome, type Timers } from "./autosave-queue.ts";

/** A clock the test moves by hand. */
function manualTimers() {
  let now = 0;
  let next = 1;
  const waiting = new Map<number, { at: number; run: () => void }>();
  const timers: Timers = {
    set: (run, ms) => {
      const id = next++;
      waiting.set(id, { at: now + ms, run });
      return id;
    },
    clear: (handle) => void waiting.delete(handle as number),
  };
  function advance(ms: number) {
    now += ms;
    for (const [id, entry] of [...waiting].sort((a, b) => a[1].at - b[1].at)) {
      if (entry.at <= now) {
        waiting.delete(id);
        entry.run();
      }
    }
  }
  return { timers, advance };
}

/** A server whose answers the test gives one by one. */
function controlledServer() {
  const calls: { value: string; answer: (outcome: SaveOutcome<string>) => Promise<void> }[] = [];
  const save = (value: string) =>
    new Promise<SaveOutcome<string>>((resolve) => {
      calls.push({ value, answer: async (outcome) => { resolve(outcome); await Promise.resolve(); await Promise.resolve(); } });
    });
  return { calls, save };
}

function setup() {
  const clock = manualTimers();
  const server = controlledServer();
  const states: AutosaveState<string>[] = [];
  const saved: string[] = [];
  const queue = createAutosaveQueue<string, string>({
    delayMs: 800,
    save: server.save,
    onState: (state) => states.push(state),
    onSaved: (value) => saved.push(value),
    timers: clock.timers,
    now: () => new Date("2026-11-27T13:32:00Z"),
  });
  return { queue, clock, server, states, saved, phase: () => states.at(-1)?.phase };
}

describe("the draft's autosave", () => {
  it("saves once, 800 ms after the last keystroke, with the last value typed", async () => {
    const { queue, clock, server, phase, saved } = setup();
    queue.edit("R");
    clock.advance(500);
    queue.edit("Ru");
    clock.advance(500);
    queue.edit("Rubrik");
    expect(server.calls).toHaveLength(0);
    expect(phase()).toBe("pending");
    clock.advance(799);
    expect(server.calls).toHaveLength(0);
    clock.advance(1);
    expect(server.calls.map((call) => call.value)).toEqual(["Rubrik"]);
    expect(phase()).toBe("saving");
    await server.calls[0]!.answer({ ok: true });
    expect(phase()).toBe("saved");
    expect(saved).toEqual(["Rubrik"]);
    expect(queue.hasUnsaved()).toBe(false);
  });

  it("saves at once when a field loses focus, and does nothing when all is saved", async () => {
    const { queue, server } = setup();
    queue.flush();
    expect(server.calls).toHaveLength(0);
    queue.edit("Ny rubrik");
    queue.flush();
    expect(server.calls.map((call) => call.value)).toEqual(["Ny rubrik"]);
    await server.calls[0]!.answer({ ok: true });
    queue.flush();
    expect(server.calls).toHaveLength(1);
  });

  it("never sends two saves at a time, and saves what was typed during a save after it", async () => {
    const { queue, clock, server, phase, saved } = setup();
    queue.edit("Första");
    queue.flush();
    queue.edit("Andra");
    clock.advance(800);
    expect(server.calls).toHaveLength(1);
    expect(queue.hasUnsaved()).toBe(true);
    await server.calls[0]!.answer({ ok: true });
    // The first answer confirms only "Första": "Andra" goes now, not reported as saved before.
    expect(saved).toEqual([]);
    expect(server.calls.map((call) => call.value)).toEqual(["Första", "Andra"]);
    await server.calls[1]!.answer({ ok: true });
    expect(saved).toEqual(["Andra"]);
    expect(phase()).toBe("saved");
  });

  it("keeps a failed edit unsaved until a retry succeeds", async () => {
    const { queue, clock, server, states, phase } = setup();
    queue.edit("Pris");
    clock.advance(800);
    await server.calls[0]!.answer({ ok: false, failure: "offline" });
    expect(states.at(-1)).toEqual({ phase: "failed", failure: "offline" });
    expect(queue.hasUnsaved()).toBe(true);
    queue.flush();
    expect(server.calls.map((call) => call.value)).toEqual(["Pris", "Pris"]);
    await server.calls[1]!.answer({ ok: true });
    expect(phase()).toBe("saved");
    expect(queue.hasUnsaved()).toBe(false);
  });

  it("forgets what waits once disposed", async () => {
    const { queue, clock, server } = setup();
    queue.edit("Slängt");
    queue.dispose();
    clock.advance(2000);
    expect(server.calls).toHaveLength(0);
    expect(queue.hasUnsaved()).toBe(false);
  });
});
