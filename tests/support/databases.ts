import { createHash } from "node:crypto";
import { cp, mkdtemp, readdir, readFile, rename, rm } from "node:fs/promises";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, inject } from "vitest";
import type { DatabaseConfig } from "../../server/db/config.ts";
import type { Database } from "../../server/db/database.ts";
import { migrationsFolder } from "../../server/db/migrate.ts";
import { openDatabase } from "../../server/db/open-database.ts";
import { createDatabase, dropDatabase } from "./postgres.ts";

export interface TestEngine {
  name: "PGlite" | "PostgreSQL";
  /** A brand-new database of this engine, not yet opened (a PGlite copy already has the schema). */
  freshConfig(): Promise<DatabaseConfig>;
  /** Opens a database; whatever a test leaves open is closed after it. */
  open(config: DatabaseConfig): Promise<Database>;
  /**
   * One database of this engine shared by the file's tests, for those that need no empty
   * database: each test then finds its own rows by their ids or addresses.
   */
  shared(): Promise<Database>;
}

/**
 * The two engines every data-layer test runs on, for `describe.each`. Every file shares
 * the run's PostgreSQL cluster (postgres-global-setup.ts) and gets a fresh database per
 * call; PGlite databases are copies of one migrated folder, because creating a PGlite
 * folder takes seconds and copying one a few milliseconds.
 */
export function testEngines(): TestEngine[] {
  const open = new Set<Database>();
  const shared = new Map<TestEngine["name"], Promise<Database>>();
  const folders: string[] = [];
  // Names unique across the files that share the cluster.
  const databasePrefix = `test_${randomUUID().slice(0, 8)}`;
  let databases = 0;

  // Takes seconds the first time: more than a test's own time limit allows.
  beforeAll(() => pgliteTemplate(), 120_000);
  afterEach(async () => {
    await Promise.all([...open].map((database) => database.close()));
    open.clear();
  });
  afterAll(async () => {
    await Promise.all([...shared.values()].map(async (database) => (await database).close()));
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
    // The cluster serves the whole run: a file leaves no database behind in it.
    for (let number = 1; number <= databases; number += 1) await dropDatabase(inject("postgresUrl"), `${databasePrefix}_${number}`);
  });

  async function openTracked(config: DatabaseConfig) {
    const database = await openDatabase(config);
    open.add(database);
    return {
      ...database,
      close: async () => {
        if (open.delete(database)) await database.close();
      },
    };
  }

  const engines: TestEngine[] = [
    {
      name: "PGlite",
      async freshConfig() {
        const template = await pgliteTemplate();
        const folder = await mkdtemp(join(tmpdir(), "pglite-test-"));
        folders.push(folder);
        await cp(template, folder, { recursive: true });
        return { dataDir: folder };
      },
      open: openTracked,
      shared: () => sharedDatabase(engines[0]!),
    },
    {
      name: "PostgreSQL",
      async freshConfig() {
        databases += 1;
        return { databaseUrl: await createDatabase(inject("postgresUrl"), `${databasePrefix}_${databases}`) };
      },
      open: openTracked,
      shared: () => sharedDatabase(engines[1]!),
    },
  ];

  function sharedDatabase(engine: TestEngine): Promise<Database> {
    let database = shared.get(engine.name);
    if (!database) {
      database = engine.freshConfig().then((config) => openDatabase(config));
      shared.set(engine.name, database);
    }
    return database;
  }

  return engines;
}

/** A temp folder that a test removes afterwards. */
export async function tempFolder(prefix: string): Promise<{ path: string; remove: () => Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), prefix));
  return { path, remove: () => rm(path, { recursive: true, force: true }) };
}

let template: Promise<string> | undefined;

/**
 * A migrated, closed PGlite folder, kept in the temp folder under the hash of the
 * migrations and the PGlite version so test files and runs share it until either changes.
 */
function pgliteTemplate(): Promise<string> {
  template ??= (async () => {
    const hash = createHash("sha256");
    const pglitePackage = join(import.meta.dirname, "..", "..", "node_modules", "@electric-sql", "pglite", "package.json");
    hash.update(JSON.parse(await readFile(pglitePackage, "utf8")).version as string);
    for (const file of (await readdir(migrationsFolder, { recursive: true })).sort()) {
      if (file.endsWith(".sql") || file.endsWith(".json")) hash.update(file).update(await readFile(join(migrationsFolder, file)));
    }
    const folder = join(tmpdir(), `pglite-template-${hash.digest("hex").slice(0, 16)}`);
    if (existsSync(folder)) return folder;

    const staging = await mkdtemp(join(tmpdir(), "pglite-template-staging-"));
    const database = await openDatabase({ dataDir: staging });
    await database.close();
    // Another test file may have finished its own copy first; either copy will do.
    await rename(staging, folder).catch(() => rm(staging, { recursive: true, force: true }));
    return folder;
  })();
  return template;
}
