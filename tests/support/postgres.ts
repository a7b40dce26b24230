import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { freePort } from "./site-server.ts";

export interface PostgresCluster {
  /** A connection URL for the cluster's default database. */
  url: string;
  /** Creates an empty database and returns its URL. */
  createDatabase(name: string): Promise<string>;
  /** Stops the server and removes its files. */
  stop(): void;
}

const debianRoot = "/usr/lib/postgresql";

/** The newest PostgreSQL server installed from Debian's packages (scripts/ensure-postgres.sh). */
function serverBinaries(): string {
  const versions = existsSync(debianRoot)
    ? readdirSync(debianRoot)
        .filter((entry) => existsSync(join(debianRoot, entry, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const [newest] = versions;
  if (!newest) throw new Error("PostgreSQL's server binaries are missing: run `sh scripts/ensure-postgres.sh`.");
  return join(debianRoot, newest, "bin");
}

/** PostgreSQL refuses to run as root, so as root the cluster belongs to Debian's `postgres` user. */
function clusterUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
  const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
  return { uid, gid };
}

function run(binary: string, args: string[], asPostgres: boolean) {
  const [command, commandArgs] = asPostgres ? ["runuser", ["-u", "postgres", "--", binary, ...args]] : [binary, args];
  try {
    execFileSync(command, commandArgs, { stdio: "pipe", encoding: "utf8" });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${binary} ${args.join(" ")} failed:\n${stdout ?? ""}${stderr ?? ""}`, { cause: error });
  }
}

/**
 * Starts a throwaway PostgreSQL cluster in a temp folder: loopback only, a free port, no
 * unix socket, fsync on as in production. `stop` removes every trace.
 */
export async function startPostgresCluster({ maxConnections = 50 }: { maxConnections?: number } = {}): Promise<PostgresCluster> {
  const bin = serverBinaries();
  const user = clusterUser();
  const root = mkdtempSync(join(tmpdir(), "pg-test-"));
  if (user) chownSync(root, user.uid, user.gid);
  const dataDir = join(root, "data");
  const port = await freePort();
  const asPostgres = user !== undefined;

  let started = false;
  const stop = () => {
    process.off("exit", stop);
    try {
      if (started) run(join(bin, "pg_ctl"), ["stop", "-D", dataDir, "-m", "immediate", "-w"], asPostgres);
    } finally {
      started = false;
      rmSync(root, { recursive: true, force: true });
    }
  };
  // A test run that dies before its afterAll still must not leave a server behind.
  process.on("exit", stop);

  try {
    run(join(bin, "initdb"), ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-locale", "--no-sync"], asPostgres);
    const settings = [
      "listen_addresses = '127.0.0.1'",
      `port = ${port}`,
      "unix_socket_directories = ''",
      "fsync = on",
      "synchronous_commit = on",
      "shared_buffers = 32MB",
      `max_connections = ${maxConnections}`,
    ];
    const conf = join(dataDir, "postgresql.auto.conf");
    writeFileSync(conf, `${settings.join("\n")}\n`, { flag: "a" });
    if (user) chownSync(conf, user.uid, user.gid);
    run(join(bin, "pg_ctl"), ["start", "-D", dataDir, "-l", join(root, "server.log"), "-w", "-t", "60"], asPostgres);
    started = true;
  } catch (error) {
    stop();
    throw error;
  }

  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return { url, createDatabase: (name) => createDatabase(url, name), stop };
}

/** Creates an empty database in the cluster at `clusterUrl` and returns its URL. */
export async function createDatabase(clusterUrl: string, name: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a plain database name: ${name}`);
  const client = new pg.Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Removes a database made by createDatabase, ending any connection still open to it. */
export async function dropDatabase(clusterUrl: string, name: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a plain database name: ${name}`);
  const client = new pg.Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}
