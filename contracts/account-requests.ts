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

/**
 * Where a request stands, as the customer sees it: `received` until someone works on it,
 * `in_progress` while staff do, `answered` once the business has replied, whatever the
 * outcome of the sales work. A request staff marked as spam is not listed.
 */
export const accountRequestStatuses = ["received", "in_progress", "answered"] as const;
export type AccountRequestStatus = (typeof accountRequestStatuses)[number];

export const accountRequestSchema = z.object({
  id: z.uuid(),
  /** Which form it came from. */
  kind: z.enum(leadKinds),
  /** ISO 8601, UTC. */
  createdAt: z.iso.datetime(),
  /** One line in Swedish: the message they wrote, or what they asked for. */
  summary: z.string(),
  status: z.enum(accountRequestStatuses),
  /** The status in the customer's words ("Mottagen", "Vi arbetar med den", "Besvarad"), for showing as it is. */
  statusText: z.string(),
  /**
   * ISO 8601, UTC: when the business is to have replied, the deadline staff work to, set
   * when the request arrived in the business's working time (a quote within one working
   * day, its promise of "inom 24 timmar"; other requests by the end of the next working
   * day, unless the site is configured otherwise). It stays once the request is answered,
   * so show it only while `status` is not `answered`.
   */
  replyBy: z.iso.datetime(),
  /**
   * For a guide they ordered: its personal link again, a path on the site
   * (`/api/leads/guide/<token>`, contracts/lead-forms.ts), the same link as in their mail.
   * Null for other kinds.
   */
  guideUrl: z.nullable(z.string()),
});
export type AccountRequest = z.output<typeof accountRequestSchema>;

/** 200, newest first. */
export const accountRequestsResponseSchema = z.object({ requests: z.array(accountRequestSchema) });
export type AccountRequestsResponse = z.output<typeof accountRequestsResponseSchema>;
