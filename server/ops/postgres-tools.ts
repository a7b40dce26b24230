import { spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";

const debianRoot = "/usr/lib/postgresql";

/**
 * A PostgreSQL client program: from the newest of Debian's versioned folders (pg_dump must
 * be as new as the server it reads), otherwise from PATH.
 */
export function postgresProgram(name: "pg_dump" | "pg_restore" | "psql"): string {
  const versions = existsSync(debianRoot)
    ? readdirSync(debianRoot)
        .filter((version) => existsSync(join(debianRoot, version, "bin", name)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions[0] ? join(debianRoot, versions[0], "bin", name) : name;
}

/**
 * The URL without its password, and the password in PGPASSWORD: a password on the command
 * line would show in every user's process list.
 */
export function connectionFor(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return { url: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Runs a client program to its end; rejects with what it wrote on stderr. */
export function runProgram(program: string, args: string[], env: NodeJS.ProcessEnv, stdin?: (input: NodeJS.WritableStream) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ["pipe", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    child.once("error", (error: NodeJS.ErrnoException) =>
      reject(error.code === "ENOENT" ? new Error(`${program} saknas: installera PostgreSQL:s klientprogram (Debian: postgresql-client).`) : error),
    );
    child.once("close", (code) => (code === 0 ? resolve(stdout) : reject(new Error(`${program} avslutades med kod ${code}: ${stderr.trim()}`))));
    if (stdin) stdin(child.stdin);
    else child.stdin.end();
  });
}

/** pg_dump's custom format: compressed, restorable table by table with pg_restore. */
export async function dumpPostgres(databaseUrl: string, file: string): Promise<void> {
  const { url, env } = connectionFor(databaseUrl);
  await runProgram(postgresProgram("pg_dump"), ["--format=custom", "--no-owner", "--no-privileges", `--file=${file}`, `--dbname=${url}`], env);
}

/** The table of contents of a pg_dump file: one line per object ("TABLE public leads"...). */
export function listDump(file: string): Promise<string> {
  return runProgram(postgresProgram("pg_restore"), ["--list", file], process.env);
}

/**
 * Restores a pg_dump file in one transaction: the site's tables and drizzle's migration
 * log are dropped first, in the same transaction, so the database ends as the backup
 * was, or, when anything fails, as it was before.
 */
export async function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  const { url, env } = connectionFor(databaseUrl);
  const script = await runProgram(postgresProgram("pg_restore"), ["--no-owner", "--no-privileges", "--file=-", file], process.env);
  const prelude = [
    "drop schema if exists drizzle cascade;",
    "do $$ declare item record; begin",
    "  for item in select tablename from pg_tables where schemaname = 'public' loop",
    "    execute format('drop table if exists public.%I cascade', item.tablename);",
    "  end loop;",
    "  for item in select sequencename from pg_sequences where schemaname = 'public' loop",
    "    execute format('drop sequence if exists public.%I cascade', item.sequencename);",
    "  end loop;",
    "end $$;",
    "",
  ].join("\n");
  await runProgram(
    postgresProgram("psql"),
    ["--no-psqlrc", "--quiet", "--single-transaction", "--set=ON_ERROR_STOP=1", `--dbname=${url}`],
    env,
    (input) => {
      input.write(prelude);
      input.end(script);
    },
  );
}
