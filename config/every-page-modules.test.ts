import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { everyPageIslands, staticallyImported } from "./every-page-modules.ts";

const root = join(import.meta.dirname, "..");
const modules = [...staticallyImported(root, everyPageIslands)].map((file) => file.slice(root.length + 1));

describe("the modules every page loads", () => {
  it("follow the islands' static imports", () => {
    expect(modules).toEqual(expect.arrayContaining(["app/components/layout/mobile-menu.tsx", "app/lib/islands/page-location.ts", "app/content/navigation.ts", "app/islands.ts"]));
  });

  it("leave out what an island loads later, and the page's own islands", () => {
    expect(modules).not.toContain("app/features/chat/chat-panel.tsx");
    expect(modules).not.toContain("app/features/consent/cookie-banner.tsx");
    expect(modules).not.toContain("app/components/contact/contact-form.tsx");
    expect(modules.filter((file) => file.startsWith("app/components/ui/form/"))).toEqual([]);
  });

  it("never include React Router: no island may bring it along", () => {
    expect(modules.filter((file) => file.startsWith("app/routes/") || file.endsWith("island.tsx") || file.endsWith("islands-page.ts"))).toEqual([]);
  });
});
