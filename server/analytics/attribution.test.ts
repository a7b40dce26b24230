import { eq, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsEventsPath, type AnalyticsEventInput } from "../../contracts/analytics.ts";
import { testEngines } from "../../tests/support/databases.ts";
import { stockholmDay } from "../cli/stockholm-time.ts";
import { type Database, queryRows } from "../db/database.ts";
import { analyticsEvents, leads, outboxJobs } from "../db/schema.ts";
import { createTestApp, type TestApp } from "../testing/create-test-app.ts";
import { type TestDataServices, testDataServices } from "../testing/data-services.ts";
import { attributionOf, visitorsPageviews } from "./attribution.ts";
import { sourceGroup } from "./source-groups.ts";
import { saltForDay, visitorHash } from "./visitor-hash.ts";

describe("sourceGroup", () => {
  it("gives each channel one name, whatever domain or tag it came by, and utm_source's own name otherwise", () => {
    for (const source of ["google.se", "google.com", "www.google.co.uk", "google", "Google"]) expect(sourceGroup(source)).toBe("Google");
    expect(sourceGroup("bing.com")).toBe("Bing");
    for (const source of ["linkedin.com", "lnkd.in", "linkedin", "LinkedIn"]) expect(sourceGroup(source)).toBe("LinkedIn");
    for (const source of ["facebook.com", "m.facebook.com", "l.facebook.com", "fb", "fb.me"]) expect(sourceGroup(source)).toBe("Facebook");
    for (const source of ["chatgpt.com", "chat.openai.com", "openai.com"]) expect(sourceGroup(source)).toBe("ChatGPT");
    expect(sourceGroup("nyhetsbrev")).toBe("nyhetsbrev");
    expect(sourceGroup("Direkt")).toBe("Direkt");
    expect(sourceGroup("googleplex.example")).toBe("googleplex.example");
  });
});

describe("attributionOf a visitor's page views of the day", () => {
  const view = (path: string, tags: Partial<Record<"referrerHost" | "utmSource" | "utmMedium" | "utmCampaign", string>> = {}) => ({
    path,
    referrerHost: null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    utmContent: null,
    utmTerm: null,
    ...tags,
  });

  it("takes the entry page from the first and the source from the last that had one; utm_source wins over the referrer", () => {
    const attribution = attributionOf([view("/"), view("/tjanster", { referrerHost: "google.se" }), view("/contact", { referrerHost: "linkedin.com", utmSource: "newsletter", utmCampaign: "host" }), view("/ebook")]);
    expect(attribution).toMatchObject({ source: "newsletter", entryPage: "/", referrer: "linkedin.com", utmSource: "newsletter", utmCampaign: "host" });
  });

  it("is Direkt for a visit without referrer or tag, Okänd without a visit", () => {
    expect(attributionOf([view("/contact")])).toMatchObject({ source: "Direkt", entryPage: "/contact", utmCampaign: null });
    expect(attributionOf([])).toMatchObject({ source: "Okänd", entryPage: null });
  });
});

const engines = testEngines();
const browser = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";
const contact = { name: "Lina Berg", email: "lina@hotellek.se", company: "Hotell Ek AB", message: "Ring mig.", interests: { chatbot: true } };

let addresses = 0;
function newAddress() {
  addresses += 1;
  return `203.0.113.${addresses}`;
}

