import { z } from "zod";
import { type LeadKind, leadKinds, type LeadStatus, leadStatuses } from "../../db/schema.ts";
import { parseOptions } from "../../cli/parse-options.ts";
import { parseStockholmDate } from "../../cli/stockholm-time.ts";
import { UsageError } from "../../cli/usage-error.ts";
import type { LeadFilter } from "../workspace/lead-records.ts";
import { exportUsage, parseExportArguments } from "./export-options.ts";

export type LeadsCommand =
  | { name: "help" }
  | { name: "list"; kind?: LeadKind; since?: Date; status?: LeadStatus; assignee?: string | null; overdue?: boolean; json: boolean }
  | { name: "show"; id: string }
  | { name: "export"; filter: LeadFilter }
  | { name: "redeliver"; id: string }
  | { name: "delete"; email: string };

export const leadsUsage = `Användning: npm run leads -- <kommando>

Kommandon:
  list [--kind TYP] [--since DATUM] [--status STATUS] [--assignee ADRESS|ingen] [--overdue] [--json]
                          leads, nyast först, med status, ansvarig och när de ska
                          besvaras (svensk tid); TYP är ${leadKinds.join(", ")};
                          STATUS är ${leadStatuses.join(", ")};
                          DATUM är ÅÅÅÅ-MM-DD (svensk tid) eller ISO-datum och tid;
                          --assignee ingen: leads som ingen har; --overdue: nya leads
                          vars tid att svara har gått ut
  show ID                 ett lead med alla fält, leveranser, försök och mejl
${exportUsage}
  redeliver ID            skickar leadets webhookleveranser igen (samma webhook-id):
                          levererade och misslyckade köas om, väntande försöks nu;
                          servern skickar dem
  delete --email ADRESS   raderar allt som sparats om en person (GDPR)

ID är ett leads fullständiga id eller början av det (minst 8 tecken), som i list.

Slutkoder: 0 klart, 1 fel vid körning, 2 felaktiga argument, 3 hittades inte.
`;

/** A lead's full id, or its first characters as `list` prints them; dashes do not count. */
const idPattern = /^[0-9a-f]{8,32}$/;

/** The arguments after `npm run leads --`, as one command; throws UsageError with a Swedish message. */
export function parseLeadsArguments(argv: readonly string[]): LeadsCommand {
  const [name, ...rest] = argv;
  if (name === undefined) throw new UsageError("Ange ett kommando.");
  if (name === "help" || name === "--help" || name === "-h" || rest.includes("--help") || rest.includes("-h")) {
    return { name: "help" };
  }
  switch (name) {
    case "list": {
      const { strings, flags } = parseOptions(rest, { kind: "string", since: "string", status: "string", assignee: "string", overdue: "boolean", json: "boolean" }, 0);
      const command: LeadsCommand = { name: "list", json: flags.has("json") };
      if (strings.kind !== undefined) command.kind = parseKind(strings.kind);
      if (strings.status !== undefined) command.status = parseStatus(strings.status);
      if (strings.assignee !== undefined) command.assignee = parseAssignee(strings.assignee);
      if (flags.has("overdue")) command.overdue = true;
      if (strings.since !== undefined) {
        const since = parseStockholmDate(strings.since);
        if (!since) throw new UsageError(`--since ska vara ett datum som 2025-03-01 eller 2025-03-01T09:00, inte "${strings.since}".`);
        command.since = since;
      }
      return command;
    }
    case "show":
    case "redeliver": {
      const { positionals } = parseOptions(rest, {}, 1);
      const [id] = positionals;
      if (id === undefined) throw new UsageError(`${name} behöver ett leads id.`);
      const compact = id.replaceAll("-", "").toLowerCase();
      if (!idPattern.test(compact)) throw new UsageError(`"${id}" är inget lead-id: ange id:t eller minst dess första 8 tecken.`);
      return { name, id: compact };
    }
    case "export":
      return { name: "export", filter: parseExportArguments(rest) };
    case "delete": {
      const { strings } = parseOptions(rest, { email: "string" }, 0);
      if (strings.email === undefined) throw new UsageError("delete behöver --email ADRESS: vems uppgifter som ska raderas.");
      if (!z.email().safeParse(strings.email).success) throw new UsageError(`"${strings.email}" är ingen e-postadress.`);
      return { name: "delete", email: strings.email.toLowerCase() };
    }
    default:
      throw new UsageError(`Okänt kommando: ${name}`);
  }
}

function parseStatus(status: string): LeadStatus {
  const found = leadStatuses.find((candidate) => candidate === status.toLowerCase());
  if (!found) throw new UsageError(`Okänd status "${status}": välj en av ${leadStatuses.join(", ")}.`);
  return found;
}

/** A staff member's address, or "ingen" (none) for the leads nobody has. */
function parseAssignee(assignee: string): string | null {
  if (assignee.toLowerCase() === "ingen" || assignee.toLowerCase() === "none") return null;
  if (!z.email().safeParse(assignee).success) throw new UsageError(`--assignee ska vara en e-postadress eller "ingen", inte "${assignee}".`);
  return assignee.toLowerCase();
}

function parseKind(kind: string): LeadKind {
  const found = leadKinds.find((candidate) => candidate === kind.toLowerCase());
  if (!found) throw new UsageError(`Okänd typ "${kind}": välj en av ${leadKinds.join(", ")}.`);
  return found;
}
