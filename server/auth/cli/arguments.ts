import { z } from "zod";
import { parseOptions } from "../../cli/parse-options.ts";
import { UsageError } from "../../cli/usage-error.ts";
import { type UserRole, userRoles } from "../../db/schema.ts";

export type UsersCommand =
  | { name: "help" }
  | { name: "invite"; email: string; role: UserRole }
  | { name: "create"; email: string; role: UserRole }
  | { name: "role"; email: string; role: UserRole }
  | { name: "list" }
  | { name: "delete"; email: string };

export const usersUsage = `Användning: npm run users -- <kommando>

Kommandon:
  invite ADRESS [--role ROLL]
                  skapar ett konto och mejlar en inbjudan att välja lösenord
  create ADRESS [--role ROLL]
                  skapar ett konto som kan logga in direkt; frågar efter lösenordet
                  eller läser det från standard in, på en rad eller två likadana
                  (minst 8 tecken, inte ett vanligt eller lättgissat lösenord)
  role ADRESS ROLL
                  ger ett konto en ny roll
  list            alla konton: adress, roll, bekräftat, skapat, senast inloggad
  delete ADRESS   raderar kontot med dess inloggningar och länkar

ROLL är ${userRoles.join(" eller ")}: staff (personal) arbetar med leads på
/dashboard/leads, customer (kund, förval) ser sina egna förfrågningar.

Slutkoder: 0 klart, 1 fel vid körning, 2 felaktiga argument, 3 hittades inte.
`;

const emailSchema = z.email();

function emailArgument(name: string, email: string | undefined): string {
  if (email === undefined) throw new UsageError(`${name} behöver en e-postadress.`);
  const normalized = email.trim().toLowerCase();
  if (!emailSchema.safeParse(normalized).success) throw new UsageError(`${email} är ingen e-postadress.`);
  return normalized;
}

function roleArgument(role: string): UserRole {
  const found = userRoles.find((candidate) => candidate === role.trim().toLowerCase());
  if (!found) throw new UsageError(`Okänd roll "${role}": välj ${userRoles.join(" eller ")}.`);
  return found;
}

/** The arguments after `npm run users --`, as one command; throws UsageError with a Swedish message. */
export function parseUsersArguments(argv: readonly string[]): UsersCommand {
  const [name, ...rest] = argv;
  if (name === undefined) throw new UsageError("Ange ett kommando.");
  if (name === "help" || name === "--help" || name === "-h") return { name: "help" };
  switch (name) {
    case "invite":
    case "create": {
      const { positionals, strings } = parseOptions(rest, { role: "string" }, 1);
      const role = strings.role === undefined ? "customer" : roleArgument(strings.role);
      return { name, email: emailArgument(name, positionals[0]), role };
    }
    case "role": {
      const { positionals } = parseOptions(rest, {}, 2);
      const [email, role] = positionals;
      if (role === undefined) throw new UsageError(`role behöver en e-postadress och en roll: ${userRoles.join(" eller ")}.`);
      return { name, email: emailArgument(name, email), role: roleArgument(role) };
    }
    case "delete": {
      const { positionals } = parseOptions(rest, {}, 1);
      return { name, email: emailArgument(name, positionals[0]) };
    }
    case "list":
      if (rest.length > 0) throw new UsageError("list tar inga argument.");
      return { name: "list" };
    default:
      throw new UsageError(`Okänt kommando: ${name}`);
  }
}
