import { randomInt, randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { decodeProtectedHeader, importJWK, type JWK, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AnalyticsLive,
  analyticsMaxRangeDays,
  type AnalyticsReportSubscription,
  type AnalyticsSummary,
  staffAnalyticsLivePath,
  staffAnalyticsPath,
  staffAnalyticsReportPath,
} from "../../contracts/analytics.ts";
import {
  type StaffLeadDetail,
  type StaffLeadList,
  staffLeadNotesPath,
  staffLeadPath,
  staffLeadRedeliverPath,
  type StaffMailList,
  staffPaths,
} from "../../contracts/staff.ts";
import { leadStatusLabels, staffLeadPage, staffLeadsPage } from "../../app/content/staff-pages.ts";
import { testEngines } from "../../tests/support/databases.ts";
import { analyticsEvents, analyticsReportSubscribers, authSigningKeys, leadEvents, leadNotes, leads, outboxAttempts, outboxJobs } from "../db/schema.ts";
import { enqueueJobs, type NewJob } from "../delivery/index.ts";
import { insertLeadWithJobs, leadsTool } from "../leads/index.ts";
import { type AuthTestServer, newEmail, startAuthServer } from "../testing/auth-test-server.ts";
import { createTestApp, type TestApp } from "../testing/create-test-app.ts";
import { setRole, type SignedInUser, signedInUser } from "../testing/signed-in-users.ts";
import { errorMessages } from "../http/error-messages.ts";
import { staffMessages } from "./staff-messages.ts";
import { hiddenSignInLink } from "../mail/index.ts";

function mail(to: string, subject: string, text = "Hej!"): NewJob {
  return { kind: "mail", payload: { to, subject, text, html: `<p>${text}</p>` } };
}

/** A word no other test's leads contain, so a test finds its own leads in the shared database. */
function newTag() {
  return `t${randomUUID().slice(0, 8)}`;
}

describe.each(testEngines())("the staff API on $name", (engine) => {
  let server: AuthTestServer;
  let site: TestApp;
  let nudges = 0;
  let staff: SignedInUser;
  let colleague: SignedInUser;
  let customer: SignedInUser;

  beforeAll(async () => {
    server = await startAuthServer(await engine.shared());
    site = await createTestApp({ data: { ...server.data, nudge: () => void (nudges += 1) } });
    [staff, colleague, customer] = await Promise.all([signedInUser(server, "staff"), signedInUser(server, "staff", "kollega"), signedInUser(server, "customer")]);
  }, 60_000);
  afterAll(async () => {
    await site.close();
    await server.close();
  });

  const db = () => server.data.database.db;

  function call(path: string, { method = "GET", token = staff.accessToken, body }: { method?: string; token?: string | null; body?: unknown } = {}) {
    const headers: Record<string, string> = {};
    if (token !== null) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers["Content-Type"] = "application/json";
    return site.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  }

  async function json<T>(response: Response, status = 200): Promise<T> {
    expect(response.status, await response.clone().text()).toBe(status);
    return (await response.json()) as T;
  }

  /** A contact lead whose company carries the tag, with a delivered and a dead webhook and a mail. */
  async function contactLead(
    tag: string,
    { email = newEmail("lina"), createdAt, phone = `070-${randomInt(100_000, 999_999)}` }: { email?: string; createdAt?: Date; phone?: string } = {},
  ) {
    const { id } = await insertLeadWithJobs(
      db(),
      { kind: "contact", email, fields: { name: "Lina Berg", email, company: `Berg ${tag} AB`, phone, message: "Ring mig" } },
      [
        { kind: "webhook", target: "automation_webhook", payload: { email } },
        { kind: "webhook", target: "form_service", payload: { email } },
        mail(email, "Tack för ert meddelande", "Vi hör av oss inom en arbetsdag."),
      ],
    );
    if (createdAt) await db().update(leads).set({ createdAt }).where(eq(leads.id, id));
    const jobs = await db().select().from(outboxJobs).where(eq(outboxJobs.leadId, id));
    const automation = jobs.find((job) => job.target === "automation_webhook")!;
    const formService = jobs.find((job) => job.target === "form_service")!;
    await db().update(outboxJobs).set({ status: "delivered", attempts: 1, deliveredAt: new Date("2025-03-01T08:00:01Z") }).where(eq(outboxJobs.id, automation.id));
    await db().update(outboxJobs).set({ status: "dead", attempts: 8 }).where(eq(outboxJobs.id, formService.id));
    await db()
      .insert(outboxAttempts)
      .values([
        { jobId: automation.id, attemptedAt: new Date("2025-03-01T08:00:01Z"), statusCode: 200, error: null, durationMs: 42 },
        { jobId: formService.id, attemptedAt: new Date("2025-03-01T08:00:01Z"), statusCode: 503, error: "HTTP 503", durationMs: 87 },
      ]);
    return { id, email, automation, formService };
  }

  async function popupLead(tag: string, createdAt: Date, email = newEmail("popup")) {
    const { id } = await insertLeadWithJobs(db(), { kind: "popup", email, fields: { email, consent: true, message: `popup ${tag}` } }, []);
    await db().update(leads).set({ createdAt }).where(eq(leads.id, id));
    return id;
  }

  describe("who may call it", () => {
    const someId = "0f8fad5b-d9cb-469f-a165-70867728950e";
    const endpoints: [string, string, unknown?][] = [
      ["GET", staffPaths.leads],
      ["DELETE", `${staffPaths.leads}?email=lina@example.se`],
      ["GET", staffPaths.export],
      ["GET", staffLeadPath(someId)],
      ["PATCH", staffLeadPath(someId), { status: "won" }],
      ["POST", staffLeadNotesPath(someId), { text: "Hej" }],
      ["POST", staffLeadRedeliverPath(someId)],
      ["GET", staffPaths.mails],
      ["GET", staffPaths.members],
      ["GET", staffPaths.settings],
      ["GET", `${staffAnalyticsPath}?from=2026-03-01&to=2026-03-31`],
      ["GET", staffAnalyticsLivePath],
      ["GET", staffAnalyticsReportPath],
      ["PUT", staffAnalyticsReportPath, { subscribed: true }],
    ];

    it.each(endpoints)("%s %s answers 401 without a valid token and 403 to a customer", async (method, path, body) => {
      for (const token of [null, "inte-en-token", `${staff.accessToken}x`]) {
        const response = await call(path, { method, token, body });
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ error: staffMessages.signedOut });
      }
      const refused = await call(path, { method, token: customer.accessToken, body });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ error: staffMessages.notStaff });
    });

    it("reads the role from the account, so a demoted member is refused at once", async () => {
      const member = await signedInUser(server, "staff", "tillfallig");
      expect((await call(staffPaths.members, { token: member.accessToken })).status).toBe(200);
      await setRole(server, member.email, "customer");
      expect((await call(staffPaths.members, { token: member.accessToken })).status).toBe(403);
    });

    it("lists the staff accounts, not the customers", async () => {
      const response = await call(staffPaths.members);
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      const emails = (await json<{ members: { email: string }[] }>(response)).members.map((member) => member.email);
      expect(emails).toEqual(expect.arrayContaining([staff.email, colleague.email]));
      expect(emails).not.toContain(customer.email);
    });
  });

  describe("the inbox", () => {
    it("lists leads newest first with their names, status and delivery counts, privately", async () => {
      const tag = newTag();
      const older = await contactLead(tag, { createdAt: new Date("2025-03-01T08:00:00Z") });
      const newer = await popupLead(tag, new Date("2025-03-02T08:00:00Z"));
      const response = await call(`${staffPaths.leads}?q=${tag}`);
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      const list = await json<StaffLeadList>(response);
      expect(list.leads.map((lead) => lead.id)).toEqual([newer, older.id]);
      expect(list.leads[1]).toEqual({
        id: older.id,
        kind: "contact",
        createdAt: "2025-03-01T08:00:00.000Z",
        name: "Lina Berg",
        company: `Berg ${tag} AB`,
        email: older.email,
        status: "new",
        assignee: null,
        respondBy: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        overdue: false,
        repliedAt: null,
        replyMet: null,
        hasSamePerson: false,
        source: "Okänd",
        wonValue: null,
        webhooks: { total: 2, delivered: 1, stored: 0, pending: 0, dead: 1 },
        mails: { total: 1, delivered: 0, stored: 0, pending: 1, dead: 0 },
      });
      expect(list.leads[0]).toMatchObject({ kind: "popup", name: null, company: null });
      expect(list).toMatchObject({ total: 2, page: 1, pageSize: 50, counts: { new: 2, in_progress: 0, won: 0, lost: 0, spam: 0 } });
    });

    it("filters by kind, status, Stockholm days and text, counting each status over the rest of the filter", async () => {
      const tag = newTag();
      // 00:30 on 2 March in Stockholm, and 23:30 on 1 March.
      const early = await contactLead(tag, { createdAt: new Date("2025-03-01T23:30:00Z") });
      const late = await popupLead(tag, new Date("2025-03-01T22:30:00Z"));
      const won = await contactLead(tag, { createdAt: new Date("2025-03-05T10:00:00Z") });
      await db().update(leads).set({ status: "won" }).where(eq(leads.id, won.id));
      const ids = async (query: string) => (await json<StaffLeadList>(await call(`${staffPaths.leads}?q=${tag}&${query}`))).leads.map((lead) => lead.id);

      expect(await ids("kind=popup")).toEqual([late]);
      expect(await ids("from=2025-03-02&to=2025-03-02")).toEqual([early.id]);
      expect(await ids("to=2025-03-01")).toEqual([late]);
      expect(await ids("from=2025-03-02")).toEqual([won.id, early.id]);
      const byStatus = await json<StaffLeadList>(await call(`${staffPaths.leads}?q=${tag}&status=won`));
      expect(byStatus.leads.map((lead) => lead.id)).toEqual([won.id]);
      expect(byStatus.total).toBe(1);
      expect(byStatus.counts).toEqual({ new: 2, in_progress: 0, won: 1, lost: 0, spam: 0 });

      // The company name, in any case; wildcards are text.
      expect(await ids(`q=${tag.toUpperCase()}%20AB&kind=contact`)).toEqual([won.id, early.id]);
      expect((await json<StaffLeadList>(await call(`${staffPaths.leads}?q=${tag}%25`))).total).toBe(0);
      expect((await json<StaffLeadList>(await call(`${staffPaths.leads}?q=Ber_%20${tag}`))).total).toBe(0);
    });

    it("pages through the filter", async () => {
      const tag = newTag();
      const created = [];
      for (let day = 1; day <= 5; day += 1) created.push(await popupLead(tag, new Date(`2025-04-0${day}T10:00:00Z`)));
      const newestFirst = created.reverse();
      const page = (number: number) => call(`${staffPaths.leads}?q=${tag}&pageSize=2&page=${number}`).then((response) => json<StaffLeadList>(response));
      expect((await page(1)).leads.map((lead) => lead.id)).toEqual(newestFirst.slice(0, 2));
      expect(await page(3)).toMatchObject({ total: 5, page: 3, pageSize: 2, leads: [{ id: newestFirst[4] }] });
      expect((await page(4)).leads).toEqual([]);
    });

    it.each([
      ["status=vunnen", "status"],
      ["kind=fax", "kind"],
      ["from=2025-3-1", "from"],
      ["to=2025-02-30", "to"],
      ["page=0", "page"],
      ["pageSize=201", "pageSize"],
      ["pageSize=tio", "pageSize"],
    ])("answers 400 to a bad filter: %s", async (query, field) => {
      const body = await json<{ error: string; fields: Record<string, string> }>(await call(`${staffPaths.leads}?${query}`), 400);
      expect(body.error).toBe(staffMessages.badQuery);
      expect(Object.keys(body.fields)).toEqual([field]);
      expect((await call(`${staffPaths.export}?${query}`)).status).toBe(400);
    });
  });

  describe("one lead", () => {
    it("shows every field, each delivery with its attempts, its mails, notes and history", async () => {
      const lead = await contactLead(newTag());
      const detail = await json<StaffLeadDetail>(await call(staffLeadPath(lead.id)));
      expect(detail.lead).toMatchObject({ id: lead.id, kind: "contact", honeypot: false, firstDownloadedAt: null, fields: { phone: expect.stringMatching(/^070-/), message: "Ring mig" } });
      expect(detail.deliveries).toEqual([
        {
          id: lead.automation.id,
          target: "automation_webhook",
          status: "delivered",
          webhookId: lead.automation.webhookId,
          nextAttemptAt: null,
          deliveredAt: "2025-03-01T08:00:01.000Z",
          attempts: [{ at: "2025-03-01T08:00:01.000Z", statusCode: 200, error: null, durationMs: 42 }],
        },
        expect.objectContaining({ target: "form_service", status: "dead", attempts: [{ at: "2025-03-01T08:00:01.000Z", statusCode: 503, error: "HTTP 503", durationMs: 87 }] }),
      ]);
      expect(detail.mails).toEqual([
        expect.objectContaining({ leadId: lead.id, to: lead.email, subject: "Tack för ert meddelande", text: "Vi hör av oss inom en arbetsdag.", status: "pending", attempts: 0, lastError: null }),
      ]);
      expect(detail).toMatchObject({ notes: [], history: [] });
    });

    it("answers 404 for an unknown lead and 400 for a malformed id", async () => {
      const unknown = randomUUID();
      for (const [method, path, body] of [
        ["GET", staffLeadPath(unknown)],
        ["PATCH", staffLeadPath(unknown), { status: "won" }],
        ["POST", staffLeadNotesPath(unknown), { text: "Hej" }],
        ["POST", staffLeadRedeliverPath(unknown)],
      ] as const) {
        expect(await json(await call(path, { method, body }), 404)).toEqual({ error: staffMessages.leadNotFound });
        const malformed = path.replace(unknown, "inte-ett-id");
        expect(await json(await call(malformed, { method, body }), 400)).toEqual({ error: staffMessages.badLeadId });
      }
    });

    it("records each change of status and assignee with who made it, and nothing for a value already so", async () => {
      const lead = await contactLead(newTag());
      const before = new Date();
      const changed = await json<StaffLeadDetail>(await call(staffLeadPath(lead.id), { method: "PATCH", body: { status: "in_progress", assignee: colleague.email.toUpperCase() } }));
      expect(changed.lead).toMatchObject({ status: "in_progress", assignee: colleague.email });
      // Leaving "new" before the deadline is a reply in time, recorded once.
      expect(changed.history).toEqual([
        expect.objectContaining({ actor: staff.email, action: "status", from: "new", to: "in_progress" }),
        expect.objectContaining({ actor: staff.email, action: "reply", from: null, to: "met" }),
        expect.objectContaining({ actor: staff.email, action: "assignee", from: null, to: colleague.email }),
      ]);
      expect(changed.lead).toMatchObject({ replyMet: true, overdue: false });
      expect(new Date(changed.lead.repliedAt!).getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
      for (const event of changed.history) expect(new Date(event.createdAt).getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);

      const same = await json<StaffLeadDetail>(await call(staffLeadPath(lead.id), { method: "PATCH", body: { status: "in_progress" } }));
      expect(same.history).toHaveLength(3);
      const cleared = await json<StaffLeadDetail>(await call(staffLeadPath(lead.id), { method: "PATCH", body: { assignee: null, status: "won" } }));
      expect(cleared.history).toHaveLength(5);
      expect(cleared.history).toEqual(expect.arrayContaining([expect.objectContaining({ action: "assignee", from: colleague.email, to: null })]));
      const [stored] = await db().select().from(leads).where(eq(leads.id, lead.id));
      expect(stored).toMatchObject({ status: "won", assignee: null });
    });

    it("keeps a won deal's value in kronor, changeable later, each change in the history, and filters the inbox by source", async () => {
      const lead = await contactLead(newTag());
      await db().update(leads).set({ source: "LinkedIn", utmSource: "linkedin", utmCampaign: "host" }).where(eq(leads.id, lead.id));
      const won = await json<StaffLeadDetail>(await call(staffLeadPath(lead.id), { method: "PATCH", body: { status: "won", wonValue: 45_000 } }));
      expect(won.lead).toMatchObject({ status: "won", wonValue: 45_000, source: "LinkedIn" });
      expect(won.lead.attribution).toMatchObject({ source: "LinkedIn", utmCampaign: "host" });
      const changed = await json<StaffLeadDetail>(await call(staffLeadPath(lead.id), { method: "PATCH", body: { wonValue: 52_000 } }));
      expect(changed.history.filter((event) => event.action === "won_value")).toEqual([
        expect.objectContaining({ actor: staff.email, from: null, to: "45000" }),
        expect.objectContaining({ actor: staff.email, from: "45000", to: "52000" }),
      ]);
      const listed = await json<StaffLeadList>(await call(`${staffPaths.leads}?source=LinkedIn&pageSize=200`));
      expect(listed.leads.map((row) => row.id)).toContain(lead.id);
      expect(listed.leads.every((row) => row.source === "LinkedIn")).toBe(true);
      const unknown = await json<StaffLeadList>(await call(`${staffPaths.leads}?source=Okänd&pageSize=200`));
      expect(unknown.leads.map((row) => row.id)).not.toContain(lead.id);
      expect(unknown.leads.every((row) => row.source === "Okänd")).toBe(true);
    });

    it("answers 400 to a change it cannot make: an unknown status, an address of no staff member, nothing to change, not JSON", async () => {
      const lead = await contactLead(newTag());
      const patch = (body: unknown) => call(staffLeadPath(lead.id), { method: "PATCH", body });
      expect((await json<{ fields: object }>(await patch({ status: "vunnen" }), 400)).fields).toHaveProperty("status");
      expect(await json(await patch({ assignee: customer.email }), 400)).toEqual({ error: staffMessages.notStaffMember, fields: { assignee: staffMessages.notStaffMember } });
      expect(await json(await patch({ assignee: "ingen-adress" }), 400)).toHaveProperty("fields.assignee");
      expect(await json(await patch({}), 400)).toEqual({ error: "Ange status, ansvarig eller affärens värde." });
      expect(await json(await patch({ wonValue: 45_000 }), 400)).toEqual({ error: staffMessages.wonValueNotWon, fields: { wonValue: staffMessages.wonValueNotWon } });
      expect((await json<{ fields: object }>(await patch({ status: "won", wonValue: 450.5 }), 400)).fields).toHaveProperty("wonValue");
      expect((await json<{ error: string }>(await patch([]), 400)).error).toBe(errorMessages.invalidFields);
      const text = await site.request(staffLeadPath(lead.id), { method: "PATCH", headers: { Authorization: `Bearer ${staff.accessToken}`, "Content-Type": "text/plain" }, body: "status=won" });
      expect(text.status).toBe(415);
      expect(await db().select().from(leadEvents).where(eq(leadEvents.leadId, lead.id))).toEqual([]);
    });

    it("adds a note with its author, and a line in the history; an empty note is refused", async () => {
      const lead = await contactLead(newTag());
      const { note } = await json<{ note: { id: string; author: string; text: string } }>(
        await call(staffLeadNotesPath(lead.id), { method: "POST", body: { text: "  Ringde, återkommer på fredag.  " } }),
        201,
      );
      expect(note).toMatchObject({ author: staff.email, text: "Ringde, återkommer på fredag." });
      const detail = await json<StaffLeadDetail>(await call(staffLeadPath(lead.id)));
      expect(detail.notes).toEqual([expect.objectContaining({ id: note.id, text: "Ringde, återkommer på fredag." })]);
      expect(detail.history).toEqual([expect.objectContaining({ actor: staff.email, action: "note" })]);

      const empty = await json<{ fields: Record<string, string> }>(await call(staffLeadNotesPath(lead.id), { method: "POST", body: { text: "   " } }), 400);
      expect(empty.fields).toEqual({ text: "Skriv en anteckning." });
    });

    it("queues the lead's finished webhooks again, records it and tells the worker", async () => {
      const lead = await contactLead(newTag());
      const nudgesBefore = nudges;
      expect(await json(await call(staffLeadRedeliverPath(lead.id), { method: "POST" }))).toEqual({ requeued: 2, retriedNow: 0, alreadyPending: 0 });
      expect(nudges).toBe(nudgesBefore + 1);
      const jobs = await db().select().from(outboxJobs).where(eq(outboxJobs.leadId, lead.id));
      expect(jobs.filter((job) => job.kind === "webhook").map((job) => [job.webhookId, job.status]).sort()).toEqual(
        [[lead.automation.webhookId, "pending"], [lead.formService.webhookId, "pending"]].sort(),
      );
      // Both now wait for their first attempt: nothing to do, and nothing recorded.
      expect(await json(await call(staffLeadRedeliverPath(lead.id), { method: "POST" }))).toEqual({ requeued: 0, retriedNow: 0, alreadyPending: 2 });
      expect(nudges).toBe(nudgesBefore + 1);
      const { history } = await json<StaffLeadDetail>(await call(staffLeadPath(lead.id)));
      expect(history.map((event) => [event.actor, event.action, event.to])).toEqual([[staff.email, "redeliver", "2"]]);
    });
  });

  describe("speed to lead", () => {
    /** Sets a lead's deadline, as if it had arrived when this deadline was set. */
    const dueAt = (id: string, respondBy: Date) => db().update(leads).set({ respondBy }).where(eq(leads.id, id));
    const hour = 3_600_000;

    it("lists the overdue leads, the signed-in member's, nobody's, and orders by deadline", async () => {
      const tag = newTag();
      const late = await contactLead(tag);
      const soon = await contactLead(tag);
      const later = await contactLead(tag);
      const answered = await contactLead(tag);
      await dueAt(late.id, new Date(Date.now() - hour));
      await dueAt(soon.id, new Date(Date.now() + hour));
      await dueAt(later.id, new Date(Date.now() + 5 * hour));
      await dueAt(answered.id, new Date(Date.now() - 2 * hour));
      await db().update(leads).set({ status: "in_progress" }).where(eq(leads.id, answered.id));
      await db().update(leads).set({ assignee: staff.email }).where(eq(leads.id, soon.id));
      await db().update(leads).set({ assignee: colleague.email }).where(eq(leads.id, later.id));
      const list = async (query: string) => json<StaffLeadList>(await call(`${staffPaths.leads}?q=${tag}&${query}`));
      const ids = async (query: string) => (await list(query)).leads.map((lead) => lead.id);

      const overdue = await list("overdue=1");
      expect(overdue.leads.map((lead) => [lead.id, lead.overdue])).toEqual([[late.id, true]]);
      expect(overdue.total).toBe(1);
      expect(await ids("assignee=me")).toEqual([soon.id]);
      expect(await ids(`assignee=${encodeURIComponent(colleague.email.toUpperCase())}`)).toEqual([later.id]);
      expect((await ids("assignee=none")).sort()).toEqual([late.id, answered.id].sort());
      expect(await ids("sort=respondBy")).toEqual([answered.id, late.id, soon.id, later.id]);
      expect(await ids("sort=-respondBy")).toEqual([later.id, soon.id, late.id, answered.id]);
      expect((await call(`${staffPaths.leads}?sort=deadline`)).status).toBe(400);
      expect((await call(`${staffPaths.leads}?assignee=nagon`)).status).toBe(400);
      // The export takes the same filters, "me" included.
      const csv = await (await call(`${staffPaths.export}?q=${tag}&assignee=me`)).text();
      expect(csv.split("\r\n")).toHaveLength(3);
    });

    it("finds a phone number by its digits, however it was written and however it is searched", async () => {
      const tag = newTag();
      const digits = `${randomInt(100, 999)} ${randomInt(10, 99)} ${randomInt(10, 99)}`;
      const lead = await contactLead(tag, { phone: `070-${digits}` });
      const compact = `070${digits.replaceAll(" ", "")}`;
      const found = async (q: string) => (await json<StaffLeadList>(await call(`${staffPaths.leads}?q=${encodeURIComponent(q)}`))).leads.map((row) => row.id);
      expect(await found(compact)).toEqual([lead.id]);
      expect(await found(digits)).toEqual([lead.id]);
      expect(await found(`+46 70 ${digits}`)).toEqual([lead.id]);
      expect(await found(`${compact}9`)).toEqual([]);
    });

    it("links the same person's leads within 90 days, by address without its +tag or by phone digits", async () => {
      const tag = newTag();
      const email = newEmail("samma");
      const [name, domain] = email.split("@");
      const phone = `070-${randomInt(100_000, 999_999)}`;
      const first = await contactLead(tag, { email, createdAt: new Date("2025-03-01T09:00:00Z") });
      const tagged = await contactLead(tag, { email: `${name}+offert@${domain}`, createdAt: new Date("2025-05-01T09:00:00Z") });
      const byPhone = await contactLead(tag, { phone, createdAt: new Date("2025-05-02T09:00:00Z") });
      const samePhone = await contactLead(tag, { phone: phone.replace("-", " "), createdAt: new Date("2025-05-03T09:00:00Z") });
      const tooLate = await contactLead(tag, { email, createdAt: new Date("2025-09-01T09:00:00Z") });
      const spam = await contactLead(tag, { email, createdAt: new Date("2025-03-02T09:00:00Z") });
      await db().update(leads).set({ status: "spam" }).where(eq(leads.id, spam.id));

      const list = await json<StaffLeadList>(await call(`${staffPaths.leads}?q=${tag}&pageSize=200`));
      const marked = Object.fromEntries(list.leads.map((lead) => [lead.id, lead.hasSamePerson]));
      expect(marked).toMatchObject({ [first.id]: true, [tagged.id]: true, [byPhone.id]: true, [samePhone.id]: true, [tooLate.id]: false });

      const detail = await json<StaffLeadDetail>(await call(staffLeadPath(first.id)));
      expect(detail.samePerson).toEqual([{ id: tagged.id, kind: "contact", createdAt: "2025-05-01T09:00:00.000Z" }]);
      expect(detail.lead.hasSamePerson).toBe(true);
      expect((await json<StaffLeadDetail>(await call(staffLeadPath(samePhone.id)))).samePerson.map((other) => other.id)).toEqual([byPhone.id]);
      expect((await json<StaffLeadDetail>(await call(staffLeadPath(tooLate.id)))).samePerson).toEqual([]);
    });

    it("records a reply after the deadline as missed, once, and none for a lead marked spam", async () => {
      const late = await contactLead(newTag());
      await dueAt(late.id, new Date(Date.now() - hour));
      expect((await json<StaffLeadList>(await call(`${staffPaths.leads}?overdue=1&pageSize=200`))).leads.map((lead) => lead.id)).toContain(late.id);
      const answered = await json<StaffLeadDetail>(await call(staffLeadPath(late.id), { method: "PATCH", body: { status: "in_progress" } }));
      expect(answered.lead).toMatchObject({ replyMet: false, overdue: false });
      expect(answered.history.map((event) => [event.action, event.to])).toEqual([
        ["status", "in_progress"],
        ["reply", "missed"],
      ]);
      const again = await json<StaffLeadDetail>(await call(staffLeadPath(late.id), { method: "PATCH", body: { status: "won" } }));
      expect(again.history.filter((event) => event.action === "reply")).toHaveLength(1);

      const spam = await contactLead(newTag());
      const marked = await json<StaffLeadDetail>(await call(staffLeadPath(spam.id), { method: "PATCH", body: { status: "spam" } }));
      expect(marked.lead).toMatchObject({ repliedAt: null, replyMet: null });
      expect(marked.history.map((event) => event.action)).toEqual(["status"]);
    });

    it("mails a staff member a colleague makes responsible, linking to the lead, and nobody who takes a lead themselves", async () => {
      const tag = newTag();
      const lead = await contactLead(tag);
      const nudgesBefore = nudges;
      await call(staffLeadPath(lead.id), { method: "PATCH", body: { assignee: colleague.email } });
      expect(nudges).toBe(nudgesBefore + 1);
      const { mails } = await json<StaffLeadDetail>(await call(staffLeadPath(lead.id)));
      const assigned = mails.filter((mail) => mail.to === colleague.email);
      expect(assigned).toEqual([expect.objectContaining({ subject: `Ni är ansvariga för en kontaktförfrågan från Berg ${tag} AB`, state: "pending" })]);
      expect(assigned[0]!.text).toContain(`${staff.email} har gjort er ansvariga för en kontaktförfrågan från Berg ${tag} AB.`);
      expect(assigned[0]!.text).toMatch(/Svara senast \S+dag \d+ \S+ kl\. \d\d:\d\d\./);
      expect(assigned[0]!.text).toContain(`/dashboard/leads/${lead.id}`);

      const own = await contactLead(newTag());
      await call(staffLeadPath(own.id), { method: "PATCH", body: { assignee: staff.email } });
      expect((await json<StaffLeadDetail>(await call(staffLeadPath(own.id)))).mails.filter((mail) => mail.to === staff.email)).toEqual([]);
      expect(nudges).toBe(nudgesBefore + 1);
    });

    it("tries waiting deliveries now and says so, and records nothing when there is nothing to do", async () => {
      const lead = await contactLead(newTag());
      // The dead one waits for a retry in an hour; the delivered one is done.
      await db()
        .update(outboxJobs)
        .set({ status: "pending", attempts: 3, nextAttemptAt: new Date(Date.now() + hour) })
        .where(eq(outboxJobs.id, lead.formService.id));
      await db().update(outboxJobs).set({ status: "pending", attempts: 0, nextAttemptAt: new Date() }).where(eq(outboxJobs.id, lead.automation.id));
      const nudgesBefore = nudges;
      expect(await json(await call(staffLeadRedeliverPath(lead.id), { method: "POST" }))).toEqual({ requeued: 0, retriedNow: 1, alreadyPending: 1 });
      expect(nudges).toBe(nudgesBefore + 1);
      const [moved] = await db().select().from(outboxJobs).where(eq(outboxJobs.id, lead.formService.id));
      expect(moved).toMatchObject({ status: "pending", attempts: 3 });
      expect(moved!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());

      expect(await json(await call(staffLeadRedeliverPath(lead.id), { method: "POST" }))).toEqual({ requeued: 0, retriedNow: 0, alreadyPending: 2 });
      expect(nudges).toBe(nudgesBefore + 1);
      const { history } = await json<StaffLeadDetail>(await call(staffLeadPath(lead.id)));
      expect(history.map((event) => [event.action, event.to])).toEqual([["retry", "1"]]);

      const popup = await popupLead(newTag(), new Date());
      expect(await json(await call(staffLeadRedeliverPath(popup), { method: "POST" }))).toEqual({ requeued: 0, retriedNow: 0, alreadyPending: 0 });
      expect((await json<StaffLeadDetail>(await call(staffLeadPath(popup)))).history).toEqual([]);
    });

    it("tells the workspace whether mail is sent, where chat alerts go and by which rules deadlines are set", async () => {
      const response = await call(staffPaths.settings);
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      expect(await json(response)).toEqual({
        mail: { configured: false, notifyEmail: "kontakt@example.com" },
        chatAlerts: { slack: false, teams: false },
        replies: { weekdays: [1, 2, 3, 4, 5], opensAt: "09:00", closesAt: "17:00", timeZone: "Europe/Stockholm", quote: "1d", other: "next-day-end", warning: "2h" },
      });
    });
  });

  describe("erasing a person", () => {
    it("removes their leads with deliveries, notes and history, and their mails without a lead; nothing of anyone else", async () => {
      const tag = newTag();
      const email = newEmail("radera");
      const first = await contactLead(tag, { email });
      const second = await popupLead(tag, new Date(), email);
      const other = await contactLead(tag);
      for (const id of [first.id, other.id]) await call(staffLeadNotesPath(id), { method: "POST", body: { text: "Anteckning" } });
      await call(staffLeadPath(first.id), { method: "PATCH", body: { status: "lost" } });
      await enqueueJobs(db(), [mail(email.toUpperCase(), "Logga in"), mail(other.email, "Logga in")]);

      const response = await call(`${staffPaths.leads}?email=${encodeURIComponent(email.toUpperCase())}`, { method: "DELETE" });
      expect(await json(response)).toEqual({ leads: 2, mails: 1, notes: 1 });

      expect(await db().select().from(leads).where(inArray(leads.id, [first.id, second]))).toEqual([]);
      expect(await db().select().from(leadNotes).where(eq(leadNotes.leadId, first.id))).toEqual([]);
      expect(await db().select().from(leadEvents).where(eq(leadEvents.leadId, first.id))).toEqual([]);
      expect(await db().select().from(outboxJobs).where(inArray(outboxJobs.id, [first.automation.id, first.formService.id]))).toEqual([]);
      expect(await db().select().from(outboxAttempts).where(eq(outboxAttempts.jobId, first.formService.id))).toEqual([]);
      const mailsLeft = await db().select().from(outboxJobs).where(eq(outboxJobs.kind, "mail"));
      expect(mailsLeft.some((job) => (job.payload as { to: string }).to.toLowerCase() === email)).toBe(false);
      expect(mailsLeft.filter((job) => (job.payload as { to: string }).to === other.email)).toHaveLength(2);

      const kept = await json<StaffLeadDetail>(await call(staffLeadPath(other.id)));
      expect(kept.notes).toHaveLength(1);
      expect(kept.deliveries).toHaveLength(2);

      const line = site.logs().find((entry) => entry.msg === "Person erased");
      expect(line).toMatchObject({ erasure: { by: staff.email, leads: 2, mails: 1, notes: 1 } });
      expect(JSON.stringify(site.logs())).not.toContain(email);

      expect(await json(await call(`${staffPaths.leads}?email=${encodeURIComponent(email)}`, { method: "DELETE" }))).toEqual({ leads: 0, mails: 0, notes: 0 });
      expect((await call(`${staffPaths.leads}?email=ingen-adress`, { method: "DELETE" })).status).toBe(400);
      expect((await call(staffPaths.leads, { method: "DELETE" })).status).toBe(400);
    });
  });

  describe("the CSV export", () => {
    it("writes the filter's leads for Swedish Excel, formulas made text even after a separator inside a cell", async () => {
      const tag = newTag();
      const email = newEmail("eve");
      const { id } = await insertLeadWithJobs(
        db(),
        { kind: "demo", email, fields: { name: "=cmd|' /C calc'!A0", email, company: `Acme ${tag};=HYPERLINK("https://evil.example")`, phone: "+46 70 123 45 67", message: "Hej\n+1" } },
        [],
      );
      await db().update(leads).set({ status: "in_progress", assignee: colleague.email, createdAt: new Date("2025-07-01T09:00:00Z") }).where(eq(leads.id, id));
      const excluded = await popupLead(tag, new Date());

      const response = await call(`${staffPaths.export}?q=${tag}&kind=demo`);
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
      expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes).slice(1);
      const rows = text.split("\r\n");
      // Headed and filled in the workspace's words (app/content/staff-pages.ts), each form field under its form's label.
      const headers = rows[0]!.split(";");
      expect(headers.slice(0, 4)).toEqual(["Mottagen", "Formulär", "Status", "Ansvarig"]);
      expect(headers.slice(4, 13)).toEqual(["Källa", "Ingångssida", "Hänvisande webbplats", "utm_source", "utm_medium", "Kampanj (utm_campaign)", "utm_content", "utm_term", "Affärens värde (kr)"]);
      expect(headers.slice(13, 18)).toEqual(["Namn", "E-post", "Företag", "Telefon", "Meddelande"]);
      expect(headers.slice(-4)).toEqual([staffLeadsPage.mails, staffLeadPage.firstDownloadedAt, "Dolt fält ifyllt", "Id"]);
      expect(rows[1]).toBe(
        `2025-07-01 11:00:00;Demoförfrågan;${leadStatusLabels.in_progress};${colleague.email};Okänd;;;;;;;;;'=cmd|' /C calc'!A0;${email};"Acme ${tag};'=HYPERLINK(""https://evil.example"")";` +
          `\u2060+46 70 123 45 67;"Hej\n'+1";inga;inga;;Nej;${id}`,
      );
      expect(text).not.toContain(excluded);
      expect(text.endsWith("\r\n")).toBe(true);
      expect(rows).toHaveLength(3);
    });

    it("answers the same bytes as `npm run leads -- export --csv` with the same filter", async () => {
      const tag = newTag();
      await contactLead(tag, { createdAt: new Date("2025-01-15T09:00:00Z") });
      await contactLead(tag, { createdAt: new Date("2025-01-20T09:00:00Z") });
      await contactLead(tag, { createdAt: new Date("2025-02-01T09:00:00Z") });
      await popupLead(tag, new Date("2025-01-16T09:00:00Z"));

      const response = await call(`${staffPaths.export}?q=${tag}&kind=contact&status=new&from=2025-01-15&to=2025-01-31`);
      const api = new Uint8Array(await response.arrayBuffer());
      // `npm run leads -- export --csv ...` on the same database, as a running server's command channel runs it.
      let stdout = "";
      const command = leadsTool.parse(["export", "--csv", "--q", tag, "--kind", "contact", "--status", "new", "--from", "2025-01-15", "--to", "2025-01-31"]);
      const output = { stdout: (text: string) => void (stdout += text), stderr: () => undefined };
      expect(await leadsTool.run(db(), command, { output, env: {}, input: undefined, nudge: () => undefined, deliveryWorker: "here" })).toBe(0);

      // What the command writes to standard out, as the bytes a redirect to a file would hold.
      expect(new TextEncoder().encode(stdout)).toEqual(api);
      expect(new TextDecoder().decode(api).split("\r\n")).toHaveLength(4);
    });
  });

  describe("the mails", () => {
    it("lists the stored mails newest first with their text, attempts and last error, filtered by status", async () => {
      const to = newEmail("mejl");
      await enqueueJobs(db(), [mail(to, "Första", "Första texten")]);
      await enqueueJobs(db(), [mail(to, "Andra", "Andra texten")]);
      const mails = await db().select().from(outboxJobs).where(eq(outboxJobs.kind, "mail"));
      const failed = mails.find((job) => (job.payload as { subject: string; to: string }).to === to && (job.payload as { subject: string }).subject === "Första");
      // A minute apart: PGlite's clock can give two quick inserts the same millisecond.
      await db().update(outboxJobs).set({ status: "dead", attempts: 8, createdAt: new Date(Date.now() - 60_000) }).where(eq(outboxJobs.id, failed!.id));
      await db().insert(outboxAttempts).values({ jobId: failed!.id, attemptedAt: new Date(), statusCode: null, error: "550 mailbox unavailable", durationMs: 12 });

      const all = await json<StaffMailList>(await call(`${staffPaths.mails}?pageSize=200`));
      const mine = all.mails.filter((entry) => entry.to === to);
      expect(mine.map((entry) => entry.subject)).toEqual(["Andra", "Första"]);
      expect(mine[1]).toMatchObject({ text: "Första texten", status: "dead", state: "dead", attempts: 8, lastError: "550 mailbox unavailable", leadId: null });
      expect(mine[0]).toMatchObject({ status: "pending", state: "pending", lastError: null });

      // Delivered without SMTP_URL: stored in the database, not sent, and said so.
      await db().update(outboxJobs).set({ status: "delivered", mailStored: true, deliveredAt: new Date() }).where(eq(outboxJobs.id, mine[0]!.id));
      const stored = (await json<StaffMailList>(await call(`${staffPaths.mails}?pageSize=200`))).mails.find((entry) => entry.id === mine[0]!.id);
      expect(stored).toMatchObject({ status: "delivered", state: "stored" });
      await db().update(outboxJobs).set({ mailStored: false }).where(eq(outboxJobs.id, mine[0]!.id));
      const sent = (await json<StaffMailList>(await call(`${staffPaths.mails}?pageSize=200`))).mails.find((entry) => entry.id === mine[0]!.id);
      expect(sent).toMatchObject({ status: "delivered", state: "sent" });

      const dead = await json<StaffMailList>(await call(`${staffPaths.mails}?status=dead&pageSize=200`));
      expect(dead.mails.every((entry) => entry.status === "dead")).toBe(true);
      expect(dead.mails.map((entry) => entry.id)).toContain(failed!.id);
      expect((await call(`${staffPaths.mails}?status=skickad`)).status).toBe(400);
    });

    it("shows an account mail without its sign-in link, so staff cannot take over a customer's account", async () => {
      expect((await server.client().auth.resetPasswordForEmail(customer.email)).error).toBeNull();
      const all = await json<StaffMailList>(await call(`${staffPaths.mails}?pageSize=200`));
      const reset = all.mails.find((entry) => entry.to === customer.email && entry.leadId === null);
      expect(reset?.text).toContain(hiddenSignInLink);
      expect(reset?.text).not.toMatch(/token=/);
      // The mail itself, in the queue, still carries the link the customer needs.
      const [stored] = await db().select().from(outboxJobs).where(eq(outboxJobs.id, reset!.id));
      expect((stored!.payload as { text: string }).text).toMatch(/token=/);
    });
  });

  describe("the statistics", () => {
    // Days far ahead, so no other test's events fall in the range.
    const from = "2097-06-01";
    const to = "2097-06-02";
    const analyticsPath = (query: string) => `${staffAnalyticsPath}?${query}`;

    it("sums the range's page views, visitors, forms, events and vitals, privately", async () => {
      const event = (day: string, visitor: string, name: "pageview" | "form_start" | "lead" | "vital", path: string, more: object = {}) => ({
        day,
        visitor,
        name,
        path,
        device: "desktop" as const,
        ...more,
      });
      // The shared database may keep a previous run's events.
      await db().delete(analyticsEvents).where(sql`${analyticsEvents.day} between '2097-06-01' and '2097-06-03'`);
      await db()
        .insert(analyticsEvents)
        .values([
          event(from, "a", "pageview", "/tjanster", { referrerHost: "www.google.com" }),
          event(from, "a", "pageview", "/contact"),
          event(from, "a", "form_start", "/contact", { formKind: "contact" }),
          event(from, "a", "lead", "/contact", { formKind: "contact" }),
          event(to, "b", "pageview", "/tjanster", { utmSource: "linkedin", utmCampaign: "host" }),
          event(to, "b", "vital", "/tjanster", { metric: "LCP", value: 1800 }),
          // The day after the range counts for nothing.
          event("2097-06-03", "c", "pageview", "/tjanster"),
        ]);

      const response = await call(analyticsPath(`from=${from}&to=${to}`));
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      const summary = await json<AnalyticsSummary>(response);
      expect(summary).toMatchObject({ from, to, visitors: 2, pageviews: 3 });
      expect(summary.pages).toEqual([
        { path: "/tjanster", pageviews: 2, visitors: 2 },
        { path: "/contact", pageviews: 1, visitors: 1 },
      ]);
      const noLeads = { leads: 0, wonDeals: 0, wonValue: 0 };
      expect(summary.sources).toEqual([
        { source: "Google", pageviews: 1, visitors: 1, convertingVisitors: 1, ...noLeads },
        { source: "LinkedIn", pageviews: 1, visitors: 1, convertingVisitors: 0, ...noLeads },
      ]);
      expect(summary.campaigns).toEqual([{ campaign: "host", source: "linkedin", medium: null, pageviews: 1, visitors: 1, convertingVisitors: 0, ...noLeads }]);
      expect(summary.forms).toContainEqual({ kind: "contact", starts: 1, leads: 1 });
      expect(summary.events).toContainEqual({ name: "lead", count: 1, visitors: 1 });
      expect(summary.vitals).toEqual([{ path: "/tjanster", metric: "LCP", p75: 1800, samples: 1 }]);
      expect(summary.days).toEqual([
        { day: from, visitors: 1, pageviews: 2, leads: 0 },
        { day: to, visitors: 1, pageviews: 1, leads: 0 },
      ]);
      expect(summary.entryPages).toEqual([{ path: "/tjanster", visitors: 2, convertingVisitors: 1, ...noLeads }]);
      // A row clicked narrows the whole summary to the visitors it brought.
      const linkedin = await json<AnalyticsSummary>(await call(analyticsPath(`from=${from}&to=${to}&source=LinkedIn`)));
      expect(linkedin).toMatchObject({ visitors: 1, pageviews: 1, days: [{ day: from, visitors: 0 }, { day: to, visitors: 1 }] });
      expect(summary.funnels).toContainEqual({ kind: "contact", views: 1, starts: 1, leads: 1 });
    });

    it("tells the last 30 minutes' visitors, page views, pages and leads", async () => {
      const today = new Date().toISOString().slice(0, 10);
      const before = await json<AnalyticsLive>(await call(staffAnalyticsLivePath));
      await db().insert(analyticsEvents).values([
        { day: today, visitor: `live-${newTag()}`, name: "pageview", path: "/demo", device: "mobile" },
        { day: today, visitor: `old-${newTag()}`, name: "pageview", path: "/demo", device: "mobile", createdAt: new Date(Date.now() - 31 * 60_000) },
      ]);
      const live = await json<AnalyticsLive>(await call(staffAnalyticsLivePath));
      expect(live).toMatchObject({ minutes: 30, visitors: before.visitors + 1, pageviews: before.pageviews + 1 });
      expect(live.pages).toContainEqual(expect.objectContaining({ path: "/demo" }));
    });

    it("answers zeros for a range without visits", async () => {
      const summary = await json<AnalyticsSummary>(await call(analyticsPath("from=2097-01-01&to=2097-01-31")));
      expect(summary).toMatchObject({ visitors: 0, pageviews: 0, pages: [], sources: [], campaigns: [], vitals: [] });
    });

    it.each([
      ["no dates", ""],
      ["a missing end", `from=${from}`],
      ["a malformed day", `from=2097-6-1&to=${to}`],
      ["a day the calendar lacks", `from=2097-02-30&to=${to}`],
      ["a start after the end", `from=${to}&to=${from}`],
      [`more than ${analyticsMaxRangeDays} days`, "from=2095-01-01&to=2097-06-01"],
    ])("answers 400 to %s", async (_name, query) => {
      const body = await json<{ error: string; fields?: Record<string, string> }>(await call(analyticsPath(query)), 400);
      expect(body.error).toBeTruthy();
    });

    it("turns the weekly mail on and off for the staff member who asks, and refuses a body without the choice", async () => {
      expect(await json<AnalyticsReportSubscription>(await call(staffAnalyticsReportPath))).toEqual({ subscribed: false });
      const on = await call(staffAnalyticsReportPath, { method: "PUT", body: { subscribed: true } });
      expect(await json<AnalyticsReportSubscription>(on)).toEqual({ subscribed: true });
      expect(await json<AnalyticsReportSubscription>(await call(staffAnalyticsReportPath))).toEqual({ subscribed: true });
      const rows = await db().select().from(analyticsReportSubscribers);
      expect(rows.map((row) => row.email)).toContain(staff.email.toLowerCase());

      const refused = await call(staffAnalyticsReportPath, { method: "PUT", body: { subscribed: "ja" } });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({ error: expect.any(String), fields: { subscribed: expect.any(String) } });

      await json(await call(staffAnalyticsReportPath, { method: "PUT", body: { subscribed: false } }));
      expect(await json<AnalyticsReportSubscription>(await call(staffAnalyticsReportPath))).toEqual({ subscribed: false });
    });

    it("takes exactly the longest range", async () => {
      const last = new Date(Date.parse("2095-01-01T00:00:00Z") + (analyticsMaxRangeDays - 1) * 86_400_000).toISOString().slice(0, 10);
      expect((await call(analyticsPath(`from=2095-01-01&to=${last}`))).status).toBe(200);
      const over = new Date(Date.parse("2095-01-01T00:00:00Z") + analyticsMaxRangeDays * 86_400_000).toISOString().slice(0, 10);
      expect((await call(analyticsPath(`from=2095-01-01&to=${over}`))).status).toBe(400);
    });
  });

  describe("with a hosted Supabase project", () => {
    /** A token as a hosted project signs it, here with the embedded service's key, which its JWKS publishes. */
    async function hostedToken(email: string, appMetadata: Record<string, unknown>) {
      const { alg, kid } = decodeProtectedHeader(staff.accessToken);
      const [key] = await db().select().from(authSigningKeys).where(eq(authSigningKeys.kid, kid!));
      return new SignJWT({ email, app_metadata: appMetadata, role: "authenticated" })
        .setProtectedHeader({ alg: alg!, kid: kid!, typ: "JWT" })
        .setIssuer(`${server.url}/auth/v1`)
        .setAudience("authenticated")
        .setSubject(randomUUID())
        .setIssuedAt()
        .setExpirationTime("5m")
        .sign(await importJWK(key!.privateJwk as JWK, alg));
    }

    it("takes the role from app_metadata.role, offers the signed-in member and assigns any address", async () => {
      const hosted = await createTestApp({ data: { ...server.data, auth: { mode: "hosted", supabaseUrl: server.url } } });
      try {
        const email = newEmail("hostad");
        const asStaff = { Authorization: `Bearer ${await hostedToken(email, { provider: "email", role: "staff" })}` };
        const asCustomer = { Authorization: `Bearer ${await hostedToken(newEmail("kund"), { provider: "email" })}` };
        expect(await json(await hosted.request(staffPaths.members, { headers: asStaff }))).toEqual({ members: [{ email }] });
        expect((await hosted.request(staffPaths.members, { headers: asCustomer })).status).toBe(403);
        expect((await hosted.request(staffPaths.members, { headers: { Authorization: "Bearer inte-en-token" } })).status).toBe(401);

        const lead = await contactLead(newTag());
        const response = await hosted.request(staffLeadPath(lead.id), {
          method: "PATCH",
          headers: { ...asStaff, "Content-Type": "application/json" },
          body: JSON.stringify({ assignee: "saljare@example.com" }),
        });
        expect((await json<StaffLeadDetail>(response)).history).toEqual([expect.objectContaining({ actor: email, action: "assignee", to: "saljare@example.com" })]);
      } finally {
        await hosted.close();
      }
    });
  });
});
