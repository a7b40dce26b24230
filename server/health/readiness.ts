import { sql } from "drizzle-orm";
import { access } from "node:fs/promises";
import { join } from "node:path";
import type { Readiness } from "../../contracts/health.ts";
import type { Database } from "../db/database.ts";
import { migrationStatus } from "../db/migrate.ts";

/** A probe comes every few seconds; a database that takes longer than this to answer `select 1` counts as down. */
const databaseTimeoutMs = 3_000;

/** What the server needs on disk to answer a visitor: React Router's server build and the prerendered home page. */
export const buildFiles = [join("server", "index.js"), join("client", "index.html")];

/**
 * Whether this instance can serve a visitor: the database answers, has every migration
 * this code expects, and the build it serves is still on disk. The reason names the
 * first failure without internal detail (no address, no driver message): the probe is
 * public. The detail goes to `log` when the answer changes.
 */
export async function checkReadiness({ database, buildDir }: { database?: Database; buildDir?: string }): Promise<Readiness & { detail?: string }> {
  const result: Readiness & { detail?: string } = { status: "ready", checks: { database: "skipped", migrations: "skipped", build: "skipped" } };
  const fail = (check: keyof Readiness["checks"], reason: string, detail?: string) => {
    result.checks[check] = "failed";
    if (result.status === "ready") Object.assign(result, { status: "not_ready", reason, detail });
  };

  if (database) {
    try {
      await withTimeout(database.db.execute(sql`select 1`), databaseTimeoutMs);
      result.checks.database = "ok";
      const status = await withTimeout(migrationStatus(database.db), databaseTimeoutMs);
      if (status.pending.length === 0) result.checks.migrations = "ok";
      else fail("migrations", `${status.pending.length} of ${status.known} migrations not applied`, status.pending.join(", "));
    } catch (error) {
      fail("database", "database unreachable", error instanceof Error ? error.message : String(error));
    }
  }

  if (buildDir) {
    const missing: string[] = [];
    for (const file of buildFiles) await access(join(buildDir, file)).catch(() => missing.push(file));
    if (missing.length === 0) result.checks.build = "ok";
    else fail("build", `build incomplete: ${missing.join(", ")} missing`);
  }
  return result;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
