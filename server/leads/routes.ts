import { type Context, Hono } from "hono";
import * as z from "zod/mini";
import { honeypotName, refusedPostParameter } from "../../app/content/forms.ts";
import { leadApiPrefix, leadEndpoints } from "../../app/lib/api/lead-endpoints.ts";
import { paths } from "../../app/lib/paths.ts";
import type { ApiArea } from "../api.ts";
import type { AppEnv, DataServices, ServerContext } from "../context.ts";
import { ApiError } from "../http/api-error.ts";
import { errorMessages } from "../http/error-messages.ts";
import { readBody } from "../http/request-body.ts";
import { formRateWindows, rateLimit } from "../http/rate-limit.ts";
import { guideDownload } from "./guide-download.ts";
import { fromFormFields, type LeadForm, type LeadFormKind, leadForms } from "./lead-forms.ts";
import { storeLead } from "./store-lead.ts";

/** Where the e-book form posts (SPEC §7 call 5), kept from the site this one replaces. */
export const ebookLegacyPath = leadEndpoints.ebook;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const formContentType = "application/x-www-form-urlencoded";

function idempotencyKeyOf(c: Context<AppEnv>): string | undefined {
  const header = c.req.header("Idempotency-Key");
  if (header === undefined) return undefined;
  const key = header.trim();
  if (!uuidPattern.test(key)) throw new ApiError(400, errorMessages.invalidIdempotencyKey);
  return key.toLowerCase();
}

/**
 * One lead endpoint: rate limit, then the body (JSON, or a plain HTML form before the
 * page's JavaScript has loaded), then the lead stored with its deliveries and mails.
 * JSON answers 201 {"id"}; a plain form is sent on with 303 to the confirmation page,
 * or back to its own page when the input was refused.
 */
function leadEndpoint(kind: LeadFormKind, data: DataServices, trustProxy: number, limitName: string) {
  const form = leadForms[kind] as LeadForm<{ email: string }>;
  const withHoneypot = z.extend(form.schema, { [honeypotName]: z.optional(z.unknown()) });
  const fromForm = z.pipe(
    z.transform((fields: unknown) => fromFormFields(fields as Record<string, string | string[]>, form.formFields)),
    withHoneypot,
  );

  const handler = async (c: Context<AppEnv>) => {
    const isForm = c.req.header("Content-Type")?.split(";")[0]?.trim().toLowerCase() === formContentType;
    const idempotencyKey = idempotencyKeyOf(c);
    let input: Record<string, unknown>;
    try {
      input = isForm ? await readBody(c, fromForm, { accept: ["form"] }) : await readBody(c, withHoneypot);
    } catch (error) {
      if (isForm && error instanceof ApiError) return c.redirect(`${form.page}?${refusedPostParameter}=1`, 303);
      throw error;
    }
    const { [honeypotName]: honeypot, ...fields } = input;
    const spam = honeypot !== undefined && honeypot !== null && honeypot !== "" && honeypot !== false;
    const stored = await storeLead(data, {
      kind,
      data: fields as { email: string },
      spam,
      idempotencyKey,
    });
    c.get("log").info({ lead: { id: stored.id, kind, spam, created: stored.created } }, "Lead received");
    // The confirmation page (routes/tack.tsx) reads `typ` to thank the visitor for this form.
    if (isForm) return c.redirect(`${paths.thanks}?typ=${kind}`, 303);
    return c.json({ id: stored.id }, 201, { "Cache-Control": "no-store" });
  };

  return [rateLimit({ database: data.database, name: limitName, windows: formRateWindows, trustProxy }), handler] as const;
}

/** The lead endpoints under /api/leads (README.md); without a database there are none. */
export function leadRoutes({ data, trustProxy }: ServerContext) {
  if (!data) return undefined;
  const routes = new Hono<AppEnv>();
  for (const kind of ["contact", "quote", "demo", "popup"] as const) {
    routes.post(`/${kind}`, ...leadEndpoint(kind, data, trustProxy, `leads-${kind}`));
  }
  routes.get("/guide/:token", guideDownload(data));
  return routes;
}

/** The e-book form's endpoint, at the path SPEC §7 call 5 names. */
export function ebookRoutes({ data, trustProxy }: ServerContext) {
  if (!data) return undefined;
  return new Hono<AppEnv>().post("/", ...leadEndpoint("ebook", data, trustProxy, "leads-ebook"));
}

/** Both mounts; the guide's links (guideDownloadPath in store-lead.ts) lie under the first. */
export const leadAreas: readonly ApiArea[] = [
  { mount: leadApiPrefix, routes: leadRoutes },
  { mount: ebookLegacyPath, routes: ebookRoutes },
];
