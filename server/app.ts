import { Hono } from "hono";
import { type ApiArea, apiAreas, createApi, isApiPath } from "./api.ts";
import type { PixelSources } from "./consent/index.ts";
import type { AppEnv } from "./http/app-env.ts";
import type { ServerContext } from "./context.ts";
import { errorMessages } from "./http/error-messages.ts";
import { type PagePattern, requestMetrics } from "./metrics/request-metrics.ts";
import { compression } from "./middleware/compression.ts";
import { pageHeaders } from "./middleware/page-headers.ts";
import { rejectMalformedPaths } from "./middleware/reject-malformed-paths.ts";
import { removeTrailingSlash } from "./middleware/remove-trailing-slash.ts";
import { requestId } from "./middleware/request-id.ts";
import { requestLog } from "./middleware/request-log.ts";
import { securityHeaders } from "./middleware/security-headers.ts";
import { serveStaticFiles, type StaticFile } from "./middleware/static-files.ts";
import { type HstsMode, strictTransportSecurity } from "./middleware/strict-transport-security.ts";

export interface AppOptions {
  context: ServerContext;
  /** Answers what neither a file nor the API does: React Router's request handler. */
  renderPage: (request: Request) => Response | Promise<Response>;
  staticFiles: ReadonlyMap<string, StaticFile>;
  /** Adds upgrade-insecure-requests when the public site runs on https. */
  https: boolean;
  /** The API's areas; tests mount areas of their own. */
  areas?: readonly ApiArea[];
  /** The tracking pixel's hosts for the CSP; undefined when no pixel is configured. */
  trackingPixel?: PixelSources;
  /** A hosted Supabase project's origin, which the CSP lets the account pages call. */
  authOrigin?: string;
  /** React Router's pattern for a page path, so /metrics counts requests by route (server/metrics/). */
  pagePattern?: PagePattern;
  /** The HSTS setting; unset, on when the site runs on https (strict-transport-security.ts). */
  hsts?: HstsMode;
}

/** Builds the whole site as one Hono app; server/index.ts only makes it listen. */
export function createApp({ context, renderPage, staticFiles, https, areas = apiAreas, trackingPixel, authOrigin, pagePattern, hsts }: AppOptions) {
  const app = new Hono<AppEnv>();

  app.onError((error, c) => {
    c.get("log").error({ err: error, method: c.req.method, path: new URL(c.req.url).pathname }, "request failed");
    return c.text(errorMessages.unexpected, 500);
  });

  app.use(requestMetrics(pagePattern));
  app.use(requestId(context.logger));
  app.use(requestLog);
  app.use(compression());
  app.use(securityHeaders(https, trackingPixel, authOrigin, strictTransportSecurity(hsts, https)));
  app.use(pageHeaders);
  app.use(rejectMalformedPaths((pathname) => isApiPath(pathname, areas)));
  app.use(removeTrailingSlash);
  app.route("/", createApi(context, areas));
  app.on(["GET", "HEAD"], "*", serveStaticFiles(staticFiles, https, trackingPixel, authOrigin));
  app.all("*", (c) => renderPage(c.req.raw));
  return app;
}
