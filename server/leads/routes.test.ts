import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testEngines } from "../../tests/support/databases.ts";
import { startWebhookReceiver } from "../../tests/support/webhook-receiver.ts";
import type { Database } from "../db/database.ts";
import type { Log } from "../db/log.ts";
import { leads, outboxJobs } from "../db/schema.ts";
import { createWebhookSender, type DeliveryConfig, deliverDueJobs } from "../delivery/index.ts";
import { errorMessages } from "../http/error-messages.ts";
import { formRateWindows, rateLimiter } from "../http/rate-limit.ts";
import { type MailMessage, renderStoredMail } from "../mail/index.ts";
import { createTestApp, type TestApp } from "../testing/create-test-app.ts";
import { testDataServices, type TestDataServices } from "../testing/data-services.ts";
import { guideLinkMessages } from "./guide-download.ts";
import { guideFileName } from "./guide-file.ts";
import { guidePdfPath } from "./guide-file.ts";

const engines = testEngines();

const delivery: DeliveryConfig = {
  targets: { automation_webhook: "https://hooks.example.com/leads", form_service: "https://forms.example.com/contact" },
  signingKey: undefined,
};

const contact = {
  name: "Anna Berg",
  email: "Anna@Example.com",
  company: "Berg AB",
  phone: "",
  message: "Ring gärna efter lunch.",
  interests: { chatbot: true, socialMedia: true },
};
const ebook = { firstName: "Lina", lastName: "Ek", email: "lina@example.com", form_type: "ebook_download" };
const quote = { companyName: "Hotell Ek", contactPerson: "Lina Ek", email: "lina@example.com", industry: "hotel", services: ["chatbot"] };
const demo = { name: "Omar Said", email: "omar@example.com", company: "Said AB", message: "Tisdag förmiddag" };
const popup = { email: "kim@example.com", consent: true };

/** Stands in for the guide the build writes: the link hands out that file as it is. */
const builtGuide = Buffer.from("%PDF-1.7\n% Automatisera kundservicen med AI\n%%EOF\n", "latin1");
let buildDir: string;

beforeAll(async () => {
  buildDir = await mkdtemp(join(tmpdir(), "leads-build-"));
  await mkdir(join(buildDir, "guide"));
  await writeFile(guidePdfPath(buildDir), builtGuide);
});
afterAll(() => rm(buildDir, { recursive: true, force: true }));

/** What the webhooks add after SPEC's keys for a lead whose visitor was not seen: source "Okänd", its id and workspace link. */
function unknownOrigin(id: string) {
  return {
    source: "Okänd",
    entryPage: null,
    referrer: null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    utmContent: null,
    utmTerm: null,
    leadId: id,
    leadUrl: `http://localhost:3000/dashboard/leads/${id}`,
  };
}

const silentLog: Log = { info: () => undefined, warn: () => undefined, error: () => undefined };

let addresses = 0;
/** A client address of its own, so one test's requests never count against another's rate limit. */
function newAddress() {
  addresses += 1;
  return `198.51.100.${addresses}`;
}

function postJson(site: TestApp, path: string, body: unknown, { address = newAddress(), headers = {} } = {}) {
  return site.request(
    path,
    { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: typeof body === "string" ? body : JSON.stringify(body) },
    { remoteAddress: address },
  );
}

