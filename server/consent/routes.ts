import { Hono } from "hono";
import { consentDecisionSchema } from "../../contracts/consent.ts";
import type { AppEnv } from "../http/app-env.ts";
import type { Database } from "../db/database.ts";
import { readBody } from "../http/request-body.ts";
import { rateLimit, type RateLimitDatabase, type RateWindow } from "../http/rate-limit.ts";
import { recordConsentDecision } from "./decisions.ts";

/**
 * A visitor decides a handful of times at most; a script posting far more would only
 * pad the log. Generous enough for a whole office behind one address.
 */
export const consentRateWindows: readonly RateWindow[] = [
  { points: 20, seconds: 60 },
  { points: 200, seconds: 60 * 60 },
];

/** What the consent log needs: without a database there is no log to write to. */
export interface ConsentContext {
  data?: { database: Database; rateLimits: RateLimitDatabase };
  trustProxy: number;
}

/** `POST /api/consent` (README.md); without a database there is no log to write to. */
export function consentRoutes({ data, trustProxy }: ConsentContext) {
  if (!data) return undefined;
  return new Hono<AppEnv>().post("/", rateLimit({ database: data.rateLimits, name: "consent", windows: consentRateWindows, trustProxy }), async (c) => {
    const decision = await readBody(c, consentDecisionSchema);
    const row = await recordConsentDecision(data.database.db, decision);
    c.get("log").info({ consent: { id: row.id, action: row.action, revision: row.revision } }, "Consent decision recorded");
    return c.json({ id: row.id }, 201, { "Cache-Control": "no-store" });
  });
}
