import { stat } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { testEngines } from "../tests/support/databases.ts";
import { commandSocketPath, startCommandChannel } from "./cli/command-channel.ts";
import { commandTools } from "./command-tools.ts";
import { usersTool } from "./auth/index.ts";
import type { CommandTool } from "./cli/tool.ts";
import { consentTool } from "./consent/index.ts";
import { insertLeadWithJobs, leadsTool } from "./leads/index.ts";
import { deliverDueJobs, mailTool } from "./delivery/index.ts";
import { runEntry, runTool } from "./testing/run-command.ts";

const pglite = testEngines().find((engine) => engine.name === "PGlite")!;

const env = (dataDir: string) => ({ DATA_DIR: dataDir, DATABASE_URL: "", SUPABASE_URL: "", SITE_URL: "https://www.example.com" });

/** A command line started by its entry file in a process of its own, as an operator starts it. */
const command = (script: string, args: string[], dataDir: string, stdin?: string) => runEntry(script, args, env(dataDir), stdin);

/**
 * A command line's tool run in this process (server/testing/run-command.ts): this process
 * does not hold the folder's lock either, so while the server runs it goes through the
 * same channel as another process, for a fraction of the CPU a process costs.
 */
const inProcess = (tool: CommandTool, args: string[], dataDir: string) => runTool(tool, args, env(dataDir));

const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe("commands while the server runs on the embedded database", () => {
  it("run in the server that holds the folder, with the same output as when it is stopped", { timeout: 180_000 }, async () => {
    const config = await pglite.freshConfig();
    if (!("dataDir" in config)) throw new Error("PGlite has a data folder");
    // What a running server holds: the database (and with it the folder's lock) and the channel.
    const database = await pglite.open(config);
    let nudges = 0;
    const channel = await startCommandChannel({ dataDir: config.dataDir, db: database.db, tools: commandTools, env: { ...process.env, SITE_URL: "https://www.example.com", SUPABASE_URL: "" }, nudge: () => (nudges += 1), log: silentLog });
    await insertLeadWithJobs(database.db, { kind: "contact", email: "lina@example.se", fields: { name: "Lina Berg", company: "Berg AB" } }, []);
    // A lead whose delivery failed twice and waits minutes for its next try.
    const { id: waiting } = await insertLeadWithJobs(database.db, { kind: "demo", email: "omar@example.se", fields: { name: "Omar Ali", company: "Ali AB" } }, [
      { kind: "webhook", target: "automation_webhook", payload: { email: "omar@example.se" } },
    ]);
    const failTwice = async () => {
      for (const later of [0, 10_000]) {
        const clock = () => new Date(Date.now() + later);
        await deliverDueJobs({ db: database.db, senders: { webhook: async () => ({ delivered: false, statusCode: 503, error: "HTTP 503" }), mail: async () => undefined }, log: silentLog, clock });
      }
    };
    await failTwice();

    expect((await stat(commandSocketPath(config.dataDir))).mode & 0o777).toBe(0o600);

    const leadsWhileRunning = await command("server/leads/cli.ts", ["list"], config.dataDir);
    expect(leadsWhileRunning).toMatchObject({ code: 0, stderr: "" });
    expect(leadsWhileRunning.stdout).toContain("Berg AB");

    const created = await command("server/auth/cli.ts", ["create", "saljare@example.se", "--role", "staff"], config.dataDir, "ett långt lösenord\n");
    expect(created).toMatchObject({ code: 0, stderr: "" });
    expect(created.stdout).toMatch(/^Kontot saljare@example\.se är skapat och kan logga in\. Rollen är personal/);
    const promoted = await inProcess(usersTool, ["role", "saljare@example.se", "staff"], config.dataDir);
    expect(promoted).toMatchObject({ code: 0, stderr: "" });
    const invited = await inProcess(usersTool, ["invite", "kollega@example.se"], config.dataDir);
    expect(invited.code).toBe(0);
    // The running server sends the invitation at once.
    expect(nudges).toBeGreaterThan(0);

    // Run by the server, what a command queues is sent at once, and the command says so.
    const nudgesBefore = nudges;
    const redelivered = await inProcess(leadsTool, ["redeliver", waiting.slice(0, 8)], config.dataDir);
    expect(redelivered).toMatchObject({ code: 0, stderr: "" });
    expect(redelivered.stdout).toMatch(/^automation_webhook: försöks nu i stället för vid nästa försökstid, webhook-id msg_\w+\nServern skickar leveranserna nu\.\n$/);
    expect(nudges).toBe(nudgesBefore + 1);
    await failTwice();

    const notFound = await inProcess(leadsTool, ["show", "ffffffff"], config.dataDir);
    expect(notFound.code).toBe(3);
    const usage = await inProcess(leadsTool, ["list", "--kind", "nyhetsbrev"], config.dataDir);
    expect(usage.code).toBe(2);
    const usersWhileRunning = await inProcess(usersTool, ["list"], config.dataDir);
    const mailsWhileRunning = await inProcess(mailTool, ["list"], config.dataDir);
    const consentWhileRunning = await inProcess(consentTool, ["list"], config.dataDir);

    await channel.close();
    await database.close();

    // Stopped, the commands open the folder themselves and print the same.
    expect(await command("server/leads/cli.ts", ["list"], config.dataDir)).toEqual(leadsWhileRunning);
    expect(await inProcess(usersTool, ["list"], config.dataDir)).toEqual(usersWhileRunning);
    expect(await inProcess(mailTool, ["list"], config.dataDir)).toEqual(mailsWhileRunning);
    expect(await inProcess(consentTool, ["list"], config.dataDir)).toEqual(consentWhileRunning);
    // With no server running, nothing is sent until one starts, and the command says that instead.
    const redeliveredStopped = await inProcess(leadsTool, ["redeliver", waiting.slice(0, 8)], config.dataDir);
    expect(redeliveredStopped.stdout).toMatch(/\nServern körs inte: leveranserna skickas när den startar\.\n$/);
    expect(usersWhileRunning.stdout).toMatch(/^saljare@example\.se +personal /m);
    expect(mailsWhileRunning.stdout).toContain("kollega@example.se");
  });
});
