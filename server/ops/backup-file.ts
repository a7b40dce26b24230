import { randomUUID } from "node:crypto";
import { access, chmod, link, open, rm } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { gunzipSync } from "node:zlib";

/** What a backup file holds: PGlite's data folder as a gzipped tarball, or pg_dump's custom format. */
export type BackupKind = "pglite" | "postgresql";

/** Swedish names for the messages that tell an operator which kind a file is. */
export const backupKindNames: Record<BackupKind, string> = {
  pglite: "den inbäddade databasen (PGlite, DATA_DIR)",
  postgresql: "en PostgreSQL-databas (pg_dump)",
};

/**
 * Which kind of backup a file is, read from its first bytes and, for a tarball, its
 * entries: "unknown" for anything else, so a restore never starts on a wrong file.
 * pg_dump's custom format begins with "PGDMP"; PGlite's dump is a gzipped tar of a
 * PostgreSQL data folder, which always has PG_VERSION and global/pg_control.
 */
export function backupKindOf(contents: Buffer): BackupKind | "unknown" {
  if (contents.subarray(0, 5).toString("latin1") === "PGDMP") return "postgresql";
  if (contents[0] !== 0x1f || contents[1] !== 0x8b) return "unknown";
  let tar: Buffer;
  try {
    tar = gunzipSync(contents);
  } catch {
    return "unknown";
  }
  const names = tarEntryNames(tar);
  const has = (suffix: string) => names.some((name) => name === suffix || name.endsWith(`/${suffix}`));
  return has("PG_VERSION") && has("global/pg_control") ? "pglite" : "unknown";
}

/** The entry names of a ustar archive (512-byte headers, sizes in octal). */
function tarEntryNames(tar: Buffer): string[] {
  const names: string[] = [];
  let offset = 0;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break;
    const field = (start: number, length: number) => header.subarray(start, start + length).toString("utf8").replace(/\0.*$/s, "");
    const prefix = field(345, 155);
    const name = prefix ? `${prefix}/${field(0, 100)}` : field(0, 100);
    const size = Number.parseInt(field(124, 12).trim() || "0", 8);
    if (!Number.isFinite(size)) break;
    names.push(name.replace(/^\.\//, "").replace(/\/$/, ""));
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return names;
}

/**
 * Writes a backup the way nobody else can read it and nobody sees it half-written: into a
 * new 0600 file beside the target, which takes the target's name only when complete. An
 * existing file is never replaced.
 */
export async function writeBackupFile(path: string, write: (partialPath: string) => Promise<void>): Promise<void> {
  const partial = join(dirname(path), `.${basename(path)}.${randomUUID().slice(0, 8)}.partial`);
  const exists = () => new Error(`Filen ${path} finns redan. Välj ett nytt namn; en säkerhetskopia skrivs aldrig över.`);
  if (await access(path).then(() => true, () => false)) throw exists();
  const handle = await open(partial, "wx", 0o600);
  await handle.close();
  try {
    await write(partial);
    await chmod(partial, 0o600);
    // link(2) fails rather than replace a file that appeared meanwhile.
    await link(partial, path).catch((error: NodeJS.ErrnoException) => {
      throw error.code === "EEXIST" ? exists() : error;
    });
  } finally {
    await rm(partial, { force: true });
  }
}
