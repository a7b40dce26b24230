import { Hono } from "hono";
import * as z from "zod/mini";
import { consentEndpoint } from "../../app/lib/consent/consent-api.ts";
import type { ApiArea } from "../api.ts";
import type { AppEnv, ServerContext } from "../context.ts";
import { consentActions, consentCategories } from "../db/schema.ts";
import { readBody } from "../http/request-body.ts";
import { rateLimit, type RateWindow } from "../http/rate-limit.ts";
import { recordConsentDecision } from "./decisions.ts";

/**
 * A visitor decides a handful of times at most; a script posting far more would only
 * pad the log. Generous enough for a whole office behind one address.
 */
export const consentRateWindows: readonly RateWindow[] = [
  { points: 20, seconds: 60 },
  { points: 200, seconds: 60 * 60 },
];

/** Nothing that names the visitor: the browser's random id, the revision, the accepted categories, the kind of decision. */
export const consentDecisionSchema = z
  .object({
    consentId: z.uuid(),
    revision: z.int().check(z.minimum(0), z.maximum(1_000_000)),
    categories: z.array(z.enum(consentCategories)).check(
      z.maxLength(consentCategories.length),
      z.refine((categories) => categories.includes("necessary"), "Nödvändiga cookies ingår alltid i ett val."),
      z.refine((categories) => new Set(categories).size === categories.length, "Varje kategori får bara anges en gång."),
    ),
    action: z.enum(consentActions),
  });

/** `POST /api/consent` (README.md); without a database there is no log to write to. */
export function consentRoutes({ data, trustProxy }: ServerContext) {
  if (!data) return undefined;
  return new Hono<AppEnv>().post("/", rateLimit({ database: data.database, name: "consent", windows: consentRateWindows, trustProxy }), async (c) => {
    const decision = await readBody(c, consentDecisionSchema);
    const row = await recordConsentDecision(data.database.db, decision);
    c.get("log").info({ consent: { id: row.id, action: row.action, revision: row.revision } }, "Consent decision recorded");
    return c.json({ id: row.id }, 201, { "Cache-Control": "no-store" });
  });
}

export const consentArea: ApiArea = { mount: consentEndpoint, routes: consentRoutes };
