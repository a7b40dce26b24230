import { Hono } from "hono";
import type { AccountRequestsResponse } from "../../contracts/account-requests.ts";
import { type AuthServices, authServiceFor } from "../auth/index.ts";
import type { AppEnv } from "../http/app-env.ts";
import { apiErrorResponse } from "../http/api-error.ts";
import { requestsByEmail } from "../leads/index.ts";
import { accessTokenVerifier } from "./access-token.ts";
import { accountRequest } from "./account-request.ts";

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
    // Only the signed-in customer's own requests: those sent with their account's address.
    const body: AccountRequestsResponse = { requests: (await requestsByEmail(db, customer.email)).map(accountRequest) };
    return c.json(body, 200, { "Cache-Control": "private, no-store" });
  });
}
