import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { isIP } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { ApiArea } from "../api.ts";
import { createApp } from "../app.ts";
import type { PixelSources } from "../consent/index.ts";
import type { ContentRuntime } from "../content/index.ts";
import type { DataServices } from "../context.ts";
import type { Site } from "../site.ts";
import { testSite } from "./data-services.ts";
import type { HealthConfig } from "../health/index.ts";
import { createLogger } from "../logger.ts";
import { precompressDirectory } from "../middleware/precompress.ts";
import { loadStaticFiles } from "../middleware/static-files.ts";

export interface TestAppOptions {
  /** Files of the client build by path ("about/index.html", "assets/app-1a2b.js"), written to a temp folder. */
  files?: Record<string, string | Uint8Array>;
  /** Stands in for React Router's handler; by default every path renders a small 404 page with an inline script. */
  renderPage?: (request: Request) => Response | Promise<Response>;
  areas?: readonly ApiArea[];
  https?: boolean;
  trustProxy?: number;
  /** The database and its settings, for the areas that store data (testDataServices in data-services.ts). */
  data?: DataServices;
  /** The site's facts; the default configuration's (fictional brand, http://localhost:3000) unless given. */
  site?: Site;
  trackingPixel?: PixelSources;
  /** A file standing in for the guide PDF the build writes, which the e-book's download link serves. */
  guidePdf?: string;
  /** The metrics token and the build folder that /health/ready checks. */
  health?: HealthConfig;
  /** The published content's refresh and the preview's renderer, for the content area (server/content/). */
  content?: ContentRuntime;
}

export interface RequestOptions {
  /** The peer address of the socket the request arrives on. */
  remoteAddress?: string;
}

export interface TestApp {
  /** Sends a request through the whole app in-process, as if it arrived on a socket. */
  request(path: string, init?: RequestInit, options?: RequestOptions): Promise<Response>;
  /** The log lines written so far, parsed. */
  logs(): Record<string, unknown>[];
  /** The folder holding the client build, beside which a test may put files the server must not serve. */
  root: string;
  close(): Promise<void>;
}

/** A server-rendered 404 page as React Router sends one: HTML with an inline script that differs per path. */
export function notFoundPage(request: Request) {
  const { pathname } = new URL(request.url);
  const html = `<!doctype html><html lang="sv"><head><script>window.__path=${JSON.stringify(pathname)}</script></head><body><h1>Sidan finns inte</h1></body></html>`;
  return new Response(html, { status: 404, headers: { "Content-Type": "text/html; charset=utf-8" } });
}

/**
 * Builds the real app with createApp() around a stub page handler and a temp folder of
 * static files, so middleware and API are tested without a build or a port. Logs are
 * kept in memory for the test to read.
 */
export async function createTestApp({
  files = {},
  renderPage = notFoundPage,
  areas,
  https = false,
  trustProxy = 0,
  data,
  site = testSite(),
  trackingPixel,
  guidePdf,
  health,
  content,
}: TestAppOptions = {}): Promise<TestApp> {
  const root = await mkdtemp(join(tmpdir(), "test-app-"));
  const clientDir = join(root, "client");
  await mkdir(clientDir);
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(clientDir, path)), { recursive: true });
    await writeFile(join(clientDir, path), content);
  }
  await precompressDirectory(clientDir);

  const lines: string[] = [];
  const logger = createLogger({ level: "info", destination: { write: (line: string) => lines.push(line) } });
  const app = createApp({
    context: { logger, trustProxy, site, data, guidePdf, health, content },
    renderPage,
    staticFiles: await loadStaticFiles(clientDir),
    https,
    areas,
    trackingPixel,
  });

  return {
    root,
    async request(path, init, { remoteAddress = "127.0.0.1" } = {}) {
      // What @hono/node-server passes as the environment: the Node request and its socket.
      const incoming = { socket: { remoteAddress, remotePort: 52000, remoteFamily: isIP(remoteAddress) === 6 ? "IPv6" : "IPv4" } };
      return app.request(path, init, { incoming });
    },
    logs: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    close: () => rm(root, { recursive: true, force: true }),
  };
}
