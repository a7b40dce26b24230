/**
 * The booking area as other parts of the server see it: the public endpoints and the
 * workspace's, the reminders' minute job and the settings' environment. It owns the
 * `bookings` and `booking_settings` tables; a booking's person is its lead's, asked of
 * the leads area (leadPeople).
 */
export { bookingEnvShape, type BookingSettings, bookingSettingsFromEnv, defaultBookingSettings } from "./config.ts";
export { type BookingContext, bookingRoutes } from "./routes.ts";
export { staffBookingRoutes } from "./staff-routes.ts";
export { startBookingReminders } from "./reminders.ts";
export { type BusyCalendar, startBusyCalendar } from "./busy-calendar.ts";
export { provideBookingPages } from "./page-data.ts";
