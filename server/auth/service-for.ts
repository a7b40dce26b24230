import type { Database } from "../db/database.ts";
import type { AuthConfig } from "./config.ts";
import type { AuthService } from "./service.ts";

/** What the accounts need from the server: the database, who signs customers in, and the service made for it. */
export interface AuthServices {
  database: Database;
  /** The embedded service (this folder) or a hosted Supabase project. */
  auth?: AuthConfig;
  /**
   * The one embedded auth service of the server, made where the server is composed
   * (server/data-services.ts): /auth/v1, /api/account and the workspace share it, and with
   * it the cache of signing keys.
   */
  authService?: AuthService;
  /** Tells the delivery worker that a committed transaction queued a mail. */
  nudge(): void;
}

/** The server's embedded auth service; undefined when a hosted project signs customers in. */
export function authServiceFor(data: AuthServices): AuthService | undefined {
  return data.auth?.mode === "embedded" ? data.authService : undefined;
}
