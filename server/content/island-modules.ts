import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";

/*
 * The modules island code loads in the browser: the island registry and everything it
 * imports, statically or on demand (each island's chunk, a dialog loaded when it opens).
 * A content document read by any of them must be handed to the page's islands
 * (documents.ts `islands`); documents.test.ts holds the two equal.
 */

const registry = new URL("../../app/islands/registry.ts", import.meta.url).pathname;

/** `import ... from "x"`, `export ... from "x"` and `import "x"`; type-only imports load nothing. */
const staticImport = /^\s*(?:import|export)\s+(?!type\s)(?:[^;"']*?\sfrom\s+)?["']([^"']+)["']/gm;
const dynamicImport = /\bimport\(\s*["']([^"']+)["']\s*\)/g;

function specifiers(source: string, pattern: RegExp): string[] {
  return [...source.matchAll(pattern)].map((match) => match[1]!);
}

/** Every module file reachable from the island registry, as absolute paths. */
export function islandModules(): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, "utf8");
    const found = [...specifiers(source, staticImport), ...specifiers(source, dynamicImport)];
    for (const specifier of found) {
      // Packages are no content; only the project's own modules are followed.
      if (specifier.startsWith(".")) visit(resolve(dirname(file), specifier));
    }
  };
  visit(registry);
  return seen;
}

/** The app/content modules island code reads, by file name without `.ts`. */
export function contentModulesOfIslands(): Set<string> {
  const folder = new URL("../../app/content/", import.meta.url).pathname;
  return new Set(
    [...islandModules()].filter((file) => file.startsWith(folder) && file.endsWith(".ts")).map((file) => file.slice(folder.length, -".ts".length)),
  );
}
