import { serve, type ServerType } from "@hono/node-server";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { randomInt } from "node:crypto";
import { freePort } from "../../tests/support/site-server.ts";
import { createApp } from "../app.ts";
import type { DataServices } from "../context.ts";
import { composeDataServices } from "../data-services.ts";
import type { Database } from "../db/database.ts";
import { readServerEnv } from "../env.ts";
import { type Site, siteFromEnv } from "../site.ts";
import { defaultReplyDeadlines } from "../leads/index.ts";
import { createLogger } from "../logger.ts";
import { findQueuedMails } from "../delivery/index.ts";
import { mailConfigFromEnv } from "../mail/index.ts";
import { linksIn } from "../mail/index.ts";
import type { MailMessage } from "../mail/index.ts";
import { notFoundPage } from "./create-test-app.ts";
import { authConfigFromEnv, type EmbeddedAuthConfig } from "../auth/index.ts";

export interface AuthTestServer {
  /** The site's address, which is also what supabase-js is given: http://127.0.0.1:PORT. */
  url: string;
  /** The site's facts, with SITE_URL at this server's address. */
  site: Site;
  data: DataServices;
  config: EmbeddedAuthConfig;
  /** A supabase-js client with an address of its own, so its rate limits are its own. */
  client(options?: { key?: string; ip?: string }): SupabaseClient;
  /** The mails stored for one address, newest first. */
  mailsTo(email: string): Promise<MailMessage[]>;
  /** The first link of the newest mail to an address. */
  linkIn(email: string): Promise<string>;
  /** Every log line written so far, as text. */
  logText(): string;
  close(): Promise<void>;
}

/** A made-up client address per call, for X-Forwarded-For behind the one trusted proxy. */
export function newClientIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** A unique address on the reserved example domain, per test. */
export function newEmail(label = "kund"): string {
  return `${label}-${Date.now().toString(36)}${randomInt(1e9).toString(36)}@example.com`;
}

/**
 * The whole site app, listening on loopback like the production server, with the
 * embedded auth service on the given database: tests drive it with the real supabase-js.
 */
export async function startAuthServer(
  database: Database,
  {
    env = {},
    serviceRoleKey,
    config: overrides = {},
  }: { env?: Record<string, string>; serviceRoleKey?: string; config?: Partial<EmbeddedAuthConfig> } = {},
): Promise<AuthTestServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const serverEnv = readServerEnv({ SITE_URL: url, ...(serviceRoleKey ? { AUTH_SERVICE_ROLE_KEY: serviceRoleKey } : {}), ...env });
  const fromEnv = authConfigFromEnv(serverEnv);
  if (fromEnv.mode !== "embedded") throw new Error("The test server runs the embedded service");
  // Without the answer floor, unless a test asks for it: hundreds of signups need not wait a quarter second each.
  const config: EmbeddedAuthConfig = { ...fromEnv, answerFloorMs: 0, ...overrides };
  const lines: string[] = [];
  const logger = createLogger({ level: "info", destination: { write: (line: string) => lines.push(line) } });
  const site = siteFromEnv(serverEnv);
  const data = composeDataServices({
    database,
    delivery: { targets: {}, signingKey: undefined },
    mail: mailConfigFromEnv(serverEnv),
    auth: config,
    site,
    deadlines: defaultReplyDeadlines,
    nudge: () => undefined,
    logger,
  });
  const app = createApp({ context: { logger, trustProxy: 1, site, data }, renderPage: notFoundPage, staticFiles: new Map(), https: false });
  const server: ServerType = await new Promise((resolve) => {
    const listening = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" }, () => resolve(listening));
  });

  async function mailsTo(email: string): Promise<MailMessage[]> {
    const mails = await findQueuedMails(database.db);
    return mails.filter((mail) => mail.message.to === email).map((mail) => mail.message);
  }

  return {
    url,
    site,
    data,
    config,
    client({ key = "public-anon-key", ip = newClientIp() } = {}) {
      return createClient(url, key, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        global: { headers: { "X-Forwarded-For": ip } },
      });
    },
    mailsTo,
    async linkIn(email) {
      const [newest] = await mailsTo(email);
      const [link] = newest ? linksIn(newest.text) : [];
      if (!link) throw new Error(`No mail with a link to ${email}`);
      return link;
    },
    logText: () => lines.join(""),
    close: () =>
      new Promise((resolve, reject) => {
        if ("closeAllConnections" in server) server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Follows a mailed link as a browser would, up to the redirect, and reads the fragment it carries. */
export async function followLink(link: string, ip = newClientIp()): Promise<{ location: URL; fragment: URLSearchParams }> {
  const response = await fetch(link, { redirect: "manual", headers: { "X-Forwarded-For": ip } });
  if (response.status !== 303) throw new Error(`The link answered ${response.status}, not a redirect`);
  const location = new URL(response.headers.get("Location") ?? "");
  return { location, fragment: new URLSearchParams(location.hash.slice(1)) };
}
