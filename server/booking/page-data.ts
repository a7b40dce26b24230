import { provideBookingPageData } from "../../app/features/booking/booking-data.server.ts";
import { BookingError, type BookingServices, manageByToken, slotsFor } from "./booking-service.ts";

/**
 * Hands the pages rendered per request (/boka/tider, /boka/hantera) what they show: the
 * next two weeks' free slots and the booking a mailed link names.
 */
export function provideBookingPages(services: BookingServices): void {
  provideBookingPageData({
    slots: (type) => slotsFor(services, { type, days: 14 }),
    manage: async (token) => {
      try {
        return await manageByToken(services, token);
      } catch (error) {
        if (error instanceof BookingError) return undefined;
        throw error;
      }
    },
  });
}
