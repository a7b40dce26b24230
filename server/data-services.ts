import { createEventBuffer, createLeadAttributions, createVisitorHasher } from "./analytics/index.ts";
import { type AuthConfig, createAuthService } from "./auth/index.ts";
import { type BookingSettings, type BusyCalendar, defaultBookingSettings } from "./booking/index.ts";
import type { DataServices } from "./context.ts";
import type { Database } from "./db/database.ts";
import { createPriority } from "./db/priority.ts";
import type { DeliveryConfig } from "./delivery/index.ts";
import { createRateLimitMemory } from "./http/rate-limit.ts";
import { createLeadWriter, type ReplyDeadlines } from "./leads/index.ts";
import type { Logger } from "./logger.ts";
import { type MailConfig, visitorMailLimit } from "./mail/index.ts";
import type { Site } from "./site.ts";

export interface DataServiceSettings {
  database: Database;
  delivery: DeliveryConfig;
  mail: MailConfig;
  auth?: AuthConfig;
  site: Site;
  /** The reply rules new leads' deadlines are set by (BUSINESS_HOURS, LEAD_REPLY_*). */
  deadlines: ReplyDeadlines;
  /** Tells the delivery worker that a committed transaction queued jobs. */
  nudge(): void;
  logger: Logger;
  /** BOOKING_* from the environment; the built-in defaults when not given. */
  bookingDefaults?: BookingSettings;
  bookingBusy?: BusyCalendar;
}

/**
 * The services a server makes once around its database and hands to every area: the one
 * priority the lead commits and the background work share, the rate limits' counters,
 * the lead writer (whose commits every lead endpoint shares), the statistics' event
 * buffer, the visitor hasher and the leads' attribution (which share the day's salt) and
 * the embedded auth service. Made here, in one place, rather than looked up per
 * database by each area, so what shares what is written down: services.ts calls this for
 * the running server, and tests for an app of their own (server/testing/).
 */
export function composeDataServices({ database, delivery, mail, auth, site, deadlines, nudge, logger, bookingDefaults = defaultBookingSettings, bookingBusy }: DataServiceSettings): DataServices {
  const priority = createPriority();
  const rateLimits = { db: database.db, engine: database.engine, memory: createRateLimitMemory() };
  const analyticsEvents = createEventBuffer(database.db, logger, { priority });
  const visitorHasher = createVisitorHasher(database.db);
  return {
    database,
    delivery,
    mail,
    auth,
    deadlines,
    authService: auth?.mode === "embedded" ? createAuthService({ db: database.db, config: auth, site, nudge, log: logger }) : undefined,
    priority,
    rateLimits,
    leadWriter: createLeadWriter(database.db, { priority, visitorMails: visitorMailLimit(rateLimits) }),
    analyticsEvents,
    visitorHasher,
    leadAttributions: createLeadAttributions({ db: database.db, hasher: visitorHasher, events: analyticsEvents, priority }),
    nudge,
    bookingDefaults,
    bookingBusy,
  };
}
