import { sql } from "drizzle-orm";
import { z } from "zod";
import { type AnalyticsSummary, conversionRate } from "../../contracts/analytics.ts";
import { weeklyReportTexts as texts } from "../../app/content/staff-analytics-texts.ts";
import { formatSek } from "../../app/lib/format.ts";
import { stockholmDay } from "../cli/stockholm-time.ts";
import { type Db, queryRows } from "../db/database.ts";
import type { Log } from "../db/log.ts";
import { enqueueJobs } from "../delivery/index.ts";
import { startMinuteJob } from "../jobs/minute-job.ts";
import type { MailContent, MailSite } from "../mail/index.ts";
import { reportRecipients, reportSubscribers } from "./report-subscribers.ts";
import { analyticsSummary } from "./summary.ts";

/**
 * ANALYTICS_REPORT_TO: the staff addresses, comma-separated, that get the weekly summary
 * every Monday at 08:00 Stockholm time, beside the staff who ask for it on /dashboard/analytics.
 */
export const analyticsReportEnvShape = {
  ANALYTICS_REPORT_TO: z
    .string()
    .optional()
    .transform((text) => [...new Set((text ?? "").split(",").map((address) => address.trim().toLowerCase()).filter(Boolean))])
    .pipe(z.array(z.email())),
};

export interface WeeklyReportSettings {
  recipients: readonly string[];
  site: MailSite;
}

/** The hour on Monday, Stockholm time, from which the week's report is due. */
export const reportHour = 8;

const stockholmClock = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Stockholm", weekday: "short", hour: "2-digit", hourCycle: "h23" });

const dayMs = 86_400_000;
const dayBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * dayMs).toISOString().slice(0, 10);

/**
 * The report due at `now`: on a Monday from 08:00 Stockholm time, the week before it
 * (Monday to Sunday) and the week before that for comparison; undefined on other days and
 * before eight. An instance that starts later on Monday still sends it that day.
 */
export function dueReport(now: Date): { week: string; from: string; to: string; previous: { from: string; to: string } } | undefined {
  const parts = Object.fromEntries(stockholmClock.formatToParts(now).map((part) => [part.type, part.value]));
  if (parts.weekday !== "Mon" || Number(parts.hour) < reportHour) return undefined;
  const week = stockholmDay(now);
  return { week, from: dayBefore(week, 7), to: dayBefore(week, 1), previous: { from: dayBefore(week, 14), to: dayBefore(week, 8) } };
}

const integer = new Intl.NumberFormat("sv-SE");
const percent = new Intl.NumberFormat("sv-SE", { style: "percent", maximumFractionDigits: 1 });

/** The mail to one staff member: the week's totals against the week before, the sources and campaigns, and a link to the dashboard. */
export function weeklyReportMail(to: string, summary: AnalyticsSummary, previous: AnalyticsSummary, site: MailSite): MailContent {
  const sources = summary.sources.slice(0, 10).map((row) => ({
    label: row.source,
    value: texts.sourceLine(integer.format(row.visitors), integer.format(row.leads), row.visitors > 0 ? percent.format(conversionRate(row.convertingVisitors, row.visitors)) : "–", formatSek(row.wonValue)),
  }));
  const campaigns = summary.campaigns.slice(0, 10).map((row) => ({ label: row.campaign, value: texts.campaignLine(integer.format(row.visitors), integer.format(row.leads), formatSek(row.wonValue)) }));
  const dashboard = `${site.url.replace(/\/+$/, "")}/dashboard/analytics?from=${summary.from}&to=${summary.to}`;
  return {
    to,
    subject: texts.subject(summary.from, summary.to),
    blocks: [
      { type: "paragraph", text: texts.heading(summary.from, summary.to) },
      { type: "paragraph", text: texts.totals(integer.format(summary.visitors), integer.format(summary.leads), integer.format(summary.wonDeals), formatSek(summary.wonValue)) },
      { type: "paragraph", text: texts.previous(integer.format(previous.visitors), integer.format(previous.leads)) },
      { type: "paragraph", text: sources.length > 0 ? texts.sourcesHeading : texts.noSources },
      ...(sources.length > 0 ? [{ type: "fields" as const, fields: sources }] : []),
      ...(campaigns.length > 0 ? [{ type: "paragraph" as const, text: texts.campaignsHeading }, { type: "fields" as const, fields: campaigns }] : []),
      { type: "button", label: texts.link, url: dashboard },
    ],
    footer: [texts.why],
    site,
  };
}

/**
 * Queues the week's report to every recipient through the mail queue, once: the week is
 * recorded (analytics_report_weeks) in the same transaction as the mails, and a second
 * instance's insert of the same week does nothing, so it queues none. The figures are read
 * only when the week has no report yet. Nothing before Monday 08:00 or without
 * recipients: ANALYTICS_REPORT_TO and the staff who asked for it on the dashboard.
 */
export async function sendWeeklyReport(db: Db, settings: WeeklyReportSettings, now: Date = new Date()): Promise<{ week: string; mails: number } | undefined> {
  const due = dueReport(now);
  if (!due) return undefined;
  const [sent] = await queryRows(db, sql`select 1 from analytics_report_weeks where week = ${due.week}::date`);
  if (sent) return undefined;
  const recipients = reportRecipients(settings.recipients, await reportSubscribers(db));
  if (recipients.length === 0) return undefined;
  const [summary, previous] = await Promise.all([analyticsSummary(db, { from: due.from, to: due.to }), analyticsSummary(db, due.previous)]);
  const mails = recipients.map((to) => ({ kind: "mail" as const, payload: weeklyReportMail(to, summary, previous, settings.site) }));
  return db.transaction(async (tx) => {
    const claimed = await queryRows(tx, sql`insert into analytics_report_weeks (week) values (${due.week}::date) on conflict do nothing returning week`);
    if (claimed.length === 0) return undefined;
    await enqueueJobs(tx, mails, null);
    return { week: due.week, mails: mails.length };
  });
}

/** Looks every minute, on every instance, whether the week's report is due (sendWeeklyReport sends it once), and nudges the delivery worker when it queued it. */
export function startWeeklyReport({ db, settings, nudge, log }: { db: Db; settings: WeeklyReportSettings; nudge(): void; log: Log }) {
  return startMinuteJob(
    "Weekly analytics report",
    async () => {
      const result = await sendWeeklyReport(db, settings);
      if (result) nudge();
      return result;
    },
    { log },
  );
}
