import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { pageRoutes } from "./route-table.ts";

export default [
  ...pageRoutes.map((page) => (page.pattern === "/" ? index(page.file) : route(page.pattern.slice(1), page.file))),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
