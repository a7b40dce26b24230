import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testEngines } from "../../tests/support/databases.ts";
import type { Database } from "../db/database.ts";
import { leads } from "../db/schema.ts";
import { deliverDueJobs } from "../delivery/worker.ts";
import { errorMessages } from "../http/error-messages.ts";
import { createMailSender } from "../mail/sender.ts";
import { readMime } from "../mail/testing/read-mime.ts";
import { type SmtpTestServer, startSmtpTestServer } from "../mail/testing/smtp-test-server.ts";
import { createTestApp, type TestApp } from "../testing/create-test-app.ts";
import { testDataServices } from "../testing/data-services.ts";

const [pglite] = testEngines();
const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

let addresses = 0;
function newAddress() {
  addresses += 1;
  return `192.0.2.${addresses}`;
}

let recipients = 0;
function newRecipient() {
  recipients += 1;
  return `mottagare-${Date.now().toString(36)}-${recipients}@example.com`;
}

const contact = (email: string) => ({ name: "Anna Berg", email, company: "Berg AB", message: "Ring gärna efter lunch.", interests: { chatbot: true } });

describe("the lead forms cannot be used as a mail relay", () => {
  let database: Database;
  let site: TestApp;
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    // This file's own database: delivering its queue sends only this file's mails.
    database = await pglite!.shared();
    site = await createTestApp({ data: testDataServices(database) });
    smtp = await startSmtpTestServer({ user: "mejl", pass: "lösen" });
  });
  afterAll(async () => {
    await site.close();
    await smtp.close();
  });

  function post(path: string, body: unknown, { headers = {}, address = newAddress() }: { headers?: Record<string, string>; address?: string } = {}) {
    return site.request(path, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) }, { remoteAddress: address });
  }

  async function storedFor(email: string) {
    return database.db.select().from(leads).where(eq(leads.email, email.toLowerCase()));
  }

  /** Sends the queued mails through the real SMTP test server; what reached `email`, read back. */
  async function deliveredTo(email: string) {
    const sender = createMailSender({ smtpUrl: smtp.url, from: { name: "Nordsvar", address: "no-reply@example.com" }, log: silentLog });
    while ((await deliverDueJobs({ db: database.db, senders: { webhook: () => Promise.reject(new Error("no webhooks")), mail: (mail) => sender.send(mail) }, log: silentLog })) > 0);
    return smtp.received.filter((mail) => mail.rcptTo.some((to) => to.toLowerCase() === email)).map((mail) => readMime(mail.raw));
  }

  const textOf = (mail: ReturnType<typeof readMime>) => mail.parts.find((part) => part.contentType === "text/plain")!.body;

  describe("(b) a post from another site's page", () => {
    it("is refused without storing: 403 in the error shape for JSON, 303 back to the form for a plain form", async () => {
      const email = newRecipient();
      const json = await post("/api/leads/contact", contact(email), { headers: { Origin: "https://angripare.example.net" } });
      expect(json.status).toBe(403);
      expect(await json.json()).toEqual({ error: errorMessages.crossSite });

      const nullOrigin = await post("/api/leads/popup", { email, consent: true }, { headers: { Origin: "null" } });
      expect(nullOrigin.status).toBe(403);

      const form = await site.request(
        "/api/leads/contact",
        {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "cross-site" },
          body: `name=Anna&email=${encodeURIComponent(email)}&company=Berg+AB`,
        },
        { remoteAddress: newAddress() },
      );
      expect(form.status).toBe(303);
      expect(form.headers.get("location")).toBe("/contact?fel=1");
      const ebook = await site.request(
        "/.netlify/functions/contact",
        { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://angripare.example.net" }, body: `firstName=Lina&lastName=Ek&email=${encodeURIComponent(email)}` },
        { remoteAddress: newAddress() },
      );
      expect(ebook.headers.get("location")).toBe("/ebook?fel=1");
      expect(await storedFor(email)).toEqual([]);
    });

    it("is taken from the site's own pages, its own host, and clients that send neither header", async () => {
      const email = newRecipient();
      expect((await post("/api/leads/contact", contact(email), { headers: { Origin: "http://localhost:3000", "Sec-Fetch-Site": "same-origin" } })).status).toBe(201);
      expect((await post("/api/leads/contact", contact(email), { headers: { Origin: "http://localhost" } })).status).toBe(201);
      expect((await post("/api/leads/contact", contact(email))).status).toBe(201);
      expect((await post("/api/leads/contact", contact(email), { headers: { "Sec-Fetch-Site": "same-origin" } })).status).toBe(201);
      expect(await storedFor(email)).toHaveLength(4);
    });
  });

  describe("(a) confirmations per recipient", () => {
    it("mails one address at most 3 confirmations a day across all forms, while every lead is stored and notified", async () => {
      const email = newRecipient();
      const posts = [
        post("/api/leads/contact", contact(email.toUpperCase())),
        post("/api/leads/demo", { name: "Omar Said", email, company: "Said AB" }),
        post("/api/leads/quote", { companyName: "Hotell Ek", contactPerson: "Lina Ek", email, industry: "hotel", services: ["chatbot"] }),
        post("/api/leads/popup", { email, consent: true }),
        post("/.netlify/functions/contact", { firstName: "Lina", lastName: "Ek", email }),
      ];
      for (const response of await Promise.all(posts)) expect(response.status).toBe(201);
      expect(await storedFor(email)).toHaveLength(5);

      const delivered = await deliveredTo(email);
      expect(delivered).toHaveLength(3);
      const notifications = smtp.received.filter((mail) => textOf(readMime(mail.raw)).toLowerCase().includes(email) && mail.rcptTo.includes("kontakt@example.com"));
      expect(notifications).toHaveLength(5);
      // Another address is not affected.
      const other = newRecipient();
      expect((await post("/api/leads/popup", { email: other, consent: true })).status).toBe(201);
      expect(await deliveredTo(other)).toHaveLength(1);
    });
  });

  describe("(c) what a confirmation repeats", () => {
    it("never the message or a link typed in; the business's notification keeps both", async () => {
      const email = newRecipient();
      const lead = { ...contact(email), name: "Vinn på https://vinst.example.net/nu", message: "Logga in här: https://phish.example.net/bank" };
      expect((await post("/api/leads/contact", lead)).status).toBe(201);
      const [confirmation] = await deliveredTo(email);
      const text = textOf(confirmation!);
      const html = confirmation!.parts.find((part) => part.contentType === "text/html")!.body;
      for (const typed of ["vinst.example.net", "phish.example.net", "Logga in här"]) {
        expect(text).not.toContain(typed);
        expect(html).not.toContain(typed);
      }
      expect(text).toContain("Hej!");
      expect(text).toContain("Företag: Berg AB");
      const notification = smtp.received.map((mail) => textOf(readMime(mail.raw))).find((body) => body.includes(email) && body.includes("phish"));
      expect(notification).toContain("https://phish.example.net/bank");
      expect(notification).toContain("https://vinst.example.net/nu");
    });
  });

  describe("rate limits per IPv6 /64", () => {
    it("count every address of one /64 together", async () => {
      const prefix = "2001:db8:4a:7";
      for (let host = 1; host <= 5; host += 1) {
        expect((await post("/api/leads/popup", { email: newRecipient(), consent: true }, { address: `${prefix}::${host}` })).status).toBe(201);
      }
      const limited = await post("/api/leads/popup", { email: newRecipient(), consent: true }, { address: `${prefix}:ffff:ffff:ffff:ffff` });
      expect(limited.status).toBe(429);
      expect((await post("/api/leads/popup", { email: newRecipient(), consent: true }, { address: "2001:db8:4a:8::1" })).status).toBe(201);
    });
  });
});
