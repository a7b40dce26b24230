import { type ComponentType, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { hydratedAttribute } from "./hydrated-marker.tsx";
import {
  failedIslandAttribute,
  islandAttribute,
  islandPrefixAttribute,
  islandPropsAttribute,
  liveIslandAttribute,
  wantedIslandAttribute,
} from "./island-attributes.ts";
import { IslandRoot } from "./island-root.tsx";
import { islandHydrated, islandStarted, whenIslandsHydrated } from "./island-status.ts";
import { passOnEarlyEdits } from "./early-edits.ts";

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/**
 * When an island hydrates on a page of islands:
 * - "load": once the page has loaded (an overlay, or anything the page shows by itself);
 * - "visible": once part of it comes into the viewport, or it is used first;
 * - "use": once the visitor presses, taps, types or focuses in it (a form, a menu button).
 * Until then it is the server's HTML: its links and forms work, and a press on one of its
 * buttons is kept until it is live (start-after-load.ts).
 */
export type IslandStart = "load" | "visible" | "use";

export interface IslandEntry {
  /** Loads the island's component. */
  load: () => Promise<ComponentType<never>>;
  /** When it hydrates; "load" if left out. */
  start?: IslandStart;
  /**
   * Something left for the island elsewhere on the site that it must show without being
   * used: it starts at once when `pending()` says so, or when `event` fires on window.
   */
  startFor?: { event: string; pending: () => boolean };
}

/** Every island of the site, by the name its wrapper gives (registry.ts). */
export type IslandEntries = Readonly<Record<string, IslandEntry>>;

/**
 * A marketing page's start in the browser. Islands that start with the page are fetched
 * side by side, then hydrated as a root of their own, one after the other in the order of
 * the page, each in a task of its own, so the page answers input in between. The others
 * wait for their moment (IslandStart). Nothing else of the page runs: its text and links
 * are HTML. Marks <html data-hydrated> once every island that started is live. An island
 * whose code fails to load stays the server's HTML; the others start.
 */
export async function hydrateIslands(islands: IslandEntries) {
  const atLoad: { wrapper: HTMLElement; loading: Promise<ComponentType<Record<string, unknown>>> }[] = [];
  for (const wrapper of document.querySelectorAll<HTMLElement>(`[${islandAttribute}]`)) {
    const name = wrapper.getAttribute(islandAttribute) ?? "";
    const entry = Object.hasOwn(islands, name) ? islands[name] : undefined;
    if (!entry) {
      console.error(new Error(`No island is called "${name}" in the registry.`));
      wrapper.setAttribute(failedIslandAttribute, "");
      continue;
    }
    if ((entry.start ?? "load") === "load" || wrapper.hasAttribute(wantedIslandAttribute) || entry.startFor?.pending()) {
      islandStarted();
      atLoad.push({ wrapper, loading: loadComponent(entry) });
    } else {
      startWhenNeeded(wrapper, entry, () => {
        islandStarted();
        void hydrateIsland(wrapper, loadComponent(entry));
      });
    }
  }
  for (const { wrapper, loading } of atLoad) await hydrateIsland(wrapper, loading);
  whenIslandsHydrated(() => document.documentElement.setAttribute(hydratedAttribute, ""));
}

const loadComponent = (entry: IslandEntry) => entry.load() as Promise<ComponentType<Record<string, unknown>>>;

async function hydrateIsland(wrapper: HTMLElement, loading: Promise<ComponentType<Record<string, unknown>>>) {
  let Component: ComponentType<Record<string, unknown>>;
  try {
    Component = await loading;
  } catch (error) {
    console.error(error);
    // A press kept for it is repeated on the plain HTML (start-after-load.ts).
    wrapper.setAttribute(failedIslandAttribute, "");
    islandHydrated();
    return;
  }
  // Each island in a task of its own, never in the one that ran the entry or its code.
  await nextTask();
  const props = JSON.parse(wrapper.getAttribute(islandPropsAttribute) ?? "{}") as Record<string, unknown>;
  const idPrefix = wrapper.getAttribute(islandPrefixAttribute) ?? "";
  // The wrapper holds the island in an element of its own (island.tsx).
  const container = wrapper.firstElementChild ?? wrapper;
  // Preact hydrates an island at once; React (in development) in slices of about 5 ms,
  // answering input between them.
  startTransition(() => {
    hydrateRoot(
      container,
      <IslandRoot location={{ pathname: location.pathname, search: location.search }} idPrefix={idPrefix}>
        <Component {...props} />
      </IslandRoot>,
      { identifierPrefix: idPrefix },
    );
    // Preact has hydrated it by now; React replays a press on a root it is still hydrating.
    wrapper.setAttribute(liveIslandAttribute, "");
    passOnEarlyEdits(container);
  });
}

/** Calls `start` once, at the first moment the island's IslandStart (or its startFor) names. */
function startWhenNeeded(wrapper: HTMLElement, entry: IslandEntry, start: () => void) {
  const stops: (() => void)[] = [];
  const startOnce = () => {
    for (const stop of stops.splice(0)) stop();
    start();
  };
  // Marked by the late start at the visitor's first press, tap, key or focus inside it.
  const used = new MutationObserver(startOnce);
  used.observe(wrapper, { attributes: true, attributeFilter: [wantedIslandAttribute] });
  stops.push(() => used.disconnect());
  if (entry.start === "visible") {
    // A little ahead of the scroll, so that it is live by the time it is on screen.
    const seen = new IntersectionObserver((entries) => entries.some((seen) => seen.isIntersecting) && startOnce(), { rootMargin: "200px 0px" });
    for (const box of boxesOf(wrapper)) seen.observe(box);
    stops.push(() => seen.disconnect());
  }
  const event = entry.startFor?.event;
  if (event) {
    addEventListener(event, startOnce);
    stops.push(() => removeEventListener(event, startOnce));
  }
}

/** The elements that make up an element with `display: contents` (such as an island's wrapper): it has no box of its own. */
function boxesOf(element: Element): Element[] {
  return [...element.children].flatMap((child) => (getComputedStyle(child).display === "contents" ? boxesOf(child) : [child]));
}