describe.each(engines)("the lead API on $name", (engine) => {
  let database: Database;
  let data: TestDataServices;
  let site: TestApp;

  beforeAll(async () => {
    database = await engine.shared();
    data = testDataServices(database, { delivery });
    site = await createTestApp({ data, guidePdf: guidePdfPath(buildDir) });
  });
  afterAll(() => site.close());

  async function storedLead(id: string) {
    const [lead] = await database.db.select().from(leads).where(eq(leads.id, id));
    const jobs = await database.db.select().from(outboxJobs).where(eq(outboxJobs.leadId, id)).orderBy(asc(outboxJobs.target));
    return { lead, jobs };
  }

  async function created(response: Response) {
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: string };
    expect(Object.keys(body)).toEqual(["id"]);
    return body.id;
  }

  describe("stores each form's lead with its deliveries and mails before answering 201", () => {
    it("contact: the SPEC call 4 and call 3 payloads, a confirmation and a notification", async () => {
      const before = Date.now();
      const nudges = data.nudges();
      const id = await created(await postJson(site, "/api/leads/contact", contact));
      const { lead, jobs } = await storedLead(id);
      expect(lead).toMatchObject({ kind: "contact", email: "anna@example.com", spam: false });
      expect(lead?.fields).toEqual({ ...contact, phone: undefined, interests: { voiceAgent: false, chatbot: true, email: false, socialMedia: true } });
      const webhook = jobs.find((job) => job.target === "automation_webhook")!;
      const timestamp = (webhook.payload as { timestamp: string }).timestamp;
      expect(Date.parse(timestamp)).toBeGreaterThanOrEqual(before - 1);
      expect(JSON.stringify(webhook.payload)).toBe(
        JSON.stringify({
          name: "Anna Berg",
          email: "Anna@Example.com",
          phone: "Ej angivet",
          company: "Berg AB",
          message: "Ring gärna efter lunch.",
          interests: { voiceAgent: false, chatbot: true, email: false, socialMedia: true },
          source: "Contact Form",
          timestamp,
          attribution: unknownOrigin(id),
        }),
      );
      expect(JSON.stringify(jobs.find((job) => job.target === "form_service")!.payload)).toBe(
        JSON.stringify({
          name: "Anna Berg",
          email: "Anna@Example.com",
          phone: "",
          company: "Berg AB",
          message: "Ring gärna efter lunch.",
          interests: { voiceAgent: false, chatbot: true, email: false, socialMedia: true },
          attribution: unknownOrigin(id),
        }),
      );
      const mails = jobs.filter((job) => job.kind === "mail").map((job) => renderStoredMail(job.payload));
      expect(mails.map((mail) => mail.to).sort()).toEqual(["Anna@Example.com", "kontakt@example.com"]);
      const notification = mails.find((mail) => mail.to === "kontakt@example.com")!;
      expect(notification.text).toContain(id);
      expect(notification.replyTo).toBe("Anna@Example.com");
      expect(data.nudges()).toBe(nudges + 1);
    });

    it("e-book at SPEC's path: a personal download link in the visitor's mail, stored on the lead", async () => {
      const id = await created(await postJson(site, "/.netlify/functions/contact", ebook));
      const { lead, jobs } = await storedLead(id);
      expect(lead?.downloadToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(jobs.map((job) => job.target).sort()).toEqual(["automation_webhook", "mail", "mail"]);
      expect(jobs.find((job) => job.target === "automation_webhook")!.payload).toMatchObject({ source: "E-book Form", company: "Ej angivet" });
      const visitorMail = jobs.filter((job) => job.kind === "mail").map((job) => renderStoredMail(job.payload)).find((mail) => mail.to === "lina@example.com")!;
      expect(visitorMail.text).toContain(`http://localhost:3000/api/leads/guide/${lead?.downloadToken}`);
    });

    it("quote, demo and popup: the automation payload naming the form, and two mails", async () => {
      const cases = [
        ["/api/leads/quote", quote, "quote", { source: "Quote Form", services: ["chatbot"], industry: "hotel" }],
        ["/api/leads/demo", demo, "demo", { source: "Demo Form", phone: "Ej angivet", message: "Tisdag förmiddag" }],
        ["/api/leads/popup", popup, "popup", { email: "kim@example.com", consent: true, source: "popup" }],
      ] as const;
      for (const [path, body, kind, payload] of cases) {
        const { lead, jobs } = await storedLead(await created(await postJson(site, path, body)));
        expect(lead?.kind).toBe(kind);
        expect(jobs.map((job) => job.target)).toEqual(["automation_webhook", "mail", "mail"]);
        expect(jobs[0]!.payload).toMatchObject(payload);
      }
      const { jobs } = await storedLead(await created(await postJson(site, "/api/leads/popup", popup)));
      expect(Object.keys(jobs[0]!.payload as object)).toEqual(["email", "consent", "source", "timestamp", "attribution"]);
    });

    it("logging the stored lead on the request's one log line, without the visitor's address", async () => {
      const response = await postJson(site, "/api/leads/demo", demo);
      const id = await created(response);
      const lines = site.logs().filter((line) => line.requestId === response.headers.get("x-request-id"));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ method: "POST", path: "/api/leads/demo", status: 201, lead: { id, kind: "demo", spam: false, created: true } });
      expect(JSON.stringify(lines)).not.toContain(demo.email);
    });

    it("ignoring fields the form does not have", async () => {
      const id = await created(await postJson(site, "/api/leads/demo", { ...demo, role: "admin", fields: { spam: false } }));
      expect((await storedLead(id)).lead?.fields).toEqual({ ...demo, phone: undefined });
    });
  });

  describe("refuses bad input in the error shape, storing nothing", () => {
    async function refused(response: Response, status: number) {
      expect(response.status).toBe(status);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      return (await response.json()) as { error: string; fields?: Record<string, string> };
    }

    it("422 with a Swedish message per invalid field", async () => {
      const body = await refused(await postJson(site, "/api/leads/contact", { name: " ", email: "anna", company: "" }), 422);
      expect(body).toEqual({
        error: errorMessages.invalidFields,
        fields: { name: "Ange namn", email: "Ange en giltig e-postadress", company: "Ange företagets namn" },
      });
      const popupBody = await refused(await postJson(site, "/api/leads/popup", { email: "", consent: false }), 422);
      expect(popupBody.fields).toEqual({
        email: "Vänligen ange din e-postadress",
        consent: "Du måste godkänna villkoren för att fortsätta",
      });
    });

    it("422 for a NUL character or a lone surrogate", async () => {
      const nul = await refused(await postJson(site, "/api/leads/demo", { ...demo, name: "Omar\u0000" }), 422);
      expect(nul.fields).toEqual({ name: errorMessages.invalidCharacters });
      const surrogate = await refused(await postJson(site, "/api/leads/demo", JSON.stringify(demo).replace("Tisdag", "\\ud800Tisdag")), 422);
      expect(surrogate.fields).toEqual({ message: errorMessages.invalidCharacters });
    });

    it("400 for malformed JSON, 415 for another format, 413 for a body over 32 KB", async () => {
      expect(await refused(await postJson(site, "/api/leads/contact", '{"name": "Anna"'), 400)).toEqual({ error: errorMessages.unreadable });
      const text = await site.request("/api/leads/contact", { method: "POST", headers: { "Content-Type": "text/plain" }, body: "Anna" }, { remoteAddress: newAddress() });
      expect(await refused(text, 415)).toEqual({ error: errorMessages.unsupportedFormat });
      const large = await postJson(site, "/api/leads/contact", { ...contact, message: "x".repeat(33 * 1024) });
      expect(await refused(large, 413)).toEqual({ error: errorMessages.tooLarge });
    });

    it("400 for an Idempotency-Key that is not a UUID", async () => {
      const response = await postJson(site, "/api/leads/popup", popup, { headers: { "Idempotency-Key": "klick-1" } });
      expect(await refused(response, 400)).toEqual({ error: errorMessages.invalidIdempotencyKey });
    });

    it("404 in the error shape for another method or path", async () => {
      expect(await refused(await site.request("/.netlify/functions/contact"), 404)).toEqual({ error: errorMessages.notFound });
      expect((await site.request("/api/leads/okand", { method: "POST" })).status).toBe(404);
    });
  });

  it("answers a repeated Idempotency-Key with the first lead's id and stores nothing new", async () => {
    const key = crypto.randomUUID();
    const first = await created(await postJson(site, "/api/leads/quote", quote, { headers: { "Idempotency-Key": key } }));
    const again = await created(await postJson(site, "/api/leads/quote", { ...quote, message: "Andra gången" }, { headers: { "Idempotency-Key": key.toUpperCase() } }));
    expect(again).toBe(first);
    const rows = await database.db.select().from(leads).where(eq(leads.idempotencyKey, key));
    expect(rows).toHaveLength(1);
    expect((await storedLead(first)).jobs).toHaveLength(3);
    // The same key on another form is another submission.
    expect(await created(await postJson(site, "/api/leads/demo", demo, { headers: { "Idempotency-Key": key } }))).not.toBe(first);
  });

  it("answers a filled honeypot like a success, storing the lead as spam with nothing to send", async () => {
    const nudges = data.nudges();
    const id = await created(await postJson(site, "/api/leads/contact", { ...contact, website: "https://spam.example" }));
    const { lead, jobs } = await storedLead(id);
    expect(lead?.spam).toBe(true);
    expect(lead?.fields).not.toHaveProperty("website");
    expect(jobs).toEqual([]);
    expect(data.nudges()).toBe(nudges);
    const empty = await created(await postJson(site, "/api/leads/contact", { ...contact, website: "" }));
    expect((await storedLead(empty)).lead?.spam).toBe(false);
  });

  describe("limits each address to 5 requests a minute per endpoint", () => {
    it("answers the 6th with 429, Retry-After and a Swedish message, while other addresses and endpoints go on", async () => {
      const address = newAddress();
      for (let request = 1; request <= 5; request += 1) {
        expect((await postJson(site, "/api/leads/popup", popup, { address })).status).toBe(201);
      }
      const limited = await postJson(site, "/api/leads/popup", popup, { address });
      expect(limited.status).toBe(429);
      const retryAfter = Number(limited.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(await limited.json()).toEqual({ error: errorMessages.rateLimited });
      expect((await postJson(site, "/api/leads/popup", popup)).status).toBe(201);
      expect((await postJson(site, "/api/leads/demo", demo, { address })).status).toBe(201);

      // Another instance on the same database refuses the address too: on PostgreSQL by the
      // counts in the database; on PGlite, which one process holds, by the process's counters.
      const other = testDataServices(database, { delivery });
      const second = await createTestApp({ data: { ...other, rateLimits: { ...other.rateLimits, memory: data.rateLimits.memory } } });
      try {
        expect((await postJson(second, "/api/leads/popup", popup, { address })).status).toBe(429);
      } finally {
        await second.close();
      }
    });

    it("and to 30 an hour", async () => {
      const address = newAddress();
      await rateLimiter(data.rateLimits, { name: "leads-quote", windows: formRateWindows.slice(1) }).penalty(address, 30);
      const limited = await postJson(site, "/api/leads/quote", quote, { address });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(59 * 60);
    });
  });

  describe("takes a plain HTML form, before the page's JavaScript has loaded", () => {
    function postForm(path: string, body: string) {
      return site.request(
        path,
        { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body },
        { remoteAddress: newAddress() },
      );
    }

    it("reading ticked boxes and checkbox groups, then sending the visitor to the confirmation page", async () => {
      const response = await postForm(
        "/api/leads/contact",
        "name=Anna+Berg&email=formular%40example.com&company=Berg+AB&phone=&message=&interests.voiceAgent=on&interests.email=on&website=",
      );
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/tack?typ=contact");
      const [lead] = await database.db.select().from(leads).where(eq(leads.email, "formular@example.com"));
      expect(lead).toMatchObject({ kind: "contact", spam: false });
      expect(lead?.fields).toMatchObject({ name: "Anna Berg", interests: { voiceAgent: true, chatbot: false, email: true, socialMedia: false } });
      expect(await database.db.select().from(outboxJobs).where(eq(outboxJobs.leadId, lead!.id))).toHaveLength(4);

      const quoteForm = await postForm("/api/leads/quote", "companyName=Ek+AB&contactPerson=Lina&email=offert-formular%40example.com&services=ai-suite&services=chatbot");
      expect(quoteForm.headers.get("location")).toBe("/tack?typ=quote");
      const [quoteLead] = await database.db.select().from(leads).where(eq(leads.email, "offert-formular@example.com"));
      expect(quoteLead?.fields).toMatchObject({ services: ["chatbot", "ai-suite"] });
      const popupForm = await postForm("/api/leads/popup", "email=kim%40example.com&consent=on");
      expect(popupForm.headers.get("location")).toBe("/tack?typ=popup");
    });

    it("sending the visitor back to the form's page when the input is refused", async () => {
      const response = await postForm("/api/leads/quote", "companyName=&contactPerson=Lina&email=lina");
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/tjanster-paket?fel=1");
      expect((await postForm("/.netlify/functions/contact", "firstName=Lina")).headers.get("location")).toBe("/ebook?fel=1");
    });
  });

  describe("GET /api/leads/guide/:token", () => {
    it("sends the guide as a PDF download and records the first download only", async () => {
      const id = await created(await postJson(site, "/.netlify/functions/contact", ebook));
      const { lead } = await storedLead(id);
      const response = await site.request(`/api/leads/guide/${lead!.downloadToken}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${guideFileName}"`);
      expect(response.headers.get("content-length")).toBe(String(builtGuide.length));
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(Buffer.from(await response.arrayBuffer()).equals(builtGuide)).toBe(true);
      const first = (await storedLead(id)).lead?.firstDownloadedAt;
      expect(first).toBeInstanceOf(Date);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect((await site.request(`/api/leads/guide/${lead!.downloadToken}`)).status).toBe(200);
      expect((await storedLead(id)).lead?.firstDownloadedAt).toEqual(first);
      // The link is personal: the request log names the route, never the token.
      const logged = JSON.stringify(site.logs());
      expect(logged).toContain("/api/leads/guide/:token");
      expect(logged).not.toContain(lead!.downloadToken!);
    });

    it("is not served by a server whose build lacks the guide: it stops at start, naming the fix", async () => {
      await expect(createTestApp({ data, guidePdf: join(buildDir, "saknas.pdf") })).rejects.toThrow("npm run build");
    });

    it("answers an unknown link with 404: the error shape, or a Swedish page for a browser", async () => {
      const unknown = `/api/leads/guide/${"A".repeat(43)}`;
      const json = await site.request(unknown);
      expect(json.status).toBe(404);
      expect(await json.json()).toEqual({ error: guideLinkMessages.notFound });
      const page = await site.request("/api/leads/guide/kort", { headers: { Accept: "text/html,application/xhtml+xml" } });
      expect(page.status).toBe(404);
      expect(await page.text()).toContain(guideLinkMessages.notFound);
    });
  });
});

