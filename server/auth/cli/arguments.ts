import { z } from "zod";
import { UsageError } from "../../cli/usage-error.ts";

export type UsersCommand =
  | { name: "help" }
  | { name: "invite"; email: string }
  | { name: "create"; email: string }
  | { name: "list" }
  | { name: "delete"; email: string };

export const usersUsage = `Användning: npm run users -- <kommando>

Kommandon:
  invite ADRESS   skapar ett konto och mejlar en inbjudan att välja lösenord
  create ADRESS   skapar ett konto som kan logga in direkt; frågar efter lösenordet
                  eller läser det från standard in (minst 8 tecken)
  list            alla konton: adress, bekräftat, skapat, senast inloggad
  delete ADRESS   raderar kontot med dess inloggningar och länkar

Slutkoder: 0 klart, 1 fel vid körning, 2 felaktiga argument, 3 hittades inte.
`;

const emailSchema = z.email();

function emailArgument(name: string, rest: readonly string[]): string {
  const [email, ...extra] = rest;
  if (email === undefined) throw new UsageError(`${name} behöver en e-postadress.`);
  if (extra.length > 0) throw new UsageError(`${name} tar bara en e-postadress.`);
  const normalized = email.trim().toLowerCase();
  if (!emailSchema.safeParse(normalized).success) throw new UsageError(`${email} är ingen e-postadress.`);
  return normalized;
}

/** The arguments after `npm run users --`, as one command; throws UsageError with a Swedish message. */
export function parseUsersArguments(argv: readonly string[]): UsersCommand {
  const [name, ...rest] = argv;
  if (name === undefined) throw new UsageError("Ange ett kommando.");
  if (name === "help" || name === "--help" || name === "-h") return { name: "help" };
  switch (name) {
    case "invite":
    case "create":
    case "delete":
      return { name, email: emailArgument(name, rest) };
    case "list":
      if (rest.length > 0) throw new UsageError("list tar inga argument.");
      return { name: "list" };
    default:
      throw new UsageError(`Okänt kommando: ${name}`);
  }
}
