import type { LeadKind } from "../../../server/db/schema.ts";

/**
 * The dashboard's list of the requests a customer has sent from the site's forms
 * (server/account/). GET with `Authorization: Bearer <access token>` from supabase-js;
 * 401 in the API's error shape without a valid token.
 */
export const accountRequestsPath = "/api/account/requests";

export interface AccountRequest {
  id: string;
  /** Which form it came from: contact, ebook, quote, demo or popup. */
  kind: LeadKind;
  /** ISO 8601, UTC. */
  createdAt: string;
  /** One line in Swedish: the message they wrote, or what they asked for. */
  summary: string;
}

/** Newest first. */
export interface AccountRequestsResponse {
  requests: AccountRequest[];
}
