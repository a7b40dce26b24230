/**
 * The real server (server/index.ts) as a child process on a loopback port, for the lead
 * benchmarks: built once, started and stopped (or killed) as often as a benchmark needs,
 * each start on the data folder it is given.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { sql } from "drizzle-orm";
import { queryRows } from "../../server/db/database.ts";
import { openDatabase } from "../../server/db/open-database.ts";
import type { JobKind, JobStatus, JobTarget } from "../../server/db/schema.ts";
import { freePort, projectRoot } from "../../tests/support/site-server.ts";

export { freePort, projectRoot };

export interface SiteBuild {
  dir: string;
  /** Removes the build, unless it was one the caller named. */
  dispose(): Promise<void>;
}

/**
 * The production build the server renders pages from. `existing` (a folder from an
 * earlier `react-router build`) skips the build, for short runs while developing.
 */
export async function prepareBuild(name: string, existing?: string): Promise<SiteBuild> {
  if (existing) return { dir: resolve(existing), dispose: async () => undefined };
  const dir = join(projectRoot, ".e2e-build", `${name}-${process.pid}`);
  const env = { ...process.env, BUILD_DIR: dir, NODE_ENV: "production" };
  execFileSync(join(projectRoot, "node_modules", ".bin", "react-router"), ["build"], { cwd: projectRoot, env, stdio: "pipe" });
  return { dir, dispose: () => rm(dir, { recursive: true, force: true }) };
}

/** A data folder of its own: one server may hold a PGlite folder, and a benchmark's leads must not mix with others. */
export function freshDataDir(name: string): Promise<string> {
  return mkdtemp(join(tmpdir(), `bench-${name}-`));
}

export interface LeadServerOptions {
  buildDir: string;
  dataDir: string;
  /** A port to listen on, such as the one a killed server had; a free one otherwise. */
  port?: number;
  /** More environment, such as AUTOMATION_WEBHOOK_URL. */
  env?: Record<string, string>;
}

export interface LeadServer {
  baseUrl: string;
  port: number;
  pid: number;
  /** Milliseconds from spawning the process to its first healthy answer. */
  startupMs: number;
  /**
   * CPU seconds the server process has used so far, all its threads (Linux: /proc), or
   * undefined where that cannot be read. On a machine the load shares with the server,
   * CPU per request is steadier than latency from run to run.
   */
  cpuSeconds(): number | undefined;
  /** Error-level log lines (error and fatal), the 5xx and worker failures among them. */
  errorLines: string[];
  /** The last part of the server's output, for a failure message. */
  logTail(): string;
  /** SIGTERM, as a process manager stops it; resolves with the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL: no shutdown, no cleanup; the data folder keeps a lock naming a dead pid. */
  kill(): Promise<void>;
}

const logTailBytes = 64 * 1024;
const maxErrorLines = 200;

let clockTicks: number | undefined;

/** User and system time of a process from /proc/<pid>/stat (fields 14 and 15, in clock ticks). */
function processCpuSeconds(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces: the fields are counted after its ")".
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    clockTicks ??= Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
    return (Number(fields[11]) + Number(fields[12])) / clockTicks;
  } catch {
    return undefined;
  }
}

/**
 * Starts server/index.ts on 127.0.0.1 with TRUST_PROXY=1, so X-Forwarded-For names the
 * client: the load can then come from many fake client addresses (fakeClientAddress),
 * each under the per-address rate limit, instead of all from 127.0.0.1.
 */
export async function startLeadServer({ buildDir, dataDir, port, env = {} }: LeadServerOptions): Promise<LeadServer> {
  const listenPort = port ?? (await freePort());
  const started = performance.now();
  const child = spawn(process.execPath, ["server/index.ts"], {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: "production",
      BUILD_DIR: buildDir,
      PORT: String(listenPort),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      TRUST_PROXY: "1",
      AUTOMATION_WEBHOOK_URL: "",
      FORM_SERVICE_URL: "",
      SMTP_URL: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let tail = "";
  const errorLines: string[] = [];
  let partial = "";
  const collect = (chunk: Buffer) => {
    const text = chunk.toString("utf8");
    tail = (tail + text).slice(-logTailBytes);
    const lines = (partial + text).split("\n");
    partial = lines.pop() ?? "";
    for (const line of lines) {
      // The server's logger writes the level's name (server/logger.ts); pino's numbers are kept for other loggers.
      if (errorLines.length < maxErrorLines && /"level":("error"|"fatal"|5\d|60)[,}]/.test(line)) errorLines.push(line);
    }
  };
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  const exited = new Promise<number | null>((done) => child.once("exit", (code) => done(code)));

  const baseUrl = `http://127.0.0.1:${listenPort}`;
  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    child.kill("SIGKILL");
    await exited;
    throw new Error(`${(error as Error).message}\n${tail}`, { cause: error });
  }

  return {
    baseUrl,
    port: listenPort,
    pid: child.pid!,
    startupMs: performance.now() - started,
    errorLines,
    cpuSeconds: () => processCpuSeconds(child.pid!),
    logTail: () => tail,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill("SIGTERM");
      return exited;
    },
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGKILL");
      await exited;
    },
  };
}

async function waitForHealth(baseUrl: string, child: ChildProcess) {
  // PGlite's recovery after a kill and a busy machine can make a start slow.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited at start (code ${child.exitCode})`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error("The server did not become healthy within 120 s");
}

/**
 * The n-th fake client address, in 10.0.0.0/8. The server trusts one proxy hop, so it
 * counts each request against the address sent here; spreading requests over many
 * addresses keeps the per-address limit (5 a minute, 30 an hour per endpoint) from
 * capping the load, while every request still costs its rate-limit writes.
 */
export function fakeClientAddress(n: number): string {
  const index = (n % 0xfffffe) + 1;
  return `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
}

export interface StoredLead extends Record<string, unknown> {
  id: string;
  kind: string;
  email: string;
}

export interface StoredJob extends Record<string, unknown> {
  leadId: string | null;
  kind: JobKind;
  target: JobTarget;
  status: JobStatus;
  webhookId: string;
  attempts: number;
}

export interface StoredState {
  leads: StoredLead[];
  jobs: StoredJob[];
  rateLimitRows: number;
}

/** Reads what the server stored; only once it has stopped, since a PGlite folder has one user at a time. */
export async function readStoredState(dataDir: string): Promise<StoredState> {
  const database = await openDatabase({ dataDir });
  try {
    const leads = await queryRows<StoredLead>(database.db, sql`select id, kind, email from leads`);
    const jobs = await queryRows<StoredJob>(
      database.db,
      sql`select lead_id as "leadId", kind, target, status, webhook_id as "webhookId", attempts from outbox_jobs`,
    );
    const [count] = await queryRows<{ count: number }>(database.db, sql`select count(*)::int as count from rate_limits`);
    return { leads, jobs, rateLimitRows: count?.count ?? 0 };
  } finally {
    await database.close();
  }
}