describe.each(engines)("a lead's source on $name", (engine) => {
  let database: Database;
  let data: TestDataServices;
  let site: TestApp;

  beforeAll(async () => {
    database = await engine.shared();
    data = testDataServices(database, { delivery: { targets: { automation_webhook: "https://hooks.example.com/leads" }, signingKey: undefined } });
    site = await createTestApp({ data });
  });
  afterAll(() => site.close());

  const visit = (address: string, event: AnalyticsEventInput, headers: Record<string, string> = {}) =>
    site.request(
      analyticsEventsPath,
      { method: "POST", headers: { "Content-Type": "text/plain", "User-Agent": browser, Origin: "http://localhost", ...headers }, body: JSON.stringify(event) },
      { remoteAddress: address },
    );
  const sendContact = async (address: string, headers: Record<string, string> = {}) => {
    const response = await site.request(
      "/api/leads/contact",
      { method: "POST", headers: { "Content-Type": "application/json", "User-Agent": browser, ...headers }, body: JSON.stringify(contact) },
      { remoteAddress: address },
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [lead] = await database.db.select().from(leads).where(eq(leads.id, id));
    const [webhook] = await database.db.select().from(outboxJobs).where(eq(outboxJobs.leadId, id));
    return { id, lead: lead!, webhook: webhook!.payload as Record<string, unknown> };
  };

  it("joins a campaign visit to the contact lead sent from the same browser, and the webhook carries it beside SPEC's keys", async () => {
    const address = newAddress();
    expect((await visit(address, { name: "pageview", path: "/", device: "desktop", utmSource: "linkedin", utmCampaign: "host" })).status).toBe(202);
    await visit(address, { name: "pageview", path: "/contact", device: "desktop" });
    // The lead arrives before the events' batch is written: the waiting events count too.
    const { id, lead, webhook } = await sendContact(address);
    expect(lead).toMatchObject({ source: "LinkedIn", entryPage: "/", utmSource: "linkedin", utmCampaign: "host", referrer: null });
    expect(Object.keys(webhook)).toEqual(["name", "email", "phone", "company", "message", "interests", "source", "timestamp", "attribution"]);
    expect(webhook.source).toBe("Contact Form");
    expect(webhook.attribution).toMatchObject({ source: "LinkedIn", utmCampaign: "host", leadId: id, leadUrl: `http://localhost:3000/dashboard/leads/${id}` });
  });

  it("counts yesterday's campaign visit for nothing: a plain visit today is Direkt", async () => {
    const address = newAddress();
    const today = stockholmDay(new Date());
    const yesterday = stockholmDay(new Date(Date.now() - 86_400_000));
    // Yesterday's hash was made with yesterday's salt, long deleted: it can never match today's.
    await database.db.insert(analyticsEvents).values({ day: yesterday, name: "pageview", path: "/", device: "desktop", utmSource: "linkedin", utmCampaign: "host", visitor: visitorHash("yesterday's salt", address, browser) });
    await visit(address, { name: "pageview", path: "/contact", device: "desktop" });
    await data.analyticsEvents.flush();
    const { lead, webhook } = await sendContact(address);
    expect(lead).toMatchObject({ source: "Direkt", entryPage: "/contact", utmCampaign: null });
    expect(webhook.attribution).toMatchObject({ source: "Direkt" });
    const salt = await saltForDay(database.db, today);
    const todays = await database.db.select().from(analyticsEvents).where(eq(analyticsEvents.visitor, visitorHash(salt, address, browser)));
    expect(todays.map((event) => event.path)).toEqual(["/contact"]);
  });

  it("stores a lead from a browser with Global Privacy Control as Okänd, and its visit leaves no statistics", async () => {
    const address = newAddress();
    await visit(address, { name: "pageview", path: "/contact", device: "mobile", utmSource: "linkedin" }, { "Sec-GPC": "1" });
    await data.analyticsEvents.flush();
    const salt = await saltForDay(database.db, stockholmDay(new Date()));
    expect(await database.db.select().from(analyticsEvents).where(eq(analyticsEvents.visitor, visitorHash(salt, address, browser)))).toEqual([]);
    const { lead } = await sendContact(address, { "Sec-GPC": "1" });
    expect(lead).toMatchObject({ source: "Okänd", entryPage: null, utmSource: null });
  });

  it("gives each of the leads sent at the same moment its own visit's source, from the table or still waiting", async () => {
    const [fromLinkedIn, fromGoogle, unseen] = [newAddress(), newAddress(), newAddress()];
    await visit(fromLinkedIn, { name: "pageview", path: "/", device: "desktop", utmSource: "linkedin", utmCampaign: "host" });
    await data.analyticsEvents.flush();
    await visit(fromGoogle, { name: "pageview", path: "/tjanster", device: "mobile", referrer: "www.google.se" });
    const sent = await Promise.all([sendContact(fromLinkedIn), sendContact(fromGoogle), sendContact(unseen), sendContact(fromLinkedIn)]);
    expect(sent.map(({ lead }) => [lead.source, lead.entryPage, lead.utmCampaign])).toEqual([
      ["LinkedIn", "/", "host"],
      ["Google", "/tjanster", null],
      ["Okänd", null, null],
      ["LinkedIn", "/", "host"],
    ]);
  });

  it("is Okänd for a lead whose browser was never seen today", async () => {
    const { lead } = await sendContact(newAddress());
    expect(lead.source).toBe("Okänd");
  });
});

describe.each(engines)("a lead's look-up of its visitor on $name", (engine) => {
  it("reads a batch's page views through the index by visitor, never by filtering the whole day's events", { timeout: 60_000 }, async () => {
    const database = await engine.open(await engine.freshConfig());
    await database.db.execute(
      sql.raw(`insert into analytics_events (day, visitor, name, path, device)
        select '2026-11-27', md5(g::text), case when g % 10 < 7 then 'pageview' else 'form_start' end, '/', 'mobile' from generate_series(1, 40000) g`),
    );
    const { sql: query, params } = new PgDialect().sqlToQuery(visitorsPageviews(["en-besokare", "en-annan", "en-tredje"]));
    const plan = await queryRows<Record<string, string>>(database.db, sql.raw(`explain ${query.replace(/\$(\d+)/g, (_, index: string) => `'${String(params[Number(index) - 1])}'`)}`));
    const lines = plan.map((row) => Object.values(row)[0]).join("\n");
    expect(lines).toContain("analytics_events_visitor_idx");
    await database.close();
  });
});
