import * as z from "zod/mini";
import { apiRoot } from "./api.ts";

/*
 * POST /api/consent: proof of each cookie decision (SPEC §2 cookie policy). The banner
 * (app/features/consent/) posts it; the server (server/consent/) logs it. Nothing in it
 * names the visitor.
 */

export const consentEndpoint = `${apiRoot}/consent`;
export const consentMethod = "POST";

/** The cookie policy's four categories (SPEC §2); necessary is always on. */
export const consentCategories = ["necessary", "performance", "functional", "targeted"] as const;
export type ConsentCategory = (typeof consentCategories)[number];

/** What kind of decision it was: the first one, a change, or a withdrawal of a category given before. */
export const consentActions = ["first_choice", "change", "withdrawal"] as const;
export type ConsentAction = (typeof consentActions)[number];

/** The browser's random id, the revision, the accepted categories, the kind of decision. */
export const consentDecisionSchema = z.object({
  consentId: z.uuid(),
  revision: z.int().check(z.minimum(0), z.maximum(1_000_000)),
  // Distinct categories from the enum: at most the four, without a length check that
  // would keep this schema in the browser's build (contracts/README.md).
  categories: z.array(z.enum(consentCategories)).check(
    z.refine((categories) => categories.includes("necessary"), "Nödvändiga cookies ingår alltid i ett val."),
    z.refine((categories) => new Set(categories).size === categories.length, "Varje kategori får bara anges en gång."),
  ),
  action: z.enum(consentActions),
});

/** The body of `POST /api/consent`. */
export type ConsentDecisionBody = z.input<typeof consentDecisionSchema>;

/** 201: the logged decision's id. */
export const consentRecordedSchema = z.object({ id: z.uuid() });
export type ConsentRecorded = z.output<typeof consentRecordedSchema>;
