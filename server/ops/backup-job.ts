import { mkdir, readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import type { Database } from "../db/database.ts";
import type { Log } from "../db/log.ts";
import { type DailyJob, startDailyJob } from "../jobs/daily-job.ts";
import { backupPglite, backupPostgresTo, type BackupWritten, pgliteClientOf } from "./backup.ts";
import type { BackupSchedule } from "./config.ts";

/** backup-2026-05-01T02-00-00Z.tar.gz (embedded) or .pgdump (PostgreSQL); only such names are ever deleted. */
const automaticName = /^backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.(tar\.gz|pgdump)$/;

export function automaticBackupName(engine: Database["engine"], at: Date): string {
  const stamp = at.toISOString().replace(/\.\d{3}Z$/, "Z").replace(/:/g, "-");
  return `backup-${stamp}.${engine === "pglite" ? "tar.gz" : "pgdump"}`;
}

/**
 * One automatic backup into the schedule's folder (0700), then the automatic backups
 * older than `keepDays` are deleted, by the time in their names; other files are left alone.
 */
export async function takeScheduledBackup({ database, databaseUrl, schedule, now = new Date() }: {
  database: Database;
  databaseUrl?: string;
  schedule: BackupSchedule;
  now?: Date;
}): Promise<{ written: BackupWritten; deleted: string[] }> {
  await mkdir(schedule.dir, { recursive: true, mode: 0o700 });
  const file = join(schedule.dir, automaticBackupName(database.engine, now));
  const client = pgliteClientOf(database.db);
  let written: BackupWritten;
  if (client) written = await backupPglite(client, file);
  else if (databaseUrl) written = await backupPostgresTo(databaseUrl, file);
  else throw new Error("A PostgreSQL backup needs the database's URL");

  const cutoff = now.getTime() - schedule.keepDays * 24 * 60 * 60 * 1000;
  const deleted: string[] = [];
  for (const name of await readdir(schedule.dir)) {
    const match = automaticName.exec(name);
    if (!match) continue;
    const takenAt = Date.parse(`${match[1]}T${match[2]}:${match[3]}:${match[4]}Z`);
    if (takenAt < cutoff) {
      await rm(join(schedule.dir, name), { force: true });
      deleted.push(name);
    }
  }
  return { written, deleted };
}

/** The daily automatic backup (BACKUP_DIR), a daily job; a failed one is logged at error level. */
export function startBackupJob(options: { database: Database; databaseUrl?: string; schedule: BackupSchedule; log: Log }): DailyJob {
  return startDailyJob(
    "Backup",
    async () => {
      const { written, deleted } = await takeScheduledBackup(options);
      return { file: written.file, bytes: written.bytes, milliseconds: written.milliseconds, deleted: deleted.length };
    },
    { log: options.log },
  );
}
