import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testEngines } from "../../tests/support/databases.ts";
import { runEntry, runTool } from "../testing/run-command.ts";
import type { ContentExport } from "./cli/commands.ts";
import { contentTool } from "./cli/tool.ts";
import { insertRevision, readDraft } from "./content-store.ts";
import { findDocument } from "./documents.ts";

const pglite = testEngines().find((engine) => engine.name === "PGlite")!;

describe("npm run content", () => {
  let dataDir: string;
  let folder: string;
  const env = () => ({ DATA_DIR: dataDir, DATABASE_URL: "" });

  beforeAll(async () => {
    const config = await pglite.freshConfig();
    if (!("dataDir" in config)) throw new Error("PGlite has a data folder");
    dataDir = config.dataDir;
    folder = await mkdtemp(join(tmpdir(), "content-cli-"));
    const database = await pglite.open(config);
    const page = structuredClone(findDocument("tjanster-paket-page")!.data) as unknown as { page: { heading: string } };
    page.page.heading = "Paket som växer med er";
    await insertRevision(database.db, { document: "tjanster-paket-page", data: page, action: "publish", createdBy: "anna@example.com" });
    await database.close();
  }, 120_000);
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it("exports every document, the published content where there is one and the defaults elsewhere, to a file", { timeout: 120_000 }, async () => {
    const file = join(folder, "innehall.json");
    // The entry file itself once: it writes the file, not the terminal.
    const result = await runEntry("server/content/cli.ts", ["export", file], env());
    expect(result).toMatchObject({ code: 0, stderr: "", stdout: `Innehållet skrevs till ${file}.\n` });
    const exported = JSON.parse(await readFile(file, "utf8")) as ContentExport;
    expect(exported).toMatchObject({ format: "content-export", version: 1 });
    expect(exported.documents["tjanster-paket-page"]).toMatchObject({ revision: 1, publishedBy: "anna@example.com", data: { page: { heading: "Paket som växer med er" } } });
    expect(exported.documents.prices).toMatchObject({ revision: null, publishedAt: null, data: { plans: [{ title: "Startpaket", setupCost: 14995 }, {}, {}] } });
  });

  it("loads a file's changed documents as drafts, and nothing at all when any of it is wrong", async () => {
    const exported = JSON.parse((await runTool(contentTool, ["export"], env())).stdout) as ContentExport;
    const prices = exported.documents.prices!.data as { plans: { setupCost: number; title: string }[] };
    prices.plans[0]!.setupCost = 15995;
    const broken = structuredClone(exported);
    (broken.documents.prices!.data as typeof prices).plans[1]!.title = "";
    broken.documents["okand-sida"] = { title: "", revision: null, publishedAt: null, publishedBy: null, data: {} };

    const brokenFile = join(folder, "trasig.json");
    await writeFile(brokenFile, JSON.stringify(broken));
    const refused = await runTool(contentTool, ["import", brokenFile], env(), JSON.stringify(broken));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe("Inget lades in. Rätta det här i filen först:\n  prices: plans.1.title: Fyll i texten.\n  okand-sida: det finns inget sådant dokument.\n");

    const loaded = await runTool(contentTool, ["import", "innehall.json"], env(), JSON.stringify(exported));
    expect(loaded).toMatchObject({ code: 0, stdout: "1 utkast sparade: prices. Granska och publicera dem på /dashboard/content.\n" });
    const again = await runTool(contentTool, ["import", "innehall.json"], env(), JSON.stringify(exported));
    expect(again.stdout).toBe("Filen innehåller inget som skiljer sig från det publicerade innehållet och utkasten. Inget ändrades.\n");

    const database = await pglite.open({ dataDir });
    expect((await readDraft(database.db, "prices"))?.data).toMatchObject({ plans: [{ setupCost: 15995 }, {}, {}] });
    expect(await readDraft(database.db, "tjanster-paket-page")).toBeUndefined();
    await database.close();

    expect((await runTool(contentTool, ["import"], env())).code).toBe(2);
    expect((await runTool(contentTool, ["import", "x.json"], env(), "inte json")).stderr).toBe("Filen är inte giltig JSON.\n");
  });
});
