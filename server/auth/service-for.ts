import type { Database } from "../db/database.ts";
import type { Logger } from "../logger.ts";
import type { MailConfig } from "../mail/index.ts";
import type { AuthConfig } from "./config.ts";
import { type AuthService, createAuthService } from "./service.ts";

/** What the accounts need from the server: the database, how mails read, who signs customers in. */
export interface AuthServices {
  database: Database;
  mail: MailConfig;
  /** The embedded service (this folder) or a hosted Supabase project. */
  auth?: AuthConfig;
  /** Tells the delivery worker that a committed transaction queued a mail. */
  nudge(): void;
}

const services = new WeakMap<AuthServices, AuthService>();

/**
 * The one auth service of a server's data services: /auth/v1 and /api/account share it,
 * and with it the cache of signing keys. Undefined when a hosted project signs customers in.
 */
export function authServiceFor(data: AuthServices, log: Logger): AuthService | undefined {
  if (data.auth?.mode !== "embedded") return undefined;
  let service = services.get(data);
  if (!service) {
    service = createAuthService({ db: data.database.db, config: data.auth, site: data.mail.site, nudge: () => data.nudge(), log });
    services.set(data, service);
  }
  return service;
}
