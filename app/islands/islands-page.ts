import { useMatches } from "react-router";
import { type Hydration, notFoundRoute, pageRoutes } from "../route-table.ts";

/** React Router's id of a route: its module's path without the extension, or a short link's name (routes.ts). */
const hydrationByRouteId = new Map<string, Hydration>(
  [...pageRoutes, { ...notFoundRoute, name: "notFound" }].map((page) => [
    "redirectTo" in page ? page.name : page.file.replace(/\.tsx?$/, ""),
    "hydrate" in page ? page.hydrate : "islands",
  ]),
);

/**
 * How the browser brings the page of a route to life: the `hydrate` column of the route
 * table (app/route-table.ts). A route the table does not hold (a resource route) renders
 * no document: "router".
 */
export function hydrationOf(routeId: string | undefined): Hydration {
  return (routeId !== undefined && hydrationByRouteId.get(routeId)) || "router";
}

/** Whether the page being rendered hydrates only its islands (the route table's `hydrate` column). */
export function useIslandsPage(): boolean {
  return hydrationOf(useMatches().at(-1)?.id) === "islands";
}
