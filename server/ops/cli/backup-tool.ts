import { exitCode } from "../../cli/output.ts";
import type { CommandTool } from "../../cli/tool.ts";
import { UsageError } from "../../cli/usage-error.ts";
import { backupPglite, describeBackup, pgliteClientOf } from "../backup.ts";

export type BackupCommand = { name: "help" } | { name: "backup"; file: string };

export const backupUsage = `Användning: npm run backup -- FIL

Skriver en säkerhetskopia av databasen till FIL (en ny fil, läsbar bara av dig), medan
sajten körs eller står still:
  inbäddad databas (DATA_DIR)  datamappen som gzip-komprimerad tar (FIL.tar.gz passar)
  PostgreSQL (DATABASE_URL)    pg_dump i custom-format (FIL.pgdump passar)
Återställ med npm run restore -- FIL medan sajten står still.
`;

/**
 * `npm run backup -- FILE` as the running server runs it on its command channel: the
 * server holds the embedded database, so only it can copy the folder consistently. The
 * entry file (backup-cli.ts) resolves the path first, since the server's working folder
 * is not the operator's.
 */
export const backupTool: CommandTool<BackupCommand> = {
  name: "backup",
  usage: backupUsage,
  parse(argv) {
    if (argv.length === 1 && (argv[0] === "help" || argv[0] === "--help")) return { name: "help" };
    if (argv.length !== 1 || !argv[0]) throw new UsageError("ange filen som säkerhetskopian ska skrivas till.");
    return { name: "backup", file: argv[0] };
  },
  async run(db, command, { output }) {
    if (command.name === "help") return exitCode.ok;
    const client = pgliteClientOf(db);
    if (!client) {
      output.stderr("Fel: servern använder PostgreSQL; kör npm run backup med samma DATABASE_URL, så tar pg_dump kopian.\n");
      return exitCode.failure;
    }
    output.stdout(describeBackup(await backupPglite(client, command.file)));
    return exitCode.ok;
  },
};
