import { mkdir, readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempFolder, testEngines } from "../../tests/support/databases.ts";
import { backupKindOf } from "./backup-file.ts";
import { automaticBackupName, takeScheduledBackup } from "./backup-job.ts";

const engines = testEngines();
const day = 24 * 60 * 60 * 1000;

describe.each(engines)("the daily backup on $name", (engine) => {
  it("writes a private backup into BACKUP_DIR and deletes only its own backups past BACKUP_KEEP_DAYS", async () => {
    const config = await engine.freshConfig();
    const database = await engine.open(config);
    const folder = await tempFolder("backup-job-");
    const dir = join(folder.path, "backups");
    const now = new Date("2026-11-27T02:00:00Z");
    try {
      await mkdir(dir, { recursive: true });
      const old = automaticBackupName(database.engine, new Date(now.getTime() - 15 * day));
      const recent = automaticBackupName(database.engine, new Date(now.getTime() - 13 * day));
      for (const name of [old, recent, "min-egen-kopia.tar.gz"]) await writeFile(join(dir, name), "x");

      const { written, deleted } = await takeScheduledBackup({
        database,
        databaseUrl: "databaseUrl" in config ? config.databaseUrl : undefined,
        schedule: { dir, keepDays: 14 },
        now,
      });
      expect(written.file).toBe(join(dir, automaticBackupName(database.engine, now)));
      expect(deleted).toEqual([old]);
      expect((await readdir(dir)).sort()).toEqual([recent, "min-egen-kopia.tar.gz", automaticBackupName(database.engine, now)].sort());
      expect((await stat(written.file)).mode & 0o777).toBe(0o600);
      expect(backupKindOf(await readFile(written.file))).toBe(engine.name === "PGlite" ? "pglite" : "postgresql");
    } finally {
      await folder.remove();
    }
  }, 60_000);
});

describe("automatic backup names", () => {
  it("carry the engine's extension and the time in UTC, sortable", () => {
    expect(automaticBackupName("pglite", new Date("2026-05-01T02:03:04.567Z"))).toBe("backup-2026-05-01T02-03-04Z.tar.gz");
    expect(automaticBackupName("postgresql", new Date("2026-05-01T02:03:04Z"))).toBe("backup-2026-05-01T02-03-04Z.pgdump");
  });
});
