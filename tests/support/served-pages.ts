import { describe, expect, inject, it } from "vitest";
import { fetchHtml, headingsIn } from "./html.ts";

/**
 * Tests that each page answers 200 and, in the HTML a crawler reads before any JavaScript,
 * has its one h1 and its sections under h2 headings.
 */
export function describeServedPages(pages: readonly { path: string; h1: string }[]) {
  describe.each(pages)("$path", ({ path, h1 }) => {
    it("answers 200 with its one h1 and sections under h2 headings", async () => {
      const { status, html } = await fetchHtml(inject("baseUrl"), path);
      expect(status).toBe(200);
      expect(headingsIn(html, 1)).toEqual([h1]);
      expect(headingsIn(html, 2).length).toBeGreaterThan(0);
    });
  });
}
