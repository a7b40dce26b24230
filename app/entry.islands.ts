/**
 * The browser's entry on a marketing page in a built site: its islands hydrate with Preact
 * in place of React (config/preact-islands.ts, docs/decisions/022-islands.md).
 * The development server starts them with React, through entry.client.tsx.
 */
import { islands } from "./islands/registry.ts";
import { hydrateIslands } from "./islands/hydrate-islands.tsx";

hydrateIslands(islands).catch((error: unknown) => {
  // A failed download leaves the plain page, whose links and forms still work.
  console.error(error);
});
