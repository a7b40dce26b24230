import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testEngines } from "../../tests/support/databases.ts";
import { rateLimits } from "../db/schema.ts";
import { mayMailVisitors, visitorMailsPerRecipient } from "./visitor-mail-limit.ts";

const engines = testEngines();

describe.each(engines)("confirmations per recipient on $name", (engine) => {
  const address = () => `kund-${randomUUID().slice(0, 8)}@example.se`;

  it("allows the first three to one address in a batch, in order, and not the rest, whatever the letter case", async () => {
    const { db } = await engine.shared();
    const anna = address();
    const omar = address();
    const batch = [anna, omar, anna.toUpperCase(), anna, ` ${anna}`, omar];
    expect(await mayMailVisitors(db, batch)).toEqual([true, true, true, true, false, true]);
  });

  it("counts one mailbox once, however its address is written: +tags, letter case, Gmail's dots and googlemail.com", async () => {
    const { db } = await engine.shared();
    const id = randomUUID().slice(0, 8);
    const victim = `offer-${id}@example.se`;
    const tagged = Array.from({ length: 6 }, (_, index) => `offer-${id}+${index + 1}@example.se`);
    expect(await mayMailVisitors(db, tagged)).toEqual([true, true, true, false, false, false]);
    expect(await mayMailVisitors(db, [victim, victim.toUpperCase()])).toEqual([false, false]);

    const gmail = [`anna.${id}@gmail.com`, `a.n.n.a${id}+nyhet@gmail.com`, `ANNA${id}@googlemail.com`, `anna${id}@gmail.com`];
    expect(await mayMailVisitors(db, gmail)).toEqual([true, true, true, false]);
  });

  it("keeps dots apart outside Gmail, where they name other mailboxes", async () => {
    const { db } = await engine.shared();
    const id = randomUUID().slice(0, 8);
    const addresses = [`a.b${id}@example.se`, `ab${id}@example.se`, `a.b${id}@example.se`, `a.b${id}@example.se`, `ab${id}@example.se`];
    expect(await mayMailVisitors(db, addresses)).toEqual([true, true, true, true, true]);
    expect(await mayMailVisitors(db, [`a.b${id}@example.se`, `ab${id}@example.se`])).toEqual([false, true]);
  });

  it("keeps counting across batches and transactions", async () => {
    const { db } = await engine.shared();
    const lina = address();
    expect(await mayMailVisitors(db, [lina, lina])).toEqual([true, true]);
    expect(await db.transaction((tx) => mayMailVisitors(tx, [lina, lina]))).toEqual([true, false]);
    expect(await mayMailVisitors(db, [lina])).toEqual([false]);
  });

  it("counts nothing for a transaction that rolls back", async () => {
    const { db } = await engine.shared();
    const kim = address();
    await expect(
      db.transaction(async (tx) => {
        await mayMailVisitors(tx, [kim, kim, kim]);
        throw new Error("the lead could not be stored");
      }),
    ).rejects.toThrow("the lead could not be stored");
    expect(await mayMailVisitors(db, [kim, kim, kim, kim])).toEqual([true, true, true, false]);
  });

  it("starts a new count once the day's window has passed", async () => {
    const { db } = await engine.shared();
    const eva = address();
    expect(await mayMailVisitors(db, [eva, eva, eva, eva])).toEqual([true, true, true, false]);
    await db.execute(sql`update ${rateLimits} set expire = now() - interval '1 second' where key like ${`%${eva}`}`);
    expect(await mayMailVisitors(db, [eva, eva, eva, eva])).toEqual([true, true, true, false]);
    const [row] = await db.execute<{ hours: number }>(
      sql`select round(extract(epoch from expire - now()) / 3600) as hours from ${rateLimits} where key like ${`%${eva}`}`,
    ).then((result) => (result as unknown as { rows: { hours: number }[] }).rows);
    expect(Number(row?.hours)).toBe(visitorMailsPerRecipient.hours);
  });

  it("answers an empty batch without a statement", async () => {
    const { db } = await engine.shared();
    expect(await mayMailVisitors(db, [])).toEqual([]);
  });
});
