import type { ConsentCategory } from "./stored-choice.ts";

/** Where each decision is logged as proof of consent (server/consent/). */
export const consentEndpoint = "/api/consent";

/** What the consent log records of a decision (SPEC §2 cookie policy, issue #9 item 3). */
export type ConsentAction = "first_choice" | "change" | "withdrawal";

/** The body of `POST /api/consent`: nothing that names the visitor. */
export interface ConsentDecisionBody {
  consentId: string;
  revision: number;
  categories: ConsentCategory[];
  action: ConsentAction;
}
