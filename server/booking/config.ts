import { z } from "zod";
import { defaultMeetingTypes as defaultTypesOfContent } from "../../app/content/booking-page.ts";
import { defaultOpeningHours, parseOpeningHours } from "../time/business-calendar.ts";
import { type Availability, defaultAvailability } from "./slots.ts";

/** A meeting a visitor can book: its id in links and the API, its name on the page and in the invite. */
export interface MeetingType {
  id: string;
  name: string;
  durationMinutes: number;
}

export const defaultMeetingTypes: readonly MeetingType[] = defaultTypesOfContent;

/**
 * What the booking runs by: the availability, the meeting types and who gets each booked
 * meeting. The environment gives the defaults; staff change them at
 * /dashboard/bookings/availability and the database keeps their version (settings-store.ts).
 */
export interface BookingSettings {
  availability: Availability;
  meetingTypes: readonly MeetingType[];
  /** Staff who take meetings, in turn (round-robin); one address gives every meeting to that person; none leaves them unassigned. */
  assignees: readonly string[];
}

/** The settings as the database and the staff's form hold them (contracts/booking.ts). */
export { bookingSettingsSchema } from "../../contracts/booking.ts";

const hours = z
  .string()
  .trim()
  .transform((text, context) => {
    const parsed = parseOpeningHours(text);
    if (!parsed) context.addIssue({ code: "custom", message: 'must be bookable hours such as "09:00-17:00"' });
    return parsed ?? z.NEVER;
  });

/** The booking's variables (documented in .env.example), merged into the server's environment schema. */
export const bookingEnvShape = {
  /** Bookable hours, Monday to Friday, Stockholm time. */
  BOOKING_HOURS: hours.default({ ...defaultOpeningHours }),
  BOOKING_BUFFER_MINUTES: z.coerce.number().int().min(0).max(240).default(defaultAvailability.bufferMinutes),
  BOOKING_NOTICE_HOURS: z.coerce.number().min(0).max(24 * 14).default(defaultAvailability.minimumNoticeMinutes / 60),
  BOOKING_HORIZON_DAYS: z.coerce.number().int().min(1).max(365).default(defaultAvailability.horizonDays),
  BOOKING_DAILY_CAP: z.coerce.number().int().min(1).max(100).default(defaultAvailability.dailyCap),
  /** Comma-separated staff addresses who take meetings in turn; one address takes them all. */
  BOOKING_ASSIGNEES: z
    .string()
    .default("")
    .transform((text) => text.split(",").map((address) => address.trim().toLowerCase()).filter(Boolean))
    .pipe(z.array(z.email())),
  /** A calendar (iCalendar URL) whose events block their time on the booking page. */
  BOOKING_BUSY_ICS_URL: z.url({ protocol: /^https?$/ }).optional(),
};

type BookingEnv = z.output<z.ZodObject<typeof bookingEnvShape>>;

export const defaultBookingSettings: BookingSettings = { availability: defaultAvailability, meetingTypes: defaultMeetingTypes, assignees: [] };

export function bookingSettingsFromEnv(env: BookingEnv): BookingSettings {
  const day = [{ start: env.BOOKING_HOURS.opensAt, end: env.BOOKING_HOURS.closesAt }];
  return {
    availability: {
      weekly: Object.fromEntries(env.BOOKING_HOURS.weekdays.map((weekday) => [weekday, day])),
      exceptions: {},
      bufferMinutes: env.BOOKING_BUFFER_MINUTES,
      minimumNoticeMinutes: Math.round(env.BOOKING_NOTICE_HOURS * 60),
      horizonDays: env.BOOKING_HORIZON_DAYS,
      dailyCap: env.BOOKING_DAILY_CAP,
    },
    meetingTypes: defaultMeetingTypes,
    assignees: env.BOOKING_ASSIGNEES,
  };
}
