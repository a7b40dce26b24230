import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";

/*
 * The content modules a piece of code reads: a module and everything it imports,
 * statically or on demand, followed through the project's own files. For the islands,
 * that is the island registry and everything it loads in the browser (each island's
 * chunk, a dialog loaded when it opens): a content document read by any of them must be
 * handed to the page's islands (documents.ts `islands`); documents.test.ts holds the two
 * equal. The guide's PDF is laid out again when a document it reads is published.
 */

const registry = new URL("../../app/islands/registry.ts", import.meta.url).pathname;
const contentFolder = new URL("../../app/content/", import.meta.url).pathname;

/** `import ... from "x"`, `export ... from "x"` and `import "x"`; type-only imports load nothing. */
const staticImport = /^\s*(?:import|export)\s+(?!type\s)(?:[^;"']*?\sfrom\s+)?["']([^"']+)["']/gm;
const dynamicImport = /\bimport\(\s*["']([^"']+)["']\s*\)/g;

function specifiers(source: string, pattern: RegExp): string[] {
  return [...source.matchAll(pattern)].map((match) => match[1]!);
}

/** Every module file reachable from `entry`, as absolute paths. */
export function modulesReachableFrom(entry: string): Set<string> {
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
  visit(entry);
  return seen;
}

/** The app/content modules `entry` reads, itself included, by file name without `.ts`. */
export function contentModulesReadBy(entry: string): Set<string> {
  return new Set(
    [...modulesReachableFrom(entry)]
      .filter((file) => file.startsWith(contentFolder) && file.endsWith(".ts"))
      .map((file) => file.slice(contentFolder.length, -".ts".length)),
  );
}

/** The app/content modules island code reads. */
export function contentModulesOfIslands(): Set<string> {
  return contentModulesReadBy(registry);
}
