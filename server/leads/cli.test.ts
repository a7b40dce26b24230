import { execFile } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { testEngines } from "../../tests/support/databases.ts";
import { insertLeadWithJobs } from "./lead-store.ts";

const engines = testEngines();
const pglite = engines.find((engine) => engine.name === "PGlite")!;
const root = join(import.meta.dirname, "..", "..");

function run(script: string, args: string[], dataDir: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [script, ...args], { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" } }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr });
    });
  });
}

describe("the leads and mail command lines", () => {
  it("answer with output and exit codes that scripts can use", { timeout: 120_000 }, async () => {
    const config = await pglite.freshConfig();
    if (!("dataDir" in config)) throw new Error("PGlite has a data folder");
    const database = await pglite.open(config);
    const { id } = await insertLeadWithJobs(database.db, { kind: "contact", email: "lina@example.se", fields: { name: "Lina Berg", company: "Berg AB" } }, [
      { kind: "mail", payload: { to: "lina@example.se", subject: "Tack för ert meddelande", text: "Hej!", html: "<p>Hej!</p>" } },
    ]);

    // Another process that takes no commands holds the folder: the command must say so rather than wait or corrupt it.
    const locked = await run("server/leads/cli.ts", ["list"], config.dataDir);
    expect(locked.code).toBe(1);
    expect(locked.stderr).toContain("hålls av en annan process som inte tar emot kommandon");
    expect(locked.stderr).toContain("DATABASE_URL");
    await database.close();

    const list = await run("server/leads/cli.ts", ["list"], config.dataDir);
    expect(list).toMatchObject({ code: 0, stderr: "" });
    expect(list.stdout).toMatch(new RegExp(`^${id.slice(0, 8)} .* contact +lina@example\\.se +Lina Berg +Berg AB +inga +0/1 levererade, 1 i kö$`, "m"));

    const csv = await run("server/leads/cli.ts", ["export", "--csv"], config.dataDir);
    expect(csv.code).toBe(0);
    expect(csv.stdout.split("\r\n")[1]).toMatch(new RegExp(`^${id},`));

    const unknown = await run("server/leads/cli.ts", ["show", "ffffffff"], config.dataDir);
    expect(unknown).toMatchObject({ code: 3, stdout: "", stderr: "Inget lead har id ffffffff.\n" });

    const usage = await run("server/leads/cli.ts", ["list", "--kind", "nyhetsbrev"], config.dataDir);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/^Fel: Okänd typ "nyhetsbrev".*\n\nAnvändning: npm run leads -- <kommando>/);

    const mails = await run("server/mail/cli.ts", ["list"], config.dataDir);
    expect(mails.code).toBe(0);
    expect(mails.stdout).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d +lina@example\.se +Tack för ert meddelande +i kö +\w{8}$/m);
    expect((await run("server/mail/cli.ts", ["send"], config.dataDir)).code).toBe(2);
  });
});
