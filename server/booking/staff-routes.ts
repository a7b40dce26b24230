import { type Context, Hono } from "hono";
import * as z from "zod/mini";
import {
  bookingFeedPath,
  bookingSettingsSchema,
  type StaffBookingList,
  staffBookingMoveSchema,
  staffBookingPaths,
  staffBookingQuerySchema,
  staffBookingsPath,
} from "../../contracts/booking.ts";
import { accessTokenVerifier } from "../account/index.ts";
import { type AuthServices, authServiceFor } from "../auth/index.ts";
import { stockholmDay } from "../cli/stockholm-time.ts";
import type { AppEnv } from "../http/app-env.ts";
import { ApiError } from "../http/api-error.ts";
import { errorMessages } from "../http/error-messages.ts";
import { readBody } from "../http/request-body.ts";
import type { Site } from "../site.ts";
import { BookingError, bookingInfo, type BookingServices, cancelByStaff, moveByStaff, personOf } from "./booking-service.ts";
import { bookingsBetween, withPeople } from "./booking-store.ts";
import { newFeedToken, revokeFeed } from "./feed.ts";
import { readBookingSettings, saveBookingSettings } from "./settings-store.ts";
import { addDays, stockholmInstant } from "./slots.ts";

export interface StaffBookingContext {
  data?: BookingServices & AuthServices;
  site: Site;
}

const privateAnswer = { "Cache-Control": "private, no-store" } as const;
const signedOut = "Logga in igen för att fortsätta.";
const notStaff = "Sidan är till för personalen.";

/**
 * /api/staff/bookings: the workspace's bookings by day, cancel and move one, the
 * availability settings and the private calendar feed. Staff only, like the rest of
 * /api/staff/ (a Bearer token in the header, so no CSRF check applies).
 */
export function staffBookingRoutes({ data, site }: StaffBookingContext) {
  if (!data) return undefined;
  const verify = accessTokenVerifier(data.auth, authServiceFor(data));
  if (!verify) return undefined;
  const { db } = data.database;

  async function staffOf(c: Context<AppEnv>) {
    const user = await verify!(c.req.header("Authorization"));
    if (!user) throw new ApiError(401, signedOut);
    if (user.role !== "staff") throw new ApiError(403, notStaff);
    return user;
  }
  const route = (path: string) => path.slice(staffBookingsPath.length) || "/";
  const fail = (error: unknown): never => {
    if (error instanceof BookingError) throw new ApiError(error.status, error.message);
    throw error;
  };
  const idOf = (c: Context<AppEnv>) => {
    const id = c.req.param("id") ?? "";
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw new ApiError(404, errorMessages.notFound);
    return id.toLowerCase();
  };

  return new Hono<AppEnv>()
    .get("/", async (c) => {
      await staffOf(c);
      const query = z.safeParse(staffBookingQuerySchema, c.req.query());
      if (!query.success) throw new ApiError(400, errorMessages.invalidFields);
      const from = query.data.from ?? stockholmDay(new Date());
      const stored = await readBookingSettings(db, data.bookingDefaults);
      const rows = await bookingsBetween(db, new Date(stockholmInstant(from, 0)!), new Date(stockholmInstant(addDays(from, query.data.days), 0)!));
      const days = new Map<string, StaffBookingList["days"][number]["bookings"]>();
      for (const { booking, person } of await withPeople(db, rows)) {
        const who = personOf(person);
        const info = bookingInfo(booking, stored.settings);
        const list = days.get(info.date) ?? [];
        list.push({ ...info, leadId: booking.leadId, name: who?.name ?? "", company: who?.company ?? "", email: who?.email ?? "", phone: who?.phone ?? null, assignee: person?.assignee ?? null });
        days.set(info.date, list);
      }
      const answer: StaffBookingList = { days: [...days].map(([date, bookings]) => ({ date, bookings })), feed: stored.feedTokenHash !== null };
      return c.json(answer, 200, privateAnswer);
    })
    .post("/:id/cancel", async (c) => {
      await staffOf(c);
      const booking = await cancelByStaff(data, site, idOf(c)).catch(fail);
      return c.json(booking, 200, privateAnswer);
    })
    .post("/:id/move", async (c) => {
      await staffOf(c);
      const id = idOf(c);
      const body = await readBody(c, staffBookingMoveSchema);
      const booking = await moveByStaff(data, site, id, new Date(body.start)).catch(fail);
      return c.json(booking, 200, privateAnswer);
    })
    .get(route(staffBookingPaths.settings), async (c) => {
      await staffOf(c);
      const stored = await readBookingSettings(db, data.bookingDefaults);
      return c.json({ settings: stored.settings, saved: stored.saved }, 200, privateAnswer);
    })
    .post(route(staffBookingPaths.settings), async (c) => {
      const staff = await staffOf(c);
      const settings = await readBody(c, bookingSettingsSchema);
      await saveBookingSettings(db, data.bookingDefaults, settings, staff.email);
      return c.json({ settings, saved: true }, 200, privateAnswer);
    })
    .post(route(staffBookingPaths.feed), async (c) => {
      await staffOf(c);
      const token = await newFeedToken(data);
      return c.json({ url: `${site.url}${bookingFeedPath}/${token}.ics` }, 201, privateAnswer);
    })
    .delete(route(staffBookingPaths.feed), async (c) => {
      await staffOf(c);
      await revokeFeed(data);
      return c.json({ feed: false }, 200, privateAnswer);
    });
}
