import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxAttempts, outboxJobs } from "../../../server/db/schema.ts";
import { insertLeadWithJobs } from "../../../server/leads/index.ts";
import { type AuthTestServer, newEmail, startAuthServer } from "../../../server/testing/auth-test-server.ts";
import { type SignedInUser, signedInUser } from "../../../server/testing/signed-in-users.ts";
import { testEngines } from "../../../tests/support/databases.ts";
import { type ApiCall, type ApiContract, type ApiRequestOptions, apiRequest } from "../../lib/api/api-request.ts";
import {
  analyticsSummaryContract,
  leadDetailContract,
  leadExportContract,
  leadListContract,
  leadNoteContract,
  leadPatchContract,
  leadRedeliverContract,
  mailListContract,
  staffMembersContract,
  staffSettingsContract,
} from "./staff-contracts.ts";

/*
 * The workspace's contracts against the real server on a port: every answer the pages
 * read parses with the schema the page parses it with, and a refusal comes back as the
 * failure the gate acts on.
 */

const [engine] = testEngines().filter(({ name }) => name === "PGlite");

describe("the workspace's calls to /api/staff/", () => {
  let server: AuthTestServer;
  let staff: SignedInUser;
  let customer: SignedInUser;
  let leadId: string;
  const company = `Kontraktet ${newEmail("ab").slice(0, 12)} AB`;

  beforeAll(async () => {
    server = await startAuthServer(await engine!.shared());
    [staff, customer] = await Promise.all([signedInUser(server, "staff"), signedInUser(server, "customer")]);
    const db = server.data.database.db;
    const email = newEmail("lina");
    ({ id: leadId } = await insertLeadWithJobs(
      db,
      { kind: "contact", email, fields: { name: "Lina Berg", email, company, message: "Ring mig", interests: { chatbot: true } } },
      [
        { kind: "webhook", target: "automation_webhook", payload: { email } },
        { kind: "mail", payload: { to: email, subject: "Tack för ert meddelande", text: "Vi hör av oss.", html: "<p>Vi hör av oss.</p>" } },
      ],
    ));
    const [webhook] = await db.select().from(outboxJobs).where(eq(outboxJobs.leadId, leadId));
    await db.insert(outboxAttempts).values({ jobId: webhook!.id, attemptedAt: new Date(), statusCode: 503, error: "HTTP 503", durationMs: 87 });
  }, 120_000);

  afterAll(() => server?.close());

  /** A call as the page makes it, with a relative path, sent to the server's port. */
  function send<Params, Body, Output>(contract: ApiContract<Params, Body, Output>, call: ApiCall<Params, Body>, options: ApiRequestOptions = {}) {
    return apiRequest(contract, call, {
      accessToken: staff.accessToken,
      ...options,
      fetch: (input, init) => fetch(new URL(String(input), server.url), init),
    });
  }

  async function data<Params, Body, Output>(contract: ApiContract<Params, Body, Output>, call: ApiCall<Params, Body>): Promise<Output> {
    const result = await send(contract, call);
    if (!result.ok) throw new Error(`The call failed: ${JSON.stringify(result.failure)}`);
    return result.data;
  }

  it("reads the inbox, one lead and its work as the contracts say", async () => {
    const list = await data(leadListContract, { search: `?q=${encodeURIComponent(company)}` });
    expect(list.leads.map((lead) => lead.id)).toEqual([leadId]);
    expect(list.leads[0]).toMatchObject({ overdue: false, repliedAt: null, hasSamePerson: false });
    // "Mina leads", "Försenade" and the order by deadline, as the inbox's query sends them.
    const mine = await data(leadListContract, { search: `?q=${encodeURIComponent(company)}&assignee=me&overdue=1&sort=respondBy` });
    expect(mine.leads).toEqual([]);

    const detail = await data(leadDetailContract, { params: { id: leadId } });
    expect(detail.deliveries[0]?.attempts[0]).toMatchObject({ statusCode: 503, error: "HTTP 503" });

    const patched = await data(leadPatchContract, { params: { id: leadId }, body: { status: "in_progress", assignee: staff.email } });
    expect(patched.lead).toMatchObject({ status: "in_progress", assignee: staff.email });

    const { note } = await data(leadNoteContract, { params: { id: leadId }, body: { text: "Ringde, vill ha demo." } });
    expect(note.text).toBe("Ringde, vill ha demo.");

    expect(await data(leadRedeliverContract, { params: { id: leadId } })).toEqual({
      requeued: expect.any(Number),
      retriedNow: expect.any(Number),
      alreadyPending: expect.any(Number),
    });

    const again = await data(leadDetailContract, { params: { id: leadId } });
    expect(again.notes.map((entry) => entry.id)).toEqual([note.id]);
    expect(again.history.map((event) => event.action)).toEqual(expect.arrayContaining(["status", "assignee", "note", "reply"]));
    expect(again.lead).toMatchObject({ repliedAt: expect.any(String), replyMet: true });
  });

  it("reads the export, the outbox, the staff and the statistics as the contracts say", async () => {
    const csv = await data(leadExportContract, { search: `?q=${encodeURIComponent(company)}` });
    expect(await csv.text()).toContain(company);
    expect((await data(mailListContract, { search: "?status=pending" })).mails.length).toBeGreaterThan(0);
    expect((await data(staffMembersContract, {})).members).toContainEqual({ email: staff.email });
    expect((await data(staffSettingsContract, {})).mail).toMatchObject({ configured: expect.any(Boolean) });
    const summary = await data(analyticsSummaryContract, { search: "?from=2026-03-01&to=2026-03-07" });
    expect(summary.days).toHaveLength(7);
  });

  it("gives the gate a refusal: 401 without a valid token, 403 for a customer", async () => {
    expect(await send(leadListContract, {}, { accessToken: `${staff.accessToken}x` })).toMatchObject({ ok: false, failure: { kind: "unauthorized" } });
    expect(await send(leadListContract, {}, { accessToken: customer.accessToken })).toMatchObject({ ok: false, failure: { kind: "forbidden" } });
  });

  it("tells an unknown lead from an id that is none", async () => {
    expect(await send(leadDetailContract, { params: { id: "0f8fad5b-d9cb-469f-a165-70867728950e" } })).toMatchObject({ ok: false, failure: { kind: "notFound" } });
    expect(await send(leadDetailContract, { params: { id: "inte-ett-id" } })).toMatchObject({ ok: false, failure: { kind: "invalid" } });
  });
});
