import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { rm } from "node:fs/promises";
import { createServer } from "node:net";
import { join } from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const root = join(import.meta.dirname, "..", "..");

function freePort(): Promise<number> {
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
  const deadline = Date.now() + 30_000;
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

/**
 * Builds the production site into a folder of its own and serves it with the real
 * server on a free loopback port; every browser test runs against that.
 */
export default async function setup(project: TestProject) {
  const buildDir = join(".e2e-build", String(process.pid));
  const env = { ...process.env, BUILD_DIR: buildDir, NODE_ENV: "production" };
  execFileSync(join(root, "node_modules", ".bin", "react-router"), ["build"], { cwd: root, env, stdio: "pipe" });

  const port = await freePort();
  let log = "";
  const server = spawn(process.execPath, ["server/index.ts"], {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout.on("data", (chunk) => (log += chunk));
  server.stderr.on("data", (chunk) => (log += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, server, () => log);
  project.provide("baseUrl", baseUrl);

  return async () => {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
    await rm(join(root, buildDir), { recursive: true, force: true });
  };
}
