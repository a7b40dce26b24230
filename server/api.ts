import { type Context, Hono } from "hono";
import { accountRequestsPath } from "../contracts/account-requests.ts";
import { analyticsEventsPath } from "../contracts/analytics.ts";
import { apiRoot } from "../contracts/api.ts";
import { authMount } from "../contracts/auth.ts";
import { chatEndpoint } from "../contracts/chat.ts";
import { consentEndpoint } from "../contracts/consent.ts";
import { healthPath, metricsPath, probesMount } from "../contracts/health.ts";
import { staffApiRoot } from "../contracts/staff.ts";
import { bookingApiRoot, staffBookingsPath } from "../contracts/booking.ts";
import { staffContentPath } from "../contracts/content.ts";
import { contentImagesPath, mediaPath } from "../contracts/content-images.ts";
import { guideDownloadPath, leadEndpoints, leadFormKinds } from "../contracts/lead-forms.ts";
import { analyticsRoutes } from "./analytics/index.ts";
import { chatRoutes } from "./chat/index.ts";
import { consentRoutes } from "./consent/index.ts";
import type { AppEnv } from "./http/app-env.ts";
import type { ServerContext } from "./context.ts";
import { accountRoutes } from "./account/index.ts";
import { authRoutes } from "./auth/index.ts";
import { healthRoutes, metricsRoutes, probeRoutes } from "./health/index.ts";
import { apiErrorResponse, handleApiError } from "./http/api-error.ts";
import { errorMessages } from "./http/error-messages.ts";
import { guideRoutes, leadFormRoutes } from "./leads/index.ts";
import { staffRoutes } from "./staff/index.ts";
import { bookingRoutes, staffBookingRoutes } from "./booking/index.ts";
import { contentRoutes } from "./content/index.ts";
import { contentImagesRoutes, contentMediaRoutes } from "./content-images/index.ts";

/** One folder per area (`server/<area>/routes.ts`), mounted at a path of its own. */
export interface ApiArea {
  mount: string;
  /** Undefined when the context lacks what the area needs (the database), so it is not mounted. */
  routes: (context: ServerContext) => Hono<AppEnv> | undefined;
}

/** Every API area: adding one is one line here. */
export const apiAreas: readonly ApiArea[] = [
  { mount: healthPath, routes: healthRoutes },
  { mount: probesMount, routes: probeRoutes },
  { mount: metricsPath, routes: metricsRoutes },
  { mount: chatEndpoint, routes: chatRoutes },
  ...leadFormKinds.map((kind): ApiArea => ({ mount: leadEndpoints[kind], routes: (context) => leadFormRoutes(kind, context) })),
  { mount: guideDownloadPath, routes: guideRoutes },
  { mount: consentEndpoint, routes: consentRoutes },
  { mount: authMount, routes: authRoutes },
  { mount: accountRequestsPath, routes: accountRoutes },
  { mount: bookingApiRoot, routes: bookingRoutes },
  // Before the workspace's mount, so /api/staff/bookings and /api/staff/content are their areas'.
  { mount: staffBookingsPath, routes: staffBookingRoutes },
  { mount: contentImagesPath, routes: contentImagesRoutes },
  { mount: staffContentPath, routes: contentRoutes },
  { mount: staffApiRoot, routes: staffRoutes },
  { mount: analyticsEventsPath, routes: analyticsRoutes },
  { mount: mediaPath, routes: contentMediaRoutes },
];

/** Whether a path belongs to the API rather than to a page: everything under /api/ and each area's mount. */
export function isApiPath(pathname: string, areas: readonly ApiArea[] = apiAreas) {
  return pathname === apiRoot || pathname.startsWith(`${apiRoot}/`) || areas.some(({ mount }) => pathname === mount || pathname.startsWith(`${mount}/`));
}

/**
 * The server's own endpoints, mounted by the production server (server/app.ts) and by
 * `npm run dev` (server/dev-api.ts). Every answer that is not 2xx has the one error
 * shape of server/http/api-error.ts, unknown /api/ paths included.
 */
export function createApi(context: ServerContext, areas: readonly ApiArea[] = apiAreas) {
  const api = new Hono<AppEnv>();
  api.onError(handleApiError);
  for (const { mount, routes } of areas) {
    const area = routes(context);
    if (area) api.route(mount, area);
  }
  const notFound = (c: Context<AppEnv>) => apiErrorResponse(c, 404, errorMessages.notFound);
  // An area's unknown paths and methods answer in the error shape too, not with a page.
  for (const { mount } of areas) api.all(mount, notFound).all(`${mount}/*`, notFound);
  api.all(apiRoot, notFound).all(`${apiRoot}/*`, notFound);
  return api;
}
