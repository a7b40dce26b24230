import { Hono } from "hono";
import type { AccountRequestsResponse } from "../../contracts/account-requests.ts";
import { type AuthServices, authServiceFor } from "../auth/index.ts";
import type { AppEnv } from "../http/app-env.ts";
import { apiErrorResponse } from "../http/api-error.ts";
import { requestsByEmail } from "../leads/index.ts";
import { accessTokenVerifier } from "./access-token.ts";
import { requestSummary } from "./request-summary.ts";

export const accountMessages = {
  signedOut: "Ni är inte inloggade längre. Logga in igen för att se era förfrågningar.",
} as const;

/** GET /api/account/requests (contracts/account-requests.ts); needs the database and an auth mode. */
export function accountRoutes({ data }: { data?: AuthServices }) {
  if (!data) return undefined;
  const verify = accessTokenVerifier(data.auth, authServiceFor(data));
  if (!verify) return undefined;
  const { db } = data.database;

  return new Hono<AppEnv>().get("/", async (c) => {
    const customer = await verify(c.req.header("Authorization"));
    if (!customer) return apiErrorResponse(c, 401, accountMessages.signedOut);
    const rows = await requestsByEmail(db, customer.email);
    const body: AccountRequestsResponse = {
      requests: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        createdAt: row.createdAt.toISOString(),
        summary: requestSummary(row.kind, row.fields),
      })),
    };
    return c.json(body, 200, { "Cache-Control": "private, no-store" });
  });
}
