import { loadEnvFile } from "../../config/load-env-file.ts";
import { parseEnv } from "../../config/parse-env.ts";
import { publicEnvSchema } from "../../config/public-env.ts";
import { exitCode } from "../cli/output.ts";
import { processOutput, runCli } from "../cli/run-cli.ts";
import { mailConfigFromEnv, mailEnvShape } from "../mail/config.ts";
import { parseUsersArguments, usersUsage } from "./cli/arguments.ts";
import { runUsersCommand } from "./cli/commands.ts";
import { readPassword } from "./cli/read-password.ts";
import { authConfigFromEnv, authEnvShape } from "./config.ts";
import { createAuthService } from "./service.ts";

// `npm run users -- ...`: the customer accounts of the embedded auth service (README.md).
loadEnvFile();
const output = processOutput();
process.exitCode = await runCli(process.argv.slice(2), { env: process.env, output }, {
  parse: parseUsersArguments,
  usage: usersUsage,
  async run(db, command) {
    if (command.name === "help") return exitCode.ok;
    const env = parseEnv(publicEnvSchema.extend({ ...authEnvShape, ...mailEnvShape }), process.env);
    const config = authConfigFromEnv(env);
    if (config.mode !== "embedded") {
      output.stderr("SUPABASE_URL är satt: kontona finns i Supabase-projektet. Hantera dem där.\n");
      return exitCode.failure;
    }
    // The server's delivery worker sends the queued mails; this process only stores them.
    const service = createAuthService({ db, config, site: mailConfigFromEnv(env).site, nudge: () => undefined });
    return runUsersCommand(command, { service, output, readPassword });
  },
});
