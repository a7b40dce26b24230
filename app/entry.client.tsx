/**
 * The browser's entry. A marketing page hydrates only its islands, without React Router
 * (docs/decisions/022-islands.md); every other page hydrates whole, as React Router's
 * own entry does it. Both starts are chunks of their own, so a marketing page never
 * downloads the router.
 */
import { islands } from "./islands/registry.ts";
import { islandsPageAttribute } from "./islands/island-attributes.ts";

const start = document.documentElement.hasAttribute(islandsPageAttribute)
  ? import("./islands/hydrate-islands.tsx").then((module) => module.hydrateIslands(islands))
  : import("./islands/hydrate-router.tsx").then((module) => module.hydrateRouter());

start.catch((error: unknown) => {
  // A failed download leaves the plain page, whose links and forms still work.
  console.error(error);
});
