import { type ComponentType, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { hydratedAttribute } from "../hydration/hydrated-marker.tsx";
import { islandAttribute, islandPrefixAttribute, islandPropsAttribute, liveIslandAttribute } from "./island-attributes.ts";
import { IslandRoot } from "./island-root.tsx";
import { islandHydrated, islandStarted, whenIslandsHydrated } from "./island-status.ts";

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/** Loads an island's component, by the name its wrapper gives (app/islands.ts). */
export type IslandLoaders = Readonly<Record<string, () => Promise<ComponentType<never>>>>;

/**
 * A marketing page's start in the browser: every island on the page is fetched side by
 * side, then hydrated as a root of its own, one after the other in the order of the
 * page, each in a task of its own, so the page answers input in between. Nothing else of the
 * page runs: its text and links are HTML. Marks <html data-hydrated> once every island
 * is live. An island whose code fails to load stays the server's HTML; the others start.
 */
export async function hydrateIslands(islands: IslandLoaders) {
  const wrappers = [...document.querySelectorAll<HTMLElement>(`[${islandAttribute}]`)];
  const loaded = wrappers.map((wrapper) => {
    const name = wrapper.getAttribute(islandAttribute) ?? "";
    const load = Object.hasOwn(islands, name) ? islands[name] : undefined;
    if (!load) return Promise.reject(new Error(`No island is called "${name}" in app/islands.ts.`));
    return load() as Promise<ComponentType<Record<string, unknown>>>;
  });
  for (let count = 0; count < wrappers.length; count += 1) islandStarted();
  for (const [index, wrapper] of wrappers.entries()) {
    let Component: ComponentType<Record<string, unknown>>;
    try {
      Component = await loaded[index]!;
    } catch (error) {
      console.error(error);
      islandHydrated();
      continue;
    }
    // Each island in a task of its own, never in the one that ran the entry or its code.
    await nextTask();
    const props = JSON.parse(wrapper.getAttribute(islandPropsAttribute) ?? "{}") as Record<string, unknown>;
    const idPrefix = wrapper.getAttribute(islandPrefixAttribute) ?? "";
    // Preact hydrates an island at once; React (in development) in slices of about 5 ms,
    // answering input between them.
    startTransition(() => {
      hydrateRoot(
        // The wrapper holds the island in an element of its own (lib/islands/island.tsx).
        wrapper.firstElementChild ?? wrapper,
        <IslandRoot location={{ pathname: location.pathname, search: location.search }} idPrefix={idPrefix}>
          <Component {...props} />
        </IslandRoot>,
        { identifierPrefix: idPrefix },
      );
      // Preact has hydrated it by now; React replays a press on a root it is still hydrating.
      wrapper.setAttribute(liveIslandAttribute, "");
    });
  }
  whenIslandsHydrated(() => document.documentElement.setAttribute(hydratedAttribute, ""));
}
