import { formatTable } from "../../cli/table.ts";
import { type ExitCode, exitCode, type Output } from "../../cli/output.ts";
import { formatStockholmTime } from "../../cli/stockholm-time.ts";
import type { AuthUser, UserRole } from "../../db/schema.ts";
import { AuthError, WeakPasswordError } from "../errors.ts";
import { minPasswordLength, type PasswordRefusal } from "../password-rules.ts";
import type { SecurityLog } from "../security-events.ts";
import type { AuthService } from "../service.ts";
import type { UsersCommand } from "./arguments.ts";

export interface UsersCommandContext {
  service: AuthService;
  output: Output;
  /** Asks for the new account's password, or reads it from standard input. */
  readPassword(): Promise<string>;
  /** Where role changes and deletions are logged as security events (`source: "cli"`). */
  securityLog?: SecurityLog;
}

const roleNames: Record<UserRole, string> = { staff: "personal", customer: "kund" };

/** "personal" or "kund", with the command-line name beside it. */
function describeRole(role: UserRole): string {
  return `${roleNames[role]} (${role})`;
}

export function formatUserList(users: readonly AuthUser[]): string {
  if (users.length === 0) return "Inga konton.\n";
  const rows = users.map((user) => [
    user.email,
    roleNames[user.role],
    user.emailConfirmedAt ? "ja" : user.invitedAt ? "inbjuden" : "nej",
    formatStockholmTime(user.createdAt),
    user.lastSignInAt ? formatStockholmTime(user.lastSignInAt) : "",
  ]);
  return `${formatTable(["E-post", "Roll", "Bekräftat", "Skapat", "Senast inloggad"], rows)}${users.length} konton.\n`;
}

/** Runs one command of `npm run users`, saying in Swedish what happened. */
export async function runUsersCommand(command: Exclude<UsersCommand, { name: "help" }>, context: UsersCommandContext): Promise<ExitCode> {
  const { service, output } = context;
  const source = context.securityLog ? { cli: true as const, log: context.securityLog } : undefined;
  try {
    switch (command.name) {
      case "invite":
        await service.invite(command.email, { role: command.role });
        output.stdout(`Inbjudan till ${command.email} ligger i kön och skickas när servern körs.${roleNote(command.role)}\n`);
        return exitCode.ok;
      case "create": {
        const password = await context.readPassword();
        await service.createUser(command.email, password, { role: command.role });
        output.stdout(`Kontot ${command.email} är skapat och kan logga in.${roleNote(command.role)}\n`);
        return exitCode.ok;
      }
      case "role": {
        const user = await service.setRole(command.email, command.role, source);
        if (!user) {
          output.stderr(`Det finns inget konto för ${command.email}.\n`);
          return exitCode.notFound;
        }
        output.stdout(`${command.email} har nu rollen ${describeRole(command.role)}. Det gäller direkt i personalens API, och i en inloggad webbläsare när inloggningen förnyas (logga ut och in för att det ska gälla där direkt).\n`);
        return exitCode.ok;
      }
      case "list":
        output.stdout(formatUserList(await service.listUsers()));
        return exitCode.ok;
      case "delete":
        if (!(await service.deleteUser(command.email, source))) {
          output.stderr(`Det finns inget konto för ${command.email}.\n`);
          return exitCode.notFound;
        }
        output.stdout(`Kontot ${command.email} är raderat.\n`);
        return exitCode.ok;
    }
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    output.stderr(`Fel: ${swedishReason(error, "email" in command ? command.email : "")}\n`);
    return exitCode.failure;
  }
}

function swedishReason(error: AuthError, email: string): string {
  switch (error.code) {
    case "email_exists":
      return `Det finns redan ett bekräftat konto för ${email}.`;
    case "weak_password":
      return error instanceof WeakPasswordError ? passwordRefusals[error.refusal] : error.message;
    default:
      return error.message;
  }
}

/** Why the service refused a password, as the operator reads it (the web pages have their own words for GoTrue's reasons). */
const passwordRefusals: Record<PasswordRefusal, string> = {
  length: `Lösenordet måste vara minst ${minPasswordLength} tecken.`,
  blank: "Lösenordet kan inte bestå av bara mellanslag. Välj ett annat.",
  "line-break": "Lösenordet kan inte innehålla radbrytningar. Välj ett annat.",
  common: "Lösenordet är ett av de vanligaste lösenorden och lätt att gissa. Välj ett annat.",
  context:
    "Lösenordet är lätt att gissa: det innehåller varumärket, webbplatsens adress, e-postadressen eller ett vanligt ord med siffror. Välj ett annat.",
};

/** Said after creating an account, so nobody wonders which role it got. */
function roleNote(role: UserRole): string {
  return role === "staff" ? " Rollen är personal (staff): kontot kan arbeta med leads på /dashboard/leads." : "";
}
