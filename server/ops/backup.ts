import { PGlite } from "@electric-sql/pglite";
import { stat, writeFile } from "node:fs/promises";
import { isAbsolute, resolve } from "node:path";
import type { Db } from "../db/database.ts";
import { writeBackupFile } from "./backup-file.ts";
import { dumpPostgres } from "./postgres-tools.ts";

export interface BackupWritten {
  file: string;
  bytes: number;
  milliseconds: number;
}

/**
 * The embedded database's folder as a gzipped tarball, taken by the process that has it
 * open. PGlite makes the copy between two queries (dumpDataDir holds its query lock), so
 * the copy is the state of one moment; a transaction still open then is rolled back when
 * the copy is restored, as after a crash. A checkpoint first writes the changed pages out,
 * so the restore has little log to replay.
 */
export async function backupPglite(client: PGlite, file: string): Promise<BackupWritten> {
  const started = performance.now();
  await writeBackupFile(file, async (partial) => {
    await client.exec("checkpoint");
    const tarball = await client.dumpDataDir("gzip");
    await writeFile(partial, Buffer.from(await tarball.arrayBuffer()));
  });
  return { file, bytes: (await stat(file)).size, milliseconds: Math.round(performance.now() - started) };
}

/** pg_dump's custom format: one consistent snapshot, taken while the site keeps writing. */
export async function backupPostgresTo(databaseUrl: string, file: string): Promise<BackupWritten> {
  const started = performance.now();
  await writeBackupFile(file, (partial) => dumpPostgres(databaseUrl, partial));
  return { file, bytes: (await stat(file)).size, milliseconds: Math.round(performance.now() - started) };
}

/** The PGlite a drizzle database reads through, or undefined for PostgreSQL. */
export function pgliteClientOf(db: Db): PGlite | undefined {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof PGlite ? client : undefined;
}

/**
 * A path as the operator meant it: `npm run` starts scripts in the project root, and
 * INIT_CWD names the folder the command was typed in.
 */
export function operatorPath(path: string, env: Record<string, string | undefined> = process.env): string {
  return isAbsolute(path) ? path : resolve(env.INIT_CWD ?? process.cwd(), path);
}

export function describeBackup({ file, bytes, milliseconds }: BackupWritten): string {
  const size = bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1).replace(".", ",")} MB` : `${Math.ceil(bytes / 1024)} kB`;
  return `Säkerhetskopian är skriven: ${file} (${size}, ${(milliseconds / 1000).toFixed(1).replace(".", ",")} s). Filen kan bara läsas av dig (0600).\n`;
}
