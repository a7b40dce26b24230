import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const projectRoot = join(import.meta.dirname, "..", "..");

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess, output: () => string) {
  // Generous: on a busy machine loading the server and opening PGlite can take a while.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`Server exited early:\n${output()}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Server did not become healthy:\n${output()}`);
}

export interface SiteServer {
  baseUrl: string;
  buildDir: string;
  /** The server's own data folder (its embedded database), for a command line run against it. */
  dataDir: string;
  stop: () => Promise<void>;
}

/**
 * Builds the production site into a folder of its own. `buildEnv` adds to the build's
 * environment. Public values (brand, SITE_URL, the tracking pixel...) need no build of
 * their own: a server applies them at start, so serve a build with them (serveBuild,
 * docs/decisions/027-public-values-at-start.md).
 */
export function buildSite(name: string, buildEnv: Record<string, string> = {}): string {
  const buildDir = join(projectRoot, ".e2e-build", `${name}-${process.pid}`);
  const env = { ...process.env, ...buildEnv, BUILD_DIR: buildDir, NODE_ENV: "production" };
  execFileSync(join(projectRoot, "node_modules", ".bin", "react-router"), ["build"], { cwd: projectRoot, env, stdio: "pipe" });
  return buildDir;
}

/**
 * Builds the site (buildSite) and serves it; stopping the server removes the build.
 * `serverEnv` adds to the server's environment, for example to point it at a failing AI
 * provider; `buildEnv` to both the build and the server.
 */
export async function buildAndServe(name: string, serverEnv: Record<string, string> = {}, buildEnv: Record<string, string> = {}): Promise<SiteServer> {
  const buildDir = buildSite(name, buildEnv);
  const site = await serveBuild(buildDir, name, { ...buildEnv, ...serverEnv }).catch(async (error: unknown) => {
    await rm(buildDir, { recursive: true, force: true });
    throw error;
  });
  return {
    ...site,
    async stop() {
      try {
        await site.stop();
      } finally {
        await rm(buildDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * Serves a build made by buildSite with the real server (server/index.ts) on a free
 * loopback port, with a data folder of its own; `serverEnv` adds to the server's
 * environment. Several servers can serve one build: tests whose pages are the same but
 * whose server differs (another database, a failing AI provider) do not build again.
 */
export async function serveBuild(buildDir: string, name: string, serverEnv: Record<string, string> = {}): Promise<SiteServer> {
  // The port is free when chosen, but a server that renders its pages again before it
  // listens (other public values) can lose it meanwhile to another test's server: try again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startServer(buildDir, name, serverEnv);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof PortTakenError)) throw error;
    }
  }
}

class PortTakenError extends Error {}

async function startServer(buildDir: string, name: string, serverEnv: Record<string, string>): Promise<SiteServer> {
  const env = { ...process.env, BUILD_DIR: buildDir, NODE_ENV: "production" };
  const port = await freePort();
  // A folder of its own: only one server may hold a data folder, and the test's leads must not linger.
  const dataDir = await mkdtemp(join(tmpdir(), `site-data-${name}-`));
  let log = "";
  const server = spawn(process.execPath, ["server/index.ts"], {
    cwd: projectRoot,
    // Behind one trusted proxy, a test can give each browser context an X-Forwarded-For of its
    // own, so tests that submit forms do not share one address's rate-limit budget.
    env: { ...env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: "", TRUST_PROXY: "1", ...serverEnv },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout.on("data", (chunk) => (log += chunk));
  server.stderr.on("data", (chunk) => (log += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, server, () => log).catch(async (error: unknown) => {
    server.kill("SIGKILL");
    await rm(dataDir, { recursive: true, force: true });
    throw log.includes("EADDRINUSE") ? new PortTakenError(String(error)) : error;
  });

  return {
    baseUrl,
    buildDir,
    dataDir,
    /** Stops the server as a process manager would; a shutdown that is not clean fails. */
    async stop() {
      const exited = new Promise<number | null>((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      const code = await exited;
      await rm(dataDir, { recursive: true, force: true });
      if (code !== 0) throw new Error(`Server did not shut down cleanly on SIGTERM (exit ${code}):\n${log}`);
    },
  };
}
