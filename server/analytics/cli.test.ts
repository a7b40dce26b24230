import { describe, expect, it } from "vitest";
import { testEngines } from "../../tests/support/databases.ts";
import { runEntry, runTool } from "../testing/run-command.ts";
import { analyticsTool } from "./cli/tool.ts";
import { stockholmDay } from "../cli/stockholm-time.ts";
import { UsageError } from "../cli/usage-error.ts";
import { analyticsEvents } from "../db/schema.ts";
import { parseAnalyticsArguments, vitalRatingName } from "./cli/commands.ts";

const pglite = testEngines().find((engine) => engine.name === "PGlite")!;

/** `npm run analytics -- ...` in this process (server/testing/run-command.ts). */
function analytics(args: string[], dataDir: string) {
  return runTool(analyticsTool, args, { DATA_DIR: dataDir, DATABASE_URL: "" });
}

describe("npm run analytics", () => {
  it("prints the summary of the last days in Swedish, and as JSON for scripts", { timeout: 120_000 }, async () => {
    const config = await pglite.freshConfig();
    if (!("dataDir" in config)) throw new Error("PGlite has a data folder");
    const database = await pglite.open(config);
    const day = stockholmDay(new Date());
    const event = { day, device: "mobile" as const, path: "/tjanster" };
    await database.db.insert(analyticsEvents).values([
      { ...event, visitor: "a", name: "pageview", referrerHost: "www.google.com" },
      { ...event, visitor: "b", name: "pageview" },
      { ...event, visitor: "a", name: "form_start", path: "/contact", formKind: "contact" },
      // a started two forms: one visitor who started a form, not two.
      { ...event, visitor: "a", name: "form_start", path: "/demo", formKind: "demo" },
      { ...event, visitor: "b", name: "form_start", path: "/contact", formKind: "contact" },
      { ...event, visitor: "b", name: "lead", path: "/contact", formKind: "contact" },
      { ...event, visitor: "a", name: "vital", metric: "LCP", value: 3100 },
      { ...event, visitor: "a", name: "vital", metric: "INP", value: 120 },
    ]);
    await database.close();

    // The entry file itself once.
    const summary = await runEntry("server/analytics/cli.ts", ["summary", "--days", "7"], { DATA_DIR: config.dataDir, DATABASE_URL: "" });
    expect(summary).toMatchObject({ code: 0, stderr: "" });
    expect(summary.stdout).toMatch(/^Besöksstatistik \d{4}-\d\d-\d\d – \d{4}-\d\d-\d\d \(svensk tid\)\n\nBesökare: 2\nSidvisningar: 2\n/);
    expect(summary.stdout).toMatch(/^\/tjanster +2 +2$/m);
    // Per source: visitors, leads, converting visitors, conversion, won deals and their value; b came directly and sent the lead.
    expect(summary.stdout).toMatch(/^Google +1 +0 +0 +0\u00a0% +0 +0\u00a0kr$/m);
    expect(summary.stdout).toMatch(/^Direkt +1 +0 +1 +100\u00a0% +0 +0\u00a0kr$/m);
    expect(summary.stdout).toMatch(/^Påbörjat formulär +3 +2$/m);
    expect(summary.stdout).toMatch(/^Kontakt +2 +1 +50\u00a0%$/m);
    expect(summary.stdout).toMatch(/^\/tjanster +LCP +3\u00a0100 ms +1 +behöver förbättras$/m);
    expect(summary.stdout).toMatch(/^\/tjanster +INP +120 ms +1 +bra$/m);

    const json = await analytics(["summary", "--from", day, "--to", day, "--json"], config.dataDir);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toMatchObject({ from: day, to: day, visitors: 2, pageviews: 2, forms: expect.arrayContaining([{ kind: "contact", starts: 2, leads: 1 }]) });

    const usage = await analytics(["summary", "--days", "0"], config.dataDir);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/^Fel: --days ska vara ett heltal.*\n\nAnvändning: npm run analytics -- <kommando>/);
  });

  it("reads the range from --days (today included) or from --from and --to", () => {
    const now = new Date("2026-03-30T10:00:00Z");
    expect(parseAnalyticsArguments(["summary"], now)).toEqual({ name: "summary", from: "2026-03-24", to: "2026-03-30", json: false });
    expect(parseAnalyticsArguments(["summary", "--days", "1"], now)).toMatchObject({ from: "2026-03-30", to: "2026-03-30" });
    expect(parseAnalyticsArguments(["summary", "--from", "2026-01-01", "--to", "2026-01-31", "--json"], now)).toEqual({ name: "summary", from: "2026-01-01", to: "2026-01-31", json: true });
    for (const argv of [["summary", "--from", "2026-01-01"], ["summary", "--from", "2026-02-30", "--to", "2026-03-01"], ["summary", "--from", "2026-02-02", "--to", "2026-02-01"], ["summary", "--days", "7", "--from", "2026-01-01", "--to", "2026-01-02"], ["list"]]) {
      expect(() => parseAnalyticsArguments(argv, now), argv.join(" ")).toThrow(UsageError);
    }
  });

  it("rates a vital's p75 by Google's limits", () => {
    expect([vitalRatingName("LCP", 2500), vitalRatingName("LCP", 2501), vitalRatingName("LCP", 4001)]).toEqual(["bra", "behöver förbättras", "dålig"]);
    expect([vitalRatingName("CLS", 0.1), vitalRatingName("CLS", 0.2), vitalRatingName("CLS", 0.3)]).toEqual(["bra", "behöver förbättras", "dålig"]);
  });
});
