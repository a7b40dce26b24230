/** The attributes of an island's wrapper, which the browser reads to hydrate it. */
export const islandAttribute = "data-island";
export const islandPropsAttribute = "data-island-props";
export const islandPrefixAttribute = "data-island-prefix";
/** Set on a wrapper on a page of islands once the island answers presses itself (lib/hydration/start-after-load.ts). */
export const liveIslandAttribute = "data-island-live";

/** On <html> of a page that hydrates only its islands. */
export const islandsPageAttribute = "data-islands";
