import { parseEnv } from "../../../config/parse-env.ts";
import { publicEnvSchema } from "../../../config/public-env.ts";
import { exitCode } from "../../cli/output.ts";
import type { CommandTool } from "../../cli/tool.ts";
import { createLogger, logLevels } from "../../logger.ts";
import { mailEnvShape } from "../../mail/index.ts";
import { siteFromEnv } from "../../site.ts";
import { authConfigFromEnv, authEnvShape } from "../config.ts";
import type { SecurityLog } from "../security-events.ts";
import { createAuthService } from "../service.ts";
import { parseUsersArguments, type UsersCommand, usersUsage } from "./arguments.ts";
import { runUsersCommand } from "./commands.ts";

/**
 * Role changes and deletions are security events: as JSON lines on standard error, apart
 * from what the command says to the operator on standard output. Run by a server over
 * the command socket, they land in that server's standard error.
 */
function standardErrorLog(env: Record<string, string | undefined>): SecurityLog {
  const level = logLevels.find((candidate) => candidate === env.LOG_LEVEL) ?? "info";
  return createLogger({ level, destination: process.stderr });
}

/** `npm run users -- ...`: the customer accounts of the embedded auth service (README.md). */
export const usersTool: CommandTool<UsersCommand> = {
  name: "users",
  usage: usersUsage,
  parse: parseUsersArguments,
  readsInput: (command) => command.name === "create",
  async run(db, command, { output, env, input, nudge }) {
    if (command.name === "help") return exitCode.ok;
    const settings = parseEnv(publicEnvSchema.extend({ ...authEnvShape, ...mailEnvShape }), env);
    const config = authConfigFromEnv(settings);
    if (config.mode !== "embedded") {
      output.stderr("SUPABASE_URL är satt: kontona finns i Supabase-projektet. Hantera dem där.\n");
      return exitCode.failure;
    }
    // Run by a server, the mails go out at once; run alone, the server's worker sends them once it runs.
    const service = createAuthService({ db, config, site: siteFromEnv(settings), nudge });
    return runUsersCommand(command, { service, output, readPassword: async () => input ?? "", securityLog: standardErrorLog(env) });
  },
};
