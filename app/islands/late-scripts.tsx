import { type ReactNode, useContext } from "react";
import {
  Scripts,
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_FrameworkContext as FrameworkContext,
} from "react-router";
import preactIslands from "virtual:islands-start";
import { islandWrapperAttributes } from "./island-attributes.ts";
import { hydratedAttribute } from "./hydrated-marker.tsx";
import { startAfterLoadScript, scriptJson } from "./start-after-load.ts";

/**
 * React Router's <Scripts/>, minus everything that competes with the first paint: no
 * modulepreload links and no module script in the HTML, so the browser fetches only the
 * HTML, the stylesheet and the font before it paints. The page's code is requested after
 * the load event and the first paint, or on the first press (start-after-load.ts);
 * hydration then runs as React Router's own entry does it.
 * docs/decisions/016-hydrate-after-first-paint.md.
 *
 * The two inline scripts keep their places and React never rewrites their text, so the
 * browser renders them empty and hydration matches. The server hashes every inline
 * script into the Content-Security-Policy (server/middleware/content-security-policy.ts).
 */
function BuiltScripts({ islands }: LateScriptsProps) {
  const { context, start } = useScriptTexts(islands);
  return (
    <>
      {!islands && <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: context }} />}
      <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: start }} />
    </>
  );
}

interface LateScriptsProps {
  /** The page hydrates only its islands: the late start loads the entry alone, which starts them. */
  islands: boolean;
}

/** In place of React Router's <Scripts/>; the dev server's hot reloading needs the original. */
export const LateScripts: (props: LateScriptsProps) => ReactNode = import.meta.env.DEV ? () => <Scripts /> : BuiltScripts;

/**
 * What React Router's <Scripts/> would put in its two scripts (react-router
 * lib/dom/ssr/components.tsx), with the module imports turned into a late start.
 */
function useScriptTexts(islands: boolean) {
  const framework = useContext(FrameworkContext);
  const dataRouter = useContext(DataRouterContext);
  const state = useContext(DataRouterStateContext);
  // Only the server writes the texts; the browser has run them before React starts.
  if (!import.meta.env.SSR) return { context: " ", start: " " };
  if (!framework || !dataRouter || !state) throw new Error("LateScripts renders inside React Router's framework mode only.");
  const { manifest, serverHandoffString, routeDiscovery, ssr, renderMeta } = framework;
  const entry = manifest.entry.module;

  // A page of islands needs neither the router's context nor its loader data: the entry
  // alone starts the islands, with Preact in a build (docs/decisions/019-preact-islands.md).
  if (islands) {
    const islandsEntry = preactIslands ?? { entry, imports: manifest.entry.imports };
    const preloads = librariesFirst([islandsEntry.entry, ...islandsEntry.imports]);
    const start = startAfterLoadScript({ routeModules: {}, preloads, entry: islandsEntry.entry, hydratedAttribute, islands: islandWrapperAttributes });
    return { context: " ", start };
  }
  // React Router's stream of loader data renders only where its scripts are rendered.
  if (renderMeta) renderMeta.didRenderScripts = true;

  const context = `window.__reactRouterContext = ${serverHandoffString};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());`;

  const routeModules: Record<string, string> = {};
  const preloads = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
  for (const match of state.matches) {
    const route = manifest.routes[match.route.id];
    if (!route) throw new Error(`Route ${match.route.id} is missing from the build's manifest.`);
    routeModules[route.id] = route.module;
    preloads.add(route.module);
    for (const href of route.imports ?? []) preloads.add(href);
  }

  // Lazy route discovery: the browser starts with the manifest of this page and its
  // parent paths and asks the server for the rest (react-router lib/dom/ssr/fog-of-war.ts).
  let manifestScript = "";
  if (routeDiscovery.mode === "lazy" && ssr) {
    const { router } = dataRouter;
    const routeIds = new Set(state.matches.map((match) => match.route.id));
    const segments = state.location.pathname.split("/").filter(Boolean);
    segments.pop();
    const parents = ["/"];
    for (; segments.length > 0; segments.pop()) parents.push(`/${segments.join("/")}`);
    for (const path of parents) for (const match of router.match?.(path) ?? []) routeIds.add(match.route.id);
    const routes = Object.fromEntries([...routeIds].map((id) => [id, manifest.routes[id]]));
    manifestScript = `window.__reactRouterManifest = ${scriptJson({ ...manifest, sri: undefined, routes })};`;
  } else {
    preloads.add(manifest.url);
  }

  return {
    context,
    start: `${manifestScript}${startAfterLoadScript({ routeModules, preloads: librariesFirst([...preloads]), entry: manifest.entry.module, hydratedAttribute, islands: null })}`,
  };
}

/** The chunks that the others import (vite.config.ts names them), in the order they import each other. */
const libraryChunks = ["rolldown-runtime", "preact", "react", "router"];

/**
 * The late start imports one chunk per task, but a chunk is evaluated together with every
 * chunk it imports that has not run yet: React first, so that it runs in a task of its
 * own rather than inside the first chunk that needs it.
 */
export function librariesFirst(urls: readonly string[]): string[] {
  const rank = (url: string) => {
    const index = libraryChunks.findIndex((name) => url.includes(`/${name}-`));
    return index === -1 ? libraryChunks.length : index;
  };
  return [...urls].sort((a, b) => rank(a) - rank(b));
}
