import * as z from "zod/mini";
import { apiRoot } from "./api.ts";
import { leadKinds } from "./lead-forms.ts";

/*
 * GET /api/account/requests: the dashboard's list of the requests a signed-in customer has
 * sent from the site's forms (server/account/). Sent with `Authorization: Bearer <access
 * token>` from supabase-js; 401 in the API's error shape without a valid token.
 */

export const accountRequestsPath = `${apiRoot}/account/requests`;
export const accountRequestsMethod = "GET";

export const accountRequestSchema = z.object({
  id: z.uuid(),
  /** Which form it came from. */
  kind: z.enum(leadKinds),
  /** ISO 8601, UTC. */
  createdAt: z.iso.datetime(),
  /** One line in Swedish: the message they wrote, or what they asked for. */
  summary: z.string(),
});
export type AccountRequest = z.output<typeof accountRequestSchema>;

/** 200, newest first. */
export const accountRequestsResponseSchema = z.object({ requests: z.array(accountRequestSchema) });
export type AccountRequestsResponse = z.output<typeof accountRequestsResponseSchema>;
