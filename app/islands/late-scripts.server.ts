import { type EntryContext, matchRoutes, type RouteObject } from "react-router";
import preactIslands from "virtual:islands-start";
import { islandWrapperAttributes } from "./island-attributes.ts";
import { hydratedAttribute } from "./hydrated-marker.tsx";
import type { LateScriptTexts } from "./late-scripts.tsx";
import { scriptJson, startAfterLoadScript } from "./start-after-load.ts";

/**
 * The texts of the late start's two inline scripts (late-scripts.tsx), written by the
 * server's entry from the context React Router gives it (entry.server.tsx): what React
 * Router's <Scripts/> would put in its two scripts (react-router
 * lib/dom/ssr/components.tsx), with the module imports turned into a late start.
 * docs/decisions/022-islands.md.
 */
export function lateScriptTexts(routerContext: EntryContext, islands: boolean): LateScriptTexts {
  const { manifest, serverHandoffString, routeDiscovery, ssr, renderMeta, staticHandlerContext } = routerContext;
  const entry = manifest.entry.module;

  // A page of islands needs neither the router's context nor its loader data: the entry
  // alone starts the islands, with Preact in a build (docs/decisions/022-islands.md).
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
  for (const match of staticHandlerContext.matches) {
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
    const tree = routeTree(manifest.routes);
    const routeIds = new Set(staticHandlerContext.matches.map((match) => match.route.id));
    const segments = staticHandlerContext.location.pathname.split("/").filter(Boolean);
    segments.pop();
    const parents = ["/"];
    for (; segments.length > 0; segments.pop()) parents.push(`/${segments.join("/")}`);
    for (const path of parents) for (const match of matchRoutes(tree, path) ?? []) routeIds.add(match.route.id!);
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

type ManifestRoutes = EntryContext["manifest"]["routes"];

/** The route tree of the build's manifest, as the server's router matches it. */
function routeTree(routes: ManifestRoutes, parentId?: string): RouteObject[] {
  return Object.values(routes).flatMap((route): RouteObject[] => {
    if (!route || route.parentId !== parentId) return [];
    const { id, path, caseSensitive } = route;
    return route.index ? [{ id, path, caseSensitive, index: true }] : [{ id, path, caseSensitive, children: routeTree(routes, id) }];
  });
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
