import { describe, expect, it } from "vitest";
import { testEngines } from "../../tests/support/databases.ts";
import { runEntry, runTool } from "../testing/run-command.ts";
import { consentTool } from "./cli/tool.ts";
import { recordConsentDecision } from "./decisions.ts";

const engines = testEngines();
const pglite = engines.find((engine) => engine.name === "PGlite")!;

/** `npm run ...` in this process (server/testing/run-command.ts). */
function consent(args: string[], dataDir: string) {
  return runTool(consentTool, args, { DATA_DIR: dataDir, DATABASE_URL: "" });
}

describe("npm run consent", () => {
  it("lists the logged decisions for an operator, and for scripts as JSON", { timeout: 120_000 }, async () => {
    const config = await pglite.freshConfig();
    if (!("dataDir" in config)) throw new Error("PGlite has a data folder");
    const database = await pglite.open(config);
    const consentId = crypto.randomUUID();
    const other = crypto.randomUUID();
    await recordConsentDecision(database.db, { consentId, revision: 1, action: "first_choice", categories: ["necessary", "performance", "functional", "targeted"] });
    await recordConsentDecision(database.db, { consentId: other, revision: 1, action: "first_choice", categories: ["necessary"] });
    await database.close();

    // The entry file itself once.
    const list = await runEntry("server/consent/cli.ts", ["list"], { DATA_DIR: config.dataDir, DATABASE_URL: "" });
    expect(list).toMatchObject({ code: 0, stderr: "" });
    expect(list.stdout).toMatch(new RegExp(`^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d  ${consentId}  rev 1  första val +necessary,performance,functional,targeted$`, "m"));
    expect(list.stdout).toContain(other);

    const one = await consent(["list", "--id", consentId.toUpperCase(), "--json"], config.dataDir);
    expect(one.code).toBe(0);
    const rows = one.stdout.trim().split("\n").map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(rows).toEqual([expect.objectContaining({ consentId, revision: 1, action: "first_choice" })]);

    const usage = await consent(["list", "--id", "kalle"], config.dataDir);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/^Fel: "kalle" är inget samtyckes-id.*\n\nAnvändning: npm run consent -- <kommando>/);
  });
});