describe("a contact request through the delivery worker", () => {
  const [pglite] = engines;

  it("reaches the automation webhook with the SPEC call 4 body, byte for byte", async () => {
    const receiver = await startWebhookReceiver();
    try {
      const database = await pglite!.open(await pglite!.freshConfig());
      const config: DeliveryConfig = { targets: { automation_webhook: receiver.url }, signingKey: undefined };
      const site = await createTestApp({ data: testDataServices(database, { delivery: config }) });
      try {
        const id = await created(await postJson(site, "/api/leads/contact", contact));
        const [job] = await database.db.select().from(outboxJobs).where(eq(outboxJobs.target, "automation_webhook"));
        const mails: MailMessage[] = [];
        const senders = { webhook: createWebhookSender({ config }), mail: async (mail: MailMessage) => void mails.push(mail) };
        expect(await deliverDueJobs({ db: database.db, senders, log: silentLog })).toBe(3);
        expect(receiver.received).toHaveLength(1);
        const { timestamp } = job!.payload as { timestamp: string };
        expect(receiver.received[0]!.body).toBe(
          `{"name":"Anna Berg","email":"Anna@Example.com","phone":"Ej angivet","company":"Berg AB","message":"Ring gärna efter lunch.","interests":{"voiceAgent":false,"chatbot":true,"email":false,"socialMedia":true},"source":"Contact Form","timestamp":"${timestamp}","attribution":${JSON.stringify(unknownOrigin(id))}}`,
        );
        expect(receiver.received[0]!.headers["webhook-id"]).toBe(job!.webhookId);
        expect(mails).toHaveLength(2);
        const jobs = await database.db.select().from(outboxJobs).where(eq(outboxJobs.leadId, id));
        expect(jobs.every((row) => row.status === "delivered")).toBe(true);
      } finally {
        await site.close();
      }
    } finally {
      await receiver.close();
    }
  });

  async function created(response: Response) {
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }
});
