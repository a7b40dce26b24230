import { readFile } from "node:fs/promises";
import { builtinModules } from "node:module";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");

/** The relative modules and the packages a file imports at load time; `import type` loads nothing. */
async function staticImports(file: string): Promise<{ local: string[]; packages: string[] }> {
  const source = await readFile(file, "utf8");
  const specifiers = [...source.matchAll(/^(?:import|export)(?!\s+type\s)[^;]*?\sfrom\s+"([^"]+)"/gm)].map((match) => match[1] ?? "");
  return {
    local: specifiers.filter((specifier) => specifier.startsWith(".")).map((specifier) => resolve(dirname(file), specifier)),
    packages: specifiers.filter((specifier) => !specifier.startsWith(".")),
  };
}

/** A package's name from an import: `@scope/name/sub` is `@scope/name`. */
function packageName(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] ?? specifier);
}

async function packagesLoadedBy(entries: string[]): Promise<Set<string>> {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const queue = [...entries];
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file) || !/\.tsx?$/.test(file)) continue;
    seen.add(file);
    const imports = await staticImports(file);
    imports.packages.forEach((name) => packages.add(packageName(name)));
    queue.push(...imports.local);
  }
  const builtins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));
  return new Set([...packages].filter((name) => !builtins.has(name) && !name.startsWith("node:")));
}

/*
 * The container image and `npm run serve` install production dependencies only
 * (Dockerfile): whatever the server and the operators' commands load must be one.
 */
describe("what the running server loads", () => {
  it("is production dependencies only: the server, every command line of package.json and the guide's layout", async () => {
    const manifest = JSON.parse(await readFile(join(root, "package.json"), "utf8")) as { dependencies: Record<string, string>; scripts: Record<string, string> };
    const entries = Object.values(manifest.scripts).flatMap((script) => [...script.matchAll(/\bnode (server\/\S+\.ts)/g)].map((match) => join(root, match[1] ?? "")));
    expect(entries).toContain(join(root, "server", "index.ts"));
    expect(entries).toContain(join(root, "server", "ops", "cli.ts"));
    // Loaded only by a server whose brand differs from its build's (server/public-values.ts).
    entries.push(join(root, "server", "leads", "guide-pdf.ts"));
    const loaded = await packagesLoadedBy(entries);
    expect(loaded).toContain("hono");
    expect(loaded).toContain("pdfmake");
    expect([...loaded].filter((name) => !(name in manifest.dependencies)).sort()).toEqual([]);
  });
});
