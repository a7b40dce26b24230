import { isAbsolute, resolve } from "node:path";
import { z } from "zod";
import { projectRoot } from "../db/config.ts";

/** The operations' environment variables, merged into the server's schema (server/env.ts). */
export const backupEnvShape = {
  /** A folder for the daily automatic backup, relative to the project root unless absolute. Unset: none is taken. */
  BACKUP_DIR: z.string().trim().min(1).optional(),
  /** Automatic backups older than this many days are deleted after each new one. */
  BACKUP_KEEP_DAYS: z.coerce.number().int().min(1).max(3650).default(14),
};

export interface BackupSchedule {
  dir: string;
  keepDays: number;
}

export function backupScheduleFromEnv(env: { BACKUP_DIR?: string; BACKUP_KEEP_DAYS: number }, root = projectRoot): BackupSchedule | undefined {
  if (!env.BACKUP_DIR) return undefined;
  return { dir: isAbsolute(env.BACKUP_DIR) ? env.BACKUP_DIR : resolve(root, env.BACKUP_DIR), keepDays: env.BACKUP_KEEP_DAYS };
}
