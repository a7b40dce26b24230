import * as z from "zod/mini";
import { apiRoot } from "./api.ts";

/*
 * Booking a meeting on the site (/boka, server/booking/README.md). The page asks for the
 * free slots of a meeting type and posts the chosen one with the visitor's details; the
 * mailed links cancel or move it. Times travel as UTC ISO 8601 with the Stockholm date and
 * wall time beside them, which is what the page, the mails and the invite show.
 */

export const bookingApiRoot = `${apiRoot}/booking`;

/** GET ?type=analys&from=YYYY-MM-DD&days=N: the free slots (bookingSlotsSchema). */
export const bookingSlotsPath = `${bookingApiRoot}/slots`;

/**
 * POST: books a slot (the body is the lead request, contracts/lead-requests/booking-request.ts).
 * JSON answers 201 with the booking or 409 when the slot was just taken; a plain HTML form
 * is sent on with 303 to the confirmation page. Same origin, rate limit, honeypot and
 * Idempotency-Key as the lead forms.
 */
export const bookingPath = bookingApiRoot;

/** GET ?t=<signed link>: the booking a mailed link is for, with the slots it can move to. */
export const bookingManagePath = `${bookingApiRoot}/manage`;
/** POST {token}: cancels the booking (JSON 200, or 303 from a plain form). */
export const bookingCancelPath = `${bookingApiRoot}/cancel`;
/** POST {token, start}: moves the booking to another free slot. */
export const bookingMovePath = `${bookingApiRoot}/move`;

export const bookingTimeZone = "Europe/Stockholm";

const stockholmDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "Ange ett datum som ÅÅÅÅ-MM-DD"));

export const bookingSlotsQuerySchema = z.object({
  type: z.string().check(z.regex(/^[a-z0-9-]{1,40}$/, "Okänd mötestyp")),
  from: z.optional(stockholmDate),
  days: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(62)), 14),
});

export const meetingTypeSchema = z.object({
  id: z.string(),
  name: z.string(),
  durationMinutes: z.number(),
});
export type MeetingTypeInfo = z.output<typeof meetingTypeSchema>;

export const slotSchema = z.object({
  start: z.string(),
  end: z.string(),
  /** Stockholm date and wall time: "2026-12-01", "09:30". */
  date: z.string(),
  time: z.string(),
});
export type BookingSlot = z.output<typeof slotSchema>;

export const bookingSlotsSchema = z.object({
  type: meetingTypeSchema,
  /** Every meeting type the page offers, in order. */
  types: z.array(meetingTypeSchema),
  timeZone: z.literal(bookingTimeZone),
  slots: z.array(slotSchema),
});
export type BookingSlots = z.output<typeof bookingSlotsSchema>;

/** A booking as the visitor sees it: 201 of POST, and the manage page's. */
export const bookingSchema = z.object({
  id: z.uuid(),
  type: meetingTypeSchema,
  status: z.enum(["confirmed", "cancelled"]),
  start: z.string(),
  end: z.string(),
  date: z.string(),
  time: z.string(),
  timeZone: z.literal(bookingTimeZone),
});
export type BookingInfo = z.output<typeof bookingSchema>;

export const bookingManageSchema = z.object({
  booking: bookingSchema,
  /** Whether the link still works: a used or outdated link shows the booking but changes nothing. */
  canChange: z.boolean(),
  slots: z.array(slotSchema),
});
export type BookingManage = z.output<typeof bookingManageSchema>;

export const bookingCancelRequestSchema = z.object({ token: z.string().check(z.minLength(1), z.maxLength(300)) });
export const bookingMoveRequestSchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(300)),
  start: z.iso.datetime({ message: "Välj en tid" }),
});

/** GET ?t=<token>.ics is the staff's calendar feed (text/calendar), for Outlook or Google to subscribe to. */
export const bookingFeedPath = `${bookingApiRoot}/feed`;

/*
 * The workspace's bookings (server/booking/staff-routes.ts), behind a staff member's
 * Bearer token like the rest of /api/staff/.
 */
