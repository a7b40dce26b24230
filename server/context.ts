import type { AuthConfig } from "./auth/index.ts";
import type { ChatConfig } from "./chat/index.ts";
import type { Database } from "./db/database.ts";
import type { DeliveryConfig } from "./delivery/index.ts";
import type { HealthConfig } from "./health/index.ts";
import type { Logger } from "./logger.ts";
import type { MailConfig } from "./mail/index.ts";

/** What the areas that store data share: the database, where deliveries go, how mails read. */
export interface DataServices {
  database: Database;
  delivery: DeliveryConfig;
  mail: MailConfig;
  /** Who signs customers in: the embedded service (server/auth/) or a hosted Supabase project. */
  auth?: AuthConfig;
  /** Tells the delivery worker that a committed transaction queued jobs, so it sends them now. */
  nudge(): void;
}

/**
 * What the server's parts are built with, passed in explicitly rather than imported, so a
 * test builds the same app with its own logger and settings. The API's areas receive it
 * whole; an area that needs a new service gets it added here.
 */
export interface ServerContext {
  logger: Logger;
  /** Proxy hops in front of the server whose X-Forwarded-For entries are trusted (server/env.ts). */
  trustProxy: number;
  /**
   * Present in the running server and in tests that give the app a database; the areas
   * that store data (server/leads/) are only mounted with it.
   */
  data?: DataServices;
  /** The chat's AI provider, if any, and the contact details its answers give (server/chat/). */
  chat?: ChatConfig;
  /** The metrics token and the build that readiness checks (server/health/). */
  health?: HealthConfig;
  /** The guide PDF the build wrote (server/leads/guide-file.ts); the e-book's download link serves it. */
  guidePdf?: string;
}
