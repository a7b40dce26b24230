import type { Db } from "../db/database.ts";
import type { ExitCode, Output } from "./output.ts";

/** What a command gets besides its database: where to write, the environment, its input. */
export interface ToolIo {
  output: Output;
  /** The environment of the process that runs the command: the server's, when a running server runs it. */
  env: Record<string, string | undefined>;
  /** What the operator gave on standard input or at the prompt (readsInput), read before the command ran. */
  input: string | undefined;
  /** Tells the delivery worker that a committed transaction queued jobs; a no-op without a running server. */
  nudge(): void;
  /**
   * Where the delivery worker is, for a command to say truthfully when what it queued is
   * sent: "here" when the running server runs the command (nudge sends at once), "stopped"
   * when the command opened the embedded database itself, which it can only while no
   * server holds it, "elsewhere" on PostgreSQL, where a server may or may not be running.
   */
  deliveryWorker: DeliveryWorkerPlace;
}

export type DeliveryWorkerPlace = "here" | "stopped" | "elsewhere";

/**
 * One command line of the site (`npm run leads`, `users`, `mail`, `consent`): its arguments,
 * its usage text and what it does with a database. The same tool runs in its own process,
 * or, when a running server holds the embedded database, inside that server
 * (command-channel.ts), so its output is the same either way.
 */
export interface CommandTool<Command extends { name: string } = { name: string }> {
  /** The npm script that runs it, which also names it on the command channel. */
  name: string;
  usage: string;
  /** Throws UsageError for arguments it does not take; "help" prints the usage. */
  parse(argv: readonly string[]): Command;
  /** Whether this command reads standard input (a password); it is read before anything else runs. */
  readsInput?(command: Command): boolean;
  run(db: Db, command: Command, io: ToolIo): Promise<ExitCode>;
}