export const staffBookingsPath = `${apiRoot}/staff/bookings`;
export const staffBookingPaths = {
  /** GET ?from=YYYY-MM-DD&days=N: the bookings by Stockholm day (staffBookingListSchema). */
  list: staffBookingsPath,
  /** GET and POST the availability, meeting types and assignees (bookingSettingsSchema). */
  settings: `${staffBookingsPath}/settings`,
  /** POST: a new secret feed URL (the old one stops working); DELETE: the feed off. */
  feed: `${staffBookingsPath}/feed`,
} as const;
/** POST: cancels a booking; the visitor gets the cancellation. */
export const staffBookingCancelPath = (id: string) => `${staffBookingsPath}/${encodeURIComponent(id)}/cancel`;
/** POST {start}: moves a booking to another free slot; the visitor gets the new invite. */
export const staffBookingMovePath = (id: string) => `${staffBookingsPath}/${encodeURIComponent(id)}/move`;

export const staffBookingQuerySchema = z.object({
  from: z.optional(stockholmDate),
  days: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(92)), 14),
});

export const staffBookingSchema = z.object({
  ...bookingSchema.shape,
  leadId: z.uuid(),
  name: z.string(),
  company: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  assignee: z.nullable(z.string()),
});
export type StaffBooking = z.output<typeof staffBookingSchema>;

export const staffBookingListSchema = z.object({
  days: z.array(z.object({ date: z.string(), bookings: z.array(staffBookingSchema) })),
  /** Whether a calendar feed is on (its URL is shown only once, when made). */
  feed: z.boolean(),
});
export type StaffBookingList = z.output<typeof staffBookingListSchema>;

export const staffBookingMoveSchema = z.object({ start: z.iso.datetime({ message: "Välj en tid" }) });

const minutes = z.number().check(z.int(), z.minimum(0), z.maximum(1440));
const intervalsSchema = z.array(z.object({ start: minutes, end: minutes }).check(z.refine((value) => value.start < value.end, "Ett intervall måste sluta efter att det börjar"))).check(z.maxLength(6));

/** The booking's settings as staff edit them and the database keeps them. */
export const bookingSettingsSchema = z.object({
  availability: z.object({
    weekly: z.object({
      1: z.optional(intervalsSchema),
      2: z.optional(intervalsSchema),
      3: z.optional(intervalsSchema),
      4: z.optional(intervalsSchema),
      5: z.optional(intervalsSchema),
      6: z.optional(intervalsSchema),
      7: z.optional(intervalsSchema),
    }),
    exceptions: z.record(stockholmDate, intervalsSchema),
    bufferMinutes: z.number().check(z.int(), z.minimum(0), z.maximum(240)),
    minimumNoticeMinutes: z.number().check(z.int(), z.minimum(0), z.maximum(20160)),
    horizonDays: z.number().check(z.int(), z.minimum(1), z.maximum(365)),
    dailyCap: z.number().check(z.int(), z.minimum(1), z.maximum(100)),
  }),
  meetingTypes: z
    .array(
      z.object({
        id: z.string().check(z.regex(/^[a-z0-9-]{1,40}$/, "Små bokstäver, siffror och bindestreck")),
        name: z.string().check(z.trim(), z.minLength(1, "Ange ett namn"), z.maxLength(80)),
        durationMinutes: z.number().check(z.int(), z.minimum(10), z.maximum(240)),
      }),
    )
    .check(z.minLength(1, "Minst en mötestyp"), z.maxLength(10)),
  assignees: z.array(z.pipe(z.email("Ange en giltig e-postadress"), z.transform((address: string) => address.toLowerCase()))).check(z.maxLength(50)),
});
export type BookingSettingsInput = z.output<typeof bookingSettingsSchema>;

export const staffBookingSettingsSchema = z.object({
  settings: bookingSettingsSchema,
  /** False while the environment's defaults (BOOKING_*) apply. */
  saved: z.boolean(),
});

export const staffBookingFeedSchema = z.object({ url: z.string() });
