import { describe, expect, it } from "vitest";
import { errorPage } from "./content/not-found-page.ts";
import { meta } from "./root.tsx";
import type { Route } from "./+types/root";

/** The root route's meta as React Router calls it, with or without an error caught below. */
function rootMeta(error: unknown) {
  return meta({ error } as Route.MetaArgs);
}

function metaNamed(entries: ReturnType<typeof meta>, name: string) {
  return entries.find((entry) => "name" in entry && entry.name === name) as { content: string } | undefined;
}

describe("root meta", () => {
  it("leaves the meta to the page while nothing failed", () => {
    expect(rootMeta(undefined)).toEqual([]);
  });

  it("keeps a failed page out of search engines, with no canonical link", () => {
    const entries = rootMeta(new Error("boom"));
    expect(entries[0]).toMatchObject({ title: expect.stringContaining(errorPage.failure.title) });
    expect(metaNamed(entries, "robots")?.content).toBe("noindex, follow");
    expect(entries.some((entry) => "rel" in entry && entry.rel === "canonical")).toBe(false);
  });

  it("names a 404 caught here as not found", () => {
    // The shape React Router hands the boundary when a loader throws a 404 response
    // (what its isRouteErrorResponse reads).
    const entries = rootMeta({ status: 404, statusText: "Not Found", internal: false, data: null });
    expect(entries[0]).toMatchObject({ title: expect.stringContaining(errorPage.notFound.title) });
    expect(metaNamed(entries, "robots")?.content).toBe("noindex, follow");
  });
});
