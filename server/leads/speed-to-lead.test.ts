import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { testEngines } from "../../tests/support/databases.ts";
import { stockholmTime as at } from "../../tests/support/stockholm-time.ts";
import { startWebhookReceiver, type WebhookReceiver } from "../../tests/support/webhook-receiver.ts";
import type { Database } from "../db/database.ts";
import type { Log } from "../db/log.ts";
import { leads } from "../db/schema.ts";
import { createWebhookSender, type DeliveryConfig, deliverDueJobs, jobsOfLead } from "../delivery/index.ts";
import { renderStoredMail } from "../mail/index.ts";
import { createTestApp, type TestApp } from "../testing/create-test-app.ts";
import { testDataServices } from "../testing/data-services.ts";

const engines = testEngines();
const silentLog: Log = { info: () => undefined, warn: () => undefined, error: () => undefined };

const quote = { companyName: "Hotell Ek", contactPerson: "Lina Ek", email: "lina@example.com", industry: "hotel", services: ["chatbot"] };
const contact = { name: "Anna Berg", email: "anna@example.com", company: "Berg AB", phone: "070-123 45 67", message: "Ring gärna.", interests: { chatbot: true } };

let addresses = 0;

describe.each(engines)("a new lead's deadline and alerts on $name", (engine) => {
  let database: Database;
  let receivers: [WebhookReceiver, WebhookReceiver];
  let delivery: DeliveryConfig;
  let site: TestApp;

  beforeAll(async () => {
    database = await engine.shared();
    receivers = [await startWebhookReceiver(), await startWebhookReceiver()];
    delivery = { targets: { slack: receivers[0].url, teams: receivers[1].url }, signingKey: undefined };
    site = await createTestApp({ data: testDataServices(database, { delivery }) });
  });
  afterAll(async () => {
    await site.close();
    await Promise.all(receivers.map((receiver) => receiver.close()));
  });
  afterEach(() => vi.useRealTimers());

  async function post(path: string, body: object, sentAt: Date) {
    vi.useFakeTimers({ toFake: ["Date"], now: sentAt });
    addresses += 1;
    const response = await site.request(
      path,
      { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) },
      { remoteAddress: `198.51.100.${addresses}` },
    );
    vi.useRealTimers();
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [lead] = await database.db.select().from(leads).where(eq(leads.id, id));
    return lead!;
  }

  it("gives a quote sent on Friday at 16:30 until Monday at 16:30, and says so in the notification", async () => {
    const lead = await post("/api/leads/quote", quote, at("2026-11-27 16:30"));
    expect(lead.respondBy).toEqual(at("2026-11-30 16:30"));
    const notification = (await jobsOfLead(database.db, lead.id))
      .filter((job) => job.kind === "mail")
      .map((job) => renderStoredMail(job.payload))
      .find((mail) => mail.to === "kontakt@example.com");
    expect(notification?.text).toContain("Svara senast måndag 30 november kl. 16:30.");
  });

  it("skips the Swedish public holiday after the day a lead arrives", async () => {
    // Kristi himmelsfärdsdag is Thursday 14 May 2026.
    expect((await post("/api/leads/quote", quote, at("2026-05-13 15:00"))).respondBy).toEqual(at("2026-05-15 15:00"));
    expect((await post("/api/leads/contact", contact, at("2026-05-13 15:00"))).respondBy).toEqual(at("2026-05-15 17:00"));
  });

  it("announces the lead in Slack and Teams, through the delivery queue", async () => {
    const lead = await post("/api/leads/contact", contact, at("2026-11-24 10:00"));
    await deliverDueJobs({ db: database.db, senders: { webhook: createWebhookSender({ config: delivery }), mail: async () => undefined }, log: silentLog }, 50);
    const link = `http://localhost:3000/dashboard/leads/${lead.id}`;
    const text = "Ny kontaktförfrågan från Berg AB. Svara senast onsdag 25 november kl. 17:00.";
    const [slack, teams] = receivers;
    expect(slack.received.map((hook) => JSON.parse(hook.body) as unknown)).toContainEqual({ text: `${text} <${link}|Öppna leadet>` });
    expect(teams.received.map((hook) => JSON.parse(hook.body) as unknown)).toContainEqual(
      expect.objectContaining({
        attachments: [expect.objectContaining({ content: expect.objectContaining({ body: [{ type: "TextBlock", text, wrap: true }] }) })],
      }),
    );
    // Neither the visitor's name nor their words go to the chat.
    expect(slack.received.map((hook) => hook.body).join("")).not.toMatch(/Anna|Ring gärna|anna@example.com/);
  });

  it("keeps the phone number's digits, +46 written as 0, for search and for finding the same person", async () => {
    const lead = await post("/api/leads/contact", { ...contact, phone: "+46 (0)70-123 45 67" }, at("2026-11-24 10:00"));
    expect(lead.phoneDigits).toBe("0701234567");
    expect(lead.emailKey).toBe("anna@example.com");
    const tagged = await post("/api/leads/contact", { ...contact, email: "Anna+offert@Example.com", phone: "" }, at("2026-11-24 10:00"));
    expect(tagged.emailKey).toBe("anna@example.com");
    expect(tagged.phoneDigits).toBeNull();
  });
});
