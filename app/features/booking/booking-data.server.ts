import type { BookingManage, BookingSlots } from "../../../contracts/booking.ts";

/*
 * What the booking pages rendered per request (/boka/tider, /boka/hantera) read from the
 * server: the next free slots and the booking a mailed link names. The server hands the
 * functions over as it starts (server/index.ts); the page build is a bundle of its own,
 * so they meet on a global registered under one symbol rather than a shared module.
 */

export interface BookingPageData {
  slots(type: string): Promise<BookingSlots>;
  /** The booking a link names, or undefined for a link that names none. */
  manage(token: string): Promise<BookingManage | undefined>;
}

const key = Symbol.for("booking-page-data");

export function provideBookingPageData(data: BookingPageData): void {
  (globalThis as Record<symbol, unknown>)[key] = data;
}

/** The server's functions; undefined in a build without a server (the prerender). */
export function bookingPageData(): BookingPageData | undefined {
  return (globalThis as Record<symbol, unknown>)[key] as BookingPageData | undefined;
}
