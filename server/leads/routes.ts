import { type Context, Hono } from "hono";
import * as z from "zod/mini";
import { honeypotName, refusedPostParameter } from "../../app/content/forms.ts";
import { paths } from "../../app/lib/paths.ts";
import { stockholmDay } from "../cli/stockholm-time.ts";
import type { AppEnv } from "../http/app-env.ts";
import { clientIp } from "../http/client-ip.ts";
import { ApiError } from "../http/api-error.ts";
import { readBody } from "../http/request-body.ts";
import { sameOrigin } from "../http/same-origin.ts";
import { formRateWindows, rateLimit } from "../http/rate-limit.ts";
import { guideDownload, loadGuidePdf } from "./guide-download.ts";
import type { ServedGuide } from "./guide-follows-content.ts";
import { fromFormFields, type LeadForm, type LeadFormKind, leadForms } from "./lead-forms.ts";
import { type LeadServices, storeLead } from "./lead-submission.ts";
import type { Site } from "../site.ts";
import { idempotencyKeyOf, isFormPost } from "../http/post-headers.ts";

/** What the lead endpoints need: without a database there are none. */
export interface LeadsContext {
  data?: LeadServices;
  /** The site's address, which the forms post from, and the facts its mails show. */
  site: Site;
  /** Proxy hops whose X-Forwarded-For is trusted (server/http/client-ip.ts). */
  trustProxy: number;
  /**
   * The guide PDF the build wrote (server/leads/guide-pdf.ts), or the guide that follows
   * the published content (guide-follows-content.ts); without it there is no download.
   */
  guidePdf?: string | ServedGuide;
}


/**
 * One lead endpoint: refused when another site's page posts it (sameOrigin), then the
 * rate limit, then the body (JSON, or a plain HTML form before the page's JavaScript has
 * loaded), then the lead stored with its deliveries and mails.
 * JSON answers 201 {"id"}; a plain form is sent on with 303 to the confirmation page,
 * or back to its own page when the input was refused.
 */
function leadEndpoint(kind: LeadFormKind, { data, site, trustProxy }: LeadsContext & { data: LeadServices }, limitName: string) {
  const form = leadForms[kind] as LeadForm<{ email: string }>;
  const withHoneypot = z.extend(form.schema, { [honeypotName]: z.optional(z.unknown()) });
  const fromForm = z.pipe(
    z.transform((fields: unknown) => fromFormFields(fields as Record<string, string | string[]>, form.formFields)),
    withHoneypot,
  );

  const handler = async (c: Context<AppEnv>) => {
    const isForm = isFormPost(c);
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
    const attribution = await data.leadAttributions.of({
      headers: c.req.raw.headers,
      address: clientIp(c, trustProxy),
      day: stockholmDay(new Date()),
    });
    const stored = await storeLead(data, site, {
      kind,
      data: fields as { email: string },
      spam,
      idempotencyKey,
      attribution,
    });
    c.set("logFields", { lead: { id: stored.id, kind, spam, created: stored.created } });
    // The confirmation page (routes/tack.tsx) reads `typ` to thank the visitor for this form.
    if (isForm) return c.redirect(`${paths.thanks}?typ=${kind}`, 303);
    return c.json({ id: stored.id }, 201, { "Cache-Control": "no-store" });
  };

  return [
    sameOrigin({ siteUrl: site.url, refusedFormRedirect: `${form.page}?${refusedPostParameter}=1` }),
    rateLimit({ database: data.rateLimits, name: limitName, windows: formRateWindows, trustProxy }),
    handler,
  ] as const;
}

/** One form's endpoint (contracts/lead-forms.ts says where each is mounted); without a database there is none. */
export function leadFormRoutes(kind: LeadFormKind, context: LeadsContext) {
  const { data } = context;
  if (!data) return undefined;
  return new Hono<AppEnv>().post("/", ...leadEndpoint(kind, { ...context, data }, `leads-${kind}`));
}

/** GET <guideDownloadPath>/<token>: the guide through an e-book lead's personal link. */
export function guideRoutes({ data, guidePdf }: LeadsContext) {
  if (!data || !guidePdf) return undefined;
  // The build's file is read once, at start: a server without it stops there rather than at a visitor's click.
  const built = typeof guidePdf === "string" ? loadGuidePdf(guidePdf) : undefined;
  const pdf = built ? () => built : () => (guidePdf as ServedGuide).pdf();
  return new Hono<AppEnv>().get("/:token", guideDownload(data, pdf));
}
