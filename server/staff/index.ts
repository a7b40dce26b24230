/** The staff area's public face: the server imports it only from here. */
export { type StaffContext, staffRoutes } from "./routes.ts";
export { staffMessages } from "./staff-messages.ts";
