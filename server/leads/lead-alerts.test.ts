import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { testEngines } from "../../tests/support/databases.ts";
import { stockholmTime as at } from "../../tests/support/stockholm-time.ts";
import { startWebhookReceiver, type WebhookReceiver } from "../../tests/support/webhook-receiver.ts";
import type { Db } from "../db/database.ts";
import type { Log } from "../db/log.ts";
import { leadEvents, leads } from "../db/schema.ts";
import { createWebhookSender, type DeliveryConfig, deliverDueJobs, jobsOfLead } from "../delivery/index.ts";
import { renderStoredMail } from "../mail/index.ts";
import { testSite } from "../testing/data-services.ts";
import { type LeadAlertSettings, sendDeadlineWarnings, startDeadlineWarnings } from "./lead-alerts.ts";
import { insertLeadWithJobs } from "./lead-store.ts";
import { defaultReplyDeadlines } from "./reply-deadlines.ts";

const engines = testEngines();
const silentLog: Log = { info: () => undefined, warn: () => undefined, error: () => undefined };

const settings = (delivery: DeliveryConfig = { targets: {}, signingKey: undefined }): LeadAlertSettings => ({
  delivery,
  leadsNotifyEmail: "leads@example.com",
  site: testSite(),
  deadlines: defaultReplyDeadlines,
});

// Monday 4 March 2097, two working hours before the deadline: the reminder is due at 14:30.
const respondBy = at("2097-03-04 16:30");
const beforeWarning = at("2097-03-04 14:00");
const warningTime = at("2097-03-04 15:00");

async function quoteLead(db: Db, { assignee = null as string | null, company = "Hotell Ek" } = {}) {
  const { id } = await insertLeadWithJobs(db, { kind: "quote", email: "lina@example.com", fields: { companyName: company, contactPerson: "Lina Ek", email: "lina@example.com" }, respondBy }, []);
  if (assignee) await db.update(leads).set({ assignee }).where(eq(leads.id, id));
  return id;
}

async function mailsOf(db: Db, leadId: string) {
  return (await jobsOfLead(db, leadId)).filter((job) => job.kind === "mail").map((job) => renderStoredMail(job.payload));
}

