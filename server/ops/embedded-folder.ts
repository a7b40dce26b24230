import type { PGlite } from "@electric-sql/pglite";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { lockDataDir } from "../db/data-dir-lock.ts";
import { pgliteFolderName } from "../db/open-database.ts";
import { openPgliteClient } from "../db/pglite-client.ts";

/**
 * Opens a stopped site's embedded database as it is, holding the folder's lock so no
 * server starts meanwhile: no migrations, since a backup or a copy must read the data as
 * the site left it. Throws DataDirInUseError when a server holds the folder.
 */
export async function withStoppedPglite<T>(dataDir: string, read: (client: PGlite) => Promise<T>): Promise<T> {
  const lock = await lockDataDir(dataDir);
  try {
    const folder = join(dataDir, pgliteFolderName);
    if (!existsSync(join(folder, "PG_VERSION"))) throw new Error(`Det finns ingen databas i ${dataDir} att läsa.`);
    const client = await openPgliteClient(folder);
    try {
      return await read(client);
    } finally {
      await client.close();
    }
  } finally {
    await lock.release();
  }
}
