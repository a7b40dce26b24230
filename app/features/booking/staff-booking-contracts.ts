import * as z from "zod/mini";
import {
  bookingSchema,
  bookingSettingsSchema,
  bookingSlotsSchema,
  bookingSlotsPath,
  staffBookingCancelPath,
  staffBookingFeedSchema,
  staffBookingListSchema,
  staffBookingMovePath,
  staffBookingMoveSchema,
  staffBookingPaths,
  staffBookingSettingsSchema,
} from "../../../contracts/booking.ts";
import type { ApiContract } from "../../lib/api/api-request.ts";

/* The workspace's calls about bookings (contracts/booking.ts, server/booking/staff-routes.ts). */

type BookingId = { id: string };

/** GET the bookings by day (?from=&days=). */
export const bookingListContract = { method: "GET", path: staffBookingPaths.list, response: staffBookingListSchema } satisfies ApiContract<void, void, unknown>;

/** GET the free slots a booking can move to (the public list, ?type=&days=). */
export const bookingSlotsContract = { method: "GET", path: bookingSlotsPath, response: bookingSlotsSchema } satisfies ApiContract<void, void, unknown>;

export const bookingCancelContract = {
  method: "POST",
  path: ({ id }: BookingId) => staffBookingCancelPath(id),
  response: bookingSchema,
} satisfies ApiContract<BookingId, void, unknown>;

export const bookingMoveContract = {
  method: "POST",
  path: ({ id }: BookingId) => staffBookingMovePath(id),
  request: staffBookingMoveSchema,
  response: bookingSchema,
} satisfies ApiContract<BookingId, z.input<typeof staffBookingMoveSchema>, unknown>;

export const bookingSettingsContract = { method: "GET", path: staffBookingPaths.settings, response: staffBookingSettingsSchema } satisfies ApiContract<void, void, unknown>;

export const bookingSettingsSaveContract = {
  method: "POST",
  path: staffBookingPaths.settings,
  request: bookingSettingsSchema,
  response: staffBookingSettingsSchema,
} satisfies ApiContract<void, z.input<typeof bookingSettingsSchema>, unknown>;

export const bookingFeedCreateContract = { method: "POST", path: staffBookingPaths.feed, response: staffBookingFeedSchema } satisfies ApiContract<void, void, unknown>;

export const bookingFeedRevokeContract = { method: "DELETE", path: staffBookingPaths.feed, response: z.unknown() } satisfies ApiContract<void, void, unknown>;