describe.each(engines)("deadline warnings on $name", (engine) => {
  it("reminds the assignee once, LEAD_DEADLINE_WARNING before the deadline, and says so in the history", async () => {
    const { db } = await engine.open(await engine.freshConfig());
    const id = await quoteLead(db, { assignee: "sara@example.com" });

    expect(await sendDeadlineWarnings(db, settings(), beforeWarning)).toEqual({ warned: 0 });
    expect(await sendDeadlineWarnings(db, settings(), warningTime)).toEqual({ warned: 1 });
    expect(await sendDeadlineWarnings(db, settings(), warningTime)).toEqual({ warned: 0 });
    expect(await sendDeadlineWarnings(db, settings(), at("2097-03-04 16:00"))).toEqual({ warned: 0 });

    const [mail, ...others] = await mailsOf(db, id);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ to: "sara@example.com", subject: "Snart försenad: offertförfrågan från Hotell Ek" });
    expect(mail!.text).toContain("En offertförfrågan från Hotell Ek har inte besvarats än och ska besvaras senast måndag 4 mars kl. 16:30.");
    expect(mail!.text).toContain("Ansvarig: sara@example.com.");
    expect(mail!.text).toContain(`http://localhost:3000/dashboard/leads/${id}`);
    const history = await db.select().from(leadEvents).where(eq(leadEvents.leadId, id));
    expect(history).toEqual([expect.objectContaining({ actor: "system", action: "warning", toValue: "sara@example.com" })]);
  });

  it("reminds LEADS_NOTIFY_EMAIL of a lead nobody handles, and nobody of a lead answered or already late", async () => {
    const { db } = await engine.open(await engine.freshConfig());
    const unassigned = await quoteLead(db);
    const answered = await quoteLead(db);
    await db.update(leads).set({ status: "in_progress" }).where(eq(leads.id, answered));
    const late = await quoteLead(db);
    await db.update(leads).set({ respondBy: at("2097-03-04 14:59") }).where(eq(leads.id, late));

    expect(await sendDeadlineWarnings(db, settings(), warningTime)).toEqual({ warned: 1 });
    expect((await mailsOf(db, unassigned)).map((mail) => [mail.to, mail.text.includes("Ingen är ansvarig för leadet än.")])).toEqual([["leads@example.com", true]]);
    expect(await mailsOf(db, answered)).toEqual([]);
    expect(await mailsOf(db, late)).toEqual([]);
  });

  it("posts the reminder to Slack and Teams when their webhooks are set", async () => {
    const receivers: WebhookReceiver[] = [await startWebhookReceiver(), await startWebhookReceiver()];
    try {
      const [slack, teams] = receivers as [WebhookReceiver, WebhookReceiver];
      const delivery: DeliveryConfig = { targets: { slack: slack.url, teams: teams.url }, signingKey: undefined };
      const { db } = await engine.open(await engine.freshConfig());
      const id = await quoteLead(db, { company: "<!channel> & Co" });
      expect(await sendDeadlineWarnings(db, settings(delivery), warningTime)).toEqual({ warned: 1 });
      await deliverDueJobs({ db, senders: { webhook: createWebhookSender({ config: delivery }), mail: async () => undefined }, log: silentLog });

      const link = `http://localhost:3000/dashboard/leads/${id}`;
      expect(slack.received.map((hook) => JSON.parse(hook.body) as unknown)).toEqual([
        {
          text: `Snart försenad: en offertförfrågan från &lt;!channel&gt; &amp; Co ska besvaras senast måndag 4 mars kl. 16:30. Ingen är ansvarig för leadet än. <${link}|Öppna leadet>`,
        },
      ]);
      const [card] = teams.received.map((hook) => JSON.parse(hook.body) as { type: string; attachments: { contentType: string; content: Record<string, unknown> }[] });
      expect(card).toMatchObject({ type: "message", attachments: [{ contentType: "application/vnd.microsoft.card.adaptive" }] });
      expect(card!.attachments[0]!.content).toEqual({
        $schema: "http://adaptivecards.io/schemas/adaptive-card.json",
        type: "AdaptiveCard",
        version: "1.4",
        body: [{ type: "TextBlock", text: "Snart försenad: en offertförfrågan från <!channel> & Co ska besvaras senast måndag 4 mars kl. 16:30. Ingen är ansvarig för leadet än.", wrap: true }],
        actions: [{ type: "Action.OpenUrl", title: "Öppna leadet", url: link }],
      });
      // The chat alerts are delivered as every delivery is, recorded with the lead.
      const alerts = (await jobsOfLead(db, id)).filter((job) => job.target === "slack" || job.target === "teams");
      expect(alerts.map((job) => [job.target, job.status]).sort()).toEqual([
        ["slack", "delivered"],
        ["teams", "delivered"],
      ]);
    } finally {
      await Promise.all(receivers.map((receiver) => receiver.close()));
    }
  });
});

describe("deadline warnings with two instances on one PostgreSQL", () => {
  const postgres = engines.find((engine) => engine.name === "PostgreSQL")!;

  it("are sent once, whichever instance's check comes first", async () => {
    const config = await postgres.freshConfig();
    const [one, two] = [await postgres.open(config), await postgres.open(config)];
    const ids = await Promise.all(Array.from({ length: 20 }, () => quoteLead(one.db)));

    const rounds = await Promise.all([
      sendDeadlineWarnings(one.db, settings(), warningTime),
      sendDeadlineWarnings(two.db, settings(), warningTime),
      sendDeadlineWarnings(one.db, settings(), warningTime),
      sendDeadlineWarnings(two.db, settings(), warningTime),
    ]);
    expect(rounds.reduce((sum, round) => sum + round.warned, 0)).toBe(20);
    for (const id of ids) {
      expect(await mailsOf(one.db, id)).toHaveLength(1);
      expect(await one.db.select().from(leadEvents).where(eq(leadEvents.leadId, id))).toHaveLength(1);
    }
  });
});

describe.each(engines)("the minute's check on $name", (engine) => {
  it("sends what is due on each round and nudges the worker only when it queued reminders", async () => {
    const { db } = await engine.open(await engine.freshConfig());
    // Whatever day the test runs: the reminder of a deadline half an hour away is due.
    const id = await quoteLead(db);
    await db.update(leads).set({ respondBy: new Date(Date.now() + 30 * 60_000) }).where(eq(leads.id, id));
    let nudges = 0;
    const job = startDeadlineWarnings({ db, settings: settings(), nudge: () => void (nudges += 1), log: silentLog, intervalMs: 20 });
    try {
      await vi.waitFor(() => expect(nudges).toBe(1), { timeout: 5_000 });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(nudges).toBe(1);
    } finally {
      await job.stop();
    }
    expect(await mailsOf(db, id)).toHaveLength(1);
  });
});
