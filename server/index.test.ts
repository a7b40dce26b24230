import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { chmod, lstat, mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authMount } from "../contracts/auth.ts";
import { leadEndpoints } from "../contracts/lead-forms.ts";
import { serveBuild } from "../tests/support/site-server.ts";
import { guidePdfPath } from "./leads/index.ts";
import { runEntry } from "./testing/run-command.ts";

const root = join(import.meta.dirname, "..");

/**
 * A build with no pages but the guide: enough for the server to start and answer its API, which is all
 * these tests ask of it, without the minutes a real `react-router build` takes. React
 * Router's handler reads the build only when it renders a page.
 */
async function buildWithoutPages(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), "server-start-build-"));
  await mkdir(join(folder, "client"));
  await mkdir(join(folder, "server"));
  await writeFile(join(folder, "package.json"), '{ "type": "module" }\n');
  await writeFile(join(folder, "server", "index.js"), "export const routes = {};\n");
  await mkdir(dirname(guidePdfPath(folder)), { recursive: true });
  await writeFile(guidePdfPath(folder), "%PDF-1.7\n");
  return folder;
}

/** Every file and folder under a folder, with the permission bits it grants its group or others. */
async function openToOthers(folder: string): Promise<string[]> {
  const open: string[] = [];
  const check = async (path: string) => {
    const stats = await lstat(path);
    // A symbolic link's own bits mean nothing; PGlite makes none.
    if (!stats.isSymbolicLink() && (stats.mode & 0o077) !== 0) open.push(`${(stats.mode & 0o777).toString(8)} ${path}`);
  };
  await check(folder);
  for (const entry of await readdir(folder, { recursive: true })) await check(join(folder, entry));
  return open;
}

const embeddedDatabase = { DATABASE_URL: "", SUPABASE_URL: "", NODE_ENV: "production" };

describe("server start-up", () => {
  let buildDir: string;
  let scratch: string;

  beforeAll(async () => {
    buildDir = await buildWithoutPages();
    scratch = await mkdtemp(join(tmpdir(), "server-start-"));
  });
  afterAll(async () => {
    await rm(buildDir, { recursive: true, force: true });
    await rm(scratch, { recursive: true, force: true });
  });

  it("stops with a message naming the variable when a value is bad", () => {
    const result = spawnSync(process.execPath, ["server/index.ts"], {
      cwd: root,
      env: { ...process.env, PORT: "inte-en-port", SITE_URL: "ftp://fel" },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("PORT");
    expect(result.stderr).toContain("SITE_URL");
  });

  it("keeps every file of the embedded database private to its user, whether the server or a command line wrote it", { timeout: 180_000 }, async () => {
    // A folder neither has made yet: the command line creates it, and the database in it.
    const dataDir = join(scratch, "data");
    const email = `personal-${randomUUID().slice(0, 8)}@example.com`;
    const password = "ett långt lösenord";
    const created = await runEntry("server/auth/cli.ts", ["create", email, "--role", "staff"], { ...embeddedDatabase, DATA_DIR: dataDir }, `${password}\n`);
    expect(created).toMatchObject({ code: 0, stderr: "" });
    expect(await openToOthers(dataDir)).toEqual([]);

    const site = await serveBuild(buildDir, "private-data", { ...embeddedDatabase, DATA_DIR: dataDir });
    try {
      const post = (path: string, body: unknown) =>
        fetch(`${site.baseUrl}${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
      const lead = await post(leadEndpoints.contact, { name: "Lina Berg", email: "lina@example.com", company: "Berg AB" });
      expect(lead.status).toBe(201);
      const signIn = await post(`${authMount}/token?grant_type=password`, { email, password });
      expect(signIn.status).toBe(200);
      expect(await signIn.json()).toHaveProperty("access_token");
      // While it runs: the lock, the command socket and the write-ahead log with the new session.
      expect(await openToOthers(dataDir)).toEqual([]);
    } finally {
      await site.stop();
    }
    // What closing the database wrote.
    expect(await openToOthers(dataDir)).toEqual([]);
  });

  it("stops with what to run when there is no build to serve", async () => {
    const result = spawnSync(process.execPath, ["server/index.ts"], {
      cwd: root,
      env: { ...process.env, ...embeddedDatabase, BUILD_DIR: join(scratch, "inget-bygge"), DATA_DIR: join(scratch, "no-build-data"), PORT: "0" },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("npm run build");
  });

  it("refuses a data folder other users can enter, and says how to close it", async () => {
    const dataDir = join(scratch, "open");
    await mkdir(dataDir);
    await chmod(dataDir, 0o755);
    const result = spawnSync(process.execPath, ["server/index.ts"], {
      cwd: root,
      env: { ...process.env, ...embeddedDatabase, BUILD_DIR: buildDir, DATA_DIR: dataDir, PORT: "0", HOST: "127.0.0.1" },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`chmod -R go-rwx ${dataDir}`);
    // Refused before anything was written there.
    expect(await readdir(dataDir)).toEqual([]);
  });
});
