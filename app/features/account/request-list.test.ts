import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestStatusLabels } from "../../content/request-labels.ts";
import { leads } from "../../../server/db/schema.ts";
import { type AuthTestServer, startAuthServer } from "../../../server/testing/auth-test-server.ts";
import { signedInUser } from "../../../server/testing/signed-in-users.ts";
import { testEngines } from "../../../tests/support/databases.ts";
import { apiRequest } from "../../lib/api/api-request.ts";
import { accountRequestsContract } from "./request-list.tsx";

const [engine] = testEngines().filter(({ name }) => name === "PGlite");

describe("the dashboard's call to /api/account/requests", () => {
  let server: AuthTestServer;
  beforeAll(async () => {
    server = await startAuthServer(await engine!.shared());
  }, 120_000);
  afterAll(() => server?.close());

  const toServer: typeof fetch = (input, init) => fetch(new URL(String(input), server.url), init);

  it("reads the customer's requests as the contract says", async () => {
    const customer = await signedInUser(server, "customer");
    const [lead] = await server.data.database.db
      .insert(leads)
      .values({ kind: "contact", email: customer.email, fields: { email: customer.email, message: "Hej!" } })
      .returning({ id: leads.id });
    expect(await apiRequest(accountRequestsContract, {}, { accessToken: customer.accessToken, fetch: toServer })).toEqual({
      ok: true,
      data: {
        requests: [
          {
            id: lead!.id,
            kind: "contact",
            createdAt: expect.any(String),
            summary: "Hej!",
            status: "received",
            statusText: requestStatusLabels.received,
            replyBy: expect.any(String),
            guideUrl: null,
          },
        ],
      },
    });
  });

  it("is told to sign in again without a valid token", async () => {
    expect(await apiRequest(accountRequestsContract, {}, { accessToken: "inte-en-token", fetch: toServer })).toMatchObject({
      ok: false,
      failure: { kind: "unauthorized", status: 401 },
    });
  });
});
