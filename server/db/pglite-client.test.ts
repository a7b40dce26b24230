import { types } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempFolder } from "../../tests/support/databases.ts";
import { drizzleParsers, openPgliteClient } from "./pglite-client.ts";

describe("the PGlite client drizzle reads through", () => {
  let folder: Awaited<ReturnType<typeof tempFolder>>;
  let client: Awaited<ReturnType<typeof openPgliteClient>>;
  beforeAll(async () => {
    folder = await tempFolder("pglite-client-");
    client = await openPgliteClient(folder.path);
  }, 120_000);
  afterAll(async () => {
    await client?.close();
    await folder?.remove();
  });

  const moment = "select '2025-03-14 09:05:00+00'::timestamptz as at, '2025-03-14'::date as day, 7::int as n";

  it("hands dates and times over as text, as drizzle's column types expect, with or without drizzle's parsers on the query", async () => {
    const expected = { at: "2025-03-14 09:05:00+00", day: "2025-03-14", n: 7 };
    expect((await client.query(moment)).rows).toEqual([expected]);
    expect((await client.query(moment, [], { rowMode: "object", parsers: drizzleParsers })).rows).toEqual([expected]);
    const inTransaction = await client.transaction((tx) => tx.query(moment, [], { parsers: drizzleParsers }));
    expect(inTransaction.rows).toEqual([expected]);
  });

  it("still applies a query's own parsers when they are not drizzle's, in a transaction too", async () => {
    const parsers = { [types.INT4]: (value: string) => `nummer ${value}` };
    expect((await client.query(moment, [], { parsers })).rows[0]).toMatchObject({ n: "nummer 7" });
    const inTransaction = await client.transaction((tx) => tx.query(moment, [], { parsers }));
    expect(inTransaction.rows[0]).toMatchObject({ n: "nummer 7" });
  });

  it("keeps the transaction's own state: closed once it has committed", async () => {
    let seen: { closed: boolean } | undefined;
    await client.transaction(async (tx) => {
      seen = tx;
      expect(tx.closed).toBe(false);
    });
    expect(seen?.closed).toBe(true);
  });
});
