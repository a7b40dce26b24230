import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { notFoundRoute, pageRoutes } from "./route-table.ts";

export default [
  ...pageRoutes.map((page) => {
    if (page.pattern === "/") return index(page.file);
    // The short links share one module; a route id must be unique, so theirs is their name.
    return route(page.pattern.slice(1), page.file, "redirectTo" in page ? { id: page.name } : {});
  }),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("*", notFoundRoute.file),
] satisfies RouteConfig;
