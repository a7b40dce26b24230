import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testEngines } from "../../../tests/support/databases.ts";
import type { Db } from "../../db/database.ts";
import { leadEvents, leads, outboxAttempts, outboxJobs } from "../../db/schema.ts";
import { enqueueJobs, type NewJob } from "../../delivery/index.ts";
import { addLeadNote, changeLead, insertLeadWithJobs } from "../index.ts";
import { deletePerson, exportLeadsCsv, listLeads, redeliverLead, showLead } from "./commands.ts";
import type { Output } from "../../cli/output.ts";
import { leadsCsvTexts } from "../workspace/leads-csv-texts.ts";

const engines = testEngines();

function capture(): Output & { out: () => string; err: () => string } {
  const out: string[] = [];
  const err: string[] = [];
  return { stdout: (text) => void out.push(text), stderr: (text) => void err.push(text), out: () => out.join(""), err: () => err.join("") };
}

function mail(to: string, subject: string): NewJob {
  return { kind: "mail", payload: { to, subject, text: "Hej!", html: "<p>Hej!</p>" } };
}

const contactFields = { name: "Lina Berg", email: "Lina@Example.se", company: "Berg AB", phone: "070-123 45 67", message: "Ring gärna\nefter lunch", interests: { voiceAgent: true, chatbot: false, email: false, socialMedia: false } };

async function seed(db: Db) {
  const contact = await insertLeadWithJobs(db, { kind: "contact", email: "Lina@Example.se", fields: contactFields }, [
    { kind: "webhook", target: "automation_webhook", payload: { email: "lina@example.se" } },
    { kind: "webhook", target: "form_service", payload: { name: "Lina Berg" } },
    mail("lina@example.se", "Tack för ert meddelande"),
  ]);
  const ebook = await insertLeadWithJobs(
    db,
    { kind: "ebook", email: "omar@example.se", fields: { firstName: "Omar", lastName: "Ali", email: "omar@example.se" }, downloadToken: `token-${contact.id}` },
    [mail("omar@example.se", "Er guide")],
  );
  const spam = await insertLeadWithJobs(db, { kind: "popup", email: "bot@example.se", fields: { email: "bot@example.se", consent: true }, spam: true }, [
    { kind: "webhook", target: "automation_webhook", payload: {} },
  ]);
  // Distinct times, so "newest first" has one right answer: spam newest, contact oldest. Each
  // was due a day after it came, as the leads stored before deadlines existed are.
  const arrived = async (id: string, createdAt: string) => {
    const at = new Date(createdAt);
    await db.update(leads).set({ createdAt: at, respondBy: new Date(at.getTime() + 86_400_000) }).where(eq(leads.id, id));
  };
  await arrived(contact.id, "2025-03-01T08:00:00Z");
  await arrived(ebook.id, "2025-04-01T08:00:00Z");
  await arrived(spam.id, "2025-05-01T08:00:00Z");

  const [automation] = await db.select().from(outboxJobs).where(eq(outboxJobs.target, "automation_webhook"));
  const [formService] = await db.select().from(outboxJobs).where(eq(outboxJobs.target, "form_service"));
  await db.update(outboxJobs).set({ status: "delivered", attempts: 1, deliveredAt: new Date() }).where(eq(outboxJobs.id, automation!.id));
  await db.update(outboxJobs).set({ status: "dead", attempts: 8 }).where(eq(outboxJobs.id, formService!.id));
  await db.insert(outboxAttempts).values([
    { jobId: automation!.id, attemptedAt: new Date("2025-03-01T08:00:01Z"), statusCode: 200, error: null, durationMs: 42 },
    { jobId: formService!.id, attemptedAt: new Date("2025-03-01T08:00:01Z"), statusCode: 503, error: "HTTP 503", durationMs: 87 },
    { jobId: formService!.id, attemptedAt: new Date("2025-03-01T08:00:06Z"), statusCode: null, error: "timeout after 15000 ms", durationMs: 15000 },
  ]);
  return { contact: contact.id, ebook: ebook.id, spam: spam.id, automation: automation!, formService: formService! };
}

