import { parseOptions } from "../../cli/parse-options.ts";
import { UsageError } from "../../cli/usage-error.ts";

export type MailCommand = { name: "help" } | { name: "list"; json: boolean };

export const mailUsage = `Användning: npm run mail -- <kommando>

Kommandon:
  list [--json]   mejlen i kön, nyast först: tid, mottagare, ämne och status. Utan SMTP_URL
                  skickas inga mejl, och det här är de sparade mejlen.

Slutkoder: 0 klart, 1 fel vid körning, 2 felaktiga argument.
`;

/** The arguments after `npm run mail --`; throws UsageError with a Swedish message. */
export function parseMailArguments(argv: readonly string[]): MailCommand {
  const [name, ...rest] = argv;
  if (name === undefined) throw new UsageError("Ange ett kommando.");
  if (name === "help" || name === "--help" || name === "-h" || rest.includes("--help") || rest.includes("-h")) return { name: "help" };
  if (name !== "list") throw new UsageError(`Okänt kommando: ${name}`);
  const { flags } = parseOptions(rest, { json: "boolean" }, 0);
  return { name: "list", json: flags.has("json") };
}
