import { randomUUID } from "node:crypto";
import { link, mkdir, readFile, unlink, writeFile } from "node:fs/promises";
import { hostname } from "node:os";
import { join } from "node:path";

/** PGlite is a single-user PostgreSQL: two processes writing one folder corrupt it. */
export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `Databasmappen ${dataDir} används redan av en annan server (process ${pid}). ` +
        "Stoppa den först, eller ange DATABASE_URL så att flera servrar delar en PostgreSQL-databas.\n" +
        `The database folder ${dataDir} is already in use by another server (process ${pid}). ` +
        "Stop it first, or set DATABASE_URL so that several servers share a PostgreSQL database.",
    );
    this.name = "DataDirInUseError";
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

interface Holder {
  pid: number;
  host: string;
  since: string;
}

/** Lock files held by this process; a pid check cannot tell them apart from a stale one of ours. */
const heldByThisProcess = new Set<string>();

export const lockFileName = "server.lock";

/**
 * Takes the folder for this process: a lock file naming our pid, created atomically by
 * link(2) from a fully written draft so no reader ever sees it half-written. A lock whose
 * process is gone (a crashed or killed server) is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const lockPath = join(dataDir, lockFileName);
  if (heldByThisProcess.has(lockPath)) throw new DataDirInUseError(dataDir, process.pid);
  // Claimed before the first await, so a second open in this process cannot slip in.
  heldByThisProcess.add(lockPath);

  const holder: Holder = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  const content = `${JSON.stringify(holder)}\n`;
  const draft = `${lockPath}.${process.pid}.${randomUUID()}`;
  try {
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    await writeFile(draft, content, { mode: 0o600 });
    await linkOrTakeOver(draft, lockPath, dataDir);
  } catch (error) {
    heldByThisProcess.delete(lockPath);
    throw error;
  } finally {
    await unlink(draft).catch(() => undefined);
  }

  return {
    async release() {
      if (!heldByThisProcess.delete(lockPath)) return;
      const current = await readFile(lockPath, "utf8").catch(() => null);
      if (current === content) await unlink(lockPath).catch(() => undefined);
    },
  };
}

async function linkOrTakeOver(draft: string, lockPath: string, dataDir: string) {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await link(draft, lockPath);
      return;
    } catch (error) {
      if (errorCode(error) !== "EEXIST") throw error;
    }
    const stale = await readHolder(lockPath);
    if (stale === "gone") continue;
    if (stale.holder && isAlive(stale.holder.pid)) throw new DataDirInUseError(dataDir, stale.holder.pid);
    // Another starting server may have taken the stale lock over a moment ago: only remove
    // the file we judged stale, never its fresh replacement.
    const again = await readHolder(lockPath);
    if (again !== "gone" && again.text === stale.text) {
      await unlink(lockPath).catch((error: unknown) => {
        if (errorCode(error) !== "ENOENT") throw error;
      });
    }
  }
  // Several processes kept replacing the lock at once: let them win rather than risk two owners.
  const current = await readHolder(lockPath);
  throw new DataDirInUseError(dataDir, current !== "gone" && current.holder ? current.holder.pid : 0);
}

/** The lock file's text and holder (null when it is not a lock of ours), or "gone" when it vanished. */
async function readHolder(lockPath: string): Promise<{ text: string; holder: Holder | null } | "gone"> {
  let text: string;
  try {
    text = await readFile(lockPath, "utf8");
  } catch (error) {
    if (errorCode(error) === "ENOENT") return "gone";
    throw error;
  }
  return { text, holder: parseHolder(text) };
}

function parseHolder(text: string): Holder | null {
  try {
    const parsed = JSON.parse(text) as Partial<Holder>;
    return typeof parsed.pid === "number" && Number.isInteger(parsed.pid) && parsed.pid > 0 ? (parsed as Holder) : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  // Our own pid in a lock we do not hold is a previous run of this server that got the
  // same pid again, as a restarted container does.
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) === "EPERM";
  }
}

function errorCode(error: unknown): string | undefined {
  return error instanceof Error && "code" in error ? String(error.code) : undefined;
}
