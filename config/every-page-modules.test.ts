import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { islands } from "../app/islands/registry.ts";
import { everyPageIslands, registeredIslands, staticallyImported } from "./every-page-modules.ts";

const root = join(import.meta.dirname, "..");
const modules = [...staticallyImported(root, everyPageIslands(root))].map((file) => file.slice(root.length + 1));

describe("the registry as the build reads it", () => {
  const read = registeredIslands(root);

  it("holds every island of app/islands/registry.ts, those the root layout places (app/root.tsx) marked for every page", () => {
    expect(read.map((island) => island.name)).toEqual(Object.keys(islands));
    const placedByLayout = [...readFileSync(join(root, "app/root.tsx"), "utf8").matchAll(/<Island\s+name="([^"]+)"/g)].map((match) => match[1]!);
    expect(read.filter((island) => island.everyPage).map((island) => island.name).sort()).toEqual([...new Set(placedByLayout)].sort());
  });

  it("names the module each island's entry loads", async () => {
    for (const island of read) {
      const loaded: unknown = await islands[island.name as keyof typeof islands].load();
      const module = (await import(join(root, island.module))) as Record<string, unknown>;
      expect(Object.values(module), island.name).toContain(loaded);
    }
  });
});

describe("the modules every page loads", () => {
  it("follow the islands' static imports", () => {
    expect(modules).toEqual(expect.arrayContaining(["app/components/layout/mobile-menu.tsx", "app/lib/page-location.ts", "app/content/navigation.ts", "app/islands/registry.ts"]));
  });

  it("leave out what an island loads later, and the page's own islands", () => {
    expect(modules).not.toContain("app/features/chat/chat-panel.tsx");
    expect(modules).not.toContain("app/features/consent/cookie-banner.tsx");
    expect(modules).not.toContain("app/features/lead-forms/contact-form.tsx");
    expect(modules.filter((file) => file.startsWith("app/features/lead-forms/"))).toEqual(["app/features/lead-forms/lead-left.ts"]);
    expect(modules.filter((file) => file.startsWith("app/components/ui/form/"))).toEqual([]);
  });

  it("never include React Router: no island may bring it along", () => {
    expect(modules.filter((file) => file.startsWith("app/routes/") || file.endsWith("island.tsx") || file.endsWith("islands-page.ts"))).toEqual([]);
  });
});
