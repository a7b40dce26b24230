import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { httpRequestDuration, httpRequests } from "./registry.ts";

/** The page pattern React Router would render for a path ("/tjanster/:id"), or undefined. */
export type PagePattern = (pathname: string) => string | undefined;

const knownMethods = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * Counts every answer by method, route pattern and status (GET /metrics). The pattern is
 * the one that answered: an API route's as Hono registered it ("/api/leads/contact",
 * "/auth/v1/token"), a page's from React Router's route table, "/assets/*" for the hashed
 * files, otherwise "unmatched". Never the raw path: ids and probes would each make a series.
 */
export function requestMetrics(pagePattern: PagePattern = () => undefined): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const method = knownMethods.has(c.req.method) ? c.req.method : "OTHER";
      const route = routeLabel(routePath(c), c.req.path, pagePattern);
      httpRequests.inc({ method, route, status: String(c.res.status) });
      httpRequestDuration.observe({ method, route }, (performance.now() - started) / 1000);
    }
  };
}

function routeLabel(honoRoute: string, pathname: string, pagePattern: PagePattern): string {
  // "*" and "/*" are the catch-alls of the static files and the page handler.
  if (honoRoute !== "" && honoRoute !== "*" && honoRoute !== "/*") return honoRoute;
  if (pathname.startsWith("/assets/")) return "/assets/*";
  return pagePattern(pathname) ?? "unmatched";
}

/**
 * The page patterns of a React Router server build: its route manifest made back into the
 * nested tree that matchRoutes reads. The pattern is the matched routes' paths joined.
 */
export function pagePatternsOf(routes: ServerBuild["routes"]): PagePattern {
  const byParent = new Map<string | undefined, ServerBuild["routes"][string][]>();
  for (const route of Object.values(routes)) if (route) byParent.set(route.parentId, [...(byParent.get(route.parentId) ?? []), route]);
  const build = (parentId: string | undefined): RouteObject[] =>
    (byParent.get(parentId) ?? []).flatMap((route) =>
      route
        ? [route.index ? { id: route.id, path: route.path, index: true } : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: build(route.id) }]
        : [],
    );
  const tree = build(undefined);
  return (pathname) => {
    const matches = matchRoutes(tree, pathname);
    if (!matches) return undefined;
    const segments = matches.map((match) => match.route.path).filter((path): path is string => Boolean(path));
    return `/${segments.join("/")}`.replace(/\/{2,}/g, "/");
  };
}
