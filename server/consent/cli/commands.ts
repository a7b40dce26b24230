import type { Db } from "../../db/database.ts";
import type { ConsentDecision } from "../../db/schema.ts";
import { exitCode, type ExitCode, type Output } from "../../cli/output.ts";
import { parseOptions } from "../../cli/parse-options.ts";
import { formatStockholmTime, parseStockholmDate } from "../../cli/stockholm-time.ts";
import { UsageError } from "../../cli/usage-error.ts";
import { listConsentDecisions } from "../decisions.ts";

export type ConsentCommand = { name: "help" } | { name: "list"; consentId?: string; since?: Date; json: boolean };

export const consentUsage = `Användning: npm run consent -- <kommando>

Kommandon:
  list [--id SAMTYCKES-ID] [--since DATUM] [--json]
                          besökarnas val i cookieinställningarna, nyast först;
                          SAMTYCKES-ID är consentId i besökarens sparade val
                          (webbläsarens lokala lagring, nyckeln cookie-consent);
                          DATUM är ÅÅÅÅ-MM-DD (svensk tid) eller ISO-datum och tid

Slutkoder: 0 klart, 1 fel vid körning, 2 felaktiga argument.
`;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The arguments after `npm run consent --`; throws UsageError with a Swedish message. */
export function parseConsentArguments(argv: readonly string[]): ConsentCommand {
  const [name, ...rest] = argv;
  if (name === undefined) throw new UsageError("Ange ett kommando.");
  if (name === "help" || name === "--help" || name === "-h" || rest.includes("--help") || rest.includes("-h")) return { name: "help" };
  if (name !== "list") throw new UsageError(`Okänt kommando: ${name}`);
  const { strings, flags } = parseOptions(rest, { id: "string", since: "string", json: "boolean" }, 0);
  const command: ConsentCommand = { name: "list", json: flags.has("json") };
  if (strings.id !== undefined) {
    if (!uuidPattern.test(strings.id)) throw new UsageError(`"${strings.id}" är inget samtyckes-id: det ser ut som 3f2b8c1e-4d5a-4b6c-9e7f-0a1b2c3d4e5f.`);
    command.consentId = strings.id.toLowerCase();
  }
  if (strings.since !== undefined) {
    const since = parseStockholmDate(strings.since);
    if (!since) throw new UsageError(`--since ska vara ett datum som 2025-03-01 eller 2025-03-01T09:00, inte "${strings.since}".`);
    command.since = since;
  }
  return command;
}

const actionLabels: Record<ConsentDecision["action"], string> = {
  first_choice: "första val",
  change: "ändring",
  withdrawal: "återkallelse",
};

/** One line per decision: time (Stockholm), consent id, revision, kind of decision, accepted categories. */
export function formatConsentLine(decision: ConsentDecision): string {
  return [
    formatStockholmTime(decision.createdAt),
    decision.consentId,
    `rev ${decision.revision}`,
    actionLabels[decision.action].padEnd(13),
    decision.categories.join(","),
  ].join("  ");
}

export async function runConsentCommand(db: Db, command: Exclude<ConsentCommand, { name: "help" }>, output: Output): Promise<ExitCode> {
  const decisions = await listConsentDecisions(db, { consentId: command.consentId, since: command.since });
  if (command.json) {
    for (const decision of decisions) output.stdout(`${JSON.stringify(decision)}\n`);
  } else if (decisions.length === 0) {
    output.stdout("Inga val i cookieinställningarna har sparats.\n");
  } else {
    for (const decision of decisions) output.stdout(`${formatConsentLine(decision)}\n`);
  }
  return exitCode.ok;
}
