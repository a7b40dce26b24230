import { readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

/** The one list of islands (app/islands/README.md). */
export const islandRegistry = "app/islands/registry.ts";

/** The start that hydrates a page's islands, and the registry it reads. */
const islandsRuntime = ["app/islands/hydrate-islands.tsx", islandRegistry];

export interface RegisteredIsland {
  name: string;
  /** The module its `load` imports, relative to the project's root. */
  module: string;
  everyPage: boolean;
}

/** One entry of the registry: its name, then its object (no braces inside it). */
const registryEntry = /^ {2}"?([\w-]+)"?: \{([^{}]*)\},$/gm;

/** The registry's region of the islands every page holds. */
const everyPageRegion = /^ {2}\/\/ #region every page\b[\s\S]*?^ {2}\/\/ #endregion$/m;

/**
 * The islands of app/islands/registry.ts, read from its text: the build's configuration
 * is bundled before anything runs, and the registry's `load` functions import the
 * islands' components. every-page-modules.test.ts holds this reading to the registry
 * itself.
 */
export function registeredIslands(root: string): RegisteredIsland[] {
  const text = readFileSync(join(root, islandRegistry), "utf8");
  const everyPage = everyPageRegion.exec(text)?.[0];
  if (!everyPage) throw new Error(`${islandRegistry} has no "// #region every page" of islands.`);
  return [...text.matchAll(registryEntry)].map(([entry, name, body]) => {
    const imported = /import\("(\.{1,2}\/[^"]+)"\)/.exec(body!)?.[1];
    if (!imported) throw new Error(`The island "${name}" in ${islandRegistry} loads no module of the project.`);
    return {
      name: name!,
      module: relative(root, resolve(dirname(join(root, islandRegistry)), imported)),
      everyPage: everyPage.includes(entry),
    };
  });
}

/**
 * The islands every page holds (the root layout's: header menus, footer button, overlays,
 * the registry's region "every page") and the start that hydrates them. Every marketing
 * page loads all of them, so the build puts what they import into one chunk
 * (vite.config.ts): one request instead of dozens, and not a byte more on any page.
 * docs/decisions/022-islands.md.
 */
export function everyPageIslands(root: string): string[] {
  return [...islandsRuntime, ...registeredIslands(root).filter((island) => island.everyPage).map((island) => island.module)];
}

const staticImport = /^\s*(?:import|export)\s+(?!type\b)(?:[^;]*?\s+from\s+)?"(\.{1,2}\/[^"]+)"/gm;
const dynamicImport = /\bimport\(\s*"(\.{1,2}\/[^"]+)"\s*\)/g;

/**
 * The project's modules that `entries` reach through static imports, as absolute paths.
 * Dynamic imports are left out unless `dynamic` is set: what an island loads later stays
 * a chunk of its own.
 */
export function staticallyImported(root: string, entries: readonly string[], { dynamic = false } = {}): Set<string> {
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(staticImport)) visit(resolve(dirname(file), match[1]!));
    if (dynamic) for (const match of text.matchAll(dynamicImport)) visit(resolve(dirname(file), match[1]!));
  };
  for (const entry of entries) visit(join(root, entry));
  return found;
}

/**
 * Every module of the project that island code runs: the islands' modules and all they
 * import, now or later, relative to the root. They must run on React and on Preact, without
 * React Router (eslint.config.js; app/islands/README.md).
 */
export function islandCode(root: string): string[] {
  const modules = registeredIslands(root).map((island) => island.module);
  return [...staticallyImported(root, modules, { dynamic: true })].filter((file) => !file.endsWith(".css")).map((file) => relative(root, file));
}

// Lucide's own code; each icon stays with what uses it.
const lucideCore = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/])/;

/** Whether a module belongs in the `every-page` chunk, for both builds of the islands (vite.config.ts, preact-islands.ts). */
export function everyPageChunk(root: string): (id: string) => boolean {
  const onEveryPage = staticallyImported(root, everyPageIslands(root));
  return (id) => onEveryPage.has(id) || lucideCore.test(id);
}
