import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testEngines } from "../../tests/support/databases.ts";
import { createRateLimitMemory } from "../http/rate-limit.ts";
import { visitorMailLimit, visitorMailsPerRecipient } from "./visitor-mail-limit.ts";

const engines = testEngines();

describe.each(engines)("confirmations per recipient on $name", (engine) => {
  const address = () => `kund-${randomUUID().slice(0, 8)}@example.se`;
  /** The cap as the server makes it: on the database, with the process's counters beside it. */
  const limit = async () => visitorMailLimit({ ...(await engine.shared()), memory: createRateLimitMemory() });
  const allowed = async (cap: Awaited<ReturnType<typeof limit>>, addresses: string[]) => (await cap.count(addresses)).allowed;

  afterEach(() => {
    vi.useRealTimers();
  });

  it("allows the first three to one address in a batch, in order, and not the rest, whatever the letter case", async () => {
    const cap = await limit();
    const anna = address();
    const omar = address();
    const batch = [anna, omar, anna.toUpperCase(), anna, ` ${anna}`, omar];
    expect(await allowed(cap, batch)).toEqual([true, true, true, true, false, true]);
  });

  it("counts one mailbox once, however its address is written: +tags, letter case, Gmail's dots and googlemail.com", async () => {
    const cap = await limit();
    const id = randomUUID().slice(0, 8);
    const victim = `offer-${id}@example.se`;
    const tagged = Array.from({ length: 6 }, (_, index) => `offer-${id}+${index + 1}@example.se`);
    expect(await allowed(cap, tagged)).toEqual([true, true, true, false, false, false]);
    expect(await allowed(cap, [victim, victim.toUpperCase()])).toEqual([false, false]);

    const gmail = [`anna.${id}@gmail.com`, `a.n.n.a${id}+nyhet@gmail.com`, `ANNA${id}@googlemail.com`, `anna${id}@gmail.com`];
    expect(await allowed(cap, gmail)).toEqual([true, true, true, false]);
  });

  it("keeps dots apart outside Gmail, where they name other mailboxes", async () => {
    const cap = await limit();
    const id = randomUUID().slice(0, 8);
    const addresses = [`a.b${id}@example.se`, `ab${id}@example.se`, `a.b${id}@example.se`, `a.b${id}@example.se`, `ab${id}@example.se`];
    expect(await allowed(cap, addresses)).toEqual([true, true, true, true, true]);
    expect(await allowed(cap, [`a.b${id}@example.se`, `ab${id}@example.se`])).toEqual([false, true]);
  });

  it("keeps counting across batches", async () => {
    const cap = await limit();
    const lina = address();
    expect(await allowed(cap, [lina, lina])).toEqual([true, true]);
    expect(await allowed(cap, [lina, lina])).toEqual([true, false]);
    expect(await allowed(cap, [lina])).toEqual([false]);
  });

  it("counts nothing for a lead whose transaction rolled back: the counts are given back", async () => {
    const cap = await limit();
    const kim = address();
    const counted = await cap.count([kim, kim, kim]);
    expect(counted.allowed).toEqual([true, true, true]);
    await counted.undo();
    expect(await allowed(cap, [kim, kim, kim, kim])).toEqual([true, true, true, false]);
  });

  it("starts a new count once the day's window has passed", async () => {
    const cap = await limit();
    const eva = address();
    expect(await allowed(cap, [eva, eva, eva, eva])).toEqual([true, true, true, false]);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + (visitorMailsPerRecipient.hours - 1) * 3_600_000 });
    expect(await allowed(cap, [eva])).toEqual([false]);
    vi.setSystemTime(Date.now() + 3_600_000 + 1_000);
    expect(await allowed(cap, [eva, eva, eva, eva])).toEqual([true, true, true, false]);
  });

  it("answers an empty batch without counting", async () => {
    const cap = await limit();
    expect(await allowed(cap, [])).toEqual([]);
  });
});
