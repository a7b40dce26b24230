import { describe, expect, it } from "vitest";
import { paths } from "../lib/paths.ts";
import { footerColumns } from "./navigation.ts";
import { serviceIds } from "./services.ts";

const footerTargets = footerColumns.flatMap((column) => column.links.map((link) => link.to));

describe("footer links", () => {
  it("link each page once", () => {
    expect(new Set(footerTargets).size).toBe(footerTargets.length);
  });

  it("reach every service page directly, not through a short link that redirects", () => {
    for (const id of serviceIds) expect(footerTargets).toContain(paths.service(id));
    for (const shortLink of Object.values(paths.shortLinks)) expect(footerTargets).not.toContain(shortLink);
  });

  it("lead a visitor comparing offers to both price pages", () => {
    expect(footerTargets).toContain(paths.services);
    expect(footerTargets).toContain(paths.packages);
  });
});
