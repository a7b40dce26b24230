import { Hono } from "hono";
import * as z from "zod/mini";
import { bookingCancelRequestSchema, bookingFeedPath, bookingManagePath, bookingMoveRequestSchema, bookingPath, bookingSlotsPath, bookingSlotsQuerySchema, bookingCancelPath, bookingMovePath } from "../../contracts/booking.ts";
import { bookingFormSchema } from "../../contracts/lead-requests/booking-request.ts";
import { honeypotName, refusedPostParameter } from "../../app/content/forms.ts";
import { paths } from "../../app/lib/paths.ts";
import type { LeadAttributions } from "../analytics/index.ts";
import { stockholmDay } from "../cli/stockholm-time.ts";
import { clientIp } from "../http/client-ip.ts";
import type { AppEnv } from "../http/app-env.ts";
import { ApiError } from "../http/api-error.ts";
import { errorMessages } from "../http/error-messages.ts";
import { formRateWindows, rateLimit } from "../http/rate-limit.ts";
import { readBody } from "../http/request-body.ts";
import { sameOrigin } from "../http/same-origin.ts";
import type { Site } from "../site.ts";
import { BookingError, type BookingServices, bookMeeting, cancelByToken, manageByToken, moveByToken, slotsFor } from "./booking-service.ts";
import { calendarFeedFor } from "./feed.ts";
import { idempotencyKeyOf, isFormPost } from "../http/post-headers.ts";

/** What the booking endpoints need: without a database there are none. */
export interface BookingContext {
  data?: BookingServices & { rateLimits: Parameters<typeof rateLimit>[0]["database"]; leadAttributions: LeadAttributions };
  site: Site;
  trustProxy: number;
}

const noStore = { "Cache-Control": "no-store" } as const;

/** The query parameter /boka shows "the time was just taken" for, after a plain form's 409. */
export const slotTakenParameter = "upptagen";

/** A plain form's fields as the schema reads them: the ticked consent box's "on" as true. */
const fromForm = (fields: Record<string, unknown>) => ({ ...fields, consent: fields.consent === "on" ? true : fields.consent });

function asApiError(error: unknown): never {
  if (error instanceof BookingError) throw new ApiError(error.status, error.message);
  throw error;
}

/**
 * The booking's public endpoints (contracts/booking.ts): the free slots, the booking
 * itself with the lead forms' rules (same origin, rate limit, honeypot, Idempotency-Key,
 * a plain form before the page's JavaScript), and what a mailed link does.
 */
export function bookingRoutes({ data, site, trustProxy }: BookingContext) {
  if (!data) return undefined;
  const limit = (name: string) => rateLimit({ database: data.rateLimits, name, windows: formRateWindows, trustProxy });
  const withHoneypot = z.extend(bookingFormSchema, { [honeypotName]: z.optional(z.unknown()) });
  const route = (path: string) => path.slice(bookingPath.length) || "/";
  const refused = `${paths.booking}?${refusedPostParameter}=1`;

  return new Hono<AppEnv>()
    .get(route(bookingSlotsPath), async (c) => {
      const query = z.safeParse(bookingSlotsQuerySchema, c.req.query());
      if (!query.success) throw new ApiError(400, errorMessages.invalidFields);
      const slots = await slotsFor(data, query.data).catch(asApiError);
      return c.json(slots, 200, noStore);
    })
    .post("/", sameOrigin({ siteUrl: site.url, refusedFormRedirect: refused }), limit("booking"), async (c) => {
      const isForm = isFormPost(c);
      const idempotencyKey = idempotencyKeyOf(c);
      let input: Record<string, unknown>;
      try {
        input = isForm ? await readBody(c, z.pipe(z.transform(fromForm), withHoneypot), { accept: ["form"] }) : await readBody(c, withHoneypot);
      } catch (error) {
        if (isForm && error instanceof ApiError) return c.redirect(refused, 303);
        throw error;
      }
      const { [honeypotName]: honeypot, ...fields } = input;
      const spam = honeypot !== undefined && honeypot !== null && honeypot !== "" && honeypot !== false;
      try {
        const attribution = await data.leadAttributions.of({
          headers: c.req.raw.headers,
          address: clientIp(c, trustProxy),
          day: stockholmDay(new Date()),
        });
        const booking = await bookMeeting(data, site, { data: fields as z.output<typeof bookingFormSchema>, spam, idempotencyKey, attribution });
        c.set("logFields", { booking: { id: booking.id, spam } });
        if (isForm) return c.redirect(`${paths.thanks}?typ=booking`, 303);
        return c.json(booking, 201, noStore);
      } catch (error) {
        if (isForm && error instanceof BookingError && error.status === 409) return c.redirect(`${paths.booking}?${slotTakenParameter}=1`, 303);
        if (isForm && error instanceof BookingError) return c.redirect(refused, 303);
        return asApiError(error);
      }
    })
    .get(route(bookingManagePath), async (c) => {
      const manage = await manageByToken(data, c.req.query("t") ?? "").catch(asApiError);
      return c.json(manage, 200, noStore);
    })
    .post(route(bookingCancelPath), sameOrigin({ siteUrl: site.url, refusedFormRedirect: paths.booking }), limit("booking-change"), async (c) => {
      const isForm = isFormPost(c);
      const body = await readBody(c, bookingCancelRequestSchema, { accept: ["json", "form"] });
      try {
        const booking = await cancelByToken(data, site, body.token);
        if (isForm) return c.redirect(`${paths.bookingManage}?t=${encodeURIComponent(body.token)}`, 303);
        return c.json(booking, 200, noStore);
      } catch (error) {
        if (isForm && error instanceof BookingError) return c.redirect(`${paths.bookingManage}?t=${encodeURIComponent(body.token)}`, 303);
        return asApiError(error);
      }
    })
    .post(route(bookingMovePath), sameOrigin({ siteUrl: site.url, refusedFormRedirect: paths.booking }), limit("booking-change"), async (c) => {
      const isForm = isFormPost(c);
      const body = await readBody(c, bookingMoveRequestSchema, { accept: ["json", "form"] });
      try {
        const booking = await moveByToken(data, site, body.token, new Date(body.start));
        if (isForm) return c.redirect(`${paths.thanks}?typ=booking`, 303);
        return c.json(booking, 200, noStore);
      } catch (error) {
        if (isForm && error instanceof BookingError) return c.redirect(`${paths.bookingManage}?t=${encodeURIComponent(body.token)}`, 303);
        return asApiError(error);
      }
    })
    .get(`${route(bookingFeedPath)}/:file`, async (c) => {
      const token = (c.req.param("file") ?? "").replace(/\.ics$/, "");
      const feed = await calendarFeedFor(data, site, token);
      if (feed === undefined) throw new ApiError(404, errorMessages.notFound);
      return c.body(feed, 200, { "Content-Type": "text/calendar; charset=utf-8", "Cache-Control": "private, no-store" });
    });
}
