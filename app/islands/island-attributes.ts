/** The attributes of an island's wrapper, which the browser reads to hydrate it. */
export const islandAttribute = "data-island";
export const islandPropsAttribute = "data-island-props";
export const islandPrefixAttribute = "data-island-prefix";
/** Set on a wrapper on a page of islands once the island answers presses itself (start-after-load.ts). */
export const liveIslandAttribute = "data-island-live";
/** Set on a wrapper whose code could not be loaded: it stays the server's HTML, whose forms the browser posts. */
export const failedIslandAttribute = "data-island-failed";
/** Set on a wrapper the visitor has pressed, tapped, typed or focused in before it was live: it starts at once. */
export const wantedIslandAttribute = "data-island-wanted";

/** On <html> of a page that hydrates only its islands. */
export const islandsPageAttribute = "data-islands";

/** What the late start (start-after-load.ts) reads and writes on a page of islands. */
export const islandWrapperAttributes = {
  island: islandAttribute,
  live: liveIslandAttribute,
  failed: failedIslandAttribute,
  wanted: wantedIslandAttribute,
} as const;

export type IslandWrapperAttributes = { readonly [Key in keyof typeof islandWrapperAttributes]: string };
