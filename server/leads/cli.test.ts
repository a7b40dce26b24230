import { describe, expect, it } from "vitest";
import { testEngines } from "../../tests/support/databases.ts";
import { mailTool } from "../delivery/index.ts";
import { runEntry, runTool } from "../testing/run-command.ts";
import { leadsTool } from "./cli/tool.ts";
import { insertLeadWithJobs } from "./lead-store.ts";

const engines = testEngines();
const pglite = engines.find((engine) => engine.name === "PGlite")!;

const env = (dataDir: string) => ({ DATA_DIR: dataDir, DATABASE_URL: "" });

/** `npm run leads -- ...` and `npm run mail -- ...` in this process (server/testing/run-command.ts). */
const leadsCommand = (args: string[], dataDir: string) => runTool(leadsTool, args, env(dataDir));
const mailCommand = (args: string[], dataDir: string) => runTool(mailTool, args, env(dataDir));

describe("the leads and mail command lines", () => {
  it("answer with output and exit codes that scripts can use", { timeout: 120_000 }, async () => {
    const config = await pglite.freshConfig();
    if (!("dataDir" in config)) throw new Error("PGlite has a data folder");
    const database = await pglite.open(config);
    const { id } = await insertLeadWithJobs(database.db, { kind: "contact", email: "lina@example.se", fields: { name: "Lina Berg", company: "Berg AB" }, source: "LinkedIn", entryPage: "/", utmSource: "linkedin", utmCampaign: "host" }, [
      { kind: "mail", payload: { to: "lina@example.se", subject: "Tack för ert meddelande", text: "Hej!", html: "<p>Hej!</p>" } },
    ]);

    // Another process that takes no commands holds the folder: the command must say so rather than wait or corrupt it.
    const locked = await runEntry("server/leads/cli.ts", ["list"], env(config.dataDir));
    expect(locked.code).toBe(1);
    expect(locked.stderr).toContain("hålls av en annan process som inte tar emot kommandon");
    expect(locked.stderr).toContain("DATABASE_URL");
    await database.close();

    const list = await leadsCommand(["list"], config.dataDir);
    expect(list).toMatchObject({ code: 0, stderr: "" });
    expect(list.stdout).toMatch(
      new RegExp(`^${id.slice(0, 8)} .* contact +Ny +\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d +lina@example\\.se +Lina Berg +Berg AB +inga +0/1 levererade, 1 i kö$`, "m"),
    );

    const csv = await leadsCommand(["export", "--csv"], config.dataDir);
    expect(csv.code).toBe(0);
    expect(csv.stdout.split("\r\n")[1]).toMatch(new RegExp(`^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d;Kontaktförfrågan;Ny;;LinkedIn;/;;linkedin;;host;;;;Lina Berg;Berg AB;.*;${id}$`));

    const show = await leadsCommand(["show", id.slice(0, 8)], config.dataDir);
    expect(show.code).toBe(0);
    expect(show.stdout).toMatch(/^Källa:? +LinkedIn \(kampanj host, ingång \/\)$/m);

    const unknown = await leadsCommand(["show", "ffffffff"], config.dataDir);
    expect(unknown).toMatchObject({ code: 3, stdout: "", stderr: "Inget lead har id ffffffff.\n" });

    const usage = await leadsCommand(["list", "--kind", "nyhetsbrev"], config.dataDir);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/^Fel: Okänd typ "nyhetsbrev".*\n\nAnvändning: npm run leads -- <kommando>/);

    const mails = await runEntry("server/delivery/cli.ts", ["list"], env(config.dataDir));
    expect(mails.code).toBe(0);
    expect(mails.stdout).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d +lina@example\.se +Tack för ert meddelande +i kö +\w{8}$/m);
    expect((await mailCommand(["send"], config.dataDir)).code).toBe(2);
  });
});
