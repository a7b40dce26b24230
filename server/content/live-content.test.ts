import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testEngines } from "../../tests/support/databases.ts";
import type { Database } from "../db/database.ts";
import { createLogger } from "../logger.ts";
import { insertRevision } from "./content-store.ts";
import { findDocument } from "./documents.ts";
import { type LiveContentChange, publishedEdits, startLiveContent } from "./live-content.ts";

const pglite = testEngines().find((engine) => engine.name === "PGlite")!;
const log = createLogger({ level: "info", destination: { write: () => {} } });

function pageWithHeading(heading: string) {
  const data = structuredClone(findDocument("tjanster-paket-page")!.data) as { page: { heading: string } };
  data.page.heading = heading;
  return data;
}

describe("the published content an instance follows", () => {
  let database: Database;
  beforeAll(async () => {
    database = await pglite.open(await pglite.freshConfig());
  }, 60_000);
  afterAll(() => database.close());

  it("applies what is live at start, and renders a scheduled publish ahead of its time without showing it", async () => {
    await insertRevision(database.db, { document: "tjanster-paket-page", data: pageWithHeading("Paket i dag"), action: "publish", createdBy: "anna@example.com" });
    const at = new Date(Date.now() + 60 * 60 * 1000);
    await insertRevision(database.db, { document: "tjanster-paket-page", data: pageWithHeading("Paket i morgon"), action: "publish", publishAt: at, createdBy: "anna@example.com" });

    const changes: LiveContentChange[] = [];
    let prepared!: (change: LiveContentChange) => void;
    const preparation = new Promise<LiveContentChange>((resolve) => (prepared = resolve));
    const live = await startLiveContent({
      db: database.db,
      log,
      onChange: async (change) => void changes.push(change),
      onPrepare: async (change) => prepared(change),
      // Ahead by more than the hour: the preparation starts at once.
      prepareAheadMs: 2 * 60 * 60 * 1000,
      intervalMs: 60_000,
    });
    try {
      expect(changes).toHaveLength(1);
      expect(changes[0]!.edits["tjanster-paket-page"]).toMatchObject({ page: { heading: "Paket i dag" } });
      const ahead = await preparation;
      expect(ahead.since).toEqual(at);
      expect(ahead.edits["tjanster-paket-page"]).toMatchObject({ page: { heading: "Paket i morgon" } });
      // Prepared, not published: what the instance shows is still today's.
      expect(publishedEdits()["tjanster-paket-page"]).toMatchObject({ page: { heading: "Paket i dag" } });
      expect(changes).toHaveLength(1);
    } finally {
      await live.stop();
    }
  });
});
