import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountRequestsPath, type AccountRequestsResponse, accountRequestsResponseSchema } from "../../contracts/account-requests.ts";
import { guideDownloadPath } from "../../contracts/lead-forms.ts";
import { testEngines } from "../../tests/support/databases.ts";
import { followLink, newEmail, startAuthServer, type AuthTestServer } from "../testing/auth-test-server.ts";
import { leads } from "../db/schema.ts";
import { createTestApp } from "../testing/create-test-app.ts";
import { accountMessages } from "./routes.ts";

const password = "rätt-lösenord-1";

describe.each(testEngines())("GET /api/account/requests on $name", (engine) => {
  let server: AuthTestServer;
  beforeAll(async () => {
    server = await startAuthServer(await engine.shared());
  });
  afterAll(() => server.close());

  async function signedInCustomer() {
    const email = newEmail();
    const client = server.client();
    await client.auth.signUp({ email, password });
    await followLink(await server.linkIn(email));
    const { data } = await client.auth.signInWithPassword({ email, password });
    return { email, client, accessToken: data.session!.access_token };
  }

  async function requests(accessToken: string | undefined) {
    return fetch(`${server.url}${accountRequestsPath}`, { headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {} });
  }

  it("lists the customer's own requests, newest first, with where each stands, without spam or anyone else's", async () => {
    const { email, accessToken } = await signedInCustomer();
    const { db } = server.data.database;
    const token = randomBytes(32).toString("base64url");
    const [ebook, contact, , , quote, demo] = await db
      .insert(leads)
      .values([
        {
          kind: "ebook",
          email,
          fields: { email, firstName: "Anna" },
          downloadToken: token,
          status: "won",
          createdAt: new Date("2026-01-05T09:00:00Z"),
          respondBy: new Date("2026-01-06T16:00:00Z"),
        },
        {
          kind: "contact",
          email,
          fields: { email, message: "Vi vill  svara\nsnabbare på mejl." },
          status: "in_progress",
          createdAt: new Date("2026-02-01T10:00:00Z"),
          respondBy: new Date("2026-02-02T16:00:00Z"),
        },
        { kind: "demo", email, fields: { email, message: "Skräp" }, spam: true, status: "spam", createdAt: new Date("2026-03-01T10:00:00Z") },
        { kind: "demo", email: newEmail("annan"), fields: {}, createdAt: new Date("2026-03-02T10:00:00Z") },
        // A Tuesday: the quote is due the same time the next working day.
        { kind: "quote", email, fields: { email, services: ["chatbot", "ai-suite"] }, createdAt: new Date("2026-03-03T10:00:00Z"), respondBy: new Date("2026-03-04T10:00:00Z") },
        // Sent with their address, but staff judged it was not a real request.
        { kind: "demo", email, fields: { email, message: "Köp billiga klockor" }, status: "spam", createdAt: new Date("2026-03-04T10:00:00Z") },
      ])
      .returning({ id: leads.id });

    const response = await requests(accessToken);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const body = (await response.json()) as AccountRequestsResponse;
    expect(body.requests).toEqual([
      {
        id: quote!.id,
        kind: "quote",
        createdAt: "2026-03-03T10:00:00.000Z",
        summary: expect.stringMatching(/^Intresserad av .*, AI Suite$/),
        status: "received",
        statusText: "Mottagen",
        replyBy: "2026-03-04T10:00:00.000Z",
        guideUrl: null,
      },
      {
        id: contact!.id,
        kind: "contact",
        createdAt: "2026-02-01T10:00:00.000Z",
        summary: "Vi vill svara snabbare på mejl.",
        status: "in_progress",
        statusText: "Vi arbetar med den",
        replyBy: "2026-02-02T16:00:00.000Z",
        guideUrl: null,
      },
      {
        id: ebook!.id,
        kind: "ebook",
        createdAt: "2026-01-05T09:00:00.000Z",
        summary: "Guiden om AI-driven automatisering av kundservice",
        status: "answered",
        statusText: "Besvarad",
        replyBy: "2026-01-06T16:00:00.000Z",
        guideUrl: `${guideDownloadPath}/${token}`,
      },
    ]);
    expect(body.requests.map((request) => request.id)).not.toContain(demo!.id);
    expect(accountRequestsResponseSchema.safeParse(body).success).toBe(true);

    // The link is the guide's own, as in their mail: it downloads the guide.
    const folder = await mkdtemp(join(tmpdir(), "guide-"));
    const guidePdf = join(folder, "guide.pdf");
    await writeFile(guidePdf, "%PDF-1.7\n");
    const site = await createTestApp({ data: server.data, guidePdf });
    try {
      const guide = await site.request(body.requests[2]!.guideUrl!);
      expect(guide.status).toBe(200);
      expect(guide.headers.get("Content-Type")).toBe("application/pdf");
    } finally {
      await site.close();
      await rm(folder, { recursive: true, force: true });
    }
  });

  it("never shows one customer's requests, or their guide link, to another customer's token", async () => {
    const first = await signedInCustomer();
    const second = await signedInCustomer();
    const { db } = server.data.database;
    const token = randomBytes(32).toString("base64url");
    await db.insert(leads).values([
      { kind: "ebook", email: first.email, fields: { email: first.email }, downloadToken: token },
      { kind: "quote", email: first.email, fields: { email: first.email, message: "Vår offert" } },
    ]);

    const mine = (await (await requests(first.accessToken)).json()) as AccountRequestsResponse;
    expect(mine.requests.map((request) => request.kind).sort()).toEqual(["ebook", "quote"]);
    const theirs = await (await requests(second.accessToken)).text();
    expect(JSON.parse(theirs)).toEqual({ requests: [] });
    expect(theirs).not.toContain(token);
    // The token is read from the Authorization header only: a query naming another address changes nothing.
    const asked = await fetch(`${server.url}${accountRequestsPath}?email=${encodeURIComponent(first.email)}`, { headers: { Authorization: `Bearer ${second.accessToken}` } });
    expect(await asked.json()).toEqual({ requests: [] });
  });

  it("answers an empty list to a customer who has sent nothing", async () => {
    const { accessToken } = await signedInCustomer();
    expect(await (await requests(accessToken)).json()).toEqual({ requests: [] });
  });

  it("answers 401 in the API's error shape without a valid token, and after signing out", async () => {
    const { client, accessToken } = await signedInCustomer();
    for (const token of [undefined, "inte-en-token", `${accessToken}x`]) {
      const response = await requests(token);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: accountMessages.signedOut });
    }
    await client.auth.signOut();
    expect((await requests(accessToken)).status).toBe(401);
  });

  it("verifies a hosted project's tokens with its published keys, and then leaves /auth/v1 unmounted", async () => {
    const { email, accessToken } = await signedInCustomer();
    await server.data.database.db.insert(leads).values({ kind: "popup", email, fields: { email, consent: true } });
    // The embedded service on its own port stands in for the hosted project: same protocol, same JWKS.
    const site = await createTestApp({ data: { ...server.data, auth: { mode: "hosted", supabaseUrl: server.url } } });
    try {
      const response = await site.request(accountRequestsPath, { headers: { Authorization: `Bearer ${accessToken}` } });
      expect(response.status).toBe(200);
      expect(((await response.json()) as AccountRequestsResponse).requests).toMatchObject([{ kind: "popup", summary: "Videon om hur AI-kundservice fungerar i praktiken" }]);
      expect((await site.request(accountRequestsPath, { headers: { Authorization: "Bearer inte-en-token" } })).status).toBe(401);
      expect((await site.request("/auth/v1/settings")).status).toBe(404);
    } finally {
      await site.close();
    }
  });
});
