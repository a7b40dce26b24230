import type { AuthConfig, AuthService } from "./auth/index.ts";
import type { BookingSettings, BusyCalendar } from "./booking/index.ts";
import type { ChatConfig } from "./chat/index.ts";
import type { ContentRuntime } from "./content/index.ts";
import type { Database } from "./db/database.ts";
import type { Priority } from "./db/priority.ts";
import type { DeliveryConfig } from "./delivery/index.ts";
import type { EventBuffer, LeadAttributions, VisitorHasher } from "./analytics/index.ts";
import type { HealthConfig } from "./health/index.ts";
import type { RateLimitDatabase } from "./http/rate-limit.ts";
import type { LeadWriter, ReplyDeadlines, ServedGuide } from "./leads/index.ts";
import type { Logger } from "./logger.ts";
import type { MailConfig } from "./mail/index.ts";
import type { Site } from "./site.ts";

/**
 * What the areas that store data share: the database, where deliveries go, how mails read,
 * and the services made once per server around the database (composeDataServices in
 * data-services.ts), which the areas are handed rather than finding them by the database.
 */
export interface DataServices {
  database: Database;
  delivery: DeliveryConfig;
  mail: MailConfig;
  /** Who signs customers in: the embedded service (server/auth/) or a hosted Supabase project. */
  auth?: AuthConfig;
  /** The reply rules a new lead's deadline is set by (server/leads/reply-deadlines.ts). */
  deadlines: ReplyDeadlines;
  /** The embedded auth service, when `auth` is embedded: /auth/v1, /api/account and the workspace share it. */
  authService?: AuthService;
  /** Who goes first on the database: the visitors' writes, then the background work (server/db/priority.ts). */
  priority: Priority;
  /** The rate limits' store: the database, and the counts kept in this process on PGlite (server/http/rate-limit.ts). */
  rateLimits: RateLimitDatabase;
  /** The one lead writer, whose commits every lead endpoint shares (server/leads/lead-store.ts). */
  leadWriter: LeadWriter;
  /** The statistics' events waiting for their batch (server/analytics/event-buffer.ts); flushed as the server stops. */
  analyticsEvents: EventBuffer;
  /** The visitors' hashes with the day's salt kept in memory (server/analytics/visitor-hash.ts). */
  visitorHasher: VisitorHasher;
  /** A new lead's source, read together for the leads that arrive together (server/analytics/lead-attributions.ts). */
  leadAttributions: LeadAttributions;
  /** Tells the delivery worker that a committed transaction queued jobs, so it sends them now. */
  nudge(): void;
  /** The booking's settings from BOOKING_*, until staff save their own (server/booking/). */
  bookingDefaults: BookingSettings;
  /** The busy times of BOOKING_BUSY_ICS_URL, when set (server/booking/busy-calendar.ts). */
  bookingBusy?: BusyCalendar;
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
  /** The site's brand, address and contact details (server/site.ts). */
  site: Site;
  /**
   * Present in the running server and in tests that give the app a database; the areas
   * that store data (server/leads/) are only mounted with it.
   */
  data?: DataServices;
  /** The chat's AI provider, if any, and the contact details its answers give (server/chat/). */
  chat?: ChatConfig;
  /** The metrics token and the build that readiness checks (server/health/). */
  health?: HealthConfig;
  /**
   * The guide PDF the build wrote (server/leads/guide-file.ts), or the guide that follows
   * the published content (server/leads/guide-follows-content.ts); the e-book's download link serves it.
   */
  guidePdf?: string | ServedGuide;
  /** The published content's refresh and the page renderer for previews (server/content/); only in the running server. */
  content?: ContentRuntime;
}
