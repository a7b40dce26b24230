import { startAnalyticsJob, startWeeklyReport } from "./analytics/index.ts";
import { startAuthCleanupJob } from "./auth/index.ts";
import { startCommandChannel } from "./cli/command-channel.ts";
import { commandTools } from "./command-tools.ts";
import { authConfigFromEnv } from "./auth/index.ts";
import { startConsentRetentionJob } from "./consent/index.ts";
import type { DataServices } from "./context.ts";
import { databaseConfigFromEnv } from "./db/config.ts";
import { openDatabase } from "./db/open-database.ts";
import { createWebhookSender, deliveryConfigFromEnv, startDeliveryWorker } from "./delivery/index.ts";
import type { ServerEnv } from "./env.ts";
import { replyDeadlinesFromEnv, startDeadlineWarnings, startRetentionJob } from "./leads/index.ts";
import { bookingSettingsFromEnv, startBookingReminders, startBusyCalendar } from "./booking/index.ts";
import { composeDataServices } from "./data-services.ts";
import { type Site, siteFromEnv } from "./site.ts";
import type { Logger } from "./logger.ts";
import { mailConfigFromEnv } from "./mail/index.ts";
import { createMailSender, mailLinksMayBeLogged } from "./mail/index.ts";
import { deleteExpiredRateLimits } from "./http/rate-limit.ts";
import { startDailyJob } from "./jobs/daily-job.ts";
import { backupScheduleFromEnv } from "./ops/config.ts";
import { startBackupJob } from "./ops/backup-job.ts";

export interface RunningServices {
  /** The site's facts from the environment, for the server's context. */
  site: Site;
  data: DataServices;
  /** Stops the delivery worker (after its sends in flight), then the retention job, then closes the database. */
  stop(): Promise<void>;
}

/**
 * Opens the database (migrating it), composes the services every area shares around it
 * (data-services.ts) and starts what runs beside the HTTP server: the delivery worker,
 * the minute's check for reply deadlines and the daily jobs. Logs one line naming the
 * database and what an acknowledged write survives. Throws when the database cannot be
 * opened, for instance because another server holds the data folder.
 */
export async function startServices(env: ServerEnv, logger: Logger): Promise<RunningServices> {
  // Checked before the database opens, so a half-configured hosted project stops the start cleanly.
  const auth = authConfigFromEnv(env);
  const databaseConfig = databaseConfigFromEnv(env);
  const database = await openDatabase(databaseConfig, { log: logger });
  logger.info({ database: { engine: database.engine } }, `Database: ${database.describe()}; ${database.describeGuarantee()}`);

  const site = siteFromEnv(env);
  const deadlines = replyDeadlinesFromEnv(env);
  const delivery = deliveryConfigFromEnv(env);
  const mail = mailConfigFromEnv(env);
  // The worker starts below; what the areas queue before then waits for its first round.
  let nudgeWorker = () => {};
  const nudge = () => nudgeWorker();
  const bookingBusy = env.BOOKING_BUSY_ICS_URL ? startBusyCalendar({ url: env.BOOKING_BUSY_ICS_URL, log: logger }) : undefined;
  const data = composeDataServices({ database, delivery, mail, auth, site, deadlines, nudge, logger, bookingDefaults: bookingSettingsFromEnv(env), bookingBusy });
  const mailSender = createMailSender({
    smtpUrl: mail.smtpUrl,
    from: mail.from,
    log: logger,
    logLinks: mailLinksMayBeLogged({ nodeEnv: process.env.NODE_ENV, siteUrl: env.SITE_URL }),
  });
  const worker = startDeliveryWorker({
    db: database.db,
    senders: { webhook: createWebhookSender({ config: delivery }), mail: (message) => mailSender.send(message) },
    log: logger,
    priority: data.priority,
  });
  nudgeWorker = () => worker.nudge();
  const warnings = startDeadlineWarnings({
    db: database.db,
    settings: { delivery, leadsNotifyEmail: mail.leadsNotifyEmail, site, deadlines },
    nudge,
    log: logger,
  });
  const bookingReminders = startBookingReminders({ db: database.db, services: data, site, log: logger });
  const retention = startRetentionJob({ db: database.db, months: env.LEAD_RETENTION_MONTHS, log: logger });
  const authCleanup = auth.mode === "embedded" ? startAuthCleanupJob({ db: database.db, log: logger, sessionMaxDays: auth.sessionMaxDays }) : undefined;
  const consentRetention = startConsentRetentionJob({ db: database.db, months: env.CONSENT_RETENTION_MONTHS, log: logger });
  const analytics = startAnalyticsJob({ db: database.db, events: data.analyticsEvents, log: logger });
  const weeklyReport = startWeeklyReport({ db: database.db, settings: { recipients: env.ANALYTICS_REPORT_TO, site }, nudge, log: logger });
  const backupSchedule = backupScheduleFromEnv(env);
  const backups = backupSchedule
    ? startBackupJob({ database, databaseUrl: "databaseUrl" in databaseConfig ? databaseConfig.databaseUrl : undefined, schedule: backupSchedule, log: logger })
    : undefined;
  const rateLimitCleanup = startDailyJob("Rate-limit cleanup", async () => ({ counts: await deleteExpiredRateLimits(database.db) }), { log: logger });

  // Only this process may open the embedded database, so the operators' commands run here (README.md).
  const commands =
    "dataDir" in databaseConfig
      ? await startCommandChannel({ dataDir: databaseConfig.dataDir, db: database.db, tools: commandTools, env: process.env, nudge, log: logger })
      : undefined;

  return {
    site,
    data,
    async stop() {
      await commands?.close();
      await warnings.stop();
      await bookingReminders.stop();
      await bookingBusy?.stop();
      await weeklyReport.stop();
      await worker.stop();
      await retention.stop();
      await authCleanup?.stop();
      await consentRetention.stop();
      await rateLimitCleanup.stop();
      await backups?.stop();
      // After the HTTP server has stopped taking events: writes those still waiting.
      await analytics.stop();
      await database.close();
    },
  };
}