describe.each(engines)("leads commands on $name", (engine) => {
  async function seededDatabase() {
    const { db } = await engine.open(await engine.freshConfig());
    return { db, ids: await seed(db) };
  }

  it("lists leads newest first with their delivery state, filtered by kind and date", async () => {
    const { db } = await seededDatabase();
    const all = capture();
    expect(await listLeads(db, {}, false, all)).toBe(0);
    const lines = all.out().split("\n");
    expect(lines[0]).toMatch(/^ID +Mottaget +Typ +Status +Ansvarig +Svara senast +E-post +Namn +Företag +Leveranser +Mejl$/);
    expect(lines[1]).toMatch(/2025-05-01 10:00:00 +popup +Skräppost +bot@example\.se +SPAM, skickas inte$/);
    expect(lines[2]).toMatch(/2025-04-01 10:00:00 +ebook +Ny +2025-04-02 10:00, försenad +omar@example\.se +Omar Ali +inga +0\/1 levererade, 1 i kö$/);
    expect(lines[3]).toMatch(/2025-03-01 09:00:00 +contact +Ny +2025-03-02 09:00, försenad +lina@example\.se +Lina Berg +Berg AB +1\/2 levererade, 1 misslyckad +0\/1 levererade, 1 i kö$/);
    expect(lines[4]).toBe("3 leads.");

    const ebooks = capture();
    await listLeads(db, { kind: "ebook" }, false, ebooks);
    expect(ebooks.out()).toContain("omar@example.se");
    expect(ebooks.out()).not.toContain("lina@example.se");

    const recent = capture();
    await listLeads(db, { since: new Date("2025-04-01T08:00:00Z") }, false, recent);
    expect(recent.out()).toContain("2 leads.");
    expect(recent.out()).not.toContain("lina@example.se");
  });

  it("lists leads as JSON lines with every field", async () => {
    const { db, ids } = await seededDatabase();
    const output = capture();
    await listLeads(db, { kind: "contact" }, true, output);
    const [line, ...rest] = output.out().trimEnd().split("\n").map((text) => JSON.parse(text) as Record<string, unknown>);
    expect(rest).toEqual([]);
    expect(line).toEqual({
      id: ids.contact,
      createdAt: "2025-03-01T08:00:00.000Z",
      kind: "contact",
      email: "lina@example.se",
      spam: false,
      fields: contactFields,
      firstDownloadedAt: null,
      status: "new",
      assignee: null,
      respondBy: "2025-03-02T08:00:00.000Z",
      repliedAt: null,
      replyMet: null,
      webhooks: { total: 2, delivered: 1, stored: 0, dead: 1, pending: 0 },
      mails: { total: 1, delivered: 0, stored: 0, dead: 0, pending: 1 },
    });
  });

  it("lists by status, assignee and overdue deadline", async () => {
    const { db, ids } = await seededDatabase();
    await db.update(leads).set({ assignee: "saljare@example.se" }).where(eq(leads.id, ids.ebook));
    await db.update(leads).set({ respondBy: new Date(Date.now() + 86_400_000) }).where(eq(leads.id, ids.contact));
    const listed = async (filter: Parameters<typeof listLeads>[1]) => {
      const output = capture();
      await listLeads(db, filter, true, output);
      return output.out().trimEnd().split("\n").filter(Boolean).map((line) => (JSON.parse(line) as { id: string }).id);
    };
    expect(await listed({ status: "spam" })).toEqual([ids.spam]);
    expect(await listed({ assignee: "saljare@example.se" })).toEqual([ids.ebook]);
    expect(await listed({ assignee: null })).toEqual([ids.spam, ids.contact]);
    expect(await listed({ overdue: true })).toEqual([ids.ebook]);
  });

  it("says when what it queued is sent: now by the server that runs it, when a server starts, or by one on the same database", async () => {
    const { db, ids } = await seededDatabase();
    let nudges = 0;
    const inServer = capture();
    await redeliverLead(db, ids.contact, inServer, { nudge: () => void (nudges += 1), deliveryWorker: "here" });
    expect(inServer.out()).toMatch(/Servern skickar leveranserna nu\.\n$/);
    expect(nudges).toBe(1);

    await db.update(outboxJobs).set({ status: "dead" }).where(eq(outboxJobs.id, ids.formService.id));
    const beside = capture();
    await redeliverLead(db, ids.contact, beside, { nudge: () => void (nudges += 1), deliveryWorker: "elsewhere" });
    expect(beside.out()).toBe(
      `automation_webhook: redan i kö, webhook-id ${ids.automation.webhookId}\n` +
        `form_service: köad igen (var misslyckad), webhook-id ${ids.formService.webhookId}\n` +
        "En server på samma databas skickar leveranserna inom några sekunder; körs ingen, skickas de när en startar.\n",
    );
  });

  it("shows one lead with its fields, every attempt and its mails", async () => {
    const { db, ids } = await seededDatabase();
    const output = capture();
    expect(await showLead(db, ids.contact.slice(0, 8), output)).toBe(0);
    const text = output.out();
    expect(text).toContain(`Lead: ${ids.contact}\nMottaget: 2025-03-01 09:00:00\nTyp: contact\nE-post: lina@example.se\nStatus: new\nAnsvarig: ingen\n`);
    expect(text).toContain("  company: Berg AB\n");
    expect(text).toContain("  message: Ring gärna\n    efter lunch\n");
    expect(text).toContain(`  automation_webhook: levererad, 1 försök, webhook-id ${ids.automation.webhookId}\n    2025-03-01 09:00:01  HTTP 200, lyckades (42 ms)\n`);
    expect(text).toContain(
      `  form_service: misslyckad, 8 försök, webhook-id ${ids.formService.webhookId}\n` +
        "    2025-03-01 09:00:01  HTTP 503, fel: HTTP 503 (87 ms)\n" +
        "    2025-03-01 09:00:06  fel: timeout after 15000 ms (15000 ms)\n",
    );
    expect(text).toMatch(/Mejl \(1\):\n {2}till lina@example\.se: "Tack för ert meddelande", i kö, 0 försök\n {4}nästa försök \d{4}-/);
  });

  it("shows what staff did with the lead: status, assignee, notes and history", async () => {
    const { db, ids } = await seededDatabase();
    await changeLead(db, ids.contact, { status: "in_progress", assignee: "saljare@example.se" }, "saljare@example.se");
    await addLeadNote(db, ids.contact, "Ringde, återkommer\npå fredag", "saljare@example.se");
    const output = capture();
    await showLead(db, ids.contact, output);
    const text = output.out();
    expect(text).toContain("Status: in_progress\nAnsvarig: saljare@example.se\nSvara senast: 2025-03-02 09:00, besvarad sent\n");
    expect(text).toMatch(/Anteckningar \(1\):\n {2}\d{4}-\d\d-\d\d \d\d:\d\d:\d\d saljare@example\.se: Ringde, återkommer\n {4}på fredag\n/);
    expect(text).toMatch(
      /Historik \(4\):\n.*saljare@example\.se: status new → in_progress\n.*saljare@example\.se: besvarade leadet efter tidsgränsen\n.*saljare@example\.se: ansvarig ingen → saljare@example\.se\n.*saljare@example\.se: skrev en anteckning\n/,
    );
  });

  it("shows whether an e-book lead has downloaded the guide", async () => {
    const { db, ids } = await seededDatabase();
    const before = capture();
    await showLead(db, ids.ebook.replaceAll("-", ""), before);
    expect(before.out()).toContain("Nedladdning: inte nedladdad ännu\n");
    await db.update(leads).set({ firstDownloadedAt: new Date("2025-04-02T12:00:00Z") }).where(eq(leads.id, ids.ebook));
    const after = capture();
    await showLead(db, ids.ebook, after);
    expect(after.out()).toContain("Nedladdning: första gången 2025-04-02 14:00:00\n");
  });

  it("answers an unknown id with exit code 3 and a prefix of several leads with 2", async () => {
    const { db } = await seededDatabase();
    const unknown = capture();
    expect(await showLead(db, "ffffffff", unknown)).toBe(3);
    expect(unknown.err()).toBe("Inget lead har id ffffffff.\n");
    expect(await redeliverLead(db, "ffffffffffffffffffffffffffffffff", capture())).toBe(3);

    const twins = await Promise.all([1, 2].map((n) => insertLeadWithJobs(db, { kind: "popup", email: `twin${n}@example.se`, fields: {} }, [])));
    await db.update(leads).set({ id: "abcdef01-0000-4000-8000-000000000001" }).where(eq(leads.id, twins[0]!.id));
    await db.update(leads).set({ id: "abcdef01-0000-4000-8000-000000000002" }).where(eq(leads.id, twins[1]!.id));
    const ambiguous = capture();
    expect(await showLead(db, "abcdef01", ambiguous)).toBe(2);
    expect(ambiguous.err()).toBe("Flera leads har id som börjar med abcdef01: ange fler tecken.\n");
  });

  it("exports the filter's leads as the workspace's CSV for Swedish Excel, formulas typed by visitors made harmless", async () => {
    const { db } = await seededDatabase();
    await insertLeadWithJobs(db, { kind: "demo", email: "eve@example.se", fields: { name: "=cmd|' /C calc'!A0", email: "eve@example.se", company: "+Evil" } }, []);
    const output = capture();
    expect(await exportLeadsCsv(db, {}, output)).toBe(0);
    const file = output.out();
    expect(file.startsWith("\uFEFF")).toBe(true);
    const rows = file.slice(1).split("\r\n");
    const { columns, attribution } = leadsCsvTexts;
    // The lead's source and campaign, and a won deal's value, follow who handles it; these leads have no visit: Okänd.
    const sources = [attribution.source, attribution.entryPage, attribution.referrer, attribution.utmSource, attribution.utmMedium, attribution.utmCampaign, attribution.utmContent, attribution.utmTerm, columns.wonValue].join(";");
    const fields = "Namn;Företag;E-post;Telefon;Intresserad av;Meddelande;Förnamn;Efternamn;Samtycke";
    expect(rows[0]).toBe([columns.received, columns.kind, columns.status, columns.assignee, sources, fields, columns.webhooks, columns.mails, columns.guideFetched, columns.honeypot, columns.id].join(";"));
    expect(rows).toHaveLength(6);
    expect(rows[1]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d;Demoförfrågan;Ny;;Okänd;;;;;;;;;'=cmd\|' \/C calc'!A0;'\+Evil;eve@example\.se;;;;;;;inga;inga;;Nej;/);
    expect(file).toContain(
      ';Kontaktförfrågan;Ny;;Okänd;;;;;;;;;Lina Berg;Berg AB;Lina@Example.se;\u2060070-123 45 67;Röstassistent;"Ring gärna\nefter lunch";;;;1 av 2 levererade, 1 misslyckade;0 av 1 levererade;;Nej;',
    );

    const demos = capture();
    await exportLeadsCsv(db, { kind: "demo" }, demos);
    expect(demos.out().split("\r\n")[0]).toBe(`\uFEFF${[columns.received, columns.kind, columns.status, columns.assignee, sources, "Namn;E-post;Företag", columns.webhooks, columns.mails, columns.guideFetched, columns.honeypot, columns.id].join(";")}`);
    expect(demos.out().split("\r\n")).toHaveLength(3);
  });

  it("queues a lead's delivered and dead webhooks again with their webhook-ids, leaving its mails alone", async () => {
    const { db, ids } = await seededDatabase();
    const output = capture();
    expect(await redeliverLead(db, ids.contact, output)).toBe(0);
    expect(output.out()).toBe(
      `automation_webhook: köad igen (var levererad), webhook-id ${ids.automation.webhookId}\n` +
        `form_service: köad igen (var misslyckad), webhook-id ${ids.formService.webhookId}\n` +
        "Servern körs inte: leveranserna skickas när den startar.\n",
    );
    const jobs = await db.select().from(outboxJobs).where(eq(outboxJobs.leadId, ids.contact));
    expect(jobs.filter((job) => job.kind === "webhook").map((job) => [job.webhookId, job.status, job.attempts]).sort()).toEqual(
      [[ids.automation.webhookId, "pending", 0], [ids.formService.webhookId, "pending", 0]].sort(),
    );
    expect(jobs.find((job) => job.kind === "mail")).toMatchObject({ status: "pending", attempts: 0 });

    const again = capture();
    await redeliverLead(db, ids.contact, again);
    expect(again.out()).toContain(`automation_webhook: redan i kö, webhook-id ${ids.automation.webhookId}\n`);
    expect(again.out()).toContain("Inget att skicka igen: leveranserna väntar redan på sitt försök.\n");
    expect(again.out()).not.toContain("skickas");

    const spam = capture();
    expect(await redeliverLead(db, ids.spam, spam)).toBe(0);
    expect(spam.out()).toBe(`Lead ${ids.spam.slice(0, 8)} har inga webhookleveranser att köa om (det är spam).\n`);
  });

  it("records a redelivery in the lead's history as done by the command line, as the workspace shows it", async () => {
    const { db, ids } = await seededDatabase();
    await redeliverLead(db, ids.contact, capture());
    await redeliverLead(db, ids.spam, capture());
    const events = await db.select().from(leadEvents);
    expect(events.map((event) => [event.leadId, event.actor, event.action])).toEqual([[ids.contact, "cli", "redeliver"]]);
  });

  it("erases everything stored about one address and nothing about anyone else", async () => {
    const { db, ids } = await seededDatabase();
    const second = await insertLeadWithJobs(db, { kind: "quote", email: "lina@example.se", fields: { contactPerson: "Lina Berg" } }, [mail("lina@example.se", "Offert")]);
    await enqueueJobs(db, [mail("LINA@example.se", "Logga in"), mail("omar@example.se", "Logga in")]);
    const jobsBefore = await db.select({ id: outboxJobs.id }).from(outboxJobs).where(inArray(outboxJobs.leadId, [ids.contact, second.id]));

    const output = capture();
    expect(await deletePerson(db, "Lina@EXAMPLE.se", output)).toBe(0);
    expect(output.out()).toBe("Raderat om lina@example.se: 2 leads med 4 leveranser och mejl, och 1 mejl utan lead.\n");

    expect(await db.select().from(leads).where(eq(leads.email, "lina@example.se"))).toEqual([]);
    expect(await db.select().from(outboxJobs).where(inArray(outboxJobs.id, jobsBefore.map((job) => job.id)))).toEqual([]);
    expect(await db.select().from(outboxAttempts).where(inArray(outboxAttempts.jobId, [ids.automation.id, ids.formService.id]))).toEqual([]);
    const remainingMails = await db.select().from(outboxJobs).where(eq(outboxJobs.kind, "mail"));
    expect(remainingMails.map((job) => (job.payload as { to: string }).to).sort()).toEqual(["omar@example.se", "omar@example.se"]);
    expect((await db.select().from(leads)).map((lead) => lead.email).sort()).toEqual(["bot@example.se", "omar@example.se"]);

    const nothing = capture();
    expect(await deletePerson(db, "lina@example.se", nothing)).toBe(0);
    expect(nothing.out()).toBe("Inget finns sparat om lina@example.se.\n");
  });
});
