import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testEngines } from "../../tests/support/databases.ts";
import { analyticsEvents, outboxJobs } from "../db/schema.ts";
import { insertLeadWithJobs } from "../leads/lead-store.ts";
import { changeLead } from "../leads/workspace/lead-changes.ts";
import { renderStoredMail } from "../mail/index.ts";
import { testSite } from "../testing/data-services.ts";
import { setReportSubscription } from "./report-subscribers.ts";
import { analyticsReportEnvShape, dueReport, sendWeeklyReport } from "./weekly-report.ts";

const engines = testEngines();

// Monday 30 November 2026, 08:00 in Stockholm (UTC+1).
const mondayMorning = new Date("2026-11-30T07:00:00Z");

describe("when the weekly report is due", () => {
  it("is Monday from 08:00 Stockholm time, for the Monday-to-Sunday week before", () => {
    expect(dueReport(mondayMorning)).toEqual({ week: "2026-11-30", from: "2026-11-23", to: "2026-11-29", previous: { from: "2026-11-16", to: "2026-11-22" } });
    expect(dueReport(new Date("2026-11-30T06:59:00Z"))).toBeUndefined();
    expect(dueReport(new Date("2026-11-29T12:00:00Z"))).toBeUndefined();
    // Summer time: 08:00 in Stockholm is 06:00 UTC.
    expect(dueReport(new Date("2026-06-01T06:00:00Z"))?.week).toBe("2026-06-01");
  });

  it("reads its recipients from ANALYTICS_REPORT_TO", () => {
    const recipients = analyticsReportEnvShape.ANALYTICS_REPORT_TO;
    expect(recipients.parse(" Sara@Example.se, olle@example.se ,")).toEqual(["sara@example.se", "olle@example.se"]);
    expect(recipients.parse(undefined)).toEqual([]);
    expect(recipients.safeParse("inte en adress").success).toBe(false);
  });
});

describe.each(engines)("the weekly report on $name", (engine) => {
  it("queues one mail per recipient through the mail queue, once, even with two instances at the same minute", { timeout: 60_000 }, async () => {
    const database = await engine.open(await engine.freshConfig());
    const { db } = database;
    await db.insert(analyticsEvents).values({ day: "2026-11-24", visitor: "v", name: "pageview", path: "/", device: "mobile", utmSource: "linkedin", utmCampaign: "host" });
    const { id } = await insertLeadWithJobs(db, { kind: "contact", email: "lina@hotellek.se", fields: { email: "lina@hotellek.se" }, source: "LinkedIn", utmSource: "linkedin", utmCampaign: "host" }, []);
    await db.execute(`update leads set created_at = '2026-11-24T10:00:00Z' where id = '${id}'`);
    expect(await changeLead(db, id, { status: "won", wonValue: 45_000 }, "sara@example.se")).toBe(true);

    const settings = { recipients: ["sara@example.se", "olle@example.se"], site: testSite() };
    expect(await sendWeeklyReport(db, settings, new Date("2026-11-30T06:59:00Z"))).toBeUndefined();
    const [first, second] = await Promise.all([sendWeeklyReport(db, settings, mondayMorning), sendWeeklyReport(db, settings, mondayMorning)]);
    expect([first, second].filter(Boolean)).toEqual([{ week: "2026-11-30", mails: 2 }]);
    expect(await sendWeeklyReport(db, settings, new Date("2026-11-30T09:00:00Z"))).toBeUndefined();

    const jobs = await db.select().from(outboxJobs).where(eq(outboxJobs.kind, "mail"));
    const mails = jobs.map((job) => renderStoredMail(job.payload));
    expect(mails.map((mail) => mail.to).sort()).toEqual(["olle@example.se", "sara@example.se"]);
    const [mail] = mails;
    expect(mail!.subject).toBe("Veckans statistik 2026-11-23–2026-11-29");
    expect(mail!.text).toContain("1 besökare, 1 leads, 1 vunna affärer värda 45\u00a0000\u00a0kr.");
    expect(mail!.text).toMatch(/LinkedIn.*1 besökare, 1 leads, konvertering 0\u00a0%, vunnet 45\u00a0000\u00a0kr/s);
    expect(mail!.text).toContain("/dashboard/analytics?from=2026-11-23&to=2026-11-29");
    await database.close();
  });

  it("also mails the staff who asked for it on the dashboard, each address once", { timeout: 60_000 }, async () => {
    const database = await engine.open(await engine.freshConfig());
    const { db } = database;
    await setReportSubscription(db, "Olle@Example.se", true);
    await setReportSubscription(db, "karin@example.se", true);
    await setReportSubscription(db, "karin@example.se", false);
    await setReportSubscription(db, "maja@example.se", true);
    expect(await sendWeeklyReport(db, { recipients: ["olle@example.se"], site: testSite() }, mondayMorning)).toEqual({ week: "2026-11-30", mails: 2 });
    const jobs = await db.select().from(outboxJobs).where(eq(outboxJobs.kind, "mail"));
    expect(jobs.map((job) => renderStoredMail(job.payload).to).sort()).toEqual(["maja@example.se", "olle@example.se"]);
    await database.close();
  });

  it("sends to the dashboard's subscribers when ANALYTICS_REPORT_TO is empty", { timeout: 60_000 }, async () => {
    const database = await engine.open(await engine.freshConfig());
    const { db } = database;
    expect(await sendWeeklyReport(db, { recipients: [], site: testSite() }, mondayMorning)).toBeUndefined();
    await setReportSubscription(db, "maja@example.se", true);
    expect(await sendWeeklyReport(db, { recipients: [], site: testSite() }, mondayMorning)).toEqual({ week: "2026-11-30", mails: 1 });
    await database.close();
  });
});
