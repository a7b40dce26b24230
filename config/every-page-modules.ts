import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

/**
 * The islands every page holds (the root layout's: header menus, footer button, overlays)
 * and the start that hydrates them. Every marketing page loads all of them, so the build
 * puts what they import into one chunk (vite.config.ts): one request instead of dozens,
 * and not a byte more on any page. docs/decisions/018-islands.md.
 */
export const everyPageIslands = [
  "app/lib/islands/hydrate-islands.tsx",
  "app/islands.ts",
  "app/components/layout/industries-menu.tsx",
  "app/components/layout/mobile-menu.tsx",
  "app/features/consent/cookie-settings-button.tsx",
  "app/features/consent/consent-manager.tsx",
  "app/components/layout/lazy-toaster.tsx",
  "app/features/chat/chat-launcher.tsx",
  "app/features/popup/lead-popup.tsx",
  "app/features/analytics/analytics.tsx",
];

const staticImport = /^\s*(?:import|export)\s+(?!type\b)(?:[^;]*?\s+from\s+)?"(\.{1,2}\/[^"]+)"/gm;

/**
 * The project's modules that `entries` reach through static imports, as absolute paths.
 * Dynamic imports are left out: what an island loads later stays a chunk of its own.
 */
export function staticallyImported(root: string, entries: readonly string[]): Set<string> {
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    for (const match of readFileSync(file, "utf8").matchAll(staticImport)) visit(resolve(dirname(file), match[1]!));
  };
  for (const entry of entries) visit(join(root, entry));
  return found;
}

// Lucide's own code; each icon stays with what uses it.
const lucideCore = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/])/;

/** Whether a module belongs in the `every-page` chunk, for both builds of the islands (vite.config.ts, preact-islands.ts). */
export function everyPageChunk(root: string): (id: string) => boolean {
  const onEveryPage = staticallyImported(root, everyPageIslands);
  return (id) => onEveryPage.has(id) || lucideCore.test(id);
}
